//! Apache TVM's RPC tracker protocol and its session protocol, both sides, in the
//! wire format of the pinned `apache-tvm==0.27.0.post1` (+ `apache-tvm-ffi==0.1.15.post2`), so that unmodified TVM RPC
//! servers (Python `tvm.exec.rpc_server`, C++ `tvm_rpc`, the Android app) register with
//! [`Tracker`] and [`TrackerClient`] works against TVM's own `tvm.exec.rpc_tracker`.
//!
//! - [`wire`]: the magic, the frames (4-byte little-endian length + JSON, bounded by
//!   [`wire::MAX_MESSAGE_BYTES`]) and the messages, each with the place in TVM's source that
//!   defines it.
//! - [`tracker`]: the tracker server (TVM's scheduling semantics, with bounds on what each
//!   unauthenticated peer may hold and an optional request timeout of its own).
//! - [`client`]: the tracker client (request a server for a key, with a priority and a
//!   timeout; summary; ping).
//!
//! - [`session`]: the RPC session protocol, client side ([`Session`]: handshake, `InitServer`,
//!   calls, uploads, tensors, copies, the remote time evaluator), with a timeout on every step and
//!   a bound on every packet.
//! - [`server`]: the RPC session protocol, server side ([`Server`]: handshake, `InitServer`,
//!   the packet loop dispatching to a [`SessionHandler`], bounds and timeouts on everything a
//!   client sends) and its registration loop with a tracker ([`Registration`]).
//! - [`testing`] (feature `testing`): the TVM venv and unmodified Python RPC servers, for tests.
//!
//! docs/RELAY.md describes the deployment (the protocol has no authentication) and the wire.

pub mod client;
mod error;
pub mod server;
pub mod session;
#[cfg(feature = "testing")]
pub mod testing;
mod timed;
pub mod tracker;
pub mod wire;

pub use client::{Grant, TrackerClient};
pub use error::{PacketError, ProtocolError, ServerError, SessionError, TrackerError};
pub use server::{HandlerError, Registration, Server, ServerConfig, ServerStats, SessionHandler, SessionInfo};
pub use session::{
    Arg, DataType, Device, RemoteFunc, RemoteModule, RemoteObject, RemoteTensor, RetValue, Session, SessionOptions, TimeEvaluatorOptions,
};
pub use tracker::{Rate, Tracker, TrackerConfig, TrackerHandle};
pub use wire::{AnnouncedDevice, Announcement, QueueInfo, ServerInfo, Summary, TrackerCode, TrackerMessage, Truncated};
