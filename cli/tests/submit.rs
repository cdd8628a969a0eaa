//! `ekb submit` end to end, with no mocks: a real `ekb serve` (fresh SQLite file, free port), a
//! real `ekb eval --out` on the real adapter, then the submission read back through the API the
//! app's leaderboard uses; the same report sent again is the same one submission.

mod common;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{ekb, root};

/// A fresh directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let dir = std::env::temp_dir().join(format!("ekb-submit-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `ekb serve` on a free loopback port with its own database; killed when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Server {
    fn start(dir: &Path) -> Self {
        let port = TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("addr").port();
        let db = format!("sqlite://{}", dir.join("ekb.db").display());
        let addr = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_ekb"))
            .args(["serve", "--addr", &addr, "--database-url", &db])
            .current_dir(root())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("ekb serve starts");
        let server = Self { child, url: format!("http://{addr}") };
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if reqwest::blocking::get(format!("{}/api/health", server.url)).is_ok_and(|r| r.status().is_success()) {
                return server;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("ekb serve did not answer on {}", server.url);
    }

    fn get(&self, path: &str) -> serde_json::Value {
        let answer = reqwest::blocking::get(format!("{}{path}", self.url)).expect("GET");
        assert!(answer.status().is_success(), "GET {path}: {}", answer.status());
        answer.json().expect("JSON")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The submission id in `ekb submit`'s output (`submission sub_… listed: …`).
fn submission_id(stdout: &str) -> String {
    let line = stdout.lines().find(|l| l.starts_with("submission sub_")).unwrap_or_else(|| panic!("no submission line in {stdout}"));
    line.split_whitespace().nth(1).expect("an id").to_string()
}

#[test]
fn a_native_report_reaches_the_leaderboard_once() {
    let dir = temp_dir("native");
    // Three of the example samples, one model: a pass (timed), a mismatch and an invalid shader.
    let all = std::fs::read_to_string(root().join("examples/samples.jsonl")).expect("examples");
    let wanted = ["\"argmax-hardcoded\"", "\"gemm-tile4x4\"", "\"vector-add-syntax\""];
    let subset: Vec<&str> = all.lines().filter(|l| wanted.iter().any(|w| l.contains(w))).collect();
    assert_eq!(subset.len(), 3);
    let samples = dir.join("samples.jsonl");
    std::fs::write(&samples, subset.join("\n") + "\n").expect("write samples");
    let report = dir.join("report.json");
    let (samples_arg, report_arg) = (samples.to_str().expect("utf-8"), report.to_str().expect("utf-8"));

    let server = Server::start(&dir);
    let out = ekb(&["eval", samples_arg, "--out", report_arg, "--seed", "5"]);
    assert!(out.status.success(), "eval: {}", String::from_utf8_lossy(&out.stderr));

    // Without --yes and without a terminal nothing is sent.
    let out = ekb(&["submit", report_arg, "--samples", samples_arg, "--server", &server.url]);
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pass --yes"));
    assert_eq!(server.get("/api/leaderboard?include_flagged=true")["groups"], serde_json::json!([]), "nothing stored");

    let url = server.url.clone();
    let submit = || ekb(&["submit", report_arg, "--samples", samples_arg, "--server", &url, "--yes"]);
    let out = submit();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains(ekb_wire::compose::CONSENT_NOTICE), "the consent notice is printed");
    assert!(stdout.contains("\"browser_engine\": \"native\""), "the body is printed");
    let id = submission_id(&stdout);

    let doc = server.get(&format!("/api/submissions/{id}"));
    assert_eq!((doc["browser_engine"].as_str(), doc["generation_set"].as_str()), (Some("native"), Some("inline")));
    assert_eq!(doc["device"]["info"]["runtime"], "native");
    assert_eq!(doc["samples"], 3);
    assert_ne!(doc["status"], "rejected", "{doc}");
    let mut ids: Vec<&str> = doc["results"].as_array().expect("results").iter().filter_map(|r| r["sample_id"].as_str()).collect();
    ids.sort_unstable();
    assert_eq!(ids, ["argmax-hardcoded", "gemm-tile4x4", "vector-add-syntax"]);
    let device = doc["device"]["id"].as_str().expect("device id").to_string();

    // What the app's leaderboard page reads. On a software adapter every row is flagged
    // (`fallback_adapter`), so the rows show with include_flagged=true; on a GPU also without.
    let flagged = if doc["status"] == "listed" { "" } else { "include_flagged=true&" };
    let check_board = || {
        let board = server.get(&format!("/api/leaderboard?{flagged}group_by=device"));
        let groups = board["groups"].as_array().expect("groups");
        assert_eq!(groups.len(), 1, "{board}");
        assert_eq!((groups[0]["key"].as_str(), groups[0]["engine"].as_str()), (Some(device.as_str()), Some("native")));
        assert_eq!((groups[0]["samples"].as_u64(), groups[0]["submissions"].as_u64()), (Some(3), Some(1)), "{board}");
        let models = server.get(&format!("/api/leaderboard?{flagged}group_by=model&device={device}"));
        let models = models["groups"].as_array().expect("groups");
        assert_eq!(models.len(), 1);
        assert_eq!((models[0]["key"].as_str(), models[0]["samples"].as_u64()), (Some("hand-written"), Some(3)));
    };
    check_board();

    // The same report again: the same submission, nothing new stored.
    let out = submit();
    let again = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{again}");
    assert_eq!(submission_id(&again), id);
    assert!(again.contains("nothing new was stored"), "{again}");
    check_board();

    // Another device model is another body under the same report's key: refused, exit 1.
    let out = ekb(&["submit", report_arg, "--samples", samples_arg, "--server", &server.url, "--yes", "--device-model", "desk"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("409"), "{}", String::from_utf8_lossy(&out.stderr));
    check_board();

    drop(server);
    // No server: exit 1 with a message.
    let out = submit();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("could not be reached"), "{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A samples file mixing the three kinds (each the task's own reference kernel of that kind) is
/// evaluated each on its own backend (wgsl on wgpu, opencl on the OpenCL device, c on the CPU in the
/// sandbox), submitted, re-checked by the server by kind, and shown on the leaderboard with each
/// row's backend and kind. Skipped (with a message) without an OpenCL device or the sandbox, unless
/// `EKB_REQUIRE_OPENCL` is set (scripts/test.sh sets it: CI installs both), where that fails.
#[test]
fn a_report_mixing_kinds_reaches_the_leaderboard_with_its_backends() {
    if !frontend_opencl::list_devices().is_ok_and(|d| !d.is_empty()) {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but there is no OpenCL device");
        eprintln!("skipped: no OpenCL device (on Debian: apt-get install pocl-opencl-icd)");
        return;
    }
    if !Command::new("bwrap").args(["--ro-bind", "/", "/", "true"]).stderr(Stdio::null()).status().is_ok_and(|s| s.success()) {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but bubblewrap does not run");
        eprintln!("skipped: no sandbox for C kernels (bubblewrap missing or user namespaces disabled)");
        return;
    }
    let dir = temp_dir("kinds");
    let task = root().join("kernels/tasks/l1/l1_vector_add");
    let line = |kind: &str, file: &str| {
        let source = std::fs::read_to_string(task.join(file)).expect("reference");
        serde_json::json!({"task_id": "l1_vector_add", "sample_id": format!("add-{kind}"), "model": "hand-written", "kind": kind, "source": source})
            .to_string()
    };
    let lines = [line("wgsl", "reference.wgsl"), line("opencl", "reference.cl"), line("c", "reference.c")];
    let samples = dir.join("samples.jsonl");
    std::fs::write(&samples, lines.join("\n") + "\n").expect("write samples");
    let report = dir.join("report.json");
    let (samples_arg, report_arg) = (samples.to_str().expect("utf-8"), report.to_str().expect("utf-8"));

    let server = Server::start(&dir);
    let out = ekb(&["eval", samples_arg, "--out", report_arg, "--seed", "5"]);
    assert!(out.status.success(), "eval: {}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let written: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("report JSON");
    let mut kinds: Vec<&str> =
        written["samples"].as_array().expect("samples").iter().map(|s| s["report"]["kind"].as_str().unwrap_or("wgsl")).collect();
    kinds.sort_unstable();
    assert_eq!(kinds, ["c", "opencl", "wgsl"], "{written}");

    let out = ekb(&["submit", report_arg, "--samples", samples_arg, "--server", &server.url, "--yes"]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let id = submission_id(&stdout);
    let doc = server.get(&format!("/api/submissions/{id}"));
    assert_ne!(doc["status"], "rejected", "{doc}");

    // Each row under its own backend and kind; the OpenCL and C rows are re-checked by this
    // server (it has the OpenCL device and the sandbox) and are devices, not fallback adapters:
    // never `fallback_adapter` even when the WGSL row ran on a software adapter.
    let export = server.get("/api/export.json?include_flagged=true");
    let rows = export["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 3, "{export}");
    for r in rows {
        let kind = r["kind"].as_str().expect("kind");
        let backend = r["backend"].as_str().expect("backend");
        match kind {
            "opencl" | "c" => {
                assert_eq!(backend, if kind == "c" { "cpu" } else { "opencl" }, "{r}");
                // Noisy timing is a measurement on a busy host; the rest would be the server's doing.
                let flags: Vec<&str> = r["flags"].as_array().expect("flags").iter().filter_map(|f| f.as_str()).collect();
                assert!(flags.iter().all(|f| *f == "noisy" || *f == "suspicious_speedup"), "{r}");
                assert_eq!(r["correct"], true, "{r}");
            }
            _ => assert!(!["opencl", "cpu"].contains(&backend), "{r}"),
        }
    }
    let board = server.get("/api/leaderboard?group_by=backend&include_flagged=true");
    let shown: Vec<(&str, u64)> = board["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| (g["backend"].as_str().expect("backend"), g["samples"].as_u64().expect("n")))
        .collect();
    assert!(shown.contains(&("cpu", 1)) && shown.contains(&("opencl", 1)), "{board}");
    let by_kind = server.get("/api/leaderboard?group_by=kind&include_flagged=true");
    let mut kinds: Vec<(&str, u64)> = by_kind["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .map(|g| (g["key"].as_str().expect("key"), g["samples"].as_u64().expect("n")))
        .collect();
    kinds.sort_unstable();
    assert_eq!(kinds, [("c", 1), ("opencl", 1), ("wgsl", 1)], "{by_kind}");
    let c_only = server.get("/api/leaderboard?group_by=model&kind=c&include_flagged=true");
    assert_eq!(c_only["groups"][0]["key"], "hand-written", "{c_only}");
    assert_eq!(c_only["groups"][0]["correct_at_1"], 1.0, "{c_only}");
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_malformed_report_is_a_usage_error() {
    let dir = temp_dir("malformed");
    for (name, text) in [("garbage.json", "not json {"), ("check.json", r#"{"task": "l1_gemm", "verdict": "pass"}"#)] {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let out = ekb(&["submit", path.to_str().expect("utf-8"), "--yes", "--server", "http://127.0.0.1:9"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains("is not a report written by `ekb eval --out`"), "{stderr}");
        assert!(out.stdout.is_empty(), "nothing shown, nothing sent");
    }
    let out = ekb(&["submit", dir.join("missing.json").to_str().expect("utf-8"), "--yes"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("reading"));
    let _ = std::fs::remove_dir_all(&dir);
}
