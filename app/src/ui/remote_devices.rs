//! `/remote`: devices registered with the relay's TVM tracker (`GET /api/relay/devices`). A
//! visitor picks a device, a task and a kind the device accepts, pastes a candidate, checks it
//! (WGSL here with naga; `c` and `opencl` by the server's `POST /api/validate`), submits it
//! (`POST /api/relay/jobs`, with the relay token for `c`), and the page polls
//! `GET /api/relay/jobs/{id}` with the job's progress until it is done or failed. Meanwhile this
//! browser runs the same task itself — the candidate when it is WGSL, else the task's WGSL
//! reference — and the two results are shown side by side; a finished remote result can be
//! submitted to the leaderboard (transport `relay`, the remote device's info) with the usual panel.

use std::collections::BTreeMap;

use ekb_wire::api::ValidateAnswer;
use ekb_wire::diagnostic::Diagnostic;
use ekb_wire::kind::{Family, Kind};
use ekb_wire::relay::{JobCreated, JobState, JobStatus, RelayDevices, Transport};
use ekb_wire::report::{SampleEntry, SampleReport, SuiteReport};
use js_sys::Promise;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use super::editor::CodeEditor;
use super::pair::PairPanel;
use super::side_by_side::SideBySidePanel;
use super::submit::SubmitPanel;
use super::widgets::{timing_text, InlineDiagnostics, VerdictBadge};
use super::{api, gpu, store};
use crate::live_devices::{self, LiveDevice, LIVE_POLL_MS};
use crate::payload::Origin;
use crate::relay_view::{
    check_line, compare_rows, device_line, new_job, poll_delay_ms, progress, validate_request, validated_here, MAX_POLLS,
};
use crate::remote::ApiError;
use crate::side_view::one_run;

/// Resolves after `ms` on the browser's timer.
async fn sleep_ms(ms: u32) {
    let promise = Promise::new(&mut |resolve, _| {
        let armed = web_sys::window().and_then(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32).ok());
        if armed.is_none() {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// `source` as `kind` for `task` checked — naga here for WGSL, else the server's
/// `POST /api/validate` — as a line for people and the diagnostics.
async fn validate(task: &'static kernels::Task, kind: Kind, source: &str) -> Result<(String, Vec<Diagnostic>), String> {
    if validated_here(kind) {
        let (verdict, d) = match wgsl_lib::shader::validate_wgsl(source, &task.spec.features, &[]) {
            Ok(_) => (None, Vec::new()),
            Err(wgsl_lib::shader::ShaderFailure::Invalid(d)) => (Some("invalid_shader"), d),
            Err(wgsl_lib::shader::ShaderFailure::Unsupported { diagnostics, .. }) => (Some("unsupported"), diagnostics),
        };
        return Ok((check_line(verdict.is_none(), verdict, &d, "this browser", None), d));
    }
    let body = serde_json::to_string(&validate_request(&task.spec.id, kind, source)).map_err(|e| e.to_string())?;
    let a =
        api::post_json::<ValidateAnswer>("/api/validate", &body, None).await.map_err(|e| format!("the server could not check it: {e}"))?;
    Ok((check_line(a.valid, a.verdict.as_deref(), &a.diagnostics, "server", Some(a.elapsed_ms)), a.diagnostics))
}

/// The remote result as a one-sample report reached through the relay, stored in the history with
/// the candidate as its source, so the submit panel sends it like any run.
fn remote_suite(job: &JobStatus, report: &SampleReport, source: &str) -> SuiteReport {
    let task = kernels::get(&job.task);
    let sample_id = format!("{}-relay-{}", job.task, job.id);
    let entry = SampleEntry {
        sample_id: sample_id.clone(),
        task_id: job.task.clone(),
        model: String::new(),
        level: task.map_or(0, |t| t.spec.level),
        domain: task.map(|t| t.spec.domain.clone()).unwrap_or_default(),
        report: report.clone(),
    };
    let suite =
        SuiteReport::new(kernels::SUITE_VERSION, &kernels::suite_hash(), env!("CARGO_PKG_VERSION"), report.profile, 0, None, vec![entry])
            .with_transport(Transport::Relay);
    let origin = Origin::File { name: format!("relay job {}", job.id), sources: BTreeMap::from([(sample_id, source.to_string())]) };
    let _ = store::push(&suite) && store::save_record(&suite, &store::RunRecord { origin: Some(origin), ..store::RunRecord::default() });
    store::notify();
    suite
}

/// The page.
#[component]
pub(crate) fn RemoteDevicesPage() -> impl IntoView {
    let devices = RwSignal::new(None::<Result<RelayDevices, ApiError>>);
    // Every device seen during the visit, polled while the page is open and visible.
    let live = RwSignal::new(BTreeMap::<String, LiveDevice>::new());
    let reload = move || {
        spawn_local(async move {
            let d = api::get_json::<RelayDevices>("/api/relay/devices").await;
            if let Ok(d) = &d {
                live.update(|m| live_devices::merge(m, &d.devices, js_sys::Date::now()));
            }
            devices.set(Some(d));
        })
    };
    reload();
    let stopped = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop = stopped.clone();
    on_cleanup(move || stop.store(true, std::sync::atomic::Ordering::Relaxed));
    spawn_local(async move {
        loop {
            sleep_ms(LIVE_POLL_MS).await;
            if stopped.load(std::sync::atomic::Ordering::Relaxed) {
                return;
            }
            let visible =
                web_sys::window().and_then(|w| w.document()).is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
            if !visible {
                continue;
            }
            if let Ok(d) = api::get_json::<RelayDevices>("/api/relay/devices").await {
                if live.try_update(|m| live_devices::merge(m, &d.devices, js_sys::Date::now())).is_none() {
                    return;
                }
            }
        }
    });
    view! {
        <section>
            <h1>"Remote devices"</h1>
            <p class="muted">"Devices registered with this server's TVM RPC tracker. A candidate sent here is compiled and checked on the relay host and timed on the device; this browser runs the same task beside it."</p>
            <div class="actions"><button class="secondary" id="remote-refresh" on:click=move |_| reload()>"Refresh"</button></div>
            <ul id="remote-devices">
                {move || live.get().into_values().map(|d| {
                    let st = live_devices::state(&d);
                    let since = d.lost_since_ms.map(|ms| {
                        let t = js_sys::Date::new(&JsValue::from_f64(ms)).to_locale_time_string("en-GB");
                        format!(" since {}", String::from(t))
                    }).unwrap_or_default();
                    view! {
                        <li class=format!("live-{}", st.name())><code>{d.device.key.clone()}</code>" — "{device_line(&d.device)}" — "
                            <strong class="live-state">{format!("{}{since}", st.name())}</strong></li>
                    }
                }).collect_view()}
            </ul>
            {move || match devices.get() {
                None => view! { <p class="muted">"Asking the relay for its devices…"</p> }.into_any(),
                Some(Err(e)) => view! { <p class="warn" id="remote-error">{format!("The relay's devices could not be read: {e}")}</p> }.into_any(),
                Some(Ok(d)) if d.devices.is_empty() => view! {
                    <p class="muted" id="remote-none">{format!("No device is registered with the tracker ({}). A TVM server joins with python -m tvm.exec.rpc_server --tracker HOST:PORT --key KEY, or ekb device --tracker HOST:PORT --key KEY.", d.tracker)}</p>
                }.into_any(),
                Some(Ok(d)) => view! { <JobForm devices=d/> }.into_any(),
            }}
        </section>
        <PairPanel/>
    }
}

#[component]
fn JobForm(devices: RelayDevices) -> impl IntoView {
    let list = StoredValue::new(devices.devices.clone());
    let first = devices.devices.first().cloned();
    let device_key = RwSignal::new(first.as_ref().map(|d| d.key.clone()).unwrap_or_default());
    let device = Memo::new(move |_| list.with_value(|l| l.iter().find(|d| d.key == device_key.get()).cloned()));
    let task_id = RwSignal::new(kernels::all().first().map(|t| t.spec.id.clone()).unwrap_or_default());
    let kind = RwSignal::new(first.and_then(|d| d.kinds.first().copied()).unwrap_or_default());
    let source = RwSignal::new(String::new());
    let token = RwSignal::new(String::new());
    let diagnostics = RwSignal::new(None::<Result<(String, Vec<Diagnostic>), String>>);
    // The located ones, marked in the editor.
    let marked = RwSignal::new(Vec::<Diagnostic>::new());
    let error = RwSignal::new(None::<String>);
    let job = RwSignal::new(None::<JobStatus>);
    let here = RwSignal::new(None::<(String, SampleReport)>);
    let busy = RwSignal::new(false);
    let to_submit = RwSignal::new(None::<SuiteReport>);
    // Every result of this visit, for the side-by-side report.
    let runs = RwSignal::new(Vec::<(String, SuiteReport)>::new());
    // A device that does not accept the kind picked: its first kind.
    Effect::new(move |_| {
        if let Some(d) = device.get() {
            if !d.kinds.contains(&kind.get_untracked()) {
                if let Some(k) = d.kinds.first() {
                    kind.set(*k);
                }
            }
        }
    });
    // Diagnostics describe the text they were made for: an edit, another task or kind clears them.
    Effect::new(move |_| {
        source.track();
        task_id.track();
        kind.track();
        diagnostics.set(None);
        marked.set(Vec::new());
    });
    let task = move || kernels::get(&task_id.get());
    let fill_reference = move |_| {
        if let Some(t) = task() {
            match t.reference(kind.get_untracked()) {
                Some(r) => source.set(r.to_string()),
                None => error.set(Some(format!("{} has no `{}` reference", t.spec.id, kind.get_untracked().name()))),
            }
        }
    };
    let check = move |_| {
        let Some(t) = task() else { return };
        let (k, src) = (kind.get_untracked(), source.get_untracked());
        spawn_local(async move {
            let checked = validate(t, k, &src).await;
            marked.set(checked.as_ref().map(|(_, d)| d.clone()).unwrap_or_default());
            diagnostics.set(Some(checked));
        });
    };
    let submit = move |_| {
        let (Some(d), Some(t)) = (device.get_untracked(), task()) else { return };
        let (k, src, tok) = (kind.get_untracked(), source.get_untracked(), token.get_untracked());
        let body = match new_job(&d, &t.spec.id, k, &src)
            .map_err(|e| e.to_string())
            .and_then(|j| serde_json::to_string(&j).map_err(|e| e.to_string()))
        {
            Ok(b) => b,
            Err(e) => return error.set(Some(e)),
        };
        busy.set(true);
        error.set(None);
        job.set(None);
        here.set(None);
        to_submit.set(None);
        spawn_local(async move {
            let tok = (k.info().relay_needs_token && !tok.trim().is_empty()).then(|| tok.trim().to_string());
            let created = match api::post_json_bearer::<JobCreated>("/api/relay/jobs", &body, tok.as_deref()).await {
                Ok(c) => c,
                Err(e) => {
                    error.set(Some(format!("The relay refused the job: {e}")));
                    busy.set(false);
                    return;
                }
            };
            // This browser's own result for the same task, while the relay works.
            let src_here = src.clone();
            spawn_local(async move {
                let src = src_here;
                let (what, local_src) = if k.info().family == Family::Wgpu {
                    ("the candidate", src.clone())
                } else {
                    ("the task's WGSL reference", t.reference_wgsl.to_string())
                };
                let opts = gpu::default_options(None).await;
                let r = gpu::evaluate(t, &local_src, &opts).await;
                runs.update(|v| v.push(one_run("this browser".into(), &local_src, &r, Transport::Local)));
                here.set(Some((what.to_string(), r)));
            });
            let path = format!("/api/relay/jobs/{}", crate::logic::encode_component(&created.id));
            for n in 0..MAX_POLLS {
                match api::get_json::<JobStatus>(&path).await {
                    Ok(s) => {
                        let done = s.state.is_final();
                        if let JobState::Done { report } = &s.state {
                            to_submit.set(Some(remote_suite(&s, report, &src)));
                            runs.update(|v| v.push(one_run(format!("relay {}", s.device), &src, report, s.transport)));
                        }
                        job.set(Some(s));
                        if done {
                            busy.set(false);
                            return;
                        }
                    }
                    Err(e) => error.set(Some(format!("Polling job {}: {e} (still trying)", created.id))),
                }
                sleep_ms(poll_delay_ms(n)).await;
            }
            error.set(Some(format!("Job {} did not finish after {MAX_POLLS} polls; its address is {path}", created.id)));
            busy.set(false);
        });
    };
    view! {
        <p class="muted">{format!("tracker: {}", devices.tracker)}</p>
        <div class="controls">
            <label>"Device "<select id="remote-device" on:change=move |ev| device_key.set(event_target_value(&ev))>
                {devices.devices.iter().map(|d| view! { <option value=d.key.clone()>{d.key.clone()}</option> }).collect_view()}
            </select></label>
            <label>"Task "<select id="remote-task" on:change=move |ev| task_id.set(event_target_value(&ev))>
                {kernels::all().iter().map(|t| view! { <option value=t.spec.id.clone()>{t.spec.id.clone()}</option> }).collect_view()}
            </select></label>
            <label>"Kind "<select id="remote-kind" prop:value=move || kind.get().name().to_string()
                on:change=move |ev| if let Some(k) = Kind::ALL.into_iter().find(|k| k.name() == event_target_value(&ev)) { kind.set(k) }>
                {move || device.get().map(|d| d.kinds.iter().map(|k| view! { <option value=k.name()>{k.name()}</option> }).collect_view())}
            </select></label>
        </div>
        {move || device.get().filter(|d| d.kinds.is_empty()).map(|d| view! { <p class="warn">{format!("{} accepts no kind this relay runs yet.", d.key)}</p> })}
        <CodeEditor id="remote-source" label="Candidate" value=source kind=kind diagnostics=marked rows=14/>
        {move || kind.get().info().relay_needs_token.then(|| view! {
            <label>"Relay token ("<code>{kind.get().name()}</code>" jobs compile native code on the relay host) "
                <input id="remote-token" type="password" autocomplete="off" prop:value=move || token.get() on:input=move |ev| token.set(event_target_value(&ev))/></label>
        })}
        <div class="actions">
            <button class="secondary" id="remote-reference" on:click=fill_reference>"Use the task's reference"</button>
            <button class="secondary" id="remote-check" on:click=check>"Check"</button>
            <button id="remote-submit" on:click=submit disabled=move || busy.get()>{move || if busy.get() { "Running…" } else { "Submit to the device" }}</button>
        </div>
        {move || error.get().map(|e| view! { <p class="warn" id="remote-job-error">{e}</p> })}
        {move || diagnostics.get().map(|d| match d {
            Ok((line, d)) => view! {
                <div id="remote-diagnostics">
                    <p id="remote-check-line">{line}</p>
                    {(!d.is_empty()).then(|| view! { <InlineDiagnostics source=source.get_untracked() diagnostics=d/> })}
                </div>
            }.into_any(),
            Err(e) => view! { <p id="remote-diagnostics" class="warn">{e}</p> }.into_any(),
        })}
        {move || job.get().map(|s| {
            let p = progress(&s);
            view! {
                <div id="remote-job">
                    <p><strong>{format!("Job {} on {}: ", s.id, s.device)}</strong><span id="remote-state">{p.label}</span></p>
                    {(!s.state.is_final()).then(|| match p.fraction {
                        Some(f) => view! { <progress max="1" value=f></progress> }.into_any(),
                        None => view! { <progress></progress> }.into_any(),
                    })}
                    {match &s.state {
                        JobState::Done { report } => Some(view! { <p><VerdictBadge verdict=report.verdict.clone()/>" "<span class="message">{timing_text(report)}</span></p> }),
                        _ => None,
                    }}
                </div>
            }
        })}
        {move || (job.get().is_some() || here.get().is_some()).then(|| {
            let failed = job.with(|j| j.as_ref().is_some_and(|s| matches!(s.state, JobState::Failed { .. })));
            let remote = job.get().and_then(|s| match s.state { JobState::Done { report } => Some(*report), _ => None });
            let local = here.get();
            let what = local.as_ref().map_or_else(|| "running…".to_string(), |(w, _)| w.clone());
            view! {
                <h2>"Remote and this browser"</h2>
                <div class="scroll"><table class="kv" id="remote-compare">
                    <thead><tr><th></th><th>"remote device"</th><th>{format!("this browser ({what})")}</th></tr></thead>
                    <tbody>{compare_rows(remote.as_ref(), failed, local.as_ref().map(|(_, r)| r)).into_iter().map(|(name, a, b)| view! {
                        <tr><th>{name}</th><td>{a}</td><td>{b}</td></tr>
                    }).collect_view()}</tbody>
                </table></div>
            }
        })}
        {move || to_submit.get().map(|r| view! { <SubmitPanel report=r/> })}
        <SideBySidePanel runs=runs task=Signal::derive(move || task_id.get()) kind=Signal::derive(move || kind.get())/>
    }
}
