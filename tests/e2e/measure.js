// Prints the gzipped size of the app's .wasm and the time from navigation (fresh browser profile)
// to the first verdict for a small task (l1_vector_add, reference kernel) in headless Chromium.
// Usage: node tests/e2e/measure.js   (after scripts/build-app.sh and cargo build -p ekb)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launch } from "./chromium.js";
import { startServer, ROOT } from "./server.js";

const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
const wasm = fs.readFileSync(path.join(dist, "app_bg.wasm"));
const gz = zlib.gzipSync(wasm, { level: 9 }).length;
console.log(`app_bg.wasm: ${(wasm.length / 1e6).toFixed(2)} MB raw, ${(gz / 1e6).toFixed(3)} MB gzipped`);

const server = await startServer();
const browser = await launch();
try {
  const page = await (await browser.newContext()).newPage();
  const t0 = Date.now();
  await page.goto(`${server.url}/task/l1_vector_add`);
  await page.locator("#run").click();
  await page.locator("#verdict .badge").waitFor({ timeout: 120_000 });
  const verdict = await page.locator("#verdict .badge").innerText();
  console.log(`navigation → first verdict (${verdict}): ${((Date.now() - t0) / 1000).toFixed(2)} s`);
} finally {
  await browser.close();
  server.stop();
}
