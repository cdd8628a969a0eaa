//! The tracker server: TVM's `tracker.py` semantics over tokio.
//!
//! Per device key a queue of free servers (FIFO, in PUT order) and a priority queue of
//! REQUESTs (higher priority first, equal priorities in request order), as
//! `tracker.py` `PriorityScheduler` keeps them: whenever both are non-empty the oldest free
//! server goes to the best request, whose connection gets `[0, [host, port, matchkey]]`, and the
//! match key leaves its server connection's pending set (so the server's GET_PENDING_MATCHKEYS
//! poll sees it taken). A request whose connection has gone gives the server back to the end of
//! the free queue, as TVM's callback does.
//!
//! Differences from TVM, all on the safe side (TVM's protocol has no authentication, so every
//! bound below is what one unauthenticated peer can hold; docs/RELAY.md gives the numbers):
//! * an optional request timeout ([`TrackerConfig::request_timeout`]; the request is then answered
//!   `[-1, reason]`, which TVM's Python client reports as an error and retries);
//! * a closed connection's requests and free servers are always removed (TVM keeps the requests,
//!   and the servers when the connection sent no UPDATE_INFO);
//! * connections are capped in all and per peer address; a connection must send its first message
//!   within [`TrackerConfig::first_message_timeout`], and is closed when silent past its idle
//!   timeout (long for registered servers, which are silent on the tracker for a whole session;
//!   short for everyone else; none while it waits for a server);
//! * what a connection holds is bounded: its UPDATE_INFO (bytes and fields), its free servers
//!   (PUTs not yet handed out), its pending REQUESTs, the length of keys; PUTs and REQUESTs spend a
//!   per-address budget ([`peers`]);
//! * a peer's priority is clamped to [`TrackerConfig::max_priority`] (TVM orders by any integer,
//!   so one peer asking at `i64::MAX` would take every free server ahead of everyone);
//! * SUMMARY is bounded to [`SUMMARY_BUDGET_BYTES`]: entries past it are left out and counted
//!   under `"truncated"` ([`crate::wire::Truncated`]), so the reply always fits the 1 MiB frame
//!   every peer (ours and TVM's) reads.

use std::collections::{BTreeMap, BinaryHeap, HashSet, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Map, Value};
use tokio::net::{TcpListener, TcpStream, ToSocketAddrs};
use tokio::sync::{mpsc, watch, Semaphore};

use crate::error::{ProtocolError, TrackerError};
use crate::wire::{self, QueueInfo, ServerInfo, Summary, TrackerCode, TrackerMessage, Truncated};

mod peers;

pub use peers::Rate;
use peers::{Peers, Spend};

/// Limits and options of a [`Tracker`].
#[derive(Debug, Clone)]
pub struct TrackerConfig {
    /// Time for a new connection to send the 4-byte magic (default 10 s).
    pub handshake_timeout: Duration,
    /// Time after the handshake for the first message (default 10 s). TVM's servers send their
    /// UPDATE_INFO and clients their REQUEST or SUMMARY at once; a peer that sends the magic and
    /// then nothing is closed here instead of holding a descriptor for an idle timeout.
    pub first_message_timeout: Duration,
    /// Longest silence of a registered server (a connection that sent a PUT, or an UPDATE_INFO
    /// whose key starts with `server`) before it is closed (default 1 h). Python servers poll
    /// every 2 s while free but stay silent on the tracker connection for a whole session; after
    /// a close they reconnect and register again.
    pub idle_timeout: Duration,
    /// Longest silence of any other connection (clients between requests) (default 300 s). A
    /// connection waiting for a server is never idle; TVM's Python client reconnects when its
    /// connection was closed.
    pub client_idle_timeout: Duration,
    /// Time for the rest of a frame once its first byte arrived (default 10 s).
    pub frame_timeout: Duration,
    /// Time to write one reply (default 10 s).
    pub write_timeout: Duration,
    /// How long a REQUEST may wait for a free server before it is answered `[-1, reason]`;
    /// `None` waits forever, as TVM's tracker does (default `None`).
    pub request_timeout: Option<Duration>,
    /// Connections served at once; further ones are closed on accept (default 1,024). Each is a
    /// file descriptor of the process: `ekb serve` sizes it with its HTTP connections against the
    /// descriptor limit.
    pub max_connections: usize,
    /// Connections served at once from one peer address (default 128). Devices reached through
    /// SSH tunnels all arrive from 127.0.0.1: a farm of more of them needs a higher value.
    pub max_connections_per_address: usize,
    /// Highest priority a REQUEST is served at; higher ones are lowered to it (default 1, the
    /// priority of TVM's Python client and of the relay's own requests, so no peer is served
    /// ahead of them; equal priorities are served in request order).
    pub max_priority: i64,
    /// Largest UPDATE_INFO a connection may hold, in bytes of JSON after merging (default 4 KiB;
    /// TVM's servers send under 100 bytes).
    pub max_info_bytes: usize,
    /// Most fields a connection's UPDATE_INFO may hold after merging (default 32).
    pub max_info_fields: usize,
    /// Free servers (PUTs not yet handed out) one connection may offer (default 4; a TVM server
    /// offers one at a time).
    pub max_free_per_connection: usize,
    /// REQUESTs one connection may have waiting (default 4; TVM's client waits for one at a time).
    pub max_pending_per_connection: usize,
    /// PUTs per peer address (default 2 per second, bursts of 64: a TVM server PUTs once per
    /// session and again every ≈ 8 s while a grant goes unused). Over it the connection is closed.
    pub put_rate: Rate,
    /// REQUESTs per peer address (default 8 per second, bursts of 64). Over it the REQUEST is
    /// answered `[-1, reason]`.
    pub request_rate: Rate,
    /// The key a STOP message must carry to stop the tracker; `None` refuses every STOP
    /// (default `None`).
    pub stop_key: Option<String>,
}

impl Default for TrackerConfig {
    fn default() -> Self {
        Self {
            handshake_timeout: Duration::from_secs(10),
            first_message_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(3600),
            client_idle_timeout: Duration::from_secs(300),
            frame_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            request_timeout: None,
            max_connections: 1024,
            max_connections_per_address: 128,
            max_priority: 1,
            max_info_bytes: 4096,
            max_info_fields: 32,
            max_free_per_connection: 4,
            max_pending_per_connection: 4,
            put_rate: Rate { per_second: 2.0, burst: 64.0 },
            request_rate: Rate { per_second: 8.0, burst: 64.0 },
            stop_key: None,
        }
    }
}

/// The most bytes of JSON a SUMMARY reply's body may take (half of
/// [`wire::MAX_MESSAGE_BYTES`], so any peer can read it); entries past it are counted in
/// [`Summary::truncated`].
pub const SUMMARY_BUDGET_BYTES: usize = wire::MAX_MESSAGE_BYTES / 2;

/// Longest device key in a PUT or REQUEST, bytes (TVM's keys are a few words: `rasp4b-64`).
pub const MAX_KEY_BYTES: usize = 256;

/// Longest match key or custom address in a PUT, bytes (TVM's are the key and a random number).
pub const MAX_MATCHKEY_BYTES: usize = 512;

/// Replies queued per connection; the reader waits when they are not drained, a grant to a
/// connection whose queue is full counts as a grant to a gone connection.
const REPLY_QUEUE: usize = 64;

/// How often a connection's idle limit is looked at again while it waits for a server.
const IDLE_RECHECK: Duration = Duration::from_secs(60);

/// How often refused connections are reported in the log (one line with the count).
const REFUSAL_LOG_EVERY: Duration = Duration::from_secs(10);

struct Slot {
    conn: u64,
    host: String,
    port: u16,
    matchkey: String,
}

#[derive(PartialEq, Eq)]
struct Pending {
    priority: i64,
    seq: u64,
    conn: u64,
}

impl Ord for Pending {
    /// Greatest = served first: higher priority, then the earlier request.
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.priority.cmp(&o.priority).then(o.seq.cmp(&self.seq))
    }
}

impl PartialOrd for Pending {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

#[derive(Default)]
struct Queue {
    free: VecDeque<Slot>,
    requests: BinaryHeap<Pending>,
}

struct Conn {
    tx: mpsc::Sender<Value>,
    ip: IpAddr,
    info: Map<String, Value>,
    pending_matchkeys: HashSet<String>,
    put_keys: HashSet<String>,
    /// Free servers this connection offered that are still queued.
    free_slots: usize,
    /// REQUESTs of this connection still waiting.
    waiting: usize,
    /// Sent a PUT, or an UPDATE_INFO whose key starts with `server`.
    registered: bool,
    /// Sent at least one message.
    spoke: bool,
    /// Its last message, or the last grant it was sent.
    last_active: Instant,
}

#[derive(Default)]
struct State {
    next_id: u64,
    queues: BTreeMap<String, Queue>,
    conns: BTreeMap<u64, Conn>,
}

impl State {
    fn schedule(&mut self, key: &str) {
        let Some(q) = self.queues.get_mut(key) else { return };
        while !q.free.is_empty() && !q.requests.is_empty() {
            let slot = q.free.pop_front().expect("non-empty");
            let req = q.requests.pop().expect("non-empty");
            let reply = json!([TrackerCode::Success as i32, [slot.host, slot.port, slot.matchkey]]);
            let sent = match self.conns.get_mut(&req.conn) {
                Some(c) => {
                    c.waiting = c.waiting.saturating_sub(1);
                    c.last_active = Instant::now();
                    c.tx.try_send(reply).is_ok()
                }
                None => false,
            };
            if sent {
                if let Some(owner) = self.conns.get_mut(&slot.conn) {
                    owner.pending_matchkeys.remove(&slot.matchkey);
                    owner.free_slots = owner.free_slots.saturating_sub(1);
                }
            } else {
                q.free.push_back(slot);
            }
        }
    }

    /// Drops `key`'s queue when it is empty and no connection has PUT it (TVM keeps every queue
    /// forever; this bounds memory against clients requesting arbitrary keys).
    fn prune(&mut self, key: &str) {
        let empty = self.queues.get(key).is_some_and(|q| q.free.is_empty() && q.requests.is_empty());
        if empty && !self.conns.values().any(|c| c.put_keys.contains(key)) {
            self.queues.remove(key);
        }
    }

    fn close(&mut self, id: u64) {
        let Some(conn) = self.conns.remove(&id) else { return };
        for k in &conn.put_keys {
            if let Some(q) = self.queues.get_mut(k) {
                q.free.retain(|s| s.conn != id);
            }
        }
        let keys: Vec<String> = self.queues.keys().cloned().collect();
        for k in keys {
            let q = self.queues.get_mut(&k).expect("listed");
            q.requests.retain(|r| r.conn != id);
            self.prune(&k);
        }
        drop(conn);
    }

    /// The summary, at most `budget` bytes of JSON: queues first (what clients and the relay
    /// need), then servers, each in key order; what does not fit is counted in `truncated`.
    fn summary(&self, budget: usize) -> Summary {
        // `{"queue_info":{},"server_info":[],"truncated":{"queue_info":N,"server_info":N}}`
        let mut used = 96;
        let mut omitted = Truncated::default();
        let mut queue_info = BTreeMap::new();
        for (k, q) in &self.queues {
            let info = QueueInfo { free: q.free.len() as u64, pending: q.requests.len() as u64 };
            let cost = serde_json::to_string(k).map_or(usize::MAX, |t| t.len()) + 48;
            if used + cost > budget {
                omitted.queue_info += 1;
                continue;
            }
            used += cost;
            queue_info.insert(k.clone(), info);
        }
        let mut servers: Vec<(String, ServerInfo, usize)> = self
            .conns
            .values()
            .filter(|c| c.info.get("key").and_then(Value::as_str).is_some_and(|k| k.starts_with("server")))
            .filter_map(|c| {
                let v = Value::Object(c.info.clone());
                let cost = v.to_string().len() + 1;
                let info = serde_json::from_value::<ServerInfo>(v).ok()?;
                Some((info.key.clone(), info, cost))
            })
            .collect();
        servers.sort_by(|a, b| a.0.cmp(&b.0));
        let mut server_info = Vec::new();
        for (_, info, cost) in servers {
            if used + cost > budget {
                omitted.server_info += 1;
                continue;
            }
            used += cost;
            server_info.push(info);
        }
        let truncated = (omitted != Truncated::default()).then_some(omitted);
        Summary { queue_info, server_info, truncated }
    }

    /// How much longer connection `id` may stay silent: `None` when it is past its limit.
    fn idle_left(&self, id: u64, cfg: &TrackerConfig, now: Instant) -> Option<Duration> {
        let c = self.conns.get(&id)?;
        if c.waiting > 0 {
            return Some(IDLE_RECHECK);
        }
        let limit = if !c.spoke {
            cfg.first_message_timeout
        } else if c.registered {
            cfg.idle_timeout
        } else {
            cfg.client_idle_timeout
        };
        limit.checked_sub(now.saturating_duration_since(c.last_active)).filter(|d| !d.is_zero())
    }
}

struct Shared {
    config: TrackerConfig,
    state: Mutex<State>,
    peers: Mutex<Peers>,
    stop: watch::Sender<bool>,
    refused: AtomicU64,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the maps half-updated in a way that
        // matters more than stopping; keep serving.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn peers(&self) -> MutexGuard<'_, Peers> {
        self.peers.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A running tracker. Dropping it stops it (every connection is closed).
pub struct Tracker {
    shared: Arc<Shared>,
    local_addr: SocketAddr,
}

impl Tracker {
    /// Binds `addr` and serves in the background on the current tokio runtime.
    ///
    /// # Errors
    /// [`TrackerError::Io`] when the address cannot be resolved or bound.
    pub async fn bind(addr: impl ToSocketAddrs + std::fmt::Debug, config: TrackerConfig) -> Result<Self, TrackerError> {
        let peer = format!("{addr:?}");
        let listener = TcpListener::bind(addr).await.map_err(|source| TrackerError::Io { peer: peer.clone(), source })?;
        let local_addr = listener.local_addr().map_err(|source| TrackerError::Io { peer, source })?;
        let (stop, _) = watch::channel(false);
        let peers = Peers::new(config.put_rate, config.request_rate, config.max_connections_per_address);
        let shared =
            Arc::new(Shared { config, state: Mutex::new(State::default()), peers: Mutex::new(peers), stop, refused: AtomicU64::new(0) });
        tokio::spawn(accept_loop(shared.clone(), listener));
        Ok(Self { shared, local_addr })
    }

    /// The bound address (with the real port when bound to port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The current summary, as SUMMARY answers it (bounded to [`SUMMARY_BUDGET_BYTES`]).
    pub fn summary(&self) -> Summary {
        self.shared.state().summary(SUMMARY_BUDGET_BYTES)
    }

    /// Connections open now.
    pub fn connections(&self) -> usize {
        self.shared.state().conns.len()
    }

    /// A handle for reading the summary in-process (it does not keep the tracker running).
    pub fn handle(&self) -> TrackerHandle {
        TrackerHandle(self.shared.clone())
    }

    /// Stops accepting and closes every connection.
    pub fn shutdown(&self) {
        self.shared.stop.send_replace(true);
    }

    /// Resolves once the tracker has been stopped (by [`Tracker::shutdown`] or an accepted STOP).
    pub async fn stopped(&self) {
        let mut rx = self.shared.stop.subscribe();
        let _ = rx.wait_for(|s| *s).await;
    }
}

/// Reads a running [`Tracker`]'s state in-process: what its owner (the relay of `ekb serve`) asks
/// without a connection, so it gets an answer even while peers hold every connection slot.
#[derive(Clone)]
pub struct TrackerHandle(Arc<Shared>);

impl TrackerHandle {
    /// The summary, as SUMMARY answers it.
    pub fn summary(&self) -> Summary {
        self.0.state().summary(SUMMARY_BUDGET_BYTES)
    }

    /// Whether the tracker has been stopped.
    pub fn is_stopped(&self) -> bool {
        *self.0.stop.borrow()
    }
}

impl std::fmt::Debug for TrackerHandle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TrackerHandle")
    }
}

impl Drop for Tracker {
    fn drop(&mut self) {
        self.shutdown();
    }
}

async fn accept_loop(shared: Arc<Shared>, listener: TcpListener) {
    let limit = Arc::new(Semaphore::new(shared.config.max_connections.clamp(1, Semaphore::MAX_PERMITS)));
    let mut stop = shared.stop.subscribe();
    let mut last_report = Instant::now();
    loop {
        let accepted = tokio::select! {
            _ = stop.wait_for(|s| *s) => return,
            a = listener.accept() => a,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // EMFILE and the like: back off instead of spinning.
                tracing::warn!("tracker accept: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let admitted = limit.clone().try_acquire_owned().ok().filter(|_| shared.peers().open(peer.ip(), Instant::now()));
        let Some(permit) = admitted else {
            // Over the cap (in all or for this address): closed at once. One log line per
            // interval, not one per refused socket (a flood would fill the log).
            drop(stream);
            let n = shared.refused.fetch_add(1, Ordering::Relaxed) + 1;
            if last_report.elapsed() >= REFUSAL_LOG_EVERY {
                tracing::warn!(
                    refused = n,
                    max = shared.config.max_connections,
                    per_address = shared.config.max_connections_per_address,
                    "tracker: connections refused at the connection caps so far"
                );
                last_report = Instant::now();
            }
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            match serve_conn(&shared, stream, peer).await {
                Ok(()) => {}
                Err(e @ (TrackerError::Timeout { .. } | TrackerError::Closed { .. } | TrackerError::Io { .. })) => {
                    tracing::debug!("tracker: closed {e}");
                }
                Err(e) => tracing::warn!("tracker: closed {e}"),
            }
            shared.peers().close(peer.ip(), Instant::now());
            drop(permit);
        });
    }
}

async fn serve_conn(shared: &Arc<Shared>, stream: TcpStream, peer: SocketAddr) -> Result<(), TrackerError> {
    let cfg = &shared.config;
    let name = peer.to_string();
    // Replies are small frames answered one by one: without TCP_NODELAY, Nagle + delayed ACK
    // add 40 ms or more per exchange.
    let _ = stream.set_nodelay(true);
    let (mut rd, mut wr) = stream.into_split();
    let mut stop = shared.stop.subscribe();
    wire::read_magic(&mut rd, &name, cfg.handshake_timeout).await?;
    wire::write_magic(&mut wr, &name, cfg.write_timeout).await?;

    let (tx, mut rx) = mpsc::channel::<Value>(REPLY_QUEUE);
    let id = {
        let mut st = shared.state();
        st.next_id += 1;
        let id = st.next_id;
        let conn = Conn {
            tx: tx.clone(),
            ip: peer.ip(),
            info: Map::new(),
            pending_matchkeys: HashSet::new(),
            put_keys: HashSet::new(),
            free_slots: 0,
            waiting: 0,
            registered: false,
            spoke: false,
            last_active: Instant::now(),
        };
        st.conns.insert(id, conn);
        id
    };
    let write_timeout = cfg.write_timeout;
    let wname = name.clone();
    let mut writer = tokio::spawn(async move {
        while let Some(v) = rx.recv().await {
            wire::write_frame(&mut wr, &wname, &v, write_timeout).await?;
        }
        Ok::<(), TrackerError>(())
    });
    let mut stopping = false;
    let reader = read_loop(shared, id, &mut rd, &name, &tx, &mut stopping);
    let result = tokio::select! {
        r = reader => r,
        w = &mut writer => w.unwrap_or(Ok(())),
        _ = stop.wait_for(|s| *s) => Ok(()),
    };
    shared.state().close(id);
    drop(tx);
    // Flush what was queued (STOP's reply among it), within the write timeout.
    if !writer.is_finished() {
        let _ = tokio::time::timeout(write_timeout, &mut writer).await;
        writer.abort();
    }
    if stopping {
        shared.stop.send_replace(true);
    }
    result
}

/// Waits until the peer sends something, closing it when it stays silent past its idle limit
/// ([`State::idle_left`]); `Ok(false)` when the peer closed.
async fn wait_for_message(shared: &Shared, id: u64, rd: &mut tokio::net::tcp::OwnedReadHalf, name: &str) -> Result<bool, TrackerError> {
    let mut probe = [0u8; 1];
    loop {
        let left = shared.state().idle_left(id, &shared.config, Instant::now());
        let Some(left) = left else {
            return Err(TrackerError::Timeout { peer: name.to_owned(), what: "idle", after: shared.config.client_idle_timeout });
        };
        match tokio::time::timeout(left, rd.peek(&mut probe)).await {
            Ok(Ok(0)) => return Ok(false),
            Ok(Ok(_)) => return Ok(true),
            Ok(Err(source)) => return Err(TrackerError::Io { peer: name.to_owned(), source }),
            Err(_) => {}
        }
    }
}

async fn read_loop(
    shared: &Arc<Shared>,
    id: u64,
    rd: &mut tokio::net::tcp::OwnedReadHalf,
    name: &str,
    tx: &mpsc::Sender<Value>,
    stopping: &mut bool,
) -> Result<(), TrackerError> {
    let cfg = &shared.config;
    loop {
        if !wait_for_message(shared, id, rd, name).await? {
            return Ok(());
        }
        let payload = match wire::read_frame(rd, name, cfg.frame_timeout, cfg.frame_timeout).await {
            Err(TrackerError::Closed { .. }) => return Ok(()),
            r => r?,
        };
        let msg = TrackerMessage::decode(&payload).map_err(|source| TrackerError::Protocol { peer: name.to_owned(), source })?;
        let reply = handle(shared, id, msg, stopping).map_err(|source| TrackerError::Protocol { peer: name.to_owned(), source })?;
        if let Some(reply) = reply {
            if tx.send(reply).await.is_err() {
                return Ok(());
            }
        }
        if *stopping {
            return Ok(());
        }
    }
}

fn over(code: &'static str, reason: String) -> ProtocolError {
    ProtocolError::OverLimit { code, reason }
}

/// Applies one message; returns the immediate reply (REQUEST has none: it is answered when a
/// server is free, or at its timeout), or the bound it broke (the connection is then closed).
fn handle(shared: &Arc<Shared>, id: u64, msg: TrackerMessage, stopping: &mut bool) -> Result<Option<Value>, ProtocolError> {
    let cfg = &shared.config;
    let ok = Some(json!(TrackerCode::Success as i32));
    let mut st = shared.state();
    let Some(conn) = st.conns.get_mut(&id) else { return Ok(None) };
    conn.spoke = true;
    conn.last_active = Instant::now();
    let ip = conn.ip;
    match msg {
        TrackerMessage::Ping => Ok(ok),
        TrackerMessage::Stop { stop_key } => {
            if cfg.stop_key.as_deref().is_some_and(|k| stop_key.as_str() == Some(k)) {
                *stopping = true;
                Ok(ok)
            } else {
                Ok(Some(json!(TrackerCode::Fail as i32)))
            }
        }
        TrackerMessage::Put { key, port, matchkey, custom_addr } => {
            if key.len() > MAX_KEY_BYTES
                || matchkey.len() > MAX_MATCHKEY_BYTES
                || custom_addr.as_ref().is_some_and(|a| a.len() > MAX_MATCHKEY_BYTES)
            {
                return Err(over("PUT", format!("a key over {MAX_KEY_BYTES} bytes, or a match key or address over {MAX_MATCHKEY_BYTES}")));
            }
            if conn.free_slots >= cfg.max_free_per_connection {
                return Err(over("PUT", format!("{} free servers offered on one connection already", conn.free_slots)));
            }
            if !shared.peers().spend(ip, Spend::Put, Instant::now()) {
                return Err(over(
                    "PUT",
                    format!("more than {} PUTs per second (bursts of {}) from {ip}", cfg.put_rate.per_second, cfg.put_rate.burst),
                ));
            }
            conn.pending_matchkeys.insert(matchkey.clone());
            conn.put_keys.insert(key.clone());
            conn.free_slots += 1;
            conn.registered = true;
            let host = custom_addr.unwrap_or_else(|| conn.ip.to_string());
            st.queues.entry(key.clone()).or_default().free.push_back(Slot { conn: id, host, port, matchkey });
            st.schedule(&key);
            Ok(ok)
        }
        TrackerMessage::Request { key, priority, .. } => {
            if key.len() > MAX_KEY_BYTES {
                return Err(over("REQUEST", format!("a key over {MAX_KEY_BYTES} bytes")));
            }
            let refuse = |why: String| Ok(Some(json!([TrackerCode::Fail as i32, why])));
            if conn.waiting >= cfg.max_pending_per_connection {
                return refuse(format!("{} requests are already waiting on this connection (this tracker's bound)", conn.waiting));
            }
            if !shared.peers().spend(ip, Spend::Request, Instant::now()) {
                return refuse(format!(
                    "more than {} requests per second (bursts of {}) from {ip}: retry later",
                    cfg.request_rate.per_second, cfg.request_rate.burst
                ));
            }
            conn.waiting += 1;
            st.next_id += 1;
            let seq = st.next_id;
            let priority = priority.min(cfg.max_priority);
            st.queues.entry(key.clone()).or_default().requests.push(Pending { priority, seq, conn: id });
            st.schedule(&key);
            if let Some(after) = cfg.request_timeout {
                let shared = shared.clone();
                tokio::spawn(async move {
                    tokio::time::sleep(after).await;
                    expire(&shared, &key, seq, after);
                });
            }
            Ok(None)
        }
        TrackerMessage::UpdateInfo { mut info } => {
            if let Some(Value::Array(addr)) = info.get_mut("addr") {
                if addr[0].is_null() {
                    addr[0] = Value::String(conn.ip.to_string());
                }
            }
            let mut merged = conn.info.clone();
            merged.extend(info);
            let bytes = Value::Object(merged.clone()).to_string().len();
            if merged.len() > cfg.max_info_fields || bytes > cfg.max_info_bytes {
                return Err(over(
                    "UPDATE_INFO",
                    format!(
                        "{} fields, {bytes} bytes after merging (at most {} fields, {} bytes)",
                        merged.len(),
                        cfg.max_info_fields,
                        cfg.max_info_bytes
                    ),
                ));
            }
            conn.registered |= merged.get("key").and_then(Value::as_str).is_some_and(|k| k.starts_with("server"));
            conn.info = merged;
            Ok(ok)
        }
        TrackerMessage::Summary => {
            let s = serde_json::to_value(st.summary(SUMMARY_BUDGET_BYTES)).expect("summary serialises");
            Ok(Some(json!([TrackerCode::Success as i32, s])))
        }
        TrackerMessage::GetPendingMatchkeys => {
            let keys: Vec<&String> = conn.pending_matchkeys.iter().collect();
            Ok(Some(json!(keys)))
        }
    }
}

fn expire(shared: &Shared, key: &str, seq: u64, after: Duration) {
    let mut st = shared.state();
    let Some(q) = st.queues.get_mut(key) else { return };
    let mut conn = None;
    q.requests.retain(|r| {
        if r.seq == seq {
            conn = Some(r.conn);
        }
        r.seq != seq
    });
    let Some(conn) = conn else { return };
    let reason = format!("no free server with key {key:?} within {:.1} s (this tracker's request timeout)", after.as_secs_f64());
    if let Some(c) = st.conns.get_mut(&conn) {
        c.waiting = c.waiting.saturating_sub(1);
        c.last_active = Instant::now();
        let _ = c.tx.try_send(json!([TrackerCode::Fail as i32, reason]));
    }
    st.prune(key);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conn(info: Map<String, Value>) -> Conn {
        let (tx, _) = mpsc::channel(1);
        Conn {
            tx,
            ip: IpAddr::from([127, 0, 0, 1]),
            info,
            pending_matchkeys: HashSet::new(),
            put_keys: HashSet::new(),
            free_slots: 0,
            waiting: 0,
            registered: true,
            spoke: true,
            last_active: Instant::now(),
        }
    }

    #[test]
    fn the_summary_fits_its_budget_and_counts_what_it_leaves_out() {
        let mut st = State::default();
        for i in 0..5000u64 {
            st.queues.entry(format!("fake-key-{i:05}-{}", "x".repeat(100))).or_default();
            let mut info = Map::new();
            info.insert("key".into(), json!(format!("server:fake-{i:05}")));
            info.insert("addr".into(), json!(["10.0.0.1", 9000]));
            info.insert("pad".into(), json!("y".repeat(300)));
            st.conns.insert(i, conn(info));
        }
        let s = st.summary(SUMMARY_BUDGET_BYTES);
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.len() <= SUMMARY_BUDGET_BYTES, "{} bytes", text.len());
        let t = s.truncated.expect("some entries left out");
        assert_eq!(s.queue_info.len() as u64 + t.queue_info, 5000);
        assert_eq!(s.server_info.len() as u64 + t.server_info, 5000);
        assert!(s.queue_info.len() > 1000, "queues come first: {}", s.queue_info.len());
        // A small tracker's summary has no `truncated` at all (TVM's shape exactly).
        let small = State::default().summary(SUMMARY_BUDGET_BYTES);
        assert!(!serde_json::to_string(&small).unwrap().contains("truncated"));
    }
}
