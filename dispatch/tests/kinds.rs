//! Kinds (`wgsl`, `opencl`, `c`) on the server, on SQLite and PostgreSQL: a submission mixing them
//! is stored with each row's kind, backend and baseline; `c` sources are re-checked in the sandbox
//! (a broken one claimed to pass is `inconsistent_report`) and, on a server without one — as every
//! `opencl` source here, where the server has no OpenCL device — stored flagged `unverified_kind`;
//! the leaderboard filters and groups by kind and backend as the rows say, and a row without a
//! baseline counts for Correct@1, never for Fast@1.0.

#[path = "../../server/tests/common/mod.rs"]
mod common;

use axum::http::StatusCode;
use common::fixtures::{cpu, entry, gpu, pocl, report, submission};
use common::{databases, get, post, TestDb};
use ekb_dispatch::FrontEnds;
use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::Kind;
use ekb_wire::report::{Baseline, SampleEntry};
use serde_json::{json, Value};
use server::validator::Validator;

fn kinded(task: &str, id: &str, device: &DeviceInfo, speedup: f64, kind: Kind) -> SampleEntry {
    let mut e = entry(task, id, "m", device, speedup);
    e.report.kind = kind;
    e
}

/// A server with the sandbox this host has (or, with `c_sandbox = false`, none) and no OpenCL
/// device.
async fn state(db: &TestDb, c_sandbox: bool) -> server::AppState {
    let mut native = FrontEnds::without(Kind::Opencl, "no OpenCL device on this test server");
    if !c_sandbox {
        native = native.and_without(Kind::C, "no sandbox on this test server");
    }
    let cfg = server::AppConfig { rate_limit: None, limits: server::Limits::default(), ..Default::default() };
    let db = server::db::Db::connect(&db.url).await.unwrap_or_else(|e| panic!("{}: {e}", db.name));
    server::AppState::with_validator(db, cfg, Validator::with_front_ends(2, server::validator::FrontEnds(std::sync::Arc::new(native))))
}

fn source(task: &str, kind: Kind) -> String {
    kernels::get(task).expect("task").reference(kind).expect("a reference of this kind").to_string()
}

/// A C gelu for `l1_gelu` (which has no C reference).
const GELU_C: &str = "void kernel(const float* x, float* y, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    uint32_t per = N / ntasks + (N % ntasks != 0);\n\
    uint32_t lo = task * per;\n\
    if (lo >= N) return;\n\
    uint32_t hi = N - lo < per ? N : lo + per;\n\
    for (uint32_t i = lo; i < hi; i++) y[i] = 0.5f * x[i] * (1.0f + tanhf(0.7978845608f * (x[i] + 0.044715f * x[i] * x[i] * x[i])));\n\
}\n";

/// wgsl on a GPU, opencl on PoCL, c on the CPU: vector_add timed in each kind; gelu in C with no
/// baseline (the task has no C reference: checked, untimed); row_sum in C that does not compile,
/// claimed to pass.
fn mixed() -> Value {
    let (g, o, c) = (gpu("nvidia", "ampere"), pocl(), cpu());
    // l1_gelu has no reference.c: checked, not timed.
    let mut gelu = kinded("l1_gelu", "c-gelu", &c, 1.0, Kind::C);
    gelu.report.baseline = Baseline::None;
    gelu.report.timing = None;
    let entries = vec![
        kinded("l1_vector_add", "w-add", &g, 2.0, Kind::Wgsl),
        kinded("l1_vector_add", "o-add", &o, 1.5, Kind::Opencl),
        kinded("l1_vector_add", "c-add", &c, 3.0, Kind::C),
        gelu,
        kinded("l1_row_sum", "c-broken", &c, 2.0, Kind::C),
    ];
    let mut body = submission(&report(entries, 1), "kinds-mixed");
    body["generation_set"] = json!("inline");
    body["sources"] = json!({
        "w-add": source("l1_vector_add", Kind::Wgsl),
        "o-add": source("l1_vector_add", Kind::Opencl),
        "c-add": source("l1_vector_add", Kind::C),
        "c-gelu": GELU_C,
        "c-broken": "void kernel(const float* x, float* y, uint32_t N, uint32_t task, uint32_t ntasks) { this is not C }",
    });
    body
}

/// The export's rows (flagged included) by sample id.
async fn exported(st: &server::AppState) -> std::collections::BTreeMap<String, Value> {
    let a = get(st, "/api/export.json?include_flagged=true").await;
    assert_eq!(a.status, StatusCode::OK, "{a:?}");
    a.json["rows"].as_array().expect("rows").iter().map(|r| (r["sample_id"].as_str().expect("id").to_string(), r.clone())).collect()
}

fn flags(row: &Value) -> Vec<&str> {
    row["flags"].as_array().expect("flags").iter().filter_map(Value::as_str).collect()
}

/// `(samples, correct_at_1, fast_at_1_0)` of each group, by key.
async fn board(st: &server::AppState, query: &str) -> std::collections::BTreeMap<String, (u64, f64, f64)> {
    let a = get(st, &format!("/api/leaderboard?{query}")).await;
    assert_eq!(a.status, StatusCode::OK, "{query}: {a:?}");
    a.json["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| {
            let n = |k: &str| g[k].as_f64().unwrap_or_else(|| panic!("{query}: {k} in {g}"));
            (g["key"].as_str().expect("key").to_string(), (n("samples") as u64, n("correct_at_1"), n("fast_at_1_0")))
        })
        .collect()
}

fn groups(pairs: &[(&str, (u64, f64, f64))]) -> std::collections::BTreeMap<String, (u64, f64, f64)> {
    pairs.iter().map(|(k, v)| ((*k).to_string(), *v)).collect()
}

#[tokio::test]
async fn a_mixed_submission_is_stored_checked_and_grouped_by_kind_and_backend() {
    let sandbox = ekb_sandbox::Sandbox::detect().is_ok();
    if !sandbox {
        eprintln!("no sandbox on this host: `c` rows are checked as unverified_kind instead");
    }
    for db in databases().await {
        let st = state(&db, true).await;
        let a = post(&st, "/api/submissions", &mixed()).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        assert_eq!(a.json["status"], "listed", "{}: {a:?}", db.name);
        let rows = exported(&st).await;
        let col = |id: &str, k: &str| rows[id][k].as_str().unwrap_or_else(|| panic!("{}: {id}.{k}", db.name)).to_string();
        for (id, kind, backend, baseline) in [
            ("w-add", "wgsl", "webgpu", "reference"),
            ("o-add", "opencl", "opencl", "reference"),
            ("c-add", "c", "cpu", "reference"),
            ("c-gelu", "c", "cpu", "none"),
            ("c-broken", "c", "cpu", "reference"),
        ] {
            assert_eq!(
                (col(id, "kind"), col(id, "backend"), col(id, "baseline")),
                (kind.into(), backend.into(), baseline.into()),
                "{}",
                db.name
            );
        }
        // No server OpenCL device: the opencl row is the client's word, flagged, still correct.
        assert_eq!(flags(&rows["o-add"]), ["unverified_kind"], "{}", db.name);
        assert!(rows["o-add"]["notes"].to_string().contains("no OpenCL device on this test server"), "{}", db.name);
        // The cpu backend and an OpenCL CPU device are devices, not fallback adapters.
        assert!(rows.values().all(|r| !flags(r).contains(&"fallback_adapter")), "{}: {rows:?}", db.name);
        assert!(flags(&rows["w-add"]).is_empty(), "{}", db.name);
        if sandbox {
            assert!(flags(&rows["c-add"]).is_empty(), "{}: {:?}", db.name, rows["c-add"]);
            assert!(flags(&rows["c-gelu"]).is_empty(), "{}: {:?}", db.name, rows["c-gelu"]);
            assert_eq!(flags(&rows["c-broken"]), ["inconsistent_report"], "{}", db.name);
            assert!(
                rows["c-broken"]["notes"].to_string().contains("claimed pass, but the server finds"),
                "{}: {:?}",
                db.name,
                rows["c-broken"]
            );
            assert_eq!(rows["c-broken"]["correct"], false);
            assert_eq!(rows["c-gelu"]["correct"], true);

            // Every row: c has vector_add (fast), gelu (correct, no baseline: out of Fast@1.0) and
            // row_sum (not correct): Correct@1 2/3, Fast@1.0 1/2.
            let all = board(&st, "group_by=kind&include_flagged=true").await;
            assert_eq!(all, groups(&[("c", (3, 2.0 / 3.0, 0.5)), ("opencl", (1, 1.0, 1.0)), ("wgsl", (1, 1.0, 1.0))]), "{}", db.name);
            // The default board leaves flagged rows out: the opencl row and row_sum.
            let listed = board(&st, "group_by=kind").await;
            assert_eq!(listed, groups(&[("c", (2, 1.0, 1.0)), ("wgsl", (1, 1.0, 1.0))]), "{}", db.name);
            let by_backend = board(&st, "group_by=backend&include_flagged=true").await;
            assert_eq!(
                by_backend,
                groups(&[("cpu", (3, 2.0 / 3.0, 0.5)), ("opencl", (1, 1.0, 1.0)), ("webgpu", (1, 1.0, 1.0))]),
                "{}",
                db.name
            );
            // Filters: one kind, one backend, both; and the model grouping under them.
            assert_eq!(board(&st, "group_by=model&kind=c").await, groups(&[("m", (2, 1.0, 1.0))]), "{}", db.name);
            assert_eq!(
                board(&st, "group_by=model&backend=cpu&include_flagged=true").await,
                groups(&[("m", (3, 2.0 / 3.0, 0.5))]),
                "{}",
                db.name
            );
            assert_eq!(board(&st, "group_by=task&kind=wgsl&backend=cpu").await, groups(&[]), "{}", db.name);
            assert_eq!(board(&st, "group_by=task&kind=wgsl").await, groups(&[("l1_vector_add", (1, 1.0, 1.0))]), "{}", db.name);
            // The whole default board: each row on the device that ran it (the GPU's WGSL row, the
            // CPU's two C rows); Correct@1 over every task, Fast@1.0 over the timed ones.
            let d = board(&st, "").await;
            let mut per_device: Vec<(u64, f64, f64)> = d.values().copied().collect();
            per_device.sort_by_key(|g| g.0);
            assert_eq!(per_device, vec![(1, 1.0, 1.0), (2, 1.0, 1.0)], "{}: {d:?}", db.name);
        } else {
            for id in ["c-add", "c-gelu", "c-broken"] {
                assert_eq!(flags(&rows[id]), ["unverified_kind"], "{}: {id}", db.name);
            }
        }
        let lb = get(&st, "/api/leaderboard?kind=c&group_by=kind").await;
        assert_eq!(lb.json["filters"]["kind"], "c", "{}: {lb:?}", db.name);
        let shown = get(&st, "/api/export.csv?include_flagged=true&kind=opencl").await;
        let text = String::from_utf8_lossy(&shown.bytes).to_string();
        assert_eq!(text.lines().count(), 2, "{}: {text}", db.name);
        assert!(text.lines().next().expect("header").ends_with(",kind,baseline,transport,provenance"), "{}: {text}", db.name);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn without_a_sandbox_c_rows_are_unverified_and_off_the_default_board() {
    for db in databases().await {
        let st = state(&db, false).await;
        let c = cpu();
        let body = {
            let mut b = submission(&report(vec![kinded("l1_vector_add", "c-add", &c, 2.0, Kind::C)], 2), "kinds-nosandbox");
            b["generation_set"] = json!("inline");
            b["sources"] = json!({ "c-add": source("l1_vector_add", Kind::C) });
            b
        };
        let a = post(&st, "/api/submissions", &body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{}: {a:?}", db.name);
        assert_eq!(a.json["status"], "received", "{}: every row flagged: {a:?}", db.name);
        let rows = exported(&st).await;
        assert_eq!(flags(&rows["c-add"]), ["unverified_kind"], "{}", db.name);
        let notes = rows["c-add"]["notes"].to_string();
        assert!(notes.contains("no sandbox on this test server") && notes.contains("cannot re-check"), "{}: {notes}", db.name);
        assert!(board(&st, "group_by=kind").await.is_empty(), "{}", db.name);
        assert_eq!(board(&st, "group_by=kind&include_flagged=true").await, groups(&[("c", (1, 1.0, 1.0))]), "{}", db.name);
        db.cleanup().await;
    }
}

/// The report's measured peak describes the report's device (the first sample's, the GPU here):
/// it bounds that device's samples, not the C rows that ran on the host CPU.
#[tokio::test]
async fn the_peak_bounds_only_the_samples_of_the_reports_device() {
    let db = common::sqlite();
    let st = state(&db, false).await;
    let (g, c) = (gpu("nvidia", "ampere"), cpu());
    let mut r = report(vec![kinded("l1_vector_add", "w-add", &g, 2.0, Kind::Wgsl), kinded("l1_vector_add", "c-add", &c, 2.0, Kind::C)], 3);
    r.peak = Some(ekb_wire::timing::Peak { bytes_per_s: 1e3, flops_per_s: 1e3 });
    let mut body = submission(&r, "kinds-peak");
    body["generation_set"] = json!("inline");
    body["sources"] = json!({ "w-add": source("l1_vector_add", Kind::Wgsl), "c-add": source("l1_vector_add", Kind::C) });
    let a = post(&st, "/api/submissions", &body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
    let rows = exported(&st).await;
    assert_eq!(flags(&rows["w-add"]), ["faster_than_light"]);
    assert_eq!(flags(&rows["c-add"]), ["unverified_kind"], "no sandbox here, and no peak of its device");
    db.cleanup().await;
}

/// A report with a peak per kind (`peaks`): each sample is bounded by its own kind's peak, measured
/// on that kind's device — here a tiny C peak flags the C row and a large WGSL peak leaves the GPU
/// row alone, whatever the report's single `peak` says.
#[tokio::test]
async fn each_kind_is_bounded_by_its_own_peak() {
    let db = common::sqlite();
    let st = state(&db, false).await;
    let (g, c) = (gpu("nvidia", "ampere"), cpu());
    let mut r = report(vec![kinded("l1_vector_add", "w-add", &g, 2.0, Kind::Wgsl), kinded("l1_vector_add", "c-add", &c, 2.0, Kind::C)], 3);
    let (tiny, huge) =
        (ekb_wire::timing::Peak { bytes_per_s: 1e3, flops_per_s: 1e3 }, ekb_wire::timing::Peak { bytes_per_s: 1e15, flops_per_s: 1e18 });
    r.peak = Some(tiny);
    r.peaks = [("wgsl".to_string(), huge), ("c".to_string(), tiny)].into_iter().collect();
    let mut body = submission(&r, "kinds-peaks");
    body["generation_set"] = json!("inline");
    body["sources"] = json!({ "w-add": source("l1_vector_add", Kind::Wgsl), "c-add": source("l1_vector_add", Kind::C) });
    let a = post(&st, "/api/submissions", &body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
    let rows = exported(&st).await;
    assert!(!flags(&rows["w-add"]).contains(&"faster_than_light"), "{:?}", flags(&rows["w-add"]));
    assert!(flags(&rows["c-add"]).contains(&"faster_than_light"), "{:?}", flags(&rows["c-add"]));
    db.cleanup().await;
}

#[tokio::test]
async fn bad_kind_and_group_by_values_are_400_naming_the_parameter() {
    let db = common::sqlite();
    let st = state(&db, false).await;
    for (q, field) in [("kind=cuda", "kind"), ("group_by=engine", "group_by"), ("kind=c&kind=wgsl", "kind")] {
        let a = get(&st, &format!("/api/leaderboard?{q}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{q}: {a:?}");
        assert_eq!(a.json["field"], field, "{q}: {a:?}");
    }
    let a = get(&st, "/api/export.json?kind=metal").await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST, "{a:?}");
    db.cleanup().await;
}
