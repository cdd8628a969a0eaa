//! How `ekb device` opens its `wgsl` form's kernel hosts: the wgpu adapter `ekb_dispatch` selects
//! (here Mesa lavapipe, Vulkan) and the host recipe of `ekb_confined::wgpu_host`. The slim
//! `ekb-device` build (crate `device/`) has a module of this name of its own, without wgpu.

use ekb_confined::HostSpec;
use ekb_wire::device::DeviceInfo;

/// The wgpu adapter `adapter` names (an index or a substring of its name; `None`: the first
/// non-CPU adapter, else the first) as reports describe it, and how its kernel hosts start.
///
/// # Errors
/// No adapter here, none matches `adapter`, or it does not open (the dispatch crate's message).
pub(crate) fn wgsl_hosts(adapter: Option<&str>, memory_limit_mib: u64, wait_ms: u64) -> Result<(DeviceInfo, HostSpec), String> {
    let selection = ekb_runner::DeviceSelection { adapter: adapter.map(str::to_string), ..Default::default() };
    ekb_dispatch::wgsl_hosts(&selection, memory_limit_mib, wait_ms).map_err(|e| e.to_string())
}
