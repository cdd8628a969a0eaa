//! Kernel hosts on an `ekb device` (docs/RELAY.md, "`ekb device`"): for the forms a stock TVM server
//! cannot run (`opencl`), the device starts the same confined kernel host this machine's workers
//! use (`ekb kernel-host`) in its own sandbox, and this module reaches it through the session —
//! `ekb.host.open(form, role) → handle`, `ekb.host.request(handle, frame) → frame` carrying the host
//! protocol ([`ekb_confined::relayed`]). [`HostedRemote::backend`] is then
//! [`ekb_confined::ConfinedBackend`] over those hosts: the same programs, buffers and batch plans
//! (every launch captured on the device, only the verified ones fetched after), with the
//! evaluator's check path — inputs, CPU reference, comparison — on this machine.
//!
//! What the device says is checked here: each reply must answer its request with exactly the
//! segment lengths asked ([`ekb_confined::relayed::decode_reply`]); a stall in a step where no kernel
//! runs is the device's fault, not the kernel's timeout ([`crate::trust::is_kernel_step`]); and the
//! time the device reports for a batch must fit this machine's clock around the call
//! ([`crate::trust::check_device_time`]): [`ekb_eval::backend::TimerMethod::Remote`].

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ekb_confined::link::Answered;
use ekb_confined::message::Request;
use ekb_confined::relayed::{decode_reply, encode_request};
use ekb_confined::{ConfinedBackend, HostCell, HostChannel, HostStarter, HostedForm, Role};
use ekb_eval::backend::{BackendError, TimerMethod};
use ekb_eval::device::DeviceInfo;
use tvm_rpc::{Arg, RemoteFunc, RetValue, Session, SessionError};

use crate::device::{connect, OpenError, RemoteOptions};

/// The device's description of the device behind a form (a `DeviceInfo` as JSON).
pub const DEVICE_INFO: &str = "ekb.device.info";
/// Starts a kernel host of a form and role; returns its handle.
pub const HOST_OPEN: &str = "ekb.host.open";
/// One relayed request to a host.
pub const HOST_REQUEST: &str = "ekb.host.request";

/// The session, shared by every host of it.
struct Shared {
    session: tokio::sync::Mutex<Option<Session>>,
    /// Why the session was dropped, once it was.
    lost: Mutex<Option<String>>,
    runtime: tokio::runtime::Handle,
    open: RemoteFunc,
    request: RemoteFunc,
    form: String,
    key: String,
    step_timeout: Duration,
    /// The fastest round trip of a request that runs no kernel (a `ping`), ns (`u64::MAX`: none yet).
    round_trip_ns: AtomicU64,
}

/// A session step's future.
type StepFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, SessionError>> + Send + 'a>>;

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared").field("key", &self.key).field("form", &self.form).finish()
    }
}

impl Shared {
    fn who(&self) -> String {
        format!("device `{}`", self.key)
    }

    /// Runs `f` on the session (on the backend's runtime, waited for from this thread, which must
    /// not be one of a tokio runtime), bounded by the step timeout. A transport failure or a stall
    /// drops the session: every later step is `DeviceLost` with why. A stall in a step where the
    /// candidate's code runs ([`crate::trust::is_kernel_step`]) is the kernel's
    /// [`BackendError::Timeout`], in any other the device's fault.
    fn step<T, F>(self: &Arc<Self>, what: &'static str, f: F) -> Result<T, BackendError>
    where
        T: Send + 'static,
        F: for<'a> FnOnce(&'a mut Session) -> StepFuture<'a, T> + Send + 'static,
    {
        if let Some(why) = lock(&self.lost).clone() {
            return Err(BackendError::DeviceLost(why));
        }
        let me = Arc::clone(self);
        let (tx, rx) = std::sync::mpsc::channel();
        self.runtime.spawn(async move {
            let mut session = me.session.lock().await;
            let result = match session.as_mut() {
                // The session's own step timeout ends the call first; this one is a backstop.
                Some(s) => match tokio::time::timeout(me.step_timeout + Duration::from_secs(1), f(s)).await {
                    Ok(r) => r.map_err(Some),
                    Err(_) => Err(None),
                },
                None => Err(Some(SessionError::Closed { peer: me.who(), step: "call" })),
            };
            let error = match result {
                Ok(v) => Ok(v),
                Err(Some(SessionError::Remote { message })) => Err(BackendError::Other(format!("{what}: {} said: {message}", me.who()))),
                Err(stalled @ (None | Some(SessionError::Timeout { .. }))) => {
                    let after = stalled.map_or_else(|| format!("did not answer within {:?}", me.step_timeout), |e| e.to_string());
                    let why = format!("{what}: {}: {after}", me.who());
                    *session = None;
                    *lock(&me.lost) = Some(why.clone());
                    if crate::trust::is_kernel_step(what) {
                        Err(BackendError::Timeout(u64::try_from(me.step_timeout.as_millis()).unwrap_or(u64::MAX)))
                    } else {
                        Err(BackendError::DeviceLost(format!("the device stalled where no kernel runs: {why}")))
                    }
                }
                Err(Some(e)) => {
                    let why = format!("{what}: {} or its session was lost: {e}", me.who());
                    *session = None;
                    *lock(&me.lost) = Some(why.clone());
                    Err(BackendError::DeviceLost(why))
                }
            };
            let _ = tx.send(error);
        });
        rx.recv().unwrap_or_else(|_| Err(BackendError::DeviceLost(format!("{what}: the session's task ended"))))
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The step name of a request, as [`crate::trust`] sorts steps: only `run` and `time_batch` run the
/// candidate's code.
fn step(request: &Request) -> &'static str {
    match request {
        Request::Run { .. } | Request::Launch { .. } => "kernel run",
        Request::TimeBatch { .. } => "timing",
        Request::Compile { .. } => "loading the program",
        Request::Upload { .. } => "buffer upload",
        Request::Ping => "timer resolution",
        _ => "read back",
    }
}

/// Hosts of one form on the device ([`HostStarter`]).
#[derive(Debug)]
pub struct RemoteHosts {
    shared: Arc<Shared>,
}

impl HostStarter for RemoteHosts {
    fn start(&self, role: Role) -> Result<Box<dyn HostChannel>, BackendError> {
        let (open, form, name) = (self.shared.open, self.shared.form.clone(), role.name());
        let handle = self
            .shared
            .step("loading the program", move |s| Box::pin(async move { s.call(open, &[Arg::Str(&form), Arg::Str(name)]).await }))?;
        match handle {
            RetValue::Int(h) => Ok(Box::new(RemoteHost { shared: Arc::clone(&self.shared), handle: h, lost: None })),
            other => Err(BackendError::DeviceLost(format!("{} answered {other:?} where a host's handle belongs", self.shared.who()))),
        }
    }
}

/// One host on the device.
#[derive(Debug)]
struct RemoteHost {
    shared: Arc<Shared>,
    handle: i64,
    lost: Option<BackendError>,
}

impl HostChannel for RemoteHost {
    fn call(&mut self, request: Request, segments: &[&[u8]], want: &[u64]) -> Result<Answered, BackendError> {
        if let Some(e) = &self.lost {
            return Err(e.clone());
        }
        let frame = encode_request(&request, segments, want);
        let (func, handle, what) = (self.shared.request, self.handle, step(&request));
        let start = Instant::now();
        let answer = self.shared.step(what, move |s| Box::pin(async move { s.call(func, &[Arg::Int(handle), Arg::Bytes(&frame)]).await }));
        let wall = start.elapsed();
        let result = answer.and_then(|r| match r {
            RetValue::Bytes(b) => decode_reply(&b, &request, want, &format!("the kernel host on {}", self.shared.who())),
            other => Err(BackendError::DeviceLost(format!("{} answered {other:?} where a relayed reply belongs", self.shared.who()))),
        });
        let result = result.map_err(|e| match e {
            // The device's own step limit, where no kernel runs, is the device's fault.
            BackendError::Timeout(_) if !crate::trust::is_kernel_step(what) => {
                BackendError::DeviceLost(format!("the device stalled where no kernel runs: {what} ({})", self.shared.who()))
            }
            other => other,
        });
        let result = result.and_then(|a| {
            // A time the device reports must fit this machine's clock around the call.
            let round_trip = match request {
                Request::TimeBatch { .. } => Duration::from_nanos(self.shared.round_trip_ns.load(Ordering::Relaxed)).min(wall),
                _ => wall,
            };
            crate::trust::check_device_time(a.elapsed.as_secs_f64(), wall, round_trip)?;
            if matches!(request, Request::Ping) {
                self.shared.round_trip_ns.fetch_min(u64::try_from(wall.as_nanos()).unwrap_or(u64::MAX), Ordering::Relaxed);
            }
            Ok(a)
        });
        if let Err(e @ (BackendError::DeviceLost(_) | BackendError::Timeout(_))) = &result {
            self.lost = Some(e.clone());
        }
        result
    }

    fn is_lost(&self) -> bool {
        self.lost.is_some()
    }
}

/// An `ekb device` session serving one hosted form: its device description and its hosts.
pub struct HostedRemote {
    info: DeviceInfo,
    hosts: Arc<RemoteHosts>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl std::fmt::Debug for HostedRemote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostedRemote").field("device", &self.info.name).field("form", &self.hosts.shared.form).finish()
    }
}

impl Drop for HostedRemote {
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

impl HostedRemote {
    /// Opens the device `opts` names for candidates of `form` (`opencl`): a tracker grant, a
    /// session, the device's description of that form's device. Blocks; call it outside async code.
    ///
    /// # Errors
    /// [`OpenError::Tracker`], [`OpenError::Session`]; [`OpenError::Target`] when the device does not
    /// serve `form` (a stock TVM server, or an `ekb device` that does not announce it).
    pub fn open(opts: &RemoteOptions, form: &str) -> Result<HostedRemote, OpenError> {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).thread_name("ekb-tvm-rpc").enable_all().build()?;
        let opts2 = opts.clone();
        let form2 = form.to_string();
        let opened = std::thread::scope(|s| s.spawn(|| runtime.block_on(open_session(&opts2, &form2))).join())
            .unwrap_or_else(|_| Err(OpenError::Target("the thread opening the session panicked".into())));
        let (session, key, info, open, request) = match opened {
            Ok(o) => o,
            Err(e) => {
                runtime.shutdown_background();
                return Err(e);
            }
        };
        let shared = Arc::new(Shared {
            session: tokio::sync::Mutex::new(Some(session)),
            lost: Mutex::new(None),
            runtime: runtime.handle().clone(),
            open,
            request,
            form: form.to_string(),
            key,
            step_timeout: opts.step_timeout,
            round_trip_ns: AtomicU64::new(u64::MAX),
        });
        Ok(HostedRemote { info, hosts: Arc::new(RemoteHosts { shared }), runtime: Some(runtime) })
    }

    /// The device as reports describe it (the device's own description, its runtime naming the
    /// relay).
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// A backend for one evaluation: the task's reference kernel (`reference_text`) in a reference
    /// host on the device, the candidate's programs in fresh candidate hosts there (sealed where the
    /// device seals them), timed by the device ([`TimerMethod::Remote`]).
    pub fn backend<A: HostedForm>(&self, reference_text: Option<&str>) -> ConfinedBackend<A> {
        let starter: Arc<dyn HostStarter> = self.hosts.clone();
        let reference = HostCell::with_starter(Arc::clone(&starter), Role::Reference);
        ConfinedBackend::for_evaluation_with(self.info.clone(), reference, reference_text, starter, TimerMethod::Remote)
    }

    /// Ends the session (the device kills its hosts and takes the next session). Blocks briefly.
    pub fn close(mut self) {
        let shared = Arc::clone(&self.hosts.shared);
        if let Some(rt) = self.runtime.take() {
            let shut = async move {
                if let Some(s) = shared.session.lock().await.take() {
                    let _ = tokio::time::timeout(Duration::from_secs(5), s.shutdown()).await;
                }
            };
            let _ = std::thread::scope(|t| t.spawn(|| rt.block_on(shut)).join());
            rt.shutdown_background();
        }
    }
}

type Opened = (Session, String, DeviceInfo, RemoteFunc, RemoteFunc);

async fn open_session(opts: &RemoteOptions, form: &str) -> Result<Opened, OpenError> {
    let (mut s, key) = connect(opts).await?;
    let not_served = |why: String| {
        OpenError::Target(format!(
            "device `{key}` does not serve `{form}` candidates ({why}): only an `ekb device` that announces `{form}` runs them \
             (docs/RELAY.md, \"`ekb device`\")"
        ))
    };
    let global = |e: SessionError| match e {
        SessionError::FunctionNotFound { .. } => not_served(e.to_string()),
        other => OpenError::Session(other),
    };
    let info_f = s.get_global_func(DEVICE_INFO).await.map_err(global)?;
    let open = s.get_global_func(HOST_OPEN).await.map_err(global)?;
    let request = s.get_global_func(HOST_REQUEST).await.map_err(global)?;
    let text = match s.call(info_f, &[Arg::Str(form)]).await {
        Ok(RetValue::Str(t)) => t,
        Ok(other) => return Err(not_served(format!("it described the device as {other:?}"))),
        Err(SessionError::Remote { message }) => return Err(not_served(message)),
        Err(e) => return Err(OpenError::Session(e)),
    };
    let mut info: DeviceInfo =
        serde_json::from_str(&text).map_err(|e| not_served(format!("its description of the device is not a device: {e}")))?;
    info.runtime = format!("{} on ekb device `{key}` ({}), transport relay", info.runtime, s.remote_key());
    Ok((s, key, info, open, request))
}
