//! A malicious or broken RPC device: a stock `python -m tvm.exec.rpc_server` whose sessions are
//! changed by a Python prelude (`tvm_rpc::testing::RpcServer::standalone_with`). The adversarial
//! pass found such devices reported as the *kernel's* `timeout` (a module load that stalls), and a
//! `pass` at 4.07× unflagged (`RPCTimeEvaluator`'s results scaled). Here each is a device fault
//! (`Fault::DeviceLost`, which the relay reports `failed` naming the device), never a verdict.
//!
//! Without the venv the tests print SKIPPED and pass, unless `EKB_REQUIRE_TVM=1`.

use std::time::Duration;

use backend_remote::{Endpoint, RemoteBackend, RemoteOptions};
use ekb_eval::report::Fault;
use ekb_eval::{evaluate_with, EvalOptions, EvalTask, SampleReport};
use frontend_c::CFrontEnd;
use tvm_rpc::testing::{venv_python, RpcServer};

/// Wraps each session's environment (`tvm.rpc.server._server_env`, run in the forked session
/// process) so that `body` runs after the stock globals are registered.
fn session_prelude(body: &str) -> String {
    format!(
        "import time, struct\nimport tvm, tvm_ffi\nimport tvm.rpc.server as S\n_env = S._server_env\n\
         def _patched(*a, **k):\n    t = _env(*a, **k)\n{}\n    return t\nS._server_env = _patched\n",
        body.lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
    )
}

fn server(prelude: &str) -> Option<RpcServer> {
    let py = venv_python()?;
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    Some(rt.block_on(RpcServer::standalone_with(&py, prelude)).expect("rpc_server starts"))
}

fn eval(s: &RpcServer, candidate: &str, step: Duration) -> SampleReport {
    let opts = RemoteOptions {
        step_timeout: step,
        session_timeout: Duration::from_secs(120),
        ..RemoteOptions::new(Endpoint::Direct { addr: s.addr(), key: String::new() })
    };
    let b = RemoteBackend::open(&opts).expect("open");
    let task = kernels::get("l1_vector_add").expect("task");
    let t = EvalTask { spec: &task.spec, reference: task.reference(ekb_eval::kind::Kind::C), cpu_reference: &task.cpu };
    let opts =
        EvalOptions { time: true, timing: ekb_eval::timing::TimingConfig { samples: 3, ..Default::default() }, ..Default::default() };
    pollster::block_on(evaluate_with(&CFrontEnd::with_ntasks(2), &b, &t, candidate, &opts))
}

#[test]
fn a_device_that_stalls_loading_the_module_is_a_device_fault_not_the_kernels_timeout() {
    let stall = "_load = tvm.get_global_func('tvm.rpc.server.load_module')\n\
                 def _slow(name):\n    time.sleep(600)\n    return _load(name)\n\
                 tvm_ffi.register_global_func('tvm.rpc.server.load_module', _slow, override=True)";
    let Some(s) = server(&session_prelude(stall)) else { return };
    let reference = kernels::get("l1_vector_add").and_then(|t| t.reference(ekb_eval::kind::Kind::C)).expect("reference.c");
    let r = eval(&s, reference, Duration::from_secs(3));
    assert_eq!(r.fault, Some(Fault::DeviceLost), "{:?}: {}", r.verdict, r.message);
    assert!(r.message.contains("stalled") && r.message.contains("loading the program"), "{}", r.message);
}

#[test]
fn a_device_that_scales_its_timings_is_a_device_fault_not_a_pass() {
    // Every time the device's evaluator reports is a quarter of the truth (the adversarial pass's
    // device claimed 4.07× that way); the kernel spins long enough per call for the host's clock
    // to tell.
    let lie = "_te = tvm.get_global_func('runtime.RPCTimeEvaluator')\n\
               def _scaled(*a):\n    f = _te(*a)\n    def g(*b):\n        raw = bytes(f(*b))\n        n = len(raw) // 8\n        \
               return bytearray(struct.pack('%dd' % n, *[v / 4.1 for v in struct.unpack('%dd' % n, raw)]))\n    return g\n\
               tvm_ffi.register_global_func('runtime.RPCTimeEvaluator', _scaled, override=True)";
    let Some(s) = server(&session_prelude(lie)) else { return };
    let reference = kernels::get("l1_vector_add").and_then(|t| t.reference(ekb_eval::kind::Kind::C)).expect("reference.c");
    let slow = reference.replace(
        "if (lo >= N) return;",
        "volatile unsigned long long spin = 0;\n    for (unsigned long long k = 0; k < 300000000ull; k++) spin += k;\n    if (lo >= N) return;",
    );
    let r = eval(&s, &slow, Duration::from_secs(60));
    assert_eq!(r.fault, Some(Fault::DeviceLost), "{:?}: {} {:?}", r.verdict, r.message, r.timing.map(|t| t.speedup));
    assert!(r.message.contains("timing cannot be trusted"), "{}", r.message);
}
