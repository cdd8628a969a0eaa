//! `kernels`: every candidate text the server has seen (shared kernels, generation-set samples,
//! submitted and reference sources), content-addressed by SHA-256.

use sqlx::{Any, AnyConnection, Row};

/// A stored kernel.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct KernelRow {
    /// SHA-256 of the source, lowercase hex.
    pub hash: String,
    /// The text.
    pub source: String,
    /// The task it was first stored for.
    pub task_id: Option<String>,
    /// Source length in bytes.
    pub bytes: i64,
    /// First stored, ms since the epoch.
    pub created_at_ms: i64,
}

/// Stores `source` under `hash` unless present; returns whether it was new.
///
/// # Errors
/// A database error.
pub async fn insert(conn: &mut AnyConnection, hash: &str, source: &str, task_id: Option<&str>, now_ms: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query::<Any>(
        "INSERT INTO kernels (hash, source, task_id, bytes, created_at_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING",
    )
    .bind(hash)
    .bind(source)
    .bind(task_id)
    .bind(source.len() as i64)
    .bind(now_ms)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The kernel with `hash`.
///
/// # Errors
/// A database error.
pub async fn get(pool: &sqlx::AnyPool, hash: &str) -> Result<Option<KernelRow>, sqlx::Error> {
    let row = sqlx::query("SELECT hash, source, task_id, bytes, created_at_ms FROM kernels WHERE hash = $1")
        .bind(hash)
        .fetch_optional(pool)
        .await?;
    row.map(|r| {
        Ok(KernelRow {
            hash: r.try_get("hash")?,
            source: r.try_get("source")?,
            task_id: r.try_get("task_id")?,
            bytes: r.try_get("bytes")?,
            created_at_ms: r.try_get("created_at_ms")?,
        })
    })
    .transpose()
}
