//! The outcome of comparing one output buffer with the CPU reference (the rules are
//! `wgsl_lib::compare`'s).

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
    /// Largest `|y − r|` over finite pairs.
    #[serde(with = "crate::float_serde")]
    pub max_abs_err: f64,
    /// Largest `|y − r| / |r|` over finite pairs with `r ≠ 0`.
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
}

impl Comparison {
    /// Whether every element passed.
    pub fn passed(&self) -> bool {
        self.mismatches == 0
    }
}
