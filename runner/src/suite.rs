//! Evaluating samples through a [`Pool`]: one candidate, a whole samples file, the peak probe of
//! each kind's device.

use std::collections::BTreeMap;
use std::io;
use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::report::SampleEntry;
use ekb_eval::timing::Peak;
use ekb_eval::{EvalOptions, SampleReport};
use kernels::samples::Sample;

use crate::job::{Answer, DeviceSelection, Job, Limits, Work};
use crate::pool::{into_report, Outcome, Pool};

/// How every sample of a run is evaluated.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The device.
    pub device: DeviceSelection,
    /// Evaluation options (the same seed for every sample: they share inputs). Their `peak` is
    /// replaced, for each sample, by the entry of [`Self::peaks`] for the sample's kind.
    pub options: EvalOptions,
    /// The measured peak of each kind's device (from [`probe`]): a sample's speed-of-light bound
    /// comes from the peak of the device that runs it; a kind without an entry gets none.
    pub peaks: BTreeMap<Kind, Peak>,
    /// Wall-clock limit per sample; `None` = [`Limits::default_timeout`] of its task.
    pub timeout: Option<Duration>,
    /// Data-segment limit per worker, MiB (0 = none).
    pub memory_mib: u64,
}

impl Plan {
    /// The limits for a sample of `kind` for `task`: [`Self::timeout`], else the task's default
    /// limit, with [`crate::job::TVMSCRIPT_COMPILE_WALL`] more for a `tvmscript` sample.
    pub fn limits(&self, task: &kernels::Task, kind: Kind) -> Limits {
        let timeout = self.timeout.unwrap_or_else(|| {
            let compile = if kind == Kind::Tvmscript { crate::job::TVMSCRIPT_COMPILE_WALL } else { Duration::ZERO };
            Limits::default_timeout(task, &self.options) + compile
        });
        Limits { timeout: timeout.max(Duration::from_secs(1)), memory_mib: self.memory_mib }
    }

    /// The options for a sample of `kind`: [`Self::options`] with the peak of that kind's device.
    pub fn options_for(&self, kind: Kind) -> EvalOptions {
        EvalOptions { peak: self.peaks.get(&kind).copied(), ..self.options.clone() }
    }
}

/// Evaluates one WGSL candidate for `task` in a worker of `pool` ([`evaluate_kind`] with
/// [`Kind::Wgsl`]).
///
/// # Errors
/// Only when a worker cannot be started.
pub fn evaluate(pool: &mut Pool, plan: &Plan, task: &kernels::Task, source: &str) -> io::Result<SampleReport> {
    evaluate_kind(pool, plan, task, Kind::Wgsl, source)
}

/// Evaluates one candidate of `kind` for `task` in a worker of `pool`; the report carries the
/// kind also when the worker died (a `c` kernel that faults ends its process: `runtime_error`).
///
/// # Errors
/// Only when a worker cannot be started.
pub fn evaluate_kind(pool: &mut Pool, plan: &Plan, task: &kernels::Task, kind: Kind, source: &str) -> io::Result<SampleReport> {
    let job = Job {
        adapter: plan.device.clone(),
        memory_limit_mib: plan.memory_mib,
        work: Work::Evaluate { task: task.spec.id.clone(), source: source.to_string(), opts: plan.options_for(kind), language: kind },
    };
    let outcome = pool.run(&job, plan.limits(task, kind))?;
    let mut report = into_report(&task.spec.id, plan.options.profile, outcome);
    report.kind = kind;
    Ok(report)
}

/// Evaluates every sample in order; `each` is called after each one (progress).
///
/// # Errors
/// Only when a worker cannot be started.
pub fn evaluate_samples(
    pool: &mut Pool,
    plan: &Plan,
    samples: &[Sample],
    mut each: impl FnMut(&Sample, &SampleReport),
) -> io::Result<Vec<SampleEntry>> {
    let mut entries = Vec::with_capacity(samples.len());
    for s in samples {
        let report = evaluate_kind(pool, plan, s.task, s.kind, &s.source)?;
        each(s, &report);
        entries.push(SampleEntry {
            sample_id: s.sample_id.clone(),
            task_id: s.task.spec.id.clone(),
            model: s.model.clone(),
            level: s.task.spec.level,
            domain: s.task.spec.domain.clone(),
            report,
        });
    }
    Ok(entries)
}

/// Measures the peak of the device that runs candidates of `kind` (selected by `device`) in a
/// worker of `pool` (120 s limit): the backend's own probe (`small` for software adapters and CPU
/// devices). `None` on any failure, or when the answer is not a plausible peak (finite, positive).
pub fn probe(pool: &mut Pool, device: &DeviceSelection, memory_mib: u64, small: bool, kind: Kind) -> Option<Peak> {
    let job = Job { adapter: device.clone(), memory_limit_mib: memory_mib, work: Work::Probe { small, language: kind } };
    match pool.run(&job, Limits { timeout: Duration::from_secs(120), memory_mib }) {
        Ok(Outcome::Answer(Answer::Peak(p))) if p.is_plausible() => Some(p),
        _ => None,
    }
}

/// The kinds of `samples`, each once, in [`Kind`] order (the devices a samples file needs probed).
pub fn kinds(samples: &[Sample]) -> Vec<Kind> {
    samples.iter().map(|s| s.kind).collect::<std::collections::BTreeSet<_>>().into_iter().collect()
}
