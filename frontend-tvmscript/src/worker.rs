//! The sandboxed TVM compile worker: a `tvmscript` candidate (Python that TVM executes) compiled by
//! Apache TVM to WGSL, OpenCL C or C, with the launch metadata TVM's host side knows
//! (docs/TVM.md, "The compile worker").
//!
//! The worker is `tvm/ekb_tvm/compile_worker.py` with the modules it imports (embedded here and
//! written to a private directory), run by the venv's Python in [`Sandbox::run_script`]: no network,
//! a read-only file system but a private `/tmp`, no new processes, time and memory limits. One JSON
//! request on its stdin, one JSON answer on its stdout; the answer is parsed with serde, and every way
//! it can go wrong is a typed [`TvmCompileError`].

use std::path::{Path, PathBuf};

use ekb_eval::kind::Form;
use ekb_eval::task::TaskSpec;
use ekb_eval::tvm_launch::TvmProgram;
use ekb_sandbox::{interpreter_dirs, Sandbox, SandboxUnavailable, Script, ScriptError, ScriptLimits, SCRIPT_DIR};
use serde::{Deserialize, Serialize};

/// The worker's Python package, as checked in under `tvm/ekb_tvm/`: (path under the script
/// directory, text).
const WORKER_FILES: &[(&str, &str)] = &[
    ("ekb_tvm/__init__.py", include_str!("../../tvm/ekb_tvm/__init__.py")),
    ("ekb_tvm/build.py", include_str!("../../tvm/ekb_tvm/build.py")),
    ("ekb_tvm/expr.py", include_str!("../../tvm/ekb_tvm/expr.py")),
    ("ekb_tvm/schedules.py", include_str!("../../tvm/ekb_tvm/schedules.py")),
    ("ekb_tvm/module.py", include_str!("../../tvm/ekb_tvm/module.py")),
    ("ekb_tvm/compile_worker.py", include_str!("../../tvm/ekb_tvm/compile_worker.py")),
];

/// Largest candidate accepted, in bytes (the wire's bound on any source: 64 KiB).
pub const MAX_SOURCE_BYTES: usize = 64 << 10;

/// What TVM made of a candidate: its source for one form and the launch metadata the adapters take.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmCompiled {
    /// The TVM version that compiled it (the pinned `0.27.0.post1`).
    pub tvm: String,
    /// TVM's source, verbatim: WGSL (`webgpu`), OpenCL C (`opencl`) or host C (`c`).
    pub source: String,
    /// The launch metadata (`launch.json`'s per-target entry): kernel, arguments, grid and block.
    pub program: TvmProgram,
}

/// Where in the worker a candidate failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TvmStage {
    /// The request itself (a bug of ours, or a task name that is no identifier).
    Request,
    /// TVM does not import in the venv, or is not the pinned version.
    Install,
    /// The candidate's Python or TVMScript failed, or it defines no program of the task's names.
    Script,
    /// A schedule primitive, a TVM pass, codegen or the launch-metadata extraction failed.
    Lower,
}

impl std::fmt::Display for TvmStage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TvmStage::Request => "request",
            TvmStage::Install => "install",
            TvmStage::Script => "script",
            TvmStage::Lower => "lowering",
        })
    }
}

/// Why a candidate did not compile.
#[derive(Debug, thiserror::Error)]
pub enum TvmCompileError {
    /// No TVM venv (`$EKB_TVM_VENV`, else `~/.cache/ekb/tvm-venv`), or TVM does not import in it.
    #[error("TVM is not installed: {why} (scripts/setup.sh creates the venv at ~/.cache/ekb/tvm-venv; EKB_TVM_VENV names another)")]
    NotInstalled {
        /// What is missing.
        why: String,
    },
    /// No bubblewrap sandbox to run the worker in.
    #[error(transparent)]
    Sandbox(#[from] SandboxUnavailable),
    /// The candidate is larger than [`MAX_SOURCE_BYTES`].
    #[error("the candidate is {0} bytes, above the limit of {MAX_SOURCE_BYTES} bytes")]
    SourceTooLarge(usize),
    /// The candidate did not compile: TVM's or Python's message, or the worker's own check of the
    /// function against the task (its buffers, its scalar params), at `stage`.
    #[error("the candidate did not compile ({stage}): {message}")]
    Rejected {
        /// Where it failed.
        stage: TvmStage,
        /// TVM's (or Python's) message, at most 16 KiB.
        message: String,
    },
    /// The sandbox stopped the worker: past its time limit, or killed for a forbidden system call
    /// (a socket, a new process) or a resource limit.
    #[error("the TVM compile worker was stopped: {0}")]
    Stopped(#[source] ScriptError),
    /// The worker ended without one JSON answer on its stdout.
    #[error("the TVM compile worker gave no answer ({why}){}", ekb_sandbox::last_output(stderr))]
    NoAnswer {
        /// What was wrong with its output.
        why: String,
        /// The end of its stderr.
        stderr: String,
    },
    /// Writing the worker's files failed.
    #[error("the TVM compile worker's files: {0}")]
    Io(#[from] std::io::Error),
}

#[derive(Serialize)]
struct Request<'a> {
    source: &'a str,
    target: &'a str,
    task: TaskNames<'a>,
}

#[derive(Serialize)]
struct TaskNames<'a> {
    id: &'a str,
    inputs: Vec<&'a str>,
    outputs: Vec<&'a str>,
    params: Vec<&'a str>,
    /// Each input's and output's element type as TVM names it (`float32`, `float16`, `uint32`,
    /// `int32`): the worker refuses a buffer of another.
    dtypes: std::collections::BTreeMap<&'a str, &'static str>,
}

/// TVM's name of a task dtype.
fn tvm_dtype(d: ekb_eval::task::Dtype) -> &'static str {
    match d {
        ekb_eval::task::Dtype::F32 => "float32",
        ekb_eval::task::Dtype::F16 => "float16",
        ekb_eval::task::Dtype::U32 => "uint32",
        ekb_eval::task::Dtype::I32 => "int32",
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
enum Answer {
    #[serde(rename = "ok")]
    Ok(TvmCompiled),
    #[serde(rename = "error")]
    Error { stage: TvmStage, message: String },
}

/// The compile worker ready to run: the venv's Python, the directories it needs, the sandbox.
#[derive(Debug)]
pub struct TvmCompiler {
    sandbox: Sandbox,
    python: PathBuf,
    dirs: Vec<PathBuf>,
    files: tempfile::TempDir,
    /// Limits on each run of the worker.
    pub limits: ScriptLimits,
}

/// The TVM venv: `$EKB_TVM_VENV`, else `$HOME/.cache/ekb/tvm-venv` (scripts/setup.sh).
pub fn default_venv() -> PathBuf {
    if let Some(v) = std::env::var_os("EKB_TVM_VENV").filter(|v| !v.is_empty()) {
        return PathBuf::from(v);
    }
    let home = std::env::var_os("HOME").map_or_else(|| PathBuf::from("/root"), PathBuf::from);
    home.join(".cache/ekb/tvm-venv")
}

impl TvmCompiler {
    /// The worker over [`default_venv`].
    ///
    /// # Errors
    /// As [`TvmCompiler::with_venv`].
    pub fn detect() -> Result<TvmCompiler, TvmCompileError> {
        Self::with_venv(&default_venv())
    }

    /// The worker over the venv at `venv` (its `bin/python`), in the bubblewrap sandbox.
    ///
    /// # Errors
    /// [`TvmCompileError::NotInstalled`] without `venv/bin/python`; [`TvmCompileError::Sandbox`]
    /// without bubblewrap; [`TvmCompileError::Io`] when the worker's files cannot be written. Whether
    /// TVM imports is known at the first compile (an `install` rejection is `NotInstalled` then).
    pub fn with_venv(venv: &Path) -> Result<TvmCompiler, TvmCompileError> {
        let python = venv.join("bin/python");
        if !python.is_file() {
            return Err(TvmCompileError::NotInstalled { why: format!("no Python at {}", python.display()) });
        }
        let sandbox = Sandbox::detect_bwrap()?;
        let files = tempfile::Builder::new().prefix("ekb-tvm-worker-").tempdir()?;
        for (path, text) in WORKER_FILES {
            let p = files.path().join(path);
            std::fs::create_dir_all(p.parent().expect("a file under the directory"))?;
            std::fs::write(p, text)?;
        }
        let dirs = interpreter_dirs(&python);
        Ok(TvmCompiler { sandbox, python, dirs, files, limits: ScriptLimits::default() })
    }

    /// Compiles `source` (the candidate) for `task` to `form` with TVM, in the sandbox.
    ///
    /// # Errors
    /// [`TvmCompileError::Rejected`] with TVM's message for a candidate TVM cannot compile;
    /// [`TvmCompileError::Stopped`] when the sandbox stops the worker (time, a forbidden system call,
    /// a resource limit); [`TvmCompileError::NotInstalled`] when TVM does not import;
    /// [`TvmCompileError::NoAnswer`] when the worker ends without an answer;
    /// [`TvmCompileError::SourceTooLarge`].
    pub fn compile(&self, task: &TaskSpec, form: Form, source: &str) -> Result<TvmCompiled, TvmCompileError> {
        if source.len() > MAX_SOURCE_BYTES {
            return Err(TvmCompileError::SourceTooLarge(source.len()));
        }
        let request = Request {
            source,
            target: form.name(),
            task: TaskNames {
                id: &task.id,
                inputs: task.inputs.iter().map(|b| b.name.as_str()).collect(),
                outputs: task.outputs.iter().map(|b| b.name.as_str()).collect(),
                params: task.params.iter().map(|p| p.name.as_str()).collect(),
                dtypes: task
                    .inputs
                    .iter()
                    .map(|b| (b.name.as_str(), tvm_dtype(b.dtype)))
                    .chain(task.outputs.iter().map(|b| (b.name.as_str(), tvm_dtype(b.dtype))))
                    .collect(),
            },
        };
        let script = Script {
            interpreter: self.python.clone(),
            ro_dirs: self.dirs.clone(),
            script_dir: self.files.path().to_path_buf(),
            args: vec!["-I".into(), "-B".into(), format!("{SCRIPT_DIR}/ekb_tvm/compile_worker.py").into()],
            env: vec![],
            stdin: serde_json::to_vec(&request).map_err(std::io::Error::other)?,
        };
        let out = self.sandbox.run_script(&script, &self.limits).map_err(TvmCompileError::Stopped)?;
        let no_answer = |why: String| TvmCompileError::NoAnswer { why, stderr: out.stderr.clone() };
        if out.stdout.is_empty() {
            return Err(no_answer(format!("nothing on stdout, exit status {:?}", out.code)));
        }
        match serde_json::from_slice::<Answer>(&out.stdout).map_err(|e| no_answer(format!("not one JSON answer: {e}")))? {
            Answer::Ok(compiled) => Ok(compiled),
            Answer::Error { stage: TvmStage::Install, message } => Err(TvmCompileError::NotInstalled { why: message }),
            Answer::Error { stage, message } => Err(TvmCompileError::Rejected { stage, message }),
        }
    }
}
