//! The relay's routes, mounted at `/api/relay` (docs/SERVER.md):
//!
//! * `POST /jobs`: [`NewJob`] → `202` [`JobCreated`] with `Location: /api/relay/jobs/{id}`.
//!   Checked before anything is stored, in this order: body ≤ twice
//!   [`RelayConfig::max_source_bytes`] plus 4 KiB (413), the write rate per client IP (429, the server's [`crate::rate_limit`]), JSON
//!   (415 / 400 / 422 naming the field), `backend` one the relay runs (422 `backend`), `device` a
//!   tracker key of 1–128 characters `[A-Za-z0-9._:-]` (422 `device`), `task` a suite task (422
//!   `task`), `candidate.kind` one the backend accepts (422 `candidate.kind`) and, for a device the
//!   tracker lists, one it announces (or, for `opencl`, a listed device that announces it: 400
//!   `candidate.kind` / `device`; a `tvmscript` job is checked as the kind of the form TVM compiles
//!   it to on the device, [`super::tvmscript::runs_as`]), `candidate.source`
//!   non-empty and ≤ the source limit (422 `candidate.source`, `limit: max_source_bytes`), for
//!   `tvmscript` a TVM compile worker on this host (503 naming what is missing), the token for
//!   `c`, `opencl` and `tvmscript` (403 when the server has none, 401 when missing or wrong), then
//!   the queue bounds: jobs queued or running per client IP (429 with `Retry-After`) and jobs
//!   queued in all (503).
//! * `GET /jobs/{id}`: [`JobStatus`] (404 for an unknown or malformed id).
//! * `GET /devices`: [`RelayDevices`] from the tracker's summary (503 when it cannot be reached),
//!   reused for [`super::DEVICES_FOR`]: the kinds each device runs (a `tvmscript` job goes to one
//!   that runs its form, [`super::tvmscript::accepts`]).
//!
//! Every route answers 403 when this server does not run the relay ([`RelayConfig::enabled`]).

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::handler::Handler;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::from_fn_with_state;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use ekb_wire::kind::Kind;
use ekb_wire::relay::{JobCreated, JobState, JobStatus, NewJob, RelayDevices};

use super::store::{self, InsertBounds, InsertError, JobRow, NewRow};
use super::RelayConfig;
use crate::error::AppError;
use crate::{body, rate_limit, AppState};

/// Longest device key, characters.
pub const MAX_DEVICE_CHARS: usize = 128;

/// Seconds a client over its job bound is told to wait.
const CLIENT_FULL_RETRY_S: u64 = 10;

/// Largest body of `POST /api/relay/pair/lookup`, bytes (a code is 35 characters).
const LOOKUP_BODY_BYTES: usize = 1024;

/// The body of `POST /api/relay/pair/lookup`: a code travels in the body, never in a URL (URLs
/// land in proxies' access logs and browser histories; a code lets its holder run kernels on the
/// tab).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Lookup {
    /// The pairing code, in any case.
    code: String,
}

/// The routes (mounted under `/api/relay`).
pub fn routes(state: AppState) -> Router {
    let body_limit = 2 * state.config().relay.max_source_bytes + 4096;
    let limited = from_fn_with_state(state.clone(), rate_limit::middleware);
    Router::new()
        .route("/jobs", post(create.layer(DefaultBodyLimit::max(body_limit)).layer(limited)))
        .route("/jobs/{id}", get(show))
        .route("/devices", get(devices))
        .route("/pair", get(pair))
        .route("/pair/lookup", post(paired_device.layer(DefaultBodyLimit::max(LOOKUP_BODY_BYTES))))
        .fallback(|| async { AppError::NotFound { what: "route".into(), field: None } })
        .method_not_allowed_fallback(|| async { AppError::MethodNotAllowed })
        .with_state(state)
}

fn enabled(cfg: &RelayConfig) -> Result<(), AppError> {
    if cfg.enabled {
        Ok(())
    } else {
        Err(AppError::Forbidden("this server does not run the relay (ekb serve runs it unless --no-relay)".into()))
    }
}

/// `POST /api/relay/jobs`.
async fn create(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, AppError> {
    let cfg = &state.config().relay;
    enabled(cfg)?;
    let raw = body::bytes(raw, 2 * cfg.max_source_bytes + 4096)?;
    let mut job: NewJob = body::json(&headers, &raw)?;
    let ip = peer.map(|Extension(ConnectInfo(p))| p.ip());
    // A code is read whatever its case (it is copied from a screen); stored as it was issued.
    let paired = if let Some(code) = ekb_wire::paired::code_spelling(&job.device) {
        job.device = code;
        known_code(&state, ip, &job.device, "device").await?;
        true
    } else {
        false
    };
    check(cfg, &job)?;
    if job.candidate.kind == Kind::Tvmscript {
        if let Some(why) = tvmscript_unavailable(cfg) {
            return Ok(unavailable(&format!("this relay cannot compile `tvmscript` candidates: {why}")));
        }
    }
    if !paired {
        check_announced(cfg, &job).await?;
    }
    if job.candidate.kind.info().relay_needs_token {
        require_token(cfg, &headers, job.candidate.kind)?;
    }
    let client = ip.map_or_else(|| "unknown".to_string(), |ip| crate::peer::address_key(ip).to_string());
    let id = super::new_id().ok_or_else(no_random)?;
    let row = NewRow {
        id: &id,
        client: &client,
        task: &job.task,
        kind: job.candidate.kind,
        backend: &job.backend,
        device: &job.device,
        source: &job.candidate.source,
    };
    let bounds = InsertBounds {
        per_client: i64::from(cfg.max_jobs_per_client),
        total: i64::from(cfg.max_queued),
        per_device: paired.then(|| i64::from(cfg.max_jobs_per_tab)),
    };
    match store::insert(state.db(), &row, bounds, crate::db::now_ms()).await {
        Ok(()) => {}
        Err(InsertError::ClientFull(_)) => {
            let msg = format!(
                "this client already has {} relay jobs queued or running (the server's bound, --relay-jobs-per-client); \
                 retry when one has ended",
                cfg.max_jobs_per_client
            );
            return Ok(full(StatusCode::TOO_MANY_REQUESTS, msg, CLIENT_FULL_RETRY_S));
        }
        Err(InsertError::DeviceFull(_)) => {
            let msg = format!(
                "this paired tab already has {} relay jobs queued or running (the server's bound, --relay-jobs-per-tab: a tab \
                 runs one at a time); retry when one has ended",
                cfg.max_jobs_per_tab
            );
            return Ok(full(StatusCode::TOO_MANY_REQUESTS, msg, CLIENT_FULL_RETRY_S));
        }
        Err(InsertError::QueueFull(_)) => {
            let class = if paired { "paired tabs'" } else { "tracker devices'" };
            let msg = format!(
                "the relay's queue of {class} jobs is full ({} jobs queued, the server's bound, --relay-max-queued); retry later",
                cfg.max_queued
            );
            return Ok(full(StatusCode::SERVICE_UNAVAILABLE, msg, CLIENT_FULL_RETRY_S));
        }
        Err(InsertError::Db(e)) => return Err(e.into()),
    }
    state.relay_wakeup().wake();
    tracing::info!(job = %id, task = %job.task, device = %super::device_label(&job.device), "relay job queued");
    let location = HeaderValue::try_from(format!("/api/relay/jobs/{id}")).map_err(|e| AppError::Internal(e.to_string()))?;
    let mut res = (StatusCode::ACCEPTED, Json(JobCreated { id })).into_response();
    res.headers_mut().insert(header::LOCATION, location);
    Ok(res)
}

/// A queue bound's answer: the error body every route uses (`{"error", "field": null,
/// "retry_after_s"}`) with `Retry-After`, saying which bound was met (the generic 429/503 messages
/// of [`AppError`] speak of the write rate and validation threads).
fn full(status: StatusCode, error: String, retry_after_s: u64) -> Response {
    let body = serde_json::json!({"error": error, "field": null, "retry_after_s": retry_after_s});
    let mut res = (status, Json(body)).into_response();
    res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_s));
    res
}

/// A job's kind against what its device announces (docs/RELAY.md, "Device keys"): a device the
/// tracker lists must list the job's kind (announced, or derived from its key for a stock server);
/// a kind only an `ekb device` runs ([`super::HOSTED_KINDS`]) needs a device that announces it now,
/// while a `c` job may wait in the queue for its device to register.
async fn check_announced(cfg: &RelayConfig, job: &NewJob) -> Result<(), AppError> {
    // A `tvmscript` job needs a device that runs the form TVM compiles it to there.
    let kind = super::tvmscript::runs_as(job.candidate.kind, &job.backend).unwrap_or(job.candidate.kind);
    let key = super::devices::base_key(&job.device);
    let listed = match super::devices::summary(cfg).await {
        Some(Ok(summary)) => super::devices::devices(&summary, &cfg.tracker_label).devices.into_iter().find(|d| d.key == key),
        _ => None,
    };
    let shown: String = key.chars().take(64).collect();
    match listed {
        Some(d) if !d.kinds.contains(&kind) => {
            let names: Vec<_> = d.kinds.iter().map(|k| k.name()).collect();
            Err(AppError::bad_request(
                "candidate.kind",
                format!(
                    "device `{shown}` does not announce `{}`: it accepts {} (GET /api/relay/devices)",
                    kind.name(),
                    if names.is_empty() { "no kind".to_string() } else { names.join(", ") }
                ),
            ))
        }
        None if super::HOSTED_KINDS.contains(&kind) => Err(AppError::bad_request(
            "device",
            format!(
                "no device `{shown}` that announces `{}` is registered with the relay's tracker: `{}` jobs run on an `ekb device` \
                 that announces them (GET /api/relay/devices)",
                kind.name(),
                kind.name()
            ),
        )),
        _ => Ok(()),
    }
}

/// The shape checks of a new job (module docs).
fn check(cfg: &RelayConfig, job: &NewJob) -> Result<(), AppError> {
    let paired = ekb_wire::paired::is_code(&job.device);
    let mut kinds = if paired { super::paired::KINDS.to_vec() } else { super::job_kinds_of_device_api(&job.backend) };
    // `tvmscript` wherever the kind TVM compiles it to runs ([`super::tvmscript`]).
    if super::tvmscript::runs_as(Kind::Tvmscript, &job.backend).is_some_and(|k| kinds.contains(&k)) {
        kinds.push(Kind::Tvmscript);
    }
    if paired && job.backend != super::paired::BACKEND {
        return Err(AppError::invalid("backend", format!("a paired tab is a `{}` device", super::paired::BACKEND)));
    }
    if kinds.is_empty() {
        let shown: String = job.backend.chars().take(32).collect();
        return Err(AppError::invalid(
            "backend",
            format!(
                "the relay runs `cpu` jobs (stock TVM servers, ekb device), and `opencl` and `wgsl` (`vulkan`, …) jobs on an ekb device \
                 that announces them; not `{shown}` (docs/RELAY.md)"
            ),
        ));
    }
    let d = &job.device;
    if d.is_empty() || d.chars().count() > MAX_DEVICE_CHARS || !d.bytes().all(|b| b.is_ascii_alphanumeric() || b"._:-".contains(&b)) {
        return Err(AppError::invalid(
            "device",
            format!("`device` must be a tracker key of 1–{MAX_DEVICE_CHARS} characters [A-Za-z0-9._:-]"),
        ));
    }
    if kernels::get(&job.task).is_none() {
        let shown: String = job.task.chars().take(64).collect();
        return Err(AppError::invalid("task", format!("no task `{shown}` in the suite (GET /api/tasks lists them)")));
    }
    if !kinds.contains(&job.candidate.kind) {
        let names: Vec<_> = kinds.iter().map(|k| k.name()).collect();
        return Err(AppError::invalid(
            "candidate.kind",
            format!("`{}` jobs accept kinds {}; not `{}`", job.backend, names.join(", "), job.candidate.kind.name()),
        ));
    }
    let source = &job.candidate.source;
    if source.trim().is_empty() {
        return Err(AppError::invalid("candidate.source", "`candidate.source` must not be empty"));
    }
    if source.len() > cfg.max_source_bytes {
        return Err(AppError::SourceLimit {
            message: format!("the candidate is {} bytes; the relay takes at most {}", source.len(), cfg.max_source_bytes),
            field: "candidate.source".into(),
            limit: "max_source_bytes",
        });
    }
    Ok(())
}

/// Jobs of a kind whose [`ekb_wire::kind::KindInfo::relay_needs_token`] (`c`, `opencl`: native code
/// compiled on this host; `tvmscript`: Python the compile worker executes here, and for a C device
/// native code TVM generated from it) need the relay token.
fn require_token(cfg: &RelayConfig, headers: &HeaderMap, kind: Kind) -> Result<(), AppError> {
    let name = kind.name();
    let token = cfg.token.as_ref().ok_or_else(|| {
        AppError::Forbidden(format!("`{name}` jobs are disabled on this relay: start ekb serve with --relay-token or EKB_RELAY_TOKEN"))
    })?;
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split_once(' ').filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer")).map(|(_, t)| t))
        .ok_or_else(|| AppError::Unauthorized(format!("`{name}` jobs need `Authorization: Bearer <relay token>`")))?;
    if token.matches(given.trim()) {
        Ok(())
    } else {
        Err(AppError::Unauthorized("wrong relay token".into()))
    }
}

/// `GET /api/relay/jobs/{id}`.
async fn show(State(state): State<AppState>, path: Result<Path<String>, PathRejection>) -> Result<Json<JobStatus>, AppError> {
    enabled(&state.config().relay)?;
    let id = body::path_param(path, "id")?;
    let not_found = || AppError::NotFound { what: format!("relay job `{}`", id.chars().take(64).collect::<String>()), field: Some("id") };
    if !super::is_id(&id) {
        return Err(not_found());
    }
    let row = store::get(state.db(), &id).await?.ok_or_else(not_found)?;
    let position = if row.state == "queued" { store::position(state.db(), row.created_at_ms, &row.id).await? } else { 0 };
    status(row, position).map(Json)
}

/// A stored row as its status.
fn status(row: JobRow, position: i64) -> Result<JobStatus, AppError> {
    let state = match row.state.as_str() {
        "queued" => JobState::Queued { position: u32::try_from(position).unwrap_or(u32::MAX) },
        "running" => JobState::Running { step: row.step.unwrap_or_else(|| "claimed".into()), fraction: row.fraction },
        "done" => {
            let report = row.report.as_deref().unwrap_or("null");
            let report =
                serde_json::from_str(report).map_err(|e| AppError::Internal(format!("relay job {}: stored report: {e}", row.id)))?;
            JobState::Done { report: Box::new(report) }
        }
        _ => JobState::Failed { reason: row.reason.unwrap_or_else(|| "failed".into()) },
    };
    let kind = serde_json::from_value(serde_json::Value::String(row.kind)).unwrap_or_default();
    let ms = |v: i64| u64::try_from(v).unwrap_or(0);
    Ok(JobStatus {
        id: row.id,
        task: row.task,
        kind,
        backend: row.backend,
        transport: if ekb_wire::paired::is_code(&row.device) {
            ekb_wire::relay::Transport::Paired
        } else {
            ekb_wire::relay::Transport::Relay
        },
        device: row.device,
        state,
        created_unix_ms: ms(row.created_at_ms),
        updated_unix_ms: ms(row.updated_at_ms),
    })
}

/// The 500 of a request that needed random bits the OS could not give.
fn no_random() -> AppError {
    AppError::Internal("the operating system's random source failed: no unguessable id could be made".into())
}

/// A job's or a look-up's pairing code: the tab holding it, of this server or (`paired_tabs`)
/// of another on the database; 404 when none does (the guess is counted), 429 once this client
/// guessed wrong too often ([`super::paired::Pairings::guesses_left`]).
async fn known_code(
    state: &AppState,
    client: Option<std::net::IpAddr>,
    code: &str,
    field: &'static str,
) -> Result<ekb_wire::relay::RelayDevice, AppError> {
    let pairings = state.pairings();
    if let Err(super::paired::CodeRefusal::TooManyGuesses { retry_after_s }) = pairings.guesses_left(&state.config().relay, client) {
        return Err(AppError::TooManyWrongCodes { retry_after_s });
    }
    if let Some(device) = pairings.device(code) {
        return Ok(device);
    }
    if ekb_wire::paired::is_code(code) {
        if let Some(tab) = super::paired_store::find(state.db(), pairings.server(), code, crate::db::now_ms()).await? {
            return Ok(super::paired::device_of(code, tab.adapter, tab.free));
        }
    }
    pairings.count_wrong(client);
    Err(AppError::NotFound { what: "paired tab with this code".into(), field: Some(field) })
}

/// `GET /api/relay/pair`: a tab's WebSocket (docs/RELAY.md, "Paired tabs"). A browser's upgrade
/// comes from this server's own page ([`same_origin`]): a page of another site cannot make its
/// visitors' tabs devices of this relay (pairing is the visitor's explicit opt-in on the app).
async fn pair(
    State(state): State<AppState>,
    hold: Option<axum::Extension<crate::listen::ConnectionHold>>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Result<Response, AppError> {
    enabled(&state.config().relay)?;
    if !same_origin(&headers) {
        return Err(AppError::Forbidden(
            "a tab pairs from this server's own page (/remote): the upgrade's Origin is another site than its Host".into(),
        ));
    }
    let client = peer.map_or_else(|| "unknown".to_string(), |Extension(ConnectInfo(p))| crate::peer::address_key(p.ip()).to_string());
    let ws = ws.max_message_size(ekb_wire::paired::MAX_TAB_FRAME_BYTES).max_frame_size(ekb_wire::paired::MAX_TAB_FRAME_BYTES);
    // The socket keeps its connection's place under the connection caps until it closes.
    Ok(ws.on_upgrade(move |socket| async move {
        super::paired::serve_tab(state, socket, client).await;
        drop(hold);
    }))
}

/// Whether an upgrade request is not cross-site: no `Origin` (not a browser), or an `Origin` whose
/// host and port are the request's `Host` or, behind a reverse proxy that rewrites `Host`, its
/// `X-Forwarded-Host` (default ports written or not; RFC 6454's origin, RFC 6455 §10.2).
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let Some((scheme, authority)) = origin.to_str().ok().and_then(|o| o.split_once("://")) else { return false };
    let default_port = if scheme.eq_ignore_ascii_case("https") { ":443" } else { ":80" };
    let norm = |a: &str| {
        let a = a.trim().to_ascii_lowercase();
        a.strip_suffix(default_port).map_or(a.clone(), str::to_string)
    };
    let origin = norm(authority);
    [header::HOST.as_str(), "x-forwarded-host"]
        .iter()
        .filter_map(|h| headers.get(*h).and_then(|v| v.to_str().ok()))
        .flat_map(|v| v.split(','))
        .any(|host| norm(host) == origin)
}

/// `POST /api/relay/pair/lookup` with `{"code": …}`: the paired tab's device (404 counted as a
/// wrong guess, 429 once this client guessed wrong too often).
async fn paired_device(
    State(state): State<AppState>,
    peer: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<ekb_wire::relay::RelayDevice>, AppError> {
    enabled(&state.config().relay)?;
    let raw = body::bytes(raw, LOOKUP_BODY_BYTES)?;
    let Lookup { code } = body::json(&headers, &raw)?;
    let code = ekb_wire::paired::code_spelling(&code).unwrap_or(code);
    known_code(&state, peer.map(|Extension(ConnectInfo(p))| p.ip()), &code, "code").await.map(Json)
}

/// `GET /api/relay/devices`.
async fn devices(State(state): State<AppState>) -> Result<Json<RelayDevices>, Response> {
    let cfg = &state.config().relay;
    enabled(cfg).map_err(IntoResponse::into_response)?;
    let Some(addr) = cfg.tracker.as_deref() else {
        return Err(unavailable(
            "this relay runs no tracker (--no-tracker, or its embedded tracker could not bind its port: see the server log)",
        ));
    };
    if let Some(d) = state.relay_wakeup().recent_devices() {
        return Ok(Json(d));
    }
    let summary = match super::devices::summary(cfg).await {
        Some(Ok(s)) => s,
        Some(Err(e)) => {
            tracing::warn!(tracker = addr, error = %e, "relay: tracker summary");
            return Err(unavailable(&summary_error(&cfg.tracker_label, &e)));
        }
        None => return Err(unavailable("this relay runs no tracker")),
    };
    let devices = super::devices::devices(&summary, &cfg.tracker_label);
    state.relay_wakeup().keep_devices(&devices);
    Ok(Json(devices))
}

/// Why this relay takes no `tvmscript` jobs (no compiler, or none that works here); `None` when it
/// takes them.
fn tvmscript_unavailable(cfg: &RelayConfig) -> Option<String> {
    match &cfg.tvmscript {
        None => Some("this server was started without TVM's compile worker".into()),
        Some(c) => c.unavailable(),
    }
}

/// Why the tracker's summary could not be had, naming the culprit: a tracker that cannot be
/// reached is not one that answered something unreadable (TVM's own tracker answers SUMMARY with
/// more than the 1 MiB frame every peer reads once thousands of servers registered, e.g. fake PUTs).
fn summary_error(label: &str, e: &tvm_rpc::TrackerError) -> String {
    use tvm_rpc::{ProtocolError, TrackerError};
    match e {
        TrackerError::Protocol { source: ProtocolError::BadLength(n), .. } => format!(
            "the relay's tracker ({label}) answered with a summary of {n} bytes, over the 1 MiB a tracker frame may have \
             (too many registered servers, or fake ones: see the tracker); retry later"
        ),
        TrackerError::Protocol { source, .. } => {
            format!("the relay's tracker ({label}) answered something that is not a TVM summary: {source}")
        }
        _ => format!("the relay's tracker ({label}) cannot be reached; retry later"),
    }
}

/// A 503 in the shape of [`AppError`]'s answers.
fn unavailable(message: &str) -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, Json(serde_json::json!({"error": message, "field": null}))).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(axum::http::HeaderName::from_bytes(k.as_bytes()).expect("name"), HeaderValue::from_str(v).expect("value"));
        }
        h
    }

    #[test]
    fn only_same_origin_upgrades_pair() {
        assert!(same_origin(&headers(&[("host", "127.0.0.1:8080")])), "no Origin: not a browser");
        assert!(same_origin(&headers(&[("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8080")])));
        assert!(same_origin(&headers(&[("host", "Bench.Example.org"), ("origin", "https://bench.example.org")])));
        assert!(same_origin(&headers(&[("host", "bench.example.org:443"), ("origin", "https://bench.example.org")])));
        assert!(same_origin(&headers(&[
            ("host", "127.0.0.1:3000"),
            ("x-forwarded-host", "bench.example.org"),
            ("origin", "https://bench.example.org")
        ])));
        assert!(!same_origin(&headers(&[("host", "127.0.0.1:8080"), ("origin", "https://evil.example")])));
        assert!(!same_origin(&headers(&[("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8081")])));
        assert!(!same_origin(&headers(&[("host", "127.0.0.1:8080"), ("origin", "null")])), "an opaque origin");
        assert!(!same_origin(&headers(&[("origin", "http://127.0.0.1:8080")])), "no Host to compare");
    }
}
