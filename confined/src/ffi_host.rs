#![allow(unsafe_code)]

//! `ekb device-worker`: the **library host** of one `ekb device` session. It runs, confined
//! ([`ekb_sandbox::Sandbox::confined_command`]: no network, uid 65534, `/usr` and a private
//! tmpfs, a cleared environment; checked by [`ekb_sandbox::confinement`]), under `RLIMIT_DATA`
//! and the base system-call filter ([`ekb_sandbox::seal::Stage::Base`]), everything of a session
//! that touches the client's native code: uploaded files (written under [`SESSION_DIR`] only),
//! `dlopen`ed TVM-FFI libraries, calls into them, the session's tensors, and the time evaluator.
//! `ekb device` talks to it over its stdin and stdout ([`crate::ffi_message`]); the library's own
//! writes to stdout go to stderr (the protocol uses a copy of the original descriptor).
//!
//! A function is the library's symbol `__tvm_ffi_<name>` of type `TVMFFISafeCallType`,
//! `int (*)(void* self, const TVMFFIAny* args, int32_t num_args, TVMFFIAny* result)`
//! (apache/tvm-ffi `include/tvm/ffi/c_api.h`; the lookup of `src/ffi/extra/module_internal.h`).
//! There is no TVM-FFI runtime in this process: a library that imports one of its symbols
//! (`TVMFFIErrorSetRaisedFromCStr`, …) loads lazily and dies when it calls it, which ends the
//! session as a crash; a non-zero return is reported by its code.

use std::alloc::Layout;
use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::io::{BufReader, BufWriter};
use std::os::fd::FromRawFd;
use std::time::Instant;

use ekb_sandbox::seal::{self, Scope, Stage};

use crate::ffi_message::{
    valid_upload_name, FfiArg, FfiReply, FfiReplyHeader, FfiRequest, FfiRequestHeader, FfiTensor, FfiValue, TimerSpec,
    FFI_PROTOCOL_VERSION, MAX_REPEAT,
};
use crate::frame::{read_header, read_segments, write_frame, FrameError, MAX_REQUEST_HEADER_BYTES};

/// Where a session's uploads go, inside the host's private tmpfs.
pub const SESSION_DIR: &str = "/tmp/session";

/// Alignment of every allocation (TVM's `kAllocAlignment`, `device_api.h`).
const ALIGN: usize = 64;

/// Handles start here, so they never look like small integers.
const FIRST_HANDLE: u64 = 1 << 32;

/// `DLDevice`.
#[repr(C)]
struct DlDevice {
    device_type: i32,
    device_id: i32,
}

/// `DLDataType`.
#[repr(C)]
struct DlDataType {
    code: u8,
    bits: u8,
    lanes: u16,
}

/// `DLTensor` of dlpack 1.x.
#[repr(C)]
struct DlTensor {
    data: *mut c_void,
    device: DlDevice,
    ndim: i32,
    dtype: DlDataType,
    shape: *mut i64,
    strides: *mut i64,
    byte_offset: u64,
}

/// `TVMFFIAny`: a type index, 4 bytes of padding, an 8-byte union.
#[repr(C)]
#[derive(Clone, Copy)]
struct Any {
    type_index: i32,
    pad: u32,
    v: u64,
}

/// `TVMFFISafeCallType`.
type SafeCall = unsafe extern "C" fn(*mut c_void, *const Any, i32, *mut Any) -> i32;

/// `TVMFFITypeIndex` values used here (`c_api.h`).
mod ti {
    pub(super) const NONE: i32 = 0;
    pub(super) const INT: i32 = 1;
    pub(super) const BOOL: i32 = 2;
    pub(super) const FLOAT: i32 = 3;
    pub(super) const DL_TENSOR_PTR: i32 = 7;
    pub(super) const RAW_STR: i32 = 8;
}

/// Why the host stopped.
#[derive(Debug, thiserror::Error)]
pub enum FfiHostError {
    /// Before serving (not confined, a limit, the filter).
    #[error("ekb device-worker: {0}")]
    Setup(String),
    /// The channel broke.
    #[error("ekb device-worker: {0}")]
    Frame(#[from] FrameError),
}

/// A request's failure, sent as [`FfiReply::Error`].
struct Fail(&'static str, String);

fn value_error(m: impl Into<String>) -> Fail {
    Fail("ValueError", m.into())
}

/// One session's state.
struct Host {
    modules: HashMap<u64, *mut c_void>,
    funcs: HashMap<u64, (SafeCall, String)>,
    buffers: HashMap<u64, Layout>,
    next: u64,
    /// The memory limit in bytes (`u64::MAX`: none): the bound on one frame's segments and on the
    /// session's tensors in all. Counted here because `RLIMIT_DATA` alone let a session hold about
    /// twice its limit in large tensors (measured: two 200 MB tensors under 256 MiB; jemalloc).
    max_payload: u64,
    /// Bytes of the session's tensors now (an empty tensor counts one).
    allocated: u64,
}

/// Runs the host on stdin/stdout until `ekb device` closes the channel (`Ok`).
///
/// # Errors
/// [`FfiHostError`] when it cannot start or the channel breaks mid-frame.
pub fn run_ffi_host(memory_limit_mib: u64) -> Result<(), FfiHostError> {
    run(memory_limit_mib, false)
}

/// [`run_ffi_host`] for a host that runs under a user-mode emulator (qemu-user: `ekb device
/// --emulator`), which implements no seccomp (`seccomp(2)` is `ENOSYS`, `PR_SET_SECCOMP` `EINVAL`)
/// and ignores `RLIMIT_DATA`: the base filter is installed where it can be and otherwise left out,
/// said on stderr (the emulated worker's memory is bounded from outside, by `prlimit`, and its
/// sandbox is the same). Natively the filter installs, so this never weakens a native host.
///
/// # Errors
/// As [`run_ffi_host`].
pub fn run_ffi_host_under_emulation(memory_limit_mib: u64) -> Result<(), FfiHostError> {
    run(memory_limit_mib, true)
}

fn run(memory_limit_mib: u64, emulated: bool) -> Result<(), FfiHostError> {
    // The protocol's stdout is a copy; fd 1 becomes stderr, so a library's printf never reaches it.
    // SAFETY: dup/dup2 on the process's own standard descriptors.
    let out = unsafe {
        let fd = libc::fcntl(1, libc::F_DUPFD_CLOEXEC, 3);
        if fd < 0 || libc::dup2(2, 1) < 0 {
            return Err(FfiHostError::Setup(format!("descriptors: {}", std::io::Error::last_os_error())));
        }
        std::fs::File::from_raw_fd(fd)
    };
    let mut w = BufWriter::new(out);
    let mut r = BufReader::new(std::io::stdin().lock());
    let setup = setup(memory_limit_mib, emulated);
    let hello = FfiReply::Hello { version: FFI_PROTOCOL_VERSION, error: setup.as_ref().err().cloned() };
    write_frame(&mut w, &FfiReplyHeader { id: 0, reply: hello, segments: vec![] }, &[]).map_err(FrameError::Io)?;
    if let Err(e) = setup {
        return Err(FfiHostError::Setup(e));
    }
    let max_payload = if memory_limit_mib > 0 { memory_limit_mib.saturating_mul(1 << 20) } else { u64::MAX };
    let mut host =
        Host { modules: HashMap::new(), funcs: HashMap::new(), buffers: HashMap::new(), next: FIRST_HANDLE, max_payload, allocated: 0 };
    loop {
        let h: FfiRequestHeader = match read_header(&mut r, MAX_REQUEST_HEADER_BYTES) {
            Err(FrameError::Closed { at: 0 }) => return Ok(()),
            other => other?,
        };
        let segments = read_segments(&mut r, &h.segments, None, max_payload)?;
        let (reply, out) = match host.serve(h.request, segments) {
            Ok(x) => x,
            Err(Fail(kind, message)) => (FfiReply::Error { kind: kind.into(), message }, Vec::new()),
        };
        let lens = out.iter().map(|s| s.len() as u64).collect();
        let slices: Vec<&[u8]> = out.iter().map(Vec::as_slice).collect();
        write_frame(&mut w, &FfiReplyHeader { id: h.id, reply, segments: lens }, &slices).map_err(FrameError::Io)?;
    }
}

fn setup(memory_limit_mib: u64, emulated: bool) -> Result<(), String> {
    ekb_sandbox::confinement().map_err(|why| format!("runs only inside the sandbox `ekb device` starts it in ({why})"))?;
    if memory_limit_mib > 0 {
        let bytes = memory_limit_mib.saturating_mul(1 << 20);
        rlimit::setrlimit(rlimit::Resource::DATA, bytes, bytes).map_err(|e| format!("RLIMIT_DATA: {e}"))?;
    }
    std::fs::create_dir_all(SESSION_DIR).map_err(|e| format!("{SESSION_DIR}: {e}"))?;
    match seal::install(Stage::Base, Scope::AllThreads) {
        Err(e) if emulated => {
            eprintln!("ekb device-worker: no system-call filter under emulation ({e}); the sandbox and the memory bound hold");
            Ok(())
        }
        other => other.map_err(|e| e.to_string()),
    }
}

impl Host {
    fn handle(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    fn serve(&mut self, req: FfiRequest, mut segments: Vec<Vec<u8>>) -> Result<(FfiReply, Vec<Vec<u8>>), Fail> {
        let done = |out| Ok((FfiReply::Done, out));
        match req {
            FfiRequest::Upload { name } => {
                let data = segments.pop().filter(|_| segments.is_empty()).ok_or_else(|| value_error("an upload carries one segment"))?;
                let path = upload_path(&name)?;
                std::fs::write(&path, data).map_err(|e| Fail("RuntimeError", format!("writing {name}: {e}")))?;
                done(vec![])
            }
            FfiRequest::Load { name } => {
                let path = CString::new(upload_path(&name)?).map_err(|_| value_error("a NUL in the name"))?;
                // SAFETY: loading the client's library is this process's purpose; it is confined.
                let lib = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_LAZY | libc::RTLD_LOCAL) };
                if lib.is_null() {
                    return Err(Fail("RuntimeError", format!("cannot load {name}: {}", dl_error())));
                }
                let h = self.handle();
                self.modules.insert(h, lib);
                Ok((FfiReply::Handle { handle: h }, vec![]))
            }
            FfiRequest::GetFunction { module, name } => {
                let lib = *self.modules.get(&module).ok_or_else(|| value_error(format!("unknown module handle {module:#x}")))?;
                let sym = CString::new(format!("__tvm_ffi_{name}")).map_err(|_| value_error("a NUL in the function name"))?;
                // SAFETY: dlsym on a handle dlopen returned.
                let p = unsafe { libc::dlsym(lib, sym.as_ptr()) };
                if p.is_null() {
                    return Ok((FfiReply::Missing, vec![]));
                }
                // SAFETY: tvm-ffi's convention: an exported `__tvm_ffi_NAME` is a TVMFFISafeCallType.
                let f: SafeCall = unsafe { std::mem::transmute::<*mut c_void, SafeCall>(p) };
                let h = self.handle();
                self.funcs.insert(h, (f, name));
                Ok((FfiReply::Handle { handle: h }, vec![]))
            }
            FfiRequest::FreeHandle { handle } => {
                self.funcs.remove(&handle);
                self.modules.remove(&handle);
                done(vec![])
            }
            FfiRequest::Alloc { nbytes } => {
                let total = self.allocated.checked_add(nbytes.max(1)).filter(|&t| t <= self.max_payload);
                let layout = usize::try_from(nbytes).ok().zip(total).and_then(|(n, _)| Layout::from_size_align(n.max(1), ALIGN).ok());
                let layout = layout.ok_or_else(|| {
                    value_error(format!(
                        "a tensor of {nbytes} bytes beside the session's {} would exceed this device's memory limit of {} bytes",
                        self.allocated, self.max_payload
                    ))
                })?;
                // SAFETY: a non-zero size.
                let p = unsafe { std::alloc::alloc_zeroed(layout) };
                if p.is_null() {
                    return Err(Fail("RuntimeError", format!("out of memory allocating {nbytes} bytes")));
                }
                self.buffers.insert(p as u64, layout);
                self.allocated += layout.size() as u64;
                Ok((FfiReply::Handle { handle: p as u64 }, vec![]))
            }
            FfiRequest::Free { data } => {
                let layout = self.buffers.remove(&data).ok_or_else(|| value_error(format!("unknown data pointer {data:#x}")))?;
                // SAFETY: allocated above with this layout, removed from the table so freed once.
                unsafe { std::alloc::dealloc(data as *mut u8, layout) };
                self.allocated -= layout.size() as u64;
                done(vec![])
            }
            FfiRequest::CopyIn { data, offset } => {
                let src = segments.pop().filter(|_| segments.is_empty()).ok_or_else(|| value_error("a copy carries one segment"))?;
                let dst = self.span(data, offset, src.len() as u64)?;
                // SAFETY: `span` checked that the range lies in a live allocation.
                unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), dst, src.len()) };
                done(vec![])
            }
            FfiRequest::CopyOut { data, offset, nbytes } => {
                let src = self.span(data, offset, nbytes)?;
                // SAFETY: as above.
                let out = unsafe { std::slice::from_raw_parts(src, nbytes as usize) }.to_vec();
                done(vec![out])
            }
            FfiRequest::Call { func, args } => {
                let (f, name) = self.func(func)?;
                let value = self.call(f, &name, &args)?;
                Ok((FfiReply::Value { value }, vec![]))
            }
            FfiRequest::Time { func, args, timer } => {
                let (f, name) = self.func(func)?;
                let samples = self.time(f, &name, &args, &timer)?;
                done(vec![samples.iter().flat_map(|s| s.to_le_bytes()).collect()])
            }
        }
    }

    fn func(&self, h: u64) -> Result<(SafeCall, String), Fail> {
        self.funcs.get(&h).cloned().ok_or_else(|| value_error(format!("unknown function handle {h:#x}")))
    }

    /// The address of `nbytes` at `offset` of the allocation `data`, when they lie inside it.
    fn span(&self, data: u64, offset: u64, nbytes: u64) -> Result<*mut u8, Fail> {
        let layout = self.buffers.get(&data).ok_or_else(|| value_error(format!("unknown data pointer {data:#x}")))?;
        match offset.checked_add(nbytes) {
            Some(end) if end <= layout.size() as u64 => Ok((data + offset) as *mut u8),
            _ => Err(value_error(format!("{nbytes} bytes at offset {offset} exceed the allocation of {} bytes", layout.size()))),
        }
    }

    /// Calls `f` once; a non-zero return or a result of another type is an error.
    fn call(&self, f: SafeCall, name: &str, args: &[FfiArg]) -> Result<FfiValue, Fail> {
        let mut packed = Packed::new(self, args)?;
        packed.call(f, name)
    }

    /// `WrapTimeEvaluator` (`src/runtime/profiling.cc`): one untimed call, then per repeat
    /// (after the cache flush) measurements of `number` calls, `number` grown by the golden ratio
    /// (or to reach `min_repeat_ms`) while a measurement is shorter than `min_repeat_ms` and fewer
    /// than `limit_zero_time_iterations` measured zero; the sample is the mean seconds per call.
    fn time(&self, f: SafeCall, name: &str, args: &[FfiArg], t: &TimerSpec) -> Result<Vec<f64>, Fail> {
        if t.number < 1 || !(1..=MAX_REPEAT).contains(&t.repeat) || t.cache_flush_bytes < 0 || t.repeats_to_cooldown < 1 {
            return Err(value_error(format!("time evaluator options out of range: {t:?}")));
        }
        let mut flush = vec![0u8; usize::try_from(t.cache_flush_bytes).unwrap_or(0).min(self.max_payload as usize)];
        let mut packed = Packed::new(self, args)?;
        let measure = |number: i64| {
            let start = Instant::now();
            for _ in 0..number {
                packed.call(f, name)?;
            }
            Ok(u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX))
        };
        let flush_caches = || {
            for (k, b) in flush.iter_mut().enumerate() {
                *b = b.wrapping_add(k as u8);
            }
            std::hint::black_box(&flush);
        };
        t.samples(measure, flush_caches)
    }
}

/// A call's arguments laid out as the library reads them; the tensors and strings they point to
/// live as long as this value (`tensors` is allocated for every argument up front, so a pointer into
/// it never moves; a shape's and a string's heap buffers do not move with their owners).
struct Packed {
    anys: Vec<Any>,
    tensors: Vec<DlTensor>,
    _shapes: Vec<Vec<i64>>,
    _strings: Vec<CString>,
}

impl Packed {
    fn new(host: &Host, args: &[FfiArg]) -> Result<Self, Fail> {
        let n = args.len();
        let mut p = Packed { anys: Vec::with_capacity(n), tensors: Vec::with_capacity(n), _shapes: Vec::new(), _strings: Vec::new() };
        for a in args {
            let any = match a {
                FfiArg::None => Any { type_index: ti::NONE, pad: 0, v: 0 },
                FfiArg::Int(i) => Any { type_index: ti::INT, pad: 0, v: *i as u64 },
                FfiArg::Bool(b) => Any { type_index: ti::BOOL, pad: 0, v: u64::from(*b) },
                FfiArg::Float(x) => Any { type_index: ti::FLOAT, pad: 0, v: x.to_bits() },
                FfiArg::Str(s) => {
                    let c = CString::new(s.as_str()).map_err(|_| value_error("a NUL in a string argument"))?;
                    let v = c.as_ptr() as u64;
                    p._strings.push(c);
                    Any { type_index: ti::RAW_STR, pad: 0, v }
                }
                FfiArg::Tensor(t) => {
                    let mut tensor = dl_tensor(host, t)?;
                    let mut shape = t.shape.clone();
                    tensor.shape = shape.as_mut_ptr();
                    p._shapes.push(shape);
                    p.tensors.push(tensor);
                    let v = p.tensors.last().map_or(0, |t| t as *const DlTensor as u64);
                    Any { type_index: ti::DL_TENSOR_PTR, pad: 0, v }
                }
            };
            p.anys.push(any);
        }
        Ok(p)
    }

    fn call(&mut self, f: SafeCall, name: &str) -> Result<FfiValue, Fail> {
        let mut result = Any { type_index: ti::NONE, pad: 0, v: 0 };
        let n = i32::try_from(self.anys.len()).map_err(|_| value_error("too many arguments"))?;
        // SAFETY: the client's function, called with tvm-ffi's calling convention; every pointer in
        // `anys` points into `self`, alive for the call. What the function does is confined.
        let rc = unsafe { f(std::ptr::null_mut(), self.anys.as_ptr(), n, &mut result) };
        if rc != 0 {
            return Err(Fail(
                "RuntimeError",
                format!("{name} returned error code {rc} (this device has no TVM-FFI runtime to carry the error's text)"),
            ));
        }
        match result.type_index {
            ti::NONE => Ok(FfiValue::None),
            ti::INT => Ok(FfiValue::Int(result.v as i64)),
            ti::BOOL => Ok(FfiValue::Bool(result.v != 0)),
            ti::FLOAT => Ok(FfiValue::Float(f64::from_bits(result.v))),
            other => Err(Fail("RuntimeError", format!("{name} returned a value of type index {other}, which this device does not send"))),
        }
    }
}

/// A `DLTensor` for `t` (its shape pointer set by the caller), checked against the allocation.
fn dl_tensor(host: &Host, t: &FfiTensor) -> Result<DlTensor, Fail> {
    if (t.device_type, t.device_id) != (1, 0) {
        return Err(value_error(format!("device ({}, {}): this device serves cpu(0) only", t.device_type, t.device_id)));
    }
    let elem = (u64::from(t.bits) * u64::from(t.lanes)).div_ceil(8);
    let nbytes = t.shape.iter().try_fold(elem, |acc, &d| u64::try_from(d).ok().and_then(|d| acc.checked_mul(d)));
    let nbytes = nbytes.ok_or_else(|| value_error(format!("tensor shape {:?}", t.shape)))?;
    host.span(t.data, t.byte_offset, nbytes)?;
    let ndim = i32::try_from(t.shape.len()).map_err(|_| value_error("too many dimensions"))?;
    Ok(DlTensor {
        data: t.data as *mut c_void,
        device: DlDevice { device_type: 1, device_id: 0 },
        ndim,
        dtype: DlDataType { code: t.code, bits: t.bits, lanes: t.lanes },
        shape: std::ptr::null_mut(),
        strides: std::ptr::null_mut(),
        byte_offset: t.byte_offset,
    })
}

fn upload_path(name: &str) -> Result<String, Fail> {
    if !valid_upload_name(name) {
        return Err(value_error(format!("upload name {:?}: one plain file name is accepted", name.chars().take(80).collect::<String>())));
    }
    Ok(format!("{SESSION_DIR}/{name}"))
}

fn dl_error() -> String {
    // SAFETY: dlerror returns a thread-local message or null.
    let e = unsafe { libc::dlerror() };
    if e.is_null() {
        return "unknown error".into();
    }
    // SAFETY: a NUL-terminated string owned by libc.
    unsafe { std::ffi::CStr::from_ptr(e) }.to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    static CALLS: AtomicU64 = AtomicU64::new(0);

    /// A TVM-FFI function written here: `fill(t: DLTensor*, v: int)` sets every byte of a 1-D
    /// `uint8` tensor to `v` and returns the tensor's length; it counts its calls.
    unsafe extern "C" fn fill(_self: *mut c_void, args: *const Any, n: i32, result: *mut Any) -> i32 {
        CALLS.fetch_add(1, Ordering::SeqCst);
        // SAFETY: the host passes `n` arguments laid out as TVMFFIAny.
        let args = unsafe { std::slice::from_raw_parts(args, n as usize) };
        if n != 2 || args[0].type_index != ti::DL_TENSOR_PTR || args[1].type_index != ti::INT {
            return -1;
        }
        // SAFETY: a DLTensor pointer, as the type index says.
        let t = unsafe { &*(args[0].v as *const DlTensor) };
        // SAFETY: a 1-D shape.
        let len = unsafe { *t.shape };
        if t.ndim != 1 || t.dtype.bits != 8 || t.device.device_type != 1 {
            return -2;
        }
        // SAFETY: the host checked that the tensor lies in its allocation.
        unsafe { std::ptr::write_bytes((t.data as *mut u8).add(t.byte_offset as usize), args[1].v as u8, len as usize) };
        // SAFETY: the result slot is the host's.
        unsafe { *result = Any { type_index: ti::INT, pad: 0, v: len as u64 } };
        0
    }

    fn host() -> Host {
        Host { modules: HashMap::new(), funcs: HashMap::new(), buffers: HashMap::new(), next: FIRST_HANDLE, max_payload: 64, allocated: 0 }
    }

    fn reply(h: &mut Host, req: FfiRequest, segments: Vec<Vec<u8>>) -> (FfiReply, Vec<Vec<u8>>) {
        h.serve(req, segments).unwrap_or_else(|Fail(k, m)| (FfiReply::Error { kind: k.into(), message: m }, vec![]))
    }

    #[test]
    fn calls_pass_dl_tensors_and_the_time_evaluator_counts_like_tvms() {
        let mut h = host();
        let FfiReply::Handle { handle: data } = reply(&mut h, FfiRequest::Alloc { nbytes: 16 }, vec![]).0 else { panic!() };
        assert_eq!(data % ALIGN as u64, 0);
        h.funcs.insert(7, (fill as SafeCall, "fill".into()));
        let t = FfiTensor { data, byte_offset: 4, device_type: 1, device_id: 0, code: 1, bits: 8, lanes: 1, shape: vec![8] };
        let args = vec![FfiArg::Tensor(t.clone()), FfiArg::Int(0xAB)];
        assert_eq!(reply(&mut h, FfiRequest::Call { func: 7, args: args.clone() }, vec![]).0, FfiReply::Value { value: FfiValue::Int(8) });
        let (_, out) = reply(&mut h, FfiRequest::CopyOut { data, offset: 0, nbytes: 16 }, vec![]);
        assert_eq!(out, vec![[vec![0; 4], vec![0xAB; 8], vec![0; 4]].concat()]);

        // A tensor past its allocation, an unknown pointer and a failing call are errors, not calls.
        let before = CALLS.load(Ordering::SeqCst);
        let past = FfiTensor { shape: vec![13], ..t.clone() };
        let wrong = FfiTensor { data: data + 1, ..t.clone() };
        for bad in [vec![FfiArg::Tensor(past), FfiArg::Int(1)], vec![FfiArg::Tensor(wrong), FfiArg::Int(1)]] {
            assert!(matches!(reply(&mut h, FfiRequest::Call { func: 7, args: bad }, vec![]).0, FfiReply::Error { .. }));
        }
        assert_eq!(CALLS.load(Ordering::SeqCst), before);
        let r = reply(&mut h, FfiRequest::Call { func: 7, args: vec![FfiArg::Int(1)] }, vec![]).0;
        assert!(matches!(&r, FfiReply::Error { message, .. } if message.contains("error code -1")), "{r:?}");

        // One untimed call, then `number` calls per repeat (no growth with min_repeat_ms = 0).
        let timer = TimerSpec {
            number: 5,
            repeat: 3,
            min_repeat_ms: 0,
            limit_zero_time_iterations: 100,
            cooldown_interval_ms: 0,
            repeats_to_cooldown: 1,
            cache_flush_bytes: 4096,
        };
        let before = CALLS.load(Ordering::SeqCst);
        let (r, out) = reply(&mut h, FfiRequest::Time { func: 7, args, timer }, vec![]);
        assert_eq!((r, out[0].len()), (FfiReply::Done, 24));
        assert_eq!(CALLS.load(Ordering::SeqCst) - before, 1 + 5 * 3);
        assert!(out[0].chunks_exact(8).all(|c| f64::from_le_bytes(c.try_into().unwrap()) > 0.0));
        let bad = TimerSpec { repeat: 0, ..timer };
        assert!(matches!(reply(&mut h, FfiRequest::Time { func: 7, args: vec![], timer: bad }, vec![]).0, FfiReply::Error { .. }));

        // The session's tensors stay within the memory limit (64 bytes here) in all.
        let over = reply(&mut h, FfiRequest::Alloc { nbytes: 49 }, vec![]).0;
        assert!(matches!(&over, FfiReply::Error { message, .. } if message.contains("memory limit")), "{over:?}");
        assert_eq!(reply(&mut h, FfiRequest::Free { data }, vec![]).0, FfiReply::Done);
        assert!(matches!(reply(&mut h, FfiRequest::Free { data }, vec![]).0, FfiReply::Error { .. }), "freed once");
        assert!(matches!(reply(&mut h, FfiRequest::Alloc { nbytes: 64 }, vec![]).0, FfiReply::Handle { .. }), "freed bytes count no more");
        assert!(matches!(reply(&mut h, FfiRequest::Upload { name: "../x.so".into() }, vec![vec![1]]).0, FfiReply::Error { .. }));
    }
}
