//! Generation sets: published samples files (model, sampling settings, date, prompt version) that
//! visitors run and submit against by id.
//!
//! * `POST /api/sets` (admin token): `{"name", "model", "temperature", "top_p", "date",
//!   "prompt_version", "notes", "samples_jsonl"}` → 201 with the set (200 when the identical set
//!   was published before; the id is derived from the content).
//! * `GET /api/sets` → metadata of every set, newest first.
//! * `GET /api/sets/{id}` → metadata and samples with their sources.
//! * `GET /api/sets/{id}/samples.jsonl` → the samples file, for `ekb eval` and the app.

use std::collections::BTreeSet;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use crate::body;
use crate::check::sha256_hex;
use crate::db::sets::{self, SetMeta, SetSample};
use crate::db::{is_unique_violation, now_ms};
use crate::error::AppError;
use crate::wire::NewSet;
use crate::AppState;

/// Whether `id` has the shape of a set id: `set_` and 16 lowercase hex digits.
pub fn is_set_id(id: &str) -> bool {
    id.strip_prefix("set_").is_some_and(|h| h.len() == 16 && h.chars().all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)))
}

/// Whether `d` is a calendar date written `YYYY-MM-DD` (`2026-02-30` is not).
fn valid_date(d: &str) -> bool {
    time::Date::parse(d, time::macros::format_description!("[year]-[month]-[day]")).is_ok()
}

/// `POST /api/sets`, behind [`crate::auth::admin_only`] (403 when publishing is disabled, 401
/// without the right token — both before the body is read).
///
/// # Errors
/// 413/400/422 for the body.
pub async fn create(
    State(state): State<AppState>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let limits = state.config().limits;
    let raw = body::bytes(raw, limits.set_bytes)?;
    let new: NewSet = body::json(&headers, &raw)?;
    body::text("name", &new.name, 1, 128)?;
    body::text("model", &new.model, 1, 128)?;
    body::text("prompt_version", &new.prompt_version, 1, 64)?;
    body::multiline_text("notes", &new.notes, 0, 4096)?;
    if !valid_date(&new.date) {
        return Err(AppError::invalid("date", "date must be YYYY-MM-DD"));
    }
    if new.temperature.is_some_and(|t| !(0.0..=10.0).contains(&t)) {
        return Err(AppError::invalid("temperature", "temperature must be within 0..=10"));
    }
    if new.top_p.is_some_and(|p| !(0.0..=1.0).contains(&p)) {
        return Err(AppError::invalid("top_p", "top_p must be within 0..=1"));
    }
    let parsed =
        kernels::samples::parse(&new.samples_jsonl, "samples_jsonl").map_err(|e| AppError::invalid("samples_jsonl", e.to_string()))?;
    if parsed.len() > limits.samples {
        return Err(AppError::invalid("samples_jsonl", format!("more than {} samples", limits.samples)));
    }
    let mut samples = Vec::with_capacity(parsed.len());
    for s in parsed {
        if s.source.len() > limits.kernel_bytes {
            return Err(AppError::invalid(
                "samples_jsonl",
                format!("sample `{}`: source longer than {} bytes", s.sample_id, limits.kernel_bytes),
            ));
        }
        crate::validator::within_limits("samples_jsonl", &s.source).map_err(|e| match e {
            AppError::SourceLimit { message, field, limit } => {
                AppError::SourceLimit { message: format!("sample `{}`: {message}", s.sample_id.escape_debug()), field, limit }
            }
            other => other,
        })?;
        if s.sample_id.chars().count() > 128 {
            return Err(AppError::invalid("samples_jsonl", "a sample_id is longer than 128 characters"));
        }
        // The lines are JSON inside a JSON string, so a NUL there passes the body's own check.
        let one_line = |v: &str| v.chars().any(char::is_control);
        if one_line(&s.sample_id) || one_line(&s.model) || s.source.contains('\0') {
            return Err(AppError::invalid(
                "samples_jsonl",
                format!("sample `{}`: control characters in sample_id or model, or a NUL in the source", s.sample_id.escape_debug()),
            ));
        }
        let model = if s.model == "unknown" { new.model.clone() } else { s.model };
        samples.push(SetSample {
            sample_id: s.sample_id,
            task_id: s.task.spec.id.clone(),
            model,
            source_hash: sha256_hex(s.source.as_bytes()),
            source: s.source,
        });
    }
    let canonical = json!({
        "name": new.name, "model": new.model, "temperature": new.temperature, "top_p": new.top_p, "date": new.date,
        "prompt_version": new.prompt_version, "notes": new.notes,
        "samples": samples.iter().map(|s| json!([s.sample_id, s.task_id, s.model, s.source_hash])).collect::<Vec<_>>(),
    });
    let id = format!("set_{}", &sha256_hex(canonical.to_string().as_bytes())[..16]);
    let pool = state.db().pool();
    if sets::get(pool, &id).await?.is_some() {
        return Ok((StatusCode::OK, Json(document(&state, &id).await?)));
    }
    let meta = SetMeta {
        id: id.clone(),
        name: new.name,
        model: new.model,
        temperature: new.temperature,
        top_p: new.top_p,
        date: new.date,
        prompt_version: new.prompt_version,
        notes: new.notes,
        sample_count: samples.len() as u64,
        task_count: samples.iter().map(|s| s.task_id.as_str()).collect::<BTreeSet<_>>().len() as u64,
        created_at: String::new(),
    };
    match sets::insert(state.db(), &meta, &samples, now_ms()).await {
        Ok(()) => {}
        Err(e) if is_unique_violation(&e) => return Ok((StatusCode::OK, Json(document(&state, &id).await?))),
        Err(e) => return Err(e.into()),
    }
    tracing::info!(%id, samples = samples.len(), "generation set published");
    Ok((StatusCode::CREATED, Json(document(&state, &id).await?)))
}

async fn document(state: &AppState, id: &str) -> Result<Value, AppError> {
    let pool = state.db().pool();
    let meta = sets::get(pool, id).await?.ok_or_else(|| not_found(id))?;
    let samples = sets::samples(pool, id).await?;
    let mut v = json!(meta);
    v["samples"] = json!(samples);
    Ok(v)
}

fn not_found(id: &str) -> AppError {
    AppError::NotFound { what: format!("generation set `{}`", id.chars().take(64).collect::<String>()), field: Some("id") }
}

/// `GET /api/sets`.
///
/// # Errors
/// A database error.
pub async fn list(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    Ok(Json(json!(sets::list(state.db().pool()).await?)))
}

/// `GET /api/sets/{id}`.
///
/// # Errors
/// 404 for an unknown set.
pub async fn show(State(state): State<AppState>, path: Result<Path<String>, PathRejection>) -> Result<Json<Value>, AppError> {
    let id = crate::body::path_param(path, "id")?;
    if !is_set_id(&id) {
        return Err(not_found(&id));
    }
    Ok(Json(document(&state, &id).await?))
}

/// `GET /api/sets/{id}/samples.jsonl`.
///
/// # Errors
/// 404 for an unknown set.
pub async fn samples_jsonl(State(state): State<AppState>, path: Result<Path<String>, PathRejection>) -> Result<Response, AppError> {
    let id = crate::body::path_param(path, "id")?;
    if !is_set_id(&id) || sets::get(state.db().pool(), &id).await?.is_none() {
        return Err(not_found(&id));
    }
    let mut out = String::new();
    for s in sets::samples(state.db().pool(), &id).await? {
        out.push_str(&json!({"task_id": s.task_id, "sample_id": s.sample_id, "model": s.model, "source": s.source}).to_string());
        out.push('\n');
    }
    Ok(([(header::CONTENT_TYPE, "application/x-ndjson; charset=utf-8")], out).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_calendar_dates() {
        for ok in ["2026-11-29", "2024-02-29", "2000-02-29"] {
            assert!(valid_date(ok), "{ok}");
        }
        for bad in ["2026-02-30", "2023-02-29", "1900-02-29", "2026-13-01", "2026-1-01", "26-11-29", "2026-11-29T00:00", ""] {
            assert!(!valid_date(bad), "{bad}");
        }
        assert!(is_set_id("set_0123456789abcdef") && !is_set_id("set_0123456789ABCDEF"));
    }
}
