//! Inputs that crashed a fuzz target (docs/FUZZING.md), pinned as ordinary tests on the stable
//! toolchain. Each runs on a thread with the browser's 1 MiB wasm stack, the smallest stack the
//! front end meets in production (the fuzz targets use the same), so a recursion that is not
//! bounded aborts this test binary instead of passing.
//!
//! The named tests are the crashes found before the limits of `ekb_eval::limits`; every file
//! under `fuzz/regressions/plan_expr/` (raw text, as the `plan_expr` target reads it) runs too.
//! The `prepare` target's files run in `kernels/tests/fuzz_regressions.rs`, which has the suite.

mod common;

use std::path::Path;

use ekb_eval::expr::{Env, Expr};
use ekb_eval::plan::{parse_plan, Grid};
use ekb_eval::TaskSpec;
use wgsl_lib::prepare::prepare;

/// The browser's wasm stack.
const STACK_BYTES: usize = 1 << 20;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(STACK_BYTES).spawn(f).expect("spawn").join().expect("no panic");
}

/// What the `plan_expr` target does with one input.
fn plan_and_expr(text: &str) {
    let env: Env = [("N", 1000), ("M", 7), ("wg_x", 64), ("wg_y", 1), ("wg_z", 1)].iter().map(|(k, v)| ((*k).to_string(), *v)).collect();
    if let Ok(plan) = parse_plan(text) {
        for pass in &plan.passes {
            let (Grid::Dispatch(xyz) | Grid::Threads(xyz)) = &pass.grid;
            xyz.iter().for_each(|e| drop(e.eval(&env)));
        }
    }
    if let Ok(e) = Expr::parse(text) {
        let _ = e.eval(&env);
    }
}

/// `prepare` for `l1_vector_add`: a verdict, never a panic or an overflow.
fn prepare_vector_add(source: String) {
    on_small_stack(move || {
        let spec = TaskSpec::from_toml(include_str!("../../kernels/tasks/l1/l1_vector_add/task.toml")).expect("task");
        let _ = prepare(&spec, &source, &common::device(&["shader-f16"]));
    });
}

fn deep_parens_plan() -> String {
    format!("// @plan\n// pass main dispatch({}1{}, 1, 1)\n// @end\n", "(".repeat(3000), ")".repeat(3000))
}

#[test]
fn deep_parentheses_in_a_plan_expression_do_not_overflow_the_stack() {
    let text = deep_parens_plan();
    on_small_stack(move || {
        let inner = format!("{}1{}", "(".repeat(3000), ")".repeat(3000));
        assert!(Expr::parse(&inner).is_err(), "3,000 nested parentheses are over the depth limit");
        assert!(parse_plan(&text).is_err());
    });
    prepare_vector_add(deep_parens_plan());
}

#[test]
fn plan_expression_100_deep_within_the_byte_limit_is_refused_not_overflowed() {
    // 3,000 parentheses are refused by length alone; 100 fit the byte limit and meet the depth one.
    let inner = format!("{}1{}", "(".repeat(100), ")".repeat(100));
    let text = format!("// @plan\n// pass main dispatch({inner}, 1, 1)\n// @end\n");
    on_small_stack(move || {
        assert!(Expr::parse(&inner).is_err(), "100 nested parentheses are over the depth limit");
        assert!(parse_plan(&text).is_err());
    });
}

#[test]
fn const_sum_of_5000_terms_does_not_overflow_the_stack() {
    let source = format!("const X = {};\n", vec!["1"; 5000].join(" + "));
    prepare_vector_add(source);
}

#[test]
fn ideographic_space_in_a_plan_expression_is_whitespace_not_a_panic() {
    on_small_stack(|| {
        assert_eq!(Expr::parse("1\u{3000}+ 1").expect("U+3000 is whitespace").eval(&Env::new()), Ok(2));
        plan_and_expr("// @plan\n// pass main dispatch(1\u{3000}+ 1, 1, 1)\n// @end\n");
    });
    prepare_vector_add("// @plan\n// pass main dispatch(1\u{3000}+ 1, 1, 1)\n// @end\n".into());
}

#[test]
fn every_saved_plan_expr_crash_input_is_handled() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions/plan_expr");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/regressions/plan_expr") {
        let path = entry.expect("entry").path();
        let text = String::from_utf8_lossy(&std::fs::read(&path).expect("read")).into_owned();
        eprintln!("{}", path.display());
        on_small_stack(move || plan_and_expr(&text));
        n += 1;
    }
    assert!(n > 0, "no inputs in {}", dir.display());
}
