//! Dispatch: the one place that maps a candidate's kind and a device selection to the front end,
//! the backend and the peak probe that serve it — named after cubecl's `cubecl-dispatch`; not a
//! compute dispatch (a grid of workgroups, `ekb_eval::backend::Dispatch`).
//!
//! ```text
//! Kind ──(wire table: ekb_wire::kind::TABLE)──► KindInfo { form, family, confinement, … }
//!   │
//!   └─ ekb-dispatch ─► front end  (wgsl-lib's Wgsl · frontend-opencl's OpenClC · frontend-c's CFrontEnd)
//!                   └► backend    (backend-wgpu on wgpu · a confined kernel host for opencl and c ·
//!                                  backend-remote for a relay device)
//!                   └► peak probe (each form's probe kernels: wgsl-lib, backend-opencl, backend-cpu)
//! ```
//!
//! - [`select`]: `--backend`/`--adapter` → a device of a runner family;
//! - [`Worker`]: what `ekb worker` does with each job (evaluate, probe, remote);
//! - [`FrontEnds`]: every kind's front end for hosts that only check candidates (`ekb serve`'s
//!   re-validation, through [`ekb_eval::front_end::KindFrontEnds`]: the web server links no native
//!   compiler or driver itself).
//!
//! Outside the wire table, this crate is the only production code that matches on
//! [`ekb_eval::kind::Kind`], once (`driver::driver`): adding a kind is its table row, its front-end
//! crate and one driver here — a module implementing `driver::Driver` and its arm
//! (docs/ADDING_A_BACKEND.md).

pub mod baselines;
mod c;
pub mod confined_check;
mod driver;
mod front_ends;
mod jobs;
mod native;
mod opencl;
pub mod select;
mod tvmscript;
mod wgsl;

pub use front_ends::FrontEnds;
pub use jobs::Worker;
pub use opencl::opencl_hosts;
pub use tvmscript::TvmScriptForms;
pub use wgsl::wgsl_hosts;

/// Why a job, a selection or a device could not be served. The worker answers `Failed` with its
/// text; the CLI prints it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DispatchError {
    /// No device matches the selection (an unknown backend, an index out of range, no adapter).
    #[error("{0}")]
    Select(String),
    /// A device, a probe or an executable path could not be opened or run.
    #[error("{what}: {message}")]
    Open {
        /// What was being opened (`opening the OpenCL device`).
        what: String,
        /// The cause.
        message: String,
    },
    /// No sandbox for a kind whose native work must be confined.
    #[error(transparent)]
    Sandbox(#[from] ekb_sandbox::SandboxUnavailable),
    /// A job names a task the suite does not have.
    #[error("unknown task `{0}`")]
    UnknownTask(String),
    /// The job asks for something this host cannot do (a kind on a remote device, a remote probe).
    #[error("{0}")]
    Unsupported(String),
}

impl DispatchError {
    /// [`DispatchError::Open`] from what was being opened and its cause.
    pub fn open(what: impl Into<String>, cause: impl std::fmt::Display) -> Self {
        Self::Open { what: what.into(), message: cause.to_string() }
    }
}

/// How `kind`'s kernel contract reads in a prompt: the text the crate of its front end states.
pub fn contract_text(kind: ekb_eval::kind::Kind) -> &'static dyn ekb_eval::front_end::ContractText {
    driver::driver(kind).contract_text()
}
