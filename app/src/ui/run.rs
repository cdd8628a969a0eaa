//! `/run`: run the whole suite, a level, a domain, or a generation set on this GPU — a set
//! published on the server (`GET /api/sets`, then its `samples.jsonl`) or a JSONL samples file —
//! with speedups against each task's reference or TVM's kernel for it ("Speedups against").
//! Results stream into the table as each kernel finishes; Cancel stops after the current one.
//! A lost device is recreated (the kernel that was running is `runtime_error`, see `gpu`) and the
//! run goes on; the finished report joins the history with its
//! origin (reference kernels, set id, or file sources), which the submit panel sends.
//! Each sample runs as its own kind: `wgsl` here, `tvmscript` compiled by the server's TVM and its
//! WGSL run here (`tvm_run`, as on the task page); a kind that runs only natively (`opencl`, `c`),
//! or a `tvmscript` sample the server did not compile, is listed as not run, with why, and is left
//! out of the report, so no verdict this page did not establish is saved or submitted.

use ekb_wire::kind::{Form, Kind};
use ekb_wire::report::{Baseline, SampleEntry, SampleReport, SuiteReport};
use ekb_wire::timing::Profile;
use ekb_wire::Verdict;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::widgets::{timing_text, VerdictBadge};
use super::{api, gpu, store, tvm_run};
use crate::payload::Origin;
use crate::remote::{SetMeta, SetView};

#[derive(Clone)]
struct Item {
    task: &'static kernels::Task,
    sample_id: String,
    model: String,
    /// The candidate's language (the samples file's `kind`; `wgsl` for the reference kernels).
    kind: Kind,
    source: String,
}

/// A row of the results table: a sample's report, or why this page did not run it (such a sample
/// has no verdict, and is not in the report that is saved and submitted).
#[derive(Clone)]
enum Row {
    Ran(Box<SampleEntry>),
    NotRun { sample_id: String, task_id: String, kind: Kind, why: String },
}

/// Why this page does not run a sample of `kind`, or `None` for the kinds whose kernel runs here as
/// WGSL (`wgsl`; `tvmscript`, which TVM compiles to WGSL on the server): the others run natively.
fn not_in_browser(kind: Kind) -> Option<String> {
    (kind.info().form != Form::Wgsl).then(|| {
        format!("not run: {} samples run natively: `ekb eval SAMPLES.jsonl` or a relay device (`ekb eval --relay`)", kind.info().noun)
    })
}

/// A `tvmscript` sample: compiled by the server's TVM — `compiler` is whether it has TVM, asked once
/// per run — and TVM's WGSL checked and timed here ([`tvm_run::run`]). `Err` says why it was not
/// run: no TVM on the server, or a refusal that says nothing of the sample (busy, rate limit, network).
async fn run_tvmscript(
    compiler: &mut Option<Result<(), String>>,
    task: &'static kernels::Task,
    tvm: Option<&str>,
    source: &str,
    opts: &ekb_eval::EvalOptions,
) -> Result<SampleReport, String> {
    if compiler.is_none() {
        *compiler = Some(tvm_run::available().await);
    }
    if let Some(Err(why)) = compiler {
        return Err(format!("not run: this server does not compile TVMScript ({why})"));
    }
    match tvm_run::run(task, tvm, source, opts, &|_| {}).await.map_err(|e| format!("not run: {e}"))? {
        (None, r) if matches!(r.verdict, Verdict::Unsupported { .. }) => Err(format!("not run: {}", r.message)),
        (_, r) => Ok(r),
    }
}

fn suite_items(selection: &str) -> Vec<Item> {
    kernels::all()
        .iter()
        .filter(|t| match selection.split_once(':') {
            Some(("level", l)) => t.spec.level.to_string() == l,
            Some(("domain", d)) => t.spec.domain == d,
            _ => true,
        })
        .map(|t| Item {
            task: t,
            sample_id: t.spec.id.clone(),
            model: "reference".into(),
            kind: Kind::Wgsl,
            source: t.reference_wgsl.to_string(),
        })
        .collect()
}

/// The items of a samples file (the `ekb eval` format).
fn parse_items(text: &str, name: &str) -> Result<Vec<Item>, String> {
    let samples = kernels::samples::parse(text, name).map_err(|e| e.to_string())?;
    Ok(samples.into_iter().map(|s| Item { task: s.task, sample_id: s.sample_id, model: s.model, kind: s.kind, source: s.source }).collect())
}

/// `/run`.
#[component]
pub(crate) fn RunPage() -> impl IntoView {
    let selection = RwSignal::new("all".to_string());
    let profile = RwSignal::new("auto".to_string());
    // Whether the checks include the domain corners (`EvalOptions::corners`; the CLI's
    // `--no-corners`). On by default: a kernel must work over the whole declared domain.
    let corners = RwSignal::new(ekb_eval::EvalOptions::default().corners);
    // Whether speedups are against TVM's kernels (`ekb eval --baseline tvm`): each task's, fetched
    // from the server; a task without one is timed against its reference, and its report says so.
    let against_tvm = RwSignal::new(false);
    let set_items = RwSignal::new(None::<(String, Vec<Item>, Origin)>);
    let published = RwSignal::new(None::<Result<Vec<SetMeta>, String>>);
    let set_status = RwSignal::new(None::<String>);
    let set_error = RwSignal::new(None::<String>);
    let rows = RwSignal::new(Vec::<Row>::new());
    let total = RwSignal::new(0usize);
    let running = RwSignal::new(false);
    let cancel = RwSignal::new(false);
    let finished = RwSignal::new(None::<String>);
    let domains = kernels::domains();
    spawn_local(async move {
        published.set(Some(api::get_json::<Vec<SetMeta>>("/api/sets").await.map_err(|e| e.to_string())));
    });

    let load_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        spawn_local(async move {
            let text = JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()).unwrap_or_default();
            match parse_items(&text, &name) {
                Ok(items) => {
                    // `extend`, not `collect`: a `BTreeMap`'s `collect` is a copy of std's sort (ekb_wire::sort).
                    let mut sources = std::collections::BTreeMap::new();
                    sources.extend(items.iter().map(|i| (i.sample_id.clone(), i.source.clone())));
                    set_items.set(Some((name.clone(), items, Origin::File { name, sources })));
                    set_error.set(None);
                    selection.set("set".into());
                }
                Err(e) => set_error.set(Some(e)),
            }
        });
    };

    let pick_set = move |ev: leptos::ev::Event| {
        let id = event_target_value(&ev);
        let Some(meta) =
            published.with_untracked(|p| p.as_ref().and_then(|p| p.as_ref().ok()).and_then(|v| v.iter().find(|m| m.id == id).cloned()))
        else {
            return;
        };
        set_status.set(Some(format!("loading {}…", meta.name)));
        spawn_local(async move {
            let loaded = api::get_text(&meta.samples_path()).await.map_err(|e| e.to_string());
            match loaded.and_then(|text| parse_items(&text, &meta.id)) {
                Ok(items) => {
                    set_status.set(Some(format!("loaded {}: {} samples", meta.name, items.len())));
                    let origin = Origin::Set { id: meta.id.clone(), name: meta.name.clone() };
                    set_items.set(Some((meta.name.clone(), items, origin)));
                    set_error.set(None);
                    selection.set("set".into());
                }
                Err(e) => {
                    set_status.set(None);
                    set_error.set(Some(format!("could not load set {}: {e}", meta.id)));
                }
            }
        });
    };

    let start = move |_| {
        if running.get_untracked() {
            return;
        }
        let (items, origin) = if selection.get_untracked() == "set" {
            set_items.get_untracked().map(|(_, v, o)| (v, o)).unwrap_or((Vec::new(), Origin::Reference))
        } else {
            (suite_items(&selection.get_untracked()), Origin::Reference)
        };
        if items.is_empty() {
            set_error.set(Some("nothing to run: pick a published set or load a samples file first".into()));
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
        // The run outlives the page: a visitor who opens another page while it runs leaves the
        // signals below disposed (`try_*` then does nothing), and the run still finishes and is
        // saved to the history the Results page lists.
        let n = items.len();
        let with_corners = corners.get_untracked();
        let with_tvm = against_tvm.get_untracked();
        spawn_local(async move {
            let opts = ekb_eval::EvalOptions { corners: with_corners, ..gpu::default_options(chosen).await };
            let remade_before = gpu::remade();
            let mut done = Vec::with_capacity(n);
            // TVM's kernel of each task of the run, fetched once: `Err` says why there is none.
            let mut tvm_kernels = std::collections::BTreeMap::<&str, Result<String, String>>::new();
            // Whether the server compiles TVMScript, asked at the first `tvmscript` sample.
            let mut tvm_compiler = None::<Result<(), String>>;
            let mut not_run = 0usize;
            for it in items {
                if cancel.try_get_untracked().unwrap_or(false) {
                    break;
                }
                if let Some(why) = not_in_browser(it.kind) {
                    not_run += 1;
                    let (sample_id, task_id) = (it.sample_id, it.task.spec.id.clone());
                    rows.try_update(|r| r.push(Row::NotRun { sample_id, task_id, kind: it.kind, why }));
                    continue;
                }
                let id = it.task.spec.id.as_str();
                if with_tvm && !tvm_kernels.contains_key(id) {
                    let fetched = match api::tvm_wgsl(id).await {
                        Ok(Some(text)) => Ok(text),
                        Ok(None) => Err(format!("{id} has no TVM kernel: timed against its reference")),
                        Err(e) => Err(format!("TVM's kernel could not be loaded ({e}): timed against the reference")),
                    };
                    tvm_kernels.insert(id, fetched);
                }
                let tvm = tvm_kernels.get(id);
                // After a device loss with no new device to be had, the rest is not run.
                let ran = match gpu::gave_up() {
                    Some(why) => Ok(SampleReport { kind: it.kind, ..gpu::runtime_error(it.task, why, opts.profile) }),
                    None => {
                        let text = tvm.and_then(|t| t.as_deref().ok());
                        let ran = match it.kind {
                            Kind::Tvmscript => run_tvmscript(&mut tvm_compiler, it.task, text, &it.source, &opts).await,
                            _ => Ok(gpu::evaluate_with_progress(it.task, text, &it.source, &opts, &|_| {}).await),
                        };
                        ran.map(|mut r| {
                            if let Some(Err(why)) = tvm {
                                r.message.push_str(&format!(" ({why})"));
                            }
                            r
                        })
                    }
                };
                let report = match ran {
                    Ok(r) => r,
                    Err(why) => {
                        not_run += 1;
                        let (sample_id, task_id) = (it.sample_id, it.task.spec.id.clone());
                        rows.try_update(|r| r.push(Row::NotRun { sample_id, task_id, kind: it.kind, why }));
                        continue;
                    }
                };
                let entry = SampleEntry {
                    sample_id: it.sample_id,
                    task_id: it.task.spec.id.clone(),
                    model: it.model,
                    level: it.task.spec.level,
                    domain: it.task.spec.domain.clone(),
                    report,
                };
                rows.try_update(|r| r.push(Row::Ran(Box::new(entry.clone()))));
                done.push(entry);
            }
            let report = SuiteReport::new(
                kernels::SUITE_VERSION,
                &kernels::suite_hash(),
                env!("CARGO_PKG_VERSION"),
                opts.profile,
                opts.seed,
                opts.peak,
                done,
            );
            let stored = store::push(&report)
                && store::save_record(&report, &store::RunRecord { origin: Some(origin), ..store::RunRecord::default() });
            // A Results page open meanwhile (the visitor left this page mid-run) shows it now.
            store::notify();
            // Fast@p and the speedups against the baseline asked for, never mixed with the other.
            let (m, against) = match report.per_baseline.get(Baseline::Tvm.name()).filter(|_| with_tvm) {
                Some(m) => (m, " against TVM's kernels"),
                None => (&report.metrics, ""),
            };
            let remade = match gpu::remade() - remade_before {
                0 => String::new(),
                1 => " · the GPU device was lost and a new one made once".to_string(),
                k => format!(" · the GPU device was lost and a new one made {k} times"),
            };
            finished.try_set(Some(format!(
                "{} of {} kernels{} · Correct@1 {:.3} · Fast@1.0 (confident) {:.3} · Fast@1.0 (point) {:.3} · geomean speedup {}{against}{}{}{}",
                m.samples,
                n,
                if not_run == 0 { String::new() } else { format!(" ({not_run} not run here: the table says why)") },
                m.correct_at_1,
                m.fast_at_1_0_confident,
                m.fast_at_1_0,
                m.geomean_speedup.map_or("-".into(), |g| format!("{g:.2}×")),
                remade,
                if opts.corners { "" } else { " · domain corners not checked" },
                if stored { "" } else { " (not saved: browser storage unavailable)" }
            )));
            running.try_set(false);
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
                        <option value="set">{move || set_items.get().map_or("generation set (pick or load one)".to_string(), |(n, v, _)| format!("generation set: {n} ({} samples)", v.len()))}</option>
                    </select>
                </label>
                <label>"Published set "
                    <select id="set-picker" on:change=pick_set>
                        <option value="">{move || match published.get() {
                            None => "loading…".to_string(),
                            Some(Err(e)) => format!("unavailable ({e})"),
                            Some(Ok(v)) if v.is_empty() => "none published yet".to_string(),
                            Some(Ok(v)) => format!("choose one of {}", v.len()),
                        }}</option>
                        {move || published.get().and_then(Result::ok).unwrap_or_default().into_iter().map(|m| {
                            view! { <option value=m.id.clone()>{m.describe()}</option> }
                        }).collect_view()}
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
                <label title="Also check each param at its domain maximum (slow on software adapters)">
                    <input type="checkbox" id="corners" prop:checked=move || corners.get()
                        on:change=move |ev| corners.set(event_target_checked(&ev))/>
                    " domain corners"
                </label>
                <label title="What Fast@p and the speedups are measured against: each task's reference kernel, or TVM's generated kernel for the task (where it has one; the others are timed against their reference, and their reports say so)">"Speedups against "
                    <select id="baseline" on:change=move |ev| against_tvm.set(event_target_value(&ev) == "tvm")>
                        <option value="reference">"reference"</option>
                        <option value="tvm">"TVM"</option>
                    </select>
                </label>
                <button id="start" on:click=start disabled=move || running.get()>"Start"</button>
                <button class="secondary" on:click=move |_| cancel.set(true) disabled=move || !running.get()>"Cancel"</button>
            </div>
            {move || set_status.get().map(|s| view! { <p class="muted" id="set-status">{s}</p> })}
            {move || set_error.get().map(|e| view! { <p class="warn">{e}</p> })}
            <progress max=move || total.get().max(1) value=move || rows.with(Vec::len)></progress>
            <span class="muted">{move || format!(" {} / {}", rows.with(Vec::len), total.get())}</span>
            {move || finished.get().map(|f| view! { <p id="summary">{f}" · "<a href="/results">"charts, export and submit to the leaderboard"</a></p> })}
            <div class="scroll">
                <table class="results" id="results">
                    <thead><tr><th>"sample"</th><th>"task"</th><th>"verdict"</th><th>"speedup / detail"</th><th>"kind"</th></tr></thead>
                    <tbody>
                        {move || rows.get().into_iter().map(|row| match row {
                            Row::Ran(e) => view! {
                                <tr>
                                    <td>{e.sample_id.clone()}</td>
                                    <td><a href=format!("/task/{}", e.task_id)>{e.task_id.clone()}</a></td>
                                    <td><VerdictBadge verdict=e.report.verdict.clone()/></td>
                                    <td class="detail">{timing_text(&e.report)}</td>
                                    <td>{e.report.kind.name()}</td>
                                </tr>
                            }.into_any(),
                            Row::NotRun { sample_id, task_id, kind, why } => view! {
                                <tr class="not-run">
                                    <td>{sample_id}</td>
                                    <td><a href=format!("/task/{task_id}")>{task_id.clone()}</a></td>
                                    <td><span class="badge">"not run"</span></td>
                                    <td class="detail">{why}</td>
                                    <td>{kind.name()}</td>
                                </tr>
                            }.into_any(),
                        }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}
