//! `ekb submit REPORT.json`: send a native run's report (what `ekb eval --out` wrote) to a
//! leaderboard exactly as the web app sends its own: the same [`Submission`] body built by
//! `ekb_wire::compose`, shown whole with the same consent notice before anything is sent, under an
//! idempotency key derived from the report, so sending the same report again stores nothing new
//! (the server answers with the submission it already has).
//!
//! Exit codes: 0 stored (`listed` or `received`), 1 not stored or `rejected` (the server refused
//! it or could not be reached, or consent was declined), 2 usage (unreadable report or samples
//! file, no consent possible without a terminal or `--yes`).

use std::collections::BTreeMap;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use ekb_wire::api::{SubmissionDoc, SubmissionStatus};
use ekb_wire::compose::{self, Origin, CONSENT_AGREE, CONSENT_HEADING, CONSENT_NOTICE};
use ekb_wire::report::SuiteReport;
use ekb_wire::submission::Submission;
use sha2::{Digest, Sha256};

use crate::relay_client::{parse_answer, read_bounded, sanitize};

/// The server `ekb submit` talks to unless told otherwise: `ekb serve`'s default address.
pub(crate) const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

/// Largest answer read from the server, bytes (a stored submission's document: 5,000 rows at most,
/// ≈ 2.5 MB).
pub(crate) const MAX_SUBMIT_ANSWER_BYTES: u64 = 16 << 20;

/// Arguments of `ekb submit`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct SubmitArgs {
    /// The report `ekb eval --out REPORT.json` wrote.
    pub report: PathBuf,
    /// The samples file that was evaluated: its kernels travel with the submission (needed unless
    /// the report is of the suite's reference kernels or of a published set).
    #[arg(long, conflicts_with = "set")]
    pub samples: Option<PathBuf>,
    /// The published generation set (`set_…`) the samples came from; the server has their sources.
    #[arg(long)]
    pub set: Option<String>,
    /// The leaderboard server (`ekb serve`'s address).
    #[arg(long, default_value = DEFAULT_SERVER)]
    pub server: String,
    /// The device model, published as typed (e.g. "Jetson Orin Nano"); never part of the grouping key.
    #[arg(long, default_value = "")]
    pub device_model: String,
    /// Consent given: publish without asking (needed when stdin is not a terminal).
    #[arg(long, short = 'y')]
    pub yes: bool,
    /// Print the body and the notice, send nothing.
    #[arg(long, conflicts_with = "yes")]
    pub dry_run: bool,
}

/// A refusal that is not a usage error: printed, exit 1.
fn refused(message: impl std::fmt::Display) -> Result<ExitCode> {
    eprintln!("error: {message}");
    Ok(ExitCode::from(1))
}

/// The idempotency key of `report`: `cli-` and the first 128 bits of the SHA-256 of its JSON, so
/// the same report always travels under the same key.
pub(crate) fn report_key(report: &SuiteReport) -> Result<String> {
    let digest = Sha256::digest(serde_json::to_vec(report)?);
    let word = |i: usize| u32::from_be_bytes([digest[4 * i], digest[4 * i + 1], digest[4 * i + 2], digest[4 * i + 3]]);
    Ok(compose::idempotency_key("cli", [word(0), word(1), word(2), word(3)]))
}

/// Where the report's kernels came from, from the flags or (reference runs) the report itself.
fn origin(args: &SubmitArgs, report: &SuiteReport) -> Result<Origin> {
    if let Some(id) = &args.set {
        return Ok(Origin::Set { id: id.clone(), name: id.clone() });
    }
    let Some(path) = &args.samples else {
        return Origin::infer(report).with_context(|| {
            format!(
                "{} does not carry its kernels: pass --samples FILE (the samples file given to `ekb eval`) \
                 or --set ID (a published generation set)",
                args.report.display()
            )
        });
    };
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {name}"))?;
    let samples = kernels::samples::parse(&text, &name)?;
    let by_id: BTreeMap<&str, &kernels::samples::Sample> = samples.iter().map(|s| (s.sample_id.as_str(), s)).collect();
    let mut sources = BTreeMap::new();
    for e in &report.samples {
        let s = by_id
            .get(e.sample_id.as_str())
            .with_context(|| format!("sample `{}` of the report is not in {name}: was this report made from it?", e.sample_id))?;
        if s.task.spec.id != e.task_id {
            bail!(
                "sample `{}` is task {} in the report but {} in {name}: was this report made from it?",
                e.sample_id,
                e.task_id,
                s.task.spec.id
            );
        }
        sources.insert(e.sample_id.clone(), s.source.clone());
    }
    let file = path.file_name().map_or(name.clone(), |f| f.to_string_lossy().into_owned());
    Ok(Origin::File { name: file, sources })
}

/// Asks for consent on the terminal; `Ok(false)` when declined.
fn ask() -> Result<bool> {
    if !std::io::stdin().is_terminal() {
        bail!("consent is needed and stdin is not a terminal: read the notice above and pass --yes to publish");
    }
    print!("{CONSENT_AGREE} Send it? [y/N] ");
    std::io::stdout().flush()?;
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).context("reading the answer")?;
    Ok(matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes"))
}

/// The server's error answer, `{"error": …, "field": …, "retry_after_s": …}`.
#[derive(serde::Deserialize)]
struct ErrorBody {
    error: String,
    #[serde(default)]
    field: Option<String>,
    #[serde(default)]
    retry_after_s: Option<u64>,
}

/// The server's base address from `--server`, checked before anything is shown or sent: an
/// `http` or `https` URL with a host and no path (`http://127.0.0.1:8080`), without the final `/`.
///
/// # Errors
/// A malformed URL, another scheme, or a path (such as `…/api`), each with the expected form.
fn server_base(server: &str) -> Result<String> {
    let expected = format!("give the server's base address, e.g. {DEFAULT_SERVER}");
    let url = reqwest::Url::parse(server).map_err(|e| anyhow::anyhow!("--server {server:?} is not a URL ({e}); {expected}"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        anyhow::bail!("--server {server:?} is not an http(s) address with a host; {expected}");
    }
    if url.path() != "/" || url.query().is_some() {
        anyhow::bail!("--server {server:?} has a path; {expected} (ekb submit adds /api/submissions itself)");
    }
    Ok(server.trim_end_matches('/').to_string())
}

/// `ekb submit`.
pub(crate) fn run(args: &SubmitArgs) -> Result<ExitCode> {
    let name = args.report.display().to_string();
    let text = std::fs::read_to_string(&args.report).with_context(|| format!("reading {name}"))?;
    let report: SuiteReport = serde_json::from_str(&text)
        .with_context(|| format!("{name} is not a report written by `ekb eval --out` (a suite report in JSON)"))?;
    ekb_wire::fields::check_report(&report).with_context(|| format!("{name} cannot be submitted"))?;
    let origin = origin(args, &report)?;
    let key = report_key(&report)?;
    // The engine that ran the report: `native` here, a browser's (`chromium 156`) for a paired
    // tab's report (`ekb eval --relay … --device pair-…`), so that the tab's results are filed
    // under the same device as that browser's own runs.
    let engine = report.device.as_ref().map(|d| d.runtime.trim()).filter(|r| !r.is_empty()).unwrap_or("native");
    let sub: Submission = compose::build(&report, Some(&origin), env!("CARGO_PKG_VERSION"), engine, &args.device_model, &key)
        .map_err(|e| anyhow::anyhow!("{name} cannot be submitted: {e}"))?;
    let body = compose::body_text(&sub)?;
    let base = server_base(&args.server)?;
    let base = base.as_str();
    let url = format!("{base}/api/submissions");

    println!("{body}");
    println!();
    println!("What ran: {}; {} samples on {}.", origin.describe(), report.samples.len(), device_line(&report));
    println!("Exactly the JSON above ({} bytes) goes to POST {url}.", body.len());
    println!("{CONSENT_HEADING}{CONSENT_NOTICE}");
    if args.dry_run {
        println!("(--dry-run: nothing sent)");
        return Ok(ExitCode::SUCCESS);
    }
    if args.yes {
        println!("{CONSENT_AGREE} (--yes)");
    } else if !ask()? {
        return refused("not sent: consent was not given");
    }

    let client = reqwest::blocking::Client::builder()
        .connect_timeout(Duration::from_secs(10))
        .timeout(Duration::from_secs(120))
        .user_agent(concat!("ekb/", env!("CARGO_PKG_VERSION")))
        .build()
        .context("setting up the HTTP client")?;
    let answer = match client
        .post(&url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header("Idempotency-Key", &key)
        .body(body)
        .send()
    {
        Ok(a) => a,
        Err(e) => {
            let why = if e.is_timeout() { "no answer in time" } else { "could not connect" };
            return refused(format!("the server at {base} could not be reached ({why}: {e}); is `ekb serve` running there? Nothing was stored; the same command retries safely"));
        }
    };
    let status = answer.status();
    // The server's answer is bounded and its text made safe for a terminal, like the relay's.
    let text = match read_bounded(answer, MAX_SUBMIT_ANSWER_BYTES) {
        Ok(t) => t,
        Err(e) => return refused(format!("the server at {base} answered {status}, but {e}")),
    };
    if !status.is_success() {
        let (message, field, retry) = match parse_answer::<ErrorBody>(&text) {
            Ok(e) => (e.error, e.field, e.retry_after_s),
            Err(_) => (sanitize(&text.trim().chars().take(300).collect::<String>()), None, None),
        };
        let at = field.map(|f| format!(" (field `{f}`)")).unwrap_or_default();
        let hint = match status.as_u16() {
            409 => " — this report was sent before with another body (other --samples, --set or --device-model); the first one stands",
            429 => " — too many submissions from this address",
            s if s >= 500 => " — a server-side problem; the same command retries safely",
            _ => "",
        };
        let retry = retry.map(|s| format!("; retry in {s} s")).unwrap_or_default();
        return refused(format!("the server refused the submission: {status}: {message}{at}{hint}{retry}"));
    }
    let doc: SubmissionDoc = match parse_answer(&text) {
        Ok(d) => d,
        Err(e) => return refused(format!("unreadable answer from {base} ({status}): {e}")),
    };
    print!("{}", summary(&doc, base));
    Ok(if doc.status == SubmissionStatus::Rejected { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn device_line(report: &SuiteReport) -> String {
    report.device.as_ref().map_or("an unknown device".into(), |d| {
        format!("{} ({}{}, {})", d.name, d.backend, if d.is_fallback { ", software" } else { "" }, d.runtime)
    })
}

/// What the server answered, for people: status, id, links.
fn summary(doc: &SubmissionDoc, base: &str) -> String {
    let again = if doc.replayed {
        " (sent before: this is the stored submission, nothing new was stored)"
    } else if doc.duplicate {
        " (the same report was already stored: this is that submission)"
    } else {
        ""
    };
    let meaning = match doc.status {
        SubmissionStatus::Listed => "its unflagged results count on the leaderboard",
        SubmissionStatus::Received => "stored, but every result is flagged, so it shows only with include_flagged=true",
        SubmissionStatus::Rejected => "stored, never counted",
    };
    let mut s = format!("submission {} {}: {meaning}{again}\n", doc.id, doc.status.name());
    s += &format!("  {} results, {} flagged; device {}\n", doc.samples, doc.flagged_samples, doc.device.label);
    if !doc.reason.is_empty() {
        s += &format!("  reason: {}\n", doc.reason);
    }
    if !doc.flags.is_empty() {
        s += &format!("  flags: {}\n", doc.flags.join(", "));
    }
    let flagged = if doc.status == SubmissionStatus::Listed { "" } else { "?include_flagged=true" };
    s += &format!("  status:      {base}/api/submissions/{}\n", doc.id);
    s += &format!("  leaderboard: {base}/leaderboard{flagged}\n");
    if !doc.device.id.is_empty() {
        s += &format!("  device:      {base}/device/{}{flagged}\n", doc.device.id);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::server_base;

    #[test]
    fn the_server_is_a_base_address() {
        assert_eq!(server_base("http://127.0.0.1:8080/").expect("ok"), "http://127.0.0.1:8080");
        assert_eq!(server_base("https://ekb.example").expect("ok"), "https://ekb.example");
        for bad in ["not-a-url", "ftp://x", "http://127.0.0.1:8080/api", "http://h/?q=1", ""] {
            assert!(server_base(bad).is_err(), "{bad} should be refused");
        }
    }
}
