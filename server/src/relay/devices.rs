//! `GET /api/relay/devices`: the tracker's SUMMARY as [`RelayDevices`], each key with its
//! device API (the `backend` field), the kinds the relay runs on it and its hardware.
//!
//! Stock TVM servers announce only their key (`UPDATE_INFO {"key": "server:KEY", "addr": …}`,
//! `tvm/rpc/server.py` `_connect_tracker`), so what a key is follows these rules (docs/RELAY.md,
//! "Device keys"):
//!
//! * **announced** fields win: a server whose UPDATE_INFO carries `"backend"` (a string),
//!   `"kinds"` (strings) or `"hardware"` / `"target"` (a string) is shown with them (the
//!   project's own device agent announces them; stock servers never do);
//! * else the **key's first component** (up to `-`, `_`, `.` or `:`, any case) names the device
//!   API when it is one of the kind table's ([`ekb_wire::kind::device_apis`]: `opencl-mali` →
//!   `opencl`, `vulkan_adreno` → `vulkan`, `cpu-x86` → `cpu`, `metal-m2` → `metal`);
//! * else `cpu` (the `cpu` family's device API): the PyPI `apache-tvm` wheel's runtime has no
//!   OpenCL or Vulkan;
//! * kinds, when not announced, are those this relay runs on the device API
//!   ([`super::kinds_of_device_api`]: `c` on `cpu`, none elsewhere yet); hardware, when not
//!   announced, is absent.

use std::collections::{BTreeMap, HashSet};
use std::time::Duration;

use ekb_wire::kind::{self, Family, Kind};
use ekb_wire::relay::{RelayDevice, RelayDevices};
use serde_json::Value;
use tvm_rpc::Summary;

/// The key a job's device names: a tracker key (`rasp4`), or the key of a match key (`rasp4:…`).
pub fn base_key(device: &str) -> &str {
    device.split(':').next().unwrap_or(device)
}

/// The keys with a registered server in `summary` (free, or in a session): the devices a job can
/// be claimed for. A truncated summary lists fewer (docs/RELAY.md).
pub fn registered_keys(summary: &Summary) -> HashSet<String> {
    let free = summary.queue_info.iter().filter(|(_, q)| q.free > 0).map(|(k, _)| k.clone());
    let servers = summary.server_info.iter().filter_map(|s| s.key.strip_prefix("server:").map(str::to_string));
    free.chain(servers).filter(|k| !k.is_empty()).collect()
}

/// Time for an external tracker's connect, handshake and SUMMARY.
pub const TRACKER_TIMEOUT: Duration = Duration::from_secs(3);

/// The relay's tracker summary: the embedded tracker's, read in-process, else one SUMMARY over TCP.
///
/// # Errors
/// [`tvm_rpc::TrackerError`] from the external tracker; `None` when the relay runs no tracker.
pub async fn summary(cfg: &super::RelayConfig) -> Option<Result<Summary, tvm_rpc::TrackerError>> {
    if let Some(t) = cfg.embedded.as_ref().filter(|t| !t.is_stopped()) {
        return Some(Ok(t.summary()));
    }
    let addr = cfg.tracker.as_deref()?;
    Some(
        async {
            let mut c = tvm_rpc::TrackerClient::connect(addr, TRACKER_TIMEOUT).await?;
            c.summary().await
        }
        .await,
    )
}

/// Longest hardware text shown, characters.
const MAX_HARDWARE_CHARS: usize = 200;

/// The device API a key names by the conventions above (without announcements).
pub fn device_api_of_key(key: &str) -> &'static str {
    let first = key.split(['-', '_', '.', ':']).next().unwrap_or("").to_ascii_lowercase();
    kind::device_apis().find(|api| *api == first).unwrap_or(Family::Cpu.info().device_apis[0])
}

/// The devices of `summary`: every key with a queue or a registered server, sorted by key.
pub fn devices(summary: &Summary, tracker: &str) -> RelayDevices {
    let mut out: BTreeMap<String, RelayDevice> = BTreeMap::new();
    let blank = |key: &str| {
        let device_api = device_api_of_key(key);
        RelayDevice {
            key: key.to_string(),
            backend: device_api.to_string(),
            kinds: super::kinds_of_device_api(device_api),
            hardware: None,
            emulated: false,
            free: 0,
            pending: 0,
        }
    };
    for (key, q) in &summary.queue_info {
        let d = out.entry(key.clone()).or_insert_with(|| blank(key));
        d.free = u32::try_from(q.free).unwrap_or(u32::MAX);
        d.pending = u32::try_from(q.pending).unwrap_or(u32::MAX);
    }
    for s in &summary.server_info {
        let Some(key) = s.key.strip_prefix("server:").filter(|k| !k.is_empty()) else { continue };
        let d = out.entry(key.to_string()).or_insert_with(|| blank(key));
        if let Some(b) = s.extra.get("backend").and_then(Value::as_str).filter(|b| is_name(b)) {
            d.backend = b.to_string();
            if !s.extra.contains_key("kinds") {
                d.kinds = super::kinds_of_device_api(b);
            }
        }
        if let Some(kinds) = s.extra.get("kinds").and_then(Value::as_array) {
            let mut k: Vec<Kind> = kinds.iter().filter_map(|k| serde_json::from_value(k.clone()).ok()).collect();
            k.sort();
            k.dedup();
            d.kinds = k;
        }
        if s.extra.get("emulated").and_then(Value::as_bool) == Some(true) {
            d.emulated = true;
        }
        let hw = s.extra.get("hardware").or_else(|| s.extra.get("target")).and_then(Value::as_str);
        if let Some(hw) = hw.filter(|h| !h.trim().is_empty()) {
            d.hardware = Some(hw.chars().filter(|c| !c.is_control()).take(MAX_HARDWARE_CHARS).collect());
        }
    }
    RelayDevices { tracker: tracker.to_string(), devices: out.into_values().collect() }
}

fn is_name(s: &str) -> bool {
    !s.is_empty() && s.len() <= 32 && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_announcements() {
        let summary: Summary = serde_json::from_value(serde_json::json!({
            "queue_info": {"rasp4": {"free": 1, "pending": 2}, "opencl-mali": {"free": 0, "pending": 0}},
            "server_info": [
                {"key": "server:rasp4", "addr": ["127.0.0.1", 9091]},
                {"key": "server:agent", "addr": ["127.0.0.1", 9092], "backend": "vulkan", "kinds": ["wgsl", "nope"], "hardware": "Mali-G78\n", "emulated": true},
                {"key": "server:edge", "addr": ["127.0.0.1", 9093], "backend": "opencl", "kinds": ["c", "opencl"], "hardware": "EPYC; opencl: pthread-EPYC"},
                {"key": "server:", "addr": []}
            ]
        }))
        .unwrap();
        let d = devices(&summary, "embedded");
        let keys: Vec<_> = d.devices.iter().map(|d| d.key.as_str()).collect();
        assert_eq!(keys, ["agent", "edge", "opencl-mali", "rasp4"]);
        // An `ekb device` serving two kinds: both listed, in the kind table's order.
        let edge = &d.devices[1];
        assert_eq!((edge.backend.as_str(), edge.kinds.clone()), ("opencl", vec![Kind::Opencl, Kind::C]));
        let d = RelayDevices { devices: d.devices.into_iter().filter(|x| x.key != "edge").collect(), ..d };
        let rasp = &d.devices[2];
        assert_eq!(
            (rasp.backend.as_str(), rasp.kinds.clone(), rasp.free, rasp.pending, rasp.hardware.clone()),
            ("cpu", vec![Kind::C], 1, 2, None)
        );
        assert_eq!(d.devices[1].backend, "opencl");
        assert!(d.devices[1].kinds.is_empty(), "the relay runs no opencl jobs yet");
        let agent = &d.devices[0];
        assert_eq!(
            (agent.backend.as_str(), agent.kinds.clone(), agent.hardware.as_deref(), agent.emulated),
            ("vulkan", vec![Kind::Wgsl], Some("Mali-G78"), true)
        );
        assert!(!rasp.emulated, "a stock server announces no emulation");
    }

    #[test]
    fn a_key_s_first_word_names_a_device_api_of_the_table() {
        for (key, api) in [
            ("opencl-mali", "opencl"),
            ("OpenCL.adreno", "opencl"),
            ("vulkan_adreno", "vulkan"),
            ("cpu-x86", "cpu"),
            ("metal-m2", "metal"),
            ("rasp4", "cpu"),
            ("openclx", "cpu"),
            ("wgpu-gtx", "cpu"),
            ("", "cpu"),
        ] {
            assert_eq!(device_api_of_key(key), api, "{key}");
        }
    }
}
