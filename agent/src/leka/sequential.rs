//! Decisions that survive noise: when a correct kernel's first evaluation **straddles** the
//! threshold it must beat — its 99 % lower bound is not above it, but its median is
//! ([`straddles`]) — one evaluation cannot tell a real gain from noise, and refusing it outright
//! throws real gains away (issue 29: a 1.145× median refused against a 1.100× best). The agent then
//! takes more pairs: up to [`EXTRA_LOOKS`] fresh evaluations of the same kernel
//! ([`super::Evaluate::evaluate_more`], a fresh seed each, so their pairs are independent of the
//! first evaluation's and of each other), pooling their per-pair ratios `reference / kernel`, and
//! after each it runs the sign test of "median ratio ≤ threshold" on the pooled ratios.
//!
//! **The test and its error rate.** At look `j` with `n_j` pooled ratios, the kernel is confirmed
//! faster when at least `s_j` of them exceed the threshold, `s_j` the smallest count with
//! `P(Binomial(n_j, ½) ≥ s_j) ≤ α_look` (the sign test, exact tail;
//! [`ekb_eval::timing::sign_test_critical`]), `α_look = EXTRA_ALPHA / EXTRA_LOOKS` = 0.005. The
//! pooled counts are fixed in advance: each look contributes the pairs of its evaluation's first
//! look (`TimingReport::looks[0]`, the evaluator's configured count; pairs it added on its own
//! borderline rule are not pooled, since how many there are depends on the data). By the union
//! bound the chance that any look confirms a kernel whose true median ratio is at most the
//! threshold is at most `EXTRA_LOOKS × α_look = EXTRA_ALPHA` = 0.01 whatever decides to stop early
//! — this is the Bonferroni form of a group-sequential test (α spent evenly over the pre-planned
//! looks; Jennison & Turnbull, *Group Sequential Methods with Applications to Clinical Trials*,
//! 2000, ch. 1–2; the sign test: Conover, *Practical Nonparametric Statistics*, 3rd ed., 1999,
//! §3.4), the same construction as the evaluator's own two looks (docs/EVALUATION.md "Confident
//! Fast@p"). The first evaluation's own bound is a test at [`FAST_CONFIDENCE_ALPHA`] = 0.01, so a
//! decision (first evaluation, then the extra looks) confirms a kernel that is not faster with
//! probability at most 0.01 + 0.01 = **0.02**.
//!
//! **Stopping to refuse.** After a look whose pooled median is at or below the threshold, or when
//! a fresh evaluation does not pass, or after the last look, the test stops unconfirmed. Stopping
//! to refuse never raises the chance of a false confirmation, so it costs nothing in error rate.
//!
//! **Why the median, not an upper bound, triggers it.** A kernel whose median ratio is not above
//! the threshold has no evidence of a gain; more pairs would mostly confirm the loss, at the cost
//! of device time. The threshold is the incumbent's *measured* median, held fixed, as the
//! one-evaluation rule ([`super::accept::decide`]) holds it.

use ekb_eval::report::{SampleReport, TimingReport, FAST_CONFIDENCE_ALPHA};
use ekb_eval::timing::{median, sign_test_critical};
use ekb_wire::trajectory::{SequentialLook, SequentialTest};

use super::{Evaluate, EvaluateError};

/// Most extra evaluations (looks) before a straddling kernel is refused.
pub const EXTRA_LOOKS: u32 = 2;

/// The error rate spent over the extra looks together, split evenly among them (Bonferroni).
pub const EXTRA_ALPHA: f64 = FAST_CONFIDENCE_ALPHA;

/// The one-sided error rate of each extra look's sign test: [`EXTRA_ALPHA`] / [`EXTRA_LOOKS`].
pub fn alpha_per_look() -> f64 {
    EXTRA_ALPHA / f64::from(EXTRA_LOOKS)
}

/// Whether `t` straddles `threshold`: its 99 % lower bound is at or below it and its median
/// above it — the case the first evaluation cannot decide and more pairs can.
pub fn straddles(t: &TimingReport, threshold: f64) -> bool {
    t.speedup_lower <= threshold && threshold < t.speedup
}

/// The per-pair ratios `reference / kernel` of `t`'s first look (all pairs in reports without
/// looks), pairs with a non-positive kernel time left out.
fn first_look_ratios(t: &TimingReport) -> Vec<f64> {
    let n = t.looks.first().map_or(t.samples as usize, |&n| n as usize);
    t.baseline_samples_ms.iter().zip(&t.candidate_samples_ms).take(n).filter(|(_, c)| **c > 0.0).map(|(b, c)| b / c).collect()
}

/// What one look decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    Confirmed,
    Refused,
    Continue,
}

/// The test in progress: the pooled ratios and the record.
struct Pooled {
    ratios: Vec<f64>,
    test: SequentialTest,
}

impl Pooled {
    fn new(threshold: f64) -> Self {
        Self {
            ratios: Vec::new(),
            test: SequentialTest { threshold, alpha_per_look: alpha_per_look(), looks: Vec::new(), confirmed: false },
        }
    }

    /// Adds the evaluation `report` as the next look and decides.
    fn look(&mut self, report: &SampleReport) -> Next {
        let threshold = self.test.threshold;
        let fresh = match (&report.timing, report.verdict.is_pass()) {
            (Some(t), true) => first_look_ratios(t),
            _ => Vec::new(),
        };
        self.ratios.extend(&fresh);
        let n = self.ratios.len();
        let above = self.ratios.iter().filter(|r| **r > threshold).count();
        let needed = sign_test_critical(n, alpha_per_look());
        let pooled_median = median(&self.ratios);
        self.test.looks.push(SequentialLook {
            seed: report.seed,
            verdict: report.verdict.kind().into(),
            ratios: fresh,
            pooled_pairs: n as u32,
            above: above as u32,
            needed: needed.map(|s| s as u32),
            pooled_median,
        });
        if !report.verdict.is_pass() || report.timing.is_none() {
            Next::Refused
        } else if needed.is_some_and(|s| above >= s) {
            self.test.confirmed = true;
            Next::Confirmed
        } else if self.test.looks.len() as u32 >= EXTRA_LOOKS || pooled_median.is_nan() || pooled_median <= threshold {
            Next::Refused
        } else {
            Next::Continue
        }
    }
}

/// Runs the sequential test of `source` against `threshold` when `first` (its first evaluation)
/// straddles it: `None` when it does not, or when `eval` cannot take more looks
/// ([`Evaluate::evaluate_more`] answers `None`); else the test, confirmed or not.
///
/// # Errors
/// [`EvaluateError`] when an extra evaluation could not be made at all.
pub fn decide_more(
    eval: &mut dyn Evaluate,
    source: &str,
    first: &SampleReport,
    threshold: f64,
) -> Result<Option<SequentialTest>, EvaluateError> {
    let Some(t) = first.timing.as_ref() else { return Ok(None) };
    if !first.verdict.is_pass() || !straddles(t, threshold) {
        return Ok(None);
    }
    let mut pooled = Pooled::new(threshold);
    for look in 1..=EXTRA_LOOKS {
        let Some(report) = eval.evaluate_more(source, look) else {
            // An evaluator without fresh looks: the first evaluation decides alone.
            return Ok((look > 1).then_some(pooled.test));
        };
        if pooled.look(&report?) != Next::Continue {
            break;
        }
    }
    Ok(Some(pooled.test))
}

#[cfg(test)]
#[path = "../../tests/support/timed_report.rs"]
mod timed_report;

/// Synthetic reports and a scripted evaluator for this module's and [`super::accept`]'s tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

    pub(crate) use super::timed_report::timed_report as report;

    /// `n` pairs with the reference at 1 ms and the kernel at `1 / ratio` ms (a little faster
    /// pair by pair), but the first `slow` with the kernel 10 % slower than the reference.
    pub(crate) fn pairs(n: usize, ratio: f64, slow: usize) -> Vec<(f64, f64)> {
        (0..n).map(|i| if i < slow { (1.0, 1.1) } else { (1.0, 1.0 / (ratio + 0.001 * i as f64)) }).collect()
    }

    /// Answers the extra looks with scripted reports, in order; records the looks asked for.
    pub(crate) struct Scripted {
        pub(crate) more: Vec<SampleReport>,
        pub(crate) asked: Vec<u32>,
    }

    impl Scripted {
        pub(crate) fn new(more: Vec<SampleReport>) -> Self {
            Self { more, asked: Vec::new() }
        }
    }

    impl Evaluate for Scripted {
        fn evaluate(&mut self, _: &str) -> Result<SampleReport, EvaluateError> {
            Err(EvaluateError("the scripted evaluator answers only extra looks".into()))
        }
        fn recheck(&mut self, _: &str) -> Result<SampleReport, EvaluateError> {
            Err(EvaluateError("the scripted evaluator answers only extra looks".into()))
        }
        fn evaluate_more(&mut self, _: &str, look: u32) -> Option<Result<SampleReport, EvaluateError>> {
            self.asked.push(look);
            (!self.more.is_empty()).then(|| Ok(self.more.remove(0)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{pairs, report, Scripted};
    use super::*;

    #[test]
    fn the_per_look_critical_counts_are_the_sign_tests_at_half_a_percent() {
        assert!((alpha_per_look() - 0.005).abs() < 1e-12);
        // 10 pairs: all ten must be above (2⁻¹⁰ ≤ 0.005 < P(≥ 9)); 20: 17; 40: 29.
        assert_eq!(sign_test_critical(10, alpha_per_look()), Some(10));
        assert_eq!(sign_test_critical(20, alpha_per_look()), Some(17));
        assert_eq!(sign_test_critical(40, alpha_per_look()), Some(29));
    }

    #[test]
    fn only_a_correct_kernel_whose_bound_and_median_straddle_the_threshold_is_looked_at_again() {
        // 10 pairs, 8 clearly faster: median ≈ 1.2, bound 0 (two below): straddles 1.1.
        let first = report(&pairs(10, 1.2, 2), 1);
        let t = first.timing.as_ref().expect("timed");
        assert!(t.speedup > 1.1 && t.speedup_lower <= 1.1, "{} {}", t.speedup, t.speedup_lower);
        assert!(straddles(t, 1.1) && !straddles(t, 1.3), "a median below the threshold is not looked at again");
        let mut confident = report(&pairs(10, 1.2, 0), 1);
        assert!(!straddles(confident.timing.as_ref().expect("timed"), 1.1), "a confident one needs no more pairs");
        let mut eval = Scripted::new(vec![report(&pairs(10, 1.2, 0), 2)]);
        assert_eq!(decide_more(&mut eval, "k", &confident, 1.1).expect("ran"), None);
        confident.verdict = ekb_eval::report::Verdict::InvalidShader;
        assert_eq!(decide_more(&mut eval, "k", &confident, 1.0).expect("ran"), None);
        assert!(eval.asked.is_empty());
    }

    #[test]
    fn a_straddling_kernel_is_confirmed_when_the_pooled_looks_clear_the_threshold() {
        let first = report(&pairs(10, 1.2, 2), 1);
        // Look 1: 10 pairs, 9 above (not all 10: undecided, median above); look 2: 20 pooled,
        // 19 above ≥ 17.
        let mut eval = Scripted::new(vec![report(&pairs(10, 1.2, 1), 2), report(&pairs(10, 1.2, 0), 3)]);
        let test = decide_more(&mut eval, "k", &first, 1.1).expect("ran").expect("a test");
        assert_eq!(eval.asked, [1, 2]);
        assert!(test.confirmed, "{test:?}");
        let counts: Vec<(u32, u32, Option<u32>)> = test.looks.iter().map(|l| (l.pooled_pairs, l.above, l.needed)).collect();
        assert_eq!(counts, [(10, 9, Some(10)), (20, 19, Some(17))]);
        assert_eq!(test.looks.iter().map(|l| l.seed).collect::<Vec<_>>(), [2, 3]);
    }

    #[test]
    fn a_straddling_kernel_is_refused_when_a_look_shows_no_gain_or_does_not_pass() {
        let first = report(&pairs(10, 1.2, 2), 1);
        // The fresh look shows the kernel no faster than the incumbent: the pooled median falls to
        // the threshold or below, and the test stops there without the second look.
        let mut eval = Scripted::new(vec![report(&pairs(10, 1.05, 0), 2), report(&pairs(10, 1.2, 0), 3)]);
        let test = decide_more(&mut eval, "k", &first, 1.1).expect("ran").expect("a test");
        assert!(!test.confirmed && test.looks.len() == 1 && eval.asked == [1], "{test:?}");
        assert!(test.looks[0].pooled_median <= 1.1);
        // Two undecided looks (7 of 10 above each: median above, never 17 of 20): refused at the
        // last look.
        let mut eval = Scripted::new(vec![report(&pairs(10, 1.2, 3), 2), report(&pairs(10, 1.2, 3), 3)]);
        let test = decide_more(&mut eval, "k", &first, 1.1).expect("ran").expect("a test");
        assert!(!test.confirmed && test.looks.len() as u32 == EXTRA_LOOKS, "{test:?}");
        assert_eq!((test.looks[1].pooled_pairs, test.looks[1].above), (20, 14));
        // A fresh seed that fails the checks ends it.
        let mut wrong = report(&pairs(10, 1.2, 0), 2);
        wrong.verdict = ekb_eval::report::Verdict::InvalidShader;
        let mut eval = Scripted::new(vec![wrong]);
        let test = decide_more(&mut eval, "k", &first, 1.1).expect("ran").expect("a test");
        assert!(!test.confirmed && test.looks[0].verdict == "invalid_shader", "{test:?}");
        // An evaluator without fresh looks: the first evaluation decides alone.
        let mut eval = Scripted::new(Vec::new());
        assert_eq!(decide_more(&mut eval, "k", &first, 1.1).expect("ran"), None);
    }

    #[test]
    fn only_the_first_look_of_an_extra_evaluation_is_pooled() {
        let mut r = report(&pairs(20, 1.2, 0), 2);
        r.timing.as_mut().expect("timed").looks = vec![10, 20];
        assert_eq!(first_look_ratios(r.timing.as_ref().expect("timed")).len(), 10);
    }
}
