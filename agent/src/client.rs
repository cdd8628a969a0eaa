//! A client for OpenAI-compatible chat-completions endpoints (`POST {endpoint}/chat/completions`):
//! OpenAI and other hosted APIs, llama.cpp's `llama-server`, vLLM, Ollama's `/v1`.
//!
//! One [`Client`] is shared by every sample of a run: it limits the calls in flight
//! ([`ClientConfig::concurrency`]), retries 429, 5xx and transport errors with exponential backoff
//! and jitter (a `Retry-After` header, in seconds or as an HTTP date, wins over the backoff, up to
//! [`ClientConfig::retry_after_max`]), counts tokens from each answer's `usage`, prices them with
//! [`Prices`], and answers repeated requests from the [`Cache`].

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use tokio::sync::Semaphore;

use crate::cache::{cache_key, Cache, CacheEntry};
use crate::error::{redact, AgentError};

/// The request and usage types live in [`crate::chat`], below both this client and the
/// [`Cache`] that stores them; re-exported under their old paths.
pub use crate::chat::{ChatRequest, Message, Prices, Usage};

/// How a [`Client`] talks to its endpoint.
#[derive(Clone, Debug)]
pub struct ClientConfig {
    /// The API base, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`;
    /// `/chat/completions` is appended.
    pub endpoint: String,
    /// The NAME of the environment variable holding the API key (default `OPENAI_API_KEY`). When
    /// it is unset or empty no `Authorization` header is sent (local servers need none).
    pub api_key_env: String,
    /// Limit for one HTTP attempt, connection to last byte.
    pub timeout: Duration,
    /// Retries after the first attempt for 429, 5xx and transport errors.
    pub max_retries: u32,
    /// Backoff before retry `k` (0-based) is `backoff_base · 2^k`, at most `backoff_max`, plus a
    /// random jitter of up to half of it.
    pub backoff_base: Duration,
    /// Cap of the exponential backoff.
    pub backoff_max: Duration,
    /// Longest `Retry-After` honoured; a longer one is waited for this long.
    pub retry_after_max: Duration,
    /// Calls in flight at once (≥ 1).
    pub concurrency: usize,
    /// Token prices, when the user gave them; without them costs are `None`.
    pub prices: Option<Prices>,
    /// The response cache directory; `None` disables the cache.
    pub cache_dir: Option<PathBuf>,
    /// Largest response body read, in bytes (default [`MAX_RESPONSE_BYTES`]). A longer one is
    /// [`AgentError::BadResponse`], not retried, and is never buffered whole, stored in the cache
    /// or written to a samples file or trajectory.
    pub max_response_bytes: usize,
}

/// The default [`ClientConfig::max_response_bytes`]: 16 MiB. A chat completion holding a kernel
/// is kilobytes (128k reply tokens are about 0.5 MB of text); an endpoint streaming gigabytes
/// would otherwise be held in memory, once per call in flight, and written out whole.
pub const MAX_RESPONSE_BYTES: usize = 16 << 20;

impl ClientConfig {
    /// Defaults for `endpoint`: key from `OPENAI_API_KEY`, 300 s per attempt, 5 retries from 1 s
    /// up to 60 s, `Retry-After` up to 120 s, 4 calls at once, no prices, no cache, bodies up to
    /// [`MAX_RESPONSE_BYTES`].
    pub fn new(endpoint: impl Into<String>) -> Self {
        Self {
            endpoint: endpoint.into(),
            api_key_env: "OPENAI_API_KEY".into(),
            timeout: Duration::from_secs(300),
            max_retries: 5,
            backoff_base: Duration::from_secs(1),
            backoff_max: Duration::from_secs(60),
            retry_after_max: Duration::from_secs(120),
            concurrency: 4,
            prices: None,
            cache_dir: None,
            max_response_bytes: MAX_RESPONSE_BYTES,
        }
    }
}

/// One answered call.
#[derive(Clone, Debug, PartialEq)]
pub struct Completion {
    /// The reply text.
    pub content: String,
    /// `finish_reason` of the first choice, when given.
    pub finish_reason: Option<String>,
    /// Tokens used (by the original call, when answered from the cache).
    pub usage: Usage,
    /// Cost of `usage` at the configured prices; `None` without prices.
    pub cost: Option<f64>,
    /// Whether the answer came from the cache (nothing was sent or paid).
    pub cached: bool,
    /// HTTP attempts made for it (0 when cached).
    pub attempts: u32,
}

/// The API key; its `Debug` never shows it.
struct ApiKey(String);

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey([redacted])")
    }
}

/// A chat-completions client; cheap to share behind an `Arc`.
#[derive(Debug)]
pub struct Client {
    http: reqwest::Client,
    url: String,
    key: Option<ApiKey>,
    config: ClientConfig,
    permits: Arc<Semaphore>,
    cache: Option<Cache>,
    http_calls: AtomicU64,
}

/// What one attempt gave.
/// Why [`Client::read_body`] gave up.
enum BodyError {
    /// Over the limit (the limit).
    TooLarge(usize),
    Read(reqwest::Error),
}

enum Attempt {
    Done(Reply),
    Failed { error: AgentError, retry_after: Option<Duration> },
}

struct Reply {
    content: String,
    finish_reason: Option<String>,
    usage: Usage,
}

#[derive(Deserialize)]
struct RawCompletion {
    #[serde(default)]
    choices: Vec<RawChoice>,
    #[serde(default)]
    usage: Option<Usage>,
}

#[derive(Deserialize)]
struct RawChoice {
    message: RawMessage,
    #[serde(default)]
    finish_reason: Option<String>,
}

#[derive(Deserialize)]
struct RawMessage {
    #[serde(default)]
    content: Option<String>,
}

impl Client {
    /// A client for `config`; reads the API key from the variable `config.api_key_env` now.
    ///
    /// # Errors
    /// [`AgentError::Config`] for an endpoint that is not `http://` or `https://`, a concurrency
    /// of 0, or an HTTP client that cannot be built.
    pub fn new(config: ClientConfig) -> Result<Self, AgentError> {
        let base = config.endpoint.trim_end_matches('/');
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(AgentError::Config(format!("endpoint `{}` is not an http:// or https:// URL", config.endpoint)));
        }
        if config.concurrency == 0 {
            return Err(AgentError::Config("concurrency must be at least 1".into()));
        }
        let url = format!("{base}/chat/completions");
        let key = std::env::var(&config.api_key_env).ok().filter(|k| !k.is_empty()).map(ApiKey);
        let http = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout.min(Duration::from_secs(30)))
            .build()
            .map_err(|e| AgentError::Config(format!("HTTP client: {e}")))?;
        let permits = Arc::new(Semaphore::new(config.concurrency));
        let cache = config.cache_dir.clone().map(Cache::new);
        Ok(Self { http, url, key, config, permits, cache, http_calls: AtomicU64::new(0) })
    }

    /// The URL calls go to (`{endpoint}/chat/completions`).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Whether an API key was found in the configured variable.
    pub fn has_key(&self) -> bool {
        self.key.is_some()
    }

    /// HTTP attempts made so far by this client (cache hits make none).
    pub fn http_calls(&self) -> u64 {
        self.http_calls.load(Ordering::Relaxed)
    }

    fn secret(&self) -> Option<&str> {
        self.key.as_ref().map(|k| k.0.as_str())
    }

    /// Asks for one completion of `request`, as sample `sample_index` of its prompt: from the
    /// cache when this (endpoint, request, index) was answered before, else over HTTP with
    /// retries; a fresh answer is stored in the cache.
    ///
    /// # Errors
    /// [`AgentError::Http`] for a refused request (with the status and the endpoint's message),
    /// [`AgentError::RetriesExhausted`] when every attempt failed with a retryable error,
    /// [`AgentError::BadResponse`] for a 2xx answer without a reply, [`AgentError::Cache`] when
    /// the cache cannot be used. The texts never contain the API key.
    pub async fn complete(&self, request: &ChatRequest, sample_index: u32) -> Result<Completion, AgentError> {
        let key = cache_key(&self.url, request, sample_index);
        if let Some(cache) = &self.cache {
            if let Some(hit) = cache.get(&key)? {
                return Ok(Completion {
                    cost: self.config.prices.map(|p| p.cost(hit.usage)),
                    content: hit.content,
                    finish_reason: hit.finish_reason,
                    usage: hit.usage,
                    cached: true,
                    attempts: 0,
                });
            }
        }
        let _permit = self.permits.acquire().await.map_err(|e| AgentError::Config(format!("concurrency limit: {e}")))?;
        let attempts = 1 + self.config.max_retries;
        let mut attempt = 0;
        let parts = loop {
            attempt += 1;
            match self.attempt(request).await {
                Attempt::Done(parts) => break parts,
                Attempt::Failed { error, retry_after } => {
                    if !error.is_retryable() {
                        return Err(error);
                    }
                    if attempt >= attempts {
                        return Err(if attempts == 1 { error } else { AgentError::RetriesExhausted { attempts, last: Box::new(error) } });
                    }
                    tokio::time::sleep(self.delay(attempt - 1, retry_after)).await;
                }
            }
        };
        if let Some(cache) = &self.cache {
            cache.put(&CacheEntry {
                key,
                url: self.url.clone(),
                sample_index,
                request: request.clone(),
                content: parts.content.clone(),
                finish_reason: parts.finish_reason.clone(),
                usage: parts.usage,
            })?;
        }
        Ok(Completion {
            cost: self.config.prices.map(|p| p.cost(parts.usage)),
            content: parts.content,
            finish_reason: parts.finish_reason,
            usage: parts.usage,
            cached: false,
            attempts: attempt,
        })
    }

    /// The wait before retry `retry` (0-based): the `Retry-After` when the endpoint sent one (at
    /// most `retry_after_max`), else the capped exponential backoff plus jitter.
    fn delay(&self, retry: u32, retry_after: Option<Duration>) -> Duration {
        if let Some(wait) = retry_after {
            return wait.min(self.config.retry_after_max);
        }
        let exp = self.config.backoff_base.saturating_mul(2u32.saturating_pow(retry.min(30))).min(self.config.backoff_max);
        exp + jitter(exp / 2)
    }

    async fn attempt(&self, request: &ChatRequest) -> Attempt {
        self.http_calls.fetch_add(1, Ordering::Relaxed);
        let mut builder = self.http.post(&self.url).json(request);
        if let Some(key) = &self.key {
            builder = builder.bearer_auth(&key.0);
        }
        let response = match builder.send().await {
            Ok(r) => r,
            Err(e) => return Attempt::Failed { error: self.transport(&e), retry_after: None },
        };
        let status = response.status();
        let retry_after = response
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| retry_after(v, std::time::SystemTime::now()));
        let body = match self.read_body(response).await {
            Ok(b) => b,
            Err(BodyError::TooLarge(limit)) => {
                let error = AgentError::BadResponse {
                    endpoint: self.url.clone(),
                    message: format!(
                        "HTTP {} with a body over {limit} bytes, the most read (a chat completion is far smaller)",
                        status.as_u16()
                    ),
                };
                return Attempt::Failed { error, retry_after: None };
            }
            Err(BodyError::Read(e)) => return Attempt::Failed { error: self.transport(&e), retry_after },
        };
        if !status.is_success() {
            let message = redact(&error_message(&body), self.secret());
            let error = AgentError::Http { endpoint: self.url.clone(), status: status.as_u16(), message };
            return Attempt::Failed { error, retry_after };
        }
        let bad = |message: String| Attempt::Failed {
            error: AgentError::BadResponse { endpoint: self.url.clone(), message: redact(&message, self.secret()) },
            retry_after: None,
        };
        let raw: RawCompletion = match serde_json::from_str(&body) {
            Ok(r) => r,
            Err(e) => return bad(format!("{e} in {}", clip(&body, 200))),
        };
        let Some(choice) = raw.choices.into_iter().next() else {
            return bad("no choices".into());
        };
        let Some(content) = choice.message.content else {
            return bad("the first choice has no message content".into());
        };
        Attempt::Done(Reply { content, finish_reason: choice.finish_reason, usage: raw.usage.unwrap_or_default() })
    }

    /// The body as text (lossy UTF-8, as `Response::text` without a charset), read chunk by
    /// chunk and abandoned as soon as it passes `max_response_bytes` (a `Content-Length` over
    /// it is refused before reading).
    async fn read_body(&self, mut response: reqwest::Response) -> Result<String, BodyError> {
        let limit = self.config.max_response_bytes;
        if response.content_length().is_some_and(|n| n > limit as u64) {
            return Err(BodyError::TooLarge(limit));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(BodyError::Read)? {
            if body.len() + chunk.len() > limit {
                return Err(BodyError::TooLarge(limit));
            }
            body.extend_from_slice(&chunk);
        }
        Ok(String::from_utf8_lossy(&body).into_owned())
    }

    fn transport(&self, e: &reqwest::Error) -> AgentError {
        let mut message = if e.is_timeout() {
            format!("no answer within {} s", self.config.timeout.as_secs_f64())
        } else if e.is_connect() {
            "could not connect".to_string()
        } else {
            "the request failed".to_string()
        };
        let mut source: Option<&dyn std::error::Error> = std::error::Error::source(e);
        while let Some(s) = source {
            message.push_str(": ");
            message.push_str(&s.to_string());
            source = s.source();
        }
        AgentError::Transport { endpoint: self.url.clone(), message: redact(&message, self.secret()) }
    }
}

/// The message of an error body: `error.message` (OpenAI, vLLM, llama.cpp), `error` as a string,
/// `message`, `detail`, else the text itself, at most 1000 characters.
fn error_message(body: &str) -> String {
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(body) {
        let found = v
            .pointer("/error/message")
            .or_else(|| v.get("error").filter(|e| e.is_string()))
            .or_else(|| v.get("message"))
            .or_else(|| v.get("detail"))
            .and_then(|m| m.as_str());
        if let Some(m) = found {
            return clip(m, 1000);
        }
    }
    if body.trim().is_empty() {
        return "(empty body)".into();
    }
    clip(body.trim(), 1000)
}

/// The wait a `Retry-After` value asks for at `now`: delay-seconds (`120`, also `1.5`), or an
/// HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 IMF-fixdate; a date in the past is no
/// wait). `None` when it is neither.
fn retry_after(value: &str, now: std::time::SystemTime) -> Option<Duration> {
    let value = value.trim();
    if let Ok(secs) = value.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs));
    }
    let parts: Vec<&str> = value.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts.as_slice() else {
        return None;
    };
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let month = MONTHS.iter().position(|m| m == month)? as i64 + 1;
    let (day, year): (i64, i64) = (day.parse().ok()?, year.parse().ok()?);
    let hms: Vec<i64> = time.split(':').map(|x| x.parse().ok()).collect::<Option<_>>()?;
    let [h, m, sec] = hms.as_slice() else {
        return None;
    };
    // Days from civil (H. Hinnant), then seconds since the Unix epoch.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let at = (era * 146_097 + doe - 719_468) * 86_400 + h * 3600 + m * 60 + sec;
    let now = now.duration_since(std::time::UNIX_EPOCH).ok()?.as_secs() as i64;
    Some(Duration::from_secs(u64::try_from(at - now).unwrap_or(0)))
}

fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// A pseudo-random duration in `[0, max]` (spreads retries of concurrent calls apart; not
/// cryptographic): SplitMix64 over the clock and a counter.
fn jitter(max: Duration) -> Duration {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos() as u64);
    let mut z = nanos ^ COUNTER.fetch_add(0x9E37_79B9_7F4A_7C15, Ordering::Relaxed);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    max.mul_f64((z >> 11) as f64 / (1u64 << 53) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_messages_come_from_the_body() {
        assert_eq!(error_message(r#"{"error": {"message": "model not found", "type": "x"}}"#), "model not found");
        assert_eq!(error_message(r#"{"error": "overloaded"}"#), "overloaded");
        assert_eq!(error_message(r#"{"detail": "bad"}"#), "bad");
        assert_eq!(error_message("  plain text "), "plain text");
        assert_eq!(error_message(""), "(empty body)");
        assert_eq!(error_message(&"x".repeat(2000)).chars().count(), 1001);
    }

    #[test]
    fn backoff_doubles_up_to_the_cap_and_retry_after_wins() {
        let mut config = ClientConfig::new("http://127.0.0.1:9");
        config.backoff_base = Duration::from_millis(100);
        config.backoff_max = Duration::from_millis(350);
        config.retry_after_max = Duration::from_secs(2);
        let client = Client::new(config).expect("client");
        for (retry, base) in [(0, 100), (1, 200), (2, 350), (9, 350)] {
            let d = client.delay(retry, None);
            let base = Duration::from_millis(base);
            assert!(d >= base && d <= base + base / 2, "retry {retry}: {d:?}");
        }
        assert_eq!(client.delay(0, Some(Duration::from_millis(1500))), Duration::from_millis(1500));
        assert_eq!(client.delay(0, Some(Duration::from_secs(600))), Duration::from_secs(2));
    }

    #[test]
    fn retry_after_takes_seconds_or_an_http_date() {
        let now = std::time::UNIX_EPOCH + Duration::from_secs(784_111_777); // Sun, 06 Nov 1994 08:49:37 GMT
        assert_eq!(retry_after("120", now), Some(Duration::from_secs(120)));
        assert_eq!(retry_after(" 1.5 ", now), Some(Duration::from_millis(1500)));
        assert_eq!(retry_after("Sun, 06 Nov 1994 08:50:07 GMT", now), Some(Duration::from_secs(30)));
        assert_eq!(retry_after("Tue, 01 Mar 1994 00:00:00 GMT", now), Some(Duration::ZERO));
        assert_eq!(retry_after("Thu, 01 Jan 1970 00:00:00 GMT", std::time::UNIX_EPOCH), Some(Duration::ZERO));
        assert_eq!(retry_after("Mon, 07 Nov 1994 08:49:37 GMT", now), Some(Duration::from_secs(86_400)));
        for bad in ["-1", "soon", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Foo 1994 08:49:37 GMT", ""] {
            assert_eq!(retry_after(bad, now), None, "{bad}");
        }
    }

    #[test]
    fn prices_are_per_million_tokens() {
        let p = Prices { input_per_million: 2.0, output_per_million: 8.0 };
        let cost = p.cost(Usage { prompt_tokens: 1_000_000, completion_tokens: 500_000 });
        assert!((cost - 6.0).abs() < 1e-12);
    }

    #[test]
    fn bad_configurations_are_refused() {
        assert!(matches!(Client::new(ClientConfig::new("ftp://x")), Err(AgentError::Config(_))));
        let mut c = ClientConfig::new("http://x");
        c.concurrency = 0;
        assert!(matches!(Client::new(c), Err(AgentError::Config(_))));
    }
}
