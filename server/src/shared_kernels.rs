//! Shared kernels, content-addressed by SHA-256: share links for candidates.
//!
//! * `POST /api/kernels` `{"source": "…", "task_id": "l1_gemm"}` → 201 `{"hash", "url"}` (200 when
//!   already stored). The source is limited to `Limits::kernel_bytes`; `task_id`, when given, must
//!   be a suite task.
//! * `GET /api/kernels/{hash}` → `{"hash", "source", "task_id", "bytes", "created_at"}`; 400 for a
//!   malformed hash, 404 for an unknown one. Every source the server stores (sets, submissions,
//!   the suite's references) is reachable here by the `source_hash` of its rows.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use serde_json::{json, Value};

use crate::body;
use crate::check::sha256_hex;
use crate::db::{kernels, now_ms, rfc3339};
use crate::error::AppError;
use crate::wire::NewKernel;
use crate::AppState;

/// `POST /api/kernels`.
///
/// # Errors
/// 413/400/422 for the body, 429 over the rate limit.
pub async fn create(
    State(state): State<AppState>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let limit = state.config().limits.kernel_bytes;
    let raw = body::bytes(raw, 2 * limit + 1024)?;
    let new: NewKernel = body::json(&headers, &raw)?;
    if new.source.trim().is_empty() {
        return Err(AppError::invalid("source", "source must not be empty"));
    }
    if new.source.len() > limit {
        return Err(AppError::invalid("source", format!("source longer than {limit} bytes")));
    }
    crate::validator::within_limits("source", &new.source)?;
    if let Some(t) = &new.task_id {
        if ::kernels::get(t).is_none() {
            return Err(AppError::invalid("task_id", format!("unknown task `{}`", t.chars().take(64).collect::<String>())));
        }
    }
    let hash = sha256_hex(new.source.as_bytes());
    let created = {
        let _writer = state.db().write_guard().await;
        let mut conn = state.db().pool().acquire().await?;
        kernels::insert(&mut conn, &hash, &new.source, new.task_id.as_deref(), now_ms()).await?
    };
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, Json(json!({"hash": hash, "url": format!("/api/kernels/{hash}")}))))
}

/// `GET /api/kernels/{hash}`.
///
/// # Errors
/// 400 when `hash` is not 64 lowercase hex digits, 404 when unknown.
pub async fn show(State(state): State<AppState>, path: Result<Path<String>, PathRejection>) -> Result<Json<Value>, AppError> {
    let hash = crate::body::path_param(path, "hash")?;
    if hash.len() != 64 || !hash.chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)) {
        return Err(AppError::bad_request("hash", "hash must be 64 lowercase hex digits (SHA-256)"));
    }
    let k = kernels::get(state.db().pool(), &hash).await?.ok_or(AppError::NotFound { what: "kernel".into(), field: Some("hash") })?;
    Ok(Json(json!({"hash": k.hash, "source": k.source, "task_id": k.task_id, "bytes": k.bytes, "created_at": rfc3339(k.created_at_ms)})))
}
