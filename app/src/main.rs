//! # app — the EdgeKernelBench web app
//!
//! A visitor opens the URL; the app (Leptos CSR, compiled to WASM) runs the suite or a generation
//! set on this device's GPU through WebGPU with the same `wgsl-lib` evaluator as the CLI, streams
//! verdicts and timings into a table, charts them, keeps a history, and shares kernels as links;
//! a run can be submitted to the server's leaderboard, which has its own pages.
//! Browser-only code lives in `ui`; [`logic`], [`editor_marks`] (what the code editor marks), [`payload`] (submission bodies), [`remote`]
//! (the server's answers and queries) and [`headline`] (the landing page's leaderboard figures)
//! are plain Rust, tested natively.

// Leptos' `#[component]` expands to `pub` items inside private modules.
#![allow(unreachable_pub)]

// Used by the browser UI; compiled natively too so its unit tests run there.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod editor_marks;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod headline;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod live_devices;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod logic;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod payload;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod relay_view;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod remote;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod side_view;
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod trajectory_view;
#[cfg(target_arch = "wasm32")]
mod ui;

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(ui::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the EdgeKernelBench app runs in the browser: build it with scripts/build-app.sh and serve it with `ekb serve`");
    std::process::exit(2);
}
