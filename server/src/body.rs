//! Reading JSON bodies: the route's size limit (413), the content type (415), syntax (400) and
//! typed deserialisation whose errors name the JSON path of the field at fault (422), e.g.
//! `report.samples[3].report.timing.candidate_ms`.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::Path;
use axum::http::{header, HeaderMap, StatusCode};
use serde::de::DeserializeOwned;

use crate::error::AppError;

/// The bytes of a body read under `DefaultBodyLimit::max(limit_bytes)`.
///
/// # Errors
/// 413 when over the limit, 408 when it arrived slower than the server's minimum rate, 400 when
/// it could not be read.
pub fn bytes(body: Result<Bytes, BytesRejection>, limit_bytes: usize) -> Result<Bytes, AppError> {
    body.map_err(|rej| {
        if rej.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::TooLarge { limit_bytes }
        } else if let Some(slow) = too_slow(&rej) {
            AppError::BodyTooSlow(slow.to_string())
        } else {
            AppError::BadRequest { message: format!("reading the body: {}", rej.body_text()), field: None }
        }
    })
}

/// The [`crate::listen::BodyTooSlow`] behind a body that could not be read, if that is why.
fn too_slow(rej: &BytesRejection) -> Option<&crate::listen::BodyTooSlow> {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(rej);
    while let Some(c) = cause {
        if let Some(slow) = c.downcast_ref::<crate::listen::BodyTooSlow>() {
            return Some(slow);
        }
        cause = c.source();
    }
    None
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
    // JSON can carry U+0000 only as the escape `\u0000`; PostgreSQL cannot store it in text, and
    // no field of ours has a use for it. Refused up front, naming where it is.
    if body.windows(6).any(|w| w == b"\\u0000") {
        if let Ok(v) = serde_json::from_slice::<serde_json::Value>(body) {
            if let Some(field) = nul_path(&v, String::new()) {
                let field = if field.is_empty() { "body".to_string() } else { field };
                return Err(AppError::invalid(field.clone(), format!("`{field}` contains a NUL character (\\u0000)")));
            }
        }
    }
    let de = &mut serde_json::Deserializer::from_slice(body);
    let value = serde_path_to_error::deserialize::<_, T>(&mut *de).map_err(|e| {
        let field = known_path(e.path());
        let inner = e.into_inner();
        match inner.classify() {
            serde_json::error::Category::Data => {
                let message = inner.to_string();
                // serde names a missing field only in its message, at the path of the object.
                let missing = message.strip_prefix("missing field `").and_then(|m| m.split_once('`')).map(|(name, _)| name);
                let field = match (missing, field) {
                    (Some(name), Some(at)) => format!("{at}.{name}"),
                    (Some(name), None) => name.to_string(),
                    (None, at) => at.unwrap_or_else(|| "body".into()),
                };
                AppError::Invalid { message, field }
            }
            _ => AppError::BadRequest { message: format!("malformed JSON: {inner}"), field },
        }
    })?;
    de.end().map_err(|e| AppError::BadRequest { message: format!("malformed JSON: {e}"), field: None })?;
    Ok(value)
}

/// The path of a deserialisation error as the API names fields (`report.samples[3].task_id`), with
/// the segments serde could not name left out (serde_path_to_error writes them `?`: a syntax error
/// inside a value, an error of an untagged or flattened part); `None` when nothing is left.
fn known_path(path: &serde_path_to_error::Path) -> Option<String> {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for seg in path.iter() {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Segment::Enum { variant } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(variant);
            }
            Segment::Unknown => break,
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The JSON path (`a.b[2].c`, as serde_path_to_error writes it) of the first string or key that
/// holds U+0000, if any.
fn nul_path(v: &serde_json::Value, at: String) -> Option<String> {
    use serde_json::Value;
    match v {
        Value::String(s) => s.contains('\0').then_some(at),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, x)| nul_path(x, format!("{at}[{i}]"))),
        Value::Object(map) => map.iter().find_map(|(k, x)| {
            let here = if at.is_empty() { k.clone() } else { format!("{at}.{k}") };
            if k.contains('\0') {
                Some(here.replace('\0', "\\u0000"))
            } else {
                nul_path(x, here)
            }
        }),
        _ => None,
    }
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

/// The one path parameter of a route such as `/api/submissions/{id}`.
///
/// # Errors
/// 400 naming `field` when the percent-decoded segment is not UTF-8 (axum's own answer would be
/// plain text).
pub fn path_param(path: Result<Path<String>, PathRejection>, field: &'static str) -> Result<String, AppError> {
    path.map(|Path(v)| v).map_err(|e| AppError::bad_request(field, format!("malformed `{field}` in the path: {}", e.body_text())))
}
