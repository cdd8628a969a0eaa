//! The shapes one evaluation checks, and what checking them costs.
//!
//! One list, computed from the task and the options alone (no device), so that the check path
//! ([`crate::evaluate`]) and whoever sizes the evaluation's wall-clock limit (the native runner)
//! agree on it:
//!
//! * `--shape` shapes when given ([`EvalOptions::check_shapes`], each in the domain): they replace
//!   everything below;
//! * else the task's `check` shapes, then the shapes drawn from its domain for this run
//!   ([`crate::domain::drawn_shapes`]), then — with [`EvalOptions::corners`] — the domain corners
//!   an evaluation adds so that every param reaches its maximum somewhere
//!   ([`crate::domain::evaluation_corners`]).
//!
//! A check or given shape gets [`EvalOptions::check_seeds`] seeded runs, a poison-B run and every
//! edge-case input set; a drawn shape one seeded run and the edge sets; a corner one seeded run
//! only (corners are the costliest shapes, and the edge sets' value ties and constant rows are as
//! likely to break a kernel at the smaller shapes).

use crate::evaluate::EvalOptions;
use crate::task::{Shape, TaskError, TaskSpec};

/// Why a shape is checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeOrigin {
    /// One of the task's `check` shapes.
    Check,
    /// Given by the caller (`ekb check --shape`).
    Given,
    /// Drawn from the task's domain for this run's seed.
    Drawn,
    /// A domain corner for this run's seed; the corner's name, e.g. `K=max` or `N=max, C=max`.
    Corner(String),
}

/// One shape an evaluation checks, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedShape {
    /// The shape.
    pub shape: Shape,
    /// Seeded runs with poison A (each its own inputs).
    pub runs: u32,
    /// Whether the first seed runs again with poison B (unwritten elements, determinism).
    pub poison_b: bool,
    /// Whether each edge-case input set runs once here.
    pub edges: bool,
    /// Why it is in the list.
    pub origin: ShapeOrigin,
}

impl CheckedShape {
    /// Launches of the candidate at this shape: the seeded runs, the poison-B run, one per edge
    /// set of `spec` when they run here.
    pub fn launches(&self, spec: &TaskSpec) -> u32 {
        self.runs + u32::from(self.poison_b) + if self.edges { spec.edges.len() as u32 } else { 0 }
    }

    /// Whether the shape is recorded in the report's `drawn_shapes` (everything not fixed by the
    /// task: it derives from the seed, or was given).
    pub fn is_recorded(&self) -> bool {
        self.origin != ShapeOrigin::Check
    }
}

/// Why the list cannot be made.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CheckedShapesError {
    /// A given shape is outside the task's domain (or names an unknown param).
    #[error("{0}")]
    Given(TaskError),
    /// The task's own shapes do not resolve: a defect of the task definition.
    #[error("task definition: {0}")]
    Task(TaskError),
}

/// The shapes an evaluation of `spec` with `opts` checks, in the order it checks them (module
/// documentation).
///
/// # Errors
/// [`CheckedShapesError::Given`] for a given shape outside the domain,
/// [`CheckedShapesError::Task`] when the task's check shapes do not resolve.
pub fn checked_shapes(spec: &TaskSpec, opts: &EvalOptions) -> Result<Vec<CheckedShape>, CheckedShapesError> {
    let runs = opts.check_seeds.max(1);
    if let Some(given) = &opts.check_shapes {
        return given
            .iter()
            .map(|v| {
                let shape = spec.resolve_in_domain(v).map_err(CheckedShapesError::Given)?;
                Ok(CheckedShape { shape, runs, poison_b: true, edges: true, origin: ShapeOrigin::Given })
            })
            .collect();
    }
    let mut out: Vec<CheckedShape> = spec
        .check_shapes()
        .map_err(CheckedShapesError::Task)?
        .into_iter()
        .map(|shape| CheckedShape { shape, runs, poison_b: true, edges: true, origin: ShapeOrigin::Check })
        .collect();
    let mut drawn = crate::domain::drawn_shapes(spec, opts.seed, opts.profile);
    drawn.truncate(opts.drawn_shapes);
    out.extend(drawn.into_iter().map(|shape| CheckedShape { shape, runs: 1, poison_b: false, edges: true, origin: ShapeOrigin::Drawn }));
    if opts.corners {
        for c in crate::domain::evaluation_corners(spec, opts.seed, opts.profile) {
            if !out.iter().any(|o| o.shape == c.shape) {
                out.push(CheckedShape { shape: c.shape, runs: 1, poison_b: false, edges: false, origin: ShapeOrigin::Corner(c.name) });
            }
        }
    }
    Ok(out)
}

/// What checking costs by the task's cost model: Σ over the checked shapes of (FLOP + bytes) ×
/// launches ([`CheckedShape::launches`]), plus one launch at the profile's timed shape (the
/// check run made there). The CPU reference and the input generation scale with the same sizes,
/// so this is what a wall-clock limit for the checks scales with. Shapes whose cost model fails
/// count 0 (the evaluation reports the task's fault there).
///
/// # Errors
/// As [`checked_shapes`].
pub fn check_cost(spec: &TaskSpec, opts: &EvalOptions) -> Result<f64, CheckedShapesError> {
    let cost = |s: &Shape| spec.flops(s).unwrap_or(0.0) + spec.bytes(s).unwrap_or(0.0);
    let timed = spec.timed_shape(opts.profile).map_or(0.0, |s| cost(&s));
    Ok(checked_shapes(spec, opts)?.iter().map(|c| cost(&c.shape) * f64::from(c.launches(spec))).sum::<f64>() + timed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::ParamType;

    const TASK: &str = r#"
id = "t"
level = 1
domain = "signal"
title = "row top-k"
description = "d"
constraints = ["K <= C"]
[[params]]
name = "R"
domain = { min = 1, max = 4096 }
[[params]]
name = "C"
domain = { min = 1, max = 100000 }
[[params]]
name = "K"
value = 8
domain = { min = 1, max = 16 }
[[params]]
name = "eps"
type = "f32"
value = 0.001
range = { min = 0.000001, max = 0.01 }
[[inputs]]
name = "X"
dtype = "f32"
shape = ["R", "C"]
dist = { kind = "normal", mean = 0.0, std = 1.0 }
[[outputs]]
name = "v"
dtype = "f32"
shape = ["R", "K"]
[[edge]]
name = "ties"
inputs.X = { kind = "choice", values = [0.0, 1.0] }
[cost]
flops = "R * C"
bytes = "4 * R * C"
[launch]
threads = ["R", 1, 1]
[shapes]
timed = { R = 64, C = 32000 }
ci = { R = 16, C = 4000 }
check = [{ R = 1, C = 1, K = 1 }, { R = 65, C = 129, K = 16 }]
"#;

    /// With corners, every param reaches its maximum in some checked shape, the corners are
    /// recorded like drawn shapes, run once without edge sets, and derive from the seed alone.
    #[test]
    fn corners_take_every_param_to_its_maximum() {
        let spec = TaskSpec::from_toml(TASK).expect("task");
        for seed in 0..20u64 {
            let opts = EvalOptions { seed, corners: true, ..EvalOptions::default() };
            let shapes = checked_shapes(&spec, &opts).expect("shapes");
            assert_eq!(shapes, checked_shapes(&spec, &opts).expect("again"), "deterministic in the seed");
            for p in &spec.params {
                let max = match p.ty {
                    ParamType::F32 => p.range.as_ref().expect("range").max,
                    _ => p.domain.as_ref().expect("domain").max as f64,
                };
                assert!(shapes.iter().any(|c| c.shape.get(&p.name) == max), "seed {seed}: {} never reaches {max}", p.name);
            }
            let corners: Vec<_> = shapes.iter().filter(|c| matches!(c.origin, ShapeOrigin::Corner(_))).collect();
            assert!(!corners.is_empty());
            assert!(corners.iter().all(|c| c.runs == 1 && !c.poison_b && !c.edges && c.is_recorded()));
            assert!(corners.iter().all(|c| spec.in_domain(&c.shape).is_ok()));
            let without = checked_shapes(&spec, &EvalOptions { corners: false, ..opts }).expect("shapes");
            assert_eq!(without.len() + corners.len(), shapes.len());
            assert!(
                check_cost(&spec, &EvalOptions { seed, corners: true, ..EvalOptions::default() }).expect("cost")
                    > check_cost(&spec, &EvalOptions { seed, corners: false, ..EvalOptions::default() }).expect("cost")
            );
        }
    }

    /// Given shapes replace everything else, and one outside the domain is refused by name.
    #[test]
    fn given_shapes_replace_the_rest() {
        let spec = TaskSpec::from_toml(TASK).expect("task");
        let given = vec![crate::domain::parse_shape("R=3,C=100000").expect("shape")];
        let opts = EvalOptions { check_shapes: Some(given), corners: true, ..EvalOptions::default() };
        let shapes = checked_shapes(&spec, &opts).expect("shapes");
        assert_eq!(shapes.len(), 1);
        assert_eq!((shapes[0].origin.clone(), shapes[0].runs, shapes[0].poison_b), (ShapeOrigin::Given, 3, true));
        let bad = EvalOptions { check_shapes: Some(vec![crate::domain::parse_shape("R=3,C=100001").expect("shape")]), ..opts };
        let e = checked_shapes(&spec, &bad).unwrap_err();
        assert!(matches!(e, CheckedShapesError::Given(_)) && e.to_string().contains("C = 100001 is above its maximum"), "{e}");
    }
}
