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
use ekb_eval::{EvalOptions, Profile, SampleReport};
use serde::{Deserialize, Serialize};

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
    /// the wgpu adapter, OpenCL C on the OpenCL device, C on every thread of the CPU backend (in a
    /// sandboxed worker, like `c` candidates).
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
    /// whose verdict is `runtime_error` (device lost, out of memory, a driver error), or one whose
    /// recorded fault poisons the device ([`ekb_eval::report::Fault::poisons_device`]: e.g. a
    /// `timeout` from the backend's wait limit, after which the device may still be running the
    /// kernel). Such a worker is not reused.
    pub fn is_fault(&self) -> bool {
        match self {
            Answer::Report(r) => matches!(r.verdict, ekb_eval::Verdict::RuntimeError { .. }) || r.fault.is_some_and(|f| f.poisons_device()),
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

impl Limits {
    /// The default wall-clock limit for a task: 30 s + 100 s per 10⁹ (FLOP + bytes) at the timed
    /// shape of `profile`, capped at 600 s — generous for software Vulkan, where kernels run
    /// 100–1000× slower.
    pub fn default_timeout(task: &kernels::Task, profile: Profile) -> Duration {
        let cost =
            task.spec.timed_shape(profile).ok().and_then(|s| Some(task.spec.flops(&s).ok()? + task.spec.bytes(&s).ok()?)).unwrap_or(0.0);
        Duration::from_secs_f64((30.0 + 100.0 * cost / 1e9).min(600.0))
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
        assert!(Answer::Failed { message: "no adapter".into() }.is_fault());
    }
}
