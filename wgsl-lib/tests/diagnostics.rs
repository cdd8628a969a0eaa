//! The front end's diagnostics rendered whole (`common::render`: the one-line form, every label's
//! range, every note) and compared with the snapshots in `tests/snapshots/` (insta), one per kind:
//! a parse error, a validation error, a contract violation, a plan error, a limit error, and the
//! located error of a candidate that starts with a byte-order mark. A changed message, location or
//! note fails here; review it and update the snapshot (docs/ARCHITECTURE.md, "Tests").

mod common;

use ekb_wire::Verdict;
use wgsl_lib::prepare::prepare;

const BODY: &str = "struct P { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < p.N) { c[g.x] = a[g.x] + 1.0; }
}
";

/// The verdict's kind and the diagnostics of a rejected candidate, rendered.
fn rejected(src: &str) -> String {
    let r = prepare(&common::task(), src, &common::device(&[])).expect_err("rejected");
    format!("verdict: {}\n{}", r.verdict.kind(), common::render(&r.diagnostics))
}

#[test]
fn the_body_is_accepted() {
    assert!(prepare(&common::task(), BODY, &common::device(&[])).is_ok());
}

#[test]
fn a_parse_error() {
    insta::assert_snapshot!(rejected(&BODY.replace("a[g.x] + 1.0", "a[g.x] + ")));
}

#[test]
fn a_validation_error() {
    insta::assert_snapshot!(rejected(&BODY.replace("a[g.x] + 1.0", "a[g.x] + 1u")));
}

#[test]
fn a_contract_violation() {
    let r = prepare(&common::task(), &BODY.replace("var<uniform> p: P", "var<storage, read> p: P"), &common::device(&[]))
        .expect_err("rejected");
    assert_eq!(r.verdict, Verdict::ContractViolation);
    insta::assert_snapshot!(common::render(&r.diagnostics));
}

#[test]
fn a_plan_error() {
    insta::assert_snapshot!(rejected(&format!("// @plan\n// pass main dispatch(ceil_div(N, 64), 1)\n// @end\n{BODY}")));
}

#[test]
fn a_limit_error() {
    insta::assert_snapshot!(rejected(&format!("const Z: f32 = {};\n{BODY}", vec!["0.0"; 5000].join(" + "))));
}

#[test]
fn a_feature_the_task_does_not_declare() {
    insta::assert_snapshot!(rejected(&format!("enable f16;\n{}", BODY.replace("a[g.x] + 1.0", "f32(f16(a[g.x]) + 1.0h)"))));
}

/// Located in the text as given: the mark is one character (three bytes, one UTF-16 unit) of
/// line 1, so the error right after it is at column 2, byte 3, UTF-16 unit 1 onwards.
#[test]
fn a_located_error_after_a_byte_order_mark() {
    insta::assert_snapshot!(rejected(&format!("\u{feff}{}", BODY.replace("struct P { N: u32 }", "struct P { N u32 }"))));
}
