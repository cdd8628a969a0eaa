//! The relay end to end: a real `ekb serve` with its embedded TVM tracker and unmodified TVM
//! `rpc_server`s (`python -m tvm.exec.rpc_server --tracker … --key …`) from the venv registered
//! to it. A `c` job submitted over HTTP for a level-1 task reaches `done` with a Pass verdict timed
//! by the remote `RPCTimeEvaluator`; a device killed mid-job and one that stops answering end
//! with clear statuses while the relay keeps serving. Without the venv the tests print SKIPPED
//! (`EKB_REQUIRE_TVM=1` makes that a failure).

mod relay_common;

use std::time::Duration;

use relay_common as rc;
use tvm_rpc::testing::{venv_python, RpcServer};

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime")
}

/// The devices route lists a stock server by its key (backend and kinds from the key
/// conventions), and the job route guards `c` jobs with the token.
#[test]
fn serve_lists_stock_servers_and_guards_c_jobs() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("devices");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-request-timeout", "2"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let rt = runtime();
    let _server = rt.block_on(RpcServer::with_tracker(&py, &tracker, "rasp-x86")).expect("rpc_server registers");

    let (code, d) = rc::get(&format!("{}/api/relay/devices", serve.url));
    assert_eq!(code, 200, "{d}");
    assert_eq!(d["tracker"], "embedded");
    let dev = d["devices"].as_array().unwrap().iter().find(|x| x["key"] == "rasp-x86").unwrap_or_else(|| panic!("{d}"));
    assert_eq!(
        (dev["backend"].as_str(), dev["kinds"].clone(), dev["free"].as_u64()),
        (Some("cpu"), serde_json::json!(["c"]), Some(1)),
        "{d}"
    );
    assert!(dev.get("hardware").is_none(), "stock servers announce no hardware: {d}");

    assert_eq!(rc::submit(&serve.url, "rasp-x86", "l1_vector_add", rc::VECTOR_ADD, None).0, 401);
    assert_eq!(rc::submit(&serve.url, "rasp-x86", "l1_vector_add", rc::VECTOR_ADD, Some("relay-test-token-0123456789-wrong")).0, 401);
    let (code, body) = rc::submit(&serve.url, "rasp-x86", "l1_nope", rc::VECTOR_ADD, Some(rc::TOKEN));
    assert_eq!((code, body["field"].as_str()), (422, Some("task")), "{body}");

    // No server of the key is free: the request times out on the relay's side, the job fails.
    let busy = rc::submit_ok(&serve.url, "absent", rc::VECTOR_ADD);
    let s = rc::wait_job(&serve.url, &busy, Duration::from_secs(60), "the request to time out", rc::is_final);
    assert_eq!(s["state"], "failed", "{s}");
    assert!(s["reason"].as_str().is_some_and(|r| r.contains("absent")), "{s}");

    let off = rc::serve(&dir, &format!("sqlite://{}", dir.join("off.db").display()), &["--no-relay"]);
    assert_eq!(rc::submit(&off.url, "rasp-x86", "l1_vector_add", rc::VECTOR_ADD, Some(rc::TOKEN)).0, 403);
}

/// The must-show job, then a device killed mid-job and one that stops answering, then the first
/// device again: the relay keeps serving throughout.
#[test]
fn c_jobs_on_stock_tvm_servers_crash_and_hang() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("jobs");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(
        &dir,
        &db,
        &["--tracker-addr", "127.0.0.1:0", "--relay-jobs", "2", "--relay-step-timeout", "8", "--relay-request-timeout", "30"],
    );
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let rt = runtime();
    let (good, victim, frozen) = rt.block_on(async {
        tokio::join!(
            RpcServer::with_tracker(&py, &tracker, "good"),
            RpcServer::with_tracker(&py, &tracker, "victim"),
            RpcServer::with_tracker(&py, &tracker, "frozen"),
        )
    });
    let (good, victim, frozen) = (good.expect("good registers"), victim.expect("victim registers"), frozen.expect("frozen registers"));
    let url = serve.url.clone();

    // A level-1 task with a `c` candidate: done, Pass, timed by RPCTimeEvaluator.
    let id = rc::submit_ok(&url, "good", rc::VECTOR_ADD);
    let s = rc::wait_job(&url, &id, Duration::from_secs(120), "the job to end", rc::is_final);
    assert_eq!(s["state"], "done", "{s}\n{}", rc::log_tail(&dir));
    assert_eq!(s["report"]["verdict"], "pass", "{s}");
    assert_eq!(s["report"]["timing"]["method"], "remote", "timed by the remote RPCTimeEvaluator: {s}");
    assert!(s["report"]["timing"]["candidate_ms"].as_f64().is_some_and(|t| t > 0.0), "{s}");
    assert_eq!((s["transport"].as_str(), s["kind"].as_str(), s["backend"].as_str()), (Some("relay"), Some("c"), Some("cpu")));

    // Killed mid-job: the session is lost, the job fails saying so.
    let crash = rc::submit_ok(&url, "victim", rc::SLOW_VECTOR_ADD);
    rc::wait_granted(&rt, &tracker, "victim", Duration::from_secs(60));
    std::thread::sleep(Duration::from_secs(2));
    victim.signal("KILL").expect("kill the device");
    let s = rc::wait_job(&url, &crash, Duration::from_secs(90), "the crashed job to end", rc::is_final);
    assert_eq!(s["state"], "failed", "a lost device is not a verdict on the kernel: {s}");
    assert!(s["reason"].as_str().is_some_and(|r| !r.is_empty()), "{s}");

    // A device that hangs before the job (SIGSTOP while registered and free): the tracker grants
    // it, the session never opens, its step timeout ends it. The session was lost, not a verdict.
    frozen.signal("STOP").expect("stop the device");
    let hang = rc::submit_ok(&url, "frozen", rc::VECTOR_ADD);
    let s = rc::wait_job(&url, &hang, Duration::from_secs(120), "the hung job to end", rc::is_final);
    assert_eq!(s["state"], "failed", "a device that never answers is not a verdict on the kernel: {s}");
    let reason = s["reason"].as_str().unwrap_or_default().to_lowercase();
    assert!(reason.contains("time") || reason.contains("hung"), "{s}");
    frozen.signal("CONT").expect("resume the device");
    rc::wait_free(&rt, &tracker, "frozen", Duration::from_secs(60));

    // One that stops answering during the kernel's call: the relay cannot tell it from a kernel
    // that never returns, so it is the kernel's `timeout` verdict (docs/RELAY.md, "Jobs").
    let mid = rc::submit_ok(&url, "frozen", rc::SLOW_VECTOR_ADD);
    rc::wait_granted(&rt, &tracker, "frozen", Duration::from_secs(60));
    rc::wait_job(&url, &mid, Duration::from_secs(60), "the slow job to run", |s| s["state"] == "running");
    std::thread::sleep(Duration::from_secs(3));
    frozen.signal("STOP").expect("stop the device");
    let s = rc::wait_job(&url, &mid, Duration::from_secs(120), "the stopped job to end", rc::is_final);
    assert_eq!((s["state"].as_str(), s["report"]["verdict"].as_str()), (Some("done"), Some("timeout")), "{s}");
    frozen.signal("CONT").ok();

    // The relay still serves: the devices route answers and the good device takes another job.
    assert_eq!(rc::get(&format!("{url}/api/relay/devices")).0, 200);
    let again = rc::submit_ok(&url, "good", rc::VECTOR_ADD);
    let s = rc::wait_job(&url, &again, Duration::from_secs(120), "the next job to end", rc::is_final);
    assert_eq!((s["state"].as_str(), s["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{s}");
    drop(good);
}
