//! A shape given with `--shape` at a domain maximum gets everything a check shape gets — three
//! seeded runs, a poison-B run and the edge sets — and must fit the device like any legal shape.
//! At the suite's largest input set (`l2_kalman_batch` at N = 4,000,000: 256 MB a set) the three
//! seeds' sets resident together, with the outputs, their initial copies and the read-back
//! staging, ran lavapipe's 2 GiB heap out of memory: a correct kernel's `runtime_error` at a legal
//! shape. The check path now uploads sets one at a time past
//! `ekb_eval::evaluate::RESIDENT_INPUT_BYTES`.

mod common;

use common::ekb;
use ekb_eval::domain::{corners, within_binding_limit};
use ekb_eval::task::{Shape, TaskSpec};
use serde_json::Value;

/// Bytes of one input set of `spec` at `shape`.
fn input_set_bytes(spec: &TaskSpec, shape: &Shape) -> usize {
    spec.inputs.iter().enumerate().map(|(i, input)| spec.input_len(i, shape).unwrap_or(0) * input.dtype.size_bytes()).sum()
}

/// The task's reference at the suite's largest-input corner (found over every task and corner, so
/// the test follows the suite as it grows), as `ekb check --shape` runs it: passes, on every run.
#[test]
fn the_largest_input_set_of_the_suite_checks_with_every_check_run() {
    let (task, shape, bytes) = kernels::all()
        .iter()
        .filter(|t| t.reference(ekb_wire::kind::Kind::Wgsl).is_some())
        .flat_map(|t| corners(&t.spec).into_iter().map(move |c| (t, c.shape)))
        .filter(|(t, s)| within_binding_limit(&t.spec, s).is_ok())
        .map(|(t, s)| {
            let bytes = input_set_bytes(&t.spec, &s);
            (t, s, bytes)
        })
        .max_by_key(|(_, _, bytes)| *bytes)
        .expect("a task with a WGSL reference");
    // The case the check path must handle: three seeds' sets do not fit one upload.
    assert!(3 * bytes > ekb_eval::evaluate::RESIDENT_INPUT_BYTES, "{}: {bytes} bytes", task.spec.id);
    let reference = format!("kernels/tasks/l{}/{}/reference.wgsl", task.spec.level, task.spec.id);
    let label = shape.label().replace(' ', ",");
    let out = ekb(&["check", "--task", &task.spec.id, &reference, "--shape", &label, "--seed", "5", "--no-time", "--no-probe", "--json"]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(report["verdict"], "pass", "{} at {label} ({bytes} bytes a set): {report} {stderr}", task.spec.id);
    // Three seeds, the poison-B run and every edge set, all at that shape.
    assert_eq!(report["checks_run"], 4 + task.spec.edges.len() + 1, "{report}");
    // Shapes given: no domain corners of the evaluation's own, and the report does not claim any.
    assert!(report.get("corners").is_none(), "{report}");
}
