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
//! Untimed runs (`--no-time`, a task without a baseline of the kind) cannot tell faster from
//! slower: only the first correct kernel is accepted there.

use ekb_eval::report::SampleReport;

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
