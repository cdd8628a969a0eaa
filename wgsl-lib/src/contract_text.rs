//! The WGSL kernel contract as a prompt states it ([`ContractText`] for [`Wgsl`]): the binding
//! layout that [`crate::contract`] enforces (docs/SCHEMA.md §2).

use crate::Wgsl;
use ekb_eval::front_end::{ContractText, PlanPhrases};
use ekb_eval::task::{ParamType, TaskSpec};

impl ContractText for Wgsl {
    fn contract(&self, spec: &TaskSpec) -> String {
        let ins: Vec<&str> = spec.inputs.iter().map(|i| i.name.as_str()).collect();
        let outs: Vec<&str> = spec.outputs.iter().map(|o| o.name.as_str()).collect();
        let (ni, no) = (spec.inputs.len(), spec.outputs.len());
        let fields: Vec<String> = spec
            .params
            .iter()
            .map(|p| {
                let ty = match p.ty {
                    ParamType::U32 => "u32",
                    ParamType::I32 => "i32",
                    ParamType::F32 => "f32",
                };
                format!("{}: {ty}", p.name)
            })
            .collect();
        format!(
            "Return one WGSL module. All bindings are in @group(0): the inputs ({}) at {} as \
             `var<storage, read> x: array<T>` (or array<vecN<T>>), the outputs ({}) next as \
             `var<storage, read_write> y: array<T>` (or vectors, or array<atomic<T>> for u32/i32), then at \
             @binding({}) `var<uniform> p: Params` with `struct Params {{ {} }}` (a prefix of it is allowed), \
             then plan scratch buffers from @binding({}). T is the buffer's dtype; f16 needs `enable f16;`. \
             Anything else (another group, a writable input, a storage params block, a wrong element type, a \
             WebGPU feature the task does not declare) is a contract violation. Do not write `enable subgroups;`.\n",
            ins.join(", "),
            if ni == 1 { "@binding(0)".to_string() } else { format!("@binding(0) … @binding({})", ni.saturating_sub(1)) },
            outs.join(", "),
            ni + no,
            fields.join(", "),
            ni + no + 1
        )
    }

    fn default_launch_unit(&self) -> Option<&'static str> {
        Some("workgroups of the entry point's @workgroup_size")
    }

    fn shows_plan(&self, _spec: &TaskSpec) -> bool {
        true
    }

    fn plan_phrases(&self) -> PlanPhrases {
        PlanPhrases {
            entry: "`@compute fn partial`",
            override_line: "// override TILE = 16                                         # value of `override TILE: u32;`\n",
            naming: "there is no function `main` unless you write one",
            sizes: "wg_x, wg_y, wg_z (the entry point's @workgroup_size), ",
            default: "Without a plan, a file with exactly one entry point gets the default launch above.",
        }
    }

    fn unnamed_device(&self) -> Option<&'static str> {
        None
    }
}
