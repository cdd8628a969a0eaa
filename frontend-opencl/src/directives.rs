//! What an OpenCL candidate may ask of the preprocessor. The OpenCL compiler runs with the file
//! system of the process that builds the candidate, so a candidate must not name a file — not by
//! `#include`, `#include_next`, `#import` or `#embed`, not by `__has_include` — nor reach the
//! compiler's own debugging pragmas (`#pragma clang __debug crash`). [`forbidden`] finds the first
//! such use the way the preprocessor would see it: after trigraphs (`??=` is `#`) and line splices,
//! with comments as whitespace (a directive goes on after a comment, even one with a newline, and a
//! `#` after such a comment is taken as a directive too), outside string and character literals, with `%:` as `#`. Directives cannot
//! come from macro expansion, and `_Pragma` (a pragma from a string) is refused as a word.
//!
//! Allowed directives: `define`, `undef`, `if`, `ifdef`, `ifndef`, `elif`, `else`, `endif`, `error`,
//! `warning`, `line`, the null directive, and `pragma` with `OPENCL` (extensions), `unroll` or
//! `nounroll` — everything else is refused.

/// Why a candidate is refused, with the 1-based line (of the source as given) where it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forbidden {
    /// 1-based line of the offending directive or word.
    pub line: usize,
    /// What was found (`` `#include` ``, `` `__has_include` ``, …).
    pub what: String,
}

const DIRECTIVES: [&str; 11] = ["define", "undef", "if", "ifdef", "ifndef", "elif", "else", "endif", "error", "warning", "line"];
const PRAGMAS: [&str; 3] = ["OPENCL", "unroll", "nounroll"];
const WORDS: [&str; 5] = ["__has_include", "__has_include_next", "_Pragma", "__has_embed", "__pragma"];

/// Translation phases 1–2: trigraphs replaced and backslash-newlines removed, each output
/// character with the 1-based line it came from.
fn phases(source: &str) -> Vec<(char, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut with_trigraphs = Vec::with_capacity(chars.len());
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '?' && chars.get(i + 1) == Some(&'?') {
            let t = match chars.get(i + 2) {
                Some('=') => Some('#'),
                Some('/') => Some('\\'),
                Some('\'') => Some('^'),
                Some('(') => Some('['),
                Some(')') => Some(']'),
                Some('!') => Some('|'),
                Some('<') => Some('{'),
                Some('>') => Some('}'),
                Some('-') => Some('~'),
                _ => None,
            };
            if let Some(t) = t {
                with_trigraphs.push((t, line));
                i += 3;
                continue;
            }
        }
        with_trigraphs.push((c, line));
        if c == '\n' {
            line += 1;
        }
        i += 1;
    }
    let mut out = Vec::with_capacity(with_trigraphs.len());
    let mut i = 0;
    while i < with_trigraphs.len() {
        let (c, l) = with_trigraphs[i];
        if c == '\\' {
            // A backslash, optional spaces (clang accepts them) and a newline: a splice.
            let mut j = i + 1;
            while matches!(with_trigraphs.get(j), Some((' ' | '\t' | '\r', _))) {
                j += 1;
            }
            if matches!(with_trigraphs.get(j), Some(('\n', _))) {
                i = j + 1;
                continue;
            }
        }
        out.push((c, l));
        i += 1;
    }
    out
}

/// The first thing in `source` an OpenCL candidate may not ask of the preprocessor, if any (module
/// documentation); a NUL character is refused too (the OpenCL API takes C strings: the text after
/// it would be dropped unseen).
pub fn forbidden(source: &str) -> Option<Forbidden> {
    if let Some(at) = source.find('\0') {
        return Some(Forbidden { line: source[..at].matches('\n').count() + 1, what: "a NUL character".into() });
    }
    let s = phases(source);
    let mut i = 0;
    // Whether only whitespace and comments came since the last newline.
    let mut line_start = true;
    // Inside a directive line: the tokens after `#` seen so far (name, first pragma word).
    let mut directive: Option<(usize, Vec<String>)> = None;
    let check_directive = |line: usize, words: &[String]| -> Option<Forbidden> {
        let name = words.first()?;
        if name == "pragma" {
            return match words.get(1) {
                Some(w) if PRAGMAS.contains(&w.as_str()) => None,
                Some(w) => Some(Forbidden { line, what: format!("`#pragma {w}`") }),
                None => None,
            };
        }
        (!DIRECTIVES.contains(&name.as_str())).then(|| Forbidden { line, what: format!("`#{name}`") })
    };
    while i < s.len() {
        let (c, line) = s[i];
        let next = s.get(i + 1).map(|p| p.0);
        match c {
            '\n' => {
                if let Some((l, words)) = directive.take() {
                    if let Some(f) = check_directive(l, &words) {
                        return Some(f);
                    }
                }
                line_start = true;
                i += 1;
            }
            ' ' | '\t' | '\r' | '\x0b' | '\x0c' => i += 1,
            '/' if next == Some('/') => {
                while i < s.len() && s[i].0 != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                i += 2;
                // A comment is one space to the preprocessor, so a directive goes on after it; a `#`
                // after a comment with a newline is taken as a directive too (the stricter reading).
                while i < s.len() && !(s[i].0 == '*' && s.get(i + 1).map(|p| p.0) == Some('/')) {
                    if s[i].0 == '\n' {
                        line_start = true;
                    }
                    i += 1;
                }
                i += 2;
            }
            '"' | '\'' => {
                i += 1;
                while i < s.len() && s[i].0 != c && s[i].0 != '\n' {
                    i += if s[i].0 == '\\' { 2 } else { 1 };
                }
                i += 1;
                line_start = false;
            }
            '#' | '%' if line_start && (c == '#' || next == Some(':')) => {
                if let Some((l, words)) = directive.take() {
                    if let Some(f) = check_directive(l, &words) {
                        return Some(f);
                    }
                }
                directive = Some((line, Vec::new()));
                line_start = false;
                i += if c == '#' { 1 } else { 2 };
            }
            _ if c.is_alphanumeric() || c == '_' => {
                let start = i;
                while i < s.len() && (s[i].0.is_alphanumeric() || s[i].0 == '_') {
                    i += 1;
                }
                let word: String = s[start..i].iter().map(|p| p.0).collect();
                if WORDS.contains(&word.as_str()) {
                    return Some(Forbidden { line, what: format!("`{word}`") });
                }
                if let Some((_, words)) = directive.as_mut() {
                    if words.len() < 2 {
                        words.push(word);
                    }
                }
                line_start = false;
            }
            _ => {
                // Any other token ends the directive's name words (`#pragma (` has none).
                if let Some((_, words)) = directive.as_mut() {
                    if words.len() < 2 {
                        words.push(String::new());
                    }
                }
                line_start = false;
                i += 1;
            }
        }
    }
    directive.and_then(|(l, words)| check_directive(l, &words))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn what(src: &str) -> Option<String> {
        forbidden(src).map(|f| format!("{}: {}", f.line, f.what))
    }

    #[test]
    fn every_spelling_of_a_file_directive_is_found() {
        let cases = [
            "#include \"/etc/passwd\"",
            "  #  include <x.h>",
            "# /**/ include \"/tmp/secret\"",
            "/*x*/ # include \"f\"",
            "#/*\n*/include \"f\"",
            "%:include \"f\"",
            "??=include \"f\"",
            "#\\\ninclude \"f\"",
            "#inc\\\nlude \"f\"",
            "#include_next <f>",
            "#import \"f\"",
            "#embed \"f\"",
            "int x; /* a\nb */ #include \"f\"",
        ];
        for src in cases {
            let body = format!("// head\n{src}\n__kernel void k() {{}}\n");
            assert!(what(&body).is_some_and(|w| w.starts_with("2: ") || w.starts_with("3: ")), "{src:?}: {:?}", what(&body));
        }
        assert_eq!(what("#if __has_include(\"/etc/passwd\")\n#endif\n").as_deref(), Some("1: `__has_include`"));
        assert_eq!(what("_Pragma(\"clang __debug crash\")\n").as_deref(), Some("1: `_Pragma`"));
        assert_eq!(what("#pragma clang __debug crash\n").as_deref(), Some("1: `#pragma clang`"));
        assert_eq!(what("x\0y").as_deref(), Some("1: a NUL character"));
    }

    #[test]
    fn ordinary_kernels_and_allowed_directives_pass() {
        let ok = "// @plan\n// pass k grid(N)\n// @end\n#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n#define STR(x) #x\n#define CAT(a, b) a ## b\n\
                  #ifndef TILE\n#define TILE 16\n#endif\n#if TILE > 8 // big\n#else\n#endif\n#\n#line 40\n\
                  __kernel void k(__global float* a) {\n    const char* s = \"#include <x>\";\n    char c = '#';\n\
                  #pragma unroll\n    for (int i = 0; i < 4; i++) a[i] = 0.0f; // #include\n    /* #include */\n}\n";
        assert_eq!(what(ok), None);
        assert_eq!(what("int a = 5 % 3; int b = c ?? d;\n"), None);
    }
}
