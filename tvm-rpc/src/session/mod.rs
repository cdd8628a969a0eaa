//! The RPC session protocol, client side: what TVM's Python `tvm.rpc.connect` (C++
//! `RPCClientConnect` + `RPCClientSession`) does, in the wire format of the pinned
//! `apache-tvm==0.27.0.post1` + `apache-tvm-ffi==0.1.15.post2`, on tokio.
//!
//! - Handshake (`rpc_socket_impl.cc` `RPCConnect`; server side `python/tvm/rpc/server.py`
//!   `_listen_loop`): `i32` magic `0xFF271`, `i32` key length, `client:<key>[ -timeout=S]`; the
//!   server answers `i32` `0xFF271` (+1 duplicate key, +2 no such key), `i32` length,
//!   `server:<key>`. Then `kInitServer` with protocol version `"0.8.0"` and no constructor
//!   arguments (the server's `rpc.LocalSession`), answered by a void return — or, by a TVM ≤ 0.20
//!   server, by the old encoding of one, which is [`SessionError::LegacyPeer`].
//! - Packets: [`codec`] (values, the reply decoder) and [`request`] (the requests, shared with
//!   [`crate::server`]). Every packet read is bounded by [`SessionOptions::max_packet_bytes`]
//!   (checked on the 8-byte length before allocating; the handshake's key length by 4 KiB), and
//!   every step — connect, handshake, one request and its reply — by
//!   [`SessionOptions::step_timeout`] (or the explicit timeout of
//!   [`Session::call_with_timeout`]). A step that times out, a closed connection or a malformed
//!   packet leave the session unusable ([`SessionError::Poisoned`] afterwards); a remote
//!   exception or an oversized reply (read past without being stored) do not.
//! - Handles ([`RemoteFunc`], [`RemoteModule`], [`RemoteTensor`], [`RemoteObject`]) are plain
//!   values naming objects in the server process; free them with the `free_*` methods, or end
//!   the session (TVM's Python server serves each session in its own process, which exits).
//!
//! docs/RELAY.md ("Sessions") lists each packet and where TVM defines it.

mod code;
pub mod codec;
mod ops;
pub mod request;

use std::collections::HashMap;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use codec::{type_index, Packet, RpcCode, WireTensor, WireValue};
pub use codec::{DataType, Device};
pub use ops::TimeEvaluatorOptions;
use request::Request;

use crate::client::Grant;
use crate::error::SessionError;

/// The session magic (`python/tvm/rpc/base.py` `RPC_MAGIC`, C++ `kRPCMagic`).
pub const RPC_MAGIC: i32 = 0xFF271;
/// The protocol version sent in `kInitServer` (`rpc_reference.h` `kRPCProtocolVer`).
pub const PROTOCOL_VERSION: &str = "0.8.0";
/// Longest server key accepted in the handshake (TVM's are `server:<key>`, a few dozen bytes).
pub const MAX_KEY_BYTES: usize = 4096;

/// Limits of a session.
#[derive(Debug, Clone)]
pub struct SessionOptions {
    /// Bound on each step: connect, handshake, and each request with its reply (default 30 s).
    pub step_timeout: Duration,
    /// Largest packet accepted from the server, bytes (default 256 MiB); bounds
    /// [`Session::copy_from_remote`] and downloads.
    pub max_packet_bytes: u64,
    /// The server-side session limit TVM's client sends as ` -timeout=S` after the key (whole
    /// seconds, rounded up): a stock Python server kills the session after it
    /// ([`SessionError::RemoteSessionTimeout`]). `None` (default) sends none.
    pub session_timeout: Option<Duration>,
}

impl Default for SessionOptions {
    fn default() -> Self {
        Self { step_timeout: Duration::from_secs(30), max_packet_bytes: 256 << 20, session_timeout: None }
    }
}

/// A remote function (a handle in the server's process).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RemoteFunc(pub u64);

/// A remote module (e.g. a loaded shared library).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RemoteModule(pub u64);

/// Any other remote object a call returned, with its tvm-ffi type index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RemoteObject {
    /// The object's tvm-ffi type index (e.g. 71 for an `Array`).
    pub type_index: i32,
    /// Its handle.
    pub handle: u64,
}

/// A tensor on the remote device: its data pointer and layout (contiguous), and who owns it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteTensor {
    wire: WireTensor,
    /// `None`: allocated with [`Session::alloc_tensor`] (freed with `kDevFreeData`); `Some(h)`: a
    /// `Tensor` object a call returned (freed with `kFreeHandle`).
    object: Option<u64>,
}

impl RemoteTensor {
    /// Extents, outermost first.
    #[must_use]
    pub fn shape(&self) -> &[i64] {
        &self.wire.shape
    }
    /// Element type.
    #[must_use]
    pub fn dtype(&self) -> DataType {
        self.wire.dtype
    }
    /// The device it lives on (the server's numbering).
    #[must_use]
    pub fn device(&self) -> Device {
        self.wire.device
    }
    /// Size in bytes (`prod(shape) * element bytes`).
    #[must_use]
    pub fn nbytes(&self) -> u64 {
        self.wire.nbytes().unwrap_or(u64::MAX)
    }
    /// The remote data pointer.
    #[must_use]
    pub fn data_ptr(&self) -> u64 {
        self.wire.data
    }
}

/// An argument of a remote call, encoded as TVM's client encodes it
/// (`rpc_module.cc` `RPCWrappedFunc::operator()`: strings as raw strings, tensors as DLTensor
/// pointers with the remote data pointer, devices without the session mask).
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// `None` (e.g. an absent `Optional`).
    None,
    /// A 64-bit integer.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// A 64-bit float.
    Float(f64),
    /// A string (no NUL bytes: TVM reads it as a C string).
    Str(&'a str),
    /// Bytes (`bytearray` in Python; arrives as `ffi::Bytes` / `std::string`).
    Bytes(&'a [u8]),
    /// A device.
    Device(Device),
    /// An element type.
    DataType(DataType),
    /// An opaque pointer value.
    Handle(u64),
    /// A remote tensor.
    Tensor(&'a RemoteTensor),
    /// A remote function.
    Func(RemoteFunc),
    /// A remote module.
    Module(RemoteModule),
    /// Another remote object (sent as `RPCObjectRef`).
    Object(RemoteObject),
}

/// What a remote call returned (`rpc_local_session.cc` `LocalSession::EncodeReturn`, decoded as
/// `rpc_module.cc` `RPCWrappedFunc::WrapRemoteReturnToValue` does).
#[derive(Debug, Clone, PartialEq)]
pub enum RetValue {
    /// No value.
    None,
    /// An integer.
    Int(i64),
    /// A boolean.
    Bool(bool),
    /// A float.
    Float(f64),
    /// A string.
    Str(String),
    /// Bytes.
    Bytes(Vec<u8>),
    /// A device.
    Device(Device),
    /// An element type.
    DataType(DataType),
    /// An opaque pointer.
    Handle(u64),
    /// A function.
    Func(RemoteFunc),
    /// A module.
    Module(RemoteModule),
    /// A tensor object.
    Tensor(RemoteTensor),
    /// Another object.
    Object(RemoteObject),
}

fn short(v: &impl std::fmt::Debug) -> String {
    format!("{v:?}").chars().take(200).collect()
}

/// An open RPC session with one TVM RPC server.
pub struct Session {
    stream: Option<TcpStream>,
    peer: String,
    remote_key: String,
    opts: SessionOptions,
    broken: String,
    /// Global functions the wrappers looked up once (as TVM's Python client caches them).
    globals: HashMap<&'static str, RemoteFunc>,
}

impl Session {
    /// Connects to the RPC server at `addr` (`host:port`) with `key` — a standalone server's key
    /// (`""` for none) or a tracker grant's match key — and initialises the session.
    ///
    /// # Errors
    /// [`SessionError::Io`] / [`SessionError::Timeout`] connecting, [`SessionError::KeyMismatch`],
    /// [`SessionError::NotRpcServer`], [`SessionError::LegacyPeer`] for a TVM ≤ 0.20 server,
    /// [`SessionError::InitFailed`] when the server refuses the session.
    pub async fn connect(addr: &str, key: &str, opts: SessionOptions) -> Result<Self, SessionError> {
        let peer = addr.to_owned();
        let t = opts.step_timeout;
        let stream = match tokio::time::timeout(t, TcpStream::connect(addr)).await {
            Err(_) => return Err(SessionError::Timeout { peer, step: "connect", after: t }),
            Ok(Err(source)) => return Err(SessionError::Io { peer, source }),
            Ok(Ok(s)) => s,
        };
        // Each request is one small write answered by one small read: without TCP_NODELAY every
        // exchange waits out Nagle + delayed ACK.
        stream.set_nodelay(true).map_err(|source| SessionError::Io { peer: peer.clone(), source })?;
        let mut s = Self { stream: Some(stream), peer, remote_key: String::new(), opts, broken: String::new(), globals: HashMap::new() };
        let mut session_key = format!("client:{key}");
        if let Some(st) = s.opts.session_timeout {
            session_key.push_str(&format!(" -timeout={}", st.as_secs_f64().ceil() as u64));
        }
        match tokio::time::timeout(t, s.handshake(&session_key)).await {
            Err(_) => return Err(SessionError::Timeout { peer: s.peer, step: "handshake", after: t }),
            Ok(r) => r?,
        }
        s.init_server().await?;
        Ok(s)
    }

    /// [`Self::connect`] to the server a tracker REQUEST granted, with its match key.
    ///
    /// # Errors
    /// As [`Self::connect`].
    pub async fn connect_grant(grant: &Grant, opts: SessionOptions) -> Result<Self, SessionError> {
        Self::connect(&format!("{}:{}", grant.host, grant.port), &grant.matchkey, opts).await
    }

    async fn handshake(&mut self, session_key: &str) -> Result<(), SessionError> {
        let peer = self.peer.clone();
        let io = |source: std::io::Error| io_error(&peer, "handshake", source);
        let s = self.stream.as_mut().expect("fresh stream");
        let mut hello = Vec::with_capacity(8 + session_key.len());
        hello.extend_from_slice(&RPC_MAGIC.to_le_bytes());
        hello.extend_from_slice(&(session_key.len() as i32).to_le_bytes());
        hello.extend_from_slice(session_key.as_bytes());
        s.write_all(&hello).await.map_err(io)?;
        let code = s.read_i32_le().await.map_err(io)?;
        match code {
            RPC_MAGIC => {}
            c if c == RPC_MAGIC + 1 => return Err(SessionError::DuplicateKey { peer, key: session_key.to_owned() }),
            c if c == RPC_MAGIC + 2 => return Err(SessionError::KeyMismatch { peer, key: session_key.to_owned() }),
            code => return Err(SessionError::NotRpcServer { peer, code }),
        }
        let len = s.read_i32_le().await.map_err(io)?;
        let len = usize::try_from(len).ok().filter(|&n| n <= MAX_KEY_BYTES).ok_or(SessionError::Protocol {
            peer: peer.clone(),
            source: crate::PacketError::BadCount { what: "server key length", n: len.into() },
        })?;
        let mut key = vec![0; len];
        s.read_exact(&mut key).await.map_err(io)?;
        self.remote_key = String::from_utf8_lossy(&key).into_owned();
        Ok(())
    }

    async fn init_server(&mut self) -> Result<(), SessionError> {
        let init = Request::InitServer { version: PROTOCOL_VERSION.to_owned(), args: vec![] };
        let t = self.opts.step_timeout;
        let body = self.exchange_raw(init.encode(), "init_server", t).await?;
        if codec::is_legacy_void_return(&body) {
            self.poison("the server speaks the pre-0.21 encoding");
            return Err(SessionError::LegacyPeer { peer: self.peer.clone() });
        }
        match self.decode(&body)? {
            Packet::Return(v) if v == [WireValue::None] => Ok(()),
            Packet::Exception(message) => Err(SessionError::InitFailed { peer: self.peer.clone(), message }),
            other => Err(SessionError::UnexpectedReply { to: "init_server", got: short(&other) }),
        }
    }

    /// The server's key from the handshake (`server:<key>`).
    #[must_use]
    pub fn remote_key(&self) -> &str {
        &self.remote_key
    }

    /// The protocol version both sides agreed on (always [`PROTOCOL_VERSION`]; a server of
    /// another argument encoding was refused by [`Self::connect`]).
    #[must_use]
    pub fn remote_version(&self) -> &'static str {
        PROTOCOL_VERSION
    }

    /// The server's address.
    #[must_use]
    pub fn peer(&self) -> &str {
        &self.peer
    }

    /// The session's limits.
    #[must_use]
    pub fn options(&self) -> &SessionOptions {
        &self.opts
    }

    fn poison(&mut self, why: &str) {
        self.stream = None;
        why.clone_into(&mut self.broken);
    }

    fn decode(&mut self, body: &[u8]) -> Result<Packet, SessionError> {
        codec::decode_packet(body).map_err(|source| {
            self.poison("a malformed packet");
            SessionError::Protocol { peer: self.peer.clone(), source }
        })
    }

    /// Sends one packet and reads the reply's body within `timeout`. A reply longer than
    /// [`SessionOptions::max_packet_bytes`] is read and discarded in 64 KiB pieces (no allocation)
    /// within the same timeout, so the session stays usable and the server sees a clean close
    /// later: a stock Python server whose session ends in a connection reset stops accepting
    /// sessions altogether (`server.py` `_serving` raises when its worker fails).
    async fn exchange_raw(&mut self, packet: Vec<u8>, step: &'static str, timeout: Duration) -> Result<Vec<u8>, SessionError> {
        let (peer, max) = (self.peer.clone(), self.opts.max_packet_bytes);
        let Some(s) = self.stream.as_mut() else { return Err(SessionError::Poisoned(self.broken.clone())) };
        let work = async {
            s.write_all(&packet).await.map_err(|e| io_error(&peer, step, e))?;
            loop {
                let len = s.read_u64_le().await.map_err(|e| io_error(&peer, step, e))?;
                if len == 0 {
                    continue; // `HandleNextEvent` skips empty packets too.
                }
                if len > max {
                    let mut left = len;
                    let mut sink = vec![0; 64 << 10];
                    while left > 0 {
                        let n = sink.len().min(usize::try_from(left).unwrap_or(usize::MAX));
                        s.read_exact(&mut sink[..n]).await.map_err(|e| io_error(&peer, step, e))?;
                        left -= n as u64;
                    }
                    return Ok(Err(SessionError::PacketTooLarge { peer: peer.clone(), len, max }));
                }
                let mut body = vec![0; len as usize];
                s.read_exact(&mut body).await.map_err(|e| io_error(&peer, step, e))?;
                return Ok::<_, SessionError>(Ok(body));
            }
        };
        let r = tokio::time::timeout(timeout, work).await;
        match r {
            Ok(Ok(body)) => body,
            Ok(Err(e)) => {
                self.poison(&e.to_string());
                Err(e)
            }
            Err(_) => {
                let e = SessionError::Timeout { peer: self.peer.clone(), step, after: timeout };
                self.poison(&e.to_string());
                Err(e)
            }
        }
    }

    /// Sends one packet and decodes the reply; a remote exception becomes
    /// [`SessionError::Remote`] (or [`SessionError::RemoteSessionTimeout`]).
    async fn exchange(&mut self, packet: Vec<u8>, step: &'static str, timeout: Duration) -> Result<Packet, SessionError> {
        let body = self.exchange_raw(packet, step, timeout).await?;
        match self.decode(&body)? {
            Packet::Exception(message) if message.starts_with("RPCSessionTimeoutError: ") => {
                self.poison("the server's session timeout expired");
                Err(SessionError::RemoteSessionTimeout { message })
            }
            Packet::Exception(message) => Err(SessionError::Remote { message }),
            p => Ok(p),
        }
    }

    /// A syscall (`syscall_remote_`): code + packed arguments → the one returned value.
    async fn syscall(&mut self, code: RpcCode, args: Vec<WireValue>) -> Result<WireValue, SessionError> {
        let t = self.opts.step_timeout;
        match self.exchange(Request::Syscall { code, args }.encode(), "syscall", t).await? {
            Packet::Return(mut v) if v.len() == 1 => Ok(v.pop().expect("one value")),
            other => Err(SessionError::UnexpectedReply { to: "syscall", got: short(&other) }),
        }
    }

    /// Looks up a global function on the server (`kGetGlobalFunc`), e.g. `runtime.RPCTimeEvaluator`.
    ///
    /// # Errors
    /// [`SessionError::FunctionNotFound`], or a transport error.
    pub async fn get_global_func(&mut self, name: &str) -> Result<RemoteFunc, SessionError> {
        match self.syscall(RpcCode::GetGlobalFunc, vec![WireValue::Str(checked_str(name)?.to_owned())]).await? {
            WireValue::Handle(0) | WireValue::None => Err(SessionError::FunctionNotFound { name: name.to_owned() }),
            WireValue::Handle(h) => Ok(RemoteFunc(h)),
            other => Err(SessionError::UnexpectedReply { to: "get_global_func", got: short(&other) }),
        }
    }

    /// Calls `f` with `args` within [`SessionOptions::step_timeout`] (`kCallFunc`).
    ///
    /// # Errors
    /// [`SessionError::Remote`] when the function raised (TVM's message), a transport error, or
    /// [`SessionError::InvalidArgument`].
    pub async fn call(&mut self, f: RemoteFunc, args: &[Arg<'_>]) -> Result<RetValue, SessionError> {
        let t = self.opts.step_timeout;
        self.call_with_timeout(f, args, t).await
    }

    /// [`Self::call`] with its own timeout (for long calls such as a time evaluator).
    ///
    /// # Errors
    /// As [`Self::call`].
    pub async fn call_with_timeout(&mut self, f: RemoteFunc, args: &[Arg<'_>], timeout: Duration) -> Result<RetValue, SessionError> {
        let values = args.iter().map(to_wire).collect::<Result<Vec<_>, _>>()?;
        match self.exchange(Request::CallFunc { handle: f.0, args: values }.encode(), "call", timeout).await? {
            Packet::Return(v) => {
                request::decode_call_return(v).ok_or_else(|| SessionError::UnexpectedReply { to: "call", got: "malformed return".into() })
            }
            other => Err(SessionError::UnexpectedReply { to: "call", got: short(&other) }),
        }
    }

    /// Ends the session cleanly (`kShutdown`, then the connection is closed). Dropping a session
    /// closes the connection too, which a server treats the same way between packets.
    ///
    /// # Errors
    /// A write error or timeout (the connection is closed anyway).
    pub async fn shutdown(mut self) -> Result<(), SessionError> {
        let Some(mut s) = self.stream.take() else { return Ok(()) };
        let packet = Request::Shutdown.encode();
        let t = self.opts.step_timeout;
        let peer = self.peer.clone();
        match tokio::time::timeout(t, async { s.write_all(&packet).await.and(s.shutdown().await) }).await {
            Err(_) => Err(SessionError::Timeout { peer, step: "shutdown", after: t }),
            Ok(r) => r.map_err(|e| io_error(&peer, "shutdown", e)),
        }
    }
}

fn io_error(peer: &str, step: &'static str, source: std::io::Error) -> SessionError {
    use std::io::ErrorKind as K;
    match source.kind() {
        K::UnexpectedEof | K::ConnectionReset | K::BrokenPipe | K::ConnectionAborted => {
            SessionError::Closed { peer: peer.to_owned(), step }
        }
        _ => SessionError::Io { peer: peer.to_owned(), source },
    }
}

fn checked_str(s: &str) -> Result<&str, SessionError> {
    if s.contains('\0') {
        return Err(SessionError::InvalidArgument(format!("string {s:?} contains a NUL byte (TVM reads strings as C strings)")));
    }
    Ok(s)
}

fn to_wire(a: &Arg<'_>) -> Result<WireValue, SessionError> {
    Ok(match *a {
        Arg::None => WireValue::None,
        Arg::Int(i) => WireValue::Int(i),
        Arg::Bool(b) => WireValue::Bool(b),
        Arg::Float(f) => WireValue::Float(f),
        Arg::Str(s) => WireValue::Str(checked_str(s)?.to_owned()),
        Arg::Bytes(b) => WireValue::Bytes(b.to_vec()),
        Arg::Device(d) => WireValue::Device(d),
        Arg::DataType(d) => WireValue::DataType(d),
        Arg::Handle(h) => WireValue::Handle(h),
        Arg::Tensor(t) => WireValue::Tensor(t.wire.clone()),
        Arg::Func(f) => WireValue::Object(type_index::FUNCTION, f.0),
        Arg::Module(m) => WireValue::Object(type_index::MODULE, m.0),
        Arg::Object(o) => WireValue::Object(type_index::RPC_OBJECT_REF, o.handle),
    })
}
