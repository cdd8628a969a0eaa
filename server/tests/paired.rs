//! Paired browser tabs as relay devices (docs/RELAY.md, "Paired tabs"), through a real `ekb serve`
//! listener (`server::serve_on`: the connection code that upgrades the WebSocket), a runner and a
//! WebSocket client playing the tab: a job for the code is pushed, its report re-checked and
//! stored as `transport: paired`; a forged or inconsistent report, a malformed, binary or
//! oversized frame drop the tab; a tab closed or silent mid-job fails the job with a clear reason
//! while another tab's job is unharmed; a hidden tab is sent nothing, and a job waiting for it, or
//! running when it is hidden, fails saying so; a wrong code is a 404 and counted, then a 429.

mod common;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use ekb_wire::paired::{ServerFrame, TabFrame};
use ekb_wire::report::SampleReport;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use server::relay::{ClaimedJob, Execution, Executor, Progress, RelayConfig};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

const SOURCE: &str = "// a candidate\n@compute @workgroup_size(64) fn main() {}\n";

/// Tracker devices do not exist here; a paired job never reaches this.
#[derive(Debug)]
struct NoTrackerDevices;

impl Executor for NoTrackerDevices {
    fn execute(&self, _: &ClaimedJob, _: &Progress, _: Duration) -> Execution {
        Execution::Failed("no tracker device in this test".into())
    }
}

struct Relay {
    state: server::AppState,
    addr: SocketAddr,
    _runner: server::relay::runner::Runner,
}

async fn relay() -> Relay {
    relay_with(|c| c).await
}

async fn relay_with(change: impl FnOnce(RelayConfig) -> RelayConfig) -> Relay {
    relay_limited(change, server::ConnectionLimits::default()).await
}

async fn relay_limited(change: impl FnOnce(RelayConfig) -> RelayConfig, connections: server::ConnectionLimits) -> Relay {
    relay_on(&common::sqlite().url, change, connections).await
}

/// A relay server on the database at `url` (several servers may share one).
async fn relay_on(url: &str, change: impl FnOnce(RelayConfig) -> RelayConfig, connections: server::ConnectionLimits) -> Relay {
    let cfg = change(RelayConfig {
        enabled: true,
        device_wait: Duration::from_secs(3),
        poll: Duration::from_millis(100),
        pair_beat_timeout: Duration::from_secs(2),
        pair_wrong_codes_per_minute: 3,
        ..RelayConfig::default()
    });
    let app = server::AppConfig { rate_limit: None, relay: cfg, connections, ..Default::default() };
    let state = server::AppState::open(url, app).await.expect("state");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let served = state.clone();
    tokio::spawn(async move { server::serve_on(listener, served, &server::AppFiles::Disk(common::dist())).await });
    let runner = server::relay::runner::Runner::start(state.clone(), Arc::new(NoTrackerDevices));
    Relay { state, addr, _runner: runner }
}

/// The WebGPU device of a tab whose adapter is named `adapter`.
fn tab_device(adapter: &str) -> ekb_wire::device::DeviceInfo {
    let mut device = common::fixtures::gpu("google", "swiftshader");
    device.backend = "webgpu".into();
    device.name = adapter.into();
    device
}

/// What a tab whose adapter is named `adapter` says in its `hello` (as the app does).
fn hello_adapter(adapter: &str) -> String {
    ekb_wire::paired::adapter_text(&tab_device(adapter))
}

/// A tab: the socket and its code.
async fn pair(r: &Relay, adapter: &str, visible: bool) -> (Socket, String) {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await.expect("upgrade");
    send(&mut ws, &TabFrame::Hello { adapter: hello_adapter(adapter), visible }).await;
    match next(&mut ws).await {
        ServerFrame::Paired { code, expires_unix_ms } => {
            assert!(ekb_wire::paired::is_code(&code), "{code}");
            assert!(expires_unix_ms > u64::try_from(server::db::now_ms()).expect("now"));
            (ws, code)
        }
        other => panic!("expected paired, got {other:?}"),
    }
}

async fn send(ws: &mut Socket, frame: &TabFrame) {
    ws.send(Message::text(serde_json::to_string(frame).expect("json"))).await.expect("send");
}

/// The next server frame (skipping pings), within 10 s.
async fn next(ws: &mut Socket) -> ServerFrame {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("a frame within 10 s");
        match m.expect("open").expect("frame") {
            Message::Text(t) => return serde_json::from_str(&t).expect("a server frame"),
            Message::Ping(_) | Message::Pong(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// The close frame's reason once the server drops the socket, within 10 s.
async fn closed(ws: &mut Socket) -> String {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("closed within 10 s");
        match m {
            Some(Ok(Message::Close(Some(c)))) => return c.reason.to_string(),
            Some(Ok(Message::Close(None))) | None | Some(Err(_)) => return String::new(),
            Some(Ok(_)) => {}
        }
    }
}

async fn submit(r: &Relay, device: &str, task: &str, peer: u8) -> common::Answer {
    let body = json!({"backend": "webgpu", "device": device, "task": task, "candidate": {"kind": "wgsl", "source": SOURCE}});
    let req = Request::post("/api/relay/jobs").header("content-type", "application/json").body(Body::from(body.to_string())).expect("req");
    common::send_from(&r.state, req, Some(SocketAddr::from(([10, 0, 0, peer], 4000)))).await
}

async fn status(r: &Relay, id: &str) -> Value {
    common::get(&r.state, &format!("/api/relay/jobs/{id}")).await.json
}

/// The job's status once it has ended (within 15 s).
async fn ended(r: &Relay, id: &str) -> Value {
    for _ in 0..150 {
        let s = status(r, id).await;
        if s["state"] == "done" || s["state"] == "failed" {
            return s;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("job {id} did not end: {}", status(r, id).await);
}

fn sha256(s: &str) -> String {
    server::check::sha256_hex(s.as_bytes())
}

/// The report the in-browser check path would send for `task` on a WebGPU adapter.
fn report(task: &str, adapter: &str) -> SampleReport {
    common::fixtures::entry(task, "s", "m", &tab_device(adapter), 1.2).report
}

/// A job pushed to the tab: (job id, task).
async fn job_frame(ws: &mut Socket) -> (String, String) {
    match next(ws).await {
        ServerFrame::Job { job, task, kind, source } => {
            assert_eq!((kind, source.as_str()), (ekb_wire::Kind::Wgsl, SOURCE));
            (job, task)
        }
        other => panic!("expected a job, got {other:?}"),
    }
}

/// `POST /api/relay/pair/lookup` of `code` (a code never travels in a URL).
async fn lookup(r: &Relay, code: &str) -> common::Answer {
    common::post(&r.state, "/api/relay/pair/lookup", &json!({ "code": code })).await
}

/// The look-up of `code` once it answers `want`, or the last answer after 5 s.
async fn lookup_until(r: &Relay, code: &str, want: StatusCode) -> common::Answer {
    let mut answer = lookup(r, code).await;
    for _ in 0..50 {
        if answer.status == want {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        answer = lookup(r, code).await;
    }
    answer
}

async fn is_paired(r: &Relay, code: &str) -> bool {
    lookup(r, code).await.status == StatusCode::OK
}

#[tokio::test]
async fn a_paired_tab_runs_its_job_and_the_report_comes_back_paired() {
    let r = relay().await;
    let (mut ws, code) = pair(&r, "SwiftShader Device (Subzero)", true).await;
    let device = lookup(&r, &code.to_uppercase()).await;
    assert_eq!(device.status, StatusCode::OK, "{device:?}");
    assert_eq!(device.json["backend"], "webgpu");
    assert_eq!(device.json["kinds"], json!(["wgsl"]));
    assert_eq!(device.json["hardware"], "SwiftShader Device (Subzero) google swiftshader (webgpu)");

    let created = submit(&r, &code, "l1_vector_add", 1).await;
    assert_eq!(created.status, StatusCode::ACCEPTED, "{created:?}");
    let id = created.json["id"].as_str().expect("id").to_string();
    let (job, task) = job_frame(&mut ws).await;
    assert_eq!((job.as_str(), task.as_str()), (id.as_str(), "l1_vector_add"));
    send(&mut ws, &TabFrame::Progress { job: job.clone(), step: "timing".into(), fraction: Some(0.5) }).await;
    let sent = report("l1_vector_add", "SwiftShader Device (Subzero)");
    send(&mut ws, &TabFrame::Report { job: job.clone(), source_sha256: sha256(SOURCE), report: Box::new(sent.clone()) }).await;
    let s = ended(&r, &id).await;
    assert_eq!(s["state"], "done", "{s}");
    assert_eq!(s["transport"], "paired");
    assert_eq!(s["device"], code.as_str());
    let back: SampleReport = serde_json::from_value(s["report"].clone()).expect("report");
    assert_eq!(back, sent);

    // One job at a time, and the tab takes the next one after its report.
    let second = submit(&r, &code, "l1_gelu", 1).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    assert_eq!(job, second);
    send(&mut ws, &TabFrame::Failed { job, reason: "stopped by its user".into() }).await;
    let s = ended(&r, &second).await;
    assert_eq!(s["state"], "failed");
    assert!(s["reason"].as_str().expect("reason").contains("stopped by its user"), "{s}");

    // A report of a lost device is no verdict: the job fails saying so, the tab stays paired.
    let third = submit(&r, &code, "l1_vector_add", 1).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    let mut lost = report("l1_vector_add", "SwiftShader Device (Subzero)");
    lost.fault = Some(ekb_wire::report::Fault::DeviceLost);
    send(&mut ws, &TabFrame::Report { job, source_sha256: sha256(SOURCE), report: Box::new(lost) }).await;
    let s = ended(&r, &third).await;
    assert_eq!(s["state"], "failed");
    assert!(s["reason"].as_str().expect("reason").contains("GPU device was lost"), "{s}");
    assert!(is_paired(&r, &code).await, "a job the tab could not run keeps it paired");
}

#[tokio::test]
async fn a_report_for_a_job_the_tab_was_not_sent_drops_the_tab() {
    let r = relay().await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    let forged = TabFrame::Report {
        job: "0123456789abcdef0123456789abcdef".into(),
        source_sha256: sha256(SOURCE),
        report: Box::new(report("l1_gelu", "gpu")),
    };
    send(&mut ws, &forged).await;
    let why = closed(&mut ws).await;
    // The close reason starts with the cause (the tab knows its code).
    assert!(why.starts_with("dropped: ") && !why.contains(&code), "{why}");
    assert!(!is_paired(&r, &code).await);
}

#[tokio::test]
async fn a_report_inconsistent_with_its_job_fails_the_job_and_drops_the_tab() {
    let r = relay().await;
    for (task, sha, kind, what) in [
        ("l1_gelu", sha256(SOURCE), ekb_wire::Kind::Wgsl, "task"),
        ("l1_vector_add", sha256("another source"), ekb_wire::Kind::Wgsl, "source"),
        ("l1_vector_add", sha256(SOURCE), ekb_wire::Kind::Opencl, "kind"),
        ("l1_vector_add", sha256(SOURCE), ekb_wire::Kind::Wgsl, "not the adapter"),
    ] {
        let (mut ws, code) = pair(&r, "gpu", true).await;
        let id = submit(&r, &code, "l1_vector_add", 2).await.json["id"].as_str().expect("id").to_string();
        let (job, _) = job_frame(&mut ws).await;
        // A report from another device than the one the tab paired with.
        let mut rep = report(task, if what == "not the adapter" { "a far faster gpu" } else { "gpu" });
        rep.kind = kind;
        send(&mut ws, &TabFrame::Report { job, source_sha256: sha, report: Box::new(rep) }).await;
        let s = ended(&r, &id).await;
        assert_eq!(s["state"], "failed", "{what}: {s}");
        let reason = s["reason"].as_str().expect("reason");
        assert!(reason.contains("does not match the job") && reason.contains(what), "{what}: {reason}");
        closed(&mut ws).await;
        assert!(!is_paired(&r, &code).await, "{what}");
    }
}

#[tokio::test]
async fn malformed_binary_or_oversized_frames_drop_the_tab_and_fail_its_job() {
    let r = relay().await;
    let oversized =
        Message::text(format!("{{\"type\":\"beat\",\"visible\":true,\"x\":\"{}\"}}", "a".repeat(ekb_wire::paired::MAX_TAB_FRAME_BYTES)));
    for (frame, what) in [
        (Message::text("{\"type\":\"beat\"}"), "malformed frame"),
        (Message::text("{\"type\":\"hello\",\"adapter\":\"x\",\"visible\":true}"), "second hello"),
        (Message::binary(vec![1u8, 2, 3]), "binary frame"),
        (oversized, "too long"),
    ] {
        let (mut ws, code) = pair(&r, "gpu", true).await;
        let id = submit(&r, &code, "l1_vector_add", 3).await.json["id"].as_str().expect("id").to_string();
        job_frame(&mut ws).await;
        let _ = ws.send(frame).await;
        let s = ended(&r, &id).await;
        assert_eq!(s["state"], "failed", "{what}: {s}");
        assert!(s["reason"].as_str().expect("reason").contains(what), "{what}: {s}");
        assert!(!is_paired(&r, &code).await, "{what}");
    }
}

#[tokio::test]
async fn a_tab_closed_or_silent_mid_job_fails_that_job_only() {
    let r = relay().await;
    let (mut other, other_code) = pair(&r, "other gpu", true).await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    let id = submit(&r, &code, "l1_vector_add", 4).await.json["id"].as_str().expect("id").to_string();
    let kept = submit(&r, &other_code, "l1_vector_add", 5).await.json["id"].as_str().expect("id").to_string();
    job_frame(&mut ws).await;
    let (kept_job, _) = job_frame(&mut other).await;
    drop(ws);
    let s = ended(&r, &id).await;
    assert_eq!(s["state"], "failed", "{s}");
    assert!(s["reason"].as_str().expect("reason").contains("closed"), "{s}");
    assert!(!is_paired(&r, &code).await);

    // The other tab's job goes on; it beats while it runs.
    send(&mut other, &TabFrame::Beat { visible: true }).await;
    send(
        &mut other,
        &TabFrame::Report { job: kept_job, source_sha256: sha256(SOURCE), report: Box::new(report("l1_vector_add", "other gpu")) },
    )
    .await;
    assert_eq!(ended(&r, &kept).await["state"], "done");

    // A tab that stops beating (a frozen page, a hung kernel blocking it) is dropped after the
    // heartbeat timeout (2 s here).
    let (mut silent, code) = pair(&r, "gpu", true).await;
    let id = submit(&r, &code, "l1_vector_add", 6).await.json["id"].as_str().expect("id").to_string();
    job_frame(&mut silent).await;
    let s = ended(&r, &id).await;
    assert!(s["reason"].as_str().expect("reason").contains("sent nothing for 2 s"), "{s}");
    assert!(!is_paired(&r, &code).await);
}

#[tokio::test]
async fn a_hidden_tab_does_not_time() {
    let r = relay().await;
    // Hidden from the start: its job waits queued, then fails saying why.
    let (mut ws, code) = pair(&r, "gpu", false).await;
    let id = submit(&r, &code, "l1_vector_add", 7).await.json["id"].as_str().expect("id").to_string();
    for _ in 0..5 {
        send(&mut ws, &TabFrame::Beat { visible: false }).await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        if status(&r, &id).await["state"] != "queued" {
            break;
        }
    }
    let s = ended(&r, &id).await;
    assert_eq!(s["state"], "failed", "{s}");
    assert!(s["reason"].as_str().expect("reason").contains("stayed hidden"), "{s}");

    // Visible again: the next job is pushed; hidden while it runs: it fails and the tab is told.
    send(&mut ws, &TabFrame::Beat { visible: true }).await;
    let id = submit(&r, &code, "l1_vector_add", 7).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    send(&mut ws, &TabFrame::Beat { visible: false }).await;
    match next(&mut ws).await {
        ServerFrame::Cancel { job: cancelled, reason } => {
            assert_eq!(cancelled, job);
            assert!(reason.contains("hidden"), "{reason}");
        }
        other => panic!("expected cancel, got {other:?}"),
    }
    let s = ended(&r, &id).await;
    assert!(s["reason"].as_str().expect("reason").contains("was hidden while it ran the job"), "{s}");
    // Its late report is ignored, not taken for a forgery.
    send(&mut ws, &TabFrame::Report { job, source_sha256: sha256(SOURCE), report: Box::new(report("l1_vector_add", "gpu")) }).await;
    send(&mut ws, &TabFrame::Beat { visible: true }).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(is_paired(&r, &code).await);
    assert_eq!(ended(&r, &id).await["state"], "failed");
}

#[tokio::test]
async fn a_wrong_code_is_a_404_and_counted_then_a_429() {
    let r = relay().await;
    let (_ws, code) = pair(&r, "gpu", true).await;
    let wrong = ekb_wire::paired::code_from_bytes(&[7; 16]);
    assert_ne!(wrong, code);
    let before = r.state.pairings().wrong_codes();
    let a = submit(&r, &wrong, "l1_vector_add", 9).await;
    assert_eq!(a.status, StatusCode::NOT_FOUND, "{a:?}");
    assert_eq!(a.json["field"], "device");
    assert_eq!(r.state.pairings().wrong_codes(), before + 1);
    // A malformed code under the reserved prefix is a wrong guess too; so is a look-up.
    assert_eq!(submit(&r, "pair-x", "l1_vector_add", 9).await.status, StatusCode::NOT_FOUND);
    let look = common::send_from(
        &r.state,
        Request::post("/api/relay/pair/lookup")
            .header("content-type", "application/json")
            .body(Body::from(json!({ "code": wrong }).to_string()))
            .expect("req"),
        Some(SocketAddr::from(([10, 0, 0, 9], 4000))),
    )
    .await;
    assert_eq!((look.status, look.json["field"].as_str()), (StatusCode::NOT_FOUND, Some("code")), "{look:?}");
    assert_eq!(r.state.pairings().wrong_codes(), before + 3);
    // The fourth guess within the minute is refused, even the right code; other clients are not.
    let a = submit(&r, &code, "l1_vector_add", 9).await;
    assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS, "{a:?}");
    assert!(a.headers.contains_key("retry-after"));
    assert!(a.json["error"].as_str().unwrap_or_default().contains("pairing codes that no paired tab holds"), "{a:?}");
    assert_eq!(submit(&r, &code, "l1_vector_add", 10).await.status, StatusCode::ACCEPTED);
    // A paired tab is a webgpu device of wgsl jobs only.
    let body = json!({"backend": "cpu", "device": code, "task": "l1_vector_add", "candidate": {"kind": "c", "source": "x"}});
    let req = Request::post("/api/relay/jobs").header("content-type", "application/json").body(Body::from(body.to_string())).expect("req");
    let a = common::send_from(&r.state, req, Some(SocketAddr::from(([10, 0, 0, 11], 4000)))).await;
    assert_eq!((a.status, a.json["field"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("backend")), "{a:?}");
}

#[tokio::test]
async fn codes_expire_and_tabs_are_bounded() {
    let r = relay_with(|c| RelayConfig { pair_ttl: Duration::from_secs(1), max_paired_tabs: 1, ..c }).await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    // A second tab while the first holds the only place: closed saying so, never paired.
    let (mut second, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await.expect("upgrade");
    send(&mut second, &TabFrame::Hello { adapter: "gpu".into(), visible: true }).await;
    let why = closed(&mut second).await;
    assert!(why.contains("as many paired tabs as it takes"), "{why}");
    // The first one's code expires after its second: closed, and the code is unknown from then on.
    send(&mut ws, &TabFrame::Beat { visible: true }).await;
    let why = closed(&mut ws).await;
    assert!(why.contains("expired"), "{why}");
    assert!(!is_paired(&r, &code).await);
    assert_eq!(submit(&r, &code, "l1_vector_add", 12).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_tab_that_never_says_hello_is_closed() {
    let r = relay().await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await.expect("upgrade");
    ws.send(Message::text("{\"type\":\"beat\",\"visible\":true}")).await.expect("send");
    let why = closed(&mut ws).await;
    assert!(why.contains("first frame must be hello"), "{why}");
    assert!(r.state.pairings().is_empty());
}

/// A tab that holds its job (beating, never reporting) takes no executor slot: with one slot, a
/// tracker device's job is still claimed and ends while the tab's job runs.
#[tokio::test]
async fn a_tab_holding_its_job_does_not_starve_tracker_jobs() {
    const TOKEN: &str = "relay-token-for-paired-tests-0123456789";
    let r = relay_with(|c| RelayConfig { concurrency: 1, token: Some(server::AdminToken::new(TOKEN).expect("token")), ..c }).await;
    let (mut ws, code) = pair(&r, "SwiftShader", true).await;
    let held = submit(&r, &code, "l1_vector_add", 1).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    assert_eq!(job, held);
    // A tracker device's job: no tracker here, so it is claimed and the executor fails it at once.
    let c = "void kernel_main(void) {}\n";
    let body = json!({"backend": "cpu", "device": "cpu-board", "task": "l1_vector_add", "candidate": {"kind": "c", "source": c}});
    let req = Request::post("/api/relay/jobs")
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {TOKEN}"))
        .body(Body::from(body.to_string()))
        .expect("req");
    let created = common::send_from(&r.state, req, Some(SocketAddr::from(([10, 0, 0, 2], 4000)))).await;
    assert_eq!(created.status, StatusCode::ACCEPTED, "{created:?}");
    let other = created.json["id"].as_str().expect("id").to_string();
    for _ in 0..3 {
        send(&mut ws, &TabFrame::Beat { visible: true }).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let s = ended(&r, &other).await;
    assert!(s["reason"].as_str().unwrap_or_default().contains("no tracker device in this test"), "{s}");
    assert_eq!(status(&r, &held).await["state"], "running", "the tab still holds its job");
}

/// An upgraded socket keeps its connection's place under the per-address cap until it closes:
/// with a cap of 2, two paired tabs leave no room for a third connection from their address.
#[tokio::test]
async fn paired_sockets_count_against_the_connection_caps() {
    let limits = server::ConnectionLimits { max_connections_per_address: 2, ..server::ConnectionLimits::default() };
    let r = relay_limited(|c| c, limits).await;
    let (a, _) = pair(&r, "SwiftShader", true).await;
    let (mut b, _) = pair(&r, "SwiftShader", true).await;
    let third = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await;
    assert!(third.is_err(), "a third connection from the address was admitted");
    drop(a);
    b.close(None).await.expect("close");
    // Once the sockets are closed their places are free again.
    let mut admitted = false;
    for _ in 0..50 {
        if let Ok((mut ws, _)) = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await {
            let _ = ws.close(None).await;
            admitted = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(admitted, "the closed sockets' places were not given back");
}

/// A tab that floods frames (beats here; progress frames count the same) is dropped: each frame
/// is work for the relay (a visibility change wakes the runner, progress is a database write).
#[tokio::test]
async fn a_tab_flooding_frames_is_dropped() {
    let r = relay().await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    for i in 0..=server::relay::paired::MAX_TAB_FRAMES_PER_S {
        send(&mut ws, &TabFrame::Beat { visible: i % 2 == 0 }).await;
    }
    let why = closed(&mut ws).await;
    assert!(why.contains("frames in a second"), "{why}");
    assert!(!is_paired(&r, &code).await);
}

/// A tab hidden for a moment is not absent: a job that waited past the device wait behind the
/// tab's running job is not failed by a short hide — it runs once the tab is back in front.
#[tokio::test]
async fn a_short_hide_does_not_fail_a_job_that_waited_behind_a_busy_tab() {
    let r = relay().await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    let first = submit(&r, &code, "l1_vector_add", 3).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    assert_eq!(job, first);
    let second = submit(&r, &code, "l1_vector_add", 3).await.json["id"].as_str().expect("id").to_string();
    // Past the device wait (3 s here), the tab busy and beating.
    for _ in 0..7 {
        send(&mut ws, &TabFrame::Beat { visible: true }).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert_eq!(status(&r, &second).await["state"], "queued");
    // Hidden for 0.3 s (several runner polls): the running job is cancelled, the queued one waits.
    send(&mut ws, &TabFrame::Beat { visible: false }).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    send(&mut ws, &TabFrame::Beat { visible: true }).await;
    loop {
        match next(&mut ws).await {
            ServerFrame::Cancel { job, .. } => assert_eq!(job, first),
            ServerFrame::Job { job, .. } => {
                assert_eq!(job, second);
                break;
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(status(&r, &second).await["state"], "running");
}

/// A tab's queue is bounded (a tab runs one job at a time), and paired jobs are counted apart from
/// tracker devices' jobs: a client keeping its own tab busy cannot fill the queue others use.
#[tokio::test]
async fn a_busy_tab_cannot_fill_the_relays_queue() {
    let r = relay_with(|c| RelayConfig { max_jobs_per_tab: 3, max_queued: 1, device_wait: Duration::from_secs(600), ..c }).await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    let running = submit(&r, &code, "l1_vector_add", 20).await.json["id"].as_str().expect("id").to_string();
    let (job, _) = job_frame(&mut ws).await;
    assert_eq!(job, running);
    // Its code in capitals (read off a screen) is the same code; it is stored as issued.
    let queued = submit(&r, &code.to_uppercase(), "l1_vector_add", 21).await;
    assert_eq!(queued.status, StatusCode::ACCEPTED, "{queued:?}");
    let queued = queued.json["id"].as_str().expect("id").to_string();
    assert_eq!(status(&r, &queued).await["device"], code.as_str());
    let full = submit(&r, &code, "l1_vector_add", 22).await;
    assert_eq!(full.status, StatusCode::SERVICE_UNAVAILABLE, "{full:?}");
    assert!(full.json["error"].as_str().unwrap_or_default().contains("paired tabs' jobs is full"), "{full:?}");
    // The tracker devices' queue is untouched by the tab's.
    let body = json!({"backend": "cpu", "device": "rasp4", "task": "l1_vector_add", "candidate": {"kind": "c", "source": "x"}});
    let req = Request::post("/api/relay/jobs").header("content-type", "application/json").body(Body::from(body.to_string())).expect("req");
    let tracker_job = common::send_from(&r.state, req, Some(SocketAddr::from(([10, 0, 0, 23], 4000)))).await;
    assert_ne!(tracker_job.status, StatusCode::SERVICE_UNAVAILABLE, "{tracker_job:?}");

    let r = relay_with(|c| RelayConfig { max_jobs_per_tab: 2, device_wait: Duration::from_secs(600), ..c }).await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    assert_eq!(submit(&r, &code, "l1_vector_add", 24).await.status, StatusCode::ACCEPTED);
    job_frame(&mut ws).await;
    assert_eq!(submit(&r, &code, "l1_vector_add", 25).await.status, StatusCode::ACCEPTED);
    let over = submit(&r, &code, "l1_vector_add", 26).await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS, "{over:?}");
    assert!(over.headers.contains_key("retry-after"));
    assert!(over.json["error"].as_str().unwrap_or_default().contains("--relay-jobs-per-tab"), "{over:?}");
}

/// A job for a present tab waits in its queue at most the job timeout, however long the tab's
/// earlier job keeps it busy (its owner may keep it busy on purpose).
#[tokio::test]
async fn a_job_queued_behind_a_busy_tab_past_the_job_timeout_fails() {
    let r = relay_with(|c| RelayConfig { device_wait: Duration::from_secs(600), ..c }).await;
    let (mut ws, code) = pair(&r, "gpu", true).await;
    let running = submit(&r, &code, "l1_vector_add", 30).await.json["id"].as_str().expect("id").to_string();
    job_frame(&mut ws).await;
    let waiting = submit(&r, &code, "l1_vector_add", 31).await.json["id"].as_str().expect("id").to_string();
    // As if it had been submitted a job timeout (10 min) ago.
    let back = i64::try_from(RelayConfig::default().job_timeout.as_millis()).expect("ms") + 1000;
    sqlx::query("UPDATE relay_jobs SET created_at_ms = created_at_ms - $1 WHERE id = $2")
        .bind(back)
        .bind(&waiting)
        .execute(r.state.db().pool())
        .await
        .expect("update");
    send(&mut ws, &TabFrame::Beat { visible: true }).await;
    let s = ended(&r, &waiting).await;
    assert_eq!(s["state"], "failed", "{s}");
    assert!(s["reason"].as_str().expect("reason").contains("in the queue of the paired tab"), "{s}");
    assert_eq!(status(&r, &running).await["state"], "running", "the tab's running job goes on");
}

/// One client pairs a bounded number of tabs; a page of another site cannot pair at all.
#[tokio::test]
async fn tabs_per_client_are_bounded_and_other_sites_cannot_pair() {
    let r = relay_with(|c| RelayConfig { max_paired_per_client: 1, ..c }).await;
    let (_first, _) = pair(&r, "gpu", true).await;
    let (mut second, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/relay/pair", r.addr)).await.expect("upgrade");
    send(&mut second, &TabFrame::Hello { adapter: hello_adapter("gpu"), visible: true }).await;
    let why = closed(&mut second).await;
    assert!(why.contains("--relay-paired-per-client"), "{why}");
    assert_eq!(r.state.pairings().len(), 1);

    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("ws://{}/api/relay/pair", r.addr).into_client_request().expect("request");
    req.headers_mut().insert("origin", "https://another-site.example".parse().expect("origin"));
    match tokio_tungstenite::connect_async(req).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(res)) => assert_eq!(res.status(), StatusCode::FORBIDDEN),
        other => panic!("a cross-site upgrade was not refused: {:?}", other.map(|(_, res)| res.status())),
    }
    let mut req = format!("ws://{}/api/relay/pair", r.addr).into_client_request().expect("request");
    req.headers_mut().insert("origin", format!("http://{}", r.addr).parse().expect("origin"));
    assert!(tokio_tungstenite::connect_async(req).await.is_ok(), "this server's own page pairs");
}

/// Several servers on one database: a tab paired with one is found through the others — a look-up
/// and a job submitted through another server reach it, and no other server's runner fails that
/// job as absent — and once it goes, the others forget it.
#[tokio::test]
async fn a_tab_paired_with_one_server_is_reached_through_another_on_the_same_database() {
    for db in common::databases().await {
        reached_through_another_server(&db.url).await;
        db.cleanup().await;
    }
}

async fn reached_through_another_server(url: &str) {
    let a = relay_on(url, |c| c, server::ConnectionLimits::default()).await;
    let b = relay_on(url, |c| c, server::ConnectionLimits::default()).await;
    let (mut ws, code) = pair(&a, "gpu", true).await;
    let found = lookup_until(&b, &code, StatusCode::OK).await;
    assert_eq!(found.status, StatusCode::OK, "server b never learnt of a's tab: {found:?}");
    assert_eq!(found.json["hardware"], hello_adapter("gpu"));
    let before = b.state.pairings().wrong_codes();

    let id = submit(&b, &code, "l1_vector_add", 40).await.json["id"].as_str().expect("id").to_string();
    assert_eq!(b.state.pairings().wrong_codes(), before, "a code held by another server is no wrong guess");
    // Past b's device wait (3 s here) before the tab answers: b's runner must not fail it as absent.
    let (job, _) = job_frame(&mut ws).await;
    assert_eq!(job, id);
    for _ in 0..7 {
        send(&mut ws, &TabFrame::Beat { visible: true }).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    send(&mut ws, &TabFrame::Report { job, source_sha256: sha256(SOURCE), report: Box::new(report("l1_vector_add", "gpu")) }).await;
    let s = ended(&b, &id).await;
    assert_eq!(s["state"], "done", "{s}");
    assert_eq!(s["transport"], "paired", "{s}");

    // The tab gone, b forgets it: its code is a 404 there.
    drop(ws);
    let gone = lookup_until(&b, &code, StatusCode::NOT_FOUND).await;
    assert_eq!(gone.status, StatusCode::NOT_FOUND, "{gone:?}");
}
