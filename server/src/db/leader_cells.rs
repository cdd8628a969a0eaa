//! The leaderboard's aggregates (migration `0002_leaderboard_aggregates.sql`), written in the
//! transaction that stores a submission ([`record`]) and rebuilt from `results` when a database
//! migrated from 0001 already holds rows ([`ensure_built`]). [`crate::db::leader_query`] reads them.
//!
//! One [`Accumulator`] serves both paths: it folds submissions into
//! * `leader_cells` — additive counts per cell in four scopes (every dimension kept, model rolled
//!   up, device rolled up, both), plus how many submissions touch each cell;
//! * `leader_timed` — one row per correct timed result with its [`bucket`], for exact medians;
//! * `leader_buckets` — timed rows per (grouping, group, backend, level, domain, flagged, bucket)
//!   (migration `0003_leaderboard_median_buckets.sql`), so a median walks one bucket only;
//! * `leader_subs` — one row per (submission, model, flagged) with its (level, domain) pairs, for
//!   distinct submissions, models and devices;
//! * `leader_overlaps` — the cells of each (submission, task) that spans more than one cell, which
//!   corrects the per-task submission counts;
//! * `leader_devices` — labels and confirmed models;
//! * `leader_device_totals` (migration `0004_leaderboard_device_totals.sql`) — the default
//!   leaderboard's device rows (unflagged, and with flagged rows), recomputed from the device's
//!   cells after each of its submissions ([`record`]) and for every device by the rebuild,
//!
//! and [`Accumulator::flush`] writes them with multi-row statements (cells as upserts, in key
//! order so concurrent PostgreSQL writers lock rows in one order).

use std::collections::{BTreeMap, BTreeSet};

use sqlx::{AnyConnection, Row};

use crate::db::leader_query;
use crate::db::submissions::NewSubmission;
use crate::db::{Backend, Db};

/// `leader_cells.scope`: which of device and model a cell keeps (the other is `''`).
pub fn scope(keep_device: bool, keep_model: bool) -> i64 {
    match (keep_device, keep_model) {
        (true, true) => 0,
        (true, false) => 1,
        (false, true) => 2,
        (false, false) => 3,
    }
}

/// Bits of a speedup's order-preserving key dropped by [`bucket`]: 64 − 50 = 14 kept (sign,
/// 11 exponent bits, 2 mantissa bits), so four buckets per factor of two.
const BUCKET_SHIFT: u32 = 50;

/// The median bucket of a speedup: the top bits of its order-preserving 64-bit key (a
/// non-negative float's bits with the sign bit set, a negative one's bits inverted), with `-0.0`
/// taken as `0.0`. Never smaller for a larger value (`x <= y` ⇒ `bucket(x) <= bucket(y)`), so
/// ordering rows by (bucket, speedup) orders them by speedup and the k-th smallest speedup lies
/// in the bucket where the counts of the buckets before it reach k. Computed here, never in SQL,
/// so both databases store the same buckets.
pub fn bucket(speedup: f64) -> i64 {
    let x = if speedup == 0.0 { 0.0 } else { speedup };
    let bits = x.to_bits();
    let key = if bits >> 63 == 1 { !bits } else { bits | (1 << 63) };
    (key >> BUCKET_SHIFT) as i64
}

/// `leader_buckets.by_col`: the grouping a bucket count belongs to.
pub mod by_col {
    /// Grouped by device (`grp` = device id).
    pub const DEVICE: i64 = 0;
    /// Grouped by model.
    pub const MODEL: i64 = 1;
    /// Grouped by task (level and domain kept).
    pub const TASK: i64 = 2;
}

/// A `leader_buckets` key.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct BucketKey {
    by_col: i64,
    grp: String,
    backend: String,
    level: i64,
    domain: String,
    flagged: i64,
    bucket: i64,
}

/// The submission-level facts every row of it shares.
#[derive(Clone, Debug)]
pub struct SubmissionFacts<'a> {
    /// `sub_…`.
    pub id: &'a str,
    /// `dev_…`.
    pub device_id: &'a str,
    /// Normalised backend.
    pub backend: &'a str,
    /// Device label.
    pub label: &'a str,
    /// Browser engine family.
    pub engine: &'a str,
    /// User-confirmed device model.
    pub confirmed_model: Option<&'a str>,
}

/// One stored result row, as the aggregates need it.
#[derive(Clone, Debug)]
pub struct Fact<'a> {
    /// Credited model.
    pub model: &'a str,
    /// Task id.
    pub task_id: &'a str,
    /// Level as stored.
    pub level: i64,
    /// Domain as stored.
    pub domain: &'a str,
    /// Any flag on the row.
    pub flagged: bool,
    /// Counted correct.
    pub correct: bool,
    /// Recomputed speedup (a NaN counts as none: SQLite stores it as NULL).
    pub speedup: Option<f64>,
    /// Recomputed lower confidence bound of the speedup (confident Fast@1.0 when `> 1`).
    pub speedup_lower: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct CellKey {
    scope: i64,
    device_id: String,
    model: String,
    backend: String,
    task_id: String,
    level: i64,
    domain: String,
    flagged: i64,
}

#[derive(Clone, Copy, Debug, Default)]
struct CellSums {
    samples: i64,
    correct: i64,
    fast: i64,
    fast_confident: i64,
    timed: i64,
    logs: i64,
    log_sum: f64,
    submissions: i64,
}

impl CellSums {
    fn add(&mut self, f: &Fact<'_>) {
        let speedup = f.speedup.filter(|x| !x.is_nan());
        self.samples += 1;
        if f.correct {
            self.correct += 1;
            if let Some(x) = speedup {
                self.timed += 1;
                self.fast += i64::from(x > 1.0);
                self.fast_confident += i64::from(f.speedup_lower.is_some_and(|l| l > 1.0));
                if x > 0.0 {
                    self.logs += 1;
                    self.log_sum += x.ln();
                }
            }
        }
    }

    fn merge(&mut self, o: &Self) {
        self.samples += o.samples;
        self.correct += o.correct;
        self.fast += o.fast;
        self.fast_confident += o.fast_confident;
        self.timed += o.timed;
        self.logs += o.logs;
        self.log_sum += o.log_sum;
        self.submissions += o.submissions;
    }
}

/// `|level:domain|…|` of a set of pairs, the domain escaped so `|` and `:` only separate.
pub fn pairs_text<'a>(pairs: impl IntoIterator<Item = (i64, &'a str)>) -> String {
    let mut s = String::from("|");
    for (level, domain) in pairs {
        s.push_str(&format!("{level}:{}|", escape_domain(domain)));
    }
    s
}

/// A domain as written in `leader_subs.pairs`: `\` → `\\`, `|` → `\p`, `:` → `\c`.
pub fn escape_domain(d: &str) -> String {
    d.replace('\\', "\\\\").replace('|', "\\p").replace(':', "\\c")
}

/// A `leader_timed` row.
#[derive(Clone, Debug)]
struct TimedRow {
    device_id: String,
    model: String,
    backend: String,
    task_id: String,
    level: i64,
    domain: String,
    flagged: i64,
    speedup: f64,
    bucket: i64,
}

/// A `leader_subs` row.
#[derive(Clone, Debug)]
struct SubRow {
    submission_id: String,
    model: String,
    flagged: i64,
    device_id: String,
    backend: String,
    pairs: String,
}

/// A `leader_overlaps` row.
#[derive(Clone, Debug)]
struct OverlapRow {
    submission_id: String,
    task_id: String,
    device_id: String,
    model: String,
    backend: String,
    level: i64,
    domain: String,
    flagged: i64,
}

/// A `leader_devices` row (`confirmed_model` '' for none).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct DeviceRow {
    device_id: String,
    confirmed_model: String,
    label: String,
    backend: String,
    engine: String,
}

/// Aggregates of some submissions, not yet written.
#[derive(Debug, Default)]
pub struct Accumulator {
    cells: BTreeMap<CellKey, CellSums>,
    timed: Vec<TimedRow>,
    buckets: BTreeMap<BucketKey, i64>,
    subs: Vec<SubRow>,
    overlaps: Vec<OverlapRow>,
    devices: BTreeSet<DeviceRow>,
}

impl Accumulator {
    /// Folds in one submission (call once per submission: its cells count it once each).
    pub fn add(&mut self, s: &SubmissionFacts<'_>, facts: &[Fact<'_>]) {
        let mut mine: BTreeMap<CellKey, CellSums> = BTreeMap::new();
        let mut per_task: BTreeMap<&str, BTreeSet<(&str, i64, &str, i64)>> = BTreeMap::new();
        let mut pairs: BTreeMap<(&str, i64), BTreeSet<(i64, &str)>> = BTreeMap::new();
        for f in facts {
            let flagged = i64::from(f.flagged);
            for (keep_device, keep_model) in [(true, true), (true, false), (false, true), (false, false)] {
                let key = CellKey {
                    scope: scope(keep_device, keep_model),
                    device_id: if keep_device { s.device_id.to_string() } else { String::new() },
                    model: if keep_model { f.model.to_string() } else { String::new() },
                    backend: s.backend.to_string(),
                    task_id: f.task_id.to_string(),
                    level: f.level,
                    domain: f.domain.to_string(),
                    flagged,
                };
                mine.entry(key).or_default().add(f);
            }
            if let Some(x) = f.speedup.filter(|x| f.correct && !x.is_nan()) {
                let b = bucket(x);
                for (by, grp, level, domain) in
                    [(by_col::DEVICE, s.device_id, 0, ""), (by_col::MODEL, f.model, 0, ""), (by_col::TASK, f.task_id, f.level, f.domain)]
                {
                    let key = BucketKey {
                        by_col: by,
                        grp: grp.to_string(),
                        backend: s.backend.to_string(),
                        level,
                        domain: domain.to_string(),
                        flagged,
                        bucket: b,
                    };
                    *self.buckets.entry(key).or_default() += 1;
                }
                self.timed.push(TimedRow {
                    device_id: s.device_id.to_string(),
                    model: f.model.to_string(),
                    backend: s.backend.to_string(),
                    task_id: f.task_id.to_string(),
                    level: f.level,
                    domain: f.domain.to_string(),
                    flagged,
                    speedup: x,
                    bucket: b,
                });
            }
            per_task.entry(f.task_id).or_default().insert((f.model, f.level, f.domain, flagged));
            pairs.entry((f.model, flagged)).or_default().insert((f.level, f.domain));
        }
        for (key, sums) in mine {
            let cell = self.cells.entry(key).or_default();
            cell.merge(&CellSums { submissions: 1, ..sums });
        }
        for (task, cells) in per_task.into_iter().filter(|(_, c)| c.len() > 1) {
            for (model, level, domain, flagged) in cells {
                self.overlaps.push(OverlapRow {
                    submission_id: s.id.to_string(),
                    task_id: task.to_string(),
                    device_id: s.device_id.to_string(),
                    model: model.to_string(),
                    backend: s.backend.to_string(),
                    level,
                    domain: domain.to_string(),
                    flagged,
                });
            }
        }
        for ((model, flagged), p) in pairs {
            self.subs.push(SubRow {
                submission_id: s.id.to_string(),
                model: model.to_string(),
                flagged,
                device_id: s.device_id.to_string(),
                backend: s.backend.to_string(),
                pairs: pairs_text(p),
            });
        }
        self.devices.insert(DeviceRow {
            device_id: s.device_id.to_string(),
            confirmed_model: s.confirmed_model.unwrap_or("").to_string(),
            label: s.label.to_string(),
            backend: s.backend.to_string(),
            engine: s.engine.to_string(),
        });
    }

    /// Moves the additive counts (cells and buckets) into `into`, so a rebuild writes each cell
    /// and bucket once (one row version each on PostgreSQL, not one per page of submissions).
    fn move_counts(&mut self, into: &mut Self) {
        for (key, sums) in std::mem::take(&mut self.cells) {
            into.cells.entry(key).or_default().merge(&sums);
        }
        for (key, n) in std::mem::take(&mut self.buckets) {
            *into.buckets.entry(key).or_default() += n;
        }
    }

    /// Writes everything folded in so far and starts empty again.
    ///
    /// # Errors
    /// A database error.
    pub async fn flush(&mut self, conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
        let cells = std::mem::take(&mut self.cells).into_iter().collect::<Vec<_>>();
        insert_rows(
            conn,
            "INSERT INTO leader_cells (scope, device_id, model, backend, task_id, level, domain, flagged, samples, correct, fast, timed, \
             logs, log_sum, submissions, fast_confident)",
            16,
            " ON CONFLICT (scope, device_id, model, backend, task_id, level, domain, flagged) DO UPDATE SET \
             samples = leader_cells.samples + excluded.samples, correct = leader_cells.correct + excluded.correct, \
             fast = leader_cells.fast + excluded.fast, timed = leader_cells.timed + excluded.timed, \
             logs = leader_cells.logs + excluded.logs, log_sum = leader_cells.log_sum + excluded.log_sum, \
             submissions = leader_cells.submissions + excluded.submissions, \
             fast_confident = leader_cells.fast_confident + excluded.fast_confident",
            &cells,
            |q, (k, v)| {
                q.bind(k.scope)
                    .bind(k.device_id.as_str())
                    .bind(k.model.as_str())
                    .bind(k.backend.as_str())
                    .bind(k.task_id.as_str())
                    .bind(k.level)
                    .bind(k.domain.as_str())
                    .bind(k.flagged)
                    .bind(v.samples)
                    .bind(v.correct)
                    .bind(v.fast)
                    .bind(v.timed)
                    .bind(v.logs)
                    .bind(v.log_sum)
                    .bind(v.submissions)
                    .bind(v.fast_confident)
            },
        )
        .await?;
        let buckets = std::mem::take(&mut self.buckets).into_iter().collect::<Vec<_>>();
        insert_rows(
            conn,
            "INSERT INTO leader_buckets (by_col, grp, backend, level, domain, flagged, bucket, timed)",
            8,
            " ON CONFLICT (by_col, grp, backend, level, domain, flagged, bucket) DO UPDATE SET \
             timed = leader_buckets.timed + excluded.timed",
            &buckets,
            |q, (k, n)| {
                q.bind(k.by_col)
                    .bind(k.grp.as_str())
                    .bind(k.backend.as_str())
                    .bind(k.level)
                    .bind(k.domain.as_str())
                    .bind(k.flagged)
                    .bind(k.bucket)
                    .bind(*n)
            },
        )
        .await?;
        let timed = std::mem::take(&mut self.timed);
        insert_rows(
            conn,
            "INSERT INTO leader_timed (device_id, model, backend, task_id, level, domain, flagged, speedup, bucket)",
            9,
            "",
            &timed,
            |q, t| {
                q.bind(t.device_id.as_str())
                    .bind(t.model.as_str())
                    .bind(t.backend.as_str())
                    .bind(t.task_id.as_str())
                    .bind(t.level)
                    .bind(t.domain.as_str())
                    .bind(t.flagged)
                    .bind(t.speedup)
                    .bind(t.bucket)
            },
        )
        .await?;
        let subs = std::mem::take(&mut self.subs);
        insert_rows(conn, "INSERT INTO leader_subs (submission_id, model, flagged, device_id, backend, pairs)", 6, "", &subs, |q, r| {
            q.bind(r.submission_id.as_str())
                .bind(r.model.as_str())
                .bind(r.flagged)
                .bind(r.device_id.as_str())
                .bind(r.backend.as_str())
                .bind(r.pairs.as_str())
        })
        .await?;
        let overlaps = std::mem::take(&mut self.overlaps);
        insert_rows(
            conn,
            "INSERT INTO leader_overlaps (submission_id, task_id, device_id, model, backend, level, domain, flagged)",
            8,
            "",
            &overlaps,
            |q, o| {
                q.bind(o.submission_id.as_str())
                    .bind(o.task_id.as_str())
                    .bind(o.device_id.as_str())
                    .bind(o.model.as_str())
                    .bind(o.backend.as_str())
                    .bind(o.level)
                    .bind(o.domain.as_str())
                    .bind(o.flagged)
            },
        )
        .await?;
        let devices = std::mem::take(&mut self.devices).into_iter().collect::<Vec<_>>();
        insert_rows(
            conn,
            "INSERT INTO leader_devices (device_id, confirmed_model, label, backend, engine)",
            5,
            " ON CONFLICT (device_id, confirmed_model) DO NOTHING",
            &devices,
            |q, d| {
                q.bind(d.device_id.as_str())
                    .bind(d.confirmed_model.as_str())
                    .bind(d.label.as_str())
                    .bind(d.backend.as_str())
                    .bind(d.engine.as_str())
            },
        )
        .await?;
        Ok(())
    }
}

/// Rows per multi-row statement: 64 × 15 binds stays far below SQLite's 32 766 and PostgreSQL's
/// 65 535 parameters.
const ROWS_PER_STATEMENT: usize = 64;

/// One multi-row query being bound.
type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Inserts `rows` with `head VALUES (…), … tail` statements of at most [`ROWS_PER_STATEMENT`]
/// rows, `bind` binding the `cols` values of one row in column order.
async fn insert_rows<T>(
    conn: &mut AnyConnection,
    head: &str,
    cols: usize,
    tail: &str,
    rows: &[T],
    bind: impl for<'q> Fn(AnyQuery<'q>, &'q T) -> AnyQuery<'q>,
) -> Result<(), sqlx::Error> {
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let sql = values_sql(head, cols, chunk.len(), tail);
        let mut q = sqlx::query(&sql).persistent(false);
        for row in chunk {
            q = bind(q, row);
        }
        q.execute(&mut *conn).await?;
    }
    Ok(())
}

/// `head VALUES ($1, …, $cols), … tail` for `rows` rows: a fixed text for each row count.
fn values_sql(head: &str, cols: usize, rows: usize, tail: &str) -> String {
    let mut s = String::with_capacity(head.len() + tail.len() + rows * cols * 5);
    s.push_str(head);
    s.push_str(" VALUES ");
    for r in 0..rows {
        s.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..cols {
            if c > 0 {
                s.push_str(", ");
            }
            s.push_str(&format!("${}", r * cols + c + 1));
        }
        s.push(')');
    }
    s.push_str(tail);
    s
}

/// Folds a submission being stored into the aggregates, inside its transaction. Rejected
/// submissions never count, so they are left out here.
///
/// # Errors
/// A database error (the caller's transaction then rolls back).
pub async fn record(conn: &mut AnyConnection, s: &NewSubmission<'_>) -> Result<(), sqlx::Error> {
    if s.status == crate::db::submissions::Status::Rejected {
        return Ok(());
    }
    let (id, label) = (s.key.id(), s.key.label());
    let facts_of = SubmissionFacts {
        id: s.id,
        device_id: &id,
        backend: &s.key.backend,
        label: &label,
        engine: &s.key.engine,
        confirmed_model: s.confirmed_model,
    };
    let facts: Vec<Fact<'_>> = s
        .checked
        .rows
        .iter()
        .map(|r| Fact {
            model: &r.model,
            task_id: &r.task_id,
            level: i64::from(r.level),
            domain: &r.domain,
            flagged: !r.flags.is_empty(),
            correct: r.correct,
            speedup: r.speedup,
            speedup_lower: r.speedup_lower,
        })
        .collect();
    // First, so writers of one device take its totals' row locks before any cell's.
    lock_device_totals(conn, &id).await?;
    let mut acc = Accumulator::default();
    acc.add(&facts_of, &facts);
    acc.flush(conn).await?;
    refresh_device_totals(conn, &id).await
}

/// The `leader_device_totals` columns, in the order the statements bind them.
const TOTALS_COLUMNS: &str =
    "with_flagged, device_id, samples, submissions, tasks, models, correct_at_1, fast_at_1_0, timed, logs, log_sum, fast_at_1_0_confident";

/// Makes sure the device's two `leader_device_totals` rows exist (samples 0: no group) and holds
/// their row locks on PostgreSQL until the transaction ends: a concurrent writer of the same
/// device waits here, and its later statements (`READ COMMITTED`) then see this one's cells.
async fn lock_device_totals(conn: &mut AnyConnection, device_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "INSERT INTO leader_device_totals ({TOTALS_COLUMNS}) VALUES (0, $1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), (1, $1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) \
         ON CONFLICT (with_flagged, device_id) DO UPDATE SET samples = leader_device_totals.samples"
    ))
    .bind(device_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Recomputes the device's `leader_device_totals` rows from its cells and `leader_subs` rows (a
/// few hundred, by index), with the code the other groupings' answers come from.
async fn refresh_device_totals(conn: &mut AnyConnection, device_id: &str) -> Result<(), sqlx::Error> {
    for with_flagged in [false, true] {
        let c = leader_query::device_totals(conn, Some(device_id), with_flagged).await?.into_iter().find(|c| c.key == device_id);
        let c = c.unwrap_or_default();
        sqlx::query(
            "UPDATE leader_device_totals SET samples = $3, submissions = $4, tasks = $5, models = $6, correct_at_1 = $7, \
             fast_at_1_0 = $8, timed = $9, logs = $10, log_sum = $11, fast_at_1_0_confident = $12 WHERE with_flagged = $1 AND device_id = $2",
        )
        .bind(i64::from(with_flagged))
        .bind(device_id)
        .bind(c.samples)
        .bind(c.submissions)
        .bind(c.tasks)
        .bind(c.models)
        .bind(c.correct_at_1)
        .bind(c.fast_at_1_0)
        .bind(c.timed)
        .bind(c.logs)
        .bind(c.log_sum)
        .bind(c.fast_at_1_0_confident)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Every device's `leader_device_totals` rows from the aggregates written so far (the rebuild).
async fn write_all_device_totals(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    let mut rows = Vec::new();
    for with_flagged in [false, true] {
        rows.extend(leader_query::device_totals(conn, None, with_flagged).await?.into_iter().map(|c| (i64::from(with_flagged), c)));
    }
    insert_rows(conn, &format!("INSERT INTO leader_device_totals ({TOTALS_COLUMNS})"), 12, "", &rows, |q, (w, c)| {
        q.bind(*w)
            .bind(c.key.as_str())
            .bind(c.samples)
            .bind(c.submissions)
            .bind(c.tasks)
            .bind(c.models)
            .bind(c.correct_at_1)
            .bind(c.fast_at_1_0)
            .bind(c.timed)
            .bind(c.logs)
            .bind(c.log_sum)
            .bind(c.fast_at_1_0_confident)
    })
    .await
}

/// A `results` row read back while rebuilding.
#[derive(Clone, Debug)]
struct OwnedFact {
    model: String,
    task_id: String,
    level: i64,
    domain: String,
    flagged: bool,
    correct: bool,
    speedup: Option<f64>,
    speedup_lower: Option<f64>,
}

impl OwnedFact {
    fn fact(&self) -> Fact<'_> {
        Fact {
            model: &self.model,
            task_id: &self.task_id,
            level: self.level,
            domain: &self.domain,
            flagged: self.flagged,
            correct: self.correct,
            speedup: self.speedup,
            speedup_lower: self.speedup_lower,
        }
    }
}

/// Submissions read per page while rebuilding.
const REBUILD_PAGE: i64 = 500;

/// Rebuilds the aggregates from `submissions` and `results` when `leader_state.built` is 0 (a
/// database migrated from 0001 with rows), in one transaction; on PostgreSQL an advisory lock
/// makes a second server wait and then find it built.
///
/// # Errors
/// A database error.
pub async fn ensure_built(db: &Db) -> Result<(), sqlx::Error> {
    if built(db.pool()).await? {
        return Ok(());
    }
    rebuild_unless_built(db, false).await
}

async fn built<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(e: E) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT value FROM leader_state WHERE name = 'built'").fetch_optional(e).await?;
    Ok(row.map(|r| r.try_get::<i64, _>("value")).transpose()?.unwrap_or(0) != 0)
}

/// Empties the aggregates and folds every non-rejected stored submission in again (what a
/// migrated database gets once; the benchmark uses it after its bulk fill).
///
/// # Errors
/// A database error; nothing is changed then.
pub async fn rebuild(db: &Db) -> Result<(), sqlx::Error> {
    rebuild_unless_built(db, true).await
}

async fn rebuild_unless_built(db: &Db, force: bool) -> Result<(), sqlx::Error> {
    let _writer = db.write_guard().await;
    let mut tx = db.pool().begin().await?;
    if db.backend() == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(727211)").execute(&mut *tx).await?;
    }
    if !force && built(&mut *tx).await? {
        return tx.commit().await;
    }
    for table in
        ["leader_device_totals", "leader_cells", "leader_timed", "leader_buckets", "leader_subs", "leader_overlaps", "leader_devices"]
    {
        sqlx::query(&format!("DELETE FROM {table}")).execute(&mut *tx).await?;
    }
    let mut after = String::new();
    // Cells and bucket counts of every page, written once at the end.
    let mut counts = Accumulator::default();
    loop {
        let subs = sqlx::query(
            "SELECT id, device_id, backend, device_label, engine, confirmed_model FROM submissions \
             WHERE status <> 'rejected' AND id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after.as_str())
        .bind(REBUILD_PAGE)
        .fetch_all(&mut *tx)
        .await?;
        let (Some(first), Some(last)) = (subs.first(), subs.last()) else { break };
        let (first, last): (String, String) = (first.try_get("id")?, last.try_get("id")?);
        let rows = sqlx::query(
            "SELECT submission_id, model, task_id, level, domain, flagged, correct, speedup, speedup_lower FROM results \
             WHERE submission_id >= $1 AND submission_id <= $2 ORDER BY submission_id, ord",
        )
        .bind(first.as_str())
        .bind(last.as_str())
        .fetch_all(&mut *tx)
        .await?;
        let mut by_sub: BTreeMap<String, Vec<OwnedFact>> = BTreeMap::new();
        for r in &rows {
            by_sub.entry(r.try_get("submission_id")?).or_default().push(OwnedFact {
                model: r.try_get("model")?,
                task_id: r.try_get("task_id")?,
                level: r.try_get("level")?,
                domain: r.try_get("domain")?,
                flagged: r.try_get::<i64, _>("flagged")? != 0,
                correct: r.try_get::<i64, _>("correct")? != 0,
                speedup: r.try_get("speedup")?,
                speedup_lower: r.try_get("speedup_lower")?,
            });
        }
        let mut acc = Accumulator::default();
        for s in &subs {
            let id: String = s.try_get("id")?;
            let (device_id, backend, label, engine): (String, String, String, String) =
                (s.try_get("device_id")?, s.try_get("backend")?, s.try_get("device_label")?, s.try_get("engine")?);
            let confirmed: Option<String> = s.try_get("confirmed_model")?;
            let facts_of = SubmissionFacts {
                id: &id,
                device_id: &device_id,
                backend: &backend,
                label: &label,
                engine: &engine,
                confirmed_model: confirmed.as_deref(),
            };
            let facts: Vec<Fact<'_>> = by_sub.get(&id).map(|rows| rows.iter().map(OwnedFact::fact).collect()).unwrap_or_default();
            acc.add(&facts_of, &facts);
        }
        acc.move_counts(&mut counts);
        acc.flush(&mut tx).await?;
        after = last;
    }
    counts.flush(&mut tx).await?;
    write_all_device_totals(&mut tx).await?;
    sqlx::query("UPDATE leader_state SET value = 1 WHERE name = 'built'").execute(&mut *tx).await?;
    tx.commit().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_escape_their_separators() {
        assert_eq!(pairs_text([(1, "vision"), (2, "a|b:c\\")]), "|1:vision|2:a\\pb\\cc\\\\|");
        assert_eq!(values_sql("INSERT INTO t (a, b)", 2, 2, " X"), "INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4) X");
    }

    #[test]
    fn buckets_never_decrease_with_the_speedup() {
        let mut xs =
            vec![-1e300, -2.0, -1.0, -1e-300, -0.0, 0.0, 1e-300, 0.5, 0.999_999, 1.0, 1.000_001, 1.0905, 1.0906, 2.0, 1e300, f64::INFINITY];
        xs.extend((0..2000).map(|i| (f64::from(i) / 100.0 - 10.0).exp()));
        xs.sort_by(f64::total_cmp);
        for w in xs.windows(2) {
            assert!(bucket(w[0]) <= bucket(w[1]), "{} {}", w[0], w[1]);
        }
        assert_eq!(bucket(-0.0), bucket(0.0));
        // Four buckets per factor of two.
        assert_eq!(bucket(2.0) - bucket(1.0), 4);
        assert_eq!(bucket(1.0), bucket(1.249_999));
        assert_eq!(bucket(1.25), bucket(1.0) + 1);
    }
}
