//! The samples file (JSON lines) that `ekb eval` and the web app's Run page read.
//!
//! One object per line: `{"task_id": "l1_gemm", "sample_id": "gpt-x-0", "model": "gpt-x",
//! "source": "<WGSL>"}`. `task_id` (a suite task), `sample_id` (string or number, unique in the
//! file) and `source` (the candidate text, launch plan included) are required; `model` defaults to
//! `unknown`; `kind` (`wgsl`, `opencl` or `c`: the candidate's language) defaults to `wgsl`; other
//! fields are ignored. Blank lines and lines starting with `//` are skipped.

use ekb_eval::kind::Kind;
use serde::Deserialize;

use crate::Task;

/// One parsed sample.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The task it is for.
    pub task: &'static Task,
    /// Unique id within the file.
    pub sample_id: String,
    /// Who wrote it.
    pub model: String,
    /// The candidate text.
    pub source: String,
    /// Its language.
    pub kind: Kind,
}

/// A problem in a samples file, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{name}:{line}: {message}")]
pub struct SamplesError {
    /// File name (for messages).
    pub name: String,
    /// 1-based line (0 for the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

#[derive(Deserialize)]
struct Raw {
    task_id: String,
    sample_id: serde_json::Value,
    #[serde(default)]
    model: Option<String>,
    source: String,
    #[serde(default)]
    kind: Option<String>,
}

/// Parses a samples file.
///
/// # Errors
/// [`SamplesError`] naming the line of a malformed object, an unknown task, a bad or duplicate
/// `sample_id`, or an empty file.
pub fn parse(text: &str, name: &str) -> Result<Vec<Sample>, SamplesError> {
    let err = |line: usize, message: String| SamplesError { name: name.to_string(), line, message };
    let mut out: Vec<Sample> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        let raw: Raw = serde_json::from_str(t).map_err(|e| err(i + 1, format!("not a sample object ({e})")))?;
        let task = crate::get(&raw.task_id).ok_or_else(|| err(i + 1, format!("unknown task `{}`", raw.task_id)))?;
        let sample_id = match raw.sample_id {
            serde_json::Value::String(s) => s,
            serde_json::Value::Number(n) => n.to_string(),
            other => return Err(err(i + 1, format!("sample_id must be a string or a number, not {other}"))),
        };
        if out.iter().any(|s| s.sample_id == sample_id) {
            return Err(err(i + 1, format!("duplicate sample_id `{sample_id}`")));
        }
        let kind = match raw.kind.as_deref() {
            None => Kind::Wgsl,
            Some(k) => k.parse().map_err(|e| err(i + 1, format!("{e}")))?,
        };
        out.push(Sample { task, sample_id, model: raw.model.unwrap_or_else(|| "unknown".into()), source: raw.source, kind });
    }
    if out.is_empty() {
        return Err(err(0, "no samples".into()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_locates_errors() {
        let ok = "{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"source\":\"x\"}\n\n// note\n{\"task_id\":\"l1_gemm\",\"sample_id\":\"b\",\"model\":\"m\",\"source\":\"y\"}\n";
        let s = parse(ok, "f").unwrap();
        assert_eq!((s[0].sample_id.as_str(), s[0].model.as_str(), s[1].model.as_str()), ("1", "unknown", "m"));
        assert_eq!(parse("nope", "f").unwrap_err().line, 1);
        let unknown = parse("{\"task_id\":\"zz\",\"sample_id\":1,\"source\":\"x\"}", "f").unwrap_err();
        assert!(unknown.message.contains("unknown task"));
        let dup = parse(&ok.replace("\"b\"", "1"), "f").unwrap_err();
        assert_eq!(dup.line, 4);
        assert_eq!(parse("\n", "f").unwrap_err().line, 0);
        assert_eq!(s[0].kind, Kind::Wgsl);
        let c = parse("{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"kind\":\"c\",\"source\":\"x\"}", "f").unwrap();
        assert_eq!(c[0].kind, Kind::C);
        let bad = parse("{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"kind\":\"cuda\",\"source\":\"x\"}", "f").unwrap_err();
        assert!(bad.message.contains("unknown kernel kind `cuda`"), "{}", bad.message);
    }
}
