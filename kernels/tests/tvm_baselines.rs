//! The TVM baselines (docs/TVM.md): for every task with `tvm/launch.json`, TVM's generated WGSL,
//! OpenCL C and C, through the launch ABI adapters (`wgsl_lib::tvm::adapt`, `frontend_opencl::tvm::adapt`,
//! `frontend_c::tvm::adapt`), pass the normal check path against the CPU reference — WGSL on the wgpu
//! adapter (lavapipe in CI, through the GPU test harness), OpenCL C on the first OpenCL device (PoCL),
//! C on the CPU backend (in the sandbox) — at the task's check
//! shapes, drawn shapes and edge sets, and then at the domain corners the
//! reference corner test runs (tests/corners.rs: single-param corners, all-max when it costs no
//! more than the costliest of them). And the checked-in files are what `tvm/generate.py` makes
//! now (the staleness test; it needs the TVM venv: skipped with a message without it, unless
//! `EKB_REQUIRE_TVM=1`, which scripts/test.sh sets).
//!
//! **The CI rule.** By default (CI, scripts/test.sh) a baseline runs only the corners whose cost —
//! FLOP + bytes of one launch, the task's `[cost]` model, as tests/corners.rs measures them — is at
//! most [`CI_CORNER_BUDGET`]; every corner left out is printed by task, kind, name, shape and cost,
//! and the test fails if the budget leaves a task no corner at all. The check path (check shapes,
//! drawn shapes, edge sets) always runs in full. A TVM baseline is the second baseline, not the
//! contract: the references themselves still run every corner in CI (tests/corners.rs), and a TVM
//! kernel's time at the largest corners is mostly the corner's data and the f64 CPU reference
//! (`l2_kalman_batch`'s 4 M tracks), or TVM's untuned schedule (`l1_stft`'s direct DFT).
//! `EKB_TVM_FULL=1` runs every corner the reference corner test runs (the full run; docs/TVM.md
//! gives its time).
//!
//! `EKB_TVM_TASKS=l1_gemm,l1_soft` restricts the runs to tasks whose ids start with an entry.

#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::Command;

use backend_cpu::CpuBackend;
use backend_opencl::{OpenClBackend, OpenClOptions};
use ekb_eval::domain::{corners, Corner};
use ekb_eval::evaluate::EvalTask;
use ekb_eval::task::ShapeValues;
use ekb_eval::tvm_launch::{TvmAdaptError, TvmLaunchFile, TvmProgram};
use ekb_eval::{evaluate_with, Backend, EvalOptions, FrontEnd, TaskSpec};
use ekb_gpu_test::GpuTest;
use ekb_wire::device::DeviceLimits;
use ekb_wire::kind::Kind;
use ekb_wire::timing::Profile;
use frontend_c::CFrontEnd;
use frontend_opencl::{OpenClC, OpenClDevice};
use wgsl_lib::Wgsl;

/// A single-param corner costing more than this (FLOP + bytes) is not run (as in tests/corners.rs).
const RUN_COST_CAP: f64 = 1e10;

/// The CI rule (module doc): without [`FULL_ENV`], a corner costing more than this (FLOP + bytes
/// of one launch) is left out, and said. A tenth of the reference corner test's cap, and 3.3× the
/// costliest corner of every other task with baselines (52 of them; `l1_gelu`'s N = 16,777,216,
/// 3.0·10⁸; `the_ci_rule_leaves_out_only_corners_over_its_budget` prints the current costliest), so
/// those still run every corner in CI. Over it (docs/TVM.md, "Tasks"): `l2_kalman_batch`'s
/// N = 4,000,000 (1.5·10⁹; 35–145 s per kind on the shared 2-core machine, mostly its 496 MB of
/// data), `l1_nbody_step`'s N = 8,192 (1.3·10⁹) and `l1_stft`'s NFFT = 4,096 (1.0·10⁹).
const CI_CORNER_BUDGET: f64 = 1e9;

/// `EKB_TVM_FULL=1` runs every corner the reference corner test runs, whatever its cost.
const FULL_ENV: &str = "EKB_TVM_FULL";

/// Whether [`FULL_ENV`] asks for the full run: `1` yes; unset, empty or `0` no.
///
/// # Panics
/// On any other value, so that a misspelt request does not quietly run the CI subset.
fn full_run() -> bool {
    match std::env::var(FULL_ENV).as_deref() {
        Ok("1") => true,
        Ok("" | "0") | Err(_) => false,
        Ok(other) => panic!("{FULL_ENV}={other:?}: use 1 (every corner) or 0 (the CI rule)"),
    }
}

/// The tasks with TVM baselines: (task, `tvm/` directory), sorted by id.
fn baselines() -> Vec<(&'static kernels::Task, PathBuf)> {
    let filter = std::env::var("EKB_TVM_TASKS").ok();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks");
    let out: Vec<_> = kernels::all()
        .iter()
        .filter(|t| filter.as_deref().is_none_or(|f| f.split(',').any(|e| !e.is_empty() && t.spec.id.starts_with(e.trim()))))
        .filter_map(|t| {
            let dir = root.join(format!("l{}", t.spec.level)).join(&t.spec.id).join("tvm");
            dir.join("launch.json").exists().then_some((t, dir))
        })
        .collect();
    assert!(filter.is_some() || out.len() >= 40, "at least 40 tasks have TVM baselines, found {}", out.len());
    let levels: std::collections::BTreeSet<u8> = out.iter().map(|(t, _)| t.spec.level).collect();
    assert!(filter.is_some() || levels.len() == 3, "TVM baselines on all three levels, found levels {levels:?}");
    assert!(!out.is_empty(), "EKB_TVM_TASKS={filter:?} selects no task with a TVM baseline");
    out
}

/// The candidate of `target` (`webgpu`, `opencl`, `c`) for a task: its file adapted by `adapt`;
/// `Ok(None)` (after printing why) for a target the definition skips with a reason.
fn candidate(
    spec: &TaskSpec,
    dir: &Path,
    target: &str,
    adapt: fn(&TaskSpec, &TvmProgram, &str) -> Result<String, TvmAdaptError>,
) -> Result<Option<String>, String> {
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).map_err(|e| format!("{}: {e}", dir.join(f).display()));
    let launch = TvmLaunchFile::parse(&read("launch.json")?).map_err(|e| e.to_string())?;
    if launch.task != spec.id {
        return Err(format!("launch.json is for task {}", launch.task));
    }
    let program = match launch.program(target).map_err(|e| e.to_string())? {
        Ok(p) => p,
        Err(why) => {
            eprintln!("{} ({target}): no TVM baseline: {why}", spec.id);
            return Ok(None);
        }
    };
    adapt(spec, program, &read(&program.source)?).map(Some).map_err(|e| e.to_string())
}

/// The domain corners of a task's TVM baselines: the shapes to run, and what the CI rule leaves out.
struct CornerPlan {
    run: Vec<ShapeValues>,
    /// `corner (shape): cost` of each corner left out.
    skipped: Vec<String>,
}

/// The domain corners tests/corners.rs runs for the reference — single-param corners within
/// [`RUN_COST_CAP`], and all-max when it costs no more than the costliest of those — of which,
/// unless `full`, those over [`CI_CORNER_BUDGET`] are left out.
fn corner_plan(spec: &TaskSpec, full: bool) -> CornerPlan {
    let cost = |c: &Corner| spec.flops(&c.shape).unwrap_or(f64::INFINITY) + spec.bytes(&c.shape).unwrap_or(f64::INFINITY);
    let all = corners(spec);
    let single = |c: &Corner| c.name.split(", ").any(|n| n != "all-max");
    let top = all.iter().filter(|c| single(c)).map(cost).filter(|&c| c <= RUN_COST_CAP).fold(0.0, f64::max);
    let mut plan = CornerPlan { run: Vec::new(), skipped: Vec::new() };
    for c in all.iter().filter(|c| if single(c) { cost(c) <= RUN_COST_CAP } else { cost(c) <= top }) {
        if full || cost(c) <= CI_CORNER_BUDGET {
            plan.run.push(c.shape.values.iter().cloned().collect());
        } else {
            plan.skipped.push(format!("`{}` ({}): {:.2e}", c.name, c.shape.label(), cost(c)));
        }
    }
    plan
}

/// Checks every TVM baseline of `kind` (from `target`'s files) twice — the normal check path, then
/// the domain corners — and returns the failures.
fn run_kind<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(
    kind: Kind,
    target: &str,
    adapt: fn(&TaskSpec, &TvmProgram, &str) -> Result<String, TvmAdaptError>,
    front_end: &F,
    backend: &B,
) -> Vec<String> {
    let mut failures = Vec::new();
    let full = full_run();
    let mut skipped = 0;
    for (task, dir) in baselines() {
        let spec = &task.spec;
        let started = std::time::Instant::now();
        let source = match candidate(spec, &dir, target, adapt) {
            Ok(Some(s)) => s,
            Ok(None) => continue,
            Err(e) => {
                failures.push(format!("{} ({target}): the adapter refused it: {e}", spec.id));
                continue;
            }
        };
        // The check path as `ekb check` runs it (check and drawn shapes, edge sets), untimed; its
        // evaluation corners are left to the next run, which has every param at its maximum too.
        let et = EvalTask { spec, reference: None, cpu_reference: &task.cpu };
        let opts = EvalOptions { profile: Profile::Ci, seed: 7, time: false, corners: false, ..EvalOptions::default() };
        let r = pollster::block_on(evaluate_with(front_end, backend, &et, &source, &opts));
        // A task that declares a feature this device lacks (`l1_gemm_f16`'s shader-f16 on PoCL, which
        // has no cl_khr_fp16) cannot be checked here: said, not counted as a pass.
        if !spec.features.is_empty() && matches!(r.verdict, ekb_wire::report::Verdict::Unsupported { .. }) {
            eprintln!("{} ({kind}): not checked on this device: {}", spec.id, r.message);
            continue;
        }
        if !r.verdict.is_pass() {
            failures.push(format!("{} ({kind}, check path): {} — {}", spec.id, r.verdict.kind(), r.message));
            continue;
        }
        // The domain corners the reference corner test runs (within the CI rule's budget unless
        // the full run), one seed each, edge sets left out.
        let plan = corner_plan(spec, full);
        for c in &plan.skipped {
            eprintln!(
                "{} ({kind}): corner {c} FLOP + bytes: not run, over the CI budget of {CI_CORNER_BUDGET:.0e} ({FULL_ENV}=1 runs it)",
                spec.id
            );
        }
        skipped += plan.skipped.len();
        if plan.run.is_empty() {
            failures.push(format!("{} ({kind}): the CI budget leaves no domain corner to run; lower the task's cheapest corners", spec.id));
            continue;
        }
        let ran = plan.run.len();
        let mut bare = spec.clone();
        bare.edges.clear();
        let et = EvalTask { spec: &bare, reference: None, cpu_reference: &task.cpu };
        let opts = EvalOptions {
            profile: Profile::Ci,
            seed: 11,
            check_seeds: 1,
            time: false,
            check_shapes: Some(plan.run),
            drawn_shapes: 0,
            ..EvalOptions::default()
        };
        let r = pollster::block_on(evaluate_with(front_end, backend, &et, &source, &opts));
        if !r.verdict.is_pass() {
            failures.push(format!("{} ({kind}, domain corners): {} — {}", spec.id, r.verdict.kind(), r.message));
        }
        let left_out = plan.skipped.len();
        eprintln!("{} ({kind}): {ran} corners run, {left_out} left out, {:.1} s", spec.id, started.elapsed().as_secs_f64());
    }
    if skipped > 0 {
        eprintln!("{kind}: {skipped} corner(s) over the CI budget not run (listed above); {FULL_ENV}=1 runs them");
    }
    failures
}

#[test]
fn tvm_wgsl_baselines_pass_the_check_path() {
    GpuTest::new("tvm_wgsl_baselines_pass_the_check_path").run(|ctx| {
        let failures = run_kind(Kind::Wgsl, "webgpu", wgsl_lib::tvm::adapt, &Wgsl, &ctx.backend);
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    });
}

#[test]
fn tvm_opencl_baselines_pass_the_check_path() {
    let device = OpenClDevice::first().expect("an OpenCL device (Debian: pocl-opencl-icd)");
    let backend = OpenClBackend::new(&device, &OpenClOptions::default()).expect("OpenCL backend");
    let failures = run_kind(Kind::Opencl, "opencl", frontend_opencl::tvm::adapt, &OpenClC::new(&device), &backend);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn tvm_c_baselines_pass_the_check_path() {
    let backend = CpuBackend::new().expect("the CPU backend (bubblewrap + cc)");
    let failures = run_kind(Kind::C, "c", frontend_c::tvm::adapt, &CFrontEnd::new(), &backend);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The CI rule leaves out exactly the corners over its budget, and the full run none: for every
/// task with baselines, the CI corners and those it leaves out are together the full run's, every
/// CI corner is within the budget, and every task runs its minimum corners in CI; the all-pairs
/// `l1_nbody_step`'s N = 8,192 corner is one it leaves out.
#[test]
fn the_ci_rule_leaves_out_only_corners_over_its_budget() {
    let mut costliest = (0.0, String::new());
    for (task, _) in baselines() {
        let spec = &task.spec;
        let (ci, full) = (corner_plan(spec, false), corner_plan(spec, true));
        assert!(full.skipped.is_empty(), "{}: the full run leaves out {:?}", spec.id, full.skipped);
        assert_eq!(ci.run.len() + ci.skipped.len(), full.run.len(), "{}", spec.id);
        assert!(ci.run.iter().all(|c| full.run.contains(c)), "{}", spec.id);
        assert!(!ci.run.is_empty(), "{}: no corner within the CI budget", spec.id);
        for c in corners(spec).iter().filter(|c| c.name.split(", ").all(|n| n.ends_with("=min"))) {
            let values: ShapeValues = c.shape.values.iter().cloned().collect();
            assert!(ci.run.contains(&values), "{}: corner `{}` is not run in CI", spec.id, c.name);
        }
        for values in &ci.run {
            let shape = spec.resolve_shape(values).expect("a corner resolves");
            let cost = spec.flops(&shape).unwrap() + spec.bytes(&shape).unwrap();
            assert!(cost <= CI_CORNER_BUDGET, "{}: {} costs {cost:.2e}", spec.id, shape.label());
            if cost > costliest.0 {
                costliest = (cost, format!("{} ({})", spec.id, shape.label()));
            }
        }
    }
    eprintln!("the costliest corner run in CI: {} at {:.2e} FLOP + bytes", costliest.1, costliest.0);
    let nbody = corner_plan(&kernels::get("l1_nbody_step").expect("task").spec, false);
    assert!(nbody.skipped.iter().any(|c| c.starts_with("`N=max")), "{:?}", nbody.skipped);
}

/// The adapted WGSL is checked against the WebGPU default limits too, whatever the adapter allows.
#[test]
fn tvm_wgsl_baselines_fit_the_webgpu_defaults() {
    GpuTest::new("tvm_wgsl_baselines_fit_the_webgpu_defaults").run(|ctx| {
        let mut device = ctx.backend.device().clone();
        device.limits = DeviceLimits::webgpu_default();
        for (task, dir) in baselines() {
            let source = candidate(&task.spec, &dir, "webgpu", wgsl_lib::tvm::adapt).expect("adapts").expect("every task has WGSL");
            if let Err(r) = Wgsl.prepare(&task.spec, &source, &device) {
                panic!("{}: {} {:?}", task.spec.id, r.verdict.kind(), r.diagnostics);
            }
        }
    });
}

/// The checked-in `baseline.wgsl`, `baseline.cl` and `launch.json` are what `tvm/generate.py`
/// generates now.
#[test]
fn tvm_baselines_are_what_the_generator_makes() {
    let Some(python) = tvm_rpc::testing::venv_python() else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root");
    let out = Command::new(python).arg(root.join("tvm/generate.py")).arg("--check").output().expect("run tvm/generate.py");
    assert!(
        out.status.success(),
        "tvm/generate.py --check failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The adapters refuse metadata that disagrees with the task or source they cannot rewrite, with a
/// typed error naming what is wrong, before any front end sees it.
#[test]
fn the_adapters_refuse_what_does_not_fit() {
    let task = kernels::get("l1_vector_add").expect("task");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks/l1/l1_vector_add/tvm");
    let launch = TvmLaunchFile::parse(&std::fs::read_to_string(dir.join("launch.json")).unwrap()).unwrap();
    let wgsl = std::fs::read_to_string(dir.join("baseline.wgsl")).unwrap();
    let cl = std::fs::read_to_string(dir.join("baseline.cl")).unwrap();
    let spec = &task.spec;
    let opencl = launch.opencl.as_ref().expect("the task has an OpenCL baseline");
    type Adapt = fn(&TaskSpec, &TvmProgram, &str) -> Result<String, TvmAdaptError>;
    let both: [(&TvmProgram, &str, Adapt); 2] = [(&launch.webgpu, &wgsl, wgsl_lib::tvm::adapt), (opencl, &cl, frontend_opencl::tvm::adapt)];
    for (program, source, adapt) in both {
        let with = |f: &dyn Fn(&mut ekb_eval::tvm_launch::TvmKernel)| {
            let mut p = program.clone();
            f(&mut p.kernels[0]);
            adapt(spec, &p, source)
        };
        let contract = |r: Result<String, TvmAdaptError>, what: &str| match r {
            Err(TvmAdaptError::Contract { why, .. }) => assert!(why.contains(what), "{why}"),
            other => panic!("expected a contract error about {what}, got {other:?}"),
        };
        contract(with(&|k| k.args[0] = ekb_eval::tvm_launch::TvmArg::Buffer { name: "zz".into() }), "`zz`");
        contract(with(&|k| k.args[3] = ekb_eval::tvm_launch::TvmArg::Pod { name: "N".into(), ty: ekb_eval::task::ParamType::F32 }), "`N`");
        contract(with(&|k| k.args[1] = k.args[0].clone()), "twice");
        contract(with(&|k| k.grid[0] = "wg_x * 2".into()), "`wg_x`");
        contract(with(&|k| k.block[1] = 0), "zero");
        let mut two = program.clone();
        two.kernels.push(two.kernels[0].clone());
        contract(adapt(spec, &two, source), "two kernels of this name");
        let mut clash = program.clone();
        clash.scratch.push(ekb_eval::tvm_launch::TvmScratch {
            name: "a".into(),
            dtype: ekb_eval::task::Dtype::F32,
            shape: vec!["N".into()],
        });
        contract(adapt(spec, &clash, source), "named like another buffer");
        let mut shape = program.clone();
        shape.scratch.push(ekb_eval::tvm_launch::TvmScratch {
            name: "t".into(),
            dtype: ekb_eval::task::Dtype::F32,
            shape: vec!["wg_x".into()],
        });
        contract(adapt(spec, &shape, source), "`wg_x`");
        assert!(matches!(adapt(spec, program, "// nothing\n"), Err(TvmAdaptError::Source(_))), "source without the kernel");
        assert!(
            matches!(adapt(spec, program, &format!("{source}// ekb_params\n")), Err(TvmAdaptError::Source(_))),
            "our names in TVM's text"
        );
    }
    let c_src = std::fs::read_to_string(dir.join("baseline.c")).unwrap();
    let c = |p: &TvmProgram, src: &str| frontend_c::tvm::adapt(spec, p, src);
    let c_program = launch.c.clone().expect("l1_vector_add has a C baseline");
    let mut p = c_program.clone();
    p.kernels[0].grid[0] = "N".into();
    assert!(matches!(c(&p, &c_src), Err(TvmAdaptError::Contract { why, .. }) if why.contains("run once")));
    let mut p = c_program.clone();
    p.kernels[0].args.pop();
    assert!(matches!(c(&p, &c_src), Err(TvmAdaptError::Contract { why, .. }) if why.contains("every task buffer")));
    let mut p = c_program.clone();
    p.kernels.push(ekb_eval::tvm_launch::TvmKernel { name: "second".into(), ..p.kernels[0].clone() });
    assert!(matches!(c(&p, &c_src), Err(TvmAdaptError::Contract { why, .. }) if why.contains("one packed function")));
    let with_runtime = c_src.replace("return 0;\n}", "TVMBackendAllocWorkspace(1, 0, 4, 2, 32);\n  return 0;\n}");
    assert!(matches!(c(&c_program, &with_runtime), Err(TvmAdaptError::Source(m)) if m.contains("TVMBackendAllocWorkspace")));
    assert!(matches!(c(&c_program, "int main() {}"), Err(TvmAdaptError::Source(m)) if m.contains("__tvm_ffi_l1_vector_add")));
    let z = |k: &mut ekb_eval::tvm_launch::TvmKernel| k.grid[2] = "2".into();
    let mut p = launch.webgpu.clone();
    z(&mut p.kernels[0]);
    assert!(matches!(wgsl_lib::tvm::adapt(spec, &p, &wgsl), Err(TvmAdaptError::Contract { why, .. }) if why.contains("blockIdx.z")));
    let dropped = wgsl.replace("packGridDimX: u32", "packGridDimY: u32");
    assert!(matches!(wgsl_lib::tvm::adapt(spec, &launch.webgpu, &dropped), Err(TvmAdaptError::Source(m)) if m.contains("PODArgs")));
    let short = cl.replace(", int N)", ")");
    assert!(matches!(frontend_opencl::tvm::adapt(spec, opencl, &short), Err(TvmAdaptError::Source(m)) if m.contains("arguments")));
}

/// What the adapters write for `l1_vector_add`: the folded WGSL launch and TVM's uniform reads
/// as reads of ours; the OpenCL signature of our contract, TVM's scalar as a local, TVM's grid and block;
/// the C shim in place of TVM's headers and our entry calling TVM's packed function once.
#[test]
fn the_adapters_write_our_contract_around_tvms_kernel() {
    let task = kernels::get("l1_vector_add").expect("task");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks/l1/l1_vector_add/tvm");
    let w = candidate(&task.spec, &dir, "webgpu", wgsl_lib::tvm::adapt).unwrap().unwrap();
    let fold = wgsl_lib::tvm::fold_factor("((N + 255) / 256)");
    assert!(w.starts_with("// TVM-generated WGSL"), "{w}");
    assert!(w.contains(&format!("// pass l1_vector_add_kernel dispatch(ceil_div(((N + 255) / 256), {fold}), 1, {fold})")), "{w}");
    assert!(w.contains("@group(0) @binding(3) var<uniform> ekb_params : EkbParams;") && !w.contains("podArgs"), "{w}");
    assert!(w.contains("if (blockIdx.z * gridDim.x + blockIdx.x > (((ekb_params.N + 255u) / 256u))) { return; }"), "{w}");
    assert!(w.contains("< (i32(ekb_params.N))) {"), "{w}");
    let c = candidate(&task.spec, &dir, "opencl", frontend_opencl::tvm::adapt).unwrap().unwrap();
    assert!(c.contains("// pass l1_vector_add_kernel dispatch(((N + 1023) / 1024), 1, 1) local(256, 1, 1)"), "{c}");
    assert!(
        c.contains("(__global const float* restrict a_ptr, __global const float* restrict b_ptr, __global float* restrict c_ptr, uint ekb_N) {\n  int N = (int)ekb_N;"),
        "{c}"
    );
    let cc = candidate(&task.spec, &dir, "c", frontend_c::tvm::adapt).unwrap().unwrap();
    assert!(
        cc.contains("// pass tvm_main dispatch(1, 1, 1)") && !cc.contains("#include \"tvm/") && !cc.contains("__tvm_ffi__library_ctx"),
        "{cc}"
    );
    assert!(cc.contains("void tvm_main(const float* tvmshim_a, const float* tvmshim_b, float* tvmshim_c, uint32_t tvmshim_N, uint32_t task, uint32_t ntasks) {"), "{cc}");
    assert!(cc.contains("  int64_t tvmshim_shape_a[1] = {(int64_t)tvmshim_N};"), "{cc}");
    assert!(cc.contains("  (void)__tvm_ffi_l1_vector_add(NULL, tvmshim_args, 3, NULL);"), "{cc}");
}

/// What the adapters write for a program of two kernels with an intermediate buffer
/// (`l1_gaussian_blur`: the row pass into scratch `T`, then the column pass): one pass per kernel in
/// TVM's launch order and a `scratch` line; in WGSL `T` declared once, at binding I+O+1 and
/// `read_write` although the second kernel only reads it; in OpenCL C `T` after the params in both
/// kernels' signatures; in C `T` an argument of our entry, wrapped as a DLTensor of its TE shape.
#[test]
fn the_adapters_map_several_kernels_and_their_scratch_onto_plan_passes() {
    let task = kernels::get("l1_gaussian_blur").expect("task");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks/l1/l1_gaussian_blur/tvm");
    let w = candidate(&task.spec, &dir, "webgpu", wgsl_lib::tvm::adapt).unwrap().unwrap();
    let passes: Vec<&str> = w.lines().filter(|l| l.starts_with("// pass ")).collect();
    assert_eq!(passes.len(), 2, "{w}");
    assert!(
        passes[0].starts_with("// pass l1_gaussian_blur_kernel dispatch(")
            && passes[1].starts_with("// pass l1_gaussian_blur_kernel_1 dispatch(")
    );
    assert!(w.contains("// scratch T f32 (N) * (H) * (W)\n"), "{w}");
    assert_eq!(w.matches("var<storage, read_write> T_ptr").count(), 1, "{w}");
    assert!(w.contains("@group(0) @binding(3) var<storage, read_write> T_ptr : array<f32>;"), "{w}");
    assert!(!w.contains("podArgs") && !w.contains("// Function:"), "{w}");
    let c = candidate(&task.spec, &dir, "opencl", frontend_opencl::tvm::adapt).unwrap().unwrap();
    assert_eq!(c.lines().filter(|l| l.starts_with("// pass ")).count(), 2, "{c}");
    assert!(c.contains("// scratch T f32 (N) * (H) * (W)\n"), "{c}");
    assert!(c.contains("__kernel void l1_gaussian_blur_kernel_1(__global const float* ekb_unused_X, __global float* restrict Y_ptr, uint ekb_N, uint ekb_H, uint ekb_W, __global float* restrict T_ptr) {"), "{c}");
    let cc = candidate(&task.spec, &dir, "c", frontend_c::tvm::adapt).unwrap().unwrap();
    assert!(cc.contains("// pass tvm_main dispatch(1, 1, 1)\n// scratch T f32 (N) * (H) * (W)\n"), "{cc}");
    assert!(cc.contains("uint32_t tvmshim_W, float* tvmshim_T, uint32_t task, uint32_t ntasks)"), "{cc}");
    assert!(cc.contains("int64_t tvmshim_shape_T[3] = {(int64_t)tvmshim_N, (int64_t)tvmshim_H, (int64_t)tvmshim_W};"), "{cc}");
}

/// Every task has a TVM definition (`tvm/definition.py`) or is named, with its reason, in
/// docs/TVM.md's list of exceptions (the paragraph starting `- **Exceptions**`): a task added
/// without either fails here, naming it.
#[test]
fn every_task_has_a_tvm_definition_or_a_stated_reason() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(manifest.join("../docs/TVM.md")).expect("docs/TVM.md");
    let start = doc.find("- **Exceptions**").expect("docs/TVM.md has its `- **Exceptions**` paragraph");
    let rest = &doc[start + 2..];
    // The paragraph ends at the next bullet, heading or blank line.
    let end = ["\n- ", "\n#", "\n\n"].iter().filter_map(|m| rest.find(m)).min().unwrap_or(rest.len());
    let exceptions = &rest[..end];
    let mut missing = Vec::new();
    let mut both = Vec::new();
    for t in kernels::all() {
        let id = &t.spec.id;
        let defined = manifest.join(format!("tasks/l{}/{id}/tvm/definition.py", t.spec.level)).is_file();
        let excepted = exceptions.contains(&format!("`{id}`"));
        match (defined, excepted) {
            (false, false) => missing.push(id.as_str()),
            (true, true) => both.push(id.as_str()),
            _ => {}
        }
    }
    assert!(missing.is_empty(), "no tvm/definition.py and no reason in docs/TVM.md's exceptions: {missing:?}");
    assert!(both.is_empty(), "a TVM definition and also listed as an exception in docs/TVM.md: {both:?}");
}
