//! Front ends: candidate text → [`Prepared`] kernel (binding layout, passes with grid and local
//! size, scratch, guard policy, and a typed [`crate::Artifact`]). The check path
//! ([`crate::evaluate::evaluate_with`]) takes any front end; WGSL (`wgsl_lib::Wgsl`: launch plan, naga,
//! the kernel contract) is in `wgsl-lib`.

use crate::artifact::Artifact;
use crate::backend::MaybeSync;
use crate::device::DeviceInfo;
use crate::prepared::{Prepared, Rejected};
use crate::task::TaskSpec;

/// Turns candidate text in one language into a kernel the check path can run.
pub trait FrontEnd: MaybeSync {
    /// The program it produces, which a backend of the same form runs ([`crate::Backend::Artifact`]).
    type Artifact: Artifact;

    /// The kind of candidate it reads (its row of the kind table: name, form, …).
    fn kind(&self) -> crate::kind::Kind;

    /// Validates `text` for `task` on `device` and prepares it.
    ///
    /// # Errors
    /// [`Rejected`] with the verdict (`invalid_shader`, `contract_violation`, `unsupported`) and
    /// located diagnostics.
    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared<Self::Artifact>, Rejected>;
}

/// A front end as a host that only checks candidates sees it, whatever its artifact: object-safe,
/// so one host keeps the front ends of every kind side by side ([`KindFrontEnds`]).
pub trait Checker: MaybeSync {
    /// Validates `text` for `task` on `device` as [`FrontEnd::prepare`] does, and drops the program.
    ///
    /// # Errors
    /// As [`FrontEnd::prepare`].
    fn check(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<(), Rejected>;
}

impl<F: FrontEnd> Checker for F {
    fn check(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<(), Rejected> {
        self.prepare(task, text, device).map(drop)
    }
}

/// Why a host has no front end for a kind: the kind and the host's reason (no sandbox, no OpenCL
/// device, a server started without native front ends).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no {} here: {reason}", kind.info().compiler)]
pub struct NoFrontEnd {
    /// The kind asked for.
    pub kind: crate::kind::Kind,
    /// Why there is none (what to install).
    pub reason: String,
}

/// The front ends a host has, by kind: how a host that only checks candidates (the web server's
/// re-validation) reaches them without linking their compilers itself — the binary supplies an
/// implementation (`ekb-dispatch`'s), as it supplies the relay's executor.
pub trait KindFrontEnds: MaybeSync + crate::backend::MaybeSend + std::fmt::Debug {
    /// The front end of `kind`, as a [`Checker`].
    ///
    /// # Errors
    /// [`NoFrontEnd`] when this host has none (it may open one on first use: an OpenCL device).
    fn checker(&self, kind: crate::kind::Kind) -> Result<&dyn Checker, NoFrontEnd>;
}

/// The phrases of one kind in a prompt's launch-plan section (`ekb prompt`): the section's frame
/// is the same for every kind, these fill it.
#[derive(Clone, Copy, Debug)]
pub struct PlanPhrases {
    /// What `pass partial` runs ("`@compute fn partial`").
    pub entry: &'static str,
    /// The example plan's `override` line with its meaning and a line feed, or "" for a kind
    /// without overrides.
    pub override_line: &'static str,
    /// Why `main` names no pass unless the file defines it.
    pub naming: &'static str,
    /// The size names plan expressions may use, each with its meaning and a trailing ", ", or "".
    pub sizes: &'static str,
    /// What runs without a plan.
    pub default: &'static str,
}

/// How a kind's kernel contract reads in a prompt (`ekb prompt`, `ekb generate`, the agent): the
/// text a model must be able to follow from itself alone. The crate whose front end enforces the
/// contract states it, so the two change together; `ekb-dispatch` hands the agent the one of a kind.
pub trait ContractText: MaybeSync {
    /// The body of the prompt's "## Contract" section for `spec`: the bindings or arguments in
    /// order, and what the front end refuses.
    fn contract(&self, spec: &TaskSpec) -> String;

    /// What the default launch's invocations are rounded up to ("workgroups of the entry point's
    /// @workgroup_size"), or `None` when the kind has no default grid (a C kernel runs once per
    /// task of the thread pool).
    fn default_launch_unit(&self) -> Option<&'static str>;

    /// Whether the prompt for `spec` shows the launch-plan section.
    fn shows_plan(&self, spec: &TaskSpec) -> bool;

    /// The kind's phrases in the launch-plan section.
    fn plan_phrases(&self) -> PlanPhrases;

    /// The prompt's device section when no device is named, or `None` for the portable-limits text.
    fn unnamed_device(&self) -> Option<&'static str>;
}
