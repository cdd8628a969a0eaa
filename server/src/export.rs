//! Open data: `GET /api/export.csv` and `GET /api/export.json` — one row per checked result of a
//! `listed` submission, unflagged rows only unless `include_flagged=true` (which also adds the
//! rows of `received` submissions), of one suite (`suite=`, default the server's, as on the
//! leaderboard: [`crate::suites`]). Filters as on the leaderboard: `level`, `domain`, `backend`,
//! `kind`, `transport`, `provenance`, `device`, `model`.
//! Columns are the fields of [`JoinedRow`]; `flags` is `;`-separated in CSV. Text cells that a
//! spreadsheet would run as a formula (starting with `= + - @`) are prefixed with `'`.
//!
//! **Streamed and bounded** ([`ExportLimits`]): rows are written as the database returns them, in
//! chunks of about [`CHUNK_BYTES`] through a channel of [`CHUNKS_QUEUED`] chunks, so an export of a
//! million rows holds about 1 MiB in memory instead of the whole answer (≈ 740 MB before at 1 M
//! rows; 48 k rows took 1 GB). Exports are limited per client address (a rate) and in all (a few
//! at once, each with a wall-clock limit after which the answer is cut off and its database
//! connection released, however slowly the client reads); they are not cached.

use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::rejection::QueryRejection;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use futures_util::StreamExt;
use serde_json::json;

use ekb_wire::api::SuiteRef;

use crate::db::results::{joined_stream, JoinedRow, RowFilter};
use crate::error::AppError;
use crate::leaderboard::filter;
use crate::AppState;

/// Bytes gathered before a chunk is sent.
pub const CHUNK_BYTES: usize = 64 << 10;
/// Chunks queued between the database reader and the client.
pub const CHUNKS_QUEUED: usize = 16;

/// How much exporting one server allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExportLimits {
    /// Exports per client address (`None`: unlimited, as in router tests). `ekb serve`: one per
    /// 10 s, bursts of 3.
    pub rate: Option<crate::RateLimit>,
    /// Exports streaming at once on this server; more are `503` with `Retry-After`.
    pub concurrent: usize,
    /// Longest time one export may take; past it the answer is cut off (the client sees an
    /// incomplete body) and its database connection released.
    pub timeout: Duration,
}

impl Default for ExportLimits {
    /// Unlimited rate (set by `ekb serve`), 2 at once, 300 s each (1 M rows stream in ≈ 60 s on the
    /// 2-core test machine).
    fn default() -> Self {
        Self { rate: None, concurrent: 2, timeout: Duration::from_secs(300) }
    }
}

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
    "provenance",
];

/// The filters of the query, of one suite as on the leaderboard: `suite=` (a version or hash,
/// [`crate::suites::resolve`]), default the server's; export rows are `listed` only unless
/// `include_flagged`.
async fn one_suite(state: &AppState, q: Result<Query<Vec<(String, String)>>, QueryRejection>) -> Result<(SuiteRef, RowFilter), AppError> {
    let (f, _) = filter(q, &[])?;
    let suite = crate::suites::resolve(state.db(), f.suite.as_deref()).await?;
    let f = RowFilter { suite: Some(suite.hash.clone()), listed_only: !f.include_flagged, ..f };
    Ok((suite, f))
}

/// The export's admission: the client's rate, then a place among the exports streaming now.
fn admit(
    state: &AppState,
    peer: Option<Extension<ConnectInfo<std::net::SocketAddr>>>,
) -> Result<tokio::sync::OwnedSemaphorePermit, AppError> {
    if let Some(limiter) = state.export_limiter() {
        let ip = peer.map(|Extension(ConnectInfo(p))| crate::peer::address_key(p.ip()));
        limiter.check(ip).map_err(|retry_after_s| AppError::TooManyRequests { retry_after_s })?;
    }
    state.exports().clone().try_acquire_owned().map_err(|_| AppError::Busy)
}

/// Which format an export is written in.
#[derive(Clone, Copy, Debug)]
enum Format {
    Csv,
    Json,
}

/// Streams the rows of `f` in `format`: `prefix`, the rows (as the database returns them), then
/// `suffix`; a database error or the time limit ends the body with an error (the client sees an
/// incomplete answer, never a complete-looking wrong one).
fn stream(
    state: &AppState,
    f: RowFilter,
    format: Format,
    prefix: Vec<u8>,
    suffix: &'static [u8],
    permit: tokio::sync::OwnedSemaphorePermit,
) -> Body {
    let (tx, rx) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(CHUNKS_QUEUED);
    let pool = state.db().pool().clone();
    let limit = state.config().exports.timeout;
    tokio::spawn(async move {
        let produce = async {
            let mut buf = prefix;
            let mut rows = joined_stream(&pool, &f);
            let mut first = true;
            while let Some(row) = rows.next().await {
                let row = row.map_err(|e| std::io::Error::other(format!("reading the export: {e}")))?;
                match format {
                    Format::Csv => buf.extend_from_slice(csv_line(&row).as_bytes()),
                    Format::Json => {
                        if !first {
                            buf.push(b',');
                        }
                        serde_json::to_writer(&mut buf, &row).map_err(std::io::Error::other)?;
                    }
                }
                first = false;
                if buf.len() >= CHUNK_BYTES && tx.send(Ok(Bytes::from(std::mem::take(&mut buf)))).await.is_err() {
                    return Ok(());
                }
            }
            buf.extend_from_slice(suffix);
            let _ = tx.send(Ok(Bytes::from(buf))).await;
            Ok::<(), std::io::Error>(())
        };
        let ended = match tokio::time::timeout(limit, produce).await {
            Ok(r) => r,
            Err(_) => Err(std::io::Error::other(format!("the export took longer than {} s and was cut off", limit.as_secs()))),
        };
        if let Err(e) = ended {
            tracing::warn!(error = %e, "export ended early");
            let _ = tx.try_send(Err(e));
        }
        drop(permit);
    });
    Body::from_stream(tokio_stream_of(rx))
}

/// The receiving end of a channel as a stream of body chunks.
fn tokio_stream_of(
    mut rx: tokio::sync::mpsc::Receiver<Result<Bytes, std::io::Error>>,
) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> {
    futures_util::stream::poll_fn(move |cx| rx.poll_recv(cx))
}

/// `GET /api/export.json`: `{"suite_hash", "suite_version", "columns", "rows": [{…}]}`, streamed.
///
/// # Errors
/// 400 naming a bad query parameter, 429 over the client's export rate, 503 when too many exports
/// are streaming.
pub async fn json(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<std::net::SocketAddr>>>,
    q: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, AppError> {
    let (suite, f) = one_suite(&state, q).await?;
    let permit = admit(&state, peer)?;
    let head = json!({"suite_hash": suite.hash, "suite_version": suite.version, "columns": CSV_COLUMNS}).to_string();
    // `{…head fields…,"rows":[` then the rows, then `]}`.
    let mut prefix = head.into_bytes();
    prefix.pop();
    prefix.extend_from_slice(b",\"rows\":[");
    let body = stream(&state, f, Format::Json, prefix, b"]}", permit);
    Ok(([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response())
}

/// `GET /api/export.csv` (RFC 4180, header line first), streamed.
///
/// # Errors
/// As [`json`].
pub async fn csv(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<std::net::SocketAddr>>>,
    q: Result<Query<Vec<(String, String)>>, QueryRejection>,
) -> Result<Response, AppError> {
    let (_, f) = one_suite(&state, q).await?;
    let permit = admit(&state, peer)?;
    let body = stream(&state, f, Format::Csv, to_csv(&[]).into_bytes(), b"", permit);
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, "text/csv; charset=utf-8"), (header::CONTENT_DISPOSITION, "attachment; filename=\"edgekernelbench.csv\"")],
        body,
    )
        .into_response())
}

/// The CSV line of one row (without the header line).
fn csv_line(r: &JoinedRow) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    let _ = w.write_record(cells(r));
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The CSV text of `rows`: RFC 4180 (CRLF line ends, cells quoted when they hold a comma, a
/// quote or a line break) written by the `csv` crate, header line first.
pub fn to_csv(rows: &[JoinedRow]) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    // Writing to a Vec cannot fail, and every record has the header's length.
    let _ = w.write_record(CSV_COLUMNS);
    for r in rows {
        let _ = w.write_record(cells(r));
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The CSV cells of one row, in [`CSV_COLUMNS`] order.
fn cells(r: &JoinedRow) -> [String; CSV_COLUMNS.len()] {
    let num = |v: Option<f64>| v.map(|x| x.to_string()).unwrap_or_default();
    [
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
        r.result.provenance.name().to_string(),
    ]
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
