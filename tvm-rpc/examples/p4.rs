//! P4: our session client against TVM's Python client, the same RPC operations against the same
//! warm stock `python -m tvm.exec.rpc_server` (from the venv of `tvm_rpc::testing`).
//!
//! ```sh
//! cargo run -p tvm-rpc --release --example p4 --features testing [-- ROUNDS]
//! ```
//!
//! One round, inside one open session on each side (the session's connect is not part of it):
//! upload the `vadd` shared object (built once here with `cc`) under a new name (overwriting a
//! loaded library in place crashes the server), load it, get its function,
//! allocate three float32 tensors of 65,536 elements, copy two in (256 KiB each), run
//! `RPCTimeEvaluator` (number 10, repeat 3) on it, copy the result out, free everything. The
//! compile and the inputs' preparation are outside the timed region; TVM's side is timed inside
//! Python (`time.perf_counter`). Rounds alternate in blocks (TVM, ours, TVM, ours) so drift in the
//! machine's load hits both; the first round of each block is a warm-up and not counted. Prints
//! both medians and the ratio ours / TVM (the goal is ≤ 1.0); docs/RELAY.md records the result.

#[path = "../tests/session_support/mod.rs"]
mod session_support;

use std::time::{Duration, Instant};

use tvm_rpc::testing::{venv_python, RpcServer};
use tvm_rpc::{Arg, DataType, Device, Session, SessionOptions, TimeEvaluatorOptions};

const N: usize = 1 << 16;

async fn our_rounds(addr: &str, lib: &[u8], a: &[u8], b: &[u8], rounds: usize) -> Vec<f64> {
    let mut s = Session::connect(addr, "", SessionOptions::default()).await.expect("connect");
    let cpu = Device::cpu(0);
    let teo = TimeEvaluatorOptions { number: 10, repeat: 3, ..TimeEvaluatorOptions::default() };
    let mut out = Vec::new();
    for i in 0..=rounds {
        let name = format!("vadd{i}.so");
        let start = Instant::now();
        s.upload(&name, lib).await.unwrap();
        let m = s.load_module(&name).await.unwrap();
        let f = s.module_function(m, "vadd").await.unwrap();
        let ta = s.alloc_tensor(&[N as i64], DataType::F32, cpu).await.unwrap();
        let tb = s.alloc_tensor(&[N as i64], DataType::F32, cpu).await.unwrap();
        let tc = s.alloc_tensor(&[N as i64], DataType::F32, cpu).await.unwrap();
        s.copy_to_remote(&ta, a).await.unwrap();
        s.copy_to_remote(&tb, b).await.unwrap();
        let timer = s.time_evaluator(m, "vadd", cpu, &teo).await.unwrap();
        let secs =
            s.run_time_evaluator(timer, &[Arg::Tensor(&ta), Arg::Tensor(&tb), Arg::Tensor(&tc)], Duration::from_secs(60)).await.unwrap();
        let c = s.copy_from_remote(&tc).await.unwrap();
        for t in [ta, tb, tc] {
            s.free_tensor(t).await.unwrap();
        }
        s.free_func(timer).await.unwrap();
        s.free_func(f).await.unwrap();
        s.free_module(m).await.unwrap();
        out.push(start.elapsed().as_secs_f64());
        assert_eq!((secs.len(), c.len()), (3, N * 4));
    }
    s.shutdown().await.unwrap();
    out.remove(0);
    out
}

async fn tvm_rounds(py: &std::path::Path, addr: &str, so: &std::path::Path, rounds: usize) -> Vec<f64> {
    let (host, port) = addr.split_once(':').unwrap();
    let script = format!(
        "import json, time, numpy as np, tvm, tvm.rpc as r\n\
         s = r.connect('{host}', {port})\n\
         lib = bytearray(open({so:?}, 'rb').read())\n\
         n = {N}\n\
         a_np = (np.arange(n) * 0.5).astype('float32'); b_np = (1.0 - np.arange(n)).astype('float32')\n\
         dev = s.cpu(0)\n\
         out = []\n\
         for i in range({rounds} + 1):\n\
         \x20   t0 = time.perf_counter()\n\
         \x20   s.upload(lib, f'vadd{{i}}.so')\n\
         \x20   m = s.load_module(f'vadd{{i}}.so')\n\
         \x20   f = m['vadd']\n\
         \x20   a = tvm.runtime.tensor(a_np, dev); b = tvm.runtime.tensor(b_np, dev)\n\
         \x20   c = tvm.runtime.empty((n,), 'float32', dev)\n\
         \x20   ev = m.time_evaluator('vadd', dev, number=10, repeat=3)\n\
         \x20   res = ev(a, b, c)\n\
         \x20   c_np = c.numpy()\n\
         \x20   del a, b, c, ev, f, m\n\
         \x20   out.append(time.perf_counter() - t0)\n\
         \x20   assert len(res.results) == 3 and c_np.shape == (n,)\n\
         print('P4', json.dumps(out[1:]))\n",
        so = so.display().to_string(),
    );
    let o = tokio::process::Command::new(py).args(["-c", &script]).output().await.expect("run python");
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "python failed: {stdout}\n{}", String::from_utf8_lossy(&o.stderr));
    let line = stdout.lines().find_map(|l| l.strip_prefix("P4 ")).expect("P4 line");
    serde_json::from_str(line).expect("a JSON list of seconds")
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

#[tokio::main]
async fn main() {
    let rounds: usize = std::env::args().nth(1).map_or(20, |s| s.parse().expect("ROUNDS is a number"));
    let Some(py) = venv_python() else { return };
    let dir = std::env::temp_dir().join(format!("ekb-p4-{}", std::process::id()));
    let so = session_support::build_vadd(&py, &dir);
    let lib = std::fs::read(&so).unwrap();
    let a = session_support::f32_bytes((0..N).map(|i| i as f32 * 0.5));
    let b = session_support::f32_bytes((0..N).map(|i| 1.0 - i as f32));
    let server = RpcServer::standalone(&py).await.expect("start rpc_server");
    let addr = server.addr();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..2 {
        theirs.extend(tvm_rounds(&py, &addr, &so, rounds).await);
        ours.extend(our_rounds(&addr, &lib, &a, &b, rounds).await);
    }
    let (mo, mt) = (median(&mut ours), median(&mut theirs));
    println!("P4: {} rounds each (upload {} KiB .so, load, get function, allocate 3 x {N} float32, copy in 2 x 256 KiB, RPCTimeEvaluator number=10 repeat=3, copy out 256 KiB, free)", ours.len(), lib.len() / 1024);
    println!("ours (tvm-rpc):     median {:.3} ms  (min {:.3}, max {:.3})", mo * 1e3, ours[0] * 1e3, ours[ours.len() - 1] * 1e3);
    println!("TVM's Python client: median {:.3} ms  (min {:.3}, max {:.3})", mt * 1e3, theirs[0] * 1e3, theirs[theirs.len() - 1] * 1e3);
    println!("ratio ours/TVM: {:.3}", mo / mt);
    let _ = std::fs::remove_dir_all(dir);
}
