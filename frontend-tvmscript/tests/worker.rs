//! The TVM compile worker in its sandbox, with the real venv and real bubblewrap: a TVMScript
//! candidate compiled to WGSL, OpenCL C and C with launch metadata the task accepts; a malformed
//! script is TVM's (Python's) message; hostile scripts are stopped with a clear reason and leave no
//! trace outside the sandbox; a missing venv is "TVM is not installed".
//!
//! Without the venv the tests print `SKIPPED` and pass, unless `EKB_REQUIRE_TVM=1` (scripts/test.sh).
//! Each worker run imports TVM (≈ 1.5 s of CPU), so the hostile cases run side by side.

use std::path::{Path, PathBuf};
use std::time::Duration;

use ekb_eval::kind::Form;
use ekb_sandbox::ScriptError;
use frontend_tvmscript::{default_venv, TvmCompileError, TvmCompiler, TvmStage};

fn candidate(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/candidates").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The compiler over the default venv, or `None` (after printing `SKIPPED`) without one.
fn compiler() -> Option<TvmCompiler> {
    match TvmCompiler::detect() {
        Ok(c) => Some(c),
        Err(TvmCompileError::NotInstalled { why }) => {
            assert!(std::env::var_os("EKB_REQUIRE_TVM").is_none(), "EKB_REQUIRE_TVM is set but {why}");
            eprintln!("SKIPPED: {why}");
            None
        }
        Err(e) => panic!("the compile worker cannot start: {e}"),
    }
}

fn vector_add() -> &'static ekb_eval::TaskSpec {
    &kernels::get("l1_vector_add").expect("task").spec
}

#[test]
fn a_tvmscript_candidate_compiles_to_every_form_with_launch_metadata() {
    let Some(tvm) = compiler() else { return };
    let spec = vector_add();
    let source = candidate("vector_add.py");
    let expect = [
        (Form::Wgsl, "var<uniform> podArgs : PODArgs"),
        (Form::Opencl, "__kernel void l1_vector_add_kernel"),
        (Form::C, "__tvm_ffi_l1_vector_add"),
    ];
    std::thread::scope(|s| {
        let (tvm, source) = (&tvm, &source);
        let runs: Vec<_> = expect.iter().map(|&(form, _)| s.spawn(move || tvm.compile(spec, form, source))).collect();
        for ((form, marker), run) in expect.iter().zip(runs) {
            let compiled = run.join().expect("no panic").unwrap_or_else(|e| panic!("{form:?}: {e}"));
            assert_eq!(compiled.tvm, "0.27.0.post1");
            assert!(compiled.source.contains(marker), "{form:?} source:\n{}", compiled.source);
            let kernels = compiled.program.check(spec).unwrap_or_else(|e| panic!("{form:?}: {e}"));
            let [k] = kernels else { panic!("{form:?}: one kernel, got {}", kernels.len()) };
            // The candidate's schedule: 256 invocations per work-group, one element each on WebGPU,
            // four on OpenCL; TVM's C target is one call.
            let expected_grid = match form {
                Form::Wgsl => "((N + 255) / 256)",
                Form::Opencl => "((N + 1023) / 1024)",
                Form::C => "1",
            };
            assert_eq!((k.grid[0].as_str(), k.block[0]), (expected_grid, if *form == Form::C { 1 } else { 256 }), "{form:?}");
        }
    });
}

#[test]
fn a_malformed_script_is_rejected_with_python_s_message() {
    let Some(tvm) = compiler() else { return };
    let renamed = candidate("vector_add.py").replace("c = T.match_buffer", "out = T.match_buffer").replace("c[v] =", "out[v] =");
    // An output of another element type than the task's: C would read its bits as f32 (a mismatch of NaNs).
    let retyped =
        candidate("vector_add.py").replace("c = T.match_buffer(var_c, (N,), \"float32\")", "c = T.match_buffer(var_c, (N,), \"int32\")");
    assert_ne!(retyped, candidate("vector_add.py"));
    let cases = [candidate("syntax_error.py"), "x = 1\n".to_string(), renamed, retyped];
    let results: Vec<_> = std::thread::scope(|s| {
        let tvm = &tvm;
        let runs: Vec<_> = cases.iter().map(|c| s.spawn(move || tvm.compile(vector_add(), Form::Opencl, c))).collect();
        runs.into_iter().map(|r| r.join().expect("no panic")).collect()
    });
    // A syntax error; a script that runs but defines nothing; buffers that are not the task's; a
    // buffer of another dtype.
    let expected: [&[&str]; 4] = [
        &["SyntaxError", "line 7"],
        &["defines no program"],
        &["['a', 'b', 'out']", "['a', 'b', 'c']"],
        &["buffer `c` is int32; the task's `c` is float32"],
    ];
    for (result, words) in results.into_iter().zip(expected) {
        match result {
            Err(TvmCompileError::Rejected { stage: TvmStage::Script, message }) => {
                assert!(words.iter().all(|w| message.contains(w)), "{words:?} in {message}")
            }
            other => panic!("expected a script rejection ({words:?}), got {other:?}"),
        }
    }
}

#[test]
fn hostile_scripts_are_stopped_and_leave_nothing_outside() {
    let Some(mut tvm) = compiler() else { return };
    tvm.limits.wall = Duration::from_secs(15);
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("tvm-worker-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch");
    let canary = scratch.join("canary");
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("listen");
    listener.set_nonblocking(true).expect("nonblocking");
    let port = listener.local_addr().expect("addr").port().to_string();
    let fill = |name: &str| candidate(name).replace("PORT", &port).replace("CANARY", canary.to_str().expect("utf-8"));
    let cases = ["socket.py", "system.py", "fork_bomb.py", "write_outside.py", "forever.py", "huge_alloc.py"];
    let spec = vector_add();
    let started = std::time::Instant::now();
    std::thread::scope(|s| {
        let tvm = &tvm;
        let runs: Vec<_> = cases.iter().map(|c| (c, s.spawn(move || tvm.compile(spec, Form::Wgsl, &fill(c))))).collect();
        for (case, run) in runs {
            let result = run.join().expect("no panic");
            let signal = |r: &Result<_, TvmCompileError>| match r {
                Err(TvmCompileError::Stopped(ScriptError::Killed { signal, .. })) => Some(*signal),
                _ => None,
            };
            match *case {
                // No socket, no new process: the first such system call ends the worker.
                "socket.py" | "system.py" | "fork_bomb.py" => {
                    assert_eq!(signal(&result), Some(libc::SIGSYS), "{case}: {result:?}");
                    let message = result.unwrap_err().to_string();
                    assert!(message.contains("SIGSYS") && message.contains("system call its sandbox forbids"), "{case}: {message}");
                }
                "write_outside.py" => match result {
                    Err(TvmCompileError::Rejected { stage: TvmStage::Script, message }) => {
                        assert!(message.contains("no place outside /tmp was writable"), "{message}")
                    }
                    other => panic!("{case}: {other:?}"),
                },
                "forever.py" => assert!(matches!(result, Err(TvmCompileError::Stopped(ScriptError::Timeout(_)))), "{case}: {result:?}"),
                "huge_alloc.py" => match result {
                    Err(TvmCompileError::Rejected { stage: TvmStage::Script, message }) => {
                        assert!(message.contains("MemoryError"), "{message}")
                    }
                    other => panic!("{case}: {other:?}"),
                },
                _ => unreachable!(),
            }
        }
    });
    assert!(started.elapsed() < Duration::from_secs(120), "the hostile runs took {:?}", started.elapsed());
    assert!(!canary.exists(), "a hostile script wrote {}", canary.display());
    assert!(!Path::new("/usr/ekb-canary").exists());
    assert!(listener.accept().is_err(), "a hostile script connected to the test's port");
}

#[test]
fn without_the_venv_tvm_is_not_installed() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-tvm-venv");
    match TvmCompiler::with_venv(&missing) {
        Err(e @ TvmCompileError::NotInstalled { .. }) => {
            let message = e.to_string();
            assert!(message.starts_with("TVM is not installed: no Python at") && message.contains("scripts/setup.sh"), "{message}");
        }
        other => panic!("expected NotInstalled, got {other:?}"),
    }
    // A venv whose Python has no TVM: known at the first compile, the same error.
    let Some(_) = compiler() else { return };
    let real = std::fs::canonicalize(default_venv().join("bin/python")).expect("python");
    let bare = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("bare-venv-{}", std::process::id()));
    std::fs::create_dir_all(bare.join("bin")).expect("bare venv");
    let link = bare.join("bin/python");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&real, &link).expect("symlink");
    let tvm = TvmCompiler::with_venv(&bare).expect("a Python is there");
    match tvm.compile(vector_add(), Form::Wgsl, &candidate("vector_add.py")) {
        Err(e @ TvmCompileError::NotInstalled { .. }) => assert!(e.to_string().contains("No module named 'tvm'"), "{e}"),
        other => panic!("expected NotInstalled, got {other:?}"),
    }
}
