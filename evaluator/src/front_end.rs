//! Front ends: candidate text → [`Prepared`] kernel (binding layout, passes with grid and local
//! size, scratch, guard policy, and a typed [`crate::Artifact`]). The check path
//! ([`crate::evaluate::evaluate_with`]) takes any front end; WGSL (`wgsl_lib::Wgsl`: launch plan, naga,
//! the kernel contract) is in `wgsl-lib`.

use crate::backend::MaybeSync;
use crate::device::DeviceInfo;
use crate::prepared::{Prepared, Rejected};
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
