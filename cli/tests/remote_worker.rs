//! `ekb worker` with `DeviceSelection.remote` set, as the relay's job runner sends it: a job request
//! on stdin (with its nonce, confirmed after the answer: `ekb_runner::job`) naming a tracker and a key, an unmodified `python -m tvm.exec.rpc_server` registered with
//! our tracker, and the report on stdout — a `c` reference that passes, timed by TVM's
//! `RPCTimeEvaluator`, on a device described as the remote's CPU; then an OpenCL job for the same
//! device refused with a reason, and a job for a key no server has ending at its request timeout.
//!
//! Without the TVM venv the test prints SKIPPED and passes, unless `EKB_REQUIRE_TVM=1`.

use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ekb_runner::{Answer, DeviceSelection, Job, Nonce, RemoteTarget, Reply, Request, Work};
use tvm_rpc::testing::{venv_python, RpcServer};
use tvm_rpc::{Tracker, TrackerConfig};

fn job(tracker: &str, key: &str, language: &str, source: &str) -> Job {
    let opts = ekb_eval::EvalOptions { timing: ekb_eval::timing::TimingConfig { samples: 3, ..Default::default() }, ..Default::default() };
    Job {
        adapter: DeviceSelection {
            remote: Some(RemoteTarget {
                tracker: tracker.into(),
                key: key.into(),
                backend: "cpu".into(),
                priority: 1,
                request_timeout_ms: 3_000,
                step_timeout_ms: 20_000,
            }),
            ..DeviceSelection::default()
        },
        memory_limit_mib: 0,
        work: Work::Evaluate {
            task: "l1_vector_add".into(),
            source: source.into(),
            opts,
            language: serde_json::from_value(serde_json::json!(language)).unwrap(),
        },
    }
}

#[test]
fn a_remote_job_through_ekb_worker_is_evaluated_on_the_tracker_s_device() {
    let Some(py) = venv_python() else { return };
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let tracker = rt.block_on(Tracker::bind("127.0.0.1:0", TrackerConfig::default())).unwrap();
    let addr = tracker.local_addr().to_string();
    let _server = rt.block_on(RpcServer::with_tracker(&py, &addr, "ekb-remote-cpu")).expect("rpc_server registers");
    let reference = kernels::get("l1_vector_add").and_then(|t| t.reference(ekb_wire::Kind::C)).unwrap();

    let mut worker = Command::new(env!("CARGO_BIN_EXE_ekb"))
        .arg("worker")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("ekb worker");
    let mut stdin = worker.stdin.take().unwrap();
    let mut stdout = BufReader::new(worker.stdout.take().unwrap());
    let mut request = |r: &Request| -> Reply {
        writeln!(stdin, "{}", serde_json::to_string(r).unwrap()).unwrap();
        stdin.flush().unwrap();
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"))
    };
    // A job, its answer with the job's nonce, then the confirmation of that answer.
    let mut ask = |j: Job| -> Answer {
        let nonce = Nonce::draw().unwrap();
        let Reply::Answer { nonce: echoed, answer } = request(&Request::Job { nonce: nonce.clone(), job: Box::new(j) }) else {
            panic!("expected an answer")
        };
        assert_eq!(echoed, nonce, "the answer carries its job's nonce");
        let c = Nonce::draw().unwrap();
        assert!(matches!(request(&Request::Confirm { nonce: c.clone() }), Reply::Confirmed { nonce } if nonce == c));
        answer
    };

    let j = job(&addr, "ekb-remote-cpu", "c", reference);
    eprintln!("job: {}", serde_json::to_string(&j).unwrap());
    let start = Instant::now();
    match ask(j) {
        Answer::Report(r) => {
            assert!(r.verdict.is_pass(), "{:?}: {}", r.verdict, r.message);
            let t = r.timing.as_ref().expect("timed");
            assert_eq!(t.method, ekb_wire::timing::TimerMethod::Remote);
            let d = r.device.as_ref().expect("device");
            assert_eq!((d.backend.as_str(), d.device_type.as_str()), ("cpu", "cpu"));
            assert!(d.name.contains("ekb-remote-cpu") && d.runtime.contains("relay"), "{d:?}");
        }
        other => panic!("expected a report, got {other:?}"),
    }
    eprintln!("remote job: {:?}", start.elapsed());

    // The device was released after the job: the tracker lists it free again.
    let deadline = Instant::now() + Duration::from_secs(30);
    while tracker.summary().queue_info.get("ekb-remote-cpu").is_none_or(|q| q.free == 0) {
        assert!(Instant::now() < deadline, "the server did not return to the tracker: {:?}", tracker.summary());
        std::thread::sleep(Duration::from_millis(100));
    }

    match ask(job(&addr, "ekb-remote-cpu", "opencl", "__kernel void k() {}")) {
        Answer::Failed { message } => assert!(message.contains("does not run `opencl` candidates"), "{message}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    // A fresh worker (a failure retires one in the pool; here the same one keeps serving).
    let start = Instant::now();
    match ask(job(&addr, "no-such-device", "c", reference)) {
        Answer::Failed { message } => assert!(message.contains("no-such-device"), "{message}"),
        other => panic!("expected a failure, got {other:?}"),
    }
    // The 3 s request timeout ended it (the tracker itself never answers such a request); the
    // bound leaves room for a loaded machine.
    assert!(start.elapsed() < Duration::from_secs(60), "{:?}", start.elapsed());
    drop(stdin);
    assert!(worker.wait().unwrap().success());
}
