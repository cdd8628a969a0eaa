//! `/trajectory`: the viewer of an optimisation run's trajectory JSONL (`ekb agent`), loaded from
//! a file or pasted: the run in one line, a speedup-over-steps chart, each step's layer, verdict,
//! speedup, what its edit changed and a line diff against the previous kernel, and the best kernel
//! opened in the task editor (as a share link does: it fills the editor and never runs by itself).

use ekb_wire::trajectory::{parse_trajectory, Trajectory, MAX_TRAJECTORY_BYTES};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::charts::SpeedupChart;
use crate::logic::{share_path, stored_share_path};
use crate::trajectory_view::{self as view_logic, DiffLine, LineTag};

/// The answer of `POST /api/kernels` (the field used here).
#[derive(serde::Deserialize)]
struct StoredKernel {
    hash: String,
}

/// The page.
#[component]
pub(crate) fn TrajectoryPage() -> impl IntoView {
    let pasted = RwSignal::new(String::new());
    let loaded = RwSignal::new(None::<(String, Trajectory)>);
    let error = RwSignal::new(None::<String>);
    let load = move |name: String, text: String| match parse_trajectory(&text) {
        Ok(t) => {
            loaded.set(Some((name, t)));
            error.set(None);
        }
        Err(e) => {
            loaded.set(None);
            error.set(Some(format!("{name}: {e}")));
        }
    };
    let load_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        // Not read at all when over the parser's bound.
        if file.size() > MAX_TRAJECTORY_BYTES as f64 {
            error.set(Some(format!("{name}: {} bytes; at most {MAX_TRAJECTORY_BYTES} are read", file.size())));
            return;
        }
        spawn_local(async move {
            match JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()) {
                Some(text) => load(name, text),
                None => error.set(Some(format!("{name}: the browser could not read the file"))),
            }
        });
    };
    view! {
        <section>
            <h1>"Trajectory"</h1>
            <p class="muted">"An optimisation run of "<code>"ekb agent"</code>" (its trajectory JSONL): each step's layer, verdict and speedup, what changed, and the best kernel."</p>
            <div class="controls">
                <label>"Trajectory file (JSONL) "<input id="trajectory-file" type="file" accept=".jsonl,.json,.txt" on:change=load_file/></label>
            </div>
            <label for="trajectory-paste">"…or paste it"</label>
            <textarea id="trajectory-paste" spellcheck="false" rows="4"
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            <div class="actions">
                <button id="trajectory-load" on:click=move |_| load("pasted text".into(), pasted.get_untracked())>"Show"</button>
            </div>
            {move || error.get().map(|e| view! { <p class="warn" id="trajectory-error">{e}</p> })}
            {move || loaded.get().map(|(name, t)| view! { <TrajectoryView name=name t=t/> })}
        </section>
    }
}

#[component]
fn TrajectoryView(name: String, t: Trajectory) -> impl IntoView {
    let bars = view_logic::speedup_bars(&t);
    let rows = view_logic::step_rows(&t);
    let diffs: Vec<_> = (0..t.steps.len())
        .map(|pos| {
            view_logic::previous_kernel(&t, pos)
                .map(|(from, old)| (from, view_logic::line_diff(old, t.steps[pos].kernel.as_deref().unwrap_or_default())))
        })
        .collect();
    let steps: Vec<_> = t.steps.iter().cloned().zip(rows).zip(diffs).collect();
    let best = view_logic::best_kernel(&t);
    let task = t.header.task.clone();
    // Runs in this browser: a kind of the wgpu family (WebGPU here).
    let wgsl = t.header.kind.info().family == ekb_wire::kind::Family::Wgpu;
    view! {
        <p id="trajectory-summary"><strong>{name}</strong>": "{view_logic::summary_line(&t)}</p>
        {match best {
            Some((step, kernel)) => view! { <BestKernel task=task step=step kernel=kernel kind=t.header.kind wgsl=wgsl/> }.into_any(),
            None => view! { <p class="muted" id="best-kernel">"No step passed: there is no best kernel."</p> }.into_any(),
        }}
        <h2>"Speedup over steps"</h2>
        {if bars.is_empty() {
            view! { <p class="muted">"No step was timed."</p> }.into_any()
        } else {
            view! { <div id="trajectory-chart"><SpeedupChart bars=bars/></div> }.into_any()
        }}
        <h2>"Steps"</h2>
        <div id="trajectory-steps">
            {steps.into_iter().map(|((s, row), diff)| view! {
                <div class="step" data-index=row.index>
                    <p class="step-head">
                        <strong>{format!("#{} ", row.index)}</strong>
                        <span class="layer">{row.layer.clone()}</span>" "
                        {(!row.by.is_empty()).then(|| view! { <span class="muted tool">{row.by.clone()}</span>" " })}
                        <span class=format!("badge v-{}", row.verdict)>{row.verdict.clone()}</span>" "
                        <span class="speedup">{row.speedup.clone()}</span>" "
                        {if row.accepted { view! { <span class="accepted">"✓ new best"</span> }.into_any() } else { view! { <span class="muted">"not kept"</span> }.into_any() }}
                    </p>
                    {(!row.reason.is_empty()).then(|| view! { <p class="muted reason">{row.reason.clone()}</p> })}
                    {(!row.changes.is_empty()).then(|| view! {
                        <ul class="changes">{row.changes.iter().map(|c| view! { <li>{c.clone()}</li> }).collect_view()}</ul>
                    })}
                    {diff.map(|(from, hunks)| view! { <KernelDiff from=from hunks=hunks/> })}
                    <details><summary>{if s.tool.is_some() { "The tool's account" } else { "Prompt and reply" }}</summary>
                        <pre class="code">{s.prompt.clone()}</pre>
                        <pre class="code">{s.reply.clone()}</pre>
                    </details>
                </div>
            }).collect_view()}
        </div>
    }
}

/// The line diff of a step's kernel against `from` (a step index, or the run's start kernel).
#[component]
fn KernelDiff(from: Option<u32>, hunks: Vec<Vec<DiffLine>>) -> impl IntoView {
    let against = from.map_or("the start kernel".to_string(), |i| format!("step #{i}"));
    let (added, removed) = view_logic::diff_counts(&hunks);
    if hunks.is_empty() {
        return view! { <p class="muted diff-none">{format!("Kernel unchanged from {against}.")}</p> }.into_any();
    }
    let n = |v: Option<usize>| v.map(|v| v.to_string()).unwrap_or_default();
    view! {
        <details class="diff" open=true>
            <summary>{format!("Diff against {against}: +{added} −{removed} lines")}</summary>
            <pre class="diff">
                {hunks.into_iter().enumerate().map(|(i, hunk)| view! {
                    {(i > 0).then(|| view! { <div class="d-gap">"⋯"</div> })}
                    {hunk.into_iter().map(|l| {
                        let (cls, mark) = match l.tag {
                            LineTag::Same => ("d-same", ' '),
                            LineTag::Removed => ("d-del", '-'),
                            LineTag::Added => ("d-add", '+'),
                        };
                        view! { <div class=cls><span class="ln">{n(l.old)}</span><span class="ln">{n(l.new)}</span>{format!("{mark} {}", l.text)}</div> }
                    }).collect_view()}
                }).collect_view()}
            </pre>
        </details>
    }
    .into_any()
}

/// The best kernel, with a button that opens it in the task editor: in the link when it fits, else
/// stored on the server first (`POST /api/kernels`), as the Task page's share link does.
#[component]
fn BestKernel(task: String, step: Option<u32>, kernel: String, kind: ekb_wire::kind::Kind, wgsl: bool) -> impl IntoView {
    let note = RwSignal::new(None::<String>);
    let navigate = leptos_router::hooks::use_navigate();
    let known = kernels::summary(&task).is_some();
    let (t, k) = (task.clone(), kernel.clone());
    let open = move |_| {
        let (task, kernel, navigate) = (t.clone(), k.clone(), navigate.clone());
        spawn_local(async move {
            let path = match share_path(&task, kind, &kernel) {
                Some(p) => Ok(p),
                None => {
                    note.set(Some("Storing the kernel on the server…".into()));
                    let body = serde_json::json!({ "source": kernel, "task_id": task }).to_string();
                    super::api::post_json::<StoredKernel>("/api/kernels", &body, None)
                        .await
                        .map(|s| stored_share_path(&task, kind, &s.hash))
                        .map_err(|e| format!("This kernel is too long for a link, and the server could not store it: {e}"))
                }
            };
            match path {
                Ok(p) => navigate(&p, Default::default()),
                Err(e) => note.set(Some(e)),
            }
        });
    };
    let title = step.map_or("Best kernel".to_string(), |s| format!("Best kernel (step #{s})"));
    view! {
        <div id="best-kernel">
            <h2>{title}</h2>
            {if wgsl && known {
                view! { <div class="actions"><button id="open-best" on:click=open>"Open in the task editor"</button></div> }.into_any()
            } else if !known {
                view! { <p class="muted">{format!("Task {task} is not in this app's suite: the kernel is shown, not opened.")}</p> }.into_any()
            } else {
                view! { <p class="muted">"The task editor runs WGSL only: this kernel is shown, not opened."</p> }.into_any()
            }}
            {move || note.get().map(|n| view! { <p class="warn">{n}</p> })}
            <details><summary>"Its source"</summary><pre class="code">{kernel.clone()}</pre></details>
        </div>
    }
}
