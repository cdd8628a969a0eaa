//! What the trajectory viewer shows, computed from a parsed [`Trajectory`] (the JSONL of
//! `ekb agent`, read with [`ekb_wire::trajectory::parse_trajectory`]): one row per step, the line
//! diff of each step's kernel against the previous kernel in the file, the speedup-over-steps
//! bars and the best kernel. Plain Rust, unit-tested natively.

use std::time::Duration;

use ekb_wire::trajectory::{Trajectory, TrajectoryStep};
use similar::{ChangeTag, TextDiff};

use crate::logic::Bar;

/// Lines of unchanged context kept around each changed region of a diff.
pub(crate) const DIFF_CONTEXT: usize = 3;

/// Longest a diff may compute before similar falls back to a coarser (still correct) one: a
/// trajectory may hold kernels of any length, and Myers' algorithm is O((N+M)·D).
const DIFF_TIMEOUT: Duration = Duration::from_millis(300);

/// One step as a table row.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct StepRow {
    /// The step's `index`.
    pub index: u32,
    /// The layer's name (`correctness`, …, `unlayered`), with ` (plan only)` for a plan-only step.
    pub layer: String,
    /// The verdict's name (`pass`, `mismatch`, …, `rejected`, `no_kernel`).
    pub verdict: String,
    /// `1.84× (≥ 1.71×)`, `1.84×`, or `—` when the step was not timed.
    pub speedup: String,
    /// Whether it became the best so far.
    pub accepted: bool,
    /// Why it did not (empty when accepted).
    pub reason: String,
    /// `area: detail` per change the edit made.
    pub changes: Vec<String>,
    /// `by ekb tune` when a non-LLM tool made the kernel, else empty.
    pub by: String,
}

/// The rows of every step, in file order.
pub(crate) fn step_rows(t: &Trajectory) -> Vec<StepRow> {
    t.steps.iter().map(step_row).collect()
}

fn step_row(s: &TrajectoryStep) -> StepRow {
    let speedup = match (s.speedup, s.speedup_lower) {
        (Some(m), Some(l)) => format!("{m:.2}× (≥ {l:.2}×)"),
        (Some(m), None) => format!("{m:.2}×"),
        _ => "—".into(),
    };
    StepRow {
        index: s.index,
        layer: format!("{}{}", s.layer.name(), if s.plan_only { " (plan only)" } else { "" }),
        verdict: s.verdict.clone(),
        speedup,
        accepted: s.accepted,
        reason: s.reason.clone(),
        changes: s.changes.iter().map(|c| format!("{}: {}", c.area, c.detail)).collect(),
        by: s.tool.as_ref().map(|t| format!("by {t}")).unwrap_or_default(),
    }
}

/// Speedup per timed step (steps without a speedup are left out), labelled `#index layer`, for the
/// log-scale bar chart.
pub(crate) fn speedup_bars(t: &Trajectory) -> Vec<Bar> {
    t.steps
        .iter()
        .filter_map(|s| {
            s.speedup.filter(|v| v.is_finite() && *v > 0.0).map(|v| Bar { label: format!("#{} {}", s.index, s.layer.name()), value: v })
        })
        .collect()
}

/// The best kernel and the step it came from: the summary's when the run ended with one, else the
/// last accepted step's kernel (a run cut short), else none.
pub(crate) fn best_kernel(t: &Trajectory) -> Option<(Option<u32>, String)> {
    if let Some(k) = t.summary.as_ref().and_then(|s| s.best_kernel.clone()) {
        return Some((t.summary.as_ref().and_then(|s| s.best_step), k));
    }
    t.steps.iter().rev().find(|s| s.accepted).and_then(|s| s.kernel.clone().map(|k| (Some(s.index), k)))
}

/// How a line of a diff changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineTag {
    /// In both kernels.
    Same,
    /// Only in the older kernel.
    Removed,
    /// Only in the newer kernel.
    Added,
}

/// One line of a diff: its tag, its 1-based line numbers in the old and new kernel, its text
/// (without the line break).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DiffLine {
    /// How it changed.
    pub tag: LineTag,
    /// Line number in the old kernel (absent for an added line).
    pub old: Option<usize>,
    /// Line number in the new kernel (absent for a removed line).
    pub new: Option<usize>,
    /// The text.
    pub text: String,
}

/// A line diff of `old` → `new` as hunks: each changed region with up to [`DIFF_CONTEXT`]
/// unchanged lines around it (similar's Myers diff with a time limit). Equal texts give no hunks.
pub(crate) fn line_diff(old: &str, new: &str) -> Vec<Vec<DiffLine>> {
    let diff = TextDiff::configure().timeout(DIFF_TIMEOUT).diff_lines(old, new);
    diff.grouped_ops(DIFF_CONTEXT)
        .iter()
        .map(|group| {
            group
                .iter()
                .flat_map(|op| diff.iter_changes(op))
                .map(|c| DiffLine {
                    tag: match c.tag() {
                        ChangeTag::Equal => LineTag::Same,
                        ChangeTag::Delete => LineTag::Removed,
                        ChangeTag::Insert => LineTag::Added,
                    },
                    old: c.old_index().map(|i| i + 1),
                    new: c.new_index().map(|i| i + 1),
                    text: c.value().trim_end_matches(['\n', '\r']).to_string(),
                })
                .collect()
        })
        .collect()
}

/// Lines added and removed over all hunks.
pub(crate) fn diff_counts(hunks: &[Vec<DiffLine>]) -> (usize, usize) {
    let n = |tag| hunks.iter().flatten().filter(|l| l.tag == tag).count();
    (n(LineTag::Added), n(LineTag::Removed))
}

/// The kernel each step's diff starts from: for the step at position `pos` (in file order), the
/// kernel of the nearest earlier step that had one, else the header's start kernel; with the index
/// of that step (absent for the start kernel). None when there is nothing to compare with, or the
/// step has no kernel.
pub(crate) fn previous_kernel(t: &Trajectory, pos: usize) -> Option<(Option<u32>, &str)> {
    t.steps.get(pos)?.kernel.as_ref()?;
    t.steps[..pos]
        .iter()
        .rev()
        .find_map(|s| s.kernel.as_deref().map(|k| (Some(s.index), k)))
        .or_else(|| t.header.start_kernel.as_deref().map(|k| (None, k)))
}

/// The run in one line: task, kind, method, model, steps, and how it ended.
pub(crate) fn summary_line(t: &Trajectory) -> String {
    let h = &t.header;
    let ended = match &t.summary {
        Some(s) => format!(
            "stopped: {} · {} · {} tokens · {:.1} s{}",
            s.stop_reason,
            crate::logic::count(u64::from(s.calls), "call"),
            s.tokens.prompt + s.tokens.completion,
            s.wall_s,
            s.final_report.as_ref().map(|r| format!(" · full re-check of the best: {}", r.verdict.kind())).unwrap_or_default()
        ),
        None => "no summary line: the run was cut short".into(),
    };
    format!(
        "{} · {} · {} · model {} · {} · {ended}",
        h.task,
        h.kind.name(),
        h.method.name(),
        h.model,
        crate::logic::count(t.steps.len() as u64, "step")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::trajectory::parse_trajectory;

    /// A trajectory written by hand for these tests (not produced by `ekb agent`).
    const HAND_WRITTEN: &str = include_str!("../../tests/e2e/fixtures/trajectory-hand-written.jsonl");

    #[test]
    fn rows_show_layer_verdict_speedup_and_changes() {
        let t = parse_trajectory(HAND_WRITTEN).unwrap();
        let rows = step_rows(&t);
        assert_eq!(rows.len(), t.steps.len());
        assert_eq!(rows[0].layer, "correctness");
        assert_eq!(rows[0].verdict, "pass");
        assert_eq!(rows[0].speedup, "1.00× (≥ 0.97×)");
        let plan_only: Vec<_> = rows.iter().filter(|r| r.layer.ends_with("(plan only)")).collect();
        assert_eq!(plan_only.iter().map(|r| r.accepted).collect::<Vec<_>>(), vec![true, false]);
        assert!(plan_only[0].reason.is_empty());
        assert!(plan_only[1].reason.contains("plan-only"), "{:?}", plan_only[1]);
        assert!(rows.iter().any(|r| r.changes.iter().any(|c| c.starts_with("workgroup_size: "))));
        let untimed = rows.iter().find(|r| r.verdict == "rejected").unwrap();
        assert_eq!(untimed.speedup, "—");
        assert!(rows.iter().all(|r| r.by.is_empty()), "model steps name no tool");
        let mut tuned = t.clone();
        tuned.steps[1].tool = Some("ekb tune".into());
        assert_eq!(step_rows(&tuned)[1].by, "by ekb tune");
    }

    #[test]
    fn bars_skip_untimed_steps_and_best_is_the_summarys() {
        let t = parse_trajectory(HAND_WRITTEN).unwrap();
        let bars = speedup_bars(&t);
        assert_eq!(bars.len(), t.steps.iter().filter(|s| s.speedup.is_some()).count());
        assert!(bars[0].label.starts_with("#0 correctness"));
        let (step, k) = best_kernel(&t).unwrap();
        assert_eq!(step, t.summary.as_ref().unwrap().best_step);
        assert_eq!(Some(&k), t.summary.as_ref().unwrap().best_kernel.as_ref());
        // Cut short: the last accepted step's kernel.
        let mut cut = t.clone();
        cut.summary = None;
        let last = cut.steps.iter().rev().find(|s| s.accepted).unwrap();
        assert_eq!(best_kernel(&cut), Some((Some(last.index), last.kernel.clone().unwrap())));
        cut.steps.iter_mut().for_each(|s| s.accepted = false);
        assert_eq!(best_kernel(&cut), None);
    }

    #[test]
    fn line_diff_marks_changed_lines_with_numbers_and_context() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n";
        let new = "a\nb\nc\nd\nE\nf\ng\nh\ni\nj\nk\n";
        let hunks = line_diff(old, new);
        let lines: Vec<_> = hunks.iter().flatten().collect();
        let removed: Vec<_> = lines.iter().filter(|l| l.tag == LineTag::Removed).collect();
        let added: Vec<_> = lines.iter().filter(|l| l.tag == LineTag::Added).collect();
        assert_eq!(removed.len(), 1);
        assert_eq!((removed[0].old, removed[0].new, removed[0].text.as_str()), (Some(5), None, "e"));
        assert_eq!(added.iter().map(|l| (l.new, l.text.as_str())).collect::<Vec<_>>(), vec![(Some(5), "E"), (Some(11), "k")]);
        // Context: three lines each side, so `a` (four above the change) is left out.
        assert!(!lines.iter().any(|l| l.text == "a"));
        assert!(lines.iter().any(|l| l.tag == LineTag::Same && l.text == "b" && l.old == Some(2)));
        assert_eq!(diff_counts(&hunks), (2, 1));
        assert!(line_diff(old, old).is_empty());
    }

    #[test]
    fn previous_kernel_skips_steps_without_one() {
        let mut t = parse_trajectory(HAND_WRITTEN).unwrap();
        assert_eq!(previous_kernel(&t, 0), None, "first step, no start kernel");
        t.header.start_kernel = Some("start".into());
        assert_eq!(previous_kernel(&t, 0), Some((None, "start")));
        t.steps[1].kernel = None;
        assert_eq!(previous_kernel(&t, 1), None, "a step without a kernel has no diff");
        let k0 = t.steps[0].kernel.clone().unwrap();
        assert_eq!(previous_kernel(&t, 2), Some((Some(t.steps[0].index), k0.as_str())));
    }

    #[test]
    fn summary_line_names_the_run_and_its_end() {
        let t = parse_trajectory(HAND_WRITTEN).unwrap();
        let s = summary_line(&t);
        assert!(s.starts_with("l1_vector_add · wgsl · leka · model "), "{s}");
        assert!(s.contains("stopped: layers_done"), "{s}");
        let mut cut = t.clone();
        cut.summary = None;
        assert!(summary_line(&cut).ends_with("cut short"));
    }
}
