//! EdgeKernelBench's GPU test harness, after wgpu's own (`wgpu-test`: `GpuTestConfiguration`,
//! `TestParameters`, `FailureCase`): each GPU test declares what it needs and where it is known
//! to fail, and the harness does the rest — opens the adapter and a [`WgpuBackend`] on it, skips
//! the test visibly when the adapter lacks a requirement, runs the body, and judges the result
//! against the expected failures.
//!
//! ```no_run
//! use ekb_gpu_test::{AdapterMatch, GpuTest};
//! GpuTest::new("f16_kernels")
//!     .features(&["shader-f16"])
//!     .expect_fail(AdapterMatch::name_contains("llvmpipe").backend("vulkan"), "a driver bug, reported upstream")
//!     .run(|ctx| {
//!         assert!(ctx.info.has_feature("shader-f16"));
//!     });
//! ```
//!
//! The outcomes ([`Outcome`]):
//! - requirements met and no expected failure applies: the body runs and must pass;
//! - an adapter without a required feature or limit: `SKIPPED: <test>: <reason>` on stdout and
//!   stderr, and the test returns (with `EKB_GPU_TEST_NO_SKIP=1` a skip fails instead, for a
//!   machine that must run everything);
//! - an expected failure applies: the body runs and must fail (panic); if it passes, the test
//!   FAILS with "unexpectedly passed", so a fixed driver bug is noticed and its entry removed.
//!
//! The adapter natively: `EKB_TEST_ADAPTER=<name substring>` picks one (case-insensitive) among
//! those wgpu enumerates (`WGPU_BACKEND` narrows the backends); otherwise wgpu's default request.
//! In the browser (wasm32, `wasm-bindgen-test`): the WebGPU adapter, through [`GpuTest::run_async`].
//! A panic cannot be caught on wasm32, so there a test whose expected failure applies is skipped.

use std::future::Future;

use backend_wgpu::{adapter_info, LimitsChoice, WgpuBackend, WgpuOptions};
use ekb_wire::device::{DeviceInfo, DeviceLimits};

/// Set to `1` to turn every skip into a failure.
pub const NO_SKIP_ENV: &str = "EKB_GPU_TEST_NO_SKIP";
/// A substring of the adapter name to test on (native only).
pub const ADAPTER_ENV: &str = "EKB_TEST_ADAPTER";

/// Which adapters an expectation applies to. Every field that is set must match: `name` and
/// `driver` are case-insensitive substrings of [`DeviceInfo::name`] and [`DeviceInfo::driver`],
/// `backend` is [`DeviceInfo::backend`] (`vulkan`, `gl`, `metal`, `dx12`, `browserwebgpu`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AdapterMatch {
    name: Option<String>,
    driver: Option<String>,
    backend: Option<String>,
    fallback: Option<bool>,
}

impl AdapterMatch {
    /// Every adapter.
    pub fn any() -> Self {
        Self::default()
    }

    /// Adapters whose name contains `s` (case-insensitive).
    pub fn name_contains(s: &str) -> Self {
        Self { name: Some(s.to_lowercase()), ..Self::default() }
    }

    /// Mesa's lavapipe (llvmpipe Vulkan), the software adapter of CI.
    pub fn lavapipe() -> Self {
        Self::name_contains("llvmpipe").backend("vulkan")
    }

    /// Software and fallback adapters (lavapipe, SwiftShader, WARP).
    pub fn software() -> Self {
        Self { fallback: Some(true), ..Self::default() }
    }

    /// Narrows to a backend (`vulkan`, `gl`, `metal`, `dx12`, `browserwebgpu`).
    #[must_use]
    pub fn backend(mut self, backend: &str) -> Self {
        self.backend = Some(backend.to_lowercase());
        self
    }

    /// Narrows to drivers whose name or version contains `s` (case-insensitive).
    #[must_use]
    pub fn driver(mut self, s: &str) -> Self {
        self.driver = Some(s.to_lowercase());
        self
    }

    /// Whether `info` is one of these adapters.
    pub fn matches(&self, info: &DeviceInfo) -> bool {
        let has = |want: &Option<String>, field: &str| want.as_ref().is_none_or(|w| field.to_lowercase().contains(w.as_str()));
        has(&self.name, &info.name)
            && has(&self.driver, &info.driver)
            && self.backend.as_ref().is_none_or(|b| info.backend.eq_ignore_ascii_case(b))
            && self.fallback.is_none_or(|f| info.is_fallback == f)
    }
}

/// What a test's run came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The body ran and passed; no failure was expected.
    Passed,
    /// The adapter lacks a requirement (the reason says which); the body did not run.
    Skipped(String),
    /// The body failed where a failure was expected: `reason` is the expectation's, `failure`
    /// the panic message.
    ExpectedFailure {
        /// Why the failure is expected (the `expect_fail` reason).
        reason: String,
        /// What the body's panic said.
        failure: String,
    },
    /// The body passed where it was expected to fail: the expectation is stale.
    UnexpectedPass {
        /// The stale expectation's reason.
        reason: String,
    },
    /// The body failed (its panic message), or the device could not be created.
    Failed(String),
}

impl Outcome {
    /// Judges a body's result (`Err` carries its panic message) against the expected failure
    /// that applies to the adapter, if any.
    pub fn judge(expected: Option<&str>, result: Result<(), String>) -> Self {
        match (expected, result) {
            (None, Ok(())) => Outcome::Passed,
            (None, Err(failure)) => Outcome::Failed(failure),
            (Some(reason), Ok(())) => Outcome::UnexpectedPass { reason: reason.to_string() },
            (Some(reason), Err(failure)) => Outcome::ExpectedFailure { reason: reason.to_string(), failure },
        }
    }

    /// Whether the test as a whole passes (passed, skipped, or failed as expected).
    pub fn is_success(&self) -> bool {
        matches!(self, Outcome::Passed | Outcome::Skipped(_) | Outcome::ExpectedFailure { .. })
    }

    /// Reports the outcome of test `name`: prints a skip or an expected failure, and panics for
    /// a failure, an unexpected pass, or a skip under [`NO_SKIP_ENV`].
    ///
    /// # Panics
    /// When the test as a whole fails.
    pub fn report(self, name: &str) {
        match self {
            Outcome::Passed => {}
            Outcome::Skipped(reason) => {
                if no_skip() {
                    panic!("{name}: would be skipped ({reason}), and {NO_SKIP_ENV}=1 forbids skips");
                }
                println!("SKIPPED: {name}: {reason}");
                eprintln!("SKIPPED: {name}: {reason}");
            }
            Outcome::ExpectedFailure { reason, failure } => {
                println!("EXPECTED FAILURE: {name}: {reason}\n  it failed with: {failure}");
            }
            Outcome::UnexpectedPass { reason } => panic!(
                "{name}: unexpectedly passed on this adapter, where it is expected to fail ({reason}): \
                 the bug may be fixed — remove the expect_fail"
            ),
            Outcome::Failed(failure) => panic!("{name} failed: {failure}"),
        }
    }
}

fn no_skip() -> bool {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::var(NO_SKIP_ENV).is_ok_and(|v| v == "1")
    }
    #[cfg(target_arch = "wasm32")]
    {
        false
    }
}

/// What a test's body gets: the adapter, a backend on it, and the backend's device description.
pub struct GpuContext {
    /// The adapter the backend's device was created on.
    pub adapter: wgpu::Adapter,
    /// A backend with the options the test asked for.
    pub backend: WgpuBackend,
    /// `backend.device()`, cloned.
    pub info: DeviceInfo,
}

/// A GPU test: its name, what it needs, where it is expected to fail, and the backend's options.
#[derive(Clone, Debug)]
pub struct GpuTest {
    name: String,
    features: Vec<String>,
    limits: Option<DeviceLimits>,
    expected: Vec<(AdapterMatch, String)>,
    options: WgpuOptions,
}

impl GpuTest {
    /// A test with no requirements, no expected failures and the default [`WgpuOptions`].
    pub fn new(name: &str) -> Self {
        Self { name: name.to_string(), features: Vec::new(), limits: None, expected: Vec::new(), options: WgpuOptions::default() }
    }

    /// Requires WebGPU features (`shader-f16`, `subgroups`, `timestamp-query`): the backend
    /// enables each one the adapter has; without one the test is skipped.
    #[must_use]
    pub fn features(mut self, features: &[&str]) -> Self {
        self.features.extend(features.iter().map(|f| (*f).to_string()));
        self
    }

    /// Requires at least these limits. Above the WebGPU defaults anywhere, the backend requests
    /// the adapter's own limits ([`LimitsChoice::Adapter`]); an adapter below them is skipped.
    #[must_use]
    pub fn limits(mut self, min: DeviceLimits) -> Self {
        if !limit_shortfalls(&DeviceLimits::webgpu_default(), &min).is_empty() {
            self.options.limits = LimitsChoice::Adapter;
        }
        self.limits = Some(min);
        self
    }

    /// Expects the body to fail on the adapters `on` matches (a driver bug, a known limitation):
    /// it still runs there, a failure is reported as expected, and a pass fails the test.
    #[must_use]
    pub fn expect_fail(mut self, on: AdapterMatch, reason: &str) -> Self {
        self.expected.push((on, reason.to_string()));
        self
    }

    /// The backend's options (wait limit, limits choice, runtime name).
    #[must_use]
    pub fn options(mut self, options: WgpuOptions) -> Self {
        let limits = if self.limits.is_some() { self.options.limits } else { options.limits };
        self.options = WgpuOptions { limits, ..options };
        self
    }

    /// The test's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Why an adapter described by `info` cannot run the test, if it cannot.
    ///
    /// # Errors
    /// [`Unmet`]: the missing features and limits, in words.
    pub fn requirements_met(&self, info: &DeviceInfo) -> Result<(), Unmet> {
        let mut missing: Vec<String> = self.features.iter().filter(|f| !info.has_feature(f)).map(|f| format!("feature `{f}`")).collect();
        if let Some(min) = &self.limits {
            missing.extend(limit_shortfalls(&info.limits, min));
        }
        if missing.is_empty() {
            Ok(())
        } else {
            Err(Unmet { adapter: info.name.clone(), backend: info.backend.clone(), missing })
        }
    }

    /// The reason of the first expected failure that applies to `info`.
    pub fn expected_failure(&self, info: &DeviceInfo) -> Option<&str> {
        self.expected.iter().find(|(on, _)| on.matches(info)).map(|(_, why)| why.as_str())
    }

    /// Runs a synchronous body and reports the outcome (see [`Outcome::report`]).
    ///
    /// # Panics
    /// When the test fails, passes unexpectedly, or finds no adapter.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn run(self, body: impl FnOnce(GpuContext)) {
        let name = self.name.clone();
        self.outcome(body).report(&name);
    }

    /// Runs a synchronous body and returns the outcome without reporting it.
    ///
    /// # Panics
    /// When there is no adapter at all.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn outcome(self, body: impl FnOnce(GpuContext)) -> Outcome {
        pollster::block_on(self.outcome_async(|ctx| async move { body(ctx) }))
    }

    /// Runs an asynchronous body (the browser's way) and reports the outcome.
    ///
    /// # Panics
    /// When the test fails, passes unexpectedly, or finds no adapter.
    pub async fn run_async<F, Fut>(self, body: F)
    where
        F: FnOnce(GpuContext) -> Fut,
        Fut: Future<Output = ()>,
    {
        let name = self.name.clone();
        self.outcome_async(body).await.report(&name);
    }

    /// Runs an asynchronous body and returns the outcome without reporting it.
    ///
    /// # Panics
    /// When there is no adapter at all.
    pub async fn outcome_async<F, Fut>(self, body: F) -> Outcome
    where
        F: FnOnce(GpuContext) -> Fut,
        Fut: Future<Output = ()>,
    {
        let adapter = open_adapter().await;
        let described = adapter_info(&adapter, self.options.limits, &self.options.runtime);
        if let Err(unmet) = self.requirements_met(&described) {
            return Outcome::Skipped(unmet.to_string());
        }
        let expected = self.expected_failure(&described).map(str::to_string);
        if cfg!(target_arch = "wasm32") {
            if let Some(reason) = &expected {
                return Outcome::Skipped(format!("expected to fail here ({reason}); a panic cannot be caught on wasm32, so not run"));
            }
        }
        let backend = match WgpuBackend::new(&adapter, &self.options).await {
            Ok(b) => b,
            Err(e) => return Outcome::Failed(format!("no device on {}: {e}", described.name)),
        };
        let info = ekb_eval::Backend::device(&backend).clone();
        let result = catch(body(GpuContext { adapter, backend, info })).await;
        Outcome::judge(expected.as_deref(), result)
    }
}

/// What an adapter lacks to run a test ([`GpuTest::requirements_met`]); shown as
/// `llvmpipe (vulkan) lacks feature `shader-f16`, limit …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unmet {
    /// The adapter's name.
    pub adapter: String,
    /// Its backend.
    pub backend: String,
    /// Each missing feature (`feature `shader-f16``) and limit shortfall, in words.
    pub missing: Vec<String>,
}

impl std::fmt::Display for Unmet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}) lacks {}", self.adapter, self.backend, self.missing.join(", "))
    }
}

impl std::error::Error for Unmet {}

/// The limits in `have` below `need`, in words.
fn limit_shortfalls(have: &DeviceLimits, need: &DeviceLimits) -> Vec<String> {
    let pairs: [(&str, u64, u64); 8] = [
        (
            "max_storage_buffers_per_shader_stage",
            have.max_storage_buffers_per_shader_stage.into(),
            need.max_storage_buffers_per_shader_stage.into(),
        ),
        (
            "max_compute_workgroup_storage_size",
            have.max_compute_workgroup_storage_size.into(),
            need.max_compute_workgroup_storage_size.into(),
        ),
        (
            "max_compute_invocations_per_workgroup",
            have.max_compute_invocations_per_workgroup.into(),
            need.max_compute_invocations_per_workgroup.into(),
        ),
        ("max_compute_workgroup_size_x", have.max_compute_workgroup_size_x.into(), need.max_compute_workgroup_size_x.into()),
        ("max_compute_workgroup_size_y", have.max_compute_workgroup_size_y.into(), need.max_compute_workgroup_size_y.into()),
        ("max_compute_workgroup_size_z", have.max_compute_workgroup_size_z.into(), need.max_compute_workgroup_size_z.into()),
        (
            "max_compute_workgroups_per_dimension",
            have.max_compute_workgroups_per_dimension.into(),
            need.max_compute_workgroups_per_dimension.into(),
        ),
        ("max_storage_buffer_binding_size", have.max_storage_buffer_binding_size, need.max_storage_buffer_binding_size),
    ];
    pairs.iter().filter(|(_, h, n)| h < n).map(|(name, h, n)| format!("limit {name} ≥ {n} (has {h})")).collect()
}

/// The adapter to test on.
#[cfg(not(target_arch = "wasm32"))]
async fn open_adapter() -> wgpu::Adapter {
    let backends = wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all());
    let desc = wgpu::InstanceDescriptor { backends, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    let instance = wgpu::Instance::new(desc);
    if let Ok(want) = std::env::var(ADAPTER_ENV) {
        let adapters = instance.enumerate_adapters(backends).await;
        let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
        return adapters
            .into_iter()
            .find(|a| a.get_info().name.to_lowercase().contains(&want.to_lowercase()))
            .unwrap_or_else(|| panic!("{ADAPTER_ENV}={want} matches none of the adapters {names:?}"));
    }
    instance.request_adapter(&wgpu::RequestAdapterOptions::default()).await.expect("an adapter (install mesa-vulkan-drivers)")
}

/// The adapter to test on: the browser's WebGPU one.
#[cfg(target_arch = "wasm32")]
async fn open_adapter() -> wgpu::Adapter {
    let desc =
        wgpu::InstanceDescriptor { backends: wgpu::Backends::BROWSER_WEBGPU, ..wgpu::InstanceDescriptor::new_without_display_handle() };
    wgpu::Instance::new(desc).request_adapter(&wgpu::RequestAdapterOptions::default()).await.expect("a WebGPU adapter (is WebGPU enabled?)")
}

/// Runs `fut` to completion, turning a panic into `Err(message)` (natively; on wasm32 a panic
/// aborts the test, which fails it).
async fn catch(fut: impl Future<Output = ()>) -> Result<(), String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::panic::{catch_unwind, AssertUnwindSafe};
        use std::task::Poll;
        let mut fut = std::pin::pin!(fut);
        std::future::poll_fn(|cx| match catch_unwind(AssertUnwindSafe(|| fut.as_mut().poll(cx))) {
            Ok(Poll::Pending) => Poll::Pending,
            Ok(Poll::Ready(())) => Poll::Ready(Ok(())),
            Err(payload) => Poll::Ready(Err(panic_message(payload.as_ref()))),
        })
        .await
    }
    #[cfg(target_arch = "wasm32")]
    {
        fut.await;
        Ok(())
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}
