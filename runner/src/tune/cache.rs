//! The per-adapter cache of tuning answers ([`TuneCache`]) and its key.

use std::path::PathBuf;

use ekb_eval::device::DeviceInfo;
use sha2::{Digest, Sha256};

use super::{TuneOptions, TuneResult, TuneSpace};

/// Tuning answers on disk, one JSON file per key.
///
/// Location: `$EKB_CACHE_DIR/tune`, else `$XDG_CACHE_HOME/ekb/tune`, else `~/.cache/ekb/tune`
/// (beside the CPU-reference cache of [`crate::oracle`]). Writes go through a temporary file and
/// a rename; an unreadable entry is a miss.
#[derive(Clone, Debug)]
pub struct TuneCache {
    dir: PathBuf,
}

impl TuneCache {
    /// The cache in `dir`.
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// The user's cache (see the type's docs); `None` without `HOME` or another base.
    pub fn user() -> Option<Self> {
        if let Some(d) = std::env::var_os("EKB_CACHE_DIR") {
            return Some(Self::at(PathBuf::from(d).join("tune")));
        }
        crate::cache_dir::user_cache_dir("tune").map(Self::at)
    }

    /// The folder.
    pub fn dir(&self) -> &std::path::Path {
        &self.dir
    }

    pub(super) fn get(&self, key: &str) -> Option<TuneResult> {
        serde_json::from_slice(&std::fs::read(self.dir.join(format!("{key}.json"))).ok()?).ok()
    }

    pub(super) fn put(&self, key: &str, result: &TuneResult) {
        let Ok(body) = serde_json::to_vec_pretty(result) else { return };
        if std::fs::create_dir_all(&self.dir).is_ok() {
            let tmp = self.dir.join(format!(".tmp-{}-{key}", std::process::id()));
            if std::fs::write(&tmp, body).is_ok() {
                let _ = std::fs::rename(&tmp, self.dir.join(format!("{key}.json")));
            }
        }
    }
}

/// SHA-256 (hex) of everything an answer depends on: the adapter (name, driver, backend, limits),
/// the suite, task, profile, kernel text, space and options.
pub(super) fn cache_key(
    device: &DeviceInfo,
    task: &kernels::Task,
    source: &str,
    space: &TuneSpace,
    opts: &TuneOptions,
    profile: ekb_eval::Profile,
) -> String {
    let mut h = Sha256::new();
    for part in [
        "ekb-tune-1",
        &device.name,
        &device.driver,
        &device.backend,
        &serde_json::to_string(&device.limits).unwrap_or_default(),
        &kernels::suite_hash(),
        &task.spec.id,
        &format!("{profile:?}"),
        source,
        &serde_json::to_string(space).unwrap_or_default(),
        &serde_json::to_string(opts).unwrap_or_default(),
    ] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    hex(&h.finalize())
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::super::{Decision, Dim, Variant, VariantOutcome};
    use super::*;

    fn info(name: &str) -> DeviceInfo {
        DeviceInfo {
            name: name.into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: "mesa".into(),
            backend: "vulkan".into(),
            device_type: "cpu".into(),
            is_fallback: false,
            features: vec![],
            limits: ekb_eval::device::DeviceLimits::webgpu_default(),
            runtime: "native".into(),
            loop_cap: None,
        }
    }

    #[test]
    fn cache_round_trip_and_keys() {
        let dir = std::env::temp_dir().join(format!("ekb-tune-test-{}", std::process::id()));
        let cache = TuneCache::at(&dir);
        let task = kernels::get("l1_vector_add").unwrap();
        let space = TuneSpace {
            dims: vec![Dim {
                name: "WG".into(),
                default: 64.0,
                values: vec![128.0],
                given: false,
                knob: super::super::space::Knob::Override,
            }],
            left_out: vec![],
        };
        let device = info("llvmpipe");
        let opts = TuneOptions::default();
        let k = cache_key(&device, task, "src", &space, &opts, ekb_eval::Profile::Ci);
        let other = info("other");
        assert_ne!(k, cache_key(&other, task, "src", &space, &opts, ekb_eval::Profile::Ci));
        assert_ne!(k, cache_key(&device, task, "src2", &space, &opts, ekb_eval::Profile::Ci));
        let result = TuneResult {
            task: "l1_vector_add".into(),
            device: Some(device),
            kernel_sha256: "x".into(),
            defaults: space.defaults(),
            space,
            default_ms: 1.0,
            seeds: [1, 2],
            variants: vec![Variant { values: vec![("WG".into(), 128.0)], outcome: VariantOutcome::NotRun }],
            decision: Decision::KeptDefault { reason: "r".into(), candidate: None },
            cached: false,
        };
        assert!(cache.get(&k).is_none());
        cache.put(&k, &result);
        assert_eq!(cache.get(&k), Some(result));
        let _ = std::fs::remove_dir_all(dir);
    }
}
