//! What a submission to the leaderboard carries, built from a finished run: the pure logic
//! (where the kernels came from ([`Origin`]), the body, the exact text sent, the consent notice)
//! lives in `ekb_wire::compose`, shared with `ekb submit`; here the app adds its own version and
//! its `app-` idempotency keys (one per report, reused by every retry).

// Natively only the tests use some of these (the UI that does is wasm-only).
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use ekb_wire::compose::{body_text, fingerprint, NotSubmittable, Origin, MAX_DEVICE_MODEL};
use ekb_wire::report::SuiteReport;
use ekb_wire::submission::Submission;

/// An idempotency key from random words: `app-` and 32 hex digits.
pub(crate) fn idempotency_key(words: [u32; 4]) -> String {
    ekb_wire::compose::idempotency_key("app", words)
}

/// The submission of `report` as this app version sends it ([`ekb_wire::compose::build`]).
///
/// # Errors
/// [`NotSubmittable`] when the server would refuse it for a reason known here.
pub(crate) fn build(
    report: &SuiteReport,
    origin: Option<&Origin>,
    browser_engine: &str,
    device_model: &str,
    key: &str,
) -> Result<Submission, NotSubmittable> {
    ekb_wire::compose::build(report, origin, env!("CARGO_PKG_VERSION"), browser_engine, device_model, key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::report::SampleEntry;
    use ekb_wire::timing::Profile;
    use ekb_wire::{SampleReport, Verdict};

    #[test]
    fn the_app_sends_its_version_under_an_app_key() {
        let entry = SampleEntry {
            sample_id: "l1_argmax".into(),
            task_id: "l1_argmax".into(),
            model: "reference".into(),
            level: 1,
            domain: "language".into(),
            report: SampleReport::without_run("l1_argmax", Verdict::Timeout { limit_ms: 1 }, "t".into(), Vec::new(), Profile::Ci),
        };
        let r = SuiteReport::new("0.1.0", &"ab".repeat(32), "0.1.0", Profile::Ci, 77, None, vec![entry]);
        let key = idempotency_key([1, 0xdead_beef, 3, u32::MAX]);
        assert_eq!(key, "app-00000001deadbeef00000003ffffffff");
        let s = build(&r, Origin::infer(&r).as_ref(), "chromium 156", "", &key).expect("submittable");
        assert_eq!((s.app_version.as_str(), s.generation_set.as_str()), (env!("CARGO_PKG_VERSION"), "reference"));
        assert!(body_text(&s).expect("json").contains("\"browser_engine\": \"chromium 156\""));
    }
}
