//! Each task's measured headroom: the reference kernel's time over the speed-of-light bound of
//! its cost model on the measuring device's peak, recorded in `kernels/speed_of_light.json` by
//! `ekb sol --write kernels/speed_of_light.json` and shown by `ekb tasks --json` and docs/TASKS.md.
//!
//! The bound is the roofline of the task's `[cost]` model at the measured shape,
//! `max(FLOP / peak FLOP/s, bytes / peak bytes/s)` (Williams, Waterman and Patterson, *Roofline*,
//! CACM 2009), on the peak the evaluator's probe measures on the same device
//! ([`ekb_wire::timing::Peak`]): an FMA kernel for FLOP/s and a copy kernel for bytes/s. A ratio of
//! 1 means the reference runs at the bound; 40 means a kernel 40× faster than the reference is
//! possible before the bound is reached on that device — the task's headroom.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The recorded file (empty until the first `ekb sol --write`).
const RECORDED: &str = include_str!("../speed_of_light.json");

/// One device's measurement of the suite's references (`kernels/speed_of_light.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Measurement {
    /// The device the references ran on, as `name (backend)`.
    pub device: String,
    /// The profile whose shapes were timed: `ci` (small shapes) or `full` (timed shapes).
    pub profile: String,
    /// The measured peak: copy bandwidth, bytes per second.
    pub peak_bytes_per_s: f64,
    /// The measured peak: FMA throughput, FLOP per second.
    pub peak_flops_per_s: f64,
    /// The `ekb` version that measured it.
    pub ekb_version: String,
    /// Per task id.
    pub tasks: BTreeMap<String, TaskHeadroom>,
}

/// One task's headroom on the measuring device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskHeadroom {
    /// The shape timed (the task's shape of the measurement's profile), e.g. `M=128 N=128 K=128`.
    pub shape: String,
    /// The reference kernel's median time per launch, ms.
    pub reference_ms: f64,
    /// The speed-of-light bound at that shape on the measured peak, ms.
    pub bound_ms: f64,
    /// `reference_ms / bound_ms` (≥ 1 unless the cost model over-counts).
    pub ratio: f64,
}

/// Errors reading a measurement.
#[derive(Debug, thiserror::Error)]
pub enum MeasurementError {
    /// The JSON does not parse as a [`Measurement`].
    #[error("not a speed-of-light measurement: {0}")]
    Json(#[from] serde_json::Error),
    /// It parses, but a figure cannot be a measurement's (a peak or a time that is not a positive,
    /// finite number, or a ratio that is not the time over the bound).
    #[error("not a speed-of-light measurement: {0}")]
    Invalid(String),
}

impl Measurement {
    /// Parses a measurement file's text.
    ///
    /// # Errors
    /// [`MeasurementError::Json`] when it is not a measurement; [`MeasurementError::Invalid`] when
    /// a peak, time or bound is not a positive finite number, or a ratio is not time over bound.
    pub fn parse(text: &str) -> Result<Self, MeasurementError> {
        let m: Measurement = serde_json::from_str(text)?;
        let positive = |v: f64| v > 0.0 && v.is_finite();
        if !positive(m.peak_bytes_per_s) || !positive(m.peak_flops_per_s) {
            return Err(MeasurementError::Invalid(format!("peaks {} B/s and {} FLOP/s", m.peak_bytes_per_s, m.peak_flops_per_s)));
        }
        for (id, t) in &m.tasks {
            if !positive(t.reference_ms) || !positive(t.bound_ms) || (t.reference_ms / t.bound_ms - t.ratio).abs() > 1e-9 * t.ratio {
                return Err(MeasurementError::Invalid(format!(
                    "task {id}: {} ms over a bound of {} ms is not {}",
                    t.reference_ms, t.bound_ms, t.ratio
                )));
            }
        }
        Ok(m)
    }

    /// This measurement with `newer`'s tasks put in: the same device and profile keep the other
    /// tasks' entries; another device or profile replaces the whole measurement (ratios from two
    /// devices are not comparable). Entries of tasks no longer in the suite are dropped.
    pub fn merged(self, newer: Measurement) -> Measurement {
        let mut out = if self.device == newer.device && self.profile == newer.profile {
            let mut tasks = self.tasks;
            tasks.extend(newer.tasks);
            Measurement { tasks, ..newer }
        } else {
            newer
        };
        out.tasks.retain(|id, _| crate::get(id).is_some());
        out
    }

    /// The JSON written to `kernels/speed_of_light.json` (pretty, a trailing newline).
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).unwrap_or_default();
        s.push('\n');
        s
    }
}

/// The recorded measurement (`kernels/speed_of_light.json`), if one was recorded and it parses.
pub fn recorded() -> Option<&'static Measurement> {
    static CELL: OnceLock<Option<Measurement>> = OnceLock::new();
    CELL.get_or_init(|| Measurement::parse(RECORDED).ok()).as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(device: &str, id: &str, ratio: f64) -> Measurement {
        Measurement {
            device: device.into(),
            profile: "ci".into(),
            peak_bytes_per_s: 1e10,
            peak_flops_per_s: 1e11,
            ekb_version: "0".into(),
            tasks: [(id.to_string(), TaskHeadroom { shape: "N=1".into(), reference_ms: ratio, bound_ms: 1.0, ratio })].into(),
        }
    }

    /// Every task of the suite has a recorded headroom, measured on one device: a task added
    /// without `ekb sol --tasks <id> --write kernels/speed_of_light.json` fails here.
    #[test]
    fn every_task_has_a_recorded_headroom() {
        let m = recorded().expect("kernels/speed_of_light.json parses (run `ekb sol --write kernels/speed_of_light.json`)");
        let missing: Vec<&str> = crate::all().iter().map(|t| t.spec.id.as_str()).filter(|id| !m.tasks.contains_key(*id)).collect();
        assert!(
            missing.is_empty(),
            "no speed-of-light ratio recorded for {missing:?}: run `ekb sol --tasks <ids> --write kernels/speed_of_light.json`"
        );
        for (id, h) in &m.tasks {
            assert!(h.ratio.is_finite() && h.ratio > 0.0 && h.bound_ms > 0.0, "{id}: {h:?}");
            assert!((h.reference_ms / h.bound_ms - h.ratio).abs() <= 1e-6 * h.ratio, "{id}: ratio is not reference_ms / bound_ms");
        }
    }

    #[test]
    fn a_measurement_on_the_same_device_keeps_the_other_tasks_and_another_device_replaces_it() {
        let old = one("llvmpipe (vulkan)", "l1_gemm", 3.0);
        let same = old.clone().merged(one("llvmpipe (vulkan)", "l1_softmax", 5.0));
        assert_eq!(same.tasks.keys().collect::<Vec<_>>(), ["l1_gemm", "l1_softmax"]);
        let other = old.clone().merged(one("Mali-G78 (vulkan)", "l1_softmax", 5.0));
        assert_eq!(other.tasks.keys().collect::<Vec<_>>(), ["l1_softmax"]);
        let gone = old.merged(one("llvmpipe (vulkan)", "l1_no_such_task", 2.0));
        assert_eq!(gone.tasks.keys().collect::<Vec<_>>(), ["l1_gemm"]);
    }

    #[test]
    fn the_written_json_reads_back() {
        let m = one("llvmpipe (vulkan)", "l1_gemm", 3.0);
        assert_eq!(Measurement::parse(&m.to_json()).expect("parses"), m);
        assert!(Measurement::parse("{\"device\": 1}").is_err());
    }
}
