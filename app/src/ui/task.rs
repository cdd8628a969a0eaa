//! `/tasks` (the suite) and `/task/:id`: a task's description and reference kernel, an editor to
//! paste or edit a kernel, naga's and the browser compiler's diagnostics inline, Run → verdict and
//! speedup, and a share link. A shared kernel fills the editor but never runs by itself (a hostile
//! kernel can reset the GPU).

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_params_map, use_query_map};
use wgsl_lib::diagnostic::Diagnostic;
use wgsl_lib::report::SampleReport;

use super::gpu;
use super::widgets::{timing_text, InlineDiagnostics, VerdictBadge};
use crate::logic::share_path;

/// `/tasks`: every task, by level.
#[component]
pub(crate) fn TaskListPage() -> impl IntoView {
    view! {
        <section>
            <h1>"Tasks"</h1>
            <div class="scroll">
                <table class="results">
                    <thead><tr><th>"task"</th><th>"level"</th><th>"domain"</th><th>"title"</th></tr></thead>
                    <tbody>
                        {kernels::all().iter().map(|t| view! {
                            <tr>
                                <td><a href=format!("/task/{}", t.spec.id)>{t.spec.id.clone()}</a></td>
                                <td>{t.spec.level}</td>
                                <td>{t.spec.domain.clone()}</td>
                                <td>{t.spec.title.clone()}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// `/task/:id[?src=…]`.
#[component]
pub(crate) fn TaskPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let id = move || params.read().get("id").unwrap_or_default();
    view! {
        {move || match kernels::get(&id()) {
            None => view! { <p>"Unknown task "<code>{id()}</code>". "<a href="/tasks">"All tasks"</a></p> }.into_any(),
            Some(task) => {
                let shared = query.read_untracked().get("src");
                view! { <TaskView task=task shared=shared/> }.into_any()
            }
        }}
    }
}

#[component]
fn TaskView(task: &'static kernels::Task, shared: Option<String>) -> impl IntoView {
    let from_link = shared.is_some();
    let source = RwSignal::new(shared.unwrap_or_else(|| task.reference_wgsl.to_string()));
    let report = RwSignal::new(None::<SampleReport>);
    let platform = RwSignal::new(Vec::<Diagnostic>::new());
    let running = RwSignal::new(false);
    let share = RwSignal::new(None::<String>);
    let run = move |_| {
        if running.get_untracked() {
            return;
        }
        running.set(true);
        report.set(None);
        let src = source.get_untracked();
        spawn_local(async move {
            if let Ok(b) = gpu::backend().await {
                platform.set(b.platform_diagnostics(&src).await);
            }
            let opts = gpu::default_options(None).await;
            report.set(Some(gpu::evaluate(task, &src, &opts).await));
            running.set(false);
        });
    };
    let make_share = move |_| {
        let link = share_path(&task.spec.id, &source.get_untracked()).map_or_else(
            || "This kernel is too long for a link; export it as a file instead.".to_string(),
            |p| web_sys::window().and_then(|w| w.location().origin().ok()).unwrap_or_default() + &p,
        );
        if let Some(w) = web_sys::window() {
            let _ = w.navigator().clipboard().write_text(&link);
        }
        share.set(Some(link));
    };
    let s = &task.spec;
    view! {
        <section>
            <h1>{format!("{} — {}", s.id, s.title)}</h1>
            <p class="muted">{format!("level {} · {} · inputs {} · outputs {}{}", s.level, s.domain,
                s.inputs.iter().map(|i| format!("{}: {}", i.name, i.dtype.wgsl())).collect::<Vec<_>>().join(", "),
                s.outputs.iter().map(|o| format!("{}: {}", o.name, o.dtype.wgsl())).collect::<Vec<_>>().join(", "),
                if s.features.is_empty() { String::new() } else { format!(" · needs {}", s.features.join(", ")) })}</p>
            <pre class="description">{s.description.clone()}</pre>
            <details><summary>"Reference kernel (the speedup baseline)"</summary><pre class="code">{task.reference_wgsl}</pre></details>
            {from_link.then(|| view! { <p class="warn">"This kernel came from a shared link. It has not run: read it, then press Run."</p> })}
            <label for="editor">"Your kernel (WGSL, launch plan in a leading // @plan block)"</label>
            <textarea id="editor" spellcheck="false" rows="22"
                prop:value=move || source.get()
                on:input=move |ev| source.set(event_target_value(&ev))></textarea>
            <div class="actions">
                <button id="run" on:click=run disabled=move || running.get()>{move || if running.get() { "Running…" } else { "Run" }}</button>
                <button class="secondary" on:click=move |_| source.set(task.reference_wgsl.to_string())>"Reset to reference"</button>
                <button class="secondary" on:click=make_share>"Share link"</button>
            </div>
            {move || share.get().map(|l| view! { <p class="share">"Copied: "<code>{l}</code></p> })}
            <div id="verdict">
                {move || report.get().map(|r| {
                    let mut all = r.diagnostics.clone();
                    all.extend(platform.get());
                    let src = source.get_untracked();
                    view! {
                        <p><VerdictBadge verdict=r.verdict.clone()/>" "<span class="message">{timing_text(&r)}</span></p>
                        {r.timing.is_some().then(|| view! { <p class="muted">{r.message.clone()}</p> })}
                        {(!r.flags.is_empty()).then(|| view! { <p class="muted">{format!("flags: {:?}", r.flags)}</p> })}
                        {(!all.is_empty()).then(|| view! { <InlineDiagnostics source=src diagnostics=all/> })}
                    }
                })}
            </div>
        </section>
    }
}
