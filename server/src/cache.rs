//! The cache of the aggregate reads (leaderboard, export), over [`moka`]'s future cache.
//!
//! * An entry is fresh while no write happened in this process since it was computed: the key
//!   carries a generation counter that every stored submission bumps ([`ReadCache::invalidate`]),
//!   so a computation that started before a write can only fill an entry nobody asks for again.
//! * It is at most [`TTL`] old, which bounds the staleness caused by other server processes
//!   writing to the same PostgreSQL.
//! * A miss is computed once per key: concurrent requests for it wait for that one computation
//!   (moka's `try_get_with` coalesces them), and while a key is being recomputed after a write,
//!   requests for it get the previous value (at most [`MAX_STALE`] old) instead of waiting.
//!
//! Measured on the 2-core test machine (docs/SERVER.md): before the leaderboard read aggregates,
//! recomputing it over 15 500 rows took ≈ 0.5 s of CPU per request, so 16 concurrent readers
//! without the cache managed 4 requests per second; at 1 M rows an uncached answer now takes tens
//! of milliseconds, and the cache still turns most reads into a map lookup.

use std::collections::HashSet;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use moka::future::Cache;

use crate::error::AppError;

/// Longest time an entry is served without a write in this process.
pub const TTL: Duration = Duration::from_secs(10);
/// Oldest stale value handed out while a recomputation is in flight.
pub const MAX_STALE: Duration = Duration::from_secs(5);
/// Keys kept (distinct query strings); moka evicts the least useful beyond this.
const MAX_KEYS: u64 = 1024;

/// Cached JSON answers keyed by route and normalised query.
pub struct ReadCache {
    generation: AtomicU64,
    fresh: Cache<(u64, String), Arc<serde_json::Value>>,
    previous: Cache<String, Arc<serde_json::Value>>,
    computing: Mutex<HashSet<String>>,
}

impl Default for ReadCache {
    fn default() -> Self {
        Self {
            generation: AtomicU64::new(0),
            fresh: Cache::builder().max_capacity(MAX_KEYS).time_to_live(TTL).build(),
            previous: Cache::builder().max_capacity(MAX_KEYS).time_to_live(MAX_STALE).build(),
            computing: Mutex::new(HashSet::new()),
        }
    }
}

impl std::fmt::Debug for ReadCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReadCache").field("generation", &self.generation.load(Ordering::Relaxed)).finish_non_exhaustive()
    }
}

/// Marks a key as being computed for as long as it lives (a cancelled computation included).
struct Computing<'a> {
    set: &'a Mutex<HashSet<String>>,
    key: String,
}

impl<'a> Computing<'a> {
    fn new(set: &'a Mutex<HashSet<String>>, key: &str) -> Self {
        set.lock().unwrap_or_else(PoisonError::into_inner).insert(key.to_string());
        Self { set, key: key.to_string() }
    }
}

impl Drop for Computing<'_> {
    fn drop(&mut self) {
        self.set.lock().unwrap_or_else(PoisonError::into_inner).remove(&self.key);
    }
}

impl ReadCache {
    /// Marks every entry stale (call after a write).
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.fresh.invalidate_all();
    }

    fn is_computing(&self, key: &str) -> bool {
        self.computing.lock().unwrap_or_else(PoisonError::into_inner).contains(key)
    }

    /// The value for `key`, computing it with `compute` when missing or stale.
    ///
    /// # Errors
    /// What `compute` returns (errors are not cached; every request that waited on the failed
    /// computation gets it).
    pub async fn get_or_compute<F, Fut>(&self, key: &str, compute: F) -> Result<Arc<serde_json::Value>, AppError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<serde_json::Value, AppError>>,
    {
        let fresh_key = (self.generation.load(Ordering::Acquire), key.to_string());
        if let Some(v) = self.fresh.get(&fresh_key).await {
            return Ok(v);
        }
        if self.is_computing(key) {
            if let Some(v) = self.previous.get(key).await {
                return Ok(v);
            }
        }
        self.fresh
            .try_get_with(fresh_key, async {
                let _computing = Computing::new(&self.computing, key);
                let value = Arc::new(compute().await?);
                self.previous.insert(key.to_string(), value.clone()).await;
                Ok::<_, AppError>(value)
            })
            .await
            .map_err(owned)
    }
}

/// The error of a computation several requests may share: the original when this request holds
/// the only reference, else the same kind (a database outage stays a 503).
fn owned(e: Arc<AppError>) -> AppError {
    Arc::try_unwrap(e).unwrap_or_else(|shared| match &*shared {
        AppError::Unavailable => AppError::Unavailable,
        AppError::Busy => AppError::Busy,
        AppError::Internal(m) => AppError::Internal(m.clone()),
        other => AppError::Internal(other.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[tokio::test]
    async fn a_write_invalidates_and_concurrent_misses_compute_once() {
        let cache = Arc::new(ReadCache::default());
        let runs = Arc::new(AtomicUsize::new(0));
        let get = |cache: Arc<ReadCache>, runs: Arc<AtomicUsize>| async move {
            cache
                .get_or_compute("k", || async {
                    let n = runs.fetch_add(1, Ordering::SeqCst);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    Ok(serde_json::json!(n))
                })
                .await
        };
        let all = futures_join(8, || get(cache.clone(), runs.clone())).await;
        assert!(all.iter().all(|v| v.as_ref().expect("value").as_u64() == Some(0)));
        assert_eq!(runs.load(Ordering::SeqCst), 1, "eight concurrent misses, one computation");
        assert_eq!(get(cache.clone(), runs.clone()).await.expect("hit").as_u64(), Some(0));
        cache.invalidate();
        assert_eq!(get(cache.clone(), runs.clone()).await.expect("recomputed").as_u64(), Some(1));
        // An error is not cached.
        let err = cache.get_or_compute("e", || async { Err(AppError::Unavailable) }).await.expect_err("error");
        assert!(matches!(err, AppError::Unavailable));
        assert_eq!(cache.get_or_compute("e", || async { Ok(serde_json::json!(7)) }).await.expect("value").as_u64(), Some(7));
    }

    #[tokio::test]
    async fn during_a_recomputation_other_readers_get_the_previous_value() {
        let cache = Arc::new(ReadCache::default());
        cache.get_or_compute("k", || async { Ok(serde_json::json!("old")) }).await.expect("first");
        cache.invalidate();
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let slow = {
            let cache = cache.clone();
            tokio::spawn(async move {
                cache
                    .get_or_compute("k", || async {
                        let _ = rx.await;
                        Ok(serde_json::json!("new"))
                    })
                    .await
            })
        };
        while !cache.is_computing("k") {
            tokio::task::yield_now().await;
        }
        let during = cache.get_or_compute("k", || async { Ok(serde_json::json!("second computation")) }).await.expect("stale");
        assert_eq!(during.as_str(), Some("old"));
        let _ = tx.send(());
        assert_eq!(slow.await.expect("join").expect("value").as_str(), Some("new"));
        assert_eq!(cache.get_or_compute("k", || async { Ok(serde_json::json!("unused")) }).await.expect("hit").as_str(), Some("new"));
    }

    async fn futures_join<F, Fut, T>(n: usize, make: F) -> Vec<T>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = T> + Send + 'static,
        T: Send + 'static,
    {
        let handles: Vec<_> = (0..n).map(|_| tokio::spawn(make())).collect();
        let mut out = Vec::new();
        for h in handles {
            out.push(h.await.expect("join"));
        }
        out
    }
}
