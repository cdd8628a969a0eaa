//! Benchmark metrics over many samples: Correct@k, Fast@p@k and geometric-mean speedup, overall
//! and per level and domain.
//!
//! * Correct@k = mean over tasks of `1 − C(n−c, k) / C(n, k)` — the unbiased pass@k estimator of
//!   Chen et al. 2021 ("Evaluating Large Language Models Trained on Code"), with `n` samples and
//!   `c` correct ones per task.
//! * Fast@p@k = mean over **all** tasks of `1 − C(n−f, k) / C(n, k)`, `f` = correct samples whose
//!   speedup over the task's reference is `> p` (KernelBench, Ouyang et al. 2025). Fast@0 = Correct.
//! * Confident Fast@p@k: the same with `f` = correct samples *confidently* faster than `p` — the
//!   lower confidence bound of their paired timing ([`crate::report::TimingReport::speedup_lower`],
//!   a sign test at [`crate::report::FAST_CONFIDENCE_ALPHA`]) is `> p`. Named `…_confident`.
//! * A 95 % confidence interval over tasks for every k = 1 metric ([`Metrics::ci`]): the percentile
//!   bootstrap (Efron & Tibshirani 1993, ch. 13) resampling tasks with replacement,
//!   [`BOOTSTRAP_RESAMPLES`] times from the fixed seed [`BOOTSTRAP_SEED`], so the same samples
//!   always give the same interval (a server recomputes it).

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

/// Bootstrap resamples of the confidence interval over tasks.
pub const BOOTSTRAP_RESAMPLES: usize = 2000;
/// Seed of the bootstrap's SplitMix64 stream (fixed: metrics are a function of the samples).
pub const BOOTSTRAP_SEED: u64 = 0xB007_5742_C0DE_0001;
/// Two-sided coverage of [`Metrics::ci`].
pub const CI_LEVEL: f64 = 0.95;

/// A confidence interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    /// Lower end.
    pub lo: f64,
    /// Upper end.
    pub hi: f64,
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
    /// Speedup over the reference when timed (the point estimate: median per-pair ratio).
    pub speedup: Option<f64>,
    /// The lower confidence bound on the speedup when timed ([`crate::report::TimingReport::speedup_lower`]).
    #[serde(default)]
    pub speedup_lower: Option<f64>,
    /// Whether the task has a baseline for this sample's kind ([`crate::report::Baseline`]): a
    /// task whose samples all lack one is left out of Fast@p (absent in older data: it has one).
    #[serde(default = "yes")]
    pub has_baseline: bool,
}

fn yes() -> bool {
    true
}

impl SampleOutcome {
    /// Counted for Fast@p: correct and, for `p > 0`, a point-estimate speedup `> p`.
    pub fn fast(&self, p: f64) -> bool {
        self.correct && (p == 0.0 || self.speedup.is_some_and(|x| x > p))
    }

    /// Counted for confident Fast@p: correct and, for `p > 0`, a lower confidence bound `> p`.
    pub fn fast_confident(&self, p: f64) -> bool {
        self.correct && (p == 0.0 || self.speedup_lower.is_some_and(|x| x > p))
    }
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
    /// Confident Fast@0.8@1: correct samples confidently faster than 0.8× the reference.
    #[serde(default)]
    pub fast_at_0_8_confident: f64,
    /// Confident Fast@1.0@1 — the headline speed metric (shown first).
    #[serde(default)]
    pub fast_at_1_0_confident: f64,
    /// Confident Fast@1.5@1.
    #[serde(default)]
    pub fast_at_1_5_confident: f64,
    /// Confident Fast@2.0@1.
    #[serde(default)]
    pub fast_at_2_0_confident: f64,
    /// Correct@k and Fast@p@k for k > 1 up to the smallest per-task n: `{"correct_at_5": …,
    /// "fast_at_1_0_at_5": …, "fast_at_1_0_confident_at_5": …}`.
    pub at_k: BTreeMap<String, f64>,
    /// 95 % bootstrap confidence interval over tasks of each k = 1 metric, by field name
    /// (`correct_at_1`, `fast_at_1_0`, `fast_at_1_0_confident`, …); empty without tasks and in
    /// reports written before it.
    #[serde(default)]
    pub ci: BTreeMap<String, Interval>,
    /// Geometric mean of the speedups of correct, timed samples (None when there are none).
    pub geomean_speedup: Option<f64>,
    /// Tasks with a baseline for at least one of their samples' kinds: the Fast@p metrics (and
    /// their intervals) are over these, Correct@k over all [`Self::tasks`]. Absent in older
    /// reports, where every task had one.
    #[serde(default)]
    pub tasks_with_baseline: Option<usize>,
}

fn p_name(p: f64) -> String {
    format!("{p:.1}").replace('.', "_")
}

/// The name of a k = 1 metric: `correct_at_1`, `fast_at_1_0`, `fast_at_1_0_confident`.
pub fn metric_name(p: Option<f64>, confident: bool) -> String {
    match p {
        None => "correct_at_1".into(),
        Some(p) => format!("fast_at_{}{}", p_name(p), if confident { "_confident" } else { "" }),
    }
}

/// SplitMix64 (Steele et al. 2014): the bootstrap's random stream.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (multiply-shift; the bias is below 2⁻⁵⁰ for the task counts here).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }
}

/// Linear-interpolated quantile `q` of sorted `s` (non-empty).
fn sorted_quantile(s: &[f64], q: f64) -> f64 {
    let pos = q * (s.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    s[lo] + (s[hi] - s[lo]) * (pos - lo as f64)
}

/// Percentile-bootstrap intervals, at [`CI_LEVEL`], of the means over tasks of each column of
/// `per_task` (`per_task[t][m]`: metric `m` of task `t`), resampling tasks with replacement
/// [`BOOTSTRAP_RESAMPLES`] times from [`BOOTSTRAP_SEED`]. Empty input → no intervals.
pub fn bootstrap_over_tasks(per_task: &[Vec<f64>]) -> Vec<Interval> {
    let (t, m) = (per_task.len(), per_task.first().map_or(0, Vec::len));
    if t == 0 {
        return Vec::new();
    }
    let mut rng = SplitMix(BOOTSTRAP_SEED);
    let mut means = vec![Vec::with_capacity(BOOTSTRAP_RESAMPLES); m];
    let mut sums = vec![0.0; m];
    for _ in 0..BOOTSTRAP_RESAMPLES {
        sums.iter_mut().for_each(|x| *x = 0.0);
        for _ in 0..t {
            for (s, v) in sums.iter_mut().zip(&per_task[rng.below(t)]) {
                *s += v;
            }
        }
        for (col, s) in means.iter_mut().zip(&sums) {
            col.push(s / t as f64);
        }
    }
    let tail = (1.0 - CI_LEVEL) / 2.0;
    means
        .into_iter()
        .map(|mut col| {
            crate::sort::sort_f64(&mut col);
            Interval { lo: sorted_quantile(&col, tail), hi: sorted_quantile(&col, 1.0 - tail) }
        })
        .collect()
}

/// Computes [`Metrics`] over `samples` (grouped by task).
pub fn compute(samples: &[SampleOutcome]) -> Metrics {
    let mut by_task: BTreeMap<&str, Vec<&SampleOutcome>> = BTreeMap::new();
    for s in samples {
        by_task.entry(&s.task).or_default().push(s);
    }
    let tasks = by_task.len();
    let timed_tasks = by_task.values().filter(|v| v.iter().any(|s| s.has_baseline)).count();
    // Per task: 1 − C(n−f, k)/C(n, k) with f the samples that count (`p: None` = correct, over
    // every task; Fast@p over the tasks with a baseline).
    let per_task = |k: usize, p: Option<f64>, confident: bool| -> Vec<f64> {
        by_task
            .values()
            .filter(|v| p.is_none() || v.iter().any(|s| s.has_baseline))
            .map(|v| {
                // Fast@p is over the samples that could be timed against a baseline: a sample of a
                // kind the task has no reference for is neither fast nor slow.
                let counted: Vec<&&SampleOutcome> = v.iter().filter(|s| p.is_none() || s.has_baseline).collect();
                let f = counted
                    .iter()
                    .filter(|s| match p {
                        None => s.correct,
                        Some(p) if confident => s.fast_confident(p),
                        Some(p) => s.fast(p),
                    })
                    .count();
                pass_at_k(counted.len(), f, k)
            })
            .collect()
    };
    let mean = |v: Vec<f64>| if v.is_empty() { 0.0 } else { v.iter().sum::<f64>() / v.len() as f64 };
    // The k = 1 metrics with an interval: correct, then Fast@p point and confident.
    let mut columns: Vec<(String, Vec<f64>)> = vec![(metric_name(None, false), per_task(1, None, false))];
    for p in FAST_THRESHOLDS.iter().skip(1) {
        for confident in [false, true] {
            columns.push((metric_name(Some(*p), confident), per_task(1, Some(*p), confident)));
        }
    }
    // Resampled over the tasks each column is over: every task for Correct@1, the tasks with a
    // baseline for Fast@p (the same tasks when every task has one).
    let mut ci: BTreeMap<String, Interval> = BTreeMap::new();
    for (cols, n) in [(&columns[..1], tasks), (&columns[1..], timed_tasks)] {
        let rows: Vec<Vec<f64>> = (0..n).map(|t| cols.iter().map(|(_, v)| v[t]).collect()).collect();
        ci.extend(cols.iter().map(|(n, _)| n.clone()).zip(bootstrap_over_tasks(&rows)));
    }
    let value = |name: String| columns.iter().find(|(n, _)| *n == name).map_or(0.0, |(_, v)| mean(v.clone()));
    let mut at_k = BTreeMap::new();
    let min_n = by_task.values().map(Vec::len).min().unwrap_or(0);
    // Fast@p@k needs k timed samples in every task with a baseline.
    let min_timed = by_task.values().map(|v| v.iter().filter(|s| s.has_baseline).count()).filter(|&n| n > 0).min().unwrap_or(0);
    for k in [2, 3, 5, 10].into_iter().filter(|&k| k <= min_n) {
        at_k.insert(format!("correct_at_{k}"), mean(per_task(k, None, false)));
        for p in FAST_THRESHOLDS.iter().skip(1).filter(|_| k <= min_timed) {
            at_k.insert(format!("fast_at_{}_at_{k}", p_name(*p)), mean(per_task(k, Some(*p), false)));
            at_k.insert(format!("fast_at_{}_confident_at_{k}", p_name(*p)), mean(per_task(k, Some(*p), true)));
        }
    }
    // Only speedups against this computation's baseline (`has_baseline`): never two baselines in one mean.
    let logs: Vec<f64> =
        samples.iter().filter(|s| s.correct && s.has_baseline).filter_map(|s| s.speedup).filter(|x| *x > 0.0).map(f64::ln).collect();
    let correct = value(metric_name(None, false));
    Metrics {
        tasks,
        samples: samples.len(),
        correct_at_1: correct,
        fast_at_0: correct,
        fast_at_0_8: value(metric_name(Some(0.8), false)),
        fast_at_1_0: value(metric_name(Some(1.0), false)),
        fast_at_1_5: value(metric_name(Some(1.5), false)),
        fast_at_2_0: value(metric_name(Some(2.0), false)),
        fast_at_0_8_confident: value(metric_name(Some(0.8), true)),
        fast_at_1_0_confident: value(metric_name(Some(1.0), true)),
        fast_at_1_5_confident: value(metric_name(Some(1.5), true)),
        fast_at_2_0_confident: value(metric_name(Some(2.0), true)),
        at_k,
        ci,
        geomean_speedup: (!logs.is_empty()).then(|| (logs.iter().sum::<f64>() / logs.len() as f64).exp()),
        tasks_with_baseline: Some(timed_tasks),
    }
}

/// Metrics per level (`"1"`, `"2"`, `"3"`) and per domain.
pub fn breakdown(samples: &[SampleOutcome]) -> (BTreeMap<String, Metrics>, BTreeMap<String, Metrics>) {
    let group = |key: &dyn Fn(&SampleOutcome) -> String| {
        let mut m: BTreeMap<String, Vec<SampleOutcome>> = BTreeMap::new();
        for s in samples {
            m.entry(key(s)).or_default().push(s.clone());
        }
        // `extend`, not `collect`: a `BTreeMap`'s `collect` sorts its pairs (crate::sort).
        let mut out = BTreeMap::new();
        out.extend(m.into_iter().map(|(k, v)| (k, compute(&v))));
        out
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
        SampleOutcome { task: task.into(), level: 1, domain: "signal".into(), correct, speedup, speedup_lower: None, has_baseline: true }
    }

    fn timed(task: &str, speedup: f64, lower: f64) -> SampleOutcome {
        SampleOutcome { speedup_lower: Some(lower), ..s(task, true, Some(speedup)) }
    }

    #[test]
    fn confident_fast_counts_the_lower_bound_and_point_fast_the_median() {
        // a: 3× with a bound of 2.5; b: 1.2× but only 0.9 sure; c: a coin flip at 1.01/0.97;
        // d: wrong but "fast".
        let v = vec![
            timed("a", 3.0, 2.5),
            timed("b", 1.2, 0.9),
            timed("c", 1.01, 0.97),
            SampleOutcome { correct: false, ..timed("d", 5.0, 4.0) },
        ];
        let m = compute(&v);
        assert_eq!(m.fast_at_1_0, 0.75);
        assert_eq!(m.fast_at_1_0_confident, 0.25);
        assert_eq!(m.fast_at_0_8_confident, 0.75);
        assert_eq!(m.fast_at_2_0, 0.25);
        assert_eq!(m.fast_at_2_0_confident, 0.25);
        assert_eq!(m.fast_at_1_5_confident, 0.25);
        // No bound (an old report): never confident.
        let m = compute(&[s("a", true, Some(9.0))]);
        assert_eq!((m.fast_at_1_0, m.fast_at_1_0_confident), (1.0, 0.0));
    }

    #[test]
    fn bootstrap_interval_known_values() {
        // Every task correct: no spread at all.
        let all: Vec<_> = (0..10).map(|i| s(&format!("t{i}"), true, None)).collect();
        let m = compute(&all);
        assert_eq!(m.ci["correct_at_1"], Interval { lo: 1.0, hi: 1.0 });
        // 100 tasks, half correct: the mean of 100 Bernoulli(½) has sd 0.05, so the 95 % interval
        // is 0.5 ± 0.098 (normal approximation), within the bootstrap's Monte-Carlo error.
        let half: Vec<_> = (0..100).map(|i| s(&format!("t{i:03}"), i % 2 == 0, Some(2.0))).collect();
        let m = compute(&half);
        let ci = m.ci["correct_at_1"];
        assert!((ci.lo - 0.402).abs() < 0.02 && (ci.hi - 0.598).abs() < 0.02, "{ci:?}");
        assert!(ci.lo <= m.correct_at_1 && m.correct_at_1 <= ci.hi);
        // Two tasks, one correct: resampled means are 0, ½, 1 with probabilities ¼, ½, ¼.
        let two = compute(&[s("a", true, None), s("b", false, None)]);
        assert_eq!(two.ci["correct_at_1"], Interval { lo: 0.0, hi: 1.0 });
        // Seeded: the same samples give the same interval; every k = 1 metric has one.
        assert_eq!(compute(&half).ci, m.ci);
        assert_eq!(m.ci.len(), 9);
        assert!(m.ci.contains_key("fast_at_1_0_confident") && m.ci.contains_key("fast_at_1_5"));
        assert!(compute(&[]).ci.is_empty());
    }

    #[test]
    fn confident_at_k_appears_with_enough_samples() {
        let v: Vec<_> = (0..5).map(|i| timed("a", 1.2, if i < 2 { 1.1 } else { 0.9 })).collect();
        let m = compute(&v);
        // n = 5, f = 2, k = 2: 1 − C(3,2)/C(5,2) = 0.7
        assert!((m.at_k["fast_at_1_0_confident_at_2"] - 0.7).abs() < 1e-12);
        assert_eq!(m.at_k["fast_at_1_0_at_2"], 1.0);
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

    #[test]
    fn fast_at_p_is_over_the_tasks_with_a_baseline_and_correct_over_all() {
        // a: timed 2×; b: correct, timed 0.5×; c: correct but no baseline of its kind (not timed).
        let c = SampleOutcome { has_baseline: false, ..s("c", true, None) };
        let m = compute(&[timed("a", 2.0, 1.5), timed("b", 0.5, 0.4), c]);
        assert_eq!((m.tasks, m.tasks_with_baseline), (3, Some(2)));
        assert!((m.correct_at_1 - 1.0).abs() < 1e-12, "all three are correct");
        assert!((m.fast_at_1_0 - 0.5).abs() < 1e-12, "1 of the 2 tasks with a baseline: {}", m.fast_at_1_0);
        assert!((m.fast_at_1_0_confident - 0.5).abs() < 1e-12);
        // A task with a timed sample and one of a kind without a baseline: only the timed one counts.
        let mixed = compute(&[timed("a", 2.0, 1.5), SampleOutcome { has_baseline: false, ..s("a", true, None) }]);
        assert_eq!((mixed.fast_at_1_0, mixed.fast_at_1_0_confident, mixed.correct_at_1), (1.0, 1.0, 1.0));
        let none = compute(&[SampleOutcome { has_baseline: false, ..s("c", true, None) }]);
        assert_eq!((none.tasks_with_baseline, none.fast_at_1_0), (Some(0), 0.0));
    }
}
