//! A prepared kernel — what every front end produces and the check path runs: the launch plan,
//! the checked passes (entry point, grid and local size), the guard policy, and a typed artifact;
//! plus resolving the plan's dispatch grids and scratch sizes at a concrete shape.

use crate::backend::{Dispatch, ProgramDesc};
use crate::diagnostic::{Diagnostic, SourceRange, Stage};
use crate::plan::{Grid, LaunchPlan, Pass};
use crate::report::Verdict;
use crate::task::{Shape, TaskSpec};

/// One pass of a checked program: which entry point, with which workgroup (local) size.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedPass {
    /// The plan pass (or the default launch).
    pub pass: Pass,
    /// Workgroup size after overrides.
    pub workgroup_size: [u32; 3],
    /// Bytes of workgroup (`var<workgroup>`, OpenCL `__local`) memory the entry point uses.
    pub workgroup_bytes: u32,
}

/// Result of a successful contract check: the passes and the guard policy of the program.
#[derive(Clone, Debug, PartialEq)]
pub struct Contract {
    /// Passes in launch order.
    pub passes: Vec<CheckedPass>,
    /// Which storage bindings the program reads the length of (WGSL `arrayLength()`).
    pub length_queries: LengthQueries,
    /// The storage bindings declared as arrays of scalars (`array<f32>`, `array<atomic<u32>>`,
    /// a `float*`), sorted. Such a view has no legitimate access to the 16-byte padding after
    /// the data, so their guard region starts right at the end of the data ([`crate::guard`]);
    /// vector views (`array<vec4<f32>>`) may read and write the padding.
    pub scalar_views: Vec<u32>,
}

/// The storage bindings whose runtime-sized length a program reads (WGSL `arrayLength()`). The
/// evaluator binds those at their exact (16-byte padded) size, without a guard region
/// ([`crate::guard`]), because the kernel would take the region for data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LengthQueries {
    /// These bindings, sorted.
    Bindings(Vec<u32>),
    /// A length query whose buffer cannot be traced to a binding (a pointer parameter): treat
    /// every binding as queried.
    Unknown,
}

impl LengthQueries {
    /// Whether the program may read the length of binding `b`.
    pub fn queries(&self, b: u32) -> bool {
        match self {
            Self::Bindings(v) => v.binary_search(&b).is_ok(),
            Self::Unknown => true,
        }
    }
}

/// A candidate that passed validation and the contract check, with its program in the form `A`
/// (the front end's [`crate::Artifact`]).
#[derive(Debug)]
pub struct Prepared<A> {
    /// The candidate text as compiled: without a leading byte-order mark.
    pub source: String,
    /// Whether the text as given began with a UTF-8 byte-order mark, dropped from [`Self::source`];
    /// the diagnostics this type makes are located in the text as given.
    pub bom: bool,
    /// Its launch plan (possibly empty).
    pub plan: LaunchPlan,
    /// Checked passes.
    pub contract: Contract,
    /// Distinct entry points in first-use order (the program's pipeline list).
    pub entry_points: Vec<String>,
    /// What a backend compiles (for WGSL, the validated naga module, overrides applied).
    pub artifact: A,
}

/// A candidate that cannot run, with its verdict and diagnostics.
#[derive(Debug)]
pub struct Rejected {
    /// `InvalidShader`, `ContractViolation` or `Unsupported`.
    pub verdict: Verdict,
    /// Located diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

/// The UTF-8 byte-order mark, which a front end drops before parsing ([`Prepared::bom`]).
pub const BOM: &str = "\u{feff}";

/// Runs a front end's `prepare` on `source` without its leading byte-order mark, if any: the
/// prepared kernel records the mark ([`Prepared::bom`]) and a rejection's diagnostics are moved to
/// where they are in `source` as given. Every front end's [`crate::FrontEnd::prepare`] goes through it.
///
/// # Errors
/// `prepare`'s [`Rejected`], relocated.
pub fn without_bom<A>(source: &str, prepare: impl FnOnce(&str) -> Result<Prepared<A>, Rejected>) -> Result<Prepared<A>, Rejected> {
    let text = source.strip_prefix(BOM).unwrap_or(source);
    let bom = text.len() < source.len();
    let prefix = if bom { BOM } else { "" };
    prepare(text)
        .map(|p| Prepared { bom, ..p })
        .map_err(|r| Rejected { diagnostics: r.diagnostics.into_iter().map(|d| d.after_prefix(prefix)).collect(), ..r })
}

impl<A> Prepared<A> {
    /// What to compile.
    pub fn program_desc<'a>(&'a self, task: &TaskSpec, label: &'a str) -> ProgramDesc<'a, A> {
        ProgramDesc {
            label,
            artifact: &self.artifact,
            text: &self.source,
            entry_points: self.entry_points.clone(),
            constants: &self.plan.overrides,
            layout: task.binding_layout(self.plan.scratch.len()),
            loop_flag: false,
        }
    }

    /// The dispatches of one launch at `shape`.
    ///
    /// # Errors
    /// A contract diagnostic located at the plan line when a grid expression fails, is negative,
    /// or exceeds `max_workgroups` in a dimension.
    pub fn launch(&self, shape: &Shape, max_workgroups: u32) -> Result<Vec<Dispatch>, Diagnostic> {
        let mut out = Vec::new();
        for p in &self.contract.passes {
            let mut env = shape.env();
            for (axis, w) in ["wg_x", "wg_y", "wg_z"].iter().zip(p.workgroup_size) {
                env.insert((*axis).to_string(), i64::from(w));
            }
            let fail = |msg: String| {
                let d = Diagnostic::error(Stage::Contract, msg).with_note(format!("at shape {}", shape.label()));
                if p.pass.line > 0 {
                    d.with_label(SourceRange::line(&self.source, p.pass.line as usize), "").after_prefix(if self.bom { BOM } else { "" })
                } else {
                    d.with_note("from the task's default launch (one invocation per element of `threads`)")
                }
            };
            let (exprs, threads) = match &p.pass.grid {
                Grid::Dispatch(e) => (e, false),
                Grid::Threads(e) => (e, true),
            };
            let mut wg = [0u32; 3];
            for k in 0..3 {
                let v = exprs[k].eval(&env).map_err(|e| fail(format!("pass `{}`: {e}", p.pass.entry)))?;
                let axis = ["x", "y", "z"][k];
                if v < 0 {
                    return Err(fail(format!(
                        "pass `{}` asks for {v} {} in {axis}; counts are ≥ 0",
                        p.pass.entry,
                        if threads { "invocations" } else { "workgroups" }
                    )));
                }
                // Invocations round up to whole workgroups: ceil(v / wg) without `v + wg - 1`, which wraps.
                let v = if threads {
                    v.div_euclid(i64::from(p.workgroup_size[k])) + i64::from(v.rem_euclid(i64::from(p.workgroup_size[k])) != 0)
                } else {
                    v
                };
                if v > i64::from(max_workgroups) {
                    return Err(fail(format!(
                        "pass `{}` dispatches {v} workgroups in {}; allowed 0..={max_workgroups}",
                        p.pass.entry,
                        ["x", "y", "z"][k]
                    )));
                }
                wg[k] = v as u32;
            }
            let entry = self.entry_points.iter().position(|e| *e == p.pass.entry).unwrap_or(0);
            out.push(Dispatch { entry, workgroups: wg, workgroup_size: p.workgroup_size });
        }
        Ok(out)
    }

    /// Scratch buffer sizes in bytes at `shape`, each at most `max_binding_bytes` (the device's
    /// storage-buffer binding limit).
    ///
    /// # Errors
    /// A contract diagnostic with the numbers when a count expression fails, is negative, or its
    /// size in bytes overflows or exceeds `max_binding_bytes` (checked arithmetic: 2^62 f32
    /// elements are 2^64 bytes, not a 0-byte buffer).
    pub fn scratch_bytes(&self, shape: &Shape, max_binding_bytes: u64) -> Result<Vec<u64>, Diagnostic> {
        self.plan
            .scratch
            .iter()
            .map(|s| {
                let fail = |msg: String| {
                    Diagnostic::error(Stage::Contract, format!("scratch `{}`: {msg}", s.name))
                        .with_note(format!("at shape {}", shape.label()))
                };
                let n = s.count.eval(&shape.env()).map_err(|e| fail(e.to_string()))?;
                let count = u64::try_from(n).map_err(|_| fail(format!("a negative element count ({n})")))?;
                let size = s.dtype.size_bytes() as u64;
                match count.checked_mul(size) {
                    Some(bytes) if bytes <= max_binding_bytes => Ok(bytes),
                    Some(bytes) => Err(fail(format!(
                        "{count} elements of {} are {bytes} bytes, over the device's storage binding limit of {max_binding_bytes} bytes",
                        s.dtype.name()
                    ))),
                    None => Err(fail(format!("{count} elements of {size} bytes overflow a 64-bit byte count"))),
                }
            })
            .collect()
    }
}
