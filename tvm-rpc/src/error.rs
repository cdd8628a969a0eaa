//! Typed errors of the tracker protocol.

use std::time::Duration;

use crate::wire::{MAX_MESSAGE_BYTES, TRACKER_MAGIC};

/// A frame or message that breaks TVM's tracker wire format. The tracker closes the connection
/// that sent it (as TVM's does); the client reports it.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ProtocolError {
    /// The handshake's 4 bytes were not [`TRACKER_MAGIC`] (little-endian).
    #[error("handshake magic {got:#x} is not the TVM tracker magic {TRACKER_MAGIC:#x}")]
    BadMagic {
        /// The value received, as a little-endian i32.
        got: i32,
    },
    /// A length prefix outside `1..=MAX_MESSAGE_BYTES`.
    #[error("frame length {0} is outside 1..={MAX_MESSAGE_BYTES} bytes")]
    BadLength(i64),
    /// The payload is not UTF-8 JSON.
    #[error("frame is not UTF-8 JSON: {0}")]
    Json(String),
    /// The payload is JSON but not an array whose first element is an integer code.
    #[error("message is not a JSON array starting with an integer tracker code")]
    NotCommand,
    /// The code is none of TVM's `TrackerCode` values (or one a peer never sends).
    #[error("unknown tracker code {0}")]
    UnknownCode(i64),
    /// A known code with arguments of the wrong number or type.
    #[error("malformed {code} message: {reason}")]
    Malformed {
        /// The message's code name, e.g. `PUT`.
        code: &'static str,
        /// What is wrong, for the log.
        reason: String,
    },
    /// A reply of the wrong shape for the message it answers.
    #[error("unexpected reply to {to}: {reply}")]
    UnexpectedReply {
        /// The message it answers, e.g. `REQUEST`.
        to: &'static str,
        /// The reply's JSON text, truncated to 200 characters.
        reply: String,
    },
}

/// An error of a tracker connection (either side).
#[derive(Debug, thiserror::Error)]
pub enum TrackerError {
    /// A socket operation failed.
    #[error("tracker connection {peer}: {source}")]
    Io {
        /// The peer's address (or the address being connected to).
        peer: String,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// A read, write or connect did not finish in time.
    #[error("tracker connection {peer}: {what} timed out after {after:?}")]
    Timeout {
        /// The peer's address.
        peer: String,
        /// The operation: `connect`, `handshake`, `read`, `write`.
        what: &'static str,
        /// The limit that passed.
        after: Duration,
    },
    /// The peer closed the connection.
    #[error("tracker connection {peer}: closed by the peer")]
    Closed {
        /// The peer's address.
        peer: String,
    },
    /// The peer broke the protocol.
    #[error("tracker connection {peer}: {source}")]
    Protocol {
        /// The peer's address.
        peer: String,
        /// What was wrong.
        #[source]
        source: ProtocolError,
    },
    /// No server with the key became free within the request's timeout. TVM's tracker never
    /// times a request out; this client (and [`crate::Tracker`] with a request timeout) does.
    #[error(
        "no free TVM RPC server with key {key:?} within {waited:?} (the key is absent or every server with it is busy; \
         the tracker's summary lists them)"
    )]
    RequestTimedOut {
        /// The key asked for.
        key: String,
        /// How long the request waited.
        waited: Duration,
    },
    /// The tracker answered a REQUEST with FAIL (e.g. this project's tracker when its own request
    /// timeout passed).
    #[error("tracker refused the request for key {key:?}: {reason}")]
    RequestFailed {
        /// The key asked for.
        key: String,
        /// The tracker's reason, or the raw reply.
        reason: String,
    },
    /// An earlier request timed out on this connection, so a late answer could still arrive on
    /// it; connect again.
    #[error("tracker client unusable: an earlier request timed out on this connection")]
    Poisoned,
}
