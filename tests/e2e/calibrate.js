// Part (a) of `ekb calibrate` in the browser: the app's Run page evaluates the whole suite with the
// reference kernels as the candidates (each timed against itself), and this prints the report's
// confident and point-estimate Fast@1.0 (docs/EVALUATION.md, "Calibration of confident Fast@p").
// Usage: node tests/e2e/calibrate.js   (after scripts/build-app.sh and cargo build -p ekb;
// EKB_DIST / EKB_BIN pick another build). Headless Chromium: WebGPU on SwiftShader.
import { launch } from "./chromium.js";
import { startServer } from "./server.js";

const selection = process.env.EKB_SELECTION || "all";
const server = await startServer();
const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  const t0 = Date.now();
  await page.goto(server.url + "/run");
  await page.locator("#selection").selectOption(selection);
  await page.locator("#start").click();
  await page.locator("#summary").waitFor({ timeout: 3_600_000 });
  await page.locator("#summary a").click();
  await page.locator("#submit-open").click();
  const report = JSON.parse(await page.locator("#submit-payload").innerText()).report;
  const m = report.metrics;
  const timed = report.samples.filter((s) => s.report.timing);
  const confident = timed.filter((s) => s.report.timing.speedup_lower > 1.0).map((s) => s.task_id);
  const second = timed.filter((s) => (s.report.timing.looks || []).length > 1).length;
  console.log(`device: ${JSON.stringify(report.device && report.device.name)} (${report.device && report.device.backend}), profile ${report.profile}`);
  console.log(`(a) in Chromium: ${report.samples.length} samples over ${m.tasks} tasks, ${timed.length} timed, second look in ${second}`);
  console.log(`(a) confident Fast@1.0 = ${m.fast_at_1_0_confident.toFixed(3)} (target ≤ 0.05)${confident.length ? ": " + confident.join(", ") : ""}`);
  console.log(`(a) point-estimate Fast@1.0 = ${m.fast_at_1_0.toFixed(3)}; Correct@1 = ${m.correct_at_1.toFixed(3)}`);
  console.log(`(a) wall ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
  server.stop();
}
