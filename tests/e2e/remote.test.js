// The Remote devices page (/remote) end to end in headless Chromium: a real `ekb serve` with its
// embedded TVM tracker and the relay, an unmodified TVM `rpc_server` from the venv registered to
// it (python -m tvm.exec.rpc_server --tracker … --key …). The page lists the device, the server's
// C front end checks a `c` candidate (valid; a broken one located), the task's reference is refused without the relay token and then, with it, submitted,
// polled to `done` with a Pass timed by the remote RPCTimeEvaluator, shown beside this browser's own
// run of the task's WGSL reference, and in the side-by-side report with a local `ekb eval` report
// added from a file; its submission body names the relay and the remote device.
// Without the venv the test prints SKIPPED (EKB_REQUIRE_TVM=1 makes that a failure), as the Rust
// TVM tests do (tvm-rpc/src/testing.rs).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "./chromium.js";
import { editorText, setEditorText } from "./editor.js";
import { ROOT, killAll, startRelay, stockTvmServer, tvmPython } from "./server.js";

const SHOTS = path.join(ROOT, "target/e2e");
const TOKEN = "remote-e2e-token-0123456789";
const KEY = "cpu-e2e";
const children = [];
let browser, url;

before(async () => {
  const py = tvmPython();
  if (!py) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  let tracker;
  ({ url, tracker } = await startRelay(children, TOKEN, "remote"));
  await stockTvmServer(children, py, tracker, url, KEY);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  killAll(children);
});

test("a c candidate on a TVM rpc_server: refused without the token, then done with a remote Pass beside this browser's run, submittable with the relay's device", async (t) => {
  if (!browser) return t.skip("no TVM venv");
  const t0 = Date.now();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(url + "/remote");
  const item = p.locator("#remote-devices li", { hasText: KEY });
  await item.waitFor({ timeout: 60_000 });
  assert.match(await item.innerText(), new RegExp(`${KEY} — cpu · c · 1 free · 0 waiting`));
  await p.locator("#remote-device").selectOption(KEY);
  await p.locator("#remote-task").selectOption("l1_vector_add");
  assert.equal(await p.locator("#remote-kind").inputValue(), "c");
  await p.locator("#remote-reference").click();
  const reference = fs.readFileSync(path.join(ROOT, "kernels/tasks/l1/l1_vector_add/reference.c"), "utf8");
  assert.equal(await editorText(p, "#remote-source"), reference);
  // The candidate is edited in the code editor, with C's grammar for a `c` candidate.
  assert.equal(await p.locator("#remote-source .cm-content").getAttribute("data-language"), "cpp");

  // Checked by the server's C front end (a browser cannot compile C): the reference is valid; a
  // missing semicolon on line 4 is an invalid_shader with its diagnostic under that line.
  await p.locator("#remote-check").click();
  await p.locator("#remote-check-line").waitFor({ timeout: 30_000 });
  assert.match(await p.locator("#remote-check-line").innerText(), /^valid \(server, \d+ ms\)$/);
  const lines = reference.split("\n");
  const broken = lines.map((l, i) => (i === 3 ? l.replace(/;\s*$/, "") : l)).join("\n");
  assert.notEqual(broken, reference, "line 4 of the reference ends with a semicolon");
  await setEditorText(p, "#remote-source", broken);
  await p.locator("#remote-check").click();
  await p.waitForFunction(() => /^invalid_shader/.test(document.querySelector("#remote-check-line")?.innerText ?? ""), null, { timeout: 30_000 });
  assert.match(await p.locator("#remote-check-line").innerText(), /^invalid_shader \(server, \d+ ms\): \d+ errors?/);
  assert.ok((await p.locator("#remote-diagnostics .src-line.flagged").count()) >= 1, await p.locator("#remote-diagnostics").innerText());
  // …and marked in the editor's text.
  await p.locator("#remote-source .cm-lintRange-error").first().waitFor({ timeout: 10_000 });
  await p.locator("#remote-reference").click();
  assert.equal(await p.locator("#remote-diagnostics").count(), 0, "an edit clears the earlier check's diagnostics");
  assert.equal(await p.locator("#remote-source .cm-lintRange-error").count(), 0, "and their marks in the editor");

  // No token: the relay's 401, shown as text; nothing runs.
  await p.locator("#remote-submit").click();
  assert.match(await p.locator("#remote-job-error").innerText(), /refused the job: .*401/);
  assert.equal(await p.locator("#remote-job").count(), 0);

  await p.locator("#remote-token").fill(TOKEN);
  await p.locator("#remote-submit").click();
  await p.locator("#remote-job").waitFor({ timeout: 30_000 });
  const seen = new Set();
  const state = p.locator("#remote-state");
  for (let i = 0; i < 600; i++) {
    const s = await state.innerText();
    seen.add(s.split(":")[0]);
    if (/^(done|failed)/.test(s)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const final = await state.innerText();
  await p.screenshot({ path: path.join(SHOTS, "remote-390.png"), fullPage: true });
  assert.equal(final, "done: pass", `states seen: ${[...seen].join(", ")}`);
  assert.match(await p.locator("#remote-job").innerText(), /pass\s+[\d.]+× \([\d.]+ ms vs [\d.]+ ms · remote/);

  // Beside it, this browser's run of the WGSL reference (SwiftShader).
  const compare = p.locator("#remote-compare");
  await p.waitForFunction(() => !document.querySelector("#remote-compare")?.innerText.includes("running…"), null, { timeout: 120_000 });
  const rows = Object.fromEntries(
    await compare.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th").innerText, [...tr.querySelectorAll("td")].map((td) => td.innerText)])),
  );
  assert.deepEqual(rows.verdict, ["pass", "pass"], JSON.stringify(rows));
  assert.equal(rows["timing method"][0], "remote", JSON.stringify(rows));
  assert.match(rows.device[0], /\(cpu\)$/, JSON.stringify(rows));
  assert.match(rows.device[1], /\(webgpu\)$/, JSON.stringify(rows));
  assert.match(await compare.locator("thead").innerText(), /this browser \(the task's WGSL reference\)/);
  const [scroll, client] = await p.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `the page scrolls sideways at 390 px: ${scroll} > ${client}`);
  await p.screenshot({ path: path.join(SHOTS, "remote-390.png"), fullPage: true });

  // Side by side: the relay's run in the `c` table, this browser's WGSL reference run in the `wgsl`
  // one; a report of `ekb eval` on this machine, added from a file, joins the `c` table.
  const side = p.locator("#side-by-side");
  const sideRows = async (kind) =>
    side.locator(`table[data-kind="${kind}"] tbody tr`).evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.innerText)));
  // Columns: kernel, device, backend, transport, baseline, verdict, speedup, confident ≥, candidate ms, from.
  let cRows = await sideRows("c");
  assert.deepEqual(cRows.map((r) => [r[2], r[3], r[4], r[5]]), [["cpu", "relay", "reference", "pass"]], JSON.stringify(cRows));
  assert.match(cRows[0][0], /^kernel-[0-9a-f]{12}$/);
  const wRows = await sideRows("wgsl");
  assert.deepEqual(wRows.map((r) => [r[2], r[3], r[5], r[9]]), [["webgpu", "local", "pass", "this browser"]], JSON.stringify(wRows));
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ekb-side-e2e-"));
  fs.writeFileSync(path.join(dir, "s.jsonl"), JSON.stringify({ task_id: "l1_vector_add", sample_id: "laptop-c", kind: "c", source: reference }) + "\n");
  const { execFileSync } = await import("node:child_process");
  execFileSync(bin, ["eval", path.join(dir, "s.jsonl"), "--out", path.join(dir, "local.json"), "--seed", "7"], { stdio: "ignore" });
  await p.locator("#side-reports").setInputFiles(path.join(dir, "local.json"));
  await p.waitForFunction(() => document.querySelectorAll('#side-by-side table[data-kind="c"] tbody tr').length === 2, null, { timeout: 10_000 });
  cRows = await sideRows("c");
  assert.deepEqual(cRows.map((r) => [r[0], r[2], r[3], r[5], r[9]]), [["laptop-c", "cpu", "local", "pass", "local.json"], [cRows[1][0], "cpu", "relay", "pass", "relay " + KEY]], JSON.stringify(cRows));
  const [sw, cw] = await p.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(sw <= cw, `the side-by-side report scrolls the page sideways at 390 px: ${sw} > ${cw}`);
  await side.screenshot({ path: path.join(SHOTS, "side-by-side-390.png") });
  // The same report at 1280 px: every table whole — neither the page nor a table's frame scrolls
  // sideways (at 390 px a frame may: its shadow says there is more).
  await p.setViewportSize({ width: 1280, height: 900 });
  const wide = await p.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
    frames: [...document.querySelectorAll("#side-by-side table")].map((t) => [t.dataset.kind, t.parentElement.scrollWidth, t.parentElement.clientWidth]),
    columns: [...document.querySelectorAll("#side-by-side table th")].map((th) => `${th.innerText} ${Math.round(th.getBoundingClientRect().width)}`),
  }));
  assert.ok(wide.page[0] <= wide.page[1], `the side-by-side report scrolls the page sideways at 1280 px: ${JSON.stringify(wide)}`);
  assert.deepEqual(wide.frames.map(([k]) => k), ["c", "wgsl"], JSON.stringify(wide));
  assert.ok(wide.frames.every(([, s, c]) => s <= c), `a side-by-side table is cut at 1280 px: ${JSON.stringify(wide)}`);
  await side.screenshot({ path: path.join(SHOTS, "side-by-side-1280.png") });
  await p.setViewportSize({ width: 390, height: 900 });

  // The leaderboard body: the candidate's source, kind c, reached through the relay, the remote device.
  await p.locator("#submit-open").click();
  const payload = JSON.parse(await p.locator("#submit-payload").innerText());
  assert.equal(payload.report.transport, "relay", JSON.stringify(payload.report).slice(0, 400));
  assert.equal(payload.report.samples.length, 1);
  const sample = payload.report.samples[0];
  assert.equal(sample.task_id, "l1_vector_add");
  assert.equal(sample.report.kind, "c");
  assert.equal(sample.report.verdict, "pass");
  assert.equal(payload.generation_set, "inline");
  assert.deepEqual(Object.values(payload.sources), [reference]);
  // Sent with consent: the server stores it (whatever it decides about listing) under the relay.
  await p.locator("#submit-consent").check();
  await p.locator("#submit-send").click();
  const status = p.locator("#submit-status");
  await status.waitFor({ timeout: 30_000 }).catch(async () => assert.fail(await p.locator("#submit").innerText()));
  const href = await status.locator("a", { hasText: "status (JSON)" }).getAttribute("href");
  const stored = await (await fetch(url + href)).json();
  assert.equal(stored.samples, 1, JSON.stringify(stored).slice(0, 400));
  console.log(`stored submission: ${stored.status}${stored.reason ? ` (${stored.reason})` : ""}`);
  // Its row is the relay's in the open data (transport beside backend and kind).
  const exp = await (await fetch(`${url}/api/export.json?transport=relay&include_flagged=true`)).json();
  assert.equal(exp.rows.length, 1, JSON.stringify(exp).slice(0, 600));
  const row = Array.isArray(exp.rows[0]) ? Object.fromEntries(exp.columns.map((c, i) => [c, exp.rows[0][i]])) : exp.rows[0];
  assert.deepEqual([row.transport, row.kind, row.backend, row.task_id, row.verdict], ["relay", "c", "cpu", "l1_vector_add", "pass"], JSON.stringify(row));
  // Live state: the page polls the relay; the device is free again after its job, and lost (kept
  // in the list, struck through, with the time) once its server is killed.
  const live = (re) =>
    p.waitForFunction(([k, re]) => [...document.querySelectorAll("#remote-devices li")].some((li) => li.innerText.includes(k) && new RegExp(re).test(li.innerText)), [KEY, re], { timeout: 30_000 });
  await live(" — free$");
  process.kill(-children[1].pid, "SIGKILL");
  await live(" — lost since \\d");
  await p.locator("#remote-devices").screenshot({ path: path.join(SHOTS, "remote-live-390.png") });
  assert.deepEqual(errors, []);
  console.log(`remote job from the page: ${Date.now() - t0} ms (states seen: ${[...seen].join(", ")})`);
});
