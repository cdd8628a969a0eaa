//! The `c` driver: the C front end (`frontend_c::CFrontEnd`, compiled by the host compiler in a
//! fresh bubblewrap sandbox per candidate) on the host CPU; every kernel runs in a kernel host
//! (`backend_cpu::CpuBackend` inside `ekb kernel-host`). Also the kind stock TVM RPC servers run
//! (`backend_remote::RemoteBackend`).

use backend_cpu::{cpu_device_info, DEFAULT_LAUNCH_TIMEOUT};

use ekb_confined::HostKind;
use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, EvalTask, SampleReport};
use ekb_runner::DeviceSelection;
use frontend_c::{default_ntasks, CContract, CFrontEnd};

use crate::driver::{Driver, OpenDevice, OwnedChecker};
use crate::native::{self, host_spec, required_sandbox, Native};
use crate::{select, DispatchError};

/// The `c` driver.
pub(crate) struct CDriver;

impl Driver for CDriver {
    fn contract_text(&self) -> &'static dyn ContractText {
        &CContract
    }

    fn checker_in_process(&self) -> Result<OwnedChecker, NoFrontEnd> {
        ekb_sandbox::Sandbox::detect()
            .map(|_| Box::new(CFrontEnd::new()) as OwnedChecker)
            .map_err(|e| NoFrontEnd { kind: Kind::C, reason: e.to_string() })
    }

    fn open(&self, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<Box<dyn OpenDevice>, DispatchError> {
        select::cpu_device(selection)?;
        let sandbox = required_sandbox(Kind::C)?;
        let threads = default_ntasks() as usize;
        let info = cpu_device_info(&sandbox, threads);
        let spec = host_spec(HostKind::Cpu { threads, launch_timeout: DEFAULT_LAUNCH_TIMEOUT }, memory_limit_mib, true, vec![], vec![])?;
        Ok(Box::new(Native::new(CFrontEnd::new(), info, sandbox, spec)))
    }

    fn evaluate_remote(
        &self,
        backend: &backend_remote::RemoteBackend,
        task: &EvalTask<'_>,
        source: &str,
        opts: &EvalOptions,
    ) -> Option<SampleReport> {
        Some(native::evaluate(&CFrontEnd::new(), backend, task, source, opts))
    }
}

impl OpenDevice for Native<CFrontEnd> {
    fn evaluate(&self, task: &EvalTask<'_>, reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport {
        Native::evaluate(self, task, reference_text, source, opts)
    }

    fn probe(&self, small: bool) -> Result<Peak, DispatchError> {
        let size = backend_cpu::probe::ProbeSize::pick(small);
        let threads = match self.spec.kind {
            HostKind::Cpu { threads, .. } => threads as u32,
            HostKind::OpenCl { .. } | HostKind::Wgpu { .. } => 1,
        };
        pollster::block_on(backend_cpu::probe::measure_peak(&self.probe_backend(), threads, size))
            .map_err(|e| DispatchError::open("CPU peak probe", e))
    }
}
