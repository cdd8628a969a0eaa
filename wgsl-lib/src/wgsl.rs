//! The WGSL front end ([`Wgsl`]) and the WGSL shorthand of the check path ([`evaluate`]).

use crate::backend::Backend;
use crate::device::DeviceInfo;
use crate::evaluate::{evaluate_with, EvalOptions, EvalTask};
use crate::front_end::FrontEnd;
use crate::prepared::{Prepared, Rejected};
use crate::report::SampleReport;
use crate::task::TaskSpec;

/// The WGSL front end: limits on the text, the `// @plan` block, naga (parse, validate,
/// overrides) and the kernel contract ([`crate::prepare::prepare`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wgsl;

impl FrontEnd for Wgsl {
    fn language(&self) -> &'static str {
        "wgsl"
    }

    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared, Rejected> {
        crate::prepare::prepare(task, text, device)
    }
}

/// Evaluates the WGSL `candidate` for `task` on `backend` ([`evaluate_with`] and the [`Wgsl`]
/// front end). Never fails: every problem is a verdict.
pub async fn evaluate<B: Backend>(backend: &B, task: &EvalTask<'_>, candidate: &str, opts: &EvalOptions) -> SampleReport {
    evaluate_with(&Wgsl, backend, task, candidate, opts).await
}
