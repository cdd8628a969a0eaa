//! Test harness: real databases (a fresh SQLite file always; a fresh PostgreSQL database when
//! `EKB_TEST_POSTGRES_URL` is set — unreachable is a failure, not a skip) and requests through
//! the router with `tower::ServiceExt::oneshot`.

#![allow(dead_code, unreachable_pub)]

pub mod fixtures;
pub mod http;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU32, Ordering};

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use sqlx::Connection;
use tower::ServiceExt;

/// The variable naming the PostgreSQL server for tests (`scripts/start-postgres.sh` prints it).
pub const PG_ENV: &str = "EKB_TEST_POSTGRES_URL";

/// A database created for one test.
pub struct TestDb {
    /// `sqlite` or `postgres`.
    pub name: &'static str,
    /// Its URL.
    pub url: String,
    /// PostgreSQL: (server URL, database name) to drop afterwards.
    drop: Option<(String, String)>,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

fn unique(prefix: &str) -> String {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    format!("{prefix}_{}_{}_{nanos}", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed))
}

/// A fresh SQLite file.
pub fn sqlite() -> TestDb {
    let dir = std::env::temp_dir().join("ekb-server-tests");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{}.db", unique("t")));
    TestDb { name: "sqlite", url: format!("sqlite://{}", path.display()), drop: None }
}

/// A fresh PostgreSQL database, when the variable is set. Panics (fails the test) when the
/// server is unreachable.
pub async fn postgres() -> Option<TestDb> {
    let base = std::env::var(PG_ENV).ok().filter(|u| !u.is_empty())?;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&base)
        .await
        .unwrap_or_else(|e| panic!("{PG_ENV} is set but PostgreSQL is unreachable ({e}); run scripts/start-postgres.sh"));
    let db = unique("ekb_t");
    sqlx::query(&format!("CREATE DATABASE {db}")).execute(&mut conn).await.expect("CREATE DATABASE (the role needs CREATEDB)");
    conn.close().await.ok();
    let (prefix, _) = base.rsplit_once('/').expect("postgres URL with a database");
    Some(TestDb { name: "postgres", url: format!("{prefix}/{db}"), drop: Some((base, db)) })
}

/// SQLite, then PostgreSQL when configured.
pub async fn databases() -> Vec<TestDb> {
    let mut v = vec![sqlite()];
    v.extend(postgres().await);
    v
}

impl TestDb {
    /// Drops a PostgreSQL test database or deletes an SQLite file (best effort).
    pub async fn cleanup(self) {
        if let Some(path) = self.url.strip_prefix("sqlite://") {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{path}{suffix}"));
            }
        }
        if let Some((base, db)) = self.drop {
            if let Ok(mut conn) = sqlx::AnyConnection::connect(&base).await {
                let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)")).execute(&mut conn).await;
            }
        }
    }
}

/// The admin token the tests configure.
pub const ADMIN: &str = "test-admin-token-0123456789";

/// State with the admin token, no rate limit, default limits.
pub async fn state(db: &TestDb) -> server::AppState {
    let cfg = server::AppConfig {
        admin_token: Some(server::AdminToken::new(ADMIN).expect("token")),
        rate_limit: None,
        limits: server::Limits::default(),
        ..Default::default()
    };
    server::AppState::open(&db.url, cfg).await.unwrap_or_else(|e| panic!("{}: {e}", db.name))
}

/// The `app.js` of [`dist`]: large enough (≈ 4 KB) to be compressed on the way out.
pub static APP_JS: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| (0..200).map(|i| format!("export const k{i} = {i};\n")).collect());

/// A directory with a minimal built app, one per content under the target's temporary directory
/// (`CARGO_TARGET_TMPDIR`): made once, by the first test process that needs it (written aside and
/// renamed into place, so a concurrent process never reads half a file), and reused by the rest —
/// not a new directory in the system's temp dir per process.
pub fn dist() -> std::path::PathBuf {
    use std::hash::{Hash, Hasher};
    const INDEX: &str = "<!doctype html><title>app</title>";
    const BOOT: &str = "console.log(1)";
    static DIST: std::sync::LazyLock<std::path::PathBuf> = std::sync::LazyLock::new(|| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (INDEX, BOOT, APP_JS.as_str()).hash(&mut h);
        let root = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
        let d = root.join(format!("ekb-dist-{:016x}", h.finish()));
        if !d.join("app.js").is_file() {
            let staging = root.join(format!("ekb-dist-{:016x}.{}", h.finish(), std::process::id()));
            std::fs::create_dir_all(&staging).expect("temp dir");
            std::fs::write(staging.join("index.html"), INDEX).expect("index");
            std::fs::write(staging.join("boot.js"), BOOT).expect("boot");
            std::fs::write(staging.join("app.js"), APP_JS.as_bytes()).expect("app.js");
            // Another process may have renamed its copy into place first: then this one goes.
            if std::fs::rename(&staging, &d).is_err() {
                let _ = std::fs::remove_dir_all(&staging);
            }
        }
        d
    });
    DIST.clone()
}

/// An answer: status, headers, body bytes, and the body as JSON (Null when not JSON).
pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub bytes: Vec<u8>,
    pub json: Value,
}

impl std::fmt::Debug for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, String::from_utf8_lossy(&self.bytes).chars().take(600).collect::<String>())
    }
}

/// Sends one request through a fresh router over `state`, from `peer`.
pub async fn send_from(state: &server::AppState, req: Request<Body>, peer: Option<SocketAddr>) -> Answer {
    let mut req = req;
    if let Some(p) = peer {
        req.extensions_mut().insert(ConnectInfo(p));
    }
    let res = server::router(state.clone(), dist()).oneshot(req).await.expect("infallible");
    let (parts, body) = res.into_parts();
    let bytes = body.collect().await.expect("body").to_bytes().to_vec();
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Answer { status: parts.status, headers: parts.headers, bytes, json }
}

/// GET `uri`.
pub async fn get(state: &server::AppState, uri: &str) -> Answer {
    send_from(state, Request::get(uri).body(Body::empty()).expect("request"), None).await
}

/// POST raw bytes as JSON.
pub async fn post_raw(state: &server::AppState, uri: &str, body: Vec<u8>) -> Answer {
    let req = Request::post(uri).header("content-type", "application/json").body(Body::from(body)).expect("request");
    send_from(state, req, None).await
}

/// POST a JSON value.
pub async fn post(state: &server::AppState, uri: &str, body: &Value) -> Answer {
    post_raw(state, uri, serde_json::to_vec(body).expect("json")).await
}

/// POST a JSON value with the admin token.
pub async fn post_admin(state: &server::AppState, uri: &str, body: &Value, token: &str) -> Answer {
    let req = Request::post(uri)
        .header("content-type", "application/json")
        .header("authorization", format!("Bearer {token}"))
        .body(Body::from(serde_json::to_vec(body).expect("json")))
        .expect("request");
    send_from(state, req, None).await
}

/// State without a C sandbox or an OpenCL device (no rate limit, default limits): every `c` and
/// `opencl` row is stored flagged `unverified_kind`, without compiling anything.
pub async fn state_without_native(db: &TestDb) -> server::AppState {
    use server::validator::{FrontEnds, Validator};
    let native = FrontEnds(std::sync::Arc::new(wgsl_lib::WgslOnly::new("no sandbox or OpenCL device on this test server")));
    let cfg = server::AppConfig { rate_limit: None, limits: server::Limits::default(), ..Default::default() };
    let db = server::db::Db::connect(&db.url).await.unwrap_or_else(|e| panic!("{}: {e}", db.name));
    server::AppState::with_validator(db, cfg, Validator::with_front_ends(2, native))
}

/// A done relay job of this server whose stored report is `report` (task, kind and `source` its
/// own), as a relay run leaves it: what a submission references to be vouched for. Returns its id.
pub async fn relay_job_done(state: &server::AppState, source: &str, report: &ekb_wire::report::SampleReport) -> String {
    relay_job_done_on(state, "dev", source, report).await
}

/// As [`relay_job_done`], for the device `device` (a tracker key, or a paired tab's code).
pub async fn relay_job_done_on(state: &server::AppState, device: &str, source: &str, report: &ekb_wire::report::SampleReport) -> String {
    use server::relay::store::{self, End, InsertBounds, NewRow};
    static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let id = format!("{:016x}{:016x}", std::process::id(), n);
    let now = server::db::now_ms();
    let row = NewRow { id: &id, client: "10.9.9.9", task: &report.task, kind: report.kind, backend: "cpu", device, source };
    store::insert(state.db(), &row, InsertBounds { per_client: 1 << 20, total: 1 << 20, per_device: None }, now).await.expect("job stored");
    let job = store::claim_where(state.db(), "test-runner", now, 60_000, |_| true).await.expect("claim").expect("a queued job");
    assert_eq!(job.id, id, "the oldest queued job is this one");
    let json = serde_json::to_string(report).expect("report json");
    assert!(store::finish(state.db(), &job, "test-runner", End::Done(&json), now).await.expect("finish"));
    id
}
