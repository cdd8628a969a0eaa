//! The RPC server (`tvm_rpc::Server`) on 127.0.0.1 with a test device (`server_support`):
//! against our `Session` client, against TVM's own Python client from the pinned wheel
//! (`apache-tvm==0.27.0.post1`), registered with our tracker and with TVM's Python tracker,
//! through a tracker restart, and against hostile raw sockets. The tests that need the venv print
//! SKIPPED and pass without it, unless `EKB_REQUIRE_TVM=1` (see `tvm_rpc::testing`); the others
//! always run.

mod server_support;

use std::time::{Duration, Instant};

use server_support::TestDevice;
use tvm_rpc::testing::{free_port, free_servers, python_output, venv_python, wait_until, TvmTracker};
use tvm_rpc::{
    AnnouncedDevice, Arg, DataType, Device, Registration, RetValue, Server, ServerConfig, Session, SessionError, SessionOptions, Summary,
    TimeEvaluatorOptions, Tracker, TrackerClient, TrackerConfig,
};

const IO: Duration = Duration::from_secs(10);
/// Python start-up (`import tvm`) takes 1–10 s on a loaded 2-core machine.
const PYTHON: Duration = Duration::from_secs(120);

fn opts() -> SessionOptions {
    SessionOptions { step_timeout: IO, ..SessionOptions::default() }
}

async fn serve(config: ServerConfig) -> Server {
    Server::bind("127.0.0.1:0", config, |_| TestDevice::default()).await.unwrap()
}

fn registered(tracker: &str, key: &str) -> ServerConfig {
    let mut r = Registration::new(tracker);
    r.device =
        AnnouncedDevice { backend: Some("cpu".into()), kinds: vec!["c".into()], hardware: Some("test device".into()), emulated: false };
    (r.retry_min, r.retry_max) = (Duration::from_millis(100), Duration::from_millis(500));
    ServerConfig { key: key.into(), registration: Some(r), ..ServerConfig::default() }
}

async fn summary(tracker: &str) -> Option<Summary> {
    TrackerClient::connect(tracker, IO).await.ok()?.summary().await.ok()
}

/// Calls `ekb.test.add(3, 4)` on a fresh session.
async fn add_through(s: &mut Session) {
    let add = s.get_global_func("ekb.test.add").await.unwrap();
    assert_eq!(s.call(add, &[Arg::Int(3), Arg::Int(4)]).await.unwrap(), RetValue::Int(7));
}

#[tokio::test]
async fn our_client_against_our_server() {
    let server = serve(ServerConfig { key: "ekb-srv".into(), ..ServerConfig::default() }).await;
    let addr = server.local_addr().to_string();
    let mut s = Session::connect(&addr, "ekb-srv", opts()).await.unwrap();
    assert_eq!(s.remote_key(), "server:ekb-srv");
    add_through(&mut s).await;
    let echo = s.get_global_func("ekb.test.echo").await.unwrap();
    assert_eq!(s.call(echo, &[Arg::Str("héllo, TVM")]).await.unwrap(), RetValue::Str("héllo, TVM".into()));

    // An unknown global is a null handle; a handler's error a remote error; the session goes on.
    let err = s.get_global_func("ekb.no.such").await.unwrap_err();
    assert!(matches!(&err, SessionError::FunctionNotFound { name } if name == "ekb.no.such"), "{err}");
    let fail = s.get_global_func("ekb.test.fail").await.unwrap();
    let err = s.call(fail, &[Arg::Str("ekb-boom")]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message == "RuntimeError: ekb-boom"), "{err}");
    let err = s.call(echo, &[Arg::Int(1)]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.starts_with("ValueError: unexpected arguments")), "{err}");
    let err = s.call(tvm_rpc::RemoteFunc(99), &[]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("unknown handle 0x63")), "{err}");

    // Upload (TVM's global name), tensors: allocate, copy in, use, copy out, free.
    let blob: Vec<u8> = (0..50_000u32).map(|i| (i * 7 % 251) as u8).collect();
    s.upload("blob.bin", &blob).await.unwrap();
    let uploaded = s.get_global_func("ekb.test.uploaded").await.unwrap();
    assert_eq!(s.call(uploaded, &[Arg::Str("blob.bin")]).await.unwrap(), RetValue::Bytes(blob));
    assert!(s.device_exists(Device::cpu(0)).await.unwrap());
    assert!(!s.device_exists(Device { device_type: 4, device_id: 0 }).await.unwrap());
    let t = s.alloc_tensor(&[4], DataType::F32, Device::cpu(0)).await.unwrap();
    let data: Vec<u8> = [1.0f32, 2.0, 3.0, 4.5].iter().flat_map(|v| v.to_le_bytes()).collect();
    s.copy_to_remote(&t, &data).await.unwrap();
    let sum = s.get_global_func("ekb.test.sum_f32").await.unwrap();
    assert_eq!(s.call(sum, &[Arg::Tensor(&t)]).await.unwrap(), RetValue::Float(10.5));
    assert_eq!(s.copy_from_remote(&t).await.unwrap(), data);
    s.free_tensor(t.clone()).await.unwrap();
    let err = s.copy_from_remote(&t).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("unknown handle")), "{err}");
    // A module: loaded from an upload, its function called, timed by `runtime.RPCTimeEvaluator`.
    let t = s.alloc_tensor(&[2], DataType::F32, Device::cpu(0)).await.unwrap();
    s.copy_to_remote(&t, &[0u8; 8]).await.unwrap();
    let m = s.load_module("blob.bin").await.unwrap();
    let add_one = s.module_function(m, "add_one").await.unwrap();
    assert_eq!(s.call(add_one, &[Arg::Tensor(&t)]).await.unwrap(), RetValue::None);
    let err = s.module_function(m, "absent").await.unwrap_err();
    assert!(matches!(&err, SessionError::FunctionNotFound { .. }), "{err}");
    let o = TimeEvaluatorOptions { number: 3, repeat: 2, ..TimeEvaluatorOptions::default() };
    let timer = s.time_evaluator(m, "add_one", Device::cpu(0), &o).await.unwrap();
    let samples = s.run_time_evaluator(timer, &[Arg::Tensor(&t)], IO).await.unwrap();
    assert!(samples.len() == 2 && samples.iter().all(|x| x.is_finite() && *x >= 0.0), "{samples:?}");
    // 1 call, then the evaluator's untimed call and 2 × 3 timed ones.
    assert_eq!(s.copy_from_remote(&t).await.unwrap(), [8.0f32, 8.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<_>>());
    s.free_tensor(t).await.unwrap();
    let err = s.alloc_tensor(&[4], DataType::F32, Device { device_type: 4, device_id: 0 }).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.starts_with("NotImplementedError")), "{err}");
    s.shutdown().await.unwrap();

    // A wrong key is refused in the handshake; the next session is served.
    let err = Session::connect(&addr, "not-the-key", opts()).await.err().expect("mismatch");
    assert!(matches!(&err, SessionError::KeyMismatch { .. }), "{err}");
    // The client's session limit: a call still running then ends the session with TVM's error.
    let mut s =
        Session::connect(&addr, "ekb-srv", SessionOptions { session_timeout: Some(Duration::from_secs(1)), ..opts() }).await.unwrap();
    let sleep = s.get_global_func("ekb.test.sleep").await.unwrap();
    let start = Instant::now();
    let err = s.call(sleep, &[Arg::Int(5_000)]).await.unwrap_err();
    assert!(matches!(&err, SessionError::RemoteSessionTimeout { .. }), "{err}");
    assert!(start.elapsed() < Duration::from_secs(4), "{:?}", start.elapsed());
    let mut s = Session::connect(&addr, "ekb-srv", opts()).await.unwrap();
    add_through(&mut s).await;
    drop(s);
    wait_until("the sessions to be counted", IO, async || server.stats().sessions + server.stats().failed_sessions == 3).await;
    let st = server.stats();
    assert_eq!((st.sessions, st.failed_sessions, st.refused), (2, 1, 1), "{st:?}");
}

#[tokio::test]
async fn tvms_python_client_against_our_server() {
    let Some(py) = venv_python() else { return };
    let server = serve(ServerConfig { key: "ekb-py".into(), ..ServerConfig::default() }).await;
    let port = server.local_addr().port();
    let script = format!(
        "import numpy as np, tvm, tvm.rpc as rpc\n\
         remote = rpc.connect('127.0.0.1', {port}, key='ekb-py')\n\
         assert remote.get_function('ekb.test.add')(3, 4) == 7\n\
         assert remote.get_function('ekb.test.echo')('héllo') == 'héllo'\n\
         try:\n    remote.get_function('ekb.no.such')\n    raise SystemExit('an absent function was found')\n\
         except AttributeError as e:\n    print('ABSENT:', e)\n\
         try:\n    remote.get_function('ekb.test.fail')('ekb-boom')\n    raise SystemExit('no error')\n\
         except tvm.error.RPCError as e:\n    assert 'RuntimeError: ekb-boom' in str(e), str(e)\n\
         remote.upload(bytearray(b'ekb-bytes'), 'up.bin')\n\
         assert bytes(remote.get_function('ekb.test.uploaded')('up.bin')) == b'ekb-bytes'\n\
         a = tvm.runtime.empty((4,), 'float32', remote.cpu(0))\n\
         a.copyfrom(np.array([1, 2, 3, 4.5], dtype='float32'))\n\
         assert remote.get_function('ekb.test.sum_f32')(a) == 10.5\n\
         assert (a.numpy() == np.array([1, 2, 3, 4.5], dtype='float32')).all()\n\
         remote.upload(bytearray(b'module'), 'lib.so')\n\
         m = remote.load_module('lib.so')\n\
         m['add_one'](a)\n\
         timer = m.time_evaluator('add_one', remote.cpu(0), number=3, repeat=2)\n\
         assert len(timer(a).results) == 2\n\
         assert (a.numpy() == np.array([9, 10, 11, 12.5], dtype='float32')).all(), a.numpy()\n\
         del a\n\
         print('PY-CLIENT-OK')\n"
    );
    let out = python_output(&py, &["-c", &script], PYTHON).await;
    assert!(out.contains("PY-CLIENT-OK") && out.contains("ABSENT:"), "{out}");
    wait_until("the Python session to end", IO, async || server.stats().sessions == 1).await;
    assert_eq!(server.stats().failed_sessions, 0, "{:?}", server.stats());
}

#[tokio::test]
async fn registered_with_our_tracker_and_tvms() {
    let Some(py) = venv_python() else { return };
    let ours = Tracker::bind("127.0.0.1:0", TrackerConfig::default()).await.unwrap();
    let ours_addr = ours.local_addr().to_string();
    let tvm_tracker = TvmTracker::start(&py, free_port()).await.unwrap();
    let tvm_addr = tvm_tracker.addr();
    let a = serve(registered(&ours_addr, "ekb-ours")).await;
    let b = serve(registered(&tvm_addr, "ekb-tvm")).await;
    for (tracker, key, server) in [(&ours_addr, "ekb-ours", &a), (&tvm_addr, "ekb-tvm", &b)] {
        wait_until(&format!("{key} to register"), PYTHON, async || summary(tracker).await.is_some_and(|s| free_servers(&s, key) == 1))
            .await;
        let s = summary(tracker).await.unwrap();
        let info = s.server_info.iter().find(|i| i.key == format!("server:{key}")).expect("listed");
        assert_eq!(info.addr, vec![serde_json::json!("127.0.0.1"), serde_json::json!(server.local_addr().port())]);
        assert_eq!((info.extra["backend"].as_str(), info.extra["kinds"][0].as_str()), (Some("cpu"), Some("c")), "{info:?}");
        // Our client: a grant, a session with its match key.
        let grant = TrackerClient::connect(tracker, IO).await.unwrap().request(key, 1, IO).await.unwrap();
        assert_eq!(grant.port, server.local_addr().port());
        let mut sess = Session::connect_grant(&grant, opts()).await.unwrap();
        add_through(&mut sess).await;
        sess.shutdown().await.unwrap();
        // A match key is single-use.
        let err = Session::connect_grant(&grant, opts()).await.err().expect("reused match key");
        assert!(matches!(err, SessionError::KeyMismatch { .. }), "{err}");
        wait_until(&format!("{key} to register again"), IO, async || summary(tracker).await.is_some_and(|s| free_servers(&s, key) == 1))
            .await;
    }
    // TVM's Python client through each tracker.
    let script = format!(
        "import tvm.rpc as rpc\n\
         for port, key in (({}, 'ekb-ours'), ({}, 'ekb-tvm')):\n\
         \x20   remote = rpc.connect_tracker('127.0.0.1', port).request(key, session_timeout=30)\n\
         \x20   assert remote.get_function('ekb.test.add')(3, 4) == 7\n\
         \x20   print('OK', key)\n",
        ours.local_addr().port(),
        tvm_tracker.port()
    );
    let out = python_output(&py, &["-c", &script], PYTHON).await;
    assert!(out.contains("OK ekb-ours") && out.contains("OK ekb-tvm"), "{out}");
    for server in [&a, &b] {
        wait_until("the Python sessions to end", IO, async || server.stats().sessions == 2).await;
        assert_eq!(server.stats().registrations, 1, "{:?}", server.stats());
    }
}

#[tokio::test]
async fn a_restarted_tracker_gets_the_server_back() {
    let t = Tracker::bind("127.0.0.1:0", TrackerConfig::default()).await.unwrap();
    let addr = t.local_addr().to_string();
    let server = serve(registered(&addr, "ekb-re")).await;
    wait_until("registration", IO, async || free_servers(&t.summary(), "ekb-re") == 1).await;
    t.shutdown();
    drop(t);
    wait_until("the server to notice", IO, async || !server.stats().registered).await;
    tokio::time::sleep(Duration::from_millis(300)).await; // a few refused reconnects
    let t = Tracker::bind(addr.as_str(), TrackerConfig::default()).await.unwrap();
    wait_until("registration with the new tracker", IO, async || free_servers(&t.summary(), "ekb-re") == 1).await;
    assert!(server.stats().registrations >= 2, "{:?}", server.stats());
    let grant = TrackerClient::connect(&addr, IO).await.unwrap().request("ekb-re", 1, IO).await.unwrap();
    let mut s = Session::connect_grant(&grant, opts()).await.unwrap();
    add_through(&mut s).await;
}

#[tokio::test]
async fn a_killed_tvm_tracker_restarted_on_its_port_gets_the_server_back() {
    let Some(py) = venv_python() else { return };
    let port = free_port();
    let tracker = TvmTracker::start(&py, port).await.unwrap();
    let addr = tracker.addr();
    let server = serve(registered(&addr, "ekb-kill")).await;
    wait_until("registration", PYTHON, async || summary(&addr).await.is_some_and(|s| free_servers(&s, "ekb-kill") == 1)).await;
    drop(tracker); // SIGKILL: no goodbye on the tracker connection
    wait_until("the server to notice", IO, async || !server.stats().registered).await;
    let _tracker = TvmTracker::start(&py, port).await.unwrap();
    wait_until("registration with the restarted tracker", PYTHON, async || {
        summary(&addr).await.is_some_and(|s| free_servers(&s, "ekb-kill") == 1)
    })
    .await;
    assert_eq!(server.stats().registrations, 2, "{:?}", server.stats());
    let grant = TrackerClient::connect(&addr, IO).await.unwrap().request("ekb-kill", 1, IO).await.unwrap();
    let mut s = Session::connect_grant(&grant, opts()).await.unwrap();
    add_through(&mut s).await;
}
