//! The answer documents of the server's read API, one set of types for both sides: the server
//! (`server/`) builds these and serialises them, the web app (`app/src/remote.rs`) deserialises
//! the same types, so a renamed or retyped field fails to compile or fails the server's tests
//! instead of turning silently into a default on the page. `docs/SERVER.md` lists the endpoints.
//!
//! Fields the server always sends are required; an `Option` is `null` when it does not apply (for
//! a leaderboard group, the fields of other `group_by` values are left out).
//!
//! Times are milliseconds (ms), speedups are `baseline_ms / candidate_ms` ratios
//! ([`crate::timing::paired_speedup`]), rates are fractions in `[0, 1]`.

use serde::{Deserialize, Serialize};

use crate::device::DeviceInfo;
use crate::kind::Kind;
use crate::metrics::Metrics;
use crate::report::Baseline;
use crate::submission::Sampling;

/// A submission's status, as `POST /api/submissions` and `GET /api/submissions/{id}` report it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SubmissionStatus {
    /// Stored; its unflagged results count on the leaderboard.
    Listed,
    /// Stored, but every result is flagged: shown only with `include_flagged=true`.
    Received,
    /// Stored for the submitter to see why; never aggregated (e.g. another suite).
    Rejected,
}

impl SubmissionStatus {
    /// The wire and stored name (`listed`, `received`, `rejected`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Listed => "listed",
            Self::Received => "received",
            Self::Rejected => "rejected",
        }
    }

    /// The status of a stored name; None for any other text.
    pub fn from_name(name: &str) -> Option<Self> {
        [Self::Listed, Self::Received, Self::Rejected].into_iter().find(|s| s.name() == name)
    }
}

/// The device a submission was grouped under (`docs/SERVER.md`, "Device identity").
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StoredDevice {
    /// `dev_` and 16 hex digits of the SHA-256 of `key`: the device page's id.
    pub id: String,
    /// The grouping key `vendor|architecture|description|backend|engine`, lowercase.
    pub key: String,
    /// Readable label.
    pub label: String,
    /// The model the submitter confirmed ("Pixel 8"), when they did.
    pub confirmed_model: Option<String>,
    /// The adapter as the report described it.
    pub info: Option<DeviceInfo>,
}

/// One result row of a stored submission, as the server checked it (never the client's verdict
/// alone: see `server/src/check.rs`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredResult {
    /// The sample's id in the report.
    pub sample_id: String,
    /// Task id.
    pub task_id: String,
    /// Task level, 1–3 (from the suite, not the client).
    pub level: u8,
    /// Task domain (from the suite).
    pub domain: String,
    /// The model credited for the kernel (`reference` for the suite's own).
    pub model: String,
    /// The claimed verdict's kind (`pass`, `mismatch`, `invalid_shader`, …).
    pub verdict: String,
    /// Counted correct: a `pass` consistent with the server's checks.
    pub correct: bool,
    /// Median candidate time per launch, ms.
    pub candidate_ms: Option<f64>,
    /// Median reference time per launch, ms.
    pub baseline_ms: Option<f64>,
    /// The speedup recomputed from the timing samples; None when untimed, when the times are not
    /// usable, or when the row or its report is inconsistent (flag `inconsistent_report`).
    pub speedup: Option<f64>,
    /// The lower confidence bound of the speedup recomputed from the timing samples (a sign test at
    /// [`crate::report::FAST_CONFIDENCE_ALPHA`]); the result is confidently faster than `p` when it
    /// is `> p`. None when untimed, inconsistent, or stored before the server computed it.
    #[serde(default)]
    pub speedup_lower: Option<f64>,
    /// How time was measured (`timestamp_query`, `wall_clock`, …).
    pub timer_method: Option<String>,
    /// SHA-256 (hex) of the kernel source (`GET /api/kernels/{hash}`).
    pub source_hash: Option<String>,
    /// Flags (`fallback_adapter`, `inconsistent_report`, …); a flagged row is left off the
    /// default leaderboard.
    pub flags: Vec<String>,
    /// One note per finding, for the submitter.
    pub notes: Vec<String>,
    /// The candidate's kind (absent in answers of servers before kinds: `wgsl`).
    #[serde(default)]
    pub kind: Kind,
    /// The backend of the device that ran the sample, normalised
    /// ([`crate::device::normalize_backend`]: `webgpu`, `vulkan`, `opencl`, `cpu`, …); None from
    /// servers before kinds (servers before transports spelled WebGPU `browserwebgpu`).
    #[serde(default)]
    pub backend: Option<String>,
    /// How that device was reached, as far as the server vouches for it: `relay` only for a row
    /// whose report is a relay job this server ran ([`Provenance::Vouched`]); a report the client
    /// typed is `local` whatever it claims (a claimed `relay` is flagged `unvouched_transport`).
    /// Always written; absent (servers before transports): `local`.
    #[serde(default)]
    pub transport: crate::transport::Transport,
    /// Who vouches for the row's report, its transport and its device: the server that ran the job
    /// (`vouched`), or only the client that submitted it (`claimed`). Absent (older servers):
    /// `claimed`.
    #[serde(default)]
    pub provenance: Provenance,
    /// Whether the row's times are what the device itself reported (`timer_method: remote`, TVM's
    /// `RPCTimeEvaluator` on the device), checked against the relay host's clock but not measured
    /// by it. Absent: `false`.
    #[serde(default)]
    pub device_reported: bool,
    /// What the speedup is measured against: `reference`; `tvm`, TVM's generated kernel (counted
    /// for Correct@k, never in the leaderboard's Fast@p, which is against the reference); or `none`
    /// when the task has no reference kernel of this kind (checked, not timed, left out of Fast@p).
    /// Absent: `reference`.
    #[serde(default)]
    pub baseline: Baseline,
    /// The id (`dev_…`) of the device that ran the sample, which the leaderboard credits it to:
    /// the submission's device unless the sample names another (a samples file mixing kinds runs
    /// C on the host CPU). None from servers before per-sample devices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device_id: Option<String>,
}

/// Who vouches for a stored result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Provenance {
    /// The client's word: it ran the kernel (in a browser tab, `ekb eval`) and typed the report;
    /// the server re-checked what it can (sources, consistency, bounds).
    #[default]
    Claimed,
    /// The server's: the report is one a relay job of this server produced on a tracker device,
    /// submitted by reference (its stored report, byte for byte), so its device, transport and
    /// numbers are the relay's (the relay host checked the outputs). A paired tab's job is not: the
    /// tab wrote its own verdict, so its rows are `Claimed` with transport `paired`.
    Vouched,
}

impl Provenance {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Claimed => "claimed",
            Self::Vouched => "vouched",
        }
    }
}

/// `POST /api/submissions` (201; 200 for a replay or a duplicate) and `GET /api/submissions/{id}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SubmissionDoc {
    /// `sub_` and 20 hex digits.
    pub id: String,
    /// Listed, received or rejected.
    pub status: SubmissionStatus,
    /// Why (flag summary, rejection reason, findings about the whole report); empty when listed
    /// cleanly.
    pub reason: String,
    /// Report-level flags.
    pub flags: Vec<String>,
    /// Receipt time, RFC 3339 (UTC).
    pub created_at: String,
    /// Suite version as reported.
    pub suite_version: String,
    /// Suite hash as reported (64 hex digits).
    pub suite_hash: String,
    /// Evaluator version as reported.
    pub tool_version: String,
    /// App version.
    pub app_version: String,
    /// App commit.
    pub app_commit: Option<String>,
    /// `reference`, `inline` or a published set id (`set_…`).
    pub generation_set: String,
    /// Sampling settings of the generation, when sent.
    pub sampling: Option<Sampling>,
    /// Browser engine and major version (`chromium 131`), or `native`.
    pub browser_engine: String,
    /// Evaluation profile (`ci` or `full`).
    pub profile: String,
    /// The device.
    pub device: StoredDevice,
    /// Metrics the server recomputed from the rows (never the client's).
    pub metrics: Metrics,
    /// Result rows stored.
    pub samples: u64,
    /// Rows that carry a flag.
    pub flagged_samples: u64,
    /// The rows, in report order.
    pub results: Vec<StoredResult>,
    /// This answer replays an earlier request with the same idempotency key and body.
    #[serde(default)]
    pub replayed: bool,
    /// The same body was already stored under another key; this is that submission.
    #[serde(default)]
    pub duplicate: bool,
}

/// The filters a leaderboard answer was computed under (the query, normalised).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LeaderFilters {
    /// Task level, 1–3.
    pub level: Option<u8>,
    /// Task domain, lowercase.
    pub domain: Option<String>,
    /// Device API ([`crate::device::normalize_backend`]).
    pub backend: Option<String>,
    /// Flagged rows included.
    pub include_flagged: bool,
    /// One device (`dev_…`).
    pub device: Option<String>,
    /// One model.
    pub model: Option<String>,
    /// One candidate kind; null when not filtered (absent from servers before kinds).
    #[serde(default)]
    pub kind: Option<Kind>,
    /// One transport (`transport=`, or `provenance=vouched`, which is `relay`); null when not
    /// filtered (absent from servers before transports).
    #[serde(default)]
    pub transport: Option<crate::transport::Transport>,
    /// `provenance=claimed`: only rows the server does not vouch for (transport `local` or
    /// `paired`: a paired tab's verdict is the tab's word); absent when not filtered so (and from
    /// servers before paired tabs, which answered it as `transport: local`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub claimed: bool,
    /// What Fast@p and the speedups are against (`baseline=tvm`: TVM's kernels, docs/TVM.md);
    /// Correct@k counts every row either way. Absent: the reference.
    #[serde(default, skip_serializing_if = "crate::report::Baseline::is_reference")]
    pub baseline: crate::report::Baseline,
}

/// A version of the task suite the leaderboard holds rows of (`GET /api/leaderboard/suites`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuiteRef {
    /// `kernels::SUITE_VERSION` of the rows (e.g. `0.3.0`).
    pub version: String,
    /// SHA-256 (64 lowercase hex digits) of the suite's task files.
    pub hash: String,
}

/// One stored suite and how much of the leaderboard it holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SuiteCountFields")]
pub struct SuiteCount {
    /// The suite.
    #[serde(flatten)]
    pub suite: SuiteRef,
    /// Whether it is the server's current suite (the leaderboard's default).
    pub current: bool,
    /// Non-rejected submissions stored under it.
    pub submissions: u64,
    /// Their result rows, flagged included.
    pub samples: u64,
}

/// [`SuiteCount`] as read: its flattened suite's fields beside its own ([`crate::flat_de`]).
#[derive(Deserialize)]
struct SuiteCountFields {
    version: String,
    hash: String,
    current: bool,
    submissions: u64,
    samples: u64,
}

impl From<SuiteCountFields> for SuiteCount {
    fn from(f: SuiteCountFields) -> Self {
        Self { suite: SuiteRef { version: f.version, hash: f.hash }, current: f.current, submissions: f.submissions, samples: f.samples }
    }
}

/// `GET /api/leaderboard/suites`: the server's suite and every suite with stored rows, current
/// first, then newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderSuites {
    /// The server's suite (the default of `suite=`).
    pub current: SuiteRef,
    /// The suites with non-rejected submissions (the current one listed even when empty).
    pub suites: Vec<SuiteCount>,
}

/// One group of the leaderboard: a device, a model or a task.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LeaderGroup {
    /// Device id (`dev_…`), model name or task id.
    pub key: String,
    /// Readable label: the device's, the model name, or the task's title.
    pub label: String,
    /// Result rows.
    pub samples: u64,
    /// Distinct submissions.
    pub submissions: u64,
    /// Distinct tasks.
    pub tasks: u64,
    /// Correct@1 over the rows ([`crate::metrics`]).
    pub correct_at_1: f64,
    /// Fast@1.0@1 over the rows.
    pub fast_at_1_0: f64,
    /// Confident Fast@1.0: the same mean with the samples whose speedup's lower confidence
    /// bound (the server's sign test over their timing pairs) is above 1 — shown first.
    #[serde(default)]
    pub fast_at_1_0_confident: f64,
    /// Geometric-mean speedup over correct timed rows.
    pub geomean_speedup: Option<f64>,
    /// Median speedup of correct timed rows.
    pub median_speedup: Option<f64>,
    /// How many rows the median is over.
    pub timed_samples: u64,
    /// Devices: device API ([`crate::device::normalize_backend`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// Devices: browser engine (or `native`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<String>,
    /// Devices: user-confirmed models.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub confirmed_models: Vec<String>,
    /// Devices and tasks: distinct models.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub models: Option<u64>,
    /// Models and tasks: distinct devices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub devices: Option<u64>,
    /// Tasks: level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// Tasks: domain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain: Option<String>,
}

/// `GET /api/leaderboard`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// What the rows are groups of: `device`, `model`, `task`, `backend`, `kind` or `transport`.
    pub group_by: String,
    /// The filters applied.
    pub filters: LeaderFilters,
    /// The suite whose rows these are (absent from servers before suites were kept apart).
    #[serde(default)]
    pub suite: Option<SuiteRef>,
    /// Result rows aggregated.
    pub rows: u64,
    /// Groups, best first: by Fast@1.0, then Correct@1, then sample count.
    pub groups: Vec<LeaderGroup>,
}

/// `POST /api/validate`: the server's front end of `kind` on one candidate, for kinds a browser
/// cannot check itself (`c` is compiled in the server's sandbox, `opencl` built on its OpenCL
/// device; `wgsl` goes through naga as in the app). Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValidateRequest {
    /// Task id (`l1_gemm`).
    pub task: String,
    /// The candidate's language.
    pub kind: Kind,
    /// The candidate text, launch plan included (at most `limits::MAX_SOURCE_BYTES`).
    pub source: String,
}

/// The answer of `POST /api/validate` (200 whether or not the candidate is valid).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValidateAnswer {
    /// Task id, as asked.
    pub task: String,
    /// Kind, as asked.
    pub kind: Kind,
    /// The front end accepts it (limits, plan, compile or build, contract).
    pub valid: bool,
    /// When not valid, the verdict a run would give before the device: `invalid_shader`,
    /// `contract_violation` or `unsupported` ([`crate::report::Verdict::kind`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<String>,
    /// Located diagnostics (errors and warnings), as the app shows its own.
    pub diagnostics: Vec<crate::diagnostic::Diagnostic>,
    /// Time the front end took, ms.
    pub elapsed_ms: u64,
}

/// `POST /api/compile/tvmscript`: a `tvmscript` candidate for the server to compile with TVM (the
/// browser cannot run TVM) to the form a device runs. Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmCompileRequest {
    /// Task id (`l1_vector_add`).
    pub task: String,
    /// The candidate: TVMScript, or TE plus a `schedule(sch, target)` (at most 64 KiB).
    pub source: String,
    /// The form to compile to: `wgsl` (the browser's; the default).
    #[serde(default = "wgsl_form")]
    pub form: crate::kind::Form,
}

fn wgsl_form() -> crate::kind::Form {
    crate::kind::Form::Wgsl
}

/// The answer of `POST /api/compile/tvmscript` (200: TVM compiled it and the adapter fitted it to
/// the task's contract; a rejected candidate is a 422 with TVM's message).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TvmCompileAnswer {
    /// Task id, as asked.
    pub task: String,
    /// Form, as asked.
    pub form: crate::kind::Form,
    /// The candidate in our contract: TVM's kernel through the form's launch-ABI adapter, launch
    /// plan included — what a device then checks as a candidate of that form (and a report keeps
    /// as `generated`).
    pub generated: String,
    /// TVM's generated source, verbatim (what the adapter read).
    pub tvm_source: String,
    /// The TVM version that compiled it.
    pub tvm: String,
    /// Wall time of the compile (TVM's import included), ms.
    pub compile_ms: u64,
}

/// `GET /api/compile/tvmscript`: whether this server can compile `tvmscript` candidates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TvmCompileStatus {
    /// A TVM venv is there (whether TVM imports in it is known at the first compile).
    pub available: bool,
    /// Why not, when not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A published generation set's metadata (`GET /api/sets` lists these; `GET /api/sets/{id}` adds
/// its samples).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SetMeta {
    /// `set_` and 16 hex digits of the SHA-256 of its canonical content.
    pub id: String,
    /// Display name.
    pub name: String,
    /// The model that wrote the samples.
    pub model: String,
    /// Sampling temperature.
    pub temperature: Option<f64>,
    /// Nucleus sampling.
    pub top_p: Option<f64>,
    /// Generation date, `YYYY-MM-DD`.
    pub date: String,
    /// Prompt template version.
    pub prompt_version: String,
    /// Free text.
    pub notes: String,
    /// Number of samples.
    pub sample_count: u64,
    /// Number of distinct tasks.
    pub task_count: u64,
    /// Publication time, RFC 3339 (UTC).
    pub created_at: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_names_round_trip() {
        for s in [SubmissionStatus::Listed, SubmissionStatus::Received, SubmissionStatus::Rejected] {
            assert_eq!(SubmissionStatus::from_name(s.name()), Some(s));
            assert_eq!(serde_json::to_value(s).expect("json"), serde_json::json!(s.name()));
        }
        assert_eq!(SubmissionStatus::from_name("pending"), None);
    }

    #[test]
    fn a_group_leaves_out_what_its_grouping_lacks() {
        let g = LeaderGroup { key: "gpt-x".into(), label: "gpt-x".into(), devices: Some(2), ..LeaderGroup::default() };
        let v = serde_json::to_value(&g).expect("json");
        assert!(v.get("backend").is_none() && v.get("level").is_none() && v.get("confirmed_models").is_none());
        assert_eq!(v["devices"], 2);
        assert!(v["median_speedup"].is_null(), "always sent, null when no row is timed");
        assert_eq!(serde_json::from_value::<LeaderGroup>(v).expect("back"), g);
    }
}
