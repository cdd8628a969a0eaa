//! `ekb tasks`, `ekb adapters`, `ekb check`, and the evaluation options they share.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use comfy_table::Table;
use ekb_eval::timing::TimingConfig;
use ekb_eval::EvalOptions;
use ekb_wire::kind::Kind;
use ekb_wire::timing::Peak;
use ekb_wire::timing::Profile;
use serde_json::json;

use ekb_runner::suite::{self, Plan};
use ekb_runner::{Isolation, Pool, WorkerCommand};

use crate::adapter::{self, AdapterArgs};
use crate::render;

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
    /// Wall-clock limit per kernel in seconds (default: 30 s + 100 s per G(FLOP+byte) of the timed shape + 20 s per
    /// G(FLOP+byte) of every check launch, the --shape, corner and drawn shapes included; ≤ 1800 s).
    #[arg(long)]
    pub timeout: Option<f64>,
    /// Memory limit per worker (RLIMIT_DATA), MiB (0 = none).
    #[arg(long, default_value_t = 8192)]
    pub memory_limit: u64,
    /// Timed samples per kernel (interleaved with the reference's).
    #[arg(long, default_value_t = 10)]
    pub timing_samples: u32,
    /// Nonce the timed launches' input sets, their order and the verified launches are drawn from
    /// (default: from the OS random source, once per run; reports record it as `timing_nonce`: give
    /// it with `--seed` to repeat a failure in a timed launch).
    #[arg(long)]
    pub timing_nonce: Option<u64>,
    /// Skip the peak probe (no speed-of-light flag).
    #[arg(long)]
    pub no_probe: bool,
    /// `pool`: a worker process is reused for the next kernel until one faults, times out or the
    /// worker nears the memory limit; `process`: a fresh worker process for every kernel.
    #[arg(long, value_enum, default_value = "pool")]
    pub isolation: IsolationArg,
    /// Check the domain corners too (every param at its minimum and at its maximum in some shape): on unless
    /// `--no-corners` is given.
    #[arg(long, conflicts_with = "no_corners")]
    pub corners: bool,
    /// Leave the domain corners out of the checks.
    #[arg(long)]
    pub no_corners: bool,
    /// What speedups are measured against: `reference`, the task's reference kernel of the
    /// candidate's kind; `tvm`, TVM's generated kernel for the task (docs/TVM.md) where the task
    /// has one of that kind, else its reference. Each report names the one it was timed against.
    #[arg(long, value_enum, default_value = "reference")]
    pub baseline: BaselineArg,
}

/// `--baseline` values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum BaselineArg {
    /// The task's reference kernel of the candidate's kind.
    Reference,
    /// TVM's generated kernel (docs/TVM.md), where the task has one of the candidate's kind.
    Tvm,
}

/// `--isolation` values.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub(crate) enum IsolationArg {
    /// Reuse a worker until a fault, a timeout or the memory limit.
    Pool,
    /// One worker process per kernel.
    Process,
}

impl From<IsolationArg> for Isolation {
    fn from(a: IsolationArg) -> Self {
        match a {
            IsolationArg::Pool => Isolation::Pool,
            IsolationArg::Process => Isolation::Process,
        }
    }
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
            corners: (self.corners || ekb_eval::evaluate::CORNERS_BY_DEFAULT) && !self.no_corners,
            timing_nonce: Some(self.timing_nonce.unwrap_or_else(ekb_runner::job::timing_nonce)),
            baseline: match self.baseline {
                BaselineArg::Reference => ekb_wire::report::Baseline::Reference,
                BaselineArg::Tvm => ekb_wire::report::Baseline::Tvm,
            },
            // `ekb check --shape` sets them; otherwise the check shapes, the drawn ones and the corners.
            ..EvalOptions::default()
        }
    }

    /// How every sample of this run is evaluated; `peaks` is the measured peak of each kind's
    /// device ([`probe`]), which bounds the samples of that kind.
    pub(crate) fn plan(&self, adapter_args: &AdapterArgs, seed: u64, peaks: BTreeMap<Kind, Peak>) -> Plan {
        Plan {
            device: adapter_args.selection(),
            options: self.options(seed, None),
            peaks,
            timeout: self.timeout.map(|t| Duration::from_secs_f64(t.max(1.0))),
            memory_mib: self.memory_limit,
        }
    }

    /// A pool of `ekb worker` processes in the `--isolation` mode.
    pub(crate) fn pool(&self) -> Result<Pool> {
        self.pool_with(self.isolation.into())
    }

    /// A pool of `ekb worker` processes in `isolation` mode.
    pub(crate) fn pool_with(&self, isolation: Isolation) -> Result<Pool> {
        Ok(Pool::new(WorkerCommand::this_exe_worker().context("locating the ekb executable")?, isolation))
    }

    pub(crate) fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let t = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).unwrap_or_default();
            t.as_nanos() as u64 ^ u64::from(std::process::id())
        })
    }
}

/// Measures, in a worker of `pool`, the peak of the device each of `kinds` runs on — each with its
/// backend's own probe (WGSL kernels on the wgpu adapter, OpenCL C on the OpenCL device, C on the
/// CPU backend's threads), once per kind. A kind whose probe fails has no entry (its samples get no
/// speed-of-light bound); none at all with `--no-probe` or `--no-time`.
pub(crate) fn probe(pool: &mut Pool, adapter_args: &AdapterArgs, run: &RunArgs, kinds: &[Kind]) -> BTreeMap<Kind, Peak> {
    let mut peaks = BTreeMap::new();
    if run.no_probe || run.no_time {
        return peaks;
    }
    for &kind in kinds {
        // `--backend` names one family's device; the other kinds' samples run on their default one.
        let selection = adapter::for_kind(&adapter_args.selection(), kind);
        match suite::probe(pool, &selection, run.memory_limit, small_probe(&selection, kind, run.profile()), kind) {
            Some(p) => {
                peaks.insert(kind, p);
            }
            None => eprintln!("note: the {} peak probe failed; {kind} samples get no speed-of-light bound", kind.backend()),
        }
    }
    peaks
}

/// Whether `kind`'s device gets the small probe: a software wgpu adapter (lavapipe), an OpenCL CPU
/// device (PoCL), the CPU backend under the `ci` profile — or a device that cannot be looked up
/// here (the worker then reports the failure).
fn small_probe(selection: &ekb_runner::DeviceSelection, kind: Kind, profile: Profile) -> bool {
    ekb_dispatch::select::small_probe(selection, kind, profile == Profile::Ci)
}

/// The kinds a task has a reference kernel (a speedup baseline) for: `wgsl`, and `opencl`, `c` where
/// `reference.cl`, `reference.c` exist.
fn baselines(t: &kernels::Task) -> Vec<&'static str> {
    Kind::ALL.iter().filter(|k| t.reference(**k).is_some()).map(|k| k.name()).collect()
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
                    "baselines": baselines(t),
                    "inputs": t.spec.inputs.iter().map(|i| &i.name).collect::<Vec<_>>(),
                    "outputs": t.spec.outputs.iter().map(|o| &o.name).collect::<Vec<_>>(),
                    "speed_of_light": headroom(&t.spec.id),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        let mut table = Table::new();
        table.set_header(["id", "level", "domain", "title", "baselines"]);
        for t in all {
            table.add_row([
                t.spec.id.clone(),
                t.spec.level.to_string(),
                t.spec.domain.clone(),
                t.spec.title.clone(),
                baselines(t).join(" "),
            ]);
        }
        println!("{table}");
        println!("suite {} ({} tasks), hash {}", kernels::SUITE_VERSION, all.len(), &kernels::suite_hash()[..16]);
    }
    Ok(ExitCode::SUCCESS)
}

/// A task's recorded headroom (`kernels/speed_of_light.json`, `ekb sol`): the reference's time over
/// the speed-of-light bound on the measuring device, with that device and profile; `null` when none
/// is recorded.
fn headroom(id: &str) -> serde_json::Value {
    let Some(m) = kernels::speed_of_light::recorded() else { return serde_json::Value::Null };
    m.tasks.get(id).map_or(serde_json::Value::Null, |h| {
        json!({
            "ratio": h.ratio, "reference_ms": h.reference_ms, "bound_ms": h.bound_ms, "shape": h.shape,
            "device": m.device, "profile": m.profile,
        })
    })
}

/// `ekb adapters`: wgpu adapters, OpenCL devices and the CPU, each with the index `--adapter`
/// takes within its backend (`--backend vulkan|gl|…|opencl|cpu` lists one family).
pub(crate) fn adapters(args: &AdapterArgs, json: bool) -> Result<ExitCode> {
    let selection = args.selection();
    let ekb_dispatch::select::DeviceList { rows, notes } = ekb_dispatch::select::devices(&selection)?;
    if json {
        let infos: Vec<_> = rows.iter().map(|(_, d)| d).collect();
        println!("{}", serde_json::to_string_pretty(&infos)?);
        return Ok(ExitCode::SUCCESS);
    }
    if !rows.is_empty() {
        let mut table = Table::new();
        table.set_header(["#", "name", "backend", "type", "features", "driver"]);
        for (i, d) in &rows {
            let ty = if d.is_fallback { format!("{} (software)", d.device_type) } else { d.device_type.clone() };
            table.add_row([i.clone(), d.name.clone(), d.backend.clone(), ty, d.features.join(" "), d.driver.clone()]);
        }
        println!("{table}");
        println!(
            "`--backend vulkan|gl|metal|dx12 --adapter N` picks a wgpu adapter (WGSL), `--backend opencl --adapter N` (or P:D) an \
             OpenCL device (OpenCL C), `--backend cpu` the CPU (C). `software`: a software stand-in for a GPU behind \
             a graphics API (lavapipe); an OpenCL CPU device (pocl) and the cpu backend are CPUs, shown as such."
        );
    }
    for n in notes {
        println!("{n}");
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `ekb check`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct CheckArgs {
    /// Task id (see `ekb tasks`).
    #[arg(long)]
    pub task: String,
    /// The candidate file (launch plan in its leading comment block); `-` reads stdin.
    pub file: PathBuf,
    /// The candidate's language: wgsl, opencl, c or tvmscript (default: from the file's extension —
    /// `.cl`, `.c`, `.py`, else WGSL — or from `--backend opencl|cpu`); tvmscript runs on the
    /// `--backend` given (vulkan, opencl, cpu), compiled by TVM to its form.
    #[arg(long)]
    pub kind: Option<Kind>,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Check only at this shape of the task's domain, `NAME=V,NAME=V` (params left out keep their
    /// `ci`/timed value; a shape label from a report, `"R=7 C=1000"`, works too); repeat for more
    /// shapes. With the report's `--seed` it reruns a failure exactly.
    #[arg(long, value_name = "NAME=V,…")]
    pub shape: Vec<String>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// The `--shape` values of `ekb check` for `task`, each resolved in its domain: params not given
/// keep the profile's timed-shape value, then the param's fixed value.
///
/// # Errors
/// A message naming the malformed pair, a param given twice in one `--shape` (`R=1,R=2`: no
/// value may silently win), the unknown param or the violated bound of the domain.
pub(crate) fn given_shapes(task: &kernels::Task, shapes: &[String], profile: Profile) -> Result<Option<Vec<ekb_eval::task::ShapeValues>>> {
    if shapes.is_empty() {
        return Ok(None);
    }
    let spec = &task.spec;
    let base = match profile {
        Profile::Ci => &spec.shapes.ci,
        Profile::Full => &spec.shapes.timed,
    };
    let mut out = Vec::new();
    for text in shapes {
        let given = ekb_eval::domain::parse_shape(text).map_err(|e| anyhow::anyhow!("--shape {text}: {e}"))?;
        let mut values = base.clone();
        values.extend(given);
        let shape = spec.resolve_in_domain(&values).map_err(|e| anyhow::anyhow!("--shape {text}: {e}"))?;
        ekb_eval::domain::within_binding_limit(spec, &shape).map_err(|e| anyhow::anyhow!("--shape {text}: {e}"))?;
        out.push(shape.values.into_iter().collect());
    }
    Ok(Some(out))
}

/// The kind of `ekb check`'s candidate: `--kind`, else the file's extension (`.cl` → opencl,
/// `.c` → c), else what `--backend` runs; a `--backend` of another family is a usage error.
///
/// # Errors
/// When the kind and `--backend` disagree (`--kind c --backend opencl`).
pub(crate) fn candidate_kind(given: Option<Kind>, file: &std::path::Path, adapter_args: &AdapterArgs) -> Result<Kind> {
    let by_backend = adapter::is_family(adapter_args.backend.as_deref());
    let by_extension = file.extension().and_then(|e| e.to_str()).and_then(Kind::for_extension);
    let kind = given.or(by_extension).or(by_backend).unwrap_or(Kind::Wgsl);
    // `--backend` names a runner family (a graphics API: wgpu); the kind must run on it.
    let family = adapter_args.backend.as_deref().map(|b| ekb_wire::kind::Family::for_selector(b).unwrap_or(ekb_wire::kind::Family::Wgpu));
    if family.is_some_and(|f| !kind.runs_on(f)) {
        anyhow::bail!(
            "a candidate of kind `{kind}` runs on the {} backend, not on `--backend {}` (use --kind to say what the file is)",
            kind.backend(),
            adapter_args.backend.as_deref().unwrap_or_default()
        );
    }
    Ok(kind)
}

/// `ekb check`: exit 0 on Pass, 1 on any other verdict, 2 on usage errors.
pub(crate) fn check(adapter_args: &AdapterArgs, args: &CheckArgs) -> Result<ExitCode> {
    let task = kernels::get(&args.task).with_context(|| format!("unknown task `{}`; see `ekb tasks`", args.task))?;
    let source = if args.file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).context("reading the candidate from stdin")?
    } else {
        std::fs::read_to_string(&args.file).with_context(|| format!("reading {}", args.file.display()))?
    };
    let given = given_shapes(task, &args.shape, args.run.profile())?;
    let kind = candidate_kind(args.kind, &args.file, adapter_args)?;
    let adapter_args = &crate::adapter::for_candidate(adapter_args, kind)?;
    let mut pool = args.run.pool()?;
    let peaks = probe(&mut pool, adapter_args, &args.run, &[kind]);
    let mut plan = args.run.plan(adapter_args, args.run.seed(), peaks);
    plan.options.check_shapes = given;
    let report = suite::evaluate_kind(&mut pool, &plan, task, kind, &source).context("starting `ekb worker`")?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&render::printed(report.clone()))?);
    } else {
        if !report.diagnostics.is_empty() {
            eprint!("{}", render::diagnostics(&args.file.display().to_string(), &source, &report.diagnostics));
        }
        print!("{}", render::report(&report));
    }
    Ok(if report.verdict.is_pass() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
