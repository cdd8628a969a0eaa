//! The isolated worker, `ekb worker`: the child side of `ekb_runner::Pool`. It reads line-delimited
//! JSON jobs on stdin and answers each with one JSON line on stdout ([`ekb_runner::serve_jobs`]),
//! until stdin ends. The wgpu device is created by the first job and reused by the next ones; a
//! job that ends in a fault (`runtime_error`: device lost, out of memory, a driver error) drops it,
//! so a lost device is never reused (the pool replaces such a worker anyway).

use anyhow::{Context, Result};
use backend_wgpu::WgpuBackend;
use ekb_runner::{Answer, DeviceSelection, Job, Work};
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::{evaluate, EvalTask};

use crate::adapter;

/// Entry point of `ekb worker`.
pub(crate) fn main() -> Result<()> {
    let mut device: Option<(DeviceSelection, WgpuBackend)> = None;
    ekb_runner::serve_jobs(move |job| {
        let answer = run(&mut device, job).unwrap_or_else(|e| Answer::Failed { message: format!("{e:#}") });
        if answer.is_fault() {
            device = None;
        }
        answer
    })
    .context("serving jobs")
}

fn run(device: &mut Option<(DeviceSelection, WgpuBackend)>, job: &Job) -> Result<Answer> {
    if device.as_ref().is_none_or(|(sel, _)| *sel != job.adapter) {
        *device = None;
        *device = Some((job.adapter.clone(), adapter::backend(&job.adapter)?));
    }
    let Some((_, backend)) = device.as_ref() else { anyhow::bail!("no device") };
    match &job.work {
        Work::Evaluate { task, source, opts } => {
            let t = kernels::get(task).with_context(|| format!("unknown task `{task}`"))?;
            let cached =
                |shape: &wgsl_lib::task::Shape, inputs: &[wgsl_lib::data::HostBuffer]| ekb_runner::oracle::reference(t, shape, inputs);
            let eval_task = EvalTask { spec: &t.spec, reference: t.reference_wgsl, cpu_reference: &cached };
            let report = pollster::block_on(evaluate(backend, &eval_task, source, opts));
            Ok(Answer::Report(Box::new(report)))
        }
        Work::Probe { small } => {
            let size = if *small { ProbeSize::SMALL } else { ProbeSize::FULL };
            let peak = pollster::block_on(measure_peak(backend, size)).context("peak probe")?;
            Ok(Answer::Peak(peak))
        }
    }
}
