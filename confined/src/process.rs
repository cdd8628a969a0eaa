//! Starting a kernel host: `ekb kernel-host …` inside its own bubblewrap sandbox
//! ([`ekb_sandbox::Sandbox::confined_command`]), with one end of a Unix socket pair as its
//! descriptor [`HOST_FD`], its stdout and stderr on a pipe the worker drains with a bound
//! ([`BoundedOutput`]), and no other descriptor of the worker (the worker's answer channel
//! included). bubblewrap starts as a process group of its own, which every process of the sandbox
//! inherits and may not leave (`setsid`/`setpgid` are filtered), so the worker stops it whenever it
//! does not serve a request ([`HostProcess::pause`]) and kills all of it at the end.

#![allow(unsafe_code)]

use std::ffi::OsString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, ExitStatus, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ekb_sandbox::{Bind, ConfinedCommand, Sandbox, SandboxUnavailable};

use crate::host::HostKind;
use crate::output::BoundedOutput;

/// The descriptor a host finds its socket on.
pub const HOST_FD: i32 = 3;

/// Which side of the comparison a host runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The candidate's kernels: a fresh host per evaluation, sealed before its kernel runs.
    Candidate,
    /// The task's reference kernels and the peak probe (our code): kept by the worker across jobs.
    Reference,
}

impl Role {
    /// `candidate` or `reference`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Candidate => "candidate",
            Role::Reference => "reference",
        }
    }
}

/// How to start hosts of one device.
#[derive(Clone, Debug)]
pub struct HostSpec {
    /// The `ekb` executable (bound at [`ekb_sandbox::CONFINED_EXE`] inside).
    pub exe: PathBuf,
    /// The backend it serves.
    pub kind: HostKind,
    /// Its `RLIMIT_DATA` in MiB (0: none): the job's memory limit.
    pub memory_limit_mib: u64,
    /// Seal candidate hosts after their program is built ([`crate::host::HostConfig::seal_after_compile`]):
    /// always for `c`; for `opencl` where the driver is known to run kernels with the sealed filter (PoCL).
    pub seal_candidates: bool,
    /// What else of the host its sandbox shows (an OpenCL driver's files and device nodes).
    pub binds: Vec<Bind>,
    /// Environment variables set inside.
    pub env: Vec<(OsString, OsString)>,
    /// How long a host may take to say `hello` (opening a device, loading a driver).
    pub start_timeout: Duration,
    /// How long one request may take (a build, a timed batch, a launch) before the host is killed.
    pub request_timeout: Duration,
}

impl HostSpec {
    /// The `kernel-host` arguments for a host of `role`.
    pub fn args(&self, role: Role) -> Vec<OsString> {
        let mut a: Vec<OsString> = vec!["kernel-host".into(), "--fd".into(), HOST_FD.to_string().into()];
        match &self.kind {
            HostKind::Cpu { threads, launch_timeout } => {
                a.extend(["--kind".into(), "c".into(), "--threads".into(), threads.to_string().into()]);
                a.extend(["--launch-timeout-ms".into(), launch_timeout.as_millis().to_string().into()]);
            }
            HostKind::OpenCl { platform, device, wait_limit_ms } => {
                a.extend(["--kind".into(), "opencl".into(), "--device".into(), format!("{platform}:{device}").into()]);
                a.extend(["--launch-timeout-ms".into(), wait_limit_ms.to_string().into()]);
            }
            HostKind::Wgpu { backend, adapter, wait_limit_ms } => {
                a.extend(["--kind".into(), "wgsl".into(), "--device".into(), format!("{backend}:{adapter}").into()]);
                a.extend(["--launch-timeout-ms".into(), wait_limit_ms.to_string().into()]);
            }
        }
        a.extend(["--memory-limit-mib".into(), self.memory_limit_mib.to_string().into()]);
        if role == Role::Candidate && self.seal_candidates {
            a.push("--seal".into());
        }
        a
    }
}

/// A running host: bubblewrap (the child, which leads the sandbox's process group) and its captured
/// output.
#[derive(Debug)]
pub struct HostProcess {
    child: Child,
    /// The process group: bubblewrap's pid.
    group: i32,
    /// The host's stdout and stderr, bounded.
    pub output: Arc<BoundedOutput>,
    /// Its role.
    pub role: Role,
}

fn pipe() -> std::io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: pipe2 writes two fresh descriptors into `fds`.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: both were just created and are owned here alone.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

impl HostProcess {
    /// Starts a host of `role` from `spec` in `sandbox`; returns it and the worker's end of its socket.
    ///
    /// # Errors
    /// [`SandboxUnavailable`] when the command cannot be built; an I/O error when it cannot start.
    pub fn spawn(sandbox: &Sandbox, spec: &HostSpec, role: Role) -> Result<(HostProcess, UnixStream), SpawnError> {
        let (ours, theirs) = UnixStream::pair().map_err(SpawnError::Io)?;
        let (out_r, out_w) = pipe().map_err(SpawnError::Io)?;
        let err_w = out_w.try_clone().map_err(SpawnError::Io)?;
        let command = ConfinedCommand {
            exe: spec.exe.clone(),
            args: spec.args(role),
            env: spec.env.clone(),
            binds: spec.binds.clone(),
            info_fd: None,
        };
        let mut cmd = sandbox.confined_command(&command).map_err(SpawnError::Sandbox)?;
        // A process group of its own, which every process of the sandbox inherits.
        cmd.stdin(Stdio::null()).stdout(Stdio::from(out_w)).stderr(Stdio::from(err_w)).process_group(0);
        let sock = theirs.as_raw_fd();
        // SAFETY: the closure runs in the forked child before exec and only calls fcntl, dup2, close
        // and close_range (async-signal-safe).
        unsafe {
            cmd.pre_exec(move || {
                // Above every descriptor we place, then into place (dup2 clears close-on-exec).
                let a = libc::fcntl(sock, libc::F_DUPFD, 10);
                if a < 0 || libc::dup2(a, HOST_FD) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                // Nothing else of the worker's crosses: not its answer channel, not another host's socket.
                if libc::syscall(libc::SYS_close_range, HOST_FD as u32 + 1, u32::MAX, 0) != 0 {
                    let mut fd = HOST_FD + 1;
                    while fd < 4096 {
                        libc::close(fd);
                        fd += 1;
                    }
                }
                Ok(())
            });
        }
        let child = cmd.spawn().map_err(SpawnError::Io)?;
        drop(theirs);
        let output = BoundedOutput::drain(std::fs::File::from(out_r)).map_err(SpawnError::Io)?;
        let group = i32::try_from(child.id()).map_err(|_| SpawnError::Io(std::io::Error::other("a pid over i32")))?;
        Ok((HostProcess { child, group, output, role }, ours))
    }

    /// The sandbox's process group (bubblewrap's pid).
    pub fn group(&self) -> i32 {
        self.group
    }

    fn signal_group(&self, sig: libc::c_int) {
        // SAFETY: kill has no memory-safety preconditions; the group is this host's sandbox.
        unsafe { libc::kill(-self.group, sig) };
    }

    /// Stops every process of the sandbox (`SIGSTOP` to its group): a host runs only while it serves a
    /// request, so nothing it left running competes with the other host's timed work.
    pub fn pause(&self) {
        self.signal_group(libc::SIGSTOP);
    }

    /// Resumes the sandbox (`SIGCONT`).
    pub fn resume(&self) {
        self.signal_group(libc::SIGCONT);
    }

    /// Kills the whole sandbox (every process of its group: bubblewrap, the sandbox's pid 1, which takes
    /// its pid namespace with it, and the host), and waits up to `wait` for bubblewrap's status.
    pub fn kill(&mut self, wait: Duration) -> Option<ExitStatus> {
        self.signal_group(libc::SIGKILL);
        let _ = self.child.kill();
        self.wait(wait)
    }

    /// Bubblewrap's exit status if it ends within `wait`.
    pub fn wait(&mut self, wait: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(s)) => return Some(s),
                Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
                _ => return None,
            }
        }
    }
}

impl Drop for HostProcess {
    fn drop(&mut self) {
        self.kill(Duration::from_secs(2));
    }
}

/// Why a host could not be started.
#[derive(Debug, thiserror::Error)]
pub enum SpawnError {
    /// No sandbox to start it in.
    #[error(transparent)]
    Sandbox(SandboxUnavailable),
    /// The process could not be started.
    #[error("starting the kernel host: {0}")]
    Io(std::io::Error),
}

/// How a host (through bubblewrap, which exits with 128 + the signal that killed its child) ended.
pub fn describe_exit(status: ExitStatus) -> String {
    let signal = status.signal().or_else(|| status.code().filter(|c| (129..160).contains(c)).map(|c| c - 128));
    match signal {
        Some(31) => {
            "was killed by SIGSYS (a system call its sandbox forbids, such as opening a file or a socket or starting a process)".into()
        }
        Some(11) => "crashed with SIGSEGV (a memory access outside the kernel's buffers)".into(),
        Some(7) => "crashed with SIGBUS (a bad memory access)".into(),
        Some(4) => "crashed with SIGILL (an illegal instruction, e.g. __builtin_trap)".into(),
        Some(8) => "crashed with SIGFPE (an arithmetic fault, e.g. an integer division by zero)".into(),
        Some(6) => "aborted (SIGABRT)".into(),
        Some(9) => "was killed by SIGKILL".into(),
        Some(s) => format!("was killed by signal {s}"),
        None => format!("exited with {status}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_name_the_role_and_seal_only_candidates() {
        let spec = HostSpec {
            exe: "/usr/bin/true".into(),
            kind: HostKind::OpenCl { platform: 0, device: 1, wait_limit_ms: 500 },
            memory_limit_mib: 64,
            seal_candidates: true,
            binds: vec![],
            env: vec![],
            start_timeout: Duration::from_secs(1),
            request_timeout: Duration::from_secs(1),
        };
        let s = |role| spec.args(role).iter().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>().join(" ");
        assert_eq!(
            s(Role::Candidate),
            "kernel-host --fd 3 --kind opencl --device 0:1 --launch-timeout-ms 500 --memory-limit-mib 64 --seal"
        );
        assert_eq!(s(Role::Reference), "kernel-host --fd 3 --kind opencl --device 0:1 --launch-timeout-ms 500 --memory-limit-mib 64");
        assert!(describe_exit(ExitStatus::from_raw(159 << 8)).contains("SIGSYS"));
    }

    /// What `args` writes, `HostKind::from_args` reads back (the two ends of `ekb kernel-host`'s
    /// command line), and it refuses anything else.
    #[test]
    fn host_kinds_round_trip_through_the_arguments() {
        let kinds = [
            HostKind::OpenCl { platform: 2, device: 1, wait_limit_ms: 500 },
            HostKind::Cpu { threads: 3, launch_timeout: Duration::from_millis(700) },
            HostKind::Wgpu { backend: "vulkan".into(), adapter: 1, wait_limit_ms: 900 },
        ];
        for kind in kinds {
            let spec = HostSpec {
                exe: "/usr/bin/true".into(),
                kind: kind.clone(),
                memory_limit_mib: 0,
                seal_candidates: false,
                binds: vec![],
                env: vec![],
                start_timeout: Duration::from_secs(1),
                request_timeout: Duration::from_secs(1),
            };
            let args: Vec<String> = spec.args(Role::Reference).iter().map(|a| a.to_string_lossy().into_owned()).collect();
            let value = |flag: &str| args.iter().position(|a| a == flag).map(|i| args[i + 1].clone());
            let threads = value("--threads").map_or(1, |t| t.parse().unwrap());
            let timeout = value("--launch-timeout-ms").unwrap().parse().unwrap();
            let back = HostKind::from_args(&value("--kind").unwrap(), threads, value("--device").as_deref(), timeout).unwrap();
            assert_eq!(back, kind);
        }
        assert!(HostKind::from_args("wgsl", 1, None, 1).is_err());
        assert!(HostKind::from_args("wgsl", 1, Some("vulkan:x"), 1).is_err());
        assert!(HostKind::from_args("cuda", 1, None, 1).is_err());
        assert!(HostKind::from_args("opencl", 1, None, 1).is_err());
        assert!(HostKind::from_args("opencl", 1, Some("0"), 1).is_err());
        assert!(HostKind::from_args("opencl", 1, Some("a:1"), 1).is_err());
    }
}
