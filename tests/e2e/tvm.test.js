// TVM baselines in the app, in real headless Chromium with WebGPU (SwiftShader), against `ekb serve`:
// the task page times a candidate against TVM's kernel (served adapted by `GET /api/tasks/{id}/tvm/wgsl`;
// the wasm carries no TVM files) and says so; a task without one offers only its reference; a Run page
// run against TVM is accepted by the server's checks, each row naming its baseline; and the P3 script
// (tests/e2e/p3.js) prints the references against TVM's kernels on a few tasks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch, newPage } from "./chromium.js";
import { startServer, ROOT } from "./server.js";

const SHOTS = path.join(ROOT, "target/e2e");
let server, browser;
before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launch()]);
});
after(async () => Promise.all([browser?.close(), server?.stop()]));
const page = (width) => newPage(browser, width);

const read = (rel) => fs.readFileSync(path.join(ROOT, rel), "utf8");

for (const [width, task] of [[1280, "l1_vector_add"], [390, "l1_silu"]]) {
  test(`${task} against TVM on the task page at ${width} px: a pass whose speedup is against TVM's kernel`, async () => {
    const p = await page(width);
    await p.goto(`${server.url}/task/${task}`);
    // The option appears once the server has answered with TVM's kernel, shown beside the reference.
    await p.locator("#baseline option[value=tvm]").waitFor({ state: "attached", timeout: 30_000 });
    const served = await (await fetch(`${server.url}/api/tasks/${task}/tvm/wgsl`)).text();
    assert.equal(await p.locator("#tvm-kernel pre").textContent(), served);
    await p.locator("#baseline").selectOption("tvm");
    await p.locator("#run").click();
    const badge = p.locator("#verdict .badge");
    await badge.waitFor({ timeout: 120_000 });
    const text = await p.locator("#verdict").innerText();
    assert.equal(await badge.innerText(), "pass", text);
    // The report's `baseline` is `tvm`: the timing line names it, and so does the evaluator's message.
    assert.match(text, /\d+\.\d\d× against TVM's kernel \(/, text);
    assert.match(text, /× TVM's kernel \(/, text);
    await p.screenshot({ path: path.join(SHOTS, `task-tvm-${width}.png`), fullPage: true });
  });
}

test("a task without a TVM kernel offers only its reference", async () => {
  const p = await page(1280);
  await p.goto(`${server.url}/task/l1_sort_rows`);
  await p.locator("#tvm-note", { hasText: "no TVM kernel" }).waitFor({ timeout: 30_000 });
  assert.deepEqual(await p.locator("#baseline option").evaluateAll((os) => os.map((o) => o.value)), ["reference"]);
  assert.equal(await p.locator("#tvm-kernel").count(), 0);
});

test("a run against TVM is submitted and passes the server's checks, each row naming its baseline", async () => {
  const p = await page(1280);
  const samples = ["l1_vector_add", "l1_sort_rows"]
    .map((t) => JSON.stringify({ task_id: t, sample_id: `${t}-ref`, model: "reference", source: read(`kernels/tasks/l1/${t}/reference.wgsl`) }))
    .join("\n");
  await p.goto(server.url + "/run");
  await p.locator('input[type="file"]').setInputFiles({ name: "tvm.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(samples) });
  await p.locator("#selection option[value=set]", { hasText: "(2 samples)" }).waitFor({ state: "attached", timeout: 30_000 });
  await p.locator("#baseline").selectOption("tvm");
  await p.locator("#corners").uncheck();
  await p.locator("#start").click();
  await p.locator("#summary").waitFor({ timeout: 300_000 });
  assert.match(await p.locator("#summary").innerText(), /geomean speedup [\d.]+× against TVM's kernels/);
  const rows = await p.locator("#results tbody tr").allInnerTexts();
  assert.match(rows.find((r) => r.includes("l1_vector_add")), /pass\s+[\d.]+× against TVM's kernel/, rows.join("\n"));
  assert.doesNotMatch(rows.find((r) => r.includes("l1_sort_rows")), /TVM/, "sorting has no TVM kernel: timed against its reference");

  await p.locator("#summary a").click();
  await p.locator("#submit-open").click();
  const payload = JSON.parse(await p.locator("#submit-payload").innerText());
  const baselines = Object.fromEntries(payload.report.samples.map((s) => [s.task_id, s.report.baseline ?? "reference"]));
  assert.deepEqual(baselines, { l1_vector_add: "tvm", l1_sort_rows: "reference" });
  const noted = payload.report.samples.find((s) => s.task_id === "l1_sort_rows").report.message;
  assert.match(noted, /l1_sort_rows has no TVM kernel: timed against its reference/);
  await p.locator("#submit-consent").check();
  await p.locator("#submit-send").click();
  await p.locator("#submit-status").waitFor({ timeout: 30_000 });
  const href = await p.locator("#submit-status a", { hasText: "status (JSON)" }).getAttribute("href");
  const stored = await (await fetch(server.url + href)).json();
  assert.equal(stored.status, "received", JSON.stringify(stored));
  for (const r of stored.results) {
    assert.ok(r.correct && !r.flags.includes("inconsistent_report"), `${r.task_id}: ${JSON.stringify(r)}`);
    assert.equal(r.baseline, baselines[r.task_id], r.task_id);
    assert.ok(r.speedup > 0, `${r.task_id}: a speedup against its baseline`);
  }
  // The leaderboard's "Speedups against TVM" counts the row timed against TVM's kernel.
  const lb = await (await fetch(`${server.url}/api/leaderboard?group_by=task&include_flagged=true&baseline=tvm`)).json();
  assert.equal(lb.filters.baseline, "tvm");
  assert.ok(JSON.stringify(lb).includes("l1_vector_add"), JSON.stringify(lb).slice(0, 800));
});

test("the P3 script prints the references against TVM's kernels in Chromium", () => {
  const out = spawnSync(process.execPath, [path.join(import.meta.dirname, "p3.js"), "--tasks", "l1_vector_add,l1_silu,l1_sort_rows", "--json"], {
    encoding: "utf8",
    timeout: 300_000,
  });
  assert.equal(out.status, 0, out.stderr + out.stdout);
  const p3 = JSON.parse(out.stdout);
  assert.equal(p3.rows.length, 1, out.stdout);
  const [r] = p3.rows;
  assert.deepEqual([r.kind, r.level, r.tasks], ["wgsl", 1, 2], out.stdout);
  assert.ok(Number.isFinite(r.geomean) && r.geomean > 0 && r.min <= r.geomean && r.geomean <= r.max, out.stdout);
  assert.match(r.device, /^\S.* \(webgpu; chromium \d+/, out.stdout);
  assert.deepEqual(p3.skipped, ["l1_sort_rows: no TVM WGSL kernel"]);
  assert.deepEqual(p3.excluded, []);
});
