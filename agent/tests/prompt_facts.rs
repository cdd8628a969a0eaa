//! What `ekb-prompt-v5` tells a model about WGSL ([`WGSL_DETAILS_V5`], [`ELEMENT_PLACEHOLDER`]),
//! held against the evaluator itself: each statement of the prompt is checked here through the
//! code that enforces it — naga's parser for the reserved words, the plan parser and the WGSL
//! front end (`wgsl_lib::prepare`) for scratch lines, bindings and overrides, the evaluator's
//! launch and scratch sizing (`Prepared::launch`, `Prepared::scratch_bytes`) for what a plan
//! expression sees, and the buffer padding and guard regions (`ekb_eval::data::padded_size`,
//! `ekb_eval::guard::Guard`) for vector views. A change to any of them fails here, so the prompt's
//! text cannot go stale unnoticed. (That a vec4 view may read and write the padding of a real
//! buffer on a device is `backend-wgpu/tests/evaluate.rs`'s `a_vec4_view_may_use_the_padding`.)

use ekb_agent::prompt::{build, PromptOptions, PromptVersion, ELEMENT_PLACEHOLDER, WGSL_DETAILS_V5};
use ekb_eval::data::padded_size;
use ekb_eval::guard::Guard;
use ekb_eval::kind::Kind;
use ekb_eval::prepared::{Prepared, Rejected};
use ekb_eval::task::{Dtype, Shape, ShapeValues, TaskSpec};
use ekb_wire::device::{DeviceInfo, DeviceLimits};
use ekb_wire::report::Verdict;

/// The suite's `l1_vector_add` (c = a + b over N elements): bindings a 0, b 1, c 2, Params 3,
/// scratch from 4.
fn spec() -> TaskSpec {
    kernels::get("l1_vector_add").expect("task").spec.clone()
}

fn device() -> DeviceInfo {
    DeviceInfo {
        name: "portable".into(),
        vendor: String::new(),
        architecture: String::new(),
        driver: String::new(),
        backend: "vulkan".into(),
        device_type: "other".into(),
        is_fallback: false,
        features: Vec::new(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "native".into(),
        loop_cap: None,
    }
}

/// The task's kernel with `plan` (the lines between `// @plan` and `// @end`, none without),
/// `head` (declarations before the bindings), `extra` (more bindings) and `body` (statements
/// before the store), at `@workgroup_size(wg)`.
fn kernel(plan: &[&str], head: &str, wg: &str, extra: &str, body: &str) -> String {
    let plan = if plan.is_empty() {
        String::new()
    } else {
        format!("// @plan\n{}\n// @end\n", plan.iter().map(|l| format!("// {l}")).collect::<Vec<_>>().join("\n"))
    };
    format!(
        "{plan}{head}\nstruct Params {{ N: u32 }}\n\
         @group(0) @binding(0) var<storage, read> a: array<f32>;\n\
         @group(0) @binding(1) var<storage, read> b: array<f32>;\n\
         @group(0) @binding(2) var<storage, read_write> c: array<f32>;\n\
         @group(0) @binding(3) var<uniform> p: Params;\n{extra}\n\
         @compute @workgroup_size({wg})\n\
         fn main(@builtin(global_invocation_id) g: vec3<u32>) {{\n    if (g.x >= p.N) {{ return; }}\n    {body}\n    c[g.x] = a[g.x] + b[g.x];\n}}\n"
    )
}

fn prepare(src: &str) -> Result<Prepared<ekb_eval::artifact::WgslArtifact>, Rejected> {
    wgsl_lib::prepare::prepare(&spec(), src, &device())
}

fn shape(n: u32) -> Shape {
    spec().resolve_shape(&ShapeValues::from([("N".to_string(), f64::from(n))])).expect("shape")
}

fn rejected(src: &str) -> Rejected {
    match prepare(src) {
        Ok(_) => panic!("accepted:\n{src}"),
        Err(r) => r,
    }
}

fn messages(r: &Rejected) -> String {
    r.diagnostics.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n")
}

/// The v5 WGSL prompt writes the element type as `elem`, which no task's param is called (v4's `T`
/// is the param `T` of `l2_residual_layernorm`), and keeps no `T` of v4's; v4 is unchanged.
#[test]
fn the_element_placeholder_is_no_task_param_and_replaces_t() {
    for task in kernels::all() {
        let id = &task.spec.id;
        assert!(task.spec.params.iter().all(|p| p.name != ELEMENT_PLACEHOLDER), "{id} has a param `{ELEMENT_PLACEHOLDER}`");
        let p = build(task, &PromptOptions::default()).expect("prompt").user;
        let contract = p.split("## Contract").nth(1).expect("contract").split("## Device").next().unwrap_or_default();
        assert!(!contract.contains("<T>") && !contract.contains("T is the buffer's dtype"), "{id}: {contract}");
        assert!(contract.contains("`var<storage, read> x: array<elem>` (or array<vecN<elem>>)"), "{id}: {contract}");
        assert!(contract.contains("`elem` stands for the buffer's dtype as the Buffers section lists it"), "{id}");
        let v4 = build(task, &PromptOptions { version: PromptVersion::V4, ..PromptOptions::default() }).expect("prompt").user;
        assert!(v4.contains("T is the buffer's dtype") && !v4.contains("array<elem>"), "{id}");
    }
    let residual = kernels::get("l2_residual_layernorm").expect("task");
    assert!(residual.spec.params.iter().any(|p| p.name == "T"), "the task that showed the clash still has its `T`");
    // OpenCL and C prompts are v4's in v5.
    let gemm = kernels::get("l1_gemm").expect("task");
    for kind in [Kind::Opencl, Kind::C] {
        let v5 = build(gemm, &PromptOptions { kind, version: PromptVersion::V5, ..PromptOptions::default() }).expect("prompt");
        let v4 = build(gemm, &PromptOptions { kind, version: PromptVersion::V4, ..PromptOptions::default() }).expect("prompt");
        assert_eq!(v5, v4, "{kind:?}");
    }
}

/// The words the prompt lists are refused by naga as names, as `invalid_shader` with the message
/// the prompt quotes; the same kernel with another name passes the front end.
#[test]
fn the_reserved_words_the_prompt_names_are_refused() {
    let line = WGSL_DETAILS_V5.lines().find(|l| l.starts_with("- Reserved words:")).expect("the reserved-words line");
    let list = line.split("among them ").nth(1).expect("the list").split(". ").next().unwrap_or_default();
    let words: Vec<&str> = list.split([',', ' ']).filter(|w| !w.is_empty() && *w != "and").collect();
    assert!(words.len() >= 15 && words.contains(&"active"), "{words:?}");
    assert!(prepare(&kernel(&[], "", "64", "", "let activ = a[g.x];")).is_ok(), "the control kernel passes");
    for w in words {
        let r = rejected(&kernel(&[], "", "64", "", &format!("let {w} = a[g.x];")));
        assert_eq!(r.verdict, Verdict::InvalidShader, "{w}");
        assert!(messages(&r).contains(&format!("name `{w}` is a reserved keyword")), "{w}: {}", messages(&r));
    }
}

/// A `scratch` line takes f32, f16, u32 or i32 (another word is `invalid_shader`); its buffer is
/// `var<storage, read_write>` at the binding after Params, an array of the dtype, of vectors of
/// it, or of atomics for u32 and i32 only; its count is computed from the params alone.
#[test]
fn scratch_lines_take_the_dtypes_counts_and_declarations_the_prompt_states() {
    let scratch = |dtype: &str, count: &str, decl: &str, body: &str| {
        kernel(
            &["pass main threads(N, 1, 1)", &format!("scratch s {dtype} {count}")],
            "",
            "64",
            &format!("@group(0) @binding(4) var<storage, read_write> s: {decl};"),
            body,
        )
    };
    for (dtype, decl, body) in [
        ("f32", "array<f32>", "s[g.x] = 1.0;"),
        ("f32", "array<vec4<f32>>", "s[0] = vec4<f32>(1.0);"),
        ("u32", "array<u32>", "s[g.x] = 1u;"),
        ("u32", "array<atomic<u32>>", "atomicAdd(&s[0], 1u);"),
        ("i32", "array<atomic<i32>>", "atomicAdd(&s[0], 1i);"),
        ("i32", "array<vec2<i32>>", "s[0] = vec2<i32>(1i);"),
    ] {
        let p = prepare(&scratch(dtype, "N", decl, body)).unwrap_or_else(|r| panic!("{dtype} {decl}: {}", messages(&r)));
        assert_eq!(p.plan.scratch[0].dtype.name(), dtype);
    }
    for dtype in ["f16", "f32", "u32", "i32"] {
        let plan = ekb_eval::plan::parse_plan(&format!("// @plan\n// scratch s {dtype} N\n// @end\n")).expect("a scratch dtype");
        assert_eq!(plan.scratch[0].dtype.name(), dtype);
    }
    // Another dtype word is refused by the plan parser: `invalid_shader`.
    for dtype in ["f64", "vec4", "atomic", "float"] {
        assert_eq!(rejected(&scratch(dtype, "N", "array<f32>", "s[g.x] = 1.0;")).verdict, Verdict::InvalidShader, "{dtype}");
    }
    // Atomics for u32 and i32 only: an f32 scratch declared atomic is refused.
    assert_eq!(rejected(&scratch("f32", "N", "array<atomic<f32>>", "")).verdict, Verdict::InvalidShader);
    // The wrong element type for the line's dtype is a contract violation.
    assert_eq!(rejected(&scratch("u32", "N", "array<f32>", "s[g.x] = 1.0;")).verdict, Verdict::ContractViolation);
    // The count: params, integers and the functions, not wg_x or an override's name.
    let limit = u64::from(u32::MAX);
    let ok = prepare(&scratch("u32", "ceil_div(N, 256) * 2 + 1", "array<u32>", "s[0] = 1u;")).expect("prepared");
    assert_eq!(ok.scratch_bytes(&shape(1000), limit).expect("a count"), vec![4 * (2 * 4 + 1)]);
    for count in ["ceil_div(N, wg_x)", "N * WG"] {
        let p = prepare(&scratch("u32", count, "array<u32>", "s[0] = 1u;")).expect("prepared: counts are computed at launch");
        let e = p.scratch_bytes(&shape(1000), limit).expect_err("an unknown name");
        assert!(e.message.contains("unknown name"), "{count}: {}", e.message);
        assert_eq!(e.stage, ekb_wire::diagnostic::Stage::Contract, "{count}");
    }
}

/// Buffers are allocated in whole 16 bytes with zero padding; a vector view's guard region starts
/// after the padding (so ceil_div(N, 4) vec4s of f32, u32 or i32, and at least that many of f16,
/// may be used whole), a scalar view's right after element N - 1.
#[test]
fn vector_views_may_use_the_zero_padding_and_scalar_views_may_not() {
    let vec_kernel = "struct Params { N: u32 }\n\
        @group(0) @binding(0) var<storage, read> a: array<vec4<f32>>;\n\
        @group(0) @binding(1) var<storage, read> b: array<f32>;\n\
        @group(0) @binding(2) var<storage, read_write> c: array<vec4<f32>>;\n\
        @group(0) @binding(3) var<uniform> p: Params;\n\
        @compute @workgroup_size(64)\n\
        fn main(@builtin(global_invocation_id) g: vec3<u32>) { if (g.x * 4u < p.N) { c[g.x] = a[g.x] + b[g.x]; } }\n";
    let p = prepare(vec_kernel).unwrap_or_else(|r| panic!("{}", messages(&r)));
    // Only `b` is a scalar view: the evaluator puts its guard right after its data.
    assert_eq!(p.contract.scalar_views, vec![1]);
    for n in [1usize, 2, 3, 5, 999, 1000, 1001] {
        for dtype in [Dtype::F32, Dtype::U32, Dtype::I32, Dtype::F16] {
            let bytes = n * dtype.size_bytes();
            let padded = padded_size(bytes);
            assert!(padded.is_multiple_of(16) && padded >= n.div_ceil(4) * 4 * dtype.size_bytes(), "{n} {dtype:?}");
            // A vector view (not a scalar view: `at_end` false): data and padding before the tail.
            let vector = Guard::new(0, dtype, n, false, true, u64::MAX);
            assert_eq!(vector.data_bytes, padded, "{n} {dtype:?}");
            assert!(vector.bytes > 0, "it has a guard region");
            let mut buffer = vec![0xAB; bytes];
            vector.append(&mut buffer);
            assert!(buffer[bytes..padded].iter().all(|&x| x == 0), "the padding is zeros: {n} {dtype:?}");
            // A scalar view: the guard starts right after element N - 1.
            let scalar = Guard::new(0, dtype, n, true, true, u64::MAX);
            assert_eq!(scalar.data_bytes, bytes, "{n} {dtype:?}");
            // A buffer the kernel measures with arrayLength gets no guard region.
            assert_eq!(Guard::new(0, dtype, n, false, false, u64::MAX).bytes, 0);
        }
    }
}

/// A plan expression sees the params and, in a grid, wg_x, wg_y, wg_z — the entry point's
/// workgroup size after the overrides — and no `override` constant's name; a plan `override` line
/// wins over the WGSL default, a constant without a default needs one, and a line for an
/// undeclared name is `invalid_shader`.
#[test]
fn plan_expressions_and_overrides_behave_as_the_prompt_says() {
    let head = "override WG: u32 = 64;";
    let with = |plan: &[&str]| kernel(plan, head, "WG", "", "");
    let launch = |src: &str, n: u32| {
        let p = prepare(src).unwrap_or_else(|r| panic!("{}\n{src}", messages(&r)));
        p.launch(&shape(n), 65535).map(|d| (d[0].workgroup_size, d[0].workgroups))
    };
    // The plan's value wins over the default, and `threads` rounds to workgroups of that size.
    assert_eq!(launch(&with(&["pass main threads(N, 1, 1)", "override WG = 128"]), 1000), Ok(([128, 1, 1], [8, 1, 1])));
    // wg_x follows the override-sized @workgroup_size.
    assert_eq!(launch(&with(&["pass main dispatch(ceil_div(N, wg_x), 1, 1)", "override WG = 128"]), 1000), Ok(([128, 1, 1], [8, 1, 1])));
    // Without a plan line the WGSL default holds.
    assert_eq!(launch(&with(&["pass main dispatch(ceil_div(N, wg_x), 1, 1)"]), 1000), Ok(([64, 1, 1], [16, 1, 1])));
    // An override's name is not a plan name: the launch fails (the evaluator gives
    // `contract_violation` for a plan's launch error).
    let e = launch(&with(&["pass main dispatch(ceil_div(N, WG), 1, 1)", "override WG = 128"]), 1000).expect_err("WG is unknown");
    assert!(e.message.contains("unknown name `WG`"), "{}", e.message);
    assert_eq!(e.stage, ekb_wire::diagnostic::Stage::Contract);
    // A constant without a default needs a plan line; a line for an undeclared name is refused.
    let no_default = kernel(&["pass main threads(N, 1, 1)"], "override WG: u32;", "WG", "", "");
    assert_eq!(rejected(&no_default).verdict, Verdict::InvalidShader);
    let given = kernel(&["pass main threads(N, 1, 1)", "override WG = 32"], "override WG: u32;", "WG", "", "");
    assert_eq!(launch(&given, 1000), Ok(([32, 1, 1], [32, 1, 1])));
    assert_eq!(rejected(&with(&["pass main threads(N, 1, 1)", "override NOPE = 1"])).verdict, Verdict::InvalidShader);
}

/// The paragraph is in the current WGSL prompt (v5 and later) of every task, after the plan rule
/// and before the device; no other kind's prompt has it.
#[test]
fn the_details_are_in_every_v5_wgsl_prompt_only() {
    assert_eq!(PromptVersion::CURRENT, PromptVersion::V7);
    for task in kernels::all() {
        let p = build(task, &PromptOptions::default()).expect("prompt").user;
        let rule = p.find("**Rule: every `pass NAME` runs").expect("the rule");
        let details = p.find(WGSL_DETAILS_V5).unwrap_or_else(|| panic!("{}: no details", task.spec.id));
        assert!(rule < details && details < p.find("## Device").expect("device"), "{}", task.spec.id);
        let v4 = build(task, &PromptOptions { version: PromptVersion::V4, ..PromptOptions::default() }).expect("prompt").user;
        assert!(!v4.contains("WGSL details"), "{}", task.spec.id);
    }
}
