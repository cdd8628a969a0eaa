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

/// `Ok(())` when `new` becomes the best over `best`; otherwise why not (for the trajectory and
/// the next prompt).
pub fn decide(best: Option<&SampleReport>, new: &SampleReport) -> Result<(), String> {
    if !new.verdict.is_pass() {
        return Err(format!("not correct ({}): only a Pass can be accepted", new.verdict.kind()));
    }
    let Some(best) = best else { return Ok(()) };
    match (best.timing.as_ref(), new.timing.as_ref()) {
        (Some(b), Some(n)) if n.speedup_lower > b.speedup => Ok(()),
        (Some(b), Some(n)) => Err(format!(
            "correct, but not confidently faster than the best: its confident speedup ≥ {:.3}× (median {:.3}×) does not exceed the best's median {:.3}×",
            n.speedup_lower, n.speedup, b.speedup
        )),
        _ => Err("correct, but untimed: only the first correct kernel is accepted without timing".into()),
    }
}
