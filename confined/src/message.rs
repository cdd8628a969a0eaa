//! The messages of the host protocol: one [`Request`] from the worker, one [`Reply`] from the host,
//! each a frame ([`crate::frame`]) whose header carries the request's `id` (the reply echoes it) and
//! its segments' lengths. Programs and resident buffer sets are numbered by the worker.
//!
//! | request | segments sent | reply | segments returned |
//! |---|---|---|---|
//! | `ping` | — | `pong` | — |
//! | `compile` | the program text, then (for `c`) the checked object, (for `wgsl`) the module as the worker's front end left it, written out as WGSL | `compiled` | — |
//! | `upload` | every input of every set (set-major), every output's initial bytes, the `Params` bytes, every scratch tail | `uploaded` | — |
//! | `run` | — | `ran` (with `loop_stopped` for a loop-watching `wgsl` program) | the outputs, the input set, the scratch tails |
//! | `time_batch` | — | `batch_done` (sent as soon as the batch has finished: its launches, the captures and read-backs of its plan) | — |
//! | `collect` | — | `collected` | per launch asked for: its outputs, then its scratch tails; then per input set asked for: its inputs |
//! | `read_outputs` | — | `outputs` | the outputs |
//! | `free` | — | `freed` | — |
//! | `alloc` | — | `allocated` | — |
//! | `write` | the bytes | `written` | — |
//! | `read` | — | `data` | the bytes |
//! | `release` | — | `released` | — |
//! | `build_source` | the program text | `built` | — |
//! | `launch` | — | `launched` (the device time) | — |
//!
//! The last six serve TVM's device convention (buffers allocated alone, a program built from TVM's
//! source, kernels launched with TVM's arguments and work sizes: `ekb device`'s `cl(0)` tensors and
//! OpenCL modules, docs/DEVICE.md); only an OpenCL host serves them.
//!
//! The host's first frame, unasked, is `hello` (id 0).

use ekb_eval::backend::{BackendError, BatchPlan, BatchReset, BindingLayout, Dispatch};
use ekb_sandbox::abi::EntrySignature;
use serde::{Deserialize, Serialize};

/// The protocol's version, in `hello`.
pub const PROTOCOL_VERSION: u32 = 3;

/// Longest message a host's error may carry into a report (4 KiB); the rest is cut.
pub const MAX_ERROR_MESSAGE_BYTES: usize = 4 << 10;

/// A program as the worker's front end prepared it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "form", rename_all = "snake_case")]
pub enum WireProgram {
    /// A `c` program: the object compiled and checked in the worker's sandbox (the second segment),
    /// loaded by the host after it checks the object again.
    C {
        /// The compiler line, for reports.
        compiler: String,
        /// Scalar param arguments.
        params: usize,
        /// The entries and their signatures, in entry-point order.
        entries: Vec<EntrySignature>,
    },
    /// An `opencl` program: the host builds the text (the first segment) with these options.
    Opencl {
        /// Build options.
        options: String,
        /// Scalar param arguments.
        params: usize,
    },
    /// A `wgsl` program: the second segment is the module the worker's front end checked (overrides
    /// applied; for a loop-watching program, instrumented), written out as WGSL; the host parses
    /// and validates it again and compiles it through wgpu. The first segment, the candidate's text,
    /// is what diagnostics point into.
    Wgsl {
        /// The program records whether the device stopped one of its loops
        /// ([`ekb_eval::backend::ProgramDesc::loop_flag`]).
        loop_flag: bool,
        /// The module's entry points' names, in the module's order: naga's writer renames
        /// identifiers (`rms1` is written `rms1_`), and the host gives them back their names.
        entry_points: Vec<String>,
    },
}

impl WireProgram {
    /// The form's name (`c`, `opencl`, `wgsl`).
    pub fn form(&self) -> &'static str {
        match self {
            WireProgram::C { .. } => "c",
            WireProgram::Opencl { .. } => "opencl",
            WireProgram::Wgsl { .. } => "wgsl",
        }
    }

    /// Whether the program watches its loops (only a `wgsl` one can).
    pub fn loop_flag(&self) -> bool {
        matches!(self, WireProgram::Wgsl { loop_flag: true, .. })
    }
}

/// The binding layout on the wire.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct WireLayout {
    /// Input buffers.
    pub inputs: usize,
    /// Output buffers.
    pub outputs: usize,
    /// Scratch buffers.
    pub scratch: usize,
}

impl From<BindingLayout> for WireLayout {
    fn from(l: BindingLayout) -> Self {
        Self { inputs: l.inputs, outputs: l.outputs, scratch: l.scratch }
    }
}

impl From<WireLayout> for BindingLayout {
    fn from(l: WireLayout) -> Self {
        Self { inputs: l.inputs, outputs: l.outputs, scratch: l.scratch }
    }
}

/// The shape of an upload; the bytes follow as segments in the order of [`ResidentShape::lengths`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResidentShape {
    /// `input_lengths[s][i]`: bytes of input `i` in set `s`.
    pub input_lengths: Vec<Vec<u64>>,
    /// Bytes of each output.
    pub output_lengths: Vec<u64>,
    /// What a timed batch resets before each launch.
    pub batch_reset: BatchReset,
    /// Bytes of the `Params` uniform.
    pub params_length: u64,
    /// Bytes of each scratch buffer.
    pub scratch_bytes: Vec<u64>,
    /// Bytes of each scratch tail.
    pub tail_lengths: Vec<u64>,
}

impl ResidentShape {
    /// The segments' lengths in the order they are sent: inputs set-major, outputs, params, tails.
    pub fn lengths(&self) -> Vec<u64> {
        let mut v: Vec<u64> = self.input_lengths.iter().flatten().copied().collect();
        v.extend(&self.output_lengths);
        v.push(self.params_length);
        v.extend(&self.tail_lengths);
        v
    }
}

/// What the worker asks.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Request {
    /// Answered at once (the round trip the timer's resolution is measured on).
    Ping,
    /// Build program `program` (the text, and for `c` the object, follow).
    Compile {
        /// The worker's number for it.
        program: u32,
        /// Entry points, in the order dispatches name them.
        entry_points: Vec<String>,
        /// The binding layout.
        layout: WireLayout,
        /// The form and what it needs.
        wire: WireProgram,
    },
    /// Create buffers numbered `resident` and fill them (the bytes follow).
    Upload {
        /// The worker's number for them.
        resident: u32,
        /// Their shape.
        shape: ResidentShape,
    },
    /// One launch on input set `set`; the reply carries the outputs, the set and the scratch tails.
    Run {
        /// Program number.
        program: u32,
        /// Buffers number.
        resident: u32,
        /// The dispatches.
        launch: Vec<Dispatch>,
        /// Input set.
        set: u32,
    },
    /// The launches of `plan` back to back ([`ekb_eval::backend::Backend::time_batch`]); the reply
    /// is sent when the batch has finished, with no data: the host keeps what the plan captured and
    /// read back until the next batch, for `collect`. (For a candidate the worker's plan captures
    /// every launch and reads every input set back, so nothing in the host can tell which of them
    /// the evaluator will look at.)
    TimeBatch {
        /// Program number.
        program: u32,
        /// Buffers number.
        resident: u32,
        /// The dispatches of one launch.
        launch: Vec<Dispatch>,
        /// The plan the host runs.
        plan: BatchPlan,
    },
    /// Of the last batch on buffers `resident`: the captures of the launches `captures` and the
    /// input sets `inputs` read back after it (each in the batch's plan, strictly ascending).
    Collect {
        /// Buffers number.
        resident: u32,
        /// Launch indices.
        captures: Vec<u32>,
        /// Input set indices.
        inputs: Vec<u32>,
    },
    /// The outputs as they are now.
    ReadOutputs {
        /// Buffers number.
        resident: u32,
    },
    /// Forget a program or buffers.
    Free {
        /// Program number, if one.
        program: Option<u32>,
        /// Buffers number, if any.
        resident: Option<u32>,
    },
    /// Create buffer `buffer` of `bytes` bytes, zeroed.
    Alloc {
        /// The worker's number for it.
        buffer: u32,
        /// Its length.
        bytes: u64,
    },
    /// Write the segment into buffer `buffer` at `offset`.
    Write {
        /// Buffer number.
        buffer: u32,
        /// Byte offset.
        offset: u64,
    },
    /// `bytes` bytes of buffer `buffer` at `offset`.
    Read {
        /// Buffer number.
        buffer: u32,
        /// Byte offset.
        offset: u64,
        /// Length.
        bytes: u64,
    },
    /// Forget buffer `buffer`.
    Release {
        /// Buffer number.
        buffer: u32,
    },
    /// Build program `program` from the text that follows (no options), with kernels `kernels`.
    BuildSource {
        /// The worker's number for it.
        program: u32,
        /// The kernels to create, by name.
        kernels: Vec<String>,
    },
    /// Launch kernel `kernel` of program `program` `times` times back to back; the reply is sent
    /// when the last launch has finished.
    Launch {
        /// Program number ([`Request::BuildSource`]).
        program: u32,
        /// Kernel name.
        kernel: String,
        /// The kernel's arguments, in order.
        args: Vec<LaunchArg>,
        /// Dimensions used, 1..=3.
        work_dim: u32,
        /// Global work size per dimension.
        global: [u64; 3],
        /// Work-group size per dimension.
        local: [u64; 3],
        /// Launches (≥ 1).
        times: u32,
    },
}

/// One kernel argument of [`Request::Launch`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "arg", rename_all = "snake_case")]
pub enum LaunchArg {
    /// A buffer ([`Request::Alloc`]).
    Buffer {
        /// Buffer number.
        buffer: u32,
    },
    /// A scalar's little-endian bytes (4 or 8).
    Scalar {
        /// The bytes.
        bytes: Vec<u8>,
    },
}

impl Request {
    /// The request's name (`time_batch`), for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Request::Ping => "ping",
            Request::Compile { .. } => "compile",
            Request::Upload { .. } => "upload",
            Request::Run { .. } => "run",
            Request::TimeBatch { .. } => "time_batch",
            Request::Collect { .. } => "collect",
            Request::ReadOutputs { .. } => "read_outputs",
            Request::Free { .. } => "free",
            Request::Alloc { .. } => "alloc",
            Request::Write { .. } => "write",
            Request::Read { .. } => "read",
            Request::Release { .. } => "release",
            Request::BuildSource { .. } => "build_source",
            Request::Launch { .. } => "launch",
        }
    }

    /// The name of the reply that answers it when it succeeds.
    pub fn reply_name(&self) -> &'static str {
        match self {
            Request::Ping => "pong",
            Request::Compile { .. } => "compiled",
            Request::Upload { .. } => "uploaded",
            Request::Run { .. } => "ran",
            Request::TimeBatch { .. } => "batch_done",
            Request::Collect { .. } => "collected",
            Request::ReadOutputs { .. } => "outputs",
            Request::Free { .. } => "freed",
            Request::Alloc { .. } => "allocated",
            Request::Write { .. } => "written",
            Request::Read { .. } => "data",
            Request::Release { .. } => "released",
            Request::BuildSource { .. } => "built",
            Request::Launch { .. } => "launched",
        }
    }
}

/// A request with its id and its segments' lengths.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RequestHeader {
    /// Drawn by the worker from the OS's random source; the reply must echo it.
    pub id: u64,
    /// The request.
    pub request: Request,
    /// Lengths of the segments that follow.
    pub segments: Vec<u64>,
}

/// A backend error as the host reports it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireError {
    /// `compile`, `validation`, `out_of_memory`, `device_lost`, `timeout`, `unsupported_program`, `other`.
    pub kind: String,
    /// The message (at most [`MAX_ERROR_MESSAGE_BYTES`] are kept by the worker).
    pub message: String,
    /// For `timeout`: the host's limit in ms.
    #[serde(default)]
    pub limit_ms: u64,
}

impl WireError {
    /// The host side: a backend error on the wire.
    pub fn of(e: &BackendError) -> Self {
        let (kind, limit_ms) = match e {
            BackendError::Compile { .. } => ("compile", 0),
            BackendError::Validation(_) => ("validation", 0),
            BackendError::OutOfMemory(_) => ("out_of_memory", 0),
            BackendError::DeviceLost(_) => ("device_lost", 0),
            BackendError::Timeout(ms) => ("timeout", *ms),
            BackendError::UnsupportedProgram { .. } => ("unsupported_program", 0),
            _ => ("other", 0),
        };
        Self { kind: kind.into(), message: e.to_string(), limit_ms }
    }

    /// The worker side: the error the evaluator sees, its message marked as the host's (`who`) and
    /// cut at [`MAX_ERROR_MESSAGE_BYTES`]. A host says what went wrong; it cannot make a kernel pass.
    pub fn into_backend_error(self, who: &str) -> BackendError {
        let mut m = self.message;
        if m.len() > MAX_ERROR_MESSAGE_BYTES {
            let mut cut = MAX_ERROR_MESSAGE_BYTES;
            while !m.is_char_boundary(cut) {
                cut -= 1;
            }
            m.truncate(cut);
            m.push('…');
        }
        let m = format!("{who}: {m}");
        match self.kind.as_str() {
            "compile" => BackendError::Compile { message: m, diagnostics: Vec::new() },
            "validation" => BackendError::Validation(m),
            "out_of_memory" => BackendError::OutOfMemory(m),
            "device_lost" => BackendError::DeviceLost(m),
            "timeout" => BackendError::Timeout(self.limit_ms),
            _ => BackendError::Other(m),
        }
    }
}

/// What the host answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "reply", rename_all = "snake_case")]
pub enum Reply {
    /// The host's first frame: it is up, or why it cannot serve (`error`).
    Hello {
        /// [`PROTOCOL_VERSION`].
        version: u32,
        /// The name of the device it opened (the worker checks it is the one it meant).
        device: String,
        /// Why the host cannot serve (no device, no seccomp), if so.
        error: Option<String>,
    },
    /// To `ping`.
    Pong,
    /// To `compile`.
    Compiled,
    /// To `upload`.
    Uploaded,
    /// To `run` (segments: outputs, inputs, scratch tails).
    Ran {
        /// For a loop-watching program: the device stopped one of its loops at its cap
        /// ([`ekb_eval::backend::RunResult::loop_stopped`]); `false` otherwise.
        #[serde(default)]
        loop_stopped: bool,
    },
    /// To `time_batch`.
    BatchDone,
    /// To `collect` (segments: per launch asked for its outputs then its scratch tails, then per
    /// input set asked for its inputs).
    Collected,
    /// To `read_outputs` (segments: outputs).
    Outputs,
    /// To `free`.
    Freed,
    /// To `alloc`.
    Allocated,
    /// To `write`.
    Written,
    /// To `read` (segment: the bytes).
    Data,
    /// To `release`.
    Released,
    /// To `build_source`.
    Built,
    /// To `launch`.
    Launched {
        /// From the first launch's start to the last one's end on the device's profiling clock, ns.
        device_ns: u64,
    },
    /// The request failed.
    Failed {
        /// Why.
        error: WireError,
    },
}

impl Reply {
    /// The reply's name, as [`Request::reply_name`] spells it.
    pub fn name(&self) -> &'static str {
        match self {
            Reply::Hello { .. } => "hello",
            Reply::Pong => "pong",
            Reply::Compiled => "compiled",
            Reply::Uploaded => "uploaded",
            Reply::Ran { .. } => "ran",
            Reply::BatchDone => "batch_done",
            Reply::Collected => "collected",
            Reply::Outputs => "outputs",
            Reply::Freed => "freed",
            Reply::Allocated => "allocated",
            Reply::Written => "written",
            Reply::Data => "data",
            Reply::Released => "released",
            Reply::Built => "built",
            Reply::Launched { .. } => "launched",
            Reply::Failed { .. } => "failed",
        }
    }
}

/// A reply with the request's id and its segments' lengths.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ReplyHeader {
    /// The request's id (0 for `hello`).
    pub id: u64,
    /// The reply.
    pub reply: Reply,
    /// Lengths of the segments that follow.
    pub segments: Vec<u64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_cross_as_their_kind_with_the_message_bounded_and_marked() {
        for e in [
            BackendError::Validation("v".into()),
            BackendError::OutOfMemory("o".into()),
            BackendError::DeviceLost("d".into()),
            BackendError::Other("x".into()),
        ] {
            let back = WireError::of(&e).into_backend_error("kernel host");
            assert_eq!(std::mem::discriminant(&back), std::mem::discriminant(&e));
            assert!(back.to_string().contains("kernel host: "), "{back}");
        }
        assert_eq!(WireError::of(&BackendError::Timeout(10_000)).into_backend_error("h"), BackendError::Timeout(10_000));
        let long = WireError { kind: "nonsense".into(), message: "é".repeat(10_000), limit_ms: 0 }.into_backend_error("h");
        assert!(matches!(&long, BackendError::Other(m) if m.len() <= MAX_ERROR_MESSAGE_BYTES + 8), "{long}");
        for r in [Request::Ping, Request::ReadOutputs { resident: 1 }, Request::Free { program: None, resident: Some(2) }] {
            let json = serde_json::to_string(&r).unwrap();
            let back: Request = serde_json::from_str(&json).unwrap();
            assert_eq!(back.name(), r.name());
        }
    }
}
