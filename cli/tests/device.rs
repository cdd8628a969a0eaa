//! `ekb device` end to end on 127.0.0.1: registered with the tracker of a real `ekb serve`, it
//! serves the relay's `c` jobs submitted over HTTP like a stock TVM `rpc_server` from the venv
//! does (same verdict, same timing method), survives a kernel that crashes and one that never
//! returns (each job fails saying why, the next job passes); registered with Apache TVM's own
//! Python tracker, it serves TVM's own Python client, which uploads, loads, runs and times a TVM-FFI
//! module on it (and cannot upload outside the session's directory or past the memory limit), and a
//! library that forges a reply on its host's channel ends only its own session. Without the venv the tests
//! print SKIPPED
//! (`EKB_REQUIRE_TVM=1` makes that a failure).

mod relay_common;

#[path = "../../tvm-rpc/tests/session_support/mod.rs"]
mod session_support;

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use relay_common as rc;
use serde_json::Value;
use tvm_rpc::testing::{venv_python, RpcServer, TvmTracker};

/// A `c` candidate for `l1_vector_add` that stores through a null pointer: SIGSEGV in the worker.
const CRASH: &str = "#include <stdint.h>\n\
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    *(volatile float*)(uintptr_t)8 = a[0];\n\
    for (uint32_t i = 0; i < N; i++) c[i] = a[i] + b[i];\n\
}\n";

/// One that never returns.
const HANG: &str = "#include <stdint.h>\n\
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    volatile uint32_t spin = 1;\n\
    while (spin) { }\n\
    for (uint32_t i = 0; i < N; i++) c[i] = a[i] + b[i];\n\
}\n";

/// A TVM-FFI library that forges a reply: `forge()` writes a frame of its own to every descriptor
/// from 3 up (the library host's channel among them) before it returns.
const FORGE: &str = "#include <stdint.h>\n#include <unistd.h>\n\
typedef struct { int32_t type_index; uint32_t pad; int64_t v; } Any;\n\
int __tvm_ffi_forge(void* self, const Any* args, int32_t n, Any* result) {\n\
    static const char frame[] = \"\\x10\\x00\\x00\\x00{\\\"id\\\":999999999}\";\n\
    for (int fd = 3; fd < 64; ++fd) write(fd, frame, sizeof frame - 1);\n\
    result->type_index = 0; result->v = 0;\n\
    return 0;\n\
}\n";

/// `ekb device` registered with `tracker` under `key`, with a step timeout of `step_s` seconds;
/// returns once it has registered.
fn device(dir: &Path, tracker: &str, key: &str, step_s: &str) -> rc::Proc {
    // `c` alone: the announcement this test checks (the `opencl` form: cli/tests/device_opencl.rs).
    let args = ["device", "--tracker", tracker, "--key", key, "--addr", "127.0.0.1:0", "--step-timeout", step_s, "--forms", "c"];
    let p = rc::Proc::spawn_under(&[], &args, &dir.join(format!("device-{key}.log")), "info");
    p.line("ekb device listening on ");
    p.line("registered with tracker");
    p
}

fn job(url: &str, key: &str, source: &str) -> Value {
    let id = rc::submit_ok(url, key, source);
    rc::wait_job(url, &id, Duration::from_secs(90), "the job to end", rc::is_final)
}

/// The relay test's device key: its first word names another device API than the one announced.
const KEY: &str = "opencl-ekb";

#[test]
fn ekb_device_serves_relay_c_jobs_like_a_stock_server_and_survives_hostile_kernels() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("device");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-step-timeout", "20", "--relay-request-timeout", "30"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let _stock = rt.block_on(RpcServer::with_tracker(&py, &tracker, "stock")).expect("rpc_server registers");
    let _device = device(&dir, &tracker, KEY, "4");
    let url = serve.url.clone();

    let (code, d) = rc::get(&format!("{url}/api/relay/devices"));
    assert_eq!(code, 200, "{d}");
    // The key's first word says `opencl` (docs/RELAY.md, "Device keys"); the typed announcement
    // (backend `cpu`, kinds `[c]`, the hardware) wins over it.
    let dev = d["devices"].as_array().unwrap().iter().find(|x| x["key"] == KEY).unwrap_or_else(|| panic!("{d}"));
    assert_eq!((dev["backend"].as_str(), dev["kinds"].clone()), (Some("cpu"), serde_json::json!(["c"])), "{d}");
    assert!(dev["hardware"].as_str().is_some_and(|h| !h.is_empty()), "the announced hardware: {d}");

    // The same kernel on the stock server and on ekb device: the same verdict, timed the same way.
    let theirs = job(&url, "stock", rc::VECTOR_ADD);
    let ours = job(&url, KEY, rc::VECTOR_ADD);
    for s in [&theirs, &ours] {
        assert_eq!((s["state"].as_str(), s["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{s}\n{}", rc::log_tail(&dir));
        assert_eq!(s["report"]["timing"]["method"], "remote", "{s}");
        assert!(s["report"]["timing"]["candidate_ms"].as_f64().is_some_and(|t| t > 0.0), "{s}");
    }
    assert_eq!(ours["report"]["device"]["backend"], theirs["report"]["device"]["backend"]);
    assert_eq!(ours["report"]["device"]["architecture"], theirs["report"]["device"]["architecture"]);

    // A crash and a hang: each job ends, not passed, naming the worker's end; the device serves on.
    for (source, why) in [(CRASH, "SIGSEGV"), (HANG, "step timeout")] {
        let s = job(&url, KEY, source);
        assert_ne!(s["report"]["verdict"], "pass", "{s}");
        assert!(s.to_string().contains(why), "the job's status names the worker's end ({why}): {s}");
        let next = job(&url, KEY, rc::VECTOR_ADD);
        assert_eq!((next["state"].as_str(), next["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{next}");
    }
}

/// Runs `script` with TVM's Python within 60 s; its stdout (it must succeed).
async fn python(py: &Path, script: &str) -> String {
    let run = tokio::process::Command::new(py).args(["-c", script]).stdin(Stdio::null()).kill_on_drop(true).output();
    let o = tokio::time::timeout(Duration::from_secs(60), run).await.expect("the TVM client timed out").unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(o.status.success(), "TVM's client failed: {stdout}\n{}", String::from_utf8_lossy(&o.stderr));
    stdout
}

#[tokio::test]
async fn tvm_python_client_uploads_runs_and_times_a_module_on_ekb_device() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("device-py");
    // Apache TVM's own tracker this time (the relay test uses ours, embedded in `ekb serve`).
    let tracker = TvmTracker::start(&py, tvm_rpc::testing::free_port()).await.expect("TVM's rpc_tracker starts");
    let taddr = tracker.addr();
    let so = session_support::build_vadd(&py, &dir.join("vadd"));
    let forge_c = dir.join("forge.c");
    std::fs::write(&forge_c, FORGE).unwrap();
    let forge = dir.join("forge.so");
    let built = std::process::Command::new("cc").args(["-O2", "-shared", "-fPIC"]).arg(&forge_c).arg("-o").arg(&forge).status();
    assert!(built.is_ok_and(|s| s.success()), "cc failed on forge.c");
    let (dir2, taddr2) = (dir.clone(), taddr.clone());
    let _device = tokio::task::spawn_blocking(move || device(&dir2, &taddr2, "ekb-py", "10")).await.unwrap();
    let want: Vec<f32> = (0..4096).map(|i| i as f32 * 0.5 + (1.0 - i as f32)).collect();
    let want_hex: String = want.iter().flat_map(|x| x.to_le_bytes()).map(|b| format!("{b:02x}")).collect();
    // A library that forges a reply on the host's channel: the session's call fails naming the
    // malformed reply (the host is killed), and the next session (below) is served by a new host.
    let forger = format!(
        "import tvm.rpc as r\n\
         s = r.connect_tracker('127.0.0.1', {port}).request('ekb-py', priority=1, session_timeout=60)\n\
         s.upload({forge:?}, 'forge.so')\n\
         f = s.load_module('forge.so')\n\
         try:\n    f['forge'](); print('FORGED accepted')\n\
         except Exception as e:\n    print('FORGED', 'malformed reply' in str(e))\n",
        port = tracker.port(),
        forge = forge.display().to_string(),
    );
    let stdout = python(&py, &forger).await;
    assert!(stdout.contains("FORGED True"), "{stdout}");
    let script = format!(
        "import numpy as np, tvm, tvm.rpc as r\n\
         s = r.connect_tracker('127.0.0.1', {port}).request('ekb-py', priority=1, session_timeout=60)\n\
         s.upload({so:?}, 'vadd.so')\n\
         try:\n    s.upload({so:?}, '../escape.so'); print('ESCAPED')\n\
         except Exception as e:\n    print('REFUSED', 'one plain file name' in str(e))\n\
         m = s.load_module('vadd.so')\n\
         dev = s.cpu(0)\n\
         n = 4096\n\
         a = tvm.runtime.tensor((np.arange(n) * 0.5).astype('float32'), dev)\n\
         b = tvm.runtime.tensor((1.0 - np.arange(n)).astype('float32'), dev)\n\
         c = tvm.runtime.empty((n,), 'float32', dev)\n\
         m['vadd'](a, b, c)\n\
         print('VADD', c.numpy().tobytes().hex())\n\
         t = m.time_evaluator('vadd', dev, number=20, repeat=3)(a, b, c)\n\
         print('TIMED', len(t.results), all(0 < x < 1e-2 for x in t.results))\n\
         try:\n    big = [tvm.runtime.empty((400 << 20,), 'float32', dev) for _ in range(2)]; print('OOM False')\n\
         except Exception as e:\n    print('OOM', 'memory limit' in str(e))\n\
         try:\n    tvm.runtime.empty((1 << 30,), 'float32', dev); print('HUGE False')\n\
         except Exception as e:\n    print('HUGE', 'memory limit' in str(e))\n\
         m['vadd'](a, b, c)\n\
         print('AGAIN', c.numpy().tobytes().hex() == {hex:?})\n",
        port = tracker.port(),
        so = so.display().to_string(),
        hex = want_hex,
    );
    let stdout = python(&py, &script).await;
    let line = |p: &str| stdout.lines().find_map(|l| l.strip_prefix(p)).unwrap_or_else(|| panic!("no {p}line in {stdout}")).to_owned();
    assert_eq!(line("REFUSED "), "True", "a path in an upload name is refused: {stdout}");
    let hex = line("VADD ");
    let got: Vec<u8> = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect();
    assert_eq!(session_support::f32s(&got), want);
    assert_eq!(line("TIMED "), "3 True", "{stdout}");
    // The session's tensors stay within the worker's memory limit (2 GiB by default) in all: the
    // second 1.6 GiB tensor is refused, and so is one of 4 GiB. The session goes on.
    assert_eq!((line("OOM "), line("HUGE "), line("AGAIN ")), ("True".into(), "True".into(), "True".into()), "{stdout}");
}
