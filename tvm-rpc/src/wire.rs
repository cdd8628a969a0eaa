//! TVM's tracker wire format (apache/tvm, the 0.27 line, `python/tvm/rpc/`; docs/RELAY.md has the table):
//!
//! 1. Handshake: the connecting side sends [`TRACKER_MAGIC`] as a little-endian i32; the tracker
//!    echoes it (`tracker.py` `TCPEventHandler._init_conn`, `client.py` `TrackerSession._connect`,
//!    `server.py` `_listen_loop`).
//! 2. Then frames both ways: a little-endian i32 byte length, then that many bytes of UTF-8 JSON
//!    (`base.py` `sendjson`/`recvjson`; C++ `src/support/socket.h` `SendBytes`). Each message is sent
//!    by the connecting side and answered by the tracker, except REQUEST, answered only when a
//!    matching server is free.
//!
//! Codes are `base.py` `TrackerCode`; the messages and their replies are [`TrackerMessage`].

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::error::{ProtocolError, TrackerError};
use crate::timed::{within, Failure};

/// The tracker handshake magic (`base.py` `RPC_TRACKER_MAGIC`), sent and echoed as a
/// little-endian i32.
pub const TRACKER_MAGIC: i32 = 0x2F271;

/// The largest frame payload accepted, in bytes: 1 MiB, the bound TVM 0.27's tracker itself
/// applies (`tracker.py` `MAX_TRACKER_MSG_BYTES`). Real messages are under 1 KB; a summary of
/// a farm of thousands of servers stays well below it.
pub const MAX_MESSAGE_BYTES: usize = 1 << 20;

/// `base.py` `TrackerCode`: the first element of every message, and the whole of the simple
/// replies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(i32)]
pub enum TrackerCode {
    /// −1: a refused STOP (and this project's timed-out REQUEST).
    Fail = -1,
    /// 0: the reply to PING, PUT, UPDATE_INFO and an accepted STOP; first element of REQUEST's
    /// and SUMMARY's replies.
    Success = 0,
    /// 1: is the tracker alive.
    Ping = 1,
    /// 2: stop the tracker (with its stop key).
    Stop = 2,
    /// 3: a server reports itself free.
    Put = 3,
    /// 4: a client asks for a free server.
    Request = 4,
    /// 5: a connection describes itself (servers: `{"key": "server:<key>", "addr": [host, port]}`).
    UpdateInfo = 5,
    /// 6: queue and server summary.
    Summary = 6,
    /// 7: the match keys of this connection's PUTs not yet handed to a client.
    GetPendingMatchkeys = 7,
}

impl TrackerCode {
    /// The code with this value, if any.
    pub fn from_i64(v: i64) -> Option<Self> {
        Some(match v {
            -1 => Self::Fail,
            0 => Self::Success,
            1 => Self::Ping,
            2 => Self::Stop,
            3 => Self::Put,
            4 => Self::Request,
            5 => Self::UpdateInfo,
            6 => Self::Summary,
            7 => Self::GetPendingMatchkeys,
            _ => return None,
        })
    }
}

/// A message sent to the tracker, as `tracker.py` `TCPEventHandler.call_handler` reads it.
#[derive(Debug, Clone, PartialEq)]
pub enum TrackerMessage {
    /// `[1]` → `0`.
    Ping,
    /// `[2, stop_key]` → `0` and the tracker stops if the key is the tracker's stop key, else `-1`.
    Stop {
        /// The stop key (JSON string; TVM compares any JSON value for equality).
        stop_key: Value,
    },
    /// `[3, key, [port, matchkey], custom_addr?]` → `0` (`server.py` `_accept_conn`, C++
    /// `rpc_tracker_client.h` `ReportResourceAndGetKey`). The server will accept a session whose
    /// key is `client:<matchkey>`; `custom_addr` (string or null) is the host clients should
    /// connect to, else the tracker uses the connection's peer address.
    Put {
        /// The device key (e.g. `rasp3b`).
        key: String,
        /// The server's session port.
        port: u16,
        /// `<key>:<random>`, unique per free slot.
        matchkey: String,
        /// Host to hand to clients, if the server named one.
        custom_addr: Option<String>,
    },
    /// `[4, key, user, priority]` → `[0, [host, port, matchkey]]` once a server is free
    /// (`client.py` `TrackerSession.request`; the user is `""` there).
    Request {
        /// The device key asked for.
        key: String,
        /// Free-form requester name (unused by the scheduler; TVM sends `""`).
        user: Value,
        /// Higher is served first; equal priorities in request order.
        priority: i64,
    },
    /// `[5, info]` → `0`. `info` is a JSON object; servers send `{"key": "server:<key>", "addr":
    /// [custom_addr or null, port]}` (`server.py` `_listen_loop`; the C++ server sends the port as
    /// a string). A null host is replaced by the peer address.
    UpdateInfo {
        /// The connection's self-description, shown in SUMMARY's `server_info`.
        info: Map<String, Value>,
    },
    /// `[6]` → `[0, {"queue_info": {key: {"free": n, "pending": n}}, "server_info": [info…]}]`
    /// (`tracker.py` `TrackerServerHandler.summary`; see [`Summary`]).
    Summary,
    /// `[7]` → `[matchkey…]` (`server.py` polls it every 2 s while waiting for a client).
    GetPendingMatchkeys,
}

fn malformed(code: &'static str, reason: impl Into<String>) -> ProtocolError {
    ProtocolError::Malformed { code, reason: reason.into() }
}

/// Checks a frame's 4-byte little-endian length prefix against `1..=`[`MAX_MESSAGE_BYTES`].
pub fn decode_length(prefix: [u8; 4]) -> Result<usize, ProtocolError> {
    let n = i32::from_le_bytes(prefix);
    if n <= 0 || n as usize > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::BadLength(n.into()));
    }
    Ok(n as usize)
}

/// Parses a frame payload as UTF-8 JSON.
pub fn decode_json(payload: &[u8]) -> Result<Value, ProtocolError> {
    serde_json::from_slice(payload).map_err(|e| ProtocolError::Json(e.to_string()))
}

impl TrackerMessage {
    /// Decodes one frame payload (UTF-8 JSON) into a message, with TVM's argument shapes.
    /// Extra trailing elements are ignored as TVM does.
    pub fn decode(payload: &[u8]) -> Result<Self, ProtocolError> {
        Self::from_value(&decode_json(payload)?)
    }

    /// [`TrackerMessage::decode`] of an already-parsed JSON value.
    pub fn from_value(v: &Value) -> Result<Self, ProtocolError> {
        let args = v.as_array().ok_or(ProtocolError::NotCommand)?;
        let code = args.first().and_then(Value::as_i64).ok_or(ProtocolError::NotCommand)?;
        let arg = |i: usize, name: &'static str| args.get(i).ok_or_else(|| malformed(name, format!("argument {i} missing")));
        let string = |i: usize, name: &'static str| {
            arg(i, name)?.as_str().map(str::to_owned).ok_or_else(|| malformed(name, format!("argument {i} is not a string")))
        };
        match TrackerCode::from_i64(code) {
            Some(TrackerCode::Ping) => Ok(Self::Ping),
            Some(TrackerCode::Stop) => Ok(Self::Stop { stop_key: arg(1, "STOP")?.clone() }),
            Some(TrackerCode::Put) => {
                let key = string(1, "PUT")?;
                let slot = arg(2, "PUT")?
                    .as_array()
                    .filter(|a| a.len() == 2)
                    .ok_or_else(|| malformed("PUT", "argument 2 is not [port, matchkey]"))?;
                let port = slot[0]
                    .as_u64()
                    .and_then(|p| u16::try_from(p).ok())
                    .ok_or_else(|| malformed("PUT", "port is not an integer in 0..=65535"))?;
                let matchkey = slot[1].as_str().ok_or_else(|| malformed("PUT", "matchkey is not a string"))?.to_owned();
                let custom_addr = match args.get(3) {
                    None | Some(Value::Null) => None,
                    Some(Value::String(s)) => Some(s.clone()),
                    Some(_) => return Err(malformed("PUT", "custom address is neither a string nor null")),
                };
                Ok(Self::Put { key, port, matchkey, custom_addr })
            }
            Some(TrackerCode::Request) => {
                let key = string(1, "REQUEST")?;
                let user = arg(2, "REQUEST")?.clone();
                let priority = arg(3, "REQUEST")?.as_i64().ok_or_else(|| malformed("REQUEST", "priority is not an integer"))?;
                Ok(Self::Request { key, user, priority })
            }
            Some(TrackerCode::UpdateInfo) => {
                let info = arg(1, "UPDATE_INFO")?.as_object().ok_or_else(|| malformed("UPDATE_INFO", "info is not an object"))?;
                if let Some(addr) = info.get("addr") {
                    if addr.as_array().is_none_or(|a| a.is_empty()) {
                        return Err(malformed("UPDATE_INFO", "addr is not a non-empty array"));
                    }
                }
                Ok(Self::UpdateInfo { info: info.clone() })
            }
            Some(TrackerCode::Summary) => Ok(Self::Summary),
            Some(TrackerCode::GetPendingMatchkeys) => Ok(Self::GetPendingMatchkeys),
            Some(TrackerCode::Fail | TrackerCode::Success) | None => Err(ProtocolError::UnknownCode(code)),
        }
    }

    /// The JSON value TVM's peers send for this message.
    pub fn to_value(&self) -> Value {
        match self {
            Self::Ping => json!([TrackerCode::Ping as i32]),
            Self::Stop { stop_key } => json!([TrackerCode::Stop as i32, stop_key]),
            Self::Put { key, port, matchkey, custom_addr } => json!([TrackerCode::Put as i32, key, [port, matchkey], custom_addr]),
            Self::Request { key, user, priority } => json!([TrackerCode::Request as i32, key, user, priority]),
            Self::UpdateInfo { info } => json!([TrackerCode::UpdateInfo as i32, info]),
            Self::Summary => json!([TrackerCode::Summary as i32]),
            Self::GetPendingMatchkeys => json!([TrackerCode::GetPendingMatchkeys as i32]),
        }
    }
}

/// One key's queue in a [`Summary`] (`tracker.py` `PriorityScheduler.summary`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueueInfo {
    /// Servers PUT and not yet handed out.
    pub free: u64,
    /// REQUESTs waiting for a server.
    pub pending: u64,
}

/// One connection's UPDATE_INFO in a [`Summary`]: servers have `key` = `server:<key>` and `addr`
/// = `[host, port]` (the port is an integer from Python servers, a string from the C++ one).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ServerInfo {
    /// `server:<device key>`.
    pub key: String,
    /// `[host, port]` as the server reported it (host filled in by the tracker when null).
    #[serde(default)]
    pub addr: Vec<Value>,
    /// Any other fields the connection reported.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// SUMMARY's reply body, TVM's format (`tracker.py` `TrackerServerHandler.summary`, read by
/// `client.py` `TrackerSession.text_summary` and `tvm.exec.query_rpc_tracker`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Per device key: free servers and pending requests.
    pub queue_info: std::collections::BTreeMap<String, QueueInfo>,
    /// The UPDATE_INFO of every connection whose key starts with `server`.
    pub server_info: Vec<ServerInfo>,
    /// This project's tracker only, when the summary would not fit its budget
    /// (`tracker::SUMMARY_BUDGET_BYTES`): how many entries were left out. TVM's tools ignore the
    /// field; TVM's own tracker never sends it (its summary can outgrow the 1 MiB frame peers
    /// read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub truncated: Option<Truncated>,
}

/// Entries a bounded [`Summary`] left out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Truncated {
    /// Device keys not listed in `queue_info`.
    pub queue_info: u64,
    /// Connections not listed in `server_info`.
    pub server_info: u64,
}

/// What a device server says about its device in its UPDATE_INFO, beside TVM's `key` and `addr`
/// (stock TVM servers send none of it). The relay reads these fields (`server/src/relay/devices.rs`:
/// announced fields win over what the key's name suggests); each is left out of the JSON when
/// empty, so an announcement without them is exactly a stock server's.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnnouncedDevice {
    /// The device API served, in the kind table's names (`cpu`, `opencl`, `vulkan`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backend: Option<String>,
    /// The candidate kinds served (`c`, `opencl`, `wgsl`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kinds: Vec<String>,
    /// The hardware, in words (e.g. `Mali-G78 MP14`); the relay keeps its first 200 characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hardware: Option<String>,
    /// Whether the device runs under emulation (e.g. qemu-user): its timings are not the
    /// hardware's and never mix with device figures.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub emulated: bool,
}

/// A server's UPDATE_INFO (`[5, info]`): TVM's `{"key": "server:<key>", "addr": [host or null,
/// port]}` (`server.py` `_listen_loop`) and the [`AnnouncedDevice`] fields. Well under the
/// 4 KiB and 32 fields our tracker accepts per connection for short words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Announcement {
    /// `server:<key>`.
    pub key: String,
    /// The host clients should use (`None`: the tracker takes the connection's peer address)
    /// and the session port.
    pub addr: (Option<String>, u16),
    /// The device's fields.
    #[serde(flatten)]
    pub device: AnnouncedDevice,
}

impl Announcement {
    /// The JSON object UPDATE_INFO carries.
    #[must_use]
    pub fn to_info(&self) -> Map<String, Value> {
        match serde_json::to_value(self) {
            Ok(Value::Object(m)) => m,
            _ => unreachable!("a struct of strings, a list, a bool and a port serialises to an object"),
        }
    }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    s.chars().take(200).collect()
}

/// Decodes a REQUEST reply `[0, [host, port, matchkey]]` into (host, port, matchkey); a
/// `[-1, reason]` reply is `Err(Ok(reason))`.
pub fn decode_request_reply(v: &Value) -> Result<(String, u16, String), Result<String, ProtocolError>> {
    let bad = || Err(ProtocolError::UnexpectedReply { to: "REQUEST", reply: short(v) });
    let Some(a) = v.as_array() else { return Err(bad()) };
    match a.first().and_then(Value::as_i64) {
        Some(0) => {}
        Some(-1) => return Err(Ok(a.get(1).map(|r| r.as_str().map(str::to_owned).unwrap_or_else(|| short(r))).unwrap_or_default())),
        _ => return Err(bad()),
    }
    let grant = a.get(1).and_then(Value::as_array).filter(|g| g.len() == 3);
    let parsed = grant.and_then(|g| {
        let host = g[0].as_str()?.to_owned();
        let port = u16::try_from(g[1].as_u64()?).ok()?;
        Some((host, port, g[2].as_str()?.to_owned()))
    });
    parsed.ok_or_else(bad)
}

/// Decodes a SUMMARY reply `[0, {...}]`.
pub fn decode_summary_reply(v: &Value) -> Result<Summary, ProtocolError> {
    let bad = || ProtocolError::UnexpectedReply { to: "SUMMARY", reply: short(v) };
    let a = v.as_array().ok_or_else(bad)?;
    if a.first().and_then(Value::as_i64) != Some(0) {
        return Err(bad());
    }
    serde_json::from_value(a.get(1).cloned().ok_or_else(bad)?).map_err(|_| bad())
}

async fn timed<T>(
    peer: &str,
    what: &'static str,
    after: Duration,
    f: impl std::future::Future<Output = std::io::Result<T>>,
) -> Result<T, TrackerError> {
    let peer = peer.to_owned();
    within(after, f).await.map_err(|e| match e {
        Failure::TimedOut => TrackerError::Timeout { peer, what, after },
        Failure::Eof => TrackerError::Closed { peer },
        Failure::Io(source) => TrackerError::Io { peer, source },
    })
}

/// Reads the 4-byte handshake magic within `timeout` and checks it.
pub async fn read_magic<R: AsyncRead + Unpin>(r: &mut R, peer: &str, timeout: Duration) -> Result<(), TrackerError> {
    let mut b = [0u8; 4];
    timed(peer, "handshake", timeout, r.read_exact(&mut b)).await?;
    let got = i32::from_le_bytes(b);
    if got != TRACKER_MAGIC {
        return Err(TrackerError::Protocol { peer: peer.to_owned(), source: ProtocolError::BadMagic { got } });
    }
    Ok(())
}

/// Writes the 4-byte handshake magic within `timeout`.
pub async fn write_magic<W: AsyncWrite + Unpin>(w: &mut W, peer: &str, timeout: Duration) -> Result<(), TrackerError> {
    timed(peer, "write", timeout, async {
        w.write_all(&TRACKER_MAGIC.to_le_bytes()).await?;
        w.flush().await
    })
    .await
}

/// Reads one frame's payload: waits up to `idle` for the length prefix to start, then up to
/// `frame` for the rest of the frame (so a peer dribbling bytes cannot hold a reader), and
/// bounds the length by [`MAX_MESSAGE_BYTES`] before allocating.
pub async fn read_frame<R: AsyncRead + Unpin>(r: &mut R, peer: &str, idle: Duration, frame: Duration) -> Result<Vec<u8>, TrackerError> {
    let mut first = [0u8; 1];
    timed(peer, "read", idle, r.read_exact(&mut first)).await?;
    let body = async {
        let mut rest = [0u8; 3];
        r.read_exact(&mut rest).await?;
        let len = decode_length([first[0], rest[0], rest[1], rest[2]]);
        let Ok(len) = len else { return Ok(Err(len.unwrap_err())) };
        let mut buf = vec![0u8; len];
        r.read_exact(&mut buf).await?;
        Ok(Ok(buf))
    };
    timed(peer, "read", frame, body).await?.map_err(|source| TrackerError::Protocol { peer: peer.to_owned(), source })
}

/// Writes `value` as one frame within `timeout`.
pub async fn write_frame<W: AsyncWrite + Unpin>(w: &mut W, peer: &str, value: &Value, timeout: Duration) -> Result<(), TrackerError> {
    let data = value.to_string().into_bytes();
    let mut frame = Vec::with_capacity(4 + data.len());
    frame.extend_from_slice(&(data.len() as i32).to_le_bytes());
    frame.extend_from_slice(&data);
    timed(peer, "write", timeout, async {
        w.write_all(&frame).await?;
        w.flush().await
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_match_tvm_shapes() {
        let put = TrackerMessage::decode(br#"[3, "cpu", [9091, "cpu:0.5"], null]"#).unwrap();
        assert_eq!(put, TrackerMessage::Put { key: "cpu".into(), port: 9091, matchkey: "cpu:0.5".into(), custom_addr: None });
        assert_eq!(TrackerMessage::from_value(&put.to_value()).unwrap(), put);
        // The C++ server's PUT without the custom address's quotes is `null`; with it a string.
        let cpp = TrackerMessage::decode(br#"[3, "k", [5001, "k:1"], "10.0.0.2"]"#).unwrap();
        assert!(matches!(cpp, TrackerMessage::Put { custom_addr: Some(ref a), .. } if a == "10.0.0.2"));
        let req = TrackerMessage::decode(br#"[4, "cpu", "", 1]"#).unwrap();
        assert_eq!(req, TrackerMessage::Request { key: "cpu".into(), user: json!(""), priority: 1 });
        assert_eq!(TrackerMessage::decode(b"[7]").unwrap(), TrackerMessage::GetPendingMatchkeys);
    }

    #[test]
    fn bad_messages_are_typed_errors() {
        assert_eq!(TrackerMessage::decode(b"[0]"), Err(ProtocolError::UnknownCode(0)));
        assert_eq!(TrackerMessage::decode(b"[99]"), Err(ProtocolError::UnknownCode(99)));
        assert_eq!(TrackerMessage::decode(b"{}"), Err(ProtocolError::NotCommand));
        assert!(matches!(TrackerMessage::decode(br#"[3, "k", [70000, "m"]]"#), Err(ProtocolError::Malformed { code: "PUT", .. })));
        assert!(matches!(TrackerMessage::decode(br#"[5, {"addr": 3}]"#), Err(ProtocolError::Malformed { code: "UPDATE_INFO", .. })));
        assert!(matches!(TrackerMessage::decode(b"[4"), Err(ProtocolError::Json(_))));
        assert_eq!(decode_length((-1i32).to_le_bytes()), Err(ProtocolError::BadLength(-1)));
        assert_eq!(
            decode_length(((MAX_MESSAGE_BYTES + 1) as i32).to_le_bytes()),
            Err(ProtocolError::BadLength(MAX_MESSAGE_BYTES as i64 + 1))
        );
        assert_eq!(decode_length((MAX_MESSAGE_BYTES as i32).to_le_bytes()), Ok(MAX_MESSAGE_BYTES));
    }

    #[test]
    fn announcements_are_stock_info_plus_the_device() {
        let mut a = Announcement { key: "server:rasp4".into(), addr: (None, 9091), device: AnnouncedDevice::default() };
        assert_eq!(Value::Object(a.to_info()), json!({"key": "server:rasp4", "addr": [null, 9091]}));
        a.device =
            AnnouncedDevice { backend: Some("opencl".into()), kinds: vec!["opencl".into()], hardware: Some("PoCL".into()), emulated: true };
        a.addr.0 = Some("10.0.0.2".into());
        let info = a.to_info();
        assert_eq!(
            Value::Object(info.clone()),
            json!({"key": "server:rasp4", "addr": ["10.0.0.2", 9091], "backend": "opencl", "kinds": ["opencl"], "hardware": "PoCL", "emulated": true})
        );
        assert_eq!(serde_json::from_value::<Announcement>(Value::Object(info)).unwrap(), a);
        assert!(matches!(
            TrackerMessage::from_value(&TrackerMessage::UpdateInfo { info: a.to_info() }.to_value()),
            Ok(TrackerMessage::UpdateInfo { .. })
        ));
    }

    #[test]
    fn replies_decode() {
        assert_eq!(decode_request_reply(&json!([0, ["127.0.0.1", 9091, "k:0.1"]])), Ok(("127.0.0.1".into(), 9091, "k:0.1".into())));
        assert_eq!(decode_request_reply(&json!([-1, "timed out"])), Err(Ok("timed out".into())));
        assert!(matches!(decode_request_reply(&json!(0)), Err(Err(ProtocolError::UnexpectedReply { .. }))));
        let s = decode_summary_reply(
            &json!([0, {"queue_info": {"k": {"free": 1, "pending": 0}}, "server_info": [{"key": "server:k", "addr": [null, "9091"]}]}]),
        )
        .unwrap();
        assert_eq!(s.queue_info["k"], QueueInfo { free: 1, pending: 0 });
        assert_eq!(s.server_info[0].key, "server:k");
    }
}
