//! `/`: the landing page. Two sentences on what EdgeKernelBench is, the three things a visitor
//! comes for (run the suite on this device, try or share a kernel, see the leaderboard), a short
//! card of this device (every fact on `/this-device`), and the leaderboard's headline figures with
//! this device's place when this browser has submitted a run ([`crate::headline`]).

use ekb_eval::Backend;
use ekb_wire::report::Transport;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::gpu::{self, GpuUnavailable};
use super::leaderboard::leaderboard;
use super::this_device::{timer_text, NoWebGpu};
use super::{api, store};
use crate::headline::{headline, standing_text, Best};
use crate::remote::{submission_path, LeaderFilters, LeaderQuery, SubmissionDoc};

/// What EdgeKernelBench is and the three actions, as static HTML (plain text and links: far less
/// code in the module than the same elements built one by one).
fn intro_html() -> String {
    let action = |id: &str, href: &str, title: &str, what: &str| {
        format!(r#"<a id="{id}" class="action" href="{href}"><b>{title}</b><span>{what}</span></a>"#)
    };
    format!(
        concat!(
            "<h1>Are LLM-written GPU kernels correct — and fast on the device you own?</h1>",
            r#"<p class="lead" id="landing-what">EdgeKernelBench evaluates GPU compute kernels, many of them written by LLMs, "#,
            "on the edge devices people actually own: each kernel is checked against a CPU reference on fresh random inputs and ",
            "shapes, then timed against the task's reference kernel on this device. It runs here in your browser through WebGPU ",
            "({} tasks), and nothing leaves this page unless you submit a run to the public leaderboard.</p>",
            r#"<div class="landing-actions">{}{}{}</div>"#
        ),
        kernels::index().len(),
        action(
            "go-run",
            "/run",
            "Run the suite on this device",
            "Every task's reference kernel, checked and timed on this GPU, or an LLM's published kernels."
        ),
        action(
            "go-kernel",
            "/tasks",
            "Try or share a kernel",
            "Pick a task, edit its kernel, get the verdict and speedup, share it as a link."
        ),
        action(
            "go-leaderboard",
            "/leaderboard",
            "See the leaderboard",
            "Correct@1 and Fast@1.0 by device, model, task, backend and transport."
        ),
    )
}

/// `/`.
#[component]
pub(crate) fn LandingPage() -> impl IntoView {
    view! {
        <section class="landing" inner_html=intro_html()></section>
        <DeviceSummary/>
        <Headline/>
    }
}

/// This device in a few lines: adapter, backend and browser, timing method, a software adapter
/// named as such; the rest on `/this-device`.
#[component]
fn DeviceSummary() -> impl IntoView {
    let facts = RwSignal::new(None::<Result<Vec<(&'static str, String)>, GpuUnavailable>>);
    let fallback = RwSignal::new(false);
    spawn_local(async move {
        facts.set(Some(gpu::backend().await.map(|b| {
            let d = b.device();
            fallback.set(d.is_fallback);
            let who = format!("{} {}", d.vendor, d.architecture);
            let adapter = match (d.name.is_empty(), who.trim()) {
                (false, _) => d.name.clone(),
                (true, "") => "(not disclosed by the browser)".to_string(),
                (true, who) => who.to_string(),
            };
            vec![
                ("adapter", adapter),
                ("backend · browser", format!("{} · {}", d.backend, d.runtime)),
                ("timing method", timer_text(b.timer()).to_string()),
            ]
        })));
    });
    view! {
        <section class="card" id="device-summary">
            <h2>"This device"</h2>
            {move || match facts.get() {
                None => view! { <p class="muted">"Requesting a WebGPU adapter…"</p> }.into_any(),
                Some(Err(e)) => view! { <NoWebGpu reason=e/> }.into_any(),
                Some(Ok(rows)) => view! {
                    {fallback.get().then(|| view! { <p class="warn">"Software / fallback adapter: timings describe a CPU emulation, not a GPU."</p> })}
                    <table class="kv">
                        {rows.into_iter().map(|(k, v)| view! { <tr><th>{k}</th><td>{v}</td></tr> }).collect_view()}
                    </table>
                }.into_any(),
            }}
            <p><a href="/this-device" id="device-facts">"All adapter facts: features, limits, timer resolution, peak probe →"</a></p>
        </section>
    }
}

/// The id (`dev_…`) the server filed this device under: that of the newest run of this browser
/// (not a relay device's) that was submitted, read from its stored submission.
async fn this_device_id() -> Option<String> {
    let id = store::history().iter().filter(|r| r.transport == Transport::Local).find_map(|r| store::record(r).submission_id)?;
    let doc = api::get_json::<SubmissionDoc>(&submission_path(&id)).await.ok()?;
    Some(doc.device.id).filter(|d| !d.is_empty())
}

/// A best device: its figure and a link to its page.
fn best_line(what: &'static str, b: Option<Best>) -> impl IntoView {
    b.map(|b| {
        view! { <li>{format!("{what}: {:.3} — ", b.value)}<a href=format!("/device/{}", b.key)>{b.label}</a></li> }
    })
}

/// The leaderboard in figures: devices and results listed, the best Correct@1 and confident
/// Fast@1.0, and this device's place.
#[component]
fn Headline() -> impl IntoView {
    let listed = leaderboard(Signal::derive(LeaderQuery::default));
    let with_flagged = leaderboard(Signal::derive(|| LeaderQuery {
        filters: LeaderFilters { include_flagged: true, ..LeaderFilters::default() },
        ..LeaderQuery::default()
    }));
    // `None` while asking; `Some(None)` when this browser has submitted nothing.
    let me = RwSignal::new(None::<Option<String>>);
    spawn_local(async move { me.set(Some(this_device_id().await)) });
    view! {
        <section class="card" id="lb-headline">
            <h2>"The leaderboard"</h2>
            {move || match (listed.get(), with_flagged.get(), me.get()) {
                (Some(Err(e)), _, _) | (_, Some(Err(e)), _) => {
                    view! { <p class="warn">{format!("Could not load the leaderboard: {e}")}</p> }.into_any()
                }
                (Some(Ok(l)), Some(Ok(f)), Some(id)) => {
                    let h = headline(&l, &f, id.as_deref());
                    let counts = format!(
                        "{} listed ({} counting flagged ones: software adapters, suspicious timings…).",
                        crate::logic::count(h.devices as u64, "device") + " · " + &crate::logic::count(h.results, "result"),
                        crate::logic::count(h.devices_with_flagged as u64, "device") + " · " + &crate::logic::count(h.results_with_flagged, "result"),
                    );
                    // (text, link) of this device's line: its place, or what to do to get one.
                    let (text, href, link) = match (&h.this_device, &id) {
                        (Some(s), _) => (
                            "This device: ",
                            format!("/device/{}{}", s.group.key, if s.flagged { "?include_flagged=true" } else { "" }),
                            standing_text(s),
                        ),
                        (None, Some(_)) => ("This device's submitted runs are not on the current suite's board: ", "/run".into(), "run the suite again".into()),
                        (None, None) => (
                            "This device is not on the board yet: ",
                            "/run".into(),
                            "run the suite, then submit the run from the Results page to see how it compares".into(),
                        ),
                    };
                    view! {
                        <p id="lb-counts">{counts}</p>
                        {(h.devices == 0).then(|| view! { <p class="muted">"No unflagged results yet: yours could be the first."</p> })}
                        <ul class="figures">
                            {best_line("Best Correct@1", h.best_correct)}
                            {best_line("Best Fast@1.0 (confident)", h.best_fast)}
                        </ul>
                        <p id="lb-this-device">{text}<a href=href>{link}</a></p>
                    }.into_any()
                }
                _ => view! { <p class="muted">"Loading…"</p> }.into_any(),
            }}
            <p><a href="/leaderboard">"The whole leaderboard →"</a></p>
        </section>
    }
}
