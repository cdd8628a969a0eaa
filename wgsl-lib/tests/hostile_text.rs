//! Candidate text from an adversarial pass over the front end, through `prepare`: the two
//! inputs that overflowed a server stack, a byte-order mark and a block comment before the plan,
//! sizes and grids that wrapped, and naga's known rejection of a loop that always returns.

mod common;

use common::task as spec;
use ekb_eval::task::Shape;
use ekb_wire::diagnostic::Stage;
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

fn rejected(src: &str) -> (Verdict, Vec<ekb_wire::diagnostic::Diagnostic>) {
    let r = prepare(&spec(), src, &common::device(&[])).expect_err("rejected");
    (r.verdict, r.diagnostics)
}

#[test]
fn plan_expression_with_3000_nested_parentheses_is_invalid_naming_the_limit() {
    let src = format!("// @plan\n// pass main dispatch({}N{}, 1, 1)\n// @end\n{BODY}", "(".repeat(3000), ")".repeat(3000));
    let (verdict, d) = rejected(&src);
    assert_eq!(verdict, Verdict::InvalidShader);
    assert_eq!(d[0].stage, Stage::Limits);
    insta::assert_snapshot!("plan_line_of_3000_nested_parentheses", common::render(&d[..1]));
    assert_eq!(d[0].location().map(|l| l.0), Some(2));
    // Under the line-length limit, the depth limit.
    let src = format!("// @plan\n// pass main dispatch({}N{}, 1, 1)\n// @end\n{BODY}", "(".repeat(100), ")".repeat(100));
    insta::assert_snapshot!("plan_expression_101_parentheses_deep", common::render(&rejected(&src).1[..1]));
    // The expression parser keeps its own exact bounds (unary minus counts there, not lexically).
    let src = format!("// @plan\n// pass main dispatch({}N, 1, 1)\n// @end\n{BODY}", "-".repeat(100));
    let d = &rejected(&src).1[0];
    assert_eq!(d.stage, Stage::Plan);
    insta::assert_snapshot!("plan_expression_100_unary_minus_deep", common::render(std::slice::from_ref(d)));
}

#[test]
fn const_sum_of_5000_terms_is_invalid_naming_the_limit() {
    let src = format!("const Z: f32 = {};\n{BODY}", vec!["0.0"; 5000].join(" + "));
    let (verdict, d) = rejected(&src);
    assert_eq!(verdict, Verdict::InvalidShader);
    assert_eq!(d[0].stage, Stage::Limits);
    insta::assert_snapshot!("const_sum_of_5000_terms", common::render(&d[..1]));
}

#[test]
fn a_byte_order_mark_is_dropped_and_diagnostics_stay_located_in_the_text_as_given() {
    let plan = "// @plan\n// pass main threads(N, 1, 1)\n// @end\n";
    let p = prepare(&spec(), &format!("\u{feff}{plan}{BODY}"), &common::device(&[])).expect("a BOM before the plan is accepted");
    assert!(p.bom && !p.source.starts_with('\u{feff}'));
    assert_eq!(p.plan.passes.len(), 1);
    // An error on line 1, right after the mark: column 2 in characters, UTF-16 offset 1 + 3.
    let src = "\u{feff}fn x( {}\n";
    let d = &rejected(src).1[0];
    let plain = &rejected(&src[3..]).1[0];
    let (r, q) = (&d.labels[0].range, &plain.labels[0].range);
    assert_eq!((r.line, r.column, r.start, r.start_utf16), (q.line, q.column + 1, q.start + 3, q.start_utf16 + 1));
}

#[test]
fn block_comments_may_precede_the_plan() {
    let src = format!("/* Licence: MIT.\n   Written by a model. */\n// @plan\n// pass main threads(N, 1, 1)\n// @end\n{BODY}");
    let p = prepare(&spec(), &src, &common::device(&[])).expect("a block comment before the plan is a comment");
    assert_eq!(p.plan.passes[0].line, 4);
}

#[test]
fn scratch_sizes_and_grids_use_checked_arithmetic() {
    let kernel = |plan: &str| {
        format!(
            "// @plan\n{plan}// @end\n{}",
            BODY.replace(
                "@group(0) @binding(2) var<uniform> p: P;",
                "@group(0) @binding(2) var<uniform> p: P;\n@group(0) @binding(3) var<storage, read_write> s: array<f32>;",
            )
            .replace("c[g.x] = a[g.x] + 1.0;", "s[0] = 0.0; c[g.x] = a[g.x] + 1.0;")
        )
    };
    let shape = Shape { values: vec![("N".into(), 1000.0)] };
    let p = prepare(&spec(), &kernel("// pass main threads(N, 1, 1)\n// scratch s f32 4611686018427387904\n"), &common::device(&[]))
        .expect("valid");
    let d = p.scratch_bytes(&shape, u64::MAX).expect_err("2^62 f32 overflow u64");
    insta::assert_snapshot!("scratch_size_overflows_u64", common::render(&[d]));
    let p =
        prepare(&spec(), &kernel("// pass main threads(N, 1, 1)\n// scratch s f32 N * 1000000\n"), &common::device(&[])).expect("valid");
    let d = p.scratch_bytes(&shape, 1 << 27).expect_err("over the binding limit");
    insta::assert_snapshot!("scratch_over_the_binding_limit", common::render(&[d]));
    let p = prepare(&spec(), &kernel("// pass main threads(9223372036854775807, 1, 1)\n// scratch s f32 1\n"), &common::device(&[]))
        .expect("valid");
    let d = p.launch(&shape, 65_535).expect_err("too many workgroups");
    insta::assert_snapshot!("grid_of_too_many_workgroups", common::render(&[d]));
}

/// A known limitation of naga 30 (the WGSL spec allows this function): a body that ends in a
/// `loop` returning on every path is rejected as "may not return a value". When a naga upgrade
/// makes this test fail, remove the limitation from docs/SCHEMA.md.
#[test]
fn naga_rejects_a_function_ending_in_a_loop_that_always_returns_known_limitation() {
    let src = "fn f(x: u32) -> u32 {\n    var i = x;\n    loop {\n        if (i > 4u) { return i; }\n        i += 1u;\n    }\n}\n\
               @compute @workgroup_size(1) fn main() { _ = f(1u); }\n";
    let r = wgsl_lib::shader::validate_wgsl(src, &[], &[]);
    assert!(r.is_err(), "naga now accepts a function ending in an always-returning loop: update docs/SCHEMA.md");
}
