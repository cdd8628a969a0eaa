//! Choosing a device and creating its backend: `--backend` and `--adapter` everywhere. `--backend`
//! is a wgpu graphics API (`vulkan`, `gl`, `metal`, `dx12`, `all`), `opencl` or `cpu`; `--adapter`
//! an index from `ekb adapters` or a substring of the device's name, within that backend.

use anyhow::Result;
use ekb_runner::DeviceSelection;
use ekb_wire::kind::{Family, Kind};

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
    let args = if args.backend.is_none() && kind.info().family != Family::Wgpu {
        AdapterArgs { backend: Some(kind.backend().to_string()), ..args.clone() }
    } else {
        args.clone()
    };
    require(&for_kind(&args.selection(), kind), kind)?;
    Ok(args)
}

pub(crate) use ekb_dispatch::select::{backend, for_kind, require};

/// The kind `--backend` selects a device for: the first kind of its runner family (`opencl` →
/// OpenCL C, `cpu` → C), or `None` for a wgpu graphics API or no `--backend`.
pub(crate) fn is_family(name: Option<&str>) -> Option<Kind> {
    name.and_then(Family::for_selector).filter(|f| *f != Family::Wgpu).and_then(|f| f.kinds().next())
}
