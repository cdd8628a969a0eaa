//! Where a [`crate::HostCell`]'s host lives: a [`HostChannel`] is one running host that answers
//! requests of the host protocol ([`crate::message`]); a [`HostStarter`] starts one of a role. On this
//! machine the channel is a [`HostLink`] to `ekb kernel-host` in its sandbox ([`LocalHosts`]); on an
//! `ekb device` behind the relay it is the same protocol carried by an RPC call to a host the
//! device started in its own sandbox (`backend_remote::hosted`). [`crate::ConfinedBackend`] runs the
//! same logic — programs, buffers, plans that hide which launches are verified — over either.

use std::fmt::Debug;

use ekb_eval::backend::BackendError;
use ekb_sandbox::Sandbox;

use crate::link::{Answered, HostLink};
use crate::message::Request;
use crate::process::{HostSpec, Role};

/// One running kernel host.
pub trait HostChannel: Send + Debug {
    /// Sends `request` with `segments`; the reply's segments must have exactly the lengths `want`.
    /// [`Answered::elapsed`] is the time the host took to answer, on the clock of the machine that
    /// runs the host (the worker's own for a [`HostLink`]).
    ///
    /// # Errors
    /// The host's own `failed` reply as its [`BackendError`] (the host stays); a host that is gone,
    /// hangs or breaks the protocol is [`BackendError::DeviceLost`] or [`BackendError::Timeout`], and
    /// the channel is lost from then on.
    fn call(&mut self, request: Request, segments: &[&[u8]], want: &[u64]) -> Result<Answered, BackendError>;

    /// True once the host is gone (every request is then its error again).
    fn is_lost(&self) -> bool;

    /// The host's sandbox process group on this machine (0 for a host on another machine).
    fn group(&self) -> i32 {
        0
    }
}

/// Starts hosts of one device.
pub trait HostStarter: Send + Sync + Debug {
    /// Starts a host of `role` and waits for it to serve.
    ///
    /// # Errors
    /// [`BackendError::DeviceLost`] naming why it did not start; [`BackendError::Other`] without a
    /// sandbox to start it in.
    fn start(&self, role: Role) -> Result<Box<dyn HostChannel>, BackendError>;
}

impl HostChannel for HostLink {
    fn call(&mut self, request: Request, segments: &[&[u8]], want: &[u64]) -> Result<Answered, BackendError> {
        HostLink::call(self, request, segments, want)
    }

    fn is_lost(&self) -> bool {
        HostLink::is_lost(self)
    }

    fn group(&self) -> i32 {
        HostLink::group(self)
    }
}

/// Hosts on this machine: `ekb kernel-host` started from `spec` in `sandbox` ([`HostLink::start`]).
#[derive(Clone, Debug)]
pub struct LocalHosts {
    /// Where hosts are confined.
    pub sandbox: Sandbox,
    /// How they are started.
    pub spec: HostSpec,
}

impl HostStarter for LocalHosts {
    fn start(&self, role: Role) -> Result<Box<dyn HostChannel>, BackendError> {
        Ok(Box::new(HostLink::start(&self.sandbox, &self.spec, role)?))
    }
}
