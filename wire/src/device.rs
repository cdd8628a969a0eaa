//! What a backend reports about its device: adapter identity, limits and features, as plain
//! serialisable data shared by the CLI, the app and (later) submissions.

use serde::{Deserialize, Serialize};

/// The limits the contract checks before creating a pipeline.
///
/// Sizes are in bytes; counts are per shader stage or per workgroup as named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceLimits {
    /// Storage buffers per shader stage (WebGPU default 8).
    pub max_storage_buffers_per_shader_stage: u32,
    /// Workgroup (`var<workgroup>`) memory per workgroup, bytes (WebGPU default 16 384).
    pub max_compute_workgroup_storage_size: u32,
    /// Invocations per workgroup (WebGPU default 256).
    pub max_compute_invocations_per_workgroup: u32,
    /// Workgroup size limit in x (WebGPU default 256).
    pub max_compute_workgroup_size_x: u32,
    /// Workgroup size limit in y (WebGPU default 256).
    pub max_compute_workgroup_size_y: u32,
    /// Workgroup size limit in z (WebGPU default 64).
    pub max_compute_workgroup_size_z: u32,
    /// Workgroups per dispatch dimension (WebGPU default 65 535).
    pub max_compute_workgroups_per_dimension: u32,
    /// Largest storage binding, bytes.
    pub max_storage_buffer_binding_size: u64,
}

impl DeviceLimits {
    /// The WebGPU default limits (the WebGPU specification's "supported limits" defaults): the
    /// suite's ceiling, so every reference runs on phones. `backend-wgpu` tests that they equal
    /// `wgpu::Limits::default()`.
    pub fn webgpu_default() -> Self {
        Self {
            max_storage_buffers_per_shader_stage: 8,
            max_compute_workgroup_storage_size: 16_384,
            max_compute_invocations_per_workgroup: 256,
            max_compute_workgroup_size_x: 256,
            max_compute_workgroup_size_y: 256,
            max_compute_workgroup_size_z: 64,
            max_compute_workgroups_per_dimension: 65_535,
            max_storage_buffer_binding_size: 128 << 20,
        }
    }

    /// The element-wise minimum of two limit sets.
    #[must_use]
    pub fn min(&self, o: &Self) -> Self {
        Self {
            max_storage_buffers_per_shader_stage: self.max_storage_buffers_per_shader_stage.min(o.max_storage_buffers_per_shader_stage),
            max_compute_workgroup_storage_size: self.max_compute_workgroup_storage_size.min(o.max_compute_workgroup_storage_size),
            max_compute_invocations_per_workgroup: self.max_compute_invocations_per_workgroup.min(o.max_compute_invocations_per_workgroup),
            max_compute_workgroup_size_x: self.max_compute_workgroup_size_x.min(o.max_compute_workgroup_size_x),
            max_compute_workgroup_size_y: self.max_compute_workgroup_size_y.min(o.max_compute_workgroup_size_y),
            max_compute_workgroup_size_z: self.max_compute_workgroup_size_z.min(o.max_compute_workgroup_size_z),
            max_compute_workgroups_per_dimension: self.max_compute_workgroups_per_dimension.min(o.max_compute_workgroups_per_dimension),
            max_storage_buffer_binding_size: self.max_storage_buffer_binding_size.min(o.max_storage_buffer_binding_size),
        }
    }
}

/// Identity and capabilities of the device a backend runs on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeviceInfo {
    /// Adapter name, e.g. `llvmpipe (LLVM 15.0.6, 256 bits)`.
    pub name: String,
    /// Vendor (PCI id or the browser's vendor string).
    pub vendor: String,
    /// Architecture where known (browsers: e.g. `swiftshader`, `ampere`).
    pub architecture: String,
    /// Driver and version where known.
    pub driver: String,
    /// The device API: `webgpu` (a browser), `vulkan`, `metal`, `dx12`, `gl`, `opencl`, `cpu`, …
    /// Producers may write wgpu's `Backend` name lower-cased (`browserwebgpu`); readers compare
    /// [`normalize_backend`] of it, never the raw text. How the device was reached is the report's
    /// [`crate::transport::Transport`], never part of this name.
    pub backend: String,
    /// `discrete_gpu`, `integrated_gpu`, `virtual_gpu`, `cpu` or `other`.
    pub device_type: String,
    /// A software or fallback adapter (lavapipe, SwiftShader, WARP): timings do not describe a GPU.
    /// Also set for a device that runs emulated (`ekb device` under qemu-user, whose name then
    /// starts `emulated`): its timings describe the emulator, not the hardware.
    pub is_fallback: bool,
    /// WebGPU feature names enabled on the device (`shader-f16`, `subgroups`, `timestamp-query`).
    pub features: Vec<String>,
    /// The device's limits (what was requested, not the adapter's maxima).
    pub limits: DeviceLimits,
    /// Where the backend runs: `native` or the browser engine (`chromium 156`).
    pub runtime: String,
    /// The most loop iterations one invocation runs before the implementation stops its loops and
    /// carries on with what it has, as the backend measured it when it opened the device (a probe
    /// kernel looping [`LOOP_PROBE_ITERATIONS`] times: `backend_wgpu`'s `loop_probe`). Mesa's
    /// llvmpipe (lavapipe) stops after 65,535 iterations, counted over all the loops of an
    /// invocation together; a GPU runs on (or hangs). `None`: loops run to the end — a wgpu adapter
    /// whose probe loop ran to the end, every OpenCL and CPU device (a kernel that never ends there
    /// is a `timeout`) — or a report written before this field. On a capped device the evaluator
    /// checks an instrumented copy of a WGSL candidate that records whether any of its loops was
    /// stopped ([`crate::report::Flag::LoopCap`], docs/EVALUATION.md "Loops that never end").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loop_cap: Option<u32>,
}

/// Iterations of the loop-cap probe's loop: well above any cap measured (llvmpipe's 65,535) and
/// cheap everywhere (one invocation; ≈ 1 ms on a GPU, less where it is cut at the cap).
pub const LOOP_PROBE_ITERATIONS: u32 = 1 << 20;

/// Backend names that are another spelling of a device API, and that API's name: wgpu calls the
/// browser's WebGPU `BrowserWebGpu` (`browserwebgpu` lower-cased; servers before 0009 stored it so).
pub const BACKEND_ALIASES: &[(&str, &str)] = &[("browserwebgpu", "webgpu")];

/// The one spelling of a device API (docs/SCHEMA.md, "Naming"): trimmed, lower-cased, without
/// `_`, `-` or whitespace, at most 128 characters, and [`BACKEND_ALIASES`] mapped
/// (`BrowserWebGpu`, `browser_webgpu`, `browserwebgpu` → `webgpu`; `Vulkan` → `vulkan`). Names
/// outside the table pass through so; a transport or a kind is never folded into it.
pub fn normalize_backend(s: &str) -> String {
    let s: String = s.chars().filter(|c| !c.is_whitespace() && *c != '_' && *c != '-').flat_map(char::to_lowercase).take(128).collect();
    let s = s.replace('|', "/");
    BACKEND_ALIASES.iter().find(|(from, _)| *from == s).map_or(s, |(_, to)| (*to).to_string())
}

impl DeviceInfo {
    /// [`normalize_backend`] of [`Self::backend`].
    pub fn backend_name(&self) -> String {
        normalize_backend(&self.backend)
    }

    /// Whether a feature (WebGPU name) is enabled.
    pub fn has_feature(&self, name: &str) -> bool {
        self.features.iter().any(|f| f == name)
    }

    /// Whether the device stops loops at a cap ([`Self::loop_cap`] is measured and present).
    pub fn loops_capped(&self) -> bool {
        self.loop_cap.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backend_names_have_one_spelling() {
        for (raw, want) in [
            ("browserwebgpu", "webgpu"),
            ("BrowserWebGpu", "webgpu"),
            ("browser_webgpu", "webgpu"),
            (" browser-webgpu ", "webgpu"),
            ("webgpu", "webgpu"),
            ("Vulkan", "vulkan"),
            ("gl", "gl"),
            ("OpenCL", "opencl"),
            ("cpu", "cpu"),
            ("a|b", "a/b"),
        ] {
            assert_eq!(normalize_backend(raw), want, "{raw}");
        }
        assert_eq!(normalize_backend(&"x".repeat(500)).len(), 128);
    }
}
