//! The CPU references of a build without them (`kernels` without the `cpu-references` feature:
//! the web app's first module, docs/APP.md "Size and first verdict"; with the feature this module
//! is unused). Each task's [`crate::CpuFn`]
//! is a trampoline that hands the task id, shape and inputs to the function the caller installed
//! with [`set_external_cpu`] — in the app, a call into the second wasm module that holds the
//! references (`ekb-cpu-references`, through [`crate::cpu_call`]).

use std::sync::OnceLock;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::{CpuFn, INDEX};

/// Computes task `id`'s expected outputs elsewhere. Returns no outputs when it cannot: the
/// evaluator then stops with "CPU reference returned no output 0" (the installer says why, e.g.
/// on the browser's console).
pub type ExternalCpu = fn(&str, &Shape, &[HostBuffer]) -> Vec<Vec<f64>>;

static EXTERNAL: OnceLock<ExternalCpu> = OnceLock::new();

/// Installs the function every task's CPU reference calls. The first install stays; returns
/// whether this one was it.
pub fn set_external_cpu(f: ExternalCpu) -> bool {
    EXTERNAL.set(f).is_ok()
}

/// Whether [`set_external_cpu`] ran.
pub fn external_cpu_installed() -> bool {
    EXTERNAL.get().is_some()
}

/// Task `INDEX[I]`'s CPU reference: the installed function with its id; no outputs before one is
/// installed.
#[cfg_attr(feature = "cpu-references", allow(dead_code))]
pub(crate) fn at<const I: usize>(shape: &Shape, inputs: &[HostBuffer]) -> Vec<Vec<f64>> {
    EXTERNAL.get().map_or_else(Vec::new, |f| f(INDEX[I].id, shape, inputs))
}

/// The trampoline of task `id` (one per task of [`INDEX`], `build.rs` lists them).
#[cfg_attr(feature = "cpu-references", allow(dead_code))]
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    INDEX.iter().position(|t| t.id == id).map(|i| EXTERNAL_CPU[i])
}

include!(concat!(env!("OUT_DIR"), "/external_cpu.rs"));
