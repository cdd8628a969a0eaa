//! The pool's protocol with stand-in workers (`sh` scripts): reuse, replacement after a fault, a
//! per-job wall-clock limit, a crash, process mode, a configurable worker command. No GPU.

#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, Work, WorkerCommand};

/// A worker that answers every job line with a peak whose `bytes_per_s` is its pid; a job whose
/// line contains `hang` sleeps, `die` kills the worker, `fail` answers a failure.
const BODY: &str = r#"
  case "$line" in
    *hang*) sleep 30 ;;
    *die*) echo "driver exploded" >&2; kill -SEGV $$ ;;
    *fail*) answer '{"answer":"failed","message":"no adapter"}' ;;
    *) answer "{\"answer\":\"peak\",\"bytes_per_s\":$$,\"flops_per_s\":1}" ;;
  esac
"#;

fn pool(isolation: Isolation) -> Pool {
    Pool::new(common::stand_in(BODY), isolation)
}

/// A job whose task id tells the stand-in worker what to do.
fn job(what: &str) -> Job {
    on_device(what, "gpu0")
}

fn on_device(what: &str, device: &str) -> Job {
    Job {
        adapter: DeviceSelection { adapter: Some(device.into()), ..DeviceSelection::default() },
        memory_limit_mib: 0,
        work: Work::Evaluate {
            task: what.into(),
            source: String::new(),
            opts: ekb_eval::EvalOptions::default(),
            language: Default::default(),
        },
    }
}

fn limits(ms: u64) -> Limits {
    Limits { timeout: Duration::from_millis(ms), memory_mib: 0 }
}

fn pid(o: &Outcome) -> u64 {
    match o {
        Outcome::Answer(Answer::Peak(p)) => p.bytes_per_s as u64,
        other => panic!("expected a peak, got {other:?}"),
    }
}

#[test]
fn a_worker_is_reused_until_a_fault_or_a_timeout() {
    let mut p = pool(Isolation::Pool);
    let a = pid(&p.run(&job("x"), limits(5000)).unwrap());
    let b = pid(&p.run(&job("x"), limits(5000)).unwrap());
    assert_eq!(a, b, "the second job reuses the worker");
    assert!(matches!(p.run(&job("fail"), limits(5000)).unwrap(), Outcome::Answer(Answer::Failed { .. })));
    let c = pid(&p.run(&job("x"), limits(5000)).unwrap());
    assert_ne!(b, c, "a worker that failed is replaced");
    let t = Instant::now();
    assert!(matches!(p.run(&job("hang"), limits(500)).unwrap(), Outcome::TimedOut(d) if d == Duration::from_millis(500)));
    // Not a measure of speed: without the per-job limit the stand-in would sleep its 30 s.
    assert!(t.elapsed() < Duration::from_secs(25), "the limit is enforced per job");
    let d = pid(&p.run(&job("x"), limits(5000)).unwrap());
    assert_ne!(c, d, "a worker that timed out is replaced");
    match p.run(&job("die"), limits(5000)).unwrap() {
        Outcome::Crashed(m) => assert!(m.contains("signal 11") && m.contains("driver exploded"), "{m}"),
        other => panic!("expected a crash, got {other:?}"),
    }
    let e = pid(&p.run(&job("x"), limits(5000)).unwrap());
    assert_ne!(d, e);
    let s = p.stats();
    assert_eq!((s.jobs, s.started, s.timed_out, s.replaced_after_fault), (8, 4, 1, 2), "{s:?}");
}

#[test]
fn process_mode_starts_a_worker_per_job() {
    let mut p = pool(Isolation::Process);
    let a = pid(&p.run(&job("x"), limits(5000)).unwrap());
    let b = pid(&p.run(&job("x"), limits(5000)).unwrap());
    assert_ne!(a, b);
    assert_eq!(p.stats().started, 2);
}

#[test]
fn another_device_or_memory_limit_gets_another_worker() {
    let mut p = pool(Isolation::Pool);
    let a = pid(&p.run(&job("x"), limits(5000)).unwrap());
    let b = pid(&p.run(&on_device("x", "gpu1"), limits(5000)).unwrap());
    assert_ne!(a, b);
    let c = pid(&p.run(&on_device("x", "gpu1"), Limits { timeout: Duration::from_secs(5), memory_mib: 4096 }).unwrap());
    assert_ne!(b, c);
}

#[test]
fn a_worker_over_the_memory_fraction_is_replaced() {
    // `sh` itself uses far more than 0.75 MiB: with a 1 MiB limit every worker is retired.
    let mut p = pool(Isolation::Pool);
    let l = Limits { timeout: Duration::from_secs(5), memory_mib: 1 };
    let a = pid(&p.run(&job("x"), l).unwrap());
    let b = pid(&p.run(&job("x"), l).unwrap());
    assert_ne!(a, b);
    assert_eq!(p.stats().replaced_for_memory, 2);
}

#[test]
fn a_missing_executable_is_an_error() {
    let mut p = Pool::new(WorkerCommand::new("/nonexistent/ekb-worker"), Isolation::Pool);
    assert!(p.run(&job("x"), limits(1000)).is_err());
}
