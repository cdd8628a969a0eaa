//! Reading JSON bodies: the route's size limit (413), the content type (415), syntax (400) and
//! typed deserialisation whose errors name the JSON path of the field at fault (422), e.g.
//! `report.samples[3].report.timing.candidate_ms`.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::http::{header, HeaderMap, StatusCode};
use serde::de::DeserializeOwned;

use crate::error::AppError;

/// The bytes of a body read under `DefaultBodyLimit::max(limit_bytes)`.
///
/// # Errors
/// 413 when over the limit, 400 when the body could not be read.
pub fn bytes(body: Result<Bytes, BytesRejection>, limit_bytes: usize) -> Result<Bytes, AppError> {
    body.map_err(|rej| {
        if rej.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::TooLarge { limit_bytes }
        } else {
            AppError::BadRequest { message: format!("reading the body: {}", rej.body_text()), field: None }
        }
    })
}

/// Parses a JSON body into `T`.
///
/// # Errors
/// 415 for another content type, 400 for malformed JSON, 422 naming the field for a wrong type
/// or a missing or unknown field.
pub fn json<T: DeserializeOwned>(headers: &HeaderMap, body: &[u8]) -> Result<T, AppError> {
    if let Some(ct) = headers.get(header::CONTENT_TYPE) {
        let essence = ct.to_str().unwrap_or("").split(';').next().unwrap_or("").trim().to_ascii_lowercase();
        if essence != "application/json" {
            return Err(AppError::UnsupportedMediaType);
        }
    }
    let de = &mut serde_json::Deserializer::from_slice(body);
    let value = serde_path_to_error::deserialize::<_, T>(&mut *de).map_err(|e| {
        let path = e.path().to_string();
        let field = (path != ".").then_some(path);
        let inner = e.into_inner();
        match inner.classify() {
            serde_json::error::Category::Data => {
                AppError::Invalid { message: inner.to_string(), field: field.unwrap_or_else(|| "body".into()) }
            }
            _ => AppError::BadRequest { message: format!("malformed JSON: {inner}"), field },
        }
    })?;
    de.end().map_err(|e| AppError::BadRequest { message: format!("malformed JSON: {e}"), field: None })?;
    Ok(value)
}

/// Checks a free-text field: trimmed length within `1..=max_chars` (or empty allowed when
/// `min_chars` is 0), no control characters.
///
/// # Errors
/// 422 naming `field`.
pub fn text(field: &str, value: &str, min_chars: usize, max_chars: usize) -> Result<(), AppError> {
    let n = value.trim().chars().count();
    if n < min_chars {
        return Err(AppError::invalid(field, format!("`{field}` must not be empty")));
    }
    if value.chars().count() > max_chars {
        return Err(AppError::invalid(field, format!("`{field}` is longer than {max_chars} characters")));
    }
    if value.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return Err(AppError::invalid(field, format!("`{field}` contains control characters")));
    }
    Ok(())
}
