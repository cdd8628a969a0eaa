//! A declared domain is a promise: every task's reference kernels pass at every corner of its
//! domain (`ekb_eval::domain::corners`: each param at its minimum and at its maximum with the
//! others cheap, and the all-max corner where its buffers fit), on every kind the task has —
//! `reference.wgsl` on the wgpu adapter (lavapipe in CI, through the GPU test harness),
//! `reference.cl` on the first OpenCL device (PoCL), `reference.c` on the CPU backend (the
//! sandbox) — each as the candidate against itself, checked against the CPU reference.
//!
//! Before anything runs, the domain's all-max shape (`ekb_eval::domain::domain_max`) must have
//! every input and output within the 128 MiB storage binding limit (else the domain holds shapes
//! no device with the WebGPU default limits runs), and each corner is checked against the suite's
//! ceiling (the WebGPU default limits): every input and output within the binding limit, and the reference's
//! launch — the task's default launch when the reference has no plan — within 65,535 workgroups
//! per axis (`wgsl` and `opencl`; a `c` grid is a task count). A corner over a limit is the
//! task's fault, and the failure names the task, the corner and the limit.
//!
//! Every single-param corner runs (the other params at their cheapest, it is as cheap as that
//! maximum allows); one whose cost model (FLOP + bytes of one launch) is above [`RUN_COST_CAP`]
//! fails instead, as unverifiable here — such a task must lower that maximum (or its cost model
//! overstates the corner). The all-max corner runs when it costs no more than the task's
//! costliest single-param corner, and is otherwise checked against the limits only: a GEMM's
//! all-max is 10¹¹ FLOP, minutes on two cores in the f64 CPU reference alone, and a batched FFT's
//! (10⁹) took minutes on lavapipe, whose workgroup barriers are slow.
//!
//! `EKB_CORNERS_TASKS=l1_gemm,l3_` restricts the run to tasks whose ids equal or start with an
//! entry; `EKB_CORNERS_KINDS=wgsl,opencl` to some kinds (default: all three). A list that selects
//! nothing fails, so a typo does not pass vacuously.

#![cfg(not(target_arch = "wasm32"))]

use std::time::Instant;

use backend_cpu::CpuBackend;

use backend_opencl::{OpenClBackend, OpenClOptions};
use ekb_eval::domain::{corners, domain_max, within_binding_limit, Corner, MAX_BINDING_BYTES};
use ekb_eval::evaluate::EvalTask;
use ekb_eval::prepared::Prepared;
use ekb_eval::task::ShapeValues;
use ekb_eval::{evaluate_with, Backend, EvalOptions, FrontEnd};
use ekb_gpu_test::GpuTest;
use ekb_wire::device::{DeviceInfo, DeviceLimits};
use ekb_wire::kind::Kind;
use ekb_wire::timing::Profile;
use ekb_wire::Verdict;
use frontend_c::CFrontEnd;
use frontend_opencl::{OpenClC, OpenClDevice};
use wgsl_lib::Wgsl;

/// Restricts the run to the tasks whose ids equal or start with one of its comma-separated entries.
const TASKS_ENV: &str = "EKB_CORNERS_TASKS";
/// Restricts the run to some kinds: `wgsl`, `opencl`, `c`, comma-separated.
const KINDS_ENV: &str = "EKB_CORNERS_KINDS";

/// A single-param corner costing more than this (FLOP + bytes of one launch, by the task's cost
/// model) cannot be verified here. Chosen on this machine (2 cores): the heaviest corners that
/// do run — 16 M-element streams, 3·10⁸ — take 5–20 s per kind, mostly drawing the inputs and
/// comparing the outputs; 10¹⁰ of arithmetic is minutes of f64 CPU reference.
const RUN_COST_CAP: f64 = 1e10;

/// The most workgroups per dispatch axis (WebGPU's default `maxComputeWorkgroupsPerDimension`).
const MAX_WORKGROUPS: u32 = 65_535;

/// Whether `filter` (a comma-separated list; `None` selects everything) selects `id`: an entry
/// equal to it or a prefix of it; blank entries select nothing.
fn selects(filter: Option<&str>, id: &str) -> bool {
    filter.is_none_or(|f| f.split(',').map(str::trim).any(|e| !e.is_empty() && id.starts_with(e)))
}

/// Whether kind `kind` runs under [`KINDS_ENV`].
fn kind_selected(kind: &str) -> bool {
    let on = std::env::var(KINDS_ENV).ok().is_none_or(|f| f.split(',').map(str::trim).any(|e| e == kind));
    if !on {
        eprintln!("skipped: kind {kind} is not in {KINDS_ENV}");
    }
    on
}

/// The selected tasks that have a reference of `kind`.
///
/// # Panics
/// When [`TASKS_ENV`] selects no task at all.
fn tasks_of(kind: Kind) -> Vec<&'static kernels::Task> {
    let filter = std::env::var(TASKS_ENV).ok();
    let selected: Vec<_> = kernels::all().iter().filter(|t| selects(filter.as_deref(), &t.spec.id)).collect();
    assert!(!selected.is_empty(), "{TASKS_ENV}={filter:?} selects no task: give task ids or id prefixes");
    selected.into_iter().filter(|t| t.reference(kind).is_some()).collect()
}

/// FLOP + bytes of one launch at the corner, by the task's cost model.
fn cost(spec: &ekb_eval::TaskSpec, c: &Corner) -> f64 {
    spec.flops(&c.shape).unwrap_or(f64::INFINITY) + spec.bytes(&c.shape).unwrap_or(f64::INFINITY)
}

/// The corner's limit faults: a buffer over the binding limit, a launch over the workgroup limit
/// (`grid_limited`: kinds whose grid counts workgroups), a scratch buffer over the binding limit.
fn limit_faults<A>(task: &kernels::Task, kind: Kind, prepared: &Prepared<A>, c: &Corner, grid_limited: bool) -> Vec<String> {
    let spec = &task.spec;
    let at = format!("{} ({kind}) at corner `{}` ({})", spec.id, c.name, c.shape.label());
    let mut out = Vec::new();
    if let Err(why) = within_binding_limit(spec, &c.shape) {
        out.push(format!("{at}: the task's fault: {why}"));
    }
    if grid_limited {
        if let Err(d) = prepared.launch(&c.shape, MAX_WORKGROUPS) {
            let whose = if prepared.plan.passes.is_empty() {
                "the task's default launch ([launch] threads)"
            } else {
                "the reference's launch plan"
            };
            out.push(format!("{at}: the task's fault: {whose} is over the limit of {MAX_WORKGROUPS} workgroups per axis: {}", d.message));
        }
    }
    if let Err(d) = prepared.scratch_bytes(&c.shape, MAX_BINDING_BYTES) {
        out.push(format!("{at}: the task's fault: the reference's {}", d.message));
    }
    out
}

/// Runs every selected task's reference of `kind` at its corners; returns the number of corners
/// run and the failures.
fn run_kind<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(
    kind: Kind,
    front_end: &F,
    backend: &B,
    device: &DeviceInfo,
) -> (usize, Vec<String>) {
    let grid_limited = kind != Kind::C;
    let mut failures = Vec::new();
    let mut ran = 0;
    for task in tasks_of(kind) {
        let spec = &task.spec;
        let source = task.reference(kind).expect("selected for it");
        let started = Instant::now();
        let prepared = match front_end.prepare(spec, source, device) {
            Ok(p) => p,
            Err(r) => {
                let why: Vec<String> = r.diagnostics.iter().map(|d| d.one_line()).collect();
                failures.push(format!("{} ({kind}): the reference is rejected: {} {}", spec.id, r.verdict.kind(), why.join("; ")));
                continue;
            }
        };
        if let Some(top) = domain_max(spec) {
            if let Err(why) = within_binding_limit(spec, &top) {
                failures.push(format!(
                    "{} ({kind}): the task's fault: its domain holds shapes over the storage binding limit: at all-max ({}) {why}; \
                     add a constraint or lower a maximum",
                    spec.id,
                    top.label()
                ));
            }
        }
        let all = corners(spec);
        let single = |c: &Corner| c.name.split(", ").any(|n| n != "all-max");
        // The all-max corner runs when it costs no more than some single-param corner that runs.
        let costliest_single = all.iter().filter(|c| single(c)).map(|c| cost(spec, c)).filter(|&c| c <= RUN_COST_CAP).fold(0.0, f64::max);
        let mut to_run: Vec<&Corner> = Vec::new();
        for c in &all {
            let faults = limit_faults(task, kind, &prepared, c, grid_limited);
            if !faults.is_empty() {
                failures.extend(faults);
                continue;
            }
            let cost = cost(spec, c);
            if single(c) && cost > RUN_COST_CAP {
                failures.push(format!(
                    "{} ({kind}) corner `{}` ({}) costs {cost:.2e} FLOP + bytes, over the {RUN_COST_CAP:.0e} this test can verify: a \
                     corner with the other params at their cheapest must be cheap to check; lower the maximum",
                    spec.id,
                    c.name,
                    c.shape.label()
                ));
            } else if single(c) || cost <= costliest_single {
                to_run.push(c);
            } else {
                eprintln!("{} ({kind}): all-max ({}) fits the limits; not run: {cost:.2e} FLOP + bytes", spec.id, c.shape.label());
            }
        }
        // Edge sets run at the check shapes of every evaluation; here only the corners' shapes.
        // No baseline: the kernel is checked against the CPU reference, not timed, and not timed
        // against itself for the endless-loop flag either.
        let mut bare = spec.clone();
        bare.edges.clear();
        let et = EvalTask { spec: &bare, reference: None, cpu_reference: &task.cpu };
        // One evaluation over the remaining corners; after a failure, on from the next corner.
        let mut rest = to_run.as_slice();
        while !rest.is_empty() {
            let shapes: Vec<ShapeValues> = rest.iter().map(|c| c.shape.values.iter().cloned().collect()).collect();
            let opts = EvalOptions {
                profile: Profile::Ci,
                seed: 11,
                check_seeds: 1,
                time: false,
                check_shapes: Some(shapes),
                drawn_shapes: 0,
                ..EvalOptions::default()
            };
            let r = pollster::block_on(evaluate_with(front_end, backend, &et, source, &opts));
            if r.verdict.is_pass() {
                ran += rest.len();
                break;
            }
            let at = match &r.verdict {
                Verdict::Mismatch(e) => rest.iter().position(|c| c.shape.label() == e.shape),
                _ => None,
            };
            let corner = at.map_or_else(|| "one of the corners".to_string(), |i| format!("corner `{}`", rest[i].name));
            failures.push(format!("{} ({kind}) at {corner}: {} — {}", spec.id, r.verdict.kind(), r.message));
            match at {
                Some(i) => {
                    ran += i + 1;
                    rest = &rest[i + 1..];
                }
                None => break,
            }
        }
        eprintln!("{} ({kind}): {} corners, {} run, {:.1} s", spec.id, all.len(), to_run.len(), started.elapsed().as_secs_f64());
    }
    (ran, failures)
}

fn report(kind: &str, started: Instant, ran: usize, failures: &[String]) {
    eprintln!("{kind}: {ran} corners run in {:.1} s", started.elapsed().as_secs_f64());
    assert!(failures.is_empty(), "{} failure(s) at domain corners ({kind}):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn wgsl_references_pass_at_every_corner() {
    if !kind_selected("wgsl") {
        return;
    }
    GpuTest::new("wgsl_references_pass_at_every_corner").run(|ctx| {
        let started = Instant::now();
        // The contract against the WebGPU defaults, whatever the adapter allows.
        let mut device = ctx.backend.device().clone();
        device.limits = DeviceLimits::webgpu_default();
        let (ran, failures) = run_kind(Kind::Wgsl, &Wgsl, &ctx.backend, &device);
        report("wgsl", started, ran, &failures);
    });
}

#[test]
fn opencl_references_pass_at_every_corner() {
    if !kind_selected("opencl") {
        return;
    }
    let started = Instant::now();
    let device = OpenClDevice::first().expect("an OpenCL device (Debian: pocl-opencl-icd)");
    let backend = OpenClBackend::new(&device, &OpenClOptions::default()).expect("OpenCL backend");
    let info = backend.device().clone();
    let (ran, failures) = run_kind(Kind::Opencl, &OpenClC::new(&device), &backend, &info);
    report("opencl", started, ran, &failures);
}

#[test]
fn c_references_pass_at_every_corner() {
    if !kind_selected("c") {
        return;
    }
    let started = Instant::now();
    let backend = CpuBackend::new().expect("the CPU backend (bubblewrap + cc)");
    let info = backend.device().clone();
    let (ran, failures) = run_kind(Kind::C, &CFrontEnd::new(), &backend, &info);
    report("c", started, ran, &failures);
}

#[test]
fn the_filters_take_ids_prefixes_and_kinds() {
    assert!(selects(None, "l1_gemm"));
    let f = Some("l1_gemm, l3_");
    assert!(selects(f, "l1_gemm") && selects(f, "l3_whisper_encoder_block") && selects(f, "l1_gemm_int8"));
    assert!(!selects(f, "l1_softmax") && !selects(Some(""), "l1_gemm") && !selects(Some("l1_topk,"), "l2_log_mel"));
}
