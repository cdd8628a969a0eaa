//! One `ekb device` session: a [`SessionHandler`] that serves what the relay's `c` jobs (and TVM's
//! Python client) ask a stock `python -m tvm.exec.rpc_server` for, with everything that touches the
//! client's native code in the session's confined library host ([`super::link`]), started at the
//! session's first request that needs it and killed when the session ends.
//!
//! Globals (the names of TVM's Python server, `python/tvm/rpc/server.py`, and of TVM's runtime):
//! `tvm.rpc.server.upload(name, bytes)`, `tvm.rpc.server.load_module(name)` (a TVM-FFI shared
//! library), `tvm.rpc.server.ModuleGetFunction(module, name, query_imports)`,
//! `runtime.RPCTimeEvaluator(module, name, device_type, device_id, number, repeat, min_repeat_ms,
//! limit_zero_time_iterations, cooldown_interval_ms, repeats_to_cooldown, cache_flush_bytes,
//! f_preproc)` (`f_preproc` must be empty), and what a server with LLVM tells about itself
//! (`src/target/llvm/llvm_module.cc`): `target.llvm_get_system_triple`,
//! `target.llvm_get_system_cpu`, `target.llvm_get_system_x86_vendor` (x86 only), and this
//! device's own `ekb.device.emulation` (why it runs emulated, or empty). Device API:
//! `cpu(0)` only — `kExist`, allocation (64-byte aligned), free, copies.

use std::collections::HashMap;
use std::sync::Arc;

use ekb_confined::ffi_message::{valid_upload_name, FfiArg, FfiReply, FfiRequest, FfiTensor, FfiValue, TimerSpec};
use ekb_sandbox::Sandbox;
use tvm_rpc::server::ATTR_EXIST;
use tvm_rpc::session::codec::{WireTensor, WireValue};
use tvm_rpc::{Device, HandlerError, RemoteFunc, RemoteModule, RetValue, SessionHandler};

use super::cl_modules::{self, ClModules, OPENCL};
use super::hosts::{FormDevice, HostedForms, SessionHosts};
use super::link::{WorkerLink, WorkerSpec};
use super::system::SystemInfo;

/// The globals served; a global's handle is its index + 1.
const GLOBALS: [&str; 8] = [
    "tvm.rpc.server.upload",
    "tvm.rpc.server.load_module",
    "tvm.rpc.server.ModuleGetFunction",
    "runtime.RPCTimeEvaluator",
    "target.llvm_get_system_triple",
    "target.llvm_get_system_cpu",
    "target.llvm_get_system_x86_vendor",
    super::emulation::EMULATION_GLOBAL,
];

/// Time evaluators' handles start here (the host's handles start at 2^32 and count up by one).
const EVALUATORS: u64 = 1 << 56;

/// What every session of a device shares.
#[derive(Debug)]
pub(crate) struct DeviceContext {
    /// Where hosts are confined.
    pub(crate) sandbox: Sandbox,
    /// How hosts are started and bounded.
    pub(crate) spec: WorkerSpec,
    /// What the device tells about itself.
    pub(crate) system: SystemInfo,
    /// The forms served in kernel hosts of the session's own ([`super::hosts`]).
    pub(crate) forms: HostedForms,
    /// Why this device runs emulated, when it does ([`super::emulation`]).
    pub(crate) emulation: Option<String>,
}

/// One session's state.
pub(crate) struct DeviceSession {
    ctx: Arc<DeviceContext>,
    worker: Option<WorkerLink>,
    /// Per evaluator: the function it times and how.
    evaluators: HashMap<u64, (u64, TimerSpec)>,
    next_evaluator: u64,
    /// The session's kernel hosts ([`super::hosts`]).
    hosts: SessionHosts,
    /// TVM's OpenCL modules and `cl(0)` tensors ([`super::cl_modules`]).
    cl: ClModules,
}

impl DeviceSession {
    pub(crate) fn new(ctx: Arc<DeviceContext>) -> Self {
        Self {
            ctx,
            worker: None,
            evaluators: HashMap::new(),
            next_evaluator: EVALUATORS,
            hosts: SessionHosts::default(),
            cl: ClModules::default(),
        }
    }

    /// The OpenCL form, for TVM's OpenCL modules and `cl(0)` tensors.
    fn opencl(&self) -> Result<FormDevice, HandlerError> {
        let f = self.ctx.forms.forms.iter().find(|f| f.form == "opencl");
        f.cloned().ok_or_else(|| HandlerError::Unsupported("OpenCL: this device does not serve the opencl form (--forms)".into()))
    }

    /// The OpenCL form for `device`, which must be `cl(0)`.
    fn cl_device(&self, device: Device) -> Result<FormDevice, HandlerError> {
        if device.device_id != 0 {
            return Err(HandlerError::Unsupported(format!("device cl({}): this device serves cl(0)", device.device_id)));
        }
        self.opencl()
    }

    async fn worker(&mut self) -> Result<&mut WorkerLink, HandlerError> {
        if self.worker.is_none() {
            self.worker = Some(WorkerLink::start(&self.ctx.sandbox, &self.ctx.spec).await?);
        }
        Ok(self.worker.as_mut().expect("set above"))
    }

    async fn ask(&mut self, request: FfiRequest, segments: &[&[u8]]) -> Result<(FfiReply, Vec<Vec<u8>>), HandlerError> {
        self.worker().await?.request(request, segments).await
    }

    async fn handle(&mut self, request: FfiRequest) -> Result<Option<u64>, HandlerError> {
        match self.ask(request, &[]).await? {
            (FfiReply::Handle { handle }, _) => Ok(Some(handle)),
            (FfiReply::Missing, _) => Ok(None),
            (other, _) => Err(unexpected(&other)),
        }
    }

    async fn done(&mut self, request: FfiRequest, segments: &[&[u8]]) -> Result<Vec<Vec<u8>>, HandlerError> {
        match self.ask(request, segments).await? {
            (FfiReply::Done, out) => Ok(out),
            (other, _) => Err(unexpected(&other)),
        }
    }

    async fn global(&mut self, name: &str, args: Vec<WireValue>) -> Result<RetValue, HandlerError> {
        use WireValue as V;
        let ctx = self.ctx.clone();
        let sys = &ctx.system;
        match (name, args.as_slice()) {
            ("tvm.rpc.server.upload", [V::Str(file), V::Bytes(data)]) => {
                if !valid_upload_name(file) {
                    return Err(HandlerError::InvalidArgument(format!("upload name {file:?}: one plain file name is accepted")));
                }
                if cl_modules::is_module_file(file) {
                    self.opencl()?;
                    return self.cl.upload(file, data).map(|()| RetValue::None);
                }
                self.done(FfiRequest::Upload { name: file.clone() }, &[data]).await.map(|_| RetValue::None)
            }
            ("tvm.rpc.server.load_module", [V::Str(file)]) if file.ends_with(".cl") => {
                let form = self.opencl()?;
                Ok(RetValue::Module(RemoteModule(self.cl.load(&form, &ctx.sandbox, file)?)))
            }
            ("tvm.rpc.server.ModuleGetFunction", [V::Object(_, m) | V::Handle(m), V::Str(f), ..]) if self.cl.has_module(*m) => {
                Ok(self.cl.function(*m, f).map_or(RetValue::None, |h| RetValue::Func(RemoteFunc(h))))
            }
            ("tvm.rpc.server.load_module", [V::Str(file)]) => {
                let h = self.handle(FfiRequest::Load { name: file.clone() }).await?;
                Ok(RetValue::Module(RemoteModule(h.ok_or_else(|| HandlerError::Failed("no module".into()))?)))
            }
            ("tvm.rpc.server.ModuleGetFunction", [V::Object(_, m) | V::Handle(m), V::Str(f), ..]) => {
                let h = self.handle(FfiRequest::GetFunction { module: *m, name: f.clone() }).await?;
                Ok(h.map_or(RetValue::None, |h| RetValue::Func(RemoteFunc(h))))
            }
            ("runtime.RPCTimeEvaluator", [V::Object(_, m) | V::Handle(m), V::Str(f), V::Int(dt), V::Int(did), rest @ ..]) => {
                let timer = match rest {
                    [V::Int(number), V::Int(repeat), V::Int(min_repeat_ms), V::Int(limit_zero_time_iterations), V::Int(cooldown_interval_ms), V::Int(repeats_to_cooldown), V::Int(cache_flush_bytes), V::Str(pre)]
                        if pre.is_empty() =>
                    {
                        TimerSpec {
                            number: *number,
                            repeat: *repeat,
                            min_repeat_ms: *min_repeat_ms,
                            limit_zero_time_iterations: *limit_zero_time_iterations,
                            cooldown_interval_ms: *cooldown_interval_ms,
                            repeats_to_cooldown: *repeats_to_cooldown,
                            cache_flush_bytes: *cache_flush_bytes,
                        }
                    }
                    _ => return Err(bad(name, &args, "8 integers and an empty f_preproc after the device")),
                };
                if self.cl.has_module(*m) {
                    if (*dt, *did) != (i64::from(OPENCL), 0) {
                        return Err(HandlerError::Unsupported(format!(
                            "timing an OpenCL module on device ({dt}, {did}): it runs on cl(0)"
                        )));
                    }
                    return Ok(RetValue::Func(RemoteFunc(self.cl.evaluator(*m, f, timer)?)));
                }
                if (*dt, *did) != (1, 0) {
                    return Err(HandlerError::Unsupported(format!("timing on device ({dt}, {did}): this device serves cpu(0) only")));
                }
                let Some(func) = self.handle(FfiRequest::GetFunction { module: *m, name: f.clone() }).await? else {
                    return Err(HandlerError::Failed(format!("no function {f:?} in the module")));
                };
                self.next_evaluator += 1;
                self.evaluators.insert(self.next_evaluator, (func, timer));
                Ok(RetValue::Func(RemoteFunc(self.next_evaluator)))
            }
            ("target.llvm_get_system_triple", []) => Ok(RetValue::Str(sys.triple.clone())),
            ("target.llvm_get_system_cpu", []) => Ok(RetValue::Str(sys.cpu.clone())),
            ("target.llvm_get_system_x86_vendor", []) => Ok(RetValue::Str(sys.vendor.clone().unwrap_or_default())),
            (super::emulation::EMULATION_GLOBAL, []) => Ok(RetValue::Str(ctx.emulation.clone().unwrap_or_default())),
            _ => Err(bad(name, &args, "the arguments TVM's server takes")),
        }
    }
}

fn bad(name: &str, args: &[WireValue], want: &str) -> HandlerError {
    let got: String = format!("{args:?}").chars().take(200).collect();
    HandlerError::InvalidArgument(format!("{name} takes {want}; got {got}"))
}

fn unexpected(r: &FfiReply) -> HandlerError {
    HandlerError::Failed(format!("the kernel worker answered {r:?}"))
}

fn ffi_tensor(t: &WireTensor) -> FfiTensor {
    FfiTensor {
        data: t.data,
        byte_offset: t.byte_offset,
        device_type: t.device.device_type,
        device_id: t.device.device_id,
        code: t.dtype.code,
        bits: t.dtype.bits,
        lanes: t.dtype.lanes,
        shape: t.shape.clone(),
    }
}

fn ffi_args(args: Vec<WireValue>) -> Result<Vec<FfiArg>, HandlerError> {
    args.into_iter()
        .map(|a| match a {
            WireValue::None => Ok(FfiArg::None),
            WireValue::Int(i) => Ok(FfiArg::Int(i)),
            WireValue::Bool(b) => Ok(FfiArg::Bool(b)),
            WireValue::Float(x) => Ok(FfiArg::Float(x)),
            WireValue::Str(s) => Ok(FfiArg::Str(s)),
            WireValue::Tensor(t) => Ok(FfiArg::Tensor(ffi_tensor(&t))),
            other => Err(HandlerError::Unsupported(format!(
                "an argument {:?} (this device passes none, integers, booleans, floats, strings and tensors)",
                format!("{other:?}").chars().take(80).collect::<String>()
            ))),
        })
        .collect()
}

fn cpu0(device: Device) -> Result<(), HandlerError> {
    if device == Device::cpu(0) {
        return Ok(());
    }
    Err(HandlerError::Unsupported(format!("device ({}, {}): this device serves cpu(0) only", device.device_type, device.device_id)))
}

impl SessionHandler for DeviceSession {
    async fn get_global_func(&mut self, name: &str) -> Result<Option<u64>, HandlerError> {
        let x86 = name != "target.llvm_get_system_x86_vendor" || self.ctx.system.vendor.is_some();
        let hosted = || SessionHosts::global(name).filter(|_| !self.ctx.forms.forms.is_empty());
        Ok(GLOBALS.iter().position(|g| *g == name).filter(|_| x86).map(|i| i as u64 + 1).or_else(hosted))
    }

    async fn call(&mut self, func: u64, args: Vec<WireValue>) -> Result<RetValue, HandlerError> {
        if let Some(name) = usize::try_from(func).ok().and_then(|f| GLOBALS.get(f.wrapping_sub(1))) {
            return self.global(name, args).await;
        }
        let ctx = self.ctx.clone();
        if let Some(r) = self.hosts.call(&ctx.forms, &ctx.sandbox, ctx.spec.max_payload, func, &args) {
            return r;
        }
        if self.cl.has_function(func) {
            let form = self.opencl()?;
            return Ok(self.cl.call(&form, &ctx.sandbox, func, &args)?.map_or(RetValue::None, RetValue::Bytes));
        }
        if let Some(&(f, timer)) = self.evaluators.get(&func) {
            let args = ffi_args(args)?;
            let out = self.done(FfiRequest::Time { func: f, args, timer }, &[]).await?;
            return match <[Vec<u8>; 1]>::try_from(out) {
                Ok([samples]) if samples.len() as u64 == 8 * timer.repeat as u64 => Ok(RetValue::Bytes(samples)),
                _ => Err(HandlerError::Failed("the kernel worker returned samples of the wrong size".into())),
            };
        }
        let args = ffi_args(args)?;
        match self.ask(FfiRequest::Call { func, args }, &[]).await? {
            (FfiReply::Value { value }, _) => Ok(match value {
                FfiValue::None => RetValue::None,
                FfiValue::Int(i) => RetValue::Int(i),
                FfiValue::Bool(b) => RetValue::Bool(b),
                FfiValue::Float(x) => RetValue::Float(x),
            }),
            (other, _) => Err(unexpected(&other)),
        }
    }

    async fn free_handle(&mut self, handle: u64) -> Result<(), HandlerError> {
        if self.cl.free_handle(handle) || self.evaluators.remove(&handle).is_some() || self.worker.is_none() {
            return Ok(());
        }
        self.done(FfiRequest::FreeHandle { handle }, &[]).await.map(drop)
    }

    async fn device_attr(&mut self, device: Device, kind: i32) -> Result<WireValue, HandlerError> {
        if device.device_type == OPENCL {
            return match self.opencl() {
                Ok(form) if device.device_id == 0 => cl_modules::device_attr(&form, kind),
                _ if kind == ATTR_EXIST => Ok(WireValue::Int(0)),
                Ok(_) => Err(HandlerError::Unsupported(format!("device cl({}): this device serves cl(0)", device.device_id))),
                Err(e) => Err(e),
            };
        }
        match kind {
            ATTR_EXIST => Ok(WireValue::Int((device == Device::cpu(0)).into())),
            _ => Err(HandlerError::Unsupported(format!("device attribute {kind} (this device answers kExist only)"))),
        }
    }

    async fn alloc_tensor(&mut self, template: &WireTensor, _scope: Option<&str>) -> Result<u64, HandlerError> {
        if template.device.device_type == OPENCL {
            let (form, nbytes) = (self.cl_device(template.device)?, template.nbytes().unwrap_or(u64::MAX));
            let limit = self.ctx.spec.memory_limit_mib.saturating_mul(1 << 20);
            return self.cl.alloc(&form, &self.ctx.sandbox, nbytes, limit);
        }
        cpu0(template.device)?;
        let nbytes = template.nbytes().ok_or_else(|| HandlerError::InvalidArgument(format!("tensor shape {:?}", template.shape)))?;
        Ok(self.handle(FfiRequest::Alloc { nbytes }).await?.unwrap_or(0))
    }

    async fn free_data(&mut self, device: Device, data: u64) -> Result<(), HandlerError> {
        if device.device_type == OPENCL {
            let form = self.cl_device(device)?;
            return self.cl.free(&form, &self.ctx.sandbox, data);
        }
        cpu0(device)?;
        self.done(FfiRequest::Free { data }, &[]).await.map(drop)
    }

    async fn copy_to_remote(&mut self, to: &WireTensor, data: &[u8]) -> Result<(), HandlerError> {
        if to.device.device_type == OPENCL {
            let form = self.cl_device(to.device)?;
            return self.cl.copy_in(&form, &self.ctx.sandbox, to, data);
        }
        cpu0(to.device)?;
        self.done(FfiRequest::CopyIn { data: to.data, offset: to.byte_offset }, &[data]).await.map(drop)
    }

    async fn copy_from_remote(&mut self, from: &WireTensor, nbytes: u64) -> Result<Vec<u8>, HandlerError> {
        if from.device.device_type == OPENCL {
            let form = self.cl_device(from.device)?;
            return self.cl.copy_out(&form, &self.ctx.sandbox, from, nbytes);
        }
        cpu0(from.device)?;
        let out = self.done(FfiRequest::CopyOut { data: from.data, offset: from.byte_offset, nbytes }, &[]).await?;
        match <[Vec<u8>; 1]>::try_from(out) {
            Ok([bytes]) if bytes.len() as u64 == nbytes => Ok(bytes),
            _ => Err(HandlerError::Failed(format!("the kernel worker returned a copy of the wrong size (asked {nbytes} bytes)"))),
        }
    }
}
