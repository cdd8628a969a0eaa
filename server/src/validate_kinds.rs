//! `POST /api/validate` {task, kind, source} → [`ValidateAnswer`]: the server's own front end of a
//! kind on one candidate, with the located [`ekb_wire::diagnostic::Diagnostic`]s the app shows for
//! its own checks, with the front ends the binary supplies ([`crate::validator::FrontEnds`]): for the
//! kinds a browser cannot check itself — under `ekb serve`, `c` (compiled in the bubblewrap sandbox,
//! with its time and memory limits) and `opencl` (built on the server's OpenCL device, e.g. PoCL) —
//! and `wgsl` (naga). The app's Remote devices page calls it before submitting a relay job.
//!
//! Bounds, in order: the write rate limit per client IP ([`crate::rate_limit`], 429); the body size
//! (`2 × limits::MAX_SOURCE_BYTES + 4 KiB`, 413); the source's limits before any parsing
//! ([`crate::validator::within_limits`], 422 naming `source`); the validation budget
//! ([`crate::budget`]: the source's bytes against the request's and the client's, 413 / 429, and the
//! time spent charged to the client afterwards); one of the validator's big-stack threads
//! ([`crate::validator::Validator::run`], 503 when none can start). A server without the kind's
//! compiler answers **503** `{"error": "no OpenCL compiler on this server: …", "field": "kind"}`
//! (likewise `no C sandbox on this server: …`) — never a verdict on the kernel. The device the front
//! end checks against is nominal: WebGPU's default limits and every feature the task needs (the
//! candidate is checked, not a device; a relay job checks it again against the real one).

use std::net::SocketAddr;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, DefaultBodyLimit, State};
use axum::handler::Handler;
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Extension, Json, Router};
use ekb_eval::front_end::{KindFrontEnds, NoFrontEnd};
use ekb_wire::api::{ValidateAnswer, ValidateRequest};
use ekb_wire::device::{DeviceInfo, DeviceLimits};
use ekb_wire::kind::Kind;
use serde_json::json;

use crate::error::AppError;
use crate::{body, rate_limit, AppState};

/// Largest body `POST /api/validate` reads, bytes: the largest source twice over (JSON escaping)
/// and room for the other fields.
pub const MAX_BODY_BYTES: usize = 2 * ekb_eval::limits::MAX_SOURCE_BYTES + 4096;

/// Why `POST /api/validate` gives no diagnostics.
#[derive(Debug, thiserror::Error)]
pub enum ValidateError {
    /// Any of the server's usual refusals (400, 413, 415, 422, 429, 503 busy).
    #[error(transparent)]
    App(#[from] AppError),
    /// 503: this server has no front end for the kind (no OpenCL device, no sandbox).
    #[error("{0}")]
    NoCompiler(String),
}

impl IntoResponse for ValidateError {
    fn into_response(self) -> Response {
        match self {
            Self::App(e) => e.into_response(),
            Self::NoCompiler(message) => {
                (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"error": message, "field": "kind"}))).into_response()
            }
        }
    }
}

/// The route (merged under `/api`): rate-limited, body-limited.
pub fn routes(state: AppState) -> Router {
    let limited = from_fn_with_state(state.clone(), rate_limit::middleware);
    Router::new().route("/validate", post(validate.layer(DefaultBodyLimit::max(MAX_BODY_BYTES)).layer(limited))).with_state(state)
}

/// The nominal device a candidate of `task` is checked against: WebGPU's default limits and every
/// feature the task needs, on the kind's backend.
fn nominal_device(kind: Kind, task: &kernels::Task) -> DeviceInfo {
    let backend = kind.info().family.info().device_apis[0];
    DeviceInfo {
        name: "server front end".into(),
        vendor: String::new(),
        architecture: String::new(),
        driver: String::new(),
        backend: backend.into(),
        device_type: "other".into(),
        is_fallback: false,
        features: task.spec.features.clone(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "native".into(),
        loop_cap: None,
    }
}

/// Runs the kind's front end; `Err` is why this server has none. Call it on a validation thread.
fn prepare(front_ends: &dyn KindFrontEnds, kind: Kind, task: &kernels::Task, source: &str) -> Result<ValidateAnswer, NoFrontEnd> {
    let device = nominal_device(kind, task);
    let start = Instant::now();
    let outcome =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| front_ends.checker(kind).map(|f| f.check(&task.spec, source, &device))));
    let elapsed_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    let answer = |valid: bool, verdict: Option<String>, diagnostics| ValidateAnswer {
        task: task.spec.id.clone(),
        kind,
        valid,
        verdict,
        diagnostics,
        elapsed_ms,
    };
    match outcome {
        Ok(Ok(Ok(()))) => Ok(answer(true, None, Vec::new())),
        Ok(Ok(Err(r))) => Ok(answer(false, Some(r.verdict.kind().to_string()), r.diagnostics)),
        Ok(Err(why)) => Err(why),
        Err(_) => {
            tracing::error!(task = %task.spec.id, %kind, "a front end panicked on a source sent to /api/validate");
            let d = ekb_wire::diagnostic::Diagnostic::error(
                ekb_wire::diagnostic::Stage::Validate,
                "the server's front end failed on this source",
            );
            Ok(answer(false, Some("invalid_shader".into()), vec![d]))
        }
    }
}

/// `POST /api/validate`.
///
/// # Errors
/// 400/415/422 for a malformed body, an unknown task or a source over the limits (naming the
/// field); 413 over the body size or the request's validation budget; 429 over the rate limit or
/// the client's validation budget (with `Retry-After`); 503 when the server has no front end for
/// the kind or no free validation thread.
pub async fn validate(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<ValidateAnswer>, ValidateError> {
    let raw = body::bytes(raw, MAX_BODY_BYTES)?;
    let req: ValidateRequest = body::json(&headers, &raw)?;
    let task = kernels::get(&req.task)
        .ok_or_else(|| AppError::invalid("task", format!("unknown task `{}`", req.task.chars().take(64).collect::<String>())))?;
    crate::validator::within_limits("source", &req.source)?;
    let ip = peer.map(|Extension(ConnectInfo(p))| p.ip());
    let budgets = state.budgets();
    let budget = budgets.budget();
    let bytes = req.source.len() as u64;
    if bytes > budget.request_bytes {
        return Err(AppError::OverBudget {
            message: format!(
                "the source is {bytes} bytes, over this server's validation budget of {} bytes per request",
                budget.request_bytes
            ),
        }
        .into());
    }
    budgets.admit(ip, bytes, Instant::now()).map_err(|r| AppError::ClientOverBudget { what: r.what, retry_after_s: r.retry_after_s })?;
    let st = state.clone();
    let kind = req.kind;
    let start = Instant::now();
    let out = state.validator().run(move || prepare(st.validator().front_ends(), kind, task, &req.source)).await;
    state.budgets().charge_ms(ip, u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX), Instant::now());
    match out? {
        Ok(answer) => Ok(Json(answer)),
        Err(none) => Err(ValidateError::NoCompiler(format!("no {} on this server: {}", none.kind.info().compiler, none.reason))),
    }
}
