//! The step section appended to the task prompt ([`crate::prompt::build`]) at every step of
//! `leka` and `iterative`: the layer's instructions, the best kernel with its verdict, confident
//! speedup and speed-of-light bound, and the previous attempt's outcome (verdict, reason,
//! message, diagnostics). Part of the prompt template: a change here bumps
//! [`AGENT_PROMPT_VERSION`].

use std::fmt::Write as _;

use ekb_eval::kind::Kind;
use ekb_eval::report::SampleReport;
use ekb_wire::trajectory::Layer;

use crate::prompt::fence_tag;

/// The version of the step section (recorded in the trajectory header with the task prompt's).
pub const AGENT_PROMPT_VERSION: &str = "ekb-agent-v1";

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
}

/// What the model is asked to do in `layer`.
pub fn instructions(layer: Layer, plan_only: bool) -> &'static str {
    match (layer, plan_only) {
        (Layer::Correctness, _) => {
            "Layer 0, correctness: make the kernel correct — a Pass on every check shape, drawn shape and edge input. Fix \
             exactly what the verdict and diagnostics below report; do not optimise yet."
        }
        (Layer::Computation, _) => {
            "Layer 1, computation: restructure what each pass computes — fuse passes, drop redundant work, algebraic \
             rewrites (e.g. an online softmax). Keep it correct."
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

fn timing_line(r: &SampleReport) -> String {
    match &r.timing {
        Some(t) => {
            let mut s = format!(
                "confident speedup ≥ {:.3}× (median {:.3}×) against the task's reference: {:.4} ms vs {:.4} ms at {}",
                t.speedup_lower, t.speedup, t.candidate_ms, t.baseline_ms, t.shape
            );
            match t.speed_of_light_ms {
                Some(sol) if sol > 0.0 => {
                    let _ = write!(s, "; speed-of-light bound {sol:.4} ms (the kernel takes {:.1}× the bound)", t.candidate_ms / sol);
                }
                _ => s.push_str("; no speed-of-light bound on this device"),
            }
            s
        }
        None => "not timed".into(),
    }
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

/// The step section for step `index` (1-based in the text) of `layer`.
pub fn step_section(index: u32, layer: Layer, plan_only: bool, kind: Kind, best: Option<&Best<'_>>, last: Option<&Last<'_>>) -> String {
    let tag = fence_tag(kind);
    let mut u = String::new();
    let what = if layer == Layer::Unlayered {
        "iterate".to_string()
    } else {
        format!("{}{}", layer.name(), if plan_only { " (plan only)" } else { "" })
    };
    let _ = writeln!(u, "## Step {} — {what}\n\n{}\n", index + 1, instructions(layer, plan_only));
    match best {
        Some(b) => {
            let from = b.step.map_or("the start kernel".to_string(), |s| format!("step {}", s + 1));
            let _ = writeln!(u, "### Best kernel so far ({from})\n");
            evidence(&mut u, b.report);
            let _ = writeln!(u, "Timing: {}\n\n```{tag}\n{}\n```\n", timing_line(b.report), b.kernel.trim_end());
            u.push_str(
                "A new kernel replaces it only if it passes and its confident speedup exceeds the best's median speedup. \
                 Answer with the complete new kernel.\n\n",
            );
        }
        None => u.push_str("### Best kernel so far\n\nNone yet: no kernel has passed.\n\n"),
    }
    if let Some(l) = last {
        let from = l.step.map_or("the start kernel".to_string(), |s| format!("step {}", s + 1));
        let _ = writeln!(u, "### Previous attempt ({from}): {}\n", l.verdict);
        if !l.reason.is_empty() {
            let _ = writeln!(u, "Not accepted: {}\n", l.reason);
        }
        if let Some(r) = l.report {
            evidence(&mut u, r);
            u.push('\n');
        }
        // Without a best kernel the attempt is what must be fixed: show it.
        if let (None, Some(k)) = (best, l.kernel) {
            let _ = writeln!(u, "Its kernel:\n\n```{tag}\n{}\n```\n", k.trim_end());
        }
    }
    u
}
