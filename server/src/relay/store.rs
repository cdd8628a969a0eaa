//! The relay's job queue in the database (`relay_jobs`, migration 0008), the same portable SQL on
//! SQLite and PostgreSQL except the claim.
//!
//! # Claims and leases
//! * [`claim_where`] takes the oldest queued job (`created_at_ms`, then `id`) whose device the
//!   runner's tracker lists and makes it `running` under `owner` with a lease until `now + lease`:
//!   the oldest queued ids are read, then the first whose key is ready is claimed in one statement,
//!   `UPDATE … WHERE id = (SELECT id … WHERE id = $id AND state = 'queued' [FOR UPDATE SKIP LOCKED])
//!   AND state = 'queued' RETURNING …`. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several
//!   `ekb serve` processes claim at once, each a different row (a row locked by another claimer is
//!   skipped, not waited for, and the next candidate is tried); on SQLite the statement runs under
//!   the process's write lock ([`crate::db::Db::write_guard`]) and SQLite's own single writer, and
//!   `AND state = 'queued'` makes a second claim of one row match nothing. Jobs for keys no device
//!   has registered stay queued without a runner slot; [`fail_absent`] ends them after a wait.
//! * The owner extends the lease ([`heartbeat`], which also stores the progress) and ends the job
//!   ([`finish`]); both match `owner` and `attempts`, so an owner whose lease ran out and whose job
//!   was taken again writes nothing.
//! * [`reap`] ends every lease that ran out (its owner stopped: a restart, a crash, a lost database
//!   connection): the job is queued again while it has attempts left, else it is failed with a
//!   reason. Queued jobs need nothing: whichever server claims next runs them. So no job is lost
//!   silently: each is queued, running under a live lease, or ended with a report or a reason.

use ekb_wire::kind::Kind;
use sqlx::{Any, Row};

use crate::db::{Db, Dialect};

/// A job as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct JobRow {
    /// Id (32 lowercase hex digits).
    pub id: String,
    /// Task id.
    pub task: String,
    /// Candidate kind (`c`, …).
    pub kind: String,
    /// Device API.
    pub backend: String,
    /// Tracker key or match key.
    pub device: String,
    /// `queued`, `running`, `done` or `failed`.
    pub state: String,
    /// Progress step of a running job.
    pub step: Option<String>,
    /// Progress fraction of a running job, 0–1.
    pub fraction: Option<f64>,
    /// The report of a done job (SampleReport JSON).
    pub report: Option<String>,
    /// Why a failed job failed.
    pub reason: Option<String>,
    /// Claims so far.
    pub attempts: i64,
    /// Created, ms since the epoch.
    pub created_at_ms: i64,
    /// Last change, ms since the epoch.
    pub updated_at_ms: i64,
}

/// A job to insert.
#[derive(Clone, Debug)]
pub struct NewRow<'a> {
    /// Id.
    pub id: &'a str,
    /// Submitter (IP, or `unknown`).
    pub client: &'a str,
    /// Task id.
    pub task: &'a str,
    /// Kind.
    pub kind: Kind,
    /// Device API.
    pub backend: &'a str,
    /// Tracker key.
    pub device: &'a str,
    /// Candidate text.
    pub source: &'a str,
}

/// A job claimed by a runner: what the executor needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimedJob {
    /// Id.
    pub id: String,
    /// Task id.
    pub task: String,
    /// Kind.
    pub kind: Kind,
    /// Device API.
    pub backend: String,
    /// Tracker key or match key.
    pub device: String,
    /// Candidate text.
    pub source: String,
    /// This claim's number, from 1.
    pub attempt: i64,
}

/// Why a job was not inserted.
#[derive(Debug, thiserror::Error)]
pub enum InsertError {
    /// The client has this many jobs queued or running already.
    #[error("this client has {0} relay jobs queued or running")]
    ClientFull(i64),
    /// The queue holds this many jobs of the job's class.
    #[error("the relay queue holds {0} jobs")]
    QueueFull(i64),
    /// The job's device (a paired tab) has this many jobs queued or running already.
    #[error("this paired tab has {0} relay jobs queued or running")]
    DeviceFull(i64),
    /// The database failed.
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Bounds of [`insert`].
#[derive(Clone, Copy, Debug)]
pub struct InsertBounds {
    /// Jobs queued or running per client.
    pub per_client: i64,
    /// Jobs queued in all, of the job's class (tracker devices, or paired tabs: a job whose
    /// device is a pairing code).
    pub total: i64,
    /// Jobs queued or running for the job's device (a paired tab's code); `None`: no such bound.
    pub per_device: Option<i64>,
}

/// Inserts a queued job unless a bound is met. The counts and the insert are one transaction,
/// serialised on PostgreSQL by a transaction-level advisory lock (several servers), on SQLite by
/// the write lock.
///
/// # Errors
/// [`InsertError`].
pub async fn insert(db: &Db, job: &NewRow<'_>, bounds: InsertBounds, now_ms: i64) -> Result<(), InsertError> {
    let _w = db.write_guard().await;
    let mut tx = db.pool().begin().await?;
    if db.dialect() == Dialect::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(727211)").execute(&mut *tx).await?;
    }
    let mine: i64 = sqlx::query("SELECT COUNT(*) AS n FROM relay_jobs WHERE client = $1 AND state IN ('queued', 'running')")
        .bind(job.client)
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
    if mine >= bounds.per_client {
        return Err(InsertError::ClientFull(mine));
    }
    if let Some(per_device) = bounds.per_device {
        let theirs: i64 = sqlx::query("SELECT COUNT(*) AS n FROM relay_jobs WHERE device = $1 AND state IN ('queued', 'running')")
            .bind(job.device)
            .fetch_one(&mut *tx)
            .await?
            .try_get("n")?;
        if theirs >= per_device {
            return Err(InsertError::DeviceFull(theirs));
        }
    }
    // The two classes are counted apart (`relay_jobs_device` is indexed: migrations).
    let class = if ekb_wire::paired::is_code(job.device) { "LIKE" } else { "NOT LIKE" };
    let queued: i64 = sqlx::query(&format!("SELECT COUNT(*) AS n FROM relay_jobs WHERE state = 'queued' AND device {class} 'pair-%'"))
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
    if queued >= bounds.total {
        return Err(InsertError::QueueFull(queued));
    }
    sqlx::query::<Any>(
        "INSERT INTO relay_jobs (id, client, task, kind, backend, device, source, state, attempts, created_at_ms, updated_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', 0, $8, $8)",
    )
    .bind(job.id)
    .bind(job.client)
    .bind(job.task)
    .bind(job.kind.name())
    .bind(job.backend)
    .bind(job.device)
    .bind(job.source)
    .bind(now_ms)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

const COLUMNS: &str = "id, task, kind, backend, device, state, step, fraction, report, reason, attempts, created_at_ms, updated_at_ms";

fn row(r: &sqlx::any::AnyRow) -> Result<JobRow, sqlx::Error> {
    Ok(JobRow {
        id: r.try_get("id")?,
        task: r.try_get("task")?,
        kind: r.try_get("kind")?,
        backend: r.try_get("backend")?,
        device: r.try_get("device")?,
        state: r.try_get("state")?,
        step: r.try_get("step")?,
        fraction: r.try_get("fraction")?,
        report: r.try_get("report")?,
        reason: r.try_get("reason")?,
        attempts: r.try_get("attempts")?,
        created_at_ms: r.try_get("created_at_ms")?,
        updated_at_ms: r.try_get("updated_at_ms")?,
    })
}

/// The job with `id`.
///
/// # Errors
/// A database error.
pub async fn get(db: &Db, id: &str) -> Result<Option<JobRow>, sqlx::Error> {
    let r = sqlx::query(&format!("SELECT {COLUMNS} FROM relay_jobs WHERE id = $1")).bind(id).fetch_optional(db.pool()).await?;
    r.as_ref().map(row).transpose()
}

/// Queued jobs ahead of a queued job created at `created_at_ms` with `id`.
///
/// # Errors
/// A database error.
pub async fn position(db: &Db, created_at_ms: i64, id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query("SELECT COUNT(*) AS n FROM relay_jobs WHERE state = 'queued' AND (created_at_ms < $1 OR (created_at_ms = $1 AND id < $2))")
        .bind(created_at_ms)
        .bind(id)
        .fetch_one(db.pool())
        .await?
        .try_get("n")
}

/// Claims the oldest queued job for `owner` with a lease of `lease_ms` (module docs).
///
/// # Errors
/// A database error.
pub async fn claim(db: &Db, owner: &str, now_ms: i64, lease_ms: i64) -> Result<Option<ClaimedJob>, sqlx::Error> {
    claim_where(db, owner, now_ms, lease_ms, |_| true).await
}

/// Queued jobs looked at per claim for one whose device is [`claim_where`]'s choice (the queue
/// holds at most `--relay-max-queued` jobs, 64 by default).
pub const CLAIM_WINDOW: i64 = 256;

/// Claims the oldest queued job whose device key `ready` accepts (among the oldest
/// [`CLAIM_WINDOW`]), for `owner` with a lease of `lease_ms`. Jobs for other keys stay queued and
/// take no runner slot (the runner passes the keys its tracker lists: a flood of jobs for keys no
/// device has cannot hold the slots an honest job needs).
///
/// # Errors
/// A database error.
pub async fn claim_where(
    db: &Db,
    owner: &str,
    now_ms: i64,
    lease_ms: i64,
    ready: impl Fn(&str) -> bool,
) -> Result<Option<ClaimedJob>, sqlx::Error> {
    let lock = match db.dialect() {
        Dialect::Postgres => " FOR UPDATE SKIP LOCKED",
        Dialect::Sqlite => "",
    };
    let _w = db.write_guard().await;
    let candidates = sqlx::query("SELECT id, device FROM relay_jobs WHERE state = 'queued' ORDER BY created_at_ms, id LIMIT $1")
        .bind(CLAIM_WINDOW)
        .fetch_all(db.pool())
        .await?;
    for c in &candidates {
        let (id, device): (String, String) = (c.try_get("id")?, c.try_get("device")?);
        if !ready(&device) {
            continue;
        }
        let sql = format!(
            "UPDATE relay_jobs SET state = 'running', owner = $1, lease_until_ms = $2, attempts = attempts + 1, \
             step = 'claimed', fraction = NULL, updated_at_ms = $3 \
             WHERE id = (SELECT id FROM relay_jobs WHERE id = $4 AND state = 'queued'{lock}) AND state = 'queued' \
             RETURNING id, task, kind, backend, device, source, attempts"
        );
        let r = sqlx::query(&sql).bind(owner).bind(now_ms + lease_ms).bind(now_ms).bind(&id).fetch_optional(db.pool()).await?;
        if let Some(r) = r {
            return claimed(&r).map(Some);
        }
    }
    Ok(None)
}

/// Fails every job queued before `older_than_ms` whose device `absent` says may wait no longer (a
/// key still not registered, a tab gone; the runner also ends a paired tab's jobs queued past the
/// job timeout this way), with `reason(device)`; returns how many.
///
/// # Errors
/// A database error.
pub async fn fail_absent(
    db: &Db,
    now_ms: i64,
    older_than_ms: i64,
    absent: impl Fn(&str) -> bool,
    reason: impl Fn(&str) -> String,
) -> Result<u64, sqlx::Error> {
    let _w = db.write_guard().await;
    let rows =
        sqlx::query("SELECT id, device FROM relay_jobs WHERE state = 'queued' AND created_at_ms < $1 ORDER BY created_at_ms, id LIMIT $2")
            .bind(older_than_ms)
            .bind(CLAIM_WINDOW)
            .fetch_all(db.pool())
            .await?;
    let mut failed = 0;
    for r in &rows {
        let (id, device): (String, String) = (r.try_get("id")?, r.try_get("device")?);
        if !absent(&device) {
            continue;
        }
        failed += sqlx::query::<Any>(
            "UPDATE relay_jobs SET state = 'failed', reason = $1, updated_at_ms = $2 WHERE id = $3 AND state = 'queued'",
        )
        .bind(reason(&device))
        .bind(now_ms)
        .bind(&id)
        .execute(db.pool())
        .await?
        .rows_affected();
    }
    Ok(failed)
}

fn claimed(r: &sqlx::any::AnyRow) -> Result<ClaimedJob, sqlx::Error> {
    let kind: String = r.try_get("kind")?;
    Ok(ClaimedJob {
        id: r.try_get("id")?,
        task: r.try_get("task")?,
        kind: serde_json::from_value(serde_json::Value::String(kind)).unwrap_or_default(),
        backend: r.try_get("backend")?,
        device: r.try_get("device")?,
        source: r.try_get("source")?,
        attempt: r.try_get("attempts")?,
    })
}

/// Extends the lease of `job` (claimed by `owner`) to `now + lease_ms` and stores its progress;
/// `false` when the job is no longer this owner's claim (its lease ran out and it was requeued,
/// taken again or failed).
///
/// # Errors
/// A database error.
pub async fn heartbeat(
    db: &Db,
    job: &ClaimedJob,
    owner: &str,
    now_ms: i64,
    lease_ms: i64,
    step: &str,
    fraction: Option<f64>,
) -> Result<bool, sqlx::Error> {
    let _w = db.write_guard().await;
    // `persistent(false)`: a nullable f64 (db module docs, "Nullable floats").
    let done = sqlx::query::<Any>(
        "UPDATE relay_jobs SET lease_until_ms = $1, step = $2, fraction = $3, updated_at_ms = $4 \
         WHERE id = $5 AND owner = $6 AND attempts = $7 AND state = 'running'",
    )
    .bind(now_ms + lease_ms)
    .bind(step)
    .bind(fraction)
    .bind(now_ms)
    .bind(&job.id)
    .bind(owner)
    .bind(job.attempt)
    .persistent(false)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// How a job ended.
#[derive(Clone, Debug)]
pub enum End<'a> {
    /// Evaluated: the report's JSON.
    Done(&'a str),
    /// Not evaluated: why.
    Failed(&'a str),
}

/// Ends `job` for `owner`; `false` when it is no longer this owner's claim (nothing written).
///
/// # Errors
/// A database error.
pub async fn finish(db: &Db, job: &ClaimedJob, owner: &str, end: End<'_>, now_ms: i64) -> Result<bool, sqlx::Error> {
    let (state, report, reason) = match end {
        End::Done(r) => ("done", Some(r), None),
        End::Failed(why) => ("failed", None, Some(why)),
    };
    // The reference a submission gives to vouch for this report (`crate::provenance`): the hash of
    // the report parsed and serialised again, as the job's answer gives it to the client and as a
    // submission's copy is hashed (`crate::check::report_hash`).
    let report_hash =
        report.and_then(|r| serde_json::from_str::<ekb_wire::report::SampleReport>(r).ok()).map(|r| crate::check::report_hash(&r));
    let _w = db.write_guard().await;
    let done = sqlx::query::<Any>(
        "UPDATE relay_jobs SET state = $1, report = $2, reason = $3, step = NULL, fraction = NULL, owner = NULL, \
         lease_until_ms = NULL, updated_at_ms = $4, report_hash = $8 WHERE id = $5 AND owner = $6 AND attempts = $7 AND state = 'running'",
    )
    .bind(state)
    .bind(report)
    .bind(reason)
    .bind(now_ms)
    .bind(&job.id)
    .bind(owner)
    .bind(job.attempt)
    .bind(report_hash)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// What [`reap`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reaped {
    /// Jobs queued again.
    pub requeued: u64,
    /// Jobs failed (no attempts left).
    pub failed: u64,
}

/// Ends every lease that ran out before `now_ms`: the job is queued again when it was claimed
/// fewer than `max_attempts` times, else failed with a reason naming the attempts.
///
/// # Errors
/// A database error.
pub async fn reap(db: &Db, now_ms: i64, max_attempts: i64) -> Result<Reaped, sqlx::Error> {
    let _w = db.write_guard().await;
    let reason = format!(
        "the relay process running this job stopped (restart, crash or lost database) on each of its {max_attempts} attempts; \
         it is not tried again"
    );
    let failed = sqlx::query::<Any>(
        "UPDATE relay_jobs SET state = 'failed', reason = $1, step = NULL, fraction = NULL, owner = NULL, lease_until_ms = NULL, \
         updated_at_ms = $2 WHERE state = 'running' AND lease_until_ms < $2 AND attempts >= $3",
    )
    .bind(&reason)
    .bind(now_ms)
    .bind(max_attempts)
    .execute(db.pool())
    .await?
    .rows_affected();
    let requeued = sqlx::query::<Any>(
        "UPDATE relay_jobs SET state = 'queued', step = NULL, fraction = NULL, owner = NULL, lease_until_ms = NULL, \
         updated_at_ms = $1 WHERE state = 'running' AND lease_until_ms < $1",
    )
    .bind(now_ms)
    .execute(db.pool())
    .await?
    .rows_affected();
    Ok(Reaped { requeued, failed })
}
