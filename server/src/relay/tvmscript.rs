//! `tvmscript` relay jobs (docs/RELAY.md, "`tvmscript` jobs"): the relay host compiles the
//! candidate with TVM's sandboxed compile worker ([`TvmScriptCompiler`], supplied by the binary:
//! this crate links no compiler) to the form of the job's device — C for a stock TVM server or an
//! `ekb device` serving `c`, OpenCL C for one serving `opencl`, WGSL for one serving `wgsl` and for
//! a paired tab — and then runs the generated kernel exactly as a job of that form ([`prepare`]).
//! Its report names the kind `tvmscript`, keeps the generated kernel and is timed against that
//! form's baseline, as `ekb eval --kind tvmscript` does natively ([`finish`]). A script TVM
//! cannot compile is a rejected verdict with TVM's message, not a failed job.

use std::fmt;

use ekb_eval::task::TaskSpec;
use ekb_wire::kind::{Family, Kind};
use ekb_wire::relay::RelayDevice;
use ekb_wire::report::SampleReport;

use super::{ClaimedJob, Execution, Progress};

/// Compiles `tvmscript` candidates on the relay host (`ekb serve`: `ekb_dispatch::TvmScriptForms`,
/// the compile worker in bubblewrap).
pub trait TvmScriptCompiler: Send + Sync + fmt::Debug + 'static {
    /// Why this host cannot compile `tvmscript` candidates (no TVM venv, no sandbox); `None` when
    /// it can. Jobs are then refused at submission (503), never queued to fail later.
    fn unavailable(&self) -> Option<String>;

    /// `source` for `task` compiled by TVM to the form of `family` and adapted to our contract (a
    /// candidate of [`form_kind`]`(family)`). Blocks for the compile (seconds); runs on a blocking
    /// thread.
    ///
    /// # Errors
    /// The report of a candidate TVM rejected (`invalid_shader` with TVM's message,
    /// `contract_violation`, `unsupported`): kind `tvmscript`, not run.
    fn generate(&self, task: &TaskSpec, family: Family, source: &str) -> Result<String, Box<SampleReport>>;
}

/// The kind whose form a `tvmscript` candidate is compiled to on `family`: its first kind (`wgsl`
/// on wgpu, `opencl`, `c` on the CPU), as the native driver picks it.
pub fn form_kind(family: Family) -> Kind {
    family.kinds().find(|k| *k != Kind::Tvmscript).unwrap_or(Kind::Wgsl)
}

/// The kind a job of `kind` for a device reporting `device_api` runs as: `kind` itself, or for
/// `tvmscript` the kind of the form TVM compiles it to there (`None`: a device API of no family).
pub fn runs_as(kind: Kind, device_api: &str) -> Option<Kind> {
    if kind != Kind::Tvmscript {
        return Some(kind);
    }
    Family::for_device_api(device_api).filter(|f| Kind::Tvmscript.runs_on(*f)).map(form_kind)
}

/// Whether `device` (as `GET /api/relay/devices` or a pairing code's look-up lists it) takes jobs of
/// `kind`: it lists the kind, or for `tvmscript` the kind TVM compiles it to on its device API. The
/// listing is what the device runs, whatever the relay host can compile: a relay without TVM refuses
/// `tvmscript` jobs at submission (503).
pub fn accepts(device: &RelayDevice, kind: Kind) -> bool {
    runs_as(kind, &device.backend).is_some_and(|k| device.kinds.contains(&k))
}

/// What a `tvmscript` job became: the job of the generated form, and the generated kernel.
#[derive(Debug)]
pub struct Prepared {
    /// The job as its form's: the generated kernel as its source, that form's kind.
    pub job: ClaimedJob,
    /// The generated kernel (kept in the report).
    pub generated: String,
}

/// A `tvmscript` job compiled for its device ([`TvmScriptCompiler::generate`], blocking): `Ok`
/// with the job to run instead, or `Err` with how the job ends (the rejected candidate's report; a
/// relay without TVM, or a device of no family TVM targets, fails it).
///
/// # Errors
/// The job's end when it cannot run (above).
pub fn prepare(compiler: Option<&dyn TvmScriptCompiler>, job: &ClaimedJob, progress: &Progress) -> Result<Prepared, Execution> {
    let Some(compiler) = compiler else {
        return Err(Execution::Failed("this relay compiles no `tvmscript` candidates (no TVM on its host)".into()));
    };
    let family = Family::for_device_api(&job.backend).filter(|f| Kind::Tvmscript.runs_on(*f));
    let (Some(family), Some(task)) = (family, kernels::get(&job.task)) else {
        return Err(Execution::Failed(format!(
            "`tvmscript` job for device API `{}`, task `{}`: TVM compiles for none such",
            job.backend, job.task
        )));
    };
    let kind = form_kind(family);
    progress.step(format!("compiling with TVM to {}", kind.name()), None);
    match compiler.generate(&task.spec, family, &job.source) {
        Ok(generated) => Ok(Prepared { job: ClaimedJob { kind, source: generated.clone(), ..job.clone() }, generated }),
        Err(mut report) => {
            report.kind = Kind::Tvmscript;
            Err(Execution::Done(report))
        }
    }
}

/// The end of a prepared job's run as the `tvmscript` job's: its report named `tvmscript`, with
/// the generated kernel; a failure as it is.
pub fn finish(end: Execution, generated: String) -> Execution {
    match end {
        Execution::Done(mut report) => {
            report.kind = Kind::Tvmscript;
            report.generated = Some(generated);
            Execution::Done(report)
        }
        failed @ Execution::Failed(_) => failed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tvmscript_job_runs_as_its_device_s_form() {
        assert_eq!(runs_as(Kind::Tvmscript, "cpu"), Some(Kind::C));
        assert_eq!(runs_as(Kind::Tvmscript, "opencl"), Some(Kind::Opencl));
        assert_eq!(runs_as(Kind::Tvmscript, "webgpu"), Some(Kind::Wgsl));
        assert_eq!(runs_as(Kind::Tvmscript, "vulkan"), Some(Kind::Wgsl));
        assert_eq!(runs_as(Kind::Tvmscript, "cuda"), None);
        assert_eq!(runs_as(Kind::C, "cpu"), Some(Kind::C));
    }

    #[test]
    fn a_device_takes_tvmscript_where_it_takes_its_form() {
        let device = |backend: &str, kinds: Vec<Kind>| RelayDevice {
            key: "k".into(),
            backend: backend.into(),
            kinds,
            hardware: None,
            emulated: false,
            free: 1,
            pending: 0,
        };
        assert!(accepts(&device("cpu", vec![Kind::C]), Kind::Tvmscript));
        assert!(accepts(&device("opencl", vec![Kind::Opencl, Kind::C]), Kind::Tvmscript));
        assert!(accepts(&device("webgpu", vec![Kind::Wgsl]), Kind::Tvmscript));
        assert!(!accepts(&device("opencl", vec![]), Kind::Tvmscript), "a stock server keyed opencl runs no opencl");
        assert!(!accepts(&device("opencl", vec![Kind::C]), Kind::Tvmscript), "TVM compiles OpenCL C for an opencl device");
        assert!(accepts(&device("cpu", vec![Kind::C]), Kind::C) && !accepts(&device("cpu", vec![Kind::C]), Kind::Wgsl));
    }
}
