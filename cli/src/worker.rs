//! The isolated worker, `ekb worker`: the child side of `ekb_runner::Pool`. It reads line-delimited
//! JSON jobs on stdin and answers each with one JSON line on stdout ([`ekb_runner::serve_jobs`]),
//! until stdin ends; each job is run by [`ekb_dispatch::Worker`] (the kind's front end and runner
//! family, the device opened by the first job that needs it and reused by the next ones; a job
//! that ends in a fault drops every device).
//!
//! The worker runs only our code. A native program — a `c` kernel, an `opencl` kernel, the task's
//! reference kernel of those kinds, the probe's kernels — runs in a kernel host
//! (`ekb_confined::ConfinedBackend`): the candidate's in a fresh, sealed host per evaluation, the
//! reference's and the probe's in a reference host kept with the device. The front ends stay here:
//! `c` compiles in a fresh bubblewrap sandbox per candidate, `opencl` builds with the driver's
//! compiler, which runs no kernel code. Without bubblewrap, `c` and `opencl` jobs are `unsupported`
//! (missing `c-sandbox` / `opencl-sandbox`) with the sandbox's message, and nothing native runs.

use anyhow::{Context, Result};

/// Entry point of `ekb worker`.
pub(crate) fn main() -> Result<()> {
    let mut worker = ekb_dispatch::Worker::default();
    ekb_runner::serve_jobs(move |job| worker.serve(job)).context("serving jobs")
}
