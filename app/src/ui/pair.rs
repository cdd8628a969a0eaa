//! *Pair this device*, on `/remote` (docs/APP.md, "Pair this device"; the protocol: docs/RELAY.md,
//! "Paired tabs"). Only when the visitor presses the button does the tab open the WebSocket at
//! `/api/relay/pair`, say `hello` with its WebGPU adapter and show the pairing code the server
//! gives it; from then on it runs the jobs the relay pushes to that code, one at a time, through the
//! Run page's check path ([`gpu::evaluate`]: the same options, the same recovery from a lost
//! device), and sends each report back with the SHA-256 of the source it ran. Every kernel it runs
//! is listed; *Stop* closes the socket (the running job, if any, fails saying the tab closed). It
//! beats every [`BEAT_S`] seconds and at every visibility change, saying whether the page is
//! visible (the relay sends a hidden tab nothing and cancels a job running when it is hidden), and
//! holds a screen wake lock while a job runs (best effort: `navigator.wakeLock`).

use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

use ekb_eval::Backend;
use ekb_wire::kind::Kind;
use ekb_wire::paired::{ServerFrame, TabFrame, BEAT_S};
use leptos::prelude::*;
use leptos::task::spawn_local;
use sha2::Digest;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CloseEvent, MessageEvent, WebSocket};

use super::gpu;

/// One kernel the tab ran (or is running).
#[derive(Clone, Debug, PartialEq)]
struct LogLine {
    job: String,
    task: String,
    outcome: String,
}

/// The open pairing.
struct Link {
    ws: WebSocket,
    /// Which pairing of this panel it is ([`Pairing::generation`]): a late event of an earlier
    /// socket never touches a later one.
    generation: u64,
    /// Jobs the relay cancelled: their reports are not sent.
    cancelled: HashSet<String>,
    /// The heartbeat interval's id.
    beat: i32,
    /// The socket's and the page's handlers, detached and dropped by [`unpair`].
    handlers: Handlers,
}

/// The handlers one pairing installs (on its socket, the heartbeat interval and the document's
/// `visibilitychange`); kept alive while it is open (the socket's are only held, never read).
struct Handlers {
    _on_open: Closure<dyn FnMut()>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_close: Closure<dyn FnMut(CloseEvent)>,
    beat: Closure<dyn FnMut()>,
}

/// The panel's pairing state.
#[derive(Default)]
struct Pairing {
    link: Option<Link>,
    /// Pairings started so far (the current one's number).
    generation: u64,
    /// A pairing is being opened (between the press and its socket's handlers): another press
    /// does nothing.
    opening: bool,
}

type Shared = Rc<RefCell<Pairing>>;

fn visible() -> bool {
    web_sys::window().and_then(|w| w.document()).is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
}

fn send(ws: &WebSocket, frame: &TabFrame) {
    if ws.ready_state() == WebSocket::OPEN {
        if let Ok(text) = serde_json::to_string(frame) {
            let _ = ws.send_with_str(&text);
        }
    }
}

/// `ws(s)://HOST/api/relay/pair` for this page's origin.
fn pair_url() -> Option<String> {
    let loc = web_sys::window()?.location();
    let scheme = if loc.protocol().ok()? == "https:" { "wss:" } else { "ws:" };
    Some(format!("{scheme}//{}/api/relay/pair", loc.host().ok()?))
}

/// This page's address (`origin/remote`), and whether it is HTTPS.
fn page_address() -> Option<(String, bool)> {
    let loc = web_sys::window()?.location();
    Some((format!("{}/remote", loc.origin().ok()?), loc.protocol().ok()? == "https:"))
}

/// `text` as a QR code in SVG (the `qrcode` crate; a URL of a few dozen bytes is a version 3–4 code).
fn qr_svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(code.render::<qrcode::render::svg::Color<'_>>().min_dimensions(176, 176).quiet_zone(true).build())
}

/// `navigator.wakeLock.request("screen")`'s sentinel, when the browser grants one.
async fn wake_lock() -> Option<JsValue> {
    let nav: JsValue = web_sys::window()?.navigator().into();
    let lock = js_sys::Reflect::get(&nav, &"wakeLock".into()).ok().filter(|v| v.is_object())?;
    let request: js_sys::Function = js_sys::Reflect::get(&lock, &"request".into()).ok()?.dyn_into().ok()?;
    let promise: js_sys::Promise = request.call1(&lock, &"screen".into()).ok()?.dyn_into().ok()?;
    JsFuture::from(promise).await.ok()
}

fn release(sentinel: &JsValue) {
    if let Some(f) = js_sys::Reflect::get(sentinel, &"release".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = f.call0(sentinel);
    }
}

fn set_outcome(log: RwSignal<Vec<LogLine>>, job: &str, outcome: String) {
    log.update(|l| {
        if let Some(line) = l.iter_mut().rev().find(|x| x.job == job) {
            line.outcome = outcome;
        }
    });
}

/// Runs one pushed job and sends its report (unless the relay cancelled it meanwhile).
fn run_job(link: Shared, log: RwSignal<Vec<LogLine>>, job: String, task: String, kind: Kind, source: String) {
    let Some((ws, generation)) = link.borrow().link.as_ref().map(|l| (l.ws.clone(), l.generation)) else { return };
    log.update(|l| l.push(LogLine { job: job.clone(), task: task.clone(), outcome: "running…".into() }));
    let Some(t) = kernels::get(&task).filter(|_| kind == Kind::Wgsl) else {
        let reason = format!("this tab runs wgsl candidates of suite tasks, not a `{}` candidate of `{task}`", kind.name());
        set_outcome(log, &job, reason.clone());
        return send(&ws, &TabFrame::Failed { job, reason });
    };
    spawn_local(async move {
        send(&ws, &TabFrame::Progress { job: job.clone(), step: "checking and timing in the tab".into(), fraction: None });
        let lock = wake_lock().await;
        let opts = gpu::default_options(None).await;
        let report = gpu::evaluate(t, &source, &opts).await;
        if let Some(l) = &lock {
            release(l);
        }
        // Not sent when the relay cancelled it, or its pairing ended meanwhile (a report for an
        // earlier socket's job would reach no one).
        let cancelled = link.borrow().link.as_ref().is_none_or(|l| l.generation != generation || l.cancelled.contains(&job));
        if cancelled {
            return;
        }
        set_outcome(log, &job, report.message.clone());
        let source_sha256: String = sha2::Sha256::digest(source.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
        send(&ws, &TabFrame::Report { job, source_sha256, report: Box::new(report) });
    });
}

/// Closes the pairing (the Stop button, or the socket closed by the relay): detaches its handlers
/// (so the closing socket's own `close` event cannot end a pairing started after it) and drops
/// them once the current event is over (a closure is never dropped while it runs).
fn unpair(link: &Shared) {
    let Some(l) = link.borrow_mut().link.take() else { return };
    if let Some(w) = web_sys::window() {
        w.clear_interval_with_handle(l.beat);
        if let Some(d) = w.document() {
            let _ = d.remove_event_listener_with_callback("visibilitychange", l.handlers.beat.as_ref().unchecked_ref());
        }
    }
    l.ws.set_onopen(None);
    l.ws.set_onmessage(None);
    l.ws.set_onclose(None);
    let _ = l.ws.close();
    let handlers = l.handlers;
    spawn_local(async move { drop(handlers) });
}

/// Opens the socket and wires its handlers.
async fn pair(link: Shared, code: RwSignal<Option<String>>, status: RwSignal<String>, log: RwSignal<Vec<LogLine>>) {
    let generation = link.borrow().generation;
    let adapter = match gpu::backend().await {
        Ok(b) => ekb_wire::paired::adapter_text(b.device()),
        Err(e) => return status.set(format!("This browser has no usable WebGPU device ({e:?}): nothing to pair.")),
    };
    let Some(url) = pair_url() else { return status.set("This page's address is unreadable.".into()) };
    let ws = match WebSocket::new(&url) {
        Ok(ws) => ws,
        Err(e) => return status.set(format!("The relay's socket could not be opened: {e:?}")),
    };
    status.set("Pairing…".into());
    let hello = TabFrame::Hello { adapter, visible: visible() };
    let on_open = Closure::<dyn FnMut()>::new({
        let ws = ws.clone();
        move || send(&ws, &hello)
    });
    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));

    let on_message = Closure::<dyn FnMut(MessageEvent)>::new({
        let link = link.clone();
        move |e: MessageEvent| {
            let Some(text) = e.data().as_string() else { return };
            match serde_json::from_str::<ServerFrame>(&text) {
                Ok(ServerFrame::Paired { code: c, .. }) => {
                    code.set(Some(c));
                    status.set("Paired: jobs sent to this code run here while the tab is in front.".into());
                }
                Ok(ServerFrame::Job { job, task, kind, source }) => run_job(link.clone(), log, job, task, kind, source),
                Ok(ServerFrame::Cancel { job, reason }) => {
                    if let Some(l) = link.borrow_mut().link.as_mut() {
                        l.cancelled.insert(job.clone());
                    }
                    set_outcome(log, &job, format!("cancelled by the relay: {reason}"));
                }
                Err(e) => status.set(format!("The relay sent something unreadable: {e}")),
            }
        }
    });
    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

    let on_close = Closure::<dyn FnMut(CloseEvent)>::new({
        let link = link.clone();
        move |e: CloseEvent| {
            if link.borrow().link.as_ref().is_none_or(|l| l.generation != generation) {
                return;
            }
            unpair(&link);
            code.set(None);
            let why = e.reason();
            status.set(if why.is_empty() { "Not paired.".into() } else { format!("Not paired: {why}") });
        }
    });
    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));

    let beat = Closure::<dyn FnMut()>::new({
        let ws = ws.clone();
        move || send(&ws, &TabFrame::Beat { visible: visible() })
    });
    let handle = web_sys::window()
        .and_then(|w| {
            let ms = i32::try_from(BEAT_S * 1000).unwrap_or(5000);
            w.set_interval_with_callback_and_timeout_and_arguments_0(beat.as_ref().unchecked_ref(), ms).ok()
        })
        .unwrap_or(0);
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        let _ = d.add_event_listener_with_callback("visibilitychange", beat.as_ref().unchecked_ref());
    }
    let handlers = Handlers { _on_open: on_open, _on_message: on_message, _on_close: on_close, beat };
    link.borrow_mut().link = Some(Link { ws, generation, cancelled: HashSet::new(), beat: handle, handlers });
}

/// The panel.
#[component]
pub(crate) fn PairPanel() -> impl IntoView {
    let link: Shared = Rc::new(RefCell::new(Pairing::default()));
    let link = StoredValue::new_local(link);
    let code = RwSignal::new(None::<String>);
    let status = RwSignal::new(String::new());
    let log = RwSignal::new(Vec::<LogLine>::new());
    let start = move |_| {
        let l = link.get_value();
        {
            let mut p = l.borrow_mut();
            if p.opening || p.link.is_some() {
                return;
            }
            p.opening = true;
            p.generation += 1;
        }
        spawn_local(async move {
            pair(l.clone(), code, status, log).await;
            l.borrow_mut().opening = false;
        });
    };
    let address = page_address();
    let qr = address.as_ref().and_then(|(a, _)| qr_svg(a)).unwrap_or_default();
    let (shown_address, https) = address.unwrap_or_default();
    let stop = move |_| {
        unpair(&link.get_value());
        code.set(None);
        status.set("Stopped: this tab is no longer a device.".into());
    };
    view! {
        <section class="pair" id="pair">
            <h2>"Pair this device"</h2>
            <p class="muted">"Make this tab a device of the relay: ekb eval --relay URL --device CODE, and relay jobs sent to its code, run here on this GPU. Only jobs for its code run; each kernel is listed below. Keep the tab in front: a hidden tab does not time."</p>
            {move || match code.get() {
                None => view! { <div class="actions"><button id="pair-start" on:click=start disabled=move || !gpu::has_webgpu()>"Pair this device"</button></div> }.into_any(),
                Some(c) => view! {
                    <p>"Pairing code: "<code id="pair-code">{c}</code></p>
                    <div class="actions"><button class="secondary" id="pair-stop" on:click=stop>"Stop"</button></div>
                }.into_any(),
            }}
            <p class="muted" id="pair-status">{move || status.get()}</p>
            <figure class="pair-qr" id="pair-qr">
                <div inner_html=qr></div>
                <figcaption class="muted">
                    {format!("To pair a phone, open {shown_address} on it (scan this code). ")}
                    {(!https).then_some("This address is not HTTPS: a phone's browser offers WebGPU only in a secure context, so serve the app over HTTPS first (docs/APP.md, \"Opening it on a phone\").")}
                </figcaption>
            </figure>
            <ol id="pair-log">
                {move || log.get().into_iter().map(|l| view! { <li class="pair-job">{format!("{} — {} — {}", l.task, l.job, l.outcome)}</li> }).collect_view()}
            </ol>
        </section>
    }
}
