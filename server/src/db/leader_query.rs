//! The leaderboard read from its aggregates ([`crate::db::leader_cells`]) instead of from every
//! result row: work in proportion to the cells and groups, not the rows (docs/SERVER.md has the
//! figures at 1 M rows), with the numbers [`crate::db::aggregate::aggregate`] computes from the rows.
//!
//! Per group, in one read-only snapshot (`REPEATABLE READ` on PostgreSQL, one read transaction
//! on SQLite), so the counts and the medians agree:
//! * per (group, task) sums of the smallest `leader_cells` scope that keeps what the query groups
//!   and filters by → samples, tasks, Correct@1 and Fast@1.0 (the per-task pass@1 mean of
//!   [`ekb_wire::metrics::compute`], summed in the same task order), the geometric mean, and the
//!   median's count;
//! * the exact median: the per-bucket counts of `leader_buckets` give, per group, the bucket of
//!   the one or two middle ranks and the rank inside it; one short index walk of `leader_timed`
//!   inside that bucket (`WHERE bucket = b ORDER BY speedup LIMIT 1 or 2 OFFSET r`) reads the
//!   values, then the interpolation of [`ekb_eval::timing::quantile`]. Filters the counts do not
//!   keep (level or domain of a device or model grouping, another grouping's device or model)
//!   walk the whole group to the middle instead (`OFFSET (n − 1) / 2`). Every group's walk is
//!   in one statement on PostgreSQL (a `LATERAL` join over the walks, passed as one JSON text);
//!   SQLite, in-process, runs one short prepared statement per walk;
//! * distinct submissions and models or devices from `leader_subs` (device and model groups) or
//!   the cells' submission counts less `leader_overlaps` (task groups).
//!
//! The SQL texts are assembled from fixed fragments only (a column name out of three, one
//! `AND col = $n` per filter present); every value is bound.

use std::collections::{BTreeMap, HashMap};

use ekb_wire::api::LeaderGroup;
use ekb_wire::metrics::pass_at_k;
use sqlx::{AnyConnection, Row};

use crate::db::leader_cells::{by_col, escape_domain, scope};
use crate::db::results::{DeviceLabel, RowFilter};
use crate::db::{Db, Dialect};

/// What rows are grouped by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupBy {
    /// The device grouping key ([`crate::device_key`]).
    Device,
    /// The credited model (`reference` for the suite's own kernels).
    Model,
    /// The task.
    Task,
    /// The backend of the device that ran the row (`vulkan`, `opencl`, `cpu`, …).
    Backend,
    /// The candidate's kind (`wgsl`, `opencl`, `c`).
    Kind,
    /// How the device that ran the row was reached (`local`, `relay`, `paired`).
    Transport,
}

impl GroupBy {
    /// The wire name (`device`, `model`, `task`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Device => "device",
            Self::Model => "model",
            Self::Task => "task",
            Self::Backend => "backend",
            Self::Kind => "kind",
            Self::Transport => "transport",
        }
    }

    fn column(self) -> &'static str {
        match self {
            Self::Device => "device_id",
            Self::Model => "model",
            Self::Task => "task_id",
            Self::Backend => "backend",
            Self::Kind => "kind",
            Self::Transport => "transport",
        }
    }
}

/// A bound value of an assembled statement.
#[derive(Clone, Debug)]
enum Bind {
    Int(i64),
    Text(String),
}

/// `WHERE …` assembled from fixed fragments, and its binds in order.
#[derive(Clone, Debug, Default)]
struct Where {
    sql: String,
    binds: Vec<Bind>,
}

impl Where {
    fn and(&mut self, fragment: &str, value: Bind) {
        self.binds.push(value);
        let n = self.binds.len();
        self.sql.push_str(if self.sql.is_empty() { " WHERE " } else { " AND " });
        self.sql.push_str(&fragment.replace("$?", &format!("${n}")));
    }

    fn and_fixed(&mut self, fragment: &str) {
        self.sql.push_str(if self.sql.is_empty() { " WHERE " } else { " AND " });
        self.sql.push_str(fragment);
    }

    /// The row filters on a table with `suite_hash, flagged, level, domain, backend, kind,
    /// transport, device_id, model`.
    fn rows(f: &RowFilter) -> Self {
        let mut w = Self::default();
        w.push_rows(f);
        w
    }

    fn push_rows(&mut self, f: &RowFilter) {
        if let Some(h) = &f.suite {
            self.and("suite_hash = $?", Bind::Text(h.clone()));
        }
        if !f.include_flagged {
            self.and_fixed("flagged = 0");
        }
        if let Some(l) = f.level {
            self.and("level = $?", Bind::Int(l));
        }
        for (col, v) in [
            ("domain", &f.domain),
            ("backend", &f.backend),
            ("kind", &f.kind),
            ("transport", &f.transport),
            ("device_id", &f.device),
            ("model", &f.model),
        ] {
            if let Some(v) = v {
                self.and(&format!("{col} = $?"), Bind::Text(v.clone()));
            }
        }
        if f.claimed {
            self.and_fixed("transport <> 'relay'");
        }
    }

    /// [`Self::rows`] on `leader_cells` of the scope keeping device and/or model.
    fn cells(f: &RowFilter, keep_device: bool, keep_model: bool) -> Self {
        let mut w = Self::default();
        if let Some(h) = &f.suite {
            w.and("suite_hash = $?", Bind::Text(h.clone()));
        }
        w.and("scope = $?", Bind::Int(scope(keep_device, keep_model)));
        w.push_rows(&RowFilter { suite: None, ..f.clone() });
        w
    }

    fn query<'q>(&'q self, sql: &'q str) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
        let mut q = sqlx::query(sql);
        for b in &self.binds {
            q = match b {
                Bind::Int(i) => q.bind(*i),
                Bind::Text(t) => q.bind(t.as_str()),
            };
        }
        q
    }
}

/// Per (group, task) sums.
#[derive(Clone, Copy, Debug, Default)]
struct TaskSums {
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

/// The groups (unsorted) and the number of rows they cover, from the aggregates.
///
/// # Errors
/// A database error.
pub async fn groups(db: &Db, by: GroupBy, f: &RowFilter) -> Result<(u64, Vec<LeaderGroup>), sqlx::Error> {
    let mut tx = db.pool().begin().await?;
    if db.dialect() == Dialect::Postgres {
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut *tx).await?;
    }
    let out = read(&mut tx, db.dialect(), by, f).await?;
    tx.commit().await?;
    Ok(out)
}

/// What [`groups`] answers, computed from the result rows themselves
/// ([`crate::db::aggregate::aggregate`] of [`crate::db::results::leader_rows`]): the oracle the
/// aggregate tests and the benchmark compare with, ≈ 10 µs per row.
///
/// # Errors
/// A database error.
pub async fn groups_from_rows(db: &Db, by: GroupBy, f: &RowFilter) -> Result<(u64, Vec<LeaderGroup>), sqlx::Error> {
    let mut tx = db.pool().begin().await?;
    if db.dialect() == Dialect::Postgres {
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut *tx).await?;
    }
    let rows = crate::db::results::leader_rows(&mut *tx, f).await?;
    let labels = if by == GroupBy::Device { crate::db::results::device_labels(&mut *tx).await? } else { HashMap::new() };
    tx.commit().await?;
    Ok((rows.len() as u64, crate::db::aggregate::aggregate(&rows, by, &labels)))
}

async fn read(conn: &mut AnyConnection, dialect: Dialect, by: GroupBy, f: &RowFilter) -> Result<(u64, Vec<LeaderGroup>), sqlx::Error> {
    let counted = match &f.suite {
        Some(suite) if totals_serve(by, f) => stored_device_totals(conn, suite, f.include_flagged).await?,
        _ => count(conn, dialect, by, f).await?,
    };
    let labels = if by == GroupBy::Device { device_labels(conn).await? } else { HashMap::new() };
    let timed: Vec<(&str, i64)> = counted.iter().map(|c| (c.key.as_str(), c.timed)).collect();
    let medians = medians(conn, dialect, by, f, &timed).await?;
    let mut rows = 0u64;
    let mut out = Vec::with_capacity(counted.len());
    for c in &counted {
        let key = &c.key;
        rows += c.samples as u64;
        let g = LeaderGroup {
            key: key.clone(),
            samples: c.samples as u64,
            submissions: c.submissions as u64,
            tasks: c.tasks as u64,
            correct_at_1: c.correct_at_1,
            fast_at_1_0: c.fast_at_1_0,
            fast_at_1_0_confident: c.fast_at_1_0_confident,
            geomean_speedup: (c.logs > 0).then(|| (c.log_sum / c.logs as f64).exp()),
            median_speedup: medians.get(key.as_str()).copied(),
            timed_samples: c.timed as u64,
            ..LeaderGroup::default()
        };
        out.push(match by {
            GroupBy::Device => {
                let d = labels.get(key).cloned().unwrap_or_default();
                LeaderGroup {
                    label: d.label,
                    backend: Some(d.backend),
                    engine: Some(d.engine),
                    confirmed_models: d.confirmed_models.into_iter().collect(),
                    models: Some(c.models as u64),
                    ..g
                }
            }
            GroupBy::Model => LeaderGroup { label: key.clone(), devices: Some(c.devices as u64), ..g },
            GroupBy::Backend => LeaderGroup {
                label: key.clone(),
                backend: Some(key.clone()),
                devices: Some(c.devices as u64),
                models: Some(c.models as u64),
                ..g
            },
            GroupBy::Kind | GroupBy::Transport => {
                LeaderGroup { label: key.clone(), devices: Some(c.devices as u64), models: Some(c.models as u64), ..g }
            }
            GroupBy::Task => {
                let t = ::kernels::get(key);
                LeaderGroup {
                    label: t.map_or(key.as_str(), |t| t.spec.title.as_str()).to_string(),
                    level: t.map(|t| t.spec.level),
                    domain: t.map(|t| t.spec.domain.clone()),
                    devices: Some(c.devices as u64),
                    models: Some(c.models as u64),
                    ..g
                }
            }
        });
    }
    Ok((rows, out))
}

/// A group's numbers but its median and labels, as [`count`] computes them and
/// `leader_device_totals` (migration 0004) stores them for the device grouping.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Counted {
    pub key: String,
    pub samples: i64,
    pub submissions: i64,
    pub tasks: i64,
    pub correct_at_1: f64,
    pub fast_at_1_0: f64,
    pub fast_at_1_0_confident: f64,
    pub timed: i64,
    pub logs: i64,
    pub log_sum: f64,
    pub models: i64,
    pub devices: i64,
}

/// Whether `leader_device_totals` holds the answer's groups: the device grouping of one suite
/// with no filter but `include_flagged` (the default leaderboard and its flagged variant).
fn totals_serve(by: GroupBy, f: &RowFilter) -> bool {
    by == GroupBy::Device
        && f.suite.is_some()
        && f.level.is_none()
        && f.domain.is_none()
        && f.backend.is_none()
        && f.kind.is_none()
        && f.transport.is_none()
        && !f.claimed
        && f.device.is_none()
        && f.model.is_none()
}

/// The groups' numbers from the per-(group, task) sums of the cells and the distinct counts, in
/// key order.
async fn count(conn: &mut AnyConnection, dialect: Dialect, by: GroupBy, f: &RowFilter) -> Result<Vec<Counted>, sqlx::Error> {
    let (keep_device, keep_model) = (by == GroupBy::Device || f.device.is_some(), by == GroupBy::Model || f.model.is_some());
    let g = by.column();
    let w = Where::cells(f, keep_device, keep_model);
    let sql = format!(
        "SELECT {g} AS g, task_id, CAST(SUM(samples) AS BIGINT) AS samples, CAST(SUM(correct) AS BIGINT) AS correct, \
         CAST(SUM(based) AS BIGINT) AS based, \
         CAST(SUM(fast) AS BIGINT) AS fast, CAST(SUM(timed) AS BIGINT) AS timed, CAST(SUM(logs) AS BIGINT) AS logs, \
         CAST(SUM(log_sum) AS DOUBLE PRECISION) AS log_sum, CAST(SUM(submissions) AS BIGINT) AS submissions, \
         CAST(SUM(fast_confident) AS BIGINT) AS fast_confident FROM leader_cells{} GROUP BY {g}, task_id",
        w.sql
    );
    let mut per: BTreeMap<String, BTreeMap<String, TaskSums>> = BTreeMap::new();
    for r in w.query(&sql).fetch_all(&mut *conn).await? {
        per.entry(r.try_get("g")?).or_default().insert(
            r.try_get("task_id")?,
            TaskSums {
                samples: r.try_get("samples")?,
                correct: r.try_get("correct")?,
                based: r.try_get("based")?,
                fast: r.try_get("fast")?,
                fast_confident: r.try_get("fast_confident")?,
                timed: r.try_get("timed")?,
                logs: r.try_get("logs")?,
                log_sum: r.try_get("log_sum")?,
                submissions: r.try_get("submissions")?,
            },
        );
    }
    if per.is_empty() {
        return Ok(Vec::new());
    }
    let (submissions, distinct) = match by {
        GroupBy::Device | GroupBy::Model | GroupBy::Backend | GroupBy::Kind | GroupBy::Transport => {
            distinct_from_subs(conn, dialect, by, f).await?
        }
        GroupBy::Task => task_distincts(conn, f, &per, keep_device, keep_model).await?,
    };
    let mut out = Vec::with_capacity(per.len());
    for (key, tasks) in per {
        let sum = |pick: fn(&TaskSums) -> i64| tasks.values().map(pick).sum::<i64>();
        let n_tasks = tasks.len();
        let correct_at_1 = tasks.values().map(|t| pass_at_k(to_usize(t.samples), to_usize(t.correct), 1)).sum::<f64>() / n_tasks as f64;
        // Fast@p: over the tasks with a baseline, of their rows with one (`metrics::compute`).
        let based: Vec<&TaskSums> = tasks.values().filter(|t| t.based > 0).collect();
        let fast_mean = |pick: fn(&TaskSums) -> i64| {
            if based.is_empty() {
                0.0
            } else {
                based.iter().map(|t| pass_at_k(to_usize(t.based), to_usize(pick(t)), 1)).sum::<f64>() / based.len() as f64
            }
        };
        let (models, devices) = distinct.get(&key).copied().unwrap_or_default();
        out.push(Counted {
            samples: sum(|t| t.samples),
            submissions: submissions.get(&key).copied().unwrap_or(0) as i64,
            tasks: n_tasks as i64,
            correct_at_1,
            fast_at_1_0: fast_mean(|t| t.fast),
            fast_at_1_0_confident: fast_mean(|t| t.fast_confident),
            timed: sum(|t| t.timed),
            logs: sum(|t| t.logs),
            log_sum: tasks.values().map(|t| t.log_sum).sum::<f64>(),
            models: models as i64,
            devices: devices as i64,
            key,
        });
    }
    Ok(out)
}

/// The device groups' numbers as [`count`] gives them, for one device or all, over unflagged rows
/// or every row: what `leader_device_totals` stores.
pub(crate) async fn device_totals(
    conn: &mut AnyConnection,
    suite_hash: &str,
    device: Option<&str>,
    with_flagged: bool,
) -> Result<Vec<Counted>, sqlx::Error> {
    let f = RowFilter {
        suite: Some(suite_hash.to_string()),
        include_flagged: with_flagged,
        device: device.map(str::to_string),
        ..RowFilter::default()
    };
    // The dialect only picks the substring function of a level or domain filter, absent here.
    count(conn, Dialect::Sqlite, GroupBy::Device, &f).await
}

/// The stored device groups (`leader_device_totals`), in device order.
async fn stored_device_totals(conn: &mut AnyConnection, suite_hash: &str, with_flagged: bool) -> Result<Vec<Counted>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT device_id, samples, submissions, tasks, models, correct_at_1, fast_at_1_0, timed, logs, log_sum, \
         fast_at_1_0_confident FROM leader_device_totals WHERE suite_hash = $1 AND with_flagged = $2 AND samples > 0 \
         ORDER BY device_id",
    )
    .bind(suite_hash)
    .bind(i64::from(with_flagged))
    .fetch_all(&mut *conn)
    .await?;
    let mut out = rows
        .iter()
        .map(|r| {
            Ok(Counted {
                key: r.try_get("device_id")?,
                samples: r.try_get("samples")?,
                submissions: r.try_get("submissions")?,
                tasks: r.try_get("tasks")?,
                correct_at_1: r.try_get("correct_at_1")?,
                fast_at_1_0: r.try_get("fast_at_1_0")?,
                fast_at_1_0_confident: r.try_get("fast_at_1_0_confident")?,
                timed: r.try_get("timed")?,
                logs: r.try_get("logs")?,
                log_sum: r.try_get("log_sum")?,
                models: r.try_get("models")?,
                devices: 0,
            })
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    // The order of [`count`] (bytes, not the database's collation): equal groups keep it when sorted.
    out.sort_by(|a, b| a.key.cmp(&b.key));
    Ok(out)
}

fn to_usize(n: i64) -> usize {
    usize::try_from(n).unwrap_or(0)
}

/// Per group: distinct submissions, and (models, devices) distinct.
type Distincts = (HashMap<String, u64>, HashMap<String, (u64, u64)>);

/// Device and model groups: `leader_subs` rows matching the filter (a level or domain filter is
/// a substring test on `pairs`).
async fn distinct_from_subs(conn: &mut AnyConnection, dialect: Dialect, by: GroupBy, f: &RowFilter) -> Result<Distincts, sqlx::Error> {
    let mut w = Where::default();
    if let Some(h) = &f.suite {
        w.and("suite_hash = $?", Bind::Text(h.clone()));
    }
    if !f.include_flagged {
        w.and_fixed("flagged = 0");
    }
    for (col, v) in [("backend", &f.backend), ("kind", &f.kind), ("transport", &f.transport), ("device_id", &f.device), ("model", &f.model)]
    {
        if let Some(v) = v {
            w.and(&format!("{col} = $?"), Bind::Text(v.clone()));
        }
    }
    if f.claimed {
        w.and_fixed("transport <> 'relay'");
    }
    let token = match (f.level, &f.domain) {
        (Some(l), Some(d)) => Some(format!("|{l}:{}|", escape_domain(d))),
        (Some(l), None) => Some(format!("|{l}:")),
        (None, Some(d)) => Some(format!(":{}|", escape_domain(d))),
        (None, None) => None,
    };
    if let Some(t) = token {
        w.and(if dialect == Dialect::Postgres { "strpos(pairs, $?) > 0" } else { "instr(pairs, $?) > 0" }, Bind::Text(t));
    }
    let g = by.column();
    let sql = format!(
        "SELECT {g} AS g, COUNT(DISTINCT submission_id) AS submissions, COUNT(DISTINCT model) AS models, \
         COUNT(DISTINCT device_id) AS devices FROM leader_subs{} GROUP BY {g}",
        w.sql
    );
    let (mut subs, mut distinct) = (HashMap::new(), HashMap::new());
    for r in w.query(&sql).fetch_all(&mut *conn).await? {
        let key: String = r.try_get("g")?;
        subs.insert(key.clone(), r.try_get::<i64, _>("submissions")? as u64);
        distinct.insert(key, (r.try_get::<i64, _>("models")? as u64, r.try_get::<i64, _>("devices")? as u64));
    }
    Ok((subs, distinct))
}

/// Task groups: devices and models from the scopes that keep them; submissions as the cells'
/// counts less the double counts of (submission, task) pairs spanning several matching cells.
async fn task_distincts(
    conn: &mut AnyConnection,
    f: &RowFilter,
    per: &BTreeMap<String, BTreeMap<String, TaskSums>>,
    keep_device: bool,
    keep_model: bool,
) -> Result<Distincts, sqlx::Error> {
    let mut distinct: HashMap<String, (u64, u64)> = HashMap::new();
    for (col, keep) in [("device_id", (true, keep_model)), ("model", (keep_device, true))] {
        let w = Where::cells(f, keep.0, keep.1);
        let sql = format!("SELECT task_id AS g, COUNT(DISTINCT {col}) AS n FROM leader_cells{} GROUP BY task_id", w.sql);
        for r in w.query(&sql).fetch_all(&mut *conn).await? {
            let n = r.try_get::<i64, _>("n")? as u64;
            let e = distinct.entry(r.try_get("g")?).or_default();
            if col == "model" {
                e.0 = n;
            } else {
                e.1 = n;
            }
        }
    }
    // Per task, Σ over its (submission, task) pairs of (distinct matching cells of the sums' scope
    // − 1): the distinct (submission, cell) rows less the distinct submissions, summed in SQL (a
    // samples file mixing kinds puts most of its tasks in several cells).
    let w = Where::rows(f);
    let cols = match (keep_device, keep_model) {
        (true, true) => "device_id, model, ",
        (true, false) => "device_id, ",
        (false, true) => "model, ",
        (false, false) => "",
    };
    let sql = format!(
        "SELECT task_id, CAST(COUNT(*) - COUNT(DISTINCT submission_id) AS BIGINT) AS dup FROM (\
         SELECT DISTINCT task_id, submission_id, {cols}backend, kind, transport, level, domain, flagged FROM leader_overlaps{}) AS c GROUP BY task_id",
        w.sql
    );
    let mut subs: HashMap<String, u64> =
        per.iter().map(|(task, t)| (task.clone(), t.values().map(|s| s.submissions).sum::<i64>() as u64)).collect();
    for r in w.query(&sql).fetch_all(&mut *conn).await? {
        let task: String = r.try_get("task_id")?;
        if let Some(n) = subs.get_mut(&task) {
            *n = n.saturating_sub(u64::try_from(r.try_get::<i64, _>("dup")?).unwrap_or(0));
        }
    }
    Ok((subs, distinct))
}

/// One index walk of `leader_timed`: `limit` (1 or 2) speedups of the group `i` (its key `grp`)
/// from rank `offset`, inside `bucket` when given, else in the whole group.
#[derive(Clone, Debug)]
struct Walk<'a> {
    i: usize,
    grp: &'a str,
    bucket: Option<i64>,
    offset: i64,
    limit: i64,
}

/// The middle ranks of `n` sorted values, as [`ekb_eval::timing::quantile`] at 0.5 takes them:
/// (position, ⌊position⌋, ⌈position⌉).
fn middle(n: i64) -> (f64, i64, i64) {
    let pos = 0.5 * (n - 1) as f64;
    (pos, pos.floor() as i64, pos.ceil() as i64)
}

/// The walks reading ranks `lo..=hi` (`hi` is `lo` or `lo + 1`) of a group from the buckets
/// holding them, each `(bucket, rows before it, rows in it)`: one walk inside the bucket holding
/// both, or one per bucket when `lo` is the last rank of its bucket.
fn locate<'a>(i: usize, grp: &'a str, buckets: &[(i64, i64, i64)], lo: i64, hi: i64) -> Vec<Walk<'a>> {
    let mut out: Vec<Walk<'a>> = Vec::new();
    for &(bucket, before, n) in buckets {
        for rank in (lo..=hi).filter(|r| (before..before + n).contains(r)) {
            match out.last_mut() {
                Some(w) if w.bucket == Some(bucket) => w.limit += 1,
                _ => out.push(Walk { i, grp, bucket: Some(bucket), offset: rank - before, limit: 1 }),
            }
        }
    }
    out
}

/// Whether `leader_buckets` keeps every dimension the query filters by (see the migration).
fn buckets_serve(by: GroupBy, f: &RowFilter) -> bool {
    (by == GroupBy::Device || f.device.is_none())
        && (by == GroupBy::Model || f.model.is_none())
        && (by == GroupBy::Task || (f.level.is_none() && f.domain.is_none()))
}

/// Per group, the buckets holding its middle ranks (of the timed rows matching `f`), each
/// `(bucket, rows before it, rows in it)` in bucket order, and the group's count: the running
/// sums are taken in SQL, so two rows at most per group come back.
type MiddleBuckets = HashMap<String, (Vec<(i64, i64, i64)>, i64)>;

/// [`MiddleBuckets`] from `leader_buckets`.
async fn middle_buckets(conn: &mut AnyConnection, by: GroupBy, f: &RowFilter) -> Result<MiddleBuckets, sqlx::Error> {
    let mut w = Where::default();
    if let Some(h) = &f.suite {
        w.and("suite_hash = $?", Bind::Text(h.clone()));
    }
    w.and(
        "by_col = $?",
        Bind::Int(match by {
            GroupBy::Device => by_col::DEVICE,
            GroupBy::Model => by_col::MODEL,
            GroupBy::Task => by_col::TASK,
            GroupBy::Backend => by_col::BACKEND,
            GroupBy::Kind => by_col::KIND,
            GroupBy::Transport => by_col::TRANSPORT,
        }),
    );
    if !f.include_flagged {
        w.and_fixed("flagged = 0");
    }
    if let Some(b) = &f.backend {
        w.and("backend = $?", Bind::Text(b.clone()));
    }
    if let Some(k) = &f.kind {
        w.and("kind = $?", Bind::Text(k.clone()));
    }
    if let Some(t) = &f.transport {
        w.and("transport = $?", Bind::Text(t.clone()));
    }
    if f.claimed {
        w.and_fixed("transport <> 'relay'");
    }
    if by == GroupBy::Task {
        if let Some(l) = f.level {
            w.and("level = $?", Bind::Int(l));
        }
        if let Some(d) = &f.domain {
            w.and("domain = $?", Bind::Text(d.clone()));
        }
    }
    match (by, &f.device, &f.model) {
        (GroupBy::Device, Some(g), _) | (GroupBy::Model, _, Some(g)) => w.and("grp = $?", Bind::Text(g.clone())),
        _ => {}
    }
    // The buckets meeting [⌊(total − 1) / 2⌋, ⌊total / 2⌋], the middle ranks.
    let sql = format!(
        "SELECT grp, bucket, before, n, total FROM (\
         SELECT grp, bucket, n, CAST(SUM(n) OVER (PARTITION BY grp ORDER BY bucket) AS BIGINT) - n AS before, \
         CAST(SUM(n) OVER (PARTITION BY grp) AS BIGINT) AS total FROM (\
         SELECT grp, bucket, CAST(SUM(timed) AS BIGINT) AS n FROM leader_buckets{} GROUP BY grp, bucket) AS c) AS r \
         WHERE before <= total / 2 AND before + n > (total - 1) / 2",
        w.sql
    );
    let mut out: MiddleBuckets = HashMap::new();
    for r in w.query(&sql).fetch_all(&mut *conn).await? {
        let e = out.entry(r.try_get("grp")?).or_default();
        e.0.push((r.try_get("bucket")?, r.try_get("before")?, r.try_get("n")?));
        e.1 = r.try_get("total")?;
    }
    for (buckets, _) in out.values_mut() {
        buckets.sort_unstable();
    }
    Ok(out)
}

/// The exact medians of the groups' `timed` correct timed rows (groups with none are left out):
/// the one or two middle values read by short index walks ([`locate`] inside the bucket holding
/// them, or the whole group to the middle where the bucket counts do not keep the filters),
/// interpolated as [`ekb_eval::timing::quantile`] does.
async fn medians<'a>(
    conn: &mut AnyConnection,
    dialect: Dialect,
    by: GroupBy,
    f: &RowFilter,
    timed: &[(&'a str, i64)],
) -> Result<HashMap<&'a str, f64>, sqlx::Error> {
    let groups: Vec<(&'a str, i64)> = timed.iter().copied().filter(|&(_, n)| n > 0).collect();
    if groups.is_empty() {
        return Ok(HashMap::new());
    }
    let buckets = if buckets_serve(by, f) { middle_buckets(conn, by, f).await? } else { HashMap::new() };
    let (mut in_bucket, mut whole) = (Vec::new(), Vec::new());
    for (i, &(grp, n)) in groups.iter().enumerate() {
        let (_, lo, hi) = middle(n);
        // Counts that disagree with the cells' (never, both are written in one transaction)
        // fall back to the whole walk rather than answer another median.
        let walks = match buckets.get(grp) {
            Some((b, total)) if *total == n => locate(i, grp, b, lo, hi),
            _ => Vec::new(),
        };
        if walks.iter().map(|w| w.limit).sum::<i64>() != hi - lo + 1 {
            whole.push(Walk { i, grp, bucket: None, offset: lo, limit: hi - lo + 1 });
        } else {
            in_bucket.extend(walks);
        }
    }
    let mut values: Vec<Vec<f64>> = vec![Vec::new(); groups.len()];
    for (walks, bucketed) in [(in_bucket, true), (whole, false)] {
        if walks.is_empty() {
            continue;
        }
        for (i, v) in walk(conn, dialect, by, f, &walks, bucketed).await? {
            values[i].push(v);
        }
    }
    let mut out = HashMap::with_capacity(groups.len());
    for ((grp, n), mut v) in groups.into_iter().zip(values) {
        v.sort_by(f64::total_cmp);
        let (pos, lo, _) = middle(n);
        let median = match v.as_slice() {
            [a] => Some(*a),
            [a, b] => Some(a + (b - a) * (pos - lo as f64)),
            _ => None,
        };
        if let Some(m) = median {
            out.insert(grp, m);
        }
    }
    Ok(out)
}

/// Runs the walks (all inside a bucket, or all whole) and returns (group index, speedup) pairs:
/// one statement on PostgreSQL, one prepared statement per walk on SQLite.
async fn walk(
    conn: &mut AnyConnection,
    dialect: Dialect,
    by: GroupBy,
    f: &RowFilter,
    walks: &[Walk<'_>],
    bucketed: bool,
) -> Result<Vec<(usize, f64)>, sqlx::Error> {
    // A filter by another grouping's device or model walks a (device|model, group column,
    // speedup) index; otherwise the (group column, bucket, speedup) one, whose order is also
    // the speedup's.
    let narrowed = (by != GroupBy::Device && f.device.is_some()) || (by != GroupBy::Model && f.model.is_some());
    let order = if bucketed || narrowed { "speedup" } else { "bucket, speedup" };
    let col = by.column();
    let mut out = Vec::new();
    if dialect == Dialect::Postgres {
        let list: Vec<serde_json::Value> =
            walks.iter().map(|w| serde_json::json!({"i": w.i, "g": w.grp, "b": w.bucket, "o": w.offset, "l": w.limit})).collect();
        let mut w = Where::default();
        w.binds.push(Bind::Text(serde_json::Value::Array(list).to_string()));
        w.and_fixed(&format!("{col} = p.g"));
        if bucketed {
            w.and_fixed("bucket = p.b");
        }
        w.push_rows(f);
        let sql = format!(
            "SELECT p.i AS i, m.speedup AS speedup FROM jsonb_to_recordset(CAST($1 AS jsonb)) AS p(i BIGINT, g TEXT, b BIGINT, o BIGINT, l BIGINT) \
             CROSS JOIN LATERAL (SELECT speedup FROM leader_timed{} ORDER BY {order} LIMIT p.l OFFSET p.o) AS m",
            w.sql
        );
        for r in w.query(&sql).fetch_all(&mut *conn).await? {
            out.push((to_usize(r.try_get::<i64, _>("i")?), r.try_get::<f64, _>("speedup")?));
        }
        return Ok(out);
    }
    let mut template = Where::default();
    template.and(&format!("{col} = $?"), Bind::Text(String::new()));
    if bucketed {
        template.and("bucket = $?", Bind::Int(0));
    }
    template.push_rows(f);
    let n = template.binds.len();
    let sql = format!("SELECT speedup FROM leader_timed{} ORDER BY {order} LIMIT ${} OFFSET ${}", template.sql, n + 1, n + 2);
    for wk in walks {
        let mut w = template.clone();
        w.binds[0] = Bind::Text(wk.grp.to_string());
        if let Some(b) = wk.bucket {
            w.binds[1] = Bind::Int(b);
        }
        for r in w.query(&sql).bind(wk.limit).bind(wk.offset).fetch_all(&mut *conn).await? {
            out.push((wk.i, r.try_get::<f64, _>("speedup")?));
        }
    }
    Ok(out)
}

/// Labels of every device with a non-rejected submission.
async fn device_labels(conn: &mut AnyConnection) -> Result<HashMap<String, DeviceLabel>, sqlx::Error> {
    let rows = sqlx::query("SELECT device_id, confirmed_model, label, backend, engine FROM leader_devices").fetch_all(&mut *conn).await?;
    let mut out: HashMap<String, DeviceLabel> = HashMap::new();
    for r in &rows {
        let d = out.entry(r.try_get("device_id")?).or_default();
        d.label = r.try_get("label")?;
        d.backend = r.try_get("backend")?;
        d.engine = r.try_get("engine")?;
        let m: String = r.try_get("confirmed_model")?;
        if !m.is_empty() {
            d.confirmed_models.insert(m);
        }
    }
    Ok(out)
}
