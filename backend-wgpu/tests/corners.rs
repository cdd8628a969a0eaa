//! Corners in an evaluation (`EvalOptions::corners`): every param reaches its domain maximum in
//! some checked shape, so a kernel that ignores everything past the sizes the fixed checks use
//! fails, and the failure says how to rerun exactly that shape.

use ekb_gpu_test::GpuTest;
use wgsl_lib::data::HostBuffer;
use wgsl_lib::task::Shape;
use wgsl_lib::{evaluate, EvalOptions, EvalTask, SampleReport, TaskSpec, Verdict};

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
        assert!(with.message.contains(&format!("reproduce: ekb check --task t_row_sum_wg --seed 5 --shape {}", e.shape.replace(' ', ","))));
        assert!(with.loop_cap_shapes.is_empty(), "64 invocations per row keep each under the cap: {:?}", with.loop_cap_shapes);
    });
}
