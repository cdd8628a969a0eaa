//! The relay's job queue on real databases (SQLite always, PostgreSQL when
//! `EKB_TEST_POSTGRES_URL` is set): the HTTP answers of `POST /api/relay/jobs` (bounds, token,
//! rate limit, malformed bodies), claims, leases that run out (requeued, then failed with a
//! reason), late answers of a lost claim, and two servers claiming from one PostgreSQL at once.

mod common;

use std::collections::HashSet;
use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{json, Value};
use server::relay::store::{self, End};
use server::relay::RelayConfig;

const TOKEN: &str = "relay-token-0123456789abcdef";

fn relay(max_source_bytes: usize) -> RelayConfig {
    RelayConfig {
        enabled: true,
        tracker: None,
        tracker_label: "none".into(),
        token: Some(server::AdminToken::new(TOKEN).unwrap()),
        max_source_bytes,
        max_jobs_per_client: 3,
        max_queued: 5,
        ..RelayConfig::default()
    }
}

async fn state_with(db: &common::TestDb, relay: RelayConfig, rate: Option<server::RateLimit>) -> server::AppState {
    let cfg = server::AppConfig { rate_limit: rate, relay, ..Default::default() };
    server::AppState::open(&db.url, cfg).await.unwrap_or_else(|e| panic!("{}: {e}", db.name))
}

fn job(task: &str, kind: &str, source: &str) -> Value {
    json!({"backend": "cpu", "device": "rasp4", "task": task, "candidate": {"kind": kind, "source": source}})
}

const SOURCE: &str = "void k(const float* a, const float* b, float* c, int n) { for (int i = 0; i < n; i++) c[i] = a[i] + b[i]; }";

async fn submit(state: &server::AppState, body: &Value, token: Option<&str>, peer: u8) -> common::Answer {
    let mut req = Request::post("/api/relay/jobs").header("content-type", "application/json");
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    let req = req.body(Body::from(serde_json::to_vec(body).unwrap())).unwrap();
    common::send_from(state, req, Some(SocketAddr::from(([10, 0, 0, peer], 4000)))).await
}

fn assert_error(a: &common::Answer, status: StatusCode, field: Option<&str>) {
    assert_eq!(a.status, status, "{a:?}");
    assert!(a.json["error"].is_string(), "{a:?}");
    if let Some(f) = field {
        assert_eq!(a.json["field"], f, "{a:?}");
    }
}

#[tokio::test]
async fn submissions_are_checked_bounded_and_answered_in_json() {
    for db in common::databases().await {
        let s = state_with(&db, relay(1024), None).await;
        let ok = job("l1_vector_add", "c", SOURCE);

        // Malformed bodies: never a panic, always our JSON error.
        let raw = |body: &'static [u8], ct: &'static str| {
            Request::post("/api/relay/jobs").header("content-type", ct).body(Body::from(body)).unwrap()
        };
        assert_error(&common::send_from(&s, raw(b"{not json", "application/json"), None).await, StatusCode::BAD_REQUEST, None);
        assert_error(&common::send_from(&s, raw(b"{}", "text/plain"), None).await, StatusCode::UNSUPPORTED_MEDIA_TYPE, None);
        assert_error(&common::send_from(&s, raw(b"[1,2]", "application/json"), None).await, StatusCode::UNPROCESSABLE_ENTITY, None);
        assert_error(
            &common::send_from(&s, raw(b"{\"backend\":\"cpu\"}", "application/json"), None).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("device"),
        );
        let cases = [
            (json!({"backend": 7, "device": "d", "task": "l1_vector_add", "candidate": {"source": "x"}}), "backend"),
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["backend"] = json!("cuda")), "backend"),
            // `vulkan` names the device API of `wgsl` jobs (an ekb device's), not of `c` ones.
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["backend"] = json!("vulkan")), "candidate.kind"),
            // `opencl` names the device API of `opencl` jobs, not of `c` ones.
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["backend"] = json!("opencl")), "candidate.kind"),
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["device"] = json!("rasp 4")), "device"),
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["device"] = json!("")), "device"),
            (job("l1_vector_add", "c", SOURCE).tap(|v| v["device"] = json!("k".repeat(129))), "device"),
            (job("l1_nope", "c", SOURCE), "task"),
            (job("l1_vector_add", "wgsl", SOURCE), "candidate.kind"),
            (job("l1_vector_add", "fortran", SOURCE), "candidate.kind"),
            (job("l1_vector_add", "c", "  \n"), "candidate.source"),
            (job("l1_vector_add", "c", "a\u{0}b"), "candidate.source"),
        ];
        for (body, field) in cases {
            assert_error(&submit(&s, &body, Some(TOKEN), 1).await, StatusCode::UNPROCESSABLE_ENTITY, Some(field));
        }
        // An `opencl` job needs a listed device that announces `opencl` (an `ekb device`): this relay
        // lists none.
        let cl = job("l1_vector_add", "opencl", SOURCE).tap(|v| v["backend"] = json!("opencl"));
        let refused = submit(&s, &cl, Some(TOKEN), 1).await;
        assert_error(&refused, StatusCode::BAD_REQUEST, Some("device"));
        assert!(refused.json["error"].as_str().unwrap().contains("that announces `opencl`"), "{:?}", refused.json);
        // Unknown fields are refused, at the top and in the candidate (a misspelt field is not ignored).
        let mut top = job("l1_vector_add", "c", SOURCE);
        top["priority"] = json!(9);
        let mut inner = job("l1_vector_add", "c", SOURCE);
        inner["candidate"]["language"] = json!("c");
        for body in [top, inner] {
            let a = submit(&s, &body, Some(TOKEN), 1).await;
            assert!(a.status.is_client_error(), "{body}: {} {}", a.status, a.json);
            assert!(a.json.to_string().contains("unknown field"), "{}", a.json);
        }
        let big = submit(&s, &job("l1_vector_add", "c", &"x".repeat(1025)), Some(TOKEN), 1).await;
        assert_error(&big, StatusCode::UNPROCESSABLE_ENTITY, Some("candidate.source"));
        assert_eq!(big.json["limit"], "max_source_bytes");
        assert_error(&submit(&s, &job("l1_vector_add", "c", &"x".repeat(8000)), Some(TOKEN), 1).await, StatusCode::PAYLOAD_TOO_LARGE, None);

        // `c` needs the token.
        assert_error(&submit(&s, &ok, None, 1).await, StatusCode::UNAUTHORIZED, Some("authorization"));
        assert_error(&submit(&s, &ok, Some("relay-token-0123456789abcdeX"), 1).await, StatusCode::UNAUTHORIZED, None);
        let no_token = state_with(&db, RelayConfig { token: None, ..relay(1024) }, None).await;
        assert_error(&submit(&no_token, &ok, Some(TOKEN), 1).await, StatusCode::FORBIDDEN, None);
        let off = state_with(&db, RelayConfig::default(), None).await;
        assert_error(&submit(&off, &ok, Some(TOKEN), 1).await, StatusCode::FORBIDDEN, None);
        assert_error(&common::get(&off, "/api/relay/devices").await, StatusCode::FORBIDDEN, None);

        // Accepted: 202, Location, then queued with its position.
        let a = submit(&s, &ok, Some(TOKEN), 1).await;
        assert_eq!(a.status, StatusCode::ACCEPTED, "{a:?}");
        let id = a.json["id"].as_str().unwrap().to_string();
        assert_eq!(a.headers["location"], format!("/api/relay/jobs/{id}"));
        let b = submit(&s, &ok, Some(TOKEN), 1).await.json["id"].as_str().unwrap().to_string();
        let st = common::get(&s, &format!("/api/relay/jobs/{b}")).await;
        assert_eq!(st.status, StatusCode::OK, "{st:?}");
        assert_eq!((st.json["state"].as_str(), st.json["position"].as_u64()), (Some("queued"), Some(1)), "{st:?}");
        assert_eq!(
            (st.json["transport"].as_str(), st.json["kind"].as_str(), st.json["device"].as_str()),
            (Some("relay"), Some("c"), Some("rasp4"))
        );
        let first = common::get(&s, &format!("/api/relay/jobs/{id}")).await;
        assert_eq!(first.json["position"], 0, "{first:?}");
        assert_error(&common::get(&s, "/api/relay/jobs/0123456789abcdef0123456789abcdef").await, StatusCode::NOT_FOUND, Some("id"));
        assert_error(&common::get(&s, "/api/relay/jobs/..%2F..%2Fetc").await, StatusCode::NOT_FOUND, Some("id"));
        assert_error(&common::get(&s, "/api/relay/jobs/%FF").await, StatusCode::BAD_REQUEST, Some("id"));
        assert_error(&common::get(&s, "/api/relay/devices").await, StatusCode::SERVICE_UNAVAILABLE, None);
        assert_error(
            &common::send_from(&s, Request::delete(format!("/api/relay/jobs/{id}")).body(Body::empty()).unwrap(), None).await,
            StatusCode::METHOD_NOT_ALLOWED,
            None,
        );

        // Bounds: 3 per client (429 with Retry-After), 5 queued in all (503).
        assert_eq!(submit(&s, &ok, Some(TOKEN), 1).await.status, StatusCode::ACCEPTED);
        let full = submit(&s, &ok, Some(TOKEN), 1).await;
        assert_error(&full, StatusCode::TOO_MANY_REQUESTS, None);
        assert!(full.headers.contains_key("retry-after"), "{full:?}");
        // The answer names the bound met, not the write rate's generic "too many requests".
        assert!(full.json["error"].as_str().unwrap().contains("3 relay jobs queued or running"), "{full:?}");
        assert_eq!(full.json["retry_after_s"], 10, "{full:?}");
        assert_eq!(submit(&s, &ok, Some(TOKEN), 2).await.status, StatusCode::ACCEPTED);
        assert_eq!(submit(&s, &ok, Some(TOKEN), 2).await.status, StatusCode::ACCEPTED);
        let queue_full = submit(&s, &ok, Some(TOKEN), 3).await;
        assert_error(&queue_full, StatusCode::SERVICE_UNAVAILABLE, None);
        assert!(queue_full.json["error"].as_str().unwrap().contains("queue of tracker devices' jobs is full (5 jobs"), "{queue_full:?}");
        assert!(queue_full.headers.contains_key("retry-after"), "{queue_full:?}");

        // The write rate: the server's limiter applies to relay submissions too.
        let limited = state_with(&db, relay(1024), Some(server::RateLimit { per_second: 0.01, burst: 1 })).await;
        let _ = submit(&limited, &json!({}), Some(TOKEN), 9).await;
        let refused = submit(&limited, &ok, Some(TOKEN), 9).await;
        assert_error(&refused, StatusCode::TOO_MANY_REQUESTS, None);
        assert!(refused.json["retry_after_s"].as_u64().unwrap() >= 1, "{refused:?}");
        db.cleanup().await;
    }
}

trait Tap: Sized {
    fn tap(self, f: impl FnOnce(&mut Self)) -> Self;
}

impl Tap for Value {
    fn tap(mut self, f: impl FnOnce(&mut Self)) -> Self {
        f(&mut self);
        self
    }
}

fn report_json(task: &str) -> String {
    let r = ekb_wire::SampleReport::without_run(task, ekb_wire::Verdict::Pass, "ok".into(), Vec::new(), ekb_wire::timing::Profile::Ci);
    serde_json::to_string(&r).unwrap()
}

#[tokio::test]
async fn claims_leases_and_restarts() {
    for db in common::databases().await {
        let s = state_with(&db, relay(4096), None).await;
        let mut ids = Vec::new();
        for peer in 1..=3 {
            ids.push(submit(&s, &job("l1_vector_add", "c", SOURCE), Some(TOKEN), peer).await.json["id"].as_str().unwrap().to_string());
        }
        let now = server::db::now_ms();
        let dbh = s.db();

        // Claims come in submission order, each once.
        let a = store::claim(dbh, "owner-a", now, 1000).await.unwrap().unwrap();
        assert_eq!((a.id.as_str(), a.attempt, a.source.as_str()), (ids[0].as_str(), 1, SOURCE));
        let b = store::claim(dbh, "owner-b", now, 1000).await.unwrap().unwrap();
        assert_eq!(b.id, ids[1]);
        let st = common::get(&s, &format!("/api/relay/jobs/{}", ids[2])).await;
        assert_eq!(st.json["position"], 0, "the two ahead are running: {st:?}");

        // Progress and the end, through the status.
        assert!(store::heartbeat(dbh, &a, "owner-a", now, 1000, "timing", Some(0.5)).await.unwrap());
        let st = common::get(&s, &format!("/api/relay/jobs/{}", a.id)).await;
        assert_eq!(
            (st.json["state"].as_str(), st.json["step"].as_str(), st.json["fraction"].as_f64()),
            (Some("running"), Some("timing"), Some(0.5))
        );
        assert!(!store::heartbeat(dbh, &a, "owner-b", now, 1000, "x", None).await.unwrap(), "only the owner extends a lease");
        assert!(store::finish(dbh, &a, "owner-a", End::Done(&report_json("l1_vector_add")), now).await.unwrap());
        let st = common::get(&s, &format!("/api/relay/jobs/{}", a.id)).await;
        assert_eq!((st.json["state"].as_str(), st.json["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{st:?}");
        assert!(!store::finish(dbh, &a, "owner-a", End::Failed("again"), now).await.unwrap(), "an ended job stays ended");

        // B's owner stops: its lease runs out, the job is queued again (attempt 1 of 2) and
        // claimed again; the old owner's late answer is dropped.
        assert_eq!(store::reap(dbh, now + 500, 2).await.unwrap(), store::Reaped::default(), "a live lease stays");
        assert_eq!(store::reap(dbh, now + 1001, 2).await.unwrap(), store::Reaped { requeued: 1, failed: 0 });
        let st = common::get(&s, &format!("/api/relay/jobs/{}", b.id)).await;
        assert_eq!(
            (st.json["state"].as_str(), st.json["position"].as_u64()),
            (Some("queued"), Some(0)),
            "requeued ahead of the later job: {st:?}"
        );
        let b2 = store::claim(dbh, "owner-c", now + 1002, 1000).await.unwrap().unwrap();
        assert_eq!((b2.id.as_str(), b2.attempt), (b.id.as_str(), 2));
        assert!(!store::finish(dbh, &b, "owner-b", End::Failed("late"), now).await.unwrap(), "the lost claim writes nothing");
        assert!(!store::heartbeat(dbh, &b, "owner-b", now, 1000, "x", None).await.unwrap());

        // Its second owner stops too: attempts used, failed with the reason.
        assert_eq!(store::reap(dbh, now + 2003, 2).await.unwrap(), store::Reaped { requeued: 0, failed: 1 });
        let st = common::get(&s, &format!("/api/relay/jobs/{}", b.id)).await;
        assert_eq!(st.json["state"], "failed", "{st:?}");
        assert!(st.json["reason"].as_str().unwrap().contains("stopped"), "{st:?}");

        // A graceful stop gives running jobs back without spending an attempt.
        let c = store::claim(dbh, "owner-d", now, 60_000).await.unwrap().unwrap();
        assert_eq!(c.id, ids[2]);
        assert!(store::claim(dbh, "owner-d", now, 60_000).await.unwrap().is_none(), "the queue is empty");
        db.cleanup().await;
    }
}

/// Two servers (two pools, as two `ekb serve` processes) claim from one PostgreSQL at once, eight
/// claimers each: every job is claimed exactly once.
#[tokio::test]
async fn two_servers_share_one_postgres_queue() {
    let Some(db) = common::postgres().await else {
        eprintln!("SKIPPED: {} is not set", common::PG_ENV);
        return;
    };
    let cfg = RelayConfig { max_jobs_per_client: 1000, max_queued: 1000, ..relay(4096) };
    let one = state_with(&db, cfg.clone(), None).await;
    let two = state_with(&db, cfg, None).await;
    const JOBS: usize = 60;
    for i in 0..JOBS {
        let a = submit(if i % 2 == 0 { &one } else { &two }, &job("l1_vector_add", "c", SOURCE), Some(TOKEN), 1).await;
        assert_eq!(a.status, StatusCode::ACCEPTED, "{a:?}");
    }
    let mut tasks = Vec::new();
    for (n, s) in [&one, &two].into_iter().enumerate() {
        for c in 0..8 {
            let s = s.clone();
            tasks.push(tokio::spawn(async move {
                let owner = format!("server{n}-claimer{c}");
                let mut got = Vec::new();
                while let Some(j) = store::claim(s.db(), &owner, server::db::now_ms(), 60_000).await.unwrap() {
                    got.push(j.id);
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
                (n, got)
            }));
        }
    }
    let mut seen = HashSet::new();
    let mut per_server = [0usize; 2];
    for t in tasks {
        let (n, got) = t.await.unwrap();
        per_server[n] += got.len();
        for id in got {
            assert!(seen.insert(id.clone()), "job {id} claimed twice");
        }
    }
    assert_eq!(seen.len(), JOBS, "every job claimed");
    assert!(per_server[0] > 0 && per_server[1] > 0, "both servers claimed: {per_server:?}");
    db.cleanup().await;
}

/// Mutations of a valid job body — every truncation, 300 byte flips, every leaf given each wrong
/// type — are each answered 202 or a JSON 4xx, never a 5xx or a panic.
#[tokio::test]
async fn mutated_job_bodies_never_answer_5xx() {
    use rand::{Rng, SeedableRng};
    let db = common::sqlite();
    let s = state_with(&db, RelayConfig { max_jobs_per_client: 100_000, max_queued: 100_000, ..relay(4096) }, None).await;
    let valid = serde_json::to_vec(&job("l1_vector_add", "c", SOURCE)).unwrap();
    let mut bodies: Vec<Vec<u8>> = (0..valid.len()).step_by(3).map(|n| valid[..n].to_vec()).collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(14);
    for _ in 0..300 {
        let mut b = valid.clone();
        let i = rng.random_range(0..b.len());
        b[i] = rng.random();
        bodies.push(b);
    }
    let wrong = [json!(null), json!(1), json!(-1.5), json!(true), json!([]), json!({}), json!("x"), json!("\u{0}")];
    let leaves: [&[&str]; 6] = [&["backend"], &["device"], &["task"], &["candidate"], &["candidate", "kind"], &["candidate", "source"]];
    for path in leaves {
        for w in &wrong {
            let mut v = job("l1_vector_add", "c", SOURCE);
            let mut at = &mut v;
            for k in &path[..path.len() - 1] {
                at = &mut at[*k];
            }
            at[path[path.len() - 1]] = w.clone();
            bodies.push(serde_json::to_vec(&v).unwrap());
        }
    }
    let mut by_status = std::collections::BTreeMap::new();
    for b in bodies {
        let req = Request::post("/api/relay/jobs")
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {TOKEN}"))
            .body(Body::from(b))
            .unwrap();
        let a = common::send_from(&s, req, None).await;
        assert!(a.status == StatusCode::ACCEPTED || a.status.is_client_error(), "{a:?}");
        if a.status != StatusCode::ACCEPTED {
            assert!(a.json["error"].is_string(), "{a:?}");
        }
        *by_status.entry(a.status.as_u16()).or_insert(0) += 1;
    }
    eprintln!("relay job mutations by status: {by_status:?}");
    assert!(by_status.len() >= 3, "{by_status:?}");
    db.cleanup().await;
}

/// A flood of jobs for keys no device has (the adversarial pass: an honest job waited ≈ 32 min
/// behind them at the defaults, each holding a runner slot for the whole request timeout) stays
/// queued without a slot: the honest job is claimed first, and the flood fails after the wait,
/// naming the key.
#[tokio::test]
async fn a_flood_of_jobs_for_keys_no_device_has_does_not_hold_the_runner_slots() {
    for db in common::databases().await {
        let s = state_with(&db, RelayConfig { max_jobs_per_client: 100, max_queued: 100, ..relay(4096) }, None).await;
        let mut ghosts = Vec::new();
        for peer in 1..=12u8 {
            let mut ghost = job("l1_vector_add", "c", SOURCE);
            ghost["device"] = json!(format!("ghost-{peer}"));
            let a = submit(&s, &ghost, Some(TOKEN), peer).await;
            assert_eq!(a.status, StatusCode::ACCEPTED);
            ghosts.push(a.json["id"].as_str().unwrap().to_string());
        }
        let honest = submit(&s, &job("l1_vector_add", "c", SOURCE), Some(TOKEN), 50).await.json["id"].as_str().unwrap().to_string();
        let now = server::db::now_ms();
        let registered = |d: &str| server::relay::devices::base_key(d) == "rasp4";
        let first = store::claim_where(s.db(), "runner", now, 60_000, registered).await.unwrap().expect("the honest job");
        assert_eq!(first.id, honest);
        assert!(store::claim_where(s.db(), "runner", now, 60_000, registered).await.unwrap().is_none(), "no ghost is claimed");
        // Not yet past the wait: nothing fails; past it, every ghost fails saying which key.
        let reason = |d: &str| format!("no device `{d}` registered");
        assert_eq!(store::fail_absent(s.db(), now, now - 60_000, |d| !registered(d), reason).await.unwrap(), 0);
        assert_eq!(store::fail_absent(s.db(), now + 1, now + 1, |d| !registered(d), reason).await.unwrap(), 12);
        let st = common::get(&s, &format!("/api/relay/jobs/{}", ghosts[0])).await;
        assert_eq!((st.json["state"].as_str(), st.json["reason"].as_str()), (Some("failed"), Some("no device `ghost-1` registered")));
        db.cleanup().await;
    }
}
