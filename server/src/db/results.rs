//! Result rows across submissions: the joined rows of the open-data export and the lean rows and
//! device labels the leaderboard aggregates. Every query is one fixed SQL text; absent filters
//! bind NULL (`$3 IS NULL OR …`).

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use ekb_wire::api::StoredResult;

use crate::db::submissions::stored_result;

/// A result row joined with its submission, for aggregation and export.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct JoinedRow {
    /// Submission id.
    pub submission_id: String,
    /// Submission status.
    pub status: String,
    /// Receipt time, RFC 3339.
    pub created_at: String,
    /// Id (`dev_…`) of the device that ran the row (its own; its submission's before 0007).
    pub device_id: String,
    /// That device's label.
    pub device_label: String,
    /// Normalised vendor.
    pub vendor: String,
    /// Normalised architecture.
    pub architecture: String,
    /// Normalised adapter name.
    pub device_name: String,
    /// The backend of the device that ran the row (its submission's for rows stored before 0006);
    /// serialised as the flattened [`StoredResult::backend`].
    #[serde(skip)]
    pub backend: String,
    /// Browser engine family.
    pub engine: String,
    /// User-confirmed device model.
    pub confirmed_model: Option<String>,
    /// Generation set.
    pub generation_set: String,
    /// The result row itself, as `GET /api/submissions/{id}` shows it (with its kind, backend and
    /// baseline; its device is [`Self::device_id`]).
    #[serde(flatten)]
    pub result: StoredResult,
}

/// Filters on joined rows (all optional; `None` matches everything).
#[derive(Clone, Debug, Default)]
pub struct RowFilter {
    /// Task level.
    pub level: Option<i64>,
    /// Task domain.
    pub domain: Option<String>,
    /// Device backend (normalised).
    pub backend: Option<String>,
    /// Candidate kind (`wgsl`, `opencl`, `c`).
    pub kind: Option<String>,
    /// How the device was reached (`local`, `relay`, `paired`).
    pub transport: Option<String>,
    /// Only rows the server does not vouch for (`provenance=claimed`): transport other than
    /// `relay` (`local`, or `paired`: a paired tab's report is that tab's word).
    pub claimed: bool,
    /// Include flagged rows (and the submissions whose rows are all flagged).
    pub include_flagged: bool,
    /// Only `listed` submissions (the export), else every non-rejected one.
    pub listed_only: bool,
    /// One device (`dev_…`).
    pub device: Option<String>,
    /// One credited model, exactly as stored.
    pub model: Option<String>,
    /// One suite, by its hash (`submissions.suite_hash`); None: every suite (the export's
    /// default; the leaderboard always names one, [`crate::leaderboard`]).
    pub suite: Option<String>,
    /// Not a filter: which rows count as timed in [`leader_rows`] (`has_baseline`), those timed
    /// against this baseline (default the reference; `tvm`: the leaderboard's `baseline=tvm`).
    pub against: ekb_wire::report::Baseline,
}

/// The `FROM … WHERE …` both row queries share, with the placeholders [`bind_filter`] fills.
const FROM_FILTERED: &str = "FROM results r JOIN submissions s ON s.id = r.submission_id \
     WHERE s.status <> 'rejected' AND ($1 = 1 OR s.status = 'listed') AND ($2 = 1 OR r.flagged = 0) \
     AND ($3 IS NULL OR r.level = $3) AND ($4 IS NULL OR r.domain = $4) AND ($5 IS NULL OR COALESCE(r.backend, s.backend) = $5) \
     AND ($6 IS NULL OR COALESCE(r.device_id, s.device_id) = $6) AND ($7 IS NULL OR r.model = $7) AND ($8 IS NULL OR r.kind = $8) \
     AND ($9 IS NULL OR s.suite_hash = $9) AND ($10 IS NULL OR r.transport = $10) AND ($11 = 0 OR r.transport <> 'relay')";

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Binds `$1 … $11` of [`FROM_FILTERED`].
fn bind_filter<'q>(q: AnyQuery<'q>, f: &'q RowFilter) -> AnyQuery<'q> {
    q.bind(i64::from(!f.listed_only))
        .bind(i64::from(f.include_flagged))
        .bind(f.level)
        .bind(f.domain.as_deref())
        .bind(f.backend.as_deref())
        .bind(f.device.as_deref())
        .bind(f.model.as_deref())
        .bind(f.kind.as_deref())
        .bind(f.suite.as_deref())
        .bind(f.transport.as_deref())
        .bind(i64::from(f.claimed))
}

/// Result rows of non-rejected submissions matching `f`, oldest first. The SQL is one fixed text
/// (no input in it); absent filters bind NULL (`$3 IS NULL OR …`).
///
/// # Errors
/// A database error.
pub async fn joined(pool: &AnyPool, f: &RowFilter) -> Result<Vec<JoinedRow>, sqlx::Error> {
    let rows = bind_filter(sqlx::query(JOINED_SQL.as_str()), f).fetch_all(pool).await?;
    rows.iter().map(joined_row).collect()
}

/// [`joined`] as the database returns the rows, one at a time (the export streams them).
pub fn joined_stream<'a>(
    pool: &'a AnyPool,
    f: &'a RowFilter,
) -> impl futures_util::Stream<Item = Result<JoinedRow, sqlx::Error>> + Send + 'a {
    use futures_util::StreamExt;
    bind_filter(sqlx::query(JOINED_SQL.as_str()), f).fetch(pool).map(|r| r.and_then(|r| joined_row(&r)))
}

/// The statement of [`joined`].
static JOINED_SQL: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        "SELECT r.submission_id, s.status, s.created_at_ms, COALESCE(r.device_id, s.device_id) AS device_id, \
         COALESCE(r.device_label, s.device_label) AS device_label, s.vendor, s.architecture, s.device_name, \
         COALESCE(r.backend, s.backend) AS backend, s.engine, s.confirmed_model, s.generation_set, r.model, r.task_id, r.level, r.domain, r.sample_id, r.verdict, \
         r.correct, r.candidate_ms, r.baseline_ms, r.speedup, r.speedup_lower, r.timer_method, r.source_hash, r.flags, r.notes, \
         r.kind, r.baseline, r.transport, r.provenance {FROM_FILTERED} ORDER BY s.created_at_ms, r.submission_id, r.ord"
    )
});

fn joined_row(r: &AnyRow) -> Result<JoinedRow, sqlx::Error> {
    Ok(JoinedRow {
        submission_id: r.try_get("submission_id")?,
        status: r.try_get("status")?,
        created_at: crate::db::rfc3339(r.try_get("created_at_ms")?),
        device_id: r.try_get("device_id")?,
        device_label: r.try_get("device_label")?,
        vendor: r.try_get("vendor")?,
        architecture: r.try_get("architecture")?,
        device_name: r.try_get("device_name")?,
        backend: r.try_get("backend")?,
        engine: r.try_get("engine")?,
        confirmed_model: r.try_get("confirmed_model")?,
        generation_set: r.try_get("generation_set")?,
        result: StoredResult { device_id: None, ..stored_result(r)? },
    })
}

/// The few columns the leaderboard aggregates.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    /// Submission id.
    pub submission_id: String,
    /// Id of the device that ran the row (its own; its submission's before migration 0007).
    pub device_id: String,
    /// Credited model.
    pub model: String,
    /// Task.
    pub task_id: String,
    /// Counted correct.
    pub correct: bool,
    /// Recomputed speedup.
    pub speedup: Option<f64>,
    /// Recomputed lower confidence bound of the speedup (None before migration 5 and untimed).
    pub speedup_lower: Option<f64>,
    /// The device's backend (the row's own, else its submission's).
    pub backend: String,
    /// The candidate's kind.
    pub kind: String,
    /// How the device was reached (`local`, `relay`, `paired`).
    pub transport: String,
    /// Timed against the filter's baseline ([`RowFilter::against`]; by default `baseline =
    /// 'reference'`: the task had a reference of this kind to time against).
    pub has_baseline: bool,
}

/// Leaderboard rows matching `f` (the same filter as [`joined`], eleven columns instead of 28).
///
/// # Errors
/// A database error.
pub async fn leader_rows<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, f: &RowFilter) -> Result<Vec<LeaderRow>, sqlx::Error> {
    let sql = format!(
        "SELECT r.submission_id, COALESCE(r.device_id, s.device_id) AS device_id, r.model, r.task_id, r.correct, r.speedup, r.speedup_lower, \
         COALESCE(r.backend, s.backend) AS row_backend, r.kind, r.baseline, r.transport {FROM_FILTERED}"
    );
    let rows = bind_filter(sqlx::query(&sql), f).fetch_all(ex).await?;
    rows.iter()
        .map(|r| {
            Ok(LeaderRow {
                submission_id: r.try_get("submission_id")?,
                device_id: r.try_get("device_id")?,
                model: r.try_get("model")?,
                task_id: r.try_get("task_id")?,
                correct: r.try_get::<i64, _>("correct")? != 0,
                speedup: r.try_get("speedup")?,
                speedup_lower: r.try_get("speedup_lower")?,
                backend: r.try_get("row_backend")?,
                kind: r.try_get("kind")?,
                transport: r.try_get("transport")?,
                has_baseline: r.try_get::<String, _>("baseline")? == f.against.name() && f.against != ekb_wire::report::Baseline::None,
            })
        })
        .collect()
}

/// What the leaderboard shows about a device.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DeviceLabel {
    /// Human label.
    pub label: String,
    /// Graphics backend.
    pub backend: String,
    /// Browser engine family.
    pub engine: String,
    /// User-confirmed models seen for it.
    pub confirmed_models: std::collections::BTreeSet<String>,
}

/// Labels of every device that ran a row of a non-rejected submission: its label and backend as
/// the row stored them, its submission's engine, and the submitter's confirmed model where the
/// device is the report's own (it describes that device only). Reads every row: the oracle's.
///
/// # Errors
/// A database error.
pub async fn device_labels<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    ex: E,
) -> Result<std::collections::HashMap<String, DeviceLabel>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT DISTINCT COALESCE(r.device_id, s.device_id) AS device_id, COALESCE(r.device_label, s.device_label) AS device_label, \
         COALESCE(r.backend, s.backend) AS backend, s.engine, \
         CASE WHEN COALESCE(r.device_id, s.device_id) = s.device_id THEN s.confirmed_model END AS confirmed_model \
         FROM results r JOIN submissions s ON s.id = r.submission_id WHERE s.status <> 'rejected'",
    )
    .fetch_all(ex)
    .await?;
    let mut out: std::collections::HashMap<String, DeviceLabel> = std::collections::HashMap::new();
    for r in &rows {
        let d = out.entry(r.try_get("device_id")?).or_default();
        d.label = r.try_get("device_label")?;
        d.backend = r.try_get("backend")?;
        d.engine = r.try_get("engine")?;
        if let Some(m) = r.try_get::<Option<String>, _>("confirmed_model")? {
            d.confirmed_models.insert(m);
        }
    }
    Ok(out)
}
