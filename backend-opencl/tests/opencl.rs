//! The OpenCL front end and backend on a real OpenCL device (Debian's PoCL in CI): every
//! `reference.cl` passes the shared check path, and broken, wrong and hostile kernels get their
//! verdicts. Without an OpenCL library or device the tests skip visibly, unless
//! `EKB_REQUIRE_OPENCL=1` makes that a failure.

use backend_opencl::{OpenClBackend, OpenClOptions};

use ekb_eval::kind::Kind;
use ekb_eval::report::{Check, Fault};
use ekb_eval::{evaluate_with, EvalOptions, SampleReport, TimerMethod, Verdict};
use frontend_opencl::{OpenClC, OpenClDevice, OpenClError};

fn device() -> Option<OpenClDevice> {
    match OpenClDevice::first() {
        Ok(d) => Some(d),
        Err(e @ (OpenClError::LibraryUnavailable(_) | OpenClError::NoDevice { .. })) => {
            assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but: {e}");
            eprintln!("SKIP: no OpenCL device: {e}");
            None
        }
        Err(e) => panic!("{e}"),
    }
}

fn no_timing() -> EvalOptions {
    EvalOptions { time: false, ..EvalOptions::default() }
}

/// Evaluates `candidate` for `task` (with the task's `reference.cl` as the baseline).
fn eval_with(dev: &OpenClDevice, opts: &OpenClOptions, task: &str, candidate: &str, eval: &EvalOptions) -> SampleReport {
    let fe = OpenClC::new(dev);
    let be = OpenClBackend::new(dev, opts).expect("backend");
    let t = kernels::get(task).expect("task");
    let et = t.eval_task_for(Kind::Opencl).expect("the task has a reference.cl");
    pollster::block_on(evaluate_with(&fe, &be, &et, candidate, eval))
}

fn eval(task: &str, candidate: &str) -> Option<SampleReport> {
    let dev = device()?;
    Some(eval_with(&dev, &OpenClOptions::default(), task, candidate, &no_timing()))
}

const VADD_HEAD: &str = "// @plan\n// pass vadd threads(N, 1, 1)\n// @end\n__kernel __attribute__((reqd_work_group_size(64, 1, 1)))\n";

fn vadd(signature: &str, body: &str) -> String {
    format!("{VADD_HEAD}void vadd({signature}) {{\n    uint i = get_global_id(0);\n{body}\n}}\n")
}

const VADD_SIG: &str = "__global const float* a, __global const float* b, __global float* c, uint N";

fn messages(r: &SampleReport) -> String {
    r.diagnostics.iter().map(|d| d.one_line()).collect::<Vec<_>>().join("\n")
}

#[test]
fn every_reference_cl_passes_and_is_timed_with_profiling_events() {
    let Some(dev) = device() else { return };
    let fe = OpenClC::new(&dev);
    let be = OpenClBackend::new(&dev, &OpenClOptions::default()).expect("backend");
    let mut levels = std::collections::BTreeSet::new();
    let mut n = 0;
    for t in kernels::all() {
        let (Some(et), Some(reference)) = (t.eval_task_for(Kind::Opencl), t.reference(Kind::Opencl)) else { continue };
        let r = pollster::block_on(evaluate_with(&fe, &be, &et, reference, &EvalOptions::default()));
        assert_eq!(r.verdict, Verdict::Pass, "{}: {} {}", t.spec.id, r.message, messages(&r));
        let timing = r.timing.as_ref().expect("timed");
        assert_eq!(timing.method, TimerMethod::ProfilingEvents, "{}", t.spec.id);
        assert!(timing.candidate_ms > 0.0 && timing.baseline_ms > 0.0, "{}: {timing:?}", t.spec.id);
        let device = r.device.as_ref().expect("device");
        assert_eq!(device.backend, "opencl");
        // An OpenCL CPU device is a device of its own, labelled by its type, not a fallback adapter.
        assert!(!device.is_fallback && !r.flags.contains(&ekb_eval::Flag::FallbackAdapter), "{}: {device:?}", t.spec.id);
        eprintln!("{}: {} ({:.3} ms)", t.spec.id, r.message, timing.candidate_ms);
        levels.insert(t.spec.level);
        n += 1;
    }
    assert!(n >= 8, "{n} tasks have a reference.cl");
    assert_eq!(levels.len(), 3, "references on every level: {levels:?}");
}

#[test]
fn a_local_size_from_the_plan_works_without_the_attribute() {
    let src = "// @plan\n// pass vadd threads(min(N, 65535 * 32), 1, 1) local(32, 1, 1)\n// @end\n\
               __kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint N) {\n\
               for (uint i = get_global_id(0); i < N; i += get_global_size(0)) { c[i] = a[i] + b[i]; }\n}\n";
    let Some(r) = eval("l1_vector_add", src) else { return };
    assert_eq!(r.verdict, Verdict::Pass, "{} {}", r.message, messages(&r));
}

#[test]
fn a_wrong_kernel_is_a_mismatch_with_evidence() {
    let Some(r) = eval("l1_vector_add", &vadd(VADD_SIG, "    if (i < N) { c[i] = a[i] - b[i]; }")) else { return };
    let Verdict::Mismatch(e) = &r.verdict else { panic!("{:?}: {}", r.verdict, r.message) };
    assert_eq!(e.buffer, "c");
    assert_eq!(e.check, Check::Check);
    assert!(e.comparison.mismatches > 0 && e.comparison.first.is_some(), "{e:?}");
}

#[test]
fn a_broken_kernel_is_invalid_shader_at_the_build_logs_line() {
    // Line 8 uses an undeclared identifier.
    let src = vadd(VADD_SIG, "    if (i < N) {\n        c[i] = a[i] + bogus[i];\n    }");
    assert_eq!(src.lines().nth(7).map(str::trim), Some("c[i] = a[i] + bogus[i];"));
    let Some(r) = eval("l1_vector_add", &src) else { return };
    assert_eq!(r.verdict, Verdict::InvalidShader, "{}", r.message);
    let d = &r.diagnostics[0];
    assert_eq!(d.stage, ekb_eval::diagnostic::Stage::Platform);
    assert!(d.message.contains("bogus"), "{}", d.message);
    let (line, column) = d.location().unwrap_or_else(|| panic!("not located: {d:?}"));
    assert_eq!((line, column), (8, 23), "{}", d.one_line());
}

#[test]
fn a_writable_input_is_a_contract_violation_naming_the_argument() {
    let sig = "__global float* a, __global const float* b, __global float* c, uint N";
    let Some(r) = eval("l1_vector_add", &vadd(sig, "    if (i < N) { c[i] = a[i] + b[i]; }")) else { return };
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    let m = messages(&r);
    assert!(m.contains("argument 0 `a`") && m.contains("`__global const float*`"), "{m}");
    assert_eq!(r.diagnostics[0].location().map(|l| l.0), Some(5), "labelled at the kernel: {m}");
}

#[test]
fn qualifiers_and_types_are_checked() {
    let cases = [
        // A const output.
        ("__global const float* a, __global const float* b, __global const float* c, uint N", "argument 2 `c`"),
        // __constant instead of __global.
        ("__constant float* a, __global const float* b, __global float* c, uint N", "argument 0 `a`"),
        // The wrong element type.
        ("__global const int* a, __global const float* b, __global float* c, uint N", "argument 0 `a`"),
        // The param as a pointer.
        ("__global const float* a, __global const float* b, __global float* c, __global uint* N", "argument 3 `N`"),
        // A signed param where the task has u32.
        ("__global const float* a, __global const float* b, __global float* c, int N", "argument 3 `N`"),
    ];
    let Some(dev) = device() else { return };
    for (sig, what) in cases {
        let body = "    if (i < N) { c[i] = a[i] + b[i]; }";
        let body = if sig.contains("uint* N") { "    if (i < N[0]) { c[i] = a[i] + b[i]; }" } else { body };
        let src = vadd(sig, body);
        let src = if sig.contains("const float* c") { src.replace("c[i] = a[i] + b[i];", "a[i];") } else { src };
        let r = eval_with(&dev, &OpenClOptions::default(), "l1_vector_add", &src, &no_timing());
        assert_eq!(r.verdict, Verdict::ContractViolation, "{sig}: {} {}", r.message, messages(&r));
        assert!(messages(&r).contains(what), "{sig}: {}", messages(&r));
    }
}

#[test]
fn params_out_of_order_or_missing_are_contract_violations() {
    let Some(dev) = device() else { return };
    let gemm = |sig: &str| {
        format!(
            "// @plan\n// pass gemm threads(N, M, 1)\n// @end\n__kernel __attribute__((reqd_work_group_size(16, 16, 1)))\n\
             void gemm({sig}) {{\n uint n = get_global_id(0); uint m = get_global_id(1);\n if (m >= M || n >= N) return;\n\
             float acc = 0.0f;\n for (uint k = 0; k < K; k++) acc += A[m * K + k] * B[k * N + n];\n C[m * N + n] = acc;\n}}\n"
        )
    };
    let bufs = "__global const float* A, __global const float* B, __global float* C";
    // Same types, wrong order: caught by the names.
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_gemm", &gemm(&format!("{bufs}, uint N, uint M, uint K")), &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("argument 3 is named `N`"), "{}", messages(&r));
    // A missing param.
    let src = gemm(&format!("{bufs}, uint M, uint N")).replace("k < K", "k < M");
    let src = src.replace("m * K", "m * M");
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_gemm", &src, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("has 5 arguments; the contract has 6") && messages(&r).contains("param `K`"), "{}", messages(&r));
    // Types in the wrong order (f32 eps first).
    let ln = kernels::get("l2_residual_layernorm").and_then(|t| t.reference(Kind::Opencl)).expect("reference");
    let swapped = ln.replace("uint T, uint D, float eps", "float eps, uint T, uint D");
    let r = eval_with(&dev, &OpenClOptions::default(), "l2_residual_layernorm", &swapped, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("argument 6 `eps`"), "{}", messages(&r));
}

#[test]
fn a_huge_local_size_or_local_memory_is_a_contract_violation() {
    let Some(dev) = device() else { return };
    let body = "    if (i < N) { c[i] = a[i] + b[i]; }";
    let huge = vadd(VADD_SIG, body).replace("reqd_work_group_size(64, 1, 1)", "reqd_work_group_size(1024, 1, 1)");
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_vector_add", &huge, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("1024 work-items exceeds the limit of 256"), "{}", messages(&r));
    let plan = "// @plan\n// pass vadd threads(N, 1, 1) local(16, 16, 2)\n// @end\n__kernel void vadd(__global const float* a, \
                __global const float* b, __global float* c, uint N) { uint i = get_global_id(0); if (i < N) c[i] = a[i] + b[i]; }\n";
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_vector_add", plan, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("512 work-items"), "{}", messages(&r));
    let big = vadd(VADD_SIG, "    __local float big[8192];\n    big[get_local_id(0)] = 1.0f;\n    barrier(CLK_LOCAL_MEM_FENCE);\n    if (i < N) { c[i] = a[i] + b[i] * big[63 - get_local_id(0)]; }");
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_vector_add", &big, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("bytes of `__local` memory; the limit is 16384"), "{}", messages(&r));
    let none = "__kernel void vadd(__global const float* a, __global const float* b, __global float* c, uint N) { c[0] = 0; }\n";
    let r = eval_with(&dev, &OpenClOptions::default(), "l1_vector_add", none, &no_timing());
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(messages(&r).contains("has no local size"), "{}", messages(&r));
}

#[test]
fn a_write_past_the_end_is_caught_by_the_guard_region() {
    let body = "    if (i < N) { c[i] = a[i] + b[i]; }\n    if (i == 0) { c[N + 3] = 1.0f; }";
    let Some(r) = eval("l1_vector_add", &vadd(VADD_SIG, body)) else { return };
    let Verdict::Mismatch(e) = &r.verdict else { panic!("{:?}: {}", r.verdict, r.message) };
    assert_eq!((&e.check, e.buffer.as_str()), (&Check::OutOfBoundsWrite, "c"), "{}", r.message);
    assert!(r.message.contains("written past its end"), "{}", r.message);
}

#[test]
fn a_read_past_the_end_reads_the_guard_poison() {
    let body = "    if (i < N) { c[i] = a[i + 1] + b[i]; }";
    let Some(r) = eval("l1_vector_add", &vadd(VADD_SIG, body)) else { return };
    assert!(matches!(r.verdict, Verdict::Mismatch(_)), "{:?}: {}", r.verdict, r.message);
    assert!(r.message.contains("guard value from past the end of input `a`"), "{}", r.message);
}

#[test]
fn a_kernel_that_never_ends_is_a_timeout_that_poisons_the_device() {
    let Some(dev) = device() else { return };
    let body = "    for (;;) { c[i % N] += 1.0f; }";
    let opts = OpenClOptions { wait_limit_ms: 1500, ..OpenClOptions::default() };
    let r = eval_with(&dev, &opts, "l1_vector_add", &vadd(VADD_SIG, body), &no_timing());
    assert_eq!(r.verdict, Verdict::Timeout { limit_ms: 1500 }, "{}", r.message);
    assert_eq!(r.fault, Some(Fault::Timeout));
    assert!(Fault::Timeout.poisons_device(), "the runner replaces the worker");
    // The process exits with PoCL's threads still spinning: nothing waits for them.
}

#[test]
fn the_front_end_and_backend_describe_themselves() {
    let Some(dev) = device() else { return };
    let be = OpenClBackend::new(&dev, &OpenClOptions::default()).expect("backend");
    use ekb_eval::Backend as _;
    assert_eq!(be.timer(), TimerMethod::ProfilingEvents);
    let res = pollster::block_on(be.timer_resolution_ns()).expect("resolution");
    assert!(res > 0.0 && res < 1e6, "{res} ns");
    eprintln!("timer resolution {res} ns");
    use ekb_eval::FrontEnd as _;
    assert_eq!(OpenClC::new(&dev).kind(), ekb_eval::kind::Kind::Opencl);
    let all = frontend_opencl::list_devices().expect("list");
    assert!(all.iter().any(|e| e.name == dev.info().name), "{all:?}");
}

#[test]
fn the_worked_example_in_schema_md_passes() {
    let doc = include_str!("../../docs/SCHEMA.md");
    let at = doc.find("Worked example — the prompt text for `l1_vector_add`").expect("the example is in docs/SCHEMA.md");
    let block = &doc[at..];
    let start = block.find("```c\n").expect("a c block") + 5;
    let src = &block[start..start + block[start..].find("```").expect("closed")];
    let Some(r) = eval("l1_vector_add", src) else { return };
    assert_eq!(r.verdict, Verdict::Pass, "{} {}", r.message, messages(&r));
}

/// Runs the test `name` of this binary again in a child process with `env` set (and, when
/// `hide` is given, in a mount namespace where that file is an empty one). `None` when the child
/// cannot be started that way (no `unshare`, not root).
fn rerun(name: &str, env: &[(&str, &str)], hide: Option<&str>) -> Option<std::process::Output> {
    let exe = std::env::current_exe().expect("test binary");
    let mut cmd = match hide {
        None => std::process::Command::new(&exe),
        Some(lib) => {
            let mut c = std::process::Command::new("unshare");
            c.args(["-m", "sh", "-c", &format!("mount --bind /dev/null '{lib}' && exec \"$0\" \"$@\"")]).arg(&exe);
            c
        }
    };
    cmd.args(["--exact", name, "--nocapture"]).envs(env.iter().copied());
    let out = cmd.output().ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    (hide.is_none() || !text.contains("mount:") && !text.contains("unshare:")).then_some(out)
}

/// In the child of [`without_the_library_or_a_driver_opening_is_a_typed_error`].
#[test]
fn child_expects_a_typed_error() {
    let Ok(want) = std::env::var("EKB_OPENCL_EXPECT") else { return };
    let e = OpenClDevice::first().expect_err("no device here");
    let ok = match want.as_str() {
        "library" => matches!(e, OpenClError::LibraryUnavailable(_)) && frontend_opencl::library_available().is_err(),
        _ => matches!(e, OpenClError::NoDevice { .. }),
    };
    assert!(ok, "{want}: {e:?}");
    eprintln!("CHILD-OK {e}");
}

#[test]
fn without_the_library_or_a_driver_opening_is_a_typed_error() {
    if device().is_none() {
        return;
    }
    // An ICD loader without drivers: no platform, `NoDevice`.
    let empty = std::env::temp_dir().join("ekb-no-icd-vendors");
    std::fs::create_dir_all(&empty).expect("dir");
    let vendors = empty.to_string_lossy().to_string();
    let out = rerun("child_expects_a_typed_error", &[("EKB_OPENCL_EXPECT", "device"), ("OCL_ICD_VENDORS", &vendors)], None)
        .expect("the child runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && err.contains("CHILD-OK"), "{err}");
    // No library at all: hide the loaded libOpenCL in a mount namespace (needs root and unshare).
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let Some(lib) = maps.lines().filter_map(|l| l.split_whitespace().nth(5)).find(|p| p.contains("libOpenCL")) else {
        eprintln!("SKIP: libOpenCL is not mapped");
        return;
    };
    match rerun("child_expects_a_typed_error", &[("EKB_OPENCL_EXPECT", "library")], Some(lib)) {
        Some(out) => {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success() && err.contains("CHILD-OK"), "{err}");
            assert!(err.contains("cannot be loaded") && err.contains("ocl-icd-libopencl1"), "{err}");
        }
        None => eprintln!("SKIP: cannot hide {lib} (needs root and unshare)"),
    }
}

#[test]
fn evaluation_over_opencl_is_a_send_future() {
    fn assert_send<T: Send>(_: &T) {}
    fn assert_sync<T: Sync>() {}
    assert_sync::<OpenClC>();
    assert_sync::<OpenClBackend>();
    let Some(dev) = device() else { return };
    let fe = OpenClC::new(&dev);
    let be = OpenClBackend::new(&dev, &OpenClOptions::default()).expect("backend");
    let t = kernels::get("l1_vector_add").expect("task");
    let et = t.eval_task_for(Kind::Opencl).expect("reference");
    let opts = no_timing();
    let reference = t.reference(Kind::Opencl).expect("reference.cl");
    let fut = evaluate_with(&fe, &be, &et, reference, &opts);
    assert_send(&fut);
    assert_eq!(pollster::block_on(fut).verdict, Verdict::Pass);
}

#[test]
fn writing_an_input_through_a_cast_is_caught() {
    let body = "    if (i < N) { c[i] = a[i] + b[i]; }\n    if (i == 0) { ((__global float*)a)[0] = 7.0f; }";
    let Some(r) = eval("l1_vector_add", &vadd(VADD_SIG, body)) else { return };
    let Verdict::Mismatch(e) = &r.verdict else { panic!("{:?}: {}", r.verdict, r.message) };
    assert_eq!((&e.check, e.buffer.as_str()), (&Check::InputModified, "a"), "{}", r.message);
}

#[test]
fn a_write_past_the_end_of_scratch_is_caught() {
    let src = "// @plan\n// pass vadd threads(N, 1, 1)\n// scratch tmp f32 N\n// @end\n\
               __kernel __attribute__((reqd_work_group_size(64, 1, 1)))\n\
               void vadd(__global const float* a, __global const float* b, __global float* c, uint N, __global float* tmp) {\n\
               uint i = get_global_id(0);\n if (i < N) { tmp[i] = a[i]; c[i] = tmp[i] + b[i]; }\n if (i == 0) { tmp[N] = 1.0f; }\n}\n";
    let Some(r) = eval("l1_vector_add", src) else { return };
    let Verdict::Mismatch(e) = &r.verdict else { panic!("{:?}: {}", r.verdict, r.message) };
    assert_eq!((&e.check, e.buffer.as_str()), (&Check::OutOfBoundsWrite, "tmp"), "{}", r.message);
}

/// No kernel at all — an empty text, blanks, only comments, only a helper function — is a contract
/// violation saying so (an empty text crashed PoCL; a program without kernels gave stray names).
#[test]
fn a_program_without_a_kernel_says_so() {
    for src in ["", "   \n\t", "// nothing here\n", "float helper(float x) { return x; }\n"] {
        let Some(r) = eval("l1_vector_add", src) else { return };
        assert_eq!(r.verdict, Verdict::ContractViolation, "{src:?}: {}", r.message);
        assert!(r.message.contains("no `__kernel` function"), "{src:?}: {}", r.message);
    }
}

/// The OpenCL compiler runs with the file system of the process that builds: `#include` in every
/// spelling the preprocessor accepts (split by a line continuation, after a comment, as a digraph or a
/// trigraph), `__has_include` and the compiler's debugging pragmas are refused before anything is
/// built, at their line.
#[test]
fn include_directives_are_refused_at_their_line() {
    for (src, line) in [
        ("#include \"/etc/passwd\"\n", 1),
        ("// x\n  #  include <stdio.h>\n", 2),
        ("// x\n\n#\\\ninclude \"/etc/hostname\"\n", 3),
        ("#import \"x.h\"\n", 1),
        ("// x\n# /**/ include \"/etc/hostname\"\n", 2),
        ("/*x*/ # include \"/etc/hostname\"\n", 1),
        ("#/*\n*/include \"/etc/hostname\"\n", 1),
        ("%:include \"/etc/hostname\"\n", 1),
        ("??=include \"/etc/hostname\"\n", 1),
        ("#if __has_include(\"/etc/passwd\")\n#endif\n", 1),
        ("#pragma clang __debug crash\n", 1),
        ("_Pragma(\"clang __debug crash\")\n", 1),
    ] {
        let kernel = format!(
            "{src}__kernel __attribute__((reqd_work_group_size(64, 1, 1)))\nvoid vadd({VADD_SIG}) {{\n    uint i = get_global_id(0);\n    if (i < N) c[i] = a[i] + b[i];\n}}\n"
        );
        let Some(r) = eval("l1_vector_add", &kernel) else { return };
        assert_eq!(r.verdict, Verdict::ContractViolation, "{src:?}: {}", r.message);
        assert!(r.message.contains("#include") && r.message.contains("not allowed"), "{src:?}: {}", r.message);
        assert_eq!(r.diagnostics[0].labels[0].range.line, line, "{src:?}");
    }
}
