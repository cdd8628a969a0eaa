//! The C kernel contract as a prompt states it ([`CContract`]): the generated prototype and the
//! rules that [`crate::CFrontEnd`] enforces (docs/SCHEMA.md §3c).

use ekb_eval::front_end::{ContractText, PlanPhrases};
use ekb_eval::task::{Dtype, ParamType, TaskSpec};

/// The C contract's text.
#[derive(Clone, Copy, Debug, Default)]
pub struct CContract;

fn c_name(d: Dtype) -> &'static str {
    match d {
        Dtype::F32 => "float",
        Dtype::F16 => "_Float16",
        Dtype::U32 => "uint32_t",
        Dtype::I32 => "int32_t",
    }
}

impl ContractText for CContract {
    fn contract(&self, spec: &TaskSpec) -> String {
        let args: Vec<String> = spec
            .inputs
            .iter()
            .map(|i| format!("const {}* {}", c_name(i.dtype), i.name))
            .chain(spec.outputs.iter().map(|o| format!("{}* {}", c_name(o.dtype), o.name)))
            .chain(spec.params.iter().map(|p| {
                let ty = match p.ty {
                    ParamType::U32 => "uint32_t",
                    ParamType::I32 => "int32_t",
                    ParamType::F32 => "float",
                };
                format!("{ty} {}", p.name)
            }))
            .chain(["uint32_t task".to_string(), "uint32_t ntasks".to_string()])
            .collect();
        format!(
            "Write C11. Without a plan, define `void kernel({})`; the prototype is generated and included for \
             you (with <stdint.h>, <stddef.h>, <math.h>, <string.h>), and plan scratch buffers come as `T*` \
             before `task`. The runner calls the function once for every task in 0..ntasks on a thread pool: \
             split the work by `task`. `ntasks` is the runner's choice, not the task's (about the number of the \
             CPU's threads; any value from 1 up may come): the calls together must cover all of the work for \
             every ntasks, so never map one task to one row or element. With a plan, each `pass ENTRY dispatch(X, Y, Z)` runs ENTRY for task in \
             0..X*Y*Z. Not allowed: state across calls (static or global variables), constructors, any call \
             but libm and memcpy/memmove/memset/memcmp (no malloc, no I/O); `local(…)` and `override` are \
             contract violations. Read-only tables (`static const float w[] = {{…}}`) are fine.\n",
            args.join(", ")
        )
    }

    /// None: without a plan a C kernel runs once per task of the thread pool (the contract says so).
    fn default_launch_unit(&self) -> Option<&'static str> {
        None
    }

    /// A task with params shows the plan (a kernel may need several passes or scratch); one without
    /// params has nothing a plan's expressions could use.
    fn shows_plan(&self, spec: &TaskSpec) -> bool {
        !spec.params.is_empty()
    }

    fn plan_phrases(&self) -> PlanPhrases {
        PlanPhrases {
            entry: "`void partial(…)` for task in 0..X·Y·Z",
            override_line: "",
            naming: "`main` cannot name one",
            sizes: "",
            default: "Without a plan, `kernel` runs once per task as the contract above says.",
        }
    }

    fn unnamed_device(&self) -> Option<&'static str> {
        Some("## Device\n\nThe host CPU, several threads.\n\n")
    }
}
