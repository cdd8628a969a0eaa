//! The native evaluator is usable from tokio: `evaluate` over a `WgpuBackend` is a `Send` future,
//! spawned here on a multi-threaded runtime next to other evaluations.

use std::sync::Arc;

use ekb_eval::{EvalOptions, EvalTask, TaskSpec};
use ekb_gpu_test::GpuTest;
use wgsl_lib::evaluate;

mod common;
use common::{reference, GOOD, TASK};

fn assert_send<T: Send>(t: T) -> T {
    t
}

#[test]
fn evaluate_spawns_on_a_multi_threaded_tokio_runtime() {
    GpuTest::new("evaluate_spawns_on_a_multi_threaded_tokio_runtime").run(|ctx| {
        let backend = Arc::new(ctx.backend);
        let spec = Arc::new(TaskSpec::from_toml(TASK).expect("task"));
        let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).build().expect("runtime");
        let handles: Vec<_> = [GOOD.to_string(), GOOD.replace("p.alpha * x[g.x]", "x[g.x]")]
            .into_iter()
            .map(|source| {
                let (backend, spec) = (Arc::clone(&backend), Arc::clone(&spec));
                rt.spawn(assert_send(async move {
                    let task = EvalTask { spec: &spec, reference: Some(GOOD), cpu_reference: &reference };
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
