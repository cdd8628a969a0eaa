//! The worker sandbox ([`Sandbox::worker_command`]) and the inside mode: this test binary is run inside
//! the worker sandbox (as `ekb worker` is by the runner), where its `inner_*` tests (ignored outside)
//! check that detection takes the inside mode and that compiling — now without bubblewrap, which cannot
//! be nested — keeps every rule: the kernel compiles and runs, diagnostics are located, host files are
//! invisible, the rlimits and the wall clock hold, and no further sandbox can be started from inside.
//! Outside, a process that merely sets `EKB_SANDBOXED` is refused.

mod common;

use common::{add_sig, GOOD};
use std::time::Duration;

use ekb_sandbox::abi::{generate, pack_f32, pack_i32};
use ekb_sandbox::{
    confinement, network_interfaces, CompileError, CompileLimits, DiagFile, GuardedBuffer, Kernel, Pool, Sandbox, SandboxUnavailable,
    SANDBOXED_ENV,
};

#[test]
fn the_inner_tests_pass_inside_the_worker_sandbox() {
    let sandbox = Sandbox::detect().unwrap_or_else(|e| panic!("{e}"));
    let exe = std::env::current_exe().unwrap();
    let args: Vec<std::ffi::OsString> = ["inner_", "--ignored", "--test-threads=1"].iter().map(Into::into).collect();
    let out = sandbox.worker_command(&exe, &args, &[]).unwrap().output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("test result: ok. 4 passed"), "{text}");
}

#[test]
fn the_variable_alone_is_not_the_sandbox() {
    // This process is on the host: /etc is there, so the inside mode is refused whatever the
    // environment says.
    let why = confinement().expect_err("the host is not the sandbox");
    assert!(why.contains("/etc"), "{why}");
    match Sandbox::detect_inside("/usr/bin".as_ref()) {
        Err(e @ SandboxUnavailable::NotConfined { .. }) => {
            let m = e.to_string();
            assert!(m.contains(SANDBOXED_ENV) && m.contains("not inside") && m.contains("bubblewrap"), "{m}");
        }
        other => panic!("{other:?}"),
    }
    // And a whole worker started that way (this binary with the variable, no bwrap) refuses too.
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args(["inner_detection_takes_the_inside_mode", "--ignored", "--exact"])
        .env(SANDBOXED_ENV, "1")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && text.contains("not inside the ekb worker sandbox"), "{text}");
}

fn inside() -> Sandbox {
    assert!(std::env::var_os(SANDBOXED_ENV).is_some(), "run inside the worker sandbox only");
    Sandbox::detect().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
#[ignore = "run inside the worker sandbox by the_inner_tests_pass_inside_the_worker_sandbox"]
fn inner_detection_takes_the_inside_mode() {
    let s = inside();
    assert!(s.is_inside());
    assert!(s.compiler().starts_with("/usr/"), "{}", s.compiler().display());
    confinement().unwrap();
    assert_eq!(network_interfaces().unwrap(), ["lo"]);
    // No nesting.
    let e = s.worker_command("/usr/bin/true".as_ref(), &[], &[]).unwrap_err();
    assert_eq!(e, SandboxUnavailable::Nested);
    assert!(std::fs::metadata("/etc").is_err() && std::fs::metadata("/home").is_err());
    assert!(std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|c| c.contains("processor")), "cpuinfo alone is visible");
    assert!(std::fs::metadata("/proc/self").is_err(), "no procfs");
    assert!(std::env::var_os("HOME").is_none());
}

#[test]
#[ignore = "run inside the worker sandbox by the_inner_tests_pass_inside_the_worker_sandbox"]
fn inner_a_kernel_compiles_and_runs() {
    let s = inside();
    let compiled = s.compile_c(GOOD, &generate(&[add_sig()]), &CompileLimits::default()).expect("compiles");
    assert!(compiled.dir().starts_with("/tmp"), "the scratch is on the sandbox's private /tmp");
    let k = Kernel::load(&compiled).expect("loads");
    let n = 1000;
    let bytes = |v: Vec<f32>| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut a = GuardedBuffer::from_bytes(&bytes((0..n).map(|i| i as f32).collect())).unwrap();
    let mut b = GuardedBuffer::from_bytes(&bytes((0..n).map(|i| 0.5 * i as f32).collect())).unwrap();
    let mut c = GuardedBuffer::new(n * 4).unwrap();
    let pool = Pool::new(2).unwrap();
    pool.run(&k, "add", &mut [&mut a, &mut b, &mut c], &[n as u64, pack_f32(2.0), pack_i32(-3)], 7, Duration::from_secs(10)).unwrap();
    let out: Vec<f32> = c.as_slice()[..n * 4].chunks(4).map(|ch| f32::from_le_bytes(ch.try_into().unwrap())).collect();
    for (i, v) in out.iter().enumerate() {
        let want = 2.0 * (i as f32).sqrt() + 0.5 * i as f32 - 3.0;
        assert!((v - want).abs() <= 1e-4 * want.abs().max(1.0), "c[{i}] = {v}, want {want}");
    }
}

#[test]
#[ignore = "run inside the worker sandbox by the_inner_tests_pass_inside_the_worker_sandbox"]
fn inner_diagnostics_and_invisible_files() {
    let s = inside();
    let code = generate(&[add_sig()]);
    let syntax = GOOD.replace("c[i] =", "c[i] = = ");
    match s.compile_c(&syntax, &code, &CompileLimits::default()) {
        Err(CompileError::Rejected { diagnostics, .. }) => {
            assert_eq!((diagnostics[0].file.clone(), diagnostics[0].line), (DiagFile::Candidate, 5))
        }
        other => panic!("{other:?}"),
    }
    for f in ["/etc/passwd", "/home/x.h", "/root/.bashrc"] {
        match s.compile_c(&format!("#include \"{f}\"\n{GOOD}"), &code, &CompileLimits::default()) {
            Err(CompileError::Rejected { diagnostics, log }) => {
                let d = &diagnostics[0];
                assert_eq!((d.file.clone(), d.line), (DiagFile::Candidate, 1), "{log}");
                assert_eq!(d.message, format!("{f}: No such file or directory"));
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
#[ignore = "run inside the worker sandbox by the_inner_tests_pass_inside_the_worker_sandbox"]
fn inner_compiler_limits_hold() {
    let s = inside();
    let code = generate(&[add_sig()]);
    let limits = CompileLimits { memory_bytes: 256 << 20, ..CompileLimits::default() };
    let bomb = "#define A(x) x x x x x x x x x x\n#define B(x) A(A(A(A(A(x)))))\nint f(void) { return 0 B(B(+1)); }\n";
    for src in ["#include \"/dev/zero\"\n", bomb] {
        match s.compile_c(src, &code, &limits) {
            Err(CompileError::Rejected { log, .. }) => assert!(log.contains("out of memory") || log.contains("memory exhausted"), "{log}"),
            other => panic!("{other:?}"),
        }
    }
    let quick = CompileLimits { wall: Duration::from_millis(1), ..CompileLimits::default() };
    assert!(matches!(s.compile_c(GOOD, &code, &quick), Err(CompileError::Timeout(d)) if d == Duration::from_millis(1)));
    // A log larger than the kept part is cut.
    let noisy = CompileLimits { log_bytes: 200, ..CompileLimits::default() };
    let warn = "#warning aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n".repeat(20) + "int x(;";
    match s.compile_c(&warn, &code, &noisy) {
        Err(CompileError::Rejected { log, .. }) => assert!(log.len() <= 200, "{}", log.len()),
        other => panic!("{other:?}"),
    }
    // After all that, a good kernel still compiles.
    s.compile_c(GOOD, &code, &CompileLimits::default()).expect("compiles");
}
