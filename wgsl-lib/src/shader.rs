//! WGSL front end: naga parse, validation against the adapter's capabilities, and
//! pipeline-overridable constants, with every failure turned into located [`Diagnostic`]s.

use std::error::Error as _;

use naga::valid::{Capabilities, ModuleInfo, ShaderStages, SubgroupOperationSet, ValidationFlags, Validator};

use ekb_wire::diagnostic::{Diagnostic, SourceRange, Stage};

/// A module that parsed and validated, with overrides applied.
#[derive(Debug)]
pub struct ValidModule {
    /// The module after `process_overrides` (workgroup sizes and array lengths are concrete).
    pub module: naga::Module,
    /// Validation info of `module`.
    pub info: ModuleInfo,
}

/// Why a module did not validate.
#[derive(Debug)]
pub enum ShaderFailure {
    /// The text is not valid WGSL (syntax, types, validation, overrides).
    Invalid(Vec<Diagnostic>),
    /// Valid WGSL, but it needs features the adapter lacks.
    Unsupported {
        /// Missing WebGPU feature names.
        missing: Vec<String>,
        /// The validator's message, for context.
        diagnostics: Vec<Diagnostic>,
    },
}

/// Which WebGPU features map to which naga capabilities (name, capability).
const FEATURE_CAPS: &[(&str, Capabilities)] =
    &[("shader-f16", Capabilities::SHADER_FLOAT16), ("subgroups", Capabilities::SUBGROUP), ("shader-f64", Capabilities::FLOAT64)];

/// naga capabilities implied by a set of WebGPU feature names.
pub fn capabilities_for(features: &[String]) -> Capabilities {
    let mut caps = Capabilities::default();
    for (name, cap) in FEATURE_CAPS {
        if features.iter().any(|f| f == name) {
            caps |= *cap;
            if *name == "subgroups" {
                caps |= Capabilities::SUBGROUP_BARRIER;
            }
        }
    }
    caps
}

fn validator(caps: Capabilities) -> Validator {
    let mut v = Validator::new(ValidationFlags::all(), caps);
    if caps.contains(Capabilities::SUBGROUP) {
        v.subgroup_stages(ShaderStages::COMPUTE);
        v.subgroup_operations(SubgroupOperationSet::all());
    }
    v
}

/// Parses `source`, validates it for an adapter offering `features`, and applies `overrides`.
///
/// # Errors
/// [`ShaderFailure::Invalid`] with located diagnostics, or [`ShaderFailure::Unsupported`] when the
/// module is valid only with features the adapter lacks.
pub fn validate_wgsl(source: &str, features: &[String], overrides: &[(String, f64)]) -> Result<ValidModule, ShaderFailure> {
    let module = naga::front::wgsl::parse_str(source).map_err(|e| ShaderFailure::Invalid(vec![parse_diagnostic(&e, source)]))?;
    let info = match validator(capabilities_for(features)).validate(&module) {
        Ok(info) => info,
        Err(e) => {
            let diag = validation_diagnostic(&e, source, Stage::Validate);
            if validator(Capabilities::all()).validate(&module).is_ok() {
                let missing = FEATURE_CAPS
                    .iter()
                    .filter(|(name, cap)| {
                        !features.iter().any(|f| f == name) && validator(Capabilities::all() - *cap).validate(&module).is_err()
                    })
                    .map(|(name, _)| (*name).to_string())
                    .collect::<Vec<_>>();
                if !missing.is_empty() {
                    return Err(ShaderFailure::Unsupported { missing, diagnostics: vec![diag] });
                }
            }
            return Err(ShaderFailure::Invalid(vec![diag]));
        }
    };
    for ep in &module.entry_points {
        if ep.stage == naga::ShaderStage::Compute && ep.function.result.is_some() {
            let mut d = Diagnostic::error(Stage::Validate, format!("compute entry point `{}` returns a value", ep.name))
                .with_note("a @compute function has no return type; write results to a storage buffer");
            if let Some(off) = source.find(&format!("fn {}", ep.name)) {
                d = d.with_label(SourceRange::from_bytes(source, off, off + 3 + ep.name.len()), "declared here");
            }
            return Err(ShaderFailure::Invalid(vec![d]));
        }
    }
    if module.overrides.is_empty() && overrides.is_empty() {
        return Ok(ValidModule { module, info });
    }
    let constants: naga::back::PipelineConstants = overrides.iter().cloned().collect();
    match naga::back::pipeline_constants::process_overrides(&module, &info, None, &constants) {
        Ok((m, i)) => Ok(ValidModule { module: m.into_owned(), info: i.into_owned() }),
        Err(e) => {
            let mut d = Diagnostic::error(Stage::Overrides, e.to_string());
            if let naga::back::pipeline_constants::PipelineConstantError::ValidationError(v) = &e {
                d = validation_diagnostic(v, source, Stage::Overrides);
            }
            Err(ShaderFailure::Invalid(vec![
                d.with_note("pipeline-overridable constants come from the plan's `override NAME = VALUE` lines")
            ]))
        }
    }
}

fn parse_diagnostic(e: &naga::front::wgsl::ParseError, source: &str) -> Diagnostic {
    let mut d = Diagnostic::error(Stage::Parse, e.message());
    for (span, label) in e.labels() {
        if let Some(r) = span.to_range() {
            d = d.with_label(SourceRange::from_bytes(source, r.start, r.end), label);
        }
    }
    for note in e.notes() {
        d = d.with_note(note);
    }
    d
}

fn validation_diagnostic(e: &naga::WithSpan<naga::valid::ValidationError>, source: &str, stage: Stage) -> Diagnostic {
    let mut d = Diagnostic::error(stage, e.as_inner().to_string());
    for (span, label) in e.spans() {
        if let Some(r) = span.to_range() {
            d = d.with_label(SourceRange::from_bytes(source, r.start, r.end), label);
        }
    }
    // The headline is generic ("Function [1] 'main' is invalid"); the reason is in the source chain.
    let mut cause = e.source();
    while let Some(c) = cause {
        d = d.with_note(c.to_string());
        cause = c.source();
    }
    d
}

/// The evaluator's artifact for a validated module.
pub fn into_artifact(v: ValidModule) -> ekb_eval::artifact::WgslArtifact {
    ekb_eval::artifact::WgslArtifact { module: v.module, info: v.info }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_error_is_located() {
        let src = "@compute @workgroup_size(1)\nfn main() {\n  let x = 1 +;\n}\n";
        let Err(ShaderFailure::Invalid(d)) = validate_wgsl(src, &[], &[]) else { panic!("expected invalid") };
        assert_eq!(d[0].stage, Stage::Parse);
        assert_eq!(d[0].location().map(|l| l.0), Some(3));
        insta::assert_snapshot!("parse_error", d[0].one_line());
    }

    #[test]
    fn validation_reason_is_in_notes() {
        let src = "@group(0) @binding(0) var<storage, read> a: array<f32>;\n\
                   @compute @workgroup_size(1) fn main() { a[0] = 1.0; }\n";
        let Err(ShaderFailure::Invalid(d)) = validate_wgsl(src, &[], &[]) else { panic!("expected invalid") };
        assert_eq!(d[0].stage, Stage::Validate);
        assert!(!d[0].notes.is_empty(), "{d:?}");
        insta::assert_snapshot!("validation_error", format!("{}\n{}", d[0].one_line(), d[0].notes.join("\n")));
    }

    #[test]
    fn f16_without_feature_is_unsupported() {
        let src = "enable f16;\n@group(0) @binding(0) var<storage, read_write> a: array<f16>;\n\
                   @compute @workgroup_size(1) fn main() { a[0] = 1.0h; }\n";
        match validate_wgsl(src, &[], &[]) {
            Err(ShaderFailure::Unsupported { missing, .. }) => assert_eq!(missing, vec!["shader-f16".to_string()]),
            other => panic!("expected unsupported, got {other:?}"),
        }
        assert!(validate_wgsl(src, &["shader-f16".into()], &[]).is_ok());
    }

    #[test]
    fn overrides_apply_to_workgroup_size() {
        let src = "override WG: u32 = 64;\n@compute @workgroup_size(WG) fn main() {}\n";
        let m = validate_wgsl(src, &[], &[("WG".into(), 128.0)]).unwrap();
        assert_eq!(m.module.entry_points[0].workgroup_size, [128, 1, 1]);
        let Err(ShaderFailure::Invalid(d)) = validate_wgsl(src, &[], &[("NOPE".into(), 1.0)]) else { panic!() };
        assert_eq!(d[0].stage, Stage::Overrides);
    }
}
