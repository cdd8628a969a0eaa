//! Every `reference.cl` passes the evaluator on the first OpenCL device (pocl in CI) and every
//! `reference.c` on the CPU backend (in the sandbox), each as the candidate against itself under
//! the `ci` profile — the per-backend baselines (docs/EVALUATION.md). A machine without an OpenCL device
//! or without the sandbox fails these tests with the reason (CI installs both: scripts/setup.sh).

#![cfg(not(target_arch = "wasm32"))]

use backend_cpu::CpuBackend;
use backend_opencl::{OpenClBackend, OpenClOptions};
use ekb_eval::timing::TimingConfig;
use ekb_eval::{evaluate_with, Backend, EvalOptions, FrontEnd};
use ekb_wire::kind::Kind;
use ekb_wire::report::Baseline;
use ekb_wire::timing::Profile;
use ekb_wire::Verdict;
use frontend_c::CFrontEnd;
use frontend_opencl::{OpenClC, OpenClDevice};

fn options() -> EvalOptions {
    EvalOptions { profile: Profile::Ci, seed: 11, timing: TimingConfig { samples: 3, ..TimingConfig::default() }, ..EvalOptions::default() }
}

/// Evaluates each task's reference of `kind` against itself; returns the failures.
fn run_all<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(kind: Kind, front_end: &F, backend: &B) -> (usize, Vec<String>) {
    let mut n = 0;
    let mut failures = Vec::new();
    for task in kernels::all() {
        let Some(source) = task.reference(kind) else { continue };
        let et = task.eval_task_for(kind).expect("a reference");
        let r = pollster::block_on(evaluate_with(front_end, backend, &et, source, &options()));
        n += 1;
        if r.verdict != Verdict::Pass || r.baseline != Baseline::Reference || r.timing.is_none() {
            failures.push(format!("{} ({kind}): {:?} — {}", task.spec.id, r.verdict, r.message));
        }
    }
    (n, failures)
}

#[test]
fn every_opencl_reference_passes_on_the_first_opencl_device() {
    let device = OpenClDevice::first().expect("an OpenCL device (Debian: pocl-opencl-icd)");
    let backend = OpenClBackend::new(&device, &OpenClOptions::default()).expect("OpenCL backend");
    let (n, failures) = run_all(Kind::Opencl, &OpenClC::new(&device), &backend);
    assert!(n >= 8, "at least 8 tasks have a reference.cl, found {n}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn every_c_reference_passes_on_the_cpu_backend() {
    let backend = CpuBackend::new().expect("the CPU backend (bubblewrap + cc)");
    let (n, failures) = run_all(Kind::C, &CFrontEnd::new(), &backend);
    assert!(n >= 8, "at least 8 tasks have a reference.c, found {n}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn references_span_all_three_levels_on_each_backend() {
    for kind in [Kind::Opencl, Kind::C] {
        let levels: std::collections::BTreeSet<u8> =
            kernels::all().iter().filter(|t| t.reference(kind).is_some()).map(|t| t.spec.level).collect();
        assert_eq!(levels.into_iter().collect::<Vec<_>>(), vec![1, 2, 3], "{kind} references by level");
    }
}
