//! Named, versioned agent task subsets (`agent/subsets/NAME.toml`, docs/AGENT.md): the tasks
//! `ekb agent --compare` runs every method on.
//!
//! ```toml
//! name = "agent-v1"
//! description = "…"
//! [[tasks]]
//! id = "l1_softmax"
//! why = "online softmax is a computation-layer rewrite"
//! ```

use serde::Deserialize;

/// A subset file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Subset {
    /// Its name (the file's stem, checked): a new version of a subset is a new name.
    pub name: String,
    /// What it is for.
    pub description: String,
    /// The tasks, in order.
    pub tasks: Vec<SubsetTask>,
}

/// One task of a subset.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubsetTask {
    /// The task id.
    pub id: String,
    /// Why it is in the subset (which layer it exercises).
    pub why: String,
}

/// Why a subset cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum SubsetError {
    /// Not TOML of a [`Subset`].
    #[error("{path}: {message}")]
    Parse {
        /// The file.
        path: String,
        /// The parser's message.
        message: String,
    },
    /// A task id not in the suite, a duplicate, no tasks, or a name that is not the file's.
    #[error("{path}: {message}")]
    Invalid {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
}

/// The subsets shipped in the repository, by name.
pub const SHIPPED: [(&str, &str); 1] = [("agent-v1", include_str!("../../subsets/agent-v1.toml"))];

/// Parses the subset `text` read from `path` (whose stem must be its name) and checks its tasks.
///
/// # Errors
/// [`SubsetError`].
pub fn parse(text: &str, path: &str) -> Result<Subset, SubsetError> {
    let s: Subset = toml::from_str(text).map_err(|e| SubsetError::Parse { path: path.into(), message: e.to_string() })?;
    let invalid = |message: String| SubsetError::Invalid { path: path.into(), message };
    let stem = std::path::Path::new(path).file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    if stem != s.name {
        return Err(invalid(format!("name `{}` is not the file's name `{stem}`", s.name)));
    }
    if s.tasks.is_empty() {
        return Err(invalid("no tasks".into()));
    }
    let mut seen = std::collections::BTreeSet::new();
    for t in &s.tasks {
        if kernels::get(&t.id).is_none() {
            return Err(invalid(format!("unknown task `{}`", t.id)));
        }
        if !seen.insert(&t.id) {
            return Err(invalid(format!("task `{}` is listed twice", t.id)));
        }
    }
    Ok(s)
}

/// A shipped subset by name.
///
/// # Errors
/// [`SubsetError`] when the shipped file is broken (a test keeps it from being).
pub fn shipped(name: &str) -> Option<Result<Subset, SubsetError>> {
    SHIPPED.iter().find(|(n, _)| *n == name).map(|(n, text)| parse(text, &format!("agent/subsets/{n}.toml")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn shipped_subsets_parse_and_name_real_tasks() {
        for (name, _) in super::SHIPPED {
            let s = super::shipped(name).expect("listed").expect("valid");
            assert!(s.tasks.len() >= 5, "{name}");
        }
        let e = super::parse("name = \"x\"\ndescription = \"\"\n[[tasks]]\nid = \"nope\"\nwhy = \"\"\n", "x.toml").unwrap_err();
        assert_eq!(e.to_string(), "x.toml: unknown task `nope`");
    }
}
