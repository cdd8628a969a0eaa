//! The prompt templates: what a model is told about one task.
//!
//! A prompt is a system message (the role and the answer format) and a user message built from
//! the task's spec: its description and math, the whole domain every shape lies in (each param's
//! range, integer and f32 — never the shapes the checks happen to use), every buffer with its
//! dtype, shape (row-major) and initial contents, the `Params` uniform, the tolerance and the
//! task's argument for it, the edge inputs it is checked on, the binding contract and plan syntax
//! of the chosen kind (docs/SCHEMA.md §2, §3, §3b, §3c), the device's limits, features and caveats
//! when known (a software adapter's loop cap, [`DeviceInfo::loop_cap`]), and one worked example
//! (another task's reference kernel, a real kernel that passes over its whole domain). With
//! [`PromptOptions::with_reference`] the task's own reference kernel is included as the baseline
//! to beat. Every change to the text bumps [`PROMPT_VERSION`], which every sample records; the
//! snapshot tests (`agent/tests/prompt_snapshots.rs`) hold the rendered text.

use std::fmt::Write as _;

use ekb_dispatch as dispatch;
use ekb_eval::front_end::PlanPhrases;
use ekb_eval::kind::Kind;
use ekb_eval::task::{Init, ParamType, TaskSpec};
use kernels::Task;

use crate::client::Message;

mod version;
pub use version::PromptVersion;

/// The version of the current templates ([`PromptVersion::CURRENT`]); recorded in every generated
/// sample and generation set.
pub const PROMPT_VERSION: &str = PromptVersion::CURRENT.name();

/// Tasks whose reference kernels serve as the worked example, in order of preference: the first
/// that is not the prompt's own task and has a reference of the kind.
const EXAMPLE_TASKS: [&str; 3] = ["l1_vector_add", "l1_row_sum", "l1_gemm"];

/// From [`PromptVersion::V3`], where the prompt shows a launch plan: tasks whose reference has
/// several passes (each `pass` naming one of its entry points, a scratch buffer between them), in
/// order of preference; [`EXAMPLE_TASKS`] when none has a reference of the kind.
const MULTI_PASS_EXAMPLE_TASKS: [&str; 2] = ["l1_gaussian_blur", "l1_prefix_scan"];

/// A device's limits and features, when the caller knows which device the kernel is for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceInfo {
    /// The device's name as its API reports it.
    pub name: String,
    /// Features it has (WebGPU names such as `shader-f16`, `subgroups`; OpenCL extensions).
    pub features: Vec<String>,
    /// Limits as (name, value), e.g. (`max_compute_invocations_per_workgroup`, 256).
    pub limits: Vec<(String, u64)>,
    /// The most loop iterations one invocation runs before the device stops its loops (measured:
    /// `ekb_wire::device::DeviceInfo::loop_cap`; llvmpipe's 65,535), `None` when loops run to the
    /// end. The prompt then tells the model to stay under it.
    pub loop_cap: Option<u32>,
    /// A software or fallback adapter (lavapipe, SwiftShader, WARP): it runs on the CPU and its
    /// times describe the CPU ([`PromptVersion::V3`] says so).
    pub software: bool,
}

/// What to build a prompt for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromptOptions {
    /// The kernel language asked for.
    pub kind: Kind,
    /// Include the task's reference kernel of `kind` as the baseline to beat.
    pub with_reference: bool,
    /// The target device, when known; otherwise the suite's portable limits are stated.
    pub device: Option<DeviceInfo>,
    /// The template version.
    pub version: PromptVersion,
}

/// A built prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// The system message.
    pub system: String,
    /// The user message.
    pub user: String,
}

impl Prompt {
    /// The chat messages: system, then user.
    pub fn messages(&self) -> Vec<Message> {
        vec![Message::new("system", self.system.clone()), Message::new("user", self.user.clone())]
    }

    /// Both messages as one text, for pasting into a chat (`ekb prompt`).
    pub fn text(&self) -> String {
        format!("{}\n\n{}", self.system.trim_end(), self.user)
    }
}

/// Why a prompt cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PromptError {
    /// `with_reference` for a kind the task has no reference kernel in.
    #[error("task {task} has no {file}: there is no {kind} baseline to include (leave out --with-reference)")]
    NoReference {
        /// The task id.
        task: String,
        /// The kind asked for.
        kind: &'static str,
        /// The missing file.
        file: &'static str,
    },
}

/// The fence tag a reply must use for `kind`.
pub fn fence_tag(kind: Kind) -> &'static str {
    kind.info().fence
}

fn language(kind: Kind) -> &'static str {
    kind.info().noun
}

/// The prompt for `task` with `options`; its worked example is the reference kernel of the first
/// of [`EXAMPLE_TASKS`] that is another task and has one of the kind.
///
/// # Errors
/// [`PromptError::NoReference`] when the reference is asked for and the task has none of the kind.
pub fn build(task: &Task, options: &PromptOptions) -> Result<Prompt, PromptError> {
    build_with_example(task, example_task_for(&task.spec, options), options)
}

/// The task whose reference kernel is the worked example of a [`PromptVersion::V2`] prompt for
/// `spec` in `kind`.
pub fn example_task(spec: &TaskSpec, kind: Kind) -> Option<&'static Task> {
    first_example(&EXAMPLE_TASKS, spec, kind)
}

/// The task whose reference kernel is the worked example of a prompt for `spec` with `options`:
/// from [`PromptVersion::V3`], a multi-pass one where the prompt shows a launch plan.
pub fn example_task_for(spec: &TaskSpec, options: &PromptOptions) -> Option<&'static Task> {
    let kind = options.kind;
    if options.version != PromptVersion::V2 && dispatch::contract_text(kind).shows_plan(spec) {
        if let Some(t) = first_example(&MULTI_PASS_EXAMPLE_TASKS, spec, kind) {
            return Some(t);
        }
    }
    example_task(spec, kind)
}

fn first_example(ids: &[&str], spec: &TaskSpec, kind: Kind) -> Option<&'static Task> {
    ids.iter().filter(|id| **id != spec.id).filter_map(|id| kernels::get(id)).find(|t| t.reference(kind).is_some())
}

/// [`build`] with `example`'s reference kernel of the kind as the worked example (none without
/// one).
///
/// # Errors
/// As [`build`].
pub fn build_with_example(task: &Task, example: Option<&Task>, options: &PromptOptions) -> Result<Prompt, PromptError> {
    let kind = options.kind;
    let tag = fence_tag(kind);
    let baseline = if options.with_reference {
        let src = task.reference(kind).ok_or_else(|| PromptError::NoReference {
            task: task.spec.id.clone(),
            kind: kind.name(),
            file: kind.reference_file(),
        })?;
        Some(src)
    } else {
        None
    };
    let system = format!(
        "You are an expert GPU and CPU kernel engineer. You write one {lang} for the task you are given: \
         correct for every shape in its domain first, then as fast as you can make it. Answer with exactly \
         one ```{tag} fenced code block holding the complete kernel text{plan}; text outside \
         the block is ignored, and if you give several blocks the last one is taken.\n",
        lang = language(kind),
        plan = if writes_no_plan(kind, options.version) { "" } else { " (launch plan included)" }
    );
    let mut u = String::new();
    let spec = &task.spec;
    let _ = writeln!(u, "# Task `{}`: {} (level {}, domain {})\n", spec.id, spec.title, spec.level, spec.domain);
    let _ = writeln!(u, "{}\n", task_text(spec, kind).trim_end());
    u.push_str(&buffers(spec, kind, options.version));
    let version = options.version;
    let multi_pass_example = example.and_then(|e| e.reference(kind)).is_some_and(|src| plan_passes(src) >= 2);
    u.push_str(&contract(spec, kind, version, multi_pass_example));
    match version {
        PromptVersion::V2 => u.push_str(&device(options.device.as_ref(), kind)),
        PromptVersion::V3 | PromptVersion::V4 | PromptVersion::V5 | PromptVersion::V6 | PromptVersion::V7 => {
            u.push_str(&device_v3(options.device.as_ref(), kind));
            u.push_str(&checked_section(task, kind, version));
        }
    }
    if let Some(example) = example.and_then(|e| worked_example(e, kind)) {
        u.push_str(&example);
    }
    if let Some(src) = baseline {
        let _ = writeln!(
            u,
            "## Baseline to beat\n\nThis {lang} is correct for the task; its time is the baseline your kernel's \
             speedup is measured against. Return a faster kernel that stays correct.\n\n```{tag}\n{}\n```\n",
            src.trim_end(),
            lang = language(kind)
        );
    }
    let _ = writeln!(u, "## Answer\n\nReturn the complete kernel for task `{}` in one ```{tag} fenced block.", spec.id);
    Ok(Prompt { system, user: u })
}

fn shape_text(dims: &[ekb_eval::expr::Expr]) -> String {
    let dims: Vec<String> = dims.iter().map(ToString::to_string).collect();
    format!("[{}]", dims.join(", "))
}

fn buffers(spec: &TaskSpec, kind: Kind, version: PromptVersion) -> String {
    let mut u = String::from("## Buffers (flat, row-major arrays; shapes outermost first)\n\nInputs, read-only, in binding order:\n");
    for i in &spec.inputs {
        let _ = writeln!(u, "- `{}`: {} {}, values {}", i.name, i.dtype.name(), shape_text(&i.shape), i.dist.text());
    }
    u.push_str("\nOutputs, in binding order after the inputs:\n");
    for o in &spec.outputs {
        let init = match o.init {
            Init::Poison => "starts poisoned: write every element",
            Init::Zero => "starts zeroed (you may accumulate into it)",
        };
        let _ = writeln!(u, "- `{}`: {} {}, {init}", o.name, o.dtype.name(), shape_text(&o.shape));
    }
    let params: Vec<String> = spec.params.iter().map(|p| format!("{}: {}", p.name, param_type(p.ty))).collect();
    if !params.is_empty() {
        let _ = writeln!(u, "\nParams, in this order: {} (each shape sets them, anywhere in the domain above).", params.join(", "));
    }
    let integer_only = spec.outputs.iter().all(|o| !o.dtype.is_float());
    if integer_only && version >= PromptVersion::V7 {
        // v7: a task whose outputs are all integers has no tolerance to state (v6 stated the
        // float rule and its atol/rtol, which read as if the outputs could be approximate).
        let why = spec.tolerance.why.as_ref().map_or(String::new(), |w| format!(" ({w})"));
        let _ = writeln!(
            u,
            "\nEvery output is an integer and is compared exactly: each element must equal the reference's{why}. Outputs \
             are checked at shapes from the whole domain above — every param at its minimum and at its maximum somewhere, \
             sizes that are not multiples of 64, values drawn afresh each run — and on several seeds."
        );
    } else {
        let tol = &spec.tolerance;
        let _ = write!(
            u,
            "\nTolerance: a float element passes when |y - expected| <= atol + rtol*|expected| with atol = {}, rtol = {}",
            tol.atol, tol.rtol
        );
        match &tol.why {
            Some(why) => {
                let _ = writeln!(u, " ({why}).");
            }
            None => u.push_str(".\n"),
        }
        for o in &spec.outputs {
            if let Some(t) = &o.tolerance {
                let _ = writeln!(
                    u,
                    "Output `{}` uses atol = {}, rtol = {}{}.",
                    o.name,
                    t.atol,
                    t.rtol,
                    t.why.as_ref().map_or(String::new(), |w| format!(" ({w})"))
                );
            }
        }
        u.push_str(
            "Integer outputs are compared exactly. Outputs are checked at shapes from the whole domain above — every param at its \
             minimum and at its maximum somewhere, sizes that are not multiples of 64, values drawn afresh each run — and on several \
             seeds.\n",
        );
    }
    let edges = spec.edges_text();
    if !edges.is_empty() {
        let _ = writeln!(u, "\nEdge-case inputs it is also checked on:\n{edges}");
    }
    if !spec.features.is_empty() {
        let _ = writeln!(u, "\nThe task declares these WebGPU features (you may use them): {}.", spec.features.join(", "));
    }
    let t = &spec.launch.threads;
    // A kind without a default grid (C: once per task of the pool) says nothing more.
    let Some(size) = dispatch::contract_text(kind).default_launch_unit() else {
        u.push('\n');
        return u;
    };
    let _ = writeln!(
        u,
        "\nDefault launch (one entry point, no plan): threads({}, {}, {}) — that many invocations per axis, rounded up to whole \
         {size}. Where that is fewer invocations than elements, the kernel covers the rest itself, as the description says.\n",
        t[0], t[1], t[2]
    );
    u
}

fn param_type(t: ParamType) -> &'static str {
    match t {
        ParamType::U32 => "u32",
        ParamType::I32 => "i32",
        ParamType::F32 => "f32",
    }
}

/// How many `pass` lines a kernel's launch plan has.
fn plan_passes(src: &str) -> usize {
    src.lines().filter(|l| l.trim_start().starts_with("// pass ")).count()
}

fn contract(spec: &TaskSpec, kind: Kind, version: PromptVersion, multi_pass_example: bool) -> String {
    let text = dispatch::contract_text(kind);
    let mut u = format!("## Contract ({})\n\n", kind.name());
    let v5_wgsl = version >= PromptVersion::V5 && kind == Kind::Wgsl;
    let body = text.contract(spec);
    u.push_str(&if v5_wgsl { element_placeholder(&body) } else { body });
    if text.shows_plan(spec) {
        // Before v4 the syntax example's grid was in `N`, whatever the task's params.
        let size = if matches!(version, PromptVersion::V2 | PromptVersion::V3) { Some("N") } else { first_size_param(spec) };
        u.push_str(&plan_section(kind, size, version));
        if version != PromptVersion::V2 {
            u.push_str(&pass_rule(kind, multi_pass_example));
        }
    }
    if v5_wgsl {
        u.push_str(WGSL_DETAILS_V5);
    }
    u
}

/// The name [`PromptVersion::V5`] gives the element type of a buffer in the WGSL contract (v4 and
/// earlier wrote `T`, which read like the param `T` of tasks such as `l2_residual_layernorm`). No
/// task of the suite has a param of this name (a test holds it).
pub const ELEMENT_PLACEHOLDER: &str = "elem";

/// The WGSL contract `body` with [`ELEMENT_PLACEHOLDER`] for its element type `T`: the type
/// arguments `<T>` and the sentence saying what `T` is.
fn element_placeholder(body: &str) -> String {
    body.replace("<T>", &format!("<{ELEMENT_PLACEHOLDER}>")).replace(
        "T is the buffer's dtype;",
        &format!(
            "`{ELEMENT_PLACEHOLDER}` stands for the buffer's dtype as the Buffers section lists it (f32, f16, u32 or i32): a \
             placeholder, not a param;"
        ),
    )
}

/// [`PromptVersion::V5`]'s paragraph of WGSL details after the launch plan: what model seats could
/// not find in v4's text (the real-model trial of 2026-12-05, docs/AGENT.md §6). Every statement
/// is held by a test against the evaluator (`agent/tests/prompt_facts.rs`): the words naga
/// refuses, the scratch dtypes and count expressions the plan parser and evaluator take, the
/// bindings the contract check allows, the buffer padding, and the names a plan expression sees.
pub const WGSL_DETAILS_V5: &str = "WGSL details the checks hold you to:\n\
- Reserved words: WGSL reserves many ordinary words, and naga refuses a module that uses one as a name \
(`invalid_shader`: \"name `active` is a reserved keyword\"); among them active, shared, filter, target, type, set, \
get, pass, partition, common, module, meta, match, ref, static, new, self and with. Pick other names.\n\
- Scratch buffers: a plan line `scratch NAME DTYPE COUNT` takes DTYPE f32, f16, u32 or i32 (any other word is \
`invalid_shader`; f16 needs `enable f16;`, so only a task that declares shader-f16 may use it) and COUNT, the number of \
elements, as an expression like a grid's but in the params only — not wg_x, wg_y, wg_z or any other name (a count that cannot be computed fails as `contract_violation`). The scratch buffers take the bindings \
after `Params` in the order of their lines; declare each `var<storage, read_write>` as `array<DTYPE>`, an array of \
vectors of DTYPE, or, for u32 and i32 only, `array<atomic<u32>>` or `array<atomic<i32>>`.\n\
- Vector views: every storage buffer is allocated in whole 16-byte units and its padding starts as zeros, so in an \
`array<vec4<f32>>` (or vec4 of u32, i32, f16) view of a buffer of N elements the first ceil_div(N, 4) vectors may be \
read and written whole even when N is not a multiple of 4: the lanes past element N - 1 read 0 and writing them \
changes no checked element. The kernel must still keep its vector index below ceil_div(N, 4) — past the padding the \
buffer ends, and the checks put a poisoned guard region there (none for a buffer the kernel measures with \
arrayLength): a read there returns poison (a NaN for floats) that fails the comparison where it reaches an output, a \
write there fails as `mismatch` — and treat those lanes as zeros, not data (leave them out of a max, a min, a product \
or a count). A scalar view (`array<f32>`) has no such slack: the guard region of an input or output starts right \
after its element N - 1.\n\
- Plan expressions and overrides: a plan expression (grids and scratch counts) may name only the params and, in a \
pass's grid, wg_x, wg_y, wg_z; an `override` constant's name is not one of them (using it fails the launch as \
`contract_violation`). A plan line `// override NAME = VALUE` sets the WGSL constant `override NAME` and wins over its \
default (`override WG: u32 = 64;` with `// override WG = 128` runs with 128); a constant without a default needs such \
a line, and a line for a name the module does not declare is `invalid_shader`. wg_x, wg_y, wg_z are the entry \
point's `@workgroup_size` after the overrides, so they follow an override-sized `@workgroup_size(WG)`.\n\n";

/// From [`PromptVersion::V3`]: the pass → entry-point rule as a rule, with what breaking it gives
/// (a model that named its functions `main` under a plan of `partial` and `finish` got
/// `contract_violation` on every task).
fn pass_rule(kind: Kind, multi_pass_example: bool) -> String {
    let PlanPhrases { entry, .. } = dispatch::contract_text(kind).plan_phrases();
    let example = if multi_pass_example { " The worked example below has a plan with several passes and keeps the rule." } else { "" };
    format!(
        "**Rule: every `pass NAME` runs the entry point called NAME.** `// pass partial …` runs {entry} and nothing else: \
         each name after `pass` must be spelled exactly as an entry point of your file, and every entry point you want \
         run needs its own `pass` line. A plan naming an entry point the file does not define (say the plan says \
         `partial` and `finish` but the functions are called `main`) is refused as `contract_violation` before anything \
         runs.{example}\n\n"
    )
}

/// Whether `kind`'s prompt of `version` says nothing of launch plans: from [`PromptVersion::V6`],
/// the TVMScript prompt (a TVMScript module has no plan: TVM computes the launch).
fn writes_no_plan(kind: Kind, version: PromptVersion) -> bool {
    kind == Kind::Tvmscript && version >= PromptVersion::V6
}

/// From [`PromptVersion::V3`]: what an answer goes through, in order, and the verdict each
/// failure gets (docs/EVALUATION.md). From [`PromptVersion::V6`] the TVMScript steps 1 and 2 are
/// the compile worker's and the adapter's (`frontend_tvmscript`, docs/TVM.md).
fn checked_section(task: &Task, kind: Kind, version: PromptVersion) -> String {
    let info = kind.info();
    let (read, contract) = if writes_no_plan(kind, version) {
        (
            format!(
                "The {compiler} reads it: it must compile and validate, with its buffers named, ordered and typed and \
                 its shape variables named as the contract says, else `invalid_shader` (with TVM's or the worker's message)",
                compiler = info.compiler
            ),
            "TVM's generated kernel must fit the task's contract and the device's limits (work-group size, storage \
             buffers), else `contract_violation`; a feature the device lacks is `unsupported`"
                .to_string(),
        )
    } else {
        (
            format!("The {compiler} reads it: it must compile and validate, else `invalid_shader`", compiler = info.compiler),
            "It must keep the contract above (the bindings or arguments in order, the launch plan's passes naming its entry \
             points, the device's limits), else `contract_violation`; a feature the device lacks is `unsupported`"
                .to_string(),
        )
    };
    let timing = "its speedup is the median of the per-pair ratios (reference time / your time) with a 99 % one-sided lower \
                  bound, and it counts as faster only when that lower bound is above 1.";
    let timed = if version >= PromptVersion::V7 && kind == Kind::Tvmscript {
        // v7: a TVMScript module is timed against the task's reference of the form TVM compiles it
        // to on the device, which some tasks lack (v6 promised a timing whatever the form).
        let forms: Vec<&str> = [(Kind::Wgsl, "WGSL"), (Kind::Opencl, "OpenCL C"), (Kind::C, "C")]
            .into_iter()
            .filter(|(k, _)| task.reference(*k).is_some())
            .map(|(_, name)| name)
            .collect();
        format!(
            "A kernel that passes is timed against the task's reference kernel of the form TVM compiles yours to on the device \
             (this task has one in {}), in interleaved pairs on that device: {timing} On a device whose form the task has \
             no reference in, a passing kernel is checked but not timed.",
            forms.join(", ")
        )
    } else if version >= PromptVersion::V7 && task.reference(kind).is_none() {
        // v7: the task has no reference of this kind (`Baseline::None`): v6 promised a timing
        // against a reference that does not exist.
        format!(
            "This task has no reference {lang}, so a kernel that passes is checked but not timed: its report has no \
             speedup, and Fast@p leaves the task out.",
            lang = language(kind)
        )
    } else {
        format!("A kernel that passes is timed against the task's reference on the same device in interleaved pairs: {timing}")
    };
    // v7: a task of integer outputs only has no tolerance (its elements are compared exactly).
    let integer_only = task.spec.outputs.iter().all(|o| !o.dtype.is_float());
    let compared = if version >= PromptVersion::V7 && integer_only { "exactly" } else { "within the tolerance above" };
    format!(
        "## What is checked\n\nEvery answer goes through these steps in order; the first that fails is its verdict.\n\
         1. {read}.\n\
         2. {contract}.\n\
         3. It runs at shapes from the whole domain — each param at its minimum and at its maximum somewhere, sizes that are \
         not multiples of 64, the edge-case inputs — on several seeds, with outputs that start as stated above; a crash is \
         `runtime_error`, a run past the time limit `timeout`.\n\
         4. Every output element is compared with the reference {compared}, else `mismatch` (with the first element that \
         differs).\n\
         5. {timed}\n\n"
    )
}

/// The task's first integer param (the one the plan example's grid is written in), if any.
fn first_size_param(spec: &TaskSpec) -> Option<&str> {
    spec.params.iter().find(|p| matches!(p.ty, ParamType::U32 | ParamType::I32) && p.domain.is_some()).map(|p| p.name.as_str())
}

/// How a launch plan is written, for `kind`: an example (its grid in the param `size`, a constant
/// without one), what `pass NAME` runs, the expressions, the limit on a dispatch.
fn plan_section(kind: Kind, size: Option<&str>, version: PromptVersion) -> String {
    let PlanPhrases { entry, override_line, naming, sizes, default } = dispatch::contract_text(kind).plan_phrases();
    // v7: "before every launch" read as before every pass; a scratch buffer is zeroed once per run
    // of the plan and carries its contents from pass to pass (a radix sort's digit counter).
    let zeroed = if version >= PromptVersion::V7 { "zeroed once per run, kept from pass to pass" } else { "zeroed before every launch" };
    let grid = size.map_or("4".to_string(), |n| format!("min(ceil_div({n}, 256), 1024)"));
    let pad = " ".repeat(27usize.saturating_sub(grid.len()));
    format!(
        "\nLaunch plan (optional; needed for several passes, scratch memory or another grid), as comments at the very top of \
         the file:\n\n```\n// @plan\n// pass partial dispatch({grid}, 1, 1){pad}   # workgroups per axis\n\
         // pass finish  threads(1, 1, 1)                              # invocations per axis, rounded up to workgroups\n\
         // scratch sums f32 1024                                      # buffer after the params binding, {zeroed}\n\
         {override_line}// @end\n```\n\n\
         The word after `pass` is the name of a function your file defines as an entry point: `pass partial` runs {entry}, \
         so name your own functions there ({naming}). Expressions use the params, {sizes}+ - * / %, min, max and ceil_div. \
         A dispatch takes at most 65,535 workgroups per axis at every shape of the domain: bound the grid with min(…) and \
         loop over the rest (a grid-stride loop), or spread it over y and z. Passes run in order, each seeing the previous \
         one's writes. {default}\n\n"
    )
}

fn device(device: Option<&DeviceInfo>, kind: Kind) -> String {
    match device {
        Some(d) => {
            let mut u = format!("## Device\n\nThe kernel runs on {}.\n", d.name);
            if !d.features.is_empty() {
                let _ = writeln!(u, "Features: {} (a kernel may use only those its task declares).", d.features.join(", "));
            }
            for (name, value) in &d.limits {
                let _ = writeln!(u, "- {name}: {value}");
            }
            if let Some(cap) = d.loop_cap {
                let _ = writeln!(u, "{}", loop_cap_caveat(cap));
            }
            u.push('\n');
            u
        }
        None => dispatch::contract_text(kind)
            .unnamed_device()
            .unwrap_or(
                "## Device\n\nUnknown: stay within the portable limits — at most 256 invocations per workgroup \
                 (256 × 256 × 64 per axis), 16 KiB of workgroup memory, 8 storage buffers, 65535 workgroups per axis.\n\n",
            )
            .into(),
    }
}

/// The device section's caveat for a device that stops an invocation's loops after `cap`
/// iterations (the same text in every template version), starting with a blank line.
fn loop_cap_caveat(cap: u32) -> String {
    format!(
        "\nCaveat: this device stops the loops of an invocation once it has run {cap} loop iterations in all (every loop \
        of the invocation counts towards the same {cap}) and carries on with wrong values. The checks watch for it: at a \
        shape where an invocation of your kernel would loop more than {cap} times, the outputs cannot be checked on \
        this device and the kernel fails there (flag `loop_cap`). Keep every invocation under {cap} loop iterations at \
        every shape of the domain: split long loops across the invocations of a workgroup (a cooperative reduction, \
        tiles) and across workgroups."
    )
}

/// From [`PromptVersion::V3`]: the device as the evaluator knows it — name, API and type, software
/// or not, the features it has and the ones a kernel may use, the limits the checks hold a kernel
/// to, its caveats (a loop cap) — or, without one, that none was named and the portable limits
/// hold.
fn device_v3(device: Option<&DeviceInfo>, kind: Kind) -> String {
    let Some(d) = device else {
        return dispatch::contract_text(kind).unnamed_device().map_or_else(
            || {
                let mut u = String::from(
                    "## Device\n\nNo device was named when this prompt was made (`--for-device` names the selected adapter), \
                     so the kernel must work on any device: stay within the portable limits every device meets — at most 256 \
                     invocations per workgroup (256 × 256 × 64 per axis), 16 KiB (16,384 bytes) of workgroup memory, 8 storage \
                     buffers per stage, 128 MiB per storage binding, 65,535 workgroups per axis — and use only the features the \
                     task declares.",
                );
                if kind.info().family == ekb_wire::kind::Family::Wgpu {
                    u.push_str(
                        " Some devices are software adapters that stop an invocation's loops after a cap (lavapipe: 65,535 \
                         iterations in all); a kernel whose invocations loop longer fails there (`loop_cap`), so split long \
                         loops across the invocations of a workgroup and across workgroups.",
                    );
                }
                u.push_str("\n\n");
                u
            },
            String::from,
        );
    };
    let what = if d.software {
        "a software adapter: it runs on the host CPU, so its times describe that CPU, not a GPU"
    } else {
        "a hardware adapter"
    };
    let mut u = format!("## Device\n\nThe kernel is checked and timed on {} — {what}.\n", d.name);
    if d.features.is_empty() {
        u.push_str("Features: none beyond the core language; a kernel may use only those its task declares.\n");
    } else {
        let _ = writeln!(u, "Features the device has: {}; a kernel may use only those its task declares.", d.features.join(", "));
    }
    if !d.limits.is_empty() {
        u.push_str("Limits the checks hold the kernel to on this device:\n");
        for (name, value) in &d.limits {
            let _ = writeln!(u, "- {name}: {value}");
        }
    }
    if let Some(cap) = d.loop_cap {
        let _ = writeln!(u, "{}", loop_cap_caveat(cap));
    }
    u.push('\n');
    u
}

/// The task's text as a prompt for `kind` shows it: its description and domain; for a kind without
/// a default grid (a C kernel is called once per task of the thread pool, as its contract says) a
/// note that what the description says about workgroups and the default launch is for the GPU kinds
/// — the descriptions are shared by every kind, and a model must not take a GPU launch for its own.
fn task_text(spec: &TaskSpec, kind: Kind) -> String {
    let text = spec.prompt_text();
    let description = spec.description.to_lowercase();
    let gpu_words = ["launch", "workgroup", "global_invocation_id", "wg_x"];
    if dispatch::contract_text(kind).default_launch_unit().is_some() || !gpu_words.iter().any(|w| description.contains(w)) {
        return text;
    }
    format!(
        "{}\n\n(What the description says about launches, workgroups, `global_invocation_id` or `wg_x` is for the GPU \
         kinds: a {} is called as the contract below says.)\n",
        text.trim_end(),
        kind.info().noun
    )
}

fn worked_example(task: &Task, kind: Kind) -> Option<String> {
    let src = task.reference(kind)?;
    Some(format!(
        "## Worked example (a different task, `{}`)\n\n{}\n\nA correct answer, for every shape of that domain:\n\n```{}\n{}\n```\n\n",
        task.spec.id,
        task_text(&task.spec, kind).trim_end(),
        fence_tag(kind),
        src.trim_end()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::extract;

    #[test]
    fn every_task_gets_a_wgsl_prompt_with_its_contract_and_an_example() {
        for task in kernels::all() {
            let p = build(task, &PromptOptions::default()).expect("prompt");
            assert!(p.user.contains(&format!("# Task `{}`", task.spec.id)));
            for i in &task.spec.inputs {
                assert!(p.user.contains(&format!("- `{}`: {}", i.name, i.dtype.name())), "{}: input {}", task.spec.id, i.name);
            }
            assert!(p.user.contains("@group(0)"));
            assert!(p.user.contains("## Worked example"), "{}", task.spec.id);
            assert!(!p.user.contains("## Baseline to beat"));
        }
    }

    #[test]
    fn the_reference_is_included_only_when_asked_and_its_block_is_not_taken_as_the_answer() {
        let task = kernels::get("l1_vector_add").expect("task");
        let opts = PromptOptions { with_reference: true, ..PromptOptions::default() };
        let p = build(task, &opts).expect("prompt");
        assert!(p.user.contains(task.reference_wgsl.trim_end()));
        assert!(p.user.contains("the inputs (a, b) at @binding(0) … @binding(1) as"), "{}", p.user);
        assert!(p.user.contains("then at @binding(3) `var<uniform> p: Params` with `struct Params { N: u32 }`"));
        assert!(p.user.contains("## Worked example (a different task, `l1_gaussian_blur`)"));
        let v2 = build(task, &PromptOptions { version: PromptVersion::V2, ..opts.clone() }).expect("prompt");
        assert!(v2.user.contains("## Worked example (a different task, `l1_row_sum`)"));
        let silu = kernels::get("l1_silu").expect("task");
        let e = build(silu, &PromptOptions { kind: Kind::Opencl, with_reference: true, ..PromptOptions::default() }).unwrap_err();
        assert_eq!(e.to_string(), "task l1_silu has no reference.cl: there is no opencl baseline to include (leave out --with-reference)");
        // The prompt's own blocks are well-formed fences (the last one is the baseline).
        assert_eq!(extract(&p.user, Kind::Wgsl).expect("blocks").source.trim_end(), task.reference_wgsl.trim_end());
    }

    #[test]
    fn opencl_and_c_prompts_state_the_argument_lists() {
        let task = kernels::get("l1_gemm").expect("task");
        let cl = build(task, &PromptOptions { kind: Kind::Opencl, ..PromptOptions::default() }).expect("prompt");
        assert!(
            cl.user.contains("(__global const float* A, __global const float* B, __global float* C, uint M, uint N, uint K)"),
            "{}",
            cl.user
        );
        let c = build(task, &PromptOptions { kind: Kind::C, ..PromptOptions::default() }).expect("prompt");
        assert!(c.user.contains(
            "void kernel(const float* A, const float* B, float* C, uint32_t M, uint32_t N, uint32_t K, uint32_t task, uint32_t ntasks)"
        ));
        assert!(c.system.contains("```c fenced"));
    }

    /// A task's description may say how the default grid of workgroups covers the work: a C prompt,
    /// whose kernel is called once per task of the thread pool, says that this is for the GPU kinds
    /// and what `ntasks` is; GPU prompts have no such note.
    #[test]
    fn c_prompts_describe_c_launches_not_workgroups() {
        for task in kernels::all() {
            let wgsl = build(task, &PromptOptions::default()).expect("prompt");
            let c = build(task, &PromptOptions { kind: Kind::C, ..PromptOptions::default() }).expect("prompt");
            let gpu =
                ["launch", "workgroup", "global_invocation_id", "wg_x"].iter().any(|w| task.spec.description.to_lowercase().contains(w));
            let section = c.user.split("## Buffers").next().unwrap_or_default();
            assert_eq!(
                section.contains("is for the GPU kinds: a C11 function is called as the contract below says"),
                gpu,
                "{}",
                task.spec.id
            );
            assert!(!wgsl.user.contains("is for the GPU kinds"), "{}", task.spec.id);
            assert!(c.user.contains("`ntasks` is the runner's choice"), "{}", task.spec.id);
            assert!(c.user.contains("Shapes (every one in this domain must work)"), "{}", task.spec.id);
        }
    }

    /// From v3, a prompt that shows a launch plan states the pass → entry-point rule and its
    /// worked example has several passes, each naming an entry point of the example's kernel: the
    /// kernel as the prompt shows it passes the WGSL front end's checks (parse, validation, the
    /// contract with its plan) for the example's task.
    #[test]
    fn the_v3_worked_example_has_several_passes_and_keeps_the_contract() {
        use ekb_eval::front_end::KindFrontEnds as _;
        let front_ends = ekb_dispatch::FrontEnds::without(Kind::Opencl, "not needed: WGSL only");
        let checker = front_ends.checker(Kind::Wgsl).expect("the WGSL front end");
        let device = ekb_eval::device::DeviceInfo {
            name: "portable".into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: "vulkan".into(),
            device_type: "other".into(),
            is_fallback: false,
            features: Vec::new(),
            limits: ekb_eval::device::DeviceLimits::webgpu_default(),
            runtime: "native".into(),
            loop_cap: None,
        };
        let mut checked = std::collections::BTreeSet::new();
        for task in kernels::all() {
            let p = build(task, &PromptOptions::default()).expect("prompt");
            let id = &task.spec.id;
            assert!(p.user.contains("**Rule: every `pass NAME` runs the entry point called NAME.**"), "{id}");
            let example = example_task_for(&task.spec, &PromptOptions::default()).expect("an example");
            assert!(MULTI_PASS_EXAMPLE_TASKS.contains(&example.spec.id.as_str()), "{id}: example {}", example.spec.id);
            let section = p.user.split("## Worked example").nth(1).expect("worked example").split("## Answer").next().unwrap_or_default();
            let kernel = extract(section, Kind::Wgsl).expect("the example's block").source;
            assert!(plan_passes(&kernel) >= 2, "{id}: {kernel}");
            assert!(p.user.contains("The worked example below has a plan with several passes"), "{id}");
            if checked.insert(example.spec.id.clone()) {
                if let Err(e) = checker.check(&example.spec, &kernel, &device) {
                    panic!("{}'s example fails the front end: {e:?}", example.spec.id);
                }
            }
        }
        assert_eq!(checked.len(), 2, "both multi-pass examples are shown (one is the other's own task)");
    }

    #[test]
    fn device_limits_are_stated_when_known() {
        let task = kernels::get("l1_vector_add").expect("task");
        let device = DeviceInfo {
            name: "llvmpipe".into(),
            features: vec!["shader-f16".into()],
            limits: vec![("max_compute_invocations_per_workgroup".into(), 256)],
            loop_cap: None,
            software: true,
        };
        let v2 = PromptOptions { device: Some(device.clone()), version: PromptVersion::V2, ..PromptOptions::default() };
        let p = build(task, &v2).expect("prompt");
        assert!(p.user.contains("The kernel runs on llvmpipe.\nFeatures: shader-f16 (a kernel may use only those its task declares).\n- max_compute_invocations_per_workgroup: 256\n"));
        let p = build(task, &PromptOptions { device: Some(device), ..PromptOptions::default() }).expect("prompt");
        assert!(p.user.contains(
            "The kernel is checked and timed on llvmpipe — a software adapter: it runs on the host CPU, so its times describe \
             that CPU, not a GPU.\nFeatures the device has: shader-f16; a kernel may use only those its task declares.\n\
             Limits the checks hold the kernel to on this device:\n- max_compute_invocations_per_workgroup: 256\n"
        ));
        let unnamed = build(task, &PromptOptions::default()).expect("prompt");
        assert!(unnamed.user.contains("No device was named when this prompt was made"), "{}", unnamed.user);
        assert!(!unnamed.user.contains("Unknown"));
    }
}
