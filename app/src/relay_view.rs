//! What the Remote devices page shows and sends, as plain Rust tested natively: a device's line,
//! the `POST /api/relay/jobs` body ([`NewJob`]) checked before it is sent, a job's progress from
//! `GET /api/relay/jobs/{id}` ([`JobStatus`]), the poll delays, the `POST /api/validate` answer,
//! and the remote and this browser's results side by side. The API is docs/SERVER.md's
//! (`/api/relay/…`, `/api/validate`); the types are `ekb_wire::relay`'s.

use ekb_wire::api::ValidateRequest;
use ekb_wire::diagnostic::{Diagnostic, Severity};
use ekb_wire::kind::Kind;
use ekb_wire::relay::{JobCandidate, JobState, JobStatus, NewJob, RelayDevice};
use ekb_wire::report::SampleReport;

/// Longest candidate sent, bytes: the relay's default `max_source_bytes` (64 KiB); a server with a
/// larger limit still gets nothing longer from the page, a smaller one answers 422 `candidate.source`.
pub(crate) const MAX_SOURCE_BYTES: usize = 64 << 10;

/// Most polls of one job before the page stops and says so (with [`poll_delay_ms`]: ≈ 30 min).
pub(crate) const MAX_POLLS: u32 = 1000;

/// `cpu · c · x86_64-linux-gnu · 1 free · 0 waiting` (`· emulated` after the hardware of a device
/// that announced it runs emulated: its timings describe the emulator).
pub(crate) fn device_line(d: &RelayDevice) -> String {
    let kinds =
        if d.kinds.is_empty() { "no kinds yet".to_string() } else { d.kinds.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ") };
    let hw = d.hardware.as_deref().map(|h| format!(" · {h}")).unwrap_or_default();
    let emulated = if d.emulated { " · emulated" } else { "" };
    format!("{} · {kinds}{hw}{emulated} · {} free · {} waiting", d.backend, d.free, d.pending)
}

/// Whether the browser validates `kind` itself (WGSL, with naga); others get their diagnostics
/// from the server's `POST /api/validate`.
pub(crate) fn validated_here(kind: Kind) -> bool {
    kind.info().validated_in_browser
}

/// The job for `device`, checked as the server would check it first: a kind the device accepts,
/// a task of the suite, a source that is neither empty nor over [`MAX_SOURCE_BYTES`]. The job names
/// the device API of its kind ([`job_backend`]): an `ekb device` serving `opencl` and `c` takes an
/// `opencl` job on `opencl` and a `c` job on `cpu`.
///
/// # Errors
/// [`NotAJob`], worded as a sentence for the visitor naming what is wrong.
pub(crate) fn new_job(device: &RelayDevice, task: &str, kind: Kind, source: &str) -> Result<NewJob, NotAJob> {
    if !device.kinds.contains(&kind) {
        return Err(NotAJob::KindRefused { device: device.key.clone(), kind });
    }
    if task.is_empty() {
        return Err(NotAJob::NoTask);
    }
    if source.trim().is_empty() {
        return Err(NotAJob::EmptySource);
    }
    if source.len() > MAX_SOURCE_BYTES {
        return Err(NotAJob::TooLarge { bytes: source.len() });
    }
    Ok(NewJob {
        backend: job_backend(device, kind),
        device: device.key.clone(),
        task: task.to_string(),
        candidate: JobCandidate { kind, source: source.to_string() },
    })
}

/// The device API a job of `kind` on `device` names: the device's own when the kind runs on it
/// (`cpu` for `c` on a CPU device, `webgpu` for a paired tab), else the first of the kind's family
/// (`opencl` for `opencl`, `cpu` for `c`) — docs/RELAY.md, "Device keys".
pub(crate) fn job_backend(device: &RelayDevice, kind: Kind) -> String {
    let apis = kind.info().family.info().device_apis;
    if apis.contains(&device.backend.as_str()) {
        return device.backend.clone();
    }
    apis.first().map_or_else(|| device.backend.clone(), |a| (*a).to_string())
}

/// Why the Remote devices page cannot send a job ([`new_job`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NotAJob {
    /// The device does not accept candidates of this kind.
    KindRefused {
        /// The device's key.
        device: String,
        /// The candidate's kind.
        kind: Kind,
    },
    /// No task picked.
    NoTask,
    /// The candidate is empty or only whitespace.
    EmptySource,
    /// The candidate is over [`MAX_SOURCE_BYTES`].
    TooLarge {
        /// Its size, bytes.
        bytes: usize,
    },
}

impl std::fmt::Display for NotAJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::KindRefused { device, kind } => write!(f, "{device} does not accept `{}` candidates", kind.name()),
            Self::NoTask => f.write_str("pick a task"),
            Self::EmptySource => f.write_str("the candidate is empty"),
            Self::TooLarge { bytes } => write!(f, "the candidate is {bytes} bytes; the relay takes at most {MAX_SOURCE_BYTES}"),
        }
    }
}

impl std::error::Error for NotAJob {}

/// A job's progress for people, and the fraction for a progress bar (absent: indeterminate).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Progress {
    /// `queued (2 ahead)`, `running: timing`, `done`, `failed: device lost`.
    pub label: String,
    /// 0–1 when known.
    pub fraction: Option<f64>,
}

/// The progress of `s`.
pub(crate) fn progress(s: &JobStatus) -> Progress {
    match &s.state {
        JobState::Queued { position } => {
            Progress { label: if *position == 0 { "queued (next)".into() } else { format!("queued ({position} ahead)") }, fraction: None }
        }
        JobState::Running { step, fraction } => {
            Progress { label: format!("running: {step}"), fraction: fraction.filter(|f| f.is_finite()).map(|f| f.clamp(0.0, 1.0)) }
        }
        JobState::Done { report } => Progress { label: format!("done: {}", report.verdict.kind()), fraction: Some(1.0) },
        JobState::Failed { reason } => Progress { label: format!("failed: {reason}"), fraction: None },
    }
}

/// Wait before poll number `n` (0-based), ms: 500 ms for the first ten (a short job ends in
/// seconds), then doubling to 2 s.
pub(crate) fn poll_delay_ms(n: u32) -> u32 {
    match n {
        0..=9 => 500,
        10..=19 => 1000,
        _ => 2000,
    }
}

/// The `POST /api/validate` body ([`ValidateRequest`], docs/SERVER.md).
pub(crate) fn validate_request(task: &str, kind: Kind, source: &str) -> ValidateRequest {
    ValidateRequest { task: task.to_string(), kind, source: source.to_string() }
}

/// One line for a check's result: `valid (server, 41 ms)`, `invalid_shader (server, 41 ms):
/// 2 errors, 1 warning`; `by` names who checked (`this browser`, `server`).
pub(crate) fn check_line(valid: bool, verdict: Option<&str>, diagnostics: &[Diagnostic], by: &str, elapsed_ms: Option<u64>) -> String {
    let when = elapsed_ms.map(|ms| format!(", {ms} ms")).unwrap_or_default();
    if valid {
        return format!("valid ({by}{when})");
    }
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count() as u64;
    let warnings = diagnostics.len() as u64 - errors;
    let mut counts = vec![crate::logic::count(errors, "error")];
    if warnings > 0 {
        counts.push(crate::logic::count(warnings, "warning"));
    }
    format!("{} ({by}{when}): {}", verdict.unwrap_or("invalid"), counts.join(", "))
}

/// One row of the side-by-side table: what, the remote value, this browser's value.
pub(crate) type CompareRow = (&'static str, String, String);

/// What the side-by-side table compares, in order.
const COMPARED: [&str; 6] = ["verdict", "speedup", "candidate (median)", "baseline (median)", "timing method", "device"];

/// The values of [`COMPARED`] for one report.
fn compared_values(r: &SampleReport) -> [String; 6] {
    let timed = |f: &dyn Fn(&ekb_wire::report::TimingReport) -> String| r.timing.as_ref().map_or_else(|| "—".to_string(), f);
    [
        r.verdict.kind().to_string(),
        timed(&|t| format!("{:.2}×", t.speedup)),
        timed(&|t| format!("{:.4} ms", t.candidate_ms)),
        timed(&|t| format!("{:.4} ms", t.baseline_ms)),
        timed(&|t| t.method.name().to_string()),
        r.device
            .as_ref()
            .map_or_else(|| "—".to_string(), |d| format!("{} ({})", if d.name.is_empty() { "unnamed" } else { &d.name }, d.backend_name())),
    ]
}

/// The remote report beside this browser's (either may be missing yet: `…`): verdict, speedup,
/// candidate and baseline medians, timing method, device. `remote_failed`: the job ended without a
/// report (its verdict cell says so, the others are `—`).
pub(crate) fn compare_rows(remote: Option<&SampleReport>, remote_failed: bool, here: Option<&SampleReport>) -> Vec<CompareRow> {
    let values = |r: Option<&SampleReport>| r.map_or_else(|| std::array::from_fn(|_| "…".to_string()), compared_values);
    let mut remote = values(remote);
    if remote_failed {
        remote = std::array::from_fn(|i| if i == 0 { "job failed (no verdict)".to_string() } else { "—".to_string() });
    }
    COMPARED.into_iter().zip(remote).zip(values(here)).map(|((name, a), b)| (name, a, b)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::relay::Transport;

    fn device(kinds: Vec<Kind>) -> RelayDevice {
        RelayDevice {
            key: "cpu-x86".into(),
            backend: "cpu".into(),
            kinds,
            hardware: Some("x86_64".into()),
            emulated: false,
            free: 1,
            pending: 0,
        }
    }

    fn status(state: JobState) -> JobStatus {
        JobStatus {
            id: "j1".into(),
            task: "l1_vector_add".into(),
            kind: Kind::C,
            backend: "cpu".into(),
            transport: Transport::Relay,
            device: "cpu-x86".into(),
            state,
            created_unix_ms: 1,
            updated_unix_ms: 2,
        }
    }

    #[test]
    fn device_line_names_backend_kinds_hardware_and_queue() {
        assert_eq!(device_line(&device(vec![Kind::C])), "cpu · c · x86_64 · 1 free · 0 waiting");
        let mut d = device(Vec::new());
        d.hardware = None;
        assert_eq!(device_line(&d), "cpu · no kinds yet · 1 free · 0 waiting");
        d.emulated = true;
        assert_eq!(device_line(&d), "cpu · no kinds yet · emulated · 1 free · 0 waiting");
    }

    #[test]
    fn new_job_is_checked_before_it_is_sent() {
        let d = device(vec![Kind::C]);
        let job = new_job(&d, "l1_vector_add", Kind::C, "void f(void) {}").unwrap();
        let v = serde_json::to_value(&job).unwrap();
        assert_eq!(v["backend"], "cpu");
        assert_eq!(v["device"], "cpu-x86");
        assert_eq!(v["candidate"]["kind"], "c");
        // An `ekb device` announcing `opencl` (its headline) and `c`: each job names its kind's API.
        let mut edge = device(vec![Kind::Opencl, Kind::C]);
        edge.backend = "opencl".into();
        assert_eq!(new_job(&edge, "l1_vector_add", Kind::Opencl, "__kernel void k() {}").unwrap().backend, "opencl");
        assert_eq!(new_job(&edge, "l1_vector_add", Kind::C, "void f(void) {}").unwrap().backend, "cpu");
        assert!(new_job(&d, "l1_vector_add", Kind::Wgsl, "x").unwrap_err().to_string().contains("does not accept `wgsl`"));
        assert_eq!(new_job(&d, "l1_vector_add", Kind::C, "  \n").unwrap_err().to_string(), "the candidate is empty");
        assert_eq!(new_job(&d, "", Kind::C, "x").unwrap_err(), NotAJob::NoTask);
        let long = "x".repeat(MAX_SOURCE_BYTES + 1);
        assert!(new_job(&d, "l1_vector_add", Kind::C, &long).unwrap_err().to_string().contains("at most 65536"));
        assert!(new_job(&d, "l1_vector_add", Kind::C, &long[1..]).is_ok());
    }

    #[test]
    fn progress_of_each_state() {
        assert_eq!(progress(&status(JobState::Queued { position: 0 })).label, "queued (next)");
        assert_eq!(progress(&status(JobState::Queued { position: 2 })).label, "queued (2 ahead)");
        let p = progress(&status(JobState::Running { step: "timing".into(), fraction: Some(1.7) }));
        assert_eq!((p.label.as_str(), p.fraction), ("running: timing", Some(1.0)));
        assert_eq!(progress(&status(JobState::Running { step: "x".into(), fraction: Some(f64::NAN) })).fraction, None);
        let p = progress(&status(JobState::Failed { reason: "session timeout".into() }));
        assert_eq!((p.label.as_str(), p.fraction), ("failed: session timeout", None));
    }

    #[test]
    fn polls_back_off_to_two_seconds() {
        assert_eq!(
            (poll_delay_ms(0), poll_delay_ms(9), poll_delay_ms(10), poll_delay_ms(20), poll_delay_ms(999)),
            (500, 500, 1000, 2000, 2000)
        );
        let total: u64 = (0..MAX_POLLS).map(|n| u64::from(poll_delay_ms(n))).sum();
        assert!((25 * 60_000..=40 * 60_000).contains(&total), "{total} ms");
        assert!(validated_here(Kind::Wgsl) && !validated_here(Kind::C) && !validated_here(Kind::Opencl));
    }

    #[test]
    fn validation_request_and_check_lines() {
        let v = serde_json::to_value(validate_request("l1_vector_add", Kind::C, "int x;")).unwrap();
        assert_eq!(v, serde_json::json!({"task": "l1_vector_add", "kind": "c", "source": "int x;"}));
        assert_eq!(check_line(true, None, &[], "server", Some(41)), "valid (server, 41 ms)");
        let e = Diagnostic::error(ekb_wire::diagnostic::Stage::Validate, "expected `;`");
        let mut w = e.clone();
        w.severity = Severity::Warning;
        assert_eq!(
            check_line(false, Some("invalid_shader"), &[e.clone(), e.clone(), w], "server", Some(3)),
            "invalid_shader (server, 3 ms): 2 errors, 1 warning"
        );
        assert_eq!(check_line(false, None, &[e], "this browser", None), "invalid (this browser): 1 error");
    }

    #[test]
    fn compare_rows_put_remote_and_here_side_by_side() {
        use ekb_wire::report::Verdict;
        let r = SampleReport::without_run(
            "l1_vector_add",
            Verdict::Timeout { limit_ms: 1 },
            "t".into(),
            Vec::new(),
            ekb_wire::timing::Profile::Ci,
        );
        let rows = compare_rows(Some(&r), false, None);
        assert_eq!(rows[0], ("verdict", "timeout".to_string(), "…".to_string()));
        assert_eq!(rows[1], ("speedup", "—".to_string(), "…".to_string()));
        assert_eq!(rows.len(), 6);
        let rows = compare_rows(None, true, Some(&r));
        assert_eq!(rows[0], ("verdict", "job failed (no verdict)".to_string(), "timeout".to_string()));
        assert_eq!(rows[5], ("device", "—".to_string(), "—".to_string()));
    }
}
