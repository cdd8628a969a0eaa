//! Result history in `localStorage` (key `ekb.history`, newest first, at most 20 reports; the
//! oldest are dropped when the browser's quota is reached), and beside it one [`RunRecord`] per
//! stored report (key `ekb.runs`, by [`crate::payload::fingerprint`]): where its kernels came from
//! and its leaderboard submission.

use std::collections::BTreeMap;

use ekb_wire::report::SuiteReport;
use serde::{Deserialize, Serialize};

use crate::payload::{fingerprint, Origin};

const KEY: &str = "ekb.history";
const RUNS: &str = "ekb.runs";
const KEEP: usize = 20;

/// The window event this tab dispatches after it changed the history ([`notify`]); pages that show
/// the history listen for it, and for `storage`, which the browser sends when another tab changes it.
pub(crate) const CHANGED: &str = "ekb-history";

/// Tells this tab's pages that the history changed (a [`CHANGED`] event on `window`).
pub(crate) fn notify() {
    if let (Some(w), Ok(e)) = (web_sys::window(), web_sys::Event::new(CHANGED)) {
        let _ = w.dispatch_event(&e);
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Every stored report, newest first (an unreadable store reads as empty).
pub(crate) fn history() -> Vec<SuiteReport> {
    storage().and_then(|s| s.get_item(KEY).ok().flatten()).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// Adds a report at the front; returns whether it was stored.
pub(crate) fn push(report: &SuiteReport) -> bool {
    let Some(s) = storage() else { return false };
    let mut all = history();
    all.insert(0, report.clone());
    all.truncate(KEEP);
    while !all.is_empty() {
        if let Ok(text) = serde_json::to_string(&all) {
            if s.set_item(KEY, &text).is_ok() {
                return true;
            }
        }
        all.pop();
    }
    false
}

/// Removes every stored report and its record.
pub(crate) fn clear() {
    if let Some(s) = storage() {
        let _ = s.remove_item(KEY);
        let _ = s.remove_item(RUNS);
    }
}

/// What is kept about one stored run besides its report.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct RunRecord {
    /// Where its kernels came from (`None`: not kept).
    #[serde(default)]
    pub origin: Option<Origin>,
    /// Its idempotency key, made once and reused by every retry.
    #[serde(default)]
    pub key: Option<String>,
    /// The device model typed for its submission.
    #[serde(default)]
    pub device_model: String,
    /// Whether a submission was attempted (the body is then frozen: a retry must send the same).
    #[serde(default)]
    pub attempted: bool,
    /// The stored submission's id, once the server answered.
    #[serde(default)]
    pub submission_id: Option<String>,
}

fn records() -> BTreeMap<String, RunRecord> {
    storage().and_then(|s| s.get_item(RUNS).ok().flatten()).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// The record of `report` (empty when none was kept).
pub(crate) fn record(report: &SuiteReport) -> RunRecord {
    records().remove(&fingerprint(report)).unwrap_or_default()
}

/// Stores the record of `report`, dropping the records of reports no longer in the history; when
/// the quota is reached, a file run's sources are dropped (it can then no longer be submitted).
/// Returns whether it was stored.
pub(crate) fn save_record(report: &SuiteReport, rec: &RunRecord) -> bool {
    let Some(s) = storage() else { return false };
    let live: Vec<String> = history().iter().map(fingerprint).collect();
    let mut all = records();
    all.retain(|k, _| live.contains(k));
    let fp = fingerprint(report);
    all.insert(fp.clone(), rec.clone());
    let write = |all: &BTreeMap<String, RunRecord>| serde_json::to_string(all).ok().is_some_and(|t| s.set_item(RUNS, &t).is_ok());
    if write(&all) {
        return true;
    }
    if matches!(rec.origin, Some(Origin::File { .. })) {
        all.insert(fp, RunRecord { origin: None, ..rec.clone() });
        return write(&all);
    }
    false
}
