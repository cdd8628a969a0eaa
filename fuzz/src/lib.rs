//! Shared pieces of the fuzz targets (docs/FUZZING.md).
//!
//! Every input runs on one long-lived worker thread whose stack is [`STACK_BYTES`], the smallest
//! stack our parsers meet in production (the browser's wasm stack; the server's tokio workers
//! have 2 MiB). libFuzzer's own main thread has 8 MiB, where a recursion that kills a tokio worker
//! would go unnoticed; on the worker it overflows, Rust aborts with "has overflowed its stack", and
//! libFuzzer saves the input as a crash.
//!
//! libFuzzer's `main` is C, so Rust's runtime never installs its stack-overflow handler, and a
//! signal handler on the overflowed stack itself cannot run: the kernel would kill the process
//! and libFuzzer would keep no input. [`overflow`] gives the worker an alternate signal stack and
//! a SIGSEGV/SIGBUS handler on it that aborts, so libFuzzer's SIGABRT handler runs there and saves
//! the input (`crash-…`).

use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Mutex, OnceLock};

use ekb_wire::device::{DeviceInfo, DeviceLimits};

/// The stack every input runs on: 1 MiB, the browser's wasm stack (the smallest in production).
pub const STACK_BYTES: usize = 1 << 20;

type Job = Box<dyn FnOnce() + Send>;

struct Worker {
    jobs: Mutex<Sender<Job>>,
    done: Mutex<Receiver<()>>,
}

fn worker() -> &'static Worker {
    static WORKER: OnceLock<Worker> = OnceLock::new();
    WORKER.get_or_init(|| {
        let (job_tx, job_rx) = channel::<Job>();
        let (done_tx, done_rx) = channel::<()>();
        overflow::install_handler();
        std::thread::Builder::new()
            .name("fuzz-input-1MiB".into())
            .stack_size(STACK_BYTES)
            .spawn(move || {
                overflow::alternate_stack();
                for job in job_rx {
                    job();
                    if done_tx.send(()).is_err() {
                        return;
                    }
                }
            })
            .expect("spawn the 1 MiB worker thread");
        Worker { jobs: Mutex::new(job_tx), done: Mutex::new(done_rx) }
    })
}

/// Runs `f(data)` on the 1 MiB worker thread and waits for it. A panic there aborts the process
/// (libfuzzer-sys installs an aborting panic hook), so libFuzzer records it as a crash.
pub fn on_small_stack(data: &[u8], f: fn(&[u8])) {
    let owned = data.to_vec();
    let w = worker();
    let jobs = w.jobs.lock().expect("job queue");
    let done = w.done.lock().expect("done queue");
    jobs.send(Box::new(move || f(&owned))).expect("worker alive");
    done.recv().expect("worker finished the input");
}

/// A device with the WebGPU default limits and `shader-f16`, so every suite task (the f16 ones
/// included) gets past the feature check into the front end.
pub fn webgpu_default_device() -> DeviceInfo {
    DeviceInfo {
        name: "fuzz".into(),
        vendor: String::new(),
        architecture: String::new(),
        driver: String::new(),
        backend: "none".into(),
        device_type: "other".into(),
        is_fallback: false,
        features: vec!["shader-f16".into()],
        limits: DeviceLimits::webgpu_default(),
        runtime: "fuzz".into(),
        loop_cap: None,
    }
}

/// Text from fuzzer bytes: invalid UTF-8 becomes U+FFFD, so no input is wasted (the entry points
/// take `&str`; the server and the app hand them decoded text).
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

mod overflow {
    //! Stack overflow on the worker → SIGSEGV on an alternate stack → abort → libFuzzer's crash
    //! handler (SIGABRT) saves the input.

    /// Alternate signal stack: libFuzzer's crash handler writes the input and its SHA-1 there.
    const ALT_STACK_BYTES: usize = 256 << 10;

    extern "C" fn on_fault(_sig: libc::c_int, _info: *mut libc::siginfo_t, _ctx: *mut libc::c_void) {
        const MSG: &[u8] = b"\n==ekb-fuzz== SIGSEGV/SIGBUS: a stack overflow on the 1 MiB input thread (or a wild access); aborting so libFuzzer saves the input\n";
        // SAFETY: write(2) and abort(3) are async-signal-safe.
        unsafe {
            libc::write(2, MSG.as_ptr().cast(), MSG.len());
            libc::abort();
        }
    }

    /// Installs the process-wide SIGSEGV/SIGBUS handler (after libFuzzer's own, which it replaces:
    /// libFuzzer's would run on the overflowed stack).
    pub(super) fn install_handler() {
        // SAFETY: a zeroed sigaction is valid; the handler only calls async-signal-safe functions.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_fault as *const () as usize;
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut sa.sa_mask);
            for sig in [libc::SIGSEGV, libc::SIGBUS] {
                assert_eq!(libc::sigaction(sig, &sa, std::ptr::null_mut()), 0, "sigaction");
            }
        }
    }

    /// Gives the calling thread an alternate signal stack (leaked: the worker lives as long as the
    /// process).
    pub(super) fn alternate_stack() {
        let stack: &'static mut [u8] = Vec::leak(vec![0u8; ALT_STACK_BYTES]);
        let ss = libc::stack_t { ss_sp: stack.as_mut_ptr().cast(), ss_flags: 0, ss_size: stack.len() };
        // SAFETY: `ss` points to memory that lives for the rest of the process.
        unsafe {
            assert_eq!(libc::sigaltstack(&ss, std::ptr::null_mut()), 0, "sigaltstack");
        }
    }
}

/// Cuts `data` into TVM RPC session packets as a session reader does (a client reading replies,
/// `tvm_rpc::Session`; a server reading requests, `tvm_rpc::Server`): an 8-byte little-endian
/// length, then that many bytes; a length of 0 is skipped (`HandleNextEvent`); a length over
/// `max` (the reader's packet bound, which ends the session) or past the end of the input ends
/// the stream. Calls `f` with each body.
pub fn session_packets(mut data: &[u8], max: u64, mut f: impl FnMut(&[u8])) {
    while data.len() >= 8 {
        let len = u64::from_le_bytes(data[..8].try_into().expect("8 bytes"));
        data = &data[8..];
        if len == 0 {
            continue;
        }
        if len > max {
            return;
        }
        let Some(body) = data.get(..len as usize) else { return };
        data = &data[len as usize..];
        f(body);
    }
}

/// Whether `EKB_FUZZ_DEBUG` is set: targets then print what each input came to (for replaying one
/// input: `target/…/prepare crash-…`).
pub fn debug() -> bool {
    static DEBUG: OnceLock<bool> = OnceLock::new();
    *DEBUG.get_or_init(|| std::env::var_os("EKB_FUZZ_DEBUG").is_some())
}
