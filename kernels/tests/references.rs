//! Every task's reference kernel passes the evaluator on the real adapter (lavapipe in CI) under
//! the `ci` profile and within the WebGPU default limits — the suite's ceiling.

use wgsl_lib::device::DeviceLimits;
use wgsl_lib::prepare::prepare;
use wgsl_lib::{evaluate, EvalOptions, Profile, WgpuBackend, WgpuOptions};

#[test]
fn every_reference_passes_within_default_limits() {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
    let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions::default()))
        .expect("an adapter (install mesa-vulkan-drivers)");
    let backend = pollster::block_on(WgpuBackend::new(&adapter, &WgpuOptions::default())).expect("a device");
    let mut failures = Vec::new();
    for task in kernels::all() {
        // Contract against the WebGPU defaults regardless of the adapter's own limits.
        let mut device = wgsl_lib::Backend::device(&backend).clone();
        device.limits = DeviceLimits::webgpu_default();
        if let Err(r) = prepare(&task.spec, task.reference_wgsl, &device) {
            failures.push(format!(
                "{}: {:?} {:?}",
                task.spec.id,
                r.verdict,
                r.diagnostics.iter().map(|d| d.one_line()).collect::<Vec<_>>()
            ));
            continue;
        }
        let opts = EvalOptions { profile: Profile::Ci, seed: 11, time: false, ..Default::default() };
        let r = pollster::block_on(evaluate(&backend, &task.eval_task(), task.reference_wgsl, &opts));
        if !r.verdict.is_pass() {
            failures.push(format!("{}: {} — {}", task.spec.id, r.verdict.kind(), r.message));
        }
    }
    assert!(failures.is_empty(), "references that fail:\n{}", failures.join("\n"));
}
