//! One session's packet loop, after the handshake: what TVM's `RPCEndpoint::ServerLoop`
//! (`rpc_endpoint.cc`, `HandleUntilReturnEvent` in server mode) does, with a bound on every read,
//! write and packet, and a [`SessionHandler`] in place of TVM's `LocalSession`.
//!
//! Served: `kInitServer` (protocol `"0.8.0"`, no constructor arguments: the local session),
//! `kCallFunc`, `kCopyToRemote`, `kCopyFromRemote`, `kShutdown`, and the syscalls
//! `kGetGlobalFunc`, `kFreeHandle`, `kDevSetDevice`, `kDevGetAttr`, `kDevAllocDataWithScope`,
//! `kDevFreeData`, `kDevStreamSync`. Not served, answered by a `kException` naming the code
//! (the session goes on): `kDevAllocData` (workspaces), `kCopyAmongRemote`, the stream codes
//! (`kDevCreateStream`, `kDevFreeStream`, `kDevSetStream`, `kDevGetCurrentStream`), a custom
//! session constructor in `kInitServer`, and codes no client sends. A malformed packet or an
//! oversized length is answered by a `kException` too, and ends the session.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::time::Instant;

use super::handler::{HandlerError, SessionHandler};
use super::ServerConfig;
use crate::error::ServerError;
use crate::session::codec::{Packet, RpcCode, WireTensor, WireValue};
use crate::session::request::{decode_request, encode_call_return, Request};
use crate::session::PROTOCOL_VERSION;
use crate::timed::{within, Failure};

/// What one request leaves the session with.
enum Step {
    /// Go on with the next packet.
    Next,
    /// The client sent `kShutdown` or closed between packets.
    End,
}

/// A packet as read: its body, or the length when it is over the bound (the body unread).
enum Read {
    Body(Vec<u8>),
    TooLarge(u64),
    Eof,
}

/// A session being served: its connection, its handler and the server's bounds.
pub(super) struct Serving<'c, H> {
    stream: TcpStream,
    peer: String,
    handler: H,
    config: &'c ServerConfig,
    /// `kInitServer` was answered.
    initialized: bool,
}

impl<'c, H: SessionHandler> Serving<'c, H> {
    pub(super) fn new(stream: TcpStream, peer: String, handler: H, config: &'c ServerConfig) -> Self {
        Self { stream, peer, handler, config, initialized: false }
    }

    /// Serves packets until the client ends the session, an error ends it, or `limit` passes
    /// (then TVM's `RPCSessionTimeoutError` is sent, as `server.py` `_serving` does).
    pub(super) async fn run(mut self, limit: Duration) -> Result<(), ServerError> {
        let deadline = Instant::now() + limit;
        loop {
            match tokio::time::timeout_at(deadline, self.step()).await {
                Ok(Ok(Step::Next)) => {}
                Ok(Ok(Step::End)) => return Ok(()),
                Ok(Err(e)) => return Err(e),
                Err(_) => {
                    let msg = format!(
                        "RPCSessionTimeoutError: Your {:?}s session has expired, try to increase the \"session_timeout\" value.",
                        limit.as_secs_f64()
                    );
                    let _ = self.send(&Packet::Exception(msg)).await;
                    return Err(ServerError::SessionTimeout { peer: self.peer, after: limit });
                }
            }
        }
    }

    async fn step(&mut self) -> Result<Step, ServerError> {
        let body = match self.read_packet().await? {
            Read::Eof => return Ok(Step::End),
            Read::TooLarge(len) => {
                let max = self.config.max_packet_bytes;
                let msg = format!("ValueError: packet of {len} bytes exceeds this server's limit of {max} bytes; the session ends");
                let _ = self.send(&Packet::Exception(msg)).await;
                return Err(ServerError::PacketTooLarge { peer: self.peer.clone(), len, max });
            }
            Read::Body(b) => b,
        };
        let req = match decode_request(&body) {
            Ok(r) => r,
            Err(source) => {
                let _ = self.send(&Packet::Exception(format!("ValueError: malformed packet ({source}); the session ends"))).await;
                return Err(ServerError::Protocol { peer: self.peer.clone(), source });
            }
        };
        let reply = match self.dispatch(req).await {
            None => return Ok(Step::End),
            Some(Ok(p)) => p,
            Some(Err(e)) => Packet::Exception(e.to_string()),
        };
        self.send(&reply).await?;
        Ok(Step::Next)
    }

    /// Reads one packet: the first byte of its length within `idle_timeout` (a close there ends
    /// the session cleanly, as TVM's `CanCleanShutdown`), the rest within `packet_timeout`;
    /// lengths over `max_packet_bytes` are not read; zero lengths are skipped
    /// (`HandleNextEvent`).
    async fn read_packet(&mut self) -> Result<Read, ServerError> {
        let (idle, per_packet, max) = (self.config.idle_timeout, self.config.packet_timeout, self.config.max_packet_bytes);
        loop {
            let mut len = [0u8; 8];
            match tokio::time::timeout(idle, self.stream.read(&mut len[..1])).await {
                Err(_) => return Err(ServerError::Timeout { peer: self.peer.clone(), what: "idle", after: idle }),
                Ok(Ok(0)) => return Ok(Read::Eof),
                Ok(Ok(_)) => {}
                Ok(Err(source)) => return Err(ServerError::Io { peer: self.peer.clone(), source }),
            }
            let s = &mut self.stream;
            let rest = async {
                s.read_exact(&mut len[1..]).await?;
                Ok(u64::from_le_bytes(len))
            };
            let n = timed(&self.peer, "packet", per_packet, rest).await?;
            if n == 0 {
                continue;
            }
            if n > max {
                return Ok(Read::TooLarge(n));
            }
            let mut body = vec![0u8; n as usize];
            timed(&self.peer, "packet", per_packet, self.stream.read_exact(&mut body)).await?;
            return Ok(Read::Body(body));
        }
    }

    async fn send(&mut self, p: &Packet) -> Result<(), ServerError> {
        let bytes = p.encode();
        let t = self.config.write_timeout;
        timed(&self.peer, "write", t, self.stream.write_all(&bytes)).await
    }

    /// The reply to one request; `None` ends the session (`kShutdown`).
    async fn dispatch(&mut self, req: Request<'_>) -> Option<Result<Packet, HandlerError>> {
        let void = || Packet::Return(vec![WireValue::None]);
        Some(match req {
            Request::Shutdown => return None,
            Request::InitServer { version, args } => self.init_server(&version, &args).map(|()| void()),
            Request::Other { code } => Err(HandlerError::Unsupported(format!(
                "RPC code {code} is not a request (kReturn, kException and kCopyAck answer a server's own calls, which this server never makes)"
            ))),
            // `GetServingSession` (`rpc_endpoint.cc`) refuses every request before `kInitServer`.
            _ if !self.initialized => {
                Err(HandlerError::InvalidArgument("Need to call InitRemoteSession first before any further actions".into()))
            }
            Request::CallFunc { handle, args } => match self.handler.call(handle, args).await {
                Ok(rv) => encode_call_return(&rv).map(Packet::Return).ok_or_else(|| {
                    HandlerError::Failed("the function returned a tensor without an object handle, which cannot be sent".into())
                }),
                Err(e) => Err(e),
            },
            Request::CopyToRemote { tensor, data } => match self.check_span(&tensor, data.len() as u64) {
                Ok(()) => self.handler.copy_to_remote(&tensor, data).await.map(|()| void()),
                Err(e) => Err(e),
            },
            Request::CopyFromRemote { tensor, nbytes } => self.copy_from_remote(&tensor, nbytes).await,
            Request::Syscall { code, args } => self.syscall(code, args).await.map(|v| Packet::Return(vec![v])),
        })
    }

    /// `HandleInitServer`: the version must be this protocol's, and only the local session is
    /// served (no constructor arguments).
    fn init_server(&mut self, version: &str, args: &[WireValue]) -> Result<(), HandlerError> {
        if self.initialized {
            return Err(HandlerError::InvalidArgument("Server has already been initialized".into()));
        }
        if version != PROTOCOL_VERSION {
            return Err(HandlerError::InvalidArgument(format!(
                "Client protocol version mismatch with the server  server protocol={PROTOCOL_VERSION}, client protocol={version}"
            )));
        }
        if let Some(ctor) = args.first() {
            return Err(HandlerError::Unsupported(format!(
                "session constructor {ctor:?}: this server serves the local session only (kInitServer without arguments)"
            )));
        }
        self.initialized = true;
        Ok(())
    }

    /// A copy of `nbytes` at `tensor.byte_offset` must lie inside the tensor (TVM's client checks
    /// the same, `RPCEndpoint::CopyToRemote`).
    fn check_span(&self, tensor: &WireTensor, nbytes: u64) -> Result<(), HandlerError> {
        let total = tensor.nbytes();
        match (total, tensor.byte_offset.checked_add(nbytes)) {
            (Some(total), Some(end)) if end <= total => Ok(()),
            _ => Err(HandlerError::InvalidArgument(format!(
                "a copy of {nbytes} bytes at offset {} does not fit a tensor of shape {:?} and {} bytes per element",
                tensor.byte_offset,
                tensor.shape,
                tensor.dtype.element_bytes()
            ))),
        }
    }

    async fn copy_from_remote(&mut self, tensor: &WireTensor, nbytes: u64) -> Result<Packet, HandlerError> {
        self.check_span(tensor, nbytes)?;
        let max = self.config.max_packet_bytes;
        if nbytes.saturating_add(4) > max {
            return Err(HandlerError::InvalidArgument(format!(
                "a copy of {nbytes} bytes exceeds this server's packet limit of {max} bytes"
            )));
        }
        let data = self.handler.copy_from_remote(tensor, nbytes).await?;
        if data.len() as u64 != nbytes {
            return Err(HandlerError::Failed(format!("the device returned {} bytes for a copy of {nbytes}", data.len())));
        }
        Ok(Packet::CopyAck(data))
    }

    /// The syscalls (`HandleSyscall`), each with TVM's argument shapes (`RPCClientSession`).
    async fn syscall(&mut self, code: RpcCode, args: Vec<WireValue>) -> Result<WireValue, HandlerError> {
        use WireValue as V;
        let h = &mut self.handler;
        match (code, args.as_slice()) {
            (RpcCode::GetGlobalFunc, [V::Str(name)]) => Ok(V::Handle(h.get_global_func(name).await?.unwrap_or(0))),
            (RpcCode::FreeHandle, [V::Handle(x)]) => h.free_handle(*x).await.map(|()| V::None),
            (RpcCode::DevSetDevice, [V::Device(d)]) => h.set_device(*d).await.map(|()| V::None),
            (RpcCode::DevGetAttr, [V::Device(d), V::Int(kind)]) => {
                let kind = i32::try_from(*kind).map_err(|_| HandlerError::InvalidArgument(format!("device attribute {kind}")))?;
                h.device_attr(*d, kind).await
            }
            (RpcCode::DevAllocDataWithScope, [V::Tensor(t), scope @ (V::None | V::Str(_))]) => {
                let scope = match scope {
                    V::Str(s) => Some(s.as_str()),
                    _ => None,
                };
                if t.nbytes().is_none() {
                    return Err(HandlerError::InvalidArgument(format!("tensor shape {:?} (a negative extent or an overflow)", t.shape)));
                }
                match h.alloc_tensor(t, scope).await? {
                    0 => Err(HandlerError::Failed("the device returned a null data pointer".into())),
                    p => Ok(V::Handle(p)),
                }
            }
            (RpcCode::DevFreeData, [V::Device(d), V::Handle(p)]) => h.free_data(*d, *p).await.map(|()| V::None),
            (RpcCode::DevStreamSync, [V::Device(d), s @ (V::Handle(_) | V::None)]) => {
                let stream = if let V::Handle(s) = s { *s } else { 0 };
                h.stream_sync(*d, stream).await.map(|()| V::None)
            }
            (
                RpcCode::GetGlobalFunc
                | RpcCode::FreeHandle
                | RpcCode::DevSetDevice
                | RpcCode::DevGetAttr
                | RpcCode::DevAllocDataWithScope
                | RpcCode::DevFreeData
                | RpcCode::DevStreamSync,
                _,
            ) => Err(HandlerError::InvalidArgument(format!("{} with arguments of the wrong type or count: {args:?}", code.name()))),
            _ => Err(HandlerError::Unsupported(format!(
                "{} is not served by this server (streams, workspace allocation and copies among remote tensors are not)",
                code.name()
            ))),
        }
    }
}

async fn timed<T>(
    peer: &str,
    what: &'static str,
    after: Duration,
    f: impl std::future::Future<Output = std::io::Result<T>>,
) -> Result<T, ServerError> {
    let peer = peer.to_owned();
    within(after, f).await.map_err(|e| match e {
        Failure::TimedOut => ServerError::Timeout { peer, what, after },
        Failure::Eof => ServerError::Closed { peer, during: what },
        Failure::Io(source) => ServerError::Io { peer, source },
    })
}
