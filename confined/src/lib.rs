//! # ekb-confined — kernel hosts: native programs in a process of their own
//!
//! A `c` kernel, and an `opencl` kernel on a CPU device (PoCL runs kernels on threads of the
//! process that enqueues them, and compiles inline assembly), is arbitrary native code. The process
//! that decides a verdict — the worker: inputs, CPU reference, comparison, timing — must never run
//! it. So every native program runs in a **kernel host**, `ekb kernel-host`, a separate process in
//! its own bubblewrap sandbox (`ekb_sandbox::Sandbox::confined_command`: no network, uid 65534, no
//! capabilities, only `/usr` and a private tmpfs, a cleared environment) that holds nothing but the
//! program and its buffers.
//!
//! * [`ConfinedBackend`] is the evaluator's [`ekb_eval::Backend`] in the worker. It forwards
//!   compile / upload / run / time_batch / read_outputs to a host ([`HostCell`], [`HostLink`]): the
//!   candidate's program to a **fresh candidate host per evaluation**, sealed before the kernel runs;
//!   the task's reference kernel to the **reference host** the worker keeps for later jobs of the
//!   same kind and device (a compromised candidate host cannot slow down or alter the kernel it is
//!   timed against: that is another process, and the candidate's is stopped whenever it is not
//!   serving a request). It trusts nothing from a host but output bytes, which the evaluator checks,
//!   and times each batch with its own clock ([`ekb_eval::TimerMethod::HostClock`]).
//! * [`serve_host`] is the host's side, over any [`ekb_eval::Backend`] (a `CpuBackend` or an
//!   `OpenClBackend`); [`run_host`] is the whole `ekb kernel-host` process: `RLIMIT_DATA`, the base
//!   system-call filter (`ekb_sandbox::seal`), the device, `hello`, serving.
//! * The protocol ([`message`], [`frame`]): length-prefixed frames with a small JSON header and raw
//!   byte segments; every length is bounded before it is read, every reply must echo its request's
//!   random id and carry exactly the segment lengths the worker expects. A host that dies, hangs
//!   (a wall-clock limit per request), sends a malformed or oversized frame, or answers out of turn
//!   is killed, and the request is a `DeviceLost` or `Timeout` naming the host — never a pass.
//! * A host's stdout and stderr go to a pipe the worker drains with a bound ([`output`]); nothing
//!   a host prints reaches the runner's answer channel.
//!
//! * [`channel`]: a host is a [`HostChannel`] started by a [`HostStarter`] — on this machine
//!   ([`LocalHosts`]) or on an `ekb device` behind the relay, reached through [`relayed`] frames
//!   carried by an RPC call (`backend_remote::hosted`).
//! * [`ffi_host`] is `ekb device-worker`, the library host of one `ekb device` session: the client's
//!   TVM-FFI libraries loaded and called in a confined process ([`ffi_message`] is its protocol).
//! * [`wgpu_host`]: an `ekb device`'s `wgsl` form — WGSL programs, checked and instrumented by the
//!   worker, compiled and run through `backend_wgpu::WgpuBackend` in a host (feature `wgpu`).
//!
//! docs/SANDBOX.md has the threat model.

pub mod backend;
pub mod channel;
pub mod ffi_host;
pub mod ffi_message;
pub mod form;
pub mod frame;
pub mod host;
pub mod link;
pub mod message;
pub mod opencl;
pub mod output;
pub mod process;
pub mod raw;
pub mod relayed;
pub mod wgpu_host;

pub use backend::{ConfinedBackend, ConfinedProgram, ConfinedResident, HostCell};
pub use channel::{HostChannel, HostStarter, LocalHosts};
pub use form::HostedForm;
pub use host::{run_host, serve_host, HostConfig, HostError, HostKind, ServeOptions};
pub use link::{Answered, HostLink};
pub use process::{HostProcess, HostSpec, Role, HOST_FD};
