//! The shared check path: one candidate, one task, any [`Backend`] → a [`SampleReport`].
//!
//! 1. prepare with the front end ([`crate::front_end::FrontEnd`]: for WGSL, plan, naga, contract);
//! 2. compile candidate and reference on the backend;
//! 3. check, at the shapes of [`crate::checked::checked_shapes`] (check, drawn, corner or given
//!    shapes): every check shape × `check_seeds` seeds with poison A; the first seed again with
//!    poison B (unwritten elements) and compared bit-for-bit with the first run (determinism);
//!    inputs read back unchanged where the backend could let them change
//!    ([`KernelState::Persistent`]); outputs' guard regions intact (no write past the end, see
//!    [`crate::guard`]); then once at the timed shape. On a device that stops loops at a cap the
//!    check runs use the loop-watching copy of the candidate ([`crate::loop_cap`]); a default
//!    launch or task buffer over a device limit is the task's fault ([`Fault::Task`]);
//! 4. time ([`timed`]): warm-up, batch sizing from the measured resolution, reference/candidate
//!    interleaved, outputs reset before every launch, input sets and verified launches drawn from
//!    the timing nonce, every candidate batch's verified launches checked against the CPU reference;
//! 5. verdict, flags (speed of light, > 10×, noisy, fallback adapter, nondeterminism, loops
//!    stopped at the device's cap).

mod timed;

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::artifact::Artifact;
use crate::backend::ProgramDesc;
use crate::backend::{Backend, BackendError, BatchReset, Dispatch, KernelState, ResidentDesc, Role};
use crate::checked::{checked_shapes, CheckedShape, CheckedShapesError, ShapeOrigin};
use crate::compare::{compare, worse};
use crate::data::{generate_inputs, init_output_bytes, HostBuffer, Poison};
use crate::diagnostic::Diagnostic;
use crate::front_end::FrontEnd;
use crate::guard::{self, Guard};
use crate::prepared::Prepared;
use crate::report::{Baseline, Check, Fault, Flag, MismatchEvidence, Reproduce, SampleReport, TimingReport, Verdict, SUSPICIOUS_SPEEDUP};
use crate::rows::RowSample;
use crate::task::{Dtype, EdgeSet, Profile, Shape, ShapeValues, TaskSpec};
use crate::timing::{Peak, TimingConfig};
pub use timed::apply_peak;
use timed::{untimed_batch, Timed};

/// Computes a task's expected outputs (f64, row-major, one vector per output) from its inputs;
/// `Sync` natively, so an evaluation can be spawned on a multi-threaded runtime.
#[cfg(not(target_arch = "wasm32"))]
pub type CpuReference = dyn Fn(&Shape, &[HostBuffer]) -> Vec<Vec<f64>> + Sync;
/// The CPU reference in the browser (no `Sync` needed: nothing crosses threads there).
#[cfg(target_arch = "wasm32")]
pub type CpuReference = dyn Fn(&Shape, &[HostBuffer]) -> Vec<Vec<f64>>;

/// Everything the evaluator needs to know about a task.
pub struct EvalTask<'a> {
    /// The spec.
    pub spec: &'a TaskSpec,
    /// The reference kernel (the speedup baseline), in the front end's language: the check path
    /// prepares it with the candidate's front end (`reference.wgsl` for WGSL, `reference.cl` for
    /// OpenCL C, `reference.c` for C). `None` when the task has none in that language: the
    /// candidate is checked but not timed, and its report says `baseline: none`.
    pub reference: Option<&'a str>,
    /// The CPU reference (the correctness oracle).
    pub cpu_reference: &'a CpuReference,
}

/// Evaluation options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EvalOptions {
    /// Which shape is timed.
    pub profile: Profile,
    /// Base seed; check seeds derive from it (SplitMix64).
    pub seed: u64,
    /// Seeds per check shape (≥ 3).
    pub check_seeds: u32,
    /// Whether to time after the checks pass.
    pub time: bool,
    /// Timing configuration.
    pub timing: TimingConfig,
    /// Measured device peak for the speed-of-light flag.
    pub peak: Option<Peak>,
    /// Longest acceptable single launch at the timed shape, ms, estimated before running it from
    /// the check runs (ms per unit of cost-model FLOP + bytes, largest check shape). Over it the
    /// candidate gets `timeout` without touching the timed shape — so one kernel cannot freeze a
    /// browser tab, where GPU work cannot be cancelled. `None`: no estimate.
    #[serde(default)]
    pub timed_launch_budget_ms: Option<f64>,
    /// Shapes to check in place of the task's check shapes and the drawn ones (`ekb check
    /// --shape`); each must lie in the task's domain. `None`: the check shapes and
    /// [`Self::drawn_shapes`] shapes drawn from the domain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check_shapes: Option<Vec<ShapeValues>>,
    /// How many shapes to draw from the task's domain ([`crate::domain::drawn_shapes`]) besides
    /// its check shapes; they derive from [`Self::seed`] and the task id.
    #[serde(default = "default_drawn_shapes")]
    pub drawn_shapes: usize,
    /// Where the timed launches' input sets, their order and the launches verified after each batch
    /// are drawn from (docs/EVALUATION.md, "Timing"): a value the kernel cannot guess, which the
    /// caller takes from the OS random source (`ekb` from `getrandom`, the app from
    /// `crypto.getRandomValues`) and the report records (`timing_nonce`), so `ekb check
    /// --timing-nonce` repeats a failure. `None` derives it from [`Self::seed`] — predictable by
    /// anyone who knows the seed: for tests and reproductions only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing_nonce: Option<u64>,
    /// Whether the checks include the domain corners that take every param to its maximum
    /// ([`crate::checked`]); they derive from [`Self::seed`] and the task id. Default
    /// [`CORNERS_BY_DEFAULT`].
    #[serde(default = "default_corners")]
    pub corners: bool,
    /// Which kernel [`EvalTask::reference`] is, named in the report's `baseline`: the task's own
    /// reference of the candidate's kind (default), or TVM's generated kernel for the task
    /// ([`Baseline::Tvm`], docs/TVM.md). The caller picks the text; `Baseline::None` times nothing.
    #[serde(default, skip_serializing_if = "Baseline::is_reference")]
    pub baseline: Baseline,
}

/// What the report's speedup is against: the baseline the caller named in
/// [`EvalOptions::baseline`] when it gave a kernel to time against ([`EvalTask::reference`]),
/// else none.
fn baseline_of(task: &EvalTask<'_>, opts: &EvalOptions) -> Baseline {
    match (task.reference, opts.baseline) {
        (None, _) | (Some(_), Baseline::None) => Baseline::None,
        (Some(_), b) => b,
    }
}

/// Whether evaluations check the domain corners unless told otherwise ([`EvalOptions::corners`]).
pub const CORNERS_BY_DEFAULT: bool = true;

fn default_drawn_shapes() -> usize {
    crate::domain::DRAWN_SHAPES
}

fn default_corners() -> bool {
    CORNERS_BY_DEFAULT
}

impl Default for EvalOptions {
    fn default() -> Self {
        Self {
            profile: Profile::Ci,
            seed: 0x5EED,
            check_seeds: 3,
            time: true,
            timing: TimingConfig::default(),
            peak: None,
            timed_launch_budget_ms: None,
            check_shapes: None,
            drawn_shapes: crate::domain::DRAWN_SHAPES,
            timing_nonce: None,
            corners: CORNERS_BY_DEFAULT,
            baseline: Baseline::Reference,
        }
    }
}

/// Seed derivation lives below this module ([`crate::seed`]), where the shape draws and the input
/// generator use it too; re-exported under its old path.
pub use crate::seed::derive_seed;

/// Outcome of one stage: continue, or stop with a verdict.
type Step<T> = Result<T, Stop>;

struct Stop {
    verdict: Verdict,
    message: String,
    diagnostics: Vec<Diagnostic>,
    /// The backend error's kind, for `runtime_error` and `timeout`.
    fault: Option<Fault>,
}

/// The report's [`Fault`] for a backend error.
pub fn fault_of(e: &BackendError) -> Fault {
    match e {
        BackendError::Compile { .. } => Fault::Compile,
        BackendError::Validation(_) => Fault::Validation,
        BackendError::OutOfMemory(_) => Fault::OutOfMemory,
        BackendError::DeviceLost(_) => Fault::DeviceLost,
        BackendError::Timeout(_) => Fault::Timeout,
        BackendError::UnsupportedProgram { .. } => Fault::UnsupportedProgram,
        BackendError::Other(_) => Fault::Other,
    }
}

impl Stop {
    fn runtime(what: &str, e: &BackendError) -> Self {
        let verdict = match e {
            BackendError::Timeout(ms) => Verdict::Timeout { limit_ms: *ms },
            _ => Verdict::RuntimeError { message: format!("{what}: {e}") },
        };
        Self { message: format!("{what}: {e}"), verdict, diagnostics: Vec::new(), fault: Some(fault_of(e)) }
    }

    fn contract(d: Diagnostic) -> Self {
        Self { verdict: Verdict::ContractViolation, message: d.message.clone(), diagnostics: vec![d], fault: None }
    }

    /// The task's definition cannot run here: `runtime_error` with [`Fault::Task`], which the
    /// runner does not hold against the kernel. `message` starts with `task definition:`.
    fn task(message: String) -> Self {
        Self { verdict: Verdict::RuntimeError { message: message.clone() }, message, diagnostics: Vec::new(), fault: Some(Fault::Task) }
    }
}

struct Ctx<'a, B: Backend> {
    front_end: &'a dyn FrontEnd<Artifact = B::Artifact>,
    backend: &'a B,
    task: &'a EvalTask<'a>,
    opts: &'a EvalOptions,
    checks_run: u32,
    flags: Vec<Flag>,
    /// Why flags were raised, appended to a passing report's message.
    notes: Vec<String>,
    /// Largest absolute and relative errors over every output comparison made (NaN-sticky).
    worst: WorstError,
    /// CPU reference outputs of the current shape's first seed: the re-run on the same inputs (the
    /// poison-B run) compares against them instead of computing them again.
    expected: HashMap<u64, Arc<Vec<Vec<f64>>>>,
    /// Labels of the shapes drawn from the domain (or given) for this run, for the report.
    drawn: Vec<String>,
    /// The timing nonce used, once timing started (for the report).
    timing_nonce: Option<u64>,
    /// Labels of the shapes at which the device stopped a loop of the candidate at its cap.
    loop_cap_shapes: Vec<String>,
    /// Why the candidate's loops could not be watched on a device that stops loops, if so.
    loops_unwatched: Option<String>,
    /// Whether the current shape is a domain corner, where a task with independent rows is
    /// verified on a sample of them ([`crate::rows`]).
    corner: bool,
    /// Told once, when the check and drawn shapes have passed ([`Progress`]).
    progress: &'a Observer<'a>,
}

/// A caller's observer of an evaluation's [`Progress`] (`Sync`, so that the evaluation stays
/// `Send` on a multi-threaded runtime).
pub type Observer<'a> = dyn Fn(&Progress) + Sync + 'a;

/// What an evaluation has established while it still runs ([`evaluate_with_progress`]): told
/// once, when every check shape and drawn shape (or every given shape) has passed, before the
/// domain corners, the check at the timed shape and the timing — which take most of the time on
/// tasks whose corners reach millions of elements. Not a verdict: the final report still makes
/// every check, and a later failure is its verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Check runs passed so far (poison A and B, edge sets).
    pub checks_run: u32,
    /// Shapes checked so far.
    pub shapes: usize,
    /// Domain corners still to check.
    pub corners_left: usize,
}

/// Evaluates `candidate`, written in `front_end`'s language, for `task` on `backend`: the
/// candidate and the task's reference kernel (in the same language) are prepared by `front_end`,
/// then checked and timed by the shared check path. Never fails: every problem is a verdict.
pub async fn evaluate_with<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(
    front_end: &F,
    backend: &B,
    task: &EvalTask<'_>,
    candidate: &str,
    opts: &EvalOptions,
) -> SampleReport {
    evaluate_with_progress(front_end, backend, task, candidate, opts, &|_| {}).await
}

/// [`evaluate_with`], telling `progress` when the check and drawn shapes have passed
/// ([`Progress`]), so that a page can show the first result before the corners and the timing.
pub async fn evaluate_with_progress<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(
    front_end: &F,
    backend: &B,
    task: &EvalTask<'_>,
    candidate: &str,
    opts: &EvalOptions,
    progress: &Observer<'_>,
) -> SampleReport {
    let start = web_time::Instant::now();
    let mut ctx = Ctx {
        front_end,
        backend,
        task,
        opts,
        checks_run: 0,
        flags: Vec::new(),
        notes: Vec::new(),
        worst: WorstError::default(),
        expected: HashMap::new(),
        drawn: Vec::new(),
        timing_nonce: None,
        loop_cap_shapes: Vec::new(),
        loops_unwatched: None,
        corner: false,
        progress,
    };
    if backend.device().is_fallback {
        ctx.flags.push(Flag::FallbackAdapter);
    }
    let (verdict, mut message, diagnostics, timing, fault) = match run_all(&mut ctx, candidate).await {
        Ok((timing, mut message)) => {
            for note in &ctx.notes {
                message.push_str("; ");
                message.push_str(note);
            }
            (Verdict::Pass, message, Vec::new(), timing, None)
        }
        Err(stop) => (stop.verdict, stop.message, stop.diagnostics, None, stop.fault),
    };
    if let Some(note) = loop_cap_note(&ctx, &verdict, backend.device().loop_cap) {
        ctx.flags.push(Flag::LoopCap);
        message.push_str(&note);
    }
    // How to rerun exactly this check (the drawn shapes derive from the seed); a timed launch's
    // failure also needs the nonce its input sets and launches were drawn from. Data: the CLI
    // words it ([`Reproduce::command_line`]).
    let reproduce = match &verdict {
        Verdict::Mismatch(e) => Some(Reproduce {
            task: task.spec.id.clone(),
            seed: opts.seed,
            profile: opts.profile,
            shape: ctx.drawn.contains(&e.shape).then(|| e.shape.clone()),
            timing_nonce: ctx.timing_nonce.filter(|_| e.check == Check::TimedLaunch),
        }),
        _ => None,
    };
    if let Some(t) = &timing {
        if t.noisy {
            ctx.flags.push(Flag::Noisy);
        }
        if t.speedup > SUSPICIOUS_SPEEDUP {
            ctx.flags.push(Flag::SuspiciousSpeedup);
        }
        if timed::faster_than_light(t) {
            ctx.flags.push(Flag::FasterThanLight);
        }
    }
    SampleReport {
        task: task.spec.id.clone(),
        kind: front_end.kind(),
        baseline: baseline_of(task, opts),
        verdict,
        message,
        diagnostics,
        timing,
        flags: ctx.flags,
        profile: opts.profile,
        seed: opts.seed,
        checks_run: ctx.checks_run,
        max_abs_err: ctx.worst.abs,
        max_rel_err: ctx.worst.rel,
        device: Some(backend.device().clone()),
        wall_ms: start.elapsed().as_secs_f64() * 1e3,
        fault,
        drawn_shapes: ctx.drawn,
        timing_nonce: ctx.timing_nonce,
        loop_cap_shapes: ctx.loop_cap_shapes,
        corners: opts.check_shapes.is_none().then_some(opts.corners),
        reproduce,
        generated: None,
    }
}

async fn run_all<B: Backend>(ctx: &mut Ctx<'_, B>, candidate: &str) -> Step<(Option<TimingReport>, String)> {
    let spec = ctx.task.spec;
    let device = ctx.backend.device();
    let cand = ctx.front_end.prepare(spec, candidate, device).map_err(|r| Stop {
        message: r.diagnostics.first().map_or_else(|| r.verdict.kind().to_string(), |d| d.one_line()),
        verdict: r.verdict,
        diagnostics: r.diagnostics,
        fault: None,
    })?;
    let cand_prog = match ctx.backend.compile(&cand.program_desc(spec, "candidate")).await {
        Ok(p) => p,
        Err(BackendError::Compile { message, diagnostics }) if !diagnostics.is_empty() => {
            return Err(Stop {
                verdict: Verdict::InvalidShader,
                message: format!("the platform compiler rejected the kernel: {message}"),
                diagnostics,
                fault: None,
            });
        }
        Err(e) => return Err(Stop::runtime("pipeline creation failed", &e)),
    };

    // On a device that stops loops at a cap, the check runs use a copy of the candidate that
    // says whether one of its loops was stopped (crate::loop_cap); timing uses it as written.
    let watched = watch_loops(ctx, &cand).await;
    let check_prog = watched.as_ref().unwrap_or(&cand_prog);

    let max_wg = device.limits.max_compute_workgroups_per_dimension;
    let shapes = check_shape_list(ctx)?;
    // Device ms per unit of cost (FLOP + bytes) of one launch at the largest check shape, for the
    // timed-shape estimate (an overestimate: small launches are dominated by fixed costs). Not at
    // a domain corner: corners are lopsided on purpose (one param at its maximum, the others at
    // their cheapest — a single row of 65,536 columns), so their time per unit of cost says
    // nothing about the timed shape's.
    let mut ms_per_cost: f64 = 0.0;
    let largest = (0..shapes.len()).filter(|&i| !matches!(shapes[i].origin, ShapeOrigin::Corner(_))).max_by(|&a, &b| {
        let cost = |i: usize| spec.flops(&shapes[i].shape).unwrap_or(0.0) + spec.bytes(&shapes[i].shape).unwrap_or(0.0);
        cost(a).total_cmp(&cost(b))
    });
    let corners = shapes.iter().filter(|c| matches!(c.origin, ShapeOrigin::Corner(_))).count();
    // The corners come last (`checked_shapes`): progress is told before the first one, or after
    // the last shape when there is none.
    let tell = |ctx: &Ctx<'_, B>, shapes: usize, corners_left: usize| {
        (ctx.progress)(&Progress { checks_run: ctx.checks_run, shapes, corners_left });
    };
    for (si, c) in shapes.iter().enumerate() {
        let shape = &c.shape;
        if corners > 0 && si + corners == shapes.len() && shapes[si..].iter().all(|c| matches!(c.origin, ShapeOrigin::Corner(_))) {
            tell(ctx, si, corners);
        }
        fits_the_task(spec, shape)?;
        let launch = cand.launch(shape, max_wg).map_err(|d| launch_error(spec, &cand, shape, d))?;
        let seeds: Vec<u64> = (0..c.runs).map(|j| shape_seed(ctx.opts.seed, shape, u64::from(j))).collect();
        ctx.expected.clear();
        ctx.corner = matches!(c.origin, ShapeOrigin::Corner(_));
        let sets = input_sets(spec, shape, &seeds)?;
        let first_set = if c.poison_b { sets.first().cloned() } else { None };
        let mut first_bits = Vec::new();
        let cost = spec.flops(shape).map_err(task_bug)? + spec.bytes(shape).map_err(task_bug)?;
        // The seeds' input sets are resident together (one upload) while they fit; else one at a
        // time, each dropped before the next is uploaded ([`RESIDENT_INPUT_BYTES`]).
        let mut up: Option<Uploaded<B>> = None;
        let mut k = 0;
        // Only the largest check shape's buffers are launched as a batch (the cost estimate
        // below), and only there does each launch need the device copies that restore the
        // outputs (a check run restores them itself): at a domain corner they were a quarter
        // of the memory touched.
        let estimated = ctx.opts.timed_launch_budget_ms.is_some() && Some(si) == largest && cost > 0.0;
        let reset = if estimated { BatchReset::EveryLaunch } else { BatchReset::Never };
        for group in resident_groups(sets) {
            drop(up.take());
            let u = upload(ctx, &cand, shape, group, Poison::A, reset).await?;
            for j in 0..u.sets.len() {
                let outs = run_and_check(ctx, check_prog, &u, &launch, j, shape, seeds[k], Check::Check).await?;
                if k == 0 {
                    first_bits = outs;
                }
                k += 1;
            }
            up = Some(u);
        }
        if let Some(u) = up.as_ref().filter(|_| estimated) {
            let k = Timed { program: &cand_prog, resident: &u.res, launch: &launch };
            let ns = untimed_batch(ctx.backend, k, 2, u.sets.len()).await.map_err(|e| Stop::runtime("cost estimate", &e))?;
            ms_per_cost = ns / 2.0 / 1e6 / cost;
        }
        // The edge sets and the poison-B run get their own buffers: these go first.
        drop(up);
        // Each edge-case input set once (docs/EVALUATION.md §2).
        for edge in spec.edges.iter().filter(|_| c.edges) {
            let seed = shape_seed(ctx.opts.seed, shape, 0x1000 ^ crate::domain::fnv1a(&edge.name));
            let set = edge_inputs(spec, shape, seed, edge)?;
            let up_e = upload(ctx, &cand, shape, vec![set], Poison::A, BatchReset::Never).await?;
            run_and_check(ctx, check_prog, &up_e, &launch, 0, shape, seed, Check::Edge(edge.name.clone())).await?;
        }
        if !c.poison_b {
            continue;
        }
        // Poison B on the first seed: unwritten elements, and a determinism re-run.
        let Some(first_set) = first_set else { continue };
        let up_b = upload(ctx, &cand, shape, vec![first_set], Poison::B, BatchReset::Never).await?;
        let outs_b = run_and_check(ctx, check_prog, &up_b, &launch, 0, shape, seeds[0], Check::PoisonB).await?;
        let same = first_bits.iter().zip(&outs_b).all(|(a, b)| a.bits_equal(b));
        if !same && !ctx.flags.contains(&Flag::Nondeterministic) {
            ctx.flags.push(Flag::Nondeterministic);
        }
    }

    ctx.corner = false;
    if corners == 0 {
        tell(ctx, shapes.len(), 0);
    }

    // Once at the timed shape, on one input set (the timed launches draw their own from the nonce).
    let shape = spec.timed_shape(ctx.opts.profile).map_err(task_bug)?;
    if let Some(budget) = ctx.opts.timed_launch_budget_ms {
        let estimate = ms_per_cost * (spec.flops(&shape).map_err(task_bug)? + spec.bytes(&shape).map_err(task_bug)?);
        if estimate > budget {
            return Err(Stop {
                verdict: Verdict::Timeout { limit_ms: budget as u64 },
                message: format!(
                    "not run at the timed shape {}: estimated {estimate:.0} ms per launch from the check runs, over the {budget:.0} ms budget",
                    shape.label()
                ),
                diagnostics: Vec::new(),
                // Not run at all: the device is fine.
                fault: None,
            });
        }
    }
    fits_the_task(spec, &shape)?;
    let launch = cand.launch(&shape, max_wg).map_err(|d| launch_error(spec, &cand, &shape, d))?;
    let seed = derive_seed(ctx.opts.seed, 0xF000);
    ctx.expected.clear();
    {
        let up = upload(ctx, &cand, &shape, input_sets(spec, &shape, &[seed])?, Poison::A, BatchReset::Never).await?;
        run_and_check(ctx, check_prog, &up, &launch, 0, &shape, seed, Check::TimedShape).await?;
    }
    let runs = ctx.checks_run;

    if !ctx.opts.time {
        return Ok((None, format!("correct on {runs} runs (timing skipped)")));
    }
    if baseline_of(ctx.task, ctx.opts) == Baseline::None {
        return Ok((None, format!("correct on {runs} runs (no reference kernel of this kind to time against: no speedup)")));
    }

    // Timing against the reference kernel, every candidate batch verified as it is taken.
    let (reference, ref_prog) = compile_reference(ctx).await?;
    let ref_launch = reference.launch(&shape, max_wg).map_err(|d| reference_launch_error(&shape, d))?;
    let candidate = timed::Kernel { prepared: &cand, program: &cand_prog, launch: &launch };
    let reference = timed::Kernel { prepared: &reference, program: &ref_prog, launch: &ref_launch };
    let timing = timed::time_against_reference(ctx, candidate, reference, &shape).await?;
    let msg = format!(
        "correct on {} runs and {} verified timed launches; {:.2}× {} ({:.4} ms vs {:.4} ms, {})",
        ctx.checks_run,
        timing.verified_launches,
        timing.speedup,
        baseline_of(ctx.task, ctx.opts).describe(),
        timing.candidate_ms,
        timing.baseline_ms,
        timing.method.name()
    );
    Ok((Some(timing), msg))
}

/// The task's reference kernel, prepared and compiled on this device.
async fn compile_reference<B: Backend>(ctx: &Ctx<'_, B>) -> Step<(Prepared<B::Artifact>, B::Program)> {
    let spec = ctx.task.spec;
    let text = ctx.task.reference.ok_or_else(|| Stop {
        verdict: Verdict::RuntimeError { message: "the task has no reference kernel of this kind".into() },
        message: "no reference kernel of this kind to run against".into(),
        diagnostics: Vec::new(),
        fault: None,
    })?;
    let reference = ctx.front_end.prepare(spec, text, ctx.backend.device()).map_err(|r| Stop {
        verdict: Verdict::RuntimeError { message: "the task's reference kernel is rejected on this device".into() },
        message: format!("reference kernel rejected: {}", r.diagnostics.first().map(Diagnostic::one_line).unwrap_or_default()),
        diagnostics: Vec::new(),
        fault: None,
    })?;
    let prog =
        ctx.backend.compile(&reference.program_desc(spec, "reference")).await.map_err(|e| Stop::runtime("reference pipeline", &e))?;
    Ok((reference, prog))
}

/// On a device that stops loops at a cap ([`crate::device::DeviceInfo::loop_cap`]), the
/// candidate's loop-watching copy ([`crate::loop_cap::instrument`]) compiled, for the check runs;
/// `None` on other devices and for a candidate without loops. When the copy cannot be made or
/// compiled, `None` and [`Ctx::loops_unwatched`] says why (the report is then flagged: a stopped
/// loop could go unseen).
async fn watch_loops<B: Backend>(ctx: &mut Ctx<'_, B>, cand: &Prepared<B::Artifact>) -> Option<B::Program> {
    ctx.backend.device().loop_cap?;
    let artifact = match cand.artifact.watch_loops() {
        Ok(watched) => watched?,
        Err(why) => {
            ctx.loops_unwatched = Some(why);
            return None;
        }
    };
    let desc =
        ProgramDesc { label: "candidate (loops watched)", artifact: &artifact, loop_flag: true, ..cand.program_desc(ctx.task.spec, "") };
    match ctx.backend.compile(&desc).await {
        Ok(p) => Some(p),
        Err(e) => {
            ctx.loops_unwatched = Some(format!("its loop-watching copy did not compile: {e}"));
            None
        }
    }
}

/// The report's note when the device stopped a loop of the candidate at its cap
/// ([`Ctx::loop_cap_shapes`]), or could not watch its loops: what could not be checked, and
/// where. `None` when neither happened (always on a device without a cap).
fn loop_cap_note<B: Backend>(ctx: &Ctx<'_, B>, verdict: &Verdict, cap: Option<u32>) -> Option<String> {
    let cap = format!("its cap of {}", cap?);
    if let Some(why) = &ctx.loops_unwatched {
        return Some(format!(
            "; loop_cap: this device stops loops at {cap} iterations per invocation (all of its loops together), and the kernel's loops \
             could not be watched ({why}): a loop stopped there would go unseen"
        ));
    }
    let shapes = &ctx.loop_cap_shapes;
    if shapes.is_empty() {
        return None;
    }
    let at = shapes.join("; ");
    Some(match verdict {
        Verdict::Mismatch(e) if shapes.contains(&e.shape) => format!(
            "; loop_cap: at {} the device stopped a loop of this kernel at {cap} iterations per invocation (all of its loops together), so \
             the outputs there are not what a GPU computes and that shape could not be checked on this device (a GPU, or a device without the cap, can check it){}",
            e.shape,
            if shapes.len() > 1 { format!("; loops were stopped at {at}") } else { String::new() }
        ),
        Verdict::Pass => format!(
            "; loop_cap: at {at} the device stopped a loop of this kernel at {cap} iterations per invocation (all of its loops together), \
             and the outputs were right all the same: on a GPU that loop runs longer — without end, if its bound or stride never lets it finish — so the kernel could \
             not be checked there as a GPU runs it"
        ),
        _ => format!("; loop_cap: the device also stopped a loop of this kernel at {cap} iterations per invocation at {at}"),
    })
}

/// The shapes checked ([`crate::checked::checked_shapes`]); records the labels of those derived
/// from the seed or given in the report's `drawn_shapes`.
fn check_shape_list<B: Backend>(ctx: &mut Ctx<'_, B>) -> Step<Vec<CheckedShape>> {
    let shapes = checked_shapes(ctx.task.spec, ctx.opts).map_err(|e| match e {
        CheckedShapesError::Task(_) => Stop::task(e.to_string()),
        _ => {
            Stop { verdict: Verdict::RuntimeError { message: e.to_string() }, message: e.to_string(), diagnostics: Vec::new(), fault: None }
        }
    })?;
    ctx.drawn = shapes.iter().filter(|c| c.is_recorded()).map(|c| c.shape.label()).collect();
    Ok(shapes)
}

/// The task's own buffers at `shape` fit the suite's storage binding limit
/// ([`crate::domain::within_binding_limit`]); over it the task cannot run there, whatever the
/// kernel ([`Stop::task`]).
fn fits_the_task(spec: &TaskSpec, shape: &Shape) -> Step<()> {
    crate::domain::within_binding_limit(spec, shape)
        .map_err(|why| Stop::task(format!("task definition: {why}: the task's own buffers do not fit the device")))
}

/// A launch of the candidate that does not fit the device at `shape` (`d` from
/// [`Prepared::launch`]): a launch plan the candidate wrote is its own (`contract_violation` at
/// the plan line); the task's default launch, which a candidate without a plan gets, is the
/// task's ([`Stop::task`]).
fn launch_error<A>(spec: &TaskSpec, cand: &Prepared<A>, shape: &Shape, d: Diagnostic) -> Stop {
    if !cand.plan.passes.is_empty() {
        return Stop::contract(d);
    }
    let t = &spec.launch.threads;
    Stop::task(format!(
        "task definition: the default launch of `{}` (threads {}, {}, {}) cannot run at {}: {}; a kernel without a launch plan gets \
         this launch as the task defines it, so the task is at fault, not the kernel",
        spec.id,
        t[0],
        t[1],
        t[2],
        shape.label(),
        d.message
    ))
}

/// The task's reference kernel's launch does not fit the device at `shape`: the task's fault.
fn reference_launch_error(shape: &Shape, d: Diagnostic) -> Stop {
    Stop::task(format!("task definition: the reference kernel's launch cannot run at {}: {}", shape.label(), d.message))
}

/// The input seed of run `j` at `shape`: from the base seed and the shape's label, so that a shape
/// given with `--shape` sees the very inputs it saw as a drawn or check shape under the same
/// `--seed`.
pub fn shape_seed(base: u64, shape: &Shape, j: u64) -> u64 {
    derive_seed(derive_seed(base, crate::domain::fnv1a(&shape.label())), j)
}

/// The inputs of edge set `edge` at `shape` for `seed`.
fn edge_inputs(spec: &TaskSpec, shape: &Shape, seed: u64, edge: &EdgeSet) -> Step<Vec<HostBuffer>> {
    crate::data::generate_inputs_with(spec, shape, seed, Some(edge)).map_err(task_bug)
}

fn task_bug(e: crate::task::TaskError) -> Stop {
    Stop::task(format!("task definition: {e}"))
}

/// Device buffers of one shape, the input sets uploaded, and the guard regions of the inputs, the
/// outputs and the scratch buffers.
struct Uploaded<B: Backend> {
    res: B::Resident,
    sets: Vec<Vec<HostBuffer>>,
    /// Bytes of one input set as uploaded (data, padding and guard tails of every input).
    input_set_bytes: u64,
    input_guards: Vec<Guard>,
    guards: Vec<Guard>,
    scratch_guards: Vec<Guard>,
    scratch_names: Vec<String>,
}

/// The most bytes of input sets one upload makes resident together (all of a shape's seeded
/// sets in one set of buffers, selected per run). Above it the sets are uploaded one at a time:
/// at a domain maximum one set can take a quarter of a software adapter's 2 GiB heap (lavapipe's),
/// and the three check seeds, the outputs, their initial copies and the read-back staging together
/// ran it out of memory — a legal shape failing as the kernel's `runtime_error`.
pub const RESIDENT_INPUT_BYTES: usize = 256 << 20;

/// `sets` grouped for upload: all in one group while their bytes together stay within
/// [`RESIDENT_INPUT_BYTES`], else one group per set.
fn resident_groups(sets: Vec<Vec<HostBuffer>>) -> Vec<Vec<Vec<HostBuffer>>> {
    let bytes: usize = sets.iter().flatten().map(|b| b.as_bytes().len()).sum();
    if bytes <= RESIDENT_INPUT_BYTES {
        vec![sets]
    } else {
        sets.into_iter().map(|s| vec![s]).collect()
    }
}

/// The input sets for `seeds` at `shape` (each set generated from its seed).
fn input_sets(spec: &TaskSpec, shape: &Shape, seeds: &[u64]) -> Step<Vec<Vec<HostBuffer>>> {
    seeds.iter().map(|&s| generate_inputs(spec, shape, s)).collect::<Result<_, _>>().map_err(task_bug)
}

/// Uploads `sets` (from [`input_sets`]) with `p`'s outputs, params and scratch at `shape`.
async fn upload<B: Backend>(
    ctx: &Ctx<'_, B>,
    p: &Prepared<B::Artifact>,
    shape: &Shape,
    sets: Vec<Vec<HostBuffer>>,
    poison: Poison,
    batch_reset: BatchReset,
) -> Step<Uploaded<B>> {
    let spec = ctx.task.spec;
    let layout = spec.binding_layout(p.plan.scratch.len());
    let max_binding = ctx.backend.device().limits.max_storage_buffer_binding_size;
    // The backend zeroes a scratch buffer up to its tail and copies the tail in: both need 4-byte
    // alignment, so an odd count of f16 scratch elements keeps its padding.
    let guard = |binding: usize, dtype: Dtype, len: usize, scratch: bool| {
        let binding = binding as u32;
        let aligned = !scratch || (len * dtype.size_bytes()).is_multiple_of(4);
        let at_end = aligned && p.contract.scalar_views.binary_search(&binding).is_ok();
        Guard::new(binding, dtype, len, at_end, !p.contract.length_queries.queries(binding), max_binding)
    };
    let guarded = |b: &HostBuffer, g: Guard| {
        let data = b.as_bytes();
        // One allocation of the final size: buffers reach 128 MiB at the domain corners.
        let mut bytes = Vec::with_capacity(g.data_bytes.max(data.len()) + g.bytes);
        bytes.extend_from_slice(data);
        g.append(&mut bytes);
        bytes
    };
    let input_guards: Vec<Guard> = sets
        .first()
        .map(|set| set.iter().enumerate().map(|(i, b)| guard(layout.input_binding(i) as usize, b.dtype(), b.len(), false)).collect())
        .unwrap_or_default();
    let input_sets: Vec<Vec<Vec<u8>>> =
        sets.iter().map(|set| set.iter().zip(&input_guards).map(|(b, g)| guarded(b, *g)).collect()).collect();
    let input_set_bytes = input_sets.first().map_or(0, |set| set.iter().map(|b| b.len() as u64).sum());
    let mut guards = Vec::new();
    let mut output_init = Vec::new();
    for i in 0..spec.outputs.len() {
        let (dtype, len) = (spec.outputs[i].dtype, spec.output_len(i, shape).map_err(task_bug)?);
        let g = guard(layout.output_binding(i) as usize, dtype, len, false);
        // Filled in place: no typed copy of a 100 MB output first.
        let mut bytes = Vec::with_capacity(g.data_bytes.max(len * dtype.size_bytes()) + g.bytes);
        init_output_bytes(spec, i, len, poison, &mut bytes);
        g.append(&mut bytes);
        output_init.push(bytes);
        guards.push(g);
    }
    let (mut scratch_bytes, mut scratch_tails, mut scratch_guards) = (Vec::new(), Vec::new(), Vec::new());
    for (i, (s, bytes)) in p.plan.scratch.iter().zip(p.scratch_bytes(shape, max_binding).map_err(Stop::contract)?).enumerate() {
        let g = guard(layout.scratch_binding(i) as usize, s.dtype, bytes as usize / s.dtype.size_bytes(), true);
        let tail = g.tail_bytes();
        scratch_bytes.push(if g.bytes > 0 { (g.data_bytes + g.bytes) as u64 } else { bytes });
        scratch_tails.push(tail);
        scratch_guards.push(g);
    }
    let desc = ResidentDesc {
        input_sets: input_sets.into(),
        output_init: output_init.into(),
        batch_reset,
        params: spec.params_bytes(shape),
        scratch_bytes,
        scratch_tails,
    };
    let res = ctx.backend.upload(&desc).await.map_err(|e| Stop::runtime("buffer upload", &e))?;
    let scratch_names = p.plan.scratch.iter().map(|s| s.name.clone()).collect();
    Ok(Uploaded { res, sets, input_set_bytes, input_guards, guards, scratch_guards, scratch_names })
}

#[allow(clippy::too_many_arguments)]
async fn run_and_check<B: Backend>(
    ctx: &mut Ctx<'_, B>,
    prog: &B::Program,
    up: &Uploaded<B>,
    launch: &[Dispatch],
    set: usize,
    shape: &Shape,
    seed: u64,
    check: Check,
) -> Step<Vec<HostBuffer>> {
    let spec = ctx.task.spec;
    let inputs = &up.sets[set];
    let r = ctx.backend.run(prog, &up.res, launch, set).await.map_err(|e| Stop::runtime("kernel run", &e))?;
    ctx.checks_run += 1;
    if r.loop_stopped && !ctx.loop_cap_shapes.contains(&shape.label()) {
        ctx.loop_cap_shapes.push(shape.label());
    }
    check_guards(spec, up, &r.outputs, shape, seed, &Check::OutOfBoundsWrite)?;
    for (i, (g, tail)) in up.scratch_guards.iter().zip(&r.scratch_tails).enumerate() {
        if let Some(comparison) = g.check_tail(tail) {
            let evidence = MismatchEvidence {
                check: Check::OutOfBoundsWrite,
                buffer: up.scratch_names[i].clone(),
                shape: shape.label(),
                seed,
                comparison,
            };
            return Err(out_of_bounds_write(evidence, g, "scratch buffer"));
        }
    }
    // Inputs read back unchanged — where code on the device could write them at all: a
    // `BuffersOnly` backend binds them read-only and returns none (`Backend::run`).
    if ctx.backend.kernel_state() == KernelState::Persistent && r.inputs.len() != inputs.len() {
        let e = BackendError::Validation(format!("the backend read back {} of the {} input buffers", r.inputs.len(), inputs.len()));
        return Err(Stop::runtime("kernel run", &e));
    }
    for (i, (after, before)) in r.inputs.iter().zip(inputs).enumerate() {
        if after.get(..before.as_bytes().len()) != Some(before.as_bytes()) {
            let after = HostBuffer::from_bytes(before.dtype(), after, before.len());
            let comparison = compare(&after, &before.to_f64(), &crate::task::Tolerance { atol: 0.0, rtol: 0.0, why: None });
            return Err(mismatch(MismatchEvidence {
                check: Check::InputModified,
                buffer: spec.inputs[i].name.clone(),
                shape: shape.label(),
                seed,
                comparison,
            }));
        }
    }
    let got = read_outputs(spec, &r.outputs, shape)?;
    // The raw copies go before the CPU reference allocates: a domain corner's are 100s of MB.
    drop(r);
    // A large domain corner of a task with independent rows: the CPU reference on a sample of
    // its rows ([`crate::rows`]); the kernel ran, and its outputs were read, whole.
    if let Some(sample) = ctx.corner.then(|| RowSample::pick(spec, shape, &got, seed)).flatten() {
        let expected = (ctx.task.cpu_reference)(&sample.shape(shape), &sample.gather_inputs(spec, inputs));
        return compare_outputs(ctx, got, &expected, shape, seed, &check, Some(&sample));
    }
    let expected = match ctx.expected.get(&seed) {
        Some(e) => Arc::clone(e),
        None => {
            let e = Arc::new((ctx.task.cpu_reference)(shape, inputs));
            // Only the shape's first seed runs again (poison B): keeping every seed's f64 outputs
            // held gigabytes at a domain maximum.
            if ctx.expected.is_empty() {
                ctx.expected.insert(seed, Arc::clone(&e));
            }
            e
        }
    };
    compare_outputs(ctx, got, &expected, shape, seed, &check, None)
}

/// The guard tails of the outputs (`raw`: whole buffers as read back) are intact. `check` names
/// the run in the evidence ([`Check::OutOfBoundsWrite`] after a check run, [`Check::TimedLaunch`]
/// for a captured timed launch).
fn check_guards<B: Backend>(spec: &TaskSpec, up: &Uploaded<B>, raw: &[Vec<u8>], shape: &Shape, seed: u64, check: &Check) -> Step<()> {
    for (i, (g, bytes)) in up.guards.iter().zip(raw).enumerate() {
        if let Some(comparison) = g.check(bytes) {
            let evidence =
                MismatchEvidence { check: check.clone(), buffer: spec.outputs[i].name.clone(), shape: shape.label(), seed, comparison };
            return Err(out_of_bounds_write(evidence, g, "output"));
        }
    }
    Ok(())
}

/// The outputs as read back (`raw`: whole buffers, guard regions included) as typed buffers of
/// their lengths at `shape`.
fn read_outputs(spec: &TaskSpec, raw: &[Vec<u8>], shape: &Shape) -> Step<Vec<HostBuffer>> {
    let mut outs = Vec::with_capacity(spec.outputs.len());
    for (i, o) in spec.outputs.iter().enumerate() {
        let n = spec.output_len(i, shape).map_err(task_bug)?;
        outs.push(HostBuffer::from_bytes(o.dtype, &raw[i], n));
    }
    Ok(outs)
}

/// Compares each output with the CPU reference's `expected` — all of it, or with `sample` the
/// sampled rows, whose CPU reference `expected` is (indices in the evidence are the whole
/// output's) — and returns the outputs.
#[allow(clippy::too_many_arguments)]
fn compare_outputs<B: Backend>(
    ctx: &mut Ctx<'_, B>,
    outs: Vec<HostBuffer>,
    expected: &[Vec<f64>],
    shape: &Shape,
    seed: u64,
    check: &Check,
    sample: Option<&RowSample>,
) -> Step<Vec<HostBuffer>> {
    let spec = ctx.task.spec;
    for (i, o) in spec.outputs.iter().enumerate() {
        let whole = &outs[i];
        let gathered = sample.map(|s| s.gather(whole, true));
        let got = gathered.as_ref().unwrap_or(whole);
        // An index into `got` as an index into the whole output.
        let at = |j: usize| sample.map_or(j, |s| s.element_index(whole.len(), j));
        let Some(exp) = expected.get(i) else {
            return Err(task_bug(crate::task::TaskError::Invalid {
                task: spec.id.clone(),
                message: format!("CPU reference returned no output {i}"),
            }));
        };
        let mut c = compare(got, exp, spec.output_tolerance(i));
        if let Some(m) = c.first.as_mut() {
            m.index = at(m.index);
        }
        // The report's `max_abs_err` / `max_rel_err`: the worst over every comparison made, the
        // failing one included (NaN or ∞ when the kernel wrote one where the reference is finite).
        ctx.worst = WorstError { abs: worse(ctx.worst.abs, c.max_abs_err), rel: worse(ctx.worst.rel, c.max_rel_err) };
        if !c.passed() {
            let mut stop =
                mismatch(MismatchEvidence { check: check.clone(), buffer: o.name.clone(), shape: shape.label(), seed, comparison: c });
            // The poison word of a guard region in this output: a value read past a buffer's end.
            // Bindings: inputs, outputs, the params uniform, then at most as many scratch buffers
            // as the device allows storage buffers per stage.
            let layout = spec.binding_layout(ctx.backend.device().limits.max_storage_buffers_per_shader_stage as usize);
            let bindings = layout.scratch_binding(layout.scratch);
            if let Some((k, b)) = guard::poisoned_element(got, bindings) {
                let k = at(k);
                let source = match layout.role_of(b) {
                    Some(Role::Input(i)) => format!("input `{}`", spec.inputs[i].name),
                    Some(Role::Output(i)) => format!("output `{}`", spec.outputs[i].name),
                    _ => "a scratch buffer".to_string(),
                };
                stop.message.push_str(&format!(
                    "; element {k} is the guard value from past the end of {source}: the kernel read past the end of that buffer"
                ));
            }
            if let Some(s) = sample {
                stop.message.push_str(&format!(
                    "; this large domain corner was verified on {} of its {} rows ({}), and the counts above are of those rows only: \
                     the first 65,536 rows with a non-finite or unwritten element, both ends, the rows around powers of two and a \
                     seeded random sample (docs/EVALUATION.md §2; `--shape` checks the shape whole)",
                    s.picked.len(),
                    s.total,
                    s.param
                ));
            }
            return Err(stop);
        }
    }
    Ok(outs)
}

/// A write into an output's guard region ([`crate::guard`]).
fn out_of_bounds_write(e: MismatchEvidence, g: &Guard, what: &str) -> Stop {
    let at = e.comparison.first.as_ref().map_or(0, |m| m.index);
    let when = if e.check == Check::TimedLaunch { " during a timed launch" } else { "" };
    let message = format!(
        "{what} `{}` was written past its end{when}: element {at} changed, {} past the last of its {} elements; {} of the {} guard elements \
         after it changed [{}, seed {:#x}]",
        e.buffer,
        at + 1 - g.len.min(at + 1),
        g.len,
        e.comparison.mismatches,
        e.comparison.len,
        e.shape,
        e.seed
    );
    Stop { verdict: Verdict::Mismatch(Box::new(e)), message, diagnostics: Vec::new(), fault: None }
}

fn mismatch(e: MismatchEvidence) -> Stop {
    let what = if e.check == Check::InputModified { "input" } else { "output" };
    let run = match &e.check {
        Check::Edge(name) => format!("edge-case inputs `{name}`"),
        check => format!("{check} run"),
    };
    let first = e.comparison.first.as_ref().map_or_else(String::new, |m| format!(" at index {} ({})", m.index, m.describe()));
    let message = format!(
        "{what} `{}` differs{first}; {}/{} elements wrong [{run}, {}, seed {:#x}]",
        e.buffer, e.comparison.mismatches, e.comparison.len, e.shape, e.seed
    );
    Stop { verdict: Verdict::Mismatch(Box::new(e)), message, diagnostics: Vec::new(), fault: None }
}

/// The worst errors over the output comparisons of one sample, up to and including the first
/// failing one (the report's `max_abs_err`, `max_rel_err`).
#[derive(Clone, Copy, Debug, Default)]
struct WorstError {
    abs: f64,
    rel: f64,
}
