//! The EdgeKernelBench runner: everything between "evaluate these samples" and a device, with no
//! backend or GPU dependency of its own, so the `ekb` binary, the server's relay, an agent or a
//! device agent can all use it.
//!
//! - [`job`]: the [`Job`] a worker receives and the [`Answer`] it gives (JSON, one line each),
//!   bound to their job by a [`Nonce`] and confirmed ([`channel`]: the pool's side of the answer
//!   channel, its bounds and the protocol [`channel::Violation`]s);
//! - [`pool`]: isolated worker processes (wall-clock limit per job, `RLIMIT_DATA`), reused for the
//!   next job until one faults, times out or nears the memory limit ([`Isolation::Pool`]), or one
//!   process per job ([`Isolation::Process`]); the executable and its arguments are a
//!   [`WorkerCommand`] (default: this executable with `worker`); a worker's stderr is kept in
//!   bounded memory ([`stderr_log`]);
//! - [`serve`]: the child side, [`serve_jobs`], which reads jobs from stdin and answers on stdout
//!   through a closure that owns the device (the binary that has a backend provides it);
//! - [`oracle`]: a disk cache for costly CPU references; [`cache_dir`]: where every cache lives;
//! - [`suite`]: evaluating one sample or a whole samples file through a pool;
//! - [`tune`]: `ekb tune`, the search over a kernel's override constants on the device.

pub mod cache_dir;
pub mod channel;
pub mod job;
pub mod oracle;
pub mod pool;
pub mod serve;
pub mod stderr_log;
pub mod suite;
pub mod tune;

pub use job::{Answer, DeviceSelection, Job, Limits, Nonce, RemoteTarget, Reply, Request, Work};
pub use pool::{into_report, Isolation, Outcome, Pool, PoolStats, WorkerClass, WorkerCommand};
pub use serve::serve_jobs;
