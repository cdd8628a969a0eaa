//! The mutant generator of `tests/mutants.rs`: four textual mutation operators applied to the code
//! of a WGSL reference kernel, one line at a time (every statement of the references fits on one
//! line). Comment lines, trailing comments, attribute lines (`@group … var<…>`, `@compute
//! @workgroup_size(…)`), `struct` lines and function signatures are never touched, nor are array
//! sizes inside `array<…>` types.
//!
//! A small tokenizer and a precedence-climbing expression parser give each site its exact span, so
//! a mutant is the reference with one span replaced, and its description names the line, the
//! column, the old and new text and the whole original line.

use std::collections::HashSet;

/// The mutation operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Op {
    /// `<` ↔ `<=`, `>` ↔ `>=` (spaced comparisons only), and `± 1` → `± 0`.
    Bound,
    /// Row/column roles swapped in an index (`[a * S + b]` → `[b * S + a]`), the operands of an
    /// index subtraction swapped, `.x` ↔ `.y` on a builtin id.
    Swap,
    /// One additive term (or, in `+=`/`-=` accumulations, one factor) dropped, or a whole
    /// `+=`/`-=` statement deleted.
    Drop,
    /// A float literal × 1.1 (`1eK` → `1e(K+1)`, `0.0` → `0.1`); a decimal integer literal + 1.
    Const,
}

impl Op {
    /// Every operator, in report order.
    pub(crate) const ALL: [Op; 4] = [Op::Bound, Op::Swap, Op::Drop, Op::Const];

    /// The operator's name in reports and docs.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Op::Bound => "off-by-one bound",
            Op::Swap => "swapped indices",
            Op::Drop => "dropped term",
            Op::Const => "wrong constant",
        }
    }
}

/// One mutant of a reference.
#[derive(Clone, Debug)]
pub(crate) struct Mutant {
    /// The operator that made it.
    pub(crate) op: Op,
    /// 1-based line.
    pub(crate) line: usize,
    /// 1-based column (in characters) where the replaced text starts.
    pub(crate) col: usize,
    /// The replaced text.
    pub(crate) old: String,
    /// Its replacement.
    pub(crate) new: String,
    /// The original line, trimmed.
    pub(crate) context: String,
    /// The mutated line, trimmed.
    pub(crate) mutated: String,
    /// The whole mutated source.
    pub(crate) source: String,
    /// The mutant turned a loop's condition into `x >= 0u`, always true for a `u32`, in a loop
    /// whose body has no `break` or `return`: it never ends.
    pub(crate) endless: bool,
}

impl Mutant {
    /// A stable, human-readable description, e.g. `line 17:12: "<" → "<=" in "if (i < p.N) {"`.
    pub(crate) fn describe(&self) -> String {
        format!("line {}:{}: \"{}\" → \"{}\" in \"{}\"", self.line, self.col, self.old, self.new, self.context)
    }
}

/// A candidate edit: replace `old`, bytes `start..end` of line `line` (0-based), with `new`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Site {
    line: usize,
    start: usize,
    end: usize,
    old: String,
    new: String,
}

/// Every operator's mutants of `src`, at most `cap` per operator, spread evenly over the sites
/// (first, …, last in source order). Deterministic.
pub(crate) fn mutants(src: &str, cap: usize) -> Vec<Mutant> {
    let lines: Vec<&str> = src.split_inclusive('\n').collect();
    let builtins = builtin_names(src);
    let mut by_op: Vec<(Op, Vec<Site>)> = Op::ALL.iter().map(|&op| (op, Vec::new())).collect();
    for (li, raw) in lines.iter().enumerate() {
        let Some((offset, code)) = code_region(raw) else { continue };
        let toks = tokenize(code, offset);
        let exprs = all_exprs(&toks);
        let ctx = Ctx { line: li, raw, toks: &toks };
        by_op[0].1.extend(bound_sites(&ctx));
        by_op[1].1.extend(swap_sites(&ctx, &exprs, &builtins));
        by_op[2].1.extend(drop_sites(&ctx));
        by_op[3].1.extend(const_sites(&ctx, &array_masks(raw)));
    }
    let mut out = Vec::new();
    for (op, sites) in by_op {
        let mut seen = HashSet::new();
        let sites: Vec<Site> = sites.into_iter().filter(|s| seen.insert(s.clone())).collect();
        for s in spread(sites, cap) {
            let raw = lines[s.line];
            let mutated_line = format!("{}{}{}", &raw[..s.start], s.new, &raw[s.end..]);
            let source: String = lines.iter().enumerate().map(|(i, l)| if i == s.line { mutated_line.as_str() } else { l }).collect();
            let endless = op == Op::Bound && s.new == ">=" && endless_loop(&lines, s.line, s.start, &mutated_line);
            out.push(Mutant {
                op,
                line: s.line + 1,
                col: raw[..s.start].chars().count() + 1,
                old: s.old,
                new: s.new,
                context: raw.trim().to_string(),
                mutated: mutated_line.trim().to_string(),
                source,
                endless,
            });
        }
    }
    out
}

/// Whether the mutation at byte `at` of line `line` (now `mutated`) made the whole condition of a
/// `for` or `while` loop `name >= 0u`, in a loop whose body (up to the `}` at the loop's
/// indentation) has no `break` or `return`.
fn endless_loop(lines: &[&str], line: usize, at: usize, mutated: &str) -> bool {
    let raw = lines[line];
    let t = raw.trim_start();
    let m = mutated.trim_start();
    // The loop's whole condition, after the mutation.
    let condition = if t.starts_with("while (") {
        m.strip_prefix("while (").and_then(|c| c.trim_end().strip_suffix(") {"))
    } else if t.starts_with("for (") {
        let parts: Vec<&str> = raw.splitn(3, ';').collect();
        let in_condition = parts.len() == 3 && parts[0].len() < at && at < parts[0].len() + 1 + parts[1].len();
        mutated.split(';').nth(1).filter(|_| in_condition)
    } else {
        None
    };
    let tautology = condition
        .and_then(|c| c.trim().strip_suffix(" >= 0u"))
        .is_some_and(|v| !v.is_empty() && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    if !tautology {
        return false;
    }
    let indent = raw.len() - t.len();
    for body in &lines[line + 1..] {
        let b = body.trim_start();
        if body.len() - b.len() == indent && b.starts_with('}') {
            return true;
        }
        if b.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').any(|w| w == "break" || w == "return") {
            return false;
        }
    }
    false
}

/// Up to `cap` items, evenly spread over `v` (always the first and the last when `cap` ≥ 2).
fn spread<T>(v: Vec<T>, cap: usize) -> Vec<T> {
    let n = v.len();
    if n <= cap {
        return v;
    }
    let keep: HashSet<usize> = (0..cap).map(|k| if cap == 1 { n / 2 } else { k * (n - 1) / (cap - 1) }).collect();
    v.into_iter().enumerate().filter(|(i, _)| keep.contains(i)).map(|(_, s)| s).collect()
}

/// The part of a line that holds mutable code: `(byte offset, text)`, or `None` for comment,
/// blank, attribute and `struct` lines. Trailing comments are cut; a function signature line keeps
/// only what follows its `{` (one-line bodies).
fn code_region(raw: &str) -> Option<(usize, &str)> {
    let code = raw.find("//").map_or(raw, |i| &raw[..i]);
    let code = code.trim_end();
    let t = code.trim_start();
    if t.is_empty() || t.starts_with('@') || t.starts_with("struct ") || t.starts_with("enable ") {
        return None;
    }
    if t.starts_with("fn ") {
        let brace = code.find('{')?;
        return Some((brace + 1, &code[brace + 1..]));
    }
    Some((0, code))
}

/// Names bound to builtin vectors (`@builtin(global_invocation_id) gid: vec3<u32>` → `gid`).
fn builtin_names(src: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut rest = src;
    while let Some(i) = rest.find("@builtin(") {
        rest = &rest[i + "@builtin(".len()..];
        let Some(close) = rest.find(')') else { break };
        let after = rest[close + 1..].trim_start();
        let name: String = after.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let ty = after[name.len()..].trim_start().trim_start_matches(':').trim_start();
        if !name.is_empty() && ty.starts_with("vec3<") {
            out.insert(name);
        }
    }
    out
}

/// Byte ranges of `array<…>` types in a line (their sizes are not constants to mutate).
fn array_masks(raw: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = raw[from..].find("array<") {
        let start = from + i;
        let mut depth = 0i32;
        let mut end = raw.len();
        for (j, c) in raw[start..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = start + j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push((start, end));
        from = end;
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Ident,
    Num,
    Punct,
}

/// A token; `start`/`end` are byte offsets in the whole line.
#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    kind: Kind,
    text: &'a str,
    start: usize,
    end: usize,
}

const MULTI: [&str; 21] =
    ["<<=", ">>=", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "->", "++", "--"];

fn tokenize(code: &str, offset: usize) -> Vec<Tok<'_>> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            Kind::Ident
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let hex = c == b'0' && matches!(b.get(i + 1), Some(b'x' | b'X'));
            i += 1;
            while i < b.len() {
                let d = b[i];
                if d.is_ascii_alphanumeric()
                    || d == b'.'
                    || d == b'_'
                    || (!hex && (d == b'+' || d == b'-') && matches!(b[i - 1], b'e' | b'E'))
                {
                    i += 1;
                } else {
                    break;
                }
            }
            Kind::Num
        } else {
            let rest = &code[i..];
            i += MULTI.iter().find(|o| rest.starts_with(**o)).map_or_else(|| rest.chars().next().map_or(1, char::len_utf8), |o| o.len());
            Kind::Punct
        };
        out.push(Tok { kind, text: &code[start..i], start: offset + start, end: offset + i });
    }
    out
}

/// An expression over tokens `lo..hi`.
#[derive(Debug)]
struct Expr {
    lo: usize,
    hi: usize,
    kind: EKind,
}

#[derive(Debug)]
enum EKind {
    Ident,
    Num,
    Call(Vec<Expr>),
    Paren(Box<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Member(Box<Expr>, usize),
    Unary(Box<Expr>),
    Bin(usize, Box<Expr>, Box<Expr>),
}

fn prec(op: &str) -> Option<u8> {
    Some(match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" | "<" | ">" | "<=" | ">=" => 6,
        "<<" | ">>" => 7,
        "+" | "-" => 8,
        "*" | "/" | "%" => 9,
        _ => return None,
    })
}

struct Parser<'t, 'a> {
    t: &'t [Tok<'a>],
    i: usize,
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<&str> {
        self.t.get(self.i).map(|t| t.text)
    }

    fn eat(&mut self, s: &str) -> Option<()> {
        (self.peek() == Some(s)).then(|| self.i += 1)
    }

    fn expr(&mut self, min: u8) -> Option<Expr> {
        let mut lhs = self.unary()?;
        while let Some(tok) = self.t.get(self.i) {
            let Some(p) = prec(tok.text).filter(|&p| tok.kind == Kind::Punct && p >= min) else { break };
            let op = self.i;
            self.i += 1;
            let rhs = self.expr(p + 1)?;
            lhs = Expr { lo: lhs.lo, hi: rhs.hi, kind: EKind::Bin(op, Box::new(lhs), Box::new(rhs)) };
        }
        Some(lhs)
    }

    fn unary(&mut self) -> Option<Expr> {
        let tok = self.t.get(self.i)?;
        if tok.kind == Kind::Punct && matches!(tok.text, "-" | "!" | "~" | "&" | "*") {
            let lo = self.i;
            self.i += 1;
            let e = self.unary()?;
            return Some(Expr { lo, hi: e.hi, kind: EKind::Unary(Box::new(e)) });
        }
        let mut e = self.primary()?;
        loop {
            if self.eat(".").is_some() {
                let f = self.i;
                (self.t.get(f)?.kind == Kind::Ident).then_some(())?;
                self.i += 1;
                e = Expr { lo: e.lo, hi: self.i, kind: EKind::Member(Box::new(e), f) };
            } else if self.eat("[").is_some() {
                let idx = self.expr(0)?;
                self.eat("]")?;
                e = Expr { lo: e.lo, hi: self.i, kind: EKind::Index(Box::new(e), Box::new(idx)) };
            } else {
                return Some(e);
            }
        }
    }

    fn primary(&mut self) -> Option<Expr> {
        let lo = self.i;
        let tok = *self.t.get(lo)?;
        match tok.kind {
            Kind::Num => {
                self.i += 1;
                Some(Expr { lo, hi: self.i, kind: EKind::Num })
            }
            Kind::Ident => {
                self.i += 1;
                // Template arguments: `<` right after the name (comparisons are always spaced).
                if self.t.get(self.i).is_some_and(|n| n.text == "<" && n.start == tok.end) {
                    let mut depth = 0i32;
                    loop {
                        depth += match self.peek()? {
                            "<" => 1,
                            ">" => -1,
                            ">>" => -2,
                            _ => 0,
                        };
                        self.i += 1;
                        if depth <= 0 {
                            break;
                        }
                    }
                }
                if self.eat("(").is_some() {
                    let mut args = Vec::new();
                    if self.eat(")").is_none() {
                        loop {
                            args.push(self.expr(0)?);
                            if self.eat(")").is_some() {
                                break;
                            }
                            self.eat(",")?;
                            if self.eat(")").is_some() {
                                break;
                            }
                        }
                    }
                    return Some(Expr { lo, hi: self.i, kind: EKind::Call(args) });
                }
                Some(Expr { lo, hi: self.i, kind: EKind::Ident })
            }
            Kind::Punct if tok.text == "(" => {
                self.i += 1;
                let e = self.expr(0)?;
                self.eat(")")?;
                Some(Expr { lo, hi: self.i, kind: EKind::Paren(Box::new(e)) })
            }
            Kind::Punct => None,
        }
    }
}

/// Every maximal expression of a line, left to right (keywords parse as lone identifiers, which is
/// harmless: no operator mutates a lone identifier).
fn all_exprs(toks: &[Tok<'_>]) -> Vec<Expr> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let mut p = Parser { t: toks, i };
        match p.expr(0) {
            Some(e) if e.hi > i => {
                i = e.hi;
                out.push(e);
            }
            _ => i += 1,
        }
    }
    out
}

/// Children of an expression, each with whether it is (inside) an index.
fn children(e: &Expr) -> Vec<(&Expr, bool)> {
    match &e.kind {
        EKind::Ident | EKind::Num => vec![],
        EKind::Call(args) => args.iter().map(|a| (a, false)).collect(),
        EKind::Paren(x) | EKind::Unary(x) | EKind::Member(x, _) => vec![(x, false)],
        EKind::Index(b, i) => vec![(b, false), (i, true)],
        EKind::Bin(_, l, r) => vec![(l, false), (r, false)],
    }
}

/// Per-line context for the site finders.
struct Ctx<'l, 't, 'a> {
    line: usize,
    raw: &'l str,
    toks: &'t [Tok<'a>],
}

impl Ctx<'_, '_, '_> {
    fn span(&self, lo: usize, hi: usize) -> (usize, usize) {
        (self.toks[lo].start, self.toks[hi - 1].end)
    }

    fn text(&self, e: &Expr) -> &str {
        let (s, t) = self.span(e.lo, e.hi);
        &self.raw[s..t]
    }

    fn site(&self, start: usize, end: usize, new: String) -> Site {
        Site { line: self.line, start, end, old: self.raw[start..end].to_string(), new }
    }

    /// Replace the text of `e` by `new`, described as the whole of `e` before and after.
    fn replace(&self, e: &Expr, new: String) -> Site {
        let (s, t) = self.span(e.lo, e.hi);
        self.site(s, t, new)
    }

    fn is_operand_end(&self, i: usize) -> bool {
        i > 0 && (matches!(self.toks[i - 1].kind, Kind::Ident | Kind::Num) || matches!(self.toks[i - 1].text, ")" | "]"))
    }
}

fn bound_sites(c: &Ctx<'_, '_, '_>) -> Vec<Site> {
    let b = c.raw.as_bytes();
    let mut out = Vec::new();
    for (i, t) in c.toks.iter().enumerate() {
        let spaced = t.start > 0 && b[t.start - 1] == b' ' && b.get(t.end) == Some(&b' ');
        let flip = match t.text {
            "<" => "<=",
            "<=" => "<",
            ">" => ">=",
            ">=" => ">",
            "+" | "-" if c.is_operand_end(i) => {
                if let Some(n) = c.toks.get(i + 1).filter(|n| n.kind == Kind::Num && matches!(n.text, "1" | "1u" | "1i")) {
                    out.push(c.site(t.start, n.end, format!("{} 0{}", t.text, &n.text[1..])));
                }
                continue;
            }
            _ => continue,
        };
        if spaced {
            out.push(c.site(t.start, t.end, flip.to_string()));
        }
    }
    out
}

/// Operand kinds a swap may move: names, fields, calls (never literals or parenthesised sums).
fn simple(e: &Expr) -> bool {
    matches!(e.kind, EKind::Ident | EKind::Member(..) | EKind::Call(_) | EKind::Index(..))
}

/// The terms and operators of an additive chain (`a * s + b - c` → [`a * s`, `b`, `c`], [+, -]).
fn additive<'e>(e: &'e Expr, toks: &[Tok<'_>], terms: &mut Vec<&'e Expr>, ops: &mut Vec<usize>) {
    match &e.kind {
        EKind::Bin(op, l, r) if matches!(toks[*op].text, "+" | "-") => {
            additive(l, toks, terms, ops);
            ops.push(*op);
            terms.push(r);
        }
        _ => terms.push(e),
    }
}

fn is_additive(e: &Expr, toks: &[Tok<'_>]) -> bool {
    matches!(&e.kind, EKind::Bin(op, ..) if matches!(toks[*op].text, "+" | "-"))
}

/// The leftmost factor of a product (`a * s * t` → `a`), or `None` when `e` is not a product.
fn first_factor<'e>(e: &'e Expr, toks: &[Tok<'_>]) -> Option<&'e Expr> {
    match &e.kind {
        EKind::Bin(op, l, _) if toks[*op].text == "*" => Some(first_factor(l, toks).unwrap_or(l)),
        _ => None,
    }
}

fn swap_sites(c: &Ctx<'_, '_, '_>, exprs: &[Expr], builtins: &HashSet<String>) -> Vec<Site> {
    let mut out = Vec::new();
    let mut stack: Vec<(&Expr, bool, bool)> = exprs.iter().rev().map(|e| (e, false, true)).collect();
    while let Some((e, in_index, chain_root)) = stack.pop() {
        if in_index && chain_root && is_additive(e, c.toks) {
            let (mut terms, mut ops) = (Vec::new(), Vec::new());
            additive(e, c.toks, &mut terms, &mut ops);
            // `[x * s + z]` → `[z * s + x]`: the row and column (or outer and inner) index swapped.
            for k in 0..ops.len() {
                let (z, op) = (terms[k + 1], c.toks[ops[k]].text);
                let Some(x) = first_factor(terms[k], c.toks) else { continue };
                if op == "+" && simple(x) && simple(z) && c.text(x) != c.text(z) {
                    let whole = (c.toks[terms[k].lo].start, c.toks[z.hi - 1].end);
                    let (xs, xe) = c.span(x.lo, x.hi);
                    let (zs, ze) = c.span(z.lo, z.hi);
                    let new = format!("{}{}{}{}", c.text(z), &c.raw[xe..zs], c.text(x), &c.raw[ze..whole.1]);
                    debug_assert_eq!(xs, whole.0);
                    out.push(c.site(whole.0, whole.1, new));
                }
            }
            // `[a - b]` → `[b - a]`.
            if let (2, Some(&op)) = (terms.len(), ops.first()) {
                if c.toks[op].text == "-" && simple(terms[0]) && simple(terms[1]) && c.text(terms[0]) != c.text(terms[1]) {
                    out.push(c.replace(e, format!("{} - {}", c.text(terms[1]), c.text(terms[0]))));
                }
            }
        }
        if let EKind::Member(base, f) = &e.kind {
            let field = c.toks[*f].text;
            if matches!(base.kind, EKind::Ident) && builtins.contains(c.text(base)) && matches!(field, "x" | "y") {
                out.push(c.replace(e, format!("{}.{}", c.text(base), if field == "x" { "y" } else { "x" })));
            }
        }
        let additive_here = is_additive(e, c.toks);
        for (ch, idx) in children(e).into_iter().rev() {
            // Inside an additive chain only the chain's root starts a chain.
            let root = !(additive_here && is_additive(ch, c.toks));
            stack.push((ch, in_index || idx, root));
        }
    }
    out.sort_by_key(|s| (s.start, s.end));
    out
}

fn drop_sites(c: &Ctx<'_, '_, '_>) -> Vec<Site> {
    let toks = c.toks;
    let Some(first) = toks.first() else { return vec![] };
    if matches!(first.text, "for" | "if" | "while" | "else" | "}") {
        return vec![];
    }
    // The statement's right-hand side: after the first top-level `=`, `+=`, `-=`, or `return`.
    let mut depth = 0i32;
    let mut assign = None;
    for (i, t) in toks.iter().enumerate() {
        match t.text {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            "=" | "+=" | "-=" if depth == 0 => {
                assign = Some(i);
                break;
            }
            _ => {}
        }
    }
    let rhs_at = match (assign, first.text) {
        (Some(i), _) => i + 1,
        (None, "return") => 1,
        _ => return vec![],
    };
    let mut p = Parser { t: toks, i: rhs_at };
    let Some(rhs) = p.expr(0) else { return vec![] };
    let accumulate = assign.is_some_and(|i| matches!(toks[i].text, "+=" | "-="));
    let mut out = Vec::new();
    if accumulate {
        // Delete the whole statement.
        let (s, e) = (first.start, toks.last().map_or(first.end, |t| t.end));
        out.push(c.site(s, e, String::new()));
        // `acc += x * w` → `acc += x` / `acc += w`.
        if let EKind::Bin(op, l, r) = &rhs.kind {
            if c.toks[*op].text == "*" {
                out.push(c.replace(&rhs, c.text(l).to_string()));
                out.push(c.replace(&rhs, c.text(r).to_string()));
            }
        }
    }
    // Drop one term of every additive chain outside index brackets.
    let mut stack = vec![(&rhs, true)];
    while let Some((e, root)) = stack.pop() {
        if root && is_additive(e, toks) {
            let (mut terms, mut ops) = (Vec::new(), Vec::new());
            additive(e, toks, &mut terms, &mut ops);
            for k in 0..terms.len() {
                // Keep the text between the remaining terms as written.
                let kept: Vec<usize> = (0..terms.len()).filter(|&j| j != k).collect();
                if k == 0 && toks[ops[0]].text != "+" {
                    continue;
                }
                let mut new = c.text(terms[kept[0]]).to_string();
                for &j in &kept[1..] {
                    new.push_str(&format!(" {} {}", toks[ops[j - 1]].text, c.text(terms[j])));
                }
                out.push(c.replace(e, new));
            }
        }
        let additive_here = is_additive(e, toks);
        for (ch, idx) in children(e) {
            if !idx {
                stack.push((ch, !(additive_here && is_additive(ch, toks))));
            }
        }
    }
    out.sort_by_key(|s| (s.start, s.end));
    out
}

/// The literal with its value nudged: floats × 1.1 (a power of ten one decade up, zero to 0.1),
/// decimal integers + 1; `None` for hex literals.
fn nudge(lit: &str) -> Option<String> {
    let lower = lit.to_ascii_lowercase();
    if lower.starts_with("0x") {
        return None;
    }
    let (body, suffix) = match lower.as_bytes().last() {
        Some(b'u' | b'i' | b'f' | b'h') => lit.split_at(lit.len() - 1),
        _ => (lit, ""),
    };
    let is_float = body.contains(['.', 'e', 'E']) || matches!(suffix, "f" | "h");
    if !is_float {
        let v: u64 = body.parse().ok()?;
        return Some(format!("{}{suffix}", v + 1));
    }
    let (mant, exp) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], &body[i..]),
        None => (body, ""),
    };
    let m: f64 = mant.parse().ok()?;
    if !exp.is_empty() && m == 1.0 {
        let e: i32 = exp[1..].parse().ok()?;
        return Some(format!("{mant}e{}{suffix}", e + 1));
    }
    let nudged = if m == 0.0 { 0.1 } else { format!("{:.9e}", m * 1.1).parse::<f64>().ok()? };
    let mut text = format!("{nudged}");
    if !text.contains('.') {
        text.push_str(".0");
    }
    Some(format!("{text}{exp}{suffix}"))
}

fn const_sites(c: &Ctx<'_, '_, '_>, masks: &[(usize, usize)]) -> Vec<Site> {
    c.toks
        .iter()
        .filter(|t| t.kind == Kind::Num && !masks.iter().any(|&(s, e)| t.start >= s && t.end <= e))
        .filter_map(|t| Some(c.site(t.start, t.end, nudge(t.text)?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "// @plan\n// pass a threads(N, 1, 1)\n// @end\nvar<workgroup> red: array<f32, 64>;\n@compute @workgroup_size(64)\nfn main(@builtin(global_invocation_id) gid: vec3<u32>) {\n    let i = gid.x; // i < N\n    if (i < p.N && i >= 1u) {\n        acc += A[m * p.K + k] * B[k * p.N + n] + 0.5;\n        y[i] = a[i] + b[i - 1u] + 2.0e3;\n    }\n}\n";

    fn descs(op: Op) -> Vec<String> {
        mutants(SRC, 100).into_iter().filter(|m| m.op == op).map(|m| m.describe()).collect()
    }

    #[test]
    fn operators_find_their_sites() {
        assert_eq!(
            descs(Op::Bound),
            [
                r#"line 8:11: "<" → "<=" in "if (i < p.N && i >= 1u) {""#,
                r#"line 8:22: ">=" → ">" in "if (i < p.N && i >= 1u) {""#,
                r#"line 10:27: "- 1u" → "- 0u" in "y[i] = a[i] + b[i - 1u] + 2.0e3;""#,
            ]
        );
        assert_eq!(
            descs(Op::Swap),
            [
                r#"line 7:13: "gid.x" → "gid.y" in "let i = gid.x; // i < N""#,
                r#"line 9:18: "m * p.K + k" → "k * p.K + m" in "acc += A[m * p.K + k] * B[k * p.N + n] + 0.5;""#,
                r#"line 9:35: "k * p.N + n" → "n * p.N + k" in "acc += A[m * p.K + k] * B[k * p.N + n] + 0.5;""#,
            ]
        );
        let drops = descs(Op::Drop);
        assert!(drops.contains(
            &r#"line 9:9: "acc += A[m * p.K + k] * B[k * p.N + n] + 0.5;" → "" in "acc += A[m * p.K + k] * B[k * p.N + n] + 0.5;""#
                .to_string()
        ));
        assert!(
            drops.contains(&r#"line 10:16: "a[i] + b[i - 1u] + 2.0e3" → "a[i] + 2.0e3" in "y[i] = a[i] + b[i - 1u] + 2.0e3;""#.to_string())
        );
        assert!(drops.iter().all(|d| !d.contains("\"m * p.K\"")), "index sums are not dropped: {drops:?}");
        let consts = descs(Op::Const);
        assert!(consts.iter().any(|d| d.contains(r#""0.5" → "0.55""#)));
        assert!(consts.iter().any(|d| d.contains(r#""2.0e3" → "2.2e3""#)));
        assert!(consts.iter().any(|d| d.contains(r#""1u" → "2u""#)));
        assert!(consts.iter().all(|d| !d.contains("\"64\"")), "array sizes and workgroup sizes are kept: {consts:?}");
    }

    #[test]
    fn endless_loops_are_recognised() {
        let src = "fn f() {\n    for (var s = 32u; s > 0u; s >>= 1u) {\n        x += 1u;\n    }\n    for (var t = 8u; t > 0u; t--) {\n        if (t == 1u) { break; }\n    }\n    if (k > 0u) {\n    }\n    while (j > 0u && v[j] < x) {\n    }\n    while (j > 0u) {\n    }\n}\n";
        let endless: Vec<(usize, bool)> = mutants(src, 100).iter().filter(|m| m.op == Op::Bound).map(|m| (m.line, m.endless)).collect();
        assert_eq!(endless, [(2, true), (5, false), (8, false), (10, false), (10, false), (12, true)]);
    }

    #[test]
    fn literals_nudge() {
        for (a, b) in [
            ("0.5", "0.55"),
            ("1.0", "1.1"),
            ("2.0", "2.2"),
            ("1e-5", "1e-4"),
            ("0.0", "0.1"),
            ("2u", "3u"),
            ("0", "1"),
            ("3.0e38", "3.3e38"),
        ] {
            assert_eq!(nudge(a).as_deref(), Some(b), "{a}");
        }
        assert_eq!(nudge("0xFFu"), None);
        assert_eq!(nudge("1.0h").as_deref(), Some("1.1h"));
    }

    #[test]
    fn cap_spreads_over_the_file() {
        assert_eq!(spread((0..10).collect(), 3), [0, 4, 9]);
        assert_eq!(spread((0..2).collect(), 3), [0, 1]);
    }
}
