//! `ekb serve`: the web app and API over HTTP, or HTTPS with a given certificate.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};

/// Arguments of `ekb serve`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct ServeArgs {
    /// Address to listen on; use 0.0.0.0:8080 to let a phone on the same network connect (with --tls-cert).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Directory of the built app (scripts/build-app.sh writes dist/).
    #[arg(long, default_value = "dist")]
    pub dist: PathBuf,
    /// PEM certificate chain for HTTPS (WebGPU needs a secure context off localhost).
    #[arg(long, requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// PEM private key for HTTPS.
    #[arg(long, requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
}

/// `ekb serve`.
pub(crate) fn run(args: &ServeArgs) -> Result<ExitCode> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .init();
    let tls = args.tls_cert.clone().zip(args.tls_key.clone());
    let scheme = if tls.is_some() { "https" } else { "http" };
    let shown = if args.addr.ip().is_unspecified() {
        format!("{scheme}://<this machine's address>:{}", args.addr.port())
    } else {
        format!("{scheme}://{}", args.addr)
    };
    println!("EdgeKernelBench: serving {} on {shown}/ — open it in a browser with WebGPU", args.dist.display());
    let runtime = tokio::runtime::Runtime::new().context("starting the async runtime")?;
    runtime.block_on(server::serve(server::ServerConfig { addr: args.addr, dist: args.dist.clone(), tls }))?;
    Ok(ExitCode::SUCCESS)
}
