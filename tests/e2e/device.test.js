// The Remote devices page (/remote) with an `ekb device` serving `opencl` on this machine's OpenCL
// device (PoCL), end to end in headless Chromium: a real `ekb serve` with its embedded tracker and
// the relay, `ekb device` registered to it (no TVM, no Python). The page lists the device with both
// kinds it announces, picks `opencl` for it, fills in the task's OpenCL C reference and, with the
// relay token, submits it: the job ends `done: pass`, timed by the device (`remote`), on the
// device's OpenCL device. Without an OpenCL device (`ekb adapters --backend opencl` lists none) the
// test prints SKIPPED.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { editorText } from "./editor.js";
import { ROOT, killAll, registered, spawnUntil, startRelay } from "./server.js";

const SHOTS = path.join(ROOT, "target/e2e");
const TOKEN = "device-e2e-token-0123456789";
const KEY = "edge-e2e";
// The same page's WGSL candidate, on an `ekb device` serving its wgpu adapter (lavapipe, Vulkan).
const VK_KEY = "vk-e2e";
const children = [];
let browser, url;

before(async () => {
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  let listed = [];
  try {
    listed = JSON.parse(execFileSync(bin, ["adapters", "--backend", "opencl", "--json"], { encoding: "utf8" }));
  } catch {}
  if (!Array.isArray(listed) || listed.length === 0) {
    if (process.env.EKB_REQUIRE_OPENCL) throw new Error("EKB_REQUIRE_OPENCL is set but there is no OpenCL device");
    console.log("SKIPPED: no OpenCL device (apt-get install pocl-opencl-icd)");
    return;
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  let tracker;
  ({ url, tracker } = await startRelay(children, TOKEN, "device"));
  await spawnUntil(children, bin, ["device", "--tracker", tracker, "--key", KEY, "--addr", "127.0.0.1:0", "--forms", "opencl,c"], "registered with tracker");
  await spawnUntil(children, bin, ["device", "--tracker", tracker, "--key", VK_KEY, "--addr", "127.0.0.1:0", "--forms", "wgsl,c"], "registered with tracker");
  for (const key of [KEY, VK_KEY]) await registered(url, key);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  killAll(children);
});

// Submits the task's reference of `kind` from the Remote devices page to the device `key`, whose
// list entry must match `listed` and offer `kinds`; the job must pass, timed by the device.
async function passesFromThePage({ key, listed, kinds, kind, file, token }) {
  const t0 = Date.now();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(url + "/remote");
  const item = p.locator("#remote-devices li", { hasText: key });
  await item.waitFor({ timeout: 60_000 });
  assert.match(await item.innerText(), listed);
  await p.locator("#remote-device").selectOption(key);
  await p.locator("#remote-task").selectOption("l1_vector_add");
  // Every announced kind is offered; `kind` is picked.
  assert.deepEqual(await p.locator("#remote-kind option").evaluateAll((os) => os.map((o) => o.value)), kinds);
  await p.locator("#remote-kind").selectOption(kind);
  await p.locator("#remote-reference").click();
  const reference = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add", file), "utf8");
  assert.equal(await editorText(p, "#remote-source"), reference);
  if (token) await p.locator("#remote-token").fill(TOKEN);
  await p.locator("#remote-submit").click();
  await p.locator("#remote-job").waitFor({ timeout: 30_000 });
  const state = p.locator("#remote-state");
  const seen = new Set();
  for (let i = 0; i < 900; i++) {
    const s = await state.innerText();
    seen.add(s.split(":")[0]);
    if (/^(done|failed)/.test(s)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const final = await state.innerText();
  await p.screenshot({ path: path.join(SHOTS, `remote-device-${kind}-390.png`), fullPage: true });
  assert.equal(final, "done: pass", `states seen: ${[...seen].join(", ")}; ${await p.locator("#remote-job").innerText()}`);
  assert.match(await p.locator("#remote-job").innerText(), /pass\s+[\d.]+× \([\d.]+ ms vs [\d.]+ ms · remote/);
  assert.deepEqual(errors, []);
  console.log(`${kind} job from the page on ekb device: ${Date.now() - t0} ms (states seen: ${[...seen].join(", ")})`);
}

test("an OpenCL C candidate from the Remote devices page passes on ekb device (PoCL)", async (t) => {
  if (!browser) return t.skip("no OpenCL device");
  const listed = new RegExp(`${KEY} — opencl · opencl, c · .*opencl: .* · 1 free · 0 waiting`);
  await passesFromThePage({ key: KEY, listed, kinds: ["opencl", "c"], kind: "opencl", file: "reference.cl", token: true });
});

// `wgsl` jobs need no relay token (no native code is built for them): none is given.
test("a WGSL candidate from the Remote devices page passes on ekb device (lavapipe, Vulkan)", async (t) => {
  if (!browser) return t.skip("no OpenCL device");
  const listed = new RegExp(`${VK_KEY} — vulkan · wgsl, c · .*wgsl: .*\\(vulkan, fallback\\) · 1 free · 0 waiting`);
  await passesFromThePage({ key: VK_KEY, listed, kinds: ["wgsl", "c"], kind: "wgsl", file: "reference.wgsl", token: false });
});
