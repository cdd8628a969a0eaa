//! `ekb p3`: the suite's reference kernels against TVM's generated kernels for the same tasks
//! (docs/TVM.md), on this machine's devices — P3 of docs/EVALUATION.md. For each kind asked (`wgsl`
//! on the wgpu adapter, `opencl` on the OpenCL device, `c` on the CPU), every task that has both a
//! reference and a TVM kernel of that kind is evaluated with its reference as the candidate and
//! TVM's kernel as the baseline (`--baseline tvm`, always, whatever the flag says), through the
//! normal check path and timing. Per level it prints the geometric mean over tasks of each task's
//! speedup — the median over interleaved pairs of TVM's time over the reference's, so > 1 means
//! the hand-written reference is faster — with the task count and range, labelled with the
//! device; tasks that did not pass or were not timed against TVM are listed with the reason and
//! left out of the means.

use std::collections::BTreeMap;
use std::process::ExitCode;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_wire::kind::Kind;
use ekb_wire::report::Baseline;
use ekb_wire::report::SuiteReport;
use serde::Serialize;

use crate::adapter::{self, AdapterArgs};
use crate::commands::{BaselineArg, RunArgs};

/// Arguments of `ekb p3`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct P3Args {
    /// Kinds to compare (default: wgsl, opencl, c); a kind with no device here is skipped, said so.
    #[arg(long, value_delimiter = ',')]
    pub kinds: Vec<Kind>,
    /// Task ids (default: every task with a TVM definition).
    #[arg(long, value_delimiter = ',')]
    pub tasks: Vec<String>,
    /// Print the table as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub run: RunArgs,
}

/// One kind's figures at one level.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct LevelRow {
    /// The candidate kind (`wgsl`, `opencl`, `c`).
    pub kind: Kind,
    /// The device, as `name (backend)`.
    pub device: String,
    /// Task level (1–3).
    pub level: u8,
    /// Tasks in the mean.
    pub tasks: usize,
    /// Geometric mean over tasks of TVM's time over the reference's (> 1: the reference is faster).
    pub geomean: f64,
    /// The smallest and largest task ratio.
    pub min: f64,
    /// See `min`.
    pub max: f64,
}

/// A task left out of the means, with why.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct Excluded {
    /// The kind.
    pub kind: Kind,
    /// The task id.
    pub task: String,
    /// Why: its verdict and message, or the baseline it was timed against instead.
    pub why: String,
}

/// What `ekb p3` prints.
#[derive(Clone, Debug, Default, Serialize)]
pub(crate) struct P3 {
    /// Per kind and level.
    pub rows: Vec<LevelRow>,
    /// Tasks left out.
    pub excluded: Vec<Excluded>,
    /// Kinds skipped for want of a device, with why.
    pub skipped: Vec<String>,
}

/// The P3 samples of `kind`: each selected task's reference of that kind, where TVM has a kernel of
/// it too.
fn samples(kind: Kind, tasks: &[String], excluded: &mut Vec<Excluded>) -> Vec<kernels::samples::Sample> {
    let mut out = Vec::new();
    for t in kernels::all() {
        let named = tasks.contains(&t.spec.id);
        if !tasks.is_empty() && !named {
            continue;
        }
        // A task asked for by name that cannot be compared is said so; unnamed ones are simply not in P3.
        let leave_out = |excluded: &mut Vec<Excluded>, why: String| {
            if named {
                excluded.push(Excluded { kind, task: t.spec.id.clone(), why });
            }
        };
        let tvm = ekb_dispatch::baselines::tvm_kernel(t, kind);
        let Some(reference) = t.reference(kind) else {
            leave_out(excluded, format!("no hand-written reference of this kind ({})", kind.reference_file()));
            continue;
        };
        match tvm {
            Ok(Some(_)) => out.push(kernels::samples::Sample {
                task: t,
                sample_id: format!("{}-reference", t.spec.id),
                model: "reference".into(),
                source: reference.to_string(),
                kind,
            }),
            Ok(None) => leave_out(excluded, "no TVM definition (docs/TVM.md lists why)".into()),
            Err(why) => excluded.push(Excluded { kind, task: t.spec.id.clone(), why }),
        }
    }
    out
}

/// The rows of one kind's report.
fn rows(kind: Kind, report: &SuiteReport, out: &mut P3) {
    let device = report.device.as_ref().map_or_else(|| "no device".to_string(), |d| format!("{} ({})", d.name, d.backend_name()));
    let mut by_level: BTreeMap<u8, Vec<f64>> = BTreeMap::new();
    for e in &report.samples {
        let r = &e.report;
        match (r.verdict.is_pass(), r.baseline, r.speedup()) {
            (true, Baseline::Tvm, Some(x)) if x > 0.0 && x.is_finite() => by_level.entry(e.level).or_default().push(x),
            (true, b, _) => {
                out.excluded.push(Excluded { kind, task: e.task_id.clone(), why: format!("timed against `{}`: {}", b.name(), r.message) })
            }
            (false, _, _) => {
                out.excluded.push(Excluded { kind, task: e.task_id.clone(), why: format!("{}: {}", r.verdict.kind(), r.message) })
            }
        }
    }
    for (level, xs) in by_level {
        let geomean = (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp();
        let (min, max) = xs.iter().fold((f64::INFINITY, 0.0f64), |(lo, hi), &x| (lo.min(x), hi.max(x)));
        out.rows.push(LevelRow { kind, device: device.clone(), level, tasks: xs.len(), geomean, min, max });
    }
}

/// `ekb p3`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &P3Args) -> Result<ExitCode> {
    if args.run.no_time {
        anyhow::bail!("`ekb p3` compares timings: drop --no-time");
    }
    for id in &args.tasks {
        kernels::get(id).with_context(|| format!("unknown task `{id}` (`ekb tasks` lists them)"))?;
    }
    // The forms TVM generates (a `tvmscript` candidate is compiled to one of them).
    let kinds = if args.kinds.is_empty() { vec![Kind::Wgsl, Kind::Opencl, Kind::C] } else { args.kinds.clone() };
    let mut run = args.run.clone();
    run.baseline = BaselineArg::Tvm;
    let mut p3 = P3::default();
    for kind in kinds {
        if let Err(e) = adapter::require(&adapter::for_kind(&adapter_args.selection(), kind), kind) {
            p3.skipped.push(format!("{}: {e}", kind.name()));
            continue;
        }
        let samples = samples(kind, &args.tasks, &mut p3.excluded);
        if samples.is_empty() {
            p3.skipped.push(format!("{}: no selected task has both a reference and a TVM kernel of this kind", kind.name()));
            continue;
        }
        let report = crate::eval::evaluate_here(adapter_args, &run, &samples)?;
        rows(kind, &report, &mut p3);
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&p3)?);
    } else {
        print!("{}", table(&p3));
    }
    Ok(if p3.rows.is_empty() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// The P3 table and the tasks left out.
fn table(p3: &P3) -> String {
    let mut t = Table::new();
    t.set_header(["kind", "device", "level", "tasks", "geomean TVM / reference", "min", "max"]);
    for r in &p3.rows {
        t.add_row([
            r.kind.name().to_string(),
            r.device.clone(),
            r.level.to_string(),
            r.tasks.to_string(),
            format!("{:.2}×", r.geomean),
            format!("{:.2}×", r.min),
            format!("{:.2}×", r.max),
        ]);
    }
    let mut s = format!(
        "{t}\nEach task's ratio is the median over interleaved pairs of TVM's time over the reference's (> 1: the reference is faster).\n"
    );
    for e in &p3.excluded {
        s += &format!("  left out: {} ({}): {}\n", e.task, e.kind.name(), e.why);
    }
    for k in &p3.skipped {
        s += &format!("  skipped: {k}\n");
    }
    s
}
