//! `GET /api/tasks/{id}/tvm/wgsl`: TVM's generated WGSL kernel for a task, already adapted to the
//! kernel contract by `wgsl_lib::tvm::adapt` (docs/TVM.md, "Launch ABI adapter") — the text
//! `ekb --baseline tvm` times WGSL candidates against (`ekb_dispatch::baselines::tvm_kernel`), so the
//! app can time a candidate against it without carrying TVM's files in its wasm.
//!
//! 200 with the WGSL as `text/plain`; 404 (JSON, field `id`) for an unknown task and for a task with
//! no TVM WGSL kernel, whose message says why (no TVM definition, the definition skips the
//! `webgpu` target, or the files do not adapt). [`has_wgsl`] is the `tvm_wgsl` of `GET /api/tasks`.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use ekb_wire::kind::Kind;

use crate::error::AppError;

/// Each task's adapted TVM WGSL kernel, or why it has none; adapted once, on first use.
fn adapted() -> &'static BTreeMap<&'static str, Result<String, String>> {
    static ADAPTED: OnceLock<BTreeMap<&'static str, Result<String, String>>> = OnceLock::new();
    ADAPTED.get_or_init(|| kernels::all().iter().map(|t| (t.spec.id.as_str(), adapt(t))).collect())
}

/// TVM's `webgpu` kernel of `task` through the WGSL launch ABI adapter, or why there is none.
fn adapt(task: &kernels::Task) -> Result<String, String> {
    match task.tvm_baseline(Kind::Wgsl)? {
        None => Err(format!("{} has no TVM definition (docs/TVM.md)", task.spec.id)),
        Some(b) => wgsl_lib::tvm::adapt(&task.spec, &b.program, b.source)
            .map_err(|e| format!("{}: TVM's WGSL kernel does not adapt: {e}", task.spec.id)),
    }
}

/// Whether `task` has a TVM WGSL kernel that [`wgsl`] serves.
pub fn has_wgsl(task: &kernels::Task) -> bool {
    adapted().get(task.spec.id.as_str()).is_some_and(Result::is_ok)
}

/// `GET /api/tasks/{id}/tvm/wgsl`.
pub(crate) async fn wgsl(path: Result<Path<String>, PathRejection>) -> Result<Response, AppError> {
    let id = crate::body::path_param(path, "id")?;
    let not_found = |what: String| AppError::NotFound { what, field: Some("id") };
    let Some(task) = kernels::get(&id) else { return Err(not_found(format!("task `{id}`"))) };
    match adapted().get(task.spec.id.as_str()) {
        Some(Ok(text)) => Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text.clone()).into_response()),
        Some(Err(why)) => Err(not_found(format!("TVM WGSL kernel: {why}"))),
        None => Err(not_found(format!("TVM WGSL kernel for `{id}`"))),
    }
}
