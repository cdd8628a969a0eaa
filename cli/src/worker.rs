//! The isolated worker, `ekb worker`: the child side of `ekb_runner::Pool`. It reads line-delimited
//! JSON jobs on stdin and answers each with one JSON line on stdout ([`ekb_runner::serve_jobs`]),
//! until stdin ends. Each job's kind picks its front end and backend family — `wgsl` on wgpu,
//! `opencl` on an OpenCL device, `c` on the CPU in the sandbox — and the device is opened by the
//! first job that needs it and reused by the next ones. A peak probe job runs its kind's backend's
//! probe on that same device. A job that ends in a fault
//! (`runtime_error`: device lost, out of memory, a driver error; a hung kernel) drops every device,
//! so a lost device is never reused (the pool replaces such a worker anyway).

use anyhow::{Context, Result};
use backend_cpu::{CFrontEnd, CpuBackend};
use backend_opencl::{OpenClBackend, OpenClC, OpenClOptions};
use backend_wgpu::WgpuBackend;
use ekb_runner::{Answer, DeviceSelection, Job, RemoteTarget, Work};
use wgsl_lib::kind::Kind;
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::{evaluate_with, Backend, EvalOptions, EvalTask, FrontEnd, SampleReport, Wgsl};

use crate::adapter;

/// An opened device of one backend family, with the front end its kind uses.
enum Device {
    Wgpu(WgpuBackend),
    OpenCl(OpenClC, OpenClBackend),
    Cpu(CFrontEnd, CpuBackend),
}

/// The devices this worker has opened: at most one per kind, with the selection it was opened for.
#[derive(Default)]
struct Devices {
    open: Vec<(Kind, DeviceSelection, Device)>,
}

impl Devices {
    /// The device for a job of `kind` under `selection`, opened on first use.
    fn get(&mut self, kind: Kind, selection: &DeviceSelection) -> Result<&Device> {
        let selection = adapter::for_kind(selection, kind);
        if let Some(i) = self.open.iter().position(|(k, s, _)| *k == kind && *s == selection) {
            return Ok(&self.open[i].2);
        }
        self.open.retain(|(k, _, _)| *k != kind);
        let device = match kind {
            Kind::Wgsl => Device::Wgpu(adapter::backend(&selection)?),
            Kind::Opencl => {
                let d = adapter::opencl_device(&selection)?;
                let backend = OpenClBackend::new(&d, &OpenClOptions::default()).context("opening the OpenCL device")?;
                Device::OpenCl(OpenClC::new(&d), backend)
            }
            Kind::C => {
                if let Some(a) = selection.adapter.as_deref().filter(|a| !matches!(*a, "0" | "cpu")) {
                    anyhow::bail!("no CPU device `{a}`: the cpu backend has one device, 0 (see `ekb adapters --backend cpu`)");
                }
                let backend = CpuBackend::new().context("the CPU backend (c candidates run only in the sandbox)")?;
                Device::Cpu(CFrontEnd::new(), backend)
            }
        };
        self.open.push((kind, selection, device));
        Ok(&self.open.last().expect("just pushed").2)
    }
}

/// Entry point of `ekb worker`.
pub(crate) fn main() -> Result<()> {
    let mut devices = Devices::default();
    ekb_runner::serve_jobs(move |job| {
        let answer = run(&mut devices, job).unwrap_or_else(|e| Answer::Failed { message: format!("{e:#}") });
        if answer.is_fault() {
            devices = Devices::default();
        }
        answer
    })
    .context("serving jobs")
}

fn run(devices: &mut Devices, job: &Job) -> Result<Answer> {
    if let Some(remote) = &job.adapter.remote {
        return run_remote(remote, &job.work);
    }
    match &job.work {
        Work::Evaluate { task, source, opts, language } => {
            let t = kernels::get(task).with_context(|| format!("unknown task `{task}`"))?;
            // No reference kernel of this kind: checked, not timed (the report says `baseline: none`).
            let reference = t.reference(language.name());
            let cached =
                |shape: &wgsl_lib::task::Shape, inputs: &[wgsl_lib::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
            let eval_task = EvalTask { spec: &t.spec, reference, cpu_reference: &cached };
            // `opts.peak` is the peak of this kind's device (the runner's plan picks it per kind).
            let report = match devices.get(*language, &job.adapter)? {
                Device::Wgpu(b) => eval(&Wgsl, b, &eval_task, source, opts),
                Device::OpenCl(f, b) => eval(f, b, &eval_task, source, opts),
                Device::Cpu(f, b) => eval(f, b, &eval_task, source, opts),
            };
            Ok(Answer::Report(Box::new(report)))
        }
        // Each backend's own probe kernels and timer, on the device its kind's samples run on.
        Work::Probe { small, language } => {
            let peak = match devices.get(*language, &job.adapter)? {
                Device::Wgpu(b) => {
                    let size = if *small { ProbeSize::SMALL } else { ProbeSize::FULL };
                    pollster::block_on(measure_peak(b, size)).context("WGSL peak probe")?
                }
                Device::OpenCl(_, b) => {
                    let size = backend_opencl::probe::ProbeSize::pick(*small);
                    pollster::block_on(backend_opencl::probe::measure_peak(b, size)).context("OpenCL peak probe")?
                }
                Device::Cpu(_, b) => {
                    let size = backend_cpu::probe::ProbeSize::pick(*small);
                    pollster::block_on(backend_cpu::probe::measure_peak(b, size)).context("CPU peak probe")?
                }
            };
            Ok(Answer::Peak(peak))
        }
    }
}

/// How a [`RemoteTarget`] is reached for a job on `task`: a tracker REQUEST for its key, then a
/// session with each step bounded by its step timeout (0: the backend's default, 30 s) and the whole
/// session by the task's default job limit plus four steps (what the relay allows the job after its
/// device wait, `cli/src/relay.rs`), after which a stock server kills the session itself — so a kernel
/// that hangs there holds the device that long at most, not for the server's life.
fn remote_options(r: &RemoteTarget, task: &kernels::Task, opts: &EvalOptions) -> backend_tvm::RemoteOptions {
    let endpoint = backend_tvm::Endpoint::Tracker {
        tracker: r.tracker.clone(),
        key: r.key.clone(),
        priority: i64::from(r.priority),
        request_timeout: std::time::Duration::from_millis(r.request_timeout_ms),
    };
    let mut o = backend_tvm::RemoteOptions::new(endpoint);
    if r.step_timeout_ms > 0 {
        o.step_timeout = std::time::Duration::from_millis(r.step_timeout_ms);
    }
    o.session_timeout = ekb_runner::Limits::default_timeout(task, opts) + 4 * o.step_timeout;
    o
}

/// A job for a device behind a TVM tracker (transport `relay`): only `c` candidates, on the remote's
/// CPU (`backend_tvm::RemoteBackend`, docs/RELAY.md "Remote backend"). The device is opened for this
/// job and released after it — a stock server serves one session at a time, so a worker must not
/// hold it between jobs — and a remote that cannot be reached is a `Failed` answer.
fn run_remote(remote: &RemoteTarget, work: &Work) -> Result<Answer> {
    match work {
        Work::Evaluate { task, source, opts, language } => {
            if *language != Kind::C {
                anyhow::bail!(
                    "remote devices run `c` candidates only (backend `{}`); `{}` on a stock TVM server is not supported \
                     (OpenCL on TVM servers built with it is out of scope, docs/RELAY.md)",
                    remote.backend,
                    language.name()
                );
            }
            if !matches!(remote.backend.as_str(), "" | "cpu") {
                anyhow::bail!("remote backend `{}`: only `cpu` is supported on stock TVM servers", remote.backend);
            }
            let t = kernels::get(task).with_context(|| format!("unknown task `{task}`"))?;
            let backend = backend_tvm::RemoteBackend::open(&remote_options(remote, t, opts))
                .with_context(|| format!("opening the remote device `{}` at tracker {}", remote.key, remote.tracker))?;
            let cached =
                |shape: &wgsl_lib::task::Shape, inputs: &[wgsl_lib::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
            let eval_task = EvalTask { spec: &t.spec, reference: t.reference(language.name()), cpu_reference: &cached };
            let report = eval(&CFrontEnd::new(), &backend, &eval_task, source, opts);
            pollster::block_on(backend.close());
            Ok(Answer::Report(Box::new(report)))
        }
        Work::Probe { .. } => {
            anyhow::bail!("no peak probe for remote devices yet: `c` samples on a remote device have no speed-of-light bound")
        }
    }
}

fn eval<F: FrontEnd, B: Backend>(front_end: &F, backend: &B, task: &EvalTask<'_>, source: &str, opts: &EvalOptions) -> SampleReport {
    pollster::block_on(evaluate_with(front_end, backend, task, source, opts))
}
