//! The server side of TVM's RPC session protocol (TVM 0.27's wire format, as
//! [`crate::session`] speaks it from the client side), on tokio: what `python -m
//! tvm.exec.rpc_server` does (`python/tvm/rpc/server.py` `_listen_loop`, `_accept_conn`,
//! `_serving`; the packets of `src/runtime/rpc/rpc_endpoint.cc` `RPCEndpoint::ServerLoop`), with
//! a [`SessionHandler`] in place of TVM's runtime, and bounds on everything a client sends.
//!
//! - **Handshake** (`_accept_conn`): the client sends `i32` magic `0xFF271`, `i32` key length
//!   (0..=[`MAX_KEY_BYTES`]), the key `client:<key>[ -timeout=S]`; a key that is not
//!   `client:` + the expected key is answered `0xFF273` (`RPC_CODE_MISMATCH`) and closed, a
//!   wrong magic closed without an answer; else the server answers `0xFF271`, `i32` length,
//!   `server:<key>`. The expected key is [`ServerConfig::key`], or, registered with a tracker
//!   ([`ServerConfig::registration`]), the current single-use match key (`register`).
//! - **Packets**: `serve` (the codes served and refused are listed there, and in
//!   docs/RELAY.md "Serving sessions").
//! - **Sessions**: one at a time by default ([`ServerConfig::max_sessions`], as TVM's server);
//!   a registered server serves one session per match key. Each session gets a fresh handler
//!   from the factory given to [`Server::bind`]. A session ends at `kShutdown`, at a close between
//!   packets, at its limit (the client's ` -timeout=S`, capped by [`ServerConfig::max_session`];
//!   TVM's `RPCSessionTimeoutError` is sent), or at an error ([`ServerError`]: malformed packet,
//!   oversized length, a stalled read or write); the server then takes the next connection.

pub mod handler;
mod register;
mod serve;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Semaphore};

pub use handler::{HandlerError, SessionHandler, SessionInfo, ATTR_EXIST};
pub use register::Registration;

use crate::error::ServerError;
use crate::session::{MAX_KEY_BYTES, RPC_MAGIC};

/// `RPC_CODE_MISMATCH` (`base.py`): the answer to a key the server does not expect.
pub const RPC_CODE_MISMATCH: i32 = RPC_MAGIC + 2;

/// The server's bounds and identity.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// The device key (TVM's `--key`): the server answers `server:<key>`, and without a tracker
    /// accepts the session key `client:<key>` (`""`: `client:`, TVM's default).
    pub key: String,
    /// Register with a tracker (`register`); then only the current match key opens a session.
    pub registration: Option<Registration>,
    /// The whole handshake (magic, key), per connection (default 10 s).
    pub handshake_timeout: Duration,
    /// Waiting for the next packet of a session (default 300 s; TVM waits forever).
    pub idle_timeout: Duration,
    /// The rest of a packet once its first byte came (default 60 s: 64 MiB at ≈ 1 MB/s).
    pub packet_timeout: Duration,
    /// Writing one reply (default 60 s).
    pub write_timeout: Duration,
    /// Largest packet read, and largest copy answered, in bytes (default 64 MiB; TVM has none).
    pub max_packet_bytes: u64,
    /// Longest session (default 1 h): the limit of a session whose client sent no ` -timeout=S`,
    /// and the cap of one that did.
    pub max_session: Duration,
    /// Connections open at once, sessions included (default 64); more are closed at accept.
    pub max_connections: usize,
    /// Sessions served at once (default 1, TVM's); further clients wait after their handshake
    /// (TVM's waiting clients sit in the listen backlog). A registered server serves one.
    pub max_sessions: usize,
}

impl Default for ServerConfig {
    fn default() -> Self {
        Self {
            key: String::new(),
            registration: None,
            handshake_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(300),
            packet_timeout: Duration::from_secs(60),
            write_timeout: Duration::from_secs(60),
            max_packet_bytes: 64 << 20,
            max_session: Duration::from_secs(3600),
            max_connections: 64,
            max_sessions: 1,
        }
    }
}

/// Counters of a running [`Server`], for logs, tests and a device's status.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerStats {
    /// Sessions that ended cleanly (`kShutdown`, a close between packets).
    pub sessions: u64,
    /// Sessions that ended with a [`ServerError`] (including their limit).
    pub failed_sessions: u64,
    /// Connections closed before a session: over `max_connections`, bad magic or key length, a
    /// stalled handshake, a key mismatch.
    pub refused: u64,
    /// The last error, of a session or a refused connection.
    pub last_error: Option<String>,
    /// Whether the tracker connection is up and the server registered on it (registered servers).
    pub registered: bool,
    /// Successful registrations (connect + UPDATE_INFO) since the start: 2 or more after the
    /// tracker restarted or the connection dropped.
    pub registrations: u64,
}

/// Which session key opens a session now.
#[derive(Debug, Clone, Default)]
struct Gate {
    /// Registered with a tracker: only `matchkey` opens a session, once.
    registered: bool,
    /// The current match key (registered servers), `None` while none is PUT or it was used.
    matchkey: Option<String>,
    /// Sessions being served.
    active: usize,
}

/// What the accept loop, the sessions and the registration loop share.
struct Common {
    config: ServerConfig,
    port: u16,
    stats: Mutex<ServerStats>,
    gate: watch::Sender<Gate>,
    stop: watch::Sender<bool>,
    open: AtomicUsize,
    sessions: Arc<Semaphore>,
}

impl Common {
    fn stats(&self) -> MutexGuard<'_, ServerStats> {
        self.stats.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn refuse(&self, e: &ServerError) {
        tracing::info!("RPC server: {e}");
        let mut s = self.stats();
        s.refused += 1;
        s.last_error = Some(e.to_string());
    }

    /// Admits `key` (`client:…`, options removed): a registered server takes its match key
    /// (single use) when no session runs; a standalone one compares with `client:<key>`.
    fn admit(&self, key: &str) -> bool {
        let mut admitted = false;
        self.gate.send_if_modified(|g| {
            if g.registered {
                let ok = g.active == 0 && g.matchkey.as_deref().is_some_and(|m| key.strip_prefix("client:") == Some(m));
                if ok {
                    g.matchkey = None;
                    g.active += 1;
                    admitted = true;
                }
                ok
            } else {
                admitted = key.strip_prefix("client:") == Some(self.config.key.as_str());
                if admitted {
                    g.active += 1;
                }
                admitted
            }
        });
        admitted
    }

    fn session_ended(&self, result: &Result<(), ServerError>) {
        self.gate.send_modify(|g| g.active -= 1);
        let mut s = self.stats();
        match result {
            Ok(()) => s.sessions += 1,
            Err(e) => {
                tracing::warn!("RPC server: {e}");
                s.failed_sessions += 1;
                s.last_error = Some(e.to_string());
            }
        }
    }
}

/// A running RPC server. Dropping it stops accepting, ends the registration loop and closes
/// the connections it holds.
pub struct Server {
    common: Arc<Common>,
    local_addr: SocketAddr,
}

impl Server {
    /// Binds `addr` and serves in the background on the current tokio runtime; each session
    /// gets its own handler from `factory`. With [`ServerConfig::registration`] the server also
    /// registers with the tracker, and keeps registering (`register`).
    ///
    /// # Errors
    /// [`ServerError::Bind`] when the address cannot be resolved or bound.
    pub async fn bind<H, F>(addr: &str, config: ServerConfig, factory: F) -> Result<Self, ServerError>
    where
        H: SessionHandler,
        F: Fn(&SessionInfo) -> H + Send + Sync + 'static,
    {
        let bind_err = |source| ServerError::Bind { addr: addr.to_owned(), source };
        let listener = TcpListener::bind(addr).await.map_err(bind_err)?;
        let local_addr = listener.local_addr().map_err(bind_err)?;
        let registered = config.registration.is_some();
        let permits = if registered { 1 } else { config.max_sessions.max(1) };
        let common = Arc::new(Common {
            config,
            port: local_addr.port(),
            stats: Mutex::new(ServerStats::default()),
            gate: watch::Sender::new(Gate { registered, ..Gate::default() }),
            stop: watch::Sender::new(false),
            open: AtomicUsize::new(0),
            sessions: Arc::new(Semaphore::new(permits)),
        });
        if let Some(r) = common.config.registration.clone() {
            tokio::spawn(register::run(common.clone(), r));
        }
        tokio::spawn(accept_loop(common.clone(), listener, Arc::new(factory)));
        Ok(Self { common, local_addr })
    }

    /// The bound address (with the real port when bound to port 0).
    #[must_use]
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The counters so far.
    #[must_use]
    pub fn stats(&self) -> ServerStats {
        self.common.stats().clone()
    }

    /// Stops accepting, ends the registration loop and every session.
    pub fn shutdown(&self) {
        self.common.stop.send_replace(true);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Resolves once the server is stopped (the watch's guard is not held across an await).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

/// Decrements the open-connection count when a connection's task ends.
struct Open(Arc<Common>);

impl Drop for Open {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::SeqCst);
    }
}

async fn accept_loop<H, F>(common: Arc<Common>, listener: TcpListener, factory: Arc<F>)
where
    H: SessionHandler,
    F: Fn(&SessionInfo) -> H + Send + Sync + 'static,
{
    let mut stop = common.stop.subscribe();
    loop {
        let (sock, addr) = tokio::select! {
            () = stopped(&mut stop) => return,
            r = listener.accept() => match r {
                Ok(c) => c,
                Err(e) => {
                    // EMFILE and friends: wait a moment instead of spinning.
                    tracing::warn!("RPC server: accept failed: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        if common.open.fetch_add(1, Ordering::SeqCst) >= common.config.max_connections {
            common.open.fetch_sub(1, Ordering::SeqCst);
            common.refuse(&ServerError::TooManyConnections { peer: addr.to_string(), max: common.config.max_connections });
            continue;
        }
        let open = Open(common.clone());
        let factory = factory.clone();
        let mut stop = common.stop.subscribe();
        tokio::spawn(async move {
            tokio::select! {
                () = stopped(&mut stop) => {}
                () = connection(&open.0, sock, addr.to_string(), &*factory) => {}
            }
            drop(open);
        });
    }
}

/// The handshake's result: the session key and the client's session limit.
struct Hello {
    key: String,
    timeout: Option<Duration>,
}

async fn connection<H, F>(common: &Arc<Common>, mut sock: TcpStream, peer: String, factory: &F)
where
    H: SessionHandler,
    F: Fn(&SessionInfo) -> H,
{
    let _ = sock.set_nodelay(true);
    let t = common.config.handshake_timeout;
    let hello = match tokio::time::timeout(t, read_hello(&mut sock, &peer)).await {
        Err(_) => Err(ServerError::Timeout { peer: peer.clone(), what: "handshake", after: t }),
        Ok(r) => r,
    };
    let hello = match hello {
        Ok(h) => h,
        Err(e) => return common.refuse(&e),
    };
    if !common.admit(&hello.key) {
        let _ = tokio::time::timeout(t, sock.write_all(&RPC_CODE_MISMATCH.to_le_bytes())).await;
        let key = hello.key.chars().take(200).collect();
        return common.refuse(&ServerError::KeyMismatch { peer, key });
    }
    // Admitted: the gate counts this session from here, so every path below ends it once.
    let result = async {
        let _permit =
            common.sessions.clone().acquire_owned().await.map_err(|_| ServerError::Closed { peer: peer.clone(), during: "shutdown" })?;
        let server_key = format!("server:{}", common.config.key);
        let mut answer = Vec::with_capacity(8 + server_key.len());
        answer.extend_from_slice(&RPC_MAGIC.to_le_bytes());
        answer.extend_from_slice(&(server_key.len() as i32).to_le_bytes());
        answer.extend_from_slice(server_key.as_bytes());
        let w = common.config.write_timeout;
        match tokio::time::timeout(w, sock.write_all(&answer)).await {
            Err(_) => return Err(ServerError::Timeout { peer: peer.clone(), what: "write", after: w }),
            Ok(Err(source)) => return Err(ServerError::Io { peer: peer.clone(), source }),
            Ok(Ok(())) => {}
        }
        let limit = hello.timeout.map_or(common.config.max_session, |c| c.min(common.config.max_session));
        let info = SessionInfo { peer: peer.clone(), client_key: hello.key.clone(), timeout: limit };
        tracing::info!("RPC server: session with {peer} ({}), limit {limit:?}", hello.key);
        serve::Serving::new(sock, peer.clone(), factory(&info), &common.config).run(limit).await
    }
    .await;
    common.session_ended(&result);
}

/// Reads the client's half of the handshake (`_accept_conn`): magic, key length, key; the key's
/// first word is the session key, a later `-timeout=S` the client's session limit
/// (`_parse_server_opt`; other words are ignored, as there).
async fn read_hello(sock: &mut TcpStream, peer: &str) -> Result<Hello, ServerError> {
    let io = |source: std::io::Error| match source.kind() {
        std::io::ErrorKind::UnexpectedEof => ServerError::Closed { peer: peer.to_owned(), during: "handshake" },
        _ => ServerError::Io { peer: peer.to_owned(), source },
    };
    let got = sock.read_i32_le().await.map_err(io)?;
    if got != RPC_MAGIC {
        return Err(ServerError::BadMagic { peer: peer.to_owned(), got });
    }
    let len = sock.read_i32_le().await.map_err(io)?;
    let n = usize::try_from(len).ok().filter(|&n| n <= MAX_KEY_BYTES).ok_or(ServerError::BadKeyLength {
        peer: peer.to_owned(),
        len,
        max: MAX_KEY_BYTES,
    })?;
    let mut key = vec![0u8; n];
    sock.read_exact(&mut key).await.map_err(io)?;
    Ok(parse_session_key(&String::from_utf8_lossy(&key)))
}

/// Splits a handshake key into the session key and the client's ` -timeout=S` (seconds, a
/// positive finite number; anything else is no limit, as a zero `session_timeout` is in TVM).
fn parse_session_key(key: &str) -> Hello {
    let mut words = key.split_whitespace();
    let first = words.next().unwrap_or_default().to_owned();
    let timeout = words
        .filter_map(|w| w.strip_prefix("-timeout="))
        .filter_map(|s| s.parse::<f64>().ok())
        .rfind(|s| s.is_finite() && *s > 0.0)
        .map(|s| Duration::from_secs_f64(s.min(1e9)));
    Hello { key: first, timeout }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_keys_split_as_tvm_parses_them() {
        let h = parse_session_key("client:rasp4:0.42 -timeout=30");
        assert_eq!((h.key.as_str(), h.timeout), ("client:rasp4:0.42", Some(Duration::from_secs(30))));
        let h = parse_session_key("client: -timeout=0.5 -other");
        assert_eq!((h.key.as_str(), h.timeout), ("client:", Some(Duration::from_millis(500))));
        for bad in ["client:k -timeout=0", "client:k -timeout=-3", "client:k -timeout=nan", "client:k -timeout=inf", "client:k"] {
            assert_eq!(parse_session_key(bad).timeout, None, "{bad}");
        }
        assert_eq!(parse_session_key("").key, "");
    }
}
