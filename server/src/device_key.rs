//! Device identity. Results are grouped by a key built from what the adapter and browser report:
//!
//! `vendor | architecture | name | backend | engine`
//!
//! each trimmed, lower-cased, inner whitespace collapsed, at most 128 characters (the backend is
//! the device API in its one spelling, [`norm_backend`]: `browser_webgpu` and wgpu's
//! `browserwebgpu` are `webgpu`; how the device was reached, the transport, is no part of the key:
//! a device is one device whether a browser, `ekb eval` or the relay reached it); `engine` is the
//! first word of the submission's `browser_engine` (`chromium 156` → `chromium`, or `native`), so
//! browser updates do not split a device. The driver version is left out for the same reason. A
//! browser usually reports an empty `name` (WebGPU's `description`): its devices group by vendor
//! and architecture. The id is `dev_` + the first 16 hex digits of the key's SHA-256. The
//! user-confirmed model (`Pixel 8`) is stored and shown beside the key, never part of it: it
//! cannot be verified.

use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::Family;
use sha2::{Digest, Sha256};

/// The grouping key of one device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceKey {
    /// Normalised vendor.
    pub vendor: String,
    /// Normalised architecture.
    pub architecture: String,
    /// Normalised adapter name (WebGPU description), possibly empty.
    pub name: String,
    /// Normalised device API ([`norm_backend`]).
    pub device_api: String,
    /// Browser engine family or `native`.
    pub engine: String,
}

fn norm(s: &str) -> String {
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase().replace('|', "/");
    s.chars().take(128).collect()
}

/// A device API name as stored and filtered: [`ekb_wire::device::normalize_backend`] (lower-cased,
/// without `_`, `-` or spaces, aliases mapped: `BrowserWebGpu`, `browser_webgpu`, `browserwebgpu`
/// → `webgpu`; `vulkan`, `metal`, `dx12`, `gl`, `opencl`, `cpu` as they are).
pub fn norm_backend(s: &str) -> String {
    ekb_wire::device::normalize_backend(&norm(s))
}

/// The spelling a device API had in device keys before migration 0009 (`webgpu` was
/// `browserwebgpu`): what [`DeviceKey::id`] hashes, so a device keeps the id its rows and pages
/// were stored under.
fn id_spelling(device_api: &str) -> &str {
    ekb_wire::device::BACKEND_ALIASES.iter().find(|(_, to)| *to == device_api).map_or(device_api, |(from, _)| from)
}

impl DeviceKey {
    /// The key of `device` as seen through `browser_engine`.
    pub fn new(device: &DeviceInfo, browser_engine: &str) -> Self {
        Self {
            vendor: norm(&device.vendor),
            architecture: norm(&device.architecture),
            name: norm(&device.name),
            device_api: norm_backend(&device.backend),
            engine: norm(browser_engine.split_whitespace().next().unwrap_or("")),
        }
    }

    /// `vendor|architecture|name|backend|engine` (`backend`: the device API).
    pub fn key(&self) -> String {
        format!("{}|{}|{}|{}|{}", self.vendor, self.architecture, self.name, self.device_api, self.engine)
    }

    /// `dev_` + 16 hex digits of the key's SHA-256, the device API spelled as before migration 0009
    /// (`browserwebgpu` for `webgpu`), so ids stored before stay the ids of their devices.
    pub fn id(&self) -> String {
        let stable = Self { device_api: id_spelling(&self.device_api).to_string(), ..self.clone() };
        let h = Sha256::digest(stable.key().as_bytes());
        format!("dev_{}", h.iter().take(8).map(|b| format!("{b:02x}")).collect::<String>())
    }

    /// A human label: the name (or vendor and architecture), device API, engine.
    pub fn label(&self) -> String {
        let who = if self.name.is_empty() {
            [self.vendor.as_str(), self.architecture.as_str()].iter().filter(|s| !s.is_empty()).copied().collect::<Vec<_>>().join(" ")
        } else {
            self.name.clone()
        };
        let who = if who.is_empty() { "unknown device".to_string() } else { who };
        format!("{who} ({}, {})", self.device_api, self.engine)
    }
}

/// Names of software adapters whose timings do not describe a GPU (matched in the adapter name,
/// vendor, architecture and driver, lower-cased).
pub const SOFTWARE_ADAPTERS: &[&str] = &["llvmpipe", "lavapipe", "softpipe", "swiftshader", "warp", "microsoft basic render", "software"];

/// Whether devices reporting `device_api` (as [`norm_backend`] spells it) are measured in their
/// own right even when they are CPUs: the device APIs of the runner families whose CPUs are devices
/// ([`Family::cpus_are_devices`]: `opencl`, `cpu` — C kernels on the host's cores, an OpenCL CPU
/// device such as PoCL; docs/EVALUATION.md §10), not those of wgpu, whose CPU adapters stand in
/// for a GPU.
pub fn is_native_compute(device_api: &str) -> bool {
    Family::for_device_api(device_api).is_some_and(Family::cpus_are_devices)
}

/// Whether the device is a software or fallback adapter behind a graphics API: `is_fallback`,
/// `device_type = cpu`, or a known software renderer's name (the client's `is_fallback` alone is
/// not trusted). The `cpu` and `opencl` device APIs ([`is_native_compute`]) are devices in their
/// own right: only their `is_fallback` counts.
pub fn is_software(device: &DeviceInfo) -> bool {
    if is_native_compute(&norm_backend(&device.backend)) {
        return device.is_fallback;
    }
    let text = format!("{} {} {} {}", device.name, device.vendor, device.architecture, device.driver).to_lowercase();
    device.is_fallback || device.device_type.eq_ignore_ascii_case("cpu") || SOFTWARE_ADAPTERS.iter().any(|s| text.contains(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn device(backend: &str, device_type: &str, name: &str, is_fallback: bool) -> DeviceInfo {
        DeviceInfo {
            name: name.into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: backend.into(),
            device_type: device_type.into(),
            is_fallback,
            features: Vec::new(),
            limits: ekb_wire::device::DeviceLimits::webgpu_default(),
            runtime: "native".into(),
            loop_cap: None,
        }
    }

    /// The `cpu` backend and OpenCL CPU devices are devices; software stand-ins behind graphics APIs
    /// are not.
    #[test]
    fn native_cpu_devices_are_not_software_adapters() {
        assert!(!is_software(&device("cpu", "cpu", "host cpu (16 threads)", false)));
        assert!(!is_software(&device("opencl", "cpu", "cpu-haswell-amd epyc", false)));
        assert!(!is_software(&device("OpenCL", "cpu", "pthread", false)));
        assert!(is_software(&device("opencl", "cpu", "pocl", true)), "a client's own is_fallback still counts");
        assert!(is_software(&device("vulkan", "cpu", "llvmpipe (LLVM 15.0.6, 256 bits)", false)));
        assert!(is_software(&device("vulkan", "discrete_gpu", "lavapipe", false)));
        assert!(is_software(&device("gl", "cpu", "", false)));
        assert!(is_software(&device("browserwebgpu", "other", "SwiftShader Device", false)));
        assert!(!is_software(&device("vulkan", "discrete_gpu", "nvidia rtx 3080", false)));
    }

    /// The device APIs whose CPUs are devices come from the kind table: `opencl` and `cpu`.
    #[test]
    fn native_compute_device_apis_are_the_non_wgpu_families() {
        let native: Vec<&str> = ekb_wire::kind::device_apis().filter(|a| is_native_compute(a)).collect();
        assert_eq!(native, ["opencl", "cpu"]);
        assert!(!is_native_compute("browserwebgpu") && !is_native_compute("cuda"));
    }

    /// WebGPU is `webgpu` in keys and labels, and the id is the one it had as `browserwebgpu`.
    #[test]
    fn webgpu_has_one_spelling_and_keeps_its_id() {
        let mut d = device("browserwebgpu", "other", "", false);
        d.vendor = "nvidia".into();
        d.architecture = "ampere".into();
        let k = DeviceKey::new(&d, "chromium 156");
        assert_eq!(k.key(), "nvidia|ampere||webgpu|chromium");
        assert_eq!(k.label(), "nvidia ampere (webgpu, chromium)");
        // The id servers before 0009 stored for this device (docs/SERVER.md's example).
        assert_eq!(k.id(), "dev_10d31dc1f6da7f91");
        d.backend = "webgpu".into();
        assert_eq!(DeviceKey::new(&d, "chromium 156").id(), k.id());
        d.backend = "vulkan".into();
        assert_ne!(DeviceKey::new(&d, "chromium 156").id(), k.id());
    }
}
