//! The host side: `ekb kernel-host` ([`run_host`]) sets its limits and its first system-call
//! filter, opens its device, says `hello`, and then serves one worker's requests over the socket it
//! inherited ([`serve_host`]) until the worker closes it. Nothing in the host decides anything:
//! it compiles, uploads, runs and reads back what it is told, and the worker checks every byte it
//! returns.

#![allow(unsafe_code)]

use std::collections::HashMap;
use std::io::{BufReader, BufWriter};
use std::os::fd::FromRawFd;
use std::os::unix::net::UnixStream;
use std::time::Duration;

use backend_cpu::CpuBackend;

use backend_opencl::{OpenClBackend, OpenClOptions};
use ekb_eval::backend::{Backend, BackendError, BatchTiming, ProgramDesc, ResidentDesc};
use ekb_sandbox::seal::{self, Scope, Stage};
use frontend_opencl::OpenClDevice;

use crate::form::HostedForm;
use crate::frame::{read_header, read_segments, write_frame, FrameError, MAX_REQUEST_HEADER_BYTES};
use crate::message::{Reply, ReplyHeader, Request, RequestHeader, WireError, PROTOCOL_VERSION};
use crate::raw::{RawKernels, RawState};

/// Which backend a host serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostKind {
    /// `c` kernels on a [`CpuBackend`] with this many pool threads and this launch limit.
    Cpu {
        /// Pool threads (the worker's front end gives passes without a plan as many tasks).
        threads: usize,
        /// Wall-clock limit of one launch.
        launch_timeout: Duration,
    },
    /// `opencl` kernels on device `device` of platform `platform` ([`OpenClDevice::open`]).
    OpenCl {
        /// Platform index.
        platform: usize,
        /// Device index within it.
        device: usize,
        /// [`OpenClOptions::wait_limit_ms`].
        wait_limit_ms: u64,
    },
    /// `wgsl` kernels on adapter `adapter` of wgpu graphics API `backend` (`vulkan`: here Mesa
    /// lavapipe; [`crate::wgpu_host`]). Served only by a build with the `wgpu` feature (`ekb`, not
    /// the slim `ekb-device`).
    Wgpu {
        /// The graphics API (`vulkan`, `gl`, `metal`, `dx12`).
        backend: String,
        /// The adapter's index among that API's adapters.
        adapter: usize,
        /// The backend's longest wait for the queue, ms.
        wait_limit_ms: u64,
    },
}

impl HostKind {
    /// The host kind `ekb kernel-host` was started as, from its arguments as
    /// [`crate::HostSpec::args`] writes them: `--kind c` with `--threads`, `--kind opencl` with
    /// `--device PLATFORM:DEVICE`, or `--kind wgsl` with `--device BACKEND:INDEX`;
    /// `launch_timeout_ms` is the launch limit (`c`) or the wait limit (`opencl`, `wgsl`).
    ///
    /// # Errors
    /// [`HostError::Setup`] for another kind or a missing or malformed device.
    pub fn from_args(kind: &str, threads: usize, device: Option<&str>, launch_timeout_ms: u64) -> Result<Self, HostError> {
        let bad_device = || HostError::Setup(format!("--kind opencl needs --device PLATFORM:DEVICE, got {device:?}"));
        match kind {
            "c" => Ok(HostKind::Cpu { threads: threads.max(1), launch_timeout: Duration::from_millis(launch_timeout_ms) }),
            "opencl" => {
                let (p, d) = device.and_then(|d| d.split_once(':')).ok_or_else(bad_device)?;
                let (platform, device) = (p.parse().map_err(|_| bad_device())?, d.parse().map_err(|_| bad_device())?);
                Ok(HostKind::OpenCl { platform, device, wait_limit_ms: launch_timeout_ms })
            }
            "wgsl" => {
                let bad = || HostError::Setup(format!("--kind wgsl needs --device BACKEND:INDEX, got {device:?}"));
                let (b, i) = device.and_then(|d| d.split_once(':')).ok_or_else(bad)?;
                let adapter = i.parse().map_err(|_| bad())?;
                Ok(HostKind::Wgpu { backend: b.to_string(), adapter, wait_limit_ms: launch_timeout_ms })
            }
            other => Err(HostError::Setup(format!("unknown kernel host kind `{other}` (c, opencl, wgsl)"))),
        }
    }
}

/// How a host runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostConfig {
    /// The inherited socket's descriptor.
    pub fd: i32,
    /// The backend.
    pub kind: HostKind,
    /// `RLIMIT_DATA` in MiB (0: none), set before anything else: the job's memory limit.
    pub memory_limit_mib: u64,
    /// A candidate's host: after its first program is built, seal ([`Stage::Sealed`]) before any
    /// kernel runs, and build nothing more. A reference host (the task's own kernels) is not sealed:
    /// it builds the next job's reference too.
    pub seal_after_compile: bool,
}

/// Why a host stopped serving.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The socket failed, or the worker sent what it never sends.
    #[error("kernel host channel: {0}")]
    Channel(#[from] FrameError),
    /// A limit or filter could not be set.
    #[error("kernel host setup: {0}")]
    Setup(String),
}

/// The whole life of `ekb kernel-host`: the check that it runs in its sandbox
/// ([`ekb_sandbox::confinement`]), `RLIMIT_DATA`, the base system-call filter, the backend (a failure
/// to open it, or to pass the check, is sent as `hello` with its error), `hello`, then [`serve_host`].
///
/// # Errors
/// [`HostError`] when the limits or the filter cannot be set or the channel fails; a closed
/// channel (the worker is done) is `Ok`.
pub fn run_host(cfg: &HostConfig) -> Result<(), HostError> {
    // SAFETY: fcntl on a descriptor number only reads its flags.
    if cfg.fd < 0 || unsafe { libc::fcntl(cfg.fd, libc::F_GETFD) } < 0 {
        return Err(HostError::Setup(format!("no socket on descriptor {}: a kernel host is started by a worker", cfg.fd)));
    }
    // SAFETY: the descriptor is open (checked above), was inherited for this purpose alone (the worker
    // passes its number) and is owned by this stream from here on.
    let stream = unsafe { UnixStream::from_raw_fd(cfg.fd) };
    // A host runs untrusted code only where its sandbox hides the machine (checked before the filter,
    // which would kill the netlink socket the check lists interfaces with).
    if let Err(why) = ekb_sandbox::confinement() {
        return refuse(stream, &format!("ekb kernel-host runs only inside the sandbox a worker starts it in ({why})"));
    }
    if cfg.memory_limit_mib > 0 {
        let bytes = cfg.memory_limit_mib.saturating_mul(1 << 20);
        rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes).map_err(|e| HostError::Setup(format!("RLIMIT_DATA: {e}")))?;
    }
    // No thread but this one exists yet: the filter covers every thread the host will have.
    seal::install(Stage::Base, Scope::AllThreads).map_err(|e| HostError::Setup(e.to_string()))?;
    // Nothing but stdin, the output pipe and the socket: bubblewrap leaves its info pipe open.
    // SAFETY: close_range on descriptors this process does not use.
    unsafe { libc::syscall(libc::SYS_close_range, (cfg.fd.max(2) + 1) as u32, u32::MAX, 0) };
    let max_payload = if cfg.memory_limit_mib > 0 { cfg.memory_limit_mib.saturating_mul(1 << 20) } else { u64::MAX };
    let seal = |scope| cfg.seal_after_compile.then_some(scope);
    match &cfg.kind {
        // The kernel pool's threads carry their own, stricter filter (an allow list of `futex` and
        // thread exit), so the seal goes on this thread, which every other thread is started from.
        HostKind::Cpu { threads, launch_timeout } => match CpuBackend::for_host(*threads, *launch_timeout) {
            Ok(b) => serve_host(&b, stream, &ServeOptions { seal: seal(Scope::ThisThread), max_payload }),
            Err(e) => refuse(stream, &format!("the CPU backend: {e}")),
        },
        HostKind::OpenCl { platform, device, wait_limit_ms } => {
            let opened = OpenClDevice::open(*platform, *device).map_err(|e| e.to_string()).and_then(|d| {
                let o = OpenClOptions { wait_limit_ms: *wait_limit_ms, build_work_groups: cfg.seal_after_compile };
                OpenClBackend::new(&d, &o).map_err(|e| e.to_string())
            });
            match opened {
                // The driver's threads run the kernels: the seal goes on every thread.
                Ok(b) => serve_host(&b, stream, &ServeOptions { seal: seal(Scope::AllThreads), max_payload }),
                Err(e) => refuse(stream, &format!("the OpenCL device {platform}:{device}: {e}")),
            }
        }
        #[cfg(feature = "wgpu")]
        HostKind::Wgpu { backend, adapter, wait_limit_ms } => match crate::wgpu_host::open(backend, *adapter, *wait_limit_ms) {
            // The driver's threads run the kernels (lavapipe: llvmpipe's pool): the seal goes on every thread.
            Ok(b) => serve_host(&b, stream, &ServeOptions { seal: seal(Scope::AllThreads), max_payload }),
            Err(e) => refuse(stream, &format!("the wgpu adapter {backend}:{adapter}: {e}")),
        },
        #[cfg(not(feature = "wgpu"))]
        HostKind::Wgpu { .. } => refuse(stream, "this build has no wgpu backend (the slim ekb-device): it hosts no wgsl kernels"),
    }
}

fn refuse(stream: UnixStream, why: &str) -> Result<(), HostError> {
    let mut w = BufWriter::new(stream);
    let hello = ReplyHeader {
        id: 0,
        reply: Reply::Hello { version: PROTOCOL_VERSION, device: String::new(), error: Some(why.into()) },
        segments: vec![],
    };
    write_frame(&mut w, &hello, &[]).map_err(FrameError::Io)?;
    Ok(())
}

/// How [`serve_host`] behaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeOptions {
    /// Seal after the first program is built (see [`HostConfig::seal_after_compile`]), on these threads.
    pub seal: Option<Scope>,
    /// Most bytes one request may carry (the data-segment limit: more could not be held).
    pub max_payload: u64,
}

/// Serves `backend` over `stream`: says `hello` (with the device's name), then answers each request
/// in order until the worker closes the channel. A program or buffer number the worker never
/// created is a `failed` reply; the worker's own framing errors end the host.
///
/// # Errors
/// [`HostError::Channel`] when the channel fails mid-frame; [`HostError::Setup`] when sealing fails.
pub fn serve_host<B: Backend<Artifact: HostedForm> + RawKernels>(
    backend: &B,
    stream: UnixStream,
    opts: &ServeOptions,
) -> Result<(), HostError> {
    let mut r = BufReader::with_capacity(1 << 16, stream.try_clone().map_err(FrameError::Io)?);
    let mut w = BufWriter::with_capacity(1 << 16, stream);
    let hello = ReplyHeader {
        id: 0,
        reply: Reply::Hello { version: PROTOCOL_VERSION, device: backend.device().name.clone(), error: None },
        segments: vec![],
    };
    write_frame(&mut w, &hello, &[]).map_err(FrameError::Io)?;
    let mut state =
        State::<B> { programs: HashMap::new(), residents: HashMap::new(), last_batch: None, sealed: false, raw: RawState::default() };
    loop {
        let head: RequestHeader = match read_header(&mut r, MAX_REQUEST_HEADER_BYTES) {
            Ok(h) => h,
            Err(FrameError::Closed { at: 0 }) => return Ok(()),
            Err(e) => return Err(e.into()),
        };
        let segments = read_segments(&mut r, &head.segments, None, opts.max_payload)?;
        let (reply, out) = match state.answer(backend, head.request, segments, opts) {
            Ok(a) => a,
            Err(e) => (Reply::Failed { error: WireError::of(&e) }, Vec::new()),
        };
        let header = ReplyHeader { id: head.id, reply, segments: out.iter().map(|s| s.len() as u64).collect() };
        let refs: Vec<&[u8]> = out.iter().map(Vec::as_slice).collect();
        write_frame(&mut w, &header, &refs).map_err(FrameError::Io)?;
    }
}

struct State<B: Backend + RawKernels> {
    /// Buffers and programs of TVM's device convention.
    raw: RawState<B>,
    programs: HashMap<u32, B::Program>,
    /// Buffers, with the number of input sets each holds.
    residents: HashMap<u32, (B::Resident, usize)>,
    /// The last timed batch: its buffers' number, its plan's captured launches and read-back sets,
    /// and what it returned (kept for `collect` until the next batch or until its buffers are freed).
    last_batch: Option<LastBatch>,
    sealed: bool,
}

struct LastBatch {
    resident: u32,
    capture: Vec<u32>,
    read_inputs: Vec<u32>,
    timing: BatchTiming,
}

impl LastBatch {
    /// The segments of `collect`: per launch in `captures` its outputs then its scratch tails, then
    /// per set in `inputs` its buffers.
    fn collect(&self, captures: &[u32], inputs: &[u32]) -> Result<Vec<Vec<u8>>, BackendError> {
        let ascending = |v: &[u32]| v.windows(2).all(|w| w[0] < w[1]);
        if !ascending(captures) || !ascending(inputs) {
            return Err(BackendError::Validation("collect: launches and input sets must be strictly ascending".into()));
        }
        let mut out = Vec::new();
        for k in captures {
            let at = self
                .capture
                .binary_search(k)
                .map_err(|_| BackendError::Validation(format!("collect: launch {k} was not captured in the last batch")))?;
            let c = &self.timing.captures[at];
            out.extend(c.outputs.iter().cloned());
            out.extend(c.scratch_tails.iter().cloned());
        }
        for s in inputs {
            let at = self
                .read_inputs
                .binary_search(s)
                .map_err(|_| BackendError::Validation(format!("collect: input set {s} was not read back after the last batch")))?;
            out.extend(self.timing.inputs[at].iter().cloned());
        }
        Ok(out)
    }
}

type Answer = (Reply, Vec<Vec<u8>>);

impl<B: Backend<Artifact: HostedForm> + RawKernels> State<B> {
    fn answer(&mut self, b: &B, request: Request, mut seg: Vec<Vec<u8>>, opts: &ServeOptions) -> Result<Answer, BackendError> {
        let unknown = |what: &str, n: u32| BackendError::Validation(format!("no {what} #{n} in this kernel host"));
        if RawState::<B>::serves(&request) {
            let build = matches!(request, Request::BuildSource { .. });
            if build && self.sealed {
                return Err(BackendError::Validation("this kernel host is sealed: it builds one program".into()));
            }
            let answer = self.raw.answer(b, request, &seg)?;
            if let (true, Some(scope)) = (build, opts.seal) {
                seal::install(Stage::Sealed, scope).map_err(|e| BackendError::Other(e.to_string()))?;
                self.sealed = true;
            }
            return Ok(answer);
        }
        match request {
            Request::Ping => Ok((Reply::Pong, vec![])),
            Request::Compile { program, entry_points, layout, wire } => {
                if self.sealed {
                    return Err(BackendError::Validation("this kernel host is sealed: it builds one program".into()));
                }
                let text = String::from_utf8(seg.first().cloned().unwrap_or_default())
                    .map_err(|_| BackendError::Validation("the program text is not UTF-8".into()))?;
                let loop_flag = wire.loop_flag();
                let artifact = B::Artifact::from_wire(wire, seg.get(1).map(Vec::as_slice))?;
                let desc = ProgramDesc {
                    label: "kernel-host",
                    artifact: &artifact,
                    text: &text,
                    entry_points,
                    constants: &[],
                    layout: layout.into(),
                    loop_flag,
                };
                let p = pollster::block_on(b.compile(&desc))?;
                self.programs.insert(program, p);
                if let Some(scope) = opts.seal {
                    seal::install(Stage::Sealed, scope).map_err(|e| BackendError::Other(e.to_string()))?;
                    self.sealed = true;
                }
                Ok((Reply::Compiled, vec![]))
            }
            Request::Upload { resident, shape } => {
                if seg.len() != shape.lengths().len() {
                    return Err(BackendError::Validation("an upload whose segments do not match its shape".into()));
                }
                let mut it = seg.drain(..);
                let mut take = |n: usize| (&mut it).take(n).collect::<Vec<_>>();
                let input_sets = shape.input_lengths.iter().map(|set| take(set.len())).collect();
                let output_init = take(shape.output_lengths.len());
                let params = take(1).pop().unwrap_or_default();
                let scratch_tails = take(shape.tail_lengths.len());
                let desc = ResidentDesc {
                    input_sets,
                    output_init: output_init.into(),
                    batch_reset: shape.batch_reset,
                    params,
                    scratch_bytes: shape.scratch_bytes,
                    scratch_tails,
                };
                let sets = desc.input_sets.len();
                let r = pollster::block_on(b.upload(&desc))?;
                self.residents.insert(resident, (r, sets));
                Ok((Reply::Uploaded, vec![]))
            }
            Request::Run { program, resident, launch, set } => {
                let p = self.programs.get(&program).ok_or_else(|| unknown("program", program))?;
                let (r, _) = self.residents.get(&resident).ok_or_else(|| unknown("buffers", resident))?;
                let out = pollster::block_on(b.run(p, r, &launch, set as usize))?;
                let loop_stopped = out.loop_stopped;
                let segments = out.outputs.into_iter().chain(out.inputs).chain(out.scratch_tails).collect();
                Ok((Reply::Ran { loop_stopped }, segments))
            }
            Request::TimeBatch { program, resident, launch, plan } => {
                // What the previous batch kept is gone before this one runs (it is not held twice).
                self.last_batch = None;
                let p = self.programs.get(&program).ok_or_else(|| unknown("program", program))?;
                let (r, sets) = self.residents.get(&resident).ok_or_else(|| unknown("buffers", resident))?;
                plan.validate(*sets)?;
                // The backend's own time is not sent: the worker's clock is the only one it uses.
                let timing = pollster::block_on(b.time_batch(p, r, &launch, &plan))?;
                if timing.captures.len() != plan.capture.len() || timing.inputs.len() != plan.read_inputs.len() {
                    return Err(BackendError::Other(format!(
                        "the backend returned {} captures and {} input sets for a plan of {} and {}",
                        timing.captures.len(),
                        timing.inputs.len(),
                        plan.capture.len(),
                        plan.read_inputs.len()
                    )));
                }
                self.last_batch = Some(LastBatch { resident, capture: plan.capture, read_inputs: plan.read_inputs, timing });
                Ok((Reply::BatchDone, vec![]))
            }
            Request::Collect { resident, captures, inputs } => {
                let last = self
                    .last_batch
                    .as_ref()
                    .filter(|l| l.resident == resident)
                    .ok_or_else(|| BackendError::Validation(format!("collect: the last batch did not run on buffers #{resident}")))?;
                Ok((Reply::Collected, last.collect(&captures, &inputs)?))
            }
            Request::ReadOutputs { resident } => {
                let (r, _) = self.residents.get(&resident).ok_or_else(|| unknown("buffers", resident))?;
                Ok((Reply::Outputs, pollster::block_on(b.read_outputs(r))?))
            }
            Request::Free { program, resident } => {
                if let Some(p) = program {
                    self.programs.remove(&p);
                }
                if let Some(r) = resident {
                    self.residents.remove(&r);
                    if self.last_batch.as_ref().is_some_and(|l| l.resident == r) {
                        self.last_batch = None;
                    }
                }
                Ok((Reply::Freed, vec![]))
            }
            other => Err(BackendError::Validation(format!("`{}` reached the evaluator's requests", other.name()))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_eval::backend::Captured;

    /// `collect` returns what it is asked for in the protocol's order, and only what the last batch
    /// kept.
    #[test]
    fn collect_returns_the_asked_captures_and_sets_in_order_and_nothing_else() {
        let captured =
            |k: u8| Captured { launch: u32::from(k), outputs: vec![vec![k; 4], vec![k + 100; 8]], scratch_tails: vec![vec![k + 200; 4]] };
        let last = LastBatch {
            resident: 7,
            capture: vec![0, 1, 2],
            read_inputs: vec![0, 1],
            timing: BatchTiming {
                elapsed_ns: 0.0,
                captures: (0..3).map(captured).collect(),
                inputs: vec![vec![vec![10; 4], vec![11; 4]], vec![vec![20; 4], vec![21; 4]]],
            },
        };
        let got = last.collect(&[0, 2], &[1]).unwrap();
        assert_eq!(got, vec![vec![0; 4], vec![100; 8], vec![200; 4], vec![2; 4], vec![102; 8], vec![202; 4], vec![20; 4], vec![21; 4]]);
        assert_eq!(last.collect(&[], &[]).unwrap(), Vec::<Vec<u8>>::new());
        for (c, i) in [(vec![3], vec![]), (vec![], vec![2]), (vec![2, 0], vec![]), (vec![1, 1], vec![])] {
            assert!(matches!(last.collect(&c, &i), Err(BackendError::Validation(_))), "{c:?} {i:?}");
        }
    }
}
