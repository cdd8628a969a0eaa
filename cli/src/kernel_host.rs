//! `ekb kernel-host` (hidden): one kernel host, started by a worker inside its own bubblewrap
//! sandbox (`ekb_confined::HostLink::start`), serving that worker's requests on an inherited socket
//! until it closes (docs/SANDBOX.md). Not for people: its arguments are the worker's.

use anyhow::Result;
use ekb_confined::{HostConfig, HostKind};
use std::process::ExitCode;

/// The host's arguments (see `ekb_confined::HostSpec::args`).
#[derive(clap::Args, Debug)]
pub(crate) struct KernelHostArgs {
    /// The inherited socket's descriptor.
    #[arg(long)]
    fd: i32,
    /// `c` (the CPU backend) or `opencl`.
    #[arg(long)]
    kind: String,
    /// Pool threads of the CPU backend.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// The OpenCL device, `PLATFORM:DEVICE`.
    #[arg(long)]
    device: Option<String>,
    /// Wall-clock limit of one launch, ms.
    #[arg(long, default_value_t = 10_000)]
    launch_timeout_ms: u64,
    /// RLIMIT_DATA, MiB (0: none).
    #[arg(long, default_value_t = 0)]
    memory_limit_mib: u64,
    /// Seal after the first program is built (a candidate's host).
    #[arg(long)]
    seal: bool,
}

/// Runs the host; a closed channel is success.
pub(crate) fn run(args: &KernelHostArgs) -> Result<ExitCode> {
    let kind = HostKind::from_args(&args.kind, args.threads, args.device.as_deref(), args.launch_timeout_ms)?;
    let cfg = HostConfig { fd: args.fd, kind, memory_limit_mib: args.memory_limit_mib, seal_after_compile: args.seal };
    ekb_confined::run_host(&cfg)?;
    Ok(ExitCode::SUCCESS)
}
