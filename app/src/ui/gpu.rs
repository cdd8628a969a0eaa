//! The WebGPU device: created once, shared by every page, recreated after a device loss.
//! Also reads what wgpu does not map from the browser (`GPUAdapterInfo` vendor/architecture).
//!
//! A loss is known from the device's own `lost` promise (recorded by [`Current::lost`] as the typed
//! [`BackendError::DeviceLost`]), never from an error's text: the evaluator folds backend errors
//! into a verdict message, and a loss can surface there as any error (a rejected `mapAsync`, a
//! failed pipeline). The kernel that was running gets `runtime_error` and is not re-run; the next
//! [`backend`] call makes a new device, up to [`RECREATE_ATTEMPTS`] times.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::{Arc, Mutex};

use backend_wgpu::{WgpuBackend, WgpuOptions};
use ekb_eval::{Backend, BackendError};
use ekb_wire::report::{Baseline, Fault};
use ekb_wire::timing::Peak;
use futures_channel::oneshot::{self, Sender};
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wgsl_lib::probe::{measure_peak, ProbeSize};

/// Attempts at a new device after a loss, 0.5 s then 1 s apart (after a GPU-process crash
/// Chromium restarts the process first). When all fail, the rest of a run is not run.
pub(crate) const RECREATE_ATTEMPTS: u32 = 3;
/// Waits before the second and third attempt, ms.
const RECREATE_BACKOFF_MS: [i32; 2] = [500, 1_000];

/// The device in use and what its `lost` promise said, if it resolved.
#[derive(Clone)]
struct Current {
    backend: Rc<WgpuBackend>,
    lost_reason: Arc<Mutex<Option<String>>>,
}

impl Current {
    /// [`BackendError::DeviceLost`] once this device's `lost` promise resolved.
    fn lost(&self) -> Option<BackendError> {
        self.lost_reason.lock().ok().and_then(|r| r.clone()).map(BackendError::DeviceLost)
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Current>> = const { RefCell::new(None) };
    /// Why, when the device was lost and could not be recreated; cleared by a new device.
    static GAVE_UP: RefCell<Option<String>> = const { RefCell::new(None) };
    static PEAK: RefCell<Option<Peak>> = const { RefCell::new(None) };
    /// New devices made after a loss, since the page loaded.
    static REMADE: Cell<u32> = const { Cell::new(0) };
    /// `Some` while a device is being made: the callers waiting for it (one device at a time, so a
    /// page that [`prepare`]s the device and its Run share one).
    static WAITING: RefCell<Option<Vec<Sender<Made>>>> = const { RefCell::new(None) };
}

/// What making a device gave ([`current`]).
type Made = Result<Current, GpuUnavailable>;

/// Why there is no device.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum GpuUnavailable {
    /// `navigator.gpu` is missing: the browser has no WebGPU (or not in this context).
    NoWebGpu,
    /// WebGPU exists but gave no adapter or device.
    NoAdapter(String),
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Whether `navigator.gpu` exists.
pub(crate) fn has_webgpu() -> bool {
    web_sys::window().is_some_and(|w| !get(&w.navigator().into(), "gpu").is_undefined())
}

/// Whether the page is cross-origin isolated (fine-grained `performance.now()`).
pub(crate) fn cross_origin_isolated() -> bool {
    web_sys::window().is_some_and(|w| get(&w.into(), "crossOriginIsolated").as_bool() == Some(true))
}

/// The browser engine, e.g. `chromium 156`.
pub(crate) fn engine() -> String {
    let ua = web_sys::window().and_then(|w| w.navigator().user_agent().ok()).unwrap_or_default();
    crate::logic::engine_from_user_agent(&ua)
}

/// `(vendor, architecture)` from `(await navigator.gpu.requestAdapter()).info`.
/// Asks for the adapter at once (the request runs while the caller makes the device: one round
/// trip to the GPU process less before the first kernel) and reads its vendor and architecture.
fn adapter_identity() -> impl std::future::Future<Output = (String, String)> {
    let gpu = web_sys::window().map(|w| get(&w.navigator().into(), "gpu"));
    let request = gpu.and_then(|gpu| {
        let request = get(&gpu, "requestAdapter").dyn_into::<Function>().ok()?;
        request.call0(&gpu).and_then(|p| p.dyn_into::<Promise>()).ok()
    });
    async move {
        let Some(promise) = request else { return Default::default() };
        read_identity(JsFuture::from(promise).await).await
    }
}

/// The vendor and architecture of the adapter `requestAdapter` resolved to.
async fn read_identity(answer: Result<JsValue, JsValue>) -> (String, String) {
    let Ok(adapter) = answer else { return Default::default() };
    if adapter.is_null() || adapter.is_undefined() {
        return Default::default();
    }
    let info = get(&adapter, "info");
    (get(&info, "vendor").as_string().unwrap_or_default(), get(&info, "architecture").as_string().unwrap_or_default())
}

async fn create() -> Result<Current, GpuUnavailable> {
    if !has_webgpu() {
        return Err(GpuUnavailable::NoWebGpu);
    }
    let desc =
        wgpu::InstanceDescriptor { backends: wgpu::Backends::BROWSER_WEBGPU, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    let instance = wgpu::Instance::new(desc);
    let options = wgpu::RequestAdapterOptions { power_preference: wgpu::PowerPreference::HighPerformance, ..Default::default() };
    let identity = adapter_identity();
    let adapter = instance.request_adapter(&options).await.map_err(|e| GpuUnavailable::NoAdapter(e.to_string()))?;
    let opts = WgpuOptions { runtime: engine(), ..WgpuOptions::default() };
    let backend = WgpuBackend::new(&adapter, &opts).await.map_err(|e| GpuUnavailable::NoAdapter(e.to_string()))?;
    let (vendor, architecture) = identity.await;
    // wgsl-lib's backend keeps its own record of the loss for its health checks; this one is the
    // app's, read after each kernel. Both are `then`s on the same `device.lost` promise.
    let lost_reason = Arc::new(Mutex::new(None));
    let sink = lost_reason.clone();
    backend.wgpu_device().set_device_lost_callback(move |reason, message| {
        if let Ok(mut r) = sink.lock() {
            *r = Some(format!("{reason:?}: {message}"));
        }
    });
    Ok(Current { backend: Rc::new(backend.with_identity(vendor, architecture)), lost_reason })
}

/// Resolves after `ms` on the browser's timer (0: after the tasks already queued, such as the
/// `device.lost` callbacks).
async fn sleep_ms(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        let armed = web_sys::window().and_then(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms).ok());
        if armed.is_none() {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// The device in use, created on first use and recreated when it was lost: one attempt the first
/// time, [`RECREATE_ATTEMPTS`] after a loss. A caller that comes while the device is being made
/// waits for that one.
async fn current() -> Result<Current, GpuUnavailable> {
    let held = CURRENT.with(|c| c.borrow().clone());
    let attempts = match held {
        Some(c) if c.lost().is_none() => return Ok(c),
        Some(_) => RECREATE_ATTEMPTS,
        None => 1,
    };
    let wait = WAITING.with(|w| {
        w.borrow_mut().as_mut().map(|waiting| {
            let (tx, rx) = oneshot::channel();
            waiting.push(tx);
            rx
        })
    });
    if let Some(rx) = wait {
        return rx.await.unwrap_or_else(|_| Err(GpuUnavailable::NoAdapter("the device being made was dropped".into())));
    }
    WAITING.with(|w| *w.borrow_mut() = Some(Vec::new()));
    let made = make(attempts).await;
    for tx in WAITING.with(|w| w.borrow_mut().take()).unwrap_or_default() {
        let _ = tx.send(made.clone());
    }
    made
}

/// Makes a new device: `attempts` tries, [`RECREATE_BACKOFF_MS`] apart.
async fn make(attempts: u32) -> Result<Current, GpuUnavailable> {
    CURRENT.with(|c| *c.borrow_mut() = None);
    let mut last = String::new();
    for attempt in 0..attempts {
        if attempt > 0 {
            sleep_ms(RECREATE_BACKOFF_MS[(attempt as usize - 1).min(RECREATE_BACKOFF_MS.len() - 1)]).await;
        }
        match create().await {
            Ok(c) => {
                CURRENT.with(|slot| *slot.borrow_mut() = Some(c.clone()));
                GAVE_UP.with(|g| *g.borrow_mut() = None);
                if attempts > 1 {
                    REMADE.with(|r| r.set(r.get() + 1));
                }
                return Ok(c);
            }
            Err(GpuUnavailable::NoWebGpu) => return Err(GpuUnavailable::NoWebGpu),
            Err(GpuUnavailable::NoAdapter(e)) => last = e,
        }
    }
    if attempts > 1 {
        let why = format!("not run: the GPU device was lost and {attempts} attempts at a new one failed (last: {last})");
        GAVE_UP.with(|g| *g.borrow_mut() = Some(why));
    }
    Err(GpuUnavailable::NoAdapter(last))
}

/// The shared backend (see [`current`]).
pub(crate) async fn backend() -> Result<Rc<WgpuBackend>, GpuUnavailable> {
    current().await.map(|c| c.backend)
}

/// Starts making the device now, for a page whose Run needs it: the adapter and device requests
/// run while the page renders and its reader reads, not after Run is pressed (docs/APP.md, "Size
/// and first verdict"). Nothing happens when a device is held or being made.
pub(crate) fn prepare() {
    leptos::task::spawn_local(async {
        let _ = current().await;
    });
}

/// How many new devices were made after a loss since the page loaded (the run page reports the
/// difference over a run).
pub(crate) fn remade() -> u32 {
    REMADE.with(Cell::get)
}

/// Why not, when the device was lost and all [`RECREATE_ATTEMPTS`] at a new one failed: the run
/// page records the rest of its kernels as `runtime_error` with this message instead of running them.
pub(crate) fn gave_up() -> Option<String> {
    GAVE_UP.with(|g| g.borrow().clone())
}

/// The measured peak, probing once (small probe on fallback adapters).
pub(crate) async fn peak() -> Option<Peak> {
    if let Some(p) = PEAK.with(|p| *p.borrow()) {
        return Some(p);
    }
    let b = backend().await.ok()?;
    let size = if b.device().is_fallback { ProbeSize::SMALL } else { ProbeSize::FULL };
    let p = measure_peak(&*b, size).await.ok()?;
    PEAK.with(|slot| *slot.borrow_mut() = Some(p));
    Some(p)
}

/// Resolution of `performance.now()` as measured: the smallest non-zero step, ns.
pub(crate) fn host_clock_resolution_ns() -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..200 {
        let t0 = web_time::Instant::now();
        let mut t1 = web_time::Instant::now();
        let mut spins = 0;
        while t1 == t0 && spins < 1_000_000 {
            t1 = web_time::Instant::now();
            spins += 1;
        }
        best = best.min((t1 - t0).as_nanos() as f64);
    }
    best
}

/// Evaluation options for this device: `ci` shapes on fallback adapters, the timed shapes on real
/// GPUs; a fresh random seed and timing nonce; a 2 s budget per launch at the timed shape; the
/// measured [`peak`] (probed first, once per page).
pub(crate) async fn default_options(profile: Option<ekb_wire::timing::Profile>) -> ekb_eval::EvalOptions {
    ekb_eval::EvalOptions { peak: peak().await, ..options_unprobed(profile).await }
}

/// [`default_options`] without the peak, so nothing is probed before the evaluation: the task page
/// probes after it ([`apply_peak`]), and its first verdict does not wait for the probe's launches
/// (0.2–0.9 s on SwiftShader under load, docs/APP.md "Size and first verdict").
pub(crate) async fn options_unprobed(profile: Option<ekb_wire::timing::Profile>) -> ekb_eval::EvalOptions {
    let fallback = backend().await.map(|b| b.device().is_fallback).unwrap_or(true);
    ekb_eval::EvalOptions {
        profile: profile.unwrap_or(if fallback { ekb_wire::timing::Profile::Ci } else { ekb_wire::timing::Profile::Full }),
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        timed_launch_budget_ms: Some(2_000.0),
        timing_nonce: Some(timing_nonce()),
        ..ekb_eval::EvalOptions::default()
    }
}

/// Gives a report evaluated with [`options_unprobed`] the speed-of-light bound and flag the
/// evaluator would have set with the peak ([`ekb_eval::evaluate::apply_peak`]), probing now if this
/// page has not yet. Nothing changes for a report without timing, or when the probe fails.
pub(crate) async fn apply_peak(task: &kernels::Task, report: &mut ekb_wire::SampleReport) {
    if report.timing.is_none() {
        return;
    }
    if let Some(p) = peak().await {
        // A cost model that does not evaluate failed the task's own checks long before the timing.
        let _ = ekb_eval::evaluate::apply_peak(&task.spec, p, report);
    }
}

/// A timing nonce (`EvalOptions::timing_nonce`: the timed launches' input sets and verified
/// launches are drawn from it) from the browser's cryptographic source, `crypto.getRandomValues`
/// (`Math.random` is predictable from a few outputs). A page without `window.crypto` (none that runs
/// WebGPU) falls back to `Math.random` and the clock.
fn timing_nonce() -> u64 {
    let mut bytes = [0u8; 8];
    let filled = web_sys::window().and_then(|w| w.crypto().ok()).is_some_and(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok());
    if filled {
        u64::from_le_bytes(bytes)
    } else {
        let now = js_sys::Date::now().to_bits();
        ekb_eval::evaluate::derive_seed(now, (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64)
    }
}

/// A `runtime_error` report for a kernel that did not run or whose run the device's loss ended.
pub(crate) fn runtime_error(task: &kernels::Task, message: String, profile: ekb_wire::timing::Profile) -> ekb_wire::SampleReport {
    ekb_wire::SampleReport::without_run(
        &task.spec.id,
        ekb_wire::Verdict::RuntimeError { message: message.clone() },
        message,
        Vec::new(),
        profile,
    )
}

/// Evaluates one candidate on the shared device. When the device is lost during the evaluation,
/// the kernel gets `runtime_error` saying so (unless it had already passed: its outputs were read
/// back and checked), and the next call runs on a new device. The kernel is not re-run.
pub(crate) async fn evaluate(task: &kernels::Task, source: &str, opts: &ekb_eval::EvalOptions) -> ekb_wire::SampleReport {
    evaluate_with_progress(task, None, source, opts, &|_| {}).await
}

/// [`evaluate`], timed against `tvm` when given — TVM's kernel for the task, adapted to the contract
/// on the server ([`super::api::tvm_wgsl`]), in place of the task's reference, the report's
/// `baseline` then `tvm` (as `ekb --baseline tvm` does natively) — and telling `progress` when the
/// check and drawn shapes have passed ([`ekb_eval::Progress`]: the task page shows it before the
/// corners and the timing).
pub(crate) async fn evaluate_with_progress(
    task: &kernels::Task,
    tvm: Option<&str>,
    source: &str,
    opts: &ekb_eval::EvalOptions,
    progress: &ekb_eval::evaluate::Observer<'_>,
) -> ekb_wire::SampleReport {
    let dev = match current().await {
        Ok(c) => c,
        Err(e) => return runtime_error(task, gave_up().unwrap_or_else(|| format!("no WebGPU device: {e:?}")), opts.profile),
    };
    let (eval_task, opts) = match tvm {
        Some(text) => (
            ekb_eval::EvalTask { reference: Some(text), ..task.eval_task() },
            ekb_eval::EvalOptions { baseline: Baseline::Tvm, ..opts.clone() },
        ),
        None => (task.eval_task(), opts.clone()),
    };
    super::cpu_references::take_failure();
    let mut report = wgsl_lib::evaluate_with_progress(&*dev.backend, &eval_task, source, &opts, progress).await;
    // A failed CPU reference is the harness's fault, not the kernel's: said as such.
    if let Some(why) = super::cpu_references::take_failure() {
        if !report.verdict.is_pass() {
            let message = format!("not a verdict on this kernel: {why} (reload the page; was: {})", report.message);
            report.verdict = ekb_wire::Verdict::RuntimeError { message: message.clone() };
            report.message = message;
            report.reproduce = None;
            report.timing = None;
        }
    }
    if !report.verdict.is_pass() {
        // The failure may be the loss itself, surfacing before the `lost` promise's callbacks ran.
        sleep_ms(0).await;
    }
    // The evaluator keeps the backend's typed error: a loss it saw first (a failed poll or map)
    // retires this device too, even before the `lost` promise resolves.
    if report.fault == Some(Fault::DeviceLost) && dev.lost().is_none() {
        if let Ok(mut r) = dev.lost_reason.lock() {
            *r = Some(report.message.clone());
        }
    }
    if let Some(BackendError::DeviceLost(reason)) = dev.lost() {
        if !report.verdict.is_pass() {
            let message = format!(
                "the GPU device was lost while this kernel ran ({reason}); not re-run — the rest of the run uses a new device (was: {})",
                report.message_with_reproduce()
            );
            report.verdict = ekb_wire::Verdict::RuntimeError { message: message.clone() };
            report.message = message;
            report.reproduce = None;
            report.fault = Some(Fault::DeviceLost);
            report.timing = None;
            report.diagnostics.clear();
        }
    }
    report
}
