//! The harness itself: a skip, an expected failure, and an expected failure that passes (which
//! must fail the test), judged by function-level calls — no test here fails on purpose.

use std::panic::{catch_unwind, AssertUnwindSafe};

use ekb_gpu_test::{AdapterMatch, GpuTest, Outcome};
use ekb_wire::device::{DeviceInfo, DeviceLimits};

fn lavapipe_info() -> DeviceInfo {
    DeviceInfo {
        name: "llvmpipe (LLVM 15.0.6, 256 bits)".into(),
        vendor: "0x10005".into(),
        architecture: String::new(),
        driver: "llvmpipe Mesa 22.3.6".into(),
        backend: "vulkan".into(),
        device_type: "cpu".into(),
        is_fallback: true,
        features: vec!["timestamp-query".into()],
        limits: DeviceLimits::webgpu_default(),
        runtime: "native".into(),
        loop_cap: None,
    }
}

fn panic_text(f: impl FnOnce()) -> Option<String> {
    let payload = catch_unwind(AssertUnwindSafe(f)).err()?;
    Some(payload.downcast_ref::<String>().cloned().or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string())).unwrap_or_default())
}

#[test]
fn an_expected_failure_that_passes_fails_the_test() {
    let test = GpuTest::new("stale").expect_fail(AdapterMatch::lavapipe(), "a lavapipe bug");
    let expected = test.expected_failure(&lavapipe_info());
    assert_eq!(expected, Some("a lavapipe bug"));
    let outcome = Outcome::judge(expected, Ok(()));
    assert_eq!(outcome, Outcome::UnexpectedPass { reason: "a lavapipe bug".into() });
    assert!(!outcome.is_success());
    let msg = panic_text(|| outcome.report("stale")).expect("an unexpected pass panics");
    assert!(msg.starts_with("stale: unexpectedly passed"), "{msg}");
    // Failing where expected is a success; failing elsewhere is a failure.
    let failed = Outcome::judge(expected, Err("boom".into()));
    assert!(failed.is_success(), "{failed:?}");
    assert_eq!(panic_text(|| failed.report("x")), None);
    let failed = Outcome::judge(None, Err("boom".into()));
    assert_eq!(panic_text(|| failed.report("x")).as_deref(), Some("x failed: boom"));
}

#[test]
fn adapters_match_on_every_field_given() {
    let info = lavapipe_info();
    assert!(AdapterMatch::any().matches(&info));
    assert!(AdapterMatch::lavapipe().matches(&info));
    assert!(AdapterMatch::name_contains("LLVMPIPE").matches(&info));
    assert!(AdapterMatch::software().matches(&info));
    assert!(AdapterMatch::name_contains("llvmpipe").driver("mesa 22").matches(&info));
    assert!(!AdapterMatch::name_contains("llvmpipe").backend("gl").matches(&info));
    assert!(!AdapterMatch::name_contains("swiftshader").matches(&info));
    assert!(!AdapterMatch::name_contains("llvmpipe").driver("nvidia").matches(&info));
}

#[test]
fn missing_features_and_limits_are_named() {
    let info = lavapipe_info();
    assert_eq!(GpuTest::new("t").features(&["timestamp-query"]).requirements_met(&info), Ok(()));
    let err = GpuTest::new("t").features(&["shader-f16", "timestamp-query"]).requirements_met(&info).expect_err("no f16").to_string();
    assert_eq!(err, "llvmpipe (LLVM 15.0.6, 256 bits) (vulkan) lacks feature `shader-f16`");
    let big = DeviceLimits { max_storage_buffer_binding_size: 1 << 30, ..DeviceLimits::webgpu_default() };
    let err = GpuTest::new("t").limits(big).requirements_met(&info).expect_err("1 GiB bindings").to_string();
    assert!(err.ends_with("lacks limit max_storage_buffer_binding_size ≥ 1073741824 (has 134217728)"), "{err}");
    let skipped = Outcome::Skipped(err);
    assert!(skipped.is_success());
}

/// The same on the real adapter: the body runs, and its result is judged.
#[test]
fn on_the_adapter_an_unexpected_pass_is_reported() {
    let ran = std::cell::Cell::new(false);
    let outcome = GpuTest::new("stale").expect_fail(AdapterMatch::any(), "every adapter").outcome(|ctx| {
        ran.set(true);
        assert!(!ctx.info.name.is_empty());
    });
    assert!(ran.get());
    assert_eq!(outcome, Outcome::UnexpectedPass { reason: "every adapter".into() });

    let outcome = GpuTest::new("known").expect_fail(AdapterMatch::any(), "every adapter").outcome(|_| panic!("the bug"));
    assert_eq!(outcome, Outcome::ExpectedFailure { reason: "every adapter".into(), failure: "the bug".into() });

    let outcome = GpuTest::new("needs").features(&["no-such-feature"]).outcome(|_| panic!("must not run"));
    assert!(matches!(&outcome, Outcome::Skipped(r) if r.ends_with("lacks feature `no-such-feature`")), "{outcome:?}");

    GpuTest::new("plain").run(|ctx| assert_eq!(ctx.info, *ekb_eval::Backend::device(&ctx.backend)));
}
