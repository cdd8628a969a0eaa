//! `POST /api/submissions` and `GET /api/submissions/{id}` on SQLite and PostgreSQL: the happy
//! path with recomputed metrics, idempotency and de-duplication, status and reasons, typed
//! errors naming the field, body limits, the rate limit.

mod common;

use std::net::SocketAddr;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::fixtures::{gpu, reference_report, submission, tasks};
use common::{databases, get, post, post_raw, send_from};
use serde_json::json;

#[tokio::test]
async fn a_valid_report_is_listed_with_recomputed_metrics() {
    for db in databases().await {
        let st = common::state(&db).await;
        let r = reference_report(&tasks(3), &gpu("nvidia", "ampere"), 2.0, 1);
        let a = post(&st, "/api/submissions", &submission(&r, "key-00000001")).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        let id = a.json["id"].as_str().expect("id").to_string();
        assert!(id.starts_with("sub_"));
        assert_eq!(a.json["status"], "listed");
        assert_eq!(a.json["reason"], "");
        assert_eq!(a.json["replayed"], false);
        assert_eq!(a.json["samples"], 3);
        assert_eq!(a.json["flagged_samples"], 0);
        assert_eq!(a.json["metrics"]["correct_at_1"], 1.0);
        assert_eq!(a.json["metrics"]["fast_at_1_0"], 1.0);
        assert!((a.json["metrics"]["geomean_speedup"].as_f64().expect("geomean") - 2.0).abs() < 1e-9);
        assert_eq!(a.json["device"]["key"], "nvidia|ampere||webgpu|chromium");
        let rows = a.json["results"].as_array().expect("rows");
        assert!(rows.iter().all(|r| r["flags"].as_array().is_some_and(Vec::is_empty) && r["correct"] == true));
        assert_eq!(rows[0]["model"], "reference");
        assert_eq!(rows[0]["source_hash"].as_str().map(str::len), Some(64));
        let typed: ekb_wire::api::SubmissionDoc = serde_json::from_value(a.json.clone()).expect("the app's type");
        assert_eq!((typed.status, typed.samples, typed.results.len()), (ekb_wire::api::SubmissionStatus::Listed, 3, 3));
        assert_eq!(typed.device.info.as_ref().map(|d| d.vendor.as_str()), Some("nvidia"));
        // The status is visible to the submitter, and the reference source is fetchable by hash.
        let shown = get(&st, &format!("/api/submissions/{id}")).await;
        assert_eq!(shown.status, StatusCode::OK);
        assert_eq!(shown.json["status"], "listed");
        assert_eq!(shown.json["results"], a.json["results"]);
        let k = get(&st, &format!("/api/kernels/{}", rows[0]["source_hash"].as_str().expect("hash"))).await;
        assert_eq!(k.status, StatusCode::OK);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn retries_replay_duplicates_collapse_and_reused_keys_conflict() {
    for db in databases().await {
        let st = common::state(&db).await;
        let r = reference_report(&tasks(2), &gpu("apple", "m2"), 1.5, 2);
        let body = submission(&r, "retry-key-1");
        let first = post(&st, "/api/submissions", &body).await;
        assert_eq!(first.status, StatusCode::CREATED, "{first:?}");
        let again = post(&st, "/api/submissions", &body).await;
        assert_eq!(again.status, StatusCode::OK, "a retry is answered, not stored twice");
        assert_eq!((again.json["id"].clone(), again.json["replayed"].clone()), (first.json["id"].clone(), json!(true)));
        // The same body under a new key is a duplicate of the first.
        let dup = post(&st, "/api/submissions", &submission(&r, "another-key-2")).await;
        assert_eq!(dup.status, StatusCode::OK);
        assert_eq!((dup.json["id"].clone(), dup.json["duplicate"].clone()), (first.json["id"].clone(), json!(true)));
        // The key of the first with another body is a conflict naming the field.
        let other = reference_report(&tasks(2), &gpu("apple", "m2"), 1.5, 3);
        let c = post(&st, "/api/submissions", &submission(&other, "retry-key-1")).await;
        assert_eq!(c.status, StatusCode::CONFLICT);
        assert_eq!(c.json["field"], "idempotency_key");
        // The key may come in the header instead.
        let mut b = submission(&other, "x");
        b.as_object_mut().expect("object").remove("idempotency_key");
        let req = Request::post("/api/submissions")
            .header("content-type", "application/json")
            .header("idempotency-key", "header-key-3")
            .body(Body::from(serde_json::to_vec(&b).expect("json")))
            .expect("request");
        assert_eq!(send_from(&st, req, None).await.status, StatusCode::CREATED);
        let lb = get(&st, "/api/leaderboard").await;
        assert_eq!(lb.json["rows"], 4, "two stored submissions of two samples: nothing double-counted");
        db.cleanup().await;
    }
}

#[tokio::test]
async fn status_is_rejected_for_another_suite_and_received_when_everything_is_flagged() {
    for db in databases().await {
        let st = common::state(&db).await;
        let mut r = reference_report(&tasks(2), &gpu("nvidia", "ada"), 1.2, 4);
        r.suite_hash = "0".repeat(64);
        let a = post(&st, "/api/submissions", &submission(&r, "suite-mismatch")).await;
        assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
        assert_eq!(a.json["status"], "rejected");
        assert!(a.json["reason"].as_str().expect("reason").contains("is not this server's suite"));
        assert_eq!(a.json["flags"], json!(["suite_mismatch"]));
        let mut sw = gpu("google", "swiftshader");
        sw.is_fallback = true;
        let r = reference_report(&tasks(2), &sw, 1.0, 5);
        let a = post(&st, "/api/submissions", &submission(&r, "fallback-adapter")).await;
        assert_eq!(a.json["status"], "received", "{a:?}");
        assert!(a.json["results"].as_array().expect("rows").iter().all(|r| r["flags"] == json!(["fallback_adapter"])));
        // Neither counts by default; the flagged one appears with include_flagged.
        assert_eq!(get(&st, "/api/leaderboard").await.json["rows"], 0);
        assert_eq!(get(&st, "/api/leaderboard?include_flagged=true").await.json["rows"], 2);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn inline_sources_are_revalidated() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = tasks(2);
        let r = reference_report(&t, &gpu("amd", "rdna3"), 1.1, 6);
        let mut b = submission(&r, "inline-key-1");
        b["generation_set"] = json!("inline");
        b["sampling"] = json!({"model": "gpt-test", "temperature": 0.2});
        b["sources"] = json!({
            t[0]: kernels::get(t[0]).expect("task").reference_wgsl,
            t[1]: "fn main( {",
        });
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
        let rows = a.json["results"].as_array().expect("rows");
        assert_eq!(rows[0]["flags"], json!([]));
        assert_eq!(rows[0]["model"], "gpt-test");
        assert_eq!(rows[1]["flags"], json!(["inconsistent_report"]), "a pass whose source does not parse");
        assert_eq!(rows[1]["correct"], false);
        assert!(rows[1]["notes"][0].as_str().expect("note").contains("claimed pass, but the server finds invalid_shader"));
        assert_eq!(a.json["metrics"]["correct_at_1"], 0.5, "recomputed, not the client's 1.0");
        // A missing source names its sample.
        b["sources"].as_object_mut().expect("map").remove(t[1]);
        b["idempotency_key"] = json!("inline-key-2");
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(a.json["field"], format!("sources.{}", t[1]));
        db.cleanup().await;
    }
}

#[tokio::test]
async fn malformed_invalid_and_oversized_bodies_are_4xx_naming_the_field() {
    for db in databases().await {
        let st = common::state(&db).await;
        let r = reference_report(&tasks(1), &gpu("nvidia", "ampere"), 1.0, 7);
        let good = submission(&r, "errors-key-1");
        let a = post_raw(&st, "/api/submissions", b"{\"report\": ".to_vec()).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST);
        assert!(a.json["error"].as_str().expect("message").contains("malformed JSON"));
        let mut b = good.clone();
        b["report"]["samples"][0]["report"]["checks_run"] = json!("five");
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(a.json["field"], "report.samples[0].report.checks_run");
        let mut b = good.clone();
        b["report"]["samples"][0]["task_id"] = json!("l9_nope");
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("report.samples[0].task_id")));
        let mut b = good.clone();
        b["surprise"] = json!(1);
        assert_eq!(post(&st, "/api/submissions", &b).await.status, StatusCode::UNPROCESSABLE_ENTITY, "unknown fields are refused");
        let mut b = good.clone();
        b["idempotency_key"] = json!("short");
        assert_eq!(post(&st, "/api/submissions", &b).await.json["field"], "idempotency_key");
        let mut b = good.clone();
        b["report"]["suite_hash"] = json!("not-a-hash");
        assert_eq!(post(&st, "/api/submissions", &b).await.json["field"], "report.suite_hash");
        let mut b = good.clone();
        b["generation_set"] = json!("set_0000000000000000");
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("generation_set")));
        // `generated` belongs to a compiled kind, and the kernel that ran is within the front ends' limit.
        let mut b = good.clone();
        b["report"]["samples"][0]["report"]["generated"] = json!("@compute @workgroup_size(1) fn main() {}");
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("report.samples[0].report.generated")));
        let mut b = good.clone();
        b["report"]["samples"][0]["report"]["kind"] = json!("tvmscript");
        b["report"]["samples"][0]["report"]["generated"] = json!("x".repeat((64 << 10) + 1));
        let a = post(&st, "/api/submissions", &b).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("report.samples[0].report.generated")));
        let mut b = good.clone();
        b["report"]["samples"] = json!([]);
        assert_eq!(post(&st, "/api/submissions", &b).await.json["field"], "report.samples");
        let big = vec![b' '; 9 << 20];
        let a = post_raw(&st, "/api/submissions", big).await;
        assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
        let req = Request::post("/api/submissions").header("content-type", "text/plain").body(Body::from("{}")).expect("request");
        assert_eq!(send_from(&st, req, None).await.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
        let req = Request::post("/api/submissions").body(Body::from(good.to_string())).expect("request");
        assert_eq!(send_from(&st, req, None).await.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "no content type");
        // serde would read a struct from a positional array; the API takes objects only.
        let fields = ["idempotency_key", "app_version", "app_commit", "generation_set", "sampling", "browser_engine"];
        let positional: Vec<serde_json::Value> = fields.iter().map(|f| good[*f].clone()).collect();
        let a = post_raw(&st, "/api/submissions", serde_json::to_vec(&positional).expect("json")).await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("body")));
        for model in ["two\nlines", "tab\there", "cr\r\nlf"] {
            let mut b = good.clone();
            b["sampling"] = json!({ "model": model });
            let a = post(&st, "/api/submissions", &b).await;
            assert_eq!((a.status, a.json["field"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!("sampling.model")), "{model}");
        }
        let a = get(&st, "/api/submissions/sub_00000000000000000000").await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::NOT_FOUND, json!("id")));
        assert_eq!(get(&st, &format!("/api/submissions/{}", "x".repeat(500))).await.status, StatusCode::NOT_FOUND);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn writes_are_rate_limited_per_client_ip() {
    let db = common::sqlite();
    let cfg = server::AppConfig { rate_limit: Some(server::RateLimit { per_second: 0.01, burst: 2 }), ..Default::default() };
    let st = server::AppState::open(&db.url, cfg).await.expect("state");
    let a: SocketAddr = "192.0.2.1:5000".parse().expect("addr");
    let b: SocketAddr = "192.0.2.2:5000".parse().expect("addr");
    let kernel = |n: u32| {
        Request::post("/api/kernels")
            .header("content-type", "application/json")
            .body(Body::from(json!({"source": format!("// kernel {n}")}).to_string()))
            .expect("request")
    };
    assert_eq!(send_from(&st, kernel(1), Some(a)).await.status, StatusCode::CREATED);
    assert_eq!(send_from(&st, kernel(2), Some(a)).await.status, StatusCode::CREATED);
    let limited = send_from(&st, kernel(3), Some(a)).await;
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(limited.headers.get("retry-after").is_some());
    assert!(limited.json["retry_after_s"].as_u64().is_some_and(|s| s >= 1));
    assert_eq!(send_from(&st, kernel(4), Some(b)).await.status, StatusCode::CREATED, "another client keeps its budget");
    let read = Request::get("/api/leaderboard").body(Body::empty()).expect("request");
    assert_eq!(send_from(&st, read, Some(a)).await.status, StatusCode::OK, "reads are not limited");
    db.cleanup().await;
}

#[tokio::test]
async fn the_speedup_is_checked_as_the_median_of_per_pair_ratios() {
    for db in databases().await {
        let st = common::state(&db).await;
        // Load that drifts during the run: every pair has the ratio 2.0 or more, the medians of the
        // two sides taken separately give 1.2 / 0.5 = 2.4. The evaluator reports 2.0.
        let mut r = reference_report(&tasks(1), &gpu("nvidia", "ampere"), 2.0, 1);
        let t = r.samples[0].report.timing.as_mut().expect("timed");
        t.baseline_samples_ms = vec![1.0, 2.0, 3.0, 1.1, 1.2];
        t.candidate_samples_ms = vec![0.5, 1.0, 1.5, 0.5, 0.5];
        (t.baseline_ms, t.candidate_ms, t.speedup) = (1.2, 0.5, 2.0);
        let a = post(&st, "/api/submissions", &submission(&r, "key-paired-01")).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        let row = &a.json["results"][0];
        assert!(!row["flags"].as_array().expect("flags").iter().any(|f| f == "inconsistent_report"), "{}: {row}", db.name);
        assert!((row["speedup"].as_f64().expect("speedup") - 2.0).abs() < 1e-9, "{}: {row}", db.name);
        assert_eq!(row["correct"], true);

        // The ratio of the medians is not what the evaluator reports: inconsistent.
        let t = r.samples[0].report.timing.as_mut().expect("timed");
        t.speedup = 2.4;
        let b = post(&st, "/api/submissions", &submission(&r, "key-paired-02")).await;
        let row = &b.json["results"][0];
        assert!(row["flags"].as_array().expect("flags").iter().any(|f| f == "inconsistent_report"), "{}: {row}", db.name);

        // A finding about the whole report (its own aggregates lie) is shown in the reason.
        let mut lie = reference_report(&tasks(2), &gpu("nvidia", "ampere"), 2.0, 7);
        lie.metrics.correct_at_1 = 0.25;
        let d = post(&st, "/api/submissions", &submission(&lie, "key-paired-04")).await;
        assert_eq!(d.status, StatusCode::CREATED, "{}: {d:?}", db.name);
        let reason = d.json["reason"].as_str().expect("reason");
        assert!(reason.contains("report: the report's aggregates disagree"), "{}: {reason}", db.name);

        // A NaN sample travels as "NaN" (JSON has no NaN) and flags the row instead of losing the report.
        let t = r.samples[0].report.timing.as_mut().expect("timed");
        t.candidate_samples_ms[1] = f64::NAN;
        let c = post(&st, "/api/submissions", &submission(&r, "key-paired-03")).await;
        assert_eq!(c.status, StatusCode::CREATED, "{}: {c:?}", db.name);
        let row = &c.json["results"][0];
        assert!(row["flags"].as_array().expect("flags").iter().any(|f| f == "inconsistent_report"), "{}: {row}", db.name);
    }
}

/// A missing number (a row without timing, a set without temperature) and a present one go
/// through the same prepared statement on one connection. sqlx 0.8's `Any` driver types a NULL
/// `f64` as `float4`; PostgreSQL then refuses the next 8-byte `float8` under that cached
/// statement ("incorrect binary data format"), which was a 500.
#[tokio::test]
async fn missing_and_present_numbers_share_a_statement() {
    use ekb_wire::report::Verdict;
    for db in databases().await {
        let st = common::state(&db).await;
        let device = gpu("arm", "valhall");
        for round in 0..3 {
            // Row 0 has no timing (NULL times and speedup), row 1 is timed: one transaction, one
            // connection, the untimed row first.
            let mut r = reference_report(&tasks(2), &device, 1.5, 40 + round);
            r.samples[0].report.verdict = Verdict::RuntimeError { message: "device lost".into() };
            r.samples[0].report.timing = None;
            r.samples[0].report.checks_run = 0;
            let r = common::fixtures::report(r.samples, 40 + round);
            let a = post(&st, "/api/submissions", &submission(&r, &format!("key-nulls-{round:02}"))).await;
            assert_eq!(a.status, StatusCode::CREATED, "{} round {round}: {a:?}", db.name);
            let rows = a.json["results"].as_array().expect("rows");
            assert!(rows[0]["speedup"].is_null(), "{}: {}", db.name, rows[0]);
            assert!((rows[1]["speedup"].as_f64().expect("speedup") - 1.5).abs() < 1e-9, "{}: {}", db.name, rows[1]);
        }
        for (i, temperature) in [None, Some(0.7), None, Some(0.2)].into_iter().enumerate() {
            let src = kernels::get(tasks(1)[0]).expect("task").reference_wgsl;
            let line = json!({"task_id": tasks(1)[0], "sample_id": format!("s{i}"), "source": src}).to_string();
            let mut body =
                json!({"name": format!("set {i}"), "model": "m", "date": "2026-11-30", "prompt_version": "v1", "samples_jsonl": line});
            if let Some(t) = temperature {
                body["temperature"] = json!(t);
            }
            let a = common::post_admin(&st, "/api/sets", &body, common::ADMIN).await;
            assert_eq!(a.status, StatusCode::CREATED, "{} set {i}: {a:?}", db.name);
        }
        db.cleanup().await;
    }
}

/// Sets ten timing pairs on sample `j` of `r`: baseline times `baseline`, candidate 1 ms each, one
/// look; the medians and the point speedup as the evaluator computes them; `lower` claimed.
fn ten_pairs(r: &mut ekb_wire::report::SuiteReport, j: usize, baseline: [f64; 10], lower: f64) {
    let t = r.samples[j].report.timing.as_mut().expect("timed");
    t.baseline_samples_ms = baseline.to_vec();
    t.candidate_samples_ms = vec![1.0; 10];
    t.samples = 10;
    t.looks = vec![10];
    t.candidate_first = (0..10).map(|i| i % 3 == 0).collect();
    t.baseline_ms = ekb_eval::timing::median(&t.baseline_samples_ms);
    t.candidate_ms = 1.0;
    t.speedup = ekb_eval::timing::paired_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms);
    t.speedup_lower = lower;
}

#[tokio::test]
async fn the_confident_speedup_is_recomputed_from_the_pairs_not_taken_from_the_client() {
    for db in databases().await {
        let st = common::state(&db).await;
        let dev = gpu("nvidia", "ampere");
        let mut r = reference_report(&tasks(2), &dev, 2.0, 21);
        // Sample 0: every ratio ≥ 1.8 — at 0.005 per look the sign test needs all ten pairs above
        // p, so the bound is the smallest ratio. Sample 1: the same median 2.0, one pair at 0.9.
        let sure = [2.0, 2.1, 1.9, 2.0, 2.2, 2.0, 1.8, 2.0, 2.05, 1.95];
        let mut unsure = sure;
        unsure[6] = 0.9;
        ten_pairs(&mut r, 0, sure, 1.8);
        ten_pairs(&mut r, 1, unsure, 0.0); // claims nothing: the server still computes it
        let r = common::fixtures::report(r.samples, 21);
        let a = post(&st, "/api/submissions", &submission(&r, "key-confident-01")).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        let rows = a.json["results"].as_array().expect("rows");
        assert!((rows[0]["speedup_lower"].as_f64().expect("bound") - 1.8).abs() < 1e-12, "{}: {}", db.name, rows[0]);
        assert!((rows[1]["speedup_lower"].as_f64().expect("bound") - 0.9).abs() < 1e-12, "{}: {}", db.name, rows[1]);
        for row in rows {
            assert!(!row["flags"].as_array().expect("flags").iter().any(|f| f == "inconsistent_report"), "{}: {row}", db.name);
        }
        let m = &a.json["metrics"];
        assert_eq!(m["fast_at_1_0"], 1.0, "{}: {m}", db.name);
        assert_eq!(m["fast_at_1_0_confident"], 0.5, "{}: {m}", db.name);
        assert_eq!(m["fast_at_1_5_confident"], 0.5, "{}: {m}", db.name);
        // Read back from the database: the stored bound.
        let id = a.json["id"].as_str().expect("id");
        let g = get(&st, &format!("/api/submissions/{id}")).await;
        assert!((g.json["results"][1]["speedup_lower"].as_f64().expect("stored") - 0.9).abs() < 1e-12, "{}: {}", db.name, g.json);

        // Sample 1 claims the bound of sample 0: its pairs do not give it — flagged, not counted.
        let mut lie = r.clone();
        lie.samples[1].report.timing.as_mut().expect("timed").speedup_lower = 1.8;
        let lie = common::fixtures::report(lie.samples, 22);
        let b = post(&st, "/api/submissions", &submission(&lie, "key-confident-02")).await;
        assert_eq!(b.status, StatusCode::CREATED, "{}: {b:?}", db.name);
        let row = &b.json["results"][1];
        assert!(row["flags"].as_array().expect("flags").iter().any(|f| f == "inconsistent_report"), "{}: {row}", db.name);
        assert!(row["speedup_lower"].is_null() && row["correct"] == false, "{}: {row}", db.name);
        assert_eq!(b.json["metrics"]["fast_at_1_0_confident"], 0.5, "{}", db.name);

        // A design the samples cannot come from is refused with a 422 naming the field.
        let mut bad = r.clone();
        bad.samples[0].report.timing.as_mut().expect("timed").looks = vec![2, 4, 10];
        let c = post(&st, "/api/submissions", &submission(&bad, "key-confident-03")).await;
        assert_eq!(c.status, StatusCode::UNPROCESSABLE_ENTITY, "{}: {c:?}", db.name);
        assert!(c.json["field"].as_str().expect("field").contains("timing"), "{}: {}", db.name, c.json);
        let mut big = r.clone();
        let t = big.samples[0].report.timing.as_mut().expect("timed");
        (t.baseline_samples_ms, t.candidate_samples_ms) = (vec![2.0; 1025], vec![1.0; 1025]);
        let d = post(&st, "/api/submissions", &submission(&big, "key-confident-04")).await;
        assert_eq!(d.status, StatusCode::UNPROCESSABLE_ENTITY, "{}: {d:?}", db.name);

        // The leaderboard (aggregates kept per cell) counts confident Fast@1.0 beside Fast@1.0:
        // task 0 has two confident samples, task 1 one unflagged sample that is not.
        let lb = get(&st, "/api/leaderboard").await;
        let g = &lb.json["groups"][0];
        assert_eq!((g["fast_at_1_0"].as_f64(), g["fast_at_1_0_confident"].as_f64()), (Some(1.0), Some(0.5)), "{}: {g}", db.name);
    }
}
