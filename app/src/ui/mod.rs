//! The browser UI: routes, navigation and the pages.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

use suite::WithSuite;

mod api;
mod charts;
mod cpu_references;
mod detail;
mod editor;
mod gpu;
mod landing;
mod leaderboard;
mod pair;
mod remote_devices;
mod results;
mod run;
mod side_by_side;
mod store;
mod submit;
mod suite;
mod task;
mod this_device;
mod trajectory;
mod tvm_run;
mod widgets;

/// The whole app.
#[component]
pub(crate) fn App() -> impl IntoView {
    view! {
        <Router>
            <header class="top">
                <a class="brand" href="/">"EdgeKernelBench"</a>
                <nav>
                    <A href="/this-device">"Device"</A>
                    <A href="/run">"Run"</A>
                    <A href="/tasks">"Tasks"</A>
                    <A href="/results">"Results"</A>
                    <A href="/leaderboard">"Leaderboard"</A>
                    <A href="/remote">"Remote devices"</A>
                    <A href="/trajectory">"Trajectory"</A>
                </nav>
            </header>
            <main>
                <Routes fallback=|| view! { <p>"Page not found. "<a href="/">"Back to the start page"</a></p> }>
                    <Route path=path!("/") view=landing::LandingPage/>
                    // The file the server answers `/` with, when a visitor or a host links to it by name.
                    <Route path=path!("/index.html") view=landing::LandingPage/>
                    <Route path=path!("/this-device") view=this_device::ThisDevicePage/>
                    <Route path=path!("/run") view=|| view! { <WithSuite><run::RunPage/></WithSuite> }/>
                    <Route path=path!("/tasks") view=task::TaskListPage/>
                    <Route path=path!("/task/:id") view=|| view! { <WithSuite><task::TaskPage/></WithSuite> }/>
                    <Route path=path!("/results") view=results::ResultsPage/>
                    <Route path=path!("/leaderboard") view=leaderboard::LeaderboardPage/>
                    <Route path=path!("/device/:key") view=detail::DevicePage/>
                    <Route path=path!("/model") view=detail::ModelPage/>
                    <Route path=path!("/trajectory") view=trajectory::TrajectoryPage/>
                    <Route path=path!("/remote") view=|| view! { <WithSuite><remote_devices::RemoteDevicesPage/></WithSuite> }/>
                </Routes>
            </main>
        </Router>
    }
}
