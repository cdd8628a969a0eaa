//! `ekb check --shape`: a param given twice in one shape is a usage error naming it (it used to
//! let the last value win, so `R=1,R=2` silently checked R = 2).

mod common;

use common::ekb;

fn check(shape: &str) -> (Option<i32>, String) {
    let out = ekb(&[
        "check",
        "--task",
        "l1_topk",
        "kernels/tasks/l1/l1_topk/reference.wgsl",
        "--json",
        "--no-time",
        "--no-probe",
        "--shape",
        shape,
    ]);
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn a_param_repeated_in_one_shape_is_a_usage_error_naming_it() {
    for (shape, name) in [("R=1,R=2", "R"), ("R=2,C=300,K=3, C=400", "C"), ("R=2 K=3 K=3", "K")] {
        let (code, stderr) = check(shape);
        assert_eq!(code, Some(2), "{shape}: {stderr}");
        assert!(stderr.contains(&format!("--shape {shape}: param `{name}` is given more than once")), "{shape}: {stderr}");
    }
    // Each param once: the shape is checked (the reference passes there).
    let (code, stderr) = check("R=2,C=300,K=3");
    assert_eq!(code, Some(0), "{stderr}");
}
