//! Integer expressions over named params: shapes, dispatch grids, scratch sizes and the cost model.
//!
//! Grammar (whitespace ignored):
//!
//! ```text
//! expr    := term (('+' | '-') term)*
//! term    := unary (('*' | '/' | '%') unary)*
//! unary   := '-' unary | atom
//! atom    := INTEGER | IDENT | IDENT '(' expr (',' expr)* ')' | '(' expr ')'
//! ```
//!
//! Values are `i64`; `/` is integer division truncating toward zero. Functions: `ceil_div(a, b)`,
//! `min(a, b, ...)`, `max(a, b, ...)`, `log2(a)` (floor), `pow(a, b)`. Identifiers are param names
//! or, in launch plans, `wg_x`, `wg_y`, `wg_z` (the entry point's workgroup size).

use std::collections::BTreeMap;
use std::fmt;

use crate::limits::{MAX_PLAN_EXPR_BYTES, MAX_PLAN_EXPR_DEPTH};

/// A parsed expression. Parse once with [`Expr::parse`], evaluate many times with [`Expr::eval`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    source: String,
    node: Node,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Node {
    Int(i64),
    Var(String),
    Neg(Box<Node>),
    Bin(Op, Box<Node>, Box<Node>),
    Call(String, Vec<Node>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Why an expression failed to parse or evaluate.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ExprError {
    /// The text is not an expression; `offset` is a byte offset into it.
    #[error("cannot parse `{expr}` at byte {offset}: {message}")]
    Parse {
        /// The expression text.
        expr: String,
        /// Byte offset of the problem.
        offset: usize,
        /// What was expected.
        message: String,
    },
    /// An identifier has no value.
    #[error("unknown name `{name}` in `{expr}`")]
    UnknownName {
        /// The expression text.
        expr: String,
        /// The unknown identifier.
        name: String,
    },
    /// Division by zero, overflow, or a bad function call.
    #[error("cannot evaluate `{expr}`: {message}")]
    Eval {
        /// The expression text.
        expr: String,
        /// What went wrong.
        message: String,
    },
}

/// Values of the names an expression may use.
pub type Env = BTreeMap<String, i64>;

impl Expr {
    /// Parses `text`.
    ///
    /// The text is bounded before and while it is parsed, so that no input can exhaust the stack:
    /// at most [`MAX_PLAN_EXPR_BYTES`] bytes, with parentheses, calls and unary minus nested at
    /// most [`MAX_PLAN_EXPR_DEPTH`] deep.
    ///
    /// # Errors
    /// [`ExprError::Parse`] with the byte offset of the first unexpected character, or of the
    /// place where a limit was crossed.
    pub fn parse(text: &str) -> Result<Self, ExprError> {
        if text.len() > MAX_PLAN_EXPR_BYTES {
            return Err(ExprError::Parse {
                expr: text.chars().take(64).collect::<String>() + "…",
                offset: MAX_PLAN_EXPR_BYTES,
                message: format!("the expression is {} bytes long; the limit is {MAX_PLAN_EXPR_BYTES} bytes", text.len()),
            });
        }
        let mut p = Parser { src: text, pos: 0, depth: 0 };
        let node = p.expr()?;
        p.skip_ws();
        if p.pos != text.len() {
            return Err(p.err("unexpected trailing input"));
        }
        Ok(Self { source: text.trim().to_string(), node })
    }

    /// The text this expression was parsed from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Evaluates with the given names.
    ///
    /// # Errors
    /// [`ExprError::UnknownName`] or [`ExprError::Eval`] (division by zero, overflow).
    pub fn eval(&self, env: &Env) -> Result<i64, ExprError> {
        self.eval_node(&self.node, env)
    }

    /// The names the expression refers to (function names excluded).
    pub fn names(&self) -> Vec<String> {
        fn walk(n: &Node, out: &mut Vec<String>) {
            match n {
                Node::Int(_) => {}
                Node::Var(v) => out.push(v.clone()),
                Node::Neg(a) => walk(a, out),
                Node::Bin(_, a, b) => {
                    walk(a, out);
                    walk(b, out);
                }
                Node::Call(_, args) => args.iter().for_each(|a| walk(a, out)),
            }
        }
        let mut out = Vec::new();
        walk(&self.node, &mut out);
        out
    }

    fn fail(&self, message: impl Into<String>) -> ExprError {
        ExprError::Eval { expr: self.source.clone(), message: message.into() }
    }

    fn eval_node(&self, n: &Node, env: &Env) -> Result<i64, ExprError> {
        Ok(match n {
            Node::Int(v) => *v,
            Node::Var(name) => *env.get(name).ok_or_else(|| ExprError::UnknownName { expr: self.source.clone(), name: name.clone() })?,
            Node::Neg(a) => self.eval_node(a, env)?.checked_neg().ok_or_else(|| self.fail("overflow"))?,
            Node::Bin(op, a, b) => {
                let (a, b) = (self.eval_node(a, env)?, self.eval_node(b, env)?);
                let r = match op {
                    Op::Add => a.checked_add(b),
                    Op::Sub => a.checked_sub(b),
                    Op::Mul => a.checked_mul(b),
                    Op::Div if b == 0 => return Err(self.fail("division by zero")),
                    Op::Div => a.checked_div(b),
                    Op::Rem if b == 0 => return Err(self.fail("remainder by zero")),
                    Op::Rem => a.checked_rem(b),
                };
                r.ok_or_else(|| self.fail("overflow"))?
            }
            Node::Call(f, args) => {
                let v = args.iter().map(|a| self.eval_node(a, env)).collect::<Result<Vec<_>, _>>()?;
                self.call(f, &v)?
            }
        })
    }

    fn call(&self, f: &str, v: &[i64]) -> Result<i64, ExprError> {
        let arity = |n: usize| {
            if v.len() == n {
                Ok(())
            } else {
                Err(self.fail(format!("{f} takes {n} arguments, got {}", v.len())))
            }
        };
        match f {
            "ceil_div" => {
                arity(2)?;
                if v[1] <= 0 {
                    return Err(self.fail("ceil_div by a non-positive value"));
                }
                Ok(v[0].div_euclid(v[1]) + i64::from(v[0].rem_euclid(v[1]) != 0))
            }
            "min" | "max" if v.is_empty() => Err(self.fail(format!("{f} needs arguments"))),
            "min" => Ok(*v.iter().min().unwrap_or(&0)),
            "max" => Ok(*v.iter().max().unwrap_or(&0)),
            "log2" => {
                arity(1)?;
                if v[0] <= 0 {
                    return Err(self.fail("log2 of a non-positive value"));
                }
                Ok(i64::from(63 - v[0].leading_zeros()))
            }
            "pow" => {
                arity(2)?;
                let e = u32::try_from(v[1]).map_err(|_| self.fail("negative exponent"))?;
                v[0].checked_pow(e).ok_or_else(|| self.fail("overflow"))
            }
            _ => Err(self.fail(format!("unknown function `{f}`"))),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}

impl serde::Serialize for Expr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.source)
    }
}

impl<'de> serde::Deserialize<'de> for Expr {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Self::from_scalar(d.deserialize_any(ScalarVisitor)?)
    }
}

impl Expr {
    /// The expression a `task.toml` scalar spells: an integer literal, or text parsed as an
    /// expression; a non-integer number is refused.
    pub(crate) fn from_scalar<E: serde::de::Error>(scalar: Scalar) -> Result<Self, E> {
        match scalar {
            Scalar::Int(v) => Ok(Self { source: v.to_string(), node: Node::Int(v) }),
            Scalar::Text(t) => Self::parse(&t).map_err(E::custom),
            Scalar::Float(v) => Err(E::invalid_type(serde::de::Unexpected::Float(v), &ScalarVisitor)),
        }
    }
}

/// A number or a string as read, kept apart: an integer (one that fits `i64`), another number, or
/// text. Read by [`ScalarVisitor`] in one pass, where serde's `untagged` enums buffer the value
/// first (a second copy of the reading code in the wasm module; docs/APP.md, "Size and first
/// verdict").
#[derive(Debug)]
pub(crate) enum Scalar {
    /// An integer that fits `i64`.
    Int(i64),
    /// Any other number (a float, or an integer beyond `i64`).
    Float(f64),
    /// A string.
    Text(String),
}

/// Reads a [`Scalar`] (`deserialize_any`: for self-describing formats such as JSON and TOML).
pub(crate) struct ScalarVisitor;

impl serde::de::Visitor<'_> for ScalarVisitor {
    type Value = Scalar;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an integer or an expression string")
    }

    fn visit_i64<E>(self, v: i64) -> Result<Scalar, E> {
        Ok(Scalar::Int(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Scalar, E> {
        Ok(i64::try_from(v).map_or(Scalar::Float(v as f64), Scalar::Int))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Scalar, E> {
        Ok(Scalar::Float(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Scalar, E> {
        Ok(Scalar::Text(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Scalar, E> {
        Ok(Scalar::Text(v))
    }
}

struct Parser<'a> {
    src: &'a str,
    /// Byte offset of the next character (always on a char boundary).
    pos: usize,
    /// Nesting of `unary` calls in progress (parentheses, call arguments, unary minus).
    depth: usize,
}

impl Parser<'_> {
    fn err(&self, message: &str) -> ExprError {
        ExprError::Parse { expr: self.src.to_string(), offset: self.pos, message: message.to_string() }
    }

    fn skip_ws(&mut self) {
        while let Some(c) = self.src[self.pos..].chars().next().filter(|c| c.is_whitespace()) {
            self.pos += c.len_utf8();
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        self.src[self.pos..].chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn expr(&mut self) -> Result<Node, ExprError> {
        let mut lhs = self.term()?;
        loop {
            let op = match self.peek() {
                Some('+') => Op::Add,
                Some('-') => Op::Sub,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            lhs = Node::Bin(op, Box::new(lhs), Box::new(self.term()?));
        }
    }

    fn term(&mut self) -> Result<Node, ExprError> {
        let mut lhs = self.unary()?;
        loop {
            let op = match self.peek() {
                Some('*') => Op::Mul,
                Some('/') => Op::Div,
                Some('%') => Op::Rem,
                _ => return Ok(lhs),
            };
            self.pos += 1;
            lhs = Node::Bin(op, Box::new(lhs), Box::new(self.unary()?));
        }
    }

    /// Every recursion of the grammar passes through here, so this is where depth is bounded.
    fn unary(&mut self) -> Result<Node, ExprError> {
        self.depth += 1;
        if self.depth > MAX_PLAN_EXPR_DEPTH {
            return Err(self.err(&format!("nested more than {MAX_PLAN_EXPR_DEPTH} levels deep (parentheses, calls, unary minus)")));
        }
        let node = if self.eat('-') { self.unary().map(|n| Node::Neg(Box::new(n))) } else { self.atom() };
        self.depth -= 1;
        node
    }

    fn atom(&mut self) -> Result<Node, ExprError> {
        match self.peek() {
            Some('(') => {
                self.pos += 1;
                let n = self.expr()?;
                if !self.eat(')') {
                    return Err(self.err("expected `)`"));
                }
                Ok(n)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.pos;
                while self.src[self.pos..].starts_with(|c: char| c.is_ascii_digit() || c == '_') {
                    self.pos += 1;
                }
                let digits: String = self.src[start..self.pos].chars().filter(|c| *c != '_').collect();
                digits.parse().map(Node::Int).map_err(|_| self.err("integer literal out of range"))
            }
            Some(c) if c.is_ascii_alphabetic() || c == '_' => {
                let start = self.pos;
                while self.src[self.pos..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                    self.pos += 1;
                }
                let name = self.src[start..self.pos].to_string();
                if !self.eat('(') {
                    return Ok(Node::Var(name));
                }
                let mut args = vec![self.expr()?];
                while self.eat(',') {
                    args.push(self.expr()?);
                }
                if !self.eat(')') {
                    return Err(self.err("expected `,` or `)`"));
                }
                Ok(Node::Call(name, args))
            }
            _ => Err(self.err("expected a number, a name or `(`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(s: &str, env: &[(&str, i64)]) -> Result<i64, ExprError> {
        let env: Env = env.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        Expr::parse(s)?.eval(&env)
    }

    #[test]
    fn arithmetic_and_precedence() {
        assert_eq!(ev("2*M*N*K", &[("M", 3), ("N", 4), ("K", 5)]), Ok(120));
        assert_eq!(ev("1 + 2 * 3 - 4 / 2", &[]), Ok(5));
        assert_eq!(ev("(1 + 2) * 3", &[]), Ok(9));
        assert_eq!(ev("-3 + 10 % 4", &[]), Ok(-1));
    }

    #[test]
    fn functions() {
        assert_eq!(ev("ceil_div(N, wg_x)", &[("N", 100), ("wg_x", 64)]), Ok(2));
        assert_eq!(ev("ceil_div(128, 64)", &[]), Ok(2));
        assert_eq!(ev("min(3, 1, 2) + max(4, 9)", &[]), Ok(10));
        assert_eq!(ev("log2(1024)", &[]), Ok(10));
        assert_eq!(ev("pow(2, 10)", &[]), Ok(1024));
    }

    #[test]
    fn errors_are_located() {
        assert!(matches!(Expr::parse("2 * (3"), Err(ExprError::Parse { .. })));
        assert!(matches!(Expr::parse("2 $ 3"), Err(ExprError::Parse { offset: 2, .. })));
        assert!(matches!(ev("X + 1", &[]), Err(ExprError::UnknownName { .. })));
        assert!(matches!(ev("1 / 0", &[]), Err(ExprError::Eval { .. })));
        assert!(matches!(ev("pow(10, 40)", &[]), Err(ExprError::Eval { .. })));
    }

    #[test]
    fn non_ascii_whitespace_is_skipped_by_its_length() {
        // U+3000 (3 bytes) and U+00A0 (2 bytes): the parser stepped one byte and panicked.
        assert_eq!(ev("1\u{3000}+\u{a0}2", &[]), Ok(3));
        assert!(matches!(Expr::parse("1 +\u{3000}"), Err(ExprError::Parse { .. })));
        assert!(matches!(Expr::parse("\u{3000}é"), Err(ExprError::Parse { offset: 3, .. })));
    }

    #[test]
    fn nesting_and_length_are_bounded() {
        let nested = |n: usize| format!("{}1{}", "(".repeat(n), ")".repeat(n));
        assert_eq!(ev(&nested(MAX_PLAN_EXPR_DEPTH - 1), &[]), Ok(1));
        for text in [nested(300), "-".repeat(500) + "1", "min(".repeat(100) + "1" + &")".repeat(100)] {
            let e = Expr::parse(&text).unwrap_err();
            assert!(e.to_string().contains("levels deep"), "{e}");
        }
        let long = vec!["1"; MAX_PLAN_EXPR_BYTES].join("+");
        assert!(Expr::parse(&long).unwrap_err().to_string().contains("limit is 1024 bytes"));
        // A crash input found by an adversarial pass: 3,000 nested parentheses (6 KB).
        assert!(Expr::parse(&nested(3000)).unwrap_err().to_string().contains("limit is 1024 bytes"));
    }
}
