//! The OpenCL C kernel contract as a prompt states it ([`OpenClContract`]): the argument order and
//! limits that [`crate::OpenClC`] enforces (docs/SCHEMA.md §3b).

use ekb_eval::front_end::{ContractText, PlanPhrases};
use ekb_eval::task::{Dtype, ParamType, TaskSpec};

/// The OpenCL C contract's text (no device needed, unlike [`crate::OpenClC`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenClContract;

fn cl_type(d: Dtype) -> &'static str {
    match d {
        Dtype::F32 => "float",
        Dtype::F16 => "half",
        Dtype::U32 => "uint",
        Dtype::I32 => "int",
    }
}

impl ContractText for OpenClContract {
    fn contract(&self, spec: &TaskSpec) -> String {
        let args: Vec<String> = spec
            .inputs
            .iter()
            .map(|i| format!("__global const {}* {}", cl_type(i.dtype), i.name))
            .chain(spec.outputs.iter().map(|o| format!("__global {}* {}", cl_type(o.dtype), o.name)))
            .chain(spec.params.iter().map(|p| {
                let ty = match p.ty {
                    ParamType::U32 => "uint",
                    ParamType::I32 => "int",
                    ParamType::F32 => "float",
                };
                format!("{ty} {}", p.name)
            }))
            .collect();
        format!(
            "Write OpenCL C 1.2 kernels. Every kernel takes exactly these arguments, in this order: ({}), then \
             any plan scratch buffers as `__global T*`. Fix the work-group size with \
             `__attribute__((reqd_work_group_size(X, Y, Z)))` (at most 256 work-items) or `local(X, Y, Z)` on \
             the plan's pass, and bounds-check `get_global_id`, because the global size is rounded up to whole \
             work-groups. `__local` memory is at most 16 KiB; `#include` is refused; half needs cl_khr_fp16. \
             In the plan, `dispatch(X, Y, Z)` counts work-groups and `override NAME = VALUE` becomes `-D NAME=VALUE`.\n",
            args.join(", ")
        )
    }

    fn default_launch_unit(&self) -> Option<&'static str> {
        Some("work-groups of the kernel's work-group size")
    }

    fn shows_plan(&self, _spec: &TaskSpec) -> bool {
        true
    }

    fn plan_phrases(&self) -> PlanPhrases {
        PlanPhrases {
            entry: "`__kernel void partial(…)`",
            override_line: "// override TILE = 16                                         # becomes -D TILE=16\n",
            naming: "there is no kernel `main` unless you write one",
            sizes: "wg_x, wg_y, wg_z (the kernel's work-group size), ",
            default: "Without a plan, a file with exactly one kernel gets the default launch above.",
        }
    }

    fn unnamed_device(&self) -> Option<&'static str> {
        None
    }
}
