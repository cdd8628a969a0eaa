//! `ekb-server`: the server alone (HTTP only), for the crash and load tests and for deployments
//! without the CLI. `ekb serve` is the full command (HTTPS, defaults, help).
//!
//! ```text
//! ekb-server [--addr 127.0.0.1:0] [--dist DIR] [--database-url sqlite://ekb.db]
//!            [--write-rate 1] [--write-burst 30] [--max-connections 512]
//!            [--header-read-timeout 10] [--idle-timeout 30] [--request-timeout 60]   (seconds)
//!                                                            (EKB_ADMIN_TOKEN from the environment)
//! ```
//!
//! Without `--dist`, the app embedded in the binary is served (release builds; debug builds read
//! the workspace's `dist/`).
//!
//! Prints `listening on http://ADDR` once the socket is bound (port 0 picks a free one).

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ekb-server: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let mut addr = "127.0.0.1:0".to_string();
    let mut dist: Option<String> = None;
    let mut connections = server::ConnectionLimits::default();
    let seconds = |flag: &str, v: String| -> Result<std::time::Duration, String> {
        let s: f64 = v.parse().map_err(|e| format!("{flag}: {e}"))?;
        std::time::Duration::try_from_secs_f64(s).map_err(|e| format!("{flag}: {e}"))
    };
    let mut database_url = std::env::var("EKB_DATABASE_URL").unwrap_or_else(|_| server::DEFAULT_DATABASE_URL.into());
    let mut rate = 1.0f64;
    let mut burst = 30u32;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--addr" => addr = value()?,
            "--dist" => dist = Some(value()?),
            "--max-connections" => connections.max_connections = value()?.parse().map_err(|e| format!("--max-connections: {e}"))?,
            "--max-connections-per-address" => {
                connections.max_connections_per_address = value()?.parse().map_err(|e| format!("--max-connections-per-address: {e}"))?
            }
            "--header-read-timeout" => connections.header_read_timeout = seconds(&flag, value()?)?,
            "--idle-timeout" => connections.idle_timeout = seconds(&flag, value()?)?,
            "--request-timeout" => connections.request_timeout = seconds(&flag, value()?)?,
            "--database-url" => database_url = value()?,
            "--write-rate" => rate = value()?.parse().map_err(|e| format!("--write-rate: {e}"))?,
            "--write-burst" => burst = value()?.parse().map_err(|e| format!("--write-burst: {e}"))?,
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    let admin_token = match std::env::var("EKB_ADMIN_TOKEN").ok().filter(|t| !t.is_empty()) {
        Some(t) => Some(server::AdminToken::new(&t).map_err(|e| format!("EKB_ADMIN_TOKEN: {e}"))?),
        None => None,
    };
    let rate_limit = (rate > 0.0).then_some(server::RateLimit { per_second: rate, burst: burst.max(1) });
    // The connection cap and the process's other descriptors fit RLIMIT_NOFILE (raised or lowered).
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
    let wanted =
        server::fd_budget::Wanted { http: connections.max_connections, tracker: 0, reserve: server::fd_budget::reserve(16, 0, threads) };
    let budget = server::fd_budget::plan(wanted).map_err(|e| e.to_string())?;
    if budget.lowered() {
        eprintln!("ekb-server: warning: {budget}");
    }
    connections.max_connections = budget.http;
    // Exports: one per 10 s per client address, bursts of 3, unless writes are unlimited too.
    let exports = server::export::ExportLimits {
        rate: rate_limit.map(|_| server::RateLimit { per_second: 0.1, burst: 3 }),
        ..server::export::ExportLimits::default()
    };
    let config = server::AppConfig { admin_token, rate_limit, connections, exports, ..Default::default() };
    let files = dist.map_or(server::AppFiles::Embedded, |d| server::AppFiles::Disk(d.into()));
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("starting the runtime: {e}"))?;
    runtime.block_on(async {
        let state = server::AppState::open(&database_url, config).await.map_err(|e| e.to_string())?;
        let listener = tokio::net::TcpListener::bind(&addr).await.map_err(|e| format!("binding {addr}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        println!("listening on http://{bound}");
        std::io::stdout().flush().map_err(|e| e.to_string())?;
        server::serve_on(listener, state, &files).await.map_err(|e| e.to_string())
    })
}
