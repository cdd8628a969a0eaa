//! Calls to the server's `/api` (same origin) with gloo-net: every failure becomes an
//! [`ApiError`] (network, HTTP status with the server's message and field, unreadable answer),
//! never a panic.

use gloo_net::http::{Request, Response};
use serde::de::DeserializeOwned;

use crate::remote::{error_from_answer, ApiError};

async fn finish(resp: Result<Response, gloo_net::Error>) -> Result<String, ApiError> {
    let resp = resp.map_err(|e| ApiError::Network(e.to_string()))?;
    let status = resp.status();
    let retry_after = resp.headers().get("retry-after");
    let text = resp.text().await.map_err(|e| ApiError::Network(e.to_string()))?;
    if (200..300).contains(&status) {
        Ok(text)
    } else {
        Err(error_from_answer(status, &text, retry_after.as_deref()))
    }
}

/// `GET path` as text.
pub(crate) async fn get_text(path: &str) -> Result<String, ApiError> {
    finish(Request::get(path).send().await).await
}

/// TVM's WGSL kernel for `task`, adapted to the kernel contract on the server (`GET
/// /api/tasks/{id}/tvm/wgsl`; the wasm carries no TVM files); `Ok(None)` when the task has none (404).
pub(crate) async fn tvm_wgsl(task: &str) -> Result<Option<String>, ApiError> {
    match get_text(&format!("/api/tasks/{}/tvm/wgsl", crate::logic::encode_component(task))).await {
        Ok(text) => Ok(Some(text)),
        Err(ApiError::Http { status: 404, .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `GET path` as JSON.
pub(crate) async fn get_json<T: DeserializeOwned>(path: &str) -> Result<T, ApiError> {
    let text = get_text(path).await?;
    serde_json::from_str(&text).map_err(|e| ApiError::Decode(e.to_string()))
}

/// `POST path` with `body` (already JSON text, sent as is) and, when given, an `Idempotency-Key`
/// header.
pub(crate) async fn post_json<T: DeserializeOwned>(path: &str, body: &str, idempotency_key: Option<&str>) -> Result<T, ApiError> {
    let mut req = Request::post(path).header("Content-Type", "application/json");
    if let Some(key) = idempotency_key {
        req = req.header("Idempotency-Key", key);
    }
    let req = req.body(body.to_string()).map_err(|e| ApiError::Network(e.to_string()))?;
    let text = finish(req.send().await).await?;
    serde_json::from_str(&text).map_err(|e| ApiError::Decode(e.to_string()))
}

/// `POST path` with `body` (JSON text, sent as is) and, when given, `Authorization: Bearer
/// token` (the relay's token for `c` jobs).
pub(crate) async fn post_json_bearer<T: DeserializeOwned>(path: &str, body: &str, token: Option<&str>) -> Result<T, ApiError> {
    let mut req = Request::post(path).header("Content-Type", "application/json");
    if let Some(t) = token {
        req = req.header("Authorization", &format!("Bearer {t}"));
    }
    let req = req.body(body.to_string()).map_err(|e| ApiError::Network(e.to_string()))?;
    let text = finish(req.send().await).await?;
    serde_json::from_str(&text).map_err(|e| ApiError::Decode(e.to_string()))
}
