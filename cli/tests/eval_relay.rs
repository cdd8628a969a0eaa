//! `ekb eval --relay URL --device KEY SAMPLES.jsonl`: the argument errors and an unreachable relay
//! (no TVM needed), then the whole path — a real `ekb serve` with its embedded tracker and an
//! unmodified TVM `rpc_server` from the venv registered to it (`tvm_rpc::testing`): a passing `c`
//! sample timed remotely and a broken one are verdicts in the usual report (`transport: relay`);
//! a WGSL sample the CPU device does not accept and, without the token, every `c` job are listed
//! as failed (exit code 1), never as verdicts. Without the venv that test prints SKIPPED
//! (`EKB_REQUIRE_TVM=1` makes it a failure, as `tvm_rpc::testing::venv_python` does).

mod relay_common;

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use relay_common as rc;
use serde_json::{json, Value};
use tvm_rpc::testing::{free_port, venv_python, RpcServer};

fn ekb(args: &[&str], token: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ekb"));
    c.args(args).env_remove("EKB_RELAY_TOKEN").env("NODEVICE_SELECT", "1");
    if let Some(t) = token {
        c.env("EKB_RELAY_TOKEN", t);
    }
    c.output().expect("ekb runs")
}

fn text(o: &Output) -> (String, String) {
    (String::from_utf8_lossy(&o.stdout).to_string(), String::from_utf8_lossy(&o.stderr).to_string())
}

fn samples_file(dir: &Path, lines: &[Value]) -> String {
    let p = dir.join("samples.jsonl");
    std::fs::write(&p, lines.iter().map(Value::to_string).collect::<Vec<_>>().join("\n")).expect("samples");
    p.display().to_string()
}

#[test]
fn relay_arguments_are_checked_and_an_unreachable_relay_is_an_error() {
    let dir = rc::scratch("eval-args");
    let file = samples_file(&dir, &[json!({"task_id": "l1_vector_add", "sample_id": "a", "kind": "c", "source": rc::VECTOR_ADD})]);
    for (args, want) in [
        (vec!["eval", &file, "--relay", "http://127.0.0.1:1"], "--device"),
        (vec!["eval", &file, "--device", "rasp4"], "--relay"),
        (vec!["eval", &file, "--relay", "ftp://example.org", "--device", "rasp4"], "not an http(s) URL"),
        (vec!["eval", &file, "--relay", "no url", "--device", "rasp4"], "not an http(s) URL"),
    ] {
        let o = ekb(&args, None);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {out}{err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let t0 = std::time::Instant::now();
    let o = ekb(&["eval", &file, "--relay", &url, "--device", "rasp4"], None);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(err.contains(&format!("the relay at {url}/api/relay/devices cannot be reached")), "{err}");
    // Each cause once: the transport error is not repeated by its own source chain.
    assert_eq!(err.matches("error sending request").count(), 1, "{err}");
    assert!(err.contains("Connection refused"), "the root cause is kept: {err}");
    assert!(out.is_empty(), "no report without a relay: {out}");
    assert!(t0.elapsed() < Duration::from_secs(40), "a refused connection fails fast");
}

#[test]
fn samples_run_as_relay_jobs_into_the_usual_report() {
    let Some(py) = venv_python() else { return };
    let dir = rc::scratch("eval-relay");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-jobs", "2"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let _device = rt.block_on(RpcServer::with_tracker(&py, &tracker, "rasp-x86")).expect("rpc_server registers");
    let broken = "#include <stdint.h>\nvoid kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) { c[0] = +*; }\n";
    let wgsl = kernels::get("l1_vector_add").expect("task").reference_wgsl;
    let file = samples_file(
        &dir,
        &[
            json!({"task_id": "l1_vector_add", "sample_id": "good", "model": "m", "kind": "c", "source": rc::VECTOR_ADD}),
            json!({"task_id": "l1_vector_add", "sample_id": "broken", "model": "m", "kind": "c", "source": broken}),
            json!({"task_id": "l1_vector_add", "sample_id": "gpu", "model": "m", "source": wgsl}),
        ],
    );
    let out_path = dir.join("report.json");
    let out_arg = out_path.display().to_string();
    let o = ekb(&["eval", &file, "--relay", &serve.url, "--device", "rasp-x86", "--json", "--out", &out_arg], Some(rc::TOKEN));
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "one sample failed: {err}\n{}", rc::log_tail(&dir));
    let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    assert_eq!(serde_json::from_str::<Value>(&std::fs::read_to_string(&out_path).expect("--out")).expect("json"), report);
    assert_eq!(report["transport"], "relay", "{report}");
    let samples = report["samples"].as_array().expect("samples");
    let by_id = |id: &str| samples.iter().find(|s| s["sample_id"] == id).unwrap_or_else(|| panic!("{id} in {report}"));
    let good = &by_id("good")["report"];
    assert_eq!((good["verdict"].as_str(), good["timing"]["method"].as_str()), (Some("pass"), Some("remote")), "{good}");
    assert_eq!(good["device"]["backend"], "cpu", "{good}");
    assert_eq!(by_id("broken")["report"]["verdict"], "invalid_shader", "a verdict, not a failure: {report}");
    assert_eq!(samples.len(), 2, "the failed sample is no verdict: {report}");
    assert_eq!(report["metrics"]["samples"], 2, "{report}");
    assert_eq!(report["metrics"]["correct_at_1"], 0.5, "one of the task's two samples passes: {report}");
    assert!(err.contains("1 of 3 job(s) failed") && err.contains("gpu") && err.contains("accepts c, not wgsl"), "{err}");

    // Side by side: the file here and on every relay device that accepts a kind of it (the CPU
    // device takes the `c` samples; the WGSL one runs here only), beside the report just written.
    let sbs = dir.join("side-by-side");
    let sbs_arg = sbs.display().to_string();
    let o = ekb(
        &[
            "side-by-side",
            &out_arg,
            "--samples",
            &file,
            "--relay",
            &serve.url,
            "--all-devices",
            "--token",
            rc::TOKEN,
            "--out",
            &sbs_arg,
            "--json",
        ],
        None,
    );
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "no job failed: {err}\n{}", rc::log_tail(&dir));
    let view: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}\n{err}"));
    let group = |id: &str| {
        view["groups"].as_array().expect("groups").iter().find(|g| g["sample_id"] == id).unwrap_or_else(|| panic!("{id} in {view}")).clone()
    };
    let rows = |id: &str| group(id)["rows"].as_array().expect("rows").clone();
    let good = rows("good");
    let places: Vec<_> =
        good.iter().map(|r| (r["device"]["transport"].as_str(), r["device"]["backend"].as_str(), r["verdict"].as_str())).collect();
    assert_eq!(
        places,
        [
            (Some("local"), Some("cpu"), Some("pass")),
            (Some("relay"), Some("cpu"), Some("pass")),
            (Some("relay"), Some("cpu"), Some("pass"))
        ],
        "here first, then the relay runs (this one and the report given): {view}"
    );
    assert!(good.iter().all(|r| r["baseline"] == "reference" && r["speedup"].as_f64().is_some_and(|s| s > 0.0)), "{view}");
    assert!(
        good.iter().any(|r| r["device"]["source"] == "relay rasp-x86") && good.iter().any(|r| r["device"]["source"] == out_arg.as_str()),
        "{view}"
    );
    assert_eq!(rows("gpu").len(), 1, "the CPU device accepts no WGSL: not sent, not failed: {view}");
    assert!(rows("broken").iter().all(|r| r["verdict"] == "invalid_shader"), "{view}");
    for f in ["local.json", "relay-rasp-x86.json", "side-by-side.json"] {
        assert!(sbs.join(f).is_file(), "--out wrote {f}");
    }
    let o = ekb(&["side-by-side", &sbs.join("local.json").display().to_string(), &out_arg], None);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(out.contains("good — task l1_vector_add (c)") && out.contains("relay") && out.contains("reference"), "{out}");

    // Without the token every `c` job is refused: listed failed, with the hint.
    let o = ekb(&["eval", &file, "--relay", &serve.url, "--device", "rasp-x86"], None);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(err.contains("3 of 3 job(s) failed") && err.contains("HTTP 401") && err.contains("--token"), "{err}");
    assert!(out.contains("Correct@1"), "the (empty) report's table is still printed: {out}");

    // A device the tracker does not list is an error naming the ones it does.
    let o = ekb(&["eval", &file, "--relay", &serve.url, "--device", "nope", "--token", rc::TOKEN], None);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("lists no device `nope`") && err.contains("rasp-x86"), "{err}");
}
