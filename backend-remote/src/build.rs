//! Building a remote library: the candidate's C plus the generated TVM-FFI wrapper
//! ([`crate::wrapper`]), compiled in the sandbox by the target's compiler into a shared object, checked
//! (the sandbox's ELF rules, the target's machine, the wrapper's exports) and read into memory for
//! the upload.

use ekb_sandbox::abi::{generate as generate_header, EntrySignature, GeneratedCode};
use ekb_sandbox::{CompileError, CompileLimits, Sandbox};

use crate::target::{elf_machine, Target, TargetError};
use crate::wrapper::{self, ArgLayout};

/// A built library, ready to upload.
#[derive(Clone, Debug)]
pub struct RemoteLibrary {
    /// The shared object's bytes.
    pub bytes: Vec<u8>,
    /// The target it was built for.
    pub target: Target,
    /// The candidate's entries, in the order dispatches index them.
    pub entries: Vec<EntrySignature>,
    /// The wrapper's argument layout.
    pub layout: ArgLayout,
    /// The compiler's warnings, possibly empty.
    pub log: String,
}

/// The TVM-FFI symbols every remote library exports (`__tvm_ffi_ekb_run`, …).
pub fn wrapper_symbols() -> [String; 3] {
    [wrapper::RUN, wrapper::BATCH, wrapper::NOP].map(|f| format!("__tvm_ffi_{f}"))
}

/// Why a remote library was not built.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// No compiler for the target here.
    #[error(transparent)]
    Target(#[from] TargetError),
    /// The compiler or the checks refused it (the candidate already compiled for the host, so this
    /// is a target difference, or a limit).
    #[error(transparent)]
    Compile(#[from] CompileError),
    /// The object is for another machine, or lacks a wrapper symbol.
    #[error("the built library is wrong: {0}")]
    Object(String),
}

/// Builds `source` (the candidate's text, as the front end compiled it) with `entries` and the
/// wrapper for `layout`, for `target`, in `sandbox`, under `limits`.
///
/// # Errors
/// [`BuildError`].
pub fn build(
    sandbox: &Sandbox,
    target: Target,
    source: &str,
    entries: &[EntrySignature],
    layout: ArgLayout,
    limits: &CompileLimits,
) -> Result<RemoteLibrary, BuildError> {
    let compiler = target.compiler(sandbox.compiler())?;
    let header = generate_header(entries).header;
    let code = GeneratedCode { header, trampolines: wrapper::generate(entries, layout), entries: entries.to_vec() };
    let kernel = sandbox.compile_c_with(&compiler, source, &code, limits)?;
    let bytes = std::fs::read(kernel.path()).map_err(CompileError::Io)?;
    if !target.matches_elf(&bytes) {
        return Err(BuildError::Object(format!("ELF machine {:?}, not {target}'s {}", elf_machine(&bytes), target.elf_machine())));
    }
    let exported = ekb_sandbox::elf::exported_functions(&bytes).map_err(|e| BuildError::Object(e.to_string()))?;
    if let Some(missing) = wrapper_symbols().into_iter().find(|s| !exported.contains(s)) {
        return Err(BuildError::Object(format!("no `{missing}`")));
    }
    Ok(RemoteLibrary { bytes, target, entries: entries.to_vec(), layout, log: kernel.log().to_string() })
}
