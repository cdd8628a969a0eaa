//! `tvmscript` relay jobs end to end (docs/RELAY.md, "`tvmscript` jobs"): a real `ekb serve` with
//! its embedded tracker and an unmodified TVM `rpc_server` from the venv. The relay compiles the
//! TVMScript `l1_vector_add` with TVM's sandboxed compile worker to C (the stock server's form),
//! runs it as a `c` job there, and the job's report is `tvmscript` with the generated kernel, a
//! pass timed by the remote `RPCTimeEvaluator` against the C reference. A malformed script is
//! TVM's `invalid_shader` with its message, a hostile one (`os.system`) the sandbox's, and the next
//! job passes; a relay without TVM refuses
//! `tvmscript` jobs at submission (503). Without the venv the tests
//! print SKIPPED (`EKB_REQUIRE_TVM=1` makes that a failure).

mod relay_common;

use std::time::Duration;

use relay_common as rc;
use tvm_rpc::testing::{venv_python, RpcServer};

fn candidate(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../frontend-tvmscript/tests/candidates").join(name);
    std::fs::read_to_string(path).expect("candidate")
}

fn submit(url: &str, device: &str, source: &str, token: Option<&str>) -> (u16, serde_json::Value) {
    rc::submit_candidate(url, "cpu", device, "l1_vector_add", "tvmscript", source, token)
}

fn run(url: &str, device: &str, source: &str, dir: &std::path::Path) -> serde_json::Value {
    let (code, body) = submit(url, device, source, Some(rc::TOKEN));
    assert_eq!(code, 202, "{body}");
    let id = body["id"].as_str().expect("id");
    let s = rc::wait_job(url, id, Duration::from_secs(180), "the tvmscript job to end", rc::is_final);
    assert_eq!(s["state"], "done", "{s}\n{}", rc::log_tail(dir));
    assert_eq!((s["kind"].as_str(), s["report"]["kind"].as_str()), (Some("tvmscript"), Some("tvmscript")), "{s}");
    s
}

#[test]
fn tvmscript_jobs_compile_to_c_for_a_stock_tvm_server() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("tvmscript");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-request-timeout", "30"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let _server = rt.block_on(RpcServer::with_tracker(&py, &tracker, "stock-x86")).expect("rpc_server registers");
    let url = serve.url.clone();

    // A stock server runs `c`, which TVM compiles a `tvmscript` job to. Its Python runs on the relay host and its C on the device: the relay token, as for `c`.
    assert_eq!(submit(&url, "stock-x86", &candidate("vector_add.py"), None).0, 401);

    let s = run(&url, "stock-x86", &candidate("vector_add.py"), &dir);
    let r = &s["report"];
    assert_eq!((r["verdict"].as_str(), s["transport"].as_str()), (Some("pass"), Some("relay")), "{s}");
    assert_eq!(r["timing"]["method"], "remote", "timed by the remote RPCTimeEvaluator: {s}");
    assert!(r["timing"]["candidate_ms"].as_f64().is_some_and(|t| t > 0.0), "{s}");
    assert_eq!(r["baseline"].as_str().unwrap_or("reference"), "reference", "against the C reference: {s}");
    assert!(r["generated"].as_str().is_some_and(|g| g.contains("tvm_main(")), "the report keeps TVM's C: {s}");

    // Malformed: TVM's message as the verdict, and the relay goes on.
    let s = run(&url, "stock-x86", &candidate("syntax_error.py"), &dir);
    assert_eq!(s["report"]["verdict"], "invalid_shader", "{s}");
    assert!(s["report"]["message"].as_str().is_some_and(|m| m.contains("SyntaxError")), "TVM's message: {s}");
    // Hostile: a shell from the script, on the relay host, is stopped by the sandbox.
    let canary = dir.join("canary");
    let s = run(&url, "stock-x86", &candidate("system.py").replace("CANARY", canary.to_str().expect("utf-8")), &dir);
    assert_eq!(s["report"]["verdict"], "invalid_shader", "{s}");
    assert!(s["report"]["message"].as_str().is_some_and(|m| m.contains("SIGSYS")), "{s}");
    assert!(!canary.exists(), "a hostile script wrote {}", canary.display());
    let s = run(&url, "stock-x86", &candidate("vector_add.py"), &dir);
    assert_eq!(s["report"]["verdict"], "pass", "{s}");
}

#[test]
fn a_relay_without_tvm_refuses_tvmscript_jobs_at_submission() {
    let dir = rc::scratch("tvmscript-absent");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let venv = dir.join("no-tvm-venv");
    let env = format!("EKB_TVM_VENV={}", venv.display());
    let serve = rc::serve_under(&["env", &env], "info", &dir, &db, &["--tracker-addr", "127.0.0.1:0"]);
    let (code, body) = submit(&serve.url, "stock-x86", &candidate("vector_add.py"), Some(rc::TOKEN));
    assert_eq!(code, 503, "{body}");
    let error = body["error"].as_str().unwrap_or_default();
    assert!(error.contains("cannot compile `tvmscript`") && error.contains("TVM is not installed"), "{body}");
    // `c` jobs are unaffected.
    assert_eq!(rc::submit(&serve.url, "stock-x86", "l1_vector_add", rc::VECTOR_ADD, Some(rc::TOKEN)).0, 202);
}
