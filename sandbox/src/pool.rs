//! Loading a checked kernel and running it on a fixed pool of seccomp-filtered threads.
//!
//! Every pool thread installs a seccomp filter **on itself** before it runs any kernel (per thread, not
//! `TSYNC`: the process's other threads — the one that spawns the compiler and speaks to the runner —
//! keep their system calls). The filter allows only [`ALLOWED_SYSCALLS`]; any other system call kills the
//! whole process (`SECCOMP_RET_KILL_PROCESS`, seen by the parent as `SIGSYS`), so a kernel that opens a
//! file or forks through inline assembly or `syscall(2)` ends its worker, which the runner reports as a
//! runtime error and replaces.
//!
//! The filter is a tripwire, not the wall: pool threads share the address space with the process's
//! other threads, so a kernel that deliberately corrupts their memory could still act through them.
//! The walls are the kernel host around the whole process (`ekb-confined`: a process of its own,
//! which holds nothing but the kernel and its buffers, in bubblewrap ([`crate::Sandbox::confined_command`])
//! with no network and no host file system but a read-only `/usr`) and its process-wide filters
//! ([`crate::seal`]).

#![allow(unsafe_code)]

use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use seccompiler::{BpfProgram, SeccompAction, SeccompFilter, TargetArch};

use crate::abi::{EntrySignature, TrampolineFn};
use crate::compile::CompiledKernel;
use crate::guard::GuardedBuffer;

/// The system calls a pool thread may make once its filter is installed: `futex` (the pool's own mutex and
/// condition variable), `rt_sigreturn` (returning from an asynchronous signal's handler), and what a
/// thread's normal exit through glibc and Rust's runtime needs (`madvise` of its stack, `sigaltstack` and
/// `munmap` of its signal stack, `rt_sigprocmask`, `exit`). Measured with `strace -f` over 200 launches and
/// the pool's drop (`the_same_pool_runs_many_launches` in `tests/sandbox.rs`): the filtered threads made
/// exactly futex ×1290 and, at exit, sigaltstack, munmap, rt_sigprocmask, madvise, exit ×1 each. A kernel
/// needs nothing: no allocation, no I/O.
pub const ALLOWED_SYSCALLS: &[(&str, i64)] = &[
    ("futex", libc::SYS_futex),
    ("rt_sigreturn", libc::SYS_rt_sigreturn),
    ("rt_sigprocmask", libc::SYS_rt_sigprocmask),
    ("madvise", libc::SYS_madvise),
    ("munmap", libc::SYS_munmap),
    ("sigaltstack", libc::SYS_sigaltstack),
    ("exit", libc::SYS_exit),
];

/// Why a kernel could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// `dlopen` failed (e.g. an import that the process cannot resolve).
    #[error("could not load the kernel: {0}")]
    Open(String),
    /// A trampoline is missing from the loaded object.
    #[error("the kernel has no symbol `{0}`")]
    MissingSymbol(String),
}

/// A loaded kernel: the checked shared object opened with `RTLD_NOW | RTLD_LOCAL` (every import resolved
/// at load; the object ran no code while loading, which [`crate::check_elf`] guarantees), and the address
/// of every entry's trampoline. Closed when the last reference (including a running job's) goes.
#[derive(Debug, Clone)]
pub struct Kernel {
    lib: Arc<libloading::os::unix::Library>,
    entries: Vec<(EntrySignature, usize)>,
}

impl Kernel {
    /// Loads a compiled kernel.
    pub fn load(compiled: &CompiledKernel) -> Result<Kernel, LoadError> {
        // SAFETY: the object passed the ELF checks: no constructors, init functions, indirect functions
        // or TLS, so opening it runs no code of the candidate.
        let lib = unsafe {
            libloading::os::unix::Library::open(Some(compiled.path()), libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_LOCAL)
        }
        .map_err(|e| LoadError::Open(e.to_string()))?;
        let mut entries = Vec::new();
        for e in compiled.entries() {
            let sym = e.trampoline_symbol();
            // SAFETY: the symbol is a trampoline generated with exactly `TrampolineFn`'s signature.
            let f: libloading::os::unix::Symbol<TrampolineFn> =
                unsafe { lib.get(sym.as_bytes()) }.map_err(|_| LoadError::MissingSymbol(sym.clone()))?;
            entries.push((e.clone(), *f as usize));
        }
        Ok(Kernel { lib: Arc::new(lib), entries })
    }

    /// The signature of entry `name`.
    pub fn entry(&self, name: &str) -> Option<&EntrySignature> {
        self.entries.iter().find(|(e, _)| e.name == name).map(|(e, _)| e)
    }
}

/// Why a run did not complete.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    /// The kernel ran past the wall-clock limit. Threads stuck in a kernel cannot be cancelled: the pool is
    /// poisoned, the buffers it was given stay mapped for the life of the process, and **the process must
    /// be replaced** (the runner retires its worker).
    #[error("the kernel ran past {0:?}; its threads cannot be stopped, the process must be replaced")]
    Timeout(Duration),
    /// An earlier run timed out; this pool runs nothing more.
    #[error("the pool is poisoned by an earlier timeout; the process must be replaced")]
    Poisoned,
    /// The kernel has no entry of that name.
    #[error("the kernel has no entry `{0}`")]
    NoSuchEntry(String),
    /// The arguments do not match the entry's signature.
    #[error("entry `{entry}` takes {buffers} buffers and {params} params, given {given_buffers} and {given_params}")]
    Arity {
        /// The entry.
        entry: String,
        /// Buffers it takes.
        buffers: usize,
        /// Params it takes.
        params: usize,
        /// Buffers given.
        given_buffers: usize,
        /// Params given.
        given_params: usize,
    },
    /// `ntasks` was 0.
    #[error("ntasks must be at least 1")]
    NoTasks,
}

/// Why a pool could not start.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    /// The seccomp filter could not be built or installed (a kernel without seccomp, an unknown
    /// architecture).
    #[error("could not install the seccomp filter on a pool thread: {0}")]
    Seccomp(String),
    /// A thread could not be spawned.
    #[error("could not spawn a pool thread: {0}")]
    Spawn(#[from] std::io::Error),
    /// A pool needs at least one thread.
    #[error("a pool needs at least one thread")]
    NoThreads,
}

struct Job {
    f: TrampolineFn,
    bufs: Vec<*mut c_void>,
    params: Vec<u64>,
    ntasks: u32,
    _lib: Arc<libloading::os::unix::Library>,
}

// SAFETY: the raw pointers point into guarded buffers that the submitting `run` holds `&mut` to (or that
// are leaked after a timeout); the job only hands them to the kernel.
unsafe impl Send for Job {}
// SAFETY: as above; the job is read-only once published.
unsafe impl Sync for Job {}

#[derive(Default)]
struct State {
    job: Option<Arc<Job>>,
    next_task: u32,
    done: u32,
    started: usize,
    failed: Option<String>,
    shutdown: bool,
}

struct Shared {
    state: Mutex<State>,
    work: Condvar,
    done: Condvar,
}

fn lock(s: &Shared) -> MutexGuard<'_, State> {
    s.state.lock().unwrap_or_else(|e| e.into_inner())
}

/// A fixed pool of threads that run kernels, each behind its own seccomp filter.
pub struct Pool {
    shared: Arc<Shared>,
    handles: Vec<std::thread::JoinHandle<()>>,
    run_lock: Mutex<bool>,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool").field("threads", &self.handles.len()).finish()
    }
}

/// Stack size of a pool thread in bytes (16 MiB): room for a kernel's local arrays.
pub const POOL_STACK_BYTES: usize = 16 << 20;

fn filter() -> Result<BpfProgram, PoolError> {
    let arch = TargetArch::try_from(std::env::consts::ARCH).map_err(|e| PoolError::Seccomp(e.to_string()))?;
    let rules: BTreeMap<i64, Vec<seccompiler::SeccompRule>> = ALLOWED_SYSCALLS.iter().map(|(_, nr)| (*nr, vec![])).collect();
    let f =
        SeccompFilter::new(rules, SeccompAction::KillProcess, SeccompAction::Allow, arch).map_err(|e| PoolError::Seccomp(e.to_string()))?;
    f.try_into().map_err(|e: seccompiler::BackendError| PoolError::Seccomp(e.to_string()))
}

impl Pool {
    /// Starts `threads` threads, each with its seccomp filter installed; returns once all are filtered.
    pub fn new(threads: usize) -> Result<Pool, PoolError> {
        if threads == 0 {
            return Err(PoolError::NoThreads);
        }
        let program = filter()?;
        let shared = Arc::new(Shared { state: Mutex::new(State::default()), work: Condvar::new(), done: Condvar::new() });
        let mut handles = Vec::with_capacity(threads);
        for i in 0..threads {
            let shared = Arc::clone(&shared);
            let program = program.clone();
            let h = std::thread::Builder::new()
                .name(format!("ekb-kernel-{i}"))
                .stack_size(POOL_STACK_BYTES)
                .spawn(move || worker(&shared, &program))?;
            handles.push(h);
        }
        let pool = Pool { shared, handles, run_lock: Mutex::new(false) };
        let mut st = lock(&pool.shared);
        while st.started < threads && st.failed.is_none() {
            st = pool.shared.done.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        if let Some(e) = st.failed.clone() {
            drop(st);
            return Err(PoolError::Seccomp(e));
        }
        drop(st);
        Ok(pool)
    }

    /// Number of threads.
    pub fn threads(&self) -> usize {
        self.handles.len()
    }

    /// True after a run timed out: the pool runs nothing more.
    pub fn is_poisoned(&self) -> bool {
        *self.run_lock.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `entry` of `kernel` for `task` in `0..ntasks`, spread over the pool's threads, and waits for
    /// all of them; returns the wall time of the launch on the host's monotonic clock (from publishing the
    /// job to the last task's completion: it includes waking the threads; the clock's resolution is well
    /// under a microsecond, the wake-up some microseconds).
    ///
    /// `bufs` are the entry's buffer arguments in contract order (inputs, outputs, scratch) and `params`
    /// its scalars packed as the trampoline reads them ([`crate::abi::pack_f32`], [`crate::abi::pack_i32`]).
    /// A fault in the kernel (a write past a buffer's end, a trap, a forbidden system call) ends the
    /// process; a hang ends in [`RunError::Timeout`] after `timeout`.
    pub fn run(
        &self,
        kernel: &Kernel,
        entry: &str,
        bufs: &mut [&mut GuardedBuffer],
        params: &[u64],
        ntasks: u32,
        timeout: Duration,
    ) -> Result<Duration, RunError> {
        let mut poisoned = self.run_lock.lock().unwrap_or_else(|e| e.into_inner());
        if *poisoned {
            return Err(RunError::Poisoned);
        }
        let (sig, addr) = kernel.entries.iter().find(|(e, _)| e.name == entry).ok_or_else(|| RunError::NoSuchEntry(entry.to_string()))?;
        if sig.buffer_count() != bufs.len() || sig.param_count() != params.len() {
            return Err(RunError::Arity {
                entry: entry.to_string(),
                buffers: sig.buffer_count(),
                params: sig.param_count(),
                given_buffers: bufs.len(),
                given_params: params.len(),
            });
        }
        if ntasks == 0 {
            return Err(RunError::NoTasks);
        }
        // SAFETY: `addr` was obtained from dlsym for a trampoline of exactly this signature, and the
        // library stays loaded while the job holds `_lib`.
        let f: TrampolineFn = unsafe { std::mem::transmute::<usize, TrampolineFn>(*addr) };
        let job = Arc::new(Job {
            f,
            bufs: bufs.iter_mut().map(|b| b.as_mut_ptr().cast::<c_void>()).collect(),
            params: params.to_vec(),
            ntasks,
            _lib: Arc::clone(&kernel.lib),
        });
        let start = Instant::now();
        let deadline = start + timeout;
        let mut st = lock(&self.shared);
        st.job = Some(job);
        st.next_task = 0;
        st.done = 0;
        self.shared.work.notify_all();
        while st.done < ntasks {
            let now = Instant::now();
            if now >= deadline {
                // Stuck threads still use the job and the buffers: keep both for the life of the process.
                *poisoned = true;
                for b in bufs.iter_mut() {
                    b.leak_on_drop();
                }
                std::mem::forget(st.job.clone());
                return Err(RunError::Timeout(timeout));
            }
            st = self.shared.done.wait_timeout(st, deadline - now).unwrap_or_else(|e| e.into_inner()).0;
        }
        let elapsed = start.elapsed();
        // Dropped here, by this thread: a pool thread never frees (it may not call munmap for it).
        let job = st.job.take();
        drop(st);
        drop(job);
        Ok(elapsed)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        let poisoned = *self.run_lock.lock().unwrap_or_else(|e| e.into_inner());
        lock(&self.shared).shutdown = true;
        self.shared.work.notify_all();
        if poisoned {
            // Threads may be stuck in a kernel forever: do not wait, and never free what they use.
            std::mem::forget(Arc::clone(&self.shared));
            return;
        }
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

fn worker(shared: &Shared, program: &BpfProgram) {
    // Touch the allocator before the filter: the thread's malloc arena exists from here on, and nothing
    // below allocates.
    drop(std::hint::black_box(Vec::<u8>::with_capacity(64)));
    // Block the synchronous fault signals: a fault in a kernel then kills the process with that signal
    // (the kernel resets a blocked fault signal to its default action), instead of entering Rust's
    // process-wide SIGSEGV handler, whose `sigaction` call the filter would answer with SIGSYS.
    // SAFETY: plain libc calls on a local, initialised signal set.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for s in [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE, libc::SIGTRAP] {
            libc::sigaddset(&mut set, s);
        }
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
    let installed = seccompiler::apply_filter(program).map_err(|e| e.to_string());
    {
        let mut st = lock(shared);
        match installed {
            Ok(()) => st.started += 1,
            Err(e) => {
                st.failed = Some(e);
                shared.done.notify_all();
                return;
            }
        }
        shared.done.notify_all();
    }
    loop {
        let mut st = lock(shared);
        let (job, task) = loop {
            if st.shutdown {
                return;
            }
            let claim = match &st.job {
                Some(job) if st.next_task < job.ntasks => Some((Arc::clone(job), st.next_task)),
                _ => None,
            };
            match claim {
                Some(c) => {
                    st.next_task += 1;
                    break c;
                }
                None => st = shared.work.wait(st).unwrap_or_else(|e| e.into_inner()),
            }
        };
        drop(st);
        // SAFETY: the trampoline's contract: `bufs` holds one pointer per buffer argument (live guarded
        // buffers), `params` one slot per scalar; arity was checked by `run`.
        unsafe { (job.f)(job.bufs.as_ptr(), job.params.as_ptr(), task, job.ntasks) };
        // Release this thread's reference before reporting, so that the submitting thread drops the last.
        drop(job);
        let mut st = lock(shared);
        st.done += 1;
        if let Some(j) = &st.job {
            if st.done >= j.ntasks {
                shared.done.notify_all();
            }
        }
    }
}
