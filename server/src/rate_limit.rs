//! A token bucket per client IP for the write endpoints (`POST /api/submissions`, `/api/kernels`,
//! `/api/sets`). Each IP may burst `burst` requests, then `per_second` more each second; the
//! 429 answer carries `Retry-After`. Reads are not limited. Behind a reverse proxy every client
//! shares the proxy's IP: rate-limit there instead.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::AppError;
use crate::AppState;

/// Write budget per client IP.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateLimit {
    /// Tokens added per second.
    pub per_second: f64,
    /// Bucket size: requests allowed at once.
    pub burst: u32,
}

impl Default for RateLimit {
    /// 1 write per second, bursts of 30: a person submitting reports by hand never meets it; a
    /// script flooding the server does after 30 requests.
    fn default() -> Self {
        Self { per_second: 1.0, burst: 30 }
    }
}

/// Buckets keyed by IP (`None`: a request without a peer address, as in router tests).
#[derive(Debug)]
pub struct Limiter {
    limit: RateLimit,
    buckets: Mutex<HashMap<Option<IpAddr>, (f64, Instant)>>,
}

/// Buckets kept before idle ones are dropped.
const MAX_BUCKETS: usize = 100_000;

impl Limiter {
    /// A limiter with `limit`.
    pub fn new(limit: RateLimit) -> Self {
        Self { limit, buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one token for `ip`, or says how many seconds until one is available.
    pub fn check(&self, ip: Option<IpAddr>, now: Instant) -> Result<(), u64> {
        let RateLimit { per_second, burst } = self.limit;
        let mut buckets = self.buckets.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= MAX_BUCKETS {
            // A full bucket after `burst / per_second` seconds idle is the same as no bucket.
            let idle_s = f64::from(burst) / per_second.max(1e-9);
            buckets.retain(|_, (_, t)| now.duration_since(*t).as_secs_f64() < idle_s);
        }
        let (tokens, last) = buckets.entry(ip).or_insert((f64::from(burst), now));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * per_second).min(f64::from(burst));
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            Err(((1.0 - *tokens) / per_second.max(1e-9)).ceil().max(1.0) as u64)
        }
    }
}

/// Middleware: 429 when the peer's bucket is empty (no-op when the server has no limit).
pub async fn middleware(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if let Some(limiter) = state.limiter() {
        let ip = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        if let Err(retry_after_s) = limiter.check(ip, Instant::now()) {
            return AppError::TooManyRequests { retry_after_s }.into_response();
        }
    }
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn bursts_then_refills() {
        let l = Limiter::new(RateLimit { per_second: 2.0, burst: 3 });
        let t0 = Instant::now();
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        assert!((0..3).all(|_| l.check(a, t0).is_ok()));
        assert_eq!(l.check(a, t0), Err(1));
        assert!(l.check(Some(IpAddr::from([10, 0, 0, 2])), t0).is_ok(), "other clients keep their budget");
        assert!(l.check(a, t0 + Duration::from_millis(500)).is_ok(), "one token after 0.5 s at 2/s");
        assert!(l.check(a, t0 + Duration::from_millis(500)).is_err());
    }
}
