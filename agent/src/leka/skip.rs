//! Which LEKA layers still have something to gain (issue 29: "each layer opens by asking what it
//! can still gain"). At the opening of each optimisation layer, with the best kernel as it is
//! then, [`nothing_to_gain`] compares the kernel's median time with the speed-of-light bound of
//! its task on this device — the roofline `max(FLOPs / peak FLOP/s, bytes / peak B/s)` of the
//! task's cost model and the measured peak (`TimingReport::speed_of_light_ms`; the roofline model:
//! Williams, Waterman & Patterson, "Roofline: an insightful visual performance model for multicore
//! architectures", CACM 52(4), 2009). No kernel of the task is faster than the bound, so when the
//! best one is within [`NEAR_BOUND`] of it no layer can gain more than that, and the layer is
//! skipped without an LLM call; its steps go to the next layer that runs (`Schedule` in
//! `leka/schedule.rs`). Because each layer asks with the best kernel of its own opening, a computation
//! step that brings the kernel near its roof skips scheduling and memory.
//!
//! Nothing is skipped without a bound that is one on this device
//! (`TimingReport::speed_of_light_bound`: `--no-probe`, a task without a cost model, or a measured
//! time below the estimate, when the probe or the cost model is wrong), or without timing.
//!
//! **A rule not used: "skip the memory layer when the kernel is compute-bound".** The cost model
//! counts a task's compulsory bytes, so a naive GEMM is compute-bound by its arithmetic intensity
//! while it really re-reads its inputs from memory many times — and shared-memory tiling, a memory
//! layer change, is where its gain is. Requiring instead that the kernel be near its compute roof
//! (FLOPs at the measured peak) adds nothing: the bound is at least that term, so such a kernel is
//! already within [`NEAR_BOUND`] of the bound and every layer is skipped.

use ekb_eval::report::SampleReport;
use ekb_wire::trajectory::Layer;

/// A kernel whose median time is within this factor of the speed-of-light bound has at most
/// `1 − 1 / NEAR_BOUND` = 20 % of its time left to gain by any change — within the spread that
/// timing shows on loaded software adapters (docs/EVALUATION.md "Confident Fast@p": spreads above
/// 10 % are common), so a step there spends a call on a gain the acceptance rule can hardly see.
pub const NEAR_BOUND: f64 = 1.25;

/// Why `layer` has nothing left to gain for the best kernel `best`, or `None` when it may (always
/// for the correctness layer and unlayered steps, which are never skipped).
pub fn nothing_to_gain(layer: Layer, best: &SampleReport) -> Option<String> {
    if !matches!(layer, Layer::Computation | Layer::Scheduling | Layer::Memory) {
        return None;
    }
    let t = best.timing.as_ref()?;
    let sol = t.speed_of_light_bound()?;
    let ms = t.candidate_ms;
    (ms <= NEAR_BOUND * sol).then(|| {
        format!(
            "the best kernel's median time {ms:.4} ms is within {NEAR_BOUND}× of the speed-of-light bound {sol:.4} ms \
             ({:.2}×): no change can gain more than that",
            ms / sol
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fixture report with the kernel at `ms`, the reference at `ref_ms` and the bound `sol`.
    fn report(ms: f64, ref_ms: f64, sol: Option<f64>) -> SampleReport {
        let mut r: SampleReport =
            serde_json::from_str(include_str!("../../tests/fixtures/agent/report_pass.json")).expect("a SampleReport");
        let t = r.timing.as_mut().expect("timed");
        (t.candidate_ms, t.baseline_ms, t.speed_of_light_ms) = (ms, ref_ms, sol);
        t.speed_of_light_violated = ekb_eval::report::TimingReport::beats_speed_of_light(ms, ref_ms, sol);
        r
    }

    #[test]
    fn a_kernel_near_its_bound_skips_every_optimisation_layer_and_one_far_from_it_none() {
        let near = report(1.2, 2.0, Some(1.0));
        for layer in [Layer::Computation, Layer::Scheduling, Layer::Memory] {
            let why = nothing_to_gain(layer, &near).unwrap_or_else(|| panic!("{layer:?} not skipped"));
            assert!(why.contains("1.2000 ms is within 1.25× of the speed-of-light bound 1.0000 ms (1.20×)"), "{why}");
        }
        assert_eq!(nothing_to_gain(Layer::Correctness, &near), None);
        assert_eq!(nothing_to_gain(Layer::Unlayered, &near), None);
        let far = report(1.3, 2.0, Some(1.0));
        for layer in [Layer::Computation, Layer::Scheduling, Layer::Memory] {
            assert_eq!(nothing_to_gain(layer, &far), None, "{layer:?}");
        }
    }

    #[test]
    fn no_layer_is_skipped_without_a_bound_that_holds_on_this_device() {
        // The reference measured below the estimate: it is no bound here, so nothing is skipped.
        let violated = report(1.2, 0.9, Some(1.0));
        assert!(violated.timing.as_ref().is_some_and(|t| t.speed_of_light_violated));
        for layer in [Layer::Computation, Layer::Scheduling, Layer::Memory] {
            assert_eq!(nothing_to_gain(layer, &violated), None);
        }
        assert_eq!(nothing_to_gain(Layer::Memory, &report(1.0, 2.0, None)), None, "--no-probe");
        let mut untimed = report(1.0, 2.0, Some(1.0));
        untimed.timing = None;
        assert_eq!(nothing_to_gain(Layer::Memory, &untimed), None);
    }
}
