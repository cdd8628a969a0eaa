//! The launch plan: the scheduling half of a candidate, written in a comment block at the top of
//! its WGSL so that it travels with the kernel text everywhere.
//!
//! ```wgsl
//! // @plan
//! // pass partial dispatch(ceil_div(N, 256), 1, 1)
//! // pass finish  threads(1, 1, 1)
//! // scratch sums f32 ceil_div(N, 256)
//! // override TILE = 16
//! // @end
//! ```
//!
//! * `pass ENTRY dispatch(X, Y, Z)` — dispatch `X×Y×Z` workgroups of entry point `ENTRY`;
//!   `pass ENTRY threads(X, Y, Z)` — launch at least `X×Y×Z` invocations, i.e.
//!   `dispatch(ceil_div(X, wg_x), ceil_div(Y, wg_y), ceil_div(Z, wg_z))`. Expressions use the
//!   task's integer params and `wg_x`, `wg_y`, `wg_z` (that entry point's workgroup size, after
//!   overrides). Passes run in order, each seeing the previous one's writes.
//! * `pass ENTRY dispatch(X, Y, Z) local(LX, LY, LZ)` — the same with a local size (integer
//!   literals), for languages whose kernels do not fix it in the text (OpenCL C without
//!   `reqd_work_group_size`); kept in [`LaunchPlan::local_sizes`]. The WGSL front end takes the
//!   size from `@workgroup_size` instead.
//! * `scratch NAME DTYPE COUNT` — a `var<storage, read_write>` buffer of `COUNT` elements of
//!   `DTYPE`, bound after `Params` (binding `params + 1`, `+ 2`, … in declared order) and zero-filled
//!   before every launch.
//! * `override NAME = VALUE` — a value for a WGSL `override` constant (applied before validation
//!   and every limit check).
//! * `#` starts a comment that runs to the end of the line.
//!
//! A module with one compute entry point and no plan gets the task's default launch.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, SourceRange, Stage};
use crate::expr::Expr;
use crate::task::Dtype;

/// How one pass sizes its dispatch.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grid {
    /// Workgroup counts per axis.
    Dispatch([Expr; 3]),
    /// Invocation counts per axis, rounded up to whole workgroups.
    Threads([Expr; 3]),
}

/// One dispatch of the plan.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pass {
    /// Entry point name.
    pub entry: String,
    /// Grid.
    pub grid: Grid,
    /// 1-based line of the pass in the candidate (0 for the task's default launch).
    pub line: u32,
}

/// A scratch buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scratch {
    /// Name (for messages).
    pub name: String,
    /// Element type.
    pub dtype: Dtype,
    /// Element count.
    pub count: Expr,
}

/// A whole launch plan.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct LaunchPlan {
    /// Passes in order; empty means "the task's default launch".
    pub passes: Vec<Pass>,
    /// Scratch buffers in binding order.
    pub scratch: Vec<Scratch>,
    /// Values of `override` constants, by name.
    pub overrides: Vec<(String, f64)>,
    /// One entry per pass, in order: the pass's `local(x, y, z)`, if it has one.
    #[serde(default)]
    pub local_sizes: Vec<Option<[u32; 3]>>,
}

const BEGIN: &str = "@plan";
const END: &str = "@end";

/// Extracts the launch plan from a candidate's leading comment block.
///
/// Returns an empty plan when there is none.
///
/// # Errors
/// A [`Diagnostic`] (stage `plan`) located at the offending line.
pub fn parse_plan(source: &str) -> Result<LaunchPlan, Diagnostic> {
    let mut plan = LaunchPlan::default();
    let mut inside = false;
    let mut seen_code = false;
    // Open `/* */` levels (WGSL block comments nest): comments may precede the plan.
    let mut block = 0usize;
    for (i, raw) in source.lines().enumerate() {
        let line_no = i + 1;
        // A byte-order mark is not WGSL text (`prepare` strips it too).
        let raw = if i == 0 { raw.strip_prefix('\u{feff}').unwrap_or(raw) } else { raw };
        let code = if inside || seen_code { std::borrow::Cow::Borrowed(raw) } else { outside_block_comments(raw, &mut block) };
        let t = code.trim();
        let body = t.strip_prefix("//").map(str::trim);
        let err = |msg: String| Diagnostic::error(Stage::Plan, msg).with_label(SourceRange::line(source, line_no), "");
        match body {
            Some(b) if b == BEGIN => {
                if inside {
                    return Err(err("nested `// @plan`".into()));
                }
                if seen_code || !plan.passes.is_empty() || !plan.scratch.is_empty() {
                    return Err(err("the launch plan must be one block at the top of the file".into())
                        .with_note("put `// @plan` … `// @end` before any WGSL code"));
                }
                inside = true;
            }
            Some(b) if b == END => {
                if !inside {
                    return Err(err("`// @end` without `// @plan`".into()));
                }
                inside = false;
                seen_code = true; // a second block is an error
            }
            Some(b) if inside => {
                // `#` starts a comment (expressions never contain one).
                let b = b.split('#').next().unwrap_or_default().trim();
                if !b.is_empty() {
                    parse_line(b, line_no as u32, &mut plan).map_err(err)?;
                }
            }
            Some(_) => {}
            None if inside => return Err(err("unterminated launch plan: expected `// @end`".into())),
            None => seen_code |= !t.is_empty(),
        }
    }
    if inside {
        let last = source.lines().count().max(1);
        return Err(
            Diagnostic::error(Stage::Plan, "unterminated launch plan: expected `// @end`").with_label(SourceRange::line(source, last), "")
        );
    }
    Ok(plan)
}

fn parse_line(b: &str, line: u32, plan: &mut LaunchPlan) -> Result<(), String> {
    let (keyword, rest) = b.split_once(char::is_whitespace).unwrap_or((b, ""));
    let rest = rest.trim();
    match keyword {
        "pass" => {
            let (entry, grid) = rest.split_once(char::is_whitespace).ok_or("expected `pass ENTRY dispatch(x, y, z)`")?;
            let (grid, local) = split_local(grid.trim())?;
            let (kind, args) = grid
                .split_once('(')
                .filter(|_| grid.ends_with(')'))
                .ok_or("expected `dispatch(x, y, z)` or `threads(x, y, z)` after the entry point")?;
            let args = split_args(&args[..args.len() - 1]);
            if args.len() != 3 {
                return Err(format!("`{}` takes 3 expressions (x, y, z), got {}", kind.trim(), args.len()));
            }
            let e = |s: &str| Expr::parse(s).map_err(|e| e.to_string());
            let xyz = [e(&args[0])?, e(&args[1])?, e(&args[2])?];
            let grid = match kind.trim() {
                "dispatch" => Grid::Dispatch(xyz),
                "threads" => Grid::Threads(xyz),
                other => return Err(format!("unknown grid kind `{other}`: use `dispatch` or `threads`")),
            };
            plan.passes.push(Pass { entry: entry.to_string(), grid, line });
            plan.local_sizes.push(local);
        }
        "scratch" => {
            let mut parts = rest.splitn(3, char::is_whitespace);
            let (name, dtype, count) = match (parts.next(), parts.next(), parts.next()) {
                (Some(n), Some(d), Some(c)) => (n, d, c),
                _ => return Err("expected `scratch NAME DTYPE COUNT`".into()),
            };
            let dtype = match dtype {
                "f32" => Dtype::F32,
                "f16" => Dtype::F16,
                "u32" => Dtype::U32,
                "i32" => Dtype::I32,
                other => return Err(format!("unknown dtype `{other}` (f32, f16, u32, i32)")),
            };
            let count = Expr::parse(count).map_err(|e| e.to_string())?;
            plan.scratch.push(Scratch { name: name.to_string(), dtype, count });
        }
        "override" => {
            let (name, value) = rest.split_once('=').ok_or("expected `override NAME = VALUE`")?;
            let value: f64 = value.trim().parse().map_err(|_| format!("`{}` is not a number", value.trim()))?;
            plan.overrides.push((name.trim().to_string(), value));
        }
        other => return Err(format!("unknown plan directive `{other}` (pass, scratch, override)")),
    }
    Ok(())
}

/// The parts of `line` outside block comments, given `level` open `/* */` comments before it
/// (updated to the level after it). A `//` outside a block comment ends the line's code, and is
/// kept so the caller sees the line comment.
fn outside_block_comments<'a>(line: &'a str, level: &mut usize) -> std::borrow::Cow<'a, str> {
    if *level == 0 && !line.contains("/*") {
        return std::borrow::Cow::Borrowed(line);
    }
    let b = line.as_bytes();
    let mut out = String::new();
    // Start of the current stretch outside comments, if outside.
    let mut start = (*level == 0).then_some(0);
    let mut i = 0;
    while i < b.len() {
        if *level == 0 && b[i..].starts_with(b"//") {
            break;
        }
        if b[i..].starts_with(b"/*") {
            if let Some(s) = start.take() {
                out.push_str(&line[s..i]);
                out.push(' ');
            }
            *level += 1;
            i += 2;
        } else if *level > 0 && b[i..].starts_with(b"*/") {
            *level -= 1;
            i += 2;
            if *level == 0 {
                start = Some(i);
            }
        } else {
            i += 1;
        }
    }
    if let Some(s) = start {
        out.push_str(&line[s..]);
    }
    std::borrow::Cow::Owned(out)
}

/// Splits `dispatch(…) local(x, y, z)` into the grid call and the local size, if any (positive
/// integer literals).
fn split_local(grid: &str) -> Result<(&str, Option<[u32; 3]>), String> {
    // The end of the first top-level call.
    let mut depth = 0i32;
    let end = grid.char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        None
    });
    let Some(end) = end else { return Ok((grid, None)) };
    let rest = grid[end..].trim();
    if rest.is_empty() {
        return Ok((grid, None));
    }
    let args = rest
        .strip_prefix("local")
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('('))
        .and_then(|r| r.strip_suffix(')'))
        .ok_or_else(|| format!("unexpected `{rest}` after the grid: only `local(x, y, z)` may follow it"))?;
    let parts = split_args(args);
    if parts.len() != 3 {
        return Err(format!("`local` takes 3 integers (x, y, z), got {}", parts.len()));
    }
    let mut size = [0u32; 3];
    for (v, p) in size.iter_mut().zip(&parts) {
        *v = p.trim().parse().ok().filter(|&v| v > 0).ok_or_else(|| format!("`local` sizes are positive integers, got `{}`", p.trim()))?;
    }
    Ok((grid[..end].trim(), Some(size)))
}

/// Splits on top-level commas.
fn split_args(s: &str) -> Vec<String> {
    let (mut depth, mut cur, mut out) = (0i32, String::new(), Vec::new());
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() || !out.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_full_plan() {
        let src = "// GEMM, tiled\n// @plan\n// pass main dispatch(ceil_div(N, wg_x), ceil_div(M, 16), 1)\n\
                   // pass fix threads(M, 1, 1)\n// scratch tmp f32 M * 4\n// override TILE = 16\n// @end\n@compute fn main() {}";
        let p = parse_plan(src).unwrap();
        assert_eq!(p.passes.len(), 2);
        assert_eq!(p.passes[0].line, 3);
        assert!(matches!(&p.passes[1].grid, Grid::Threads(_)));
        assert_eq!(p.scratch[0].count.source(), "M * 4");
        assert_eq!(p.overrides, vec![("TILE".to_string(), 16.0)]);
    }

    #[test]
    fn a_pass_may_carry_a_local_size() {
        let p = parse_plan("// @plan\n// pass a dispatch(ceil_div(N, 64), 1, 1) local(64, 1, 1)\n// pass b threads(N, 1, 1)\n// @end\n")
            .unwrap();
        assert_eq!(p.local_sizes, vec![Some([64, 1, 1]), None]);
        assert!(matches!(&p.passes[0].grid, Grid::Dispatch(e) if e[0].source() == "ceil_div(N, 64)"));
        for bad in ["local(0, 1, 1)", "local(8, 1)", "local(N, 1, 1)", "frob(1, 1, 1)"] {
            let d = parse_plan(&format!("// @plan\n// pass a dispatch(1, 1, 1) {bad}\n// @end\n")).unwrap_err();
            assert_eq!(d.location(), Some((2, 1)), "{bad}");
        }
    }

    #[test]
    fn hash_comments_are_ignored() {
        let p = parse_plan("// @plan\n// # whole-line comment\n// pass main threads(N, 1, 1)  # one per element\n// @end\n").unwrap();
        assert_eq!(p.passes.len(), 1);
        assert_eq!(p.passes[0].entry, "main");
    }

    #[test]
    fn no_plan_is_empty() {
        assert_eq!(parse_plan("@compute @workgroup_size(1) fn main() {}").unwrap(), LaunchPlan::default());
    }

    #[test]
    fn a_byte_order_mark_before_the_plan_is_ignored() {
        let p = parse_plan("\u{feff}// @plan\n// pass main threads(N, 1, 1)\n// @end\n").unwrap();
        assert_eq!(p.passes.len(), 1);
    }

    #[test]
    fn block_comments_may_precede_the_plan() {
        for head in ["/* licence */\n", "/* one\n   two /* nested */ still\n*/\n", "/* a */ /* b */ // note\n"] {
            let p = parse_plan(&format!("{head}// @plan\n// pass main threads(N, 1, 1)\n// @end\nfn main() {{}}"));
            assert_eq!(p.map(|p| p.passes.len()), Ok(1), "{head:?}");
        }
        // Code after a block comment is still code.
        let d = parse_plan("/* a */ fn x() {}\n// @plan\n// @end\n").unwrap_err();
        insta::assert_snapshot!("plan_after_code_behind_a_block_comment", d.one_line());
    }

    #[test]
    fn errors_point_at_the_line() {
        let d = parse_plan("// @plan\n// pass main dispatch(1, 2)\n// @end\n").unwrap_err();
        assert_eq!(d.location(), Some((2, 1)));
        insta::assert_snapshot!("plan_dispatch_of_two_expressions", d.one_line());
        let d = parse_plan("// @plan\n// pass main dispatch(1,1,1)\nfn x() {}").unwrap_err();
        insta::assert_snapshot!("plan_unterminated", d.one_line());
        let d = parse_plan("fn x() {}\n// @plan\n// @end\n").unwrap_err();
        insta::assert_snapshot!("plan_after_code", d.one_line());
        let d = parse_plan("// @plan\n// frobnicate\n// @end\n").unwrap_err();
        insta::assert_snapshot!("plan_unknown_directive", d.one_line());
    }
}
