//! The step section appended to the task prompt ([`crate::prompt::build`]) at every step of
//! `leka` and `iterative`: the layer's instructions, the budget left, the best kernel with its
//! verdict, its timing as one statistic (the median of the paired ratios with its lower bound,
//! and the pair of times at that median) and speed-of-light bound, and the previous attempt's
//! outcome (verdict, reason, message, diagnostics and, when it was not accepted, the lines it
//! changed from the best kernel). For a kind compiled by TVM (`tvmscript`, from v5) the layers are
//! worded in TVM's terms — the compute definition, loop transformations and thread bindings,
//! `cache_read`/`cache_write` and storage scopes (docs/SCHEMA.md §3d) — and the kernel TVM
//! generated is shown with the best kernel and with a failed attempt. Step numbers are 1-based
//! wherever the model sees them. Part of
//! the prompt template: a change here is a new [`StepVersion`] (and [`AGENT_PROMPT_VERSION`]); the
//! versions from v3 are kept, so their text can be made again ([`step_section_for`]).

use std::fmt::Write as _;

use ekb_eval::kind::Kind;
use ekb_eval::report::SampleReport;
use ekb_wire::trajectory::Layer;

use crate::prompt::fence_tag;

/// The version of the step section (recorded in the trajectory header with the task prompt's):
/// [`StepVersion::CURRENT`]'s name.
pub const AGENT_PROMPT_VERSION: &str = StepVersion::CURRENT.name();

/// A version of the step section. Earlier ones are kept from v3 on ([`step_section_for`]), so a
/// step prompt recorded with one can be made again; v1 and v2 are not kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StepVersion {
    /// `ekb-agent-v3`: the speed-of-light estimate a measured time beat is called unreliable, and
    /// the acceptance rule names the extra evaluations of a straddling kernel in one clause.
    V3,
    /// `ekb-agent-v4`: v3 with the iterative method's first step worded for a first attempt (v3
    /// asked to "improve the kernel" before any kernel existed), and the acceptance rule stating
    /// the extra evaluations of a straddling kernel — how many, what decides, and that a kernel
    /// they accept may show a lower bound below the best's median (a model seat saw such an
    /// acceptance and could not explain it from v3's text).
    V4,
    /// `ekb-agent-v5`: v4 with the optimisation layers of a `tvmscript` run worded for TVM (the TE
    /// compute definition; `split`/`fuse`/`reorder`/`bind`; `cache_read`/`cache_write` and
    /// `shared`/`local` scopes) instead of WGSL's `override` constants and `vec4` loads, and the
    /// kernel TVM generated (the report's `generated`) shown with the best kernel and with a
    /// failed attempt. The text for `wgsl`, `opencl` and `c` is v4's.
    #[default]
    V5,
}

impl StepVersion {
    /// The version used unless one is asked for.
    pub const CURRENT: Self = Self::V5;
    /// Every kept version, oldest first.
    pub const ALL: [Self; 3] = [Self::V3, Self::V4, Self::V5];

    /// Its name as recorded (`ekb-agent-v5`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::V3 => "ekb-agent-v3",
            Self::V4 => "ekb-agent-v4",
            Self::V5 => "ekb-agent-v5",
        }
    }
}

/// Most changed lines of a refused attempt shown to the model.
const DIFF_LINES: usize = 40;

/// Most lines of a generated kernel (TVM's, [`SampleReport::generated`]) shown to the model; a
/// longer one ends with how many lines were left out.
const GENERATED_LINES: usize = 150;

/// The best kernel so far.
pub struct Best<'a> {
    /// Its step (`None`: the start kernel given by the user).
    pub step: Option<u32>,
    /// The kernel text.
    pub kernel: &'a str,
    /// Its evaluation.
    pub report: &'a SampleReport,
}

/// The previous step's outcome.
pub struct Last<'a> {
    /// Its index (`None`: the start kernel given by the user).
    pub step: Option<u32>,
    /// Its verdict name (`pass`, `mismatch`, `rejected`, `no_kernel`, …).
    pub verdict: &'a str,
    /// Why it was not accepted (empty when it was).
    pub reason: &'a str,
    /// Its evaluation, when it ran.
    pub report: Option<&'a SampleReport>,
    /// Its kernel, when the reply had one.
    pub kernel: Option<&'a str>,
    /// It was the best kernel unchanged (not evaluated); the step that follows is its retry.
    pub unchanged: bool,
}

/// The budget left, as the model is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Remaining {
    /// Model calls left after this one.
    pub calls_after_this: u32,
    /// Model calls of the whole run.
    pub calls_total: u32,
}

/// What the model is asked to do in `layer` ([`StepVersion::V3`]'s words); `has_verdict`: a
/// verdict is shown below (the correctness layer asks to fix what it reports only then).
pub fn instructions(layer: Layer, plan_only: bool, has_verdict: bool) -> &'static str {
    instructions_for(StepVersion::V3, Kind::Wgsl, layer, plan_only, has_verdict, false)
}

/// What the model is asked to do in `layer` in `version` for a kernel of `kind`; `has_verdict`: a
/// verdict is shown below; `first`: nothing has been asked or evaluated yet (from v4 the iterative
/// method's first step asks for a kernel, not for an improvement of one). From v5 a `tvmscript`
/// run's optimisation layers are worded for TVM ([`tvm_instructions`]).
pub fn instructions_for(version: StepVersion, kind: Kind, layer: Layer, plan_only: bool, has_verdict: bool, first: bool) -> &'static str {
    if version == StepVersion::V5 && kind == Kind::Tvmscript {
        if let Some(text) = tvm_instructions(layer) {
            return text;
        }
    }
    match (layer, plan_only) {
        (Layer::Unlayered, _) if version != StepVersion::V3 && first => {
            "Write the kernel: nothing has been asked or evaluated yet. Make it correct first — a Pass on every check \
             shape, drawn shape and edge input — then as fast as you can."
        }
        (Layer::Correctness, _) if has_verdict => {
            "Layer 0, correctness: make the kernel correct — a Pass on every check shape, drawn shape and edge input. Fix \
             exactly what the verdict and diagnostics below report; do not optimise yet."
        }
        (Layer::Correctness, _) => {
            "Layer 0, correctness: write a kernel that is correct — a Pass on every check shape, drawn shape and edge input. \
             Nothing has been evaluated yet; do not optimise yet."
        }
        (Layer::Computation, _) => {
            "Layer 1, computation: restructure what each pass computes — fuse passes, drop redundant work, algebraic \
             rewrites (e.g. an online softmax). Keep it correct. Write the sizes a later step may tune (work-group size, \
             tile size, items per invocation) as `override` constants with their current values (WGSL: `override WG: u32 = \
             256u;` used as `@workgroup_size(WG)`; OpenCL: a plan line `// override TILE = 16`): the scheduling layer's \
             plan-only step can move only those, the plan and the work-group size."
        }
        (Layer::Scheduling, true) => {
            "Layer 2, scheduling, PLAN ONLY: change only the `// @plan` block, the values of `override` constants and \
             the `@workgroup_size` arguments (work-group size, dispatch grid). Any other edit is rejected without being run."
        }
        (Layer::Scheduling, false) => {
            "Layer 2, scheduling: change how work maps to invocations — work-group size, tiling, thread coarsening, the \
             dispatch grid. Keep it correct."
        }
        (Layer::Memory, _) => {
            "Layer 3, memory: change how data moves — workgroup-shared tiles, vectorised loads (vec4), layouts, f16 \
             storage where the tolerance allows. Keep it correct."
        }
        (Layer::Unlayered, _) => "Improve the kernel: make it correct first, then as fast as you can.",
    }
}

/// The optimisation layers of a `tvmscript` kernel in TVM's terms (docs/SCHEMA.md §3d: the compute
/// definition is the computation, loop transformations and thread bindings the scheduling,
/// `cache_read`/`cache_write` and storage scopes the memory); `None` for the correctness layer and
/// unlayered steps, whose words do not depend on the kind. A TVMScript has no launch plan and no
/// `override` constants, so it has no plan-only step (LEKA never asks for one:
/// `super::has_plan_only_step`).
fn tvm_instructions(layer: Layer) -> Option<&'static str> {
    Some(match layer {
        Layer::Computation => {
            "Layer 1, computation: change the compute definition — the `te.compute` stages of `compute()` (or the \
             bodies of the TVMScript blocks): what each output element is computed from, fusing or dropping stages, \
             algebraic rewrites, restructuring a reduction (e.g. its axis split so one step does several products). \
             Keep it correct, and keep `schedule(sch, target)` consistent with the new stages (its block and loop names \
             follow the definition)."
        }
        Layer::Scheduling => {
            "Layer 2, scheduling: change the loop transformations and thread bindings in `schedule(sch, target)` — \
             `split`, `fuse`, `reorder`, `unroll`, `bind` to `blockIdx.x/y` and `threadIdx.x/y` (the work-group size is \
             the product of the `threadIdx` extents; the grid follows from the shape variables), per target. Keep the \
             compute definition, and keep it correct."
        }
        Layer::Memory => {
            "Layer 3, memory: change where data lives and how it moves — `cache_read`/`cache_write` into `shared` \
             (work-group memory, filled by the work-group's invocations together) or `local` (registers) placed with \
             `compute_at`/`reverse_compute_at`, `set_scope`, `vectorize`. A `shared` or `local` buffer needs a size TVM \
             can bound at compile time. Keep it correct."
        }
        Layer::Correctness | Layer::Unlayered => return None,
    })
}

/// The kernel TVM generated from a candidate (`r.generated`), fenced in the language of the form
/// that ran, at most [`GENERATED_LINES`] lines; `None` for a kind its own compiler does not
/// rewrite (no `generated`).
fn generated_block(r: &SampleReport) -> Option<String> {
    let text = r.generated.as_deref()?;
    let tag = r
        .device
        .as_ref()
        .and_then(|d| ekb_eval::kind::Family::for_device_api(&d.backend))
        .and_then(|f| f.kinds().next())
        .map_or("", fence_tag);
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let mut shown = lines.iter().take(GENERATED_LINES).copied().collect::<Vec<_>>().join("\n");
    if lines.len() > GENERATED_LINES {
        let _ = write!(shown, "\n… {} more lines", lines.len() - GENERATED_LINES);
    }
    Some(format!("```{tag}\n{shown}\n```\n"))
}

/// The pair of times whose ratio is nearest the median of the paired ratios (the median itself for
/// an odd number of pairs), as (kernel ms, reference ms); `None` without per-pair samples.
fn median_pair(t: &ekb_eval::report::TimingReport) -> Option<(f64, f64)> {
    let pairs: Vec<(f64, f64)> =
        t.candidate_samples_ms.iter().zip(&t.baseline_samples_ms).filter(|(c, _)| **c > 0.0).map(|(c, b)| (*c, *b)).collect();
    pairs.into_iter().min_by(|x, y| (x.1 / x.0 - t.speedup).abs().total_cmp(&(y.1 / y.0 - t.speedup).abs()))
}

fn timing_line(r: &SampleReport) -> String {
    let Some(t) = &r.timing else { return "not timed".into() };
    let mut s = format!(
        "speedup {:.3}× = the median, over {} interleaved pairs of runs at {}, of (reference time / kernel time); 99 % lower \
         bound {:.3}×",
        t.speedup, t.samples, t.shape, t.speedup_lower
    );
    if let Some((c, b)) = median_pair(t) {
        let _ = write!(s, ". The pair nearest that median: reference {b:.4} ms, kernel {c:.4} ms ({:.3}×)", b / c);
    }
    let _ = write!(
        s,
        ". Noise (interquartile range / median of each side's times): kernel {:.0} %, reference {:.0} %",
        100.0 * t.candidate_spread,
        100.0 * t.baseline_spread
    );
    match (t.speed_of_light_bound(), t.speed_of_light_ms) {
        (Some(sol), _) => {
            let _ = write!(s, "; speed-of-light bound {sol:.4} ms (the kernel's median time is {:.1}× the bound)", t.candidate_ms / sol);
        }
        // Never "0.7× the bound": a measured time below the estimate means the probe or the cost
        // model is wrong for this task here, not that a kernel beat physics.
        (None, Some(sol)) if sol.is_finite() && sol > 0.0 => {
            let (who, ms) =
                if t.baseline_ms <= t.candidate_ms { ("the reference's", t.baseline_ms) } else { ("the kernel's", t.candidate_ms) };
            let _ = write!(
                s,
                "; the speed-of-light estimate {sol:.4} ms is above {who} measured median {ms:.4} ms, so it is unreliable for \
                 this task on this device: ignore it"
            );
        }
        _ => s.push_str("; no speed-of-light bound on this device"),
    }
    s
}

/// [`StepVersion::V4`]'s acceptance rule (docs/AGENT.md §3; [`super::accept`],
/// [`super::sequential`]): both ways a kernel replaces the best, the extra evaluations of a
/// straddling one, and why a kernel so accepted may show a bound below the best's median.
fn acceptance_v4() -> String {
    let looks = super::sequential::EXTRA_LOOKS;
    let alpha = 100.0 * super::sequential::alpha_per_look();
    format!(
        "A new kernel replaces it when it passes and either (a) its 99 % lower bound exceeds the best's speedup (the \
         median above), or (b) its median exceeds the best's speedup but its bound does not: then, before the next step, \
         it is evaluated up to {looks} more times, each with fresh seeds and fresh pairs, and it replaces the best only if \
         the pairs of those extra evaluations, pooled, pass a sign test ({alpha} % per evaluation) that their median ratio \
         (reference time / kernel time) is above the best's speedup. So a kernel accepted by (b) may show a lower bound \
         below the best's median: the pooled pairs decided it. From then on its first evaluation's numbers are the ones \
         shown, and a later kernel must beat its median. When the extra evaluations refuse a kernel, the reason shown for it \
         gives the pooled count. Answer with the complete new kernel.\n\n"
    )
}

fn evidence(u: &mut String, r: &SampleReport) {
    let _ = writeln!(u, "Verdict: {} — {}", r.verdict.kind(), r.message_with_reproduce());
    for d in r.diagnostics.iter().take(12) {
        let _ = writeln!(u, "- {:?} [{}]: {}", d.severity, d.stage.name(), d.message);
        for n in d.notes.iter().take(3) {
            let _ = writeln!(u, "  note: {n}");
        }
    }
}

/// The step section for step `index` (0-based; 1-based in the text, as every step number the
/// model sees) of `layer`; `remaining`: the budget left, when the run has a call budget. The
/// current version's ([`StepVersion::CURRENT`]).
pub fn step_section(
    index: u32,
    layer: Layer,
    plan_only: bool,
    kind: Kind,
    best: Option<&Best<'_>>,
    last: Option<&Last<'_>>,
    remaining: Option<Remaining>,
) -> String {
    step_section_for(StepVersion::CURRENT, index, layer, plan_only, kind, best, last, remaining)
}

/// [`step_section`] in the words of `version`.
#[allow(clippy::too_many_arguments)]
pub fn step_section_for(
    version: StepVersion,
    index: u32,
    layer: Layer,
    plan_only: bool,
    kind: Kind,
    best: Option<&Best<'_>>,
    last: Option<&Last<'_>>,
    remaining: Option<Remaining>,
) -> String {
    let tag = fence_tag(kind);
    let mut u = String::new();
    let what = if layer == Layer::Unlayered {
        "iterate".to_string()
    } else {
        format!("{}{}", layer.name(), if plan_only { " (plan only)" } else { "" })
    };
    let has_verdict = last.is_some_and(|l| l.report.is_some());
    let first = best.is_none() && last.is_none();
    let _ = writeln!(u, "## Step {} — {what}\n\n{}\n", index + 1, instructions_for(version, kind, layer, plan_only, has_verdict, first));
    // v5 shows the kernel TVM generated (what ran and was timed) for a compiled kind.
    let generated = |r: &SampleReport| if version == StepVersion::V5 { generated_block(r) } else { None };
    if let Some(r) = remaining {
        let _ = writeln!(
            u,
            "Budget: this is model call {} of {}; {} left after it. A reply that returns the best kernel unchanged is not \
             evaluated.\n",
            r.calls_total - r.calls_after_this,
            r.calls_total,
            r.calls_after_this
        );
    }
    match best {
        Some(b) => {
            let from = b.step.map_or("the start kernel".to_string(), |s| format!("step {}", s + 1));
            let _ = writeln!(u, "### Best kernel so far ({from})\n");
            evidence(&mut u, b.report);
            let _ = writeln!(u, "Timing: {}\n\n```{tag}\n{}\n```\n", timing_line(b.report), b.kernel.trim_end());
            if let Some(block) = generated(b.report) {
                let _ = writeln!(u, "The kernel TVM generated from it (what ran and was timed):\n\n{block}");
            }
            match version {
                StepVersion::V3 => u.push_str(
                    "A new kernel replaces it only if it passes and its 99 % lower bound exceeds the best's speedup (the median \
                     above); when its median exceeds it but its bound does not, it is timed again with fresh seeds and replaces it \
                     only if the pooled pairs show it faster. Answer with the complete new kernel.\n\n",
                ),
                StepVersion::V4 | StepVersion::V5 => {
                    let _ = write!(u, "{}", acceptance_v4());
                }
            }
        }
        None => u.push_str("### Best kernel so far\n\nNone yet: no kernel has passed.\n\n"),
    }
    if let Some(l) = last {
        let from = l.step.map_or("the start kernel".to_string(), |s| format!("step {}", s + 1));
        let _ = writeln!(u, "### Previous attempt ({from}): {}\n", l.verdict);
        if !l.reason.is_empty() {
            let _ = writeln!(u, "Not accepted: {}\n", l.reason);
        }
        if l.unchanged {
            u.push_str(
                "It returned the best kernel unchanged, so it was not evaluated; this step is its one retry: return a kernel \
                 that differs in what this layer may change.\n\n",
            );
        }
        if let Some(r) = l.report {
            evidence(&mut u, r);
            if r.timing.is_some() {
                let _ = writeln!(u, "Timing: {}", timing_line(r));
            }
            u.push('\n');
            // What ran when it failed: the kernel TVM generated (absent when TVM rejected it; its
            // error is the verdict's message above).
            if !r.verdict.is_pass() {
                if let Some(block) = generated(r) {
                    let _ = writeln!(u, "The kernel TVM generated from it (what ran):\n\n{block}");
                }
            }
        }
        match (best, l.kernel) {
            // Without a best kernel the attempt is what must be fixed: show it.
            (None, Some(k)) => {
                let _ = writeln!(u, "Its kernel:\n\n```{tag}\n{}\n```\n", k.trim_end());
            }
            // A refused attempt: what it changed from the best kernel.
            (Some(b), Some(k)) if !l.reason.is_empty() && !l.unchanged => {
                let d = super::diff::line_diff(b.kernel, k, DIFF_LINES);
                if !d.is_empty() {
                    let _ = writeln!(u, "What it changed from the best kernel (`-` removed, `+` added):\n\n```diff\n{d}\n```\n");
                }
            }
            _ => {}
        }
    }
    u
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(pairs: &[(f64, f64)], speed_of_light_ms: Option<f64>) -> SampleReport {
        let mut r: SampleReport =
            serde_json::from_str(include_str!("../../tests/fixtures/agent/report_pass.json")).expect("a SampleReport");
        let t = r.timing.as_mut().expect("timed");
        t.baseline_samples_ms = pairs.iter().map(|p| p.0).collect();
        t.candidate_samples_ms = pairs.iter().map(|p| p.1).collect();
        t.samples = pairs.len() as u32;
        t.speedup = ekb_eval::timing::paired_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms);
        t.candidate_ms = ekb_eval::timing::median(&t.candidate_samples_ms);
        t.baseline_ms = ekb_eval::timing::median(&t.baseline_samples_ms);
        t.speedup_lower = 1.1;
        t.speed_of_light_ms = speed_of_light_ms;
        r
    }

    /// The numbers shown are one statistic: the median of the paired ratios, its bound, and the
    /// pair of times at it (whose ratio is that median) — never the two medians side by side,
    /// whose ratio differs under noise (here 6.0 / 4.0 = 1.5× against a paired median of 1.25×).
    #[test]
    fn timing_is_the_paired_median_with_its_bound_and_the_pair_at_it() {
        let r = report(&[(5.0, 4.0), (2.0, 4.0), (6.0, 3.0), (10.0, 8.0), (6.0, 6.0)], Some(1.0));
        let line = timing_line(&r);
        assert!(line.starts_with("speedup 1.250× = the median, over 5 interleaved pairs of runs at N=262144, of (reference time / kernel time); 99 % lower bound 1.100×. The pair nearest that median: reference 5.0000 ms, kernel 4.0000 ms (1.250×)."), "{line}");
        assert!(!line.contains("6.0000"), "{line}");
        assert!(line.contains("speed-of-light bound 1.0000 ms (the kernel's median time is 4.0× the bound)"), "{line}");
        // A "bound" above a measured time is not shown as one, whichever side beat it, and no
        // ratio below 1× the bound is ever printed.
        let fast = timing_line(&report(&[(5.0, 4.0)], Some(4.5)));
        assert!(fast.contains("the speed-of-light estimate 4.5000 ms is above the kernel's measured median 4.0000 ms, so it is unreliable for this task on this device: ignore it"), "{fast}");
        assert!(!fast.contains("× the bound"), "{fast}");
        let reference = timing_line(&report(&[(3.0, 4.0)], Some(3.5)));
        assert!(reference.contains("above the reference's measured median 3.0000 ms, so it is unreliable"), "{reference}");
        let mut flagged = report(&[(5.0, 4.0)], Some(1.0));
        flagged.timing.as_mut().expect("timed").speed_of_light_violated = true;
        assert!(timing_line(&flagged).contains("unreliable for this task"), "an evaluator's flag is honoured");
    }

    /// The fixture every agent unit test starts from is one statistic too: its medians, paired
    /// speedup, bound and spreads are what its samples give.
    #[test]
    fn the_fixture_report_agrees_with_its_samples() {
        use ekb_eval::timing::{confident_speedup, median, paired_speedup, relative_spread};
        let r: SampleReport = serde_json::from_str(include_str!("../../tests/fixtures/agent/report_pass.json")).expect("a SampleReport");
        let t = r.timing.expect("timed");
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.abs().max(1.0);
        assert!(close(t.candidate_ms, median(&t.candidate_samples_ms)), "{t:?}");
        assert!(close(t.baseline_ms, median(&t.baseline_samples_ms)), "{t:?}");
        assert!(close(t.speedup, paired_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms)), "{t:?}");
        assert!(close(t.speedup_lower, confident_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms, &t.looks)), "{t:?}");
        assert!(close(t.candidate_spread, relative_spread(&t.candidate_samples_ms)), "{t:?}");
        assert!(close(t.baseline_spread, relative_spread(&t.baseline_samples_ms)), "{t:?}");
    }

    /// v4 words the iterative method's first step for a first attempt and states the extra
    /// evaluations of a straddling kernel with their count and test; v3's words are kept as they
    /// were.
    #[test]
    fn v4_words_the_first_attempt_and_the_extra_evaluations_and_v3_is_kept() {
        assert_eq!(AGENT_PROMPT_VERSION, "ekb-agent-v5");
        let first = step_section(0, Layer::Unlayered, false, Kind::Wgsl, None, None, None);
        assert!(first.starts_with("## Step 1 — iterate\n\nWrite the kernel: nothing has been asked or evaluated yet."), "{first}");
        assert!(!first.contains("Improve the kernel"), "{first}");
        let v3_first = step_section_for(StepVersion::V3, 0, Layer::Unlayered, false, Kind::Wgsl, None, None, None);
        assert_eq!(v3_first, "## Step 1 — iterate\n\nImprove the kernel: make it correct first, then as fast as you can.\n\n### Best kernel so far\n\nNone yet: no kernel has passed.\n\n");
        let r = report(&[(5.0, 4.0)], None);
        let best = Best { step: Some(0), kernel: "fn main() {}\n", report: &r };
        let later = step_section(1, Layer::Unlayered, false, Kind::Wgsl, Some(&best), None, None);
        assert!(later.contains("Improve the kernel: make it correct first"), "{later}");
        assert!(
            later.contains(&format!(
                "it is evaluated up to {} more times, each with fresh seeds and fresh pairs, and it replaces the best only if the \
                 pairs of those extra evaluations, pooled, pass a sign test (0.5 % per evaluation)",
                super::super::sequential::EXTRA_LOOKS
            )),
            "{later}"
        );
        assert!(later.contains("So a kernel accepted by (b) may show a lower bound below the best's median"), "{later}");
        let v3 = step_section_for(StepVersion::V3, 1, Layer::Unlayered, false, Kind::Wgsl, Some(&best), None, None);
        assert!(v3.contains("when its median exceeds it but its bound does not, it is timed again with fresh seeds and replaces it only if the pooled pairs show it faster. Answer with the complete new kernel.\n\n"), "{v3}");
        assert!(!v3.contains("(b)"), "{v3}");
        assert_eq!(StepVersion::ALL.map(StepVersion::name), ["ekb-agent-v3", "ekb-agent-v4", "ekb-agent-v5"]);
    }

    /// v5 words a `tvmscript` run's layers for TVM and shows the kernel TVM generated with the best
    /// kernel and with a failed attempt; every other kind's text is v4's, and v4's `tvmscript`
    /// text is kept as it was.
    #[test]
    fn v5_words_tvmscript_layers_for_tvm_and_shows_the_generated_kernel() {
        let mut r = report(&[(5.0, 4.0)], None);
        r.generated = Some("@compute @workgroup_size(8, 8, 1)\nfn k() {}\n".into());
        let best = Best { step: Some(0), kernel: "def schedule(sch, target):\n    pass\n", report: &r };
        let mut wrong = r.clone();
        wrong.verdict = ekb_eval::report::Verdict::RuntimeError { message: "device lost".into() };
        wrong.generated = Some((0..200).map(|i| format!("line {i}")).collect::<Vec<_>>().join("\n"));
        let last =
            Last { step: Some(1), verdict: "runtime_error", reason: "not correct", report: Some(&wrong), kernel: None, unchanged: false };
        for (layer, words) in [
            (Layer::Computation, "the `te.compute` stages of `compute()`"),
            (Layer::Scheduling, "`split`, `fuse`, `reorder`, `unroll`, `bind` to `blockIdx.x/y` and `threadIdx.x/y`"),
            (Layer::Memory, "`cache_read`/`cache_write` into `shared`"),
        ] {
            let s = step_section(2, layer, false, Kind::Tvmscript, Some(&best), Some(&last), None);
            assert!(s.contains(words), "{s}");
            assert!(!s.contains("override") && !s.contains("vec4"), "no WGSL words for TVMScript: {s}");
            assert!(
                s.contains("The kernel TVM generated from it (what ran and was timed):\n\n```wgsl\n@compute @workgroup_size(8, 8, 1)"),
                "{s}"
            );
            assert!(s.contains("The kernel TVM generated from it (what ran):\n\n```wgsl\nline 0\n"), "{s}");
            assert!(s.contains("line 149\n… 50 more lines\n```") && !s.contains("line 150"), "{s}");
            for v in [StepVersion::V3, StepVersion::V4] {
                let old = step_section_for(v, 2, layer, false, Kind::Tvmscript, Some(&best), Some(&last), None);
                assert!(!old.contains(words) && !old.contains("TVM generated"), "{old}");
            }
        }
        // A passing attempt's generated kernel is not repeated.
        let passed = Last { report: Some(&r), ..last };
        let s = step_section(2, Layer::Memory, false, Kind::Tvmscript, Some(&best), Some(&passed), None);
        assert_eq!(s.matches("TVM generated").count(), 1, "{s}");
        // Other kinds (whose reports have no generated kernel) read as in v4.
        let plain = report(&[(5.0, 4.0)], None);
        let best = Best { report: &plain, ..best };
        let last = Last { report: Some(&plain), ..last };
        for kind in [Kind::Wgsl, Kind::Opencl, Kind::C] {
            for layer in [Layer::Correctness, Layer::Computation, Layer::Scheduling, Layer::Memory, Layer::Unlayered] {
                for plan_only in [false, true] {
                    assert_eq!(
                        step_section(2, layer, plan_only, kind, Some(&best), Some(&last), None),
                        step_section_for(StepVersion::V4, 2, layer, plan_only, kind, Some(&best), Some(&last), None),
                    );
                }
            }
        }
    }

    #[test]
    fn the_step_section_states_the_budget_asks_to_fix_only_a_verdict_and_shows_what_a_refused_attempt_changed() {
        let first =
            step_section(0, Layer::Correctness, false, Kind::Wgsl, None, None, Some(Remaining { calls_after_this: 9, calls_total: 10 }));
        assert!(first.starts_with("## Step 1 — correctness\n"), "{first}");
        assert!(first.contains("Budget: this is model call 1 of 10; 9 left after it."), "{first}");
        assert!(!first.contains("Fix exactly"), "{first}");
        let r = report(&[(5.0, 4.0)], None);
        let best_kernel = "// a\n@compute @workgroup_size(8)\nfn main() {}\n";
        let best = Best { step: Some(0), kernel: best_kernel, report: &r };
        let refused = "// a\n@compute @workgroup_size(64)\nfn main() {}\n";
        let last = Last {
            step: Some(2),
            verdict: "rejected",
            reason: "a plan-only step may change only …",
            report: None,
            kernel: Some(refused),
            unchanged: false,
        };
        let s = step_section(
            3,
            Layer::Scheduling,
            true,
            Kind::Wgsl,
            Some(&best),
            Some(&last),
            Some(Remaining { calls_after_this: 0, calls_total: 4 }),
        );
        assert!(s.contains("## Step 4 — scheduling (plan only)") && s.contains("### Best kernel so far (step 1)"), "{s}");
        assert!(s.contains("### Previous attempt (step 3): rejected") && s.contains("this is model call 4 of 4; 0 left"), "{s}");
        assert!(s.contains("```diff\n-@compute @workgroup_size(8)\n+@compute @workgroup_size(64)\n```"), "{s}");
        let with_verdict =
            Last { step: Some(0), verdict: "mismatch", reason: "not correct", report: Some(&r), kernel: None, unchanged: false };
        let fix = step_section(1, Layer::Correctness, false, Kind::Wgsl, None, Some(&with_verdict), None);
        assert!(fix.contains("Fix exactly what the verdict and diagnostics below report") && !fix.contains("Budget:"), "{fix}");
    }
}
