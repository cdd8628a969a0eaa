//! # server — serves the EdgeKernelBench web app and its API
//!
//! [`router`] builds the axum application: `/api/*` (see [`api`]) and the built app from a `dist/`
//! directory with single-page-app fallback to `index.html`. Every response carries the
//! cross-origin-isolation headers the app needs for a fine-grained `performance.now()` (COOP/COEP)
//! and the security headers of [`headers`]. [`serve`] runs it over HTTP or, with a certificate, HTTPS
//! (WebGPU needs a secure context: `localhost` or HTTPS).

use std::net::SocketAddr;
use std::path::PathBuf;

use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

pub mod api;
pub mod headers;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Address to listen on.
    pub addr: SocketAddr,
    /// Directory holding the built app (`index.html`, the `.wasm`, `boot.js`, CSS).
    pub dist: PathBuf,
    /// PEM certificate chain and private key for HTTPS.
    pub tls: Option<(PathBuf, PathBuf)>,
}

/// Why the server could not start or stopped.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServerError {
    /// Binding or serving failed.
    #[error("serving on {addr}: {source}")]
    Io {
        /// The address.
        addr: SocketAddr,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The certificate or key could not be loaded.
    #[error("loading TLS certificate {cert} / key {key}: {source}")]
    Tls {
        /// Certificate path.
        cert: String,
        /// Key path.
        key: String,
        /// The error.
        source: std::io::Error,
    },
}

/// The application: API routes, then the static app with SPA fallback, all behind the headers layer.
pub fn router(dist: PathBuf) -> Router {
    let index = dist.join("index.html");
    let api = Router::new().nest("/api", api::routes());
    let app = if index.exists() {
        api.fallback_service(ServeDir::new(&dist).fallback(ServeFile::new(index)))
    } else {
        let page = format!(
            "<!doctype html><meta charset=utf-8><title>EdgeKernelBench</title><h1>The web app is not built</h1>\
             <p>No <code>{}/index.html</code>. Build it with <code>scripts/build-app.sh</code>, then restart <code>ekb serve</code>. \
             The API is up: <a href=/api/tasks>/api/tasks</a>.</p>",
            dist.display()
        );
        api.fallback(move || async move { (axum::http::StatusCode::SERVICE_UNAVAILABLE, axum::response::Html(page)) })
    };
    app.layer(axum::middleware::map_response(headers::add))
}

/// Runs the server until the process is stopped.
///
/// # Errors
/// [`ServerError`] when the address cannot be bound or the certificate cannot be loaded.
pub async fn serve(cfg: ServerConfig) -> Result<(), ServerError> {
    if !cfg.dist.join("index.html").exists() {
        tracing::warn!(dist = %cfg.dist.display(), "the web app is not built; run scripts/build-app.sh (the API still works)");
    }
    let app = router(cfg.dist.clone()).into_make_service();
    match &cfg.tls {
        Some((cert, key)) => {
            let tls = axum_server::tls_rustls::RustlsConfig::from_pem_file(cert, key).await.map_err(|source| ServerError::Tls {
                cert: cert.display().to_string(),
                key: key.display().to_string(),
                source,
            })?;
            axum_server::bind_rustls(cfg.addr, tls).serve(app).await.map_err(|source| ServerError::Io { addr: cfg.addr, source })
        }
        None => {
            let listener = tokio::net::TcpListener::bind(cfg.addr).await.map_err(|source| ServerError::Io { addr: cfg.addr, source })?;
            axum::serve(listener, app).await.map_err(|source| ServerError::Io { addr: cfg.addr, source })
        }
    }
}
