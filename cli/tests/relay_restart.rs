//! `ekb serve` restarted with running and queued relay jobs. The relay uses an existing tracker
//! (`ekb tracker`, `--tracker HOST:PORT`), which outlives it as a farm's tracker would; the devices
//! are stock TVM `rpc_server`s. The first server runs one job at a time: a job on device `busy`
//! runs, a job for `later` (a key no server has registered yet) waits queued without taking the
//! runner's slot. The server then crashes (`kill -9` of its process group, workers included). A
//! second server on the same database takes the running job back when its lease runs out
//! (requeued: it has attempts left) and runs it to `done`; once a server registers `later`, the
//! queued job runs to `done` too. A third job, its attempts used up by two crashes, ends `failed`
//! with the reason; a graceful stop gives a running job back without spending an attempt.
//! (`relay_orphans.rs` kills the server alone and checks that no worker outlives it.) Without the
//! TVM venv: SKIPPED.

mod relay_common;

use std::time::Duration;

use relay_common as rc;
use tvm_rpc::testing::{venv_python, RpcServer};

#[test]
fn restart_resumes_running_and_queued_jobs() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("restart");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let (_tracker, addr) = rc::tracker(&dir);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let _busy = rt.block_on(RpcServer::with_tracker(&py, &addr, "busy")).expect("rpc_server registers");
    let flags = ["--tracker", addr.as_str(), "--relay-jobs", "1", "--relay-request-timeout", "120"];

    let first = rc::serve(&dir, &db, &flags);
    let (code, d) = rc::get(&format!("{}/api/relay/devices", first.url));
    assert_eq!((code, d["tracker"].as_str()), (200, Some(addr.as_str())), "{d}");
    let queued = rc::submit_ok(&first.url, "later", rc::VECTOR_ADD);
    let running = rc::submit_ok(&first.url, "busy", rc::MEDIUM_VECTOR_ADD);
    rc::wait_job(&first.url, &running, Duration::from_secs(30), "the job on a registered device to run", |s| s["state"] == "running");
    let q = rc::status(&first.url, &queued);
    assert_eq!((q["state"].as_str(), q["position"].as_u64()), (Some("queued"), Some(0)), "{q}");
    first.proc.crash();

    let two = ["--tracker", addr.as_str(), "--relay-jobs", "2", "--relay-request-timeout", "120"];
    let second = rc::serve(&dir, &db, &two);
    let url = second.url.clone();
    // The crashed server's lease (2 s) runs out; the job is queued again and claimed again.
    rc::wait_job(&url, &running, Duration::from_secs(60), "the running job to be taken back", |s| attempt(s, 2) || rc::is_final(s));
    assert_eq!(rc::status(&url, &queued)["state"], "queued", "no server of `later` yet");
    let _later = rt.block_on(RpcServer::with_tracker(&py, &addr, "later")).expect("rpc_server registers");
    for id in [&running, &queued] {
        let s = rc::wait_job(&url, id, Duration::from_secs(200), "the job to end", rc::is_final);
        assert_eq!((s["state"].as_str(), s["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{s}\n{}", rc::log_tail(&dir));
    }

    // Two crashes in a row spend both attempts of a job: it fails, saying why.
    let doomed = rc::submit_ok(&url, "busy", rc::SLOW_VECTOR_ADD);
    rc::wait_job(&url, &doomed, Duration::from_secs(60), "the job to run", |s| attempt(s, 1));
    second.proc.crash();
    let third = rc::serve(&dir, &db, &flags);
    rc::wait_job(&third.url, &doomed, Duration::from_secs(90), "the job to run again", |s| attempt(s, 2));
    third.proc.crash();
    let fourth = rc::serve(&dir, &db, &flags);
    let s = rc::wait_job(&fourth.url, &doomed, Duration::from_secs(30), "the job to fail", rc::is_final);
    assert_eq!(s["state"], "failed", "{s}");
    assert!(s["reason"].as_str().is_some_and(|r| r.contains("stopped") && r.contains("2 attempts")), "{s}");

    // A graceful stop (SIGTERM) gives the running job back at once, its attempt not spent: the
    // next server runs it as attempt 1 again.
    let gentle = rc::submit_ok(&fourth.url, "busy", rc::SLOW_VECTOR_ADD);
    rc::wait_job(&fourth.url, &gentle, Duration::from_secs(90), "the job to run", |s| attempt(s, 1));
    fourth.proc.stop();
    let stopped_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    let fifth = rc::serve(&dir, &db, &flags);
    // Not given back, it would stay `running` until its lease ran out, then be claimed as attempt 2.
    let s = rc::wait_job(&fifth.url, &gentle, Duration::from_secs(60), "the job to be claimed again", |s| {
        s["state"] == "running" && s["updated_unix_ms"].as_u64().is_some_and(|t| t > stopped_ms) && s["step"] != "claimed"
    });
    assert!(attempt(&s, 1), "{s}");
}

/// Whether the status is running its `n`th attempt (the executor's step names it).
fn attempt(s: &serde_json::Value, n: u32) -> bool {
    s["state"] == "running" && s["step"].as_str().is_some_and(|step| step.contains(&format!("(attempt {n})")))
}
