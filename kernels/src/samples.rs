//! The samples file (JSON lines) that `ekb eval` and the web app's Run page read.
//!
//! One object per line: `{"task_id": "l1_gemm", "sample_id": "gpt-x-0", "model": "gpt-x",
//! "source": "<WGSL>"}`. `task_id` (a suite task), `sample_id` (string or number, unique in the
//! file) and `source` (the candidate text, launch plan included) are required; `model` defaults to
//! `unknown`; `kind` (`wgsl`, `opencl` or `c`: the candidate's language) defaults to `wgsl`; other
//! fields are ignored. Blank lines and lines starting with `//` are skipped.
//!
//! Each field is bounded ([`ekb_wire::fields`]): `task_id` at most 64 characters, `sample_id` 1 to
//! 128, `model` at most 128, `source` at most 64 KiB; the one-line fields hold no control
//! characters. Parsing is linear in the file's size (100,000 lines in well under a second).

use std::collections::HashSet;

use ekb_eval::kind::Kind;
use ekb_wire::fields::{self, Field};
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

/// A problem in a samples file, with its 1-based line and, where one field is at fault, the field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{name}:{line}: {message}")]
pub struct SamplesError {
    /// File name (for messages).
    pub name: String,
    /// 1-based line (0 for the file as a whole).
    pub line: usize,
    /// The field at fault (a bound it breaks, an unknown task, a bad or duplicate id), if one is.
    pub field: Option<Field>,
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

/// Parses a samples file, in time linear in its size.
///
/// # Errors
/// [`SamplesError`] naming the line of a malformed object, a field over its bound
/// ([`ekb_wire::fields`]), an unknown task, a bad or duplicate `sample_id`, or an empty file.
pub fn parse(text: &str, name: &str) -> Result<Vec<Sample>, SamplesError> {
    let err = |line: usize, field: Option<Field>, message: String| SamplesError { name: name.to_string(), line, field, message };
    let mut out: Vec<Sample> = Vec::new();
    let mut ids: HashSet<String> = HashSet::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with("//") {
            continue;
        }
        let raw: Raw = serde_json::from_str(t).map_err(|e| err(i + 1, None, format!("not a sample object ({e})")))?;
        let sample_id = match raw.sample_id {
            serde_json::Value::String(s) => s,
            serde_json::Value::Number(n) => n.to_string(),
            other => {
                let shown: String = other.to_string().chars().take(64).collect();
                return Err(err(i + 1, Some(Field::SampleId), format!("sample_id must be a string or a number, not {shown}")));
            }
        };
        let model = raw.model.unwrap_or_else(|| "unknown".into());
        for (field, value) in
            [(Field::TaskId, &raw.task_id), (Field::SampleId, &sample_id), (Field::Model, &model), (Field::Source, &raw.source)]
        {
            fields::check(field, value).map_err(|e| err(i + 1, Some(field), e.to_string()))?;
        }
        let task = crate::get(&raw.task_id).ok_or_else(|| err(i + 1, Some(Field::TaskId), format!("unknown task `{}`", raw.task_id)))?;
        if !ids.insert(sample_id.clone()) {
            return Err(err(i + 1, Some(Field::SampleId), format!("duplicate sample_id `{sample_id}`")));
        }
        let kind = match raw.kind.as_deref() {
            None => Kind::Wgsl,
            Some(k) if k.chars().count() > 16 => return Err(err(i + 1, None, "`kind` is not a kernel kind (wgsl, opencl or c)".into())),
            Some(k) => k.parse().map_err(|e| err(i + 1, None, format!("{e}")))?,
        };
        out.push(Sample { task, sample_id, model, source: raw.source, kind });
    }
    if out.is_empty() {
        return Err(err(0, None, "no samples".into()));
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

    fn line(id: usize, model: &str) -> String {
        format!("{{\"task_id\":\"l1_vector_add\",\"sample_id\":\"s{id}\",\"model\":\"{model}\",\"source\":\"x\"}}\n")
    }

    /// A duplicate id was found by comparing with every earlier sample: 100,000 lines took 104 s
    /// to reject. The bound is generous (a loaded machine, a debug build); the parse is linear.
    #[test]
    fn a_hundred_thousand_lines_are_read_in_linear_time() {
        let n = 100_000;
        let mut text: String = (0..n).map(|i| line(i, "m")).collect();
        let t = std::time::Instant::now();
        assert_eq!(parse(&text, "f").expect("valid").len(), n);
        text.push_str(&line(0, "m"));
        let e = parse(&text, "f").unwrap_err();
        let took = t.elapsed();
        eprintln!("{n} lines parsed, then {} lines rejected, in {took:?}", n + 1);
        assert_eq!((e.line, e.field, e.message.as_str()), (n + 1, Some(Field::SampleId), "duplicate sample_id `s0`"));
        assert!(took < std::time::Duration::from_secs(30), "{took:?}");
    }

    #[test]
    fn each_field_is_bounded_and_named() {
        let model = "m".repeat(10_000_000);
        let text = format!("{}{}", line(1, "ok"), line(2, &model));
        let t = std::time::Instant::now();
        let e = parse(&text, "big.jsonl").unwrap_err();
        eprintln!("a 10 MB model name rejected in {:?}", t.elapsed());
        assert_eq!(e.to_string(), "big.jsonl:2: `model` is 10000000 characters long, over the maximum of 128");
        assert_eq!(e.field, Some(Field::Model));
        let cases = [
            (format!("{{\"task_id\":\"{}\",\"sample_id\":1,\"source\":\"x\"}}", "t".repeat(65)), Field::TaskId, "over the maximum of 64"),
            (
                format!("{{\"task_id\":\"l1_gemm\",\"sample_id\":\"{}\",\"source\":\"x\"}}", "s".repeat(129)),
                Field::SampleId,
                "over the maximum of 128",
            ),
            ("{\"task_id\":\"l1_gemm\",\"sample_id\":\" \",\"source\":\"x\"}".to_string(), Field::SampleId, "`sample_id` is empty"),
            (
                "{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"model\":\"a\\u001b[2J\",\"source\":\"x\"}".to_string(),
                Field::Model,
                "control character (U+001B)",
            ),
            (
                format!("{{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"source\":\"{}\"}}", "x".repeat(65_537)),
                Field::Source,
                "65537 bytes long, over the maximum of 65536",
            ),
            ("{\"task_id\":\"l1_gemm\",\"sample_id\":[1],\"source\":\"x\"}".to_string(), Field::SampleId, "a string or a number"),
            ("{\"task_id\":\"zz\",\"sample_id\":1,\"source\":\"x\"}".to_string(), Field::TaskId, "unknown task `zz`"),
        ];
        for (text, field, says) in cases {
            let e = parse(&text, "f").unwrap_err();
            assert_eq!((e.line, e.field), (1, Some(field)), "{e}");
            assert!(e.message.contains(says), "{e}");
        }
        let long_kind =
            parse(&format!("{{\"task_id\":\"l1_gemm\",\"sample_id\":1,\"kind\":\"{}\",\"source\":\"x\"}}", "c".repeat(1000)), "f");
        assert!(long_kind.unwrap_err().message.len() < 100, "a long kind is not repeated in the message");
    }

    #[test]
    fn every_task_id_is_within_its_bound() {
        for t in crate::all() {
            assert_eq!(fields::check(Field::TaskId, &t.spec.id), Ok(()), "{}", t.spec.id);
        }
        assert_eq!(fields::MAX_SOURCE_BYTES, ekb_eval::limits::MAX_SOURCE_BYTES, "the front ends' limit on candidate text");
    }
}
