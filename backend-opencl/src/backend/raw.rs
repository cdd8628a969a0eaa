//! Buffers and kernels as TVM's OpenCL runtime uses them (`src/runtime/opencl/`): a buffer is
//! allocated alone and outlives any launch, a program is built from TVM's OpenCL C as it is, and a
//! launch sets each argument in order — a buffer's `cl_mem` or a scalar's bytes — and enqueues
//! `global`/`local` work sizes in `work_dim` dimensions. [`OpenClBackend::launch_raw`] waits within
//! the backend's wait limit and returns the device time of its launches (profiling events).

use std::collections::HashMap;
use std::ptr;
use std::sync::Mutex;

use ekb_eval::backend::BackendError;
use opencl3::kernel::Kernel;
use opencl3::memory::{Buffer, ClMem};
use opencl3::program::Program;

use super::{api, OpenClBackend};

/// A program built from source with its kernels by name.
pub struct RawProgram {
    _program: Program,
    kernels: HashMap<String, Mutex<Kernel>>,
}

/// A buffer of exactly `len` bytes on the device (at least 16 allocated).
pub struct RawBuffer {
    buffer: Buffer<u8>,
    len: u64,
}

impl RawBuffer {
    /// Its length in bytes, as asked.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether it holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// One kernel argument of a raw launch.
pub enum RawArg<'a> {
    /// A buffer's `cl_mem`.
    Buffer(&'a RawBuffer),
    /// A scalar's bytes (4 or 8, as the kernel declares it; OpenCL checks the size).
    Scalar(&'a [u8]),
}

/// A launch's work sizes, as TVM's `ThreadWorkLoad` computes them: `global[i]` = grid × block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawWork {
    /// Dimensions used, 1..=3.
    pub work_dim: u32,
    /// Global work size per dimension.
    pub global: [usize; 3],
    /// Local (work-group) size per dimension.
    pub local: [usize; 3],
}

fn range(buf: &RawBuffer, offset: u64, len: u64) -> Result<usize, BackendError> {
    match offset.checked_add(len) {
        Some(end) if end <= buf.len => usize::try_from(offset).map_err(|_| BackendError::Validation("offset".into())),
        _ => Err(BackendError::Validation(format!("{len} bytes at offset {offset} exceed the buffer of {} bytes", buf.len))),
    }
}

impl OpenClBackend {
    /// A buffer of `len` bytes, zeroed.
    ///
    /// # Errors
    /// Over the device's largest buffer, or the driver's allocation error ([`BackendError::OutOfMemory`]).
    pub fn alloc_raw(&self, len: u64) -> Result<RawBuffer, BackendError> {
        self.check_health()?;
        let max = self.info.limits.max_storage_buffer_binding_size;
        if len > max {
            return Err(BackendError::OutOfMemory(format!("a buffer of {len} bytes exceeds the device's largest ({max} bytes)")));
        }
        let n = usize::try_from(len).map_err(|_| BackendError::OutOfMemory(format!("{len} bytes")))?;
        let buffer = self.uninit_buffer(n)?;
        self.zero(&buffer, 0, super::alloc_size(n))?;
        self.finish()?;
        Ok(RawBuffer { buffer, len })
    }

    /// Writes `bytes` into `buf` at `offset`.
    ///
    /// # Errors
    /// Out of the buffer's range, or the driver's error.
    pub fn write_raw(&self, buf: &RawBuffer, offset: u64, bytes: &[u8]) -> Result<(), BackendError> {
        self.check_health()?;
        let at = range(buf, offset, bytes.len() as u64)?;
        if bytes.is_empty() {
            return Ok(());
        }
        self.write(&buf.buffer, at, bytes)
    }

    /// `len` bytes of `buf` at `offset`.
    ///
    /// # Errors
    /// Out of the buffer's range, or the driver's error.
    pub fn read_raw(&self, buf: &RawBuffer, offset: u64, len: u64) -> Result<Vec<u8>, BackendError> {
        self.check_health()?;
        let at = range(buf, offset, len)?;
        self.read(&buf.buffer, at, usize::try_from(len).map_err(|_| BackendError::Validation("length".into()))?)
    }

    /// Builds `source` (no options, as TVM's runtime does) and creates the kernels `names`.
    ///
    /// # Errors
    /// [`BackendError::Compile`] with the build log; a kernel the program lacks.
    pub fn build_raw(&self, source: &str, names: &[String]) -> Result<RawProgram, BackendError> {
        self.check_health()?;
        let ctx = self.device.context();
        let mut program = Program::create_from_source(ctx, source).map_err(api("clCreateProgramWithSource"))?;
        if let Err(e) = program.build(ctx.devices(), "") {
            let log = program.get_build_log(self.device.device_id()).unwrap_or_default();
            return Err(BackendError::Compile {
                message: format!("clBuildProgram: {e}"),
                diagnostics: frontend_opencl::log::diagnostics(&log, source),
            });
        }
        if self.build_work_groups {
            program.get_binaries().map_err(api("clGetProgramInfo(CL_PROGRAM_BINARIES)"))?;
        }
        let mut kernels = HashMap::new();
        for n in names {
            let k = Kernel::create(&program, n).map_err(|e| BackendError::Validation(format!("kernel `{n}`: {e}")))?;
            kernels.insert(n.clone(), Mutex::new(k));
        }
        Ok(RawProgram { _program: program, kernels })
    }

    /// Launches kernel `name` of `program` `times` times back to back with `args` and `work`, waits
    /// for the last launch (within the wait limit) and returns the device time from the first
    /// launch's start to the last one's end, ns.
    ///
    /// # Errors
    /// An unknown kernel, argument or work size the driver refuses ([`BackendError::Validation`]),
    /// [`BackendError::Timeout`] past the wait limit (the backend then refuses further work),
    /// [`BackendError::DeviceLost`] for a kernel that ended in error.
    pub fn launch_raw(
        &self,
        program: &RawProgram,
        name: &str,
        args: &[RawArg<'_>],
        work: RawWork,
        times: u32,
    ) -> Result<u64, BackendError> {
        self.check_health()?;
        let kernel = program.kernels.get(name).ok_or_else(|| BackendError::Validation(format!("no kernel `{name}` in the program")))?;
        let kernel = kernel.lock().map_err(|_| BackendError::Other("a kernel lock was poisoned".into()))?;
        if !(1..=3).contains(&work.work_dim) || times == 0 {
            return Err(BackendError::Validation(format!("work_dim {} and {times} launches", work.work_dim)));
        }
        for (i, a) in args.iter().enumerate() {
            let i = u32::try_from(i).map_err(|_| BackendError::Validation("too many arguments".into()))?;
            // SAFETY: a `cl_mem` of a live buffer, or a scalar whose bytes OpenCL copies and whose
            // size it checks against the kernel's declaration.
            let set = unsafe {
                match a {
                    RawArg::Buffer(b) => {
                        let m = b.buffer.get();
                        cl3::kernel::set_kernel_arg(kernel.get(), i, std::mem::size_of_val(&m), ptr::from_ref(&m).cast())
                    }
                    RawArg::Scalar(bytes) => cl3::kernel::set_kernel_arg(kernel.get(), i, bytes.len(), bytes.as_ptr().cast()),
                }
            };
            set.map_err(|c| super::cl_err("clSetKernelArg", c))?;
        }
        let mut first = None;
        let mut last = None;
        for _ in 0..times {
            // SAFETY: the arrays have 3 elements (≥ work_dim) and outlive the call.
            let ev = unsafe {
                self.queue.enqueue_nd_range_kernel(kernel.get(), work.work_dim, ptr::null(), work.global.as_ptr(), work.local.as_ptr(), &[])
            }
            .map_err(api("clEnqueueNDRangeKernel"))?;
            if first.is_none() {
                let raw = ev.get();
                // SAFETY: retaining a valid event (events are reference counted).
                unsafe { cl3::event::retain_event(raw) }.map_err(|c| super::cl_err("clRetainEvent", c))?;
                first = Some(opencl3::event::Event::new(raw));
            }
            last = Some(ev);
        }
        let (first, last) = first.zip(last).ok_or_else(|| BackendError::Other("no launch".into()))?;
        self.wait(&last)?;
        let start = first.profiling_command_start().map_err(api("clGetEventProfilingInfo"))?;
        let end = last.profiling_command_end().map_err(api("clGetEventProfilingInfo"))?;
        Ok(end.saturating_sub(start))
    }
}
