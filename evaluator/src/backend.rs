//! The `Backend` abstraction: the few device operations the shared check path needs — compile,
//! upload, run, read back, time. Everything else (contract, comparison, verdicts, metrics) is
//! shared code in [`crate::evaluate`], so native, browser and relay devices cannot drift apart.
//! `docs/ADDING_A_BACKEND.md` explains how to add one.

use std::future::Future;
use std::sync::Arc;

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

/// What to compile: a typed artifact (of the backend's form, `A`) with the text it came from, the
/// entry points to build pipelines for, and override values.
#[derive(Debug)]
pub struct ProgramDesc<'a, A> {
    /// A label for debugging tools.
    pub label: &'a str,
    /// The program as its front end prepared it (for WGSL, the validated naga module).
    pub artifact: &'a A,
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

impl<A> Clone for ProgramDesc<'_, A> {
    fn clone(&self) -> Self {
        Self {
            label: self.label,
            artifact: self.artifact,
            text: self.text,
            entry_points: self.entry_points.clone(),
            constants: self.constants,
            layout: self.layout,
            loop_flag: self.loop_flag,
        }
    }
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

/// Data for the buffers of one shape: several input sets (the check runs' seeds, or the input sets
/// of a timed batch), output initial contents, params, scratch sizes. All byte vectors are
/// little-endian and padded to 16 bytes. The input sets and output initial contents are shared
/// (`Arc`): a backend that keeps them for later runs (the outputs' reset, a kernel host's upload)
/// keeps them without a copy — at a domain corner they are hundreds of MB.
#[derive(Clone, Debug)]
pub struct ResidentDesc {
    /// `input_sets[s][i]`: bytes of input `i` in set `s` (data, padding and guard tail).
    pub input_sets: Arc<[Vec<Vec<u8>>]>,
    /// Bytes of each output before a run (data, padding and guard tail).
    pub output_init: Arc<[Vec<u8>]>,
    /// What [`Backend::time_batch`] resets before each launch of a batch.
    pub batch_reset: BatchReset,
    /// The `Params` uniform bytes.
    pub params: Vec<u8>,
    /// Size of each scratch buffer in bytes.
    pub scratch_bytes: Vec<u64>,
    /// For each scratch buffer, bytes that [`Backend::run`] and every launch of
    /// [`Backend::time_batch`] write at its end after zeroing the rest (a guard region, see
    /// [`crate::guard`]); empty for none. At most the buffer's size; both lengths multiples of 4.
    pub scratch_tails: Vec<Vec<u8>>,
}

/// What [`Backend::time_batch`] restores before each launch of a batch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BatchReset {
    /// Before **every** launch (the first included): every output restored to its `output_init`
    /// whole (data, padding, guard tail), every scratch buffer zeroed and its tail rewritten. Every
    /// kernel the evaluator checks is timed so: nothing a launch wrote to its buffers reaches the
    /// next one (docs/EVALUATION.md, "Timing").
    #[default]
    EveryLaunch,
    /// Nothing is reset between launches or before the first: the outputs hold what the previous
    /// launch (or the upload) left, and a backend keeps no device copy to restore them from. For
    /// the peak probes ([`crate::timing::probe_buffers`]: the evaluator's own kernels, whose
    /// outputs are never checked, timed without a reset copy inside the span) and for buffers the
    /// evaluator only passes to [`Backend::run`], which restores the outputs itself (its check
    /// runs: at a domain corner the reset copies were a quarter of the memory touched).
    Never,
}

/// Which input set each launch of a timed batch reads, and which launches are captured
/// ([`Backend::time_batch`]). Drawn by the evaluator from the caller's timing nonce, so code on
/// the device cannot predict it (docs/EVALUATION.md, "Timing").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatchPlan {
    /// `sets[k]`: the input set (index into [`ResidentDesc::input_sets`]) launch `k` reads; the
    /// length is the batch size, 1 ..= [`MAX_BATCH_LAUNCHES`].
    pub sets: Vec<u32>,
    /// Launch indices whose outputs and scratch tails are captured right after the launch,
    /// strictly ascending, each `< sets.len()`.
    pub capture: Vec<u32>,
    /// Input sets read back whole (guard tails included) after the batch, strictly ascending,
    /// each `< input_sets.len()`: how the evaluator sees that no timed launch wrote to its inputs.
    pub read_inputs: Vec<u32>,
}

/// Most launches one [`BatchPlan`] may hold (the evaluator's batches are at most
/// [`crate::timing::TimingConfig::max_batch`], 256 by default).
pub const MAX_BATCH_LAUNCHES: usize = 1 << 16;

impl BatchPlan {
    /// `launches` launches cycling through `sets` input sets (launch `k` on set `k mod sets`), no
    /// captures, no inputs read back: for the untimed uses of [`Backend::time_batch`] (cost
    /// estimates, the endless-loop watch, warm-up).
    pub fn cycle(launches: u32, sets: usize) -> Self {
        let sets = sets.max(1) as u32;
        Self { sets: (0..launches.max(1)).map(|k| k % sets).collect(), capture: Vec::new(), read_inputs: Vec::new() }
    }

    /// Launches in the batch.
    pub fn launches(&self) -> u32 {
        self.sets.len() as u32
    }

    /// Checks the plan against a resident holding `input_sets` sets.
    ///
    /// # Errors
    /// [`BackendError::Validation`] naming the first problem: no launch or too many, a set out of
    /// range, captures or read-backs not strictly ascending or out of range.
    pub fn validate(&self, input_sets: usize) -> Result<(), BackendError> {
        let bad = |m: String| Err(BackendError::Validation(format!("batch plan: {m}")));
        if self.sets.is_empty() || self.sets.len() > MAX_BATCH_LAUNCHES {
            return bad(format!("{} launches; 1 to {MAX_BATCH_LAUNCHES} allowed", self.sets.len()));
        }
        if let Some(s) = self.sets.iter().find(|&&s| s as usize >= input_sets) {
            return bad(format!("input set {s} of {input_sets}"));
        }
        let ascending = |v: &[u32], below: usize| v.windows(2).all(|w| w[0] < w[1]) && v.last().is_none_or(|&l| (l as usize) < below);
        if !ascending(&self.capture, self.sets.len()) {
            return bad(format!("captures {:?} are not ascending launch indices below {}", self.capture, self.sets.len()));
        }
        if !ascending(&self.read_inputs, input_sets) {
            return bad(format!("input sets to read back {:?} are not ascending indices below {input_sets}", self.read_inputs));
        }
        Ok(())
    }
}

/// One captured launch of a timed batch: what its buffers held right after it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Captured {
    /// The launch's index in the batch ([`BatchPlan::capture`]).
    pub launch: u32,
    /// Every output, whole (data, padding and guard tail), as [`Backend::read_outputs`] returns it.
    pub outputs: Vec<Vec<u8>>,
    /// The last `scratch_tails[i].len()` bytes of each scratch buffer, as [`RunResult`] has them.
    pub scratch_tails: Vec<Vec<u8>>,
}

/// The result of [`Backend::time_batch`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BatchTiming {
    /// Elapsed time of the whole batch by [`Backend::timer`], nanoseconds (what the span covers is
    /// the backend's to document: docs/ADDING_A_BACKEND.md).
    pub elapsed_ns: f64,
    /// One per [`BatchPlan::capture`] entry, in its order.
    pub captures: Vec<Captured>,
    /// One per [`BatchPlan::read_inputs`] entry, in its order: that set's buffers after the batch,
    /// whole (guard tails included).
    pub inputs: Vec<Vec<Vec<u8>>>,
}

/// Whether code run on the device can keep state between launches outside the buffers the
/// evaluator resets before each one ([`BatchReset::EveryLaunch`]). It decides how fresh the inputs
/// of timed launches must be (docs/EVALUATION.md, "Timing").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KernelState {
    /// Nothing survives a launch outside its bound buffers: inputs and the params uniform are bound
    /// read-only, outputs and scratch are reset before each launch, workgroup memory is zeroed at
    /// every dispatch, and invocations keep no memory (wgpu, WebGPU). A few input sets in an order
    /// the kernel cannot predict suffice.
    BuffersOnly,
    /// Native code that can keep anything in its process between launches — thread stacks, memory
    /// past its buffers, driver-owned local memory — (C, OpenCL on a CPU device, a remote TVM
    /// device, a proxy to a kernel-host process): every timed launch gets an input set no launch
    /// has seen, so a cache keyed on its inputs never hits.
    Persistent,
}

/// Buffers read back after a run.
#[derive(Clone, Debug, Default)]
pub struct RunResult {
    /// Output bytes, padded as uploaded.
    pub outputs: Vec<Vec<u8>>,
    /// The input set's bytes after the run (to detect writes to inputs); empty from a
    /// [`KernelState::BuffersOnly`] backend ([`Backend::run`]).
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
    /// The backend cannot run this program's form here (a remote device whose runtime lacks it).
    #[error("this backend cannot run {form} programs")]
    UnsupportedProgram {
        /// [`Artifact::FORM`]'s name.
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
    /// The form it runs: the artifact type of the front ends it pairs with.
    type Artifact: Artifact;
    /// A compiled program (one pipeline per entry point).
    type Program: MaybeSend + MaybeSync;
    /// Device buffers for one shape.
    type Resident: MaybeSend + MaybeSync;

    /// The device this backend runs on.
    fn device(&self) -> &DeviceInfo;

    /// The timer [`Self::time_batch`] uses.
    fn timer(&self) -> TimerMethod;

    /// Whether programs on this device can keep state between launches outside the buffers the
    /// evaluator resets ([`KernelState`]).
    fn kernel_state(&self) -> KernelState;

    /// Compiles a program.
    ///
    /// # Errors
    /// [`BackendError::Compile`] when the platform compiler rejects it,
    /// [`BackendError::UnsupportedProgram`] when the device cannot run the form after all (a remote
    /// runtime without it).
    fn compile(&self, desc: &ProgramDesc<'_, Self::Artifact>) -> impl Future<Output = Result<Self::Program, BackendError>> + MaybeSend;

    /// Creates and fills the buffers for one shape.
    ///
    /// # Errors
    /// [`BackendError::OutOfMemory`] or [`BackendError::Validation`] (e.g. over the binding size).
    fn upload(&self, desc: &ResidentDesc) -> impl Future<Output = Result<Self::Resident, BackendError>> + MaybeSend;

    /// Resets outputs to `output_init`, zeroes scratch and writes the scratch tails, runs `launch`
    /// once on input set `set`, and reads back the outputs, the scratch tails and — on a
    /// [`KernelState::Persistent`] backend — that input set. A [`KernelState::BuffersOnly`]
    /// backend binds inputs read-only (the device API refuses a shader that writes them), so it
    /// returns no input bytes: reading back every input at a 16,777,216-element domain corner cost
    /// the browser seconds for a check that cannot fail there.
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

    /// Runs `launch` once per entry of `plan.sets`, back to back, launch `k` on input set
    /// `plan.sets[k]` (each dispatch of a launch sees the previous one's writes). With
    /// [`BatchReset::EveryLaunch`], before **every** launch (the first included) each output is
    /// restored to `output_init` whole and each scratch buffer zeroed with its tail rewritten.
    /// Right after each launch in `plan.capture` its outputs and scratch tails are copied aside
    /// ([`Captured`]) — in a way the program cannot observe (a copy encoded after the dispatch; a
    /// remote device copies every launch and only the chosen ones are fetched): code on the
    /// device must not learn which launches are captured. After the batch the sets in
    /// `plan.read_inputs` are read back. Returns the batch's elapsed time by [`Self::timer`] in
    /// nanoseconds (the backend documents what its span covers: the launches, and the resets and
    /// capture copies between them where they cannot be kept out).
    ///
    /// # Errors
    /// [`BackendError::Validation`] for a plan that fails [`BatchPlan::validate`]; any
    /// [`BackendError`] raised by the dispatches.
    fn time_batch(
        &self,
        program: &Self::Program,
        res: &Self::Resident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> impl Future<Output = Result<BatchTiming, BackendError>> + MaybeSend;

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

    /// A plan is checked against the resident it runs on: every launch's set exists, captures and
    /// read-backs are ascending and in range.
    #[test]
    fn batch_plans_are_validated() {
        let ok = BatchPlan { sets: vec![0, 2, 1, 3], capture: vec![1, 3], read_inputs: vec![0, 3] };
        assert_eq!(ok.validate(4), Ok(()));
        assert_eq!(ok.launches(), 4);
        let bad = |p: BatchPlan, sets: usize| matches!(p.validate(sets), Err(BackendError::Validation(m)) if m.starts_with("batch plan"));
        assert!(bad(BatchPlan { sets: vec![], ..ok.clone() }, 4), "no launch");
        assert!(bad(ok.clone(), 3), "set 3 of 3");
        assert!(bad(BatchPlan { capture: vec![3, 1], ..ok.clone() }, 4), "captures out of order");
        assert!(bad(BatchPlan { capture: vec![1, 1], ..ok.clone() }, 4), "a capture twice");
        assert!(bad(BatchPlan { capture: vec![4], ..ok.clone() }, 4), "a capture past the batch");
        assert!(bad(BatchPlan { read_inputs: vec![4], ..ok.clone() }, 4), "a set to read back past the resident's");
        assert!(bad(BatchPlan { sets: vec![0; MAX_BATCH_LAUNCHES + 1], capture: vec![], read_inputs: vec![] }, 1));
        let c = BatchPlan::cycle(5, 2);
        assert_eq!(c.sets, vec![0, 1, 0, 1, 0]);
        assert!(c.capture.is_empty() && c.read_inputs.is_empty());
        assert_eq!(BatchPlan::cycle(0, 0).sets, vec![0], "at least one launch on set 0");
    }
}
