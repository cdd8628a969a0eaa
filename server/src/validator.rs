//! Re-validating submitted sources within budget, on threads with a large stack, by kind, with the
//! front ends the binary supplies ([`KindFrontEnds`] in [`crate::AppConfig::front_ends`]; this
//! crate links no native compiler or driver): `wgsl` with naga everywhere ([`wgsl_lib::WgslOnly`]
//! is the default); under `ekb serve` also `c` (compiled in the bubblewrap sandbox, with its time
//! and memory limits) and `opencl` (built on the first OpenCL device, opened on the first `opencl`
//! source), `ekb-dispatch`'s front ends. A kind the server cannot re-check is
//! [`Validation::Unverified`]: the row is stored flagged `unverified_kind`.
//!
//! naga's front end recurses on nesting; a stack overflow aborts the whole process and cannot be
//! caught, so every validation runs on a dedicated thread with [`STACK_BYTES`] of stack (tokio's
//! blocking threads have 2 MiB), at most [`Validator::threads`] at once (a semaphore; excess
//! requests wait, bounded by the request timeout). Results are memoised by task, source, features
//! and limits ([`ValidationCache`]: a set evaluated on many devices repeats the same sources).
//!
//! [`validate_report`] is the budgeted path of a submission: it lists the distinct sources to
//! validate, refuses the request when their bytes exceed the request's budget (`413`) or the
//! client's window (`429`), validates them with a deadline, charges the time spent to the client,
//! and returns one [`Validation`] per sample for [`crate::check::check`].

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ekb_eval::front_end::KindFrontEnds;
use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::Kind;
use ekb_wire::report::SuiteReport;
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;

use crate::budget::ClientBudgets;
use crate::error::AppError;

/// Outcome of validating one source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Validation {
    /// The server's own preparation accepts it.
    Valid,
    /// Why the server rejects it.
    Rejected(Rejection),
    /// The server cannot re-check this kind (no sandbox, no OpenCL device): why.
    Unverified(String),
}

/// Why the server's own preparation (limits, plan, naga, contract) rejects a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The verdict kind the server finds (`invalid_shader`, `contract_violation`, …;
    /// [`ekb_wire::Verdict::kind`]).
    pub kind: &'static str,
    /// The first diagnostic's message (empty when there is none).
    pub message: String,
}

/// Stack of each validation thread, bytes: `ekb_eval::limits::FRONT_END_STACK_BYTES` (64 MiB, far
/// more than naga needs for any text within `ekb_eval::limits`).
pub const STACK_BYTES: usize = ekb_eval::limits::FRONT_END_STACK_BYTES;

/// Refuses a kernel source that breaks a limit of `ekb_eval::limits` (checked in one linear pass,
/// before naga or anything is stored).
///
/// # Errors
/// 422 naming `field` and the limit.
pub fn within_limits(field: &str, source: &str) -> Result<(), AppError> {
    ekb_eval::limits::check_source(source).map_err(|e| {
        let limit = e.limit_name();
        AppError::SourceLimit { message: format!("`{field}`: {e}"), field: field.to_string(), limit }
    })
}

/// Memoises validations by kind, task, source, features and limits.
#[derive(Debug, Default)]
pub struct ValidationCache(Mutex<HashMap<[u8; 32], Validation>>);

/// Entries kept before the cache starts over.
const CACHE_ENTRIES: usize = 8192;

/// The cache key of `source` for `task` on `device`.
fn key(kind: Kind, task: &kernels::Task, source: &str, device: &DeviceInfo) -> [u8; 32] {
    let mut h = Sha256::new();
    let mut features = device.features.clone();
    features.sort();
    for part in
        [kind.name(), task.spec.id.as_str(), source, &features.join(","), &serde_json::to_string(&device.limits).unwrap_or_default()]
    {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().into()
}

impl ValidationCache {
    fn get(&self, key: &[u8; 32]) -> Option<Validation> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(key).cloned()
    }

    fn insert(&self, key: [u8; 32], v: Validation) {
        let mut map = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.len() >= CACHE_ENTRIES {
            map.clear();
        }
        map.insert(key, v);
    }
}

/// Validates one source of `kind` (no cache), turning a panic of the validator into an
/// `invalid_shader`. Call it on a thread with [`STACK_BYTES`] of stack.
fn validate_uncached(front_ends: &dyn KindFrontEnds, kind: Kind, task: &kernels::Task, source: &str, device: &DeviceInfo) -> Validation {
    let prepared =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| front_ends.checker(kind).map(|f| f.check(&task.spec, source, device))));
    match prepared {
        Ok(Ok(Ok(()))) => Validation::Valid,
        Ok(Ok(Err(r))) => Validation::Rejected(Rejection {
            kind: r.verdict.kind(),
            message: r.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default(),
        }),
        Ok(Err(none)) => Validation::Unverified(none.reason),
        Err(_) => {
            tracing::error!(task = %task.spec.id, %kind, "the validator panicked on a submitted source");
            Validation::Rejected(Rejection { kind: "invalid_shader", message: "the validator failed on this source".into() })
        }
    }
}

/// The front ends the server re-validates with (cheap to clone): [`wgsl_lib::WgslOnly`] unless the
/// binary supplies more.
#[derive(Clone, Debug)]
pub struct FrontEnds(pub Arc<dyn KindFrontEnds>);

impl Default for FrontEnds {
    /// WGSL only: `c` and `opencl` rows are stored flagged `unverified_kind`.
    fn default() -> Self {
        Self(Arc::new(wgsl_lib::WgslOnly::new("this server was started without native front ends (`ekb serve` has them)")))
    }
}

/// The validation threads and their cache.
#[derive(Debug)]
pub struct Validator {
    cache: ValidationCache,
    front_ends: FrontEnds,
    permits: Arc<Semaphore>,
    threads: usize,
}

impl Default for Validator {
    /// As many threads as cores (at most 8), WGSL only ([`FrontEnds::default`]).
    fn default() -> Self {
        Self::with_front_ends(Self::default_threads(), FrontEnds::default())
    }
}

impl Validator {
    /// As many threads as cores, at most 8.
    pub fn default_threads() -> usize {
        std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get).min(8)
    }

    /// At most `threads` validation threads at once, with `front_ends`.
    pub fn with_front_ends(threads: usize, front_ends: FrontEnds) -> Self {
        let threads = threads.max(1);
        Self { cache: ValidationCache::default(), front_ends, permits: Arc::new(Semaphore::new(threads)), threads }
    }

    /// The front ends ([`crate::validate_kinds`]).
    pub(crate) fn front_ends(&self) -> &dyn KindFrontEnds {
        &*self.front_ends.0
    }

    /// Threads that may validate at once.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The cache.
    pub fn cache(&self) -> &ValidationCache {
        &self.cache
    }

    /// Runs `job` on a fresh validation thread with [`STACK_BYTES`] of stack, once a thread is free.
    ///
    /// # Errors
    /// 503 when no thread can be started, 500 when `job` panicked.
    pub async fn run<T: Send + 'static>(&self, job: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
        let permit = self.permits.clone().acquire_owned().await.map_err(|_| AppError::Busy)?;
        let (tx, rx) = tokio::sync::oneshot::channel();
        std::thread::Builder::new()
            .name("ekb-validate".into())
            .stack_size(STACK_BYTES)
            .spawn(move || {
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                drop(permit);
                let _ = tx.send(out);
            })
            .map_err(|e| {
                tracing::warn!(error = %e, "cannot start a validation thread");
                AppError::Busy
            })?;
        match rx.await {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(_)) | Err(_) => Err(AppError::Internal("a validation job panicked".into())),
        }
    }
}

/// Validates the source of every sample of `report` (`sources` in the same order) within the
/// request's and the client's budget; call it on a validation thread ([`Validator::run`]).
/// `device` is the report's device; a sample's own device, when it names one, is used for it.
///
/// # Errors
/// 413 when the sources to validate exceed the request's bytes or take longer than its time; 429
/// (with `Retry-After`) when the client's window is spent. The client is charged for what was
/// validated either way.
pub fn validate_report(
    validator: &Validator,
    budgets: &ClientBudgets,
    ip: Option<IpAddr>,
    report: &SuiteReport,
    sources: &[&str],
    device: &DeviceInfo,
) -> Result<Vec<Validation>, AppError> {
    let budget = budgets.budget();
    // Distinct (task, source, device) triples not in the cache, in report order.
    let mut slots: Vec<[u8; 32]> = Vec::with_capacity(sources.len());
    let mut todo: Vec<(usize, [u8; 32])> = Vec::new();
    let mut known: HashMap<[u8; 32], Validation> = HashMap::new();
    let mut bytes = 0u64;
    for (i, (entry, source)) in report.samples.iter().zip(sources).enumerate() {
        let task = kernels::get(&entry.task_id).ok_or_else(|| AppError::invalid(format!("report.samples[{i}].task_id"), "unknown task"))?;
        let dev = entry.report.device.as_ref().unwrap_or(device);
        let k = key(entry.report.kind, task, source, dev);
        slots.push(k);
        if known.contains_key(&k) || todo.iter().any(|(_, t)| *t == k) {
            continue;
        }
        match validator.cache.get(&k) {
            Some(v) => {
                known.insert(k, v);
            }
            None => {
                bytes += source.len() as u64;
                todo.push((i, k));
            }
        }
    }
    if bytes > budget.request_bytes {
        return Err(AppError::OverBudget {
            message: format!(
                "the sources to validate total {bytes} bytes, over this server's budget of {} bytes per request; \
                 submit fewer or smaller samples per request",
                budget.request_bytes
            ),
        });
    }
    budgets.admit(ip, bytes, Instant::now()).map_err(|r| AppError::ClientOverBudget { what: r.what, retry_after_s: r.retry_after_s })?;
    let start = Instant::now();
    let deadline = Duration::from_millis(budget.request_ms);
    let mut timed_out = false;
    for (i, k) in &todo {
        if start.elapsed() > deadline {
            timed_out = true;
            break;
        }
        let entry = &report.samples[*i];
        let task = kernels::get(&entry.task_id).ok_or_else(|| AppError::Internal("task vanished".into()))?;
        let v =
            validate_uncached(validator.front_ends(), entry.report.kind, task, sources[*i], entry.report.device.as_ref().unwrap_or(device));
        validator.cache.insert(*k, v.clone());
        known.insert(*k, v);
    }
    let spent = start.elapsed();
    budgets.charge_ms(ip, u64::try_from(spent.as_millis()).unwrap_or(u64::MAX), Instant::now());
    if timed_out || spent > deadline {
        return Err(AppError::OverBudget {
            message: format!(
                "validating the sources took longer than this server's budget of {} ms per request; \
                 submit fewer or smaller samples per request",
                budget.request_ms
            ),
        });
    }
    slots.iter().map(|k| known.get(k).cloned().ok_or_else(|| AppError::Internal("a sample was not validated".into()))).collect()
}
