//! The client side of the relay's job API (docs/RELAY.md "Jobs", docs/SERVER.md "Relay jobs") for
//! `ekb eval --relay URL --device KEY`: the device's backend and kinds from
//! `GET /api/relay/devices`, one `POST /api/relay/jobs` per sample ([`NewJob`]; `c` jobs carry
//! `Authorization: Bearer TOKEN`), then `GET /api/relay/jobs/{id}` until each job is `done` or
//! `failed`, with backoff ([`POLL_FIRST`] doubling to [`POLL_MAX`]).
//!
//! The relay bounds what one client may have queued and how fast it may submit (429 with
//! `Retry-After`) and how long its queue may be (503): such refusals are waited out (the
//! `Retry-After` seconds, else [`POLL_MAX`]) while the jobs already submitted are polled, until
//! the overall deadline. Any other refusal of a job, and a job still unfinished at the deadline,
//! is that sample's [`Outcome::Failed`] — never a verdict on the kernel; a relay that cannot be
//! reached at all, or does not list the device, is a [`RelayError`] for the whole run.

use std::time::{Duration, Instant};

use ekb_wire::relay::{JobCandidate, JobCreated, JobState, JobStatus, NewJob, RelayDevice, RelayDevices};
use kernels::samples::Sample;
use reqwest::blocking::{Client, Response};
use reqwest::{StatusCode, Url};
use wgsl_lib::report::SampleReport;

/// First wait between polls of a job.
pub(crate) const POLL_FIRST: Duration = Duration::from_millis(200);
/// Longest wait between polls (and after a refusal without `Retry-After`).
pub(crate) const POLL_MAX: Duration = Duration::from_secs(5);
/// Timeout of one HTTP request.
pub(crate) const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

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

/// A client of one relay.
#[derive(Debug)]
pub(crate) struct RelayClient {
    base: Url,
    http: Client,
    token: Option<String>,
}

/// The `error` field of a JSON error answer, or the body's first 200 characters.
fn error_text(body: &str) -> String {
    serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_string))
        .unwrap_or_else(|| body.chars().take(200).collect())
}

/// `Retry-After` in seconds, when the answer has one.
fn retry_after(r: &Response) -> Option<Duration> {
    r.headers().get(reqwest::header::RETRY_AFTER)?.to_str().ok()?.trim().parse::<u64>().ok().map(Duration::from_secs)
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
        let body = r.text().map_err(|source| RelayError::Unreachable { url: url.clone(), source })?;
        if !status.is_success() {
            return Err(RelayError::Refused { url, status: status.as_u16(), message: error_text(&body) });
        }
        serde_json::from_str(&body).map_err(|e| RelayError::BadAnswer { url, why: e.to_string() })
    }

    /// The listed device of `key` (a tracker key, or a match key `key:…` naming one server).
    ///
    /// # Errors
    /// As [`Self::devices`]; [`RelayError::UnknownDevice`] when the tracker lists no such key.
    pub(crate) fn device(&self, key: &str) -> Result<RelayDevice, RelayError> {
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

    /// One `POST /api/relay/jobs`: `Ok(Ok(id))`, `Ok(Err(wait))` when the relay asks to come back
    /// later (429, 503), `Err(reason)` when it refuses the job.
    fn submit(&self, job: &NewJob) -> Result<Result<String, Duration>, String> {
        let url = self.url("/api/relay/jobs");
        let mut req = self.http.post(&url).json(job);
        if job.candidate.kind == wgsl_lib::kind::Kind::C {
            if let Some(t) = &self.token {
                req = req.bearer_auth(t);
            }
        }
        let r = req.send().map_err(|e| format!("submitting to {url}: {e}"))?;
        let status = r.status();
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE {
            return Ok(Err(retry_after(&r).unwrap_or(POLL_MAX)));
        }
        let body = r.text().map_err(|e| format!("reading the answer of {url}: {e}"))?;
        if !status.is_success() {
            let hint = if status == StatusCode::UNAUTHORIZED && self.token.is_none() { " (pass --token or EKB_RELAY_TOKEN)" } else { "" };
            return Err(format!("the relay refused the job: HTTP {}: {}{hint}", status.as_u16(), error_text(&body)));
        }
        serde_json::from_str::<JobCreated>(&body).map(|c| Ok(c.id)).map_err(|e| format!("{url}: unexpected answer: {e}"))
    }

    /// One `GET /api/relay/jobs/{id}`; `Err` is a transport or decoding problem (retried by the
    /// caller until the deadline) or a refusal.
    fn status(&self, id: &str) -> Result<JobStatus, String> {
        let url = self.url(&format!("/api/relay/jobs/{id}"));
        let r = self.http.get(&url).send().map_err(|e| format!("polling {url}: {e}"))?;
        let status = r.status();
        let body = r.text().map_err(|e| format!("reading {url}: {e}"))?;
        if !status.is_success() {
            return Err(format!("HTTP {}: {}", status.as_u16(), error_text(&body)));
        }
        serde_json::from_str(&body).map_err(|e| format!("{url}: unexpected answer: {e}"))
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
            // Submit until the relay asks to wait.
            while next < n && Instant::now() >= submit_after {
                let s = &samples[next];
                if !device.kinds.contains(&s.kind) {
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
                    Ok(Err(wait)) => submit_after = Instant::now() + wait,
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
                    Ok(JobStatus { state: JobState::Done { report }, .. }) => out[i] = Some(Outcome::Done(report)),
                    Ok(JobStatus { state: JobState::Failed { reason }, .. }) => out[i] = Some(fail(Some(id.clone()), reason)),
                    Ok(_) => still.push((i, id, Instant::now() + wait_more, wait_more, None)),
                    Err(p) => still.push((i, id, Instant::now() + wait_more, wait_more, Some(p))),
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
}
