//! `tvmscript` candidates through the real `ekb` (docs/TVM.md, "`tvmscript` candidates"): a
//! TVMScript `l1_vector_add` compiled by TVM in the sandboxed compile worker passes as WGSL on the
//! wgpu adapter (lavapipe), as OpenCL C on PoCL and as C on the CPU backend, timed against each
//! form's reference; a wrong one is a mismatch on each; one whose WGSL work-group is too wide is a
//! `contract_violation` said to be in the generated kernel, not on the author's lines; a malformed one is TVM's `invalid_shader`;
//! hostile ones (a socket, `os.system`) are refused by the sandbox and reach nothing outside it.
//!
//! Needs the TVM venv: without it the tests print `SKIPPED` and pass, unless `EKB_REQUIRE_TVM=1`.

mod common;

use common::{ekb, root};

fn candidate(name: &str) -> String {
    std::fs::read_to_string(root().join("frontend-tvmscript/tests/candidates").join(name)).expect("candidate")
}

/// A samples file of `tvmscript` samples for `l1_vector_add`: (sample id, source).
fn samples_file(name: &str, samples: &[(&str, String)]) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("tvmscript-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch");
    let lines: Vec<String> = samples
        .iter()
        .map(|(id, source)| {
            serde_json::json!({"task_id": "l1_vector_add", "sample_id": id, "model": "hand-written", "kind": "tvmscript", "source": source})
                .to_string()
        })
        .collect();
    let path = dir.join(name);
    std::fs::write(&path, lines.join("\n") + "\n").expect("samples file");
    path
}

fn eval(samples: &std::path::Path, backend: &str) -> serde_json::Value {
    let path = samples.to_str().expect("utf-8");
    let out = ekb(&["eval", path, "--backend", backend, "--json", "--no-probe", "--timing-samples", "2", "--seed", "5"]);
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{backend}: no JSON suite report ({e}); stderr: {}", String::from_utf8_lossy(&out.stderr)))
}

/// The sample `id`'s report in a suite report.
fn sample<'a>(suite: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    let samples = suite["samples"].as_array().expect("samples");
    &samples.iter().find(|s| s["sample_id"] == id).unwrap_or_else(|| panic!("no sample {id}"))["report"]
}

#[test]
fn a_tvmscript_candidate_passes_on_all_three_backends_and_a_wrong_one_is_a_mismatch() {
    if tvm_rpc::testing::venv_python().is_none() {
        return;
    }
    // The wrong one computes c = a - b.
    let wrong = candidate("vector_add.py").replace("c[v] = a[v] + b[v]", "c[v] = a[v] - b[v]");
    // The wide one's WGSL work-group (1,024 invocations) is past the WebGPU default limit of 256.
    let wide = candidate("vector_add.py").replace("[None, 256]", "[None, 1024]");
    let samples = samples_file("vector_add.jsonl", &[("right", candidate("vector_add.py")), ("wrong", wrong), ("wide", wide)]);
    // backend, the device API the report names, what the generated kernel holds.
    let backends =
        [("vulkan", "vulkan", "@compute"), ("opencl", "opencl", "__kernel void l1_vector_add_kernel"), ("cpu", "cpu", "tvm_main(")];
    let suites: Vec<serde_json::Value> = std::thread::scope(|s| {
        let runs: Vec<_> = backends.iter().map(|(b, _, _)| s.spawn(|| eval(&samples, b))).collect();
        runs.into_iter().map(|r| r.join().expect("no panic")).collect()
    });
    for ((backend, api, marker), suite) in backends.iter().zip(&suites) {
        let right = sample(suite, "right");
        assert_eq!(
            (right["kind"].as_str(), right["verdict"].as_str()),
            (Some("tvmscript"), Some("pass")),
            "{backend}: {}",
            right["message"]
        );
        assert_eq!(right["device"]["backend"].as_str(), Some(*api), "{backend}");
        let generated = right["generated"].as_str().unwrap_or_default();
        assert!(generated.contains(marker), "{backend}: the report keeps TVM's generated kernel:\n{generated}");
        // Timed against the task's hand-written reference of the generated form.
        assert!(right["timing"]["speedup"].as_f64().is_some_and(|s| s > 0.0), "{backend}: {}", right["timing"]);
        let wrong = sample(suite, "wrong");
        assert_eq!(
            (wrong["kind"].as_str(), wrong["verdict"].as_str()),
            (Some("tvmscript"), Some("mismatch")),
            "{backend}: {}",
            wrong["message"]
        );
    }
    // A contract violation of the generated WGSL is said to be there, at its own line and column,
    // and marks none of the author's TVMScript lines.
    let wide = sample(&suites[0], "wide");
    assert_eq!(wide["verdict"].as_str(), Some("contract_violation"), "{wide}");
    assert!(wide["message"].as_str().unwrap_or_default().contains("TVM's generated wgsl kernel at "), "{}", wide["message"]);
    let diagnostics = wide["diagnostics"].as_array().expect("diagnostics");
    assert!(!diagnostics.is_empty() && diagnostics.iter().all(|d| d["labels"].as_array().is_none_or(Vec::is_empty)), "{wide}");
}

#[test]
fn malformed_and_hostile_tvmscript_is_refused_and_reaches_nothing_outside() {
    if tvm_rpc::testing::venv_python().is_none() {
        return;
    }
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("listen");
    listener.set_nonblocking(true).expect("nonblocking");
    let port = listener.local_addr().expect("addr").port().to_string();
    let canary = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("tvmscript-canary-{}", std::process::id()));
    let fill = |name: &str| candidate(name).replace("PORT", &port).replace("CANARY", canary.to_str().expect("utf-8"));
    let samples = samples_file("hostile.jsonl", &[("syntax", candidate("syntax_error.py")), ("system", fill("system.py"))]);
    let suite = eval(&samples, "cpu");
    let syntax = sample(&suite, "syntax");
    assert_eq!(syntax["verdict"].as_str(), Some("invalid_shader"), "{syntax}");
    assert!(syntax["message"].as_str().unwrap_or_default().contains("SyntaxError"), "{}", syntax["message"]);
    let system = sample(&suite, "system");
    assert_eq!(system["verdict"].as_str(), Some("invalid_shader"), "{system}");
    assert!(system["message"].as_str().unwrap_or_default().contains("SIGSYS"), "{}", system["message"]);
    // `ekb check --kind tvmscript` on a file whose extension says nothing: the socket is refused.
    let file = canary.with_extension("candidate");
    std::fs::write(&file, fill("socket.py")).expect("candidate file");
    let out = ekb(&[
        "check",
        "--kind",
        "tvmscript",
        file.to_str().expect("utf-8"),
        "--task",
        "l1_vector_add",
        "--backend",
        "vulkan",
        "--json",
        "--no-probe",
    ]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!((report["kind"].as_str(), report["verdict"].as_str()), (Some("tvmscript"), Some("invalid_shader")), "{report}");
    assert!(report["message"].as_str().unwrap_or_default().contains("a system call its sandbox forbids"), "{}", report["message"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(listener.accept().is_err(), "a hostile script connected to the test's port");
    assert!(!canary.exists(), "a hostile script wrote {}", canary.display());
}

#[test]
fn without_tvm_a_tvmscript_candidate_is_unsupported() {
    let file = root().join("frontend-tvmscript/tests/candidates/vector_add.py");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(["check", file.to_str().expect("utf-8"), "--task", "l1_vector_add", "--backend", "cpu", "--json", "--no-probe"])
        .current_dir(root())
        .env("EKB_TVM_VENV", std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-tvm-venv"))
        .output()
        .expect("ekb runs");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("no JSON report ({e}); stderr: {}", String::from_utf8_lossy(&out.stderr)));
    assert_eq!((report["kind"].as_str(), report["verdict"].as_str()), (Some("tvmscript"), Some("unsupported")), "{report}");
    assert_eq!(report["evidence"]["missing"], serde_json::json!(["tvm"]), "{report}");
    assert!(report["message"].as_str().unwrap_or_default().contains("TVM is not installed"), "{}", report["message"]);
}
