//! `ekb tune`: the non-LLM search over a WGSL kernel's `override` constants (or an OpenCL C
//! kernel's plan local sizes) on this device
//! ([`ekb_runner::tune`], docs/TUNE.md): every variant through the full checks in isolated
//! workers, speedups over the kernel as given, the winner confirmed by a fresh re-run, the answer
//! cached per adapter.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_runner::tune::{self, space::fmt_value, Decision, Event, TuneCache, TuneError, TuneOptions, TuneResult, Values, VariantOutcome};
use indicatif::{ProgressBar, ProgressStyle};

use crate::adapter::AdapterArgs;
use crate::commands::RunArgs;

/// Arguments of `ekb tune`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct TuneArgs {
    /// Task id (see `ekb tasks`).
    #[arg(long)]
    pub task: String,
    /// The kernel to tune: WGSL (its `override` constants) or OpenCL C (`.cl`: its plan passes'
    /// `local(x, y, z)` x sizes, named `local.ENTRY`); `-` reads stdin (WGSL).
    pub file: PathBuf,
    /// Values to try for one override, `NAME=a,b,c` (repeat for more); other integer overrides
    /// get powers of two around their default within the device's invocation limit.
    #[arg(long = "values", value_name = "NAME=a,b,…")]
    pub values: Vec<String>,
    /// Most variants to check besides the default.
    #[arg(long, default_value_t = 12)]
    pub max_variants: usize,
    /// Wall-clock budget of the first pass, seconds; variants not started by then are not run.
    #[arg(long, default_value_t = 300.0)]
    pub budget: f64,
    /// Timed pairs per kernel (each against the task's reference kernel); at least 20.
    #[arg(long, default_value_t = 20)]
    pub pairs: u32,
    /// Search again even when the cache has an answer, and store nothing.
    #[arg(long)]
    pub no_cache: bool,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
    /// Write the tuned kernel here (the winner's values as the plan's override lines; the kernel
    /// unchanged when the default is kept).
    #[arg(long, value_name = "FILE")]
    pub write: Option<PathBuf>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `--values NAME=a,b,c` → the name and its values.
///
/// # Errors
/// A message naming the malformed argument.
pub(crate) fn parse_values(text: &str) -> Result<(String, Vec<f64>)> {
    let (name, list) = text.split_once('=').with_context(|| format!("--values {text}: expected NAME=a,b,c"))?;
    let values = list
        .split(',')
        .map(|v| v.trim().parse::<f64>().ok().filter(|v| v.is_finite()).with_context(|| format!("--values {text}: `{v}` is not a number")))
        .collect::<Result<Vec<_>>>()?;
    if name.trim().is_empty() || values.is_empty() {
        anyhow::bail!("--values {text}: expected NAME=a,b,c");
    }
    Ok((name.trim().to_string(), values))
}

/// `ekb tune`: exit 0 when the search ran (whether a variant won or the default was kept), 1 when
/// the kernel as given fails its checks, 2 on usage errors (nothing to tune among them).
pub(crate) fn run(adapter_args: &AdapterArgs, args: &TuneArgs) -> Result<ExitCode> {
    let task = kernels::get(&args.task).with_context(|| format!("unknown task `{}`; see `ekb tasks`", args.task))?;
    let source = if args.file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).context("reading the kernel from stdin")?
    } else {
        std::fs::read_to_string(&args.file).with_context(|| format!("reading {}", args.file.display()))?
    };
    let given = args.values.iter().map(|v| parse_values(v)).collect::<Result<Vec<_>>>()?;
    let kind = crate::commands::candidate_kind(None, &args.file, adapter_args)?;
    let adapter_args = &crate::adapter::for_candidate(adapter_args, kind)?;
    let opts =
        TuneOptions { max_variants: args.max_variants, budget: Duration::from_secs_f64(args.budget.max(0.0)), pairs: args.pairs.max(20) };
    let cache = if args.no_cache { None } else { TuneCache::user() };
    let mut pool = args.run.pool()?;
    // No peak probe: the tuner compares kernels with each other, not with the device's peak.
    let plan = args.run.plan(adapter_args, args.run.seed(), Default::default());
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    bar.set_message("checking and timing the kernel as given");
    bar.enable_steady_tick(Duration::from_millis(200));
    let progress = |e: Event<'_>| match e {
        Event::Baseline { variants } => {
            bar.set_length(variants as u64);
            bar.set_message("variants");
        }
        Event::Cached => bar.set_message("cached"),
        Event::Variant(v) => {
            bar.inc(1);
            bar.set_message(values_text(&v.values));
        }
        Event::Confirming(v) => bar.set_message(format!("confirming {} with a new seed", values_text(v))),
    };
    let outcome = tune::tune(&mut pool, &plan, task, kind, &source, &given, &opts, cache.as_ref(), progress);
    bar.finish_and_clear();
    let result = match outcome {
        Ok(r) => r,
        Err(e @ TuneError::DefaultFails { .. }) => {
            eprintln!("{e}");
            eprintln!("(run `ekb check --task {} {}` for the diagnostics)", args.task, args.file.display());
            return Ok(ExitCode::from(1));
        }
        Err(e) => return Err(e.into()),
    };
    if let Some(path) = &args.write {
        std::fs::write(path, result.tuned_source(&source)).with_context(|| format!("writing {}", path.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&result)?);
    } else {
        print!("{}", render(&result, cache.as_ref()));
        if let Some(path) = &args.write {
            println!("wrote {}", path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn values_text(values: &Values) -> String {
    values.iter().map(|(n, v)| format!("{n}={}", fmt_value(*v))).collect::<Vec<_>>().join(" ")
}

/// The table of variants and the decision, as printed.
fn render(r: &TuneResult, cache: Option<&TuneCache>) -> String {
    let mut out = String::new();
    let device = r.device.as_ref().map_or("an unnamed device".to_string(), |d| format!("{} ({}, {})", d.name, d.backend, d.driver));
    out.push_str(&format!("tune {} on {device}: default {} ({:.4} ms)\n", r.task, values_text(&r.defaults), r.default_ms));
    for (name, why) in &r.space.left_out {
        out.push_str(&format!("not tuned: {name}: {why}\n"));
    }
    let mut table = Table::new();
    table.set_header(["variant", "status", "vs default", "lower bound", "ms (own run)", "reason"]);
    for v in &r.variants {
        let row = match &v.outcome {
            VariantOutcome::Timed { ratio, kernel_ms } => [
                "timed".to_string(),
                format!("{:.3}×", ratio.speedup),
                format!("{:.3}", ratio.lower),
                format!("{kernel_ms:.4}"),
                String::new(),
            ],
            VariantOutcome::Skipped { verdict, reason } => {
                [format!("skipped: {verdict}"), String::new(), String::new(), String::new(), short(reason)]
            }
            VariantOutcome::NotTimed { reason } => ["not timed".into(), String::new(), String::new(), String::new(), short(reason)],
            VariantOutcome::NotRun => ["not run (budget)".into(), String::new(), String::new(), String::new(), String::new()],
        };
        let [status, ratio, lower, ms, reason] = row;
        table.add_row([values_text(&v.values), status, ratio, lower, ms, reason]);
    }
    out.push_str(&format!("{table}\n"));
    match &r.decision {
        Decision::Tuned { values, confirmed, first_pass } => out.push_str(&format!(
            "confirmed: {} is {:.3}× the default {} (lower bound {:.3}) in a fresh paired re-run (seed {:#x}); first pass {:.3}×\n",
            values_text(values),
            confirmed.speedup,
            values_text(&r.defaults),
            confirmed.lower,
            r.seeds[1],
            first_pass.speedup
        )),
        Decision::KeptDefault { reason, .. } => out.push_str(&format!("kept the default {}: {reason}\n", values_text(&r.defaults))),
    }
    if r.cached {
        let dir = cache.map_or(String::new(), |c| format!(" in {}", c.dir().display()));
        out.push_str(&format!("(cached: the answer of an earlier run on this adapter{dir}; --no-cache runs the search again)\n"));
    }
    out
}

/// The first line of a reason, at most 100 characters.
fn short(s: &str) -> String {
    let line = s.lines().next().unwrap_or_default();
    if line.chars().count() > 100 {
        format!("{}…", line.chars().take(99).collect::<String>())
    } else {
        line.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_arguments() {
        assert_eq!(parse_values("WG=64,128, 256").unwrap(), ("WG".to_string(), vec![64.0, 128.0, 256.0]));
        assert!(parse_values("WG").is_err());
        assert!(parse_values("WG=a").is_err());
        assert!(parse_values("=1").is_err());
    }
}
