//! Reaching a remote device: a tracker grant, a session, what the server tells about itself, and the
//! [`DeviceInfo`] a report carries.

use std::time::Duration;

use ekb_eval::device::{DeviceInfo, DeviceLimits};
use tvm_rpc::{RetValue, Session, SessionError, SessionOptions, TrackerClient, TrackerError};

use crate::target::Target;

/// Where the remote device is and how long each step may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Endpoint {
    /// A device registered with a TVM tracker (ours or TVM's own): a REQUEST for `key` (a device key
    /// such as `rasp4`, or a match key), then a session with the grant's one-time match key.
    Tracker {
        /// `HOST:PORT` of the tracker.
        tracker: String,
        /// The key to request.
        key: String,
        /// The request's priority (higher first, as in TVM).
        priority: i64,
        /// Most time to wait for a free server of the key.
        request_timeout: Duration,
    },
    /// A server listening without a tracker (`python -m tvm.exec.rpc_server` alone): its address and
    /// key (`""` for none).
    Direct {
        /// `HOST:PORT`.
        addr: String,
        /// The server's key.
        key: String,
    },
}

/// How a remote device is opened.
#[derive(Clone, Debug)]
pub struct RemoteOptions {
    /// Where it is.
    pub endpoint: Endpoint,
    /// Bound on every RPC step: connect, handshake, upload, load, allocate, copy, call, one timed
    /// batch (default 30 s). Past it the step is [`ekb_eval::backend::BackendError::Timeout`] and the
    /// session is dropped.
    pub step_timeout: Duration,
    /// The server-side session limit sent with the key (` -timeout=S`): a stock Python server kills
    /// the session's process after it, so a kernel that hangs there cannot hold the device forever
    /// (its server serves one session at a time). Default 300 s (the Android RPC app's default).
    pub session_timeout: Duration,
    /// The target to build for; `None`: asked from the server (`target.llvm_get_system_triple`), else
    /// read from the key (`…aarch64…`, `…arm64…`, `…x86_64…`).
    pub target: Option<Target>,
}

impl RemoteOptions {
    /// Defaults for `endpoint`: 30 s steps, a 300 s session, the target asked from the server.
    pub fn new(endpoint: Endpoint) -> Self {
        RemoteOptions { endpoint, step_timeout: Duration::from_secs(30), session_timeout: Duration::from_secs(300), target: None }
    }
}

/// What the remote server tells about itself through globals every TVM server with LLVM registers
/// (`src/target/llvm/llvm_module.cc`: `target.llvm_get_system_triple`, `target.llvm_get_system_cpu`,
/// `target.llvm_get_system_x86_vendor`); `None` where a runtime-only server (the C++ `tvm_rpc`, the
/// Android app) lacks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemoteSystem {
    /// The server process's LLVM triple (`x86_64-pc-linux-gnu`, `aarch64-unknown-linux-gnu`).
    pub triple: Option<String>,
    /// Its LLVM CPU name (`cortex-a72`, `znver3`).
    pub cpu: Option<String>,
    /// Its x86 vendor, on x86.
    pub vendor: Option<String>,
    /// Why the server runs emulated (a binary of another architecture under qemu-user), as `ekb
    /// device` tells it through [`EMULATION_GLOBAL`]; `None` where it is not or does not tell (a
    /// stock TVM server registers no such global).
    pub emulation: Option<String>,
}

/// The global `ekb device` answers with why it runs emulated (empty: it does not).
pub const EMULATION_GLOBAL: &str = "ekb.device.emulation";

/// Why a remote device could not be opened.
///
/// Each variant's message already contains its cause's, so none exposes the cause as its
/// `source()`: a chain printed whole (anyhow's `{:#}`) names it once, and `ekb worker`'s
/// `DispatchError::Open`, which keeps the message alone, loses nothing.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum OpenError {
    /// The tracker refused or timed out.
    #[error("tracker: {0}")]
    Tracker(TrackerError),
    /// The session could not be opened or a query failed.
    #[error("{0}")]
    Session(SessionError),
    /// The remote's target could not be told, or no compiler builds for it here.
    #[error("{0}")]
    Target(String),
    /// The sandbox (or its compiler) is missing: `c` candidates are not built without it.
    #[error("{0}")]
    Sandbox(ekb_sandbox::SandboxUnavailable),
    /// The backend's runtime could not start.
    #[error("starting the backend's runtime: {0}")]
    Runtime(std::io::Error),
}

impl From<TrackerError> for OpenError {
    fn from(e: TrackerError) -> Self {
        OpenError::Tracker(e)
    }
}

impl From<SessionError> for OpenError {
    fn from(e: SessionError) -> Self {
        OpenError::Session(e)
    }
}

impl From<ekb_sandbox::SandboxUnavailable> for OpenError {
    fn from(e: ekb_sandbox::SandboxUnavailable) -> Self {
        OpenError::Sandbox(e)
    }
}

impl From<std::io::Error> for OpenError {
    fn from(e: std::io::Error) -> Self {
        OpenError::Runtime(e)
    }
}

/// Opens the session `opts` names (a tracker grant first, when it names a tracker).
///
/// # Errors
/// [`OpenError::Tracker`], [`OpenError::Session`].
pub async fn connect(opts: &RemoteOptions) -> Result<(Session, String), OpenError> {
    let sopts =
        SessionOptions { step_timeout: opts.step_timeout, session_timeout: Some(opts.session_timeout), ..SessionOptions::default() };
    match &opts.endpoint {
        Endpoint::Tracker { tracker, key, priority, request_timeout } => {
            let mut t = TrackerClient::connect(tracker, opts.step_timeout).await?;
            let grant = t.request(key, *priority, *request_timeout).await?;
            Ok((Session::connect_grant(&grant, sopts).await?, key.clone()))
        }
        Endpoint::Direct { addr, key } => Ok((Session::connect(addr, key, sopts).await?, key.clone())),
    }
}

/// Asks the server what it runs on ([`RemoteSystem`]); a missing global is `None`, a transport
/// error is an error.
///
/// # Errors
/// A transport [`SessionError`].
pub async fn query_system(s: &mut Session) -> Result<RemoteSystem, SessionError> {
    async fn text(s: &mut Session, name: &str) -> Result<Option<String>, SessionError> {
        let f = match s.get_global_func(name).await {
            Ok(f) => f,
            Err(SessionError::FunctionNotFound { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        let v = match s.call(f, &[]).await {
            Ok(RetValue::Str(t)) => Some(t).filter(|t| !t.is_empty()),
            Ok(_) | Err(SessionError::Remote { .. }) => None,
            Err(e) => return Err(e),
        };
        let _ = s.free_func(f).await;
        Ok(v)
    }
    Ok(RemoteSystem {
        triple: text(s, "target.llvm_get_system_triple").await?,
        cpu: text(s, "target.llvm_get_system_cpu").await?,
        vendor: text(s, "target.llvm_get_system_x86_vendor").await?,
        emulation: text(s, EMULATION_GLOBAL).await?,
    })
}

/// The target: `explicit`, else the server's triple, else the key.
///
/// # Errors
/// [`OpenError::Target`] when none tells it.
pub fn pick_target(explicit: Option<Target>, system: &RemoteSystem, key: &str) -> Result<Target, OpenError> {
    if let Some(t) = explicit {
        return Ok(t);
    }
    if let Some(triple) = &system.triple {
        return Target::parse(triple).map_err(|e| OpenError::Target(e.to_string()));
    }
    Target::parse(key).map_err(|_| {
        OpenError::Target(format!(
            "the server does not tell its target (no target.llvm_get_system_triple) and the key `{key}` names none; \
             pass the target explicitly"
        ))
    })
}

/// The runtime string of a remote device: the RPC protocol, the TVM generation it implies, the
/// transport.
pub fn runtime_name(protocol: &str) -> String {
    format!("tvm rpc {protocol} (apache-tvm >= 0.21 argument encoding; client pinned to 0.27.0.post1), transport relay")
}

/// The remote device as a report describes it: backend `cpu`, device type `cpu`, not a fallback; the
/// name from the server's CPU and triple (else the key), the architecture the target's, the driver
/// the server's key, the runtime [`runtime_name`]. Features and limits as the local CPU backend
/// (`shader-f16` through GCC's `_Float16` on both targets; the WebGPU default limits, the suite's
/// ceiling).
///
/// An **emulated** server ([`RemoteSystem::emulation`]) is a fallback (`is_fallback`: its timings
/// describe the emulator, not the hardware, so the evaluator flags them `fallback_adapter` and the
/// leaderboard keeps them off its default view), its name starts `emulated` (another device
/// identity than the hardware it imitates) and its runtime says why.
pub fn remote_device_info(system: &RemoteSystem, target: Target, key: &str, server_key: &str, protocol: &str) -> DeviceInfo {
    let name = match (&system.cpu, &system.triple) {
        (Some(cpu), Some(triple)) => format!("{cpu} ({triple}), TVM RPC key {key}"),
        (Some(cpu), None) => format!("{cpu}, TVM RPC key {key}"),
        _ => format!("TVM RPC key {key} ({target})"),
    };
    let (name, runtime) = match &system.emulation {
        Some(why) => (format!("emulated {}: {name}", target.arch()), format!("{}; emulated: {why}", runtime_name(protocol))),
        None => (name, runtime_name(protocol)),
    };
    DeviceInfo {
        name,
        vendor: system.vendor.clone().unwrap_or_default(),
        architecture: target.arch().to_string(),
        driver: format!("stock TVM RPC server ({server_key})"),
        backend: "cpu".into(),
        device_type: "cpu".into(),
        is_fallback: system.emulation.is_some(),
        features: vec!["shader-f16".into()],
        limits: DeviceLimits::webgpu_default(),
        runtime,
        loop_cap: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_target_comes_from_the_server_then_the_key() {
        let sys = RemoteSystem {
            triple: Some("aarch64-unknown-linux-gnu".into()),
            cpu: Some("cortex-a72".into()),
            vendor: None,
            emulation: None,
        };
        assert_eq!(pick_target(None, &sys, "x86_64-box").unwrap(), Target::Aarch64);
        assert_eq!(pick_target(Some(Target::X86_64), &sys, "").unwrap(), Target::X86_64);
        assert_eq!(pick_target(None, &RemoteSystem::default(), "rasp4-arm64").unwrap(), Target::Aarch64);
        assert!(matches!(pick_target(None, &RemoteSystem::default(), "rasp4"), Err(OpenError::Target(_))));
        let d = remote_device_info(&sys, Target::Aarch64, "rasp4", "server:rasp4", "0.8.0");
        assert_eq!((d.backend.as_str(), d.architecture.as_str(), d.is_fallback), ("cpu", "aarch64", false));
        assert_eq!(d.name, "cortex-a72 (aarch64-unknown-linux-gnu), TVM RPC key rasp4");
        assert!(d.runtime.contains("0.8.0") && d.runtime.contains("relay"), "{}", d.runtime);
        // Emulated: a fallback of another identity, and the runtime says why.
        let emu = RemoteSystem { emulation: Some("this aarch64 binary runs on a x86_64 kernel".into()), ..sys };
        let e = remote_device_info(&emu, Target::Aarch64, "rasp4", "server:rasp4", "0.8.0");
        assert!(e.is_fallback && e.name.starts_with("emulated aarch64: cortex-a72") && e.runtime.contains("x86_64 kernel"), "{e:?}");
        assert_ne!(e.name, d.name);
    }
}
