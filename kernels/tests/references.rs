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
        for (name, source, edge) in wrong {
            let r = check(&ctx.backend, &task.eval_task(), &source, |o| o.corners = false);
            assert!(!r.verdict.is_pass(), "{name} passed: {}", r.message);
            let e = evidence(&r);
            if let Some(edge) = edge {
                assert_eq!(e.check, ekb_wire::report::Check::Edge(edge.into()), "{name}: {}", r.message);
            }
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
    for (name, edits) in variants {
        let wrong = edits.iter().fold(task.reference_wgsl.to_string(), |src, (from, to)| {
            assert!(src.contains(from), "{name}: the reference has `{from}`");
            src.replace(from, to)
        });
        let r = check(backend, &task.eval_task(), &wrong, |o| o.corners = false);
        evidence(&r);
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

#[test]
fn the_task_filter_takes_ids_and_prefixes() {
    assert!(selects(None, "l1_gemm"));
    let f = Some("l1_gemm, l3_");
    assert!(selects(f, "l1_gemm") && selects(f, "l3_whisper_encoder") && selects(f, "l1_gemm_tiled"));
    assert!(!selects(f, "l1_softmax") && !selects(f, "l2_log_mel"));
    // A blank entry (a trailing comma, an empty value) selects nothing rather than everything.
    assert!(!selects(Some(""), "l1_gemm") && !selects(Some("l1_topk,"), "l2_log_mel"));
}
