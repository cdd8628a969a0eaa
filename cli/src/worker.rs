//! The isolated worker: `ekb worker` reads one [`Job`] as JSON on stdin, evaluates it in this
//! process, and writes the result as JSON on stdout. The parent ([`crate::isolate`]) enforces the
//! wall-clock limit; the worker caps its own address space first.

use std::io::Read;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::timing::Peak;
use wgsl_lib::{evaluate, EvalOptions, SampleReport};

use crate::adapter::{self, AdapterArgs};

/// What a worker does.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(crate) enum Work {
    /// Evaluate a candidate.
    Evaluate {
        /// Task id.
        task: String,
        /// Candidate text.
        source: String,
        /// Options.
        opts: EvalOptions,
    },
    /// Measure the device's peak copy bandwidth and FMA rate.
    Probe {
        /// Use the small probe (software adapters).
        small: bool,
    },
}

/// One job for a worker.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Job {
    /// Adapter selection.
    pub adapter: AdapterArgs,
    /// Address-space limit in MiB (0 = none).
    pub memory_limit_mib: u64,
    /// The work.
    pub work: Work,
}

/// A worker's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(crate) enum Answer {
    /// An evaluation report.
    Report(Box<SampleReport>),
    /// A peak measurement.
    Peak(Peak),
    /// The worker could not do the job (no adapter, unknown task).
    Failed {
        /// Why.
        message: String,
    },
}

/// Entry point of `ekb worker`.
pub(crate) fn main() -> Result<()> {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).context("reading the job from stdin")?;
    let job: Job = serde_json::from_str(&input).context("parsing the job")?;
    if job.memory_limit_mib > 0 {
        let bytes = job.memory_limit_mib.saturating_mul(1 << 20);
        // RLIMIT_DATA (heap and private writable mappings), not RLIMIT_AS: GPU drivers reserve large
        // PROT_NONE address ranges that an address-space cap would refuse. Best effort: a limit the
        // system refuses leaves the worker unlimited, not failed.
        let _ = rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes);
    }
    // The job (naga and the plan parser included) runs on a thread with a large fixed stack: the
    // limits on candidate text bound their recursion, and this is the second wall.
    let answer = std::thread::Builder::new()
        .name("ekb-job".into())
        .stack_size(wgsl_lib::limits::FRONT_END_STACK_BYTES)
        .spawn(move || run(&job))
        .context("starting the job thread")?
        .join()
        .map_err(|_| anyhow::anyhow!("the job panicked"))
        .and_then(|r| r)
        .unwrap_or_else(|e| Answer::Failed { message: format!("{e:#}") });
    println!("{}", serde_json::to_string(&answer)?);
    Ok(())
}

fn run(job: &Job) -> Result<Answer> {
    let backend = adapter::backend(&job.adapter)?;
    match &job.work {
        Work::Evaluate { task, source, opts } => {
            let t = kernels::get(task).with_context(|| format!("unknown task `{task}`"))?;
            let cached = |shape: &wgsl_lib::task::Shape, inputs: &[wgsl_lib::data::HostBuffer]| crate::oracle::reference(t, shape, inputs);
            let eval_task = wgsl_lib::EvalTask { spec: &t.spec, reference_wgsl: t.reference_wgsl, cpu_reference: &cached };
            let report = pollster::block_on(evaluate(&backend, &eval_task, source, opts));
            Ok(Answer::Report(Box::new(report)))
        }
        Work::Probe { small } => {
            let size = if *small { ProbeSize::SMALL } else { ProbeSize::FULL };
            let peak = pollster::block_on(measure_peak(&backend, size)).context("peak probe")?;
            Ok(Answer::Peak(peak))
        }
    }
}
