//! The executor `ekb serve` gives the server's relay runner: each job is one
//! [`Work::Evaluate`] for a pool of `ekb worker` processes with [`DeviceSelection::remote`] set
//! to the job's tracker and key, so the worker reaches the device over a TVM RPC session.
//!
//! # Verdict or failure (docs/RELAY.md, "Jobs")
//! A fault of the kernel is a verdict, a lost device or session is not:
//! * a worker's report is `done` with its verdict (`pass`, `wrong_output`, `compile_error`, a
//!   `timeout` or `runtime_error` of the kernel, …), except a report whose fault is
//!   `device_lost` or `worker_crashed` (the remote server or the session went away: a device
//!   killed mid-job, or a kernel that crashed the server, which the relay cannot tell apart);
//!   that is `failed` with the report's message;
//! * a worker that answers `failed` (no free device in time, no tracker, a broken session) is
//!   `failed` with its message;
//! * a worker that gave no answer within the job's wall-clock limit (a hung device the session's
//!   step timeouts did not catch) or died (the relay's own process, not the kernel: the kernel runs
//!   on the remote device) is `failed`, saying which.

use std::sync::Mutex;
use std::time::Duration;

use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, RemoteTarget, Work, WorkerCommand};
use server::relay::{ClaimedJob, Execution, Executor, Progress};
use wgsl_lib::report::Fault;
use wgsl_lib::timing::TimingConfig;
use wgsl_lib::{EvalOptions, Profile};

/// Runs relay jobs through pools of `ekb worker` processes, one pool per job at a time.
pub(crate) struct PoolExecutor {
    command: WorkerCommand,
    /// Pools not in use (a pool keeps its worker warm for the next job).
    idle: Mutex<Vec<Pool>>,
    /// The tracker the workers ask for devices, `HOST:PORT`.
    pub tracker: String,
    /// Priority of the relay's requests at the tracker.
    pub priority: i32,
    /// Most time to wait for a free server of the key.
    pub request_timeout: Duration,
    /// Most time for one RPC step.
    pub step_timeout: Duration,
    /// Which shape is timed.
    pub profile: Profile,
    /// Data-segment limit per worker, MiB (0 = none).
    pub memory_mib: u64,
}

impl std::fmt::Debug for PoolExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PoolExecutor").field("tracker", &self.tracker).field("profile", &self.profile).finish_non_exhaustive()
    }
}

impl PoolExecutor {
    /// Workers are `command` (this executable's `worker`).
    pub(crate) fn new(
        command: WorkerCommand,
        tracker: String,
        request_timeout: Duration,
        step_timeout: Duration,
        profile: Profile,
    ) -> Self {
        Self { command, idle: Mutex::new(Vec::new()), tracker, priority: 0, request_timeout, step_timeout, profile, memory_mib: 4096 }
    }

    fn take(&self) -> Pool {
        let pooled = self.idle.lock().ok().and_then(|mut v| v.pop());
        pooled.unwrap_or_else(|| {
            // Every relay job is remote, so the pool runs it in a plain worker
            // (`WorkerClass::of`): the worker needs the network (the tracker, the session), and
            // no candidate code runs in it — the remote backend compiles the candidate in the
            // sandbox and it runs on the device. The pool's sandboxed class stays bubblewrap.
            Pool::new(self.command.clone(), Isolation::Pool)
        })
    }

    fn give_back(&self, pool: Pool) {
        if let Ok(mut v) = self.idle.lock() {
            v.push(pool);
        }
    }

    fn options(&self, job: &ClaimedJob) -> EvalOptions {
        // A fresh seed per job: inputs the candidate cannot have been tuned to.
        let seed = u64::from_str_radix(job.id.get(..16).unwrap_or("0"), 16).unwrap_or(0);
        EvalOptions {
            profile: self.profile,
            seed,
            check_seeds: 3,
            time: true,
            timing: TimingConfig::default(),
            peak: None,
            ..EvalOptions::default()
        }
    }
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl Executor for PoolExecutor {
    fn execute(&self, job: &ClaimedJob, progress: &Progress, limit: Duration) -> Execution {
        if self.tracker.is_empty() {
            return Execution::Failed(
                "this relay runs no tracker (--no-tracker, or its embedded tracker could not bind its port): no device can be reached"
                    .into(),
            );
        }
        let Some(task) = kernels::get(&job.task) else {
            return Execution::Failed(format!("task `{}` is not in this relay's suite", job.task));
        };
        let remote = RemoteTarget {
            tracker: self.tracker.clone(),
            key: job.device.clone(),
            backend: job.backend.clone(),
            priority: self.priority,
            request_timeout_ms: ms(self.request_timeout),
            step_timeout_ms: ms(self.step_timeout),
        };
        let work = Job {
            adapter: DeviceSelection { remote: Some(remote), ..DeviceSelection::default() },
            memory_limit_mib: self.memory_mib,
            work: Work::Evaluate { task: job.task.clone(), source: job.source.clone(), opts: self.options(job), language: job.kind },
        };
        // Waiting for the device, then the task's own limit and a few RPC steps of slack.
        let wall = (Limits::default_timeout(task, &self.options(job)) + self.request_timeout + 4 * self.step_timeout).min(limit);
        let limits = Limits { timeout: wall.max(Duration::from_secs(1)), memory_mib: self.memory_mib };
        progress.step(format!("evaluating on `{}` (attempt {})", job.device, job.attempt), None);
        let mut pool = self.take();
        let outcome = pool.run(&work, limits);
        self.give_back(pool);
        match outcome {
            Ok(Outcome::Answer(Answer::Report(mut r))) => {
                if matches!(r.fault, Some(Fault::DeviceLost | Fault::WorkerCrashed)) {
                    return Execution::Failed(format!("device `{}` or its session was lost: {}", job.device, r.message));
                }
                r.kind = job.kind;
                Execution::Done(r)
            }
            Ok(Outcome::Answer(Answer::Failed { message })) => Execution::Failed(message),
            Ok(Outcome::Answer(Answer::Peak(_))) => Execution::Failed("the relay's worker answered a probe to an evaluation".into()),
            Ok(Outcome::TimedOut(d)) => Execution::Failed(format!(
                "no answer from device `{}` within {:.0} s: the device or its session hung (the relay's worker was stopped)",
                job.device,
                d.as_secs_f64()
            )),
            Ok(Outcome::Crashed(m)) => Execution::Failed(format!("the relay's worker process died: {m}")),
            Err(e) => Execution::Failed(format!("the relay could not start a worker: {e}")),
        }
    }
}
