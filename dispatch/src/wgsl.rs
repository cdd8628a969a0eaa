//! The `wgsl` driver: the WGSL front end (`wgsl-lib`) on a wgpu adapter (Vulkan, Metal, DX12, GL),
//! in this process — nothing native runs (WGSL compiles through the device API, which refuses
//! what the contract forbids).

use backend_wgpu::WgpuBackend;
use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::timing::Peak;
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
