//! Checking a candidate in a sandboxed process of its own, for a host that only checks (the web
//! server's re-check under `ekb serve`) and must survive what the check runs: an OpenCL front end
//! builds the candidate with the driver's compiler in the calling process, where a 1 KB macro bomb
//! exhausts memory or overflows the stack (the whole server aborts) and a hostile source can stall
//! the build. [`ConfinedChecker`] runs the kind's own checker in `ekb front-end-check`
//! ([`serve_check`]) inside the bubblewrap sandbox (no network, only `/usr` and a private `/tmp`,
//! plus the kind's binds: the OpenCL driver list), with a memory limit and a wall-clock limit; it
//! sends the task id, the device and the source on stdin and reads the verdict as JSON on stdout.
//! A check that crashes, runs out of memory or out of time is the candidate's `invalid_shader`,
//! located nowhere, saying which; a check that cannot run here (no sandbox, a process that does not
//! start, a child that refuses its request) is `unsupported`, never a verdict on the source.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{ExitCode, Stdio};
use std::time::Duration;

use ekb_eval::front_end::Checker;
use ekb_eval::prepared::Rejected;
use ekb_eval::task::TaskSpec;
use ekb_sandbox::{Bind, ConfinedCommand, Sandbox};
use ekb_wire::device::DeviceInfo;
use ekb_wire::diagnostic::{Diagnostic, Stage};
use ekb_wire::kind::Kind;
use ekb_wire::report::Verdict;
use serde::{Deserialize, Serialize};
use wait_timeout::ChildExt;

/// The hidden subcommand that runs [`serve_check`].
pub const SUBCOMMAND: &str = "front-end-check";

/// Wall-clock limit of one check (a PoCL build of a suite kernel takes well under a second).
pub const CHECK_TIMEOUT: Duration = Duration::from_secs(20);

/// `RLIMIT_DATA` of the checking process, MiB (LLVM builds a suite kernel in under 300 MB).
pub const CHECK_MEMORY_MIB: u64 = 1536;

/// Most bytes of the answer read back (diagnostics are bounded by the front end; more is a fault).
const MAX_ANSWER_BYTES: u64 = 4 << 20;

/// Most bytes of a request (the source is bounded by the front end's limits long before).
const MAX_REQUEST_BYTES: u64 = 8 << 20;

/// What the checking process is asked.
#[derive(Debug, Serialize, Deserialize)]
struct CheckRequest {
    task: String,
    device: DeviceInfo,
    source: String,
}

/// What it answers: `None` for a valid candidate.
#[derive(Debug, Serialize, Deserialize)]
struct CheckAnswer {
    rejected: Option<(Verdict, Vec<Diagnostic>)>,
}

/// Why a sandboxed check gave no answer.
enum Failure {
    /// The check ran and the source took it down: a crash, out of memory or out of time — the
    /// source's `invalid_shader`.
    Source(String),
    /// The check could not run here (no sandbox, no process, a request the child refused, an
    /// answer it never gives) — `unsupported`, never a verdict on the source.
    Host(String),
}

/// A kind's checker run in a sandboxed process per candidate (module documentation).
#[derive(Debug)]
pub(crate) struct ConfinedChecker {
    kind: Kind,
    sandbox: Sandbox,
    exe: PathBuf,
    binds: Vec<Bind>,
    env: Vec<(OsString, OsString)>,
}

impl ConfinedChecker {
    /// Checks of `kind` run by `exe front-end-check --kind KIND` in `sandbox` with `binds` and `env`.
    pub(crate) fn new(kind: Kind, sandbox: Sandbox, exe: PathBuf, binds: Vec<Bind>, env: Vec<(OsString, OsString)>) -> Self {
        Self { kind, sandbox, exe, binds, env }
    }

    fn run(&self, request: &CheckRequest) -> Result<CheckAnswer, Failure> {
        let spec = ConfinedCommand {
            exe: self.exe.clone(),
            args: vec![SUBCOMMAND.into(), "--kind".into(), self.kind.name().into()],
            env: self.env.clone(),
            binds: self.binds.clone(),
            info_fd: None,
        };
        let mut cmd = self.sandbox.confined_command(&spec).map_err(|e| Failure::Host(format!("the sandbox: {e}")))?;
        use std::os::unix::process::CommandExt;
        cmd.process_group(0).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        let mut child = cmd.spawn().map_err(|e| Failure::Host(format!("starting the checking process: {e}")))?;
        let body = serde_json::to_vec(request).map_err(|e| Failure::Host(e.to_string()))?;
        let mut stdin = child.stdin.take().ok_or_else(|| Failure::Host("no stdin".into()))?;
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&body);
        });
        let mut stdout = child.stdout.take().ok_or_else(|| Failure::Host("no stdout".into()))?;
        let reader = std::thread::spawn(move || {
            let mut out = Vec::new();
            let _ = (&mut stdout).take(MAX_ANSWER_BYTES + 1).read_to_end(&mut out);
            out
        });
        let status = match child.wait_timeout(CHECK_TIMEOUT) {
            Ok(Some(s)) => s,
            Ok(None) | Err(_) => {
                kill_group(&child);
                let _ = child.wait();
                let _ = (writer.join(), reader.join());
                let why = format!("the {} check did not finish within {} s", self.kind.info().compiler, CHECK_TIMEOUT.as_secs());
                return Err(Failure::Source(why));
            }
        };
        // The group may hold what the process started (a driver's threads end with it; a fork would not).
        kill_group(&child);
        let _ = writer.join();
        let out = reader.join().unwrap_or_default();
        // Exit status 2 is `serve_check` refusing its request or its setup (no device in the sandbox).
        if status.code() == Some(2) {
            return Err(Failure::Host(format!("the checking process could not check here ({})", describe(status))));
        }
        if !status.success() {
            return Err(Failure::Source(format!("the {} crashed on this source ({})", self.kind.info().compiler, describe(status))));
        }
        if out.len() as u64 > MAX_ANSWER_BYTES {
            return Err(Failure::Host("the checking process answered more than it may".into()));
        }
        serde_json::from_slice(&out).map_err(|e| Failure::Host(format!("the checking process answered what it never answers: {e}")))
    }
}

/// Kills the process group `child` leads (`process_group(0)`): bubblewrap and what it started.
#[allow(unsafe_code)]
fn kill_group(child: &std::process::Child) {
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: a signal to the process group this child leads (`process_group(0)`).
        unsafe { libc::kill(-pid, libc::SIGKILL) };
    }
}

fn describe(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status.signal() {
        Some(libc::SIGKILL) => "killed: out of memory or time".into(),
        Some(libc::SIGSEGV) => "SIGSEGV".into(),
        Some(libc::SIGABRT) => "aborted, e.g. its stack or memory exhausted".into(),
        Some(s) => format!("signal {s}"),
        None => format!("exit status {}", status.code().unwrap_or(-1)),
    }
}

impl Checker for ConfinedChecker {
    fn check(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<(), Rejected> {
        let request = CheckRequest { task: task.id.clone(), device: device.clone(), source: text.to_string() };
        match self.run(&request) {
            Ok(CheckAnswer { rejected: None }) => Ok(()),
            Ok(CheckAnswer { rejected: Some((verdict, diagnostics)) }) => Err(Rejected { verdict, diagnostics }),
            Err(Failure::Source(why)) => {
                Err(Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![Diagnostic::error(Stage::Platform, why)] })
            }
            Err(Failure::Host(why)) => Err(Rejected {
                verdict: Verdict::Unsupported { missing: vec![format!("{} check", self.kind.name())] },
                diagnostics: vec![Diagnostic::error(Stage::Platform, why)],
            }),
        }
    }
}

/// `ekb front-end-check --kind KIND`: reads a request on stdin, checks it with the kind's own
/// checker in this process (which its parent started in the sandbox), and writes the answer on
/// stdout. Exit status 0 with an answer; 2 for a request it cannot read or a kind it has no checker
/// for (said on stderr).
pub fn serve_check(kind: Kind) -> ExitCode {
    let bytes = CHECK_MEMORY_MIB << 20;
    if let Err(e) = rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes) {
        eprintln!("RLIMIT_DATA: {e}");
        return ExitCode::from(2);
    }
    let mut body = Vec::new();
    if let Err(e) = std::io::stdin().take(MAX_REQUEST_BYTES).read_to_end(&mut body) {
        eprintln!("reading the request: {e}");
        return ExitCode::from(2);
    }
    let request: CheckRequest = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("the request: {e}");
            return ExitCode::from(2);
        }
    };
    let Some(task) = kernels::get(&request.task) else {
        eprintln!("no task `{}` in this suite", request.task);
        return ExitCode::from(2);
    };
    let checker = match crate::driver::driver(kind).checker_in_process() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let answer = match checker.check(&task.spec, &request.source, &request.device) {
        Ok(()) => CheckAnswer { rejected: None },
        Err(r) => CheckAnswer { rejected: Some((r.verdict, r.diagnostics)) },
    };
    match serde_json::to_writer(std::io::stdout().lock(), &answer) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("writing the answer: {e}");
            ExitCode::from(2)
        }
    }
}
