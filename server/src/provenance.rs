//! Who vouches for a result, and how much one source may count (docs/SERVER.md, "Provenance").
//!
//! Applied inside the transaction that stores a submission ([`crate::db::submissions::insert`]),
//! after [`crate::check`] and before the rows and the leaderboard aggregates are written:
//!
//! * **Vouched or claimed.** A report that says its devices were reached through the relay is
//!   believed only sample by sample, by reference: a sample whose report is byte for byte (as JSON,
//!   [`crate::check::report_hash`]) the stored report of a done relay job of this server, for the
//!   same task, kind and source, not yet vouched for another submission, is **vouched** — its
//!   transport is `relay`, its device and numbers the relay's (the relay host checked the device's
//!   outputs itself). A job of a **paired tab** binds the same way, but the tab ran the whole check
//!   and wrote its own verdict and times: such a sample is stored with transport `paired` (the
//!   server's word: it sent that job to a tab it paired) and stays **claimed** (the numbers are the
//!   tab's word, as any browser's). Any other sample is **claimed**: its
//!   transport is stored `local` (what the server can see: the client itself ran it and typed the
//!   report) and, when the report claimed a relay, it is flagged `unvouched_transport` with a note
//!   naming the claim. So a plain client's `"transport": "relay"` is never listed as a relay
//!   result.
//! * **Per-source quota.** A source is the submitter's address ([`crate::peer::source_id`]: IPv4,
//!   or the IPv6 /64, hashed). In each leaderboard cell — (suite, device, model, task, backend,
//!   kind) — the rows of at most **one submission per source** count, and at most
//!   [`crate::Limits::rows_per_source_cell`] of them; further rows are stored flagged
//!   `source_quota` (shown with `include_flagged=true`, never in the default aggregates). So a burst
//!   of submissions from one source adds at most `k ≤ rows_per_source_cell` values to a cell, and
//!   the cell's median, with its other sources' values sorted `h[0] ≤ … ≤ h[n−1]` (0-based), stays
//!   within `[h[⌊(n+k−1)/2⌋ − k], h[⌈(n+k−1)/2⌉]]` whatever those `k` values are (for `k < n`; a cell
//!   with no other source is that source's). Requests without a peer address (in-process callers)
//!   have no source and no quota.

use std::collections::{HashMap, HashSet};

use ekb_wire::api::Provenance;
use ekb_wire::report::Transport;
use sqlx::{Any, AnyConnection, Row};

use crate::check::{Checked, RowFlag};
use crate::db::Dialect;

/// What the server knows about who sent a submission.
#[derive(Clone, Debug, Default)]
pub struct Trust {
    /// The submitter's source ([`crate::peer::source_id`]); `None` without a peer address.
    pub source: Option<String>,
    /// The transport the report claims (`relay`, `paired`: to be vouched sample by sample).
    pub claimed: Transport,
    /// Rows of one cell one submission may count ([`crate::Limits::rows_per_source_cell`]).
    pub rows_per_source_cell: usize,
}

/// A leaderboard cell as the quota counts it: (device, model, task, backend, kind) of one suite.
type Cell = (String, String, String, String, String);

/// The rows of `checked` as the server vouches for them and counts them: transports and
/// provenance set, `unvouched_transport` and `source_quota` flags added with their notes. The relay
/// jobs whose reports are vouched for are marked as used by `submission_id`.
///
/// # Errors
/// A database error (the caller's transaction rolls back).
pub async fn apply(
    conn: &mut AnyConnection,
    dialect: Dialect,
    checked: &Checked,
    suite_hash: &str,
    submission_id: &str,
    trust: &Trust,
) -> Result<Checked, sqlx::Error> {
    let mut out = checked.clone();
    if trust.claimed != Transport::Local {
        vouch(conn, &mut out, submission_id, trust.claimed).await?;
    }
    if let Some(source) = &trust.source {
        quota(conn, dialect, &mut out, suite_hash, source, trust.rows_per_source_cell).await?;
    }
    Ok(out)
}

/// Vouches for the samples whose reports are relay jobs of this server (module docs); flags the
/// others' claim.
async fn vouch(conn: &mut AnyConnection, checked: &mut Checked, submission_id: &str, claimed: Transport) -> Result<(), sqlx::Error> {
    let mut used: HashSet<String> = HashSet::new();
    for row in &mut checked.rows {
        let found = sqlx::query(
            "SELECT id, task, kind, source, device, submission_id FROM relay_jobs WHERE report_hash = $1 AND state = 'done' ORDER BY updated_at_ms LIMIT 8",
        )
        .bind(&row.report_hash)
        .fetch_all(&mut *conn)
        .await?;
        let mut why = format!(
            "the report says its device was reached by `{}`, but no relay job of this server has this sample's report: \
             the transport is the client's word (stored as `local`)",
            claimed.name()
        );
        let mut vouched = None;
        // Notes are public and never name a job: a job id is its status's capability
        // (`GET /api/relay/jobs/{id}`), whose device may be a paired tab's code.
        for j in &found {
            let (id, task, kind, source): (String, String, String, String) =
                (j.try_get("id")?, j.try_get("task")?, j.try_get("kind")?, j.try_get("source")?);
            let taken: Option<String> = j.try_get("submission_id")?;
            let device: String = j.try_get("device")?;
            if task != row.task_id || kind != row.kind.name() || crate::check::sha256_hex(source.as_bytes()) != row.source_hash {
                why = "a relay job of this server has this report but another task, kind or source: the transport is the client's word"
                    .to_string();
                continue;
            }
            if taken.as_deref().is_some_and(|t| t != submission_id) || used.contains(&id) {
                why = format!(
                    "this report's relay job was already vouched for {}: a job counts once",
                    taken.unwrap_or_else(|| "another sample of this submission".into())
                );
                continue;
            }
            let marked = sqlx::query::<Any>(
                "UPDATE relay_jobs SET submission_id = $1 WHERE id = $2 AND (submission_id IS NULL OR submission_id = $1)",
            )
            .bind(submission_id)
            .bind(&id)
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if marked == 1 {
                // A job for a pairing code ran on a paired browser tab, any other on a tracker device.
                let transport = if ekb_wire::paired::is_code(&device) { Transport::Paired } else { Transport::Relay };
                vouched = Some((id, transport));
                break;
            }
        }
        match vouched {
            Some((id, Transport::Paired)) => {
                // The job binding is the server's; the verdict and times are the tab's own.
                row.notes.push(
                    "its relay job ran on a browser tab paired with this server: its transport is vouched for, \
                     its verdict and times are the tab's word (claimed)"
                        .to_string(),
                );
                used.insert(id);
                row.transport = Transport::Paired;
            }
            Some((id, transport)) => {
                used.insert(id);
                row.transport = transport;
                row.provenance = Provenance::Vouched;
            }
            None => {
                row.flags.insert(RowFlag::UnvouchedTransport);
                row.notes.push(why);
            }
        }
    }
    Ok(())
}

/// Flags the rows over the source's quota (module docs).
async fn quota(
    conn: &mut AnyConnection,
    dialect: Dialect,
    checked: &mut Checked,
    suite_hash: &str,
    source: &str,
    rows_per_cell: usize,
) -> Result<(), sqlx::Error> {
    if dialect == Dialect::Postgres {
        // One source's submissions are counted one at a time across servers sharing the database
        // (on SQLite the process's write lock does it).
        sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(lock_key(source)).execute(&mut *conn).await?;
    }
    let rows = sqlx::query(
        "SELECT DISTINCT r.device_id, r.model, r.task_id, r.backend, r.kind FROM results r JOIN submissions s ON s.id = r.submission_id \
         WHERE s.source = $1 AND s.suite_hash = $2 AND s.status <> 'rejected' AND r.flagged = 0",
    )
    .bind(source)
    .bind(suite_hash)
    .fetch_all(&mut *conn)
    .await?;
    let mut counted: HashSet<Cell> = HashSet::new();
    for r in &rows {
        let device: Option<String> = r.try_get("device_id")?;
        let backend: Option<String> = r.try_get("backend")?;
        counted.insert((
            device.unwrap_or_default(),
            r.try_get("model")?,
            r.try_get("task_id")?,
            backend.unwrap_or_default(),
            r.try_get("kind")?,
        ));
    }
    let mut mine: HashMap<Cell, usize> = HashMap::new();
    for row in checked.rows.iter_mut().filter(|r| r.flags.is_empty()) {
        let cell = (row.device_id.clone(), row.model.clone(), row.task_id.clone(), row.backend.clone(), row.kind.name().to_string());
        if counted.contains(&cell) {
            row.flags.insert(RowFlag::SourceQuota);
            row.notes.push(format!(
                "results from this address already count for task {} of model {} on this device: one submission per source counts \
                 per leaderboard cell",
                row.task_id, row.model
            ));
            continue;
        }
        let n = mine.entry(cell).or_insert(0);
        *n += 1;
        if *n > rows_per_cell {
            row.flags.insert(RowFlag::SourceQuota);
            row.notes.push(format!(
                "more than {rows_per_cell} results of task {} of model {} on one device in one submission",
                row.task_id, row.model
            ));
        }
    }
    Ok(())
}

/// The advisory lock of one source: the first 8 bytes of the SHA-256 of its id.
fn lock_key(source: &str) -> i64 {
    use sha2::Digest;
    let d = sha2::Sha256::digest(format!("ekb-source-lock|{source}").as_bytes());
    i64::from_be_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

#[cfg(test)]
mod tests {
    /// The bound of the module docs, checked by brute force: whatever `k` values one source adds
    /// to a cell whose other sources hold `n`, the median (the evaluator's interpolated one) stays
    /// within `[h[⌊(n+k−1)/2⌋ − k], h[⌈(n+k−1)/2⌉]]`.
    #[test]
    fn the_documented_median_bound_holds() {
        let median = |v: &[f64]| ekb_eval::timing::median(v);
        for n in 1..12usize {
            let honest: Vec<f64> = (0..n).map(|i| 1.0 + i as f64 * 0.1).collect();
            for k in 0..n {
                let lo = honest[(n + k - 1) / 2 - k];
                let hi = honest[(n + k - 1).div_ceil(2)];
                for extreme in [0.001, 1000.0] {
                    let mut all = honest.clone();
                    all.extend(std::iter::repeat_n(extreme, k));
                    let m = median(&all);
                    assert!(m >= lo - 1e-12 && m <= hi + 1e-12, "n {n} k {k} extreme {extreme}: {m} not in [{lo}, {hi}]");
                }
            }
        }
    }
}
