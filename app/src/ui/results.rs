//! `/results`: the latest run and the history (localStorage): charts of speedup per sample and
//! Correct@1 / Fast@1.0 by level and domain, export as JSON or Markdown, and the submit panel.

use ekb_wire::report::SuiteReport;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::charts::{GroupChart, SpeedupChart};
use super::store;
use super::submit::SubmitPanel;
use crate::logic::{group_bars, markdown, speedup_bars};

fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        if let Ok(a) = doc.create_element("a") {
            let _ = a.set_attribute("href", &url);
            let _ = a.set_attribute("download", name);
            if let Some(a) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&a) {
                a.click();
            }
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// `/results`.
#[component]
pub(crate) fn ResultsPage() -> impl IntoView {
    let history = RwSignal::new(store::history());
    let selected = RwSignal::new(0usize);
    // A run started on the Run page goes on while this page is open: when it lands (or another tab
    // changes the history), the newest report is shown.
    let refresh = move |_| {
        history.set(store::history());
        selected.set(0);
    };
    let here = window_event_listener_untyped(store::CHANGED, refresh);
    let other_tab = window_event_listener_untyped("storage", refresh);
    on_cleanup(move || {
        here.remove();
        other_tab.remove();
    });
    let current = move || history.with(|h| h.get(selected.get()).cloned());
    view! {
        <section>
            <h1>"Results"</h1>
            {move || match current() {
                None => view! { <p>"No runs yet on this browser. "<a href="/run">"Run the suite"</a>"."</p> }.into_any(),
                Some(r) => view! { <Report report=r/> }.into_any(),
            }}
            <h2>"History"</h2>
            <ul class="history">
                {move || history.get().into_iter().enumerate().map(|(i, r)| {
                    let label = format!("{} · {} · Correct@1 {:.3} · Fast@1.0 (confident) {:.3} · Fast@1.0 (point) {:.3} · profile {}",
                        r.device.as_ref().map_or("unknown device".into(), |d| if d.name.is_empty() { d.architecture.clone() } else { d.name.clone() }),
                        crate::logic::count(r.metrics.samples as u64, "sample"), r.metrics.correct_at_1, r.metrics.fast_at_1_0_confident,
                        r.metrics.fast_at_1_0, r.profile.name());
                    view! { <li><a href="#" on:click=move |ev| { ev.prevent_default(); selected.set(i); }>{label}</a></li> }
                }).collect_view()}
            </ul>
            <button class="secondary" on:click=move |_| { store::clear(); history.set(Vec::new()); }>"Clear history"</button>
        </section>
    }
}

#[component]
fn Report(report: SuiteReport) -> impl IntoView {
    let json = ekb_wire::pretty::to_string_pretty(&report).unwrap_or_default();
    let to_submit = report.clone();
    let md = markdown(&report);
    let m = report.metrics.clone();
    view! {
        <p id="metrics">{crate::logic::metrics_line(&m)}</p>
        <div class="actions">
            <button on:click=move |_| download("ekb-report.json", "application/json", &json)>"Export JSON"</button>
            <button on:click=move |_| download("ekb-report.md", "text/markdown", &md)>"Export Markdown"</button>
        </div>
        <SubmitPanel report=to_submit/>
        <h2>"Speedup over the reference"</h2>
        <SpeedupChart bars=speedup_bars(&report)/>
        <h2>"Correct@1 and Fast@1.0"</h2>
        <GroupChart groups=group_bars(&report)/>
    }
}
