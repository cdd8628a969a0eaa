//! `/this-device`: what this browser's GPU is and how well it can be timed, or why there is no
//! WebGPU and what to do about it. The landing page shows a short card of it and links here.

use ekb_eval::Backend;
use ekb_wire::device::DeviceInfo;
use ekb_wire::timing::Peak;
use ekb_wire::timing::TimerMethod;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::gpu::{self, GpuUnavailable};
use super::widgets::format_ns;

#[derive(Clone, Debug, PartialEq)]
struct Card {
    device: DeviceInfo,
    timer: TimerMethod,
    timer_resolution_ns: f64,
    host_resolution_ns: f64,
    isolated: bool,
}

/// How `timer` measures kernel time, in words.
pub(crate) fn timer_text(timer: TimerMethod) -> &'static str {
    match timer {
        TimerMethod::TimestampQuery => "GPU timestamp queries",
        TimerMethod::HostClock => "host clock (performance.now) around completed work",
        TimerMethod::Remote => "remote evaluator",
        TimerMethod::ProfilingEvents => "OpenCL profiling events",
    }
}

/// `/this-device`: the device card with every adapter fact, the timer resolutions and the peak probe.
#[component]
pub(crate) fn ThisDevicePage() -> impl IntoView {
    let card = RwSignal::new(None::<Card>);
    let failure = RwSignal::new(None::<GpuUnavailable>);
    let peak = RwSignal::new(None::<Peak>);
    let probing = RwSignal::new(false);
    let server = RwSignal::new(None::<String>);
    spawn_local(async move {
        match gpu::backend().await {
            Ok(b) => {
                let timer_resolution_ns = b.timer_resolution_ns().await.unwrap_or(f64::NAN);
                card.set(Some(Card {
                    device: b.device().clone(),
                    timer: b.timer(),
                    timer_resolution_ns,
                    host_resolution_ns: gpu::host_clock_resolution_ns(),
                    isolated: gpu::cross_origin_isolated(),
                }));
                probing.set(true);
                peak.set(gpu::peak().await);
                probing.set(false);
            }
            Err(e) => failure.set(Some(e)),
        }
    });
    spawn_local(async move {
        let text = match gloo_net::http::Request::get("/api/suite").send().await {
            Ok(r) => match r.json::<serde_json::Value>().await {
                Ok(v) if v["hash"].as_str() == Some(kernels::suite_hash().as_str()) => "the server runs the same suite".to_string(),
                Ok(v) => {
                    format!("the server's suite differs ({}); reload the page", v["hash"].as_str().unwrap_or("?").get(..12).unwrap_or("?"))
                }
                Err(e) => format!("unreadable answer from /api/suite: {e}"),
            },
            Err(e) => format!("server unreachable: {e}"),
        };
        server.set(Some(text));
    });
    view! {
        <section class="card">
            <h1>"This device"</h1>
            {move || failure.get().map(|f| view! { <NoWebGpu reason=f/> })}
            {move || match card.get() {
                None if failure.get().is_none() => view! { <p>"Requesting a WebGPU adapter…"</p> }.into_any(),
                None => ().into_any(),
                Some(c) => view! { <DeviceTable card=c peak=peak probing=probing/> }.into_any(),
            }}
            <p class="muted">
                {format!("Suite {} · {} tasks · hash {}", kernels::SUITE_VERSION, kernels::index().len(), &kernels::suite_hash()[..12])}
                " · " {move || server.get().unwrap_or_default()}
            </p>
            <p><a class="button" href="/run">"Run the suite on this GPU"</a>" "<a class="button secondary" href="/tasks">"Try a kernel"</a></p>
        </section>
    }
}

#[component]
fn DeviceTable(card: Card, peak: RwSignal<Option<Peak>>, probing: RwSignal<bool>) -> impl IntoView {
    let d = card.device;
    let row = |k: &'static str, v: String| view! { <tr><th>{k}</th><td>{v}</td></tr> };
    let timer = timer_text(card.timer);
    let features = if d.features.is_empty() { "none".to_string() } else { d.features.join(", ") };
    let l = &d.limits;
    view! {
        <div id="device-card">
            {d.is_fallback.then(|| view! { <p class="warn">"Software / fallback adapter: timings describe a CPU emulation, not a GPU."</p> })}
            <table class="kv">
                {row("adapter", if d.name.is_empty() { "(not disclosed by the browser)".into() } else { d.name.clone() })}
                {row("vendor", d.vendor.clone())}
                {row("architecture", d.architecture.clone())}
                {row("backend", d.backend.clone())}
                {row("browser", d.runtime.clone())}
                {row("fallback adapter", if d.is_fallback { "yes".into() } else { "no".into() })}
                {row("features", features)}
                {row("timestamp-query", if d.has_feature("timestamp-query") { "yes".into() } else { "no".into() })}
                {row("timing method", timer.to_string())}
                {row("timer resolution (measured)", format_ns(card.timer_resolution_ns))}
                {row("performance.now resolution (measured)", format!("{}{}", format_ns(card.host_resolution_ns), if card.isolated { " (cross-origin isolated)" } else { " (not isolated)" }))}
                {row("limits", format!("{} storage buffers/stage · {} B workgroup memory · {} invocations/workgroup · {} MiB storage binding",
                    l.max_storage_buffers_per_shader_stage, l.max_compute_workgroup_storage_size, l.max_compute_invocations_per_workgroup, l.max_storage_buffer_binding_size >> 20))}
                <tr><th>"peak (probe)"</th><td>{move || match (peak.get(), probing.get()) {
                    (Some(p), _) => format!("{:.1} GB/s copy · {:.1} GFLOP/s FMA", p.bytes_per_s / 1e9, p.flops_per_s / 1e9),
                    (None, true) => "measuring…".into(),
                    (None, false) => "not measured".into(),
                }}</td></tr>
            </table>
        </div>
    }
}

/// Why this page has no WebGPU, and what to do per browser.
#[component]
pub(crate) fn NoWebGpu(reason: GpuUnavailable) -> impl IntoView {
    let secure = web_sys::window().is_some_and(|w| w.is_secure_context());
    let why = match reason {
        GpuUnavailable::NoWebGpu => "This browser does not expose WebGPU here (navigator.gpu is missing).".to_string(),
        GpuUnavailable::NoAdapter(e) => format!("WebGPU is present but gave no usable GPU: {e}"),
    };
    view! {
        <div id="no-webgpu" class="warn">
            <h2>"No WebGPU"</h2>
            <p>{why}</p>
            {(!secure).then(|| view! { <p><b>"This page is not a secure context."</b>" WebGPU only works over HTTPS or on localhost: start the server with "<code>"ekb serve --tls-cert … --tls-key …"</code>"."</p> })}
            <ul>
                <li><b>"Chrome / Edge"</b>" 113+: on by default on Windows, macOS, ChromeOS and Android 12+. On Linux enable chrome://flags/#enable-unsafe-webgpu (and Vulkan)."</li>
                <li><b>"Firefox"</b>": on by default on Windows from version 141; elsewhere set dom.webgpu.enabled in about:config or use Nightly."</li>
                <li><b>"Safari"</b>": on by default from Safari 26 (macOS, iOS, iPadOS); older versions: Develop → Feature Flags → WebGPU."</li>
            </ul>
        </div>
    }
}
