// The landing page and the leaderboard's transport filter, in headless Chromium (SwiftShader)
// against `ekb serve` (with the relay's tracker, so a tab can pair). Fails — never skips — when
// WebGPU is unavailable.
//
// 1. `/` at 390 and 1280 px: what EdgeKernelBench is, the three actions (each opens its page), this
//    device's card (SwiftShader, the full facts one link away), the leaderboard's figures; no
//    sideways scroll at 390 px.
// 2. The database is seeded through the real paths with results of two transports: a run of this
//    browser submitted from the Results page (`local`, model `e2e-local`), and a job of a paired tab
//    run by `ekb eval --relay URL --device CODE` and sent with `ekb submit` (`paired`, model
//    `e2e-paired`). The leaderboard's transport filter keeps each one's rows and writes
//    `transport=` into the address (which, loaded afresh, shows the same view); the transport
//    column names each row's transport and provenance; `group_by=transport` has one row per
//    transport; and the landing page puts this device on the board.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "./chromium.js";
import { editorReady } from "./editor.js";
import { startServer, ROOT } from "./server.js";

const SHOTS = path.join(ROOT, "target/e2e");
const BIN = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
const REFERENCE = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add/reference.wgsl"), "utf8");
let server, browser, dir;

before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ekb-landing-e2e-"));
  server = await startServer({ args: ["--tracker-addr", "127.0.0.1:0"] });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

async function page(width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  return { p, errors };
}

/** Opens `/` and waits for the device card and the leaderboard's figures. */
async function landing(p) {
  await p.goto(server.url + "/");
  await p.locator("#device-summary th", { hasText: "timing method" }).waitFor({ timeout: 60_000 }).catch(async () => {
    assert.fail(`no device card (WebGPU unavailable?): ${(await p.locator("body").innerText()).slice(0, 500)}`);
  });
  await p.locator("#lb-counts").waitFor({ timeout: 30_000 });
}

const overflow = (p) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1280]) {
  test(`the landing page at ${width} px: what this is, three actions that work, this device, the leaderboard`, async () => {
    const { p, errors } = await page(width);
    await landing(p);
    const what = await p.locator("#landing-what").innerText();
    assert.match(what, /evaluates GPU compute kernels, many of them written by LLMs/);
    assert.match(what, /checked against a CPU reference on fresh random inputs and shapes, then timed/);
    for (const id of ["#go-run", "#go-kernel", "#go-leaderboard"]) assert.ok(await p.locator(id).isVisible(), `${id} visible`);
    assert.match(await p.locator("#go-run").innerText(), /Run the suite on this device/);
    assert.match(await p.locator("#go-kernel").innerText(), /Try or share a kernel/);
    assert.match(await p.locator("#go-leaderboard").innerText(), /See the leaderboard/);
    const card = (await p.locator("#device-summary").innerText()).toLowerCase();
    assert.match(card, /swiftshader/);
    assert.match(card, /timing method\s+(gpu timestamp queries|host clock)/);
    assert.match(card, /software \/ fallback adapter/);
    // A fresh profile has submitted nothing: it is told how to get on the board.
    assert.match(await p.locator("#lb-this-device").innerText(), /not on the board yet: run the suite/);
    assert.ok((await overflow(p)) <= 0, `sideways scroll of ${await overflow(p)} px`);
    await p.screenshot({ path: path.join(SHOTS, `landing-${width}.png`), fullPage: true });

    // Each action opens its page.
    await p.locator("#go-run").click();
    await p.locator("#start").waitFor({ timeout: 30_000 });
    assert.equal(new URL(p.url()).pathname, "/run");
    await p.goBack();
    await p.locator("#go-kernel").click();
    await p.locator('a[href="/task/l1_vector_add"]').first().waitFor({ timeout: 30_000 });
    assert.equal(new URL(p.url()).pathname, "/tasks");
    await p.locator('a[href="/task/l1_vector_add"]').first().click();
    await editorReady(p, "#editor");
    await p.goto(server.url + "/");
    await p.locator("#go-leaderboard").click();
    await p.locator("#lb-transport").waitFor({ timeout: 30_000 });
    assert.equal(new URL(p.url()).pathname, "/leaderboard");
    // Every adapter fact is one link away; the app's own file name is the landing page too.
    await p.goto(server.url + "/");
    await p.locator("#device-facts").click();
    const full = p.locator("#device-card");
    await full.waitFor({ timeout: 60_000 });
    assert.match((await full.innerText()).toLowerCase(), /timer resolution \(measured\)\s+[\d.]+ (ns|µs|ms)/);
    assert.equal(new URL(p.url()).pathname, "/this-device");
    await p.goto(server.url + "/index.html");
    await p.locator("#landing-what").waitFor({ timeout: 30_000 });
    assert.deepEqual(errors, []);
    await p.context().close();
  });
}

/** A samples file of `l1_vector_add`'s reference credited to `model`. */
function samples(model, name) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify({ task_id: "l1_vector_add", sample_id: `${model}-add`, model, source: REFERENCE }) + "\n");
  return file;
}

/** Rows of the leaderboard table once it shows `keys` (in any order), as `{key: text}`. */
async function rows(p, keys) {
  await p.waitForFunction(
    (want) => {
      const got = [...document.querySelectorAll("table.leaderboard tbody tr")].map((r) => r.dataset.key).sort();
      // …and the transport column has arrived (it is asked for per transport after the rows: "…").
      const loading = [...document.querySelectorAll("table.leaderboard tbody td.transport")].some((c) => c.innerText.trim() === "…");
      return JSON.stringify(got) === JSON.stringify([...want].sort()) && !loading;
    },
    keys,
    { timeout: 30_000 },
  ).catch(async () => assert.fail(`rows ${keys}: ${await p.locator("main").innerText()}`));
  const out = {};
  for (const k of keys) out[k] = await p.locator(`table.leaderboard tr[data-key="${k}"]`).innerText();
  return out;
}

test("results of two transports: the leaderboard's transport filter, its column and grouping; the landing page ranks this device", async () => {
  const t0 = Date.now();
  // local: this browser runs a samples file and submits it from the Results page.
  const { p, errors } = await page(1280);
  await p.goto(server.url + "/run");
  await p.locator('input[type="file"]').setInputFiles(samples("e2e-local", "local.jsonl"));
  await p.waitForFunction(() => document.querySelector("#selection").value === "set", null, { timeout: 30_000 });
  await p.locator("#start").click();
  await p.locator("#summary").waitFor({ timeout: 300_000 });
  await p.locator("#summary a").click();
  await p.locator("#submit-open").click();
  await p.locator("#submit-consent").check();
  await p.locator("#submit-send").click();
  await p.locator("#submit-status").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#submit-status").innerText(), /received/);

  // paired: a tab pairs, `ekb eval --relay` runs the file on it, `ekb submit` sends the report.
  const tab = await page(390);
  await tab.p.goto(server.url + "/remote");
  await tab.p.locator("#pair-start").click({ timeout: 60_000 });
  const code = (await tab.p.locator("#pair-code").innerText({ timeout: 60_000 })).trim();
  const file = samples("e2e-paired", "paired.jsonl");
  const report = path.join(dir, "paired-report.json");
  const run = spawnSync(BIN, ["eval", "--relay", server.url, "--device", code, file, "--out", report], { encoding: "utf8", timeout: 300_000 });
  assert.equal(run.status, 0, `ekb eval: ${run.stderr}\n${run.stdout.slice(0, 2000)}`);
  assert.equal(JSON.parse(fs.readFileSync(report, "utf8")).transport, "paired");
  const sent = spawnSync(BIN, ["submit", report, "--samples", file, "--server", server.url, "--yes"], { encoding: "utf8", timeout: 60_000 });
  assert.equal(sent.status, 0, `ekb submit: ${sent.stderr}\n${sent.stdout.slice(-2000)}`);
  await tab.p.context().close();

  // Both are SwiftShader (flagged, so "show flagged"); by model, each transport keeps its own row.
  await p.goto(server.url + "/leaderboard?group_by=model&include_flagged=true");
  let r = await rows(p, ["e2e-local", "e2e-paired"]);
  assert.match(r["e2e-local"], /local \(claimed\) 1$/);
  assert.match(r["e2e-paired"], /paired \(claimed\) 1$/);
  await p.locator("#lb-transport").selectOption("paired");
  r = await rows(p, ["e2e-paired"]);
  assert.match(r["e2e-paired"], /paired \(claimed\)$/);
  assert.match(p.url(), /\/leaderboard\?group_by=model&transport=paired&include_flagged=true$/);
  await p.locator("#lb-transport").selectOption("local");
  await rows(p, ["e2e-local"]);
  assert.match(p.url(), /[?&]transport=local(&|$)/);
  assert.equal(await p.locator("#export-csv").getAttribute("href"), "/api/export.csv?transport=local&include_flagged=true");
  await p.locator("#lb-transport").selectOption("relay");
  await p.locator(".lb-empty").waitFor({ timeout: 30_000 });
  await p.locator("#lb-transport").selectOption("");
  await rows(p, ["e2e-local", "e2e-paired"]);
  assert.doesNotMatch(p.url(), /transport=/);
  // Speedups against TVM's kernels: the same rows (Correct@1 counts every one), the view in the
  // address and not in the export (rows); back to the reference, gone from both.
  await p.locator("#lb-baseline").selectOption("tvm");
  await p.waitForURL(/[?&]baseline=tvm(&|$)/, { timeout: 30_000 });
  await rows(p, ["e2e-local", "e2e-paired"]);
  assert.doesNotMatch(await p.locator("#export-csv").getAttribute("href"), /baseline/);
  await p.locator("#lb-baseline").selectOption("reference");
  await rows(p, ["e2e-local", "e2e-paired"]);
  assert.doesNotMatch(p.url(), /baseline=/);
  // By device: one SwiftShader device — this browser's own run and the paired tab's report, which
  // `ekb submit` files under the engine that ran it (the report device's runtime, `chromium …`) —
  // with both transports in its cell.
  await p.locator("#lb-group").selectOption("device");
  await p.waitForFunction(() => {
    const cells = [...document.querySelectorAll("table.leaderboard tbody td.transport")].map((c) => c.innerText);
    return cells.length === 1 && cells[0].includes("local (claimed) 1") && cells[0].includes("paired (claimed) 1");
  }, null, { timeout: 30_000 });
  // By transport: a row per transport, linking to its devices.
  await p.locator("#lb-group").selectOption("transport");
  r = await rows(p, ["local", "paired"]);
  assert.match(r.paired, /paired \(claimed\)$/);
  await p.locator('table.leaderboard tr[data-key="paired"] a').click();
  await p.waitForURL(/group_by=device&transport=paired/, { timeout: 30_000 });
  assert.equal(await p.locator("#lb-transport").inputValue(), "paired");

  // A shared filtered view, opened afresh at 390 px, is the same view.
  const shared = await page(390);
  await shared.p.goto(server.url + "/leaderboard?group_by=model&transport=paired&include_flagged=true");
  await rows(shared.p, ["e2e-paired"]);
  assert.equal(await shared.p.locator("#lb-transport").inputValue(), "paired");
  assert.ok((await overflow(shared.p)) <= 0, "no sideways scroll at 390 px");
  await shared.p.screenshot({ path: path.join(SHOTS, "leaderboard-transport-390.png"), fullPage: true });
  await shared.p.context().close();

  // The landing page of the browser that submitted: this device, ranked among flagged results.
  await landing(p);
  // One device (the tab's report is filed under this browser's engine) with the two results.
  assert.match(await p.locator("#lb-counts").innerText(), /^0 devices · 0 results listed \(1 device · 2 results counting flagged ones/);
  assert.match(await p.locator("#lb-this-device").innerText(), /^This device: #1 of 1 device counting flagged results · Correct@1 1\.000 · .* · 2 results$/);
  await p.locator("#lb-this-device a").click();
  await p.locator("#slice-summary").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#slice-title").innerText(), /Device: .*swiftshader/i);
  await p.goto(server.url + "/");
  await p.locator("#lb-this-device a").waitFor({ timeout: 30_000 });
  await p.setViewportSize({ width: 390, height: 900 });
  await p.screenshot({ path: path.join(SHOTS, "landing-ranked-390.png"), fullPage: true });
  assert.deepEqual([...errors, ...tab.errors], []);
  console.log(`two transports seeded and filtered: ${Date.now() - t0} ms`);
  await p.context().close();
});
