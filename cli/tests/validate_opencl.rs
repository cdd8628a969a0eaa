//! `POST /api/validate` and the re-check of `opencl` sources under `ekb serve`'s front ends
//! (`ekb_dispatch::FrontEnds`): each source is built on the OpenCL device (PoCL) in a sandboxed
//! `ekb front-end-check` process, never in the server's. A valid kernel passes, a broken one is
//! `invalid_shader` with the build log's diagnostics, and hostile sources cannot touch the server: a
//! macro bomb (a 1 KB text that expands past any memory) is the candidate's `invalid_shader` and the
//! server answers the next request; every spelling of `#include` (and `__has_include`, the
//! compiler's debugging pragmas) is a `contract_violation` before any build, so no file is read and
//! no named pipe stalls a check. A host without PoCL or the sandbox checks the 503 instead and says so.

#[path = "../../server/tests/common/mod.rs"]
mod common;

use axum::http::StatusCode;
use common::{post, Answer};
use ekb_dispatch::FrontEnds;
use ekb_wire::kind::Kind;
use serde_json::json;
use server::validator::Validator;

async fn state() -> server::AppState {
    let db = common::sqlite();
    let fronts = FrontEnds::detect_with(env!("CARGO_BIN_EXE_ekb"));
    let db = server::db::Db::connect(&db.url).await.expect("db");
    let cfg = server::AppConfig { rate_limit: None, ..Default::default() };
    server::AppState::with_validator(db, cfg, Validator::with_front_ends(2, server::validator::FrontEnds(std::sync::Arc::new(fronts))))
}

fn reference() -> String {
    kernels::get("l1_vector_add").expect("task").reference(Kind::Opencl).expect("reference").to_string()
}

async fn validate(st: &server::AppState, source: &str) -> Answer {
    post(st, "/api/validate", &json!({"task": "l1_vector_add", "kind": "opencl", "source": source})).await
}

/// Whether this host can build OpenCL in the sandbox; else the 503 is checked and the test says so.
async fn available(st: &server::AppState) -> bool {
    let have = frontend_opencl::OpenClDevice::first().is_ok() && ekb_sandbox::Sandbox::detect_bwrap().is_ok();
    if !have {
        let a = validate(st, &reference()).await;
        assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{a:?}");
        eprintln!("no OpenCL device or no sandbox on this host: checked the 503 instead");
    }
    have
}

#[tokio::test]
async fn opencl_is_built_in_a_sandboxed_process_with_located_diagnostics() {
    let st = state().await;
    if !available(&st).await {
        return;
    }
    let ok = validate(&st, &reference()).await;
    assert_eq!((ok.status, ok.json["valid"].clone()), (StatusCode::OK, json!(true)), "{ok:?}");
    // A syntax error in the kernel's code (not in a comment, which may hold a ';' too).
    let good = reference();
    let broken = good.replacen("= a[i] + b[i];", "= a[i] +* ;", 1);
    assert_ne!(broken, good, "the reference's statement to break is there");
    let bad = validate(&st, &broken).await;
    assert_eq!(
        (bad.status, bad.json["valid"].clone(), bad.json["verdict"].clone()),
        (StatusCode::OK, json!(false), json!("invalid_shader")),
        "{bad:?}"
    );
    assert!(bad.json["diagnostics"][0]["labels"][0]["range"]["line"].as_u64().is_some_and(|l| l > 1), "located at its line: {bad:?}");
}

#[tokio::test]
async fn a_macro_bomb_is_the_candidates_verdict_and_the_server_goes_on() {
    let st = state().await;
    if !available(&st).await {
        return;
    }
    let mut bomb = String::from("#define E0 x\n");
    for i in 1..=24 {
        bomb.push_str(&format!("#define E{i} E{} E{}\n", i - 1, i - 1));
    }
    bomb.push_str("__kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint N) {\n    float x = 0.0f;\n    float y = E24 0;\n}\n");
    assert!(bomb.len() < 2048, "a small text: {} bytes", bomb.len());
    let a = validate(&st, &bomb).await;
    assert_eq!((a.status, a.json["valid"].clone()), (StatusCode::OK, json!(false)), "{a:?}");
    assert!(matches!(a.json["verdict"].as_str(), Some("invalid_shader")), "{a:?}");
    let ok = validate(&st, &reference()).await;
    assert_eq!((ok.status, ok.json["valid"].clone()), (StatusCode::OK, json!(true)), "the server goes on: {ok:?}");
}

#[tokio::test]
async fn no_spelling_of_include_reaches_the_compiler() {
    let st = state().await;
    if !available(&st).await {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let secret = dir.path().join("secret.txt");
    std::fs::write(&secret, "SECRET_TOKEN_abc123\n").expect("secret");
    let fifo = dir.path().join("fifo");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    let (s, f) = (secret.display(), fifo.display());
    for head in [
        format!("# /**/ include \"{s}\""),
        format!("/*x*/ # include \"{s}\""),
        format!("#/*\n*/include \"{s}\""),
        format!("%:include \"{s}\""),
        format!("??=include \"{s}\""),
        format!("# /**/ include \"{f}\""),
        format!("#if __has_include(\"{s}\")\n#endif"),
        "#pragma clang __debug crash".to_string(),
    ] {
        let a = validate(&st, &format!("{}\n{head}\n", reference())).await;
        assert_eq!((a.status, a.json["verdict"].clone()), (StatusCode::OK, json!("contract_violation")), "{head:?}: {a:?}");
        assert!(!a.json.to_string().contains("SECRET_TOKEN"), "{head:?}: {a:?}");
    }
}
