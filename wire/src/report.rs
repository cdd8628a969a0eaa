//! Wire types of an evaluation: [`Verdict`] (a wrong kernel is data, not an error), timing, flags,
//! and the per-sample [`SampleReport`] that the CLI prints, the app shows and submissions carry.

use serde::{Deserialize, Serialize};

use crate::device::DeviceInfo;
use crate::diagnostic::Diagnostic;
use crate::kind::Kind;
use crate::timing::Profile;
use crate::timing::TimerMethod;
/// How a report's devices were reached; re-exported here for crates that see the wire types
/// through `ekb_eval` (`ekb_eval::report::Transport`).
pub use crate::transport::Transport;

/// The evidence of a mismatch, which run found it and how to rerun it live in
/// [`crate::mismatch`]; re-exported here under their old paths.
pub use crate::mismatch::{Check, MismatchEvidence, Reproduce};

/// The outcome for one candidate. Serialised as `{"verdict": "mismatch", "evidence": {…}}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "verdict", content = "evidence", rename_all = "snake_case")]
pub enum Verdict {
    /// Correct on every check (and timed, if timing ran).
    Pass,
    /// Ran, but a result differs from the reference.
    Mismatch(Box<MismatchEvidence>),
    /// Not valid WGSL or a bad launch plan; see the report's diagnostics.
    InvalidShader,
    /// Valid WGSL that breaks the kernel contract (bindings, entry points, limits); see diagnostics.
    ContractViolation,
    /// Needs features the device lacks.
    Unsupported {
        /// WebGPU feature names.
        missing: Vec<String>,
    },
    /// Failed on the device (pipeline creation, validation, out of memory, device lost, crash).
    RuntimeError {
        /// What the device or the worker said.
        message: String,
    },
    /// Did not finish in time.
    Timeout {
        /// The limit that passed, ms.
        limit_ms: u64,
    },
}

impl Verdict {
    /// The verdict's snake_case name (`pass`, `mismatch`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Pass => "pass",
            Self::Mismatch(_) => "mismatch",
            Self::InvalidShader => "invalid_shader",
            Self::ContractViolation => "contract_violation",
            Self::Unsupported { .. } => "unsupported",
            Self::RuntimeError { .. } => "runtime_error",
            Self::Timeout { .. } => "timeout",
        }
    }

    /// Whether the kernel is correct.
    pub fn is_pass(&self) -> bool {
        matches!(self, Self::Pass)
    }
}

/// A speedup above this raises [`Flag::SuspiciousSpeedup`] (the evaluator) and the server's row
/// flag of the same name (recomputed from the samples).
pub const SUSPICIOUS_SPEEDUP: f64 = 10.0;
/// A relative timing spread (interquartile range / median) above this is [`Flag::Noisy`]; also the
/// default `noisy_spread` of the evaluator's timing configuration.
pub const NOISY_SPREAD: f64 = 0.10;
/// A candidate faster than this fraction of the speed-of-light bound raises
/// [`Flag::FasterThanLight`].
pub const FASTER_THAN_LIGHT_FRACTION: f64 = 0.5;
/// One-sided error rate of the confident Fast@p test: a sample counts as *confidently* faster than
/// `p` when the sign test on its per-pair ratios `baseline / candidate` rejects "median ratio ≤ p"
/// at this level, over all of its looks together ([`TimingReport::speedup_lower`],
/// docs/EVALUATION.md "Confident Fast@p").
pub const FAST_CONFIDENCE_ALPHA: f64 = 0.01;
/// Most looks (pair counts at which the test is made) of the sequential procedure; the error rate
/// is split evenly over them (Bonferroni), whether or not the later looks are taken.
pub const FAST_CONFIDENCE_MAX_LOOKS: usize = 2;
/// Most timing pairs a report may carry (a server rejects more with a 4xx).
pub const MAX_TIMING_PAIRS: usize = 1024;

/// Something to review about a result; none changes the verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Flag {
    /// Faster than [`FASTER_THAN_LIGHT_FRACTION`] of the speed-of-light bound from the cost model
    /// and the measured peak.
    FasterThanLight,
    /// More than [`SUSPICIOUS_SPEEDUP`] × faster than the reference.
    SuspiciousSpeedup,
    /// Timing spread above [`NOISY_SPREAD`] of the median.
    Noisy,
    /// A software or fallback adapter: timings do not describe a GPU.
    FallbackAdapter,
    /// Two runs on the same inputs gave different bits (both within tolerance).
    Nondeterministic,
    /// Raised by evaluators before [`Self::LoopCap`]: on a software adapter a check run took over
    /// 100× the reference's time at the same shape, so the kernel might loop without end on a GPU.
    /// No longer raised (a timing rule misses a loop stopped in only a few invocations); kept so
    /// that stored reports and rows still read.
    PossibleEndlessLoop,
    /// On a device that stops loops at a cap ([`crate::device::DeviceInfo::loop_cap`]), a loop of
    /// this kernel was stopped there at some checked shape ([`SampleReport::loop_cap_shapes`]):
    /// its outputs at that shape are not what a GPU computes, which runs the loop longer — or, for
    /// a loop that never ends, forever. Seen by an instrumented check run, never guessed from a
    /// timing (docs/EVALUATION.md, "Loops that never end").
    LoopCap,
}

impl Flag {
    /// Every flag.
    pub const ALL: [Self; 7] = [
        Self::FasterThanLight,
        Self::SuspiciousSpeedup,
        Self::Noisy,
        Self::FallbackAdapter,
        Self::Nondeterministic,
        Self::PossibleEndlessLoop,
        Self::LoopCap,
    ];

    /// The wire name (`fallback_adapter`), as serialised.
    pub fn name(self) -> &'static str {
        match self {
            Self::FasterThanLight => "faster_than_light",
            Self::SuspiciousSpeedup => "suspicious_speedup",
            Self::Noisy => "noisy",
            Self::FallbackAdapter => "fallback_adapter",
            Self::Nondeterministic => "nondeterministic",
            Self::PossibleEndlessLoop => "possible_endless_loop",
            Self::LoopCap => "loop_cap",
        }
    }
}

/// Timing of candidate against baseline (the task's reference kernel), same device, same session.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimingReport {
    /// How time was measured.
    pub method: TimerMethod,
    /// Measured timer resolution, ns.
    #[serde(with = "crate::float_serde")]
    pub resolution_ns: f64,
    /// The timed shape.
    pub shape: String,
    /// Median time of one candidate launch, ms.
    #[serde(with = "crate::float_serde")]
    pub candidate_ms: f64,
    /// Median time of one reference launch, ms.
    #[serde(with = "crate::float_serde")]
    pub baseline_ms: f64,
    /// Median over the interleaved sample pairs of `baseline / candidate` (≈ `baseline_ms / candidate_ms`,
    /// but robust to load that drifts during the run).
    #[serde(with = "crate::float_serde")]
    pub speedup: f64,
    /// The one-sided lower confidence bound, at level 1 − [`FAST_CONFIDENCE_ALPHA`], on the median
    /// per-pair ratio `baseline / candidate`: the sign test's order statistic at each look
    /// ([`Self::looks`], each at `FAST_CONFIDENCE_ALPHA / FAST_CONFIDENCE_MAX_LOOKS`), the largest
    /// over the looks. The sample is confidently faster than `p` when this is `> p`
    /// ([`Self::fast_confident`]). 0 (no bound) in reports written before it.
    #[serde(default, with = "crate::float_serde")]
    pub speedup_lower: f64,
    /// Pairs taken at each look of the sequential procedure: `[n1]`, or `[n1, n2]` when the first
    /// look was borderline and more pairs were taken; the last is the number of samples. Empty in
    /// reports written before it (one look at all pairs).
    #[serde(default)]
    pub looks: Vec<u32>,
    /// Per pair, whether the candidate's sample was taken before the baseline's (the order within
    /// each pair is drawn from the seed). Empty in reports written before it (baseline first).
    #[serde(default)]
    pub candidate_first: Vec<bool>,
    /// Launches per timed sample of each kernel.
    pub batch: BatchSizes,
    /// Samples per kernel, i.e. pairs (each a reference and a candidate sample back to back, in the
    /// order [`Self::candidate_first`] says), over every look.
    pub samples: u32,
    /// Per-launch ms of each candidate sample.
    #[serde(with = "crate::float_serde::vec")]
    pub candidate_samples_ms: Vec<f64>,
    /// Per-launch ms of each baseline sample.
    #[serde(with = "crate::float_serde::vec")]
    pub baseline_samples_ms: Vec<f64>,
    /// Relative spread (interquartile range / median) of the candidate samples.
    #[serde(with = "crate::float_serde")]
    pub candidate_spread: f64,
    /// Relative spread of the baseline samples.
    #[serde(with = "crate::float_serde")]
    pub baseline_spread: f64,
    /// Either spread above 10 %.
    pub noisy: bool,
    /// Lower bound on one launch from the cost model and the measured peak, ms: the roofline
    /// `max(flops / peak FLOP/s, bytes / peak B/s)` ([`crate::timing::Peak::speed_of_light_ms`]).
    /// Not a bound on this device when [`Self::speed_of_light_violated`].
    pub speed_of_light_ms: Option<f64>,
    /// A measured median time, the candidate's or the reference's, is below
    /// [`Self::speed_of_light_ms`]: the probe's peak or the task's cost model understates what
    /// this device does on this task, so the figure is not a bound here and nothing should be
    /// judged against it ([`Self::speed_of_light_bound`]). False in reports written before it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub speed_of_light_violated: bool,
    /// Candidate throughput, GFLOP/s (cost-model FLOPs / median time).
    #[serde(with = "crate::float_serde")]
    pub candidate_gflops: f64,
    /// Candidate bandwidth, GB/s (cost-model bytes / median time).
    #[serde(with = "crate::float_serde")]
    pub candidate_gbps: f64,
    /// Candidate launches of the timed batches whose outputs (and guard and scratch tails) were
    /// captured and verified against the CPU reference after their batch, at launches drawn from the
    /// timing nonce ([`SampleReport::timing_nonce`]). 0 in reports written before it.
    #[serde(default)]
    pub verified_launches: u32,
    /// Distinct input sets the candidate's timed launches read: a few in an unpredictable order on a
    /// device where nothing survives a launch, one per launch where code can keep state between
    /// launches. 0 in reports written before it.
    #[serde(default)]
    pub input_sets: u32,
}

impl TimingReport {
    /// The paper's point-estimate Fast@p rule: the median per-pair speedup is `> p`.
    pub fn fast(&self, p: f64) -> bool {
        self.speedup > p
    }

    /// Confidently faster than `p`: the lower confidence bound [`Self::speedup_lower`] is `> p`.
    pub fn fast_confident(&self, p: f64) -> bool {
        self.speedup_lower > p
    }

    /// Whether a measured median (candidate or reference, ms) is below `speed_of_light_ms`: the
    /// rule behind [`Self::speed_of_light_violated`], which evaluators set when they time.
    pub fn beats_speed_of_light(candidate_ms: f64, baseline_ms: f64, speed_of_light_ms: Option<f64>) -> bool {
        speed_of_light_ms.is_some_and(|sol| sol.is_finite() && sol > 0.0 && candidate_ms.min(baseline_ms) < sol)
    }

    /// The speed-of-light bound, ms, when it is one on this device: present, finite, positive,
    /// and no measured median below it (checked again here, so a report written before
    /// [`Self::speed_of_light_violated`] existed is judged the same way). `None` otherwise.
    pub fn speed_of_light_bound(&self) -> Option<f64> {
        let sol = self.speed_of_light_ms.filter(|s| s.is_finite() && *s > 0.0)?;
        let violated = self.speed_of_light_violated || Self::beats_speed_of_light(self.candidate_ms, self.baseline_ms, Some(sol));
        (!violated).then_some(sol)
    }
}

/// Launches per timed sample of each kernel (a sample's time is divided by its kernel's count).
///
/// Serialised as `{"candidate": n, "baseline": m}`. Reports written before this type stored a
/// two-element array filled as `[baseline, candidate]` (its doc said the reverse); those still
/// read, in the order they were filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BatchSizes {
    /// Launches per candidate sample.
    pub candidate: u32,
    /// Launches per baseline (reference kernel) sample.
    pub baseline: u32,
}

impl<'de> Deserialize<'de> for BatchSizes {
    /// A visitor, not an untagged enum (which serde reads by buffering the value first: code the
    /// web app's module would carry).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Named {
            candidate: u32,
            baseline: u32,
        }
        struct SizesVisitor;
        impl<'de> serde::de::Visitor<'de> for SizesVisitor {
            type Value = BatchSizes;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("{\"candidate\": n, \"baseline\": n} or [baseline, candidate]")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<BatchSizes, A::Error> {
                use serde::de::Error;
                let baseline = seq.next_element()?.ok_or_else(|| A::Error::invalid_length(0, &self))?;
                let candidate = seq.next_element()?.ok_or_else(|| A::Error::invalid_length(1, &self))?;
                if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                    return Err(A::Error::invalid_length(3, &self));
                }
                Ok(BatchSizes { candidate, baseline })
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<BatchSizes, A::Error> {
                let n = Named::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(BatchSizes { candidate: n.candidate, baseline: n.baseline })
            }
        }
        d.deserialize_any(SizesVisitor)
    }
}

/// What a sample's speedup is measured against. Metrics never mix two baselines: Fast@p and the
/// speedup means take one baseline's rows (the leaderboard's are the `reference` rows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Baseline {
    /// The task's reference kernel of the sample's kind (`reference.wgsl`, `reference.cl`,
    /// `reference.c`).
    #[default]
    Reference,
    /// TVM's generated kernel of the sample's kind for the task (`kernels/tasks/<level>/<task>/tvm/`,
    /// docs/TVM.md), run through its launch ABI adapter: `ekb eval --baseline tvm`.
    Tvm,
    /// The task has no reference kernel of this kind: checked for correctness, not timed; Fast@p
    /// leaves the task out (its count of tasks with a baseline is shown beside it).
    None,
}

impl Baseline {
    /// Whether this is the task's own reference (serde's `skip_serializing_if`).
    pub fn is_reference(&self) -> bool {
        *self == Baseline::Reference
    }

    /// The name reports, tables and the database use: `reference`, `tvm`, `none`.
    pub fn name(self) -> &'static str {
        match self {
            Baseline::Reference => "reference",
            Baseline::Tvm => "tvm",
            Baseline::None => "none",
        }
    }

    /// What a speedup against this baseline is said to be against, for messages and tables.
    pub fn describe(self) -> &'static str {
        match self {
            Baseline::Reference => "the reference",
            Baseline::Tvm => "TVM's kernel",
            Baseline::None => "none (not timed)",
        }
    }
}

/// The full result for one candidate. Its `Deserialize` is written out in `report_de.rs` (the
/// derive would buffer the whole object to read the flattened verdict).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampleReport {
    /// Task id.
    pub task: String,
    /// The candidate's language (absent = `wgsl`): which front end prepared it and which
    /// backend family ran it; its speedup is against the task's reference of the same kind.
    #[serde(default, skip_serializing_if = "Kind::is_wgsl")]
    pub kind: Kind,
    /// What its speedup is measured against (absent = the task's reference kernel of its kind).
    #[serde(default, skip_serializing_if = "Baseline::is_reference")]
    pub baseline: Baseline,
    /// The verdict and its evidence.
    #[serde(flatten)]
    pub verdict: Verdict,
    /// One-line human summary of the verdict.
    pub message: String,
    /// Located diagnostics (errors and warnings).
    pub diagnostics: Vec<Diagnostic>,
    /// Timing, when the candidate passed and timing ran.
    pub timing: Option<TimingReport>,
    /// Review flags.
    pub flags: Vec<Flag>,
    /// Evaluation profile.
    pub profile: Profile,
    /// Base seed (check seeds derive from it).
    pub seed: u64,
    /// Number of correctness runs performed.
    pub checks_run: u32,
    /// Largest `|y − ref|` over the output comparisons made, the failing one included (NaN or inf
    /// when the kernel wrote one where the reference is finite); on a pass, how much of the
    /// tolerance was used.
    #[serde(default, with = "crate::float_serde")]
    pub max_abs_err: f64,
    /// Largest `|y − ref| / |ref|` over the same comparisons as [`Self::max_abs_err`].
    #[serde(default, with = "crate::float_serde")]
    pub max_rel_err: f64,
    /// The device.
    pub device: Option<DeviceInfo>,
    /// Wall-clock time of the whole evaluation, ms.
    pub wall_ms: f64,
    /// For a `runtime_error` or `timeout` verdict, the kind of fault behind it, kept from the
    /// backend's typed error so that no one has to read it out of the message (the app recreates
    /// its device after [`Fault::DeviceLost`]; a worker pool replaces the process). Absent in
    /// reports written before this field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault: Option<Fault>,
    /// Labels of the shapes drawn from the task's parameter domains for this run (`R=7 C=1000
    /// K=3`) and of its domain corners, checked besides its fixed check shapes — or the shapes
    /// given with `ekb check --shape`. They derive from [`Self::seed`] and the task id: `ekb check --seed S` draws them
    /// again, `--seed S --shape R=7,C=1000,K=3` checks one of them. Absent in older reports.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drawn_shapes: Vec<String>,
    /// The nonce the timed launches' input sets, their order and the verified launches were drawn
    /// from (the caller's, from the OS random source; `ekb check --timing-nonce` repeats them), when
    /// the evaluation reached timing. `None` in reports written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing_nonce: Option<u64>,
    /// Labels of the checked shapes at which the device stopped a loop of this kernel at its cap
    /// ([`DeviceInfo::loop_cap`]): the outputs there could not be checked against what a GPU
    /// computes. Non-empty exactly when [`Flag::LoopCap`] is raised; absent in older reports.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loop_cap_shapes: Vec<String>,
    /// Whether the checks included the task's domain corners, where every param reaches its
    /// maximum (`--no-corners` and the Run page's checkbox turn them off): `Some(false)` says a
    /// pass was not checked at the domain's maxima. `None` when shapes were given
    /// (`ekb check --shape`), for a report made without a run, and in older reports.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub corners: Option<bool>,
    /// For a `mismatch`, how to run the failing check again ([`Reproduce`]); the CLI prints it
    /// after the message ([`Self::message_with_reproduce`]). Absent on other verdicts and in
    /// reports written before it, whose messages end with the `; reproduce: ekb check …` text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reproduce: Option<Reproduce>,
    /// For a compiled kind (`tvmscript`), the kernel its compiler generated — TVM's source adapted
    /// to our contract, in the form that ran (WGSL, OpenCL C, C) — which the diagnostics and the
    /// verdict are about. Absent for other kinds, when the compiler rejected the candidate, and in
    /// older reports.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated: Option<String>,
}

/// The kind of fault behind a `runtime_error` or `timeout` verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Fault {
    /// The platform's compiler or pipeline creation rejected the program.
    Compile,
    /// A validation error while recording or submitting work.
    Validation,
    /// Out of device memory.
    OutOfMemory,
    /// The device was lost (reset, driver crash, hostile kernel).
    DeviceLost,
    /// Work did not finish within the backend's wait limit, or the worker's wall-clock limit.
    Timeout,
    /// The isolated worker process died without an answer (signal, abort, out of host memory).
    WorkerCrashed,
    /// The backend cannot run this program form.
    UnsupportedProgram,
    /// Anything else the backend reported.
    Other,
    /// The task's own definition cannot run at the checked shape — its default launch or one of
    /// its buffers exceeds the device's limits there — so the candidate, which used the task's
    /// default launch, is not at fault. The device is fine; the verdict is `runtime_error`.
    Task,
}

impl Fault {
    /// Every fault kind.
    pub const ALL: [Self; 9] = [
        Self::Compile,
        Self::Validation,
        Self::OutOfMemory,
        Self::DeviceLost,
        Self::Timeout,
        Self::WorkerCrashed,
        Self::UnsupportedProgram,
        Self::Other,
        Self::Task,
    ];

    /// The wire name (`device_lost`), as serialised.
    pub fn name(self) -> &'static str {
        match self {
            Self::Compile => "compile",
            Self::Validation => "validation",
            Self::OutOfMemory => "out_of_memory",
            Self::DeviceLost => "device_lost",
            Self::Timeout => "timeout",
            Self::WorkerCrashed => "worker_crashed",
            Self::UnsupportedProgram => "unsupported_program",
            Self::Other => "other",
            Self::Task => "task",
        }
    }

    /// Whether the kernel is to blame: every fault but [`Self::Task`] (the task's definition).
    pub fn is_kernel_fault(self) -> bool {
        self != Self::Task
    }

    /// Whether the device (or the process holding it) should not be used again.
    pub fn poisons_device(self) -> bool {
        matches!(self, Self::DeviceLost | Self::Timeout | Self::WorkerCrashed | Self::OutOfMemory)
    }
}

impl SampleReport {
    /// A report for a candidate that never reached the device (or whose worker died).
    pub fn without_run(task: &str, verdict: Verdict, message: String, diagnostics: Vec<Diagnostic>, profile: Profile) -> Self {
        Self {
            task: task.to_string(),
            kind: Kind::Wgsl,
            baseline: Baseline::Reference,
            verdict,
            message,
            diagnostics,
            timing: None,
            flags: Vec::new(),
            profile,
            seed: 0,
            checks_run: 0,
            max_abs_err: 0.0,
            max_rel_err: 0.0,
            device: None,
            wall_ms: 0.0,
            fault: None,
            drawn_shapes: Vec::new(),
            timing_nonce: None,
            loop_cap_shapes: Vec::new(),
            corners: None,
            reproduce: None,
            generated: None,
        }
    }

    /// The same report with `fault` recorded.
    #[must_use]
    pub fn with_fault(mut self, fault: Fault) -> Self {
        self.fault = Some(fault);
        self
    }

    /// Speedup over the reference, when timed.
    pub fn speedup(&self) -> Option<f64> {
        self.timing.as_ref().map(|t| t.speedup)
    }

    /// The message followed, for a mismatch, by `; reproduce: ekb check …`
    /// ([`Reproduce::command_line`]): the verdict line as the CLI prints it.
    pub fn message_with_reproduce(&self) -> String {
        match &self.reproduce {
            Some(r) => format!("{}; reproduce: {}", self.message, r.command_line()),
            None => self.message.clone(),
        }
    }
}

/// One evaluated sample of a samples file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SampleEntry {
    /// The sample's id from the samples file.
    pub sample_id: String,
    /// Task id.
    pub task_id: String,
    /// Model that wrote the kernel (`unknown` when not given).
    pub model: String,
    /// Task level.
    pub level: u8,
    /// Task domain.
    pub domain: String,
    /// The evaluation.
    pub report: SampleReport,
}

impl SampleEntry {
    /// What metrics need of it: timed against the task's reference kernel.
    pub fn outcome(&self) -> crate::metrics::SampleOutcome {
        self.outcome_against(Baseline::Reference)
    }

    /// What metrics need of it, with Fast@p and the speedups taken against `baseline` only: a
    /// sample timed against another baseline counts for Correct@k alone.
    pub fn outcome_against(&self, baseline: Baseline) -> crate::metrics::SampleOutcome {
        let against = baseline != Baseline::None && self.report.baseline == baseline;
        crate::metrics::SampleOutcome {
            task: self.task_id.clone(),
            level: self.level,
            domain: self.domain.clone(),
            correct: self.report.verdict.is_pass(),
            speedup: self.report.speedup().filter(|_| against),
            speedup_lower: self.report.timing.as_ref().map(|t| t.speedup_lower).filter(|_| against),
            has_baseline: against,
        }
    }
}

/// The report of evaluating a set of samples (`ekb eval`, the app's Run page).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SuiteReport {
    /// Suite version.
    pub suite_version: String,
    /// Suite content hash (SHA-256 hex).
    pub suite_hash: String,
    /// Version of the tool that produced the report.
    pub tool_version: String,
    /// Evaluation profile.
    pub profile: Profile,
    /// Base seed shared by all samples.
    pub seed: u64,
    /// The device (from the first sample that reached it).
    pub device: Option<DeviceInfo>,
    /// How the report's devices were reached: `local` (this process or browser tab; absent in
    /// reports written before transports, and never written), `relay` (`ekb eval --relay`, the
    /// app's Remote devices page), later `paired`. Beside, never inside, each device's
    /// [`DeviceInfo::backend`] and each sample's [`SampleReport::kind`] (docs/SCHEMA.md, "Naming").
    #[serde(default, skip_serializing_if = "Transport::is_local")]
    pub transport: Transport,
    /// Measured peak of the report's [`Self::device`], when probed: the peak of the kind of the
    /// first sample that reached a device (in reports written before [`Self::peaks`], the WGSL
    /// adapter's, whatever the first sample's kind). It bounds only the samples run on that device.
    pub peak: Option<crate::timing::Peak>,
    /// Measured peak of each kind's device (`wgsl`: the wgpu adapter, `opencl`: the OpenCL device,
    /// `c`: the CPU backend), keyed by kind name, for every kind of the run whose probe succeeded:
    /// a sample's speed-of-light bound is the entry of its own kind. Absent in older reports and
    /// when nothing was probed (`--no-probe`, `--no-time`).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub peaks: std::collections::BTreeMap<String, crate::timing::Peak>,
    /// Metrics over all samples.
    pub metrics: crate::metrics::Metrics,
    /// Metrics per level (`"1"`, `"2"`, `"3"`).
    pub per_level: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Metrics per domain.
    pub per_domain: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Metrics per model.
    pub by_model: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Metrics per candidate kind (`wgsl`, `opencl`, `c`); absent in older reports.
    #[serde(default)]
    pub per_kind: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Metrics per device backend ([`crate::device::normalize_backend`] of each sample's device:
    /// `webgpu`, `vulkan`, `gl`, `opencl`, `cpu`, …; `unknown` without one); absent in older
    /// reports (whose keys may spell WebGPU `browserwebgpu`).
    #[serde(default)]
    pub per_backend: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Metrics against each baseline other than the reference that some sample was timed against
    /// (`tvm`: `ekb eval --baseline tvm`): Correct@k over every sample, Fast@p and the speedups
    /// over the samples timed against that baseline only. [`Self::metrics`] and the breakdowns
    /// are against the reference; the two are never mixed. Absent when every timed sample's
    /// baseline is the reference.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub per_baseline: std::collections::BTreeMap<String, crate::metrics::Metrics>,
    /// Every sample.
    pub samples: Vec<SampleEntry>,
}

impl SuiteReport {
    /// Builds the report and its metrics from evaluated samples.
    pub fn new(
        suite_version: &str,
        suite_hash: &str,
        tool_version: &str,
        profile: Profile,
        seed: u64,
        peak: Option<crate::timing::Peak>,
        samples: Vec<SampleEntry>,
    ) -> Self {
        let outcomes: Vec<_> = samples.iter().map(SampleEntry::outcome).collect();
        let (per_level, per_domain) = crate::metrics::breakdown(&outcomes);
        type Groups = std::collections::BTreeMap<String, Vec<crate::metrics::SampleOutcome>>;
        let (mut models, mut kinds, mut backends) = (Groups::new(), Groups::new(), Groups::new());
        for s in &samples {
            models.entry(s.model.clone()).or_default().push(s.outcome());
            kinds.entry(s.report.kind.name().to_string()).or_default().push(s.outcome());
            let backend = s.report.device.as_ref().map_or_else(|| "unknown".to_string(), DeviceInfo::backend_name);
            backends.entry(backend).or_default().push(s.outcome());
        }
        // `extend`, not `collect`: a `BTreeMap`'s `collect` sorts its pairs (crate::sort).
        let metrics_of = |g: Groups| {
            let mut m = std::collections::BTreeMap::new();
            m.extend(g.into_iter().map(|(k, v)| (k, crate::metrics::compute(&v))));
            m
        };
        let others = [Baseline::Tvm].into_iter().filter(|b| samples.iter().any(|s| s.report.baseline == *b));
        let mut per_baseline = std::collections::BTreeMap::new();
        per_baseline.extend(
            others.map(|b| {
                (b.name().to_string(), crate::metrics::compute(&samples.iter().map(|s| s.outcome_against(b)).collect::<Vec<_>>()))
            }),
        );
        Self {
            suite_version: suite_version.into(),
            suite_hash: suite_hash.into(),
            tool_version: tool_version.into(),
            profile,
            seed,
            device: samples.iter().find_map(|s| s.report.device.clone()),
            transport: Transport::Local,
            peak,
            peaks: std::collections::BTreeMap::new(),
            metrics: crate::metrics::compute(&outcomes),
            per_level,
            per_domain,
            by_model: metrics_of(models),
            per_kind: metrics_of(kinds),
            per_backend: metrics_of(backends),
            per_baseline,
            samples,
        }
    }
}

impl SuiteReport {
    /// The same report, its devices reached through `transport`.
    #[must_use]
    pub fn with_transport(mut self, transport: Transport) -> Self {
        self.transport = transport;
        self
    }

    /// The same report with the measured peak of each kind's device ([`Self::peaks`]); [`Self::peak`]
    /// becomes the entry for the kind of the first sample that reached a device (the one
    /// [`Self::device`] describes), or none when that kind was not probed.
    #[must_use]
    pub fn with_peaks(mut self, peaks: &std::collections::BTreeMap<Kind, crate::timing::Peak>) -> Self {
        self.peaks = peaks.iter().map(|(k, p)| (k.name().to_string(), *p)).collect();
        if let Some(first) = self.samples.iter().find(|s| s.report.device.is_some()) {
            self.peak = peaks.get(&first.report.kind).copied();
        }
        self
    }

    /// The peak that bounds `kind`'s samples: its entry of [`Self::peaks`].
    pub fn peak_for(&self, kind: Kind) -> Option<crate::timing::Peak> {
        self.peaks.get(kind.name()).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A speed-of-light estimate is a bound only while no measured median is below it; an
    /// evaluator's flag is honoured, and a report written before the flag is judged the same way.
    #[test]
    fn a_speed_of_light_estimate_beaten_by_a_measured_time_is_no_bound() {
        assert!(!TimingReport::beats_speed_of_light(2.0, 3.0, Some(1.0)));
        assert!(TimingReport::beats_speed_of_light(2.0, 0.9, Some(1.0)), "the reference beat it");
        assert!(TimingReport::beats_speed_of_light(0.7, 3.0, Some(1.0)), "the kernel beat it");
        assert!(!TimingReport::beats_speed_of_light(0.7, 0.9, None));
        assert!(!TimingReport::beats_speed_of_light(0.7, 0.9, Some(f64::NAN)));
        let mut t: TimingReport = serde_json::from_value(serde_json::json!({
            "method": "host_clock", "resolution_ns": 1.0, "shape": "N=1", "candidate_ms": 2.0, "baseline_ms": 3.0,
            "speedup": 1.5, "batch": {"candidate": 2, "baseline": 2}, "samples": 0, "candidate_samples_ms": [],
            "baseline_samples_ms": [], "candidate_spread": 0.0, "baseline_spread": 0.0, "noisy": false,
            "speed_of_light_ms": 1.0, "candidate_gflops": 0.0, "candidate_gbps": 0.0
        }))
        .expect("a report written before the flag");
        assert!(!t.speed_of_light_violated);
        assert_eq!(t.speed_of_light_bound(), Some(1.0));
        assert!(!serde_json::to_string(&t).expect("json").contains("speed_of_light_violated"), "absent when false");
        t.speed_of_light_violated = true;
        assert_eq!(t.speed_of_light_bound(), None);
        assert!(serde_json::to_string(&t).expect("json").contains(r#""speed_of_light_violated":true"#));
        t.speed_of_light_violated = false;
        t.baseline_ms = 0.8;
        assert_eq!(t.speed_of_light_bound(), None, "recomputed for an old report");
    }
    use crate::comparison::Comparison;

    #[test]
    fn fault_names_are_the_serde_names_and_old_reports_have_none() {
        for f in Fault::ALL {
            assert_eq!(serde_json::to_value(f).expect("json"), serde_json::json!(f.name()));
        }
        let r = SampleReport::without_run("t", Verdict::InvalidShader, String::new(), Vec::new(), Profile::Ci);
        let mut v = serde_json::to_value(&r).expect("json");
        assert!(v.get("fault").is_none(), "no fault, no field: {v}");
        v["fault"] = serde_json::json!("device_lost");
        assert_eq!(serde_json::from_value::<SampleReport>(v).expect("back").fault, Some(Fault::DeviceLost));
    }

    #[test]
    fn peaks_are_per_kind_and_old_reports_have_none() {
        use crate::timing::Peak;
        let entry = |kind: Kind, backend: &str| {
            let mut r = SampleReport::without_run("t", Verdict::Pass, String::new(), Vec::new(), Profile::Ci);
            r.kind = kind;
            r.device = Some(DeviceInfo {
                name: backend.into(),
                vendor: String::new(),
                architecture: String::new(),
                driver: String::new(),
                backend: backend.into(),
                device_type: "cpu".into(),
                is_fallback: false,
                features: vec![],
                limits: crate::device::DeviceLimits::webgpu_default(),
                runtime: "native".into(),
                loop_cap: None,
            });
            SampleEntry { sample_id: "s".into(), task_id: "t".into(), model: "m".into(), level: 1, domain: "d".into(), report: r }
        };
        let (cl, cpu) = (Peak { bytes_per_s: 1e10, flops_per_s: 1e11 }, Peak { bytes_per_s: 2e10, flops_per_s: 3e11 });
        let peaks = [(Kind::Opencl, cl), (Kind::C, cpu)].into_iter().collect();
        let r = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry(Kind::Opencl, "opencl"), entry(Kind::C, "cpu")])
            .with_peaks(&peaks);
        // `peak` is the peak of `device`, the first sample's (an OpenCL device), not another kind's.
        assert_eq!((r.peak, r.peak_for(Kind::C), r.peak_for(Kind::Wgsl)), (Some(cl), Some(cpu), None));
        let mut v = serde_json::to_value(&r).expect("json");
        assert_eq!(v["peaks"]["c"]["flops_per_s"], serde_json::json!(3e11), "{v}");
        assert_eq!(serde_json::from_value::<SuiteReport>(v.clone()).expect("back"), r);
        // Reports stored before `peaks` still read, with none.
        v.as_object_mut().expect("object").remove("peaks");
        assert!(serde_json::from_value::<SuiteReport>(v).expect("old").peaks.is_empty());
        let none = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![]);
        assert!(serde_json::to_value(&none).expect("json").get("peaks").is_none(), "nothing probed, no field");
    }

    #[test]
    fn transport_is_beside_the_backend_and_old_reports_are_local() {
        let mut e = SampleReport::without_run("t", Verdict::Pass, String::new(), Vec::new(), Profile::Ci);
        e.device = Some(DeviceInfo {
            name: "n".into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: "browserwebgpu".into(),
            device_type: "other".into(),
            is_fallback: false,
            features: vec![],
            limits: crate::device::DeviceLimits::webgpu_default(),
            runtime: "chromium 156".into(),
            loop_cap: None,
        });
        let entry = SampleEntry { sample_id: "s".into(), task_id: "t".into(), model: "m".into(), level: 1, domain: "d".into(), report: e };
        let local = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry]);
        assert_eq!(local.per_backend.keys().collect::<Vec<_>>(), ["webgpu"], "one spelling per device API");
        let v = serde_json::to_value(&local).expect("json");
        assert!(v.get("transport").is_none(), "local is never written: {v}");
        assert_eq!(serde_json::from_value::<SuiteReport>(v).expect("old").transport, Transport::Local);
        let relayed = local.with_transport(Transport::Relay);
        let v = serde_json::to_value(&relayed).expect("json");
        assert_eq!(v["transport"], "relay");
        assert_eq!(serde_json::from_value::<SuiteReport>(v).expect("back"), relayed);
    }

    #[test]
    fn a_mismatch_carries_its_reproduce_command_and_old_reports_still_read() {
        let evidence = MismatchEvidence {
            check: Check::TimedLaunch,
            buffer: "y".into(),
            shape: "N=5".into(),
            seed: 3,
            comparison: Comparison { len: 5, mismatches: 1, first: None, max_abs_err: 1.0, max_rel_err: 1.0 },
        };
        let mut r =
            SampleReport::without_run("t", Verdict::Mismatch(Box::new(evidence)), "output `y` differs".into(), Vec::new(), Profile::Ci);
        assert_eq!(r.message_with_reproduce(), "output `y` differs", "nothing to add without one");
        let v = serde_json::to_value(&r).expect("json");
        assert!(v.get("reproduce").is_none(), "none, no field: {v}");
        assert_eq!(v["evidence"]["check"], "timed_launch");
        r.reproduce =
            Some(Reproduce { task: "t".into(), seed: 7, profile: Profile::Ci, shape: Some("N=5".into()), timing_nonce: Some(11) });
        assert_eq!(r.message_with_reproduce(), "output `y` differs; reproduce: ekb check --task t --seed 7 --shape N=5 --timing-nonce 11");
        let v = serde_json::to_value(&r).expect("json");
        assert_eq!(v["reproduce"], serde_json::json!({"task": "t", "seed": 7, "profile": "ci", "shape": "N=5", "timing_nonce": 11}));
        assert_eq!(serde_json::from_value::<SampleReport>(v.clone()).expect("back"), r);
        // A report stored before the field: its message already ends with the command.
        let mut old = v;
        old.as_object_mut().expect("object").remove("reproduce");
        old["message"] = serde_json::json!("output `y` differs; reproduce: ekb check --task t --seed 7");
        let old: SampleReport = serde_json::from_value(old).expect("old");
        assert_eq!(
            (old.reproduce.as_ref(), old.message_with_reproduce().as_str()),
            (None, "output `y` differs; reproduce: ekb check --task t --seed 7")
        );
    }

    #[test]
    fn flag_names_are_the_serde_names() {
        for f in Flag::ALL {
            assert_eq!(serde_json::to_value(f).expect("json"), serde_json::json!(f.name()));
        }
    }

    #[test]
    fn batch_sizes_are_named_and_read_old_arrays_in_fill_order() {
        let b = BatchSizes { candidate: 2, baseline: 256 };
        let v = serde_json::to_value(b).expect("json");
        assert_eq!(v, serde_json::json!({"candidate": 2, "baseline": 256}));
        assert_eq!(serde_json::from_value::<BatchSizes>(v).expect("back"), b);
        // Reports stored before the named fields: `[baseline, candidate]`, the order they were filled.
        assert_eq!(serde_json::from_str::<BatchSizes>("[256, 2]").expect("legacy"), b);
        assert!(serde_json::from_str::<BatchSizes>("[1, 2, 3]").is_err());
        assert!(serde_json::from_str::<BatchSizes>(r#"{"candidate": 1}"#).is_err());
    }
}
