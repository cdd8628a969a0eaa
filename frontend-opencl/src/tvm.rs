//! The launch ABI adapter for TVM's `opencl` target: TVM-generated OpenCL C + its launch metadata
//! → an ordinary `opencl` candidate of our contract (docs/TVM.md, "The launch ABI adapters").
//!
//! TVM's OpenCL kernel takes its buffers as `__global T* restrict` (no `const`, in TVM's argument
//! order) and then only the scalars it uses, typed as TVM types them (`int N` for a `te.var`);
//! its host function computes the NDRange from the params and passes no local size in the text.
//! [`adapt`] rewrites only the kernel's signature (the forward declaration and the definition):
//! our argument list — inputs with `const`, outputs, then every task param as `ekb_<name>` in its
//! task type (docs/SCHEMA.md §3b) — and, at the top of the body, TVM's scalars as locals
//! converted from them (`int N = (int)ekb_N;`); the program's scratch buffers (intermediate stages
//! between kernels) follow the params. The host side becomes a launch plan: one pass per kernel in
//! TVM's launch order, `dispatch(<grid>) local(<block>)` from the metadata, and a `scratch` line per
//! intermediate buffer. The bodies are TVM's, unchanged.

use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_eval::tvm_launch::{TvmAdaptError, TvmArg, TvmKernel, TvmProgram};

/// The candidate text: TVM's OpenCL C `source` for `spec`, adapted by the metadata `program`
/// (`launch.json`'s `opencl` entry), with a launch plan.
///
/// # Errors
/// [`TvmAdaptError`] when the metadata disagrees with the task ([`TvmProgram::check`]) or the
/// source has no signature of the kernel with as many arguments as the metadata lists.
pub fn adapt(spec: &TaskSpec, program: &TvmProgram, source: &str) -> Result<String, TvmAdaptError> {
    let kernels = program.check(spec)?;
    if source.contains("ekb_") {
        return Err(TvmAdaptError::Source("the source already uses the prefix `ekb_`".into()));
    }
    let heads: Vec<String> = kernels.iter().map(|k| format!("__kernel void {}(", k.name)).collect();
    let mut out = String::new();
    let mut definitions = vec![0; kernels.len()];
    for line in source.lines() {
        let Some((i, rest)) = heads.iter().enumerate().find_map(|(i, h)| line.trim_start().strip_prefix(h.as_str()).map(|r| (i, r))) else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let (k, head) = (&kernels[i], &heads[i]);
        let close = rest.rfind(')').ok_or_else(|| TvmAdaptError::Source(format!("no `)` after `{head}`")))?;
        let tail = rest[close + 1..].trim();
        let signature = format!("{head}{})", arguments(spec, program, k, &rest[..close])?);
        match tail {
            ";" => out.push_str(&format!("{signature};\n")),
            "{" => {
                definitions[i] += 1;
                out.push_str(&format!("{signature} {{\n"));
                for a in &k.args {
                    if let TvmArg::Pod { name, ty } = a {
                        let t = c_type(*ty);
                        out.push_str(&format!("  {t} {name} = ({t})ekb_{name};\n"));
                    }
                }
            }
            _ => return Err(TvmAdaptError::Source(format!("`{head}…)` followed by `{tail}`, not `;` or `{{`"))),
        }
    }
    if let Some((k, n)) = kernels.iter().zip(&definitions).find(|(_, n)| **n != 1) {
        return Err(TvmAdaptError::Source(format!("{n} definitions of kernel `{}`", k.name)));
    }
    Ok(format!("{}{out}", plan(program)))
}

/// The comment header and launch plan: each kernel in TVM's launch order on TVM's grid in
/// work-groups with its work-group size, then the scratch buffers.
fn plan(program: &TvmProgram) -> String {
    let passes: String = program
        .kernels
        .iter()
        .map(|k| {
            let [x, y, z] = &k.grid;
            let [lx, ly, lz] = k.block;
            format!("// pass {} dispatch({x}, {y}, {z}) local({lx}, {ly}, {lz})\n", k.name)
        })
        .collect();
    format!(
        "// TVM-generated OpenCL C, adapted to the kernel contract by frontend_opencl::tvm (docs/TVM.md).\n\
         // @plan\n{passes}{}// @end\n",
        program.scratch_lines()
    )
}

/// Our argument list for kernel `k` from TVM's (`tvm`, the text between the parentheses):
/// inputs, outputs, every param, then the program's scratch buffers.
fn arguments(spec: &TaskSpec, program: &TvmProgram, k: &TvmKernel, tvm: &str) -> Result<String, TvmAdaptError> {
    let decls: Vec<&str> = tvm.split(',').map(str::trim).collect();
    if decls.len() != k.args.len() {
        return Err(TvmAdaptError::Source(format!(
            "kernel `{}` has {} arguments; the metadata lists {}",
            k.name,
            decls.len(),
            k.args.len()
        )));
    }
    let tvm_decl =
        |name: &str| k.args.iter().zip(&decls).find(|(a, _)| matches!(a, TvmArg::Buffer { name: n } if n == name)).map(|(_, d)| *d);
    let buffer = |name: &str, dtype: Dtype, input: bool| match (tvm_decl(name), input) {
        (Some(d), true) if !d.contains("const") => d.replacen("__global ", "__global const ", 1),
        (Some(d), _) => d.to_string(),
        (None, true) => format!("__global const {}* ekb_unused_{name}", elem(dtype)),
        (None, false) => format!("__global {}* ekb_unused_{name}", elem(dtype)),
    };
    let mut out: Vec<String> = spec.inputs.iter().map(|b| buffer(&b.name, b.dtype, true)).collect();
    out.extend(spec.outputs.iter().map(|b| buffer(&b.name, b.dtype, false)));
    for p in &spec.params {
        out.push(format!("{} ekb_{}", c_type(p.ty), p.name));
    }
    out.extend(program.scratch.iter().map(|s| buffer(&s.name, s.dtype, false)));
    Ok(out.join(", "))
}

/// The C type of a POD argument as TVM types it.
fn c_type(t: ParamType) -> &'static str {
    match t {
        ParamType::U32 => "uint",
        ParamType::I32 => "int",
        ParamType::F32 => "float",
    }
}

/// The OpenCL C element type of a task dtype.
fn elem(d: Dtype) -> &'static str {
    match d {
        Dtype::F32 => "float",
        Dtype::F16 => "half",
        Dtype::U32 => "uint",
        Dtype::I32 => "int",
    }
}
