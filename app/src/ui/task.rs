//! `/tasks` (the suite) and `/task/:id[?src=…|?kernel=HASH]`: a task's description and reference kernel, an editor to
//! paste or edit a kernel, naga's and the browser compiler's diagnostics inline, Run → verdict and
//! speedup (against the reference or, where the task has one, TVM's kernel from the server), and a
//! share link. A shared kernel fills the editor but never runs by itself (a hostile
//! kernel can reset the GPU).

use ekb_wire::diagnostic::Diagnostic;
use ekb_wire::kind::Kind;
use ekb_wire::report::SampleReport;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::editor::CodeEditor;
use super::gpu;
use super::tvm_run::{self, TvmGenerated};
use super::widgets::{timing_text, InlineDiagnostics, VerdictBadge};
use crate::logic::{share_path, stored_share_path};

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
                        {kernels::index().iter().map(|t| view! {
                            <tr>
                                <td><a href=format!("/task/{}", t.id)>{t.id}</a></td>
                                <td>{t.level}</td>
                                <td>{t.domain}</td>
                                <td>{t.title}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// `/task/:id[?src=…]` (kernel text in the link) or `/task/:id?kernel=HASH` (stored on the server).
#[component]
pub(crate) fn TaskPage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let id = move || params.read().get("id").unwrap_or_default();
    view! {
        {move || match kernels::get(&id()) {
            None => view! { <p>"Unknown task "<code>{id()}</code>". "<a href="/tasks">"All tasks"</a></p> }.into_any(),
            Some(task) => {
                let q = query.read_untracked();
                // The kernel text is free text: decoded once, from the address bar.
                let shared = match (super::widgets::query_once("src", q.get("src")), q.get("kernel")) {
                    (Some(src), _) => Some(Shared::Text(src)),
                    (None, Some(hash)) => Some(Shared::Stored(hash)),
                    (None, None) => None,
                };
                let shared_kind = crate::logic::shared_kind(q.get("kind").as_deref());
                view! { <TaskView task=task shared=shared shared_kind=shared_kind/> }.into_any()
            }
        }}
    }
}

/// A kernel that came with the address: its text (`?src=`), or the hash of one stored on the
/// server (`?kernel=`).
enum Shared {
    Text(String),
    Stored(String),
}

/// The answer of `POST /api/kernels` and `GET /api/kernels/{hash}` (the fields used here).
#[derive(serde::Deserialize)]
struct StoredKernel {
    hash: String,
    #[serde(default)]
    source: String,
}

/// `correct on 12 runs at 4 shapes; 2 domain corners, the timed shape and the timing still running…`
fn progress_text(p: &ekb_eval::Progress) -> String {
    let corners = match p.corners_left {
        0 => String::new(),
        1 => "1 domain corner, ".into(),
        n => format!("{n} domain corners, "),
    };
    format!("correct on {} runs at {} shapes; {corners}the timed shape and the timing still running…", p.checks_run, p.shapes)
}

/// Copies `text` to the clipboard; whether the browser accepted it.
async fn copy(text: &str) -> bool {
    let Some(w) = web_sys::window() else { return false };
    wasm_bindgen_futures::JsFuture::from(w.navigator().clipboard().write_text(text)).await.is_ok()
}

#[component]
fn TaskView(task: &'static kernels::Task, shared: Option<Shared>, shared_kind: Kind) -> impl IntoView {
    // The device is made while the page renders, not after Run (the first verdict's wait).
    gpu::prepare();
    let from_link = shared.is_some();
    let source = RwSignal::new(match &shared {
        Some(Shared::Text(t)) => t.clone(),
        Some(Shared::Stored(_)) => String::new(),
        None => task.reference_wgsl.to_string(),
    });
    // A stored kernel is fetched; until it arrives (or if it cannot be) the editor says so.
    let fetch_note = RwSignal::new(None::<String>);
    if let Some(Shared::Stored(hash)) = shared {
        fetch_note.set(Some("Loading the shared kernel…".into()));
        spawn_local(async move {
            let path = format!("/api/kernels/{}", crate::logic::encode_component(&hash));
            match super::api::get_json::<StoredKernel>(&path).await {
                Ok(k) => {
                    source.set(k.source);
                    fetch_note.set(None);
                }
                Err(e) => fetch_note.set(Some(format!("Could not load the shared kernel: {e}"))),
            }
        });
    }
    let report = RwSignal::new(None::<SampleReport>);
    // The checks passed so far, shown until the report arrives (ekb_eval::Progress).
    let progress = RwSignal::new(None::<ekb_eval::Progress>);
    let platform = RwSignal::new(Vec::<Diagnostic>::new());
    // The last run's diagnostics, naga's and the browser compiler's, marked in the editor.
    let marked = RwSignal::new(Vec::<Diagnostic>::new());
    let running = RwSignal::new(false);
    // TVM's kernel for the task from the server (`None` until it answers; `Ok(None)`: it has none)
    // and whether speedups are against it rather than the task's reference.
    let tvm = RwSignal::new(None::<Result<Option<String>, String>>);
    spawn_local(async move { tvm.set(Some(super::api::tvm_wgsl(&task.spec.id).await.map_err(|e| e.to_string()))) });
    let tvm_text = move || tvm.with(|t| t.as_ref().and_then(|t| t.as_ref().ok()).cloned().flatten());
    let against_tvm = RwSignal::new(false);
    // The candidate's kind: `wgsl`, or `tvmscript` compiled by the server's TVM (ui::tvm_run), whose
    // answer is shown beside it; `tvm_compiler` is whether the server has TVM (`Err`: why not).
    let kind = RwSignal::new(shared_kind);
    let tvm_compiler = RwSignal::new(None::<Result<(), String>>);
    let compiled = RwSignal::new(None::<ekb_wire::api::TvmCompileAnswer>);
    let compile_note = RwSignal::new(None::<String>);
    spawn_local(async move { tvm_compiler.set(Some(tvm_run::available().await)) });
    let pick_kind = move |ev: leptos::ev::Event| {
        let k = if event_target_value(&ev) == "tvmscript" { Kind::Tvmscript } else { Kind::Wgsl };
        // The reference is WGSL: it gives way to an empty editor for TVMScript, and comes back.
        match k {
            Kind::Tvmscript if source.get_untracked() == task.reference_wgsl => source.set(String::new()),
            Kind::Wgsl if source.get_untracked().trim().is_empty() => source.set(task.reference_wgsl.to_string()),
            _ => {}
        }
        compiled.set(None);
        kind.set(k);
    };
    // The share line: (link or message, whether it is a link, whether it was copied).
    let share = RwSignal::new(None::<(String, bool, bool)>);
    let run = move |_| {
        if running.get_untracked() {
            return;
        }
        running.set(true);
        report.set(None);
        progress.set(None);
        marked.set(Vec::new());
        // The browser compiler's diagnostics of an earlier run belong to that run's text.
        platform.set(Vec::new());
        compiled.set(None);
        compile_note.set(None);
        let src = source.get_untracked();
        let against = if against_tvm.get_untracked() { tvm_text() } else { None };
        if kind.get_untracked() == Kind::Tvmscript {
            spawn_local(async move {
                let opts = gpu::default_options(None).await;
                match tvm_run::run(task, against.as_deref(), &src, &opts, &move |p| progress.set(Some(p.clone()))).await {
                    Ok((answer, r)) => {
                        compiled.set(answer);
                        marked.set(r.diagnostics.clone());
                        report.set(Some(r));
                    }
                    Err(note) => compile_note.set(Some(note)),
                }
                progress.set(None);
                running.set(false);
            });
            return;
        }
        spawn_local(async move {
            // The browser's own compiler parses recursively too: it gets only text within
            // ekb_eval::limits (over them, the evaluator's diagnostic names the limit).
            if ekb_eval::limits::check_source(&src).is_ok() {
                if let Ok(b) = gpu::backend().await {
                    platform.set(b.platform_diagnostics(&src).await);
                }
            }
            // The peak is probed after the evaluation, not before its first verdict.
            let opts = gpu::options_unprobed(None).await;
            let mut r = gpu::evaluate_with_progress(task, against.as_deref(), &src, &opts, &move |p| progress.set(Some(p.clone()))).await;
            gpu::apply_peak(task, &mut r).await;
            progress.set(None);
            marked.set(r.diagnostics.iter().cloned().chain(platform.get_untracked()).collect());
            report.set(Some(r));
            running.set(false);
        });
    };
    let make_share = move |_| {
        let src = source.get_untracked();
        let origin = web_sys::window().and_then(|w| w.location().origin().ok()).unwrap_or_default();
        spawn_local(async move {
            // Short kernels travel in the link itself; longer ones are stored on this server.
            let k = kind.get_untracked();
            let path = match share_path(&task.spec.id, k, &src) {
                Some(p) => Ok(p),
                None => {
                    share.set(Some(("Storing the kernel on the server…".into(), false, false)));
                    let body = serde_json::json!({ "source": src, "task_id": task.spec.id }).to_string();
                    super::api::post_json::<StoredKernel>("/api/kernels", &body, None)
                        .await
                        .map(|stored| stored_share_path(&task.spec.id, k, &stored.hash))
                        .map_err(|e| format!("This kernel is too long for a link, and the server could not store it: {e}"))
                }
            };
            match path {
                Ok(p) => {
                    let link = origin + &p;
                    let copied = copy(&link).await;
                    share.set(Some((link, true, copied)));
                }
                Err(message) => share.set(Some((message, false, false))),
            }
        });
    };
    let s = &task.spec;
    view! {
        <section>
            <h1>{format!("{} — {}", s.id, s.title)}</h1>
            <p class="muted">{format!("level {} · {} · inputs {} · outputs {}{}", s.level, s.domain,
                s.inputs.iter().map(|i| format!("{}: {}", i.name, i.dtype.wgsl())).collect::<Vec<_>>().join(", "),
                s.outputs.iter().map(|o| format!("{}: {}", o.name, o.dtype.wgsl())).collect::<Vec<_>>().join(", "),
                if s.features.is_empty() { String::new() } else { format!(" · needs {}", s.features.join(", ")) })}</p>
            <pre class="description">{s.prompt_text()}</pre>
            <details><summary>"Reference kernel (the speedup baseline)"</summary><pre class="code">{task.reference_wgsl}</pre></details>
            {move || tvm_text().map(|t| view! {
                <details id="tvm-kernel"><summary>"TVM's kernel (adapted to the contract; docs/TVM.md)"</summary><pre class="code">{t}</pre></details>
            })}
            {from_link.then(|| view! { <p class="warn">"This kernel came from a shared link. It has not run: read it, then press Run."</p> })}
            {move || fetch_note.get().map(|n| view! { <p class="warn" id="fetch-note">{n}</p> })}
            <label>"Kind "
                <select id="kind" on:change=pick_kind prop:value=move || kind.get().name()>
                    <option value="wgsl">"wgsl"</option>
                    <option value="tvmscript" disabled=move || matches!(tvm_compiler.get(), Some(Err(_)))>{move || match tvm_compiler.get() {
                        Some(Err(why)) => format!("tvmscript ({why})"),
                        _ => "tvmscript (compiled by TVM on the server)".to_string(),
                    }}</option>
                </select>
            </label>
            {move || (kind.get() == Kind::Tvmscript).then(|| view! { <p class="muted">
                "TVMScript, or TE plus schedule(sch, target): TVM on the server compiles it to WGSL, which runs here. "
                "The contract and a skeleton: "<code>{format!("ekb prompt --kind tvmscript --task {}", task.spec.id)}</code>"."</p> })}
            <CodeEditor id="editor" label="Your kernel (WGSL with its launch plan in a leading // @plan block, or TVMScript: Kind above)"
                value=source kind=kind diagnostics=marked rows=22/>
            <div class="actions">
                <button id="run" on:click=run disabled=move || running.get()>{move || if running.get() { "Running…" } else { "Run" }}</button>
                <button class="secondary" on:click=move |_| {
                    // The reference is WGSL: resetting to it makes the kind WGSL again.
                    compiled.set(None);
                    kind.set(Kind::Wgsl);
                    source.set(task.reference_wgsl.to_string());
                }>"Reset to reference"</button>
                <button id="share" class="secondary" on:click=make_share>"Share link"</button>
                <label title="What the speedup is measured against: the task's reference kernel, or TVM's generated kernel for the task (only where the task has one). The report names it.">"Speedups against "
                    <select id="baseline" on:change=move |ev| against_tvm.set(event_target_value(&ev) == "tvm")>
                        <option value="reference">"reference"</option>
                        {move || tvm_text().map(|_| view! { <option value="tvm">"TVM"</option> })}
                    </select>
                </label>
            </div>
            {move || match tvm.get() {
                Some(Ok(None)) => Some(view! { <p class="muted" id="tvm-note">"This task has no TVM kernel: speedups are against its reference."</p> }.into_any()),
                Some(Err(e)) => Some(view! { <p class="muted" id="tvm-note">{format!("TVM's kernel could not be loaded ({e}): speedups are against the reference.")}</p> }.into_any()),
                _ => None,
            }}
            {move || share.get().map(|(text, is_link, copied)| match (is_link, copied) {
                (true, true) => view! { <p class="share">"Copied: "<code>{text}</code></p> }.into_any(),
                (true, false) => view! { <p class="share">"Link (copy it from here): "<code>{text}</code></p> }.into_any(),
                (false, _) => view! { <p class="share warn">{text}</p> }.into_any(),
            })}
            {move || compile_note.get().map(|n| view! { <p class="warn" id="compile-note">{n}</p> })}
            {move || compiled.get().map(|a| view! { <TvmGenerated answer=a/> })}
            {move || progress.get().map(|p| view! {
                <p id="progress"><span class="badge v-so-far">"correct so far"</span>" "<span class="message">{progress_text(&p)}</span></p>
            })}
            <div id="verdict">
                {move || report.get().map(|r| {
                    let mut all = r.diagnostics.clone();
                    all.extend(platform.get());
                    let src = source.get_untracked();
                    view! {
                        <p><VerdictBadge verdict=r.verdict.clone()/>" "<span class="message">{timing_text(&r)}</span></p>
                        {r.timing.is_some().then(|| view! { <p class="muted">{r.message.clone()}</p> })}
                        {r.reproduce.as_ref().map(|rep| view! { <p class="muted">"Reproduce with the CLI: "<code>{rep.command_line()}</code></p> })}
                        {(!r.flags.is_empty()).then(|| view! { <p class="muted">{format!("flags: {}", r.flags.iter().map(|f| f.name()).collect::<Vec<_>>().join(", "))}</p> })}
                        {(!all.is_empty()).then(|| view! { <InlineDiagnostics source=src diagnostics=all/> })}
                    }
                })}
            </div>
        </section>
    }
}
