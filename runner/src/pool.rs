//! Running jobs in isolated worker processes.
//!
//! A worker is a child process (by default this executable re-invoked as `… worker`) that reads
//! line-delimited JSON requests on stdin and writes one JSON reply line per request on stdout
//! (the child side is [`crate::serve_jobs`]): each job is sent with a fresh [`Nonce`] its answer
//! must carry, and the answer is then confirmed ([`crate::job`] describes the exchange). The
//! parent enforces each job's wall-clock limit: a worker that does not answer in time is killed and
//! the job is a `timeout`; a worker that dies without answering (a signal from a driver fault, the
//! OOM killer) is a `runtime_error` naming the signal; a worker that breaks the answer protocol (a
//! line before its answer, a wrong nonce, a second answer, an exit right after its answer, a line
//! over [`crate::channel::MAX_REPLY_LINE_BYTES`]) is a `runtime_error` naming the
//! [`crate::channel::Violation`]. Either way the next job gets a fresh worker. The worker's stderr
//! is drained on a thread and only its first and last few KiB of each job are kept
//! ([`crate::stderr_log`]), for the crash message.
//!
//! With [`Isolation::Pool`] a worker that answered is kept for the next job — its device stays
//! open, which saves process start and device creation per sample — unless the answer is a
//! fault ([`Answer::is_fault`]: a failure or a `runtime_error` report, so a lost device is never
//! reused) or its memory (resident or data segment, from `/proc`) is above
//! [`Pool::MEMORY_FRACTION`] of the limit. With [`Isolation::Process`] every job has its own
//! process, which ends after answering.
//!
//! A worker runs only our code: every native program (a `c` or `opencl` kernel) runs in a kernel
//! host the worker starts inside bubblewrap (`ekb-confined`, docs/SANDBOX.md), which is why there
//! is one class of worker and the pool keeps at most one. The hosts are the worker's descendants:
//! the memory rule reads the largest process of the worker's tree ([`tree_memory_mib`]).

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use ekb_eval::report::Fault;
use ekb_eval::{Profile, SampleReport, Verdict};
use wait_timeout::ChildExt;

use crate::channel::{self, Incoming, Violation, CONFIRM_WAIT};
use crate::job::{Answer, DeviceSelection, Job, Limits, Nonce, Request};
use crate::stderr_log::{self, StderrLog};

/// How untrusted jobs are isolated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Isolation {
    /// A worker process is reused until a job faults, times out or the worker nears the memory
    /// limit.
    #[default]
    Pool,
    /// One worker process per job.
    Process,
}

impl Isolation {
    /// `pool` or `process`.
    pub fn name(self) -> &'static str {
        match self {
            Isolation::Pool => "pool",
            Isolation::Process => "process",
        }
    }
}

/// The command that starts a worker: an executable, its arguments and extra environment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkerCommand {
    /// The executable.
    pub program: PathBuf,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// Extra environment variables.
    pub env: Vec<(OsString, OsString)>,
}

/// jemalloc's options for an `ekb worker` (read from `MALLOC_CONF` at its start; `ekb` links
/// jemalloc as its `malloc`, lavapipe's device memory included): freed pages are never returned to
/// the kernel, so the next check run and the next kernel of a pooled worker reuse them instead of
/// faulting in and zeroing fresh ones. A domain corner touches gigabytes (inputs, their upload and
/// device copies, outputs read back: `l2_kalman_batch` at N = 4,000,000, about 1.5 GB by its
/// buffer sizes), and on a virtual machine first touches are slow: with jemalloc's default 10 s
/// decay the corners of `l1_gelu`, `l1_vector_add`, `l1_silu` and `l2_kalman_batch` cost 4.9–7.9 s
/// in a pooled `ekb bench`, 2.5–4.7 s with this (four runs each, alternated; docs/EVALUATION.md §9). The worker's resident size then stays
/// near its largest evaluation's; the pool replaces a worker that nears the memory limit.
pub const WORKER_MALLOC_CONF: &str = "dirty_decay_ms:-1,muzzy_decay_ms:-1";

impl WorkerCommand {
    /// `program` with no arguments.
    pub fn new(program: impl Into<PathBuf>) -> Self {
        Self { program: program.into(), args: Vec::new(), env: Vec::new() }
    }

    /// The default: this executable re-invoked as `<exe> worker`, with `NODEVICE_SELECT=1`
    /// (silences Mesa's device-select layer) and, unless the caller's environment sets one,
    /// `MALLOC_CONF=`[`WORKER_MALLOC_CONF`].
    ///
    /// # Errors
    /// When the path of this executable cannot be found.
    pub fn this_exe_worker() -> io::Result<Self> {
        let cmd = Self::new(std::env::current_exe()?).arg("worker").env("NODEVICE_SELECT", "1");
        Ok(if std::env::var_os("MALLOC_CONF").is_some() { cmd } else { cmd.env("MALLOC_CONF", WORKER_MALLOC_CONF) })
    }

    /// Adds an argument.
    pub fn arg(mut self, arg: impl Into<OsString>) -> Self {
        self.args.push(arg.into());
        self
    }

    /// Adds an environment variable.
    pub fn env(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Self {
        self.env.push((key.into(), value.into()));
        self
    }
}

/// The result of running a job in a worker.
#[derive(Debug)]
pub enum Outcome {
    /// The worker answered.
    Answer(Answer),
    /// Killed at the wall-clock limit.
    TimedOut(Duration),
    /// Died without an answer (a signal or an error exit), or broke the answer protocol
    /// ([`Violation`]; the message names it).
    Crashed(String),
}

/// Counts of a pool's work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolStats {
    /// Jobs run.
    pub jobs: u64,
    /// Worker processes started.
    pub started: u64,
    /// Workers replaced after a fault (failure, `runtime_error`, crash).
    pub replaced_after_fault: u64,
    /// Workers killed at the wall-clock limit.
    pub timed_out: u64,
    /// Workers replaced because they neared the memory limit.
    pub replaced_for_memory: u64,
    /// Workers that broke the answer protocol (also counted in [`Self::replaced_after_fault`]).
    pub protocol_violations: u64,
    /// Kept workers found with output on their answer channel between jobs, replaced before the
    /// next job was sent to them.
    pub replaced_for_stray_output: u64,
}

/// How waiting for a worker's line ended without one.
enum NoLine {
    Timeout,
    Disconnected,
}

/// A kept worker between jobs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Idle {
    /// Nothing on its answer channel: it may take the next job.
    Quiet,
    /// It wrote something after its confirmation.
    Stray,
    /// Its answer channel closed: it ended.
    Gone,
}

/// The worker is killed (SIGKILL) when the process that started it dies, `kill -9` included, so
/// that it cannot outlive a crashed `ekb serve` holding a remote device's session
/// (`prctl(PR_SET_PDEATHSIG)`; a parent already gone before the call is caught by comparing
/// `getppid`). Linux sends the signal when the *thread* that spawned the worker exits: a pool must
/// be driven from a thread that lives as long as its workers (the main thread, or the relay's
/// executor threads).
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn die_with_parent(cmd: &mut Command) {
    use std::os::unix::process::CommandExt;
    let parent = std::process::id();
    // SAFETY: between fork and exec only async-signal-safe calls: prctl, getppid, _exit.
    unsafe {
        cmd.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong, 0, 0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if libc::getppid() as u32 != parent {
                libc::_exit(1);
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn die_with_parent(_cmd: &mut Command) {}

struct Worker {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Incoming>,
    stderr: Arc<Mutex<StderrLog>>,
    stderr_thread: Option<JoinHandle<()>>,
    key: (DeviceSelection, u64),
}

impl Worker {
    fn start(command: &WorkerCommand, key: (DeviceSelection, u64)) -> io::Result<Self> {
        let mut cmd = Command::new(&command.program);
        cmd.args(&command.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        for (k, v) in &command.env {
            cmd.env(k, v);
        }
        die_with_parent(&mut cmd);
        let mut child =
            cmd.spawn().map_err(|e| io::Error::new(e.kind(), format!("starting the worker {}: {e}", command.program.display())))?;
        let stdin = child.stdin.take();
        let out = child.stdout.take().ok_or_else(|| io::Error::other("worker stdout"))?;
        let err = child.stderr.take().ok_or_else(|| io::Error::other("worker stderr"))?;
        // Both pipes are drained on threads, so a chatty worker never blocks on a full pipe, and
        // both are bounded: a reply line by its length, stderr by what is kept of it.
        let lines = channel::read_lines(out)?;
        let stderr = Arc::new(Mutex::new(StderrLog::default()));
        let sink = stderr.clone();
        let stderr_thread = std::thread::Builder::new().name("ekb-worker-err".into()).spawn(move || stderr_log::drain(err, &sink))?;
        Ok(Self { child, stdin, lines, stderr, stderr_thread: Some(stderr_thread), key })
    }

    /// Sends `job` with its `nonce`; the stderr kept so far is forgotten.
    fn send(&mut self, job: &Job, nonce: &Nonce) -> io::Result<()> {
        if let Ok(mut l) = self.stderr.lock() {
            l.clear();
        }
        self.request(&Request::Job { nonce: nonce.clone(), job: Box::new(job.clone()) })
    }

    fn request(&mut self, r: &Request) -> io::Result<()> {
        let mut line = serde_json::to_vec(r).map_err(io::Error::other)?;
        line.push(b'\n');
        let stdin = self.stdin.as_mut().ok_or_else(|| io::Error::other("worker stdin closed"))?;
        stdin.write_all(&line)?;
        stdin.flush()
    }

    /// The next line on the answer channel, waiting until `deadline`.
    fn line(&mut self, deadline: Instant) -> Result<Incoming, NoLine> {
        self.lines.recv_timeout(deadline.saturating_duration_since(Instant::now())).map_err(|e| match e {
            RecvTimeoutError::Timeout => NoLine::Timeout,
            RecvTimeoutError::Disconnected => NoLine::Disconnected,
        })
    }

    /// What a kept worker did since its last confirmation.
    fn idle_state(&self) -> Idle {
        match self.lines.try_recv() {
            Err(mpsc::TryRecvError::Empty) => Idle::Quiet,
            Ok(_) => Idle::Stray,
            Err(mpsc::TryRecvError::Disconnected) => Idle::Gone,
        }
    }

    /// After an answer: sends a confirmation request with a fresh nonce (then, in process mode,
    /// closes stdin) and checks that the next line confirms it within [`CONFIRM_WAIT`].
    fn confirm(&mut self, close_stdin: bool) -> Result<(), Violation> {
        let nonce = Nonce::draw().map_err(|_| Violation::Unconfirmed)?;
        // A worker that has gone away cannot read it: its closed channel says so below.
        let _ = self.request(&Request::Confirm { nonce: nonce.clone() });
        if close_stdin {
            self.stdin = None;
        }
        match self.line(Instant::now() + CONFIRM_WAIT) {
            Ok(line) => channel::confirmation_in(line, &nonce),
            Err(NoLine::Timeout) => Err(Violation::Unconfirmed),
            Err(NoLine::Disconnected) => Err(Violation::EndedAfterAnswer),
        }
    }

    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Closes stdin (the worker ends after its last answer) and waits until `deadline`, then kills.
    fn finish(mut self, deadline: Instant) {
        self.stdin = None;
        let left = deadline.saturating_duration_since(Instant::now());
        if !matches!(self.child.wait_timeout(left), Ok(Some(_))) {
            self.kill();
        }
    }

    /// The crash message of a worker whose stdout closed without an answer.
    fn crash_message(mut self, deadline: Instant) -> Outcome {
        self.stdin = None;
        let left = deadline.saturating_duration_since(Instant::now());
        let status = match self.child.wait_timeout(left) {
            Ok(Some(s)) => Some(s),
            _ => {
                let _ = self.child.kill();
                if self.child.wait().is_ok() {
                    return Outcome::TimedOut(Duration::ZERO);
                }
                None
            }
        };
        if let Some(t) = self.stderr_thread.take() {
            let _ = t.join();
        }
        let tail = self.stderr.lock().map(|l| l.excerpt()).unwrap_or_default();
        let how = status.map_or_else(|| "ended".to_string(), describe);
        Outcome::Crashed(if tail.is_empty() { format!("worker {how}") } else { format!("worker {how}: {tail}") })
    }

    /// Resident memory or data segment, whichever is larger, in MiB (Linux; `None` elsewhere), of
    /// the largest process of the worker's tree: the worker, or a kernel host it keeps (the
    /// reference host lives as long as the worker; a candidate's host ends with its evaluation).
    fn memory_mib(&self) -> Option<u64> {
        tree_memory_mib(self.child.id())
    }
}

fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        let signal = status.signal();
        match signal {
            Some(9) => "killed by signal 9 (SIGKILL; possibly out of memory)".to_string(),
            Some(11) => {
                "crashed with signal 11 (SIGSEGV: a memory access fault — a kernel's access outside its buffers or its stack (a C kernel, an OpenCL kernel on a CPU device), or a driver fault)"
                    .to_string()
            }
            Some(7) => "crashed with signal 7 (SIGBUS: a bad memory access)".to_string(),
            Some(4) => "crashed with signal 4 (SIGILL: an illegal instruction, e.g. a C kernel's __builtin_trap)".to_string(),
            Some(8) => "crashed with signal 8 (SIGFPE: an arithmetic fault, e.g. an integer division by zero in a C kernel)".to_string(),
            Some(31) => "killed by signal 31 (SIGSYS: a system call the sandbox forbids, made by a C kernel)".to_string(),
            Some(6) => "aborted (signal 6)".to_string(),
            Some(s) => format!("killed by signal {s}"),
            None => format!("exited with {status}"),
        }
    }
    #[cfg(not(unix))]
    {
        format!("exited with {status}")
    }
}

/// `max(VmRSS, VmData)` of a process in MiB, from `/proc/<pid>/status`.
pub fn memory_mib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kib = |key: &str| -> Option<u64> {
        status.lines().find_map(|l| l.strip_prefix(key)).and_then(|v| v.split_whitespace().next()).and_then(|n| n.parse().ok())
    };
    let rss = kib("VmRSS:");
    let data = kib("VmData:");
    rss.max(data).map(|k| k / 1024)
}

/// The largest [`memory_mib`] among `pid` and its descendants (found by their parent pids in
/// `/proc/*/stat`).
pub fn tree_memory_mib(pid: u32) -> Option<u64> {
    let mut parents: Vec<(u32, u32)> = Vec::new();
    for entry in std::fs::read_dir("/proc").ok()?.flatten() {
        let Some(p) = entry.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else { continue };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{p}/stat")) else { continue };
        // `pid (comm) state ppid …`; comm may hold spaces and parentheses: split after the last `)`.
        let ppid = stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().nth(1)).and_then(|v| v.parse::<u32>().ok());
        if let Some(ppid) = ppid {
            parents.push((p, ppid));
        }
    }
    let mut tree = vec![pid];
    let mut i = 0;
    while i < tree.len() {
        let parent = tree[i];
        tree.extend(parents.iter().filter(|(_, pp)| *pp == parent).map(|(p, _)| *p));
        i += 1;
    }
    tree.into_iter().filter_map(memory_mib).max()
}

/// A pool of worker processes (at most one at a time); see the module documentation.
pub struct Pool {
    command: WorkerCommand,
    isolation: Isolation,
    worker: Option<Worker>,
    stats: PoolStats,
}

impl Pool {
    /// A worker is replaced when its memory is above this fraction of the limit after a job.
    pub const MEMORY_FRACTION: f64 = 0.75;

    /// A pool that starts workers with `command`.
    pub fn new(command: WorkerCommand, isolation: Isolation) -> Self {
        Self { command, isolation, worker: None, stats: PoolStats::default() }
    }

    /// The isolation mode.
    pub fn isolation(&self) -> Isolation {
        self.isolation
    }

    /// What the pool has done so far.
    pub fn stats(&self) -> PoolStats {
        self.stats
    }

    /// Runs `job` in a worker, with `limits.memory_mib` as its data-segment limit.
    ///
    /// # Errors
    /// Only when a worker cannot be started at all (the executable is missing).
    pub fn run(&mut self, job: &Job, limits: Limits) -> io::Result<Outcome> {
        let job = Job { memory_limit_mib: limits.memory_mib, ..job.clone() };
        let command = self.command.clone();
        let key = (job.adapter.clone(), limits.memory_mib);
        // A worker's data-segment limit is set once, by its first job: another limit (or another
        // device) needs another worker.
        if self.worker.as_ref().is_some_and(|w| w.key != key) {
            if let Some(w) = self.worker.take() {
                w.kill();
            }
        }
        let deadline = Instant::now() + limits.timeout;
        let nonce = Nonce::draw()?;
        let mut worker = match self.worker.take() {
            Some(mut w) => match w.idle_state() {
                Idle::Quiet if w.send(&job, &nonce).is_ok() => w,
                idle => {
                    // Output since its last confirmation (a kernel's thread still writing, a late
                    // second answer): not trusted with another job. Gone or unwritable: it went
                    // away while idle. Either way this job gets a fresh worker.
                    if idle == Idle::Stray {
                        self.stats.replaced_for_stray_output += 1;
                    }
                    w.kill();
                    self.start_and_send(&command, &job, &nonce, key)?
                }
            },
            None => self.start_and_send(&command, &job, &nonce, key)?,
        };
        self.stats.jobs += 1;
        let process = self.isolation == Isolation::Process;
        let answer = match worker.line(deadline) {
            Ok(line) => channel::answer_in(line, &nonce).and_then(|a| worker.confirm(process).map(|()| a)),
            Err(NoLine::Timeout) => {
                self.stats.timed_out += 1;
                worker.kill();
                return Ok(Outcome::TimedOut(limits.timeout));
            }
            Err(NoLine::Disconnected) => {
                self.stats.replaced_after_fault += 1;
                return Ok(match worker.crash_message(deadline) {
                    Outcome::TimedOut(_) => {
                        self.stats.timed_out += 1;
                        Outcome::TimedOut(limits.timeout)
                    }
                    other => other,
                });
            }
        };
        let outcome = match answer {
            Ok(answer) => {
                let keep = !process && !answer.is_fault();
                let over_memory = keep
                    && limits.memory_mib > 0
                    && worker.memory_mib().is_some_and(|m| m as f64 > Self::MEMORY_FRACTION * limits.memory_mib as f64);
                if answer.is_fault() {
                    self.stats.replaced_after_fault += 1;
                }
                if over_memory {
                    self.stats.replaced_for_memory += 1;
                }
                if keep && !over_memory {
                    self.worker = Some(worker);
                } else if process {
                    worker.finish(deadline);
                } else {
                    worker.kill();
                }
                Outcome::Answer(answer)
            }
            Err(violation) => {
                self.stats.replaced_after_fault += 1;
                self.stats.protocol_violations += 1;
                worker.kill();
                Outcome::Crashed(format!("worker broke the answer protocol: {violation}"))
            }
        };
        Ok(outcome)
    }

    fn start_and_send(&mut self, command: &WorkerCommand, job: &Job, nonce: &Nonce, key: (DeviceSelection, u64)) -> io::Result<Worker> {
        let mut w = Worker::start(command, key)?;
        self.stats.started += 1;
        // A worker that dies before reading its job is found out when no answer comes.
        let _ = w.send(job, nonce);
        Ok(w)
    }

    /// Ends the kept worker, if any.
    pub fn shutdown(&mut self) {
        if let Some(w) = self.worker.take() {
            w.kill();
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Turns a worker outcome for an evaluation into a report (crashes and timeouts are verdicts).
pub fn into_report(task: &str, profile: Profile, outcome: Outcome) -> SampleReport {
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
            .with_fault(Fault::Timeout)
        }
        Outcome::Crashed(msg) => SampleReport::without_run(task, Verdict::RuntimeError { message: msg.clone() }, msg, Vec::new(), profile)
            .with_fault(Fault::WorkerCrashed),
    }
}
