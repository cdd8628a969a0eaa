//! Every task's reference kernel passes the evaluator on the real adapter (lavapipe in CI) under
//! the `ci` profile and fits the WebGPU default limits — the suite's ceiling — at every shape,
//! the timed one included (grid per dimension, buffer sizes), so it runs on phones. The shapes
//! drawn from each task's domain (`ekb_eval::domain`) for [`DRAW_SEEDS`] run seeds, under both
//! profiles, fit too, and the reference passes at the `ci` ones and on every edge-case input set.
//!
//! `EKB_REFERENCES_TASKS=l1_gemm,l3_` restricts the run to some tasks: a comma-separated list of
//! task ids or id prefixes (`l3_` is every level-3 task); the tests of one named task skip when it
//! is not selected. A list that selects no task fails, so a typo does not pass vacuously.

/// Restricts the run to the tasks whose ids equal or start with one of its comma-separated entries.
const TASKS_ENV: &str = "EKB_REFERENCES_TASKS";

/// Whether `id` is selected by `filter` (the value of [`TASKS_ENV`]; `None` selects every task):
/// an entry equal to `id` or a prefix of it; blank entries select nothing.
fn selects(filter: Option<&str>, id: &str) -> bool {
    filter.is_none_or(|f| f.split(',').map(str::trim).any(|e| !e.is_empty() && id.starts_with(e)))
}

/// The selected tasks, in suite order.
///
/// # Panics
/// When [`TASKS_ENV`] selects no task.
fn selected_tasks() -> Vec<&'static kernels::Task> {
    let filter = std::env::var(TASKS_ENV).ok();
    let tasks: Vec<_> = kernels::all().iter().filter(|t| selects(filter.as_deref(), &t.spec.id)).collect();
    assert!(!tasks.is_empty(), "{TASKS_ENV}={filter:?} selects no task: give task ids or id prefixes");
    tasks
}

/// Whether the test of task `id` runs (a note on stderr when it is filtered out).
fn runs(id: &str) -> bool {
    let on = selects(std::env::var(TASKS_ENV).ok().as_deref(), id);
    if !on {
        eprintln!("skipped: {id} is not in {TASKS_ENV}");
    }
    on
}

/// Run seeds whose drawn shapes are checked besides the evaluation's own (seed 11).
const DRAW_SEEDS: std::ops::Range<u64> = 100..104;

use ekb_eval::{Backend, EvalOptions};
use ekb_gpu_test::GpuTest;
use ekb_wire::device::DeviceLimits;
use ekb_wire::timing::Profile;
use wgsl_lib::evaluate;
use wgsl_lib::prepare::prepare;

#[test]
fn every_reference_passes_within_default_limits() {
    GpuTest::new("every_reference_passes_within_default_limits").run(|ctx| {
        let backend = ctx.backend;
        let limits = DeviceLimits::webgpu_default();
        let mut failures = Vec::new();
        for task in selected_tasks() {
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
            let drawn = |profile| DRAW_SEEDS.flat_map(move |seed| ekb_eval::domain::drawn_shapes(spec, seed, profile));
            let shapes = [spec.timed_shape(Profile::Full), spec.timed_shape(Profile::Ci)]
                .into_iter()
                .chain(spec.check_shapes().expect("shapes").into_iter().map(Ok))
                .chain(drawn(Profile::Ci).chain(drawn(Profile::Full)).map(Ok));
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
            // Corners off: kernels/tests/corners.rs runs every reference at every corner of its domain.
            let opts = EvalOptions { profile: Profile::Ci, seed: 11, time: false, corners: false, ..Default::default() };
            let r = pollster::block_on(evaluate(&backend, &task.eval_task(), task.reference_wgsl, &opts));
            if !r.verdict.is_pass() {
                failures.push(format!("{}: {} — {}", spec.id, r.verdict.kind(), r.message));
            }
            assert_eq!(r.drawn_shapes.len(), ekb_eval::domain::DRAWN_SHAPES, "{}: drawn shapes recorded", spec.id);
            // More drawn shapes, one seeded run each (and the edge sets at each).
            let more: Vec<_> = DRAW_SEEDS
                .flat_map(|seed| ekb_eval::domain::drawn_shapes(spec, seed, Profile::Ci))
                .map(|s| s.values.into_iter().collect())
                .collect();
            let opts = EvalOptions { check_shapes: Some(more), check_seeds: 1, ..opts };
            let r = pollster::block_on(evaluate(&backend, &task.eval_task(), task.reference_wgsl, &opts));
            if !r.verdict.is_pass() {
                failures.push(format!("{} (drawn shapes): {} — {}", spec.id, r.verdict.kind(), r.message));
            }
        }
        assert!(failures.is_empty(), "references that fail:\n{}", failures.join("\n"));
    });
}

/// The evaluation of `source` for `task` under `ci` at seed 11, untimed, with `opts` adjusting it.
fn check(
    backend: &backend_wgpu::WgpuBackend,
    task: &ekb_eval::evaluate::EvalTask<'_>,
    source: &str,
    adjust: impl FnOnce(&mut EvalOptions),
) -> ekb_wire::SampleReport {
    let mut opts = EvalOptions { profile: Profile::Ci, seed: 11, time: false, ..Default::default() };
    adjust(&mut opts);
    pollster::block_on(evaluate(backend, task, source, &opts))
}

/// The mismatch evidence of `r`, which must be a mismatch.
fn evidence(r: &ekb_wire::SampleReport) -> &ekb_wire::report::MismatchEvidence {
    match &r.verdict {
        ekb_wire::Verdict::Mismatch(e) => e,
        v => panic!("expected a mismatch, got {} — {}", v.kind(), r.message),
    }
}

/// A false pass an audit of the suite found: a top-k kernel that orders equal values by the larger index.
/// Normal inputs never tie, so it passes the random runs; the `ties` edge set fails it, and the
/// message names the edge set and the shape.
#[test]
fn l1_topk_wrong_tie_break_fails() {
    if !runs("l1_topk") {
        return;
    }
    GpuTest::new("l1_topk_wrong_tie_break_fails").run(|ctx| {
        let task = kernels::get("l1_topk").expect("task");
        let wrong = include_str!("false_passes/topk_wrong_tie_break.wgsl");
        // Corners off: this single-thread-per-row kernel also loops past llvmpipe's cap at the
        // C = 131,072 corner; the test is about the tie edge set.
        let r = check(&ctx.backend, &task.eval_task(), wrong, |o| o.corners = false);
        let e = evidence(&r);
        assert_eq!(e.check, ekb_wire::report::Check::Edge("ties".into()), "{}", r.message);
        assert!(r.message.contains("edge-case inputs `ties`") && r.message.contains(&format!(", {}, seed", e.shape)), "{}", r.message);
        // Without the edge sets it is the false pass the audit found.
        let mut spec = task.spec.clone();
        spec.edges.clear();
        let no_edges = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &no_edges, wrong, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// `l2_shadow_pcf`'s inclusive compare, measured: a kernel that compares exclusively (ref < D) passes
/// every random run — uniform depths never equal z − bias — and fails only on the `ties` edge set,
/// whose texel-exact coordinates and depths make a quarter of the texels tie.
#[test]
fn l2_shadow_pcf_exclusive_compare_fails() {
    if !runs("l2_shadow_pcf") {
        return;
    }
    GpuTest::new("l2_shadow_pcf_exclusive_compare_fails").run(|ctx| {
        let task = kernels::get("l2_shadow_pcf").expect("task");
        let wrong = include_str!("false_passes/shadow_pcf_exclusive_compare.wgsl");
        let r = check(&ctx.backend, &task.eval_task(), wrong, |o| o.corners = false);
        let e = evidence(&r);
        assert_eq!(e.check, ekb_wire::report::Check::Edge("ties".into()), "{}", r.message);
        let mut spec = task.spec.clone();
        spec.edges.retain(|e| e.name != "ties");
        let no_ties = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &no_ties, wrong, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// `l2_ssao`'s traps, measured: the naive versions of its four rules each fail — a flip that keeps
/// the tie dot(k, m) = 0, no range check, off-screen samples reconstructed at their unclamped
/// coordinates (the reads alone clamped), and a centred (−1 … +2) 4×4 blur — while the reference passes.
#[test]
fn l2_ssao_trap_kernels_fail() {
    if !runs("l2_ssao") {
        return;
    }
    GpuTest::new("l2_ssao_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l2_ssao").expect("task");
        let reference = task.reference_wgsl;
        let traps = [
            ("tie kept", "if (dot(k, m) <= 0.0) {", "if (dot(k, m) < 0.0) {"),
            ("no range check", "if (delta > p.radius) {", "if (delta > 1e30) {"),
            ("unclamped u", "let u = clamp((1.0 + p.sx * q.x / q.z) * wf * 0.5, 0.0, wf);", "let u = (1.0 + p.sx * q.x / q.z) * wf * 0.5;"),
            ("centred blur", "for (var i = -2; i <= 1; i++) {", "for (var i = -1; i <= 2; i++) {"),
        ];
        for (name, from, to) in traps {
            assert!(reference.contains(from), "{name}: the reference has no `{from}`");
            let wrong = reference.replace(from, to);
            let r = check(&ctx.backend, &task.eval_task(), &wrong, |o| o.corners = false);
            evidence(&r);
            eprintln!("{name}: {}", r.message);
        }
    });
}

/// `l2_gaussian_splat_tile`'s traps, measured: blending the splat that stops the walk (then
/// stopping: its term alpha·T·colour is up to 0.01, since T·(1 − alpha) < 1e-4 with alpha ≤ 0.99
/// leaves T < 0.01), no 1/255 skip, pixel centres at + 0.5 and the conic read as (A, C, B) each fail.
#[test]
fn l2_gaussian_splat_tile_trap_kernels_fail() {
    if !runs("l2_gaussian_splat_tile") {
        return;
    }
    GpuTest::new("l2_gaussian_splat_tile_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l2_gaussian_splat_tile").expect("task");
        let reference = task.reference_wgsl;
        let stop = "        if (test_t < 0.0001) {\n            break;\n        }\n";
        let blend_then_stop = "        t = test_t;\n        if (t < 0.0001) {\n            break;\n        }\n";
        let traps: [(&str, &[(&str, &str)]); 4] = [
            ("terminating splat blended", &[(stop, ""), ("        t = test_t;\n", blend_then_stop)]),
            ("no 1/255 skip", &[("if (alpha < 1.0 / 255.0) {", "if (alpha < 0.0) {")]),
            (
                "centres at + 0.5",
                &[("let px = f32(gid.x);", "let px = f32(gid.x) + 0.5;"), ("let py = f32(gid.y);", "let py = f32(gid.y) + 0.5;")],
            ),
            (
                "conic as (A, C, B)",
                &[
                    ("conic[3u * g + 1u]", "conic[3u * g + 9u]"),
                    ("conic[3u * g + 2u]", "conic[3u * g + 1u]"),
                    ("conic[3u * g + 9u]", "conic[3u * g + 2u]"),
                ],
            ),
        ];
        for (name, edits) in traps {
            let mut wrong = reference.to_string();
            for (from, to) in edits {
                assert!(wrong.contains(from), "{name}: the kernel has no `{from}`");
                wrong = wrong.replacen(from, to, 1);
            }
            let r = check(&ctx.backend, &task.eval_task(), &wrong, |o| o.corners = false);
            evidence(&r);
            eprintln!("{name}: {}", r.message);
        }
    });
}

/// `l1_kahan_sum`'s trap, measured: a plain f32 row sum (`l1_row_sum`'s reference: 64 strided
/// partials, then their sum) fails it, and so does Neumaier's loop written plainly — the shader
/// compiler's algebraic rewrites fold (s + v) − s to v and leave a plain sum — so the task's
/// description tells how to hide the two values, as its reference does.
#[test]
fn l1_kahan_sum_plain_sums_fail() {
    if !runs("l1_kahan_sum") {
        return;
    }
    GpuTest::new("l1_kahan_sum_plain_sums_fail").run(|ctx| {
        let task = kernels::get("l1_kahan_sum").expect("task");
        let plain = kernels::get("l1_row_sum").expect("task").reference_wgsl;
        let unhidden = task
            .reference_wgsl
            .replace("bitcast<f32>(bitcast<u32>(s + v) | z)", "s + v")
            .replace("bitcast<f32>(bitcast<u32>(t - s) | z)", "t - s");
        assert_ne!(unhidden, task.reference_wgsl, "the reference hides t and b");
        for (name, source) in [("plain sum", plain), ("unhidden Neumaier", unhidden.as_str())] {
            let r = check(&ctx.backend, &task.eval_task(), source, |o| o.corners = false);
            let e = evidence(&r);
            assert!(e.shape.contains("C=1000") || e.shape.contains("C=4099") || e.shape.contains("C=16384"), "{name}: {}", r.message);
        }
    });
}

/// `l1_group_norm`'s trap, measured: its reference with the one-pass variance E[X²] − mean² in place
/// of the deviations' fails on the `large_mean` edge set (mean 1,000, std 1).
#[test]
fn l1_group_norm_one_pass_variance_fails() {
    if !runs("l1_group_norm") {
        return;
    }
    GpuTest::new("l1_group_norm_one_pass_variance_fails").run(|ctx| {
        let task = kernels::get("l1_group_norm").expect("task");
        let one_pass = task.reference_wgsl.replace("let d = X[at(base, c0, cg, i)] - mean;", "let d = X[at(base, c0, cg, i)];").replace(
            "inverseSqrt(group_sum(lid, q) / f32(count) + p.eps)",
            "inverseSqrt(max(group_sum(lid, q) / f32(count) - mean * mean, 0.0) + p.eps)",
        );
        assert_ne!(one_pass, task.reference_wgsl, "the replacements apply");
        let r = check(&ctx.backend, &task.eval_task(), &one_pass, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("large_mean".into()), "{}", r.message);
    });
}

/// `l1_top_p_sample`'s top_p = 1 rule, measured: its reference with the threshold a few ulps above
/// top_p · total (what a kernel sees when its f32 cumulative sum ends just below the total, so that no
/// c_k reaches top_p) finds no nucleus. Random top_p stay ≤ 0.95, where a 2e-7 shift never matters,
/// so it passes every random run and fails only on the `whole_vocabulary` edge set.
#[test]
fn l1_top_p_sample_no_crossing_at_top_p_one_fails() {
    if !runs("l1_top_p_sample") {
        return;
    }
    GpuTest::new("l1_top_p_sample_no_crossing_at_top_p_one_fails").run(|ctx| {
        let task = kernels::get("l1_top_p_sample").expect("task");
        let short = task.reference_wgsl.replace("top_p[row] * total_mass(lid);", "top_p[row] * total_mass(lid) * 1.0000002;");
        assert_ne!(short, task.reference_wgsl, "the replacement applies");
        let r = check(&ctx.backend, &task.eval_task(), &short, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("whole_vocabulary".into()), "{}", r.message);
    });
}

/// `l2_bloom`'s knee = 0, reached in every evaluation where it shows: its reference without the soft
/// knee's epsilon (0/0 at knee = 0) fails for every seed at a shape with knee = 0. It passed 7 seeds
/// of 8 when the evaluation corners pinned knee = 0 beside intensity = 0 and threshold = 0, which
/// hide it (no bloom is added; `max(NaN, L − threshold)` is L − threshold on lavapipe).
#[test]
fn l2_bloom_knee_zero_is_checked_where_it_shows() {
    if !runs("l2_bloom") {
        return;
    }
    GpuTest::new("l2_bloom_knee_zero_is_checked_where_it_shows").run(|ctx| {
        let task = kernels::get("l2_bloom").expect("task");
        let no_epsilon = task.reference_wgsl.replace("s * s / (4.0 * p.knee + 0.00001)", "s * s / (4.0 * p.knee)");
        assert_ne!(no_epsilon, task.reference_wgsl, "the replacement applies");
        for seed in 1..=8u64 {
            let r = check(&ctx.backend, &task.eval_task(), &no_epsilon, |o| o.seed = seed);
            assert!(!r.verdict.is_pass(), "seed {seed}: {}", r.message);
            let e = evidence(&r);
            assert!(e.shape.split(' ').any(|kv| kv == "knee=0"), "seed {seed}: failed at {} ({})", e.shape, r.message);
        }
    });
}

/// `l1_gemv_q4_0`'s trap, measured: its reference reading consecutive nibbles (weight 2j in the low
/// nibble of byte j, 2j + 1 in the high) instead of GGML's split (j low, j + 16 high) fails at once,
/// at the first check shape with random words.
#[test]
fn l1_gemv_q4_0_consecutive_nibbles_fail() {
    if !runs("l1_gemv_q4_0") {
        return;
    }
    GpuTest::new("l1_gemv_q4_0_consecutive_nibbles_fail").run(|ctx| {
        let task = kernels::get("l1_gemv_q4_0").expect("task");
        let consecutive = task
            .reference_wgsl
            .replace("x[32u * b + j + 16u]", "x[32u * b + 2u * j + 1u]")
            .replace("x[32u * b + j]", "x[32u * b + 2u * j]");
        assert_ne!(consecutive, task.reference_wgsl, "the replacements apply");
        let r = check(&ctx.backend, &task.eval_task(), &consecutive, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Check, "{}", r.message);
    });
}

/// `l1_layernorm_f16`'s trap, measured: its reference with the sum of squared deviations accumulated in
/// f16 fails on the `large_values` edge set (the sum overflows f16's 65,504).
#[test]
fn l1_layernorm_f16_half_accumulation_fails() {
    if !runs("l1_layernorm_f16") {
        return;
    }
    GpuTest::new("l1_layernorm_f16_half_accumulation_fails").run(|ctx| {
        let task = kernels::get("l1_layernorm_f16").expect("task");
        let half = task
            .reference_wgsl
            .replace("var q = 0.0;", "var q = 0.0h;")
            .replace("let d = f32(X[base + c]) - mean;", "let d = X[base + c] - f16(mean);")
            .replace("inverseSqrt(row_sum(lid, q)", "inverseSqrt(row_sum(lid, f32(q))");
        assert_ne!(half, task.reference_wgsl, "the replacements apply");
        let r = check(&ctx.backend, &task.eval_task(), &half, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("large_values".into()), "{}", r.message);
    });
}

/// The audit's second false pass: log-mel kernels whose workgroup tables hold NFFT ≤ 256 (the
/// timed NFFT) or ≤ 1024 pass the old check shapes (NFFT ≤ 256) and fail now, at the check shape
/// with NFFT = 2048, named in the message.
#[test]
fn l2_log_mel_tables_sized_for_timed_shape_fail() {
    if !runs("l2_log_mel") {
        return;
    }
    GpuTest::new("l2_log_mel_tables_sized_for_timed_shape_fail").run(|ctx| {
        let task = kernels::get("l2_log_mel").expect("task");
        for table in [256u32, 1024] {
            let source = include_str!("false_passes/log_mel_tables.wgsl").replace("TABLE: u32 = 256u", &format!("TABLE: u32 = {table}u"));
            let r = check(&ctx.backend, &task.eval_task(), &source, |_| {});
            let e = evidence(&r);
            assert!(e.shape.contains("NFFT=2048"), "tables of {table}: {}", r.message);
            assert!(r.message.contains(&format!(", {}, seed", e.shape)), "{}", r.message);
            // The check shapes before that audit (NFFT ≤ 256), with no drawn shapes: a pass.
            let old: Vec<_> = task.spec.shapes.check.iter().filter(|s| s["NFFT"] <= 256.0).cloned().collect();
            let r = check(&ctx.backend, &task.eval_task(), &source, |o| o.check_shapes = Some(old));
            assert!(r.verdict.is_pass(), "tables of {table} at the old shapes: {}", r.message);
        }
    });
}

/// A scatter-add whose update is a plain read-modify-write instead of an atomicAdd loses colliding
/// additions (lanes that run together read the same old value), and the check fails it: on the
/// skewed default indices already, and on the `one_bin` edge set alone (every update on one bin).
#[test]
fn l1_scatter_add_racy_update_fails() {
    if !runs("l1_scatter_add") {
        return;
    }
    GpuTest::new("l1_scatter_add_racy_update_fails").run(|ctx| {
        let task = kernels::get("l1_scatter_add").expect("task");
        let racy = include_str!("false_passes/scatter_add_racy.wgsl");
        let r = check(&ctx.backend, &task.eval_task(), racy, |o| o.corners = false);
        evidence(&r);
        // The edge set by itself: its inputs are the only ones the check draws.
        let mut spec = task.spec.clone();
        let edge = spec.edges.iter().find(|e| e.name == "one_bin").expect("one_bin").clone();
        spec.edges.clear();
        for input in &mut spec.inputs {
            if let Some(d) = edge.inputs.get(&input.name) {
                input.dist = d.clone();
            }
        }
        let one_bin = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &one_bin, racy, |o| o.corners = false);
        evidence(&r);
        // The atomic reference passes the same checks.
        let r = check(&ctx.backend, &one_bin, task.reference_wgsl, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// `l3_kws_gru`'s traps, measured: its reference with one of the mistakes models make fails —
/// b_hn added outside the reset gate, the update gate keeping the candidate instead of the old state,
/// the r and z rows swapped, TensorFlow's "SAME" padding at stride 2 (on the random inputs already);
/// tanh as (e^(2a) − 1)/(e^(2a) + 1) and a softmax without the max shift (NaN on the `saturated` edge
/// set only).
#[test]
fn l3_kws_gru_trap_kernels_fail() {
    if !runs("l3_kws_gru") {
        return;
    }
    GpuTest::new("l3_kws_gru_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_kws_gru").expect("task");
        let r = |a: &str, b: &str| {
            assert!(task.reference_wgsl.contains(a), "{a}");
            task.reference_wgsl.replace(a, b)
        };
        let n = "let n = tanh_sat(gi[base + 2u * h + j] + r * hn);";
        let b_hn = "weights[o_bhh() + 2u * h + j]";
        let rz = "let r = sigmoid(gi[base + j] + hr);\n            let z = sigmoid(gi[base + h + j] + hz);";
        let zr = "let z = sigmoid(gi[base + j] + hr);\n            let r = sigmoid(gi[base + h + j] + hz);";
        let tanh = "let e = exp(-2.0 * abs(a));\n    return sign(a) * (1.0 - e) / (1.0 + e);";
        let tf_pad = "i32(t * p.S + k) - select(1, 0, p.S == 2u && p.T % 2u == 0u)";
        let wrong = [
            ("b_hn outside r", r(n, &format!("let n = tanh_sat(gi[base + 2u * h + j] + r * (hn - {b_hn}) + {b_hn});")), None),
            ("z keeps n", r("h_new = (1.0 - z) * n + z * hs[j];", "h_new = z * n + (1.0 - z) * hs[j];"), None),
            ("gates (z, r, n)", r(rz, zr), None),
            ("TF SAME padding", r("i32(t * p.S + k) - 1", tf_pad), None),
            ("overflowing tanh", r(tanh, "let e = exp(2.0 * a);\n    return (e - 1.0) / (e + 1.0);"), Some("saturated")),
            (
                "unshifted softmax",
                r("sum += exp(logits[k] - m);", "sum += exp(logits[k]);")
                    .replace("probs[b * p.NCLS + j] = exp(logits[j] - m) / sum;", "probs[b * p.NCLS + j] = exp(logits[j]) / sum;"),
                Some("saturated"),
            ),
        ];
        sources_fail(&ctx.backend, task, &wrong);
    });
}

/// `l3_diffusion_resblock`'s traps, each a plausible kernel written blind: the one-pass E[u²] − mean²
/// variance (the second GroupNorm's input carries the timestep offsets; fails on `huge_temb` at the
/// Cg = 1 check shapes), silu as v·e^v / (1 + e^v) (∞/∞ on `huge_temb`), the projection without its
/// SiLU, the 1×1 skip applied although CI = CO, the unbiased (n − 1) variance, and TensorFlow's SAME
/// padding in the stride-2 downsample (on the random inputs already).
#[test]
fn l3_diffusion_resblock_trap_kernels_fail() {
    if !runs("l3_diffusion_resblock") {
        return;
    }
    GpuTest::new("l3_diffusion_resblock_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_diffusion_resblock").expect("task");
        let r = |src: &str, a: &str, b: &str| {
            assert!(src.contains(a), "{a}");
            src.replace(a, b)
        };
        let src = task.reference_wgsl;
        let one_pass = r(
            &r(src, "let d = group_elem(which, n, g, k) - mean;", "let d = group_elem(which, n, g, k);"),
            "let var_ = tree(lid) / f32(cnt);",
            "let var_ = tree(lid) / f32(cnt) - mean * mean;",
        );
        let tf_same = r(
            &r(src, "let iy = i32(2u * oy + ky) - 1;", "let iy = i32(2u * oy + ky) - select(1, 0, p.H % 2u == 0u);"),
            "let ix = i32(2u * ox + kx) - 1;",
            "let ix = i32(2u * ox + kx) - select(1, 0, p.W % 2u == 0u);",
        );
        let wrong = [
            ("one-pass variance", one_pass, Some("huge_temb")),
            (
                "overflowing silu",
                r(src, "return v / (1.0 + exp(min(-v, 80.0)));", "return v * exp(v) / (1.0 + exp(v));"),
                Some("huge_temb"),
            ),
            ("projection without silu", r(src, "silu(temb[n * p.TE + t])", "temb[n * p.TE + t]"), None),
            ("1x1 skip at CI = CO", r(src, "if (p.CI == p.CO) {", "if (false) {"), None),
            ("unbiased variance", r(src, "let var_ = tree(lid) / f32(cnt);", "let var_ = tree(lid) / f32(max(cnt, 2u) - 1u);"), None),
            ("TF SAME downsample", tf_same, None),
        ];
        sources_fail(&ctx.backend, task, &wrong);
    });
}

/// `l3_conformer_conv_module`'s traps, each a plausible kernel written blind: the GLU halves swapped
/// (the first half gating the second), causal padding (all K − 1 zero frames before the utterance),
/// the kernel flipped (convolution instead of PyTorch's cross-correlation), edge frames clamped
/// instead of zero, frames read across the boundary into the neighbouring utterance, and LayerNorm's
/// unbiased (D − 1) variance — all on the random inputs of the check shapes (T = 1 with K = 31, K > T,
/// B ≥ 2).
#[test]
fn l3_conformer_conv_module_trap_kernels_fail() {
    if !runs("l3_conformer_conv_module") {
        return;
    }
    GpuTest::new("l3_conformer_conv_module_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_conformer_conv_module").expect("task");
        let r = |src: &str, a: &str, b: &str| {
            assert!(src.contains(a), "{a}");
            src.replace(a, b)
        };
        let src = task.reference_wgsl;
        let tap = "g[(b * p.T + u32(ti)) * p.D + c]";
        let bounds = "if (ti < 0 || ti >= i32(p.T)) {";
        let wrong = [
            ("GLU halves swapped", r(src, "g[i] = va * sigmoid(ga);", "g[i] = ga * sigmoid(va);")),
            ("causal padding", r(src, "let ti = i32(t + k) - i32(half);", "let ti = i32(t + k) - i32(2u * half);")),
            ("flipped kernel", r(src, "weights[o_wdw() + c * p.K + k]", "weights[o_wdw() + c * p.K + p.K - 1u - k]")),
            ("clamped edge frames", r(&r(src, bounds, "if (false) {"), tap, "g[(b * p.T + u32(clamp(ti, 0, i32(p.T) - 1))) * p.D + c]")),
            (
                "frames across utterances",
                r(
                    &r(src, bounds, "if (i32(b * p.T) + ti < 0 || i32(b * p.T) + ti >= i32(p.B * p.T)) {"),
                    tap,
                    "g[u32(i32(b * p.T) + ti) * p.D + c]",
                ),
            ),
            (
                "unbiased LayerNorm variance",
                r(src, "let inv = 1.0 / sqrt(sq / f32(p.D) + p.eps);", "let inv = 1.0 / sqrt(sq / f32(max(p.D, 2u) - 1u) + p.eps);"),
            ),
        ];
        for (name, source) in wrong {
            let r = check(&ctx.backend, &task.eval_task(), &source, |o| o.corners = false);
            assert!(!r.verdict.is_pass(), "{name} passed: {}", r.message);
            evidence(&r);
        }
    });
}

/// `l3_pose_heatmap_decode`'s traps, each a plausible kernel written blind: the last maximum on ties
/// (the heatmaps are exact multiples of 1/64, so ties are common), the refinement's interior test
/// written 0 < px (HRNet's is strict: 1 < px < W − 1), no mask of non-positive maxima, the y scale
/// taken from the box height (HRNet uses sw / W for both axes), a shift of +0.25 on equal neighbours
/// (sign(0) = 0), and no refinement at all.
#[test]
fn l3_pose_heatmap_decode_trap_kernels_fail() {
    if !runs("l3_pose_heatmap_decode") {
        return;
    }
    GpuTest::new("l3_pose_heatmap_decode_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_pose_heatmap_decode").expect("task");
        let r = |src: &str, a: &str, b: &str| {
            assert!(src.contains(a), "{a}");
            src.replace(a, b)
        };
        let src = task.reference_wgsl;
        let interior = "if (1u < ix && ix + 1u < p.W && 1u < iy && iy + 1u < p.H) {";
        let sx = "px += 0.25 * sign(hm(n, j, iy, ix + 1u) - hm(n, j, iy, ix - 1u));";
        let sy = "py += 0.25 * sign(hm(n, j, iy + 1u, ix) - hm(n, j, iy - 1u, ix));";
        let y = "preds[2u * o + 1u] = boxes[n * 4u + 1u] + (py - f32(p.H) * 0.5) * scale;";
        let wrong = [
            (
                "last maximum on ties",
                r(
                    &r(src, "if (v > best) {", "if (v >= best) {"),
                    "(v == bv[lid] && i < bi[lid])",
                    "(v == bv[lid] && i > bi[lid] && i != 0xffffffffu)",
                ),
            ),
            ("interior test 0 < px", r(src, interior, "if (0u < ix && ix + 1u < p.W && 0u < iy && iy + 1u < p.H) {")),
            ("no mask", r(src, "if (!(mv > 0.0)) {", "if (false) {")),
            (
                "y scale from the box height",
                r(src, y, "preds[2u * o + 1u] = boxes[n * 4u + 1u] + (py - f32(p.H) * 0.5) * boxes[n * 4u + 3u] / f32(p.H);"),
            ),
            (
                "+0.25 on equal neighbours",
                r(
                    &r(src, sx, "px += select(-0.25, 0.25, hm(n, j, iy, ix + 1u) >= hm(n, j, iy, ix - 1u));"),
                    sy,
                    "py += select(-0.25, 0.25, hm(n, j, iy + 1u, ix) >= hm(n, j, iy - 1u, ix));",
                ),
            ),
            ("no refinement", r(src, interior, "if (false) {")),
        ];
        for (name, source) in wrong {
            let r = check(&ctx.backend, &task.eval_task(), &source, |o| o.corners = false);
            assert!(!r.verdict.is_pass(), "{name} passed: {}", r.message);
            evidence(&r);
        }
    });
}

/// A sort that is not stable — the reference sorting by (key, value), as a sort of packed 64-bit
/// words would — orders the keys right but equal keys' values by value, not input order: random
/// u32 keys at small shapes almost never tie, so it passes there without the edge sets, and the
/// `many_duplicates` edge set fails it.
#[test]
fn l1_radix_sort_unstable_fails() {
    if !runs("l1_radix_sort_pairs") {
        return;
    }
    GpuTest::new("l1_radix_sort_unstable_fails").run(|ctx| {
        let task = kernels::get("l1_radix_sort_pairs").expect("task");
        let unstable = include_str!("false_passes/radix_sort_unstable.wgsl");
        // The small check shapes (N ≤ 4097: a tie among random u32 keys has odds of about 1 in
        // 500) and no drawn shapes, so that only an edge set can tie keys.
        let small: Vec<_> = task.spec.shapes.check.iter().filter(|s| s["N"] <= 4097.0).cloned().collect();
        let r = check(&ctx.backend, &task.eval_task(), unstable, |o| {
            o.corners = false;
            o.check_shapes = Some(small.clone());
        });
        let e = evidence(&r);
        assert_eq!(e.check, ekb_wire::report::Check::Edge("many_duplicates".into()), "{}", r.message);
        // Without the edge sets it passes there.
        let mut spec = task.spec.clone();
        spec.edges.clear();
        let no_edges = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &no_edges, unstable, |o| {
            o.corners = false;
            o.check_shapes = Some(small);
        });
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// A wrong kernel made from a task's reference: its name and the (from, to) text edits.
type Variant<'a> = (&'a str, &'a [(&'a str, &'a str)]);

/// Each variant of `task`'s reference (every edit's text present in it) is a mismatch under `ci`
/// at seed 11, corners off.
fn variants_fail(backend: &backend_wgpu::WgpuBackend, task: &kernels::Task, variants: &[Variant]) {
    for variant in variants {
        let r = check(backend, &task.eval_task(), &edited(task, variant), |o| o.corners = false);
        assert!(!r.verdict.is_pass(), "{} passed: {}", variant.0, r.message);
        evidence(&r);
    }
}

/// Each named wrong source of `task` is a mismatch under `ci` at seed 11, corners off; with
/// `Some(edge)` first found on that edge set (with `None` anywhere).
fn sources_fail(backend: &backend_wgpu::WgpuBackend, task: &kernels::Task, wrong: &[(&str, String, Option<&str>)]) {
    for (name, source, edge) in wrong {
        let r = check(backend, &task.eval_task(), source, |o| o.corners = false);
        assert!(!r.verdict.is_pass(), "{name} passed: {}", r.message);
        let e = evidence(&r);
        if let Some(edge) = edge {
            assert_eq!(e.check, ekb_wire::report::Check::Edge((*edge).into()), "{name}: {}", r.message);
        }
    }
}

/// `task`'s reference with a variant's edits made (each edit's text must be in it).
fn edited(task: &kernels::Task, (name, edits): &Variant) -> String {
    edits.iter().fold(task.reference_wgsl.to_string(), |src, (from, to)| {
        assert!(src.contains(from), "{name}: the reference has `{from}`");
        src.replace(from, to)
    })
}

/// Each variant is a mismatch under `ci` at seed 11, corners off: with `Some(edge)` first found on
/// that edge set (the trap the set exists for), with `None` on a shape's random inputs.
fn variants_fail_where(backend: &backend_wgpu::WgpuBackend, task: &kernels::Task, variants: &[(Variant, Option<&str>)]) {
    for (variant, edge) in variants {
        let r = check(backend, &task.eval_task(), &edited(task, variant), |o| o.corners = false);
        let name = variant.0;
        assert!(!r.verdict.is_pass(), "{name} passed: {}", r.message);
        let e = evidence(&r);
        match edge {
            Some(edge) => assert_eq!(e.check, ekb_wire::report::Check::Edge((*edge).into()), "{name}: {}", r.message),
            None => assert!(!matches!(e.check, ekb_wire::report::Check::Edge(_)), "{name}: {}", r.message),
        }
    }
}

/// `l1_motion_compensation`'s traps, measured: its reference with the vector split by truncation
/// (`/ 4`, `% 4`) instead of floor, with zero padding instead of clamp to edge, with the right
/// tap's column clamped before the + 1 instead of after, or without the rounding constant, fails.
#[test]
fn l1_motion_compensation_traps_fail() {
    if !runs("l1_motion_compensation") {
        return;
    }
    GpuTest::new("l1_motion_compensation_traps_fail").run(|ctx| {
        let task = kernels::get("l1_motion_compensation").expect("task");
        let variants: [Variant; 4] = [
            ("truncating split", &[("mx & 3", "mx % 4"), ("my & 3", "my % 4"), ("(mx >> 2u)", "(mx / 4)"), ("(my >> 2u)", "(my / 4)")]),
            (
                "zero padding",
                &[("return i32(Ref[yy * p.W + xx]);", "return select(0, i32(Ref[yy * p.W + xx]), i32(yy) == y && i32(xx) == x);")],
            ),
            ("clamp before + 1", &[("at(y0, x0 + 1)", "at(y0, max(x0, 0) + 1)"), ("at(y0 + 1, x0 + 1)", "at(y0 + 1, max(x0, 0) + 1)")]),
            ("no rounding constant", &[(" + 8) >> 4u", ") >> 4u")]),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l1_sad_block_search`'s traps, measured: its reference with ties broken in raster order, with
/// |dx| ranked before |dy|, or with a partial block completed by edge replication (its samples
/// outside the frame counted as copies of the edge) instead of left out, fails.
#[test]
fn l1_sad_block_search_traps_fail() {
    if !runs("l1_sad_block_search") {
        return;
    }
    GpuTest::new("l1_sad_block_search_traps_fail").run(|ctx| {
        let task = kernels::get("l1_sad_block_search").expect("task");
        let variants: [Variant; 3] = [
            (
                "raster-order ties",
                &[
                    ("let key = (sad << 12u) | (u32(abs(dy)) << 7u)", "let key = (sad << 12u) | c; let unused = (u32(abs(dy)) << 7u)"),
                    ("MV[3u * k] = select(-adx, adx, (key & 1u) != 0u);", "MV[3u * k] = i32((key & 4095u) % side) - i32(p.R);"),
                    ("MV[3u * k + 1u] = select(-ady, ady, (key & 2u) != 0u);", "MV[3u * k + 1u] = i32((key & 4095u) / side) - i32(p.R);"),
                ],
            ),
            (
                "|dx| before |dy|",
                &[
                    ("(u32(abs(dy)) << 7u) | (u32(abs(dx)) << 2u)", "(u32(abs(dx)) << 7u) | (u32(abs(dy)) << 2u)"),
                    ("let ady = i32((key >> 7u) & 31u);", "let ady = i32((key >> 2u) & 31u);"),
                    ("let adx = i32((key >> 2u) & 31u);", "let adx = i32((key >> 7u) & 31u);"),
                ],
            ),
            (
                "edge-replicated partial blocks",
                &[
                    ("let y1 = min(y0 + p.B, p.H);", "let y1 = y0 + p.B;"),
                    ("let x1 = min(x0 + p.B, p.W);", "let x1 = x0 + p.B;"),
                    ("Cur[y * p.W + x]", "Cur[min(y, p.H - 1u) * p.W + min(x, p.W - 1u)]"),
                ],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l1_resize_antialias`'s traps, measured: its reference with the triangle's support fixed at one
/// input pixel (a plain half-pixel bilinear sample, which aliases when downscaling) fails, and so does
/// one that divides by the interior weight sum (support²) instead of each output's own sum of the
/// taps left after clipping at the border.
#[test]
fn l1_resize_antialias_traps_fail() {
    if !runs("l1_resize_antialias") {
        return;
    }
    GpuTest::new("l1_resize_antialias_traps_fail").run(|ctx| {
        let task = kernels::get("l1_resize_antialias").expect("task");
        let src = task.reference_wgsl;
        let plain = src.replace("let support = max(s, 1.0);", "let support = 1.0;");
        let unnormalised = src.replace("acc / (norm_x * norm_y)", "acc / (wx.w * wy.w)");
        for (name, source) in [("2-tap bilinear", plain), ("interior normalisation", unnormalised)] {
            assert_ne!(source, src, "{name}: the replacement applies");
            let r = check(&ctx.backend, &task.eval_task(), &source, |o| o.corners = false);
            evidence(&r);
        }
    });
}

/// `l1_segment_reduce`'s traps, measured: its reference writing an empty segment's reductions as
/// they fall out of the identities (max −3e38, mean 0/0 = NaN, lse log 0 = −inf) instead of 0 fails,
/// and so does the unshifted log(Σ exp(x)), on the `large_values` or `very_negative` edge set
/// only: without those two it passes (exp(20)·32,768 fits f32).
#[test]
fn l1_segment_reduce_traps_fail() {
    if !runs("l1_segment_reduce") {
        return;
    }
    GpuTest::new("l1_segment_reduce_traps_fail").run(|ctx| {
        let task = kernels::get("l1_segment_reduce").expect("task");
        let variants: [Variant; 1] = [("identities for an empty segment", &[("if (end > start) {", "if (true) {")])];
        variants_fail(&ctx.backend, task, &variants);
        let src = task.reference_wgsl;
        let edits = [
            ("s = s * exp(m - v) + 1.0;", "s += exp(v);"),
            ("s += exp(v - m);", "s += exp(v);"),
            ("total = total * exp(mx - mk) + part_s[k];", "total += part_s[k];"),
            ("total += part_s[k] * exp(mk - mx);", "total += part_s[k];"),
            ("mx + log(total)", "log(total)"),
        ];
        let unshifted = edits.iter().fold(src.to_string(), |s, (from, to)| {
            assert!(s.contains(from), "the reference has `{from}`");
            s.replace(from, to)
        });
        let r = check(&ctx.backend, &task.eval_task(), &unshifted, |o| o.corners = false);
        let e = evidence(&r);
        assert!(
            [ekb_wire::report::Check::Edge("large_values".into()), ekb_wire::report::Check::Edge("very_negative".into())]
                .contains(&e.check),
            "{}",
            r.message
        );
        let mut spec = task.spec.clone();
        spec.edges.retain(|e| e.name != "large_values" && e.name != "very_negative");
        let tame = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &tame, &unshifted, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// `l2_ctc_greedy_decode`'s traps, measured: its reference with repeats merged across a blank (a,
/// BLANK, a → a), with the highest class winning a tie, with the blank always class 0, or reading
/// the padding frames as valid fails; and so does the unshifted log Σ exp(x), on the `loud` edge
/// set only: without it the logits stay within [−8, 8] and it passes.
#[test]
fn l2_ctc_greedy_decode_traps_fail() {
    if !runs("l2_ctc_greedy_decode") {
        return;
    }
    GpuTest::new("l2_ctc_greedy_decode_traps_fail").run(|ctx| {
        let task = kernels::get("l2_ctc_greedy_decode").expect("task");
        let variants: [Variant; 4] = [
            (
                "a blank does not separate repeats",
                &[(
                    "a != best[row + t - 1u]",
                    "a != select(best[row + t - 1u], best[row + t - 2u], t >= 2u && best[row + t - 1u] == blank)",
                )],
            ),
            ("highest class on ties", &[("if (x > m) {", "if (x >= m) {"), ("wi[lid + off] < wi[lid]", "wi[lid + off] > wi[lid]")]),
            ("blank always class 0", &[("let blank = p.BLANK_LAST * (p.V - 1u);", "let blank = 0u;")]),
            ("padding frames decoded", &[("if (t < n) {", "if (t < p.T) {")]),
        ];
        variants_fail(&ctx.backend, task, &variants);
        let edits = [
            ("s = s * exp(m - x) + 1.0;", "s += exp(x);"),
            ("s += exp(x - m);", "s += exp(x);"),
            ("ws[lid] * exp(m1 - mx) + ws[lid + off] * exp(m2 - mx)", "ws[lid] + ws[lid + off]"),
            ("-log(ws[0])", "wm[0] - log(ws[0])"),
        ];
        let unshifted = edits.iter().fold(task.reference_wgsl.to_string(), |s, (from, to)| {
            assert!(s.contains(from), "the reference has `{from}`");
            s.replace(from, to)
        });
        let r = check(&ctx.backend, &task.eval_task(), &unshifted, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("loud".into()), "{}", r.message);
        let mut spec = task.spec.clone();
        spec.edges.retain(|e| e.name != "loud");
        let tame = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &tame, &unshifted, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
    });
}

/// `l2_moe_router_topk`'s traps, measured: its reference with the higher expert id first on equal
/// logits, without the renormalisation (NORM = 1 shapes), with the softmax after top-k (always
/// renormalised: the NORM = 0 shapes), with a plain `counts[e] = counts[e] + 1` from the per-token
/// invocations (colliding increments lost), with each expert's list in slot-then-token order, or
/// with an unshifted exp (inf/NaN at D = 2,048 already) fails; the experts chosen by their f32
/// probabilities (underflowed ones tie at 0) fail on the `loud` edge set only and pass without it.
#[test]
fn l2_moe_router_topk_traps_fail() {
    if !runs("l2_moe_router_topk") {
        return;
    }
    GpuTest::new("l2_moe_router_topk_traps_fail").run(|ctx| {
        let task = kernels::get("l2_moe_router_topk").expect("task");
        let slot_major = "(i % p.T) * p.K + i / p.T";
        let in_slot_order = format!("ids[{slot_major}] == e");
        let put_slot_order = format!("dispatch[at] = {slot_major};");
        let variants: [Variant; 6] = [
            ("higher id first on ties", &[("|| v > bl)", "|| v >= bl)"), ("(v == pl && e > pe)", "(v == pl && e < pe)")]),
            ("never renormalised", &[("select(all, kept, p.NORM == 1u)", "all")]),
            ("softmax after top-k", &[("select(all, kept, p.NORM == 1u)", "kept")]),
            (
                "racy counts",
                &[("counts[e] = part[0];", "let unused = part[0];"), ("pe = be;", "pe = be;\n        counts[be] = counts[be] + 1u;")],
            ),
            ("lists in slot order", &[("ids[i] == e", &in_slot_order), ("dispatch[at] = i;", &put_slot_order)]),
            (
                "unshifted exp",
                &[
                    ("all += exp(lg[row + e] - m);", "all += exp(lg[row + e]);"),
                    ("kept += exp(bl - m);", "kept += exp(bl);"),
                    ("exp(lg[row + ids[t * p.K + j]] - m)", "exp(lg[row + ids[t * p.K + j]])"),
                ],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
        let loud_only: [Variant; 1] = [(
            "chosen by f32 probability",
            &[("let v = lg[row + e];", "let v = exp(lg[row + e] - m);"), ("kept += exp(bl - m);", "kept += bl;")],
        )];
        let mut spec = task.spec.clone();
        spec.edges.retain(|e| e.name != "loud");
        let tame = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        for variant in &loud_only {
            let (name, wrong) = (variant.0, edited(task, variant));
            let r = check(&ctx.backend, &task.eval_task(), &wrong, |o| o.corners = false);
            assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("loud".into()), "{name}: {}", r.message);
            let r = check(&ctx.backend, &tame, &wrong, |o| o.corners = false);
            assert!(r.verdict.is_pass(), "{name}: {}", r.message);
        }
    });
}

/// `l2_int8_conv_requant`'s traps, measured: its reference padding with the byte 0 instead of the
/// input zero point, with PyTorch's symmetric padding at stride 2, requantising with an f32 scale
/// and one rounding, with the 32-bit (wrapping) product, with a truncating high multiply (a·M0 >> 31
/// without gemmlowp's nudge), or without the ReLU6 clamp fails.
#[test]
fn l2_int8_conv_requant_traps_fail() {
    if !runs("l2_int8_conv_requant") {
        return;
    }
    GpuTest::new("l2_int8_conv_requant_traps_fail").run(|ctx| {
        let task = kernels::get("l2_int8_conv_requant").expect("task");
        let requant = "let r = div_pot(high_mul(acc, multiplier[o]), u32(-shift[o]));";
        let variants: [Variant; 6] = [
            (
                "zero-byte padding",
                &[
                    (
                        "if (iy >= 0 && ix >= 0 && iy < i32(p.H) && ix < i32(p.W)) {",
                        "let inside = iy >= 0 && ix >= 0 && iy < i32(p.H) && ix < i32(p.W); if (true) {",
                    ),
                    ("let xw = bitcast<i32>(x[xb + j]);", "let xw = select(0, bitcast<i32>(x[select(0u, xb + j, inside)]), inside);"),
                ],
            ),
            (
                "symmetric padding",
                &[
                    ("let pad_top = max(i32((oh - 1u) * p.STRIDE + 3u) - i32(p.H), 0) / 2;", "let pad_top = 1;"),
                    ("let pad_left = max(i32((ow - 1u) * p.STRIDE + 3u) - i32(p.W), 0) / 2;", "let pad_left = 1;"),
                ],
            ),
            ("f32 scale, one rounding", &[(requant, "let r = i32(round(f32(acc) * f32(multiplier[o]) * exp2(f32(shift[o] - 31))));")]),
            ("32-bit product", &[(requant, "let r = div_pot((acc * multiplier[o] + (1 << 30u)) >> 31u, u32(-shift[o]));")]),
            ("truncating high multiply", &[("let c = select(0x40000000u, 0x3FFFFFFFu, a < 0);", "let c = 0u;")]),
            ("no ReLU6", &[("clamp(r + p.out_zp, max(-128, p.out_zp), min(127, p.q6))", "clamp(r + p.out_zp, -128, 127)")]),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l1_conv_transpose2d`'s traps, measured: its reference reading the weight in Conv2d's
/// [CO, CI, K, K] layout, with the kernel flipped (the direct convolution of the zero-stuffed input
/// with the unflipped window's mirror), or leaving the output_padding rows and columns at the bias
/// (they receive taps too where P > 0) fails.
#[test]
fn l1_conv_transpose2d_traps_fail() {
    if !runs("l1_conv_transpose2d") {
        return;
    }
    GpuTest::new("l1_conv_transpose2d_traps_fail").run(|ctx| {
        let task = kernels::get("l1_conv_transpose2d").expect("task");
        let tap = "weight[((ci * p.CO + co) * p.K + u32(ky)) * p.K + u32(kx)]";
        let variants: [Variant; 3] = [
            ("Conv2d weight layout", &[(tap, "weight[((co * p.CI + ci) * p.K + u32(ky)) * p.K + u32(kx)]")]),
            ("flipped kernel", &[(tap, "weight[((ci * p.CO + co) * p.K + u32(k - 1 - ky)) * p.K + u32(k - 1 - kx)]")]),
            (
                "output_padding left at the bias",
                &[(
                    "var acc = bias[co];",
                    "var acc = bias[co]; if (oy >= oh - p.OP || ox >= ow - p.OP) { y[((n * p.CO + co) * oh + oy) * ow + ox] = acc; return; }",
                )],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

#[test]
fn the_task_filter_takes_ids_and_prefixes() {
    assert!(selects(None, "l1_gemm"));
    let f = Some("l1_gemm, l3_");
    assert!(selects(f, "l1_gemm") && selects(f, "l3_whisper_encoder") && selects(f, "l1_gemm_tiled"));
    assert!(!selects(f, "l1_softmax") && !selects(f, "l2_log_mel"));
    // A blank entry (a trailing comma, an empty value) selects nothing rather than everything.
    assert!(!selects(Some(""), "l1_gemm") && !selects(Some("l1_topk,"), "l2_log_mel"));
}

/// `l3_deeplab_aspp`'s traps, measured: its reference with a dilated branch padded by 1 (k/2, as for
/// an undilated 3×3) instead of by its rate, with taps outside the image clamped to the edge instead
/// of read as zero, with TensorFlow DeepLab's concat order (image pooling first), with the pooled
/// branch's sum not divided by H·W, or with the pool taken per pixel (no broadcast: the 1×1 of the
/// pixel itself instead of the image mean), fails.
#[test]
fn l3_deeplab_aspp_traps_fail() {
    if !runs("l3_deeplab_aspp") {
        return;
    }
    GpuTest::new("l3_deeplab_aspp_traps_fail").run(|ctx| {
        let task = kernels::get("l3_deeplab_aspp").expect("task");
        let variants: [Variant; 5] = [
            (
                "padding 1",
                &[
                    ("let iy = yy + (ky - 1) * r;", "let iy = yy + ky * r - 1;"),
                    ("let ix = xx + (kx - 1) * r;", "let ix = xx + kx * r - 1;"),
                ],
            ),
            (
                "edge-clamped taps",
                &[
                    ("if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {", "if (true) {"),
                    (
                        "let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.C;",
                        "let src = ((n * p.H + u32(clamp(iy, 0, i32(p.H) - 1))) * p.W + u32(clamp(ix, 0, i32(p.W) - 1))) * p.C;",
                    ),
                ],
            ),
            (
                "pooling first (TensorFlow DeepLab's order)",
                &[
                    (
                        "acc += cat[pix * qn + q] * weights[wp + q * p.CO + o];",
                        "acc += cat[pix * qn + q] * weights[wp + (p.B + q) * p.CO + o];",
                    ),
                    ("acc += se[a4 + b] * weights[wp + (qn + b) * p.CO + o];", "acc += se[a4 + b] * weights[wp + b * p.CO + o];"),
                ],
            ),
            ("pooled sum, not mean", &[("se[wid.x] = red[0] / f32(pixels);", "se[wid.x] = red[0];")]),
            (
                "pool per pixel",
                &[("acc += se[n * p.C + c] * weights[o + c * p.B + b];", "acc += x[n * p.H * p.W * p.C + c] * weights[o + c * p.B + b];")],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l3_superpoint_head`'s traps, measured: its reference with the softmax's max shift left out
/// (fails on the `saturated` set), with the dustbin dropped before the softmax (the sum over 64
/// channels), with depth-to-space column-major in the cell (c = dx·8 + dy), with the demo's
/// grid_sample coordinates (u = x/8 − 0.5), or with x/‖x‖ without the eps (0/0 on `zero_weights`), fails.
#[test]
fn l3_superpoint_head_traps_fail() {
    if !runs("l3_superpoint_head") {
        return;
    }
    GpuTest::new("l3_superpoint_head_traps_fail").run(|ctx| {
        let task = kernels::get("l3_superpoint_head").expect("task");
        let variants: [Variant; 3] = [
            (
                "dustbin dropped before the softmax",
                &[("for (var c = 0u; c < 65u; c++) {\n        sum +=", "for (var c = 0u; c < 64u; c++) {\n        sum +=")],
            ),
            ("depth-to-space column-major", &[("8u * i + c / 8u) * w8 + 8u * j + c % 8u", "8u * i + c % 8u) * w8 + 8u * j + c / 8u")]),
            (
                "demo's grid_sample coordinates",
                &[
                    ("let u = (f32(px) - 3.5) / 8.0;", "let u = f32(px) / 8.0 - 0.5;"),
                    ("let v = (f32(py) - 3.5) / 8.0;", "let v = f32(py) / 8.0 - 0.5;"),
                ],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
        let softmax: Variant =
            ("unshifted softmax", &[("sum += exp(l[c] - m);", "sum += exp(l[c]);"), ("= exp(l[c] - m) / sum;", "= exp(l[c]) / sum;")]);
        let no_eps: Variant = ("no eps", &[("let inv = 1.0 / max(sqrt(ss), 1e-12);", "let inv = 1.0 / sqrt(ss);")]);
        variants_fail_where(&ctx.backend, task, &[(softmax, Some("saturated")), (no_eps, Some("zero_weights"))]);
    });
}

/// `l3_efficientnet_lite_stem`'s traps, measured: its reference with PyTorch's symmetric padding 1
/// instead of TensorFlow's SAME, with the stem's padding in raw pixels (0 before the normalisation, as a
/// kernel that folds (x − 127)/128 into the stem's weights gets), with the [−1, 1] normalisation
/// (x − 127.5)/127.5, without block 1's residual where C0 = C1, or with a ReLU6 after block 2's linear
/// projection, fails.
#[test]
fn l3_efficientnet_lite_stem_traps_fail() {
    if !runs("l3_efficientnet_lite_stem") {
        return;
    }
    GpuTest::new("l3_efficientnet_lite_stem_traps_fail").run(|ctx| {
        let task = kernels::get("l3_efficientnet_lite_stem").expect("task");
        let variants: [Variant; 5] = [
            ("symmetric padding", &[("return max(i32((lo - 1u) * s + 3u) - i32(l), 0) / 2;", "return 1 + 0 * i32(lo);")]),
            (
                "raw-pixel padding",
                &[
                    (
                        "if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {",
                        "let inb = iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W);\n            {",
                    ),
                    (
                        "let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * 3u;",
                        "let src = ((n * p.H + u32(clamp(iy, 0, i32(p.H) - 1))) * p.W + u32(clamp(ix, 0, i32(p.W) - 1))) * 3u;",
                    ),
                    ("acc += (x[src + c] - 127.0) / 128.0", "acc += (select(0.0, x[src + c], inb) - 127.0) / 128.0"),
                ],
            ),
            ("[−1, 1] normalisation", &[("acc += (x[src + c] - 127.0) / 128.0", "acc += (x[src + c] - 127.5) / 127.5")]),
            ("no MBConv1 residual", &[("if (p.C0 == p.C1) {", "if (p.C0 == p.C1 + 1000u) {")]),
            (
                "relu6 after a projection",
                &[(
                    "act[reg(5u) + i] = pwc(i, reg(4u), xw, p.C2, a2() + (p.C1 + 11u) * xw);",
                    "act[reg(5u) + i] = relu6(pwc(i, reg(4u), xw, p.C2, a2() + (p.C1 + 11u) * xw));",
                )],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l3_xvector_embedding`'s traps: the variance as E[h²] − E[h]² (clamped at 0, the careful naive
/// form) fails only on the `offset` edge set (β3 = ±1,024); the unbiased variance (NaN at T3 = 1), the
/// epsilon outside the root, dilation 1 in layers 2 and 3 (the valid lengths kept), and y/‖y‖ without
/// the 1e-12 floor (NaN on `zero_weights`) fail too.
#[test]
fn l3_xvector_embedding_trap_kernels_fail() {
    if !runs("l3_xvector_embedding") {
        return;
    }
    GpuTest::new("l3_xvector_embedding_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_xvector_embedding").expect("task");
        let r = |a: &str, b: &str| {
            assert!(task.reference_wgsl.contains(a), "{a}");
            task.reference_wgsl.replace(a, b)
        };
        let dev = "let d = h3[t * p.C + c] - mean;";
        let std = "stats[p.C + c] = sqrt(sq / f32(n) + 1e-5);";
        let naive = r(dev, "let d = h3[t * p.C + c];").replace(std, "stats[p.C + c] = sqrt(max(sq / f32(n) - mean * mean, 0.0) + 1e-5);");
        let wrong = [
            ("E[h²] − E[h]²", naive, Some("offset")),
            ("unbiased variance", r(std, "stats[p.C + c] = sqrt(sq / f32(n - 1u) + 1e-5);"), None),
            ("epsilon outside the root", r(std, "stats[p.C + c] = sqrt(sq / f32(n)) + 1e-5;"), None),
            (
                "dilation 1",
                r("h1[(t + 2u * j) * p.C + k]", "h1[(t + j) * p.C + k]").replace("h2[(t + 3u * j) * p.C + k]", "h2[(t + j) * p.C + k]"),
                None,
            ),
            ("no norm floor", r("emb[e] = ys[e] / max(sqrt(ss), 1e-12);", "emb[e] = ys[e] / sqrt(ss);"), Some("zero_weights")),
        ];
        sources_fail(&ctx.backend, task, &wrong);
    });
}

/// `l3_siamfc_tracker`'s traps: a convolution (the exemplar's features flipped) instead of the
/// correlation, ReLU after the second conv, the last maximum (≥) instead of the first, and the window
/// without its N = 1 case (0/0 at Rh = 1) all fail. (A window computed from i instead of m passes on
/// lavapipe, whose f32 cos happens to keep the mirrored entries equal; the contract asks for m so that
/// no device's cos can break those ties.)
#[test]
fn l3_siamfc_tracker_trap_kernels_fail() {
    if !runs("l3_siamfc_tracker") {
        return;
    }
    GpuTest::new("l3_siamfc_tracker_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_siamfc_tracker").expect("task");
        let r = |a: &str, b: &str| {
            assert!(task.reference_wgsl.contains(a), "{a}");
            task.reference_wgsl.replace(a, b)
        };
        let last_max =
            r("if (v > bv) {", "if (v >= bv) {").replace("(ov == best_v[t] && oi < best_i[t])", "(ov == best_v[t] && oi > best_i[t])");
        let wrong: [(&str, String, Option<&str>); 4] = [
            ("convolution (flipped kernel)", r("f[(u * wz + v) * p.C2 + c]", "f[((hz - 1u - u) * wz + wz - 1u - v) * p.C2 + c]"), None),
            ("ReLU after conv2", r("f[i] = acc;", "f[i] = max(acc, 0.0);"), None),
            ("last maximum", last_max, None),
            ("no N = 1 window", r("if (n == 1u) {\n        return 1.0;\n    }", ""), None),
        ];
        sources_fail(&ctx.backend, task, &wrong);
    });
}

/// `l3_llm_decode_q4`'s traps, measured: its reference with consecutive nibbles (weight 2j low,
/// 2j + 1 high) in place of GGML's low/high split, without the offset 8, with the rotate-half (NeoX)
/// RoPE pairing in place of GGML's adjacent pairs, or with query head h reading KV head h % NKV
/// instead of h / (NH / NKV), fails on the random inputs; a softmax without the max shift fails on
/// the `loud_rotary` edge set only.
#[test]
fn l3_llm_decode_q4_trap_kernels_fail() {
    if !runs("l3_llm_decode_q4") {
        return;
    }
    GpuTest::new("l3_llm_decode_q4_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_llm_decode_q4").expect("task");
        let variants: [(Variant, Option<&str>); 5] = [
            (
                (
                    "consecutive nibbles",
                    &[
                        ("vec[src + 32u * b + j];", "vec[src + 32u * b + 2u * j];"),
                        ("vec[src + 32u * b + j + 16u];", "vec[src + 32u * b + 2u * j + 1u];"),
                    ],
                ),
                None,
            ),
            (("no offset", &[("(f32(byte & 15u) - 8.0)", "f32(byte & 15u)"), ("(f32(byte >> 4u) - 8.0)", "f32(byte >> 4u)")]), None),
            (("rotate-half RoPE", &[("let a = 2u * pair;", "let a = (pair / half) * dh() + i;"), ("a + 1u]", "a + half]")]), None),
            (
                (
                    "GQA h % NKV",
                    &[("let kvh = h / (p.NH / p.NKV);", "let kvh = h % p.NKV;"), ("(h / (p.NH / p.NKV)) * dh()", "(h % p.NKV) * dh()")],
                ),
                None,
            ),
            (("unshifted softmax", &[("exp(att[base + t] - row_max)", "exp(att[base + t])")]), Some("loud_rotary")),
        ];
        variants_fail_where(&ctx.backend, task, &variants);
    });
}

/// `l3_whisper_decoder_step`'s traps, measured: its reference with the self-attention over the L
/// cached tokens only (the new token left out), the cross-attention cache read as [T, 2, D] rows
/// (key and value of a frame side by side) instead of [2, T, D], or LayerNorm's unbiased variance
/// (÷ (D − 1)) fails on the random inputs; the tanh GELU fails on the `loud_weights` edge set only
/// (1.7× the tolerance at seed 11: the two forms differ by ≤ 5e-4 at |u| ≈ 2), eps added outside
/// the square root on the `quiet` edge set only.
#[test]
fn l3_whisper_decoder_step_trap_kernels_fail() {
    if !runs("l3_whisper_decoder_step") {
        return;
    }
    GpuTest::new("l3_whisper_decoder_step_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_whisper_decoder_step").expect("task");
        let tanh_gelu = "0.5 * acc * (1.0 + tanh(0.7978845608028654 * (acc + 0.044715 * acc * acc * acc)))";
        let variants: [(Variant, Option<&str>); 5] = [
            (
                (
                    "past tokens only",
                    &[
                        ("softmax_row(lid, wid.x * (p.L + 1u), p.L + 1u);", "softmax_row(lid, wid.x * (p.L + 1u), p.L);"),
                        ("acc += att[h * n + p.L] * kv_new[p.D + c];", ""),
                    ],
                ),
                None,
            ),
            (
                (
                    "cross cache as [T, 2, D]",
                    &[
                        ("kv[(2u * p.L + t) * p.D + c]", "kv[2u * p.L * p.D + 2u * t * p.D + c]"),
                        ("kv[(2u * p.L + p.T + t) * p.D + c]", "kv[(2u * p.L + 2u * t + 1u) * p.D + c]"),
                    ],
                ),
                None,
            ),
            (("unbiased variance", &[("reduce(lid, q, false) / f32(p.D)", "reduce(lid, q, false) / f32(p.D - 1u)")]), None),
            (("tanh GELU", &[("0.5 * acc * (1.0 + erf(acc * 0.7071067811865476))", tanh_gelu)]), Some("loud_weights")),
            (
                (
                    "eps outside the root",
                    &[("inverseSqrt(reduce(lid, q, false) / f32(p.D) + p.eps)", "1.0 / (sqrt(reduce(lid, q, false) / f32(p.D)) + p.eps)")],
                ),
                Some("quiet"),
            ),
        ];
        variants_fail_where(&ctx.backend, task, &variants);
    });
}

/// `l3_mobilebert_ffn_stack`'s traps, measured: its reference with the FFN's residual added after the
/// NoNorm instead of before it, without the output bottleneck's residual from x, without the ReLU,
/// or with three stacked FFNs instead of four, fails on the random inputs.
#[test]
fn l3_mobilebert_ffn_stack_trap_kernels_fail() {
    if !runs("l3_mobilebert_ffn_stack") {
        return;
    }
    GpuTest::new("l3_mobilebert_ffn_stack_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l3_mobilebert_ffn_stack").expect("task");
        let variants: [Variant; 4] = [
            (
                "residual after NoNorm",
                &[(
                    "h_new = (hs[j] + acc) * (1.0 + weights[o3 + j]) + weights[o3 + p.B + j];",
                    "h_new = hs[j] + acc * (1.0 + weights[o3 + j]) + weights[o3 + p.B + j];",
                )],
            ),
            ("no output residual", &[("= (x[s * p.D + e] + acc) * ", "= acc * ")]),
            ("no ReLU", &[("mid[i] = max(acc, 0.0);", "mid[i] = acc;")]),
            ("three FFNs", &[("for (var k = 0u; k < 4u; k++) {", "for (var k = 0u; k < 3u; k++) {")]),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l2_depth_normals`' traps, measured: a kernel that checks only the pixel's own depth (not its four
/// neighbours') passes every random run — uniform depths are never 0 — and fails only on `holes`;
/// one that orients by n.z > 0 instead of n·p > 0, one that takes pixel centres at integer
/// coordinates (u = x) and one that clamps its neighbours at the border (one-sided differences
/// instead of a zero normal) each fail.
#[test]
fn l2_depth_normals_trap_kernels_fail() {
    if !runs("l2_depth_normals") {
        return;
    }
    GpuTest::new("l2_depth_normals_trap_kernels_fail").run(|ctx| {
        let task = kernels::get("l2_depth_normals").expect("task");
        let holes = include_str!("false_passes/depth_normals_centre_only_valid.wgsl");
        let r = check(&ctx.backend, &task.eval_task(), holes, |o| o.corners = false);
        let e = evidence(&r);
        assert_eq!(e.check, ekb_wire::report::Check::Edge("holes".into()), "{}", r.message);
        let mut spec = task.spec.clone();
        spec.edges.retain(|e| e.name != "holes");
        let no_holes = ekb_eval::evaluate::EvalTask { spec: &spec, ..task.eval_task() };
        let r = check(&ctx.backend, &no_holes, holes, |o| o.corners = false);
        assert!(r.verdict.is_pass(), "{}", r.message);
        for (name, wrong) in [
            ("flip_by_z", include_str!("false_passes/depth_normals_flip_by_z.wgsl")),
            ("integer_centres", include_str!("false_passes/depth_normals_integer_centres.wgsl")),
            ("clamped_borders", include_str!("false_passes/depth_normals_clamped_borders.wgsl")),
        ] {
            let r = check(&ctx.backend, &task.eval_task(), wrong, |o| o.corners = false);
            let e = evidence(&r);
            eprintln!("{name}: {:?} — {}", e.check, r.message);
        }
    });
}

/// `l3_mobilevit_block`'s traps, measured: its reference with the tokens unfolded patch-major
/// (`[N, 4, D]` read as `[4, N, D]`), or by a plain reshape of the raster-order pixels (so a
/// sequence is a band of rows, not one pixel position of every patch), or folded back in raster
/// order, or with the concat's halves swapped (the projection first), or without the final
/// LayerNorm, fails; an unshifted softmax fails on the `constant_weights` edge set.
#[test]
fn l3_mobilevit_block_traps_fail() {
    if !runs("l3_mobilevit_block") {
        return;
    }
    GpuTest::new("l3_mobilevit_block_traps_fail").run(|ctx| {
        let task = kernels::get("l3_mobilevit_block").expect("task");
        let token = "return ((py % 2u) * 2u + px % 2u) * seq() + (py / 2u) * (p.W / 2u) + px / 2u;";
        let variants: [Variant; 5] = [
            ("patch-major unfold", &[(token, "return ((py / 2u) * (p.W / 2u) + px / 2u) * 4u + (py % 2u) * 2u + px % 2u;")]),
            ("raster reshape", &[(token, "return py * p.W + px;")]),
            ("raster fold", &[("let t = token(pix / p.W, pix % p.W);", "let t = pix;")]),
            (
                "concat (projection, x)",
                &[
                    (
                        "acc += x[nb * p.C + ci] * weights[wk + ci * p.C + co];",
                        "acc += x[nb * p.C + ci] * weights[wk + (p.C + ci) * p.C + co];",
                    ),
                    (
                        "acc += t1[nb * p.C + ci] * weights[wk + (p.C + ci) * p.C + co];",
                        "acc += t1[nb * p.C + ci] * weights[wk + ci * p.C + co];",
                    ),
                ],
            ),
            (
                "no final LayerNorm",
                &[("acc += a[t * p.D + k] * weights[o_wp() + k * p.C + co];", "acc += xs[t * p.D + k] * weights[o_wp() + k * p.C + co];")],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
        let unshifted = task.reference_wgsl.replace("let e = exp(big[base + j] - row_max);", "let e = exp(big[base + j]);");
        assert_ne!(unshifted, task.reference_wgsl, "the replacement applies");
        let r = check(&ctx.backend, &task.eval_task(), &unshifted, |o| o.corners = false);
        assert_eq!(evidence(&r).check, ekb_wire::report::Check::Edge("constant_weights".into()), "{}", r.message);
    });
}

/// `l2_preprocess_normalize`'s traps, measured: its reference with align_corners=True's mapping
/// (ox·(cw − 1)/(OW − 1)), with the bytes read as ARGB (R the high byte), with the crop offset
/// added in output space (scaled with the resize), with the upper taps clamped at the image's edge
/// instead of the crop's, without the clamp at 0 (an upscale's first outputs extrapolate), or
/// writing NHWC (interleaved) instead of planar NCHW, fails.
#[test]
fn l2_preprocess_normalize_traps_fail() {
    if !runs("l2_preprocess_normalize") {
        return;
    }
    GpuTest::new("l2_preprocess_normalize_traps_fail").run(|ctx| {
        let task = kernels::get("l2_preprocess_normalize").expect("task");
        let sx = "let sx = max((f32(gid.x) + 0.5) * (f32(p.cw) / f32(p.OW)) - 0.5, 0.0);";
        let sy = "let sy = max((f32(gid.y) + 0.5) * (f32(p.ch) / f32(p.OH)) - 0.5, 0.0);";
        let texel = "return vec3<f32>(f32(v & 255u), f32((v >> 8u) & 255u), f32((v >> 16u) & 255u));";
        let variants: [Variant; 6] = [
            (
                "align_corners=True",
                &[
                    (sx, "let sx = select(0.0, f32(gid.x) * f32(p.cw - 1u) / f32(p.OW - 1u), p.OW > 1u);"),
                    (sy, "let sy = select(0.0, f32(gid.y) * f32(p.ch - 1u) / f32(p.OH - 1u), p.OH > 1u);"),
                ],
            ),
            ("ARGB byte order", &[(texel, "return vec3<f32>(f32(v >> 24u), f32((v >> 16u) & 255u), f32((v >> 8u) & 255u));")]),
            (
                "crop offset scaled",
                &[
                    (sx, "let sx = max((f32(gid.x + p.x0) + 0.5) * (f32(p.cw) / f32(p.OW)) - 0.5, 0.0);"),
                    (sy, "let sy = max((f32(gid.y + p.y0) + 0.5) * (f32(p.ch) / f32(p.OH)) - 0.5, 0.0);"),
                    ("let v = img[(p.y0 + cy) * p.W + p.x0 + cx];", "let v = img[cy * p.W + cx];"),
                ],
            ),
            (
                "taps clamped at the image edge",
                &[
                    ("let x_hi = min(x_lo + 1u, p.cw - 1u);", "let x_hi = min(x_lo + 1u, p.W - p.x0 - 1u);"),
                    ("let y_hi = min(y_lo + 1u, p.ch - 1u);", "let y_hi = min(y_lo + 1u, p.H - p.y0 - 1u);"),
                ],
            ),
            (
                "no clamp at 0",
                &[
                    (sx, "let sx = (f32(gid.x) + 0.5) * (f32(p.cw) / f32(p.OW)) - 0.5;"),
                    (sy, "let sy = (f32(gid.y) + 0.5) * (f32(p.ch) / f32(p.OH)) - 0.5;"),
                ],
            ),
            (
                "NHWC",
                &[
                    ("y[o] = (v.x", "y[3u * o] = (v.x"),
                    ("y[plane + o] = (v.y", "y[3u * o + 1u] = (v.y"),
                    ("y[2u * plane + o] = (v.z", "y[3u * o + 2u] = (v.z"),
                ],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}

/// `l3_anomaly_autoencoder`'s traps, measured: its reference with the context vectors stacked
/// mel-major (element m·5 + j, in the first layer and in the error), with the score averaged over
/// T vectors instead of T − 4, with a ReLU on the output layer, with the squared error summed over
/// the 5·M values instead of averaged, or with the ReLU before the folded batch norm, fails.
#[test]
fn l3_anomaly_autoencoder_traps_fail() {
    if !runs("l3_anomaly_autoencoder") {
        return;
    }
    GpuTest::new("l3_anomaly_autoencoder_traps_fail").run(|ctx| {
        let task = kernels::get("l3_anomaly_autoencoder").expect("task");
        let ctx0 = "acc += weights[o * n + k] * x[v * p.M + k];";
        let ctx_mse = "let e = act_b[v * d + k] - x[v * p.M + k];";
        let out = "act_b[g.x] = from_a(9u, g.x);";
        let variants: [Variant; 5] = [
            (
                "mel-major context",
                &[
                    (ctx0, "acc += weights[o * n + k] * x[(v + k % 5u) * p.M + k / 5u];"),
                    (ctx_mse, "let e = act_b[v * d + k] - x[(v + k % 5u) * p.M + k / 5u];"),
                ],
            ),
            ("T vectors in the score", &[("score[0] = sum / f32(nv());", "score[0] = sum / f32(p.T);")]),
            ("ReLU on the output layer", &[(out, "act_b[g.x] = max(from_a(9u, g.x), 0.0);")]),
            ("summed MSE", &[("err[v] = sum / f32(d);", "err[v] = sum;")]),
            (
                "ReLU before the BN",
                &[(
                    "return max(z * bn_scale[s_off(l) + o] + bn_shift[s_off(l) + o], 0.0);",
                    "return max(z, 0.0) * bn_scale[s_off(l) + o] + bn_shift[s_off(l) + o];",
                )],
            ),
        ];
        variants_fail(&ctx.backend, task, &variants);
    });
}
