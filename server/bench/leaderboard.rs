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
//! `received` (all rows flagged) and 1 % `rejected`. `--rows-oracle` also times the computation
//! from the rows the endpoint used before (and checks the answers agree). `--no-fill` times a
//! database an earlier run filled (PostgreSQL), without filling or rebuilding it.

#[path = "../tests/common/http.rs"]
mod http;

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use server::db::leader_query::{groups, GroupBy};
use server::db::results::{device_labels, leader_rows, RowFilter};
use server::db::{Backend, Db};

const BACKENDS: [&str; 5] = ["browserwebgpu", "browserwebgpu", "browserwebgpu", "vulkan", "metal"];

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
        let mut rows = Vec::new();
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
            for (ord, t) in tasks.iter().enumerate() {
                let correct = rng.random_bool(0.75);
                let speedup = (correct && rng.random_bool(0.95)).then(|| {
                    let z: f64 = (0..4).map(|_| rng.random_range(-1.0..1.0)).sum::<f64>() * 0.35;
                    (d.factor + m_factor + z).exp()
                });
                let flagged = status == "received" || rng.random_bool(0.04) || speedup.is_some_and(|x| x > 10.0);
                rows.push((
                    id.clone(),
                    ord as i64,
                    t.spec.id.clone(),
                    i64::from(t.spec.level),
                    t.spec.domain.clone(),
                    model.clone(),
                    correct,
                    speedup,
                    flagged,
                ));
            }
            subs.push((id, status, d));
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
            for (id, status, d) in chunk {
                q = q
                    .bind(id.as_str())
                    .bind(format!("key-{id}"))
                    .bind(format!("hash-{id}"))
                    .bind(*status)
                    .bind("")
                    .bind("")
                    .bind(1_796_000_000_000i64);
                q = q
                    .bind(kernels::SUITE_VERSION)
                    .bind(kernels::suite_hash())
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
                q = q.bind(44i64).bind(0i64);
            }
            q.execute(&mut *tx).await.expect("insert submissions");
        }
        for chunk in rows.chunks(64) {
            let sql = values_sql(
                "INSERT INTO results (submission_id, ord, sample_id, task_id, level, domain, model, verdict, correct, candidate_ms, baseline_ms, \
                 speedup, timer_method, source_hash, flags, notes, flagged)",
                17,
                chunk.len(),
            );
            let mut q = sqlx::query(&sql).persistent(false);
            for (sub, ord, task, level, domain, model, correct, speedup, flagged) in chunk {
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
        "== filled {rows} result rows in {subs} submissions ({} devices × {} models × 44 tasks) in {:.1} s",
        a.devices,
        a.models,
        started.elapsed().as_secs_f64()
    );
    let started = Instant::now();
    server::db::leader_cells::rebuild(db).await.expect("rebuild");
    println!("== aggregates built from the rows in {:.1} s", started.elapsed().as_secs_f64());
    if db.backend() == Backend::Postgres {
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
            let started = Instant::now();
            let f = RowFilter::default();
            let rows = leader_rows(db.pool(), &f).await.expect("rows");
            let mut old = server::leaderboard::aggregate(&rows, GroupBy::Device, &device_labels(db.pool()).await.expect("labels"));
            let old_s = started.elapsed().as_secs_f64();
            let (_, mut new) = groups(&db, GroupBy::Device, &f).await.expect("groups");
            server::leaderboard::sort(&mut new);
            for g in old.iter_mut().chain(new.iter_mut()) {
                g.geomean_speedup = g.geomean_speedup.map(|x| (x * 1e9).round() / 1e9);
            }
            println!(
                "== the computation from the rows (before): default leaderboard over {} rows in {old_s:.2} s; same answer: {}",
                rows.len(),
                old == new
            );
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
