//! `ekb device --tracker HOST:PORT --key KEY`: this machine's CPU as a TVM RPC device for the
//! relay's `c` jobs, in place of a stock `python -m tvm.exec.rpc_server` (docs/RELAY.md,
//! "`ekb device`"). It registers with any TVM-protocol tracker (`tvm_rpc::server`'s registration
//! loop) with a typed announcement (backend `cpu`, kinds `[c]`, the hardware, whether it runs
//! emulated: [`emulation`]) and
//! serves one session at a time ([`session`]); each session's native code runs in a confined
//! library host of its own ([`link`], `ekb device-worker`), killed when the session ends or a step
//! overruns. `ekb device-worker` is that host (hidden; its arguments are the device's).

mod cl_modules;
mod emulation;
mod forms;
mod hosts;
mod link;
mod session;
mod system;

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::tracker::seconds;
use clap::Args;
use tvm_rpc::{AnnouncedDevice, Registration, Server, ServerConfig};

use link::WorkerSpec;
use session::{DeviceContext, DeviceSession};
use system::SystemInfo;

/// Options of `ekb device`.
#[derive(Args, Debug)]
pub(crate) struct DeviceArgs {
    /// The tracker to register with, `HOST:PORT` (`ekb serve`'s embedded one, `ekb tracker`, or
    /// Apache TVM's `python -m tvm.exec.rpc_tracker`).
    #[arg(long)]
    tracker: String,
    /// The device key clients request (TVM's `--key`).
    #[arg(long)]
    key: String,
    /// Address the session port listens on. The tracker tells clients the address it sees this
    /// device's connection come from (or `--custom-addr`) with this port.
    #[arg(long, default_value = "0.0.0.0:9090")]
    addr: String,
    /// The host clients should connect to (TVM's `--custom-addr`), when the tracker would see
    /// another one (NAT, a tunnel).
    #[arg(long)]
    custom_addr: Option<String>,
    /// Most seconds one step of a session may take in the kernel worker (a call, a timed run, a
    /// copy); past it the worker is killed and the session can run nothing more.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    step_timeout: f64,
    /// Longest session, seconds (the cap of the client's ` -timeout=S`).
    #[arg(long, value_name = "SECONDS", default_value_t = 3600.0)]
    max_session: f64,
    /// The kernel worker's memory (`RLIMIT_DATA`), MiB.
    #[arg(long, value_name = "MIB", default_value_t = 2048)]
    memory_limit_mib: u64,
    /// Largest packet read and largest copy answered, MiB (a stock TVM server has no bound; the
    /// relay copies a large shape's buffer, guard tail included, in one packet: over 64 MiB).
    #[arg(long, value_name = "MIB", default_value_t = 1024)]
    max_packet_mib: u64,
    /// The candidate kinds served, comma-separated (`c`, `opencl`, `wgsl`); default: `c` and every
    /// other one this machine can run (a wgpu adapter, an OpenCL device present). A kind named here
    /// that cannot be served stops the device at start.
    #[arg(long, value_delimiter = ',')]
    forms: Option<Vec<String>>,
    /// The OpenCL device the `opencl` form runs on: `PLATFORM:DEVICE`, an index, or a substring of
    /// its name (`ekb adapters --backend opencl`); default the first.
    #[arg(long)]
    opencl_device: Option<String>,
    /// The wgpu adapter the `wgsl` form runs on: an index or a substring of its name (`ekb
    /// adapters`); default the first non-CPU adapter, else the first.
    #[arg(long)]
    wgsl_adapter: Option<String>,
    /// Announce this device as emulated even where detection does not show it (a full-system
    /// emulator); a binary of another architecture under qemu-user is detected (docs/DEVICE.md).
    #[arg(long)]
    emulated: bool,
    /// How the kernel worker runs when this binary is emulated and the kernel has no binfmt_misc
    /// entry for it: the emulator under /usr and its arguments, e.g.
    /// `/usr/bin/qemu-aarch64 -L /usr/aarch64-linux-gnu`.
    #[arg(long, value_name = "PROGRAM [ARGS]")]
    emulator: Option<String>,
}

/// Options of `ekb device-worker` (internal).
#[derive(Args, Debug)]
pub(crate) struct DeviceWorkerArgs {
    /// `RLIMIT_DATA`, MiB (0: none).
    #[arg(long, default_value_t = 0)]
    memory_limit_mib: u64,
    /// Runs under a user-mode emulator (`ekb device` says so): serve without the system-call
    /// filter where the emulator cannot install it.
    #[arg(long)]
    emulated: bool,
}

/// The announcement in the tracker's info: what the relay routes on (`GET /api/relay/devices`).
/// An emulated device's hardware is `emulated <arch> on <the CPU it sees>`.
fn announcement(system: &SystemInfo, emulated: bool) -> AnnouncedDevice {
    let hardware = if emulated { format!("emulated {} on {}", std::env::consts::ARCH, system.cpu) } else { system.cpu.clone() };
    AnnouncedDevice { backend: Some("cpu".into()), kinds: vec!["c".into()], hardware: Some(hardware), emulated }
}

/// Runs `ekb device` until interrupted.
pub(crate) fn run(args: &DeviceArgs) -> Result<ExitCode> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    let step_timeout = seconds("step-timeout", args.step_timeout)?;
    let max_session = seconds("max-session", args.max_session)?;
    let sandbox = ekb_sandbox::Sandbox::detect_bwrap()
        .context("ekb device runs each session's kernels in a bubblewrap sandbox (docs/SANDBOX.md), and none is usable here")?;
    let exe = std::env::current_exe().context("the ekb executable's path")?;
    let system = SystemInfo::detect();
    let emulation = emulation::detect(args.emulated);
    let emulated = match &emulation {
        Some(why) => {
            println!("ekb device: emulated ({why}): announced so, and its timings are marked emulated");
            Some(emulation::EmulatedWorker::parse(args.emulator.as_deref())?)
        }
        None => {
            anyhow::ensure!(args.emulator.is_none(), "--emulator: this device does not run emulated (pass --emulated to say it does)");
            None
        }
    };
    let mut registration = Registration::new(&args.tracker);
    registration.custom_addr.clone_from(&args.custom_addr);
    let forms = forms::Forms::parse(args.forms.as_deref())?;
    let hosted = hosts::HostedForms::detect(
        &forms,
        args.wgsl_adapter.as_deref(),
        args.opencl_device.as_deref(),
        &exe,
        args.memory_limit_mib,
        step_timeout,
    )?;
    registration.device = forms::announce(announcement(&system, emulation.is_some()), forms.c, &hosted);
    anyhow::ensure!(args.max_packet_mib > 0, "--max-packet-mib must be positive");
    let max_packet_bytes = args.max_packet_mib.saturating_mul(1 << 20);
    let kinds = registration.device.kinds.clone();
    let config =
        ServerConfig { key: args.key.clone(), registration: Some(registration), max_session, max_packet_bytes, ..ServerConfig::default() };
    let spec = WorkerSpec { exe, memory_limit_mib: args.memory_limit_mib, step_timeout, max_payload: config.max_packet_bytes, emulated };
    let ctx = Arc::new(DeviceContext { sandbox, spec, system, forms: hosted, emulation });
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async {
        if ctx.emulation.is_some() {
            // An emulated worker depends on binfmt_misc or --emulator: tried once before registering.
            let hint = if args.emulator.is_none() {
                " (without a binfmt_misc entry for this binary, pass --emulator: docs/DEVICE.md)"
            } else {
                ""
            };
            link::WorkerLink::start(&ctx.sandbox, &ctx.spec).await.map_err(|e| anyhow::anyhow!("{e}{hint}"))?;
        }
        let server = Server::bind(&args.addr, config, move |_info: &tvm_rpc::SessionInfo| DeviceSession::new(ctx.clone())).await?;
        println!("ekb device listening on {} (key {}, tracker {})", server.local_addr(), args.key, args.tracker);
        println!("serving kinds {}", kinds.join(", "));
        let mut registered = false;
        loop {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => break,
                () = tokio::time::sleep(Duration::from_millis(200)) => {}
            }
            let now = server.stats().registered;
            if now != registered {
                println!("{} tracker {}", if now { "registered with" } else { "lost the" }, args.tracker);
                registered = now;
            }
        }
        server.shutdown();
        anyhow::Ok(())
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `ekb device-worker` (started by `ekb device`, inside its sandbox).
pub(crate) fn worker(args: &DeviceWorkerArgs) -> Result<ExitCode> {
    if args.emulated {
        ekb_confined::ffi_host::run_ffi_host_under_emulation(args.memory_limit_mib)?;
        return Ok(ExitCode::SUCCESS);
    }
    ekb_confined::ffi_host::run_ffi_host(args.memory_limit_mib)?;
    Ok(ExitCode::SUCCESS)
}
