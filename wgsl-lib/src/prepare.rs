//! From candidate text to something a backend can run: launch plan, naga validation, contract
//! check, and resolving the plan's dispatch grids and scratch sizes at a concrete shape.

use crate::artifact::Artifact;
use crate::backend::{Dispatch, ProgramDesc};
use crate::contract::{check_contract, Contract};
use crate::device::DeviceInfo;
use crate::diagnostic::{Diagnostic, SourceRange, Stage};
use crate::limits::check_source;
use crate::plan::{parse_plan, Grid, LaunchPlan};
use crate::report::Verdict;
use crate::shader::{validate_wgsl, ShaderFailure};
use crate::task::{Shape, TaskSpec};

/// A candidate that passed validation and the contract check.
#[derive(Debug)]
pub struct Prepared {
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
    /// What a backend compiles: the validated naga module (overrides applied).
    pub artifact: Artifact,
}

/// A candidate that cannot run, with its verdict and diagnostics.
#[derive(Debug)]
pub struct Rejected {
    /// `InvalidShader`, `ContractViolation` or `Unsupported`.
    pub verdict: Verdict,
    /// Located diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

/// Validates `source` for `task` on `device`: the limits on its text ([`crate::limits`], before
/// any parser runs), its launch plan, naga, then the contract. A leading UTF-8 byte-order mark is
/// dropped (it is not WGSL); diagnostics stay located in `source` as given.
///
/// Natively, call this on a thread with [`crate::limits::FRONT_END_STACK_BYTES`] of stack when
/// the text is untrusted: the limits bound naga's recursion, the big stack is the second wall.
///
/// # Errors
/// [`Rejected`] with the verdict that applies.
pub fn prepare(task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared, Rejected> {
    let text = source.strip_prefix(BOM).unwrap_or(source);
    let bom = text.len() < source.len();
    let prefix = if bom { BOM } else { "" };
    prepare_text(task, text, device)
        .map(|p| Prepared { bom, ..p })
        .map_err(|r| Rejected { diagnostics: r.diagnostics.into_iter().map(|d| d.after_prefix(prefix)).collect(), ..r })
}

/// The UTF-8 byte-order mark.
const BOM: &str = "\u{feff}";

fn prepare_text(task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared, Rejected> {
    check_source(source).map_err(|e| Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![e.diagnostic(source)] })?;
    let missing: Vec<String> = task.features.iter().filter(|f| !device.has_feature(f)).cloned().collect();
    if !missing.is_empty() {
        let d = Diagnostic::error(Stage::Contract, format!("the task needs feature(s) the device lacks: {}", missing.join(", ")));
        return Err(Rejected { verdict: Verdict::Unsupported { missing }, diagnostics: vec![d] });
    }
    let plan = parse_plan(source).map_err(|d| Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![d] })?;
    let module = validate_wgsl(source, &device.features, &plan.overrides).map_err(|f| match f {
        ShaderFailure::Invalid(diagnostics) => Rejected { verdict: Verdict::InvalidShader, diagnostics },
        ShaderFailure::Unsupported { missing, diagnostics } => Rejected { verdict: Verdict::Unsupported { missing }, diagnostics },
    })?;
    let contract = check_contract(source, &module, task, &plan, &device.limits)
        .map_err(|diagnostics| Rejected { verdict: Verdict::ContractViolation, diagnostics })?;
    let mut entry_points: Vec<String> = Vec::new();
    for p in &contract.passes {
        if !entry_points.contains(&p.pass.entry) {
            entry_points.push(p.pass.entry.clone());
        }
    }
    let artifact = Artifact::Wgsl(module.into());
    Ok(Prepared { source: source.to_string(), bom: false, plan, contract, entry_points, artifact })
}

impl Prepared {
    /// What to compile.
    pub fn program_desc<'a>(&'a self, task: &TaskSpec, label: &'a str) -> ProgramDesc<'a> {
        ProgramDesc {
            label,
            artifact: &self.artifact,
            text: &self.source,
            entry_points: self.entry_points.clone(),
            constants: &self.plan.overrides,
            layout: task.binding_layout(self.plan.scratch.len()),
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
