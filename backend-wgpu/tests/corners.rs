//! Corners in an evaluation (`EvalOptions::corners`): every param reaches its domain maximum in
//! some checked shape, so a kernel that ignores everything past the sizes the fixed checks use
//! fails, and the failure says how to rerun exactly that shape.

mod common;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use ekb_eval::{EvalOptions, EvalTask, TaskSpec};
use ekb_gpu_test::GpuTest;
use ekb_wire::{SampleReport, Verdict};
use wgsl_lib::evaluate;

/// Row sums, one workgroup per row (64 invocations, a tree in workgroup memory), C up to 2²⁰.
const TASK: &str = r#"
id = "t_row_sum_wg"
level = 1
domain = "signal"
title = "row sum"
description = "y[r] = sum over c of X[r, c]"
constraints = ["R * C <= 4194304"]
[[params]]
name = "R"
domain = { min = 1, max = 4096 }
[[params]]
name = "C"
domain = { min = 1, max = 1048576 }
[[inputs]]
name = "X"
dtype = "f32"
shape = ["R", "C"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["R"]
[tolerance]
atol = 1e-2
rtol = 1e-3
why = "f32 sums of up to 2^20 terms of magnitude ≤ 1 in 64 strided partial sums, then a tree"
[cost]
flops = "R * C"
bytes = "4 * R * C"
[launch]
threads = ["64 * R", 1, 1]
[shapes]
timed = { R = 16, C = 1000 }
ci = { R = 16, C = 1000 }
check = [{ R = 1, C = 1 }, { R = 5, C = 333 }, { R = 3, C = 4000 }]
"#;

/// The kernel, each invocation summing its stride of the row up to `limit` (an expression in
/// `p.C`): `p.C` for the correct kernel.
fn kernel(limit: &str) -> String {
    format!(
        "struct P {{ R: u32, C: u32 }}
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
var<workgroup> part: array<f32, 64>;
@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) l: u32) {{
    let r = wg.x;
    var acc = 0.0;
    for (var c = l; c < {limit}; c += 64u) {{ acc += X[r * p.C + c]; }}
    part[l] = acc;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {{
        if (l < s) {{ part[l] += part[l + s]; }}
        workgroupBarrier();
    }}
    if (l == 0u && r < p.R) {{ y[r] = part[0]; }}
}}"
    )
}

fn reference(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![x[0].f32().chunks(s.int("C").max(1)).take(s.int("R")).map(|row| row.iter().map(|v| f64::from(*v)).sum()).collect()]
}

fn run(b: &backend_wgpu::WgpuBackend, src: &str, corners: bool) -> SampleReport {
    let spec = TaskSpec::from_toml(TASK).expect("task");
    let good = kernel("p.C");
    let task = EvalTask { spec: &spec, reference: Some(&good), cpu_reference: &reference };
    let opts = EvalOptions { time: false, seed: 5, corners, ..EvalOptions::default() };
    pollster::block_on(evaluate(b, &task, src, &opts))
}

#[test]
fn a_kernel_truncated_past_the_checked_sizes_fails_at_a_corner() {
    GpuTest::new("a_kernel_truncated_past_the_checked_sizes_fails_at_a_corner").run(|ctx| {
        let b = &ctx.backend;
        let good = run(b, &kernel("p.C"), true);
        assert!(good.verdict.is_pass(), "{}", good.message);
        assert!(good.drawn_shapes.iter().any(|s| s.contains("C=1048576")), "{:?}", good.drawn_shapes);
        // Sums only the first 8,192 elements of a row: beyond every fixed and drawn shape.
        let truncated = kernel("min(p.C, 8192u)");
        let without = run(b, &truncated, false);
        assert!(without.verdict.is_pass(), "the check and drawn shapes do not reach C > 8192: {}", without.message);
        // The report says that pass was not checked at the corners; the other one, that it was.
        assert_eq!((without.corners, good.corners), (Some(false), Some(true)));
        let with = run(b, &truncated, true);
        let Verdict::Mismatch(e) = &with.verdict else { panic!("expected a mismatch at a corner, got {}", with.message) };
        assert!(e.shape.contains("C=1048576"), "{}", e.shape);
        assert!(with
            .message_with_reproduce()
            .contains(&format!("reproduce: ekb check --task t_row_sum_wg --seed 5 --shape {}", e.shape.replace(' ', ","))));
        assert!(with.loop_cap_shapes.is_empty(), "64 invocations per row keep each under the cap: {:?}", with.loop_cap_shapes);
    });
}

/// The shared `y = alpha · x` task (`common::TASK`) with up to 2²⁰ rows, declared independent
/// (`rows = "N"`): its large corners are verified on a sample of rows (`ekb_eval::rows`).
fn rows_task() -> String {
    common::TASK
        .replace("[[params]]\nname = \"N\"\n", "rows = \"N\"\n[[params]]\nname = \"N\"\ndomain = { min = 1, max = 1048576 }\n")
        .replace("threads = [\"N\", 1, 1]", "threads = [\"min(N, 65535 * wg_x)\", 1, 1]")
        .replace("timed = { N = 1000000 }", "timed = { N = 1000 }")
}

/// The scale kernel (grid-stride), storing `value` (an expression in `i` and `v`, the right
/// answer) at element `i` when `write` (an expression in `i`) holds.
fn scale_kernel(value: &str, write: &str) -> String {
    format!(
        "struct P {{ N: u32, alpha: f32 }}
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {{
    for (var i = g.x; i < p.N; i += n.x * 64u) {{
        let v = p.alpha * x[i];
        if ({write}) {{ y[i] = {value}; }}
    }}
}}"
    )
}

#[test]
fn large_corners_of_a_task_with_rows_are_verified_on_a_sample_that_holds_every_bad_row() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    GpuTest::new("large_corners_of_a_task_with_rows_are_verified_on_a_sample_that_holds_every_bad_row").run(|ctx| {
        let b = &ctx.backend;
        let spec = TaskSpec::from_toml(&rows_task()).expect("task");
        let good = scale_kernel("v", "true");
        // The most rows the CPU reference was asked for (a static: the reference is `'static`).
        static MOST: AtomicUsize = AtomicUsize::new(0);
        let reference = |s: &Shape, x: &[HostBuffer]| {
            MOST.fetch_max(s.int("N"), Ordering::Relaxed);
            common::reference(s, x)
        };
        let task = EvalTask { spec: &spec, reference: Some(&good), cpu_reference: &reference };
        let opts = EvalOptions { time: false, seed: 11, corners: true, ..EvalOptions::default() };
        let run = |src: &str| pollster::block_on(evaluate(b, &task, src, &opts));
        let pass = run(&good);
        assert!(pass.verdict.is_pass(), "{}", pass.message);
        assert!(pass.drawn_shapes.iter().any(|s| s.starts_with("N=1048576 ")), "{:?}", pass.drawn_shapes);
        let asked = MOST.load(Ordering::Relaxed);
        assert!(asked < 1_048_576 / 4, "the corner's reference ran on a sample, not on {asked} rows");
        // One interior element (row 700,001: no end, no power of two) NaN, or never written,
        // is always verified; a wrong row in every hundred past the checked sizes is found by the random
        // draw (miss rate below e^-280).
        for (what, value, write, at) in [
            ("one NaN", "select(v, bitcast<f32>(0x7fc00000u), i == 700001u)", "true", Some(700_001)),
            ("one unwritten element", "v", "i != 700001u", Some(700_001)),
            ("every hundredth row past 600,000 wrong", "select(v, v + 1.0, i > 600000u && i % 100u == 37u)", "true", None),
        ] {
            let r = run(&scale_kernel(value, write));
            let Verdict::Mismatch(e) = &r.verdict else { panic!("{what}: expected a mismatch, got {}", r.message) };
            assert!(e.shape.starts_with("N=1048576 "), "{what}: {}", r.message);
            if let Some(at) = at {
                assert_eq!(e.comparison.first.as_ref().map(|m| m.index), Some(at), "{what}: {}", r.message);
                assert_eq!(e.comparison.mismatches, 1, "{what}: {}", r.message);
            }
            assert!(r.message.contains("verified on") && r.message.contains("of its 1048576 rows (N)"), "{what}: {}", r.message);
        }
    });
}
