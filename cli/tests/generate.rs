//! `ekb generate` end to end against the loopback replay server (agent/tests/support/replay.rs,
//! replies written for the tests — the only test double): the samples file it writes is scored by
//! the real `ekb eval` on the real adapter (a copy of a reference passes, a wrong kernel is a
//! mismatch, a reply without a fenced block is a recorded failure), a re-run answers from the
//! cache, `--resume` skips what is there, and `--publish` makes a generation set that a real
//! `ekb serve` (fresh SQLite, loopback port) lists at `GET /api/sets`. Fixture numbers are
//! plumbing checks, not results.

mod common;

#[path = "../../agent/tests/support/replay.rs"]
mod replay;

use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::root;
use serde_json::Value;

const KEY: &str = "sk-fixture-generate-5f3c9a";
const ADMIN: &str = "fixture-admin-token-0123456789";

fn ekb(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(args)
        .current_dir(root())
        .env("NODEVICE_SELECT", "1")
        .env("LP_NUM_THREADS", "1")
        .env("EKB_TEST_GENERATE_KEY", KEY)
        .env("EKB_ADMIN_TOKEN", ADMIN)
        .output()
        .expect("ekb runs")
}

fn lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path).expect("samples").lines().map(|l| serde_json::from_str(l).expect("JSON line")).collect()
}

/// `ekb serve` with an admin token on a free loopback port; killed when dropped.
struct Server(Child, String);

impl Server {
    fn start(dir: &Path) -> Self {
        let port = TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
        let addr = format!("127.0.0.1:{port}");
        let db = format!("sqlite://{}", dir.join("ekb.db").display());
        let child = Command::new(env!("CARGO_BIN_EXE_ekb"))
            .args(["serve", "--addr", &addr, "--database-url", &db])
            .env("EKB_ADMIN_TOKEN", ADMIN)
            .current_dir(root())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("ekb serve");
        let server = Self(child, format!("http://{addr}"));
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if reqwest::blocking::get(format!("{}/api/health", server.1)).is_ok_and(|r| r.status().is_success()) {
                return server;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("ekb serve did not answer on {}", server.1);
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn generated_samples_are_scored_cached_resumed_and_published() {
    let replay = replay::Replay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("samples.jsonl");
    let cache = dir.path().join("cache");
    let (out_arg, cache_arg) = (out.to_str().expect("utf-8"), cache.to_str().expect("utf-8"));
    let generate = |extra: &[&str]| {
        let mut args = vec![
            "generate",
            "--endpoint",
            &replay.endpoint,
            "--model",
            "fixture-model",
            "-n",
            "2",
            "--seed",
            "1",
            "--temperature",
            "0.8",
            "--tasks",
            "l1_vector_add,l1_row_sum",
            "--api-key-env",
            "EKB_TEST_GENERATE_KEY",
            "--cache-dir",
            cache_arg,
            "--price-input",
            "1",
            "--price-output",
            "4",
            "--retries",
            "0",
        ];
        args.extend_from_slice(extra);
        ekb(&args)
    };

    let run = generate(&["--out", out_arg]);
    let stderr = String::from_utf8_lossy(&run.stderr).to_string();
    assert!(run.status.success(), "generate: {stderr}");
    assert_eq!(replay.calls(), 4, "two tasks × two samples");
    assert!(replay.requests().iter().all(|r| r.authorization.as_deref() == Some(&format!("Bearer {KEY}"))));
    assert!(stderr.contains("fixture-model-l1_row_sum-0: no kernel: the reply has no ```wgsl fenced block"), "{stderr}");
    assert!(!stderr.contains(KEY));
    let version = ekb_agent_version();
    let samples = lines(&out);
    assert_eq!(samples.len(), 4);
    for s in &samples {
        assert_eq!(s["prompt_version"], version);
        assert_eq!(s["model"], "fixture-model");
        assert_eq!(s["temperature"], 0.8);
        assert_eq!(s["seed"].as_u64(), Some(1 + s["sample_index"].as_u64().expect("index")));
        assert_eq!(s["cached"], false);
    }
    let failed = samples.iter().find(|s| s["sample_id"] == "fixture-model-l1_row_sum-0").expect("failure recorded");
    assert_eq!(failed["source"], "");
    assert!(failed["error"].as_str().expect("error").starts_with("no kernel in the reply"));
    let ok = samples.iter().find(|s| s["sample_id"] == "fixture-model-l1_vector_add-0").expect("sample");
    let cost = ok["cost"].as_f64().expect("cost");
    assert!((cost - (1200.0 * 1.0 + 300.0 * 4.0) / 1e6).abs() < 1e-12, "{cost}");
    for f in std::fs::read_dir(&cache).expect("cache") {
        assert!(!std::fs::read_to_string(f.expect("entry").path()).expect("file").contains(KEY), "key in the cache");
    }
    assert!(!std::fs::read_to_string(&out).expect("samples").contains(KEY), "key in the samples");

    // The real evaluator scores the file.
    let report = dir.path().join("report.json");
    let eval = ekb(&[
        "eval",
        out_arg,
        "--profile",
        "ci",
        "--seed",
        "3",
        "--no-probe",
        "--timing-samples",
        "3",
        "--out",
        report.to_str().expect("utf-8"),
    ]);
    assert!(eval.status.success() || eval.status.code() == Some(1), "eval: {}", String::from_utf8_lossy(&eval.stderr));
    let r: Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("JSON");
    let verdict = |id: &str| {
        let s = r["samples"].as_array().expect("samples").iter().find(|s| s["sample_id"] == id).unwrap_or_else(|| panic!("{id} scored"));
        s["report"]["verdict"].as_str().expect("verdict").to_string()
    };
    assert_eq!(verdict("fixture-model-l1_vector_add-0"), "pass");
    assert_eq!(verdict("fixture-model-l1_vector_add-1"), "mismatch");
    assert_eq!(verdict("fixture-model-l1_row_sum-0"), "contract_violation", "an empty source: no entry point");
    assert_eq!(verdict("fixture-model-l1_row_sum-1"), "pass");

    // Re-runs pay nothing: --resume skips every sample, and a fresh file is answered from the cache.
    let again = generate(&["--out", out_arg]);
    assert_eq!(again.status.code(), Some(2), "an existing file without --resume is refused");
    let resumed = generate(&["--out", out_arg, "--resume"]);
    assert!(resumed.status.success(), "{}", String::from_utf8_lossy(&resumed.stderr));
    assert!(String::from_utf8_lossy(&resumed.stderr).contains("0 samples to ask for"));
    let fresh = dir.path().join("fresh.jsonl");
    let cached = generate(&["--out", fresh.to_str().expect("utf-8")]);
    assert!(cached.status.success());
    assert_eq!(replay.calls(), 4, "no HTTP call on re-runs");
    assert!(lines(&fresh).iter().all(|s| s["cached"] == true));

    // --publish: a generation set the server lists.
    let server = Server::start(dir.path());
    let published = generate(&["--out", out_arg, "--resume", "--publish", &server.1, "--set-name", "fixture set"]);
    let stdout = String::from_utf8_lossy(&published.stdout).to_string();
    assert!(published.status.success(), "publish: {stdout} {}", String::from_utf8_lossy(&published.stderr));
    assert!(stdout.starts_with("set set_") && stdout.contains("published: 4 samples"), "{stdout}");
    let sets: Value = reqwest::blocking::get(format!("{}/api/sets", server.1)).expect("GET").json().expect("JSON");
    let sets = sets.as_array().cloned().or_else(|| sets["sets"].as_array().cloned()).expect("a list of sets");
    assert_eq!(sets.len(), 1, "{sets:?}");
    assert_eq!(sets[0]["name"], "fixture set");
    assert_eq!(sets[0]["model"], "fixture-model");
    assert_eq!(sets[0]["prompt_version"], version);
    assert_eq!(sets[0]["sample_count"], 4);
    assert_eq!(replay.calls(), 4);
}

/// The prompt version `ekb prompt` reports (and every sample records).
fn ekb_agent_version() -> String {
    let out = ekb(&["prompt", "--task", "l1_vector_add"]);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("# Task `l1_vector_add`: Vector add") && stdout.contains("```wgsl"), "{stdout}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    stderr.split_whitespace().nth(1).expect("prompt VERSION for …").to_string()
}

#[test]
fn the_prompt_states_the_selected_device_when_asked() {
    let out = ekb(&["prompt", "--task", "l1_vector_add", "--for-device"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let device = stdout.split("## Device\n\n").nth(1).expect("a device section");
    assert!(device.starts_with("The kernel is checked and timed on "), "{device}");
    assert!(device.contains("Limits the checks hold the kernel to on this device:\n"), "{device}");
    assert!(device.contains("- max_compute_invocations_per_workgroup: "), "{device}");
    assert!(device.contains(" — a software adapter: ") || device.contains(" — a hardware adapter."), "{device}");
    assert!(!stdout.contains("No device was named"));
    let c = ekb(&["prompt", "--task", "l1_vector_add", "--kind", "c", "--for-device"]);
    assert_eq!(c.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&c.stderr).contains("--for-device describes a wgpu adapter"));
}

/// `ekb prompt --task l1_softmax` (the current template, v5) states the pass → entry-point rule
/// with a multi-pass worked example, that no device was named (never "Unknown"), what is checked
/// and v5's WGSL details; `--prompt-version ekb-prompt-v4` gives v4's text without them and
/// `--prompt-version ekb-prompt-v2` still gives the v2 text.
#[test]
fn the_softmax_prompt_states_the_pass_rule_the_device_and_what_is_checked() {
    let out = ekb(&["prompt", "--task", "l1_softmax"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("prompt ekb-prompt-v7 for l1_softmax (wgsl)"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for want in [
        "**Rule: every `pass NAME` runs the entry point called NAME.** `// pass partial …` runs `@compute fn partial`",
        "is refused as `contract_violation` before anything runs",
        "## Worked example (a different task, `l1_gaussian_blur`)",
        "// pass blur_rows threads(W, H, N)",
        "fn blur_rows(",
        "## Device\n\nNo device was named when this prompt was made (`--for-device`",
        "## What is checked\n",
        "else `contract_violation`",
        "the median of the per-pair ratios (reference time / your time) with a 99 % one-sided lower bound",
        "`var<storage, read> x: array<elem>`",
        "WGSL details the checks hold you to:\n- Reserved words:",
    ] {
        assert!(stdout.contains(want), "missing `{want}` in:\n{stdout}");
    }
    assert!(!stdout.contains("Unknown"), "{stdout}");
    let v4 = ekb(&["prompt", "--task", "l1_softmax", "--prompt-version", "ekb-prompt-v4"]);
    assert!(v4.status.success());
    assert!(String::from_utf8_lossy(&v4.stderr).starts_with("prompt ekb-prompt-v4 for l1_softmax"));
    let v4 = String::from_utf8_lossy(&v4.stdout);
    assert!(v4.contains("`var<storage, read> x: array<T>`") && !v4.contains("WGSL details"), "{v4}");
    let v2 = ekb(&["prompt", "--task", "l1_softmax", "--prompt-version", "ekb-prompt-v2"]);
    assert!(v2.status.success());
    assert!(String::from_utf8_lossy(&v2.stderr).starts_with("prompt ekb-prompt-v2 for l1_softmax"));
    let v2 = String::from_utf8_lossy(&v2.stdout);
    assert!(v2.contains("## Device\n\nUnknown: stay within the portable limits") && !v2.contains("## What is checked"), "{v2}");
    let bad = ekb(&["prompt", "--task", "l1_softmax", "--prompt-version", "ekb-prompt-v9"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains(
        "unknown prompt version `ekb-prompt-v9` (known: ekb-prompt-v2, ekb-prompt-v3, ekb-prompt-v4, ekb-prompt-v5, ekb-prompt-v6, ekb-prompt-v7)"
    ));
}
