//! A launch that does not fit the device is blamed where it comes from: the task's default launch
//! (a candidate without a plan) and the task's own buffers are the task's fault — `runtime_error`
//! with `fault: task`, naming the task, the shape and the limit — while a launch plan the candidate
//! wrote stays its own (`contract_violation`).

use ekb_eval::domain::parse_shape;
use ekb_eval::{EvalOptions, EvalTask, TaskSpec};
use ekb_gpu_test::GpuTest;
use ekb_wire::report::Fault;
use ekb_wire::{SampleReport, Verdict};
use wgsl_lib::evaluate;

mod common;
use common::{reference, GOOD, TASK};

fn check_at(b: &backend_wgpu::WgpuBackend, src: &str, shape: &str) -> SampleReport {
    let spec = TaskSpec::from_toml(TASK).expect("task");
    let task = EvalTask { spec: &spec, reference: Some(GOOD), cpu_reference: &reference };
    let opts =
        EvalOptions { time: false, check_seeds: 1, check_shapes: Some(vec![parse_shape(shape).expect("shape")]), ..EvalOptions::default() };
    pollster::block_on(evaluate(b, &task, src, &opts))
}

#[test]
fn the_task_default_launch_over_the_limit_is_the_task_fault() {
    GpuTest::new("the_task_default_launch_over_the_limit_is_the_task_fault").run(|ctx| {
        // 65,536 workgroups of 64 invocations: one over the limit in x.
        let shape = "N=4194304";
        let r = check_at(&ctx.backend, GOOD, shape);
        assert_eq!(r.verdict.kind(), "runtime_error", "{}", r.message);
        assert_eq!(r.fault, Some(Fault::Task), "{}", r.message);
        for part in ["task definition: the default launch of `t_scale`", "N=4194304", "65536 workgroups", "65535", "not the kernel"] {
            assert!(r.message.contains(part), "`{part}` missing: {}", r.message);
        }
        // The same launch written as the candidate's own plan is the candidate's.
        let planned = format!("// @plan\n// pass main threads(N, 1, 1)\n// @end\n{GOOD}");
        let r = check_at(&ctx.backend, &planned, shape);
        assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
        assert_eq!(r.fault, None);
        // A plan that fits runs: the limit is the default launch's, not the shape's.
        let strided = "// @plan
// pass main dispatch(min(ceil_div(N, 64), 65535), 1, 1)
// @end
struct P { N: u32, alpha: f32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
    for (var i = g.x; i < p.N; i += n.x * 64u) { y[i] = p.alpha * x[i]; }
}";
        let r = check_at(&ctx.backend, strided, shape);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

#[test]
fn task_buffers_over_the_binding_limit_are_the_task_fault() {
    GpuTest::new("task_buffers_over_the_binding_limit_are_the_task_fault").run(|ctx| {
        // 2²⁵ + 1 f32 elements: 4 bytes over 128 MiB; refused before anything is allocated.
        let r = check_at(&ctx.backend, GOOD, "N=33554433");
        assert_eq!((r.verdict.kind(), r.fault), ("runtime_error", Some(Fault::Task)), "{}", r.message);
        assert!(r.message.starts_with("task definition: buffer `x` would be 134217732 bytes"), "{}", r.message);
    });
}
