//! The CPU references, from the app's second wasm module (`ekb-cpu-references`, built beside
//! `app_bg.wasm` by scripts/build-app.sh): this module carries none, so the first page loads less
//! (docs/APP.md "Size and first verdict"). [`start`] imports the module once, through
//! `EkbCpuReferences.load` of public/boot.js (a same-origin dynamic import: the CSP allows no
//! inline script), and [`finish`] installs [`call`] as every task's CPU reference (`kernels::external`);
//! the pages that run tasks call it with the task files ([`super::suite`]). A build whose
//! `kernels` has the references itself (a `cargo clippy` of the whole workspace) skips all this.

use std::cell::RefCell;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use js_sys::Promise;
use kernels::cpu_call::{decode_outputs, CpuCall};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The module wasm-bindgen wrote for `ekb-cpu-references`, started.
    type CpuReferences;

    /// Imports and starts `/cpu_references.js` once (public/boot.js); the same promise after.
    #[wasm_bindgen(js_namespace = EkbCpuReferences, js_name = load)]
    fn load_module() -> Promise;

    /// `ekb_cpu_references::cpu_reference_js`: the outputs of a call (`kernels::cpu_call`).
    #[wasm_bindgen(method, catch, js_name = cpu_reference)]
    fn cpu_reference(
        this: &CpuReferences,
        id: &str,
        names: &str,
        values: &[f64],
        dtypes: &str,
        lens: &[u32],
        bytes: &[u8],
    ) -> Result<Vec<f64>, JsValue>;
}

thread_local! {
    static MODULE: RefCell<Option<CpuReferences>> = const { RefCell::new(None) };
    /// Why the last call gave no outputs, until [`take_failure`] reads it.
    static FAILURE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Why a CPU reference call since the last look gave no outputs (the module failed, not the
/// kernel): the evaluation's caller puts it in the report ([`super::gpu`]).
pub(crate) fn take_failure() -> Option<String> {
    FAILURE.with(|f| f.borrow_mut().take())
}

/// Starts loading the module (before the task files are fetched, so both downloads overlap);
/// `None` when this build needs none or it is loaded already.
pub(crate) fn start() -> Option<Promise> {
    let loaded = MODULE.with(|m| m.borrow().is_some());
    (!kernels::HAS_CPU_REFERENCES && !loaded).then(load_module)
}

/// Waits for the module [`start`] began and installs it as the tasks' CPU references.
///
/// # Errors
/// The reason, in words, when the module cannot be fetched or started.
pub(crate) async fn finish(started: Option<Promise>) -> Result<(), String> {
    let Some(promise) = started else { return Ok(()) };
    let module = JsFuture::from(promise)
        .await
        .map_err(|e| format!("Could not load the CPU references (/cpu_references.js, /cpu_references_bg.wasm): {}", describe(&e)))?;
    MODULE.with(|m| *m.borrow_mut() = Some(module.unchecked_into()));
    kernels::external::set_external_cpu(call);
    Ok(())
}

/// Every task's CPU reference in this build: the second module's, through the call's arrays. No
/// outputs (the evaluator stops with "CPU reference returned no output") when it fails; the reason
/// is kept for [`take_failure`] and goes to the browser's console.
fn call(id: &str, shape: &Shape, inputs: &[HostBuffer]) -> Vec<Vec<f64>> {
    let c = CpuCall::encode(shape, inputs);
    let flat = MODULE.with(|m| {
        m.borrow().as_ref().map(|m| m.cpu_reference(id, &c.names, &c.values, &c.dtypes, &c.lens, &c.bytes).map_err(|e| describe(&e)))
    });
    let outputs = match flat {
        Some(Ok(flat)) => decode_outputs(&flat).map_err(|e| e.to_string()),
        Some(Err(e)) => Err(e),
        None => Err("the module is not loaded".to_string()),
    };
    outputs.unwrap_or_else(|e| {
        let why = format!("the CPU reference of {id} failed in /cpu_references_bg.wasm: {e}");
        web_sys::console::error_1(&why.clone().into());
        FAILURE.with(|f| *f.borrow_mut() = Some(why));
        Vec::new()
    })
}

/// A thrown value as text (an `Error`'s message, else its string form).
fn describe(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).or_else(|| e.as_string()).unwrap_or_else(|| format!("{e:?}"))
}
