//! What a `tvmscript` edit changed, by LEKA's layers (docs/SCHEMA.md §3d): the compute definition
//! (`compute()` or the `@I.ir_module` class: the computation), `schedule(sch, target)` (loop
//! transformations and thread bindings: the scheduling) and, within it, the memory primitives
//! ([`MEMORY_PRIMITIVES`]: `cache_read`/`cache_write`, storage scopes, vectorised accesses).
//!
//! A Python source is compared as its top-level definitions (`def`/`class`, with the decorators
//! above them; the module's other lines are one more part, `<module>`), each as its lines without
//! comments and blank lines, indentation kept (it is syntax), spacing inside a line collapsed.
//! Like [`super::diff`] this is a record of what changed, not an enforcement; a reply that differs
//! from the best kernel only in comments and spacing is the best kernel unchanged
//! ([`unchanged`]).

use std::collections::BTreeMap;

use ekb_wire::trajectory::Change;

/// Schedule primitives that decide where data lives and how it moves (the memory layer):
/// staging copies and their scopes, layouts, vectorised accesses.
pub const MEMORY_PRIMITIVES: [&str; 8] = [
    "cache_read",
    "cache_write",
    "reindex_cache_read",
    "reindex_cache_write",
    "set_scope",
    "storage_align",
    "transform_layout",
    "vectorize",
];

/// The part of a source holding the module's lines outside any top-level definition.
const MODULE_PART: &str = "<module>";

/// `line` without its comment (a `#` outside a string literal) and trailing spaces.
fn without_comment(line: &str) -> &str {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if !escaped && c == q => quote = None,
            Some(_) => escaped = !escaped && c == '\\',
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == '#' => return line[..i].trim_end(),
            None => {}
        }
    }
    line.trim_end()
}

/// The normalised lines of `source`: comments and blank lines dropped, indentation kept, runs of
/// spaces inside a line collapsed to one.
fn lines(source: &str) -> Vec<String> {
    source
        .lines()
        .map(without_comment)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let indent = l.len() - l.trim_start().len();
            format!("{}{}", " ".repeat(indent), l.split_whitespace().collect::<Vec<_>>().join(" "))
        })
        .collect()
}

/// The top-level name a line opens (`def NAME`, `class NAME`), if it does.
fn opens(line: &str) -> Option<String> {
    let rest = line.strip_prefix("def ").or_else(|| line.strip_prefix("class "))?;
    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (!name.is_empty()).then_some(name)
}

/// The normalised lines of each top-level definition of `source`, by name; decorators belong to
/// the definition below them, every other top-level line to [`MODULE_PART`].
fn parts(source: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut current = MODULE_PART.to_string();
    let mut decorators: Vec<String> = Vec::new();
    for line in lines(source) {
        if line.starts_with('@') {
            decorators.push(line);
            continue;
        }
        if !line.starts_with(' ') {
            current = opens(&line).unwrap_or_else(|| MODULE_PART.to_string());
        }
        let part = out.entry(current.clone()).or_default();
        part.append(&mut decorators);
        part.push(line);
    }
    if !decorators.is_empty() {
        out.entry(MODULE_PART.to_string()).or_default().append(&mut decorators);
    }
    out
}

/// Whether `new` is `old` again, comments and spacing aside.
pub fn unchanged(old: &str, new: &str) -> bool {
    lines(old) == lines(new)
}

/// Whether a part is the compute definition: `compute()` or a class (the `@I.ir_module`).
fn is_compute(name: &str, part: &[String]) -> bool {
    name == "compute" || part.first().is_some_and(|l| l.starts_with("@I.ir_module") || l.starts_with("class "))
}

/// The lines of `part` that call a memory primitive (`.cache_read(`, …).
fn memory_lines(part: &[String]) -> Vec<&String> {
    part.iter().filter(|l| MEMORY_PRIMITIVES.iter().any(|p| l.contains(&format!(".{p}(")))).collect()
}

/// How many times `part` calls each schedule primitive (`sch.NAME(`).
fn primitive_calls(part: &[String]) -> BTreeMap<String, i64> {
    let mut out = BTreeMap::new();
    for l in part {
        for piece in l.split("sch.").skip(1) {
            let name: String = piece.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() && piece[name.len()..].starts_with('(') {
                *out.entry(name).or_insert(0) += 1;
            }
        }
    }
    out
}

/// `+name` / `−name` (×count when more than one) for the primitives whose call counts differ.
fn primitive_delta(old: &[String], new: &[String]) -> String {
    let (a, b) = (primitive_calls(old), primitive_calls(new));
    let mut names: Vec<&String> = a.keys().chain(b.keys()).collect();
    names.sort();
    names.dedup();
    let parts: Vec<String> = names
        .into_iter()
        .filter_map(|n| {
            let d = b.get(n).copied().unwrap_or(0) - a.get(n).copied().unwrap_or(0);
            match d {
                0 => None,
                1 => Some(format!("+{n}")),
                -1 => Some(format!("−{n}")),
                d if d > 0 => Some(format!("+{n} ×{d}")),
                d => Some(format!("−{n} ×{}", -d)),
            }
        })
        .collect();
    if parts.is_empty() {
        "the same primitives, other arguments or order".into()
    } else {
        parts.join(", ")
    }
}

/// The areas the edit from `old` to `new` touched: `compute` (the compute definition), `schedule`
/// (`schedule(sch, target)`, with the primitives added and removed), `memory` (its lines calling a
/// [`MEMORY_PRIMITIVES`] one), `body` (any other part: imports, helpers). Empty when nothing but
/// comments and spacing changed.
pub fn classify(old: &str, new: &str) -> Vec<Change> {
    let (a, b) = (parts(old), parts(new));
    let empty = Vec::new();
    let mut names: Vec<&String> = a.keys().chain(b.keys()).collect();
    names.sort();
    names.dedup();
    let changed: Vec<&String> = names.into_iter().filter(|n| a.get(*n) != b.get(*n)).collect();
    let part = |m: &BTreeMap<String, Vec<String>>, n: &str| m.get(n).cloned().unwrap_or_default();
    let mut out = Vec::new();
    let compute: Vec<&String> = changed
        .iter()
        .copied()
        .filter(|n| is_compute(n, a.get(*n).unwrap_or(&empty)) || is_compute(n, b.get(*n).unwrap_or(&empty)))
        .collect();
    if !compute.is_empty() {
        let which = compute.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
        out.push(Change { area: "compute".into(), detail: format!("the compute definition changed ({which})") });
    }
    if changed.iter().any(|n| *n == "schedule") {
        let (s0, s1) = (part(&a, "schedule"), part(&b, "schedule"));
        out.push(Change { area: "schedule".into(), detail: primitive_delta(&s0, &s1) });
        let (m0, m1) = (memory_lines(&s0), memory_lines(&s1));
        if m0 != m1 {
            let detail = MEMORY_PRIMITIVES
                .iter()
                .filter(|p| primitive_calls(&s0).get(**p) != primitive_calls(&s1).get(**p))
                .map(|p| format!("`{p}`"))
                .collect::<Vec<_>>();
            let detail = if detail.is_empty() { "memory primitives' arguments changed".into() } else { detail.join(", ") };
            out.push(Change { area: "memory".into(), detail });
        }
    }
    let other: Vec<String> = changed.iter().filter(|n| **n != "schedule" && !compute.contains(n)).map(|n| format!("`{n}`")).collect();
    if !other.is_empty() {
        out.push(Change {
            area: "body".into(),
            detail: format!("changed outside the compute definition and the schedule: {}", other.join(", ")),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAIVE: &str = "# C = A·B\nfrom tvm import te\n\n\ndef compute():\n    c = te.compute((m, n), f)  # the product\n    return c\n\n\ndef schedule(sch, target):\n    i, j, k = sch.get_loops(sch.get_sblock(\"C\"))\n    sch.bind(i, \"blockIdx.x\")\n";

    fn areas(old: &str, new: &str) -> Vec<String> {
        classify(old, new).into_iter().map(|c| c.area).collect()
    }

    #[test]
    fn comments_and_spacing_are_not_a_change_but_indentation_and_strings_are() {
        let respaced = NAIVE.replace("# C = A·B\n", "").replace("  # the product", "").replace("(m, n)", "(m,  n)");
        assert!(unchanged(NAIVE, &respaced) && classify(NAIVE, &respaced).is_empty());
        assert!(!unchanged(NAIVE, &NAIVE.replace("\"blockIdx.x\"", "\"blockIdx.y\"")));
        // A `#` inside a string is not a comment.
        assert!(!unchanged("x = \"#a\"\n", "x = \"#b\"\n"));
        assert!(!unchanged("if a:\n    b\n    c\n", "if a:\n    b\nc\n"));
    }

    #[test]
    fn an_edit_is_recorded_by_the_layer_it_belongs_to() {
        let compute = NAIVE.replace("te.compute((m, n), f)", "te.compute((m, n), g)");
        assert_eq!(areas(NAIVE, &compute), ["compute"]);
        let split = NAIVE.replace(
            "    sch.bind(i, \"blockIdx.x\")\n",
            "    bx, tx = sch.split(i, [None, 8])\n    sch.bind(bx, \"blockIdx.x\")\n    sch.bind(tx, \"threadIdx.x\")\n",
        );
        let c = classify(NAIVE, &split);
        assert_eq!(c.len(), 1, "{c:?}");
        assert_eq!((c[0].area.as_str(), c[0].detail.as_str()), ("schedule", "+bind, +split"));
        let cached =
            split.clone() + "    acc = sch.cache_write(sch.get_sblock(\"C\"), 0, \"local\")\n    sch.reverse_compute_at(acc, tx)\n";
        let c = classify(&split, &cached);
        assert_eq!(c.iter().map(|c| c.area.as_str()).collect::<Vec<_>>(), ["schedule", "memory"], "{c:?}");
        assert_eq!(c[0].detail, "+cache_write, +get_sblock, +reverse_compute_at");
        assert_eq!(c[1].detail, "`cache_write`");
        let module = "@I.ir_module\nclass Module:\n    x = 1\n";
        assert_eq!(areas(module, &module.replace('1', "2")), ["compute"]);
        assert_eq!(areas(NAIVE, &NAIVE.replace("from tvm import te", "import tvm\nfrom tvm import te")), ["body"]);
    }
}
