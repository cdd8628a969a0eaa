//! The WGSL front end ([`Wgsl`]) and the WGSL shorthand of the check path ([`evaluate`]).

use crate::backend::Backend;
use crate::device::DeviceInfo;
use crate::evaluate::{evaluate_with, EvalOptions, EvalTask};
use crate::front_end::{FrontEnd, KindFrontEnds, NoFrontEnd};
use crate::kind::{Form, Kind};
use crate::prepared::{Prepared, Rejected};
use crate::report::SampleReport;
use crate::task::TaskSpec;

/// The WGSL front end: limits on the text, the `// @plan` block, naga (parse, validate,
/// overrides) and the kernel contract ([`crate::prepare::prepare`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wgsl;

impl FrontEnd for Wgsl {
    fn kind(&self) -> crate::kind::Kind {
        crate::kind::Kind::Wgsl
    }

    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared, Rejected> {
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
    fn front_end(&self, kind: Kind) -> Result<&dyn FrontEnd, NoFrontEnd> {
        if kind.info().form == Form::Wgsl {
            Ok(&Wgsl)
        } else {
            Err(NoFrontEnd { kind, reason: self.reason.clone() })
        }
    }
}

/// Evaluates the WGSL `candidate` for `task` on `backend` ([`evaluate_with`] and the [`Wgsl`]
/// front end). Never fails: every problem is a verdict.
pub async fn evaluate<B: Backend>(backend: &B, task: &EvalTask<'_>, candidate: &str, opts: &EvalOptions) -> SampleReport {
    evaluate_with(&Wgsl, backend, task, candidate, opts).await
}
