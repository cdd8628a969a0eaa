//! `ekb device` as a long-lived agent, on 127.0.0.1 through the relay's HTTP API: the aarch64 build
//! (`ekb-device`, scripts/build-device.sh) under Debian's qemu-user completes a `c` job that the relay
//! built for aarch64, announced and reported as **emulated** (so its timing never passes for an
//! aarch64 device's); and a device whose tracker is killed and restarted on its port registers
//! again and runs the next job.
//!
//! The qemu test needs `qemu-aarch64` and the aarch64 build (`scripts/build-device.sh aarch64 dev`,
//! which scripts/test.sh runs); without either it prints SKIPPED, unless `EKB_REQUIRE_QEMU` is
//! set (scripts/test.sh sets it), which makes that a failure.

mod relay_common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use relay_common as rc;
use serde_json::Value;

/// Where Debian's cross toolchain keeps the aarch64 system (libc, ld.so): qemu's `-L`.
const SYSROOT: &str = "/usr/aarch64-linux-gnu";

/// `ekb device` (this build) registered with `tracker` under `key`; returns once it has registered.
fn native_device(dir: &Path, tracker: &str, key: &str) -> rc::Proc {
    let args = ["device", "--tracker", tracker, "--key", key, "--addr", "127.0.0.1:0", "--step-timeout", "10"];
    let p = rc::Proc::spawn_under(&[], &args, &dir.join(format!("device-{key}.log")), "info");
    p.line("ekb device listening on ");
    p.line("registered with tracker");
    p
}

fn job(url: &str, key: &str) -> Value {
    let id = rc::submit_ok(url, key, rc::VECTOR_ADD);
    rc::wait_job(url, &id, Duration::from_secs(60), "the job to end", rc::is_final)
}

fn assert_pass(s: &Value, dir: &Path) {
    assert_eq!((s["state"].as_str(), s["report"]["verdict"].as_str()), (Some("done"), Some("pass")), "{s}\n{}", rc::log_tail(dir));
}

/// The aarch64 `ekb-device` and `qemu-aarch64`, or why the test cannot run (an `Err` when
/// `EKB_REQUIRE_QEMU` is set, else `Ok(None)` after printing SKIPPED).
fn aarch64_setup() -> Option<(PathBuf, PathBuf)> {
    let required = std::env::var_os("EKB_REQUIRE_QEMU").is_some();
    let skip = |why: String| {
        assert!(!required, "EKB_REQUIRE_QEMU is set but {why}");
        eprintln!("SKIPPED: {why}");
        None
    };
    let Some(qemu) =
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()).map(|d| d.join("qemu-aarch64")).find(|p| p.is_file())
    else {
        return skip("qemu-aarch64 is not installed (scripts/setup.sh installs Debian's qemu-user)".into());
    };
    // This build's target directory: …/debug/ekb → …; the cross build is under …/aarch64-unknown-linux-gnu.
    let target = Path::new(env!("CARGO_BIN_EXE_ekb")).parent().and_then(Path::parent).expect("target dir");
    let built: Vec<PathBuf> = ["debug", "device"]
        .iter()
        .map(|p| target.join("aarch64-unknown-linux-gnu").join(p).join("ekb-device"))
        .filter(|p| p.is_file())
        .collect();
    let newest = built.into_iter().max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
    match newest {
        Some(bin) => Some((bin, qemu)),
        None => skip(format!("no aarch64 ekb-device under {} (run scripts/build-device.sh aarch64 dev)", target.display())),
    }
}

#[test]
fn the_aarch64_device_under_qemu_user_passes_a_c_job_flagged_emulated() {
    let Some((bin, qemu)) = aarch64_setup() else { return };
    let dir = rc::scratch("device-aarch64");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-step-timeout", "40", "--relay-request-timeout", "30"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let key = "rasp-emu";
    let qemu = qemu.to_str().expect("a UTF-8 path");
    let emulator = format!("{qemu} -L {SYSROOT}");
    let args = ["device", "--tracker", &tracker, "--key", key, "--addr", "127.0.0.1:0", "--step-timeout", "30", "--emulator", &emulator];
    let bin = bin.to_str().expect("a UTF-8 path");
    let device = rc::Proc::spawn_exe(bin, &[qemu, "-L", SYSROOT], &args, &dir.join("device-aarch64.log"), "info");
    let why = device.line("ekb device: emulated (");
    assert!(why.contains("aarch64 binary") && why.contains("x86_64"), "detected from the kernel's architecture: {why}");
    device.line("registered with tracker");

    let url = serve.url.clone();
    let (code, d) = rc::get(&format!("{url}/api/relay/devices"));
    assert_eq!(code, 200, "{d}");
    let dev = d["devices"].as_array().unwrap().iter().find(|x| x["key"] == key).unwrap_or_else(|| panic!("{d}"));
    assert_eq!(
        (dev["backend"].as_str(), dev["kinds"].clone(), dev["emulated"].as_bool()),
        (Some("cpu"), serde_json::json!(["c"]), Some(true)),
        "{d}"
    );

    let s = job(&url, key);
    assert_pass(&s, &dir);
    let device_info = &s["report"]["device"];
    // The relay built the kernel for aarch64 (the device's triple) and the emulated device ran it.
    assert_eq!(device_info["architecture"], "aarch64", "{s}");
    assert_eq!(s["report"]["timing"]["method"], "remote", "{s}");
    // Marked: a fallback (its timing is the emulator's), another identity than an aarch64 board's,
    // the flag on the report.
    assert_eq!(device_info["is_fallback"], true, "{s}");
    assert!(device_info["name"].as_str().is_some_and(|n| n.starts_with("emulated aarch64: ")), "{s}");
    assert!(device_info["runtime"].as_str().is_some_and(|r| r.contains("emulated: ")), "{s}");
    assert!(s["report"]["flags"].as_array().is_some_and(|f| f.iter().any(|f| f == "fallback_adapter")), "{s}");
}

#[test]
fn a_device_whose_tracker_is_killed_and_restarted_registers_again_and_runs_the_next_job() {
    let dir = rc::scratch("device-restart");
    let taddr = format!("127.0.0.1:{}", tvm_rpc::testing::free_port());
    let start_tracker = || {
        let t = rc::Proc::spawn_under(&[], &["tracker", "--addr", &taddr], &dir.join("tracker.log"), "info");
        assert_eq!(t.line("TVM tracker listening on "), taddr);
        t
    };
    let tracker = start_tracker();
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker", &taddr, "--relay-step-timeout", "20", "--relay-request-timeout", "30"]);
    let device = native_device(&dir, &taddr, "restart");
    assert_pass(&job(&serve.url, "restart"), &dir);

    tracker.crash();
    device.line("lost the tracker");
    let _tracker = start_tracker();
    device.line("registered with tracker");
    // The relay's next job reaches the device through the new tracker.
    assert_pass(&job(&serve.url, "restart"), &dir);
}
