//! The task suite, fetched from the server: the wasm carries only the task index and the SHA-256
//! of the suite's files (`kernels` with `fetched-suite`); a page that checks, times or edits a
//! task is wrapped in [`WithSuite`], which fetches `GET /api/suite/files/{hash}` once per visit
//! (the browser caches it: the address names its content), installs it (`kernels::bundle::install`
//! refuses other bytes by hash), loads the CPU references' module beside it
//! ([`super::cpu_references`]) and then shows the page, which reads `kernels::all` as a native
//! build does. A failed fetch or a refused document is said on the page, never a panic.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::api;

/// Fetches and installs the suite unless it is installed already, and the CPU references' module
/// ([`super::cpu_references`]) beside it.
async fn load() -> Result<(), String> {
    let references = super::cpu_references::start();
    if kernels::bundle::installed().is_none() {
        let path = format!("/api/suite/files/{}", kernels::bundle::hash());
        let text = api::get_text(&path).await.map_err(|e| format!("Could not load the task suite from the server ({path}): {e}"))?;
        kernels::bundle::install(&text).map_err(|e| format!("The server's task suite cannot be used: {e}"))?;
    }
    super::cpu_references::finish(references).await
}

/// Whether the suite and the CPU references are both in place.
fn ready() -> bool {
    kernels::bundle::installed().is_some() && (kernels::HAS_CPU_REFERENCES || kernels::external::external_cpu_installed())
}

/// Shows `children` once the suite is installed: "Loading the task suite…" before, the reason
/// when it cannot be loaded.
#[component]
pub(crate) fn WithSuite(children: ChildrenFn) -> impl IntoView {
    let state = RwSignal::new(ready().then_some(Ok::<(), String>(())));
    if state.get_untracked().is_none() {
        spawn_local(async move { state.set(Some(load().await)) });
    }
    move || match state.get() {
        None => view! { <p class="muted" id="suite-loading">"Loading the task suite…"</p> }.into_any(),
        Some(Err(e)) => view! { <p class="warn" id="suite-error">{e}</p> }.into_any(),
        Some(Ok(())) => children().into_any(),
    }
}
