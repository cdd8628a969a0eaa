//! `POST /api/validate`: the server's front ends on one candidate — `c` compiled in the real
//! bubblewrap sandbox, `wgsl` through naga (`opencl`, built in a sandboxed `ekb front-end-check`
//! process, is tested where the `ekb` binary is: cli/tests/validate_opencl.rs) —
//! with located diagnostics; a server without the kind's compiler answers 503 naming it; the
//! request is bounded (task, source limits, body size, unknown fields) and rate-limited and
//! budgeted per client IP. A host without the sandbox or PoCL checks the 503 in their place and
//! says so (CI has both: scripts/setup.sh).

#[path = "../../server/tests/common/mod.rs"]
mod common;

use std::net::SocketAddr;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{post, post_raw, send_from, Answer};
use ekb_dispatch::FrontEnds;
use ekb_wire::kind::Kind;
use serde_json::{json, Value};
use server::validator::Validator;

/// A server with the front ends this host has (`detect`), or none (`false`).
async fn state(native: bool, cfg: server::AppConfig) -> server::AppState {
    let db = common::sqlite();
    let fronts = if native {
        FrontEnds::detect()
    } else {
        FrontEnds::without(Kind::C, "no sandbox on this test server").and_without(Kind::Opencl, "no OpenCL device on this test server")
    };
    let db = server::db::Db::connect(&db.url).await.expect("db");
    server::AppState::with_validator(db, cfg, Validator::with_front_ends(2, server::validator::FrontEnds(std::sync::Arc::new(fronts))))
}

fn open() -> server::AppConfig {
    server::AppConfig { rate_limit: None, ..Default::default() }
}

fn reference(task: &str, kind: &str) -> String {
    kernels::get(task).expect("task").reference(kind.parse().expect("a kind")).expect("reference").to_string()
}

async fn validate(st: &server::AppState, task: &str, kind: &str, source: &str) -> Answer {
    post(st, "/api/validate", &json!({"task": task, "kind": kind, "source": source})).await
}

fn first_error(a: &Answer) -> &Value {
    &a.json["diagnostics"][0]
}

#[tokio::test]
async fn c_is_compiled_in_the_sandbox_with_located_diagnostics() {
    let st = state(true, open()).await;
    if ekb_sandbox::Sandbox::detect().is_err() {
        let a = validate(&st, "l1_vector_add", "c", &reference("l1_vector_add", "c")).await;
        assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{a:?}");
        assert!(a.json["error"].as_str().expect("error").starts_with("no C sandbox on this server"), "{a:?}");
        eprintln!("no sandbox on this host: checked the 503 instead");
        return;
    }
    let ok = validate(&st, "l1_vector_add", "c", &reference("l1_vector_add", "c")).await;
    assert_eq!(ok.status, StatusCode::OK, "{ok:?}");
    assert_eq!((ok.json["valid"].clone(), ok.json["kind"].clone(), ok.json.get("verdict")), (json!(true), json!("c"), None), "{ok:?}");
    let broken =
        "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n  c[0] = a[0] +* ;\n}\n";
    let bad = validate(&st, "l1_vector_add", "c", broken).await;
    assert_eq!(bad.status, StatusCode::OK, "{bad:?}");
    assert_eq!((bad.json["valid"].clone(), bad.json["verdict"].clone()), (json!(false), json!("invalid_shader")), "{bad:?}");
    let d = first_error(&bad);
    assert_eq!(d["severity"], "error", "{bad:?}");
    assert_eq!(d["labels"][0]["range"]["line"], 2, "the compiler's error, located on its line: {bad:?}");
}

#[tokio::test]
async fn a_server_without_compilers_says_so_and_wgsl_still_validates() {
    let st = state(false, open()).await;
    let cl = validate(&st, "l1_vector_add", "opencl", &reference("l1_vector_add", "opencl")).await;
    assert_eq!(cl.status, StatusCode::SERVICE_UNAVAILABLE, "{cl:?}");
    assert_eq!(cl.json["error"], "no OpenCL compiler on this server: no OpenCL device on this test server", "{cl:?}");
    assert_eq!(cl.json["field"], "kind");
    let c = validate(&st, "l1_vector_add", "c", &reference("l1_vector_add", "c")).await;
    assert_eq!(c.status, StatusCode::SERVICE_UNAVAILABLE, "{c:?}");
    assert!(c.json["error"].as_str().expect("error").starts_with("no C sandbox on this server"), "{c:?}");

    let w = validate(&st, "l1_vector_add", "wgsl", &reference("l1_vector_add", "wgsl")).await;
    assert_eq!((w.status, w.json["valid"].clone()), (StatusCode::OK, json!(true)), "{w:?}");
    let bad = validate(&st, "l1_vector_add", "wgsl", &reference("l1_vector_add", "wgsl").replacen("fn ", "fn fn ", 1)).await;
    assert_eq!((bad.status, bad.json["valid"].clone()), (StatusCode::OK, json!(false)), "{bad:?}");
    assert!(first_error(&bad)["labels"][0]["range"]["line"].as_u64().is_some(), "{bad:?}");
}

#[tokio::test]
async fn requests_are_bounded() {
    let st = state(false, open()).await;
    let src = reference("l1_vector_add", "wgsl");
    let unknown = validate(&st, "l9_nothing", "wgsl", &src).await;
    assert_eq!((unknown.status, unknown.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("task")), "{unknown:?}");
    let kind = validate(&st, "l1_vector_add", "cuda", &src).await;
    assert!(kind.status.is_client_error(), "{kind:?}");
    let extra = post(&st, "/api/validate", &json!({"task": "l1_vector_add", "kind": "wgsl", "source": src, "device": "x"})).await;
    assert!(extra.status.is_client_error(), "unknown fields are refused: {extra:?}");
    let long = format!("{src}\n//{}", "x".repeat(ekb_eval::limits::MAX_SOURCE_BYTES));
    let a = validate(&st, "l1_vector_add", "wgsl", &long).await;
    assert_eq!(
        (a.status, a.json["field"].clone(), a.json["limit"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!("source"), json!("max_source_bytes")),
        "{a:?}"
    );
    let huge = post_raw(&st, "/api/validate", vec![b' '; server::validate_kinds::MAX_BODY_BYTES + 1]).await;
    assert_eq!(huge.status, StatusCode::PAYLOAD_TOO_LARGE, "{huge:?}");
    let not_json = post_raw(&st, "/api/validate", b"{".to_vec()).await;
    assert!(not_json.status.is_client_error(), "{not_json:?}");
}

fn request(task: &str) -> Request<Body> {
    let src = reference(task, "wgsl");
    Request::post("/api/validate")
        .header("content-type", "application/json")
        .body(Body::from(json!({"task": task, "kind": "wgsl", "source": src}).to_string()))
        .expect("request")
}

#[tokio::test]
async fn requests_are_rate_limited_and_budgeted_per_client() {
    let a: SocketAddr = "192.0.2.1:5000".parse().expect("addr");
    let b: SocketAddr = "192.0.2.2:5000".parse().expect("addr");
    let limited =
        state(false, server::AppConfig { rate_limit: Some(server::RateLimit { per_second: 0.01, burst: 2 }), ..Default::default() }).await;
    assert_eq!(send_from(&limited, request("l1_vector_add"), Some(a)).await.status, StatusCode::OK);
    assert_eq!(send_from(&limited, request("l1_vector_add"), Some(a)).await.status, StatusCode::OK);
    let third = send_from(&limited, request("l1_vector_add"), Some(a)).await;
    assert_eq!(third.status, StatusCode::TOO_MANY_REQUESTS, "{third:?}");
    assert!(third.headers.get("retry-after").is_some());
    assert_eq!(send_from(&limited, request("l1_vector_add"), Some(b)).await.status, StatusCode::OK, "another client keeps its rate");

    // A client budget of one source's bytes: the second source waits for the window.
    let one = reference("l1_vector_add", "wgsl").len() as u64;
    let budget = server::ValidationBudget { client_bytes: one, ..server::ValidationBudget::default() };
    let budgeted = state(false, server::AppConfig { rate_limit: None, budget, ..Default::default() }).await;
    assert_eq!(send_from(&budgeted, request("l1_vector_add"), Some(a)).await.status, StatusCode::OK);
    let over = send_from(&budgeted, request("l1_vector_add"), Some(a)).await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS, "{over:?}");
    assert!(over.json["error"].as_str().expect("error").contains("validation budget"), "{over:?}");
    assert_eq!(send_from(&budgeted, request("l1_vector_add"), Some(b)).await.status, StatusCode::OK);
    let small = server::ValidationBudget { request_bytes: one - 1, ..server::ValidationBudget::default() };
    let per_request = state(false, server::AppConfig { rate_limit: None, budget: small, ..Default::default() }).await;
    assert_eq!(send_from(&per_request, request("l1_vector_add"), Some(a)).await.status, StatusCode::PAYLOAD_TOO_LARGE);
}
