//! The native forms a kernel host runs, and how each crosses the channel ([`HostedForm`]): the
//! worker sends a form's [`WireProgram`] with the program text (and for `c` the compiled object);
//! the host rebuilds the artifact its backend compiles. [`crate::ConfinedBackend`] and
//! [`crate::serve_host`] are generic over the form, so a `c` program can only go to a host serving
//! a `CpuBackend`, an `opencl` one to a host serving an `OpenClBackend` and a `wgsl` one to a host
//! serving a `WgpuBackend` (an `ekb device`'s `wgsl` form).
//!
//! A `wgsl` program crosses as naga's module written out as WGSL (`naga::back::wgsl`): the module
//! the worker's front end checked (overrides applied) and, for a loop-watching program, the copy the
//! evaluator's loop-cap pass instrumented on the worker's side — the host runs exactly what was
//! checked and instrumented there, and parses and validates it again before wgpu sees it.

use ekb_eval::artifact::{Artifact, WgslArtifact};
use ekb_eval::backend::{BackendError, KernelState, ProgramDesc};
use ekb_sandbox::CompiledKernel;
use frontend_c::CArtifact;
use frontend_opencl::OpenClArtifact;

use crate::message::WireProgram;

/// A form that a kernel host builds and runs.
pub trait HostedForm: Artifact {
    /// What a kernel of this form can keep between launches ([`ekb_eval::Backend::kernel_state`]):
    /// native code can keep anything in its host ([`KernelState::Persistent`]: every timed launch
    /// gets fresh inputs, and every run reads its inputs back to catch writes to them); a `wgsl`
    /// kernel only its bound buffers, as on a local adapter (inputs bound read-only).
    const KERNEL_STATE: KernelState = KernelState::Persistent;

    /// What the compile request carries for `desc`: the form's [`WireProgram`] and the segments
    /// after the program text (for `c`, the compiled object).
    ///
    /// # Errors
    /// [`BackendError::Other`] when what the front end built cannot be read (the object file).
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError>;

    /// The artifact a host's backend compiles, from `wire` and `extra` (the segment after the text).
    ///
    /// # Errors
    /// [`BackendError::Validation`] for another form's program or a missing segment;
    /// [`BackendError::Compile`] for a `c` object that fails the checks again.
    fn from_wire(wire: WireProgram, extra: Option<&[u8]>) -> Result<Self, BackendError>;
}

fn wrong_form<A: Artifact>(wire: &WireProgram) -> BackendError {
    BackendError::Validation(format!("a {} program sent to a kernel host that runs {} programs", wire.form(), A::FORM.name()))
}

/// Loop-watching programs are WGSL only ([`ProgramDesc::loop_flag`]).
fn no_loop_flag<A: Artifact>(desc: &ProgramDesc<'_, A>) -> Result<(), BackendError> {
    if desc.loop_flag {
        return Err(BackendError::Validation(format!(
            "a {} kernel host builds no loop-watching program (a WGSL instrumentation)",
            A::FORM.name()
        )));
    }
    Ok(())
}

impl HostedForm for CArtifact {
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError> {
        no_loop_flag(desc)?;
        let c = desc.artifact;
        let object = c.kernel.object().map_err(|e| BackendError::Other(format!("reading the compiled object: {e}")))?;
        Ok((WireProgram::C { compiler: c.compiler.clone(), params: c.params, entries: c.entries.clone() }, vec![object]))
    }

    /// The object is checked again here ([`CompiledKernel::from_object`]) before it is loaded.
    fn from_wire(wire: WireProgram, extra: Option<&[u8]>) -> Result<Self, BackendError> {
        let WireProgram::C { compiler, params, entries } = wire else {
            return Err(wrong_form::<Self>(&wire));
        };
        let object = extra.ok_or_else(|| BackendError::Validation("a c program without its object".into()))?;
        let kernel = CompiledKernel::from_object(object, entries.clone())
            .map_err(|e| BackendError::Compile { message: format!("the object sent to the kernel host: {e}"), diagnostics: vec![] })?;
        Ok(CArtifact { compiler, params, kernel, entries })
    }
}

impl HostedForm for OpenClArtifact {
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError> {
        no_loop_flag(desc)?;
        let a = desc.artifact;
        Ok((WireProgram::Opencl { options: a.options.clone(), params: a.params }, vec![]))
    }

    /// The host builds the text with the options (the worker's build is in another process).
    fn from_wire(wire: WireProgram, _extra: Option<&[u8]>) -> Result<Self, BackendError> {
        let WireProgram::Opencl { options, params } = wire else {
            return Err(wrong_form::<Self>(&wire));
        };
        Ok(OpenClArtifact { options, params, built: None })
    }
}

/// Most bytes of a `wgsl` module's text a host parses (the candidate's own text is at most 64 KiB;
/// the loop-cap instrumentation and naga's spelling add to it).
pub const MAX_WGSL_MODULE_BYTES: usize = 4 << 20;

impl HostedForm for WgslArtifact {
    /// The host's `WgpuBackend` binds inputs read-only, resets outputs and scratch before each
    /// launch and zeroes workgroup memory, as a local adapter does; a run reads no inputs back.
    const KERNEL_STATE: KernelState = KernelState::BuffersOnly;

    /// The module as WGSL (`naga::back::wgsl`), the second segment.
    fn to_wire(desc: &ProgramDesc<'_, Self>) -> Result<(WireProgram, Vec<Vec<u8>>), BackendError> {
        let a = desc.artifact;
        let text = naga::back::wgsl::write_string(&a.module, &a.info, naga::back::wgsl::WriterFlags::empty())
            .map_err(|e| BackendError::Other(format!("writing the checked module out as WGSL: {e}")))?;
        let entry_points = a.module.entry_points.iter().map(|e| e.name.clone()).collect();
        Ok((WireProgram::Wgsl { loop_flag: desc.loop_flag, entry_points }, vec![text.into_bytes()]))
    }

    /// The module text parsed and validated again (every capability: the worker's front end decided
    /// which the candidate may use, and wgpu checks them against the device), its entry points named
    /// as the worker's module names them (naga's writer keeps their order).
    fn from_wire(wire: WireProgram, extra: Option<&[u8]>) -> Result<Self, BackendError> {
        let WireProgram::Wgsl { entry_points: names, .. } = wire else {
            return Err(wrong_form::<Self>(&wire));
        };
        let bytes = extra.ok_or_else(|| BackendError::Validation("a wgsl program without its module".into()))?;
        if bytes.len() > MAX_WGSL_MODULE_BYTES {
            return Err(BackendError::Validation(format!("a wgsl module of {} bytes (at most {MAX_WGSL_MODULE_BYTES})", bytes.len())));
        }
        let text = std::str::from_utf8(bytes).map_err(|_| BackendError::Validation("the wgsl module is not UTF-8".into()))?;
        let invalid = |what: &str, e: String| BackendError::Validation(format!("the wgsl module sent to the kernel host {what}: {e}"));
        let mut module = naga::front::wgsl::parse_str(text).map_err(|e| invalid("does not parse", e.emit_to_string(text)))?;
        if module.entry_points.len() != names.len() {
            return Err(invalid("has other entry points", format!("{} where {} were named", module.entry_points.len(), names.len())));
        }
        for (e, name) in module.entry_points.iter_mut().zip(names) {
            e.name = name;
        }
        let mut v = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all());
        v.subgroup_stages(naga::valid::ShaderStages::COMPUTE).subgroup_operations(naga::valid::SubgroupOperationSet::all());
        let info = v.validate(&module).map_err(|e| invalid("is not valid", e.emit_to_string(text)))?;
        Ok(WgslArtifact { module, info })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_eval::backend::BindingLayout;

    fn device() -> ekb_eval::device::DeviceInfo {
        ekb_eval::device::DeviceInfo {
            name: "test".into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: "none".into(),
            device_type: "other".into(),
            is_fallback: false,
            features: vec!["shader-f16".into(), "subgroups".into()],
            limits: ekb_eval::device::DeviceLimits::webgpu_default(),
            runtime: "test".into(),
            loop_cap: Some(65_535),
        }
    }

    fn desc<'a>(a: &'a WgslArtifact, text: &'a str, loop_flag: bool) -> ProgramDesc<'a, WgslArtifact> {
        ProgramDesc {
            label: "t",
            artifact: a,
            text,
            entry_points: vec!["main".into()],
            constants: &[],
            layout: BindingLayout { inputs: 0, outputs: 0, scratch: 0 },
            loop_flag,
        }
    }

    /// Every task's WGSL reference, and its loop-watching copy, crosses the channel: written out,
    /// parsed and validated again, with the same entry points, workgroup sizes and global bindings.
    #[test]
    fn every_wgsl_reference_and_its_loop_watching_copy_cross_the_channel() {
        let mut crossed = 0;
        for t in kernels::all() {
            let Some(text) = t.reference(ekb_eval::kind::Kind::Wgsl) else { continue };
            let text = text.strip_prefix('\u{feff}').unwrap_or(text);
            let prepared = wgsl_lib::prepare::prepare(&t.spec, text, &device()).unwrap_or_else(|e| panic!("{}: {e:?}", t.spec.id));
            let a = &prepared.artifact;
            let mut copies = vec![(a.clone(), false)];
            if let Some(w) = a.watch_loops().unwrap_or_else(|e| panic!("{}: {e}", t.spec.id)) {
                copies.push((w, true));
            }
            for (a, watched) in copies {
                let (wire, extra) = WgslArtifact::to_wire(&desc(&a, text, watched)).unwrap();
                assert_eq!(wire.loop_flag(), watched);
                let back = WgslArtifact::from_wire(wire, extra.first().map(Vec::as_slice))
                    .unwrap_or_else(|e| panic!("{} (loops watched: {watched}): {e}", t.spec.id));
                // Named as the worker's module names them (naga's writer renames `rms1` to `rms1_`).
                let sizes = |m: &naga::Module| m.entry_points.iter().map(|e| (e.name.clone(), e.workgroup_size)).collect::<Vec<_>>();
                assert_eq!(sizes(&back.module), sizes(&a.module), "{}", t.spec.id);
                let bindings = |m: &naga::Module| m.global_variables.iter().map(|(_, g)| g.binding).collect::<Vec<_>>();
                assert_eq!(bindings(&back.module), bindings(&a.module), "{}", t.spec.id);
                crossed += 1;
            }
        }
        assert!(crossed >= 40, "{crossed}");
    }

    #[test]
    fn a_wgsl_host_refuses_other_forms_missing_garbage_and_invalid_modules() {
        let opencl = WireProgram::Opencl { options: String::new(), params: 0 };
        assert!(matches!(WgslArtifact::from_wire(opencl, Some(b"")), Err(BackendError::Validation(m)) if m.contains("opencl program")));
        let w = || WireProgram::Wgsl { loop_flag: false, entry_points: vec!["main".into()] };
        for (bytes, why) in [
            (None, "without its module"),
            (Some(&b"\xff"[..]), "UTF-8"),
            (Some(&b"fn ("[..]), "does not parse"),
            (
                Some(&b"@group(0) @binding(0) var<uniform> u: array<f32>;\n@compute @workgroup_size(1) fn main() { _ = u[0]; }"[..]),
                "not valid",
            ),
            (Some(&b"@compute @workgroup_size(1) fn a() {}\n@compute @workgroup_size(1) fn b() {}"[..]), "other entry points"),
        ] {
            let e = WgslArtifact::from_wire(w(), bytes).unwrap_err();
            assert!(e.to_string().contains(why), "{e}");
        }
        let big = vec![b' '; MAX_WGSL_MODULE_BYTES + 1];
        assert!(WgslArtifact::from_wire(w(), Some(&big)).unwrap_err().to_string().contains("at most"));
    }
}
