//! The `wgsl` driver: the WGSL front end (`wgsl-lib`) on a wgpu adapter (Vulkan, Metal, DX12, GL),
//! in this process — nothing native runs (WGSL compiles through the device API, which refuses
//! what the contract forbids). On an `ekb device` (a relay job), the same front end runs here and
//! the programs run in the device's `wgsl` kernel hosts ([`wgsl_hosts`], `ekb_confined::wgpu_host`).

use backend_wgpu::WgpuBackend;
use ekb_confined::HostKind;
use ekb_eval::artifact::WgslArtifact;
use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::timing::Peak;
use ekb_eval::Backend;
use ekb_eval::{EvalOptions, EvalTask, SampleReport};
use ekb_runner::DeviceSelection;
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::Wgsl;

use crate::driver::{Driver, OpenDevice, OwnedChecker};
use crate::{native, select, DispatchError};

/// The `wgsl` driver.
pub(crate) struct WgslDriver;

impl Driver for WgslDriver {
    fn contract_text(&self) -> &'static dyn ContractText {
        &Wgsl
    }

    fn checker_in_process(&self) -> Result<OwnedChecker, NoFrontEnd> {
        Ok(Box::new(Wgsl))
    }

    fn open(&self, selection: &DeviceSelection, _memory_limit_mib: u64) -> Result<Box<dyn OpenDevice>, DispatchError> {
        Ok(Box::new(select::backend(selection)?))
    }

    /// Every check the local path makes — naga's validation, the contract, the plan, the loop-cap
    /// instrumentation of the check runs (the device announces its loop cap), inputs, reference,
    /// comparison and guard regions — runs here; the device's hosts compile and run the module
    /// this front end checked.
    fn evaluate_hosted(
        &self,
        remote: &backend_remote::HostedRemote,
        task: &EvalTask<'_>,
        reference_text: Option<&str>,
        source: &str,
        opts: &EvalOptions,
    ) -> Result<SampleReport, DispatchError> {
        let backend = remote.backend::<WgslArtifact>(reference_text);
        Ok(native::evaluate(&Wgsl, &backend, task, source, opts))
    }
}

/// The wgpu adapter `selection` names, opened here (its description, the loop cap measured by its
/// probe), and the spec of kernel hosts that open the same adapter (`ekb kernel-host --kind wgsl
/// --device BACKEND:INDEX`), each wait for the queue bounded by `wait_limit_ms`; candidates' hosts
/// sealed after their build on a CPU adapter (lavapipe). Used by `ekb device`.
///
/// # Errors
/// As [`select::backend`]; [`DispatchError::Open`] when the host cannot find the adapter again.
pub fn wgsl_hosts(
    selection: &DeviceSelection,
    memory_limit_mib: u64,
    wait_limit_ms: u64,
) -> Result<(ekb_eval::device::DeviceInfo, ekb_confined::HostSpec), DispatchError> {
    let adapter = select::select(selection)?;
    let wanted = adapter.get_info();
    let info = pollster::block_on(WgpuBackend::new(&adapter, &select::options(selection)))
        .map_err(|e| DispatchError::open("creating the device", e))?
        .device()
        .clone();
    // The host enumerates only this adapter's graphics API: its index there.
    let api = info.backend.clone();
    let same = |a: &wgpu::Adapter| {
        let i = a.get_info();
        (i.name, i.vendor, i.device, i.driver, i.backend)
            == (wanted.name.clone(), wanted.vendor, wanted.device, wanted.driver.clone(), wanted.backend)
    };
    let index = ekb_confined::wgpu_host::adapters(&api)
        .map_err(|e| DispatchError::open("listing the adapters of its graphics API", e))?
        .iter()
        .position(same)
        .ok_or_else(|| DispatchError::open("finding the adapter again", format!("no {api} adapter `{}`", wanted.name)))?;
    // Measured here: lavapipe builds a pipeline's code when it is created and runs its dispatches
    // under the sealed filter; a GPU driver's needs at launch are not known here.
    let seal = wanted.device_type == wgpu::DeviceType::Cpu;
    let host = HostKind::Wgpu { backend: api, adapter: index, wait_limit_ms };
    let spec = native::host_spec(host, memory_limit_mib, seal, ekb_confined::wgpu_host::binds(), ekb_confined::wgpu_host::env())?;
    Ok((info, spec))
}

impl OpenDevice for WgpuBackend {
    fn evaluate(&self, task: &EvalTask<'_>, _reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport {
        native::evaluate(&Wgsl, self, task, source, opts)
    }

    fn probe(&self, small: bool) -> Result<Peak, DispatchError> {
        let size = if small { ProbeSize::SMALL } else { ProbeSize::FULL };
        pollster::block_on(measure_peak(self, size)).map_err(|e| DispatchError::open("WGSL peak probe", e))
    }
}
