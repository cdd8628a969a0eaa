#![allow(unsafe_code)]

//! A script interpreter in bubblewrap ([`Sandbox::run_script`]): the recipe for a process that
//! executes a candidate's script — the TVM compile worker (`frontend-tvmscript`), where TVMScript's
//! parser evaluates the candidate's Python. One request on stdin, one answer on stdout.
//!
//! The sandbox is the compile sandbox's ([`Sandbox::compile_c`]): every namespace new (no network but
//! `lo`), uid/gid 65534, no capabilities, a new session, `/usr` read-only and no `/etc`, `/proc` or
//! host `/tmp`; plus the directories the interpreter lives in, read-only at their own paths, the
//! script's directory read-only at [`SCRIPT_DIR`], and a private tmpfs `/tmp` of
//! [`ScriptLimits::tmpfs_bytes`] (the working directory: the only writable place). Bubblewrap installs
//! the system-call filters of [`crate::seal::script_programs`] just before it runs the interpreter: no
//! sockets and none of the base stage's calls, and no new processes (`fork`, `vfork`, `clone` without
//! `CLONE_THREAD` — a fork bomb dies at its first fork). `RLIMIT_CPU`, `RLIMIT_AS`, `RLIMIT_FSIZE`
//! and no core files; past [`ScriptLimits::wall`] the sandbox's pid 1 and the process group are
//! killed. Standard output is bounded ([`ScriptLimits::stdout_bytes`]); of standard error the last
//! [`ScriptLimits::stderr_bytes`] are kept.

use std::ffi::OsString;
use std::io::{Read as _, Seek as _, Write as _};
use std::os::fd::{AsRawFd, FromRawFd as _, OwnedFd};
use std::os::unix::process::{CommandExt as _, ExitStatusExt as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt as _;

use crate::compile::{child_limits, kill_sandbox, Sandbox};
use crate::seal::{script_programs, SealError};

/// Where [`Script::script_dir`] is bound (read-only) inside the sandbox.
pub const SCRIPT_DIR: &str = "/ekb/script";

/// Limits on one script run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptLimits {
    /// Wall-clock limit; on expiry the sandbox is killed ([`ScriptError::Timeout`]).
    pub wall: Duration,
    /// CPU-time limit in seconds (`RLIMIT_CPU`, each process): `SIGXCPU`.
    pub cpu_seconds: u64,
    /// Address-space limit in bytes (`RLIMIT_AS`, each process): allocations past it fail
    /// (Python's `MemoryError`).
    pub memory_bytes: u64,
    /// Size of the private `/tmp` (a write past it fails with `ENOSPC`); also `RLIMIT_FSIZE`.
    pub tmpfs_bytes: u64,
    /// Most bytes read from standard output ([`ScriptError::OutputTooLarge`] past it).
    pub stdout_bytes: usize,
    /// Bytes of standard error kept (the last ones).
    pub stderr_bytes: usize,
}

impl Default for ScriptLimits {
    /// 60 s wall, 30 s CPU, 2 GiB address space, 64 MiB `/tmp`, 8 MiB of output, 16 KiB of stderr
    /// (TVM 0.27's import and one compile: ≈ 1.5 s CPU and 230 MB resident here; 1 GiB of address
    /// space suffices).
    fn default() -> Self {
        ScriptLimits {
            wall: Duration::from_secs(60),
            cpu_seconds: 30,
            memory_bytes: 2 << 30,
            tmpfs_bytes: 64 << 20,
            stdout_bytes: 8 << 20,
            stderr_bytes: 16 << 10,
        }
    }
}

/// What to run: `interpreter args…` with `stdin`, the interpreter at its host path.
#[derive(Debug, Clone, Default)]
pub struct Script {
    /// The interpreter (`…/venv/bin/python`), run at this path: it must lie under `/usr` or one of
    /// [`Self::ro_dirs`] (symbolic links followed inside the sandbox too).
    pub interpreter: PathBuf,
    /// Directories visible read-only at their own paths (a venv, the Python installation it links to).
    pub ro_dirs: Vec<PathBuf>,
    /// A directory visible read-only at [`SCRIPT_DIR`] (the script and its modules).
    pub script_dir: PathBuf,
    /// Arguments after the interpreter.
    pub args: Vec<OsString>,
    /// Variables set inside (after `PATH=/usr/bin TMPDIR=/tmp HOME=/tmp LC_ALL=C.UTF-8`).
    pub env: Vec<(OsString, OsString)>,
    /// Written to its standard input, which is then closed.
    pub stdin: Vec<u8>,
}

/// A script that ran to its end (any exit status).
#[derive(Debug, Clone)]
pub struct ScriptOutput {
    /// Its exit status as bubblewrap reports it (a signal inside is `128 + n`).
    pub code: Option<i32>,
    /// Standard output, whole (at most [`ScriptLimits::stdout_bytes`]).
    pub stdout: Vec<u8>,
    /// The end of standard error (lossy UTF-8).
    pub stderr: String,
}

/// Why a script gave no output.
#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    /// It ran past [`ScriptLimits::wall`] and was killed.
    #[error("it ran past the {0:?} wall-clock limit and was killed")]
    Timeout(Duration),
    /// It was killed by a signal: a forbidden system call, a resource limit, a crash.
    #[error("it was killed by {} ({}){}", signal_name(*.signal), signal_reason(*.signal), last_output(stderr))]
    Killed {
        /// The signal number.
        signal: i32,
        /// The end of its standard error.
        stderr: String,
    },
    /// It wrote more than [`ScriptLimits::stdout_bytes`] to standard output.
    #[error("it wrote more than {0} bytes to its standard output")]
    OutputTooLarge(usize),
    /// The system-call filters could not be built.
    #[error(transparent)]
    Filter(#[from] SealError),
    /// Spawning bubblewrap, or its pipes, failed.
    #[error("sandbox I/O: {0}")]
    Io(#[from] std::io::Error),
}

/// "; its last output: …" with `stderr`'s text, or nothing when it wrote none (a script killed at
/// its first forbidden call often has not).
pub fn last_output(stderr: &str) -> String {
    let text = stderr.trim();
    if text.is_empty() {
        String::new()
    } else {
        format!("; its last output: {text}")
    }
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGSYS => "SIGSYS",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        _ => "a signal",
    }
}

fn signal_reason(signal: i32) -> &'static str {
    match signal {
        libc::SIGSYS => "a system call its sandbox forbids: a socket, a new process, a mount, …",
        libc::SIGXCPU => "its CPU-time limit",
        libc::SIGXFSZ => "its file-size limit",
        // RLIMIT_CPU's soft and hard bounds are equal: past it the kernel sends SIGKILL.
        libc::SIGKILL => "its CPU-time limit, or the system's out-of-memory killer",
        _ => "a crash, or an allocation past its memory limit",
    }
}

impl Sandbox {
    /// Runs `script` confined (the module documentation lists what it sees and may do) within
    /// `limits`, and returns its output once it ends.
    ///
    /// # Errors
    /// [`ScriptError::Timeout`] past the wall-clock limit; [`ScriptError::Killed`] when a signal ends
    /// it (`SIGSYS` for a forbidden system call); [`ScriptError::OutputTooLarge`];
    /// [`ScriptError::Filter`] and [`ScriptError::Io`] when the sandbox cannot be started.
    pub fn run_script(&self, script: &Script, limits: &ScriptLimits) -> Result<ScriptOutput, ScriptError> {
        let filters = script_programs()?.iter().map(filter_fd).collect::<std::io::Result<Vec<OwnedFd>>>()?;
        // bwrap writes `{"child-pid": N}` (the sandbox's pid 1, in our pid namespace) to this pipe.
        let mut fds = [0 as libc::c_int; 2];
        // SAFETY: pipe2 writes two fresh descriptors into `fds`.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
            return Err(std::io::Error::last_os_error().into());
        }
        // SAFETY: both descriptors were just created and are owned here alone.
        let (info_r, info_w) = unsafe { (std::fs::File::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        let inherited: Vec<i32> = filters.iter().map(AsRawFd::as_raw_fd).chain([info_w.as_raw_fd()]).collect();

        let mut c = Command::new(self.bwrap_path());
        c.arg("--info-fd").arg(info_w.as_raw_fd().to_string());
        for f in &filters {
            c.arg("--add-seccomp-fd").arg(f.as_raw_fd().to_string());
        }
        self.base_args(&mut c, true);
        c.args(["--size", &limits.tmpfs_bytes.to_string(), "--tmpfs", "/tmp"]);
        for d in &script.ro_dirs {
            c.arg("--ro-bind").arg(d).arg(d);
        }
        c.arg("--ro-bind").arg(&script.script_dir).arg(SCRIPT_DIR);
        c.args(["--chdir", "/tmp", "--clearenv"]);
        c.args(["--setenv", "PATH", "/usr/bin", "--setenv", "TMPDIR", "/tmp", "--setenv", "HOME", "/tmp", "--setenv", "LC_ALL", "C.UTF-8"]);
        for (k, v) in &script.env {
            c.arg("--setenv").arg(k).arg(v);
        }
        c.arg("--").arg(&script.interpreter).args(&script.args);
        c.env_clear().stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
        let (cpu, mem, fsize) = (limits.cpu_seconds, limits.memory_bytes, limits.tmpfs_bytes);
        // SAFETY: the closure runs in the forked child before exec and only calls fcntl and setrlimit
        // (async-signal-safe). The info pipe's write end and the filters survive exec for bwrap.
        unsafe {
            c.pre_exec(move || child_limits(&inherited, cpu, mem, fsize));
        }
        let mut child = c.spawn()?;
        drop(info_w);
        drop(filters);
        let mut stdin = child.stdin.take().expect("piped");
        let input = script.stdin.clone();
        let writer = std::thread::spawn(move || {
            // A script that exits without reading its input closes the pipe: not our error.
            let _ = stdin.write_all(&input);
        });
        let stdout = child.stdout.take().expect("piped");
        let out_limit = limits.stdout_bytes;
        let reader = std::thread::spawn(move || {
            let mut buf = Vec::new();
            let r = stdout.take(out_limit as u64 + 1).read_to_end(&mut buf);
            r.map(|_| buf)
        });
        let stderr = child.stderr.take().expect("piped");
        let err_limit = limits.stderr_bytes;
        let err_reader = std::thread::spawn(move || tail(stderr, err_limit));

        let status = child.wait_timeout(limits.wall)?;
        let Some(status) = status else {
            kill_sandbox(&mut child, &info_r);
            let _ = (writer.join(), reader.join(), err_reader.join());
            return Err(ScriptError::Timeout(limits.wall));
        };
        // The sandbox's processes ended with its pid 1 (bubblewrap's `--die-with-parent` and pid
        // namespace), and none could fork.
        let _ = writer.join();
        let stdout = reader.join().map_err(|_| std::io::Error::other("the output reader panicked"))??;
        let stderr = err_reader.join().map_err(|_| std::io::Error::other("the error reader panicked"))?;
        if stdout.len() > limits.stdout_bytes {
            return Err(ScriptError::OutputTooLarge(limits.stdout_bytes));
        }
        // bwrap reports a child killed by a signal as exit status 128 + signal.
        let signal = status.signal().or_else(|| status.code().filter(|c| (129..160).contains(c)).map(|c| c - 128));
        if let Some(signal) = signal {
            return Err(ScriptError::Killed { signal, stderr });
        }
        Ok(ScriptOutput { code: status.code(), stdout, stderr })
    }
}

/// A BPF program in a sealed memory file, its offset at 0 (bubblewrap reads it to the end).
fn filter_fd(program: &seccompiler::BpfProgram) -> std::io::Result<OwnedFd> {
    let bytes: Vec<u8> =
        program.iter().flat_map(|f| f.code.to_ne_bytes().into_iter().chain([f.jt, f.jf]).chain(f.k.to_ne_bytes())).collect();
    // SAFETY: memfd_create takes a NUL-terminated name and flags; the result is checked.
    let fd = unsafe { libc::memfd_create(c"ekb-seccomp".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just created and is owned here alone.
    let mut file = unsafe { std::fs::File::from_raw_fd(fd) };
    file.write_all(&bytes)?;
    file.rewind()?;
    Ok(OwnedFd::from(file))
}

/// The last `limit` bytes `r` produces, as lossy UTF-8.
fn tail(mut r: impl std::io::Read, limit: usize) -> String {
    let mut kept: Vec<u8> = Vec::new();
    let mut chunk = [0u8; 8192];
    while let Ok(n) = r.read(&mut chunk) {
        if n == 0 {
            break;
        }
        kept.extend_from_slice(&chunk[..n]);
        if kept.len() > 2 * limit {
            kept.drain(..kept.len() - limit);
        }
    }
    let start = kept.len().saturating_sub(limit);
    String::from_utf8_lossy(&kept[start..]).into_owned()
}

/// The directories a script needs for `interpreter`: the venv it belongs to (two levels above
/// `bin/python`) and the installation its resolved executable lives in (two levels above
/// `…/bin/python3.x`), each unless it is under `/usr` (visible already).
pub fn interpreter_dirs(interpreter: &Path) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let real = std::fs::canonicalize(interpreter).unwrap_or_else(|_| interpreter.to_path_buf());
    for p in [interpreter, real.as_path()] {
        if let Some(root) = p.parent().and_then(Path::parent) {
            if !root.starts_with("/usr") && root != Path::new("/") && !dirs.iter().any(|d: &PathBuf| d == root) {
                dirs.push(root.to_path_buf());
            }
        }
    }
    dirs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A script killed before it wrote anything gets no dangling "its last output:"; one that wrote
    /// something gets its text, trimmed.
    #[test]
    fn a_killed_scripts_message_names_its_output_only_when_there_is_some() {
        let silent = ScriptError::Killed { signal: libc::SIGSYS, stderr: " \n".into() }.to_string();
        assert!(silent.starts_with("it was killed by SIGSYS (") && silent.ends_with(')'), "{silent}");
        assert!(!silent.contains("last output"), "{silent}");
        let said = ScriptError::Killed { signal: libc::SIGSYS, stderr: "Traceback …\n".into() }.to_string();
        assert!(said.ends_with("; its last output: Traceback …"), "{said}");
    }
}
