//! The accept loop behind [`crate::serve`] and [`crate::serve_on`], for plain HTTP and HTTPS alike:
//! a cap on open connections, a header-read timeout, an idle timeout and graceful shutdown.
//!
//! * **Connection cap** ([`ConnectionLimits::max_connections`]): a semaphore permit is taken for each
//!   accepted socket and held until the connection ends. Over the cap, a plain-HTTP connection is
//!   answered one `503` with `Retry-After: 1` and `Connection: close` (written without waiting) and
//!   closed; a TLS one is closed. Each open connection costs one file descriptor, so the cap keeps
//!   the process under its descriptor limit: before it, ≈ 1 100 idle sockets stopped `accept` with
//!   "Too many open files". `ekb serve` sizes it with the tracker's against `RLIMIT_NOFILE`
//!   ([`crate::fd_budget`]).
//! * **Per-address cap** ([`ConnectionLimits::max_connections_per_address`]): connections open at
//!   once from one peer address ([`crate::peer::address_key`]: an IPv4 address, an IPv6 /64), over
//!   it answered the same `503`: one host holding half-sent requests cannot take the whole cap.
//! * **Slow bodies** ([`ConnectionLimits::body_grace`], [`ConnectionLimits::body_min_bytes_per_s`]):
//!   a request body must keep arriving at a minimum rate after a grace period ([`MinRateBody`]);
//!   past it the request is answered `408` and the connection closed, instead of being held until
//!   the request timeout.
//! * **Header-read timeout**: hyper's HTTP/1 `header_read_timeout`, armed from the moment the
//!   connection is served (a client that sends nothing, or never finishes its headers — slowloris —
//!   is closed); on HTTPS the TLS handshake has the same bound.
//! * **Idle timeout**: a connection with no request in flight for [`ConnectionLimits::idle_timeout`]
//!   is shut down gracefully (HTTP/1: closed; HTTP/2: `GOAWAY`), then dropped after a grace period.
//!   hyper has no idle timeout of its own for HTTP/2, nor one separate from the header timeout for
//!   HTTP/1.
//! * **Protocols**: plain HTTP is HTTP/1.1 only (no `h2c`: browsers never use it, and hyper-util's
//!   protocol sniffing has no timer); HTTPS picks HTTP/2 or HTTP/1.1 by ALPN.
//!
//! The whole-request timeout is a layer of the router ([`crate::router`]), not of the connection.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::{pin, Pin};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, OwnedSemaphorePermit, Semaphore};

/// Limits and timeouts of every connection (plain HTTP and HTTPS).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Connections open at once; more are refused (plain HTTP: one `503`) and closed.
    pub max_connections: usize,
    /// Connections open at once from one peer address ([`crate::peer::address_key`]); more are
    /// refused like those over [`Self::max_connections`].
    pub max_connections_per_address: usize,
    /// Time a request body may take before [`Self::body_min_bytes_per_s`] applies.
    pub body_grace: Duration,
    /// Bytes per second a request body must average after [`Self::body_grace`]: by `grace + n /
    /// rate` seconds from its first poll, more than `n` bytes must have arrived.
    pub body_min_bytes_per_s: u64,
    /// Time from accepting a connection (or, on HTTPS, from its TLS handshake's start) until its
    /// request headers are complete.
    pub header_read_timeout: Duration,
    /// Time a connection may stay open with no request in flight before it is closed.
    pub idle_timeout: Duration,
    /// Time from a request's headers to its response's headers (reading the body and running the
    /// handler included); past it the answer is `408` with a JSON error.
    pub request_timeout: Duration,
}

impl Default for ConnectionLimits {
    /// 512 connections: Debian's default soft descriptor limit is 1024, and the database pool,
    /// SQLite's WAL files and the listener need some. Headers in 10 s (a phone on a slow network
    /// sends them in well under 1 s; nginx allows 60 s, Go servers commonly 5–10 s), 30 s idle
    /// (browsers reuse a connection within seconds; nginx's keep-alive default is 75 s), 60 s per
    /// request (the slowest legitimate one, an 8 MiB submission validated on 2 busy cores, takes
    /// a few seconds). 64 per address (a browser opens at most 6 per host over HTTP/1.1; 64 leaves
    /// room for a few people behind one NAT). Bodies: 10 s of grace, then 4 KiB/s (32 kbit/s,
    /// below any mobile data link: a 100 KiB report from a phone on a poor 2G link arrives well
    /// within it; a client trickling bytes to hold the connection is cut off after ≈ 10 s instead
    /// of the request timeout's 60).
    fn default() -> Self {
        Self {
            max_connections: 512,
            max_connections_per_address: 64,
            body_grace: Duration::from_secs(10),
            body_min_bytes_per_s: 4096,
            header_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(30),
            request_timeout: Duration::from_secs(60),
        }
    }
}

/// How long a connection told to shut down (idle, or the server stopping) may take to finish.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(10);

/// HTTP/2 streams one connection may have open at once.
const H2_MAX_STREAMS: u32 = 64;

/// The answer written to a plain-HTTP connection over the cap.
const REFUSAL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\nconnection: close\r\n\
content-length: 63\r\n\r\n{\"error\":\"too many open connections; retry later\",\"field\":null}";

/// Serves `app` on `listener` until `shutdown` completes, then lets open connections finish (at
/// most [`SHUTDOWN_GRACE`]). With `tls`, every connection is a TLS one.
///
/// # Errors
/// Never for a single connection's failure (it is logged and dropped); the loop only ends at
/// shutdown.
pub(crate) async fn run(
    listener: TcpListener,
    app: Router,
    tls: Option<tokio_rustls::TlsAcceptor>,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let max = limits.max_connections.clamp(1, Semaphore::MAX_PERMITS.min(u32::MAX as usize));
    let permits = Arc::new(Semaphore::new(max));
    let per_address = PerAddress::new(limits.max_connections_per_address);
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut shutdown = pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) if is_per_connection(&e) => continue,
                Err(e) => {
                    // Out of descriptors (EMFILE/ENFILE) or memory: back off instead of spinning.
                    tracing::error!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        let admitted = permits.clone().try_acquire_owned().ok().and_then(|p| per_address.admit(peer.ip()).map(|a| (p, a)));
        let Some(permit) = admitted else {
            tracing::debug!(%peer, max, "connection refused: at the connection cap (in all or for its address)");
            if tls.is_none() {
                // Best effort: never wait on a client that does not read.
                let _ = stream.try_write(REFUSAL);
            }
            drop(stream);
            continue;
        };
        let hold = ConnectionHold(Arc::new(permit));
        tokio::spawn(connection(stream, peer, app.clone(), tls.clone(), limits, stop_rx.clone(), hold));
    }
    drop(listener);
    let _ = stop_tx.send(true);
    // Every connection holds a permit: all of them back means all connections ended.
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, permits.acquire_many(max as u32)).await;
    Ok(())
}

/// Accept errors that concern only the one connection (it was reset before we took it).
fn is_per_connection(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(e.kind(), ConnectionRefused | ConnectionAborted | ConnectionReset)
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    tls: Option<tokio_rustls::TlsAcceptor>,
    limits: ConnectionLimits,
    stop: watch::Receiver<bool>,
    hold: ConnectionHold,
) {
    let _ = stream.set_nodelay(true);
    let activity = Arc::new(Activity::new());
    let service = ConnService { app, peer, activity: activity.clone(), limits, hold };
    let Some(tls) = tls else {
        return http1(stream, service, limits, activity, stop).await;
    };
    let stream = match tokio::time::timeout(limits.header_read_timeout, tls.accept(stream)).await {
        Ok(Ok(s)) => s,
        Ok(Err(e)) => return tracing::debug!(%peer, error = %e, "TLS handshake failed"),
        Err(_) => return tracing::debug!(%peer, "TLS handshake timed out"),
    };
    if stream.get_ref().1.alpn_protocol() == Some(b"h2") {
        let conn = hyper::server::conn::http2::Builder::new(TokioExecutor::new())
            .timer(TokioTimer::new())
            .max_concurrent_streams(H2_MAX_STREAMS)
            .serve_connection(TokioIo::new(stream), service);
        drive(conn, &activity, limits.idle_timeout, stop).await;
    } else {
        http1(stream, service, limits, activity, stop).await;
    }
}

async fn http1<I>(io: I, service: ConnService, limits: ConnectionLimits, activity: Arc<Activity>, stop: watch::Receiver<bool>)
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .serve_connection(TokioIo::new(io), service)
        // A WebSocket (a paired tab, `/api/relay/pair`) takes the connection over after its 101.
        .with_upgrades();
    drive(conn, &activity, limits.idle_timeout, stop).await;
}

/// A hyper connection that can be asked to finish its requests and close (hyper-util's
/// `GracefulConnection` is sealed and leaves out HTTP/1's upgradeable connection).
trait Graceful: Future<Output = Result<(), hyper::Error>> {
    fn shut_down(self: Pin<&mut Self>);
}

impl<I> Graceful for hyper::server::conn::http1::UpgradeableConnection<TokioIo<I>, ConnService>
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    fn shut_down(self: Pin<&mut Self>) {
        hyper::server::conn::http1::UpgradeableConnection::graceful_shutdown(self);
    }
}

impl<I> Graceful for hyper::server::conn::http2::Connection<TokioIo<I>, ConnService, TokioExecutor>
where
    I: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    fn shut_down(self: Pin<&mut Self>) {
        hyper::server::conn::http2::Connection::graceful_shutdown(self);
    }
}

/// Runs `conn` until it ends, shutting it down gracefully when it has been idle for `idle` or the
/// server stops, and dropping it when it has not finished [`SHUTDOWN_GRACE`] after that.
async fn drive<C>(conn: C, activity: &Activity, idle: Duration, mut stop: watch::Receiver<bool>)
where
    C: Graceful,
{
    let mut conn = pin!(conn);
    loop {
        let wait = match activity.idle_for() {
            Some(d) if d >= idle => break,
            Some(d) => idle - d,
            None => idle,
        };
        tokio::select! {
            done = conn.as_mut() => {
                if let Err(e) = done {
                    tracing::debug!(error = %e, "connection ended with an error");
                }
                return;
            }
            () = tokio::time::sleep(wait) => {}
            _ = stop.changed() => break,
        }
    }
    conn.as_mut().shut_down();
    let _ = tokio::time::timeout(SHUTDOWN_GRACE, conn).await;
}

/// Requests in flight on one connection and when the last one ended.
#[derive(Debug)]
struct Activity {
    start: Instant,
    in_flight: AtomicUsize,
    /// Milliseconds after `start` when the connection was last busy.
    last_ms: AtomicU64,
}

impl Activity {
    fn new() -> Self {
        Self { start: Instant::now(), in_flight: AtomicUsize::new(0), last_ms: AtomicU64::new(0) }
    }

    fn now_ms(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// How long the connection has had no request in flight; `None` while one is.
    fn idle_for(&self) -> Option<Duration> {
        (self.in_flight.load(Ordering::Acquire) == 0)
            .then(|| Duration::from_millis(self.now_ms().saturating_sub(self.last_ms.load(Ordering::Acquire))))
    }
}

/// Marks a request in flight until dropped (also when the request's future is cancelled).
struct Busy(Arc<Activity>);

impl Busy {
    fn new(a: Arc<Activity>) -> Self {
        a.in_flight.fetch_add(1, Ordering::AcqRel);
        Self(a)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.last_ms.store(self.0.now_ms(), Ordering::Release);
        self.0.in_flight.fetch_sub(1, Ordering::AcqRel);
    }
}

/// The router as one connection's hyper service: adds the peer's address ([`ConnectInfo`], read by
/// the rate limit and the validation budget), bounds how slowly its body may arrive
/// ([`MinRateBody`]) and counts requests in flight.
#[derive(Clone)]
struct ConnService {
    app: Router,
    peer: SocketAddr,
    activity: Arc<Activity>,
    limits: ConnectionLimits,
    hold: ConnectionHold,
}

/// A connection's place under the caps (its permit of the connection cap and its address's
/// slot), released when the last holder drops it: the connection task, and — through the
/// request's extensions — a WebSocket that took the connection over after its 101 (a paired tab,
/// `/api/relay/pair`), which outlives the HTTP connection's task. Without it an upgraded socket
/// would leave both caps and the descriptor budget the moment it was upgraded.
#[derive(Clone, Debug)]
pub(crate) struct ConnectionHold(#[allow(dead_code)] Arc<(OwnedSemaphorePermit, AddressSlot)>);

impl hyper::service::Service<hyper::Request<Incoming>> for ConnService {
    type Response = axum::response::Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn call(&self, req: hyper::Request<Incoming>) -> Self::Future {
        let rate = MinRate { grace: self.limits.body_grace, bytes_per_s: self.limits.body_min_bytes_per_s };
        let mut req = req.map(|b| axum::body::Body::new(MinRateBody::new(b, rate)));
        req.extensions_mut().insert(ConnectInfo(self.peer));
        req.extensions_mut().insert(self.hold.clone());
        let busy = Busy::new(self.activity.clone());
        let app = self.app.clone();
        Box::pin(async move {
            let res = tower::ServiceExt::oneshot(app, req).await;
            drop(busy);
            res
        })
    }
}

/// Open connections per peer address ([`crate::peer::address_key`]), for the per-address cap.
#[derive(Clone, Debug)]
struct PerAddress {
    max: usize,
    open: Arc<std::sync::Mutex<HashMap<IpAddr, usize>>>,
}

impl PerAddress {
    fn new(max: usize) -> Self {
        Self { max: max.max(1), open: Arc::default() }
    }

    /// A slot for one more connection from `ip`, or `None` at the cap.
    fn admit(&self, ip: IpAddr) -> Option<AddressSlot> {
        let key = crate::peer::address_key(ip);
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = open.entry(key).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(AddressSlot { key, open: self.open.clone() })
    }
}

/// One connection counted against its address until dropped.
#[derive(Debug)]
struct AddressSlot {
    key: IpAddr,
    open: Arc<std::sync::Mutex<HashMap<IpAddr, usize>>>,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&self.key);
            }
        }
    }
}

/// The least rate a request body must keep ([`ConnectionLimits::body_min_bytes_per_s`]).
#[derive(Clone, Copy, Debug)]
struct MinRate {
    grace: Duration,
    bytes_per_s: u64,
}

/// A request body that fails with [`BodyTooSlow`] when, `grace + n / rate` seconds after it was
/// first read, no more than `n` bytes have arrived (so the handler reading it answers `408` and the
/// connection closes, [`crate::body::bytes`]).
struct MinRateBody<B> {
    inner: B,
    rate: MinRate,
    started: Option<tokio::time::Instant>,
    received: u64,
    deadline: Pin<Box<tokio::time::Sleep>>,
}

impl<B> MinRateBody<B> {
    fn new(inner: B, rate: MinRate) -> Self {
        Self { inner, rate, started: None, received: 0, deadline: Box::pin(tokio::time::sleep(Duration::ZERO)) }
    }

    fn due(&self, started: tokio::time::Instant) -> tokio::time::Instant {
        let per_s = self.rate.bytes_per_s.max(1);
        started + self.rate.grace + Duration::from_secs_f64(self.received as f64 / per_s as f64).min(Duration::from_secs(86_400))
    }
}

/// A request body arrived slower than the server's minimum rate.
#[derive(Debug, thiserror::Error)]
#[error("the request body arrived slower than {bytes_per_s} bytes/s after {grace_s} s ({received} bytes in {elapsed_s:.1} s)")]
pub struct BodyTooSlow {
    /// The minimum rate.
    pub bytes_per_s: u64,
    /// The grace period, seconds.
    pub grace_s: u64,
    /// Bytes received.
    pub received: u64,
    /// Seconds since the body was first read.
    pub elapsed_s: f64,
}

impl<B> http_body::Body for MinRateBody<B>
where
    B: http_body::Body<Data = axum::body::Bytes> + Unpin,
    B::Error: Into<axum::BoxError>,
{
    type Data = axum::body::Bytes;
    type Error = axum::BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        use std::task::Poll;
        let this = &mut *self;
        let started = *this.started.get_or_insert_with(|| {
            let now = tokio::time::Instant::now();
            this.deadline.as_mut().reset(now + this.rate.grace);
            now
        });
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.received += data.len() as u64;
                    let due = this.due(started);
                    this.deadline.as_mut().reset(due);
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => Poll::Ready(Some(Err(e.into()))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTooSlow {
                    bytes_per_s: this.rate.bytes_per_s,
                    grace_s: this.rate.grace.as_secs(),
                    received: this.received,
                    elapsed_s: started.elapsed().as_secs_f64(),
                })))),
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusal_is_well_formed() {
        let text = std::str::from_utf8(REFUSAL).expect("ascii");
        let (head, body) = text.split_once("\r\n\r\n").expect("head and body");
        let len: usize = head.lines().find_map(|l| l.strip_prefix("content-length: ")).expect("length").parse().expect("number");
        assert_eq!(len, body.len());
        let v: serde_json::Value = serde_json::from_str(body).expect("json");
        assert_eq!(v["field"], serde_json::Value::Null);
    }

    #[test]
    fn busy_counts_and_restarts_the_idle_clock() {
        let a = Arc::new(Activity::new());
        assert!(a.idle_for().is_some());
        std::thread::sleep(Duration::from_millis(10));
        let b = Busy::new(a.clone());
        assert_eq!(a.idle_for(), None, "not idle while a request is in flight");
        // Idle since the request ended, not since the start: however long this thread is
        // descheduled, the clock read after `drop` cannot exceed the time since `ended`.
        let ended = std::time::Instant::now();
        drop(b);
        let idle = a.idle_for().expect("idle again");
        assert!(idle <= ended.elapsed(), "{idle:?}");
    }
}
