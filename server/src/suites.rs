//! Suite versions on the leaderboard: `GET /api/leaderboard/suites` and the `suite=` parameter.
//!
//! Every stored submission carries the suite it was run against (`suite_version`, `suite_hash`);
//! a new report of another suite than the server's is rejected (`suite_mismatch`), so rows of an
//! older suite are the ones stored before the server was upgraded. The leaderboard never pools
//! two suites: its aggregates are keyed by suite hash ([`crate::db::leader_cells`]) and every
//! answer is one suite's, the server's current one ([`kernels::SUITE_VERSION`],
//! [`kernels::suite_hash`]) unless `suite=` names another. `suite=` takes a hash (64 lowercase hex
//! digits) or a version (`0.1.0`); one that no stored submission has, or a version stored under
//! several hashes, is a 400 naming `suite` and listing the stored suites. The current suite is
//! always accepted, even before it has rows (an empty board).

use axum::extract::State;
use axum::Json;
use ekb_wire::api::{LeaderSuites, SuiteCount, SuiteRef};
use serde_json::Value;
use sqlx::Row;

use crate::db::Db;
use crate::error::AppError;
use crate::AppState;

/// The server's own suite.
pub fn current() -> SuiteRef {
    SuiteRef { version: kernels::SUITE_VERSION.to_string(), hash: kernels::suite_hash().to_string() }
}

/// Every suite with non-rejected submissions, and the current one (listed even when empty):
/// current first, then by their latest submission, newest first.
///
/// # Errors
/// A database error.
pub async fn stored(db: &Db) -> Result<LeaderSuites, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT suite_version, suite_hash, COUNT(*) AS submissions, CAST(SUM(samples) AS BIGINT) AS samples, \
         MAX(created_at_ms) AS latest FROM submissions WHERE status <> 'rejected' GROUP BY suite_version, suite_hash",
    )
    .fetch_all(db.pool())
    .await?;
    let now = current();
    let mut suites = Vec::with_capacity(rows.len() + 1);
    for r in &rows {
        let suite = SuiteRef { version: r.try_get("suite_version")?, hash: r.try_get("suite_hash")? };
        let count = |c: &str| r.try_get::<i64, _>(c).map(|n| u64::try_from(n).unwrap_or(0));
        suites.push((
            r.try_get::<i64, _>("latest")?,
            SuiteCount { current: suite == now, suite, submissions: count("submissions")?, samples: count("samples")? },
        ));
    }
    if !suites.iter().any(|(_, s)| s.current) {
        suites.push((i64::MAX, SuiteCount { suite: now.clone(), current: true, submissions: 0, samples: 0 }));
    }
    suites.sort_by(|(a_latest, a), (b_latest, b)| {
        b.current.cmp(&a.current).then(b_latest.cmp(a_latest)).then(a.suite.hash.cmp(&b.suite.hash))
    });
    Ok(LeaderSuites { current: now, suites: suites.into_iter().map(|(_, s)| s).collect() })
}

/// The suite `raw` names (a hash or a version, see the module docs); `None` → the current suite.
///
/// # Errors
/// 400 naming `suite` when no stored suite (nor the current one) matches, or a version matches
/// several hashes; a database error.
pub async fn resolve(db: &Db, raw: Option<&str>) -> Result<SuiteRef, AppError> {
    let now = current();
    let Some(raw) = raw.map(str::trim) else { return Ok(now) };
    if raw == now.hash || raw == now.version {
        return Ok(now);
    }
    let known = stored(db).await?;
    let matching: Vec<&SuiteCount> = known.suites.iter().filter(|s| s.suite.hash == raw || s.suite.version == raw).collect();
    let listed = || known.suites.iter().map(|s| format!("{} ({})", s.suite.version, s.suite.hash)).collect::<Vec<_>>().join(", ");
    match matching.as_slice() {
        [one] => Ok(one.suite.clone()),
        [] => Err(AppError::bad_request(
            "suite",
            format!(
                "no stored suite is `{}`; the leaderboard has {} (GET /api/leaderboard/suites)",
                raw.chars().take(64).collect::<String>(),
                listed()
            ),
        )),
        _ => Err(AppError::bad_request(
            "suite",
            format!("suite version `{raw}` was stored under several hashes; give the hash: {}", listed()),
        )),
    }
}

/// `GET /api/leaderboard/suites` ([`LeaderSuites`]), cached until the next stored submission.
///
/// # Errors
/// A database error (500).
pub async fn show(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let value = state
        .reads()
        .get_or_compute("leaderboard suites", || async {
            serde_json::to_value(stored(state.db()).await?).map_err(|e| AppError::Internal(format!("serialising the suites: {e}")))
        })
        .await?;
    Ok(Json(Value::clone(&value)))
}
