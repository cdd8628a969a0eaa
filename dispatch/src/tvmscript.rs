//! The `tvmscript` driver: a candidate is compiled by Apache TVM in the sandboxed compile worker
//! (`frontend_tvmscript::TvmCompiler`) to the form of the runner family `--backend` selects, adapted
//! to our contract by that form's launch-ABI adapter, and then checked and timed exactly as a
//! candidate of that form — by the `wgsl`, `opencl` or `c` driver's device, against that form's
//! reference kernel. The report names the kind `tvmscript` and keeps the generated kernel.

use std::path::Path;
use std::time::{Duration, Instant};

use ekb_eval::diagnostic::Diagnostic;
use ekb_eval::front_end::{ContractText, NoFrontEnd};
use ekb_eval::kind::{Family, Kind};
use ekb_eval::task::TaskSpec;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, EvalTask, Rejected, SampleReport};
use ekb_runner::DeviceSelection;
use ekb_wire::api::TvmCompileAnswer;
use ekb_wire::timing::Profile;
use frontend_tvmscript::{adapted, rejected, Adapt, TvmCompileError, TvmCompiler, TvmScriptChecker, TvmScriptContract};

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
/// that form's launch-ABI adapter. A device opened here uses it, and so do the hosts that run the
/// generated kernel elsewhere — the relay (a stock TVM server or an `ekb device` running C, OpenCL C
/// or WGSL, a paired tab running WGSL) and the server's `POST /api/compile/tvmscript`, whose WGSL the
/// web app checks on the visitor's device — so every path gives one candidate the same kernel.
#[derive(Debug)]
pub struct TvmScriptForms {
    compiler: Result<TvmCompiler, TvmCompileError>,
}

impl TvmScriptForms {
    /// The wall-time limit of one compile for the server's compile endpoint: 20 s (a legitimate
    /// compile, TVM's import included, takes 1–3 s here). Local runs and the relay keep the
    /// worker's own default (`ekb_sandbox::ScriptLimits`: 60 s).
    pub const ENDPOINT_WALL: Duration = Duration::from_secs(20);

    /// The compile worker over the default venv (`frontend_tvmscript::default_venv`); without one
    /// (or without bubblewrap) every [`Self::generate`] is `unsupported` and [`Self::unavailable`]
    /// says why.
    pub fn detect() -> Self {
        Self { compiler: TvmCompiler::detect() }
    }

    /// [`Self::detect`] with each compile stopped after `wall`.
    pub fn detect_with_wall(wall: Duration) -> Self {
        Self::with_venv(&frontend_tvmscript::default_venv(), wall)
    }

    /// The compile worker over the venv at `venv`, each compile stopped after `wall`; unavailable as
    /// [`Self::detect`] is.
    pub fn with_venv(venv: &Path, wall: Duration) -> Self {
        let compiler = TvmCompiler::with_venv(venv).map(|mut c| {
            c.limits.wall = wall;
            c
        });
        Self { compiler }
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

    /// `source` for `task` compiled by TVM to the form of `family` and adapted to our contract, with
    /// TVM's own text, its version and the compile's wall time (ms); blocking (seconds).
    ///
    /// # Errors
    /// [`Rejected`]: `invalid_shader` with TVM's message or the sandbox's reason for a script it
    /// cannot compile, `contract_violation` from the adapter, `unsupported` (missing `tvm` /
    /// `tvmscript-sandbox`) without the worker or when TVM does not import in the venv.
    pub fn compile(&self, task: &TaskSpec, family: Family, source: &str) -> Result<TvmCompileAnswer, Rejected> {
        let start = Instant::now();
        let compiler = self.compiler.as_ref().map_err(rejected)?;
        let (kind, adapt) = target(family);
        let form = kind.info().form;
        let compiled = compiler.compile(task, form, source).map_err(|e| rejected(&e))?;
        let generated = adapted(task, form, adapt, &compiled)?;
        Ok(TvmCompileAnswer {
            task: task.id.clone(),
            form,
            generated,
            tvm_source: compiled.source,
            tvm: compiled.tvm,
            compile_ms: u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX),
        })
    }

    /// The generated candidate of [`Self::compile`], a candidate of [`Self::kind_on`]`(family)`,
    /// checked from here on like any.
    ///
    /// # Errors
    /// As [`Self::compile`].
    pub fn generate(&self, task: &TaskSpec, family: Family, source: &str) -> Result<String, Rejected> {
        self.compile(task, family, source).map(|a| a.generated)
    }

    /// [`Self::generate`], or the report of a candidate TVM did not make into a kernel: kind
    /// `tvmscript`, its verdict, the first diagnostic as the message, run under `profile`.
    ///
    /// # Errors
    /// That report, boxed.
    pub fn candidate(&self, task: &TaskSpec, family: Family, source: &str, profile: Profile) -> Result<String, Box<SampleReport>> {
        self.generate(task, family, source).map_err(|rejected| {
            let message = rejected.diagnostics.first().map(Diagnostic::one_line).unwrap_or_default();
            let mut r = SampleReport::without_run(&task.id, rejected.verdict, message, rejected.diagnostics, profile);
            r.kind = Kind::Tvmscript;
            Box::new(r)
        })
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
        let mut report = match self.forms.candidate(task.spec, self.family, source, opts.profile) {
            Err(rejected) => *rejected,
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
