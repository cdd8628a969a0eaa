//! # backend-cpu — `c` candidates on the host CPU
//!
//! * [`CFrontEnd`]: the `c` front end (`FrontEnd::kind() == Kind::C`): the text limits, the same
//!   `// @plan` block as WGSL (a pass's grid is its task count), the generated header with each pass's
//!   exact prototype ([`header_for`]), compiled and checked in the sandbox (`ekb-sandbox`) into an
//!   `Artifact::C`.
//! * [`CpuBackend`]: the evaluator's `Backend` over guarded buffers and the sandbox's seccomp-filtered
//!   thread pool, timed with the host clock; its device is the CPU itself (`backend = "cpu"`, not a
//!   fallback adapter).
//! * [`probe`]: the CPU's copy bandwidth and FMA rate, measured with two C kernels compiled in the
//!   sandbox and run on every pool thread — the peak behind the `c` samples' speed-of-light bound.
//!
//! Evaluate a candidate with `ekb_eval::evaluate_with(&CFrontEnd::new(), &CpuBackend::new()?, …)`, in a
//! worker process: a kernel that faults ends the process, one that hangs poisons the pool
//! (`BackendError::Timeout`), and either way the worker must be replaced.

mod backend;
mod contract_text;
mod front_end;
pub mod probe;

pub use backend::{cpu_device_info, CpuBackend, CpuBackendError, CpuProgram, CpuResident, DEFAULT_LAUNCH_TIMEOUT, MAX_TASKS};
pub use contract_text::CContract;
pub use front_end::{c_type, default_ntasks, entry_signature, header_for, scalar_type, CBuilt, CFrontEnd, DEFAULT_ENTRY};
