//! The request rate of the write endpoints (`POST /api/submissions`, `/api/kernels`, `/api/sets`)
//! per client IP: `governor`'s keyed GCRA limiter (a token bucket in effect: each IP may burst
//! `burst` requests, then `per_second` more each second). The 429 answer is our JSON error with
//! `Retry-After`. Reads are not limited. Behind a reverse proxy every client shares the proxy's
//! IP: rate-limit there instead. (What a request may cost in validation is bounded separately, by
//! [`crate::budget`].)

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::DashMapStateStore;
use governor::{Quota, RateLimiter};

use crate::error::AppError;
use crate::AppState;

/// Write budget per client IP.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateLimit {
    /// Requests allowed per second (after the burst), > 0.
    pub per_second: f64,
    /// Requests allowed at once.
    pub burst: u32,
}

impl Default for RateLimit {
    /// 1 write per second, bursts of 30: a person submitting reports by hand never meets it; a
    /// script flooding the server does after 30 requests.
    fn default() -> Self {
        Self { per_second: 1.0, burst: 30 }
    }
}

impl RateLimit {
    /// The `governor` quota: one request per `1 / per_second` s, bursts of `burst` (at least 1; a
    /// rate under one per 30 years is taken as that).
    fn quota(self) -> Quota {
        let period = Duration::from_secs_f64((1.0 / self.per_second).clamp(1e-6, 1e9));
        Quota::with_period(period)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(self.burst).unwrap_or(NonZeroU32::MIN))
    }
}

/// `governor`'s limiter keyed by client IP on clock `C`.
type Keyed<C> = RateLimiter<Option<IpAddr>, DashMapStateStore<Option<IpAddr>>, C, NoOpMiddleware<<C as Clock>::Instant>>;

/// Limiters keyed by IP (`None`: a request without a peer address, as in router tests).
pub struct Limiter<C: Clock = DefaultClock> {
    limiter: Keyed<C>,
    clock: C,
}

impl<C: Clock> std::fmt::Debug for Limiter<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limiter").field("clients", &self.limiter.len()).finish()
    }
}

/// Clients tracked before those back at a full burst are dropped.
const MAX_CLIENTS: usize = 100_000;

impl Limiter {
    /// A limiter with `limit` on the monotonic clock.
    pub fn new(limit: RateLimit) -> Self {
        Self::with_clock(limit, DefaultClock::default())
    }
}

impl<C: Clock + Clone> Limiter<C> {
    /// A limiter with `limit` on `clock` (tests use `governor::clock::FakeRelativeClock`).
    pub fn with_clock(limit: RateLimit, clock: C) -> Self {
        Self { limiter: RateLimiter::dashmap_with_clock(limit.quota(), clock.clone()), clock }
    }

    /// Takes one request for `ip`, or says how many whole seconds (≥ 1) until one is allowed.
    ///
    /// # Errors
    /// The seconds to wait.
    pub fn check(&self, ip: Option<IpAddr>) -> Result<(), u64> {
        if self.limiter.len() >= MAX_CLIENTS {
            self.limiter.retain_recent();
            self.limiter.shrink_to_fit();
        }
        self.limiter.check_key(&ip).map_err(|not_until| not_until.wait_time_from(self.clock.now()).as_secs_f64().ceil().max(1.0) as u64)
    }
}

/// Middleware: 429 when the peer is over its rate (no-op when the server has no limit).
pub async fn middleware(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if let Some(limiter) = state.limiter() {
        let ip = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        if let Err(retry_after_s) = limiter.check(ip) {
            return AppError::TooManyRequests { retry_after_s }.into_response();
        }
    }
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use governor::clock::FakeRelativeClock;

    #[test]
    fn bursts_then_refills() {
        let clock = FakeRelativeClock::default();
        let l = Limiter::with_clock(RateLimit { per_second: 2.0, burst: 3 }, clock.clone());
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        assert!((0..3).all(|_| l.check(a).is_ok()));
        assert_eq!(l.check(a), Err(1));
        assert!(l.check(Some(IpAddr::from([10, 0, 0, 2]))).is_ok(), "other clients keep their budget");
        clock.advance(Duration::from_millis(500));
        assert!(l.check(a).is_ok(), "one request after 0.5 s at 2/s");
        assert!(l.check(a).is_err());
    }

    #[test]
    fn slow_rates_say_how_long_to_wait() {
        let clock = FakeRelativeClock::default();
        let l = Limiter::with_clock(RateLimit { per_second: 0.01, burst: 2 }, clock.clone());
        assert!(l.check(None).is_ok() && l.check(None).is_ok());
        assert_eq!(l.check(None), Err(100), "one request per 100 s");
    }
}
