//! The kernel contract check: reflect a validated module with naga and confirm its entry points,
//! workgroup sizes, workgroup memory and bindings against the task and the device limits — before
//! any pipeline exists (wgpu 30 does not check workgroup storage itself).

use naga::{AddressSpace, Handle, ScalarKind, StorageAccess, TypeInner};

use crate::shader::ValidModule;
use ekb_eval::plan::{Grid, LaunchPlan, Pass};
use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_wire::device::DeviceLimits;
use ekb_wire::diagnostic::{Diagnostic, SourceRange, Stage};

pub use ekb_eval::prepared::{CheckedPass, Contract, LengthQueries};

/// The sorted `@group(0)` storage bindings whose type is an array of scalars or atomics (a struct
/// whose last member is one counts too, though the contract currently asks for bare arrays).
pub fn scalar_views(module: &naga::Module) -> Vec<u32> {
    let is_scalar_array = |ty: Handle<naga::Type>| {
        let mut t = &module.types[ty].inner;
        if let TypeInner::Struct { members, .. } = t {
            match members.last() {
                Some(m) => t = &module.types[m.ty].inner,
                None => return false,
            }
        }
        match t {
            TypeInner::Array { base, .. } => matches!(module.types[*base].inner, TypeInner::Scalar(_) | TypeInner::Atomic(_)),
            _ => false,
        }
    };
    let mut out: Vec<u32> = module
        .global_variables
        .iter()
        .filter(|(_, g)| matches!(g.space, AddressSpace::Storage { .. }))
        .filter_map(|(_, g)| g.binding.as_ref().filter(|b| b.group == 0 && is_scalar_array(g.ty)).map(|b| b.binding))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Scans every function and entry point of `module` for `arrayLength()`.
pub fn length_queries(module: &naga::Module) -> LengthQueries {
    let mut bindings = Vec::new();
    let functions = module.functions.iter().map(|(_, f)| f).chain(module.entry_points.iter().map(|e| &e.function));
    for f in functions {
        for (_, e) in f.expressions.iter() {
            let naga::Expression::ArrayLength(mut p) = *e else { continue };
            // `arrayLength(&buf)` or `arrayLength(&s.data)`: walk member accesses to the global.
            let global = loop {
                match f.expressions[p] {
                    naga::Expression::GlobalVariable(g) => break Some(g),
                    naga::Expression::AccessIndex { base, .. } | naga::Expression::Access { base, .. } => p = base,
                    _ => break None,
                }
            };
            match global.and_then(|g| module.global_variables[g].binding.as_ref()) {
                Some(rb) if rb.group == 0 => bindings.push(rb.binding),
                Some(_) => {}
                None => return LengthQueries::Unknown,
            }
        }
    }
    bindings.sort_unstable();
    bindings.dedup();
    LengthQueries::Bindings(bindings)
}

pub use ekb_eval::backend::Role;

/// The role of binding `b` of group 0 under the contract, if any.
pub fn role_of(task: &TaskSpec, plan: &LaunchPlan, b: u32) -> Option<Role> {
    task.binding_layout(plan.scratch.len()).role_of(b)
}

/// Checks `m` against `task`, `plan` and `limits`.
///
/// # Errors
/// Every contract violation found, as located diagnostics (stage `contract`).
pub fn check_contract(
    source: &str,
    m: &ValidModule,
    task: &TaskSpec,
    plan: &LaunchPlan,
    limits: &DeviceLimits,
) -> Result<Contract, Vec<Diagnostic>> {
    let module = &m.module;
    let mut errs = Vec::new();
    let span_of = |span: naga::Span| span.to_range().map(|r| SourceRange::from_bytes(source, r.start, r.end));
    let err = |msg: String| Diagnostic::error(Stage::Contract, msg);
    let at_line = |line: u32, msg: String| {
        let d = err(msg);
        if line > 0 {
            d.with_label(SourceRange::line(source, line as usize), "")
        } else {
            d
        }
    };

    // Entry points and passes.
    let compute: Vec<usize> =
        (0..module.entry_points.len()).filter(|&i| module.entry_points[i].stage == naga::ShaderStage::Compute).collect();
    let passes: Vec<Pass> = if plan.passes.is_empty() {
        match compute.as_slice() {
            [only] => {
                vec![Pass { entry: module.entry_points[*only].name.clone(), grid: Grid::Threads(task.launch.threads.clone()), line: 0 }]
            }
            [] => return Err(vec![err("the module has no `@compute` entry point".into())]),
            _ => {
                let names: Vec<_> = compute.iter().map(|&i| module.entry_points[i].name.as_str()).collect();
                return Err(vec![err(format!(
                    "the module has {} compute entry points ({}) but no launch plan saying which to run",
                    names.len(),
                    names.join(", ")
                ))
                .with_note("add a `// @plan` block with one `pass ENTRY dispatch(x, y, z)` line per dispatch")]);
            }
        }
    } else {
        plan.passes.clone()
    };

    // The runner binds every contract buffer in one layout visible to the compute stage, so the
    // limit applies to inputs + outputs + scratch together, not only to what one pass uses.
    let storage_total = task.binding_layout(plan.scratch.len()).storage_buffers();
    if storage_total > limits.max_storage_buffers_per_shader_stage as usize {
        errs.push(
            err(format!(
                "{} inputs + {} outputs + {} scratch buffers = {storage_total} storage buffers; the limit is {} per shader stage",
                task.inputs.len(),
                task.outputs.len(),
                plan.scratch.len(),
                limits.max_storage_buffers_per_shader_stage
            ))
            .with_note("pack scratch buffers into one and address them with offsets"),
        );
    }

    let mut layouter = naga::proc::Layouter::default();
    if let Err(e) = layouter.update(module.to_ctx()) {
        return Err(vec![err(format!("cannot lay out types: {e}"))]);
    }

    let mut checked = Vec::new();
    let mut bound_outputs = vec![false; task.outputs.len()];
    for pass in passes {
        let Some(ep_index) = compute.iter().copied().find(|&i| module.entry_points[i].name == pass.entry) else {
            errs.push(at_line(
                pass.line,
                format!("the plan runs entry point `{}`, which is not a `@compute` function in the module", pass.entry),
            ));
            continue;
        };
        let ep = &module.entry_points[ep_index];
        let ep_info = m.info.get_entry_point(ep_index);
        let ep_span = find_fn(source, &ep.name);
        let ep_err = |msg: String| {
            let d = err(msg);
            match &ep_span {
                Some(r) => d.with_label(r.clone(), format!("entry point `{}`", ep.name)),
                None => d,
            }
        };
        let wg = ep.workgroup_size;
        let invocations = u64::from(wg[0]) * u64::from(wg[1]) * u64::from(wg[2]);
        if invocations > u64::from(limits.max_compute_invocations_per_workgroup) {
            errs.push(ep_err(format!(
                "workgroup size {}×{}×{} = {invocations} invocations exceeds the limit of {}",
                wg[0], wg[1], wg[2], limits.max_compute_invocations_per_workgroup
            )));
        }
        let dims = [limits.max_compute_workgroup_size_x, limits.max_compute_workgroup_size_y, limits.max_compute_workgroup_size_z];
        for (axis, (&w, &max)) in ["x", "y", "z"].iter().zip(wg.iter().zip(dims.iter())) {
            if w > max {
                errs.push(ep_err(format!("workgroup size {axis} = {w} exceeds the limit of {max}")));
            }
        }
        let mut wg_bytes: u64 = 0;
        for (h, g) in module.global_variables.iter() {
            if g.space == AddressSpace::WorkGroup && !ep_info[h].is_empty() {
                wg_bytes += u64::from(layouter[g.ty].size);
            }
        }
        if wg_bytes > u64::from(limits.max_compute_workgroup_storage_size) {
            errs.push(
                ep_err(format!(
                    "entry point `{}` uses {wg_bytes} bytes of workgroup memory; the limit is {} bytes",
                    ep.name, limits.max_compute_workgroup_storage_size
                ))
                .with_note("sizes are computed after applying the plan's overrides"),
            );
        }
        let mut storage_count = 0;
        for (h, g) in module.global_variables.iter() {
            if ep_info[h].is_empty() {
                continue;
            }
            if let (Some(b), AddressSpace::Storage { .. }) = (&g.binding, g.space) {
                storage_count += 1;
                if b.group == 0 {
                    if let Some(Role::Output(i)) = role_of(task, plan, b.binding) {
                        bound_outputs[i] = true;
                    }
                }
            }
        }
        if storage_count > limits.max_storage_buffers_per_shader_stage {
            errs.push(ep_err(format!(
                "entry point `{}` uses {storage_count} storage buffers; the limit is {}",
                ep.name, limits.max_storage_buffers_per_shader_stage
            )));
        }
        checked.push(CheckedPass { pass, workgroup_size: wg, workgroup_bytes: wg_bytes as u32 });
    }

    // Bindings.
    for (h, g) in module.global_variables.iter() {
        let Some(b) = &g.binding else { continue };
        let name = g.name.clone().unwrap_or_else(|| "<unnamed>".into());
        let range = span_of(module.global_variables.get_span(h));
        let labelled = |msg: String| match &range {
            Some(r) => err(msg).with_label(r.clone(), ""),
            None => err(msg),
        };
        if b.group != 0 {
            errs.push(labelled(format!("`{name}` is in @group({}); every binding of the contract is in @group(0)", b.group)));
            continue;
        }
        match role_of(task, plan, b.binding) {
            None => errs.push(labelled(format!(
                "`{name}` uses @binding({}), which the contract does not define (inputs 0..{}, outputs, then Params at {}, then plan scratch)",
                b.binding,
                task.inputs.len(),
                task.params_binding()
            ))),
            Some(role) => {
                if let Err(msg) = check_binding(module, g.space, g.ty, task, plan, role) {
                    errs.push(labelled(format!("`{name}` at @binding({}): {msg}", b.binding)));
                }
            }
        }
    }
    for (i, bound) in bound_outputs.iter().enumerate() {
        if !bound && errs.is_empty() {
            errs.push(err(format!(
                "output `{}` (@binding({})) is not used by any entry point the plan runs",
                task.outputs[i].name,
                task.binding_layout(0).output_binding(i)
            )));
        }
    }

    if errs.is_empty() {
        Ok(Contract { passes: checked, length_queries: length_queries(module), scalar_views: scalar_views(module) })
    } else {
        Err(errs)
    }
}

/// The range of `fn NAME` in the source, for labelling entry-point problems.
fn find_fn(source: &str, name: &str) -> Option<SourceRange> {
    let needle = format!("fn {name}");
    let mut from = 0;
    while let Some(off) = source[from..].find(&needle) {
        let start = from + off;
        let end = start + needle.len();
        let boundary = source[end..].chars().next().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if boundary {
            return Some(SourceRange::from_bytes(source, start, end));
        }
        from = end;
    }
    None
}

fn scalar_of(dtype: Dtype) -> (ScalarKind, u8) {
    match dtype {
        Dtype::F32 => (ScalarKind::Float, 4),
        Dtype::F16 => (ScalarKind::Float, 2),
        Dtype::U32 => (ScalarKind::Uint, 4),
        Dtype::I32 => (ScalarKind::Sint, 4),
    }
}

/// Checks a runtime-sized array of `dtype` (scalars, vectors of it, or atomics when `atomic_ok`).
fn check_array(module: &naga::Module, ty: Handle<naga::Type>, dtype: Dtype, atomic_ok: bool) -> Result<(), String> {
    let want = format!("array<{}>", dtype.wgsl());
    let found = || describe(module, ty);
    let TypeInner::Array { base, size: naga::ArraySize::Dynamic, .. } = module.types[ty].inner else {
        return Err(format!("expected a runtime-sized `{want}`, found `{}`", found()));
    };
    let (kind, width) = scalar_of(dtype);
    let ok = match module.types[base].inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } => s.kind == kind && s.width == width,
        TypeInner::Atomic(s) => atomic_ok && s.kind == kind && s.width == width,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("expected `{want}` (or vectors{} of {}), found `{}`", if atomic_ok { "/atomics" } else { "" }, dtype.wgsl(), found()))
    }
}

fn describe(module: &naga::Module, ty: Handle<naga::Type>) -> String {
    use naga::common::wgsl::TypeContext as _;
    module.to_ctx().type_to_string(ty)
}

fn check_binding(
    module: &naga::Module,
    space: AddressSpace,
    ty: Handle<naga::Type>,
    task: &TaskSpec,
    plan: &LaunchPlan,
    role: Role,
) -> Result<(), String> {
    let storage = |want_write: bool| match space {
        AddressSpace::Storage { access } => {
            let writable = access.contains(StorageAccess::STORE);
            match (want_write, writable) {
                (false, true) => Err("inputs are `var<storage, read>`; this one is declared writable".to_string()),
                (true, false) => Err("outputs and scratch are `var<storage, read_write>`".to_string()),
                _ => Ok(()),
            }
        }
        _ => Err(format!("expected a storage buffer, found address space {space:?}")),
    };
    match role {
        Role::Input(i) => {
            storage(false)?;
            check_array(module, ty, task.inputs[i].dtype, false)
        }
        Role::Output(i) => {
            storage(true)?;
            check_array(module, ty, task.outputs[i].dtype, true)
        }
        Role::Scratch(i) => {
            storage(true)?;
            check_array(module, ty, plan.scratch[i].dtype, true)
        }
        Role::Params => {
            if space != AddressSpace::Uniform {
                return Err("the params binding is `var<uniform>`".into());
            }
            let TypeInner::Struct { members, .. } = &module.types[ty].inner else {
                return Err(format!("expected a struct of params, found `{}`", describe(module, ty)));
            };
            if members.len() > task.params.len() {
                return Err(format!("Params has {} members; the task has {} params", members.len(), task.params.len()));
            }
            for (k, (m, p)) in members.iter().zip(task.params.iter()).enumerate() {
                let want = match p.ty {
                    ParamType::U32 => (ScalarKind::Uint, "u32"),
                    ParamType::I32 => (ScalarKind::Sint, "i32"),
                    ParamType::F32 => (ScalarKind::Float, "f32"),
                };
                let ok = matches!(module.types[m.ty].inner, TypeInner::Scalar(s) if s.kind == want.0 && s.width == 4);
                if !ok || m.offset != 4 * k as u32 {
                    return Err(format!(
                        "Params member {k} must be `{}: {}` at offset {}, found `{}` at offset {}",
                        p.name,
                        want.1,
                        4 * k,
                        describe(module, m.ty),
                        m.offset
                    ));
                }
            }
            Ok(())
        }
    }
}
