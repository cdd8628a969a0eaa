//! Our tracker against our client and raw sockets on 127.0.0.1: TVM's scheduling (priority,
//! FIFO, match keys), the request timeouts on both sides, STOP, and hostile input that must
//! close one connection and leave the tracker serving.

use std::time::{Duration, Instant};

use serde_json::{json, Map, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tvm_rpc::wire::{MAX_MESSAGE_BYTES, TRACKER_MAGIC};
use tvm_rpc::{Grant, Tracker, TrackerClient, TrackerConfig, TrackerError, TrackerMessage};

const IO: Duration = Duration::from_secs(5);

async fn tracker(config: TrackerConfig) -> (Tracker, String) {
    let t = Tracker::bind("127.0.0.1:0", config).await.unwrap();
    let addr = t.local_addr().to_string();
    (t, addr)
}

/// Registers like `tvm.exec.rpc_server`: UPDATE_INFO then PUT.
async fn fake_server(addr: &str, key: &str, port: u16, matchkey: &str) -> TrackerClient {
    let mut c = TrackerClient::connect(addr, IO).await.unwrap();
    let mut info = Map::new();
    info.insert("key".into(), json!(format!("server:{key}")));
    info.insert("addr".into(), json!([null, port]));
    assert_eq!(c.send(&TrackerMessage::UpdateInfo { info }).await.unwrap(), json!(0));
    let put = TrackerMessage::Put { key: key.into(), port, matchkey: matchkey.into(), custom_addr: None };
    assert_eq!(c.send(&put).await.unwrap(), json!(0));
    c
}

#[tokio::test]
async fn requests_are_served_by_priority_then_order_and_take_the_match_key() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    let mut low = TrackerClient::connect(&addr, IO).await.unwrap();
    let mut high = TrackerClient::connect(&addr, IO).await.unwrap();
    let mut high2 = TrackerClient::connect(&addr, IO).await.unwrap();
    let wait = Duration::from_secs(10);
    let a = tokio::spawn(async move { (low.request("k", 1, wait).await, low) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let b = tokio::spawn(async move { (high.request("k", 5, wait).await, high) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let c = tokio::spawn(async move { (high2.request("k", 5, wait).await, high2) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(t.summary().queue_info["k"].pending, 3);

    // One server at a time: the first priority-5 request, then the second, then priority 1.
    let mut s1 = fake_server(&addr, "k", 9001, "k:1").await;
    let (got, _high) = b.await.unwrap();
    assert_eq!(got.unwrap(), Grant { host: "127.0.0.1".into(), port: 9001, matchkey: "k:1".into() });
    assert_eq!(s1.send(&TrackerMessage::GetPendingMatchkeys).await.unwrap(), json!([]), "a granted key leaves the pending set");
    let _s2 = fake_server(&addr, "k", 9002, "k:2").await;
    let (got, _high2) = c.await.unwrap();
    assert_eq!(got.unwrap().port, 9002);
    let put = TrackerMessage::Put { key: "k".into(), port: 9001, matchkey: "k:3".into(), custom_addr: Some("10.1.2.3".into()) };
    assert_eq!(s1.send(&put).await.unwrap(), json!(0));
    let (got, _low) = a.await.unwrap();
    assert_eq!(got.unwrap(), Grant { host: "10.1.2.3".into(), port: 9001, matchkey: "k:3".into() });

    let s = t.summary();
    assert_eq!((s.queue_info["k"].free, s.queue_info["k"].pending), (0, 0));
    assert_eq!(s.server_info.len(), 2);
    assert_eq!(s.server_info[0].addr, vec![json!("127.0.0.1"), json!(9001)], "a null host is the peer address");
}

#[tokio::test]
async fn a_busy_or_absent_key_times_out_on_the_client_and_the_tracker_keeps_serving() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    let mut s = fake_server(&addr, "busy", 9001, "busy:1").await;
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    c.request("busy", 1, IO).await.unwrap();
    for key in ["busy", "absent"] {
        let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
        let start = Instant::now();
        let err = c.request(key, 1, Duration::from_millis(300)).await.unwrap_err();
        assert!(matches!(err, TrackerError::RequestTimedOut { key: ref k, .. } if k == key), "{err}");
        // The client's own 300 ms limit ended it (the tracker never answers such a request; the
        // bound leaves room for a loaded machine's scheduling).
        assert!(start.elapsed() < Duration::from_secs(20));
        assert!(err.to_string().contains("no free TVM RPC server with key"), "{err}");
        assert!(matches!(c.ping().await, Err(TrackerError::Poisoned)));
    }
    // The timed-out clients' requests left with their connections.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let sum = t.summary();
    assert_eq!(sum.queue_info["busy"].pending, 0);
    assert!(!sum.queue_info.contains_key("absent"), "an unused key's queue is dropped");
    s.ping().await.unwrap();
}

#[tokio::test]
async fn the_trackers_own_request_timeout_answers_fail() {
    let cfg = TrackerConfig { request_timeout: Some(Duration::from_millis(200)), ..TrackerConfig::default() };
    let (t, addr) = tracker(cfg).await;
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    let err = c.request("none", 1, IO).await.unwrap_err();
    assert!(matches!(err, TrackerError::RequestFailed { ref reason, .. } if reason.contains("request timeout")), "{err}");
    c.ping().await.unwrap();
    assert!(t.summary().queue_info.is_empty());
}

#[tokio::test]
async fn a_closed_server_leaves_the_free_queue() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    let s = fake_server(&addr, "gone", 9001, "gone:1").await;
    assert_eq!(t.summary().queue_info["gone"].free, 1);
    drop(s);
    let deadline = Instant::now() + IO;
    while t.summary().queue_info.contains_key("gone") {
        assert!(Instant::now() < deadline, "the closed server stayed listed");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(t.summary().server_info.is_empty());
}

async fn raw(addr: &str) -> TcpStream {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(&TRACKER_MAGIC.to_le_bytes()).await.unwrap();
    let mut m = [0u8; 4];
    s.read_exact(&mut m).await.unwrap();
    assert_eq!(i32::from_le_bytes(m), TRACKER_MAGIC);
    s
}

/// Reads until EOF (or a reset), failing after 5 s.
async fn closed_by_tracker(mut s: TcpStream) {
    let mut buf = [0u8; 64];
    loop {
        match tokio::time::timeout(IO, s.read(&mut buf)).await.expect("the tracker did not close the connection") {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
    }
}

#[tokio::test]
async fn malformed_oversized_and_stalled_input_closes_only_that_connection() {
    let cfg = TrackerConfig {
        handshake_timeout: Duration::from_millis(300),
        frame_timeout: Duration::from_millis(300),
        ..TrackerConfig::default()
    };
    let (_t, addr) = tracker(cfg).await;
    let mut ok = TrackerClient::connect(&addr, IO).await.unwrap();
    let frame = |body: &[u8]| [&(body.len() as i32).to_le_bytes()[..], body].concat();
    let cases: Vec<Vec<u8>> = vec![
        ((MAX_MESSAGE_BYTES + 1) as i32).to_le_bytes().to_vec(),
        (-5i32).to_le_bytes().to_vec(),
        0i32.to_le_bytes().to_vec(),
        frame(b"[3, \"k\""),
        frame(b"{\"not\": \"a command\"}"),
        frame(b"[42]"),
        frame(b"[3, \"k\", [99999, \"k:1\"]]"),
        frame(&[0xff, 0xfe]),
        // A frame that promises 100 bytes and sends 3 (the frame timeout).
        [&100i32.to_le_bytes()[..], b"[1,"].concat(),
    ];
    for bytes in cases {
        let mut s = raw(&addr).await;
        s.write_all(&bytes).await.unwrap();
        closed_by_tracker(s).await;
        ok.ping().await.unwrap();
    }
    // Wrong magic, and no magic at all (the handshake timeout).
    let mut s = TcpStream::connect(&addr).await.unwrap();
    s.write_all(&0xFF271i32.to_le_bytes()).await.unwrap();
    closed_by_tracker(s).await;
    closed_by_tracker(TcpStream::connect(&addr).await.unwrap()).await;
    ok.ping().await.unwrap();
    assert!(TrackerClient::connect(&addr, IO).await.unwrap().summary().await.unwrap().queue_info.is_empty());
}

#[tokio::test]
async fn stop_needs_the_stop_key() {
    let cfg = TrackerConfig { stop_key: Some("secret".into()), ..TrackerConfig::default() };
    let (t, addr) = tracker(cfg).await;
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    assert_eq!(c.send(&TrackerMessage::Stop { stop_key: json!("wrong") }).await.unwrap(), json!(-1));
    assert_eq!(c.send(&TrackerMessage::Stop { stop_key: Value::from("secret") }).await.unwrap(), json!(0));
    tokio::time::timeout(IO, t.stopped()).await.expect("STOP stopped the tracker");
    let gone = tokio::time::timeout(IO, TrackerClient::connect(&addr, IO)).await.unwrap();
    assert!(gone.is_err(), "the tracker still accepts after STOP");
}
