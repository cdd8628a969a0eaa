//! Who a request comes from, as far as the server can know: the peer address of its connection.
//! Bounds per client (connections, the write rate's key, the per-source leaderboard quota) count
//! by [`address_key`], so that one host cannot pass for many by rotating the addresses it owns.

use std::net::IpAddr;

use sha2::{Digest, Sha256};

/// The address a bound counts `ip` under: an IPv4 address itself (an IPv4-mapped IPv6 address as
/// its IPv4), an IPv6 address as its /64 (one host or home network is usually given a whole /64).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// The stored name of a client's source: `src_` and 16 hex digits of the SHA-256 of its
/// [`address_key`] (the address itself is never stored with results nor shown; an IPv4 hash can be
/// reversed by trying every address, so it is not shown in any answer either).
pub fn source_id(ip: IpAddr) -> String {
    let digest = Sha256::digest(format!("ekb-source-v1|{}", address_key(ip)).as_bytes());
    let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("src_{hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_group_by_host() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(address_key(a), address_key(b), "one /64");
        assert_ne!(address_key(a), address_key(other));
        let mapped: IpAddr = "::ffff:10.1.2.3".parse().unwrap();
        assert_eq!(address_key(mapped), "10.1.2.3".parse::<IpAddr>().unwrap());
        assert_eq!(source_id(a), source_id(b));
        assert!(source_id("10.0.0.1".parse().unwrap()).starts_with("src_"));
        assert_eq!(source_id("10.0.0.1".parse().unwrap()).len(), 20);
    }
}
