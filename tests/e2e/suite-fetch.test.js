// The web app's task suite comes from the server, not the wasm (docs/APP.md, "Size and first
// verdict"), in headless Chromium against `ekb serve`:
//
// 1. The landing page and the task list show the suite's size and every task without fetching the
//    suite's files (`/api/suite/files/…`): they read the index the wasm carries.
// 2. A task page fetches them once, by the hash the app was built with, and passes the reference
//    kernel; a client-side move to the Run page fetches nothing more. Loaded directly, a task page
//    downloads them once: `prefetch.js` starts the download beside the module's, and the app's own
//    request is served by the HTTP cache.
// 3. A failed fetch and a document that is not the app's suite (one byte changed) each give the page
//    a clear message instead of the editor, never a page error.
// 4. The CPU references come in a second module (`/cpu_references_bg.wasm`, `ekb-cpu-references`),
//    loaded like the task files: not by the landing page or the task list, once by a task page
//    (beside the app's module when loaded directly); a refused module is said on the page, and a
//    call that fails in it (a module of another build) makes the verdict runtime_error "not a
//    verdict on this kernel", never a mismatch.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./chromium.js";
import { startServer } from "./server.js";

const FILES = /\/api\/suite\/files\//;
const REFERENCES = /\/cpu_references(_bg\.wasm|\.js)$/;
let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/** A page in a fresh context, its page errors and its requests for the suite's files recorded. */
async function page() {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  const errors = [];
  const fetched = [];
  const references = [];
  p.on("pageerror", (e) => errors.push(e.message));
  p.on("request", (r) => FILES.test(r.url()) && fetched.push(r.url()));
  p.on("request", (r) => REFERENCES.test(new URL(r.url()).pathname) && references.push(new URL(r.url()).pathname));
  return { ctx, p, errors, fetched, references };
}

test("the landing page and the task list fetch no task files; a task page fetches them once", async () => {
  const { ctx, p, errors, fetched, references } = await page();
  await p.goto(server.url + "/");
  await p.locator("#lb-counts").waitFor({ timeout: 60_000 });
  const tasks = (await (await fetch(server.url + "/api/suite")).json()).tasks;
  assert.match(await p.locator("#landing-what").innerText(), new RegExp(`\\(${tasks} tasks\\)`));
  await p.locator("#go-kernel").click();
  await p.locator("table.results tbody tr").first().waitFor();
  assert.equal(await p.locator("table.results tbody tr").count(), tasks, "every task listed");
  assert.deepEqual(fetched, [], "no suite files for the landing page and the task list");
  assert.deepEqual(references, [], "no CPU references for the landing page and the task list");

  await p.locator("a", { hasText: /^l1_vector_add$/ }).click();
  await p.locator("#run").waitFor({ timeout: 60_000 });
  assert.equal(fetched.length, 1, `one fetch: ${fetched}`);
  assert.deepEqual(references.sort(), ["/cpu_references.js", "/cpu_references_bg.wasm"], "the CPU references' module, once");
  await p.locator("#run").click();
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  assert.match(await badge.innerText(), /pass/i);
  await p.locator("nav a", { hasText: /^Run$/ }).click();
  await p.locator("#suite-loading").waitFor({ state: "detached" });
  assert.equal(fetched.length, 1, "the Run page uses the installed suite");
  assert.equal(references.length, 2, "and the loaded CPU references");
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("a task page loaded directly downloads the task files once, beside the module", async () => {
  const { ctx, p, errors } = await page();
  await p.goto(server.url + "/task/l1_vector_add");
  await p.locator("#run").waitFor({ timeout: 60_000 });
  const files = (await (await fetch(server.url + "/api/suite")).json()).files;
  const entries = await p.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => ({ path: new URL(e.name).pathname, bytes: e.transferSize, start: e.startTime, end: e.responseEnd })),
  );
  const suite = entries.filter((e) => FILES.test(e.path));
  assert.ok(suite.length >= 1 && suite.every((e) => e.path === `/api/suite/files/${files}`), JSON.stringify(suite));
  assert.equal(suite.filter((e) => e.bytes > 0).length, 1, `downloaded once: ${JSON.stringify(suite)}`);
  const wasm = entries.find((e) => e.path === "/app_bg.wasm");
  assert.ok(suite[0].start < wasm.end, `started before the module had arrived: ${JSON.stringify([suite[0], wasm])}`);
  const refs = entries.filter((e) => e.path === "/cpu_references_bg.wasm");
  assert.equal(refs.filter((e) => e.bytes > 0).length, 1, `the CPU references downloaded once: ${JSON.stringify(refs)}`);
  // boot.js asks for the references' module before it starts the app's.
  const refsJs = entries.find((e) => e.path === "/cpu_references.js");
  assert.ok(refsJs.start <= wasm.start, `the CPU references asked for before the app's module: ${JSON.stringify([refsJs, wasm])}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test("a failed fetch, another suite's bytes or a refused CPU references module are said on the page, never a panic", async () => {
  for (const [how, handler, message, what = FILES] of [
    ["refused", (route) => route.abort("connectionrefused"), /Could not load the task suite from the server/],
    ["references refused", (route) => route.abort("connectionrefused"), /Could not load the CPU references \(\/cpu_references\.js, \/cpu_references_bg\.wasm\)/, /\/cpu_references_bg\.wasm$/],
    [
      "changed",
      async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace("workgroup", "workgroop");
        await route.fulfill({ response: res, body });
      },
      /task suite cannot be used: the task suite's SHA-256 is [0-9a-f]{64}, not this app's/,
    ],
  ]) {
    const { ctx, p, errors } = await page();
    await ctx.route(what, handler);
    await p.goto(server.url + "/task/l1_vector_add");
    await p.locator("#suite-error").waitFor({ timeout: 60_000 });
    assert.match(await p.locator("#suite-error").innerText(), message, how);
    assert.equal(await p.locator("#run").count(), 0, `${how}: no editor without the suite`);
    assert.deepEqual(errors, [], how);
    await ctx.close();
  }
});

test("a CPU reference that fails in its module is runtime_error 'not a verdict on this kernel', never a mismatch", async () => {
  // A module of another build: it loads, but every call into it throws.
  const { ctx, p, errors } = await page();
  await ctx.route(/\/cpu_references\.js$/, async (route) => {
    const res = await route.fetch();
    const text = await res.text();
    const body = text.replace(
      "export function cpu_reference(",
      'export function cpu_reference() { throw new Error("built from another suite"); }\nfunction cpu_reference_of_this_build(',
    );
    assert.notEqual(body, text, "the module's export was found");
    await route.fulfill({ response: res, body });
  });
  await p.goto(server.url + "/task/l1_vector_add");
  await p.locator("#run").click();
  const badge = p.locator("#verdict .badge");
  await badge.waitFor({ timeout: 120_000 });
  const text = await p.locator("#verdict").innerText();
  assert.equal(await badge.innerText(), "runtime_error", text);
  assert.match(text, /not a verdict on this kernel: .*built from another suite/s, text);
  assert.doesNotMatch(text, /mismatch/, text);
  assert.deepEqual(errors, []);
  await ctx.close();
});
