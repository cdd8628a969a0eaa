//! The `c` front end: candidate text → [`Prepared`] kernel, compiled and checked in the sandbox.
//!
//! A `c` candidate defines one function per pass with the exact prototype the task implies
//! ([`entry_signature`], [`header_for`]): inputs as `const T*`, outputs as `T*`, each task param as a
//! scalar (`uint32_t`, `int32_t`, `float`) in declared order, the plan's scratch buffers as `T*`, then
//! `uint32_t task, uint32_t ntasks`. The same `// @plan` block as WGSL names the passes; for C a pass's
//! grid is its **task count**: `pass ENTRY dispatch(X, Y, Z)` (or `threads(X, Y, Z)`) runs `ENTRY` for
//! `task` in `0..X·Y·Z`. Without a plan the candidate defines [`DEFAULT_ENTRY`] and it runs with one task
//! per CPU thread. `local(…)` and `override` have no meaning for C and are contract violations.

use ekb_eval::artifact::Artifact;
use ekb_eval::device::DeviceInfo;
use ekb_eval::diagnostic::{Diagnostic, SourceRange, Stage};
use ekb_eval::expr::Expr;
use ekb_eval::limits::MAX_SOURCE_BYTES;
use ekb_eval::plan::{parse_plan, Grid, LaunchPlan, Pass};
use ekb_eval::prepared::{without_bom, CheckedPass, Contract, LengthQueries, Prepared, Rejected};
use ekb_eval::report::Verdict;
use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_eval::FrontEnd;
use ekb_sandbox::abi::{generate, Arg, CType, EntrySignature, ScalarType};
use ekb_sandbox::{
    CcDiagnostic, CompileError, CompileLimits, CompiledKernel, DiagFile, ElfViolation, Sandbox, SandboxUnavailable, Severity, CC_FLAGS,
};

/// The entry a candidate without a launch plan defines.
pub const DEFAULT_ENTRY: &str = "kernel";

/// Threads of this machine (`std::thread::available_parallelism`, 1 when unknown): the CPU backend's
/// pool size and the task count of a pass without a plan.
pub fn default_ntasks() -> u32 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u32)
}

/// The C element type of a task dtype.
pub fn c_type(d: Dtype) -> CType {
    match d {
        Dtype::F32 => CType::F32,
        Dtype::F16 => CType::F16,
        Dtype::U32 => CType::U32,
        Dtype::I32 => CType::I32,
    }
}

/// The C scalar type of a task param.
pub fn scalar_type(t: ParamType) -> ScalarType {
    match t {
        ParamType::U32 => ScalarType::U32,
        ParamType::I32 => ScalarType::I32,
        ParamType::F32 => ScalarType::F32,
    }
}

/// The exact signature of entry `entry` for `task` with `plan`'s scratch buffers.
pub fn entry_signature(task: &TaskSpec, plan: &LaunchPlan, entry: &str) -> EntrySignature {
    let mut args = Vec::new();
    for i in &task.inputs {
        args.push(Arg::Input { name: i.name.clone(), ty: c_type(i.dtype) });
    }
    for o in &task.outputs {
        args.push(Arg::Output { name: o.name.clone(), ty: c_type(o.dtype) });
    }
    for p in &task.params {
        args.push(Arg::Param { name: p.name.clone(), ty: scalar_type(p.ty) });
    }
    for s in &plan.scratch {
        args.push(Arg::Scratch { name: s.name.clone(), ty: c_type(s.dtype) });
    }
    EntrySignature { name: entry.to_string(), args }
}

/// The generated header a candidate for `task` is compiled against, with the prototype of every entry of
/// `plan` (or [`DEFAULT_ENTRY`]): what a prompt shows the model.
pub fn header_for(task: &TaskSpec, plan: &LaunchPlan) -> String {
    let entries = entries_of(plan);
    generate(&entries.iter().map(|e| entry_signature(task, plan, e)).collect::<Vec<_>>()).header
}

fn entries_of(plan: &LaunchPlan) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    for p in &plan.passes {
        if !v.contains(&p.entry) {
            v.push(p.entry.clone());
        }
    }
    if v.is_empty() {
        v.push(DEFAULT_ENTRY.to_string());
    }
    v
}

/// A C program (the `c` form) that [`CFrontEnd`] compiled in the sandbox (`ekb-sandbox`) and
/// checked (no writable statics, no load-time code, imports only from libm and the memory
/// functions). The text is [`ekb_eval::backend::ProgramDesc::text`]; each pass's entry is
/// `void ENTRY(inputs…, outputs…, params…, scratch…, uint32_t task, uint32_t ntasks)`.
#[derive(Debug)]
pub struct CArtifact {
    /// The compiler and flags it was built with, as one line (for reports).
    pub compiler: String,
    /// Scalar param arguments after the outputs (the task's params, 4 bytes each in `Params`).
    pub params: usize,
    /// The compiled, checked shared object.
    pub kernel: CompiledKernel,
    /// The entries in [`Prepared::entry_points`] order.
    pub entries: Vec<EntrySignature>,
}

impl Artifact for CArtifact {
    const FORM: ekb_eval::kind::Form = ekb_eval::kind::Form::C;
}

/// The `c` front end. Holds the sandbox (or why there is none: every candidate is then refused as
/// `unsupported` with that message).
#[derive(Debug, Clone)]
pub struct CFrontEnd {
    sandbox: Result<Sandbox, SandboxUnavailable>,
    limits: CompileLimits,
    default_ntasks: u32,
}

impl Default for CFrontEnd {
    fn default() -> Self {
        Self::new()
    }
}

impl CFrontEnd {
    /// Detects the sandbox; passes without a plan get [`default_ntasks`] tasks.
    pub fn new() -> Self {
        Self::with_ntasks(default_ntasks())
    }

    /// Detects the sandbox; passes without a plan get `ntasks` tasks (at least 1).
    pub fn with_ntasks(ntasks: u32) -> Self {
        CFrontEnd { sandbox: Sandbox::detect(), limits: CompileLimits::default(), default_ntasks: ntasks.max(1) }
    }

    /// The same front end with other compile limits.
    #[must_use]
    pub fn with_limits(mut self, limits: CompileLimits) -> Self {
        self.limits = limits;
        self
    }

    /// The sandbox, or why `c` candidates are refused.
    pub fn sandbox(&self) -> Result<&Sandbox, &SandboxUnavailable> {
        self.sandbox.as_ref()
    }

    fn prepare_text(&self, task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared<CArtifact>, Rejected> {
        let invalid = |d: Diagnostic| Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![d] };
        let contract = |d: Diagnostic| Rejected { verdict: Verdict::ContractViolation, diagnostics: vec![d] };
        if source.len() > MAX_SOURCE_BYTES {
            return Err(invalid(Diagnostic::error(
                Stage::Limits,
                format!("the kernel is {} bytes; the limit is {MAX_SOURCE_BYTES}", source.len()),
            )));
        }
        // The plan block's lines get the evaluator's lexical limits (the C text itself only meets gcc,
        // in the sandbox, under its time and memory limits).
        ekb_eval::limits::check_source(&plan_lines_only(source)).map_err(|e| invalid(e.diagnostic(source)))?;
        let sandbox = self.sandbox.as_ref().map_err(|e| Rejected {
            verdict: Verdict::Unsupported { missing: vec!["c-sandbox".into()] },
            diagnostics: vec![Diagnostic::error(Stage::Contract, e.to_string())],
        })?;
        let missing: Vec<String> = task.features.iter().filter(|f| !device.has_feature(f)).cloned().collect();
        if !missing.is_empty() {
            let d = Diagnostic::error(Stage::Contract, format!("the task needs feature(s) the device lacks: {}", missing.join(", ")));
            return Err(Rejected { verdict: Verdict::Unsupported { missing }, diagnostics: vec![d] });
        }
        let plan = parse_plan(source).map_err(invalid)?;
        if let Some((name, _)) = plan.overrides.first() {
            return Err(contract(Diagnostic::error(
                Stage::Contract,
                format!("`override {name}`: C kernels have no override constants; use a #define"),
            )));
        }
        if let Some(i) = plan.local_sizes.iter().position(Option::is_some) {
            let line = plan.passes.get(i).map_or(0, |p| p.line as usize);
            return Err(contract(
                Diagnostic::error(Stage::Contract, "`local(…)`: a C pass has no local size; its grid is the task count")
                    .with_label(SourceRange::line(source, line.max(1)), ""),
            ));
        }
        let passes: Vec<CheckedPass> = if plan.passes.is_empty() {
            let n = Expr::parse(&self.default_ntasks.to_string()).expect("a number parses");
            let one = Expr::parse("1").expect("a number parses");
            vec![CheckedPass {
                pass: Pass { entry: DEFAULT_ENTRY.to_string(), grid: Grid::Dispatch([n, one.clone(), one]), line: 0 },
                workgroup_size: [1, 1, 1],
                workgroup_bytes: 0,
            }]
        } else {
            plan.passes.iter().map(|p| CheckedPass { pass: p.clone(), workgroup_size: [1, 1, 1], workgroup_bytes: 0 }).collect()
        };
        let entry_points = entries_of(&plan);
        for (e, line) in entry_points.iter().map(|e| (e, plan.passes.iter().find(|p| &p.entry == e).map_or(0, |p| p.line as usize))) {
            if !ekb_sandbox::abi::is_c_identifier(e) || e == "main" {
                let d = Diagnostic::error(Stage::Contract, format!("`{e}` cannot name a C entry function"));
                return Err(contract(if line > 0 { d.with_label(SourceRange::line(source, line), "") } else { d }));
            }
        }
        let sigs: Vec<EntrySignature> = entry_points.iter().map(|e| entry_signature(task, &plan, e)).collect();
        let code = generate(&sigs);
        let kernel = sandbox.compile_c(source, &code, &self.limits).map_err(|e| compile_rejection(e, source, &sigs))?;
        let layout = task.binding_layout(plan.scratch.len());
        let scalar_views: Vec<u32> = (0..layout.inputs)
            .map(|i| layout.input_binding(i))
            .chain((0..layout.outputs).map(|i| layout.output_binding(i)))
            .chain((0..layout.scratch).map(|i| layout.scratch_binding(i)))
            .collect();
        let compiler = format!("{} {}", sandbox.compiler().display(), CC_FLAGS.join(" "));
        let artifact = CArtifact { compiler, params: task.params.len(), kernel, entries: sigs };
        Ok(Prepared {
            source: source.to_string(),
            bom: false,
            plan,
            contract: Contract { passes, length_queries: LengthQueries::Bindings(Vec::new()), scalar_views },
            entry_points,
            artifact,
        })
    }
}

impl FrontEnd for CFrontEnd {
    type Artifact = CArtifact;

    fn kind(&self) -> ekb_eval::kind::Kind {
        ekb_eval::kind::Kind::C
    }

    /// Limits on the text, the sandbox, the task's features, the plan, then the compiler and the object
    /// checks in the sandbox. A leading byte-order mark is dropped; diagnostics stay located in the text as
    /// given. Verdicts: `invalid_shader` for compiler errors (stage `platform`, at the candidate's line and
    /// column), `contract_violation` for a prototype that differs from the generated one, a missing entry,
    /// or an object the checks refuse (writable statics, constructors, imports outside libm and the memory
    /// functions), `unsupported` without the sandbox or a task feature.
    fn prepare(&self, task: &TaskSpec, text: &str, device: &DeviceInfo) -> Result<Prepared<CArtifact>, Rejected> {
        without_bom(text, |source| self.prepare_text(task, source, device))
    }
}

/// The candidate with everything but its leading comment lines blanked (line numbers kept).
fn plan_lines_only(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut code = false;
    for line in source.lines() {
        code |= !(line.trim().is_empty() || line.trim_start().starts_with("//"));
        if !code {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// A range over the token at 1-based `line`, 1-based byte `column`.
fn token_range(source: &str, line: u32, column: Option<u32>) -> SourceRange {
    let line_range = SourceRange::line(source, line.max(1) as usize);
    let Some(col) = column else { return line_range };
    let start = (line_range.start as usize + col.saturating_sub(1) as usize).min(line_range.end as usize);
    let rest = &source[start..line_range.end as usize];
    let len = rest
        .char_indices()
        .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
        .map_or(rest.len(), |(i, _)| i)
        .max(rest.chars().next().map_or(0, char::len_utf8));
    SourceRange::from_bytes(source, start, start + len)
}

fn located(d: &CcDiagnostic, stage: Stage, source: &str) -> Diagnostic {
    let mut out = Diagnostic::error(stage, d.message.clone());
    match &d.file {
        DiagFile::Candidate => out = out.with_label(token_range(source, d.line, d.column), ""),
        DiagFile::Header => out = out.with_note(format!("in the generated header, line {}", d.line)),
        DiagFile::Trampolines => out = out.with_note(format!("in the generated trampolines, line {}", d.line)),
        DiagFile::Other(f) => out = out.with_note(format!("in {f}:{}", d.line)),
    }
    out
}

/// The first line of `source` where `word` occurs as a whole identifier.
fn find_word(source: &str, word: &str) -> Option<SourceRange> {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(i) = source[from..].find(word) {
        let s = from + i;
        let e = s + word.len();
        let before = source[..s].chars().next_back().is_none_or(|c| !is_ident(c));
        let after = source[e..].chars().next().is_none_or(|c| !is_ident(c));
        if before && after {
            return Some(SourceRange::from_bytes(source, s, e));
        }
        from = e;
    }
    None
}

fn prototypes_note(sigs: &[EntrySignature]) -> String {
    let p: Vec<String> = sigs.iter().map(|s| format!("{};", s.prototype())).collect();
    format!("the expected prototype{}: {}", if p.len() > 1 { "s" } else { "" }, p.join(" "))
}

fn compile_rejection(e: CompileError, source: &str, sigs: &[EntrySignature]) -> Rejected {
    let reject = |verdict: Verdict, d: Diagnostic| Rejected { verdict, diagnostics: vec![d] };
    match e {
        CompileError::Rejected { diagnostics, log } => {
            let entry_decl = |d: &&CcDiagnostic| {
                d.file == DiagFile::Candidate
                    && (d.is_prototype_mismatch()
                        || (d.severity == Severity::Error && d.message.contains("follows non-static declaration")))
            };
            if let Some(d) = diagnostics.iter().find(entry_decl) {
                return reject(Verdict::ContractViolation, located(d, Stage::Contract, source).with_note(prototypes_note(sigs)));
            }
            let errors: Vec<Diagnostic> =
                diagnostics.iter().filter(|d| d.severity == Severity::Error).map(|d| located(d, Stage::Platform, source)).collect();
            if errors.is_empty() {
                let first = log.lines().find(|l| !l.trim().is_empty()).unwrap_or("the C compiler failed");
                return reject(Verdict::InvalidShader, Diagnostic::error(Stage::Platform, first.to_string()).with_note(log.clone()));
            }
            Rejected { verdict: Verdict::InvalidShader, diagnostics: errors }
        }
        CompileError::MissingEntry { name } => {
            let sig = sigs.iter().find(|s| s.name == name);
            let d = Diagnostic::error(Stage::Contract, format!("the kernel does not define the entry function `{name}`"));
            let d = match sig {
                Some(s) => d.with_note(format!("define: {} {{ … }}", s.prototype())),
                None => d,
            };
            reject(Verdict::ContractViolation, d)
        }
        CompileError::Elf(v) => {
            let word: Option<String> = match &v {
                ElfViolation::WritableStatic { symbols, .. } | ElfViolation::ThreadLocal { symbols, .. } => symbols.first().cloned(),
                ElfViolation::UndefinedSymbol { symbol } => Some(symbol.clone()),
                ElfViolation::LoadTimeCode { .. } => ["constructor", "destructor", "ifunc", "_init", "_fini"]
                    .iter()
                    .find(|w| find_word(source, w).is_some())
                    .map(|w| (*w).to_string()),
                _ => None,
            };
            let mut d = Diagnostic::error(Stage::Contract, v.to_string());
            if let Some(r) = word.as_deref().and_then(|w| find_word(source, w)) {
                d = d.with_label(r, "");
            }
            reject(Verdict::ContractViolation, d)
        }
        CompileError::Timeout(t) => {
            reject(Verdict::InvalidShader, Diagnostic::error(Stage::Limits, format!("the C compiler ran past {t:?} and was stopped")))
        }
        CompileError::Killed { signal } => reject(
            Verdict::InvalidShader,
            Diagnostic::error(Stage::Limits, format!("the C compiler was stopped by a resource limit (signal {signal})")),
        ),
        CompileError::SourceTooLarge { len, limit } => {
            reject(Verdict::InvalidShader, Diagnostic::error(Stage::Limits, format!("the kernel is {len} bytes; the limit is {limit}")))
        }
        CompileError::InvalidName { name } => {
            reject(Verdict::ContractViolation, Diagnostic::error(Stage::Contract, format!("`{name}` cannot name a C function or argument")))
        }
        other => reject(Verdict::Unsupported { missing: vec!["c-sandbox".into()] }, Diagnostic::error(Stage::Platform, other.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_ranges_and_words() {
        let src = "int x;\nvoid kernel(float* a) {}\n";
        let r = token_range(src, 2, Some(6));
        assert_eq!((&src[r.start as usize..r.end as usize], r.line, r.column), ("kernel", 2, 6));
        let r = find_word(src, "a").unwrap();
        assert_eq!((r.line, r.column), (2, 20));
        assert!(find_word(src, "kern").is_none());
        assert_eq!(plan_lines_only("// @plan\n// x\n// @end\nint a; // y\n"), "// @plan\n// x\n// @end\n\n");
    }
}
