// The one place that knows how to start Debian's Chromium with WebGPU for tests
// (--enable-unsafe-webgpu, --no-sandbox as root, quiet network flags, fresh profile: chromium-flags.txt).
import { chromium } from "playwright-core";
import fs from "node:fs";

export const CHROMIUM = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => fs.existsSync(p));

// chromium-flags.txt is the one list of flags; scripts/test-browser.sh feeds it to chromedriver too.
export const ARGS = fs
  .readFileSync(new URL("./chromium-flags.txt", import.meta.url), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter(Boolean);

export async function launch() {
  if (!CHROMIUM) throw new Error("Chromium not found: run scripts/setup.sh (apt-get install chromium chromium-driver)");
  // launch() gives every browser a fresh temporary profile.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

// A page in a fresh context of `browser` at `width` × 900 px, its uncaught errors logged.
export async function newPage(browser, width) {
  const p = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  p.on("pageerror", (e) => console.error("page error:", e.message));
  return p;
}
