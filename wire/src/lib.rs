//! # ekb-wire — what EdgeKernelBench sends over the wire
//!
//! Plain serde types shared by the evaluator, the CLI, the server and the browser app, with no
//! GPU or front-end dependency (the server and the app use them without wgpu):
//!
//! * [`report`]: verdicts, flags, timing and the per-sample [`report::SampleReport`] and
//!   [`report::SuiteReport`];
//! * [`device`]: what a backend reports about its device ([`device::DeviceInfo`]);
//! * [`diagnostic`]: located messages with UTF-8 byte and UTF-16 ranges;
//! * [`submission`]: the `POST /api/submissions` body; [`compose`]: building it from a run (the app's
//!   submit panel and `ekb submit`, with the consent text both show); [`api`]: the read API's answers;
//! * [`metrics`]: Correct@k, Fast@p@k and the geometric-mean speedup over sample outcomes;
//! * [`fields`]: the bounds on the fields people and models write (task and sample ids, model
//!   names, source text), shared by every reader of samples files and reports;
//! * [`kind`]: the candidate kinds (`wgsl`, `opencl`, `c`) and the backend family each runs on;
//! * [`comparison`], [`mismatch`], [`timing`]: the small types reports embed;
//! * [`trajectory`]: the JSONL an optimisation run (`ekb agent`) writes and the app's viewer reads;
//! * [`side_by_side`]: one kernel's results on several devices in one table;
//! * [`relay`]: the relay's job API (`/api/relay/…`); [`transport`]: how a device was reached
//!   ([`transport::Transport`], also re-exported from both);
//! * [`sort`]: stable sorts through one copy of std's sort, [`pretty`]: pretty-printed JSON from the
//!   compact serializer (both for the web app's size).
pub mod api;
pub mod comparison;
pub mod compose;
pub mod device;
pub mod diagnostic;
pub mod fields;
mod flat_de;
mod float_serde;
pub mod kind;
pub mod metrics;
pub mod mismatch;
pub mod paired;
pub mod pretty;
pub mod relay;
pub mod report;
mod report_de;
pub mod side_by_side;
pub mod sort;
pub mod submission;
pub mod timing;
pub mod trajectory;
pub mod transport;

pub use kind::Kind;
pub use report::{Flag, SampleReport, Verdict};
