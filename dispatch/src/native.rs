//! A native device (OpenCL, the CPU): its front end, the device as reports describe it (measured
//! here, not by a host), how to start its kernel hosts, and the reference host kept with it. Every
//! native program — the candidate's, the task's reference, the probe's kernels — runs in a kernel
//! host (`ekb_confined`), the candidate's in a fresh, sealed one per evaluation.

use std::sync::Arc;
use std::time::Duration;

use ekb_confined::{ConfinedBackend, HostCell, HostKind, HostSpec, HostedForm, Role};
use ekb_eval::device::DeviceInfo;
use ekb_eval::kind::{Confinement, Kind};
use ekb_eval::{evaluate_with, Backend, EvalOptions, EvalTask, FrontEnd, SampleReport};
use ekb_sandbox::{Sandbox, SandboxUnavailable};

use crate::DispatchError;

/// How long a kernel host may take to start and open its device (PoCL loads LLVM: ≈ 0.1–0.5 s
/// here, several seconds on a loaded machine).
const HOST_START_TIMEOUT: Duration = Duration::from_secs(60);

/// How long one request to a kernel host may take: a build (PoCL's compiler on a cold cache, ≈ 2 s
/// here), an upload, a launch or a timed batch. Above the backends' own launch limits (10 s for a
/// `c` launch, 60 s for an OpenCL wait), so a hung kernel is their `timeout` first.
const HOST_REQUEST_TIMEOUT: Duration = Duration::from_secs(90);

/// The sandbox native programs of `kind` run in ([`Confinement`]), or why there is none; `None` for
/// a kind with nothing native.
pub(crate) fn sandbox_for(kind: Kind) -> Option<Result<Sandbox, SandboxUnavailable>> {
    match kind.info().confinement {
        Confinement::None => None,
        Confinement::KernelHost | Confinement::Compiler => Some(Sandbox::detect_bwrap()),
        // The front end compiles in it too.
        Confinement::KernelHostAndCompiler => Some(Sandbox::detect()),
    }
}

/// The sandbox a device of `kind` needs before it opens ([`sandbox_for`], for a native kind).
///
/// # Errors
/// Why there is none (what to install).
pub(crate) fn required_sandbox(kind: Kind) -> Result<Sandbox, SandboxUnavailable> {
    sandbox_for(kind).unwrap_or_else(Sandbox::detect_bwrap)
}

/// The spec of the kernel hosts of a device: this executable (`ekb kernel-host`), `host`, the
/// memory limit, whether candidates' hosts are sealed, extra binds and environment.
///
/// # Errors
/// [`DispatchError::Open`] when this executable's path is unknown.
pub(crate) fn host_spec(
    host: HostKind,
    memory_limit_mib: u64,
    seal_candidates: bool,
    binds: Vec<ekb_sandbox::Bind>,
    env: Vec<(std::ffi::OsString, std::ffi::OsString)>,
) -> Result<HostSpec, DispatchError> {
    let exe = std::env::current_exe().map_err(|e| DispatchError::open("the path of this executable (kernel hosts run it)", e))?;
    Ok(HostSpec {
        exe,
        kind: host,
        memory_limit_mib,
        seal_candidates,
        binds,
        env,
        start_timeout: HOST_START_TIMEOUT,
        request_timeout: HOST_REQUEST_TIMEOUT,
    })
}

/// A native device with the front end `F` of its kind.
pub(crate) struct Native<F> {
    pub(crate) front_end: F,
    pub(crate) info: DeviceInfo,
    sandbox: Sandbox,
    pub(crate) spec: HostSpec,
    reference: Arc<HostCell>,
}

impl<F: FrontEnd<Artifact: HostedForm>> Native<F> {
    pub(crate) fn new(front_end: F, info: DeviceInfo, sandbox: Sandbox, spec: HostSpec) -> Self {
        let reference = HostCell::new(sandbox.clone(), spec.clone(), Role::Reference);
        Self { front_end, info, sandbox, spec, reference }
    }

    /// A backend for the peak probe's kernels, in a host of their own (our code, like the
    /// reference's, but not left in the reference's host), ended when the probe is done.
    pub(crate) fn probe_backend(&self) -> ConfinedBackend<F::Artifact> {
        ConfinedBackend::trusted(self.info.clone(), HostCell::new(self.sandbox.clone(), self.spec.clone(), Role::Reference))
    }

    /// Evaluates `source` with a backend whose reference kernel is `reference_text`.
    pub(crate) fn evaluate(&self, task: &EvalTask<'_>, reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport {
        let backend = ConfinedBackend::for_evaluation(
            self.info.clone(),
            Arc::clone(&self.reference),
            reference_text,
            self.sandbox.clone(),
            self.spec.clone(),
        );
        evaluate(&self.front_end, &backend, task, source, opts)
    }
}

/// [`evaluate_with`], blocking.
pub(crate) fn evaluate<F: FrontEnd, B: Backend<Artifact = F::Artifact>>(
    front_end: &F,
    backend: &B,
    task: &EvalTask<'_>,
    source: &str,
    opts: &EvalOptions,
) -> SampleReport {
    pollster::block_on(evaluate_with(front_end, backend, task, source, opts))
}
