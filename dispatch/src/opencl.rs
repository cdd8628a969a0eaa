//! The `opencl` driver: the OpenCL C front end (`frontend_opencl::OpenClC`, built with the driver's
//! compiler, which runs no kernel code) on an OpenCL device; every kernel runs in a kernel host
//! (`backend_opencl::OpenClBackend` inside `ekb kernel-host`).

use ekb_confined::HostKind;
use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, EvalTask, SampleReport};
use ekb_runner::DeviceSelection;
use frontend_opencl::{OpenClC, OpenClContract};

use crate::driver::{Driver, OpenDevice, OwnedChecker};
use crate::native::{host_spec, required_sandbox, Native};
use crate::{select, DispatchError};

/// How long the OpenCL backend waits for a launch before the device is poisoned, ms.
const WAIT_LIMIT_MS: u64 = 60_000;

/// The `opencl` driver.
pub(crate) struct OpenClDriver;

impl Driver for OpenClDriver {
    fn contract_text(&self) -> &'static dyn ContractText {
        &OpenClContract
    }

    fn checker_in_process(&self) -> Result<OwnedChecker, NoFrontEnd> {
        frontend_opencl::OpenClDevice::first()
            .map(|d| Box::new(OpenClC::new(&d)) as OwnedChecker)
            .map_err(|e| NoFrontEnd { kind: Kind::Opencl, reason: e.to_string() })
    }

    /// The driver's compiler runs in the calling process (a macro bomb aborts it, a hostile build can
    /// stall it): a host that only checks builds each candidate in a sandboxed process instead,
    /// when this host has an OpenCL device and the sandbox.
    fn checker(&self, exe: &std::path::Path) -> Result<OwnedChecker, NoFrontEnd> {
        let none = |reason: String| NoFrontEnd { kind: Kind::Opencl, reason };
        let devices = frontend_opencl::list_devices().map_err(|e| none(e.to_string()))?;
        if devices.is_empty() {
            return Err(none("no OpenCL devices".into()));
        }
        let sandbox = crate::native::required_sandbox(Kind::Opencl).map_err(|e| none(e.to_string()))?;
        Ok(Box::new(crate::confined_check::ConfinedChecker::new(
            Kind::Opencl,
            sandbox,
            exe.to_path_buf(),
            ekb_confined::opencl::binds(),
            ekb_confined::opencl::env(),
        )))
    }

    /// Listing OpenCL devices loads the driver (PoCL: LLVM): on the first `opencl` source.
    fn checker_at_start(&self) -> bool {
        false
    }

    fn open(&self, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<Box<dyn OpenDevice>, DispatchError> {
        let sandbox = required_sandbox(Kind::Opencl)?;
        let (d, spec) = opencl_hosts(selection, memory_limit_mib, WAIT_LIMIT_MS)?;
        let info = d.info().clone();
        Ok(Box::new(Native::new(OpenClC::new(&d), info, sandbox, spec)))
    }

    /// The front end builds and checks the candidate on this host's first OpenCL device (its
    /// compiler runs no kernel code) against the remote device's limits; every kernel runs in the
    /// device's kernel hosts.
    fn evaluate_hosted(
        &self,
        remote: &backend_remote::HostedRemote,
        task: &EvalTask<'_>,
        reference_text: Option<&str>,
        source: &str,
        opts: &EvalOptions,
    ) -> Result<SampleReport, DispatchError> {
        let local = frontend_opencl::OpenClDevice::first()
            .map_err(|e| DispatchError::open("an OpenCL device on the relay host for the OpenCL C front end", e))?;
        let backend = remote.backend::<frontend_opencl::OpenClArtifact>(reference_text);
        Ok(crate::native::evaluate(&OpenClC::new(&local), &backend, task, source, opts))
    }
}

/// The OpenCL device `selection` names, opened here (its description; the front end's builds), and
/// the spec of kernel hosts that open the same device (`ekb kernel-host --kind opencl`), each wait
/// for a launch bounded by `wait_limit_ms`. Used by this driver and by `ekb device`.
///
/// # Errors
/// As [`select::opencl_device_entry`]; [`DispatchError::Open`] when this executable's path is unknown.
pub fn opencl_hosts(
    selection: &DeviceSelection,
    memory_limit_mib: u64,
    wait_limit_ms: u64,
) -> Result<(frontend_opencl::OpenClDevice, ekb_confined::HostSpec), DispatchError> {
    let (entry, d) = select::opencl_device_entry(selection)?;
    // PoCL runs its kernels under the sealed filter (measured); a GPU driver's kernels run on
    // the GPU, and what its runtime needs at launch is not known here.
    let seal = entry.platform.contains("Portable Computing Language") && d.info().device_type == "cpu";
    let host = HostKind::OpenCl { platform: entry.platform_index, device: entry.device_index, wait_limit_ms };
    let spec = host_spec(host, memory_limit_mib, seal, ekb_confined::opencl::binds(), ekb_confined::opencl::env())?;
    Ok((d, spec))
}

impl OpenDevice for Native<OpenClC> {
    fn evaluate(&self, task: &EvalTask<'_>, reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport {
        Native::evaluate(self, task, reference_text, source, opts)
    }

    fn probe(&self, small: bool) -> Result<Peak, DispatchError> {
        let size = backend_opencl::probe::ProbeSize::pick(small);
        pollster::block_on(backend_opencl::probe::measure_peak(&self.probe_backend(), size))
            .map_err(|e| DispatchError::open("OpenCL peak probe", e))
    }
}
