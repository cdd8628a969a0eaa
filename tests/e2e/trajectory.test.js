// The trajectory viewer (/trajectory) end to end in headless Chromium against `ekb serve`: a
// trajectory JSONL loaded from a file and pasted, its steps, diffs and chart, a malformed file's
// error naming the line, the best kernel opened in the task editor (not run until Run), at 1280
// and 390 px. The fixture tests/e2e/fixtures/trajectory-hand-written.jsonl is written by hand for
// these tests (its model is `hand-written-fixture`): its numbers are plumbing, not results.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { launch } from "./chromium.js";
import { editorText } from "./editor.js";
import { startServer, ROOT } from "./server.js";
import { startStepReplay } from "./step-replay.js";
import { execFile } from "node:child_process";
import os from "node:os";

const SHOTS = path.join(ROOT, "target/e2e");
const FIXTURE = path.join(ROOT, "tests/e2e/fixtures/trajectory-hand-written.jsonl");
let server, browser;

before(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

async function page(width = 1280) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  return { p, errors };
}

// The viewer's checks on the hand-written fixture, whichever way it was loaded.
async function checkFixtureShown(p) {
  const summary = await p.locator("#trajectory-summary").innerText();
  assert.match(summary, /l1_vector_add · wgsl · leka · model hand-written-fixture · 5 steps · stopped: layers_done/);
  const steps = p.locator("#trajectory-steps .step");
  assert.equal(await steps.count(), 5);
  const head = async (i) => (await steps.nth(i).locator(".step-head").innerText()).replace(/\s+/g, " ");
  assert.match(await head(0), /#0 correctness pass 1\.00× \(≥ 0\.97×\) ✓ new best/);
  assert.match(await head(1), /#1 scheduling \(plan only\) pass 1\.84× \(≥ 1\.71×\) ✓ new best/);
  assert.match(await head(2), /#2 scheduling \(plan only\) rejected — not kept/);
  assert.match(await head(3), /#3 memory mismatch — not kept/);
  assert.match(await head(4), /#4 memory no_kernel — not kept/);
  assert.match(await steps.nth(1).locator("ul.changes").innerText(), /workgroup_size: pass "main": workgroup_size 64 → 256/);
  assert.match(await steps.nth(2).locator(".reason").innerText(), /plan-only step changed more than the plan/);
  // Step 1 against step 0: exactly the comment, the workgroup size and the stride changed.
  const d1 = steps.nth(1).locator("pre.diff");
  assert.match(await steps.nth(1).locator("details.diff summary").innerText(), /Diff against step #0: \+3 −3 lines/);
  assert.deepEqual(
    (await d1.locator(".d-del").allInnerTexts()).map((t) => t.replace(/^\d+\s*/, "")),
    ["- // Reference: a grid-stride loop, 64 invocations per workgroup.", "- @compute @workgroup_size(64)", "-     let stride = nwg.x * 64u;"],
  );
  assert.deepEqual(
    (await d1.locator(".d-add").allInnerTexts()).map((t) => t.replace(/^\d+\s*/, "")),
    ["+ // Step 1: 256 invocations per workgroup.", "+ @compute @workgroup_size(256)", "+     let stride = nwg.x * 256u;"],
  );
  // Step 2 dropped the loop and its bounds check: removed lines include it, with their old line numbers.
  const del2 = await steps.nth(2).locator("pre.diff .d-del").allInnerTexts();
  assert.ok(del2.some((t) => /^12\s*- {5}for \(var i = gid\.x; i < p\.N; i \+= stride\) \{$/.test(t)), JSON.stringify(del2));
  // No kernel in step 4: no diff.
  assert.equal(await steps.nth(4).locator("pre.diff").count(), 0);
  // Two timed steps, two bars.
  assert.equal(await p.locator("#trajectory-chart svg rect.bar").count(), 2);
  assert.match(await p.locator("#best-kernel h2").innerText(), /Best kernel \(step #1\)/);
}

test("a trajectory file shows its steps, diffs and chart; the best kernel opens in the editor and runs only on Run", async () => {
  const t0 = Date.now();
  const { p, errors } = await page();
  await p.goto(server.url + "/trajectory");
  await p.locator("#trajectory-file").setInputFiles(FIXTURE);
  await p.locator("#trajectory-summary").waitFor({ timeout: 60_000 });
  await checkFixtureShown(p);
  await p.screenshot({ path: path.join(SHOTS, "trajectory-1280.png"), fullPage: true });

  await p.locator("#open-best").click();
  await p.waitForURL(/\/task\/l1_vector_add\?src=/);
  const editor = await editorText(p, "#editor");
  const best = fs.readFileSync(FIXTURE, "utf8").trim().split("\n").map((l) => JSON.parse(l)).at(-1).best_kernel;
  assert.equal(editor, best);
  assert.match(await p.locator("section").innerText(), /came from a shared link\. It has not run/);
  assert.equal(await p.locator("#verdict .badge").count(), 0, "a kernel from the viewer never runs by itself");
  await p.locator("#run").click();
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  assert.equal(await badge.innerText(), "pass", await p.locator("#verdict").innerText());
  assert.deepEqual(errors, []);
  console.log(`trajectory file → editor → pass: ${Date.now() - t0} ms`);
});

test("a pasted trajectory at 390 px fits the width; a malformed one names its line", async () => {
  const { p, errors } = await page(390);
  await p.goto(server.url + "/trajectory");
  const text = fs.readFileSync(FIXTURE, "utf8");
  await p.locator("#trajectory-paste").fill(text);
  await p.locator("#trajectory-load").click();
  await p.locator("#trajectory-summary").waitFor({ timeout: 60_000 });
  await checkFixtureShown(p);
  const [scroll, client] = await p.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(scroll <= client, `the page scrolls sideways at 390 px: ${scroll} > ${client}`);
  await p.screenshot({ path: path.join(SHOTS, "trajectory-390.png"), fullPage: true });

  // A step line cut in half: line 3 is not JSON; a step before the header is out of order.
  const lines = text.trim().split("\n");
  await p.locator("#trajectory-paste").fill([lines[0], lines[1], lines[2].slice(0, 40)].join("\n"));
  await p.locator("#trajectory-load").click();
  assert.match(await p.locator("#trajectory-error").innerText(), /^pasted text: line 3: /);
  assert.equal(await p.locator("#trajectory-summary").count(), 0);
  await p.locator("#trajectory-paste").fill([lines[1], lines[0]].join("\n"));
  await p.locator("#trajectory-load").click();
  assert.match(await p.locator("#trajectory-error").innerText(), /line 1: the first line must be the header/);
  assert.deepEqual(errors, []);
});

// A real trajectory: `ekb agent` (LEKA) run here against the step replay of the agent tests'
// hand-written fixtures (the same arguments as cli/tests/agent.rs), its evaluator real (ekb worker on
// this machine's adapter), the file it writes opened in the viewer.
test("a trajectory written by ekb agent opens in the viewer with its layers, verdicts and best kernel", async () => {
  const t0 = Date.now();
  const replay = await startStepReplay();
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ekb-traj-e2e-")), "leka.jsonl");
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const args = ["agent", "--task", "l1_vector_add", "--endpoint", replay.endpoint, "--model", "fixture-leka", "--no-cache",
    "--max-calls", "5", "--steps-per-layer", "2", "--plan-only-steps", "2", "--seed", "7", "--trajectory", out];
  const env = { ...process.env, NODEVICE_SELECT: "1", LP_NUM_THREADS: "1" };
  await new Promise((resolve, reject) =>
    execFile(bin, args, { cwd: ROOT, env, timeout: 100_000 }, (e, stdout, stderr) => (e ? reject(new Error(`${e.message}\n${stdout}\n${stderr}`)) : resolve())),
  ).finally(() => replay.stop());
  const lines = fs.readFileSync(out, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const steps = lines.filter((l) => l.type === "step");
  console.log(`ekb agent wrote ${steps.length} steps in ${Date.now() - t0} ms`);

  const { p, errors } = await page(390);
  await p.goto(server.url + "/trajectory");
  await p.locator("#trajectory-file").setInputFiles(out);
  await p.locator("#trajectory-summary").waitFor({ timeout: 60_000 });
  assert.match(await p.locator("#trajectory-summary").innerText(), /l1_vector_add · wgsl · leka · model fixture-leka · 5 steps · stopped: /);
  const cards = p.locator("#trajectory-steps .step");
  assert.equal(await cards.count(), steps.length);
  for (const [i, s] of steps.entries()) {
    const head = (await cards.nth(i).locator(".step-head").innerText()).replace(/\s+/g, " ");
    assert.ok(head.startsWith(`#${s.index} ${s.layer}${s.plan_only ? " (plan only)" : ""}`), head);
    assert.equal(await cards.nth(i).locator(".step-head .badge").innerText(), s.verdict);
    if (s.speedup !== undefined) assert.ok(head.includes(`${s.speedup.toFixed(2)}×`), head);
    assert.ok(head.includes(s.accepted ? "✓ new best" : "not kept"), head);
    for (const c of s.changes ?? []) assert.match(await cards.nth(i).locator("ul.changes").innerText(), new RegExp(c.area));
  }
  // The verdicts cli/tests/agent.rs expects of this run, here as the viewer shows them.
  assert.deepEqual(await cards.locator(".step-head .badge").allInnerTexts(), ["pass", "mismatch", "no_kernel", "rejected", "pass"]);
  assert.ok((await cards.nth(1).locator("pre.diff .d-add").count()) > 0, "the wrong kernel's diff against the first");
  assert.equal(await p.locator("#trajectory-chart svg rect.bar").count(), steps.filter((s) => s.speedup !== undefined).length);
  await p.screenshot({ path: path.join(SHOTS, "trajectory-agent-390.png"), fullPage: true });
  const best = lines.at(-1).best_kernel;
  await p.locator("#open-best").click();
  await p.waitForURL(/\/task\/l1_vector_add\?src=/);
  assert.equal(await editorText(p, "#editor"), best);
  assert.deepEqual(errors, []);
});
