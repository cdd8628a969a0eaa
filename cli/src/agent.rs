//! `ekb agent`: LEKA, the layered kernel agent, on one task (`--task ID`), or all three methods
//! (LEKA, the iterative loop, direct generation) over an agent task subset (`--compare`), with the
//! same model and budget. docs/AGENT.md has the layers, the acceptance rule and the protocol.
//!
//! Every kernel is evaluated in an isolated `ekb worker` process (`--isolation`, as `ekb check`),
//! so a kernel that hangs or crashes the device is a verdict. Each run writes a trajectory JSONL
//! (`ekb_wire::trajectory`), one line per step, flushed as it goes. Exit codes: 0 the run ended
//! (with or without a correct kernel), 1 a run ended because an LLM call failed for good (the
//! trajectory and the table are still written), 2 usage or an evaluator that cannot start.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use comfy_table::Table;
use ekb_agent::leka::subset::{self, Subset};
use ekb_agent::leka::{self, BlockingClient, Evaluate, EvaluateError, RunConfig, Score, Tuned};
use ekb_agent::prompt::{PromptOptions, PromptVersion};
use ekb_agent::{Client, ClientConfig, Prices};
use ekb_runner::suite::{self, Plan};
use ekb_runner::tune::{Decision, TuneCache, TuneError, TuneOptions};
use ekb_runner::Pool;
use ekb_wire::kind::Kind;
use ekb_wire::report::SampleReport;
use ekb_wire::trajectory::{Budget, Method, TrajectorySummary};
use serde_json::json;

use crate::adapter::AdapterArgs;
use crate::commands::{probe, RunArgs};
use crate::relay_args::Relay;
use crate::relay_client::Outcome;

/// `--method` values.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub(crate) enum MethodArg {
    /// Layer by layer: correctness, computation, scheduling, memory.
    Leka,
    /// The same feedback loop without layers.
    Iterative,
    /// One attempt with the plain task prompt.
    Direct,
}

impl From<MethodArg> for Method {
    fn from(m: MethodArg) -> Self {
        match m {
            MethodArg::Leka => Method::Leka,
            MethodArg::Iterative => Method::Iterative,
            MethodArg::Direct => Method::Direct,
        }
    }
}

/// Arguments of `ekb agent`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct AgentArgs {
    /// The task to optimise.
    #[arg(long, required_unless_present = "compare", conflicts_with = "compare")]
    pub task: Option<String>,
    /// The kernel language: wgsl, opencl, c, or tvmscript (TVMScript or TE plus schedule
    /// primitives, compiled by TVM to the backend's form; its layers are the compute definition,
    /// the loop transformations and thread bindings, and cache_read/cache_write and storage
    /// scopes; needs the TVM venv of scripts/setup.sh).
    #[arg(long, default_value = "wgsl")]
    pub kind: Kind,
    /// The search method of a single run.
    #[arg(long, value_enum, default_value = "leka")]
    pub method: MethodArg,
    /// Run LEKA, iterative and direct over `--subset` and print Correct and confident Fast@1.0 per method.
    #[arg(long)]
    pub compare: bool,
    /// With --compare: only these methods (comma-separated; default all three) — e.g. one process
    /// per method, so that a model with a memory (a person in the model's seat) plays each method
    /// without what it saw in the others; the tables of such runs add up row by row.
    #[arg(long, value_enum, value_delimiter = ',', requires = "compare")]
    pub methods: Vec<MethodArg>,
    /// The agent task subset of `--compare`: a shipped name (agent-v1) or a TOML file.
    #[arg(long, default_value = "agent-v1")]
    pub subset: String,
    /// Start from this kernel (evaluated first; if it passes, LEKA skips the correctness layer).
    #[arg(long, conflicts_with = "compare")]
    pub from: Option<PathBuf>,
    /// The trajectory JSONL of a single run [default: ./ekb-agent-TASK-METHOD-UNIXMS.jsonl].
    #[arg(long, conflicts_with = "compare")]
    pub trajectory: Option<PathBuf>,
    /// Where `--compare` writes its trajectories (TASK.METHOD.jsonl) [default: ./ekb-agent-compare-UNIXMS/].
    #[arg(long)]
    pub trajectory_dir: Option<PathBuf>,
    /// The API base of an OpenAI-compatible server (`/chat/completions` is appended).
    #[arg(long)]
    pub endpoint: String,
    /// The model name as the endpoint knows it.
    #[arg(long)]
    pub model: String,
    /// The NAME of the environment variable holding the API key (never printed or stored).
    #[arg(long, default_value = "OPENAI_API_KEY")]
    pub api_key_env: String,
    /// LLM calls per run (each method of `--compare` gets the same).
    #[arg(long, default_value_t = 10)]
    pub max_calls: u32,
    /// Prompt + reply tokens per run.
    #[arg(long, default_value_t = 400_000)]
    pub max_total_tokens: u64,
    /// Wall-clock seconds per run (checked before each call).
    #[arg(long, default_value_t = 3600.0)]
    pub max_wall: f64,
    /// LEKA steps in each of the computation, scheduling and memory layers [default: the calls
    /// after one correctness call shared by the three layers, rounded up: 3 for --max-calls 10, so
    /// LEKA spends the budget the baselines spend].
    #[arg(long)]
    pub steps_per_layer: Option<u32>,
    /// The first this many scheduling steps are plan-only (enforced).
    #[arg(long, default_value_t = 1)]
    pub plan_only_steps: u32,
    /// LEKA's scheduling layer starts with `ekb tune` on the best kernel (its override constants;
    /// no LLM call), cached per adapter as `ekb tune` caches.
    #[arg(long, conflicts_with = "relay")]
    pub tune: bool,
    /// Most variants `--tune` tries besides the kernel's defaults.
    #[arg(long, default_value_t = 8)]
    pub tune_variants: usize,
    /// Wall-clock seconds of `--tune`'s first pass.
    #[arg(long, default_value_t = 120.0)]
    pub tune_budget: f64,
    /// Sampling temperature.
    #[arg(long)]
    pub temperature: Option<f64>,
    /// Nucleus sampling mass.
    #[arg(long)]
    pub top_p: Option<f64>,
    /// Base sampling seed: step i is asked with seed S + i.
    #[arg(long)]
    pub sample_seed: Option<u64>,
    /// Most tokens per reply.
    #[arg(long)]
    pub reply_max_tokens: Option<u32>,
    /// Include the task's reference kernel in the prompt as the baseline to beat.
    #[arg(long)]
    pub with_reference: bool,
    /// State the selected adapter's limits and features in the prompt (the default for a wgpu kind
    /// evaluated here: the agent optimises for the device it times on).
    #[arg(long, conflicts_with = "relay")]
    pub for_device: bool,
    /// Leave the device out of the prompt (a portable kernel; what `ekb generate` writes by default).
    #[arg(long, conflicts_with = "for_device")]
    pub no_device: bool,
    /// The prompt template version (docs/GENERATION.md §6): the current one unless an earlier one
    /// is asked for, to make a set made with it again.
    #[arg(long, default_value_t = PromptVersion::CURRENT)]
    pub prompt_version: PromptVersion,
    /// Every evaluation a job of a relay's device (docs/AGENT.md, "On a relay device").
    #[command(flatten)]
    pub relay: crate::relay_args::RelayTarget,
    /// The response cache [default: $XDG_CACHE_HOME/ekb/llm or ~/.cache/ekb/llm].
    #[arg(long, conflicts_with = "no_cache")]
    pub cache_dir: Option<PathBuf>,
    /// Do not read or write the response cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Seconds one HTTP attempt may take.
    #[arg(long, default_value_t = 300.0)]
    pub http_timeout: f64,
    /// Retries after a 429, a 5xx or a connection error.
    #[arg(long, default_value_t = 5)]
    pub retries: u32,
    /// Price per million prompt tokens.
    #[arg(long, requires = "price_output")]
    pub price_input: Option<f64>,
    /// Price per million reply tokens.
    #[arg(long, requires = "price_input")]
    pub price_output: Option<f64>,
    /// JSON on stdout (the summary, or the comparison) instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub run: RunArgs,
}

/// The runner's evaluator for one task and kind.
struct RunnerEval<'a> {
    pool: &'a mut Pool,
    plan: &'a Plan,
    task: &'static kernels::Task,
    kind: Kind,
    /// `ekb tune`'s bounds when `--tune` is given.
    tune: Option<TuneOptions>,
    /// Extra evaluations made so far ([`Evaluate::evaluate_more`]): each draws its own seed.
    more_looks: u64,
}

impl Evaluate for RunnerEval<'_> {
    fn evaluate(&mut self, source: &str) -> Result<SampleReport, EvaluateError> {
        suite::evaluate_kind(self.pool, self.plan, self.task, self.kind, source)
            .map_err(|e| EvaluateError(format!("starting `ekb worker`: {e}")))
    }

    fn recheck(&mut self, source: &str) -> Result<SampleReport, EvaluateError> {
        let mut plan = self.plan.clone();
        // A fresh seed (new inputs, new drawn shapes), more of both; the edge inputs are always run.
        plan.options.seed = fresh_seed(plan.options.seed);
        plan.options.check_seeds = plan.options.check_seeds.max(3) + 2;
        plan.options.drawn_shapes = ekb_eval::domain::DRAWN_SHAPES * 2;
        plan.options.check_shapes = None;
        suite::evaluate_kind(self.pool, &plan, self.task, self.kind, source)
            .map_err(|e| EvaluateError(format!("starting `ekb worker`: {e}")))
    }

    fn evaluate_more(&mut self, source: &str, _look: u32) -> Option<Result<SampleReport, EvaluateError>> {
        let mut plan = self.plan.clone();
        // A fresh seed per extra evaluation of this run (new inputs, a new pair order), and the
        // configured pairs only: the sequential test pools a count fixed in advance.
        self.more_looks += 1;
        plan.options.seed = fresh_seed(plan.options.seed ^ (0x5E0_0000 + self.more_looks));
        plan.options.timing.extra_pairs = 0;
        Some(
            suite::evaluate_kind(self.pool, &plan, self.task, self.kind, source)
                .map_err(|e| EvaluateError(format!("starting `ekb worker`: {e}"))),
        )
    }

    fn tune(&mut self, source: &str) -> Option<Result<Tuned, EvaluateError>> {
        let opts = self.tune.as_ref()?;
        let cache = TuneCache::user();
        let result = ekb_runner::tune::tune(self.pool, self.plan, self.task, self.kind, source, &[], opts, cache.as_ref(), |_| {});
        Some(match result {
            Ok(r) => {
                let summary = match &r.decision {
                    Decision::Tuned { values, confirmed, .. } => format!(
                        "ekb tune: {} confirmed {:.3}× (≥ {:.3}×) over the kernel's defaults{}",
                        values.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(", "),
                        confirmed.speedup,
                        confirmed.lower,
                        if r.cached { " (cached)" } else { "" }
                    ),
                    Decision::KeptDefault { reason, .. } => format!("ekb tune kept the defaults: {reason}"),
                };
                let tuned = r.tuned_source(source);
                Ok(Tuned { source: (tuned != source).then_some(tuned), summary })
            }
            Err(TuneError::Worker(e)) => Err(EvaluateError(format!("starting `ekb worker`: {e}"))),
            Err(e) => Ok(Tuned { source: None, summary: format!("ekb tune: {e}") }),
        })
    }
}

/// The relay's evaluator: each evaluation is one job on the relay's device (the relay, or the
/// paired tab, chooses profile and seed: every job draws a fresh seed, so a re-check is a new job).
struct RelayEval<'a> {
    relay: &'a Relay,
    task: &'static kernels::Task,
    kind: Kind,
}

impl Evaluate for RelayEval<'_> {
    fn evaluate(&mut self, source: &str) -> Result<SampleReport, EvaluateError> {
        let sample = kernels::samples::Sample {
            task: self.task,
            sample_id: "agent".into(),
            model: String::new(),
            source: source.into(),
            kind: self.kind,
        };
        let r = self.relay;
        match r.client.evaluate(&r.device, &r.key, std::slice::from_ref(&sample), r.timeout, |_, _, _| {}).pop() {
            Some(Outcome::Done(report)) => Ok(*report),
            Some(Outcome::Failed { job, reason }) => {
                Err(EvaluateError(format!("relay job {} on `{}` failed: {reason}", job.as_deref().unwrap_or("-"), r.key)))
            }
            None => Err(EvaluateError("the relay returned no outcome".into())),
        }
    }

    fn recheck(&mut self, source: &str) -> Result<SampleReport, EvaluateError> {
        self.evaluate(source)
    }

    /// Every relay job draws a fresh seed: another job is an independent look.
    fn evaluate_more(&mut self, source: &str, _look: u32) -> Option<Result<SampleReport, EvaluateError>> {
        Some(self.evaluate(source))
    }
}

/// A seed unrelated to `seed` (SplitMix64's finaliser of seed + a constant).
fn fresh_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn unix_ms() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis())
}

fn client(args: &AgentArgs) -> Result<BlockingClient> {
    let mut config = ClientConfig::new(args.endpoint.clone());
    config.api_key_env = args.api_key_env.clone();
    config.timeout = Duration::try_from_secs_f64(args.http_timeout).context("--http-timeout")?;
    config.max_retries = args.retries;
    config.concurrency = 1;
    config.prices = args.price_input.zip(args.price_output).map(|(i, o)| Prices { input_per_million: i, output_per_million: o });
    config.cache_dir = if args.no_cache { None } else { args.cache_dir.clone().or_else(|| ekb_runner::cache_dir::user_cache_dir("llm")) };
    BlockingClient::new(Client::new(config)?).context("tokio runtime")
}

/// What every run of this invocation shares.
struct Session<'a> {
    args: &'a AgentArgs,
    llm: BlockingClient,
    pool: Pool,
    plan: Plan,
    options: PromptOptions,
    /// `--relay`: evaluations run there instead of in `pool`.
    relay: Option<Relay>,
}

impl Session<'_> {
    fn run_one(&mut self, task: &'static kernels::Task, method: Method, start: Option<String>, path: &Path) -> Result<TrajectorySummary> {
        let a = self.args;
        let config = RunConfig {
            task,
            method,
            model: a.model.clone(),
            prompt: self.options.clone(),
            budget: Budget { max_calls: a.max_calls, max_tokens: a.max_total_tokens, max_wall_s: a.max_wall },
            steps_per_layer: a.steps_per_layer.unwrap_or_else(|| default_steps_per_layer(a.max_calls)),
            plan_only_steps: a.plan_only_steps,
            tune: a.tune,
            temperature: a.temperature,
            top_p: a.top_p,
            seed: a.sample_seed,
            max_reply_tokens: a.reply_max_tokens,
            start_kernel: start,
            tool_version: env!("CARGO_PKG_VERSION").into(),
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
        // Never over an earlier run's record (`create_new`): `refuse_existing` said so before any
        // call; this closes the race with another run writing the same path.
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .with_context(|| format!("creating {} (a trajectory is never overwritten)", path.display()))?;
        let tune = a.tune.then(|| TuneOptions {
            max_variants: a.tune_variants,
            budget: Duration::from_secs_f64(a.tune_budget.max(1.0)),
            ..TuneOptions::default()
        });
        let summary = match &self.relay {
            Some(relay) => leka::run(&config, &mut self.llm, &mut RelayEval { relay, task, kind: a.kind }, &mut file)?,
            None => {
                let mut eval = RunnerEval { pool: &mut self.pool, plan: &self.plan, task, kind: a.kind, tune, more_looks: 0 };
                leka::run(&config, &mut self.llm, &mut eval, &mut file)?
            }
        };
        let confirmed = match &summary.final_sequential {
            Some(t) if t.confirmed => format!(", confirmed faster than the reference by {} more evaluation(s)", t.looks.len()),
            Some(t) => format!(", not confirmed faster than the reference by {} more evaluation(s)", t.looks.len()),
            None => String::new(),
        };
        let skipped: Vec<&str> = summary.skipped_layers.iter().map(|s| s.layer.name()).collect();
        eprintln!(
            "{} {}: {} after {} calls ({} tokens){}; final {}{confirmed}; trajectory {}",
            task.spec.id,
            method.name(),
            summary.stop_reason,
            summary.calls,
            summary.tokens.prompt + summary.tokens.completion,
            if skipped.is_empty() { String::new() } else { format!("; skipped (nothing to gain): {}", skipped.join(", ")) },
            summary.final_report.as_ref().map_or("no correct kernel".to_string(), |r| describe(r)),
            path.display()
        );
        Ok(summary)
    }
}

fn describe(r: &SampleReport) -> String {
    match &r.timing {
        Some(t) => format!("{} (confident ≥ {:.2}×, median {:.2}×)", r.verdict.kind(), t.speedup_lower, t.speedup),
        None => r.verdict.kind().to_string(),
    }
}

fn load_subset(name: &str) -> Result<Subset> {
    if let Some(s) = subset::shipped(name) {
        return Ok(s?);
    }
    let text =
        std::fs::read_to_string(name).with_context(|| format!("`{name}` is neither a shipped subset (agent-v1) nor a readable file"))?;
    Ok(subset::parse(&text, name)?)
}

/// Runs `ekb agent`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &AgentArgs) -> Result<ExitCode> {
    if args.max_calls == 0 {
        bail!("--max-calls must be at least 1");
    }
    // The device must exist before the first LLM call (`for_candidate`).
    let adapter_args = &crate::adapter::for_candidate(adapter_args, args.kind)?;
    // The prompt names the adapter the kernels are timed on, unless asked not to (or they run on a
    // relay device, which this machine cannot describe, or the kind has no wgpu adapter).
    let local_wgpu = args.relay.relay.is_none() && args.kind.info().family == ekb_wire::kind::Family::Wgpu;
    let name_device = args.for_device || (local_wgpu && !args.no_device);
    let device = crate::prompt::device(adapter_args, args.kind, name_device)?;
    let options = PromptOptions { kind: args.kind, with_reference: args.with_reference, device, version: args.prompt_version };
    let mut pool = args.run.pool()?;
    let peaks = probe(&mut pool, adapter_args, &args.run, &[args.kind]);
    let plan = args.run.plan(adapter_args, args.run.seed(), peaks);
    let relay = args.relay.connect()?;
    if let Some(r) = &relay {
        if !server::relay::tvmscript::accepts(&r.device, args.kind) {
            let kinds = r.device.kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
            bail!("device `{}` ({}) accepts {kinds}, not {} (--kind)", r.key, r.device.backend, args.kind.name());
        }
    }
    let mut session = Session { args, llm: client(args)?, pool, plan, options, relay };
    if args.compare {
        return compare(&mut session);
    }
    let id = args.task.as_deref().unwrap_or_default();
    let task = crate::prompt::task(id)?;
    let start = match &args.from {
        Some(p) => Some(std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?),
        None => None,
    };
    let method: Method = args.method.into();
    let path = args.trajectory.clone().unwrap_or_else(|| PathBuf::from(format!("ekb-agent-{id}-{}-{}.jsonl", method.name(), unix_ms())));
    refuse_existing(std::slice::from_ref(&path))?;
    let summary = session.run_one(task, method, start, &path)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        let text = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
        print!("{}", steps_table(&ekb_wire::trajectory::parse_trajectory(&text)?));
    }
    if endpoint_failed(&summary) {
        eprintln!("error: the run ended because an LLM call failed ({}); trajectory {}", summary.stop_reason, path.display());
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// Refuses to start when a trajectory would be written over an earlier run's: the record of
/// what a run sent, got and measured is kept (as `ekb generate` keeps an existing `--out`).
fn refuse_existing(paths: &[PathBuf]) -> Result<()> {
    if let Some(p) = paths.iter().find(|p| p.exists()) {
        bail!("{} exists: a trajectory is never overwritten; pass another --trajectory / --trajectory-dir, or move it away", p.display());
    }
    Ok(())
}

/// Whether the run ended on a call that failed for good ([`StopReason::Error`], as
/// `ekb_agent::leka::run` writes it): the endpoint, not the method, decided the outcome, so the
/// exit status must not say the run went as asked.
///
/// [`StopReason::Error`]: ekb_wire::trajectory::StopReason::Error
fn endpoint_failed(summary: &TrajectorySummary) -> bool {
    summary.stop_reason.is_error()
}

fn steps_table(t: &ekb_wire::trajectory::Trajectory) -> String {
    let mut table = Table::new();
    table.set_header(["step", "layer", "plan only", "verdict", "confident ≥", "speedup", "accepted", "changed", "reason"]);
    for s in &t.steps {
        let mut reason = s.reason.clone();
        if reason.chars().count() > 60 {
            reason = reason.chars().take(59).collect::<String>() + "…";
        }
        table.add_row([
            s.index.to_string(),
            s.layer.name().to_string(),
            if s.plan_only { "yes".into() } else { String::new() },
            s.verdict.clone(),
            s.speedup_lower.map_or("-".into(), |v| format!("{v:.2}×")),
            s.speedup.map_or("-".into(), |v| format!("{v:.2}×")),
            if s.accepted { "yes".into() } else { String::new() },
            s.changes.iter().map(|c| c.area.as_str()).collect::<Vec<_>>().join(", "),
            reason,
        ]);
    }
    let mut out = format!("{table}\n");
    if let Some(s) = &t.summary {
        out += &format!(
            "stopped: {}; {} calls, {} + {} tokens; best step {}; final re-check: {}\n",
            s.stop_reason,
            s.calls,
            s.tokens.prompt,
            s.tokens.completion,
            s.best_step.map_or("-".into(), |b| b.to_string()),
            s.final_report.as_ref().map_or("none (no kernel passed)".to_string(), |r| describe(r))
        );
    }
    out
}

/// LEKA's steps per optimisation layer when `--steps-per-layer` is not given: the calls left after
/// one correctness call, shared by the three layers and rounded up (the memory layer gets what the
/// budget leaves), so LEKA spends the calls the baselines spend (7 of 10 with a fixed 2 per layer).
fn default_steps_per_layer(max_calls: u32) -> u32 {
    max_calls.saturating_sub(1).div_ceil(3).max(1)
}

/// The methods of `--compare`, in table order.
const METHODS: [Method; 3] = [Method::Leka, Method::Iterative, Method::Direct];

fn compare(session: &mut Session<'_>) -> Result<ExitCode> {
    let args = session.args;
    let subset = load_subset(&args.subset)?;
    let dir = args.trajectory_dir.clone().unwrap_or_else(|| PathBuf::from(format!("ekb-agent-compare-{}", unix_ms())));
    let mut scores: BTreeMap<&'static str, Vec<(String, Score, u32, u64)>> = BTreeMap::new();
    let mut failed = Vec::new();
    let mut methods: Vec<Method> = Vec::new();
    for m in if args.methods.is_empty() { METHODS.to_vec() } else { args.methods.iter().map(|&m| m.into()).collect() } {
        if !methods.contains(&m) {
            methods.push(m);
        }
    }
    let paths: Vec<PathBuf> =
        subset.tasks.iter().flat_map(|t| methods.iter().map(|m| dir.join(format!("{}.{}.jsonl", t.id, m.name())))).collect();
    refuse_existing(&paths)?;
    for t in &subset.tasks {
        let task = crate::prompt::task(&t.id)?;
        for &method in &methods {
            let path = dir.join(format!("{}.{}.jsonl", t.id, method.name()));
            let s = session.run_one(task, method, None, &path)?;
            if endpoint_failed(&s) {
                failed.push(format!("{}.{}", t.id, method.name()));
            }
            scores.entry(method.name()).or_default().push((t.id.clone(), Score::of(&s), s.calls, s.tokens.prompt + s.tokens.completion));
        }
    }
    let n = subset.tasks.len() as f64;
    let rows: Vec<_> = methods
        .iter()
        .map(|m| {
            let v = &scores[m.name()];
            let correct = v.iter().filter(|x| x.1.correct).count();
            let fast = v.iter().filter(|x| x.1.fast_1_0).count();
            (m.name(), correct, fast, v.iter().map(|x| x.2).sum::<u32>(), v.iter().map(|x| x.3).sum::<u64>(), v)
        })
        .collect();
    if args.json {
        let value = json!({
            "subset": subset.name,
            "model": args.model,
            "kind": args.kind.name(),
            "budget": {"max_calls": args.max_calls, "max_tokens": args.max_total_tokens, "max_wall_s": args.max_wall},
            "trajectories": dir.display().to_string(),
            "methods": rows.iter().map(|(m, c, f, calls, tokens, v)| json!({
                "method": m,
                "tasks": v.len(),
                "correct": c,
                "fast_1_0_confident": f,
                "correct_rate": *c as f64 / n,
                "fast_1_0_confident_rate": *f as f64 / n,
                "calls": calls,
                "tokens": tokens,
                "per_task": v.iter().map(|(id, s, calls, tokens)| json!({"task": id, "correct": s.correct, "fast_1_0_confident": s.fast_1_0, "calls": calls, "tokens": tokens})).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        let mut table = Table::new();
        table.set_header(["method", "tasks", "Correct", "confident Fast@1.0", "LLM calls", "tokens"]);
        for (m, c, f, calls, tokens, v) in &rows {
            table.add_row([
                m.to_string(),
                v.len().to_string(),
                format!("{:.1} % ({c})", 100.0 * *c as f64 / n),
                format!("{:.1} % ({f})", 100.0 * *f as f64 / n),
                calls.to_string(),
                tokens.to_string(),
            ]);
        }
        println!("{table}");
        println!(
            "subset {} ({} tasks), model {}, budget {} calls / {} tokens / {} s per run; scored by each method's best kernel re-checked with a fresh seed; trajectories in {}",
            subset.name,
            subset.tasks.len(),
            args.model,
            args.max_calls,
            args.max_total_tokens,
            args.max_wall,
            dir.display()
        );
    }
    if !failed.is_empty() {
        eprintln!(
            "error: {} of {} runs ended because an LLM call failed ({}); their kernels are only what they had before the failure, so the table does not measure the methods",
            failed.len(),
            subset.tasks.len() * methods.len(),
            failed.join(", ")
        );
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::default_steps_per_layer;

    #[test]
    fn leka_spends_the_budget_by_default() {
        // One correctness call, then the rest shared by computation, scheduling and memory.
        assert_eq!(default_steps_per_layer(10), 3);
        assert_eq!(default_steps_per_layer(7), 2);
        assert_eq!(default_steps_per_layer(8), 3, "rounded up: the budget, not the layer, ends the run");
        assert_eq!(default_steps_per_layer(1), 1);
        assert_eq!(default_steps_per_layer(0), 1);
    }
}
