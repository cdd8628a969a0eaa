//! Browser-independent logic of the app, unit-tested natively: share links, Markdown export,
//! chart data and the user-agent → engine mapping.

use ekb_wire::kind::Kind;
use ekb_wire::metrics::{metric_name, Metrics};
use ekb_wire::report::SuiteReport;

/// Longest kernel (in encoded characters) put into a share URL; a longer one is stored on the
/// server (`POST /api/kernels`) and shared by its hash ([`stored_share_path`]).
pub(crate) const MAX_SHARE_CHARS: usize = 8000;

/// Percent-encodes `s` for a URL query value (RFC 3986 unreserved characters kept).
pub(crate) fn encode_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3 / 2);
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The path + query of a share link that opens the Task page pre-filled with a kernel of `kind`
/// (it never runs by itself): `&kind=tvmscript` for a TVMScript one, nothing for WGSL.
pub(crate) fn share_path(task_id: &str, kind: Kind, source: &str) -> Option<String> {
    let enc = encode_component(source);
    (enc.len() <= MAX_SHARE_CHARS).then(|| format!("/task/{}?src={enc}{}", encode_component(task_id), kind_query(kind)))
}

/// The path + query of a share link to a kernel of `kind` stored on the server under its SHA-256
/// `hash` (64 hex digits); the Task page fetches it from `GET /api/kernels/{hash}`.
pub(crate) fn stored_share_path(task_id: &str, kind: Kind, hash: &str) -> String {
    format!("/task/{}?kernel={}{}", encode_component(task_id), encode_component(hash), kind_query(kind))
}

/// `&kind=NAME` for a kind other than WGSL (the Task page's default).
fn kind_query(kind: Kind) -> String {
    if kind == Kind::Wgsl {
        String::new()
    } else {
        format!("&kind={}", kind.name())
    }
}

/// The kind a share link's `kind` query value names: `tvmscript`, else WGSL (the kinds the Task
/// page runs).
pub(crate) fn shared_kind(value: Option<&str>) -> Kind {
    if value == Some(Kind::Tvmscript.name()) {
        Kind::Tvmscript
    } else {
        Kind::Wgsl
    }
}

/// `n` and `noun`, plural when `n ≠ 1` by adding `s` ("1 sample", "3 samples").
pub(crate) fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// What goes before a caret under 1-based character column `column` of `line`: a space per
/// character before it, except tabs, which are kept so the caret lines up however wide the page
/// draws a tab. A column past the end of the line points just after it.
pub(crate) fn caret_padding(line: &str, column: usize) -> String {
    line.chars().take(column.saturating_sub(1)).map(|c| if c == '\t' { '\t' } else { ' ' }).collect()
}

/// A browser engine name and major version from a user-agent string.
pub(crate) fn engine_from_user_agent(ua: &str) -> String {
    let version_after = |key: &str| ua.split(key).nth(1).map(|r| r.split(['.', ' ', ';']).next().unwrap_or("").to_string());
    if let Some(v) = version_after("Firefox/") {
        format!("firefox {v}")
    } else if let Some(v) = version_after("Edg/") {
        format!("edge {v}")
    } else if let Some(v) = version_after("Chrome/").or_else(|| version_after("Chromium/")) {
        format!("chromium {v}")
    } else if ua.contains("Safari/") {
        format!("safari {}", version_after("Version/").unwrap_or_default())
    } else {
        "unknown".into()
    }
}

/// The report as a Markdown document (summary, metrics, one row per sample).
pub(crate) fn markdown(r: &SuiteReport) -> String {
    let mut s = String::from("# EdgeKernelBench results\n\n");
    if let Some(d) = &r.device {
        s += &format!(
            "Device: **{}** ({}, {}{}), {}\n\n",
            if d.name.is_empty() { "unnamed adapter" } else { &d.name },
            d.backend,
            d.architecture,
            if d.is_fallback { ", software/fallback" } else { "" },
            d.runtime
        );
    }
    s += &format!(
        "Suite {} (`{}`), profile {}, seed {}\n\n",
        r.suite_version,
        &r.suite_hash[..12.min(r.suite_hash.len())],
        r.profile.name(),
        r.seed
    );
    let m = &r.metrics;
    s += "| metric | value |\n|---|---|\n";
    s += &format!("| samples / tasks | {} / {} |\n", m.samples, m.tasks);
    s += &format!("| Correct@1 | {} |\n", with_ci(m, "correct_at_1", m.correct_at_1));
    for (p, confident, _) in fast_values(m) {
        s += &format!("| Fast@{p:.1} (confident) | {} |\n", with_ci(m, &metric_name(Some(p), true), confident));
    }
    for (p, _, point) in fast_values(m) {
        s += &format!("| Fast@{p:.1} (point estimate) | {} |\n", with_ci(m, &metric_name(Some(p), false), point));
    }
    s += &format!("| geomean speedup | {} |\n\n", m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×")));
    s += "| sample | task | verdict | speedup | candidate ms | reference ms | timer |\n|---|---|---|---|---|---|---|\n";
    for e in &r.samples {
        let t = e.report.timing.as_ref();
        s += &format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            e.sample_id,
            e.task_id,
            e.report.verdict.kind(),
            t.map_or("-".into(), |t| format!("{:.2}×", t.speedup)),
            t.map_or("-".into(), |t| format!("{:.4}", t.candidate_ms)),
            t.map_or("-".into(), |t| format!("{:.4}", t.baseline_ms)),
            t.map_or("-".into(), |t| format!("{:?} ±{:.0} ns", t.method, t.resolution_ns)),
        );
    }
    s
}

/// One bar of a chart.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Bar {
    /// Label.
    pub label: String,
    /// Value.
    pub value: f64,
}

/// Speedup per timed sample, for a log-scale bar chart centred on 1×.
pub(crate) fn speedup_bars(r: &SuiteReport) -> Vec<Bar> {
    r.samples.iter().filter_map(|e| e.report.speedup().map(|v| Bar { label: e.sample_id.clone(), value: v })).collect()
}

/// (group, Correct@1, Fast@1.0) per level and per domain.
pub(crate) fn group_bars(r: &SuiteReport) -> Vec<(String, f64, f64)> {
    let levels = r.per_level.iter().map(|(k, m)| (format!("level {k}"), m.correct_at_1, m.fast_at_1_0));
    let domains = r.per_domain.iter().map(|(k, m)| (k.clone(), m.correct_at_1, m.fast_at_1_0));
    levels.chain(domains).collect()
}

/// (p, confident Fast@p, point-estimate Fast@p) for p = 0.8, 1.0, 1.5, 2.0.
fn fast_values(m: &Metrics) -> [(f64, f64, f64); 4] {
    [
        (0.8, m.fast_at_0_8_confident, m.fast_at_0_8),
        (1.0, m.fast_at_1_0_confident, m.fast_at_1_0),
        (1.5, m.fast_at_1_5_confident, m.fast_at_1_5),
        (2.0, m.fast_at_2_0_confident, m.fast_at_2_0),
    ]
}

/// A metric with its 95 % bootstrap interval over tasks: `0.250 [0.000–0.500]` (the value alone
/// when the report has no interval).
pub(crate) fn with_ci(m: &Metrics, name: &str, value: f64) -> String {
    match m.ci.get(name) {
        Some(ci) => format!("{value:.3} [{:.3}–{:.3}]", ci.lo, ci.hi),
        None => format!("{value:.3}"),
    }
}

/// The results view's metrics line: Correct@1 and confident Fast@p first, each with its 95 %
/// interval over tasks, then the point-estimate Fast@p.
pub(crate) fn metrics_line(m: &Metrics) -> String {
    let confident: Vec<String> =
        fast_values(m).iter().map(|(p, c, _)| format!("Fast@{p:.1} {}", with_ci(m, &metric_name(Some(*p), true), *c))).collect();
    let point: Vec<String> = fast_values(m).iter().map(|(p, _, v)| format!("Fast@{p:.1} {v:.3}")).collect();
    format!(
        "{} samples over {} tasks · Correct@1 {} · confident: {} · point estimate: {} · geomean {} (95 % intervals over tasks in brackets)",
        m.samples,
        m.tasks,
        with_ci(m, "correct_at_1", m.correct_at_1),
        confident.join(" · "),
        point.join(" · "),
        m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_padding_keeps_tabs_and_counts_characters() {
        assert_eq!(caret_padding("let x = 1;", 5), "    ");
        assert_eq!(caret_padding("\tlet x", 2), "\t");
        assert_eq!(caret_padding("\t\tä = y", 4), "\t\t ");
        assert_eq!(caret_padding("ab", 1), "");
        assert_eq!(caret_padding("ab", 9), "  ", "past the end: just after the line");
        assert_eq!(caret_padding("ab", 0), "");
    }

    #[test]
    fn share_links_encode_everything_but_unreserved() {
        assert_eq!(encode_component("a b/é"), "a%20b%2F%C3%A9");
        let p = share_path("l1_gemm", Kind::Wgsl, "fn main() {}").unwrap();
        assert_eq!(p, "/task/l1_gemm?src=fn%20main%28%29%20%7B%7D");
        assert!(share_path("l1_gemm", Kind::Wgsl, &"x".repeat(MAX_SHARE_CHARS + 1)).is_none());
        // A TVMScript kernel's link says so, and opens as TVMScript.
        assert_eq!(share_path("l1_gemm", Kind::Tvmscript, "import tvm").unwrap(), "/task/l1_gemm?src=import%20tvm&kind=tvmscript");
        assert_eq!(stored_share_path("l1_gemm", Kind::Tvmscript, "ab"), "/task/l1_gemm?kernel=ab&kind=tvmscript");
        assert_eq!((shared_kind(Some("tvmscript")), shared_kind(Some("c")), shared_kind(None)), (Kind::Tvmscript, Kind::Wgsl, Kind::Wgsl));
        assert_eq!(
            (count(1, "result"), count(0, "result"), count(3, "device")),
            ("1 result".into(), "0 results".into(), "3 devices".into())
        );
        assert_eq!(stored_share_path("l1_gemm", Kind::Wgsl, &"ab".repeat(32)), format!("/task/l1_gemm?kernel={}", "ab".repeat(32)));
    }

    #[test]
    fn engines() {
        let chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.73 Safari/537.36";
        assert_eq!(engine_from_user_agent(chrome), "chromium 156");
        assert_eq!(engine_from_user_agent("Mozilla/5.0 (X11; Linux) Gecko/20100101 Firefox/141.0"), "firefox 141");
        assert_eq!(engine_from_user_agent("Mozilla/5.0 (iPhone) AppleWebKit/605 Version/26.0 Mobile/15E148 Safari/604.1"), "safari 26");
    }

    #[test]
    fn markdown_has_metrics_and_rows() {
        let r = SuiteReport::new("0.1.0", "abcdef0123456789", "0.1.0", ekb_wire::timing::Profile::Ci, 1, None, Vec::new());
        let md = markdown(&r);
        assert!(md.contains("| Correct@1 | 0.000 |"));
        assert!(md.contains("| sample | task | verdict |"));
    }

    #[test]
    fn metrics_show_confident_fast_first_with_intervals() {
        use ekb_wire::metrics::{compute, SampleOutcome};
        let o = |task: &str, lower: f64| SampleOutcome {
            task: task.into(),
            level: 1,
            domain: "signal".into(),
            correct: true,
            speedup: Some(1.2),
            speedup_lower: Some(lower),
            has_baseline: true,
        };
        let m = compute(&[o("a", 1.1), o("b", 0.9)]);
        let line = metrics_line(&m);
        assert!(line.contains("Correct@1 1.000 [1.000–1.000]"), "{line}");
        let (c, p) = (line.find("confident: Fast@0.8").expect("confident"), line.find("point estimate: Fast@0.8").expect("point"));
        assert!(c < p, "{line}");
        assert!(line.contains("Fast@1.0 0.500 [0.000–1.000]"), "{line}");
        let r = SuiteReport { metrics: m, ..SuiteReport::new("0.1.0", "abc", "0.1.0", ekb_wire::timing::Profile::Ci, 1, None, Vec::new()) };
        let md = markdown(&r);
        assert!(md.contains("| Fast@1.0 (confident) | 0.500 [0.000–1.000] |"), "{md}");
        assert!(md.find("(confident)").expect("c") < md.find("(point estimate)").expect("p"));
    }
}
