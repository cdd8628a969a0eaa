//! `ekb sol`: each task's headroom on this device — its WGSL reference kernel evaluated as a
//! candidate (the normal check path, timed against itself) and its median time over the
//! speed-of-light bound of the task's cost model on the device's measured peak
//! ([`kernels::speed_of_light`]). `--write FILE` records the ratios (`kernels/speed_of_light.json`
//! is what `ekb tasks --json` and docs/TASKS.md show); the bound is taken at the timed shape of
//! `--profile` (`ci`: the small shapes, the default; `full`: the timed shapes).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_wire::kind::Kind;
use ekb_wire::report::SuiteReport;
use ekb_wire::timing::Peak;
use kernels::speed_of_light::{Measurement, TaskHeadroom};

use crate::adapter::AdapterArgs;
use crate::commands::{BaselineArg, RunArgs};

/// Arguments of `ekb sol`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct SolArgs {
    /// Task ids (default: every task).
    #[arg(long, value_delimiter = ',')]
    pub tasks: Vec<String>,
    /// Record the ratios in this file (`kernels/speed_of_light.json`): an existing measurement of
    /// the same device and profile keeps its other tasks and its peak; one of another device or
    /// profile is left as it is unless `--replace` is given.
    #[arg(long)]
    pub write: Option<PathBuf>,
    /// With `--write`: replace a measurement of another device or profile (its tasks are dropped:
    /// ratios from two devices or profiles are not comparable).
    #[arg(long, requires = "write")]
    pub replace: bool,
    /// Print the measurement as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub run: RunArgs,
}

/// The samples: each selected task's WGSL reference, as a candidate.
fn samples(tasks: &[String]) -> Result<Vec<kernels::samples::Sample>> {
    for id in tasks {
        kernels::get(id).with_context(|| format!("unknown task `{id}` (`ekb tasks` lists them)"))?;
    }
    Ok(kernels::all()
        .iter()
        .filter(|t| tasks.is_empty() || tasks.contains(&t.spec.id))
        .map(|t| kernels::samples::Sample {
            task: t,
            sample_id: format!("{}-reference", t.spec.id),
            model: "reference".into(),
            source: t.reference_wgsl.to_string(),
            kind: Kind::Wgsl,
        })
        .collect())
}

/// The measurement a report gives, and the tasks it could not measure with why. With `recorded`,
/// a measurement of the same device and profile already on file, the bounds are taken against its
/// peak rather than the one measured now (`--write` merges into it: every ratio in one file is
/// against the one peak its header states — a peak probed under load is lower, and would make the
/// new tasks' ratios incomparable with the rest).
pub(crate) fn measurement(report: &SuiteReport, recorded: Option<&Measurement>) -> Result<(Measurement, Vec<(String, String)>)> {
    let measured = report.peaks.get(Kind::Wgsl.name()).context("no peak was measured for wgsl (drop --no-probe)")?;
    let device = report.device.as_ref().map_or_else(|| "no device".to_string(), |d| format!("{} ({})", d.name, d.backend_name()));
    let profile = report.profile.name().to_string();
    let peak = match recorded.filter(|r| r.device == device && r.profile == profile) {
        Some(r) => Peak { bytes_per_s: r.peak_bytes_per_s, flops_per_s: r.peak_flops_per_s },
        None => Peak { bytes_per_s: measured.bytes_per_s, flops_per_s: measured.flops_per_s },
    };
    let mut tasks = BTreeMap::new();
    let mut failed = Vec::new();
    for e in &report.samples {
        let r = &e.report;
        let timing = r.timing.as_ref();
        match (r.verdict.is_pass(), timing.filter(|t| t.speed_of_light_ms.is_some())) {
            (true, Some(t)) if t.candidate_ms > 0.0 && t.candidate_ms.is_finite() => {
                let ms = t.candidate_ms;
                // The cost model's FLOP and bytes, back from the achieved rates over the median.
                let (flops, bytes) = (t.candidate_gflops * 1e9 * ms * 1e-3, t.candidate_gbps * 1e9 * ms * 1e-3);
                let bound = peak.speed_of_light_ms(flops, bytes);
                if !(bound > 0.0 && bound.is_finite()) {
                    failed.push((e.task_id.clone(), format!("its cost model gives no bound ({flops} FLOP, {bytes} bytes)")));
                    continue;
                }
                let shape = t.shape.clone();
                tasks.insert(e.task_id.clone(), TaskHeadroom { shape, reference_ms: ms, bound_ms: bound, ratio: ms / bound });
            }
            (true, _) => failed.push((e.task_id.clone(), "passed but was not timed with a bound".to_string())),
            (false, _) => failed.push((e.task_id.clone(), format!("{}: {}", r.verdict.kind(), r.message))),
        }
    }
    let m = Measurement {
        device,
        profile,
        peak_bytes_per_s: peak.bytes_per_s,
        peak_flops_per_s: peak.flops_per_s,
        ekb_version: env!("CARGO_PKG_VERSION").to_string(),
        tasks,
    };
    Ok((m, failed))
}

/// `ekb sol`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &SolArgs) -> Result<ExitCode> {
    if args.run.no_time || args.run.no_probe {
        anyhow::bail!("`ekb sol` times the references against the measured peak: drop --no-time and --no-probe");
    }
    // An existing file that is not a measurement is refused before any work, never overwritten.
    // So is a path whose folder does not exist (found after minutes of measuring, before).
    let recorded = match &args.write {
        Some(path) => match std::fs::read_to_string(path) {
            Ok(text) => {
                Some(Measurement::parse(&text).map_err(|e| anyhow::anyhow!("{} exists and is {e}: not overwritten", path.display()))?)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
                anyhow::ensure!(folder.is_dir(), "cannot write {}: the folder {} does not exist", path.display(), folder.display());
                None
            }
            Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
        },
        None => None,
    };
    // A measurement of another profile is known to be replaced before any work: refused then.
    let profile = args.run.profile().name();
    if let (Some(old), Some(path), false) = (&recorded, &args.write, args.replace) {
        anyhow::ensure!(
            old.profile == profile,
            "{} holds a measurement of profile {} ({} tasks) and this run is of profile {profile}: it would be replaced — \
             give --replace to replace it, or write to another file",
            path.display(),
            old.profile,
            old.tasks.len()
        );
    }
    let samples = samples(&args.tasks)?;
    let mut run = args.run.clone();
    run.baseline = BaselineArg::Reference;
    let report = crate::eval::evaluate_here(adapter_args, &run, &samples)?;
    let (m, failed) = measurement(&report, recorded.as_ref())?;
    if args.json {
        println!("{}", m.to_json().trim_end());
    } else {
        print!("{}", table(&m));
    }
    for (id, why) in &failed {
        eprintln!("  not measured: {id}: {why}");
    }
    if let Some(path) = &args.write {
        let merged = match recorded {
            Some(old) => {
                if old.device == m.device && old.profile == m.profile {
                    eprintln!("bounds taken against {}'s recorded peak (same device and profile)", path.display());
                } else if args.replace {
                    eprintln!(
                        "replacing {}'s measurement of {} (profile {}, {} tasks)",
                        path.display(),
                        old.device,
                        old.profile,
                        old.tasks.len()
                    );
                } else {
                    // Another device: known only now. The file is kept; the table above has the figures.
                    anyhow::bail!(
                        "{} holds a measurement of {} ({} tasks), not of {}: not written — give --replace to replace it, or \
                         write to another file",
                        path.display(),
                        old.device,
                        old.tasks.len(),
                        m.device
                    );
                }
                old.merged(m)
            }
            None => m,
        };
        std::fs::write(path, merged.to_json()).with_context(|| format!("writing {}", path.display()))?;
        eprintln!("wrote {} ({} tasks, {})", path.display(), merged.tasks.len(), merged.device);
    }
    Ok(if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// The headroom table.
fn table(m: &Measurement) -> String {
    let mut t = Table::new();
    t.set_header(["task", "shape", "reference ms", "bound ms", "reference / bound"]);
    for (id, h) in &m.tasks {
        t.add_row([
            id.clone(),
            h.shape.clone(),
            format!("{:.3}", h.reference_ms),
            format!("{:.4}", h.bound_ms),
            format!("{:.1}×", h.ratio),
        ]);
    }
    format!(
        "{t}\n{} (profile {}), peak {:.2} GB/s copy, {:.2} GFLOP/s FMA. The bound is max(FLOP / peak FLOP/s, bytes / peak bytes/s) of the task's cost model at the shape.\n",
        m.device,
        m.profile,
        m.peak_bytes_per_s / 1e9,
        m.peak_flops_per_s / 1e9
    )
}
