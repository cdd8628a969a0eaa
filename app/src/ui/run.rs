//! `/run`: run the whole suite, a level, a domain, or a generation set (JSONL) on this GPU.
//! Results stream into the table as each kernel finishes; Cancel stops after the current one.
//! A lost device is recreated and the run goes on; the finished report joins the history.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wgsl_lib::report::{SampleEntry, SuiteReport};
use wgsl_lib::Profile;

use super::widgets::{timing_text, VerdictBadge};
use super::{gpu, store};

#[derive(Clone)]
struct Item {
    task: &'static kernels::Task,
    sample_id: String,
    model: String,
    source: String,
}

fn suite_items(selection: &str) -> Vec<Item> {
    kernels::all()
        .iter()
        .filter(|t| match selection.split_once(':') {
            Some(("level", l)) => t.spec.level.to_string() == l,
            Some(("domain", d)) => t.spec.domain == d,
            _ => true,
        })
        .map(|t| Item { task: t, sample_id: t.spec.id.clone(), model: "reference".into(), source: t.reference_wgsl.to_string() })
        .collect()
}

/// `/run`.
#[component]
pub(crate) fn RunPage() -> impl IntoView {
    let selection = RwSignal::new("all".to_string());
    let profile = RwSignal::new("auto".to_string());
    let set_items = RwSignal::new(None::<(String, Vec<Item>)>);
    let set_error = RwSignal::new(None::<String>);
    let rows = RwSignal::new(Vec::<SampleEntry>::new());
    let total = RwSignal::new(0usize);
    let running = RwSignal::new(false);
    let cancel = RwSignal::new(false);
    let finished = RwSignal::new(None::<String>);
    let mut domains: Vec<String> = kernels::all().iter().map(|t| t.spec.domain.clone()).collect();
    domains.sort();
    domains.dedup();

    let load_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        spawn_local(async move {
            let text = JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()).unwrap_or_default();
            match kernels::samples::parse(&text, &name) {
                Ok(samples) => {
                    let items = samples
                        .into_iter()
                        .map(|s| Item { task: s.task, sample_id: s.sample_id, model: s.model, source: s.source })
                        .collect();
                    set_items.set(Some((name, items)));
                    set_error.set(None);
                    selection.set("set".into());
                }
                Err(e) => set_error.set(Some(e.to_string())),
            }
        });
    };

    let start = move |_| {
        if running.get_untracked() {
            return;
        }
        let items = if selection.get_untracked() == "set" {
            set_items.get_untracked().map(|(_, v)| v).unwrap_or_default()
        } else {
            suite_items(&selection.get_untracked())
        };
        if items.is_empty() {
            set_error.set(Some("nothing to run: load a samples file first".into()));
            return;
        }
        let chosen = match profile.get_untracked().as_str() {
            "ci" => Some(Profile::Ci),
            "full" => Some(Profile::Full),
            _ => None,
        };
        rows.set(Vec::new());
        total.set(items.len());
        cancel.set(false);
        finished.set(None);
        running.set(true);
        spawn_local(async move {
            let opts = gpu::default_options(chosen).await;
            for it in items {
                if cancel.get_untracked() {
                    break;
                }
                let report = gpu::evaluate(it.task, &it.source, &opts).await;
                let entry = SampleEntry {
                    sample_id: it.sample_id,
                    task_id: it.task.spec.id.clone(),
                    model: it.model,
                    level: it.task.spec.level,
                    domain: it.task.spec.domain.clone(),
                    report,
                };
                rows.update(|r| r.push(entry));
            }
            let report = SuiteReport::new(
                kernels::SUITE_VERSION,
                &kernels::suite_hash(),
                env!("CARGO_PKG_VERSION"),
                opts.profile,
                opts.seed,
                opts.peak,
                rows.get_untracked(),
            );
            let stored = store::push(&report);
            let m = &report.metrics;
            finished.set(Some(format!(
                "{} of {} kernels · Correct@1 {:.3} · Fast@1.0 {:.3} · geomean speedup {}{}",
                m.samples,
                total.get_untracked(),
                m.correct_at_1,
                m.fast_at_1_0,
                m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×")),
                if stored { "" } else { " (not saved: browser storage unavailable)" }
            )));
            running.set(false);
        });
    };

    view! {
        <section>
            <h1>"Run"</h1>
            <div class="controls">
                <label>"What "
                    <select id="selection" on:change=move |ev| selection.set(event_target_value(&ev)) prop:value=move || selection.get()>
                        <option value="all">"whole suite (reference kernels)"</option>
                        <option value="level:1">"level 1 — operators"</option>
                        <option value="level:2">"level 2 — fused subgraphs"</option>
                        <option value="level:3">"level 3 — model graphs"</option>
                        {domains.into_iter().map(|d| view! { <option value=format!("domain:{d}")>{format!("domain: {d}")}</option> }).collect_view()}
                        <option value="set">{move || set_items.get().map_or("generation set (load a file)".to_string(), |(n, v)| format!("generation set: {n} ({} samples)", v.len()))}</option>
                    </select>
                </label>
                <label>"Samples file (JSONL) "<input type="file" accept=".jsonl,.json,.txt" on:change=load_file/></label>
                <label>"Shapes "
                    <select on:change=move |ev| profile.set(event_target_value(&ev))>
                        <option value="auto">"auto (ci on software adapters)"</option>
                        <option value="ci">"ci (small)"</option>
                        <option value="full">"full (timed shapes)"</option>
                    </select>
                </label>
                <button id="start" on:click=start disabled=move || running.get()>"Start"</button>
                <button class="secondary" on:click=move |_| cancel.set(true) disabled=move || !running.get()>"Cancel"</button>
            </div>
            {move || set_error.get().map(|e| view! { <p class="warn">{e}</p> })}
            <progress max=move || total.get().max(1) value=move || rows.with(Vec::len)></progress>
            <span class="muted">{move || format!(" {} / {}", rows.with(Vec::len), total.get())}</span>
            {move || finished.get().map(|f| view! { <p id="summary">{f}" · "<a href="/results">"charts and export"</a></p> })}
            <div class="scroll">
                <table class="results" id="results">
                    <thead><tr><th>"sample"</th><th>"task"</th><th>"verdict"</th><th>"speedup / detail"</th></tr></thead>
                    <tbody>
                        {move || rows.get().into_iter().map(|e| view! {
                            <tr>
                                <td>{e.sample_id.clone()}</td>
                                <td><a href=format!("/task/{}", e.task_id)>{e.task_id.clone()}</a></td>
                                <td><VerdictBadge verdict=e.report.verdict.clone()/></td>
                                <td class="detail">{timing_text(&e.report)}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}
