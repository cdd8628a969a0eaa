//! The child side of a worker: read line-delimited JSON jobs on stdin, answer each with one JSON
//! line on stdout, until stdin ends.

use std::fs::File;
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
/// Answers go to a private copy of the original stdout; file descriptor 1 itself is pointed at
/// stderr before the first job ([`protocol_channel`]), so whatever a kernel or a driver prints
/// (an OpenCL kernel's `printf` runs in this process) lands in the worker's stderr instead of
/// corrupting the answers.
///
/// # Errors
/// When stdin or stdout fail, or the job thread cannot be started.
pub fn serve_jobs(run_one: impl FnMut(&Job) -> Answer + Send) -> io::Result<()> {
    let mut out = protocol_channel()?;
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("ekb-job".into())
            .stack_size(ekb_eval::limits::FRONT_END_STACK_BYTES)
            .spawn_scoped(scope, move || serve_loop(run_one, &mut out))?
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the job loop panicked")))
    })
}

/// The answers' channel: a duplicate of stdout, after which stdout (fd 1) is made a duplicate of
/// stderr (fd 2). Unix only; elsewhere stdout itself.
///
/// # Errors
/// When `dup` or `dup2` fail.
#[cfg(unix)]
#[allow(unsafe_code)]
pub fn protocol_channel() -> io::Result<File> {
    use std::os::fd::FromRawFd;
    io::stdout().lock().flush()?;
    // SAFETY: dup/dup2 on the process's own standard descriptors; the new descriptor is owned by
    // the returned File alone.
    let fd = unsafe { libc::dup(1) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    let file = unsafe { File::from_raw_fd(fd) };
    if unsafe { libc::dup2(2, 1) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(file)
}

/// The answers' channel (not Unix: stdout itself, through a duplicated handle).
///
/// # Errors
/// When the handle cannot be duplicated.
#[cfg(not(unix))]
pub fn protocol_channel() -> io::Result<File> {
    Err(io::Error::other("ekb worker needs a Unix platform"))
}

fn serve_loop(mut run_one: impl FnMut(&Job) -> Answer, out: &mut File) -> io::Result<()> {
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
                answer(out, &Answer::Failed { message: format!("parsing the job: {e}") })?;
                return Ok(());
            }
        };
        if job.memory_limit_mib > 0 && limit_set != Some(job.memory_limit_mib) {
            let bytes = job.memory_limit_mib.saturating_mul(1 << 20);
            let _ = rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes);
            limit_set = Some(job.memory_limit_mib);
        }
        match std::panic::catch_unwind(AssertUnwindSafe(|| run_one(&job))) {
            Ok(a) => answer(out, &a)?,
            Err(_) => {
                answer(out, &Answer::Failed { message: "the job panicked".into() })?;
                return Ok(());
            }
        }
    }
    Ok(())
}

fn answer(out: &mut File, a: &Answer) -> io::Result<()> {
    let mut line = serde_json::to_string(a).map_err(io::Error::other)?;
    line.push('\n');
    out.write_all(line.as_bytes())?;
    out.flush()
}
