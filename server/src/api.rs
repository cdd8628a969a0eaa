//! `/api`: read-only views of the embedded suite.
//!
//! * `GET /api/health` → `{"ok": true, "version": …}`
//! * `GET /api/suite` → `{"version", "hash", "tasks"}` (hash: SHA-256 of the task files)
//! * `GET /api/tasks` → `[{"id", "level", "domain", "title", "features"}]`
//! * `GET /api/tasks/{id}` → `{"spec": TaskSpec, "reference_wgsl": …}`, 404 with
//!   `{"error": …, "field": "id"}` for an unknown id

use axum::extract::Path;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::json;

/// The API routes (mounted under `/api`).
pub fn routes() -> Router {
    Router::new()
        .route("/health", get(|| async { Json(json!({"ok": true, "version": env!("CARGO_PKG_VERSION")})) }))
        .route("/suite", get(suite))
        .route("/tasks", get(tasks))
        .route("/tasks/{id}", get(task))
        .fallback(|| async { ApiError::NotFound { what: "route".into(), field: None }.into_response() })
}

/// An API error: a status and a JSON body naming the offending field.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 404: no such resource.
    #[error("no such {what}")]
    NotFound {
        /// What was looked up.
        what: String,
        /// The request field that named it.
        field: Option<&'static str>,
    },
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, field) = match &self {
            Self::NotFound { field, .. } => (StatusCode::NOT_FOUND, *field),
        };
        (status, Json(json!({"error": self.to_string(), "field": field}))).into_response()
    }
}

async fn suite() -> Json<serde_json::Value> {
    Json(json!({"version": kernels::SUITE_VERSION, "hash": kernels::suite_hash(), "tasks": kernels::all().len()}))
}

async fn tasks() -> Json<serde_json::Value> {
    let v: Vec<_> = kernels::all()
        .iter()
        .map(|t| json!({"id": t.spec.id, "level": t.spec.level, "domain": t.spec.domain, "title": t.spec.title, "features": t.spec.features}))
        .collect();
    Json(json!(v))
}

async fn task(Path(id): Path<String>) -> Result<Json<serde_json::Value>, ApiError> {
    let t = kernels::get(&id).ok_or(ApiError::NotFound { what: format!("task `{id}`"), field: Some("id") })?;
    Ok(Json(json!({"spec": t.spec, "reference_wgsl": t.reference_wgsl})))
}
