//! The child side of a worker: read line-delimited JSON jobs on stdin, answer each with one JSON
//! line on stdout, until stdin ends.

use std::io::{self, BufRead, Write};
use std::panic::AssertUnwindSafe;

use crate::job::{Answer, Job};

/// Serves jobs until stdin ends. `run_one` does one job (it owns the device, and may keep it from
/// one job to the next); the binary that has a backend provides it.
///
/// Before a job, the data segment is capped at the job's `memory_limit_mib` (`RLIMIT_DATA`: heap
/// and private writable mappings, not `RLIMIT_AS`, since GPU drivers reserve large `PROT_NONE`
/// ranges; best effort — a limit the system refuses leaves the worker unlimited). Jobs run on one
/// thread with a large fixed stack ([`ekb_eval::limits::FRONT_END_STACK_BYTES`]): the limits on
/// candidate text bound the front end's recursion, and this is the second wall. A job that panics
/// is answered with [`Answer::Failed`] and ends the worker. A line that is not a job is answered
/// the same way and ends it too.
///
/// # Errors
/// When stdin or stdout fail, or the job thread cannot be started.
pub fn serve_jobs(run_one: impl FnMut(&Job) -> Answer + Send) -> io::Result<()> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("ekb-job".into())
            .stack_size(ekb_eval::limits::FRONT_END_STACK_BYTES)
            .spawn_scoped(scope, move || serve_loop(run_one))?
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the job loop panicked")))
    })
}

fn serve_loop(mut run_one: impl FnMut(&Job) -> Answer) -> io::Result<()> {
    let stdin = io::stdin();
    let mut limit_set = None;
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let job: Job = match serde_json::from_str(&line) {
            Ok(j) => j,
            Err(e) => {
                answer(&Answer::Failed { message: format!("parsing the job: {e}") })?;
                return Ok(());
            }
        };
        if job.memory_limit_mib > 0 && limit_set != Some(job.memory_limit_mib) {
            let bytes = job.memory_limit_mib.saturating_mul(1 << 20);
            let _ = rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes);
            limit_set = Some(job.memory_limit_mib);
        }
        match std::panic::catch_unwind(AssertUnwindSafe(|| run_one(&job))) {
            Ok(a) => answer(&a)?,
            Err(_) => {
                answer(&Answer::Failed { message: "the job panicked".into() })?;
                return Ok(());
            }
        }
    }
    Ok(())
}

fn answer(a: &Answer) -> io::Result<()> {
    let line = serde_json::to_string(a).map_err(io::Error::other)?;
    let mut out = io::stdout().lock();
    writeln!(out, "{line}")?;
    out.flush()
}
