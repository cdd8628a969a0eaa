//! `/device/:key` and `/model?name=…`: one device's or one model's results from
//! `GET /api/leaderboard` with `device=` / `model=`: a summary, the results per task (table and
//! charts), and the other side (the models run on this device, or the devices this model ran on).
//! "show flagged" starts from `?include_flagged=true`.

use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

use super::leaderboard::{leaderboard, Board};
use crate::logic::count;
use crate::remote::{median_with_count, ratio, GroupBy, GroupView, LeaderFilters, LeaderQuery};

/// Which slice of the leaderboard a page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slice {
    Device,
    Model,
}

/// `/device/:key` (a `dev_…` id).
#[component]
pub(crate) fn DevicePage() -> impl IntoView {
    let params = use_params_map();
    let key = Signal::derive(move || params.read().get("key").unwrap_or_default());
    view! { <SlicePage slice=Slice::Device value=key/> }
}

/// `/model?name=…` (free text, so in the query: see `remote::LeaderGroup::link`). The name is read
/// from the address bar with `URLSearchParams`, which decodes it exactly once: the router's query
/// map decodes it a second time, so a name holding `%` would not be found. Model links load the
/// page afresh, so the address bar is current when this runs.
#[component]
pub(crate) fn ModelPage() -> impl IntoView {
    let query = use_query_map();
    let name = Signal::derive(move || super::widgets::query_once("name", query.read().get("name")).unwrap_or_default());
    view! { <SlicePage slice=Slice::Model value=name/> }
}

#[component]
fn SlicePage(slice: Slice, value: Signal<String>) -> impl IntoView {
    let url = use_query_map();
    let flagged = RwSignal::new(url.with_untracked(|m| m.get("include_flagged").as_deref() == Some("true")));
    let query = move |group_by: GroupBy| {
        Signal::derive(move || {
            let v = Some(value.get());
            let (device, model) = match slice {
                Slice::Device => (v, None),
                Slice::Model => (None, v),
            };
            LeaderQuery { group_by, filters: LeaderFilters { include_flagged: flagged.get(), device, model, ..LeaderFilters::default() } }
        })
    };
    let (own, other) = match slice {
        Slice::Device => (GroupBy::Device, GroupBy::Model),
        Slice::Model => (GroupBy::Model, GroupBy::Device),
    };
    let summary = leaderboard(query(own));
    let per_task = leaderboard(query(GroupBy::Task));
    let others = leaderboard(query(other));
    let flag = Signal::derive(move || flagged.get());
    let (kind, other_title) = match slice {
        Slice::Device => ("Device", "Models run on this device"),
        Slice::Model => ("Model", "Devices this model ran on"),
    };

    view! {
        <section>
            <p class="muted"><a href="/leaderboard">"← Leaderboard"</a></p>
            <h1 id="slice-title">{move || {
                let label = summary.with(|a| match a {
                    Some(Ok(a)) => a.groups.first().map(|g| g.name().to_string()),
                    _ => None,
                });
                format!("{kind}: {}", label.unwrap_or_else(|| value.get()))
            }}</h1>
            <label>
                <input id="slice-flagged" type="checkbox" prop:checked=move || flagged.get()
                    on:change=move |ev| flagged.set(event_target_checked(&ev))/>
                " show flagged"
            </label>
            {move || match summary.get() {
                None => view! { <p class="muted">"Loading…"</p> }.into_any(),
                Some(Err(e)) => view! { <p class="warn">{format!("Could not load the leaderboard: {e}")}</p> }.into_any(),
                Some(Ok(a)) => match a.groups.into_iter().next() {
                    None => view! { <p class="muted">{if flagged.get() { "No results for this one." } else { "No unflagged results for this one: tick \"show flagged\" to include flagged ones." }}</p> }.into_any(),
                    Some(g) => {
                        let extra = match slice {
                            Slice::Device => format!("backend {} · engine {} · confirmed models: {}",
                                g.backend.clone().unwrap_or_default(), g.engine.clone().unwrap_or_default(),
                                if g.confirmed_models.is_empty() { "none".to_string() } else { g.confirmed_models.join(", ") }),
                            Slice::Model => count(g.devices.unwrap_or(0), "device"),
                        };
                        view! {
                            <p id="slice-summary">{format!(
                                "{} from {} over {} · Correct@1 {:.3} · Fast@1.0 (confident) {:.3} · Fast@1.0 (point) {:.3} · geomean {} · median {}",
                                count(g.samples, "result"), count(g.submissions, "submission"), count(g.tasks, "task"),
                                g.correct_at_1, g.fast_at_1_0_confident, g.fast_at_1_0,
                                ratio(g.geomean_speedup), median_with_count(g.median_speedup, g.timed_samples))}</p>
                            <p class="muted">{extra}</p>
                        }.into_any()
                    }
                },
            }}
            <h2>"Per task"</h2>
            <Board answer=per_task by=Signal::derive(|| GroupBy::Task) flagged=flag/>
            <h2>{other_title}</h2>
            <Board answer=others by=Signal::derive(move || other) flagged=flag no_charts=true/>
        </section>
    }
}
