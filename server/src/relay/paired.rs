//! Paired browser tabs as relay devices (docs/RELAY.md, "Paired tabs"): a tab opens the WebSocket
//! at `GET /api/relay/pair`, says `hello` with its adapter, and is a device of this server under a
//! fresh pairing code ([`ekb_wire::paired`]) until it closes, stops beating or its code expires.
//! Jobs whose `device` is the code are claimed by the runner only while the tab is connected,
//! visible and idle ([`Pairings::ready`]), and run by [`Pairings::execute`]: the job is pushed to
//! the tab, its progress stored, its report re-checked against the job (task, kind, source hash).
//!
//! A tab that sends a malformed or oversized frame, a second `hello`, or a frame about a job it was
//! not sent is dropped (its running job fails saying why); so is one that is silent for
//! [`RelayConfig::pair_beat_timeout`]. Codes are unguessable (128 bits from the OS), never reused,
//! and live in this process only: a job for an unknown code is a 404 and counts as a wrong guess
//! for its client IP ([`Pairings::check_code`]; over [`RelayConfig::pair_wrong_codes_per_minute`]:
//! 429 for every code until the minute is over).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use ekb_wire::kind::Kind;
use ekb_wire::paired::{self as wire, ServerFrame, TabFrame};
use ekb_wire::relay::RelayDevice;
use tokio::sync::{mpsc, oneshot};

use super::{ClaimedJob, Execution, Progress, RelayConfig};
use crate::AppState;

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
#[derive(Debug, Default)]
pub struct Pairings {
    tabs: Mutex<HashMap<String, Tab>>,
    guesses: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    wrong_codes: AtomicU64,
}

#[derive(Debug)]
struct Tab {
    adapter: String,
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

/// Why a code was refused ([`Pairings::check_code`]).
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

    /// The relay device of `code`, as `GET /api/relay/pair/{code}` shows it.
    pub fn device(&self, code: &str) -> Option<RelayDevice> {
        let tabs = self.tabs.lock().ok()?;
        let tab = tabs.get(code)?;
        Some(RelayDevice {
            key: code.to_string(),
            backend: BACKEND.into(),
            kinds: KINDS.to_vec(),
            hardware: Some(tab.adapter.clone()),
            free: u32::from(tab.visible && tab.running.is_none()),
            pending: 0,
        })
    }

    /// Checks a code a client names (a job's device, a device look-up): `Ok` when a tab holds it;
    /// else the guess is counted against `client`, and refused.
    ///
    /// # Errors
    /// [`CodeRefusal`].
    pub fn check_code(&self, cfg: &RelayConfig, client: Option<IpAddr>, code: &str) -> Result<(), CodeRefusal> {
        let now = Instant::now();
        let limit = cfg.pair_wrong_codes_per_minute;
        let mut guesses = self.guesses.lock().map_err(|_| CodeRefusal::Unknown)?;
        if let Some(ip) = client {
            if let Some((start, n)) = guesses.get(&ip) {
                let left = GUESS_WINDOW.saturating_sub(now.duration_since(*start));
                if !left.is_zero() && *n >= limit {
                    return Err(CodeRefusal::TooManyGuesses { retry_after_s: left.as_secs().max(1) });
                }
            }
        }
        if wire::is_code(code) && self.tabs.lock().is_ok_and(|t| t.contains_key(code)) {
            return Ok(());
        }
        self.wrong_codes.fetch_add(1, Ordering::Relaxed);
        if let Some(ip) = client {
            if guesses.len() >= MAX_GUESSERS && !guesses.contains_key(&ip) {
                guesses.retain(|_, (start, _)| now.duration_since(*start) < GUESS_WINDOW);
                if guesses.len() >= MAX_GUESSERS {
                    if let Some(oldest) = guesses.iter().min_by_key(|(_, (s, _))| *s).map(|(k, _)| *k) {
                        guesses.remove(&oldest);
                    }
                }
            }
            let entry = guesses.entry(ip).or_insert((now, 0));
            if now.duration_since(entry.0) >= GUESS_WINDOW {
                *entry = (now, 0);
            }
            entry.1 += 1;
        }
        Err(CodeRefusal::Unknown)
    }

    /// Runs `job` on the tab of its code: pushes it, stores its progress, and waits up to `limit`
    /// for the tab's report (re-checked against the job) or the reason it ended without one.
    pub async fn execute(&self, job: &ClaimedJob, progress: Progress, limit: Duration) -> Execution {
        let code = job.device.as_str();
        let (outcome, answer) = oneshot::channel();
        {
            let Ok(mut tabs) = self.tabs.lock() else { return Execution::Failed("the relay's pairings are unusable".into()) };
            let Some(tab) = tabs.get_mut(code) else {
                return Execution::Failed(format!("the paired tab `{code}` went away before its job started"));
            };
            if tab.reserved.as_deref() == Some(job.id.as_str()) {
                tab.reserved = None;
            }
            if !tab.visible {
                return Execution::Failed(format!("the paired tab `{code}` is hidden: a hidden tab does not time"));
            }
            if tab.running.is_some() {
                return Execution::Failed(format!("the paired tab `{code}` is running another job"));
            }
            let frame = ServerFrame::Job { job: job.id.clone(), task: job.task.clone(), kind: job.kind, source: job.source.clone() };
            if tab.to_tab.try_send(frame).is_err() {
                return Execution::Failed(format!("the paired tab `{code}` is not taking frames (closing, or behind)"));
            }
            progress.step(format!("sent to paired tab {code}"), None);
            tab.running = Some(Running {
                job: job.id.clone(),
                task: job.task.clone(),
                kind: job.kind,
                source_sha256: crate::check::sha256_hex(job.source.as_bytes()),
                progress,
                outcome,
            });
        }
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
                } else {
                    None
                };
                if let Some(m) = mismatch {
                    let why = format!("the paired tab `{code}` sent a report that does not match the job ({m}); the tab was dropped");
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

/// `text` cut to `max` characters, its control characters escaped.
fn shown(text: &str, max: usize) -> String {
    super::plain_text(&text.chars().take(max).collect::<String>())
}

/// A fresh pairing code from the OS random source.
fn new_code() -> String {
    let hex = super::new_id();
    let mut b = [0u8; 16];
    for (i, byte) in b.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0);
    }
    wire::code_from_bytes(&b)
}

fn unix_ms() -> u64 {
    u64::try_from(crate::db::now_ms()).unwrap_or(0)
}

/// Serves one upgraded WebSocket: the `hello`, then the tab as a device until it goes.
pub(crate) async fn serve_tab(state: AppState, mut socket: WebSocket) {
    let cfg = state.config().relay.clone();
    let pairings = state.pairings();
    let hello = tokio::time::timeout(Duration::from_secs(wire::PAIR_HELLO_S), socket.recv()).await;
    let adapter = match hello {
        Ok(Some(Ok(Message::Text(t)))) => match parse(&t) {
            Ok(TabFrame::Hello { adapter, visible }) => (shown(&adapter, wire::MAX_ADAPTER_CHARS), visible),
            Ok(_) => return close(socket, "the first frame must be hello").await,
            Err(e) => return close(socket, &e).await,
        },
        Ok(_) => return close(socket, "the first frame must be a hello text frame").await,
        Err(_) => return close(socket, "no hello within 10 s").await,
    };
    let (to_tab, mut from_relay) = mpsc::channel::<ServerFrame>(4);
    let code = new_code();
    let inserted = pairings.tabs.lock().is_ok_and(|mut tabs| {
        let room = tabs.len() < cfg.max_paired_tabs;
        if room {
            let hidden_since = (!adapter.1).then(Instant::now);
            let tab = Tab { adapter: adapter.0, visible: adapter.1, hidden_since, running: None, reserved: None, cancelled: None, to_tab };
            tabs.insert(code.clone(), tab);
        }
        room
    });
    if !inserted {
        return close(socket, "this relay has as many paired tabs as it takes (--relay-max-paired); retry later").await;
    }
    let expires_ms = unix_ms() + u64::try_from(cfg.pair_ttl.as_millis()).unwrap_or(u64::MAX / 4);
    tracing::info!(code = %code, "relay: a tab paired");
    let paired = ServerFrame::Paired { code: code.clone(), expires_unix_ms: expires_ms };
    if send(&mut socket, &paired, cfg.pair_beat_timeout).await.is_err() {
        pairings.remove(&code, "the paired tab went away");
        return;
    }
    state.relay_wakeup().wake();
    // A code whose lifetime is past any instant (a library caller's `Duration::MAX`) lives for a year.
    let expiry = tokio::time::Instant::now()
        .checked_add(cfg.pair_ttl)
        .unwrap_or_else(|| tokio::time::Instant::now() + Duration::from_secs(366 * 86_400));
    let mut expired = false;
    let mut heard = tokio::time::Instant::now();
    let (mut window, mut frames) = (tokio::time::Instant::now(), 0u32);
    let mut woke: Option<tokio::time::Instant> = None;
    let reason = loop {
        let silent = tokio::time::sleep_until(heard + cfg.pair_beat_timeout);
        tokio::select! {
            msg = socket.recv() => match msg {
                Some(Ok(Message::Text(t))) => {
                    heard = tokio::time::Instant::now();
                    if heard.duration_since(window) >= Duration::from_secs(1) {
                        (window, frames) = (heard, 0);
                    }
                    frames += 1;
                    let frame = if frames > MAX_TAB_FRAMES_PER_S {
                        Err(format!("it sent more than {MAX_TAB_FRAMES_PER_S} frames in a second"))
                    } else {
                        parse(&t)
                    };
                    match frame.and_then(|f| pairings.apply(&code, f)) {
                        Ok(wake) => {
                            if wake && woke.is_none_or(|w| heard.duration_since(w) >= TAB_WAKE_EVERY) {
                                woke = Some(heard);
                                state.relay_wakeup().wake();
                            }
                        }
                        Err(why) => {
                            pairings.remove(&code, &format!("the paired tab `{code}` was dropped: {why}"));
                            // The tab knows its code: its close reason starts with the cause.
                            return close(socket, &format!("dropped: {why}")).await;
                        }
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    pairings.remove(&code, &format!("the paired tab `{code}` was dropped: it sent a binary frame"));
                    return close(socket, "dropped: it sent a binary frame").await;
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_))) | None => break format!("the paired tab `{code}` closed its connection"),
                Some(Err(e)) => break format!(
                    "the paired tab `{code}` was dropped: its connection failed ({e}): a frame over the {} KiB bound, or the tab \
                     closed without a goodbye",
                    wire::MAX_TAB_FRAME_BYTES >> 10
                ),
            },
            frame = from_relay.recv() => {
                let Some(frame) = frame else { break "the relay dropped the tab".into() };
                // A tab that stops reading would block this loop (no frames read, no silence or
                // expiry noticed): a send that does not finish within the heartbeat bound drops it.
                match send(&mut socket, &frame, cfg.pair_beat_timeout).await {
                    Ok(()) => {}
                    Err(SendError::Closed) => break format!("the paired tab `{code}` closed its connection"),
                    Err(SendError::Stalled) => break format!(
                        "the paired tab `{code}` was dropped: it read nothing for {} s (a frame to it could not be sent)",
                        cfg.pair_beat_timeout.as_secs()
                    ),
                }
            }
            () = silent => break format!(
                "the paired tab `{code}` sent nothing for {} s (no heartbeat: the tab was closed or frozen, or its kernel hung)",
                cfg.pair_beat_timeout.as_secs()
            ),
            () = tokio::time::sleep_until(expiry), if !expired => {
                expired = true;
                let busy = pairings.tabs.lock().is_ok_and(|t| t.get(&code).is_some_and(|tab| tab.running.is_some()));
                if !busy {
                    break format!("the pairing code `{code}` expired");
                }
            }
        }
        if expired && !pairings.tabs.lock().is_ok_and(|t| t.get(&code).is_some_and(|tab| tab.running.is_some())) {
            break format!("the pairing code `{code}` expired");
        }
    };
    tracing::info!(code = %code, reason = %reason, "relay: a paired tab left");
    pairings.remove(&code, &reason);
    let frame = CloseFrame { code: 1000, reason: Utf8Bytes::from(close_reason(&reason.replace(&format!("`{code}` "), ""))) };
    let _ = tokio::time::timeout(cfg.pair_beat_timeout, socket.send(Message::Close(Some(frame)))).await;
}

/// Why a frame could not be sent to a tab ([`send`]).
#[derive(Debug)]
enum SendError {
    /// The connection is gone.
    Closed,
    /// The tab did not take the frame within the bound (it stopped reading).
    Stalled,
}

fn parse(text: &str) -> Result<TabFrame, String> {
    serde_json::from_str(text).map_err(|e| format!("it sent a malformed frame ({})", shown(&e.to_string(), 200)))
}

/// Sends `frame`, waiting at most `within` for the tab to take it.
async fn send(socket: &mut WebSocket, frame: &ServerFrame, within: Duration) -> Result<(), SendError> {
    let json = serde_json::to_string(frame).unwrap_or_default();
    match tokio::time::timeout(within, socket.send(Message::Text(json.into()))).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(SendError::Closed),
        Err(_) => Err(SendError::Stalled),
    }
}

/// A close frame's reason holds at most 123 bytes.
fn close_reason(reason: &str) -> String {
    let mut r = String::new();
    for c in reason.chars() {
        if r.len() + c.len_utf8() > 123 {
            break;
        }
        r.push(c);
    }
    r
}

async fn close(mut socket: WebSocket, reason: &str) {
    tracing::info!(reason, "relay: a paired tab was refused or dropped");
    let frame = CloseFrame { code: CLOSE_POLICY, reason: Utf8Bytes::from(close_reason(reason)) };
    // Never wait on a tab that does not read.
    let _ = tokio::time::timeout(Duration::from_secs(5), socket.send(Message::Close(Some(frame)))).await;
}
