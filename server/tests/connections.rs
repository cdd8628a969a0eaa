//! The listener against hostile connections, on a real server on 127.0.0.1 (in-process, SQLite):
//! idle sockets beyond the connection cap are refused with a 503 and the server keeps answering
//! (before the cap, ≈ 1 100 idle sockets exhausted the file descriptors and it stopped accepting);
//! a slowloris client is closed after the header-read timeout; an idle keep-alive connection after
//! the idle timeout; a request whose body never arrives gets a JSON 408; over HTTPS (a self-signed
//! test certificate for `localhost` in `tests/fixtures/tls`, valid until 2126) the cap and the
//! handshake timeout hold and a real request is answered. Counts and times are kept small: the cap
//! is 8 (4 for TLS) and the timeouts about a second.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Starts a server with `connections` on a free loopback port; it runs until the test ends.
async fn start(db: &common::TestDb, connections: server::ConnectionLimits) -> SocketAddr {
    let cfg = server::AppConfig { connections, ..Default::default() };
    let state = server::AppState::open(&db.url, cfg).await.expect("state");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let files = server::AppFiles::Disk(common::dist());
    tokio::spawn(async move { server::serve_on(listener, state, &files).await });
    addr
}

fn limits(max_connections: usize, header_ms: u64, idle_ms: u64, request_ms: u64) -> server::ConnectionLimits {
    server::ConnectionLimits {
        max_connections,
        header_read_timeout: Duration::from_millis(header_ms),
        idle_timeout: Duration::from_millis(idle_ms),
        request_timeout: Duration::from_millis(request_ms),
    }
}

/// Reads until the peer closes (or `limit` passes): what was read, and whether it closed.
async fn read_to_close(s: &mut TcpStream, limit: Duration) -> (Vec<u8>, bool) {
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (out, true),
            Ok(Ok(n)) => out.extend_from_slice(&buf[..n]),
            Err(_) => return (out, false),
        }
    }
}

async fn health(addr: SocketAddr) -> std::io::Result<u16> {
    let mut c = common::http::Conn::connect(addr).await?;
    Ok(c.request("GET", "/api/health", None).await?.0)
}

#[tokio::test]
async fn idle_connections_over_the_cap_are_refused_and_the_server_keeps_answering() {
    let db = common::sqlite();
    let addr = start(&db, limits(8, 1000, 1000, 10_000)).await;
    let mut idle = Vec::new();
    for _ in 0..8 {
        idle.push(TcpStream::connect(addr).await.expect("connect"));
    }
    // Let the server accept the first 8 before the excess arrives.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut refused = 0;
    for _ in 0..24 {
        let mut s = TcpStream::connect(addr).await.expect("connect: the listener still accepts");
        let (bytes, closed) = read_to_close(&mut s, Duration::from_secs(8)).await;
        let text = String::from_utf8_lossy(&bytes);
        assert!(closed, "a connection over the cap is closed, not left waiting");
        assert!(text.starts_with("HTTP/1.1 503"), "{text}");
        assert!(text.contains("retry-after: 1") && text.contains("too many open connections"), "{text}");
        refused += 1;
    }
    assert_eq!(refused, 24);
    // The 8 idle ones never sent a header: closed by the header-read timeout (1 s), freeing the
    // slots — well before the 10 s request limit, the only other thing that would close them (the
    // margin is for a loaded machine's scheduling, not a measure of speed).
    let started = Instant::now();
    for s in &mut idle {
        let (_, closed) = read_to_close(s, Duration::from_secs(8)).await;
        assert!(closed, "an idle connection is closed after the header-read timeout");
    }
    assert!(started.elapsed() < Duration::from_secs(8));
    let mut answered = None;
    for _ in 0..30 {
        if let Ok(200) = health(addr).await {
            answered = Some(());
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(answered.is_some(), "the server answers new requests once the idle sockets are gone");
    db.cleanup().await;
}

#[tokio::test]
async fn slowloris_headers_never_finished_are_closed_after_the_header_timeout() {
    let db = common::sqlite();
    let addr = start(&db, limits(8, 1000, 30_000, 30_000)).await;
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(b"GET /api/health HTTP/1.1\r\nhost: ekb\r\nx-slow: ").await.expect("write");
    let started = Instant::now();
    // One byte of a header value every 100 ms, never the end of the headers (bounded: 20 s; the
    // header timeout is 1 s, the request limit 30 s: the bounds below tell them apart with room for
    // a loaded machine's scheduling).
    let mut closed_after = None;
    for _ in 0..200u32 {
        if s.write_all(b"a").await.is_err() {
            closed_after = Some(started.elapsed());
            break;
        }
        let mut buf = [0u8; 512];
        match tokio::time::timeout(Duration::from_millis(100), s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => {
                closed_after = Some(started.elapsed());
                break;
            }
            Ok(Ok(_)) => {
                // hyper may answer 408 before closing; it must not answer the request.
                assert!(!String::from_utf8_lossy(&buf).starts_with("HTTP/1.1 200"));
            }
            Err(_) => {}
        }
    }
    let after = closed_after.expect("the slowloris connection is closed within 20 s");
    assert!(after >= Duration::from_millis(700) && after < Duration::from_secs(15), "closed after {after:?}");
    assert_eq!(health(addr).await.expect("health"), 200);
    db.cleanup().await;
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_after_the_idle_timeout() {
    let db = common::sqlite();
    // Headers may take 30 s, but a connection with no request in flight lives 3 s (the second
    // request comes 300 ms after the first: 2.7 s of room for a loaded machine).
    let addr = start(&db, limits(8, 30_000, 3000, 30_000)).await;
    let mut c = common::http::Conn::connect(addr).await.expect("connect");
    assert_eq!(c.request("GET", "/api/health", None).await.expect("first").0, 200);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(c.request("GET", "/api/health", None).await.expect("kept alive under the idle timeout").0, 200);
    let started = Instant::now();
    let mut raw = TcpStream::connect(addr).await.expect("connect");
    raw.write_all(b"GET /api/health HTTP/1.1\r\nhost: ekb\r\n\r\n").await.expect("write");
    let (bytes, closed) = read_to_close(&mut raw, Duration::from_secs(20)).await;
    assert!(String::from_utf8_lossy(&bytes).starts_with("HTTP/1.1 200"));
    assert!(closed, "closed once idle");
    let after = started.elapsed();
    // After the idle timeout, and well before the 30 s header and request limits.
    assert!(after >= Duration::from_millis(2400) && after < Duration::from_secs(15), "closed after {after:?}");
    db.cleanup().await;
}

#[tokio::test]
async fn a_request_whose_body_never_arrives_gets_a_json_408() {
    let db = common::sqlite();
    let addr = start(&db, limits(8, 5000, 30_000, 1000)).await;
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(b"POST /api/kernels HTTP/1.1\r\nhost: ekb\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{\"source\":")
        .await
        .expect("write");
    let started = Instant::now();
    let (bytes, _) = read_to_close(&mut s, Duration::from_secs(20)).await;
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(text.contains("\"error\":\"the request took longer than 1 s"), "{text}");
    assert!(text.contains("cross-origin-embedder-policy"), "the usual headers: {text}");
    // Well before the 30 s idle limit (the margin is for a loaded machine).
    assert!(started.elapsed() < Duration::from_secs(15));
    db.cleanup().await;
}

#[tokio::test]
async fn tls_connections_are_capped_and_a_silent_handshake_times_out() {
    let db = common::sqlite();
    // A free port: bound, read and released (the server binds it again at once).
    let addr = std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr");
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tls");
    let cfg = server::ServerConfig {
        addr,
        app_files: server::AppFiles::Disk(common::dist()),
        tls: Some((fixtures.join("cert.pem"), fixtures.join("key.pem"))),
        database_url: db.url.clone(),
        app: server::AppConfig { connections: limits(4, 5000, 30_000, 30_000), ..Default::default() },
    };
    tokio::spawn(server::serve(cfg));
    let mut silent = Vec::new();
    for _ in 0..50 {
        if let Ok(s) = TcpStream::connect(addr).await {
            silent.push(s);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(silent.len(), 1, "the HTTPS server is listening");
    for _ in 0..3 {
        silent.push(TcpStream::connect(addr).await.expect("connect"));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The fifth is over the cap: closed at once, without a byte (no plain-text answer on TLS) —
    // within 4 s, before the 5 s handshake timeout would close it anyway.
    let mut over = TcpStream::connect(addr).await.expect("the listener still accepts");
    let (bytes, closed) = read_to_close(&mut over, Duration::from_secs(4)).await;
    assert!(closed && bytes.is_empty(), "over the cap: {closed} {bytes:?}");
    // The four never start a handshake: closed after the header-read timeout.
    let started = Instant::now();
    for s in &mut silent {
        let (_, closed) = read_to_close(s, Duration::from_secs(20)).await;
        assert!(closed, "a silent TLS connection is closed");
    }
    let after = started.elapsed();
    // After the 5 s handshake (header-read) timeout, well before the 30 s limits.
    assert!(after < Duration::from_secs(20), "closed after {after:?}");
    // Slots are free again: a real HTTPS request (HTTP/1.1 by ALPN) is answered.
    use tokio_rustls::rustls;
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    roots.add(rustls::pki_types::CertificateDer::from_pem_file(fixtures.join("cert.pem")).expect("cert")).expect("root");
    let mut client = rustls::ClientConfig::builder().with_root_certificates(roots).with_no_client_auth();
    client.alpn_protocols = vec![b"http/1.1".to_vec()];
    let tcp = TcpStream::connect(addr).await.expect("connect");
    let name = rustls::pki_types::ServerName::try_from("localhost").expect("name");
    let mut tls = tokio_rustls::TlsConnector::from(std::sync::Arc::new(client)).connect(name, tcp).await.expect("handshake");
    tls.write_all(b"GET /api/health HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n").await.expect("write");
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(3), tls.read_to_end(&mut answer)).await;
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 200") && text.contains("\"ok\":true"), "{text}");
    db.cleanup().await;
}
