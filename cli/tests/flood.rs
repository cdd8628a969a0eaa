//! A kernel's console flood cannot grow `ekb`'s own memory: `ekb check` of
//! `tests/hostile/cl_printf_flood_no_newline.cl` (OpenCL `printf` without newlines, ≈ 80 MiB over
//! its launches, on PoCL) keeps the parent's peak resident size (`VmHWM`, read from `/proc` while
//! it runs) within a few MiB of an `ekb check` of the task's plain reference kernel on the same
//! device — before the worker's stderr was bounded it grew by the flood (a 144 MiB flood: 237 MB
//! against 89 MB).
//! The parent's own baseline holds the OpenCL platform it lists devices with (≈ 90 MB with PoCL),
//! hence a bound relative to it.
//!
//! Without an OpenCL device the test prints SKIPPED and passes, unless `EKB_REQUIRE_OPENCL=1`.

#![cfg(target_os = "linux")]

mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::root;

/// Runs `ekb check` on `file` and returns (report, peak VmHWM of the `ekb` process in KiB, polled
/// every 10 ms until it exits).
fn check_with_peak(file: &str) -> (serde_json::Value, u64) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(["check", "--task", "l1_vector_add", file, "--json", "--no-probe", "--timing-samples", "2", "--seed", "42"])
        .current_dir(root())
        .env("NODEVICE_SELECT", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ekb runs");
    let mut stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    while child.try_wait().expect("wait").is_none() {
        let hwm = std::fs::read_to_string(&status).ok().and_then(|s| {
            s.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|v| v.split_whitespace().next()).and_then(|n| n.parse::<u64>().ok())
        });
        peak = peak.max(hwm.unwrap_or(0));
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = reader.join().expect("stdout read");
    (serde_json::from_str(&out).unwrap_or_else(|e| panic!("{file}: no JSON report ({e}): {out}")), peak)
}

#[test]
fn a_printf_flood_leaves_ekb_s_memory_bounded() {
    let list = common::ekb(&["adapters", "--backend", "opencl", "--json"]);
    let devices: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap_or_default();
    if devices.as_array().is_none_or(|d| d.is_empty()) {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but there is no OpenCL device");
        eprintln!("SKIPPED: a_printf_flood_leaves_ekb_s_memory_bounded: no OpenCL device (apt-get install pocl-opencl-icd)");
        return;
    }
    let (plain, baseline) = check_with_peak("kernels/tasks/l1/l1_vector_add/reference.cl");
    assert_eq!(plain["verdict"], "pass", "{}", plain["message"]);
    let (flood, peak) = check_with_peak("tests/hostile/cl_printf_flood_no_newline.cl");
    eprintln!("ekb check VmHWM: {baseline} KiB for the reference, {peak} KiB for the printf flood");
    assert_eq!(flood["verdict"], "mismatch", "the kernel's own verdict, not the forged one it prints: {}", flood["message"]);
    assert!(baseline > 0 && peak > 0, "VmHWM was read");
    assert!(peak < baseline + 32 * 1024, "the flood grew ekb from {baseline} KiB to {peak} KiB");
}
