// Prints how long the app's Run page takes over a selection of the suite (default: every task,
// reference kernels) in headless Chromium with WebGPU, from the click on Start to the summary, and
// each task's verdict count. The browser-suite figure of docs/EVALUATION.md §9 is this script's.
// Usage: node tests/e2e/suite-time.js [selection] [--no-corners]   (after scripts/build-app.sh and
// cargo build -p ekb; EKB_DIST and EKB_BIN as for the e2e tests). `--no-corners` unchecks the Run
// page's "domain corners" box: the corners' cost is the difference of the two runs.
import { launch } from "./chromium.js";
import { startServer } from "./server.js";

const args = process.argv.slice(2);
const corners = !args.includes("--no-corners");
const selection = args.find((a) => !a.startsWith("--")) || "all";
const server = await startServer();
const browser = await launch();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.url}/run`);
  await page.locator("#selection").selectOption(selection);
  if (!corners) await page.locator("#corners").uncheck();
  const t0 = Date.now();
  await page.locator("#start").click();
  // Each row's arrival time: a task's wall time is the gap since the row before it.
  const arrivals = [];
  while (!(await page.locator("#summary").isVisible())) {
    const n = await page.locator("#results tbody tr").count();
    while (arrivals.length < n) arrivals.push(Date.now());
    if (Date.now() - t0 > 3_600_000) throw new Error("the run took over an hour");
    await page.waitForTimeout(250);
  }
  const seconds = (Date.now() - t0) / 1000;
  const rows = await page.locator("#results tbody tr").evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td")].map((c) => c.innerText.trim())),
  );
  const counts = {};
  for (const r of rows) counts[r[2]] = (counts[r[2]] || 0) + 1;
  console.log(`run page, selection ${selection}${corners ? "" : ", domain corners not checked"}: ${rows.length} kernels in ${seconds.toFixed(1)} s; verdicts ${JSON.stringify(counts)}`);
  for (const r of rows.filter((r) => r[2] !== "pass")) console.log(`  ${r[1]}: ${r[2]} — ${r[3]}`);
  const took = rows.map((r, i) => [r[1], ((arrivals[i] ?? Date.now()) - (i ? arrivals[i - 1] : t0)) / 1000]);
  took.sort((a, b) => b[1] - a[1]);
  console.log("slowest: " + took.slice(0, 15).map(([t, s]) => `${t} ${s.toFixed(1)} s`).join(", "));
  console.log(await page.locator("#summary").innerText());
} finally {
  await browser.close();
  server.stop();
}
