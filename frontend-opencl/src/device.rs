//! Opening an OpenCL device: the run-time library check, platform and device enumeration, and
//! the [`DeviceInfo`] that describes the device to reports and the leaderboard.

use std::sync::Arc;

use cl3::device::{CL_DEVICE_TYPE_ALL, CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU};
use ekb_eval::device::{DeviceInfo, DeviceLimits};
use opencl3::context::Context;
use opencl3::device::Device;
use opencl3::platform::{get_platforms, Platform};

/// The build options every candidate and reference is built with.
pub const BUILD_OPTIONS: &str = "-cl-std=CL1.2 -cl-kernel-arg-info";

/// Why an OpenCL device could not be opened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum OpenClError {
    /// The OpenCL library (an ICD loader) is not installed or cannot be loaded.
    #[error(
        "the OpenCL library (libOpenCL.so.1, an ICD loader) cannot be loaded: {0}; install one with a driver (Debian: \
         ocl-icd-libopencl1 and e.g. pocl-opencl-icd), or point OPENCL_DYLIB_PATH at it"
    )]
    LibraryUnavailable(String),
    /// The platform or device index does not exist.
    #[error("no OpenCL device {device} on platform {platform} ({found})")]
    NoDevice {
        /// Platform index asked for.
        platform: usize,
        /// Device index asked for.
        device: usize,
        /// What exists, for the message.
        found: String,
    },
    /// An OpenCL call failed.
    #[error("{call} failed: {message}")]
    Api {
        /// The API function.
        call: &'static str,
        /// opencl3's error text (the `CL_…` name).
        message: String,
    },
}

impl OpenClError {
    /// An [`OpenClError::Api`] for a failed call (`clCreateCommandQueue`) with opencl3's message.
    pub fn api(call: &'static str, e: impl std::fmt::Display) -> Self {
        Self::Api { call, message: e.to_string() }
    }
}

/// Whether the OpenCL library can be loaded; the error says why not.
///
/// # Errors
/// [`OpenClError::LibraryUnavailable`] with the loader's message.
pub fn library_available() -> Result<(), OpenClError> {
    match cl3::load_library() {
        Ok(_) => Ok(()),
        Err(e) => Err(OpenClError::LibraryUnavailable(e.to_string())),
    }
}

/// One device of one platform, as [`list_devices`] reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenClDeviceEntry {
    /// Index of the platform in `clGetPlatformIDs` order (what [`OpenClDevice::open`] takes).
    pub platform_index: usize,
    /// Index of the device within its platform (`CL_DEVICE_TYPE_ALL` order).
    pub device_index: usize,
    /// Platform name and version, e.g. `Portable Computing Language (OpenCL 3.0 PoCL 3.1 …)`.
    pub platform: String,
    /// Device name (`CL_DEVICE_NAME`).
    pub name: String,
    /// `cpu`, `discrete_gpu`, `integrated_gpu` or `other` (as [`DeviceInfo::device_type`]).
    pub device_type: String,
}

fn platforms() -> Result<Vec<Platform>, OpenClError> {
    library_available()?;
    // An ICD loader without any driver answers CL_PLATFORM_NOT_FOUND_KHR (-1001): no platforms.
    match get_platforms() {
        Ok(p) => Ok(p),
        Err(e) if e.0 == -1001 => Ok(Vec::new()),
        Err(e) => Err(OpenClError::api("clGetPlatformIDs", e)),
    }
}

fn platform_label(p: &Platform) -> String {
    let name = p.name().unwrap_or_default();
    let version = p.version().unwrap_or_default();
    format!("{name} ({version})")
}

/// Every device of every platform.
///
/// # Errors
/// [`OpenClError::LibraryUnavailable`] without an OpenCL library; [`OpenClError::Api`] when a
/// query fails.
pub fn list_devices() -> Result<Vec<OpenClDeviceEntry>, OpenClError> {
    let mut out = Vec::new();
    for (pi, p) in platforms()?.iter().enumerate() {
        let ids = p.get_devices(CL_DEVICE_TYPE_ALL).unwrap_or_default();
        for (di, id) in ids.into_iter().enumerate() {
            let d = Device::new(id);
            out.push(OpenClDeviceEntry {
                platform_index: pi,
                device_index: di,
                platform: platform_label(p),
                name: d.name().unwrap_or_default(),
                device_type: device_type(&d).to_string(),
            });
        }
    }
    Ok(out)
}

fn device_type(d: &Device) -> &'static str {
    let t = d.dev_type().unwrap_or(0);
    if t & CL_DEVICE_TYPE_CPU != 0 {
        "cpu"
    } else if t & CL_DEVICE_TYPE_GPU != 0 {
        if d.host_unified_memory().unwrap_or(false) {
            "integrated_gpu"
        } else {
            "discrete_gpu"
        }
    } else {
        // Accelerators (DSPs, FPGAs) and custom devices.
        "other"
    }
}

/// An opened OpenCL device: a context on one device, shared (cheaply cloned) by the front end
/// and the backend so a program the front end built is reused by the backend.
#[derive(Clone)]
pub struct OpenClDevice {
    inner: Arc<Inner>,
}

struct Inner {
    context: Context,
    info: DeviceInfo,
    /// `CL_DEVICE_EXTENSIONS`.
    extensions: String,
}

impl std::fmt::Debug for OpenClDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenClDevice").field("info", &self.inner.info).finish_non_exhaustive()
    }
}

impl OpenClDevice {
    /// Opens device `device` of platform `platform` (indices as [`list_devices`] lists them).
    ///
    /// # Errors
    /// [`OpenClError::LibraryUnavailable`], [`OpenClError::NoDevice`], or [`OpenClError::Api`]
    /// when the context cannot be created.
    pub fn open(platform: usize, device: usize) -> Result<Self, OpenClError> {
        let ps = platforms()?;
        let missing = |found: String| OpenClError::NoDevice { platform, device, found };
        let p = ps.get(platform).ok_or_else(|| missing(format!("{} platform(s)", ps.len())))?;
        let ids = p.get_devices(CL_DEVICE_TYPE_ALL).map_err(|e| OpenClError::api("clGetDeviceIDs", e))?;
        let id = *ids.get(device).ok_or_else(|| missing(format!("{} device(s) on that platform", ids.len())))?;
        let d = Device::new(id);
        let context = Context::from_device(&d).map_err(|e| OpenClError::api("clCreateContext", e))?;
        let extensions = d.extensions().unwrap_or_default();
        let info = describe(p, &d, &extensions);
        Ok(Self { inner: Arc::new(Inner { context, info, extensions }) })
    }

    /// The first device of the first platform that has one.
    ///
    /// # Errors
    /// As [`Self::open`]; [`OpenClError::NoDevice`] when no platform has a device.
    pub fn first() -> Result<Self, OpenClError> {
        let all = list_devices()?;
        let e = all.first().ok_or(OpenClError::NoDevice { platform: 0, device: 0, found: "no OpenCL devices".into() })?;
        Self::open(e.platform_index, e.device_index)
    }

    /// How the device is described in reports.
    pub fn info(&self) -> &DeviceInfo {
        &self.inner.info
    }

    /// Whether the device lists an OpenCL extension (`cl_khr_fp16`).
    pub fn has_extension(&self, name: &str) -> bool {
        self.inner.extensions.split_whitespace().any(|e| e == name)
    }

    /// The context every program, queue and buffer on this device is created in.
    pub fn context(&self) -> &Context {
        &self.inner.context
    }

    /// The device's `cl_device_id` (for build logs and device queries).
    pub fn device_id(&self) -> cl3::types::cl_device_id {
        self.inner.context.default_device()
    }

    /// A key identifying the context (programs built on it are reused only on it).
    pub fn context_key(&self) -> usize {
        self.inner.context.get() as usize
    }
}

/// The device as reports show it. A CPU implementation (PoCL, Intel's CPU runtime) is an OpenCL
/// device in its own right — OpenCL targets CPUs as well as GPUs — so it is `device_type =
/// "cpu"` with `is_fallback = false`: its rows are labelled (backend `opencl`, type `cpu`) and
/// shown, not hidden like a software stand-in for a GPU (lavapipe behind WebGPU/Vulkan).
fn describe(p: &Platform, d: &Device, extensions: &str) -> DeviceInfo {
    let device_type = device_type(d);
    let sizes = d.max_work_item_sizes().unwrap_or_default();
    let size = |k: usize| sizes.get(k).map_or(1, |&s| u32::try_from(s).unwrap_or(u32::MAX));
    let clamp32 = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
    let own = DeviceLimits {
        // OpenCL has no limit on __global pointer arguments; the suite's ceiling stays.
        max_storage_buffers_per_shader_stage: u32::MAX,
        max_compute_workgroup_storage_size: clamp32(d.local_mem_size().unwrap_or(0)),
        max_compute_invocations_per_workgroup: clamp32(d.max_work_group_size().unwrap_or(1) as u64),
        max_compute_workgroup_size_x: size(0),
        max_compute_workgroup_size_y: size(1),
        max_compute_workgroup_size_z: size(2),
        max_compute_workgroups_per_dimension: u32::MAX,
        max_storage_buffer_binding_size: d.max_mem_alloc_size().unwrap_or(0),
    };
    let mut features = Vec::new();
    if extensions.split_whitespace().any(|e| e == "cl_khr_fp16") {
        features.push("shader-f16".to_string());
    }
    DeviceInfo {
        name: d.name().unwrap_or_default(),
        vendor: format!("{} (0x{:x})", d.vendor().unwrap_or_default(), d.vendor_id().unwrap_or(0)),
        architecture: d.version().unwrap_or_default(),
        driver: format!("{}; driver {}", platform_label(p), d.driver_version().unwrap_or_default()),
        backend: "opencl".into(),
        device_type: device_type.into(),
        is_fallback: false,
        features,
        // The WebGPU defaults are the suite's ceiling on every backend.
        limits: DeviceLimits::webgpu_default().min(&own),
        runtime: "native".into(),
        loop_cap: None,
    }
}
