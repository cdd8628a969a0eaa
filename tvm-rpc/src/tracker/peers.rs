//! What the tracker keeps per peer address: its open connections (for the per-address cap) and
//! its PUT and REQUEST budgets (token buckets), so that one host cannot hold every connection
//! slot or flood the queues from many connections.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Instant;

/// A rate: `per_second` tokens come back each second, up to `burst`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Tokens regained per second.
    pub per_second: f64,
    /// Most tokens held (and the budget of a new address).
    pub burst: f64,
}

/// A token bucket ([`Rate`]), refilled lazily when asked.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(rate: Rate, now: Instant) -> Self {
        Self { tokens: rate.burst, at: now }
    }

    fn refill(&mut self, rate: Rate, now: Instant) {
        // Never backwards: a caller's older `now` must not count the same time twice.
        if now > self.at {
            let gained = (now - self.at).as_secs_f64() * rate.per_second;
            self.tokens = (self.tokens + gained).min(rate.burst);
            self.at = now;
        }
    }

    /// Takes a token; `false` when none is left.
    fn take(&mut self, rate: Rate, now: Instant) -> bool {
        self.refill(rate, now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn is_full(&mut self, rate: Rate, now: Instant) -> bool {
        self.refill(rate, now);
        self.tokens >= rate.burst
    }
}

/// One peer address.
#[derive(Debug)]
struct Peer {
    connections: usize,
    put: Bucket,
    request: Bucket,
}

/// Which budget a message spends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spend {
    /// A PUT (a server offering itself).
    Put,
    /// A REQUEST (a client asking for a server).
    Request,
}

/// Every peer address with an open connection or budget still coming back.
#[derive(Debug)]
pub(crate) struct Peers {
    put: Rate,
    request: Rate,
    max_per_address: usize,
    by_address: HashMap<IpAddr, Peer>,
}

impl Peers {
    pub(crate) fn new(put: Rate, request: Rate, max_per_address: usize) -> Self {
        Self { put, request, max_per_address: max_per_address.max(1), by_address: HashMap::new() }
    }

    /// Counts a new connection from `ip`; `false` (nothing counted) when the address has
    /// `max_per_address` open already.
    pub(crate) fn open(&mut self, ip: IpAddr, now: Instant) -> bool {
        let (put, request) = (self.put, self.request);
        let peer = self.by_address.entry(ip).or_insert_with(|| Peer {
            connections: 0,
            put: Bucket::full(put, now),
            request: Bucket::full(request, now),
        });
        if peer.connections >= self.max_per_address {
            return false;
        }
        peer.connections += 1;
        true
    }

    /// A connection from `ip` ended. The address is forgotten once it has no connection and its
    /// budgets are whole again (a reconnect cannot refill them); addresses left with debt are
    /// looked at again here, so the table holds only addresses that were busy recently.
    pub(crate) fn close(&mut self, ip: IpAddr, now: Instant) {
        if let Some(p) = self.by_address.get_mut(&ip) {
            p.connections = p.connections.saturating_sub(1);
        }
        let (put, request) = (self.put, self.request);
        self.by_address.retain(|_, p| p.connections > 0 || !(p.put.is_full(put, now) && p.request.is_full(request, now)));
    }

    /// Spends one token of `what` for `ip`; `false` when its budget is spent.
    pub(crate) fn spend(&mut self, ip: IpAddr, what: Spend, now: Instant) -> bool {
        let (put, request) = (self.put, self.request);
        let Some(p) = self.by_address.get_mut(&ip) else { return false };
        match what {
            Spend::Put => p.put.take(put, now),
            Spend::Request => p.request.take(request, now),
        }
    }

    /// Open connections from `ip`.
    #[cfg(test)]
    pub(crate) fn connections(&self, ip: IpAddr) -> usize {
        self.by_address.get(&ip).map_or(0, |p| p.connections)
    }

    /// Addresses remembered.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.by_address.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn per_address_cap_and_buckets() {
        let rate = Rate { per_second: 2.0, burst: 3.0 };
        let mut p = Peers::new(rate, rate, 2);
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let t0 = Instant::now();
        assert!(p.open(a, t0) && p.open(a, t0));
        assert!(!p.open(a, t0), "a third connection from one address is over the cap");
        assert!(p.open(b, t0), "another address is not");
        assert_eq!(p.connections(a), 2);
        for _ in 0..3 {
            assert!(p.spend(a, Spend::Put, t0));
        }
        assert!(!p.spend(a, Spend::Put, t0), "the burst is spent");
        assert!(p.spend(a, Spend::Request, t0), "REQUEST has its own budget");
        assert!(p.spend(a, Spend::Put, t0 + Duration::from_millis(500)), "one token back after 0.5 s at 2/s");
        // Closing every connection keeps an address in debt, so reconnecting does not refill it.
        p.close(a, t0);
        p.close(a, t0);
        assert!(p.open(a, t0));
        assert!(!p.spend(a, Spend::Put, t0 + Duration::from_millis(500)));
        p.close(a, t0 + Duration::from_secs(10));
        p.close(b, t0 + Duration::from_secs(10));
        assert_eq!(p.len(), 0, "idle addresses with whole budgets are forgotten");
    }
}
