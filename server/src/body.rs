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
/// 415 for another or a missing content type, 400 for malformed JSON, 422 naming the field for a
/// wrong type, a missing or unknown field, or a body that is not an object.
pub fn json<T: DeserializeOwned>(headers: &HeaderMap, body: &[u8]) -> Result<T, AppError> {
    let essence =
        headers.get(header::CONTENT_TYPE).map(|ct| ct.to_str().unwrap_or("").split(';').next().unwrap_or("").trim().to_ascii_lowercase());
    if essence.as_deref() != Some("application/json") {
        return Err(AppError::UnsupportedMediaType);
    }
    // Every body is an object: serde would also read a struct from a positional array.
    match body.iter().find(|b| !b.is_ascii_whitespace()) {
        Some(b'{') => {}
        Some(b'[') => return Err(AppError::invalid("body", "the body must be a JSON object, not an array")),
        _ => {}
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

/// Checks a one-line text field: trimmed length within `1..=max_chars` (or empty allowed when
/// `min_chars` is 0), no control characters at all (no line breaks or tabs either).
///
/// # Errors
/// 422 naming `field`.
pub fn text(field: &str, value: &str, min_chars: usize, max_chars: usize) -> Result<(), AppError> {
    if value.chars().any(char::is_control) {
        return Err(AppError::invalid(field, format!("`{field}` contains control characters (it is one line of text)")));
    }
    multiline_text(field, value, min_chars, max_chars)
}

/// [`text`] for a field that may hold line breaks and tabs (notes), but no other control
/// characters.
///
/// # Errors
/// 422 naming `field`.
pub fn multiline_text(field: &str, value: &str, min_chars: usize, max_chars: usize) -> Result<(), AppError> {
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
