//! Which WebGPU features and builtins a kernel may use: only the features its task declares,
//! whatever the device has (so a verdict does not depend on extras of one device), and core
//! WGSL builtins such as `dot4I8Packed`. naga 30's rejection of `enable subgroups;` comes with
//! what to do instead. A plan's `local(…)` (OpenCL's) is refused.

mod common;

use common::task as spec;
use ekb_eval::TaskSpec;
use ekb_wire::diagnostic::Stage;
use ekb_wire::Verdict;
use wgsl_lib::prepare::prepare;

const HEAD: &str = "struct P { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
";

fn kernel(body: &str) -> String {
    format!("{HEAD}    if (g.x < p.N) {{ {body} }}\n}}\n")
}

fn with_features(features: &str) -> TaskSpec {
    TaskSpec::from_toml(&common::TASK.replace("title = \"add\"", &format!("title = \"add\"\nfeatures = [{features}]")))
        .expect("task with features")
}

#[test]
fn subgroup_builtins_in_a_task_without_the_feature_are_a_contract_violation_even_on_a_device_with_it() {
    let src = kernel("c[g.x] = subgroupAdd(a[g.x]);");
    for device in [common::device(&["subgroups"]), common::device(&[])] {
        let r = prepare(&spec(), &src, &device).expect_err("undeclared feature");
        assert_eq!(r.verdict, Verdict::ContractViolation, "{:?}", r.diagnostics);
        let d = &r.diagnostics[0];
        assert_eq!(d.stage, Stage::Contract);
        assert!(d.message.contains("subgroups") && d.message.contains("does not declare"), "{}", d.message);
        assert!(r.diagnostics.len() >= 2, "naga's located message follows");
    }
    let note = &prepare(&spec(), &src, &common::device(&["subgroups"])).expect_err("rejected").diagnostics[0].notes;
    assert!(note.iter().any(|n| n.contains("this device has subgroups")), "{note:?}");
}

#[test]
fn subgroup_builtins_in_a_task_that_declares_them_are_valid_and_unsupported_on_a_device_without() {
    let task = with_features("\"subgroups\"");
    let src = kernel("c[g.x] = subgroupAdd(a[g.x]);");
    prepare(&task, &src, &common::device(&["subgroups"])).expect("declared and present");
    let r = prepare(&task, &src, &common::device(&[])).expect_err("device lacks it");
    assert_eq!(r.verdict, Verdict::Unsupported { missing: vec!["subgroups".into()] });
}

#[test]
fn f16_in_a_task_without_shader_f16_is_a_contract_violation() {
    let src = format!("enable f16;\n{}", kernel("c[g.x] = f32(f16(a[g.x]));"));
    let r = prepare(&spec(), &src, &common::device(&["shader-f16"])).expect_err("undeclared f16");
    assert_eq!(r.verdict, Verdict::ContractViolation, "{:?}", r.diagnostics);
    assert!(r.diagnostics[0].message.contains("shader-f16"), "{}", r.diagnostics[0].message);
    prepare(&with_features("\"shader-f16\""), &src, &common::device(&["shader-f16"])).expect("declared f16");
}

#[test]
fn core_builtins_such_as_dot4i8packed_need_no_feature() {
    prepare(&spec(), &kernel("c[g.x] = a[g.x] + f32(dot4I8Packed(0x01020304u, 0x01010101u));"), &common::device(&[]))
        .expect("dot4I8Packed is core WGSL");
}

#[test]
fn enable_subgroups_says_to_remove_the_line() {
    let src = format!("enable subgroups;\n{}", kernel("c[g.x] = a[g.x];"));
    for (task, says) in [(with_features("\"subgroups\""), "work without the directive"), (spec(), "not available")] {
        let r = prepare(&task, &src, &common::device(&["subgroups"])).expect_err("naga 30 rejects the directive");
        assert_eq!(r.verdict, Verdict::InvalidShader);
        let notes = &r.diagnostics[0].notes;
        assert!(notes.iter().any(|n| n.contains("remove the line")), "{notes:?}");
        assert!(notes.iter().any(|n| n.contains(says)), "{notes:?}");
    }
}

#[test]
fn a_plan_local_size_is_a_contract_violation_in_wgsl() {
    let src = format!("// @plan\n// pass main threads(N, 1, 1) local(64, 1, 1)\n// @end\n{}", kernel("c[g.x] = a[g.x];"));
    let r = prepare(&spec(), &src, &common::device(&[])).expect_err("local() is OpenCL's");
    assert_eq!(r.verdict, Verdict::ContractViolation);
    assert!(r.diagnostics[0].message.contains("local(…)"), "{}", r.diagnostics[0].message);
    assert_eq!(r.diagnostics[0].labels[0].range.line, 2, "located at the pass line");
}
