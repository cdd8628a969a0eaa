//! The admin token that guards publishing generation sets: set at start (`--admin-token` or the
//! environment variable `EKB_ADMIN_TOKEN`), sent as `Authorization: Bearer <token>`, compared in
//! constant time (SHA-256 of both sides, then every byte), never logged or printed (`Debug`
//! shows `AdminToken(***)`).

use axum::http::{header, HeaderMap};
use sha2::{Digest, Sha256};

use crate::error::AppError;

/// Shortest accepted token: 16 characters (≥ 80 bits from a password generator).
pub const MIN_TOKEN_CHARS: usize = 16;

/// A configured admin token (only its SHA-256 is kept).
#[derive(Clone)]
pub struct AdminToken([u8; 32]);

impl std::fmt::Debug for AdminToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AdminToken(***)")
    }
}

/// Why a token is refused at start.
#[derive(Debug, thiserror::Error)]
#[error("the admin token must be at least {MIN_TOKEN_CHARS} characters without spaces")]
pub struct WeakToken;

impl AdminToken {
    /// Wraps `token`.
    ///
    /// # Errors
    /// [`WeakToken`] when shorter than [`MIN_TOKEN_CHARS`] or containing whitespace.
    pub fn new(token: &str) -> Result<Self, WeakToken> {
        if token.chars().count() < MIN_TOKEN_CHARS || token.chars().any(char::is_whitespace) {
            return Err(WeakToken);
        }
        Ok(Self(Sha256::digest(token.as_bytes()).into()))
    }

    /// Whether `candidate` is the token, in time independent of where they differ.
    pub fn matches(&self, candidate: &str) -> bool {
        let h: [u8; 32] = Sha256::digest(candidate.as_bytes()).into();
        h.iter().zip(self.0.iter()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    }
}

/// Checks the request's bearer token against `token`.
///
/// # Errors
/// 403 when the server has no admin token (publishing disabled), 401 when the header is missing,
/// malformed or wrong.
pub fn require_admin(token: Option<&AdminToken>, headers: &HeaderMap) -> Result<(), AppError> {
    let token = token
        .ok_or_else(|| AppError::Forbidden("publishing is disabled: start the server with --admin-token or EKB_ADMIN_TOKEN".into()))?;
    let given = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        // The scheme name is case-insensitive (RFC 9110 §11.1).
        .and_then(|v| v.split_once(' ').filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer")).map(|(_, t)| t))
        .ok_or_else(|| AppError::Unauthorized("send `Authorization: Bearer <admin token>`".into()))?;
    if token.matches(given.trim()) {
        Ok(())
    } else {
        Err(AppError::Unauthorized("wrong admin token".into()))
    }
}

/// Middleware of admin-only routes: the token is checked from the headers before the handler
/// reads the body (a `POST /api/sets` body may be 32 MiB; unauthenticated clients sent 24 of them at
/// once and the server read 556 MB before refusing each).
pub async fn admin_only(
    axum::extract::State(state): axum::extract::State<crate::AppState>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    match require_admin(state.config().admin_token.as_ref(), req.headers()) {
        Ok(()) => next.run(req).await,
        Err(e) => {
            let mut res = e.into_response();
            // The unread body is not waited for.
            res.headers_mut().insert(header::CONNECTION, axum::http::HeaderValue::from_static("close"));
            res
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_only_the_token_and_hides_it() {
        let t = AdminToken::new("correct-horse-battery").unwrap();
        assert!(t.matches("correct-horse-battery"));
        assert!(!t.matches("correct-horse-batterY"));
        assert!(!t.matches(""));
        assert_eq!(format!("{t:?}"), "AdminToken(***)");
        assert!(AdminToken::new("short").is_err());
        assert!(AdminToken::new("has a space in it!!").is_err());
    }
}
