//! The operations a remote backend needs, each as TVM's Python client does it
//! (`python/tvm/rpc/client.py` `RPCSession`, `python/tvm/runtime/module.py` `time_evaluator`,
//! `rpc_endpoint.cc` `RPCClientSession`).

use std::time::Duration;

use super::codec::{Packet, RpcCode, WireTensor, WireValue};
use super::request::Request;
use super::{short, Arg, DataType, Device, RemoteFunc, RemoteModule, RemoteObject, RemoteTensor, RetValue, Session};
use crate::error::SessionError;

/// Parameters of `runtime.RPCTimeEvaluator` (`rpc_module.cc`; `src/runtime/timer.cc` runs it):
/// one untimed call, then `repeat` samples of `number` calls each (`number` grows ×1.618 until a
/// sample lasts `min_repeat_ms`). Defaults are TVM's `Module.time_evaluator` defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeEvaluatorOptions {
    /// Calls per sample (default 10).
    pub number: i32,
    /// Samples (default 1).
    pub repeat: i32,
    /// Minimum duration of one sample, ms (default 0).
    pub min_repeat_ms: i32,
    /// Cap on retries when a sample measures 0 (default 100).
    pub limit_zero_time_iterations: i32,
    /// Pause between groups of samples, ms (default 0).
    pub cooldown_interval_ms: i32,
    /// Samples per group (default 1).
    pub repeats_to_cooldown: i32,
    /// Bytes of CPU cache flushed before each sample (default 0).
    pub cache_flush_bytes: i32,
    /// Name of a remote global called before each sample (default `""`, none).
    pub f_preproc: String,
}

impl Default for TimeEvaluatorOptions {
    fn default() -> Self {
        Self {
            number: 10,
            repeat: 1,
            min_repeat_ms: 0,
            limit_zero_time_iterations: 100,
            cooldown_interval_ms: 0,
            repeats_to_cooldown: 1,
            cache_flush_bytes: 0,
            f_preproc: String::new(),
        }
    }
}

fn unexpected(to: &'static str, got: &impl std::fmt::Debug) -> SessionError {
    SessionError::UnexpectedReply { to, got: short(got) }
}

impl Session {
    /// A global looked up once per session (TVM's client caches them the same way).
    async fn global(&mut self, name: &'static str) -> Result<RemoteFunc, SessionError> {
        if let Some(f) = self.globals.get(name) {
            return Ok(*f);
        }
        let f = self.get_global_func(name).await?;
        self.globals.insert(name, f);
        Ok(f)
    }

    /// Writes `data` to `name` in the server's session directory (`tvm.rpc.server.upload`).
    ///
    /// # Errors
    /// [`SessionError::Remote`] (e.g. an unwritable path), or a transport error.
    pub async fn upload(&mut self, name: &str, data: &[u8]) -> Result<(), SessionError> {
        let f = self.global("tvm.rpc.server.upload").await?;
        match self.call(f, &[Arg::Str(name), Arg::Bytes(data)]).await? {
            RetValue::None => Ok(()),
            other => Err(unexpected("upload", &other)),
        }
    }

    /// Reads `name` from the server's session directory (`tvm.rpc.server.download`); bounded
    /// by [`super::SessionOptions::max_packet_bytes`].
    ///
    /// # Errors
    /// [`SessionError::Remote`] (no such file), [`SessionError::PacketTooLarge`], or a
    /// transport error.
    pub async fn download(&mut self, name: &str) -> Result<Vec<u8>, SessionError> {
        let f = self.global("tvm.rpc.server.download").await?;
        match self.call(f, &[Arg::Str(name)]).await? {
            RetValue::Bytes(b) => Ok(b),
            other => Err(unexpected("download", &other)),
        }
    }

    /// Loads an uploaded module (`tvm.rpc.server.load_module`: a shared library through
    /// `tvm.runtime.load_module` on a Python server).
    ///
    /// # Errors
    /// [`SessionError::Remote`] (no such file, not loadable), or a transport error.
    pub async fn load_module(&mut self, name: &str) -> Result<RemoteModule, SessionError> {
        let f = self.global("tvm.rpc.server.load_module").await?;
        match self.call(f, &[Arg::Str(name)]).await? {
            RetValue::Module(m) => Ok(m),
            other => Err(unexpected("load_module", &other)),
        }
    }

    /// The function `name` of `module`, imports included (`tvm.rpc.server.ModuleGetFunction`).
    ///
    /// # Errors
    /// [`SessionError::FunctionNotFound`], or a transport error.
    pub async fn module_function(&mut self, module: RemoteModule, name: &str) -> Result<RemoteFunc, SessionError> {
        let f = self.global("tvm.rpc.server.ModuleGetFunction").await?;
        match self.call(f, &[Arg::Module(module), Arg::Str(name), Arg::Bool(true)]).await? {
            RetValue::Func(g) => Ok(g),
            RetValue::None => Err(SessionError::FunctionNotFound { name: name.to_owned() }),
            other => Err(unexpected("module_function", &other)),
        }
    }

    /// Allocates an uninitialised contiguous tensor on `device` (`kDevAllocDataWithScope`, as
    /// `tvm.runtime.empty(shape, dtype, remote_device)` does). Free it with [`Self::free_tensor`].
    ///
    /// # Errors
    /// [`SessionError::InvalidArgument`] for a negative extent or more than 2³¹ dimensions,
    /// [`SessionError::Remote`] (e.g. no such device, out of memory), or a transport error.
    pub async fn alloc_tensor(&mut self, shape: &[i64], dtype: DataType, device: Device) -> Result<RemoteTensor, SessionError> {
        let wire = WireTensor { data: 0, device, dtype, shape: shape.to_vec(), byte_offset: 0 };
        if wire.nbytes().is_none() || i32::try_from(shape.len()).is_err() {
            return Err(SessionError::InvalidArgument(format!("tensor shape {shape:?} (negative extent or size overflow)")));
        }
        match self.syscall(RpcCode::DevAllocDataWithScope, vec![WireValue::Tensor(wire.clone()), WireValue::None]).await? {
            WireValue::Handle(data) if data != 0 => Ok(RemoteTensor { wire: WireTensor { data, ..wire }, object: None }),
            other => Err(unexpected("alloc_tensor", &other)),
        }
    }

    /// Copies `data` (exactly [`RemoteTensor::nbytes`] bytes, the tensor's raw little-endian
    /// contents) into `tensor` (`kCopyToRemote`, one packet).
    ///
    /// # Errors
    /// [`SessionError::InvalidArgument`] when the length differs, [`SessionError::Remote`], or a
    /// transport error.
    pub async fn copy_to_remote(&mut self, tensor: &RemoteTensor, data: &[u8]) -> Result<(), SessionError> {
        if data.len() as u64 != tensor.nbytes() {
            return Err(SessionError::InvalidArgument(format!("{} bytes for a tensor of {} bytes", data.len(), tensor.nbytes())));
        }
        let packet = Request::CopyToRemote { tensor: tensor.wire.clone(), data }.encode();
        let t = self.opts.step_timeout;
        match self.exchange(packet, "copy_to_remote", t).await? {
            Packet::Return(v) if v == [WireValue::None] => Ok(()),
            other => Err(unexpected("copy_to_remote", &other)),
        }
    }

    /// Copies the whole of `tensor` back (`kCopyFromRemote`, answered by `kCopyAck`): its raw
    /// contents, [`RemoteTensor::nbytes`] bytes.
    ///
    /// # Errors
    /// [`SessionError::PacketTooLarge`] when the tensor exceeds the packet limit (checked before
    /// sending), [`SessionError::Remote`], or a transport error.
    pub async fn copy_from_remote(&mut self, tensor: &RemoteTensor) -> Result<Vec<u8>, SessionError> {
        let n = tensor.nbytes();
        let max = self.opts.max_packet_bytes;
        if n.saturating_add(4) > max {
            return Err(SessionError::PacketTooLarge { peer: self.peer.clone(), len: n.saturating_add(4), max });
        }
        let packet = Request::CopyFromRemote { tensor: tensor.wire.clone(), nbytes: n }.encode();
        let t = self.opts.step_timeout;
        match self.exchange(packet, "copy_from_remote", t).await? {
            Packet::CopyAck(b) if b.len() as u64 == n => Ok(b),
            other => {
                self.poison("a copy answered with the wrong size");
                Err(unexpected("copy_from_remote", &other))
            }
        }
    }

    /// Frees a tensor: one from [`Self::alloc_tensor`] with `kDevFreeData`, one a call returned
    /// with `kFreeHandle`.
    ///
    /// # Errors
    /// [`SessionError::Remote`], or a transport error.
    pub async fn free_tensor(&mut self, tensor: RemoteTensor) -> Result<(), SessionError> {
        match tensor.object {
            Some(h) => self.free_handle(h).await,
            None => self
                .syscall(RpcCode::DevFreeData, vec![WireValue::Device(tensor.wire.device), WireValue::Handle(tensor.wire.data)])
                .await
                .map(drop),
        }
    }

    /// Frees a function handle (`kFreeHandle`).
    ///
    /// # Errors
    /// A transport error.
    pub async fn free_func(&mut self, f: RemoteFunc) -> Result<(), SessionError> {
        self.globals.retain(|_, g| *g != f);
        self.free_handle(f.0).await
    }

    /// Frees a module handle (`kFreeHandle`; the library stays loaded while functions of it live).
    ///
    /// # Errors
    /// A transport error.
    pub async fn free_module(&mut self, m: RemoteModule) -> Result<(), SessionError> {
        self.free_handle(m.0).await
    }

    /// Frees any other object handle (`kFreeHandle`).
    ///
    /// # Errors
    /// A transport error.
    pub async fn free_object(&mut self, o: RemoteObject) -> Result<(), SessionError> {
        self.free_handle(o.handle).await
    }

    async fn free_handle(&mut self, h: u64) -> Result<(), SessionError> {
        self.syscall(RpcCode::FreeHandle, vec![WireValue::Handle(h)]).await.map(drop)
    }

    /// Whether the server has `device` (`kDevGetAttr` with `kExist`).
    ///
    /// # Errors
    /// A transport error.
    pub async fn device_exists(&mut self, device: Device) -> Result<bool, SessionError> {
        match self.syscall(RpcCode::DevGetAttr, vec![WireValue::Device(device), WireValue::Int(0)]).await? {
            WireValue::Int(i) => Ok(i != 0),
            WireValue::Bool(b) => Ok(b),
            WireValue::None => Ok(false),
            other => Err(unexpected("device_exists", &other)),
        }
    }

    /// A remote timer for `module`'s function `func_name` on `device`
    /// (`runtime.RPCTimeEvaluator`); run it with [`Self::run_time_evaluator`].
    ///
    /// # Errors
    /// [`SessionError::Remote`] (e.g. no such function), or a transport error.
    pub async fn time_evaluator(
        &mut self,
        module: RemoteModule,
        func_name: &str,
        device: Device,
        o: &TimeEvaluatorOptions,
    ) -> Result<RemoteFunc, SessionError> {
        let f = self.global("runtime.RPCTimeEvaluator").await?;
        let args = [
            Arg::Module(module),
            Arg::Str(func_name),
            Arg::Int(device.device_type.into()),
            Arg::Int(device.device_id.into()),
            Arg::Int(o.number.into()),
            Arg::Int(o.repeat.into()),
            Arg::Int(o.min_repeat_ms.into()),
            Arg::Int(o.limit_zero_time_iterations.into()),
            Arg::Int(o.cooldown_interval_ms.into()),
            Arg::Int(o.repeats_to_cooldown.into()),
            Arg::Int(o.cache_flush_bytes.into()),
            Arg::Str(&o.f_preproc),
        ];
        match self.call(f, &args).await? {
            RetValue::Func(g) => Ok(g),
            other => Err(unexpected("time_evaluator", &other)),
        }
    }

    /// Runs a time evaluator on `args` within `timeout` and returns its samples: mean seconds per
    /// call, one per repeat (the result's bytes are `repeat` native-endian `f64`, `module.py`
    /// `time_evaluator`; little-endian on every server this client talks to).
    ///
    /// # Errors
    /// [`SessionError::Remote`] (the kernel raised), a transport error, or a result whose length
    /// is not a multiple of 8 bytes.
    pub async fn run_time_evaluator(
        &mut self,
        evaluator: RemoteFunc,
        args: &[Arg<'_>],
        timeout: Duration,
    ) -> Result<Vec<f64>, SessionError> {
        match self.call_with_timeout(evaluator, args, timeout).await? {
            RetValue::Bytes(b) if b.len() % 8 == 0 => {
                Ok(b.chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes"))).collect())
            }
            other => Err(unexpected("run_time_evaluator", &other)),
        }
    }
}
