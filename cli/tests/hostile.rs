//! The hostile-kernel corpus: every `tests/hostile/*.wgsl` carries `// task:` and `// expect:`
//! headers (and optionally `// timeout:` seconds); `ekb check` must give exactly that verdict,
//! and none may pass.

mod common;

use common::{ekb, header, root};

#[test]
fn hostile_corpus_gets_the_expected_verdicts() {
    let dir = root().join("tests/hostile");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/hostile")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "wgsl"))
        .collect();
    files.sort();
    assert!(files.len() >= 18, "the corpus has {} cases; the contract asks for ≥ 18", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable");
        let task = header(&src, "task").expect("// task: header");
        let expect = header(&src, "expect").expect("// expect: header");
        assert_ne!(expect, "pass", "{}: the hostile corpus holds no passing kernels", f.display());
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
        if out.status.code() != Some(1) {
            failures.push(format!("{}: exit code {:?}, expected 1 for a non-pass verdict", f.display(), out.status.code()));
        }
    }
    assert!(failures.is_empty(), "hostile corpus failures:\n{}", failures.join("\n"));
}
