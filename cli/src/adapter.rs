//! Choosing a device and creating its backend: `--backend` and `--adapter` everywhere. `--backend`
//! is a wgpu graphics API (`vulkan`, `gl`, `metal`, `dx12`, `all`), `opencl` or `cpu`; `--adapter`
//! an index from `ekb adapters` or a substring of the device's name, within that backend.

use anyhow::{bail, Context, Result};
use backend_wgpu::{LimitsChoice, WgpuBackend, WgpuOptions};
use ekb_runner::DeviceSelection;
use wgsl_lib::kind::Kind;

/// Which adapter to use.
#[derive(Clone, Debug, Default, clap::Args)]
pub(crate) struct AdapterArgs {
    /// Backend: a wgpu graphics API (vulkan, gl, metal, dx12, all; default $WGPU_BACKEND or all) for
    /// WGSL, `opencl` for OpenCL C, `cpu` for C candidates.
    #[arg(long, global = true)]
    pub backend: Option<String>,
    /// Adapter or OpenCL device index (from `ekb adapters`) or a case-insensitive substring of its name.
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
            remote: None,
        }
    }
}

/// The device arguments for one candidate of `kind`: `--adapter` without `--backend` picks a
/// device of the candidate's own backend family; and a device named by `--adapter` or `--backend`
/// must exist, checked here before any work — otherwise every kernel would become a
/// `runtime_error` in its worker (and `ekb agent` would spend its LLM budget on them).
///
/// # Errors
/// An unknown backend, or no device matching `--adapter` (a usage error).
pub(crate) fn for_candidate(args: &AdapterArgs, kind: Kind) -> Result<AdapterArgs> {
    let args = if args.backend.is_none() && kind != Kind::Wgsl {
        AdapterArgs { backend: Some(kind.backend().to_string()), ..args.clone() }
    } else {
        args.clone()
    };
    require(&for_kind(&args.selection(), kind), kind)?;
    Ok(args)
}

/// Checks that the device `selection` names for jobs of `kind` exists, when `--adapter` or
/// `--backend` names one (the defaults are left to the worker, which reports their absence).
///
/// # Errors
/// An unknown backend, or no device matching `--adapter`.
pub(crate) fn require(selection: &DeviceSelection, kind: Kind) -> Result<()> {
    if selection.adapter.is_none() && selection.backend.is_none() {
        return Ok(());
    }
    match kind {
        Kind::Wgsl => drop(select(selection)?),
        Kind::Opencl => drop(opencl_device(selection)?),
        Kind::C => {}
    }
    Ok(())
}

/// Whether `--backend` names a non-wgpu backend family (`opencl`, `cpu`).
pub(crate) fn is_family(name: Option<&str>) -> Option<Kind> {
    match name.map(str::to_ascii_lowercase).as_deref() {
        Some("opencl") => Some(Kind::Opencl),
        Some("cpu") => Some(Kind::C),
        _ => None,
    }
}

/// The kind `--backend` runs: `opencl` → OpenCL C, `cpu` → C, otherwise WGSL.
pub(crate) fn kind_of(selection: &DeviceSelection) -> Kind {
    is_family(selection.backend.as_deref()).unwrap_or(Kind::Wgsl)
}

/// The selection a job of `kind` uses: `selection` when it names that kind's backend family,
/// else that family's default device (a samples file may mix kinds; `--backend` picks the device
/// of one of them).
pub(crate) fn for_kind(selection: &DeviceSelection, kind: Kind) -> DeviceSelection {
    if kind_of(selection) == kind {
        selection.clone()
    } else {
        DeviceSelection { backend: None, adapter: None, ..selection.clone() }
    }
}

/// The OpenCL device `--adapter` names: an index into [`backend_opencl::list_devices`] (what
/// `ekb adapters` prints), `P:D` (platform and device index), or a substring of the device's or
/// platform's name; default the first device.
pub(crate) fn opencl_device(selection: &DeviceSelection) -> Result<backend_opencl::OpenClDevice> {
    opencl_device_entry(selection).map(|(_, d)| d)
}

/// [`opencl_device`] with its entry in [`backend_opencl::list_devices`] (the indices a kernel host
/// opens the same device by).
pub(crate) fn opencl_device_entry(
    selection: &DeviceSelection,
) -> Result<(backend_opencl::OpenClDeviceEntry, backend_opencl::OpenClDevice)> {
    let all = backend_opencl::list_devices().context("listing OpenCL devices")?;
    if all.is_empty() {
        bail!("no OpenCL device found (on Debian: apt-get install pocl-opencl-icd ocl-icd-libopencl1; see `ekb adapters`)");
    }
    let e = match selection.adapter.as_deref() {
        None => &all[0],
        Some(s) => {
            if let Some((p, d)) = s.split_once(':').and_then(|(p, d)| Some((p.parse::<usize>().ok()?, d.parse::<usize>().ok()?))) {
                all.iter()
                    .find(|e| e.platform_index == p && e.device_index == d)
                    .with_context(|| format!("no OpenCL device {p}:{d}; see `ekb adapters --backend opencl`"))?
            } else if let Ok(i) = s.parse::<usize>() {
                all.get(i).with_context(|| format!("OpenCL device index {i} out of range (0..{})", all.len()))?
            } else {
                let needle = s.to_lowercase();
                all.iter()
                    .find(|e| e.name.to_lowercase().contains(&needle) || e.platform.to_lowercase().contains(&needle))
                    .with_context(|| format!("no OpenCL device or platform name contains `{s}`; see `ekb adapters`"))?
            }
        }
    };
    let d = backend_opencl::OpenClDevice::open(e.platform_index, e.device_index).context("opening the OpenCL device")?;
    Ok((e.clone(), d))
}

fn backends(name: Option<&str>) -> Result<wgpu::Backends> {
    Ok(match name.map(str::to_ascii_lowercase).as_deref() {
        None => wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all()),
        Some("all") => wgpu::Backends::all(),
        Some("vulkan") => wgpu::Backends::VULKAN,
        Some("gl") | Some("gles") | Some("opengl") => wgpu::Backends::GL,
        Some("metal") => wgpu::Backends::METAL,
        Some("dx12") => wgpu::Backends::DX12,
        Some(other) => bail!("unknown backend `{other}` (vulkan, gl, metal, dx12, all; opencl; cpu)"),
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
