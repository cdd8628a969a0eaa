//! `ekb eval SAMPLES.jsonl`: evaluate every sample in a worker (`--isolation`), show progress and a result
//! table, and write a [`SuiteReport`] with Correct@k / Fast@p metrics and the measured peak of each
//! kind's device.
//! The samples file format is documented in `kernels::samples` and docs/SCHEMA.md §4.
//!
//! With `--relay URL --device KEY` every sample is a job of that relay's job API instead
//! ([`crate::relay_client`]): run on the remote device — a tracker device, or a browser tab paired
//! with the relay when KEY is its code (`pair-…`) — and collected into the same report. Its
//! `transport` is `relay` for a tracker device (the relay host checks and times it, with the
//! relay's profile and seed) and `paired` for a tab (the tab checks and times it in the browser
//! with the app's defaults and a seed of its own); either way `--profile`, `--seed` and the timing
//! options do not apply. A job that fails (refused, device lost, session
//! timeout, `--relay-timeout`) is listed as failed, never as a verdict, and left out of the
//! metrics; the exit code is then 1.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_runner::suite;
use ekb_wire::report::{Baseline, SampleEntry, SuiteReport, Transport};
use indicatif::{ProgressBar, ProgressStyle};

use crate::relay_args::Relay;
use crate::relay_client::Outcome;
use crate::render::cell;

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
    /// Every sample a job of a relay's device (the module docs).
    #[command(flatten)]
    pub relay: crate::relay_args::RelayTarget,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `ekb eval`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &EvalArgs) -> Result<ExitCode> {
    let samples = read_samples(&args.samples)?;
    if args.relay.relay.is_some() && args.run.baseline != crate::commands::BaselineArg::Reference {
        anyhow::bail!("--baseline tvm is not sent with relay jobs yet: relay devices time against the reference");
    }
    if let Some(relay) = args.relay.connect()? {
        let run = evaluate_on(&relay, &samples, args.run.profile());
        write(args, &run.report)?;
        return Ok(run.finish(samples.len(), &relay.key));
    }
    let report = evaluate_here(adapter_args, &args.run, &samples)?;
    write(args, &report)?;
    Ok(ExitCode::SUCCESS)
}

/// The samples of the samples file at `path`.
///
/// # Errors
/// The file cannot be read or is not a valid samples file (`kernels::samples::parse`).
pub(crate) fn read_samples(path: &std::path::Path) -> Result<Vec<kernels::samples::Sample>> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {name}"))?;
    Ok(kernels::samples::parse(&text, &name)?)
}

/// Every sample evaluated on this machine (a worker per `run`'s isolation, the measured peak of
/// each kind's device), with a progress bar.
///
/// # Errors
/// A kind of the samples has no device here, or no worker can be started.
pub(crate) fn evaluate_here(adapter_args: &AdapterArgs, run: &RunArgs, samples: &[kernels::samples::Sample]) -> Result<SuiteReport> {
    for kind in suite::kinds(samples) {
        crate::adapter::require(&crate::adapter::for_kind(&adapter_args.selection(), kind), kind)?;
    }
    let seed = run.seed();
    let mut pool = run.pool()?;
    // One probe per kind in the file, each on the device that kind's samples run on.
    let peaks = probe(&mut pool, adapter_args, run, &suite::kinds(samples));
    let plan = run.plan(adapter_args, seed, peaks.clone());
    let bar = ProgressBar::new(samples.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()));
    if let Some(first) = samples.first() {
        bar.set_message(format!("{} ({})", first.sample_id, first.task.spec.id));
    }
    let mut next = samples.iter().skip(1);
    let entries = suite::evaluate_samples(&mut pool, &plan, samples, |_, _| {
        bar.inc(1);
        if let Some(s) = next.next() {
            bar.set_message(format!("{} ({})", s.sample_id, s.task.spec.id));
        }
    })
    .context("starting `ekb worker`")?;
    bar.finish_and_clear();
    Ok(SuiteReport::new(kernels::SUITE_VERSION, &kernels::suite_hash(), env!("CARGO_PKG_VERSION"), run.profile(), seed, None, entries)
        .with_peaks(&peaks))
}

/// Writes `--out`, then the JSON (`--json`) or the table.
fn write(args: &EvalArgs, report: &SuiteReport) -> Result<()> {
    let json = serde_json::to_string_pretty(report)?;
    if let Some(out) = &args.out {
        std::fs::write(out, &json).with_context(|| format!("writing {}", out.display()))?;
    }
    if args.json {
        println!("{json}");
    } else {
        print!("{}", table(report));
    }
    Ok(())
}

/// The samples run on a relay's device: the report of those that ran, and the jobs that failed
/// (refused, device lost, timed out: not verdicts, left out of the metrics).
pub(crate) struct RelayRun {
    /// The report, its transport `relay` or `paired`.
    pub report: SuiteReport,
    /// One row per failed job: sample, task, kind, job id, reason.
    pub failed: Table,
    /// How many jobs failed.
    pub n_failed: usize,
}

impl RelayRun {
    /// Prints the failed jobs on stderr; exit code 1 when any failed.
    pub(crate) fn finish(&self, n_samples: usize, key: &str) -> ExitCode {
        if self.n_failed == 0 {
            return ExitCode::SUCCESS;
        }
        eprintln!("{} of {n_samples} job(s) failed on `{key}` (not verdicts; left out of the metrics):\n{}", self.n_failed, self.failed);
        ExitCode::from(1)
    }
}

/// `ekb eval --relay URL --device KEY`: one relay job per sample, with a progress bar. The relay
/// chooses the profile and seed (the reports say which); `profile` is the report's when no job
/// ran.
pub(crate) fn evaluate_on(relay: &Relay, samples: &[kernels::samples::Sample], profile: ekb_wire::timing::Profile) -> RelayRun {
    let (key, device) = (relay.key.as_str(), &relay.device);
    let bar = ProgressBar::new(samples.len() as u64);
    bar.set_style(ProgressStyle::with_template("{bar:40} {pos}/{len} {elapsed} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()));
    bar.set_message(format!("on {key} ({}) via {}", device.backend, relay.url));
    let outcomes = relay.client.evaluate(device, key, samples, relay.timeout, |done, _, _| bar.set_position(done as u64));
    bar.finish_and_clear();
    let mut entries = Vec::new();
    let mut failed = Table::new();
    failed.set_header(["sample", "task", "kind", "job", "failed (not evaluated)"]);
    let mut n_failed = 0usize;
    for (s, o) in samples.iter().zip(outcomes) {
        match o {
            Outcome::Done(report) => entries.push(SampleEntry {
                sample_id: s.sample_id.clone(),
                task_id: s.task.spec.id.clone(),
                model: s.model.clone(),
                level: s.task.spec.level,
                domain: s.task.spec.domain.clone(),
                report: *report,
            }),
            Outcome::Failed { job, reason } => {
                n_failed += 1;
                failed.add_row([
                    cell(&s.sample_id, ID_CHARS),
                    cell(&s.task.spec.id, ID_CHARS),
                    s.kind.name().to_string(),
                    job.map_or_else(|| "-".into(), |j| cell(&j, ID_CHARS)),
                    reason,
                ]);
            }
        }
    }
    let first = entries.first().map(|e| (e.report.profile, e.report.seed));
    let (profile, seed) = first.unwrap_or((profile, 0));
    let report = SuiteReport::new(kernels::SUITE_VERSION, &kernels::suite_hash(), env!("CARGO_PKG_VERSION"), profile, seed, None, entries)
        .with_transport(if ekb_wire::paired::is_code(key) { Transport::Paired } else { Transport::Relay });
    RelayRun { report, failed, n_failed }
}

/// Widest id or model cell of the result table, characters (longer ones are cut with `…`; the
/// JSON report keeps them whole).
pub(crate) const ID_CHARS: usize = 40;
/// Widest detail cell, characters.
const DETAIL_CHARS: usize = 70;

/// One line per level: Correct@1 and Fast@1.0 (confident and point) of that level's samples, or
/// that none of them was timed against this baseline.
fn level_lines(per_level: &std::collections::BTreeMap<String, ekb_wire::metrics::Metrics>) -> String {
    per_level
        .iter()
        .map(|(level, lm)| {
            let fast = if lm.tasks_with_baseline == Some(0) {
                "Fast@p - (none timed against this baseline)".to_string()
            } else {
                format!("confident Fast@1.0 {:.3} (point {:.3})", lm.fast_at_1_0_confident, lm.fast_at_1_0)
            };
            format!("  level {level}: Correct@1 {:.3}, {fast} ({} tasks)\n", lm.correct_at_1, lm.tasks)
        })
        .collect()
}

fn table(r: &SuiteReport) -> String {
    let mut t = Table::new();
    t.set_header(["sample", "task", "kind", "model", "verdict", "confident ≥", "speedup", "candidate ms", "baseline ms", "detail"]);
    for e in &r.samples {
        let tm = e.report.timing.as_ref();
        t.add_row([
            cell(&e.sample_id, ID_CHARS),
            cell(&e.task_id, ID_CHARS),
            e.report.kind.name().to_string(),
            cell(&e.model, ID_CHARS),
            e.report.verdict.kind().to_string(),
            tm.map_or("-".into(), |t| format!("{:.2}×", t.speedup_lower)),
            // A speedup against TVM's kernel says so (`--baseline tvm`); unmarked: the reference.
            tm.map_or("-".into(), |t| format!("{:.2}×{}", t.speedup, if e.report.baseline.is_reference() { "" } else { " tvm" })),
            tm.map_or("-".into(), |t| format!("{:.4}", t.candidate_ms)),
            tm.map_or("-".into(), |t| format!("{:.4}", t.baseline_ms)),
            cell(&e.report.message_with_reproduce(), DETAIL_CHARS),
        ]);
    }
    let m = &r.metrics;
    let mut s = format!("{t}\n");
    // With `--baseline tvm` every timed sample may be against TVM's kernel: then the reference block
    // says so rather than that no reference exists.
    let untimed = if r.per_baseline.is_empty() {
        crate::render::NO_REFERENCE_KERNEL
    } else {
        "no sample was timed against the reference; the speedups are against the baseline below"
    };
    s += &crate::render::metrics_or(m, untimed);
    for (k, v) in &m.at_k {
        s += &format!("  {k} = {v:.3}\n");
    }
    s += &level_lines(&r.per_level);
    for b in [Baseline::Tvm] {
        let Some(bm) = r.per_baseline.get(b.name()) else { continue };
        let name = b.name();
        s += &format!("against the `{name}` baseline (speedups marked `{name}` above; the figures above are against the reference):\n");
        s += &crate::render::metrics(bm);
        let outcomes: Vec<_> = r.samples.iter().map(|e| e.outcome_against(b)).collect();
        s += &level_lines(&ekb_wire::metrics::breakdown(&outcomes).0);
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

#[cfg(test)]
mod tests {
    use ekb_wire::report::{SampleEntry, SuiteReport};
    use ekb_wire::timing::Profile;
    use ekb_wire::{SampleReport, Verdict};

    /// A 10 MB model name took `ekb eval` 54 s to print (the table laid out every character):
    /// the cell is cut, so the table is short whatever the report holds.
    #[test]
    fn a_huge_model_name_is_cut_in_the_table() {
        let entry = SampleEntry {
            sample_id: "s".repeat(1000),
            task_id: "l1_gemm".into(),
            model: "m".repeat(10_000_000),
            level: 1,
            domain: "linear-algebra".into(),
            report: SampleReport::without_run("l1_gemm", Verdict::Pass, "x".repeat(5000), Vec::new(), Profile::Ci),
        };
        let report = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry]);
        let text = super::table(&report);
        assert!(text.len() < 4000, "{} bytes", text.len());
        assert!(text.contains(&format!("{}…", "m".repeat(super::ID_CHARS - 1))), "{text}");
    }

    /// `--baseline tvm` with every sample timed against TVM's kernel: the reference block says no
    /// sample was timed against the reference (not that none has one), and the `tvm` section has its
    /// own per-level lines — the reference's per-level lines stand above it, never under it.
    #[test]
    fn a_tvm_run_says_what_it_was_timed_against_with_its_own_levels() {
        use ekb_wire::report::{BatchSizes, TimingReport};
        use ekb_wire::timing::TimerMethod;
        let entry = |task: &str, level: u8, lower: f64| {
            let mut report = SampleReport::without_run(task, Verdict::Pass, String::new(), Vec::new(), Profile::Ci);
            report.baseline = ekb_wire::report::Baseline::Tvm;
            report.timing = Some(TimingReport {
                method: TimerMethod::TimestampQuery,
                resolution_ns: 1000.0,
                shape: "N=1024".into(),
                candidate_ms: 1.0,
                baseline_ms: lower * 1.1,
                speedup: lower * 1.1,
                speedup_lower: lower,
                looks: vec![5],
                candidate_first: vec![false; 5],
                batch: BatchSizes { candidate: 1, baseline: 1 },
                samples: 5,
                candidate_samples_ms: vec![1.0; 5],
                baseline_samples_ms: vec![lower * 1.1; 5],
                candidate_spread: 0.0,
                baseline_spread: 0.0,
                noisy: false,
                speed_of_light_ms: None,
                speed_of_light_violated: false,
                candidate_gflops: 1.0,
                candidate_gbps: 1.0,
                verified_launches: 5,
                input_sets: 2,
            });
            SampleEntry { sample_id: task.into(), task_id: task.into(), model: "m".into(), level, domain: "signal".into(), report }
        };
        let r = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry("l1_a", 1, 0.5), entry("l2_b", 2, 1.2)]);
        let text = super::table(&r);
        assert!(
            text.contains("Fast@p: - (no sample was timed against the reference; the speedups are against the baseline below)"),
            "{text}"
        );
        assert!(!text.contains("no task has a reference kernel"), "{text}");
        let tvm = text.find("against the `tvm` baseline").expect("the tvm section");
        let (reference, against_tvm) = text.split_at(tvm);
        assert!(reference.contains("level 2: Correct@1 1.000, Fast@p - (none timed against this baseline) (1 tasks)"), "{text}");
        assert!(against_tvm.contains("level 2: Correct@1 1.000, confident Fast@1.0 1.000 (point 1.000) (1 tasks)"), "{text}");
        assert!(against_tvm.contains("level 1: Correct@1 1.000, confident Fast@1.0 0.000 (point 0.000) (1 tasks)"), "{text}");
    }
}
