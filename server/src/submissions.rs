//! `POST /api/submissions` and `GET /api/submissions/{id}`.
//!
//! A submission is parsed ([`crate::body`]), its shape validated (422 naming the field), then:
//! * **idempotency**: a retry with the same key and body answers 200 with the stored submission
//!   (`"replayed": true`); the same key with another body is 409;
//! * **de-duplication**: an identical body under a new key answers 200 with the first copy
//!   (`"duplicate": true`) — the content hash is SHA-256 of the body without its key;
//! * sources are resolved (`reference`, a published set, or `inline`), the report is checked
//!   ([`crate::check`]) on a validation thread within the request's and the client's validation
//!   budget ([`crate::validator::validate_report`]: 413 / 429 before anything is stored), and
//!   everything is written in one transaction.
//!
//! The answer (201, or 200 for a replay) is the same document as `GET /api/submissions/{id}`:
//! status `listed` / `received` / `rejected` with the reason, flags, recomputed metrics and rows.

use std::collections::{BTreeMap, HashSet};

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::Extension;
use axum::Json;
use ekb_wire::api::SubmissionDoc;
use ekb_wire::device::DeviceInfo;
use ekb_wire::fields::MAX_SOURCE_BYTES;
use ekb_wire::kind::Kind;
use ekb_wire::report::{FAST_CONFIDENCE_MAX_LOOKS, MAX_TIMING_PAIRS};

use crate::body;
use crate::check::{check, sha256_hex, Resolved};
use crate::db::submissions::{self as store, NewSubmission};
use crate::db::{is_unique_violation, now_ms, sets};
use crate::device_key::DeviceKey;
use crate::error::AppError;
use crate::validator::validate_report;
use crate::wire::Submission;
use crate::{AppState, Limits};

/// `POST /api/submissions`.
///
/// # Errors
/// 4xx for a body that is too large, malformed or invalid (naming the field), 409 for a reused
/// idempotency key, 413 over the request's validation budget, 429 over the rate limit or the
/// client's validation budget.
pub async fn create(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<std::net::SocketAddr>>>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<(StatusCode, Json<SubmissionDoc>), AppError> {
    let limits = state.config().limits;
    let raw = body::bytes(raw, limits.submission_bytes)?;
    let ParsedBody { submission: sub, idempotency_key: key, device } = parse_body(&headers, &raw, &limits)?;
    let content = serde_json::to_string(&sub).map_err(|e| AppError::Internal(format!("serialising a submission: {e}")))?;
    let content_hash = sha256_hex(content.as_bytes());
    let pool = state.db().pool();
    if let Some(answer) = earlier(&state, &key, &content_hash).await? {
        return Ok(answer);
    }
    let resolved = resolve(&state, &sub, &limits).await?;
    let st = state.clone();
    let ip = peer.map(|Extension(ConnectInfo(p))| p.ip());
    let source = ip.map(crate::peer::source_id);
    let (sub, checked, resolved) = state
        .validator()
        .run(move || {
            let sources: Vec<&str> = resolved.iter().map(|r| r.source.as_str()).collect();
            let validations = validate_report(st.validator(), st.budgets(), ip, &sub.report, &sources, &device)?;
            let checked = check(&sub.report, &resolved, &validations, &device, &sub.browser_engine);
            Ok::<_, AppError>((sub, checked, resolved))
        })
        .await??;
    let (status, reason) = crate::check::status_of(&checked);
    let mut sources: Vec<(String, String, String)> = Vec::new();
    let mut seen = HashSet::new();
    for (row, r) in checked.rows.iter().zip(&resolved) {
        if seen.insert(row.source_hash.clone()) {
            sources.push((row.source_hash.clone(), r.source.clone(), row.task_id.clone()));
        }
    }
    let id = format!("sub_{}", &content_hash[..20]);
    let key_of_device = DeviceKey::new(&checked.device, &sub.browser_engine);
    let report_flags = checked.flags.iter().map(|f| f.name()).collect::<Vec<_>>().join(",");
    let sampling = sub.sampling.as_ref().map(|s| serde_json::to_string(s).unwrap_or_default());
    let profile = sub.report.profile.name().to_string();
    let new = NewSubmission {
        id: &id,
        idempotency_key: &key,
        content_hash: &content_hash,
        status,
        reason: &reason,
        flags: &report_flags,
        created_at_ms: now_ms(),
        suite_version: &sub.report.suite_version,
        suite_hash: &sub.report.suite_hash,
        tool_version: &sub.report.tool_version,
        app_version: &sub.app_version,
        app_commit: sub.app_commit.as_deref(),
        generation_set: &sub.generation_set,
        sampling: sampling.as_deref(),
        browser_engine: &sub.browser_engine,
        profile: &profile,
        key: &key_of_device,
        transport: ekb_wire::report::Transport::Local,
        source: source.as_deref(),
        confirmed_model: sub.confirmed_device_model.as_deref(),
        checked: &checked,
        body: &content,
        sources: &sources,
    };
    let trust = crate::provenance::Trust {
        source: source.clone(),
        claimed: sub.report.transport,
        rows_per_source_cell: limits.rows_per_source_cell,
    };
    match store::insert(state.db(), &new, &trust).await {
        Ok(()) => state.reads().invalidate(),
        Err(e) if is_unique_violation(&e) => {
            // A concurrent request with the same key or body committed first.
            return earlier(&state, &key, &content_hash)
                .await?
                .ok_or_else(|| AppError::Internal(format!("unique violation without a row: {e}")));
        }
        Err(e) => return Err(e.into()),
    }
    let doc = store::get(pool, &id).await?.ok_or_else(|| AppError::Internal(format!("{id} vanished after commit")))?;
    tracing::info!(%id, status = doc.status.name(), samples = doc.samples, flagged = doc.flagged_samples, "submission stored");
    Ok((StatusCode::CREATED, Json(with(doc, false, false))))
}

/// A submission body that passed every check [`create`] makes before the database.
#[derive(Debug)]
pub struct ParsedBody {
    /// The submission, its `idempotency_key` taken out and a blank confirmed model made `None`.
    pub submission: Submission,
    /// The idempotency key, from the header or the body.
    pub idempotency_key: String,
    /// The report's device.
    pub device: DeviceInfo,
}

/// The part of [`create`] that needs no database: the JSON body (content type, syntax, typed
/// fields, NUL refusal), the idempotency key and the shape checks. Public for the fuzz target
/// `submission` (docs/FUZZING.md), which feeds it arbitrary bytes.
///
/// # Errors
/// The 4xx [`AppError`] `create` answers with.
pub fn parse_body(headers: &HeaderMap, raw: &[u8], limits: &Limits) -> Result<ParsedBody, AppError> {
    let mut sub: Submission = body::json(headers, raw)?;
    // A blank confirmed model is no model (not an empty name on the leaderboard).
    sub.confirmed_device_model = sub.confirmed_device_model.take().map(|m| m.trim().to_string()).filter(|m| !m.is_empty());
    let idempotency_key = idempotency_key(headers, sub.idempotency_key.take())?;
    let device = validate(&sub, limits)?;
    Ok(ParsedBody { submission: sub, idempotency_key, device })
}

/// The stored answer for a replayed key or a duplicate body, if any.
async fn earlier(state: &AppState, key: &str, content_hash: &str) -> Result<Option<(StatusCode, Json<SubmissionDoc>)>, AppError> {
    let pool = state.db().pool();
    let (id, replayed) = match store::by_key(pool, key).await? {
        Some((id, hash)) if hash == content_hash => (id, true),
        Some((id, _)) => {
            return Err(AppError::Conflict {
                message: format!("idempotency key already used for another body (submission {id}); use a new key per report"),
                field: "idempotency_key",
            })
        }
        None => match store::by_content(pool, content_hash).await? {
            Some(id) => (id, false),
            None => return Ok(None),
        },
    };
    let doc = store::get(pool, &id).await?.ok_or_else(|| AppError::Internal(format!("{id} listed but unreadable")))?;
    Ok(Some((StatusCode::OK, Json(with(doc, replayed, !replayed)))))
}

fn with(doc: SubmissionDoc, replayed: bool, duplicate: bool) -> SubmissionDoc {
    SubmissionDoc { replayed, duplicate, ..doc }
}

/// `GET /api/submissions/{id}`: status, reason, flags, metrics and rows.
///
/// # Errors
/// 404 for an unknown id.
pub async fn show(State(state): State<AppState>, path: Result<Path<String>, PathRejection>) -> Result<Json<SubmissionDoc>, AppError> {
    let id = body::path_param(path, "id")?;
    let not_found = || AppError::NotFound { what: format!("submission `{}`", id.chars().take(64).collect::<String>()), field: Some("id") };
    // Ids are `sub_` and 20 hex digits; anything else is unknown without asking the database.
    let well_formed = id.strip_prefix("sub_").is_some_and(|h| h.len() == 20 && h.chars().all(|c| c.is_ascii_hexdigit()));
    if !well_formed {
        return Err(not_found());
    }
    store::get(state.db().pool(), &id).await?.map(Json).ok_or_else(not_found)
}

fn idempotency_key(headers: &HeaderMap, in_body: Option<String>) -> Result<String, AppError> {
    let header = match headers.get("idempotency-key") {
        Some(v) => {
            Some(v.to_str().map_err(|_| AppError::invalid("idempotency_key", "the Idempotency-Key header is not ASCII"))?.to_string())
        }
        None => None,
    };
    let key = match (header, in_body) {
        (Some(h), Some(b)) if h != b => {
            return Err(AppError::invalid("idempotency_key", "the Idempotency-Key header and the body's idempotency_key differ"))
        }
        (Some(k), _) | (None, Some(k)) => k,
        (None, None) => {
            return Err(AppError::invalid(
                "idempotency_key",
                "an idempotency key is required (field `idempotency_key` or header `Idempotency-Key`)",
            ))
        }
    };
    let ok_chars = key.chars().all(|c| c.is_ascii_alphanumeric() || "._:-".contains(c));
    if !(8..=128).contains(&key.len()) || !ok_chars {
        return Err(AppError::invalid("idempotency_key", "the idempotency key must be 8–128 characters of A–Z a–z 0–9 . _ : -"));
    }
    Ok(key)
}

/// Shape checks; returns the report's device.
fn validate(sub: &Submission, limits: &Limits) -> Result<DeviceInfo, AppError> {
    body::text("app_version", &sub.app_version, 1, 64)?;
    body::text("app_commit", sub.app_commit.as_deref().unwrap_or(""), 0, 64)?;
    body::text("browser_engine", &sub.browser_engine, 1, 64)?;
    body::text("generation_set", &sub.generation_set, 1, 64)?;
    body::text("confirmed_device_model", sub.confirmed_device_model.as_deref().unwrap_or(""), 0, 64)?;
    if let Some(s) = &sub.sampling {
        body::text("sampling.model", &s.model, 1, 128)?;
        body::text("sampling.prompt_version", s.prompt_version.as_deref().unwrap_or(""), 0, 64)?;
        if s.temperature.is_some_and(|t| !(0.0..=10.0).contains(&t)) {
            return Err(AppError::invalid("sampling.temperature", "temperature must be within 0..=10"));
        }
        if s.top_p.is_some_and(|p| !(0.0..=1.0).contains(&p)) {
            return Err(AppError::invalid("sampling.top_p", "top_p must be within 0..=1"));
        }
    }
    let r = &sub.report;
    if r.suite_hash.len() != 64 || !r.suite_hash.chars().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()) {
        return Err(AppError::invalid(
            "report.suite_hash",
            "suite_hash must be 64 lowercase hex digits (GET /api/suite has this server's)",
        ));
    }
    body::text("report.suite_version", &r.suite_version, 1, 32)?;
    body::text("report.tool_version", &r.tool_version, 1, 64)?;
    if r.samples.is_empty() || r.samples.len() > limits.samples {
        return Err(AppError::invalid("report.samples", format!("a report holds 1..={} samples", limits.samples)));
    }
    let mut ids = HashSet::new();
    for (i, s) in r.samples.iter().enumerate() {
        let f = |name: &str| format!("report.samples[{i}].{name}");
        body::text(&f("sample_id"), &s.sample_id, 1, 128)?;
        if !ids.insert(s.sample_id.as_str()) {
            return Err(AppError::invalid(f("sample_id"), format!("duplicate sample_id `{}`", s.sample_id)));
        }
        if kernels::get(&s.task_id).is_none() {
            return Err(AppError::invalid(
                f("task_id"),
                format!("unknown task `{}` (GET /api/tasks lists the suite)", s.task_id.chars().take(64).collect::<String>()),
            ));
        }
        body::text(&f("model"), &s.model, 0, 128)?;
        if let Some(t) = &s.report.timing {
            timing_shape(t).map_err(|why| AppError::invalid(f("report.timing"), why))?;
        }
        if let Some(g) = &s.report.generated {
            generated_shape(s.report.kind, g).map_err(|why| AppError::invalid(f("report.generated"), why))?;
        }
    }
    let device = r.device.clone().or_else(|| r.samples.iter().find_map(|s| s.report.device.clone()));
    let device = device.ok_or_else(|| AppError::invalid("report.device", "the report names no device"))?;
    for (name, v) in
        [("name", &device.name), ("vendor", &device.vendor), ("architecture", &device.architecture), ("backend", &device.backend)]
    {
        body::text(&format!("report.device.{name}"), v, 0, 256)?;
    }
    Ok(device)
}

/// The shape of a sample's paired timing, before anything is recomputed from it: at most
/// [`MAX_TIMING_PAIRS`] samples per side, and looks of the sequential procedure that the samples
/// can have been taken in (at most [`FAST_CONFIDENCE_MAX_LOOKS`], increasing, ≥ 1). Whether they
/// agree with the samples is [`crate::check`]'s business (a flag, not a 4xx).
fn timing_shape(t: &ekb_wire::report::TimingReport) -> Result<(), String> {
    let (c, b) = (t.candidate_samples_ms.len(), t.baseline_samples_ms.len());
    if c > MAX_TIMING_PAIRS || b > MAX_TIMING_PAIRS || t.samples as usize > MAX_TIMING_PAIRS {
        return Err(format!("more than {MAX_TIMING_PAIRS} timing samples per kernel"));
    }
    if t.looks.len() > FAST_CONFIDENCE_MAX_LOOKS {
        return Err(format!("looks: at most {FAST_CONFIDENCE_MAX_LOOKS} looks, {} given", t.looks.len()));
    }
    if t.looks.first().is_some_and(|&n| n == 0) || t.looks.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("looks must be increasing pair counts ≥ 1, got {:?}", t.looks));
    }
    if t.candidate_first.len() > MAX_TIMING_PAIRS {
        return Err(format!("candidate_first: more than {MAX_TIMING_PAIRS} pairs"));
    }
    Ok(())
}

/// The shape of a sample's `generated` kernel: only a compiled kind (`tvmscript`) has one, and the
/// kernel that ran passed its form's front end, so it is at most [`MAX_SOURCE_BYTES`] bytes.
fn generated_shape(kind: Kind, generated: &str) -> Result<(), String> {
    if kind != Kind::Tvmscript {
        return Err(format!("a {kind} sample has no generated kernel (only a compiled kind such as tvmscript has one)"));
    }
    if generated.len() > MAX_SOURCE_BYTES {
        return Err(format!(
            "the generated kernel is {} bytes, over the front ends' limit of {MAX_SOURCE_BYTES} bytes on the kernel that ran",
            generated.len()
        ));
    }
    Ok(())
}

/// The source and credited model of every sample.
async fn resolve(state: &AppState, sub: &Submission, limits: &Limits) -> Result<Vec<Resolved>, AppError> {
    let samples = &sub.report.samples;
    let no_sources = || {
        if sub.sources.is_empty() {
            Ok(())
        } else {
            Err(AppError::invalid("sources", "sources are only accepted with generation_set `inline`"))
        }
    };
    match sub.generation_set.as_str() {
        "reference" => {
            no_sources()?;
            Ok(samples
                .iter()
                .map(|s| Resolved {
                    source: kernels::get(&s.task_id).map(|t| t.reference_wgsl.to_string()).unwrap_or_default(),
                    model: "reference".into(),
                })
                .collect())
        }
        "inline" => {
            let ids: HashSet<&str> = samples.iter().map(|s| s.sample_id.as_str()).collect();
            if let Some(extra) = sub.sources.keys().find(|k| !ids.contains(k.as_str())) {
                return Err(AppError::invalid(
                    "sources",
                    format!("source for `{}`, which is not a sample of the report", extra.chars().take(64).collect::<String>()),
                ));
            }
            samples
                .iter()
                .map(|s| {
                    let field = format!("sources.{}", s.sample_id);
                    let source = sub
                        .sources
                        .get(&s.sample_id)
                        .ok_or_else(|| AppError::invalid(&field, format!("no source for sample `{}`", s.sample_id)))?;
                    if source.len() > limits.kernel_bytes {
                        return Err(AppError::invalid(&field, format!("source longer than {} bytes", limits.kernel_bytes)));
                    }
                    crate::validator::within_limits(&field, source)?;
                    let model = sub
                        .sampling
                        .as_ref()
                        .map_or_else(|| if s.model.is_empty() { "unknown".into() } else { s.model.clone() }, |m| m.model.clone());
                    Ok(Resolved { source: source.clone(), model })
                })
                .collect()
        }
        id => {
            no_sources()?;
            if !crate::generation_sets::is_set_id(id) {
                return Err(AppError::invalid(
                    "generation_set",
                    "generation_set must be `reference`, `inline` or a published set id (`set_…`)",
                ));
            }
            let by_id: BTreeMap<String, sets::SetSample> =
                sets::samples(state.db().pool(), id).await?.into_iter().map(|s| (s.sample_id.clone(), s)).collect();
            if by_id.is_empty() {
                return Err(AppError::invalid("generation_set", format!("no published generation set `{id}` (GET /api/sets)")));
            }
            samples
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let set = by_id.get(&s.sample_id).ok_or_else(|| {
                        AppError::invalid(
                            format!("report.samples[{i}].sample_id"),
                            format!("`{}` is not a sample of set {id}", s.sample_id),
                        )
                    })?;
                    if set.task_id != s.task_id {
                        return Err(AppError::invalid(
                            format!("report.samples[{i}].task_id"),
                            format!("set {id} has `{}` for task `{}`", s.sample_id, set.task_id),
                        ));
                    }
                    Ok(Resolved { source: set.source.clone(), model: set.model.clone() })
                })
                .collect()
        }
    }
}
