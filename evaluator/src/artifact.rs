//! Typed artifacts: what a front end hands a backend. Each form carries what its front end already
//! built (for WGSL, the validated naga module), so a backend need not parse the text again; a
//! backend runs the forms it knows and answers [`BackendError::UnsupportedProgram`] for the rest.
//!
//! [`BackendError::UnsupportedProgram`]: crate::backend::BackendError::UnsupportedProgram

/// A prepared program in the form its front end produced.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Artifact {
    /// WGSL, validated by naga for the target device (the `wgsl-lib` front end).
    Wgsl(WgslArtifact),
}

impl Artifact {
    /// The form's name, as in messages (`wgsl`).
    pub fn form(&self) -> &'static str {
        match self {
            Self::Wgsl(_) => "wgsl",
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
