//! Where the built web app (`index.html`, `boot.js`, `app.js`, `app_bg.wasm`, CSS) comes from:
//! a directory on disk (`--dist DIR`, for development) or the copy of `dist/` embedded in the
//! binary ([`AppFiles::Embedded`]).
//!
//! The embedded copy is `rust-embed` over the workspace's `dist/` (`scripts/build-app.sh` writes
//! it): release builds carry the files inside the binary, so `cargo install --path cli` or a copied
//! `target/release/ekb` serves the app from any directory; debug builds read the same folder from
//! disk at run time. A checkout without `dist/` builds and serves the "not built" page
//! (`allow_missing`; `build.rs` also creates the empty folder so that cargo notices when the app is
//! built later and re-embeds it).
//!
//! Both sources answer alike: the content type guessed from the extension (`mime_guess`, as
//! tower-http's `ServeDir` does: `application/wasm` for the module), `cache-control: no-cache`
//! (the file names carry no content hash, so a browser must revalidate), `index.html` for every
//! path that is not a file (single-page-app routes), and the headers of [`crate::headers`] on top.
//! Embedded files also carry a weak `ETag` (their SHA-256) and answer `If-None-Match` with `304`.
//! Both are compressed on the way out ([`compression`]) when the client accepts gzip or Brotli.

use std::path::PathBuf;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use crate::error::AppError;

/// The source of the web app's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AppFiles {
    /// A directory holding the built app (`--dist DIR`).
    Disk(PathBuf),
    /// The `dist/` embedded in this binary at build time.
    Embedded,
}

impl AppFiles {
    /// Whether the app is there (its `index.html` exists).
    pub fn is_built(&self) -> bool {
        match self {
            Self::Disk(dir) => dir.join("index.html").is_file(),
            Self::Embedded => Dist::get("index.html").is_some(),
        }
    }

    /// Where the files come from, for messages.
    pub fn describe(&self) -> String {
        match self {
            Self::Disk(dir) => dir.display().to_string(),
            Self::Embedded => "the app built into this binary".into(),
        }
    }
}

/// The workspace's `dist/`, embedded in release builds.
#[derive(RustEmbed)]
#[folder = "../dist"]
#[allow_missing = true]
struct Dist;

/// The `cache-control` of every app file.
pub const APP_CACHE_CONTROL: &str = "no-cache";

/// Answers `req` from the embedded `dist/`.
pub(crate) async fn embedded(req: Request) -> Response {
    serve_embedded::<Dist>(&req)
}

/// Answers `req` from the files of `E`: the file at the path, else `index.html`.
pub(crate) fn serve_embedded<E: RustEmbed>(req: &Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return AppError::MethodNotAllowed.into_response();
    }
    let path = req.uri().path().trim_start_matches('/');
    let path = if path.is_empty() || path.ends_with('/') { format!("{path}index.html") } else { path.to_string() };
    // Percent-encoded names (none in dist/) are not decoded: such a path is an app route.
    let (name, file) = match E::get(&path) {
        Some(f) => (path, f),
        None => match E::get("index.html") {
            Some(f) => ("index.html".to_string(), f),
            None => return StatusCode::NOT_FOUND.into_response(),
        },
    };
    // A weak validator: the same file goes out raw, gzipped or in Brotli ([`compression`]), and a
    // strong `ETag` must differ between those representations (RFC 9110 §8.8.3); `If-None-Match`
    // compares weakly anyway.
    let tag = format!("\"{}\"", file.metadata.sha256_hash().iter().map(|b| format!("{b:02x}")).collect::<String>());
    let etag = format!("W/{tag}");
    let fresh = not_modified(req.headers(), &tag);
    let mime = mime_guess::from_path(&name).first_raw().unwrap_or("application/octet-stream");
    let mut res = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else if req.method() == Method::HEAD {
        let mut r = Response::new(Body::empty());
        r.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(file.data.len()));
        r
    } else {
        Response::new(Body::from(file.data.into_owned()))
    };
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(APP_CACHE_CONTROL));
    if let Ok(v) = HeaderValue::from_str(&etag) {
        h.insert(header::ETAG, v);
    }
    res
}

/// The compression of app files: gzip or Brotli as the request's `Accept-Encoding` allows
/// (tower-http's default predicate: bodies of 32 bytes and more, never images or event
/// streams). The module is the page's largest download (≈ 4.5 MB raw, ≈ 1.5 MB gzipped): served
/// raw it costs a phone three times the transfer.
/// Whether `If-None-Match` in `headers` names `tag` (a quoted entity tag, `"…"`) or `*`, compared
/// weakly (RFC 9110 §13.1.2: a `W/` prefix on either side is ignored): answer `304`.
pub(crate) fn not_modified(headers: &axum::http::HeaderMap, tag: &str) -> bool {
    headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|v| {
        v.split(',').any(|t| {
            let t = t.trim();
            t == "*" || t.strip_prefix("W/").unwrap_or(t) == tag
        })
    })
}

pub(crate) fn compression() -> tower_http::compression::CompressionLayer {
    tower_http::compression::CompressionLayer::new()
}

/// Adds [`APP_CACHE_CONTROL`] to an app file served from disk (use with `map_response`).
pub(crate) async fn disk_cache_control(mut res: Response) -> Response {
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(APP_CACHE_CONTROL));
    res
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;

    /// A small built app: an index, a script and a (fake) module.
    #[derive(RustEmbed)]
    #[folder = "tests/fixtures/app"]
    struct Fixture;

    async fn answer(res: Response) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let (parts, body) = res.into_parts();
        (parts.status, parts.headers, body.collect().await.expect("body").to_bytes().to_vec())
    }

    fn get(uri: &str) -> Request {
        Request::get(uri).body(Body::empty()).expect("request")
    }

    #[tokio::test]
    async fn embedded_files_have_their_bytes_and_types() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/app");
        for (uri, file, mime) in [
            ("/", "index.html", "text/html"),
            ("/index.html", "index.html", "text/html"),
            ("/boot.js", "boot.js", "text/javascript"),
            ("/app_bg.wasm", "app_bg.wasm", "application/wasm"),
            ("/leaderboard/dev_0123", "index.html", "text/html"),
        ] {
            let (status, headers, bytes) = answer(serve_embedded::<Fixture>(&get(uri))).await;
            assert_eq!(status, StatusCode::OK, "{uri}");
            assert_eq!(bytes, std::fs::read(dir.join(file)).expect("fixture"), "{uri}");
            assert_eq!(headers[header::CONTENT_TYPE], mime, "{uri}");
            assert_eq!(headers[header::CACHE_CONTROL], APP_CACHE_CONTROL, "{uri}");
            let etag = headers[header::ETAG].to_str().expect("ascii").to_string();
            // Weak: the representation (raw, gzip, Brotli) varies with Accept-Encoding.
            assert!(etag.starts_with("W/\"") && etag.ends_with('"'), "{uri}: {etag}");
            let mut again = get(uri);
            again.headers_mut().insert(header::IF_NONE_MATCH, HeaderValue::from_str(&etag).expect("etag"));
            let (status, _, bytes) = answer(serve_embedded::<Fixture>(&again)).await;
            assert_eq!((status, bytes.len()), (StatusCode::NOT_MODIFIED, 0), "{uri} revalidated");
        }
        let (status, headers, bytes) =
            answer(serve_embedded::<Fixture>(&Request::head("/boot.js").body(Body::empty()).expect("req"))).await;
        assert_eq!((status, bytes.len()), (StatusCode::OK, 0));
        assert_eq!(headers[header::CONTENT_LENGTH], std::fs::metadata(dir.join("boot.js")).expect("fixture").len().to_string());
        let (status, _, _) = answer(serve_embedded::<Fixture>(&Request::post("/boot.js").body(Body::empty()).expect("req"))).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    }
}
