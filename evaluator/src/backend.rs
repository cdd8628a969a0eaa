//! The `Backend` abstraction: the few device operations the shared check path needs — compile,
//! upload, run, read back, time. Everything else (contract, comparison, verdicts, metrics) is
//! shared code in [`crate::evaluate`], so native, browser and relay devices cannot drift apart.
//! `docs/ADDING_A_BACKEND.md` explains how to add one.

use std::future::Future;

use serde::{Deserialize, Serialize};

use crate::artifact::Artifact;
use crate::device::DeviceInfo;
use crate::diagnostic::Diagnostic;

pub use ekb_wire::timing::TimerMethod;

/// The bindings of a program, in contract order (all in `@group(0)`): inputs, outputs, the
/// `Params` uniform, then the plan's scratch buffers. The one place binding indices are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BindingLayout {
    /// Read-only storage buffers at bindings `0..inputs`.
    pub inputs: usize,
    /// Read-write storage buffers after the inputs.
    pub outputs: usize,
    /// Read-write scratch storage buffers after the `Params` uniform.
    pub scratch: usize,
}

/// What role a binding plays under the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Task input `i`: `var<storage, read>`.
    Input(usize),
    /// Task output `i`: `var<storage, read_write>`.
    Output(usize),
    /// The `Params` uniform.
    Params,
    /// Plan scratch buffer `i`: `var<storage, read_write>`.
    Scratch(usize),
}

impl BindingLayout {
    /// Binding index of input `i`.
    pub fn input_binding(&self, i: usize) -> u32 {
        i as u32
    }

    /// Binding index of output `i`.
    pub fn output_binding(&self, i: usize) -> u32 {
        (self.inputs + i) as u32
    }

    /// Binding index of the `Params` uniform.
    pub fn params_binding(&self) -> u32 {
        (self.inputs + self.outputs) as u32
    }

    /// Binding index of scratch buffer `i`.
    pub fn scratch_binding(&self, i: usize) -> u32 {
        self.params_binding() + 1 + i as u32
    }

    /// Storage buffers in all (inputs, outputs and scratch; the uniform is not one).
    pub fn storage_buffers(&self) -> usize {
        self.inputs + self.outputs + self.scratch
    }

    /// The role of binding `b`, if the layout has one.
    pub fn role_of(&self, b: u32) -> Option<Role> {
        let b = b as usize;
        let params = self.params_binding() as usize;
        if b < self.inputs {
            Some(Role::Input(b))
        } else if b < params {
            Some(Role::Output(b - self.inputs))
        } else if b == params {
            Some(Role::Params)
        } else if b - params - 1 < self.scratch {
            Some(Role::Scratch(b - params - 1))
        } else {
            None
        }
    }

    /// Every binding's role, in binding order (`0, 1, …`).
    pub fn roles(&self) -> impl Iterator<Item = Role> {
        (0..self.inputs)
            .map(Role::Input)
            .chain((0..self.outputs).map(Role::Output))
            .chain([Role::Params])
            .chain((0..self.scratch).map(Role::Scratch))
    }
}

/// What to compile: a typed artifact with the text it came from, the entry points to build
/// pipelines for, and override values.
#[derive(Clone, Debug)]
pub struct ProgramDesc<'a> {
    /// A label for debugging tools.
    pub label: &'a str,
    /// The program as its front end prepared it (for WGSL, the validated naga module).
    pub artifact: &'a Artifact,
    /// The text the artifact was made from, as compiled (no byte-order mark): what a backend
    /// that compiles text (a browser's WebGPU) gets, and where platform diagnostics are located.
    pub text: &'a str,
    /// Entry points to create compute pipelines for, in any order.
    pub entry_points: Vec<String>,
    /// Values of `override` constants (already applied in a WGSL artifact's module; a backend
    /// that compiles the text passes them to the platform).
    pub constants: &'a [(String, f64)],
    /// Binding layout.
    pub layout: BindingLayout,
    /// The program records whether the device stopped one of its loops at its cap
    /// ([`crate::loop_cap`]): a `u32` storage buffer at `@group(`[`crate::loop_cap::FLAG_GROUP`]`)
    /// @binding(`[`crate::loop_cap::FLAG_BINDING`]`)`, outside the contract's group 0, which the
    /// backend binds, zeroes before every [`Backend::run`] and reads back into
    /// [`RunResult::loop_stopped`]. `false` for every program a front end prepares.
    pub loop_flag: bool,
}

/// One dispatch: index into [`ProgramDesc::entry_points`], the grid in workgroups and the
/// local size (invocations per workgroup in x, y, z) — what `clEnqueueNDRangeKernel` needs as
/// global = workgroups × local and local, and what a WGSL pipeline fixes in `@workgroup_size`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dispatch {
    /// Index of the entry point in the program's list.
    pub entry: usize,
    /// Workgroups in x, y, z.
    pub workgroups: [u32; 3],
    /// Invocations per workgroup in x, y, z (the entry point's workgroup size).
    pub workgroup_size: [u32; 3],
}

/// Data for the buffers of one shape: several input sets (for fresh inputs across a timed batch),
/// output initial contents, params, scratch sizes. All byte vectors are little-endian and padded
/// to 16 bytes.
#[derive(Clone, Debug)]
pub struct ResidentDesc {
    /// `input_sets[s][i]`: bytes of input `i` in set `s`.
    pub input_sets: Vec<Vec<Vec<u8>>>,
    /// Bytes of each output before a run.
    pub output_init: Vec<Vec<u8>>,
    /// For each output, the byte offset from which it is restored to `output_init` before every
    /// launch of a timed batch: 0 for outputs that every launch starts from their initial value
    /// (`init = zero`, accumulating outputs); for the others the end of the data rounded down to
    /// 4 bytes, so that the padding and the guard tail — bytes in which no launch may keep
    /// anything for the next — are reset, while the data keeps what the previous launch wrote
    /// (a kernel that skips work when its output already holds a result is then caught by the
    /// re-check after timing). Always a multiple of 4, at most the output's length.
    pub batch_reset_from: Vec<u64>,
    /// The `Params` uniform bytes.
    pub params: Vec<u8>,
    /// Size of each scratch buffer in bytes (zero-filled before every launch).
    pub scratch_bytes: Vec<u64>,
    /// For each scratch buffer, bytes that [`Backend::run`] writes at its end, after zeroing the
    /// rest (a guard region, see [`crate::guard`]); empty for none. Timed launches zero it too.
    pub scratch_tails: Vec<Vec<u8>>,
}

/// Buffers read back after a run.
#[derive(Clone, Debug, Default)]
pub struct RunResult {
    /// Output bytes, padded as uploaded.
    pub outputs: Vec<Vec<u8>>,
    /// The input set's bytes after the run (to detect writes to inputs).
    pub inputs: Vec<Vec<u8>>,
    /// The last `scratch_tails[i].len()` bytes of each scratch buffer after the run (to detect
    /// writes past the end of scratch).
    pub scratch_tails: Vec<Vec<u8>>,
    /// For a program compiled with [`ProgramDesc::loop_flag`]: whether the device stopped a loop
    /// of it at its cap in this run, in any invocation. `false` for other programs.
    pub loop_stopped: bool,
}

/// A device-side failure. Candidate faults found here become `RuntimeError` verdicts.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum BackendError {
    /// The platform's shader compiler or pipeline creation rejected the program.
    #[error("pipeline creation failed: {message}")]
    Compile {
        /// The platform's message.
        message: String,
        /// Located messages from the platform compiler (stage `platform`).
        diagnostics: Vec<Diagnostic>,
    },
    /// A validation error while recording or submitting work.
    #[error("GPU validation error: {0}")]
    Validation(String),
    /// Out of device memory.
    #[error("out of device memory: {0}")]
    OutOfMemory(String),
    /// The device was lost (reset, driver crash, hostile kernel).
    #[error("device lost: {0}")]
    DeviceLost(String),
    /// Work did not finish within the backend's own wait limit.
    #[error("device work did not finish within {0} ms")]
    Timeout(u64),
    /// The backend cannot run programs of this form (e.g. OpenCL C on wgpu).
    #[error("this backend cannot run {form} programs")]
    UnsupportedProgram {
        /// [`Artifact::form`].
        form: &'static str,
    },
    /// Anything else (mapping failures, internal errors).
    #[error("{0}")]
    Other(String),
}

/// `Send` on native targets, nothing in the browser (wgpu's `WasmNotSend` idea): a native
/// backend's futures can be spawned on tokio, while the browser's WebGPU objects, which are not
/// `Send`, still implement [`Backend`].
#[cfg(not(target_arch = "wasm32"))]
pub trait MaybeSend: Send {}
#[cfg(not(target_arch = "wasm32"))]
impl<T: Send + ?Sized> MaybeSend for T {}
/// `Send` on native targets, nothing in the browser.
#[cfg(target_arch = "wasm32")]
pub trait MaybeSend {}
#[cfg(target_arch = "wasm32")]
impl<T: ?Sized> MaybeSend for T {}

/// `Sync` on native targets, nothing in the browser (see [`MaybeSend`]).
#[cfg(not(target_arch = "wasm32"))]
pub trait MaybeSync: Sync {}
#[cfg(not(target_arch = "wasm32"))]
impl<T: Sync + ?Sized> MaybeSync for T {}
/// `Sync` on native targets, nothing in the browser.
#[cfg(target_arch = "wasm32")]
pub trait MaybeSync {}
#[cfg(target_arch = "wasm32")]
impl<T: ?Sized> MaybeSync for T {}

/// A device that runs prepared programs ([`Artifact`]s).
///
/// Methods return futures so the same code runs in the browser; native backends may block inside.
/// On native targets the backend, its programs and buffers are `Send + Sync` and every future is
/// `Send`, so [`crate::evaluate`] over a native backend can be spawned on a multi-threaded tokio
/// runtime (a relay, an agent); in the browser none of that is required. Implementations may
/// write the methods as `async fn`.
pub trait Backend: MaybeSend + MaybeSync {
    /// A compiled program (one pipeline per entry point).
    type Program: MaybeSend + MaybeSync;
    /// Device buffers for one shape.
    type Resident: MaybeSend + MaybeSync;

    /// The device this backend runs on.
    fn device(&self) -> &DeviceInfo;

    /// The timer [`Self::time_batch`] uses.
    fn timer(&self) -> TimerMethod;

    /// Compiles a program.
    ///
    /// # Errors
    /// [`BackendError::Compile`] when the platform compiler rejects it,
    /// [`BackendError::UnsupportedProgram`] for an artifact form this backend does not run.
    fn compile(&self, desc: &ProgramDesc<'_>) -> impl Future<Output = Result<Self::Program, BackendError>> + MaybeSend;

    /// Creates and fills the buffers for one shape.
    ///
    /// # Errors
    /// [`BackendError::OutOfMemory`] or [`BackendError::Validation`] (e.g. over the binding size).
    fn upload(&self, desc: &ResidentDesc) -> impl Future<Output = Result<Self::Resident, BackendError>> + MaybeSend;

    /// Resets outputs to `output_init`, zeroes scratch and writes the scratch tails, runs `launch`
    /// once on input set `set`, and reads back the outputs, that input set and the scratch tails.
    ///
    /// # Errors
    /// Any [`BackendError`] raised by the dispatches.
    fn run(
        &self,
        program: &Self::Program,
        res: &Self::Resident,
        launch: &[Dispatch],
        set: usize,
    ) -> impl Future<Output = Result<RunResult, BackendError>> + MaybeSend;

    /// Runs `launch` `batch` times back to back, launch `k` on input set `k mod sets`; before every
    /// launch (the first included) it restores each output from its `batch_reset_from` offset to
    /// `output_init` and zeroes the scratch buffers (tails included), and returns the elapsed
    /// time of the whole batch in nanoseconds, measured with [`Self::timer`].
    ///
    /// # Errors
    /// Any [`BackendError`] raised by the dispatches.
    fn time_batch(
        &self,
        program: &Self::Program,
        res: &Self::Resident,
        launch: &[Dispatch],
        batch: u32,
    ) -> impl Future<Output = Result<f64, BackendError>> + MaybeSend;

    /// Reads back the outputs as they are now.
    ///
    /// # Errors
    /// Mapping failures.
    fn read_outputs(&self, res: &Self::Resident) -> impl Future<Output = Result<Vec<Vec<u8>>, BackendError>> + MaybeSend;

    /// Measures the timer's resolution in nanoseconds: the smallest non-zero interval it reports
    /// (an upper bound on its quantum).
    ///
    /// # Errors
    /// Any [`BackendError`].
    fn timer_resolution_ns(&self) -> impl Future<Output = Result<f64, BackendError>> + MaybeSend;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every binding index has exactly the role the layout assigns it, in contract order.
    #[test]
    fn binding_indices_and_roles_agree() {
        let l = BindingLayout { inputs: 2, outputs: 3, scratch: 2 };
        let roles: Vec<Role> = l.roles().collect();
        assert_eq!(roles.len(), l.storage_buffers() + 1);
        for (b, role) in roles.iter().enumerate() {
            assert_eq!(l.role_of(b as u32), Some(*role), "binding {b}");
            let index = match *role {
                Role::Input(i) => l.input_binding(i),
                Role::Output(i) => l.output_binding(i),
                Role::Params => l.params_binding(),
                Role::Scratch(i) => l.scratch_binding(i),
            };
            assert_eq!(index, b as u32);
        }
        assert_eq!(l.params_binding(), 5);
        assert_eq!(l.role_of(8), None);
        assert_eq!(BindingLayout { inputs: 0, outputs: 1, scratch: 0 }.role_of(1), Some(Role::Params));
    }
}
