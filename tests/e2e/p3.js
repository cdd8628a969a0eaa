// P3 in the browser: the suite's WGSL references against TVM's generated WGSL kernels, measured in
// headless Chromium with WebGPU through the web app itself — `ekb p3 --kinds wgsl`'s table, on the
// browser's adapter (docs/EVALUATION.md §11).
//
// The Run page evaluates a samples file holding each selected task's reference as the candidate,
// with "Speedups against: TVM" (each task's TVM kernel comes from `GET /api/tasks/{id}/tvm/wgsl`,
// adapted to the contract on the server); the script reads the finished report from the app's
// history (localStorage) and prints, as `ekb p3` does, per level the geometric mean over tasks of
// each task's speedup — the median over interleaved pairs of TVM's time over the reference's, so
// > 1 means the hand-written reference is faster — with the count and range, labelled with the
// adapter; tasks that did not pass or were not timed against TVM are listed and left out.
//
// Usage: node tests/e2e/p3.js [--tasks l1_vector_add,l1_silu] [--corners] [--json]
// (after scripts/build-app.sh dist and cargo build -p ekb; EKB_DIST and EKB_BIN as for the e2e tests).
// Default: every task with a TVM WGSL kernel, domain corners not checked (as the recorded native
// table, `ekb p3 --no-corners`). Exit 1 when no task was timed against TVM.
import os from "node:os";
import { launch, newPage } from "./chromium.js";
import { startServer } from "./server.js";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const wanted = (value("--tasks") || "").split(",").map((t) => t.trim()).filter(Boolean);

// `browserwebgpu` and its spellings are `webgpu` (ekb_wire::device::normalize_backend).
const backendName = (b) => {
  const n = String(b || "").toLowerCase().replace(/[^a-z0-9]/g, "");
  return n === "browserwebgpu" ? "webgpu" : n;
};

// Per level: geometric mean, count and range of the task ratios (rows of `ekb p3 --json`).
function levelRows(samples, device) {
  const byLevel = new Map();
  const excluded = [];
  for (const e of samples) {
    const r = e.report;
    const baseline = r.baseline ?? "reference";
    const x = r.timing?.speedup;
    if (r.verdict === "pass" && baseline === "tvm" && Number.isFinite(x) && x > 0) {
      if (!byLevel.has(e.level)) byLevel.set(e.level, []);
      byLevel.get(e.level).push(x);
    } else if (r.verdict === "pass") {
      excluded.push({ kind: "wgsl", task: e.task_id, why: `timed against \`${baseline}\`: ${r.message}` });
    } else {
      excluded.push({ kind: "wgsl", task: e.task_id, why: `${r.verdict}: ${r.message}` });
    }
  }
  const rows = [...byLevel.keys()]
    .sort((a, b) => a - b)
    .map((level) => {
      const xs = byLevel.get(level);
      const geomean = Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
      return { kind: "wgsl", device, level, tasks: xs.length, geomean, min: Math.min(...xs), max: Math.max(...xs) };
    });
  return { rows, excluded };
}

function table(p3) {
  const head = ["kind", "device", "level", "tasks", "geomean TVM / reference", "min", "max"];
  const body = p3.rows.map((r) => [r.kind, r.device, String(r.level), String(r.tasks), ...[r.geomean, r.min, r.max].map((x) => `${x.toFixed(2)}×`)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => "| " + cells.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |";
  let s = [line(head), "|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|", ...body.map(line)].join("\n") + "\n";
  s += "Each task's ratio is the median over interleaved pairs of TVM's time over the reference's (> 1: the reference is faster).\n";
  for (const t of p3.per_task) s += `  ${t.task} (level ${t.level}): ${t.ratio === null ? "-" : t.ratio.toFixed(2) + "×"}\n`;
  for (const e of p3.excluded) s += `  left out: ${e.task} (${e.kind}): ${e.why}\n`;
  for (const k of p3.skipped) s += `  skipped: ${k}\n`;
  s += `  ${p3.note}\n`;
  return s;
}

async function main() {
  const server = await startServer();
  const browser = await launch();
  try {
    const listed = await (await fetch(`${server.url}/api/tasks`)).json();
    const unknown = wanted.filter((t) => !listed.some((l) => l.id === t));
    if (unknown.length) throw new Error(`unknown task(s): ${unknown.join(", ")}`);
    const tasks = listed.filter((t) => t.tvm_wgsl && (!wanted.length || wanted.includes(t.id)));
    const skipped = listed.filter((t) => wanted.includes(t.id) && !t.tvm_wgsl).map((t) => `${t.id}: no TVM WGSL kernel`);
    if (!tasks.length) throw new Error("no selected task has a TVM WGSL kernel");
    const lines = [];
    for (const t of tasks) {
      const { reference_wgsl } = await (await fetch(`${server.url}/api/tasks/${t.id}`)).json();
      lines.push(JSON.stringify({ task_id: t.id, sample_id: `${t.id}-reference`, model: "reference", source: reference_wgsl }));
    }
    const page = await newPage(browser, 1280);
    await page.goto(`${server.url}/run`);
    await page.locator('input[type="file"]').setInputFiles({ name: "p3.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(lines.join("\n") + "\n") });
    await page.locator("#selection option[value=set]", { hasText: `(${tasks.length} samples)` }).waitFor({ state: "attached", timeout: 30_000 });
    await page.locator("#baseline").selectOption("tvm");
    if (!flag("--corners")) await page.locator("#corners").uncheck();
    const t0 = Date.now();
    await page.locator("#start").click();
    // Software WebGPU: up to 2 minutes a task (the slowest level-3 graphs take about one).
    await page.locator("#summary").waitFor({ timeout: 120_000 * tasks.length });
    const seconds = (Date.now() - t0) / 1000;
    const report = await page.evaluate(() => JSON.parse(localStorage.getItem("ekb.history"))[0]);
    const d = report.device || {};
    // Browsers disclose little: without an adapter name, its vendor and architecture (`GPUAdapterInfo`).
    const name = d.name || [d.vendor, d.architecture].filter(Boolean).join(" ") || "unnamed adapter";
    const device = `${name} (${backendName(d.backend)}; ${d.runtime || "browser"}${d.is_fallback ? ", fallback adapter" : ""})`;
    const p3 = levelRows(report.samples, device);
    p3.skipped = skipped;
    p3.per_task = report.samples.map((e) => ({
      task: e.task_id,
      level: e.level,
      ratio: e.report.verdict === "pass" && (e.report.baseline ?? "reference") === "tvm" ? e.report.timing?.speedup ?? null : null,
    }));
    const [l1] = os.loadavg();
    p3.note = `${report.samples.length} tasks in ${seconds.toFixed(0)} s, profile ${report.profile}, ` +
      `domain corners ${flag("--corners") ? "checked" : "not checked"}; load average ${l1.toFixed(1)} on ${os.cpus().length} cores`;
    process.stdout.write(flag("--json") ? JSON.stringify(p3, null, 2) + "\n" : table(p3));
    process.exitCode = p3.rows.length ? 0 : 1;
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
