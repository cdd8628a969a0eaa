//! The plans of timed batches ([`BatchPlan`]): which input set each launch reads and which launches
//! are captured and verified, drawn from the caller's timing nonce
//! ([`crate::EvalOptions::timing_nonce`]), so that code on the device can predict neither.
//!
//! The draws come from a ChaCha8 stream keyed by `derive_seed(nonce, stream)`: one stream per
//! kernel of a sample, so the candidate's plans do not depend on how many batches the reference
//! took. Without the nonce the stream cannot be predicted from anything a kernel sees (its inputs
//! are drawn from other streams, see [`crate::data::InputPool`]); with it, every plan of a sample
//! is repeated exactly (`ekb check --timing-nonce`).

use rand::seq::index;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::backend::BatchPlan;
use crate::seed::derive_seed;

/// Input sets a device without state between launches
/// ([`crate::backend::KernelState::BuffersOnly`]) cycles through in an unpredictable order: with
/// four, a launch's set differs from the previous launch's and is one of three, so neither a skip
/// (outputs are reset anyway) nor a guess of the next set can pay.
pub const REUSED_SETS: u32 = 4;

/// Which input sets the launches of a batch read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetChoice {
    /// `count` (≥ 2) input sets shared by every batch: each launch reads one drawn uniformly among
    /// those the previous launch of the batch did not read.
    Reused {
        /// Sets in the resident.
        count: u32,
    },
    /// Every launch reads a set of its own: launch `k` reads set `k` (the resident holds one set
    /// per launch, none of them seen before).
    Fresh,
}

/// The plans of one kernel's timed batches, in order.
#[derive(Clone, Debug)]
pub struct PlanStream {
    rng: ChaCha8Rng,
}

impl PlanStream {
    /// The stream `stream` of a sample timed under `nonce`.
    pub fn new(nonce: u64, stream: u64) -> Self {
        Self { rng: ChaCha8Rng::seed_from_u64(derive_seed(nonce, stream)) }
    }

    /// The next plan: `launches` (≥ 1) launches reading `sets`, `captures` of them (at most all)
    /// captured, drawn uniformly without replacement and listed in ascending order; no input set
    /// read back (the caller adds [`BatchPlan::read_inputs`]).
    pub fn next(&mut self, launches: u32, sets: SetChoice, captures: u32) -> BatchPlan {
        let n = launches.max(1);
        let sets = match sets {
            SetChoice::Fresh => (0..n).collect(),
            SetChoice::Reused { count } => {
                let count = count.max(1);
                let mut v = Vec::with_capacity(n as usize);
                let mut last = None;
                for _ in 0..n {
                    let s = match last {
                        // One of the other `count − 1` sets, uniformly.
                        Some(prev) if count > 1 => {
                            let s = self.rng.random_range(0..count - 1);
                            if s >= prev {
                                s + 1
                            } else {
                                s
                            }
                        }
                        _ => self.rng.random_range(0..count),
                    };
                    v.push(s);
                    last = Some(s);
                }
                v
            }
        };
        let mut capture = index::sample(&mut self.rng, n as usize, captures.min(n) as usize).into_vec();
        // Ascending (distinct indices); through the one sort copy the app holds (ekb_wire::sort).
        ekb_wire::sort::sort_indices(&mut capture, &|a, b| a.cmp(&b));
        let capture: Vec<u32> = capture.into_iter().map(|k| k as u32).collect();
        BatchPlan { sets, capture, read_inputs: Vec::new() }
    }
}

/// Launches of each candidate batch to verify: `per_batch`, raised so that the `first_look`
/// batches of the first look hold at least `min_total` of them, at most the whole batch of
/// `launches`. (A kernel that skips a fraction `f` of its launches escapes `k` verified launches
/// with probability `(1 − f)^k`; docs/EVALUATION.md, "Timing".)
pub fn verified_per_batch(per_batch: u32, min_total: u32, first_look: u32, launches: u32) -> u32 {
    per_batch.max(1).max(min_total.div_ceil(first_look.max(1))).min(launches.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reused_sets_change_every_launch_and_stay_in_range() {
        let mut s = PlanStream::new(0xABCD, 1);
        for launches in [1, 2, 3, 40, 256] {
            let p = s.next(launches, SetChoice::Reused { count: REUSED_SETS }, 2);
            assert_eq!(p.launches(), launches);
            assert!(p.sets.iter().all(|&x| x < REUSED_SETS));
            assert!(p.sets.windows(2).all(|w| w[0] != w[1]), "consecutive launches share a set: {:?}", p.sets);
            p.validate(REUSED_SETS as usize).unwrap();
            assert_eq!(p.capture.len(), launches.min(2) as usize);
        }
    }

    #[test]
    fn fresh_sets_are_one_per_launch_and_captures_are_ascending_and_in_range() {
        let mut s = PlanStream::new(7, 2);
        for _ in 0..200 {
            let p = s.next(37, SetChoice::Fresh, 5);
            assert_eq!(p.sets, (0..37).collect::<Vec<u32>>());
            assert_eq!(p.capture.len(), 5);
            assert!(p.capture.windows(2).all(|w| w[0] < w[1]) && p.capture.iter().all(|&c| c < 37), "{:?}", p.capture);
            p.validate(37).unwrap();
        }
        assert_eq!(s.next(3, SetChoice::Fresh, 9).capture, vec![0, 1, 2], "more captures than launches: all of them");
    }

    #[test]
    fn every_launch_is_captured_equally_often() {
        // Uniform without replacement: each of 8 launches is captured with probability 2/8.
        let mut s = PlanStream::new(99, 1);
        let mut hits = [0u32; 8];
        let trials = 20_000;
        for _ in 0..trials {
            for c in s.next(8, SetChoice::Fresh, 2).capture {
                hits[c as usize] += 1;
            }
        }
        for (k, h) in hits.iter().enumerate() {
            let share = f64::from(*h) / f64::from(trials);
            assert!((share - 0.25).abs() < 0.015, "launch {k} captured in {share} of the batches");
        }
    }

    #[test]
    fn plans_are_unpredictable_without_the_nonce_and_repeated_with_it() {
        let draw = |nonce: u64| {
            let mut s = PlanStream::new(nonce, 1);
            (0..10).map(|_| s.next(64, SetChoice::Reused { count: REUSED_SETS }, 2)).collect::<Vec<_>>()
        };
        assert_eq!(draw(0x1234_5678), draw(0x1234_5678), "the same nonce repeats every plan");
        // Nonces one bit apart give unrelated plans: about a third of the launches agree by chance
        // (each launch is one of three sets given the previous one), never all of them.
        for bit in 0..64 {
            let (a, b) = (draw(0x1234_5678), draw(0x1234_5678 ^ (1 << bit)));
            let same = a.iter().zip(&b).flat_map(|(x, y)| x.sets.iter().zip(&y.sets)).filter(|(x, y)| x == y).count();
            let total = 10 * 64;
            assert!(same < total / 2, "bit {bit}: {same} of {total} launches read the same set");
            assert_ne!(a.iter().map(|p| &p.capture).collect::<Vec<_>>(), b.iter().map(|p| &p.capture).collect::<Vec<_>>());
        }
        // The candidate's and the reference's streams differ.
        assert_ne!(PlanStream::new(5, 1).next(64, SetChoice::Fresh, 2), PlanStream::new(5, 2).next(64, SetChoice::Fresh, 2));
    }

    #[test]
    fn the_first_look_verifies_enough_launches() {
        // 10 pairs: 2 per batch (20); 2 pairs (`--timing-samples 2`): 8 per batch; never more than the batch.
        assert_eq!(verified_per_batch(2, 16, 10, 40), 2);
        assert_eq!(verified_per_batch(2, 16, 2, 40), 8);
        assert_eq!(verified_per_batch(2, 16, 2, 4), 4);
        assert_eq!(verified_per_batch(0, 0, 0, 0), 1);
    }
}
