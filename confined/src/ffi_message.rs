//! The protocol between `ekb device` and its per-session **library host** (`ekb device-worker`,
//! [`crate::ffi_host`]): the frames of [`crate::frame`] (a JSON header, raw byte segments), one
//! request and one reply at a time, each reply echoing its request's id.
//!
//! The host holds what a stock TVM server's process holds for a session (`python/tvm/rpc/server.py`
//! with `rpc_local_session.cc` `LocalSession`): the uploaded files, the loaded TVM-FFI libraries,
//! their functions and the session's CPU tensors. Its handles and data pointers are what the
//! session's client sees; `ekb device` trusts none of them beyond passing them back.

use serde::{Deserialize, Serialize};

/// The protocol's version, sent in [`FfiReply::Hello`].
pub const FFI_PROTOCOL_VERSION: u32 = 1;

/// Largest upload name, in bytes (a file name on every Linux file system).
pub const MAX_UPLOAD_NAME_BYTES: usize = 255;

/// Whether `name` may name an uploaded file: one path component of 1..=[`MAX_UPLOAD_NAME_BYTES`]
/// bytes, no `/`, no NUL, not `.` or `..` (TVM's server joins the name to its temporary directory
/// unchecked, `server.py` `upload`; here nothing outside the session's directory is reachable).
#[must_use]
pub fn valid_upload_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= MAX_UPLOAD_NAME_BYTES && !name.contains(['/', '\0']) && name != "." && name != ".."
}

/// A tensor argument: a data pointer the host allocated ([`FfiRequest::Alloc`]), with TVM's
/// `DLTensor` fields (`dlpack.h`); compact row-major (no strides).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FfiTensor {
    /// The data pointer.
    pub data: u64,
    /// Bytes from `data` to the first element.
    pub byte_offset: u64,
    /// `DLDeviceType` (1: CPU, the only one served).
    pub device_type: i32,
    /// The device's index (0).
    pub device_id: i32,
    /// `DLDataTypeCode` (0 int, 1 uint, 2 float, …).
    pub code: u8,
    /// Bits per lane.
    pub bits: u8,
    /// Lanes.
    pub lanes: u16,
    /// Extents, outermost first.
    pub shape: Vec<i64>,
}

/// One argument of a call, as the library receives it (`TVMFFIAny`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FfiArg {
    /// `kTVMFFINone`.
    None,
    /// `kTVMFFIInt`.
    Int(i64),
    /// `kTVMFFIBool`.
    Bool(bool),
    /// `kTVMFFIFloat`.
    Float(f64),
    /// `kTVMFFIRawStr` (NUL-terminated inside the host; a NUL in the text is refused).
    Str(String),
    /// `kTVMFFIDLTensorPtr`.
    Tensor(FfiTensor),
}

/// A call's result (`TVMFFIAny` of a POD type; other types are refused by the host).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum FfiValue {
    /// `kTVMFFINone`.
    None,
    /// `kTVMFFIInt`.
    Int(i64),
    /// `kTVMFFIBool`.
    Bool(bool),
    /// `kTVMFFIFloat`.
    Float(f64),
}

/// `runtime.RPCTimeEvaluator`'s arguments after the module, name and device
/// (`src/runtime/rpc/rpc_module.cc`, `profiling.cc` `WrapTimeEvaluator`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimerSpec {
    /// Calls per measurement (≥ 1).
    pub number: i64,
    /// Measurements (samples returned), 1..=[`MAX_REPEAT`].
    pub repeat: i64,
    /// A measurement shorter than this is repeated with more calls, ms.
    pub min_repeat_ms: i64,
    /// At most this many measurements of zero time before giving up on `min_repeat_ms`.
    pub limit_zero_time_iterations: i64,
    /// Sleep between groups of repeats, ms.
    pub cooldown_interval_ms: i64,
    /// Repeats per cooldown group.
    pub repeats_to_cooldown: i64,
    /// Bytes written before each repeat to flush the caches (0: none).
    pub cache_flush_bytes: i64,
}

/// Most samples one time evaluator returns.
pub const MAX_REPEAT: i64 = 10_000;

impl TimerSpec {
    /// TVM's `WrapTimeEvaluator` loop (`src/runtime/profiling.cc`) over `measure(number)`, the
    /// nanoseconds `number` calls took: one untimed `measure(1)`, then per repeat `before_repeat()`
    /// (the cache flush) and measurements of `number` calls, `number` grown by the golden ratio (or to
    /// reach `min_repeat_ms`) while a measurement is shorter than `min_repeat_ms` and fewer than
    /// `limit_zero_time_iterations` measured zero; each sample is the mean seconds per call; a sleep
    /// of `cooldown_interval_ms` every `repeats_to_cooldown` repeats.
    ///
    /// # Errors
    /// The first error of `measure`.
    pub fn samples<E>(&self, mut measure: impl FnMut(i64) -> Result<u64, E>, mut before_repeat: impl FnMut()) -> Result<Vec<f64>, E> {
        measure(1)?;
        let mut number = self.number;
        let mut samples = Vec::with_capacity(usize::try_from(self.repeat).unwrap_or(0));
        for i in 0..self.repeat {
            before_repeat();
            let mut duration_ms = 0.0f64;
            let mut zeros = 0;
            loop {
                if duration_ms > 0.0 {
                    let grown = (self.min_repeat_ms as f64 / (duration_ms / number as f64) + 1.0).max(number as f64 * 1.618);
                    number = grown.min(i64::MAX as f64) as i64;
                }
                let nanos = measure(number)?;
                zeros += i64::from(nanos == 0);
                duration_ms = nanos as f64 / 1e6;
                if duration_ms >= self.min_repeat_ms as f64 || zeros >= self.limit_zero_time_iterations {
                    break;
                }
            }
            samples.push(duration_ms / 1e3 / number as f64);
            if self.cooldown_interval_ms > 0 && self.repeats_to_cooldown > 0 && i % self.repeats_to_cooldown == 0 {
                std::thread::sleep(std::time::Duration::from_millis(self.cooldown_interval_ms.unsigned_abs()));
            }
        }
        Ok(samples)
    }
}

/// What `ekb device` asks its host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FfiRequest {
    /// Write the one segment to the session directory as `name` ([`valid_upload_name`]).
    Upload {
        /// The file name.
        name: String,
    },
    /// `dlopen` an uploaded file: [`FfiReply::Handle`] of the module.
    Load {
        /// The file name.
        name: String,
    },
    /// The module's function `name` (its symbol `__tvm_ffi_<name>`): [`FfiReply::Handle`], or
    /// [`FfiReply::Missing`].
    GetFunction {
        /// The module's handle.
        module: u64,
        /// The function's name.
        name: String,
    },
    /// Forget a module or function handle (a loaded library stays mapped).
    FreeHandle {
        /// The handle.
        handle: u64,
    },
    /// Allocate `nbytes` zeroed bytes, 64-byte aligned: [`FfiReply::Handle`] of the data pointer.
    Alloc {
        /// Size, bytes.
        nbytes: u64,
    },
    /// Free an allocation.
    Free {
        /// Its data pointer.
        data: u64,
    },
    /// Write the one segment at `offset` of the allocation `data`.
    CopyIn {
        /// The data pointer.
        data: u64,
        /// Bytes from it.
        offset: u64,
    },
    /// Read `nbytes` at `offset` of `data`: one segment.
    CopyOut {
        /// The data pointer.
        data: u64,
        /// Bytes from it.
        offset: u64,
        /// How many.
        nbytes: u64,
    },
    /// Call a function: [`FfiReply::Value`].
    Call {
        /// The function's handle.
        func: u64,
        /// Its arguments.
        args: Vec<FfiArg>,
    },
    /// Time a function as `runtime.RPCTimeEvaluator` does: one segment of `repeat` little-endian
    /// `f64`, the mean seconds per call of each measurement.
    Time {
        /// The function's handle.
        func: u64,
        /// Its arguments.
        args: Vec<FfiArg>,
        /// How.
        timer: TimerSpec,
    },
}

/// A request frame's header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FfiRequestHeader {
    /// Echoed by the reply.
    pub id: u64,
    /// The request.
    pub request: FfiRequest,
    /// The segments' lengths.
    pub segments: Vec<u64>,
}

/// What the host answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FfiReply {
    /// The host's first frame (id 0): ready, or why it cannot serve.
    Hello {
        /// [`FFI_PROTOCOL_VERSION`].
        version: u32,
        /// Why it refuses, if it does.
        error: Option<String>,
    },
    /// Done, nothing to return (or the segments the request asked for).
    Done,
    /// A module, function or data pointer.
    Handle {
        /// The handle.
        handle: u64,
    },
    /// No such function.
    Missing,
    /// A call's result.
    Value {
        /// The value.
        value: FfiValue,
    },
    /// The request failed; the session goes on. `kind` is TVM's error kind (`ValueError`,
    /// `RuntimeError`), `message` its text.
    Error {
        /// TVM's error kind.
        kind: String,
        /// The message.
        message: String,
    },
}

/// A reply frame's header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FfiReplyHeader {
    /// The request's id.
    pub id: u64,
    /// The reply.
    pub reply: FfiReply,
    /// The segments' lengths.
    pub segments: Vec<u64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upload_names_are_one_plain_component() {
        for ok in ["vadd.so", "lib.so", "a..b", ".hidden"] {
            assert!(valid_upload_name(ok), "{ok}");
        }
        let long = "x".repeat(MAX_UPLOAD_NAME_BYTES + 1);
        for bad in ["", ".", "..", "../x.so", "/tmp/x.so", "a/b", "a\0b", long.as_str()] {
            assert!(!valid_upload_name(bad), "{bad:?}");
        }
    }
}
