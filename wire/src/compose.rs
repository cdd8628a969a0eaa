//! Composing a [`Submission`] from a finished run, shared by the web app's submit panel and
//! `ekb submit`: where the kernels came from ([`Origin`]), the body, the exact text sent, the
//! idempotency key (one per report, reused by every retry) and the consent notice both show.
//! Pure and wasm-safe.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::report::SuiteReport;
use crate::submission::{Sampling, Submission};

/// Longest kernel the server accepts inline (`sources`), bytes.
pub const MAX_INLINE_SOURCE: usize = 64 * 1024;
/// Longest user-confirmed device model the server accepts, characters.
pub const MAX_DEVICE_MODEL: usize = 64;

/// The heading of the consent notice (shown in bold by the app).
pub const CONSENT_HEADING: &str = "Anonymous: ";
/// What a submission publishes, shown before anything is sent (app and `ekb submit` alike).
pub const CONSENT_NOTICE: &str = "no account, no name, no e-mail. The server does not store your IP address (it only counts, in memory, \
how often one address submits, to limit abuse). It stores and publishes — on the leaderboard and in the \
open-data export — exactly the JSON shown: the GPU adapter as this browser (or wgpu, natively) describes it (vendor, \
architecture, features, limits), the browser engine (`native` from the command line), and every result. The server \
re-checks the results and flags what it cannot trust.";
/// What the submitter agrees to (the app's consent tick, `ekb submit`'s question).
pub const CONSENT_AGREE: &str = "I agree to publish this data anonymously, as shown above.";

/// Where the kernels of a run came from; kept beside the report so it can be submitted later.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "OriginFields")]
pub enum Origin {
    /// The suite's own reference kernels (all, a level or a domain).
    Reference,
    /// A generation set published on the server.
    Set {
        /// `set_…`.
        id: String,
        /// Its display name.
        name: String,
    },
    /// A samples file: the sources travel with the submission.
    File {
        /// The file name.
        name: String,
        /// `sample_id` → candidate text.
        sources: BTreeMap<String, String>,
    },
}

/// [`Origin`] as read: its tag and every variant's fields ([`crate::flat_de`]).
#[derive(Deserialize)]
struct OriginFields {
    kind: OriginKind,
    id: Option<String>,
    name: Option<String>,
    sources: Option<BTreeMap<String, String>>,
}

/// [`Origin`]'s tags.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum OriginKind {
    Reference,
    Set,
    File,
}

impl TryFrom<OriginFields> for Origin {
    type Error = String;

    fn try_from(f: OriginFields) -> Result<Self, String> {
        use crate::flat_de::required;
        Ok(match f.kind {
            OriginKind::Reference => Self::Reference,
            OriginKind::Set => Self::Set { id: required(f.id, "id")?, name: required(f.name, "name")? },
            OriginKind::File => Self::File { name: required(f.name, "name")?, sources: required(f.sources, "sources")? },
        })
    }
}

impl Origin {
    /// The origin of a report whose origin was not kept: `Reference` when every sample is a
    /// task's reference kernel (model `reference`, `sample_id` = `task_id`), else unknown.
    pub fn infer(report: &SuiteReport) -> Option<Self> {
        let reference = !report.samples.is_empty() && report.samples.iter().all(|s| s.model == "reference" && s.sample_id == s.task_id);
        reference.then_some(Self::Reference)
    }

    /// What was run, for people.
    pub fn describe(&self) -> String {
        match self {
            Self::Reference => "the suite's reference kernels".into(),
            Self::Set { id, name } => format!("published generation set {name} ({id})"),
            Self::File { name, .. } => format!("samples file {name} (sources included)"),
        }
    }
}

/// A stable name for one run, to keep its origin and idempotency key beside it: the seed (a fresh
/// random number per run), the suite hash prefix and the sample count.
pub fn fingerprint(report: &SuiteReport) -> String {
    format!("{}-{}-{}", report.seed, report.suite_hash.get(..12).unwrap_or(&report.suite_hash), report.samples.len())
}

/// An idempotency key: `client` (`app`, `cli`), `-` and 32 hex digits of `words` (random in the
/// app, a digest of the report in `ekb submit`). The server accepts 8–128 characters of
/// `A–Z a–z 0–9 . _ : -`, so `client` must be made of those.
pub fn idempotency_key(client: &str, words: [u32; 4]) -> String {
    format!("{client}-{:08x}{:08x}{:08x}{:08x}", words[0], words[1], words[2], words[3])
}

/// Why a run cannot be submitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotSubmittable {
    /// The run has no samples.
    Empty,
    /// The origin of the run is unknown, so its sources are unknown.
    UnknownOrigin,
    /// A source is longer than the server accepts inline.
    SourceTooLong(String),
    /// A sample of a file run has no source.
    MissingSource(String),
    /// The device model is longer than the server accepts.
    DeviceModelTooLong,
}

impl std::fmt::Display for NotSubmittable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Empty => write!(f, "this run has no results to submit"),
            Self::UnknownOrigin => write!(f, "where this run's kernels came from was not kept; run it again to submit it"),
            Self::SourceTooLong(id) => {
                write!(f, "the kernel of sample `{id}` is over {} KiB, the server's limit", MAX_INLINE_SOURCE / 1024)
            }
            Self::MissingSource(id) => write!(f, "the kernel of sample `{id}` was not kept; run the file again to submit it"),
            Self::DeviceModelTooLong => write!(f, "the device model is limited to {MAX_DEVICE_MODEL} characters"),
        }
    }
}

impl std::error::Error for NotSubmittable {}

/// The submission of `report`: `generation_set` from its origin (inline sources for a file, and
/// the model under `sampling` when the file names exactly one), the version of the app or CLI that
/// sends it, the browser engine (`native` from the CLI) and the device model the user typed
/// (trimmed; empty is none).
///
/// # Errors
/// [`NotSubmittable`] when the server would refuse it for a reason known here.
pub fn build(
    report: &SuiteReport,
    origin: Option<&Origin>,
    app_version: &str,
    browser_engine: &str,
    device_model: &str,
    key: &str,
) -> Result<Submission, NotSubmittable> {
    if report.samples.is_empty() {
        return Err(NotSubmittable::Empty);
    }
    let device_model = device_model.trim();
    if device_model.chars().count() > MAX_DEVICE_MODEL {
        return Err(NotSubmittable::DeviceModelTooLong);
    }
    let (generation_set, sources, sampling) = match origin.ok_or(NotSubmittable::UnknownOrigin)? {
        Origin::Reference => ("reference".to_string(), BTreeMap::new(), None),
        Origin::Set { id, .. } => (id.clone(), BTreeMap::new(), None),
        Origin::File { sources, .. } => {
            let mut used = BTreeMap::new();
            for s in &report.samples {
                let src = sources.get(&s.sample_id).ok_or_else(|| NotSubmittable::MissingSource(s.sample_id.clone()))?;
                if src.len() > MAX_INLINE_SOURCE {
                    return Err(NotSubmittable::SourceTooLong(s.sample_id.clone()));
                }
                used.insert(s.sample_id.clone(), src.clone());
            }
            let mut models: Vec<&str> = report.samples.iter().map(|s| s.model.as_str()).filter(|m| !m.is_empty()).collect();
            models.sort_unstable();
            models.dedup();
            let sampling = match models.as_slice() {
                [one] => {
                    Some(Sampling { model: (*one).to_string(), temperature: None, top_p: None, max_tokens: None, prompt_version: None })
                }
                _ => None,
            };
            ("inline".to_string(), used, sampling)
        }
    };
    Ok(Submission {
        idempotency_key: Some(key.to_string()),
        app_version: app_version.to_string(),
        app_commit: None,
        generation_set,
        sampling,
        browser_engine: browser_engine.to_string(),
        confirmed_device_model: (!device_model.is_empty()).then(|| device_model.to_string()),
        sources,
        report: report.clone(),
    })
}

/// The exact request body: the submission as pretty-printed JSON, keys in alphabetical order
/// ([`crate::pretty`]; what is shown is what is sent, byte for byte).
///
/// # Errors
/// A serialisation error (non-string map keys cannot occur in these types).
pub fn body_text(sub: &Submission) -> Result<String, serde_json::Error> {
    crate::pretty::to_string_pretty(sub)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{SampleEntry, SampleReport, Verdict};
    use crate::timing::Profile;

    fn report(samples: &[(&str, &str, &str)]) -> SuiteReport {
        let entries = samples
            .iter()
            .map(|(sample, task, model)| SampleEntry {
                sample_id: (*sample).into(),
                task_id: (*task).into(),
                model: (*model).into(),
                level: 1,
                domain: "language".into(),
                report: SampleReport::without_run(task, Verdict::Timeout { limit_ms: 1 }, "t".into(), Vec::new(), Profile::Ci),
            })
            .collect();
        SuiteReport::new("0.1.0", &"ab".repeat(32), "0.1.0", Profile::Ci, 77, None, entries)
    }

    #[test]
    fn reference_runs_submit_as_reference_without_sources() {
        let r = report(&[("l1_argmax", "l1_argmax", "reference")]);
        assert_eq!(Origin::infer(&r), Some(Origin::Reference));
        let key = idempotency_key("app", [1, 0xdead_beef, 3, u32::MAX]);
        assert_eq!(key, "app-00000001deadbeef00000003ffffffff");
        let s = build(&r, Some(&Origin::Reference), "0.1.0", "chromium 156", "  Pixel 8 ", &key).expect("submittable");
        assert_eq!((s.generation_set.as_str(), s.confirmed_device_model.as_deref()), ("reference", Some("Pixel 8")));
        assert_eq!((s.idempotency_key.as_deref(), s.app_version.as_str()), (Some(key.as_str()), "0.1.0"));
        assert!(s.sources.is_empty() && s.sampling.is_none());
        let text = body_text(&s).expect("json");
        let back: Submission = serde_json::from_str(&text).expect("the server's type parses what is shown");
        assert_eq!(back, s);
        assert!(text.contains("\"browser_engine\": \"chromium 156\""), "pretty-printed");
        let none = build(&r, Some(&Origin::Reference), "0.1.0", "chromium 156", "   ", &key).expect("ok");
        assert_eq!(none.confirmed_device_model, None);
        assert_eq!(fingerprint(&r), "77-abababababab-1");
    }

    #[test]
    fn set_and_file_runs() {
        let r = report(&[("s1", "l1_argmax", "gpt-x"), ("s2", "l1_gemm", "gpt-x")]);
        assert_eq!(Origin::infer(&r), None);
        assert_eq!(build(&r, None, "v", "e", "", "key-12345"), Err(NotSubmittable::UnknownOrigin));
        let set = Origin::Set { id: "set_0123456789abcdef".into(), name: "gpt-x".into() };
        let s = build(&r, Some(&set), "v", "e", "", "key-12345").expect("set");
        assert_eq!(s.generation_set, "set_0123456789abcdef");
        assert!(s.sources.is_empty());

        let mut sources: BTreeMap<String, String> =
            [("s1", "a"), ("s2", "b"), ("other", "c")].iter().map(|(k, v)| ((*k).into(), (*v).into())).collect();
        let file = Origin::File { name: "x.jsonl".into(), sources: sources.clone() };
        let s = build(&r, Some(&file), "v", "native", "", "key-12345").expect("file");
        assert_eq!(s.generation_set, "inline");
        assert_eq!(s.sources.keys().collect::<Vec<_>>(), ["s1", "s2"], "only the run's samples");
        assert_eq!(s.sampling.map(|m| m.model), Some("gpt-x".into()));

        sources.insert("s2".into(), "x".repeat(MAX_INLINE_SOURCE + 1));
        let big = Origin::File { name: "x.jsonl".into(), sources: sources.clone() };
        assert_eq!(build(&r, Some(&big), "v", "e", "", "key-12345"), Err(NotSubmittable::SourceTooLong("s2".into())));
        sources.remove("s2");
        let missing = Origin::File { name: "x.jsonl".into(), sources };
        assert_eq!(build(&r, Some(&missing), "v", "e", "", "key-12345"), Err(NotSubmittable::MissingSource("s2".into())));
        assert_eq!(build(&r, Some(&set), "v", "e", &"m".repeat(65), "key-12345"), Err(NotSubmittable::DeviceModelTooLong));
        assert_eq!(build(&report(&[]), Some(&set), "v", "e", "", "key-12345"), Err(NotSubmittable::Empty));
    }

    #[test]
    fn origins_round_trip_through_storage_json() {
        for o in [
            Origin::Reference,
            Origin::Set { id: "set_1".into(), name: "n".into() },
            Origin::File { name: "f".into(), sources: BTreeMap::from([("a".into(), "b".into())]) },
        ] {
            let text = serde_json::to_string(&o).expect("json");
            assert_eq!(serde_json::from_str::<Origin>(&text).expect("back"), o);
        }
    }

    #[test]
    fn the_consent_text_is_one_line_each() {
        for t in [CONSENT_HEADING, CONSENT_NOTICE, CONSENT_AGREE] {
            assert!(!t.contains('\n') && !t.contains("  "), "{t:?}");
        }
    }
}
