//! Choosing a wgpu adapter and creating the backend: `--backend` and `--adapter` everywhere.

use anyhow::{bail, Context, Result};
use backend_wgpu::{LimitsChoice, WgpuBackend, WgpuOptions};
use ekb_runner::DeviceSelection;

/// Which adapter to use.
#[derive(Clone, Debug, Default, clap::Args)]
pub(crate) struct AdapterArgs {
    /// Graphics API: vulkan, gl, metal, dx12 or all (default: $WGPU_BACKEND or all).
    #[arg(long, global = true)]
    pub backend: Option<String>,
    /// Adapter index (from `ekb adapters`) or a case-insensitive substring of its name.
    #[arg(long, global = true)]
    pub adapter: Option<String>,
    /// Request the adapter's own limits instead of the WebGPU defaults (the suite's ceiling).
    #[arg(long, global = true)]
    pub adapter_limits: bool,
    /// Time with the host clock even when timestamp queries are available.
    #[arg(long, global = true)]
    pub host_clock: bool,
}

impl AdapterArgs {
    /// The selection as a worker job carries it.
    pub(crate) fn selection(&self) -> DeviceSelection {
        DeviceSelection {
            backend: self.backend.clone(),
            adapter: self.adapter.clone(),
            adapter_limits: self.adapter_limits,
            host_clock: self.host_clock,
        }
    }
}

fn backends(name: Option<&str>) -> Result<wgpu::Backends> {
    Ok(match name.map(str::to_ascii_lowercase).as_deref() {
        None => wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all()),
        Some("all") => wgpu::Backends::all(),
        Some("vulkan") => wgpu::Backends::VULKAN,
        Some("gl") | Some("gles") | Some("opengl") => wgpu::Backends::GL,
        Some("metal") => wgpu::Backends::METAL,
        Some("dx12") => wgpu::Backends::DX12,
        Some(other) => bail!("unknown backend `{other}` (vulkan, gl, metal, dx12, all)"),
    })
}

/// Every adapter of the selected backends, in enumeration order.
pub(crate) fn list(args: &DeviceSelection) -> Result<Vec<wgpu::Adapter>> {
    let backends = backends(args.backend.as_deref())?;
    let desc = wgpu::InstanceDescriptor { backends, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    let instance = wgpu::Instance::new(desc);
    Ok(pollster::block_on(instance.enumerate_adapters(backends)))
}

/// The adapter `--adapter` names (default: the first non-CPU adapter, else the first one).
pub(crate) fn select(args: &DeviceSelection) -> Result<wgpu::Adapter> {
    let mut all = list(args)?;
    if all.is_empty() {
        bail!("no GPU adapter found (install a Vulkan driver, e.g. `apt-get install mesa-vulkan-drivers`, or see `ekb adapters`)");
    }
    let index = match args.adapter.as_deref() {
        None => all.iter().position(|a| a.get_info().device_type != wgpu::DeviceType::Cpu).unwrap_or(0),
        Some(s) => match s.parse::<usize>() {
            Ok(i) if i < all.len() => i,
            Ok(i) => bail!("adapter index {i} out of range (0..{})", all.len()),
            Err(_) => {
                let needle = s.to_lowercase();
                all.iter()
                    .position(|a| a.get_info().name.to_lowercase().contains(&needle))
                    .with_context(|| format!("no adapter name contains `{s}`; see `ekb adapters`"))?
            }
        },
    };
    Ok(all.swap_remove(index))
}

/// Options for the backend from the arguments.
pub(crate) fn options(args: &DeviceSelection) -> WgpuOptions {
    WgpuOptions {
        limits: if args.adapter_limits { LimitsChoice::Adapter } else { LimitsChoice::WebGpuDefault },
        force_host_clock: args.host_clock,
        ..WgpuOptions::default()
    }
}

/// Creates the backend on the selected adapter.
pub(crate) fn backend(args: &DeviceSelection) -> Result<WgpuBackend> {
    let adapter = select(args)?;
    pollster::block_on(WgpuBackend::new(&adapter, &options(args))).context("creating the device")
}
