//! Timing statistics and configuration: batch sizing against the measured timer resolution,
//! medians and spreads, the speed-of-light bound, and the confident speedup — a sign test on the
//! per-pair ratios with a two-look sequential procedure (docs/EVALUATION.md "Confident Fast@p"),
//! and the timing of the peak probes' kernels ([`probe_launch_s`]), shared by every backend's probe.
//! The plans of timed batches (input set of each launch, captured launches) are drawn in [`plan`].

pub mod plan;

use serde::{Deserialize, Serialize};

use crate::backend::{Backend, BackendError, BatchPlan, BatchReset, Dispatch, ResidentDesc};

use ekb_wire::metrics::FAST_THRESHOLDS;
use ekb_wire::report::{BatchSizes, FAST_CONFIDENCE_ALPHA, FAST_CONFIDENCE_MAX_LOOKS, NOISY_SPREAD};
pub use ekb_wire::timing::Peak;

/// How samples are taken.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimingConfig {
    /// Untimed batches per kernel before sampling (first dispatches JIT-compile on some drivers).
    pub warmup: u32,
    /// Timed samples per kernel, interleaved reference/candidate (ABAB).
    pub samples: u32,
    /// A sample lasts at least this long, ms (so it is far above the timer's resolution).
    pub min_sample_ms: f64,
    /// …and at least this many timer quanta.
    pub min_quanta: f64,
    /// Most launches in one batch.
    pub max_batch: u32,
    /// Relative spread (IQR / median) above which a result is flagged noisy.
    pub noisy_spread: f64,
    /// Pairs added for the second look when the first is borderline ([`borderline`]); 0 = one look.
    #[serde(default = "default_extra_pairs")]
    pub extra_pairs: u32,
    /// The second look is taken only when its pairs are estimated (from the first look's samples)
    /// to take at most this long, ms.
    #[serde(default = "default_extension_budget_ms")]
    pub extension_budget_ms: f64,
    /// Launches of each timed candidate batch verified against the CPU reference (captured at
    /// launches drawn from the timing nonce); at least this many, and more when the first look has
    /// few batches ([`Self::min_verified_launches`]).
    #[serde(default = "default_verified_per_batch")]
    pub verified_per_batch: u32,
    /// Verified candidate launches over the first look at least (spread over its batches): a kernel
    /// that skips or replays a fraction `f` of its timed launches escapes `k` independent checks
    /// with probability `(1 − f)^k` (docs/EVALUATION.md, "Timing").
    #[serde(default = "default_min_verified_launches")]
    pub min_verified_launches: u32,
    /// On a device whose programs can keep state between launches ([`crate::backend::KernelState::Persistent`])
    /// every timed launch reads an input set of its own: the input sets of one batch of one kernel
    /// hold at most this many bytes (guard tails included), and the batch is cut to fit (at least 2
    /// launches).
    #[serde(default = "default_fresh_inputs_budget_bytes")]
    pub fresh_inputs_budget_bytes: u64,
}

fn default_verified_per_batch() -> u32 {
    2
}

fn default_min_verified_launches() -> u32 {
    16
}

fn default_fresh_inputs_budget_bytes() -> u64 {
    32 << 20
}

fn default_extra_pairs() -> u32 {
    40
}

fn default_extension_budget_ms() -> f64 {
    3000.0
}

impl Default for TimingConfig {
    /// 10 samples of ≥ 4 ms and ≥ 100 timer quanta, ≤ 256 launches each, 1 warm-up batch; 40 more
    /// pairs when the first 10 are borderline, if they fit in 3 s; 2 verified launches per
    /// candidate batch and at least 16 over the first look; 32 MiB of fresh input sets per batch.
    /// Measured on lavapipe (2 cores): a reference timed against itself lands within ±5 % for most
    /// tasks with these values, and a `ci`-shape task takes ≈ 0.3–1 s to time.
    fn default() -> Self {
        Self {
            warmup: 1,
            samples: 10,
            min_sample_ms: 4.0,
            min_quanta: 100.0,
            max_batch: 256,
            noisy_spread: NOISY_SPREAD,
            extra_pairs: default_extra_pairs(),
            extension_budget_ms: default_extension_budget_ms(),
            verified_per_batch: default_verified_per_batch(),
            min_verified_launches: default_min_verified_launches(),
            fresh_inputs_budget_bytes: default_fresh_inputs_budget_bytes(),
        }
    }
}

impl TimingConfig {
    /// Launches per sample for a kernel whose single launch took `one_launch_ns`, given a timer
    /// of `resolution_ns`: enough for [`Self::min_sample_ms`] and [`Self::min_quanta`], at most
    /// [`Self::max_batch`], at least 2, rounded up to even.
    pub fn batch_for(&self, one_launch_ns: f64, resolution_ns: f64) -> u32 {
        let target = (self.min_sample_ms * 1e6).max(self.min_quanta * resolution_ns);
        let n = (target / one_launch_ns.max(1.0)).ceil().clamp(2.0, f64::from(self.max_batch.max(2)));
        let n = n as u32;
        n + n % 2
    }

    /// The batch sizes of a timed comparison, from each kernel's calibrated time per launch (ns):
    /// each its own [`Self::batch_for`], except that kernels within 4× of each other in *time*
    /// share the larger size, so a fixed per-batch cost (submission, timestamp writes) weighs the
    /// same on both sides of the ratio. Similarity is judged on the times, not on the sizes: sizes
    /// are clamped to `2..=max_batch`, so a candidate 1,000× slower than a reference whose
    /// calibration a load spike slowed to batch 6 would look "similar" (6 ≤ 4 · 2) and be given 6
    /// launches of its own — seconds per sample instead of the minimum.
    pub fn batch_sizes(&self, baseline_ns: f64, candidate_ns: f64, resolution_ns: f64) -> BatchSizes {
        let (baseline, candidate) = (self.batch_for(baseline_ns, resolution_ns), self.batch_for(candidate_ns, resolution_ns));
        let (slow, fast) = (baseline_ns.max(candidate_ns), baseline_ns.min(candidate_ns).max(1.0));
        if slow <= 4.0 * fast {
            let shared = baseline.max(candidate);
            return BatchSizes { baseline: shared, candidate: shared };
        }
        BatchSizes { baseline, candidate }
    }
}

/// Timed batches the peak probes take of each probe kernel; the result is the fastest of them.
pub const PROBE_BATCHES: usize = 5;
/// Most launches in one timed batch of a probe kernel.
pub const PROBE_MAX_BATCH: u32 = 64;

/// The buffers of a probe kernel: one input set holding one buffer of `elems_in` f32 (the ramp
/// `i · 10⁻³`, little-endian), one output of `elems_out` f32 zeroed once at upload and never
/// reset between timed launches ([`BatchReset::Never`], so no reset copy lands inside the timed
/// span: the probes are the evaluator's own kernels and their outputs are never checked), a
/// 16-byte zero params uniform, no scratch.
pub fn probe_buffers(elems_in: usize, elems_out: usize) -> ResidentDesc {
    let input: Vec<u8> = (0..elems_in).flat_map(|i| (i as f32 * 1e-3).to_le_bytes()).collect();
    ResidentDesc {
        input_sets: vec![vec![input]].into(),
        output_init: vec![vec![0u8; elems_out * 4]].into(),
        batch_reset: BatchReset::Never,
        params: vec![0u8; 16],
        scratch_bytes: vec![],
        scratch_tails: vec![],
    }
}

/// Seconds per launch of a peak-probe kernel, with the backend's own timer ([`Backend::time_batch`]):
/// one batch of 2 launches estimates a launch, which sizes the batch by
/// [`TimingConfig::batch_for`] (≥ 4 ms and ≥ 100 quanta of `resolution_ns`, at most
/// [`PROBE_MAX_BATCH`] launches); the result is the fastest of [`PROBE_BATCHES`] such batches, as
/// batch time divided by its launches. The fastest, not the median: the peak is an upper bound on
/// what a kernel can reach, and load from other processes (a shared CPU above all) only ever slows
/// a batch down, so the median of a busy machine understated it and flagged honest kernels. Every backend's probe times its kernels with this, so
/// their peaks are measured the same way.
///
/// # Errors
/// Any [`BackendError`] of the timed batches.
pub async fn probe_launch_s<B: Backend>(
    b: &B,
    program: &B::Program,
    resident: &B::Resident,
    launch: &[Dispatch],
    resolution_ns: f64,
) -> Result<f64, BackendError> {
    let cfg = TimingConfig::default();
    let two = b.time_batch(program, resident, launch, &BatchPlan::cycle(2, 1)).await?.elapsed_ns / 2.0;
    let batch = cfg.batch_for(two, resolution_ns).min(PROBE_MAX_BATCH);
    let plan = BatchPlan::cycle(batch, 1);
    let mut s = Vec::with_capacity(PROBE_BATCHES);
    for _ in 0..PROBE_BATCHES {
        s.push(b.time_batch(program, resident, launch, &plan).await?.elapsed_ns / f64::from(batch));
    }
    Ok(s.into_iter().fold(f64::INFINITY, f64::min) * 1e-9)
}

/// The speedup of a candidate over the baseline from interleaved samples (ms): the median of the
/// per-pair ratios `baseline[i] / candidate[i]`. Each baseline sample is taken right before its
/// candidate sample, so load that drifts during the run cancels within a pair. Pairs with a
/// non-positive candidate time are skipped; +∞ when none is left. This is the `speedup` of every
/// [`crate::report::TimingReport`], and what a server recomputes to check one.
pub fn paired_speedup(baseline_ms: &[f64], candidate_ms: &[f64]) -> f64 {
    let ratios: Vec<f64> = baseline_ms.iter().zip(candidate_ms).filter(|(_, c)| **c > 0.0).map(|(b, c)| b / c).collect();
    if ratios.is_empty() {
        f64::INFINITY
    } else {
        median(&ratios)
    }
}

/// The per-pair ratios `baseline / candidate` of the first `n` pairs (pairs with a non-positive
/// candidate time skipped, as [`paired_speedup`] does).
fn ratios(baseline_ms: &[f64], candidate_ms: &[f64], n: usize) -> Vec<f64> {
    baseline_ms.iter().zip(candidate_ms).take(n).filter(|(_, c)| **c > 0.0).map(|(b, c)| b / c).collect()
}

/// `P(X ≥ s)` for `X ~ Binomial(n, ½)`, exact (sums of `C(n, i) / 2ⁿ` in log space).
pub fn binomial_half_tail(n: usize, s: usize) -> f64 {
    if s == 0 {
        return 1.0;
    }
    if s > n {
        return 0.0;
    }
    // ln C(n, i) by the running product C(n, i) = C(n, i−1) · (n − i + 1) / i.
    let mut ln_c = 0.0f64;
    let mut total = 0.0;
    for i in 0..=n {
        if i > 0 {
            ln_c += ((n - i + 1) as f64).ln() - (i as f64).ln();
        }
        if i >= s {
            total += (ln_c - n as f64 * std::f64::consts::LN_2).exp();
        }
    }
    total.min(1.0)
}

/// The sign test's critical count: the smallest `s` with `P(Binomial(n, ½) ≥ s) ≤ alpha`, or
/// `None` when even `s = n` is too likely (`2⁻ⁿ > alpha`: too few pairs to be sure of anything).
pub fn sign_test_critical(n: usize, alpha: f64) -> Option<usize> {
    (1..=n).find(|&s| binomial_half_tail(n, s) <= alpha)
}

/// One-sided lower confidence bound, at level `1 − alpha`, on the median of `ratios` — the bound
/// the sign test inverts to: with `s` = [`sign_test_critical`], it is the `(n − s + 1)`-th smallest
/// ratio, and "median ≤ θ" is rejected at `alpha` exactly when this bound is `> θ` (at least `s`
/// ratios exceed θ). Needs only that the pairs are independent with a continuous distribution —
/// nothing about its shape or tails. 0 (no bound) when there are too few ratios.
pub fn sign_lower_bound(ratios: &[f64], alpha: f64) -> f64 {
    let n = ratios.len();
    let Some(s) = sign_test_critical(n, alpha) else { return 0.0 };
    let mut v = ratios.to_vec();
    ekb_wire::sort::sort_f64(&mut v);
    v[n - s]
}

/// Error rate of each look: [`FAST_CONFIDENCE_ALPHA`] split evenly over the
/// [`FAST_CONFIDENCE_MAX_LOOKS`] looks the procedure may take (Bonferroni), fixed in advance.
pub fn alpha_per_look() -> f64 {
    FAST_CONFIDENCE_ALPHA / FAST_CONFIDENCE_MAX_LOOKS as f64
}

/// The confident speedup of paired samples (ms per launch) taken in `looks` (the pair count at
/// each look, increasing, at most [`FAST_CONFIDENCE_MAX_LOOKS`]; empty = one look at every pair):
/// the largest over the looks of the [`sign_lower_bound`] of that look's first pairs at
/// [`alpha_per_look`]. By the union bound, the chance that it exceeds the true median ratio is at
/// most [`FAST_CONFIDENCE_ALPHA`], whatever rule decided to take the later looks — so a sample is
/// confidently faster than `p` when this is `> p`. This is the `speedup_lower` of every
/// [`crate::report::TimingReport`], and what a server recomputes. Looks beyond the allowed count or
/// the samples are ignored (the caller validates them).
pub fn confident_speedup(baseline_ms: &[f64], candidate_ms: &[f64], looks: &[u32]) -> f64 {
    let all = [baseline_ms.len().min(candidate_ms.len()) as u32];
    let looks = if looks.is_empty() { &all[..] } else { looks };
    looks
        .iter()
        .take(FAST_CONFIDENCE_MAX_LOOKS)
        .map(|&n| sign_lower_bound(&ratios(baseline_ms, candidate_ms, n as usize), alpha_per_look()))
        .fold(0.0, f64::max)
}

/// Share of a first look's ratios that must exceed a threshold for the look to be
/// [`borderline`].
pub const PROMISING_SHARE: f64 = 0.7;

/// Whether a first look (its per-pair `ratios` and their bound `lower`) is borderline, so more
/// pairs are worth taking: for some reported threshold `p > 0` the bound is not above `p`, but at
/// least [`PROMISING_SHARE`] of the ratios are — a sample that a longer look can show faster than
/// `p`. Two kernels of the same speed have ≥ 7 of 10 ratios above 1 with probability 17 %, so most
/// of them stop at the first look. (Any rule is valid here: the error rate is split over the looks
/// in advance.)
pub fn borderline(ratios: &[f64], lower: f64) -> bool {
    let need = (PROMISING_SHARE * ratios.len() as f64).ceil() as usize;
    FAST_THRESHOLDS.iter().any(|&p| p > 0.0 && lower <= p && ratios.iter().filter(|r| **r > p).count() >= need.max(1))
}

/// The per-pair ratios `baseline / candidate` (pairs with a non-positive candidate time skipped).
pub fn pair_ratios(baseline_ms: &[f64], candidate_ms: &[f64]) -> Vec<f64> {
    ratios(baseline_ms, candidate_ms, baseline_ms.len())
}

/// Median of `v` (NaN when empty).
pub fn median(v: &[f64]) -> f64 {
    quantile(v, 0.5)
}

/// Linear-interpolated quantile `q` ∈ [0, 1] of `v` (NaN when empty).
pub fn quantile(v: &[f64], q: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    let mut s = v.to_vec();
    ekb_wire::sort::sort_f64(&mut s);
    let pos = q.clamp(0.0, 1.0) * (s.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    s[lo] + (s[hi] - s[lo]) * (pos - lo as f64)
}

/// Interquartile range divided by the median.
pub fn relative_spread(v: &[f64]) -> f64 {
    let m = median(v);
    if m <= 0.0 || m.is_nan() {
        return 0.0;
    }
    (quantile(v, 0.75) - quantile(v, 0.25)) / m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[1.0, 2.0, 3.0, 4.0]), 2.5);
        assert!((relative_spread(&[1.0, 1.0, 1.0, 1.0])).abs() < 1e-12);
        assert!(relative_spread(&[1.0, 2.0, 3.0, 4.0, 5.0]) > 0.5);
    }

    #[test]
    fn batches_are_even_and_bounded() {
        let c = TimingConfig::default();
        assert_eq!(c.batch_for(1e9, 1.0), 2);
        assert_eq!(c.batch_for(1.0, 1.0), 256);
        let b = c.batch_for(100_000.0, 1.0); // 0.1 ms launches, 4 ms target
        assert_eq!(b, 40);
        assert_eq!(c.batch_for(100_000.0, 100_000.0), 100); // 100 quanta of 100 µs = 10 ms
    }

    #[test]
    fn only_kernels_similar_in_time_share_a_batch_size() {
        let c = TimingConfig::default();
        // 0.1 ms and 0.3 ms: within 4×, both take the faster one's 40.
        assert_eq!(c.batch_sizes(100_000.0, 300_000.0, 1.0), BatchSizes { baseline: 40, candidate: 40 });
        // A reference slowed to 0.7 ms a launch (batch 6) and a candidate of 80 ms (batch 2): the
        // sizes are within 4× but the times are 114× apart, so each keeps its own (seen in CI).
        assert_eq!(c.batch_sizes(700_000.0, 80e6, 1.0), BatchSizes { baseline: 6, candidate: 2 });
        assert_eq!(c.batch_sizes(80e6, 700_000.0, 1.0), BatchSizes { baseline: 2, candidate: 6 });
        // Two kernels both past the 4 ms target: 2 each, whatever their ratio.
        assert_eq!(c.batch_sizes(5e6, 50e6, 1.0), BatchSizes { baseline: 2, candidate: 2 });
    }

    #[test]
    fn binomial_tails_and_critical_counts() {
        assert!((binomial_half_tail(10, 10) - 1.0 / 1024.0).abs() < 1e-15);
        assert!((binomial_half_tail(10, 9) - 11.0 / 1024.0).abs() < 1e-15);
        assert!((binomial_half_tail(4, 0) - 1.0).abs() < 1e-15);
        assert!((binomial_half_tail(30, 15) - 0.572_232_2).abs() < 1e-6);
        // 10 pairs at 0.005: all 10 must agree (11/1024 > 0.005); 30 pairs: 23 (P(≥22) = 0.0081);
        // 50 pairs: 35 (P(≥35) = 0.0033, P(≥34) = 0.0077).
        assert_eq!(sign_test_critical(10, 0.005), Some(10));
        assert_eq!(sign_test_critical(30, 0.005), Some(23));
        assert_eq!(sign_test_critical(50, 0.005), Some(35));
        assert_eq!(sign_test_critical(7, 0.005), None); // 2⁻⁷ = 0.0078
        assert_eq!(sign_test_critical(8, 0.005), Some(8));
    }

    /// SplitMix64 for the simulations (seeded: the figures below are exact for these seeds).
    struct Rng(u64);
    impl Rng {
        fn unit(&mut self) -> f64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
        }
        /// Heavy-tailed timing noise: a Laplace body with a 10 % chance of a stall of up to +50 %.
        fn sample_ms(&mut self, median: f64) -> f64 {
            let u = self.unit() - 0.5;
            let laplace = -0.02 * u.signum() * (1.0 - 2.0 * u.abs()).max(1e-300).ln();
            let stall = if self.unit() < 0.1 { 1.0 + 0.5 * self.unit() } else { 1.0 };
            median * laplace.exp() * stall
        }
    }

    /// What the evaluator does with one sample: 10 pairs, then 40 more when borderline.
    fn procedure(rng: &mut Rng, baseline: f64, candidate: f64) -> (f64, f64) {
        let (mut b, mut c) = (Vec::new(), Vec::new());
        let mut take = |n: usize, b: &mut Vec<f64>, c: &mut Vec<f64>| {
            for _ in 0..n {
                b.push(rng.sample_ms(baseline));
                c.push(rng.sample_ms(candidate));
            }
        };
        take(10, &mut b, &mut c);
        let lower = confident_speedup(&b, &c, &[10]);
        let speedup = paired_speedup(&b, &c);
        if !borderline(&pair_ratios(&b, &c), lower) {
            return (speedup, lower);
        }
        take(40, &mut b, &mut c);
        (paired_speedup(&b, &c), confident_speedup(&b, &c, &[10, 50]))
    }

    #[test]
    fn identical_kernels_are_not_confidently_faster() {
        // A fixed series: the same times on both sides up to ±1 % jitter, every ratio near 1.
        let b = [1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0];
        let c = [1.01, 1.0, 1.0, 0.99, 1.0, 1.0, 1.02, 0.98, 1.0, 1.01];
        assert!(confident_speedup(&b, &c, &[10]) <= 1.0);
        assert!(paired_speedup(&b, &c) >= 0.99);
    }

    #[test]
    fn a_twice_as_fast_series_is_confident() {
        let mut rng = Rng(7);
        let c: Vec<f64> = (0..10).map(|_| rng.sample_ms(1.0)).collect();
        let b: Vec<f64> = (0..10).map(|_| rng.sample_ms(2.0)).collect();
        let lower = confident_speedup(&b, &c, &[10]);
        // With stalls of up to +50 % on either side the smallest of 10 ratios can be near 1.33:
        // surely faster than 1.0 at the first look (1.5 is the second look's job, see the power test).
        assert!(lower > 1.0, "lower bound {lower}");
        assert!(lower <= paired_speedup(&b, &c));
        // Seven pairs cannot be sure of anything at 0.005 (2⁻⁷ = 0.0078).
        assert_eq!(confident_speedup(&b[..7], &c[..7], &[7]), 0.0);
        assert!(confident_speedup(&b[..8], &c[..8], &[8]) > 1.0);
    }

    #[test]
    fn sequential_error_rate_under_the_null_is_within_alpha() {
        // The true median ratio is exactly p (both kernels take the same time, times p for the
        // baseline): a confident "faster than p" is an error. 20,000 simulated samples per p.
        for (p, seed) in [(1.0, 11), (1.5, 12)] {
            let mut rng = Rng(seed);
            let trials = 20_000;
            let (mut confident, mut point) = (0, 0);
            for _ in 0..trials {
                let (speedup, lower) = procedure(&mut rng, p, 1.0);
                confident += usize::from(lower > p);
                point += usize::from(speedup > p);
            }
            let rate = confident as f64 / trials as f64;
            eprintln!("p = {p}: confident error rate {rate}, point-estimate rate {}", point as f64 / trials as f64);
            // ≤ α with margin (the Monte-Carlo sd at 0.01 is 0.0007).
            assert!(rate <= 0.8 * FAST_CONFIDENCE_ALPHA, "p = {p}: error rate {rate}");
            // The point estimate is a coin flip here — what the confident rule replaces.
            let point = point as f64 / trials as f64;
            assert!(point > 0.25, "p = {p}: point-estimate rate {point}");
        }
    }

    #[test]
    fn a_procedure_that_peeks_at_full_alpha_would_fail_the_same_check() {
        // The check above can fail: testing every look at the whole α (no split), and looking after
        // every pair from 8 to 30, rejects the null far more often than α.
        let mut rng = Rng(13);
        let trials = 5_000;
        let mut wrong = 0;
        for _ in 0..trials {
            let (b, c): (Vec<f64>, Vec<f64>) = (0..30).map(|_| (rng.sample_ms(1.0), rng.sample_ms(1.0))).unzip();
            let peeking = (8..=30).any(|n| sign_lower_bound(&ratios(&b, &c, n), FAST_CONFIDENCE_ALPHA) > 1.0);
            wrong += usize::from(peeking);
        }
        assert!(wrong as f64 / trials as f64 > 0.8 * FAST_CONFIDENCE_ALPHA * 2.0, "{wrong}");
    }

    #[test]
    fn power_at_twice_the_work() {
        // The reference against a copy doing the work twice: confident at 1.0 and at 1.5 nearly always.
        let mut rng = Rng(14);
        let trials = 2_000;
        let mut at = [0, 0];
        for _ in 0..trials {
            let (_, lower) = procedure(&mut rng, 2.0, 1.0);
            at[0] += usize::from(lower > 1.0);
            at[1] += usize::from(lower > 1.5);
        }
        assert!(at[0] as f64 / trials as f64 >= 0.99 && at[1] as f64 / trials as f64 >= 0.95, "{at:?}");
    }

    #[test]
    fn looks_beyond_the_samples_or_the_allowed_count_are_ignored() {
        let b = vec![2.0; 30];
        let c = vec![1.0; 30];
        assert_eq!(confident_speedup(&b, &c, &[]), 2.0);
        assert_eq!(confident_speedup(&b, &c, &[10, 30]), 2.0);
        // A borderline first look: the bound is not above 1.5, but 8 of 10 ratios are (7 would do).
        let r = [1.6, 1.7, 1.8, 1.4, 1.9, 1.6, 1.7, 1.45, 1.8, 1.6];
        assert!(borderline(&r, 1.4));
        assert!(!borderline(&[1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.97, 1.03, 0.99], 0.97));
        assert!(!borderline(&r, 1.45 + 1.0)); // sure of every threshold it could reach
        assert_eq!(confident_speedup(&b, &c, &[5, 6, 30]), 0.0); // the third look is not counted
        assert_eq!(confident_speedup(&b, &c, &[10, 1000]), 2.0);
    }

    #[test]
    fn roofline() {
        let p = Peak { bytes_per_s: 1e9, flops_per_s: 1e12 };
        assert!((p.speed_of_light_ms(1e9, 1e6) - 1.0).abs() < 1e-9);
        assert!((p.speed_of_light_ms(1.0, 1e9) - 1000.0).abs() < 1e-9);
    }
}
