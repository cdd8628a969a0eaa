//! # backend-cpu — `c` candidates on the host CPU
//!
//! The `c` front end (`CFrontEnd`: the plan, the generated header, compile and checks in the
//! sandbox) is `frontend-c`'s; this crate runs what it compiled.
//!
//! * [`CpuBackend`]: the evaluator's `Backend` over guarded buffers and the sandbox's seccomp-filtered
//!   thread pool, timed with the host clock; its device is the CPU itself (`backend = "cpu"`, not a
//!   fallback adapter).
//! * [`probe`]: the CPU's copy bandwidth and FMA rate, measured with two C kernels compiled in the
//!   sandbox and run on every pool thread — the peak behind the `c` samples' speed-of-light bound.
//!
//! Evaluate a candidate with `ekb_eval::evaluate_with(&frontend_c::CFrontEnd::new(), &CpuBackend::new()?, …)`, in a
//! worker process: a kernel that faults ends the process, one that hangs poisons the pool
//! (`BackendError::Timeout`), and either way the worker must be replaced.

mod backend;
pub mod probe;

pub use backend::{cpu_device_info, CpuBackend, CpuBackendError, CpuProgram, CpuResident, DEFAULT_LAUNCH_TIMEOUT, MAX_TASKS};
