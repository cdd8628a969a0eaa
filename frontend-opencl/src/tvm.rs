//! The launch ABI adapter for TVM's `opencl` target: TVM-generated OpenCL C + its launch metadata
//! → an ordinary `opencl` candidate of our contract (docs/TVM.md, "The launch ABI adapters").
//!
//! TVM's OpenCL kernel takes its buffers as `__global T* restrict` (no `const`, in TVM's argument
//! order) and then only the scalars it uses, typed as TVM types them (`int N` for a `te.var`);
//! its host function computes the NDRange from the params and passes no local size in the text.
//! [`adapt`] rewrites only the kernel's signature (the forward declaration and the definition):
//! our argument list — inputs with `const`, outputs, then every task param as `ekb_<name>` in its
//! task type (docs/SCHEMA.md §3b) — and, at the top of the body, TVM's scalars as locals
//! converted from them (`int N = (int)ekb_N;`). The host side becomes a launch plan:
//! `dispatch(<grid>) local(<block>)` from the metadata. The body is TVM's, unchanged.

use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_eval::tvm_launch::{buffer_binding, TvmAdaptError, TvmArg, TvmKernel, TvmProgram};

/// The candidate text: TVM's OpenCL C `source` for `spec`, adapted by the metadata `program`
/// (`launch.json`'s `opencl` entry), with a launch plan.
///
/// # Errors
/// [`TvmAdaptError`] when the metadata disagrees with the task ([`TvmProgram::check`]) or the
/// source has no signature of the kernel with as many arguments as the metadata lists.
pub fn adapt(spec: &TaskSpec, program: &TvmProgram, source: &str) -> Result<String, TvmAdaptError> {
    let k = program.check(spec)?;
    if source.contains("ekb_") {
        return Err(TvmAdaptError::Source("the source already uses the prefix `ekb_`".into()));
    }
    let head = format!("__kernel void {}(", k.name);
    let mut out = String::new();
    let mut definitions = 0;
    for line in source.lines() {
        let Some(rest) = line.trim_start().strip_prefix(&head) else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let close = rest.rfind(')').ok_or_else(|| TvmAdaptError::Source(format!("no `)` after `{head}`")))?;
        let tail = rest[close + 1..].trim();
        let signature = format!("{head}{})", arguments(spec, k, &rest[..close])?);
        match tail {
            ";" => out.push_str(&format!("{signature};\n")),
            "{" => {
                definitions += 1;
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
    if definitions != 1 {
        return Err(TvmAdaptError::Source(format!("{definitions} definitions of kernel `{}`", k.name)));
    }
    Ok(format!("{}{out}", plan(k)))
}

/// The comment header and launch plan: TVM's grid in work-groups and its work-group size.
fn plan(k: &TvmKernel) -> String {
    let [x, y, z] = &k.grid;
    let [lx, ly, lz] = k.block;
    format!(
        "// TVM-generated OpenCL C (tvm/generate.py), adapted to the kernel contract by frontend_opencl::tvm (docs/TVM.md).\n\
         // @plan\n// pass {} dispatch({x}, {y}, {z}) local({lx}, {ly}, {lz})\n// @end\n",
        k.name
    )
}

/// Our argument list from TVM's (`tvm`, the text between the parentheses).
fn arguments(spec: &TaskSpec, k: &TvmKernel, tvm: &str) -> Result<String, TvmAdaptError> {
    let decls: Vec<&str> = tvm.split(',').map(str::trim).collect();
    if decls.len() != k.args.len() {
        return Err(TvmAdaptError::Source(format!(
            "kernel `{}` has {} arguments; the metadata lists {}",
            k.name,
            decls.len(),
            k.args.len()
        )));
    }
    let buffers = spec.inputs.iter().map(|b| (&b.name, b.dtype)).chain(spec.outputs.iter().map(|b| (&b.name, b.dtype)));
    let mut out = Vec::new();
    for (name, dtype) in buffers {
        let (_, input) = buffer_binding(spec, name).expect("a task buffer");
        let tvm_decl = k.args.iter().zip(&decls).find(|(a, _)| matches!(a, TvmArg::Buffer { name: n } if n == name)).map(|(_, d)| *d);
        out.push(match (tvm_decl, input) {
            (Some(d), true) if !d.contains("const") => d.replacen("__global ", "__global const ", 1),
            (Some(d), _) => d.to_string(),
            (None, true) => format!("__global const {}* ekb_unused_{name}", elem(dtype)),
            (None, false) => format!("__global {}* ekb_unused_{name}", elem(dtype)),
        });
    }
    for p in &spec.params {
        let t = match p.ty {
            ParamType::U32 => "uint",
            ParamType::I32 => "int",
            ParamType::F32 => "float",
        };
        out.push(format!("{t} ekb_{}", p.name));
    }
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
