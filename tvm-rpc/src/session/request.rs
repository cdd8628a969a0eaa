//! The packets of a session in both directions, for both ends: the requests a client sends
//! ([`Request`]: encoded by [`crate::Session`], decoded by [`crate::server`] with
//! [`decode_request`], also the `rpc_server` fuzz target's entry point), the replies a server
//! sends ([`Packet::encode`]; [`super::codec::decode_packet`] reads them), and the return
//! convention of `kCallFunc` ([`encode_call_return`] / [`decode_call_return`]).
//!
//! Layouts, from apache/tvm `src/runtime/rpc/rpc_endpoint.cc` (client: `RPCEndpoint::CallFunc`,
//! `InitRemoteSession`, `CopyToRemote`, `CopyFromRemote`, `syscall_remote_`; server:
//! `EventHandler::HandleProcessPacket` and its `Handle*` methods) and
//! `src/runtime/rpc/minrpc/rpc_reference.h` (`ReturnVoid`, `ReturnException`, `ReturnPackedSeq`):
//!
//! | code | body after the `i32` code |
//! |---|---|
//! | `kShutdown` | nothing |
//! | `kInitServer` | `u64` length + protocol version (`"0.8.0"`), packed constructor arguments |
//! | `kCallFunc` | `u64` function handle, packed arguments |
//! | `kCopyFromRemote` | DLTensor, `u64` byte count |
//! | `kCopyToRemote` | DLTensor, `u64` byte count, the bytes |
//! | syscalls (`kGetGlobalFunc` … `kDevGetCurrentStream`) | packed arguments |
//! | `kReturn` | packed values (`kCallFunc`: `[type index, value]`, a tensor `[70, DLTensor, handle]`) |
//! | `kException` | packed `[raw string]` |
//! | `kCopyAck` | the bytes, without a length |

use super::codec::{type_index, Packet, Reader, RpcCode, WireTensor, WireValue, Writer};
use super::{RemoteFunc, RemoteModule, RemoteObject, RemoteTensor, RetValue};
use crate::error::PacketError;

/// A packet a client sends a server, decoded (borrowing the body where it can).
#[derive(Debug, Clone, PartialEq)]
pub enum Request<'a> {
    /// `kShutdown`: the session ends, no reply.
    Shutdown,
    /// `kInitServer`: the client's protocol version and the session constructor's arguments
    /// (none: TVM's `rpc.LocalSession`).
    InitServer {
        /// The client's `kRPCProtocolVer` (lossy UTF-8).
        version: String,
        /// Constructor name and arguments; empty for the local session.
        args: Vec<WireValue>,
    },
    /// `kCallFunc`: call the function behind `handle`.
    CallFunc {
        /// A handle the server gave out (`kGetGlobalFunc`, or a returned function).
        handle: u64,
        /// The arguments.
        args: Vec<WireValue>,
    },
    /// `kCopyFromRemote`: `nbytes` of `tensor` back, answered by `kCopyAck`.
    CopyFromRemote {
        /// Where to read (`byte_offset` included).
        tensor: WireTensor,
        /// How many bytes.
        nbytes: u64,
    },
    /// `kCopyToRemote`: `data` into `tensor`, answered by a void return.
    CopyToRemote {
        /// Where to write (`byte_offset` included).
        tensor: WireTensor,
        /// The bytes (their count is the packet's `u64`).
        data: &'a [u8],
    },
    /// A syscall (`kGetGlobalFunc` and the codes after it): packed arguments, answered by one
    /// returned value.
    Syscall {
        /// Which syscall.
        code: RpcCode,
        /// Its arguments.
        args: Vec<WireValue>,
    },
    /// A code no client sends a server (`kNone`, `kReturn`, `kException`, `kCopyAck`, or no
    /// RPC code at all); its body is not read.
    Other {
        /// The code as received.
        code: i32,
    },
}

impl Request<'_> {
    /// The packet's bytes, length prefix included.
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let mut w;
        match self {
            Self::Shutdown => w = Writer::packet(RpcCode::Shutdown),
            Self::InitServer { version, args } => {
                w = Writer::packet(RpcCode::InitServer);
                w.bytes(version.as_bytes());
                w.packed_seq(args);
            }
            Self::CallFunc { handle, args } => {
                w = Writer::packet(RpcCode::CallFunc);
                w.u64(*handle);
                w.packed_seq(args);
            }
            Self::CopyFromRemote { tensor, nbytes } => {
                w = Writer::packet(RpcCode::CopyFromRemote);
                w.tensor(tensor);
                w.u64(*nbytes);
            }
            Self::CopyToRemote { tensor, data } => {
                w = Writer::packet(RpcCode::CopyToRemote);
                w.tensor(tensor);
                w.bytes(data);
            }
            Self::Syscall { code, args } => {
                w = Writer::packet(*code);
                w.packed_seq(args);
            }
            Self::Other { code } => {
                w = Writer(Vec::with_capacity(12));
                w.u64(0);
                w.i32(*code);
            }
        }
        w.finish()
    }
}

/// Decodes a packet body a client sends (the bytes after the 8-byte length). Codes a client never
/// sends are [`Request::Other`] (their body unread); a known code whose body is malformed or has
/// bytes left over is a [`PacketError`]. Never panics; allocations are bounded by `body.len()`.
///
/// # Errors
/// [`PacketError`] saying what is wrong and where.
pub fn decode_request(body: &[u8]) -> Result<Request<'_>, PacketError> {
    let mut r = Reader::new(body);
    let raw = r.i32()?;
    let Some(code) = RpcCode::from_i32(raw) else { return Ok(Request::Other { code: raw }) };
    let req = match code {
        RpcCode::Shutdown => Request::Shutdown,
        RpcCode::InitServer => {
            let version = String::from_utf8_lossy(r.blob()?).into_owned();
            Request::InitServer { version, args: r.packed_seq()? }
        }
        RpcCode::CallFunc => Request::CallFunc { handle: r.u64()?, args: r.packed_seq()? },
        RpcCode::CopyFromRemote => Request::CopyFromRemote { tensor: r.tensor()?, nbytes: r.u64()? },
        RpcCode::CopyToRemote => Request::CopyToRemote { tensor: r.tensor()?, data: r.blob()? },
        RpcCode::Return | RpcCode::Exception | RpcCode::CopyAck => return Ok(Request::Other { code: raw }),
        code => Request::Syscall { code, args: r.packed_seq()? },
    };
    r.end()?;
    Ok(req)
}

impl Packet {
    /// The packet's bytes, length prefix included, as a TVM server writes them
    /// (`ReturnPackedSeq`, `ReturnException`, `HandleCopyFromRemote`'s copy ack).
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let mut w;
        match self {
            Self::Return(values) => {
                w = Writer::packet(RpcCode::Return);
                w.packed_seq(values);
            }
            Self::Exception(message) => {
                w = Writer::packet(RpcCode::Exception);
                w.packed_seq(&[WireValue::Str(message.clone())]);
            }
            Self::CopyAck(data) => {
                w = Writer::packet(RpcCode::CopyAck);
                w.raw(data);
            }
            Self::Shutdown => w = Writer::packet(RpcCode::Shutdown),
        }
        w.finish()
    }
}

/// Encodes what a called function returned as TVM's server does (`rpc_local_session.cc`
/// `LocalSession::EncodeReturn`): `[type index, value]`; strings as raw strings, bytes as a byte
/// array, functions, modules and other objects as their handle; a tensor as `[70, DLTensor,
/// handle]`. `None` for a [`RetValue::Tensor`] without an object handle (one from
/// `Session::alloc_tensor`, which only a client holds).
#[must_use]
pub fn encode_call_return(v: &RetValue) -> Option<Vec<WireValue>> {
    use type_index as t;
    let ti = |i: i32| WireValue::Int(i.into());
    Some(match v {
        RetValue::None => vec![ti(t::NONE), WireValue::None],
        RetValue::Int(i) => vec![ti(t::INT), WireValue::Int(*i)],
        RetValue::Bool(b) => vec![ti(t::BOOL), WireValue::Bool(*b)],
        RetValue::Float(f) => vec![ti(t::FLOAT), WireValue::Float(*f)],
        RetValue::Handle(h) => vec![ti(t::OPAQUE_PTR), WireValue::Handle(*h)],
        RetValue::DataType(d) => vec![ti(t::DATA_TYPE), WireValue::DataType(*d)],
        RetValue::Device(d) => vec![ti(t::DEVICE), WireValue::Device(*d)],
        RetValue::Str(s) => vec![ti(t::STR), WireValue::Str(s.clone())],
        RetValue::Bytes(b) => vec![ti(t::BYTES), WireValue::Bytes(b.clone())],
        RetValue::Func(f) => vec![ti(t::FUNCTION), WireValue::Handle(f.0)],
        RetValue::Module(m) => vec![ti(t::MODULE), WireValue::Handle(m.0)],
        RetValue::Tensor(x) => vec![ti(t::TENSOR), WireValue::Tensor(x.wire.clone()), WireValue::Handle(x.object?)],
        RetValue::Object(o) => vec![ti(o.type_index), WireValue::Handle(o.handle)],
    })
}

/// Decodes a `kCallFunc` return: `[type index, value]`, or `[70, DLTensor, handle]` for a
/// tensor (`LocalSession::EncodeReturn`, read as `rpc_module.cc`
/// `RPCWrappedFunc::WrapRemoteReturnToValue` does). `None` when the shape is not one of those.
#[must_use]
pub fn decode_call_return(v: Vec<WireValue>) -> Option<RetValue> {
    use type_index as t;
    let mut it = v.into_iter();
    let Some(WireValue::Int(ti)) = it.next() else { return None };
    let ti = i32::try_from(ti).ok()?;
    let rest: Vec<WireValue> = it.collect();
    Some(match (ti, rest.as_slice()) {
        (t::NONE, [_]) => RetValue::None,
        (t::FUNCTION, [WireValue::Handle(h)]) => RetValue::Func(RemoteFunc(*h)),
        (t::MODULE, [WireValue::Handle(h)]) => RetValue::Module(RemoteModule(*h)),
        (t::TENSOR | t::DL_TENSOR_PTR, [WireValue::Tensor(w), WireValue::Handle(h)]) => {
            RetValue::Tensor(RemoteTensor { wire: w.clone(), object: Some(*h) })
        }
        (_, [WireValue::Str(s)]) => RetValue::Str(s.clone()),
        (_, [WireValue::Bytes(b)]) => RetValue::Bytes(b.clone()),
        (ti, [WireValue::Handle(h)]) if ti >= t::OBJECT => RetValue::Object(RemoteObject { type_index: ti, handle: *h }),
        (_, [WireValue::None]) => RetValue::None,
        (_, [WireValue::Int(i)]) => RetValue::Int(*i),
        (_, [WireValue::Bool(b)]) => RetValue::Bool(*b),
        (_, [WireValue::Float(f)]) => RetValue::Float(*f),
        (_, [WireValue::Handle(h)]) => RetValue::Handle(*h),
        (_, [WireValue::Device(d)]) => RetValue::Device(*d),
        (_, [WireValue::DataType(d)]) => RetValue::DataType(*d),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::codec::decode_packet;
    use crate::{DataType, Device};

    #[test]
    fn requests_round_trip_and_unknown_codes_are_other() {
        let t = WireTensor { data: 0x10, device: Device::cpu(0), dtype: DataType::F32, shape: vec![4], byte_offset: 0 };
        let reqs = vec![
            Request::Shutdown,
            Request::InitServer { version: "0.8.0".into(), args: vec![] },
            Request::CallFunc { handle: 7, args: vec![WireValue::Int(3), WireValue::Str("x".into())] },
            Request::CopyFromRemote { tensor: t.clone(), nbytes: 16 },
            Request::CopyToRemote { tensor: t, data: &[1, 2, 3] },
            Request::Syscall { code: RpcCode::GetGlobalFunc, args: vec![WireValue::Str("f".into())] },
            Request::Other { code: 99 },
        ];
        for r in reqs {
            let bytes = r.encode();
            assert_eq!(u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize, bytes.len() - 8);
            assert_eq!(decode_request(&bytes[8..]).unwrap(), r);
        }
        // A return sent to a server is not a request; its body is not read.
        assert_eq!(decode_request(&[4, 0, 0, 0, 9]).unwrap(), Request::Other { code: 4 });
        let mut call = Request::CallFunc { handle: 1, args: vec![] }.encode();
        call.push(0);
        assert_eq!(decode_request(&call[8..]).unwrap_err(), PacketError::TrailingBytes(1));
        assert!(matches!(decode_request(&[3, 0, 0, 0, 1]), Err(PacketError::Truncated { .. })));
    }

    #[test]
    fn call_returns_round_trip_through_the_wire() {
        let wire = WireTensor { data: 0x20, device: Device::cpu(0), dtype: DataType::I32, shape: vec![2, 2], byte_offset: 0 };
        let values = vec![
            RetValue::None,
            RetValue::Int(-3),
            RetValue::Bool(true),
            RetValue::Float(0.5),
            RetValue::Handle(9),
            RetValue::DataType(DataType::U8),
            RetValue::Device(Device { device_type: 4, device_id: 1 }),
            RetValue::Str("héllo".into()),
            RetValue::Bytes(vec![0, 255]),
            RetValue::Func(RemoteFunc(5)),
            RetValue::Module(RemoteModule(6)),
            RetValue::Tensor(RemoteTensor { wire: wire.clone(), object: Some(8) }),
            RetValue::Object(RemoteObject { type_index: 71, handle: 10 }),
        ];
        for v in values {
            let packet = Packet::Return(encode_call_return(&v).unwrap()).encode();
            let Packet::Return(back) = decode_packet(&packet[8..]).unwrap() else { panic!("not a return") };
            assert_eq!(decode_call_return(back), Some(v));
        }
        assert_eq!(encode_call_return(&RetValue::Tensor(RemoteTensor { wire, object: None })), None);
        for p in [Packet::Exception("ValueError: no".into()), Packet::CopyAck(vec![1, 2, 3]), Packet::Shutdown] {
            assert_eq!(decode_packet(&p.encode()[8..]).unwrap(), p);
        }
    }
}
