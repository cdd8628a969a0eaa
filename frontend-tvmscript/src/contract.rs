//! How the `tvmscript` contract reads in a prompt ([`TvmScriptContract`]): what the compile worker
//! (`tvm/ekb_tvm/compile_worker.py`) takes and what the launch-ABI adapters accept, with a worked
//! example written for the task at hand (docs/SCHEMA.md, "`tvmscript` candidates").

use ekb_eval::front_end::{ContractText, PlanPhrases};
use ekb_eval::task::{Dtype, ParamType, TaskSpec};

/// The `tvmscript` contract's prompt text.
pub struct TvmScriptContract;

/// TVM's dtype name of a buffer element.
fn tvm_dtype(d: Dtype) -> &'static str {
    match d {
        Dtype::F32 => "float32",
        Dtype::F16 => "float16",
        Dtype::I32 => "int32",
        Dtype::U32 => "uint32",
    }
}

impl ContractText for TvmScriptContract {
    fn contract(&self, spec: &TaskSpec) -> String {
        let ints: Vec<&str> = spec.params.iter().filter(|p| p.ty != ParamType::F32).map(|p| p.name.as_str()).collect();
        let floats: Vec<&str> = spec.params.iter().filter(|p| p.ty == ParamType::F32).map(|p| p.name.as_str()).collect();
        let handles: Vec<String> =
            spec.inputs.iter().map(|b| &b.name).chain(spec.outputs.iter().map(|b| &b.name)).map(|n| format!("var_{n}: T.handle")).collect();
        // Plan expressions in Python: integer division is `//` there.
        let shape_of = |shape: &[ekb_eval::expr::Expr]| {
            format!("({},)", shape.iter().map(|e| e.source().replace('/', "//")).collect::<Vec<_>>().join(", "))
        };
        let mut buffers = String::new();
        for b in &spec.inputs {
            buffers.push_str(&format!(
                "        {0} = T.match_buffer(var_{0}, {1}, \"{2}\")\n",
                b.name,
                shape_of(&b.shape),
                tvm_dtype(b.dtype)
            ));
        }
        for b in &spec.outputs {
            buffers.push_str(&format!(
                "        {0} = T.match_buffer(var_{0}, {1}, \"{2}\")\n",
                b.name,
                shape_of(&b.shape),
                tvm_dtype(b.dtype)
            ));
        }
        let vars: String = ints.iter().map(|n| format!("        {n} = T.int32()\n")).collect();
        let float_args: String = floats.iter().map(|n| format!(", {n}: T.float32")).collect();
        format!(
            "Write Python for Apache TVM 0.27 (`import tvm` first: it registers the TVMScript dialects; then \
             `from tvm.script import ir as I` and `from tvm.script import tirx as T`). Define either `Module`, an \
             `@I.ir_module` class holding exactly one `@T.prim_func(s_tir=True)` whose buffers are, in this order, \
             {buffers_list} (the task's inputs then outputs, by these names, via `T.match_buffer`) and whose integer \
             shape variables are {ints_list} (`T.int32()`, named exactly so: the launch grid is computed from them), \
             or `compute()` returning `ekb_tvm.build.Definition(params, inputs, outputs)` of TE placeholders and \
             computes with the same names. Optionally define `schedule(sch, target)`: schedule primitives on a \
             `tvm.s_tir.Schedule` (`sch.get_sblock`, `get_loops`, `split`, `reorder`, `bind`, `compute_at`, \
             `set_scope`, `cache_read`/`cache_write`) for `target` \"webgpu\", \"opencl\" or \"c\". The GPU targets \
             need thread-bound loops (`sch.bind(loop, \"blockIdx.x\")`, `\"threadIdx.x\"`; `blockIdx.z` is refused \
             in WGSL); TVM's `c` target cannot lower thread bindings, so leave its loops serial. The result must be \
             one kernel (one `T.prim_func`, every stage `compute_at` inside it); work-group sizes are constants, \
             grids may depend on the shape variables. It runs in a sandbox: no network, no processes, no files \
             outside /tmp, 60 s. A skeleton:\n\n\
             ```python\n\
             import tvm\n\
             from tvm.script import ir as I\n\
             from tvm.script import tirx as T\n\n\n\
             @I.ir_module\n\
             class Module:\n    \
                 @T.prim_func(s_tir=True)\n    \
                 def main({handles}{float_args}):\n\
             {vars}{buffers}        # for i in range(N): with T.sblock(\"name\"): v = T.axis.spatial(N, i); …\n\n\n\
             def schedule(sch, target):\n    \
                 if target == \"c\":\n        \
                     return\n    \
                 # split the output's loops and bind them to blockIdx.x / threadIdx.x\n\
             ```\n",
            buffers_list = spec
                .inputs
                .iter()
                .map(|b| &b.name)
                .chain(spec.outputs.iter().map(|b| &b.name))
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", "),
            ints_list =
                if ints.is_empty() { "none".to_string() } else { ints.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ") },
            handles = handles.join(", "),
        )
    }

    /// None: TVM computes the launch from the schedule's thread bindings.
    fn default_launch_unit(&self) -> Option<&'static str> {
        None
    }

    /// No plan block: the launch comes from TVM's schedule.
    fn shows_plan(&self, _spec: &TaskSpec) -> bool {
        false
    }

    fn plan_phrases(&self) -> PlanPhrases {
        PlanPhrases {
            entry: "",
            override_line: "",
            naming: "",
            sizes: "",
            default: "The launch comes from the schedule's thread bindings.",
        }
    }

    fn unnamed_device(&self) -> Option<&'static str> {
        Some("## Device\n\nThe device of the backend it is checked on: TVM compiles it to WGSL (wgpu, WebGPU), OpenCL C or C (the host CPU, one thread).\n\n")
    }
}
