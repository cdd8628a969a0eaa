//! One naming scheme on the server (docs/SCHEMA.md, "Naming"), on SQLite and PostgreSQL: a row's
//! `backend` is the device API in one spelling (`webgpu`, never wgpu's `browserwebgpu`), its
//! `transport` how the device was reached (`local`, `relay` — the latter only for a relay job's
//! report, vouched for by reference: `provenance.rs`), its `kind` the candidate language; each is
//! stored per row, filtered and grouped on the leaderboard and written in the export, and rows
//! stored before migration 0009 read back renamed, under their old device ids.

mod common;

use axum::http::StatusCode;
use common::fixtures::{entry, gpu, report, submission};
use common::{databases, get, post, TestDb};
use ekb_wire::api::LeaderGroup;
use ekb_wire::report::Transport;
use serde_json::Value;
use server::db::leader_query::{groups, groups_from_rows, GroupBy};
use server::db::results::RowFilter;
use server::leaderboard::sort;
use sqlx::Row;

/// `(samples, submissions)` of each group, by key.
async fn board(st: &server::AppState, query: &str) -> std::collections::BTreeMap<String, (u64, u64)> {
    let a = get(st, &format!("/api/leaderboard?{query}")).await;
    assert_eq!(a.status, StatusCode::OK, "{query}: {a:?}");
    a.json["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| {
            let n = |k: &str| g[k].as_u64().unwrap_or_else(|| panic!("{query}: {k} in {g}"));
            (g["key"].as_str().expect("key").to_string(), (n("samples"), n("submissions")))
        })
        .collect()
}

async fn post_ok(st: &server::AppState, body: &Value) -> String {
    let a = post(st, "/api/submissions", body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
    assert_eq!(a.json["status"], "listed", "{a:?}");
    a.json["id"].as_str().expect("id").to_string()
}

/// The aggregates answer what the rows answer, grouped by transport and under a transport filter.
async fn paths_agree(db: &server::db::Db, what: &str) {
    let strip = |mut g: Vec<LeaderGroup>| {
        sort(&mut g);
        g.into_iter().map(|g| LeaderGroup { geomean_speedup: None, ..g }).collect::<Vec<_>>()
    };
    let suite = Some(kernels::suite_hash().to_string());
    for transport in [None, Some("local"), Some("relay"), Some("paired")] {
        let f = RowFilter { suite: suite.clone(), transport: transport.map(str::to_string), ..RowFilter::default() };
        for by in [GroupBy::Device, GroupBy::Model, GroupBy::Task, GroupBy::Backend, GroupBy::Kind, GroupBy::Transport] {
            let (n, a) = groups(db, by, &f).await.expect("aggregates");
            let (m, b) = groups_from_rows(db, by, &f).await.expect("rows");
            assert_eq!((n, strip(a)), (m, strip(b)), "{what}: {by:?} {f:?}");
        }
    }
}

/// Two browser GPUs, one reached locally and one through the relay.
fn local_and_relayed() -> (Value, Value) {
    let (a, b) = (gpu("nvidia", "ampere"), gpu("apple", "m2"));
    let local = report(vec![entry("l1_vector_add", "s1", "m", &a, 2.0), entry("l1_row_sum", "s2", "m", &a, 1.5)], 1);
    let relayed = report(vec![entry("l1_vector_add", "s1", "m", &b, 3.0)], 2).with_transport(Transport::Relay);
    (submission(&local, "naming-local-0001"), submission(&relayed, "naming-relay-0001"))
}

#[tokio::test]
async fn transport_is_stored_per_row_filtered_grouped_and_exported() {
    for db in databases().await {
        let name = db.name;
        let st = common::state_without_native(&db).await;
        let (local, relayed) = local_and_relayed();
        assert!(local["report"].get("transport").is_none(), "local is never written");
        assert_eq!(relayed["report"]["transport"], "relay");
        // The relayed sample is a relay job of this server: its report is referenced, so vouched.
        let sample: ekb_wire::report::SampleReport =
            serde_json::from_value(relayed["report"]["samples"][0]["report"].clone()).expect("report");
        let src = kernels::get("l1_vector_add").expect("task").reference_wgsl;
        common::relay_job_done(&st, src, &sample).await;
        let (l, r) = (post_ok(&st, &local).await, post_ok(&st, &relayed).await);

        // The stored document: every row says how its device was reached, beside backend and kind.
        for (id, want) in [(&l, "local"), (&r, "relay")] {
            let doc = get(&st, &format!("/api/submissions/{id}")).await;
            for row in doc.json["results"].as_array().expect("results") {
                assert_eq!(
                    (row["transport"].as_str(), row["backend"].as_str(), row["kind"].as_str()),
                    (Some(want), Some("webgpu"), Some("wgsl")),
                    "{name}: {row}"
                );
            }
            assert!(doc.json["device"]["key"].as_str().expect("key").contains("|webgpu|"), "{name}: {:?}", doc.json["device"]);
        }

        // The leaderboard: grouped, filtered, the filter echoed; the device grouping under a filter.
        assert_eq!(board(&st, "group_by=transport").await, [("local".to_string(), (2, 1)), ("relay".to_string(), (1, 1))].into(), "{name}");
        let relay_devices = board(&st, "group_by=device&transport=relay").await;
        assert_eq!(relay_devices.len(), 1, "{name}: {relay_devices:?}");
        let lb = get(&st, "/api/leaderboard?group_by=device&transport=Relay").await;
        assert_eq!(lb.json["filters"]["transport"], "relay", "{name}: {lb:?}");
        assert_eq!(lb.json["groups"][0]["label"], "apple m2 (webgpu, chromium)", "{name}: {lb:?}");
        assert_eq!(board(&st, "group_by=task&transport=local").await.len(), 2, "{name}");
        assert!(board(&st, "transport=paired").await.is_empty(), "{name}");
        assert!(get(&st, "/api/leaderboard").await.json["filters"]["transport"].is_null(), "{name}");
        for bad in ["transport=tcp", "transport=", "group_by=relay"] {
            let a = get(&st, &format!("/api/leaderboard?{bad}")).await;
            assert_eq!(a.status, StatusCode::BAD_REQUEST, "{name}: {bad}: {a:?}");
        }
        let a = get(&st, "/api/leaderboard?transport=tcp").await;
        assert_eq!(a.json["field"], "transport", "{name}: {a:?}");
        // Both spellings of WebGPU filter the same rows.
        assert_eq!(board(&st, "group_by=backend&backend=browserwebgpu").await, board(&st, "group_by=backend&backend=webgpu").await);
        assert_eq!(board(&st, "group_by=backend").await, [("webgpu".to_string(), (3, 2))].into(), "{name}");

        // The export: a transport column, and the filter.
        let csv = get(&st, "/api/export.csv?transport=relay").await;
        let mut reader = csv::Reader::from_reader(csv.bytes.as_slice());
        let header = reader.headers().expect("header").clone();
        let col = |c: &str| header.iter().position(|h| h == c).unwrap_or_else(|| panic!("{name}: no {c} in {header:?}"));
        let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("records");
        assert_eq!(rows.len(), 1, "{name}: {rows:?}");
        assert_eq!((&rows[0][col("backend")], &rows[0][col("transport")]), ("webgpu", "relay"), "{name}: {rows:?}");
        let json = get(&st, "/api/export.json").await;
        let mut ts: Vec<&str> =
            json.json["rows"].as_array().expect("rows").iter().map(|r| r["transport"].as_str().expect("transport")).collect();
        ts.sort_unstable();
        assert_eq!(ts, ["local", "local", "relay"], "{name}");

        paths_agree(st.db(), name).await;
        db.cleanup().await;
    }
}

/// Puts the stored rows back as a server before migration 0009 wrote them (wgpu's
/// `browserwebgpu`, no transport columns, 0009 not recorded).
async fn as_before_0009(db: &TestDb) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.expect("pool");
    for sql in [
        "UPDATE submissions SET backend = 'browserwebgpu', device_key = REPLACE(device_key, '|webgpu|', '|browserwebgpu|'), \
         device_label = REPLACE(device_label, '(webgpu, ', '(browserwebgpu, ')",
        "UPDATE results SET backend = 'browserwebgpu', device_label = REPLACE(device_label, '(webgpu, ', '(browserwebgpu, ')",
        "ALTER TABLE submissions DROP COLUMN transport",
        "ALTER TABLE results DROP COLUMN transport",
        "DELETE FROM ekb_migrations WHERE version = 9",
    ] {
        sqlx::query(sql).execute(&pool).await.unwrap_or_else(|e| panic!("{}: {sql}: {e}", db.name));
    }
    pool.close().await;
}

#[tokio::test]
async fn rows_stored_before_0009_read_as_webgpu_and_local_under_their_old_ids() {
    for db in databases().await {
        let name = db.name;
        let st = common::state_without_native(&db).await;
        let (local, _) = local_and_relayed();
        let id = post_ok(&st, &local).await;
        let before = get(&st, "/api/leaderboard").await;
        let device = before.json["groups"][0]["key"].as_str().expect("device").to_string();
        drop(st);
        as_before_0009(&db).await;

        // Reopened: 0009 renames the rows and rebuilds the aggregates from them.
        let st = common::state_without_native(&db).await;
        let count: i64 = sqlx::query("SELECT COUNT(*) AS n FROM results WHERE backend = 'browserwebgpu'")
            .fetch_one(st.db().pool())
            .await
            .expect("count")
            .try_get("n")
            .expect("n");
        assert_eq!(count, 0, "{name}");
        let doc = get(&st, &format!("/api/submissions/{id}")).await;
        assert_eq!(doc.json["device"]["id"], device.as_str(), "{name}: the device keeps its id");
        assert_eq!(doc.json["device"]["key"], "nvidia|ampere||webgpu|chromium", "{name}");
        assert_eq!(doc.json["device"]["label"], "nvidia ampere (webgpu, chromium)", "{name}");
        assert!(
            doc.json["results"].as_array().expect("rows").iter().all(|r| r["transport"] == "local" && r["backend"] == "webgpu"),
            "{name}: {doc:?}"
        );
        let after = get(&st, "/api/leaderboard").await;
        assert_eq!(after.json["groups"][0]["key"], device.as_str(), "{name}");
        assert_eq!(after.json["groups"][0]["label"], "nvidia ampere (webgpu, chromium)", "{name}");
        assert_eq!(after.json["groups"][0]["samples"], before.json["groups"][0]["samples"], "{name}");
        assert_eq!(board(&st, "group_by=transport").await, [("local".to_string(), (2, 1))].into(), "{name}");

        // A new submission from the same browser device is the same device.
        let again = report(vec![entry("l1_vector_add", "s9", "m2", &gpu("nvidia", "ampere"), 1.2)], 9);
        post_ok(&st, &submission(&again, "naming-again-0001")).await;
        let d = board(&st, "").await;
        assert_eq!(d.keys().collect::<Vec<_>>(), [&device], "{name}: {d:?}");
        assert_eq!(d[&device].1, 2, "{name}");
        paths_agree(st.db(), name).await;
        db.cleanup().await;
    }
}
