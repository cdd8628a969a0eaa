//! Conformance with real TVM peers from the pinned wheel (`apache-tvm==0.27.0.post1`), both
//! ways, on 127.0.0.1: unmodified `tvm.exec.rpc_server` registers with our tracker,
//! `tvm.exec.query_rpc_tracker` reads its summary and TVM's Python client gets a working session
//! through it; our client works against TVM's own `tvm.exec.rpc_tracker`.
//!
//! The venv is `$EKB_TVM_VENV`, default `~/.cache/ekb/tvm-venv` (scripts/setup.sh creates it).
//! Without it the tests print SKIPPED and pass, unless `EKB_REQUIRE_TVM=1` makes that a failure.

use std::time::Duration;

use tvm_rpc::testing::{free_port, free_servers, python_output, venv_python, wait_until, RpcServer, TvmTracker};
use tvm_rpc::{Tracker, TrackerClient, TrackerConfig, TrackerError};

const IO: Duration = Duration::from_secs(5);
/// Python start-up (`import tvm`) takes 1–10 s on a loaded 2-core machine.
const START: Duration = Duration::from_secs(60);

#[tokio::test]
async fn stock_server_query_tool_and_python_client_through_our_tracker() {
    let Some(py) = venv_python() else { return };
    let t = Tracker::bind("127.0.0.1:0", TrackerConfig::default()).await.unwrap();
    let addr = t.local_addr();
    let (host, tport) = ("127.0.0.1", addr.port().to_string());
    let server = RpcServer::with_tracker(&py, &addr.to_string(), "ekb-py").await.unwrap();
    let sport = server.port();
    let s = t.summary();
    assert!(free_servers(&s, "ekb-py") == 1 && s.server_info.iter().any(|i| i.key == "server:ekb-py"), "{s:?}");
    assert_eq!(t.summary().server_info[0].addr, vec![serde_json::json!("127.0.0.1"), serde_json::json!(sport)]);

    // One Python process (each start costs seconds here): TVM's own summary tool, run unmodified
    // as `python -m tvm.exec.query_rpc_tracker` would be, then TVM's Python client, which gets a
    // session through our tracker and makes remote calls on it.
    let script = format!(
        "import runpy, sys\n\
         sys.argv = ['query_rpc_tracker', '--host', '{host}', '--port', '{tport}']\n\
         runpy.run_module('tvm.exec.query_rpc_tracker', run_name='__main__')\n\
         import tvm.rpc as r\n\
         s = r.connect_tracker('{host}', {tport}).request('ekb-py', priority=1, session_timeout=30)\n\
         s.upload(bytearray(b'ekb'), 'ekb.txt')\n\
         assert bytes(s.download('ekb.txt')) == b'ekb'\n\
         assert s.cpu(0).exist\n\
         print('SESSION-OK')\n"
    );
    let out = python_output(&py, &["-c", &script], START).await;
    // The summary: the server line, and the queue row (key, total, free, pending).
    assert!(out.contains(&format!("127.0.0.1:{sport}")) && out.contains("server:ekb-py"), "{out}");
    let row: Vec<&str> = out.lines().find(|l| l.starts_with("ekb-py ")).expect("queue row").split_whitespace().collect();
    assert_eq!(row, ["ekb-py", "1", "1", "0"], "{out}");
    assert!(out.contains("SESSION-OK"), "{out}");

    // After the session the server registers a fresh match key; our client is granted it, and
    // while that grant is unused the key is busy: a second request times out on our side.
    wait_until("rpc_server to register again", START, async || free_servers(&t.summary(), "ekb-py") == 1).await;
    let mut c = TrackerClient::connect(&addr.to_string(), IO).await.unwrap();
    let g = c.request("ekb-py", 1, IO).await.unwrap();
    assert_eq!((g.host.as_str(), g.port), ("127.0.0.1", sport));
    assert!(g.matchkey.starts_with("ekb-py:"), "{g:?}");
    let mut c2 = TrackerClient::connect(&addr.to_string(), IO).await.unwrap();
    let err = c2.request("ekb-py", 1, Duration::from_millis(500)).await.unwrap_err();
    assert!(matches!(err, TrackerError::RequestTimedOut { .. }), "{err}");
}

#[tokio::test]
async fn our_client_against_tvms_own_tracker() {
    let Some(py) = venv_python() else { return };
    let tracker = TvmTracker::start(&py, free_port()).await.unwrap();
    let addr = tracker.addr();
    let mut c = TrackerClient::connect(&addr, IO).await.unwrap();
    c.ping().await.unwrap();

    let server = RpcServer::with_tracker(&py, &addr, "ekb-tvm").await.unwrap();
    let sport = server.port();
    let s = c.summary().await.unwrap();
    assert_eq!(free_servers(&s, "ekb-tvm"), 1, "{s:?}");
    let info = s.server_info.into_iter().find(|i| i.key == "server:ekb-tvm").unwrap();
    assert_eq!(info.addr, vec![serde_json::json!("127.0.0.1"), serde_json::json!(sport)]);

    let g = c.request("ekb-tvm", 1, IO).await.unwrap();
    assert_eq!((g.host.as_str(), g.port), ("127.0.0.1", sport));
    assert!(g.matchkey.starts_with("ekb-tvm:"), "{g:?}");
    // TVM's tracker would hold this request forever; our client gives up.
    let mut c2 = TrackerClient::connect(&addr, IO).await.unwrap();
    let err = c2.request("absent", 1, Duration::from_millis(300)).await.unwrap_err();
    assert!(matches!(err, TrackerError::RequestTimedOut { .. }), "{err}");
}
