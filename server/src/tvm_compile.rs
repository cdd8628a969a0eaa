//! `POST /api/compile/tvmscript` {task, source, form} → [`TvmCompileAnswer`]: a `tvmscript`
//! candidate compiled by Apache TVM in the sandboxed compile worker ([`frontend_tvmscript`]), for
//! the web app — TVM cannot run in a page, so the app sends the candidate here and checks and times
//! the WGSL it gets back on its own device. `GET /api/compile/tvmscript` says whether this server
//! can ([`TvmCompileStatus`]). docs/SERVER.md has the reference; docs/TVM.md the worker.
//!
//! Bounds, in order: the write rate limit per client IP ([`crate::rate_limit`], 429 with
//! `Retry-After`); the body size ([`MAX_BODY_BYTES`], 413); the source's size
//! ([`frontend_tvmscript::MAX_SOURCE_BYTES`], 422 naming `source`); a place among
//! [`TvmCompileConfig::concurrent`] compiles at once (a semaphore, never a queue: the rest are
//! answered **503** with `Retry-After`); the worker's sandbox (no network, no new processes, a
//! read-only file system but a private `/tmp`, memory and CPU limits) and its wall-time limit
//! [`TvmCompileConfig::wall`]. The compile runs on a blocking thread.
//!
//! Answers: 200 with the adapted candidate and TVM's own text; **422** `{"error": TVM's message,
//! "field": "source", "verdict": "invalid_shader" | "contract_violation", "diagnostics": […]}` for a
//! candidate TVM cannot compile, that the sandbox stopped (a forbidden system call, the time limit)
//! or whose kernel does not fit the task; **503** `{"error": "TVM is not installed on this server…"}`
//! without the TVM venv (or without bubblewrap to run the worker in).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
use ekb_eval::Verdict;
use ekb_wire::api::{TvmCompileAnswer, TvmCompileRequest, TvmCompileStatus};
use ekb_wire::diagnostic::{Diagnostic, Stage};
use frontend_tvmscript::{TvmCompileError, TvmCompiler, MAX_SOURCE_BYTES};
use serde_json::json;
use tokio::sync::Semaphore;

use crate::error::AppError;
use crate::{body, rate_limit, AppState};

/// Largest body read, bytes: the largest source twice over (JSON escaping) and room for the rest.
pub const MAX_BODY_BYTES: usize = 2 * MAX_SOURCE_BYTES + 4096;

/// Where the compile worker's TVM is and how much of it the endpoint may use.
#[derive(Clone, Debug)]
pub struct TvmCompileConfig {
    /// The TVM venv; `None`: [`frontend_tvmscript::default_venv`] (`$EKB_TVM_VENV`, else
    /// `~/.cache/ekb/tvm-venv`).
    pub venv: Option<PathBuf>,
    /// Compiles at once (each is one Python process importing TVM: ≈ 1.5 s CPU, 230 MB); more are
    /// answered 503 with `Retry-After`.
    pub concurrent: usize,
    /// Wall-time limit of one compile; the sandbox kills the worker past it.
    pub wall: Duration,
}

impl Default for TvmCompileConfig {
    /// The default venv, 2 compiles at once, 20 s each (a legitimate compile takes 1–3 s).
    fn default() -> Self {
        Self { venv: None, concurrent: 2, wall: Duration::from_secs(20) }
    }
}

/// The compile worker (made at the first compile and kept; not kept while the venv is missing, so
/// installing TVM later needs no restart) and the places for compiles.
#[derive(Debug)]
pub struct TvmCompileService {
    config: TvmCompileConfig,
    compiler: Mutex<Option<Arc<TvmCompiler>>>,
    slots: Arc<Semaphore>,
}

impl TvmCompileService {
    /// The service for `config`.
    pub fn new(config: TvmCompileConfig) -> Self {
        let slots = Arc::new(Semaphore::new(config.concurrent.max(1)));
        Self { config, compiler: Mutex::new(None), slots }
    }

    fn venv(&self) -> PathBuf {
        self.config.venv.clone().unwrap_or_else(frontend_tvmscript::default_venv)
    }

    /// The worker, made on first use. Blocking (writes the worker's files).
    fn compiler(&self) -> Result<Arc<TvmCompiler>, TvmCompileError> {
        let mut held = self.compiler.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(c) = held.as_ref() {
            return Ok(c.clone());
        }
        let mut c = TvmCompiler::with_venv(&self.venv())?;
        c.limits.wall = self.config.wall;
        let c = Arc::new(c);
        *held = Some(c.clone());
        Ok(c)
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
    let python = state.tvm_service().venv().join("bin/python");
    Json(if python.is_file() {
        TvmCompileStatus { available: true, reason: None }
    } else {
        TvmCompileStatus { available: false, reason: Some("TVM is not installed on this server".into()) }
    })
}

/// What a failed compile answers.
fn refusal(e: &TvmCompileError) -> CompileError {
    match e {
        TvmCompileError::NotInstalled { .. } | TvmCompileError::Sandbox(_) => {
            // The reason names server paths: logged, not answered.
            tracing::warn!(error = %e, "POST /api/compile/tvmscript: no TVM compile worker");
            CompileError::NotInstalled(match e {
                TvmCompileError::Sandbox(_) => "no sandbox to run TVM's compile worker in".into(),
                _ => "scripts/setup.sh installs it".into(),
            })
        }
        _ => {
            let r = frontend_tvmscript::rejected(e);
            rejection(r.verdict.kind(), r.diagnostics)
        }
    }
}

fn rejection(verdict: &'static str, diagnostics: Vec<Diagnostic>) -> CompileError {
    let message = diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
    CompileError::Rejected { verdict, message, diagnostics }
}

/// Compiles and adapts on a blocking thread: (adapted candidate, TVM's source, TVM's version).
fn run(service: &TvmCompileService, task: &kernels::Task, source: &str) -> Result<(String, String, String), CompileError> {
    let compiler = service.compiler().map_err(|e| refusal(&e))?;
    let compiled = compiler.compile(&task.spec, Form::Wgsl, source).map_err(|e| refusal(&e))?;
    let generated = wgsl_lib::tvm::adapt(&task.spec, &compiled.program, &compiled.source).map_err(|e| {
        let d = Diagnostic::error(Stage::Contract, format!("TVM's wgsl kernel does not fit the task's contract: {e}"));
        rejection(Verdict::ContractViolation.kind(), vec![d])
    })?;
    Ok((generated, compiled.source, compiled.tvm))
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
    // A compile takes a few seconds; one wall-time limit is the longest a place can be held.
    let permit = service
        .slots
        .clone()
        .try_acquire_owned()
        .map_err(|_| CompileError::Busy { retry_after_s: service.config.wall.as_secs().clamp(1, 5) })?;
    let start = Instant::now();
    let svc = service.clone();
    let out = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        run(&svc, task, &req.source)
    })
    .await
    .map_err(|e| AppError::Internal(format!("the TVM compile thread failed: {e}")))?;
    let (generated, tvm_source, tvm) = out?;
    Ok(Json(TvmCompileAnswer {
        task: task.spec.id.clone(),
        form: Form::Wgsl,
        generated,
        tvm_source,
        tvm,
        compile_ms: u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX),
    }))
}
