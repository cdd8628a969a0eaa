//! wgsl-lib's evaluation compiled to wasm32 and run in a real browser (headless Chromium with
//! WebGPU, via `wasm-bindgen-test-runner` and chromedriver; `scripts/test-browser.sh`): a Pass, a
//! Mismatch and the other verdicts, the same as native for the same kernels — each example
//! candidate's `// expect:` header is what `cli/tests/cli.rs` asserts natively.
#![cfg(target_arch = "wasm32")]

use backend_wgpu::WgpuOptions;
use ekb_eval::{Backend, EvalOptions};
use ekb_gpu_test::GpuTest;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use wgsl_lib::evaluate;

wasm_bindgen_test_configure!(run_in_browser);

const CANDIDATES: &[&str] = &[
    include_str!("../../examples/candidates/gemm-tile4x4.wgsl"),
    include_str!("../../examples/candidates/gemm-swapped-index.wgsl"),
    include_str!("../../examples/candidates/histogram-race.wgsl"),
    include_str!("../../examples/candidates/vector-add-syntax.wgsl"),
    include_str!("../../examples/candidates/vector-add-i32-input.wgsl"),
    include_str!("../../examples/candidates/argmax-hardcoded.wgsl"),
];

fn header<'a>(src: &'a str, key: &str) -> &'a str {
    let prefix = format!("// {key}:");
    src.lines().find_map(|l| l.strip_prefix(&prefix)).map(str::trim).unwrap_or_else(|| panic!("missing // {key}: header"))
}

/// The harness's test for the browser: its WebGPU adapter, a backend named `browser test`.
fn gpu_test(name: &str) -> GpuTest {
    GpuTest::new(name).options(WgpuOptions { runtime: "browser test".into(), ..WgpuOptions::default() })
}

#[wasm_bindgen_test]
async fn verdicts_in_the_browser_match_native() {
    gpu_test("verdicts_in_the_browser_match_native")
        .run_async(|ctx| async move {
            let b = ctx.backend;
            assert_eq!(b.device().backend, "browserwebgpu");
            for src in CANDIDATES {
                let task = kernels::get(header(src, "task")).expect("task");
                let opts = EvalOptions { time: false, seed: 3, ..EvalOptions::default() };
                let r = evaluate(&b, &task.eval_task(), src, &opts).await;
                assert_eq!(r.verdict.kind(), header(src, "expect"), "{}: {}", header(src, "sample"), r.message);
            }
        })
        .await;
}

#[wasm_bindgen_test]
async fn a_pass_is_timed_in_the_browser() {
    gpu_test("a_pass_is_timed_in_the_browser")
        .run_async(|ctx| async move {
            let b = ctx.backend;
            let task = kernels::get("l1_vector_add").expect("task");
            let opts = EvalOptions {
                seed: 5,
                timing: ekb_eval::timing::TimingConfig { samples: 3, ..Default::default() },
                ..EvalOptions::default()
            };
            let r = evaluate(&b, &task.eval_task(), task.reference_wgsl, &opts).await;
            assert!(r.verdict.is_pass(), "{}", r.message);
            let t = r.timing.expect("timed");
            assert!(t.candidate_ms > 0.0 && t.resolution_ns > 0.0, "{t:?}");
        })
        .await;
}
