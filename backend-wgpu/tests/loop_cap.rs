//! Loops a device stops at its cap (docs/EVALUATION.md, "Loops that never end"): the backend
//! measures the cap when it opens the device, and on a capped device (lavapipe) every check run
//! uses the loop-watching copy of the candidate, so that
//!
//! * a correct kernel whose loop runs past the cap at a shape gets a `mismatch` there that names
//!   the cap, with the `loop_cap` flag and the shape in `loop_cap_shapes`;
//! * a kernel whose loop never ends at some shape (on a GPU) never passes unflagged, even when
//!   only one invocation loops and its outputs come out right;
//! * a kernel whose loops stay under the cap is not flagged, whatever form its loops take
//!   (`for`, `loop` with `break if`, a `break` inside a `switch`, a loop in a helper function,
//!   nested loops).
//!
//! On a device without a cap the checks run the candidate as written and none of this applies;
//! these tests then only check that nothing is flagged.

use backend_wgpu::WgpuBackend;
use ekb_eval::data::HostBuffer;
use ekb_eval::domain::parse_shape;
use ekb_eval::task::Shape;
use ekb_eval::{EvalOptions, EvalTask, TaskSpec};
use ekb_gpu_test::GpuTest;
use ekb_wire::device::LOOP_PROBE_ITERATIONS;
use ekb_wire::{Flag, SampleReport, Verdict};
use wgsl_lib::evaluate;

/// Row sums of an R×C matrix, one invocation per row (the loops under test run over C).
const TASK: &str = r#"
id = "t_row_sum"
level = 1
domain = "signal"
title = "row sum"
description = "y[r] = sum over c of X[r, c]"
[[params]]
name = "R"
domain = { min = 1, max = 64 }
[[params]]
name = "C"
domain = { min = 1, max = 100000 }
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
why = "f32 sums of up to 100000 terms of magnitude ≤ 1, summed in order"
[cost]
flops = "R * C"
bytes = "4 * R * C"
[launch]
threads = ["R", 1, 1]
[shapes]
timed = { R = 4, C = 100 }
ci = { R = 4, C = 100 }
check = [{ R = 1, C = 1 }, { R = 3, C = 7 }]
"#;

const HEAD: &str = "struct P { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
";

/// A kernel of the task: [`HEAD`], then `body` as the entry point's body after `r` (the row) is
/// known and in range; `body` leaves the row's sum in `acc`.
fn kernel(helpers: &str, body: &str) -> String {
    format!(
        "{HEAD}{helpers}
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {{
    let r = g.x;
    if (r >= p.R) {{ return; }}
    var acc = 0.0;
    {body}
    y[r] = acc;
}}"
    )
}

fn reference(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let c = s.int("C");
    vec![x[0].f32().chunks(c.max(1)).take(s.int("R")).map(|row| row.iter().map(|v| f64::from(*v)).sum()).collect()]
}

fn check(b: &WgpuBackend, src: &str, shape: &str) -> SampleReport {
    let spec = TaskSpec::from_toml(TASK).expect("task");
    let reference_kernel = kernel("", "for (var c = 0u; c < p.C; c++) { acc += X[r * p.C + c]; }");
    let task = EvalTask { spec: &spec, reference: Some(&reference_kernel), cpu_reference: &reference };
    let opts =
        EvalOptions { time: false, check_seeds: 1, check_shapes: Some(vec![parse_shape(shape).expect("shape")]), ..EvalOptions::default() };
    pollster::block_on(evaluate(b, &task, src, &opts))
}

/// Loop forms that sum a row, each correct on a GPU at every shape.
fn loop_forms() -> Vec<(&'static str, String)> {
    vec![
        ("for", kernel("", "for (var c = 0u; c < p.C; c++) { acc += X[r * p.C + c]; }")),
        ("break if", kernel("", "var c = 0u;\n    loop { acc += X[r * p.C + c]; continuing { c++; break if c >= p.C; } }")),
        (
            "switch",
            kernel(
                "",
                "var c = 0u;
    loop {
        if (c >= p.C) { break; }
        switch (c & 1u) {
            case 0u: { acc += X[r * p.C + c]; break; }
            default: { acc += X[r * p.C + c]; }
        }
        c++;
    }",
            ),
        ),
        (
            "helper",
            kernel(
                "fn row_sum(r: u32) -> f32 { var s = 0.0; var c = 0u; while (c < p.C) { s += X[r * p.C + c]; c++; } return s; }",
                "acc = row_sum(r);",
            ),
        ),
        (
            "nested",
            kernel(
                "",
                "for (var c0 = 0u; c0 < p.C; c0 += 256u) {
        for (var c = c0; c < min(c0 + 256u, p.C); c++) { acc += X[r * p.C + c]; }
    }",
            ),
        ),
    ]
}

#[test]
fn the_backend_measures_the_loop_cap() {
    GpuTest::new("the_backend_measures_the_loop_cap").run(|ctx| {
        let cap = ctx.info.loop_cap;
        eprintln!("{}: loop cap {cap:?}", ctx.info.name);
        if ekb_gpu_test::AdapterMatch::lavapipe().matches(&ctx.info) {
            // llvmpipe stops loops after 65,535 iterations (Mesa 22.3 on Debian 12; measured by the probe).
            assert_eq!(cap, Some(65_535), "llvmpipe's cap");
        }
        assert!(cap.is_none_or(|c| c < LOOP_PROBE_ITERATIONS));
    });
}

#[test]
fn loops_under_the_cap_are_not_flagged() {
    GpuTest::new("loops_under_the_cap_are_not_flagged").run(|ctx| {
        for (form, src) in loop_forms() {
            let r = check(&ctx.backend, &src, "R=3,C=60000");
            assert!(r.verdict.is_pass(), "{form}: {}", r.message);
            assert!(!r.flags.contains(&Flag::LoopCap), "{form}: {}", r.message);
            assert!(r.loop_cap_shapes.is_empty(), "{form}");
        }
    });
}

#[test]
fn a_correct_loop_past_the_cap_is_a_mismatch_that_names_the_cap() {
    GpuTest::new("a_correct_loop_past_the_cap_is_a_mismatch_that_names_the_cap").run(|ctx| {
        let Some(cap) = ctx.info.loop_cap else {
            eprintln!("SKIPPED: {} runs loops to the end", ctx.info.name);
            return;
        };
        for (form, src) in loop_forms() {
            let r = check(&ctx.backend, &src, "R=3,C=70000");
            assert!(matches!(r.verdict, Verdict::Mismatch(_)), "{form}: {:?} {}", r.verdict, r.message);
            assert!(r.flags.contains(&Flag::LoopCap), "{form}: {:?}", r.flags);
            assert_eq!(r.loop_cap_shapes, ["R=3 C=70000"], "{form}");
            assert!(r.message.contains(&format!("its cap of {cap} iterations")), "{form}: {}", r.message);
            assert!(r.message.contains("could not be checked on this device"), "{form}: {}", r.message);
        }
    });
}

#[test]
fn a_loop_that_never_ends_never_passes_unflagged() {
    GpuTest::new("a_loop_that_never_ends_never_passes_unflagged").run(|ctx| {
        if ctx.info.loop_cap.is_none() {
            eprintln!("SKIPPED: {} runs loops to the end", ctx.info.name);
            return;
        }
        // The bound is 2³² − 1 at C = 7 (a check shape): on a GPU the loop runs for billions of
        // iterations, its body guarded so that the sum stays right; on llvmpipe it is stopped at
        // the cap and the outputs are right. Once for every row, once for row 0 only.
        for (who, cond) in [("every row", "p.C == 7u"), ("row 0 only", "p.C == 7u && r == 0u")] {
            let src = kernel(
                "",
                &format!("for (var c = 0u; c < select(p.C, 0xFFFFFFFFu, {cond}); c++) {{ if (c < p.C) {{ acc += X[r * p.C + c]; }} }}"),
            );
            let r = check(&ctx.backend, &src, "R=64,C=7");
            assert!(r.verdict.is_pass(), "{who}: {}", r.message);
            assert!(r.flags.contains(&Flag::LoopCap), "{who}: a stopped loop passed unflagged: {}", r.message);
            assert_eq!(r.loop_cap_shapes, ["R=64 C=7"], "{who}");
            assert!(r.message.contains("without end"), "{who}: {}", r.message);
        }
    });
}

/// llvmpipe counts one budget for all the loops of an invocation: loops each under the cap but
/// over it together are stopped (measured on Mesa 22.3), and the check says so.
#[test]
fn the_loops_of_an_invocation_share_one_budget_on_llvmpipe() {
    GpuTest::new("the_loops_of_an_invocation_share_one_budget_on_llvmpipe").run(|ctx| {
        if !ekb_gpu_test::AdapterMatch::lavapipe().matches(&ctx.info) {
            eprintln!("SKIPPED: {} is not llvmpipe", ctx.info.name);
            return;
        }
        // 300 × 300 nested and 2 × 40,000 in a row: 90,000 and 80,000 iterations, no loop over 40,000.
        for (outer, inner) in [(300u32, 300u32), (2, 40_000)] {
            let src = kernel(
                "",
                &format!(
                    "var k = 0.0;
    for (var i = 0u; i < {outer}u; i++) {{ for (var j = 0u; j < {inner}u; j++) {{ k += 1.0; }} }}
    for (var c = 0u; c < p.C; c++) {{ acc += X[r * p.C + c]; }}
    acc += select(0.0, 1.0, k < 0.0);"
                ),
            );
            let r = check(&ctx.backend, &src, "R=3,C=10");
            assert!(r.flags.contains(&Flag::LoopCap), "{outer}×{inner}: {}", r.message);
            assert_eq!(r.loop_cap_shapes, ["R=3 C=10"]);
        }
    });
}
