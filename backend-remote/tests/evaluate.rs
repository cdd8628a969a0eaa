//! The evaluator's check path over a stock TVM RPC server: `python -m tvm.exec.rpc_server` from the
//! pinned wheel, unmodified, on 127.0.0.1. `ekb_eval::evaluate_with` with `CFrontEnd` and
//! `RemoteBackend`: a reference and a correct candidate pass, timed by `RPCTimeEvaluator`; a wrong
//! kernel is a mismatch; a write past the end is caught by the guard tail; a kernel that skips every
//! other timed launch (a marker on its thread's stack) is caught in a verified timed launch; a hang is a timeout within
//! the step timeout, after which the server takes a new session; a server killed mid-job is a
//! device-lost fault.
//!
//! Without the venv the tests print SKIPPED and pass, unless `EKB_REQUIRE_TVM=1`.

use std::time::{Duration, Instant};

use backend_remote::{Endpoint, RemoteBackend, RemoteOptions, Target};
use ekb_eval::report::{Check, Fault};
use ekb_eval::{evaluate_with, EvalOptions, EvalTask, SampleReport, TimerMethod, Verdict};
use frontend_c::CFrontEnd;
use tvm_rpc::testing::{venv_python, RpcServer};

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

/// A standalone server, or `None` without the venv.
fn server() -> Option<RpcServer> {
    let py = venv_python()?;
    Some(rt().block_on(RpcServer::standalone(&py)).expect("rpc_server starts"))
}

fn options(s: &RpcServer, step: Duration, session: Duration) -> RemoteOptions {
    RemoteOptions {
        step_timeout: step,
        session_timeout: session,
        ..RemoteOptions::new(Endpoint::Direct { addr: s.addr(), key: String::new() })
    }
}

fn reference(task: &str) -> &'static str {
    kernels::get(task).and_then(|t| t.reference(ekb_eval::kind::Kind::C)).expect("the task has a reference.c")
}

fn eval(b: &RemoteBackend, task_id: &str, candidate: &str, time: bool) -> SampleReport {
    let task = kernels::get(task_id).expect("task");
    let t = EvalTask { spec: &task.spec, reference: Some(reference(task_id)), cpu_reference: &task.cpu };
    let opts = EvalOptions { time, timing: ekb_eval::timing::TimingConfig { samples: 3, ..Default::default() }, ..Default::default() };
    pollster::block_on(evaluate_with(&CFrontEnd::with_ntasks(4), b, &t, candidate, &opts))
}

fn vector_add_with(body: &str) -> String {
    reference("l1_vector_add").replace("if (lo >= N) return;", &format!("{body}\n    if (lo >= N) return;"))
}

#[test]
fn a_reference_and_a_correct_candidate_pass_timed_remotely_and_wrong_ones_are_caught() {
    let Some(s) = server() else { return };
    let b = RemoteBackend::open(&options(&s, Duration::from_secs(30), Duration::from_secs(120))).expect("open");
    assert_eq!(Some(b.target()), Target::host());
    let d = ekb_eval::Backend::device(&b).clone();
    assert_eq!((d.backend.as_str(), d.device_type.as_str(), d.architecture.as_str()), ("cpu", "cpu", std::env::consts::ARCH));
    assert!(d.runtime.contains("relay") && d.runtime.contains("0.8.0"), "{}", d.runtime);
    assert!(b.system().triple.is_some(), "the Python server tells its triple: {:?}", b.system());

    // The reference against itself, and a correct candidate with another task split (a plan).
    let plan = format!(
        "// @plan\n// pass vadd dispatch(ceil_div(N, 1000), 1, 1)\n// @end\n{}",
        reference("l1_vector_add").replace("void kernel(", "void vadd(")
    );
    for (what, src) in [("reference", reference("l1_vector_add").to_string()), ("planned candidate", plan)] {
        let r = eval(&b, "l1_vector_add", &src, true);
        assert!(r.verdict.is_pass(), "{what}: {:?} {}\n{:#?}", r.verdict, r.message, r.diagnostics);
        let t = r.timing.expect("timed");
        assert_eq!(t.method, TimerMethod::Remote);
        assert!(t.candidate_ms > 0.0 && t.baseline_ms > 0.0 && t.resolution_ns > 0.0, "{t:?}");
        assert_eq!(r.device.as_ref().map(|d| d.runtime.as_str()), Some(d.runtime.as_str()));
    }

    // A dropped term: the last element of every chunk is not written.
    let wrong = reference("l1_vector_add").replace("i < hi; i++", "i + 1 < hi; i++");
    match eval(&b, "l1_vector_add", &wrong, false).verdict {
        Verdict::Mismatch(e) => assert_eq!(e.buffer, "c"),
        v => panic!("expected a mismatch, got {v:?}"),
    }

    // One element past the end: inside the remote tensor's guard tail.
    let r = eval(&b, "l1_vector_add", &vector_add_with("if (task == 0) c[N] = 1.0f;"), false);
    assert!(!r.verdict.is_pass() && r.message.contains("past its end"), "{:?}: {}", r.verdict, r.message);

    // Skips every other launch at the timed shape (N = 262144) with a marker on its thread's stack,
    // below its frame (the server's thread outlives a call), restarting on new buffers: the one check
    // run there is right (the mismatch is in a timed launch, after every check run passed), half the
    // timed launches leave the reset output, and a verified timed launch finds one.
    let skip = reference("l1_vector_add").replace(
        "if (lo >= N) return;",
        "volatile uintptr_t here = 0;\n\
         volatile uintptr_t* m = (volatile uintptr_t*)(((uintptr_t)&here - 32768u) & ~(uintptr_t)15);\n\
         if (N == 262144u && task == 0) { int again = m[0] == 0x5EED && m[1] == (uintptr_t)c; m[2] = again && !m[2]; m[0] = 0x5EED; m[1] = (uintptr_t)c; }\n\
         if (N == 262144u && m[2]) return;\n\
         if (lo >= N) return;",
    );
    let r = eval(&b, "l1_vector_add", &skip, true);
    match &r.verdict {
        Verdict::Mismatch(e) => assert_eq!(e.check, Check::TimedLaunch, "{}", r.message),
        v => panic!("expected a mismatch in a timed launch, got {v:?}: {}", r.message),
    }
    pollster::block_on(b.close());
}

#[test]
fn a_hang_is_a_timeout_within_the_step_timeout_and_the_server_then_takes_a_new_session() {
    let Some(s) = server() else { return };
    let step = Duration::from_secs(3);
    // The server kills the hung session's process after its session limit.
    let b = RemoteBackend::open(&options(&s, step, Duration::from_secs(8))).expect("open");
    let start = Instant::now();
    let r = eval(&b, "l1_vector_add", &vector_add_with("for (volatile int spin = 1; spin;) {}"), false);
    let took = start.elapsed();
    assert_eq!(r.verdict, Verdict::Timeout { limit_ms: 3000 }, "{}", r.message);
    assert_eq!(r.fault, Some(Fault::Timeout));
    // Compiling twice (host + remote) and the upload come before the hung call; the session limit
    // (8 s) would have ended it otherwise, with another verdict. The bound leaves room for a
    // loaded machine's compiles.
    assert!(took < step + Duration::from_secs(60), "{took:?}");
    assert!(pollster::block_on(b.lost()).is_some());
    // Every later step is refused at once, not hung.
    let r = eval(&b, "l1_vector_add", reference("l1_vector_add"), false);
    assert!(matches!(r.verdict, Verdict::RuntimeError { .. }) && r.fault == Some(Fault::DeviceLost), "{:?}", r.verdict);
    drop(b);

    // The server accepts again once its session limit ended the hung session.
    let deadline = Instant::now() + Duration::from_secs(40);
    // Opened from inside a tokio runtime's context this time (as a relay's blocking thread would).
    let b = loop {
        match rt().block_on(async { RemoteBackend::open(&options(&s, step, Duration::from_secs(60))) }) {
            Ok(b) => break b,
            Err(e) => assert!(Instant::now() < deadline, "no new session: {e}"),
        }
        std::thread::sleep(Duration::from_millis(500));
    };
    let r = eval(&b, "l1_vector_add", reference("l1_vector_add"), false);
    assert!(r.verdict.is_pass(), "{:?} {}", r.verdict, r.message);
}

#[test]
fn a_server_killed_mid_job_is_a_device_lost_fault() {
    let Some(s) = server() else { return };
    let b = RemoteBackend::open(&options(&s, Duration::from_secs(30), Duration::from_secs(120))).expect("open");
    // A kernel that works for seconds; the server dies while it runs.
    let slow = vector_add_with("for (volatile uint64_t spin = 0; spin < 4000000000ull; spin++) {}");
    let killer = std::thread::spawn({
        let pid = s.pid();
        move || {
            std::thread::sleep(Duration::from_secs(4));
            let _ = std::process::Command::new("kill").args(["-KILL", "--", &format!("-{pid}")]).status();
        }
    });
    let start = Instant::now();
    let r = eval(&b, "l1_vector_add", &slow, false);
    killer.join().unwrap();
    assert!(matches!(r.verdict, Verdict::RuntimeError { .. }), "{:?}: {}", r.verdict, r.message);
    // Not the 30 s step limit (that would be a `timeout` fault, not `device_lost`); the bound
    // leaves room for a loaded machine's compiles.
    assert_eq!(r.fault, Some(Fault::DeviceLost), "{}", r.message);
    assert!(start.elapsed() < Duration::from_secs(90), "{:?}", start.elapsed());
    assert!(pollster::block_on(b.lost()).is_some());
}

/// A kernel that segfaults the session's process is `DeviceLost`, never a verdict about the kernel,
/// and fast. (TVM 0.27's Python server then serves nothing more: `server.py` `_serving` raises in its
/// listen thread; docs/RELAY.md, "The executor". This test's server is a fresh one.)
#[test]
fn a_kernel_that_crashes_the_session_process_is_a_device_lost_fault() {
    let Some(s) = server() else { return };
    let b = RemoteBackend::open(&options(&s, Duration::from_secs(30), Duration::from_secs(120))).expect("open");
    let crash = vector_add_with("*(volatile float*)0 = 1.0f;");
    let start = Instant::now();
    let r = eval(&b, "l1_vector_add", &crash, false);
    assert!(matches!(r.verdict, Verdict::RuntimeError { .. }), "{:?}: {}", r.verdict, r.message);
    assert_eq!(r.fault, Some(Fault::DeviceLost), "{}", r.message);
    assert!(r.message.contains("connection closed by the server"), "{}", r.message);
    // Seen when the connection closes, not at the 30 s step limit (that would be a `timeout`
    // fault); the bound leaves room for a loaded machine's compiles.
    assert!(start.elapsed() < Duration::from_secs(90), "{:?}", start.elapsed());
}
