//! Timing statistics and configuration: batch sizing against the measured timer resolution,
//! medians and spreads, and the speed-of-light bound.

use serde::{Deserialize, Serialize};

use ekb_wire::report::NOISY_SPREAD;
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
}

impl Default for TimingConfig {
    /// 10 samples of ≥ 4 ms and ≥ 100 timer quanta, ≤ 256 launches each, 1 warm-up batch.
    /// Measured on lavapipe (2 cores): a reference timed against itself lands within ±5 % for most
    /// tasks with these values, and a `ci`-shape task takes ≈ 0.3–1 s to time.
    fn default() -> Self {
        Self { warmup: 1, samples: 10, min_sample_ms: 4.0, min_quanta: 100.0, max_batch: 256, noisy_spread: NOISY_SPREAD }
    }
}

impl TimingConfig {
    /// Launches per sample for a kernel whose single launch took `one_launch_ns`, given a timer
    /// of `resolution_ns`. Always even, so a batch alternating two input sets ends on the set it
    /// did not start with.
    pub fn batch_for(&self, one_launch_ns: f64, resolution_ns: f64) -> u32 {
        let target = (self.min_sample_ms * 1e6).max(self.min_quanta * resolution_ns);
        let n = (target / one_launch_ns.max(1.0)).ceil().clamp(2.0, f64::from(self.max_batch.max(2)));
        let n = n as u32;
        n + n % 2
    }
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
    s.sort_by(f64::total_cmp);
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
    fn roofline() {
        let p = Peak { bytes_per_s: 1e9, flops_per_s: 1e12 };
        assert!((p.speed_of_light_ms(1e9, 1e6) - 1.0).abs() < 1e-9);
        assert!((p.speed_of_light_ms(1.0, 1e9) - 1000.0).abs() < 1e-9);
    }
}
