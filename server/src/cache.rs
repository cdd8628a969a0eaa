//! A small cache for the aggregate reads (leaderboard, export), which scan every stored row.
//!
//! An entry is fresh while no write happened in this process since it was computed (a generation
//! counter bumped by every stored submission) and it is younger than [`TTL`] (which bounds the
//! staleness caused by other server processes writing to the same PostgreSQL). Misses are
//! computed one at a time: while one request recomputes, concurrent requests for a stale key get
//! the previous value (at most [`MAX_STALE`] old) instead of piling up identical scans.
//!
//! Measured on the 2-core test machine (docs/SERVER.md): recomputing the leaderboard over 15 500
//! rows took ≈ 0.5 s of CPU per request, so 16 concurrent readers without the cache managed
//! 4 requests per second.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::error::AppError;

/// Longest time an entry is served without a write in this process.
pub const TTL: Duration = Duration::from_secs(10);
/// Oldest stale value handed out while a recomputation is in flight.
pub const MAX_STALE: Duration = Duration::from_secs(5);
/// Keys kept (distinct query strings) before the cache starts over.
const MAX_KEYS: usize = 1024;

#[derive(Clone)]
struct Entry {
    generation: u64,
    at: Instant,
    value: Arc<serde_json::Value>,
}

/// Cached JSON answers keyed by route and normalised query.
#[derive(Default)]
pub struct ReadCache {
    generation: AtomicU64,
    entries: Mutex<HashMap<String, Entry>>,
    compute: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for ReadCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReadCache").field("generation", &self.generation.load(Ordering::Relaxed)).finish_non_exhaustive()
    }
}

impl ReadCache {
    /// Marks every entry stale (call after a write).
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
    }

    fn lookup(&self, key: &str, max_age: Duration, any_generation: bool) -> Option<Arc<serde_json::Value>> {
        let generation = self.generation.load(Ordering::Acquire);
        let entries = self.entries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        entries.get(key).filter(|e| (any_generation || e.generation == generation) && e.at.elapsed() < max_age).map(|e| e.value.clone())
    }

    /// The value for `key`, computing it with `compute` when missing or stale.
    ///
    /// # Errors
    /// What `compute` returns.
    pub async fn get_or_compute<F, Fut>(&self, key: &str, compute: F) -> Result<Arc<serde_json::Value>, AppError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<serde_json::Value, AppError>>,
    {
        if let Some(v) = self.lookup(key, TTL, false) {
            return Ok(v);
        }
        let arrived = Instant::now();
        let _guard = match self.compute.try_lock() {
            Ok(g) => g,
            Err(_) => {
                if let Some(v) = self.lookup(key, MAX_STALE, true) {
                    return Ok(v);
                }
                let g = self.compute.lock().await;
                // Computed while this request waited: as fresh as recomputing now would be
                // under continuous writes, and it stops waiters from recomputing one by one.
                if let Some(v) = self.lookup(key, arrived.elapsed(), true) {
                    return Ok(v);
                }
                g
            }
        };
        if let Some(v) = self.lookup(key, TTL, false) {
            return Ok(v);
        }
        let generation = self.generation.load(Ordering::Acquire);
        let value = Arc::new(compute().await?);
        let mut entries = self.entries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if entries.len() >= MAX_KEYS {
            entries.clear();
        }
        entries.insert(key.to_string(), Entry { generation, at: Instant::now(), value: value.clone() });
        Ok(value)
    }
}
