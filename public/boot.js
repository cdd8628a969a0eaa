// Loads the WebAssembly app (wasm-bindgen --target web output) without inline scripts (CSP).
import init from "/app.js";
init({ module_or_path: "/app_bg.wasm" }).catch((e) => {
  document.body.textContent = "EdgeKernelBench failed to start: " + e;
});
