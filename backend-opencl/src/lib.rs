//! # backend-opencl — OpenCL C candidates on OpenCL devices
//!
//! * [`OpenClDevice`] opens one OpenCL platform/device (a context); [`list_devices`] enumerates
//!   them. The OpenCL library (`libOpenCL.so.1`, an ICD loader) is loaded **at run time**: a
//!   machine without one builds and runs every other backend, and here gets
//!   [`OpenClError::LibraryUnavailable`].
//! * [`OpenClC`] is the front end ([`ekb_eval::FrontEnd`], language `opencl`): text limits, the
//!   `// @plan` block, a build with `-cl-std=CL1.2 -cl-kernel-arg-info` on the device, and the
//!   kernel contract from `clGetKernelArgInfo` (docs/SCHEMA.md, "OpenCL C candidates").
//! * [`OpenClBackend`] is the backend ([`ekb_eval::Backend`]): buffers with the evaluator's guard
//!   regions, an in-order queue, timing with profiling events, and a wait limit after which a
//!   kernel that never ends is a [`ekb_eval::BackendError::Timeout`] (it cannot be stopped: the
//!   process must be replaced).
//! * [`probe`] measures the device's copy bandwidth and multiply-add rate with two OpenCL C kernels
//!   timed by profiling events: the peak behind the `opencl` samples' speed-of-light bound.
//!
//! ```no_run
//! use backend_opencl::{OpenClBackend, OpenClC, OpenClDevice, OpenClOptions};
//! let device = OpenClDevice::open(0, 0)?;          // platform 0, device 0
//! let front_end = OpenClC::new(&device);
//! let backend = OpenClBackend::new(&device, &OpenClOptions::default())?;
//! # Ok::<(), backend_opencl::OpenClError>(())
//! ```

// The OpenCL API is C: buffer, argument and enqueue calls are `unsafe` in opencl3/cl3. They are
// confined to `backend.rs` and `front_end.rs`, each call with the sizes it is given checked.
#![allow(unsafe_code)]

mod backend;
mod contract_text;
mod device;
mod front_end;
pub mod log;
pub mod probe;

pub use backend::{OpenClBackend, OpenClOptions, OpenClProgram, OpenClResident};
pub use contract_text::OpenClContract;
pub use device::{library_available, list_devices, OpenClDevice, OpenClDeviceEntry, OpenClError, BUILD_OPTIONS};
pub use front_end::OpenClC;
