//! TVM's own Python client drives an OpenCL kernel on `ekb device --forms c,opencl` (PoCL), through
//! our tracker (`ekb tracker`) on 127.0.0.1: `cli/tests/tvm/opencl_client.py` builds a vector add
//! with TVM for target opencl, saves its OpenCL module as TVM saves one (`k.cl` +
//! `k.tvm_meta.json`), uploads and loads it, allocates `cl(0)` tensors, runs the kernel with TVM's
//! argument convention (buffers, POD args, launch extents), checks the bytes against numpy, reads
//! the device's attributes, times the kernel with `time_evaluator` and is refused a tensor past the
//! memory limit; a kernel that never ends fails its session with the device's error in the client,
//! and the next session passes. Without the venv or an OpenCL device the test prints SKIPPED
//! (`EKB_REQUIRE_TVM=1`, `EKB_REQUIRE_OPENCL=1` make that a failure).

mod relay_common;

use std::path::Path;
use std::time::{Duration, Instant};

use relay_common as rc;
use tvm_rpc::testing::{python_output, venv_python};

/// The client script.
fn client() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tvm/opencl_client.py").display().to_string()
}

/// The value of the line `NAME …` in `stdout`.
fn line<'a>(stdout: &'a str, name: &str) -> &'a str {
    let prefix = format!("{name} ");
    stdout.lines().find_map(|l| l.strip_prefix(&prefix)).unwrap_or_else(|| panic!("no {name} line in:\n{stdout}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tvm_python_client_runs_and_times_an_opencl_kernel_on_ekb_device() {
    let Some(py) = venv_python() else { return };
    if frontend_opencl::list_devices().map_or(true, |d| d.is_empty()) {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but there is no OpenCL device");
        eprintln!(
            "SKIPPED: tvm_python_client_runs_and_times_an_opencl_kernel_on_ekb_device: no OpenCL device (apt-get install pocl-opencl-icd)"
        );
        return;
    }
    let dir = rc::scratch("device-tvm-opencl");
    let (tracker, device) = tokio::task::block_in_place(|| {
        let tracker = rc::Proc::spawn_under(&[], &["tracker", "--addr", "127.0.0.1:0"], &dir.join("tracker.log"), "info");
        let addr = tracker.line("TVM tracker listening on ");
        let args = ["device", "--tracker", &addr, "--key", "tvm-cl", "--addr", "127.0.0.1:0", "--step-timeout", "4", "--forms", "c,opencl"];
        let device = rc::Proc::spawn_under(&[], &args, &dir.join("device.log"), "info");
        device.line("ekb device listening on ");
        device.line("registered with tracker");
        ((tracker, addr), device)
    });
    let (_tracker, addr) = tracker;
    let (host, port) = addr.rsplit_once(':').expect("HOST:PORT");
    let work = dir.display().to_string();
    let run = |extra: &'static [&'static str]| {
        let (py, script, host, port, work) = (py.clone(), client(), host.to_string(), port.to_string(), work.clone());
        async move {
            let mut args = vec![script.as_str(), host.as_str(), port.as_str(), "tvm-cl", work.as_str()];
            args.extend_from_slice(extra);
            python_output(&py, &args, Duration::from_secs(90)).await
        }
    };

    let out = run(&[]).await;
    // TVM's codegen: three buffers and `n`, launched over blockIdx.x × threadIdx.x.
    assert_eq!(line(&out, "INFO"), r#"["blockIdx.x", "threadIdx.x"] ["handle", "handle", "handle", "int32"]"#, "{out}");
    // cl(0) exists, its largest work-group is positive, its warp size is TVM's OpenCL answer (1).
    assert_eq!(line(&out, "EXIST"), "True True 1", "{out}");
    assert_eq!(line(&out, "VADD"), "True", "the kernel's bytes are numpy's a + b: {out}");
    assert_eq!(line(&out, "TIMED"), "3 True", "time_evaluator: 3 samples, mean > 0: {out}");
    assert_eq!(line(&out, "ARGS"), "True", "a call without the launch extents is refused, naming them: {out}");
    assert_eq!(line(&out, "HUGE"), "True", "a 4 GiB tensor is over the memory limit (2 GiB by default): {out}");
    assert_eq!(line(&out, "AGAIN"), "True", "a tensor freed and another allocated, the session going on: {out}");

    // A kernel that never ends: the client gets the device's error at the step timeout (4 s).
    let started = Instant::now();
    let out = run(&["hang"]).await;
    let hang = line(&out, "HANG");
    assert!(hang.starts_with("RPCError") && hang.contains("did not finish within 4000 ms"), "{out}");
    assert!(started.elapsed() < Duration::from_secs(40), "the hang ended the session in {:?}", started.elapsed());
    // The device serves the next session.
    let out = run(&[]).await;
    assert_eq!((line(&out, "VADD"), line(&out, "TIMED")), ("True", "3 True"), "{out}");
    drop(device);
}
