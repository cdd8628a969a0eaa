//! The WGSL front end ([`Wgsl`]) and the WGSL shorthand of the check path ([`evaluate`]).

use ekb_eval::artifact::WgslArtifact;
use ekb_eval::backend::Backend;
use ekb_eval::evaluate::{evaluate_with, EvalOptions, EvalTask};
use ekb_eval::front_end::{Checker, FrontEnd, KindFrontEnds, NoFrontEnd};
use ekb_eval::prepared::{Prepared, Rejected};
use ekb_eval::task::TaskSpec;
use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::{Confinement, Form, Kind};
use ekb_wire::report::SampleReport;

/// The WGSL front end: limits on the text, the `// @plan` block, naga (parse, validate,
/// overrides) and the kernel contract ([`crate::prepare::prepare`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wgsl;

impl FrontEnd for Wgsl {
    type Artifact = WgslArtifact;

    fn kind(&self) -> ekb_wire::kind::Kind {
        ekb_wire::kind::Kind::Wgsl
    }

    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared<WgslArtifact>, Rejected> {
        crate::prepare::prepare(task, text, device)
    }
}

/// The front ends of a host that has WGSL only (naga is Rust: every host has it): every other kind
/// is [`NoFrontEnd`] with the reason given. What the web server re-validates with unless its binary
/// supplies more (`ekb serve` supplies `ekb-dispatch`'s).
#[derive(Clone, Debug)]
pub struct WgslOnly {
    reason: String,
}

impl WgslOnly {
    /// WGSL only; other kinds are refused with `reason` (what the host lacks).
    pub fn new(reason: impl Into<String>) -> Self {
        Self { reason: reason.into() }
    }
}

impl KindFrontEnds for WgslOnly {
    fn checker(&self, kind: Kind) -> Result<&dyn Checker, NoFrontEnd> {
        // A kind written in WGSL: its text is what naga checks (a compiled kind whose form is WGSL,
        // `tvmscript`, needs its compiler, confined elsewhere).
        if kind.info().form == Form::Wgsl && kind.info().confinement == Confinement::None {
            Ok(&Wgsl)
        } else {
            Err(NoFrontEnd { kind, reason: self.reason.clone() })
        }
    }
}

/// Evaluates the WGSL `candidate` for `task` on `backend` ([`evaluate_with`] and the [`Wgsl`]
/// front end). Never fails: every problem is a verdict.
pub async fn evaluate<B: Backend<Artifact = WgslArtifact>>(
    backend: &B,
    task: &EvalTask<'_>,
    candidate: &str,
    opts: &EvalOptions,
) -> SampleReport {
    evaluate_with(&Wgsl, backend, task, candidate, opts).await
}

/// [`evaluate`], telling `progress` when the check and drawn shapes have passed
/// ([`ekb_eval::Progress`]).
pub async fn evaluate_with_progress<B: Backend<Artifact = WgslArtifact>>(
    backend: &B,
    task: &EvalTask<'_>,
    candidate: &str,
    opts: &EvalOptions,
    progress: &ekb_eval::evaluate::Observer<'_>,
) -> SampleReport {
    ekb_eval::evaluate_with_progress(&Wgsl, backend, task, candidate, opts, progress).await
}
