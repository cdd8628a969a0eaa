//! `ekb tracker`: a standalone Apache TVM RPC tracker (the `tvm-rpc` crate's), so that stock TVM
//! RPC servers (`python -m tvm.exec.rpc_server --tracker HOST:PORT --key KEY`, C++ `tvm_rpc`, the
//! Android app) register with it and TVM's clients and `tvm.exec.query_rpc_tracker` use it.
//! TVM's protocol has no authentication: docs/RELAY.md says what protects the port.

use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Args;
use tvm_rpc::{Tracker, TrackerConfig};

/// Options of `ekb tracker`.
#[derive(Args, Debug)]
pub(crate) struct TrackerArgs {
    /// Address to listen on. The default is loopback only: anyone who reaches the port can
    /// register servers and take them (see docs/RELAY.md before binding a wider address).
    #[arg(long, default_value = "127.0.0.1:9190")]
    addr: String,
    /// Answer a REQUEST that found no free server within this many seconds with FAIL (TVM's
    /// tracker waits forever, which is the default here too).
    #[arg(long, value_name = "SECONDS")]
    request_timeout: Option<f64>,
    /// Close a registered server silent for this many seconds (servers reconnect and register again).
    #[arg(long, value_name = "SECONDS", default_value_t = TrackerConfig::default().idle_timeout.as_secs_f64())]
    idle_timeout: f64,
    /// Close any other connection (clients between requests) silent for this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = TrackerConfig::default().client_idle_timeout.as_secs_f64())]
    client_idle_timeout: f64,
    /// Connections served at once; more are refused on accept (lowered, with a warning, to fit the
    /// file-descriptor limit when `ulimit -n` is lower).
    #[arg(long, default_value_t = TrackerConfig::default().max_connections)]
    max_connections: usize,
    /// Connections served at once from one peer address (devices behind SSH tunnels all come from
    /// 127.0.0.1).
    #[arg(long, default_value_t = TrackerConfig::default().max_connections_per_address)]
    max_connections_per_address: usize,
}

pub(crate) use crate::flag_seconds::seconds;

/// The addresses `--addr` names: `HOST:PORT`, the host an IP address or a name to resolve.
///
/// # Errors
/// When `addr` is not `HOST:PORT` or its host does not resolve: one line naming the expected form
/// and the cause once.
fn listen_addrs(addr: &str) -> Result<Vec<std::net::SocketAddr>> {
    use std::net::ToSocketAddrs;
    let form = "HOST:PORT, such as 127.0.0.1:9190 or 0.0.0.0:9190";
    let addrs: Vec<_> = addr.to_socket_addrs().map_err(|e| anyhow::anyhow!("--addr {addr} is not {form}: {e}"))?.collect();
    anyhow::ensure!(!addrs.is_empty(), "--addr {addr}: the host resolves to no address (expected {form})");
    Ok(addrs)
}

pub(crate) fn run(args: &TrackerArgs) -> Result<ExitCode> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    let wanted = server::fd_budget::Wanted { http: 0, tracker: args.max_connections, reserve: server::fd_budget::BASE_RESERVE };
    let budget = server::fd_budget::plan(wanted)?;
    if budget.lowered() {
        eprintln!("warning: {budget}");
    } else if budget.raised_from.is_some() {
        eprintln!("note: {budget}");
    }
    let config = TrackerConfig {
        request_timeout: args.request_timeout.map(|s| seconds("request-timeout", s)).transpose()?,
        idle_timeout: seconds("idle-timeout", args.idle_timeout)?,
        client_idle_timeout: seconds("client-idle-timeout", args.client_idle_timeout)?,
        max_connections: budget.tracker,
        max_connections_per_address: args.max_connections_per_address.max(1),
        ..TrackerConfig::default()
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async {
        let addrs = listen_addrs(&args.addr)?;
        // The tracker's error already says its I/O cause; chaining it as well said that twice.
        let tracker = Tracker::bind(addrs.as_slice(), config).await.map_err(|e| anyhow::anyhow!("binding {}: {e}", args.addr))?;
        let addr = tracker.local_addr();
        // One line on stdout for scripts (the port when bound to :0); the rest is logged to stderr.
        println!("TVM tracker listening on {addr}");
        if !addr.ip().is_loopback() {
            eprintln!("warning: {addr} is not loopback; TVM's tracker protocol has no authentication (docs/RELAY.md)");
        }
        tokio::select! {
            r = tokio::signal::ctrl_c() => r.context("waiting for Ctrl-C")?,
            () = tracker.stopped() => {}
        }
        Ok(ExitCode::SUCCESS)
    })
}
