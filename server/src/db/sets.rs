//! `generation_sets` and `set_samples`: published samples files with their model and sampling
//! settings; sources live in `kernels`.

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use crate::db::{kernels, Db};

/// A set's metadata (shared with the app).
pub use ekb_wire::api::SetMeta;

/// One sample of a set.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SetSample {
    /// Id within the set.
    pub sample_id: String,
    /// Task.
    pub task_id: String,
    /// Model.
    pub model: String,
    /// SHA-256 of the source.
    pub source_hash: String,
    /// The candidate text.
    pub source: String,
}

/// The metadata query's fixed prefix (a macro so that every SQL text stays a literal).
macro_rules! meta_sql {
    () => {
        "SELECT id, name, model, temperature, top_p, generated_on, prompt_version, notes, samples, tasks, created_at_ms FROM generation_sets"
    };
}

fn meta(r: &AnyRow) -> Result<SetMeta, sqlx::Error> {
    Ok(SetMeta {
        id: r.try_get("id")?,
        name: r.try_get("name")?,
        model: r.try_get("model")?,
        temperature: r.try_get("temperature")?,
        top_p: r.try_get("top_p")?,
        date: r.try_get("generated_on")?,
        prompt_version: r.try_get("prompt_version")?,
        notes: r.try_get("notes")?,
        sample_count: u64::try_from(r.try_get::<i64, _>("samples")?).unwrap_or(0),
        task_count: u64::try_from(r.try_get::<i64, _>("tasks")?).unwrap_or(0),
        created_at: crate::db::rfc3339(r.try_get("created_at_ms")?),
    })
}

/// Stores a set and its samples in one transaction (`meta.created_at` is ignored; `now_ms` is used).
///
/// # Errors
/// A database error (a unique violation when the same set is published concurrently).
pub async fn insert(db: &Db, m: &SetMeta, samples: &[SetSample], now_ms: i64) -> Result<(), sqlx::Error> {
    let _writer = db.write_guard().await;
    let mut tx = db.pool().begin().await?;
    sqlx::query(
        "INSERT INTO generation_sets (id, name, model, temperature, top_p, generated_on, prompt_version, notes, samples, tasks, created_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&m.id)
    .bind(&m.name)
    .bind(&m.model)
    .bind(m.temperature)
    .bind(m.top_p)
    .bind(&m.date)
    .bind(&m.prompt_version)
    .bind(&m.notes)
    .bind(i64::try_from(m.sample_count).unwrap_or(i64::MAX))
    .bind(i64::try_from(m.task_count).unwrap_or(i64::MAX))
    .bind(now_ms)
    // Nullable floats: never a cached statement (see "Nullable floats" in `db`).
    .persistent(false)
    .execute(&mut *tx)
    .await?;
    for (ord, s) in samples.iter().enumerate() {
        kernels::insert(&mut tx, &s.source_hash, &s.source, Some(&s.task_id), now_ms).await?;
        sqlx::query("INSERT INTO set_samples (set_id, sample_id, ord, task_id, model, source_hash) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(&m.id)
            .bind(&s.sample_id)
            .bind(ord as i64)
            .bind(&s.task_id)
            .bind(&s.model)
            .bind(&s.source_hash)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await
}

/// Every set, newest first.
///
/// # Errors
/// A database error.
pub async fn list(pool: &AnyPool) -> Result<Vec<SetMeta>, sqlx::Error> {
    let rows = sqlx::query(concat!(meta_sql!(), " ORDER BY created_at_ms DESC, id")).fetch_all(pool).await?;
    rows.iter().map(meta).collect()
}

/// The set `id`.
///
/// # Errors
/// A database error.
pub async fn get(pool: &AnyPool, id: &str) -> Result<Option<SetMeta>, sqlx::Error> {
    let row = sqlx::query(concat!(meta_sql!(), " WHERE id = $1")).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(meta).transpose()
}

/// The samples of set `id` in file order, with their sources.
///
/// # Errors
/// A database error.
pub async fn samples(pool: &AnyPool, id: &str) -> Result<Vec<SetSample>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT s.sample_id, s.task_id, s.model, s.source_hash, k.source FROM set_samples s JOIN kernels k ON k.hash = s.source_hash \
         WHERE s.set_id = $1 ORDER BY s.ord",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(SetSample {
                sample_id: r.try_get("sample_id")?,
                task_id: r.try_get("task_id")?,
                model: r.try_get("model")?,
                source_hash: r.try_get("source_hash")?,
                source: r.try_get("source")?,
            })
        })
        .collect()
}
