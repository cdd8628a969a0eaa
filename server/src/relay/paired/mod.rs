//! Paired browser tabs as relay devices (docs/RELAY.md, "Paired tabs"): a tab opens the WebSocket
//! at `GET /api/relay/pair`, says `hello` with its adapter, and is a device of this server under a
//! fresh pairing code ([`ekb_wire::paired`]) until it closes, stops beating or its code expires.
//! Jobs whose `device` is the code are claimed by the runner only while the tab is connected,
//! visible and idle ([`Pairings::ready`]), and run by [`Pairings::execute`]: the job is pushed to
//! the tab, its progress stored, its report re-checked against the job (task, kind, source hash,
//! the adapter the tab announced).
//!
//! A tab that sends a malformed or oversized frame, a second `hello`, or a frame about a job it was
//! not sent is dropped (its running job fails saying why); so is one that is silent for
//! [`RelayConfig::pair_beat_timeout`] (`socket.rs`). Codes are unguessable (128 bits from the OS),
//! never reused, held by this process and published to the other servers on the database by their
//! SHA-256 ([`super::paired_store`]): a job for a code no server holds is a 404 and counts as a
//! wrong guess for its client ([`Pairings::count_wrong`]; over
//! [`RelayConfig::pair_wrong_codes_per_minute`]: 429 for every code until the minute is over,
//! [`Pairings::guesses_left`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ekb_wire::kind::Kind;
use ekb_wire::paired::{self as wire, ServerFrame, TabFrame};
use ekb_wire::relay::RelayDevice;
use tokio::sync::{mpsc, oneshot};

use super::{ClaimedJob, Execution, Progress, RelayConfig};

/// The device API every paired tab reports.
pub const BACKEND: &str = "webgpu";

/// The kinds a paired tab runs.
pub const KINDS: [Kind; 1] = [Kind::Wgsl];

/// WebSocket close code for a tab dropped for its frames (RFC 6455 1008, policy violation).
const CLOSE_POLICY: u16 = 1008;

/// Frames a tab may send in one second; more drop it. A tab sends a beat every 5 s and a few
/// frames per job: a flood of beats or progress frames is no tab's.
pub const MAX_TAB_FRAMES_PER_S: u32 = 20;

/// The least time between two wake-ups of the runner caused by one tab (its next poll claims
/// anyway): a tab toggling its visibility cannot make the runner poll in a loop.
const TAB_WAKE_EVERY: Duration = Duration::from_millis(250);

/// How long a wrong-guess window lasts.
const GUESS_WINDOW: Duration = Duration::from_secs(60);

/// Client addresses whose wrong guesses are remembered (the oldest window is forgotten beyond it).
const MAX_GUESSERS: usize = 4096;

/// The paired tabs of this server and the wrong guesses of their codes.
#[derive(Debug)]
pub struct Pairings {
    /// This server's name in `paired_tabs` ([`super::paired_store`]).
    server: String,
    /// Bumped when a tab comes or goes: the runner then publishes the tabs at its next look.
    version: AtomicU64,
    tabs: Mutex<HashMap<String, Tab>>,
    /// Wrong guesses per client ([`crate::peer::address_key`]): the start of its window and the count.
    guesses: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    wrong_codes: AtomicU64,
}

#[derive(Debug)]
struct Tab {
    adapter: String,
    /// The client that paired it ([`crate::peer::address_key`]), for [`RelayConfig::max_paired_per_client`].
    client: String,
    visible: bool,
    /// Since when the tab has been hidden without a break (`None` while visible).
    hidden_since: Option<Instant>,
    running: Option<Running>,
    /// A job the runner claimed for this tab and has not started yet ([`Pairings::reserve`]).
    reserved: Option<String>,
    /// The last job that ended without the tab's report: its late frames are ignored, not forged.
    cancelled: Option<String>,
    to_tab: mpsc::Sender<ServerFrame>,
}

#[derive(Debug)]
struct Running {
    job: String,
    task: String,
    kind: Kind,
    source_sha256: String,
    progress: Progress,
    outcome: oneshot::Sender<Execution>,
}

/// Why a code was refused ([`Pairings::guesses_left`], and the relay's API when no tab holds it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeRefusal {
    /// No tab holds it (404); the guess was counted.
    Unknown,
    /// This client guessed wrong too often; retry after this many seconds (429).
    TooManyGuesses {
        /// Seconds until its window ends.
        retry_after_s: u64,
    },
}

impl Default for Pairings {
    /// No tab; this server named by 64 random bits (the process and the time without OS random
    /// bits: a name, not a secret).
    fn default() -> Self {
        Self {
            server: format!("srv-{}", super::unique_name()),
            version: AtomicU64::new(0),
            tabs: Mutex::default(),
            guesses: Mutex::default(),
            wrong_codes: AtomicU64::new(0),
        }
    }
}

impl Pairings {
    /// Wrong codes asked for since the start (every client).
    pub fn wrong_codes(&self) -> u64 {
        self.wrong_codes.load(Ordering::Relaxed)
    }

    /// Tabs paired now.
    pub fn len(&self) -> usize {
        self.tabs.lock().map_or(0, |t| t.len())
    }

    /// Whether no tab is paired.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the tab of `code` is connected, visible and idle: the runner may claim its next job.
    pub fn ready(&self, code: &str) -> bool {
        self.tabs.lock().is_ok_and(|t| t.get(code).is_some_and(|tab| tab.visible && tab.running.is_none() && tab.reserved.is_none()))
    }

    /// Marks the tab of `code` taken by the job `job` the runner just claimed, so that no second job
    /// is claimed for it before [`Self::execute`] pushes the first.
    pub fn reserve(&self, code: &str, job: &str) {
        if let Some(tab) = self.tabs.lock().ok().as_mut().and_then(|t| t.get_mut(code)) {
            tab.reserved = Some(job.to_string());
        }
    }

    /// Whether a job for `code` cannot run now for a reason waiting will not end by itself soon: no
    /// tab holds the code, or its tab has been hidden without a break for `wait` (a tab hidden for a
    /// moment is not). A busy tab is not absent.
    pub fn absent(&self, code: &str, wait: Duration) -> bool {
        self.tabs.lock().is_ok_and(|t| t.get(code).is_none_or(|tab| tab.hidden_since.is_some_and(|h| h.elapsed() >= wait)))
    }

    /// The reason a job for `code` that waited `waited` ended unrun ([`Self::absent`]).
    pub fn absent_reason(&self, code: &str, waited: Duration) -> String {
        let hidden = self.tabs.lock().ok().and_then(|t| t.get(code).and_then(|tab| tab.hidden_since.map(|h| h.elapsed())));
        if let Some(hidden) = hidden {
            format!(
                "the paired tab `{code}` stayed hidden for {} s without a break (the job waited {} s): a hidden tab does not time \
                 (browsers throttle hidden tabs); bring it to the front and submit again",
                hidden.as_secs(),
                waited.as_secs()
            )
        } else {
            format!("no tab paired as `{code}` within {} s of the job's submission (it closed, or its code expired)", waited.as_secs())
        }
    }

    /// The relay device of `code` when a tab of this server holds it, as `POST
    /// /api/relay/pair/lookup` shows it.
    pub fn device(&self, code: &str) -> Option<RelayDevice> {
        if !wire::is_code(code) {
            return None;
        }
        let tabs = self.tabs.lock().ok()?;
        let tab = tabs.get(code)?;
        Some(device_of(code, tab.adapter.clone(), tab.visible && tab.running.is_none()))
    }

    /// This server's name in `paired_tabs`.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// Changes when a tab comes or goes.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// This server's tabs as `paired_tabs` publishes them: code hash → adapter and whether free.
    pub fn published(&self) -> Vec<(String, super::paired_store::PublishedTab)> {
        self.tabs.lock().map_or_else(
            |_| Vec::new(),
            |tabs| {
                tabs.iter()
                    .map(|(code, tab)| {
                        let free = tab.visible && tab.running.is_none() && tab.reserved.is_none();
                        (super::paired_store::code_hash(code), super::paired_store::PublishedTab { adapter: tab.adapter.clone(), free })
                    })
                    .collect()
            },
        )
    }

    /// Whether a tab of this server holds `code`.
    pub fn holds(&self, code: &str) -> bool {
        wire::is_code(code) && self.tabs.lock().is_ok_and(|t| t.contains_key(code))
    }

    /// `Ok` while `client` may still name codes; refused once it named
    /// [`RelayConfig::pair_wrong_codes_per_minute`] wrong ones in the current minute.
    ///
    /// # Errors
    /// [`CodeRefusal::TooManyGuesses`].
    pub fn guesses_left(&self, cfg: &RelayConfig, client: Option<IpAddr>) -> Result<(), CodeRefusal> {
        let Some(client) = client.map(crate::peer::address_key) else { return Ok(()) };
        let guesses = self.guesses.lock().map_err(|_| CodeRefusal::Unknown)?;
        if let Some((start, n)) = guesses.get(&client) {
            let left = GUESS_WINDOW.saturating_sub(start.elapsed());
            if !left.is_zero() && *n >= cfg.pair_wrong_codes_per_minute {
                return Err(CodeRefusal::TooManyGuesses { retry_after_s: left.as_secs().max(1) });
            }
        }
        Ok(())
    }

    /// Counts a wrong code named by `client` (no tab of any server on the database holds it).
    pub fn count_wrong(&self, client: Option<IpAddr>) {
        self.wrong_codes.fetch_add(1, Ordering::Relaxed);
        let (Some(client), Ok(mut guesses)) = (client.map(crate::peer::address_key), self.guesses.lock()) else { return };
        let now = Instant::now();
        if guesses.len() >= MAX_GUESSERS && !guesses.contains_key(&client) {
            // Full: forget the windows that are over, else the oldest one (a linear pass over at
            // most MAX_GUESSERS entries, only when a new client guesses wrong at the bound).
            guesses.retain(|_, (start, _)| now.duration_since(*start) < GUESS_WINDOW);
            if guesses.len() >= MAX_GUESSERS {
                if let Some(oldest) = guesses.iter().min_by_key(|(_, (s, _))| *s).map(|(k, _)| *k) {
                    guesses.remove(&oldest);
                }
            }
        }
        let entry = guesses.entry(client).or_insert((now, 0));
        if now.duration_since(entry.0) >= GUESS_WINDOW {
            *entry = (now, 0);
        }
        entry.1 += 1;
    }

    /// Runs `job` on the tab of its code: pushes it, stores its progress, and waits up to `limit`
    /// for the tab's report (re-checked against the job) or the reason it ended without one. A tab
    /// hidden when the job comes to it (it was claimed a moment before the tab went to the back) is
    /// waited for while it has been hidden less than `wait` without a break, as a queued job waits
    /// ([`Self::absent`]); the wait counts within `limit`.
    pub async fn execute(&self, job: &ClaimedJob, progress: Progress, limit: Duration, wait: Duration) -> Execution {
        let code = job.device.as_str();
        let deadline = tokio::time::Instant::now() + limit;
        let (outcome, answer) = oneshot::channel();
        let mut told_waiting = false;
        // What the job's Running entry takes once the job is sent (the loop sends it once).
        let mut pending = Some((outcome, progress));
        loop {
            let hidden_for = {
                let Ok(mut tabs) = self.tabs.lock() else { return Execution::Failed("the relay's pairings are unusable".into()) };
                let Some(tab) = tabs.get_mut(code) else {
                    return Execution::Failed(format!("the paired tab `{code}` went away before its job started"));
                };
                if tab.running.is_some() {
                    return Execution::Failed(format!("the paired tab `{code}` is running another job"));
                }
                match tab.hidden_since {
                    Some(h) if !tab.visible => Some(h.elapsed()),
                    _ => {
                        if tab.reserved.as_deref() == Some(job.id.as_str()) {
                            tab.reserved = None;
                        }
                        let frame =
                            ServerFrame::Job { job: job.id.clone(), task: job.task.clone(), kind: job.kind, source: job.source.clone() };
                        if tab.to_tab.try_send(frame).is_err() {
                            return Execution::Failed(format!("the paired tab `{code}` is not taking frames (closing, or behind)"));
                        }
                        let Some((outcome, progress)) = pending.take() else {
                            return Execution::Failed("the job was sent twice".into());
                        };
                        progress.step(format!("sent to paired tab {code}"), None);
                        tab.running = Some(Running {
                            job: job.id.clone(),
                            task: job.task.clone(),
                            kind: job.kind,
                            source_sha256: crate::check::sha256_hex(job.source.as_bytes()),
                            progress,
                            outcome,
                        });
                        None
                    }
                }
            };
            let Some(hidden_for) = hidden_for else { break };
            if hidden_for >= wait || tokio::time::Instant::now() + TAB_WAKE_EVERY >= deadline {
                self.unreserve(code, &job.id);
                return Execution::Failed(format!(
                    "the paired tab `{code}` stayed hidden for {} s without a break after its job was claimed: a hidden tab does \
                     not time (browsers throttle hidden tabs); bring it to the front and submit again",
                    hidden_for.as_secs()
                ));
            }
            if let Some((_, progress)) = pending.as_ref().filter(|_| !told_waiting) {
                told_waiting = true;
                progress.step(format!("waiting for the paired tab {code} to come back to the front"), None);
            }
            tokio::time::sleep(TAB_WAKE_EVERY).await;
        }
        let limit = deadline.saturating_duration_since(tokio::time::Instant::now());
        match tokio::time::timeout(limit, answer).await {
            Ok(Ok(end)) => end,
            Ok(Err(_)) => Execution::Failed(format!("the paired tab `{code}` went away while running the job")),
            Err(_) => {
                let why = format!("the paired tab `{code}` did not finish the job within the relay's limit of {} s", limit.as_secs());
                self.cancel(code, &job.id, &why);
                Execution::Failed(why)
            }
        }
    }

    /// Lets the tab of `code` take another job than `job`, which it will not run (a job that ended
    /// before [`Self::execute`]: a `tvmscript` job TVM rejected).
    pub fn unreserve(&self, code: &str, job: &str) {
        if let Some(tab) = self.tabs.lock().ok().as_mut().and_then(|t| t.get_mut(code)) {
            if tab.reserved.as_deref() == Some(job) {
                tab.reserved = None;
            }
        }
    }

    /// Ends the tab's running job `job` without its report, telling the tab.
    fn cancel(&self, code: &str, job: &str, reason: &str) {
        let Ok(mut tabs) = self.tabs.lock() else { return };
        let Some(tab) = tabs.get_mut(code) else { return };
        if tab.running.as_ref().is_some_and(|r| r.job == job) {
            if let Some(r) = tab.running.take() {
                let _ = r.outcome.send(Execution::Failed(reason.to_string()));
            }
            tab.cancelled = Some(job.to_string());
            let _ = tab.to_tab.try_send(ServerFrame::Cancel { job: job.to_string(), reason: reason.to_string() });
        }
    }

    /// Removes the tab of `code`, failing its running job with `reason`.
    fn remove(&self, code: &str, reason: &str) {
        let tab = self.tabs.lock().ok().and_then(|mut t| t.remove(code));
        if tab.is_some() {
            self.version.fetch_add(1, Ordering::Relaxed);
        }
        if let Some(Running { outcome, .. }) = tab.and_then(|t| t.running) {
            let _ = outcome.send(Execution::Failed(reason.to_string()));
        }
    }

    /// Applies one frame of the tab of `code`; `Err(reason)`: drop the tab.
    fn apply(&self, code: &str, frame: TabFrame) -> Result<bool, String> {
        let mut tabs = self.tabs.lock().map_err(|_| "the relay's pairings are unusable".to_string())?;
        let tab = tabs.get_mut(code).ok_or_else(|| "the tab is no longer paired".to_string())?;
        let about = |tab: &Tab, job: &str| -> Result<bool, String> {
            if tab.running.as_ref().is_some_and(|r| r.job == job) {
                Ok(true)
            } else if tab.cancelled.as_deref() == Some(job) {
                Ok(false)
            } else {
                Err(format!("it sent a frame about job `{}`, which it was not sent", shown(job, 64)))
            }
        };
        match frame {
            TabFrame::Hello { .. } => Err("it sent a second hello".into()),
            TabFrame::Beat { visible } => {
                let was = tab.visible;
                tab.visible = visible;
                if visible {
                    tab.hidden_since = None;
                } else if was {
                    tab.hidden_since = Some(Instant::now());
                }
                if !visible && tab.running.is_some() {
                    let job = tab.running.as_ref().map(|r| r.job.clone()).unwrap_or_default();
                    drop(tabs);
                    self.cancel(
                        code,
                        &job,
                        &format!(
                            "the paired tab `{code}` was hidden while it ran the job: a hidden tab does not time (browsers throttle \
                             hidden tabs); keep it in front and submit again"
                        ),
                    );
                    return Ok(true);
                }
                Ok(visible && !was)
            }
            TabFrame::Progress { job, step, fraction } => {
                if about(tab, &job)? {
                    if let Some(r) = &tab.running {
                        r.progress.step(format!("on paired tab: {}", shown(&step, wire::MAX_TAB_TEXT_CHARS)), fraction);
                    }
                }
                Ok(false)
            }
            TabFrame::Failed { job, reason } => {
                if about(tab, &job)? {
                    if let Some(r) = tab.running.take() {
                        let why = format!("the paired tab `{code}` could not run the job: {}", shown(&reason, wire::MAX_TAB_TEXT_CHARS));
                        let _ = r.outcome.send(Execution::Failed(why));
                    }
                }
                Ok(true)
            }
            TabFrame::Report { job, source_sha256, report } => {
                if !about(tab, &job)? {
                    return Ok(false);
                }
                let r = tab.running.take().ok_or_else(|| "no running job".to_string())?;
                let mismatch = if report.task != r.task {
                    Some(format!("task `{}`, not the job's `{}`", shown(&report.task, 64), r.task))
                } else if report.kind != r.kind {
                    Some(format!("kind `{}`, not the job's `{}`", report.kind.name(), r.kind.name()))
                } else if source_sha256 != r.source_sha256 {
                    Some("another source than the job's (its SHA-256 differs)".to_string())
                } else if report.device.as_ref().is_none_or(|d| d.backend_name() != BACKEND) {
                    Some(format!("no {BACKEND} device"))
                } else if let Some(other) =
                    report.device.as_ref().map(|d| shown(&wire::adapter_text(d), wire::MAX_ADAPTER_CHARS)).filter(|a| *a != tab.adapter)
                {
                    Some(format!("a device `{other}`, not the adapter `{}` it paired with (pair again to announce it)", tab.adapter))
                } else {
                    None
                };
                if let Some(m) = mismatch {
                    let why = format!("the paired tab sent a report that does not match the job ({m}); the tab was dropped");
                    let _ = r.outcome.send(Execution::Failed(why.clone()));
                    return Err(why);
                }
                // As for tracker devices (docs/RELAY.md, "The executor"): a lost device is not a
                // verdict on the kernel. The tab makes a new device for its next job, as the Run page does.
                let end = if report.fault == Some(ekb_wire::report::Fault::DeviceLost) {
                    Execution::Failed(format!(
                        "the paired tab `{code}`'s GPU device was lost while it ran the job (not a verdict; the tab makes a new \
                         device for its next job): {}",
                        shown(&report.message, wire::MAX_TAB_TEXT_CHARS)
                    ))
                } else {
                    Execution::Done(report)
                };
                let _ = r.outcome.send(end);
                Ok(true)
            }
        }
    }
}

/// The relay device of a tab holding `code` that announced `adapter`.
pub fn device_of(code: &str, adapter: String, free: bool) -> RelayDevice {
    RelayDevice {
        key: code.to_string(),
        backend: BACKEND.into(),
        kinds: KINDS.to_vec(),
        hardware: Some(adapter),
        emulated: false,
        free: u32::from(free),
        pending: 0,
    }
}

/// `text` cut to `max` characters, its control characters escaped.
fn shown(text: &str, max: usize) -> String {
    super::plain_text(&text.chars().take(max).collect::<String>())
}

mod socket;
#[cfg(test)]
mod tests;

pub(crate) use socket::serve_tab;
