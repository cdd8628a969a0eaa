//! Human output: diagnostics like a compiler (codespan-reporting), verdict lines, tables.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor::Buffer};
use ekb_wire::diagnostic::{Diagnostic, Severity};
use ekb_wire::metrics::{metric_name, Metrics, FAST_THRESHOLDS};
use ekb_wire::report::FAST_CONFIDENCE_ALPHA;
use ekb_wire::SampleReport;

/// `text` cut to `max_chars` characters (the last one `…`), for a table cell: a table lays out
/// every cell's characters, so an unbounded one (a model name from a report) would cost time
/// quadratic in its length.
pub(crate) fn cell(text: &str, max_chars: usize) -> String {
    if text.chars().nth(max_chars).is_none() {
        return text.to_string();
    }
    text.chars().take(max_chars.saturating_sub(1)).chain(std::iter::once('…')).collect()
}

/// Renders diagnostics against the candidate text, with labels and notes.
pub(crate) fn diagnostics(file_name: &str, source: &str, diags: &[Diagnostic]) -> String {
    let file = SimpleFile::new(file_name, source);
    let mut buf = Buffer::no_color();
    let config = term::Config::default();
    for d in diags {
        let stage = d.stage.name();
        let cs = match d.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        }
        .with_code(stage)
        .with_message(&d.message)
        .with_labels(
            d.labels
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let r = l.range.start as usize..l.range.end as usize;
                    if i == 0 { Label::primary((), r) } else { Label::secondary((), r) }.with_message(&l.message)
                })
                .collect(),
        )
        .with_notes(d.notes.clone());
        if term::emit(&mut buf, &config, &file, &cs).is_err() {
            return diags.iter().map(Diagnostic::one_line).collect::<Vec<_>>().join("\n");
        }
    }
    String::from_utf8_lossy(buf.as_slice()).into_owned()
}

/// `r` as `ekb check --json` prints it: a mismatch's reproduce command
/// ([`ekb_wire::report::Reproduce`]) worded into the message as `; reproduce: ekb check …`, as the
/// evaluator wrote it before it returned the command as data; the JSON is what it was then.
pub(crate) fn printed(mut r: SampleReport) -> SampleReport {
    r.message = r.message_with_reproduce();
    r.reproduce = None;
    r
}

/// One block summarising a report.
pub(crate) fn report(r: &SampleReport) -> String {
    let mut s = format!("{}: {} — {}\n", r.task, r.verdict.kind().to_uppercase(), r.message_with_reproduce());
    if let Some(t) = &r.timing {
        let method = t.method.name();
        s += &format!(
            "  timing at {}: candidate {:.4} ms, {} {:.4} ms, speedup {:.2}× ({} samples × {}/{} launches, {method}, resolution {:.0} ns, spread {:.1}%/{:.1}%{})\n",
            t.shape,
            t.candidate_ms,
            r.baseline.name(),
            t.baseline_ms,
            t.speedup,
            t.samples,
            t.batch.candidate,
            t.batch.baseline,
            t.resolution_ns,
            t.candidate_spread * 100.0,
            t.baseline_spread * 100.0,
            if t.noisy { ", NOISY" } else { "" }
        );
        let looks = t.looks.iter().map(u32::to_string).collect::<Vec<_>>().join(" → ");
        s += &format!(
            "  confident speedup ≥ {:.2}× ({:.0} % one-sided sign test over the pairs, looks at {} pairs): {}\n",
            t.speedup_lower,
            (1.0 - FAST_CONFIDENCE_ALPHA) * 100.0,
            if looks.is_empty() { t.samples.to_string() } else { looks },
            confident_list(|p| t.fast_confident(p)),
        );
        s += &format!("  throughput: {:.2} GFLOP/s, {:.2} GB/s", t.candidate_gflops, t.candidate_gbps);
        match (t.speed_of_light_bound(), t.speed_of_light_ms) {
            (Some(sol), _) => s += &format!(", speed-of-light bound {sol:.4} ms"),
            (None, Some(sol)) => s += &format!(", speed-of-light estimate {sol:.4} ms (unreliable here: a measured median is below it)"),
            (None, None) => {}
        }
        s.push('\n');
    }
    if !r.flags.is_empty() {
        let f: Vec<&str> = r.flags.iter().map(|f| f.name()).collect();
        s += &format!("  flags: {}\n", f.join(", "));
    }
    if !r.drawn_shapes.is_empty() {
        s += &format!("  shapes from the domain (drawn for seed {}, or --shape): {}\n", r.seed, r.drawn_shapes.join("; "));
    }
    if r.corners == Some(false) {
        s += "  domain corners: not checked (--no-corners): a param may not have reached its minimum or its maximum in any check\n";
    }
    if let Some(d) = &r.device {
        s += &format!(
            "  device: {} ({}, {}){}\n",
            d.name,
            d.backend,
            d.device_type,
            if d.is_fallback { " [software/fallback adapter]" } else { "" }
        );
    }
    s
}

/// `confidently faster than 0.8×, 1.0×` (or `not confidently faster than 0.8×`).
fn confident_list(fast: impl Fn(f64) -> bool) -> String {
    let ps: Vec<String> = FAST_THRESHOLDS.iter().skip(1).filter(|p| fast(**p)).map(|p| format!("{p:.1}×")).collect();
    if ps.is_empty() {
        format!("not confidently faster than {:.1}×", FAST_THRESHOLDS[1])
    } else {
        format!("confidently faster than {}", ps.join(", "))
    }
}

/// One metric with its 95 % interval over tasks: `0.250 [0.000–0.500]`.
fn with_ci(m: &Metrics, name: &str, value: f64) -> String {
    match m.ci.get(name) {
        Some(ci) => format!("{value:.3} [{:.3}–{:.3}]", ci.lo, ci.hi),
        None => format!("{value:.3}"),
    }
}

/// Why Fast@p is empty when no task has a reference kernel of its samples' kind.
pub(crate) const NO_REFERENCE_KERNEL: &str = "no task has a reference kernel of its samples' kind to time against; correctness only";

/// The metrics block of `ekb eval`: Correct@1 and confident Fast@p first, each with its 95 %
/// bootstrap interval over tasks, then the point-estimate Fast@p.
pub(crate) fn metrics(m: &Metrics) -> String {
    metrics_or(m, NO_REFERENCE_KERNEL)
}

/// [`metrics`], saying `untimed` in place of Fast@p when no task was timed against this baseline.
pub(crate) fn metrics_or(m: &Metrics, untimed: &str) -> String {
    let mut s = format!(
        "{} samples over {} tasks (95 % bootstrap intervals over tasks in brackets) — Correct@1 {}\n",
        m.samples,
        m.tasks,
        with_ci(m, "correct_at_1", m.correct_at_1)
    );
    let confident = [m.fast_at_0_8_confident, m.fast_at_1_0_confident, m.fast_at_1_5_confident, m.fast_at_2_0_confident];
    let point = [m.fast_at_0_8, m.fast_at_1_0, m.fast_at_1_5, m.fast_at_2_0];
    let row = |label: &str, values: &[f64; 4], confident: bool| {
        let cells: Vec<String> = FAST_THRESHOLDS
            .iter()
            .skip(1)
            .zip(values)
            .map(|(p, v)| format!("Fast@{p:.1} {}", with_ci(m, &metric_name(Some(*p), confident), *v)))
            .collect();
        format!("  {label}: {}\n", cells.join(" | "))
    };
    if m.tasks_with_baseline == Some(0) && m.tasks > 0 {
        s += &format!("  Fast@p: - ({untimed})\n");
        return s;
    }
    if let Some(n) = m.tasks_with_baseline.filter(|&n| n < m.tasks) {
        s += &format!("  Fast@p over the {n} of {} tasks timed against this baseline (the others count for Correct@1 only)\n", m.tasks);
    }
    s += &row(&format!("confident (sign test, α = {FAST_CONFIDENCE_ALPHA})"), &confident, true);
    s += &row("point estimate (median speedup > p)", &point, false);
    s += &format!("  geomean speedup {}\n", m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×")));
    s
}

#[cfg(test)]
mod tests {
    use ekb_wire::metrics::{compute, SampleOutcome};

    #[test]
    fn a_cell_is_cut_to_its_width() {
        assert_eq!(super::cell("gpt-x", 5), "gpt-x");
        assert_eq!(super::cell("gpt-xl", 5), "gpt-…");
        assert_eq!(super::cell("ééééé", 4), "ééé…");
        assert_eq!(super::cell(&"m".repeat(10_000_000), 40).chars().count(), 40);
    }

    #[test]
    fn the_metrics_block_shows_confident_fast_first_with_intervals() {
        let o = |task: &str, lower: f64| SampleOutcome {
            task: task.into(),
            level: 1,
            domain: "signal".into(),
            correct: true,
            speedup: Some(1.2),
            speedup_lower: Some(lower),
            has_baseline: true,
        };
        let text = super::metrics(&compute(&[o("a", 1.1), o("b", 0.9)]));
        let confident = text.find("confident (").expect("confident row");
        let point = text.find("point estimate").expect("point row");
        assert!(confident < point, "{text}");
        assert!(text.contains("Correct@1 1.000 [1.000–1.000]"), "{text}");
        assert!(text.contains("Fast@1.0 0.500 [0.000–1.000]"), "{text}");
        assert!(text.contains("Fast@1.0 1.000 [1.000–1.000]"), "{text}");
    }
}
