//! The paired tabs every server on the database holds (`paired_tabs`, migration 0011): each
//! `ekb serve` publishes the tabs whose sockets it holds ([`publish`], from its runner's loop, with
//! a lease of [`LEASE`]); every server reads them ([`find`], [`live`]) so that a job or a look-up
//! for a code through any server of the database finds the tab, and no runner fails a job queued
//! for another server's tab as absent. A code is a capability: rows name it by its SHA-256
//! ([`code_hash`]).

use std::collections::HashMap;
use std::time::Duration;

use sqlx::{Any, Row};

use crate::db::Db;

/// How long a published row stays live without being published again: three publications
/// ([`PUBLISH_EVERY`]); a server that died is forgotten this long after its last one.
pub const LEASE: Duration = Duration::from_secs(15);

/// How often a runner publishes its tabs when nothing changed (a change is published at its next
/// look at the queue).
pub const PUBLISH_EVERY: Duration = Duration::from_secs(5);

/// A tab as another server sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishedTab {
    /// The adapter it announced.
    pub adapter: String,
    /// Visible and idle at its holder's last publication.
    pub free: bool,
}

/// The SHA-256 of a pairing code, as `paired_tabs` names it.
pub fn code_hash(code: &str) -> String {
    crate::check::sha256_hex(code.as_bytes())
}

fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX / 4)
}

/// Replaces `server`'s rows by `tabs` (code hash → tab), live until `now_ms` + [`LEASE`], and
/// drops every row whose lease is over. One transaction.
///
/// # Errors
/// A database error.
pub async fn publish(db: &Db, server: &str, tabs: &[(String, PublishedTab)], now_ms: i64) -> Result<(), sqlx::Error> {
    let _w = db.write_guard().await;
    let mut tx = db.pool().begin().await?;
    sqlx::query::<Any>("DELETE FROM paired_tabs WHERE server = $1 OR lease_until_ms < $2")
        .bind(server)
        .bind(now_ms)
        .execute(&mut *tx)
        .await?;
    for (hash, tab) in tabs {
        sqlx::query::<Any>("INSERT INTO paired_tabs (code_hash, server, adapter, free, lease_until_ms) VALUES ($1, $2, $3, $4, $5)")
            .bind(hash)
            .bind(server)
            .bind(&tab.adapter)
            .bind(i64::from(tab.free))
            .bind(now_ms + ms(LEASE))
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await
}

/// Removes `server`'s rows (its runner stopped: its tabs go with it).
///
/// # Errors
/// A database error.
pub async fn withdraw(db: &Db, server: &str) -> Result<u64, sqlx::Error> {
    let _w = db.write_guard().await;
    Ok(sqlx::query::<Any>("DELETE FROM paired_tabs WHERE server = $1").bind(server).execute(db.pool()).await?.rows_affected())
}

/// The live tab of `code` held by a server other than `me`, if any.
///
/// # Errors
/// A database error.
pub async fn find(db: &Db, me: &str, code: &str, now_ms: i64) -> Result<Option<PublishedTab>, sqlx::Error> {
    let row = sqlx::query("SELECT adapter, free FROM paired_tabs WHERE code_hash = $1 AND server <> $2 AND lease_until_ms >= $3")
        .bind(code_hash(code))
        .bind(me)
        .bind(now_ms)
        .fetch_optional(db.pool())
        .await?;
    row.map(|r| Ok(PublishedTab { adapter: r.try_get("adapter")?, free: r.try_get::<i64, _>("free")? != 0 })).transpose()
}

/// Every live tab held by a server other than `me`, by code hash.
///
/// # Errors
/// A database error.
pub async fn live(db: &Db, me: &str, now_ms: i64) -> Result<HashMap<String, PublishedTab>, sqlx::Error> {
    let rows = sqlx::query("SELECT code_hash, adapter, free FROM paired_tabs WHERE server <> $1 AND lease_until_ms >= $2")
        .bind(me)
        .bind(now_ms)
        .fetch_all(db.pool())
        .await?;
    rows.iter()
        .map(|r| Ok((r.try_get("code_hash")?, PublishedTab { adapter: r.try_get("adapter")?, free: r.try_get::<i64, _>("free")? != 0 })))
        .collect()
}
