//! `ekb tracker`: a standalone Apache TVM RPC tracker (the `tvm-rpc` crate's), so that stock TVM
//! RPC servers (`python -m tvm.exec.rpc_server --tracker HOST:PORT --key KEY`, C++ `tvm_rpc`, the
//! Android app) register with it and TVM's clients and `tvm.exec.query_rpc_tracker` use it.
//! TVM's protocol has no authentication: docs/RELAY.md says what protects the port.

use std::process::ExitCode;
use std::time::Duration;

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
    /// Close a connection silent for this many seconds (servers reconnect and register again).
    #[arg(long, value_name = "SECONDS", default_value_t = 3600.0)]
    idle_timeout: f64,
    /// Connections served at once; more are refused on accept.
    #[arg(long, default_value_t = 1024)]
    max_connections: usize,
}

fn seconds(name: &str, s: f64) -> Result<Duration> {
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .with_context(|| format!("--{name} must be a positive number of seconds, got {s}"))
}

pub(crate) fn run(args: &TrackerArgs) -> Result<ExitCode> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    let config = TrackerConfig {
        request_timeout: args.request_timeout.map(|s| seconds("request-timeout", s)).transpose()?,
        idle_timeout: seconds("idle-timeout", args.idle_timeout)?,
        max_connections: args.max_connections,
        ..TrackerConfig::default()
    };
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(async {
        let tracker = Tracker::bind(args.addr.as_str(), config).await.with_context(|| format!("binding {}", args.addr))?;
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
