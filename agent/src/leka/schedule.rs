//! LEKA's walk through its optimisation layers (computation → scheduling → memory): how many
//! steps each gets, which are plan-only, and where a skipped layer's steps go
//! ([`super::skip`] decides that a layer is skipped).

use ekb_wire::trajectory::Layer;

/// The optimisation layers, in order.
const OPTIMISATION_LAYERS: [Layer; 3] = [Layer::Computation, Layer::Scheduling, Layer::Memory];

/// Where LEKA is in its optimisation layers: each gets `steps_per_layer` steps (at least 1) plus
/// the steps of the layers skipped just before it ([`Schedule::skip`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Schedule {
    steps_per_layer: u32,
    plan_only_steps: u32,
    /// Index into [`OPTIMISATION_LAYERS`].
    layer: usize,
    /// Steps spent in it.
    done: u32,
    /// Steps carried into it from skipped layers.
    carried: u32,
}

impl Schedule {
    pub(super) fn new(steps_per_layer: u32, plan_only_steps: u32) -> Self {
        Self { steps_per_layer: steps_per_layer.max(1), plan_only_steps, layer: 0, done: 0, carried: 0 }
    }

    /// The layer and plan-only flag of the next step, or `None` when the layers are done.
    pub(super) fn slot(&self, has_best: bool) -> Option<(Layer, bool)> {
        if !has_best {
            return Some((Layer::Correctness, false));
        }
        let layer = *OPTIMISATION_LAYERS.get(self.layer)?;
        Some((layer, layer == Layer::Scheduling && self.done < self.plan_only_steps))
    }

    /// No step of the current layer has been spent yet.
    pub(super) fn opening(&self) -> bool {
        self.done == 0
    }

    /// One step of the current layer is spent.
    pub(super) fn advance(&mut self) {
        self.done += 1;
        if self.done >= self.steps_per_layer + self.carried {
            (self.layer, self.done, self.carried) = (self.layer + 1, 0, 0);
        }
    }

    /// The current layer is skipped: its unspent steps go to the next.
    pub(super) fn skip(&mut self) {
        let left = self.steps_per_layer + self.carried - self.done;
        (self.layer, self.done, self.carried) = (self.layer + 1, 0, left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The slots of `schedule` until the layers are done, spending one step per slot.
    fn slots(mut schedule: Schedule) -> Vec<Option<(Layer, bool)>> {
        let mut out = Vec::new();
        loop {
            let slot = schedule.slot(true);
            out.push(slot);
            if slot.is_none() {
                return out;
            }
            schedule.advance();
        }
    }

    #[test]
    fn leka_walks_the_layers_in_order_with_plan_only_scheduling_first() {
        let slots = slots(Schedule::new(2, 1));
        assert_eq!(
            slots,
            [
                Some((Layer::Computation, false)),
                Some((Layer::Computation, false)),
                Some((Layer::Scheduling, true)),
                Some((Layer::Scheduling, false)),
                Some((Layer::Memory, false)),
                Some((Layer::Memory, false)),
                None
            ]
        );
        assert_eq!(Schedule::new(2, 1).slot(false), Some((Layer::Correctness, false)));
    }

    /// A skipped layer's steps go to the next layer that runs; skipping the last ends the layers.
    #[test]
    fn a_skipped_layer_carries_its_steps_to_the_next() {
        let mut s = Schedule::new(2, 1);
        assert!(s.opening());
        s.skip();
        assert_eq!(
            slots(s),
            [
                Some((Layer::Scheduling, true)),
                Some((Layer::Scheduling, false)),
                Some((Layer::Scheduling, false)),
                Some((Layer::Scheduling, false)),
                Some((Layer::Memory, false)),
                Some((Layer::Memory, false)),
                None
            ]
        );
        let mut s = Schedule::new(1, 0);
        s.advance();
        s.advance();
        s.skip();
        assert_eq!(s.slot(true), None);
    }
}
