//! A timed report for the tests of the agent's decisions (`agent/src/leka/sequential.rs` and
//! `accept.rs` through `#[path]`, `agent/tests/leka_decisions.rs`): the fixture
//! `fixtures/agent/report_pass.json` (a real `ekb check --json` of `l1_vector_add`, samples cut,
//! written for the tests) with the timing pairs replaced and every statistic recomputed from them,
//! as the evaluator computes it.

#![allow(dead_code, unreachable_pub)]

use ekb_eval::report::SampleReport;
use ekb_eval::timing::{confident_speedup, median, paired_speedup};

/// The fixture with `pairs` as (reference ms, kernel ms) in one look, seed `seed`.
pub fn timed_report(pairs: &[(f64, f64)], seed: u64) -> SampleReport {
    let mut r: SampleReport = serde_json::from_str(include_str!("../fixtures/agent/report_pass.json")).expect("a SampleReport");
    r.seed = seed;
    let t = r.timing.as_mut().expect("timed");
    t.baseline_samples_ms = pairs.iter().map(|p| p.0).collect();
    t.candidate_samples_ms = pairs.iter().map(|p| p.1).collect();
    t.samples = pairs.len() as u32;
    t.looks = vec![t.samples];
    t.candidate_first = vec![false; pairs.len()];
    t.speedup = paired_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms);
    t.speedup_lower = confident_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms, &t.looks);
    t.candidate_ms = median(&t.candidate_samples_ms);
    t.baseline_ms = median(&t.baseline_samples_ms);
    r
}
