//! # frontend-opencl — OpenCL C candidates: text → a program built and checked on a device
//!
//! * [`OpenClDevice`] opens one OpenCL platform/device (a context); [`list_devices`] enumerates
//!   them. The OpenCL library (`libOpenCL.so.1`, an ICD loader) is loaded **at run time**: a
//!   machine without one builds and runs every other kind, and here gets
//!   [`OpenClError::LibraryUnavailable`]. OpenCL C is checked by building it, so the front end
//!   needs a device; `backend-opencl` runs on the same [`OpenClDevice`].
//! * [`OpenClC`] is the front end ([`ekb_eval::FrontEnd`], kind `opencl`): text limits, the
//!   `// @plan` block, a build with `-cl-std=CL1.2 -cl-kernel-arg-info` on the device, build-log
//!   diagnostics at the candidate's line ([`log`]), and the kernel contract from
//!   `clGetKernelArgInfo` (docs/SCHEMA.md, "OpenCL C candidates").
//! * [`OpenClContract`]: the contract as a prompt states it (no device needed).
//!
//! ```no_run
//! use frontend_opencl::{OpenClC, OpenClDevice};
//! let device = OpenClDevice::open(0, 0)?;          // platform 0, device 0
//! let front_end = OpenClC::new(&device);
//! # Ok::<(), frontend_opencl::OpenClError>(())
//! ```

mod contract_text;
mod device;
pub mod directives;
mod front_end;
pub mod log;
pub mod tvm;

pub use contract_text::OpenClContract;
pub use device::{library_available, list_devices, OpenClDevice, OpenClDeviceEntry, OpenClError, BUILD_OPTIONS};
pub use front_end::{BuiltProgram, OpenClArtifact, OpenClC};
