//! `tvmscript` → WGSL for hosts that run the WGSL elsewhere: the server's `POST
//! /api/compile/tvmscript` (`server::tvm_compile`), whose answer the web app checks and times on the
//! visitor's device. The candidate is compiled by TVM's sandboxed compile worker
//! ([`frontend_tvmscript::TvmCompiler`]) and adapted by `wgsl_lib::tvm::adapt`, as the `tvmscript`
//! driver does on a wgpu device; the answer keeps TVM's own text beside the adapted candidate.

use std::path::Path;
use std::time::{Duration, Instant};

use ekb_eval::kind::Form;
use ekb_eval::task::TaskSpec;
use ekb_eval::Rejected;
use ekb_wire::api::TvmCompileAnswer;
use frontend_tvmscript::{adapted, default_venv, rejected, TvmCompileError, TvmCompiler};

/// The compile worker set to compile to WGSL within a wall-time limit.
#[derive(Debug)]
pub struct TvmWgslCompiler(TvmCompiler);

impl TvmWgslCompiler {
    /// The default wall-time limit of one compile: 20 s (a legitimate compile, TVM's import
    /// included, takes 1–3 s here).
    pub const WALL: Duration = Duration::from_secs(20);

    /// The worker over [`default_venv`] (`$EKB_TVM_VENV`, else `~/.cache/ekb/tvm-venv`).
    ///
    /// # Errors
    /// As [`Self::with_venv`].
    pub fn detect(wall: Duration) -> Result<Self, TvmCompileError> {
        Self::with_venv(&default_venv(), wall)
    }

    /// The worker over the venv at `venv`, each compile stopped after `wall`.
    ///
    /// # Errors
    /// [`TvmCompileError::NotInstalled`] without the venv's Python; [`TvmCompileError::Sandbox`]
    /// without bubblewrap; [`TvmCompileError::Io`] when the worker's files cannot be written.
    pub fn with_venv(venv: &Path, wall: Duration) -> Result<Self, TvmCompileError> {
        let mut c = TvmCompiler::with_venv(venv)?;
        c.limits.wall = wall;
        Ok(Self(c))
    }

    /// Compiles `source` for `task` to WGSL and adapts it; blocking (seconds).
    ///
    /// # Errors
    /// [`Rejected`] as [`frontend_tvmscript::generate`]: `invalid_shader` with TVM's message or the
    /// sandbox's reason, `contract_violation` from the adapter, `unsupported` when TVM does not
    /// import in the venv.
    pub fn compile(&self, task: &TaskSpec, source: &str) -> Result<TvmCompileAnswer, Rejected> {
        let start = Instant::now();
        let compiled = self.0.compile(task, Form::Wgsl, source).map_err(|e| rejected(&e))?;
        let generated = adapted(task, Form::Wgsl, wgsl_lib::tvm::adapt, &compiled)?;
        Ok(TvmCompileAnswer {
            task: task.id.clone(),
            form: Form::Wgsl,
            generated,
            tvm_source: compiled.source,
            tvm: compiled.tvm,
            compile_ms: u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX),
        })
    }
}
