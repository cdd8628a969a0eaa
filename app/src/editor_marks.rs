//! What the code editor marks in a kernel's text, in the editor's unit: diagnostics as UTF-16
//! ranges, and the launch plan block (`// @plan` … `// @end`, docs/SCHEMA.md §3). Plain Rust,
//! tested natively; `ui::editor` hands the results to CodeMirror.
//!
//! naga, the plan parser and the contract checks locate a diagnostic in UTF-8 bytes; the browser's
//! compiler (`GPUCompilationInfo`) in UTF-16 code units, which wgpu turns into bytes. Both end up
//! in [`SourceRange`], whose `start_utf16`/`end_utf16` are the editor's positions: a character
//! outside the Basic Multilingual Plane counts 4 bytes, 2 UTF-16 units and 1 column.
//!
//! [`SourceRange`]: ekb_wire::diagnostic::SourceRange

use ekb_wire::diagnostic::{Diagnostic, Severity};

/// One range the editor marks: `from`..`to` in UTF-16 code units of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mark {
    /// UTF-16 offset of the first marked unit.
    pub(crate) from: u32,
    /// UTF-16 offset one past the last marked unit (`from` for a point).
    pub(crate) to: u32,
    /// Whether it is an error (else a warning).
    pub(crate) error: bool,
    /// What the editor shows for it: `error[parse]: message`, the label's own text and the notes.
    pub(crate) message: String,
}

/// The marks of `diagnostics`: one per label (the primary and the secondary ones); diagnostics
/// without a place in the text have none (the page lists them).
pub(crate) fn marks(diagnostics: &[Diagnostic]) -> Vec<Mark> {
    diagnostics
        .iter()
        .flat_map(|d| {
            let sev = if d.severity == Severity::Error { "error" } else { "warning" };
            let mut head = format!("{sev}[{}]: {}", d.stage.name(), d.message);
            for n in &d.notes {
                head.push_str("\n— ");
                head.push_str(n);
            }
            d.labels.iter().map(move |l| Mark {
                from: l.range.start_utf16,
                to: l.range.end_utf16,
                error: d.severity == Severity::Error,
                message: if l.message.is_empty() { head.clone() } else { format!("{head}\n{}", l.message) },
            })
        })
        .collect()
}

/// The launch plan block of `source` as a UTF-16 range from the start of its `// @plan` line to the
/// end of its `// @end` line, or `None` when the text has no such block at its top.
///
/// As in `ekb_eval::plan::parse_plan`, only `//` comments, `/* … */` comments (nested) and blank
/// lines may come before the block; an unterminated block is marked to the end of its comment
/// lines (the plan parser's diagnostic says what is missing).
pub(crate) fn plan_block(source: &str) -> Option<(u32, u32)> {
    let utf16 = |s: &str| s.encode_utf16().count() as u32;
    let mut offset = 0u32; // UTF-16 offset of the current line
    let mut start = None;
    let mut end = None;
    let mut depth = 0usize; // open `/*` levels
    for (i, raw) in source.split_inclusive('\n').enumerate() {
        let line = raw.trim_end_matches(['\n', '\r']);
        let line = if i == 0 { line.strip_prefix('\u{feff}').unwrap_or(line) } else { line };
        let t = line.trim();
        let body = t.strip_prefix("//").map(str::trim);
        let line_end = offset + utf16(raw.trim_end_matches(['\n', '\r']));
        match (start, body) {
            (None, _) if depth > 0 => depth = block_depth(t, depth),
            (None, Some("@plan")) => {
                start = Some(offset);
                end = Some(line_end);
            }
            (None, Some(_)) => {}
            (None, None) if t.is_empty() => {}
            (None, None) if t.starts_with("/*") => depth = block_depth(t, 0),
            (None, None) => return None,
            (Some(_), Some(b)) => {
                end = Some(line_end);
                if b == "@end" {
                    break;
                }
            }
            (Some(_), None) => break,
        }
        offset += utf16(raw);
    }
    start.zip(end)
}

/// The `/*` nesting depth after `line`, starting from `depth`. Code after a closing `*/` on the same
/// line is not looked at: such a text gets its block highlighted although the plan parser rejects
/// it (and its diagnostic says why).
fn block_depth(line: &str, mut depth: usize) -> usize {
    let b = line.as_bytes();
    let mut i = 0;
    while i + 1 < b.len() {
        match (b[i], b[i + 1]) {
            (b'/', b'*') => {
                depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                depth = depth.saturating_sub(1);
                i += 2;
            }
            _ => i += 1,
        }
    }
    depth
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The UTF-16 units `from..to` of `text`, as a browser editor would slice them.
    fn slice16(text: &str, from: u32, to: u32) -> String {
        let units: Vec<u16> = text.encode_utf16().collect();
        String::from_utf16(&units[from as usize..to as usize]).expect("whole characters")
    }

    /// naga's error after non-ASCII text (a 2-byte é, a 3-byte €, a 4-byte 😀 that is 2 UTF-16
    /// units): the mark covers exactly the bad token in UTF-16 units, not in bytes.
    #[test]
    fn naga_error_after_non_ascii_text_is_marked_at_its_utf16_range() {
        let src = "// é € 😀 — a comment before the kernel\n\
                   @group(0) @binding(0) var<storage, read_write> c: array<f32>;\n\
                   @compute @workgroup_size(64)\n\
                   fn main(@builtin(global_invocation_id) gid: vec3<u32>) {\n    c[gid.x] = undefined_name;\n}\n";
        let Err(wgsl_lib::shader::ShaderFailure::Invalid(diags)) = wgsl_lib::shader::validate_wgsl(src, &[], &[]) else {
            panic!("the kernel must be invalid")
        };
        let m = marks(&diags);
        assert_eq!(m.len(), 1, "{m:?}");
        assert!(m[0].error);
        assert!(m[0].message.starts_with("error[parse]: "), "{}", m[0].message);
        assert_eq!(slice16(src, m[0].from, m[0].to), "undefined_name");
        // A byte offset would point 1 (é) + 2 (€) + 2 (😀) + 2 (the em dash) units too far.
        let bytes = src.find("undefined_name").expect("in the text") as u32;
        assert_eq!(bytes - m[0].from, 1 + 2 + 2 + 2);
    }

    #[test]
    fn secondary_labels_are_marked_and_unlocated_diagnostics_are_not() {
        use ekb_wire::diagnostic::{SourceRange, Stage};
        let src = "ab\ncd";
        let d = Diagnostic::error(Stage::Contract, "two places")
            .with_label(SourceRange::from_bytes(src, 0, 1), "")
            .with_label(SourceRange::from_bytes(src, 3, 5), "here too")
            .with_note("a note");
        let m = marks(&[d, Diagnostic::error(Stage::Plan, "nowhere")]);
        assert_eq!(m.iter().map(|m| (m.from, m.to)).collect::<Vec<_>>(), [(0, 1), (3, 5)]);
        assert_eq!(m[0].message, "error[contract]: two places\n— a note");
        assert_eq!(m[1].message, "error[contract]: two places\n— a note\nhere too");
    }

    #[test]
    fn plan_block_is_found_after_comments_in_utf16_units() {
        let src = "// naïve 😀\n/* a\n /* nested */ still\n*/\n\n// @plan\n// pass main dispatch(1, 1, 1)  # é\n// @end\nfn main() {}\n";
        let (from, to) = plan_block(src).expect("a block");
        assert_eq!(slice16(src, from, to), "// @plan\n// pass main dispatch(1, 1, 1)  # é\n// @end");
    }

    #[test]
    fn no_plan_block_after_code_or_without_one() {
        assert_eq!(plan_block("fn main() {}\n// @plan\n// @end\n"), None);
        assert_eq!(plan_block("// just a comment\nfn main() {}\n"), None);
        assert_eq!(plan_block(""), None);
    }

    #[test]
    fn unterminated_plan_block_runs_to_its_last_comment_line() {
        let src = "\u{feff}  // @plan\r\n// pass a threads(N, 1, 1)\r\nfn a() {}\r\n";
        let (from, to) = plan_block(src).expect("a block");
        assert_eq!(slice16(src, from, to), "\u{feff}  // @plan\r\n// pass a threads(N, 1, 1)");
    }
}
