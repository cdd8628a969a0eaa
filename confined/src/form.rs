//! The native forms a kernel host runs, and how each crosses the channel ([`HostedForm`]): the
//! worker sends a form's [`WireProgram`] with the program text (and for `c` the compiled object);
//! the host rebuilds the artifact its backend compiles. [`crate::ConfinedBackend`] and
//! [`crate::serve_host`] are generic over the form, so a `c` program can only go to a host serving
//! a `CpuBackend` and an `opencl` one to a host serving an `OpenClBackend`.

use ekb_eval::artifact::Artifact;
use ekb_eval::backend::{BackendError, ProgramDesc};
use ekb_sandbox::CompiledKernel;
use frontend_c::CArtifact;
use frontend_opencl::OpenClArtifact;

use crate::message::WireProgram;

/// A form that a kernel host builds and runs.
pub trait HostedForm: Artifact {
    /// What the compile request carries for `desc`: the form's [`WireProgram`] and the segments
    /// after the program text (for `c`, the compiled object).
    ///
    /// # Errors
    /// [`BackendError::Other`] when what the front end built cannot be read (the object file).
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError>;

    /// The artifact a host's backend compiles, from `wire` and `extra` (the segment after the text).
    ///
    /// # Errors
    /// [`BackendError::Validation`] for another form's program or a missing segment;
    /// [`BackendError::Compile`] for a `c` object that fails the checks again.
    fn from_wire(wire: WireProgram, extra: Option<&[u8]>) -> Result<Self, BackendError>;
}

fn wrong_form<A: Artifact>(wire: &WireProgram) -> BackendError {
    let got = match wire {
        WireProgram::C { .. } => "c",
        WireProgram::Opencl { .. } => "opencl",
    };
    BackendError::Validation(format!("a {got} program sent to a kernel host that runs {} programs", A::FORM.name()))
}

impl HostedForm for CArtifact {
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError> {
        let c = desc.artifact;
        let object = c.kernel.object().map_err(|e| BackendError::Other(format!("reading the compiled object: {e}")))?;
        Ok((WireProgram::C { compiler: c.compiler.clone(), params: c.params, entries: c.entries.clone() }, vec![object]))
    }

    /// The object is checked again here ([`CompiledKernel::from_object`]) before it is loaded.
    fn from_wire(wire: WireProgram, extra: Option<&[u8]>) -> Result<Self, BackendError> {
        let WireProgram::C { compiler, params, entries } = wire else {
            return Err(wrong_form::<Self>(&wire));
        };
        let object = extra.ok_or_else(|| BackendError::Validation("a c program without its object".into()))?;
        let kernel = CompiledKernel::from_object(object, entries.clone())
            .map_err(|e| BackendError::Compile { message: format!("the object sent to the kernel host: {e}"), diagnostics: vec![] })?;
        Ok(CArtifact { compiler, params, kernel, entries })
    }
}

impl HostedForm for OpenClArtifact {
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError> {
        let a = desc.artifact;
        Ok((WireProgram::Opencl { options: a.options.clone(), params: a.params }, vec![]))
    }

    /// The host builds the text with the options (the worker's build is in another process).
    fn from_wire(wire: WireProgram, _extra: Option<&[u8]>) -> Result<Self, BackendError> {
        let WireProgram::Opencl { options, params } = wire else {
            return Err(wrong_form::<Self>(&wire));
        };
        Ok(OpenClArtifact { options, params, built: None })
    }
}
