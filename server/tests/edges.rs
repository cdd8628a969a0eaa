//! Input at the edges, on SQLite and PostgreSQL: text PostgreSQL cannot hold (NUL), malformed
//! paths and methods, repeated or blank parameters, and the notes every flag carries. Each answer
//! is a JSON error naming what is wrong, never a 5xx.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::fixtures::{gpu, reference_report, submission, tasks};
use common::{databases, get, post, post_raw, send_from, ADMIN};
use serde_json::json;

#[tokio::test]
async fn nul_characters_are_refused_naming_the_field() {
    for db in databases().await {
        let st = common::state(&db).await;
        let a = post(&st, "/api/kernels", &json!({"source": "fn f() {}\u{0}"})).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("source")), "{}: {a:?}", db.name);
        assert!(a.json["error"].as_str().is_some_and(|e| e.contains("NUL")), "{}: {a:?}", db.name);

        // Inside a submission: the path of the field.
        let r = reference_report(&tasks(1), &gpu("nvidia", "ampere"), 1.5, 3);
        let mut body = submission(&r, "key-nul-00001");
        body["report"]["samples"][0]["model"] = json!("gpt\u{0}");
        let a = post(&st, "/api/submissions", &body).await;
        assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY, "{}: {a:?}", db.name);
        assert_eq!(a.json["field"], "report.samples[0].model", "{}", db.name);

        // A key holding NUL is named with the escape.
        let a = post_raw(&st, "/api/kernels", br#"{"source": "x", "\u0000": 1}"#.to_vec()).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("\\u0000")), "{}: {a:?}", db.name);

        // In a samples file (JSON inside a JSON string, so past the body's own check).
        let src = kernels::get(tasks(1)[0]).expect("task").reference_wgsl;
        let line = json!({"task_id": tasks(1)[0], "sample_id": "s0", "source": format!("{src}\u{0}")}).to_string();
        let set = json!({"name": "n", "model": "m", "date": "2026-11-30", "prompt_version": "v1", "samples_jsonl": line});
        let a = common::post_admin(&st, "/api/sets", &set, ADMIN).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("samples_jsonl")), "{}: {a:?}", db.name);

        // In a filter or a path: never a 5xx.
        for q in ["model", "device", "domain", "backend"] {
            let a = get(&st, &format!("/api/leaderboard?{q}=a%00b")).await;
            assert_eq!((a.status, a.json["field"].clone()), (StatusCode::BAD_REQUEST, json!(q)), "{}: {q}: {a:?}", db.name);
            let a = get(&st, &format!("/api/export.json?{q}=%00")).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{}: {q}: {a:?}", db.name);
        }
        for path in ["/api/submissions/%00", "/api/submissions/sub_%00", "/api/sets/%00"] {
            let a = get(&st, path).await;
            assert_eq!((a.status, a.json["field"].clone()), (StatusCode::NOT_FOUND, json!("id")), "{}: {path}: {a:?}", db.name);
        }
        db.cleanup().await;
    }
}

#[tokio::test]
async fn paths_methods_and_parameters_get_json_errors() {
    let db = common::sqlite();
    let st = common::state(&db).await;
    // A segment that is not UTF-8 once decoded.
    for (path, field) in [("/api/submissions/%FF", "id"), ("/api/kernels/%FF", "hash"), ("/api/sets/%FF", "id"), ("/api/tasks/%FF", "id")] {
        let a = get(&st, path).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::BAD_REQUEST, json!(field)), "{path}: {a:?}");
    }
    // A route without this method: JSON, with the methods it has.
    let req = Request::put("/api/submissions").body(Body::empty()).expect("request");
    let a = send_from(&st, req, None).await;
    assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED, "{a:?}");
    assert_eq!(a.json["error"], "method not allowed on this route");
    assert!(a.headers.get("allow").and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("POST")), "{:?}", a.headers);
    // A repeated parameter is ambiguous.
    for q in ["level=1&level=2", "group_by=device&group_by=task", "include_flagged=true&include_flagged=false"] {
        let a = get(&st, &format!("/api/leaderboard?{q}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{q}: {a:?}");
        assert!(a.json["error"].as_str().is_some_and(|e| e.contains("more than once")), "{q}: {a:?}");
    }
    // Limits count characters, not bytes.
    let domain = "é".repeat(40);
    assert_eq!(get(&st, &format!("/api/leaderboard?domain={domain}")).await.status, StatusCode::OK);
    // A missing field is named.
    let a = post(&st, "/api/kernels", &json!({"task_id": "l1_gemm"})).await;
    assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("source")), "{a:?}");
    let mut body = submission(&reference_report(&tasks(1), &gpu("nvidia", "ampere"), 1.5, 3), "key-missing-01");
    body["report"]["samples"][0].as_object_mut().expect("sample").remove("task_id");
    let a = post(&st, "/api/submissions", &body).await;
    assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("report.samples[0].task_id")), "{a:?}");
    // The bearer scheme is case-insensitive; a calendar date is required.
    let src = kernels::get(tasks(1)[0]).expect("task").reference_wgsl;
    let line = json!({"task_id": tasks(1)[0], "sample_id": "s0", "source": src}).to_string();
    let set = |date: &str| json!({"name": "n", "model": "m", "date": date, "prompt_version": "v1", "samples_jsonl": line});
    let req = |date: &str| {
        Request::post("/api/sets")
            .header("content-type", "application/json")
            .header("authorization", format!("bearer {ADMIN}"))
            .body(Body::from(set(date).to_string()))
            .expect("request")
    };
    let a = send_from(&st, req("2026-02-30"), None).await;
    assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("date")), "{a:?}");
    assert_eq!(send_from(&st, req("2024-02-29"), None).await.status, StatusCode::CREATED);
    db.cleanup().await;
}

#[tokio::test]
async fn every_flag_comes_with_a_note_and_blank_models_are_no_model() {
    for db in databases().await {
        let st = common::state(&db).await;
        let mut device = gpu("google", "swiftshader");
        device.is_fallback = true;
        let mut r = reference_report(&tasks(2), &device, 1.5, 9);
        r.metrics.correct_at_1 = 0.5;
        let mut body = submission(&r, "key-notes-0001");
        body["confirmed_device_model"] = json!("   ");
        let a = post(&st, "/api/submissions", &body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        assert_eq!(a.json["device"]["confirmed_model"], json!(null), "{}", db.name);
        for row in a.json["results"].as_array().expect("rows") {
            let notes: Vec<&str> = row["notes"].as_array().expect("notes").iter().filter_map(|n| n.as_str()).collect();
            assert!(notes.iter().any(|n| n.contains("software or fallback adapter")), "{}: {row}", db.name);
            assert!(notes.iter().any(|n| n.starts_with("report: the report's aggregates disagree")), "{}: {row}", db.name);
            assert!(row["speedup"].is_null(), "{}: an inconsistent report keeps no speedup: {row}", db.name);
        }
        let lb = get(&st, "/api/leaderboard?include_flagged=true").await;
        assert!(lb.json["groups"][0].get("confirmed_models").is_none(), "{}: {}", db.name, lb.json);
        db.cleanup().await;
    }
}

/// A 400 or 422 names a field the client can find, or none: never serde's `?` for a segment it
/// could not name (the adversarial pass saw `"field": "?"`).
#[tokio::test]
async fn malformed_bodies_never_name_the_field_question_mark() {
    let db = common::sqlite();
    let st = common::state(&db).await;
    let r = reference_report(&tasks(1), &gpu("nvidia", "ampere"), 1.5, 3);
    let good = serde_json::to_string(&submission(&r, "key-field-0001")).unwrap();
    let mut bodies: Vec<Vec<u8>> = vec![
        b"{\"app_version\": tru".to_vec(),
        b"{\"report\": {\"samples\": [1, 2,".to_vec(),
        b"{\"app_version\": \"1\" \"x\"}".to_vec(),
        b"{\"report\": {\"device\": {\"name\": 3}}}".to_vec(),
        b"{} trailing".to_vec(),
    ];
    for cut in [10, 100, 400, 1000, good.len() / 2] {
        bodies.push(good.as_bytes()[..cut.min(good.len())].to_vec());
    }
    for body in bodies {
        for route in ["/api/submissions", "/api/relay/jobs", "/api/kernels"] {
            let a = post_raw(&st, route, body.clone()).await;
            assert!(a.status.is_client_error(), "{route}: {a:?}");
            let field = a.json["field"].clone();
            assert!(
                field.is_null() || field.as_str().is_some_and(|f| !f.contains('?') && !f.is_empty()),
                "{route} {}: {a:?}",
                String::from_utf8_lossy(&body)
            );
        }
    }
    db.cleanup().await;
}
