//! `ekb bench`: how much the harness costs. For each task's reference kernel (evaluated as a
//! candidate, in a worker, at a fixed timing configuration) it prints the wall time per sample,
//! the time spent inside timed kernel launches, the harness overhead (wall − timed kernel time)
//! and their ratio, measured in the same run.

use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;

use crate::adapter::AdapterArgs;
use crate::commands::{evaluate_isolated, probe, RunArgs};

/// Arguments of `ekb bench`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct BenchArgs {
    /// Task ids to measure (default: every task).
    #[arg(long, value_delimiter = ',')]
    pub tasks: Vec<String>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `ekb bench`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &BenchArgs) -> Result<ExitCode> {
    let tasks: Vec<&kernels::Task> = if args.tasks.is_empty() {
        kernels::all().iter().collect()
    } else {
        args.tasks.iter().map(|id| kernels::get(id).with_context(|| format!("unknown task `{id}`"))).collect::<Result<_>>()?
    };
    let seed = args.run.seed();
    let t_probe = web_time::Instant::now();
    let peak = probe(adapter_args, &args.run);
    let probe_ms = t_probe.elapsed().as_secs_f64() * 1e3;
    let mut table = Table::new();
    table.set_header(["task", "verdict", "wall ms", "worker ms", "timed kernel ms", "overhead ms", "wall / kernel"]);
    let (mut wall_sum, mut kernel_sum) = (0.0, 0.0);
    for t in &tasks {
        let start = web_time::Instant::now();
        let r = evaluate_isolated(adapter_args, &args.run, t, t.reference_wgsl, args.run.options(seed, peak))?;
        let wall = start.elapsed().as_secs_f64() * 1e3;
        // Time spent inside timed launches: every sample is `batch` launches of its kernel.
        let kernel = r.timing.as_ref().map_or(0.0, |tm| {
            tm.candidate_samples_ms.iter().sum::<f64>() * f64::from(tm.batch[1])
                + tm.baseline_samples_ms.iter().sum::<f64>() * f64::from(tm.batch[0])
        });
        wall_sum += wall;
        kernel_sum += kernel;
        table.add_row([
            t.spec.id.clone(),
            r.verdict.kind().to_string(),
            format!("{wall:.1}"),
            format!("{:.1}", r.wall_ms),
            format!("{kernel:.1}"),
            format!("{:.1}", wall - kernel),
            if kernel > 0.0 { format!("{:.1}", wall / kernel) } else { "-".into() },
        ]);
    }
    println!("{table}");
    let n = tasks.len().max(1) as f64;
    println!(
        "timing config: {} samples/kernel, ≥ 4 ms per sample, ≤ 256 launches; profile {}; peak probe {probe_ms:.0} ms (once per run)",
        args.run.timing_samples,
        args.run.profile().name()
    );
    println!(
        "per-sample harness overhead: {:.1} ms (mean wall {:.1} ms − mean timed kernel {:.1} ms); eval wall / timed kernel time = {:.2}",
        (wall_sum - kernel_sum) / n,
        wall_sum / n,
        kernel_sum / n,
        if kernel_sum > 0.0 { wall_sum / kernel_sum } else { f64::NAN }
    );
    Ok(ExitCode::SUCCESS)
}
