//! `POST /api/compile/tvmscript` with what `ekb serve` supplies (`ekb_dispatch::TvmScriptForms` to WGSL:
//! the real TVM venv and the real sandboxed compile worker): a
//! level-1 TVMScript candidate comes back as WGSL that the server's own `wgsl` front end accepts,
//! with TVM's text beside it; a malformed script is 422 with Python's message; hostile scripts are
//! 422 within the time limit; the body size (413), the places for compiles (503 with
//! `Retry-After`) and the rate limit (429) bound it; without the venv it is 503 "TVM is not
//! installed".
//!
//! Without the venv the tests that need TVM print `SKIPPED` and pass, unless `EKB_REQUIRE_TVM=1`
//! (scripts/test.sh), as in frontend-tvmscript/tests/worker.rs.

#[path = "../../server/tests/common/mod.rs"]
mod common;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{get, post, post_raw, sqlite, Answer};
use ekb_dispatch::TvmScriptForms;
use serde_json::json;
use server::tvm_compile::TvmCompileConfig;

const ROUTE: &str = "/api/compile/tvmscript";

fn candidate(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../frontend-tvmscript/tests/candidates").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether the TVM venv is there; without it (and without `EKB_REQUIRE_TVM`) prints `SKIPPED`.
fn tvm_present() -> bool {
    let python = frontend_tvmscript::default_venv().join("bin/python");
    if python.is_file() {
        return true;
    }
    assert!(std::env::var_os("EKB_REQUIRE_TVM").is_none(), "EKB_REQUIRE_TVM is set but there is no {}", python.display());
    eprintln!("SKIPPED: no TVM venv ({})", python.display());
    false
}

/// The configuration `ekb serve` makes: the compiler over `venv` (the default one when `None`) with
/// the time limit `wall`, or none when that venv is missing.
fn config(venv: Option<&Path>, wall: Duration, concurrent: usize) -> TvmCompileConfig {
    let venv = venv.map_or_else(frontend_tvmscript::default_venv, Path::to_path_buf);
    let forms = TvmScriptForms::with_venv(&venv, wall);
    let compiler = forms.unavailable().is_none().then(|| {
        let f: Arc<server::tvm_compile::CompileWgsl> =
            Arc::new(move |task: &ekb_eval::TaskSpec, source: &str| forms.compile(task, ekb_eval::kind::Family::Wgpu, source));
        f
    });
    TvmCompileConfig { compiler, concurrent }
}

fn standard() -> TvmCompileConfig {
    config(None, TvmScriptForms::ENDPOINT_WALL, 2)
}

async fn state(tvm: TvmCompileConfig, rate_limit: Option<server::RateLimit>) -> server::AppState {
    let db = sqlite();
    let cfg = server::AppConfig { tvm, rate_limit, ..Default::default() };
    server::AppState::open(&db.url, cfg).await.expect("state")
}

async fn compile(state: &server::AppState, source: &str) -> Answer {
    post(state, ROUTE, &json!({"task": "l1_vector_add", "source": source, "form": "wgsl"})).await
}

#[tokio::test]
async fn a_tvmscript_candidate_comes_back_as_wgsl_the_wgsl_front_end_accepts() {
    if !tvm_present() {
        return;
    }
    let s = state(standard(), None).await;
    let status = get(&s, ROUTE).await;
    assert_eq!((status.status, &status.json), (StatusCode::OK, &json!({"available": true})));
    let a = compile(&s, &candidate("vector_add.py")).await;
    assert_eq!(a.status, StatusCode::OK, "{a:?}");
    let answer: ekb_wire::api::TvmCompileAnswer = serde_json::from_value(a.json.clone()).expect("the wire type");
    assert_eq!((answer.task.as_str(), answer.tvm.as_str()), ("l1_vector_add", "0.27.0.post1"));
    assert!(answer.tvm_source.contains("var<uniform> podArgs : PODArgs"), "TVM's own WGSL:\n{}", answer.tvm_source);
    assert_ne!(answer.generated, answer.tvm_source, "the adapter rewrites TVM's launch ABI");
    assert!(answer.compile_ms > 0);
    // What the app does with it: check it as a `wgsl` candidate (here, the server's naga front end).
    let v = post(&s, "/api/validate", &json!({"task": "l1_vector_add", "kind": "wgsl", "source": answer.generated})).await;
    assert_eq!((v.status, &v.json["valid"]), (StatusCode::OK, &json!(true)), "{v:?}");
}

#[tokio::test]
async fn a_malformed_script_is_422_with_python_s_message() {
    if !tvm_present() {
        return;
    }
    let s = state(standard(), None).await;
    let a = compile(&s, &candidate("syntax_error.py")).await;
    assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY, "{a:?}");
    let message = a.json["error"].as_str().expect("message");
    assert!(message.contains("SyntaxError") && message.contains("line 7"), "{message}");
    assert_eq!((&a.json["field"], &a.json["verdict"]), (&json!("source"), &json!("invalid_shader")));
    assert_eq!(a.json["diagnostics"][0]["message"], json!(message));
    // Unknown task and another form: the request's own fields, before any compile.
    let t = post(&s, ROUTE, &json!({"task": "l9_nothing", "source": "x = 1"})).await;
    assert_eq!((t.status, &t.json["field"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("task")), "{t:?}");
    let f = post(&s, ROUTE, &json!({"task": "l1_vector_add", "source": "x = 1", "form": "opencl"})).await;
    assert_eq!((f.status, &f.json["field"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("form")), "{f:?}");
}

#[tokio::test]
async fn a_hostile_script_is_rejected_and_holds_its_place_at_most_the_time_limit() {
    if !tvm_present() {
        return;
    }
    let canary = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("tvm-compile-canary-{}", std::process::id()));
    let _ = std::fs::remove_file(&canary);
    let system = candidate("system.py").replace("CANARY", canary.to_str().expect("utf-8"));
    // One place, a 4 s limit: an endless loop holds it until the sandbox kills the worker.
    let s = state(config(None, Duration::from_secs(4), 1), None).await;
    let started = Instant::now();
    let endless = candidate("forever.py");
    let forever = compile(&s, &endless);
    let meanwhile = async {
        tokio::time::sleep(Duration::from_millis(500)).await;
        compile(&s, &candidate("vector_add.py")).await
    };
    let (forever, busy) = tokio::join!(forever, meanwhile);
    assert_eq!(forever.status, StatusCode::UNPROCESSABLE_ENTITY, "{forever:?}");
    let message = forever.json["error"].as_str().expect("message");
    assert!(message.contains("stopped") && message.contains("4s wall-clock limit"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(20), "the endless loop ran {:?}", started.elapsed());
    assert_eq!(busy.status, StatusCode::SERVICE_UNAVAILABLE, "{busy:?}");
    assert!(busy.headers.get("retry-after").is_some() && busy.json["retry_after_s"].as_u64().is_some(), "{busy:?}");
    // A script that runs a shell is stopped at its first forbidden call (under the default time
    // limit: on a loaded machine TVM's import alone can take 4 s).
    let s = state(standard(), None).await;
    let a = compile(&s, &system).await;
    assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY, "{a:?}");
    assert!(a.json["error"].as_str().expect("message").contains("SIGSYS"), "{a:?}");
    assert!(!canary.exists(), "a hostile script wrote {}", canary.display());
}

#[tokio::test]
async fn bodies_and_rates_are_bounded() {
    // No TVM needed: each refusal comes before a compile.
    let s = state(standard(), Some(server::RateLimit { per_second: 0.01, burst: 3 })).await;
    let big =
        serde_json::to_vec(&json!({"task": "l1_vector_add", "source": "#".repeat(server::tvm_compile::MAX_BODY_BYTES)})).expect("json");
    let a = post_raw(&s, ROUTE, big).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{a:?}");
    assert_eq!(server::tvm_compile::MAX_SOURCE_BYTES, frontend_tvmscript::MAX_SOURCE_BYTES, "the server's bound is the worker's");
    let long = compile(&s, &"#".repeat(frontend_tvmscript::MAX_SOURCE_BYTES + 1)).await;
    assert_eq!((long.status, &long.json["limit"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("max_source_bytes")), "{long:?}");
    let t = post(&s, ROUTE, &json!({"task": "l9_nothing", "source": "x = 1"})).await;
    assert_eq!(t.status, StatusCode::UNPROCESSABLE_ENTITY, "{t:?}");
    let limited = compile(&s, &candidate("vector_add.py")).await;
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS, "{limited:?}");
    assert!(limited.headers.get("retry-after").is_some());
}

#[tokio::test]
async fn without_the_venv_it_is_503_tvm_is_not_installed() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-tvm-venv");
    let s = state(config(Some(&missing), TvmScriptForms::ENDPOINT_WALL, 2), None).await;
    let status = get(&s, ROUTE).await;
    assert_eq!((status.status, &status.json["available"]), (StatusCode::OK, &json!(false)), "{status:?}");
    let a = compile(&s, &candidate("vector_add.py")).await;
    assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{a:?}");
    let message = a.json["error"].as_str().expect("message");
    assert!(message.starts_with("TVM is not installed"), "{message}");
    assert!(!message.contains("no-such-tvm-venv"), "the answer names no server path: {message}");
}
