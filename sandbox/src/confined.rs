#![allow(unsafe_code)]

//! A whole process in bubblewrap: the recipe for every process that runs untrusted native code
//! (the kernel hosts of `ekb-confined`), with the executable at a fixed path so it is found
//! wherever it lives on the host (a checkout under `/tmp`, whose private tmpfs would otherwise
//! hide it).

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::compile::{Sandbox, SandboxUnavailable, SANDBOX_UID};

/// Where the confined process's executable is bound (read-only) inside the sandbox. A fixed path
/// outside every mount the sandbox makes (`/tmp` is a private tmpfs, `/usr` the host's), so an
/// executable under the host's `/tmp` is still found.
pub const CONFINED_EXE: &str = "/ekb/ekb";

/// Size of a confined process's private `/tmp` (a tmpfs): 256 MiB. Its working directory, a kernel
/// host's scratch files (a `c` kernel's object, PoCL's kernel cache) live there; a write past it
/// fails with `ENOSPC`.
pub const CONFINED_TMPFS_BYTES: u64 = 256 << 20;

/// One more thing of the host a confined process sees, after the base recipe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bind {
    /// `--ro-bind-try SRC DST`: a file or directory, read-only; skipped when `src` does not exist.
    ReadOnly {
        /// Path on the host.
        src: PathBuf,
        /// Path inside the sandbox.
        dst: PathBuf,
    },
    /// `--dev-bind-try PATH PATH`: a device node (a GPU's `/dev/dri/renderD128`, `/dev/nvidia0`,
    /// `/dev/mali0`, `/dev/kgsl-3d0`) usable inside; skipped when it does not exist.
    Device {
        /// The node's path, the same inside.
        path: PathBuf,
    },
}

/// What to run confined: the executable (bound at [`CONFINED_EXE`]), its arguments, environment
/// variables set inside (the rest of the environment is cleared), extra [`Bind`]s, and optionally the
/// descriptor bubblewrap writes its `{"child-pid": N}` to (`--info-fd`).
#[derive(Clone, Debug, Default)]
pub struct ConfinedCommand {
    /// The executable on the host.
    pub exe: PathBuf,
    /// Its arguments.
    pub args: Vec<OsString>,
    /// Variables set inside (after `PATH=/usr/bin TMPDIR=/tmp LC_ALL=C`).
    pub env: Vec<(OsString, OsString)>,
    /// What else of the host is visible.
    pub binds: Vec<Bind>,
    /// `--info-fd`: a descriptor the child inherits (not close-on-exec), where bubblewrap writes the
    /// sandbox's pid 1 as seen from here.
    pub info_fd: Option<i32>,
}

impl Bind {
    fn push(&self, c: &mut Command) {
        match self {
            Bind::ReadOnly { src, dst } => {
                c.arg("--ro-bind-try").arg(src).arg(dst);
            }
            Bind::Device { path } => {
                c.arg("--dev-bind-try").arg(path).arg(path);
            }
        }
    }
}

impl Sandbox {
    /// A `bwrap` command that runs `spec.exe` in a sandbox of its own: every namespace unshared (no
    /// network but `lo`, its own pid namespace with bubblewrap's reaper as pid 1), uid/gid
    /// [`crate::SANDBOX_UID`], all capabilities dropped, `no_new_privs`, `--die-with-parent`; visible:
    /// `/usr` read-only with the merged-`/usr` symlinks, a minimal `/dev` whose `/dev/tty` is
    /// `/dev/null`, `/proc/cpuinfo` alone (read-only; no procfs is mounted), the
    /// executable read-only at [`CONFINED_EXE`], a private tmpfs `/tmp` of [`CONFINED_TMPFS_BYTES`]
    /// (the working directory), and `spec.binds`; no `/etc`, no `/home`, nothing else. The environment
    /// is cleared and set to `PATH=/usr/bin TMPDIR=/tmp LC_ALL=C` and `spec.env`; bwrap itself gets an
    /// empty one. Resource limits are the confined process's own to set (it starts untrusted code only
    /// after setting them).
    ///
    /// No `--new-session`: the process stays in its parent's session, where the scheduler's autogroup
    /// puts it in one group with its parent and the parent's other confined processes (separate
    /// sessions are scheduled as separate groups, and two hosts timed against each other then ran at
    /// unrelated shares of a loaded CPU: the same kernel against itself measured 0.28–1.15×, in one
    /// session 0.76–1.16×, load ≈ 13 on 2 cores). What a session would protect — the parent's
    /// terminal — is out of reach another way: `/dev/tty` is `/dev/null` inside, the process's
    /// descriptors are the caller's to choose, and a confined process under its filters
    /// ([`crate::seal`]) may not `ioctl(TIOCSTI)`. The caller makes it a process group of its own
    /// (`Command::process_group(0)` on this command) to stop and kill it whole.
    ///
    /// # Errors
    /// [`SandboxUnavailable::BwrapFailed`] when the executable cannot be resolved.
    pub fn confined_command(&self, spec: &ConfinedCommand) -> Result<Command, SandboxUnavailable> {
        let bwrap = self.bwrap_path();
        let exe = std::fs::canonicalize(&spec.exe)
            .map_err(|e| SandboxUnavailable::BwrapFailed { detail: format!("the executable {}: {e}", spec.exe.display()) })?;
        let mut c = Command::new(bwrap);
        if let Some(fd) = spec.info_fd {
            c.arg("--info-fd").arg(fd.to_string());
        }
        self.base_args(&mut c, false);
        c.args(["--dev-bind", "/dev/null", "/dev/tty"]);
        if Path::new("/proc/cpuinfo").is_file() {
            c.args(["--ro-bind", "/proc/cpuinfo", "/proc/cpuinfo"]);
        }
        c.args(["--size", &CONFINED_TMPFS_BYTES.to_string(), "--tmpfs", "/tmp"]);
        c.arg("--ro-bind").arg(&exe).arg(CONFINED_EXE);
        for b in &spec.binds {
            b.push(&mut c);
        }
        c.args(["--chdir", "/tmp", "--clearenv"]);
        c.args(["--setenv", "PATH", "/usr/bin", "--setenv", "TMPDIR", "/tmp", "--setenv", "LC_ALL", "C"]);
        for (k, v) in &spec.env {
            c.arg("--setenv").arg(k).arg(v);
        }
        c.arg("--").arg(CONFINED_EXE).args(&spec.args);
        c.env_clear();
        Ok(c)
    }
}

/// Whether this process looks confined the way [`Sandbox::confined_command`] confines one; `Err` names
/// the first check that fails. A kernel host checks it before it serves (a host started by hand
/// outside its sandbox refuses). The checks (each true in the sandbox, and false on any ordinary
/// host, container or login): no `/etc` (every Linux system has one; the sandbox shows only `/usr`),
/// no `/proc/self` (no procfs is mounted in the sandbox), uid and gid [`SANDBOX_UID`] (the sandbox's user
/// namespace maps only that), and no network interface but `lo` (a fresh network namespace). An
/// environment built to pass them all is a sandbox of its own making; it is not the host.
///
/// # Errors
/// The first check that fails ([`NotConfined`]).
pub fn confinement() -> Result<(), NotConfined> {
    if std::fs::symlink_metadata("/etc").is_ok() {
        return Err(NotConfined::EtcVisible);
    }
    if std::fs::symlink_metadata("/proc/self").is_ok() {
        return Err(NotConfined::ProcMounted);
    }
    // SAFETY: getuid/getgid have no preconditions.
    let (uid, gid) = unsafe { (libc::getuid(), libc::getgid()) };
    if (uid, gid) != (SANDBOX_UID, SANDBOX_UID) {
        return Err(NotConfined::User { uid, gid });
    }
    let interfaces = network_interfaces().map_err(NotConfined::Interfaces)?;
    if interfaces.iter().any(|i| i != "lo") {
        return Err(NotConfined::Network(interfaces));
    }
    Ok(())
}

/// Why this process is not confined the way [`Sandbox::confined_command`] confines one: the first
/// check of [`confinement`] that fails.
#[derive(Debug, thiserror::Error)]
pub enum NotConfined {
    /// `/etc` exists.
    #[error("/etc is visible")]
    EtcVisible,
    /// `/proc/self` exists.
    #[error("/proc is mounted")]
    ProcMounted,
    /// The process's user and group are not [`SANDBOX_UID`].
    #[error("uid {uid} gid {gid}, not {SANDBOX_UID}")]
    User {
        /// `getuid()`.
        uid: u32,
        /// `getgid()`.
        gid: u32,
    },
    /// The network interfaces could not be listed.
    #[error("listing network interfaces: {0}")]
    Interfaces(#[source] std::io::Error),
    /// Interfaces other than `lo` exist (all of them listed).
    #[error("network interfaces {0:?}, not only `lo`")]
    Network(Vec<String>),
}

/// The names of this network namespace's interfaces (`if_nameindex(3)`).
pub fn network_interfaces() -> std::io::Result<Vec<String>> {
    // SAFETY: if_nameindex returns a list terminated by a zero entry, freed below with if_freenameindex.
    unsafe {
        let list = libc::if_nameindex();
        if list.is_null() {
            return Err(std::io::Error::last_os_error());
        }
        let mut names = Vec::new();
        let mut p = list;
        while (*p).if_index != 0 && !(*p).if_name.is_null() {
            names.push(std::ffi::CStr::from_ptr((*p).if_name).to_string_lossy().into_owned());
            p = p.add(1);
        }
        libc::if_freenameindex(list);
        Ok(names)
    }
}

/// The arguments of `c` as one line, for messages (`bwrap --unshare-all … -- /ekb/ekb kernel-host …`).
pub fn command_line(c: &Command) -> String {
    std::iter::once(c.get_program()).chain(c.get_args()).map(OsStr::to_string_lossy).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_executable_is_bound_at_a_fixed_path_after_the_tmpfs() {
        let Ok(sandbox) = Sandbox::detect() else { return };
        let spec = ConfinedCommand {
            exe: PathBuf::from("/usr/bin/true"),
            args: vec!["x".into()],
            env: vec![("A".into(), "1".into())],
            binds: vec![Bind::Device { path: "/dev/dri".into() }],
            info_fd: Some(7),
        };
        let c = sandbox.confined_command(&spec).unwrap();
        let line = command_line(&c);
        let tmpfs = line.find("--tmpfs /tmp").unwrap();
        let exe = line.find(&format!("{CONFINED_EXE} --dev-bind-try")).unwrap();
        assert!(tmpfs < exe, "the executable is bound after the tmpfs that could hide it: {line}");
        assert!(line.starts_with(&format!("{} --info-fd 7 --unshare-all", sandbox.bwrap_path().display())), "{line}");
        assert!(line.ends_with(&format!("--setenv A 1 -- {CONFINED_EXE} x")), "{line}");
        assert!(line.contains("--dev-bind-try /dev/dri /dev/dri"), "{line}");
    }
}
