//! Typed artifacts: what a front end hands a backend. Each form carries what its front end already
//! built (for WGSL, the validated naga module), so a backend need not parse the text again; a
//! backend runs the forms it knows and answers [`BackendError::UnsupportedProgram`] for the rest.
//!
//! [`BackendError::UnsupportedProgram`]: crate::backend::BackendError::UnsupportedProgram

/// A prepared program in the form its front end produced.
#[derive(Clone, Debug)]
#[non_exhaustive]
// One artifact per prepared candidate: the size of the WGSL module costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
pub enum Artifact {
    /// WGSL, validated by naga for the target device (the `wgsl-lib` front end).
    Wgsl(WgslArtifact),
    /// OpenCL C 1.2, built for the target device (the `backend-opencl` front end).
    OpenCl(OpenClArtifact),
    /// C, compiled by the host compiler in the sandbox and checked (the `backend-cpu` front end).
    C(CArtifact),
}

impl Artifact {
    /// The form's name, as in messages (`wgsl`).
    pub fn form(&self) -> &'static str {
        match self {
            Self::Wgsl(_) => "wgsl",
            Self::OpenCl(_) => "opencl",
            Self::C(_) => "c",
        }
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

/// An OpenCL C program that its front end built and checked on one device. The text is
/// [`crate::backend::ProgramDesc::text`]; kernel arguments follow the contract (inputs, outputs,
/// one scalar per task param, scratch).
#[derive(Clone, Debug)]
pub struct OpenClArtifact {
    /// The build options it was built with (`-cl-std=CL1.2 -cl-kernel-arg-info`).
    pub options: String,
    /// Scalar param arguments after the outputs (the task's params, 4 bytes each).
    pub params: usize,
    /// The front end's built program, opaque here: a backend on the same device may reuse it
    /// (downcast to its own type) instead of building the text again.
    pub built: Option<std::sync::Arc<dyn std::any::Any + Send + Sync>>,
}

/// A C program that its front end compiled in the sandbox (`ekb-sandbox`) and checked (no writable
/// statics, no load-time code, imports only from libm and the memory functions). The text is
/// [`crate::backend::ProgramDesc::text`]; each pass's entry is `void ENTRY(inputs…, outputs…,
/// params…, scratch…, uint32_t task, uint32_t ntasks)`.
#[derive(Clone, Debug)]
pub struct CArtifact {
    /// The compiler and flags it was built with, as one line (for reports).
    pub compiler: String,
    /// Scalar param arguments after the outputs (the task's params, 4 bytes each in `Params`).
    pub params: usize,
    /// The front end's compiled object, opaque here: the CPU backend downcasts it to its own type.
    pub built: std::sync::Arc<dyn std::any::Any + Send + Sync>,
}
