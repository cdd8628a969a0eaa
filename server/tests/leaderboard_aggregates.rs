//! The leaderboard read from its aggregates (`db::leader_query`) equals the reference computation
//! over the rows (`leaderboard::aggregate` of `db::results::leader_rows`, what the endpoint computed
//! before) on randomized submissions, on SQLite and PostgreSQL: every grouping (device, model,
//! task, backend, kind) under every combination of the filters (kind and suite among them), after
//! incremental writes, after a rebuild, and for a database whose aggregates are built at start
//! (one migrated from 0001 with rows). The submissions mix kinds: C and OpenCL samples on their
//! own devices (the host CPU, PoCL) beside WGSL ones, some without a baseline (checked, untimed),
//! and some rows are moved to an older suite.

mod common;

use axum::http::StatusCode;
use common::fixtures::{cpu, entry, gpu, kinded, pocl, report, submission, tasks};
use common::{databases, post};
use ekb_wire::api::LeaderGroup;
use ekb_wire::kind::Kind;
use ekb_wire::report::Verdict;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use server::db::leader_query::{groups, GroupBy};
use server::db::results::{device_labels, leader_rows, RowFilter};
use server::leaderboard::{aggregate, sort};

const MODELS: [&str; 3] = ["gpt-x", "claude y", "m:z|w"];

/// `count` random submissions: four devices (one a fallback adapter, whose rows are all flagged,
/// one on Vulkan), reference runs and inline runs crediting up to three models per submission,
/// one to three samples per task, some failing, some sources that do not validate (flagged),
/// speedups from 0.2× to 14× (above 10× flagged), and one report of another suite (rejected).
/// A third of the inline ones add C samples on the host CPU and OpenCL ones on PoCL (stored
/// `unverified_kind`, flagged: the test server has neither; [`unflag_and_age`] unflags them),
/// `baseline: none` where the task has no reference of that kind.
async fn seed(st: &server::AppState, seed: u64, count: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = tasks(8);
    let mut vulkan = gpu("amd", "rdna3");
    vulkan.backend = "vulkan".into();
    let mut fallback = gpu("google", "swiftshader");
    fallback.is_fallback = true;
    let devices = [gpu("nvidia", "ampere"), gpu("apple", "m2"), vulkan, fallback];
    for i in 0..count {
        let dev = &devices[rng.random_range(0..devices.len())];
        let inline = rng.random_bool(0.6);
        let mut entries = Vec::new();
        let mut sources = serde_json::Map::new();
        let chosen: Vec<&str> = t.iter().copied().filter(|_| rng.random_bool(0.7)).collect();
        for task in &chosen {
            for k in 0..rng.random_range(1..=3) {
                let model = if inline { MODELS[rng.random_range(0..MODELS.len())] } else { "reference" };
                let sample_id = if inline { format!("{task}-s{k}") } else { (*task).to_string() };
                if !inline && k > 0 {
                    break;
                }
                let speedup = (rng.random_range(-1.6f64..2.65)).exp();
                let mut e = entry(task, &sample_id, model, dev, speedup);
                // Every second inline sample of a task with TVM's WGSL kernel is timed against it
                // (`--baseline tvm`): counted for Correct@k, never in Fast@p or the speedup means.
                let tvm = kernels::get(task).is_some_and(|t| matches!(t.tvm_baseline(Kind::Wgsl), Ok(Some(_))));
                if inline && k == 1 && tvm {
                    e.report.baseline = ekb_wire::report::Baseline::Tvm;
                }
                if rng.random_bool(0.15) {
                    e.report.verdict = Verdict::RuntimeError { message: "device lost".into() };
                    e.report.timing = None;
                }
                let source = if inline && rng.random_bool(0.15) {
                    "not wgsl".to_string()
                } else {
                    kernels::get(task).expect("task").reference_wgsl.to_string()
                };
                sources.insert(sample_id, json!(source));
                entries.push(e);
            }
        }
        if inline && rng.random_bool(0.35) {
            let (c, o) = (cpu(), pocl());
            for task in chosen.iter().take(3) {
                for (kind, device) in [(Kind::C, &c), (Kind::Opencl, &o)] {
                    if rng.random_bool(0.3) {
                        continue;
                    }
                    let sample_id = format!("{task}-{}", kind.name());
                    let model = MODELS[rng.random_range(0..MODELS.len())];
                    let mut e = kinded(task, &sample_id, model, device, (rng.random_range(-1.0f64..1.5)).exp(), kind);
                    if rng.random_bool(0.15) {
                        e.report.verdict = Verdict::RuntimeError { message: "fault".into() };
                        e.report.timing = None;
                    }
                    // Never compiled here: the server has no sandbox and no OpenCL device.
                    let text = kernels::get(task).expect("task").reference(kind).unwrap_or("void kernel(void) {}");
                    sources.insert(sample_id, json!(text));
                    entries.push(e);
                }
            }
        }
        if entries.is_empty() {
            continue;
        }
        let mut r = report(entries, i as u64);
        if i == 3 {
            r.suite_hash = "0".repeat(64);
        }
        let mut body = submission(&r, &format!("aggregates-{seed}-{i}"));
        if inline {
            body["generation_set"] = json!("inline");
            body["sources"] = json!(sources);
        }
        body["confirmed_device_model"] = json!(["", "Pixel 8", "RTX 3080"][rng.random_range(0..3)]);
        let a = post(st, "/api/submissions", &body).await;
        assert!(a.status == StatusCode::CREATED, "{a:?}");
    }
}

/// Every combination of the filters the endpoint takes, with values that match and that do not;
/// the kind and the suite (`suites`, hashes; `None` is every suite) turn through their values
/// across the combinations.
fn filters(device: &str, domain: &str, suites: &[Option<String>]) -> Vec<RowFilter> {
    let kinds = [None, Some("wgsl"), Some("c"), Some("opencl")];
    let mut out = Vec::new();
    for include_flagged in [false, true] {
        for level in [None, Some(1)] {
            for domain in [None, Some(domain.to_string())] {
                for backend in [None, Some("webgpu".to_string()), Some("cpu".to_string())] {
                    for device in [None, Some(device.to_string())] {
                        for model in [None, Some(MODELS[2].to_string()), Some("reference".to_string())] {
                            let i = out.len();
                            out.push(RowFilter {
                                level,
                                domain: domain.clone(),
                                backend: backend.clone(),
                                include_flagged,
                                listed_only: false,
                                device: device.clone(),
                                model,
                                kind: kinds[i % kinds.len()].map(str::to_string),
                                transport: [None, Some("local")][(i / 2) % 2].map(str::to_string),
                                // Every seeded row is `local`: `provenance=claimed` is tested with
                                // relay and paired rows in provenance.rs (the aggregates and the export).
                                claimed: false,
                                suite: suites[(i / kinds.len()) % suites.len()].clone(),
                                against: ekb_wire::report::Baseline::Reference,
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

/// The groups without their geometric means, and those means: the rows' sum of logarithms is
/// added in another order than the cells' (floating-point), everything else is equal bit for bit.
fn split(g: &[LeaderGroup]) -> (Vec<LeaderGroup>, Vec<Option<f64>>) {
    (g.iter().map(|g| LeaderGroup { geomean_speedup: None, ..g.clone() }).collect(), g.iter().map(|g| g.geomean_speedup).collect())
}

/// The current suite's hash, and the older one [`unflag_and_age`] moves rows to.
fn current() -> Option<String> {
    Some(kernels::suite_hash().to_string())
}
const OLD_SUITE: &str = "00000000000000000000000000000000000000000000000000000000000000aa";

/// Asserts the aggregates answer what the rows answer, for every grouping and filter.
async fn same_as_rows(db: &server::db::Db, what: &str) -> usize {
    let pool = db.pool();
    let labels = device_labels(pool).await.expect("labels");
    let all = leader_rows(pool, &RowFilter { include_flagged: true, ..RowFilter::default() }).await.expect("rows");
    let device = all.iter().map(|r| r.device_id.clone()).max().expect("a device");
    let domain = kernels::get(&all[0].task_id).expect("task").spec.domain.clone();
    let mut compared = 0;
    let suites = [current(), None, Some(OLD_SUITE.to_string())];
    for by in [GroupBy::Device, GroupBy::Model, GroupBy::Task, GroupBy::Backend, GroupBy::Kind] {
        for f in filters(&device, &domain, &suites) {
            let rows = leader_rows(pool, &f).await.expect("rows");
            let want = aggregate(&rows, by, &labels);
            let (n, mut got) = groups(db, by, &f).await.expect("aggregates");
            sort(&mut got);
            assert_eq!(n, rows.len() as u64, "{what}: rows of {by:?} {f:?}");
            let ((want, want_geo), (got, got_geo)) = (split(&want), split(&got));
            assert_eq!(got, want, "{what}: {by:?} {f:?}");
            for (a, b) in want_geo.iter().zip(&got_geo) {
                match (a, b) {
                    (Some(a), Some(b)) => assert!((a - b).abs() <= 1e-12 * a.abs(), "{what}: geomean {a} vs {b}, {by:?} {f:?}"),
                    _ => assert_eq!(a, b, "{what}: geomean presence, {by:?} {f:?}"),
                }
            }
            compared += usize::from(!want.is_empty());
        }
    }
    compared
}

/// Unflags every `c` and `opencl` row (as a server with the sandbox and an OpenCL device would
/// have stored them) and moves the first third of the submissions to an older suite, as rows
/// stored before an upgrade; then rebuilds the aggregates from the rows.
async fn unflag_and_age(db: &server::db::Db) {
    for sql in [
        "UPDATE results SET flags = '', flagged = 0 WHERE kind <> 'wgsl' AND flags = 'unverified_kind'".to_string(),
        "UPDATE submissions SET status = 'listed' WHERE status = 'received' AND id IN \
         (SELECT submission_id FROM results GROUP BY submission_id HAVING MAX(flagged) = 0)"
            .to_string(),
        format!(
            "UPDATE submissions SET suite_hash = '{OLD_SUITE}', suite_version = '0.1.0' WHERE id IN \
             (SELECT id FROM submissions ORDER BY id LIMIT (SELECT COUNT(*) / 3 FROM submissions))"
        ),
    ] {
        sqlx::query(&sql).execute(db.pool()).await.expect(&sql);
    }
    server::db::leader_cells::rebuild(db).await.expect("rebuild");
}

/// Reference submissions whose speedups sit where the medians' buckets (four per factor of two,
/// `leader_cells::bucket`) are easy to get wrong: a device with one timed row, with two in one
/// bucket, with two in neighbouring buckets, with the two middle ranks on either side of a bucket
/// boundary, runs of equal speedups on a boundary, speedups spanning many buckets (the ones
/// above 10× flagged), and failing rows between them.
async fn seed_bucket_edges(st: &server::AppState) {
    let t = tasks(8);
    let devices: [(&str, &[&[f64]]); 7] = [
        ("one", &[&[1.25]]),
        ("two-apart", &[&[1.0, 2.0]]),
        ("two-together", &[&[1.0, 1.1]]),
        ("straddle", &[&[1.0, 1.0, 1.25, 1.25], &[1.0, 1.25]]),
        ("equal", &[&[1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5], &[1.5, 1.5, 2.0, 0.5, 1.5], &[1.5, 1.5]]),
        ("boundaries", &[&[0.5, 1.0, 2.0, 4.0, 0.25, 1.75, 1.5, 1.25], &[2.0, 2.0, 1.0, 0.5]]),
        ("spread", &[&[0.1, 0.3, 0.9, 2.7, 8.1, 12.0, 24.3, 0.03], &[1.0 / 3.0, 3.0, 9.0, 27.0, 0.7, 1.3], &[5.0]]),
    ];
    for (d, (arch, subs)) in devices.iter().enumerate() {
        let dev = gpu("edge", arch);
        for (k, speedups) in subs.iter().enumerate() {
            let mut entries: Vec<_> = speedups.iter().zip(&t).map(|(&x, task)| entry(task, task, "reference", &dev, x)).collect();
            // A failing row on an unused task: counted in samples, never timed.
            if let Some(task) = t.get(speedups.len()) {
                let mut e = entry(task, task, "reference", &dev, 1.0);
                e.report.verdict = Verdict::RuntimeError { message: "device lost".into() };
                e.report.timing = None;
                entries.push(e);
            }
            let body = submission(&report(entries, (d * 10 + k) as u64), &format!("bucket-edges-{d}-{k}"));
            let a = post(st, "/api/submissions", &body).await;
            assert!(a.status == StatusCode::CREATED, "{a:?}");
        }
    }
}

#[tokio::test]
async fn medians_on_bucket_boundaries_equal_speedups_and_tiny_groups_equal_the_rows() {
    for db in databases().await {
        let st = common::state(&db).await;
        seed_bucket_edges(&st).await;
        same_as_rows(st.db(), &format!("{} bucket edges", db.name)).await;
        server::db::leader_cells::rebuild(st.db()).await.expect("rebuild");
        same_as_rows(st.db(), &format!("{} bucket edges after rebuild", db.name)).await;
        // The medians themselves, as `ekb_eval::timing::quantile` gives them.
        let (_, got) = groups(st.db(), GroupBy::Device, &RowFilter::default()).await.expect("groups");
        let mut medians: Vec<(u64, Option<f64>)> = got.iter().map(|g| (g.timed_samples, g.median_speedup)).collect();
        medians.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.partial_cmp(&b.1).expect("no NaN")));
        let near = |m: Option<f64>, want: f64| m.is_some_and(|m| (m - want).abs() < 1e-9);
        assert!(medians[0].0 == 1 && near(medians[0].1, 1.25), "{}: one timed row: {medians:?}", db.name);
        assert!(medians[1].0 == 2 && near(medians[1].1, 1.05), "{}: two in one bucket: {medians:?}", db.name);
        assert!(medians[2].0 == 2 && near(medians[2].1, 1.5), "{}: two in two buckets: {medians:?}", db.name);
        drop(st);
        db.cleanup().await;
    }
}

#[tokio::test]
async fn aggregates_equal_the_rows_computation_on_random_submissions() {
    for db in databases().await {
        let st = common::state_without_native(&db).await;
        seed(&st, 7, 28).await;
        let compared = same_as_rows(st.db(), db.name).await;
        assert!(compared > 150, "{}: only {compared} non-empty answers compared", db.name);
        let kinds: Vec<String> = leader_rows(st.db().pool(), &RowFilter { include_flagged: true, ..RowFilter::default() })
            .await
            .expect("rows")
            .iter()
            .filter(|r| !r.has_baseline)
            .map(|r| r.kind.clone())
            .collect();
        // Native rows of tasks without a reference of their kind, and WGSL rows timed against
        // TVM's kernel (l1_embedding_gather has one): neither counts as timed against the reference.
        let native = kinds.iter().filter(|k| *k != "wgsl").count();
        assert!(native > 3 && kinds.iter().any(|k| k == "wgsl"), "{}: rows without a reference baseline: {kinds:?}", db.name);
        // A rebuild from the rows gives the same answers.
        server::db::leader_cells::rebuild(st.db()).await.expect("rebuild");
        same_as_rows(st.db(), &format!("{} after rebuild", db.name)).await;
        // Unflagged rows of every kind, some without a baseline, and an older suite's rows.
        unflag_and_age(st.db()).await;
        let unflagged = leader_rows(st.db().pool(), &RowFilter::default()).await.expect("rows");
        let (native, none) = (unflagged.iter().filter(|r| r.kind != "wgsl").count(), unflagged.iter().filter(|r| !r.has_baseline).count());
        assert!(native > 10 && none > 3, "{}: unflagged: {native} c/opencl rows, {none} without a baseline", db.name);
        let compared = same_as_rows(st.db(), &format!("{} unflagged kinds and two suites", db.name)).await;
        assert!(compared > 220, "{}: only {compared} non-empty answers compared", db.name);

        // A database whose aggregates are missing (as after migrating a 0001 database with rows)
        // gets them built when it is opened.
        for sql in ["DELETE FROM leader_cells", "DELETE FROM leader_timed", "UPDATE leader_state SET value = 0 WHERE name = 'built'"] {
            sqlx::query(sql).execute(st.db().pool()).await.expect(sql);
        }
        let reopened = server::db::Db::connect(&db.url).await.expect("reopen");
        same_as_rows(&reopened, &format!("{} reopened", db.name)).await;
        drop(reopened);
        drop(st);
        db.cleanup().await;
    }
}

/// Posts one reference submission of `dev` with `speedups` on the first tasks (a failing row
/// after them), rejected (another suite's report) when asked.
async fn post_device(st: &server::AppState, dev: &ekb_wire::device::DeviceInfo, speedups: &[f64], key: &str, rejected: bool) {
    let t = tasks(8);
    let mut entries: Vec<_> = speedups.iter().zip(&t).map(|(&x, task)| entry(task, task, "reference", dev, x)).collect();
    if let Some(task) = t.get(speedups.len()) {
        let mut e = entry(task, task, "reference", dev, 1.0);
        e.report.verdict = Verdict::RuntimeError { message: "device lost".into() };
        e.report.timing = None;
        entries.push(e);
    }
    let mut r = report(entries, key.len() as u64);
    if rejected {
        r.suite_hash = "0".repeat(64);
    }
    let a = post(st, "/api/submissions", &submission(&r, key)).await;
    assert!(a.status == StatusCode::CREATED, "{a:?}");
}

/// The device groups of the default leaderboard and of its flagged variant, sorted by key.
async fn device_rows(db: &server::db::Db, include_flagged: bool) -> Vec<LeaderGroup> {
    let (_, mut got) = groups(db, GroupBy::Device, &RowFilter { include_flagged, ..RowFilter::default() }).await.expect("groups");
    got.sort_by(|a, b| a.key.cmp(&b.key));
    got
}

/// `a` and `b` are the same groups; geometric means may differ in the last bits (their log sums
/// are added in another order by a rebuild than by concurrent writers), up to 1e-12 relative.
fn assert_same_groups(a: &[LeaderGroup], b: &[LeaderGroup], what: &str) {
    let strip = |g: &[LeaderGroup]| g.iter().map(|g| LeaderGroup { geomean_speedup: None, ..g.clone() }).collect::<Vec<_>>();
    assert_eq!(strip(a), strip(b), "{what}");
    for (x, y) in a.iter().zip(b) {
        match (x.geomean_speedup, y.geomean_speedup) {
            (Some(p), Some(q)) => assert!((p - q).abs() <= 1e-12 * p.abs(), "{what}: geomean of {} {p} vs {q}", x.key),
            (p, q) => assert_eq!(p, q, "{what}: geomean of {}", x.key),
        }
    }
}

/// The stored per-device totals (migration 0004) the default leaderboard reads: a device whose
/// only submission is rejected is no group, a device with flagged rows only is one with
/// `include_flagged` alone, a device's second submission (and a rejected third) updates its row,
/// concurrent writers of one device each count, and the rebuild and a start that builds the
/// aggregates give the same rows; every step compared with the rows' answer.
#[tokio::test]
async fn device_totals_equal_the_rows_after_rejections_flags_second_submissions_and_rebuilds() {
    for db in databases().await {
        let st = common::state(&db).await;
        let name = db.name;
        post_device(&st, &gpu("lonely", "rejected"), &[1.5, 2.0], "totals-rejected", true).await;
        for include_flagged in [false, true] {
            assert!(device_rows(st.db(), include_flagged).await.is_empty(), "{name}: a rejected submission is no group");
        }
        let mut fallback = gpu("google", "swiftshader");
        fallback.is_fallback = true;
        post_device(&st, &fallback, &[0.5, 3.0, 1.25], "totals-flagged", false).await;
        assert!(device_rows(st.db(), false).await.is_empty(), "{name}: a flagged-only device is no unflagged group");
        assert_eq!(device_rows(st.db(), true).await.len(), 1, "{name}: the flagged-only device with include_flagged");
        same_as_rows(st.db(), &format!("{name} totals: flagged only")).await;

        let ampere = gpu("nvidia", "ampere");
        post_device(&st, &ampere, &[1.1, 0.9, 12.0], "totals-first", false).await;
        same_as_rows(st.db(), &format!("{name} totals: first submission")).await;
        let before = device_rows(st.db(), false).await;
        post_device(&st, &ampere, &[2.0, 1.0, 1.0, 0.25, 4.0], "totals-second", false).await;
        same_as_rows(st.db(), &format!("{name} totals: second submission")).await;
        let after = device_rows(st.db(), false).await;
        assert_eq!((before.len(), after.len()), (1, 1), "{name}: one unflagged device");
        assert_eq!((before[0].submissions, after[0].submissions), (1, 2), "{name}: the second submission counts");
        assert_ne!(before[0].correct_at_1, after[0].correct_at_1, "{name}: the rates are recomputed");
        post_device(&st, &ampere, &[8.0, 8.0], "totals-rejected-again", true).await;
        assert_eq!(device_rows(st.db(), false).await, after, "{name}: a rejected submission changes nothing");

        // Writers of one device at once (concurrent transactions on PostgreSQL).
        let apple = gpu("apple", "m2");
        tokio::join!(
            post_device(&st, &apple, &[1.5], "totals-concurrent-0", false),
            post_device(&st, &apple, &[0.75, 1.75], "totals-concurrent-1", false),
            post_device(&st, &apple, &[3.0, 1.0, 2.5], "totals-concurrent-2", false),
            post_device(&st, &apple, &[1.2, 1.3, 1.4, 1.5], "totals-concurrent-3", false),
            post_device(&st, &ampere, &[0.8], "totals-concurrent-4", false),
        );
        same_as_rows(st.db(), &format!("{name} totals: concurrent writers")).await;
        let (flagged, unflagged) = (device_rows(st.db(), true).await, device_rows(st.db(), false).await);

        server::db::leader_cells::rebuild(st.db()).await.expect("rebuild");
        same_as_rows(st.db(), &format!("{name} totals: after rebuild")).await;
        assert_same_groups(&device_rows(st.db(), true).await, &flagged, &format!("{name}: flagged rows after the rebuild"));
        assert_same_groups(&device_rows(st.db(), false).await, &unflagged, &format!("{name}: rows after the rebuild"));

        // Missing totals (a database migrated to 0004) are built at start.
        for sql in ["DELETE FROM leader_device_totals", "UPDATE leader_state SET value = 0 WHERE name = 'built'"] {
            sqlx::query(sql).execute(st.db().pool()).await.expect(sql);
        }
        let reopened = server::db::Db::connect(&db.url).await.expect("reopen");
        same_as_rows(&reopened, &format!("{name} totals: reopened")).await;
        assert_same_groups(&device_rows(&reopened, true).await, &flagged, &format!("{name}: flagged rows built at start"));
        assert_same_groups(&device_rows(&reopened, false).await, &unflagged, &format!("{name}: rows built at start"));
        drop(reopened);
        drop(st);
        db.cleanup().await;
    }
}
