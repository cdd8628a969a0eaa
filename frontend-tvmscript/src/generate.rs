//! A `tvmscript` candidate made into a candidate of the form it runs in: compiled by TVM in the
//! sandboxed worker ([`TvmCompiler`]), then adapted to our contract by that form's launch-ABI adapter
//! (`wgsl_lib::tvm::adapt`, `frontend_opencl::tvm::adapt`, `frontend_c::tvm::adapt`, passed in as an
//! [`Adapt`]). Every failure is a [`Rejected`] with the verdict a front end would give.

use ekb_eval::device::DeviceInfo;
use ekb_eval::diagnostic::{Diagnostic, Stage};
use ekb_eval::kind::Form;
use ekb_eval::task::TaskSpec;
use ekb_eval::tvm_launch::{TvmAdaptError, TvmProgram};
use ekb_eval::{Checker, Rejected, Verdict};

use crate::worker::{TvmCompileError, TvmCompiler, TvmStage};

/// A launch-ABI adapter: TVM's source and launch metadata → a candidate of our contract in the
/// adapter's form.
pub type Adapt = fn(&TaskSpec, &TvmProgram, &str) -> Result<String, TvmAdaptError>;

/// The candidate `source` for `task`, compiled to `form` and adapted by `adapt`: the text the form's
/// own front end then checks (and what a report keeps as `generated`).
///
/// # Errors
/// [`Rejected`]: `invalid_shader` with TVM's (or Python's) message for a candidate TVM cannot
/// compile, or with the sandbox's reason for a worker it stopped (a forbidden system call, the time
/// limit); `contract_violation` when TVM's kernel does not fit the task (the adapter's error);
/// `unsupported` (missing `tvm` or `tvmscript-sandbox`) where TVM or bubblewrap is absent.
pub fn generate(compiler: &TvmCompiler, task: &TaskSpec, form: Form, adapt: Adapt, source: &str) -> Result<String, Rejected> {
    let compiled = compiler.compile(task, form, source).map_err(|e| rejected(&e))?;
    adapted(task, form, adapt, &compiled)
}

/// TVM's kernel `compiled` for `task` in `form`, adapted to our contract by `adapt`.
///
/// # Errors
/// [`Rejected`] `contract_violation` with the adapter's error when the kernel does not fit the task.
pub fn adapted(task: &TaskSpec, form: Form, adapt: Adapt, compiled: &crate::TvmCompiled) -> Result<String, Rejected> {
    adapt(task, &compiled.program, &compiled.source).map_err(|e| Rejected {
        verdict: Verdict::ContractViolation,
        diagnostics: vec![Diagnostic::error(
            Stage::Contract,
            format!("TVM's {} kernel does not fit the task's contract: {e}", form.name()),
        )],
    })
}

/// The verdict and diagnostic of a compile that failed.
pub fn rejected(e: &TvmCompileError) -> Rejected {
    let (verdict, stage) = match e {
        TvmCompileError::NotInstalled { .. } => (Verdict::Unsupported { missing: vec!["tvm".into()] }, Stage::Contract),
        TvmCompileError::Sandbox(_) => (Verdict::Unsupported { missing: vec!["tvmscript-sandbox".into()] }, Stage::Contract),
        TvmCompileError::Rejected { stage: TvmStage::Script | TvmStage::Request, .. } | TvmCompileError::SourceTooLarge(_) => {
            (Verdict::InvalidShader, Stage::Parse)
        }
        TvmCompileError::Rejected { .. } => (Verdict::InvalidShader, Stage::Validate),
        TvmCompileError::Stopped(_) | TvmCompileError::NoAnswer { .. } | TvmCompileError::Io(_) => (Verdict::InvalidShader, Stage::Limits),
    };
    Rejected { verdict, diagnostics: vec![Diagnostic::error(stage, e.to_string())] }
}

/// A checker for hosts that only check (the server's re-check): [`generate`], then the form's own
/// checker on the generated text.
pub struct TvmScriptChecker<C> {
    compiler: TvmCompiler,
    form: Form,
    adapt: Adapt,
    inner: C,
}

impl<C> TvmScriptChecker<C> {
    /// Checks `tvmscript` candidates compiled to `form`, adapted by `adapt`, checked by `inner` (that
    /// form's front end).
    pub fn new(compiler: TvmCompiler, form: Form, adapt: Adapt, inner: C) -> Self {
        Self { compiler, form, adapt, inner }
    }
}

impl<C: Checker> Checker for TvmScriptChecker<C> {
    fn check(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<(), Rejected> {
        let generated = generate(&self.compiler, task, self.form, self.adapt, text)?;
        self.inner.check(task, &generated, device)
    }
}
