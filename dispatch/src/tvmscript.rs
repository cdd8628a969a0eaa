//! The `tvmscript` driver: a candidate is compiled by Apache TVM in the sandboxed compile worker
//! (`frontend_tvmscript::TvmCompiler`) to the form of the runner family `--backend` selects, adapted
//! to our contract by that form's launch-ABI adapter, and then checked and timed exactly as a
//! candidate of that form — by the `wgsl`, `opencl` or `c` driver's device, against that form's
//! reference kernel. The report names the kind `tvmscript` and keeps the generated kernel.

use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::kind::{Family, Kind};
use ekb_eval::task::TaskSpec;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, EvalTask, Rejected, SampleReport};
use ekb_runner::DeviceSelection;
use frontend_tvmscript::{generate, rejected, Adapt, TvmCompileError, TvmCompiler, TvmScriptChecker, TvmScriptContract};

use crate::driver::{Driver, OpenDevice, OwnedChecker};
use crate::{select, DispatchError};

/// The `tvmscript` driver.
pub(crate) struct TvmScriptDriver;

/// The kind whose device and reference a `tvmscript` candidate runs with on `family`, and the
/// launch-ABI adapter to it.
fn target(family: Family) -> (Kind, Adapt) {
    match family {
        Family::Wgpu => (Kind::Wgsl, wgsl_lib::tvm::adapt),
        Family::Opencl => (Kind::Opencl, frontend_opencl::tvm::adapt),
        Family::Cpu => (Kind::C, frontend_c::tvm::adapt),
    }
}

impl Driver for TvmScriptDriver {
    fn contract_text(&self) -> &'static dyn ContractText {
        &TvmScriptContract
    }

    /// Compiled to WGSL and checked by naga (the form a host that only checks has without a device);
    /// the worker itself runs in the sandbox, so the check cannot hurt this process.
    fn checker_in_process(&self) -> Result<OwnedChecker, NoFrontEnd> {
        let compiler = TvmCompiler::detect().map_err(|e| NoFrontEnd { kind: Kind::Tvmscript, reason: e.to_string() })?;
        Ok(Box::new(TvmScriptChecker::new(compiler, Kind::Wgsl.info().form, wgsl_lib::tvm::adapt, wgsl_lib::Wgsl)))
    }

    fn open(&self, selection: &DeviceSelection, memory_limit_mib: u64) -> Result<Box<dyn OpenDevice>, DispatchError> {
        // Without TVM the device still opens: each candidate is then `unsupported` (missing `tvm`).
        let family = select::family_for(selection, Kind::Tvmscript);
        let kind = TvmScriptForms::kind_on(family);
        let inner = crate::driver::driver(kind).open(selection, memory_limit_mib)?;
        Ok(Box::new(TvmScriptDevice { forms: TvmScriptForms::detect(), family, kind, inner }))
    }
}

/// `tvmscript` candidates made into candidates of a family's form: the sandboxed compile worker and
/// that form's launch-ABI adapter. A device opened here uses it, and so does a host that runs the
/// generated kernel elsewhere (the relay: a stock TVM server or an `ekb device` running C, OpenCL C
/// or WGSL, a paired tab running WGSL), so both give one candidate the same kernel.
#[derive(Debug)]
pub struct TvmScriptForms {
    compiler: Result<TvmCompiler, TvmCompileError>,
}

impl TvmScriptForms {
    /// The compile worker over the default venv (`frontend_tvmscript::default_venv`); without one
    /// (or without bubblewrap) every [`Self::generate`] is `unsupported` and [`Self::unavailable`]
    /// says why.
    pub fn detect() -> Self {
        Self { compiler: TvmCompiler::detect() }
    }

    /// Why this host cannot compile `tvmscript` candidates (no TVM venv, no sandbox); `None` when it
    /// can (whether TVM imports in the venv is known at the first compile).
    pub fn unavailable(&self) -> Option<String> {
        self.compiler.as_ref().err().map(ToString::to_string)
    }

    /// The kind whose form, device and baseline a `tvmscript` candidate runs with on `family`
    /// (`wgsl`, `opencl`, `c`).
    pub fn kind_on(family: Family) -> Kind {
        target(family).0
    }

    /// `source` for `task` compiled by TVM to the form of `family` and adapted to our contract: a
    /// candidate of [`Self::kind_on`]`(family)`, checked from here on like any.
    ///
    /// # Errors
    /// [`Rejected`] as `frontend_tvmscript::generate` gives it (TVM's message for a script it
    /// cannot compile), or `unsupported` (missing `tvm` / `tvmscript-sandbox`) without the worker.
    pub fn generate(&self, task: &TaskSpec, family: Family, source: &str) -> Result<String, Rejected> {
        let (kind, adapt) = target(family);
        match &self.compiler {
            Ok(compiler) => generate(compiler, task, kind.info().form, adapt, source),
            Err(e) => Err(rejected(e)),
        }
    }
}

/// A device of the selected family with the compile worker in front of it.
struct TvmScriptDevice {
    forms: TvmScriptForms,
    family: Family,
    /// The kind whose form TVM compiles to here.
    kind: Kind,
    inner: Box<dyn OpenDevice>,
}

impl OpenDevice for TvmScriptDevice {
    /// Compiles and adapts `source`, then evaluates the generated kernel on the inner device against
    /// the task's reference kernel of the generated form (a `tvmscript` task has none of its own).
    fn evaluate(&self, task: &EvalTask<'_>, _reference_text: Option<&str>, source: &str, opts: &EvalOptions) -> SampleReport {
        let mut report = match self.forms.generate(task.spec, self.family, source) {
            Err(rejected) => {
                let message = rejected.diagnostics.first().map(ekb_eval::diagnostic::Diagnostic::one_line).unwrap_or_default();
                SampleReport::without_run(&task.spec.id, rejected.verdict, message, rejected.diagnostics, opts.profile)
            }
            Ok(generated) => {
                // The baseline asked for (`opts.baseline`) of the generated form.
                let chosen = kernels::get(&task.spec.id).map(|t| crate::baselines::choose(t, self.kind, opts.baseline));
                let reference = chosen.as_ref().and_then(|c| c.text.as_deref());
                let opts =
                    EvalOptions { baseline: chosen.as_ref().map_or(ekb_wire::report::Baseline::None, |c| c.baseline), ..opts.clone() };
                let inner_task = EvalTask { spec: task.spec, reference, cpu_reference: task.cpu_reference };
                let reference_text = reference.map(|r| r.strip_prefix('\u{feff}').unwrap_or(r));
                let mut r = self.inner.evaluate(&inner_task, reference_text, &generated, &opts);
                if let Some(note) = chosen.and_then(|c| c.note) {
                    r.message.push_str(&format!(" ({note})"));
                }
                r.generated = Some(generated);
                r
            }
        };
        report.kind = Kind::Tvmscript;
        report
    }

    fn probe(&self, small: bool) -> Result<Peak, DispatchError> {
        self.inner.probe(small)
    }
}
