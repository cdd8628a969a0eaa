//! The kernel a candidate's speedup is measured against ([`EvalOptions::baseline`]): the task's
//! own reference of the candidate's kind, or TVM's generated kernel for the task (docs/TVM.md)
//! through the launch ABI adapter of that kind — `wgsl_lib::tvm`, `frontend_opencl::tvm`,
//! `frontend_c::tvm` — which turns TVM's source and launch metadata into a kernel of our contract.
//!
//! A task with no TVM kernel of a kind (no TVM definition, or one that skips that target with a
//! reason) is timed against its reference under `--baseline tvm` and its report says `reference`:
//! every report names the kernel its speedup is against, and no figure mixes the two.
//!
//! [`EvalOptions::baseline`]: ekb_eval::EvalOptions::baseline

use std::borrow::Cow;

use ekb_wire::kind::Kind;
use ekb_wire::report::Baseline;

/// The kernel chosen to time a task's candidates of one kind against.
#[derive(Clone, Debug)]
pub struct Chosen {
    /// Its text in the kind's language, a kernel of our contract; `None`: nothing to time against.
    pub text: Option<Cow<'static, str>>,
    /// What it is: the report's `baseline` (`none` when there is no text).
    pub baseline: Baseline,
    /// Why the asked-for baseline was not taken (a TVM kernel missing or unusable for this task).
    pub note: Option<String>,
}

/// The baseline of `task`'s `kind` candidates when `wanted` is asked for: TVM's kernel adapted to
/// the contract for [`Baseline::Tvm`] when the task has one of this kind, else the task's own
/// reference (`note` says why); the reference for [`Baseline::Reference`]; nothing for
/// [`Baseline::None`]. For `tvmscript`, no text and `wanted` as is: its driver chooses for the
/// form it compiles to.
pub fn choose(task: &kernels::Task, kind: Kind, wanted: Baseline) -> Chosen {
    let reference = |note: Option<String>| {
        let text = task.reference(kind).map(Cow::Borrowed);
        let baseline = if text.is_some() { Baseline::Reference } else { Baseline::None };
        Chosen { text, baseline, note }
    };
    if kind == Kind::Tvmscript {
        // Its driver compiles it to a form and chooses there (`crate::tvmscript`), with `wanted`.
        return Chosen { text: None, baseline: wanted, note: None };
    }
    match wanted {
        Baseline::Reference => reference(None),
        Baseline::None => Chosen { text: None, baseline: Baseline::None, note: None },
        Baseline::Tvm => match tvm_kernel(task, kind) {
            Ok(Some(text)) => Chosen { text: Some(Cow::Owned(text)), baseline: Baseline::Tvm, note: None },
            Ok(None) => reference(Some(format!("{} has no TVM definition: timed against its reference", task.spec.id))),
            Err(why) => reference(Some(format!("{why}: timed against the reference"))),
        },
    }
}

/// TVM's kernel of `kind` for `task`, adapted to the kernel contract; `Ok(None)` when the task has
/// no TVM definition.
///
/// # Errors
/// The reason as text: the definition skips this kind, or the files do not adapt (a stale or
/// malformed `launch.json`; `kernels/tests/tvm_baselines.rs` keeps the suite's files adaptable).
pub fn tvm_kernel(task: &kernels::Task, kind: Kind) -> Result<Option<String>, String> {
    let Some(b) = task.tvm_baseline(kind)? else { return Ok(None) };
    let adapt = match kind {
        Kind::Wgsl => wgsl_lib::tvm::adapt,
        Kind::Opencl => frontend_opencl::tvm::adapt,
        Kind::C => frontend_c::tvm::adapt,
        Kind::Tvmscript => unreachable!("Task::tvm_baseline has no tvmscript kernel"),
    };
    adapt(&task.spec, &b.program, b.source)
        .map(Some)
        .map_err(|e| format!("{}: TVM's {} kernel does not adapt: {e}", task.spec.id, kind.name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tvm_is_taken_where_the_task_has_it_and_named_otherwise() {
        let with = kernels::get("l1_vector_add").expect("task");
        for kind in [Kind::Wgsl, Kind::Opencl, Kind::C] {
            let c = choose(with, kind, Baseline::Tvm);
            assert_eq!(c.baseline, Baseline::Tvm, "{kind:?}: {:?}", c.note);
            let text = c.text.expect("a kernel");
            assert_ne!(Some(text.as_ref()), with.reference(kind), "{kind:?}: TVM's kernel, not the reference");
        }
        // A task without a TVM definition: its reference, named so, with the reason.
        let without = kernels::all().iter().find(|t| t.tvm.is_empty()).expect("a task without TVM baselines");
        let c = choose(without, Kind::Wgsl, Baseline::Tvm);
        assert_eq!(c.baseline, Baseline::Reference);
        assert_eq!(c.text.as_deref(), Some(without.reference_wgsl));
        assert!(c.note.expect("a note").contains("no TVM definition"));
        // tvmscript: chosen by its driver for the form it compiles to, with the baseline asked for.
        let c = choose(with, Kind::Tvmscript, Baseline::Tvm);
        assert_eq!((c.baseline, c.text.is_none()), (Baseline::Tvm, true));
        // Asked for the reference: the reference, whatever TVM has.
        let c = choose(with, Kind::Wgsl, Baseline::Reference);
        assert_eq!((c.baseline, c.text.as_deref()), (Baseline::Reference, Some(with.reference_wgsl)));
    }

    #[test]
    fn a_skipped_target_falls_back_to_the_reference_with_the_reason() {
        // l1_layernorm's definition skips TVM's C target (docs/TVM.md).
        let t = kernels::get("l1_layernorm").expect("task");
        let skipped = t.tvm_baseline(Kind::C).expect_err("the C target is skipped");
        let c = choose(t, Kind::C, Baseline::Tvm);
        assert_eq!(c.baseline, if t.reference(Kind::C).is_some() { Baseline::Reference } else { Baseline::None });
        assert!(c.note.expect("a note").contains(&skipped), "the definition's reason is passed on");
    }
}
