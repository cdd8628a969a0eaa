//! The relay's job API (`/api/relay/…`, docs/RELAY.md): a client (the app's Remote devices page,
//! `ekb eval --relay`) submits a candidate for a device registered with the relay's TVM tracker
//! and polls the job until it is done or failed.
//!
//! Naming, one scheme everywhere (reports, submissions, leaderboard, this API): `backend` is the
//! device API (`webgpu`, `vulkan`, `opencl`, `cpu`, …), `transport` how the device was reached
//! ([`Transport`]), `kind` the candidate language ([`Kind`]). No composite names.

use serde::{Deserialize, Serialize};

use crate::kind::Kind;
use crate::report::SampleReport;
/// How a job's device was reached; it lives in [`crate::transport`], below both this module and
/// [`crate::report`].
pub use crate::transport::Transport;

/// The candidate of a job. Unknown fields are refused (a misspelt field is an error, not ignored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JobCandidate {
    /// Its language.
    #[serde(default)]
    pub kind: Kind,
    /// Its text.
    pub source: String,
}

/// `POST /api/relay/jobs`. Unknown fields are refused, as on the server's other write routes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewJob {
    /// The device API the job must run on (`cpu`, `opencl`, `vulkan`, …).
    pub backend: String,
    /// The tracker key of the device (`rasp4`), or a match key (`rasp4:…`) naming one server.
    pub device: String,
    /// Task id.
    pub task: String,
    /// The candidate.
    pub candidate: JobCandidate,
}

/// `POST /api/relay/jobs` answer (202).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobCreated {
    /// The job's id, for `GET /api/relay/jobs/{id}`.
    pub id: String,
}

/// Where a job is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum JobState {
    /// Waiting for a worker or a free device.
    Queued {
        /// Jobs ahead of it in the queue.
        #[serde(default)]
        position: u32,
    },
    /// On a device.
    Running {
        /// What it is doing now (`compiling`, `uploading`, `checking 3/9`, `timing`).
        step: String,
        /// Fraction done, 0–1, when known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fraction: Option<f64>,
    },
    /// Finished: the evaluation (any verdict, a wrong kernel included).
    Done {
        /// The report, checked against the CPU reference on the relay host.
        report: Box<SampleReport>,
    },
    /// The job could not be evaluated (device lost, session timeout, relay restarted, …): not a
    /// verdict on the kernel.
    Failed {
        /// Why, for people.
        reason: String,
    },
}

impl JobState {
    /// The state's name (`queued`, `running`, `done`, `failed`).
    pub fn name(&self) -> &'static str {
        match self {
            Self::Queued { .. } => "queued",
            Self::Running { .. } => "running",
            Self::Done { .. } => "done",
            Self::Failed { .. } => "failed",
        }
    }

    /// Whether the job has ended (`done` or `failed`).
    pub fn is_final(&self) -> bool {
        matches!(self, Self::Done { .. } | Self::Failed { .. })
    }
}

/// `GET /api/relay/jobs/{id}`. Its `Deserialize` is written out below ([`JobStatusFields`]): the
/// derive would buffer the whole object to read the flattened state.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JobStatus {
    /// The job's id.
    pub id: String,
    /// Task id.
    pub task: String,
    /// Candidate kind.
    pub kind: Kind,
    /// Device API.
    pub backend: String,
    /// [`Transport::Paired`] for a job whose device is a pairing code, else [`Transport::Relay`].
    pub transport: Transport,
    /// Tracker key asked for.
    pub device: String,
    /// Where it is (flattened: `"state": "done", "report": {…}`).
    #[serde(flatten)]
    pub state: JobState,
    /// Created, ms since the Unix epoch.
    pub created_unix_ms: u64,
    /// Last change, ms since the Unix epoch.
    pub updated_unix_ms: u64,
}

/// [`JobStatus`] as written, the flattened [`JobState`] as its keys: read in one pass (serde's
/// derive reads a `#[serde(flatten)]` field by buffering the object and reading every field again
/// from the buffer — for a done job, the whole report twice over, in code the web app carried).
/// The same JSON reads: keys in any order, unknown keys ignored, each state's fields required as
/// before; a key of another state is read (so must have its type) and dropped.
#[derive(Deserialize)]
struct JobStatusFields {
    id: String,
    task: String,
    kind: Kind,
    backend: String,
    transport: Transport,
    device: String,
    state: String,
    #[serde(default)]
    position: u32,
    #[serde(default)]
    step: Option<String>,
    #[serde(default)]
    fraction: Option<f64>,
    #[serde(default)]
    report: Option<Box<SampleReport>>,
    #[serde(default)]
    reason: Option<String>,
    created_unix_ms: u64,
    updated_unix_ms: u64,
}

impl<'de> Deserialize<'de> for JobStatus {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let f = JobStatusFields::deserialize(d)?;
        let state = match f.state.as_str() {
            "queued" => JobState::Queued { position: f.position },
            "running" => JobState::Running { step: f.step.ok_or_else(|| D::Error::missing_field("step"))?, fraction: f.fraction },
            "done" => JobState::Done { report: f.report.ok_or_else(|| D::Error::missing_field("report"))? },
            "failed" => JobState::Failed { reason: f.reason.ok_or_else(|| D::Error::missing_field("reason"))? },
            other => return Err(D::Error::unknown_variant(other, &["queued", "running", "done", "failed"])),
        };
        Ok(JobStatus {
            id: f.id,
            task: f.task,
            kind: f.kind,
            backend: f.backend,
            transport: f.transport,
            device: f.device,
            state,
            created_unix_ms: f.created_unix_ms,
            updated_unix_ms: f.updated_unix_ms,
        })
    }
}

/// One device key of `GET /api/relay/devices`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RelayDevice {
    /// The tracker key (stock TVM servers choose it: `--key rasp4`).
    pub key: String,
    /// The device API, as announced or derived from the key.
    pub backend: String,
    /// Kinds of candidate it accepts.
    pub kinds: Vec<Kind>,
    /// Hardware as announced (target triple, CPU, board), when it announced any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hardware: Option<String>,
    /// It announced that it runs emulated (`ekb device` under qemu-user): its timings describe the
    /// emulator, and its reports are marked so (docs/RELAY.md, "`ekb device`"). Absent: false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub emulated: bool,
    /// Servers of this key free now.
    pub free: u32,
    /// Requests for this key waiting at the tracker.
    pub pending: u32,
}

/// `GET /api/relay/devices`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RelayDevices {
    /// The tracker the relay uses (`embedded` or `HOST:PORT`).
    pub tracker: String,
    /// Device keys, sorted.
    pub devices: Vec<RelayDevice>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn job_state_is_flattened_into_the_status() {
        let s = JobStatus {
            id: "j1".into(),
            task: "l1_relu".into(),
            kind: Kind::C,
            backend: "cpu".into(),
            transport: Transport::Relay,
            device: "x86".into(),
            state: JobState::Running { step: "timing".into(), fraction: Some(0.5) },
            created_unix_ms: 1,
            updated_unix_ms: 2,
        };
        let v = serde_json::to_value(&s).unwrap();
        assert_eq!(v["state"], "running");
        assert_eq!(v["step"], "timing");
        assert_eq!(v["transport"], "relay");
        let back: JobStatus = serde_json::from_value(v).unwrap();
        assert_eq!(back, s);
        // Every state round-trips through the JSON text, keys in any order (a `Value` object is in
        // key order), and a state without its required field is an error.
        let report =
            crate::report::SampleReport::without_run("l1_relu", crate::Verdict::Pass, "ok".into(), Vec::new(), crate::timing::Profile::Ci);
        for state in [
            JobState::Queued { position: 3 },
            JobState::Running { step: "timing".into(), fraction: None },
            JobState::Done { report: Box::new(report) },
            JobState::Failed { reason: "device lost".into() },
        ] {
            let job = JobStatus { state, ..s.clone() };
            let text = serde_json::to_string(&job).unwrap();
            assert_eq!(serde_json::from_str::<JobStatus>(&text).unwrap(), job, "{text}");
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(serde_json::from_str::<JobStatus>(&value.to_string()).unwrap(), job);
        }
        let text = serde_json::to_string(&s).unwrap();
        assert!(serde_json::from_str::<JobStatus>(&text.replace(r#""step":"timing","#, "")).is_err(), "running needs its step");
        assert!(serde_json::from_str::<JobStatus>(&text.replace(r#""running""#, r#""paused""#)).is_err());
        let queued = text.replace(r#""state":"running","step":"timing","fraction":0.5"#, r#""state":"queued""#);
        assert_eq!(serde_json::from_str::<JobStatus>(&queued).unwrap().state, JobState::Queued { position: 0 }, "{queued}");
        let failed: JobState = serde_json::from_str(r#"{"state":"failed","reason":"device lost"}"#).unwrap();
        let job = r#"{"backend":"cpu","device":"x86","task":"t","candidate":{"kind":"c","source":"s"}}"#;
        assert!(serde_json::from_str::<NewJob>(job).is_ok());
        assert!(serde_json::from_str::<NewJob>(&job.replace(r#""task""#, r#""taks":"t","task""#)).is_err());
        assert!(serde_json::from_str::<NewJob>(&job.replace(r#""kind""#, r#""lang":"c","kind""#)).is_err());
        assert!(failed.is_final());
        assert_eq!(failed.name(), "failed");
    }
}
