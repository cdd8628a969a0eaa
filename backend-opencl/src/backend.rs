//! [`OpenClBackend`]: the [`Backend`] on an OpenCL device — one in-order command queue with
//! profiling, buffers bound whole (guard regions included), kernels launched with global =
//! work-groups × local.

use std::ffi::c_void;
use std::ptr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cl3::command_queue::{CL_BLOCKING, CL_QUEUE_PROFILING_ENABLE};
use cl3::memory::{cl_mem_flags, CL_MEM_READ_ONLY, CL_MEM_READ_WRITE};
use cl3::types::{cl_event, cl_int, cl_mem};
use ekb_eval::backend::{
    Backend, BackendError, BatchPlan, BatchReset, BatchTiming, Captured, Dispatch, KernelState, ProgramDesc, ResidentDesc, RunResult,
    TimerMethod,
};
use ekb_eval::device::DeviceInfo;
use opencl3::command_queue::CommandQueue;
use opencl3::event::Event;
use opencl3::kernel::Kernel;
use opencl3::memory::{Buffer, ClMem};
use opencl3::program::Program;

use frontend_opencl::{BuiltProgram, OpenClArtifact, OpenClDevice, OpenClError, BUILD_OPTIONS};

mod raw;
pub use raw::{RawArg, RawBuffer, RawProgram, RawWork};

/// Options for [`OpenClBackend::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenClOptions {
    /// Longest wait for one launch (or one timed batch) to finish, ms. Past it the call returns
    /// [`BackendError::Timeout`] and the backend refuses further work: OpenCL cannot cancel a
    /// running kernel (PoCL's CPU threads spin on), so the process holding the device must be
    /// replaced (`Fault::Timeout` poisons the device).
    pub wait_limit_ms: u64,
    /// Have the driver compile each kernel's work-group function when the program is built, so
    /// that running it later compiles and links nothing. PoCL compiles a generic work-group
    /// function per kernel (any local size; it links it with `/usr/bin/ld` and loads it) when a
    /// program's binaries are asked for (`clGetProgramInfo(CL_PROGRAM_BINARIES)`), and with
    /// `POCL_WORK_GROUP_SPECIALIZATION=0` in its environment runs that function for every launch;
    /// without both it compiles and links a specialised function on the first launch of every
    /// local size and grid size class (`strace -f`: one `ld` per kernel at the binaries, none at
    /// the launches). A kernel host sets this before it seals itself against starting processes.
    pub build_work_groups: bool,
}

impl Default for OpenClOptions {
    fn default() -> Self {
        Self { wait_limit_ms: 60_000, build_work_groups: false }
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
    /// [`OpenClOptions::build_work_groups`].
    build_work_groups: bool,
    /// `__kernel void ekb_empty() {}`, for the timer resolution: built on first use (a build costs a
    /// cold driver hundreds of ms, and a kernel host, timed by its worker's clock, never needs it).
    empty: Mutex<Option<Kernel>>,
}

/// A compiled program: one kernel object per entry point (a kernel's arguments are state, so each
/// is used under its lock).
pub struct OpenClProgram {
    _program: Arc<BuiltProgram>,
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
    batch_reset: BatchReset,
    /// Each 4-byte word of the params uniform (padded to 16 bytes).
    params: Vec<[u8; 4]>,
    scratch: Vec<Buffer<u8>>,
    scratch_sizes: Vec<usize>,
    scratch_tails: Vec<Vec<u8>>,
    /// Each scratch tail on the device (copied to its buffer's end before every timed launch);
    /// `None` for no tail.
    scratch_tail_bufs: Vec<Option<Buffer<u8>>>,
}

/// Where one captured launch's outputs and scratch tails were copied on the device.
struct CaptureBuffers {
    launch: u32,
    outputs: Vec<Buffer<u8>>,
    scratch_tails: Vec<Buffer<u8>>,
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
    /// [`OpenClError::Api`] when the queue cannot be created.
    pub fn new(device: &OpenClDevice, opts: &OpenClOptions) -> Result<Self, OpenClError> {
        let ctx = device.context();
        let queue =
            CommandQueue::create_default(ctx, CL_QUEUE_PROFILING_ENABLE).map_err(|e| OpenClError::api("clCreateCommandQueue", e))?;
        Ok(Self {
            device: device.clone(),
            queue,
            info: device.info().clone(),
            wait_limit_ms: opts.wait_limit_ms,
            hung: AtomicBool::new(false),
            build_work_groups: opts.build_work_groups,
            empty: Mutex::new(None),
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
        self.buffer_with(bytes, CL_MEM_READ_WRITE)
    }

    /// A read-write buffer of `len` bytes (at least 16) whose contents are left as the driver gives
    /// them: a copy's destination.
    fn uninit_buffer(&self, len: usize) -> Result<Buffer<u8>, BackendError> {
        // SAFETY: no host pointer is passed; the buffer is `alloc_size(len)` bytes.
        unsafe { Buffer::<u8>::create(self.device.context(), CL_MEM_READ_WRITE, alloc_size(len), ptr::null_mut()) }
            .map_err(api("clCreateBuffer"))
    }

    /// A buffer holding `bytes`, created with `flags` (`CL_MEM_READ_ONLY` for inputs: kernel writes
    /// are then undefined, and a device that enforces it refuses them; the host still writes it).
    fn buffer_with(&self, bytes: &[u8], flags: cl_mem_flags) -> Result<Buffer<u8>, BackendError> {
        let size = alloc_size(bytes.len());
        // SAFETY: no host pointer is passed; the buffer is `size` bytes.
        let b = unsafe { Buffer::<u8>::create(self.device.context(), flags, size, ptr::null_mut()) }.map_err(api("clCreateBuffer"))?;
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

    /// Non-blocking device-side copy (no host memory involved) of `len` bytes at `offset` in both.
    fn copy(&self, src: &Buffer<u8>, dst: &Buffer<u8>, offset: usize, len: usize) -> Result<(), BackendError> {
        self.copy_to(src, offset, dst, offset, len)
    }

    /// Non-blocking device-side copy of `len` bytes from `src` at `from` to `dst` at `to`.
    fn copy_to(&self, src: &Buffer<u8>, from: usize, dst: &Buffer<u8>, to: usize, len: usize) -> Result<(), BackendError> {
        if len == 0 {
            return Ok(());
        }
        // SAFETY: both buffers are device objects alive for the call; OpenCL checks the ranges.
        let ev = unsafe { cl3::command_queue::enqueue_copy_buffer(self.queue.get(), src.get(), dst.get(), from, to, len, 0, ptr::null()) }
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

    /// Before a timed launch ([`BatchReset::EveryLaunch`]): every output restored whole from its
    /// device copy of `output_init`, every scratch buffer zeroed and its tail copied to its end.
    fn batch_reset(&self, res: &OpenClResident) -> Result<(), BackendError> {
        if res.batch_reset == BatchReset::Never {
            return Ok(());
        }
        for ((out, init), &size) in res.outputs.iter().zip(&res.output_init).zip(&res.output_sizes) {
            self.copy(init, out, 0, size)?;
        }
        for (((s, &size), tail), src) in res.scratch.iter().zip(&res.scratch_sizes).zip(&res.scratch_tails).zip(&res.scratch_tail_bufs) {
            self.zero(s, 0, size - tail.len())?;
            if let Some(src) = src {
                self.copy_to(src, 0, s, size - tail.len(), tail.len())?;
            }
        }
        Ok(())
    }
}

impl Backend for OpenClBackend {
    type Artifact = OpenClArtifact;
    type Program = OpenClProgram;
    type Resident = OpenClResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    fn timer(&self) -> TimerMethod {
        TimerMethod::ProfilingEvents
    }

    /// OpenCL kernels can keep state between launches outside their buffers — `__local` memory is
    /// not cleared between work-groups, and on a CPU device (PoCL) a kernel is native code in this
    /// process — so every device is treated as one that can.
    fn kernel_state(&self) -> KernelState {
        KernelState::Persistent
    }

    async fn compile(&self, desc: &ProgramDesc<'_, OpenClArtifact>) -> Result<OpenClProgram, BackendError> {
        self.check_health()?;
        let a = desc.artifact;
        // Reuse the front end's program when it was built in this context; else build the text.
        let reuse = a.built.clone().filter(|b| b.context == self.device.context_key());
        let built = match reuse {
            Some(b) => b,
            None => {
                let ctx = self.device.context();
                let mut program = Program::create_from_source(ctx, desc.text).map_err(api("clCreateProgramWithSource"))?;
                if let Err(e) = program.build(ctx.devices(), &a.options) {
                    let log = program.get_build_log(self.device.device_id()).unwrap_or_default();
                    return Err(BackendError::Compile {
                        message: format!("clBuildProgram: {e}"),
                        diagnostics: frontend_opencl::log::diagnostics(&log, desc.text),
                    });
                }
                if self.build_work_groups {
                    program.get_binaries().map_err(api("clGetProgramInfo(CL_PROGRAM_BINARIES)"))?;
                }
                Arc::new(BuiltProgram { program, context: self.device.context_key() })
            }
        };
        let kernels = desc
            .entry_points
            .iter()
            .map(|e| Kernel::create(&built.program, e).map(Mutex::new).map_err(api("clCreateKernel")))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OpenClProgram { _program: built, kernels, params: a.params })
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
        let input_sets = desc
            .input_sets
            .iter()
            .map(|set| set.iter().map(|b| self.buffer_with(b, CL_MEM_READ_ONLY)).collect::<Result<Vec<_>, _>>())
            .collect::<Result<_, _>>()?;
        let input_sizes = desc.input_sets.iter().map(|set| set.iter().map(Vec::len).collect()).collect();
        let outputs = desc.output_init.iter().map(|b| self.buffer(b)).collect::<Result<_, _>>()?;
        let output_init = desc.output_init.iter().map(|b| self.buffer(b)).collect::<Result<_, _>>()?;
        let scratch = desc.scratch_bytes.iter().map(|&n| self.buffer(&vec![0u8; n as usize])).collect::<Result<_, _>>()?;
        let scratch_tail_bufs = desc
            .scratch_bytes
            .iter()
            .enumerate()
            .map(|(i, _)| desc.scratch_tails.get(i).filter(|t| !t.is_empty()).map(|t| self.buffer(t)).transpose())
            .collect::<Result<_, _>>()?;
        let params = desc.params.chunks_exact(4).map(|c| [c[0], c[1], c[2], c[3]]).collect::<Vec<_>>();
        self.finish()?;
        Ok(OpenClResident {
            input_sets,
            input_sizes,
            outputs,
            output_init,
            output_sizes: desc.output_init.iter().map(Vec::len).collect(),
            batch_reset: desc.batch_reset,
            params,
            scratch,
            scratch_sizes: desc.scratch_bytes.iter().map(|&n| n as usize).collect(),
            scratch_tails: desc.scratch_tails.clone(),
            scratch_tail_bufs,
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

    /// The launches of `plan` on the in-order queue: before each the reset copies and fills, after a
    /// captured one `clEnqueueCopyBuffer` of its outputs and scratch tails into buffers of their own
    /// (read after the batch). The time is the sum over launches of the span from the first kernel's
    /// `START` to the last kernel's `END` of that launch (profiling events): the kernels only, not
    /// the resets and copies between launches.
    async fn time_batch(
        &self,
        program: &OpenClProgram,
        res: &OpenClResident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> Result<BatchTiming, BackendError> {
        self.check_health()?;
        plan.validate(res.input_sets.len())?;
        let mut spans: Vec<(Event, Event)> = Vec::with_capacity(plan.sets.len());
        let mut captures: Vec<CaptureBuffers> = Vec::with_capacity(plan.capture.len());
        let mut next_capture = plan.capture.iter().peekable();
        for (k, &set) in plan.sets.iter().enumerate() {
            self.batch_reset(res)?;
            if let Some(span) = self.enqueue_launch(program, res, launch, set as usize)? {
                spans.push(span);
            }
            if next_capture.next_if_eq(&&(k as u32)).is_some() {
                let mut outs = Vec::with_capacity(res.outputs.len());
                for (o, &size) in res.outputs.iter().zip(&res.output_sizes) {
                    let c = self.uninit_buffer(size)?;
                    self.copy(o, &c, 0, size)?;
                    outs.push(c);
                }
                let mut tails = Vec::with_capacity(res.scratch.len());
                for ((s, &size), t) in res.scratch.iter().zip(&res.scratch_sizes).zip(&res.scratch_tails) {
                    let c = self.uninit_buffer(t.len())?;
                    self.copy_to(s, size - t.len(), &c, 0, t.len())?;
                    tails.push(c);
                }
                captures.push(CaptureBuffers { launch: k as u32, outputs: outs, scratch_tails: tails });
            }
        }
        if let Some((_, last)) = spans.last() {
            self.wait(last)?;
        }
        self.finish()?;
        let mut elapsed_ns = 0.0;
        for (first, last) in &spans {
            let start = first.profiling_command_start().map_err(api("clGetEventProfilingInfo"))?;
            let end = last.profiling_command_end().map_err(api("clGetEventProfilingInfo"))?;
            elapsed_ns += end.saturating_sub(start) as f64;
        }
        let mut captured = Vec::with_capacity(captures.len());
        for CaptureBuffers { launch: k, outputs: outs, scratch_tails: tails } in &captures {
            let outputs = outs.iter().zip(&res.output_sizes).map(|(b, &n)| self.read(b, 0, n)).collect::<Result<Vec<_>, _>>()?;
            let scratch_tails =
                tails.iter().zip(&res.scratch_tails).map(|(b, t)| self.read(b, 0, t.len())).collect::<Result<Vec<_>, _>>()?;
            captured.push(Captured { launch: *k, outputs, scratch_tails });
        }
        let inputs = plan
            .read_inputs
            .iter()
            .map(|&s| {
                let s = s as usize;
                res.input_sets[s].iter().zip(&res.input_sizes[s]).map(|(b, &n)| self.read(b, 0, n)).collect::<Result<Vec<_>, _>>()
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(BatchTiming { elapsed_ns, captures: captured, inputs })
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
        let mut empty = self.empty.lock().map_err(|_| BackendError::Other("a kernel lock was poisoned".into()))?;
        if empty.is_none() {
            let ctx = self.device.context();
            let program = Program::create_and_build_from_source(ctx, "__kernel void ekb_empty(void) {}", BUILD_OPTIONS)
                .map_err(|e| BackendError::Other(format!("building the timer's empty kernel: {e}")))?;
            *empty = Some(Kernel::create(&program, "ekb_empty").map_err(api("clCreateKernel"))?);
        }
        let kernel = empty.as_ref().ok_or_else(|| BackendError::Other("no empty kernel".into()))?;
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
