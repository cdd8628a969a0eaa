//! The sandbox for untrusted native code, shared by the CPU (`c`) backend and, later, the TVM relay and
//! compile worker.
//!
//! - [`Sandbox::detect`]: bubblewrap and the host C compiler, or a typed [`SandboxUnavailable`] whose
//!   message says what to install; callers refuse `c` candidates without it.
//! - [`Sandbox::compile_c`]: the candidate plus generated prototypes ([`abi::generate`]) compiled by `cc`
//!   inside bubblewrap (no network, only `/usr` read-only and a fresh scratch directory, wall-time and
//!   rlimits), then the object checked by [`check_elf`] (no writable statics, no load-time code, imports
//!   only from libm and the memory functions).
//! - [`Sandbox::confined_command`]: any process in bubblewrap (the kernel hosts of `ekb-confined`), its
//!   executable at [`CONFINED_EXE`]; [`confinement`] tells such a process it is inside one; [`seal`]: the
//!   process-wide system-call filters it installs on itself, before it loads a driver and again before any
//!   kernel runs.
//! - [`Sandbox::run_script`]: a script interpreter in bubblewrap (the TVM compile worker: a candidate's
//!   Python), with a private `/tmp` only, no sockets and no new processes, time and memory limits.
//! - [`GuardedBuffer`]: data that ends exactly at a `PROT_NONE` page (and starts after one).
//! - [`Kernel`] + [`Pool`]: the object loaded, its entries called for `task` in `0..ntasks` on threads that
//!   each installed a seccomp filter on themselves ([`ALLOWED_SYSCALLS`]); a hang is a [`RunError::Timeout`]
//!   after which the process must be replaced.
//!
//! The calling convention is documented in [`abi`].

pub mod abi;
mod compile;
mod confined;
pub mod elf;
mod guard;
mod pool;
mod script;
pub mod seal;

pub use compile::{
    parse_gcc_diagnostics, CcDiagnostic, CompileError, CompileLimits, CompiledKernel, DiagFile, Sandbox, SandboxUnavailable, Severity,
    CC_FLAGS, SANDBOX_UID,
};
pub use confined::{command_line, confinement, network_interfaces, Bind, ConfinedCommand, NotConfined, CONFINED_EXE, CONFINED_TMPFS_BYTES};
pub use elf::{check_elf, ElfViolation, ALLOWED_IMPORTS};
pub use guard::{page_size, GuardError, GuardedBuffer, GUARD_AFTER_BYTES, GUARD_BEFORE_BYTES};
pub use pool::{Kernel, LoadError, Pool, PoolError, RunError, ALLOWED_SYSCALLS, POOL_STACK_BYTES};
pub use script::{interpreter_dirs, last_output, Script, ScriptError, ScriptLimits, ScriptOutput, SCRIPT_DIR};
