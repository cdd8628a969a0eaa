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
//! Differences from TVM, all on the safe side: an optional request timeout
//! ([`TrackerConfig::request_timeout`]; the request is then answered `[-1, reason]`, which TVM's
//! Python client reports as an error and retries); a closed connection's requests and free
//! servers are always removed (TVM keeps the requests, and the servers when the connection sent
//! no UPDATE_INFO); every read has a timeout and the number of connections is bounded.

use std::collections::{BTreeMap, BinaryHeap, HashSet, VecDeque};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::{json, Map, Value};
use tokio::net::{TcpListener, TcpStream, ToSocketAddrs};
use tokio::sync::{mpsc, watch, Semaphore};

use crate::error::TrackerError;
use crate::wire::{self, QueueInfo, ServerInfo, Summary, TrackerCode, TrackerMessage};

/// Limits and options of a [`Tracker`].
#[derive(Debug, Clone)]
pub struct TrackerConfig {
    /// Time for a new connection to send the 4-byte magic (default 10 s).
    pub handshake_timeout: Duration,
    /// Longest silence between two messages before the connection is closed (default 1 h).
    /// Python servers poll every 2 s while free but stay silent on the tracker connection for a
    /// whole session; after a close they reconnect and register again.
    pub idle_timeout: Duration,
    /// Time for the rest of a frame once its first byte arrived (default 10 s).
    pub frame_timeout: Duration,
    /// Time to write one reply (default 10 s).
    pub write_timeout: Duration,
    /// How long a REQUEST may wait for a free server before it is answered `[-1, reason]`;
    /// `None` waits forever, as TVM's tracker does (default `None`).
    pub request_timeout: Option<Duration>,
    /// Connections served at once; further ones are closed on accept (default 1,024).
    pub max_connections: usize,
    /// The key a STOP message must carry to stop the tracker; `None` refuses every STOP
    /// (default `None`).
    pub stop_key: Option<String>,
}

impl Default for TrackerConfig {
    fn default() -> Self {
        Self {
            handshake_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(3600),
            frame_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            request_timeout: None,
            max_connections: 1024,
            stop_key: None,
        }
    }
}

/// Replies queued per connection; the reader waits when they are not drained, a grant to a
/// connection whose queue is full counts as a grant to a gone connection.
const REPLY_QUEUE: usize = 64;

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
    peer_ip: String,
    info: Map<String, Value>,
    pending_matchkeys: HashSet<String>,
    put_keys: HashSet<String>,
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
            let sent = self.conns.get(&req.conn).is_some_and(|c| c.tx.try_send(reply).is_ok());
            if sent {
                if let Some(owner) = self.conns.get_mut(&slot.conn) {
                    owner.pending_matchkeys.remove(&slot.matchkey);
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
        let keys: Vec<String> = self.queues.keys().cloned().collect();
        for k in keys {
            let q = self.queues.get_mut(&k).expect("listed");
            q.free.retain(|s| s.conn != id);
            q.requests.retain(|r| r.conn != id);
            self.prune(&k);
        }
        drop(conn);
    }

    fn summary(&self) -> Summary {
        let queue_info = self
            .queues
            .iter()
            .map(|(k, q)| (k.clone(), QueueInfo { free: q.free.len() as u64, pending: q.requests.len() as u64 }))
            .collect();
        let server_info = self
            .conns
            .values()
            .filter(|c| c.info.get("key").and_then(Value::as_str).is_some_and(|k| k.starts_with("server")))
            .filter_map(|c| serde_json::from_value::<ServerInfo>(Value::Object(c.info.clone())).ok())
            .collect();
        Summary { queue_info, server_info }
    }
}

struct Shared {
    config: TrackerConfig,
    state: Mutex<State>,
    stop: watch::Sender<bool>,
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the maps half-updated in a way that
        // matters more than stopping; keep serving.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
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
        let shared = Arc::new(Shared { config, state: Mutex::new(State::default()), stop });
        tokio::spawn(accept_loop(shared.clone(), listener));
        Ok(Self { shared, local_addr })
    }

    /// The bound address (with the real port when bound to port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The current summary, as SUMMARY answers it.
    pub fn summary(&self) -> Summary {
        self.shared.state().summary()
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

impl Drop for Tracker {
    fn drop(&mut self) {
        self.shutdown();
    }
}

async fn accept_loop(shared: Arc<Shared>, listener: TcpListener) {
    let limit = Arc::new(Semaphore::new(shared.config.max_connections));
    let mut stop = shared.stop.subscribe();
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
        let Ok(permit) = limit.clone().try_acquire_owned() else {
            tracing::warn!("tracker: {peer} refused, {} connections open", shared.config.max_connections);
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            if let Err(e) = serve_conn(&shared, stream, peer).await {
                tracing::warn!("tracker: closed {e}");
            }
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
            peer_ip: peer.ip().to_string(),
            info: Map::new(),
            pending_matchkeys: HashSet::new(),
            put_keys: HashSet::new(),
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
        let payload = match wire::read_frame(rd, name, cfg.idle_timeout, cfg.frame_timeout).await {
            Err(TrackerError::Closed { .. }) => return Ok(()),
            r => r?,
        };
        let msg = TrackerMessage::decode(&payload).map_err(|source| TrackerError::Protocol { peer: name.to_owned(), source })?;
        let reply = handle(shared, id, msg, stopping);
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

/// Applies one message; returns the immediate reply (REQUEST has none: it is answered when a
/// server is free, or at its timeout).
fn handle(shared: &Arc<Shared>, id: u64, msg: TrackerMessage, stopping: &mut bool) -> Option<Value> {
    let ok = Some(json!(TrackerCode::Success as i32));
    let mut st = shared.state();
    match msg {
        TrackerMessage::Ping => ok,
        TrackerMessage::Stop { stop_key } => {
            if shared.config.stop_key.as_deref().is_some_and(|k| stop_key.as_str() == Some(k)) {
                *stopping = true;
                ok
            } else {
                Some(json!(TrackerCode::Fail as i32))
            }
        }
        TrackerMessage::Put { key, port, matchkey, custom_addr } => {
            let conn = st.conns.get_mut(&id)?;
            conn.pending_matchkeys.insert(matchkey.clone());
            conn.put_keys.insert(key.clone());
            let host = custom_addr.unwrap_or_else(|| conn.peer_ip.clone());
            st.queues.entry(key.clone()).or_default().free.push_back(Slot { conn: id, host, port, matchkey });
            st.schedule(&key);
            ok
        }
        TrackerMessage::Request { key, priority, .. } => {
            st.next_id += 1;
            let seq = st.next_id;
            st.queues.entry(key.clone()).or_default().requests.push(Pending { priority, seq, conn: id });
            st.schedule(&key);
            if let Some(after) = shared.config.request_timeout {
                let shared = shared.clone();
                tokio::spawn(async move {
                    tokio::time::sleep(after).await;
                    expire(&shared, &key, seq, after);
                });
            }
            None
        }
        TrackerMessage::UpdateInfo { mut info } => {
            let conn = st.conns.get_mut(&id)?;
            if let Some(Value::Array(addr)) = info.get_mut("addr") {
                if addr[0].is_null() {
                    addr[0] = Value::String(conn.peer_ip.clone());
                }
            }
            conn.info.extend(info);
            ok
        }
        TrackerMessage::Summary => {
            let s = serde_json::to_value(st.summary()).expect("summary serialises");
            Some(json!([TrackerCode::Success as i32, s]))
        }
        TrackerMessage::GetPendingMatchkeys => {
            let keys: Vec<&String> = st.conns.get(&id)?.pending_matchkeys.iter().collect();
            Some(json!(keys))
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
    if let Some(c) = st.conns.get(&conn) {
        let _ = c.tx.try_send(json!([TrackerCode::Fail as i32, reason]));
    }
    st.prune(key);
}
