//! Typed artifacts: what a front end hands a backend. Each form's artifact carries what its front
//! end already built (for WGSL, the validated naga module), so a backend need not parse the text
//! again. A front end names its artifact type ([`crate::FrontEnd::Artifact`]) and a backend the one
//! it runs ([`crate::Backend::Artifact`]); [`crate::evaluate_with`] takes only pairs that agree, so
//! a program never reaches a backend of another form. The WGSL artifact is here (the evaluator's
//! loop-cap pass rewrites it); the OpenCL C and C artifacts are their front ends' crates'
//! (`frontend-opencl`, `frontend-c`).

use crate::backend::{MaybeSend, MaybeSync};
use crate::kind::Form;

/// A prepared program in one form: what a [`crate::FrontEnd`] produces and a [`crate::Backend`]
/// compiles.
pub trait Artifact: std::fmt::Debug + MaybeSend + MaybeSync + Sized {
    /// The form (its name in messages: [`Form::name`]).
    const FORM: Form;

    /// A copy whose loops record, in the flag buffer, whether the device stopped one of them at its
    /// cap ([`crate::loop_cap`]), for devices that stop loops; `Ok(None)` when the program has no
    /// loops.
    ///
    /// # Errors
    /// Why no copy can be made (by default: the form has no such instrumentation; the report is then
    /// flagged, as a stopped loop could go unseen).
    fn watch_loops(&self) -> Result<Option<Self>, String> {
        Err(format!("the loop instrumentation reads WGSL, not {} programs", Self::FORM.name()))
    }
}

/// A WGSL program: naga's module after `process_overrides` (workgroup sizes and array lengths
/// are concrete) and its validation info. The text it came from is [`crate::backend::ProgramDesc::text`].
#[derive(Clone, Debug)]
pub struct WgslArtifact {
    /// The validated module, overrides applied.
    pub module: naga::Module,
    /// naga's validation info for `module`.
    pub info: naga::valid::ModuleInfo,
}

impl Artifact for WgslArtifact {
    const FORM: Form = Form::Wgsl;

    fn watch_loops(&self) -> Result<Option<Self>, String> {
        if !crate::loop_cap::has_loops(&self.module) {
            return Ok(None);
        }
        crate::loop_cap::instrument(self).map(Some).map_err(|e| e.to_string())
    }
}
