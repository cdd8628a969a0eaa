//! What `ekb tune` may change in a WGSL kernel: its `override` constants (declared in the text,
//! their effective defaults from the declaration or the plan's `override NAME = VALUE` lines),
//! the candidate values of each, the variants (one value per constant) in the order they are
//! tried, and the kernel text of a variant (the plan's override lines rewritten).

use serde::{Deserialize, Serialize};

use ekb_eval::device::DeviceLimits;
use ekb_eval::kind::{Kind, Tunables};
use ekb_eval::plan::parse_plan;

use super::TuneError;

/// One `override` the WGSL text declares (`@id(n) override NAME: TYPE = INIT;`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Declared {
    /// The constant's name.
    pub name: String,
    /// Its declared type (`u32`, `i32`, `f32`, `bool`, …), when written.
    pub ty: Option<String>,
    /// Its initialiser when that is a plain number (`64`, `64u`, `0.5f`, `true` = 1), else `None`.
    pub init: Option<f64>,
}

/// One dimension of the search: an override and the values tried for it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Dim {
    /// The override's name.
    pub name: String,
    /// Its value in the kernel as given (the plan's line, else the declaration's initialiser).
    pub default: f64,
    /// Values tried besides the default, ascending, without the default.
    pub values: Vec<f64>,
    /// Whether the values came from the user (`--values NAME=a,b,c`) instead of the automatic
    /// powers of two.
    pub given: bool,
    /// What the value sets.
    #[serde(default)]
    pub knob: Knob,
}

/// What a [`Dim`]'s value sets in the kernel text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Knob {
    /// A WGSL `override` constant, through the plan's `// override NAME = V` line.
    #[default]
    Override,
    /// The x size of a plan pass's `local(x, y, z)` (OpenCL C without `reqd_work_group_size`);
    /// y and z are kept. The dim is named `local.ENTRY` (`local.ENTRY.K` for the K-th, 1-based,
    /// pass of an entry point that runs more than once).
    LocalX {
        /// The pass's index in the plan, from 0.
        pass: usize,
    },
}

/// The search space of one kernel: a [`Dim`] per tuned override, plus the declared overrides
/// left out and why.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TuneSpace {
    /// The tuned overrides, in declaration order.
    pub dims: Vec<Dim>,
    /// Declared overrides not tuned, with the reason (`f32 override: pass --values WEIGHT=…`).
    pub left_out: Vec<(String, String)>,
}

/// Most powers of two tried on each side of an integer default: default·2⁻³ … default·2³.
pub const AUTO_STEPS: i32 = 3;

/// The override constants declared in WGSL `source`, in order (comments skipped). A plain text
/// scan: the worker's naga validation of every variant is the authority on what they mean.
pub fn declared_overrides(source: &str) -> Vec<Declared> {
    let code = strip_comments(source);
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = find_word(rest, "override") {
        rest = &rest[at + "override".len()..];
        let decl_end = rest.find(';').unwrap_or(rest.len());
        let decl = &rest[..decl_end];
        rest = &rest[decl_end.min(rest.len())..];
        let (head, init) = match decl.split_once('=') {
            Some((h, i)) => (h, Some(i.trim())),
            None => (decl, None),
        };
        let (name, ty) = match head.split_once(':') {
            Some((n, t)) => (n.trim(), Some(t.trim().to_string())),
            None => (head.trim(), None),
        };
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let ty = ty.or_else(|| init.and_then(literal_type).map(str::to_string));
        out.push(Declared { name: name.to_string(), ty, init: init.and_then(number) });
    }
    out
}

/// The search space of `source` on a device with `limits`: every declared integer override gets
/// powers of two around its default (default·2^k, |k| ≤ [`AUTO_STEPS`], within
/// 1 … `max_compute_invocations_per_workgroup`), unless `given` names values for it; overrides
/// named in `given` get exactly those values. Non-integer overrides are tuned only when given.
///
/// # Errors
/// [`TuneError::NothingToTune`] when the kernel declares no override (or none can be tuned),
/// [`TuneError::UnknownOverride`] when `given` names one it does not declare,
/// [`TuneError::Plan`] when the plan block does not parse.
pub fn discover(kind: Kind, source: &str, given: &[(String, Vec<f64>)], limits: &DeviceLimits) -> Result<TuneSpace, TuneError> {
    match kind.info().tunables {
        Tunables::Overrides => discover_overrides(source, given, limits),
        Tunables::LocalSizes => discover_locals(source, given, limits),
        Tunables::None => Err(TuneError::Kind(kind)),
    }
}

/// The OpenCL C space: the x size of every plan pass with a `local(x, y, z)`, powers of two
/// around it with `x·y·z` within the device's invocation limit, or the given values.
fn discover_locals(source: &str, given: &[(String, Vec<f64>)], limits: &DeviceLimits) -> Result<TuneSpace, TuneError> {
    let plan = parse_plan(source).map_err(|d| TuneError::Plan(d.one_line()))?;
    let mut space = TuneSpace::default();
    for (i, (pass, local)) in plan.passes.iter().zip(&plan.local_sizes).enumerate() {
        let Some([x, y, z]) = *local else { continue };
        let runs = plan.passes.iter().filter(|p| p.entry == pass.entry).count();
        let nth = plan.passes[..=i].iter().filter(|p| p.entry == pass.entry).count();
        let name = if runs > 1 { format!("local.{}.{nth}", pass.entry) } else { format!("local.{}", pass.entry) };
        let default = f64::from(x);
        let user = given.iter().find(|(n, _)| *n == name);
        if let Some((_, v)) = user {
            check_values(&name, v, Some("local"))?;
        }
        let values = match user {
            Some((_, v)) => normalise(v.iter().copied().filter(|v| *v != default)),
            None => powers_around(default, f64::from(limits.max_compute_invocations_per_workgroup.max(1) / (y * z).max(1))),
        };
        space.dims.push(Dim { name, default, values, given: user.is_some(), knob: Knob::LocalX { pass: i } });
    }
    for (name, _) in given {
        if !space.dims.iter().any(|d| &d.name == name) {
            return Err(TuneError::UnknownOverride { name: name.clone(), declared: space.dims.iter().map(|d| d.name.clone()).collect() });
        }
    }
    space.dims.retain(|d| !d.values.is_empty());
    if space.dims.is_empty() {
        return Err(TuneError::NothingToTune(
            "no plan pass has a `local(x, y, z)` size to search (a kernel with `reqd_work_group_size` fixes its own): \
             write `// pass ENTRY threads(…) local(64, 1, 1)` in the plan and leave the attribute out"
                .into(),
        ));
    }
    Ok(space)
}

/// `default·2^k`, 0 < |k| ≤ [`AUTO_STEPS`], that are whole and within 1 … `max`.
fn powers_around(default: f64, max: f64) -> Vec<f64> {
    normalise(
        (-AUTO_STEPS..=AUTO_STEPS)
            .filter(|k| *k != 0)
            .map(|k| default * 2f64.powi(k))
            .filter(|v| v.fract() == 0.0 && *v >= 1.0 && *v <= max),
    )
}

fn discover_overrides(source: &str, given: &[(String, Vec<f64>)], limits: &DeviceLimits) -> Result<TuneSpace, TuneError> {
    let declared = declared_overrides(source);
    let plan = parse_plan(source).map_err(|d| TuneError::Plan(d.one_line()))?;
    for (name, _) in given {
        if !declared.iter().any(|d| &d.name == name) {
            return Err(TuneError::UnknownOverride { name: name.clone(), declared: declared.iter().map(|d| d.name.clone()).collect() });
        }
    }
    let mut space = TuneSpace::default();
    for d in &declared {
        let planned = plan.overrides.iter().rev().find(|(n, _)| n == &d.name).map(|(_, v)| *v);
        let Some(default) = planned.or(d.init) else {
            space.left_out.push((d.name.clone(), "no default value (neither an initialiser nor a plan line)".into()));
            continue;
        };
        if let Some((_, values)) = given.iter().find(|(n, _)| n == &d.name) {
            check_values(&d.name, values, d.ty.as_deref())?;
            let values = normalise(values.iter().copied().filter(|v| *v != default));
            space.dims.push(Dim { name: d.name.clone(), default, values, given: true, knob: Knob::Override });
            continue;
        }
        let integer = matches!(d.ty.as_deref(), None | Some("u32" | "i32"));
        if !integer || default.fract() != 0.0 || default < 1.0 {
            let ty = d.ty.as_deref().unwrap_or("untyped");
            space.left_out.push((d.name.clone(), format!("{ty} override with default {default}: pass --values {}=…", d.name)));
            continue;
        }
        let max = f64::from(limits.max_compute_invocations_per_workgroup.max(1));
        let values = powers_around(default, max);
        if values.is_empty() {
            space.left_out.push((d.name.clone(), format!("no power of two around {default} within 1…{max}")));
            continue;
        }
        space.dims.push(Dim { name: d.name.clone(), default, values, given: false, knob: Knob::Override });
    }
    if space.dims.is_empty() {
        let why = if declared.is_empty() {
            "the kernel declares no `override` constants: declare the workgroup size as one \
             (`override WG: u32 = 64;` and `@workgroup_size(WG)`) to tune it"
                .to_string()
        } else {
            let parts: Vec<String> = space.left_out.iter().map(|(n, why)| format!("{n}: {why}")).collect();
            format!("no override can be tuned ({})", parts.join("; "))
        };
        return Err(TuneError::NothingToTune(why));
    }
    Ok(space)
}

/// Refuses a given value that the constant's type cannot hold, instead of handing naga a
/// fraction for a `u32` (which it truncates, so the variant is not what was asked for) or the
/// device a local size of 0. `ty` is the declared type, `Some("local")` for an OpenCL local size;
/// an untyped override takes any finite number (its type is inferred from the initialiser).
fn check_values(name: &str, values: &[f64], ty: Option<&str>) -> Result<(), TuneError> {
    let (ok, accepts): (fn(f64) -> bool, &str) = match ty {
        Some("u32") => (|v| v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v), "whole numbers 0 … 4294967295 (u32)"),
        Some("i32") => (
            |v| v.fract() == 0.0 && (f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(&v),
            "whole numbers -2147483648 … 2147483647 (i32)",
        ),
        Some("bool") => (|v| v == 0.0 || v == 1.0, "0 or 1 (bool)"),
        Some("local") => (|v| v.fract() == 0.0 && (1.0..=f64::from(u32::MAX)).contains(&v), "whole numbers ≥ 1 (a local size)"),
        _ => (f64::is_finite, "finite numbers"),
    };
    match values.iter().find(|v| !ok(**v)) {
        Some(&value) => Err(TuneError::BadValue { name: name.to_string(), value, accepts: accepts.to_string() }),
        None => Ok(()),
    }
}

fn normalise(values: impl Iterator<Item = f64>) -> Vec<f64> {
    let mut v: Vec<f64> = values.filter(|v| v.is_finite()).collect();
    v.sort_by(f64::total_cmp);
    v.dedup();
    v
}

impl TuneSpace {
    /// The values of the kernel as given, one per dim.
    pub fn defaults(&self) -> Vec<(String, f64)> {
        self.dims.iter().map(|d| (d.name.clone(), d.default)).collect()
    }

    /// Every variant but the default, in the order they are tried: fewest constants changed
    /// first, then nearest the default (sum of |log₂(value / default)|), at most `max`.
    pub fn variants(&self, max: usize) -> Vec<Vec<(String, f64)>> {
        let mut all: Vec<Vec<f64>> = vec![vec![]];
        for d in &self.dims {
            let choices: Vec<f64> = std::iter::once(d.default).chain(d.values.iter().copied()).collect();
            all = all.into_iter().flat_map(|p| choices.iter().map(move |c| [p.clone(), vec![*c]].concat())).collect();
        }
        let distance = |p: &[f64]| -> (usize, f64) {
            let changed = p.iter().zip(&self.dims).filter(|(v, d)| **v != d.default).count();
            let far = p.iter().zip(&self.dims).map(|(v, d)| log_distance(*v, d.default)).sum::<f64>();
            (changed, far)
        };
        all.retain(|p| distance(p).0 > 0);
        all.sort_by(|a, b| {
            let (ca, fa) = distance(a);
            let (cb, fb) = distance(b);
            ca.cmp(&cb)
                .then(fa.total_cmp(&fb))
                .then_with(|| a.iter().zip(b).map(|(x, y)| x.total_cmp(y)).fold(std::cmp::Ordering::Equal, |o, n| o.then(n)))
        });
        all.truncate(max);
        all.into_iter().map(|p| self.dims.iter().map(|d| d.name.clone()).zip(p).collect()).collect()
    }
}

impl TuneSpace {
    /// `source` with `values` applied: override dims as plan override lines ([`with_values`]),
    /// local dims in their pass's `local(…)` ([`with_local_x`]).
    pub fn source_for(&self, source: &str, values: &[(String, f64)]) -> String {
        let knob = |name: &str| self.dims.iter().find(|d| d.name == name).map_or(Knob::Override, |d| d.knob);
        let overrides: Vec<(String, f64)> = values.iter().filter(|(n, _)| knob(n) == Knob::Override).cloned().collect();
        let mut text = if overrides.is_empty() { source.to_string() } else { with_values(source, &overrides) };
        for (name, v) in values {
            if let Knob::LocalX { pass } = knob(name) {
                text = with_local_x(&text, pass, *v as u32);
            }
        }
        text
    }
}

/// `source` with the x size of the `pass`-th plan pass's `local(x, y, z)` set to `x` (unchanged
/// when that pass has none).
pub fn with_local_x(source: &str, pass: usize, x: u32) -> String {
    let Ok(plan) = parse_plan(source) else { return source.to_string() };
    let Some(line) = plan.passes.get(pass).map(|p| p.line as usize) else { return source.to_string() };
    let mut out = String::with_capacity(source.len() + 4);
    for (i, l) in source.split_inclusive('\n').enumerate() {
        match (i + 1 == line).then(|| l.find("local(")).flatten() {
            Some(at) => {
                let open = at + "local(".len();
                let first_end = l[open..].find(',').map_or(open, |c| open + c);
                out.push_str(&l[..open]);
                out.push_str(&x.to_string());
                out.push_str(&l[first_end..]);
            }
            None => out.push_str(l),
        }
    }
    out
}

fn log_distance(v: f64, default: f64) -> f64 {
    if v > 0.0 && default > 0.0 {
        (v / default).log2().abs()
    } else {
        (v - default).abs()
    }
}

/// `source` with `values` as the plan's override lines: an existing `// override NAME = …` line
/// of a tuned name is replaced, a missing one is added before `// @end`, and a kernel without a
/// plan gets a block of override lines only (it keeps the task's default launch).
pub fn with_values(source: &str, values: &[(String, f64)]) -> String {
    let body = source.strip_prefix('\u{feff}').unwrap_or(source);
    let lines: Vec<&str> = body.split_inclusive('\n').collect();
    let is = |l: &str, what: &str| l.trim().strip_prefix("//").map(str::trim) == Some(what);
    let begin = lines.iter().position(|l| is(l, "@plan"));
    let end = begin.and_then(|b| lines.iter().skip(b).position(|l| is(l, "@end")).map(|e| e + b));
    let new_lines: String = values.iter().map(|(n, v)| format!("// override {n} = {}\n", fmt_value(*v))).collect();
    let (Some(begin), Some(end)) = (begin, end) else {
        return format!("// @plan\n{new_lines}// @end\n{body}");
    };
    let mut out = String::with_capacity(source.len() + new_lines.len());
    for (i, l) in lines.iter().enumerate() {
        if i == end {
            out.push_str(&new_lines);
        }
        let tuned_line = i > begin && i < end && values.iter().any(|(n, _)| plan_override_name(l) == Some(n.as_str()));
        if !tuned_line {
            out.push_str(l);
        }
    }
    out
}

/// The name of a plan line `// override NAME = VALUE`, if it is one.
fn plan_override_name(line: &str) -> Option<&str> {
    let b = line.trim().strip_prefix("//")?.trim().strip_prefix("override")?;
    Some(b.split_once('=')?.0.trim())
}

/// A value as a plan line writes it: integers without a fraction.
pub fn fmt_value(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// The type of a literal initialiser when it says one (`64u` → u32, `0.5` → f32, `true` → bool);
/// `None` for a plain integer (an abstract int: the override's type is then an integer).
fn literal_type(s: &str) -> Option<&'static str> {
    match s {
        "true" | "false" => Some("bool"),
        _ if s.ends_with('u') => Some("u32"),
        _ if s.ends_with('i') => Some("i32"),
        _ if s.ends_with('h') => Some("f16"),
        _ if s.ends_with('f') || (!s.starts_with("0x") && (s.contains('.') || s.contains('e'))) => Some("f32"),
        _ => None,
    }
}

/// `64`, `64u`, `-3i`, `0.5`, `0.5f`, `1e-3`, `true`/`false` → the number; anything else `None`.
fn number(s: &str) -> Option<f64> {
    match s {
        "true" => return Some(1.0),
        "false" => return Some(0.0),
        _ => {}
    }
    let t = s.trim_end_matches(['u', 'i', 'f', 'h']);
    if let Some(hex) = t.strip_prefix("0x") {
        return i64::from_str_radix(hex, 16).ok().map(|v| v as f64);
    }
    t.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// The first `word` in `s` that is a whole identifier.
fn find_word(s: &str, word: &str) -> Option<usize> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(i) = s[from..].find(word).map(|i| i + from) {
        let before = s[..i].chars().next_back().is_some_and(ident);
        let after = s[i + word.len()..].chars().next().is_some_and(ident);
        if !before && !after {
            return Some(i);
        }
        from = i + word.len();
    }
    None
}

/// `source` with `//` line comments and nested `/* */` block comments replaced by spaces.
fn strip_comments(source: &str) -> String {
    let b = source.as_bytes();
    let mut out = String::with_capacity(source.len());
    let (mut i, mut depth, mut start) = (0usize, 0usize, 0usize);
    while i < b.len() {
        if depth == 0 && b[i..].starts_with(b"//") {
            out.push_str(&source[start..i]);
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            start = i;
        } else if b[i..].starts_with(b"/*") {
            if depth == 0 {
                out.push_str(&source[start..i]);
            }
            depth += 1;
            i += 2;
        } else if depth > 0 && b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                out.push(' ');
                start = i;
            }
        } else {
            i += 1;
        }
    }
    if depth == 0 {
        out.push_str(&source[start.min(source.len())..]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = "// size /* nested */ note\n/* override HIDDEN: u32 = 1; */\noverride WG: u32 = 64;\n\
                          @id(3) override SCALE: f32 = 0.5f;\noverride FLAG = true;\noverride N_ITEMS: u32;\n\
                          @compute @workgroup_size(WG) fn main() {}\n";

    #[test]
    fn finds_declared_overrides_outside_comments() {
        let d = declared_overrides(KERNEL);
        let names: Vec<_> = d.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["WG", "SCALE", "FLAG", "N_ITEMS"]);
        assert_eq!(d[0].init, Some(64.0));
        assert_eq!(d[1].ty.as_deref(), Some("f32"));
        assert_eq!(d[1].init, Some(0.5));
        assert_eq!(d[2].init, Some(1.0));
        assert_eq!(d[3].init, None);
    }

    #[test]
    fn powers_of_two_within_the_limits() {
        let s = discover(Kind::Wgsl, KERNEL, &[], &DeviceLimits::webgpu_default()).unwrap();
        assert_eq!(s.dims.len(), 1);
        assert_eq!(s.dims[0].values, [8.0, 16.0, 32.0, 128.0, 256.0]);
        assert_eq!(s.left_out.len(), 3, "{:?}", s.left_out);
        let g = discover(Kind::Wgsl, KERNEL, &[("SCALE".into(), vec![0.25, 0.5, 1.0])], &DeviceLimits::webgpu_default()).unwrap();
        assert_eq!(g.dims[1].values, [0.25, 1.0]);
        assert!(matches!(
            discover(Kind::Wgsl, KERNEL, &[("NOPE".into(), vec![1.0])], &DeviceLimits::webgpu_default()),
            Err(TuneError::UnknownOverride { .. })
        ));
    }

    #[test]
    fn given_values_the_type_cannot_hold_are_refused() {
        let limits = DeviceLimits::webgpu_default();
        for (name, v) in [("WG", 1.5), ("WG", -4.0), ("WG", 5e9), ("SCALE", f64::INFINITY)] {
            let e = discover(Kind::Wgsl, KERNEL, &[(name.into(), vec![32.0, v])], &limits).unwrap_err();
            assert!(matches!(&e, TuneError::BadValue { name: n, value, .. } if n == name && (*value == v)), "{name}={v}: {e:?}");
        }
        assert_eq!(
            discover(Kind::Wgsl, KERNEL, &[("WG".into(), vec![1.5])], &limits).unwrap_err().to_string(),
            "--values WG=1.5: WG takes whole numbers 0 … 4294967295 (u32)"
        );
        // A u32 of 0 or 1e9 is a u32: the checks reject the variant (not a usage error).
        let s = discover(Kind::Wgsl, KERNEL, &[("WG".into(), vec![0.0, 1e9])], &limits).unwrap();
        assert_eq!(s.dims[0].values, [0.0, 1e9]);
        let cl = "// @plan\n// pass vector_add threads(N, 1, 1) local(16, 1, 1)\n// @end\n__kernel void vector_add() {}\n";
        for v in [0.0, 2.5, -64.0] {
            let e = discover(Kind::Opencl, cl, &[("local.vector_add".into(), vec![v])], &limits).unwrap_err();
            assert!(matches!(e, TuneError::BadValue { .. }), "{v}: {e:?}");
        }
        assert_eq!(discover(Kind::Opencl, cl, &[("local.vector_add".into(), vec![64.0])], &limits).unwrap().dims[0].values, [64.0]);
    }

    #[test]
    fn the_plan_sets_the_default() {
        let src = format!("// @plan\n// pass main threads(N, 1, 1)\n// override WG = 128\n// @end\n{KERNEL}");
        let s = discover(Kind::Wgsl, &src, &[], &DeviceLimits::webgpu_default()).unwrap();
        assert_eq!(s.dims[0].default, 128.0);
        let v = with_values(&src, &[("WG".into(), 32.0)]);
        assert!(v.contains("// override WG = 32\n// @end\n") && !v.contains("WG = 128"), "{v}");
        assert!(v.contains("// pass main threads(N, 1, 1)\n"));
        assert_eq!(parse_plan(&v).unwrap().overrides, vec![("WG".to_string(), 32.0)]);
    }

    #[test]
    fn a_kernel_without_a_plan_gets_override_lines_only() {
        let v = with_values(KERNEL, &[("WG".into(), 256.0)]);
        let plan = parse_plan(&v).unwrap();
        assert!(plan.passes.is_empty());
        assert_eq!(plan.overrides, vec![("WG".to_string(), 256.0)]);
    }

    #[test]
    fn no_override_is_a_clear_error() {
        let e = discover(Kind::Wgsl, "@compute @workgroup_size(64) fn main() {}", &[], &DeviceLimits::webgpu_default()).unwrap_err();
        assert!(e.to_string().contains("declares no `override`"), "{e}");
    }

    #[test]
    fn variants_change_one_constant_first_nearest_first() {
        let s = TuneSpace {
            dims: vec![
                Dim { name: "A".into(), default: 64.0, values: vec![16.0, 32.0, 128.0], given: false, knob: Knob::Override },
                Dim { name: "B".into(), default: 1.0, values: vec![2.0], given: false, knob: Knob::Override },
            ],
            left_out: vec![],
        };
        let v = s.variants(100);
        assert_eq!(v.len(), 4 * 2 - 1);
        let firsts: Vec<_> = v.iter().take(4).map(|p| (p[0].1, p[1].1)).collect();
        assert_eq!(firsts, [(32.0, 1.0), (64.0, 2.0), (128.0, 1.0), (16.0, 1.0)]);
        assert_eq!(s.variants(2).len(), 2);
    }

    #[test]
    fn opencl_local_sizes_are_searched_in_the_plan() {
        let src = "// @plan\n// pass a threads(N, 1, 1) local(16, 1, 1)\n// pass b threads(N, 1, 1)\n\
                   // pass a dispatch(1, 1, 1) local(8, 4, 1)\n// @end\n__kernel void a() {}\n";
        let s = discover(Kind::Opencl, src, &[], &DeviceLimits::webgpu_default()).unwrap();
        let names: Vec<_> = s.dims.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["local.a.1", "local.a.2"]);
        assert_eq!(s.dims[0].values, [2.0, 4.0, 8.0, 32.0, 64.0, 128.0]);
        assert_eq!(s.dims[1].values, [1.0, 2.0, 4.0, 16.0, 32.0, 64.0], "x·4 within 256");
        let v = s.source_for(src, &[("local.a.1".into(), 64.0), ("local.a.2".into(), 32.0)]);
        let plan = parse_plan(&v).unwrap();
        assert_eq!(plan.local_sizes, vec![Some([64, 1, 1]), None, Some([32, 4, 1])]);
        let e = discover(Kind::Opencl, "__kernel void a() {}", &[], &DeviceLimits::webgpu_default()).unwrap_err();
        assert!(e.to_string().contains("local(64, 1, 1)"), "{e}");
        assert!(matches!(discover(Kind::C, src, &[], &DeviceLimits::webgpu_default()), Err(TuneError::Kind(Kind::C))));
    }
}
