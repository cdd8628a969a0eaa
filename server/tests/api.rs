//! The router through `tower::ServiceExt::oneshot`: API answers, SPA fallback, and the
//! cross-origin-isolation and security headers on every response.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

fn dist() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("ekb-dist-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    std::fs::write(d.join("index.html"), "<!doctype html><title>app</title>").expect("index");
    std::fs::write(d.join("boot.js"), "console.log(1)").expect("boot");
    d
}

async fn get(uri: &str) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let res = server::router(dist()).oneshot(Request::get(uri).body(Body::empty()).expect("request")).await.expect("response");
    let (parts, body) = res.into_parts();
    (parts.status, parts.headers, body.collect().await.expect("body").to_bytes().to_vec())
}

#[tokio::test]
async fn tasks_and_suite() {
    let (status, _, body) = get("/api/tasks").await;
    assert_eq!(status, StatusCode::OK);
    let v: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert!(v.as_array().expect("array").iter().any(|t| t["id"] == "l1_gemm"));
    let (_, _, body) = get("/api/suite").await;
    let v: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert_eq!(v["hash"].as_str().map(str::len), Some(64));
    let (status, _, body) = get("/api/tasks/l1_gemm").await;
    assert_eq!(status, StatusCode::OK);
    let v: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert!(v["reference_wgsl"].as_str().expect("wgsl").contains("@compute"));
}

#[tokio::test]
async fn unknown_task_is_a_json_404_naming_the_field() {
    let (status, _, body) = get("/api/tasks/nope").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let v: serde_json::Value = serde_json::from_slice(&body).expect("json");
    assert_eq!(v["field"], "id");
    let (status, _, _) = get("/api/nothing-here").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn app_routes_fall_back_to_index_with_isolation_headers() {
    for uri in ["/", "/task/l1_gemm", "/boot.js"] {
        let (status, headers, _) = get(uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert_eq!(headers["cross-origin-opener-policy"], "same-origin");
        assert_eq!(headers["cross-origin-embedder-policy"], "require-corp");
        assert!(headers["content-security-policy"].to_str().expect("ascii").contains("wasm-unsafe-eval"));
    }
}

#[tokio::test]
async fn without_a_built_app_the_root_says_how_to_build_it() {
    let empty = std::env::temp_dir().join(format!("ekb-empty-{}", std::process::id()));
    let res = server::router(empty).oneshot(Request::get("/").body(Body::empty()).expect("request")).await.expect("response");
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body = res.into_body().collect().await.expect("body").to_bytes();
    assert!(String::from_utf8_lossy(&body).contains("scripts/build-app.sh"));
}
