//! One driver per kind ([`Driver`]) and the one `match` that picks it ([`driver`]): everything the
//! workspace does with a kind that needs its compilers, drivers or devices — the prompt's contract
//! text, a front end for checking only, opening a device for jobs, running on a remote device. A
//! new kind is a row of the wire table, its front-end crate, and one driver here: a module
//! implementing [`Driver`] and its arm in [`driver`].

use ekb_eval::front_end::{Checker, ContractText, NoFrontEnd};
use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, EvalTask, SampleReport};
use ekb_runner::DeviceSelection;

use crate::DispatchError;

/// A front end that a host keeps to check candidates without running them.
pub(crate) type OwnedChecker = Box<dyn Checker + Send + Sync>;

/// A device opened for jobs of one kind, with that kind's front end.
pub(crate) trait OpenDevice: Send {
    /// Evaluates `source` for `task` (whose reference kernel of this kind, if any, is
    /// `reference_text`). Never fails: every problem is a verdict.
    fn evaluate(&self, task: &EvalTask<'_>, reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport;

    /// Measures the device's peak with its backend's own probe kernels (`small`: the short probe
    /// of a software device).
    ///
    /// # Errors
    /// [`DispatchError::Open`] naming the probe that failed.
    fn probe(&self, small: bool) -> Result<Peak, DispatchError>;
}

/// What the workspace does with one kind beyond the wire table's facts.
pub(crate) trait Driver: Sync {
    /// How the kind's contract reads in a prompt (from its front end's crate).
    fn contract_text(&self) -> &'static dyn ContractText;

    /// A front end that checks candidates of this kind without running them, in this process, or
    /// why this host has none (no sandbox, no OpenCL device).
    ///
    /// # Errors
    /// [`NoFrontEnd`] with what the host lacks.
    fn checker_in_process(&self) -> Result<OwnedChecker, NoFrontEnd>;

    /// The checker a host that only checks keeps (the server's re-check): [`Self::checker_in_process`]
    /// where the check cannot hurt the process (naga; C, whose compiler runs in its own sandbox), or
    /// one that runs the check in a sandboxed process of `exe` (`exe front-end-check`,
    /// [`crate::confined_check`]) where it would run a native compiler in it (OpenCL).
    ///
    /// # Errors
    /// [`NoFrontEnd`] with what the host lacks.
    fn checker(&self, exe: &std::path::Path) -> Result<OwnedChecker, NoFrontEnd> {
        let _ = exe;
        self.checker_in_process()
    }

    /// Whether a host that only checks opens [`Self::checker`] when it starts (cheap: naga, the
    /// sandbox probe) rather than on the kind's first source (opening a device: OpenCL).
    fn checker_at_start(&self) -> bool {
        true
    }

    /// Opens the device `selection` names for jobs of this kind; native kernels run in kernel hosts
    /// limited to `memory_limit_mib`.
    ///
    /// # Errors
    /// [`DispatchError::Select`] when no device matches, [`DispatchError::Sandbox`] without the
    /// sandbox the kind's [`ekb_eval::kind::Confinement`] needs, [`DispatchError::Open`] when the
    /// device does not open.
    fn open(&self, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<Box<dyn OpenDevice>, DispatchError>;

    /// Evaluates `source` on a remote device behind a stock TVM RPC server, or `None` when the kind
    /// does not run there ([`ekb_eval::kind::KindInfo::runs_on_stock_tvm`]).
    fn evaluate_remote(
        &self,
        backend: &backend_remote::RemoteBackend,
        task: &EvalTask<'_>,
        source: &str,
        opts: &EvalOptions,
    ) -> Option<SampleReport> {
        let _ = (backend, task, source, opts);
        None
    }

    /// Evaluates `source` on an `ekb device` that runs this kind in kernel hosts of its own
    /// (`backend_remote::HostedRemote`), with this kind's front end here (the relay host checks every
    /// output); `reference_text` is the task's reference kernel of this kind, as the evaluator
    /// prepares it.
    ///
    /// # Errors
    /// [`DispatchError::Unsupported`] for a kind no device hosts; [`DispatchError::Open`] when this
    /// host lacks what the kind's front end needs.
    fn evaluate_hosted(
        &self,
        remote: &backend_remote::HostedRemote,
        task: &EvalTask<'_>,
        reference_text: Option<&str>,
        source: &str,
        opts: &EvalOptions,
    ) -> Result<SampleReport, DispatchError> {
        let _ = (remote, task, reference_text, source, opts);
        Err(DispatchError::Unsupported("this kind does not run in an `ekb device`'s kernel hosts".into()))
    }
}

/// The driver of `kind`: the only `match` on [`Kind`] outside the wire table.
pub(crate) fn driver(kind: Kind) -> &'static dyn Driver {
    match kind {
        Kind::Wgsl => &crate::wgsl::WgslDriver,
        Kind::Opencl => &crate::opencl::OpenClDriver,
        Kind::C => &crate::c::CDriver,
        Kind::Tvmscript => &crate::tvmscript::TvmScriptDriver,
    }
}
