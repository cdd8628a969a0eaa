//! `ekb eval SAMPLES.jsonl`: evaluate every sample in a worker (`--isolation`), show progress and a result
//! table, and write a [`SuiteReport`] with Correct@k / Fast@p metrics and the measured peak of each
//! kind's device.
//! The samples file format is documented in `kernels::samples` and docs/SCHEMA.md §4.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_runner::suite;
use indicatif::{ProgressBar, ProgressStyle};
use wgsl_lib::report::SuiteReport;

use crate::adapter::AdapterArgs;
use crate::commands::{probe, RunArgs};

/// Arguments of `ekb eval`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct EvalArgs {
    /// Samples file (JSON lines).
    pub samples: PathBuf,
    /// Print the full report as JSON on stdout instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Also write the full JSON report to this file.
    #[arg(long)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `ekb eval`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &EvalArgs) -> Result<ExitCode> {
    let name = args.samples.display().to_string();
    let text = std::fs::read_to_string(&args.samples).with_context(|| format!("reading {name}"))?;
    let samples = kernels::samples::parse(&text, &name)?;
    let seed = args.run.seed();
    let mut pool = args.run.pool()?;
    // One probe per kind in the file, each on the device that kind's samples run on.
    let peaks = probe(&mut pool, adapter_args, &args.run, &suite::kinds(&samples));
    let plan = args.run.plan(adapter_args, seed, peaks.clone());
    let bar = ProgressBar::new(samples.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()));
    if let Some(first) = samples.first() {
        bar.set_message(format!("{} ({})", first.sample_id, first.task.spec.id));
    }
    let mut next = samples.iter().skip(1);
    let entries = suite::evaluate_samples(&mut pool, &plan, &samples, |_, _| {
        bar.inc(1);
        if let Some(s) = next.next() {
            bar.set_message(format!("{} ({})", s.sample_id, s.task.spec.id));
        }
    })
    .context("starting `ekb worker`")?;
    bar.finish_and_clear();
    let report = SuiteReport::new(
        kernels::SUITE_VERSION,
        &kernels::suite_hash(),
        env!("CARGO_PKG_VERSION"),
        args.run.profile(),
        seed,
        None,
        entries,
    )
    .with_peaks(&peaks);
    let json = serde_json::to_string_pretty(&report)?;
    if let Some(out) = &args.out {
        std::fs::write(out, &json).with_context(|| format!("writing {}", out.display()))?;
    }
    if args.json {
        println!("{json}");
    } else {
        print!("{}", table(&report));
    }
    Ok(ExitCode::SUCCESS)
}

fn table(r: &SuiteReport) -> String {
    let mut t = Table::new();
    t.set_header(["sample", "task", "kind", "model", "verdict", "confident ≥", "speedup", "candidate ms", "reference ms", "detail"]);
    for e in &r.samples {
        let tm = e.report.timing.as_ref();
        let mut detail = e.report.message.clone();
        if detail.chars().count() > 70 {
            detail = detail.chars().take(69).collect::<String>() + "…";
        }
        t.add_row([
            e.sample_id.clone(),
            e.task_id.clone(),
            e.report.kind.name().to_string(),
            e.model.clone(),
            e.report.verdict.kind().to_string(),
            tm.map_or("-".into(), |t| format!("{:.2}×", t.speedup_lower)),
            tm.map_or("-".into(), |t| format!("{:.2}×", t.speedup)),
            tm.map_or("-".into(), |t| format!("{:.4}", t.candidate_ms)),
            tm.map_or("-".into(), |t| format!("{:.4}", t.baseline_ms)),
            detail,
        ]);
    }
    let m = &r.metrics;
    let mut s = format!("{t}\n");
    s += &crate::render::metrics(m);
    for (k, v) in &m.at_k {
        s += &format!("  {k} = {v:.3}\n");
    }
    for (level, lm) in &r.per_level {
        s += &format!(
            "  level {level}: Correct@1 {:.3}, confident Fast@1.0 {:.3} (point {:.3}) ({} tasks)\n",
            lm.correct_at_1, lm.fast_at_1_0_confident, lm.fast_at_1_0, lm.tasks
        );
    }
    if r.per_kind.len() > 1 || r.per_backend.len() > 1 {
        for (what, groups) in [("kind", &r.per_kind), ("backend", &r.per_backend)] {
            for (name, gm) in groups {
                let fast = if gm.tasks_with_baseline == Some(0) {
                    "Fast@p - (no baseline of this kind)".to_string()
                } else {
                    let over = gm.tasks_with_baseline.map_or(String::new(), |n| format!(" over {n} with a baseline"));
                    format!("confident Fast@1.0 {:.3} (point {:.3}){over}", gm.fast_at_1_0_confident, gm.fast_at_1_0)
                };
                s += &format!(
                    "  {what} {name}: Correct@1 {:.3}, {fast} — {} sample(s), {} task(s)\n",
                    gm.correct_at_1, gm.samples, gm.tasks
                );
            }
        }
    }
    for (kind, p) in &r.peaks {
        s += &format!("  peak ({kind}): {:.2} GB/s copy, {:.2} GFLOP/s FMA\n", p.bytes_per_s / 1e9, p.flops_per_s / 1e9);
    }
    if let Some(d) = &r.device {
        s += &format!(
            "device: {} ({}){}; profile {}; seed {}\n",
            d.name,
            d.backend,
            if d.is_fallback { " [software]" } else { "" },
            r.profile.name(),
            r.seed
        );
    }
    s
}
