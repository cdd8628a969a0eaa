//! `ekb check --seed S` and `--shape` reproduce a failure from its report: the report
//! records the seed, the shapes drawn from the task's domain and, for a mismatch, the shape and the
//! input seed of the failing run; rerunning with that seed and shape fails the same way, at the
//! same element. A shape outside the domain is a usage error naming the violated bound.

mod common;

use common::ekb;
use serde_json::Value;

/// The kernel of `kernels/tests/references.rs::l1_topk_wrong_tie_break_fails`: equal values come
/// out ordered by the larger index.
const WRONG_TOPK: &str = "kernels/tests/false_passes/topk_wrong_tie_break.wgsl";

fn check(args: &[&str]) -> (Option<i32>, Value, String) {
    let mut all = vec!["check", "--task", "l1_topk", WRONG_TOPK, "--json", "--no-time", "--no-probe"];
    all.extend_from_slice(args);
    let out = ekb(&all);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let report = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code(), report, stderr)
}

#[test]
fn a_failure_reproduces_from_its_seed_and_shape() {
    let (code, first, stderr) = check(&["--seed", "4242"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(first["verdict"], "mismatch", "{first}");
    let evidence = &first["evidence"];
    assert_eq!(evidence["check"], "edge:ties", "{first}");
    let shape = evidence["shape"].as_str().expect("the failing shape").to_string();
    let message = first["message"].as_str().expect("message");
    assert!(message.contains("edge-case inputs `ties`") && message.contains(&shape), "{message}");
    assert!(message.contains("reproduce: ekb check --task l1_topk --seed 4242"), "{message}");
    assert_eq!(first["seed"], 4242);
    // Two shapes drawn from the domain, then the domain corners this seed picks (corners are on
    // by default), all recorded.
    let drawn = first["drawn_shapes"].as_array().expect("drawn shapes recorded");
    assert!(drawn.len() > 2, "{first}");

    // The same seed draws the same shapes and fails the same way.
    let (_, again, _) = check(&["--seed", "4242"]);
    assert_eq!(again["drawn_shapes"], first["drawn_shapes"]);
    assert_eq!(again["evidence"], first["evidence"]);
    let (_, other, _) = check(&["--seed", "4243"]);
    assert_ne!(other["drawn_shapes"], first["drawn_shapes"], "another seed draws other shapes");

    // `--shape` with the report's shape label: only that shape, the very same failing run.
    let (code, only, stderr) = check(&["--seed", "4242", "--shape", &shape]);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(only["evidence"], first["evidence"], "{only}");
    assert_eq!(only["drawn_shapes"], serde_json::json!([shape]));

    // A drawn shape checks with `--shape` too (commas between the pairs), and passes here only
    // where it has no ties to break: the correct reference passes at every drawn shape.
    let label = drawn[0].as_str().expect("label").replace(' ', ",");
    let out = ekb(&[
        "check",
        "--task",
        "l1_topk",
        "kernels/tasks/l1/l1_topk/reference.wgsl",
        "--json",
        "--no-time",
        "--no-probe",
        "--seed",
        "4242",
        "--shape",
        &label,
    ]);
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!(r["verdict"], "pass", "{r}");
}

#[test]
fn a_shape_outside_the_domain_is_a_usage_error_naming_the_bound() {
    let (code, _, stderr) = check(&["--shape", "R=2,C=300,K=17"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("K = 17 is above its maximum 16 (domain: 1 ≤ K ≤ 16)"), "{stderr}");
    let (code, _, stderr) = check(&["--shape", "R=2,C=3,K=5"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("constraint `K <= C` fails (K = 5, C = 3)"), "{stderr}");
    let (code, _, stderr) = check(&["--shape", "Q=1"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("unknown param `Q`"), "{stderr}");
}
