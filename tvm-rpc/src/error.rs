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
    /// A well-formed message over one of the tracker's bounds on what a peer may hold
    /// ([`crate::TrackerConfig`]: key lengths, UPDATE_INFO size and fields, free servers per
    /// connection, the PUT rate); the tracker closes the connection.
    #[error("{code} over the tracker's limit: {reason}")]
    OverLimit {
        /// The message's code name, e.g. `UPDATE_INFO`.
        code: &'static str,
        /// Which bound, with the numbers.
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

/// A session packet that breaks TVM 0.27's RPC wire format (`tvm_rpc::session::codec`).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PacketError {
    /// The packet ended before a value did.
    #[error("packet truncated: {need} more bytes needed at offset {at}")]
    Truncated {
        /// Offset of the value in the packet body.
        at: usize,
        /// Bytes the value needs.
        need: usize,
    },
    /// A count or length that is negative or larger than the bytes left.
    #[error("{what} {n} is negative or exceeds the packet")]
    BadCount {
        /// Which count: `num_args`, `ndim`, `byte length`.
        what: &'static str,
        /// The value read.
        n: i64,
    },
    /// A type index this protocol does not carry (or an object type other than a string,
    /// bytes or a remote object reference).
    #[error("unknown tvm-ffi type index {0} in a packed sequence")]
    UnknownTypeIndex(i32),
    /// A code a server does not send to a client (or no RPC code at all).
    #[error("unexpected RPC code {0} from the server")]
    UnexpectedCode(i32),
    /// An exception packet whose arguments are not one string.
    #[error("exception packet without a single string message")]
    BadException,
    /// Bytes left after the packet's last value.
    #[error("{0} unexpected bytes after the packet's values")]
    TrailingBytes(usize),
}

/// An error of an RPC session ([`crate::Session`]).
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// A socket operation failed.
    #[error("RPC session {peer}: {source}")]
    Io {
        /// The server's address.
        peer: String,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// A step (connect, handshake, one request and its reply) did not finish in time. The
    /// session is unusable afterwards (a late reply could still arrive).
    #[error("RPC session {peer}: {step} timed out after {after:?}")]
    Timeout {
        /// The server's address.
        peer: String,
        /// The step, e.g. `connect`, `handshake`, `call`, `copy_from_remote`.
        step: &'static str,
        /// The limit that passed.
        after: Duration,
    },
    /// The server closed the connection (it died, or dropped the session).
    #[error("RPC session {peer}: connection closed by the server during {step}")]
    Closed {
        /// The server's address.
        peer: String,
        /// The step that was waiting.
        step: &'static str,
    },
    /// The server announced a packet longer than [`crate::SessionOptions::max_packet_bytes`]. It
    /// was read and discarded within the step's timeout; the session remains usable.
    #[error("RPC session {peer}: packet of {len} bytes exceeds the limit of {max} bytes")]
    PacketTooLarge {
        /// The server's address.
        peer: String,
        /// The announced length.
        len: u64,
        /// The limit.
        max: u64,
    },
    /// The server sent bytes that are not TVM's session protocol.
    #[error("RPC session {peer}: {source}")]
    Protocol {
        /// The server's address.
        peer: String,
        /// What was wrong.
        #[source]
        source: PacketError,
    },
    /// The handshake's answer was not the RPC magic (`0xFF271`) nor one of its codes.
    #[error("RPC session {peer}: not a TVM RPC server (handshake answer {code:#x})")]
    NotRpcServer {
        /// The server's address.
        peer: String,
        /// The i32 it answered.
        code: i32,
    },
    /// The server has no pending match for the key (`RPC_CODE_MISMATCH`): the match key was
    /// already used, expired, or the key is wrong.
    #[error("RPC session {peer}: the server does not accept key {key:?} (a match key is single-use)")]
    KeyMismatch {
        /// The server's address.
        peer: String,
        /// The session key sent (`client:…`).
        key: String,
    },
    /// A proxy already has a server with the key (`RPC_CODE_DUPLICATE`).
    #[error("RPC session {peer}: duplicate key {key:?}")]
    DuplicateKey {
        /// The server's address.
        peer: String,
        /// The session key sent.
        key: String,
    },
    /// The peer encodes packed arguments the way TVM releases before 0.21 did (type codes, not
    /// tvm-ffi type indices). Both say protocol "0.8.0", but they cannot exchange arguments.
    #[error(
        "RPC session {peer}: the server speaks the pre-0.21 TVM RPC argument encoding (TVM <= 0.20, TVMArgTypeCode); \
         this client speaks the TVM >= 0.21 encoding (tvm-ffi type indices) of the pinned apache-tvm 0.27.0.post1 \
         + apache-tvm-ffi 0.1.15.post2; both report protocol version 0.8.0, so upgrade the server's TVM to >= 0.21 \
         (one TVM generation per farm)"
    )]
    LegacyPeer {
        /// The server's address.
        peer: String,
    },
    /// The server refused the session (`kInitServer` answered with an exception, e.g. a
    /// protocol version mismatch).
    #[error("RPC session {peer}: the server refused the session: {message}")]
    InitFailed {
        /// The server's address.
        peer: String,
        /// TVM's message.
        message: String,
    },
    /// The remote call raised; `message` is TVM's error text (kind, message and remote
    /// backtrace as TVM formats them).
    #[error("remote error: {message}")]
    Remote {
        /// TVM's message.
        message: String,
    },
    /// The server's own session timeout (`-timeout=` in the key, `session_timeout` in TVM's
    /// client) expired and it killed the session (`RPCSessionTimeoutError`).
    #[error("the server's session timeout expired: {message}")]
    RemoteSessionTimeout {
        /// TVM's message.
        message: String,
    },
    /// The server has no global function (or the module no function) of that name.
    #[error("remote function {name:?} not found")]
    FunctionNotFound {
        /// The name asked for.
        name: String,
    },
    /// A well-formed reply of the wrong type for the request.
    #[error("unexpected reply to {to}: {got}")]
    UnexpectedReply {
        /// The request, e.g. `load_module`.
        to: &'static str,
        /// The reply, debug-formatted (truncated to 200 characters).
        got: String,
    },
    /// An argument this client refuses to send (e.g. a string with a NUL byte, which TVM would
    /// truncate; a copy whose size does not match the tensor).
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
    /// An earlier step timed out or broke the framing; connect again.
    #[error("RPC session unusable: an earlier step failed mid-packet ({0})")]
    Poisoned(String),
}

/// Why the RPC server ([`crate::server`]) ended one connection or session. The server logs it,
/// counts it ([`crate::server::ServerStats`]) and goes on with the next connection.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// Binding or accepting failed.
    #[error("RPC server {addr}: {source}")]
    Bind {
        /// The address asked for.
        addr: String,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// A connection over [`crate::server::ServerConfig::max_connections`], closed at accept.
    #[error("RPC server: connection from {peer} closed: the server holds its {max} connections")]
    TooManyConnections {
        /// The client's address.
        peer: String,
        /// The bound.
        max: usize,
    },
    /// A socket operation failed.
    #[error("RPC session with {peer}: {source}")]
    Io {
        /// The client's address.
        peer: String,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The client closed the connection in the middle of a packet or the handshake (a close
    /// between packets ends a session cleanly).
    #[error("RPC session with {peer}: closed by the client during {during}")]
    Closed {
        /// The client's address.
        peer: String,
        /// `handshake` or `packet`.
        during: &'static str,
    },
    /// A read or write did not finish in time.
    #[error("RPC session with {peer}: {what} timed out after {after:?}")]
    Timeout {
        /// The client's address.
        peer: String,
        /// `handshake`, `idle` (no next packet), `packet` (the rest of one), `write`.
        what: &'static str,
        /// The limit that passed.
        after: Duration,
    },
    /// The first 4 bytes were not the session magic `0xFF271` (`base.py` `RPC_MAGIC`); the
    /// connection was closed without an answer, as TVM's `_accept_conn` does.
    #[error("RPC session with {peer}: handshake magic {got:#x} is not the TVM RPC magic")]
    BadMagic {
        /// The client's address.
        peer: String,
        /// The value received.
        got: i32,
    },
    /// The handshake's key length was negative or over [`crate::session::MAX_KEY_BYTES`].
    #[error("RPC session with {peer}: handshake key length {len} is outside 0..={max}")]
    BadKeyLength {
        /// The client's address.
        peer: String,
        /// The length received.
        len: i32,
        /// The bound.
        max: usize,
    },
    /// The client's key was not the one this server expects (answered `RPC_CODE_MISMATCH`).
    #[error("RPC session with {peer}: key {key:?} does not match (answered RPC_CODE_MISMATCH)")]
    KeyMismatch {
        /// The client's address.
        peer: String,
        /// The key sent (truncated to 200 characters).
        key: String,
    },
    /// A packet's announced length was over [`crate::server::ServerConfig::max_packet_bytes`];
    /// the client was sent an exception saying so and the session ended.
    #[error("RPC session with {peer}: packet of {len} bytes exceeds the server's limit of {max} bytes")]
    PacketTooLarge {
        /// The client's address.
        peer: String,
        /// The announced length.
        len: u64,
        /// The bound.
        max: u64,
    },
    /// A packet's body broke the wire format; the client was sent an exception saying so and
    /// the session ended.
    #[error("RPC session with {peer}: {source}")]
    Protocol {
        /// The client's address.
        peer: String,
        /// What was wrong.
        #[source]
        source: PacketError,
    },
    /// The session outlived its limit (the client's ` -timeout=S`, capped by the server's
    /// `max_session`); the client was sent TVM's `RPCSessionTimeoutError` and the session ended.
    #[error("RPC session with {peer}: the session's limit of {after:?} expired")]
    SessionTimeout {
        /// The client's address.
        peer: String,
        /// The limit.
        after: Duration,
    },
}
