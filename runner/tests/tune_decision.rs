//! `ekb tune`'s decisions, with the device replaced by scripted reports ([`tune::Evaluator`]): the
//! timings are chosen here, so each outcome — a winner confirmed, a first-pass winner that does not
//! hold in the confirmation, a variant that fails its checks, a winner that fails the re-run, no
//! faster variant — is exercised every run, whatever the machine's load. The end-to-end tests on
//! the real adapter (`cli/tests/tune.rs`) assert the mechanism there; how much faster a size is on
//! a given device is a benchmark (`scripts/perf-claims.sh`), not a test.

use std::collections::BTreeMap;
use std::io;

use ekb_eval::kind::Kind;
use ekb_eval::report::TimingReport;
use ekb_eval::{EvalOptions, Profile, SampleReport, Verdict};
use ekb_runner::suite::Plan;
use ekb_runner::tune::{self, Decision, Evaluator, TuneOptions, TuneResult, VariantOutcome};
use ekb_runner::DeviceSelection;

/// The kernel: a vector add whose workgroup size is an override (default 64).
const KERNEL: &str = "override WG: u32 = 64;
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < p.N) { c[gid.x] = a[gid.x] + b[gid.x]; }
}
";

/// The value of WG in a variant's text (its last `// override WG = …` plan line), else 64.
fn wg(source: &str) -> u32 {
    source.lines().filter_map(|l| l.trim().strip_prefix("// override WG = ")).next_back().and_then(|v| v.trim().parse().ok()).unwrap_or(64)
}

/// What the stand-in device does with a kernel of a given WG: its ms per launch in the first pass
/// and in the confirmation (the reference takes 4 ms), or a failing verdict.
#[derive(Clone, Copy)]
enum Behaviour {
    Ms { first: f64, confirm: f64 },
    Fails,
    FailsInConfirmation { first: f64 },
}

/// One call the tuner made.
#[derive(Debug, Clone, PartialEq)]
struct Call {
    wg: u32,
    seed: u64,
    pairs: u32,
}

struct Scripted {
    by_wg: BTreeMap<u32, Behaviour>,
    first_seed: u64,
    calls: Vec<Call>,
}

impl Scripted {
    fn new(first_seed: u64, by_wg: &[(u32, Behaviour)]) -> Self {
        Self { by_wg: by_wg.iter().copied().collect(), first_seed, calls: Vec::new() }
    }
}

/// A timing of `pairs` pairs: reference 4 ms, kernel `ms`, each with a fixed ±1 % pattern.
fn timing(ms: f64, pairs: u32) -> TimingReport {
    let jitter = |i: u32| 1.0 + 0.01 * f64::from(i * 7 % 5) / 2.0 - 0.01;
    let baseline: Vec<f64> = (0..pairs).map(|i| 4.0 * jitter(i)).collect();
    let candidate: Vec<f64> = (0..pairs).map(|i| ms * jitter(i + 3)).collect();
    let mut t: TimingReport = serde_json::from_value(serde_json::json!({
        "method": "host_clock", "resolution_ns": 1.0, "shape": "N=1", "candidate_ms": ms, "baseline_ms": 4.0,
        "speedup": 4.0 / ms, "speedup_lower": 0.0, "batch": {"candidate": 2, "baseline": 2}, "samples": pairs,
        "candidate_samples_ms": [], "baseline_samples_ms": [], "candidate_spread": 0.0, "baseline_spread": 0.0,
        "noisy": false, "candidate_gflops": 0.0, "candidate_gbps": 0.0
    }))
    .expect("a timing report");
    t.baseline_samples_ms = baseline;
    t.candidate_samples_ms = candidate;
    t
}

impl Evaluator for Scripted {
    fn evaluate(&mut self, plan: &Plan, task: &kernels::Task, kind: Kind, source: &str) -> io::Result<SampleReport> {
        assert_eq!(kind, Kind::Wgsl);
        let wg = wg(source);
        let (seed, pairs) = (plan.options.seed, plan.options.timing.samples);
        self.calls.push(Call { wg, seed, pairs });
        let confirming = seed != self.first_seed;
        let ms = match self.by_wg.get(&wg).copied().unwrap_or(Behaviour::Ms { first: 4.0, confirm: 4.0 }) {
            Behaviour::Ms { first, confirm } => Some(if confirming { confirm } else { first }),
            Behaviour::FailsInConfirmation { first } => (!confirming).then_some(first),
            Behaviour::Fails => None,
        };
        let id = &task.spec.id;
        Ok(match ms {
            Some(ms) => {
                let mut r = SampleReport::without_run(id, Verdict::Pass, "pass".into(), Vec::new(), Profile::Ci);
                r.timing = Some(timing(ms, pairs));
                r
            }
            None => SampleReport::without_run(id, Verdict::InvalidShader, format!("WG={wg} is over a limit"), Vec::new(), Profile::Ci),
        })
    }
}

fn plan(seed: u64) -> Plan {
    Plan {
        device: DeviceSelection::default(),
        options: EvalOptions { seed, ..EvalOptions::default() },
        peaks: BTreeMap::new(),
        timeout: None,
        memory_mib: 0,
    }
}

/// Tunes [`KERNEL`] over WG ∈ {32, 128, 256} on the scripted device.
fn run(device: &mut Scripted) -> TuneResult {
    let task = kernels::get("l1_vector_add").expect("task");
    let given = [("WG".to_string(), vec![32.0, 128.0, 256.0])];
    tune::tune(device, &plan(device.first_seed), task, Kind::Wgsl, KERNEL, &given, &TuneOptions::default(), None, |_| {})
        .expect("a tuning result")
}

fn outcome(r: &TuneResult, wg: f64) -> &VariantOutcome {
    &r.variants.iter().find(|v| v.values == [("WG".to_string(), wg)]).expect("the variant").outcome
}

#[test]
fn a_winner_that_holds_in_the_confirmation_is_kept() {
    let mut device =
        Scripted::new(11, &[(128, Behaviour::Ms { first: 3.0, confirm: 3.0 }), (256, Behaviour::Ms { first: 2.0, confirm: 2.0 })]);
    let r = run(&mut device);
    // Every variant checked and timed in the first pass, with the first seed and the configured pairs.
    let pairs = TuneOptions::default().pairs;
    let first: Vec<Call> = device.calls.iter().take(4).cloned().collect();
    assert_eq!(first.iter().map(|c| c.wg).collect::<Vec<_>>(), [64, 32, 128, 256], "the default first, then each variant");
    assert!(first.iter().all(|c| c.seed == 11 && c.pairs == pairs), "{first:?}");
    assert!(r.variants.iter().all(|v| matches!(v.outcome, VariantOutcome::Timed { .. })), "{:?}", r.variants);
    // The confirmation: the default and the fastest again, with a new seed and twice the pairs.
    let confirmation = &device.calls[4..];
    assert_eq!(confirmation.iter().map(|c| c.wg).collect::<Vec<_>>(), [64, 256], "{confirmation:?}");
    assert!(confirmation.iter().all(|c| c.seed != 11 && c.seed == confirmation[0].seed), "{confirmation:?}");
    assert!(confirmation.iter().all(|c| c.pairs == pairs * tune::CONFIRM_PAIRS_FACTOR), "{confirmation:?}");
    assert_eq!(r.seeds, [11, confirmation[0].seed]);
    match &r.decision {
        Decision::Tuned { values, confirmed, first_pass } => {
            assert_eq!(values, &[("WG".to_string(), 256.0)]);
            assert!((confirmed.speedup - 2.0).abs() < 0.05 && confirmed.lower > 1.0, "{confirmed:?}");
            assert!((first_pass.speedup - 2.0).abs() < 0.05, "{first_pass:?}");
        }
        other => panic!("expected the winner, got {other:?}"),
    }
    assert!(r.tuned_source(KERNEL).contains("// override WG = 256"), "{}", r.tuned_source(KERNEL));
}

#[test]
fn a_winner_that_does_not_hold_in_the_confirmation_keeps_the_default_with_the_reason() {
    let mut device = Scripted::new(12, &[(256, Behaviour::Ms { first: 2.0, confirm: 4.0 })]);
    let r = run(&mut device);
    assert!(matches!(outcome(&r, 256.0), VariantOutcome::Timed { ratio, .. } if ratio.speedup > 1.9), "{:?}", r.variants);
    match &r.decision {
        Decision::KeptDefault { reason, candidate: Some((values, ratio)) } => {
            assert_eq!(values, &[("WG".to_string(), 256.0)]);
            assert!(ratio.lower <= 1.0, "{ratio:?}");
            assert!(reason.starts_with("the confirmation did not hold") && reason.contains("re-run with a new seed"), "{reason}");
        }
        other => panic!("expected the default kept, got {other:?}"),
    }
    assert_eq!(r.tuned_source(KERNEL), KERNEL, "nothing to write");
}

#[test]
fn a_variant_that_fails_its_checks_is_skipped_and_never_wins() {
    let mut device = Scripted::new(13, &[(256, Behaviour::Fails), (128, Behaviour::Ms { first: 3.0, confirm: 3.0 })]);
    let r = run(&mut device);
    match outcome(&r, 256.0) {
        VariantOutcome::Skipped { verdict, reason } => {
            assert_eq!((verdict.as_str(), reason.as_str()), ("invalid_shader", "WG=256 is over a limit"))
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(&r.decision, Decision::Tuned { values, .. } if values == &[("WG".to_string(), 128.0)]), "{:?}", r.decision);
}

#[test]
fn a_winner_that_fails_the_re_run_keeps_the_default() {
    let mut device = Scripted::new(14, &[(256, Behaviour::FailsInConfirmation { first: 2.0 })]);
    let r = run(&mut device);
    match &r.decision {
        Decision::KeptDefault { reason, candidate: None } => {
            assert!(reason.starts_with("the winner failed the checks of the re-run with a new seed (invalid_shader)"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn without_a_faster_variant_nothing_is_confirmed() {
    let mut device =
        Scripted::new(15, &[(32, Behaviour::Ms { first: 8.0, confirm: 8.0 }), (256, Behaviour::Ms { first: 5.0, confirm: 5.0 })]);
    let r = run(&mut device);
    assert_eq!(device.calls.len(), 4, "no confirmation run: {:?}", device.calls);
    match &r.decision {
        Decision::KeptDefault { reason, candidate: None } => {
            assert!(reason.starts_with("no variant was faster than the default in the first pass"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
}
