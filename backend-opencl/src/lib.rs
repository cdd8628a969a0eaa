//! # backend-opencl — OpenCL C candidates on OpenCL devices
//!
//! The device (`OpenClDevice`, a context) and the front end (`OpenClC`: OpenCL C built and
//! checked on the device) are `frontend-opencl`'s; this crate runs what it built.
//!
//! * [`OpenClBackend`] is the backend ([`ekb_eval::Backend`]): buffers with the evaluator's guard
//!   regions, an in-order queue, timing with profiling events, and a wait limit after which a
//!   kernel that never ends is a [`ekb_eval::BackendError::Timeout`] (it cannot be stopped: the
//!   process must be replaced).
//! * [`probe`] measures the device's copy bandwidth and multiply-add rate with two OpenCL C kernels
//!   timed by profiling events: the peak behind the `opencl` samples' speed-of-light bound.
//!
//! ```no_run
//! use backend_opencl::{OpenClBackend, OpenClOptions};
//! use frontend_opencl::{OpenClC, OpenClDevice};
//! let device = OpenClDevice::open(0, 0)?;          // platform 0, device 0
//! let front_end = OpenClC::new(&device);
//! let backend = OpenClBackend::new(&device, &OpenClOptions::default())?;
//! # Ok::<(), frontend_opencl::OpenClError>(())
//! ```

// The OpenCL API is C: buffer, argument and enqueue calls are `unsafe` in opencl3/cl3. They are
// confined to `backend.rs`, each call with the sizes it is given checked.
#![allow(unsafe_code)]

mod backend;
pub mod probe;

pub use backend::{OpenClBackend, OpenClOptions, OpenClProgram, OpenClResident, RawArg, RawBuffer, RawProgram, RawWork};
