//! `ekb eval` over a samples file made of every task's reference kernel, on the real adapter:
//! Correct@1 = 100 %, every reference timed against itself, and the report's metrics computed from
//! those timings. How close to 1× the self-timed speedups land (the harness's timing noise, within
//! [0.8, 1.25] on a quiet machine) is a measurement that load changes: `scripts/perf-claims.sh`
//! checks it, not this test.

mod common;

use common::{ekb, root};

#[test]
fn references_evaluated_as_candidates_pass_and_are_timed_against_themselves() {
    let mut lines = Vec::new();
    for level in ["l1", "l2", "l3"] {
        let dir = root().join("kernels/tasks").join(level);
        let mut tasks: Vec<_> = std::fs::read_dir(&dir)
            .expect("tasks dir")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.join("task.toml").exists())
            .collect();
        tasks.sort();
        for t in tasks {
            let id = t.file_name().and_then(|n| n.to_str()).expect("utf8").to_string();
            let source = std::fs::read_to_string(t.join("reference.wgsl")).expect("reference");
            lines.push(serde_json::json!({"task_id": id, "sample_id": id, "model": "reference", "source": source}).to_string());
        }
    }
    assert!(lines.len() >= 40, "the suite has {} tasks", lines.len());
    let samples = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("references.jsonl");
    std::fs::write(&samples, lines.join("\n")).expect("write samples");
    let report = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("references-report.json");
    let out = ekb(&[
        "eval",
        samples.to_str().expect("utf8"),
        "--seed",
        "1",
        "--no-probe",
        "--timing-samples",
        "12",
        // The level-3 references are seconds each on lavapipe; on a loaded 2-core machine the
        // default limit (30 s + their cost) can cut a correct one off. The limit is not under test.
        "--timeout",
        "600",
        "--out",
        report.to_str().expect("utf8"),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("JSON");
    let mut problems = Vec::new();
    for s in r["samples"].as_array().expect("samples") {
        let id = s["sample_id"].as_str().unwrap_or("?");
        let rep = &s["report"];
        if rep["verdict"] != "pass" {
            problems.push(format!("{id}: {} — {}", rep["verdict"], rep["message"]));
            continue;
        }
        // Timed against itself: a finite positive speedup and a lower bound (not their values).
        let speedup = rep["timing"]["speedup"].as_f64().unwrap_or(f64::NAN);
        let lower = rep["timing"]["speedup_lower"].as_f64().unwrap_or(f64::NAN);
        if !(speedup.is_finite() && speedup > 0.0 && lower.is_finite() && lower >= 0.0) {
            problems.push(format!("{id}: not timed: speedup {speedup}, lower bound {lower}: {}", rep["timing"]));
        }
    }
    assert_eq!(r["metrics"]["correct_at_1"].as_f64(), Some(1.0), "{problems:#?}");
    assert!(problems.is_empty(), "{problems:#?}");
    // Fast@1.0 is the share of tasks whose self-timed median is above 1×, whatever the device
    // measured (one sample per task).
    let samples = r["samples"].as_array().expect("samples");
    let above = samples.iter().filter(|s| s["report"]["timing"]["speedup"].as_f64().is_some_and(|x| x > 1.0)).count();
    let fast = r["metrics"]["fast_at_1_0"].as_f64().expect("fast_at_1_0");
    assert!((fast - above as f64 / samples.len() as f64).abs() < 1e-9, "{fast} against {above} of {}", samples.len());
}
