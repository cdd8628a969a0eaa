//! [`WgpuBackend`]: the [`Backend`] on wgpu — Vulkan, Metal, DX12 or GL natively, WebGPU in the
//! browser. Every wgpu call that can fail runs inside error scopes, and an uncaptured-error
//! handler records anything else, so a hostile kernel yields a [`BackendError`], never a panic.

use std::sync::{Arc, Mutex};

mod loop_probe;

use crate::limits::limits_from_wgpu;
use crate::platform::wait_for_queue;
use ekb_eval::artifact::WgslArtifact;
use ekb_eval::backend::{
    Backend, BackendError, BatchPlan, BatchReset, BatchTiming, BindingLayout, Captured, Dispatch, KernelState, MaybeSend, ProgramDesc,
    ResidentDesc, Role, RunResult, TimerMethod,
};
use ekb_eval::device::{DeviceInfo, DeviceLimits};
use ekb_eval::diagnostic::{Diagnostic, SourceRange, Stage};
use ekb_eval::loop_cap::{FLAG_BINDING, FLAG_BYTES, FLAG_GROUP};

/// Which limits to request from the adapter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LimitsChoice {
    /// `wgpu::Limits::default()`: the WebGPU defaults, the suite's ceiling.
    #[default]
    WebGpuDefault,
    /// Everything the adapter offers.
    Adapter,
}

/// Options for [`WgpuBackend::new`].
#[derive(Clone, Debug)]
pub struct WgpuOptions {
    /// Limits to request.
    pub limits: LimitsChoice,
    /// Use the host clock even when timestamp queries are available.
    pub force_host_clock: bool,
    /// Longest wait for one submission natively, ms.
    pub wait_limit_ms: u64,
    /// Where it runs (`native`, or a browser engine string).
    pub runtime: String,
}

impl Default for WgpuOptions {
    fn default() -> Self {
        Self { limits: LimitsChoice::default(), force_host_clock: false, wait_limit_ms: 120_000, runtime: "native".into() }
    }
}

/// A wgpu device prepared for running contract kernels.
pub struct WgpuBackend {
    device: wgpu::Device,
    queue: wgpu::Queue,
    info: DeviceInfo,
    timer: TimerMethod,
    timestamp_period_ns: f64,
    uncaptured: Arc<Mutex<Vec<String>>>,
    lost: Arc<Mutex<Option<String>>>,
    wait_limit_ms: u64,
}

/// A compiled program.
pub struct WgpuProgram {
    pipelines: Vec<wgpu::ComputePipeline>,
    /// For a program compiled with `ProgramDesc::loop_flag`: its flag buffer, bound at
    /// `@group(FLAG_GROUP)` by every launch.
    loop_flag: Option<LoopFlag>,
}

/// The loop-cap flag of an instrumented program ([`ekb_eval::loop_cap`]): one `u32`, zeroed before
/// each run and read back after it.
struct LoopFlag {
    buffer: wgpu::Buffer,
    bind_group: wgpu::BindGroup,
}

/// Device buffers for one shape.
pub struct WgpuResident {
    input_sets: Vec<Vec<wgpu::Buffer>>,
    outputs: Vec<wgpu::Buffer>,
    output_init: Arc<[Vec<u8>]>,
    /// Per output, a copy of its `output_init` on the device, copied over it before every timed
    /// launch ([`BatchReset::EveryLaunch`]); empty for [`BatchReset::Never`].
    output_reset: Vec<wgpu::Buffer>,
    scratch: Vec<wgpu::Buffer>,
    scratch_tails: Vec<Vec<u8>>,
    /// Per scratch buffer with a tail, the tail on the device, copied to its end before every
    /// timed launch.
    scratch_tail_src: Vec<Option<wgpu::Buffer>>,
    batch_reset: BatchReset,
    bind_groups: Vec<wgpu::BindGroup>,
    _params: wgpu::Buffer,
}

/// WebGPU feature names the backend enables when the adapter has them.
const OPTIONAL_FEATURES: &[(wgpu::Features, &str)] = &[
    (wgpu::Features::TIMESTAMP_QUERY, "timestamp-query"),
    (wgpu::Features::SHADER_F16, "shader-f16"),
    (wgpu::Features::SUBGROUP, "subgroups"),
];

/// Describes an adapter as [`DeviceInfo`] (with the limits that would be requested).
pub fn adapter_info(adapter: &wgpu::Adapter, limits: LimitsChoice, runtime: &str) -> DeviceInfo {
    let i = adapter.get_info();
    let features = OPTIONAL_FEATURES.iter().filter(|(f, _)| adapter.features().contains(*f)).map(|(_, n)| (*n).to_string()).collect();
    let lim = match limits {
        LimitsChoice::WebGpuDefault => DeviceLimits::webgpu_default().min(&limits_from_wgpu(&adapter.limits())),
        LimitsChoice::Adapter => limits_from_wgpu(&adapter.limits()),
    };
    DeviceInfo {
        name: i.name.clone(),
        vendor: format!("0x{:04x}", i.vendor),
        architecture: String::new(),
        driver: format!("{} {}", i.driver, i.driver_info).trim().to_string(),
        backend: format!("{:?}", i.backend).to_lowercase(),
        device_type: match i.device_type {
            wgpu::DeviceType::DiscreteGpu => "discrete_gpu",
            wgpu::DeviceType::IntegratedGpu => "integrated_gpu",
            wgpu::DeviceType::VirtualGpu => "virtual_gpu",
            wgpu::DeviceType::Cpu => "cpu",
            wgpu::DeviceType::Other => "other",
        }
        .into(),
        is_fallback: i.device_type == wgpu::DeviceType::Cpu,
        features,
        limits: lim,
        runtime: runtime.to_string(),
        loop_cap: None,
    }
}

struct Scopes {
    validation: wgpu::ErrorScopeGuard,
    oom: wgpu::ErrorScopeGuard,
    internal: wgpu::ErrorScopeGuard,
}

impl Scopes {
    fn push(device: &wgpu::Device) -> Self {
        let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let oom = device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let internal = device.push_error_scope(wgpu::ErrorFilter::Internal);
        Self { validation, oom, internal }
    }

    /// Pops the three scopes now (innermost first; natively error scopes belong to this thread,
    /// so no guard may live across an `.await`) and returns a future for what they caught.
    fn pop(self) -> impl std::future::Future<Output = Result<(), BackendError>> + MaybeSend {
        let internal = self.internal.pop();
        let oom = self.oom.pop();
        let validation = self.validation.pop();
        async move { caught(internal.await, oom.await, validation.await) }
    }
}

/// The first error the scopes caught, out of memory first.
fn caught(internal: Option<wgpu::Error>, oom: Option<wgpu::Error>, validation: Option<wgpu::Error>) -> Result<(), BackendError> {
    if let Some(e) = oom {
        return Err(BackendError::OutOfMemory(error_text(&e)));
    }
    if let Some(e) = validation {
        return Err(BackendError::Validation(error_text(&e)));
    }
    if let Some(e) = internal {
        return Err(BackendError::Other(error_text(&e)));
    }
    Ok(())
}

/// Bytes one staging buffer carries at a time (32 MiB): a longer write or read-back goes a chunk
/// at a time, each submitted and waited for, so its staging memory is reused instead of a copy of
/// the whole buffer. A domain corner's buffers reach 128 MiB, and on a software adapter every
/// fresh staging page is faulted in and zeroed on the host (docs/EVALUATION.md §9).
const STAGING_CHUNK: u64 = 32 << 20;

/// Natively the validated naga module goes to wgpu-core as it is (no second parse of the text);
/// in the browser WebGPU compiles text, so the text goes (wgpu would otherwise write the module
/// back out as WGSL, and the browser's diagnostics would not point into the candidate).
const NATIVE_IR: bool = cfg!(not(target_arch = "wasm32"));

/// The shader source wgpu gets for `desc`'s artifact.
#[cfg(not(target_arch = "wasm32"))]
fn shader_source<'a>(desc: &ProgramDesc<'a, WgslArtifact>) -> Result<wgpu::ShaderSource<'a>, BackendError> {
    Ok(wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(desc.artifact.module.clone())))
}

/// The shader source wgpu gets for `desc`'s artifact: in the browser, its text.
#[cfg(target_arch = "wasm32")]
fn shader_source<'a>(desc: &ProgramDesc<'a, WgslArtifact>) -> Result<wgpu::ShaderSource<'a>, BackendError> {
    // The text is the candidate as written: an instrumented module would not reach the device.
    if desc.loop_flag {
        return Err(BackendError::UnsupportedProgram { form: "instrumented wgsl" });
    }
    Ok(wgpu::ShaderSource::Wgsl(desc.text.into()))
}

fn platform_message(m: &wgpu::CompilationMessage, source: &str) -> Diagnostic {
    let mut d = Diagnostic::error(Stage::Platform, m.message.clone());
    if m.message_type != wgpu::CompilationMessageType::Error {
        d.severity = ekb_eval::diagnostic::Severity::Warning;
    }
    match &m.location {
        Some(l) => d.with_label(SourceRange::from_bytes(source, l.offset as usize, (l.offset + l.length) as usize), ""),
        None => d,
    }
}

fn error_text(e: &wgpu::Error) -> String {
    use std::error::Error as _;
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let t = c.to_string();
        if !s.contains(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        cause = c.source();
    }
    s
}

impl WgpuBackend {
    /// Creates a device on `adapter` with the optional features it has and the chosen limits, and
    /// installs the uncaptured-error and device-lost handlers.
    ///
    /// # Errors
    /// [`BackendError::Other`] when the device cannot be created.
    pub async fn new(adapter: &wgpu::Adapter, opts: &WgpuOptions) -> Result<Self, BackendError> {
        let info = adapter_info(adapter, opts.limits, &opts.runtime);
        let features =
            OPTIONAL_FEATURES.iter().filter(|(f, _)| adapter.features().contains(*f)).fold(wgpu::Features::empty(), |a, (f, _)| a | *f);
        let mut required_limits = match opts.limits {
            LimitsChoice::WebGpuDefault => wgpu::Limits::default().using_resolution(adapter.limits()),
            LimitsChoice::Adapter => adapter.limits(),
        };
        // One storage buffer more than kernels are held to ([`DeviceInfo::limits`] keeps the
        // requested count), where the adapter has it: the loop-cap flag of an instrumented
        // program, bound beside a kernel that uses all of its own.
        required_limits.max_storage_buffers_per_shader_stage =
            (required_limits.max_storage_buffers_per_shader_stage + 1).min(adapter.limits().max_storage_buffers_per_shader_stage);
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("ekb"),
                required_features: features,
                required_limits,
                ..Default::default()
            })
            .await
            .map_err(|e| BackendError::Other(format!("cannot create a device: {e}")))?;
        let uncaptured = Arc::new(Mutex::new(Vec::new()));
        let sink = uncaptured.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            if let Ok(mut v) = sink.lock() {
                v.push(error_text(&e));
            }
        }));
        let lost = Arc::new(Mutex::new(None));
        let lost_sink = lost.clone();
        device.set_device_lost_callback(move |reason, msg| {
            if let Ok(mut l) = lost_sink.lock() {
                *l = Some(format!("{reason:?}: {msg}"));
            }
        });
        let timer = if features.contains(wgpu::Features::TIMESTAMP_QUERY) && !opts.force_host_clock {
            TimerMethod::TimestampQuery
        } else {
            TimerMethod::HostClock
        };
        let timestamp_period_ns = f64::from(queue.get_timestamp_period());
        let mut backend = Self { device, queue, info, timer, timestamp_period_ns, uncaptured, lost, wait_limit_ms: opts.wait_limit_ms };
        backend.info.loop_cap = backend.measure_loop_cap().await?;
        Ok(backend)
    }

    /// The underlying device (for probes and tests).
    pub fn wgpu_device(&self) -> &wgpu::Device {
        &self.device
    }

    /// Fills in identity the platform reports elsewhere (browsers expose vendor and architecture
    /// through `GPUAdapterInfo`, which wgpu does not map).
    #[must_use]
    pub fn with_identity(mut self, vendor: String, architecture: String) -> Self {
        if !vendor.is_empty() {
            self.info.vendor = vendor;
        }
        self.info.architecture = architecture;
        self
    }

    /// Every message (errors and warnings) the platform's own shader compiler gives for `source`
    /// — in a browser, Tint's or Naga's `GPUCompilationInfo`, which can disagree with naga's
    /// validation in either direction.
    pub async fn platform_diagnostics(&self, source: &str) -> Vec<Diagnostic> {
        let scope = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
        let module = self.device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("diagnostics"),
            source: wgpu::ShaderSource::Wgsl(source.into()),
        });
        let popped = scope.pop();
        let info = module.get_compilation_info().await;
        let _ = popped.await;
        info.messages.iter().map(|m| platform_message(m, source)).collect()
    }

    fn check_health(&self) -> Result<(), BackendError> {
        if let Some(l) = self.lost.lock().ok().and_then(|l| l.clone()) {
            return Err(BackendError::DeviceLost(l));
        }
        if let Some(e) = self.uncaptured.lock().ok().and_then(|mut v| v.drain(..).next()) {
            return Err(BackendError::Validation(e));
        }
        Ok(())
    }

    fn layout(&self, l: BindingLayout) -> wgpu::BindGroupLayout {
        let storage = |read_only| wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage { read_only },
            has_dynamic_offset: false,
            min_binding_size: None,
        };
        let mut entries = Vec::new();
        let mut push = |ty| {
            entries.push(wgpu::BindGroupLayoutEntry {
                binding: entries.len() as u32,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty,
                count: None,
            });
        };
        for role in l.roles() {
            push(match role {
                Role::Input(_) => storage(true),
                Role::Output(_) | Role::Scratch(_) => storage(false),
                Role::Params => {
                    wgpu::BindingType::Buffer { ty: wgpu::BufferBindingType::Uniform, has_dynamic_offset: false, min_binding_size: None }
                }
            });
        }
        self.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor { label: Some("ekb contract"), entries: &entries })
    }

    /// The layout of the loop-cap flag's group: one read-write storage buffer.
    fn flag_layout(&self) -> wgpu::BindGroupLayout {
        self.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("loop flag"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: FLAG_BINDING,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Storage { read_only: false },
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            }],
        })
    }

    fn buffer(&self, size: u64, usage: wgpu::BufferUsages, label: &str) -> wgpu::Buffer {
        self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(label),
            size: size.max(16).div_ceil(16) * 16,
            usage,
            mapped_at_creation: false,
        })
    }

    async fn submit_and_wait(&self, encoder: wgpu::CommandEncoder) -> Result<(), BackendError> {
        let scopes = Scopes::push(&self.device);
        self.queue.submit([encoder.finish()]);
        let popped = scopes.pop().await;
        wait_for_queue(&self.device, &self.queue, self.wait_limit_ms).await?;
        popped?;
        self.check_health()
    }

    async fn read_buffers(&self, bufs: &[&wgpu::Buffer]) -> Result<Vec<Vec<u8>>, BackendError> {
        let ranges: Vec<(&wgpu::Buffer, u64, u64)> = bufs.iter().map(|b| (*b, 0, b.size())).collect();
        self.read_ranges(&ranges).await
    }

    /// Reads `(buffer, offset, size)` ranges (offsets and sizes multiples of 4): those up to
    /// [`STAGING_CHUNK`] through one submission, longer ones a chunk at a time through one
    /// reused staging buffer ([`STAGING_CHUNK`]).
    async fn read_ranges(&self, ranges: &[(&wgpu::Buffer, u64, u64)]) -> Result<Vec<Vec<u8>>, BackendError> {
        let small: Vec<(&wgpu::Buffer, u64, u64)> = ranges.iter().copied().filter(|r| r.2 <= STAGING_CHUNK).collect();
        let mut encoder = self.device.create_command_encoder(&Default::default());
        let staging = self.encode_readback(&mut encoder, &small);
        self.submit_and_wait(encoder).await?;
        let mut small = self.map_staging(&staging).await?.into_iter();
        let mut out = Vec::with_capacity(ranges.len());
        for &(b, offset, size) in ranges {
            if size <= STAGING_CHUNK {
                out.push(small.next().expect("one read per small range"));
                continue;
            }
            let mut bytes = Vec::with_capacity(size as usize);
            let staging = self.buffer(STAGING_CHUNK, wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST, "readback chunk");
            for at in (0..size).step_by(STAGING_CHUNK as usize) {
                let n = STAGING_CHUNK.min(size - at);
                let mut encoder = self.device.create_command_encoder(&Default::default());
                encoder.copy_buffer_to_buffer(b, offset + at, &staging, 0, n);
                self.submit_and_wait(encoder).await?;
                bytes.extend_from_slice(&self.map_staging(&[(staging.clone(), n)]).await?.remove(0));
            }
            out.push(bytes);
        }
        Ok(out)
    }

    /// Writes `bytes` to `b` at `offset`: at once up to [`STAGING_CHUNK`], else a chunk at a time,
    /// each submitted and waited for before the next so that its staging memory is reused.
    async fn write_chunked(&self, b: &wgpu::Buffer, offset: u64, bytes: &[u8]) -> Result<(), BackendError> {
        if bytes.len() as u64 <= STAGING_CHUNK {
            self.queue.write_buffer(b, offset, bytes);
            return Ok(());
        }
        for (i, chunk) in bytes.chunks(STAGING_CHUNK as usize).enumerate() {
            self.queue.write_buffer(b, offset + i as u64 * STAGING_CHUNK, chunk);
            self.queue.submit([]);
            wait_for_queue(&self.device, &self.queue, self.wait_limit_ms).await?;
        }
        Ok(())
    }

    /// Encodes copies of `(buffer, offset, size)` ranges into new mappable buffers; returns each
    /// with the size to keep.
    fn encode_readback(&self, encoder: &mut wgpu::CommandEncoder, ranges: &[(&wgpu::Buffer, u64, u64)]) -> Vec<(wgpu::Buffer, u64)> {
        ranges
            .iter()
            .map(|&(b, offset, size)| {
                let s = self.buffer(size, wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST, "readback");
                if size > 0 {
                    encoder.copy_buffer_to_buffer(b, offset, &s, 0, size);
                }
                (s, size)
            })
            .collect()
    }

    /// Maps buffers [`Self::encode_readback`] filled (after their submission finished) and returns
    /// their first `size` bytes. Every map is requested before the one wait: a read of several
    /// buffers (outputs, guard and scratch tails, inputs read back) costs one round trip to the GPU
    /// process, not one per buffer (docs/APP.md, "Size and first verdict").
    async fn map_staging(&self, staging: &[(wgpu::Buffer, u64)]) -> Result<Vec<Vec<u8>>, BackendError> {
        let mapped: Vec<_> = staging
            .iter()
            .map(|(s, _)| {
                let (tx, rx) = futures_channel::oneshot::channel();
                s.slice(..).map_async(wgpu::MapMode::Read, move |r| {
                    let _ = tx.send(r);
                });
                rx
            })
            .collect();
        wait_for_queue(&self.device, &self.queue, self.wait_limit_ms).await?;
        let mut out = Vec::with_capacity(staging.len());
        for ((s, size), rx) in staging.iter().zip(mapped) {
            rx.await
                .map_err(|_| BackendError::Other("map callback dropped".into()))?
                .map_err(|e| BackendError::Other(format!("cannot map a readback buffer: {e}")))?;
            let mut bytes = s.slice(..).get_mapped_range().map_err(|e| BackendError::Other(format!("mapped range: {e}")))?.to_vec();
            s.unmap();
            bytes.truncate(*size as usize);
            out.push(bytes);
        }
        Ok(out)
    }

    /// Before a timed launch ([`BatchReset::EveryLaunch`]): every output restored whole from its
    /// device copy of `output_init`, every scratch buffer zeroed and its tail copied to its end.
    fn encode_batch_reset(encoder: &mut wgpu::CommandEncoder, res: &WgpuResident) {
        if res.batch_reset == BatchReset::Never {
            return;
        }
        for (out, init) in res.outputs.iter().zip(&res.output_reset) {
            encoder.copy_buffer_to_buffer(init, 0, out, 0, out.size());
        }
        for ((s, tail), bytes) in res.scratch.iter().zip(&res.scratch_tail_src).zip(&res.scratch_tails) {
            match tail {
                Some(t) => {
                    // The tail's own length, not its device copy's: buffers round up to 16 bytes,
                    // so `t.size()` can exceed it (a 3,912-byte tail in a 3,920-byte copy put the
                    // tail 8 bytes early and zeros over the scratch buffer's last 8 bytes).
                    let n = bytes.len() as u64;
                    let at = s.size() - n;
                    encoder.clear_buffer(s, 0, Some(at));
                    encoder.copy_buffer_to_buffer(t, 0, s, at, n);
                }
                None => encoder.clear_buffer(s, 0, None),
            }
        }
    }

    fn encode_launch(&self, pass: &mut wgpu::ComputePass<'_>, program: &WgpuProgram, res: &WgpuResident, launch: &[Dispatch], set: usize) {
        for d in launch {
            pass.set_pipeline(&program.pipelines[d.entry]);
            pass.set_bind_group(0, &res.bind_groups[set], &[]);
            if let Some(flag) = &program.loop_flag {
                pass.set_bind_group(FLAG_GROUP, &flag.bind_group, &[]);
            }
            pass.dispatch_workgroups(d.workgroups[0], d.workgroups[1], d.workgroups[2]);
        }
    }
}

impl Backend for WgpuBackend {
    type Artifact = WgslArtifact;
    type Program = WgpuProgram;
    type Resident = WgpuResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    fn timer(&self) -> TimerMethod {
        self.timer
    }

    /// Nothing survives a launch outside the bound buffers: inputs and params are bound read-only,
    /// workgroup memory is zeroed at every dispatch (`zero_initialize_workgroup_memory`), and
    /// invocations keep no memory.
    fn kernel_state(&self) -> KernelState {
        KernelState::BuffersOnly
    }

    async fn compile(&self, desc: &ProgramDesc<'_, WgslArtifact>) -> Result<WgpuProgram, BackendError> {
        self.check_health()?;
        let source = shader_source(desc)?;
        let scopes = Scopes::push(&self.device);
        let module = self.device.create_shader_module(wgpu::ShaderModuleDescriptor { label: Some(desc.label), source });
        let bgl = self.layout(desc.layout);
        let flag_layout = desc.loop_flag.then(|| self.flag_layout());
        let layout = self.device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("ekb"),
            bind_group_layouts: &[Some(&bgl), flag_layout.as_ref()],
            immediate_size: 0,
        });
        let loop_flag = flag_layout.map(|l| {
            let buffer = self.buffer(
                FLAG_BYTES,
                wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC | wgpu::BufferUsages::COPY_DST,
                "loop flag",
            );
            let bind_group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("loop flag"),
                layout: &l,
                entries: &[wgpu::BindGroupEntry { binding: FLAG_BINDING, resource: buffer.as_entire_binding() }],
            });
            LoopFlag { buffer, bind_group }
        });
        // A naga module has its overrides applied already; text gets them from the pipeline.
        let constants: Vec<(&str, f64)> =
            if NATIVE_IR { Vec::new() } else { desc.constants.iter().map(|(k, v)| (k.as_str(), *v)).collect() };
        let pipelines = desc
            .entry_points
            .iter()
            .map(|e| {
                self.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                    label: Some(e),
                    layout: Some(&layout),
                    module: &module,
                    entry_point: Some(e),
                    compilation_options: wgpu::PipelineCompilationOptions { constants: &constants, zero_initialize_workgroup_memory: true },
                    cache: None,
                })
            })
            .collect();
        let popped = scopes.pop();
        let info = module.get_compilation_info().await;
        let diagnostics: Vec<Diagnostic> = info
            .messages
            .iter()
            .filter(|m| m.message_type == wgpu::CompilationMessageType::Error)
            .map(|m| platform_message(m, desc.text))
            .collect();
        match popped.await {
            Ok(()) if diagnostics.is_empty() => {}
            Ok(()) => return Err(BackendError::Compile { message: diagnostics[0].message.clone(), diagnostics }),
            Err(e) => return Err(BackendError::Compile { message: e.to_string(), diagnostics }),
        }
        self.check_health()?;
        Ok(WgpuProgram { pipelines, loop_flag })
    }

    async fn upload(&self, desc: &ResidentDesc) -> Result<WgpuResident, BackendError> {
        self.check_health()?;
        let max = self.info.limits.max_storage_buffer_binding_size;
        let sizes = desc
            .input_sets
            .iter()
            .flatten()
            .map(|b| b.len() as u64)
            .chain(desc.output_init.iter().map(|b| b.len() as u64))
            .chain(desc.scratch_bytes.iter().copied());
        for (n, tail) in desc.scratch_bytes.iter().zip(&desc.scratch_tails) {
            if tail.len() as u64 > *n || !tail.len().is_multiple_of(4) || !(*n - tail.len() as u64).is_multiple_of(4) {
                return Err(BackendError::Validation(format!("a scratch tail of {} bytes does not fit a {n}-byte buffer", tail.len())));
            }
        }
        for s in sizes {
            if s > max {
                return Err(BackendError::Validation(format!("a buffer of {s} bytes exceeds the storage binding limit of {max} bytes")));
            }
        }
        let scopes = Scopes::push(&self.device);
        use wgpu::BufferUsages as U;
        // Writes over a staging chunk are made after the buffers exist, a chunk at a time.
        let large: std::sync::Mutex<Vec<(wgpu::Buffer, &[u8])>> = Default::default();
        // (A closure cannot say that `bytes` outlives it.)
        fn make_in<'d>(
            this: &WgpuBackend,
            large: &std::sync::Mutex<Vec<(wgpu::Buffer, &'d [u8])>>,
            bytes: &'d [u8],
            usage: wgpu::BufferUsages,
            label: &str,
        ) -> wgpu::Buffer {
            let b = this.buffer(bytes.len() as u64, usage, label);
            if bytes.len() as u64 > STAGING_CHUNK {
                large.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((b.clone(), bytes));
            } else {
                this.queue.write_buffer(&b, 0, bytes);
            }
            b
        }
        let make = |bytes, usage, label| make_in(self, &large, bytes, usage, label);
        let input_sets: Vec<Vec<wgpu::Buffer>> = desc
            .input_sets
            .iter()
            .map(|set| set.iter().map(|b| make(b, U::STORAGE | U::COPY_SRC | U::COPY_DST, "input")).collect())
            .collect();
        let outputs: Vec<wgpu::Buffer> =
            desc.output_init.iter().map(|b| make(b, U::STORAGE | U::COPY_SRC | U::COPY_DST, "output")).collect();
        // Buffer sizes round up to 16 bytes and the reset copies cover the whole output buffer:
        // its device copy has the same size, and its padding is zero as the output's is (wgpu
        // zeroes new buffers).
        let output_reset = match desc.batch_reset {
            BatchReset::EveryLaunch => desc.output_init.iter().map(|init| make(init, U::COPY_SRC | U::COPY_DST, "output reset")).collect(),
            BatchReset::Never => Vec::new(),
        };
        let params = make(&desc.params, U::UNIFORM | U::COPY_DST, "params");
        let scratch: Vec<wgpu::Buffer> =
            desc.scratch_bytes.iter().map(|&n| self.buffer(n, U::STORAGE | U::COPY_SRC | U::COPY_DST, "scratch")).collect();
        let scratch_tail_src = scratch
            .iter()
            .zip(desc.scratch_tails.iter().map(Some).chain(std::iter::repeat(None)))
            .map(|(s, tail)| match tail.filter(|t| !t.is_empty()) {
                // The tail ends the buffer as allocated (sizes round up to 16): `run` writes it there too.
                Some(t) if (t.len() as u64) <= s.size() => Some(make(t, U::COPY_SRC | U::COPY_DST, "scratch tail")),
                _ => None,
            })
            .collect();
        let large = large.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
        let binding_layout =
            BindingLayout { inputs: desc.input_sets.first().map_or(0, Vec::len), outputs: outputs.len(), scratch: scratch.len() };
        let layout = self.layout(binding_layout);
        let bind_groups = input_sets
            .iter()
            .map(|set| {
                let entries: Vec<wgpu::BindGroupEntry<'_>> = binding_layout
                    .roles()
                    .enumerate()
                    .map(|(b, role)| {
                        let buffer = match role {
                            Role::Input(i) => &set[i],
                            Role::Output(i) => &outputs[i],
                            Role::Params => &params,
                            Role::Scratch(i) => &scratch[i],
                        };
                        wgpu::BindGroupEntry { binding: b as u32, resource: buffer.as_entire_binding() }
                    })
                    .collect();
                self.device.create_bind_group(&wgpu::BindGroupDescriptor { label: Some("ekb io"), layout: &layout, entries: &entries })
            })
            .collect();
        scopes.pop().await?;
        for (b, bytes) in large {
            self.write_chunked(&b, 0, bytes).await?;
        }
        self.check_health()?;
        Ok(WgpuResident {
            input_sets,
            outputs,
            output_init: desc.output_init.clone(),
            output_reset,
            scratch,
            scratch_tails: desc.scratch_tails.clone(),
            scratch_tail_src,
            batch_reset: desc.batch_reset,
            bind_groups,
            _params: params,
        })
    }

    async fn run(&self, program: &WgpuProgram, res: &WgpuResident, launch: &[Dispatch], set: usize) -> Result<RunResult, BackendError> {
        self.check_health()?;
        for (b, init) in res.outputs.iter().zip(res.output_init.iter()) {
            self.write_chunked(b, 0, init).await?;
        }
        let scopes = Scopes::push(&self.device);
        let mut encoder = self.device.create_command_encoder(&Default::default());
        for (i, s) in res.scratch.iter().enumerate() {
            match res.scratch_tails.get(i).filter(|t| !t.is_empty()) {
                Some(tail) => {
                    let at = s.size() - tail.len() as u64;
                    encoder.clear_buffer(s, 0, Some(at));
                    self.queue.write_buffer(s, at, tail);
                }
                None => encoder.clear_buffer(s, 0, None),
            }
        }
        if let Some(flag) = &program.loop_flag {
            encoder.clear_buffer(&flag.buffer, 0, None);
        }
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("run"), timestamp_writes: None });
            self.encode_launch(&mut pass, program, res, launch, set);
        }
        scopes.pop().await?;
        self.submit_and_wait(encoder).await?;
        // Inputs are bound read-only (`layout`): no launch can change them, so they are not read
        // back (`Backend::run`; `set` only picks the bind group).
        let whole = res.outputs.iter().map(|b| (b, 0, b.size()));
        let tails = res.scratch.iter().zip(&res.scratch_tails).map(|(b, t)| (b, b.size() - t.len() as u64, t.len() as u64));
        let flag = program.loop_flag.iter().map(|f| (&f.buffer, 0, FLAG_BYTES));
        let ranges: Vec<(&wgpu::Buffer, u64, u64)> = whole.chain(tails).chain(flag).collect();
        let mut outputs = self.read_ranges(&ranges).await?;
        let loop_stopped = match program.loop_flag {
            Some(_) => outputs.pop().is_some_and(|b| b.iter().any(|&x| x != 0)),
            None => false,
        };
        let scratch_tails = outputs.split_off(res.outputs.len());
        Ok(RunResult { outputs, inputs: Vec::new(), scratch_tails, loop_stopped })
    }

    /// One command buffer: for each launch the reset (copies from the device copies of
    /// `output_init` and of the scratch tails, and clears), one compute pass with the launch's
    /// dispatches, and after a captured launch copies of its outputs and scratch tails into
    /// mappable buffers — transfer commands a shader cannot observe. With timestamp queries the span
    /// runs from the beginning of the first launch's pass to the end of the last one's: it holds
    /// every launch and, between them, the resets and the capture copies (the first reset precedes
    /// it; a copy after the last launch follows it). With the host clock it is the whole
    /// submission, after a first reset submitted on its own.
    async fn time_batch(
        &self,
        program: &WgpuProgram,
        res: &WgpuResident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> Result<BatchTiming, BackendError> {
        self.check_health()?;
        plan.validate(res.input_sets.len())?;
        let batch = plan.launches();
        let use_ts = self.timer == TimerMethod::TimestampQuery;
        let scopes = Scopes::push(&self.device);
        let qs = use_ts.then(|| {
            self.device.create_query_set(&wgpu::QuerySetDescriptor { label: Some("ekb timing"), ty: wgpu::QueryType::Timestamp, count: 2 })
        });
        let resolve = use_ts.then(|| self.buffer(16, wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC, "timestamps"));
        let mut encoder = self.device.create_command_encoder(&Default::default());
        let mut captures = Vec::with_capacity(plan.capture.len());
        let mut next_capture = plan.capture.iter().peekable();
        for k in 0..batch {
            if k > 0 {
                Self::encode_batch_reset(&mut encoder, res);
            }
            let timestamp_writes = qs.as_ref().map(|q| wgpu::ComputePassTimestampWrites {
                query_set: q,
                beginning_of_pass_write_index: (k == 0).then_some(0),
                end_of_pass_write_index: (k == batch - 1).then_some(1),
            });
            let ts = timestamp_writes.filter(|t| t.beginning_of_pass_write_index.is_some() || t.end_of_pass_write_index.is_some());
            {
                let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("timed"), timestamp_writes: ts });
                self.encode_launch(&mut pass, program, res, launch, plan.sets[k as usize] as usize);
            }
            if next_capture.next_if_eq(&&k).is_some() {
                let whole = res.outputs.iter().map(|b| (b, 0, b.size()));
                let tails = res.scratch.iter().zip(&res.scratch_tails).map(|(b, t)| (b, b.size() - t.len() as u64, t.len() as u64));
                let ranges: Vec<(&wgpu::Buffer, u64, u64)> = whole.chain(tails).collect();
                captures.push((k, self.encode_readback(&mut encoder, &ranges)));
            }
        }
        if let (Some(q), Some(r)) = (&qs, &resolve) {
            encoder.resolve_query_set(q, 0..2, r, 0);
        }
        scopes.pop().await?;
        // The same reset before launch 0, outside the timed span, so every launch starts alike.
        let mut pre = self.device.create_command_encoder(&Default::default());
        Self::encode_batch_reset(&mut pre, res);
        self.submit_and_wait(pre).await?;
        let t0 = web_time::Instant::now();
        self.submit_and_wait(encoder).await?;
        let host_ns = t0.elapsed().as_nanos() as f64;
        let elapsed_ns = match &resolve {
            Some(r) => {
                let bytes = self.read_buffers(&[r]).await?.remove(0);
                let begin = u64::from_le_bytes(bytes[0..8].try_into().unwrap_or_default());
                let end = u64::from_le_bytes(bytes[8..16].try_into().unwrap_or_default());
                end.saturating_sub(begin) as f64 * self.timestamp_period_ns
            }
            None => host_ns,
        };
        let mut captured = Vec::with_capacity(captures.len());
        for (launch, staging) in &captures {
            let mut outputs = self.map_staging(staging).await?;
            let scratch_tails = outputs.split_off(res.outputs.len());
            captured.push(Captured { launch: *launch, outputs, scratch_tails });
        }
        let mut inputs = Vec::with_capacity(plan.read_inputs.len());
        for &set in &plan.read_inputs {
            let bufs: Vec<&wgpu::Buffer> = res.input_sets[set as usize].iter().collect();
            inputs.push(self.read_buffers(&bufs).await?);
        }
        Ok(BatchTiming { elapsed_ns, captures: captured, inputs })
    }

    async fn read_outputs(&self, res: &WgpuResident) -> Result<Vec<Vec<u8>>, BackendError> {
        let bufs: Vec<&wgpu::Buffer> = res.outputs.iter().collect();
        self.read_buffers(&bufs).await
    }

    async fn timer_resolution_ns(&self) -> Result<f64, BackendError> {
        match self.timer {
            TimerMethod::HostClock | TimerMethod::Remote | TimerMethod::ProfilingEvents => {
                let mut best = f64::INFINITY;
                for _ in 0..1000 {
                    let t0 = web_time::Instant::now();
                    let mut t1 = web_time::Instant::now();
                    while t1 == t0 {
                        t1 = web_time::Instant::now();
                    }
                    best = best.min((t1 - t0).as_nanos() as f64);
                }
                Ok(best)
            }
            TimerMethod::TimestampQuery => {
                // Smallest non-zero interval between two timestamps around an empty pass.
                let qs = self.device.create_query_set(&wgpu::QuerySetDescriptor {
                    label: Some("resolution"),
                    ty: wgpu::QueryType::Timestamp,
                    count: 2,
                });
                let resolve = self.buffer(16, wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC, "resolution");
                let mut best = f64::INFINITY;
                for _ in 0..20 {
                    let mut encoder = self.device.create_command_encoder(&Default::default());
                    encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                        label: Some("empty"),
                        timestamp_writes: Some(wgpu::ComputePassTimestampWrites {
                            query_set: &qs,
                            beginning_of_pass_write_index: Some(0),
                            end_of_pass_write_index: Some(1),
                        }),
                    });
                    encoder.resolve_query_set(&qs, 0..2, &resolve, 0);
                    self.submit_and_wait(encoder).await?;
                    let bytes = self.read_buffers(&[&resolve]).await?.remove(0);
                    let begin = u64::from_le_bytes(bytes[0..8].try_into().unwrap_or_default());
                    let end = u64::from_le_bytes(bytes[8..16].try_into().unwrap_or_default());
                    let d = end.saturating_sub(begin) as f64 * self.timestamp_period_ns;
                    if d > 0.0 {
                        best = best.min(d);
                    }
                }
                Ok(if best.is_finite() { best } else { self.timestamp_period_ns })
            }
        }
    }
}
