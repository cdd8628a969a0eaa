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
