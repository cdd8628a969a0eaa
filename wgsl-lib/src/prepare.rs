//! The WGSL front end's preparation: the limits on the text, the launch plan, naga validation and
//! the kernel contract check, producing the evaluator's [`Prepared`] kernel.

use crate::artifact::Artifact;
use crate::contract::check_contract;
use crate::device::DeviceInfo;
use crate::diagnostic::{Diagnostic, Stage};
use crate::limits::check_source;
use crate::plan::parse_plan;
use crate::prepared::BOM;
pub use crate::prepared::{Prepared, Rejected};
use crate::report::Verdict;
use crate::shader::{validate_wgsl, ShaderFailure};
use crate::task::TaskSpec;

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
    let artifact = Artifact::Wgsl(crate::shader::into_artifact(module));
    Ok(Prepared { source: source.to_string(), bom: false, plan, contract, entry_points, artifact })
}
