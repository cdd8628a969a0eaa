//! `RPCCode`, the first `i32` of every session packet after its length
//! (`src/runtime/rpc/minrpc/rpc_reference.h`): the codes both ends send, with TVM's names.

/// `RPCCode` (`src/runtime/rpc/minrpc/rpc_reference.h`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(i32)]
pub enum RpcCode {
    /// `kShutdown`: the client ends the session (no reply).
    Shutdown = 1,
    /// `kInitServer`: version string + constructor arguments, answered by a void return.
    InitServer = 2,
    /// `kCallFunc`: `u64` function handle + packed arguments.
    CallFunc = 3,
    /// `kReturn`: packed return values.
    Return = 4,
    /// `kException`: one raw string, the remote error.
    Exception = 5,
    /// `kCopyFromRemote`: a DLTensor + `u64` byte count, answered by `kCopyAck` + the bytes.
    CopyFromRemote = 6,
    /// `kCopyToRemote`: a DLTensor + `u64` byte count + the bytes, answered by a void return.
    CopyToRemote = 7,
    /// `kCopyAck`: the bytes of a `kCopyFromRemote`.
    CopyAck = 8,
    /// `kGetGlobalFunc` (first syscall): a name → an opaque function handle, or none.
    GetGlobalFunc = 9,
    /// `kFreeHandle`: decrements a remote object's reference count.
    FreeHandle = 10,
    /// `kDevSetDevice`: device → none.
    DevSetDevice = 11,
    /// `kDevGetAttr`: device, attribute kind → value.
    DevGetAttr = 12,
    /// `kDevAllocData`: device, byte count, alignment, type hint → data pointer (workspaces).
    DevAllocData = 13,
    /// `kDevFreeData`: device, data pointer.
    DevFreeData = 14,
    /// `kDevStreamSync`: device, stream → none, once the device's work is done.
    DevStreamSync = 15,
    /// `kCopyAmongRemote`: two DLTensors and a stream, a copy inside the server.
    CopyAmongRemote = 16,
    /// `kDevAllocDataWithScope`: a DLTensor template + memory scope (or none) → data pointer.
    DevAllocDataWithScope = 17,
    /// `kDevCreateStream`: device → stream.
    DevCreateStream = 18,
    /// `kDevFreeStream`: device, stream.
    DevFreeStream = 19,
    /// `kDevSetStream`: device, stream.
    DevSetStream = 20,
    /// `kDevGetCurrentStream`: device → stream.
    DevGetCurrentStream = 21,
}

impl RpcCode {
    /// The code with this value (`kNone` = 0 and values past `kDevGetCurrentStream` are none).
    #[must_use]
    pub fn from_i32(v: i32) -> Option<Self> {
        use RpcCode as C;
        Some(match v {
            1 => C::Shutdown,
            2 => C::InitServer,
            3 => C::CallFunc,
            4 => C::Return,
            5 => C::Exception,
            6 => C::CopyFromRemote,
            7 => C::CopyToRemote,
            8 => C::CopyAck,
            9 => C::GetGlobalFunc,
            10 => C::FreeHandle,
            11 => C::DevSetDevice,
            12 => C::DevGetAttr,
            13 => C::DevAllocData,
            14 => C::DevFreeData,
            15 => C::DevStreamSync,
            16 => C::CopyAmongRemote,
            17 => C::DevAllocDataWithScope,
            18 => C::DevCreateStream,
            19 => C::DevFreeStream,
            20 => C::DevSetStream,
            21 => C::DevGetCurrentStream,
            _ => return None,
        })
    }

    /// TVM's name of the code (`rpc_reference.h` `RPCCodeToString`), e.g. `kCopyAmongRemote`.
    #[must_use]
    pub fn name(self) -> &'static str {
        use RpcCode as C;
        match self {
            C::Shutdown => "kShutdown",
            C::InitServer => "kInitServer",
            C::CallFunc => "kCallFunc",
            C::Return => "kReturn",
            C::Exception => "kException",
            C::CopyFromRemote => "kCopyFromRemote",
            C::CopyToRemote => "kCopyToRemote",
            C::CopyAck => "kCopyAck",
            C::GetGlobalFunc => "kGetGlobalFunc",
            C::FreeHandle => "kFreeHandle",
            C::DevSetDevice => "kDevSetDevice",
            C::DevGetAttr => "kDevGetAttr",
            C::DevAllocData => "kDevAllocData",
            C::DevFreeData => "kDevFreeData",
            C::DevStreamSync => "kDevStreamSync",
            C::CopyAmongRemote => "kCopyAmongRemote",
            C::DevAllocDataWithScope => "kDevAllocDataWithScope",
            C::DevCreateStream => "kDevCreateStream",
            C::DevFreeStream => "kDevFreeStream",
            C::DevSetStream => "kDevSetStream",
            C::DevGetCurrentStream => "kDevGetCurrentStream",
        }
    }
}
