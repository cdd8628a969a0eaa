//! The errors of the client.

/// Why a chat completion failed. Messages never contain the API key: text that comes from the
/// endpoint (an error body, a transport error) is redacted before it is stored here.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AgentError {
    /// The endpoint answered with an HTTP error that is not retried (4xx other than 429), or a
    /// retried one (429, 5xx) on the last attempt.
    #[error("{endpoint} answered HTTP {status}: {message}")]
    Http {
        /// The URL that was called.
        endpoint: String,
        /// HTTP status code.
        status: u16,
        /// The endpoint's error message (`error.message` of an OpenAI-style body, else the body
        /// text, at most 1000 characters).
        message: String,
    },
    /// The endpoint could not be reached, or the connection failed, or it did not answer in time.
    #[error("{endpoint}: {message}")]
    Transport {
        /// The URL that was called.
        endpoint: String,
        /// What failed (connection refused, timed out after N s, …).
        message: String,
    },
    /// Every attempt failed with a retryable error; `last` is the final one.
    #[error("gave up after {attempts} attempts: {last}")]
    RetriesExhausted {
        /// Attempts made (1 + retries).
        attempts: u32,
        /// The last attempt's error.
        last: Box<AgentError>,
    },
    /// A 2xx answer whose body is not a chat completion with at least one choice.
    #[error("{endpoint} answered 200 but not with a chat completion: {message}")]
    BadResponse {
        /// The URL that was called.
        endpoint: String,
        /// What is missing or malformed.
        message: String,
    },
    /// The client was configured wrongly (an endpoint that is not a URL, a zero concurrency, …).
    #[error("client configuration: {0}")]
    Config(String),
    /// The response cache could not be read or written.
    #[error("response cache {path}: {message}")]
    Cache {
        /// The cache file or directory.
        path: String,
        /// The I/O or JSON error.
        message: String,
    },
}

impl AgentError {
    /// Whether another attempt may succeed: HTTP 429 and 5xx, and transport errors (connection
    /// refused or reset, timeouts).
    pub fn is_retryable(&self) -> bool {
        match self {
            AgentError::Http { status, .. } => *status == 429 || *status >= 500,
            AgentError::Transport { .. } => true,
            _ => false,
        }
    }
}

/// Replaces every occurrence of `secret` in `text` with `[redacted]` (nothing when the secret is
/// empty).
pub(crate) fn redact(text: &str, secret: Option<&str>) -> String {
    match secret {
        Some(s) if !s.is_empty() => text.replace(s, "[redacted]"),
        _ => text.to_string(),
    }
}
