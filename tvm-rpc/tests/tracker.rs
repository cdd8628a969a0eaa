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
    // Priorities at or below the tracker's `max_priority` (1, TVM's client's) keep TVM's order.
    let a = tokio::spawn(async move { (low.request("k", 0, wait).await, low) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let b = tokio::spawn(async move { (high.request("k", 1, wait).await, high) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let c = tokio::spawn(async move { (high2.request("k", 1, wait).await, high2) });
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(t.summary().queue_info["k"].pending, 3);

    // One server at a time: the first priority-1 request, then the second, then priority 0.
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

// Hostile peers (the adversarial pass over the relay): each bound of `TrackerConfig` holds, and
// the tracker keeps serving honest peers.

#[tokio::test]
async fn idle_peers_that_send_only_the_magic_are_closed_after_the_first_message_timeout() {
    let cfg = TrackerConfig { first_message_timeout: Duration::from_millis(300), ..TrackerConfig::default() };
    let (t, addr) = tracker(cfg).await;
    let silent: Vec<TcpStream> = futures_all((0..20).map(|_| raw(&addr))).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(t.connections(), 20);
    for s in silent {
        closed_by_tracker(s).await;
    }
    assert_eq!(t.connections(), 0);
    // A client that spoke is given the (longer) client idle timeout, not the first-message one.
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    c.ping().await.unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    c.ping().await.unwrap();
}

#[tokio::test]
async fn a_client_that_spoke_is_closed_after_the_client_idle_timeout_but_not_while_it_waits() {
    let cfg = TrackerConfig { client_idle_timeout: Duration::from_millis(400), ..TrackerConfig::default() };
    let (_t, addr) = tracker(cfg).await;
    let mut idle = raw(&addr).await;
    let ping = [&4i32.to_le_bytes()[..], b"[1] "].concat();
    idle.write_all(&ping).await.unwrap();
    let mut reply = [0u8; 5];
    idle.read_exact(&mut reply).await.unwrap();
    closed_by_tracker(idle).await;
    // A REQUEST waiting for a server is never idle: it is served after the idle timeout passed.
    let mut waiting = TrackerClient::connect(&addr, IO).await.unwrap();
    let got = tokio::spawn(async move { waiting.request("later", 1, Duration::from_secs(10)).await });
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let _s = fake_server(&addr, "later", 9001, "later:1").await;
    assert_eq!(got.await.unwrap().unwrap().port, 9001);
}

#[tokio::test]
async fn one_address_cannot_hold_more_than_its_connection_cap() {
    let cfg = TrackerConfig { max_connections_per_address: 8, ..TrackerConfig::default() };
    let (t, addr) = tracker(cfg).await;
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(TrackerClient::connect(&addr, IO).await.unwrap());
    }
    // The ninth is accepted and closed at once: its handshake gets no answer.
    let ninth = TrackerClient::connect(&addr, IO).await;
    assert!(ninth.is_err(), "a ninth connection from one address was served");
    assert_eq!(t.connections(), 8);
    held.pop();
    tokio::time::sleep(Duration::from_millis(100)).await;
    TrackerClient::connect(&addr, IO).await.unwrap().ping().await.unwrap();
}

#[tokio::test]
async fn update_info_over_its_bound_closes_the_connection() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    // Many small UPDATE_INFOs merged on one connection: the merge is bounded too.
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    let mut closed = false;
    for i in 0..100 {
        let mut info = Map::new();
        info.insert(format!("field{i}"), json!("v".repeat(200)));
        match c.send(&TrackerMessage::UpdateInfo { info }).await {
            Ok(v) => assert_eq!(v, json!(0)),
            Err(_) => {
                closed = true;
                assert!(i <= 32, "closed only after {i} UPDATE_INFOs");
                break;
            }
        }
    }
    assert!(closed, "100 merged UPDATE_INFOs of 200 bytes were all accepted");
    let mut ok = TrackerClient::connect(&addr, IO).await.unwrap();
    ok.ping().await.unwrap();
    assert!(t.summary().server_info.is_empty());
}

#[tokio::test]
async fn a_put_flood_from_one_address_is_closed_and_its_slots_are_bounded() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    // One connection offers at most four free servers.
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    for i in 0..4 {
        let put = TrackerMessage::Put { key: "flood".into(), port: 9000, matchkey: format!("flood:{i}"), custom_addr: None };
        assert_eq!(c.send(&put).await.unwrap(), json!(0));
    }
    let fifth = TrackerMessage::Put { key: "flood".into(), port: 9000, matchkey: "flood:5".into(), custom_addr: None };
    assert!(c.send(&fifth).await.is_err(), "a fifth free server on one connection was accepted");
    // Many connections from one address spend one PUT budget (bursts of 64).
    let mut accepted = 0;
    for i in 0..40 {
        let Ok(mut c) = TrackerClient::connect(&addr, IO).await else { break };
        for j in 0..4 {
            let put = TrackerMessage::Put { key: "flood".into(), port: 9000, matchkey: format!("flood:{i}:{j}"), custom_addr: None };
            match c.send(&put).await {
                Ok(_) => accepted += 1,
                Err(_) => break,
            }
        }
    }
    assert!(accepted <= 64, "{accepted} PUTs accepted from one address in a burst");
    let free = t.summary().queue_info.get("flood").map_or(0, |q| q.free);
    assert!(free <= 64, "{free} free servers");
    TrackerClient::connect(&addr, IO).await.unwrap().ping().await.unwrap();
}

#[tokio::test]
async fn a_request_at_i64_max_priority_does_not_jump_the_queue() {
    let (_t, addr) = tracker(TrackerConfig::default()).await;
    let wait = Duration::from_secs(10);
    let mut honest = TrackerClient::connect(&addr, IO).await.unwrap();
    let first = tokio::spawn(async move { honest.request("k", 1, wait).await });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut greedy = TrackerClient::connect(&addr, IO).await.unwrap();
    let second = tokio::spawn(async move { greedy.request("k", i64::MAX, wait).await });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let _s = fake_server(&addr, "k", 9001, "k:1").await;
    assert_eq!(first.await.unwrap().unwrap().port, 9001, "the earlier request at TVM's priority 1 is served first");
    assert!(!second.is_finished());
    second.abort();
}

#[tokio::test]
async fn requests_beyond_the_per_connection_bound_are_refused() {
    let (t, addr) = tracker(TrackerConfig::default()).await;
    let mut s = raw(&addr).await;
    let frame = |body: &[u8]| [&(body.len() as i32).to_le_bytes()[..], body].concat();
    for i in 0..5 {
        s.write_all(&frame(format!("[4, \"none{i}\", \"\", 1]").as_bytes())).await.unwrap();
    }
    // The fifth is answered FAIL at once; the four others wait.
    let mut len = [0u8; 4];
    tokio::time::timeout(IO, s.read_exact(&mut len)).await.unwrap().unwrap();
    let mut body = vec![0u8; i32::from_le_bytes(len) as usize];
    s.read_exact(&mut body).await.unwrap();
    let v: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(v[0], json!(-1), "{v}");
    assert!(v[1].as_str().unwrap().contains("already waiting"), "{v}");
    assert_eq!(t.summary().queue_info.values().map(|q| q.pending).sum::<u64>(), 4);
}

#[tokio::test]
async fn a_summary_of_5000_fake_puts_fits_one_frame_and_our_client_reads_it() {
    // The bounds that stop one peer are lifted here: 5,000 servers of many peers, as a big farm
    // or a sybil swarm would register them.
    let cfg = TrackerConfig {
        max_free_per_connection: 10_000,
        put_rate: tvm_rpc::Rate { per_second: 1e9, burst: 1e9 },
        ..TrackerConfig::default()
    };
    let (t, addr) = tracker(cfg).await;
    let mut s = raw(&addr).await;
    let frame = |body: &[u8]| [&(body.len() as i32).to_le_bytes()[..], body].concat();
    let mut batch = Vec::new();
    for i in 0..5000 {
        let key = format!("fake-{i:05}-{}", "k".repeat(200));
        batch.extend(frame(json!([3, key, [9000, format!("{key}:1")], null]).to_string().as_bytes()));
    }
    s.write_all(&batch).await.unwrap();
    let mut replies = vec![0u8; 5000 * 5];
    tokio::time::timeout(Duration::from_secs(30), s.read_exact(&mut replies)).await.unwrap().unwrap();
    let summary = TrackerClient::connect(&addr, IO).await.unwrap().summary().await.unwrap();
    let truncated = summary.truncated.expect("a summary this big is truncated");
    assert_eq!(summary.queue_info.len() as u64 + truncated.queue_info, 5000);
    assert!(!summary.queue_info.is_empty());
    assert_eq!(t.summary(), summary);
}

async fn futures_all<F: std::future::Future>(fs: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut out = Vec::new();
    for f in fs {
        out.push(f.await);
    }
    out
}
