//! The host's side of TVM's device convention (the `alloc` … `launch` requests of
//! [`crate::message`]): buffers allocated alone, programs built from TVM's OpenCL C, kernels
//! launched with TVM's arguments and work sizes. [`RawKernels`] is what a backend offers for it;
//! OpenCL's implements it, the CPU and wgpu backends refuse it.

use std::collections::HashMap;

use backend_cpu::CpuBackend;
use backend_opencl::{OpenClBackend, RawBuffer, RawProgram, RawWork};
use ekb_eval::backend::BackendError;

use crate::message::{LaunchArg, Reply, Request};

/// Buffers and programs of TVM's device convention on one backend.
pub trait RawKernels {
    /// A buffer.
    type RawBuffer;
    /// A built program.
    type RawProgram;
    /// A zeroed buffer of `len` bytes.
    ///
    /// # Errors
    /// The backend's (a validation error where it serves no such buffers).
    fn alloc(&self, len: u64) -> Result<Self::RawBuffer, BackendError>;
    /// Writes `bytes` at `offset`.
    ///
    /// # Errors
    /// Out of range, or the backend's.
    fn write(&self, b: &Self::RawBuffer, offset: u64, bytes: &[u8]) -> Result<(), BackendError>;
    /// `len` bytes at `offset`.
    ///
    /// # Errors
    /// Out of range, or the backend's.
    fn read(&self, b: &Self::RawBuffer, offset: u64, len: u64) -> Result<Vec<u8>, BackendError>;
    /// Builds `source` with kernels `names`.
    ///
    /// # Errors
    /// [`BackendError::Compile`], or a missing kernel.
    fn build(&self, source: &str, names: &[String]) -> Result<Self::RawProgram, BackendError>;
    /// `times` launches of `kernel`; device ns from the first start to the last end.
    ///
    /// # Errors
    /// The backend's (a timeout, a kernel that failed, arguments the driver refuses).
    fn launch(
        &self,
        p: &Self::RawProgram,
        kernel: &str,
        args: &[ArgRef<'_, Self::RawBuffer>],
        work: RawWork,
        times: u32,
    ) -> Result<u64, BackendError>;
}

/// A launch argument over a backend's buffer type.
pub enum ArgRef<'a, B> {
    /// A buffer.
    Buffer(&'a B),
    /// A scalar's bytes.
    Scalar(&'a [u8]),
}

impl RawKernels for OpenClBackend {
    type RawBuffer = RawBuffer;
    type RawProgram = RawProgram;

    fn alloc(&self, len: u64) -> Result<RawBuffer, BackendError> {
        self.alloc_raw(len)
    }

    fn write(&self, b: &RawBuffer, offset: u64, bytes: &[u8]) -> Result<(), BackendError> {
        self.write_raw(b, offset, bytes)
    }

    fn read(&self, b: &RawBuffer, offset: u64, len: u64) -> Result<Vec<u8>, BackendError> {
        self.read_raw(b, offset, len)
    }

    fn build(&self, source: &str, names: &[String]) -> Result<RawProgram, BackendError> {
        self.build_raw(source, names)
    }

    fn launch(&self, p: &RawProgram, kernel: &str, args: &[ArgRef<'_, RawBuffer>], work: RawWork, times: u32) -> Result<u64, BackendError> {
        let args: Vec<backend_opencl::RawArg<'_>> = args
            .iter()
            .map(|a| match a {
                ArgRef::Buffer(b) => backend_opencl::RawArg::Buffer(b),
                ArgRef::Scalar(s) => backend_opencl::RawArg::Scalar(s),
            })
            .collect();
        self.launch_raw(p, kernel, &args, work, times)
    }
}

fn refused() -> BackendError {
    BackendError::Validation("this kernel host serves TVM's device buffers and launches on OpenCL only".into())
}

/// A backend that serves none of TVM's device convention: every request refused.
macro_rules! refuses_raw_kernels {
    ($backend:ty) => {
        impl RawKernels for $backend {
            type RawBuffer = ();
            type RawProgram = ();

            fn alloc(&self, _: u64) -> Result<(), BackendError> {
                Err(refused())
            }

            fn write(&self, (): &(), _: u64, _: &[u8]) -> Result<(), BackendError> {
                Err(refused())
            }

            fn read(&self, (): &(), _: u64, _: u64) -> Result<Vec<u8>, BackendError> {
                Err(refused())
            }

            fn build(&self, _: &str, _: &[String]) -> Result<(), BackendError> {
                Err(refused())
            }

            fn launch(&self, (): &(), _: &str, _: &[ArgRef<'_, ()>], _: RawWork, _: u32) -> Result<u64, BackendError> {
                Err(refused())
            }
        }
    };
}

refuses_raw_kernels!(CpuBackend);
// The `wgsl` host (an `ekb device`'s `wgsl` form) runs the relay's WGSL programs only.
#[cfg(feature = "wgpu")]
refuses_raw_kernels!(backend_wgpu::WgpuBackend);

/// A host's buffers and programs of TVM's convention, by the worker's numbers.
pub(crate) struct RawState<K: RawKernels> {
    buffers: HashMap<u32, K::RawBuffer>,
    programs: HashMap<u32, K::RawProgram>,
}

impl<K: RawKernels> Default for RawState<K> {
    fn default() -> Self {
        Self { buffers: HashMap::new(), programs: HashMap::new() }
    }
}

/// Most buffers one host holds at once.
pub const MAX_RAW_BUFFERS: usize = 4096;

impl<K: RawKernels> RawState<K> {
    /// Whether `request` is one of `alloc` … `launch`, which [`Self::answer`] answers.
    pub(crate) fn serves(request: &Request) -> bool {
        matches!(
            request,
            Request::Alloc { .. }
                | Request::Write { .. }
                | Request::Read { .. }
                | Request::Release { .. }
                | Request::BuildSource { .. }
                | Request::Launch { .. }
        )
    }

    /// Answers one of the requests [`Self::serves`] names (any other is a validation error).
    pub(crate) fn answer(&mut self, k: &K, request: Request, segments: &[Vec<u8>]) -> Result<(Reply, Vec<Vec<u8>>), BackendError> {
        let unknown = |what: &str, n: u32| Err(BackendError::Validation(format!("no {what} #{n} in this kernel host")));
        let one = || match segments {
            [s] => Ok(s.as_slice()),
            _ => Err(BackendError::Validation(format!("{} segments where one is expected", segments.len()))),
        };
        let done = |reply: Reply| Ok((reply, vec![]));
        match request {
            Request::Alloc { buffer, bytes } => {
                if self.buffers.len() >= MAX_RAW_BUFFERS || self.buffers.contains_key(&buffer) {
                    return Err(BackendError::Validation(format!("buffer #{buffer}: in use, or {MAX_RAW_BUFFERS} buffers held")));
                }
                let b = k.alloc(bytes)?;
                self.buffers.insert(buffer, b);
                done(Reply::Allocated)
            }
            Request::Write { buffer, offset } => {
                let Some(b) = self.buffers.get(&buffer) else { return unknown("buffer", buffer) };
                k.write(b, offset, one()?)?;
                done(Reply::Written)
            }
            Request::Read { buffer, offset, bytes } => {
                let Some(b) = self.buffers.get(&buffer) else { return unknown("buffer", buffer) };
                Ok((Reply::Data, vec![k.read(b, offset, bytes)?]))
            }
            Request::Release { buffer } => {
                self.buffers.remove(&buffer);
                done(Reply::Released)
            }
            Request::BuildSource { program, kernels } => {
                let text = std::str::from_utf8(one()?).map_err(|_| BackendError::Validation("the program text is not UTF-8".into()))?;
                let p = k.build(text, &kernels)?;
                self.programs.insert(program, p);
                done(Reply::Built)
            }
            Request::Launch { program, kernel, args, work_dim, global, local, times } => {
                let Some(p) = self.programs.get(&program) else { return unknown("program", program) };
                let mut refs = Vec::with_capacity(args.len());
                for a in &args {
                    refs.push(match a {
                        LaunchArg::Buffer { buffer } => match self.buffers.get(buffer) {
                            Some(b) => ArgRef::Buffer(b),
                            None => return unknown("buffer", *buffer),
                        },
                        LaunchArg::Scalar { bytes } => ArgRef::Scalar(bytes),
                    });
                }
                let size = |v: [u64; 3]| v.map(|x| usize::try_from(x).unwrap_or(usize::MAX));
                let work = RawWork { work_dim, global: size(global), local: size(local) };
                let device_ns = k.launch(p, &kernel, &refs, work, times)?;
                Ok((Reply::Launched { device_ns }, vec![]))
            }
            other => Err(BackendError::Validation(format!("`{}` is not a request of TVM's device convention", other.name()))),
        }
    }
}
