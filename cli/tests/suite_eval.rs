//! `ekb eval` over a samples file made of every task's reference kernel, on the real adapter:
//! Correct@1 = 100 % and every speedup within [0.8, 1.25] (reference timed against itself,
//! interleaved, so the band measures the harness's timing noise).

mod common;

use common::{ekb, root};

#[test]
fn references_evaluated_as_candidates_pass_at_speedup_one() {
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
        let speedup = rep["timing"]["speedup"].as_f64().unwrap_or(f64::NAN);
        if !(0.8..=1.25).contains(&speedup) {
            problems.push(format!(
                "{id}: speedup {speedup:.3} outside [0.8, 1.25] (spreads {} / {})",
                rep["timing"]["candidate_spread"], rep["timing"]["baseline_spread"]
            ));
        }
    }
    assert_eq!(r["metrics"]["correct_at_1"].as_f64(), Some(1.0), "{problems:#?}");
    assert!(problems.is_empty(), "{problems:#?}");
}
