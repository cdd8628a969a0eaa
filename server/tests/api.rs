//! The router through `tower::ServiceExt::oneshot`: suite answers, SPA fallback, the
//! cross-origin-isolation and security headers on every response, migrations on both databases.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{databases, get};
use tower::ServiceExt;

#[tokio::test]
async fn tasks_and_suite() {
    for db in databases().await {
        let st = common::state(&db).await;
        let a = get(&st, "/api/tasks").await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(a.json.as_array().expect("array").iter().any(|t| t["id"] == "l1_gemm"));
        let a = get(&st, "/api/suite").await;
        assert_eq!(a.json["hash"].as_str().map(str::len), Some(64));
        let a = get(&st, "/api/tasks/l1_gemm").await;
        assert_eq!(a.status, StatusCode::OK);
        assert!(a.json["reference_wgsl"].as_str().expect("wgsl").contains("@compute"));
        let a = get(&st, "/api/health").await;
        assert_eq!(a.json["ok"], true);
        db.cleanup().await;
    }
}

/// The web app's suite files (`GET /api/suite/files/{hash}`): the bytes whose SHA-256 is the hash
/// the app is built with, holding exactly the server's tasks; immutable, revalidated by `ETag`,
/// compressed on request; another hash is a JSON 404 naming the field.
#[tokio::test]
async fn suite_files_are_the_servers_tasks_by_hash() {
    use sha2::Digest as _;
    let db = common::sqlite();
    let st = common::state(&db).await;
    let hash = kernels::bundle::hash();
    assert_eq!(get(&st, "/api/suite").await.json["files"], hash);
    let uri = format!("/api/suite/files/{hash}");
    let a = get(&st, &uri).await;
    assert_eq!(a.status, StatusCode::OK);
    let found: String = sha2::Sha256::digest(&a.bytes).iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(found, hash, "the answer is the bundle the hash names");
    assert_eq!(a.headers["content-type"], "application/json");
    assert_eq!(a.headers["cache-control"], "public, max-age=31536000, immutable");
    let tasks = kernels::bundle::parse(std::str::from_utf8(&a.bytes).expect("utf-8")).expect("the app's parse accepts it");
    let ids = |t: &[kernels::Task]| t.iter().map(|t| (t.spec.clone(), t.reference_wgsl, t.references)).collect::<Vec<_>>();
    assert_eq!(ids(&tasks), ids(kernels::all()), "the same specs and reference kernels as the server's own");
    let etag = a.headers["etag"].to_str().expect("ascii").to_string();
    let again = Request::get(&uri).header("if-none-match", &etag).body(Body::empty()).expect("request");
    let a = common::send_from(&st, again, None).await;
    assert_eq!((a.status, a.bytes.len()), (StatusCode::NOT_MODIFIED, 0));
    let zipped = Request::get(&uri).header("accept-encoding", "gzip").body(Body::empty()).expect("request");
    let a = common::send_from(&st, zipped, None).await;
    assert_eq!(a.headers["content-encoding"], "gzip");
    let a = get(&st, &format!("/api/suite/files/{}", "0".repeat(64))).await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert_eq!(a.json["field"], "hash");
    assert!(a.json["error"].as_str().expect("message").contains(hash), "{a:?}");
    db.cleanup().await;
}

#[tokio::test]
async fn unknown_task_and_route_are_json_404s_naming_the_field() {
    for db in databases().await {
        let st = common::state(&db).await;
        let a = get(&st, "/api/tasks/nope").await;
        assert_eq!(a.status, StatusCode::NOT_FOUND);
        assert_eq!(a.json["field"], "id");
        let a = get(&st, "/api/nothing-here").await;
        assert_eq!(a.status, StatusCode::NOT_FOUND);
        assert!(a.json["error"].is_string());
        db.cleanup().await;
    }
}

#[tokio::test]
async fn app_routes_fall_back_to_index_with_isolation_headers() {
    let db = common::sqlite();
    let st = common::state(&db).await;
    let long_segment = format!("/device/{}", "d".repeat(5000));
    let long_name = format!("/{}", "t".repeat(256));
    for uri in ["/", "/task/l1_gemm", "/boot.js", "/api/leaderboard", "/api/sets", &long_segment, &long_name] {
        let a = get(&st, uri).await;
        assert_eq!(a.status, StatusCode::OK, "{uri}");
        assert_eq!(a.headers["cross-origin-opener-policy"], "same-origin");
        assert_eq!(a.headers["cross-origin-embedder-policy"], "require-corp");
        assert!(a.headers["content-security-policy"].to_str().expect("ascii").contains("wasm-unsafe-eval"));
        assert!(a.headers.get("access-control-allow-origin").is_none(), "no CORS: the app is same-origin");
    }
    db.cleanup().await;
}

/// What a browser gets for the app's files and for an API answer, with and without
/// `Accept-Encoding`.
async fn fetch(st: &server::AppState, uri: &str, accept: Option<&str>) -> common::Answer {
    let mut req = Request::get(uri);
    if let Some(a) = accept {
        req = req.header("accept-encoding", a);
    }
    common::send_from(st, req.body(Body::empty()).expect("request"), None).await
}

#[tokio::test]
async fn app_files_are_compressed_when_the_client_accepts_it() {
    use std::io::Read;
    let db = common::sqlite();
    let st = common::state(&db).await;
    let raw = common::APP_JS.as_bytes();

    let a = fetch(&st, "/app.js", Some("gzip, deflate, br")).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers["content-encoding"], "br", "Brotli is preferred when offered");
    assert!(a.bytes.len() < raw.len() / 4, "{} bytes for {} raw", a.bytes.len(), raw.len());

    let a = fetch(&st, "/app.js", Some("gzip")).await;
    assert_eq!(a.headers["content-encoding"], "gzip");
    let mut back = Vec::new();
    flate2::read::GzDecoder::new(a.bytes.as_slice()).read_to_end(&mut back).expect("a gzip stream");
    assert_eq!(back, raw, "the same bytes once decoded");
    assert_eq!(a.headers["cache-control"], "no-cache", "the app files' headers survive compression");
    assert_eq!(a.headers["cross-origin-embedder-policy"], "require-corp");

    // Without `Accept-Encoding` the bytes go out as they are.
    let a = fetch(&st, "/app.js", None).await;
    assert!(a.headers.get("content-encoding").is_none());
    assert_eq!(a.bytes, raw);

    // The API answers as before: no compression layer around it.
    let a = fetch(&st, "/api/tasks", Some("gzip, br")).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.headers.get("content-encoding").is_none());
    assert!(a.json.as_array().is_some_and(|t| !t.is_empty()));
    db.cleanup().await;
}

#[tokio::test]
async fn without_a_built_app_the_root_says_how_to_build_it() {
    let db = common::sqlite();
    let st = common::state(&db).await;
    let empty = std::env::temp_dir().join(format!("ekb-empty-{}", std::process::id()));
    let res = server::router(st, empty).oneshot(Request::get("/").body(Body::empty()).expect("request")).await.expect("response");
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body = http_body_util::BodyExt::collect(res.into_body()).await.expect("body").to_bytes();
    assert!(String::from_utf8_lossy(&body).contains("scripts/build-app.sh"));
    db.cleanup().await;
}

#[tokio::test]
async fn the_database_is_created_migrated_once_and_reopened() {
    for db in databases().await {
        let first = server::db::Db::connect(&db.url).await.expect("create");
        let all: Vec<i64> = server::db::MIGRATIONS.iter().map(|m| m.0).collect();
        assert_eq!(all, (1..=11).collect::<Vec<i64>>(), "numbered from 1 without gaps");
        assert_eq!(first.migrations().await.expect("versions"), all);
        drop(first);
        let again = server::db::Db::connect(&db.url).await.expect("reopen");
        assert_eq!(again.migrations().await.expect("versions"), all, "{}: migrations apply once", db.name);
        drop(again);
        db.cleanup().await;
    }
    let bad = server::db::Db::connect("mysql://x@y/z").await.expect_err("unsupported");
    assert!(bad.to_string().contains("unsupported database URL"));
}

/// `GET /api/tasks/{id}/tvm/wgsl` answers TVM's WGSL kernel adapted to the kernel contract — the
/// very text `ekb --baseline tvm` times WGSL candidates against (cli/tests/cli.rs runs the served
/// text through `ekb check`) — and a JSON 404 naming the `id` for a task without one (saying why)
/// and for an unknown task; `GET /api/tasks` says which tasks have one (`tvm_wgsl`).
#[tokio::test]
async fn tvm_wgsl_is_served_adapted_or_404() {
    let db = common::sqlite();
    let st = common::state(&db).await;
    let a = get(&st, "/api/tasks/l2_swiglu_mlp/tvm/wgsl").await;
    assert_eq!(a.status, StatusCode::OK, "{a:?}");
    assert_eq!(a.headers["content-type"], "text/plain; charset=utf-8");
    let served = String::from_utf8(a.bytes).expect("UTF-8");
    let t = kernels::get("l2_swiglu_mlp").expect("task");
    let b = t.tvm_baseline(ekb_wire::kind::Kind::Wgsl).expect("TVM files").expect("a TVM kernel");
    assert_eq!(served, wgsl_lib::tvm::adapt(&t.spec, &b.program, b.source).expect("adapts"), "adapted to the contract");
    assert_ne!(served, b.source, "not TVM's raw launch ABI");
    assert_ne!(served, t.reference_wgsl);

    // Sorting has no TE definition (docs/TVM.md).
    let a = get(&st, "/api/tasks/l1_sort_rows/tvm/wgsl").await;
    assert_eq!((a.status, a.json["field"].as_str()), (StatusCode::NOT_FOUND, Some("id")), "{a:?}");
    assert!(a.json["error"].as_str().expect("error").contains("l1_sort_rows has no TVM definition"), "{a:?}");
    let a = get(&st, "/api/tasks/nope/tvm/wgsl").await;
    assert_eq!((a.status, a.json["field"].as_str()), (StatusCode::NOT_FOUND, Some("id")), "{a:?}");
    assert!(a.json["error"].as_str().expect("error").contains("task `nope`"), "{a:?}");

    let list = get(&st, "/api/tasks").await;
    let with: Vec<&str> =
        list.json.as_array().expect("array").iter().filter(|t| t["tvm_wgsl"] == true).filter_map(|t| t["id"].as_str()).collect();
    assert!(with.contains(&"l2_swiglu_mlp") && !with.contains(&"l1_sort_rows"), "{with:?}");
    assert_eq!(with.len(), kernels::all().iter().filter(|t| !t.tvm.is_empty()).count(), "every task with TVM files: {with:?}");
    db.cleanup().await;
}
