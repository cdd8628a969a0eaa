//! `ekb eval SAMPLES.jsonl`: evaluate every sample in its own worker, show progress and a result
//! table, and write a [`SuiteReport`] with Correct@k / Fast@p metrics.
//!
//! Samples file: one JSON object per line —
//! `{"task_id": "l1_gemm", "sample_id": "gpt-x-0", "model": "gpt-x", "source": "<WGSL>"}`.
//! `task_id` (string, a suite task), `sample_id` (string or number, unique in the file) and
//! `source` (the candidate text, launch plan included) are required; `model` defaults to
//! `unknown`; other fields are ignored. Blank lines and lines starting with `//` are skipped.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use comfy_table::Table;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Deserialize;
use wgsl_lib::report::{SampleEntry, SuiteReport};

use crate::adapter::AdapterArgs;
use crate::commands::{evaluate_isolated, probe, RunArgs};

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

#[derive(Deserialize)]
struct RawSample {
    task_id: String,
    sample_id: serde_json::Value,
    #[serde(default)]
    model: Option<String>,
    source: String,
}

/// A parsed sample.
pub(crate) struct Sample {
    pub task: &'static kernels::Task,
    pub sample_id: String,
    pub model: String,
    pub source: String,
}

/// Parses a samples file, naming the line of any problem.
pub(crate) fn parse_samples(text: &str, name: &str) -> Result<Vec<Sample>> {
    let mut out: Vec<Sample> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        let raw: RawSample = serde_json::from_str(t).with_context(|| format!("{name}:{}: not a sample object", i + 1))?;
        let task =
            kernels::get(&raw.task_id).with_context(|| format!("{name}:{}: unknown task `{}` (see `ekb tasks`)", i + 1, raw.task_id))?;
        let sample_id = match raw.sample_id {
            serde_json::Value::String(s) => s,
            serde_json::Value::Number(n) => n.to_string(),
            other => bail!("{name}:{}: sample_id must be a string or a number, not {other}", i + 1),
        };
        if out.iter().any(|s| s.sample_id == sample_id) {
            bail!("{name}:{}: duplicate sample_id `{sample_id}`", i + 1);
        }
        out.push(Sample { task, sample_id, model: raw.model.unwrap_or_else(|| "unknown".into()), source: raw.source });
    }
    if out.is_empty() {
        bail!("{name}: no samples");
    }
    Ok(out)
}

/// `ekb eval`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &EvalArgs) -> Result<ExitCode> {
    let name = args.samples.display().to_string();
    let text = std::fs::read_to_string(&args.samples).with_context(|| format!("reading {name}"))?;
    let samples = parse_samples(&text, &name)?;
    let seed = args.run.seed();
    let peak = probe(adapter_args, &args.run);
    let bar = ProgressBar::new(samples.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()));
    let mut entries = Vec::new();
    for s in &samples {
        bar.set_message(format!("{} ({})", s.sample_id, s.task.spec.id));
        let report = evaluate_isolated(adapter_args, &args.run, s.task, &s.source, args.run.options(seed, peak))?;
        entries.push(SampleEntry {
            sample_id: s.sample_id.clone(),
            task_id: s.task.spec.id.clone(),
            model: s.model.clone(),
            level: s.task.spec.level,
            domain: s.task.spec.domain.clone(),
            report,
        });
        bar.inc(1);
    }
    bar.finish_and_clear();
    let report = SuiteReport::new(
        kernels::SUITE_VERSION,
        &kernels::suite_hash(),
        env!("CARGO_PKG_VERSION"),
        args.run.profile(),
        seed,
        peak,
        entries,
    );
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
    t.set_header(["sample", "task", "model", "verdict", "speedup", "candidate ms", "reference ms", "detail"]);
    for e in &r.samples {
        let tm = e.report.timing.as_ref();
        let mut detail = e.report.message.clone();
        if detail.chars().count() > 70 {
            detail = detail.chars().take(69).collect::<String>() + "…";
        }
        t.add_row([
            e.sample_id.clone(),
            e.task_id.clone(),
            e.model.clone(),
            e.report.verdict.kind().to_string(),
            tm.map_or("-".into(), |t| format!("{:.2}×", t.speedup)),
            tm.map_or("-".into(), |t| format!("{:.4}", t.candidate_ms)),
            tm.map_or("-".into(), |t| format!("{:.4}", t.baseline_ms)),
            detail,
        ]);
    }
    let m = &r.metrics;
    let mut s = format!("{t}\n");
    s += &format!(
        "{} samples over {} tasks — Correct@1 {:.3} | Fast@0.8 {:.3} | Fast@1.0 {:.3} | Fast@1.5 {:.3} | Fast@2.0 {:.3} | geomean speedup {}\n",
        m.samples,
        m.tasks,
        m.correct_at_1,
        m.fast_at_0_8,
        m.fast_at_1_0,
        m.fast_at_1_5,
        m.fast_at_2_0,
        m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×"))
    );
    for (k, v) in &m.at_k {
        s += &format!("  {k} = {v:.3}\n");
    }
    for (level, lm) in &r.per_level {
        s += &format!("  level {level}: Correct@1 {:.3}, Fast@1.0 {:.3} ({} tasks)\n", lm.correct_at_1, lm.fast_at_1_0, lm.tasks);
    }
    if let Some(d) = &r.device {
        s += &format!(
            "device: {} ({}){}; profile {:?}; seed {}\n",
            d.name,
            d.backend,
            if d.is_fallback { " [software]" } else { "" },
            r.profile,
            r.seed
        );
    }
    s
}
