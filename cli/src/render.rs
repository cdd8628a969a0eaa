//! Human output: diagnostics like a compiler (codespan-reporting), verdict lines, tables.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor::Buffer};
use wgsl_lib::diagnostic::{Diagnostic, Severity};
use wgsl_lib::SampleReport;

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

/// One block summarising a report.
pub(crate) fn report(r: &SampleReport) -> String {
    let mut s = format!("{}: {} — {}\n", r.task, r.verdict.kind().to_uppercase(), r.message);
    if let Some(t) = &r.timing {
        let method = t.method.name();
        s += &format!(
            "  timing at {}: candidate {:.4} ms, reference {:.4} ms, speedup {:.2}× ({} samples × {}/{} launches, {method}, resolution {:.0} ns, spread {:.1}%/{:.1}%{})\n",
            t.shape,
            t.candidate_ms,
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
        s += &format!("  throughput: {:.2} GFLOP/s, {:.2} GB/s", t.candidate_gflops, t.candidate_gbps);
        if let Some(sol) = t.speed_of_light_ms {
            s += &format!(", speed-of-light bound {sol:.4} ms");
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
