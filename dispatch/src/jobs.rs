//! Running jobs ([`Worker`]): what the isolated worker, `ekb worker` (the child side of
//! `ekb_runner::Pool`), does with each job it reads. Each job's kind picks its driver
//! ([`crate::driver`]): its front end and its runner family — `wgsl` on wgpu, `opencl` on an OpenCL
//! device, `c` on the CPU — and the device is opened by the first job that needs it and reused by
//! the next ones. A peak probe job runs its kind's backend's probe on that same device. A job that
//! ends in a fault (`runtime_error`: device lost, out of memory, a driver error; a hung kernel)
//! drops every device, so a lost device is never reused (the pool replaces such a worker anyway).
//!
//! A native program — a `c` kernel, an `opencl` kernel, the task's reference kernel of those kinds,
//! the probe's kernels — runs in a kernel host ([`crate::native`]). Without the sandbox its kind's
//! [`ekb_eval::kind::Confinement`] needs, a job is `unsupported` (missing `c-sandbox` /
//! `opencl-sandbox`) with the sandbox's message, and nothing native runs.

use ekb_eval::{EvalOptions, EvalTask};
use ekb_runner::{Answer, DeviceSelection, Job, RemoteTarget, Work};
use ekb_sandbox::SandboxUnavailable;
use ekb_wire::diagnostic::{Diagnostic, Stage};
use ekb_wire::kind::Kind;
use ekb_wire::{SampleReport, Verdict};

use crate::driver::{driver, OpenDevice};
use crate::native::sandbox_for;
use crate::DispatchError;

type Result<T> = std::result::Result<T, DispatchError>;

/// The devices a worker has opened: at most one per kind, with the selection it was opened for.
#[derive(Default)]
pub struct Worker {
    open: Vec<(Kind, DeviceSelection, Box<dyn OpenDevice>)>,
}

impl Worker {
    /// The device for a job of `kind` under `selection`, opened on first use; native kinds' kernel
    /// hosts get `memory_limit_mib`.
    fn get(&mut self, kind: Kind, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<&dyn OpenDevice> {
        let selection = crate::select::for_kind(selection, kind);
        if let Some(i) = self.open.iter().position(|(k, s, _)| *k == kind && *s == selection) {
            return Ok(&*self.open[i].2);
        }
        self.open.retain(|(k, _, _)| *k != kind);
        let device = driver(kind).open(&selection, memory_limit_mib)?;
        self.open.push((kind, selection, device));
        Ok(&*self.open.last().expect("just pushed").2)
    }

    /// The answer to `job`; a job that ends in a fault drops every device.
    pub fn serve(&mut self, job: &Job) -> Answer {
        let answer = self.run(job).unwrap_or_else(|e| Answer::Failed { message: e.to_string() });
        if answer.is_fault() {
            *self = Self::default();
        }
        answer
    }

    fn run(&mut self, job: &Job) -> Result<Answer> {
        if let Some(remote) = &job.adapter.remote {
            return run_remote(remote, &job.work);
        }
        match &job.work {
            Work::Evaluate { task, source, opts, language } => {
                let t = kernels::get(task).ok_or_else(|| DispatchError::UnknownTask(task.clone()))?;
                if let Some(Err(why)) = sandbox_for(*language) {
                    return Ok(Answer::Report(Box::new(refusal(task, *language, opts, &why))));
                }
                // The asked-for baseline of this kind (the reference, or TVM's kernel); none:
                // checked, not timed (the report says `baseline: none`).
                let (chosen, opts) = chosen_baseline(t, *language, opts);
                let cached =
                    |shape: &ekb_eval::task::Shape, inputs: &[ekb_eval::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
                let eval_task = EvalTask { spec: &t.spec, reference: chosen.text.as_deref(), cpu_reference: &cached };
                // The text the evaluator prepares the reference from (a byte-order mark dropped).
                let reference_text = eval_task.reference.map(|r| r.strip_prefix('\u{feff}').unwrap_or(r));
                // `opts.peak` is the peak of this kind's device (the runner's plan picks it per kind).
                let device = self.get(*language, &job.adapter, job.memory_limit_mib)?;
                let mut report = device.evaluate(&eval_task, reference_text, source, &opts);
                note_baseline(&mut report, &chosen);
                Ok(Answer::Report(Box::new(report)))
            }
            // Each backend's own probe kernels, on the device its kind's samples run on, timed by
            // this worker's clock like the samples they bound.
            Work::Probe { small, language } => {
                if let Some(Err(why)) = sandbox_for(*language) {
                    return Err(DispatchError::Unsupported(format!("no {} peak probe: {why}", language.name())));
                }
                Ok(Answer::Peak(self.get(*language, &job.adapter, job.memory_limit_mib)?.probe(*small)?))
            }
        }
    }
}

/// The baseline `opts` asks for of `task`'s `kind` candidates ([`crate::baselines::choose`]), and
/// the options naming the one taken.
fn chosen_baseline(task: &kernels::Task, kind: Kind, opts: &EvalOptions) -> (crate::baselines::Chosen, EvalOptions) {
    let chosen = crate::baselines::choose(task, kind, opts.baseline);
    let opts = EvalOptions { baseline: chosen.baseline, ..opts.clone() };
    (chosen, opts)
}

/// Adds to `report`'s message why the asked-for baseline was not the one taken.
fn note_baseline(report: &mut SampleReport, chosen: &crate::baselines::Chosen) {
    if let Some(note) = &chosen.note {
        report.message.push_str(&format!(" ({note})"));
    }
}

/// The report for a native job without a sandbox: `unsupported`, missing `<kind>-sandbox`, with the
/// sandbox's message (what to install). No native code runs unconfined.
fn refusal(task: &str, kind: Kind, opts: &EvalOptions, why: &SandboxUnavailable) -> SampleReport {
    let d = Diagnostic::error(Stage::Contract, why.to_string());
    let missing = vec![format!("{}-sandbox", kind.name())];
    let mut r = SampleReport::without_run(task, Verdict::Unsupported { missing }, d.one_line(), vec![d], opts.profile);
    r.kind = kind;
    r
}

/// How a [`RemoteTarget`] is reached for a job on `task`: a tracker REQUEST for its key, then a
/// session with each step bounded by its step timeout (0: the backend's default, 30 s) and the whole
/// session by the task's default job limit plus four steps (what the relay allows the job after its
/// device wait, `cli/src/relay.rs`), after which a stock server kills the session itself — so a kernel
/// that hangs there holds the device that long at most, not for the server's life.
fn remote_options(r: &RemoteTarget, task: &kernels::Task, opts: &EvalOptions) -> backend_remote::RemoteOptions {
    let endpoint = backend_remote::Endpoint::Tracker {
        tracker: r.tracker.clone(),
        key: r.key.clone(),
        priority: i64::from(r.priority),
        request_timeout: std::time::Duration::from_millis(r.request_timeout_ms),
    };
    let mut o = backend_remote::RemoteOptions::new(endpoint);
    if r.step_timeout_ms > 0 {
        o.step_timeout = std::time::Duration::from_millis(r.step_timeout_ms);
    }
    o.session_timeout = ekb_runner::Limits::default_timeout(task, opts) + 4 * o.step_timeout;
    o
}

/// A job for a device behind a TVM tracker (transport `relay`): `c` on the remote's CPU (a stock TVM
/// server or `ekb device`: `backend_remote::RemoteBackend`, docs/RELAY.md "Remote backend"), and
/// the kinds an `ekb device` runs in kernel hosts of its own (`opencl`:
/// `backend_remote::HostedRemote`). The device is opened for this job and released after it — a
/// server serves one session at a time, so a worker must not hold it between jobs — and a remote
/// that cannot be reached is a `Failed` answer.
fn run_remote(remote: &RemoteTarget, work: &Work) -> Result<Answer> {
    match work {
        Work::Evaluate { task, source, opts, language } => {
            let apis = language.info().family.info().device_apis;
            if !remote.backend.is_empty() && !apis.contains(&remote.backend.as_str()) {
                return Err(DispatchError::Unsupported(format!(
                    "remote backend `{}` does not run `{}` candidates (their device APIs: {})",
                    remote.backend,
                    language.name(),
                    apis.join(", ")
                )));
            }
            let t = kernels::get(task).ok_or_else(|| DispatchError::UnknownTask(task.clone()))?;
            let cached =
                |shape: &ekb_eval::task::Shape, inputs: &[ekb_eval::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
            let (chosen, opts) = chosen_baseline(t, *language, opts);
            let opts = &opts;
            let eval_task = EvalTask { spec: &t.spec, reference: chosen.text.as_deref(), cpu_reference: &cached };
            let options = remote_options(remote, t, opts);
            if !language.info().runs_on_stock_tvm {
                let form = language.name();
                let hosted = backend_remote::HostedRemote::open(&options, form).map_err(|e| {
                    DispatchError::open(format!("opening the remote device `{}` at tracker {}", remote.key, remote.tracker), e)
                })?;
                let reference_text = eval_task.reference.map(|r| r.strip_prefix('\u{feff}').unwrap_or(r));
                let report = driver(*language).evaluate_hosted(&hosted, &eval_task, reference_text, source, opts);
                hosted.close();
                let mut report = report?;
                note_baseline(&mut report, &chosen);
                return Ok(Answer::Report(Box::new(report)));
            }
            let backend = backend_remote::RemoteBackend::open(&options)
                .map_err(|e| DispatchError::open(format!("opening the remote device `{}` at tracker {}", remote.key, remote.tracker), e))?;
            let report = driver(*language).evaluate_remote(&backend, &eval_task, source, opts);
            pollster::block_on(backend.close());
            let unsupported = || DispatchError::Unsupported(format!("`{}` does not run on a stock TVM server", language.name()));
            let mut report = report.ok_or_else(unsupported)?;
            note_baseline(&mut report, &chosen);
            Ok(Answer::Report(Box::new(report)))
        }
        Work::Probe { .. } => Err(DispatchError::Unsupported(
            "no peak probe for remote devices yet: `c` samples on a remote device have no speed-of-light bound".into(),
        )),
    }
}
