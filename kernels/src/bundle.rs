//! The suite's task files as one JSON document, `suite.json` (written by `build.rs`): what `ekb
//! serve` gives the web app at `GET /api/suite/files/{hash}`, so that the app's wasm carries none
//! of them (the `fetched-suite` feature), and the app's [`install`].
//!
//! The document is `{"suite_hash": …, "tasks": [{"dir", "spec", "wgsl", "others"}]}`: per task its
//! directory under `kernels/tasks`, its `task.toml` as JSON text (the text the native build parses),
//! its `reference.wgsl` and its other `reference.*` files as `[name, text]` pairs, in path order.
//! Its SHA-256 ([`hash`]) is compiled into every build: the app asks for exactly the bundle it
//! was built with and refuses any other bytes ([`BundleError::Hash`]), so the fetched tasks are
//! those of the native build of the same tree (the test `the_bundle_holds_the_embedded_tasks`).

use ekb_eval::task::TaskSpec;
use serde::Deserialize;

use crate::Task;

/// Why a bundle was not installed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum BundleError {
    /// The bytes are not the bundle this build was made with.
    #[error("the task suite's SHA-256 is {found}, not this app's {expected}: the server holds another suite")]
    Hash {
        /// [`hash`].
        expected: String,
        /// The SHA-256 of the bytes given.
        found: String,
    },
    /// The document is not a bundle.
    #[error("the task suite is not readable JSON: {0}")]
    Json(String),
    /// A task's spec does not parse or is invalid.
    #[error("task `{dir}`: {message}")]
    Spec {
        /// The task's directory.
        dir: String,
        /// What is wrong.
        message: String,
    },
    /// A task has no CPU reference in this build.
    #[error("task `{0}` has no CPU reference in this build")]
    NoCpuReference(String),
}

/// One task of the document.
#[derive(Deserialize)]
struct BundleTask {
    dir: String,
    spec: String,
    wgsl: String,
    others: Vec<(String, String)>,
}

/// The document.
#[derive(Deserialize)]
struct Bundle {
    suite_hash: String,
    tasks: Vec<BundleTask>,
}

/// The SHA-256 of this build's `suite.json`, as lowercase hex.
pub fn hash() -> &'static str {
    crate::BUNDLE_SHA256
}

/// This build's `suite.json` (native builds only: the web app fetches it).
#[cfg(not(feature = "fetched-suite"))]
pub fn text() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/suite.json"))
}

/// The tasks of a bundle whose SHA-256 is [`hash`], sorted as [`crate::all`] sorts them. The
/// strings are leaked to give the `'static` references of [`Task`] (a bundle is parsed once per
/// process).
///
/// # Errors
/// [`BundleError`]: other bytes than this build's bundle, or (which the hash rules out for a
/// bundle made by `build.rs`) unreadable JSON, an invalid spec, a task without a CPU reference.
pub fn parse(text: &str) -> Result<Vec<Task>, BundleError> {
    use sha2::Digest as _;
    let found: String = sha2::Sha256::digest(text.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    if found != hash() {
        return Err(BundleError::Hash { expected: hash().to_string(), found });
    }
    let bundle: Bundle = serde_json::from_str(text).map_err(|e| BundleError::Json(e.to_string()))?;
    if bundle.suite_hash != crate::SUITE_HASH {
        return Err(BundleError::Json(format!("the bundle names suite {}, not {}", bundle.suite_hash, crate::SUITE_HASH)));
    }
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let mut tasks = Vec::with_capacity(bundle.tasks.len());
    for t in bundle.tasks {
        let spec = TaskSpec::from_json(&t.spec).map_err(|e| BundleError::Spec { dir: t.dir.clone(), message: e.to_string() })?;
        let cpu = crate::cpu_reference(&spec.id).ok_or_else(|| BundleError::NoCpuReference(spec.id.clone()))?;
        let references: Vec<(&'static str, &'static str)> = t.others.into_iter().map(|(f, text)| (leak(f), leak(text))).collect();
        tasks.push(Task {
            spec,
            reference_wgsl: leak(t.wgsl),
            references: Box::leak(references.into_boxed_slice()),
            cpu,
            dir: leak(t.dir),
            tvm: &[],
        });
    }
    // `build.rs` writes the tasks in path order, which is `all`'s (`l1/l1_…` first); checked
    // rather than sorted: a sort would be one more instance of the sort code in the wasm.
    if !tasks.windows(2).all(|w| (w[0].spec.level, &w[0].spec.id) < (w[1].spec.level, &w[1].spec.id)) {
        return Err(BundleError::Json("the tasks are not in level and id order".into()));
    }
    Ok(tasks)
}

#[cfg(feature = "fetched-suite")]
static INSTALLED: std::sync::OnceLock<Vec<Task>> = std::sync::OnceLock::new();

/// Parses `text` ([`parse`]) and makes its tasks [`crate::all`]'s. Installing again is a no-op
/// (the first install's tasks stay, and the same bytes give the same tasks).
///
/// # Errors
/// As [`parse`]; nothing is installed then.
#[cfg(feature = "fetched-suite")]
pub fn install(text: &str) -> Result<&'static [Task], BundleError> {
    if let Some(tasks) = installed() {
        return Ok(tasks);
    }
    let tasks = parse(text)?;
    Ok(INSTALLED.get_or_init(|| tasks).as_slice())
}

/// The installed tasks, if [`install`] ran.
#[cfg(feature = "fetched-suite")]
pub fn installed() -> Option<&'static [Task]> {
    INSTALLED.get().map(Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bundle's tasks are the embedded tasks, file for file and spec for spec, and its hash is
    /// the SHA-256 of the bundle's bytes: what the app fetches is what the native side runs.
    #[test]
    fn the_bundle_holds_the_embedded_tasks() {
        let text = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/suite.json")).expect("suite.json");
        let tasks = parse(&text).expect("the bundle parses");
        assert_eq!(tasks.len(), crate::SOURCES.len());
        for t in &tasks {
            let src = crate::SOURCES.iter().find(|s| s.dir == t.dir).expect("an embedded task of that directory");
            assert_eq!(t.spec, TaskSpec::from_json(src.json).expect("embedded spec"), "{}", src.dir);
            assert_eq!(t.reference_wgsl, src.wgsl, "{}", src.dir);
            assert_eq!(t.references, src.others, "{}", src.dir);
        }
        let ids: Vec<&str> = tasks.iter().map(|t| t.spec.id.as_str()).collect();
        let index: Vec<&str> = crate::index().iter().map(|s| s.id).collect();
        assert_eq!(ids, index, "the index lists the bundle's tasks in the same order");
        for (t, s) in tasks.iter().zip(crate::index()) {
            assert_eq!((t.spec.level, t.spec.domain.as_str(), t.spec.title.as_str()), (s.level, s.domain, s.title), "{}", s.id);
        }
    }

    /// Bytes other than the build's bundle are refused by hash, a changed byte included, before
    /// they are parsed; nothing panics.
    #[test]
    fn other_bytes_are_refused() {
        let text = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/suite.json")).expect("suite.json");
        let changed = text.replacen("workgroup", "workgroop", 1);
        assert_ne!(changed, text);
        for bad in [String::new(), "{}".to_string(), "<html>not found</html>".to_string(), changed] {
            assert!(matches!(parse(&bad), Err(BundleError::Hash { .. })), "{:.40}", bad);
        }
    }
}
