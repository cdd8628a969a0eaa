//! Element-wise comparison of a kernel's output with the reference.
//!
//! Rules (float outputs), for expected `r` (f64 reference) and actual `y`:
//! * `r` NaN → `y` must be NaN;
//! * `r` ±∞ → `y` must be the same infinity;
//! * `r` finite → `y` finite and `|y − r| ≤ atol + rtol·|r|` (NumPy `isclose`, asymmetric in `r`).
//!
//! Integer outputs must match exactly.

use crate::data::HostBuffer;
use crate::task::Tolerance;

pub use ekb_wire::comparison::{Comparison, ElementMismatch};

/// Whether one float element passes under `tol`.
pub fn close(actual: f64, expected: f64, tol: &Tolerance) -> bool {
    if expected.is_nan() {
        return actual.is_nan();
    }
    if expected.is_infinite() {
        return actual == expected;
    }
    actual.is_finite() && (actual - expected).abs() <= tol.atol + tol.rtol * expected.abs()
}

/// Compares `actual` with `expected` (same length; a length difference counts every missing element
/// as a mismatch).
pub fn compare(actual: &HostBuffer, expected: &[f64], tol: &Tolerance) -> Comparison {
    let is_float = actual.dtype().is_float();
    let len = expected.len();
    let mut c = Comparison { len, mismatches: 0, first: None, max_abs_err: 0.0, max_rel_err: 0.0 };
    for (i, &r) in expected.iter().enumerate() {
        let y = if i < actual.len() { actual.get(i) } else { f64::NAN };
        let ok = if is_float { close(y, r, tol) } else { i < actual.len() && y == r };
        if y.is_finite() && r.is_finite() {
            let abs = (y - r).abs();
            c.max_abs_err = c.max_abs_err.max(abs);
            if r != 0.0 {
                c.max_rel_err = c.max_rel_err.max(abs / r.abs());
            }
        }
        if !ok {
            c.mismatches += 1;
            if c.first.is_none() {
                let allowed = (is_float && r.is_finite()).then(|| tol.atol + tol.rtol * r.abs());
                c.first = Some(ElementMismatch { index: i, expected: r, actual: y, allowed });
            }
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn tol(atol: f64, rtol: f64) -> Tolerance {
        Tolerance { atol, rtol, why: None }
    }

    #[test]
    fn nan_and_inf_rules() {
        let t = tol(1e-3, 1e-3);
        assert!(close(f64::NAN, f64::NAN, &t));
        assert!(!close(0.0, f64::NAN, &t));
        assert!(!close(f64::NAN, 0.0, &t));
        assert!(close(f64::INFINITY, f64::INFINITY, &t));
        assert!(!close(f64::NEG_INFINITY, f64::INFINITY, &t));
        assert!(!close(f64::INFINITY, 1e300, &t));
    }

    #[test]
    fn reports_first_and_max() {
        let a = HostBuffer::F32(vec![1.0, 2.5, 3.0, 9.0]);
        let c = compare(&a, &[1.0, 2.0, 3.0, 4.0], &tol(0.1, 0.0));
        assert_eq!(c.mismatches, 2);
        assert_eq!(c.first, Some(ElementMismatch { index: 1, expected: 2.0, actual: 2.5, allowed: Some(0.1) }));
        let m = c.first.as_ref().expect("first");
        assert_eq!(
            m.describe(),
            "expected 2, got 2.5: |error| 5.000e-1 > allowed 1.000e-1 (atol + rtol·|expected|), 5.000× the allowed error"
        );
        assert_eq!(c.max_abs_err, 5.0);
        let ints = HostBuffer::U32(vec![1, 2]);
        assert_eq!(compare(&ints, &[1.0, 3.0], &tol(10.0, 10.0)).mismatches, 1);
        assert_eq!(compare(&ints, &[1.0, 2.0, 3.0], &tol(0.0, 0.0)).mismatches, 1);
    }

    proptest! {
        #[test]
        fn tolerance_is_monotone(y in -1e6f64..1e6, r in -1e6f64..1e6, a in 0.0f64..1.0, rt in 0.0f64..1.0, k in 1.0f64..10.0) {
            if close(y, r, &tol(a, rt)) {
                prop_assert!(close(y, r, &tol(a * k, rt * k)));
            }
        }

        #[test]
        fn exact_values_always_pass(r in proptest::num::f64::ANY) {
            prop_assert!(close(r, r, &tol(0.0, 0.0)));
        }

        #[test]
        fn atol_only_is_symmetric(y in -1e6f64..1e6, r in -1e6f64..1e6, a in 0.0f64..10.0) {
            prop_assert_eq!(close(y, r, &tol(a, 0.0)), close(r, y, &tol(a, 0.0)));
        }
    }
}
