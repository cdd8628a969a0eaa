//! A paired tab's WebSocket ([`serve_tab`]): the `hello`, the code, then the frames both ways until
//! the tab goes — closed, dropped for misbehaving, silent, or its code expired.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use ekb_wire::paired::{self as wire, ServerFrame, TabFrame};
use tokio::sync::mpsc;

use super::{shown, Pairings, Tab, CLOSE_POLICY, MAX_TAB_FRAMES_PER_S, TAB_WAKE_EVERY};
use crate::AppState;

/// A fresh pairing code from the OS random source; `None` when the OS gives no random bits.
fn new_code() -> Option<String> {
    let hex = crate::relay::new_id()?;
    let mut b = [0u8; 16];
    for (i, byte) in b.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(wire::code_from_bytes(&b))
}

/// Removes the tab of its code when dropped: whatever ends [`serve_tab`] (a return, a panic, the
/// task aborted at shutdown), no ghost tab stays to hold the code and its queued jobs.
pub(super) struct Held<'a> {
    pub(super) pairings: &'a Pairings,
    pub(super) code: String,
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        self.pairings.remove(&self.code, &format!("the relay stopped serving the paired tab `{}`", self.code));
    }
}

fn unix_ms() -> u64 {
    u64::try_from(crate::db::now_ms()).unwrap_or(0)
}

/// Serves one upgraded WebSocket of `client` ([`crate::peer::address_key`]): the `hello`, then the tab as
/// a device until it goes.
pub(crate) async fn serve_tab(state: AppState, mut socket: WebSocket, client: String) {
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
    let Some(code) = new_code() else {
        return close(socket, "the server's random source failed: no unguessable code could be made; retry later").await;
    };
    let inserted = pairings.tabs.lock().map_err(|_| "the relay's pairings are unusable".to_string()).and_then(|mut tabs| {
        if tabs.len() >= cfg.max_paired_tabs {
            return Err("this relay has as many paired tabs as it takes (--relay-max-paired); retry later".into());
        }
        if tabs.values().filter(|t| t.client == client).count() >= cfg.max_paired_per_client {
            return Err(format!(
                "this client has {} tabs paired already (the server's bound, --relay-paired-per-client); stop one first",
                cfg.max_paired_per_client
            ));
        }
        let hidden_since = (!adapter.1).then(Instant::now);
        let tab = Tab {
            adapter: adapter.0,
            client: client.clone(),
            visible: adapter.1,
            hidden_since,
            running: None,
            reserved: None,
            cancelled: None,
            to_tab,
        };
        tabs.insert(code.clone(), tab);
        pairings.version.fetch_add(1, Ordering::Relaxed);
        Ok(())
    });
    if let Err(why) = inserted {
        return close(socket, &why).await;
    }
    let _held = Held { pairings, code: code.clone() };
    let label = crate::relay::device_label(&code);
    let expires_ms = unix_ms() + u64::try_from(cfg.pair_ttl.as_millis()).unwrap_or(u64::MAX / 4);
    tracing::info!(tab = %label, "relay: a tab paired");
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
    pairings.remove(&code, &reason);
    tracing::info!(tab = %label, reason = %crate::relay::log_text(&reason, &code), "relay: a paired tab left");
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
