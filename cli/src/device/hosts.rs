//! The forms `ekb device` runs in kernel hosts of its own (`wgsl`, here on lavapipe; `opencl`, here
//! on PoCL): the device
//! detected at start ([`HostedForms::detect`]), and per session the hosts the relay asks for —
//! `ekb kernel-host` in this machine's sandbox, the same confined process a relay worker uses
//! locally (`ekb_confined`) — reached through three globals (docs/RELAY.md, "`ekb device`"):
//!
//! * `ekb.device.info(form) → str`: the form's device as reports describe it (a `DeviceInfo`, JSON);
//! * `ekb.host.open(form, role) → int`: starts a host (`role`: `reference` or `candidate`; a
//!   candidate's is sealed after its program is built where the driver allows it) and returns its
//!   handle; at most [`MAX_HOSTS`] per session;
//! * `ekb.host.request(handle, bytes) → bytes`: one request of the host protocol, relayed
//!   ([`ekb_confined::relayed`]): this process's [`HostLink`] runs it — the host's reply checked,
//!   the host killed when it dies, hangs past the step timeout or breaks the protocol — and returns
//!   the reply with the time the host took on this machine's clock.
//!
//! The relay host checks every reply again and decides every verdict; the hosts die with the
//! session.

use std::path::Path;
use std::time::Duration;

use ekb_confined::relayed::{decode_request, encode_reply};
use ekb_confined::{HostLink, HostSpec, Role};
use ekb_sandbox::Sandbox;
use ekb_wire::device::DeviceInfo;
use tvm_rpc::session::codec::WireValue;
use tvm_rpc::{HandlerError, RetValue};

/// The globals served here; a global's handle is [`FIRST_HANDLE`] + its index.
pub(crate) const GLOBALS: [&str; 3] = ["ekb.device.info", "ekb.host.open", "ekb.host.request"];

/// Handles of [`GLOBALS`] start here (apart from the session's other globals and the library
/// host's handles).
pub(crate) const FIRST_HANDLE: u64 = 1 << 48;

/// Most kernel hosts one session may start (an evaluation starts one reference host and one
/// candidate host per program).
pub(crate) const MAX_HOSTS: usize = 16;

/// One form's device and how its hosts start.
#[derive(Clone, Debug)]
pub(crate) struct FormDevice {
    /// `wgsl` or `opencl`.
    pub(crate) form: &'static str,
    /// The device as reports describe it.
    pub(crate) info: DeviceInfo,
    /// How its hosts are started (`ekb kernel-host`).
    pub(crate) spec: HostSpec,
}

/// The hosted forms this device serves.
#[derive(Clone, Debug, Default)]
pub(crate) struct HostedForms {
    pub(crate) forms: Vec<FormDevice>,
}

impl HostedForms {
    /// The wgpu adapter `wgsl_adapter` names and the OpenCL device `opencl_device` names (`None`:
    /// the default one), for the forms `want` asks for (in the kind table's order: `wgsl`, then
    /// `opencl`); their hosts run `exe` with the session's bounds. `want.explicit`: a form that
    /// cannot be served is an error (it was asked for by name); otherwise it is left out with a
    /// warning.
    ///
    /// # Errors
    /// Why a required form cannot be served.
    pub(crate) fn detect(
        want: &super::forms::Forms,
        wgsl_adapter: Option<&str>,
        opencl_device: Option<&str>,
        exe: &Path,
        memory_limit_mib: u64,
        step_timeout: Duration,
    ) -> anyhow::Result<Self> {
        let mut forms = Vec::new();
        let wait_ms = u64::try_from(step_timeout.as_millis()).unwrap_or(u64::MAX);
        for (wanted, form) in [(want.wgsl, "wgsl"), (want.opencl, "opencl")] {
            if !wanted {
                continue;
            }
            let opened = match form {
                // wgpu waits past the step timeout, so a dispatch that never ends is stopped by this
                // process's kill of the host at the step timeout (lavapipe cannot cancel one).
                "wgsl" => crate::wgsl_hosting::wgsl_hosts(wgsl_adapter, memory_limit_mib, wait_ms.saturating_mul(2)),
                _ => crate::opencl_hosting::opencl_hosts(opencl_device, memory_limit_mib, wait_ms),
            };
            match opened {
                Ok((info, mut spec)) => {
                    spec.exe = exe.to_path_buf();
                    spec.request_timeout = step_timeout;
                    spec.start_timeout = step_timeout.max(Duration::from_secs(10));
                    forms.push(FormDevice { form, info, spec });
                }
                Err(e) if want.explicit => anyhow::bail!("--forms names {form}, but this machine cannot serve it: {e}"),
                Err(e) => eprintln!("ekb device: not serving {form}: {e}"),
            }
        }
        Ok(Self { forms })
    }

    fn get(&self, form: &str) -> Result<&FormDevice, HandlerError> {
        self.forms.iter().find(|f| f.form == form).ok_or_else(|| {
            let served: Vec<&str> = self.forms.iter().map(|f| f.form).collect();
            HandlerError::InvalidArgument(format!("this device does not serve `{form}` (its hosted forms: {served:?})"))
        })
    }
}

/// One session's kernel hosts.
#[derive(Default)]
pub(crate) struct SessionHosts {
    hosts: Vec<Option<HostLink>>,
}

impl SessionHosts {
    /// The handle of global `name`, if it is one of [`GLOBALS`].
    pub(crate) fn global(name: &str) -> Option<u64> {
        GLOBALS.iter().position(|g| *g == name).map(|i| FIRST_HANDLE + i as u64)
    }

    /// Runs global `handle` (one of [`Self::global`]'s) on `args`; `None` when `handle` is none of
    /// them.
    pub(crate) fn call(
        &mut self,
        forms: &HostedForms,
        sandbox: &Sandbox,
        max_payload: u64,
        handle: u64,
        args: &[WireValue],
    ) -> Option<Result<RetValue, HandlerError>> {
        use WireValue as V;
        let name = handle.checked_sub(FIRST_HANDLE).and_then(|i| GLOBALS.get(usize::try_from(i).ok()?))?;
        let bad = |want: &str| {
            let got: String = format!("{args:?}").chars().take(200).collect();
            HandlerError::InvalidArgument(format!("{name} takes {want}; got {got}"))
        };
        Some(match (*name, args) {
            ("ekb.device.info", [V::Str(form)]) => forms
                .get(form)
                .and_then(|f| serde_json::to_string(&f.info).map_err(|e| HandlerError::Failed(e.to_string())))
                .map(RetValue::Str),
            ("ekb.host.open", [V::Str(form), V::Str(role)]) => self.open(forms, sandbox, form, role),
            ("ekb.host.request", [V::Int(h), V::Bytes(frame)]) => self.request(*h, frame, max_payload),
            ("ekb.device.info", _) => Err(bad("a form name")),
            ("ekb.host.open", _) => Err(bad("a form name and a role (reference, candidate)")),
            _ => Err(bad("a host's handle and a relayed request's bytes")),
        })
    }

    fn open(&mut self, forms: &HostedForms, sandbox: &Sandbox, form: &str, role: &str) -> Result<RetValue, HandlerError> {
        let f = forms.get(form)?;
        let role = match role {
            "reference" => Role::Reference,
            "candidate" => Role::Candidate,
            other => return Err(HandlerError::InvalidArgument(format!("role {other:?}: reference or candidate"))),
        };
        if self.hosts.len() >= MAX_HOSTS {
            return Err(HandlerError::Failed(format!("a session starts at most {MAX_HOSTS} kernel hosts")));
        }
        // Starting a host waits for its hello (the driver loading): off the session's async threads.
        let link = tokio::task::block_in_place(|| HostLink::start(sandbox, &f.spec, role))
            .map_err(|e| HandlerError::Failed(format!("this device could not start its {} kernel host: {e}", f.form)))?;
        self.hosts.push(Some(link));
        Ok(RetValue::Int(self.hosts.len() as i64))
    }

    fn request(&mut self, handle: i64, frame: &[u8], max_payload: u64) -> Result<RetValue, HandlerError> {
        let slot = usize::try_from(handle).ok().and_then(|h| h.checked_sub(1)).and_then(|i| self.hosts.get_mut(i));
        let Some(Some(link)) = slot else {
            return Err(HandlerError::InvalidArgument(format!("no kernel host {handle} in this session")));
        };
        let relayed = decode_request(frame, max_payload).map_err(|e| HandlerError::InvalidArgument(format!("a relayed request: {e}")))?;
        let refs: Vec<&[u8]> = relayed.segments.iter().map(Vec::as_slice).collect();
        let answered = tokio::task::block_in_place(|| link.call(relayed.request, &refs, &relayed.want));
        if let Err(e) = &answered {
            if link.is_lost() {
                eprintln!("ekb device: a kernel host of this session is gone: {e}");
            }
        }
        Ok(RetValue::Bytes(encode_reply(answered)))
    }
}
