//! Every kernel in the repository — references, examples, the hostile corpus — is within the
//! limits on candidate text (`ekb_eval::limits`), except the hostile cases written to break them
//! (`tests/hostile/limit_*.wgsl`), which must break them. A limit that a reference kernel meets
//! is a limit that would reject correct LLM output. Hand-written kernels stay well inside (a
//! quarter of the operator limit, half the nesting); TVM's generated baselines
//! (`kernels/tasks/*/*/tvm/baseline.wgsl`, docs/TVM.md) write whole index expressions in one
//! statement, so they need only be within the limits themselves (their largest is printed).

use std::path::{Path, PathBuf};

use ekb_eval::limits::{check_source, text_stats, MAX_NESTING_DEPTH, MAX_OPERATORS_PER_STATEMENT};

fn wgsl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let p = e.expect("entry").path();
        if p.is_dir() {
            wgsl_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "wgsl") {
            out.push(p);
        }
    }
}

#[test]
fn every_kernel_in_the_repository_is_within_the_limits() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["kernels/tasks", "examples", "tests/hostile"] {
        wgsl_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 80, "found only {} kernels", files.len());
    let (mut nesting, mut operators) = (0, 0);
    let (mut tvm_nesting, mut tvm_operators) = (0, 0);
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable");
        let breaker = f.file_name().is_some_and(|n| n.to_string_lossy().starts_with("limit_"));
        let generated = f.parent().is_some_and(|d| d.ends_with("tvm"));
        match (text_stats(&src), breaker) {
            (Ok(s), false) if generated => {
                tvm_nesting = tvm_nesting.max(s.max_nesting);
                tvm_operators = tvm_operators.max(s.max_operators);
            }
            (Ok(s), false) => {
                nesting = nesting.max(s.max_nesting);
                operators = operators.max(s.max_operators);
            }
            (Err(e), false) => failures.push(format!("{}: {e}", f.display())),
            // The plan's expression limits are checked by its parser.
            (Ok(_), true) if ekb_eval::plan::parse_plan(&src).is_err_and(|d| d.message.contains("limit")) => {}
            (Ok(_), true) => failures.push(format!("{}: meant to break a limit, but is within them", f.display())),
            (Err(_), true) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("deepest nesting {nesting} (limit {MAX_NESTING_DEPTH}), most operators in a statement {operators} (limit {MAX_OPERATORS_PER_STATEMENT})");
    println!("TVM baselines: deepest nesting {tvm_nesting}, most operators in a statement {tvm_operators}");
    assert!(nesting * 2 <= MAX_NESTING_DEPTH && operators * 4 <= MAX_OPERATORS_PER_STATEMENT, "a kernel is close to a limit");
    assert!(check_source("").is_ok());
}
