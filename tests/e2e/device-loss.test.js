// The GPU device lost in the middle of a run, in headless Chromium with WebGPU (SwiftShader): by
// GPUDevice.destroy() on the app's device, by a GPU-process crash (CDP Browser.crashGpuProcess),
// by a kernel that loses the device every time it is compiled, and with no new device to be had.
// The app must give the kernel that was running `runtime_error` saying the device was lost, make a
// new device and finish the run on it. No app hook: an init script wraps the WebGPU prototypes
// before the app loads, to see every device the app creates and to lose one at a chosen moment.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { startServer, ROOT } from "./server.js";

let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

// The kernel that loses the device: l1_row_sum, 2nd of the `signal` domain (tasks run in (level, id) order).
const TARGET = "l1_row_sum";
const MARKER = "acc += X[r * p.C + c];";
assert.ok(fs.readFileSync(path.join(ROOT, `kernels/tasks/l1/${TARGET}/reference.wgsl`), "utf8").includes(MARKER));
// The app's documented number of attempts at a new device after a loss (docs/APP.md).
const RECREATE_ATTEMPTS = 3;

// Runs in the page before the app. Modes:
// - "destroy-on-readback": the first readback (mapAsync) after TARGET's candidate is compiled
//   destroys the device first — the loss surfaces as a failed map, not as a device error;
// - "crash-on-readback": the same readback waits for the test to crash the GPU process;
// - "destroy-every-compile": every compile of TARGET's kernel destroys the device;
// - "no-new-device": as destroy-on-readback, and every later requestDevice fails.
function hooks({ marker, mode }) {
  const t = (window.__ekbTest = { devices: [], requests: 0, losses: 0, armed: false });
  const requestDevice = GPUAdapter.prototype.requestDevice;
  GPUAdapter.prototype.requestDevice = async function (...args) {
    t.requests++;
    if (mode === "no-new-device" && t.losses > 0) throw new DOMException("no device for this test", "OperationError");
    const d = await requestDevice.apply(this, args);
    t.devices.push(d);
    return d;
  };
  const createShaderModule = GPUDevice.prototype.createShaderModule;
  GPUDevice.prototype.createShaderModule = function (desc) {
    const m = createShaderModule.call(this, desc);
    if (desc.code.includes(marker)) {
      if (mode === "destroy-every-compile") {
        t.losses++;
        this.destroy();
      } else if (t.losses === 0 && desc.label === "candidate") {
        t.armed = true;
      }
    }
    return m;
  };
  const mapAsync = GPUBuffer.prototype.mapAsync;
  GPUBuffer.prototype.mapAsync = function (...args) {
    if (!t.armed) return mapAsync.apply(this, args);
    t.armed = false;
    t.losses++;
    if (mode === "crash-on-readback") return window.__ekbCrashGpu().then(() => mapAsync.apply(this, args));
    t.devices.at(-1).destroy();
    return mapAsync.apply(this, args);
  };
}

async function runWith(mode, selection, setup = async () => {}) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await setup(p);
  await p.addInitScript(hooks, { marker: MARKER, mode });
  await p.goto(server.url + "/run");
  await p.locator("#selection").selectOption(selection);
  // These tests are about the device's loss, not the checks: without the domain corners, which
  // make a suite run on SwiftShader about 2.5 times as long (docs/EVALUATION.md §9).
  await p.locator("#corners").setChecked(false);
  await p.locator("#start").click();
  await p.locator("#summary").waitFor({ timeout: 600_000 });
  const rows = await p.locator("#results tbody tr").evaluateAll((trs) =>
    trs.map((tr) => {
      const td = [...tr.querySelectorAll("td")].map((c) => c.innerText.trim());
      return { task: td[1], verdict: td[2], detail: td[3] };
    }),
  );
  const t = await p.evaluate(() => ({ devices: window.__ekbTest.devices.length, requests: window.__ekbTest.requests, losses: window.__ekbTest.losses }));
  const summary = await p.locator("#summary").innerText();
  await ctx.close();
  return { rows, t, errors, summary };
}

function assertLostOnce({ rows, t, errors, summary }, n) {
  assert.deepEqual(errors, [], "no page error (a panic would stop the app)");
  assert.equal(rows.length, n, "every kernel of the run has a row");
  assert.equal(t.losses, 1, "the device was lost once");
  // The rest ran on a new device: reference kernels pass on SwiftShader, except where it lacks a
  // feature (shader-f16), as without a loss.
  const asWithoutLoss = (r) => r.verdict === "pass" || (r.verdict === "unsupported" && /the device lacks/.test(r.detail));
  const others = rows.filter((r) => r.task !== TARGET && !asWithoutLoss(r));
  assert.deepEqual(others, [], "the other kernels pass, before and after the loss");
  assert.equal(t.devices, 2, "one new device after the loss (the kernel is not re-run on it)");
  const lost = rows.filter((r) => r.task === TARGET);
  assert.equal(lost.length, 1);
  assert.equal(lost[0].verdict, "runtime_error", lost[0].detail);
  assert.match(lost[0].detail, /GPU device was lost while this kernel ran/);
  assert.match(summary, new RegExp(`^${n} of ${n} kernels .* the GPU device was lost and a new one made once`));
}

// The suite's tasks, as the app embeds them (kernels/tasks/<level>/<task>/task.toml).
const TASKS = fs
  .readdirSync(path.join(ROOT, "kernels/tasks"))
  .flatMap((l) => fs.readdirSync(path.join(ROOT, "kernels/tasks", l)).filter((t) => fs.existsSync(path.join(ROOT, "kernels/tasks", l, t, "task.toml"))));
const SIGNAL = TASKS.filter((t) => /^domain = "signal"$/m.test(fs.readFileSync(path.join(ROOT, "kernels/tasks", t.slice(0, 2), t, "task.toml"), "utf8")));

test("GPUDevice.destroy() mid-suite: that kernel is runtime_error, the rest of the suite passes on a new device", async () => {
  assertLostOnce(await runWith("destroy-on-readback", "all"), TASKS.length);
});

test("a kernel that loses the device every time it is compiled is run once, then the run goes on", async () => {
  const r = await runWith("destroy-every-compile", "domain:signal");
  assert.ok(SIGNAL.includes(TARGET) && SIGNAL.length > 2, `signal tasks: ${SIGNAL}`);
  assertLostOnce(r, SIGNAL.length);
});

test("a GPU-process crash mid-run (CDP Browser.crashGpuProcess): that kernel is runtime_error, the run finishes", async () => {
  const cdp = await browser.newBrowserCDPSession();
  const r = await runWith("crash-on-readback", "domain:signal", (p) =>
    p.exposeFunction("__ekbCrashGpu", async () => {
      await cdp.send("Browser.crashGpuProcess");
    }),
  );
  await cdp.detach();
  assertLostOnce(r, SIGNAL.length);
});

test(`no new device after a loss: ${RECREATE_ATTEMPTS} attempts, then the rest of the run is runtime_error`, async () => {
  const { rows, t, errors, summary } = await runWith("no-new-device", "domain:signal");
  assert.deepEqual(errors, []);
  assert.equal(rows.length, SIGNAL.length, summary);
  assert.equal(t.requests, 1 + RECREATE_ATTEMPTS, "the first device, then the bounded attempts at a new one");
  const at = rows.findIndex((r) => r.task === TARGET);
  assert.ok(rows.slice(0, at).every((r) => r.verdict === "pass"), JSON.stringify(rows));
  assert.equal(rows[at].verdict, "runtime_error");
  assert.match(rows[at].detail, /GPU device was lost while this kernel ran/);
  for (const r of rows.slice(at + 1)) {
    assert.equal(r.verdict, "runtime_error", r.detail);
    assert.match(r.detail, new RegExp(`not run: the GPU device was lost and ${RECREATE_ATTEMPTS} attempts at a new one failed`));
  }
});
