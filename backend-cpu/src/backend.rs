//! [`CpuBackend`]: the evaluator's [`Backend`] over the sandbox's guarded buffers and seccomp-filtered
//! thread pool.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ekb_eval::backend::{
    Backend, BackendError, BatchPlan, BatchReset, BatchTiming, Captured, Dispatch, KernelState, ProgramDesc, ResidentDesc, RunResult,
    TimerMethod,
};
use ekb_eval::device::{DeviceInfo, DeviceLimits};
use ekb_sandbox::{GuardedBuffer, Kernel, Pool, PoolError, RunError, Sandbox, SandboxUnavailable};

use frontend_c::{default_ntasks, CArtifact};

/// Most tasks one pass may launch (its grid's product): a larger grid is a `Validation` error.
pub const MAX_TASKS: u64 = 1 << 20;

/// Default wall-clock limit of one launch (10 s). Past it the launch is a [`BackendError::Timeout`] and
/// the process must be replaced (the runner retires its worker after a `timeout` fault).
pub const DEFAULT_LAUNCH_TIMEOUT: Duration = Duration::from_secs(10);

/// Why the CPU backend cannot start.
#[derive(Debug, thiserror::Error)]
pub enum CpuBackendError {
    /// No sandbox: `c` candidates are refused (the message says what to install).
    #[error(transparent)]
    Sandbox(#[from] SandboxUnavailable),
    /// The thread pool could not start (seccomp unavailable, no threads).
    #[error(transparent)]
    Pool(#[from] PoolError),
}

/// The CPU backend: `c` candidates compiled by the host compiler in the sandbox, run on a fixed pool of
/// seccomp-filtered threads over guarded buffers, timed with the host's monotonic clock.
///
/// Buffers are uploaded whole (data, padding and the evaluator's guard tail) into a [`GuardedBuffer`],
/// so the tail ends exactly at a `PROT_NONE` page: a write a few elements past the data lands in the
/// evaluator's guard tail (`out_of_bounds_write`), one past the tail faults and ends the worker
/// (`runtime_error`). Inputs are read-only once uploaded (`mprotect`): a kernel's store into an input
/// faults too, so no launch can leave a mark in its inputs for a later one.
pub struct CpuBackend {
    info: DeviceInfo,
    pool: Pool,
    launch_timeout: Duration,
}

impl std::fmt::Debug for CpuBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CpuBackend").field("device", &self.info.name).field("pool", &self.pool).finish()
    }
}

impl CpuBackend {
    /// One pool thread per CPU thread ([`default_ntasks`]), [`DEFAULT_LAUNCH_TIMEOUT`].
    ///
    /// # Errors
    /// [`CpuBackendError::Sandbox`] without bubblewrap or a C compiler; [`CpuBackendError::Pool`] without
    /// seccomp.
    pub fn new() -> Result<Self, CpuBackendError> {
        Self::with_threads(default_ntasks() as usize, DEFAULT_LAUNCH_TIMEOUT)
    }

    /// A pool of `threads` threads and a launch limit of `launch_timeout`.
    ///
    /// # Errors
    /// As [`CpuBackend::new`].
    pub fn with_threads(threads: usize, launch_timeout: Duration) -> Result<Self, CpuBackendError> {
        let sandbox = Sandbox::detect()?;
        let pool = Pool::new(threads)?;
        Ok(CpuBackend { info: cpu_device_info(&sandbox, threads), pool, launch_timeout })
    }

    /// The backend of a kernel host (`ekb-confined`): a pool of `threads` threads and a launch limit
    /// of `launch_timeout`, without looking for the sandbox — the host runs inside one, where
    /// bubblewrap cannot be nested, and compiles nothing: it loads objects the worker compiled and
    /// checked (`ekb_sandbox::CompiledKernel::from_object`). Its [`DeviceInfo`] names the CPU
    /// without the compiler; the worker reports its own.
    ///
    /// # Errors
    /// [`PoolError`] without seccomp or threads.
    pub fn for_host(threads: usize, launch_timeout: Duration) -> Result<Self, PoolError> {
        let pool = Pool::new(threads)?;
        Ok(CpuBackend { info: cpu_device(threads, "kernel host".into()), pool, launch_timeout })
    }

    /// Threads in the pool.
    pub fn threads(&self) -> usize {
        self.pool.threads()
    }
}

/// The CPU as a device, described honestly: backend `cpu`, device type `cpu`, not a fallback (it is the
/// real device the kernel is written for, not a software GPU); the name from `/proc/cpuinfo` with the
/// thread count, the driver the host C compiler's version line. Features: `shader-f16` on x86-64 and
/// AArch64 (GCC ≥ 12's `_Float16`). Limits: the suite's ceiling ([`DeviceLimits::webgpu_default`]), which
/// bounds buffer sizes and each grid dimension.
pub fn cpu_device_info(sandbox: &Sandbox, threads: usize) -> DeviceInfo {
    let driver = std::process::Command::new(sandbox.compiler())
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8_lossy(&o.stdout).lines().next().map(str::to_string))
        .unwrap_or_else(|| sandbox.compiler().display().to_string());
    cpu_device(threads, driver)
}

/// [`cpu_device_info`] with the driver line given.
fn cpu_device(threads: usize, driver: String) -> DeviceInfo {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |key: &str| {
        cpuinfo
            .lines()
            .find(|l| l.split(':').next().is_some_and(|k| k.trim() == key))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let model = field("model name").or_else(|| field("Hardware")).unwrap_or_else(|| "CPU".into());
    let vendor = field("vendor_id").or_else(|| field("CPU implementer")).unwrap_or_default();
    let f16 = matches!(std::env::consts::ARCH, "x86_64" | "aarch64");
    DeviceInfo {
        name: format!("{model} ({threads} threads)"),
        vendor,
        architecture: std::env::consts::ARCH.to_string(),
        driver,
        backend: "cpu".into(),
        device_type: "cpu".into(),
        is_fallback: false,
        features: if f16 { vec!["shader-f16".into()] } else { vec![] },
        limits: DeviceLimits::webgpu_default(),
        runtime: "native".into(),
        loop_cap: None,
    }
}

/// A loaded program: the kernel and its entries in [`ProgramDesc::entry_points`] order.
#[derive(Debug)]
pub struct CpuProgram {
    kernel: Kernel,
    entries: Vec<String>,
}

struct Buffers {
    sets: Vec<Vec<GuardedBuffer>>,
    outputs: Vec<GuardedBuffer>,
    scratch: Vec<GuardedBuffer>,
}

impl Buffers {
    /// Before a launch: every output restored whole, every scratch buffer zeroed with its tail written,
    /// and the bytes before each one's data in its first page (its slack) zeroed — nothing a launch
    /// wrote to them reaches the next.
    fn reset(&mut self, output_init: &[Vec<u8>], scratch_tails: &[Vec<u8>]) {
        for (o, init) in self.outputs.iter_mut().zip(output_init) {
            o.as_mut_slice().copy_from_slice(init);
            o.clear_slack();
        }
        for (i, s) in self.scratch.iter_mut().enumerate() {
            let data = s.as_mut_slice();
            data.fill(0);
            if let Some(tail) = scratch_tails.get(i) {
                let at = data.len().saturating_sub(tail.len());
                let n = data.len() - at;
                data[at..].copy_from_slice(&tail[..n]);
            }
            s.clear_slack();
        }
    }

    /// Outputs whole and the scratch tails, as they are now.
    fn outputs_and_tails(&self, scratch_tails: &[Vec<u8>]) -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
        let outputs = self.outputs.iter().map(|o| o.as_slice().to_vec()).collect();
        let tails = self.scratch.iter().zip(scratch_tails).map(|(s, t)| s.as_slice()[s.len().saturating_sub(t.len())..].to_vec()).collect();
        (outputs, tails)
    }
}

/// Buffers for one shape, each a [`GuardedBuffer`] holding the bytes as uploaded; the inputs read-only.
pub struct CpuResident {
    buffers: Mutex<Buffers>,
    output_init: Arc<[Vec<u8>]>,
    batch_reset: BatchReset,
    /// The `Params` uniform as 4-byte words, zero-extended: the trampoline's scalar slots.
    params: Vec<u64>,
    scratch_tails: Vec<Vec<u8>>,
}

impl std::fmt::Debug for CpuResident {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CpuResident").field("params", &self.params).finish()
    }
}

fn oom(e: ekb_sandbox::GuardError) -> BackendError {
    BackendError::OutOfMemory(e.to_string())
}

impl CpuBackend {
    fn lock<'a>(&self, r: &'a CpuResident) -> MutexGuard<'a, Buffers> {
        r.buffers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// One launch: every dispatch in order on input set `set`; the summed host-clock time of the pool
    /// runs.
    fn launch(
        &self,
        program: &CpuProgram,
        res: &CpuResident,
        b: &mut Buffers,
        launch: &[Dispatch],
        set: usize,
    ) -> Result<Duration, BackendError> {
        let mut total = Duration::ZERO;
        for d in launch {
            if d.workgroup_size != [1, 1, 1] {
                return Err(BackendError::Validation(format!("a C pass has no local size, got {:?}", d.workgroup_size)));
            }
            let ntasks: u64 = d.workgroups.iter().map(|&w| u64::from(w)).product();
            if ntasks == 0 {
                continue;
            }
            if ntasks > MAX_TASKS {
                return Err(BackendError::Validation(format!("a pass of {ntasks} tasks; at most {MAX_TASKS}")));
            }
            let entry = program.entries.get(d.entry).ok_or_else(|| BackendError::Validation(format!("no entry point #{}", d.entry)))?;
            let sig = program.kernel.entry(entry).ok_or_else(|| BackendError::Validation(format!("no entry `{entry}`")))?;
            let nparams = sig.param_count();
            if res.params.len() < nparams {
                return Err(BackendError::Validation(format!("`{entry}` takes {nparams} params, the uniform holds {}", res.params.len())));
            }
            let Buffers { sets, outputs, scratch } = b;
            let inputs = sets.get_mut(set).ok_or_else(|| BackendError::Validation(format!("no input set {set}")))?;
            let mut bufs: Vec<&mut GuardedBuffer> = inputs.iter_mut().chain(outputs.iter_mut()).chain(scratch.iter_mut()).collect();
            let t = self.pool.run(&program.kernel, entry, &mut bufs, &res.params[..nparams], ntasks as u32, self.launch_timeout).map_err(
                |e| match e {
                    RunError::Timeout(t) => BackendError::Timeout(t.as_millis() as u64),
                    RunError::Poisoned => BackendError::DeviceLost(e.to_string()),
                    other => BackendError::Validation(other.to_string()),
                },
            )?;
            total += t;
        }
        Ok(total)
    }
}

impl Backend for CpuBackend {
    type Artifact = CArtifact;
    type Program = CpuProgram;
    type Resident = CpuResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    fn timer(&self) -> TimerMethod {
        TimerMethod::HostClock
    }

    /// The kernel is native code in this process: it can keep anything between launches (its pool
    /// thread's stack, memory it finds by address).
    fn kernel_state(&self) -> KernelState {
        KernelState::Persistent
    }

    /// Loads the object the `c` front end built ([`CArtifact`]).
    async fn compile(&self, desc: &ProgramDesc<'_, CArtifact>) -> Result<CpuProgram, BackendError> {
        let kernel =
            Kernel::load(&desc.artifact.kernel).map_err(|e| BackendError::Compile { message: e.to_string(), diagnostics: vec![] })?;
        for e in &desc.entry_points {
            if kernel.entry(e).is_none() {
                return Err(BackendError::Compile { message: format!("the kernel has no entry `{e}`"), diagnostics: vec![] });
            }
        }
        Ok(CpuProgram { kernel, entries: desc.entry_points.clone() })
    }

    async fn upload(&self, desc: &ResidentDesc) -> Result<CpuResident, BackendError> {
        let map = |v: &Vec<u8>| GuardedBuffer::from_bytes(v).map_err(oom);
        let read_only = |v: &Vec<u8>| {
            let mut b = map(v)?;
            b.set_read_only(true).map_err(oom)?;
            Ok(b)
        };
        let sets =
            desc.input_sets.iter().map(|set| set.iter().map(read_only).collect::<Result<Vec<_>, _>>()).collect::<Result<Vec<_>, _>>()?;
        let outputs = desc.output_init.iter().map(map).collect::<Result<Vec<_>, _>>()?;
        let scratch = desc.scratch_bytes.iter().map(|&n| GuardedBuffer::new(n as usize).map_err(oom)).collect::<Result<Vec<_>, _>>()?;
        let params = desc
            .params
            .chunks(4)
            .map(|w| {
                let mut b = [0u8; 4];
                b[..w.len()].copy_from_slice(w);
                u64::from(u32::from_le_bytes(b))
            })
            .collect();
        Ok(CpuResident {
            buffers: Mutex::new(Buffers { sets, outputs, scratch }),
            output_init: desc.output_init.clone(),
            batch_reset: desc.batch_reset,
            params,
            scratch_tails: desc.scratch_tails.clone(),
        })
    }

    async fn run(&self, program: &CpuProgram, res: &CpuResident, launch: &[Dispatch], set: usize) -> Result<RunResult, BackendError> {
        let mut b = self.lock(res);
        b.reset(&res.output_init, &res.scratch_tails);
        self.launch(program, res, &mut b, launch, set)?;
        let (outputs, scratch_tails) = b.outputs_and_tails(&res.scratch_tails);
        Ok(RunResult { outputs, inputs: b.sets[set].iter().map(|i| i.as_slice().to_vec()).collect(), scratch_tails, loop_stopped: false })
    }

    /// The launches of `plan`; before each (outside the timed span) the outputs are restored whole,
    /// scratch is zeroed with its tail written and the buffers' slack cleared
    /// ([`BatchReset::EveryLaunch`]); after a captured launch its outputs and scratch tails are copied
    /// (outside the span; the kernel has returned and cannot see it). Returns the sum of the launches'
    /// host-clock times, ns: only the pool runs are inside it.
    async fn time_batch(
        &self,
        program: &CpuProgram,
        res: &CpuResident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> Result<BatchTiming, BackendError> {
        let mut b = self.lock(res);
        plan.validate(b.sets.len())?;
        let mut total = Duration::ZERO;
        let mut captures = Vec::with_capacity(plan.capture.len());
        let mut next_capture = plan.capture.iter().peekable();
        for (k, &set) in plan.sets.iter().enumerate() {
            if res.batch_reset == BatchReset::EveryLaunch {
                b.reset(&res.output_init, &res.scratch_tails);
            }
            total += self.launch(program, res, &mut b, launch, set as usize)?;
            if next_capture.next_if_eq(&&(k as u32)).is_some() {
                let (outputs, scratch_tails) = b.outputs_and_tails(&res.scratch_tails);
                captures.push(Captured { launch: k as u32, outputs, scratch_tails });
            }
        }
        let inputs = plan.read_inputs.iter().map(|&s| b.sets[s as usize].iter().map(|i| i.as_slice().to_vec()).collect()).collect();
        Ok(BatchTiming { elapsed_ns: total.as_nanos() as f64, captures, inputs })
    }

    async fn read_outputs(&self, res: &CpuResident) -> Result<Vec<Vec<u8>>, BackendError> {
        Ok(self.lock(res).outputs.iter().map(|o| o.as_slice().to_vec()).collect())
    }

    /// The smallest non-zero step of `Instant` over 10,000 back-to-back reads (the monotonic clock;
    /// tens of nanoseconds on Linux). A launch's time also includes waking the pool's threads.
    async fn timer_resolution_ns(&self) -> Result<f64, BackendError> {
        let mut best = u128::MAX;
        let mut last = Instant::now();
        for _ in 0..10_000 {
            let now = Instant::now();
            let d = now.duration_since(last).as_nanos();
            if d > 0 {
                best = best.min(d);
            }
            last = now;
        }
        Ok(if best == u128::MAX { 1.0 } else { best as f64 })
    }
}
