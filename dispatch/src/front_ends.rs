//! The front ends of every kind this host can check, for hosts that only check candidates (the
//! web server's re-validation under `ekb serve`): each kind's driver's checker
//! ([`crate::driver::Driver::checker`]) — `wgsl` with naga; `c` with the C front end (compiled in the
//! bubblewrap sandbox, with its time and memory limits) when the sandbox is there; `opencl` built on
//! the first OpenCL device when the host has one and the sandbox, each candidate in a sandboxed
//! `ekb front-end-check` process ([`crate::confined_check`]: the driver's compiler never runs in the
//! server) — each opened once and kept: those cheap to open when the host starts ([`FrontEnds::detect`]),
//! `opencl` on its first source.

use std::sync::OnceLock;

use ekb_eval::front_end::{Checker, KindFrontEnds, NoFrontEnd};
use ekb_eval::kind::Kind;

use crate::driver::{driver, OwnedChecker};

/// Every kind's front end, or why this host has none.
#[derive(Default)]
pub struct FrontEnds {
    kinds: [OnceLock<Result<OwnedChecker, NoFrontEnd>>; Kind::ALL.len()],
    /// The executable whose `front-end-check` runs sandboxed checks (default: this one).
    exe: Option<std::path::PathBuf>,
}

impl std::fmt::Debug for FrontEnds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut d = f.debug_map();
        for (k, cell) in Kind::ALL.iter().zip(&self.kinds) {
            let state = match cell.get() {
                None => "not opened yet".to_string(),
                Some(Ok(_)) => "ready".to_string(),
                Some(Err(e)) => format!("none: {}", e.reason),
            };
            d.entry(&k.name(), &state);
        }
        d.finish()
    }
}

impl FrontEnds {
    /// Every kind's front end: those that are cheap to open (naga, the C sandbox's probe) now,
    /// the others (an OpenCL device) on their kind's first source.
    pub fn detect() -> Self {
        Self::default().open_cheap()
    }

    /// As [`Self::detect`], with sandboxed checks run by `exe front-end-check` (`ekb`; for tests,
    /// whose own executable is the test binary).
    pub fn detect_with(exe: impl Into<std::path::PathBuf>) -> Self {
        Self { exe: Some(exe.into()), ..Self::default() }.open_cheap()
    }

    fn open_cheap(self) -> Self {
        let me = self;
        for kind in Kind::ALL.into_iter().filter(|k| driver(*k).checker_at_start()) {
            let _ = me.open(kind);
        }
        me
    }

    /// Every kind's front end, each opened on its kind's first source, except that `kind` has
    /// none, for `reason` (tests: a server without a sandbox or an OpenCL device).
    #[must_use]
    pub fn without(kind: Kind, reason: impl Into<String>) -> Self {
        Self::default().and_without(kind, reason)
    }

    /// As this, except that `kind` has no front end, for `reason` (unless it was opened already).
    #[must_use]
    pub fn and_without(self, kind: Kind, reason: impl Into<String>) -> Self {
        let _ = self.kinds[index(kind)].set(Err(NoFrontEnd { kind, reason: reason.into() }));
        self
    }

    /// The front end of `kind`, opened on first use.
    fn open(&self, kind: Kind) -> &Result<OwnedChecker, NoFrontEnd> {
        self.kinds[index(kind)].get_or_init(|| {
            let exe = match self.exe.clone().map_or_else(std::env::current_exe, Ok) {
                Ok(exe) => exe,
                Err(e) => return Err(NoFrontEnd { kind, reason: format!("the path of this executable (sandboxed checks run it): {e}") }),
            };
            let checker = driver(kind).checker(&exe);
            if let Err(e) = &checker {
                tracing::info!(%kind, reason = %e.reason, "no front end: submissions of this kind are stored flagged unverified_kind");
            }
            checker
        })
    }
}

fn index(kind: Kind) -> usize {
    Kind::ALL.iter().position(|k| *k == kind).unwrap_or(0)
}

impl KindFrontEnds for FrontEnds {
    fn checker(&self, kind: Kind) -> Result<&dyn Checker, NoFrontEnd> {
        match self.open(kind) {
            Ok(c) => Ok(&**c),
            Err(none) => Err(none.clone()),
        }
    }
}
