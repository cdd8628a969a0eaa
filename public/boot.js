// Loads the WebAssembly app (wasm-bindgen --target web output) without inline scripts (CSP).
import init from "/app.js";

// The CPU references' module (wasm-bindgen output of `ekb-cpu-references`, docs/APP.md "Size and
// first verdict"): the app's own module carries none; the pages that run tasks load this one with
// the task files, through `EkbCpuReferences.load` (app/src/ui/cpu_references.rs). Once per page:
// the same promise after the first call, unless that one failed.
let cpuReferences = null;
globalThis.EkbCpuReferences = {
  load() {
    cpuReferences ??= import("/cpu_references.js").then(async (m) => {
      await m.default({ module_or_path: "/cpu_references_bg.wasm" });
      return m;
    });
    // A failed load is tried again on the next call (the page says why meanwhile).
    cpuReferences.catch(() => {
      cpuReferences = null;
    });
    return cpuReferences;
  },
};

// The task files (`GET /api/suite/files/{hash}`, docs/APP.md "Size and first verdict"): the task, Run
// and Remote devices pages need them, so their download starts here, beside the module's, instead of
// after the module has started; the app's own request (app/src/ui/suite.rs) then finds them in the
// HTTP cache (the address names its content: immutable). Other pages fetch nothing. A failure here
// is the app's to report, on its own request.
if (/^\/(task\/|run$|remote$)/.test(location.pathname)) {
  fetch("/api/suite")
    .then((r) => r.json())
    .then((s) => fetch(`/api/suite/files/${s.files}`))
    .then((r) => r.arrayBuffer())
    .catch(() => {});
  EkbCpuReferences.load().catch(() => {});
}

init({ module_or_path: "/app_bg.wasm" }).catch((e) => {
  document.body.textContent = "EdgeKernelBench failed to start: " + e;
});
