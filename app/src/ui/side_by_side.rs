//! The side-by-side report of the Remote devices page (docs/APP.md, "Side by side"): every result
//! of this visit — each relay device's job, this browser's runs — and any reports the visitor adds
//! (`ekb eval --out`, `ekb side-by-side --out`, a report downloaded from the Results page), for the
//! page's task one table per kind with a row per kernel and device, naming its backend, transport
//! and baseline ([`ekb_wire::side_by_side`], the view `ekb side-by-side` prints).

use ekb_wire::kind::Kind;
use ekb_wire::report::SuiteReport;
use ekb_wire::side_by_side::side_by_side;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::side_view::{table_rows, HEADER};

/// Largest report file read, bytes (a whole-suite report with diagnostics is a few MB).
const MAX_REPORT_BYTES: f64 = 16.0 * 1024.0 * 1024.0;

/// The panel: the tables, and a file input to add reports. `task` and `kind` pick the groups shown
/// (the page's current task and kind).
#[component]
pub(crate) fn SideBySidePanel(runs: RwSignal<Vec<(String, SuiteReport)>>, task: Signal<String>, kind: Signal<Kind>) -> impl IntoView {
    let error = RwSignal::new(None::<String>);
    let add_files = move |ev: leptos::ev::Event| {
        let Some(files) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).and_then(|i| i.files()) else { return };
        error.set(None);
        for i in 0..files.length() {
            let Some(file) = files.get(i) else { continue };
            let name = file.name();
            if file.size() > MAX_REPORT_BYTES {
                error.set(Some(format!("{name}: {} bytes; at most {MAX_REPORT_BYTES} are read", file.size())));
                continue;
            }
            spawn_local(async move {
                let text = JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string());
                match text.map(|t| serde_json::from_str::<SuiteReport>(&t)) {
                    Some(Ok(r)) => runs.update(|v| v.push((name, r))),
                    Some(Err(e)) => error.set(Some(format!("{name} is not a report (ekb eval --out): {e}"))),
                    None => error.set(Some(format!("{name}: the browser could not read the file"))),
                }
            });
        }
    };
    let view_now = Memo::new(move |_| runs.with(|r| side_by_side(r)));
    view! {
        <h2>"Side by side"</h2>
        <p class="muted">"Every result of this visit and the reports you add for the task chosen above: a row per kernel and device. Each speedup is over the baseline in its row, on that row's device; rows are never combined."</p>
        <label>"Add reports ("<code>"ekb eval --out"</code>", "<code>"ekb side-by-side --out"</code>") "
            <input id="side-reports" type="file" accept=".json" multiple=true on:change=add_files/></label>
        {move || error.get().map(|e| view! { <p class="warn" id="side-error">{e}</p> })}
        <div id="side-by-side">
            {move || {
                let v = view_now.get();
                let t = task.get();
                // The chosen kind, then WGSL (this browser runs the task's WGSL reference beside a
                // job of another kind).
                let kinds = if kind.get() == Kind::Wgsl { vec![Kind::Wgsl] } else { vec![kind.get(), Kind::Wgsl] };
                let tables: Vec<(Kind, Vec<[String; 10]>)> =
                    kinds.into_iter().map(|k| (k, table_rows(&v, &t, k))).filter(|(_, rows)| !rows.is_empty()).collect();
                if tables.is_empty() {
                    return view! { <p class="muted" id="side-empty">{format!("No result for {t} yet: submit to a device, or add a report.")}</p> }.into_any();
                }
                view! {
                    {v.warnings.iter().map(|w| view! { <p class="warn">{w.clone()}</p> }).collect_view()}
                    {tables.into_iter().map(|(k, rows)| view! {
                        <h3>{format!("{t} — {}", k.name())}</h3>
                        <div class="scroll"><table class="side-table" data-kind=k.name()>
                            <thead><tr>{HEADER.iter().map(|h| view! { <th>{*h}</th> }).collect_view()}</tr></thead>
                            <tbody>{rows.into_iter().map(|cells| view! {
                                <tr>{cells.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr>
                            }).collect_view()}</tbody>
                        </table></div>
                    }).collect_view()}
                }.into_any()
            }}
        </div>
    }
}
