//! [`RemoteBackend`]: the evaluator's [`Backend`] over one TVM RPC session.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use backend_cpu::MAX_TASKS;

use ekb_eval::backend::{
    Backend, BackendError, BatchPlan, BatchReset, BatchTiming, Captured, Dispatch, KernelState, ProgramDesc, ResidentDesc, RunResult,
    TimerMethod,
};
use ekb_eval::device::DeviceInfo;
use ekb_sandbox::{CompileLimits, Sandbox};
use frontend_c::CArtifact;
use tokio::sync::Mutex;
use tvm_rpc::{Arg, DataType, Device, RemoteFunc, RemoteModule, RemoteTensor, RetValue, Session, SessionError, TimeEvaluatorOptions};

use crate::build::{build, BuildError};
use crate::device::{connect, pick_target, query_system, remote_device_info, OpenError, RemoteOptions, RemoteSystem};
use crate::target::Target;
use crate::wrapper::{self, ArgLayout, Status, MAX_DISPATCHES, STATE_TIMED};

/// The remote device: the server's CPU (`kDLCPU`, id 0).
const CPU: Device = Device { device_type: 1, device_id: 0 };
/// Every buffer is a 1-D `uint8` tensor of its byte size.
const U8: DataType = DataType { code: 1, bits: 8, lanes: 1 };
/// Samples of the empty call behind [`Backend::timer_resolution_ns`].
const RESOLUTION_SAMPLES: i32 = 20;
/// One timed call per sample, one sample.
const ONCE: TimeEvaluatorOptions = TimeEvaluatorOptions {
    number: 1,
    repeat: 1,
    min_repeat_ms: 0,
    limit_zero_time_iterations: 100,
    cooldown_interval_ms: 0,
    repeats_to_cooldown: 1,
    cache_flush_bytes: 0,
    f_preproc: String::new(),
};

/// The session and whether it still works.
struct Link {
    session: Option<Session>,
    /// Why the session was dropped, once it was.
    lost: Option<String>,
}

/// The evaluator's [`Backend`] on a stock TVM RPC server's CPU: programs are the candidate's C and
/// the generated wrapper ([`crate::wrapper`]) built here in the sandbox for the server's target,
/// uploaded and loaded; buffers are remote `uint8` tensors of [`ResidentDesc`]'s byte sizes (guard
/// tails included); [`Backend::run`] calls `ekb_run` and copies back, [`Backend::time_batch`] times
/// `ekb_batch` with the remote `runtime.RPCTimeEvaluator` ([`TimerMethod::Remote`]): the wrapper
/// captures every launch on the remote and only the plan's captures are fetched afterwards, so the
/// remote process never learns which launches are verified.
///
/// Errors: a step past [`RemoteOptions::step_timeout`] is [`BackendError::Timeout`], a session that
/// closed or broke is [`BackendError::DeviceLost`]; either way the session is dropped and every later
/// call is `DeviceLost` (open a new backend: the server takes a new session once the old one ends).
///
/// The futures run on the backend's own tokio runtime, so they can be awaited from any executor
/// (`pollster`, another tokio runtime).
pub struct RemoteBackend {
    info: DeviceInfo,
    target: Target,
    system: RemoteSystem,
    step_timeout: Duration,
    sandbox: Sandbox,
    link: Arc<Mutex<Link>>,
    runtime: Option<tokio::runtime::Runtime>,
    uploads: AtomicU64,
    /// [`Backend::timer_resolution_ns`], measured once.
    resolution_ns: std::sync::Mutex<Option<f64>>,
}

impl std::fmt::Debug for RemoteBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteBackend").field("device", &self.info.name).field("target", &self.target).finish()
    }
}

impl Drop for RemoteBackend {
    fn drop(&mut self) {
        // Dropping a runtime inside another one's context would panic; this never blocks.
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

impl RemoteBackend {
    /// Opens the device `opts` names: a tracker grant (when it names a tracker), a session, the
    /// server's system, the target and its compiler.
    ///
    /// Blocks until the session is open. Inside a tokio runtime's context (a `spawn_blocking`
    /// thread, where a second runtime cannot block) it waits on a helper thread; from async code,
    /// prefer [`RemoteBackend::open_async`].
    ///
    /// # Errors
    /// [`OpenError`].
    pub fn open(opts: &RemoteOptions) -> Result<RemoteBackend, OpenError> {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).thread_name("ekb-tvm-rpc").enable_all().build()?;
        let wait = || runtime.block_on(open_session(opts));
        let opened = if tokio::runtime::Handle::try_current().is_ok() {
            std::thread::scope(|s| s.spawn(wait).join())
                .unwrap_or_else(|_| Err(OpenError::Target("the thread opening the session panicked".into())))
        } else {
            wait()
        };
        Self::finish(opts, runtime, opened)
    }

    /// [`RemoteBackend::open`] from an async context (the session is opened on the backend's runtime).
    ///
    /// # Errors
    /// [`OpenError`].
    pub async fn open_async(opts: &RemoteOptions) -> Result<RemoteBackend, OpenError> {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).thread_name("ekb-tvm-rpc").enable_all().build()?;
        let opts2 = opts.clone();
        let opened = match runtime.spawn(async move { open_session(&opts2).await }).await {
            Ok(r) => r,
            Err(e) => Err(OpenError::Target(format!("the open task failed: {e}"))),
        };
        Self::finish(opts, runtime, opened)
    }

    fn finish(opts: &RemoteOptions, runtime: tokio::runtime::Runtime, opened: Result<Opened, OpenError>) -> Result<Self, OpenError> {
        let o = match opened {
            Ok(o) => o,
            Err(e) => {
                runtime.shutdown_background();
                return Err(e);
            }
        };
        let sandbox = Sandbox::detect()?;
        let target = pick_target(opts.target, &o.system, &o.key)?;
        target.compiler(sandbox.compiler()).map_err(|e| OpenError::Target(e.to_string()))?;
        let info = remote_device_info(&o.system, target, &o.key, o.session.remote_key(), o.session.remote_version());
        Ok(RemoteBackend {
            info,
            target,
            system: o.system,
            step_timeout: opts.step_timeout,
            sandbox,
            link: Arc::new(Mutex::new(Link { session: Some(o.session), lost: None })),
            runtime: Some(runtime),
            uploads: AtomicU64::new(0),
            resolution_ns: std::sync::Mutex::new(None),
        })
    }

    /// The target programs are built for.
    pub fn target(&self) -> Target {
        self.target
    }

    /// What the server told about itself.
    pub fn system(&self) -> &RemoteSystem {
        &self.system
    }

    /// Why the session was dropped, once it was (a timeout, the server gone).
    pub async fn lost(&self) -> Option<String> {
        let link = self.link.clone();
        self.spawn(async move { Ok(link.lock().await.lost.clone()) }).await.unwrap_or_else(|e| Some(e.to_string()))
    }

    /// Ends the session cleanly (the server then takes the next one at once).
    pub async fn close(self) {
        let link = self.link.clone();
        let _ = self
            .spawn(async move {
                if let Some(s) = link.lock().await.session.take() {
                    let _ = s.shutdown().await;
                }
                Ok(())
            })
            .await;
    }

    /// Runs `work` on the backend's runtime and waits for it from any executor.
    async fn spawn<T: Send + 'static>(
        &self,
        work: impl Future<Output = Result<T, BackendError>> + Send + 'static,
    ) -> Result<T, BackendError> {
        let rt = self.runtime.as_ref().ok_or_else(|| BackendError::DeviceLost("the backend is shut down".into()))?;
        rt.spawn(work).await.map_err(|e| BackendError::Other(format!("remote step task: {e}")))?
    }
}

struct Opened {
    session: Session,
    key: String,
    system: RemoteSystem,
}

async fn open_session(opts: &RemoteOptions) -> Result<Opened, OpenError> {
    let (mut session, key) = connect(opts).await?;
    let system = query_system(&mut session).await?;
    Ok(Opened { session, key, system })
}

/// The error of a failed step; a transport failure drops the session.
fn step_error(link: &mut Link, what: &str, e: SessionError) -> BackendError {
    let lost = |link: &mut Link, msg: String| {
        link.session = None;
        link.lost = Some(msg.clone());
        msg
    };
    match e {
        SessionError::Timeout { after, .. } => {
            let ms = after.as_millis() as u64;
            let why = lost(link, format!("{what}: {e}"));
            // Only a stall while the kernel runs is the kernel's (`trust::KERNEL_STEPS`).
            if crate::trust::is_kernel_step(what) {
                BackendError::Timeout(ms)
            } else {
                BackendError::DeviceLost(format!("the device stalled where no kernel runs: {why}"))
            }
        }
        SessionError::Remote { message } => BackendError::Other(format!("{what}: remote error: {message}")),
        SessionError::FunctionNotFound { .. } | SessionError::InvalidArgument(_) => BackendError::Other(format!("{what}: {e}")),
        other => BackendError::DeviceLost(lost(link, format!("{what}: {other}"))),
    }
}

/// The live session, or `DeviceLost` with why it went.
fn session(link: &mut Link) -> Result<&mut Session, BackendError> {
    let why = link.lost.clone();
    link.session.as_mut().ok_or_else(|| BackendError::DeviceLost(why.unwrap_or_else(|| "the session is closed".into())))
}

/// A loaded program: the library's module, its wrapper functions and the time evaluator of
/// `ekb_batch`.
pub struct RemoteProgram {
    module: RemoteModule,
    run: RemoteFunc,
    batch: RemoteFunc,
    batch_timer: RemoteFunc,
    entries: usize,
    layout: ArgLayout,
    link: Arc<Mutex<Link>>,
    handle: tokio::runtime::Handle,
}

impl std::fmt::Debug for RemoteProgram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteProgram").field("module", &self.module).field("layout", &self.layout).finish()
    }
}

impl Drop for RemoteProgram {
    fn drop(&mut self) {
        let (link, m, funcs) = (self.link.clone(), self.module, [self.run, self.batch, self.batch_timer]);
        self.handle.spawn(async move {
            if let Some(s) = link.lock().await.session.as_mut() {
                for f in funcs {
                    let _ = s.free_func(f).await;
                }
                let _ = s.free_module(m).await;
            }
        });
    }
}

/// Buffers for one shape, as remote tensors, in the wrapper's argument order.
pub struct RemoteResident {
    params: RemoteTensor,
    /// `sets[s][i]`.
    sets: Vec<Vec<RemoteTensor>>,
    outputs: Vec<RemoteTensor>,
    output_init: Vec<RemoteTensor>,
    scratch: Vec<RemoteTensor>,
    scratch_tails: Vec<RemoteTensor>,
    tail_lens: Vec<usize>,
    output_lens: Vec<usize>,
    batch_reset: BatchReset,
    /// `ekb_batch`'s 16-byte state (see [`crate::wrapper`]).
    state: RemoteTensor,
    link: Arc<Mutex<Link>>,
    handle: tokio::runtime::Handle,
}

impl std::fmt::Debug for RemoteResident {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteResident").field("sets", &self.sets.len()).field("outputs", &self.outputs.len()).finish()
    }
}

impl RemoteResident {
    fn all(&self) -> impl Iterator<Item = &RemoteTensor> {
        std::iter::once(&self.params)
            .chain(self.sets.iter().flatten())
            .chain(&self.outputs)
            .chain(&self.output_init)
            .chain(&self.scratch)
            .chain(&self.scratch_tails)
    }

    /// [`Self::all`] and the batch state, for freeing.
    fn owned(&self) -> impl Iterator<Item = &RemoteTensor> {
        self.all().chain(std::iter::once(&self.state))
    }
}

impl Drop for RemoteResident {
    fn drop(&mut self) {
        let (link, tensors) = (self.link.clone(), self.owned().cloned().collect::<Vec<_>>());
        self.handle.spawn(async move {
            if let Some(s) = link.lock().await.session.as_mut() {
                for t in tensors {
                    let _ = s.free_tensor(t).await;
                }
            }
        });
    }
}

/// The integer arguments before the tensors: `n`, `nsets`, the dispatches, whether a batch resets.
fn int_args(n: u64, nsets: usize, launch: &[Dispatch], entries: usize, reset: BatchReset) -> Result<Vec<i64>, BackendError> {
    if launch.len() > MAX_DISPATCHES {
        return Err(BackendError::Validation(format!("a launch of {} passes; at most {MAX_DISPATCHES}", launch.len())));
    }
    let mut v = vec![n as i64, nsets as i64, launch.len() as i64];
    for d in launch {
        if d.workgroup_size != [1, 1, 1] {
            return Err(BackendError::Validation(format!("a C pass has no local size, got {:?}", d.workgroup_size)));
        }
        let ntasks: u64 = d.workgroups.iter().map(|&w| u64::from(w)).product();
        if ntasks > MAX_TASKS {
            return Err(BackendError::Validation(format!("a pass of {ntasks} tasks; at most {MAX_TASKS}")));
        }
        if d.entry >= entries {
            return Err(BackendError::Validation(format!("no entry point #{}", d.entry)));
        }
        v.extend([d.entry as i64, ntasks as i64]);
    }
    v.push(i64::from(reset == BatchReset::EveryLaunch));
    Ok(v)
}

/// Scratch buffer `i`'s tail (at most its `n` bytes; none when the evaluator gave none).
fn tail_of(tails: &[Vec<u8>], i: usize, n: u64) -> &[u8] {
    tails.get(i).map_or(&[][..], |t| &t[..t.len().min(n as usize)])
}

fn check_status(what: &str, v: &RetValue) -> Result<(), BackendError> {
    match v {
        RetValue::Int(0) => Ok(()),
        RetValue::Int(c) => match Status::from_code(*c) {
            Some(s) => Err(BackendError::Validation(format!("{what}: {}", s.message()))),
            // No wrapper returns it: the session lies (docs/RELAY.md).
            None => Err(BackendError::DeviceLost(format!("{what}: the device answered status {c}, which the wrapper never returns"))),
        },
        other => Err(BackendError::DeviceLost(format!("{what}: the device answered {other:?} where the wrapper returns a status"))),
    }
}

impl Backend for RemoteBackend {
    type Artifact = CArtifact;
    type Program = RemoteProgram;
    type Resident = RemoteResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    fn timer(&self) -> TimerMethod {
        TimerMethod::Remote
    }

    /// The candidate is native code in the remote server's process, which keeps anything between
    /// calls.
    fn kernel_state(&self) -> KernelState {
        KernelState::Persistent
    }

    /// Builds the candidate (the C text the `c` front end checked, [`CArtifact`]) with the wrapper
    /// for the remote's target, uploads it to the session's directory and loads it. A compiler error
    /// for the target (the host build passed) is [`BackendError::Compile`].
    async fn compile(&self, desc: &ProgramDesc<'_, CArtifact>) -> Result<RemoteProgram, BackendError> {
        let built = desc.artifact;
        let layout = ArgLayout { inputs: desc.layout.inputs, outputs: desc.layout.outputs, scratch: desc.layout.scratch };
        let lib = build(&self.sandbox, self.target, desc.text, &built.entries, layout, &CompileLimits::default()).map_err(|e| match e {
            BuildError::Compile(e) => BackendError::Compile { message: format!("building for {}: {e}", self.target), diagnostics: vec![] },
            other => BackendError::Other(other.to_string()),
        })?;
        let name = format!(
            "ekb_{}_{}.so",
            desc.label.chars().filter(char::is_ascii_alphanumeric).collect::<String>(),
            self.uploads.fetch_add(1, Ordering::Relaxed)
        );
        let link = self.link.clone();
        let handle = self.runtime.as_ref().map(|r| r.handle().clone()).ok_or_else(|| BackendError::DeviceLost("shut down".into()))?;
        let entries = built.entries.len();
        let (module, run, batch, batch_timer) = self
            .spawn({
                let link = link.clone();
                async move {
                    let mut l = link.lock().await;
                    let s = session(&mut l)?;
                    let r = async {
                        s.upload(&name, &lib.bytes).await?;
                        let m = s.load_module(&name).await?;
                        let run = s.module_function(m, wrapper::RUN).await?;
                        let batch = s.module_function(m, wrapper::BATCH).await?;
                        // One timed call of `ekb_batch` per sample: its resets are inside it, and
                        // the evaluator asks for each batch itself (docs/RELAY.md).
                        let bt = s.time_evaluator(m, wrapper::BATCH, CPU, &ONCE).await?;
                        Ok::<_, SessionError>((m, run, batch, bt))
                    }
                    .await;
                    r.map_err(|e| step_error(&mut l, "loading the program", e))
                }
            })
            .await?;
        Ok(RemoteProgram { module, run, batch, batch_timer, entries, layout, link, handle })
    }

    async fn upload(&self, desc: &ResidentDesc) -> Result<RemoteResident, BackendError> {
        let link = self.link.clone();
        let d = desc.clone();
        let handle = self.runtime.as_ref().map(|r| r.handle().clone()).ok_or_else(|| BackendError::DeviceLost("shut down".into()))?;
        let (params, sets, outputs, output_init, scratch, scratch_tails, state) = self
            .spawn({
                let link = link.clone();
                async move {
                    let mut l = link.lock().await;
                    let s = session(&mut l)?;
                    let r = async {
                        async fn put(s: &mut Session, bytes: &[u8]) -> Result<RemoteTensor, SessionError> {
                            let t = s.alloc_tensor(&[bytes.len() as i64], U8, CPU).await?;
                            if !bytes.is_empty() {
                                s.copy_to_remote(&t, bytes).await?;
                            }
                            Ok(t)
                        }
                        let params = put(s, &d.params).await?;
                        let mut sets = Vec::new();
                        for set in d.input_sets.iter() {
                            let mut v = Vec::new();
                            for i in set {
                                v.push(put(s, i).await?);
                            }
                            sets.push(v);
                        }
                        let mut outputs = Vec::new();
                        let mut inits = Vec::new();
                        for o in d.output_init.iter() {
                            outputs.push(put(s, o).await?);
                            inits.push(put(s, o).await?);
                        }
                        let mut scratch = Vec::new();
                        for &n in &d.scratch_bytes {
                            scratch.push(put(s, &vec![0; n as usize]).await?);
                        }
                        let mut tails = Vec::new();
                        for (i, &n) in d.scratch_bytes.iter().enumerate() {
                            tails.push(put(s, tail_of(&d.scratch_tails, i, n)).await?);
                        }
                        let state = put(s, &[0; 16]).await?;
                        Ok::<_, SessionError>((params, sets, outputs, inits, scratch, tails, state))
                    }
                    .await;
                    r.map_err(|e| match step_error(&mut l, "buffer upload", e) {
                        BackendError::Other(m) => BackendError::OutOfMemory(m),
                        other => other,
                    })
                }
            })
            .await?;
        Ok(RemoteResident {
            params,
            sets,
            outputs,
            output_init,
            scratch,
            tail_lens: desc.scratch_bytes.iter().enumerate().map(|(i, &n)| tail_of(&desc.scratch_tails, i, n).len()).collect(),
            scratch_tails,
            output_lens: desc.output_init.iter().map(Vec::len).collect(),
            batch_reset: desc.batch_reset,
            state,
            link,
            handle,
        })
    }

    /// `ekb_run` on set `set` (outputs restored whole, scratch zeroed and its tails written, every
    /// pass for `task` in `0..ntasks`), then the outputs, that set's inputs and the scratch tails
    /// copied back.
    async fn run(&self, program: &RemoteProgram, res: &RemoteResident, launch: &[Dispatch], set: usize) -> Result<RunResult, BackendError> {
        if set >= res.sets.len() {
            return Err(BackendError::Validation(format!("no input set {set}")));
        }
        let ints = int_args(set as u64, res.sets.len(), launch, program.entries, BatchReset::EveryLaunch)?;
        let tensors: Vec<RemoteTensor> = res.all().cloned().collect();
        let (outputs, inputs, scratch) = (res.outputs.clone(), res.sets[set].clone(), res.scratch.clone());
        let tail_lens = res.tail_lens.clone();
        let (link, run) = (self.link.clone(), program.run);
        self.spawn(async move {
            let mut l = link.lock().await;
            let s = session(&mut l)?;
            let args: Vec<Arg<'_>> = ints.iter().map(|&i| Arg::Int(i)).chain(tensors.iter().map(Arg::Tensor)).collect();
            let status = match s.call(run, &args).await {
                Ok(v) => v,
                Err(e) => return Err(step_error(&mut l, "kernel run", e)),
            };
            check_status("kernel run", &status)?;
            let r = async {
                let mut out = RunResult::default();
                for t in &outputs {
                    out.outputs.push(s.copy_from_remote(t).await?);
                }
                for t in &inputs {
                    out.inputs.push(s.copy_from_remote(t).await?);
                }
                for (t, &n) in scratch.iter().zip(&tail_lens) {
                    let b = if n == 0 { Vec::new() } else { s.copy_from_remote(t).await? };
                    out.scratch_tails.push(b[b.len().saturating_sub(n)..].to_vec());
                }
                Ok::<_, SessionError>(out)
            }
            .await;
            r.map_err(|e| step_error(&mut l, "read back", e))
        })
        .await
    }

    /// `ekb_batch` under the remote time evaluator (number = 1, repeat = 1): a call with `n = 0`
    /// checks the arguments and arms the wrapper's state, the evaluator's untimed first call only
    /// advances it, and its timed call runs the launches — resets before each and a copy of every
    /// launch's outputs and scratch tails into that launch's capture tensor after it, all inside the
    /// timed span. The state read back says the timed call was the one that ran. Then the captures
    /// the plan asks for and its input sets are fetched. Returns the timed call's seconds as ns.
    async fn time_batch(
        &self,
        program: &RemoteProgram,
        res: &RemoteResident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> Result<BatchTiming, BackendError> {
        plan.validate(res.sets.len())?;
        let n = plan.launches();
        let ints = int_args(u64::from(n), res.sets.len(), launch, program.entries, res.batch_reset)?;
        let mut tensors: Vec<RemoteTensor> = res.all().cloned().collect();
        let order: Vec<u8> = plan.sets.iter().flat_map(|s| s.to_le_bytes()).collect();
        let stride = wrapper::capture_bytes(&res.output_lens, &res.tail_lens);
        let (outputs, tail_lens) = (res.output_lens.clone(), res.tail_lens.clone());
        let read_sets: Vec<Vec<RemoteTensor>> = plan.read_inputs.iter().map(|&s| res.sets[s as usize].clone()).collect();
        let (state, capture) = (res.state.clone(), plan.capture.clone());
        let (link, batch_fn, timer, timeout) = (self.link.clone(), program.batch, program.batch_timer, self.step_timeout);
        self.spawn(async move {
            let mut l = link.lock().await;
            let s = session(&mut l)?;
            let alloc = async {
                let order_t = s.alloc_tensor(&[order.len() as i64], U8, CPU).await?;
                s.copy_to_remote(&order_t, &order).await?;
                let mut caps = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    caps.push(s.alloc_tensor(&[stride as i64], U8, CPU).await?);
                }
                Ok::<_, SessionError>((order_t, caps))
            }
            .await;
            let (order_t, caps) = match alloc {
                Ok(v) => v,
                Err(e) => return Err(step_error(&mut l, "timing: buffers for the batch", e)),
            };
            tensors.push(order_t.clone());
            tensors.push(state.clone());
            // Arm (and check the arguments): n = 0, no capture tensors.
            let mut arm: Vec<Arg<'_>> = ints.iter().map(|&i| Arg::Int(i)).chain(tensors.iter().map(Arg::Tensor)).collect();
            arm[0] = Arg::Int(0);
            let round_trip = std::time::Instant::now();
            // No launch runs in this call: a stall here is the device's ("timing arguments").
            let status = match s.call(batch_fn, &arm).await {
                Ok(v) => v,
                Err(e) => return Err(step_error(&mut l, "timing arguments", e)),
            };
            let round_trip = round_trip.elapsed();
            check_status("timing arguments", &status)?;
            let args: Vec<Arg<'_>> =
                ints.iter().map(|&i| Arg::Int(i)).chain(tensors.iter().map(Arg::Tensor)).chain(caps.iter().map(Arg::Tensor)).collect();
            let wall = std::time::Instant::now();
            let samples = match s.run_time_evaluator(timer, &args, timeout).await {
                Ok(v) => v,
                Err(e) => return Err(step_error(&mut l, "timing", e)),
            };
            let wall = wall.elapsed();
            let fetched = async {
                let st = s.copy_from_remote(&state).await?;
                let mut captured = Vec::with_capacity(capture.len());
                for &k in &capture {
                    let bytes = s.copy_from_remote(&caps[k as usize]).await?;
                    captured.push((k, bytes));
                }
                let mut inputs = Vec::with_capacity(read_sets.len());
                for set in &read_sets {
                    let mut v = Vec::with_capacity(set.len());
                    for t in set {
                        v.push(s.copy_from_remote(t).await?);
                    }
                    inputs.push(v);
                }
                for t in caps.into_iter().chain(std::iter::once(order_t)) {
                    s.free_tensor(t).await?;
                }
                Ok::<_, SessionError>((st, captured, inputs))
            }
            .await;
            let (st, captured, inputs) = fetched.map_err(|e| step_error(&mut l, "timing: read back", e))?;
            let calls = st.get(..4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
            if calls != Some(STATE_TIMED) {
                return Err(BackendError::Other(format!(
                    "the remote time evaluator did not make exactly one untimed and one timed call of `ekb_batch` (state {calls:x?})"
                )));
            }
            let secs = samples.first().copied().ok_or_else(|| BackendError::Other("the time evaluator returned no sample".into()))?;
            crate::trust::check_device_time(secs, wall, round_trip)?;
            let captures = captured
                .into_iter()
                .map(|(launch, bytes)| {
                    let mut at = 0;
                    let mut cut = |n: usize| {
                        let v = bytes[at..at + n].to_vec();
                        at += n;
                        v
                    };
                    let outputs = outputs.iter().map(|&n| cut(n)).collect();
                    let scratch_tails = tail_lens.iter().map(|&n| cut(n)).collect();
                    Captured { launch, outputs, scratch_tails }
                })
                .collect();
            Ok(BatchTiming { elapsed_ns: secs * 1e9, captures, inputs })
        })
        .await
    }

    async fn read_outputs(&self, res: &RemoteResident) -> Result<Vec<Vec<u8>>, BackendError> {
        let (link, outputs) = (self.link.clone(), res.outputs.clone());
        self.spawn(async move {
            let mut l = link.lock().await;
            let s = session(&mut l)?;
            let r = async {
                let mut v = Vec::new();
                for t in &outputs {
                    v.push(s.copy_from_remote(t).await?);
                }
                Ok::<_, SessionError>(v)
            }
            .await;
            r.map_err(|e| step_error(&mut l, "read back after timing", e))
        })
        .await
    }

    /// The smallest non-zero time the remote evaluator reports for the empty `ekb_nop` of a library
    /// with no entries (built and loaded once per backend), over 20 samples of one call each (TVM's
    /// timer is `std::chrono::high_resolution_clock` around the call): an upper bound on the quantum.
    /// Measured on the first call, then remembered.
    async fn timer_resolution_ns(&self) -> Result<f64, BackendError> {
        if let Some(ns) = *self.resolution_ns.lock().unwrap_or_else(|e| e.into_inner()) {
            return Ok(ns);
        }
        let lib = build(&self.sandbox, self.target, "", &[], ArgLayout { inputs: 0, outputs: 0, scratch: 0 }, &CompileLimits::default())
            .map_err(|e| BackendError::Other(format!("building the empty library: {e}")))?;
        let name = format!("ekb_nop_{}.so", self.uploads.fetch_add(1, Ordering::Relaxed));
        let (link, timeout) = (self.link.clone(), self.step_timeout);
        let ns = self
            .spawn(async move {
                let mut l = link.lock().await;
                let s = session(&mut l)?;
                let r = async {
                    s.upload(&name, &lib.bytes).await?;
                    let m = s.load_module(&name).await?;
                    let t = s.time_evaluator(m, wrapper::NOP, CPU, &TimeEvaluatorOptions { repeat: RESOLUTION_SAMPLES, ..ONCE }).await?;
                    let samples = s.run_time_evaluator(t, &[], timeout).await?;
                    let _ = s.free_func(t).await;
                    let _ = s.free_module(m).await;
                    Ok::<_, SessionError>(samples)
                }
                .await;
                let samples = r.map_err(|e| step_error(&mut l, "timer resolution", e))?;
                let best = samples.iter().copied().filter(|&x| x > 0.0).fold(f64::INFINITY, f64::min);
                Ok(if best.is_finite() { best * 1e9 } else { 1.0 })
            })
            .await?;
        *self.resolution_ns.lock().unwrap_or_else(|e| e.into_inner()) = Some(ns);
        Ok(ns)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transport_failures_drop_the_session_and_remote_errors_do_not() {
        let mut link = Link { session: None, lost: None };
        let t = SessionError::Timeout { peer: "p".into(), step: "call", after: Duration::from_millis(1500) };
        assert_eq!(step_error(&mut link, "kernel run", t), BackendError::Timeout(1500));
        assert!(link.lost.as_deref().is_some_and(|m| m.starts_with("kernel run: ")), "{:?}", link.lost);
        let mut link = Link { session: None, lost: None };
        let e = step_error(&mut link, "read back", SessionError::Closed { peer: "p".into(), step: "copy_from_remote" });
        assert!(matches!(e, BackendError::DeviceLost(_)) && link.lost.is_some(), "{e:?}");
        assert!(matches!(session(&mut link), Err(BackendError::DeviceLost(m)) if m.starts_with("read back")));
        let mut link = Link { session: None, lost: None };
        let e = step_error(&mut link, "timing", SessionError::Remote { message: "ValueError: x".into() });
        assert!(matches!(e, BackendError::Other(_)) && link.lost.is_none(), "{e:?}");
        assert_eq!(check_status("t", &RetValue::Int(0)), Ok(()));
        assert!(
            matches!(check_status("t", &RetValue::Int(Status::Set as i64)), Err(BackendError::Validation(m)) if m.contains("input set"))
        );
        // A session that lies: what the wrapper never returns is the device's fault.
        assert!(matches!(check_status("t", &RetValue::None), Err(BackendError::DeviceLost(_))));
        assert!(matches!(check_status("t", &RetValue::Int(77)), Err(BackendError::DeviceLost(_))));
    }

    /// A device that stalls where no kernel runs (module load, copies) was the kernel's `timeout`
    /// verdict; it is a device fault now.
    #[test]
    fn a_stall_outside_the_kernel_is_the_devices_fault() {
        for step in ["loading the program", "buffer upload", "read back", "timing arguments"] {
            let mut link = Link { session: None, lost: None };
            let t = SessionError::Timeout { peer: "p".into(), step: "call", after: Duration::from_millis(1500) };
            let e = step_error(&mut link, step, t);
            assert!(matches!(e, BackendError::DeviceLost(ref m) if m.contains("stalled") && m.contains(step)), "{step}: {e:?}");
        }
    }

    #[test]
    fn int_args_are_bounded() {
        let d = Dispatch { entry: 0, workgroups: [4, 2, 1], workgroup_size: [1, 1, 1] };
        let every = BatchReset::EveryLaunch;
        assert_eq!(int_args(1, 2, &[d], 1, every).unwrap(), vec![1, 2, 1, 0, 8, 1]);
        assert_eq!(int_args(1, 2, &[d], 1, BatchReset::Never).unwrap(), vec![1, 2, 1, 0, 8, 0]);
        assert!(int_args(0, 1, &[Dispatch { entry: 1, ..d }], 1, every).is_err());
        assert!(int_args(0, 1, &[Dispatch { workgroup_size: [2, 1, 1], ..d }], 1, every).is_err());
        assert!(int_args(0, 1, &[Dispatch { workgroups: [1 << 20, 2, 1], ..d }], 1, every).is_err());
        assert!(int_args(0, 1, &vec![d; MAX_DISPATCHES + 1], 1, every).is_err());
    }
}
