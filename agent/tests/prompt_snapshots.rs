//! The prompt's text, whole, against insta snapshots (`agent/tests/snapshots/`): a change to the
//! templates fails here with a diff, so it cannot reach a model unnoticed — accept it only with a
//! bump of `PROMPT_VERSION`. The tasks here are synthetic (written below), so the snapshots hold
//! the templates' text and change only with them, not with the suite's tasks; `prompt_rules`
//! below checks the suite's own prompts for what every prompt must say.

use ekb_agent::prompt::{build_with_example, DeviceInfo, PromptOptions, PromptVersion};
use ekb_eval::data::HostBuffer;
use ekb_eval::kind::Kind;
use ekb_eval::task::{Shape, TaskSpec};
use kernels::Task;

const TASK: &str = r#"
id = "t_scale_rows"
level = 1
domain = "signal"
title = "Scaled row sums"
description = """
y[r] = alpha * sum_{c < C} X[r, c] for each row r of an R×C row-major matrix X.
"""
constraints = ["R * C <= 33554432"]
[[params]]
name = "R"
domain = { min = 1, max = 65536 }
[[params]]
name = "C"
domain = { min = 1, max = 1048576 }
[[params]]
name = "alpha"
type = "f32"
value = 0.5
range = { min = 0.125, max = 4.0 }
[[inputs]]
name = "X"
dtype = "f32"
shape = ["R", "C"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["R"]
[tolerance]
atol = 1e-3
rtol = 1e-4
why = "f32 sums of up to 2^20 terms of magnitude ≤ 1, pairwise or in workgroup partial sums (error ≲ log2(C)·ε·Σ|x|)"
[[edge]]
name = "constant_rows"
why = "every element of a row equal: a sum of equal terms"
inputs.X = { kind = "choice", values = [0.25] }
[cost]
flops = "R * C"
bytes = "4 * R * C + 4 * R"
[launch]
threads = ["min(R, 65535 * 64)", 1, 1]
[shapes]
timed = { R = 1024, C = 4096 }
ci = { R = 64, C = 1024 }
check = [{ R = 1, C = 1 }, { R = 5, C = 333 }]
"#;

const EXAMPLE: &str = r#"
id = "t_example_add"
level = 1
domain = "signal"
title = "Vector add"
description = """
c[i] = a[i] + b[i] for i in [0, N). Launch: min(N, 1048576) invocations along x; a grid-stride loop covers the rest.
"""
[[params]]
name = "N"
domain = { min = 1, max = 16777216 }
[[inputs]]
name = "a"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[inputs]]
name = "b"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "c"
dtype = "f32"
shape = ["N"]
[cost]
flops = "N"
bytes = "12 * N"
[launch]
threads = ["min(N, 1048576)", 1, 1]
[shapes]
timed = { N = 4000000 }
ci = { N = 262144 }
check = [{ N = 1 }]
"#;

const EXAMPLE_WGSL: &str = "struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    for (var i = gid.x; i < p.N; i += nwg.x * 256u) { c[i] = a[i] + b[i]; }
}";

fn no_oracle(_: &Shape, _: &[HostBuffer]) -> Vec<Vec<f64>> {
    Vec::new()
}

fn task(toml: &str, wgsl: &'static str) -> Task {
    Task { spec: TaskSpec::from_toml(toml).expect("task"), reference_wgsl: wgsl, references: &[], cpu: no_oracle, dir: "l1/t", tvm: &[] }
}

fn render(options: &PromptOptions) -> String {
    let example = task(EXAMPLE, EXAMPLE_WGSL);
    let t = task(TASK, "// the task's own reference (not shown without --with-reference)");
    build_with_example(&t, Some(&example), options).expect("prompt").text()
}

/// The v2 templates, kept so that a set made with them can be made again: these snapshots do not
/// change.
const V2: PromptOptions = PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::V2 };

fn llvmpipe() -> DeviceInfo {
    DeviceInfo {
        name: "llvmpipe (LLVM 15.0.6, 256 bits) (vulkan, cpu)".into(),
        features: vec!["timestamp-query".into(), "shader-f16".into()],
        limits: vec![("max_compute_invocations_per_workgroup".into(), 256), ("max_compute_workgroups_per_dimension".into(), 65535)],
        loop_cap: Some(65535),
        software: true,
    }
}

fn snapshot(options: &PromptOptions) -> String {
    format!("{}\n\n{}", options.version, render(options))
}

#[test]
fn the_wgsl_prompt() {
    insta::assert_snapshot!(snapshot(&V2));
}

#[test]
fn the_prompt_for_a_software_adapter_names_its_loop_cap() {
    insta::assert_snapshot!(snapshot(&PromptOptions { device: Some(llvmpipe()), ..V2 }));
}

#[test]
fn the_opencl_and_c_prompts() {
    // No example of these kinds in the synthetic example task: the templates alone.
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::Opencl, ..V2 }));
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::C, ..V2 }));
}

/// The v3 templates, kept as v2 is: these snapshots do not change.
const V3: PromptOptions = PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::V3 };

#[test]
fn v3_the_wgsl_prompt_without_a_device() {
    insta::assert_snapshot!(snapshot(&V3));
}

#[test]
fn v3_the_prompt_for_a_software_adapter() {
    insta::assert_snapshot!(snapshot(&PromptOptions { device: Some(llvmpipe()), ..V3 }));
}

#[test]
fn v3_the_opencl_and_c_prompts() {
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::Opencl, ..V3 }));
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::C, ..V3 }));
}

/// The v4 templates, kept as v2 and v3 are: v3 with the plan example's grid in the task's own
/// param (`R` here, a task without `N`). These snapshots do not change.
const V4: PromptOptions = PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::V4 };

#[test]
fn v4_the_wgsl_prompt_without_a_device() {
    let text = snapshot(&V4);
    assert!(text.contains("// pass partial dispatch(min(ceil_div(R, 256), 1024), 1, 1)   # workgroups per axis"), "{text}");
    assert!(!text.contains("ceil_div(N,"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn v4_the_opencl_and_c_prompts() {
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::Opencl, ..V4 }));
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::C, ..V4 }));
}

/// The v5 templates, kept as v2–v4 are: v4 with the WGSL buffers' element type written `elem` (not
/// `T`) and the paragraph of WGSL details (`agent/tests/prompt_facts.rs` holds each of its
/// statements against the evaluator); the OpenCL and C prompts are v4's. These snapshots do not
/// change.
const V5: PromptOptions = PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::V5 };

#[test]
fn v5_the_wgsl_prompt_without_a_device() {
    let text = snapshot(&V5);
    assert!(text.contains("`var<storage, read> x: array<elem>`") && !text.contains("<T>"), "{text}");
    assert!(text.contains("WGSL details the checks hold you to:"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn v5_the_prompt_for_a_software_adapter() {
    insta::assert_snapshot!(snapshot(&PromptOptions { device: Some(llvmpipe()), ..V5 }));
}

#[test]
fn v5_the_opencl_and_c_prompts_are_v4s() {
    for kind in [Kind::Opencl, Kind::C] {
        let v5 = render(&PromptOptions { kind, ..V5 });
        assert_eq!(v5, render(&PromptOptions { kind, ..V4 }), "{kind:?}");
    }
}

#[test]
fn v5_the_tvmscript_prompt() {
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::Tvmscript, ..V5 }));
}

/// The v6 templates, kept as v2–v5 are: v5 with the TVMScript prompt rid of launch plans (a
/// TVMScript module has none) and its "What is checked" steps as the compile worker and the
/// adapter apply them; the WGSL, OpenCL and C prompts are v5's. These snapshots do not change.
const V6: PromptOptions = PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::V6 };

#[test]
fn v6_the_tvmscript_prompt_says_nothing_of_launch_plans() {
    let text = snapshot(&PromptOptions { kind: Kind::Tvmscript, ..V6 });
    assert!(!text.contains("launch plan") && !text.contains("entry point"), "{text}");
    assert!(
        text.contains(
            "with its buffers named, ordered and typed and its shape variables named as the contract says, else `invalid_shader`"
        ),
        "{text}"
    );
    let v5 = snapshot(&PromptOptions { kind: Kind::Tvmscript, ..V5 });
    assert!(v5.contains("(launch plan included)") && v5.contains("the launch plan's passes naming its entry points"), "{v5}");
    insta::assert_snapshot!(text);
}

#[test]
fn v6_the_wgsl_opencl_and_c_prompts_are_v5s() {
    for kind in [Kind::Wgsl, Kind::Opencl, Kind::C] {
        for device in [None, Some(llvmpipe())] {
            let v6 = render(&PromptOptions { kind, device: device.clone(), ..V6 });
            assert_eq!(v6, render(&PromptOptions { kind, device, ..V5 }), "{kind:?}");
        }
    }
}

/// v7, the current templates: v6 where v6 said something untrue or ambiguous. The synthetic task
/// has a float output and a WGSL reference only: its WGSL prompt is v6's but for the plan example's
/// scratch line (v6's "zeroed before every launch" read as before every pass: a scratch buffer is
/// zeroed once per run and keeps its contents from pass to pass); its OpenCL and C prompts say a
/// passing kernel is checked but not timed, its TVMScript prompt that it is timed against the
/// reference of the form TVM compiles it to, which this task has in WGSL only (v6 promised a
/// timing against a reference it does not have).
#[test]
fn v7_a_kind_without_a_reference_is_said_to_be_checked_not_timed() {
    assert_eq!(PromptVersion::CURRENT, PromptVersion::V7);
    const V6_SCRATCH: &str = "# buffer after the params binding, zeroed before every launch";
    const V7_SCRATCH: &str = "# buffer after the params binding, zeroed once per run, kept from pass to pass";
    for device in [None, Some(llvmpipe())] {
        let v7 = render(&PromptOptions { device: device.clone(), ..PromptOptions::default() });
        let v6 = render(&PromptOptions { device, ..V6 });
        assert!(v6.contains(V6_SCRATCH) && v7.contains(V7_SCRATCH), "{v7}");
        assert_eq!(v7, v6.replace(V6_SCRATCH, V7_SCRATCH));
    }
    for kind in [Kind::Opencl, Kind::C] {
        let v7 = render(&PromptOptions { kind, ..PromptOptions::default() });
        let v6 = render(&PromptOptions { kind, ..V6 });
        assert!(v6.contains("5. A kernel that passes is timed against the task's reference"), "{v6}");
        assert!(!v7.contains("timed against the task's reference"), "{v7}");
        assert!(v7.contains("so a kernel that passes is checked but not timed: its report has no speedup"), "{v7}");
    }
    let tvm = render(&PromptOptions { kind: Kind::Tvmscript, ..PromptOptions::default() });
    assert!(
        tvm.contains(
            "timed against the task's reference kernel of the form TVM compiles yours to on the device (this task has one in WGSL)"
        ),
        "{tvm}"
    );
    assert!(tvm.contains("On a device whose form the task has no reference in, a passing kernel is checked but not timed."), "{tvm}");
    insta::assert_snapshot!(snapshot(&PromptOptions { kind: Kind::C, ..PromptOptions::default() }));
}

/// v7: a task whose outputs are all integers says they are compared exactly, with the task's
/// argument, and states no float tolerance (v6 gave it the float rule and an atol/rtol that the
/// check never applies to an integer element: `ekb_eval::compare`).
#[test]
fn v7_an_integer_task_states_exact_comparison_not_a_tolerance() {
    let integer = TASK.replace("name = \"y\"\ndtype = \"f32\"", "name = \"y\"\ndtype = \"u32\"");
    assert_ne!(integer, TASK);
    let example = task(EXAMPLE, EXAMPLE_WGSL);
    let t = task(&integer, "// the task's own reference");
    let prompt = |version| {
        let options = PromptOptions { version, ..PromptOptions::default() };
        format!("{version}\n\n{}", build_with_example(&t, Some(&example), &options).expect("prompt").text())
    };
    let (v6, v7) = (prompt(PromptVersion::V6), prompt(PromptVersion::V7));
    assert!(v6.contains("Tolerance: a float element passes"), "{v6}");
    assert!(!v7.contains("Tolerance:") && !v7.contains("atol") && !v7.contains("tolerance"), "{v7}");
    assert!(v7.contains("4. Every output element is compared with the reference exactly, else `mismatch`"), "{v7}");
    assert!(
        v7.contains("Every output is an integer and is compared exactly: each element must equal the reference's (f32 sums of"),
        "{v7}"
    );
    insta::assert_snapshot!(v7);
}

/// What every prompt of the suite must say, whatever its task: the whole domain (each param's
/// range), the task's own tolerance argument, that the checks reach every param's extremes, and
/// the rule that a plan's `pass` names the candidate's own entry point; the worked example is
/// another task's. (The templates never name check shapes: the snapshots hold their text.)
#[test]
fn prompt_rules() {
    for t in kernels::all() {
        let p = ekb_agent::prompt::build(t, &PromptOptions::default()).expect("prompt").text();
        let id = &t.spec.id;
        assert!(p.contains("Shapes (every one in this domain must work):") || t.spec.domain_text().is_empty(), "{id}");
        for line in t.spec.domain_text().lines() {
            assert!(p.contains(line), "{id}: the domain line `{line}` is missing");
        }
        if let Some(why) = &t.spec.tolerance.why {
            assert!(p.contains(why.as_str()), "{id}: the tolerance's argument is missing");
        }
        assert!(p.contains("The word after `pass` is the name of a function your file defines as an entry point"), "{id}");
        assert!(p.contains("every param at its minimum and at its maximum"), "{id}");
        assert!(!p.contains(&format!("## Worked example (a different task, `{id}`)")), "{id}: its own reference as the example");
        // A task of integer outputs only states exact comparison, not a float tolerance.
        let integer_only = t.spec.outputs.iter().all(|o| !o.dtype.is_float());
        assert_eq!(p.contains("Every output is an integer and is compared exactly"), integer_only, "{id}");
        assert_eq!(p.contains("Tolerance: a float element passes"), !integer_only, "{id}");
        // Timed only where the task has a reference of the kind.
        for kind in [Kind::Opencl, Kind::C] {
            let p = ekb_agent::prompt::build(t, &PromptOptions { kind, ..PromptOptions::default() }).expect("prompt").text();
            let timed = p.contains("5. A kernel that passes is timed against the task's reference");
            let untimed = p.contains("so a kernel that passes is checked but not timed");
            assert_eq!((timed, untimed), (t.reference(kind).is_some(), t.reference(kind).is_none()), "{id} {kind:?}");
        }
    }
}
