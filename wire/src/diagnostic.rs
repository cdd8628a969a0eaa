//! Owned, serialisable diagnostics: one type for naga errors, launch-plan errors and contract
//! violations, rendered by the CLI like a compiler and placed by the browser editor by UTF-16 range.

use serde::{Deserialize, Serialize};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The kernel cannot run.
    Error,
    /// Suspicious but not fatal.
    Warning,
}

/// A range of the candidate text.
///
/// `start`/`end` are UTF-8 byte offsets (naga's and Rust's unit), `start_utf16`/`end_utf16` are
/// UTF-16 code-unit offsets (a JavaScript editor's unit); `line` and `column` are 1-based, the column
/// counted in characters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceRange {
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset one past the last character.
    pub end: u32,
    /// 1-based line of `start`.
    pub line: u32,
    /// 1-based column of `start`, in characters.
    pub column: u32,
    /// UTF-16 offset of `start`.
    pub start_utf16: u32,
    /// UTF-16 offset of `end`.
    pub end_utf16: u32,
}

impl SourceRange {
    /// Builds a range from byte offsets into `source` (clamped to its length and to char
    /// boundaries).
    pub fn from_bytes(source: &str, start: usize, end: usize) -> Self {
        let clamp = |mut i: usize| {
            i = i.min(source.len());
            while !source.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let (start, end) = (clamp(start), clamp(end.max(start)));
        let prefix = &source[..start];
        let line = prefix.matches('\n').count() as u32 + 1;
        let line_start = prefix.rfind('\n').map_or(0, |p| p + 1);
        let column = source[line_start..start].chars().count() as u32 + 1;
        let utf16 = |s: &str| s.chars().map(char::len_utf16).sum::<usize>() as u32;
        let start_utf16 = utf16(prefix);
        Self { start: start as u32, end: end as u32, line, column, start_utf16, end_utf16: start_utf16 + utf16(&source[start..end]) }
    }

    /// The range covering the whole of 1-based `line` (without its newline).
    pub fn line(source: &str, line: usize) -> Self {
        let start: usize = source.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
        let len = source[start.min(source.len())..].find('\n').unwrap_or(source.len() - start.min(source.len()));
        Self::from_bytes(source, start, start + len)
    }
}

/// A labelled range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    /// Where.
    pub range: SourceRange,
    /// What about it (may be empty).
    pub message: String,
}

/// Which stage produced the diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// The size and nesting limits on candidate text ((`ekb_eval::limits`)), checked before parsing.
    Limits,
    /// The launch-plan comment block.
    Plan,
    /// naga's WGSL parser.
    Parse,
    /// Applying pipeline-overridable constants.
    Overrides,
    /// naga's validator.
    Validate,
    /// The kernel contract (bindings, entry points, limits).
    Contract,
    /// The platform's own shader compiler (e.g. the browser's `GPUCompilationInfo`).
    Platform,
}

impl Stage {
    /// Every stage, in pipeline order.
    pub const ALL: [Self; 7] = [Self::Limits, Self::Plan, Self::Parse, Self::Overrides, Self::Validate, Self::Contract, Self::Platform];

    /// The wire name (`validate`), as serialised and as rendered in `error[validate]`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Limits => "limits",
            Self::Plan => "plan",
            Self::Parse => "parse",
            Self::Overrides => "overrides",
            Self::Validate => "validate",
            Self::Contract => "contract",
            Self::Platform => "platform",
        }
    }
}

/// One message about the candidate text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Producer.
    pub stage: Stage,
    /// The headline.
    pub message: String,
    /// Ranges, the primary first; empty when the problem has no place in the text.
    pub labels: Vec<Label>,
    /// Further explanation (for validation errors: the chain of causes).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error with no location.
    pub fn error(stage: Stage, message: impl Into<String>) -> Self {
        Self { severity: Severity::Error, stage, message: message.into(), labels: Vec::new(), notes: Vec::new() }
    }

    /// Adds a label over `range`.
    #[must_use]
    pub fn with_label(mut self, range: SourceRange, message: impl Into<String>) -> Self {
        self.labels.push(Label { range, message: message.into() });
        self
    }

    /// Adds a note.
    #[must_use]
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// The same diagnostic located in `prefix + text` instead of `text`: for text that was checked
    /// after `prefix` (a byte-order mark) was cut from its front.
    #[must_use]
    pub fn after_prefix(mut self, prefix: &str) -> Self {
        if prefix.is_empty() {
            return self;
        }
        let (bytes, utf16) = (prefix.len() as u32, prefix.chars().map(char::len_utf16).sum::<usize>() as u32);
        let lines = prefix.matches('\n').count() as u32;
        let last_line_chars = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) as u32;
        for l in &mut self.labels {
            let r = &mut l.range;
            if r.line == 1 {
                r.column += last_line_chars;
            }
            r.line += lines;
            (r.start, r.end) = (r.start + bytes, r.end + bytes);
            (r.start_utf16, r.end_utf16) = (r.start_utf16 + utf16, r.end_utf16 + utf16);
        }
        self
    }

    /// The primary location as `line:column`, if any.
    pub fn location(&self) -> Option<(u32, u32)> {
        self.labels.first().map(|l| (l.range.line, l.range.column))
    }

    /// A one-line rendering: `error[validate] 12:5: message`.
    pub fn one_line(&self) -> String {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let loc = self.location().map(|(l, c)| format!(" {l}:{c}")).unwrap_or_default();
        format!("{sev}[{}]{loc}: {}", self.stage.name(), self.message)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn stage_names_are_the_serde_names() {
        for s in Stage::ALL {
            assert_eq!(serde_json::to_value(s).expect("json"), serde_json::json!(s.name()));
        }
    }

    use super::*;

    #[test]
    fn utf16_and_columns() {
        let src = "// é😀\nfn x() {}\n";
        let start = src.find("fn").unwrap();
        let r = SourceRange::from_bytes(src, start, start + 2);
        assert_eq!((r.line, r.column), (2, 1));
        // "// é😀\n": 3 ASCII + é (1 unit) + 😀 (2 units) + newline = 7 UTF-16 units.
        assert_eq!(r.start_utf16, 7);
        assert_eq!(r.end_utf16, 9);
        let e = SourceRange::from_bytes(src, 4, 5); // inside é: clamped to its start
        assert_eq!(e.start, 3);
    }

    #[test]
    fn whole_line() {
        let src = "a\nbcd\ne";
        let r = SourceRange::line(src, 2);
        assert_eq!((r.start, r.end, r.line, r.column), (2, 5, 2, 1));
    }
}
