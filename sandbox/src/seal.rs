//! Process-wide system-call filters for a confined process (a kernel host), installed with
//! `SECCOMP_FILTER_FLAG_TSYNC` so they cover every thread it has — an OpenCL driver's too — and
//! inherited by every thread it starts later.
//!
//! Two stages, each a deny list whose action is `SECCOMP_RET_KILL_PROCESS` (the parent sees the
//! process die by `SIGSYS`), because the code a kernel host runs — a driver, its compiler and
//! linker — makes system calls no one can list in advance, while the calls that reach past the
//! sandbox are few and known:
//!
//! - [`Stage::Base`], from the host's start, before any driver is loaded: no network
//!   ([`BASE_DENIED`]: sockets), no debugging or reading another process (`ptrace`,
//!   `process_vm_*`), no mounts or namespaces, no `bpf`, `perf_event_open`, `io_uring_*`,
//!   `keyctl`, kernel modules, no leaving the sandbox's process group (`setsid`, `setpgid`: the
//!   parent stops and resumes the whole group with one signal), and no typing into a terminal
//!   (`ioctl` `TIOCSTI`, `TIOCLINUX`). `clone3` answers `ENOSYS`, so that glibc falls back to
//!   `clone`, whose flags a filter can read.
//! - [`Stage::Sealed`], once the host has built its program (before any kernel runs): also no new
//!   programs or processes (`execve`, `execveat`, `fork`, `vfork`, `clone` without `CLONE_THREAD`),
//!   no opening or creating files (`open`, `openat`, `openat2`, `creat`, `memfd_create`, …) and no
//!   changes to the file system (links, renames, directories, modes, owners, truncation) —
//!   [`SEALED_DENIED`]. Threads may still start, memory be mapped, and files already open be read and
//!   written.
//!
//! On x86-64 a call made through the x32 ABI (the number with bit 30 set) is killed in both stages
//! (a deny list keyed by number would not see it), and any other architecture's entry (`int $0x80`)
//! is killed by the architecture check.

#![allow(unsafe_code)]

use std::collections::BTreeMap;

#[cfg(target_arch = "x86_64")]
use seccompiler::sock_filter;
use seccompiler::{BpfProgram, SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule, TargetArch};

/// Which filter to install.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// From the start of a confined process: [`BASE_DENIED`].
    Base,
    /// Once its program is built, before any kernel runs: [`SEALED_DENIED`] (added to the base).
    Sealed,
}

/// Why a filter could not be installed.
#[derive(Debug, thiserror::Error)]
#[error("could not install the {stage:?} system-call filter: {message}")]
pub struct SealError {
    /// The stage.
    pub stage: Stage,
    /// seccompiler's or the kernel's message.
    pub message: String,
}

/// The system calls [`Stage::Base`] kills the process for (name, number on this architecture).
pub const BASE_DENIED: &[(&str, i64)] = &[
    ("socket", libc::SYS_socket),
    ("socketpair", libc::SYS_socketpair),
    ("connect", libc::SYS_connect),
    ("bind", libc::SYS_bind),
    ("listen", libc::SYS_listen),
    ("accept", libc::SYS_accept),
    ("accept4", libc::SYS_accept4),
    ("ptrace", libc::SYS_ptrace),
    ("process_vm_readv", libc::SYS_process_vm_readv),
    ("process_vm_writev", libc::SYS_process_vm_writev),
    ("pidfd_getfd", libc::SYS_pidfd_getfd),
    ("process_madvise", libc::SYS_process_madvise),
    ("mount", libc::SYS_mount),
    ("umount2", libc::SYS_umount2),
    ("pivot_root", libc::SYS_pivot_root),
    ("chroot", libc::SYS_chroot),
    ("unshare", libc::SYS_unshare),
    ("setns", libc::SYS_setns),
    ("open_tree", libc::SYS_open_tree),
    ("move_mount", libc::SYS_move_mount),
    ("fsopen", libc::SYS_fsopen),
    ("fsconfig", libc::SYS_fsconfig),
    ("fsmount", libc::SYS_fsmount),
    ("fspick", libc::SYS_fspick),
    ("mount_setattr", libc::SYS_mount_setattr),
    ("bpf", libc::SYS_bpf),
    ("perf_event_open", libc::SYS_perf_event_open),
    ("io_uring_setup", libc::SYS_io_uring_setup),
    ("io_uring_enter", libc::SYS_io_uring_enter),
    ("io_uring_register", libc::SYS_io_uring_register),
    ("keyctl", libc::SYS_keyctl),
    ("add_key", libc::SYS_add_key),
    ("request_key", libc::SYS_request_key),
    ("userfaultfd", libc::SYS_userfaultfd),
    ("init_module", libc::SYS_init_module),
    ("finit_module", libc::SYS_finit_module),
    ("delete_module", libc::SYS_delete_module),
    ("kexec_load", libc::SYS_kexec_load),
    ("kexec_file_load", libc::SYS_kexec_file_load),
    ("setsid", libc::SYS_setsid),
    ("setpgid", libc::SYS_setpgid),
    ("name_to_handle_at", libc::SYS_name_to_handle_at),
    ("open_by_handle_at", libc::SYS_open_by_handle_at),
    ("personality", libc::SYS_personality),
];

/// The system calls [`Stage::Sealed`] kills the process for, besides [`BASE_DENIED`] and `clone`
/// without `CLONE_THREAD`.
pub const SEALED_DENIED: &[(&str, i64)] = &[
    ("execve", libc::SYS_execve),
    ("execveat", libc::SYS_execveat),
    ("openat", libc::SYS_openat),
    ("openat2", libc::SYS_openat2),
    ("memfd_create", libc::SYS_memfd_create),
    ("mknodat", libc::SYS_mknodat),
    ("linkat", libc::SYS_linkat),
    ("symlinkat", libc::SYS_symlinkat),
    ("unlinkat", libc::SYS_unlinkat),
    ("renameat", libc::SYS_renameat),
    ("renameat2", libc::SYS_renameat2),
    ("mkdirat", libc::SYS_mkdirat),
    ("truncate", libc::SYS_truncate),
    ("fchmodat", libc::SYS_fchmodat),
    ("fchownat", libc::SYS_fchownat),
    #[cfg(target_arch = "x86_64")]
    ("fork", libc::SYS_fork),
    #[cfg(target_arch = "x86_64")]
    ("vfork", libc::SYS_vfork),
    #[cfg(target_arch = "x86_64")]
    ("open", libc::SYS_open),
    #[cfg(target_arch = "x86_64")]
    ("creat", libc::SYS_creat),
    #[cfg(target_arch = "x86_64")]
    ("mknod", libc::SYS_mknod),
    #[cfg(target_arch = "x86_64")]
    ("link", libc::SYS_link),
    #[cfg(target_arch = "x86_64")]
    ("symlink", libc::SYS_symlink),
    #[cfg(target_arch = "x86_64")]
    ("unlink", libc::SYS_unlink),
    #[cfg(target_arch = "x86_64")]
    ("rename", libc::SYS_rename),
    #[cfg(target_arch = "x86_64")]
    ("mkdir", libc::SYS_mkdir),
    #[cfg(target_arch = "x86_64")]
    ("rmdir", libc::SYS_rmdir),
    #[cfg(target_arch = "x86_64")]
    ("chmod", libc::SYS_chmod),
    #[cfg(target_arch = "x86_64")]
    ("chown", libc::SYS_chown),
    #[cfg(target_arch = "x86_64")]
    ("lchown", libc::SYS_lchown),
];

fn arch(stage: Stage) -> Result<TargetArch, SealError> {
    TargetArch::try_from(std::env::consts::ARCH).map_err(|e| SealError { stage, message: e.to_string() })
}

fn compile(stage: Stage, rules: BTreeMap<i64, Vec<SeccompRule>>, action: SeccompAction) -> Result<BpfProgram, SealError> {
    let err = |e: &dyn std::fmt::Display| SealError { stage, message: e.to_string() };
    let f = SeccompFilter::new(rules, SeccompAction::Allow, action, arch(stage)?).map_err(|e| err(&e))?;
    f.try_into().map_err(|e: seccompiler::BackendError| err(&e))
}

/// The filters of `stage`, in the order they are installed: the deny list (kill), and for
/// [`Stage::Base`] also `clone3` → `ENOSYS` and, on x86-64, the x32 guard.
///
/// # Errors
/// [`SealError`] when seccompiler cannot build them (an unsupported architecture).
pub fn programs(stage: Stage) -> Result<Vec<BpfProgram>, SealError> {
    let mut kill: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    let mut out = Vec::new();
    match stage {
        Stage::Base => {
            for (_, nr) in BASE_DENIED {
                kill.insert(*nr, vec![]);
            }
            // `ioctl(fd, TIOCSTI | TIOCLINUX, …)`: the request is the second argument (an `unsigned int`).
            let request = |r: u64| {
                SeccompCondition::new(1, SeccompCmpArgLen::Dword, SeccompCmpOp::Eq, r)
                    .and_then(|c| SeccompRule::new(vec![c]))
                    .map_err(|e| SealError { stage, message: e.to_string() })
            };
            // `libc::Ioctl` is `u64` on glibc and `i32` on musl.
            #[allow(clippy::unnecessary_cast)]
            let (sti, linux) = (libc::TIOCSTI as u64, libc::TIOCLINUX as u64);
            kill.insert(libc::SYS_ioctl, vec![request(sti)?, request(linux)?]);
            let enosys: BTreeMap<i64, Vec<SeccompRule>> = [(libc::SYS_clone3, vec![])].into();
            out.push(compile(stage, enosys, SeccompAction::Errno(libc::ENOSYS as u32))?);
            #[cfg(target_arch = "x86_64")]
            out.push(x32_guard());
        }
        Stage::Sealed => {
            for (_, nr) in SEALED_DENIED {
                kill.insert(*nr, vec![]);
            }
            kill.insert(libc::SYS_clone, vec![clone_without_thread(stage)?]);
        }
    }
    out.insert(0, compile(stage, kill, SeccompAction::KillProcess)?);
    Ok(out)
}

/// `clone` that creates a process: without `CLONE_THREAD` among its flags (the first argument on
/// every architecture this runs on).
fn clone_without_thread(stage: Stage) -> Result<SeccompRule, SealError> {
    let err = |e: seccompiler::BackendError| SealError { stage, message: e.to_string() };
    let no_thread = SeccompCondition::new(0, SeccompCmpArgLen::Qword, SeccompCmpOp::MaskedEq(libc::CLONE_THREAD as u64), 0).map_err(err)?;
    SeccompRule::new(vec![no_thread]).map_err(err)
}

/// The filters of a confined script (`Sandbox::run_script`: the TVM compile worker, which runs a
/// candidate's Python), in the order they are installed: [`Stage::Base`]'s, and a second deny list
/// killing every way to start a process (`fork`, `vfork`, `clone` without `CLONE_THREAD`) — a script
/// may still `execve` (it replaces itself, under the same filters and limits), open files of its
/// sandbox and start threads. Installed by bubblewrap just before it runs the interpreter.
///
/// # Errors
/// [`SealError`] (stage `Base`) when seccompiler cannot build them.
pub fn script_programs() -> Result<Vec<BpfProgram>, SealError> {
    let stage = Stage::Base;
    let mut out = programs(stage)?;
    let mut kill: BTreeMap<i64, Vec<SeccompRule>> = BTreeMap::new();
    #[cfg(target_arch = "x86_64")]
    for nr in [libc::SYS_fork, libc::SYS_vfork] {
        kill.insert(nr, vec![]);
    }
    kill.insert(libc::SYS_clone, vec![clone_without_thread(stage)?]);
    out.push(compile(stage, kill, SeccompAction::KillProcess)?);
    Ok(out)
}

/// Kills any system call made through the x32 ABI (number ≥ `__X32_SYSCALL_BIT`), which a deny
/// list keyed by x86-64 numbers would let through.
#[cfg(target_arch = "x86_64")]
fn x32_guard() -> BpfProgram {
    const LD_W_ABS: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
    const JGE_K: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    const RET_K: u16 = 0x06; // BPF_RET | BPF_K
    const X32_SYSCALL_BIT: u32 = 0x4000_0000;
    let s = |code, jt, jf, k| sock_filter { code, jt, jf, k };
    vec![
        // seccomp_data.nr is at offset 0.
        s(LD_W_ABS, 0, 0, 0),
        s(JGE_K, 0, 1, X32_SYSCALL_BIT),
        s(RET_K, 0, 0, libc::SECCOMP_RET_KILL_PROCESS),
        s(RET_K, 0, 0, libc::SECCOMP_RET_ALLOW),
    ]
}

/// Which threads a filter is installed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every thread of the process (`TSYNC`): threads a driver started included. Fails when a thread
    /// has installed a filter of its own since (`TSYNC` needs one filter tree).
    AllThreads,
    /// The calling thread, and the threads it starts afterwards: for a process whose other threads
    /// already carry a stricter filter of their own (the C kernel pool's allow list).
    ThisThread,
}

/// Installs the filters of `stage` on the threads of `scope`. Filters only add up: [`Stage::Sealed`]
/// after [`Stage::Base`] denies both lists, and nothing can be allowed again.
///
/// # Errors
/// [`SealError`] when a filter cannot be built or installed (no seccomp in this kernel, a thread
/// that cannot be synchronised).
pub fn install(stage: Stage, scope: Scope) -> Result<(), SealError> {
    for p in programs(stage)? {
        let installed = match scope {
            Scope::AllThreads => seccompiler::apply_filter_all_threads(&p),
            Scope::ThisThread => seccompiler::apply_filter(&p),
        };
        installed.map_err(|e| SealError { stage, message: e.to_string() })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_stages_compile_and_the_lists_do_not_overlap() {
        assert!(programs(Stage::Base).unwrap().len() >= 2);
        assert_eq!(programs(Stage::Sealed).unwrap().len(), 1);
        for (name, nr) in SEALED_DENIED {
            assert!(!BASE_DENIED.iter().any(|(_, b)| b == nr), "{name} is in both lists");
        }
        for needed in ["futex", "mmap", "read", "write", "access"] {
            assert!(!BASE_DENIED.iter().chain(SEALED_DENIED).any(|(n, _)| *n == needed), "{needed} must stay allowed");
        }
    }
}
