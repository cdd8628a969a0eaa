//! # ekb-eval — the EdgeKernelBench evaluator, over any front end and any backend
//!
//! One core, native and in the browser (no tokio, no fs, async API):
//!
//! ```text
//! candidate text ──► FrontEnd::prepare ──► Prepared { plan, passes (grid + local size), guard policy, F::Artifact }
//!        ──► Backend::compile / upload / run / time_batch   (`backend-wgpu`, or any other backend)
//!        ──► compare::compare against the CPU reference     (data: seeded inputs, poisons)
//!        ──► report::SampleReport { verdict, diagnostics, timing, flags }   = evaluate::evaluate_with
//! many reports ──► metrics::compute (Correct@k, Fast@p@k, geomean speedup)
//! ```
//!
//! * [`task::TaskSpec`] is the task schema (`task.toml`), [`plan::LaunchPlan`] the candidate's launch
//!   plan (a `// @plan` comment block at the top of its text, in every C-family kernel language).
//! * [`front_end::FrontEnd`] turns candidate text into a [`prepared::Prepared`] kernel whose program
//!   is its form's [`artifact::Artifact`]; the WGSL front end (naga and the kernel contract) is the
//!   `wgsl-lib` crate, the OpenCL C and C front ends `frontend-opencl` and `frontend-c`.
//! * [`backend::Backend`] is the device abstraction every backend implements, for one form (its
//!   `Artifact`, which [`evaluate_with`] requires to be its front end's); checking, verdicts and
//!   metrics are shared.
//! * [`report::Verdict`] is data: a wrong kernel is a result, not an error.
//! * [`loop_cap`] instruments a WGSL candidate (a naga IR pass) so that check runs on a device that
//!   stops long loops (llvmpipe) say whether one of its loops was stopped.

pub mod artifact;
pub mod backend;
pub mod checked;
// The wire types live in `ekb-wire` (no GPU dependency); re-exported under their old paths.
pub use ekb_wire::{api, device, diagnostic, kind, metrics, report, submission};
pub mod compare;
pub mod data;
pub mod domain;
pub mod evaluate;
pub mod expr;
pub mod front_end;
pub mod guard;
pub mod limits;
pub mod loop_cap;
pub mod par;
pub mod plan;
pub mod prepared;
pub mod rows;
pub mod seed;
pub mod task;
pub mod timing;
pub mod tvm_launch;

pub use artifact::{Artifact, WgslArtifact};
pub use backend::{Backend, BackendError, MaybeSend, MaybeSync, TimerMethod};
pub use evaluate::{evaluate_with, evaluate_with_progress, EvalOptions, EvalTask, Progress};
pub use front_end::{Checker, FrontEnd};
pub use prepared::{Prepared, Rejected};
pub use report::{Flag, SampleReport, Verdict};
pub use task::{Profile, TaskSpec};
