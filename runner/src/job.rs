//! What a worker is asked to do and what it answers, and the envelopes both travel in: one line
//! of JSON each, a [`Request`] from the pool, a [`Reply`] from the worker, bound to their job by a
//! [`Nonce`].
//!
//! The exchange for one job (docs/EVALUATION.md §5): the pool draws a nonce from the OS RNG and
//! sends [`Request::Job`]; the worker's first line must be [`Reply::Answer`] with that nonce. The
//! pool then draws a second nonce and sends [`Request::Confirm`]; the worker's next line must be
//! [`Reply::Confirmed`] with it. The confirmation shows that the answer was the worker's only line
//! for the job and that the worker was still serving after writing it: a line before the answer,
//! a wrong nonce, a second answer, or an exit after the answer is a protocol violation, and the
//! pool treats the worker as crashed.

use std::io;
use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, SampleReport};
use serde::{Deserialize, Serialize};

/// A timing nonce ([`EvalOptions::timing_nonce`]) from the operating system's random source
/// (`getrandom(2)` on Linux): what the evaluator draws the timed launches' input sets, their order
/// and the verified launches from, so no kernel can predict them. Should the OS source fail (it does
/// not on the systems `ekb` runs on), the nanoseconds of the wall clock and the process id mixed by
/// SplitMix64 stand in — still nothing a kernel compiled before the run can know.
pub fn timing_nonce() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        ekb_eval::evaluate::derive_seed(t.as_nanos() as u64, u64::from(std::process::id()))
    })
}

/// Which device the worker opens. Interpreted by the worker binary (for `ekb`: a wgpu graphics
/// API, `opencl` or `cpu`; an adapter or OpenCL device index or name substring; the limits
/// choice and the clock choice). A job's [`Kind`] picks the backend family; the selection
/// applies to the family it names, and other kinds get their family's default device.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceSelection {
    /// Graphics API (`vulkan`, `gl`, `metal`, `dx12`, `all`), `opencl` or `cpu`; `None` = the
    /// worker's default.
    pub backend: Option<String>,
    /// Adapter index or a case-insensitive substring of its name; `None` = the worker's default.
    pub adapter: Option<String>,
    /// Request the adapter's own limits instead of the WebGPU defaults.
    pub adapter_limits: bool,
    /// Time with the host clock even when timestamp queries are available.
    pub host_clock: bool,
    /// A device reached over a TVM RPC session through a tracker (transport `relay`); `None` = a
    /// device of this machine. When set, `backend` and `adapter` are ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<RemoteTarget>,
}

/// A device registered with a TVM RPC tracker (docs/RELAY.md).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemoteTarget {
    /// The tracker, `HOST:PORT`.
    pub tracker: String,
    /// The device's tracker key (`rasp4`) or a match key naming one server.
    pub key: String,
    /// The device API on the remote (`cpu`, …).
    pub backend: String,
    /// The request's priority at the tracker (higher first, as in TVM).
    pub priority: i32,
    /// Most ms to wait for a free server of the key.
    pub request_timeout_ms: u64,
    /// Most ms for any one RPC step (connect, upload, load, copy, call).
    pub step_timeout_ms: u64,
}

/// What a worker does.
// One per job, moved once: the size of a variant does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Work {
    /// Evaluate a candidate.
    Evaluate {
        /// Task id.
        task: String,
        /// Candidate text.
        source: String,
        /// Options.
        opts: EvalOptions,
        /// The candidate's language (absent = `wgsl`): its front end and backend family.
        #[serde(default)]
        language: Kind,
    },
    /// Measure the peak copy bandwidth (bytes/s) and FMA rate (FLOP/s) of the device that runs
    /// candidates of `language`, with that backend's own probe kernels and timer: WGSL kernels on
    /// the wgpu adapter, OpenCL C on the OpenCL device, C on every thread of the CPU backend (the
    /// native kinds' probes in a kernel host, like their candidates).
    Probe {
        /// Use the small probe (software adapters, CPU devices, the `ci` profile on the CPU).
        small: bool,
        /// Whose device to probe (absent = `wgsl`, the only probe before kinds had their own).
        #[serde(default)]
        language: Kind,
    },
}

/// One job for a worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Job {
    /// Device selection.
    pub adapter: DeviceSelection,
    /// Data-segment limit in MiB (0 = none); the pool fills it from [`Limits::memory_mib`].
    pub memory_limit_mib: u64,
    /// The work.
    pub work: Work,
}

/// A secret that binds a worker's lines to one job or one confirmation: 128 bits from the OS RNG
/// ([`getrandom::fill`]), written as 32 lowercase hex digits. A candidate that can write to the
/// worker's answer channel but cannot read the worker's memory cannot know it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Nonce(String);

impl Nonce {
    /// Bytes drawn per nonce.
    pub const BYTES: usize = 16;

    /// A fresh nonce.
    ///
    /// # Errors
    /// When the OS RNG fails (it does not block once the system has booted).
    pub fn draw() -> io::Result<Self> {
        let mut bytes = [0u8; Self::BYTES];
        getrandom::fill(&mut bytes).map_err(|e| io::Error::other(format!("drawing a job nonce from the OS RNG: {e}")))?;
        Ok(Self(bytes.iter().map(|b| format!("{b:02x}")).collect()))
    }

    /// The hex digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Nonce {
    /// Only the first 4 hex digits: enough to tell nonces apart in a test failure.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Nonce({}…)", self.0.get(..4).unwrap_or(&self.0))
    }
}

/// A line from the pool to a worker. Tagged `request`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case")]
pub enum Request {
    /// Do `job`, then answer with [`Reply::Answer`] carrying `nonce`.
    Job {
        /// This job's nonce, echoed in the answer.
        nonce: Nonce,
        /// The job.
        job: Box<Job>,
    },
    /// Sent after the answer: reply [`Reply::Confirmed`] with `nonce`.
    Confirm {
        /// A nonce drawn after the answer arrived, echoed in the confirmation.
        nonce: Nonce,
    },
}

/// A line from a worker to the pool. Tagged `reply`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "reply", rename_all = "snake_case")]
pub enum Reply {
    /// The answer to the job whose nonce it carries.
    Answer {
        /// The job's nonce.
        nonce: Nonce,
        /// The answer.
        answer: Answer,
    },
    /// The answer just given was the worker's last line for its job.
    Confirmed {
        /// The nonce of the [`Request::Confirm`].
        nonce: Nonce,
    },
}

/// A worker's answer. Tagged `answer` (a report has a `kind` field of its own).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Answer {
    /// An evaluation report.
    Report(Box<SampleReport>),
    /// A peak measurement.
    Peak(Peak),
    /// The worker could not do the job (no adapter, unknown task, a panic).
    Failed {
        /// Why.
        message: String,
    },
}

impl Answer {
    /// Whether the worker that gave this answer may have a broken device: a failure, a report
    /// whose verdict is `runtime_error` (device lost, out of memory, a driver error) — unless its
    /// fault is the task's ([`ekb_eval::report::Fault::Task`]: the task cannot run at a shape, the
    /// kernel and the device are fine) — or one whose recorded fault poisons the device
    /// ([`ekb_eval::report::Fault::poisons_device`]: e.g. a `timeout` from the backend's wait
    /// limit, after which the device may still be running the kernel). Such a worker is not reused.
    pub fn is_fault(&self) -> bool {
        match self {
            Answer::Report(r) => {
                let kernel_fault = r.fault.is_none_or(|f| f.is_kernel_fault());
                (kernel_fault && matches!(r.verdict, ekb_eval::Verdict::RuntimeError { .. })) || r.fault.is_some_and(|f| f.poisons_device())
            }
            Answer::Peak(_) => false,
            Answer::Failed { .. } => true,
        }
    }
}

/// Limits for one job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock limit of the job (from sending it to its answer).
    pub timeout: Duration,
    /// Data-segment limit of the worker, MiB (0 = none).
    pub memory_mib: u64,
}

/// The wall-clock limit's fixed part: worker start, device creation, pipeline compiles.
pub const TIMEOUT_BASE: Duration = Duration::from_secs(30);
/// Seconds per 10⁹ (FLOP + bytes) of the profile's timed shape: the timed batches (≥ 10 pairs of
/// ≥ 4 ms batches, up to 50 pairs) — generous for software Vulkan, where kernels run 100–1000×
/// slower than on a GPU.
pub const TIMEOUT_S_PER_GCOST_TIMED: f64 = 100.0;
/// Seconds per 10⁹ (FLOP + bytes) × launches of the checks ([`ekb_eval::checked::check_cost`]):
/// each check launch also generates its inputs, runs the f64 CPU reference and compares. Measured
/// on the 2-core test machine (release build, lavapipe): ≈ 1–4 s per 10⁹ for the references at
/// large `--shape`s; × 5 for a loaded machine and a slower candidate.
pub const TIMEOUT_S_PER_GCOST_CHECKED: f64 = 20.0;
/// What a `tvmscript` candidate's default limit adds: TVM's compile worker may take its whole wall-time
/// limit (`ekb_sandbox::ScriptLimits`' default, 60 s, which the prompt states; a test holds the two
/// equal) before the check starts, so a script stopped there is the worker's `invalid_shader` with its
/// reason, not the job's `timeout`.
pub const TVMSCRIPT_COMPILE_WALL: Duration = Duration::from_secs(60);
/// The most any default limit is: a correct kernel at the largest legal shapes must not time out,
/// and a kernel that never ends must not hold a worker longer than this.
pub const TIMEOUT_MAX: Duration = Duration::from_secs(1800);

impl Limits {
    /// The default wall-clock limit for evaluating a candidate of `task` with `opts`:
    /// [`TIMEOUT_BASE`] + [`TIMEOUT_S_PER_GCOST_TIMED`] × the profile's timed shape's cost (when
    /// timing runs) + [`TIMEOUT_S_PER_GCOST_CHECKED`] × the cost of the checks — every checked shape
    /// (the task's check shapes, the drawn shapes, the domain corners, or the `--shape` shapes) by
    /// its launches ([`ekb_eval::checked::check_cost`]) — costs in units of 10⁹ FLOP + bytes from
    /// the task's cost model, at most [`TIMEOUT_MAX`]. So `ekb check --shape` at a large legal
    /// shape gets the time that shape needs, not the `ci` shape's.
    pub fn default_timeout(task: &kernels::Task, opts: &EvalOptions) -> Duration {
        let spec = &task.spec;
        let timed = if opts.time {
            spec.timed_shape(opts.profile).ok().and_then(|s| Some(spec.flops(&s).ok()? + spec.bytes(&s).ok()?)).unwrap_or(0.0)
        } else {
            0.0
        };
        let checked = ekb_eval::checked::check_cost(spec, opts).unwrap_or(0.0);
        let s = TIMEOUT_S_PER_GCOST_TIMED * timed / 1e9 + TIMEOUT_S_PER_GCOST_CHECKED * checked / 1e9;
        (TIMEOUT_BASE + Duration::from_secs_f64(s.min(TIMEOUT_MAX.as_secs_f64()))).min(TIMEOUT_MAX)
    }
}

#[cfg(test)]
mod tests {
    use ekb_eval::report::Fault;
    use ekb_eval::{Profile, SampleReport, Verdict};

    use super::Answer;

    fn report(verdict: Verdict, fault: Option<Fault>) -> Answer {
        let mut r = SampleReport::without_run("t", verdict, String::new(), Vec::new(), Profile::Ci);
        r.fault = fault;
        Answer::Report(Box::new(r))
    }

    /// The default limit grows with the shapes an evaluation checks: `--shape` at a large legal
    /// shape gets the time its cost model says it needs, and no limit passes [`TIMEOUT_MAX`].
    #[test]
    fn timeouts_scale_with_the_shapes_checked() {
        use super::{Limits, TIMEOUT_BASE, TIMEOUT_MAX, TIMEOUT_S_PER_GCOST_CHECKED};
        use ekb_eval::EvalOptions;
        let task = kernels::get("l1_vector_add").expect("task");
        let default = EvalOptions::default();
        let small = Limits::default_timeout(task, &default);
        assert!(small >= TIMEOUT_BASE && small < TIMEOUT_BASE * 2, "{small:?}");
        let n = 1u64 << 24;
        let big = EvalOptions {
            check_shapes: Some(vec![ekb_eval::domain::parse_shape(&format!("N={n}")).expect("shape")]),
            time: false,
            ..default.clone()
        };
        // The given shape's cost (N FLOP + 12 N bytes) times its launches, and the ci shape's one check run.
        let cost = ekb_eval::checked::check_cost(&task.spec, &big).expect("cost");
        let launches = ekb_eval::checked::checked_shapes(&task.spec, &big).expect("shapes")[0].launches(&task.spec);
        assert!(cost >= 13.0 * n as f64 * f64::from(launches), "{cost}");
        let large = Limits::default_timeout(task, &big);
        let want = TIMEOUT_BASE.as_secs_f64() + TIMEOUT_S_PER_GCOST_CHECKED * cost / 1e9;
        assert!((large.as_secs_f64() - want).abs() < 1e-6 && large > small, "{large:?} vs {want} s");
        let many = EvalOptions { check_shapes: Some(vec![big.check_shapes.clone().expect("given")[0].clone(); 400]), ..big };
        assert_eq!(Limits::default_timeout(task, &many), TIMEOUT_MAX);
    }

    /// A `tvmscript` sample's default limit leaves TVM's compile worker its whole wall-time limit
    /// before the check's own time: a script stopped by the worker's limit is its verdict, not the
    /// job's timeout. A limit given (`--timeout`) is kept as given.
    #[test]
    fn a_tvmscript_sample_gets_the_compile_workers_time_too() {
        use ekb_eval::kind::Kind;
        assert_eq!(super::TVMSCRIPT_COMPILE_WALL, ekb_sandbox::ScriptLimits::default().wall);
        let task = kernels::get("l1_vector_add").expect("task");
        let plan = crate::suite::Plan {
            device: super::DeviceSelection::default(),
            options: ekb_eval::EvalOptions::default(),
            peaks: std::collections::BTreeMap::new(),
            timeout: None,
            memory_mib: 0,
        };
        let wgsl = plan.limits(task, Kind::Wgsl).timeout;
        assert_eq!(plan.limits(task, Kind::Tvmscript).timeout, wgsl + super::TVMSCRIPT_COMPILE_WALL);
        let given = crate::suite::Plan { timeout: Some(std::time::Duration::from_secs(35)), ..plan };
        assert_eq!(given.limits(task, Kind::Tvmscript).timeout, std::time::Duration::from_secs(35));
    }

    /// A worker is retired after a device fault, whatever the verdict says, and kept after a
    /// verdict about the kernel alone.
    #[test]
    fn faults_retire_the_worker() {
        assert!(report(Verdict::RuntimeError { message: "x".into() }, None).is_fault());
        assert!(report(Verdict::Timeout { limit_ms: 5 }, Some(Fault::Timeout)).is_fault(), "the device may still run the kernel");
        assert!(report(Verdict::Timeout { limit_ms: 5 }, Some(Fault::DeviceLost)).is_fault());
        assert!(!report(Verdict::Timeout { limit_ms: 5 }, None).is_fault(), "skipped over the launch budget: the device is fine");
        assert!(!report(Verdict::InvalidShader, None).is_fault());
        assert!(!report(Verdict::Pass, None).is_fault());
        assert!(!report(Verdict::RuntimeError { message: "task definition: …".into() }, Some(Fault::Task)).is_fault(), "the task's fault");
        assert!(Answer::Failed { message: "no adapter".into() }.is_fault());
    }

    /// Nonces come from the OS source: no two draws alike, and they travel in a job's options.
    #[test]
    fn timing_nonces_are_fresh_and_travel_with_the_job() {
        let draws: std::collections::HashSet<u64> = (0..64).map(|_| super::timing_nonce()).collect();
        assert_eq!(draws.len(), 64);
        let opts = ekb_eval::EvalOptions { timing_nonce: Some(0xDEAD_BEEF_0123_4567), ..Default::default() };
        let back: ekb_eval::EvalOptions = serde_json::from_str(&serde_json::to_string(&opts).unwrap()).unwrap();
        assert_eq!(back.timing_nonce, Some(0xDEAD_BEEF_0123_4567));
        let old: ekb_eval::EvalOptions = serde_json::from_str(&serde_json::to_string(&ekb_eval::EvalOptions::default()).unwrap()).unwrap();
        assert_eq!(old.timing_nonce, None, "absent: the evaluator derives it from the seed");
    }
}
