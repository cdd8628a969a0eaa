//! What an edit touched: two kernels compared by their launch plans and, for WGSL, their naga IR.
//!
//! Two uses:
//! * [`plan_only_violation`] enforces a "plan only" step: the new kernel may differ from the best
//!   one only in the `// @plan` block, the values of `override` constants (the plan's
//!   `override NAME = V` lines and the initialisers of existing `override` declarations) and the
//!   work-group size attribute (`@workgroup_size(…)`, OpenCL's `reqd_work_group_size(…)`). Both
//!   kernels' code outside the plan is compared as a token stream with comments and whitespace
//!   removed and those three places blanked out; WGSL must also parse with naga. Anything else
//!   (a new override declaration, a renamed variable, a changed literal) is a violation.
//! * [`classify`] records, for any step, which areas changed ([`Change`]): `plan`, `overrides`,
//!   `workgroup_size`, `entry_points`, `bindings`, `workgroup_memory`, `loops`, `functions`,
//!   `body` (a `tvmscript` kernel's areas are its layers': [`super::tvm_diff`]). The WGSL areas come from the naga modules (entry points and their work-group sizes,
//!   global variables with a binding, `var<workgroup>` globals, override declarations, the number
//!   of `loop` statements per function); `body` lists the functions whose normalised token stream
//!   changed. This is a record of what changed, not an enforcement.

use std::collections::{BTreeMap, BTreeSet};

use ekb_eval::kind::{Form, Kind};
use ekb_eval::plan::parse_plan;
use ekb_wire::trajectory::Change;

/// Why a "plan only" edit was refused, for the trajectory and the next prompt.
pub fn plan_only_violation(best: &str, new: &str, kind: Kind) -> Option<String> {
    if let Err(d) = parse_plan(new) {
        return Some(format!("the new launch plan does not parse: {}", d.message));
    }
    if kind.info().form == Form::Wgsl {
        if let Err(e) = naga::front::wgsl::parse_str(new) {
            return Some(format!("the new kernel is not valid WGSL: {}", e.message()));
        }
    }
    let a = normalised(&code_without_plan(best));
    let b = normalised(&code_without_plan(new));
    if a == b {
        return None;
    }
    let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    let show = |t: &[String]| t.iter().skip(at.saturating_sub(3)).take(8).cloned().collect::<Vec<_>>().join(" ");
    Some(format!(
        "a plan-only step may change only the `// @plan` block, override values and work-group sizes; the code differs at token {at}: `{}` became `{}`",
        show(&a),
        show(&b)
    ))
}

/// Whether `new` is `old` again, comments and spacing aside (the same plan lines and the same code
/// tokens, work-group sizes and override values included).
pub fn unchanged(old: &str, new: &str) -> bool {
    plan_lines(old) == plan_lines(new) && code_tokens(&code_without_plan(old)) == code_tokens(&code_without_plan(new))
}

/// The areas the edit from `old` to `new` touched (empty when the code is the same).
pub fn classify(old: &str, new: &str, kind: Kind) -> Vec<Change> {
    if kind == Kind::Tvmscript {
        return super::tvm_diff::classify(old, new);
    }
    let mut out = Vec::new();
    let (po, pn) = (plan_lines(old), plan_lines(new));
    let (oo, on): (Vec<_>, Vec<_>) =
        (po.iter().filter(|l| l.starts_with("override")).collect(), pn.iter().filter(|l| l.starts_with("override")).collect());
    let (ro, rn): (Vec<_>, Vec<_>) =
        (po.iter().filter(|l| !l.starts_with("override")).collect(), pn.iter().filter(|l| !l.starts_with("override")).collect());
    if ro != rn {
        out.push(change("plan", lines_diff(&ro, &rn)));
    }
    if oo != on {
        out.push(change("overrides", format!("plan: {}", lines_diff(&oo, &on))));
    }
    if kind.info().form == Form::Wgsl {
        if let (Ok(a), Ok(b)) = (naga::front::wgsl::parse_str(old), naga::front::wgsl::parse_str(new)) {
            out.extend(ir_changes(&Ir::of(&a), &Ir::of(&b)));
        } else if let Err(e) = naga::front::wgsl::parse_str(new) {
            out.push(change("body", format!("the new kernel does not parse as WGSL ({}), so its IR was not compared", e.message())));
            return out;
        }
    } else {
        let (a, b) = (normalised(&code_without_plan(old)), normalised(&code_without_plan(new)));
        let (wa, wb) =
            (attribute_args(&code_tokens(old), "reqd_work_group_size"), attribute_args(&code_tokens(new), "reqd_work_group_size"));
        if wa != wb {
            out.push(change("workgroup_size", format!("reqd_work_group_size {} → {}", show_list(&wa), show_list(&wb))));
        }
        if a != b {
            out.push(change("body", "the code outside the plan changed".into()));
        }
        return out;
    }
    let (fa, fb) = (functions(&normalised(&code_without_plan(old))), functions(&normalised(&code_without_plan(new))));
    let changed: Vec<&String> = fb.iter().filter(|(name, toks)| fa.get(*name).is_some_and(|t| t != *toks)).map(|(n, _)| n).collect();
    if !changed.is_empty() {
        out.push(change(
            "body",
            format!("statements changed in {}", changed.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")),
        ));
    }
    out
}

/// Whether `source` has an `override` constant a plan-only step can move: an `override`
/// declaration in its code (WGSL) or an `override` line in its plan (OpenCL's `-D` values).
pub fn has_overrides(source: &str) -> bool {
    plan_lines(source).iter().any(|l| l.starts_with("override ")) || code_tokens(&code_without_plan(source)).iter().any(|t| t == "override")
}

/// Longest texts [`line_diff`] compares, in lines (a kernel is tens to hundreds): the table it
/// builds is their product.
const LINE_DIFF_MAX_LINES: usize = 2000;

/// The lines `new` changed from `old` (trailing spaces aside), as `-` and `+` lines in order, at
/// most `max_lines` of them (then `… N more changed lines`); empty when no line changed. A
/// longest-common-subsequence diff; texts over [`LINE_DIFF_MAX_LINES`] lines are summarised.
pub fn line_diff(old: &str, new: &str, max_lines: usize) -> String {
    let a: Vec<&str> = old.lines().map(str::trim_end).collect();
    let b: Vec<&str> = new.lines().map(str::trim_end).collect();
    if a.len() > LINE_DIFF_MAX_LINES || b.len() > LINE_DIFF_MAX_LINES {
        return format!("(too long to diff: {} lines before, {} after)", a.len(), b.len());
    }
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            out.push(format!("-{}", a[i]));
            i += 1;
        } else {
            out.push(format!("+{}", b[j]));
            j += 1;
        }
    }
    let more = out.len().saturating_sub(max_lines);
    out.truncate(max_lines);
    if more > 0 {
        out.push(format!("… {more} more changed lines"));
    }
    out.join("\n")
}

fn change(area: &str, detail: String) -> Change {
    Change { area: area.into(), detail }
}

fn show_list(v: &[Vec<String>]) -> String {
    if v.is_empty() {
        return "none".into();
    }
    v.iter().map(|a| format!("({})", a.join(""))).collect::<Vec<_>>().join(", ")
}

fn lines_diff(old: &[&String], new: &[&String]) -> String {
    let removed: Vec<String> = old.iter().filter(|l| !new.contains(l)).map(|l| format!("-`{l}`")).collect();
    let added: Vec<String> = new.iter().filter(|l| !old.contains(l)).map(|l| format!("+`{l}`")).collect();
    let all: Vec<String> = removed.into_iter().chain(added).collect();
    if all.is_empty() {
        "lines reordered".into()
    } else {
        all.join(" ")
    }
}

/// What [`classify`] compares of a naga module.
#[derive(Default)]
struct Ir {
    entries: BTreeMap<String, (String, String)>,
    bindings: BTreeSet<String>,
    workgroup: BTreeSet<String>,
    overrides: BTreeSet<String>,
    helpers: BTreeSet<String>,
    loops: BTreeMap<String, usize>,
}

impl Ir {
    fn of(m: &naga::Module) -> Self {
        let mut ir = Ir::default();
        let ty = |h: naga::Handle<naga::Type>| m.types[h].name.clone().unwrap_or_else(|| format!("{:?}", m.types[h].inner));
        for ep in &m.entry_points {
            let size = match ep.workgroup_size_overrides {
                Some(o) if o.iter().any(Option::is_some) => format!("{:?} (overrides)", ep.workgroup_size),
                _ => format!("({}, {}, {})", ep.workgroup_size[0], ep.workgroup_size[1], ep.workgroup_size[2]),
            };
            ir.entries.insert(ep.name.clone(), (format!("{:?}", ep.stage), size));
            ir.loops.insert(ep.name.clone(), loops(&ep.function.body));
        }
        for (_, g) in m.global_variables.iter() {
            let name = g.name.clone().unwrap_or_default();
            if let Some(b) = &g.binding {
                ir.bindings.insert(format!("@group({}) @binding({}) {name}: {:?} {}", b.group, b.binding, g.space, ty(g.ty)));
            }
            if g.space == naga::AddressSpace::WorkGroup {
                ir.workgroup.insert(format!("{name}: {}", ty(g.ty)));
            }
        }
        for (_, o) in m.overrides.iter() {
            ir.overrides.insert(format!("{}: {}", o.name.clone().unwrap_or_default(), ty(o.ty)));
        }
        for (_, f) in m.functions.iter() {
            let name = f.name.clone().unwrap_or_default();
            ir.helpers.insert(name.clone());
            ir.loops.insert(name, loops(&f.body));
        }
        ir
    }
}

fn loops(block: &naga::Block) -> usize {
    use naga::Statement as S;
    block
        .iter()
        .map(|s| match s {
            S::Loop { body, continuing, .. } => 1 + loops(body) + loops(continuing),
            S::Block(b) => loops(b),
            S::If { accept, reject, .. } => loops(accept) + loops(reject),
            S::Switch { cases, .. } => cases.iter().map(|c| loops(&c.body)).sum(),
            _ => 0,
        })
        .sum()
}

fn set_diff(a: &BTreeSet<String>, b: &BTreeSet<String>) -> Option<String> {
    let removed: Vec<String> = a.difference(b).map(|x| format!("-`{x}`")).collect();
    let added: Vec<String> = b.difference(a).map(|x| format!("+`{x}`")).collect();
    if removed.is_empty() && added.is_empty() {
        None
    } else {
        Some(removed.into_iter().chain(added).collect::<Vec<_>>().join(" "))
    }
}

fn ir_changes(a: &Ir, b: &Ir) -> Vec<Change> {
    let mut out = Vec::new();
    let names = |m: &BTreeMap<String, (String, String)>| m.iter().map(|(n, (s, _))| format!("{s} {n}")).collect::<BTreeSet<_>>();
    if let Some(d) = set_diff(&names(&a.entries), &names(&b.entries)) {
        out.push(change("entry_points", d));
    }
    let sizes: Vec<String> = b
        .entries
        .iter()
        .filter_map(|(n, (_, size))| {
            a.entries.get(n).filter(|(_, old)| old != size).map(|(_, old)| format!("`{n}`: workgroup_size {old} → {size}"))
        })
        .collect();
    if !sizes.is_empty() {
        out.push(change("workgroup_size", sizes.join("; ")));
    }
    if let Some(d) = set_diff(&a.overrides, &b.overrides) {
        out.push(change("overrides", format!("declarations: {d}")));
    }
    if let Some(d) = set_diff(&a.bindings, &b.bindings) {
        out.push(change("bindings", d));
    }
    if let Some(d) = set_diff(&a.workgroup, &b.workgroup) {
        out.push(change("workgroup_memory", d));
    }
    if let Some(d) = set_diff(&a.helpers, &b.helpers) {
        out.push(change("functions", d));
    }
    let loop_changes: Vec<String> =
        b.loops.iter().filter_map(|(n, k)| a.loops.get(n).filter(|old| *old != k).map(|old| format!("`{n}`: {old} → {k} loops"))).collect();
    if !loop_changes.is_empty() {
        out.push(change("loops", loop_changes.join("; ")));
    }
    out
}

/// The plan block's lines (trimmed, without `//` and `#` comments), in order; empty without one.
fn plan_lines(source: &str) -> Vec<String> {
    let mut inside = false;
    let mut out = Vec::new();
    for line in source.lines() {
        let t = line.trim().trim_start_matches('\u{feff}');
        match t.strip_prefix("//").map(str::trim) {
            Some("@plan") => inside = true,
            Some("@end") if inside => return out,
            Some(b) if inside => {
                let b = b.split('#').next().unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
                if !b.is_empty() {
                    out.push(b);
                }
            }
            _ => {}
        }
    }
    out
}

/// The source with the plan block's lines removed (they are comments to the compiler anyway).
fn code_without_plan(source: &str) -> String {
    let mut inside = false;
    let mut out = String::new();
    for line in source.lines() {
        match line.trim().strip_prefix("//").map(str::trim) {
            Some("@plan") => inside = true,
            Some("@end") if inside => inside = false,
            _ if inside => {}
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Tokens of C-like source without comments or whitespace: identifiers and numbers (with `.`)
/// as one token, every other character alone.
fn code_tokens(source: &str) -> Vec<String> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            let mut depth = 0usize;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c.is_whitespace() {
            i += 1;
        } else if c.is_alphanumeric() || c == '_' || c == '.' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// The end (exclusive) of the parenthesised group opening at `open`.
fn group_end(t: &[String], open: usize) -> usize {
    let mut depth = 0usize;
    for (j, tok) in t.iter().enumerate().skip(open) {
        match tok.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    t.len()
}

/// The argument tokens of every `NAME(…)` in `t`.
fn attribute_args(t: &[String], name: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for i in 0..t.len() {
        if t[i] == name && t.get(i + 1).is_some_and(|x| x == "(") {
            let end = group_end(t, i + 1);
            out.push(t[i + 2..end.saturating_sub(1).max(i + 2)].to_vec());
        }
    }
    out
}

/// [`code_tokens`] with the work-group size arguments and the override initialisers blanked.
fn normalised(source: &str) -> Vec<String> {
    let t = code_tokens(source);
    let mut out = Vec::with_capacity(t.len());
    let mut i = 0;
    while i < t.len() {
        let tok = t[i].as_str();
        if (tok == "workgroup_size" || tok == "reqd_work_group_size") && t.get(i + 1).is_some_and(|x| x == "(") {
            out.push(t[i].clone());
            out.push("(_)".into());
            i = group_end(&t, i + 1);
        } else if tok == "override" {
            // `override NAME [: T] [= INIT] ;` keeps everything but INIT.
            while i < t.len() && t[i] != "=" && t[i] != ";" {
                out.push(t[i].clone());
                i += 1;
            }
            if t.get(i).is_some_and(|x| x == "=") {
                out.push("= _".into());
                while i < t.len() && t[i] != ";" {
                    i += 1;
                }
            }
        } else {
            out.push(t[i].clone());
            i += 1;
        }
    }
    out
}

/// Each `fn NAME` of normalised WGSL tokens → its signature and body tokens.
fn functions(t: &[String]) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let mut i = 0;
    while i + 1 < t.len() {
        if t[i] == "fn" {
            let name = t[i + 1].clone();
            let mut j = i + 2;
            while j < t.len() && t[j] != "{" {
                j += 1;
            }
            let mut depth = 0usize;
            let start = i;
            while j < t.len() {
                match t[j].as_str() {
                    "{" => depth += 1,
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            out.insert(name, t[start..(j + 1).min(t.len())].to_vec());
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "// @plan\n// pass main threads(N, 1, 1)\n// @end\nstruct Params { N: u32 }\n\
        @group(0) @binding(0) var<storage, read> a: array<f32>;\n\
        @group(0) @binding(1) var<storage, read_write> c: array<f32>;\n\
        @group(0) @binding(2) var<uniform> p: Params;\n\
        override SCALE: f32 = 1.0;\n\
        @compute @workgroup_size(8)\nfn main(@builtin(global_invocation_id) gid: vec3<u32>) {\n  let i = gid.x;\n  if (i < p.N) { c[i] = a[i] * SCALE; }\n}\n";

    #[test]
    fn plan_overrides_and_workgroup_sizes_are_plan_only() {
        let new = BASE
            .replace("threads(N, 1, 1)", "dispatch(ceil_div(N, wg_x), 1, 1)\n// override SCALE = 1.0")
            .replace("workgroup_size(8)", "workgroup_size(256, 1)")
            .replace("= 1.0;", "= 2.0; // comments and\n   // spacing do not count");
        assert_eq!(plan_only_violation(BASE, &new, Kind::Wgsl), None);
        let areas: Vec<String> = classify(BASE, &new, Kind::Wgsl).into_iter().map(|c| c.area).collect();
        assert_eq!(areas, ["plan", "overrides", "workgroup_size"]);
    }

    #[test]
    fn a_body_edit_breaks_plan_only_and_is_classified() {
        let new = BASE.replace("let i = gid.x;", "let i = gid.x + 0u;");
        let why = plan_only_violation(BASE, &new, Kind::Wgsl).expect("a violation");
        assert!(why.contains("became `i = gid.x + 0u ;"), "{why}");
        let c = classify(BASE, &new, Kind::Wgsl);
        assert_eq!(c, vec![change("body", "statements changed in `main`".into())]);
        // A new override declaration is not a value change.
        let decl = BASE.replace("override SCALE", "override EXTRA: u32 = 1u;\noverride SCALE");
        assert!(plan_only_violation(BASE, &decl, Kind::Wgsl).is_some());
        assert!(plan_only_violation(BASE, "fn (", Kind::Wgsl).expect("invalid").contains("not valid WGSL"));
    }

    #[test]
    fn ir_areas_bindings_workgroup_memory_loops_and_functions() {
        let new = BASE
            .replace(
                "var<uniform> p: Params;",
                "var<uniform> p: Params;\nvar<workgroup> tile: array<f32, 64>;\nfn twice(x: f32) -> f32 { return 2.0 * x; }",
            )
            .replace("@binding(1) var<storage, read_write> c", "@binding(1) var<storage, read_write> out")
            .replace("c[i] = a[i] * SCALE;", "for (var k = 0u; k < 1u; k++) { out[i] = twice(a[i]) * SCALE + tile[0] * 0.0; }");
        let areas: Vec<String> = classify(BASE, &new, Kind::Wgsl).into_iter().map(|c| c.area).collect();
        assert_eq!(areas, ["bindings", "workgroup_memory", "functions", "loops", "body"]);
        assert!(classify(BASE, BASE, Kind::Wgsl).is_empty());
        assert!(unchanged(BASE, &BASE.replace("let i = gid.x;", "let i = gid.x; // same")));
        assert!(!unchanged(BASE, &BASE.replace("workgroup_size(8)", "workgroup_size(16)")));
        assert!(!unchanged(BASE, &BASE.replace("threads(N, 1, 1)", "threads(N, 2, 1)")));
    }

    #[test]
    fn overrides_are_found_in_the_code_or_the_plan() {
        assert!(has_overrides(BASE));
        let without = BASE.replace("override SCALE: f32 = 1.0;\n", "const SCALE: f32 = 1.0;\n");
        assert!(!has_overrides(&without));
        // A comment that mentions the word is not a declaration; an OpenCL plan line is.
        assert!(!has_overrides(&without.replace("struct Params", "// override later\nstruct Params")));
        assert!(has_overrides("// @plan\n// pass k threads(N, 1, 1)\n// override TILE = 16\n// @end\n__kernel void k() {}\n"));
    }

    #[test]
    fn a_line_diff_shows_the_changed_lines_in_order_and_is_bounded() {
        let new = BASE.replace("workgroup_size(8)", "workgroup_size(64)").replace("  let i = gid.x;\n", "");
        assert_eq!(line_diff(BASE, &new, 10), "-@compute @workgroup_size(8)\n+@compute @workgroup_size(64)\n-  let i = gid.x;");
        assert_eq!(line_diff(BASE, BASE, 10), "");
        assert_eq!(line_diff(BASE, &new, 1), "-@compute @workgroup_size(8)\n… 2 more changed lines");
    }
}
