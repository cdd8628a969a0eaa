//! The WGSL front end's preparation: the limits on the text, the launch plan, naga validation and
//! the kernel contract check, producing the evaluator's [`Prepared`] kernel.

use crate::contract::check_contract;
use crate::shader::{validate_wgsl, ShaderFailure};
use ekb_eval::artifact::WgslArtifact;
use ekb_eval::limits::check_source;
use ekb_eval::plan::parse_plan;
pub use ekb_eval::prepared::{Prepared, Rejected};
use ekb_eval::task::TaskSpec;
use ekb_wire::device::DeviceInfo;
use ekb_wire::diagnostic::{Diagnostic, SourceRange, Stage};
use ekb_wire::report::Verdict;

/// Validates `source` for `task` on `device`: the limits on its text ([`ekb_eval::limits`], before
/// any parser runs), its launch plan, naga, then the contract. A leading UTF-8 byte-order mark is
/// dropped (it is not WGSL); diagnostics stay located in `source` as given.
///
/// Natively, call this on a thread with [`ekb_eval::limits::FRONT_END_STACK_BYTES`] of stack when
/// the text is untrusted: the limits bound naga's recursion, the big stack is the second wall.
///
/// # Errors
/// [`Rejected`] with the verdict that applies.
pub fn prepare(task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared<WgslArtifact>, Rejected> {
    ekb_eval::prepared::without_bom(source, |text| prepare_text(task, text, device))
}

fn prepare_text(task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared<WgslArtifact>, Rejected> {
    check_source(source).map_err(|e| Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![e.diagnostic(source)] })?;
    let missing: Vec<String> = task.features.iter().filter(|f| !device.has_feature(f)).cloned().collect();
    if !missing.is_empty() {
        let d = Diagnostic::error(Stage::Contract, format!("the task needs feature(s) the device lacks: {}", missing.join(", ")));
        return Err(Rejected { verdict: Verdict::Unsupported { missing }, diagnostics: vec![d] });
    }
    let plan = parse_plan(source).map_err(|d| Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![d] })?;
    if let Some(i) = plan.local_sizes.iter().position(Option::is_some) {
        let pass = &plan.passes[i];
        let d = Diagnostic::error(Stage::Contract, format!("pass `{}` has a `local(…)` size, which WGSL does not take from the plan", pass.entry))
            .with_label(SourceRange::line(source, pass.line as usize), "")
            .with_note("a WGSL entry point's workgroup size is its `@workgroup_size(…)` (use `override` constants to vary it); `local(…)` is for OpenCL C");
        return Err(Rejected { verdict: Verdict::ContractViolation, diagnostics: vec![d] });
    }
    // Only the task's features: a kernel must run on every device that runs the task (all of
    // them are on this device, checked above), so its verdict cannot depend on extras a device has.
    let module = validate_wgsl(source, &task.features, &plan.overrides).map_err(|f| match f {
        ShaderFailure::Invalid(diagnostics) => {
            Rejected { verdict: Verdict::InvalidShader, diagnostics: explain_enables(source, task, diagnostics) }
        }
        ShaderFailure::Unsupported { missing, diagnostics } => undeclared_features(task, device, &missing, diagnostics),
    })?;
    let contract = check_contract(source, &module, task, &plan, &device.limits)
        .map_err(|diagnostics| Rejected { verdict: Verdict::ContractViolation, diagnostics })?;
    let mut entry_points: Vec<String> = Vec::new();
    for p in &contract.passes {
        if !entry_points.contains(&p.pass.entry) {
            entry_points.push(p.pass.entry.clone());
        }
    }
    let artifact = crate::shader::into_artifact(module);
    Ok(Prepared { source: source.to_string(), bom: false, plan, contract, entry_points, artifact })
}

/// A kernel that needs WebGPU features its task does not declare: a contract violation (the
/// task's `features` are what every kernel for it may use), with naga's located message after.
fn undeclared_features(task: &TaskSpec, device: &DeviceInfo, missing: &[String], naga: Vec<Diagnostic>) -> Rejected {
    let declared = if task.features.is_empty() { "none".to_string() } else { task.features.join(", ") };
    let on_device: Vec<&str> = missing.iter().filter(|f| device.has_feature(f)).map(String::as_str).collect();
    let mut d = Diagnostic::error(
        Stage::Contract,
        format!(
            "the kernel uses WebGPU feature(s) {}, which task `{}` does not declare (it declares: {declared})",
            missing.join(", "),
            task.id
        ),
    )
    .with_note("a kernel may use only the features its task declares, so that it runs on every device that runs the task");
    if !on_device.is_empty() {
        d = d.with_note(format!("this device has {}, but other devices running the task may not", on_device.join(", ")));
    }
    let mut diagnostics = vec![d];
    diagnostics.extend(naga);
    Rejected { verdict: Verdict::ContractViolation, diagnostics }
}

/// WGSL `enable` directives naga 30 rejects although the WGSL spec has them: the parse error
/// ("not yet supported … let Naga maintainers know") is replaced by what to do instead.
fn explain_enables(source: &str, task: &TaskSpec, mut diagnostics: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let names: Vec<&str> = source
        .lines()
        .map(str::trim_start)
        .filter_map(|l| l.strip_prefix("enable"))
        .filter(|rest| rest.starts_with(char::is_whitespace))
        .flat_map(|rest| rest.split(';').next().unwrap_or("").split(','))
        .map(str::trim)
        .collect();
    if names.iter().any(|n| n.starts_with("subgroups")) {
        let allowed = task.features.iter().any(|f| f == "subgroups");
        if !diagnostics.is_empty() {
            let first = diagnostics
                .remove(0)
                .with_note("naga 30 — the WGSL validator used natively and by wgpu in the browser — does not accept `enable subgroups;` yet: remove the line")
                .with_note(if allowed {
                    "this task declares feature `subgroups`: subgroup builtins (subgroupAdd, subgroupBroadcast, …) work without the directive"
                } else {
                    "this task does not declare feature `subgroups`, so subgroup builtins are not available to its kernels"
                });
            diagnostics.insert(0, first);
        }
    }
    diagnostics
}
