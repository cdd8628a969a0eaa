//! One file-descriptor budget per process: the HTTP connections, the embedded TVM tracker's
//! connections and everything else the process keeps open (listeners, the database pool, the
//! relay's worker pipes, compiles in the sandbox) must together stay under `RLIMIT_NOFILE`, or
//! `accept` fails with "Too many open files" and every listener stops answering — the adversarial
//! pass did that with 1,008 idle tracker connections against Debian's default soft limit of 1,024
//! while the tracker's cap (1,024) and the HTTP cap (512) were counted separately.
//!
//! [`plan`] reads the limit at start, raises the soft limit towards what is wanted where the hard
//! limit allows, and otherwise lowers both caps in proportion so that they and the reserve fit;
//! [`Budget::describe`] says which, for the log.

use std::fmt;

/// Descriptors a process needs besides its connections (see [`reserve`]).
pub const BASE_RESERVE: u64 = 64;

/// The descriptors to keep aside for what is not a connection: [`BASE_RESERVE`] (stdio, the
/// listeners, tokio's own, logs, the TLS files, PoCL's and the sandbox's files), four per database
/// connection (an SQLite connection holds the database file, its WAL and its shared memory; a
/// PostgreSQL one its socket), and eight per relay job or validation thread that can run at once
/// (a worker's three pipes, a compile in the sandbox and its pipes).
///
/// Measured (Debian 12, `ls /proc/PID/fd | wc -l`): an idle `ekb serve` with the relay and the
/// embedded tracker on SQLite holds ≈ 30 descriptors; one running relay job adds 4.
pub fn reserve(database_connections: u32, relay_jobs: usize, validation_threads: usize) -> u64 {
    BASE_RESERVE + 4 * u64::from(database_connections) + 8 * (relay_jobs + validation_threads) as u64
}

/// What a process would like to hold open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    /// HTTP connections (`--max-connections`).
    pub http: usize,
    /// Tracker connections (`--tracker-max-connections`; 0 without an embedded tracker).
    pub tracker: usize,
    /// Descriptors that are not connections ([`reserve`]).
    pub reserve: u64,
}

/// The caps that fit the descriptor limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The soft limit in force after [`plan`].
    pub soft_limit: u64,
    /// The hard limit (the soft one can be raised to it without privileges).
    pub hard_limit: u64,
    /// The soft limit before [`plan`] raised it, if it did.
    pub raised_from: Option<u64>,
    /// HTTP connections allowed.
    pub http: usize,
    /// Tracker connections allowed.
    pub tracker: usize,
    /// Descriptors kept aside.
    pub reserve: u64,
    /// What was asked for (different from the caps when they were lowered).
    pub wanted: Wanted,
}

impl Budget {
    /// Whether the caps had to be lowered below what was asked for.
    pub fn lowered(&self) -> bool {
        self.http < self.wanted.http || self.tracker < self.wanted.tracker
    }

    /// One line for the log.
    pub fn describe(&self) -> String {
        let raised = self.raised_from.map_or(String::new(), |from| format!(" (raised from {from})"));
        let tracker = if self.wanted.tracker > 0 { format!(" + {} tracker", self.tracker) } else { String::new() };
        let mut s = format!(
            "descriptor limit {}{raised} (hard {}): {} HTTP{tracker} connections + {} reserved",
            self.soft_limit, self.hard_limit, self.http, self.reserve
        );
        if self.lowered() {
            s += &format!(
                "; LOWERED from {} HTTP{} to fit: raise `ulimit -n` (the hard limit) to at least {} to serve them all",
                self.wanted.http,
                if self.wanted.tracker > 0 { format!(" + {} tracker", self.wanted.tracker) } else { String::new() },
                self.wanted.http as u64 + self.wanted.tracker as u64 + self.wanted.reserve
            );
        }
        s
    }
}

/// Why no budget fits.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum BudgetError {
    /// The limit cannot be read.
    #[error("reading RLIMIT_NOFILE: {0}")]
    Read(String),
    /// The limit leaves fewer than [`MIN_CONNECTIONS`] connections after the reserve.
    #[error(
        "the descriptor limit {soft} (hard {hard}) leaves too few connections after the {reserve} kept aside; raise `ulimit -n` \
         to at least {need}"
    )]
    TooLow {
        /// Soft limit.
        soft: u64,
        /// Hard limit.
        hard: u64,
        /// Reserve.
        reserve: u64,
        /// The least limit that serves.
        need: u64,
    },
}

/// Fewest connections a listener is given.
pub const MIN_CONNECTIONS: usize = 8;

/// Reads `RLIMIT_NOFILE`, raises the soft limit towards what `wanted` needs (up to the hard limit),
/// and returns caps that fit it (lowered in proportion when they do not).
///
/// # Errors
/// [`BudgetError`] when the limit cannot be read or is too low to serve at all.
pub fn plan(wanted: Wanted) -> Result<Budget, BudgetError> {
    let (soft, hard) = rlimit::Resource::NOFILE.get().map_err(|e| BudgetError::Read(e.to_string()))?;
    let need = wanted.http as u64 + wanted.tracker as u64 + wanted.reserve;
    let mut raised_from = None;
    let mut soft_now = soft;
    if soft < need {
        let target = need.min(hard);
        if target > soft && rlimit::Resource::NOFILE.set(target, hard).is_ok() {
            raised_from = Some(soft);
            soft_now = target;
        }
    }
    fit(wanted, soft_now, hard, raised_from)
}

/// The caps of `wanted` under a soft limit of `soft` (the arithmetic of [`plan`]).
///
/// # Errors
/// [`BudgetError::TooLow`].
pub fn fit(wanted: Wanted, soft: u64, hard: u64, raised_from: Option<u64>) -> Result<Budget, BudgetError> {
    let listeners = usize::from(wanted.http > 0) + usize::from(wanted.tracker > 0);
    let min_need = wanted.reserve + (MIN_CONNECTIONS * listeners) as u64;
    if soft < min_need {
        return Err(BudgetError::TooLow { soft, hard, reserve: wanted.reserve, need: min_need });
    }
    let available = soft - wanted.reserve;
    let asked = wanted.http as u64 + wanted.tracker as u64;
    let (http, tracker) = if asked <= available {
        (wanted.http, wanted.tracker)
    } else {
        // In proportion, each at least MIN_CONNECTIONS (when asked for), never above the ask.
        let share = |n: usize| -> usize {
            if n == 0 {
                0
            } else {
                usize::try_from(n as u64 * available / asked).unwrap_or(usize::MAX).clamp(MIN_CONNECTIONS, n)
            }
        };
        let http = share(wanted.http);
        let tracker = share(wanted.tracker).min(usize::try_from(available).unwrap_or(usize::MAX).saturating_sub(http));
        (http, tracker)
    };
    Ok(Budget { soft_limit: soft, hard_limit: hard, raised_from, http, tracker, reserve: wanted.reserve, wanted })
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caps_fit_the_limit_and_are_lowered_in_proportion() {
        let w = Wanted { http: 512, tracker: 1024, reserve: 150 };
        let roomy = fit(w, 20_000, 20_000, None).unwrap();
        assert_eq!((roomy.http, roomy.tracker, roomy.lowered()), (512, 1024, false));
        // Debian's default soft = hard = 1024: what the adversarial pass ran against.
        let tight = fit(w, 1024, 1024, None).unwrap();
        assert!(tight.lowered());
        assert!(tight.http as u64 + tight.tracker as u64 + tight.reserve <= 1024, "{tight:?}");
        assert_eq!((tight.http, tight.tracker), (291, 582));
        assert!(tight.describe().contains("LOWERED"), "{}", tight.describe());
        // Only HTTP (no embedded tracker).
        let http_only = fit(Wanted { http: 512, tracker: 0, reserve: 100 }, 400, 400, None).unwrap();
        assert_eq!((http_only.http, http_only.tracker), (300, 0));
        assert!(matches!(fit(w, 100, 100, None), Err(BudgetError::TooLow { .. })));
        assert_eq!(reserve(16, 2, 2), 64 + 64 + 32);
    }
}
