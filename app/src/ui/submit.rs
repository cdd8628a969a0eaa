//! The submit flow on the results page: a panel that shows exactly the JSON body that will be
//! sent to `POST /api/submissions`, says what is published and that it is anonymous, takes an
//! optional device model and a consent tick, sends with the report's idempotency key (a retry
//! sends the same body under the same key), and shows the server's status, flags and errors.

use ekb_wire::compose::{CONSENT_AGREE, CONSENT_HEADING, CONSENT_NOTICE};
use ekb_wire::report::SuiteReport;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::{api, gpu, store};
use crate::payload::{body_text, build, idempotency_key, Origin, MAX_DEVICE_MODEL};
use crate::remote::{status_text, submission_path, SubmissionDoc, SubmissionStatus};

fn random_key() -> String {
    let word = || (js_sys::Math::random() * 4_294_967_296.0) as u32;
    idempotency_key([word(), word(), word(), word()])
}

/// The body for the current inputs, or why there is none.
fn body_for(report: &SuiteReport, rec: &store::RunRecord, device_model: &str) -> Result<String, String> {
    let origin = rec.origin.clone().or_else(|| Origin::infer(report));
    let key = rec.key.clone().unwrap_or_default();
    let sub = build(report, origin.as_ref(), &gpu::engine(), device_model, &key).map_err(|e| e.to_string())?;
    body_text(&sub).map_err(|e| format!("could not serialise the submission: {e}"))
}

/// The "Submit to the leaderboard" button and panel for one stored report.
#[component]
pub(crate) fn SubmitPanel(report: SuiteReport) -> impl IntoView {
    let rec = RwSignal::new(store::record(&report));
    let report = StoredValue::new(report);
    let open = RwSignal::new(false);
    let consent = RwSignal::new(false);
    let device_model = RwSignal::new(rec.with_untracked(|r| r.device_model.clone()));
    let sending = RwSignal::new(false);
    let answer = RwSignal::new(None::<SubmissionDoc>);
    let error = RwSignal::new(None::<(String, bool)>);

    // A report submitted earlier: show its current status.
    if let Some(id) = rec.with_untracked(|r| r.submission_id.clone()) {
        spawn_local(async move {
            let path = submission_path(&id);
            match api::get_json::<SubmissionDoc>(&path).await {
                Ok(a) => answer.set(Some(a)),
                Err(e) => error.set(Some((format!("could not read the earlier submission's status: {e}"), false))),
            }
        });
    }

    let open_panel = move |_| {
        if rec.with_untracked(|r| r.key.is_none()) {
            rec.update(|r| r.key = Some(random_key()));
            let _ = report.with_value(|rep| store::save_record(rep, &rec.get_untracked()));
        }
        open.set(true);
    };
    let body = Memo::new(move |_| {
        let dm = device_model.get();
        rec.with(|r| report.with_value(|rep| body_for(rep, r, &dm)))
    });
    let locked = move || rec.with(|r| r.attempted);

    let send = move |_| {
        let Ok(text) = body.get_untracked() else { return };
        let Some(key) = rec.with_untracked(|r| r.key.clone()) else { return };
        if sending.get_untracked() || !consent.get_untracked() {
            return;
        }
        rec.update(|r| {
            r.attempted = true;
            r.device_model = device_model.get_untracked();
        });
        let _ = report.with_value(|rep| store::save_record(rep, &rec.get_untracked()));
        sending.set(true);
        error.set(None);
        spawn_local(async move {
            match api::post_json::<SubmissionDoc>("/api/submissions", &text, Some(&key)).await {
                Ok(a) => {
                    rec.update(|r| r.submission_id = Some(a.id.clone()));
                    let _ = report.with_value(|rep| store::save_record(rep, &rec.get_untracked()));
                    answer.set(Some(a));
                }
                Err(e) => error.set(Some((e.to_string(), e.retryable()))),
            }
            sending.set(false);
        });
    };

    view! {
        <section id="submit">
            <h2>"Leaderboard"</h2>
            {move || match answer.get() {
                Some(a) => view! { <Status answer=a/> }.into_any(),
                None if !open.get() => view! {
                    <button id="submit-open" on:click=open_panel>"Submit to the leaderboard"</button>
                }.into_any(),
                None => view! {
                    <div class="submit-panel">
                        <p>
                            <strong>{CONSENT_HEADING}</strong>
                            {CONSENT_NOTICE}
                        </p>
                        <p class="muted">{move || rec.with(|r| r.origin.clone()).or_else(|| report.with_value(Origin::infer))
                            .map_or("Where this run's kernels came from was not kept.".to_string(), |o| format!("What ran: {}.", o.describe()))}</p>
                        <label>"Device model (optional, published as you type it) "
                            <input id="device-model" type="text" maxlength=MAX_DEVICE_MODEL.to_string() placeholder="e.g. Pixel 8"
                                prop:value=move || device_model.get() disabled=locked
                                on:input=move |ev| device_model.set(event_target_value(&ev))/>
                        </label>
                        {move || locked().then(|| view! {
                            <p class="muted">"Already sent once: a retry sends this same body under the same idempotency key, so it is never counted twice."</p>
                        })}
                        {move || match body.get() {
                            Err(e) => view! { <p class="warn" id="submit-error">{e}</p> }.into_any(),
                            Ok(text) => view! {
                                <p class="muted">{format!("Exactly this JSON will be sent to POST /api/submissions ({} bytes):", text.len())}</p>
                                <pre class="code" id="submit-payload" style="max-height: 24rem; overflow: auto">{text}</pre>
                            }.into_any(),
                        }}
                        <label class="consent">
                            <input id="submit-consent" type="checkbox" prop:checked=move || consent.get()
                                on:change=move |ev| consent.set(event_target_checked(&ev))/>
                            " "{CONSENT_AGREE}
                        </label>
                        <div class="actions">
                            <button id="submit-send" on:click=send
                                disabled=move || !consent.get() || sending.get() || body.with(Result::is_err)>
                                {move || if sending.get() { "Sending…" } else if locked() { "Retry (same key)" } else { "Send" }}
                            </button>
                            <button class="secondary" on:click=move |_| open.set(false)>"Close"</button>
                        </div>
                    </div>
                }.into_any(),
            }}
            {move || error.get().map(|(e, retry)| view! {
                <p class="warn" id="submit-error">{e}{retry.then_some(" — you can retry: the same key is sent again.")}</p>
            })}
        </section>
    }
}

/// The server's answer: status, reason, flags and links.
#[component]
fn Status(answer: SubmissionDoc) -> impl IntoView {
    let listed = answer.status == SubmissionStatus::Listed;
    let badge = match answer.status {
        SubmissionStatus::Listed => "badge v-pass",
        SubmissionStatus::Rejected => "badge v-mismatch",
        SubmissionStatus::Received => "badge v-unsupported",
    };
    let board = if listed { "/leaderboard".to_string() } else { "/leaderboard?include_flagged=true".to_string() };
    let device = (!answer.device.id.is_empty()).then(|| {
        let link = format!("/device/{}{}", answer.device.id, if listed { "" } else { "?include_flagged=true" });
        view! { " · "<a href=link>{format!("device: {}", answer.device.label)}</a> }
    });
    view! {
        <div id="submit-status">
            <p>
                <span class=badge>{answer.status.name()}</span>" "{status_text(&answer).split_once(": ").map_or_else(|| status_text(&answer), |(_, why)| why.to_string())}
                {answer.replayed.then_some(" (a retry: the earlier answer)")}
                {answer.duplicate.then_some(" (the same report was already stored)")}
            </p>
            <p class="muted">
                {format!("Submission {} · {}, {} flagged", answer.id, crate::logic::count(answer.samples, "result"), answer.flagged_samples)}
            </p>
            {(!answer.reason.is_empty()).then(|| view! { <p id="submit-reason">{answer.reason.clone()}</p> })}
            {(!answer.flags.is_empty()).then(|| view! {
                <p>"Flags: "{answer.flags.iter().map(|f| view! { <span class="badge v-unsupported">{f.clone()}</span>" " }).collect_view()}</p>
            })}
            <p>
                <a href=submission_path(&answer.id) rel="external" target="_blank">"status (JSON)"</a>
                " · "<a href=board>"leaderboard"</a>
                {device}
            </p>
        </div>
    }
}
