//! The seam between the session protocol and what a server actually runs: [`SessionHandler`],
//! one value per session, made by the server's factory from a [`SessionInfo`].
//!
//! Each method serves one request code of TVM's client (`rpc_endpoint.cc` `RPCClientSession`,
//! answered on TVM's server by `EventHandler::HandleSyscall` / `HandleNormalCallFunc` /
//! `HandleCopy*` and `rpc_local_session.cc` `LocalSession`). Handles (functions, modules,
//! objects) and data pointers are plain `u64` values the handler chooses; the client only sends
//! them back. What TVM's Python server does with globals of its own (`tvm.rpc.server.upload`,
//! `tvm.rpc.server.load_module`, `tvm.rpc.server.ModuleGetFunction`, `runtime.RPCTimeEvaluator`)
//! is, here, a global the handler looks up by name in [`SessionHandler::get_global_func`] and
//! runs in [`SessionHandler::call`].

use std::future::Future;
use std::time::Duration;

use crate::session::codec::{Device, WireTensor, WireValue};
use crate::session::RetValue;

/// What a handler refuses or fails with; the client receives it as a `kException` whose text is
/// this error's message (TVM's `Kind: message` form), and the session goes on.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum HandlerError {
    /// An argument of the wrong type, count or value.
    #[error("ValueError: {0}")]
    InvalidArgument(String),
    /// A handle or data pointer this session never gave out (or already freed).
    #[error("ValueError: unknown handle {0:#x} in this session")]
    UnknownHandle(u64),
    /// A request this handler does not serve (e.g. a device API it does not have).
    #[error("NotImplementedError: {0}")]
    Unsupported(String),
    /// The operation ran and failed (out of memory, a kernel's error, …).
    #[error("RuntimeError: {0}")]
    Failed(String),
}

/// Who a session is for, given to the server's handler factory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionInfo {
    /// The client's address.
    pub peer: String,
    /// The session key the client sent (`client:<key or match key>`, options removed).
    pub client_key: String,
    /// The session limit in force: the client's ` -timeout=S` (`server.py`
    /// `_parse_server_opt`), capped by [`super::ServerConfig::max_session`].
    pub timeout: Duration,
}

/// `DeviceAttrKind::kExist` (`include/tvm/runtime/device_api.h`), the attribute TVM's client asks
/// most (`remote.device(…).exist`).
pub const ATTR_EXIST: i32 = 0;

/// Serves one session's requests. The server calls the methods one at a time, in the order the
/// client's packets arrive, each bounded by the session's deadline (a call still running then is
/// dropped: the future is cancelled and the session ends with TVM's `RPCSessionTimeoutError`).
/// Work that blocks a thread belongs in `tokio::task::spawn_blocking` or another process.
///
/// Only [`Self::get_global_func`] and [`Self::call`] must be written; the device methods default
/// to [`HandlerError::Unsupported`] (the client sees which request was refused), except
/// [`Self::set_device`] and [`Self::stream_sync`], which succeed (a handler whose copies and calls
/// finish before they return has nothing to wait for).
pub trait SessionHandler: Send + 'static {
    /// `kGetGlobalFunc`: the handle of the global `name`, or `None` when there is none (the client
    /// sees a null handle: TVM's `get_function` raises `AttributeError`, [`crate::Session`]
    /// answers `FunctionNotFound`). TVM's client asks for `tvm.rpc.server.GetCRTMaxPacketSize`
    /// before its first copy; `None` there makes it send each copy whole.
    fn get_global_func(&mut self, name: &str) -> impl Future<Output = Result<Option<u64>, HandlerError>> + Send;

    /// `kCallFunc`: calls the function behind `func` (a handle this handler gave out) with `args`
    /// as decoded (strings arrive as [`WireValue::Str`], tensors as [`WireValue::Tensor`] with
    /// the data pointer the handler allocated, functions and modules as
    /// [`WireValue::Object`]).
    fn call(&mut self, func: u64, args: Vec<WireValue>) -> impl Future<Output = Result<RetValue, HandlerError>> + Send;

    /// `kFreeHandle`: the client dropped its last reference to `handle` (a function, module or
    /// object this handler gave out).
    fn free_handle(&mut self, handle: u64) -> impl Future<Output = Result<(), HandlerError>> + Send {
        let _ = handle;
        async { Ok(()) }
    }

    /// `kDevGetAttr`: attribute `kind` of `device` (`DeviceAttrKind`; [`ATTR_EXIST`] is 0). The
    /// default answers [`ATTR_EXIST`] with 0 (no such device) and refuses the rest.
    fn device_attr(&mut self, device: Device, kind: i32) -> impl Future<Output = Result<WireValue, HandlerError>> + Send {
        async move {
            if kind == ATTR_EXIST {
                return Ok(WireValue::Int(0));
            }
            Err(HandlerError::Unsupported(format!("device attribute {kind} of device type {}", device.device_type)))
        }
    }

    /// `kDevSetDevice`: make `device` current. Default: nothing to do.
    fn set_device(&mut self, device: Device) -> impl Future<Output = Result<(), HandlerError>> + Send {
        let _ = device;
        async { Ok(()) }
    }

    /// `kDevAllocDataWithScope`: allocate a tensor's storage (`template`: device, dtype, shape;
    /// its data pointer is 0) in memory scope `scope` (`None`: global) and return its data
    /// pointer (non-zero). TVM's `tvm.runtime.empty(shape, dtype, remote_device)` sends it. The
    /// server only checks that the size does not overflow: the handler bounds what a client may
    /// allocate.
    fn alloc_tensor(&mut self, template: &WireTensor, scope: Option<&str>) -> impl Future<Output = Result<u64, HandlerError>> + Send {
        let what = format!("tensor allocation on device type {} (scope {scope:?})", template.device.device_type);
        async move { Err(HandlerError::Unsupported(what)) }
    }

    /// `kDevFreeData`: free storage [`Self::alloc_tensor`] returned.
    fn free_data(&mut self, device: Device, data: u64) -> impl Future<Output = Result<(), HandlerError>> + Send {
        let _ = (device, data);
        async { Err(HandlerError::Unsupported("freeing device data".into())) }
    }

    /// `kCopyToRemote`: write `data` into `to` at `to.byte_offset` (the server checked that it
    /// fits the tensor).
    fn copy_to_remote(&mut self, to: &WireTensor, data: &[u8]) -> impl Future<Output = Result<(), HandlerError>> + Send {
        let _ = (to, data);
        async { Err(HandlerError::Unsupported("copies to the device".into())) }
    }

    /// `kCopyFromRemote`: `nbytes` of `from` at `from.byte_offset` (the server checked that they
    /// fit the tensor and the packet bound); exactly `nbytes` must come back.
    fn copy_from_remote(&mut self, from: &WireTensor, nbytes: u64) -> impl Future<Output = Result<Vec<u8>, HandlerError>> + Send {
        let _ = (from, nbytes);
        async { Err(HandlerError::Unsupported("copies from the device".into())) }
    }

    /// `kDevStreamSync`: wait for `device`'s work (`stream` is TVM's, 0 for the default).
    /// Default: nothing to wait for.
    fn stream_sync(&mut self, device: Device, stream: u64) -> impl Future<Output = Result<(), HandlerError>> + Send {
        let _ = (device, stream);
        async { Ok(()) }
    }
}
