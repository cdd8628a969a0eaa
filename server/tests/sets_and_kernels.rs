//! Generation sets (admin-published, publicly read, submitted against) and shared kernels on
//! SQLite and PostgreSQL.

mod common;

use axum::http::StatusCode;
use common::fixtures::{entry, gpu, report, submission, tasks};
use common::{databases, get, post, post_admin, ADMIN};
use serde_json::{json, Value};

fn jsonl(t: &[&str]) -> String {
    let mut s = String::from("// two samples per task\n");
    for id in t {
        let src = kernels::get(id).expect("task").reference_wgsl;
        s.push_str(&json!({"task_id": id, "sample_id": format!("{id}-0"), "source": src}).to_string());
        s.push('\n');
        s.push_str(&json!({"task_id": id, "sample_id": format!("{id}-1"), "model": "gpt-y", "source": "broken("}).to_string());
        s.push('\n');
    }
    s
}

fn new_set(t: &[&str]) -> Value {
    json!({"name": "gpt-x t=0.2", "model": "gpt-x", "temperature": 0.2, "date": "2026-11-29", "prompt_version": "v1", "samples_jsonl": jsonl(t)})
}

#[tokio::test]
async fn sets_are_published_with_the_admin_token_and_read_by_anyone() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = tasks(2);
        let body = new_set(&t);
        let a = post(&st, "/api/sets", &body).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNAUTHORIZED, json!("authorization")));
        assert_eq!(post_admin(&st, "/api/sets", &body, "wrong-token-0123456789").await.status, StatusCode::UNAUTHORIZED);
        let a = post_admin(&st, "/api/sets", &body, ADMIN).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        let id = a.json["id"].as_str().expect("id").to_string();
        assert!(server::generation_sets::is_set_id(&id));
        assert_eq!((a.json["sample_count"].clone(), a.json["task_count"].clone()), (json!(4), json!(2)));
        assert_eq!(a.json["samples"][0]["model"], "gpt-x", "a sample without a model gets the set's");
        assert_eq!(a.json["samples"][1]["model"], "gpt-y");
        let again = post_admin(&st, "/api/sets", &body, ADMIN).await;
        assert_eq!((again.status, again.json["id"].clone()), (StatusCode::OK, json!(id)), "publishing is idempotent");
        let list = get(&st, "/api/sets").await;
        assert_eq!(list.json.as_array().map(Vec::len), Some(1));
        assert_eq!(get(&st, &format!("/api/sets/{id}")).await.json["samples"].as_array().map(Vec::len), Some(4));
        let file = get(&st, &format!("/api/sets/{id}/samples.jsonl")).await;
        let parsed = kernels::samples::parse(&String::from_utf8(file.bytes).expect("utf-8"), "set").expect("round trip");
        assert_eq!(parsed.len(), 4);
        assert_eq!(get(&st, "/api/sets/set_0123456789abcdef").await.status, StatusCode::NOT_FOUND);
        assert_eq!(get(&st, "/api/sets/nope/samples.jsonl").await.status, StatusCode::NOT_FOUND);

        // Submitting against the set: sources and models come from the server.
        let dev = gpu("qualcomm", "adreno-7xx");
        let entries = t
            .iter()
            .flat_map(|id| [entry(id, &format!("{id}-0"), "claimed", &dev, 1.2), entry(id, &format!("{id}-1"), "claimed", &dev, 1.2)])
            .collect();
        let mut b = submission(&report(entries, 9), "set-submission-1");
        b["generation_set"] = json!(id);
        let s = post(&st, "/api/submissions", &b).await;
        assert_eq!(s.status, StatusCode::CREATED, "{s:?}");
        let rows = s.json["results"].as_array().expect("rows");
        assert_eq!((rows[0]["model"].clone(), rows[0]["flags"].clone()), (json!("gpt-x"), json!([])));
        assert_eq!(
            (rows[1]["model"].clone(), rows[1]["flags"].clone()),
            (json!("gpt-y"), json!(["inconsistent_report"])),
            "the set's broken sample cannot pass"
        );
        assert_eq!(s.json["metrics"]["correct_at_1"], 0.5);
        let mut b2 = b.clone();
        b2["idempotency_key"] = json!("set-submission-2");
        b2["report"]["samples"][0]["sample_id"] = json!("not-in-set");
        let e = post(&st, "/api/submissions", &b2).await;
        assert_eq!((e.status, e.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("report.samples[0].sample_id")));
        db.cleanup().await;
    }
}

#[tokio::test]
async fn set_validation_names_the_field_and_publishing_can_be_disabled() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = tasks(1);
        for (field, value) in [
            ("date", json!("29/11/2026")),
            ("samples_jsonl", json!("{\"task_id\": \"l9_nope\", \"sample_id\": 1, \"source\": \"x\"}")),
            ("samples_jsonl", json!("")),
            ("temperature", json!(99)),
            ("name", json!("")),
        ] {
            let mut b = new_set(&t);
            b[field] = value;
            let a = post_admin(&st, "/api/sets", &b, ADMIN).await;
            assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(field)), "{a:?}");
        }
        let mut b = new_set(&t);
        b["model"] = json!(3);
        assert_eq!(post_admin(&st, "/api/sets", &b, ADMIN).await.json["field"], "model");
        let closed = server::AppState::open(&db.url, server::AppConfig::default()).await.expect("state");
        assert_eq!(post_admin(&closed, "/api/sets", &new_set(&t), ADMIN).await.status, StatusCode::FORBIDDEN);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn shared_kernels_are_content_addressed_and_size_limited() {
    for db in databases().await {
        let st = common::state(&db).await;
        let src = kernels::get("l1_gemm").expect("task").reference_wgsl;
        let a = post(&st, "/api/kernels", &json!({"source": src, "task_id": "l1_gemm"})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
        let hash = a.json["hash"].as_str().expect("hash").to_string();
        assert_eq!(hash, server::check::sha256_hex(src.as_bytes()));
        assert_eq!(a.json["url"], format!("/api/kernels/{hash}"));
        assert_eq!(post(&st, "/api/kernels", &json!({"source": src})).await.status, StatusCode::OK, "stored once");
        let k = get(&st, &format!("/api/kernels/{hash}")).await;
        assert_eq!((k.json["source"].as_str(), k.json["task_id"].as_str()), (Some(src), Some("l1_gemm")));
        assert_eq!(get(&st, "/api/kernels/abc").await.json["field"], "hash");
        assert_eq!(get(&st, &format!("/api/kernels/{}", "0".repeat(64))).await.status, StatusCode::NOT_FOUND);
        let big = "x".repeat(65 << 10);
        assert_eq!(post(&st, "/api/kernels", &json!({"source": big})).await.json["field"], "source");
        let huge = "\"".repeat(200 << 10);
        assert_eq!(post(&st, "/api/kernels", &json!({"source": huge})).await.status, StatusCode::PAYLOAD_TOO_LARGE);
        assert_eq!(post(&st, "/api/kernels", &json!({"source": "x", "task_id": "l9"})).await.json["field"], "task_id");
        assert_eq!(post(&st, "/api/kernels", &json!({"source": "  "})).await.json["field"], "source");
        assert_eq!(post(&st, "/api/kernels", &json!({"src": "x"})).await.status, StatusCode::UNPROCESSABLE_ENTITY);
        db.cleanup().await;
    }
}

/// `POST /api/sets` bodies may be 32 MiB: the adversarial pass sent 24 of them without a token and
/// the server read 556 MB before refusing each. The token is checked from the headers first: a
/// body that never arrives is never waited for.
#[tokio::test]
async fn an_unauthorised_set_body_is_refused_before_it_is_read() {
    use axum::body::Body;
    use axum::http::Request;
    let db = common::sqlite();
    let st = common::state(&db).await;
    for token in [None, Some("wrong-token-0123456789")] {
        let never = futures_util::stream::pending::<Result<axum::body::Bytes, std::io::Error>>();
        let mut req =
            Request::post("/api/sets").header("content-type", "application/json").header("content-length", (31u64 << 20).to_string());
        if let Some(t) = token {
            req = req.header("authorization", format!("Bearer {t}"));
        }
        let req = req.body(Body::from_stream(never)).unwrap();
        let a = tokio::time::timeout(std::time::Duration::from_secs(5), common::send_from(&st, req, None))
            .await
            .expect("answered without reading the body");
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNAUTHORIZED, json!("authorization")), "{a:?}");
        assert_eq!(a.headers.get("connection").and_then(|v| v.to_str().ok()), Some("close"));
    }
    db.cleanup().await;
}
