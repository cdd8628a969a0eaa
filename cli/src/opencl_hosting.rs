//! How `ekb device` opens its `opencl` form's kernel hosts: the OpenCL device `ekb_dispatch`
//! selects and the host recipe the relay worker uses for local `opencl` jobs. The slim
//! `ekb-device` build (crate `device/`) has a module of this name of its own, without OpenCL.

use ekb_confined::HostSpec;
use ekb_wire::device::DeviceInfo;

/// The OpenCL device `opencl_device` names (`PLATFORM:DEVICE`, an index, a name; `None`: the
/// first) as reports describe it, and how its kernel hosts start.
///
/// # Errors
/// No OpenCL platform or device here, or none matches `opencl_device` (the dispatch crate's message).
pub(crate) fn opencl_hosts(opencl_device: Option<&str>, memory_limit_mib: u64, wait_ms: u64) -> Result<(DeviceInfo, HostSpec), String> {
    let selection = ekb_runner::DeviceSelection { adapter: opencl_device.map(str::to_string), ..Default::default() };
    ekb_dispatch::opencl_hosts(&selection, memory_limit_mib, wait_ms)
        .map(|(device, spec)| (device.info().clone(), spec))
        .map_err(|e| e.to_string())
}
