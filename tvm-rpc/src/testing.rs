//! Test helpers (cargo feature `testing`): the pinned TVM venv and unmodified TVM RPC servers
//! from it, for this crate's tests and for other crates' (`tvm-rpc = { workspace = true,
//! features = ["testing"] }` as a dev-dependency).
//!
//! - [`venv_python`]: the venv's interpreter, or `None` (after printing `SKIPPED: …`) when there
//!   is no venv, unless `EKB_REQUIRE_TVM` is set, which makes a missing venv a panic (a failed
//!   test). The venv is `$EKB_TVM_VENV`, default `~/.cache/ekb/tvm-venv` (scripts/setup.sh makes
//!   it: `apache-tvm==0.27.0.post1`, `apache-tvm-ffi==0.1.15.post2`).
//! - [`RpcServer`]: `python -m tvm.exec.rpc_server`, unmodified, registered with a tracker
//!   ([`RpcServer::with_tracker`]) or listening alone ([`RpcServer::standalone`]); started in its
//!   own process group, which is killed (`SIGKILL`) when the value is dropped, session workers
//!   included.
//!
//! - [`TvmTracker`]: `python -m tvm.exec.rpc_tracker`, unmodified, killed on drop.
//! - [`python_output`]: a Python script's stdout, within a time limit.
//! - [`wait_until`], [`free_servers`]: polling a condition, reading a summary.
//!
//! Python start-up (`import tvm`) takes 1–10 s on a loaded 2-core machine; the helpers wait up to
//! [`START_TIMEOUT`].

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::TrackerClient;

/// How long the helpers wait for a Python server to bind or register. A start takes ≈ 1 s alone
/// (`import tvm`), but several at once on a loaded 2-core machine (load ≈ 15) took over 60 s; a
/// server that never binds still fails the test, after this long.
pub const START_TIMEOUT: Duration = Duration::from_secs(300);

/// What TVM's `_serving` raises out of its listen loop when a session child fails (see
/// [`RpcServer::stopped_listening`]).
const LISTEN_LOOP_ENDED: &str = "exited unsuccessfully with error code";

/// The TVM venv's `bin/python`, or `None` when the venv is absent (prints `SKIPPED: …` to stderr
/// so the test log says why nothing ran).
///
/// # Panics
/// When the venv is absent and `EKB_REQUIRE_TVM` is set (CI sets it: a missing venv is then a
/// failure, not a silent pass).
#[must_use]
pub fn venv_python() -> Option<PathBuf> {
    let venv = std::env::var_os("EKB_TVM_VENV")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache/ekb/tvm-venv"));
    let py = venv.join("bin/python");
    if py.exists() {
        return Some(py);
    }
    assert!(
        std::env::var_os("EKB_REQUIRE_TVM").is_none(),
        "EKB_REQUIRE_TVM is set but there is no TVM venv at {} (scripts/setup.sh creates it)",
        venv.display()
    );
    eprintln!("SKIPPED: no TVM venv at {} (scripts/setup.sh creates it; EKB_REQUIRE_TVM=1 makes this a failure)", venv.display());
    None
}

/// A port that was free on 127.0.0.1 a moment ago (the OS's choice for port 0).
///
/// # Panics
/// When no socket can be bound on 127.0.0.1.
#[must_use]
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("bind 127.0.0.1:0").port()
}

/// Polls `f` every 50 ms until it is true.
///
/// # Panics
/// When `limit` passes first (the message names `what`).
pub async fn wait_until(what: &str, limit: Duration, mut f: impl AsyncFnMut() -> bool) {
    let deadline = Instant::now() + limit;
    while !f().await {
        assert!(Instant::now() < deadline, "timed out after {limit:?} waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Free servers of `key` in a tracker summary (0 when the key is absent).
#[must_use]
pub fn free_servers(summary: &crate::Summary, key: &str) -> u64 {
    summary.queue_info.get(key).map_or(0, |q| q.free)
}

/// An unmodified `python -m tvm.exec.rpc_server --host 127.0.0.1` from the venv, in its own
/// process group, killed with its session workers on drop. Its log (stderr) is forwarded to this
/// process's stderr, prefixed `rpc_server:`.
pub struct RpcServer {
    child: Child,
    port: u16,
    key: String,
    /// Set when the log shows TVM's listen loop ended ([`Self::stopped_listening`]).
    stopped: Arc<AtomicBool>,
}

impl RpcServer {
    /// Starts a server that registers with the tracker at `tracker` (`host:port`, ours or TVM's)
    /// under `key`, and returns once the tracker's summary lists it (`server:<key>` at its port)
    /// with a free slot for `key`. Clients then get it with a tracker REQUEST for `key` and open
    /// the session with the grant's match key.
    ///
    /// # Errors
    /// The spawn failed, the server exited, or it did not register within [`START_TIMEOUT`].
    pub async fn with_tracker(py: &Path, tracker: &str, key: &str) -> std::io::Result<Self> {
        let server = Self::spawn(py, &["--tracker", tracker, "--key", key], key).await?;
        let deadline = Instant::now() + START_TIMEOUT;
        loop {
            if let Ok(mut c) = TrackerClient::connect(tracker, Duration::from_secs(5)).await {
                if let Ok(s) = c.summary().await {
                    let listed = s.server_info.iter().any(|i| {
                        i.key == format!("server:{key}") && i.addr.get(1).and_then(serde_json::Value::as_u64) == Some(server.port.into())
                    });
                    if listed && s.queue_info.get(key).is_some_and(|q| q.free > 0) {
                        return Ok(server);
                    }
                }
            }
            if Instant::now() > deadline {
                return Err(std::io::Error::other(format!("rpc_server did not register with {tracker} within {START_TIMEOUT:?}")));
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Starts a server without a tracker and returns once it accepts connections. Its key is
    /// empty: a session opens with [`Self::key`] `""` (the session key `client:`).
    ///
    /// # Errors
    /// The spawn failed, the server exited, or it did not listen within [`START_TIMEOUT`].
    pub async fn standalone(py: &Path) -> std::io::Result<Self> {
        let server = Self::spawn(py, &[], "").await?;
        // `bind to` is logged just before `listen`; a connection closed before the handshake
        // is dropped by the server's accept loop (an OSError it retries on).
        let deadline = Instant::now() + START_TIMEOUT;
        while tokio::net::TcpStream::connect(server.addr()).await.is_err() {
            if Instant::now() > deadline {
                return Err(std::io::Error::other("rpc_server did not listen in time"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(server)
    }

    /// [`Self::standalone`] (no tracker), with `prelude` (Python) run first in the server's process:
    /// a device that misbehaves on purpose, e.g. by wrapping `tvm.rpc.server._server_env` to
    /// replace a global its sessions use (each session is a forked child, which inherits the
    /// change).
    ///
    /// # Errors
    /// As [`Self::standalone`].
    pub async fn standalone_with(py: &Path, prelude: &str) -> std::io::Result<Self> {
        let server = Self::spawn_with(py, &[], "", Some(prelude)).await?;
        let deadline = Instant::now() + START_TIMEOUT;
        while tokio::net::TcpStream::connect(server.addr()).await.is_err() {
            if Instant::now() > deadline {
                return Err(std::io::Error::other("rpc_server did not listen in time"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(server)
    }

    /// Spawns the server on a free port range and waits for its `bind to 127.0.0.1:PORT` line.
    async fn spawn(py: &Path, extra: &[&str], key: &str) -> std::io::Result<Self> {
        Self::spawn_with(py, extra, key, None).await
    }

    /// [`Self::spawn`], running `prelude` first when given (`python -c`, then the module as
    /// `__main__` with the same arguments).
    async fn spawn_with(py: &Path, extra: &[&str], key: &str, prelude: Option<&str>) -> std::io::Result<Self> {
        use std::os::unix::process::CommandExt;
        let base = free_port().min(65_000);
        let (port, end) = (base.to_string(), (base + 64).to_string());
        let mut server_args = vec!["--host", "127.0.0.1", "--port", &port, "--port-end", &end];
        server_args.extend_from_slice(extra);
        let script;
        let mut args: Vec<&str> = vec!["-m", "tvm.exec.rpc_server"];
        if let Some(prelude) = prelude {
            // `tvm.exec.rpc_server` runs the server in a fresh interpreter (a `PopenWorker`), which
            // would not see the prelude: the server runs in this process instead, as that worker
            // runs it (`PopenRPCServerState`; sessions are forked from it and inherit the prelude).
            script = format!(
                "import logging\nlogging.basicConfig(level=logging.INFO, format='%(asctime)s %(levelname)s %(message)s')\n{prelude}\n\
                 from tvm.rpc.server import PopenRPCServerState\nPopenRPCServerState('127.0.0.1', {port}, {end})\n"
            );
            args = vec!["-c", &script];
        } else {
            args.extend_from_slice(&server_args);
        }
        let mut child = Command::new(py).args(&args).process_group(0).stdin(Stdio::null()).stderr(Stdio::piped()).spawn()?;
        let stderr = child.stderr.take().expect("piped stderr");
        let (tx, rx) = std::sync::mpsc::channel::<u16>();
        let stopped = Arc::new(AtomicBool::new(false));
        let seen = Arc::clone(&stopped);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if line.contains(LISTEN_LOOP_ENDED) {
                    seen.store(true, Ordering::SeqCst);
                }
                if let Some(p) = line.split("bind to 127.0.0.1:").nth(1).and_then(|p| p.trim().parse().ok()) {
                    let _ = tx.send(p);
                }
                eprintln!("rpc_server: {line}");
            }
        });
        let mut server = Self { child, port: 0, key: key.to_owned(), stopped };
        server.port = until_ready(&mut server.child, "rpc_server (binding)", async || rx.try_recv().ok()).await?;
        Ok(server)
    }

    /// Whether TVM's listen loop has ended: a session child that exits with a nonzero code (its
    /// client killed mid-message, so that its socket read fails with `Connection reset by
    /// peer`) makes `tvm.rpc.server._serving` raise `RuntimeError: Child process … exited
    /// unsuccessfully` out of `_listen_loop` (TVM 0.27), and the server never registers with its
    /// tracker again while its process stays up. A farm's supervisor restarts such a server; a
    /// test that kills clients does the same.
    #[must_use]
    pub fn stopped_listening(&self) -> bool {
        self.stopped.load(Ordering::SeqCst)
    }

    /// The session address, `127.0.0.1:<port>`.
    #[must_use]
    pub fn addr(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// The session port the server bound.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The key it was started with (`""` for [`Self::standalone`]).
    #[must_use]
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The server's process id, which is also its process group id.
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends `signal` (a `kill` name: `STOP`, `CONT`, `KILL`, …) to the server's whole process
    /// group (the listener and its session workers): `STOP` makes a server that stops answering,
    /// `KILL` one that dies mid-session.
    ///
    /// # Errors
    /// `kill` could not be run or failed.
    pub fn signal(&self, signal: &str) -> std::io::Result<()> {
        signal_group(self.child.id(), signal)
    }
}

/// Sends `signal` (a `kill` name) to process group `pgid`.
fn signal_group(pgid: u32, signal: &str) -> std::io::Result<()> {
    let status = Command::new("kill").args([&format!("-{signal}"), "--", &format!("-{pgid}")]).status()?;
    if status.success() {
        Ok(())
    } else {
        Err(std::io::Error::other(format!("kill -{signal} failed: {status}")))
    }
}

/// TVM's own tracker, `python -m tvm.exec.rpc_tracker --host 127.0.0.1 --port PORT`, unmodified,
/// in its own process group, killed (`SIGKILL`, no goodbye to its peers) when dropped.
pub struct TvmTracker {
    child: Child,
    port: u16,
}

impl TvmTracker {
    /// Starts it on `port` (only that port: `--port-end PORT+1`; it sets `SO_REUSEADDR`, so a
    /// killed tracker's port can be taken again at once) and returns once it answers PING.
    ///
    /// # Errors
    /// The spawn failed, the tracker exited, or it did not answer within [`START_TIMEOUT`].
    pub async fn start(py: &Path, port: u16) -> std::io::Result<Self> {
        use std::os::unix::process::CommandExt;
        let (p, end) = (port.to_string(), (port + 1).to_string());
        let args = ["-m", "tvm.exec.rpc_tracker", "--host", "127.0.0.1", "--port", &p, "--port-end", &end];
        let child = Command::new(py).args(args).process_group(0).stdin(Stdio::null()).spawn()?;
        let mut t = Self { child, port };
        let addr = t.addr();
        let ping = async || match TrackerClient::connect(&addr, Duration::from_secs(5)).await {
            Ok(mut c) => c.ping().await.ok(),
            Err(_) => None,
        };
        until_ready(&mut t.child, "rpc_tracker (answering PING)", ping).await?;
        Ok(t)
    }

    /// `127.0.0.1:<port>`.
    #[must_use]
    pub fn addr(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// The port it listens on.
    #[must_use]
    pub fn port(&self) -> u16 {
        self.port
    }
}

impl Drop for TvmTracker {
    fn drop(&mut self) {
        kill_group(&mut self.child);
    }
}

/// Kills `child`'s process group (it leads one) and reaps it.
fn kill_group(child: &mut Child) {
    let _ = signal_group(child.id(), "KILL");
    let _ = child.kill();
    let _ = child.wait();
}

/// Polls `ready` every 20 ms until it gives a value; fails when `child` exits first or
/// [`START_TIMEOUT`] passes.
async fn until_ready<T>(child: &mut Child, what: &str, mut ready: impl AsyncFnMut() -> Option<T>) -> std::io::Result<T> {
    let deadline = Instant::now() + START_TIMEOUT;
    loop {
        if let Some(v) = ready().await {
            return Ok(v);
        }
        if let Some(status) = child.try_wait()? {
            return Err(std::io::Error::other(format!("{what}: exited first ({status})")));
        }
        if Instant::now() > deadline {
            return Err(std::io::Error::other(format!("{what}: not ready within {START_TIMEOUT:?}")));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Runs `py ARGS` (in its own process group) to the end and returns its stdout.
///
/// # Panics
/// When it cannot start, runs past `limit` (its group is then killed), or exits unsuccessfully
/// (the message carries its stdout and stderr).
pub async fn python_output(py: &Path, args: &[&str], limit: Duration) -> String {
    use std::os::unix::process::CommandExt;
    let child = Command::new(py)
        .args(args)
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start python");
    let pid = child.id();
    let Ok(out) = tokio::time::timeout(limit, tokio::task::spawn_blocking(move || child.wait_with_output())).await else {
        let _ = signal_group(pid, "KILL");
        panic!("python {args:?} ran past {limit:?}");
    };
    let out = out.expect("the waiting task").expect("wait for python");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "python {args:?} failed: {}\n{stdout}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    stdout
}

impl Drop for RpcServer {
    fn drop(&mut self) {
        kill_group(&mut self.child);
    }
}
