//! The leaderboard at scale (`server/bench/leaderboard.sh` runs it; docs/SERVER.md quotes it):
//! fills a database with synthetic result rows by bulk inserts, builds the leaderboard aggregates
//! from them (`db::leader_cells::rebuild`, what a migrated database gets), then measures
//! uncached `GET /api/leaderboard` answers over loopback HTTP (the cache is invalidated before each
//! request, as a stored submission does) and prints p50 / p95 per query.
//!
//! ```text
//! leaderboard-bench --database-url URL [--rows 1000000] [--devices 200] [--models 12]
//!                   [--iterations 20] [--rows-oracle] [--no-fill]
//! ```
//!
//! The synthetic mix: every submission is one device and one model running the whole suite once
//! (44 tasks, one sample each); devices spread over five backends (60 % browser WebGPU), models
//! uniform; 75 % of rows correct, 95 % of those timed, speedups log-normal around a per-device and
//! per-model factor; 4 % of rows flagged (and every speedup above 10×); 2 % of submissions
//! `received` (all rows flagged) and 1 % `rejected`. Mixed kinds: 10 % of the submissions also
//! ran their tasks in C on the host CPU and 5 % in OpenCL (on a device of their own, backend `cpu`
//! or `opencl`), timed where the task has a reference of that kind and `baseline: none` (untimed)
//! where it has not; 5 % of the submissions are stored under an older suite hash. `--rows-oracle`
//! also times the computation from the rows (`groups_from_rows`, the row path the endpoint took for
//! every read once such rows existed) beside the aggregates, in process, and checks the answers
//! agree. `--no-fill` times a database an earlier run filled (PostgreSQL), without filling or
//! rebuilding it.

#[path = "../tests/common/http.rs"]
mod http;

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use server::db::leader_query::{groups, groups_from_rows, GroupBy};
use server::db::results::RowFilter;
use server::db::{Db, Dialect};

const BACKENDS: [&str; 5] = ["browserwebgpu", "browserwebgpu", "browserwebgpu", "vulkan", "metal"];

/// The suite hash of the 5 % of submissions stored under an older suite.
const OLD_SUITE: &str = "00000000000000000000000000000000000000000000000000000000000000aa";

/// One synthetic result row: (submission, ord, task, level, domain, model, correct, speedup,
/// flagged, kind, backend, baseline, device id).
type Fill = (String, i64, String, i64, String, String, bool, Option<f64>, bool, &'static str, &'static str, &'static str, String);

struct Args {
    url: String,
    rows: usize,
    devices: usize,
    models: usize,
    iterations: usize,
    oracle: bool,
    no_fill: bool,
}

fn args() -> Args {
    let mut a = Args { url: String::new(), rows: 1_000_000, devices: 200, models: 12, iterations: 20, oracle: false, no_fill: false };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--rows-oracle" {
            a.oracle = true;
            continue;
        }
        if flag == "--no-fill" {
            a.no_fill = true;
            continue;
        }
        let v = it.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--database-url" => a.url = v,
            "--rows" => a.rows = v.parse().expect("--rows N"),
            "--devices" => a.devices = v.parse().expect("--devices N"),
            "--models" => a.models = v.parse().expect("--models N"),
            "--iterations" => a.iterations = v.parse().expect("--iterations N"),
            other => panic!("unknown argument {other}"),
        }
    }
    assert!(!a.url.is_empty(), "--database-url is required");
    a
}

/// `head VALUES ($1 …), …` for `rows` rows of `cols` columns.
fn values_sql(head: &str, cols: usize, rows: usize) -> String {
    let tuples: Vec<String> =
        (0..rows).map(|r| format!("({})", (0..cols).map(|c| format!("${}", r * cols + c + 1)).collect::<Vec<_>>().join(", "))).collect();
    format!("{head} VALUES {}", tuples.join(", "))
}

struct Device {
    id: String,
    backend: &'static str,
    factor: f64,
}

/// Bulk-inserts the synthetic submissions and rows; returns (submissions, rows).
async fn fill(db: &Db, a: &Args) -> (usize, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let tasks: Vec<&kernels::Task> = kernels::all().iter().collect();
    let devices: Vec<Device> = (0..a.devices)
        .map(|i| Device { id: format!("dev_{i:016x}"), backend: BACKENDS[i % BACKENDS.len()], factor: rng.random_range(-0.6..0.6) })
        .collect();
    let models: Vec<(String, f64)> =
        (0..a.models).map(|i| (if i == 0 { "reference".to_string() } else { format!("model-{i}") }, rng.random_range(-0.5..0.5))).collect();
    let n_subs = a.rows.div_ceil(tasks.len());
    let (mut stored_rows, per_tx) = (0usize, 200usize);
    for first in (0..n_subs).step_by(per_tx) {
        let mut tx = db.pool().begin().await.expect("begin");
        let mut subs = Vec::new();
        let mut rows: Vec<Fill> = Vec::new();
        for s in first..(first + per_tx).min(n_subs) {
            let d = &devices[rng.random_range(0..devices.len())];
            let (model, m_factor) = &models[rng.random_range(0..models.len())];
            let roll = rng.random_range(0..100);
            let status = if roll == 0 {
                "rejected"
            } else if roll <= 2 {
                "received"
            } else {
                "listed"
            };
            let id = format!("sub_{s:020x}");
            // Mixed kinds: a tenth also ran C on the host CPU, a twentieth OpenCL (each on its own device).
            let native = match rng.random_range(0..20) {
                0 | 1 => Some(("c", "cpu")),
                2 => Some(("opencl", "opencl")),
                _ => None,
            };
            let kinds = std::iter::once(("wgsl", d.backend)).chain(native);
            let mut ord = 0i64;
            for (kind, backend) in kinds {
                let device_id = if kind == "wgsl" { d.id.clone() } else { format!("{}-{kind}", d.id) };
                for t in &tasks {
                    let has_baseline = t.reference(kind.parse().expect("a kind name")).is_some();
                    let correct = rng.random_bool(0.75);
                    let speedup = (has_baseline && correct && rng.random_bool(0.95)).then(|| {
                        let z: f64 = (0..4).map(|_| rng.random_range(-1.0..1.0)).sum::<f64>() * 0.35;
                        (d.factor + m_factor + z).exp()
                    });
                    let flagged = status == "received" || rng.random_bool(0.04) || speedup.is_some_and(|x| x > 10.0);
                    rows.push((
                        id.clone(),
                        ord,
                        t.spec.id.clone(),
                        i64::from(t.spec.level),
                        t.spec.domain.clone(),
                        model.clone(),
                        correct,
                        speedup,
                        flagged,
                        kind,
                        backend,
                        if has_baseline { "reference" } else { "none" },
                        device_id.clone(),
                    ));
                    ord += 1;
                }
            }
            let suite = if rng.random_range(0..20) == 0 { OLD_SUITE.to_string() } else { kernels::suite_hash() };
            subs.push((id, status, d, suite, ord));
        }
        for chunk in subs.chunks(32) {
            let sql = values_sql(
                "INSERT INTO submissions (id, idempotency_key, content_hash, status, reason, flags, created_at_ms, suite_version, suite_hash, \
                 tool_version, app_version, app_commit, generation_set, sampling, browser_engine, profile, device_id, device_key, device_label, \
                 vendor, architecture, device_name, backend, engine, confirmed_model, device, metrics, samples, flagged_samples)",
                29,
                chunk.len(),
            );
            let mut q = sqlx::query(&sql).persistent(false);
            for (id, status, d, suite, n) in chunk {
                q = q
                    .bind(id.as_str())
                    .bind(format!("key-{id}"))
                    .bind(format!("hash-{id}"))
                    .bind(*status)
                    .bind("")
                    .bind("")
                    .bind(1_796_000_000_000i64);
                q = q
                    .bind(if suite == OLD_SUITE { "0.1.0" } else { kernels::SUITE_VERSION })
                    .bind(suite.as_str())
                    .bind("0.1.0")
                    .bind("0.1.0")
                    .bind(None::<&str>)
                    .bind("reference");
                q = q
                    .bind(None::<&str>)
                    .bind("chromium 156")
                    .bind("full")
                    .bind(d.id.as_str())
                    .bind(format!("bench|{}", d.id))
                    .bind(format!("bench {}", d.id));
                q = q
                    .bind("bench")
                    .bind("bench")
                    .bind(d.id.as_str())
                    .bind(d.backend)
                    .bind("chromium")
                    .bind(None::<&str>)
                    .bind("{}")
                    .bind("{}");
                q = q.bind(*n).bind(0i64);
            }
            q.execute(&mut *tx).await.expect("insert submissions");
        }
        for chunk in rows.chunks(64) {
            let sql = values_sql(
                "INSERT INTO results (submission_id, ord, sample_id, task_id, level, domain, model, verdict, correct, candidate_ms, baseline_ms, \
                 speedup, timer_method, source_hash, flags, notes, flagged, kind, backend, baseline, device_id, device_label)",
                22,
                chunk.len(),
            );
            let mut q = sqlx::query(&sql).persistent(false);
            let rows: &[Fill] = chunk;
            for (sub, ord, task, level, domain, model, correct, speedup, flagged, kind, backend, baseline, device) in rows {
                q = q
                    .bind(sub.as_str())
                    .bind(*ord)
                    .bind(task.as_str())
                    .bind(task.as_str())
                    .bind(*level)
                    .bind(domain.as_str())
                    .bind(model.as_str());
                q = q
                    .bind(if *correct { "pass" } else { "mismatch" })
                    .bind(i64::from(*correct))
                    .bind(speedup.map(|s| 1.0 / s))
                    .bind(speedup.map(|_| 1.0));
                q = q.bind(*speedup).bind(speedup.map(|_| "timestamp_query")).bind("0".repeat(64)).bind(if *flagged {
                    "noisy"
                } else {
                    ""
                });
                q = q.bind("[]").bind(i64::from(*flagged));
                q = q.bind(*kind).bind(*backend).bind(*baseline).bind(device.as_str()).bind(format!("bench {device}"));
            }
            q.execute(&mut *tx).await.expect("insert results");
        }
        tx.commit().await.expect("commit");
        stored_rows += rows.len();
    }
    (n_subs, stored_rows)
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// Fills the database, builds the aggregates and (PostgreSQL) vacuums.
async fn fill_and_build(db: &Db, a: &Args) {
    let started = Instant::now();
    let (subs, rows) = fill(db, a).await;
    println!(
        "== filled {rows} result rows in {subs} submissions ({} devices × {} models × {} tasks, mixed kinds) in {:.1} s",
        a.devices,
        a.models,
        kernels::all().len(),
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    server::db::leader_cells::rebuild(db).await.expect("rebuild");
    println!("== aggregates built from the rows in {:.1} s", started.elapsed().as_secs_f64());
    if db.dialect() == Dialect::Postgres {
        // What autovacuum does for a table in steady state (statistics, visibility map).
        sqlx::query("VACUUM ANALYZE").execute(db.pool()).await.expect("vacuum");
    }
}

/// Prints the aggregates' sizes.
async fn report_sizes(db: &Db) {
    let scopes = sqlx::query("SELECT scope, COUNT(*) AS n FROM leader_cells GROUP BY scope ORDER BY scope").fetch_all(db.pool());
    for r in scopes.await.expect("scopes") {
        let (scope, n): (i64, i64) = (sqlx::Row::get(&r, "scope"), sqlx::Row::get(&r, "n"));
        println!("   leader_cells scope {scope}: {n} cells");
    }
    for (table, what) in [
        ("leader_timed", "timed rows"),
        ("leader_buckets", "bucket counts"),
        ("leader_subs", "submission parts"),
        ("leader_overlaps", "overlaps"),
    ] {
        let n: i64 =
            sqlx::Row::get(&sqlx::query(&format!("SELECT COUNT(*) AS n FROM {table}")).fetch_one(db.pool()).await.expect("count"), "n");
        println!("   {table}: {n} {what}");
    }
}

fn main() {
    let a = args();
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    rt.block_on(async move {
        let db = Db::connect(&a.url).await.expect("database");
        if !a.no_fill {
            fill_and_build(&db, &a).await;
        }
        report_sizes(&db).await;
        if a.oracle {
            // The row path against the aggregates, in process, on queries that took the row path
            // before migration 0007 (every one, once a mixed-kind or baseline-none row existed).
            let current = Some(kernels::suite_hash().to_string());
            let cases = [
                ("default", GroupBy::Device, RowFilter { suite: current.clone(), ..RowFilter::default() }),
                ("group_by=kind", GroupBy::Kind, RowFilter { suite: current.clone(), ..RowFilter::default() }),
                ("group_by=backend", GroupBy::Backend, RowFilter { suite: current.clone(), ..RowFilter::default() }),
                (
                    "group_by=model&kind=c",
                    GroupBy::Model,
                    RowFilter { suite: current.clone(), kind: Some("c".into()), ..RowFilter::default() },
                ),
                ("suite=old", GroupBy::Device, RowFilter { suite: Some(OLD_SUITE.into()), ..RowFilter::default() }),
            ];
            println!("| query (in process) | rows | row path s | aggregates ms | same answer |");
            println!("|---|---|---|---|---|");
            for (name, by, f) in cases {
                let started = Instant::now();
                let (n, mut old) = groups_from_rows(&db, by, &f).await.expect("rows");
                let old_s = started.elapsed().as_secs_f64();
                let started = Instant::now();
                let (m, mut new) = groups(&db, by, &f).await.expect("groups");
                let new_ms = started.elapsed().as_secs_f64() * 1e3;
                server::leaderboard::sort(&mut old);
                server::leaderboard::sort(&mut new);
                for g in old.iter_mut().chain(new.iter_mut()) {
                    g.geomean_speedup = g.geomean_speedup.map(|x| (x * 1e9).round() / 1e9);
                }
                println!("| `{name}` | {n} | {old_s:.2} | {new_ms:.1} | {} |", n == m && old == new);
            }
        }
        let state =
            server::AppState::open(&a.url, server::AppConfig { rate_limit: None, ..server::AppConfig::default() }).await.expect("state");
        let dist = std::env::temp_dir().join(format!("ekb-bench-dist-{}", std::process::id()));
        std::fs::create_dir_all(&dist).expect("dist");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let app = server::router(state.clone(), dist);
        tokio::spawn(async move { axum::serve(listener, app.into_make_service_with_connect_info::<std::net::SocketAddr>()).await });
        let mut conn = http::Conn::connect(addr).await.expect("connect");
        let device = "dev_0000000000000007";
        let domain = &kernels::all()[0].spec.domain;
        let queries = [
            "/api/leaderboard".to_string(),
            "/api/leaderboard?group_by=model".into(),
            "/api/leaderboard?group_by=task".into(),
            "/api/leaderboard?group_by=task&level=1".into(),
            "/api/leaderboard?include_flagged=true".into(),
            format!("/api/leaderboard?domain={domain}"),
            "/api/leaderboard?backend=vulkan".into(),
            format!("/api/leaderboard?group_by=task&device={device}"),
            format!("/api/leaderboard?group_by=model&device={device}"),
            "/api/leaderboard?group_by=device&model=model-3".into(),
            "/api/leaderboard?group_by=task&model=model-3".into(),
            "/api/leaderboard?group_by=kind".into(),
            "/api/leaderboard?group_by=backend".into(),
            "/api/leaderboard?kind=c".into(),
            "/api/leaderboard?group_by=task&kind=opencl".into(),
            "/api/leaderboard?suite=0.1.0".into(),
        ];
        println!(
            "== uncached GET over loopback, {} runs each after 2 warm-ups ({} cores)",
            a.iterations,
            std::thread::available_parallelism().map_or(0, |n| n.get())
        );
        println!("| query | p50 ms | p95 ms | rows | groups |");
        println!("|---|---|---|---|---|");
        for q in &queries {
            let mut ms = Vec::new();
            let mut last = serde_json::Value::Null;
            for i in 0..a.iterations + 2 {
                state.reads().invalidate();
                let t = Instant::now();
                let (status, body) = conn.request("GET", q, None).await.expect("request");
                let elapsed = t.elapsed().as_secs_f64() * 1e3;
                assert_eq!(status, 200, "{q}: {}", String::from_utf8_lossy(&body));
                if i >= 2 {
                    ms.push(elapsed);
                }
                last = serde_json::from_slice(&body).expect("json");
            }
            ms.sort_by(f64::total_cmp);
            let groups = last["groups"].as_array().map_or(0, Vec::len);
            println!(
                "| `{}` | {:.1} | {:.1} | {} | {groups} |",
                q.trim_start_matches("/api/leaderboard"),
                percentile(&ms, 0.5),
                percentile(&ms, 0.95),
                last["rows"]
            );
        }
    });
}
