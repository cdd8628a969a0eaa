//! The platform compiler's build log → located diagnostics.
//!
//! Clang-based compilers write `FILE:LINE:COL: error: MESSAGE` lines (`FILE` `<source>`,
//! `input.cl` or a temporary path), followed by the source line and a caret; PoCL 3.1 writes
//! `error: FILE:LINE:COL: MESSAGE` (measured: `error: /root/.cache/pocl/kcache/tempfile_….cl:8:23:
//! use of undeclared identifier 'bogus'`). Each `error` (and `fatal error`) line becomes one [`Diagnostic`] (stage `platform`)
//! labelled at that line and column of the candidate; a log with no such line becomes one
//! unlocated diagnostic with the log's first lines.

use ekb_eval::diagnostic::{Diagnostic, SourceRange, Stage};

/// At most this many diagnostics from one log.
pub const MAX_DIAGNOSTICS: usize = 20;

/// One located message of a build log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogMessage {
    /// 1-based line in the compiled text.
    pub line: u32,
    /// 1-based column (bytes, as clang counts).
    pub column: u32,
    /// `error`, `fatal error`, `warning` or `note`.
    pub kind: String,
    /// The message after the kind.
    pub message: String,
}

/// Parses one located log line: clang's `FILE:LINE:COL: KIND: MESSAGE`, or PoCL's
/// `KIND: FILE:LINE:COL: MESSAGE` (the file name may itself contain `:`).
pub fn parse_line(line: &str) -> Option<LogMessage> {
    const KINDS: [&str; 4] = ["fatal error", "error", "warning", "note"];
    let (line_no, column, rest, before) = find_location(line)?;
    let before = before.trim_start();
    // PoCL: the kind first.
    for kind in KINDS {
        if before.starts_with(&format!("{kind}: ")) {
            return Some(LogMessage { line: line_no, column, kind: kind.to_string(), message: rest.trim().to_string() });
        }
    }
    // clang: the kind after the location.
    for kind in KINDS {
        if let Some(message) = rest.trim_start().strip_prefix(&format!("{kind}:")) {
            return Some(LogMessage { line: line_no, column, kind: kind.to_string(), message: message.trim().to_string() });
        }
    }
    None
}

/// The first `:LINE:COL:` in `line`: (line, column, the text after it, the text before the file name).
fn find_location(line: &str) -> Option<(u32, u32, &str, &str)> {
    let b = line.as_bytes();
    let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    for i in 0..b.len() {
        if b[i] != b':' {
            continue;
        }
        let n1 = digits(i + 1);
        if n1 == 0 || b.get(i + 1 + n1) != Some(&b':') {
            continue;
        }
        let j = i + 1 + n1;
        let n2 = digits(j + 1);
        if n2 == 0 || b.get(j + 1 + n2) != Some(&b':') {
            continue;
        }
        let l = line[i + 1..j].parse().ok()?;
        let c = line[j + 1..j + 1 + n2].parse().ok()?;
        // The file name: back to the previous space (none in the names compilers use here).
        let file_start = line[..i].rfind(' ').map_or(0, |p| p + 1);
        return Some((l, c, &line[j + 2 + n2..], &line[..file_start]));
    }
    None
}

/// The errors of `log` as diagnostics located in `source` (the text as compiled); without any
/// located error, one diagnostic carrying the start of the log.
pub fn diagnostics(log: &str, source: &str) -> Vec<Diagnostic> {
    let messages: Vec<LogMessage> = log.lines().filter_map(parse_line).collect();
    let errors: Vec<&LogMessage> = messages.iter().filter(|m| m.kind.ends_with("error")).collect();
    let mut out: Vec<Diagnostic> = errors
        .iter()
        .take(MAX_DIAGNOSTICS)
        .map(|m| {
            let line_start: usize = source.split_inclusive('\n').take(m.line.saturating_sub(1) as usize).map(str::len).sum();
            let line_len = source[line_start.min(source.len())..].find('\n').unwrap_or(source.len() - line_start.min(source.len()));
            let col = (m.column.saturating_sub(1) as usize).min(line_len);
            let at = line_start + col;
            let end = at + source[at.min(source.len())..].find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(0).max(1);
            let range = SourceRange::from_bytes(source, at, end.min(line_start + line_len.max(col + 1)));
            Diagnostic::error(Stage::Platform, m.message.clone()).with_label(range, "")
        })
        .collect();
    if out.is_empty() {
        let text: String = log.lines().filter(|l| !l.trim().is_empty()).take(12).collect::<Vec<_>>().join("\n");
        out.push(Diagnostic::error(
            Stage::Platform,
            if text.is_empty() { "the OpenCL build failed (empty build log)".into() } else { text },
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clang_lines_parse_with_any_file_name() {
        let m = parse_line("<source>:7:12: error: use of undeclared identifier 'y'").expect("parses");
        assert_eq!((m.line, m.column, m.kind.as_str()), (7, 12, "error"));
        assert_eq!(m.message, "use of undeclared identifier 'y'");
        let m = parse_line("/tmp/pocl-abc:def/input.cl:3:1: fatal error: 'x.h' file not found").expect("parses");
        assert_eq!((m.line, m.column, m.kind.as_str()), (3, 1, "fatal error"));
        let m = parse_line("error: /root/.cache/pocl/kcache/tempfile_RiAYzC.cl:8:23: use of undeclared identifier 'bogus'")
            .expect("PoCL's form parses");
        assert_eq!((m.line, m.column, m.kind.as_str()), (8, 23, "error"));
        assert_eq!(m.message, "use of undeclared identifier 'bogus'");
        assert_eq!(parse_line("1 error generated."), None);
        assert_eq!(parse_line("Device pthread failed to build the program"), None);
        assert_eq!(parse_line("    float z = y;"), None);
    }

    #[test]
    fn errors_are_located_in_the_source() {
        let src = "// @plan\n// @end\n__kernel void k(__global float* a) {\n    a[0] = y;\n}\n";
        let log = "<source>:4:12: error: use of undeclared identifier 'y'\n    a[0] = y;\n           ^\n1 error generated.\n";
        let d = diagnostics(log, src);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].location(), Some((4, 12)));
        assert_eq!(d[0].stage, Stage::Platform);
        let unlocated = diagnostics("error: something odd\n", src);
        assert_eq!(unlocated.len(), 1);
        assert!(unlocated[0].message.contains("something odd"));
    }
}
