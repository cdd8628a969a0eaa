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

use std::io;
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

use ekb_eval::timing::TimingConfig;
use ekb_eval::EvalOptions;
use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, RemoteTarget, Work, WorkerCommand};
use ekb_wire::report::Fault;
use ekb_wire::timing::Profile;
use server::relay::{ClaimedJob, Execution, Executor, Progress};

/// One evaluation for an executor thread, and where its outcome goes.
type Request = (Job, Limits, mpsc::Sender<io::Result<Outcome>>);

/// Runs relay jobs through pools of `ekb worker` processes, each pool owned by one long-lived
/// thread. The workers die with the thread that started them (the pool's parent-death signal,
/// which Linux ties to the spawning *thread*): on the runtime's blocking threads, which exit when
/// idle, a worker kept warm between jobs would be killed mid-job by another thread's exit. These
/// threads live as long as the executor, and the workers die with the process (`kill -9` of
/// `ekb serve` included), so no worker outlives it holding a device's session.
pub(crate) struct PoolExecutor {
    requests: mpsc::Sender<Request>,
    /// The tracker the workers ask for devices, `HOST:PORT`.
    pub tracker: String,
    /// Priority of the relay's requests at the tracker (TVM's client's, 1: the tracker lowers any
    /// higher one to it, so the relay and TVM's clients are served in request order).
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
    /// Workers are `command` (this executable's `worker`), in `threads` pools (the relay's
    /// concurrency).
    ///
    /// # Errors
    /// When a thread cannot be started.
    pub(crate) fn new(
        command: WorkerCommand,
        threads: usize,
        tracker: String,
        request_timeout: Duration,
        step_timeout: Duration,
        profile: Profile,
    ) -> io::Result<Self> {
        let (requests, rx) = mpsc::channel::<Request>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads.max(1) {
            let (rx, command) = (rx.clone(), command.clone());
            std::thread::Builder::new().name(format!("ekb-relay-{i}")).spawn(move || {
                // Every relay job is remote: the worker needs the network (the tracker, the
                // session), and no candidate code runs in it — the remote backend compiles the
                // candidate in the sandbox and it runs on the device.
                let mut pool = Pool::new(command, Isolation::Pool);
                loop {
                    let next = rx.lock().map_err(|_| ()).and_then(|r| r.recv().map_err(|_| ()));
                    let Ok((job, limits, reply)) = next else { return };
                    let _ = reply.send(pool.run(&job, limits));
                }
            })?;
        }
        Ok(Self { requests, tracker, priority: 1, request_timeout, step_timeout, profile, memory_mib: 4096 })
    }

    /// Runs `job` on one of the executor's threads and waits for its outcome.
    fn run(&self, job: Job, limits: Limits) -> io::Result<Outcome> {
        let (tx, rx) = mpsc::channel();
        self.requests.send((job, limits, tx)).map_err(|_| io::Error::other("the relay's executor threads are gone"))?;
        rx.recv().map_err(|_| io::Error::other("the relay's executor thread ended without an answer"))?
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
            // The seed derives from the job id, which the client knows: the timed launches' input
            // sets and verified launches come from the OS random source instead.
            timing_nonce: Some(ekb_runner::job::timing_nonce()),
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
        let outcome = self.run(work, limits);
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

/// The relay's `tvmscript` compiler ([`server::relay::TvmScriptCompiler`]): TVM's compile worker in
/// bubblewrap on this host, with the launch-ABI adapters of `ekb eval --kind tvmscript`
/// ([`ekb_dispatch::TvmScriptForms`]), so a relay job gets the kernel a local run would.
#[derive(Debug)]
pub(crate) struct RelayTvmScript {
    forms: ekb_dispatch::TvmScriptForms,
    /// The profile a rejected candidate's report names (the relay's `--relay-profile`).
    profile: Profile,
}

impl RelayTvmScript {
    /// The compile worker over the default TVM venv (`EKB_TVM_VENV`, else `~/.cache/ekb/tvm-venv`).
    pub(crate) fn detect(profile: Profile) -> Self {
        Self { forms: ekb_dispatch::TvmScriptForms::detect(), profile }
    }
}

impl server::relay::TvmScriptCompiler for RelayTvmScript {
    fn unavailable(&self) -> Option<String> {
        self.forms.unavailable()
    }

    fn generate(
        &self,
        task: &ekb_eval::task::TaskSpec,
        family: ekb_wire::kind::Family,
        source: &str,
    ) -> Result<String, Box<ekb_wire::report::SampleReport>> {
        self.forms.candidate(task, family, source, self.profile)
    }
}
