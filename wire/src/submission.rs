//! The body of `POST /api/submissions`: a [`SuiteReport`] wrapped with the metadata the server
//! needs (app version, what was evaluated, sampling settings, browser engine, an optional
//! user-confirmed device model). Shared by the app, which builds and shows it before sending, and
//! the server, which parses it (unknown fields are refused). Serde only, wasm-safe.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::report::SuiteReport;

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
    /// The report, as the app or `ekb eval --out` wrote it; its `transport` (absent: `local`)
    /// says how its devices were reached and is stored with every row.
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
