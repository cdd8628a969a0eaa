//! The browser UI: routes, navigation and the pages.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

mod charts;
mod gpu;
mod home;
mod results;
mod run;
mod store;
mod task;
mod widgets;

/// The whole app.
#[component]
pub(crate) fn App() -> impl IntoView {
    view! {
        <Router>
            <header class="top">
                <span class="brand">"EdgeKernelBench"</span>
                <nav>
                    <A href="/">"Device"</A>
                    <A href="/run">"Run"</A>
                    <A href="/tasks">"Tasks"</A>
                    <A href="/results">"Results"</A>
                </nav>
            </header>
            <main>
                <Routes fallback=|| view! { <p>"Page not found. "<a href="/">"Back to the device page"</a></p> }>
                    <Route path=path!("/") view=home::HomePage/>
                    <Route path=path!("/run") view=run::RunPage/>
                    <Route path=path!("/tasks") view=task::TaskListPage/>
                    <Route path=path!("/task/:id") view=task::TaskPage/>
                    <Route path=path!("/results") view=results::ResultsPage/>
                </Routes>
            </main>
        </Router>
    }
}
