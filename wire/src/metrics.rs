//! Benchmark metrics over many samples: Correct@k, Fast@p@k and geometric-mean speedup, overall
//! and per level and domain.
//!
//! * Correct@k = mean over tasks of `1 − C(n−c, k) / C(n, k)` — the unbiased pass@k estimator of
//!   Chen et al. 2021 ("Evaluating Large Language Models Trained on Code"), with `n` samples and
//!   `c` correct ones per task.
//! * Fast@p@k = mean over **all** tasks of `1 − C(n−f, k) / C(n, k)`, `f` = correct samples whose
//!   speedup over the task's reference is `> p` (KernelBench, Ouyang et al. 2025). Fast@0 = Correct.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The speedup thresholds reported.
pub const FAST_THRESHOLDS: [f64; 5] = [0.0, 0.8, 1.0, 1.5, 2.0];

/// `1 − C(n−c, k) / C(n, k)`, computed as a stable product; 1 when `n − c < k`.
/// Returns NaN when `k > n` or `k == 0` (undefined).
pub fn pass_at_k(n: usize, c: usize, k: usize) -> f64 {
    if k == 0 || k > n || c > n {
        return f64::NAN;
    }
    if n - c < k {
        return 1.0;
    }
    // C(n−c, k)/C(n, k) = Π_{i=n−c+1}^{n} (1 − k/i)
    1.0 - ((n - c + 1)..=n).map(|i| 1.0 - k as f64 / i as f64).product::<f64>()
}

/// One evaluated sample, as metrics need it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SampleOutcome {
    /// Task id.
    pub task: String,
    /// Task level (1–3).
    pub level: u8,
    /// Task domain.
    pub domain: String,
    /// Whether the verdict was Pass.
    pub correct: bool,
    /// Speedup over the reference when timed.
    pub speedup: Option<f64>,
}

/// Metrics over a set of samples.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Metrics {
    /// Tasks with at least one sample.
    pub tasks: usize,
    /// Samples.
    pub samples: usize,
    /// Correct@1.
    pub correct_at_1: f64,
    /// Fast@0@1 (= Correct@1).
    pub fast_at_0: f64,
    /// Fast@0.8@1.
    pub fast_at_0_8: f64,
    /// Fast@1.0@1.
    pub fast_at_1_0: f64,
    /// Fast@1.5@1.
    pub fast_at_1_5: f64,
    /// Fast@2.0@1.
    pub fast_at_2_0: f64,
    /// Correct@k and Fast@p@k for k > 1 up to the smallest per-task n: `{"correct_at_5": …,
    /// "fast_at_1_0_at_5": …}`.
    pub at_k: BTreeMap<String, f64>,
    /// Geometric mean of the speedups of correct, timed samples (None when there are none).
    pub geomean_speedup: Option<f64>,
}

fn p_name(p: f64) -> String {
    format!("{p:.1}").replace('.', "_")
}

/// Computes [`Metrics`] over `samples` (grouped by task).
pub fn compute(samples: &[SampleOutcome]) -> Metrics {
    let mut by_task: BTreeMap<&str, Vec<&SampleOutcome>> = BTreeMap::new();
    for s in samples {
        by_task.entry(&s.task).or_default().push(s);
    }
    let tasks = by_task.len();
    let mean_over_tasks = |k: usize, p: Option<f64>| -> f64 {
        if tasks == 0 {
            return 0.0;
        }
        by_task
            .values()
            .map(|v| {
                let c = v.iter().filter(|s| s.correct && p.is_none_or(|p| s.speedup.is_some_and(|x| x > p))).count();
                pass_at_k(v.len(), c, k)
            })
            .sum::<f64>()
            / tasks as f64
    };
    let fast = |p: f64| if p == 0.0 { mean_over_tasks(1, None) } else { mean_over_tasks(1, Some(p)) };
    let mut at_k = BTreeMap::new();
    let min_n = by_task.values().map(Vec::len).min().unwrap_or(0);
    for k in [2, 3, 5, 10].into_iter().filter(|&k| k <= min_n) {
        at_k.insert(format!("correct_at_{k}"), mean_over_tasks(k, None));
        for p in FAST_THRESHOLDS.iter().skip(1) {
            at_k.insert(format!("fast_at_{}_at_{k}", p_name(*p)), mean_over_tasks(k, Some(*p)));
        }
    }
    let logs: Vec<f64> = samples.iter().filter(|s| s.correct).filter_map(|s| s.speedup).filter(|x| *x > 0.0).map(f64::ln).collect();
    Metrics {
        tasks,
        samples: samples.len(),
        correct_at_1: mean_over_tasks(1, None),
        fast_at_0: fast(0.0),
        fast_at_0_8: fast(0.8),
        fast_at_1_0: fast(1.0),
        fast_at_1_5: fast(1.5),
        fast_at_2_0: fast(2.0),
        at_k,
        geomean_speedup: (!logs.is_empty()).then(|| (logs.iter().sum::<f64>() / logs.len() as f64).exp()),
    }
}

/// Metrics per level (`"1"`, `"2"`, `"3"`) and per domain.
pub fn breakdown(samples: &[SampleOutcome]) -> (BTreeMap<String, Metrics>, BTreeMap<String, Metrics>) {
    let group = |key: &dyn Fn(&SampleOutcome) -> String| {
        let mut m: BTreeMap<String, Vec<SampleOutcome>> = BTreeMap::new();
        for s in samples {
            m.entry(key(s)).or_default().push(s.clone());
        }
        m.into_iter().map(|(k, v)| (k, compute(&v))).collect::<BTreeMap<_, _>>()
    };
    (group(&|s| s.level.to_string()), group(&|s| s.domain.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_at_k_known_values() {
        // 1 − C(7,5)/C(10,5) = 1 − 21/252 = 0.91667
        assert!((pass_at_k(10, 3, 5) - 0.916_666_7).abs() < 1e-6);
        assert_eq!(pass_at_k(10, 0, 5), 0.0);
        assert_eq!(pass_at_k(10, 10, 1), 1.0);
        assert!((pass_at_k(10, 3, 1) - 0.3).abs() < 1e-12);
        assert_eq!(pass_at_k(4, 1, 4), 1.0);
        assert!(pass_at_k(3, 1, 4).is_nan());
    }

    fn s(task: &str, correct: bool, speedup: Option<f64>) -> SampleOutcome {
        SampleOutcome { task: task.into(), level: 1, domain: "signal".into(), correct, speedup }
    }

    #[test]
    fn fast_counts_only_correct_and_fast() {
        let v = vec![s("a", true, Some(3.0)), s("b", true, Some(0.5)), s("c", false, Some(9.0)), s("d", false, None)];
        let m = compute(&v);
        assert_eq!(m.correct_at_1, 0.5);
        assert_eq!(m.fast_at_0, 0.5);
        assert_eq!(m.fast_at_1_0, 0.25);
        assert_eq!(m.fast_at_2_0, 0.25);
        assert!((m.geomean_speedup.unwrap() - (1.5f64).sqrt()).abs() < 1e-12);
    }

    #[test]
    fn at_k_appears_with_enough_samples() {
        let mut v = Vec::new();
        for i in 0..10 {
            v.push(s("a", i < 3, Some(2.0)));
        }
        let m = compute(&v);
        assert!((m.at_k["correct_at_5"] - 0.916_666_7).abs() < 1e-6);
        assert!((m.correct_at_1 - 0.3).abs() < 1e-12);
    }
}
