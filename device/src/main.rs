//! `ekb-device`: the slim build of `ekb device` for boards and phones (docs/DEVICE.md). The code is
//! the `ekb` CLI's own (`cli/src/device/`, and `cli/src/flag_seconds.rs` for its flags), compiled
//! here without the rest of the CLI — no server, app, wgpu, agent, tracker or jemalloc — so that one
//! home serves both builds: `ekb-device device …` is `ekb device …`, and `device-worker` is the
//! session's confined kernel worker, which `device` starts from this same binary.

#[path = "../../cli/src/device/mod.rs"]
mod device;
#[path = "../../cli/src/flag_seconds.rs"]
mod flag_seconds;

/// Where the CLI's modules find [`flag_seconds::seconds`] (`crate::tracker::seconds`, as in `ekb`).
mod tracker {
    pub(crate) use crate::flag_seconds::seconds;
}

/// Where the CLI's `ekb device` opens its `opencl` form (`cli/src/opencl_hosting.rs` in `ekb`):
/// this build has no OpenCL backend, so it serves `c` only and says so at start.
mod opencl_hosting {
    /// Never a device: this build serves `c` only.
    pub(crate) fn opencl_hosts(
        _opencl_device: Option<&str>,
        _memory_limit_mib: u64,
        _wait_ms: u64,
    ) -> Result<(ekb_wire::device::DeviceInfo, ekb_confined::HostSpec), String> {
        Err("this build (the slim ekb-device) serves `c` only; `ekb device` from the full build serves opencl".into())
    }
}

/// Where the CLI's `ekb device` opens its `wgsl` form (`cli/src/wgsl_hosting.rs` in `ekb`): this
/// build has no wgpu, so it serves no `wgsl` and says so at start.
mod wgsl_hosting {
    /// Never an adapter: this build has no wgpu.
    pub(crate) fn wgsl_hosts(
        _adapter: Option<&str>,
        _memory_limit_mib: u64,
        _wait_ms: u64,
    ) -> Result<(ekb_wire::device::DeviceInfo, ekb_confined::HostSpec), String> {
        Err("this build (the slim ekb-device) has no wgpu; `ekb device` from the full build serves wgsl".into())
    }
}

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// `ekb device` alone: this machine's CPU as a TVM RPC device for the relay's `c` jobs.
#[derive(Parser, Debug)]
#[command(name = "ekb-device", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Serve this machine's CPU as a TVM RPC device: register with a tracker, run each session's
    /// kernels in a confined worker (docs/RELAY.md, "`ekb device`").
    Device(Box<device::DeviceArgs>),
    /// (internal) The sandboxed kernel worker of one session, on stdin/stdout.
    #[command(hide = true, name = "device-worker")]
    DeviceWorker(device::DeviceWorkerArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    let result = match cli.command {
        Cmd::Device(args) => device::run(&args),
        Cmd::DeviceWorker(args) => device::worker(&args),
    };
    result.unwrap_or_else(|e| {
        eprintln!("error: {e:#}");
        ExitCode::from(2)
    })
}
