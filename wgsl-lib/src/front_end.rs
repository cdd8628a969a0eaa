//! Front ends: candidate text → [`Prepared`] kernel (binding layout, passes with grid and local
//! size, scratch, guard policy, and a typed [`crate::Artifact`]). The check path
//! ([`crate::evaluate::evaluate_with`]) takes any front end; WGSL ([`Wgsl`]: launch plan, naga,
//! the kernel contract) is the one built so far.

use crate::backend::MaybeSync;
use crate::device::DeviceInfo;
use crate::prepare::{Prepared, Rejected};
use crate::task::TaskSpec;

/// Turns candidate text in one language into a kernel the check path can run.
pub trait FrontEnd: MaybeSync {
    /// The language's name (`wgsl`), as in samples files and messages.
    fn language(&self) -> &'static str;

    /// Validates `text` for `task` on `device` and prepares it.
    ///
    /// # Errors
    /// [`Rejected`] with the verdict (`invalid_shader`, `contract_violation`, `unsupported`) and
    /// located diagnostics.
    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared, Rejected>;
}

/// The WGSL front end: limits on the text, the `// @plan` block, naga (parse, validate,
/// overrides) and the kernel contract ([`crate::prepare::prepare`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Wgsl;

impl FrontEnd for Wgsl {
    fn language(&self) -> &'static str {
        "wgsl"
    }

    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared, Rejected> {
        crate::prepare::prepare(task, text, device)
    }
}
