//! The timed phase of the check path: the candidate against the task's reference kernel at the
//! timed shape, in pairs of batches, with every timed launch accountable (docs/EVALUATION.md,
//! "Timing"):
//!
//! - before every launch the backend restores the outputs whole and zeroes scratch
//!   ([`crate::backend::BatchReset::EveryLaunch`]);
//! - the input sets come from the timing nonce: on a device where nothing survives a launch
//!   ([`KernelState::BuffersOnly`]) [`REUSED_SETS`] sets in an order drawn per batch; where code can
//!   keep state ([`KernelState::Persistent`]) a set of its own for every launch, cut from an
//!   [`InputPool`], so that a cache keyed on the inputs never hits;
//! - in every candidate batch, launches drawn from the nonce are captured and verified against the
//!   CPU reference (outputs, guard tails, scratch tails), and inputs are read back unchanged; a
//!   failure is a `mismatch` with check `timed_launch` naming the launch.
//!
//! The reference kernel's batches follow the same plan shape (launches, captures, resets), so the
//! fixed costs inside a batch weigh the same on both sides; its captures are not verified (it is the
//! task's own kernel).

use std::collections::HashMap;
use std::sync::Arc;

use super::{derive_seed, mismatch, out_of_bounds_write, task_bug, upload, Ctx, Step, Stop, Uploaded};
use crate::backend::{Backend, BackendError, BatchPlan, BatchReset, BatchTiming, Dispatch, KernelState};
use crate::compare::compare;
use crate::data::{HostBuffer, InputPool, Poison};
use crate::prepared::Prepared;
use crate::report::{BatchSizes, Check, Flag, MismatchEvidence, SampleReport, TimingReport, FASTER_THAN_LIGHT_FRACTION};
use crate::task::{Shape, TaskError, TaskSpec, Tolerance};
use crate::timing::plan::{verified_per_batch, PlanStream, SetChoice, REUSED_SETS};
use crate::timing::Peak;
use crate::timing::{borderline, confident_speedup, median, pair_ratios, paired_speedup, relative_spread};

/// One kernel on resident buffers, for the untimed uses of [`Backend::time_batch`] in the check
/// phase (the cost estimate, the endless-loop watch).
pub(super) struct Timed<'a, B: Backend> {
    pub(super) program: &'a B::Program,
    pub(super) resident: &'a B::Resident,
    pub(super) launch: &'a [Dispatch],
}

impl<B: Backend> Clone for Timed<'_, B> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B: Backend> Copy for Timed<'_, B> {}

/// Elapsed ns of `launches` launches of `k` cycling through the resident's `sets` input sets, no
/// captures: for timings that decide nothing about the speedup.
pub(super) async fn untimed_batch<B: Backend>(b: &B, k: Timed<'_, B>, launches: u32, sets: usize) -> Result<f64, BackendError> {
    Ok(b.time_batch(k.program, k.resident, k.launch, &BatchPlan::cycle(launches, sets)).await?.elapsed_ns)
}

/// Gives `report` the speed-of-light bound, its flag and [`Flag::FasterThanLight`] from `peak`, as
/// the evaluator does when [`EvalOptions::peak`](super::EvalOptions::peak) is given: the roofline
/// ([`Peak::speed_of_light_ms`]) of the task's cost model at the timed shape of the report's
/// profile, [`TimingReport::beats_speed_of_light`] on the measured medians, and the flag by
/// [`faster_than_light`] (the last flag the evaluator adds, so the list reads the same). For a
/// caller that probes the peak only after the evaluation: the web app's task page, whose first
/// verdict then does not wait for the probe's launches. Returns `false`, changing nothing, for a
/// report without timing, with a bound already, or timed at another shape.
///
/// # Errors
/// The task's timed shape or cost model does not evaluate ([`TaskError`]).
pub fn apply_peak(spec: &TaskSpec, peak: Peak, report: &mut SampleReport) -> Result<bool, TaskError> {
    let Some(timing) = report.timing.as_mut().filter(|t| t.speed_of_light_ms.is_none()) else { return Ok(false) };
    let shape = spec.timed_shape(report.profile)?;
    if timing.shape != shape.label() {
        return Ok(false);
    }
    let sol = peak.speed_of_light_ms(spec.flops(&shape)?, spec.bytes(&shape)?);
    timing.speed_of_light_ms = Some(sol);
    timing.speed_of_light_violated = TimingReport::beats_speed_of_light(timing.candidate_ms, timing.baseline_ms, Some(sol));
    if faster_than_light(timing) {
        report.flags.push(Flag::FasterThanLight);
    }
    Ok(true)
}

/// The rule of [`Flag::FasterThanLight`]: the candidate's median under
/// [`FASTER_THAN_LIGHT_FRACTION`] of the speed-of-light bound.
pub(super) fn faster_than_light(t: &TimingReport) -> bool {
    t.speed_of_light_ms.is_some_and(|sol| t.candidate_ms < FASTER_THAN_LIGHT_FRACTION * sol)
}

/// A kernel to time: prepared, compiled, and its launch at the timed shape.
pub(super) struct Kernel<'a, B: Backend> {
    pub(super) prepared: &'a Prepared<B::Artifact>,
    pub(super) program: &'a B::Program,
    pub(super) launch: &'a [Dispatch],
}

impl<B: Backend> Clone for Kernel<'_, B> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B: Backend> Copy for Kernel<'_, B> {}

/// Which kernel a batch times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Reference,
    Candidate,
}

/// Plan streams of the two kernels: one each, so the candidate's plans do not depend on how many
/// batches the reference took.
const CANDIDATE_STREAM: u64 = 0x7C;
const REFERENCE_STREAM: u64 = 0x7B;
/// Where the reused sets' seeds and the pool's seed derive from.
const SETS_STREAM: u64 = 0x75;

/// Where the timed launches' input sets come from.
enum Source<B: Backend> {
    /// [`REUSED_SETS`] sets uploaded once for each kernel, with their seeds.
    Reused { seeds: Vec<u64>, candidate: Box<Uploaded<B>>, reference: Box<Uploaded<B>> },
    /// A set of its own for every launch, cut from a pool; each batch uploads its own.
    Fresh { pool: InputPool, cut: u64, set_bytes: u64 },
}

/// The state of one sample's timing.
struct Timing<'k, B: Backend> {
    candidate: Kernel<'k, B>,
    reference: Kernel<'k, B>,
    shape: Shape,
    nonce: u64,
    source: Source<B>,
    streams: [PlanStream; 2],
    /// CPU reference outputs of the reused sets, by set index.
    expected: HashMap<u32, Arc<Vec<Vec<f64>>>>,
    /// Candidate launches verified so far.
    verified: u32,
    /// Candidate batches taken so far (counting from the first timed one), for the messages.
    candidate_batches: u32,
    /// Host time spent on input sets and verification, ms (the second look's cost estimate).
    host_ms: f64,
}

/// Timed samples (ms per launch) of both kernels and the order of each pair.
#[derive(Default)]
struct Pairs {
    baseline: Vec<f64>,
    candidate: Vec<f64>,
    candidate_first: Vec<bool>,
}

/// What one batch is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    /// Warm-up or batch sizing: nothing captured.
    Untimed,
    /// A timed sample: captures as the plan says; the candidate's are verified.
    Sample { captures: u32 },
}

/// Times `cand` against `reference` at `shape` (docs/EVALUATION.md, "Timing"): warm-up and batch
/// sizing, the first look of `timing.samples` pairs and, when borderline and affordable, the second;
/// the candidate's launches verified as they are taken. Records the nonce in `ctx`.
pub(super) async fn time_against_reference<B: Backend>(
    ctx: &mut Ctx<'_, B>,
    cand: Kernel<'_, B>,
    reference: Kernel<'_, B>,
    shape: &Shape,
) -> Step<TimingReport> {
    let cfg = ctx.opts.timing.clone();
    let b = ctx.backend;
    let nonce = ctx.opts.timing_nonce.unwrap_or_else(|| derive_seed(ctx.opts.seed, 0x7141_4E0E));
    ctx.timing_nonce = Some(nonce);
    let spec = ctx.task.spec;
    let source = match b.kernel_state() {
        KernelState::BuffersOnly => {
            let seeds: Vec<u64> = (0..u64::from(REUSED_SETS)).map(|i| derive_seed(derive_seed(nonce, SETS_STREAM), i)).collect();
            let sets = super::input_sets(spec, shape, &seeds)?;
            let candidate = upload(ctx, cand.prepared, shape, sets.clone(), Poison::A, BatchReset::EveryLaunch).await?;
            let reference = upload(ctx, reference.prepared, shape, sets, Poison::A, BatchReset::EveryLaunch).await?;
            Source::Reused { seeds, candidate: Box::new(candidate), reference: Box::new(reference) }
        }
        KernelState::Persistent => {
            let pool = InputPool::new(spec, shape, derive_seed(nonce, SETS_STREAM)).map_err(task_bug)?;
            Source::Fresh { pool, cut: 0, set_bytes: 0 }
        }
    };
    let mut t = Timing {
        candidate: cand,
        reference,
        shape: shape.clone(),
        nonce,
        source,
        streams: [PlanStream::new(nonce, REFERENCE_STREAM), PlanStream::new(nonce, CANDIDATE_STREAM)],
        expected: HashMap::new(),
        verified: 0,
        candidate_batches: 0,
        host_ms: 0.0,
    };
    let resolution_ns = b.timer_resolution_ns().await.map_err(|e| Stop::runtime("timer resolution", &e))?;
    // Each kernel's time per launch from its calibration batches: the fastest of the warm-up
    // batches and one more (a load spike during a single calibration batch would otherwise size a
    // fast kernel's batches as a slow one's).
    let mut per_launch_ns = [0f64; 2];
    for (ns, side) in per_launch_ns.iter_mut().zip([Side::Reference, Side::Candidate]) {
        let mut fastest = f64::INFINITY;
        for _ in 0..=cfg.warmup.max(1) {
            fastest = fastest.min(t.batch(ctx, side, 2, Purpose::Untimed, None).await?);
        }
        *ns = fastest * 1e6;
    }
    let mut batch = cfg.batch_sizes(per_launch_ns[0], per_launch_ns[1], resolution_ns);
    // Fresh input sets: a batch's sets within the budget.
    if let Source::Fresh { set_bytes, .. } = &t.source {
        let cap = (cfg.fresh_inputs_budget_bytes / (*set_bytes).max(1)).clamp(2, u64::from(u32::MAX)) as u32;
        batch = BatchSizes { baseline: batch.baseline.min(cap), candidate: batch.candidate.min(cap) };
    }
    // The first look: `samples` pairs, each in an order drawn from the seed. A second look with
    // `extra_pairs` more when the first is borderline and they fit the budget (timing.rs,
    // docs/EVALUATION.md "Confident Fast@p").
    let first = cfg.samples.max(1);
    let captures = verified_per_batch(cfg.verified_per_batch, cfg.min_verified_launches, first, batch.candidate);
    let mut pairs = Pairs::default();
    t.host_ms = 0.0;
    t.take_pairs(ctx, batch, captures, first, &mut pairs).await?;
    let mut looks = vec![first];
    let lower = confident_speedup(&pairs.baseline, &pairs.candidate, &looks);
    let device_ms = median(&pairs.baseline) * f64::from(batch.baseline) + median(&pairs.candidate) * f64::from(batch.candidate);
    let pair_ms = device_ms + t.host_ms / f64::from(first);
    let second = first.saturating_add(cfg.extra_pairs);
    // A first look too short to give any bound (< 8 pairs, e.g. a quick `--timing-samples 3`) asked
    // for speed, not confidence: no second look.
    if cfg.extra_pairs > 0
        && crate::timing::sign_test_critical(first as usize, crate::timing::alpha_per_look()).is_some()
        && (second as usize) <= crate::report::MAX_TIMING_PAIRS
        && borderline(&pair_ratios(&pairs.baseline, &pairs.candidate), lower)
        && pair_ms * f64::from(cfg.extra_pairs) <= cfg.extension_budget_ms
    {
        t.take_pairs(ctx, batch, captures, second, &mut pairs).await?;
        looks.push(second);
    }
    t.close(ctx).await?;
    let input_sets = match &t.source {
        Source::Reused { .. } => REUSED_SETS,
        Source::Fresh { .. } => pairs.candidate.len() as u32 * batch.candidate,
    };
    let Pairs { baseline: ref_ms, candidate: cand_ms, candidate_first } = pairs;
    let (cm, bm) = (median(&cand_ms), median(&ref_ms));
    let (cs, bs) = (relative_spread(&cand_ms), relative_spread(&ref_ms));
    let (flops, bytes) = (spec.flops(shape).map_err(task_bug)?, spec.bytes(shape).map_err(task_bug)?);
    let sol = ctx.opts.peak.map(|p| p.speed_of_light_ms(flops, bytes));
    Ok(TimingReport {
        method: b.timer(),
        resolution_ns,
        shape: shape.label(),
        candidate_ms: cm,
        baseline_ms: bm,
        speedup: paired_speedup(&ref_ms, &cand_ms),
        speedup_lower: confident_speedup(&ref_ms, &cand_ms, &looks),
        samples: looks.last().copied().unwrap_or(first),
        looks,
        candidate_first,
        batch,
        candidate_samples_ms: cand_ms,
        baseline_samples_ms: ref_ms,
        candidate_spread: cs,
        baseline_spread: bs,
        noisy: cs > cfg.noisy_spread || bs > cfg.noisy_spread,
        speed_of_light_ms: sol,
        speed_of_light_violated: TimingReport::beats_speed_of_light(cm, bm, sol),
        candidate_gflops: flops / (cm * 1e-3) / 1e9,
        candidate_gbps: bytes / (cm * 1e-3) / 1e9,
        verified_launches: t.verified,
        input_sets,
    })
}

impl<B: Backend> Timing<'_, B> {
    /// Takes pairs until `pairs` holds `n`: each a reference batch and a candidate batch back to
    /// back, the candidate first when bit 0 of `derive_seed(seed, 0xF100 + pair index)` is set (so
    /// neither kernel always runs right after the other: a cache warmed or a clock raised by the
    /// first batch of a pair cannot favour one side), the same order for the same seed.
    async fn take_pairs(&mut self, ctx: &mut Ctx<'_, B>, batch: BatchSizes, captures: u32, n: u32, pairs: &mut Pairs) -> Step<()> {
        while pairs.baseline.len() < n as usize {
            let candidate_first = derive_seed(ctx.opts.seed, 0xF100 + pairs.baseline.len() as u64) & 1 == 1;
            // Fresh sets: both kernels of a pair read the same sets (cut once; the reference is the
            // task's own kernel, and the candidate never sees the reference's buffers).
            let shared = self.fresh_sets(ctx, batch.baseline.max(batch.candidate))?;
            for side in if candidate_first { [Side::Candidate, Side::Reference] } else { [Side::Reference, Side::Candidate] } {
                let launches = match side {
                    Side::Candidate => batch.candidate,
                    Side::Reference => batch.baseline,
                };
                let purpose = Purpose::Sample { captures: captures.min(launches) };
                let ms = self.batch(ctx, side, launches, purpose, shared.as_deref()).await?;
                match side {
                    Side::Candidate => pairs.candidate.push(ms),
                    Side::Reference => pairs.baseline.push(ms),
                }
            }
            pairs.candidate_first.push(candidate_first);
        }
        Ok(())
    }

    /// `n` fresh input sets with their ids when every launch reads its own; `None` for reused sets.
    #[allow(clippy::type_complexity)]
    fn fresh_sets(&mut self, ctx: &Ctx<'_, B>, n: u32) -> Step<Option<Vec<(u64, Vec<HostBuffer>)>>> {
        let Source::Fresh { pool, cut, .. } = &mut self.source else { return Ok(None) };
        let start = web_time::Instant::now();
        let spec = ctx.task.spec;
        let sets = (0..n)
            .map(|_| {
                *cut += 1;
                pool.next_set(spec, &self.shape).map(|s| (*cut, s))
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(task_bug)?;
        self.host_ms += start.elapsed().as_secs_f64() * 1e3;
        Ok(Some(sets))
    }

    /// One batch of `launches` launches of `side`; returns ms per launch. `shared`: the fresh sets
    /// of this pair (its first `launches` are used); `None` draws new ones (warm-up, sizing) or uses
    /// the reused sets. A candidate sample's captured launches are verified.
    async fn batch(
        &mut self,
        ctx: &mut Ctx<'_, B>,
        side: Side,
        launches: u32,
        purpose: Purpose,
        shared: Option<&[(u64, Vec<HostBuffer>)]>,
    ) -> Step<f64> {
        let kernel = match side {
            Side::Candidate => self.candidate,
            Side::Reference => self.reference,
        };
        let captures = match purpose {
            Purpose::Untimed => 0,
            Purpose::Sample { captures } => captures,
        };
        let verify = side == Side::Candidate && purpose != Purpose::Untimed;
        let what = match (side, purpose) {
            (Side::Candidate, Purpose::Untimed) => "warming up the candidate",
            (Side::Reference, Purpose::Untimed) => "warming up the reference",
            (Side::Candidate, _) => "timing the candidate",
            (Side::Reference, _) => "timing the reference",
        };
        let b = ctx.backend;
        let stream = usize::from(side == Side::Candidate);
        let fresh = match (&self.source, shared) {
            (Source::Reused { .. }, _) => None,
            (Source::Fresh { .. }, Some(s)) => Some(s[..launches as usize].to_vec()),
            (Source::Fresh { .. }, None) => self.fresh_sets(ctx, launches)?,
        };
        if let Some(sets) = fresh {
            let start = web_time::Instant::now();
            let ids: Vec<u64> = sets.iter().map(|(id, _)| *id).collect();
            let up =
                upload(ctx, kernel.prepared, &self.shape, sets.into_iter().map(|(_, s)| s).collect(), Poison::A, BatchReset::EveryLaunch)
                    .await?;
            if let Source::Fresh { set_bytes, .. } = &mut self.source {
                *set_bytes = up.input_set_bytes;
            }
            let mut plan = self.streams[stream].next(launches, SetChoice::Fresh, captures);
            if verify {
                plan.read_inputs = plan.capture.clone();
            }
            self.host_ms += start.elapsed().as_secs_f64() * 1e3;
            let t = b.time_batch(kernel.program, &up.res, kernel.launch, &plan).await.map_err(|e| Stop::runtime(what, &e))?;
            if verify {
                let start = web_time::Instant::now();
                self.candidate_batches += 1;
                let at = Batch { number: self.candidate_batches, nonce: self.nonce, shape: &self.shape, set_id: &|s| ids[s as usize] };
                self.verified += verify_batch(ctx, &up, &plan, &t, &at, None)?;
                self.host_ms += start.elapsed().as_secs_f64() * 1e3;
            }
            return Ok(t.elapsed_ns / f64::from(launches) / 1e6);
        }
        let Source::Reused { seeds, candidate, reference } = &self.source else { unreachable!("fresh sets are handled above") };
        let up = if side == Side::Candidate { candidate } else { reference };
        let plan = self.streams[stream].next(launches, SetChoice::Reused { count: REUSED_SETS }, captures);
        let t = b.time_batch(kernel.program, &up.res, kernel.launch, &plan).await.map_err(|e| Stop::runtime(what, &e))?;
        if verify {
            let start = web_time::Instant::now();
            self.candidate_batches += 1;
            let at = Batch { number: self.candidate_batches, nonce: self.nonce, shape: &self.shape, set_id: &|s| seeds[s as usize] };
            self.verified += verify_batch(ctx, up, &plan, &t, &at, Some(&mut self.expected))?;
            self.host_ms += start.elapsed().as_secs_f64() * 1e3;
        }
        Ok(t.elapsed_ns / f64::from(launches) / 1e6)
    }

    /// After the last pair: with reused sets, one more candidate launch (verified like a timed one)
    /// whose batch reads every set back, so inputs written during any timed launch are found.
    /// (Fresh sets are read back with each batch: every set serves one launch.)
    async fn close(&mut self, ctx: &mut Ctx<'_, B>) -> Step<()> {
        let Source::Reused { seeds, candidate, .. } = &self.source else { return Ok(()) };
        let mut plan = self.streams[1].next(1, SetChoice::Reused { count: REUSED_SETS }, 1);
        plan.read_inputs = (0..REUSED_SETS).collect();
        let k = self.candidate;
        let t = ctx
            .backend
            .time_batch(k.program, &candidate.res, k.launch, &plan)
            .await
            .map_err(|e| Stop::runtime("reading the inputs back after timing", &e))?;
        self.candidate_batches += 1;
        let at = Batch { number: self.candidate_batches, nonce: self.nonce, shape: &self.shape, set_id: &|s| seeds[s as usize] };
        self.verified += verify_batch(ctx, candidate, &plan, &t, &at, Some(&mut self.expected))?;
        Ok(())
    }
}

/// Where a verified batch stands, for the evidence.
struct Batch<'a> {
    /// The candidate's timed batch, from 1.
    number: u32,
    nonce: u64,
    shape: &'a Shape,
    /// The id of input set `s` of the batch's resident (its seed for reused sets, its index in the
    /// pool's order for fresh ones): the evidence's `seed`.
    set_id: &'a dyn Fn(u32) -> u64,
}

/// Verifies a candidate batch: the inputs read back are as uploaded; each captured launch's output
/// guard tails and scratch tails are intact and its outputs match the CPU reference on that
/// launch's inputs (cached by set in `expected` for reused sets). Returns the launches verified.
fn verify_batch<B: Backend>(
    ctx: &mut Ctx<'_, B>,
    up: &Uploaded<B>,
    plan: &BatchPlan,
    t: &BatchTiming,
    at: &Batch<'_>,
    mut expected: Option<&mut HashMap<u32, Arc<Vec<Vec<f64>>>>>,
) -> Step<u32> {
    let spec = ctx.task.spec;
    let n = plan.launches();
    if t.captures.len() != plan.capture.len() || t.inputs.len() != plan.read_inputs.len() {
        return Err(Stop::runtime(
            "timing the candidate",
            &BackendError::Other(format!(
                "the backend returned {} captures and {} input sets for a plan of {} and {}",
                t.captures.len(),
                t.inputs.len(),
                plan.capture.len(),
                plan.read_inputs.len()
            )),
        ));
    }
    let shape_label = at.shape.label();
    let prefix = |launch: Option<u32>, set: u32| match launch {
        Some(k) => format!(
            "timed launch {k} of {n} in the candidate's timed batch {} (input set {:#x}, timing nonce {:#x}): ",
            at.number,
            (at.set_id)(set),
            at.nonce
        ),
        None => {
            format!("after the candidate's timed batch {} (input set {:#x}, timing nonce {:#x}): ", at.number, (at.set_id)(set), at.nonce)
        }
    };
    let with_prefix = |mut stop: Stop, p: String| {
        stop.message = format!("{p}{}", stop.message);
        stop
    };
    for (&set, read) in plan.read_inputs.iter().zip(&t.inputs) {
        let host = &up.sets[set as usize];
        for (i, ((b, g), after)) in host.iter().zip(&up.input_guards).zip(read).enumerate() {
            let mut uploaded = b.to_padded_bytes();
            g.append(&mut uploaded);
            if *after != uploaded {
                if after.len() != uploaded.len() {
                    let e = BackendError::Other(format!(
                        "input `{}` read back as {} bytes, uploaded {}",
                        spec.inputs[i].name,
                        after.len(),
                        uploaded.len()
                    ));
                    return Err(Stop::runtime("timing the candidate", &e));
                }
                let data_bytes = b.len() * b.dtype().size_bytes();
                let first_change = after.iter().zip(&uploaded).position(|(x, y)| x != y).unwrap_or(0);
                let (what, comparison) = if first_change < data_bytes {
                    let got = HostBuffer::from_bytes(b.dtype(), after, b.len());
                    let mut c = compare(&got, &b.to_f64(), &Tolerance { atol: 0.0, rtol: 0.0, why: None });
                    // A change the comparison cannot see (another NaN payload) still counts.
                    c.mismatches = c.mismatches.max(1);
                    ("written during the timed launches", c)
                } else {
                    let c = g.check(after).unwrap_or_else(|| crate::compare::Comparison {
                        len: (after.len() - data_bytes) / b.dtype().size_bytes(),
                        mismatches: 1,
                        first: None,
                        max_abs_err: 0.0,
                        max_rel_err: 0.0,
                    });
                    ("written past its end during the timed launches", c)
                };
                let evidence = MismatchEvidence {
                    check: Check::TimedLaunch,
                    buffer: spec.inputs[i].name.clone(),
                    shape: shape_label.clone(),
                    seed: (at.set_id)(set),
                    comparison,
                };
                let mut stop = mismatch(evidence);
                // `mismatch` words its message for an output; this buffer is an input.
                let name = &spec.inputs[i].name;
                let detail = stop.message.replacen(&format!("output `{name}`"), &format!("input `{name}`"), 1);
                stop.message = format!("input `{name}` was {what}; {detail}");
                return Err(with_prefix(stop, prefix(None, set)));
            }
        }
    }
    for c in &t.captures {
        let k = c.launch;
        let set = *plan.sets.get(k as usize).ok_or_else(|| {
            Stop::runtime("timing the candidate", &BackendError::Other(format!("a capture of launch {k} in a batch of {n}")))
        })?;
        let seed = (at.set_id)(set);
        if c.outputs.len() != up.guards.len() || c.scratch_tails.len() != up.scratch_guards.len() {
            return Err(Stop::runtime("timing the candidate", &BackendError::Other("a capture holds the wrong buffers".into())));
        }
        super::check_guards(spec, up, &c.outputs, at.shape, seed, &Check::TimedLaunch).map_err(|s| with_prefix(s, prefix(Some(k), set)))?;
        for (i, (g, tail)) in up.scratch_guards.iter().zip(&c.scratch_tails).enumerate() {
            if let Some(comparison) = g.check_tail(tail) {
                let evidence = MismatchEvidence {
                    check: Check::TimedLaunch,
                    buffer: up.scratch_names[i].clone(),
                    shape: shape_label.clone(),
                    seed,
                    comparison,
                };
                return Err(with_prefix(out_of_bounds_write(evidence, g, "scratch buffer"), prefix(Some(k), set)));
            }
        }
        let inputs = &up.sets[set as usize];
        let want = match expected.as_deref_mut() {
            Some(cache) => Arc::clone(cache.entry(set).or_insert_with(|| Arc::new((ctx.task.cpu_reference)(at.shape, inputs)))),
            None => Arc::new((ctx.task.cpu_reference)(at.shape, inputs)),
        };
        let got = super::read_outputs(ctx.task.spec, &c.outputs, at.shape)?;
        super::compare_outputs(ctx, got, &want, at.shape, seed, &Check::TimedLaunch, None)
            .map_err(|s| with_prefix(s, prefix(Some(k), set)))?;
    }
    Ok(t.captures.len() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::TimerMethod;
    use crate::task::Profile;

    /// A `ci` report of l1_vector_add timed at `shape` with the given medians and no bound yet.
    fn report(shape: &str, candidate_ms: f64, baseline_ms: f64) -> SampleReport {
        let timing = TimingReport {
            method: TimerMethod::HostClock,
            resolution_ns: 1_000.0,
            shape: shape.into(),
            candidate_ms,
            baseline_ms,
            speedup: baseline_ms / candidate_ms,
            speedup_lower: 1.0,
            samples: 8,
            looks: vec![8],
            candidate_first: vec![true; 8],
            batch: BatchSizes { candidate: 1, baseline: 1 },
            candidate_samples_ms: vec![candidate_ms; 8],
            baseline_samples_ms: vec![baseline_ms; 8],
            candidate_spread: 0.0,
            baseline_spread: 0.0,
            noisy: false,
            speed_of_light_ms: None,
            speed_of_light_violated: false,
            candidate_gflops: 0.0,
            candidate_gbps: 0.0,
            verified_launches: 0,
            input_sets: 0,
        };
        let mut r = SampleReport::without_run("l1_vector_add", crate::Verdict::Pass, "pass".into(), Vec::new(), Profile::Ci);
        r.timing = Some(timing);
        r.flags = vec![Flag::FallbackAdapter];
        r
    }

    #[test]
    fn a_peak_applied_after_the_evaluation_gives_the_bound_and_flags_the_evaluator_would() {
        let spec = TaskSpec::from_toml(include_str!("../../../kernels/tasks/l1/l1_vector_add/task.toml")).expect("spec");
        let shape = spec.timed_shape(Profile::Ci).expect("ci shape").label();
        // 1 GB/s and 1 GFLOP/s: the `ci` shape N = 262,144 moves 12·N bytes, 3.145728 ms.
        let peak = Peak { bytes_per_s: 1e9, flops_per_s: 1e9 };
        let mut slow = report(&shape, 5.0, 4.0);
        assert!(apply_peak(&spec, peak, &mut slow).expect("applies"));
        let t = slow.timing.as_ref().expect("timed");
        assert!((t.speed_of_light_ms.expect("a bound") - 3.145728).abs() < 1e-9);
        assert!(!t.speed_of_light_violated);
        assert_eq!(slow.flags, [Flag::FallbackAdapter]);
        assert!(!apply_peak(&spec, peak, &mut slow).expect("no error"), "a bound is set once");
        // Under half the bound: violated, and flagged after the evaluator's own flags.
        let mut fast = report(&shape, 1.0, 4.0);
        assert!(apply_peak(&spec, peak, &mut fast).expect("applies"));
        assert!(fast.timing.as_ref().expect("timed").speed_of_light_violated);
        assert_eq!(fast.flags, [Flag::FallbackAdapter, Flag::FasterThanLight]);
        // A report timed at another shape (the `full` profile's) is left as it was.
        let mut other = report(&spec.timed_shape(Profile::Full).expect("full shape").label(), 5.0, 4.0);
        assert!(!apply_peak(&spec, peak, &mut other).expect("no error"));
        assert_eq!(other.timing.as_ref().expect("timed").speed_of_light_ms, None);
    }
}
