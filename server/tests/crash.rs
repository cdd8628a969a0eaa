//! Crash safety against a real server process (`ekb-server`), on SQLite and PostgreSQL:
//! submissions under load from 4 concurrent clients, `kill -9` mid-stream, restart on the same
//! database. Every acknowledged submission is present; re-sending every attempted submission
//! with its idempotency key stores each exactly once (acknowledged ones answer 200 `replayed`
//! with their id); a second round of re-sends changes nothing.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::fixtures::{gpu, reference_report, submission, tasks};
use common::http::{Conn, ServerProcess};
use serde_json::Value;

const SAMPLES_PER_REPORT: usize = 2;

struct Attempt {
    key: String,
    body: Vec<u8>,
    acked_id: Option<String>,
}

fn body(seed: u64) -> (String, Vec<u8>) {
    let key = format!("crash-key-{seed:08}");
    let r = reference_report(&tasks(SAMPLES_PER_REPORT), &gpu("nvidia", "ampere"), 2.0, seed);
    (key.clone(), serde_json::to_vec(&submission(&r, &key)).expect("json"))
}

/// Rows of every stored, non-rejected submission (flagged ones included: the writers all come from
/// one address, so most of their rows are over its per-source quota and flagged `source_quota`).
async fn listed_rows(conn: &mut Conn) -> usize {
    let (status, b) = conn.request("GET", "/api/leaderboard?include_flagged=true", None).await.expect("leaderboard");
    assert_eq!(status, 200);
    let v: Value = serde_json::from_slice(&b).expect("json");
    v["rows"].as_u64().expect("rows") as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn acknowledged_submissions_survive_kill_9_and_retries_never_double_count() {
    let bin = env!("CARGO_BIN_EXE_ekb-server");
    for db in common::databases().await {
        let server = ServerProcess::start(bin, &db.url);
        let addr = server.addr;
        let attempts: Arc<Mutex<Vec<Attempt>>> = Arc::default();
        let mut writers = Vec::new();
        for w in 0..4u64 {
            let attempts = attempts.clone();
            writers.push(tokio::spawn(async move {
                let Ok(mut conn) = Conn::connect(addr).await else { return };
                for n in 0.. {
                    let (key, body) = body(w * 1_000_000 + n);
                    let i = {
                        let mut a = attempts.lock().expect("lock");
                        a.push(Attempt { key, body: body.clone(), acked_id: None });
                        a.len() - 1
                    };
                    match conn.request("POST", "/api/submissions", Some(&body)).await {
                        Ok((201, b)) => {
                            let v: Value = serde_json::from_slice(&b).expect("json");
                            attempts.lock().expect("lock")[i].acked_id = Some(v["id"].as_str().expect("id").to_string());
                        }
                        Ok((status, b)) => panic!("unexpected {status}: {}", String::from_utf8_lossy(&b)),
                        Err(_) => return, // the server died mid-request
                    }
                }
            }));
        }
        // Kill once enough writes are acknowledged (or after 20 s), while the writers keep going.
        let start = Instant::now();
        while attempts.lock().expect("lock").iter().filter(|a| a.acked_id.is_some()).count() < 200
            && start.elapsed() < Duration::from_secs(20)
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        server.kill9();
        for w in writers {
            w.await.expect("writer");
        }
        let attempts = std::mem::take(&mut *attempts.lock().expect("lock"));
        let acked = attempts.iter().filter(|a| a.acked_id.is_some()).count();
        assert!(acked >= 200, "{}: only {acked} writes acknowledged before the kill", db.name);

        let server = ServerProcess::start(bin, &db.url);
        let mut conn = Conn::connect(server.addr).await.expect("connect after restart");
        for a in attempts.iter().filter(|a| a.acked_id.is_some()) {
            let id = a.acked_id.as_deref().expect("id");
            let (status, _) = conn.request("GET", &format!("/api/submissions/{id}"), None).await.expect("get");
            assert_eq!(status, 200, "{}: acknowledged {id} lost in the crash", db.name);
        }
        let before = listed_rows(&mut conn).await;
        assert!(before >= acked * SAMPLES_PER_REPORT, "{}: {before} rows for {acked} acknowledged reports", db.name);
        assert!(before <= attempts.len() * SAMPLES_PER_REPORT);

        for round in 0..2 {
            for a in &attempts {
                let (status, b) = conn.request("POST", "/api/submissions", Some(&a.body)).await.expect("resend");
                let v: Value = serde_json::from_slice(&b).expect("json");
                match (&a.acked_id, status) {
                    (Some(id), 200) => {
                        assert_eq!((v["id"].as_str(), v["replayed"].as_bool()), (Some(id.as_str()), Some(true)), "{}", a.key)
                    }
                    (None, 200 | 201) => assert!(round == 0 || status == 200, "{}: stored again in round {round}", a.key),
                    (_, s) => panic!("{}: resend of {} answered {s}: {v}", db.name, a.key),
                }
            }
            assert_eq!(
                listed_rows(&mut conn).await,
                attempts.len() * SAMPLES_PER_REPORT,
                "{}: each attempted report exactly once",
                db.name
            );
        }
        eprintln!(
            "{}: {} attempted, {acked} acknowledged before kill -9, {} rows after restart, {} after re-sends",
            db.name,
            attempts.len(),
            before,
            attempts.len() * SAMPLES_PER_REPORT
        );
        drop(conn);
        drop(server);
        db.cleanup().await;
    }
}
