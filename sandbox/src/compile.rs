//! The sandbox itself (bubblewrap) and compiling a `c` candidate inside it.

#![allow(unsafe_code)]

use std::io::Read as _;
use std::os::fd::{AsRawFd as _, FromRawFd as _, OwnedFd};
use std::os::unix::process::{CommandExt as _, ExitStatusExt as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use wait_timeout::ChildExt as _;

use crate::abi::{is_c_identifier, Arg, EntrySignature, GeneratedCode, CANDIDATE_FILE, HEADER_FILE, TRAMPOLINE_FILE};
use crate::elf::{check_elf, exported_functions, ElfViolation};

/// Why the sandbox cannot be used. Callers refuse `c` candidates with this message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SandboxUnavailable {
    /// `bwrap` is not on `PATH`.
    #[error(
        "bubblewrap (bwrap) is not installed or user namespaces are disabled; install Debian `bubblewrap` \
         (apt-get install bubblewrap) and allow unprivileged user namespaces \
         (sysctl kernel.unprivileged_userns_clone=1); `c` candidates are refused without it"
    )]
    BwrapMissing,
    /// `bwrap` is there but could not start a sandbox (user namespaces disabled, seccomp or mount denied).
    #[error(
        "bubblewrap (bwrap) is not installed or user namespaces are disabled: `bwrap` could not start a \
         sandbox ({detail}); install Debian `bubblewrap` and allow user namespaces \
         (sysctl kernel.unprivileged_userns_clone=1); `c` candidates are refused without it"
    )]
    BwrapFailed {
        /// What bwrap printed, or how it ended.
        detail: String,
    },
    /// No host C compiler (`cc`) on `PATH`, or it lives outside `/usr` (only `/usr` is visible inside).
    #[error("no host C compiler: {detail}; install Debian `gcc`; `c` candidates are refused without it")]
    CompilerMissing {
        /// What was looked for.
        detail: String,
    },
}

/// Limits on one compilation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileLimits {
    /// Wall-clock limit for the whole compiler run; on expiry the sandbox is killed.
    pub wall: Duration,
    /// CPU-time limit in seconds (`RLIMIT_CPU`, each process).
    pub cpu_seconds: u64,
    /// Address-space limit in bytes (`RLIMIT_AS`, each process).
    pub memory_bytes: u64,
    /// Largest file the compiler may write, in bytes (`RLIMIT_FSIZE`): bounds the object and the log.
    pub output_bytes: u64,
    /// How much of the compiler's log is kept, in bytes.
    pub log_bytes: usize,
    /// Largest candidate text accepted, in bytes.
    pub source_bytes: usize,
}

impl Default for CompileLimits {
    /// 20 s wall, 10 s CPU, 1 GiB address space, 32 MiB per output file, 64 KiB of log, 256 KiB of source.
    fn default() -> Self {
        CompileLimits {
            wall: Duration::from_secs(20),
            cpu_seconds: 10,
            memory_bytes: 1 << 30,
            output_bytes: 32 << 20,
            log_bytes: 64 << 10,
            source_bytes: 256 << 10,
        }
    }
}

/// Which file a compiler diagnostic points into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiagFile {
    /// The candidate's text; line numbers are the candidate's own (1-based).
    Candidate,
    /// The generated header ([`HEADER_FILE`]).
    Header,
    /// The generated trampolines ([`TRAMPOLINE_FILE`]).
    Trampolines,
    /// Another file (a system header, the linker).
    Other(String),
}

/// Severity of a compiler diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// `error:` or `fatal error:`.
    Error,
    /// `warning:`.
    Warning,
    /// `note:`.
    Note,
}

/// One `file:line:col: severity: message` line of GCC's (or Clang's) output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CcDiagnostic {
    /// The file it points into.
    pub file: DiagFile,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (bytes), where given.
    pub column: Option<u32>,
    /// Severity.
    pub severity: Severity,
    /// The message after `severity:`.
    pub message: String,
}

impl CcDiagnostic {
    /// True for GCC's "conflicting types for 'ENTRY'": the candidate defined an entry with another signature
    /// than the generated prototype (a contract violation, located at the candidate's definition).
    pub fn is_prototype_mismatch(&self) -> bool {
        self.severity == Severity::Error && self.message.starts_with("conflicting types for")
    }
}

/// Parses a GCC/Clang log into its located diagnostics (`file:line:col: severity: message` or
/// `file:line: severity: message`); caret lines, "In function" lines and linker lines without a location
/// are skipped. The candidate's file is [`CANDIDATE_FILE`]; since the generated header is force-included
/// (`-include`), the candidate's line numbers need no mapping.
pub fn parse_gcc_diagnostics(log: &str) -> Vec<CcDiagnostic> {
    let mut out = Vec::new();
    for line in log.lines() {
        if let Some(d) = parse_line(line) {
            out.push(d);
        }
    }
    out
}

fn parse_line(line: &str) -> Option<CcDiagnostic> {
    let (sev, idx, tag_len) = [
        (Severity::Error, ": fatal error: "),
        (Severity::Error, ": error: "),
        (Severity::Warning, ": warning: "),
        (Severity::Note, ": note: "),
    ]
    .iter()
    .filter_map(|(s, tag)| line.find(tag).map(|i| (*s, i, tag.len())))
    .min_by_key(|(_, i, _)| *i)?;
    let location = &line[..idx];
    let message = line[idx + tag_len..].to_string();
    // location = file:line[:col]; the file may itself contain ':' only in odd paths: split from the right.
    let mut parts = location.rsplitn(3, ':');
    let a = parts.next()?;
    let b = parts.next()?;
    let (file, line_no, column) = match parts.next() {
        Some(file) if b.parse::<u32>().is_ok() && a.parse::<u32>().is_ok() => (file, b.parse().ok()?, Some(a.parse().ok()?)),
        _ => {
            // file:line
            let l: u32 = a.parse().ok()?;
            let file = location.rsplit_once(':')?.0;
            (file, l, None)
        }
    };
    let base = file.rsplit('/').next().unwrap_or(file);
    let file = match base {
        CANDIDATE_FILE => DiagFile::Candidate,
        HEADER_FILE => DiagFile::Header,
        TRAMPOLINE_FILE => DiagFile::Trampolines,
        _ => DiagFile::Other(file.to_string()),
    };
    Some(CcDiagnostic { file, line: line_no, column, severity: sev, message })
}

/// Why a candidate did not compile to a loadable kernel.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// An entry or argument name is not a C identifier (or uses the reserved `ekb_` prefix).
    #[error("`{name}` is not a C identifier usable as an entry or argument name")]
    InvalidName {
        /// The name.
        name: String,
    },
    /// The candidate text is larger than [`CompileLimits::source_bytes`].
    #[error("the candidate is {len} bytes, above the limit of {limit} bytes")]
    SourceTooLarge {
        /// Its length in bytes.
        len: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// The compiler rejected the candidate (exit status non-zero); the log and its located diagnostics.
    #[error("the C compiler rejected the kernel:\n{log}")]
    Rejected {
        /// Located diagnostics, in the order printed.
        diagnostics: Vec<CcDiagnostic>,
        /// The log (at most [`CompileLimits::log_bytes`]).
        log: String,
    },
    /// The compiler ran past [`CompileLimits::wall`] and was killed.
    #[error("the C compiler ran past {0:?} and was killed")]
    Timeout(Duration),
    /// The compiler was killed by a signal (a resource limit: `SIGXCPU` for CPU time, `SIGXFSZ` for output
    /// size, `SIGKILL`/`SIGSEGV` for memory).
    #[error("the C compiler was killed by signal {signal} (a resource limit)")]
    Killed {
        /// The signal number.
        signal: i32,
    },
    /// The candidate does not define this entry (the trampoline's call to it is undefined).
    #[error("the kernel does not define the entry function `{name}`")]
    MissingEntry {
        /// The entry's name.
        name: String,
    },
    /// The built object breaks a rule (writable statics, constructors, imports…): a contract violation.
    #[error(transparent)]
    Elf(#[from] ElfViolation),
    /// Writing the sources, spawning the sandbox or reading its output failed.
    #[error("sandbox I/O: {0}")]
    Io(#[from] std::io::Error),
}

/// A compiled, checked kernel: the shared object in a private scratch directory (removed on drop).
#[derive(Debug)]
pub struct CompiledKernel {
    dir: tempfile::TempDir,
    so_path: PathBuf,
    entries: Vec<EntrySignature>,
    log: String,
}

impl CompiledKernel {
    /// The path of the checked shared object.
    pub fn path(&self) -> &Path {
        &self.so_path
    }
    /// The entries it defines (with trampolines), in the order given to the compiler.
    pub fn entries(&self) -> &[EntrySignature] {
        &self.entries
    }
    /// The compiler's log (warnings), possibly empty.
    pub fn log(&self) -> &str {
        &self.log
    }
    /// The scratch directory holding the object.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The object's bytes (read from [`Self::path`]).
    ///
    /// # Errors
    /// When the file cannot be read.
    pub fn object(&self) -> std::io::Result<Vec<u8>> {
        std::fs::read(&self.so_path)
    }

    /// A kernel from an object compiled elsewhere (another process compiled and checked it with
    /// [`Sandbox::compile_c`]; this one loads it): written to a fresh scratch directory under `$TMPDIR`,
    /// and checked again — [`check_elf`] and every entry defined — since it crossed a process boundary.
    /// The directory is not removed when the kernel is dropped: the caller is a kernel host, whose
    /// `$TMPDIR` is a private tmpfs that ends with it, and which may by then be sealed against
    /// changing its files (`ekb_sandbox::seal`).
    ///
    /// # Errors
    /// [`CompileError::Elf`] or [`CompileError::MissingEntry`] when the object breaks a rule;
    /// [`CompileError::Io`] when it cannot be written.
    pub fn from_object(object: &[u8], entries: Vec<EntrySignature>) -> Result<CompiledKernel, CompileError> {
        let exported = exported_functions(object)?;
        if let Some(e) = entries.iter().find(|e| !exported.contains(&e.name)) {
            return Err(CompileError::MissingEntry { name: e.name.clone() });
        }
        check_elf(object)?;
        let mut dir = tempfile::Builder::new().prefix("ekb-kernel-").tempdir()?;
        dir.disable_cleanup(true);
        let so_path = dir.path().join("kernel.so");
        std::fs::write(&so_path, object)?;
        Ok(CompiledKernel { dir, so_path, entries, log: String::new() })
    }
}

/// The sandbox: bubblewrap with no network, no namespaces shared with the host, all capabilities dropped,
/// uid/gid 65534, only `/usr` (read-only, plus the merged-`/usr` symlinks) and one fresh scratch directory
/// (read-write) visible; resource limits set on the sandbox's processes. [`Sandbox::compile_c`] runs the
/// compiler in a fresh one; [`Sandbox::confined_command`] runs a whole process (a kernel host) in one.
/// bubblewrap cannot be nested (inside a sandbox an inner `bwrap` cannot mount its `/proc`), so a
/// confined process starts no sandbox of its own: it compiles nothing.
#[derive(Debug, Clone)]
pub struct Sandbox {
    bwrap: PathBuf,
    cc: PathBuf,
    root_entries: Vec<(String, RootEntry)>,
}

/// The uid and gid of every process in the sandbox (`nobody`).
pub const SANDBOX_UID: u32 = 65534;

#[derive(Debug, Clone)]
enum RootEntry {
    Symlink(PathBuf),
    Dir,
}

/// The compiler flags (after the sandbox's `cc` path), before the file names. `-D_DEFAULT_SOURCE`: `M_PI`
/// and friends under `-std=c11` (the header is included first, so a candidate's own feature macros come
/// too late). `-nostartfiles -nostdlib`:
/// no crt objects, so no constructors, `__dso_handle` or `__cxa_finalize`; `-lm -lgcc`: libm dynamically,
/// libgcc's pure helpers (128-bit division, `_Float16` conversions) statically; full RELRO with
/// `BIND_NOW`, so every import is resolved by `dlopen` and `.got` is read-only before any kernel runs.
pub const CC_FLAGS: &[&str] = &[
    "-std=c11",
    "-D_DEFAULT_SOURCE",
    "-O2",
    "-pipe",
    "-fPIC",
    "-shared",
    "-nostartfiles",
    "-nostdlib",
    "-fno-stack-protector",
    "-fvisibility=default",
    "-fno-plt",
    "-U_FORTIFY_SOURCE",
    "-fdiagnostics-color=never",
    "-fdiagnostics-urls=never",
    "-fmessage-length=0",
    "-fdiagnostics-column-unit=byte",
    "-Werror=implicit-function-declaration",
    "-Wl,-z,now",
    "-Wl,-z,relro",
    "-Wl,-z,noexecstack",
];

impl Sandbox {
    /// Finds `bwrap` and the host C compiler and starts one empty sandbox to prove it works. The result is
    /// computed once per process.
    ///
    /// Errors: [`SandboxUnavailable`], whose message says what to install.
    pub fn detect() -> Result<Sandbox, SandboxUnavailable> {
        static DETECTED: OnceLock<Result<Sandbox, SandboxUnavailable>> = OnceLock::new();
        DETECTED
            .get_or_init(|| {
                let path = std::env::var_os("PATH").unwrap_or_else(|| "/usr/local/bin:/usr/bin:/bin".into());
                Self::detect_with_path(&path)
            })
            .clone()
    }

    /// The `bwrap` executable.
    pub fn bwrap_path(&self) -> &Path {
        &self.bwrap
    }

    /// [`Sandbox::detect`] with `path` (a `PATH`-style list of directories) instead of the process's
    /// `PATH`, not cached: for tests, and for a service that pins where its tools are.
    pub fn detect_with_path(path: &std::ffi::OsStr) -> Result<Sandbox, SandboxUnavailable> {
        Self::probe(path, true)
    }

    /// bubblewrap alone, without a C compiler: enough to start confined processes
    /// ([`Sandbox::confined_command`]; an OpenCL kernel host), not to compile ([`Sandbox::compile_c`]
    /// then fails with [`CompileError::Io`]). Looked up on `PATH` and proved once per process.
    ///
    /// Errors: [`SandboxUnavailable`], whose message says what to install.
    pub fn detect_bwrap() -> Result<Sandbox, SandboxUnavailable> {
        static DETECTED: OnceLock<Result<Sandbox, SandboxUnavailable>> = OnceLock::new();
        DETECTED
            .get_or_init(|| {
                let path = std::env::var_os("PATH").unwrap_or_else(|| "/usr/local/bin:/usr/bin:/bin".into());
                Self::probe(&path, false)
            })
            .clone()
    }

    fn probe(path: &std::ffi::OsStr, need_cc: bool) -> Result<Sandbox, SandboxUnavailable> {
        let bwrap = find_on_path("bwrap", path).ok_or(SandboxUnavailable::BwrapMissing)?;
        let cc = match find_compiler(path) {
            Ok(cc) => cc,
            Err(e) if need_cc => return Err(e),
            Err(_) => PathBuf::new(),
        };
        let mut root_entries = Vec::new();
        for name in ["bin", "sbin", "lib", "lib32", "lib64", "libx32"] {
            let p = Path::new("/").join(name);
            match std::fs::symlink_metadata(&p) {
                Ok(m) if m.file_type().is_symlink() => match std::fs::read_link(&p) {
                    Ok(t) => root_entries.push((name.to_string(), RootEntry::Symlink(t))),
                    // A link this process sees but cannot read: under qemu-user with `-L PREFIX`
                    // (the aarch64 `ekb device`, docs/DEVICE.md) `readlink("/lib")` is redirected
                    // into PREFIX, where `/lib` is a directory, while `lstat` is not. Bubblewrap, a
                    // host process, binds the host's entry read-only, following the link: the same
                    // files at the same path.
                    Err(_) => root_entries.push((name.to_string(), RootEntry::Dir)),
                },
                Ok(m) if m.is_dir() => root_entries.push((name.to_string(), RootEntry::Dir)),
                _ => {}
            }
        }
        let sandbox = Sandbox { bwrap, cc, root_entries };
        let dir = tempfile::tempdir().map_err(|e| SandboxUnavailable::BwrapFailed { detail: format!("no temporary directory: {e}") })?;
        let out = sandbox
            .command(dir.path(), &["/usr/bin/true".as_ref()])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| SandboxUnavailable::BwrapFailed { detail: e.to_string() })?;
        if !out.status.success() {
            let text = String::from_utf8_lossy(&out.stderr);
            return Err(SandboxUnavailable::BwrapFailed { detail: format!("{}: {}", out.status, text.trim()) });
        }
        Ok(sandbox)
    }

    /// The host C compiler's resolved path (inside `/usr`).
    pub fn compiler(&self) -> &Path {
        &self.cc
    }

    /// A `bwrap` command running `argv` with `scratch` as its working directory (`/work`, read-write) and
    /// nothing else of the host but `/usr`. Resource limits are the caller's (see [`Sandbox::compile_c`]).
    pub fn command(&self, scratch: &Path, argv: &[&std::ffi::OsStr]) -> Command {
        self.command_with_info_fd(scratch, argv, None)
    }

    /// The bubblewrap arguments every sandbox starts with (after `bwrap`): the namespaces, the identity, and
    /// the read-only `/usr` with its merged-`/usr` symlinks; with `new_session`, `--new-session` (the
    /// sandbox has no controlling terminal).
    pub(crate) fn base_args(&self, c: &mut Command, new_session: bool) {
        c.args([
            "--unshare-all",
            "--unshare-user",
            "--uid",
            "65534",
            "--gid",
            "65534",
            "--cap-drop",
            "ALL",
            "--die-with-parent",
            "--ro-bind",
            "/usr",
            "/usr",
        ]);
        for (name, e) in &self.root_entries {
            match e {
                RootEntry::Symlink(t) => {
                    c.arg("--symlink").arg(t).arg(format!("/{name}"));
                }
                RootEntry::Dir => {
                    c.arg("--ro-bind").arg(format!("/{name}")).arg(format!("/{name}"));
                }
            }
        }
        c.args(["--dev", "/dev"]);
        if new_session {
            c.arg("--new-session");
        }
    }

    fn command_with_info_fd(&self, scratch: &Path, argv: &[&std::ffi::OsStr], info_fd: Option<i32>) -> Command {
        let mut c = Command::new(&self.bwrap);
        if let Some(fd) = info_fd {
            c.arg("--info-fd").arg(fd.to_string());
        }
        // A compiler told to `#include "/dev/tty"` finds no terminal in its own session.
        self.base_args(&mut c, true);
        c.arg("--bind")
            .arg(scratch)
            .args(["/work", "--chdir", "/work", "--clearenv"])
            .args(["--setenv", "PATH", "/usr/bin", "--setenv", "TMPDIR", "/work"])
            .args(["--setenv", "LC_ALL", "C", "--"])
            .args(argv);
        c.env_clear();
        c
    }

    /// Compiles `source` (the candidate's text, as [`CANDIDATE_FILE`]) with the generated header
    /// force-included and the generated trampolines as a second translation unit, inside the sandbox, then
    /// checks the object ([`check_elf`]) and that every entry is defined.
    ///
    /// Limits: `limits.wall` (the sandbox is killed), `RLIMIT_CPU`, `RLIMIT_AS`, `RLIMIT_FSIZE`, no core
    /// files; the log is cut at `limits.log_bytes`.
    pub fn compile_c(&self, source: &str, code: &GeneratedCode, limits: &CompileLimits) -> Result<CompiledKernel, CompileError> {
        self.compile_c_with(&self.cc, source, code, limits)
    }

    /// [`Sandbox::compile_c`] with another compiler: a cross compiler such as
    /// `/usr/bin/aarch64-linux-gnu-gcc` (Debian `gcc-aarch64-linux-gnu`), for an object another machine
    /// loads (the TVM relay's remote devices). The same flags ([`CC_FLAGS`]), limits, sandbox and checks
    /// ([`check_elf`] reads either machine's ELF); the object is not loaded here.
    ///
    /// # Errors
    /// As [`Sandbox::compile_c`]; a compiler outside `/usr` (invisible in the sandbox) is
    /// [`CompileError::Io`] of kind `NotFound`.
    pub fn compile_c_with(
        &self,
        compiler: &Path,
        source: &str,
        code: &GeneratedCode,
        limits: &CompileLimits,
    ) -> Result<CompiledKernel, CompileError> {
        if !compiler.starts_with("/usr/") || !compiler.is_file() {
            return Err(CompileError::Io(std::io::Error::new(
                std::io::ErrorKind::NotFound,
                format!("the compiler {} is not a file inside /usr (the only part of the host the sandbox shows)", compiler.display()),
            )));
        }
        if source.len() > limits.source_bytes {
            return Err(CompileError::SourceTooLarge { len: source.len(), limit: limits.source_bytes });
        }
        for e in &code.entries {
            let names = std::iter::once(&e.name).chain(e.args.iter().map(|a| match a {
                Arg::Input { name, .. } | Arg::Output { name, .. } | Arg::Param { name, .. } | Arg::Scratch { name, .. } => name,
            }));
            for n in names {
                if !is_c_identifier(n) || n == "task" || n == "ntasks" {
                    return Err(CompileError::InvalidName { name: n.clone() });
                }
            }
        }
        let dir = tempfile::Builder::new().prefix("ekb-cc-").tempdir()?;
        let scratch = dir.path().join("scratch");
        std::fs::create_dir(&scratch)?;
        std::fs::write(scratch.join(CANDIDATE_FILE), source)?;
        std::fs::write(scratch.join(HEADER_FILE), &code.header)?;
        std::fs::write(scratch.join(TRAMPOLINE_FILE), &code.trampolines)?;
        let log_path = dir.path().join("cc.log");
        let log_file = std::fs::File::create(&log_path)?;

        let mut argv: Vec<&std::ffi::OsStr> = vec![compiler.as_os_str()];
        argv.extend(CC_FLAGS.iter().map(std::ffi::OsStr::new));
        argv.extend(
            ["-include", HEADER_FILE, "-o", "kernel.so", CANDIDATE_FILE, TRAMPOLINE_FILE, "-lm", "-lgcc"].iter().map(std::ffi::OsStr::new),
        );
        // bwrap writes `{"child-pid": N}` (the sandbox's pid 1, in our pid namespace) to this pipe.
        let mut fds = [0 as libc::c_int; 2];
        // SAFETY: pipe2 writes two fresh descriptors into `fds`.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
            return Err(std::io::Error::last_os_error().into());
        }
        // SAFETY: both descriptors were just created and are owned here alone.
        let (info_r, info_w) = unsafe { (std::fs::File::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        let info_fd = info_w.as_raw_fd();
        let mut cmd = self.command_with_info_fd(&scratch, &argv, Some(info_fd));
        cmd.stdin(Stdio::null()).stdout(log_file.try_clone()?).stderr(log_file).process_group(0);
        let (cpu, mem, fsize) = (limits.cpu_seconds, limits.memory_bytes, limits.output_bytes);
        // SAFETY: the closure runs in the forked child before exec and only calls fcntl and setrlimit
        // (async-signal-safe).
        unsafe {
            // The info pipe's write end survives exec for bwrap.
            cmd.pre_exec(move || child_limits(&[info_fd], cpu, mem, fsize));
        }
        let mut child = cmd.spawn()?;
        drop(info_w);
        let status = match child.wait_timeout(limits.wall)? {
            Some(s) => s,
            None => {
                kill_sandbox(&mut child, &info_r);
                return Err(CompileError::Timeout(limits.wall));
            }
        };
        let log = read_bounded(&log_path, limits.log_bytes)?;
        if let Some(signal) = status.signal() {
            return Err(CompileError::Killed { signal });
        }
        if !status.success() {
            // bwrap reports a child killed by a signal as exit status 128 + signal.
            if let Some(code) = status.code() {
                if code > 128 && code < 160 && parse_gcc_diagnostics(&log).is_empty() {
                    return Err(CompileError::Killed { signal: code - 128 });
                }
            }
            return Err(CompileError::Rejected { diagnostics: parse_gcc_diagnostics(&log), log });
        }
        let so_path = scratch.join("kernel.so");
        let len = std::fs::metadata(&so_path)?.len();
        if len > limits.output_bytes {
            return Err(CompileError::Elf(ElfViolation::Malformed(format!("the object is {len} bytes, above {}", limits.output_bytes))));
        }
        let bytes = std::fs::read(&so_path)?;
        let exported = exported_functions(&bytes)?;
        for e in &code.entries {
            if !exported.contains(&e.name) {
                return Err(CompileError::MissingEntry { name: e.name.clone() });
            }
        }
        check_elf(&bytes)?;
        Ok(CompiledKernel { dir, so_path, entries: code.entries.clone(), log })
    }
}

/// In a forked child before `exec` (async-signal-safe: `fcntl` and `setrlimit` only): keeps the
/// descriptors `inherited` open across `exec` (bwrap's info pipe, its filters) and sets
/// `RLIMIT_CPU` (seconds), `RLIMIT_AS` and `RLIMIT_FSIZE` (bytes) and no core files.
pub(crate) fn child_limits(inherited: &[i32], cpu: u64, mem: u64, fsize: u64) -> std::io::Result<()> {
    for &fd in inherited {
        // SAFETY: fcntl on a descriptor number has no memory-safety preconditions.
        if unsafe { libc::fcntl(fd, libc::F_SETFD, 0) } == -1 {
            return Err(std::io::Error::last_os_error());
        }
    }
    rlimit::setrlimit(rlimit::Resource::CPU, cpu, cpu)?;
    rlimit::setrlimit(rlimit::Resource::AS, mem, mem)?;
    rlimit::setrlimit(rlimit::Resource::FSIZE, fsize, fsize)?;
    rlimit::setrlimit(rlimit::Resource::CORE, 0, 0)?;
    Ok(())
}

/// Kills a sandbox that ran too long: its pid 1 first (from bwrap's info pipe `info`: the kernel
/// then kills every process in its pid namespace, and the outer bwrap reaps it and exits — killing
/// the outer bwrap first would leave the inner one to be reaped by whatever init the host has), then
/// the process group, then bubblewrap, and reaps it.
pub(crate) fn kill_sandbox(child: &mut std::process::Child, info: &std::fs::File) {
    if let Some(pid) = child_pid(info) {
        // SAFETY: kill has no memory-safety preconditions; the pid is our sandbox's.
        unsafe { libc::kill(pid, libc::SIGKILL) };
        let _ = child.wait_timeout(Duration::from_secs(2));
    }
    // SAFETY: as above; the group is our child's own.
    unsafe { libc::kill(-(child.id() as i32), libc::SIGKILL) };
    let _ = child.kill();
    let _ = child.wait();
}

/// The `child-pid` bwrap wrote to its info pipe (non-blocking: what is there now).
fn child_pid(mut info: &std::fs::File) -> Option<i32> {
    let mut buf = [0u8; 256];
    let n = info.read(&mut buf).ok()?;
    let text = std::str::from_utf8(&buf[..n]).ok()?;
    let rest = &text[text.find("\"child-pid\"")? + "\"child-pid\"".len()..];
    let digits: String = rest.chars().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
    digits.parse().ok().filter(|&p: &i32| p > 1)
}

fn read_bounded(path: &Path, max: usize) -> std::io::Result<String> {
    let mut buf = Vec::new();
    std::fs::File::open(path)?.take(max as u64).read_to_end(&mut buf)?;
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// The host C compiler: `cc` on `path`, resolved, inside `/usr` (the only part of the host a sandbox sees).
fn find_compiler(path: &std::ffi::OsStr) -> Result<PathBuf, SandboxUnavailable> {
    let cc = find_on_path("cc", path)
        .and_then(|p| std::fs::canonicalize(p).ok())
        .ok_or_else(|| SandboxUnavailable::CompilerMissing { detail: "`cc` is not on PATH".into() })?;
    if !cc.starts_with("/usr/") {
        return Err(SandboxUnavailable::CompilerMissing {
            detail: format!("`cc` is {} (outside /usr, invisible in the sandbox)", cc.display()),
        });
    }
    Ok(cc)
}

fn find_on_path(name: &str, path: &std::ffi::OsStr) -> Option<PathBuf> {
    std::env::split_paths(path).map(|d| d.join(name)).find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcc_lines_parse() {
        let log = "candidate.c: In function 'main':\n\
candidate.c:3:6: error: conflicting types for 'main'; have 'void(float *)'\n\
    3 | void main(float* a) {}\n\
      |      ^~~~\n\
In file included from <command-line>:\n\
./ekb_kernel.h:7:6: note: previous declaration of 'main' with type 'void(const float *, uint32_t,  uint32_t)'\n\
candidate.c:1:10: fatal error: /etc/passwd: No such file or directory\n\
candidate.c:9: warning: something without a column\n\
/usr/bin/ld: cannot find -lfoo: No such file or directory\n";
        let d = parse_gcc_diagnostics(log);
        assert_eq!(d.len(), 4, "{d:#?}");
        assert_eq!(
            d[0],
            CcDiagnostic {
                file: DiagFile::Candidate,
                line: 3,
                column: Some(6),
                severity: Severity::Error,
                message: "conflicting types for 'main'; have 'void(float *)'".into(),
            }
        );
        assert!(d[0].is_prototype_mismatch());
        assert_eq!((d[1].file.clone(), d[1].line, d[1].severity), (DiagFile::Header, 7, Severity::Note));
        assert_eq!((d[2].line, d[2].column, d[2].severity), (1, Some(10), Severity::Error));
        assert_eq!(d[2].message, "/etc/passwd: No such file or directory");
        assert_eq!((d[3].line, d[3].column, d[3].severity), (9, None, Severity::Warning));
        // Odd lines never panic; only located ones are kept.
        for junk in ["", ":", ": error: ", "a:b: error: x", "::1:2: error: x", "candidate.c:99999999999: error: big", "x:1:2:3: note: ü"] {
            let _ = parse_gcc_diagnostics(junk);
        }
        assert!(parse_gcc_diagnostics("a:b: error: x").is_empty());
        let d = parse_gcc_diagnostics("/work/candidate.c:4:2: error: é\n");
        assert_eq!((d[0].file.clone(), d[0].line, d[0].column), (DiagFile::Candidate, 4, Some(2)));
        let d = parse_gcc_diagnostics("x:1:2:3: note: ü");
        assert_eq!((d[0].file.clone(), d[0].line, d[0].column), (DiagFile::Other("x:1".into()), 2, Some(3)));
    }
}
