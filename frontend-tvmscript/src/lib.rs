//! The `tvmscript` front end (docs/TVM.md, "`tvmscript` candidates"): a candidate written as
//! TVMScript — or TE compute plus schedule primitives — is Python that Apache TVM executes, so it is
//! compiled in a sandboxed worker process ([`TvmCompiler`]: no network, a read-only file system but a
//! private `/tmp`, no new processes, time and memory limits), which answers with TVM's generated
//! source for one form (WGSL, OpenCL C, C) and the launch metadata TVM's host side knows.

//!
//! [`generate`] makes a candidate of the form a backend runs (TVM's kernel through that form's
//! launch-ABI adapter), which that form's own front end and backend then check like any candidate;
//! [`TvmScriptChecker`] does the same for hosts that only check.

mod contract;
mod generate;
mod worker;

pub use contract::TvmScriptContract;
pub use generate::{adapted, generate, rejected, Adapt, TvmScriptChecker};
pub use worker::{default_venv, TvmCompileError, TvmCompiled, TvmCompiler, TvmStage, MAX_SOURCE_BYTES};
