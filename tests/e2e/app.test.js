// The web app end to end, in real headless Chromium with WebGPU (SwiftShader), against `ekb serve`.
// Fails — never skips — when WebGPU is unavailable.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
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

async function page(width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  p.on("pageerror", (e) => console.error("page error:", e.message));
  return p;
}

const read = (rel) => fs.readFileSync(path.join(ROOT, rel), "utf8");

test("the device card names the SwiftShader adapter and the timing method", async () => {
  const p = await page();
  await p.goto(server.url + "/");
  const card = p.locator("#device-card");
  await card.waitFor({ timeout: 60_000 }).catch(async () => {
    const body = await p.locator("body").innerText();
    assert.fail(`no device card (WebGPU unavailable?): ${body.slice(0, 500)}`);
  });
  const text = (await card.innerText()).toLowerCase();
  assert.match(text, /swiftshader/);
  assert.match(text, /timing method\s+(gpu timestamp queries|host clock)/);
  assert.match(text, /timer resolution \(measured\)\s+[\d.]+ (ns|µs|ms)/);
  assert.match(text, /fallback adapter\s+yes/);
  await p.screenshot({ path: path.join(SHOTS, "device-1280.png"), fullPage: true });
});

async function runKernel(p, task, source) {
  await p.goto(`${server.url}/task/${task}`);
  await p.locator("#editor").fill(source);
  await p.locator("#run").click();
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  return { verdict: await badge.innerText(), text: await p.locator("#verdict").innerText() };
}

test("a correct, a wrong and an invalid kernel get their verdicts in the browser", async () => {
  const p = await page();
  const t0 = Date.now();
  const ok = await runKernel(p, "l1_vector_add", read("kernels/tasks/l1/l1_vector_add/reference.wgsl"));
  console.log(`first verdict ${Date.now() - t0} ms after navigation`);
  assert.equal(ok.verdict, "pass", ok.text);
  assert.match(ok.text, /×/);

  const wrong = await runKernel(p, "l1_gemm", read("tests/hostile/gemm_swapped_indices.wgsl"));
  assert.equal(wrong.verdict, "mismatch", wrong.text);
  assert.match(wrong.text, /differs at index \d+/);

  const bad = await runKernel(p, "l1_vector_add", read("tests/hostile/syntax_error.wgsl"));
  assert.equal(bad.verdict, "invalid_shader", bad.text);
  assert.match(bad.text, /14:23/);
  const flagged = await p.locator(".src-line.flagged").first().innerText();
  assert.match(flagged, /^\s*14/);
  await p.screenshot({ path: path.join(SHOTS, "task-invalid-1280.png"), fullPage: true });
});

test("a run streams results into the table, at 1280 and 390 px", async () => {
  for (const width of [1280, 390]) {
    const p = await page(width);
    await p.goto(server.url + "/run");
    await p.locator("#selection").selectOption("domain:graphics");
    await p.locator("#start").click();
    await p.locator("#summary").waitFor({ timeout: 300_000 });
    const rows = await p.locator("#results tbody tr").count();
    assert.ok(rows >= 1, "at least one result row");
    assert.match(await p.locator("#results").innerText(), /pass/);
    await p.screenshot({ path: path.join(SHOTS, `run-${width}.png`), fullPage: true });
  }
});

test("a shared link pre-fills the editor and does not run", async () => {
  const p = await page(390);
  const src = "// shared kernel\n@compute @workgroup_size(1) fn main() {}";
  await p.goto(`${server.url}/task/l1_vector_add?src=${encodeURIComponent(src)}`);
  await p.locator("#editor").waitFor();
  assert.equal(await p.locator("#editor").inputValue(), src);
  await p.waitForTimeout(1500);
  assert.equal(await p.locator("#verdict .badge").count(), 0, "a shared kernel never runs by itself");
  await p.screenshot({ path: path.join(SHOTS, "share-390.png"), fullPage: true });
});
