//! `submissions`, `submission_bodies` and `results`: writing a checked report in one transaction
//! and reading it back ([`crate::db::results`] has the reads across submissions).

use ekb_wire::api::{Provenance, StoredDevice, StoredResult, SubmissionDoc};
use ekb_wire::report::Baseline;
use ekb_wire::report::Transport;
use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use crate::check::{Checked, ResultRow};
use crate::db::{kernels, Db};
use crate::device_key::DeviceKey;

/// A submission's status (shared with the app).
pub use ekb_wire::api::SubmissionStatus as Status;

/// Everything stored about one submission besides its rows.
#[derive(Debug)]
pub struct NewSubmission<'a> {
    /// `sub_…`.
    pub id: &'a str,
    /// The client's idempotency key.
    pub idempotency_key: &'a str,
    /// SHA-256 of the submission without its key.
    pub content_hash: &'a str,
    /// Status.
    pub status: Status,
    /// Why (for `received` and `rejected`), or a summary.
    pub reason: &'a str,
    /// Report-level flags, comma-separated.
    pub flags: &'a str,
    /// Receipt time.
    pub created_at_ms: i64,
    /// Suite version as reported.
    pub suite_version: &'a str,
    /// Suite hash as reported.
    pub suite_hash: &'a str,
    /// Tool version as reported.
    pub tool_version: &'a str,
    /// App version.
    pub app_version: &'a str,
    /// App commit.
    pub app_commit: Option<&'a str>,
    /// `reference`, `inline` or a set id.
    pub generation_set: &'a str,
    /// Sampling settings, JSON.
    pub sampling: Option<&'a str>,
    /// Browser engine as sent.
    pub browser_engine: &'a str,
    /// `full` or `ci`.
    pub profile: &'a str,
    /// The device's grouping key.
    pub key: &'a DeviceKey,
    /// How the report's devices were reached as the server vouches for it: `relay` when every row
    /// is a vouched relay result ([`crate::provenance`]), else `local`. Each row keeps its own.
    pub transport: Transport,
    /// The submitter's source ([`crate::peer::source_id`]), when known.
    pub source: Option<&'a str>,
    /// User-confirmed device model.
    pub confirmed_model: Option<&'a str>,
    /// The checked report.
    pub checked: &'a Checked,
    /// The submission as parsed, JSON.
    pub body: &'a str,
    /// `(hash, source, task_id)` of every source to keep.
    pub sources: &'a [(String, String, String)],
}

/// Writes a submission, its body, its sources and its rows in one transaction, after
/// [`crate::provenance::apply`] has vouched for its relay samples and applied the source's quota
/// under `trust` (which may flag more rows: the stored status and reason are then recomputed with
/// [`crate::check::status_of`]; `s.status`, `s.reason` and `s.transport` are what the caller
/// expects without them).
///
/// # Errors
/// A database error; a unique violation means a concurrent request with the same key or
/// content won (see [`crate::db::is_unique_violation`]).
pub async fn insert(db: &Db, s: &NewSubmission<'_>, trust: &crate::provenance::Trust) -> Result<(), sqlx::Error> {
    let _writer = db.write_guard().await;
    let mut tx = db.pool().begin().await?;
    let adjusted = if s.status == Status::Rejected {
        s.checked.clone()
    } else {
        crate::provenance::apply(&mut tx, db.dialect(), s.checked, s.suite_hash, s.id, trust).await?
    };
    let (status, reason) = crate::check::status_of(&adjusted);
    let all_relay = !adjusted.rows.is_empty() && adjusted.rows.iter().all(|r| r.transport != Transport::Local);
    let transport = if all_relay { adjusted.rows[0].transport } else { Transport::Local };
    let s = &NewSubmission { status, reason: &reason, transport, checked: &adjusted, source: s.source, ..*s };
    let c = s.checked;
    let flagged = c.rows.iter().filter(|r| !r.flags.is_empty()).count() as i64;
    sqlx::query(
        "INSERT INTO submissions (id, idempotency_key, content_hash, status, reason, flags, created_at_ms, suite_version, suite_hash, \
         tool_version, app_version, app_commit, generation_set, sampling, browser_engine, profile, device_id, device_key, device_label, \
         vendor, architecture, device_name, backend, engine, confirmed_model, device, metrics, samples, flagged_samples, transport, source) VALUES \
         ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31)",
    )
    .bind(s.id)
    .bind(s.idempotency_key)
    .bind(s.content_hash)
    .bind(s.status.name())
    .bind(s.reason)
    .bind(s.flags)
    .bind(s.created_at_ms)
    .bind(s.suite_version)
    .bind(s.suite_hash)
    .bind(s.tool_version)
    .bind(s.app_version)
    .bind(s.app_commit)
    .bind(s.generation_set)
    .bind(s.sampling)
    .bind(s.browser_engine)
    .bind(s.profile)
    .bind(s.key.id())
    .bind(s.key.key())
    .bind(s.key.label())
    .bind(&s.key.vendor)
    .bind(&s.key.architecture)
    .bind(&s.key.name)
    .bind(&s.key.device_api)
    .bind(&s.key.engine)
    .bind(s.confirmed_model)
    .bind(serde_json::to_string(&c.device).unwrap_or_default())
    .bind(serde_json::to_string(&c.metrics).unwrap_or_default())
    .bind(c.rows.len() as i64)
    .bind(flagged)
    .bind(s.transport.name())
    .bind(s.source)
    .execute(&mut *tx)
    .await?;
    sqlx::query("INSERT INTO submission_bodies (submission_id, body) VALUES ($1, $2)").bind(s.id).bind(s.body).execute(&mut *tx).await?;
    for (hash, source, task) in s.sources {
        kernels::insert(&mut tx, hash, source, Some(task), s.created_at_ms).await?;
    }
    for r in &c.rows {
        sqlx::query(
            "INSERT INTO results (submission_id, ord, sample_id, task_id, level, domain, model, verdict, correct, candidate_ms, baseline_ms, \
             speedup, timer_method, source_hash, flags, notes, flagged, speedup_lower, kind, backend, baseline, device_id, device_label, transport, \
             provenance) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)",
        )
        .bind(s.id)
        .bind(r.ord as i64)
        .bind(&r.sample_id)
        .bind(&r.task_id)
        .bind(i64::from(r.level))
        .bind(&r.domain)
        .bind(&r.model)
        .bind(&r.verdict)
        .bind(i64::from(r.correct))
        .bind(r.candidate_ms)
        .bind(r.baseline_ms)
        .bind(r.speedup)
        .bind(r.timer_method.as_deref())
        .bind(&r.source_hash)
        .bind(flag_list(r))
        .bind(serde_json::to_string(&r.notes).unwrap_or_default())
        .bind(i64::from(!r.flags.is_empty()))
        .bind(r.speedup_lower)
        .bind(r.kind.name())
        .bind(&r.backend)
        .bind(r.baseline_name())
        .bind(&r.device_id)
        .bind(&r.device_label)
        .bind(r.transport.name())
        .bind(r.provenance.name())
        // Nullable floats: never a cached statement (see "Nullable floats" in `db`).
        .persistent(false)
        .execute(&mut *tx)
        .await?;
    }
    crate::db::leader_cells::record(&mut tx, s).await?;
    tx.commit().await
}

fn flag_list(r: &ResultRow) -> String {
    r.flags.iter().map(|f| f.name()).collect::<Vec<_>>().join(",")
}

/// `(id, content_hash)` of the submission with this idempotency key.
///
/// # Errors
/// A database error.
pub async fn by_key(pool: &AnyPool, key: &str) -> Result<Option<(String, String)>, sqlx::Error> {
    let row = sqlx::query("SELECT id, content_hash FROM submissions WHERE idempotency_key = $1").bind(key).fetch_optional(pool).await?;
    row.map(|r| Ok((r.try_get("id")?, r.try_get("content_hash")?))).transpose()
}

/// The id of the submission with this content hash.
///
/// # Errors
/// A database error.
pub async fn by_content(pool: &AnyPool, hash: &str) -> Result<Option<String>, sqlx::Error> {
    let row = sqlx::query("SELECT id FROM submissions WHERE content_hash = $1").bind(hash).fetch_optional(pool).await?;
    row.map(|r| r.try_get("id")).transpose()
}

/// The submission `id` as the API's document (status, device, metrics, rows), or None.
///
/// # Errors
/// A database error, or a stored column that no longer parses (a decode error naming it).
pub async fn get(pool: &AnyPool, id: &str) -> Result<Option<SubmissionDoc>, sqlx::Error> {
    let Some(s) = sqlx::query("SELECT * FROM submissions WHERE id = $1").bind(id).fetch_optional(pool).await? else {
        return Ok(None);
    };
    let rows = sqlx::query(
        "SELECT ord, sample_id, task_id, level, domain, model, verdict, correct, candidate_ms, baseline_ms, speedup, speedup_lower, \
         timer_method, source_hash, flags, notes, kind, backend, baseline, device_id, transport, provenance FROM results WHERE submission_id = $1 ORDER BY ord",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    let results = rows.iter().map(stored_result).collect::<Result<Vec<_>, sqlx::Error>>()?;
    let text = |c: &str| s.try_get::<String, _>(c);
    let opt = |c: &str| s.try_get::<Option<String>, _>(c);
    let count = |c: &str| s.try_get::<i64, _>(c).map(|n| u64::try_from(n).unwrap_or(0));
    let status = text("status")?;
    Ok(Some(SubmissionDoc {
        id: text("id")?,
        status: Status::from_name(&status)
            .ok_or_else(|| sqlx::Error::Decode(format!("submissions.status: unknown status `{status}`").into()))?,
        reason: text("reason")?,
        flags: split_flags(&text("flags")?),
        created_at: crate::db::rfc3339(s.try_get("created_at_ms")?),
        suite_version: text("suite_version")?,
        suite_hash: text("suite_hash")?,
        tool_version: text("tool_version")?,
        app_version: text("app_version")?,
        app_commit: opt("app_commit")?,
        generation_set: text("generation_set")?,
        sampling: opt("sampling")?.map(|v| json_column(&v, "submissions.sampling")).transpose()?,
        browser_engine: text("browser_engine")?,
        profile: text("profile")?,
        device: StoredDevice {
            id: text("device_id")?,
            key: text("device_key")?,
            label: text("device_label")?,
            confirmed_model: opt("confirmed_model")?,
            info: Some(json_column(&text("device")?, "submissions.device")?),
        },
        metrics: json_column(&text("metrics")?, "submissions.metrics")?,
        samples: count("samples")?,
        flagged_samples: count("flagged_samples")?,
        results,
        replayed: false,
        duplicate: false,
    }))
}

/// A `results` row (columns `sample_id` … `notes`) as the API shows it.
///
/// # Errors
/// A missing column or one that does not decode.
pub fn stored_result(r: &AnyRow) -> Result<StoredResult, sqlx::Error> {
    Ok(StoredResult {
        sample_id: r.try_get("sample_id")?,
        task_id: r.try_get("task_id")?,
        level: u8::try_from(r.try_get::<i64, _>("level")?).unwrap_or(0),
        domain: r.try_get("domain")?,
        model: r.try_get("model")?,
        verdict: r.try_get("verdict")?,
        correct: r.try_get::<i64, _>("correct")? != 0,
        candidate_ms: r.try_get("candidate_ms")?,
        baseline_ms: r.try_get("baseline_ms")?,
        speedup: r.try_get("speedup")?,
        speedup_lower: r.try_get("speedup_lower")?,
        timer_method: r.try_get("timer_method")?,
        source_hash: r.try_get("source_hash")?,
        flags: split_flags(&r.try_get::<String, _>("flags")?),
        notes: json_column(&r.try_get::<String, _>("notes")?, "results.notes")?,
        kind: r
            .try_get::<String, _>("kind")?
            .parse::<ekb_wire::kind::Kind>()
            .map_err(|e| sqlx::Error::Decode(format!("results.kind: {e}").into()))?,
        backend: r.try_get("backend")?,
        transport: parse_transport(&r.try_get::<String, _>("transport")?)?,
        provenance: if r.try_get::<String, _>("provenance")? == "vouched" { Provenance::Vouched } else { Provenance::Claimed },
        device_reported: r.try_get::<Option<String>, _>("timer_method")?.as_deref() == Some("remote"),
        baseline: parse_baseline(&r.try_get::<String, _>("baseline")?)?,
        device_id: r.try_get("device_id")?,
    })
}

/// A stored transport name (`local`, `relay`, `paired`); a decode error naming the column for
/// any other text.
///
/// # Errors
/// An unknown name.
pub fn parse_transport(name: &str) -> Result<Transport, sqlx::Error> {
    serde_json::from_value(serde_json::Value::String(name.to_string()))
        .map_err(|_| sqlx::Error::Decode(format!("results.transport: unknown transport `{name}`").into()))
}

/// A stored baseline name (`reference`, `tvm`, `none`: [`Baseline::name`]); a decode error naming
/// the column for any other text.
fn parse_baseline(name: &str) -> Result<Baseline, sqlx::Error> {
    [Baseline::Reference, Baseline::Tvm, Baseline::None]
        .into_iter()
        .find(|b| b.name() == name)
        .ok_or_else(|| sqlx::Error::Decode(format!("results.baseline: unknown baseline `{name}`").into()))
}

/// A JSON column parsed into its type; a decode error naming the column when it does not parse.
fn json_column<T: serde::de::DeserializeOwned>(text: &str, column: &str) -> Result<T, sqlx::Error> {
    serde_json::from_str(text).map_err(|e| sqlx::Error::Decode(format!("{column}: {e}").into()))
}

/// Comma-separated flags as a list (empty string → empty list).
pub fn split_flags(s: &str) -> Vec<String> {
    s.split(',').filter(|f| !f.is_empty()).map(str::to_string).collect()
}
