//! The leaderboard keeps suites apart and credits each row to its own device, on SQLite and
//! PostgreSQL: rows stored under an older suite (moved there by SQL, as rows stored before an
//! upgrade) never join the current suite's board; `suite=` (hash or version) shows them, with the
//! aggregates and the rows agreeing; `GET /api/leaderboard/suites` lists both with their counts;
//! an unknown suite is a 400 naming `suite`; the export is one suite's as well. A submission mixing WGSL on a GPU and C on the host
//! CPU counts each row for the device that ran it, and `GET /api/submissions/{id}` shows each
//! row's kind, backend, baseline and device.

mod common;

use axum::http::StatusCode;
use common::fixtures::{cpu, entry, gpu, kinded, report, submission, tasks};
use common::{databases, get, post};
use ekb_wire::kind::Kind;
use serde_json::{json, Value};
use server::db::leader_query::{groups, groups_from_rows, GroupBy};
use server::db::results::RowFilter;
use server::device_key::DeviceKey;
use server::leaderboard::sort;

const OLD: &str = "11111111111111111111111111111111111111111111111111111111111111ab";

/// `key → samples` of a board answer.
fn samples(a: &common::Answer) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = a.json["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| (g["key"].as_str().expect("key").to_string(), g["samples"].as_u64().expect("samples")))
        .collect();
    v.sort();
    v
}

async fn post_ok(st: &server::AppState, body: &Value) -> String {
    let a = post(st, "/api/submissions", body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
    a.json["id"].as_str().expect("id").to_string()
}

/// The aggregates and the rows answer the same for `f` under every grouping (geometric means
/// left out: their sums are added in another order).
async fn paths_agree(db: &server::db::Db, f: &RowFilter, what: &str) {
    let strip = |mut g: Vec<ekb_wire::api::LeaderGroup>| {
        sort(&mut g);
        g.into_iter().map(|g| ekb_wire::api::LeaderGroup { geomean_speedup: None, ..g }).collect::<Vec<_>>()
    };
    for by in [GroupBy::Device, GroupBy::Model, GroupBy::Task, GroupBy::Backend, GroupBy::Kind] {
        let (n, a) = groups(db, by, f).await.expect("aggregates");
        let (m, b) = groups_from_rows(db, by, f).await.expect("rows");
        assert_eq!((n, strip(a)), (m, strip(b)), "{what}: {by:?} {f:?}");
    }
}

#[tokio::test]
async fn older_suites_are_kept_apart_listed_and_selectable() {
    for db in databases().await {
        let name = db.name;
        let st = common::state_without_native(&db).await;
        let t = tasks(4);
        let (a, b) = (gpu("nvidia", "ampere"), gpu("apple", "m2"));
        // Two submissions that will be the older suite's (3 + 2 rows), then two current ones (4 + 1).
        let old1 =
            post_ok(&st, &submission(&report(t[..3].iter().map(|x| entry(x, x, "reference", &a, 2.0)).collect(), 1), "suites-old-1")).await;
        let old2 =
            post_ok(&st, &submission(&report(t[..2].iter().map(|x| entry(x, x, "reference", &b, 0.5)).collect(), 2), "suites-old-2")).await;
        sqlx::query(&format!("UPDATE submissions SET suite_hash = '{OLD}', suite_version = '0.1.0' WHERE id IN ('{old1}', '{old2}')"))
            .execute(st.db().pool())
            .await
            .expect("age");
        server::db::leader_cells::rebuild(st.db()).await.expect("rebuild");
        // The current suite has no rows yet: an empty default board, naming the suite.
        let empty = get(&st, "/api/leaderboard").await;
        assert_eq!(empty.status, StatusCode::OK, "{name}: {empty:?}");
        assert_eq!((empty.json["rows"].as_u64(), samples(&empty)), (Some(0), vec![]), "{name}: {empty:?}");
        assert_eq!(empty.json["suite"], json!({"version": kernels::SUITE_VERSION, "hash": kernels::suite_hash()}), "{name}");
        post_ok(&st, &submission(&report(t.iter().map(|x| entry(x, x, "reference", &a, 1.5)).collect(), 3), "suites-new-1")).await;
        post_ok(&st, &submission(&report(vec![entry(t[0], t[0], "reference", &b, 3.0)], 4), "suites-new-2")).await;

        let dev = |d| DeviceKey::new(d, "chromium 156").id();
        let current = get(&st, "/api/leaderboard").await;
        assert_eq!(current.json["rows"].as_u64(), Some(5), "{name}: only the current suite's rows: {current:?}");
        let mut want = vec![(dev(&a), 4), (dev(&b), 1)];
        want.sort();
        assert_eq!(samples(&current), want, "{name}");
        for q in [format!("suite={OLD}"), "suite=0.1.0".to_string()] {
            let old = get(&st, &format!("/api/leaderboard?{q}")).await;
            assert_eq!(old.status, StatusCode::OK, "{name}: {q}: {old:?}");
            let mut want = vec![(dev(&a), 3), (dev(&b), 2)];
            want.sort();
            assert_eq!(samples(&old), want, "{name}: {q}");
            assert_eq!(old.json["suite"], json!({"version": "0.1.0", "hash": OLD}), "{name}: {q}");
            let tasks = get(&st, &format!("/api/leaderboard?group_by=task&{q}")).await;
            assert_eq!(tasks.json["rows"].as_u64(), Some(5), "{name}: {q}: {tasks:?}");
        }
        let by_version = get(&st, &format!("/api/leaderboard?suite={}", kernels::SUITE_VERSION)).await;
        assert_eq!(by_version.json["groups"], current.json["groups"], "{name}: the current version is the default");

        // Both paths agree for each suite and across them.
        for suite in [Some(kernels::suite_hash().to_string()), Some(OLD.to_string()), None] {
            for include_flagged in [false, true] {
                paths_agree(st.db(), &RowFilter { suite: suite.clone(), include_flagged, ..RowFilter::default() }, name).await;
            }
        }
        // Built at start (a database migrated to 0007) gives the same boards.
        sqlx::query("UPDATE leader_state SET value = 0 WHERE name = 'built'").execute(st.db().pool()).await.expect("unbuild");
        let reopened = server::db::Db::connect(&db.url).await.expect("reopen");
        paths_agree(&reopened, &RowFilter { suite: Some(OLD.to_string()), ..RowFilter::default() }, name).await;
        drop(reopened);

        let listed = get(&st, "/api/leaderboard/suites").await;
        assert_eq!(listed.status, StatusCode::OK, "{name}: {listed:?}");
        assert_eq!(
            listed.json,
            json!({
                "current": {"version": kernels::SUITE_VERSION, "hash": kernels::suite_hash()},
                "suites": [
                    {"version": kernels::SUITE_VERSION, "hash": kernels::suite_hash(), "current": true, "submissions": 2, "samples": 5},
                    {"version": "0.1.0", "hash": OLD, "current": false, "submissions": 2, "samples": 5},
                ],
            }),
            "{name}"
        );
        for q in ["suite=9.9.9", "suite=2222222222222222222222222222222222222222222222222222222222222222", "suite="] {
            let bad = get(&st, &format!("/api/leaderboard?{q}")).await;
            assert_eq!((bad.status, bad.json["field"].as_str()), (StatusCode::BAD_REQUEST, Some("suite")), "{name}: {q}: {bad:?}");
        }
        assert!(get(&st, "/api/leaderboard?suite=9.9.9").await.json["error"].to_string().contains(OLD), "{name}: lists the stored suites");
        // The export is one suite's too, and says which.
        let current_rows = get(&st, "/api/export.json").await;
        let rows = |a: &common::Answer| a.json["rows"].as_array().map_or(0, Vec::len);
        assert_eq!((rows(&current_rows), &current_rows.json["suite_hash"]), (5, &json!(kernels::suite_hash())), "{name}");
        let old_rows = get(&st, "/api/export.json?suite=0.1.0").await;
        assert_eq!((rows(&old_rows), &old_rows.json["suite_hash"]), (5, &json!(OLD)), "{name}");
        let csv = get(&st, &format!("/api/export.csv?suite={OLD}")).await;
        assert_eq!(String::from_utf8_lossy(&csv.bytes).lines().count(), 6, "{name}: header and five rows");
        assert_eq!(get(&st, "/api/export.csv?suite=9.9.9").await.status, StatusCode::BAD_REQUEST, "{name}");
        drop(st);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn each_row_counts_for_its_own_device_and_the_submission_shows_kind_backend_and_baseline() {
    for db in databases().await {
        let name = db.name;
        let st = common::state_without_native(&db).await;
        let (g, c) = (gpu("nvidia", "ampere"), cpu());
        // WGSL on the GPU (the report's device), C on the host CPU: vector_add timed in C, gelu in
        // C without a C reference (baseline none, untimed).
        let entries = vec![
            entry("l1_vector_add", "w-add", "m", &g, 2.0),
            kinded("l1_vector_add", "c-add", "m", &c, 3.0, Kind::C),
            kinded("l1_gelu", "c-gelu", "m", &c, 1.0, Kind::C),
        ];
        let mut body = submission(&report(entries, 1), "per-device");
        body["generation_set"] = json!("inline");
        let text = |task: &str, kind: Kind| kernels::get(task).expect("task").reference(kind).unwrap_or("void kernel(void) {}").to_string();
        body["sources"] = json!({"w-add": text("l1_vector_add", Kind::Wgsl), "c-add": text("l1_vector_add", Kind::C), "c-gelu": text("l1_gelu", Kind::C)});
        body["confirmed_device_model"] = json!("RTX 3080");
        let id = post_ok(&st, &body).await;
        let (gid, cid) = (DeviceKey::new(&g, "chromium 156").id(), DeviceKey::new(&c, "chromium 156").id());

        let board = get(&st, "/api/leaderboard?include_flagged=true").await;
        let mut want = vec![(gid.clone(), 1), (cid.clone(), 2)];
        want.sort();
        assert_eq!(samples(&board), want, "{name}: each row on its own device: {board:?}");
        let group = |key: &str| board.json["groups"].as_array().expect("groups").iter().find(|x| x["key"] == key).expect("group").clone();
        assert_eq!(group(&cid)["backend"], "cpu", "{name}");
        assert!(group(&cid)["label"].as_str().expect("label").contains("host cpu"), "{name}: {board:?}");
        assert_eq!(group(&gid)["confirmed_models"], json!(["RTX 3080"]), "{name}: the confirmed model is the report device's");
        assert!(group(&cid).get("confirmed_models").is_none(), "{name}: not the CPU's");
        // The CPU: Correct@1 over both tasks, Fast@1.0 over the one with a baseline.
        assert_eq!((group(&cid)["correct_at_1"].as_f64(), group(&cid)["fast_at_1_0"].as_f64()), (Some(1.0), Some(1.0)), "{name}");
        let cpu_tasks = get(&st, &format!("/api/leaderboard?group_by=task&include_flagged=true&device={cid}")).await;
        assert_eq!(samples(&cpu_tasks), vec![("l1_gelu".into(), 1), ("l1_vector_add".into(), 1)], "{name}: {cpu_tasks:?}");
        paths_agree(
            st.db(),
            &RowFilter { include_flagged: true, suite: Some(kernels::suite_hash().to_string()), ..RowFilter::default() },
            name,
        )
        .await;

        let doc = get(&st, &format!("/api/submissions/{id}")).await;
        assert_eq!(doc.status, StatusCode::OK, "{name}: {doc:?}");
        let shown: Vec<(Value, Value, Value, Value)> = doc.json["results"]
            .as_array()
            .expect("results")
            .iter()
            .map(|r| (r["kind"].clone(), r["backend"].clone(), r["baseline"].clone(), r["device_id"].clone()))
            .collect();
        assert_eq!(
            shown,
            vec![
                (json!("wgsl"), json!("webgpu"), json!("reference"), json!(gid)),
                (json!("c"), json!("cpu"), json!("reference"), json!(cid)),
                (json!("c"), json!("cpu"), json!("none"), json!(cid)),
            ],
            "{name}"
        );
        let typed: ekb_wire::api::SubmissionDoc = serde_json::from_value(doc.json.clone()).expect("the wire type reads it");
        assert_eq!(typed.results[2].baseline, ekb_wire::report::Baseline::None, "{name}");
        // The export names each row's own device, without a second `device_id` key.
        let export = get(&st, "/api/export.json?include_flagged=true").await;
        let devices: Vec<&str> =
            export.json["rows"].as_array().expect("rows").iter().map(|r| r["device_id"].as_str().expect("id")).collect();
        assert_eq!(devices, vec![gid.as_str(), cid.as_str(), cid.as_str()], "{name}");
        drop(st);
        db.cleanup().await;
    }
}

/// `baseline=tvm` takes Fast@p and the speedups against TVM's kernels (rows timed with
/// `--baseline tvm`), Correct@k over every row; the default board never counts those rows in
/// Fast@p; another value is a 400 naming `baseline`. `GET /api/submissions/{id}` gives each row
/// the baseline it was stored with (it read every `tvm` row back as `reference`).
#[tokio::test]
async fn fast_at_p_against_tvm_is_its_own_view() {
    for db in databases().await {
        let name = db.name;
        let st = common::state_without_native(&db).await;
        let g = gpu("nvidia", "ampere");
        let mut on_tvm = entry("l1_silu", "silu", "m", &g, 0.5);
        on_tvm.report.baseline = ekb_wire::report::Baseline::Tvm;
        let entries = vec![entry("l1_vector_add", "add", "m", &g, 2.0), on_tvm];
        let mut body = submission(&report(entries, 1), "against-tvm");
        body["generation_set"] = json!("inline");
        let text = |task: &str| kernels::get(task).expect("task").reference_wgsl.to_string();
        body["sources"] = json!({"add": text("l1_vector_add"), "silu": text("l1_silu")});
        let id = post_ok(&st, &body).await;
        let stored = get(&st, &format!("/api/submissions/{id}")).await;
        let baselines: Vec<_> = stored.json["results"].as_array().expect("results").iter().map(|r| r["baseline"].clone()).collect();
        assert_eq!(baselines, [json!("reference"), json!("tvm")], "{name}: {stored:?}");

        let one = |a: &common::Answer| a.json["groups"].as_array().expect("groups")[0].clone();
        let reference = get(&st, "/api/leaderboard?include_flagged=true").await;
        let r = one(&reference);
        assert_eq!((r["correct_at_1"].as_f64(), r["fast_at_1_0"].as_f64()), (Some(1.0), Some(1.0)), "{name}: {reference:?}");
        assert_eq!(r["geomean_speedup"].as_f64(), Some(2.0), "{name}: the reference row only: {r}");
        assert!(reference.json["filters"].get("baseline").is_none(), "{name}");

        let tvm = get(&st, "/api/leaderboard?include_flagged=true&baseline=tvm").await;
        assert_eq!(tvm.status, StatusCode::OK, "{name}: {tvm:?}");
        let t = one(&tvm);
        assert_eq!((t["correct_at_1"].as_f64(), t["fast_at_1_0"].as_f64()), (Some(1.0), Some(0.0)), "{name}: {tvm:?}");
        assert_eq!(t["geomean_speedup"].as_f64(), Some(0.5), "{name}: the TVM row only");
        assert_eq!(tvm.json["filters"]["baseline"], "tvm", "{name}");

        let bad = get(&st, "/api/leaderboard?baseline=none").await;
        assert_eq!((bad.status, bad.json["field"].as_str()), (StatusCode::BAD_REQUEST, Some("baseline")), "{name}: {bad:?}");
        drop(st);
        db.cleanup().await;
    }
}
