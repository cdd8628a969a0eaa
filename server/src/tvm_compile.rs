//! `POST /api/compile/tvmscript` {task, source, form} → [`TvmCompileAnswer`]: a `tvmscript`
//! candidate compiled by Apache TVM, for the web app — TVM cannot run in a page, so the app sends
//! the candidate here and checks and times the WGSL it gets back on its own device.
//! `GET /api/compile/tvmscript` says whether this server can ([`TvmCompileStatus`]). The compiler is
//! the binary's ([`TvmCompileConfig::compiler`]; under `ekb serve`, TVM's sandboxed compile worker:
//! no network, no new processes, a read-only file system but a private `/tmp`, memory, CPU and
//! wall-time limits — docs/TVM.md); this crate links none. docs/SERVER.md has the reference.
//!
//! Bounds, in order: the write rate limit per client IP ([`crate::rate_limit`], 429 with
//! `Retry-After`); the body size ([`MAX_BODY_BYTES`], 413); the source's size ([`MAX_SOURCE_BYTES`],
//! 422 naming `source`); a place among [`TvmCompileConfig::concurrent`] compiles at once (a
//! semaphore, never a queue: the rest are answered **503** with `Retry-After`); the compiler's own
//! sandbox and time limit. The compile runs on a blocking thread.
//!
//! Answers: 200 with the adapted candidate and TVM's own text; **422** `{"error": TVM's message,
//! "field": "source", "verdict": "invalid_shader" | "contract_violation", "diagnostics": […]}` for a
//! candidate TVM cannot compile, that the sandbox stopped (a forbidden system call, the time limit)
//! or whose kernel does not fit the task; **503** `{"error": "TVM is not installed on this server…"}`
//! without a compiler, without TVM in its venv or without its sandbox.

use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::handler::Handler;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use ekb_eval::kind::Form;
use ekb_eval::task::TaskSpec;
use ekb_eval::{Rejected, Verdict};
use ekb_wire::api::{TvmCompileAnswer, TvmCompileRequest, TvmCompileStatus};
use ekb_wire::diagnostic::Diagnostic;
use serde_json::json;
use tokio::sync::Semaphore;

use crate::error::AppError;
use crate::{body, rate_limit, AppState};

/// Largest source compiled, bytes (the worker's bound, `frontend_tvmscript::MAX_SOURCE_BYTES`).
pub const MAX_SOURCE_BYTES: usize = 64 << 10;

/// Largest body read, bytes: the largest source twice over (JSON escaping) and room for the rest.
pub const MAX_BODY_BYTES: usize = 2 * MAX_SOURCE_BYTES + 4096;

/// A `tvmscript` → WGSL compile, blocking (seconds): what the binary supplies (`ekb serve`:
/// `ekb_dispatch::TvmScriptForms::compile` to WGSL, TVM's sandboxed compile worker with its time limit; this crate
/// links no compiler). `Err` is the verdict a run would give; `unsupported` means TVM is missing.
pub type CompileWgsl = dyn Fn(&TaskSpec, &str) -> Result<TvmCompileAnswer, Rejected> + Send + Sync;

/// The compiler and how much of it the endpoint may use.
#[derive(Clone)]
pub struct TvmCompileConfig {
    /// The compiler; `None`: TVM is not installed (503).
    pub compiler: Option<Arc<CompileWgsl>>,
    /// Compiles at once (each is one Python process importing TVM: ≈ 1.5 s CPU, 230 MB); more are
    /// answered 503 with `Retry-After`, never queued.
    pub concurrent: usize,
}

impl Default for TvmCompileConfig {
    /// No compiler, 2 compiles at once.
    fn default() -> Self {
        Self { compiler: None, concurrent: 2 }
    }
}

impl std::fmt::Debug for TvmCompileConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TvmCompileConfig").field("compiler", &self.compiler.is_some()).field("concurrent", &self.concurrent).finish()
    }
}

/// The compiler and the places for compiles.
#[derive(Debug)]
pub struct TvmCompileService {
    config: TvmCompileConfig,
    slots: Arc<Semaphore>,
}

impl TvmCompileService {
    /// The service for `config`.
    pub fn new(config: TvmCompileConfig) -> Self {
        let slots = Arc::new(Semaphore::new(config.concurrent.max(1)));
        Self { config, slots }
    }
}

/// Why a candidate got no compiled kernel.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// Any of the server's usual refusals (400, 413, 415, 422, 429).
    #[error(transparent)]
    App(#[from] AppError),
    /// 422: TVM (or the sandbox, or the adapter) rejected the candidate.
    #[error("{message}")]
    Rejected {
        /// The verdict a run would give (`invalid_shader`, `contract_violation`).
        verdict: &'static str,
        /// TVM's message (the first diagnostic's).
        message: String,
        /// The diagnostics.
        diagnostics: Vec<Diagnostic>,
    },
    /// 503: no TVM venv, TVM does not import, or no sandbox to run the worker in.
    #[error("TVM is not installed on this server ({0})")]
    NotInstalled(String),
    /// 503: every place for a compile is taken.
    #[error("the server is compiling as many TVMScript candidates as it may at once; retry in {retry_after_s} s")]
    Busy {
        /// Seconds to wait.
        retry_after_s: u64,
    },
}

impl IntoResponse for CompileError {
    fn into_response(self) -> Response {
        let message = self.to_string();
        match self {
            Self::App(e) => e.into_response(),
            Self::Rejected { verdict, diagnostics, .. } => (
                StatusCode::UNPROCESSABLE_ENTITY,
                Json(json!({"error": message, "field": "source", "verdict": verdict, "diagnostics": diagnostics})),
            )
                .into_response(),
            Self::NotInstalled(_) => (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"error": message, "field": null}))).into_response(),
            Self::Busy { retry_after_s } => {
                let body = json!({"error": message, "field": null, "retry_after_s": retry_after_s});
                let mut res = (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response();
                res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_s));
                res
            }
        }
    }
}

/// The routes (merged under `/api`): `POST` rate- and body-limited, `GET` the status.
pub fn routes(state: AppState) -> Router {
    let limited = from_fn_with_state(state.clone(), rate_limit::middleware);
    Router::new()
        .route("/compile/tvmscript", get(status).post(compile.layer(DefaultBodyLimit::max(MAX_BODY_BYTES)).layer(limited)))
        .with_state(state)
}

/// `GET /api/compile/tvmscript`.
pub async fn status(State(state): State<AppState>) -> Json<TvmCompileStatus> {
    Json(if state.tvm_service().config.compiler.is_some() {
        TvmCompileStatus { available: true, reason: None }
    } else {
        TvmCompileStatus { available: false, reason: Some("TVM is not installed on this server".into()) }
    })
}

/// What a rejected compile answers: 503 when TVM (or its sandbox) is missing, else 422.
fn refusal(r: Rejected) -> CompileError {
    let message = r.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
    match r.verdict {
        Verdict::Unsupported { missing } => {
            // The reason names server paths: logged, not answered.
            tracing::warn!(%message, "POST /api/compile/tvmscript: no TVM compile worker");
            CompileError::NotInstalled(format!("missing {}", missing.join(", ")))
        }
        v => CompileError::Rejected { verdict: v.kind(), message, diagnostics: r.diagnostics },
    }
}

/// `POST /api/compile/tvmscript`.
///
/// # Errors
/// 400/415/422 for a malformed body, an unknown task, a form other than `wgsl` or a source over
/// the size limit (naming the field); 413 over the body size; 429 over the rate limit; 422 with
/// TVM's message for a candidate it rejects; 503 without TVM, or when every place for a compile
/// is taken (with `Retry-After`).
pub async fn compile(
    State(state): State<AppState>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<TvmCompileAnswer>, CompileError> {
    let raw = body::bytes(raw, MAX_BODY_BYTES)?;
    let req: TvmCompileRequest = body::json(&headers, &raw)?;
    let task = kernels::get(&req.task)
        .ok_or_else(|| AppError::invalid("task", format!("unknown task `{}`", req.task.chars().take(64).collect::<String>())))?;
    if req.form != Form::Wgsl {
        return Err(AppError::invalid("form", format!("this server compiles TVMScript to `wgsl` only, not `{}`", req.form.name())).into());
    }
    if req.source.len() > MAX_SOURCE_BYTES {
        return Err(AppError::SourceLimit {
            message: format!("`source` is {} bytes, above the limit of {MAX_SOURCE_BYTES} bytes", req.source.len()),
            field: "source".into(),
            limit: "max_source_bytes",
        }
        .into());
    }
    let service = state.tvm_service();
    let Some(compiler) = service.config.compiler.clone() else {
        return Err(CompileError::NotInstalled("this server was started without TVM's compile worker".into()));
    };
    // A compile takes seconds; a place is never waited for.
    let permit = service.slots.clone().try_acquire_owned().map_err(|_| CompileError::Busy { retry_after_s: 5 })?;
    let started = Instant::now();
    let out = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        compiler(&task.spec, &req.source)
    })
    .await
    .map_err(|e| AppError::Internal(format!("the TVM compile thread failed: {e}")))?;
    tracing::debug!(task = %task.spec.id, ms = started.elapsed().as_millis(), "tvmscript compiled");
    out.map(Json).map_err(refusal)
}
