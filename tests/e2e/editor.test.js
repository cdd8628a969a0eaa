// The code editor (CodeMirror 6, app/src/ui/editor.rs) on the task page, in real headless Chromium
// with WebGPU (SwiftShader) against `ekb serve`: at 390 px as a phone (touch, mobile viewport) and at
// 1280 px, text is typed into it, the launch plan block is tinted, Run gives the verdict; an invalid
// kernel with non-ASCII text before its error gets naga's and the browser compiler's marks on exactly
// the bad name (UTF-16 ranges); without the editor script the page says so and a plain text box
// works. The Remote devices page and the trajectory viewer's "open in the task editor" use the same
// editor (remote.test.js, trajectory.test.js). Screenshots in target/e2e/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { editorReady, editorText, setEditorText } from "./editor.js";
import { startServer, ROOT } from "./server.js";

const SHOTS = path.join(ROOT, "target/e2e");
let server, browser;

before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

const REFERENCE = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add/reference.wgsl"), "utf8");
const PLAN = ["// @plan", "// pass main dispatch(1024, 1, 1)  # the kernel loops over the rest", "// @end"];
const BODY = "        c[i] = a[i] + b[i];";
assert.ok(REFERENCE.includes(BODY) && !REFERENCE.includes("@plan"), "l1_vector_add's reference as this test expects it");

/** A page at `width`: 390 px is a phone (touch, mobile viewport), 1280 px a desktop. */
async function page(width) {
  const phone = width < 500;
  const ctx = await browser.newContext(
    phone ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width, height: 900 } },
  );
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  const press = (loc) => (phone ? loc.tap() : loc.click());
  return { p, errors, phone, press };
}

async function verdict(p) {
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  return { verdict: await badge.innerText(), text: await p.locator("#verdict").innerText() };
}

for (const width of [390, 1280]) {
  test(`${width} px: typed into the editor, the plan block tinted, Run gives the verdict`, async () => {
    const { p, errors, phone, press } = await page(width);
    await p.goto(`${server.url}/task/l1_vector_add`);
    await editorReady(p, "#editor");
    assert.equal(await editorText(p, "#editor"), REFERENCE, "the editor starts with the reference");
    assert.equal(await p.locator("#editor .cm-content").getAttribute("data-language"), "wgsl");
    assert.ok((await p.locator("#editor .cm-line span[class]").count()) > 10, "WGSL tokens are highlighted");

    // A plan block pasted over the whole text, then a line typed key by key at the end.
    const planned = [...PLAN, REFERENCE].join("\n");
    await setEditorText(p, "#editor", planned);
    await p.keyboard.press("ControlOrMeta+End");
    await p.keyboard.type("\n// typed here");
    assert.equal(await editorText(p, "#editor"), planned + "\n// typed here");
    await p.locator("#editor .cm-scroller").evaluate((s) => (s.scrollTop = 0));
    assert.deepEqual(await p.locator("#editor .cm-line.cm-ekb-plan").allInnerTexts(), PLAN, "exactly the plan block's lines are tinted");

    if (phone) {
      // No zoom on focus: 16 px text; the editor fits the width and scrolls inside itself.
      const fontPx = await p.locator("#editor .cm-content").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      assert.ok(fontPx >= 16, `editor text is ${fontPx}px on a phone`);
      const fit = await p.evaluate(() => {
        const box = document.querySelector("#editor .cm-editor").getBoundingClientRect();
        const s = document.querySelector("#editor .cm-scroller");
        s.scrollTop = 120;
        return { page: document.documentElement.scrollWidth, view: innerWidth, right: box.right, scrolled: s.scrollTop };
      });
      assert.ok(fit.page <= fit.view, `no sideways scroll of the page (${fit.page} > ${fit.view})`);
      assert.ok(fit.right <= fit.view, `the editor fits (right edge at ${fit.right})`);
      assert.ok(fit.scrolled > 0, "the editor scrolls its text");
    }

    await press(p.locator("#run"));
    const r = await verdict(p);
    assert.equal(r.verdict, "pass", r.text);
    await p.screenshot({ path: path.join(SHOTS, `editor-${width}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await p.context().close();
  });

  test(`${width} px: naga's error and the browser compiler's are marked on the bad name, after non-ASCII text`, async () => {
    const { p, errors, phone, press } = await page(width);
    await p.goto(`${server.url}/task/l1_vector_add`);
    // é is 2 bytes and 1 UTF-16 unit, 😀 4 bytes and 2 units, — 3 bytes and 1 unit: a mark placed
    // by bytes would land several characters right of the name.
    const bad = "// Ünïcödé 😀 — before the error\n" + REFERENCE.replace(BODY, "        c[i] = /* é 😀 — */ a[i] + undefined_name;");
    await setEditorText(p, "#editor", bad);
    await press(p.locator("#run"));
    const r = await verdict(p);
    assert.equal(r.verdict, "invalid_shader", r.text);
    const marks = p.locator("#editor .cm-lintRange-error");
    await marks.first().waitFor({ timeout: 10_000 });
    for (const t of await marks.allInnerTexts()) assert.equal(t, "undefined_name", "every error mark covers exactly the bad name");
    // Both compilers found it, at the same line and column (the listing under the verdict).
    const line = bad.split("\n").findIndex((l) => l.includes("undefined_name")) + 1;
    const text = bad.split("\n")[line - 1];
    const column = [...text.slice(0, text.indexOf("undefined_name"))].length + 1; // in characters
    assert.match(r.text, new RegExp(`error\\[parse\\] ${line}:${column}:`), r.text);
    assert.match(r.text, new RegExp(`error\\[platform\\] ${line}:${column}:`), r.text);
    if (!phone) {
      // Hovering the mark shows both messages (naga's and Tint's) for that range.
      await marks.first().hover();
      const tip = p.locator(".cm-tooltip-lint");
      await tip.waitFor({ timeout: 10_000 });
      const tipText = await tip.innerText();
      assert.match(tipText, /error\[parse\]/, tipText);
      assert.match(tipText, /error\[platform\]/, tipText);
    }
    await marks.first().scrollIntoViewIfNeeded();
    await p.screenshot({ path: path.join(SHOTS, `editor-naga-error-${width}.png`) });
    assert.deepEqual(errors, []);
    await p.context().close();
  });
}

test("the first page does not fetch the editor; a page with an editor does", async () => {
  const { p, errors } = await page(1280);
  const fetched = [];
  p.on("request", (r) => new URL(r.url()).pathname === "/editor.js" && fetched.push(r.url()));
  await p.goto(server.url + "/");
  await p.locator("#landing-what").waitFor({ timeout: 60_000 });
  await p.waitForTimeout(1000);
  assert.deepEqual(fetched, [], "the landing page loads no editor");
  await p.locator("#go-kernel").click();
  await p.locator('a[href="/task/l1_vector_add"]').first().click();
  await editorReady(p, "#editor");
  assert.equal(fetched.length, 1, "the task page loads it once");
  assert.deepEqual(errors, []);
  await p.context().close();
});

test("without the editor script the page says so and a plain text box works", async () => {
  const { p, errors } = await page(390);
  await p.route("**/editor.js", (route) => route.abort());
  await p.goto(`${server.url}/task/l1_vector_add`);
  await p.locator("#editor .editor-note.warn", { hasText: "could not load" }).waitFor({ timeout: 30_000 });
  assert.equal(await p.locator("#editor .cm-editor").count(), 0);
  const plain = p.locator("#editor-plain");
  assert.equal(await plain.inputValue(), REFERENCE);
  await plain.fill([...PLAN, REFERENCE].join("\n"));
  await p.locator("#run").tap();
  const r = await verdict(p);
  assert.equal(r.verdict, "pass", r.text);
  assert.deepEqual(errors, []);
  await p.context().close();
});
