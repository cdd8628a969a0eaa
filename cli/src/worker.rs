//! The isolated worker, `ekb worker`: the child side of `ekb_runner::Pool`. It reads line-delimited
//! JSON jobs on stdin and answers each with one JSON line on stdout ([`ekb_runner::serve_jobs`]),
//! until stdin ends. Each job's kind picks its front end and backend family — `wgsl` on wgpu,
//! `opencl` on an OpenCL device, `c` on the CPU — and the device is opened by the first job that
//! needs it and reused by the next ones. A peak probe job runs its kind's backend's probe on that
//! same device. A job that ends in a fault (`runtime_error`: device lost, out of memory, a driver
//! error; a hung kernel) drops every device, so a lost device is never reused (the pool replaces
//! such a worker anyway).
//!
//! The worker runs only our code. A native program — a `c` kernel, an `opencl` kernel, the task's
//! reference kernel of those kinds, the probe's kernels — runs in a kernel host
//! (`ekb_confined::ConfinedBackend`): the candidate's in a fresh, sealed host per evaluation, the
//! reference's and the probe's in a reference host kept with the device. The front ends stay here:
//! `c` compiles in a fresh bubblewrap sandbox per candidate, `opencl` builds with the driver's
//! compiler, which runs no kernel code. Without bubblewrap, `c` and `opencl` jobs are `unsupported`
//! (missing `c-sandbox` / `opencl-sandbox`) with the sandbox's message, and nothing native runs.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use backend_cpu::{cpu_device_info, default_ntasks, CFrontEnd, DEFAULT_LAUNCH_TIMEOUT};
use backend_opencl::OpenClC;
use backend_wgpu::WgpuBackend;
use ekb_confined::{ConfinedBackend, HostCell, HostKind, HostSpec, Role};
use ekb_runner::{Answer, DeviceSelection, Job, RemoteTarget, Work};
use ekb_sandbox::{Sandbox, SandboxUnavailable};
use wgsl_lib::device::DeviceInfo;
use wgsl_lib::diagnostic::{Diagnostic, Stage};
use wgsl_lib::kind::Kind;
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::{evaluate_with, Backend, EvalOptions, EvalTask, FrontEnd, SampleReport, Verdict, Wgsl};

use crate::adapter;

/// How long a kernel host may take to start and open its device (PoCL loads LLVM: ≈ 0.1–0.5 s
/// here, several seconds on a loaded machine).
const HOST_START_TIMEOUT: Duration = Duration::from_secs(60);

/// How long one request to a kernel host may take: a build (PoCL's compiler on a cold cache, ≈ 2 s
/// here), an upload, a launch or a timed batch. Above the backends' own launch limits (10 s for a
/// `c` launch, 60 s for an OpenCL wait), so a hung kernel is their `timeout` first.
const HOST_REQUEST_TIMEOUT: Duration = Duration::from_secs(90);

/// A native device: the front end, the device as reports describe it (measured here, not by a
/// host), how to start its hosts, and its reference host.
struct Native<F> {
    front_end: F,
    info: DeviceInfo,
    sandbox: Sandbox,
    spec: HostSpec,
    reference: Arc<HostCell>,
}

impl<F> Native<F> {
    fn new(front_end: F, info: DeviceInfo, sandbox: Sandbox, spec: HostSpec) -> Self {
        let reference = HostCell::new(sandbox.clone(), spec.clone(), Role::Reference);
        Self { front_end, info, sandbox, spec, reference }
    }

    /// A host for the peak probe's kernels, ended when the probe is done.
    fn probe_host(&self) -> Arc<HostCell> {
        HostCell::new(self.sandbox.clone(), self.spec.clone(), Role::Reference)
    }

    /// A backend for one evaluation whose reference kernel is `reference_text`.
    fn evaluation(&self, reference_text: Option<&str>) -> ConfinedBackend {
        ConfinedBackend::for_evaluation(
            self.info.clone(),
            Arc::clone(&self.reference),
            reference_text,
            self.sandbox.clone(),
            self.spec.clone(),
        )
    }
}

/// An opened device of one backend family, with the front end its kind uses.
enum Device {
    Wgpu(WgpuBackend),
    OpenCl(Native<OpenClC>),
    Cpu(Native<CFrontEnd>),
}

/// The devices this worker has opened: at most one per kind, with the selection it was opened for.
#[derive(Default)]
struct Devices {
    open: Vec<(Kind, DeviceSelection, Device)>,
}

/// The sandbox native programs of `kind` run in, or why there is none.
fn sandbox_for(kind: Kind) -> Result<Sandbox, SandboxUnavailable> {
    match kind {
        // The `c` front end compiles in it too.
        Kind::C => Sandbox::detect(),
        _ => Sandbox::detect_bwrap(),
    }
}

impl Devices {
    /// The device for a job of `kind` under `selection`, opened on first use; native kinds need
    /// `sandbox`, and their hosts get `memory_limit_mib`.
    fn get(&mut self, kind: Kind, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<&Device> {
        let selection = adapter::for_kind(selection, kind);
        if let Some(i) = self.open.iter().position(|(k, s, _)| *k == kind && *s == selection) {
            return Ok(&self.open[i].2);
        }
        self.open.retain(|(k, _, _)| *k != kind);
        let exe = std::env::current_exe().context("the path of this executable (kernel hosts run it)")?;
        let spec = |kind, seal_candidates, binds, env| HostSpec {
            exe: exe.clone(),
            kind,
            memory_limit_mib,
            seal_candidates,
            binds,
            env,
            start_timeout: HOST_START_TIMEOUT,
            request_timeout: HOST_REQUEST_TIMEOUT,
        };
        let device = match kind {
            Kind::Wgsl => Device::Wgpu(adapter::backend(&selection)?),
            Kind::Opencl => {
                let sandbox = sandbox_for(kind)?;
                let (entry, d) = adapter::opencl_device_entry(&selection)?;
                let info = d.info().clone();
                // PoCL runs its kernels under the sealed filter (measured); a GPU driver's kernels run
                // on the GPU, and what its runtime needs at launch is not known here.
                let seal = entry.platform.contains("Portable Computing Language") && info.device_type == "cpu";
                let host = HostKind::OpenCl { platform: entry.platform_index, device: entry.device_index, wait_limit_ms: 60_000 };
                let spec = spec(host, seal, ekb_confined::opencl::binds(), ekb_confined::opencl::env());
                Device::OpenCl(Native::new(OpenClC::new(&d), info, sandbox, spec))
            }
            Kind::C => {
                if let Some(a) = selection.adapter.as_deref().filter(|a| !matches!(*a, "0" | "cpu")) {
                    anyhow::bail!("no CPU device `{a}`: the cpu backend has one device, 0 (see `ekb adapters --backend cpu`)");
                }
                let sandbox = sandbox_for(kind)?;
                let threads = default_ntasks() as usize;
                let info = cpu_device_info(&sandbox, threads);
                let spec = spec(HostKind::Cpu { threads, launch_timeout: DEFAULT_LAUNCH_TIMEOUT }, true, vec![], vec![]);
                Device::Cpu(Native::new(CFrontEnd::new(), info, sandbox, spec))
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

/// The report for a native job without a sandbox: `unsupported`, missing `<kind>-sandbox`, with the
/// sandbox's message (what to install). No native code runs unconfined.
fn refusal(task: &str, kind: Kind, opts: &EvalOptions, why: &SandboxUnavailable) -> SampleReport {
    let d = Diagnostic::error(Stage::Contract, why.to_string());
    let missing = vec![format!("{}-sandbox", kind.name())];
    let mut r = SampleReport::without_run(task, Verdict::Unsupported { missing }, d.one_line(), vec![d], opts.profile);
    r.kind = kind;
    r
}

fn run(devices: &mut Devices, job: &Job) -> Result<Answer> {
    if let Some(remote) = &job.adapter.remote {
        return run_remote(remote, &job.work);
    }
    match &job.work {
        Work::Evaluate { task, source, opts, language } => {
            let t = kernels::get(task).with_context(|| format!("unknown task `{task}`"))?;
            if *language != Kind::Wgsl {
                if let Err(why) = sandbox_for(*language) {
                    return Ok(Answer::Report(Box::new(refusal(task, *language, opts, &why))));
                }
            }
            // No reference kernel of this kind: checked, not timed (the report says `baseline: none`).
            let reference = t.reference(*language);
            let cached =
                |shape: &wgsl_lib::task::Shape, inputs: &[wgsl_lib::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
            let eval_task = EvalTask { spec: &t.spec, reference, cpu_reference: &cached };
            // The text the evaluator prepares the reference from (a byte-order mark dropped).
            let reference_text = reference.map(|r| r.strip_prefix('\u{feff}').unwrap_or(r));
            // `opts.peak` is the peak of this kind's device (the runner's plan picks it per kind).
            let report = match devices.get(*language, &job.adapter, job.memory_limit_mib)? {
                Device::Wgpu(b) => eval(&Wgsl, b, &eval_task, source, opts),
                Device::OpenCl(n) => eval(&n.front_end, &n.evaluation(reference_text), &eval_task, source, opts),
                Device::Cpu(n) => eval(&n.front_end, &n.evaluation(reference_text), &eval_task, source, opts),
            };
            Ok(Answer::Report(Box::new(report)))
        }
        // Each backend's own probe kernels, on the device its kind's samples run on; the native ones
        // in a host of their own (our code, like the reference's, but not left in the reference's
        // host), timed by this worker's clock like the samples they bound.
        Work::Probe { small, language } => {
            if *language != Kind::Wgsl {
                if let Err(why) = sandbox_for(*language) {
                    anyhow::bail!("no {} peak probe: {why}", language.name());
                }
            }
            let peak = match devices.get(*language, &job.adapter, job.memory_limit_mib)? {
                Device::Wgpu(b) => {
                    let size = if *small { ProbeSize::SMALL } else { ProbeSize::FULL };
                    pollster::block_on(measure_peak(b, size)).context("WGSL peak probe")?
                }
                Device::OpenCl(n) => {
                    let size = backend_opencl::probe::ProbeSize::pick(*small);
                    let b = ConfinedBackend::trusted(n.info.clone(), n.probe_host());
                    pollster::block_on(backend_opencl::probe::measure_peak(&b, size)).context("OpenCL peak probe")?
                }
                Device::Cpu(n) => {
                    let size = backend_cpu::probe::ProbeSize::pick(*small);
                    let threads = match n.spec.kind {
                        HostKind::Cpu { threads, .. } => threads as u32,
                        HostKind::OpenCl { .. } => 1,
                    };
                    let b = ConfinedBackend::trusted(n.info.clone(), n.probe_host());
                    pollster::block_on(backend_cpu::probe::measure_peak(&b, threads, size)).context("CPU peak probe")?
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
