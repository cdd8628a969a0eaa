// A browser tab paired with the relay as a device (docs/RELAY.md, "Paired tabs"; docs/APP.md,
// "Pair this device"), end to end in headless Chromium (SwiftShader) against a real `ekb serve`:
// the tab presses *Pair this device* on /remote and shows its code; `ekb eval --relay URL --device
// CODE samples.jsonl` sends a job to it, the tab runs it with the app's check path and lists it, and
// the printed report's device is the tab's adapter (SwiftShader) with transport `paired`; a job for
// a wrong code is a 404; a hidden tab is sent nothing and its job fails saying it stayed hidden; a
// tab closed while it runs a job fails that job with the reason, and the relay goes on.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { launch } from "./chromium.js";
import { ROOT, freePort } from "./server.js";
import { startStepReplay } from "./step-replay.js";

const SHOTS = path.join(ROOT, "target/e2e");
const BIN = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
// How long a job waits for a hidden or absent tab before it fails (the relay's device wait).
const DEVICE_WAIT_S = 4;
let server, browser, url, dir;

before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ekb-paired-e2e-"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--dist", dist, "--database-url", `sqlite://${path.join(dir, "ekb.db")}`,
    "--tracker-addr", "127.0.0.1:0", "--relay-request-timeout", `${DEVICE_WAIT_S}`];
  server = spawn(BIN, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  for (const s of [server.stdout, server.stderr]) {
    readline.createInterface({ input: s }).on("line", (l) => process.env.EKB_E2E_VERBOSE && console.log(`[ekb] ${l}`));
  }
  for (let i = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 600) throw new Error("ekb serve did not answer /api/health within 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {}
});

async function pairedTab(init) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const p = await ctx.newPage();
  if (init) await p.addInitScript(init.script, init.arg);
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(url + "/remote");
  await p.locator("#pair-start").waitFor({ timeout: 60_000 });
  // Pairing is an explicit opt-in: no code before the button.
  assert.equal(await p.locator("#pair-code").count(), 0);
  // A QR code of this page's address, for a phone, saying that a phone needs it over HTTPS.
  assert.equal(await p.locator("#pair-qr svg").count(), 1);
  const caption = await p.locator("#pair-qr figcaption").innerText();
  assert.ok(caption.includes(`${url}/remote`) && /not HTTPS/.test(caption), caption);
  await p.locator("#pair-start").click();
  await p.locator("#pair-code").waitFor({ timeout: 60_000 });
  const code = (await p.locator("#pair-code").innerText()).trim();
  assert.match(code, /^pair-[a-z2-7]{5}(-[a-z2-7]{5}){3}-[a-z2-7]{6}$/);
  return { p, code, errors };
}

async function submit(code, source) {
  const body = { backend: "webgpu", device: code, task: "l1_vector_add", candidate: { kind: "wgsl", source } };
  const r = await fetch(`${url}/api/relay/jobs`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: r.status, json: await r.json() };
}

async function until(id, pred, ms) {
  for (let t0 = Date.now(); Date.now() - t0 < ms; ) {
    const s = await (await fetch(`${url}/api/relay/jobs/${id}`)).json();
    if (pred(s)) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id}: condition not met within ${ms} ms`);
}

/** `POST /api/relay/pair/lookup` of `code` (a code never travels in a URL). */
function lookup(code) {
  return fetch(`${url}/api/relay/pair/lookup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code }) });
}

const REFERENCE = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add/reference.wgsl"), "utf8");
// The reference with 50,000 sines per element added (times zero): correct, and slow enough on
// SwiftShader that the tab is still running it when the test closes the tab.
const SLOW = REFERENCE.replace("c[i] = a[i] + b[i];", "var acc = 0.0;\n        for (var k = 0u; k < 50000u; k++) { acc += sin(f32(k)); }\n        c[i] = a[i] + b[i] + acc * 0.0;");
assert.notEqual(SLOW, REFERENCE);

test("ekb eval --relay URL --device CODE runs on the paired tab: the report's device is SwiftShader, transport paired", async () => {
  const t0 = Date.now();
  const { p, code, errors } = await pairedTab();
  // In capitals, as read off a screen: the same code.
  const device = await (await lookup(code.toUpperCase())).json();
  assert.equal(device.backend, "webgpu");
  assert.match(device.hardware, /swiftshader/i, JSON.stringify(device));

  const samples = path.join(dir, "samples.jsonl");
  fs.writeFileSync(samples, JSON.stringify({ task_id: "l1_vector_add", sample_id: "ref", model: "reference", source: REFERENCE }) + "\n");
  const out = spawnSync(BIN, ["eval", "--relay", url, "--device", code, samples, "--json"], { encoding: "utf8", timeout: 300_000 });
  assert.equal(out.status, 0, `ekb eval: ${out.stderr}\n${out.stdout.slice(0, 2000)}`);
  const report = JSON.parse(out.stdout);
  assert.equal(report.transport, "paired", out.stdout.slice(0, 600));
  const sample = report.samples[0];
  assert.equal(sample.report.verdict, "pass", JSON.stringify(sample.report).slice(0, 600));
  // Chromium discloses the adapter as vendor and architecture (its name is empty).
  assert.match(`${sample.report.device.vendor} ${sample.report.device.architecture}`, /swiftshader/i, JSON.stringify(sample.report.device));
  assert.equal(sample.report.device.is_fallback, true);
  assert.equal(sample.report.device.backend.replace("browserwebgpu", "webgpu"), "webgpu");
  // The tab lists the kernel it ran.
  const log = await p.locator("#pair-log").innerText();
  assert.match(log, /l1_vector_add — [0-9a-f]{32} — /, log);

  // A wrong code: 404, nothing runs.
  const wrong = await submit(code.slice(0, -1) + (code.endsWith("a") ? "b" : "a"), REFERENCE);
  assert.equal(wrong.status, 404, JSON.stringify(wrong));
  await p.screenshot({ path: path.join(SHOTS, "paired-390.png"), fullPage: true });
  // Stop: the tab is no longer a device; its log stays.
  await p.locator("#pair-stop").click();
  await p.locator("#pair-start").waitFor({ timeout: 10_000 });
  for (let i = 0; (await lookup(code)).status !== 404; i++) {
    if (i > 50) assert.fail("the code still answers 5 s after Stop");
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.match(await p.locator("#pair-log").innerText(), /l1_vector_add/);
  // Pair again at once: the stopped socket's late close never ends the new pairing.
  await p.locator("#pair-start").click();
  const again = (await p.locator("#pair-code").innerText({ timeout: 20_000 })).trim();
  assert.notEqual(again, code);
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal((await lookup(again)).status, 200, "the new pairing survived the old socket's close");
  assert.equal((await p.locator("#pair-code").innerText()).trim(), again);
  assert.deepEqual(errors, []);
  console.log(`paired eval: ${Date.now() - t0} ms`);
  await p.context().close();
});

// `ekb agent --task l1_softmax … --relay URL --device CODE` against the step replay of the agent
// tests' hand-written fixtures (model `fixture-paired`: one reply, a correct softmax), the direct
// method: its evaluation and the final re-check are jobs of the paired tab.
test("ekb agent --task l1_softmax --relay URL --device CODE runs its evaluations on the paired tab", async () => {
  const t0 = Date.now();
  const { p, code, errors } = await pairedTab();
  const replay = await startStepReplay();
  const out = path.join(dir, "leka.jsonl");
  const args = ["agent", "--task", "l1_softmax", "--method", "direct", "--endpoint", replay.endpoint, "--model", "fixture-paired",
    "--no-cache", "--max-calls", "1", "--trajectory", out, "--relay", url, "--device", code, "--json"];
  const r = await new Promise((resolve) => {
    const c = spawn(BIN, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "", stderr = "";
    c.stdout.on("data", (d) => (stdout += d));
    c.stderr.on("data", (d) => (stderr += d));
    c.on("exit", (status) => resolve({ status, stdout, stderr }));
  }).finally(() => replay.stop());
  assert.equal(r.status, 0, `ekb agent: ${r.stderr}\n${r.stdout}`);
  const steps = fs.readFileSync(out, "utf8").trim().split("\n").map((l) => JSON.parse(l)).filter((l) => l.type === "step");
  const evaluated = steps.filter((s) => s.report);
  assert.equal(evaluated.length, 1, JSON.stringify(steps).slice(0, 600));
  assert.equal(evaluated[0].report.task, "l1_softmax");
  assert.equal(evaluated[0].verdict, "pass", JSON.stringify(evaluated[0].report).slice(0, 600));
  assert.match(evaluated[0].report.device?.architecture ?? "", /swiftshader/i, JSON.stringify(evaluated[0].report.device));
  // The final re-check ran on the tab too.
  const summary = JSON.parse(r.stdout);
  assert.match(summary.final_report?.device?.architecture ?? "", /swiftshader/i, r.stdout.slice(0, 600));
  // The tab ran them all (the step, the re-check, and the re-check's extra looks when its interval
  // straddled the reference: docs/AGENT.md, the sequential rule), and lists them.
  const looks = summary.final_sequential?.looks?.length ?? 0;
  const log = await p.locator("#pair-log li").allInnerTexts();
  assert.equal(log.filter((l) => l.startsWith("l1_softmax — ")).length, 2 + looks, log.join("\n"));
  assert.deepEqual(errors, []);
  console.log(`ekb agent on the paired tab: ${steps.length} steps, ${log.length} jobs, ${Date.now() - t0} ms`);
  await p.context().close();
});

test("a hidden tab does not time: its job waits, then fails saying so", async () => {
  const { p, code } = await pairedTab();
  // The page as a browser hides it (another tab in front): visibilityState and its event.
  await p.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await new Promise((r) => setTimeout(r, 500));
  const { status, json } = await submit(code, REFERENCE);
  assert.equal(status, 202, JSON.stringify(json));
  const s = await until(json.id, (s) => s.state === "failed" || s.state === "done", (DEVICE_WAIT_S + 20) * 1000);
  assert.equal(s.state, "failed", JSON.stringify(s));
  assert.match(s.reason, /stayed hidden .* a hidden tab does not time/, s.reason);
  assert.equal(await p.locator("#pair-log li").count(), 0, "the hidden tab ran nothing");
  await p.context().close();
});

test("a tab closed while it runs a job fails that job with the reason; the relay goes on", async () => {
  const { p, code } = await pairedTab();
  const { json } = await submit(code, SLOW);
  await until(json.id, (s) => s.state === "running" && /paired tab/.test(s.step), 60_000);
  // Closing a tab hides it first (which alone cancels the job: the hidden-tab test); here the page
  // stays "visible" to the end, so what fails the job is the socket closing with the page.
  await p.evaluate(() => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" }));
  await p.context().close();
  const s = await until(json.id, (s) => s.state === "failed" || s.state === "done", 30_000);
  assert.equal(s.state, "failed", JSON.stringify(s));
  assert.match(s.reason, /paired tab `pair-[^`]+` (closed|was dropped)/, s.reason);
  // The relay still pairs and runs the next tab's job.
  const next = await pairedTab();
  const again = await submit(next.code, REFERENCE);
  const done = await until(again.json.id, (s) => s.state === "failed" || s.state === "done", 120_000);
  assert.equal(done.state, "done", JSON.stringify(done).slice(0, 600));
  assert.equal(done.transport, "paired");
  await next.p.context().close();
});

// Runs in the page before the app (as device-loss.test.js does, no app hook): the device that
// compiles a candidate containing `marker` is destroyed at once.
function loseOnCompile({ marker }) {
  const t = (window.__ekbTest = { losses: 0 });
  const createShaderModule = GPUDevice.prototype.createShaderModule;
  GPUDevice.prototype.createShaderModule = function (desc) {
    const m = createShaderModule.call(this, desc);
    if (desc.label === "candidate" && desc.code.includes(marker)) {
      t.losses++;
      this.destroy();
    }
    return m;
  };
}

test("a device lost in the tab fails that job (not a verdict) and the tab's next job runs on a new device", async () => {
  const marker = "// ekb e2e: lose the device here";
  const { p, code, errors } = await pairedTab({ script: loseOnCompile, arg: { marker } });
  const lost = await submit(code, `${marker}\n${REFERENCE}`);
  const s = await until(lost.json.id, (s) => s.state === "failed" || s.state === "done", 120_000);
  assert.equal(s.state, "failed", JSON.stringify(s).slice(0, 600));
  assert.match(s.reason, /GPU device was lost while it ran the job \(not a verdict/, s.reason);
  const next = await submit(code, REFERENCE);
  const done = await until(next.json.id, (s) => s.state === "failed" || s.state === "done", 120_000);
  assert.equal(done.state, "done", JSON.stringify(done).slice(0, 600));
  assert.equal(done.report.verdict, "pass", JSON.stringify(done.report).slice(0, 600));
  assert.equal(await p.evaluate(() => window.__ekbTest.losses), 1);
  assert.deepEqual(errors, []);
  await p.context().close();
});
