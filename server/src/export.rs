//! Open data: `GET /api/export.csv` and `GET /api/export.json` — one row per checked result of a
//! `listed` submission, unflagged rows only unless `include_flagged=true` (which also adds the
//! rows of `received` submissions), of one suite (`suite=`, default the server's, as on the
//! leaderboard: [`crate::suites`]). Filters as on the leaderboard: `level`, `domain`, `backend`,
//! `kind`, `transport`, `device`, `model`.
//! Columns are the fields of [`JoinedRow`]; `flags` is `;`-separated in CSV. Text cells that a
//! spreadsheet would run as a formula (starting with `= + - @`) are prefixed with `'`. Answers are
//! cached until the next stored submission ([`crate::cache`]).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use wgsl_lib::api::SuiteRef;

use crate::db::results::{joined, JoinedRow, RowFilter};
use crate::error::AppError;
use crate::leaderboard::filter;
use crate::AppState;

/// The CSV header line.
pub const CSV_COLUMNS: &[&str] = &[
    "submission_id",
    "created_at",
    "device_id",
    "device_label",
    "vendor",
    "architecture",
    "device_name",
    "backend",
    "engine",
    "confirmed_model",
    "generation_set",
    "model",
    "task_id",
    "level",
    "domain",
    "sample_id",
    "verdict",
    "correct",
    "candidate_ms",
    "baseline_ms",
    "speedup",
    "speedup_lower",
    "timer_method",
    "source_hash",
    "flags",
    "kind",
    "baseline",
    "transport",
];

/// The rows matching `f` (whose `suite` is resolved).
async fn rows(state: &AppState, f: &RowFilter) -> Result<Vec<JoinedRow>, AppError> {
    Ok(joined(state.db().pool(), &RowFilter { listed_only: !f.include_flagged, ..f.clone() }).await?)
}

/// The filters of the query, of one suite as on the leaderboard: `suite=` (a version or hash,
/// [`crate::suites::resolve`]), default the server's; resolved before the cache, so a bad one is
/// its own 400.
async fn one_suite(state: &AppState, q: Result<Query<Vec<(String, String)>>, QueryRejection>) -> Result<(SuiteRef, RowFilter), AppError> {
    let (f, _) = filter(q, &[])?;
    let suite = crate::suites::resolve(state.db(), f.suite.as_deref()).await?;
    let f = RowFilter { suite: Some(suite.hash.clone()), ..f };
    Ok((suite, f))
}

fn cache_key(route: &str, f: &RowFilter) -> String {
    format!("{route} {f:?}")
}

/// `GET /api/export.json`: `{"suite_hash", "columns", "rows": [{…}]}`.
///
/// # Errors
/// 400 naming a bad query parameter.
pub async fn json(State(state): State<AppState>, q: Result<Query<Vec<(String, String)>>, QueryRejection>) -> Result<Json<Value>, AppError> {
    let (suite, f) = one_suite(&state, q).await?;
    let value = state
        .reads()
        .get_or_compute(&cache_key("export.json", &f), || async {
            let rows = rows(&state, &f).await?;
            Ok(json!({"suite_hash": suite.hash, "suite_version": suite.version, "columns": CSV_COLUMNS, "rows": rows}))
        })
        .await?;
    Ok(Json(Value::clone(&value)))
}

/// `GET /api/export.csv` (RFC 4180, header line first).
///
/// # Errors
/// 400 naming a bad query parameter.
pub async fn csv(State(state): State<AppState>, q: Result<Query<Vec<(String, String)>>, QueryRejection>) -> Result<Response, AppError> {
    let (_, f) = one_suite(&state, q).await?;
    let value = state
        .reads()
        .get_or_compute(&cache_key("export.csv", &f), || async { Ok(Value::String(to_csv(&rows(&state, &f).await?))) })
        .await?;
    let text = value.as_str().unwrap_or_default().to_string();
    Ok((
        [(header::CONTENT_TYPE, "text/csv; charset=utf-8"), (header::CONTENT_DISPOSITION, "attachment; filename=\"edgekernelbench.csv\"")],
        text,
    )
        .into_response())
}

/// The CSV text of `rows`: RFC 4180 (CRLF line ends, cells quoted when they hold a comma, a
/// quote or a line break) written by the `csv` crate, header line first.
pub fn to_csv(rows: &[JoinedRow]) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    // Writing to a Vec cannot fail, and every record has the header's length.
    let _ = w.write_record(CSV_COLUMNS);
    for r in rows {
        let num = |v: Option<f64>| v.map(|x| x.to_string()).unwrap_or_default();
        let cells = [
            formula_safe(&r.submission_id),
            formula_safe(&r.created_at),
            formula_safe(&r.device_id),
            formula_safe(&r.device_label),
            formula_safe(&r.vendor),
            formula_safe(&r.architecture),
            formula_safe(&r.device_name),
            formula_safe(&r.backend),
            formula_safe(&r.engine),
            formula_safe(r.confirmed_model.as_deref().unwrap_or("")),
            formula_safe(&r.generation_set),
            formula_safe(&r.result.model),
            formula_safe(&r.result.task_id),
            r.result.level.to_string(),
            formula_safe(&r.result.domain),
            formula_safe(&r.result.sample_id),
            formula_safe(&r.result.verdict),
            r.result.correct.to_string(),
            num(r.result.candidate_ms),
            num(r.result.baseline_ms),
            num(r.result.speedup),
            num(r.result.speedup_lower),
            formula_safe(r.result.timer_method.as_deref().unwrap_or("")),
            formula_safe(r.result.source_hash.as_deref().unwrap_or("")),
            formula_safe(&r.result.flags.join(";")),
            formula_safe(r.result.kind.name()),
            formula_safe(crate::check::baseline_name(r.result.baseline)),
            r.result.transport.name().to_string(),
        ];
        let _ = w.write_record(&cells);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// A text cell that a spreadsheet will not run as a formula: one starting with `= + - @`, a tab
/// or a carriage return gets a leading `'`.
pub fn formula_safe(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}
