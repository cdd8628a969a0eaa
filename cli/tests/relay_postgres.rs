//! Two `ekb serve` processes on one PostgreSQL database share the relay's queue: 30 jobs
//! submitted to both, claimed concurrently (`FOR UPDATE SKIP LOCKED`), each claimed by exactly one
//! of them once (their logs name every claim), and every job ends. The servers run no tracker, so
//! each job ends `failed` saying no device could be reached — what is under test is the claiming.
//! Needs `EKB_TEST_POSTGRES_URL` (scripts/start-postgres.sh); without it: SKIPPED.

mod relay_common;

use std::collections::HashMap;
use std::time::Duration;

use relay_common as rc;
use sqlx::Connection;

#[test]
fn two_servers_on_one_postgres_claim_each_job_once() {
    let Some(base) = std::env::var("EKB_TEST_POSTGRES_URL").ok().filter(|u| !u.is_empty()) else {
        eprintln!("SKIPPED: EKB_TEST_POSTGRES_URL is not set (scripts/start-postgres.sh)");
        return;
    };
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    sqlx::any::install_default_drivers();
    let name = format!("ekb_relay_{}", std::process::id());
    rt.block_on(async {
        let mut c = sqlx::AnyConnection::connect(&base).await.expect("PostgreSQL reachable");
        sqlx::query(&format!("DROP DATABASE IF EXISTS {name}")).execute(&mut c).await.unwrap();
        sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut c).await.expect("CREATE DATABASE");
    });
    let url = format!("{}/{name}", base.rsplit_once('/').expect("URL with a database").0);
    let flags = ["--no-tracker", "--relay-jobs", "3", "--relay-jobs-per-client", "500", "--relay-max-queued", "500"];
    let (da, db) = (rc::scratch("pg-a"), rc::scratch("pg-b"));
    let a = rc::serve(&da, &url, &flags);
    let b = rc::serve(&db, &url, &flags);

    const JOBS: usize = 30;
    let ids: Vec<String> = (0..JOBS).map(|i| rc::submit_ok(if i % 2 == 0 { &a.url } else { &b.url }, "nobody", rc::VECTOR_ADD)).collect();
    for id in &ids {
        let s = rc::wait_job(&a.url, id, Duration::from_secs(120), "the job to end", rc::is_final);
        assert_eq!(s["state"], "failed", "no tracker, no device: {s}");
        assert!(s["reason"].as_str().is_some_and(|r| r.contains("no tracker")), "{s}");
    }
    let mut claims: HashMap<String, Vec<&str>> = HashMap::new();
    for (server, dir) in [("a", &da), ("b", &db)] {
        let log = std::fs::read_to_string(dir.join("serve.log")).unwrap();
        for line in log.lines().filter(|l| l.contains("relay job claimed")) {
            let id = line.split("job=").nth(1).and_then(|r| r.split_whitespace().next()).unwrap_or_default();
            let id: String = id.chars().filter(char::is_ascii_hexdigit).collect();
            claims.entry(id).or_default().push(server);
        }
    }
    for id in &ids {
        assert_eq!(claims.get(id).map(Vec::len), Some(1), "job {id} claimed by {:?}", claims.get(id));
    }
    let by = |s: &str| claims.values().filter(|v| v[0] == s).count();
    assert!(by("a") > 0 && by("b") > 0, "both servers claimed: a {}, b {}", by("a"), by("b"));
    a.proc.stop();
    b.proc.stop();
    rt.block_on(async {
        if let Ok(mut c) = sqlx::AnyConnection::connect(&base).await {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut c).await;
        }
    });
}
