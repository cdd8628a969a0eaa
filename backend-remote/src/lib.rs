//! # backend-remote — a remote backend over TVM RPC sessions: `c` candidates on a stock Apache TVM RPC server
//!
//! The remote backend of the TVM relay (docs/RELAY.md, "Remote backend"): the evaluator's one check
//! path (`ekb_eval::evaluate_with`) runs unchanged, with [`frontend_c::CFrontEnd`] as the front end and
//! [`RemoteBackend`] as the backend.
//!
//! * [`device`]: [`RemoteOptions`] (a tracker and key, or a server's address; step and session
//!   timeouts), the session, what the server tells about itself ([`RemoteSystem`]) and the report's
//!   [`ekb_eval::device::DeviceInfo`] (backend `cpu`, the TVM RPC runtime, transport relay).
//! * [`target`]: the [`Target`] triple (x86-64 with `cc`, aarch64 with Debian's
//!   `aarch64-linux-gnu-gcc`) and the ELF machine its libraries declare.
//! * [`wrapper`]: the generated TVM-FFI wrapper (`ekb_run`, `ekb_batch`, `ekb_nop`), which keeps
//!   `Backend::run`'s and `Backend::time_batch`'s resets on the remote.
//! * [`build`]: candidate + wrapper compiled in the sandbox for the target ([`build::RemoteLibrary`]).
//! * [`RemoteBackend`]: upload, `load_module`, remote `uint8` tensors, calls, copies, and
//!   `runtime.RPCTimeEvaluator` for timing.
//! * [`hosted`]: [`HostedRemote`], the forms an `ekb device` runs in kernel hosts of its own
//!   (`opencl`): `ekb_confined::ConfinedBackend` over hosts reached through the session.
//! * [`trust`]: who is at fault when a remote step stalls, and whether a device-reported time fits
//!   the host's clock around it.
//!
//! ```no_run
//! use backend_remote::{Endpoint, RemoteBackend, RemoteOptions};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let opts = RemoteOptions::new(Endpoint::Tracker {
//!     tracker: "127.0.0.1:9190".into(),
//!     key: "rasp4".into(),
//!     priority: 1,
//!     request_timeout: std::time::Duration::from_secs(60),
//! });
//! let backend = RemoteBackend::open(&opts)?;
//! let task = kernels::get("l1_vector_add").unwrap();
//! let eval_task = ekb_eval::EvalTask { spec: &task.spec, reference: task.reference(ekb_eval::kind::Kind::C), cpu_reference: &task.cpu };
//! let report = pollster::block_on(ekb_eval::evaluate_with(
//!     &frontend_c::CFrontEnd::new(),
//!     &backend,
//!     &eval_task,
//!     task.reference(ekb_eval::kind::Kind::C).unwrap(),
//!     &ekb_eval::EvalOptions::default(),
//! ));
//! # let _ = report; Ok(()) }
//! ```

mod backend;
pub mod build;
pub mod device;
pub mod hosted;
pub mod target;
pub mod trust;
pub mod wrapper;

pub use backend::{RemoteBackend, RemoteProgram, RemoteResident};
pub use device::{Endpoint, OpenError, RemoteOptions, RemoteSystem};
pub use hosted::HostedRemote;
pub use target::Target;
