//! The registration loop of a server with a tracker: what `python/tvm/rpc/server.py`
//! `_listen_loop` and `_accept_conn` do, in the tracker wire format of [`crate::wire`].
//!
//! 1. Connect, the tracker magic, `UPDATE_INFO` with the server's [`Announcement`] (TVM's
//!    `{"key": "server:<key>", "addr": [custom_addr, port]}` plus the [`AnnouncedDevice`]).
//! 2. While no session runs: a fresh match key `<key>:<random>` (only it opens the next
//!    session), `PUT [key, [port, matchkey], custom_addr]`.
//! 3. Every [`Registration::poll_period`] (TVM: 2 s) `GET_PENDING_MATCHKEYS`; a match key the
//!    tracker handed to a client that has not come for longer than
//!    [`Registration::unmatch_timeout`] + one period is replaced and PUT again (TVM: after 4 s
//!    + 2 s, "no incoming connections, regenerate key").
//! 4. A session takes the match key (single use); when it ends, back to 2.
//! 5. Any error on the tracker connection (the tracker restarted, the network dropped, a reply
//!    that is not SUCCESS): close it and go back to 1 after a backoff that doubles from
//!    [`Registration::retry_min`] to [`Registration::retry_max`] (reset by a registration). TVM
//!    retries too (`base.connect_with_retry`), every second, and gives up after 60 s; this loop
//!    never gives up. The last match key stays valid meanwhile (a client granted it just before
//!    the tracker went can still open its session); the next registration replaces it.

use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::Common;
use crate::error::{ProtocolError, TrackerError};
use crate::wire::{AnnouncedDevice, Announcement, TrackerCode, TrackerMessage};
use crate::TrackerClient;

/// Where and how a server registers ([`super::ServerConfig::registration`]).
#[derive(Debug, Clone)]
pub struct Registration {
    /// The tracker, `host:port` (ours or TVM's `tvm.exec.rpc_tracker`).
    pub tracker: String,
    /// The host clients should connect to (TVM's `--custom-addr`); `None`: the tracker uses the
    /// address it sees the server's connection come from.
    pub custom_addr: Option<String>,
    /// The device fields of the announcement.
    pub device: AnnouncedDevice,
    /// Connect, handshake and each message's reply (default 10 s).
    pub io_timeout: Duration,
    /// Between `GET_PENDING_MATCHKEYS` polls while free (default 2 s, TVM's `ping_period`).
    pub poll_period: Duration,
    /// How long a match key may stay granted but unused before it is replaced (default 4 s,
    /// TVM's `unmatch_timeout`; replaced after this plus one poll period).
    pub unmatch_timeout: Duration,
    /// First wait before registering again after a failure (default 0.5 s).
    pub retry_min: Duration,
    /// Longest wait between attempts (default 30 s).
    pub retry_max: Duration,
}

impl Registration {
    /// Registration with `tracker` (`host:port`), TVM's periods, no custom address and no device
    /// fields.
    #[must_use]
    pub fn new(tracker: &str) -> Self {
        Self {
            tracker: tracker.to_owned(),
            custom_addr: None,
            device: AnnouncedDevice::default(),
            io_timeout: Duration::from_secs(10),
            poll_period: Duration::from_secs(2),
            unmatch_timeout: Duration::from_secs(4),
            retry_min: Duration::from_millis(500),
            retry_max: Duration::from_secs(30),
        }
    }
}

/// Runs the loop until the server stops.
pub(super) async fn run(common: Arc<Common>, r: Registration) {
    let mut stop = common.stop.subscribe();
    let mut backoff = r.retry_min;
    loop {
        let e = tokio::select! {
            () = super::stopped(&mut stop) => return,
            e = register_once(&common, &r, &mut backoff) => e,
        };
        let Err(e) = e;
        common.stats().registered = false;
        tracing::warn!("RPC server: tracker {}: {e}; registering again in {backoff:?}", r.tracker);
        tokio::select! {
            () = super::stopped(&mut stop) => return,
            () = tokio::time::sleep(backoff) => {}
        }
        backoff = (backoff * 2).min(r.retry_max);
    }
}

/// One tracker connection: registers, then PUTs and polls until an error, which it returns.
async fn register_once(common: &Common, r: &Registration, backoff: &mut Duration) -> Result<Infallible, TrackerError> {
    {
        let mut c = TrackerClient::connect(&r.tracker, r.io_timeout).await?;
        let key = &common.config.key;
        let ann = Announcement { key: format!("server:{key}"), addr: (r.custom_addr.clone(), common.port), device: r.device.clone() };
        success(&mut c, r, &TrackerMessage::UpdateInfo { info: ann.to_info() }, "UPDATE_INFO").await?;
        {
            let mut s = common.stats();
            s.registered = true;
            s.registrations += 1;
        }
        *backoff = r.retry_min;
        tracing::info!("RPC server: registered with tracker {} as {key:?}", r.tracker);
        let mut gate = common.gate.subscribe();
        loop {
            let _ = gate.wait_for(|g| g.active == 0).await;
            let mut mk = random_key(key);
            if !offer(common, None, &mk) {
                continue; // a session started meanwhile
            }
            put(&mut c, r, key, common.port, &mk).await?;
            let mut unmatched = 0u32;
            loop {
                tokio::select! {
                    // The key was taken (a session started, perhaps already ended): a new one after it.
                    taken = async { gate.wait_for(|g| g.active > 0 || g.matchkey.as_deref() != Some(mk.as_str())).await.is_ok() } => {
                        if taken {
                            break;
                        }
                    }
                    () = tokio::time::sleep(r.poll_period) => {}
                }
                let pending = c.send(&TrackerMessage::GetPendingMatchkeys).await?;
                let listed = pending.as_array().is_some_and(|a| a.iter().any(|k| k.as_str() == Some(mk.as_str())));
                unmatched = if listed { 0 } else { unmatched + 1 };
                if r.poll_period * unmatched > r.unmatch_timeout + r.poll_period {
                    tracing::info!("RPC server: match key granted but unused; regenerating it");
                    let fresh = random_key(key);
                    if !offer(common, Some(&mk), &fresh) {
                        break;
                    }
                    mk = fresh;
                    put(&mut c, r, key, common.port, &mk).await?;
                    unmatched = 0;
                }
            }
        }
    }
}

/// Makes `fresh` the match key if no session runs and the current key is `old`.
fn offer(common: &Common, old: Option<&str>, fresh: &str) -> bool {
    common.gate.send_if_modified(|g| {
        let ok = g.active == 0 && (old.is_none() || g.matchkey.as_deref() == old);
        if ok {
            g.matchkey = Some(fresh.to_owned());
        }
        ok
    })
}

async fn put(c: &mut TrackerClient, r: &Registration, key: &str, port: u16, matchkey: &str) -> Result<(), TrackerError> {
    let msg = TrackerMessage::Put { key: key.to_owned(), port, matchkey: matchkey.to_owned(), custom_addr: r.custom_addr.clone() };
    success(c, r, &msg, "PUT").await
}

/// Sends `msg` and expects SUCCESS (`server.py` asserts the same).
async fn success(c: &mut TrackerClient, r: &Registration, msg: &TrackerMessage, to: &'static str) -> Result<(), TrackerError> {
    let v = c.send(msg).await?;
    if v.as_i64() == Some(TrackerCode::Success as i64) {
        return Ok(());
    }
    let reply = v.to_string().chars().take(200).collect();
    Err(TrackerError::Protocol { peer: r.tracker.clone(), source: ProtocolError::UnexpectedReply { to, reply } })
}

/// `<key>:<32 hex digits>`: 128 bits from std's randomly keyed SipHash over a counter and the
/// clock (TVM's `base.random_key` uses `random.random()`). Not a secret (docs/RELAY.md: the
/// tracker hands it out in clear), but not guessable from earlier keys.
fn random_key(key: &str) -> String {
    use std::hash::{BuildHasher, Hasher};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let word = || {
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(n);
        h.write_u128(now);
        h.finish()
    };
    let (a, b) = (word(), word());
    format!("{key}:{a:016x}{b:016x}")
}
