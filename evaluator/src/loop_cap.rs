//! Loops stopped at a device's cap: an instrumented copy of a WGSL candidate that says whether any
//! of its loops ended because the device stopped it rather than by the kernel's own exit.
//!
//! Mesa's llvmpipe (lavapipe, the CI adapter) stops every loop once a group of invocations has run
//! 65,535 iterations — one budget shared by all the loops of the invocation — and carries on after
//! the loop with whatever it holds; a GPU runs the loop to its end, or forever. So on such a device
//! a correct kernel whose loop is long at some legal shape gets wrong outputs there, and a kernel
//! whose loop never ends at some shape can still write the right outputs. Neither can be told
//! from the outputs, nor reliably from timings (a loop stopped in a few invocations costs
//! microseconds). The device's cap is measured once per device
//! ([`crate::device::DeviceInfo::loop_cap`]); where there is one, the check runs use the copy this
//! module makes ([`instrument`]):
//!
//! * every `loop` of every function (entry points included; WGSL's `for` and `while` are `loop`s
//!   in naga's IR) gets a function-local `bool`, set `false` right before the loop;
//! * every way the kernel itself leaves the loop sets it `true` first: each `break` that leaves
//!   this loop (one inside a `switch` leaves the switch, and one inside a nested loop that loop),
//!   and its `break if` when the condition holds; a `return` leaves the function and never reaches
//!   the code after the loop;
//! * right after the loop, a `false` bool means the loop ended without any of those exits — the
//!   device stopped it — and the invocation stores `1u` into the flag buffer, a `u32` storage
//!   buffer at `@group(`[`FLAG_GROUP`]`) @binding(`[`FLAG_BINDING`]`)`, outside the contract's
//!   group 0 (the candidate cannot name it: the contract refuses any other group).
//!
//! The flag therefore says exactly whether some invocation's loop was stopped, whatever the
//! iteration counts of its neighbours (llvmpipe counts the budget per group of SIMD lanes), and it
//! changes no value the kernel computes. Timing always runs the candidate as written.

use naga::{
    AddressSpace, Block, Expression, Function, GlobalVariable, Handle, Literal, LocalVariable, MemoryDecorations, Module, ResourceBinding,
    Scalar, Span, Statement, StorageAccess, Type, TypeInner,
};

use crate::artifact::WgslArtifact;

/// Bind group of the flag buffer (group 0 is the contract's).
pub const FLAG_GROUP: u32 = 1;
/// Binding of the flag buffer in [`FLAG_GROUP`].
pub const FLAG_BINDING: u32 = 0;
/// Size of the flag buffer, bytes: one `u32`, 0 before a run and 1 after it when a loop was
/// stopped.
pub const FLAG_BYTES: u64 = 4;

/// Why a module could not be instrumented.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoopCapError {
    /// The instrumented module failed naga's validation (a defect of this pass, never of the
    /// candidate, whose module validated before).
    #[error("the loop-cap instrumentation of the kernel does not validate: {0}")]
    Invalid(String),
    /// The module already binds something at the flag's group and binding.
    #[error("the kernel already binds @group({FLAG_GROUP}) @binding({FLAG_BINDING}), where the loop-cap flag goes")]
    BindingTaken,
}

/// A copy of `artifact` whose loops record, in the flag buffer, whether the device stopped one of
/// them (module documentation), validated again.
///
/// # Errors
/// [`LoopCapError`] when the module binds the flag's slot already or the copy does not validate.
pub fn instrument(artifact: &WgslArtifact) -> Result<WgslArtifact, LoopCapError> {
    let mut module = artifact.module.clone();
    let taken =
        module.global_variables.iter().any(|(_, g)| g.binding.as_ref().is_some_and(|b| b.group == FLAG_GROUP && b.binding == FLAG_BINDING));
    if taken {
        return Err(LoopCapError::BindingTaken);
    }
    let types = Types {
        boolean: module.types.insert(Type { name: None, inner: TypeInner::Scalar(Scalar::BOOL) }, Span::UNDEFINED),
        u32: module.types.insert(Type { name: None, inner: TypeInner::Scalar(Scalar::U32) }, Span::UNDEFINED),
    };
    let flag = module.global_variables.append(
        GlobalVariable {
            name: Some("ekb_loop_stopped".into()),
            space: AddressSpace::Storage { access: StorageAccess::LOAD | StorageAccess::STORE },
            binding: Some(ResourceBinding { group: FLAG_GROUP, binding: FLAG_BINDING }),
            ty: types.u32,
            init: None,
            memory_decorations: MemoryDecorations::empty(),
        },
        Span::UNDEFINED,
    );
    for (_, f) in module.functions.iter_mut() {
        instrument_function(f, flag, &types);
    }
    for e in &mut module.entry_points {
        instrument_function(&mut e.function, flag, &types);
    }
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&module)
        .map_err(|e| LoopCapError::Invalid(error_chain(e.as_inner())))?;
    Ok(WgslArtifact { module, info })
}

/// `e` and its sources, `: `-separated. (Not naga's `emit_to_string`: the module has no source text
/// to quote, and that one call linked the `codespan-reporting` renderer into the web app's wasm.)
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

/// Whether `module` has a loop anywhere (a module without one needs no instrumented run).
pub fn has_loops(module: &Module) -> bool {
    module.functions.iter().any(|(_, f)| block_has_loop(&f.body)) || module.entry_points.iter().any(|e| block_has_loop(&e.function.body))
}

struct Types {
    boolean: Handle<Type>,
    u32: Handle<Type>,
}

/// The expressions one function's instrumentation uses.
struct Site<'a> {
    fun: &'a mut FunctionArenas,
    types: &'a Types,
    /// `&ekb_loop_stopped`.
    flag: Handle<Expression>,
    yes: Handle<Expression>,
    no: Handle<Expression>,
    one: Handle<Expression>,
}

/// A function's arenas, apart from its body (which is walked while they grow).
struct FunctionArenas {
    expressions: naga::Arena<Expression>,
    local_variables: naga::Arena<LocalVariable>,
}

fn instrument_function(f: &mut Function, flag: Handle<naga::GlobalVariable>, types: &Types) {
    if !block_has_loop(&f.body) {
        return;
    }
    let mut arenas =
        FunctionArenas { expressions: std::mem::take(&mut f.expressions), local_variables: std::mem::take(&mut f.local_variables) };
    let flag = arenas.expressions.append(Expression::GlobalVariable(flag), Span::UNDEFINED);
    let yes = arenas.expressions.append(Expression::Literal(Literal::Bool(true)), Span::UNDEFINED);
    let no = arenas.expressions.append(Expression::Literal(Literal::Bool(false)), Span::UNDEFINED);
    let one = arenas.expressions.append(Expression::Literal(Literal::U32(1)), Span::UNDEFINED);
    let mut site = Site { fun: &mut arenas, types, flag, yes, no, one };
    walk(&mut site, &mut f.body, None);
    f.expressions = arenas.expressions;
    f.local_variables = arenas.local_variables;
}

fn block_has_loop(b: &Block) -> bool {
    b.iter().any(|s| match s {
        Statement::Loop { .. } => true,
        Statement::Block(b) => block_has_loop(b),
        Statement::If { accept, reject, .. } => block_has_loop(accept) || block_has_loop(reject),
        Statement::Switch { cases, .. } => cases.iter().any(|c| block_has_loop(&c.body)),
        _ => false,
    })
}

/// Instruments the loops in `block`; `left` is the pointer to the innermost enclosing loop's
/// "left by the kernel" bool, `None` where a `break` does not leave a loop (inside a `switch`,
/// or outside any loop).
fn walk(site: &mut Site<'_>, block: &mut Block, left: Option<Handle<Expression>>) {
    for (stmt, _) in block.span_iter_mut() {
        match stmt {
            Statement::Block(b) => walk(site, b, left),
            Statement::If { accept, reject, .. } => {
                walk(site, accept, left);
                walk(site, reject, left);
            }
            Statement::Switch { cases, .. } => {
                for c in cases {
                    walk(site, &mut c.body, None);
                }
            }
            Statement::Break => {
                if let Some(left) = left {
                    *stmt = Statement::Block(Block::from_vec(vec![Statement::Store { pointer: left, value: site.yes }, Statement::Break]));
                }
            }
            Statement::Loop { .. } => {
                let Statement::Loop { mut body, mut continuing, break_if } = std::mem::replace(stmt, Statement::Kill) else {
                    unreachable!("matched a loop")
                };
                let var = site
                    .fun
                    .local_variables
                    .append(LocalVariable { name: Some("ekb_loop_left".into()), ty: site.types.boolean, init: None }, Span::UNDEFINED);
                let ptr = site.fun.expressions.append(Expression::LocalVariable(var), Span::UNDEFINED);
                walk(site, &mut body, Some(ptr));
                // `break` may not appear in `continuing` (except inside nested constructs).
                walk(site, &mut continuing, None);
                if let Some(condition) = break_if {
                    continuing.push(
                        Statement::If {
                            condition,
                            accept: Block::from_vec(vec![Statement::Store { pointer: ptr, value: site.yes }]),
                            reject: Block::new(),
                        },
                        Span::UNDEFINED,
                    );
                }
                let load = site.fun.expressions.append(Expression::Load { pointer: ptr }, Span::UNDEFINED);
                *stmt = Statement::Block(Block::from_vec(vec![
                    Statement::Store { pointer: ptr, value: site.no },
                    Statement::Loop { body, continuing, break_if },
                    Statement::Emit(naga::Range::new_from_bounds(load, load)),
                    Statement::If {
                        condition: load,
                        accept: Block::new(),
                        reject: Block::from_vec(vec![Statement::Store { pointer: site.flag, value: site.one }]),
                    },
                ]));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    /// The message of an error names each of its sources, outermost first.
    #[test]
    fn error_chain_names_every_source() {
        #[derive(Debug, thiserror::Error)]
        #[error("the function does not validate")]
        struct Outer(#[source] Inner);
        #[derive(Debug, thiserror::Error)]
        #[error("the loop's condition is not a boolean")]
        struct Inner;
        assert_eq!(super::error_chain(&Outer(Inner)), "the function does not validate: the loop's condition is not a boolean");
    }
}
