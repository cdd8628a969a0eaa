//! The child side of a worker: read line-delimited JSON [`Request`]s on stdin, answer each job with
//! one [`Reply::Answer`] line and each confirmation with one [`Reply::Confirmed`] line on the
//! answer channel, until stdin ends.

use std::fs::File;
use std::io::{self, BufRead, Write};
use std::panic::AssertUnwindSafe;

use crate::job::{Answer, Job, Reply, Request};

/// Serves jobs until stdin ends. `run_one` does one job (it owns the device, and may keep it from
/// one job to the next); the binary that has a backend provides it.
///
/// Each [`Request::Job`] is answered with [`Reply::Answer`] carrying the job's nonce, each
/// [`Request::Confirm`] with [`Reply::Confirmed`] carrying its nonce (the exchange is described in
/// [`crate::job`]). Before a job, the data segment is capped at the job's `memory_limit_mib`
/// (`RLIMIT_DATA`: heap and private writable mappings, not `RLIMIT_AS`, since GPU drivers reserve
/// large `PROT_NONE` ranges; best effort — a limit the system refuses leaves the worker
/// unlimited). Jobs run on one thread with a large fixed stack
/// ([`ekb_eval::limits::FRONT_END_STACK_BYTES`]): the limits on candidate text bound the front
/// end's recursion, and this is the second wall. A job that panics is answered with
/// [`Answer::Failed`]; the worker then serves the confirmation and ends. A line that is not a
/// request ends the worker with an error (the pool reports the worker's exit and its stderr).
///
/// Answers go to a private copy of the original stdout; file descriptor 1 itself is pointed at
/// stderr before the first job ([`protocol_channel`]), so whatever a kernel or a driver prints
/// (an OpenCL kernel's `printf` runs in this process) lands in the worker's stderr instead of
/// corrupting the answers.
///
/// # Errors
/// When stdin or stdout fail, a line is not a request, or the job thread cannot be started.
pub fn serve_jobs(run_one: impl FnMut(&Job) -> Answer + Send) -> io::Result<()> {
    let mut out = protocol_channel()?;
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("ekb-job".into())
            .stack_size(ekb_eval::limits::FRONT_END_STACK_BYTES)
            .spawn_scoped(scope, move || serve_loop(run_one, io::stdin().lock(), &mut out))?
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

/// Serves the requests of `input`, replying on `out` (see [`serve_jobs`]).
fn serve_loop(mut run_one: impl FnMut(&Job) -> Answer, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let mut limit_set = None;
    // After a panic the worker only confirms its answer, then ends.
    let mut ending = false;
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let request: Request = serde_json::from_str(&line)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("a line on stdin is not a request ({e})")))?;
        match request {
            Request::Confirm { nonce } => {
                reply(out, &Reply::Confirmed { nonce })?;
                if ending {
                    return Ok(());
                }
            }
            Request::Job { .. } if ending => return Ok(()),
            Request::Job { nonce, job } => {
                if job.memory_limit_mib > 0 && limit_set != Some(job.memory_limit_mib) {
                    let bytes = job.memory_limit_mib.saturating_mul(1 << 20);
                    let _ = rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes);
                    limit_set = Some(job.memory_limit_mib);
                }
                let answer = match std::panic::catch_unwind(AssertUnwindSafe(|| run_one(&job))) {
                    Ok(a) => a,
                    Err(_) => {
                        ending = true;
                        Answer::Failed { message: "the job panicked".into() }
                    }
                };
                reply(out, &Reply::Answer { nonce, answer })?;
            }
        }
    }
    Ok(())
}

fn reply(out: &mut impl Write, r: &Reply) -> io::Result<()> {
    let mut line = serde_json::to_string(r).map_err(io::Error::other)?;
    line.push('\n');
    out.write_all(line.as_bytes())?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{DeviceSelection, Nonce, Work};

    fn job(task: &str) -> Job {
        Job {
            adapter: DeviceSelection::default(),
            memory_limit_mib: 0,
            work: Work::Probe { small: task == "small", language: ekb_eval::kind::Kind::Wgsl },
        }
    }

    fn lines(requests: &[Request]) -> Vec<u8> {
        requests.iter().map(|r| serde_json::to_string(r).expect("JSON") + "\n").collect::<String>().into_bytes()
    }

    fn replies(out: &[u8]) -> Vec<Reply> {
        String::from_utf8_lossy(out).lines().map(|l| serde_json::from_str(l).expect("a reply")).collect()
    }

    #[test]
    fn every_reply_carries_its_request_s_nonce() {
        let n: Vec<Nonce> = (0..4).map(|_| Nonce::draw().expect("OS RNG")).collect();
        let input = lines(&[
            Request::Job { nonce: n[0].clone(), job: Box::new(job("small")) },
            Request::Confirm { nonce: n[1].clone() },
            Request::Job { nonce: n[2].clone(), job: Box::new(job("large")) },
            Request::Confirm { nonce: n[3].clone() },
        ]);
        let mut out = Vec::new();
        let run = |j: &Job| Answer::Failed { message: format!("{:?}", j.work) };
        serve_loop(run, &input[..], &mut out).expect("served");
        let r = replies(&out);
        assert!(
            matches!(&r[0], Reply::Answer { nonce, answer: Answer::Failed { message } } if *nonce == n[0] && message.contains("small: true")),
            "{r:?}"
        );
        assert!(matches!(&r[1], Reply::Confirmed { nonce } if *nonce == n[1]), "{r:?}");
        assert!(matches!(&r[2], Reply::Answer { nonce, .. } if *nonce == n[2]), "{r:?}");
        assert!(matches!(&r[3], Reply::Confirmed { nonce } if *nonce == n[3]), "{r:?}");
        assert_eq!(r.len(), 4);
    }

    #[test]
    fn a_panic_is_answered_confirmed_and_ends_the_worker() {
        let n: Vec<Nonce> = (0..3).map(|_| Nonce::draw().expect("OS RNG")).collect();
        let input = lines(&[
            Request::Job { nonce: n[0].clone(), job: Box::new(job("x")) },
            Request::Confirm { nonce: n[1].clone() },
            Request::Job { nonce: n[2].clone(), job: Box::new(job("x")) },
        ]);
        let mut out = Vec::new();
        serve_loop(|_: &Job| -> Answer { panic!("a driver bug") }, &input[..], &mut out).expect("served");
        let r = replies(&out);
        assert!(matches!(&r[..], [Reply::Answer { answer: Answer::Failed { .. }, .. }, Reply::Confirmed { .. }]), "{r:?}");
    }

    #[test]
    fn a_line_that_is_not_a_request_ends_the_worker_with_an_error() {
        let mut out = Vec::new();
        let e = serve_loop(|_: &Job| Answer::Failed { message: String::new() }, &b"{\"kind\":\"probe\"}\n"[..], &mut out).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidData);
        assert!(e.to_string().contains("not a request"), "{e}");
        assert!(out.is_empty());
    }
}
