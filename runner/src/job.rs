//! What a worker is asked to do and what it answers. Both travel as one line of JSON.

use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, Profile, SampleReport};
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
