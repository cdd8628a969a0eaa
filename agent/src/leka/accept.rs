//! The acceptance rule: when a step's kernel replaces the best one.
//!
//! A kernel is accepted when
//! 1. its verdict is a Pass (correct on every check shape, drawn shape and edge input of the
//!    evaluation), and
//! 2. there is no best kernel yet (the first correct kernel is the start of the optimisation), or
//!    its **confident** speedup beats the best's **median** one: `new.speedup_lower >
//!    best.speedup`, both measured against the task's reference on the same device
//!    ([`TimingReport::speedup_lower`](ekb_eval::report::TimingReport::speedup_lower) is the
//!    99 % one-sided sign-test bound, docs/EVALUATION.md "Confident Fast@p"). A kernel that only
//!    looks faster by noise does not clear the incumbent's point estimate, so the best never
//!    regresses by chance; a kernel of the same speed is kept out.
//!
//! 3. or, when its first evaluation **straddles** the best's median (lower bound ≤ best median <
//!    its median), more pairs confirm it: the sequential sign test of [`super::sequential`] over
//!    fresh evaluations ([`decide_with_more`]), at an overall error rate of 2 % (the first
//!    evaluation's 1 % and 1 % spent over the extra looks).
//!
//! Untimed runs (`--no-time`, a task without a baseline of the kind) cannot tell faster from
//! slower: only the first correct kernel is accepted there.

use ekb_eval::report::SampleReport;
use ekb_wire::trajectory::SequentialTest;

use super::sequential;
use super::{Evaluate, EvaluateError};

/// [`decide`], and when its answer is "not faster" but `new` straddles the best's median, the
/// sequential test of [`sequential::decide_more`] on `source`: accepted when it confirms. Returns
/// the decision and the test when one ran (for the trajectory step).
///
/// # Errors
/// [`EvaluateError`] when an extra evaluation could not be made at all.
pub fn decide_with_more(
    eval: &mut dyn Evaluate,
    best: Option<&SampleReport>,
    source: &str,
    new: &SampleReport,
) -> Result<(Result<(), Rejected>, Option<SequentialTest>), EvaluateError> {
    let first = decide(best, new);
    let (Err(Rejected::NotFaster { lower, median, best_median }), Some(_)) = (&first, best) else { return Ok((first, None)) };
    let Some(test) = sequential::decide_more(eval, source, new, *best_median)? else { return Ok((first, None)) };
    if test.confirmed {
        return Ok((Ok(()), Some(test)));
    }
    let last = test.looks.last();
    let why = Rejected::NotConfirmed {
        lower: *lower,
        median: *median,
        best_median: *best_median,
        looks: test.looks.len() as u32,
        pooled_pairs: last.map_or(0, |l| l.pooled_pairs),
        above: last.map_or(0, |l| l.above),
        needed: last.and_then(|l| l.needed),
        verdict: last.map_or_else(String::new, |l| l.verdict.clone()),
    };
    Ok((Err(why), Some(test)))
}

/// `Ok(())` when `new` becomes the best over `best`.
///
/// # Errors
/// Why not ([`Rejected`]; its text goes to the trajectory and the next prompt).
pub fn decide(best: Option<&SampleReport>, new: &SampleReport) -> Result<(), Rejected> {
    if !new.verdict.is_pass() {
        return Err(Rejected::NotCorrect { verdict: new.verdict.kind() });
    }
    let Some(best) = best else { return Ok(()) };
    match (best.timing.as_ref(), new.timing.as_ref()) {
        (Some(b), Some(n)) if n.speedup_lower > b.speedup => Ok(()),
        (Some(b), Some(n)) => Err(Rejected::NotFaster { lower: n.speedup_lower, median: n.speedup, best_median: b.speedup }),
        _ => Err(Rejected::Untimed),
    }
}

/// Why a correct-or-not kernel does not replace the best one ([`decide`]).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Rejected {
    /// Its verdict is not a Pass.
    #[error("not correct ({verdict}): only a Pass can be accepted")]
    NotCorrect {
        /// The verdict's name (`mismatch`, …).
        verdict: &'static str,
    },
    /// Its confident speedup does not exceed the best's median one.
    #[error(
        "correct, but not confidently faster than the best: its confident speedup ≥ {lower:.3}× (median {median:.3}×) does not exceed the best's median {best_median:.3}×"
    )]
    NotFaster {
        /// Its confident speedup (the lower bound), ×.
        lower: f64,
        /// Its median speedup, ×.
        median: f64,
        /// The best kernel's median speedup, ×.
        best_median: f64,
    },
    /// Its first evaluation straddled the best's median, and the extra looks of the sequential
    /// test ([`super::sequential`]) did not confirm a gain.
    #[error(
        "correct, but not confidently faster than the best: its confident speedup ≥ {lower:.3}× (median {median:.3}×) \
         straddled the best's median {best_median:.3}×, and {looks} more evaluation(s) with fresh seeds did not confirm it \
         ({above} of {pooled_pairs} pooled pairs above {best_median:.3}×{}{})",
        .needed.map_or(String::new(), |n| format!(", {n} needed")),
        if .verdict.is_empty() || .verdict == "pass" { String::new() } else { format!("; the last one was `{}`", .verdict) }
    )]
    NotConfirmed {
        /// Its first evaluation's confident speedup, ×.
        lower: f64,
        /// Its first evaluation's median speedup, ×.
        median: f64,
        /// The best kernel's median speedup, ×.
        best_median: f64,
        /// Extra evaluations taken.
        looks: u32,
        /// Pairs pooled over them.
        pooled_pairs: u32,
        /// Pooled ratios above the best's median.
        above: u32,
        /// Ratios above it the last look needed.
        needed: Option<u32>,
        /// The last extra evaluation's verdict name.
        verdict: String,
    },
    /// Neither run was timed, and a best kernel exists.
    #[error("correct, but untimed: only the first correct kernel is accepted without timing")]
    Untimed,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A real `ekb check --json` report of the reference-shaped `l1_vector_add` on lavapipe (timing
    /// samples cut to three), written for the tests; only the fields the rule reads are changed.
    fn report(speedup: f64, lower: f64) -> SampleReport {
        let mut r: SampleReport =
            serde_json::from_str(include_str!("../../tests/fixtures/agent/report_pass.json")).expect("a SampleReport");
        let t = r.timing.as_mut().expect("timed");
        (t.speedup, t.speedup_lower) = (speedup, lower);
        r
    }

    /// The rule with its sequential part, on synthetic reports: a straddling kernel gets more
    /// pairs before the decision, is accepted when they confirm the gain and refused when they
    /// do not; a kernel that does not straddle is decided by its one evaluation.
    #[test]
    fn a_straddling_kernel_is_decided_by_more_pairs() {
        use crate::leka::sequential::testing::{pairs, report as timed, Scripted};
        let best = report(1.1, 1.0);
        let straddling = timed(&pairs(10, 1.2, 2), 1);
        // Confirmed: 20 of 20 fresh pairs above 1.1 by the second look.
        let mut eval = Scripted::new(vec![timed(&pairs(10, 1.2, 1), 2), timed(&pairs(10, 1.2, 0), 3)]);
        let (decision, test) = decide_with_more(&mut eval, Some(&best), "k", &straddling).expect("ran");
        assert_eq!(decision, Ok(()));
        assert!(test.expect("a test").confirmed && eval.asked == [1, 2]);
        // Refused: the fresh look is no faster than the best.
        let mut eval = Scripted::new(vec![timed(&pairs(10, 1.05, 0), 2)]);
        let (decision, test) = decide_with_more(&mut eval, Some(&best), "k", &straddling).expect("ran");
        let why = decision.expect_err("refused").to_string();
        assert!(
            why.starts_with("correct, but not confidently faster than the best")
                && why.contains("straddled the best's median 1.100×, and 1 more evaluation(s) with fresh seeds did not confirm it (0 of 10 pooled pairs above 1.100×, 10 needed)"),
            "{why}"
        );
        assert!(!test.expect("a test").confirmed);
        // Not straddling (median below the best's): decided at once, no look asked for.
        let slower = timed(&pairs(10, 1.0, 0), 1);
        let mut eval = Scripted::new(vec![timed(&pairs(10, 1.2, 0), 2)]);
        let (decision, test) = decide_with_more(&mut eval, Some(&best), "k", &slower).expect("ran");
        assert!(matches!(decision, Err(Rejected::NotFaster { .. })) && test.is_none() && eval.asked.is_empty());
        // No best yet: accepted at once.
        assert_eq!(decide_with_more(&mut eval, None, "k", &slower).expect("ran"), (Ok(()), None));
    }

    #[test]
    fn only_a_pass_confidently_faster_than_the_best_median_is_accepted() {
        let best = report(0.5, 0.4);
        assert_eq!(decide(None, &best), Ok(()), "the first correct kernel");
        assert_eq!(decide(Some(&best), &report(0.9, 0.51)), Ok(()));
        let e = decide(Some(&best), &report(0.9, 0.5)).unwrap_err().to_string();
        assert!(e.contains("≥ 0.500× (median 0.900×) does not exceed the best's median 0.500×"), "{e}");
        let mut wrong = report(5.0, 4.0);
        wrong.verdict = ekb_eval::report::Verdict::InvalidShader;
        assert_eq!(
            decide(None, &wrong).map_err(|e| e.to_string()),
            Err("not correct (invalid_shader): only a Pass can be accepted".into())
        );
        let mut untimed = report(1.0, 1.0);
        untimed.timing = None;
        assert_eq!(decide(None, &untimed), Ok(()));
        assert_eq!(decide(Some(&best), &untimed), Err(Rejected::Untimed));
    }
}
