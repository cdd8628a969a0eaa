//! `GET /api/suite/files/{hash}`: the suite's task files as one JSON document (`kernels::bundle`),
//! which the web app fetches instead of carrying them in its wasm (docs/APP.md, "Size and first
//! verdict"). `{hash}` is the document's SHA-256, which the app was built with: the answer for a
//! hash never changes, so it is cacheable for a year (`immutable`) with a weak `ETag` (the
//! hash; `If-None-Match` → `304`), and compressed (gzip or Brotli) when the client accepts it.
//! Another hash (an app built from another suite) gets `404` with field `hash` and this server's
//! hash in the message.

use axum::extract::rejection::PathRejection;
use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::error::AppError;

/// The `cache-control` of the document: its address names its content.
pub const CACHE_CONTROL: &str = "public, max-age=31536000, immutable";

/// `GET /api/suite/files/{hash}`.
pub(crate) async fn show(path: Result<Path<String>, PathRejection>, headers: HeaderMap) -> Result<Response, AppError> {
    let hash = crate::body::path_param(path, "hash")?;
    let ours = kernels::bundle::hash();
    if hash != ours {
        return Err(AppError::NotFound { what: format!("suite files `{hash}` (this server's are `{ours}`)"), field: Some("hash") });
    }
    let tag = format!("\"{ours}\"");
    let fresh = crate::app_files::not_modified(&headers, &tag);
    let mut res = if fresh { StatusCode::NOT_MODIFIED.into_response() } else { kernels::bundle::text().into_response() };
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_CONTROL));
    // Weak, as the app files' (`app_files`): the compression layer sends the same document raw, gzipped
    // or in Brotli, and a strong validator must differ between representations (RFC 9110 §8.8.3).
    if let Ok(v) = HeaderValue::from_str(&format!("W/{tag}")) {
        h.insert(header::ETAG, v);
    }
    Ok(res)
}
