//! Every task's reference kernel passes the evaluator on the real adapter (lavapipe in CI) under
//! the `ci` profile and fits the WebGPU default limits — the suite's ceiling — at every shape,
//! the timed one included (grid per dimension, buffer sizes), so it runs on phones.

use ekb_gpu_test::GpuTest;
use wgsl_lib::device::DeviceLimits;
use wgsl_lib::prepare::prepare;
use wgsl_lib::{evaluate, Backend, EvalOptions, Profile};

#[test]
fn every_reference_passes_within_default_limits() {
    GpuTest::new("every_reference_passes_within_default_limits").run(|ctx| {
        let backend = ctx.backend;
        let limits = DeviceLimits::webgpu_default();
        let mut failures = Vec::new();
        for task in kernels::all() {
            let spec = &task.spec;
            // Contract against the WebGPU defaults regardless of the adapter's own limits.
            let mut device = backend.device().clone();
            device.limits = limits.clone();
            let prepared = match prepare(spec, task.reference_wgsl, &device) {
                Ok(p) => p,
                Err(r) => {
                    failures.push(format!(
                        "{}: {:?} {:?}",
                        spec.id,
                        r.verdict,
                        r.diagnostics.iter().map(|d| d.one_line()).collect::<Vec<_>>()
                    ));
                    continue;
                }
            };
            let shapes = [spec.timed_shape(Profile::Full), spec.timed_shape(Profile::Ci)]
                .into_iter()
                .chain(spec.check_shapes().expect("shapes").into_iter().map(Ok));
            for shape in shapes {
                let shape = shape.expect("shape");
                if let Err(d) = prepared.launch(&shape, limits.max_compute_workgroups_per_dimension) {
                    failures.push(format!("{} at {}: {}", spec.id, shape.label(), d.message));
                }
                let scratch = prepared.scratch_bytes(&shape, u64::MAX).expect("scratch sizes");
                let io = (0..spec.inputs.len())
                    .map(|i| spec.input_len(i, &shape).expect("len") * spec.inputs[i].dtype.size_bytes())
                    .chain((0..spec.outputs.len()).map(|i| spec.output_len(i, &shape).expect("len") * spec.outputs[i].dtype.size_bytes()))
                    .map(|b| b as u64);
                if let Some(big) = io.chain(scratch).find(|&b| b > limits.max_storage_buffer_binding_size) {
                    failures.push(format!(
                        "{} at {}: a {big}-byte buffer exceeds the {}-byte binding limit",
                        spec.id,
                        shape.label(),
                        limits.max_storage_buffer_binding_size
                    ));
                }
            }
            let opts = EvalOptions { profile: Profile::Ci, seed: 11, time: false, ..Default::default() };
            let r = pollster::block_on(evaluate(&backend, &task.eval_task(), task.reference_wgsl, &opts));
            if !r.verdict.is_pass() {
                failures.push(format!("{}: {} — {}", spec.id, r.verdict.kind(), r.message));
            }
        }
        assert!(failures.is_empty(), "references that fail:\n{}", failures.join("\n"));
    });
}
