//! Running untrusted kernels in a child process: `ekb` re-invokes itself as `ekb worker` with a
//! wall-clock limit and an address-space limit. A hang, an OOM kill or a driver crash becomes a
//! `Timeout` or `RuntimeError` verdict for that sample, and the batch goes on.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, Result};
use wait_timeout::ChildExt;
use wgsl_lib::{Profile, SampleReport, Verdict};

use crate::worker::{Answer, Job};

/// Limits for one worker.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// Wall-clock limit.
    pub timeout: Duration,
    /// Address-space limit, MiB.
    pub memory_mib: u64,
}

/// Result of running a job in a worker.
pub(crate) enum Outcome {
    /// The worker answered.
    Answer(Answer),
    /// Killed at the wall-clock limit.
    TimedOut(Duration),
    /// Died without an answer (signal or error exit).
    Crashed(String),
}

/// Runs `job` in a fresh `ekb worker` process.
///
/// # Errors
/// Only when the worker cannot be started at all (the executable is missing).
pub(crate) fn run(job: &Job, limits: Limits) -> Result<Outcome> {
    let exe = std::env::current_exe().context("locating the ekb executable")?;
    let mut child = Command::new(exe)
        .arg("worker")
        .env("NODEVICE_SELECT", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("starting `ekb worker`")?;
    let payload = serde_json::to_vec(&Job { memory_limit_mib: limits.memory_mib, ..job.clone() })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(&payload).context("sending the job")?;
    }
    // Drain stdout/stderr on threads so a chatty worker cannot block on a full pipe.
    let mut out = child.stdout.take().context("worker stdout")?;
    let mut err = child.stderr.take().context("worker stderr")?;
    let out_t = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut out, &mut s);
        s
    });
    let err_t = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut err, &mut s);
        s
    });
    let status = match child.wait_timeout(limits.timeout).context("waiting for the worker")? {
        Some(s) => s,
        None => {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(Outcome::TimedOut(limits.timeout));
        }
    };
    let stdout = out_t.join().unwrap_or_default();
    let stderr = err_t.join().unwrap_or_default();
    if let Some(line) = stdout.lines().rev().find(|l| l.starts_with('{')) {
        return Ok(match serde_json::from_str::<Answer>(line) {
            Ok(a) => Outcome::Answer(a),
            Err(e) => Outcome::Crashed(format!("worker answered something unreadable ({e})")),
        });
    }
    let tail: String = stderr.lines().rev().take(5).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n");
    let how = {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            match status.signal() {
                Some(9) => "killed by signal 9 (SIGKILL; possibly out of memory)".to_string(),
                Some(11) => "crashed with signal 11 (SIGSEGV; driver fault)".to_string(),
                Some(6) => "aborted (signal 6)".to_string(),
                Some(s) => format!("killed by signal {s}"),
                None => format!("exited with {status}"),
            }
        }
        #[cfg(not(unix))]
        {
            format!("exited with {status}")
        }
    };
    Ok(Outcome::Crashed(if tail.is_empty() { format!("worker {how}") } else { format!("worker {how}: {tail}") }))
}

/// Turns a worker outcome for an evaluation into a report (crashes and timeouts are verdicts).
pub(crate) fn into_report(task: &str, profile: Profile, outcome: Outcome) -> SampleReport {
    match outcome {
        Outcome::Answer(Answer::Report(r)) => *r,
        Outcome::Answer(Answer::Failed { message }) => {
            SampleReport::without_run(task, Verdict::RuntimeError { message: message.clone() }, message, Vec::new(), profile)
        }
        Outcome::Answer(Answer::Peak(_)) => {
            let m = "worker answered a probe to an evaluation".to_string();
            SampleReport::without_run(task, Verdict::RuntimeError { message: m.clone() }, m, Vec::new(), profile)
        }
        Outcome::TimedOut(d) => {
            let limit_ms = d.as_millis() as u64;
            SampleReport::without_run(
                task,
                Verdict::Timeout { limit_ms },
                format!("killed after the {:.0} s limit", d.as_secs_f64()),
                Vec::new(),
                profile,
            )
        }
        Outcome::Crashed(msg) => SampleReport::without_run(task, Verdict::RuntimeError { message: msg.clone() }, msg, Vec::new(), profile),
    }
}
