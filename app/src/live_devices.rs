//! The live state of the relay's devices on the Remote devices page: the page polls
//! `GET /api/relay/devices` every [`LIVE_POLL_MS`] while it is visible and keeps every device it has
//! seen, so one that leaves the tracker's list is shown **lost** (with when) instead of vanishing.
//! A listed device is **free** when the tracker has a free server for its key, else **busy** (in a
//! session; its waiting requests named).

use std::collections::BTreeMap;

use ekb_wire::relay::RelayDevice;

/// How often the page asks the relay for its devices, ms.
pub(crate) const LIVE_POLL_MS: u32 = 3000;

/// A device as the page last saw it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LiveDevice {
    /// The relay's last listing of it.
    pub device: RelayDevice,
    /// When (the page's clock, ms since the epoch) a poll first did not list it; `None` while listed.
    pub lost_since_ms: Option<f64>,
}

/// What the page says of a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LiveState {
    /// Listed with a free server.
    Free,
    /// Listed, every server in a session.
    Busy,
    /// Not listed any more (its server stopped or lost the tracker).
    Lost,
}

impl LiveState {
    /// The word shown (and the CSS class).
    pub(crate) fn name(self) -> &'static str {
        match self {
            Self::Free => "free",
            Self::Busy => "busy",
            Self::Lost => "lost",
        }
    }
}

/// The state of `d`.
pub(crate) fn state(d: &LiveDevice) -> LiveState {
    match (d.lost_since_ms, d.device.free) {
        (Some(_), _) => LiveState::Lost,
        (None, 0) => LiveState::Busy,
        (None, _) => LiveState::Free,
    }
}

/// `known` after a poll at `now_ms` listed `listed`: listed devices are updated (a lost one that is
/// listed again is back), known ones not listed are lost from `now_ms` (kept from their first miss).
pub(crate) fn merge(known: &mut BTreeMap<String, LiveDevice>, listed: &[RelayDevice], now_ms: f64) {
    for d in listed {
        known.insert(d.key.clone(), LiveDevice { device: d.clone(), lost_since_ms: None });
    }
    for (key, d) in known.iter_mut() {
        if d.lost_since_ms.is_none() && !listed.iter().any(|l| &l.key == key) {
            d.lost_since_ms = Some(now_ms);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::kind::Kind;

    fn dev(key: &str, free: u32) -> RelayDevice {
        RelayDevice { key: key.into(), backend: "cpu".into(), kinds: vec![Kind::C], hardware: None, free, pending: 0 }
    }

    #[test]
    fn devices_are_free_busy_then_lost_and_back() {
        let mut known = BTreeMap::new();
        merge(&mut known, &[dev("a", 1), dev("b", 0)], 1.0);
        assert_eq!((state(&known["a"]), state(&known["b"])), (LiveState::Free, LiveState::Busy));
        merge(&mut known, &[dev("b", 1)], 2.0);
        assert_eq!((state(&known["a"]), known["a"].lost_since_ms), (LiveState::Lost, Some(2.0)), "kept, lost");
        assert_eq!(state(&known["b"]), LiveState::Free);
        merge(&mut known, &[dev("b", 1)], 3.0);
        assert_eq!(known["a"].lost_since_ms, Some(2.0), "lost since the first miss");
        merge(&mut known, &[dev("a", 1), dev("b", 1)], 4.0);
        assert_eq!(state(&known["a"]), LiveState::Free, "registered again");
    }
}
