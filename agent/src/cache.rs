//! The on-disk response cache: one JSON file per answered request, named by the request's key.
//!
//! The key ([`cache_key`]) is the SHA-256 of the endpoint URL, the whole request body and the
//! sample index, so re-running a generation answers from disk (no HTTP call, nothing paid) while
//! `-n 10` at a temperature above 0 still makes ten calls (ten indices, ten keys) and so ten
//! distinct samples. The files hold the request body and the answer, never the API key (it is a
//! header, not part of the body).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::chat::{ChatRequest, Usage};
use crate::error::AgentError;

/// One cached answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CacheEntry {
    /// The key this entry is stored under (64 lowercase hex digits).
    pub key: String,
    /// The endpoint URL that answered (`…/chat/completions`).
    pub url: String,
    /// The sample index the request was made for.
    pub sample_index: u32,
    /// The request body as sent.
    pub request: ChatRequest,
    /// The reply text (`choices[0].message.content`).
    pub content: String,
    /// `choices[0].finish_reason`, when the endpoint gave one (`stop`, `length`, …).
    #[serde(default)]
    pub finish_reason: Option<String>,
    /// Tokens the call used, from the answer's `usage` (zero when the endpoint sent none).
    pub usage: Usage,
}

/// The cache key of `request` sent to `url` for sample `sample_index`: the SHA-256 (lowercase
/// hex) of a JSON document holding all three.
pub fn cache_key(url: &str, request: &ChatRequest, sample_index: u32) -> String {
    let doc = serde_json::json!({ "url": url, "request": request, "sample_index": sample_index });
    let digest = Sha256::digest(doc.to_string().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A cache directory (created on first write).
#[derive(Clone, Debug)]
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    /// The cache in `dir`.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.json"))
    }

    /// The entry stored under `key`, if any.
    ///
    /// # Errors
    /// [`AgentError::Cache`] when the file exists but cannot be read or is not an entry for `key`.
    pub fn get(&self, key: &str) -> Result<Option<CacheEntry>, AgentError> {
        let path = self.path(key);
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(cache_error(&path, e)),
        };
        let entry: CacheEntry = serde_json::from_str(&text).map_err(|e| cache_error(&path, e))?;
        if entry.key != key {
            return Err(cache_error(&path, format!("holds key {} instead of {key}", entry.key)));
        }
        Ok(Some(entry))
    }

    /// Stores `entry` under its key (written to a temporary file, then renamed, so a reader never
    /// sees half an entry).
    ///
    /// # Errors
    /// [`AgentError::Cache`] when the directory or file cannot be written.
    pub fn put(&self, entry: &CacheEntry) -> Result<(), AgentError> {
        std::fs::create_dir_all(&self.dir).map_err(|e| cache_error(&self.dir, e))?;
        let path = self.path(&entry.key);
        let tmp = self.dir.join(format!(".{}.{}.tmp", entry.key, std::process::id()));
        let text = serde_json::to_string_pretty(entry).map_err(|e| cache_error(&path, e))?;
        std::fs::write(&tmp, text).map_err(|e| cache_error(&tmp, e))?;
        std::fs::rename(&tmp, &path).map_err(|e| cache_error(&path, e))
    }
}

fn cache_error(path: &Path, e: impl std::fmt::Display) -> AgentError {
    AgentError::Cache { path: path.display().to_string(), message: e.to_string() }
}
