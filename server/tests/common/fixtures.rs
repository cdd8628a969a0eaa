//! Valid, self-consistent reports and submissions to start from (shared by the tests and the
//! load generator): every sample is the task's own reference kernel, passing, timed at the `ci`
//! shape with tight samples, on a plausible discrete GPU in Chromium.

#![allow(dead_code, unreachable_pub)]

use ekb_wire::device::{DeviceInfo, DeviceLimits};
use ekb_wire::report::{SampleEntry, SampleReport, SuiteReport, TimingReport, Verdict};
use ekb_wire::timing::{Profile, TimerMethod};
use serde_json::{json, Value};

/// A discrete GPU seen through Chromium's WebGPU.
pub fn gpu(vendor: &str, architecture: &str) -> DeviceInfo {
    DeviceInfo {
        name: String::new(),
        vendor: vendor.into(),
        architecture: architecture.into(),
        driver: String::new(),
        backend: "browserwebgpu".into(),
        device_type: "discrete_gpu".into(),
        is_fallback: false,
        features: vec!["shader-f16".into(), "subgroups".into(), "timestamp-query".into()],
        limits: DeviceLimits::webgpu_default(),
        runtime: "chromium 156".into(),
        loop_cap: None,
    }
}

/// Timing with candidate median `candidate_ms` and baseline median `baseline_ms` (5 samples each,
/// spread ≈ 2 %).
pub fn timing(task: &kernels::Task, candidate_ms: f64, baseline_ms: f64) -> TimingReport {
    let spread = |m: f64| vec![m * 0.99, m, m * 1.01, m * 0.995, m * 1.005];
    TimingReport {
        method: TimerMethod::TimestampQuery,
        resolution_ns: 1000.0,
        shape: task.spec.timed_shape(Profile::Ci).expect("ci shape").label(),
        candidate_ms,
        baseline_ms,
        speedup: baseline_ms / candidate_ms,
        // Five pairs are too few for the sign test at 0.005 (2⁻⁵ > 0.005): no confident claim.
        speedup_lower: 0.0,
        looks: vec![5],
        candidate_first: vec![false, true, true, false, true],
        batch: ekb_wire::report::BatchSizes { candidate: 16, baseline: 16 },
        samples: 5,
        candidate_samples_ms: spread(candidate_ms),
        baseline_samples_ms: spread(baseline_ms),
        candidate_spread: 0.01,
        baseline_spread: 0.01,
        noisy: false,
        speed_of_light_ms: None,
        speed_of_light_violated: false,
        candidate_gflops: 1.0,
        candidate_gbps: 1.0,
        verified_launches: 10,
        input_sets: 4,
    }
}

/// A passing, timed sample of `task_id` with speedup `speedup`.
pub fn entry(task_id: &str, sample_id: &str, model: &str, device: &DeviceInfo, speedup: f64) -> SampleEntry {
    let task = kernels::get(task_id).unwrap_or_else(|| panic!("`{task_id}` is no suite task"));
    let report = SampleReport {
        task: task_id.into(),
        kind: Default::default(),
        baseline: Default::default(),
        verdict: Verdict::Pass,
        message: "correct on every check".into(),
        diagnostics: Vec::new(),
        timing: Some(timing(task, 1.0 / speedup, 1.0)),
        flags: Vec::new(),
        profile: Profile::Ci,
        seed: 7,
        checks_run: 5,
        max_abs_err: 1e-7,
        max_rel_err: 1e-6,
        device: Some(device.clone()),
        wall_ms: 12.5,
        fault: None,
        drawn_shapes: Vec::new(),
        timing_nonce: None,
        loop_cap_shapes: Vec::new(),
        reproduce: None,
        generated: None,
        corners: None,
    };
    SampleEntry {
        sample_id: sample_id.into(),
        task_id: task_id.into(),
        model: model.into(),
        level: task.spec.level,
        domain: task.spec.domain.clone(),
        report,
    }
}

/// The first `n` tasks of the suite that need no optional feature.
pub fn tasks(n: usize) -> Vec<&'static str> {
    kernels::all().iter().filter(|t| t.spec.features.is_empty()).take(n).map(|t| t.spec.id.as_str()).collect()
}

/// A consistent report over `entries` (aggregates computed as the app does).
pub fn report(entries: Vec<SampleEntry>, seed: u64) -> SuiteReport {
    SuiteReport::new(kernels::SUITE_VERSION, &kernels::suite_hash(), "0.1.0", Profile::Ci, seed, None, entries)
}

/// A reference-suite report over `tasks` on `device`, every sample with speedup `speedup`.
pub fn reference_report(tasks: &[&str], device: &DeviceInfo, speedup: f64, seed: u64) -> SuiteReport {
    report(tasks.iter().map(|t| entry(t, t, "reference", device, speedup)).collect(), seed)
}

/// The submission of `report` against the reference suite.
pub fn submission(report: &SuiteReport, key: &str) -> Value {
    json!({
        "idempotency_key": key,
        "app_version": "0.1.0",
        "app_commit": "abc1234",
        "generation_set": "reference",
        "browser_engine": "chromium 156",
        "report": report,
    })
}

/// A host CPU as the `cpu` backend reports it (`device_type = cpu`, not a fallback).
pub fn cpu() -> DeviceInfo {
    DeviceInfo {
        name: "host cpu (8 threads)".into(),
        vendor: "x86_64".into(),
        architecture: "x86_64".into(),
        driver: String::new(),
        backend: "cpu".into(),
        device_type: "cpu".into(),
        is_fallback: false,
        features: Vec::new(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "native".into(),
        loop_cap: None,
    }
}

/// An OpenCL CPU device (PoCL): a device in its own right, not a fallback.
pub fn pocl() -> DeviceInfo {
    DeviceInfo {
        name: "cpu-haswell-amd epyc".into(),
        vendor: "AuthenticAMD".into(),
        architecture: String::new(),
        driver: "6.0".into(),
        backend: "opencl".into(),
        device_type: "cpu".into(),
        is_fallback: false,
        features: Vec::new(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "opencl 3.0 pocl".into(),
        loop_cap: None,
    }
}

/// A passing sample of another kind on `device`: timed against the task's reference of that
/// kind when it has one, else `baseline: none` and untimed (checked only).
pub fn kinded(task_id: &str, sample_id: &str, model: &str, device: &DeviceInfo, speedup: f64, kind: ekb_wire::kind::Kind) -> SampleEntry {
    let mut e = entry(task_id, sample_id, model, device, speedup);
    e.report.kind = kind;
    if kernels::get(task_id).expect("suite task").reference(kind).is_none() {
        e.report.baseline = ekb_wire::report::Baseline::None;
        e.report.timing = None;
    }
    e
}
