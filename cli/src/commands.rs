//! `ekb tasks`, `ekb adapters`, `ekb check`, and the evaluation options they share.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use comfy_table::Table;
use serde_json::json;
use wgsl_lib::timing::{Peak, TimingConfig};
use wgsl_lib::{EvalOptions, Profile, SampleReport};

use crate::adapter::{self, AdapterArgs};
use crate::isolate::{self, Limits, Outcome};
use crate::render;
use crate::worker::{Answer, Job, Work};

/// Options shared by `check`, `eval` and `bench`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct RunArgs {
    /// `ci` times each task's small ci shape (software Vulkan); `full` its timed shape (real GPUs).
    #[arg(long, value_enum, default_value = "ci")]
    pub profile: ProfileArg,
    /// Base seed for inputs (default: random; the report records it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Only check correctness; skip timing.
    #[arg(long)]
    pub no_time: bool,
    /// Wall-clock limit per kernel in seconds (default: 30 s + 100 s per G(FLOP+byte) of the timed shape, ≤ 600 s).
    #[arg(long)]
    pub timeout: Option<f64>,
    /// Memory limit per worker (RLIMIT_DATA), MiB (0 = none).
    #[arg(long, default_value_t = 8192)]
    pub memory_limit: u64,
    /// Timed samples per kernel (interleaved with the reference's).
    #[arg(long, default_value_t = 10)]
    pub timing_samples: u32,
    /// Skip the peak probe (no speed-of-light flag).
    #[arg(long)]
    pub no_probe: bool,
}

/// `--profile` values.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub(crate) enum ProfileArg {
    /// Small shapes for software adapters.
    Ci,
    /// Timed shapes for real GPUs.
    Full,
}

impl RunArgs {
    pub(crate) fn profile(&self) -> Profile {
        match self.profile {
            ProfileArg::Ci => Profile::Ci,
            ProfileArg::Full => Profile::Full,
        }
    }

    pub(crate) fn options(&self, seed: u64, peak: Option<Peak>) -> EvalOptions {
        EvalOptions {
            profile: self.profile(),
            seed,
            check_seeds: 3,
            time: !self.no_time,
            timing: TimingConfig { samples: self.timing_samples.max(1), ..TimingConfig::default() },
            peak,
            // The worker's wall-clock limit bounds every run natively.
            timed_launch_budget_ms: None,
        }
    }

    /// The wall-clock limit for a task: 30 s + 100 s per 10⁹ (FLOP + bytes) at the timed shape,
    /// capped at 600 s — generous for software Vulkan, where kernels run 100–1000× slower.
    pub(crate) fn limits(&self, task: &kernels::Task) -> Limits {
        let secs = self.timeout.unwrap_or_else(|| {
            let cost = task
                .spec
                .timed_shape(self.profile())
                .ok()
                .and_then(|s| Some(task.spec.flops(&s).ok()? + task.spec.bytes(&s).ok()?))
                .unwrap_or(0.0);
            (30.0 + 100.0 * cost / 1e9).min(600.0)
        });
        Limits { timeout: Duration::from_secs_f64(secs.max(1.0)), memory_mib: self.memory_limit }
    }

    pub(crate) fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let t = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).unwrap_or_default();
            t.as_nanos() as u64 ^ u64::from(std::process::id())
        })
    }
}

/// Measures the device peak in a worker (None on failure or with `--no-probe`).
pub(crate) fn probe(adapter_args: &AdapterArgs, run: &RunArgs) -> Option<Peak> {
    if run.no_probe || run.no_time {
        return None;
    }
    let small = adapter::select(adapter_args).map(|a| a.get_info().device_type == wgpu::DeviceType::Cpu).unwrap_or(true);
    let job = Job { adapter: adapter_args.clone(), memory_limit_mib: 0, work: Work::Probe { small } };
    match isolate::run(&job, Limits { timeout: Duration::from_secs(120), memory_mib: run.memory_limit }) {
        Ok(Outcome::Answer(Answer::Peak(p))) => Some(p),
        _ => None,
    }
}

/// Evaluates one candidate in a worker.
pub(crate) fn evaluate_isolated(
    adapter_args: &AdapterArgs,
    run: &RunArgs,
    task: &kernels::Task,
    source: &str,
    opts: EvalOptions,
) -> Result<SampleReport> {
    let job = Job {
        adapter: adapter_args.clone(),
        memory_limit_mib: run.memory_limit,
        work: Work::Evaluate { task: task.spec.id.clone(), source: source.to_string(), opts },
    };
    let outcome = isolate::run(&job, run.limits(task))?;
    Ok(isolate::into_report(&task.spec.id, run.profile(), outcome))
}

/// `ekb tasks`.
pub(crate) fn tasks(json: bool, markdown: bool) -> Result<ExitCode> {
    let all = kernels::all();
    if markdown {
        print!("{}", kernels::catalog::markdown());
    } else if json {
        let v: Vec<_> = all
            .iter()
            .map(|t| {
                json!({
                    "id": t.spec.id, "level": t.spec.level, "domain": t.spec.domain, "title": t.spec.title,
                    "features": t.spec.features,
                    "inputs": t.spec.inputs.iter().map(|i| &i.name).collect::<Vec<_>>(),
                    "outputs": t.spec.outputs.iter().map(|o| &o.name).collect::<Vec<_>>(),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        let mut table = Table::new();
        table.set_header(["id", "level", "domain", "title"]);
        for t in all {
            table.add_row([t.spec.id.clone(), t.spec.level.to_string(), t.spec.domain.clone(), t.spec.title.clone()]);
        }
        println!("{table}");
        println!("suite {} ({} tasks), hash {}", kernels::SUITE_VERSION, all.len(), &kernels::suite_hash()[..16]);
    }
    Ok(ExitCode::SUCCESS)
}

/// `ekb adapters`.
pub(crate) fn adapters(args: &AdapterArgs, json: bool) -> Result<ExitCode> {
    let list = adapter::list(args)?;
    let opts = adapter::options(args);
    let infos: Vec<_> = list.iter().map(|a| backend_wgpu::adapter_info(a, opts.limits, "native")).collect();
    if json {
        println!("{}", serde_json::to_string_pretty(&infos)?);
    } else if infos.is_empty() {
        println!("no adapters found (on Debian: apt-get install mesa-vulkan-drivers libvulkan1)");
    } else {
        let mut table = Table::new();
        table.set_header(["#", "name", "backend", "type", "features", "driver"]);
        for (i, d) in infos.iter().enumerate() {
            let ty = if d.is_fallback { format!("{} (software)", d.device_type) } else { d.device_type.clone() };
            table.add_row([i.to_string(), d.name.clone(), d.backend.clone(), ty, d.features.join(" "), d.driver.clone()]);
        }
        println!("{table}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `ekb check`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct CheckArgs {
    /// Task id (see `ekb tasks`).
    #[arg(long)]
    pub task: String,
    /// The candidate WGSL file (launch plan in its leading comment block); `-` reads stdin.
    pub file: PathBuf,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `ekb check`: exit 0 on Pass, 1 on any other verdict, 2 on usage errors.
pub(crate) fn check(adapter_args: &AdapterArgs, args: &CheckArgs) -> Result<ExitCode> {
    let task = kernels::get(&args.task).with_context(|| format!("unknown task `{}`; see `ekb tasks`", args.task))?;
    let source = if args.file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).context("reading the candidate from stdin")?
    } else {
        std::fs::read_to_string(&args.file).with_context(|| format!("reading {}", args.file.display()))?
    };
    let peak = probe(adapter_args, &args.run);
    let report = evaluate_isolated(adapter_args, &args.run, task, &source, args.run.options(args.run.seed(), peak))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        if !report.diagnostics.is_empty() {
            eprint!("{}", render::diagnostics(&args.file.display().to_string(), &source, &report.diagnostics));
        }
        print!("{}", render::report(&report));
    }
    Ok(if report.verdict.is_pass() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
