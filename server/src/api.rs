//! `/api`: the suite (read-only), submissions, leaderboard, generation sets, shared kernels and
//! the open-data export. docs/SERVER.md is the reference with examples.
//!
//! * `GET /api/health` → `{"ok": true, "version": …}`
//! * `GET /api/suite` → `{"version", "hash", "tasks", "files"}` (hash: SHA-256 of the task files;
//!   files: SHA-256 of the document of `GET /api/suite/files/{hash}`)
//! * `GET /api/suite/files/{hash}` → every task's files as one JSON document, for the web app ([`crate::suite_files`])
//! * `GET /api/tasks` → `[{"id", "level", "domain", "title", "features", "tvm_wgsl"}]`
//! * `GET /api/tasks/{id}` → `{"spec": TaskSpec, "reference_wgsl": …}`
//! * `GET /api/tasks/{id}/tvm/wgsl` → TVM's WGSL kernel adapted to the contract ([`crate::tvm_baseline`])
//! * `POST /api/submissions`, `GET /api/submissions/{id}` ([`crate::submissions`])
//! * `GET /api/leaderboard` ([`crate::leaderboard`]), `GET /api/leaderboard/suites` ([`crate::suites`])
//! * `POST /api/sets` (admin), `GET /api/sets`, `GET /api/sets/{id}`, `GET /api/sets/{id}/samples.jsonl`
//!   ([`crate::generation_sets`])
//! * `POST /api/kernels`, `GET /api/kernels/{hash}` ([`crate::shared_kernels`])
//! * `GET /api/export.csv`, `GET /api/export.json` ([`crate::export`])
//! * `POST /api/validate` ([`crate::validate_kinds`]), `GET|POST /api/compile/tvmscript` ([`crate::tvm_compile`])
//!
//! Writes (`POST`) are rate-limited per client IP and size-limited per route. There is no CORS
//! layer: the app is served from the same origin, and open data is meant for `curl`.

use axum::extract::rejection::PathRejection;
use axum::extract::{DefaultBodyLimit, Path};
use axum::handler::Handler;
use axum::middleware::from_fn_with_state;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;

use crate::error::AppError;
use crate::{export, generation_sets, leaderboard, rate_limit, shared_kernels, submissions, suites, AppState};

/// The API routes (mounted under `/api`).
pub fn routes(state: AppState) -> Router {
    let limits = state.config().limits;
    let limited = || from_fn_with_state(state.clone(), rate_limit::middleware);
    // Bodies of shared kernels: the source plus JSON escaping (≤ 2× for quotes and newlines).
    let kernel_body = 2 * limits.kernel_bytes + 1024;
    Router::new()
        .route("/health", get(|| async { Json(json!({"ok": true, "version": env!("CARGO_PKG_VERSION")})) }))
        .route("/suite", get(suite))
        .route("/suite/files/{hash}", get(crate::suite_files::show).layer(crate::app_files::compression()))
        .route("/tasks", get(tasks))
        .route("/tasks/{id}", get(task))
        .route("/tasks/{id}/tvm/wgsl", get(crate::tvm_baseline::wgsl))
        .route("/submissions", post(submissions::create.layer(DefaultBodyLimit::max(limits.submission_bytes)).layer(limited())))
        .route("/submissions/{id}", get(submissions::show))
        .route("/leaderboard", get(leaderboard::show))
        .route("/leaderboard/suites", get(suites::show))
        .route(
            "/sets",
            get(generation_sets::list).post(
                generation_sets::create
                    .layer(DefaultBodyLimit::max(limits.set_bytes))
                    .layer(from_fn_with_state(state.clone(), crate::auth::admin_only))
                    .layer(limited()),
            ),
        )
        .route("/sets/{id}", get(generation_sets::show))
        .route("/sets/{id}/samples.jsonl", get(generation_sets::samples_jsonl))
        .route("/kernels", post(shared_kernels::create.layer(DefaultBodyLimit::max(kernel_body)).layer(limited())))
        .route("/kernels/{hash}", get(shared_kernels::show))
        .route("/export.csv", get(export::csv))
        .route("/export.json", get(export::json))
        .fallback(|| async { AppError::NotFound { what: "route".into(), field: None } })
        .method_not_allowed_fallback(|| async { AppError::MethodNotAllowed })
        .with_state(state)
}

async fn suite() -> Json<serde_json::Value> {
    Json(
        json!({"version": kernels::SUITE_VERSION, "hash": kernels::suite_hash(), "tasks": kernels::all().len(), "files": kernels::bundle::hash()}),
    )
}

async fn tasks() -> Json<serde_json::Value> {
    let v: Vec<_> = kernels::all()
        .iter()
        .map(|t| {
            let tvm_wgsl = crate::tvm_baseline::has_wgsl(t);
            json!({"id": t.spec.id, "level": t.spec.level, "domain": t.spec.domain, "title": t.spec.title, "features": t.spec.features, "tvm_wgsl": tvm_wgsl})
        })
        .collect();
    Json(json!(v))
}

async fn task(path: Result<Path<String>, PathRejection>) -> Result<Json<serde_json::Value>, AppError> {
    let id = crate::body::path_param(path, "id")?;
    let t = kernels::get(&id).ok_or(AppError::NotFound { what: format!("task `{id}`"), field: Some("id") })?;
    Ok(Json(json!({"spec": t.spec, "reference_wgsl": t.reference_wgsl})))
}
