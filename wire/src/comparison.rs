//! The outcome of comparing one output buffer with the CPU reference (the rules are
//! `ekb_eval::compare`'s).

use serde::{Deserialize, Serialize};

/// Outcome of comparing one output buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    /// Elements compared.
    pub len: usize,
    /// Elements outside tolerance.
    pub mismatches: usize,
    /// First failing element, if any.
    pub first: Option<ElementMismatch>,
    /// Largest `|y − r|` over every element: NaN when an element is NaN against a non-NaN
    /// reference (or the other way round), `+∞` when one is infinite against a finite one; equal
    /// values (the same infinity, both NaN) count 0. JSON writes NaN and ±∞ as `"NaN"`, `"inf"`.
    #[serde(with = "crate::float_serde")]
    pub max_abs_err: f64,
    /// Largest `|y − r| / |r|` over every element with `r ≠ 0`, NaN and `+∞` by the same rule as
    /// `max_abs_err` (an infinite `r` against another value counts `+∞`).
    #[serde(with = "crate::float_serde")]
    pub max_rel_err: f64,
}

/// One failing element.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ElementMismatch {
    /// Flat (row-major) index.
    pub index: usize,
    /// Reference value.
    #[serde(with = "crate::float_serde")]
    pub expected: f64,
    /// Kernel value.
    #[serde(with = "crate::float_serde")]
    pub actual: f64,
    /// The largest `|actual − expected|` the tolerance allows at this element,
    /// `atol + rtol·|expected|` (NumPy `isclose`); `None` where only an exact match passes (an
    /// integer output, a NaN or infinite reference, a guard region).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed: Option<f64>,
}

impl ElementMismatch {
    /// "expected 1, got 1.2: |error| 2.0e-1 > allowed 1.1e-4 (atol + rtol·|expected|), 1818× over":
    /// what a kernel author needs to see how far off the element is.
    pub fn describe(&self) -> String {
        let head = format!("expected {}, got {}", self.expected, self.actual);
        match self.allowed {
            Some(allowed) if self.actual.is_finite() => {
                let err = (self.actual - self.expected).abs();
                let over = if allowed > 0.0 { format!(", {:.3}× the allowed error", err / allowed) } else { String::new() };
                format!("{head}: |error| {err:.3e} > allowed {allowed:.3e} (atol + rtol·|expected|){over}")
            }
            Some(_) => format!("{head}: a finite reference needs a finite result"),
            None if self.expected.is_nan() => format!("{head}: a NaN reference needs a NaN result"),
            None => format!("{head}: must match exactly"),
        }
    }
}

impl Comparison {
    /// Whether every element passed.
    pub fn passed(&self) -> bool {
        self.mismatches == 0
    }
}
