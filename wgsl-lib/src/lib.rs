//! # wgsl-lib — the EdgeKernelBench kernel contract and evaluator
//!
//! One core, native and in the browser (no tokio, no fs, async API):
//!
//! ```text
//! candidate text ──► plan::parse_plan ──► shader::validate_wgsl (naga, overrides)
//!                                   └──► contract::check_contract (bindings, limits)   = prepare::prepare
//!        ──► Backend::compile / upload / run / time_batch   (`backend-wgpu`, or any other backend)
//!        ──► compare::compare against the CPU reference     (data: seeded inputs, poisons)
//!        ──► report::SampleReport { verdict, diagnostics, timing, flags }   = evaluate::evaluate
//! many reports ──► metrics::compute (Correct@k, Fast@p@k, geomean speedup)
//! ```
//!
//! * [`task::TaskSpec`] is the task schema (`task.toml`), [`plan::LaunchPlan`] the candidate's launch
//!   plan (a comment block at the top of its WGSL).
//! * [`backend::Backend`] is the device abstraction every backend implements; checking, verdicts
//!   and metrics are shared.
//! * [`report::Verdict`] is data: a wrong kernel is a result, not an error.

pub mod artifact;
pub mod backend;
// The wire types live in `ekb-wire` (no GPU dependency); re-exported under their old paths.
pub use ekb_wire::{api, device, diagnostic, metrics, report, submission};
pub mod compare;
pub mod contract;
pub mod data;
pub mod evaluate;
pub mod expr;
pub mod front_end;
pub mod guard;
pub mod limits;
pub mod plan;
pub mod prepare;
pub mod probe;
pub mod shader;
pub mod task;
pub mod timing;

pub use artifact::{Artifact, WgslArtifact};
pub use backend::{Backend, BackendError, MaybeSend, MaybeSync, TimerMethod};
pub use evaluate::{evaluate, evaluate_with, EvalOptions, EvalTask};
pub use front_end::{FrontEnd, Wgsl};
pub use report::{Flag, SampleReport, Verdict};
pub use task::{Profile, TaskSpec};
