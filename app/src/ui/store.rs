//! Result history in `localStorage` (key `ekb.history`, newest first, at most 20 reports; the
//! oldest are dropped when the browser's quota is reached).

use wgsl_lib::report::SuiteReport;

const KEY: &str = "ekb.history";
const KEEP: usize = 20;

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

/// Removes every stored report.
pub(crate) fn clear() {
    if let Some(s) = storage() {
        let _ = s.remove_item(KEY);
    }
}
