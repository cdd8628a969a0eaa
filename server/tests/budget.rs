//! The validation budget of `POST /api/submissions`, on SQLite and PostgreSQL: a submission whose
//! sources would cost more naga validation than one request may is 413, a client over its window
//! is 429 with `Retry-After`, and neither leaves anything stored; sources already validated are
//! free.

mod common;

use std::net::SocketAddr;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::fixtures::{gpu, reference_report, submission, tasks};
use common::{databases, send_from, Answer, TestDb};
use serde_json::{json, Value};

async fn state_with(db: &TestDb, budget: server::ValidationBudget) -> server::AppState {
    let cfg = server::AppConfig { budget, ..Default::default() };
    server::AppState::open(&db.url, cfg).await.unwrap_or_else(|e| panic!("{}: {e}", db.name))
}

/// An inline submission of the first `n` tasks, each source the task's reference padded with a
/// comment of `pad_bytes` (distinct per `seed`, so nothing is cached across seeds).
fn inline(n: usize, pad_bytes: usize, seed: u64) -> Value {
    let t = tasks(n);
    let r = reference_report(&t, &gpu("amd", "rdna3"), 1.1, seed);
    let mut b = submission(&r, &format!("budget-key-{seed:04}"));
    b["generation_set"] = json!("inline");
    b["sampling"] = json!({"model": "gpt-budget"});
    let pad = format!("// seed {seed} {}\n", "x".repeat(pad_bytes));
    b["sources"] = t.iter().map(|id| (id.to_string(), json!(format!("{pad}{}", kernels::get(id).expect("task").reference_wgsl)))).collect();
    b
}

fn source_bytes(b: &Value) -> u64 {
    b["sources"].as_object().expect("sources").values().map(|s| s.as_str().expect("text").len() as u64).sum()
}

async fn post_from(st: &server::AppState, body: &Value, peer: &str) -> Answer {
    let req = Request::post("/api/submissions").header("content-type", "application/json").body(Body::from(body.to_string())).expect("req");
    send_from(st, req, Some(peer.parse::<SocketAddr>().expect("addr"))).await
}

async fn stored(st: &server::AppState) -> (i64, i64) {
    use sqlx::Row;
    let pool = st.db().pool();
    let subs = sqlx::query("SELECT COUNT(*) AS n FROM submissions").fetch_one(pool).await.expect("count").get::<i64, _>("n");
    let kernels = sqlx::query("SELECT COUNT(*) AS n FROM kernels").fetch_one(pool).await.expect("count").get::<i64, _>("n");
    (subs, kernels)
}

#[tokio::test]
async fn inline_submission_over_the_request_budget_is_413_and_nothing_is_stored() {
    for db in databases().await {
        let big = inline(4, 16 << 10, 1);
        let bytes = source_bytes(&big);
        let budget = server::ValidationBudget { request_bytes: bytes - 1, ..Default::default() };
        let st = state_with(&db, budget).await;
        let before = stored(&st).await;
        let a = post_from(&st, &big, "192.0.2.10:4000").await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{}: {a:?}", db.name);
        let msg = a.json["error"].as_str().expect("message");
        assert!(msg.contains(&format!("total {bytes} bytes")) && msg.contains("budget"), "{msg}");
        assert_eq!(stored(&st).await, before, "{}: nothing stored", db.name);
        // One byte less to validate fits.
        let fits = inline(4, (16 << 10) - 1, 2);
        let a = post_from(&st, &fits, "192.0.2.10:4000").await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn submission_over_the_request_time_budget_is_413_and_nothing_is_stored() {
    for db in databases().await {
        // No time at all: any source not yet validated is over.
        let st = state_with(&db, server::ValidationBudget { request_ms: 0, ..Default::default() }).await;
        let before = stored(&st).await;
        let a = post_from(&st, &inline(2, 100, 3), "192.0.2.11:4000").await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE, "{}: {a:?}", db.name);
        assert!(a.json["error"].as_str().expect("message").contains("took longer than"), "{a:?}");
        assert_eq!(stored(&st).await, before, "{}: nothing stored", db.name);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn client_over_its_window_budget_is_429_with_retry_after_and_others_are_not() {
    for db in databases().await {
        let one = source_bytes(&inline(2, 2000, 10));
        // Two submissions' worth of bytes per hour.
        let budget = server::ValidationBudget { client_bytes: 2 * one + 10, window_s: 3600, ..Default::default() };
        let st = state_with(&db, budget).await;
        for seed in [10, 11] {
            let a = post_from(&st, &inline(2, 2000, seed), "192.0.2.20:4000").await;
            assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        }
        let before = stored(&st).await;
        let a = post_from(&st, &inline(2, 2000, 12), "192.0.2.20:4001").await;
        assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS, "{}: {a:?}", db.name);
        let retry = a.headers.get("retry-after").and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok()).expect("Retry-After");
        assert!((1..=3600).contains(&retry), "{retry}");
        assert_eq!(a.json["retry_after_s"], retry);
        assert!(a.json["error"].as_str().expect("message").contains("source bytes"), "{a:?}");
        assert_eq!(stored(&st).await, before, "nothing stored");
        // Sources validated before are free: the same body again is a duplicate, and a new report
        // over the same sources validates nothing.
        let mut again = inline(2, 2000, 11);
        again["idempotency_key"] = json!("budget-key-again-11");
        again["report"]["seed"] = json!(99);
        let a = post_from(&st, &again, "192.0.2.20:4002").await;
        assert!(a.status.is_success(), "{}: cached sources cost nothing: {a:?}", db.name);
        let a = post_from(&st, &inline(2, 2000, 12), "192.0.2.21:4000").await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: another client keeps its budget: {a:?}", db.name);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn a_suite_report_of_reference_kernels_fits_the_default_budget() {
    let db = common::sqlite();
    let st = state_with(&db, server::ValidationBudget::default()).await;
    let all: Vec<&str> = kernels::all().iter().filter(|t| t.spec.features.is_empty()).map(|t| t.spec.id.as_str()).collect();
    let r = reference_report(&all, &gpu("nvidia", "ampere"), 1.0, 5);
    let started = std::time::Instant::now();
    let a = post_from(&st, &submission(&r, "budget-suite-1"), "192.0.2.30:4000").await;
    assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
    eprintln!("{} reference kernels validated and stored in {:?}", all.len(), started.elapsed());
    db.cleanup().await;
}
