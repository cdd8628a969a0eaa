//! The worker pool changes no verdict: the whole hostile corpus (tests/hostile/, see hostile.rs;
//! WGSL, OpenCL C and C cases in one file, so workers of every backend are reused and replaced)
//! as one samples file through `ekb eval --isolation pool` (workers reused across cases, replaced
//! after a fault or a timeout) and `--isolation process` (a worker per case) gives the same verdict
//! and the same flags for every case, and the verdict each case expects.

mod common;

use std::collections::BTreeMap;

use common::{ekb, header, hostile_cases, kind_of};

/// Per sample id: (verdict, sorted flags without the adapter-dependent `fallback_adapter`/`noisy`).
fn eval(samples: &std::path::Path, isolation: &str) -> BTreeMap<String, (String, Vec<String>)> {
    let out_path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hostile-{isolation}-report.json"));
    let out = ekb(&[
        "eval",
        samples.to_str().expect("utf8"),
        "--no-probe",
        "--timing-samples",
        "2",
        "--seed",
        "42",
        "--timeout",
        "20",
        "--isolation",
        isolation,
        "--out",
        out_path.to_str().expect("utf8"),
    ]);
    assert!(out.status.success(), "ekb eval --isolation {isolation}: {}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&out_path).expect("report")).expect("JSON");
    r["samples"]
        .as_array()
        .expect("samples")
        .iter()
        .map(|s| {
            let rep = &s["report"];
            let mut flags: Vec<String> = rep["flags"]
                .as_array()
                .map(|a| {
                    a.iter().filter_map(|v| v.as_str()).filter(|f| !["fallback_adapter", "noisy"].contains(f)).map(str::to_string).collect()
                })
                .unwrap_or_default();
            flags.sort();
            (s["sample_id"].as_str().expect("id").to_string(), (rep["verdict"].as_str().unwrap_or("?").to_string(), flags))
        })
        .collect()
}

#[test]
fn pooled_and_one_process_isolation_give_the_same_verdicts_on_the_hostile_corpus() {
    let files = hostile_cases();
    let mut lines = Vec::new();
    let mut expected = BTreeMap::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable");
        let id = f.file_stem().and_then(|s| s.to_str()).expect("utf8").to_string();
        let task = header(&src, "task").expect("// task: header");
        expected.insert(id.clone(), header(&src, "expect").expect("// expect: header").to_string());
        lines
            .push(serde_json::json!({"task_id": task, "sample_id": id, "model": "hostile", "kind": kind_of(f), "source": src}).to_string());
    }
    let samples = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-samples.jsonl");
    std::fs::write(&samples, lines.join("\n")).expect("write samples");
    let pooled = eval(&samples, "pool");
    let process = eval(&samples, "process");
    assert_eq!(pooled.len(), files.len());
    let mut problems = Vec::new();
    for (id, want) in &expected {
        let (p, o) = (&pooled[id], &process[id]);
        if p != o {
            problems.push(format!("{id}: pool {p:?} vs process {o:?}"));
        }
        if &p.0 != want {
            problems.push(format!("{id}: expected {want}, pool gave {}", p.0));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
