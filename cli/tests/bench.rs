//! `ekb bench` measures the harness on the task's own reference kernels: pooled, one process per
//! sample and — with domain corners on, the default — pooled again without them, printing what the
//! corners cost per sample. A mechanism test: it asserts the lines and their arithmetic, never a
//! measured ratio (performance outcomes belong in the benchmark itself).

mod common;

use common::ekb;

fn bench(extra: &[&str]) -> String {
    let mut args = vec!["bench", "--tasks", "l1_global_avgpool", "--seed", "3", "--no-probe"];
    args.extend_from_slice(extra);
    let out = ekb(&args);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    stdout
}

/// The number after `label` in `line` (`… 12.5 ms per sample without …`).
fn number_before(line: &str, label: &str) -> f64 {
    let head = &line[..line.find(label).unwrap_or_else(|| panic!("`{label}` in {line}"))];
    head.split_whitespace().last().and_then(|w| w.parse().ok()).unwrap_or_else(|| panic!("a number before `{label}` in {line}"))
}

#[test]
fn bench_reports_what_the_domain_corners_cost() {
    let out = bench(&[]);
    assert!(out.contains("l1_global_avgpool") && out.contains("pass"), "{out}");
    let line = out.lines().find(|l| l.starts_with("domain corners")).unwrap_or_else(|| panic!("no corners line: {out}"));
    let without = number_before(line, "ms per sample without");
    let with = number_before(line, "with: the corners cost");
    let cost = number_before(line, "ms per sample (");
    assert!((cost - (with - without)).abs() < 0.15, "{line}");
    // The pooled line's overhead is the "with" figure.
    let pooled = out.lines().find(|l| l.starts_with("pooled")).expect("pooled line");
    assert!((number_before(pooled, "ms per sample (") - with).abs() < 0.15, "{pooled}\n{line}");

    // Without corners there is nothing to compare.
    let bare = bench(&["--no-corners"]);
    assert!(bare.lines().any(|l| l.starts_with("pooled")) && !bare.lines().any(|l| l.starts_with("domain corners")), "{bare}");
}
