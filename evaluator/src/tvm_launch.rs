//! TVM's launch metadata for a TVM-generated kernel: what TVM's host function knows and its device
//! source does not (docs/TVM.md).
//!
//! `tvm/generate.py` writes it per task as `kernels/tasks/<level>/<task>/tvm/launch.json`, one
//! [`TvmProgram`] per TVM target (`webgpu`, `opencl`), read from TVM's own IR after lowering: each
//! kernel's arguments in TVM's order (buffers, then the scalar "POD" arguments), the
//! `tirx.kernel_launch_params` tags, and the extent of each thread-bound loop as a plan expression
//! over the task's params (`((N + 255) / 256)`: TVM's host function computes exactly these before
//! each launch). The launch ABI adapters turn source + metadata into an ordinary candidate of our
//! contract: `wgsl_lib::tvm` (WGSL), `frontend_opencl::tvm` (OpenCL C) and `frontend_c::tvm` (C);
//! [`translate`] rewrites a plan expression into their languages. [`TvmProgram::check`]
//! validates the metadata against the task first, so a hostile or stale file is a typed error.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::expr::Expr;
use crate::task::{Dtype, ParamType, TaskSpec};

/// `launch.json`: the metadata of one task's TVM baselines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmLaunchFile {
    /// Always `tvm/generate.py`.
    pub generated_by: String,
    /// The TVM version that generated it (the pinned `0.27.0.post1`).
    pub tvm: String,
    /// The task id.
    pub task: String,
    /// TVM's `webgpu` target (WGSL).
    pub webgpu: TvmProgram,
    /// TVM's `opencl` target (OpenCL C); `None` where the definition skips it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opencl: Option<TvmProgram>,
    /// TVM's `c` target (host C: one TVM-FFI packed function `__tvm_ffi_<task>`, the whole program,
    /// listed as one kernel with grid 1 × 1 × 1); `None` where the definition skips it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub c: Option<TvmProgram>,
    /// The targets the definition skips (`SKIP` in `definition.py`), each with the reason.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub missing: BTreeMap<String, String>,
}

/// One target's program: its source file, its kernels in launch order and the buffers that carry
/// intermediate stages from one kernel to the next.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmProgram {
    /// The source file beside `launch.json` (`baseline.wgsl`, `baseline.cl`).
    pub source: String,
    /// The device kernels, in the order TVM's host function launches them: one plan pass each.
    pub kernels: Vec<TvmKernel>,
    /// The definition's intermediate stages held in memory between kernels (TE tensors passed to
    /// TVM as arguments, so TVM allocates no workspace): the plan's `scratch` buffers, in this order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scratch: Vec<TvmScratch>,
}

/// An intermediate buffer: a plan `scratch` line (docs/SCHEMA.md §3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmScratch {
    /// The TE stage's name (how TVM's kernels name the buffer).
    pub name: String,
    /// Its element type.
    pub dtype: Dtype,
    /// Its TE shape, plan expressions over the task's integer params (TVM's C function checks it).
    pub shape: Vec<String>,
}

impl TvmScratch {
    /// The element count as one plan expression: the product of the shape (`1` for a scalar).
    #[must_use]
    pub fn count(&self) -> String {
        if self.shape.is_empty() {
            "1".into()
        } else {
            self.shape.iter().map(|e| format!("({e})")).collect::<Vec<_>>().join(" * ")
        }
    }
}

/// Where a buffer a TVM kernel takes sits in our contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The task's input `i` (binding / argument `i`).
    Input(usize),
    /// The task's output `o` (binding / argument `I + o`).
    Output(usize),
    /// The program's scratch buffer `s` (WGSL binding `I + O + 1 + s`; in OpenCL C and C after the params).
    Scratch(usize),
}

/// One device kernel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TvmKernel {
    /// The kernel's name in the source (TVM's `<func>_kernel`).
    pub name: String,
    /// Its parameters in TVM's order: in WGSL the buffers are bindings 0..k−1 in this order and the
    /// POD arguments the fields of `PODArgs` (then `packGridDimX`); in OpenCL C the argument list.
    pub args: Vec<TvmArg>,
    /// `tirx.kernel_launch_params`: which thread axes the host passes (`blockIdx.x`, `threadIdx.x`, …).
    pub launch_param_tags: Vec<String>,
    /// Work-groups per axis (`blockIdx.x/y/z` extents), plan expressions over the task's params.
    pub grid: [String; 3],
    /// Invocations per work-group (`threadIdx.x/y/z` extents).
    pub block: [u32; 3],
}

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum TvmArg {
    /// A tensor: the task's input or output of that name.
    Buffer {
        /// The task buffer's name.
        name: String,
    },
    /// A scalar: the task's param of that name, as TVM types it (`i32` for a `te.var`, `f32`).
    Pod {
        /// The task param's name.
        name: String,
        /// TVM's type of it.
        #[serde(rename = "type")]
        ty: ParamType,
    },
}

/// Why TVM's source and metadata do not make a candidate of our contract.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TvmAdaptError {
    /// `launch.json` is not the metadata format.
    #[error("launch.json: {0}")]
    Metadata(String),
    /// The metadata and the task disagree (a buffer or param the task lacks, a bad extent).
    #[error("kernel {kernel}: {why}")]
    Contract {
        /// The kernel.
        kernel: String,
        /// What is wrong.
        why: String,
    },
    /// TVM's source does not have the shape the adapter rewrites (another TVM version?).
    #[error("TVM source: {0}")]
    Source(String),
}

impl TvmLaunchFile {
    /// Parses `launch.json`.
    ///
    /// # Errors
    /// [`TvmAdaptError::Metadata`] when it is not valid JSON of this shape.
    pub fn parse(text: &str) -> Result<Self, TvmAdaptError> {
        serde_json::from_str(text).map_err(|e| TvmAdaptError::Metadata(e.to_string()))
    }

    /// The program of TVM target `target` (`webgpu`, `opencl`, `c`): `Ok(None)` with the reason
    /// when the definition skips that target (`missing`).
    ///
    /// # Errors
    /// [`TvmAdaptError::Metadata`] for an unknown target, or when `opencl` or `c` has both a program
    /// and a reason, or neither.
    pub fn program(&self, target: &str) -> Result<Result<&TvmProgram, &str>, TvmAdaptError> {
        match target {
            "webgpu" => Ok(Ok(&self.webgpu)),
            "opencl" | "c" => match (if target == "c" { &self.c } else { &self.opencl }, self.missing.get(target)) {
                (Some(p), None) => Ok(Ok(p)),
                (None, Some(why)) if !why.trim().is_empty() => Ok(Err(why.as_str())),
                _ => Err(TvmAdaptError::Metadata(format!(
                    "`{target}` must have either a program or a reason under `missing`, not both or neither"
                ))),
            },
            other => Err(TvmAdaptError::Metadata(format!("no TVM target `{other}` (webgpu, opencl, c)"))),
        }
    }
}

impl TvmProgram {
    /// The kernels, after checking them against the task: at least one, names distinct; every
    /// buffer a task input or output or one of the program's scratch buffers (each at most once
    /// per kernel); every POD argument a task param whose type TVM's matches (integers as `i32`
    /// for `u32`/`i32` params, `f32` for `f32`); the grid and scratch shape expressions valid plan
    /// expressions over the task's integer params; the block sizes positive; scratch names
    /// distinct from each other and from the task's buffers.
    ///
    /// # Errors
    /// [`TvmAdaptError::Contract`] naming the first disagreement.
    pub fn check(&self, spec: &TaskSpec) -> Result<&[TvmKernel], TvmAdaptError> {
        if self.kernels.is_empty() {
            return Err(TvmAdaptError::Contract { kernel: spec.id.clone(), why: "no kernels".into() });
        }
        let ints: Vec<&str> = spec.params.iter().filter(|p| p.ty != ParamType::F32).map(|p| p.name.as_str()).collect();
        let over_ints = |what: &str, e: &str| -> Result<(), String> {
            let parsed = Expr::parse(e).map_err(|err| format!("{what} `{e}`: {err}"))?;
            match parsed.names().into_iter().find(|n| !ints.contains(&n.as_str())) {
                Some(n) => Err(format!("{what} `{e}` names `{n}`, no integer param of the task")),
                None => Ok(()),
            }
        };
        for (i, s) in self.scratch.iter().enumerate() {
            let bad = |why: String| TvmAdaptError::Contract { kernel: spec.id.clone(), why: format!("scratch `{}`: {why}", s.name) };
            if buffer_binding(spec, &s.name).is_some() || self.scratch[..i].iter().any(|t| t.name == s.name) {
                return Err(bad("named like another buffer".into()));
            }
            for e in &s.shape {
                over_ints("shape", e).map_err(bad)?;
            }
        }
        for (i, k) in self.kernels.iter().enumerate() {
            let bad = |why: String| TvmAdaptError::Contract { kernel: k.name.clone(), why };
            if self.kernels[..i].iter().any(|o| o.name == k.name) {
                return Err(bad("two kernels of this name".into()));
            }
            let mut seen = Vec::new();
            for a in &k.args {
                let name = match a {
                    TvmArg::Buffer { name } => {
                        if self.slot(spec, name).is_none() {
                            return Err(bad(format!("buffer `{name}` is none of the task's inputs and outputs nor a scratch buffer")));
                        }
                        name
                    }
                    TvmArg::Pod { name, ty } => {
                        let p = spec
                            .params
                            .iter()
                            .find(|p| &p.name == name)
                            .ok_or_else(|| bad(format!("scalar `{name}` is none of the task's params")))?;
                        let fits =
                            matches!((p.ty, ty), (ParamType::U32 | ParamType::I32, ParamType::I32) | (ParamType::F32, ParamType::F32));
                        if !fits {
                            return Err(bad(format!("scalar `{name}` is {ty:?} in TVM but {:?} in the task", p.ty)));
                        }
                        name
                    }
                };
                if seen.contains(&name) {
                    return Err(bad(format!("argument `{name}` appears twice")));
                }
                seen.push(name);
            }
            for g in &k.grid {
                over_ints("grid extent", g).map_err(bad)?;
            }
            if k.block.contains(&0) {
                return Err(bad(format!("work-group size {:?} has a zero", k.block)));
            }
        }
        Ok(&self.kernels)
    }

    /// Where buffer `name` (a task input or output, or one of this program's scratch buffers) sits
    /// in our contract; `None` for any other name.
    #[must_use]
    pub fn slot(&self, spec: &TaskSpec, name: &str) -> Option<Slot> {
        if let Some(i) = spec.inputs.iter().position(|b| b.name == name) {
            return Some(Slot::Input(i));
        }
        if let Some(o) = spec.outputs.iter().position(|b| b.name == name) {
            return Some(Slot::Output(o));
        }
        self.scratch.iter().position(|s| s.name == name).map(Slot::Scratch)
    }

    /// The plan's `scratch` lines for this program's scratch buffers, in order, each ending in `\n`.
    #[must_use]
    pub fn scratch_lines(&self) -> String {
        self.scratch.iter().map(|s| format!("// scratch {} {} {}\n", s.name, s.dtype.wgsl(), s.count())).collect()
    }
}

/// A plan expression of integer literals, names, `+ - * / %`, parentheses and calls, rewritten
/// token by token into another language: each literal through `literal`, each name (params and
/// function names alike) through `name`, which returns `None` for one the target has no spelling
/// of. The expression must parse as a plan expression first.
///
/// # Errors
/// The message names the expression and the token that has no spelling (or does not parse).
pub fn translate(expr: &str, literal: impl Fn(&str) -> String, name: impl Fn(&str) -> Option<String>) -> Result<String, String> {
    Expr::parse(expr).map_err(|e| format!("`{expr}`: {e}"))?;
    let mut out = String::new();
    let mut rest = expr;
    while let Some(c) = rest.chars().next() {
        let end = |f: fn(char) -> bool| rest.find(|d: char| !f(d)).unwrap_or(rest.len());
        let taken = if c.is_ascii_digit() {
            let n = end(|d| d.is_ascii_digit());
            out.push_str(&literal(&rest[..n]));
            n
        } else if c.is_ascii_alphabetic() || c == '_' {
            let n = end(|d| d.is_ascii_alphanumeric() || d == '_');
            out.push_str(&name(&rest[..n]).ok_or_else(|| format!("`{expr}`: `{}` has no spelling here", &rest[..n]))?);
            n
        } else if "+-*/%(), ".contains(c) {
            out.push(c);
            1
        } else {
            return Err(format!("`{expr}`: unexpected `{c}`"));
        };
        rest = &rest[taken..];
    }
    Ok(out)
}

/// The binding (WGSL) or argument position (OpenCL C) of task buffer `name` in our contract, and
/// whether it is an input: inputs `0..I`, outputs `I..I+O` (docs/SCHEMA.md §2).
#[must_use]
pub fn buffer_binding(spec: &TaskSpec, name: &str) -> Option<(usize, bool)> {
    if let Some(i) = spec.inputs.iter().position(|b| b.name == name) {
        return Some((i, true));
    }
    spec.outputs.iter().position(|b| b.name == name).map(|o| (spec.inputs.len() + o, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn translate_rewrites_literals_and_names_and_refuses_the_rest() {
        let lit = |n: &str| format!("{n}u");
        let name = |n: &str| match n {
            "N" => Some("p.N".to_string()),
            "min" => Some("min".to_string()),
            _ => None,
        };
        assert_eq!(translate("((N + 255) / 256)", lit, name).unwrap(), "((p.N + 255u) / 256u)");
        assert_eq!(translate("min(N, 7) % 3", lit, name).unwrap(), "min(p.N, 7u) % 3u");
        assert!(translate("pow(N, 2)", lit, name).unwrap_err().contains("`pow`"));
        assert!(translate("N; }", lit, name).is_err(), "not a plan expression");
    }
}
