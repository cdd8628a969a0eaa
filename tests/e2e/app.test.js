// The web app end to end, in real headless Chromium with WebGPU (SwiftShader), against `ekb serve`.
// Fails — never skips — when WebGPU is unavailable.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { startServer, ROOT } from "./server.js";
import { editorText, setEditorText, waitForEditorText } from "./editor.js";

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
  await p.goto(server.url + "/this-device");
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
  // The landing page under the file's own name (landing.test.js tests the page itself).
  await p.goto(server.url + "/index.html");
  await p.locator("#landing-what").waitFor({ timeout: 60_000 });
});

async function runKernel(p, task, source) {
  await p.goto(`${server.url}/task/${task}`);
  await setEditorText(p, "#editor", source);
  await p.locator("#run").click();
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  return { verdict: await badge.innerText(), text: await p.locator("#verdict").innerText() };
}

// One invocation per element, no grid-stride loop: right at every check and drawn shape, wrong at the
// domain corner N = 16,777,216, past the default launch's 65,535 · 256 invocations (the last 256
// elements are never written).
const NO_STRIDE = `struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if i < p.N { c[i] = a[i] + b[i]; }
}
`;

test("the first verdict comes before the corners and the timing, and the final one still checks them", async () => {
  const p = await page(390);
  await p.goto(`${server.url}/task/l1_vector_add`);
  await setEditorText(p, "#editor", NO_STRIDE);
  await p.locator("#run").click();
  const progress = p.locator("#progress");
  await progress.waitFor({ timeout: 120_000 });
  assert.equal(await p.locator("#verdict .badge").count(), 0, "the progress comes before the report");
  assert.match(await progress.innerText(), /correct so far correct on \d+ runs at \d+ shapes; 1 domain corner, the timed shape and the timing still running/);
  await p.screenshot({ path: path.join(SHOTS, "progress-390.png"), fullPage: true });
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  const text = await p.locator("#verdict").innerText();
  assert.equal(await badge.innerText(), "mismatch", text);
  assert.match(text, /16777216/);
  assert.equal(await progress.count(), 0, "the report replaces the progress");
});

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
  // The caret sits under column 23 of line 14, as drawn (not one character off).
  const [caretX, columnX] = await p.evaluate(() => {
    const x = (node, i) => {
      const r = document.createRange();
      r.setStart(node, i);
      r.setEnd(node, i + 1);
      return r.getBoundingClientRect().left;
    };
    const texts = (el) => {
      const out = [];
      const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) if (!n.parentElement.closest(".ln")) out.push(n);
      return out;
    };
    const line = document.querySelector(".src-line.flagged");
    let col = 22;
    let columnX = null;
    for (const n of texts(line)) {
      if (col < n.data.length) {
        columnX = x(n, col);
        break;
      }
      col -= n.data.length;
    }
    const caret = texts(line.nextElementSibling).find((n) => n.data.includes("^"));
    return [caret ? x(caret, caret.data.indexOf("^")) : null, columnX];
  });
  assert.ok(caretX !== null && columnX !== null && Math.abs(caretX - columnX) < 1.5, `caret at x=${caretX}, column 23 at x=${columnX}`);
  await p.screenshot({ path: path.join(SHOTS, "task-invalid-1280.png"), fullPage: true });
});

test("a run goes on when the visitor opens another page, and lands in the history", async () => {
  const p = await page();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(server.url + "/run");
  await p.locator("#selection").selectOption("domain:graphics");
  await p.locator("#start").click();
  await p.locator("header.top a", { hasText: "Results" }).click();
  await p.waitForURL(/\/results$/);
  // No reload: that would end the run (it lives in this page). The open Results page shows the
  // report when the run lands.
  assert.equal(await p.locator(".history li").count(), 0, "the run is still going when the Results page opens");
  await p.locator(".history li").first().waitFor({ timeout: 300_000 });
  assert.match(await p.locator("#metrics").innerText(), /Correct@1/);
  assert.deepEqual(errors, [], "no panic when the run page is left mid-run");
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

test("the FFT reference passes on an adapter whose sin/cos are only as exact as WGSL requires", async () => {
  // SwiftShader's sin/cos keep to WGSL's absolute 2^-11, as fast GPU approximations do; twiddles
  // from them missed the tolerance, so the reference now builds them from exact roots.
  const p = await page();
  const r = await runKernel(p, "l1_fft_radix2", read("kernels/tasks/l1/l1_fft_radix2/reference.wgsl"));
  assert.equal(r.verdict, "pass", r.text);
});

test("a shared link pre-fills the editor and does not run", async () => {
  const p = await page(390);
  // `%` followed by hex digits must survive: the router alone would decode `%64` a second time.
  const src = "// shared kernel, 100%25 sure\n@compute @workgroup_size(1) fn main() { let i = 7u % 64u; }";
  await p.goto(`${server.url}/task/l1_vector_add?src=${encodeURIComponent(src)}`);
  assert.equal(await editorText(p, "#editor"), src);
  await p.waitForTimeout(1500);
  assert.equal(await p.locator("#verdict .badge").count(), 0, "a shared kernel never runs by itself");
  await p.screenshot({ path: path.join(SHOTS, "share-390.png"), fullPage: true });
});

test("a kernel too long for a link is shared through the server", async () => {
  const p = await page();
  await p.goto(`${server.url}/task/l3_dscnn_kws`);
  const src = await editorText(p, "#editor");
  assert.ok(src.length > 5000, "the reference is long");
  await p.locator("#share").click();
  const link = p.locator(".share code");
  await link.waitFor({ timeout: 30_000 });
  const url = await link.innerText();
  assert.match(url, /\/task\/l3_dscnn_kws\?kernel=[0-9a-f]{64}$/);
  await p.goto(url);
  await waitForEditorText(p, "#editor", src);
  assert.equal(await p.locator("#verdict .badge").count(), 0, "a shared kernel never runs by itself");
  await p.goto(`${server.url}/task/l3_dscnn_kws?kernel=${"0".repeat(64)}`);
  await p.locator("#fetch-note", { hasText: "Could not load the shared kernel" }).waitFor({ timeout: 30_000 });
});

// Runs `selection` (or a set already chosen) on /run, then opens /results and the submit panel.
async function runAndOpenSubmit(p, select) {
  await p.goto(server.url + "/run");
  await select(p);
  await p.locator("#start").click();
  await p.locator("#summary").waitFor({ timeout: 300_000 });
  const rows = await p.locator("#results tbody tr").count();
  await p.locator("#summary a").click();
  await p.locator("#submit-open").click();
  const payload = JSON.parse(await p.locator("#submit-payload").innerText());
  return { rows, payload };
}

test("a run is submitted with consent and found on the leaderboard (flagged: SwiftShader)", async () => {
  const p = await page();
  const { rows, payload } = await runAndOpenSubmit(p, (p) => p.locator("#selection").selectOption("domain:graphics"));
  // The panel shows exactly the body: the real Submission, with a key made once for this report.
  assert.equal(payload.generation_set, "reference");
  assert.equal(payload.report.samples.length, rows);
  assert.match(payload.idempotency_key, /^app-[0-9a-f]{32}$/);
  assert.match(payload.browser_engine, /^chromium \d+/);
  assert.equal(payload.confirmed_device_model, null);
  assert.match(await p.locator("#submit").innerText(), /Anonymous/);
  assert.ok(await p.locator("#submit-send").isDisabled(), "Send needs consent");
  await p.locator("#device-model").fill("e2e test box");
  const sent = await p.locator("#submit-payload").innerText();
  assert.equal(JSON.parse(sent).confirmed_device_model, "e2e test box");
  await p.locator("#submit-consent").check();
  await p.screenshot({ path: path.join(SHOTS, "submit-1280.png"), fullPage: true });
  await p.locator("#submit-send").click();
  const status = p.locator("#submit-status");
  await status.waitFor({ timeout: 30_000 });
  const text = await status.innerText();
  assert.match(text, /received/, text);
  assert.match(text, /fallback_adapter/, text);
  const href = await status.locator("a", { hasText: "status (JSON)" }).getAttribute("href");
  const stored = await (await fetch(server.url + href)).json();
  assert.equal(stored.status, "received");
  assert.equal(stored.samples, rows);
  assert.equal(stored.device.confirmed_model, "e2e test box");
  // The shown text is the body: sent again under its key, it is a replay of the same submission.
  const again = await fetch(server.url + "/api/submissions", { method: "POST", headers: { "content-type": "application/json" }, body: sent });
  const replay = await again.json();
  assert.deepEqual([again.status, replay.id, replay.replayed], [200, stored.id, true]);

  // Reloading shows the stored submission's status instead of a second Send.
  await p.reload();
  await p.locator("#submit-status").waitFor({ timeout: 30_000 });
  assert.equal(await p.locator("#submit-open").count(), 0);

  // The leaderboard leaves flagged rows out until "show flagged" is ticked.
  await p.goto(server.url + "/leaderboard");
  await p.locator(".lb-empty").waitFor({ timeout: 30_000 });
  await p.locator("#lb-flagged").check();
  const row = p.locator(`table.leaderboard tr[data-key="${stored.device.id}"]`);
  await row.waitFor({ timeout: 30_000 });
  assert.match(await row.innerText(), /swiftshader/i);
  assert.match(await row.innerText(), /e2e test box/);
  assert.match(await row.innerText(), new RegExp(`${rows} \\(1 sub\\.\\)`));
  await p.locator("#lb-backend").selectOption("vulkan");
  await p.locator(".lb-empty").waitFor({ timeout: 30_000 });
  await p.locator("#lb-backend").selectOption("browserwebgpu");
  await row.waitFor({ timeout: 30_000 });
  // The address and the open-data links carry the filters.
  assert.match(p.url(), /\/leaderboard\?group_by=device&backend=browserwebgpu&include_flagged=true$/);
  assert.equal(await p.locator("#export-csv").getAttribute("href"), "/api/export.csv?backend=browserwebgpu&include_flagged=true");
  const exported = await (await fetch(server.url + (await p.locator("#export-json").getAttribute("href")))).json();
  assert.equal(exported.rows.length, rows, "the flagged rows of this run");
  await p.locator("#lb-group").selectOption("task");
  await p.locator(`table.leaderboard tr[data-key="${payload.report.samples[0].task_id}"]`).waitFor({ timeout: 30_000 });
  await p.locator("#lb-group").selectOption("device");
  await row.locator("a").click();
  await p.locator("#slice-summary").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#slice-title").innerText(), /Device: .*swiftshader/i);
  assert.match(await p.locator("#slice-summary").innerText(), new RegExp(`^${rows} results? from 1 submission over`));
  assert.ok((await p.locator("table.leaderboard tbody tr").count()) >= rows + 1, "per task + models");
  await p.screenshot({ path: path.join(SHOTS, "device-page-1280.png"), fullPage: true });
  const lb = await p.context().newPage();
  await lb.setViewportSize({ width: 390, height: 900 });
  await lb.goto(server.url + "/leaderboard?include_flagged=true");
  await lb.locator("table.leaderboard tbody tr").first().waitFor({ timeout: 30_000 });
  await lb.screenshot({ path: path.join(SHOTS, "leaderboard-390.png"), fullPage: true });
});

test("a published generation set is picked on the Run page and submitted under its id", async () => {
  // A space and a literal "%25" in the name: the model page must decode its address exactly once.
  const MODEL = "e2e model 100%25";
  const jsonl = [
    { task_id: "l1_vector_add", sample_id: "e2e-add", source: read("kernels/tasks/l1/l1_vector_add/reference.wgsl") },
    { task_id: "l1_vector_add", sample_id: "e2e-invalid", source: read("tests/hostile/syntax_error.wgsl") },
  ]
    .map((s) => JSON.stringify(s))
    .join("\n");
  const published = await fetch(server.url + "/api/sets", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${server.adminToken}` },
    body: JSON.stringify({ name: "e2e set", model: MODEL, temperature: 0.2, date: "2026-11-29", prompt_version: "v1", samples_jsonl: jsonl }),
  });
  assert.equal(published.status, 201, await published.clone().text());
  const set = await published.json();

  const p = await page();
  const { payload } = await runAndOpenSubmit(p, async (p) => {
    await p.locator(`#set-picker option[value="${set.id}"]`).waitFor({ state: "attached", timeout: 30_000 });
    await p.locator("#set-picker").selectOption(set.id);
    await p.locator("#set-status", { hasText: "loaded e2e set: 2 samples" }).waitFor({ timeout: 30_000 });
    assert.equal(await p.locator("#selection").inputValue(), "set");
  });
  assert.equal(payload.generation_set, set.id);
  assert.deepEqual(payload.sources, {});
  assert.deepEqual(payload.report.samples.map((s) => [s.sample_id, s.model]).sort(), [["e2e-add", MODEL], ["e2e-invalid", MODEL]]);
  await p.locator("#submit-consent").check();
  await p.locator("#submit-send").click();
  await p.locator("#submit-status").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#submit-status").innerText(), /received/);

  await p.goto(server.url + "/leaderboard?group_by=model&include_flagged=true");
  const row = p.locator(`table.leaderboard tr[data-key="${MODEL}"]`);
  await row.waitFor({ timeout: 30_000 });
  await row.locator("a").click();
  await p.locator("#slice-summary").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#slice-title").innerText(), /Model: e2e model 100%25/);
  assert.match(await p.locator("#slice-summary").innerText(), /^2 results from 1 submission over 1 task · Correct@1 0\.500 · Fast@1\.0/);
  // The same page loaded from its address (a shared link) shows the same model.
  await p.goto(`${server.url}/model?name=${encodeURIComponent(MODEL)}&include_flagged=true`);
  await p.locator("#slice-summary", { hasText: "2 results" }).waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#slice-title").innerText(), /Model: e2e model 100%25/);
});

test("a refused submission shows the server's reason, never a panic", async () => {
  const p = await page();
  await runAndOpenSubmit(p, (p) => p.locator("#selection").selectOption("domain:graphics"));
  // Make the server refuse it: a stale suite would be rejected; an oversized device model is a 422.
  const keys = [];
  const seen = (route) => keys.push([route.request().headers()["idempotency-key"], route.request().postData()]);
  await p.route("**/api/submissions", (route) =>
    seen(route) && route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ error: "confirmed_device_model is too long", field: "confirmed_device_model" }) }),
  );
  await p.locator("#submit-consent").check();
  await p.locator("#submit-send").click();
  const err = p.locator("#submit-error");
  await err.waitFor({ timeout: 30_000 });
  assert.match(await err.innerText(), /422: `confirmed_device_model`: confirmed_device_model is too long/);
  await p.unroute("**/api/submissions");
  await p.route("**/api/submissions", (route) => seen(route) && route.fulfill({ status: 429, headers: { "retry-after": "3" }, contentType: "application/json", body: JSON.stringify({ error: "too many requests; retry in 3 s", field: null, retry_after_s: 3 }) }));
  assert.equal(await p.locator("#submit-send").innerText(), "Retry (same key)");
  await p.locator("#submit-send").click();
  await p.locator("#submit-error", { hasText: "retry in 3 s" }).waitFor({ timeout: 30_000 });
  assert.match(await err.innerText(), /you can retry/);
  assert.equal(keys.length, 2);
  assert.match(keys[0][0], /^app-[0-9a-f]{32}$/);
  assert.deepEqual(keys[1], keys[0], "a retry sends the same key and the same body");
});
