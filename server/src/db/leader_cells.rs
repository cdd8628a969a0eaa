//! The leaderboard's aggregates (migration `0002_leaderboard_aggregates.sql`), written in the
//! transaction that stores a submission ([`record`]) and rebuilt from `results` when a database
//! migrated from 0001 already holds rows ([`ensure_built`]). [`crate::db::leader_query`] reads them.
//!
//! Every table is keyed by the submissions' suite hash (migration
//! `0007_leaderboard_kinds_suites.sql`), so rows of an older suite are never pooled with the
//! current suite's, and by each row's own device, backend, kind and transport (migration
//! `0009_transport.sql`); `leader_cells` counts the rows
//! with a baseline apart (`based`), Fast@p's denominator.
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
use crate::db::{Db, Dialect};

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
    /// Grouped by the row's backend.
    pub const BACKEND: i64 = 3;
    /// Grouped by the row's kind.
    pub const KIND: i64 = 4;
    /// Grouped by the row's transport (migration `0009_transport.sql`).
    pub const TRANSPORT: i64 = 5;
}

/// A `leader_buckets` key.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct BucketKey {
    suite_hash: String,
    by_col: i64,
    grp: String,
    backend: String,
    kind: String,
    transport: String,
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
    /// The suite hash it was stored under (`submissions.suite_hash`).
    pub suite_hash: &'a str,
    /// `dev_…` of the report's device (the one `confirmed_model` describes).
    pub device_id: &'a str,
    /// Browser engine family.
    pub engine: &'a str,
    /// User-confirmed model of the report's device.
    pub confirmed_model: Option<&'a str>,
}

/// One stored result row, as the aggregates need it.
#[derive(Clone, Debug)]
pub struct Fact<'a> {
    /// `dev_…` of the device that ran it (the row's own).
    pub device_id: &'a str,
    /// That device's label.
    pub device_label: &'a str,
    /// Normalised backend of that device.
    pub backend: &'a str,
    /// The candidate's kind (`wgsl`, `opencl`, `c`).
    pub kind: &'a str,
    /// How the device was reached (`local`, `relay`, `paired`).
    pub transport: &'a str,
    /// Timed against a baseline of its kind (`baseline = 'reference'`): counted in Fast@p.
    pub has_baseline: bool,
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
    suite_hash: String,
    scope: i64,
    device_id: String,
    model: String,
    backend: String,
    kind: String,
    transport: String,
    task_id: String,
    level: i64,
    domain: String,
    flagged: i64,
}

#[derive(Clone, Copy, Debug, Default)]
struct CellSums {
    samples: i64,
    correct: i64,
    based: i64,
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
        self.based += i64::from(f.has_baseline);
        if f.correct {
            self.correct += 1;
            if let Some(x) = speedup {
                // Fast@p, the median and the geometric mean are over the rows timed against the
                // reference (`metrics::compute`): a row timed against TVM's kernel
                // (`baseline = 'tvm'`) has a speedup too, against another kernel, never mixed in.
                if f.has_baseline {
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
    }

    fn merge(&mut self, o: &Self) {
        self.samples += o.samples;
        self.correct += o.correct;
        self.based += o.based;
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
    suite_hash: String,
    device_id: String,
    model: String,
    backend: String,
    kind: String,
    transport: String,
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
    suite_hash: String,
    submission_id: String,
    model: String,
    flagged: i64,
    device_id: String,
    backend: String,
    kind: String,
    transport: String,
    pairs: String,
}

/// A `leader_overlaps` row.
#[derive(Clone, Debug)]
struct OverlapRow {
    suite_hash: String,
    submission_id: String,
    task_id: String,
    device_id: String,
    model: String,
    backend: String,
    kind: String,
    transport: String,
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
        let suite = s.suite_hash;
        let mut mine: BTreeMap<CellKey, CellSums> = BTreeMap::new();
        // Per task: the distinct (device, model, backend, kind, transport, level, domain, flagged) cells.
        type Span<'b> = (&'b str, &'b str, &'b str, &'b str, &'b str, i64, &'b str, i64);
        let mut per_task: BTreeMap<&str, BTreeSet<Span<'_>>> = BTreeMap::new();
        // Per (model, flagged, device, backend, kind, transport): the (level, domain) pairs of its rows.
        type Part<'b> = (&'b str, i64, &'b str, &'b str, &'b str, &'b str);
        let mut pairs: BTreeMap<Part<'_>, BTreeSet<(i64, &str)>> = BTreeMap::new();
        for f in facts {
            let flagged = i64::from(f.flagged);
            for (keep_device, keep_model) in [(true, true), (true, false), (false, true), (false, false)] {
                let key = CellKey {
                    suite_hash: suite.to_string(),
                    scope: scope(keep_device, keep_model),
                    device_id: if keep_device { f.device_id.to_string() } else { String::new() },
                    model: if keep_model { f.model.to_string() } else { String::new() },
                    backend: f.backend.to_string(),
                    kind: f.kind.to_string(),
                    transport: f.transport.to_string(),
                    task_id: f.task_id.to_string(),
                    level: f.level,
                    domain: f.domain.to_string(),
                    flagged,
                };
                mine.entry(key).or_default().add(f);
            }
            if let Some(x) = f.speedup.filter(|x| f.correct && f.has_baseline && !x.is_nan()) {
                let b = bucket(x);
                for (by, grp, level, domain) in [
                    (by_col::DEVICE, f.device_id, 0, ""),
                    (by_col::MODEL, f.model, 0, ""),
                    (by_col::TASK, f.task_id, f.level, f.domain),
                    (by_col::BACKEND, f.backend, 0, ""),
                    (by_col::KIND, f.kind, 0, ""),
                    (by_col::TRANSPORT, f.transport, 0, ""),
                ] {
                    let key = BucketKey {
                        suite_hash: suite.to_string(),
                        by_col: by,
                        grp: grp.to_string(),
                        backend: f.backend.to_string(),
                        kind: f.kind.to_string(),
                        transport: f.transport.to_string(),
                        level,
                        domain: domain.to_string(),
                        flagged,
                        bucket: b,
                    };
                    *self.buckets.entry(key).or_default() += 1;
                }
                self.timed.push(TimedRow {
                    suite_hash: suite.to_string(),
                    device_id: f.device_id.to_string(),
                    model: f.model.to_string(),
                    backend: f.backend.to_string(),
                    kind: f.kind.to_string(),
                    transport: f.transport.to_string(),
                    task_id: f.task_id.to_string(),
                    level: f.level,
                    domain: f.domain.to_string(),
                    flagged,
                    speedup: x,
                    bucket: b,
                });
            }
            per_task.entry(f.task_id).or_default().insert((
                f.device_id,
                f.model,
                f.backend,
                f.kind,
                f.transport,
                f.level,
                f.domain,
                flagged,
            ));
            pairs.entry((f.model, flagged, f.device_id, f.backend, f.kind, f.transport)).or_default().insert((f.level, f.domain));
            self.devices.insert(DeviceRow {
                device_id: f.device_id.to_string(),
                // The confirmed model describes the report's device, not another one a sample ran on.
                confirmed_model: if f.device_id == s.device_id { s.confirmed_model.unwrap_or("").to_string() } else { String::new() },
                label: f.device_label.to_string(),
                backend: f.backend.to_string(),
                engine: s.engine.to_string(),
            });
        }
        for (key, sums) in mine {
            let cell = self.cells.entry(key).or_default();
            cell.merge(&CellSums { submissions: 1, ..sums });
        }
        for (task, cells) in per_task.into_iter().filter(|(_, c)| c.len() > 1) {
            for (device_id, model, backend, kind, transport, level, domain, flagged) in cells {
                self.overlaps.push(OverlapRow {
                    suite_hash: suite.to_string(),
                    submission_id: s.id.to_string(),
                    task_id: task.to_string(),
                    device_id: device_id.to_string(),
                    model: model.to_string(),
                    backend: backend.to_string(),
                    kind: kind.to_string(),
                    transport: transport.to_string(),
                    level,
                    domain: domain.to_string(),
                    flagged,
                });
            }
        }
        for ((model, flagged, device_id, backend, kind, transport), p) in pairs {
            self.subs.push(SubRow {
                suite_hash: suite.to_string(),
                submission_id: s.id.to_string(),
                model: model.to_string(),
                flagged,
                device_id: device_id.to_string(),
                backend: backend.to_string(),
                kind: kind.to_string(),
                transport: transport.to_string(),
                pairs: pairs_text(p),
            });
        }
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
            "INSERT INTO leader_cells (suite_hash, scope, device_id, model, backend, kind, transport, task_id, level, domain, flagged, \
             samples, correct, based, fast, fast_confident, timed, logs, log_sum, submissions)",
            20,
            " ON CONFLICT (suite_hash, scope, device_id, model, backend, kind, transport, task_id, level, domain, flagged) DO UPDATE SET \
             samples = leader_cells.samples + excluded.samples, correct = leader_cells.correct + excluded.correct, \
             based = leader_cells.based + excluded.based, \
             fast = leader_cells.fast + excluded.fast, timed = leader_cells.timed + excluded.timed, \
             logs = leader_cells.logs + excluded.logs, log_sum = leader_cells.log_sum + excluded.log_sum, \
             submissions = leader_cells.submissions + excluded.submissions, \
             fast_confident = leader_cells.fast_confident + excluded.fast_confident",
            &cells,
            |q, (k, v)| {
                q.bind(k.suite_hash.as_str())
                    .bind(k.scope)
                    .bind(k.device_id.as_str())
                    .bind(k.model.as_str())
                    .bind(k.backend.as_str())
                    .bind(k.kind.as_str())
                    .bind(k.transport.as_str())
                    .bind(k.task_id.as_str())
                    .bind(k.level)
                    .bind(k.domain.as_str())
                    .bind(k.flagged)
                    .bind(v.samples)
                    .bind(v.correct)
                    .bind(v.based)
                    .bind(v.fast)
                    .bind(v.fast_confident)
                    .bind(v.timed)
                    .bind(v.logs)
                    .bind(v.log_sum)
                    .bind(v.submissions)
            },
        )
        .await?;
        let buckets = std::mem::take(&mut self.buckets).into_iter().collect::<Vec<_>>();
        insert_rows(
            conn,
            "INSERT INTO leader_buckets (suite_hash, by_col, grp, backend, kind, transport, level, domain, flagged, bucket, timed)",
            11,
            " ON CONFLICT (suite_hash, by_col, grp, backend, kind, transport, level, domain, flagged, bucket) DO UPDATE SET \
             timed = leader_buckets.timed + excluded.timed",
            &buckets,
            |q, (k, n)| {
                q.bind(k.suite_hash.as_str())
                    .bind(k.by_col)
                    .bind(k.grp.as_str())
                    .bind(k.backend.as_str())
                    .bind(k.kind.as_str())
                    .bind(k.transport.as_str())
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
            "INSERT INTO leader_timed (suite_hash, device_id, model, backend, kind, transport, task_id, level, domain, flagged, speedup, \
             bucket)",
            12,
            "",
            &timed,
            |q, t| {
                q.bind(t.suite_hash.as_str())
                    .bind(t.device_id.as_str())
                    .bind(t.model.as_str())
                    .bind(t.backend.as_str())
                    .bind(t.kind.as_str())
                    .bind(t.transport.as_str())
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
        insert_rows(
            conn,
            "INSERT INTO leader_subs (suite_hash, submission_id, model, flagged, device_id, backend, kind, transport, pairs)",
            9,
            "",
            &subs,
            |q, r| {
                q.bind(r.suite_hash.as_str())
                    .bind(r.submission_id.as_str())
                    .bind(r.model.as_str())
                    .bind(r.flagged)
                    .bind(r.device_id.as_str())
                    .bind(r.backend.as_str())
                    .bind(r.kind.as_str())
                    .bind(r.transport.as_str())
                    .bind(r.pairs.as_str())
            },
        )
        .await?;
        let overlaps = std::mem::take(&mut self.overlaps);
        insert_rows(
            conn,
            "INSERT INTO leader_overlaps (suite_hash, submission_id, task_id, device_id, model, backend, kind, transport, level, domain, \
             flagged)",
            11,
            "",
            &overlaps,
            |q, o| {
                q.bind(o.suite_hash.as_str())
                    .bind(o.submission_id.as_str())
                    .bind(o.task_id.as_str())
                    .bind(o.device_id.as_str())
                    .bind(o.model.as_str())
                    .bind(o.backend.as_str())
                    .bind(o.kind.as_str())
                    .bind(o.transport.as_str())
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

/// Rows per multi-row statement: 64 × 20 binds stays far below SQLite's 32 766 and PostgreSQL's
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
    let id = s.key.id();
    let facts_of =
        SubmissionFacts { id: s.id, suite_hash: s.suite_hash, device_id: &id, engine: &s.key.engine, confirmed_model: s.confirmed_model };
    let facts: Vec<Fact<'_>> = s
        .checked
        .rows
        .iter()
        .map(|r| Fact {
            device_id: &r.device_id,
            device_label: &r.device_label,
            backend: &r.backend,
            kind: r.kind.name(),
            transport: r.transport.name(),
            has_baseline: r.baseline == ekb_wire::report::Baseline::Reference,
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
    // The devices the rows ran on, in one order for every writer: first, so writers of one device
    // take its totals' row locks before any cell's.
    let devices: BTreeSet<&str> = facts.iter().map(|f| f.device_id).collect();
    for d in &devices {
        lock_device_totals(conn, s.suite_hash, d).await?;
    }
    let mut acc = Accumulator::default();
    acc.add(&facts_of, &facts);
    acc.flush(conn).await?;
    for d in &devices {
        refresh_device_totals(conn, s.suite_hash, d).await?;
    }
    Ok(())
}

/// The `leader_device_totals` columns, in the order the statements bind them.
const TOTALS_COLUMNS: &str = "suite_hash, with_flagged, device_id, samples, submissions, tasks, models, correct_at_1, fast_at_1_0, \
     timed, logs, log_sum, fast_at_1_0_confident";

/// Makes sure the device's two `leader_device_totals` rows of the suite exist (samples 0: no
/// group) and holds their row locks on PostgreSQL until the transaction ends: a concurrent writer
/// of the same device waits here, and its later statements (`READ COMMITTED`) then see this one's
/// cells.
async fn lock_device_totals(conn: &mut AnyConnection, suite_hash: &str, device_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "INSERT INTO leader_device_totals ({TOTALS_COLUMNS}) VALUES ($1, 0, $2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), \
         ($1, 1, $2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) \
         ON CONFLICT (suite_hash, with_flagged, device_id) DO UPDATE SET samples = leader_device_totals.samples"
    ))
    .bind(suite_hash)
    .bind(device_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Recomputes the device's `leader_device_totals` rows of the suite from its cells and
/// `leader_subs` rows (a few hundred, by index), with the code the other groupings' answers come
/// from.
async fn refresh_device_totals(conn: &mut AnyConnection, suite_hash: &str, device_id: &str) -> Result<(), sqlx::Error> {
    for with_flagged in [false, true] {
        let c =
            leader_query::device_totals(conn, suite_hash, Some(device_id), with_flagged).await?.into_iter().find(|c| c.key == device_id);
        let c = c.unwrap_or_default();
        sqlx::query(
            "UPDATE leader_device_totals SET samples = $4, submissions = $5, tasks = $6, models = $7, correct_at_1 = $8, \
             fast_at_1_0 = $9, timed = $10, logs = $11, log_sum = $12, fast_at_1_0_confident = $13 \
             WHERE suite_hash = $1 AND with_flagged = $2 AND device_id = $3",
        )
        .bind(suite_hash)
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

/// Every device's `leader_device_totals` rows of every suite from the aggregates written so far
/// (the rebuild).
async fn write_all_device_totals(conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
    let suites: Vec<String> = sqlx::query("SELECT DISTINCT suite_hash FROM leader_cells")
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| r.try_get("suite_hash"))
        .collect::<Result<_, _>>()?;
    let mut rows = Vec::new();
    for suite in &suites {
        for with_flagged in [false, true] {
            rows.extend(
                leader_query::device_totals(conn, suite, None, with_flagged)
                    .await?
                    .into_iter()
                    .map(|c| (suite.as_str(), i64::from(with_flagged), c)),
            );
        }
    }
    insert_rows(conn, &format!("INSERT INTO leader_device_totals ({TOTALS_COLUMNS})"), 13, "", &rows, |q, (suite, w, c)| {
        q.bind(*suite)
            .bind(*w)
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
    device_id: String,
    device_label: String,
    backend: String,
    kind: String,
    transport: String,
    has_baseline: bool,
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
            device_id: &self.device_id,
            device_label: &self.device_label,
            backend: &self.backend,
            kind: &self.kind,
            transport: &self.transport,
            has_baseline: self.has_baseline,
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
    if db.dialect() == Dialect::Postgres {
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
            "SELECT id, suite_hash, device_id, backend, device_label, engine, confirmed_model FROM submissions \
             WHERE status <> 'rejected' AND id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after.as_str())
        .bind(REBUILD_PAGE)
        .fetch_all(&mut *tx)
        .await?;
        let (Some(first), Some(last)) = (subs.first(), subs.last()) else { break };
        let (first, last): (String, String) = (first.try_get("id")?, last.try_get("id")?);
        let rows = sqlx::query(
            "SELECT r.submission_id, r.model, r.task_id, r.level, r.domain, r.flagged, r.correct, r.speedup, r.speedup_lower, \
             COALESCE(r.device_id, s.device_id) AS row_device, COALESCE(r.device_label, s.device_label) AS row_label, \
             COALESCE(r.backend, s.backend) AS row_backend, r.kind, r.baseline, r.transport \
             FROM results r JOIN submissions s ON s.id = r.submission_id \
             WHERE r.submission_id >= $1 AND r.submission_id <= $2 ORDER BY r.submission_id, r.ord",
        )
        .bind(first.as_str())
        .bind(last.as_str())
        .fetch_all(&mut *tx)
        .await?;
        let mut by_sub: BTreeMap<String, Vec<OwnedFact>> = BTreeMap::new();
        for r in &rows {
            by_sub.entry(r.try_get("submission_id")?).or_default().push(OwnedFact {
                device_id: r.try_get("row_device")?,
                device_label: r.try_get("row_label")?,
                backend: r.try_get("row_backend")?,
                kind: r.try_get("kind")?,
                transport: r.try_get("transport")?,
                has_baseline: r.try_get::<String, _>("baseline")? == "reference",
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
            let (suite_hash, device_id, engine): (String, String, String) =
                (s.try_get("suite_hash")?, s.try_get("device_id")?, s.try_get("engine")?);
            let confirmed: Option<String> = s.try_get("confirmed_model")?;
            let facts_of = SubmissionFacts {
                id: &id,
                suite_hash: &suite_hash,
                device_id: &device_id,
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
