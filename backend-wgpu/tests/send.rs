//! The native evaluator is usable from tokio: `evaluate` over a `WgpuBackend` is a `Send` future,
//! spawned here on a multi-threaded runtime next to other evaluations.

use std::sync::Arc;

use ekb_gpu_test::GpuTest;
use wgsl_lib::data::HostBuffer;
use wgsl_lib::task::Shape;
use wgsl_lib::{evaluate, EvalOptions, EvalTask, TaskSpec};

const TASK: &str = r#"
id = "t_neg"
level = 1
domain = "signal"
title = "negate"
description = "y[i] = -x[i]"
[[params]]
name = "N"
[[inputs]]
name = "x"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["N"]
[cost]
flops = "N"
bytes = "8 * N"
[launch]
threads = ["N", 1, 1]
[shapes]
timed = { N = 65536 }
ci = { N = 4096 }
check = [{ N = 1 }, { N = 1000 }]
"#;

const GOOD: &str = "struct P { N: u32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < p.N) { y[g.x] = -x[g.x]; }
}";

fn reference(_: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![x[0].f32().iter().map(|v| -f64::from(*v)).collect()]
}

fn assert_send<T: Send>(t: T) -> T {
    t
}

#[test]
fn evaluate_spawns_on_a_multi_threaded_tokio_runtime() {
    GpuTest::new("evaluate_spawns_on_a_multi_threaded_tokio_runtime").run(|ctx| {
        let backend = Arc::new(ctx.backend);
        let spec = Arc::new(TaskSpec::from_toml(TASK).expect("task"));
        let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).build().expect("runtime");
        let handles: Vec<_> = [GOOD.to_string(), GOOD.replace("-x[g.x]", "x[g.x]")]
            .into_iter()
            .map(|source| {
                let (backend, spec) = (Arc::clone(&backend), Arc::clone(&spec));
                rt.spawn(assert_send(async move {
                    let task = EvalTask { spec: &spec, reference_wgsl: GOOD, cpu_reference: &reference };
                    let opts = EvalOptions { time: false, ..Default::default() };
                    evaluate(&*backend, &task, &source, &opts).await
                }))
            })
            .collect();
        let reports: Vec<_> = handles.into_iter().map(|h| rt.block_on(h).expect("the task ran")).collect();
        assert!(reports[0].verdict.is_pass(), "{}", reports[0].message);
        assert_eq!(reports[1].verdict.kind(), "mismatch", "{}", reports[1].message);
    });
}
