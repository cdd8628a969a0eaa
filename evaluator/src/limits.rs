//! Size and shape limits on candidate text, checked **before** any recursive parser runs.
//!
//! naga's WGSL front end is recursive descent and lowers expressions recursively, and so is our
//! own launch-plan expression parser: a source with thousands of nested parentheses or a `const`
//! that is a sum of thousands of terms overflows a thread's stack, and a stack overflow aborts the
//! whole process (`catch_unwind` cannot stop it). The server, `ekb check` and the browser (whose
//! wasm stack is 1 MiB and which has no threads to give a bigger one) therefore all run
//! [`check_source`] first: one linear, non-recursive scan of the text that bounds everything that
//! drives recursion — the nesting of brackets and blocks (with `else if` chains, which nest
//! blocks without nesting braces), and the number of operators in one expression (a chain of `N`
//! binary operators is an expression tree `N` deep). Native callers additionally run untrusted
//! front-end work on a thread with a large fixed stack ([`FRONT_END_STACK_BYTES`]).
//!
//! The limits are generous for real kernels: the largest reference kernel of the suite is 6.8 KB,
//! and no kernel in the repository nests more than 8 levels or has more than 35 operators in one
//! statement (`wgsl-lib/tests/limits_corpus.rs` asserts that every reference, example and
//! hostile kernel is at most half the nesting and a quarter of the operator limit). The margins
//! were measured with `wgsl-lib/examples/stack_probe.rs` (docs/EVALUATION.md, "Limits on
//! candidate text"): on a 1 MiB stack (release), naga survives a 1,844-term sum, 197 nested
//! parentheses, 126 nested blocks and a 760-link `else if` chain.

use crate::diagnostic::{Diagnostic, SourceRange, Stage};

/// Longest candidate text, bytes (64 KiB: ten times the largest reference kernel).
pub const MAX_SOURCE_BYTES: usize = 64 * 1024;
/// Deepest nesting of `(`, `[`, `{` and `else if` chains in WGSL.
pub const MAX_NESTING_DEPTH: usize = 32;
/// Most operator characters (`+ - * / % & | ^ ! ~ < > = .` and `[`) in one WGSL statement: the
/// text between two of `;`, `{`, `}`. Bounds the depth of any expression tree.
pub const MAX_OPERATORS_PER_STATEMENT: usize = 512;
/// Deepest nesting of parentheses, calls and unary minus in one launch-plan expression.
pub const MAX_PLAN_EXPR_DEPTH: usize = 32;
/// Longest launch-plan expression, bytes.
pub const MAX_PLAN_EXPR_BYTES: usize = 1024;
/// Stack of the native threads that run untrusted front-end work (plan, naga, contract), bytes.
/// 64 MiB: 64 times the stack on which naga survived 3.6 times the operator limit and 4–6 times
/// the nesting limit (release build, `stack_probe`), so a gap in the limits still ends in a
/// diagnostic rather than an abort.
pub const FRONT_END_STACK_BYTES: usize = 64 << 20;

/// Which limit a text broke, with the numbers.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LimitError {
    /// The text is longer than [`MAX_SOURCE_BYTES`].
    #[error("the kernel is {bytes} bytes long; the limit is {max} bytes")]
    SourceTooLarge {
        /// Its length, bytes.
        bytes: usize,
        /// The limit, bytes.
        max: usize,
    },
    /// Brackets, blocks or `else if` chains nest deeper than [`MAX_NESTING_DEPTH`].
    #[error("brackets, blocks and `else if` chains nest {max_plus_one} levels deep here; the limit is {max} levels")]
    NestingTooDeep {
        /// Byte offset where the limit was crossed.
        offset: usize,
        /// The first depth over the limit.
        max_plus_one: usize,
        /// The limit.
        max: usize,
    },
    /// One statement has more than [`MAX_OPERATORS_PER_STATEMENT`] operators.
    #[error("one statement has more than {max} operators; the limit is {max} per statement (split the expression with `let`)")]
    TooManyOperators {
        /// Byte offset of the statement's start.
        start: usize,
        /// Byte offset where the limit was crossed.
        offset: usize,
        /// The limit.
        max: usize,
    },
    /// A launch-plan line is longer than [`MAX_PLAN_LINE_BYTES`] or nests parentheses deeper than
    /// [`MAX_PLAN_EXPR_DEPTH`] (the plan's expression parser enforces the exact per-expression
    /// limits; this is the same bound, checked lexically before it runs).
    #[error("launch-plan line {line} {what}; the limit is {max}")]
    PlanLineTooLarge {
        /// 1-based line.
        line: usize,
        /// What it has: "is N bytes long" or "nests parentheses N deep".
        what: String,
        /// The limit.
        max: usize,
    },
}

/// Longest line of a launch plan, bytes: three expressions at [`MAX_PLAN_EXPR_BYTES`] and the
/// directive around them.
pub const MAX_PLAN_LINE_BYTES: usize = 4 * MAX_PLAN_EXPR_BYTES;

impl LimitError {
    /// The limit's name, as an API answer gives it (`max_nesting_depth`, …).
    pub fn limit_name(&self) -> &'static str {
        match self {
            Self::SourceTooLarge { .. } => "max_source_bytes",
            Self::NestingTooDeep { .. } => "max_nesting_depth",
            Self::TooManyOperators { .. } => "max_operators_per_statement",
            Self::PlanLineTooLarge { .. } => "max_plan_expression",
        }
    }

    /// The error as a located diagnostic (stage `limits`) into `source`.
    pub fn diagnostic(&self, source: &str) -> Diagnostic {
        let d = Diagnostic::error(Stage::Limits, self.to_string());
        match *self {
            Self::SourceTooLarge { .. } => d,
            Self::PlanLineTooLarge { line, .. } => d.with_label(SourceRange::line(source, line), "this plan line"),
            Self::NestingTooDeep { offset, .. } => d.with_label(SourceRange::from_bytes(source, offset, offset + 1), "too deep"),
            Self::TooManyOperators { start, offset, .. } => {
                d.with_label(SourceRange::from_bytes(source, start, offset.max(start + 1)), "this statement")
            }
        }
    }
}

/// Checks the whole candidate text against the limits, in one linear pass with no recursion.
///
/// Comments (`//` to the end of the line, nested `/* */`) are skipped by the WGSL scan; the lines
/// of the launch plan are bounded lexically here ([`MAX_PLAN_LINE_BYTES`], [`MAX_PLAN_EXPR_DEPTH`])
/// and each expression exactly by [`crate::expr::Expr::parse`] ([`MAX_PLAN_EXPR_BYTES`]).
///
/// # Errors
/// The first [`LimitError`] found.
pub fn check_source(source: &str) -> Result<(), LimitError> {
    if source.len() > MAX_SOURCE_BYTES {
        return Err(LimitError::SourceTooLarge { bytes: source.len(), max: MAX_SOURCE_BYTES });
    }
    check_plan_lines(source)?;
    Scan::default().run(source.as_bytes()).map(|_| ())
}

/// The lines of a leading `// @plan … // @end` block: each at most [`MAX_PLAN_LINE_BYTES`] and
/// with parentheses nested at most [`MAX_PLAN_EXPR_DEPTH`] deep (the grid's own `dispatch(`
/// counts, as one level of the parser's depth does).
fn check_plan_lines(source: &str) -> Result<(), LimitError> {
    let mut inside = false;
    for (i, raw) in source.lines().enumerate() {
        let Some(body) = raw.trim().trim_start_matches('\u{feff}').strip_prefix("//").map(str::trim) else {
            if inside {
                break;
            }
            continue;
        };
        match body {
            "@plan" => inside = true,
            "@end" => break,
            _ if !inside => {}
            _ => {
                let line = i + 1;
                if body.len() > MAX_PLAN_LINE_BYTES {
                    let what = format!("is {} bytes long", body.len());
                    return Err(LimitError::PlanLineTooLarge { line, what, max: MAX_PLAN_LINE_BYTES });
                }
                let (mut depth, mut deepest) = (0usize, 0usize);
                for c in body.bytes() {
                    match c {
                        b'(' => {
                            depth += 1;
                            deepest = deepest.max(depth);
                        }
                        b')' => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                }
                if deepest > MAX_PLAN_EXPR_DEPTH {
                    let what = format!("nests parentheses {deepest} deep");
                    return Err(LimitError::PlanLineTooLarge { line, what, max: MAX_PLAN_EXPR_DEPTH });
                }
            }
        }
    }
    Ok(())
}

/// What [`check_source`] measures of a text that is within the limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TextStats {
    /// Deepest nesting of brackets, blocks and `else if` chains.
    pub max_nesting: usize,
    /// Most operators in one statement.
    pub max_operators: usize,
}

/// The measures behind the limits, for a text within them (how close a kernel is to them).
///
/// # Errors
/// The first [`LimitError`], as [`check_source`].
pub fn text_stats(source: &str) -> Result<TextStats, LimitError> {
    check_source(source)?;
    Scan::default().run(source.as_bytes())
}

/// State of [`check_source`]'s scan.
#[derive(Default)]
struct Scan {
    /// Open brackets and blocks; for `{`, the `else if` links that opened it count too.
    stack: Vec<u8>,
    /// Depth including `else if` chains.
    depth: usize,
    /// `else if` links per open block, in `stack` order (0 for non-blocks).
    chain: Vec<usize>,
    /// `else if` links of the block a `}` just closed: an `else if` after it is one link deeper.
    closed_links: usize,
    /// Links of the next `{`, set by `else if` (its condition may come between).
    armed: Option<usize>,
    /// Whether the last token closed a block (so `else` continues a chain).
    after_close: bool,
    /// Whether the last token was `else` (so `{` opens the chain's last block).
    after_else: bool,
    statement_start: usize,
    /// Whether the next token starts a statement.
    fresh: bool,
    operators: usize,
    stats: TextStats,
}

impl Scan {
    fn run(mut self, s: &[u8]) -> Result<TextStats, LimitError> {
        let mut i = 0;
        self.fresh = true;
        while i < s.len() {
            let c = s[i];
            let comment = c == b'/' && matches!(s.get(i + 1), Some(b'/' | b'*'));
            if self.fresh && !comment && !c.is_ascii_whitespace() {
                self.statement_start = i;
                self.fresh = false;
            }
            match c {
                b'/' if s.get(i + 1) == Some(&b'/') => {
                    while i < s.len() && s[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
                b'/' if s.get(i + 1) == Some(&b'*') => {
                    // WGSL block comments nest.
                    let mut level = 0usize;
                    while i < s.len() {
                        if s[i] == b'/' && s.get(i + 1) == Some(&b'*') {
                            level += 1;
                            i += 2;
                        } else if s[i] == b'*' && s.get(i + 1) == Some(&b'/') {
                            level -= 1;
                            i += 2;
                            if level == 0 {
                                break;
                            }
                        } else {
                            i += 1;
                        }
                    }
                    continue;
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                    let start = i;
                    while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_') {
                        i += 1;
                    }
                    self.word(&s[start..i]);
                    continue;
                }
                b'0'..=b'9' => {
                    // A number, including `1.5e-3f` and `0x1p4`: its `.`, `-` and `+` are no operators.
                    while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'.' || s[i] == b'_') {
                        let exponent = matches!(s[i], b'e' | b'E' | b'p' | b'P') && matches!(s.get(i + 1), Some(b'+' | b'-'));
                        i += if exponent { 2 } else { 1 };
                    }
                    self.token();
                    continue;
                }
                b'(' | b'[' | b'{' => {
                    let links = match c {
                        b'{' => self.armed.take().unwrap_or(if self.after_else { self.closed_links } else { 0 }),
                        _ => 0,
                    };
                    self.open(c, links, i)?;
                    if c == b'[' {
                        self.operator(i)?;
                    }
                    if c == b'{' {
                        self.end_statement();
                    }
                }
                b')' | b']' | b'}' => {
                    let links = self.close();
                    if c == b'}' {
                        self.end_statement();
                        // The `if … { }` just closed may go on with `else if`: its links carry over.
                        self.token();
                        self.closed_links = links;
                        self.after_close = true;
                        i += 1;
                        continue;
                    }
                }
                b';' => self.end_statement(),
                b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'!' | b'~' | b'<' | b'>' | b'=' | b'.' => {
                    self.operator(i)?;
                }
                _ => {}
            }
            if !c.is_ascii_whitespace() {
                self.token();
            }
            i += 1;
        }
        Ok(self.stats)
    }

    /// Any token other than `}`, `else` and `if`: ends the chance of continuing an `else if` chain.
    fn token(&mut self) {
        self.after_close = false;
        self.after_else = false;
    }

    fn word(&mut self, w: &[u8]) {
        match w {
            b"else" if self.after_close => {
                self.after_close = false;
                self.after_else = true;
            }
            b"if" if self.after_else => {
                // `} else if … {`: naga nests each `else if` inside the previous `if`'s reject
                // block, so the next block sits one link deeper than the chain so far.
                self.after_else = false;
                self.armed = Some(self.closed_links + 1);
            }
            _ => self.token(),
        }
    }

    fn open(&mut self, c: u8, links: usize, offset: usize) -> Result<(), LimitError> {
        self.depth += 1 + links;
        self.stack.push(c);
        self.chain.push(links);
        self.stats.max_nesting = self.stats.max_nesting.max(self.depth);
        if self.depth > MAX_NESTING_DEPTH {
            return Err(LimitError::NestingTooDeep { offset, max_plus_one: self.depth, max: MAX_NESTING_DEPTH });
        }
        Ok(())
    }

    /// Closes the innermost bracket (unbalanced text is naga's to report) and returns the
    /// `else if` links it carried.
    fn close(&mut self) -> usize {
        self.stack.pop();
        let links = self.chain.pop().unwrap_or(0);
        self.depth = self.depth.saturating_sub(1 + links);
        links
    }

    fn operator(&mut self, offset: usize) -> Result<(), LimitError> {
        self.operators += 1;
        self.stats.max_operators = self.stats.max_operators.max(self.operators);
        if self.operators > MAX_OPERATORS_PER_STATEMENT {
            return Err(LimitError::TooManyOperators { start: self.statement_start, offset, max: MAX_OPERATORS_PER_STATEMENT });
        }
        Ok(())
    }

    fn end_statement(&mut self) {
        self.operators = 0;
        self.fresh = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(terms: usize) -> String {
        format!("const X: u32 = {};\n", vec!["1u"; terms].join(" + "))
    }

    #[test]
    fn ordinary_code_passes() {
        let src = "// a comment with ((((( and +++++\n/* block /* nested */ ((( */\n\
                   @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {\n\
                   let x = 1.5e-3f + 0x1p4 * f32(g.x);\n if x > 1.0 { return; } else if x < 0.0 { return; } else { }\n}\n";
        assert_eq!(check_source(src), Ok(()));
        assert_eq!(check_source(&sum(MAX_OPERATORS_PER_STATEMENT)), Ok(()));
    }

    #[test]
    fn size_is_bounded() {
        let big = " ".repeat(MAX_SOURCE_BYTES + 1);
        assert!(matches!(check_source(&big), Err(LimitError::SourceTooLarge { .. })));
    }

    #[test]
    fn a_long_sum_breaks_the_operator_limit() {
        let e = check_source(&sum(5000)).unwrap_err();
        assert!(matches!(e, LimitError::TooManyOperators { start: 0, .. }), "{e:?}");
        // Operators in separate statements do not add up.
        let many = sum(400).repeat(4);
        assert_eq!(check_source(&many), Ok(()));
    }

    #[test]
    fn deep_brackets_blocks_and_else_if_chains_break_the_nesting_limit() {
        let parens = format!("const X = {}1{};", "(".repeat(3000), ")".repeat(3000));
        assert!(matches!(check_source(&parens), Err(LimitError::NestingTooDeep { .. })));
        let blocks = format!("fn f() {{{}{}}}", "{".repeat(100), "}".repeat(100));
        assert!(matches!(check_source(&blocks), Err(LimitError::NestingTooDeep { .. })));
        let chain = |n: usize| format!("fn f(x: i32) {{ if x == 0 {{ }}{} }}", " else if x == 1 { }".repeat(n));
        assert_eq!(check_source(&chain(10)), Ok(()));
        let e = check_source(&chain(100)).unwrap_err();
        assert!(matches!(e, LimitError::NestingTooDeep { .. }), "{e:?}");
        // Separate `if`s at one level do not chain.
        let ifs = format!("fn f(x: i32) {{ {} }}", "if x == 0 { } ".repeat(500));
        assert_eq!(check_source(&ifs), Ok(()));
    }

    #[test]
    fn plan_lines_are_bounded_before_the_plan_parser_runs() {
        let plan = |e: &str| format!("// @plan\n// pass main dispatch({e}, 1, 1)\n// @end\nfn main() {{}}");
        let e = check_source(&plan(&format!("{}1{}", "(".repeat(3000), ")".repeat(3000)))).unwrap_err();
        assert!(matches!(e, LimitError::PlanLineTooLarge { line: 2, .. }), "{e:?}");
        let e = check_source(&plan(&format!("{}1{}", "(".repeat(40), ")".repeat(40)))).unwrap_err();
        assert_eq!(e.limit_name(), "max_plan_expression");
        insta::assert_snapshot!("plan_expression_41_parentheses_deep", e.to_string());
        assert_eq!(check_source(&plan("ceil_div(N, 64)")), Ok(()));
        // Comments after the plan are not plan lines.
        assert_eq!(check_source(&format!("// @plan\n// @end\n// {}\n", "(".repeat(100))), Ok(()));
    }

    #[test]
    fn the_diagnostic_names_the_limit_and_points_at_it() {
        let src = format!("\n\n{}", sum(5000));
        let d = check_source(&src).unwrap_err().diagnostic(&src);
        assert_eq!(d.stage, Stage::Limits);
        insta::assert_snapshot!("const_sum_of_5000_terms", d.one_line());
        assert_eq!(d.location().map(|l| l.0), Some(3));
    }
}
