//! [`AppError`]: the one error type of every handler. Each variant documents its status; client
//! errors answer `{"error": "…", "field": "report.samples[3].task_id"}` (`field` is `null` when no
//! single field is at fault); internal errors are logged once here and answered with a generic
//! message, never with their details.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// An API error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AppError {
    /// 400: the request is malformed (not JSON, a bad query parameter).
    #[error("{message}")]
    BadRequest {
        /// What is wrong.
        message: String,
        /// The offending field or query parameter.
        field: Option<String>,
    },
    /// 422: well-formed, but a field has a wrong type or an invalid value.
    #[error("{message}")]
    Invalid {
        /// What is wrong.
        message: String,
        /// The offending field (a JSON path such as `report.samples[2].sample_id`).
        field: String,
    },
    /// 422: a kernel source breaks one of the limits checked before it is parsed
    /// (`ekb_eval::limits`: size, nesting, operators per statement); `limit` names it.
    #[error("{message}")]
    SourceLimit {
        /// What is wrong, with the numbers.
        message: String,
        /// The offending field (`sources.SAMPLE`, `samples_jsonl`, `source`).
        field: String,
        /// The limit's name: `max_source_bytes`, `max_nesting_depth`, `max_operators_per_statement`.
        limit: &'static str,
    },
    /// 401: the admin token is missing or wrong.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: the action is disabled on this server (no admin token configured).
    #[error("{0}")]
    Forbidden(String),
    /// 404: no such resource.
    #[error("no such {what}")]
    NotFound {
        /// What was looked up.
        what: String,
        /// The path or query field that named it.
        field: Option<&'static str>,
    },
    /// 405: the route exists, but not for this method (`Allow` lists those it has).
    #[error("method not allowed on this route")]
    MethodNotAllowed,
    /// 409: the idempotency key was already used for a different body.
    #[error("{message}")]
    Conflict {
        /// What conflicts.
        message: String,
        /// The field.
        field: &'static str,
    },
    /// 413: the body is larger than the route allows.
    #[error("request body too large (limit {limit_bytes} bytes)")]
    TooLarge {
        /// The route's limit.
        limit_bytes: usize,
    },
    /// 415: the body is not `application/json`.
    #[error("expected content-type application/json")]
    UnsupportedMediaType,
    /// 429: the client's write budget is spent; `Retry-After` says when to come back.
    #[error("too many requests; retry in {retry_after_s} s")]
    TooManyRequests {
        /// Seconds until a token is available.
        retry_after_s: u64,
    },
    /// 429: this client named too many pairing codes that no paired tab holds within a minute
    /// (docs/RELAY.md, "Paired tabs"); `Retry-After` says when the window ends.
    #[error("this address named too many pairing codes that no paired tab holds in the last minute; retry in {retry_after_s} s")]
    TooManyWrongCodes {
        /// Seconds until the window ends.
        retry_after_s: u64,
    },
    /// 408: the request took longer than the server's request timeout (reading its body
    /// included).
    #[error("the request took longer than {limit_s} s; retry, or send less at once")]
    RequestTimeout {
        /// The timeout, seconds.
        limit_s: u64,
    },
    /// 408: the request body arrived slower than the server's minimum rate
    /// ([`crate::listen::ConnectionLimits::body_min_bytes_per_s`]); the connection is closed.
    #[error("{0}; send the body at once")]
    BodyTooSlow(String),
    /// 413: the request would cost more validation (source bytes or time) than one request may.
    #[error("{message}")]
    OverBudget {
        /// Which budget, and its size.
        message: String,
    },
    /// 429: the client IP's validation budget for the window (`what`: `source bytes` or
    /// `validation time`) is spent; `Retry-After` says when enough of it is back.
    #[error("this client's validation budget ({what}) is spent for now; retry in {retry_after_s} s")]
    ClientOverBudget {
        /// Which budget.
        what: &'static str,
        /// Seconds until the request would be admitted.
        retry_after_s: u64,
    },
    /// 503: every validation thread is busy and no other can be started.
    #[error("the server is busy; retry later")]
    Busy,
    /// 503: the database is unreachable or overloaded (pool timeout).
    #[error("the database is unavailable; retry later")]
    Unavailable,
    /// 500: a bug or an unexpected database error (logged, not shown).
    #[error("internal error")]
    Internal(String),
}

impl AppError {
    /// A 422 for `field`.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::Invalid { message: message.into(), field: field.into() }
    }

    /// A 400 for query parameter or field `field`.
    pub fn bad_request(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::BadRequest { message: message.into(), field: Some(field.into()) }
    }

    /// The HTTP status of this error.
    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest { .. } => StatusCode::BAD_REQUEST,
            Self::Invalid { .. } | Self::SourceLimit { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound { .. } => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::Conflict { .. } => StatusCode::CONFLICT,
            Self::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests { .. } | Self::ClientOverBudget { .. } | Self::TooManyWrongCodes { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::RequestTimeout { .. } | Self::BodyTooSlow(_) => StatusCode::REQUEST_TIMEOUT,
            Self::OverBudget { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Unavailable | Self::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn field(&self) -> Option<String> {
        match self {
            Self::BadRequest { field, .. } => field.clone(),
            Self::Invalid { field, .. } | Self::SourceLimit { field, .. } => Some(field.clone()),
            Self::Unauthorized(_) => Some("authorization".into()),
            Self::NotFound { field, .. } => field.map(str::to_string),
            Self::Conflict { field, .. } => Some((*field).to_string()),
            _ => None,
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        match e {
            sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_) => {
                tracing::warn!(error = %e, "database unavailable");
                Self::Unavailable
            }
            other => Self::Internal(format!("database: {other}")),
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let Self::Internal(detail) = &self {
            tracing::error!(%detail, "internal error");
        }
        let mut body = json!({"error": self.to_string(), "field": self.field()});
        let retry = match &self {
            Self::TooManyRequests { retry_after_s }
            | Self::ClientOverBudget { retry_after_s, .. }
            | Self::TooManyWrongCodes { retry_after_s } => {
                body["retry_after_s"] = json!(retry_after_s);
                Some(*retry_after_s)
            }
            Self::SourceLimit { limit, .. } => {
                body["limit"] = json!(limit);
                None
            }
            _ => None,
        };
        let slow = matches!(self, Self::BodyTooSlow(_));
        let mut res = (status, Json(body)).into_response();
        if let Some(s) = retry {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(s));
        }
        if slow {
            // The rest of the body is not waited for.
            res.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        res
    }
}
