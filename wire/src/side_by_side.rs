//! One kernel on every device: the samples of several [`SuiteReport`]s of the same samples file
//! (this browser's run, `ekb eval` on this machine, a relay device's, a paired tab's) put side by
//! side — one group per sample, one row per device, each row naming its device, backend, transport
//! and baseline (docs/EVALUATION.md, "Side by side"). `ekb side-by-side` prints it and the app's
//! Remote devices page shows it.
//!
//! A speedup is the candidate's time over its baseline's time **on the same device**; rows are
//! never combined into one figure (a ratio between devices' times would mix hardware, transports
//! and baselines). What the table adds is the view: which devices the kernel passes on and how its
//! speedup over the same baseline moves from one device to the next.

use serde::{Deserialize, Serialize};

use crate::report::{Baseline, SampleEntry, SuiteReport};
use crate::transport::Transport;
use crate::Kind;

/// Where one row's figures were measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeviceColumn {
    /// The adapter or device name (`llvmpipe (LLVM 15.0.6, 256 bits)`, `AMD EPYC 7B13`), or
    /// `unknown` when the sample reached no device.
    pub name: String,
    /// The device API ([`crate::device::normalize_backend`]: `webgpu`, `vulkan`, `opencl`, `cpu`, …).
    pub backend: String,
    /// How the device was reached.
    pub transport: Transport,
    /// `native` or the browser engine (`chromium 156`); empty when unknown.
    pub runtime: String,
    /// A software or fallback adapter: its timings do not describe a GPU.
    pub is_fallback: bool,
    /// The label of the report this row comes from (a file name, `this browser`).
    pub source: String,
}

/// One device's result for one sample.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideRow {
    /// Where it ran.
    pub device: DeviceColumn,
    /// The verdict's wire name (`pass`, `mismatch`, `timeout`, …).
    pub verdict: String,
    /// What the speedup is measured against (`reference`; `none` when the task has no reference
    /// of the kind: never timed).
    pub baseline: Baseline,
    /// The candidate's median time at the timed shape, ms; `None` when not timed.
    pub candidate_ms: Option<f64>,
    /// The baseline's median time on the same device, ms.
    pub baseline_ms: Option<f64>,
    /// Baseline time over candidate time on this device (> 1: faster than the baseline).
    pub speedup: Option<f64>,
    /// The lower confidence bound of [`Self::speedup`] (docs/EVALUATION.md, "Timing").
    pub speedup_lower: Option<f64>,
    /// The timed shape (`R=256 C=1024`): rows timed at different shapes are not the same work.
    pub shape: Option<String>,
    /// Whether the timing was flagged noisy.
    pub noisy: bool,
}

/// Every device's result for one sample.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideGroup {
    /// The sample's id in its samples file.
    pub sample_id: String,
    /// The task.
    pub task_id: String,
    /// The candidate's kind.
    pub kind: Kind,
    /// One row per report holding the sample, in [`row_order`].
    pub rows: Vec<SideRow>,
}

/// The side-by-side view of several reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SideBySide {
    /// One group per sample id and task, in the order they first appear in the reports.
    pub groups: Vec<SideGroup>,
    /// What the reader should know before comparing rows: reports of different suites (a task's
    /// definition may differ between them), a sample id that names different tasks.
    pub warnings: Vec<String>,
}

impl DeviceColumn {
    /// The device of `entry` as reached through `report`'s transport.
    fn of(entry: &SampleEntry, report: &SuiteReport, source: &str) -> Self {
        let d = entry.report.device.as_ref().or(report.device.as_ref());
        Self {
            name: d.map_or_else(|| "unknown".to_string(), |d| d.name.clone()),
            backend: d.map_or_else(|| "unknown".to_string(), crate::device::DeviceInfo::backend_name),
            transport: report.transport,
            runtime: d.map(|d| d.runtime.clone()).unwrap_or_default(),
            is_fallback: d.is_some_and(|d| d.is_fallback),
            source: source.to_string(),
        }
    }
}

impl SideRow {
    fn of(entry: &SampleEntry, report: &SuiteReport, source: &str) -> Self {
        let r = &entry.report;
        let t = r.timing.as_ref();
        Self {
            device: DeviceColumn::of(entry, report, source),
            verdict: r.verdict.kind().to_string(),
            baseline: r.baseline,
            candidate_ms: t.map(|t| t.candidate_ms),
            baseline_ms: t.map(|t| t.baseline_ms),
            speedup: t.map(|t| t.speedup),
            speedup_lower: t.map(|t| t.speedup_lower),
            shape: t.map(|t| t.shape.clone()),
            noisy: t.is_some_and(|t| t.noisy),
        }
    }
}

/// The order of rows in a group: this machine first, then relay devices, then paired tabs; within
/// a transport by backend, then device name, then report label.
pub fn row_order(a: &SideRow, b: &SideRow) -> std::cmp::Ordering {
    let rank = |t: Transport| match t {
        Transport::Local => 0,
        Transport::Relay => 1,
        Transport::Paired => 2,
    };
    let key = |r: &SideRow| (rank(r.device.transport), r.device.backend.clone(), r.device.name.clone(), r.device.source.clone());
    key(a).cmp(&key(b))
}

/// Puts `reports` (each with a label naming where it came from) side by side.
pub fn side_by_side(reports: &[(String, SuiteReport)]) -> SideBySide {
    let mut groups: Vec<SideGroup> = Vec::new();
    let mut warnings = Vec::new();
    if let Some((first_label, first)) = reports.first() {
        for (label, r) in &reports[1..] {
            if r.suite_hash != first.suite_hash {
                warnings.push(format!(
                    "{label} was evaluated on suite {} ({}), {first_label} on {} ({}): a task may differ between them",
                    r.suite_version,
                    short(&r.suite_hash),
                    first.suite_version,
                    short(&first.suite_hash)
                ));
            }
        }
    }
    for (label, report) in reports {
        for entry in &report.samples {
            let row = SideRow::of(entry, report, label);
            let found =
                groups.iter_mut().find(|g| g.sample_id == entry.sample_id && g.task_id == entry.task_id && g.kind == entry.report.kind);
            match found {
                Some(g) => g.rows.push(row),
                None => {
                    if groups.iter().any(|g| g.sample_id == entry.sample_id) {
                        warnings.push(format!(
                            "sample {} names different tasks or kinds in different reports: they are listed apart",
                            entry.sample_id
                        ));
                    }
                    groups.push(SideGroup {
                        sample_id: entry.sample_id.clone(),
                        task_id: entry.task_id.clone(),
                        kind: entry.report.kind,
                        rows: vec![row],
                    });
                }
            }
        }
    }
    for g in &mut groups {
        crate::sort::sort_by(&mut g.rows, row_order);
    }
    warnings.dedup();
    SideBySide { groups, warnings }
}

fn short(hash: &str) -> String {
    hash.chars().take(12).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::{DeviceInfo, DeviceLimits};
    use crate::report::{BatchSizes, SampleReport, TimingReport, Verdict};
    use crate::timing::{Profile, TimerMethod};

    fn timing(speedup: f64) -> TimingReport {
        TimingReport {
            method: TimerMethod::TimestampQuery,
            resolution_ns: 1000.0,
            shape: "N=1024".into(),
            candidate_ms: 1.0 / speedup,
            baseline_ms: 1.0,
            speedup,
            speedup_lower: speedup * 0.9,
            looks: vec![5],
            candidate_first: vec![false; 5],
            batch: BatchSizes { candidate: 1, baseline: 1 },
            samples: 5,
            candidate_samples_ms: vec![1.0 / speedup; 5],
            baseline_samples_ms: vec![1.0; 5],
            candidate_spread: 0.0,
            baseline_spread: 0.0,
            noisy: false,
            speed_of_light_ms: None,
            speed_of_light_violated: false,
            candidate_gflops: 1.0,
            candidate_gbps: 1.0,
            verified_launches: 5,
            input_sets: 2,
        }
    }

    fn entry(sample: &str, task: &str, speedup: Option<f64>, device: &str) -> SampleEntry {
        let device = DeviceInfo {
            name: device.into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: "Vulkan".into(),
            device_type: "cpu".into(),
            is_fallback: true,
            features: Vec::new(),
            limits: DeviceLimits::webgpu_default(),
            runtime: "native".into(),
            loop_cap: None,
        };
        let report = SampleReport {
            task: task.into(),
            kind: Kind::Wgsl,
            baseline: Baseline::Reference,
            verdict: if speedup.is_some() { Verdict::Pass } else { Verdict::Timeout { limit_ms: 10 } },
            message: String::new(),
            diagnostics: Vec::new(),
            timing: speedup.map(timing),
            flags: Vec::new(),
            profile: Profile::Ci,
            seed: 1,
            checks_run: 1,
            max_abs_err: 0.0,
            max_rel_err: 0.0,
            device: Some(device),
            wall_ms: 1.0,
            fault: None,
            drawn_shapes: Vec::new(),
            timing_nonce: None,
            loop_cap_shapes: Vec::new(),
            reproduce: None,
            generated: None,
            corners: None,
        };
        SampleEntry { sample_id: sample.into(), task_id: task.into(), model: "m".into(), level: 1, domain: "language".into(), report }
    }

    fn report(transport: Transport, hash: &str, samples: Vec<SampleEntry>) -> SuiteReport {
        SuiteReport::new("3", hash, "t", Profile::Ci, 1, None, samples).with_transport(transport)
    }

    /// A report mixing baselines keeps them apart: the headline metrics and the geomean take the
    /// reference rows, `per_baseline["tvm"]` the TVM rows; Correct@1 counts every row in both.
    #[test]
    fn metrics_never_mix_baselines() {
        let mut tvm = entry("s2", "l1_relu", Some(0.5), "llvmpipe");
        tvm.report.baseline = Baseline::Tvm;
        let r = report(Transport::Local, "h", vec![entry("s1", "l1_softmax", Some(2.0), "llvmpipe"), tvm]);
        assert_eq!((r.metrics.correct_at_1, r.metrics.tasks_with_baseline), (1.0, Some(1)));
        assert!((r.metrics.geomean_speedup.expect("geomean") - 2.0).abs() < 1e-12, "the reference row only");
        let t = &r.per_baseline["tvm"];
        assert_eq!((t.correct_at_1, t.tasks_with_baseline, t.fast_at_1_0), (1.0, Some(1), 0.0));
        assert!((t.geomean_speedup.expect("geomean") - 0.5).abs() < 1e-12, "the TVM row only");
        let only_reference = report(Transport::Local, "h", vec![entry("s1", "l1_softmax", Some(2.0), "llvmpipe")]);
        assert!(only_reference.per_baseline.is_empty());
    }

    #[test]
    fn each_sample_gets_one_row_per_report_that_holds_it_local_first() {
        let relay = report(Transport::Relay, "h", vec![entry("s1", "l1_softmax", Some(2.0), "pocl"), entry("s2", "l1_relu", None, "pocl")]);
        let local = report(Transport::Local, "h", vec![entry("s1", "l1_softmax", Some(1.5), "llvmpipe")]);
        let v = side_by_side(&[("relay.json".into(), relay), ("local.json".into(), local)]);
        assert!(v.warnings.is_empty(), "{:?}", v.warnings);
        assert_eq!(v.groups.len(), 2);
        let s1 = &v.groups[0];
        assert_eq!((s1.sample_id.as_str(), s1.rows.len()), ("s1", 2));
        assert_eq!(s1.rows[0].device.transport, Transport::Local);
        assert_eq!(s1.rows[0].device.source, "local.json");
        assert_eq!(s1.rows[0].speedup, Some(1.5));
        assert_eq!(s1.rows[1].device.name, "pocl");
        assert_eq!(s1.rows[1].device.backend, "vulkan", "the backend is normalised");
        let s2 = &v.groups[1];
        assert_eq!((s2.rows.len(), s2.rows[0].verdict.as_str(), s2.rows[0].speedup), (1, "timeout", None));
    }

    #[test]
    fn different_suites_and_reused_sample_ids_are_warned_about() {
        let a = report(Transport::Local, "aaaa", vec![entry("s1", "l1_softmax", Some(1.0), "x")]);
        let b = report(Transport::Relay, "bbbb", vec![entry("s1", "l1_relu", Some(1.0), "y")]);
        let v = side_by_side(&[("a".into(), a), ("b".into(), b)]);
        assert_eq!(v.groups.len(), 2, "different tasks are never one group");
        assert_eq!(v.warnings.len(), 2, "{:?}", v.warnings);
        assert!(v.warnings[0].contains("suite"));
        assert!(v.warnings[1].contains("different tasks"));
    }
}
