//! Request bodies of the write endpoints. [`Submission`] wraps the app's [`SuiteReport`] with the
//! metadata the server needs; it lives here until it moves next to `SuiteReport` in
//! `wgsl_lib::report` so that the app can share it (DESIGN §2: shared wire types once).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use wgsl_lib::report::SuiteReport;

/// `POST /api/submissions`: one evaluated report and how it was produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    /// Chosen by the client once per report (8–128 characters of `A–Z a–z 0–9 . _ : -`); a retry
    /// sends the same key and gets the same answer, never a second copy. The `Idempotency-Key`
    /// header may carry it instead.
    #[serde(default)]
    pub idempotency_key: Option<String>,
    /// Version of the app (or CLI) that ran the evaluation.
    pub app_version: String,
    /// Its source commit, when known.
    #[serde(default)]
    pub app_commit: Option<String>,
    /// What was evaluated: `reference` (the suite's own reference kernels), the id of a published
    /// generation set (`set_…`, sources come from the server), or `inline` (sources in [`Self::sources`]).
    pub generation_set: String,
    /// Model and sampling settings; for a published set the server uses the set's own.
    #[serde(default)]
    pub sampling: Option<Sampling>,
    /// Browser engine and version (`chromium 156`, `firefox 141`, `safari 26`) or `native`.
    pub browser_engine: String,
    /// The device model as the user confirmed it (`Pixel 8`); shown, never part of the grouping key.
    #[serde(default)]
    pub confirmed_device_model: Option<String>,
    /// For `inline`: `sample_id` → candidate text (launch plan included).
    #[serde(default)]
    pub sources: BTreeMap<String, String>,
    /// The report, as the app or `ekb eval --out` wrote it.
    pub report: SuiteReport,
}

/// How candidates were generated.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sampling {
    /// Model name.
    pub model: String,
    /// Sampling temperature.
    #[serde(default)]
    pub temperature: Option<f64>,
    /// Nucleus sampling.
    #[serde(default)]
    pub top_p: Option<f64>,
    /// Completion token limit.
    #[serde(default)]
    pub max_tokens: Option<u32>,
    /// Version of the prompt template.
    #[serde(default)]
    pub prompt_version: Option<String>,
}

/// `POST /api/sets`: a generation set to publish (admin only).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewSet {
    /// Display name.
    pub name: String,
    /// The model that wrote the samples (a sample's own `model` wins when given).
    pub model: String,
    /// Sampling temperature.
    #[serde(default)]
    pub temperature: Option<f64>,
    /// Nucleus sampling.
    #[serde(default)]
    pub top_p: Option<f64>,
    /// When the samples were generated, `YYYY-MM-DD`.
    pub date: String,
    /// Version of the prompt template.
    pub prompt_version: String,
    /// Free text.
    #[serde(default)]
    pub notes: String,
    /// The samples file (JSON lines, `kernels::samples` format).
    pub samples_jsonl: String,
}

/// `POST /api/kernels`: a kernel to share.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewKernel {
    /// The candidate text.
    pub source: String,
    /// The task it is written for, when any.
    #[serde(default)]
    pub task_id: Option<String>,
}
