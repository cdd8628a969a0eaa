// Texts that crashed parsers, pasted into the task editor in headless Chromium (SwiftShader): a plan
// expression 3,000 parentheses deep and a WGSL `const` that is a sum of 5,000 terms. Recursive parsers
// overflow the stack on both (the wasm stack is 1 MiB); ekb_eval::limits refuses them before any
// parser runs, so the page shows `invalid_shader` with a diagnostic naming the limit and stays alive.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { setEditorText } from "./editor.js";
import { startServer, ROOT } from "./server.js";

let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

const REFERENCE = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add/reference.wgsl"), "utf8");
assert.ok(!REFERENCE.includes("@plan"), "the reference has no plan of its own");

const CASES = [
  {
    name: "a plan expression with 3,000 nested parentheses",
    source: `// @plan\n// pass main dispatch(${"(".repeat(3000)}1${")".repeat(3000)}, 1, 1)\n// @end\n${REFERENCE}`,
  },
  {
    name: "a WGSL const that is a sum of 5,000 terms",
    source: `const X: u32 = ${Array(5000).fill("1u").join(" + ")};\n${REFERENCE}`,
  },
];

for (const { name, source } of CASES) {
  test(`${name}: invalid_shader naming the limit, and the page lives on`, async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await ctx.newPage();
    const errors = [];
    // A page error (a trap in the wasm module) or a renderer crash fails the test at once.
    const died = new Promise((_, reject) => {
      p.on("pageerror", (e) => {
        errors.push(e.message);
        reject(new Error(`page error: ${e.message}`));
      });
      p.on("crash", () => reject(new Error("the page crashed")));
    });
    died.catch(() => {});
    await p.goto(`${server.url}/task/l1_vector_add`);
    await setEditorText(p, "#editor", source);
    await p.locator("#run").click();
    const badge = p.locator("#verdict .badge");
    await Promise.race([badge.waitFor({ timeout: 120_000 }), died]);
    const text = await p.locator("#verdict").innerText();
    assert.equal(await badge.innerText(), "invalid_shader", text);
    assert.match(text, /the limit is \d+/, "the diagnostic names the limit");
    // Still alive: the same page runs a correct kernel afterwards.
    await setEditorText(p, "#editor", REFERENCE);
    await p.locator("#run").click();
    await Promise.race([p.locator("#verdict .badge", { hasText: "pass" }).waitFor({ timeout: 120_000 }), died]);
    assert.deepEqual(errors, [], "no page error (a stack overflow in wasm would stop the app)");
    await ctx.close();
  });
}
