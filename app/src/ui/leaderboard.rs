//! `/leaderboard`: `GET /api/leaderboard` grouped by device, model, task, backend or transport,
//! with the level, domain, backend and transport filters, what speedups are against (the reference
//! or TVM's kernels, `&baseline=tvm`) and a "show flagged" toggle; a table
//! (medians with their sample counts, Correct@1, Fast@1.0, geomean speedup, and how each row's
//! devices were reached with who vouches for it, [`RowTransports`]) and SVG charts. Rows link to
//! the device, model or task page. The filters start from the URL query
//! (`?group_by=…&transport=relay&include_flagged=true`) and are written back to it; the open-data
//! links carry them too. The page names the suite it shows (the
//! answer's `suite`) and, when the server holds rows of more than one suite
//! (`GET /api/leaderboard/suites`), lets the visitor pick another (`&suite=HASH`).

use ekb_wire::report::Baseline;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::hooks::use_query_map;

use super::api;
use super::charts::{GroupChart, SpeedupChart};
use crate::remote::{
    chart_data, device_api_options, median_with_count, ratio, ApiError, GroupBy, GroupView, LeaderFilters, LeaderGroup, LeaderQuery,
    RowTransports, Transport, TRANSPORTS,
};
use ekb_wire::api::{LeaderSuites, Leaderboard};

/// The answer of the leaderboard for `query`, refetched whenever it changes (a late answer to an
/// older query is dropped). `None` while loading.
pub(crate) fn leaderboard(query: Signal<LeaderQuery>) -> RwSignal<Option<Result<Leaderboard, ApiError>>> {
    leaderboard_of(query, Signal::derive(|| None))
}

/// [`leaderboard`] of one suite (`Some(hash)`), or of the server's current one (`None`).
fn leaderboard_of(query: Signal<LeaderQuery>, suite: Signal<Option<String>>) -> RwSignal<Option<Result<Leaderboard, ApiError>>> {
    let out = RwSignal::new(None);
    let seq = StoredValue::new(0u64);
    Effect::new(move |_| {
        let path = with_suite(query.with(LeaderQuery::path), suite.get().as_deref());
        seq.update_value(|s| *s += 1);
        let mine = seq.get_value();
        out.set(None);
        spawn_local(async move {
            let r = api::get_json::<Leaderboard>(&path).await;
            if seq.get_value() == mine {
                out.set(Some(r));
            }
        });
    });
    out
}

/// `path` (which has a query) with `&suite=HASH` when a suite is picked.
fn with_suite(path: String, suite: Option<&str>) -> String {
    match suite {
        Some(h) => format!("{path}&suite={}", crate::logic::encode_component(h)),
        None => path,
    }
}

/// The transport column of the board for `query` ([`RowTransports`]): when the board is neither
/// filtered to one transport nor grouped by transport, the same query is asked once per transport
/// (a late answer to an older query is dropped).
fn row_transports(query: Signal<LeaderQuery>, suite: Signal<Option<String>>) -> Signal<RowTransports> {
    let split = RwSignal::new(RowTransports::Loading);
    let seq = StoredValue::new(0u64);
    Effect::new(move |_| {
        let q = query.get();
        let suite = suite.get();
        seq.update_value(|s| *s += 1);
        let mine = seq.get_value();
        split.set(RowTransports::Loading);
        if q.filters.transport.is_some() || q.filters.claimed || q.group_by == GroupBy::Transport {
            return;
        }
        spawn_local(async move {
            let mut boards = Vec::new();
            for t in TRANSPORTS {
                let mut one = q.clone();
                one.filters.transport = Some(t);
                match api::get_json::<Leaderboard>(&with_suite(one.path(), suite.as_deref())).await {
                    Ok(b) => boards.push((t, b)),
                    Err(_) => {
                        if seq.get_value() == mine {
                            split.set(RowTransports::Unknown);
                        }
                        return;
                    }
                }
            }
            if seq.get_value() == mine {
                split.set(RowTransports::split(&boards));
            }
        });
    });
    Signal::derive(move || {
        query.with(|q| match q.filters.transport {
            Some(t) => RowTransports::All(t),
            None if q.group_by == GroupBy::Transport => RowTransports::Grouped,
            None => split.get(),
        })
    })
}

/// The suite line: which suite the board shows and, when the server has rows of several, a
/// picker of them (each with its result count).
#[component]
fn SuitePicker(answer: RwSignal<Option<Result<Leaderboard, ApiError>>>, suite: RwSignal<Option<String>>) -> impl IntoView {
    let stored = RwSignal::new(None::<LeaderSuites>);
    spawn_local(async move {
        if let Ok(s) = api::get_json::<LeaderSuites>("/api/leaderboard/suites").await {
            stored.set(Some(s));
        }
    });
    let shown = move || answer.with(|a| a.as_ref().and_then(|a| a.as_ref().ok()).and_then(|a| a.suite.clone()));
    view! {
        <p class="muted" id="lb-suite">
            {move || shown().map(|s| format!("Suite {} ({}…). ", s.version, s.hash.chars().take(12).collect::<String>()))}
            {move || stored.get().filter(|l| l.suites.len() > 1).map(|l| {
                let current = l.current.hash.clone();
                let picked = suite.get().unwrap_or_else(|| current.clone());
                view! {
                    <label>"Show suite "
                        <select id="lb-suite-pick" prop:value=picked
                            on:change=move |ev| { let v = event_target_value(&ev); suite.set((v != current).then_some(v)); }>
                            {l.suites.iter().map(|s| view! {
                                <option value=s.suite.hash.clone()>{format!("{}{} — {} results", s.suite.version,
                                    if s.current { " (current)" } else { "" }, s.samples)}</option>
                            }).collect_view()}
                        </select>
                    </label>
                }
            })}
        </p>
    }
}

/// `/leaderboard`.
#[component]
pub(crate) fn LeaderboardPage() -> impl IntoView {
    let url = use_query_map();
    let initial = url.with_untracked(|m| LeaderQuery {
        group_by: GroupBy::parse(&m.get("group_by").unwrap_or_default()),
        filters: LeaderFilters {
            level: m.get("level").and_then(|l| l.parse().ok()).filter(|l| (1..=3).contains(l)),
            domain: m.get("domain"),
            backend: m.get("backend"),
            transport: m.get("transport").and_then(|t| t.parse::<Transport>().ok()),
            include_flagged: m.get("include_flagged").as_deref() == Some("true"),
            baseline: if m.get("baseline").as_deref() == Some("tvm") { Baseline::Tvm } else { Baseline::Reference },
            ..LeaderFilters::default()
        },
    });
    let query = RwSignal::new(initial);
    let suite = RwSignal::new(url.with_untracked(|m| m.get("suite").filter(|s| !s.is_empty())));
    let answer = leaderboard_of(query.into(), suite.into());
    let transports = row_transports(query.into(), suite.into());
    // The address follows the filters (replacing, not pushing), so a view can be bookmarked.
    let navigate = leptos_router::hooks::use_navigate();
    Effect::new(move |first: Option<()>| {
        let to = with_suite(format!("/leaderboard?{}", query.with(LeaderQuery::query_string)), suite.get().as_deref());
        if first.is_some() {
            navigate(&to, leptos_router::NavigateOptions { replace: true, scroll: false, ..Default::default() });
        }
    });
    // The export is the current suite's unless told another, as the board.
    let export = move |ext: &str| {
        let mut q: Vec<String> = query.with(LeaderQuery::filter_string).into_iter().collect();
        q.extend(suite.get().map(|h| format!("suite={}", crate::logic::encode_component(&h))));
        format!("/api/export.{ext}{}", if q.is_empty() { String::new() } else { format!("?{}", q.join("&")) })
    };
    let domains = kernels::domains();
    let opt = |v: String| (!v.is_empty()).then_some(v);

    view! {
        <section>
            <h1>"Leaderboard"</h1>
            <p class="muted">"Results submitted from visitors' devices, re-checked by the server. Flagged results (software adapters, "
                "suspicious or noisy timings, inconsistent reports) are left out unless shown."</p>
            <SuitePicker answer=answer suite=suite/>
            <div class="controls">
                <label>"Group by "
                    <select id="lb-group" prop:value=move || query.with(|q| q.group_by.as_str())
                        on:change=move |ev| { let v = event_target_value(&ev); query.update(|q| q.group_by = GroupBy::parse(&v)); }>
                        <option value="device">"device"</option>
                        <option value="model">"model"</option>
                        <option value="task">"task"</option>
                        <option value="backend">"backend"</option>
                        <option value="transport">"transport"</option>
                    </select>
                </label>
                <label>"Level "
                    <select id="lb-level" prop:value=move || query.with(|q| q.filters.level.map(|l| l.to_string()).unwrap_or_default())
                        on:change=move |ev| { let v = event_target_value(&ev); query.update(|q| q.filters.level = v.parse().ok()); }>
                        <option value="">"any"</option>
                        <option value="1">"1"</option>
                        <option value="2">"2"</option>
                        <option value="3">"3"</option>
                    </select>
                </label>
                <label>"Domain "
                    <select id="lb-domain" prop:value=move || query.with(|q| q.filters.domain.clone().unwrap_or_default())
                        on:change=move |ev| { let v = event_target_value(&ev); query.update(|q| q.filters.domain = opt(v)); }>
                        <option value="">"any"</option>
                        {domains.into_iter().map(|d| view! { <option value=d>{d}</option> }).collect_view()}
                    </select>
                </label>
                <label>"Backend "
                    <select id="lb-backend" prop:value=move || query.with(|q| q.filters.backend.clone().unwrap_or_default())
                        on:change=move |ev| { let v = event_target_value(&ev); query.update(|q| q.filters.backend = opt(v)); }>
                        <option value="">"any"</option>
                        {device_api_options().into_iter().map(|api| view! { <option value=api>{api}</option> }).collect_view()}
                    </select>
                </label>
                <label title="How the device that ran a result was reached: this browser or process (local), the relay's TVM RPC devices (relay, vouched for by the server), or a browser tab paired with the relay (paired)">"Transport "
                    <select id="lb-transport" prop:value=move || query.with(|q| q.filters.transport.map_or("", Transport::name))
                        on:change=move |ev| { let v = event_target_value(&ev); query.update(|q| q.filters.transport = v.parse().ok()); }>
                        <option value="">"all"</option>
                        {TRANSPORTS.map(|t| view! { <option value=t.name()>{t.name()}</option> }).into_iter().collect_view()}
                    </select>
                </label>
                <label title="What Fast@1.0 and the speedups are measured against: each task's reference kernel, or TVM's generated kernel for the task (results run with --baseline tvm). Correct@1 counts every result either way; the two are never mixed.">"Speedups against "
                    <select id="lb-baseline" prop:value=move || query.with(|q| q.filters.baseline.name())
                        on:change=move |ev| {
                            let v = event_target_value(&ev);
                            query.update(|q| q.filters.baseline = if v == "tvm" { Baseline::Tvm } else { Baseline::Reference });
                        }>
                        <option value="reference">"the reference"</option>
                        <option value="tvm">"TVM's kernels"</option>
                    </select>
                </label>
                <label>
                    <input id="lb-flagged" type="checkbox" prop:checked=move || query.with(|q| q.filters.include_flagged)
                        on:change=move |ev| { let v = event_target_checked(&ev); query.update(|q| q.filters.include_flagged = v); }/>
                    " show flagged"
                </label>
            </div>
            <Board answer=answer by=Signal::derive(move || query.with(|q| q.group_by))
                flagged=Signal::derive(move || query.with(|q| q.filters.include_flagged)) transports=transports/>
            <p class="muted">"Open data (these filters): "<a id="export-csv" href=move || export("csv") rel="external">"CSV"</a>" · "
                <a id="export-json" href=move || export("json") rel="external">"JSON"</a></p>
        </section>
    }
}

/// Loading / error / table and (unless `no_charts`) charts of one leaderboard answer.
#[component]
pub(crate) fn Board(
    answer: RwSignal<Option<Result<Leaderboard, ApiError>>>,
    by: Signal<GroupBy>,
    flagged: Signal<bool>,
    #[prop(optional)] no_charts: bool,
    /// The transport column, when shown.
    #[prop(optional)]
    transports: Option<Signal<RowTransports>>,
) -> impl IntoView {
    move || {
        match answer.get() {
        None => view! { <p class="muted">"Loading…"</p> }.into_any(),
        Some(Err(e)) => view! { <p class="warn">{format!("Could not load the leaderboard: {e}")}</p> }.into_any(),
        Some(Ok(a)) if a.groups.is_empty() => view! {
            <p class="muted lb-empty">{if flagged.get() { "No results match." } else { "No unflagged results match: tick \"show flagged\" to include flagged ones." }}</p>
        }
        .into_any(),
        Some(Ok(a)) => {
            let (speed, rates) = chart_data(&a.groups);
            let shown = !no_charts;
            view! {
                <p class="muted">{format!("{} over {}", crate::logic::count(a.groups.len() as u64, "group"), crate::logic::count(a.rows, "result"))}</p>
                <GroupTable by=by.get() groups=a.groups flagged=flagged.get() transports=transports.map(|t| t.get())/>
                {shown.then(|| view! {
                    <h2>"Median speedup over the reference"</h2>
                    {if speed.is_empty() {
                        view! { <p class="muted">"No correct timed results to chart."</p> }.into_any()
                    } else {
                        view! { <SpeedupChart bars=speed/> }.into_any()
                    }}
                    <h2>"Correct@1 and Fast@1.0"</h2>
                    <GroupChart groups=rates label="Correct@1 and Fast@1.0 per group"/>
                })}
            }
            .into_any()
        }
    }
    }
}

/// The table of groups; device and model rows link to their pages (keeping "show flagged").
/// The detail column comes second: the stylesheet hides the second column on narrow screens.
/// With `transports`, a transport column (how each row's devices were reached, and who vouches).
#[component]
pub(crate) fn GroupTable(by: GroupBy, groups: Vec<LeaderGroup>, flagged: bool, transports: Option<RowTransports>) -> impl IntoView {
    let extra = match by {
        GroupBy::Device => "backend · engine · confirmed models",
        GroupBy::Model => "devices",
        GroupBy::Task => "level · domain · devices",
        GroupBy::Backend | GroupBy::Transport => "devices · models",
    };
    let transport_head = transports.is_some().then(|| view! { <th>"transport (provenance)"</th> });
    view! {
        <div class="scroll">
            <table class="results leaderboard">
                <thead><tr>
                    <th>{by.as_str()}</th><th>{extra}</th><th>"samples"</th><th>"Correct@1"</th><th>"Fast@1.0 (confident)"</th><th>"Fast@1.0 (point)"</th>
                    <th>"geomean"</th><th>"median (n)"</th>{transport_head}
                </tr></thead>
                <tbody>
                    {groups.into_iter().map(|g| {
                        let mut href = g.link(by);
                        if flagged && by != GroupBy::Task {
                            href.push_str(if href.contains('?') { "&include_flagged=true" } else { "?include_flagged=true" });
                        }
                        // The router decodes an address once more on a click than on a page load,
                        // which would mangle a model name holding `%`: load model pages afresh. A
                        // backend or transport row links to this page with other filters, which it
                        // reads from the address when it loads: load it afresh too.
                        let rel = matches!(by, GroupBy::Model | GroupBy::Backend | GroupBy::Transport).then_some("external");
                        let detail = match by {
                            GroupBy::Device => format!("{} · {} · {}", g.backend.clone().unwrap_or_default(), g.engine.clone().unwrap_or_default(),
                                if g.confirmed_models.is_empty() { "-".to_string() } else { g.confirmed_models.join(", ") }),
                            GroupBy::Model => g.devices.unwrap_or(0).to_string(),
                            GroupBy::Task => format!("{} · {} · {}", g.level.map_or("-".into(), |l| l.to_string()),
                                g.domain.clone().unwrap_or_default(), g.devices.unwrap_or(0)),
                            GroupBy::Backend | GroupBy::Transport => format!("{} · {}", g.devices.unwrap_or(0), g.models.unwrap_or(0)),
                        };
                        let transport = transports.as_ref().map(|t| view! { <td class="transport">{t.cell(&g.key)}</td> });
                        view! {
                            <tr data-key=g.key.clone()>
                                <td><a href=href rel=rel>{g.name().to_string()}</a></td>
                                <td class="detail">{detail}</td>
                                <td>{format!("{} ({} sub.)", g.samples, g.submissions)}</td>
                                <td>{format!("{:.3}", g.correct_at_1)}</td>
                                <td>{format!("{:.3}", g.fast_at_1_0_confident)}</td>
                                <td>{format!("{:.3}", g.fast_at_1_0)}</td>
                                <td>{ratio(g.geomean_speedup)}</td>
                                <td>{median_with_count(g.median_speedup, g.timed_samples)}</td>
                                {transport}
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
