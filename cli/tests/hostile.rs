//! The hostile-kernel corpus: every `tests/hostile/*.{wgsl,cl,c}` carries `// task:` and
//! `// expect:` headers (and optionally `// timeout:` seconds); `ekb check` (the kind from the
//! extension: OpenCL C on the first OpenCL device, C on the CPU in the sandbox) must give exactly
//! that verdict, and none may pass.

mod common;

use common::{ekb, header, hostile_cases};

#[test]
fn hostile_corpus_gets_the_expected_verdicts() {
    let files = hostile_cases();
    assert!(files.len() >= 18, "the corpus has {} cases; the contract asks for ≥ 18", files.len());
    for kind in ["opencl", "c"] {
        assert!(files.iter().filter(|f| common::kind_of(f) == kind).count() >= 8, "the corpus has ≥ 8 {kind} cases");
    }
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable");
        let task = header(&src, "task").expect("// task: header");
        let expect = header(&src, "expect").expect("// expect: header");
        // Flags the evaluator must raise (the adapter-dependent `fallback_adapter` and `noisy` aside).
        let mut want_flags: Vec<&str> = header(&src, "flags").map_or_else(Vec::new, |f| f.split(',').map(str::trim).collect());
        want_flags.sort_unstable();
        assert!(
            expect != "pass" || !want_flags.is_empty(),
            "{}: the hostile corpus holds no unflagged passes (a pass must name its flags)",
            f.display()
        );
        let path = f.to_string_lossy().to_string();
        let mut args = vec!["check", "--task", task, &path, "--json", "--no-probe", "--timing-samples", "2", "--seed", "42"];
        let timeout = header(&src, "timeout").map(str::to_string);
        if let Some(t) = &timeout {
            args.extend(["--timeout", t.as_str()]);
        }
        let out = ekb(&args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let report: serde_json::Value = match serde_json::from_str(&stdout) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("{}: no JSON report ({e}); stderr: {}", f.display(), String::from_utf8_lossy(&out.stderr)));
                continue;
            }
        };
        let got = report["verdict"].as_str().unwrap_or("?");
        if got != expect {
            failures.push(format!("{}: expected {expect}, got {got}: {}", f.display(), report["message"]));
        }
        let mut got_flags: Vec<&str> = report["flags"]
            .as_array()
            .map(|a| a.iter().filter_map(|v| v.as_str()).filter(|f| !["fallback_adapter", "noisy"].contains(f)).collect())
            .unwrap_or_default();
        got_flags.sort_unstable();
        if got_flags != want_flags {
            failures.push(format!("{}: expected flags {want_flags:?}, got {got_flags:?}: {}", f.display(), report["message"]));
        }
        let want_code = if expect == "pass" { 0 } else { 1 };
        if out.status.code() != Some(want_code) {
            failures.push(format!("{}: exit code {:?}, expected {want_code}", f.display(), out.status.code()));
        }
    }
    assert!(failures.is_empty(), "hostile corpus failures:\n{}", failures.join("\n"));
}

/// The native escapes of the corpus (`tests/hostile/{c,cl}_escape_*`: raw system calls that read
/// `/etc/passwd`, create a file, connect to 127.0.0.1, start `/bin/sh`, write a forged answer to
/// every descriptor, or overwrite their process's memory), pointed at a port this test listens on
/// and a canary path on the host: each is its expected non-pass verdict, nothing connects, and
/// nothing is written.
#[test]
fn native_escapes_get_their_verdicts_and_leave_no_trace_on_the_host() {
    use std::net::TcpListener;
    let listener = TcpListener::bind("127.0.0.1:0").expect("listen on loopback");
    listener.set_nonblocking(true).expect("non-blocking");
    let port = listener.local_addr().expect("address").port().to_string();
    let scratch = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("escapes-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch dir");
    let canary = scratch.join("canary");
    let escapes: Vec<_> = hostile_cases()
        .into_iter()
        .filter(|f| f.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("c_escape_") || n.starts_with("cl_escape_")))
        .collect();
    for kind in ["c", "opencl"] {
        assert!(escapes.iter().filter(|f| common::kind_of(f) == kind).count() >= 6, "the {kind} escapes are in the corpus");
    }
    let mut failures = Vec::new();
    for f in &escapes {
        let src = std::fs::read_to_string(f).expect("readable");
        let expect = header(&src, "expect").expect("// expect: header");
        let aimed = src.replace("47913", &port).replace("/tmp/ekb-hostile-canary", canary.to_str().expect("utf8"));
        let copy = scratch.join(f.file_name().expect("a file"));
        std::fs::write(&copy, aimed).expect("write the aimed copy");
        let path = copy.to_string_lossy().to_string();
        let out = ekb(&["check", "--task", "l1_vector_add", &path, "--json", "--no-probe", "--timing-samples", "2", "--seed", "42"]);
        let report: serde_json::Value = match serde_json::from_slice(&out.stdout) {
            Ok(v) => v,
            Err(e) => {
                failures.push(format!("{}: no JSON report ({e}); stderr: {}", f.display(), String::from_utf8_lossy(&out.stderr)));
                continue;
            }
        };
        let got = report["verdict"].as_str().unwrap_or("?");
        if got == "pass" || got != expect {
            failures.push(format!("{}: expected {expect}, got {got}: {}", f.display(), report["message"]));
        }
    }
    assert!(failures.is_empty(), "escape verdicts:\n{}", failures.join("\n"));
    match listener.accept() {
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
        other => panic!("a kernel reached the host's 127.0.0.1:{port}: {other:?}"),
    }
    assert!(!canary.exists(), "a kernel wrote {} on the host", canary.display());
    let _ = std::fs::remove_dir_all(&scratch);
}
