//! How much naga validation a submission may cost: per request and per client IP over a window.
//!
//! Re-validating a source costs server CPU in proportion to its size (measured below), so the
//! request rate limit alone does not bound it: one 7 MiB inline submission of 120 kernels cost
//! 1–4 s. [`ValidationBudget`] bounds the source bytes validated (sources already in the
//! validation cache are free) and the time spent validating, for one request (over it: `413`) and
//! per client IP over a sliding window (over it: `429` with `Retry-After`). Everything is decided
//! before the database is touched, so a refused submission leaves nothing stored.
//!
//! [`ClientBudgets`] keeps, per IP, the bytes and milliseconds spent, each draining linearly so
//! that a client gets its whole budget back over one window. Bytes are reserved when a request is
//! admitted; the time is charged after it is measured, so a client may overdraw by its last
//! request (at most [`ValidationBudget::request_ms`]) and then waits it off. (`governor`, used for
//! the request rate, can only refuse a cost known in advance; it cannot charge a measured one.)

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

/// Validation budgets (docs/SERVER.md has the measurements behind the defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValidationBudget {
    /// Source bytes one request may have validated (those not in the validation cache), bytes.
    pub request_bytes: u64,
    /// Wall-clock time one request may spend validating, ms.
    pub request_ms: u64,
    /// Source bytes one client IP may have validated per window, bytes.
    pub client_bytes: u64,
    /// Validation time one client IP may spend per window, ms.
    pub client_ms: u64,
    /// The window, seconds: spent budget comes back linearly over it.
    pub window_s: u64,
}

impl Default for ValidationBudget {
    /// Per request 2 MiB and 4 s; per client 16 MiB and 20 s every 5 minutes (≈ 7 % of one core).
    /// `examples/validation_rate` (release, 2-core VM): 1.22 MiB/s for the 43 references padded to
    /// 60 KiB (48 ms each), so 2 MiB is ≈ 1.6 s and 4 s leaves room for a busy machine; the whole
    /// suite of references (43 sources, 76 KiB) takes 0.054 s, far inside both.
    fn default() -> Self {
        Self { request_bytes: 2 << 20, request_ms: 4_000, client_bytes: 16 << 20, client_ms: 20_000, window_s: 300 }
    }
}

/// Why a client was refused: which budget, and when enough of it is back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// `source bytes` or `validation time`.
    pub what: &'static str,
    /// Seconds until the request would be admitted.
    pub retry_after_s: u64,
}

#[derive(Clone, Copy, Debug)]
struct Spent {
    bytes: f64,
    ms: f64,
    at: Instant,
}

/// Spent validation budget per client IP (`None`: no peer address, as in router tests).
#[derive(Debug)]
pub struct ClientBudgets {
    budget: ValidationBudget,
    spent: Mutex<HashMap<Option<IpAddr>, Spent>>,
}

/// Clients kept before those with nothing spent are dropped.
const MAX_CLIENTS: usize = 100_000;

impl ClientBudgets {
    /// Accounts against `budget`.
    pub fn new(budget: ValidationBudget) -> Self {
        Self { budget, spent: Mutex::new(HashMap::new()) }
    }

    /// The budget.
    pub fn budget(&self) -> ValidationBudget {
        self.budget
    }

    fn rates(&self) -> (f64, f64) {
        let w = self.budget.window_s.max(1) as f64;
        (self.budget.client_bytes as f64 / w, self.budget.client_ms as f64 / w)
    }

    fn drained(&self, s: Spent, now: Instant) -> Spent {
        let (bytes_per_s, ms_per_s) = self.rates();
        let dt = now.saturating_duration_since(s.at).as_secs_f64();
        Spent { bytes: (s.bytes - dt * bytes_per_s).max(0.0), ms: (s.ms - dt * ms_per_s).max(0.0), at: now }
    }

    /// Admits a request that will validate `bytes` for `ip` and reserves them, or says which
    /// budget is spent and when to come back.
    ///
    /// # Errors
    /// [`Refusal`] when the client's bytes or time for the window are spent.
    pub fn admit(&self, ip: Option<IpAddr>, bytes: u64, now: Instant) -> Result<(), Refusal> {
        let (bytes_per_s, ms_per_s) = self.rates();
        let mut map = self.spent.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.len() >= MAX_CLIENTS {
            map.retain(|_, s| {
                let d = self.drained(*s, now);
                d.bytes > 0.0 || d.ms > 0.0
            });
        }
        let s = map.entry(ip).or_insert(Spent { bytes: 0.0, ms: 0.0, at: now });
        *s = self.drained(*s, now);
        let retry = |over: f64, per_s: f64| (over / per_s.max(1e-9)).ceil().max(1.0) as u64;
        if s.ms >= self.budget.client_ms as f64 {
            return Err(Refusal { what: "validation time", retry_after_s: retry(s.ms - self.budget.client_ms as f64 + 1.0, ms_per_s) });
        }
        let after = s.bytes + bytes as f64;
        if after > self.budget.client_bytes as f64 {
            return Err(Refusal { what: "source bytes", retry_after_s: retry(after - self.budget.client_bytes as f64, bytes_per_s) });
        }
        s.bytes = after;
        Ok(())
    }

    /// Charges `ms` of validation time to `ip` (after [`Self::admit`]).
    pub fn charge_ms(&self, ip: Option<IpAddr>, ms: u64, now: Instant) {
        let mut map = self.spent.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let s = map.entry(ip).or_insert(Spent { bytes: 0.0, ms: 0.0, at: now });
        *s = self.drained(*s, now);
        s.ms += ms as f64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn budgets() -> ClientBudgets {
        ClientBudgets::new(ValidationBudget { request_bytes: 100, request_ms: 10, client_bytes: 1000, client_ms: 100, window_s: 10 })
    }

    #[test]
    fn bytes_are_reserved_and_come_back_over_the_window() {
        let b = budgets();
        let (t0, a) = (Instant::now(), Some(IpAddr::from([10, 0, 0, 1])));
        assert!((0..10).all(|_| b.admit(a, 100, t0).is_ok()));
        let r = b.admit(a, 100, t0).expect_err("1000 bytes spent");
        assert_eq!(r, Refusal { what: "source bytes", retry_after_s: 1 }, "100 bytes come back per second");
        assert!(b.admit(Some(IpAddr::from([10, 0, 0, 2])), 100, t0).is_ok(), "other clients keep their budget");
        assert!(b.admit(a, 100, t0 + Duration::from_secs(1)).is_ok());
        assert!(b.admit(a, 100, t0 + Duration::from_secs(1)).is_err());
        assert!(b.admit(a, 1000, t0 + Duration::from_secs(12)).is_ok(), "all of it back after a window");
    }

    #[test]
    fn measured_time_is_charged_after_the_fact() {
        let b = budgets();
        let (t0, a) = (Instant::now(), None);
        b.admit(a, 1, t0).expect("fresh");
        b.charge_ms(a, 130, t0);
        let r = b.admit(a, 1, t0).expect_err("130 of 100 ms spent");
        assert_eq!(r.what, "validation time");
        assert_eq!(r.retry_after_s, 4, "31 ms over at 10 ms/s");
        assert!(b.admit(a, 1, t0 + Duration::from_secs(4)).is_ok());
    }
}
