// Prints the size of the app's .wasm (raw and gzipped) and the time from navigation (fresh browser
// profile each load) to the first verdict for a small task (l1_vector_add, reference kernel, Run
// pressed as soon as the page shows it), as the median of several loads, with where the time went:
// navigation → the page's Run button (wasm fetch, compile, start, first render), then Run → the
// first verdict (device, browser compile, peak probe, the check and drawn shapes: the page's
// "correct so far", `#progress`, or the report when it comes first), and navigation → the full
// report (`#verdict`: domain corners, the timed shape and the timing too).
// Usage: node tests/e2e/measure.js [--loads N] [--budget BYTES]   (after scripts/build-app.sh and
// cargo build -p ekb). `--budget`: exit 1 when the app's gzipped .wasm is larger (the CI size check;
// the CPU references' module, which only the pages that run tasks load, is printed beside it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { launch } from "./chromium.js";
import { startServer, ROOT } from "./server.js";

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const loads = option("--loads", 5);
const budget = option("--budget", null);

const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
const wasm = fs.readFileSync(path.join(dist, "app_bg.wasm"));
const gz = zlib.gzipSync(wasm, { level: 9 }).length;
console.log(`app_bg.wasm: ${wasm.length} bytes raw (${(wasm.length / 1e6).toFixed(2)} MB), ${gz} bytes gzipped (${(gz / 1e6).toFixed(3)} MB)`);
// The CPU references' module (`ekb-cpu-references`): loaded with the task files by the pages that
// run tasks, never by the first page; not under the budget, which is the first page's.
const refs = fs.readFileSync(path.join(dist, "cpu_references_bg.wasm"));
const refsGz = zlib.gzipSync(refs, { level: 9 }).length;
console.log(`cpu_references_bg.wasm (fetched with the task files): ${refs.length} bytes raw, ${refsGz} bytes gzipped`);
if (budget !== null) {
  if (gz > budget) {
    console.error(`error: the gzipped wasm (${gz} bytes) is over the budget of ${budget} bytes`);
    process.exit(1);
  }
  console.log(`within the budget of ${budget} bytes gzipped (${budget - gz} bytes to spare)`);
  if (loads === 0) process.exit(0);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startServer();
// The task files, which the task, Run and Remote devices pages fetch once (the wasm carries none).
const files = await (await fetch(`${server.url}/api/suite/files/${(await (await fetch(`${server.url}/api/suite`)).json()).files}`)).arrayBuffer();
const filesGz = zlib.gzipSync(Buffer.from(files), { level: 9 }).length;
console.log(
  `suite files (/api/suite/files/…, fetched by the pages that run tasks): ${files.byteLength} bytes raw, ${filesGz} bytes gzipped; ` +
    `with both modules ${gz + refsGz + filesGz} bytes gzipped`,
);
const browser = await launch();
try {
  const rows = [];
  for (let i = 0; i < loads; i++) {
    // A fresh context: no cache, no storage (the wasm is fetched and compiled each time).
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${server.url}/task/l1_vector_add`, { waitUntil: "commit" });
    await page.locator("#run").click({ timeout: 60_000 });
    const t1 = Date.now();
    await page.locator("#progress .badge, #verdict .badge").first().waitFor({ timeout: 120_000 });
    const t2 = Date.now();
    const first = await page.locator("#progress .badge, #verdict .badge").first().innerText();
    await page.locator("#verdict .badge").waitFor({ timeout: 120_000 });
    const t3 = Date.now();
    const verdict = await page.locator("#verdict .badge").innerText();
    rows.push({ total: t2 - t0, ready: t1 - t0, run: t2 - t1, full: t3 - t0, verdict });
    console.log(
      `load ${i + 1}: navigation → first verdict (${first}) ${t2 - t0} ms (page ready ${t1 - t0} ms, Run → first verdict ${t2 - t1} ms), ` +
        `→ full report (${verdict}) ${t3 - t0} ms`,
    );
    await context.close();
  }
  const m = (k) => median(rows.map((r) => r[k]));
  console.log(
    `navigation → first verdict: median ${m("total")} ms over ${loads} loads (page ready ${m("ready")} ms, Run → first verdict ${m("run")} ms); ` +
      `navigation → full report: median ${m("full")} ms`,
  );
  console.log(`load average (1, 5, 15 min): ${os.loadavg().map((x) => x.toFixed(2)).join(", ")} on ${os.cpus().length} CPUs`);
  // Both of issue #28's figures on one line, against its targets.
  console.log(
    `summary: app_bg.wasm ${gz} bytes gzipped (target ≤ 1 000 000: ${gz <= 1_000_000 ? "met" : "not met"}); ` +
      `first verdict median ${m("total")} ms over ${loads} loads (target ≤ 1 500 ms: ${m("total") <= 1500 ? "met" : "not met"})`,
  );
} finally {
  await browser.close();
  server.stop();
}
