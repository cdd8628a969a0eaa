// Issue #25's Must-show, end to end: one TVMScript candidate of a level-1 task (l1_vector_add,
// frontend-tvmscript/tests/candidates/vector_add.py) checked as WGSL in headless Chromium (a paired
// tab), as OpenCL C on PoCL and as C on the CPU backend (this machine), and as C through the relay
// on an unmodified TVM rpc_server (python -m tvm.exec.rpc_server, registered with ekb serve's
// embedded tracker): `ekb side-by-side --samples … --local-backend opencl --local-backend cpu
// --relay URL --device KEY --device CODE` prints four passes with their timings in one report.
// TVM compiles the script here for the two local rows and on the relay host for the two relay jobs
// (docs/TVM.md, "Four verdicts in one report"); a script TVM rejects, sent to the tab next, is the
// relay's `invalid_shader` with TVM's message and the tab's next job runs. The printed table and
// side-by-side.json are kept in target/e2e/tvmscript-side-by-side/.
// Without the venv the test prints SKIPPED (EKB_REQUIRE_TVM=1 makes that a failure).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { ROOT, killAll, startRelay, stockTvmServer, tvmPython } from "./server.js";

const OUT = path.join(ROOT, "target/e2e/tvmscript-side-by-side");
const BIN = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
const TOKEN = "tvmscript-e2e-token-0123456789";
const KEY = "cpu-stock-tvm";
const children = [];
let browser, url;

before(async () => {
  const py = tvmPython();
  if (!py) return;
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  let tracker;
  ({ url, tracker } = await startRelay(children, TOKEN, "tvmscript"));
  // A stock server runs `c`, which the relay compiles a `tvmscript` job to.
  const dev = await stockTvmServer(children, py, tracker, url, KEY);
  assert.deepEqual(dev.kinds, ["c"], JSON.stringify(dev));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  killAll(children);
});

function run(cmd, args) {
  return new Promise((resolve) => {
    const c = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "", stderr = "";
    c.stdout.on("data", (d) => (stdout += d));
    c.stderr.on("data", (d) => (stderr += d));
    c.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

test("one tvmscript l1 candidate: WGSL in Chromium, OpenCL on PoCL, C on the CPU and C on a stock TVM server — four timed passes side by side", async (t) => {
  if (!browser) return t.skip("no TVM venv");
  const t0 = Date.now();
  // This Chromium pairs with the relay (explicit opt-in on /remote) and shows its code.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(url + "/remote");
  await p.locator("#pair-start").click({ timeout: 60_000 });
  const code = (await p.locator("#pair-code").innerText({ timeout: 60_000 })).trim();

  const source = fs.readFileSync(path.join(ROOT, "frontend-tvmscript/tests/candidates/vector_add.py"), "utf8");
  const samples = path.join(OUT, "samples.jsonl");
  fs.writeFileSync(samples, JSON.stringify({ task_id: "l1_vector_add", sample_id: "tvm-vector-add", model: "hand-written", kind: "tvmscript", source }) + "\n");
  const args = ["side-by-side", "--samples", samples, "--local-backend", "opencl", "--local-backend", "cpu",
    "--relay", url, "--device", KEY, "--device", code, "--relay-token", TOKEN, "--relay-timeout", "300",
    "--no-probe", "--timing-samples", "3", "--out", OUT];
  const out = await run(BIN, args);
  fs.writeFileSync(path.join(OUT, "table.txt"), out.stdout);
  console.log(out.stdout);
  assert.equal(out.status, 0, `ekb side-by-side: ${out.stderr}\n${out.stdout}`);

  const view = JSON.parse(fs.readFileSync(path.join(OUT, "side-by-side.json"), "utf8"));
  assert.deepEqual(view.warnings, []);
  assert.equal(view.groups.length, 1, JSON.stringify(view).slice(0, 800));
  const [group] = view.groups;
  assert.deepEqual([group.sample_id, group.task_id, group.kind], ["tvm-vector-add", "l1_vector_add", "tvmscript"]);
  // Local first, then relay, then paired (ekb_wire::side_by_side::row_order).
  const rows = group.rows.map((r) => [r.device.transport, r.device.backend, r.device.source]);
  assert.deepEqual(rows, [
    ["local", "cpu", "local cpu"],
    ["local", "opencl", "local opencl"],
    ["relay", "cpu", `relay ${KEY}`],
    ["paired", "webgpu", "paired tab"],
  ], JSON.stringify(group.rows, null, 1));
  for (const r of group.rows) {
    const where = `${r.device.transport} ${r.device.backend}`;
    assert.equal(r.verdict, "pass", where);
    // Timed against the hand-written reference of the form TVM compiled to, on that device.
    assert.equal(r.baseline, "reference", where);
    assert.ok(r.candidate_ms > 0 && r.baseline_ms > 0 && r.speedup > 0, `${where}: ${JSON.stringify(r)}`);
  }
  assert.match(group.rows[1].device.name, /pthread|cpu/i, "PoCL's CPU device");
  assert.match(group.rows[3].device.name + group.rows[3].device.runtime, /swiftshader|chrom/i, JSON.stringify(group.rows[3].device));

  // Each run's report keeps the kernel TVM generated for its form.
  const generated = (file) => JSON.parse(fs.readFileSync(path.join(OUT, file), "utf8")).samples[0].report;
  for (const [file, marker] of [["local-opencl.json", "__kernel"], ["local-cpu.json", "tvm_main("], [`relay-${KEY}.json`, "tvm_main("], ["paired-tab.json", "@compute"]]) {
    const r = generated(file);
    assert.equal(r.kind, "tvmscript", file);
    assert.ok(r.generated?.includes(marker), `${file}: ${String(r.generated).slice(0, 300)}`);
  }
  // A script TVM cannot compile, for the tab: the relay's verdict with TVM's message, nothing sent
  // to the tab, and the tab's next job runs.
  const job = async (src) => {
    const body = { backend: "webgpu", device: code, task: "l1_vector_add", candidate: { kind: "tvmscript", source: src } };
    const headers = { "content-type": "application/json", authorization: `Bearer ${TOKEN}` };
    const r = await fetch(`${url}/api/relay/jobs`, { method: "POST", headers, body: JSON.stringify(body) });
    assert.equal(r.status, 202);
    const { id } = await r.json();
    for (const t1 = Date.now(); Date.now() - t1 < 120_000; await new Promise((r) => setTimeout(r, 200))) {
      const s = await (await fetch(`${url}/api/relay/jobs/${id}`)).json();
      if (s.state === "done" || s.state === "failed") return s;
    }
    assert.fail(`job ${id} did not end within 120 s`);
  };
  const broken = await job(fs.readFileSync(path.join(ROOT, "frontend-tvmscript/tests/candidates/syntax_error.py"), "utf8"));
  assert.deepEqual([broken.state, broken.report?.kind, broken.report?.verdict], ["done", "tvmscript", "invalid_shader"], JSON.stringify(broken).slice(0, 600));
  assert.match(broken.report.message, /SyntaxError/);
  const again = await job(source);
  assert.deepEqual([again.state, again.transport, again.report?.verdict], ["done", "paired", "pass"], JSON.stringify(again).slice(0, 600));
  // The tab lists the two jobs it ran (the side-by-side's and the last), not the rejected one.
  const log = await p.locator("#pair-log li").allInnerTexts();
  assert.equal(log.filter((l) => l.startsWith("l1_vector_add — ")).length, 2, log.join("\n"));
  assert.deepEqual(errors, []);
  console.log(`tvmscript side by side: ${Date.now() - t0} ms`);
  await ctx.close();
});
