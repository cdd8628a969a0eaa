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
//! Workers come in two [`WorkerClass`]es that never share a process: jobs that evaluate `c`
//! candidates (untrusted native code loaded into the worker) go to a **sandboxed** worker, the
//! worker command wrapped in bubblewrap by [`ekb_sandbox::Sandbox::worker_command`] (no network,
//! no host file system but `/usr`, read-only; see docs/SANDBOX.md), and so does the CPU's peak
//! probe; every other job (WGSL on wgpu, OpenCL, their peak probes) goes to a **plain** worker. The pool keeps at most one worker of each
//! class, each reused and replaced by the rules above. Without bubblewrap a `c` job is refused
//! with an `unsupported` report naming the missing sandbox, and never runs unsandboxed.

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use ekb_eval::diagnostic::{Diagnostic, Stage};
use ekb_eval::kind::Kind;
use ekb_eval::report::Fault;
use ekb_eval::{Profile, SampleReport, Verdict};
use ekb_sandbox::{Sandbox, SandboxUnavailable};
use wait_timeout::ChildExt;

use crate::channel::{self, Incoming, Violation, CONFIRM_WAIT};
use crate::job::{Answer, DeviceSelection, Job, Limits, Nonce, Request, Work};
use crate::stderr_log::{self, StderrLog};

/// Which kind of worker process a job runs in. Workers of different classes are kept apart: a
/// pool holds at most one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WorkerClass {
    /// The worker command as given: WGSL on wgpu, OpenCL, and their peak probes.
    Plain,
    /// The worker command inside bubblewrap ([`WorkerCommand::sandboxed`]): `c` candidates, whose
    /// native code runs in the worker process, and the CPU backend's peak probe.
    Sandboxed,
}

impl WorkerClass {
    /// The class of `job`: [`WorkerClass::Sandboxed`] for an evaluation of a [`Kind::C`]
    /// candidate or the CPU backend's peak probe on this machine (it opens the same CPU backend,
    /// in the same worker as the `c` samples it bounds), [`WorkerClass::Plain`] for everything
    /// else — a job for a remote device ([`DeviceSelection::remote`]) included: its worker needs
    /// the network to reach the tracker and the device, and runs no candidate code here (it
    /// compiles the candidate inside bubblewrap, like the sandboxed class, and uploads the
    /// library; docs/RELAY.md).
    pub fn of(job: &Job) -> Self {
        if job.adapter.remote.is_some() {
            return WorkerClass::Plain;
        }
        match &job.work {
            Work::Evaluate { language: Kind::C, .. } | Work::Probe { language: Kind::C, .. } => WorkerClass::Sandboxed,
            _ => WorkerClass::Plain,
        }
    }

    fn index(self) -> usize {
        match self {
            WorkerClass::Plain => 0,
            WorkerClass::Sandboxed => 1,
        }
    }
}

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

impl WorkerCommand {
    /// `program` with no arguments.
    pub fn new(program: impl Into<PathBuf>) -> Self {
        Self { program: program.into(), args: Vec::new(), env: Vec::new() }
    }

    /// The default: this executable re-invoked as `<exe> worker`, with `NODEVICE_SELECT=1`
    /// (silences Mesa's device-select layer).
    ///
    /// # Errors
    /// When the path of this executable cannot be found.
    pub fn this_exe_worker() -> io::Result<Self> {
        Ok(Self::new(std::env::current_exe()?).arg("worker").env("NODEVICE_SELECT", "1"))
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

    /// This command wrapped in bubblewrap ([`Sandbox::worker_command`] of [`Sandbox::detect`]): the
    /// program is `bwrap`, the worker runs at its canonical path with these arguments, a cleared
    /// environment plus this command's variables and `EKB_SANDBOXED=1`, no network, and nothing of
    /// the host but `/usr` (read-only), `/proc/cpuinfo` and its own executable. A program without a
    /// `/` is looked up on `PATH`. The worker's CPU-reference cache (`EKB_CACHE_DIR`) is set to the
    /// sandbox's private [`ekb_sandbox::WORKER_CACHE_DIR`]: kept for the worker's life (so reused by
    /// the samples of a pooled worker, not across processes), never shared with the host.
    ///
    /// # Errors
    /// [`SandboxUnavailable`] without bubblewrap (its message says what to install), or when the
    /// program cannot be found.
    pub fn sandboxed(&self) -> Result<WorkerCommand, SandboxUnavailable> {
        self.sandboxed_in(&Sandbox::detect()?)
    }

    /// [`WorkerCommand::sandboxed`] with a given sandbox.
    ///
    /// # Errors
    /// As [`WorkerCommand::sandboxed`].
    pub fn sandboxed_in(&self, sandbox: &Sandbox) -> Result<WorkerCommand, SandboxUnavailable> {
        let program = if self.program.components().count() > 1 || self.program.is_absolute() {
            self.program.clone()
        } else {
            let path = std::env::var_os("PATH").unwrap_or_default();
            std::env::split_paths(&path).map(|d| d.join(&self.program)).find(|p| p.is_file()).ok_or_else(|| {
                SandboxUnavailable::BwrapFailed { detail: format!("the worker program `{}` is not on PATH", self.program.display()) }
            })?
        };
        // The CPU-reference cache ([`crate::oracle`]) of a sandboxed worker is its own private tmpfs:
        // the host's cache directory is not visible, and a cache shared between sandboxed workers
        // would let one sample's kernel change the references of the next.
        let mut env = vec![(OsString::from("EKB_CACHE_DIR"), OsString::from(format!("{}/reference", ekb_sandbox::WORKER_CACHE_DIR)))];
        env.extend(self.env.iter().cloned());
        let cmd = sandbox.worker_command(&program, &self.args, &env)?;
        Ok(WorkerCommand { program: PathBuf::from(cmd.get_program()), args: cmd.get_args().map(OsString::from).collect(), env: Vec::new() })
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

struct Worker {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Incoming>,
    stderr: Arc<Mutex<StderrLog>>,
    stderr_thread: Option<JoinHandle<()>>,
    key: (DeviceSelection, u64),
    /// Started through bubblewrap: the worker is a grandchild, and bwrap reports its death by a
    /// signal as exit status 128 + the signal.
    sandboxed: bool,
}

impl Worker {
    fn start(command: &WorkerCommand, key: (DeviceSelection, u64), sandboxed: bool) -> io::Result<Self> {
        let mut cmd = Command::new(&command.program);
        cmd.args(&command.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
        if sandboxed {
            // bwrap itself gets no environment (its child's is set by `--setenv`).
            cmd.env_clear();
        }
        for (k, v) in &command.env {
            cmd.env(k, v);
        }
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
        Ok(Self { child, stdin, lines, stderr, stderr_thread: Some(stderr_thread), key, sandboxed })
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
        let sandboxed = self.sandboxed;
        let how = status.map_or_else(|| "ended".to_string(), |s| describe(s, sandboxed));
        Outcome::Crashed(if tail.is_empty() { format!("worker {how}") } else { format!("worker {how}: {tail}") })
    }

    /// Resident memory or data segment, whichever is larger, in MiB (Linux; `None` elsewhere); of
    /// the largest process of the worker's tree when sandboxed (the child is `bwrap`, the worker
    /// runs two levels below it).
    fn memory_mib(&self) -> Option<u64> {
        if self.sandboxed {
            tree_memory_mib(self.child.id())
        } else {
            memory_mib(self.child.id())
        }
    }
}

fn describe(status: ExitStatus, sandboxed: bool) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        // bwrap exits with 128 + the signal that killed the sandboxed worker.
        let signal = status.signal().or_else(|| status.code().filter(|c| sandboxed && (129..160).contains(c)).map(|c| c - 128));
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
        let _ = sandboxed;
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

/// A pool of worker processes, at most one per [`WorkerClass`]; see the module documentation.
pub struct Pool {
    command: WorkerCommand,
    /// The command of sandboxed workers, made from `command` on the first `c` job unless set.
    sandboxed: Option<Result<WorkerCommand, SandboxUnavailable>>,
    isolation: Isolation,
    workers: [Option<Worker>; 2],
    stats: PoolStats,
}

impl Pool {
    /// A worker is replaced when its memory is above this fraction of the limit after a job.
    pub const MEMORY_FRACTION: f64 = 0.75;

    /// A pool that starts workers with `command`, and sandboxed workers (for `c` jobs) with
    /// `command` wrapped in bubblewrap ([`WorkerCommand::sandboxed`], detected on the first `c`
    /// job).
    pub fn new(command: WorkerCommand, isolation: Isolation) -> Self {
        Self { command, sandboxed: None, isolation, workers: [None, None], stats: PoolStats::default() }
    }

    /// The same pool with another command for sandboxed workers (a stand-in for tests, or a
    /// service that builds its own), or the reason there is none (`c` jobs are then refused with
    /// its message). The command must confine the worker itself: the pool runs it as given, with an
    /// empty environment plus the command's own variables, and treats it like bwrap (an exit status
    /// 128 + n is signal n; the memory rule reads its whole process tree).
    #[must_use]
    pub fn with_sandboxed_command(mut self, command: Result<WorkerCommand, SandboxUnavailable>) -> Self {
        self.sandboxed = Some(command);
        self
    }

    /// The command sandboxed workers are started with, or why there is none (computed on first use).
    pub fn sandboxed_command(&mut self) -> Result<&WorkerCommand, &SandboxUnavailable> {
        let command = &self.command;
        self.sandboxed.get_or_insert_with(|| command.sandboxed()).as_ref()
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
        let class = WorkerClass::of(&job);
        let command = match class {
            WorkerClass::Plain => self.command.clone(),
            WorkerClass::Sandboxed => match self.sandboxed_command() {
                Ok(c) => c.clone(),
                Err(e) => {
                    let e = e.clone();
                    self.stats.jobs += 1;
                    if matches!(job.work, Work::Probe { .. }) {
                        return Ok(Outcome::Answer(Answer::Failed { message: format!("no CPU peak probe: {e}") }));
                    }
                    return Ok(Outcome::Answer(Answer::Report(Box::new(refusal(&job, &e)))));
                }
            },
        };
        let sandboxed = class == WorkerClass::Sandboxed;
        let slot = class.index();
        let key = (job.adapter.clone(), limits.memory_mib);
        // A worker's data-segment limit is set once, by its first job: another limit (or another
        // device) needs another worker.
        if self.workers[slot].as_ref().is_some_and(|w| w.key != key) {
            if let Some(w) = self.workers[slot].take() {
                w.kill();
            }
        }
        let deadline = Instant::now() + limits.timeout;
        let nonce = Nonce::draw()?;
        let mut worker = match self.workers[slot].take() {
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
                    self.start_and_send(&command, &job, &nonce, key, sandboxed)?
                }
            },
            None => self.start_and_send(&command, &job, &nonce, key, sandboxed)?,
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
                    self.workers[slot] = Some(worker);
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

    fn start_and_send(
        &mut self,
        command: &WorkerCommand,
        job: &Job,
        nonce: &Nonce,
        key: (DeviceSelection, u64),
        sandboxed: bool,
    ) -> io::Result<Worker> {
        let mut w = Worker::start(command, key, sandboxed)?;
        self.stats.started += 1;
        // A worker that dies before reading its job is found out when no answer comes.
        let _ = w.send(job, nonce);
        Ok(w)
    }

    /// Ends the kept workers, if any.
    pub fn shutdown(&mut self) {
        for w in self.workers.iter_mut().filter_map(Option::take) {
            w.kill();
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// The report for a `c` job when there is no sandbox: `unsupported`, missing `c-sandbox`, with the
/// sandbox's message (what to install) — the same verdict the `c` front end gives without one.
fn refusal(job: &Job, why: &SandboxUnavailable) -> SampleReport {
    let (task, profile) = match &job.work {
        Work::Evaluate { task, opts, .. } => (task.as_str(), opts.profile),
        Work::Probe { .. } => ("", Profile::default()),
    };
    let d = Diagnostic::error(Stage::Contract, why.to_string());
    let mut r = SampleReport::without_run(task, Verdict::Unsupported { missing: vec!["c-sandbox".into()] }, d.one_line(), vec![d], profile);
    r.kind = Kind::C;
    r
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
