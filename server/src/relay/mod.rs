//! The relay's job API (docs/RELAY.md, "Jobs"; docs/SERVER.md has the endpoints):
//!
//! * `POST /api/relay/jobs` ([`ekb_wire::relay::NewJob`] → 202 [`ekb_wire::relay::JobCreated`]),
//! * `GET /api/relay/jobs/{id}` → [`ekb_wire::relay::JobStatus`],
//! * `GET /api/relay/devices` → [`ekb_wire::relay::RelayDevices`] (the tracker's summary).
//!
//! Jobs live in the database ([`store`]); a runner loop ([`runner`]) claims them and runs each
//! through an [`Executor`] that the binary supplies (`ekb serve`: a pool of `ekb worker`
//! processes reaching the device over TVM RPC), so this crate depends on no backend.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use ekb_wire::kind::{Family, Kind};
use ekb_wire::report::SampleReport;

use crate::auth::AdminToken;

pub mod api;
pub mod devices;
pub mod paired;
pub mod paired_store;
pub mod runner;
pub mod store;
pub mod tvmscript;

pub use store::ClaimedJob;
pub use tvmscript::TvmScriptCompiler;

/// How the relay runs: its tracker, its bounds, its leases.
#[derive(Clone, Debug)]
pub struct RelayConfig {
    /// Whether this server takes relay jobs (`false`: the relay routes answer 403).
    pub enabled: bool,
    /// The tracker to ask for the device summary, `HOST:PORT`; `None`: `/devices` answers 503.
    pub tracker: Option<String>,
    /// How the tracker is named in `/devices` (`embedded` or `HOST:PORT`).
    pub tracker_label: String,
    /// The embedded tracker, read in-process by `/devices` (no connection: it answers even while
    /// peers hold every tracker connection); `None` for an external tracker.
    pub embedded: Option<tvm_rpc::TrackerHandle>,
    /// Token that allows submitting `c` jobs (native code compiled on this host), sent as
    /// `Authorization: Bearer …`; `None`: `c` jobs are refused (403).
    pub token: Option<AdminToken>,
    /// Largest candidate source, bytes.
    pub max_source_bytes: usize,
    /// Jobs queued or running per client ([`crate::peer::address_key`]: an IPv4 address, an IPv6 /64).
    pub max_jobs_per_client: u32,
    /// Jobs queued in all (every server on the database), counted apart for tracker devices and
    /// for paired tabs: jobs for a tab (one's own, kept busy) never fill the tracker devices' queue.
    pub max_queued: u32,
    /// Jobs queued or running for one paired tab's code (a tab runs one at a time: a longer queue
    /// only waits).
    pub max_jobs_per_tab: u32,
    /// Tracker devices' jobs this server runs at once (a paired tab runs its own, one at a time,
    /// outside this bound: `runner`).
    pub concurrency: usize,
    /// A claim's lease: a job whose runner has not extended it for this long is taken back.
    pub lease: Duration,
    /// Claims of one job before a lost lease fails it instead of requeuing it.
    pub max_attempts: u32,
    /// Wall-clock limit of one job from its claim (the executor has its own, shorter ones).
    pub job_timeout: Duration,
    /// How long a job whose device key no server has registered stays queued (taking no runner
    /// slot) before it fails saying so.
    pub device_wait: Duration,
    /// How often an idle runner looks for queued jobs and lost leases.
    pub poll: Duration,
    /// How long a pairing code lives (the tab's socket is then closed once its job ended).
    pub pair_ttl: Duration,
    /// A paired tab silent this long (no heartbeat, no frame) is dropped and its job failed.
    pub pair_beat_timeout: Duration,
    /// Tabs paired with this server at once.
    pub max_paired_tabs: usize,
    /// Tabs paired with this server at once from one client ([`crate::peer::address_key`]).
    pub max_paired_per_client: usize,
    /// Wrong pairing codes a client IP may name per minute before every code it names is a 429.
    pub pair_wrong_codes_per_minute: u32,
    /// What compiles `tvmscript` jobs on this host ([`tvmscript`]); `None`: they are refused (503).
    pub tvmscript: Option<Arc<dyn TvmScriptCompiler>>,
}

impl Default for RelayConfig {
    /// Disabled; when enabled: 64 KiB sources, 4 jobs per client, 64 queued (of each class), 4
    /// per paired tab, 2 at once, 30 s leases, 2 attempts, 10 minutes per job, 60 s for an
    /// unregistered device, polling every second; pairing codes for 8 hours, paired tabs silent
    /// for 3 heartbeats (15 s) dropped, 64 tabs, 8 per client, 10 wrong codes per client per minute;
    /// no `tvmscript` compiler.
    fn default() -> Self {
        Self {
            enabled: false,
            tracker: None,
            tracker_label: "none".into(),
            embedded: None,
            token: None,
            max_source_bytes: 64 << 10,
            max_jobs_per_client: 4,
            max_queued: 64,
            max_jobs_per_tab: 4,
            concurrency: 2,
            lease: Duration::from_secs(30),
            max_attempts: 2,
            job_timeout: Duration::from_secs(600),
            device_wait: Duration::from_secs(60),
            poll: Duration::from_secs(1),
            pair_ttl: Duration::from_secs(8 * 3600),
            pair_beat_timeout: Duration::from_secs(3 * ekb_wire::paired::BEAT_S),
            max_paired_tabs: 64,
            max_paired_per_client: 8,
            pair_wrong_codes_per_minute: 10,
            tvmscript: None,
        }
    }
}

/// How an [`Executor`] ended a job.
#[derive(Clone, Debug, PartialEq)]
pub enum Execution {
    /// The candidate was evaluated: any verdict, a fault of the kernel included (`runtime_error`
    /// when the kernel crashed its process, `timeout` when it ran past its limit).
    Done(Box<SampleReport>),
    /// The candidate could not be evaluated: the device or its session was lost, no device of the
    /// key was free in time, the relay's worker died. Not a verdict on the kernel.
    Failed(String),
}

/// Where a running job reports its progress; the runner stores the latest step with each lease
/// extension. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Progress(Arc<tokio::sync::watch::Sender<(String, Option<f64>)>>);

impl Progress {
    /// A progress channel and its receiving end.
    pub fn channel() -> (Self, tokio::sync::watch::Receiver<(String, Option<f64>)>) {
        let (tx, rx) = tokio::sync::watch::channel(("claimed".to_string(), None));
        (Self(Arc::new(tx)), rx)
    }

    /// Sets the step (`compiling`, `on device rasp4`, `timing`) and the fraction done (0–1).
    pub fn step(&self, step: impl Into<String>, fraction: Option<f64>) {
        let fraction = fraction.filter(|f| f.is_finite()).map(|f| f.clamp(0.0, 1.0));
        self.0.send_replace((step.into(), fraction));
    }
}

/// Runs relay jobs. The binary supplies it (`ekb serve`: a pool of `ekb worker` processes with
/// `DeviceSelection.remote` set to the job's tracker and key).
///
/// [`Executor::execute`] blocks its thread (it runs under `tokio::task::spawn_blocking`) for at
/// most about `limit`; the runner stops waiting at [`RelayConfig::job_timeout`] regardless and
/// fails the job.
pub trait Executor: Send + Sync + fmt::Debug + 'static {
    /// Evaluates `job`, reporting steps through `progress`, within `limit` of wall-clock time.
    fn execute(&self, job: &ClaimedJob, progress: &Progress, limit: Duration) -> Execution;
}

/// The kinds a relay device reporting `device_api` accepts: those of its runner family that run on
/// a stock TVM server ([`ekb_wire::kind::KindInfo::runs_on_stock_tvm`]: `cpu` with `c`; OpenCL on
/// stock servers is out of scope, docs/RELAY.md).
pub fn kinds_of_device_api(device_api: &str) -> Vec<Kind> {
    Family::for_device_api(device_api).map_or_else(Vec::new, |f| f.kinds().filter(|k| k.info().runs_on_stock_tvm).collect())
}

/// The kinds an `ekb device` runs in kernel hosts of its own, beyond what a stock TVM server runs
/// (docs/RELAY.md, "`ekb device`"): a job of one of them is accepted only for a device that
/// announces it.
pub const HOSTED_KINDS: [Kind; 2] = [Kind::Wgsl, Kind::Opencl];

/// The kinds a relay job naming `device_api` may carry: [`kinds_of_device_api`] and the
/// [`HOSTED_KINDS`] of that device API's family (`opencl` on `opencl`, `wgsl` on `vulkan`, `metal`,
/// …: a wgpu graphics API).
pub fn job_kinds_of_device_api(device_api: &str) -> Vec<Kind> {
    Family::for_device_api(device_api)
        .map_or_else(Vec::new, |f| f.kinds().filter(|k| k.info().runs_on_stock_tvm || HOSTED_KINDS.contains(k)).collect())
}

/// `text` as it is stored and shown: every control character but a line feed, and every
/// bidirectional override or isolate, written as a visible escape (`\u{1b}`). A failure reason can
/// carry a device's own words (a remote exception's text); they never reach a terminal or a page as
/// escape sequences.
pub fn plain_text(text: &str) -> String {
    let unsafe_char = |c: char| (c.is_control() && c != '\n') || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    text.chars().map(|c| if unsafe_char(c) { c.escape_unicode().to_string() } else { c.to_string() }).collect()
}

/// A new job id or pairing code's bits: 128 random bits from the OS (`getrandom`) as 32 lowercase
/// hex digits (unguessable: a job's status carries its report, a code reaches a tab). `None` when
/// the OS has no random source to give: the caller refuses the request (500), never falls back to
/// a guessable value.
pub(crate) fn new_id() -> Option<String> {
    let mut b = [0u8; 16];
    getrandom::fill(&mut b).ok()?;
    Some(b.iter().map(|x| format!("{x:02x}")).collect())
}

/// A name unique among the servers on a database, not secret: 16 hex digits of [`new_id`], or of
/// the process and the time when the OS gives no random bits.
pub(crate) fn unique_name() -> String {
    let id = new_id().unwrap_or_else(|| format!("{:08x}{:08x}", std::process::id(), crate::db::now_ms()));
    id[..16].to_string()
}

/// `text` (a job's end, a tab's close reason) as this server logs it: the pairing code `device`
/// replaced by its [`device_label`]; a tracker key's text as it is.
pub fn log_text(text: &str, device: &str) -> String {
    if ekb_wire::paired::is_code(device) {
        text.replace(device, &device_label(device))
    } else {
        text.to_string()
    }
}

/// How a job's device is named in this server's log: a tracker key as it is, a pairing code by a
/// label that does not give it away (`tab-` and 8 hex digits of its SHA-256): a code lets whoever
/// holds it run kernels on the tab, and logs are read by more people than hold codes.
pub fn device_label(device: &str) -> String {
    if ekb_wire::paired::is_code(device) {
        let h = crate::check::sha256_hex(device.as_bytes());
        format!("tab-{}", &h[..8])
    } else {
        device.to_string()
    }
}

/// Whether `id` has the shape of a job id.
pub(crate) fn is_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The relay's per-server state: wakes this server's runner when a job is submitted (other
/// servers on the same database find it at their next poll), and keeps the last device summary
/// for [`DEVICES_FOR`] (so visitors polling `/devices` cost the tracker one SUMMARY a second).
#[derive(Debug, Default)]
pub struct Wakeup {
    notify: tokio::sync::Notify,
    devices: std::sync::Mutex<Option<(std::time::Instant, ekb_wire::relay::RelayDevices)>>,
}

/// How long a device summary is reused.
pub const DEVICES_FOR: Duration = Duration::from_secs(1);

impl Wakeup {
    /// Wakes the runner.
    pub fn wake(&self) {
        self.notify.notify_one();
    }

    /// Waits for [`Self::wake`] or `at_most`.
    pub async fn wait(&self, at_most: Duration) {
        let _ = tokio::time::timeout(at_most, self.notify.notified()).await;
    }

    /// The device summary stored less than [`DEVICES_FOR`] ago.
    pub fn recent_devices(&self) -> Option<ekb_wire::relay::RelayDevices> {
        let kept = self.devices.lock().ok()?;
        kept.as_ref().filter(|(at, _)| at.elapsed() < DEVICES_FOR).map(|(_, d)| d.clone())
    }

    /// Stores a device summary.
    pub fn keep_devices(&self, d: &ekb_wire::relay::RelayDevices) {
        if let Ok(mut kept) = self.devices.lock() {
            *kept = Some((std::time::Instant::now(), d.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use ekb_wire::kind::Kind;

    /// A job names its kind's device API; stock servers' derived kinds stay `c` on `cpu`.
    #[test]
    fn job_kinds_by_device_api() {
        assert_eq!(super::job_kinds_of_device_api("cpu"), vec![Kind::C]);
        assert_eq!(super::job_kinds_of_device_api("opencl"), vec![Kind::Opencl]);
        assert_eq!(super::job_kinds_of_device_api("vulkan"), vec![Kind::Wgsl]);
        assert!(super::kinds_of_device_api("vulkan").is_empty(), "a stock server keyed `vulkan-…` runs no wgsl job");
        assert!(super::job_kinds_of_device_api("cuda").is_empty());
        assert!(super::kinds_of_device_api("opencl").is_empty(), "a stock server keyed `opencl-…` runs no opencl job");
    }

    #[test]
    fn stored_reasons_carry_no_escape_sequences() {
        let r = super::plain_text("device lost: \u{1b}[2J\u{1b}]0;x\u{7}\u{202e}\nsecond line\r");
        assert!(!r.chars().any(|c| c.is_control() && c != '\n'), "{r:?}");
        assert!(r.contains("\\u{1b}[2J") && r.contains("\nsecond line"), "{r}");
    }

    #[test]
    fn codes_never_reach_the_log() {
        let code = ekb_wire::paired::code_from_bytes(&[7; 16]);
        let label = super::device_label(&code);
        assert!(label.starts_with("tab-") && label.len() == 12 && !label.contains(&code[5..10]), "{label}");
        assert_eq!(super::device_label("rasp4"), "rasp4");
        let text = format!("the paired tab `{code}` closed its connection");
        assert_eq!(super::log_text(&text, &code), format!("the paired tab `{label}` closed its connection"));
        assert_eq!(super::log_text("no device `rasp4`", "rasp4"), "no device `rasp4`");
        assert_eq!(super::new_id().map(|i| i.len()), Some(32));
        assert_ne!(super::new_id(), super::new_id());
    }
}
