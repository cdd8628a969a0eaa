//! `ekb bench`: how much the harness costs. Every task's reference kernel is evaluated as a
//! candidate, once through a worker pool (`--isolation pool`) and once with a process per sample
//! (`--isolation process`), in the same run, at the same seed and timing configuration. For each
//! mode it prints the pinned metric: `ekb eval` wall time of the samples (the whole loop, workers
//! started included) over the time inside the timed sample batches of both kernels (candidate and
//! baseline: per-launch sample times × launches per sample), and the harness overhead per sample
//! ((wall − timed kernel time) / samples). The peak probe runs once, before, and is not counted.
//! With domain corners on (the default), a third, pooled run without them prints what the corners
//! cost: the overhead per sample with and without (the ratio's denominator moves between runs,
//! the overhead much less; docs/EVALUATION.md §9).

use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_runner::suite::{self, Plan};
use ekb_runner::{Isolation, Pool, PoolStats};
use ekb_wire::kind::Kind;
use ekb_wire::SampleReport;

use crate::adapter::AdapterArgs;
use crate::commands::{probe, RunArgs};

/// Arguments of `ekb bench`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct BenchArgs {
    /// Task ids to measure (default: every task).
    #[arg(long, value_delimiter = ',')]
    pub tasks: Vec<String>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// One mode's measurement.
struct Measured {
    /// Per task: report, wall ms (parent side, worker start included), timed kernel ms.
    rows: Vec<(SampleReport, f64, f64)>,
    /// Wall time of the whole loop, ms.
    wall_ms: f64,
    /// Time inside timed batches, both kernels, ms.
    kernel_ms: f64,
    stats: PoolStats,
}

impl Measured {
    fn ratio(&self) -> f64 {
        if self.kernel_ms > 0.0 {
            self.wall_ms / self.kernel_ms
        } else {
            f64::NAN
        }
    }

    /// Time the workers spent inside `evaluate()` (the reports' `wall_ms`), ms.
    fn inside_ms(&self) -> f64 {
        self.rows.iter().map(|(r, _, _)| r.wall_ms).sum()
    }

    fn overhead_per_sample(&self) -> f64 {
        (self.wall_ms - self.kernel_ms) / self.rows.len().max(1) as f64
    }
}

/// Time inside the timed batches of a report: every sample is `batch` launches of its kernel.
pub(crate) fn timed_kernel_ms(r: &SampleReport) -> f64 {
    r.timing.as_ref().map_or(0.0, |tm| {
        tm.candidate_samples_ms.iter().sum::<f64>() * f64::from(tm.batch.candidate)
            + tm.baseline_samples_ms.iter().sum::<f64>() * f64::from(tm.batch.baseline)
    })
}

fn measure(mut pool: Pool, plan: &Plan, tasks: &[&kernels::Task]) -> Result<Measured> {
    let start = web_time::Instant::now();
    let mut rows = Vec::new();
    let mut kernel_ms = 0.0;
    for t in tasks {
        let t0 = web_time::Instant::now();
        let r = suite::evaluate(&mut pool, plan, t, t.reference_wgsl).context("starting `ekb worker`")?;
        let wall = t0.elapsed().as_secs_f64() * 1e3;
        let k = timed_kernel_ms(&r);
        kernel_ms += k;
        rows.push((r, wall, k));
    }
    let wall_ms = start.elapsed().as_secs_f64() * 1e3;
    let stats = pool.stats();
    pool.shutdown();
    Ok(Measured { rows, wall_ms, kernel_ms, stats })
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
    // Every sample is a WGSL reference: the wgpu adapter is the one device to probe.
    let peaks = probe(&mut args.run.pool_with(Isolation::Process)?, adapter_args, &args.run, &[Kind::Wgsl]);
    let probe_ms = t_probe.elapsed().as_secs_f64() * 1e3;
    let plan = args.run.plan(adapter_args, seed, peaks);
    // Pooled first: whatever the first run warms (shader caches, the CPU-reference cache) favours
    // the one-process figure, so the pooled one is not flattered.
    let pooled = measure(args.run.pool_with(Isolation::Pool)?, &plan, &tasks)?;
    let process = measure(args.run.pool_with(Isolation::Process)?, &plan, &tasks)?;
    // What the domain corners cost: the pooled run again without them (same seed, same shapes
    // otherwise).
    let without_corners = if plan.options.corners {
        let mut bare = plan.clone();
        bare.options.corners = false;
        Some(measure(args.run.pool_with(Isolation::Pool)?, &bare, &tasks)?)
    } else {
        None
    };
    let mut table = Table::new();
    // Each mode times its own kernels, so each has its own timed-kernel column: wall − kernel = overhead.
    table.set_header([
        "task",
        "verdict",
        "pool kernel ms",
        "pool wall ms",
        "pool overhead ms",
        "process kernel ms",
        "process wall ms",
        "process overhead ms",
    ]);
    for ((r, wall_p, k_p), (r1, wall_1, k_1)) in pooled.rows.iter().zip(&process.rows) {
        let verdict = if r.verdict.kind() == r1.verdict.kind() {
            r.verdict.kind().to_string()
        } else {
            format!("{} / {}", r.verdict.kind(), r1.verdict.kind())
        };
        table.add_row([
            r.task.clone(),
            verdict,
            format!("{k_p:.1}"),
            format!("{wall_p:.1}"),
            format!("{:.1}", wall_p - k_p),
            format!("{k_1:.1}"),
            format!("{wall_1:.1}"),
            format!("{:.1}", wall_1 - k_1),
        ]);
    }
    println!("{table}");
    println!(
        "timing config: {} samples/kernel, ≥ 4 ms per sample, ≤ 256 launches; profile {}; {} samples; peak probe {probe_ms:.0} ms (once per run, not counted)",
        args.run.timing_samples,
        args.run.profile().name(),
        tasks.len()
    );
    let n = tasks.len().max(1) as f64;
    for (name, m) in [("pooled      (--isolation pool)   ", &pooled), ("one-process (--isolation process)", &process)] {
        println!(
            "{name}: eval wall {:.0} ms / timed kernel {:.0} ms = {:.2}; harness overhead {:.1} ms per sample \
             ({:.1} ms inside evaluate(), {:.1} ms outside: worker start, device creation, IPC); {} worker processes",
            m.wall_ms,
            m.kernel_ms,
            m.ratio(),
            m.overhead_per_sample(),
            m.inside_ms() / n - m.kernel_ms / n,
            (m.wall_ms - m.inside_ms()) / n,
            m.stats.started
        );
    }
    if let Some(bare) = &without_corners {
        let extra = pooled.overhead_per_sample() - bare.overhead_per_sample();
        println!(
            "domain corners (pooled, --no-corners run after): eval wall {:.0} ms / timed kernel {:.0} ms = {:.2} without them; \
             harness overhead {:.1} ms per sample without, {:.1} with: the corners cost {extra:.1} ms per sample ({:.0} ms over the run)",
            bare.wall_ms,
            bare.kernel_ms,
            bare.ratio(),
            bare.overhead_per_sample(),
            pooled.overhead_per_sample(),
            extra * n
        );
    }
    Ok(ExitCode::SUCCESS)
}
