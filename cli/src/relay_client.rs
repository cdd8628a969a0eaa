//! The client side of the relay's job API (docs/RELAY.md "Jobs", docs/SERVER.md "Relay jobs") for
//! `ekb eval --relay URL --device KEY`: the device's backend and kinds from
//! `GET /api/relay/devices`, one `POST /api/relay/jobs` per sample ([`NewJob`]; `c` jobs carry
//! `Authorization: Bearer TOKEN`), then `GET /api/relay/jobs/{id}` until each job is `done` or
//! `failed`, with backoff ([`POLL_FIRST`] doubling to [`POLL_MAX`]).
//!
//! The relay bounds what one client may have queued and how fast it may submit (429 with
//! `Retry-After`) and how long its queue may be (503): such refusals are waited out (the
//! `Retry-After` seconds, at most [`RETRY_AFTER_MAX`], else [`POLL_MAX`]) while the jobs already
//! submitted are polled, until the overall deadline. Any other refusal of a job, a final answer to
//! a poll (404: the relay no longer knows the job; any other 4xx but 408 and 429), and a job still
//! unfinished at the deadline, is that sample's [`Outcome::Failed`] — never a verdict on the
//! kernel; a relay that cannot be reached at all, or does not list the device, is a [`RelayError`]
//! for the whole run.
//!
//! What the relay answers is untrusted: every answer is read up to a size bound
//! ([`read_bounded`]), and every string in it — reasons, messages, a device's report — has its
//! control characters and terminal escape sequences made visible ([`sanitize`]) before it can
//! reach a terminal.

use std::time::{Duration, Instant};

use ekb_wire::relay::{JobCandidate, JobCreated, JobState, JobStatus, NewJob, RelayDevice, RelayDevices};
use ekb_wire::report::SampleReport;
use kernels::samples::Sample;
use reqwest::blocking::{Client, Response};
use reqwest::{StatusCode, Url};

/// First wait between polls of a job.
pub(crate) const POLL_FIRST: Duration = Duration::from_millis(200);
/// Longest wait between polls (and after a refusal without `Retry-After`).
pub(crate) const POLL_MAX: Duration = Duration::from_secs(5);
/// Timeout of one HTTP request.
pub(crate) const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Longest `Retry-After` honoured; a larger one (the adversarial pass sent 2^64 − 1 s, which
/// panicked `Instant + Duration`) is taken as this.
pub(crate) const RETRY_AFTER_MAX: Duration = Duration::from_secs(3600);
/// Largest answer read from the relay, bytes (a job's status carries one sample's report: tens of
/// KiB; the device list a bounded tracker summary).
pub(crate) const MAX_ANSWER_BYTES: u64 = 8 << 20;

/// Why the run cannot use the relay at all.
#[derive(Debug)]
pub(crate) enum RelayError {
    /// `--relay` is not an http(s) URL.
    BadUrl {
        /// As given.
        url: String,
        /// Why.
        why: String,
    },
    /// The relay did not answer.
    Unreachable {
        /// The URL asked.
        url: String,
        /// The transport error.
        source: reqwest::Error,
    },
    /// The relay answered with an error status.
    Refused {
        /// The URL asked.
        url: String,
        /// Its status.
        status: u16,
        /// The `error` of its JSON answer, or the body's start.
        message: String,
    },
    /// The answer was not the expected JSON.
    BadAnswer {
        /// The URL asked.
        url: String,
        /// Why.
        why: String,
    },
    /// The tracker lists no device of that key.
    UnknownDevice {
        /// The key asked for.
        key: String,
        /// The tracker, as the relay names it.
        tracker: String,
        /// The keys listed (`none` when empty).
        known: String,
    },
    /// No browser tab is paired under this code (404; the relay counts the guess).
    UnknownPairingCode {
        /// The code asked for.
        code: String,
    },
}

impl std::fmt::Display for RelayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadUrl { url, why } => write!(f, "--relay {url:?} is not an http(s) URL ({why}); expected e.g. http://127.0.0.1:8080"),
            Self::Unreachable { url, source } => {
                // The whole chain here (reqwest's own message names only the first layer), and
                // no `source()`: printed with anyhow's `{:#}` each cause appears once.
                write!(f, "the relay at {url} cannot be reached")?;
                let mut cause: Option<&dyn std::error::Error> = Some(source);
                while let Some(c) = cause {
                    write!(f, ": {c}")?;
                    cause = c.source();
                }
                Ok(())
            }
            Self::Refused { url, status, message } => write!(f, "{url}: HTTP {status}: {message}"),
            Self::BadAnswer { url, why } => write!(f, "{url}: unexpected answer: {why}"),
            Self::UnknownPairingCode { code } => write!(
                f,
                "no browser tab is paired with the relay as `{code}` (it closed, or its code expired: pair it again on the \
                 app's Remote devices page)"
            ),
            Self::UnknownDevice { key, tracker, known } => {
                write!(f, "the relay's tracker ({tracker}) lists no device `{key}`; it lists: {known}")
            }
        }
    }
}

/// No variant exposes a `source()`: each message already holds its cause's whole chain.
impl std::error::Error for RelayError {}

/// What became of one sample.
#[derive(Debug)]
pub(crate) enum Outcome {
    /// Evaluated on the device (any verdict).
    Done(Box<SampleReport>),
    /// Not evaluated: why (a refused job, a lost device, a session timeout, the deadline).
    Failed {
        /// The job's id, when it was created.
        job: Option<String>,
        /// Why, for people.
        reason: String,
    },
}

/// What one poll of a job found.
enum Poll {
    /// Its status.
    Status(Box<JobStatus>),
    /// A final answer: the job will not be found or read again (404, another 4xx, an answer over
    /// the size bound).
    Final(String),
    /// A transport problem or a transient refusal (5xx, 408, 429): polled again until the deadline.
    Retry(String),
}

/// Whether `id` has the shape of the relay's job ids (32 lowercase hex digits): an id from the
/// relay goes into a URL path.
fn is_job_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A client of one relay.
#[derive(Debug, Clone)]
pub(crate) struct RelayClient {
    base: Url,
    http: Client,
    token: Option<String>,
}

/// The `error` field of a JSON error answer, or the body's first 200 characters, sanitised.
fn error_text(body: &str) -> String {
    let text = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_string))
        .unwrap_or_else(|| body.chars().take(200).collect());
    sanitize(&text)
}

/// `Retry-After` in whole seconds, when the answer has one, at most [`RETRY_AFTER_MAX`].
fn retry_after(r: &Response) -> Option<Duration> {
    retry_after_value(r.headers().get(reqwest::header::RETRY_AFTER)?.to_str().ok()?)
}

/// A `Retry-After` value (delta-seconds; an HTTP date is not honoured), saturated at
/// [`RETRY_AFTER_MAX`].
fn retry_after_value(v: &str) -> Option<Duration> {
    let v = v.trim();
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // All digits: too many for a u64 is "very long", not malformed.
    let secs = v.parse::<u64>().unwrap_or(u64::MAX);
    Some(Duration::from_secs(secs).min(RETRY_AFTER_MAX))
}

/// Why an answer could not be read.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// Larger than the bound (by its `Content-Length`, or as it arrived).
    TooLarge {
        /// The bound, bytes.
        limit: u64,
    },
    /// The transfer failed.
    Io(std::io::Error),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::TooLarge { limit } => write!(f, "the answer is larger than {limit} bytes; not read"),
            Self::Io(e) => write!(f, "reading the answer: {e}"),
        }
    }
}

/// The body of `r` as text, at most `limit` bytes: refused by its `Content-Length` before reading,
/// or as soon as more arrives (never buffered whole); invalid UTF-8 is replaced.
///
/// # Errors
/// [`ReadError`].
pub(crate) fn read_bounded(r: Response, limit: u64) -> Result<String, ReadError> {
    use std::io::Read;
    if r.content_length().is_some_and(|n| n > limit) {
        return Err(ReadError::TooLarge { limit });
    }
    let mut buf = Vec::new();
    r.take(limit + 1).read_to_end(&mut buf).map_err(ReadError::Io)?;
    if buf.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// `text` with every control character but line feeds and tabs, and every bidirectional override
/// or isolate, written as a visible escape (`\u{1b}`): an escape sequence from a relay, a device
/// or a server cannot move the cursor, recolour, retitle or rewrite a terminal, or reorder what it
/// shows.
pub(crate) fn sanitize(text: &str) -> String {
    let unsafe_char =
        |c: char| (c.is_control() && c != '\n' && c != '\t') || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    if !text.chars().any(unsafe_char) {
        return text.to_string();
    }
    text.chars().map(|c| if unsafe_char(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect()
}

/// Every string (and key) of a JSON value [`sanitize`]d.
pub(crate) fn sanitize_json(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::String(s) => Value::String(sanitize(&s)),
        Value::Array(a) => Value::Array(a.into_iter().map(sanitize_json).collect()),
        Value::Object(o) => Value::Object(o.into_iter().map(|(k, v)| (sanitize(&k), sanitize_json(v))).collect()),
        other => other,
    }
}

/// A JSON answer read within `limit` bytes, its strings sanitised, as `T`.
///
/// # Errors
/// The JSON error: not JSON, or not a `T`.
pub(crate) fn parse_answer<T: serde::de::DeserializeOwned>(body: &str) -> Result<T, serde_json::Error> {
    let v: serde_json::Value = serde_json::from_str(body)?;
    serde_json::from_value(sanitize_json(v))
}

impl RelayClient {
    /// A client of the relay at `url` (`http://host:port`, the `ekb serve` address); `token` goes
    /// with `c` jobs.
    ///
    /// # Errors
    /// [`RelayError::BadUrl`].
    pub(crate) fn new(url: &str, token: Option<String>) -> Result<Self, RelayError> {
        let bad = |why: String| RelayError::BadUrl { url: url.to_string(), why };
        let base = Url::parse(url).map_err(|e| bad(e.to_string()))?;
        if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
            return Err(bad("not http or https with a host".into()));
        }
        let http = Client::builder().timeout(REQUEST_TIMEOUT).build().map_err(|e| bad(e.to_string()))?;
        Ok(Self { base, http, token: token.filter(|t| !t.trim().is_empty()) })
    }

    fn url(&self, path: &str) -> String {
        let mut u = self.base.clone();
        let prefix = u.path().trim_end_matches('/').to_string();
        u.set_path(&format!("{prefix}{path}"));
        u.to_string()
    }

    /// `GET /api/relay/devices`.
    ///
    /// # Errors
    /// [`RelayError`] when the relay is unreachable or refuses.
    pub(crate) fn devices(&self) -> Result<RelayDevices, RelayError> {
        let url = self.url("/api/relay/devices");
        let r = self.http.get(&url).send().map_err(|source| RelayError::Unreachable { url: url.clone(), source })?;
        let status = r.status();
        let body = read_bounded(r, MAX_ANSWER_BYTES).map_err(|e| RelayError::BadAnswer { url: url.clone(), why: e.to_string() })?;
        if !status.is_success() {
            return Err(RelayError::Refused { url, status: status.as_u16(), message: error_text(&body) });
        }
        parse_answer(&body).map_err(|e| RelayError::BadAnswer { url, why: e.to_string() })
    }

    /// The listed device of `key` (a tracker key, or a match key `key:…` naming one server).
    ///
    /// # Errors
    /// As [`Self::devices`]; [`RelayError::UnknownDevice`] when the tracker lists no such key.
    pub(crate) fn device(&self, key: &str) -> Result<RelayDevice, RelayError> {
        if let Some(code) = ekb_wire::paired::code_spelling(key) {
            return self.paired_device(&code);
        }
        let listed = self.devices()?;
        let base = key.split(':').next().unwrap_or(key);
        listed.devices.iter().find(|d| d.key == key || d.key == base).cloned().ok_or_else(|| RelayError::UnknownDevice {
            key: key.to_string(),
            tracker: listed.tracker.clone(),
            known: if listed.devices.is_empty() {
                "none".into()
            } else {
                listed.devices.iter().map(|d| d.key.as_str()).collect::<Vec<_>>().join(", ")
            },
        })
    }

    /// `POST /api/relay/pair/lookup` with `{"code": …}`: the browser tab paired under `code`
    /// (docs/RELAY.md, "Paired tabs"; codes are not listed by `/devices`, never put in a URL, and a
    /// wrong one counts as a guess).
    fn paired_device(&self, code: &str) -> Result<RelayDevice, RelayError> {
        let url = self.url("/api/relay/pair/lookup");
        let body = serde_json::json!({ "code": code });
        let r = self.http.post(&url).json(&body).send().map_err(|source| RelayError::Unreachable { url: url.clone(), source })?;
        let status = r.status();
        let body = read_bounded(r, MAX_ANSWER_BYTES).map_err(|e| RelayError::BadAnswer { url: url.clone(), why: e.to_string() })?;
        if status == StatusCode::NOT_FOUND {
            return Err(RelayError::UnknownPairingCode { code: code.to_string() });
        }
        if !status.is_success() {
            return Err(RelayError::Refused { url, status: status.as_u16(), message: error_text(&body) });
        }
        parse_answer(&body).map_err(|e| RelayError::BadAnswer { url, why: e.to_string() })
    }

    /// One `POST /api/relay/jobs`: `Ok(Ok(id))`, `Ok(Err(wait))` when the relay asks to come back
    /// later (429, 503), `Err(reason)` when it refuses the job.
    fn submit(&self, job: &NewJob) -> Result<Result<String, Duration>, String> {
        let url = self.url("/api/relay/jobs");
        let mut req = self.http.post(&url).json(job);
        if job.candidate.kind.info().relay_needs_token {
            if let Some(t) = &self.token {
                req = req.bearer_auth(t);
            }
        }
        let r = req.send().map_err(|e| format!("submitting to {url}: {e}"))?;
        let status = r.status();
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE {
            return Ok(Err(retry_after(&r).unwrap_or(POLL_MAX)));
        }
        let body = read_bounded(r, MAX_ANSWER_BYTES).map_err(|e| format!("the answer of {url}: {e}"))?;
        if !status.is_success() {
            let hint = if status == StatusCode::UNAUTHORIZED && self.token.is_none() { " (pass --token or EKB_RELAY_TOKEN)" } else { "" };
            return Err(format!("the relay refused the job: HTTP {}: {}{hint}", status.as_u16(), error_text(&body)));
        }
        let created: JobCreated = parse_answer(&body).map_err(|e| format!("{url}: unexpected answer: {e}"))?;
        if !is_job_id(&created.id) {
            return Err(format!(
                "{url}: unexpected answer: `{}` is not a job id",
                sanitize(&created.id.chars().take(64).collect::<String>())
            ));
        }
        Ok(Ok(created.id))
    }

    /// One `GET /api/relay/jobs/{id}`.
    fn status(&self, id: &str) -> Poll {
        let url = self.url(&format!("/api/relay/jobs/{id}"));
        let r = match self.http.get(&url).send() {
            Ok(r) => r,
            Err(e) => return Poll::Retry(format!("polling {url}: {e}")),
        };
        let status = r.status();
        let body = match read_bounded(r, MAX_ANSWER_BYTES) {
            Ok(b) => b,
            Err(e @ ReadError::TooLarge { .. }) => return Poll::Final(format!("{url}: {e}")),
            Err(e) => return Poll::Retry(format!("{url}: {e}")),
        };
        if status == StatusCode::NOT_FOUND {
            return Poll::Final(format!("the relay no longer knows job {id} (HTTP 404: {})", error_text(&body)));
        }
        let transient = status.is_server_error() || status == StatusCode::REQUEST_TIMEOUT || status == StatusCode::TOO_MANY_REQUESTS;
        if !status.is_success() {
            let why = format!("HTTP {}: {}", status.as_u16(), error_text(&body));
            return if transient { Poll::Retry(why) } else { Poll::Final(why) };
        }
        match parse_answer::<JobStatus>(&body) {
            Ok(s) => Poll::Status(Box::new(s)),
            Err(e) => Poll::Retry(format!("{url}: unexpected answer: {e}")),
        }
    }

    /// Evaluates every sample on `device` (its backend as the relay lists it), one job each, and
    /// returns each sample's outcome in order; `progress(done, total, note)` is called as jobs
    /// end. Samples of a kind the device does not accept fail without a job.
    pub(crate) fn evaluate(
        &self,
        device: &RelayDevice,
        key: &str,
        samples: &[Sample],
        deadline: Duration,
        mut progress: impl FnMut(usize, usize, &str),
    ) -> Vec<Outcome> {
        let end = Instant::now() + deadline;
        let n = samples.len();
        let mut out: Vec<Option<Outcome>> = (0..n).map(|_| None).collect();
        // (sample index, job id, next poll, current wait, last polling problem)
        let mut running: Vec<(usize, String, Instant, Duration, Option<String>)> = Vec::new();
        let mut next = 0usize;
        let mut submit_after = Instant::now();
        let mut finished = 0usize;
        let fail = |job: Option<String>, reason: String| Outcome::Failed { job, reason };
        loop {
            // Submit until the relay asks to wait (never past the deadline: a wait that reaches it
            // ends the run below).
            while next < n && Instant::now() >= submit_after && Instant::now() < end {
                let s = &samples[next];
                // `tvmscript` where the device runs the form TVM compiles it to (the relay compiles it).
                if !server::relay::tvmscript::accepts(device, s.kind) {
                    let kinds = device.kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
                    out[next] = Some(fail(None, format!("device `{key}` ({}) accepts {kinds}, not {}", device.backend, s.kind)));
                    finished += 1;
                    progress(finished, n, &s.sample_id);
                    next += 1;
                    continue;
                }
                let job = NewJob {
                    backend: device.backend.clone(),
                    device: key.to_string(),
                    task: s.task.spec.id.clone(),
                    candidate: JobCandidate { kind: s.kind, source: s.source.clone() },
                };
                match self.submit(&job) {
                    Ok(Ok(id)) => {
                        running.push((next, id, Instant::now() + POLL_FIRST, POLL_FIRST, None));
                        next += 1;
                    }
                    // Saturating: a `Retry-After` past the deadline waits until the deadline.
                    Ok(Err(wait)) => submit_after = Instant::now().checked_add(wait).map_or(end, |t| t.min(end)),
                    Err(reason) => {
                        out[next] = Some(fail(None, reason));
                        finished += 1;
                        progress(finished, n, &s.sample_id);
                        next += 1;
                    }
                }
            }
            // Poll the jobs due.
            let now = Instant::now();
            let mut still = Vec::with_capacity(running.len());
            for (i, id, due, wait, problem) in running.drain(..) {
                if now < due {
                    still.push((i, id, due, wait, problem));
                    continue;
                }
                let wait_more = (wait * 2).min(POLL_MAX);
                match self.status(&id) {
                    Poll::Status(s) => match s.state {
                        JobState::Done { report } => out[i] = Some(Outcome::Done(report)),
                        JobState::Failed { reason } => out[i] = Some(fail(Some(id.clone()), reason)),
                        _ => still.push((i, id, Instant::now() + wait_more, wait_more, None)),
                    },
                    Poll::Final(why) => out[i] = Some(fail(Some(id.clone()), why)),
                    Poll::Retry(p) => still.push((i, id, Instant::now() + wait_more, wait_more, Some(p))),
                }
                if out[i].is_some() {
                    finished += 1;
                    progress(finished, n, &samples[i].sample_id);
                }
            }
            running = still;
            if next >= n && running.is_empty() {
                break;
            }
            if Instant::now() >= end {
                for (i, id, _, _, problem) in running.drain(..) {
                    let why = problem.map_or(String::new(), |p| format!(" (last poll: {p})"));
                    out[i] = Some(fail(Some(id), format!("not finished within --relay-timeout {} s{why}", deadline.as_secs())));
                }
                for o in out.iter_mut().skip(next) {
                    *o = Some(fail(
                        None,
                        format!("not submitted within --relay-timeout {} s (the relay kept asking to wait)", deadline.as_secs()),
                    ));
                }
                break;
            }
            let wake = running.iter().map(|r| r.2).chain((next < n).then_some(submit_after)).min().unwrap_or(end).min(end);
            std::thread::sleep(wake.saturating_duration_since(Instant::now()).max(Duration::from_millis(10)));
        }
        out.into_iter().map(|o| o.unwrap_or_else(|| fail(None, "not evaluated".into()))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_checked_and_joined_under_the_base_path() {
        assert!(matches!(RelayClient::new("ftp://x", None), Err(RelayError::BadUrl { .. })));
        assert!(matches!(RelayClient::new("not a url", None), Err(RelayError::BadUrl { .. })));
        let c = RelayClient::new("http://127.0.0.1:8080/", Some(" ".into())).expect("client");
        assert_eq!(c.url("/api/relay/jobs"), "http://127.0.0.1:8080/api/relay/jobs");
        assert!(c.token.is_none(), "a blank token is none");
        let under = RelayClient::new("https://example.org/ekb", None).expect("client");
        assert_eq!(under.url("/api/relay/devices"), "https://example.org/ekb/api/relay/devices");
        assert_eq!(error_text(r#"{"error": "nope", "field": null}"#), "nope");
        assert_eq!(error_text("<html>"), "<html>");
    }

    /// The adversarial pass's `Retry-After: 18446744073709551615` panicked `Instant + Duration`.
    #[test]
    fn retry_after_saturates_and_ignores_what_is_not_seconds() {
        assert_eq!(retry_after_value("18446744073709551615"), Some(RETRY_AFTER_MAX));
        assert_eq!(retry_after_value("99999999999999999999999999"), Some(RETRY_AFTER_MAX));
        assert_eq!(retry_after_value(" 7 "), Some(Duration::from_secs(7)));
        for bad in ["", "-1", "1.5", "Wed, 21 Oct 2026 07:28:00 GMT", "1e9"] {
            assert_eq!(retry_after_value(bad), None, "{bad}");
        }
        let far = Instant::now().checked_add(RETRY_AFTER_MAX);
        assert!(far.is_some());
    }

    #[test]
    fn relay_text_cannot_drive_a_terminal() {
        let hostile = "\u{1b}]0;pwned\u{7}\u{1b}[2J\u{9b}31mred\u{202e}txt.exe\rover\nline\ttab";
        let clean = sanitize(hostile);
        assert!(!clean.chars().any(|c| c.is_control() && c != '\n' && c != '\t'), "{clean:?}");
        assert!(!clean.contains('\u{202e}'));
        assert!(clean.contains("\\u{1b}") && clean.contains("line\ttab"), "{clean}");
        let v = sanitize_json(serde_json::json!({"reason": "a\u{1b}[31mb", "report": {"message": ["\u{7}"]}}));
        assert_eq!(v["reason"], "a\\u{1b}[31mb");
        assert_eq!(v["report"]["message"][0], "\\u{7}");
        assert_eq!(sanitize("plain text"), "plain text");
    }
}
