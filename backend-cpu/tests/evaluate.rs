//! The evaluator's check path over the `c` front end and the CPU backend, with the real host compiler
//! and bubblewrap: hand-written references pass (and are timed), wrong and hostile kernels get their
//! exact verdicts.

use backend_cpu::CpuBackend;

use ekb_eval::diagnostic::Stage;
use ekb_eval::plan::LaunchPlan;
use ekb_eval::{evaluate_with, evaluate_with_progress, EvalOptions, EvalTask, Progress, SampleReport, Verdict};
use frontend_c::{header_for, CFrontEnd, DEFAULT_ENTRY};

/// The suite's C reference of `task` (`kernels/tasks/<level>/<task>/reference.c`).
fn reference(task: &str) -> &'static str {
    kernels::get(task).and_then(|t| t.reference(ekb_eval::kind::Kind::C)).expect("the task has a reference.c")
}

fn eval(task_id: &str, reference: &str, candidate: &str, time: bool) -> SampleReport {
    let task = kernels::get(task_id).expect("task");
    let fe = CFrontEnd::with_ntasks(4);
    let be = CpuBackend::with_threads(4, std::time::Duration::from_secs(10)).expect("cpu backend");
    let t = EvalTask { spec: &task.spec, reference: Some(reference), cpu_reference: &task.cpu };
    let opts = EvalOptions { time, timing: ekb_eval::timing::TimingConfig { samples: 3, ..Default::default() }, ..Default::default() };
    pollster::block_on(evaluate_with(&fe, &be, &t, candidate, &opts))
}

#[test]
fn references_pass_and_are_timed() {
    // Every reference.c is run by kernels/tests/other_backends.rs; these two also check the timing and device.
    for (id, src) in [("l1_vector_add", reference("l1_vector_add")), ("l1_gemm", reference("l1_gemm"))] {
        let r = eval(id, src, src, true);
        assert!(r.verdict.is_pass(), "{id}: {:?} {}\n{:#?}", r.verdict, r.message, r.diagnostics);
        let t = r.timing.expect("timed");
        assert!(t.candidate_ms > 0.0 && t.baseline_ms > 0.0 && t.resolution_ns > 0.0, "{t:?}");
        let d = r.device.expect("device");
        assert_eq!((d.backend.as_str(), d.device_type.as_str(), d.is_fallback), ("cpu", "cpu", false));
    }
}

#[test]
fn progress_is_told_once_before_the_corners_and_the_report_still_checks_them() {
    let task = kernels::get("l1_vector_add").expect("task");
    let fe = CFrontEnd::with_ntasks(4);
    let be = CpuBackend::with_threads(4, std::time::Duration::from_secs(10)).expect("cpu backend");
    let src = reference("l1_vector_add");
    let t = EvalTask { spec: &task.spec, reference: Some(src), cpu_reference: &task.cpu };
    let opts = EvalOptions { time: false, ..Default::default() };
    let corners = ekb_eval::checked::checked_shapes(&task.spec, &opts)
        .expect("shapes")
        .iter()
        .filter(|c| matches!(c.origin, ekb_eval::checked::ShapeOrigin::Corner(_)))
        .count();
    assert!(corners > 0, "l1_vector_add has a domain corner");
    let told = std::sync::Mutex::new(Vec::<Progress>::new());
    let r = pollster::block_on(evaluate_with_progress(&fe, &be, &t, src, &opts, &|p| told.lock().expect("lock").push(p.clone())));
    assert!(r.verdict.is_pass(), "{:?} {}", r.verdict, r.message);
    let told = told.into_inner().expect("lock");
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0].corners_left, corners);
    // The corners and the timed shape were checked after it.
    assert!(told[0].checks_run > 0 && r.checks_run > told[0].checks_run + corners as u32, "{told:?} then {}", r.checks_run);
}

#[test]
fn a_wrong_gemm_is_a_mismatch() {
    let wrong = reference("l1_gemm").replace("k < K; k++", "k + 1 < K; k++");
    let r = eval("l1_gemm", reference("l1_gemm"), &wrong, false);
    match &r.verdict {
        Verdict::Mismatch(e) => assert_eq!(e.buffer, "C"),
        v => panic!("expected a mismatch, got {v:?}: {}", r.message),
    }
}

#[test]
fn a_plan_names_the_entry_and_the_task_count() {
    let src = format!(
        "// @plan\n// pass vadd dispatch(ceil_div(N, 1000), 1, 1)\n// @end\n{}",
        reference("l1_vector_add").replace("void kernel(", "void vadd(")
    );
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert!(r.verdict.is_pass(), "{:?} {}", r.verdict, r.message);
}

#[test]
fn a_static_cache_is_a_contract_violation_at_its_line() {
    // A call counter that changes what the kernel does: a value kept across launches.
    let src = format!(
        "#include <stdint.h>\nstatic uint32_t calls;\n{}",
        reference("l1_vector_add").replace("if (lo >= N) return;", "if (lo >= N || calls++ == 0xFFFFFFFFu) return;")
    );
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    let d = &r.diagnostics[0];
    assert_eq!(d.stage, Stage::Contract);
    assert!(d.message.contains("`.bss`") && d.message.contains("`calls`"), "{}", d.message);
    assert_eq!(d.location(), Some((2, 17)));
}

#[test]
fn imports_outside_libm_are_a_contract_violation() {
    let src = format!(
        "#include <stdio.h>\n{}",
        reference("l1_vector_add").replace("if (lo >= N) return;", "if (lo >= N) { puts(\"hi\"); return; }")
    );
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    assert!(r.diagnostics[0].message.contains("`puts`"), "{}", r.diagnostics[0].message);
    assert_eq!(r.diagnostics[0].location().map(|l| l.0), Some(7));
}

#[test]
fn a_wrong_prototype_is_a_contract_violation_at_the_definition() {
    // Input `a` without const: GCC's "conflicting types" against the generated prototype.
    let src = format!("\n{}", reference("l1_vector_add").replace("const float* a", "float* a"));
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert_eq!(r.verdict, Verdict::ContractViolation, "{}", r.message);
    let d = &r.diagnostics[0];
    assert!(d.message.starts_with("conflicting types for 'kernel'"), "{}", d.message);
    assert_eq!(d.location(), Some((3, 6)));
    assert!(d
        .notes
        .iter()
        .any(|n| n.contains("void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks);")));

    let r = eval("l1_vector_add", reference("l1_vector_add"), "void other(void) {}\n", false);
    assert_eq!(r.verdict, Verdict::ContractViolation);
    assert!(r.diagnostics[0].message.contains("`kernel`"), "{}", r.diagnostics[0].message);
}

#[test]
fn a_syntax_error_is_invalid_at_its_line() {
    let src = reference("l1_vector_add").replace("c[i] = a[i] + b[i];", "c[i] = a[i] + ;");
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert_eq!(r.verdict, Verdict::InvalidShader, "{}", r.message);
    let d = &r.diagnostics[0];
    assert_eq!(d.stage, Stage::Platform);
    assert_eq!(d.location().map(|l| l.0), Some(7));
    let r = eval("l1_vector_add", reference("l1_vector_add"), "#include \"/etc/passwd\"\n", false);
    assert_eq!(r.verdict, Verdict::InvalidShader);
    assert_eq!(r.diagnostics[0].message, "/etc/passwd: No such file or directory");
}

#[test]
fn a_write_past_the_end_is_caught_by_the_guard_tail() {
    let src = reference("l1_vector_add").replace("if (lo >= N) return;", "if (task == 0) c[N] = 1.0f;\n    if (lo >= N) return;");
    let r = eval("l1_vector_add", reference("l1_vector_add"), &src, false);
    assert!(!r.verdict.is_pass(), "{:?}", r.verdict);
    assert!(r.message.contains("past its end"), "{:?}: {}", r.verdict, r.message);
}

#[test]
fn the_header_shows_the_prototypes() {
    let task = kernels::get("l1_gemm").unwrap();
    let h = header_for(&task.spec, &LaunchPlan::default());
    assert!(h.contains(&format!(
        "void {DEFAULT_ENTRY}(const float* A, const float* B, float* C, uint32_t M, uint32_t N, uint32_t K, uint32_t task, uint32_t ntasks);"
    )), "{h}");
}

// ---- what ends or poisons the worker: in a child process (this test binary, one test, an env var) ----

const CHILD_ENV: &str = "EKB_CPU_CHILD_CASE";

/// The child's side: does nothing unless run by `child`.
#[test]
fn child_entry() {
    let Ok(case) = std::env::var(CHILD_ENV) else { return };
    let body = match case.as_str() {
        "hang" => "for (volatile int spin = 1; spin;) {}",
        "syscall" => "long r; __asm__ volatile(\"syscall\" : \"=a\"(r) : \"a\"(39L) : \"rcx\", \"r11\", \"memory\"); c[0] = (float)r;",
        // 800 KB past the end: past the evaluator's guard tail, inside the sandbox's 1 MiB guard.
        "far_past_end" => "if (task == 0) c[N + 200000] = 1.0f;",
        // Inputs are read-only once uploaded: a store into one faults at once.
        "write_input" => "if (task == 0) ((float*)a)[0] = 1.0f;",
        _ => panic!("{case}"),
    };
    let src = reference("l1_vector_add").replace("if (lo >= N) return;", &format!("{body}\n    if (lo >= N) return;"));
    let task = kernels::get("l1_vector_add").unwrap();
    let be = CpuBackend::with_threads(2, std::time::Duration::from_secs(1)).unwrap();
    let t = EvalTask { spec: &task.spec, reference: Some(reference("l1_vector_add")), cpu_reference: &task.cpu };
    let opts = EvalOptions { time: false, ..Default::default() };
    let r = pollster::block_on(evaluate_with(&CFrontEnd::with_ntasks(2), &be, &t, &src, &opts));
    println!("CHILD-VERDICT: {}", r.verdict.kind());
    // Threads may be stuck in the kernel: leave without unwinding.
    std::process::exit(0);
}

fn child(case: &str) -> (std::process::ExitStatus, String) {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["child_entry", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, case)
        .output()
        .unwrap();
    (out.status, String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

#[test]
fn a_hang_is_a_timeout_verdict() {
    let (status, text) = child("hang");
    assert!(status.success() && text.contains("CHILD-VERDICT: timeout"), "{status:?}\n{text}");
}

#[cfg(target_arch = "x86_64")]
#[test]
fn a_raw_system_call_or_a_far_write_ends_the_worker() {
    use std::os::unix::process::ExitStatusExt as _;
    let (status, text) = child("syscall");
    assert_eq!(status.signal(), Some(31), "SIGSYS: {status:?}\n{text}");
    let (status, text) = child("far_past_end");
    assert_eq!(status.signal(), Some(11), "SIGSEGV: {status:?}\n{text}");
}

/// Inputs are mapped read-only while a kernel runs: a store into one is `SIGSEGV` (the runner's
/// `runtime_error`), not a mark a later launch could find.
#[test]
fn a_store_into_an_input_ends_the_worker() {
    use std::os::unix::process::ExitStatusExt as _;
    let (status, text) = child("write_input");
    assert_eq!(status.signal(), Some(11), "SIGSEGV: {status:?}\n{text}");
}
