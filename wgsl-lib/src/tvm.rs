//! The launch ABI adapter for TVM's `webgpu` target: TVM-generated WGSL + its launch metadata →
//! an ordinary WGSL candidate of our contract (docs/TVM.md, "The launch ABI adapters").
//!
//! TVM's WGSL binds its buffers at `@binding(0..k−1)` in its argument order, then a
//! `var<uniform> podArgs : PODArgs` whose fields are the scalar arguments (as TVM types them,
//! `i32` for a `te.var`) followed by `packGridDimX: u32`; the kernel returns early when its
//! linear work-group index `blockIdx.z * gridDim.x + blockIdx.x` is above `packGridDimX`. TVM's
//! JavaScript runtime (`web/src/webgpu.ts`, `createShadeInternal`) fills the uniform, sets
//! `packGridDimX` to the unfolded x-grid and, while the x-grid is ≥ 65,536, halves it (rounding
//! up) and doubles z. [`adapt`] reproduces that host side in the candidate itself:
//!
//! - TVM prints one shader per kernel (after `// Function: <kernel>`), each binding its own buffers
//!   at 0..k−1: the sections merge into one module, each buffer declared once at its binding in our
//!   contract (inputs `0..I`, outputs `I..I+O`, the program's scratch buffers `I+O+1…`; outputs and
//!   scratch `read_write`), each kernel's POD reads use that kernel's values, and a module-scope
//!   `var<workgroup>` an earlier kernel already declares (`red_buf0`) is renamed in its kernel;
//! - the uniform and `struct PODArgs` give way to our `Params` struct at binding `I+O`, and each
//!   read `podArgs.<field>` in the body becomes that value over it — `(i32(ekb_params.N))`, and for
//!   `packGridDimX` the unfolded x-grid as a WGSL expression of the params — so the reads stay
//!   uniform (a private copy would not be, and TVM's barriers after the early return need that);
//! - a launch plan dispatches each kernel in TVM's launch order (one pass each, then a `scratch`
//!   line per intermediate buffer) on its folded grid: `dispatch(ceil_div(G, F), Y, F)` with
//!   `F = pow(2, log2(2 * ceil_div(G, 65535) − 1))`, the smallest power of two that brings
//!   `⌈G / F⌉` below 65,536 — the runtime's halving loop in closed form ([`fold_factor`]).
//!
//! Nothing else in TVM's text changes.

use ekb_eval::task::{ParamType, TaskSpec};
use ekb_eval::tvm_launch::{translate, Slot, TvmAdaptError, TvmArg, TvmKernel, TvmProgram};

/// The prefix of every identifier the adapter adds; TVM's source must not use it.
const OURS: &str = "ekb_params";

/// The plan expression of the fold factor `F` for an unfolded x-grid `grid_x` (a plan
/// expression): the smallest power of two with `⌈grid_x / F⌉ ≤ 65,535`, what TVM's runtime
/// reaches by halving (rounding up) while the x-grid is ≥ 65,536 (`⌈⌈g/2⌉/2⌉ = ⌈g/4⌉`).
/// `log2(2m − 1)` is `⌈log2 m⌉` for `m ≥ 1`.
#[must_use]
pub fn fold_factor(grid_x: &str) -> String {
    format!("pow(2, log2(2 * ceil_div({grid_x}, 65535) - 1))")
}

/// The candidate text: TVM's WGSL `source` for `spec`, adapted by the metadata `program`
/// (`launch.json`'s `webgpu` entry), with a launch plan.
///
/// # Errors
/// [`TvmAdaptError`] when the metadata disagrees with the task ([`TvmProgram::check`]), the grid
/// uses `blockIdx.z` (TVM's runtime reserves it for the fold), or the source lacks what the
/// adapter rewrites (a binding, `PODArgs`, the entry point).
pub fn adapt(spec: &TaskSpec, program: &TvmProgram, source: &str) -> Result<String, TvmAdaptError> {
    let kernels = program.check(spec)?;
    for k in kernels {
        if k.grid[2].trim() != "1" {
            return Err(TvmAdaptError::Contract {
                kernel: k.name.clone(),
                why: format!("grid z is `{}`: TVM's WebGPU runtime reserves blockIdx.z for folding x", k.grid[2]),
            });
        }
    }
    if source.contains(OURS) {
        return Err(TvmAdaptError::Source(format!("the source already uses the name `{OURS}`")));
    }
    // TVM prints one shader per kernel, each after `// Function: <kernel>`, each with its own
    // bindings 0..k−1 and PODArgs: one section per kernel, merged into one module.
    let mut sections: Vec<(usize, Vec<&str>)> = Vec::new();
    for line in source.lines() {
        if let Some(name) = line.strip_prefix("// Function: ") {
            let i = kernels
                .iter()
                .position(|k| k.name == name.trim())
                .ok_or_else(|| TvmAdaptError::Source(format!("a function `{}` the metadata does not list", name.trim())))?;
            if sections.last().is_some_and(|(j, _)| *j == i) {
                continue;
            }
            if sections.iter().any(|(j, _)| *j == i) {
                return Err(TvmAdaptError::Source(format!("kernel `{}` printed twice", kernels[i].name)));
            }
            sections.push((i, Vec::new()));
        } else if let Some((_, lines)) = sections.last_mut() {
            lines.push(line);
        } else if kernels.len() == 1 {
            sections.push((0, vec![line]));
        } else if !line.trim().is_empty() {
            return Err(TvmAdaptError::Source(format!("text before the first `// Function:` header: `{}`", line.trim())));
        }
    }
    let mut declared: Vec<(usize, String)> = Vec::new();
    let mut params_written = false;
    let mut workgroup_vars: Vec<String> = Vec::new();
    let mut out = String::new();
    for (i, lines) in &sections {
        let k = &kernels[*i];
        let text = section(spec, program, k, lines, &mut declared, &mut params_written)?;
        let text = rename_workgroup_vars(&text, *i, &mut workgroup_vars);
        out.push_str(&substitute_pod_reads(&text, &pod_values(spec, k)?)?);
    }
    if let Some(k) = kernels.iter().find(|k| !sections.iter().any(|(i, _)| &kernels[*i] == *k)) {
        return Err(TvmAdaptError::Source(format!("no shader for kernel `{}`", k.name)));
    }
    Ok(format!("{}{out}", plan(program)))
}

/// One kernel's shader, rewritten: its buffer bindings moved to ours (each binding declared once in
/// the module: `declared` holds (binding, variable) pairs already written), its PODArgs checked
/// against the metadata and dropped, its uniform replaced by our `Params` (once: `params_written`).
fn section(
    spec: &TaskSpec,
    program: &TvmProgram,
    k: &TvmKernel,
    lines: &[&str],
    declared: &mut Vec<(usize, String)>,
    params_written: &mut bool,
) -> Result<String, TvmAdaptError> {
    let buffers: Vec<&str> =
        k.args.iter().filter_map(|a| if let TvmArg::Buffer { name } = a { Some(name.as_str()) } else { None }).collect();
    let n_io = spec.inputs.len() + spec.outputs.len();
    let mut out = String::new();
    let mut pod_struct = None;
    let mut found_uniform = false;
    let mut lines = lines.iter();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if let Some(i) = binding_of(t) {
            if i < buffers.len() && t.contains("var<storage") {
                let slot = program.slot(spec, buffers[i]).expect("checked");
                let (ours, writable) = match slot {
                    Slot::Input(b) => (b, false),
                    Slot::Output(o) => (spec.inputs.len() + o, true),
                    Slot::Scratch(s) => (n_io + 1 + s, true),
                };
                let var = t.split("var<").nth(1).and_then(|r| r.split('>').nth(1)).and_then(|r| r.split(':').next()).unwrap_or("").trim();
                match declared.iter().find(|(b, _)| *b == ours) {
                    Some((_, v)) if v == var => continue,
                    Some((_, v)) => {
                        return Err(TvmAdaptError::Source(format!(
                            "buffer `{}` is `{v}` in one kernel and `{var}` in another",
                            buffers[i]
                        )));
                    }
                    None => declared.push((ours, var.to_string())),
                }
                let mut decl = line.replacen(&format!("@binding({i})"), &format!("@binding({ours})"), 1);
                if writable {
                    decl = decl.replacen("var<storage, read>", "var<storage, read_write>", 1);
                }
                out.push_str(&decl);
                out.push('\n');
                continue;
            }
            if i == buffers.len() && t.contains("var<uniform> podArgs : PODArgs;") {
                if !*params_written {
                    out.push_str(&params_block(spec));
                    *params_written = true;
                }
                found_uniform = true;
                continue;
            }
            return Err(TvmAdaptError::Source(format!("unexpected binding: `{}`", t.trim_end())));
        }
        if t.starts_with("struct PODArgs {") {
            let mut fields = Vec::new();
            for f in lines.by_ref() {
                if f.trim() == "}" {
                    break;
                }
                fields.push(f.trim().trim_end_matches(',').to_string());
            }
            pod_struct = Some(fields);
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    let expected = pod_fields(k);
    match pod_struct {
        Some(fields) if fields == expected => {}
        Some(fields) => return Err(TvmAdaptError::Source(format!("PODArgs has fields {fields:?}; the metadata says {expected:?}"))),
        None => return Err(TvmAdaptError::Source("no `struct PODArgs`".into())),
    }
    if !found_uniform || !out.contains(&format!("fn {}(", k.name)) {
        return Err(TvmAdaptError::Source(format!(
            "missing the PODArgs uniform at binding {} or the entry point `{}`",
            buffers.len(),
            k.name
        )));
    }
    Ok(out)
}

/// A kernel's shader text with each module-scope `var<workgroup>` that an earlier kernel's shader
/// already declares (TVM names them alike in every kernel: `red_buf0`) renamed `<name>_k<i>`,
/// every whole-word use in this text too; `seen` collects the names declared so far.
fn rename_workgroup_vars(text: &str, kernel: usize, seen: &mut Vec<String>) -> String {
    let mut text = text.to_string();
    let names: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("var<workgroup> "))
        .filter_map(|r| r.split(':').next())
        .map(|n| n.trim().to_string())
        .collect();
    for name in names {
        if seen.contains(&name) {
            let new = format!("{name}_k{kernel}");
            text = replace_word(&text, &name, &new);
            seen.push(new);
        } else {
            seen.push(name);
        }
    }
    text
}

/// `text` with every whole-word occurrence of identifier `from` replaced by `to`.
fn replace_word(text: &str, from: &str, to: &str) -> String {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(from) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + from.len()..].chars().next();
        out.push_str(&rest[..i]);
        if before.is_some_and(is_ident) || after.is_some_and(is_ident) {
            out.push_str(from);
        } else {
            out.push_str(to);
        }
        rest = &rest[i + from.len()..];
    }
    out.push_str(rest);
    out
}

/// Every `podArgs.<field>` read replaced by that field's value over our uniform (parenthesised).
fn substitute_pod_reads(text: &str, values: &[(String, String)]) -> Result<String, TvmAdaptError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("podArgs") {
        out.push_str(&rest[..i]);
        let after = &rest[i + "podArgs".len()..];
        let field_text =
            after.strip_prefix('.').ok_or_else(|| TvmAdaptError::Source("`podArgs` used other than as `podArgs.<field>`".into()))?;
        let n = field_text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(field_text.len());
        let field = &field_text[..n];
        let (_, value) = values
            .iter()
            .find(|(f, _)| f == field)
            .ok_or_else(|| TvmAdaptError::Source(format!("`podArgs.{field}`: no such POD field")))?;
        out.push('(');
        out.push_str(value);
        out.push(')');
        rest = &field_text[n..];
    }
    out.push_str(rest);
    Ok(out)
}

/// `N` of a line starting `@group(0) @binding(N)`.
fn binding_of(line: &str) -> Option<usize> {
    let rest = line.strip_prefix("@group(0) @binding(")?;
    rest[..rest.find(')')?].parse().ok()
}

/// The comment header and launch plan: each kernel once, in TVM's launch order, on its folded
/// grid; then the scratch buffers.
fn plan(program: &TvmProgram) -> String {
    let passes: String = program
        .kernels
        .iter()
        .map(|k| {
            let f = fold_factor(&k.grid[0]);
            format!("// pass {} dispatch(ceil_div({}, {f}), {}, {f})\n", k.name, k.grid[0], k.grid[1])
        })
        .collect();
    format!(
        "// TVM-generated WGSL, adapted to the kernel contract by wgsl_lib::tvm (docs/TVM.md).\n\
         // The x-grid is folded into z beyond 65,535 work-groups as TVM's WebGPU runtime does.\n\
         // @plan\n{passes}{}// @end\n",
        program.scratch_lines()
    )
}

/// Our `Params` struct (every task param, declared order) at binding `I+O`.
fn params_block(spec: &TaskSpec) -> String {
    let fields: Vec<String> = spec.params.iter().map(|p| format!("{}: {}", p.name, wgsl_type(p.ty))).collect();
    format!(
        "// The task's Params uniform (docs/SCHEMA.md §2) in place of TVM's PODArgs; its reads become reads of this.\n\
         struct EkbParams {{ {} }}\n@group(0) @binding({}) var<uniform> {OURS} : EkbParams;\n",
        fields.join(", "),
        spec.inputs.len() + spec.outputs.len()
    )
}

fn wgsl_type(t: ParamType) -> &'static str {
    match t {
        ParamType::U32 => "u32",
        ParamType::I32 => "i32",
        ParamType::F32 => "f32",
    }
}

/// The fields `PODArgs` must have: the POD arguments as TVM types them, then `packGridDimX: u32`.
fn pod_fields(k: &TvmKernel) -> Vec<String> {
    let mut v: Vec<String> = k
        .args
        .iter()
        .filter_map(|a| if let TvmArg::Pod { name, ty } = a { Some(format!("{name}: {}", wgsl_type(*ty))) } else { None })
        .collect();
    v.push("packGridDimX: u32".into());
    v
}

/// The value of each `PODArgs` field over our uniform: each POD argument from our params (converted
/// to TVM's type), and `packGridDimX`, the unfolded x-grid.
fn pod_values(spec: &TaskSpec, k: &TvmKernel) -> Result<Vec<(String, String)>, TvmAdaptError> {
    let mut v = Vec::new();
    for a in &k.args {
        if let TvmArg::Pod { name, ty } = a {
            let p = spec.params.iter().find(|p| &p.name == name).expect("checked");
            let value = if p.ty == *ty { format!("{OURS}.{name}") } else { format!("{}({OURS}.{name})", wgsl_type(*ty)) };
            v.push((name.clone(), value));
        }
    }
    let grid = wgsl_u32(spec, &k.grid[0]).map_err(|why| TvmAdaptError::Contract { kernel: k.name.clone(), why })?;
    v.push(("packGridDimX".to_string(), grid));
    Ok(v)
}

/// A grid extent (a plan expression over the integer params, `min` and `max`, as tvm/generate.py
/// writes them) as a WGSL `u32` expression over `ekb_params`.
fn wgsl_u32(spec: &TaskSpec, expr: &str) -> Result<String, String> {
    translate(
        expr,
        |n| format!("{n}u"),
        |id| match spec.params.iter().find(|p| p.name == id).map(|p| p.ty) {
            Some(ParamType::U32) => Some(format!("{OURS}.{id}")),
            Some(ParamType::I32) => Some(format!("u32({OURS}.{id})")),
            Some(ParamType::F32) => None,
            None => ["min", "max"].contains(&id).then(|| id.to_string()),
        },
    )
    .map_err(|e| format!("grid extent {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_eval::expr::{Env, Expr};

    /// TVM's runtime loop (`web/src/webgpu.ts`): (x, z) dispatched for an unfolded x-grid `g`.
    fn runtime_fold(g: i64) -> (i64, i64) {
        let (mut x, mut z) = (g, 1);
        while x >= 1 << 16 {
            x = if x % 2 == 0 { x / 2 } else { (x + 1) / 2 };
            z *= 2;
        }
        (x, z)
    }

    #[test]
    fn workgroup_vars_of_later_kernels_are_renamed_where_they_collide() {
        let mut seen = Vec::new();
        let first = "var<workgroup> red_buf0 : array<f32, 256>;\nfn a() { red_buf0[0] = 1.0; }\n";
        assert_eq!(rename_workgroup_vars(first, 0, &mut seen), first);
        let second = "var<workgroup> red_buf0 : array<f32, 256>;\nvar<workgroup> other : f32;\nfn b() { red_buf0[1] = red_buf01; }\n";
        assert_eq!(
            rename_workgroup_vars(second, 1, &mut seen),
            "var<workgroup> red_buf0_k1 : array<f32, 256>;\nvar<workgroup> other : f32;\nfn b() { red_buf0_k1[1] = red_buf01; }\n"
        );
    }

    #[test]
    fn the_fold_matches_tvms_runtime_loop() {
        let f = Expr::parse(&fold_factor("G")).unwrap();
        let x = Expr::parse(&format!("ceil_div(G, {})", fold_factor("G"))).unwrap();
        let mut grids: Vec<i64> = (1..=20).map(|k| 1 << k).flat_map(|p: i64| [p - 1, p, p + 1]).collect();
        grids.extend([65_535, 65_536, 65_537, 131_070, 131_071, 131_072, 262_144, 1_000_003, 16_777_216, 33_554_431]);
        for g in grids {
            let env: Env = [("G".to_string(), g)].into_iter().collect();
            assert_eq!((x.eval(&env).unwrap(), f.eval(&env).unwrap()), runtime_fold(g), "G = {g}");
        }
    }
}
