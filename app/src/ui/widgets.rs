//! Small view pieces shared by the pages: verdict badges, timing lines, diagnostics shown inline
//! under the source line they point at.

use ekb_wire::diagnostic::{Diagnostic, Severity};
use ekb_wire::report::{Baseline, SampleReport, Verdict};
use leptos::prelude::*;

/// A coloured verdict label.
#[component]
pub(crate) fn VerdictBadge(verdict: Verdict) -> impl IntoView {
    let kind = verdict.kind();
    view! { <span class=format!("badge v-{kind}")>{kind}</span> }
}

/// `3.16× (3.06 ms vs 9.66 ms · timestamp_query ±12 µs)` (`3.16× against TVM's kernel (…)` when timed
/// against TVM's kernel), or the verdict message.
pub(crate) fn timing_text(r: &SampleReport) -> String {
    match &r.timing {
        Some(t) => format!(
            "{:.2}×{} ({:.4} ms vs {:.4} ms · {} ±{} · {}{})",
            t.speedup,
            if r.baseline == Baseline::Tvm { format!(" against {}", r.baseline.describe()) } else { String::new() },
            t.candidate_ms,
            t.baseline_ms,
            t.method.name().to_owned(),
            format_ns(t.resolution_ns),
            t.shape,
            if t.noisy { " · noisy" } else { "" }
        ),
        None => r.message.clone(),
    }
}

/// `12 ns`, `4.5 µs`, `100 µs`.
pub(crate) fn format_ns(ns: f64) -> String {
    if ns < 1_000.0 {
        format!("{ns:.0} ns")
    } else if ns < 1_000_000.0 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{:.2} ms", ns / 1e6)
    }
}

/// The source with line numbers; each diagnostic is shown right under the line it points at
/// (unlocated ones above the listing).
#[component]
pub(crate) fn InlineDiagnostics(source: String, diagnostics: Vec<Diagnostic>) -> impl IntoView {
    let unlocated: Vec<Diagnostic> = diagnostics.iter().filter(|d| d.location().is_none()).cloned().collect();
    let lines: Vec<(usize, String, Vec<Diagnostic>)> = source
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let here = diagnostics.iter().filter(|d| d.location().map(|(line, _)| line as usize) == Some(i + 1)).cloned().collect();
            (i + 1, l.to_string(), here)
        })
        .collect();
    let shown: Vec<_> = lines
        .into_iter()
        .filter(|(n, _, d)| !d.is_empty() || diagnostics.iter().any(|x| x.location().is_some_and(|(l, _)| (l as usize).abs_diff(*n) <= 2)))
        .collect();
    view! {
        <div class="diagnostics">
            {unlocated.into_iter().map(|d| view! { <DiagnosticLine d=d/> }).collect_view()}
            <pre class="source">
                {shown.into_iter().map(|(n, text, ds)| {
                    let flagged = !ds.is_empty();
                    let pads: Vec<String> =
                        ds.iter().map(|d| crate::logic::caret_padding(&text, d.location().map_or(1, |(_, c)| c as usize))).collect();
                    view! {
                        <div class="src-line" class:flagged=flagged><span class="ln">{n}</span>{text}</div>
                        // An empty line-number cell (same width as the line's) and the line's own
                        // tabs keep the caret under the column whatever the font.
                        {ds.into_iter().zip(pads).map(|(d, pad)| {
                            view! { <div class="caret"><span class="ln"></span>{pad}"^ "<DiagnosticLine d=d/></div> }
                        }).collect_view()}
                    }
                }).collect_view()}
            </pre>
        </div>
    }
}

/// One diagnostic: severity, stage, location, message and notes.
#[component]
pub(crate) fn DiagnosticLine(d: Diagnostic) -> impl IntoView {
    let sev = if d.severity == Severity::Error { "error" } else { "warning" };
    let stage = d.stage.name();
    let loc = d.location().map(|(l, c)| format!(" {l}:{c}")).unwrap_or_default();
    view! {
        <span class=format!("diag {sev}")>
            {format!("{sev}[{stage}]{loc}: {}", d.message)}
            {d.notes.into_iter().map(|n| view! { <span class="note">{format!(" — {n}")}</span> }).collect_view()}
        </span>
    }
}

/// Query parameter `name` as the address bar holds it, percent-decoded exactly once
/// (`URLSearchParams`), else `routed` (the router's value). The router's query map decodes a
/// second time, which turns a kernel's `i%64u` (sent as `i%2564u`) into `idu` and a model named
/// `%25` into `%`; free text in the query is read with this.
pub(crate) fn query_once(name: &str, routed: Option<String>) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|s| web_sys::UrlSearchParams::new_with_str(&s).ok())
        .and_then(|p| p.get(name))
        .or(routed)
}
