//! The session packets of TVM 0.27's RPC protocol, as bytes: what [`super::Session`] sends and
//! the decoder of what it receives (also the fuzz target's entry point, [`decode_packet`]).
//!
//! Every packet is `u64 nbytes` (little-endian, excluding itself) + `i32 code` + payload
//! (`rpc_endpoint.cc` `RPCEndpoint::CallFunc`, `InitRemoteSession`, `CopyToRemote`,
//! `CopyFromRemote`, `syscall_remote_`). A packed argument sequence is `i32 num_args`, then per
//! argument an `i32` tvm-ffi type index and its value (`src/runtime/rpc/minrpc/rpc_reference.h`
//! `RPCReference::SendPackedSeq` / `RecvPackedSeq`, the encoding from TVM 0.21 on; type indices
//! from tvm-ffi `include/tvm/ffi/c_api.h` `TVMFFITypeIndex`). All integers are little-endian.

pub use super::code::RpcCode;
use crate::error::PacketError;

/// tvm-ffi type indices used on the wire (`c_api.h` `TVMFFITypeIndex`).
pub mod type_index {
    /// `kTVMFFINone`.
    pub const NONE: i32 = 0;
    /// `kTVMFFIInt` (`i64`).
    pub const INT: i32 = 1;
    /// `kTVMFFIBool` (`i64` 0/1).
    pub const BOOL: i32 = 2;
    /// `kTVMFFIFloat` (`f64` bits).
    pub const FLOAT: i32 = 3;
    /// `kTVMFFIOpaquePtr` (`u64`).
    pub const OPAQUE_PTR: i32 = 4;
    /// `kTVMFFIDataType` (`DLDataType` + 4 bytes padding).
    pub const DATA_TYPE: i32 = 5;
    /// `kTVMFFIDevice` (`DLDevice`, two `i32`).
    pub const DEVICE: i32 = 6;
    /// `kTVMFFIDLTensorPtr` (the DLTensor wire form).
    pub const DL_TENSOR_PTR: i32 = 7;
    /// `kTVMFFIRawStr` (`u64` length + bytes).
    pub const RAW_STR: i32 = 8;
    /// `kTVMFFIByteArrayPtr` (`u64` length + bytes).
    pub const BYTE_ARRAY_PTR: i32 = 9;
    /// `kTVMFFISmallStr`.
    pub const SMALL_STR: i32 = 11;
    /// `kTVMFFISmallBytes`.
    pub const SMALL_BYTES: i32 = 12;
    /// `kTVMFFIStaticObjectBegin` / `kTVMFFIObject`.
    pub const OBJECT: i32 = 64;
    /// `kTVMFFIStr`.
    pub const STR: i32 = 65;
    /// `kTVMFFIBytes`.
    pub const BYTES: i32 = 66;
    /// `kTVMFFIFunction`.
    pub const FUNCTION: i32 = 68;
    /// `kTVMFFITensor`.
    pub const TENSOR: i32 = 70;
    /// `kTVMFFIModule`.
    pub const MODULE: i32 = 73;
    /// `kRuntimeRPCObjectRef` = `kTVMFFIDynObjectBegin - 13` (`src/runtime/rpc/rpc_session.h`).
    pub const RPC_OBJECT_REF: i32 = 115;
}

/// A DLPack device (`DLDevice`): device type (`kDLCPU` = 1, `kDLCUDA` = 2, `kDLOpenCL` = 4,
/// `kDLVulkan` = 7, …) and ordinal. Sent without TVM's session mask (the server's own numbering).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Device {
    /// `DLDeviceType`.
    pub device_type: i32,
    /// Device ordinal.
    pub device_id: i32,
}

impl Device {
    /// `kDLCPU`, ordinal `id`.
    #[must_use]
    pub const fn cpu(id: i32) -> Self {
        Self { device_type: 1, device_id: id }
    }
}

/// A DLPack element type (`DLDataType`): code (`kDLInt` 0, `kDLUInt` 1, `kDLFloat` 2, `kDLBfloat`
/// 4), bits, lanes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DataType {
    /// `DLDataTypeCode`.
    pub code: u8,
    /// Bits per lane.
    pub bits: u8,
    /// Lanes (1 for scalars).
    pub lanes: u16,
}

impl DataType {
    /// `float32`.
    pub const F32: Self = Self { code: 2, bits: 32, lanes: 1 };
    /// `float64`.
    pub const F64: Self = Self { code: 2, bits: 64, lanes: 1 };
    /// `int32`.
    pub const I32: Self = Self { code: 0, bits: 32, lanes: 1 };
    /// `int64`.
    pub const I64: Self = Self { code: 0, bits: 64, lanes: 1 };
    /// `uint8`.
    pub const U8: Self = Self { code: 1, bits: 8, lanes: 1 };

    /// Bytes per element, `(bits * lanes + 7) / 8` (`rpc_endpoint.cc` `HandleCopyFromRemote`).
    #[must_use]
    pub fn element_bytes(self) -> u64 {
        (u64::from(self.bits) * u64::from(self.lanes)).div_ceil(8)
    }
}

/// A DLTensor as it travels (`rpc_reference.h` `SendDLTensor` / `ReceiveDLTensor`): remote data
/// pointer, device, dtype, shape (the wire has no strides: contiguous only) and byte offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireTensor {
    /// The remote data pointer.
    pub data: u64,
    /// Where the data lives.
    pub device: Device,
    /// Element type.
    pub dtype: DataType,
    /// Extents, outermost first.
    pub shape: Vec<i64>,
    /// Offset of the first element from `data`, bytes.
    pub byte_offset: u64,
}

impl WireTensor {
    /// Total bytes (`prod(shape) * element_bytes`), `None` on overflow or a negative extent.
    #[must_use]
    pub fn nbytes(&self) -> Option<u64> {
        self.shape.iter().try_fold(self.dtype.element_bytes(), |acc, &d| u64::try_from(d).ok().and_then(|d| acc.checked_mul(d)))
    }
}

/// One value of a packed sequence, decoded (what a peer sends back) or to encode.
#[derive(Debug, Clone, PartialEq)]
pub enum WireValue {
    /// `kTVMFFINone`.
    None,
    /// `kTVMFFIInt`.
    Int(i64),
    /// `kTVMFFIBool`.
    Bool(bool),
    /// `kTVMFFIFloat`.
    Float(f64),
    /// `kTVMFFIOpaquePtr`: a remote pointer or object handle.
    Handle(u64),
    /// `kTVMFFIDataType`.
    DataType(DataType),
    /// `kTVMFFIDevice`.
    Device(Device),
    /// `kTVMFFIDLTensorPtr`.
    Tensor(WireTensor),
    /// `kTVMFFIRawStr`, or an ffi `Str` object (65 twice, then the bytes): UTF-8 text (lossy).
    Str(String),
    /// `kTVMFFIByteArrayPtr`, or an ffi `Bytes` object.
    Bytes(Vec<u8>),
    /// A remote object handle sent as `kTVMFFIFunction` / `kTVMFFIModule` (client to server) or
    /// as `kRuntimeRPCObjectRef` (the type index, the handle).
    Object(i32, u64),
}

/// A decoded packet body (after the 8-byte length).
#[derive(Debug, Clone, PartialEq)]
pub enum Packet {
    /// `kReturn` with its values.
    Return(Vec<WireValue>),
    /// `kException` with TVM's message.
    Exception(String),
    /// `kCopyAck` with the copied bytes.
    CopyAck(Vec<u8>),
    /// `kShutdown` (a server never sends it to a client; decoded for completeness).
    Shutdown,
}

/// Appends little-endian values to a packet under construction.
#[derive(Debug, Default)]
pub struct Writer(pub Vec<u8>);

impl Writer {
    /// Starts a packet with a placeholder length and `code`.
    #[must_use]
    pub fn packet(code: RpcCode) -> Self {
        let mut w = Self(Vec::with_capacity(64));
        w.u64(0);
        w.i32(code as i32);
        w
    }
    /// Writes the length prefix and returns the bytes to send.
    #[must_use]
    pub fn finish(mut self) -> Vec<u8> {
        let n = (self.0.len() - 8) as u64;
        self.0[..8].copy_from_slice(&n.to_le_bytes());
        self.0
    }
    /// `i32`.
    pub fn i32(&mut self, v: i32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// `u64`.
    pub fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// `u64` length + bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.extend_from_slice(b);
    }
    /// Bytes as they are, without a length (a `kCopyAck`'s payload).
    pub fn raw(&mut self, b: &[u8]) {
        self.0.extend_from_slice(b);
    }
    /// A DLTensor (`SendDLTensor`): data, device, ndim, dtype, shape, byte_offset.
    pub fn tensor(&mut self, t: &WireTensor) {
        self.u64(t.data);
        self.device(t.device);
        self.i32(t.shape.len() as i32);
        self.dtype(t.dtype);
        for &d in &t.shape {
            self.0.extend_from_slice(&d.to_le_bytes());
        }
        self.u64(t.byte_offset);
    }
    fn device(&mut self, d: Device) {
        self.i32(d.device_type);
        self.i32(d.device_id);
    }
    fn dtype(&mut self, t: DataType) {
        self.0.push(t.code);
        self.0.push(t.bits);
        self.0.extend_from_slice(&t.lanes.to_le_bytes());
    }
    /// A packed sequence (`SendPackedSeq` in client mode).
    pub fn packed_seq(&mut self, values: &[WireValue]) {
        self.i32(values.len() as i32);
        for v in values {
            self.value(v);
        }
    }
    fn value(&mut self, v: &WireValue) {
        use type_index as t;
        match v {
            WireValue::None => self.i32(t::NONE),
            WireValue::Int(i) => {
                self.i32(t::INT);
                self.0.extend_from_slice(&i.to_le_bytes());
            }
            WireValue::Bool(b) => {
                self.i32(t::BOOL);
                self.0.extend_from_slice(&i64::from(*b).to_le_bytes());
            }
            WireValue::Float(f) => {
                self.i32(t::FLOAT);
                self.0.extend_from_slice(&f.to_le_bytes());
            }
            WireValue::Handle(h) => {
                self.i32(t::OPAQUE_PTR);
                self.u64(*h);
            }
            WireValue::DataType(d) => {
                self.i32(t::DATA_TYPE);
                self.dtype(*d);
                self.i32(0);
            }
            WireValue::Device(d) => {
                self.i32(t::DEVICE);
                self.device(*d);
            }
            WireValue::Tensor(x) => {
                self.i32(t::DL_TENSOR_PTR);
                self.tensor(x);
            }
            WireValue::Str(s) => {
                self.i32(t::RAW_STR);
                self.bytes(s.as_bytes());
            }
            WireValue::Bytes(b) => {
                self.i32(t::BYTE_ARRAY_PTR);
                self.bytes(b);
            }
            WireValue::Object(ti, h) => {
                self.i32(*ti);
                if *ti == t::RPC_OBJECT_REF {
                    self.i32(*ti);
                }
                self.u64(*h);
            }
        }
    }
}

/// Reads little-endian values from a packet body; every read checks the bytes left.
#[derive(Debug)]
pub struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Reads `buf` from the start.
    #[must_use]
    pub fn new(buf: &'a [u8]) -> Self {
        Self { buf, pos: 0 }
    }
    /// Bytes not yet read.
    #[must_use]
    pub fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }
    /// The next `n` bytes, borrowed from the packet.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], PacketError> {
        if self.remaining() < n {
            return Err(PacketError::Truncated { at: self.pos, need: n });
        }
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    fn arr<const N: usize>(&mut self) -> Result<[u8; N], PacketError> {
        Ok(self.take(N)?.try_into().expect("N bytes"))
    }
    /// `i32`.
    pub fn i32(&mut self) -> Result<i32, PacketError> {
        Ok(i32::from_le_bytes(self.arr()?))
    }
    /// `u64`.
    pub fn u64(&mut self) -> Result<u64, PacketError> {
        Ok(u64::from_le_bytes(self.arr()?))
    }
    fn i64(&mut self) -> Result<i64, PacketError> {
        Ok(i64::from_le_bytes(self.arr()?))
    }
    /// `u64` length + that many bytes, borrowed from the packet; the length is checked against
    /// the bytes left.
    pub fn blob(&mut self) -> Result<&'a [u8], PacketError> {
        let n = self.u64()?;
        let n =
            usize::try_from(n).ok().filter(|&n| n <= self.remaining()).ok_or(PacketError::BadCount { what: "byte length", n: n as i64 })?;
        self.take(n)
    }
    fn device(&mut self) -> Result<Device, PacketError> {
        Ok(Device { device_type: self.i32()?, device_id: self.i32()? })
    }
    fn dtype(&mut self) -> Result<DataType, PacketError> {
        let [code, bits, l0, l1] = self.arr()?;
        Ok(DataType { code, bits, lanes: u16::from_le_bytes([l0, l1]) })
    }
    /// A DLTensor (`ReceiveDLTensor`); `ndim` is bounded by the bytes left.
    pub fn tensor(&mut self) -> Result<WireTensor, PacketError> {
        let data = self.u64()?;
        let device = self.device()?;
        let ndim = self.i32()?;
        let dtype = self.dtype()?;
        let n = usize::try_from(ndim)
            .ok()
            .filter(|&n| n <= self.remaining() / 8)
            .ok_or(PacketError::BadCount { what: "ndim", n: ndim.into() })?;
        let shape = (0..n).map(|_| self.i64()).collect::<Result<_, _>>()?;
        Ok(WireTensor { data, device, dtype, shape, byte_offset: self.u64()? })
    }
    /// A packed sequence (`RecvPackedSeq`); `num_args` is bounded by the bytes left (4 per value
    /// at least).
    pub fn packed_seq(&mut self) -> Result<Vec<WireValue>, PacketError> {
        let num = self.i32()?;
        let n = usize::try_from(num)
            .ok()
            .filter(|&n| n <= self.remaining() / 4)
            .ok_or(PacketError::BadCount { what: "num_args", n: num.into() })?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(self.value()?);
        }
        Ok(out)
    }
    fn value(&mut self) -> Result<WireValue, PacketError> {
        use type_index as t;
        let ti = self.i32()?;
        Ok(match ti {
            t::NONE => WireValue::None,
            t::INT => WireValue::Int(self.i64()?),
            t::BOOL => WireValue::Bool(self.i64()? != 0),
            t::FLOAT => WireValue::Float(f64::from_le_bytes(self.arr()?)),
            t::OPAQUE_PTR => WireValue::Handle(self.u64()?),
            t::DATA_TYPE => {
                let d = self.dtype()?;
                self.i32()?;
                WireValue::DataType(d)
            }
            t::DEVICE => WireValue::Device(self.device()?),
            t::DL_TENSOR_PTR => WireValue::Tensor(self.tensor()?),
            t::RAW_STR => WireValue::Str(String::from_utf8_lossy(self.blob()?).into_owned()),
            t::BYTE_ARRAY_PTR => WireValue::Bytes(self.blob()?.to_vec()),
            t::FUNCTION | t::MODULE => WireValue::Object(ti, self.u64()?),
            // `WriteFFIAny`: the object's own type index again, then its content.
            t::SMALL_STR | t::SMALL_BYTES | t::OBJECT.. => match self.i32()? {
                t::RPC_OBJECT_REF => WireValue::Object(t::RPC_OBJECT_REF, self.u64()?),
                t::STR => WireValue::Str(String::from_utf8_lossy(self.blob()?).into_owned()),
                t::BYTES => WireValue::Bytes(self.blob()?.to_vec()),
                other => return Err(PacketError::UnknownTypeIndex(other)),
            },
            other => return Err(PacketError::UnknownTypeIndex(other)),
        })
    }
    /// Fails unless every byte was read.
    pub fn end(&self) -> Result<(), PacketError> {
        match self.remaining() {
            0 => Ok(()),
            n => Err(PacketError::TrailingBytes(n)),
        }
    }
}

/// Decodes a packet body a server sends a client (the bytes after the 8-byte length): `kReturn`,
/// `kException`, `kCopyAck` or `kShutdown`; anything else (a request code, an unknown code,
/// bytes left over) is a [`PacketError`]. Never panics; allocations are bounded by `body.len()`.
///
/// # Errors
/// [`PacketError`] saying what is wrong and where.
pub fn decode_packet(body: &[u8]) -> Result<Packet, PacketError> {
    let mut r = Reader::new(body);
    let code = r.i32()?;
    let p = match code {
        c if c == RpcCode::Return as i32 => Packet::Return(r.packed_seq()?),
        c if c == RpcCode::Exception as i32 => {
            let mut v = r.packed_seq()?;
            match (v.pop(), v.is_empty()) {
                (Some(WireValue::Str(s)), true) => Packet::Exception(s),
                _ => return Err(PacketError::BadException),
            }
        }
        c if c == RpcCode::CopyAck as i32 => Packet::CopyAck(r.take(r.remaining())?.to_vec()),
        c if c == RpcCode::Shutdown as i32 => Packet::Shutdown,
        other => return Err(PacketError::UnexpectedCode(other)),
    };
    r.end()?;
    Ok(p)
}

/// Whether a reply to `kInitServer` is the void return of a peer from before TVM 0.21: `[1]`
/// then `kTVMNullptr` (type code 4) with no value — which in the 0.21+ encoding would be an
/// opaque pointer missing its 8 bytes. TVM ≤ 0.20 (`rpc_reference.h` `ReturnVoid` with
/// `TVMArgTypeCode`) answers so; TVM ≥ 0.21 answers `[1]` then `kTVMFFINone` (0).
#[must_use]
pub fn is_legacy_void_return(body: &[u8]) -> bool {
    body.len() == 12
        && body[..4] == (RpcCode::Return as i32).to_le_bytes()
        && body[4..8] == 1i32.to_le_bytes()
        && body[8..12] == 4i32.to_le_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_through_the_wire_form() {
        let t = WireTensor { data: 0xdead, device: Device::cpu(0), dtype: DataType::F32, shape: vec![2, 3], byte_offset: 8 };
        let vals = vec![
            WireValue::None,
            WireValue::Int(-5),
            WireValue::Bool(true),
            WireValue::Float(1.5),
            WireValue::Handle(77),
            WireValue::DataType(DataType::I64),
            WireValue::Device(Device { device_type: 4, device_id: 1 }),
            WireValue::Tensor(t),
            WireValue::Str("héllo".into()),
            WireValue::Bytes(vec![0, 1, 255]),
            WireValue::Object(type_index::MODULE, 9),
            WireValue::Object(type_index::RPC_OBJECT_REF, 10),
        ];
        let mut w = Writer::packet(RpcCode::Return);
        w.packed_seq(&vals);
        let bytes = w.finish();
        assert_eq!(u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize, bytes.len() - 8);
        assert_eq!(decode_packet(&bytes[8..]).unwrap(), Packet::Return(vals));
    }

    #[test]
    fn an_exception_packet_as_tvm_sends_it() {
        // `RPCReference::ReturnException`: code 5, one arg, kTVMFFIRawStr, u64 length, bytes.
        let mut b = Vec::new();
        for x in [5i32, 1, 8] {
            b.extend_from_slice(&x.to_le_bytes());
        }
        b.extend_from_slice(&3u64.to_le_bytes());
        b.extend_from_slice(b"bad");
        assert_eq!(decode_packet(&b).unwrap(), Packet::Exception("bad".into()));
        b.push(0);
        assert_eq!(decode_packet(&b).unwrap_err(), PacketError::TrailingBytes(1));
    }

    #[test]
    fn hostile_counts_are_refused_before_allocating() {
        let mut b = Vec::new();
        b.extend_from_slice(&4i32.to_le_bytes());
        b.extend_from_slice(&i32::MAX.to_le_bytes());
        assert!(matches!(decode_packet(&b), Err(PacketError::BadCount { what: "num_args", .. })));
        let mut b = Vec::new();
        for x in [4i32, 1, 9] {
            b.extend_from_slice(&x.to_le_bytes());
        }
        b.extend_from_slice(&u64::MAX.to_le_bytes());
        assert!(matches!(decode_packet(&b), Err(PacketError::BadCount { what: "byte length", .. })));
        assert_eq!(decode_packet(&3i32.to_le_bytes()).unwrap_err(), PacketError::UnexpectedCode(3));
        assert!(matches!(decode_packet(&[4, 0]), Err(PacketError::Truncated { .. })));
    }

    #[test]
    fn the_pre_021_void_return_is_recognised() {
        let mut old = Vec::new();
        for x in [4i32, 1, 4] {
            old.extend_from_slice(&x.to_le_bytes());
        }
        assert!(is_legacy_void_return(&old));
        let mut new = Vec::new();
        for x in [4i32, 1, 0] {
            new.extend_from_slice(&x.to_le_bytes());
        }
        assert!(!is_legacy_void_return(&new));
        assert_eq!(decode_packet(&new).unwrap(), Packet::Return(vec![WireValue::None]));
        // In the 0.21+ encoding the old reply is an opaque pointer without its value.
        assert!(matches!(decode_packet(&old), Err(PacketError::Truncated { .. })));
    }
}
