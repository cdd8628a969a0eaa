//! Choosing a device for a kind: `--backend` (a runner family or a wgpu graphics API, [`Family`])
//! and `--adapter` (an index from `ekb adapters` or a case-insensitive substring of the device's
//! name, within that family), as a [`DeviceSelection`] carries them.

use backend_wgpu::{LimitsChoice, WgpuBackend, WgpuOptions};
use ekb_eval::kind::{Family, Kind};
use ekb_runner::DeviceSelection;

use crate::DispatchError;

/// The runner family `--backend` selects (`opencl`, `cpu`, else wgpu: a graphics API or nothing).
pub fn family_of(selection: &DeviceSelection) -> Family {
    selection.backend.as_deref().and_then(Family::for_selector).unwrap_or(Family::Wgpu)
}

/// The selection a job of `kind` uses: `selection` when it names a runner family the kind runs on,
/// else the kind's default family's default device (a samples file may mix kinds; `--backend` picks
/// the device of one of them).
pub fn for_kind(selection: &DeviceSelection, kind: Kind) -> DeviceSelection {
    if kind.runs_on(family_of(selection)) {
        selection.clone()
    } else {
        DeviceSelection { backend: None, adapter: None, ..selection.clone() }
    }
}

/// The runner family a job of `kind` runs on under `selection`: the family `--backend` selects when
/// the kind runs there, else the kind's default family.
pub fn family_for(selection: &DeviceSelection, kind: Kind) -> Family {
    Some(family_of(selection)).filter(|f| kind.runs_on(*f)).unwrap_or(kind.info().family)
}

/// Checks that the device `selection` names for jobs of `kind` exists, when `--adapter` or
/// `--backend` names one (the defaults are left to the worker, which reports their absence).
///
/// # Errors
/// [`DispatchError::Select`]: an unknown backend, or no device matching `--adapter`.
pub fn require(selection: &DeviceSelection, kind: Kind) -> Result<(), DispatchError> {
    if selection.adapter.is_none() && selection.backend.is_none() {
        return Ok(());
    }
    match family_for(selection, kind) {
        Family::Wgpu => drop(select(selection)?),
        Family::Opencl => drop(opencl_device(selection)?),
        Family::Cpu => cpu_device(selection)?,
    }
    Ok(())
}

/// Whether `kind`'s device gets the small peak probe: a software wgpu adapter (lavapipe), an
/// OpenCL CPU device (PoCL), the CPU family when `ci_profile` — or a device that cannot be looked
/// up here (the worker then reports the failure).
pub fn small_probe(selection: &DeviceSelection, kind: Kind, ci_profile: bool) -> bool {
    match family_for(selection, kind) {
        Family::Wgpu => select(selection).map(|a| a.get_info().device_type == wgpu::DeviceType::Cpu).unwrap_or(true),
        Family::Opencl => opencl_device(selection).map(|d| d.info().device_type == "cpu").unwrap_or(true),
        Family::Cpu => ci_profile,
    }
}

/// The CPU family has one device, `0` (or `cpu`).
///
/// # Errors
/// [`DispatchError::Select`] for any other `--adapter`.
pub fn cpu_device(selection: &DeviceSelection) -> Result<(), DispatchError> {
    match selection.adapter.as_deref().filter(|a| !matches!(*a, "0" | "cpu")) {
        Some(a) => {
            Err(DispatchError::Select(format!("no CPU device `{a}`: the cpu backend has one device, 0 (see `ekb adapters --backend cpu`)")))
        }
        None => Ok(()),
    }
}

/// The OpenCL device `--adapter` names: an index into [`frontend_opencl::list_devices`] (what
/// `ekb adapters` prints), `P:D` (platform and device index), or a substring of the device's or
/// platform's name; default the first device.
///
/// # Errors
/// [`DispatchError::Select`] when there is no such device, [`DispatchError::Open`] when it does not open.
pub fn opencl_device(selection: &DeviceSelection) -> Result<frontend_opencl::OpenClDevice, DispatchError> {
    opencl_device_entry(selection).map(|(_, d)| d)
}

/// [`opencl_device`] with its entry in [`frontend_opencl::list_devices`] (the indices a kernel host
/// opens the same device by).
///
/// # Errors
/// As [`opencl_device`].
pub fn opencl_device_entry(
    selection: &DeviceSelection,
) -> Result<(frontend_opencl::OpenClDeviceEntry, frontend_opencl::OpenClDevice), DispatchError> {
    let select = |m: String| DispatchError::Select(m);
    let all = frontend_opencl::list_devices().map_err(|e| DispatchError::open("listing OpenCL devices", e))?;
    if all.is_empty() {
        return Err(select(
            "no OpenCL device found (on Debian: apt-get install pocl-opencl-icd ocl-icd-libopencl1; see `ekb adapters`)".into(),
        ));
    }
    let e = match selection.adapter.as_deref() {
        None => &all[0],
        Some(s) => {
            if let Some((p, d)) = s.split_once(':').and_then(|(p, d)| Some((p.parse::<usize>().ok()?, d.parse::<usize>().ok()?))) {
                all.iter()
                    .find(|e| e.platform_index == p && e.device_index == d)
                    .ok_or_else(|| select(format!("no OpenCL device {p}:{d}; see `ekb adapters --backend opencl`")))?
            } else if let Ok(i) = s.parse::<usize>() {
                all.get(i).ok_or_else(|| select(format!("OpenCL device index {i} out of range (0..{})", all.len())))?
            } else {
                let needle = s.to_lowercase();
                all.iter()
                    .find(|e| e.name.to_lowercase().contains(&needle) || e.platform.to_lowercase().contains(&needle))
                    .ok_or_else(|| select(format!("no OpenCL device or platform name contains `{s}`; see `ekb adapters`")))?
            }
        }
    };
    let d = frontend_opencl::OpenClDevice::open(e.platform_index, e.device_index)
        .map_err(|err| DispatchError::open("opening the OpenCL device", err))?;
    Ok((e.clone(), d))
}

/// The wgpu backends `--backend` names (`vulkan`, `gl`/`gles`/`opengl`, `metal`, `dx12`, `all`;
/// none: `$WGPU_BACKEND` or all).
fn backends(name: Option<&str>) -> Result<wgpu::Backends, DispatchError> {
    Ok(match name.map(str::to_ascii_lowercase).as_deref() {
        None => wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all()),
        Some("all" | "wgpu") => wgpu::Backends::all(),
        Some("vulkan") => wgpu::Backends::VULKAN,
        Some("gl" | "gles" | "opengl") => wgpu::Backends::GL,
        Some("metal") => wgpu::Backends::METAL,
        Some("dx12") => wgpu::Backends::DX12,
        Some(other) => {
            return Err(DispatchError::Select(format!(
                "unknown backend `{other}` (vulkan, gl, gles, opengl, metal, dx12, all, wgpu; opencl; cpu)"
            )))
        }
    })
}

/// Every wgpu adapter of the selected graphics APIs, in enumeration order.
///
/// # Errors
/// [`DispatchError::Select`] for an unknown backend name.
pub fn list(selection: &DeviceSelection) -> Result<Vec<wgpu::Adapter>, DispatchError> {
    let backends = backends(selection.backend.as_deref())?;
    let desc = wgpu::InstanceDescriptor { backends, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    let instance = wgpu::Instance::new(desc);
    Ok(pollster::block_on(instance.enumerate_adapters(backends)))
}

/// The wgpu adapter `--adapter` names (default: the first non-CPU adapter, else the first one).
///
/// # Errors
/// [`DispatchError::Select`] when there is no adapter or none matches.
pub fn select(selection: &DeviceSelection) -> Result<wgpu::Adapter, DispatchError> {
    let mut all = list(selection)?;
    if all.is_empty() {
        return Err(DispatchError::Select(
            "no GPU adapter found (install a Vulkan driver, e.g. `apt-get install mesa-vulkan-drivers`, or see `ekb adapters`)".into(),
        ));
    }
    let index = match selection.adapter.as_deref() {
        None => all.iter().position(|a| a.get_info().device_type != wgpu::DeviceType::Cpu).unwrap_or(0),
        Some(s) => match s.parse::<usize>() {
            Ok(i) if i < all.len() => i,
            Ok(i) => return Err(DispatchError::Select(format!("adapter index {i} out of range (0..{})", all.len()))),
            Err(_) => {
                let needle = s.to_lowercase();
                all.iter()
                    .position(|a| a.get_info().name.to_lowercase().contains(&needle))
                    .ok_or_else(|| DispatchError::Select(format!("no adapter name contains `{s}`; see `ekb adapters`")))?
            }
        },
    };
    Ok(all.swap_remove(index))
}

/// The wgpu backend's options from the selection (`--adapter-limits`, `--host-clock`).
pub fn options(selection: &DeviceSelection) -> WgpuOptions {
    WgpuOptions {
        limits: if selection.adapter_limits { LimitsChoice::Adapter } else { LimitsChoice::WebGpuDefault },
        force_host_clock: selection.host_clock,
        ..WgpuOptions::default()
    }
}

/// Creates the wgpu backend on the selected adapter.
///
/// # Errors
/// As [`select`]; [`DispatchError::Open`] when the device cannot be created.
pub fn backend(selection: &DeviceSelection) -> Result<WgpuBackend, DispatchError> {
    let adapter = select(selection)?;
    pollster::block_on(WgpuBackend::new(&adapter, &options(selection))).map_err(|e| DispatchError::open("creating the device", e))
}

/// The devices of this machine that `ekb adapters` shows, each with the index `--adapter` takes
/// within its runner family, and notes on families with none (what to install).
#[derive(Debug, Default)]
pub struct DeviceList {
    /// `(index as --adapter takes it, the device)`, wgpu adapters first, then OpenCL, then the CPU.
    pub rows: Vec<(String, ekb_eval::device::DeviceInfo)>,
    /// Why a family lists no device.
    pub notes: Vec<String>,
}

/// Every device of the families `selection` names (`--backend`: a wgpu graphics API, `opencl`,
/// `cpu`; none: every family).
///
/// # Errors
/// [`DispatchError::Select`] for an unknown backend name.
pub fn devices(selection: &DeviceSelection) -> Result<DeviceList, DispatchError> {
    let only = selection.backend.as_deref().map(|b| Family::for_selector(b).unwrap_or(Family::Wgpu));
    let mut out = DeviceList::default();
    for family in Family::ALL.into_iter().filter(|f| only.is_none_or(|o| o == *f)) {
        match family {
            Family::Wgpu => {
                let list = list(selection)?;
                let opts = options(selection);
                if list.is_empty() {
                    out.notes.push("no wgpu adapters found (on Debian: apt-get install mesa-vulkan-drivers libvulkan1)".into());
                }
                out.rows
                    .extend(list.iter().enumerate().map(|(i, a)| (i.to_string(), backend_wgpu::adapter_info(a, opts.limits, "native"))));
            }
            Family::Opencl => match frontend_opencl::list_devices() {
                Ok(list) if list.is_empty() => out.notes.push("no OpenCL devices (on Debian: apt-get install pocl-opencl-icd)".into()),
                Ok(list) => {
                    for (i, e) in list.iter().enumerate() {
                        match frontend_opencl::OpenClDevice::open(e.platform_index, e.device_index) {
                            Ok(d) => out.rows.push((format!("{i} ({}:{})", e.platform_index, e.device_index), d.info().clone())),
                            Err(err) => out.notes.push(format!("OpenCL device {i} ({}): {err}", e.name)),
                        }
                    }
                }
                Err(e) => out.notes.push(format!("OpenCL: {e}")),
            },
            Family::Cpu => match backend_cpu::CpuBackend::new() {
                Ok(b) => out.rows.push(("0".into(), ekb_eval::Backend::device(&b).clone())),
                Err(e) => out.notes.push(format!("cpu: c candidates are refused here: {e}")),
            },
        }
    }
    Ok(out)
}
