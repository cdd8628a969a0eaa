//! `GET /api/leaderboard` and the open-data export on SQLite and PostgreSQL: grouping, medians
//! with counts, Correct@1 / Fast@1.0 / geomean from the stored rows, filters, flagged rows left
//! out by default, parameter errors naming the parameter.

mod common;

use axum::http::StatusCode;
use common::fixtures::{entry, gpu, reference_report, report, submission, tasks};
use common::{databases, get, post};
use serde_json::{json, Value};

/// Device A: 3 reference samples at 2×. Device B: 3 inline `gpt-x` samples at 0.5×, one with a
/// source that does not parse (flagged). Device C: a fallback adapter (all flagged).
async fn seed(st: &server::AppState) -> Vec<&'static str> {
    let t = tasks(3);
    let a = reference_report(&t, &gpu("nvidia", "ampere"), 2.0, 1);
    let mut body = submission(&a, "lb-key-a");
    body["confirmed_device_model"] = json!("=HYPERLINK(\"x\"),RTX 3080");
    assert_eq!(post(st, "/api/submissions", &body).await.status, StatusCode::CREATED);
    let dev_b = gpu("apple", "m2");
    let b = report(t.iter().map(|id| entry(id, &format!("{id}-s0"), "gpt-x", &dev_b, 0.5)).collect(), 2);
    let mut body = submission(&b, "lb-key-b");
    body["generation_set"] = json!("inline");
    body["sources"] = json!({
        format!("{}-s0", t[0]): kernels::get(t[0]).expect("task").reference_wgsl,
        format!("{}-s0", t[1]): kernels::get(t[1]).expect("task").reference_wgsl,
        format!("{}-s0", t[2]): "not wgsl",
    });
    let r = post(st, "/api/submissions", &body).await;
    assert_eq!((r.status, r.json["flagged_samples"].clone()), (StatusCode::CREATED, json!(1)), "{r:?}");
    let mut c_dev = gpu("google", "swiftshader");
    c_dev.is_fallback = true;
    let c = reference_report(&t, &c_dev, 1.0, 3);
    assert_eq!(post(st, "/api/submissions", &submission(&c, "lb-key-c")).await.json["status"], "received");
    t
}

fn group<'a>(v: &'a Value, key: &str) -> &'a Value {
    v["groups"].as_array().expect("groups").iter().find(|g| g["key"] == key).unwrap_or_else(|| panic!("no group {key} in {v}"))
}

#[tokio::test]
async fn groups_by_device_model_and_task_from_unflagged_rows() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = seed(&st).await;
        let lb = get(&st, "/api/leaderboard").await;
        assert_eq!(lb.status, StatusCode::OK, "{lb:?}");
        assert_eq!(lb.json["group_by"], "device");
        assert_eq!(lb.json["rows"], 5, "{}: 3 + 2 unflagged rows", db.name);
        let groups = lb.json["groups"].as_array().expect("groups");
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0]["label"], "nvidia ampere (webgpu, chromium)", "best first");
        assert_eq!(groups[0]["samples"], 3);
        assert_eq!(groups[0]["submissions"], 1);
        assert_eq!(groups[0]["correct_at_1"], 1.0);
        assert_eq!(groups[0]["fast_at_1_0"], 1.0);
        assert!((groups[0]["median_speedup"].as_f64().expect("median") - 2.0).abs() < 1e-9);
        assert_eq!(groups[0]["timed_samples"], 3);
        assert_eq!(groups[0]["confirmed_models"], json!(["=HYPERLINK(\"x\"),RTX 3080"]));
        assert_eq!(groups[1]["samples"], 2);
        assert_eq!(groups[1]["fast_at_1_0"], 0.0);
        assert!((groups[1]["geomean_speedup"].as_f64().expect("geomean") - 0.5).abs() < 1e-9);

        let all = get(&st, "/api/leaderboard?include_flagged=true").await;
        assert_eq!(all.json["rows"], 9);
        assert_eq!(all.json["groups"].as_array().expect("groups").len(), 3);

        let by_model = get(&st, "/api/leaderboard?group_by=model").await;
        assert_eq!(group(&by_model.json, "reference")["samples"], 3);
        assert_eq!(group(&by_model.json, "gpt-x")["samples"], 2);
        assert_eq!(group(&by_model.json, "gpt-x")["devices"], 1);

        let by_task = get(&st, "/api/leaderboard?group_by=task").await;
        let g = group(&by_task.json, t[0]);
        assert_eq!((g["samples"].clone(), g["devices"].clone(), g["models"].clone()), (json!(2), json!(2), json!(2)));
        assert!((g["median_speedup"].as_f64().expect("median") - 1.25).abs() < 1e-9, "median of 2 and 0.5");
        assert_eq!(group(&by_task.json, t[2])["samples"], 1, "the flagged row is left out");
        // Every grouping reads back as the type the app deserialises (`ekb_wire::api`).
        for a in [&lb, &all, &by_model, &by_task] {
            let typed: ekb_wire::api::Leaderboard = serde_json::from_value(a.json.clone()).expect("typed leaderboard");
            assert_eq!(typed.groups.len(), a.json["groups"].as_array().map_or(0, Vec::len));
        }
        let t0 = serde_json::from_value::<ekb_wire::api::Leaderboard>(by_task.json.clone()).expect("typed");
        assert!(t0.groups.iter().all(|g| g.level.is_some() && g.domain.is_some() && g.backend.is_none()));
        db.cleanup().await;
    }
}

#[tokio::test]
async fn filters_and_parameter_errors() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = seed(&st).await;
        let domain = &kernels::get(t[0]).expect("task").spec.domain;
        let expect_rows = t.iter().filter(|id| kernels::get(id).expect("task").spec.domain == *domain).count() * 2;
        let expect_rows = expect_rows - usize::from(kernels::get(t[2]).expect("task").spec.domain == *domain);
        assert_eq!(get(&st, &format!("/api/leaderboard?domain={domain}")).await.json["rows"], expect_rows);
        assert_eq!(get(&st, "/api/leaderboard?level=1").await.json["rows"], 5);
        assert_eq!(get(&st, "/api/leaderboard?level=3").await.json["rows"], 0);
        assert_eq!(get(&st, "/api/leaderboard?backend=browser_webgpu").await.json["rows"], 5);
        assert_eq!(get(&st, "/api/leaderboard?backend=vulkan").await.json["rows"], 0);
        for (q, field) in
            [("group_by=colour", "group_by"), ("level=7", "level"), ("include_flagged=maybe", "include_flagged"), ("sort=1", "sort")]
        {
            let a = get(&st, &format!("/api/leaderboard?{q}")).await;
            assert_eq!((a.status, a.json["field"].clone()), (StatusCode::BAD_REQUEST, json!(field)), "{q}");
        }
        db.cleanup().await;
    }
}

/// `device=` and `model=` keep one device's or one model's rows (the app's device and model pages).
#[tokio::test]
async fn device_and_model_filters_keep_one_device_or_model() {
    for db in databases().await {
        let st = common::state(&db).await;
        let t = seed(&st).await;
        let devices = get(&st, "/api/leaderboard").await;
        let a = devices.json["groups"][0]["key"].as_str().expect("device key").to_string();
        let per_task = get(&st, &format!("/api/leaderboard?group_by=task&device={a}")).await;
        assert_eq!(per_task.status, StatusCode::OK, "{per_task:?}");
        assert_eq!((per_task.json["rows"].clone(), per_task.json["filters"]["device"].clone()), (json!(3), json!(a)));
        let groups = per_task.json["groups"].as_array().expect("groups");
        assert_eq!(groups.len(), 3);
        assert!(groups.iter().all(|g| g["samples"] == 1 && g["models"] == 1 && g["devices"] == 1), "{groups:?}");
        assert!(t.iter().all(|id| groups.iter().any(|g| g["key"] == *id)));

        let model = get(&st, "/api/leaderboard?group_by=task&model=gpt-x").await;
        assert_eq!((model.json["rows"].clone(), model.json["filters"]["model"].clone()), (json!(2), json!("gpt-x")));
        assert_eq!(get(&st, "/api/leaderboard?group_by=task&model=gpt-x&include_flagged=true").await.json["rows"], 3);
        let model_devices = get(&st, "/api/leaderboard?group_by=device&model=gpt-x").await;
        let groups = model_devices.json["groups"].as_array().expect("groups");
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0]["label"], "apple m2 (webgpu, chromium)");
        let both = get(&st, &format!("/api/leaderboard?group_by=model&device={a}&model=gpt-x")).await;
        assert_eq!((both.json["rows"].clone(), both.json["groups"].clone()), (json!(0), json!([])));
        assert_eq!(get(&st, "/api/leaderboard?device=dev_0000000000000000").await.json["rows"], 0);
        for (q, field) in [("device=", "device"), ("model=", "model"), (&*format!("model={}", "m".repeat(129)), "model")] {
            let r = get(&st, &format!("/api/leaderboard?{q}")).await;
            assert_eq!((r.status, r.json["field"].clone()), (StatusCode::BAD_REQUEST, json!(field)), "{q}");
        }
        db.cleanup().await;
    }
}

#[tokio::test]
async fn export_lists_checked_rows_as_csv_and_json() {
    for db in databases().await {
        let st = common::state(&db).await;
        seed(&st).await;
        let j = get(&st, "/api/export.json").await;
        assert_eq!(j.status, StatusCode::OK);
        let rows = j.json["rows"].as_array().expect("rows");
        assert_eq!(rows.len(), 5);
        assert!(rows.iter().all(|r| r["flags"] == json!([]) && r["status"] == "listed"));
        assert_eq!(j.json["suite_hash"], kernels::suite_hash());
        assert_eq!(get(&st, "/api/export.json?include_flagged=true").await.json["rows"].as_array().map(Vec::len), Some(9));
        // The leaderboard's device and model filters apply to the export too.
        let m = get(&st, "/api/export.json?model=gpt-x").await;
        let m = m.json["rows"].as_array().expect("rows");
        assert!(!m.is_empty() && m.len() < 5 && m.iter().all(|r| r["model"] == "gpt-x"), "{m:?}");
        let d = rows[0]["device_id"].as_str().expect("device id");
        let by_device = get(&st, &format!("/api/export.json?device={d}")).await;
        let by_device = by_device.json["rows"].as_array().expect("rows");
        assert!(!by_device.is_empty() && by_device.iter().all(|r| r["device_id"] == d), "{by_device:?}");
        let c = get(&st, "/api/export.csv").await;
        assert_eq!(c.status, StatusCode::OK);
        assert!(c.headers["content-type"].to_str().expect("ascii").starts_with("text/csv"));
        let text = String::from_utf8(c.bytes).expect("utf-8");
        let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
        assert_eq!(lines.len(), 6, "header and 5 rows");
        assert_eq!(lines[0], server::export::CSV_COLUMNS.join(","));
        assert!(text.contains("\"'=HYPERLINK(\"\"x\"\"),RTX 3080\""), "formula neutralised and quoted: {text}");
        let a = get(&st, "/api/export.csv?level=x").await;
        assert_eq!((a.status, a.json["field"].clone()), (StatusCode::BAD_REQUEST, json!("level")));
        db.cleanup().await;
    }
}

/// Exports were built whole in memory, unauthenticated and unthrottled (48 k rows took 1 GB).
/// Now they stream (no `content-length`: chunks as the rows are read), with the same rows as the
/// leaderboard's checked rows, and are limited per client address and in all.
#[tokio::test]
async fn exports_are_streamed_and_limited_per_client() {
    let db = common::sqlite();
    let limits = server::export::ExportLimits {
        rate: Some(server::RateLimit { per_second: 0.001, burst: 2 }),
        ..server::export::ExportLimits::default()
    };
    let cfg = server::AppConfig { exports: limits, ..Default::default() };
    let st = server::AppState::open(&db.url, cfg).await.expect("state");
    seed(&st).await;
    let from = |n: u8| Some(std::net::SocketAddr::from(([10, 0, 0, n], 5000)));
    let req = |path: &str| axum::http::Request::get(path).body(axum::body::Body::empty()).expect("request");
    let a = common::send_from(&st, req("/api/export.json"), from(1)).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.headers.get("content-length").is_none(), "streamed: {:?}", a.headers);
    assert_eq!(a.json["rows"].as_array().map(Vec::len), Some(5), "{}", a.json);
    let c = common::send_from(&st, req("/api/export.csv"), from(1)).await;
    assert_eq!(String::from_utf8(c.bytes).expect("utf-8").split("\r\n").filter(|l| !l.is_empty()).count(), 6);
    // The third from one address is over its burst; another address is not.
    let over = common::send_from(&st, req("/api/export.csv"), from(1)).await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS, "{over:?}");
    assert!(over.headers.contains_key("retry-after"));
    assert_eq!(common::send_from(&st, req("/api/export.json"), from(2)).await.status, StatusCode::OK);
    // A place among the exports streaming at once is taken for as long as the rows are read:
    // with every place held, the next export is 503.
    let held: Vec<_> = (0..server::export::ExportLimits::default().concurrent)
        .map(|_| st.exports().clone().try_acquire_owned().expect("a place"))
        .collect();
    assert_eq!(common::send_from(&st, req("/api/export.json"), from(3)).await.status, StatusCode::SERVICE_UNAVAILABLE);
    drop(held);
    assert_eq!(common::send_from(&st, req("/api/export.json"), from(3)).await.status, StatusCode::OK);
    db.cleanup().await;
}
