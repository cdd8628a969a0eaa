//! The WebGPU device: created once, shared by every page, recreated after a device loss.
//! Also reads what wgpu does not map from the browser (`GPUAdapterInfo` vendor/architecture).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wgsl_lib::probe::{measure_peak, ProbeSize};
use wgsl_lib::timing::Peak;
use wgsl_lib::{Backend, WgpuBackend, WgpuOptions};

thread_local! {
    static BACKEND: RefCell<Option<Rc<WgpuBackend>>> = const { RefCell::new(None) };
    static PEAK: RefCell<Option<Peak>> = const { RefCell::new(None) };
}

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
async fn adapter_identity() -> (String, String) {
    let Some(w) = web_sys::window() else { return Default::default() };
    let gpu = get(&w.navigator().into(), "gpu");
    let Ok(request) = get(&gpu, "requestAdapter").dyn_into::<Function>() else { return Default::default() };
    let Ok(promise) = request.call0(&gpu).and_then(|p| p.dyn_into::<Promise>()) else { return Default::default() };
    let Ok(adapter) = JsFuture::from(promise).await else { return Default::default() };
    if adapter.is_null() || adapter.is_undefined() {
        return Default::default();
    }
    let info = get(&adapter, "info");
    (get(&info, "vendor").as_string().unwrap_or_default(), get(&info, "architecture").as_string().unwrap_or_default())
}

async fn create() -> Result<WgpuBackend, GpuUnavailable> {
    if !has_webgpu() {
        return Err(GpuUnavailable::NoWebGpu);
    }
    let desc =
        wgpu::InstanceDescriptor { backends: wgpu::Backends::BROWSER_WEBGPU, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    let instance = wgpu::Instance::new(desc);
    let options = wgpu::RequestAdapterOptions { power_preference: wgpu::PowerPreference::HighPerformance, ..Default::default() };
    let adapter = instance.request_adapter(&options).await.map_err(|e| GpuUnavailable::NoAdapter(e.to_string()))?;
    let opts = WgpuOptions { runtime: engine(), ..WgpuOptions::default() };
    let backend = WgpuBackend::new(&adapter, &opts).await.map_err(|e| GpuUnavailable::NoAdapter(e.to_string()))?;
    let (vendor, architecture) = adapter_identity().await;
    Ok(backend.with_identity(vendor, architecture))
}

/// The shared backend, created on first use.
pub(crate) async fn backend() -> Result<Rc<WgpuBackend>, GpuUnavailable> {
    if let Some(b) = BACKEND.with(|b| b.borrow().clone()) {
        return Ok(b);
    }
    let b = Rc::new(create().await?);
    BACKEND.with(|slot| *slot.borrow_mut() = Some(b.clone()));
    Ok(b)
}

/// Drops the device so the next [`backend`] call creates a fresh one (after a device loss).
pub(crate) fn reset() {
    BACKEND.with(|b| *b.borrow_mut() = None);
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
/// GPUs; a fresh random seed; a 2 s budget per launch at the timed shape.
pub(crate) async fn default_options(profile: Option<wgsl_lib::Profile>) -> wgsl_lib::EvalOptions {
    let fallback = backend().await.map(|b| b.device().is_fallback).unwrap_or(true);
    wgsl_lib::EvalOptions {
        profile: profile.unwrap_or(if fallback { wgsl_lib::Profile::Ci } else { wgsl_lib::Profile::Full }),
        seed: (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64,
        peak: peak().await,
        timed_launch_budget_ms: Some(2_000.0),
        ..wgsl_lib::EvalOptions::default()
    }
}

/// Evaluates one candidate on the shared device. A lost device is recreated for the next call.
pub(crate) async fn evaluate(task: &kernels::Task, source: &str, opts: &wgsl_lib::EvalOptions) -> wgsl_lib::SampleReport {
    let b = match backend().await {
        Ok(b) => b,
        Err(e) => {
            let msg = format!("no WebGPU device: {e:?}");
            return wgsl_lib::SampleReport::without_run(
                &task.spec.id,
                wgsl_lib::Verdict::RuntimeError { message: msg.clone() },
                msg,
                Vec::new(),
                opts.profile,
            );
        }
    };
    let report = wgsl_lib::evaluate(&*b, &task.eval_task(), source, opts).await;
    if let wgsl_lib::Verdict::RuntimeError { message } = &report.verdict {
        if message.contains("device lost") {
            reset();
        }
    }
    report
}
