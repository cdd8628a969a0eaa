//! `ekb generate`: ask a model served by an OpenAI-compatible endpoint for `n` kernels per task
//! and write them as a samples file (JSON lines) that `ekb eval` and the app's Run page read.
//!
//! Every line is a sample (`task_id`, `sample_id`, `model`, `kind`, `source`) plus what produced it:
//! `prompt_version`, `sample_index`, `temperature`, `top_p`, `seed`, `max_tokens`,
//! `with_reference`, `usage` (`prompt_tokens`, `completion_tokens`), `cost` (at the prices given,
//! else null), `cached`, `finish_reason`, and `error`: a reply without the kind's fenced block is
//! recorded with an empty `source` and the extraction error, so it counts as a failed attempt. A
//! call that fails for good (HTTP error, retries exhausted) writes nothing; `--resume` asks again.
//! Sample `i` of a task is sent with seed `S + i` when `--seed S` is given. Lines are appended as
//! answers arrive, so an interrupted run keeps what it paid for. `--publish URL` then posts the
//! file as a generation set (`POST /api/sets`, admin token from an environment variable).
//!
//! Exit codes: 0 every sample written (extraction failures included), 1 some calls failed or the
//! publish failed, 2 usage.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use ekb_agent::extract::extract;
use ekb_agent::prompt::{self, PromptOptions, PromptVersion};
use ekb_agent::{ChatRequest, Client, ClientConfig, Prices};
use ekb_wire::fields::{self, Field};
use ekb_wire::kind::Kind;
use serde_json::{json, Value};

/// Arguments of `ekb generate`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct GenerateArgs {
    /// The API base of an OpenAI-compatible server, e.g. https://api.openai.com/v1 or
    /// http://127.0.0.1:8080/v1 (`/chat/completions` is appended).
    #[arg(long)]
    pub endpoint: String,
    /// The model name as the endpoint knows it.
    #[arg(long)]
    pub model: String,
    /// The NAME of the environment variable holding the API key (sent as a bearer token, never
    /// printed or stored); unset or empty sends no key.
    #[arg(long, default_value = "OPENAI_API_KEY")]
    pub api_key_env: String,
    /// Samples per task.
    #[arg(short = 'n', long, default_value_t = 1)]
    pub n: u32,
    /// Sampling temperature (the endpoint's default when not given).
    #[arg(long)]
    pub temperature: Option<f64>,
    /// Nucleus sampling mass (the endpoint's default when not given).
    #[arg(long)]
    pub top_p: Option<f64>,
    /// Base seed: sample i is asked with seed S + i (where the endpoint supports seeds).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Most tokens per reply.
    #[arg(long)]
    pub max_tokens: Option<u32>,
    /// Task ids, comma-separated.
    #[arg(long, value_delimiter = ',', conflicts_with_all = ["level", "domain"])]
    pub tasks: Vec<String>,
    /// Only tasks of this level (1, 2, 3).
    #[arg(long)]
    pub level: Option<u8>,
    /// Only tasks of this domain.
    #[arg(long)]
    pub domain: Option<String>,
    /// The kernel language asked for: wgsl, opencl or c.
    #[arg(long, default_value = "wgsl")]
    pub kind: Kind,
    /// Include each task's reference kernel as the baseline to beat (docs/GENERATION.md).
    #[arg(long)]
    pub with_reference: bool,
    /// State the selected wgpu adapter's limits and features in the prompt (as `ekb prompt --for-device`).
    #[arg(long)]
    pub for_device: bool,
    /// The prompt template version (docs/GENERATION.md §6): the current one unless an earlier one
    /// is asked for, to make a set made with it again.
    #[arg(long, default_value_t = PromptVersion::CURRENT)]
    pub prompt_version: PromptVersion,
    /// The samples file to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Continue an existing file: samples already in it are skipped.
    #[arg(long)]
    pub resume: bool,
    /// The response cache [default: $XDG_CACHE_HOME/ekb/llm or ~/.cache/ekb/llm].
    #[arg(long, conflicts_with = "no_cache")]
    pub cache_dir: Option<PathBuf>,
    /// Do not read or write the response cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Calls in flight at once.
    #[arg(long, default_value_t = 4)]
    pub concurrency: usize,
    /// Seconds one HTTP attempt may take.
    #[arg(long, default_value_t = 300.0)]
    pub timeout: f64,
    /// Retries after a 429, a 5xx or a connection error (exponential backoff with jitter;
    /// Retry-After is honoured).
    #[arg(long, default_value_t = 5)]
    pub retries: u32,
    /// Price per million prompt tokens (with --price-output, costs are computed).
    #[arg(long, requires = "price_output")]
    pub price_input: Option<f64>,
    /// Price per million reply tokens.
    #[arg(long, requires = "price_input")]
    pub price_output: Option<f64>,
    /// Publish the file as a generation set to this server (`ekb serve`'s address).
    #[arg(long)]
    pub publish: Option<String>,
    /// The NAME of the environment variable holding the server's admin token (for --publish).
    #[arg(long, default_value = "EKB_ADMIN_TOKEN")]
    pub admin_token_env: String,
    /// The set's name [default: "MODEL t=T"].
    #[arg(long)]
    pub set_name: Option<String>,
    /// Notes published with the set.
    #[arg(long, default_value = "")]
    pub notes: String,
}

/// The tasks the flags select, in suite order.
fn selected(args: &GenerateArgs) -> Result<Vec<&'static kernels::Task>> {
    if !args.tasks.is_empty() {
        return args.tasks.iter().map(|id| crate::prompt::task(id)).collect();
    }
    let tasks: Vec<_> = kernels::all()
        .iter()
        .filter(|t| args.level.is_none_or(|l| t.spec.level == l))
        .filter(|t| args.domain.as_ref().is_none_or(|d| &t.spec.domain == d))
        .collect();
    if tasks.is_empty() {
        bail!("no task matches the --level/--domain given (`ekb tasks` lists them)");
    }
    Ok(tasks)
}

/// Characters of the model's slug in a sample id: with a task id of at most
/// [`fields::MAX_TASK_ID_CHARS`] and a `u32` index (10 digits), the id fits
/// [`fields::MAX_SAMPLE_ID_CHARS`].
const SLUG_CHARS: usize = fields::MAX_SAMPLE_ID_CHARS - fields::MAX_TASK_ID_CHARS - 12;

/// The sample id of sample `index` of `task` by `model`: the model's first [`SLUG_CHARS`]
/// characters with every character outside `[A-Za-z0-9._]` replaced by `-`, the task, the index.
fn sample_id(model: &str, task: &str, index: u32) -> String {
    let slug: String =
        model.chars().take(SLUG_CHARS).map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '_' { c } else { '-' }).collect();
    format!("{slug}-{task}-{index}")
}

/// The sample ids already in `text` (a samples file being resumed), after checking that they were
/// made with the same model, kind and prompt version and that each field is within its bound
/// ([`fields`], as `ekb eval` will check them). Linear in the file's size.
fn existing(text: &str, args: &GenerateArgs) -> Result<BTreeSet<String>> {
    let mut ids = BTreeSet::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        let v: Value = serde_json::from_str(t).with_context(|| format!("{}:{}: not JSON", args.out.display(), i + 1))?;
        let field = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_string();
        for f in [Field::TaskId, Field::SampleId, Field::Source] {
            fields::check(f, &field(f.name())).with_context(|| format!("{}:{}", args.out.display(), i + 1))?;
        }
        for (k, want) in [("model", args.model.as_str()), ("kind", args.kind.name()), ("prompt_version", args.prompt_version.name())] {
            if field(k) != want {
                bail!(
                    "{}:{}: {k} is `{}`, this run's is `{want}`: --resume continues a file made with the same settings",
                    args.out.display(),
                    i + 1,
                    field(k)
                );
            }
        }
        ids.insert(field("sample_id"));
    }
    Ok(ids)
}

/// One request to make.
struct Job {
    task: &'static kernels::Task,
    index: u32,
    request: ChatRequest,
}

/// Runs `ekb generate`.
pub(crate) fn run(adapter_args: &crate::adapter::AdapterArgs, args: &GenerateArgs) -> Result<ExitCode> {
    if args.n == 0 {
        bail!("-n must be at least 1");
    }
    // Every line carries the model: one over its bound would make the file unreadable.
    fields::check(Field::Model, &args.model).context("--model")?;
    let tasks = selected(args)?;
    let done = if args.out.exists() {
        if !args.resume {
            bail!("{} exists: pass --resume to continue it, or choose another --out", args.out.display());
        }
        existing(&std::fs::read_to_string(&args.out).with_context(|| format!("reading {}", args.out.display()))?, args)?
    } else {
        BTreeSet::new()
    };
    let device = crate::prompt::device(adapter_args, args.kind, args.for_device)?;
    let options = PromptOptions { kind: args.kind, with_reference: args.with_reference, device, version: args.prompt_version };
    let mut jobs = Vec::new();
    for &task in &tasks {
        let built = prompt::build(task, &options)?;
        for index in 0..args.n {
            if done.contains(&sample_id(&args.model, &task.spec.id, index)) {
                continue;
            }
            let request = ChatRequest {
                model: args.model.clone(),
                messages: built.messages(),
                temperature: args.temperature,
                top_p: args.top_p,
                seed: args.seed.map(|s| s.wrapping_add(u64::from(index))),
                max_tokens: args.max_tokens,
            };
            jobs.push(Job { task, index, request });
        }
    }
    let mut config = ClientConfig::new(args.endpoint.clone());
    config.api_key_env = args.api_key_env.clone();
    config.timeout = Duration::try_from_secs_f64(args.timeout).context("--timeout")?;
    config.max_retries = args.retries;
    config.concurrency = args.concurrency;
    config.prices = args.price_input.zip(args.price_output).map(|(i, o)| Prices { input_per_million: i, output_per_million: o });
    config.cache_dir = if args.no_cache { None } else { args.cache_dir.clone().or_else(|| ekb_runner::cache_dir::user_cache_dir("llm")) };
    let client = Arc::new(Client::new(config)?);
    eprintln!(
        "{} samples to ask for ({} tasks × {}, {} already in {}); prompt {}; key {}",
        jobs.len(),
        tasks.len(),
        args.n,
        done.len(),
        args.out.display(),
        args.prompt_version,
        if client.has_key() { format!("from ${}", args.api_key_env) } else { format!("none (${} is not set)", args.api_key_env) }
    );
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().context("tokio runtime")?;
    let failed = runtime.block_on(generate(args, client, jobs))?;
    let mut code = ExitCode::SUCCESS;
    if failed > 0 {
        eprintln!("error: {failed} calls failed (see above); run again with --resume to ask for them again");
        code = ExitCode::from(1);
    }
    if let Some(server) = &args.publish {
        if !runtime.block_on(publish(args, server))? {
            code = ExitCode::from(1);
        }
    }
    Ok(code)
}

/// Totals of one run.
#[derive(Default)]
struct Totals {
    written: u64,
    cached: u64,
    no_kernel: u64,
    prompt_tokens: u64,
    completion_tokens: u64,
    paid: f64,
}

/// Asks for every job, appending a line per answer; returns how many calls failed.
async fn generate(args: &GenerateArgs, client: Arc<Client>, jobs: Vec<Job>) -> Result<u64> {
    let mut file =
        std::fs::OpenOptions::new().create(true).append(true).open(&args.out).with_context(|| format!("opening {}", args.out.display()))?;
    let bar = indicatif::ProgressBar::new(jobs.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} samples {elapsed_precise} (eta {eta}) {msg}")
            .context("progress template")?,
    );
    let mut set = tokio::task::JoinSet::new();
    for job in jobs {
        let client = Arc::clone(&client);
        set.spawn(async move {
            let answer = client.complete(&job.request, job.index).await;
            (job, answer)
        });
    }
    let mut totals = Totals::default();
    let mut failed = 0;
    while let Some(joined) = set.join_next().await {
        let (job, answer) = joined.context("a generation task panicked")?;
        let id = sample_id(&args.model, &job.task.spec.id, job.index);
        let completion = match answer {
            Ok(c) => c,
            Err(e) => {
                bar.suspend(|| eprintln!("{id}: {e}"));
                failed += 1;
                bar.inc(1);
                continue;
            }
        };
        let (source, error, blocks) = match extract(&completion.content, args.kind) {
            Ok(x) => (x.source, Value::Null, x.blocks),
            Err(e) => {
                totals.no_kernel += 1;
                bar.suspend(|| eprintln!("{id}: no kernel: {e}"));
                (String::new(), Value::String(format!("no kernel in the reply: {e}")), 0)
            }
        };
        let line = json!({
            "task_id": job.task.spec.id,
            "sample_id": id,
            "model": args.model,
            "kind": args.kind.name(),
            "source": source,
            "prompt_version": args.prompt_version.name(),
            "sample_index": job.index,
            "temperature": job.request.temperature,
            "top_p": job.request.top_p,
            "seed": job.request.seed,
            "max_tokens": job.request.max_tokens,
            "with_reference": args.with_reference,
            "usage": completion.usage,
            "cost": completion.cost,
            "cached": completion.cached,
            "finish_reason": completion.finish_reason,
            "fenced_blocks": blocks,
            "error": error,
        });
        writeln!(file, "{line}").with_context(|| format!("writing {}", args.out.display()))?;
        totals.written += 1;
        if completion.cached {
            totals.cached += 1;
        } else {
            totals.prompt_tokens += completion.usage.prompt_tokens;
            totals.completion_tokens += completion.usage.completion_tokens;
            totals.paid += completion.cost.unwrap_or(0.0);
        }
        bar.set_message(format!("{} tokens in, {} out", totals.prompt_tokens, totals.completion_tokens));
        bar.inc(1);
    }
    bar.finish_and_clear();
    file.flush()?;
    let cost = if args.price_input.is_some() { format!(", cost {:.4}", totals.paid) } else { String::new() };
    eprintln!(
        "wrote {} samples to {} ({} from the cache, {} without a kernel); this run: {} HTTP calls, {} prompt + {} reply tokens{cost}",
        totals.written,
        args.out.display(),
        totals.cached,
        totals.no_kernel,
        client.http_calls(),
        totals.prompt_tokens,
        totals.completion_tokens
    );
    Ok(failed)
}

/// Today's date (UTC) as `YYYY-MM-DD` (civil-from-days, H. Hinnant).
fn today() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Posts the samples file as a generation set; `Ok(false)` (after printing why) when refused.
async fn publish(args: &GenerateArgs, server: &str) -> Result<bool> {
    let token = std::env::var(&args.admin_token_env).ok().filter(|t| !t.is_empty());
    let Some(token) = token else {
        bail!("--publish needs the server's admin token in ${} (or name another variable with --admin-token-env)", args.admin_token_env);
    };
    let samples = std::fs::read_to_string(&args.out).with_context(|| format!("reading {}", args.out.display()))?;
    let name = args.set_name.clone().unwrap_or_else(|| match args.temperature {
        Some(t) => format!("{} t={t}", args.model),
        None => args.model.clone(),
    });
    let body = json!({
        "name": name,
        "model": args.model,
        "temperature": args.temperature,
        "top_p": args.top_p,
        "date": today(),
        "prompt_version": args.prompt_version.name(),
        "notes": args.notes,
        "samples_jsonl": samples,
    });
    let url = format!("{}/api/sets", server.trim_end_matches('/'));
    let answer = reqwest::Client::new().post(&url).bearer_auth(token).json(&body).timeout(Duration::from_secs(120)).send().await;
    let answer = match answer {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: publishing to {url}: {e}");
            return Ok(false);
        }
    };
    let status = answer.status();
    let text = answer.text().await.unwrap_or_default();
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    if !status.is_success() {
        let why = v.get("error").and_then(Value::as_str).unwrap_or(text.as_str());
        eprintln!("error: {url} answered HTTP {}: {why}", status.as_u16());
        return Ok(false);
    }
    let id = v.get("id").and_then(Value::as_str).unwrap_or("?");
    let what = if status.as_u16() == 201 { "published" } else { "already published" };
    println!("set {id} {what}: {} samples ({url})", v.get("sample_count").and_then(Value::as_u64).unwrap_or(0));
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_ids_are_slugged_and_unique_per_index() {
        assert_eq!(sample_id("meta-llama/Llama 3.1", "l1_gemm", 7), "meta-llama-Llama-3.1-l1_gemm-7");
    }

    /// `ekb eval` refuses a sample id over its bound: the longest model, task and index still fit.
    #[test]
    fn the_longest_sample_id_is_within_its_bound() {
        let id = sample_id(&"m".repeat(fields::MAX_MODEL_CHARS), &"t".repeat(fields::MAX_TASK_ID_CHARS), u32::MAX);
        assert_eq!(fields::check(Field::SampleId, &id), Ok(()), "{} characters", id.chars().count());
        assert_eq!(id.chars().count(), fields::MAX_SAMPLE_ID_CHARS);
    }

    #[test]
    fn today_is_a_calendar_date() {
        let d = today();
        assert_eq!(d.len(), 10);
        assert!(d.starts_with("20"), "{d}");
        assert_eq!(&d[4..5], "-");
    }
}
