//! The session client against unmodified `python -m tvm.exec.rpc_server` from the pinned wheel
//! (`apache-tvm==0.27.0.post1`), on 127.0.0.1: directly, and through our own tracker with a
//! grant; with TVM's Python client as the oracle for one identical sequence. Without the venv the
//! tests print SKIPPED and pass, unless `EKB_REQUIRE_TVM=1` (see `tvm_rpc::testing`).

mod session_support;

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use session_support::{build_vadd, f32_bytes, f32s};
use tvm_rpc::testing::{venv_python, RpcServer};
use tvm_rpc::{
    Arg, DataType, Device, RetValue, Session, SessionError, SessionOptions, TimeEvaluatorOptions, Tracker, TrackerClient, TrackerConfig,
};

const IO: Duration = Duration::from_secs(10);

fn opts() -> SessionOptions {
    SessionOptions { step_timeout: IO, ..SessionOptions::default() }
}

fn scratch(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("session-{name}-{}", std::process::id()))
}

#[tokio::test]
async fn every_argument_type_through_stock_globals() {
    let Some(py) = venv_python() else { return };
    let server = RpcServer::standalone(&py).await.unwrap();
    let mut s = Session::connect(&server.addr(), server.key(), opts()).await.unwrap();
    assert_eq!(s.remote_key(), "server:");
    assert_eq!(s.remote_version(), "0.8.0");

    // `testing.echo` returns its argument: each type goes out and comes back.
    let echo = s.get_global_func("testing.echo").await.unwrap();
    let dev = Device { device_type: 4, device_id: 3 };
    let cases: Vec<(Arg<'_>, RetValue)> = vec![
        (Arg::Int(-7), RetValue::Int(-7)),
        (Arg::Int(i64::MAX), RetValue::Int(i64::MAX)),
        (Arg::Float(2.5), RetValue::Float(2.5)),
        (Arg::Bool(true), RetValue::Bool(true)),
        (Arg::None, RetValue::None),
        (Arg::Str("héllo, TVM"), RetValue::Str("héllo, TVM".into())),
        (Arg::Str(""), RetValue::Str(String::new())),
        (Arg::Bytes(&[0, 1, 2, 255]), RetValue::Bytes(vec![0, 1, 2, 255])),
        (Arg::Device(dev), RetValue::Device(dev)),
        (Arg::DataType(DataType::F32), RetValue::DataType(DataType::F32)),
        (Arg::DataType(DataType { code: 2, bits: 16, lanes: 4 }), RetValue::DataType(DataType { code: 2, bits: 16, lanes: 4 })),
        (Arg::Handle(0x1234), RetValue::Handle(0x1234)),
    ];
    for (arg, want) in cases {
        assert_eq!(s.call(echo, &[arg]).await.unwrap(), want, "echo {arg:?}");
    }
    let strcat = s.get_global_func("rpc.test.strcat").await.unwrap();
    assert_eq!(s.call(strcat, &[Arg::Str("ekb"), Arg::Int(3)]).await.unwrap(), RetValue::Str("ekb:3".into()));

    // A function returned by a call, called, then passed back as an argument.
    let add_to_lhs = s.get_global_func("rpc.test.add_to_lhs").await.unwrap();
    let RetValue::Func(plus40) = s.call(add_to_lhs, &[Arg::Int(40)]).await.unwrap() else { panic!("not a function") };
    assert_eq!(s.call(plus40, &[Arg::Int(2)]).await.unwrap(), RetValue::Int(42));
    let apply = s.get_global_func("testing.apply").await.unwrap();
    assert_eq!(s.call(apply, &[Arg::Func(plus40), Arg::Int(1)]).await.unwrap(), RetValue::Int(41));
    s.free_func(plus40).await.unwrap();

    // A tensor object returned by a call: its layout and its bytes.
    let nd = s.get_global_func("rpc.test.remote_return_nd").await.unwrap();
    let RetValue::Func(get_arr) = s.call(nd, &[Arg::Str("get_arr")]).await.unwrap() else { panic!() };
    let RetValue::Tensor(t) = s.call(get_arr, &[]).await.unwrap() else { panic!("not a tensor") };
    assert_eq!((t.shape(), t.dtype(), t.device(), t.nbytes()), (&[10i64][..], DataType::F32, Device::cpu(0), 40));
    assert_eq!(s.copy_from_remote(&t).await.unwrap(), vec![0u8; 40]);
    s.free_tensor(t).await.unwrap();

    // A tensor we allocate, filled, checked by a Python function on the server.
    let ones = s.alloc_tensor(&[3, 4], DataType::F64, Device::cpu(0)).await.unwrap();
    s.copy_to_remote(&ones, &[1f64; 12].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<_>>()).await.unwrap();
    let check = s.get_global_func("rpc.test.remote_tensor_func").await.unwrap();
    assert_eq!(s.call(check, &[Arg::Tensor(&ones)]).await.unwrap(), RetValue::None);
    s.copy_to_remote(&ones, &[0u8; 96]).await.unwrap();
    let err = s.call(check, &[Arg::Tensor(&ones)]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("Arrays are not equal")), "{err}");
    s.free_tensor(ones).await.unwrap();
    assert!(s.device_exists(Device::cpu(0)).await.unwrap());

    // Remote errors are typed, carry TVM's message, and leave the session usable.
    let except = s.get_global_func("rpc.test.except").await.unwrap();
    let err = s.call(except, &[Arg::Str("ekb-boom")]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("ekb-boom")), "{err}");
    let raise = s.get_global_func("testing.test_raise_error").await.unwrap();
    let err = s.call(raise, &[Arg::Str("TypeError"), Arg::Str("typed")]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("typed")), "{err}");
    let err = s.get_global_func("ekb.no.such.function").await.unwrap_err();
    assert!(matches!(&err, SessionError::FunctionNotFound { name } if name == "ekb.no.such.function"), "{err}");
    let err = s.call(echo, &[Arg::Str("nul\0byte")]).await.unwrap_err();
    assert!(matches!(err, SessionError::InvalidArgument(_)), "{err}");
    assert_eq!(s.call(echo, &[Arg::Int(1)]).await.unwrap(), RetValue::Int(1));
    eprintln!("remote error as received: {err}");

    // Upload and download round-trip; a reply beyond the packet limit is refused.
    let blob: Vec<u8> = (0..50_000u32).map(|i| (i * 7 % 251) as u8).collect();
    s.upload("blob.bin", &blob).await.unwrap();
    assert_eq!(s.download("blob.bin").await.unwrap(), blob);
    s.shutdown().await.unwrap();

    let small = SessionOptions { max_packet_bytes: 1024, ..opts() };
    let mut s = Session::connect(&server.addr(), "", small).await.unwrap();
    let echo = s.get_global_func("testing.echo").await.unwrap(); // handles are per session
    s.upload("blob.bin", &blob).await.unwrap();
    let err = s.download("blob.bin").await.unwrap_err();
    assert!(matches!(err, SessionError::PacketTooLarge { max: 1024, .. }), "{err}");
    // The oversized reply was read past, not kept: the session goes on.
    assert_eq!(s.call(echo, &[Arg::Int(1)]).await.unwrap(), RetValue::Int(1));
    s.shutdown().await.unwrap();

    // A key the server does not expect is refused in the handshake.
    let err = Session::connect(&server.addr(), "not-the-key", opts()).await.err().expect("mismatch");
    assert!(matches!(&err, SessionError::KeyMismatch { key, .. } if key == "client:not-the-key"), "{err}");

    // TVM's session limit (` -timeout=1` after the key): the server ends the session itself and
    // says so; the next call reads that as a typed error.
    let limited = SessionOptions { session_timeout: Some(Duration::from_secs(1)), ..opts() };
    let mut s = Session::connect(&server.addr(), "", limited).await.unwrap();
    let echo = s.get_global_func("testing.echo").await.unwrap();
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let err = s.call(echo, &[Arg::Int(1)]).await.unwrap_err();
    assert!(matches!(&err, SessionError::RemoteSessionTimeout { message } if message.contains("session has expired")), "{err}");
}

/// The job a remote backend runs, through our tracker and a grant: upload a C module built here,
/// load it, allocate, copy in, call, copy out, time, free; then TVM's Python client runs the same
/// sequence on the same server through the same tracker and must read back the same bytes.
#[tokio::test]
async fn a_c_module_through_our_tracker_and_the_python_oracle() {
    let Some(py) = venv_python() else { return };
    let tracker = Tracker::bind("127.0.0.1:0", TrackerConfig::default()).await.unwrap();
    let taddr = tracker.local_addr().to_string();
    let _server = RpcServer::with_tracker(&py, &taddr, "ekb-session").await.unwrap();
    let dir = scratch("cmod");
    let so = build_vadd(&py, &dir);
    let lib = std::fs::read(&so).unwrap();

    let grant = TrackerClient::connect(&taddr, IO).await.unwrap().request("ekb-session", 1, IO).await.unwrap();
    let mut s = Session::connect_grant(&grant, opts()).await.unwrap();
    assert_eq!(s.remote_key(), "server:ekb-session");
    s.upload("vadd.so", &lib).await.unwrap();
    let m = s.load_module("vadd.so").await.unwrap();
    let vadd = s.module_function(m, "vadd").await.unwrap();
    let err = s.module_function(m, "absent").await.unwrap_err();
    assert!(matches!(err, SessionError::FunctionNotFound { .. }), "{err}");

    let n = 4096usize;
    let (a, b): (Vec<f32>, Vec<f32>) = ((0..n).map(|i| i as f32 * 0.5).collect(), (0..n).map(|i| 1.0 - i as f32).collect());
    let cpu = Device::cpu(0);
    let mut t = Vec::new();
    for _ in 0..3 {
        t.push(s.alloc_tensor(&[n as i64], DataType::F32, cpu).await.unwrap());
    }
    s.copy_to_remote(&t[0], &f32_bytes(a.iter().copied())).await.unwrap();
    s.copy_to_remote(&t[1], &f32_bytes(b.iter().copied())).await.unwrap();
    assert_eq!(s.call(vadd, &[Arg::Tensor(&t[0]), Arg::Tensor(&t[1]), Arg::Tensor(&t[2])]).await.unwrap(), RetValue::None);
    let out = s.copy_from_remote(&t[2]).await.unwrap();
    let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    assert_eq!(f32s(&out), want);

    // The C function's own error arrives as a typed remote error with its kind and message.
    let err = s.call(vadd, &[Arg::Tensor(&t[0])]).await.unwrap_err();
    assert!(matches!(&err, SessionError::Remote { message } if message.contains("vadd expects 3 tensors")), "{err}");

    let teo = TimeEvaluatorOptions { number: 50, repeat: 3, ..TimeEvaluatorOptions::default() };
    let timer = s.time_evaluator(m, "vadd", cpu, &teo).await.unwrap();
    let args = [Arg::Tensor(&t[0]), Arg::Tensor(&t[1]), Arg::Tensor(&t[2])];
    let secs = s.run_time_evaluator(timer, &args, IO).await.unwrap();
    assert_eq!(secs.len(), 3);
    // 4,096 float additions: well above 10 ns and below 10 ms per call, even on a loaded machine.
    assert!(secs.iter().all(|&x| (1e-8..1e-2).contains(&x)), "{secs:?}");
    let err = s.time_evaluator(m, "absent", cpu, &teo).await.unwrap_err();
    assert!(matches!(err, SessionError::Remote { .. }), "{err}");
    s.free_func(timer).await.unwrap();
    s.free_func(vadd).await.unwrap();
    for x in t {
        s.free_tensor(x).await.unwrap();
    }
    s.free_module(m).await.unwrap();
    s.shutdown().await.unwrap();

    // The oracle: TVM's own client, the same operations on the same server (it re-registers
    // after our session ends), through our tracker.
    let script = format!(
        "import numpy as np, tvm, tvm.rpc as r\n\
         s = r.connect_tracker('127.0.0.1', {port}).request('ekb-session', priority=1, session_timeout=60)\n\
         s.upload({so:?}, 'vadd.so')\n\
         m = s.load_module('vadd.so')\n\
         dev = s.cpu(0)\n\
         n = {n}\n\
         a = tvm.runtime.tensor((np.arange(n) * 0.5).astype('float32'), dev)\n\
         b = tvm.runtime.tensor((1.0 - np.arange(n)).astype('float32'), dev)\n\
         c = tvm.runtime.empty((n,), 'float32', dev)\n\
         m['vadd'](a, b, c)\n\
         print('ORACLE', c.numpy().tobytes().hex())\n",
        port = tracker.local_addr().port(),
        so = so.display().to_string(),
    );
    let run = tokio::process::Command::new(&py).args(["-c", &script]).stdin(Stdio::null()).kill_on_drop(true).output();
    let o = tokio::time::timeout(Duration::from_secs(60), run).await.expect("oracle timed out").unwrap();
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "oracle failed: {stdout}\n{}", String::from_utf8_lossy(&o.stderr));
    let hex = stdout.lines().find_map(|l| l.strip_prefix("ORACLE ")).expect("oracle output");
    let theirs: Vec<u8> = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect();
    assert_eq!(theirs, out, "TVM's client and ours read different bytes");
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn a_server_killed_mid_session_is_a_typed_error() {
    let Some(py) = venv_python() else { return };
    let server = RpcServer::standalone(&py).await.unwrap();
    let mut s = Session::connect(&server.addr(), "", opts()).await.unwrap();
    let echo = s.get_global_func("testing.echo").await.unwrap();
    assert_eq!(s.call(echo, &[Arg::Int(5)]).await.unwrap(), RetValue::Int(5));
    server.signal("KILL").unwrap();
    let start = Instant::now();
    let err = s.call(echo, &[Arg::Int(6)]).await.unwrap_err();
    assert!(matches!(err, SessionError::Closed { step: "call", .. } | SessionError::Io { .. }), "{err}");
    assert!(start.elapsed() < IO, "took {:?}", start.elapsed());
    assert!(matches!(s.call(echo, &[Arg::Int(7)]).await.unwrap_err(), SessionError::Poisoned(_)));
}

#[tokio::test]
async fn a_server_that_stops_answering_times_out_the_step() {
    let Some(py) = venv_python() else { return };
    let server = RpcServer::standalone(&py).await.unwrap();
    let step = Duration::from_millis(800);
    let mut s = Session::connect(&server.addr(), "", SessionOptions { step_timeout: step, ..opts() }).await.unwrap();
    let echo = s.get_global_func("testing.echo").await.unwrap();
    server.signal("STOP").unwrap();
    let start = Instant::now();
    let err = s.call(echo, &[Arg::Int(1)]).await.unwrap_err();
    let took = start.elapsed();
    assert!(matches!(err, SessionError::Timeout { step: "call", after, .. } if after == step), "{err}");
    // The step's own limit ended it (a stopped server never answers; the bound leaves room for a
    // loaded machine's scheduling).
    assert!(took >= step && took < step + Duration::from_secs(20), "took {took:?}");
    let err = s.call(echo, &[Arg::Int(1)]).await.unwrap_err();
    assert!(matches!(err, SessionError::Poisoned(_)), "{err}");
    server.signal("CONT").unwrap();
}
