//! A browser tab paired with the relay as a device (docs/RELAY.md, "Paired tabs"): the frames of
//! the WebSocket at `GET /api/relay/pair`, one JSON text frame each, tagged by `type`. The server
//! and the app both use these types.
//!
//! ```text
//! tab                                   server
//!  │ ── hello {adapter, visible} ─────────► │  (within PAIR_HELLO_S of the upgrade)
//!  │ ◄──────── paired {code, expires} ───── │  the code: a device of the relay
//!  │ ── beat {visible} (every BEAT_S) ────► │
//!  │ ◄──────── job {job, task, kind, …} ─── │  one at a time, only while visible
//!  │ ── progress {job, step, fraction} ───► │
//!  │ ── report {job, source_sha256, …} ───► │  re-checked against the job, or
//!  │ ── failed {job, reason} ─────────────► │
//!  │ ◄──────── cancel {job, reason} ─────── │  the job ended without the tab (hidden, …)
//! ```

use serde::{Deserialize, Serialize};

use crate::kind::Kind;
use crate::report::SampleReport;

/// What starts every pairing code: `pair-` and 26 base32 characters in groups of five or six
/// (128 random bits). Tracker keys never start with it (the relay reserves the prefix).
pub const CODE_PREFIX: &str = "pair-";

/// Characters of a pairing code after [`CODE_PREFIX`], its dashes included (26 base32 digits in
/// groups 5-5-5-5-6).
pub const CODE_BODY_CHARS: usize = 30;

/// Seconds between a tab's heartbeats.
pub const BEAT_S: u64 = 5;

/// Seconds a tab has to send its `hello` after the upgrade.
pub const PAIR_HELLO_S: u64 = 10;

/// Longest frame a tab may send, bytes (a report with its diagnostics is well under 64 KiB; the
/// server closes the socket on a larger one).
pub const MAX_TAB_FRAME_BYTES: usize = 1 << 20;

/// Longest adapter description a tab may announce, characters.
pub const MAX_ADAPTER_CHARS: usize = 256;

/// Longest step or reason a tab may send, characters.
pub const MAX_TAB_TEXT_CHARS: usize = 512;

/// Whether `device` is spelled as a pairing code (`pair-` + base32 groups); says nothing of
/// whether a tab holds it.
pub fn is_code(device: &str) -> bool {
    let Some(body) = device.strip_prefix(CODE_PREFIX) else { return false };
    body.len() == CODE_BODY_CHARS
        && body.split('-').map(str::len).eq([5, 5, 5, 5, 6])
        && body.bytes().all(|b| matches!(b, b'a'..=b'z' | b'2'..=b'7' | b'-'))
}

/// `device` as the relay reads a pairing code: trimmed and lower-cased when it starts with
/// [`CODE_PREFIX`] in any case (a code is copied from a screen, where `PAIR-ABCDE-…` and
/// `pair-abcde-…` are the same code); `None` when it does not claim the prefix (a tracker key; the
/// relay reserves the prefix in every case). The result is a code only if [`is_code`] says so.
pub fn code_spelling(device: &str) -> Option<String> {
    let d = device.trim();
    let prefix = d.get(..CODE_PREFIX.len())?;
    prefix.eq_ignore_ascii_case(CODE_PREFIX).then(|| d.to_ascii_lowercase())
}

/// How a tab names its adapter in `hello`, and how the relay names the device of each report it
/// sends back to compare them: the non-empty words of name, vendor and architecture, then the
/// device API in parentheses (`Google SwiftShader (webgpu)`; browsers disclose little, often an
/// empty name).
pub fn adapter_text(device: &crate::device::DeviceInfo) -> String {
    let words: Vec<&str> =
        [device.name.as_str(), device.vendor.as_str(), device.architecture.as_str()].into_iter().filter(|w| !w.is_empty()).collect();
    format!("{} ({})", words.join(" "), device.backend_name())
}

/// A pairing code from 16 random bytes: [`CODE_PREFIX`] and their RFC 4648 base32 (lowercase, no
/// padding) in groups 5-5-5-5-6.
pub fn code_from_bytes(random: &[u8; 16]) -> String {
    const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";
    let mut digits = String::with_capacity(26);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in random {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            digits.push(char::from(ALPHABET[((acc >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        digits.push(char::from(ALPHABET[((acc << (5 - bits)) & 31) as usize]));
    }
    let groups = [&digits[0..5], &digits[5..10], &digits[10..15], &digits[15..20], &digits[20..26]];
    format!("{CODE_PREFIX}{}", groups.join("-"))
}

/// A frame a tab sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum TabFrame {
    /// The first frame: the tab's WebGPU adapter and whether the page is visible.
    Hello {
        /// The adapter as the tab describes it (`SwiftShader Device (Subzero) (Google)`).
        adapter: String,
        /// `document.visibilityState == "visible"`.
        visible: bool,
    },
    /// Every [`BEAT_S`] and whenever the page's visibility changes.
    Beat {
        /// `document.visibilityState == "visible"`.
        visible: bool,
    },
    /// A step of the job the tab runs.
    Progress {
        /// The job's id.
        job: String,
        /// What it does (`checking`, `timing`).
        step: String,
        /// Fraction done, 0–1.
        #[serde(default)]
        fraction: Option<f64>,
    },
    /// The job's report.
    Report {
        /// The job's id.
        job: String,
        /// SHA-256 of the source the tab ran, lowercase hex: must be the job's.
        source_sha256: String,
        /// The in-browser check path's report.
        report: Box<SampleReport>,
    },
    /// The tab could not evaluate the job (stopped by its user, the device could not be recovered).
    Failed {
        /// The job's id.
        job: String,
        /// Why.
        reason: String,
    },
}

/// A frame the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", try_from = "ServerFrameFields")]
pub enum ServerFrame {
    /// The answer to `hello`: the tab is a device of the relay under `code` until `expires_unix_ms`.
    Paired {
        /// The pairing code jobs name as their `device`.
        code: String,
        /// When the code expires (the socket is then closed; pair again for a new one).
        expires_unix_ms: u64,
    },
    /// A job to run now (the tab runs one at a time).
    Job {
        /// The job's id, echoed in the tab's frames about it.
        job: String,
        /// The suite task.
        task: String,
        /// The candidate's language (`wgsl`).
        kind: Kind,
        /// The candidate's source.
        source: String,
    },
    /// The job ended without the tab's report (the reason says why); the tab stops it and sends
    /// nothing more about it.
    Cancel {
        /// The job's id.
        job: String,
        /// Why.
        reason: String,
    },
}

/// [`ServerFrame`] as read: its tag and every variant's fields ([`crate::flat_de`]).
#[derive(Deserialize)]
struct ServerFrameFields {
    #[serde(rename = "type")]
    tag: ServerFrameTag,
    code: Option<String>,
    expires_unix_ms: Option<u64>,
    job: Option<String>,
    task: Option<String>,
    kind: Option<Kind>,
    source: Option<String>,
    reason: Option<String>,
}

/// [`ServerFrame`]'s tags.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ServerFrameTag {
    Paired,
    Job,
    Cancel,
}

impl TryFrom<ServerFrameFields> for ServerFrame {
    type Error = String;

    fn try_from(f: ServerFrameFields) -> Result<Self, String> {
        use crate::flat_de::required;
        Ok(match f.tag {
            ServerFrameTag::Paired => {
                Self::Paired { code: required(f.code, "code")?, expires_unix_ms: required(f.expires_unix_ms, "expires_unix_ms")? }
            }
            ServerFrameTag::Job => Self::Job {
                job: required(f.job, "job")?,
                task: required(f.task, "task")?,
                kind: required(f.kind, "kind")?,
                source: required(f.source, "source")?,
            },
            ServerFrameTag::Cancel => Self::Cancel { job: required(f.job, "job")?, reason: required(f.reason, "reason")? },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_base32_groups_and_recognised() {
        let c = code_from_bytes(&[0xff; 16]);
        assert_eq!(c, "pair-77777-77777-77777-77777-777774");
        assert!(is_code(&c));
        let z = code_from_bytes(&[0; 16]);
        assert_eq!(z, "pair-aaaaa-aaaaa-aaaaa-aaaaa-aaaaaa");
        assert!(is_code(&z));
        for not in [
            "pair-",
            "rasp4",
            "pair-77777-77777-77777-77777-77777",
            "pair-77777-77777-77777-77777-77777Y",
            "pair-1aaaa-aaaaa-aaaaa-aaaaa-aaaaaa",
        ] {
            assert!(!is_code(not), "{not}");
        }
    }

    #[test]
    fn codes_are_read_in_any_case_and_the_prefix_is_reserved() {
        let c = code_from_bytes(&[0x5a; 16]);
        assert_eq!(code_spelling(&format!(" {} ", c.to_uppercase())).as_deref(), Some(c.as_str()));
        assert_eq!(code_spelling(&c).as_deref(), Some(c.as_str()));
        // A tracker key that spells the prefix in another case is still read as a (wrong) code.
        assert_eq!(code_spelling("PAIR-rasp4").as_deref(), Some("pair-rasp4"));
        assert!(!is_code("pair-rasp4"));
        assert_eq!(code_spelling("rasp4"), None);
        assert_eq!(code_spelling("pai"), None);
        assert_eq!(code_spelling("paír-x"), None, "a multi-byte character where the prefix would end");
    }

    #[test]
    fn frames_are_tagged_and_strict() {
        let f: TabFrame = serde_json::from_str(r#"{"type":"beat","visible":false}"#).expect("beat");
        assert_eq!(f, TabFrame::Beat { visible: false });
        assert!(serde_json::from_str::<TabFrame>(r#"{"type":"beat","visible":false,"x":1}"#).is_err());
        assert!(serde_json::from_str::<TabFrame>(r#"{"type":"job","job":"j"}"#).is_err());
        let s = serde_json::to_value(ServerFrame::Cancel { job: "j".into(), reason: "r".into() }).expect("json");
        assert_eq!(s["type"], "cancel");
    }
}
