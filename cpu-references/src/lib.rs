//! # ekb-cpu-references — the web app's second wasm module
//!
//! Every task's CPU reference (the correctness oracle, `kernels::reference`) in a module of its
//! own: the app's first module (`kernels` without `cpu-references`) leaves them out, so the first
//! page loads less, and the pages that run tasks load this one beside the task files
//! (app/src/ui/suite.rs, public/boot.js; docs/APP.md "Size and first verdict"). The app calls
//! [`cpu_reference_js`] through `kernels::external`'s trampolines with a call's arrays
//! (`kernels::cpu_call`: one layout, both sides).

use kernels::cpu_call::{encode_outputs, CpuCall, CpuCallError};
use wasm_bindgen::prelude::wasm_bindgen;

/// Runs task `id`'s CPU reference on a call's arrays (`kernels::cpu_call`'s layout) and returns
/// its outputs as one array (`kernels::cpu_call::encode_outputs`).
///
/// # Errors
/// [`CpuCallError::UnknownTask`] for an id this build has no reference for (the modules come from
/// different suites); [`CpuCallError::Malformed`] for arrays that disagree.
pub fn run(id: &str, names: &str, values: &[f64], dtypes: &str, lens: &[u32], bytes: &[u8]) -> Result<Vec<f64>, CpuCallError> {
    let cpu = kernels::cpu_reference(id).ok_or_else(|| CpuCallError::UnknownTask(id.to_string()))?;
    let (shape, inputs) = CpuCall::decode(names, values, dtypes, lens, bytes)?;
    Ok(encode_outputs(&cpu(&shape, &inputs)))
}

/// [`run`] for JavaScript (`cpu_reference` of the module wasm-bindgen writes): the error as its
/// message.
///
/// # Errors
/// As [`run`], as text.
#[wasm_bindgen(js_name = cpu_reference)]
pub fn cpu_reference_js(id: &str, names: &str, values: &[f64], dtypes: &str, lens: &[u32], bytes: &[u8]) -> Result<Vec<f64>, String> {
    run(id, names, values, dtypes, lens, bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernels::cpu_call::decode_outputs;

    /// A call through the arrays gives what the reference gives directly, for a task of each
    /// level (inputs of several dtypes among them).
    #[test]
    fn a_call_through_the_arrays_is_the_reference() {
        for id in ["l1_vector_add", "l1_gemv_q4_0", "l2_viterbi_decode", "l3_vit_tiny_block"] {
            let task = kernels::get(id).expect("task");
            let shape = task.spec.resolve_shape(&task.spec.shapes.check[0]).expect("shape");
            let inputs = ekb_eval::data::generate_inputs(&task.spec, &shape, 7).expect("inputs");
            let c = CpuCall::encode(&shape, &inputs);
            let flat = run(id, &c.names, &c.values, &c.dtypes, &c.lens, &c.bytes).expect("runs");
            let direct = (task.cpu)(&shape, &inputs);
            let got = decode_outputs(&flat).expect("decodes");
            assert_eq!(got.len(), direct.len(), "{id}");
            for (g, d) in got.iter().zip(&direct) {
                assert!(g.iter().zip(d).all(|(a, b)| a.to_bits() == b.to_bits()) && g.len() == d.len(), "{id}");
            }
        }
    }

    #[test]
    fn an_unknown_task_or_malformed_arrays_are_errors() {
        assert_eq!(run("l9_nothing", "", &[], "", &[], &[]), Err(CpuCallError::UnknownTask("l9_nothing".into())));
        assert!(matches!(run("l1_vector_add", "N", &[], "", &[], &[]), Err(CpuCallError::Malformed(_))));
        assert!(cpu_reference_js("l9_nothing", "", &[], "", &[], &[]).unwrap_err().contains("l9_nothing"));
    }
}
