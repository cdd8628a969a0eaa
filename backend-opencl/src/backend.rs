//! [`OpenClBackend`]: the [`Backend`] on an OpenCL device — one in-order command queue with
//! profiling, buffers bound whole (guard regions included), kernels launched with global =
//! work-groups × local.

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cl3::command_queue::{CL_BLOCKING, CL_QUEUE_PROFILING_ENABLE};
use cl3::memory::CL_MEM_READ_WRITE;
use cl3::types::{cl_event, cl_int, cl_mem};
use ekb_eval::artifact::Artifact;
use ekb_eval::backend::{Backend, BackendError, Dispatch, ProgramDesc, ResidentDesc, RunResult, TimerMethod};
use ekb_eval::device::DeviceInfo;
use opencl3::command_queue::CommandQueue;
use opencl3::event::Event;
use opencl3::kernel::Kernel;
use opencl3::memory::{Buffer, ClMem};
use opencl3::program::Program;

use crate::device::{OpenClDevice, OpenClError, BUILD_OPTIONS};
use crate::front_end::BuiltProgram;

/// Options for [`OpenClBackend::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenClOptions {
    /// Longest wait for one launch (or one timed batch) to finish, ms. Past it the call returns
    /// [`BackendError::Timeout`] and the backend refuses further work: OpenCL cannot cancel a
    /// running kernel (PoCL's CPU threads spin on), so the process holding the device must be
    /// replaced (`Fault::Timeout` poisons the device).
    pub wait_limit_ms: u64,
}

impl Default for OpenClOptions {
    fn default() -> Self {
        Self { wait_limit_ms: 60_000 }
    }
}

/// An OpenCL device prepared for running contract kernels.
pub struct OpenClBackend {
    device: OpenClDevice,
    queue: CommandQueue,
    info: DeviceInfo,
    wait_limit_ms: u64,
    /// Set when a kernel did not finish within the wait limit: it is still running.
    hung: AtomicBool,
    /// `__kernel void ekb_empty() {}`, for the timer resolution.
    empty: Mutex<Kernel>,
}

/// A compiled program: one kernel object per entry point (a kernel's arguments are state, so each
/// is used under its lock).
pub struct OpenClProgram {
    _program: Arc<dyn std::any::Any + Send + Sync>,
    kernels: Vec<Mutex<Kernel>>,
    params: usize,
}

/// Device buffers for one shape.
pub struct OpenClResident {
    input_sets: Vec<Vec<Buffer<u8>>>,
    input_sizes: Vec<Vec<usize>>,
    outputs: Vec<Buffer<u8>>,
    /// The outputs' initial bytes on the device (copied from before every run and timed launch).
    output_init: Vec<Buffer<u8>>,
    output_sizes: Vec<usize>,
    batch_reset_from: Vec<u64>,
    /// Each 4-byte word of the params uniform (padded to 16 bytes).
    params: Vec<[u8; 4]>,
    scratch: Vec<Buffer<u8>>,
    scratch_sizes: Vec<usize>,
    scratch_tails: Vec<Vec<u8>>,
}

fn cl_err(what: &str, code: cl_int) -> BackendError {
    let name = opencl3::error_codes::ClError(code).to_string();
    match code {
        // CL_MEM_OBJECT_ALLOCATION_FAILURE, CL_OUT_OF_RESOURCES, CL_OUT_OF_HOST_MEMORY
        -6..=-4 => BackendError::OutOfMemory(format!("{what}: {name}")),
        // CL_INVALID_*
        -63..=-30 => BackendError::Validation(format!("{what}: {name}")),
        _ => BackendError::Other(format!("{what}: {name}")),
    }
}

fn api(what: &'static str) -> impl Fn(opencl3::error_codes::ClError) -> BackendError {
    move |e| cl_err(what, e.0)
}

/// Buffers are never empty in OpenCL; sizes round up to 16 bytes as in the wgpu backend.
fn alloc_size(n: usize) -> usize {
    n.max(16).div_ceil(16) * 16
}

impl OpenClBackend {
    /// A backend on `device` with an in-order, profiling-enabled queue.
    ///
    /// # Errors
    /// [`OpenClError::Api`] when the queue or the internal timing kernel cannot be created.
    pub fn new(device: &OpenClDevice, opts: &OpenClOptions) -> Result<Self, OpenClError> {
        let ctx = &device.inner.context;
        let queue =
            CommandQueue::create_default(ctx, CL_QUEUE_PROFILING_ENABLE).map_err(|e| OpenClError::api("clCreateCommandQueue", e))?;
        let program = Program::create_and_build_from_source(ctx, "__kernel void ekb_empty(void) {}", BUILD_OPTIONS)
            .map_err(|e| OpenClError::api("clBuildProgram", e))?;
        let empty = Kernel::create(&program, "ekb_empty").map_err(|e| OpenClError::api("clCreateKernel", e))?;
        Ok(Self {
            device: device.clone(),
            queue,
            info: device.info().clone(),
            wait_limit_ms: opts.wait_limit_ms,
            hung: AtomicBool::new(false),
            empty: Mutex::new(empty),
        })
    }

    /// The device this backend runs on.
    pub fn opencl_device(&self) -> &OpenClDevice {
        &self.device
    }

    fn check_health(&self) -> Result<(), BackendError> {
        if self.hung.load(Ordering::SeqCst) {
            return Err(BackendError::DeviceLost(
                "an earlier kernel did not finish and is still running (OpenCL cannot stop it); replace the process".into(),
            ));
        }
        Ok(())
    }

    fn buffer(&self, bytes: &[u8]) -> Result<Buffer<u8>, BackendError> {
        let size = alloc_size(bytes.len());
        // SAFETY: no host pointer is passed; the buffer is `size` bytes.
        let b = unsafe { Buffer::<u8>::create(&self.device.inner.context, CL_MEM_READ_WRITE, size, ptr::null_mut()) }
            .map_err(api("clCreateBuffer"))?;
        if !bytes.is_empty() {
            self.write(&b, 0, bytes)?;
        }
        Ok(b)
    }

    /// Blocking write of `bytes` at `offset` (within the buffer, checked by OpenCL).
    fn write(&self, b: &Buffer<u8>, offset: usize, bytes: &[u8]) -> Result<(), BackendError> {
        // SAFETY: blocking, so `bytes` outlives the transfer; OpenCL checks the range.
        let ev = unsafe {
            cl3::command_queue::enqueue_write_buffer(
                self.queue.get(),
                b.get(),
                CL_BLOCKING,
                offset,
                bytes.len(),
                bytes.as_ptr().cast::<c_void>(),
                0,
                ptr::null(),
            )
        }
        .map_err(|c| cl_err("clEnqueueWriteBuffer", c))?;
        drop(Event::new(ev));
        Ok(())
    }

    /// Blocking read of `len` bytes at `offset`.
    fn read(&self, b: &Buffer<u8>, offset: usize, len: usize) -> Result<Vec<u8>, BackendError> {
        let mut out = vec![0u8; len];
        if len == 0 {
            return Ok(out);
        }
        // SAFETY: blocking into a vector of exactly `len` bytes; OpenCL checks the range.
        let ev = unsafe {
            cl3::command_queue::enqueue_read_buffer(
                self.queue.get(),
                b.get(),
                CL_BLOCKING,
                offset,
                len,
                out.as_mut_ptr().cast::<c_void>(),
                0,
                ptr::null(),
            )
        }
        .map_err(|c| cl_err("clEnqueueReadBuffer", c))?;
        drop(Event::new(ev));
        Ok(out)
    }

    /// Non-blocking device-side copy (no host memory involved).
    fn copy(&self, src: &Buffer<u8>, dst: &Buffer<u8>, offset: usize, len: usize) -> Result<(), BackendError> {
        if len == 0 {
            return Ok(());
        }
        // SAFETY: both buffers are device objects alive for the call; OpenCL checks the ranges.
        let ev =
            unsafe { cl3::command_queue::enqueue_copy_buffer(self.queue.get(), src.get(), dst.get(), offset, offset, len, 0, ptr::null()) }
                .map_err(|c| cl_err("clEnqueueCopyBuffer", c))?;
        drop(Event::new(ev));
        Ok(())
    }

    /// Non-blocking zero fill (the 4-byte pattern is copied by OpenCL at enqueue time).
    fn zero(&self, b: &Buffer<u8>, offset: usize, len: usize) -> Result<(), BackendError> {
        if len == 0 {
            return Ok(());
        }
        let pattern = [0u8; 4];
        // SAFETY: OpenCL copies the pattern before returning; offset and size are multiples of 4
        // (checked at upload) and OpenCL checks the range.
        let ev = unsafe {
            cl3::command_queue::enqueue_fill_buffer(
                self.queue.get(),
                b.get(),
                pattern.as_ptr().cast::<c_void>(),
                pattern.len(),
                offset,
                len,
                0,
                ptr::null(),
            )
        }
        .map_err(|c| cl_err("clEnqueueFillBuffer", c))?;
        drop(Event::new(ev));
        Ok(())
    }

    /// Enqueues the dispatches of one launch on input set `set`; returns the first and last
    /// kernel events (none when every dispatch is empty).
    fn enqueue_launch(
        &self,
        program: &OpenClProgram,
        res: &OpenClResident,
        launch: &[Dispatch],
        set: usize,
    ) -> Result<Option<(Event, Event)>, BackendError> {
        let inputs = res.input_sets.get(set).ok_or_else(|| BackendError::Validation(format!("no input set {set}")))?;
        // The uniform's bytes are padded to 16: only the first `program.params` words are params.
        if res.params.len() < program.params {
            return Err(BackendError::Validation(format!(
                "the program takes {} params, the buffers hold {}",
                program.params,
                res.params.len()
            )));
        }
        let mut first: Option<Event> = None;
        let mut last: Option<Event> = None;
        for d in launch {
            if d.workgroups.contains(&0) {
                continue;
            }
            let kernel = program.kernels.get(d.entry).ok_or_else(|| BackendError::Validation(format!("no entry point {}", d.entry)))?;
            let kernel = kernel.lock().map_err(|_| BackendError::Other("a kernel lock was poisoned".into()))?;
            let mut arg = 0u32;
            let mems = inputs.iter().chain(&res.outputs);
            // SAFETY: each argument is a `cl_mem` or a 4-byte scalar, the types the contract
            // check confirmed for these positions; OpenCL checks the sizes against the kernel.
            unsafe {
                for b in mems {
                    let m: cl_mem = b.get();
                    kernel.set_arg(arg, &m).map_err(api("clSetKernelArg"))?;
                    arg += 1;
                }
                for p in res.params.iter().take(program.params) {
                    kernel.set_arg(arg, p).map_err(api("clSetKernelArg"))?;
                    arg += 1;
                }
                for b in &res.scratch {
                    let m: cl_mem = b.get();
                    kernel.set_arg(arg, &m).map_err(api("clSetKernelArg"))?;
                    arg += 1;
                }
            }
            let local: [usize; 3] = d.workgroup_size.map(|v| v as usize);
            let mut global = [0usize; 3];
            for k in 0..3 {
                global[k] = (d.workgroups[k] as usize)
                    .checked_mul(local[k])
                    .ok_or_else(|| BackendError::Validation("the global size overflows".into()))?;
            }
            // SAFETY: the arrays have `work_dim` = 3 elements and outlive the call.
            let ev = unsafe { self.queue.enqueue_nd_range_kernel(kernel.get(), 3, ptr::null(), global.as_ptr(), local.as_ptr(), &[]) }
                .map_err(api("clEnqueueNDRangeKernel"))?;
            if first.is_none() {
                // Keep the first event alive separately: events are reference counted.
                // SAFETY: retaining a valid event.
                let raw: cl_event = ev.get();
                unsafe { cl3::event::retain_event(raw) }.map_err(|c| cl_err("clRetainEvent", c))?;
                first = Some(Event::new(raw));
            }
            last = Some(ev);
        }
        Ok(first.zip(last))
    }

    /// Flushes the queue and waits for `ev` up to the wait limit, polling (OpenCL has no wait
    /// with a timeout). A kernel error status is a [`BackendError::DeviceLost`].
    fn wait(&self, ev: &Event) -> Result<(), BackendError> {
        self.queue.flush().map_err(api("clFlush"))?;
        let start = Instant::now();
        let limit = Duration::from_millis(self.wait_limit_ms);
        let mut nap = Duration::from_micros(20);
        loop {
            let status = ev.command_execution_status().map_err(api("clGetEventInfo"))?.0;
            if status == cl3::event::CL_COMPLETE {
                return Ok(());
            }
            if status < 0 {
                return Err(BackendError::DeviceLost(format!("the kernel ended with status {}", opencl3::error_codes::ClError(status))));
            }
            if start.elapsed() > limit {
                self.hung.store(true, Ordering::SeqCst);
                return Err(BackendError::Timeout(self.wait_limit_ms));
            }
            std::thread::sleep(nap);
            nap = (nap * 2).min(Duration::from_millis(2));
        }
    }

    fn finish(&self) -> Result<(), BackendError> {
        self.queue.finish().map_err(api("clFinish"))
    }

    /// Before a timed launch: outputs restored from their reset offsets, scratch zeroed whole.
    fn batch_reset(&self, res: &OpenClResident) -> Result<(), BackendError> {
        for ((out, init), (&from, &size)) in
            res.outputs.iter().zip(&res.output_init).zip(res.batch_reset_from.iter().zip(&res.output_sizes))
        {
            let from = from as usize;
            self.copy(init, out, from, size - from)?;
        }
        for (s, &size) in res.scratch.iter().zip(&res.scratch_sizes) {
            self.zero(s, 0, size)?;
        }
        Ok(())
    }
}

impl Backend for OpenClBackend {
    type Program = OpenClProgram;
    type Resident = OpenClResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    fn timer(&self) -> TimerMethod {
        TimerMethod::ProfilingEvents
    }

    async fn compile(&self, desc: &ProgramDesc<'_>) -> Result<OpenClProgram, BackendError> {
        self.check_health()?;
        let Artifact::OpenCl(a) = desc.artifact else {
            return Err(BackendError::UnsupportedProgram { form: desc.artifact.form() });
        };
        // Reuse the front end's program when it was built in this context; else build the text.
        let reuse = a.built.clone().filter(|b| b.downcast_ref::<BuiltProgram>().is_some_and(|b| b.context == self.device.context_key()));
        let holder: Arc<dyn std::any::Any + Send + Sync> = match reuse {
            Some(b) => b,
            None => {
                let ctx = &self.device.inner.context;
                let mut program = Program::create_from_source(ctx, desc.text).map_err(api("clCreateProgramWithSource"))?;
                if let Err(e) = program.build(ctx.devices(), &a.options) {
                    let log = program.get_build_log(self.device.device_id()).unwrap_or_default();
                    return Err(BackendError::Compile {
                        message: format!("clBuildProgram: {e}"),
                        diagnostics: crate::log::diagnostics(&log, desc.text),
                    });
                }
                Arc::new(BuiltProgram { program, context: self.device.context_key() })
            }
        };
        let built = holder.downcast_ref::<BuiltProgram>().ok_or_else(|| BackendError::Other("not an OpenCL program".into()))?;
        let kernels = desc
            .entry_points
            .iter()
            .map(|e| Kernel::create(&built.program, e).map(Mutex::new).map_err(api("clCreateKernel")))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OpenClProgram { _program: holder, kernels, params: a.params })
    }

    async fn upload(&self, desc: &ResidentDesc) -> Result<OpenClResident, BackendError> {
        self.check_health()?;
        let max = self.info.limits.max_storage_buffer_binding_size;
        let sizes = desc
            .input_sets
            .iter()
            .flatten()
            .map(|b| b.len() as u64)
            .chain(desc.output_init.iter().map(|b| b.len() as u64))
            .chain(desc.scratch_bytes.iter().copied());
        for s in sizes {
            if s > max {
                return Err(BackendError::Validation(format!("a buffer of {s} bytes exceeds the storage binding limit of {max} bytes")));
            }
        }
        for (n, tail) in desc.scratch_bytes.iter().zip(&desc.scratch_tails) {
            if tail.len() as u64 > *n || !tail.len().is_multiple_of(4) || !(*n - tail.len() as u64).is_multiple_of(4) {
                return Err(BackendError::Validation(format!("a scratch tail of {} bytes does not fit a {n}-byte buffer", tail.len())));
            }
        }
        if desc.batch_reset_from.len() != desc.output_init.len()
            || desc.batch_reset_from.iter().zip(&desc.output_init).any(|(&from, init)| from % 4 != 0 || from > init.len() as u64)
        {
            return Err(BackendError::Validation("every output needs a 4-byte aligned batch reset offset within it".into()));
        }
        let input_sets = desc
            .input_sets
            .iter()
            .map(|set| set.iter().map(|b| self.buffer(b)).collect::<Result<Vec<_>, _>>())
            .collect::<Result<_, _>>()?;
        let input_sizes = desc.input_sets.iter().map(|set| set.iter().map(Vec::len).collect()).collect();
        let outputs = desc.output_init.iter().map(|b| self.buffer(b)).collect::<Result<_, _>>()?;
        let output_init = desc.output_init.iter().map(|b| self.buffer(b)).collect::<Result<_, _>>()?;
        let scratch = desc.scratch_bytes.iter().map(|&n| self.buffer(&vec![0u8; n as usize])).collect::<Result<_, _>>()?;
        let params = desc.params.chunks_exact(4).map(|c| [c[0], c[1], c[2], c[3]]).collect::<Vec<_>>();
        self.finish()?;
        Ok(OpenClResident {
            input_sets,
            input_sizes,
            outputs,
            output_init,
            output_sizes: desc.output_init.iter().map(Vec::len).collect(),
            batch_reset_from: desc.batch_reset_from.clone(),
            params,
            scratch,
            scratch_sizes: desc.scratch_bytes.iter().map(|&n| n as usize).collect(),
            scratch_tails: desc.scratch_tails.clone(),
        })
    }

    async fn run(&self, program: &OpenClProgram, res: &OpenClResident, launch: &[Dispatch], set: usize) -> Result<RunResult, BackendError> {
        self.check_health()?;
        for ((out, init), &size) in res.outputs.iter().zip(&res.output_init).zip(&res.output_sizes) {
            self.copy(init, out, 0, size)?;
        }
        for ((s, &size), tail) in res.scratch.iter().zip(&res.scratch_sizes).zip(&res.scratch_tails) {
            self.zero(s, 0, size - tail.len())?;
            if !tail.is_empty() {
                self.write(s, size - tail.len(), tail)?;
            }
        }
        if let Some((_, last)) = self.enqueue_launch(program, res, launch, set)? {
            self.wait(&last)?;
        }
        self.finish()?;
        let outputs = res.outputs.iter().zip(&res.output_sizes).map(|(b, &n)| self.read(b, 0, n)).collect::<Result<Vec<_>, _>>()?;
        let inputs =
            res.input_sets[set].iter().zip(&res.input_sizes[set]).map(|(b, &n)| self.read(b, 0, n)).collect::<Result<Vec<_>, _>>()?;
        let scratch_tails = res
            .scratch
            .iter()
            .zip(&res.scratch_sizes)
            .zip(&res.scratch_tails)
            .map(|((b, &n), t)| self.read(b, n - t.len(), t.len()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(RunResult { outputs, inputs, scratch_tails, loop_stopped: false })
    }

    async fn time_batch(
        &self,
        program: &OpenClProgram,
        res: &OpenClResident,
        launch: &[Dispatch],
        batch: u32,
    ) -> Result<f64, BackendError> {
        self.check_health()?;
        let batch = batch.max(1);
        let sets = res.input_sets.len().max(1);
        // The same reset before launch 0, outside the timed span.
        self.batch_reset(res)?;
        self.finish()?;
        let mut first: Option<Event> = None;
        let mut last: Option<Event> = None;
        for k in 0..batch {
            if k > 0 {
                self.batch_reset(res)?;
            }
            if let Some((f, l)) = self.enqueue_launch(program, res, launch, k as usize % sets)? {
                if first.is_none() {
                    first = Some(f);
                }
                last = Some(l);
            }
        }
        let (Some(first), Some(last)) = (first, last) else { return Ok(0.0) };
        self.wait(&last)?;
        self.finish()?;
        let start = first.profiling_command_start().map_err(api("clGetEventProfilingInfo"))?;
        let end = last.profiling_command_end().map_err(api("clGetEventProfilingInfo"))?;
        Ok(end.saturating_sub(start) as f64)
    }

    async fn read_outputs(&self, res: &OpenClResident) -> Result<Vec<Vec<u8>>, BackendError> {
        self.check_health()?;
        res.outputs.iter().zip(&res.output_sizes).map(|(b, &n)| self.read(b, 0, n)).collect()
    }

    async fn timer_resolution_ns(&self) -> Result<f64, BackendError> {
        self.check_health()?;
        // The smallest non-zero START→END interval of an empty kernel, and at least the
        // device's stated resolution.
        let stated = opencl3::device::Device::new(self.device.device_id()).profiling_timer_resolution().unwrap_or(1) as f64;
        let kernel = self.empty.lock().map_err(|_| BackendError::Other("a kernel lock was poisoned".into()))?;
        let mut best = f64::INFINITY;
        for _ in 0..20 {
            let (g, l) = ([1usize, 1, 1], [1usize, 1, 1]);
            // SAFETY: a kernel without arguments; the arrays have 3 elements.
            let ev = unsafe { self.queue.enqueue_nd_range_kernel(kernel.get(), 3, ptr::null(), g.as_ptr(), l.as_ptr(), &[]) }
                .map_err(api("clEnqueueNDRangeKernel"))?;
            self.wait(&ev)?;
            let start = ev.profiling_command_start().map_err(api("clGetEventProfilingInfo"))?;
            let end = ev.profiling_command_end().map_err(api("clGetEventProfilingInfo"))?;
            let d = end.saturating_sub(start) as f64;
            if d > 0.0 {
                best = best.min(d);
            }
        }
        Ok(if best.is_finite() { best.max(stated) } else { stated })
    }
}
