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

// The pages that run tasks need the CPU references: their download starts here, beside the app's
// module (public/prefetch.js starts the task files').
if (/^\/(task\/|run$|remote$)/.test(location.pathname)) {
  EkbCpuReferences.load().catch(() => {});
}

init({ module_or_path: "/app_bg.wasm" }).catch((e) => {
  document.body.textContent = "EdgeKernelBench failed to start: " + e;
});
