//! Request bodies of the write endpoints. [`Submission`] (with [`Sampling`]) wraps the app's
//! `SuiteReport` with the metadata the server needs; it lives in `ekb_wire::submission`, shared
//! with the app (DESIGN §2: shared wire types once), and is re-exported here.

pub use ekb_wire::submission::{Sampling, Submission};
use serde::{Deserialize, Serialize};

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
