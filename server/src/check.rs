//! Never trust a client's aggregates: every stored result is rebuilt from the per-sample rows.
//!
//! For each sample, [`check`] re-validates the candidate source with naga and the contract
//! ([`wgsl_lib::prepare::prepare`] against the task, on the reported device's features and
//! limits), compares that with the claimed verdict, recomputes the speedup from the times and the
//! median from the timing samples, the spread, the speed-of-light bound from the task's cost model
//! and the report's measured peak, and attaches [`RowFlag`]s with a note for each. Correctness
//! counts only when the claimed `pass` is consistent. Metrics come from
//! [`ekb_wire::metrics::compute`] over the checked rows; the client's own aggregates are only
//! compared with what its samples imply (a mismatch flags the whole report).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use ekb_eval::timing::{confident_speedup, median, paired_speedup, relative_spread};
use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::{Family, Kind};
use ekb_wire::metrics::{compute, Metrics, SampleOutcome};
use ekb_wire::report::{Baseline, Flag, SampleEntry, SuiteReport, TimingReport, Verdict};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::device_key::{is_software, norm_backend, DeviceKey};
use crate::validator::{Rejection, Validation};

/// A reason to keep a result off the default leaderboard. Stored with each row, by [`Self::name`].
///
/// The evaluator's own flags are one variant ([`Flag`] is their one list); the server adds the two
/// that only it can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum RowFlag {
    /// A flag the evaluator raises too — the sample's own, or recomputed here (the adapter from
    /// `is_fallback`, its device type or a known renderer's name; the speedup and spread from the
    /// samples; the speed-of-light bound from the report's peak).
    Eval(Flag),
    /// The report's suite hash is not this server's suite.
    SuiteMismatch,
    /// The report contradicts itself or the server's re-validation (see the row's notes).
    InconsistentReport,
    /// The sample's kind (`opencl`, `c`) cannot be re-checked here: this server has no sandbox or
    /// no OpenCL device (see the row's notes), so its verdict is the client's word alone.
    UnverifiedKind,
    /// The report says its device was reached through a relay (or a paired tab), but the sample's
    /// report is no relay job of this server: the transport is only the client's word, and the row
    /// is stored `local` ([`crate::provenance`]).
    UnvouchedTransport,
    /// One source (client address) already has counted rows in this leaderboard cell from an
    /// earlier submission, or this submission has more than the per-source bound in it
    /// ([`crate::provenance`]): stored and shown, but not counted, so one source cannot flood a cell.
    SourceQuota,
}

impl RowFlag {
    /// A software or fallback adapter.
    pub const FALLBACK_ADAPTER: Self = Self::Eval(Flag::FallbackAdapter);

    /// The snake_case name stored in the database (an evaluator flag's own wire name).
    pub fn name(self) -> &'static str {
        match self {
            Self::Eval(f) => f.name(),
            Self::SuiteMismatch => "suite_mismatch",
            Self::InconsistentReport => "inconsistent_report",
            Self::UnverifiedKind => "unverified_kind",
            Self::UnvouchedTransport => "unvouched_transport",
            Self::SourceQuota => "source_quota",
        }
    }

    /// The note a row carries for this flag when no check wrote a more specific one (the flags
    /// about the adapter, the timing's spread and the evaluator's own findings).
    pub fn standard_note(self) -> Option<String> {
        match self {
            Self::Eval(Flag::FallbackAdapter) => Some("a software or fallback adapter: its times do not describe a GPU".into()),
            Self::Eval(Flag::SuspiciousSpeedup) => {
                Some(format!("speedup above {SUSPICIOUS_SPEEDUP}× the reference: left off the default leaderboard until reproduced"))
            }
            Self::Eval(Flag::Noisy) => {
                Some(format!("timing spread above {} % of the median: the speedup is uncertain", NOISY_SPREAD * 100.0))
            }
            Self::Eval(Flag::Nondeterministic) => Some("the evaluator saw different outputs on two runs of this kernel".into()),
            Self::Eval(Flag::PossibleEndlessLoop) => {
                Some("a check run on a software adapter took over 100× the reference: it may never finish on a GPU".into())
            }
            Self::Eval(Flag::LoopCap) => Some(
                "the device stopped a loop of this kernel at its iteration cap: outputs there are not what a GPU computes, which may \
                 run that loop without end"
                    .into(),
            ),
            Self::UnverifiedKind => Some("this server cannot re-check kernels of this kind: the verdict is the client's alone".into()),
            Self::Eval(Flag::FasterThanLight)
            | Self::SuiteMismatch
            | Self::InconsistentReport
            | Self::UnvouchedTransport
            | Self::SourceQuota => None,
        }
    }
}

impl From<RowFlag> for &'static str {
    fn from(f: RowFlag) -> Self {
        f.name()
    }
}

impl TryFrom<String> for RowFlag {
    type Error = UnknownRowFlag;

    fn try_from(name: String) -> Result<Self, UnknownRowFlag> {
        Flag::ALL
            .into_iter()
            .map(RowFlag::Eval)
            .chain([Self::SuiteMismatch, Self::InconsistentReport, Self::UnverifiedKind, Self::UnvouchedTransport, Self::SourceQuota])
            .find(|f| f.name() == name)
            .ok_or(UnknownRowFlag(name))
    }
}

/// A name that is no [`RowFlag`]'s.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown row flag `{0}`")]
pub struct UnknownRowFlag(pub String);

pub use ekb_wire::report::{FASTER_THAN_LIGHT_FRACTION, NOISY_SPREAD, SUSPICIOUS_SPEEDUP};

/// Where a sample's source came from and who wrote it.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The candidate text.
    pub source: String,
    /// The model credited for it.
    pub model: String,
}

/// One checked result row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ResultRow {
    /// Position in the report.
    pub ord: usize,
    /// Sample id.
    pub sample_id: String,
    /// Task id.
    pub task_id: String,
    /// The candidate's kind.
    pub kind: Kind,
    /// The normalised backend of the device that ran it ([`crate::device_key::norm_backend`]).
    pub backend: String,
    /// Whether the task had a reference kernel of this kind to time against.
    pub baseline: Baseline,
    /// The id (`dev_…`) of the device that ran it: the sample's own device key
    /// ([`crate::device_key::DeviceKey::id`]), which the leaderboard credits the row to.
    pub device_id: String,
    /// That device's label ([`crate::device_key::DeviceKey::label`]).
    pub device_label: String,
    /// How the device was reached, as the server vouches for it: `local` until
    /// [`crate::provenance`] finds the row's report is one of this server's relay jobs.
    pub transport: ekb_wire::report::Transport,
    /// Who vouches for the row ([`crate::provenance`]); `claimed` as checked here.
    pub provenance: ekb_wire::api::Provenance,
    /// Task level (from the suite, not the client).
    pub level: u8,
    /// Task domain (from the suite).
    pub domain: String,
    /// Credited model.
    pub model: String,
    /// The claimed verdict's kind.
    pub verdict: String,
    /// Counted correct: a `pass` consistent with the server's checks.
    pub correct: bool,
    /// Median candidate launch, ms.
    pub candidate_ms: Option<f64>,
    /// Median reference launch, ms.
    pub baseline_ms: Option<f64>,
    /// The speedup recomputed from the timing samples ([`ekb_eval::timing::paired_speedup`]); None when
    /// the times are not usable or the report is inconsistent.
    pub speedup: Option<f64>,
    /// The lower confidence bound on the speedup recomputed from the timing samples and their looks
    /// ([`ekb_eval::timing::confident_speedup`]); confidently faster than `p` when `> p`. None
    /// when the samples are not usable or the report is inconsistent.
    pub speedup_lower: Option<f64>,
    /// How time was measured.
    pub timer_method: Option<String>,
    /// SHA-256 of the source.
    pub source_hash: String,
    /// SHA-256 of the sample's report as JSON (serialised again from its parsed form, so layout
    /// and field order do not matter): the reference to a relay job of this server whose stored
    /// report it is ([`crate::provenance`]).
    pub report_hash: String,
    /// Flags.
    pub flags: BTreeSet<RowFlag>,
    /// One note per finding, for the submitter.
    pub notes: Vec<String>,
}

impl ResultRow {
    /// The stored name of [`Self::baseline`] (`reference`, `tvm`, `none`).
    pub fn baseline_name(&self) -> &'static str {
        baseline_name(self.baseline)
    }
}

/// The stored name of a baseline (`reference`, `tvm`, `none`).
pub fn baseline_name(b: Baseline) -> &'static str {
    b.name()
}

/// A checked report.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Rows in report order.
    pub rows: Vec<ResultRow>,
    /// Metrics recomputed from the rows.
    pub metrics: Metrics,
    /// Report-level flags.
    pub flags: BTreeSet<RowFlag>,
    /// Report-level notes.
    pub notes: Vec<String>,
    /// The device (the report's, or its first sample's).
    pub device: DeviceInfo,
}

/// SHA-256 of a sample report's JSON, as the relay stores a done job's report
/// ([`crate::relay::store::finish`]) and [`crate::provenance`] looks it up.
pub fn report_hash(r: &ekb_wire::report::SampleReport) -> String {
    sha256_hex(serde_json::to_string(r).unwrap_or_default().as_bytes())
}

/// SHA-256 of `text` as lowercase hex.
pub fn sha256_hex(text: &[u8]) -> String {
    Sha256::digest(text).iter().map(|b| format!("{b:02x}")).collect()
}

fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-6 * a.abs().max(b.abs())
}

/// Checks `report` whose samples' sources are `sources` and whose sources' re-validations are
/// `validations` (both in the same order; [`crate::validator::validate_report`] computes them), as
/// submitted through `browser_engine`. `device` is the report's device (validated present by the
/// caller).
pub fn check(report: &SuiteReport, sources: &[Resolved], validations: &[Validation], device: &DeviceInfo, browser_engine: &str) -> Checked {
    let mut flags = BTreeSet::new();
    let mut notes = Vec::new();
    let server_hash = kernels::suite_hash();
    if report.suite_hash != server_hash {
        flags.insert(RowFlag::SuiteMismatch);
        notes.push(format!("suite hash {} is not this server's suite {server_hash}", report.suite_hash));
    } else if report.suite_version != kernels::SUITE_VERSION {
        flags.insert(RowFlag::InconsistentReport);
        notes.push(format!("suite version {} does not go with suite hash {server_hash}", report.suite_version));
    }
    fn device_of<'a>(s: &'a SampleEntry, device: &'a DeviceInfo) -> &'a DeviceInfo {
        s.report.device.as_ref().unwrap_or(device)
    }
    // A report of one software adapter (each row is flagged on its own sample's device too).
    if is_software(device) && report.samples.iter().all(|s| is_software(device_of(s, device))) {
        flags.insert(RowFlag::FALLBACK_ADAPTER);
    }
    if let Some(why) = aggregates_differ(report) {
        flags.insert(RowFlag::InconsistentReport);
        notes.push(format!("the report's aggregates disagree with its own samples ({why})"));
    }
    // One device per kind: a samples file mixing kinds runs each kind on its own backend (WGSL on
    // a GPU, C on the host's CPU), but the samples of one kind all ran on the same device — the
    // first one of that kind names it.
    let mut keys: HashMap<Kind, DeviceKey> = HashMap::new();
    for s in &report.samples {
        keys.entry(s.report.kind).or_insert_with(|| DeviceKey::new(device_of(s, device), browser_engine));
    }
    let report_key = DeviceKey::new(device, browser_engine);
    if report
        .samples
        .iter()
        .any(|s| DeviceKey::new(device_of(s, device), browser_engine) != *keys.get(&s.report.kind).unwrap_or(&report_key))
    {
        flags.insert(RowFlag::InconsistentReport);
        notes.push("the samples of one kind were evaluated on more than one device".into());
    }
    let rows: Vec<ResultRow> = report
        .samples
        .iter()
        .zip(sources.iter().zip(validations))
        .enumerate()
        .map(|(ord, (entry, (resolved, validation)))| {
            let key = keys.get(&entry.report.kind).unwrap_or(&report_key);
            let mut row = check_sample(ord, entry, resolved, validation, report, device, key, browser_engine);
            row.flags.extend(flags.iter().copied());
            if row.flags.contains(&RowFlag::InconsistentReport) {
                // A report that contradicts itself is not a measurement: no row keeps its speedup.
                row.correct = false;
                row.speedup = None;
                row.speedup_lower = None;
            }
            // Every flag comes with a note: findings about the whole report, then the standard
            // explanation of the flags no check wrote one for.
            row.notes.extend(notes.iter().map(|n| format!("report: {n}")));
            row.notes.extend(row.flags.iter().filter_map(|f| f.standard_note()));
            row
        })
        .collect();
    let outcomes: Vec<SampleOutcome> = rows
        .iter()
        .map(|r| SampleOutcome {
            task: r.task_id.clone(),
            level: r.level,
            domain: r.domain.clone(),
            correct: r.correct,
            speedup: r.speedup,
            speedup_lower: r.speedup_lower,
            has_baseline: r.baseline == Baseline::Reference,
        })
        .collect();
    Checked { metrics: compute(&outcomes), rows, flags, notes, device: device.clone() }
}

#[allow(clippy::too_many_arguments)]
fn check_sample(
    ord: usize,
    entry: &SampleEntry,
    resolved: &Resolved,
    validation: &Validation,
    report: &SuiteReport,
    device: &DeviceInfo,
    key: &DeviceKey,
    browser_engine: &str,
) -> ResultRow {
    let task = kernels::get(&entry.task_id).expect("task ids are validated before checking");
    let r = &entry.report;
    let mut flags = BTreeSet::new();
    let mut notes = Vec::new();
    let mut inconsistent = |notes: &mut Vec<String>, why: String| {
        flags.insert(RowFlag::InconsistentReport);
        notes.push(why);
    };
    if r.task != entry.task_id {
        inconsistent(&mut notes, format!("report.task `{}` is not the sample's task `{}`", r.task, entry.task_id));
    }
    if entry.level != task.spec.level || entry.domain != task.spec.domain {
        inconsistent(
            &mut notes,
            format!("level/domain {}/{} are not the task's {}/{}", entry.level, entry.domain, task.spec.level, task.spec.domain),
        );
    }
    if r.profile != report.profile {
        inconsistent(&mut notes, "the sample's profile differs from the report's".into());
    }
    let sample_device = r.device.as_ref().unwrap_or(device);
    if DeviceKey::new(sample_device, browser_engine) != *key {
        inconsistent(&mut notes, "evaluated on another device than the report's other samples of its kind".into());
    }
    // Source validity against the claimed verdict.
    let mut unverified = false;
    let claimed = r.verdict.kind();
    match (validation, &r.verdict) {
        (Validation::Valid, Verdict::InvalidShader | Verdict::ContractViolation | Verdict::Unsupported { .. }) => {
            inconsistent(&mut notes, format!("claimed {claimed}, but the source validates for this task and device"));
        }
        (
            Validation::Rejected(Rejection { kind, message: msg }),
            Verdict::Pass | Verdict::Mismatch(_) | Verdict::RuntimeError { .. } | Verdict::Timeout { .. },
        ) => {
            inconsistent(&mut notes, format!("claimed {claimed}, but the server finds {kind}: {msg}"));
        }
        (Validation::Rejected(Rejection { kind, message: msg }), _) if *kind != claimed => {
            inconsistent(&mut notes, format!("claimed {claimed}, but the server finds {kind}: {msg}"));
        }
        (Validation::Unverified(why), _) => {
            notes.push(format!("{} kernels are not re-checked on this server: {why}", r.kind));
            unverified = true;
        }
        _ => {}
    }
    // `baseline: none` leaves the task out of Fast@p, so it must be the suite's truth: the task
    // has no reference kernel of this kind (and such a sample is never timed).
    // A `tvmscript` candidate is timed against the kernels of the form TVM compiled it to on the
    // sample's device (`wgsl` on a wgpu API, `opencl`, `c` on the CPU).
    let timed_kind = match r.kind {
        Kind::Tvmscript => {
            crate::relay::tvmscript::form_kind(Family::for_device_api(&sample_device.backend_name()).unwrap_or(Family::Wgpu))
        }
        k => k,
    };
    let has_reference = task.reference(timed_kind).is_some();
    if r.baseline == Baseline::None && has_reference {
        inconsistent(&mut notes, format!("baseline none, but the task has a {} reference ({})", r.kind, r.kind.reference_file()));
    } else if r.baseline == Baseline::None && r.timing.is_some() {
        inconsistent(&mut notes, "timing without a baseline (a task with no reference kernel of this kind is not timed)".into());
    } else if r.baseline == Baseline::Reference && !has_reference && r.timing.is_some() {
        inconsistent(&mut notes, format!("timed against a {} reference the task does not have", r.kind));
    } else if r.baseline == Baseline::Tvm && !matches!(task.tvm_baseline(timed_kind), Ok(Some(_))) {
        inconsistent(&mut notes, format!("timed against a TVM {} kernel the task does not have (docs/TVM.md)", r.kind));
    }
    if r.verdict.is_pass() && r.checks_run == 0 {
        inconsistent(&mut notes, "a pass without any correctness run".into());
    }
    let (mut speedup, mut speedup_lower) = (None, None);
    if let Some(t) = &r.timing {
        if r.verdict.is_pass() {
            // Each kind's peak (`peaks`) was measured on that kind's device, which its first sample
            // names (`key`); an older report's single `peak` was measured on the report's device.
            // Either bounds only the samples that ran where it was measured.
            let peak = if report.peaks.is_empty() {
                report.peak.filter(|_| DeviceKey::new(sample_device, browser_engine) == DeviceKey::new(device, browser_engine))
            } else {
                report.peak_for(r.kind).filter(|_| DeviceKey::new(sample_device, browser_engine) == *key)
            };
            (speedup, speedup_lower) = check_timing(t, task, report, peak, &mut flags, &mut notes).unzip();
        } else {
            inconsistent(&mut notes, format!("timing on a {claimed} (only a pass is timed)"));
        }
    }
    if is_software(sample_device) {
        flags.insert(RowFlag::FALLBACK_ADAPTER);
    }
    if unverified {
        flags.insert(RowFlag::UnverifiedKind);
    }
    flags.extend(r.flags.iter().copied().map(RowFlag::Eval));
    let consistent = !flags.contains(&RowFlag::InconsistentReport);
    let own = DeviceKey::new(sample_device, browser_engine);
    ResultRow {
        ord,
        sample_id: entry.sample_id.clone(),
        task_id: entry.task_id.clone(),
        kind: r.kind,
        backend: norm_backend(&sample_device.backend),
        baseline: r.baseline,
        device_id: own.id(),
        device_label: own.label(),
        transport: ekb_wire::report::Transport::Local,
        provenance: ekb_wire::api::Provenance::Claimed,
        level: task.spec.level,
        domain: task.spec.domain.clone(),
        model: resolved.model.clone(),
        verdict: claimed.to_string(),
        correct: r.verdict.is_pass() && consistent,
        candidate_ms: r.timing.as_ref().map(|t| t.candidate_ms).filter(|v| v.is_finite()),
        baseline_ms: r.timing.as_ref().map(|t| t.baseline_ms).filter(|v| v.is_finite()),
        speedup: speedup.filter(|_| consistent),
        speedup_lower: speedup_lower.flatten().filter(|_| consistent),
        timer_method: r.timing.as_ref().map(|t| t.method.name().to_string()),
        source_hash: sha256_hex(resolved.source.as_bytes()),
        report_hash: report_hash(r),
        flags,
        notes,
    }
}

/// Recomputes the speedup of a timed pass and its lower confidence bound (None when the samples
/// cannot carry one: it is never taken from the client) and flags what does not add up.
fn check_timing(
    t: &TimingReport,
    task: &kernels::Task,
    report: &SuiteReport,
    peak: Option<ekb_wire::timing::Peak>,
    flags: &mut BTreeSet<RowFlag>,
    notes: &mut Vec<String>,
) -> Option<(f64, Option<f64>)> {
    let bad = |flags: &mut BTreeSet<RowFlag>, notes: &mut Vec<String>, why: String| {
        flags.insert(RowFlag::InconsistentReport);
        notes.push(why);
    };
    let (c, b) = (t.candidate_ms, t.baseline_ms);
    if !(c.is_finite() && b.is_finite() && c > 0.0 && b > 0.0) {
        bad(flags, notes, format!("times must be finite and positive (candidate {c} ms, baseline {b} ms)"));
        return None;
    }
    let mut samples_ok = true;
    for (name, samples, med) in [("candidate", &t.candidate_samples_ms, c), ("baseline", &t.baseline_samples_ms, b)] {
        samples_ok = false;
        if samples.len() != t.samples as usize || samples.is_empty() {
            bad(flags, notes, format!("{} {name} timing samples, {} declared", samples.len(), t.samples));
        } else if samples.iter().any(|v| !v.is_finite() || *v <= 0.0) {
            bad(flags, notes, format!("{name} timing samples must be finite and positive"));
        } else if !close(median(samples), med) {
            bad(flags, notes, format!("{name}_ms {med} is not the median of its samples ({})", median(samples)));
        } else {
            samples_ok = true;
        }
        if !samples_ok {
            break;
        }
    }
    // The evaluator's speedup is the median of the per-pair ratios (`ekb_eval::timing::paired_speedup`),
    // which differs from baseline_ms / candidate_ms whenever the load drifts during the run.
    let speedup = if samples_ok { paired_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms) } else { b / c };
    if samples_ok && !close(t.speedup, speedup) {
        bad(flags, notes, format!("speedup {} is not the median of the per-pair ratios baseline/candidate = {speedup:.4}", t.speedup));
    }
    // The confident bound, from the samples and the looks alone (the submission validated the
    // looks' shape); a claimed bound the samples do not give makes the report inconsistent.
    let n = t.candidate_samples_ms.len();
    let looks_ok = t.looks.last().is_none_or(|&l| l as usize == n) && (t.candidate_first.is_empty() || t.candidate_first.len() == n);
    if samples_ok && !looks_ok {
        bad(flags, notes, format!("looks {:?} and {} pair orders do not fit {n} timing pairs", t.looks, t.candidate_first.len()));
    }
    let lower = (samples_ok && looks_ok).then(|| confident_speedup(&t.baseline_samples_ms, &t.candidate_samples_ms, &t.looks));
    if let Some(l) = lower {
        if t.speedup_lower != 0.0 && !close(t.speedup_lower, l) {
            bad(
                flags,
                notes,
                format!("speedup_lower {} is not the sign-test bound of the timing samples at their looks = {l:.4}", t.speedup_lower),
            );
        }
    }
    let spread = relative_spread(&t.candidate_samples_ms).max(relative_spread(&t.baseline_samples_ms));
    if t.noisy || spread > NOISY_SPREAD {
        flags.insert(RowFlag::Eval(Flag::Noisy));
    }
    if speedup > SUSPICIOUS_SPEEDUP {
        flags.insert(RowFlag::Eval(Flag::SuspiciousSpeedup));
    }
    match task.spec.timed_shape(report.profile) {
        Ok(shape) => {
            if t.shape != shape.label() {
                bad(flags, notes, format!("timed at `{}`, but the {:?} profile times `{}`", t.shape, report.profile, shape.label()));
            }
            let peak_bound = peak
                .filter(|p| p.bytes_per_s.is_finite() && p.flops_per_s.is_finite() && p.bytes_per_s > 0.0 && p.flops_per_s > 0.0)
                .and_then(|p| Some(p.speed_of_light_ms(task.spec.flops(&shape).ok()?, task.spec.bytes(&shape).ok()?)));
            let bound = [peak_bound, t.speed_of_light_ms.filter(|v| v.is_finite())]
                .into_iter()
                .flatten()
                .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))));
            if bound.is_some_and(|sol| c < FASTER_THAN_LIGHT_FRACTION * sol) {
                flags.insert(RowFlag::Eval(Flag::FasterThanLight));
                notes.push(format!("{c} ms is under half the speed-of-light bound {:.4} ms", bound.unwrap_or_default()));
            }
        }
        Err(e) => tracing::error!(task = %task.spec.id, error = %e, "suite task has no timed shape"),
    }
    Some((speedup, lower))
}

/// Whether the report's metrics differ from what its own samples imply (as claimed).
fn aggregates_differ(report: &SuiteReport) -> Option<String> {
    let implied = SuiteReport::new(
        &report.suite_version,
        &report.suite_hash,
        &report.tool_version,
        report.profile,
        report.seed,
        report.peak,
        report.samples.clone(),
    );
    let pairs: [(&str, serde_json::Value, serde_json::Value); 4] = [
        ("metrics", serde_json::json!(report.metrics), serde_json::json!(implied.metrics)),
        ("per_level", serde_json::json!(report.per_level), serde_json::json!(implied.per_level)),
        ("per_domain", serde_json::json!(report.per_domain), serde_json::json!(implied.per_domain)),
        ("by_model", serde_json::json!(report.by_model), serde_json::json!(implied.by_model)),
    ];
    pairs.into_iter().find(|(_, a, b)| !approx_eq(a, b)).map(|(name, _, _)| name.to_string())
}

fn approx_eq(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_f64(), y.as_f64()) {
            (Some(x), Some(y)) => close(x, y) || (x - y).abs() < 1e-12,
            _ => x == y,
        },
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| approx_eq(x, y)),
        (Value::Object(x), Value::Object(y)) => x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| approx_eq(v, w))),
        _ => a == b,
    }
}

/// The submission's status and reason from its checked rows: `rejected` for another suite,
/// `received` when every row is flagged, else `listed` (the reason counts the flagged rows by flag),
/// with the report-level findings appended.
pub fn status_of(checked: &Checked) -> (ekb_wire::api::SubmissionStatus, String) {
    use ekb_wire::api::SubmissionStatus as Status;
    let counts = flag_counts(&checked.rows);
    let flagged = checked.rows.iter().filter(|r| !r.flags.is_empty()).count();
    let summary = counts.iter().map(|(f, n)| format!("{f} ×{n}")).collect::<Vec<_>>().join(", ");
    let (status, reason) = if checked.flags.contains(&RowFlag::SuiteMismatch) {
        (Status::Rejected, format!("{}; update the app and run the suite again", checked.notes.join("; ")))
    } else if flagged == checked.rows.len() {
        (Status::Received, format!("every result is flagged ({summary}); flagged results are shown only with include_flagged=true"))
    } else if flagged > 0 {
        (Status::Listed, format!("{flagged} of {} results flagged ({summary}) and left off the default leaderboard", checked.rows.len()))
    } else {
        (Status::Listed, String::new())
    };
    // Findings about the report as a whole (its aggregates, its devices) belong to no one row: the
    // reason is where the submitter sees them.
    if status != Status::Rejected && !checked.notes.is_empty() {
        let notes = format!("report: {}", checked.notes.join("; "));
        let reason = if reason.is_empty() { notes } else { format!("{reason}; {notes}") };
        return (status, reason);
    }
    (status, reason)
}

/// Per-row flag counts of a checked report (for the response).
pub fn flag_counts(rows: &[ResultRow]) -> BTreeMap<&'static str, usize> {
    let mut m = BTreeMap::new();
    for f in rows.iter().flat_map(|r| r.flags.iter()) {
        *m.entry(f.name()).or_insert(0) += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names stored in the database before the evaluator's flags became one variant: every
    /// stored row still reads, and new rows store the same names.
    #[test]
    fn row_flag_names_are_stable() {
        let stored = [
            "unvouched_transport",
            "source_quota",
            "faster_than_light",
            "suspicious_speedup",
            "noisy",
            "fallback_adapter",
            "nondeterministic",
            "possible_endless_loop",
            "suite_mismatch",
            "inconsistent_report",
            "unverified_kind",
        ];
        for name in stored {
            let f = RowFlag::try_from(name.to_string()).expect("a known name");
            assert_eq!(f.name(), name);
            assert_eq!(serde_json::to_value(f).expect("json"), serde_json::json!(name));
            assert_eq!(serde_json::from_value::<RowFlag>(serde_json::json!(name)).expect("back"), f);
        }
        assert!(RowFlag::try_from("fast".to_string()).is_err());
        assert_eq!(RowFlag::FALLBACK_ADAPTER, RowFlag::Eval(Flag::FallbackAdapter));
    }
}
