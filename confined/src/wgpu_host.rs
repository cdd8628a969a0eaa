//! The `wgsl` kernel host (`ekb kernel-host --kind wgsl --device BACKEND:INDEX`): an `ekb device`'s
//! `wgsl` form runs each program through the project's wgpu backend (`backend_wgpu::WgpuBackend`)
//! in a process of its own in the sandbox, as `opencl` runs on its driver. What its sandbox shows
//! besides the base recipe, and its environment (measured here on Mesa lavapipe with `strace -f`
//! inside the sandbox):
//!
//! * The Vulkan loader (`libvulkan.so.1`), the drivers it lists in `/usr/share/vulkan/icd.d/*.json`
//!   and the libraries they load (lavapipe's `libvulkan_lvp.so`, LLVM) are under `/usr`, which the
//!   base recipe shows read-only. `/etc` is not in the sandbox (a host refuses to serve where it
//!   sees one), so drivers and layers installed under `/etc/vulkan` are not found; a driver outside
//!   `/usr/share/vulkan` is named with `VK_DRIVER_FILES` (a file under `/usr`), passed through.
//! * lavapipe (llvmpipe) sizes its thread pool from the CPUs it sees: `/proc/cpuinfo` (in the base
//!   recipe) and `/sys/devices/system/cpu`.
//! * Mesa's on-disk shader cache is off (`MESA_SHADER_CACHE_DISABLE=true`), and `XDG_CACHE_HOME`
//!   is the private tmpfs `/tmp`: nothing a kernel compiled is kept or read across hosts.
//! * A GPU driver opens its device nodes ([`crate::opencl::GPU_DEVICE_NODES`]: `/dev/dri` and the
//!   others, each bound only where it exists). Not exercised on this machine, which has no GPU.
//!
//! The host never decides anything: the worker (on the relay host) ran naga's validation, the
//! contract checks and the loop-cap instrumentation before the module was sent
//! ([`crate::form`]), and checks the outputs it gets back.

use std::ffi::OsString;

use ekb_sandbox::Bind;

/// Everything a `wgsl` host's sandbox shows besides the base recipe (see the module docs).
pub fn binds() -> Vec<Bind> {
    let mut v = vec![Bind::ReadOnly { src: "/sys/devices/system/cpu".into(), dst: "/sys/devices/system/cpu".into() }];
    v.extend(crate::opencl::GPU_DEVICE_NODES.iter().map(|p| Bind::Device { path: p.into() }));
    v
}

/// The environment of a `wgsl` host: no shader cache on disk, and the variables that choose a
/// Vulkan driver when the device's own environment sets them (`VK_DRIVER_FILES`,
/// `VK_ICD_FILENAMES`: driver files under `/usr` are visible inside).
pub fn env() -> Vec<(OsString, OsString)> {
    let mut e: Vec<(OsString, OsString)> = [("MESA_SHADER_CACHE_DISABLE", "true"), ("XDG_CACHE_HOME", "/tmp")]
        .iter()
        .map(|(k, v)| (OsString::from(k), OsString::from(v)))
        .collect();
    for k in ["VK_DRIVER_FILES", "VK_ICD_FILENAMES"] {
        if let Some(v) = std::env::var_os(k) {
            e.push((k.into(), v));
        }
    }
    e
}

/// The wgpu graphics API `name` names (`vulkan`, `gl`, `metal`, `dx12`).
///
/// # Errors
/// An unknown name.
#[cfg(feature = "wgpu")]
pub fn backends(name: &str) -> Result<wgpu::Backends, String> {
    Ok(match name {
        "vulkan" => wgpu::Backends::VULKAN,
        "gl" | "gles" | "opengl" => wgpu::Backends::GL,
        "metal" => wgpu::Backends::METAL,
        "dx12" => wgpu::Backends::DX12,
        other => return Err(format!("unknown wgpu backend `{other}` (vulkan, gl, metal, dx12)")),
    })
}

/// Every adapter of graphics API `backend`, in wgpu's enumeration order (what `INDEX` counts).
///
/// # Errors
/// An unknown backend name.
#[cfg(feature = "wgpu")]
pub fn adapters(backend: &str) -> Result<Vec<wgpu::Adapter>, String> {
    let backends = backends(backend)?;
    let desc = wgpu::InstanceDescriptor { backends, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    Ok(pollster::block_on(wgpu::Instance::new(desc).enumerate_adapters(backends)))
}

/// The backend of adapter `index` of graphics API `backend`, each wait for the queue bounded by
/// `wait_limit_ms`, with the WebGPU default limits (those the worker's front end checked against).
///
/// # Errors
/// No such adapter, or the device cannot be created.
#[cfg(feature = "wgpu")]
pub fn open(backend: &str, index: usize, wait_limit_ms: u64) -> Result<backend_wgpu::WgpuBackend, String> {
    let mut all = adapters(backend)?;
    if index >= all.len() {
        return Err(format!("no {backend} adapter {index} ({} here)", all.len()));
    }
    let adapter = all.swap_remove(index);
    let opts = backend_wgpu::WgpuOptions { wait_limit_ms, ..backend_wgpu::WgpuOptions::default() };
    pollster::block_on(backend_wgpu::WgpuBackend::new(&adapter, &opts)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bind_list_shows_the_cpus_and_gpu_nodes_and_the_cache_is_off() {
        let b = binds();
        assert!(b.contains(&Bind::ReadOnly { src: "/sys/devices/system/cpu".into(), dst: "/sys/devices/system/cpu".into() }));
        assert!(b.contains(&Bind::Device { path: "/dev/dri".into() }));
        assert!(env().contains(&("MESA_SHADER_CACHE_DISABLE".into(), "true".into())));
    }
}
