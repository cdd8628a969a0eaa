//! `kill -9` of `ekb serve` alone (not its process group) while its relay jobs run on devices:
//! the adversarial pass found the `ekb worker`s orphaned — they kept their RPC sessions, the
//! devices stayed taken, and after a restart 4 of 4 acknowledged jobs ended `failed`. Now the
//! workers die with the server (the pool's parent-death signal), their sessions close, the stock
//! TVM `rpc_server`s register again, and the restarted server takes the jobs back through their
//! leases: every acknowledged job ends `done`. The tracker is an `ekb tracker`, which outlives the
//! server as a farm's would. Without the TVM venv: SKIPPED.

mod relay_common;

use std::time::{Duration, Instant};

use relay_common as rc;
use tvm_rpc::testing::{venv_python, RpcServer};

#[test]
fn kill_9_of_serve_mid_job_orphans_no_worker_and_every_acknowledged_job_ends_done() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("orphans");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let (_tracker, addr) = rc::tracker(&dir);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let (a, b) =
        rt.block_on(async { tokio::join!(RpcServer::with_tracker(&py, &addr, "dev-a"), RpcServer::with_tracker(&py, &addr, "dev-b")) });
    let mut servers = [a.expect("dev-a registers"), b.expect("dev-b registers")];
    let flags = ["--tracker", addr.as_str(), "--relay-jobs", "2", "--relay-request-timeout", "30"];

    // Quiet workers (`RUST_LOG=warn`, inherited): a worker that writes to its closed stderr pipe
    // dies of SIGPIPE anyway; one busy in a remote call writes nothing and stays — what the
    // parent-death signal must end.
    let mut first = rc::serve_under(&[], "warn", &dir, &db, &flags);
    let jobs: Vec<String> =
        ["dev-a", "dev-b", "dev-a", "dev-b"].iter().map(|d| rc::submit_ok(&first.url, d, rc::MEDIUM_VECTOR_ADD)).collect();
    for key in ["dev-a", "dev-b"] {
        rc::wait_granted(&rt, &addr, key, Duration::from_secs(90));
    }
    std::thread::sleep(Duration::from_millis(500));
    let workers = rc::children(first.proc.id());
    assert!(!workers.is_empty(), "the server runs its jobs in worker processes");
    for id in &jobs[..2] {
        assert_eq!(rc::status(&first.url, id)["state"], "running");
    }

    // `kill -9` of the server process alone: its workers are not signalled by anyone but the
    // kernel's parent-death signal.
    first.proc.kill_alone();
    let deadline = Instant::now() + Duration::from_secs(5);
    while workers.iter().any(|&w| rc::alive(w)) {
        assert!(Instant::now() < deadline, "workers {workers:?} outlived their server by 5 s: orphaned, holding the devices");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Their sessions closed: the stock servers take new sessions. A stock server re-registers once
    // its session process has ended and its tracker loop wakes; on a loaded 2-core machine that
    // took over 30 s (one CI run), so the bound is what an orphan would never reach, not a speed.
    // A session child whose read was reset by the kill exits nonzero, and TVM's listen loop then
    // ends for good (`RpcServer::stopped_listening`; one CI run in several): that server is
    // restarted under its key, as a farm's supervisor would, and the jobs must still end done.
    for server in &mut servers {
        let key = server.key().to_string();
        let deadline = Instant::now() + Duration::from_secs(120);
        while !rc::is_free(&rt, &addr, &key) {
            if server.stopped_listening() {
                eprintln!("{key}: TVM's listen loop ended after a reset session; restarting that stock server");
                *server = rt.block_on(RpcServer::with_tracker(&py, &addr, &key)).expect("the restarted server registers");
                continue;
            }
            assert!(Instant::now() < deadline, "device `{key}` never came back to the tracker");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    let second = rc::serve(&dir, &db, &flags);
    for id in &jobs {
        let s = rc::wait_job(&second.url, id, Duration::from_secs(300), "the job to end", rc::is_final);
        assert_eq!(
            (s["state"].as_str(), s["report"]["verdict"].as_str()),
            (Some("done"), Some("pass")),
            "every acknowledged job ends done: {s}\n{}",
            rc::log_tail(&dir)
        );
    }
}
