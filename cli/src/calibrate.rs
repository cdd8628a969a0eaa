//! `ekb calibrate`: the three figures of the confident Fast@p test (docs/EVALUATION.md
//! "Confident Fast@p", §3), measured on this machine's adapter with the default timing:
//!
//! * **(a) null** — every task's reference kernel timed against itself: the fraction of tasks
//!   confidently faster than 1.0× (target ≤ 0.05; the test's error rate is 0.01 per task);
//! * **(b) power** — every reference timed as the candidate against a copy of itself whose launch
//!   plan runs all of its passes twice (same kernel, same buffers: ≈ 2× the work): the fraction
//!   confidently faster than 1.0× and than 1.5× (target ≥ 0.95 each);
//! * **(c) repeatability** — the borderline file (`examples/borderline.jsonl`: per line a task, a
//!   candidate and a baseline work factor; each side is the reference with its passes repeated that
//!   many times, so a 2/3 line is a candidate at ≈ 1.5× and a 1/1 line one at ≈ 1.0×) evaluated
//!   `--repeats` times with fresh seeds: the spread over the runs of the count of samples
//!   confidently faster than 1.0× (target ≤ 1 task), next to the point-estimate count.
//!
//! Samples are evaluated in this process (they are the suite's own kernels: no isolation needed)
//! through the same check path as `ekb eval`, the modified kernel standing in as the task's
//! reference (the baseline) where a line says so. The exit status is 0 when every target is met.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use comfy_table::Table;
use ekb_eval::plan::parse_plan;
use ekb_eval::{Backend, EvalTask};
use ekb_wire::SampleReport;
use serde::Deserialize;
use wgsl_lib::evaluate;

use crate::adapter::{self, AdapterArgs};
use crate::commands::RunArgs;

/// Arguments of `ekb calibrate`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct CalibrateArgs {
    /// Task ids for (a) and (b) (default: every task).
    #[arg(long, value_delimiter = ',')]
    pub tasks: Vec<String>,
    /// The borderline samples of (c).
    #[arg(long, default_value = "examples/borderline.jsonl")]
    pub borderline: PathBuf,
    /// Evaluations of the borderline file in (c).
    #[arg(long, default_value_t = 3)]
    pub repeats: u32,
    /// Which figures to measure: any of `a`, `b`, `c`.
    #[arg(long, value_delimiter = ',', default_value = "a,b,c")]
    pub parts: Vec<String>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// One line of the borderline file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Borderline {
    /// Task id.
    pub task_id: String,
    /// Times the candidate runs the reference's passes per launch.
    pub candidate_repeat: u32,
    /// Times the baseline runs them.
    pub baseline_repeat: u32,
}

/// `source` (a reference kernel of `spec`) with its passes run `times` times per launch: the plan's
/// pass lines repeated in order after the last one, or — without passes — a plan of `times` copies
/// of the task's default launch (`threads(…)` of its single `@compute` entry point).
pub(crate) fn repeat_passes(source: &str, spec: &ekb_eval::TaskSpec, times: u32) -> Result<String> {
    if times <= 1 {
        return Ok(source.to_string());
    }
    let plan = parse_plan(source).map_err(|d| anyhow::anyhow!("{}", d.one_line()))?;
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::new();
    if let Some(last) = plan.passes.iter().map(|p| p.line as usize).max() {
        let pass_lines: Vec<&str> = plan.passes.iter().map(|p| lines[p.line as usize - 1]).collect();
        for (i, l) in lines.iter().enumerate() {
            out.push((*l).to_string());
            if i + 1 == last {
                for _ in 1..times {
                    out.extend(pass_lines.iter().map(|s| (*s).to_string()));
                }
            }
        }
    } else {
        let entry = compute_entry(source).context("no `@compute` entry point")?;
        let [x, y, z] = &spec.launch.threads;
        let pass = format!("// pass {entry} threads({}, {}, {})", x.source(), y.source(), z.source());
        match lines.iter().position(|l| l.trim() == "// @plan") {
            Some(at) => {
                for (i, l) in lines.iter().enumerate() {
                    out.push((*l).to_string());
                    if i == at {
                        out.extend((0..times).map(|_| pass.clone()));
                    }
                }
            }
            None => {
                out.push("// @plan".into());
                out.extend((0..times).map(|_| pass.clone()));
                out.push("// @end".into());
                out.extend(lines.iter().map(|l| (*l).to_string()));
            }
        }
    }
    Ok(out.join("\n") + "\n")
}

/// The name of the function after the first `@compute`.
fn compute_entry(source: &str) -> Option<String> {
    let after = &source[source.find("@compute")?..];
    let rest = &after[after.find("fn ")? + 3..];
    let name: String = rest.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (!name.is_empty()).then_some(name)
}

/// What one part measured of one sample.
struct Row {
    label: String,
    report: SampleReport,
}

impl Row {
    fn speedup(&self) -> Option<f64> {
        self.report.timing.as_ref().map(|t| t.speedup)
    }
    fn confident(&self, p: f64) -> bool {
        self.report.verdict.is_pass() && self.report.timing.as_ref().is_some_and(|t| t.fast_confident(p))
    }
    fn point(&self, p: f64) -> bool {
        self.report.verdict.is_pass() && self.report.timing.as_ref().is_some_and(|t| t.fast(p))
    }
    fn extended(&self) -> bool {
        self.report.timing.as_ref().is_some_and(|t| t.looks.len() > 1)
    }
}

/// Timed kernel ms of the second look's pairs (the time the sequential procedure adds).
fn second_look_ms(r: &SampleReport) -> f64 {
    r.timing.as_ref().map_or(0.0, |t| {
        let first = t.looks.first().copied().unwrap_or(t.samples) as usize;
        let side = |v: &[f64], batch: u32| v.iter().skip(first).sum::<f64>() * f64::from(batch);
        side(&t.candidate_samples_ms, t.batch.candidate) + side(&t.baseline_samples_ms, t.batch.baseline)
    })
}

struct Evaluator {
    backend: backend_wgpu::WgpuBackend,
    run: RunArgs,
}

impl Evaluator {
    fn eval(&self, task: &'static kernels::Task, candidate: &str, baseline: &str, seed: u64) -> SampleReport {
        let cached =
            |shape: &ekb_eval::task::Shape, inputs: &[ekb_eval::data::HostBuffer]| ekb_runner::oracle::reference(task, shape, inputs);
        let eval_task = EvalTask { spec: &task.spec, reference: Some(baseline), cpu_reference: &cached };
        // The baseline here is the calibration's own kernel, whatever `--baseline` says.
        let opts = ekb_eval::EvalOptions { baseline: ekb_wire::report::Baseline::Reference, ..self.run.options(seed, None) };
        pollster::block_on(evaluate(&self.backend, &eval_task, candidate, &opts))
    }
}

fn table(rows: &[Row], ps: &[f64]) -> Table {
    let mut t = Table::new();
    let mut header = vec!["sample".to_string(), "verdict".into(), "speedup".into(), "lower bound".into(), "pairs".into()];
    header.extend(ps.iter().map(|p| format!("confident > {p}")));
    t.set_header(header);
    for r in rows {
        let tm = r.report.timing.as_ref();
        let mut cells = vec![
            r.label.clone(),
            r.report.verdict.kind().to_string(),
            r.speedup().map_or("—".into(), |s| format!("{s:.3}")),
            tm.map_or("—".into(), |t| format!("{:.3}", t.speedup_lower)),
            tm.map_or("—".into(), |t| t.looks.iter().map(u32::to_string).collect::<Vec<_>>().join("→")),
        ];
        cells.extend(ps.iter().map(|p| if r.confident(*p) { "yes" } else { "no" }.to_string()));
        t.add_row(cells);
    }
    t
}

fn fraction(rows: &[Row], f: impl Fn(&Row) -> bool) -> f64 {
    rows.iter().filter(|r| f(r)).count() as f64 / rows.len().max(1) as f64
}

fn cost_line(rows: &[Row]) -> String {
    let extended = rows.iter().filter(|r| r.extended()).count();
    let added: f64 = rows.iter().map(|r| second_look_ms(&r.report)).sum();
    let timed: f64 = rows.iter().map(|r| crate::bench::timed_kernel_ms(&r.report)).sum();
    format!(
        "second look taken in {extended} of {} samples, adding {added:.0} ms of timed kernel time ({:.0} % of the {timed:.0} ms timed)",
        rows.len(),
        100.0 * added / timed.max(1e-9)
    )
}

/// Entry point of `ekb calibrate`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &CalibrateArgs) -> Result<ExitCode> {
    if args.run.no_time {
        bail!("`ekb calibrate` measures timing: drop --no-time");
    }
    let tasks: Vec<&'static kernels::Task> = if args.tasks.is_empty() {
        kernels::all().iter().collect()
    } else {
        args.tasks.iter().map(|id| kernels::get(id).with_context(|| format!("unknown task `{id}`"))).collect::<Result<_>>()?
    };
    let ev = Evaluator { backend: adapter::backend(&adapter_args.selection())?, run: args.run.clone() };
    let seed = args.run.seed();
    let device = ev.backend.device().clone();
    println!(
        "ekb calibrate: {} ({}, {}), profile {}, seed {seed}, {} timing pairs (+{} when borderline, ≤ {:.0} ms)",
        device.name,
        device.backend,
        device.device_type,
        args.run.profile().name(),
        ev.run.options(seed, None).timing.samples,
        ev.run.options(seed, None).timing.extra_pairs,
        ev.run.options(seed, None).timing.extension_budget_ms,
    );
    let part = |p: &str| args.parts.iter().any(|x| x.eq_ignore_ascii_case(p));
    let mut met = true;
    let started = web_time::Instant::now();

    if part("a") {
        let rows: Vec<Row> = tasks
            .iter()
            .enumerate()
            .map(|(i, t)| Row {
                label: t.spec.id.clone(),
                report: ev.eval(t, t.reference_wgsl, t.reference_wgsl, ekb_eval::evaluate::derive_seed(seed, i as u64)),
            })
            .collect();
        println!("\n(a) null: each reference timed against itself\n{}", table(&rows, &[1.0]));
        let confident = fraction(&rows, |r| r.confident(1.0));
        let point = fraction(&rows, |r| r.point(1.0));
        let passed = rows.iter().filter(|r| r.report.verdict.is_pass()).count();
        println!(
            "(a) confident Fast@1.0 = {confident:.3} of {} tasks (target ≤ 0.05); point-estimate Fast@1.0 = {point:.3}; {passed} passed",
            rows.len()
        );
        println!("(a) {}", cost_line(&rows));
        met &= confident <= 0.05 && passed == rows.len();
    }

    if part("b") {
        let mut rows = Vec::new();
        for (i, t) in tasks.iter().enumerate() {
            let doubled = repeat_passes(t.reference_wgsl, &t.spec, 2).with_context(|| format!("doubling {}", t.spec.id))?;
            let report = ev.eval(t, t.reference_wgsl, &doubled, ekb_eval::evaluate::derive_seed(seed, 0x100 + i as u64));
            rows.push(Row { label: t.spec.id.clone(), report });
        }
        println!("\n(b) power: each reference against a copy of itself that runs its passes twice\n{}", table(&rows, &[1.0, 1.5]));
        let (c1, c15) = (fraction(&rows, |r| r.confident(1.0)), fraction(&rows, |r| r.confident(1.5)));
        let speedups: Vec<f64> = rows.iter().filter_map(Row::speedup).collect();
        println!(
            "(b) confidently faster than 1.0× in {c1:.3} and than 1.5× in {c15:.3} of {} tasks (target ≥ 0.95 each); median speedup {:.3}",
            rows.len(),
            ekb_eval::timing::median(&speedups)
        );
        println!("(b) {}", cost_line(&rows));
        met &= c1 >= 0.95 && c15 >= 0.95;
    }

    if part("c") {
        let text = std::fs::read_to_string(&args.borderline).with_context(|| format!("reading {}", args.borderline.display()))?;
        let lines: Vec<Borderline> = text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, l)| serde_json::from_str(l).with_context(|| format!("{}:{}", args.borderline.display(), i + 1)))
            .collect::<Result<_>>()?;
        let mut counts = Vec::new();
        for run in 0..args.repeats.max(1) {
            let run_seed = ekb_eval::evaluate::derive_seed(seed, 0x1000 + u64::from(run));
            let mut rows = Vec::new();
            for (i, b) in lines.iter().enumerate() {
                let t = kernels::get(&b.task_id).with_context(|| format!("unknown task `{}`", b.task_id))?;
                let cand = repeat_passes(t.reference_wgsl, &t.spec, b.candidate_repeat)?;
                let base = repeat_passes(t.reference_wgsl, &t.spec, b.baseline_repeat)?;
                let report = ev.eval(t, &cand, &base, ekb_eval::evaluate::derive_seed(run_seed, i as u64));
                rows.push(Row { label: format!("{} {}/{}", b.task_id, b.candidate_repeat, b.baseline_repeat), report });
            }
            if run == 0 {
                println!("\n(c) repeatability: {} (run 1 of {})\n{}", args.borderline.display(), args.repeats, table(&rows, &[1.0, 1.5]));
            }
            let count = |f: &dyn Fn(&Row) -> bool| rows.iter().filter(|r| f(r)).count();
            let c = [count(&|r| r.confident(1.0)), count(&|r| r.point(1.0)), count(&|r| r.confident(1.5)), count(&|r| r.point(1.5))];
            let failed = rows.iter().filter(|r| !r.report.verdict.is_pass()).count();
            println!(
                "(c) run {}: confident Fast@1.0 {} of {n}, point Fast@1.0 {} of {n}; confident Fast@1.5 {}, point Fast@1.5 {}; {failed} not passed; {}",
                run + 1,
                c[0],
                c[1],
                c[2],
                c[3],
                cost_line(&rows),
                n = rows.len()
            );
            counts.push(c);
        }
        let spread = |k: usize| counts.iter().map(|c| c[k]).max().unwrap_or(0) - counts.iter().map(|c| c[k]).min().unwrap_or(0);
        println!(
            "(c) across {} runs: confident Fast@1.0 varies by {} task(s) (target ≤ 1), point-estimate Fast@1.0 by {}; at 1.5: {} and {}",
            counts.len(),
            spread(0),
            spread(1),
            spread(2),
            spread(3)
        );
        met &= spread(0) <= 1;
    }
    println!("\ncalibrate: {:.0} s; targets {}", started.elapsed().as_secs_f64(), if met { "met" } else { "NOT met" });
    Ok(if met { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeating_passes_keeps_the_plan_and_repeats_every_pass_in_order() {
        for t in kernels::all() {
            let twice = repeat_passes(t.reference_wgsl, &t.spec, 2).expect("repeat");
            let once = parse_plan(t.reference_wgsl).expect("plan").passes;
            let p = parse_plan(&twice).expect("repeated plan parses").passes;
            let n = once.len().max(1);
            assert_eq!(p.len(), 2 * n, "{}", t.spec.id);
            let entries: Vec<&str> = p.iter().map(|x| x.entry.as_str()).collect();
            assert_eq!(entries[..n], entries[n..], "{}: the same passes in the same order", t.spec.id);
            assert_eq!(repeat_passes(t.reference_wgsl, &t.spec, 1).expect("once"), t.reference_wgsl);
        }
    }
}
