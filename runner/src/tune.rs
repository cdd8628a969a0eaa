//! `ekb tune`: a search over a kernel's WGSL `override` constants (workgroup sizes above all), or
//! the `local(…)` sizes of an OpenCL C kernel's plan, on the device, without an LLM, through the same [`Pool`] and full check path as `ekb check`
//! (docs/TUNE.md). The agent's scheduling layer calls [`tune`] too.
//!
//! 1. The kernel as given (its default values) is checked and timed first: it is the baseline, and
//!    its report names the device (the cache key) and its limits (which bound the candidates).
//! 2. The space ([`space::discover`]): each declared integer override (WGSL) or plan pass's local
//!    x size (OpenCL C) gets powers of two around its default within the device's invocation
//!    limit, or the values the caller gives.
//! 3. First pass: every variant ([`TuneSpace::variants`], at most [`TuneOptions::max_variants`],
//!    within [`TuneOptions::budget`]) goes through the full checks; a variant that is not a Pass
//!    is skipped with its verdict and message and never timed. Each passing variant's speedup
//!    over the default is estimated ([`anchored`]).
//! 4. Confirmation: the fastest variant and the default are checked and timed again with a new
//!    seed (fresh inputs and drawn shapes) and twice the pairs; the winner is reported only when the confirmed lower
//!    bound is above 1, else the default is kept, with the reason.
//! 5. The result is cached per adapter ([`TuneCache`]), keyed by device, task, kernel and space.
//!
//! **Why anchored ratios.** A worker's timing pairs a candidate with the task's reference kernel
//! (interleaved, [`ekb_eval::timing`]), not with an arbitrary kernel. The tuner therefore times
//! the default and each variant against that same reference and divides ([`anchored`]): the
//! `i`-th per-pair ratio `reference / kernel` of the variant's run over the `i`-th of the
//! default's estimates `default / variant`, and the reference cancels the load that drifts
//! between the two runs. The lower bound is the sign test's on those quotients, at
//! [`ekb_eval::report::FAST_CONFIDENCE_ALPHA`] split over the looks as the evaluator splits it.

pub mod cache;
pub mod space;

use std::io;
use std::time::{Duration, Instant};

use ekb_eval::device::DeviceInfo;
use ekb_eval::evaluate::derive_seed;
use ekb_eval::kind::Kind;
use ekb_eval::report::{TimingReport, FAST_CONFIDENCE_MAX_LOOKS};
use ekb_eval::timing::{alpha_per_look, median, pair_ratios, sign_lower_bound};
use ekb_eval::SampleReport;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use cache::{cache_key, hex};

pub use cache::TuneCache;
pub use space::{Dim, TuneSpace};

use crate::pool::Pool;
use crate::suite::{evaluate_kind, Plan};

/// Why a tuning run could not start or finish.
#[derive(Debug)]
#[non_exhaustive]
pub enum TuneError {
    /// Nothing in the kernel can be tuned (the message says why and what to declare).
    NothingToTune(String),
    /// `--values` names an override the kernel does not declare.
    UnknownOverride {
        /// The given name.
        name: String,
        /// What the kernel declares.
        declared: Vec<String>,
    },
    /// A `--values` value the constant's type cannot hold (a fraction or a negative number for
    /// a `u32`, anything but 0 or 1 for a `bool`, a local size below 1).
    BadValue {
        /// The override (or `local.ENTRY` dim).
        name: String,
        /// The given value.
        value: f64,
        /// What the constant accepts.
        accepts: String,
    },
    /// The kernel's plan block does not parse.
    Plan(String),
    /// A kind with nothing the tuner knows how to change (only `wgsl` and `opencl` have).
    Kind(Kind),
    /// The kernel as given does not pass its checks: there is no baseline to tune from.
    DefaultFails {
        /// The verdict's kind.
        verdict: String,
        /// The report's message.
        message: String,
    },
    /// The default passed but was not timed (no reference kernel of its kind, or timing off).
    NotTimed(String),
    /// A worker could not be started.
    Worker(io::Error),
}

impl std::fmt::Display for TuneError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TuneError::NothingToTune(why) => write!(f, "nothing to tune: {why}"),
            TuneError::UnknownOverride { name, declared } => {
                let list = if declared.is_empty() { "none".to_string() } else { declared.join(", ") };
                write!(f, "`{name}` is not an override of this kernel (declared: {list})")
            }
            TuneError::BadValue { name, value, accepts } => write!(f, "--values {name}={value}: {name} takes {accepts}"),
            TuneError::Plan(d) => write!(f, "the launch plan does not parse: {d}"),
            TuneError::Kind(k) => {
                write!(f, "`ekb tune` tunes WGSL override constants and OpenCL C plan local sizes; a {k} kernel has neither")
            }
            TuneError::DefaultFails { verdict, message } => write!(f, "the kernel as given is not correct ({verdict}): {message}"),
            TuneError::NotTimed(m) => write!(f, "the kernel as given was not timed: {m}"),
            TuneError::Worker(e) => write!(f, "starting a worker: {e}"),
        }
    }
}

impl std::error::Error for TuneError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TuneError::Worker(e) => Some(e),
            _ => None,
        }
    }
}

impl From<io::Error> for TuneError {
    fn from(e: io::Error) -> Self {
        TuneError::Worker(e)
    }
}

/// Bounds of one tuning run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TuneOptions {
    /// Most variants checked in the first pass (besides the default).
    pub max_variants: usize,
    /// Wall-clock budget of the first pass; variants not started by then are listed as not run.
    pub budget: Duration,
    /// Timed pairs per kernel (each against the reference); at least 20 so that the anchored
    /// bound has power (20 quotients at α/2 per look: the 4th smallest; 10: the smallest).
    pub pairs: u32,
}

impl Default for TuneOptions {
    /// 12 variants, 300 s, 20 pairs.
    fn default() -> Self {
        Self { max_variants: 12, budget: Duration::from_secs(300), pairs: 20 }
    }
}

/// Override values by name.
pub type Values = Vec<(String, f64)>;

/// A speedup over the default with its confident lower bound ([`anchored`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ratio {
    /// `default time / variant time`, the ratio of the two runs' median per-pair ratios.
    pub speedup: f64,
    /// Lower confidence bound at level `1 − FAST_CONFIDENCE_ALPHA` (`ekb_eval::report`; 0 = none).
    pub lower: f64,
}

/// What happened to one variant in the first pass.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum VariantOutcome {
    /// Passed the checks and was timed.
    Timed {
        /// Its speedup over the default.
        ratio: Ratio,
        /// Median ms per launch at the timed shape.
        kernel_ms: f64,
    },
    /// Did not pass the checks (never timed): the verdict's kind and the report's message.
    Skipped {
        /// Verdict kind (`mismatch`, `contract_violation`, `invalid_shader`, …).
        verdict: String,
        /// Why.
        reason: String,
    },
    /// Passed but has no timing (the message says why).
    NotTimed {
        /// Why.
        reason: String,
    },
    /// Not run: the budget was spent first.
    NotRun,
}

/// One variant of the first pass.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Variant {
    /// Its override values (every dim of the space).
    pub values: Values,
    /// What happened.
    pub outcome: VariantOutcome,
}

/// What the run decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "decision", rename_all = "snake_case")]
pub enum Decision {
    /// The winner held in a fresh paired re-run: its confirmed ratio's lower bound is above 1.
    Tuned {
        /// The winning values.
        values: Values,
        /// The confirmation run's ratio over the default.
        confirmed: Ratio,
        /// Its first-pass ratio.
        first_pass: Ratio,
    },
    /// The default is kept (no variant was faster, or the confirmation did not hold).
    KeptDefault {
        /// Why, in one sentence.
        reason: String,
        /// The variant that was re-run and its confirmation, if one was.
        candidate: Option<(Values, Ratio)>,
    },
}

/// The answer of [`tune`] (also what the cache stores).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TuneResult {
    /// Task id.
    pub task: String,
    /// The device, as the default's report names it.
    pub device: Option<DeviceInfo>,
    /// SHA-256 of the kernel text (hex).
    pub kernel_sha256: String,
    /// The space searched.
    pub space: TuneSpace,
    /// The default values.
    pub defaults: Values,
    /// Median ms per launch of the default at the timed shape (first pass).
    pub default_ms: f64,
    /// Seeds of the first pass and of the confirmation.
    pub seeds: [u64; 2],
    /// Every variant, in the order tried.
    pub variants: Vec<Variant>,
    /// The decision.
    pub decision: Decision,
    /// Whether this answer came from the cache.
    #[serde(default)]
    pub cached: bool,
}

impl TuneResult {
    /// The values to use: the winner's, else the defaults.
    pub fn best(&self) -> &Values {
        match &self.decision {
            Decision::Tuned { values, .. } => values,
            Decision::KeptDefault { .. } => &self.defaults,
        }
    }

    /// `source` with [`Self::best`] as its plan's override lines (`ekb tune --write`).
    pub fn tuned_source(&self, source: &str) -> String {
        match &self.decision {
            Decision::Tuned { values, .. } => self.space.source_for(source, values),
            Decision::KeptDefault { .. } => source.to_string(),
        }
    }
}

/// Progress of a run, for a progress bar.
#[derive(Debug)]
pub enum Event<'a> {
    /// The default was checked and timed; `variants` will be tried.
    Baseline {
        /// Variants in the first pass.
        variants: usize,
    },
    /// The answer is in the cache; nothing more runs.
    Cached,
    /// A first-pass variant is done.
    Variant(&'a Variant),
    /// The confirmation run of `values` starts.
    Confirming(&'a Values),
}

/// Checks and times one candidate text: what [`tune`] asks of a device. A [`Pool`] does it with
/// the full check path in a worker ([`evaluate_kind`]); a test can answer with scripted reports to
/// drive the search and the confirmation through outcomes a device will not produce on demand.
pub trait Evaluator {
    /// The report of `source`, a `kind` candidate of `task`, evaluated under `plan` (its seed and
    /// timing pairs are the tuner's).
    ///
    /// # Errors
    /// Only when the evaluation cannot run at all (a worker cannot be started).
    fn evaluate(&mut self, plan: &Plan, task: &kernels::Task, kind: Kind, source: &str) -> io::Result<SampleReport>;
}

impl Evaluator for Pool {
    fn evaluate(&mut self, plan: &Plan, task: &kernels::Task, kind: Kind, source: &str) -> io::Result<SampleReport> {
        evaluate_kind(self, plan, task, kind, source)
    }
}

/// Tunes `source` (a WGSL candidate of `task`) on the device of `plan`, through `pool`.
///
/// `given` holds user values per override (`--values`). With a `cache`, a stored answer for the
/// same device, task, kernel, space and options is returned (with `cached: true`) after the
/// default has been checked again; a new answer is stored.
///
/// # Errors
/// [`TuneError`]: nothing to tune, a plan that does not parse, a default that fails its checks or
/// is not timed, a worker that cannot start.
#[allow(clippy::too_many_arguments)]
pub fn tune(
    pool: &mut impl Evaluator,
    plan: &Plan,
    task: &kernels::Task,
    kind: Kind,
    source: &str,
    given: &[(String, Vec<f64>)],
    opts: &TuneOptions,
    cache: Option<&TuneCache>,
    mut progress: impl FnMut(Event<'_>),
) -> Result<TuneResult, TuneError> {
    // Fails early, before any device work, when there is nothing to tune.
    space::discover(kind, source, given, &ekb_eval::device::DeviceLimits::webgpu_default())?;
    let mut plan = plan.clone();
    plan.options.timing.samples = opts.pairs.max(plan.options.timing.samples);
    plan.options.time = true;
    let seeds = [plan.options.seed, derive_seed(plan.options.seed, 0x70E)];
    let (base, base_timing) = timed_default(pool, &plan, task, kind, source)?;
    let device = base.device.clone();
    let limits = device.as_ref().map_or_else(ekb_eval::device::DeviceLimits::webgpu_default, |d| d.limits.clone());
    let space = space::discover(kind, source, given, &limits)?;
    // No device in the report: nothing to key the cache by.
    let cache = cache.filter(|_| device.is_some());
    let key = device.as_ref().map(|d| cache_key(d, task, source, &space, opts, plan.options.profile)).unwrap_or_default();
    if let Some(hit) = cache.and_then(|c| c.get(&key)) {
        progress(Event::Cached);
        return Ok(TuneResult { cached: true, ..hit });
    }
    let list = space.variants(opts.max_variants);
    progress(Event::Baseline { variants: list.len() });
    let started = Instant::now();
    let mut variants = Vec::with_capacity(list.len());
    for values in list {
        let outcome = if started.elapsed() >= opts.budget {
            VariantOutcome::NotRun
        } else {
            let r = pool.evaluate(&plan, task, kind, &space.source_for(source, &values))?;
            outcome_of(&r, &base_timing)
        };
        let variant = Variant { values, outcome };
        progress(Event::Variant(&variant));
        variants.push(variant);
    }
    let best = variants
        .iter()
        .filter_map(|v| match &v.outcome {
            VariantOutcome::Timed { ratio, .. } => Some((v, *ratio)),
            _ => None,
        })
        .max_by(|a, b| a.1.speedup.total_cmp(&b.1.speedup));
    let decision = match best {
        // `all` is true of an empty list: without this arm no variant at all would read as a
        // spent budget.
        None if variants.is_empty() => Decision::KeptDefault {
            reason: format!(
                "no variant to try (at most {} variants, the space has {})",
                opts.max_variants,
                space.variants(usize::MAX).len()
            ),
            candidate: None,
        },
        None if variants.iter().all(|v| v.outcome == VariantOutcome::NotRun) => Decision::KeptDefault {
            reason: format!("the budget of {:.0} s was spent before any variant ran", opts.budget.as_secs_f64()),
            candidate: None,
        },
        None => Decision::KeptDefault { reason: "no variant passed the checks and was timed".into(), candidate: None },
        Some((_, r)) if r.speedup <= 1.0 => Decision::KeptDefault {
            reason: format!("no variant was faster than the default in the first pass (best {:.3}×)", r.speedup),
            candidate: None,
        },
        Some((v, first_pass)) => {
            progress(Event::Confirming(&v.values));
            let text = space.source_for(source, &v.values);
            confirm(pool, &plan, task, kind, source, (&v.values, &text), first_pass, seeds[1])?
        }
    };
    let result = TuneResult {
        task: task.spec.id.clone(),
        device,
        kernel_sha256: hex(&Sha256::digest(source.as_bytes())),
        space,
        defaults: Vec::new(),
        default_ms: base_timing.candidate_ms,
        seeds,
        variants,
        decision,
        cached: false,
    };
    let result = TuneResult { defaults: result.space.defaults(), ..result };
    if let Some(c) = cache {
        c.put(&key, &result);
    }
    Ok(result)
}

/// Checks and times the kernel as given; it must pass and be timed (its report and timing).
fn timed_default(
    pool: &mut impl Evaluator,
    plan: &Plan,
    task: &kernels::Task,
    kind: Kind,
    source: &str,
) -> Result<(SampleReport, TimingReport), TuneError> {
    let r = pool.evaluate(plan, task, kind, source)?;
    if !r.verdict.is_pass() {
        return Err(TuneError::DefaultFails { verdict: r.verdict.kind().to_string(), message: r.message_with_reproduce() });
    }
    match r.timing.clone() {
        Some(t) => Ok((r, t)),
        None => Err(TuneError::NotTimed(r.message)),
    }
}

/// A variant's first-pass outcome from its report, against the default's timing.
fn outcome_of(r: &SampleReport, base: &TimingReport) -> VariantOutcome {
    if !r.verdict.is_pass() {
        return VariantOutcome::Skipped { verdict: r.verdict.kind().to_string(), reason: r.message_with_reproduce() };
    }
    match &r.timing {
        Some(t) => match anchored(base, t) {
            Some(ratio) => VariantOutcome::Timed { ratio, kernel_ms: t.candidate_ms },
            None => VariantOutcome::NotTimed { reason: "no usable timed pairs".into() },
        },
        None => VariantOutcome::NotTimed { reason: r.message.clone() },
    }
}

/// The confirmation times each kernel with this many times the first pass's pairs (40 by
/// default: the bound at α/2 per look is then the 12th smallest of 40 quotients, against the
/// 4th smallest of 20).
pub const CONFIRM_PAIRS_FACTOR: u32 = 2;

/// The fresh paired re-run: the default and the winner again, with `seed` and
/// [`CONFIRM_PAIRS_FACTOR`] times the pairs.
#[allow(clippy::too_many_arguments)]
fn confirm(
    pool: &mut impl Evaluator,
    plan: &Plan,
    task: &kernels::Task,
    kind: Kind,
    source: &str,
    (values, variant_text): (&Values, &str),
    first_pass: Ratio,
    seed: u64,
) -> Result<Decision, TuneError> {
    let mut plan = plan.clone();
    plan.options.seed = seed;
    // Twice the first pass's pairs: the decision rests on this run alone.
    plan.options.timing.samples = plan.options.timing.samples.saturating_mul(CONFIRM_PAIRS_FACTOR);
    let (_, base_timing) = timed_default(pool, &plan, task, kind, source)?;
    let r = pool.evaluate(&plan, task, kind, variant_text)?;
    Ok(match outcome_of(&r, &base_timing) {
        VariantOutcome::Timed { ratio, .. } if ratio.lower > 1.0 => {
            Decision::Tuned { values: values.clone(), confirmed: ratio, first_pass }
        }
        VariantOutcome::Timed { ratio, .. } => Decision::KeptDefault {
            reason: format!(
                "the confirmation did not hold: {:.3}× with lower bound {:.3} (not above 1) in the re-run with a new seed",
                ratio.speedup, ratio.lower
            ),
            candidate: Some((values.clone(), ratio)),
        },
        VariantOutcome::Skipped { verdict, reason } => Decision::KeptDefault {
            reason: format!("the winner failed the checks of the re-run with a new seed ({verdict}): {reason}"),
            candidate: None,
        },
        VariantOutcome::NotTimed { reason } => {
            Decision::KeptDefault { reason: format!("the winner was not timed in the re-run: {reason}"), candidate: None }
        }
        VariantOutcome::NotRun => Decision::KeptDefault { reason: "the winner was not re-run".into(), candidate: None },
    })
}

/// The speedup of `variant` over `default`, both timed against the same reference kernel.
///
/// Each run gives per-pair ratios `reference / kernel`; the `i`-th ratio of the variant's run over
/// the `i`-th of the default's is one observation of `default / variant` (a pairing fixed in
/// advance, so the observations are independent as the pairs are). The speedup is their median,
/// the lower bound the sign test's ([`sign_lower_bound`]) at [`alpha_per_look`] over at most
/// [`FAST_CONFIDENCE_MAX_LOOKS`] looks — the first look of the shorter run and all pairs — as
/// [`ekb_eval::timing::confident_speedup`] does for one run. `None` when either run has no pair.
pub fn anchored(default: &TimingReport, variant: &TimingReport) -> Option<Ratio> {
    let d = pair_ratios(&default.baseline_samples_ms, &default.candidate_samples_ms);
    let v = pair_ratios(&variant.baseline_samples_ms, &variant.candidate_samples_ms);
    let n = d.len().min(v.len());
    if n == 0 {
        return None;
    }
    let q: Vec<f64> = v.iter().zip(&d).map(|(v, d)| v / d).collect();
    let speedup = median(&q);
    let first = [default.looks.first(), variant.looks.first()].into_iter().flatten().map(|&k| k as usize).min().unwrap_or(n).min(n);
    let mut looks = vec![first, n];
    looks.dedup();
    let lower = looks.into_iter().take(FAST_CONFIDENCE_MAX_LOOKS).map(|k| sign_lower_bound(&q[..k], alpha_per_look())).fold(0.0, f64::max);
    speedup.is_finite().then_some(Ratio { speedup, lower })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_eval::report::FAST_CONFIDENCE_ALPHA;

    fn timing(baseline: &[f64], candidate: &[f64]) -> TimingReport {
        let mut t: TimingReport = serde_json::from_value(serde_json::json!({
            "method": "host_clock", "resolution_ns": 1.0, "shape": "N=1", "candidate_ms": 1.0, "baseline_ms": 1.0,
            "speedup": 1.0, "speedup_lower": 0.0, "batch": {"candidate": 2, "baseline": 2}, "samples": 20,
            "candidate_samples_ms": [], "baseline_samples_ms": [], "candidate_spread": 0.0, "baseline_spread": 0.0,
            "noisy": false, "candidate_gflops": 0.0, "candidate_gbps": 0.0
        }))
        .expect("a timing report");
        t.baseline_samples_ms = baseline.to_vec();
        t.candidate_samples_ms = candidate.to_vec();
        t
    }

    #[test]
    fn anchored_ratio_divides_out_the_reference() {
        // The default runs at the reference's speed, the variant twice as fast, with ±2 % jitter.
        let jitter = |i: usize| 1.0 + 0.02 * ((i * 7 % 5) as f64 - 2.0) / 2.0;
        let reference: Vec<f64> = (0..20).map(|i| 4.0 * jitter(i)).collect();
        let default: Vec<f64> = (0..20).map(|i| 4.0 * jitter(i + 1)).collect();
        let variant: Vec<f64> = (0..20).map(|i| 2.0 * jitter(i + 2)).collect();
        let r = anchored(&timing(&reference, &default), &timing(&reference, &variant)).unwrap();
        assert!((r.speedup - 2.0).abs() < 0.1, "{r:?}");
        assert!(r.lower > 1.8 && r.lower <= r.speedup, "{r:?}");
        // The same kernel on both sides (another run of it: other jitter) is not confidently faster.
        let rerun: Vec<f64> = (0..20).map(|i| 4.0 * jitter(i + 3)).collect();
        let same = anchored(&timing(&reference, &default), &timing(&reference, &rerun)).unwrap();
        assert!(same.lower < 1.0 && (same.speedup - 1.0).abs() < 0.03, "{same:?}");
        // Too few pairs for a bound: 0.
        let few = anchored(&timing(&reference[..5], &default[..5]), &timing(&reference[..5], &variant[..5])).unwrap();
        assert_eq!(few.lower, 0.0);
    }

    /// SplitMix64 noise: a Laplace body (±2 %) with a 10 % chance of a stall of up to +50 %, as in
    /// `ekb_eval::timing`'s simulations.
    struct Noise(u64);
    impl Noise {
        fn unit(&mut self) -> f64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
        }
        fn ms(&mut self, median: f64) -> f64 {
            let u = self.unit() - 0.5;
            let laplace = -0.02 * u.signum() * (1.0 - 2.0 * u.abs()).max(1e-300).ln();
            let stall = if self.unit() < 0.1 { 1.0 + 0.5 * self.unit() } else { 1.0 };
            median * laplace.exp() * stall
        }
        fn run(&mut self, kernel_ms: f64, pairs: usize) -> TimingReport {
            let (b, c): (Vec<f64>, Vec<f64>) = (0..pairs).map(|_| (self.ms(4.0), self.ms(kernel_ms))).unzip();
            timing(&b, &c)
        }
    }

    #[test]
    fn equal_kernels_are_rarely_confidently_faster_and_a_faster_one_is_found() {
        let mut noise = Noise(21);
        let trials = 4000;
        let wrong = (0..trials).filter(|_| anchored(&noise.run(4.0, 20), &noise.run(4.0, 20)).unwrap().lower > 1.0).count();
        let rate = wrong as f64 / trials as f64;
        eprintln!("equal kernels: confident in {wrong}/{trials}");
        assert!(rate <= FAST_CONFIDENCE_ALPHA, "error rate {rate}");
        // 15 % faster (the WG=256 of the lavapipe measurements): confident with 40 pairs most times.
        let found = (0..500).filter(|_| anchored(&noise.run(4.0, 40), &noise.run(4.0 / 1.15, 40)).unwrap().lower > 1.0).count();
        eprintln!("15 % faster: confident in {found}/500");
        assert!(found >= 400, "power {found}/500");
    }
}
