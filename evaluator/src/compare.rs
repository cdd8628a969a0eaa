//! Element-wise comparison of a kernel's output with the reference.
//!
//! Rules (float outputs), for expected `r` (f64 reference) and actual `y`:
//! * `r` NaN → `y` must be NaN;
//! * `r` ±∞ → `y` must be the same infinity;
//! * `r` finite → `y` finite and `|y − r| ≤ atol + rtol·|r|` (NumPy `isclose`, asymmetric in `r`).
//!
//! Integer outputs must match exactly.
//!
//! The comparison's `max_abs_err` / `max_rel_err` ([`element_error`]) count every element, not
//! only finite pairs: a NaN where the reference is finite makes them NaN, an infinity makes them
//! infinite, so a report never says "error 0" of an output full of NaN.

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

/// The absolute and relative error of one element, `(|y − r|, |y − r| / |r|)`, for the
/// comparison's `max_abs_err` / `max_rel_err`.
///
/// Equal values (the same infinity, or both NaN) are `(0, 0)`. Otherwise IEEE arithmetic decides:
/// a NaN on either side gives NaN, an infinity against a finite value gives `+∞`. The relative
/// error is the absolute one where that is not finite, and 0 where `r = 0` and `y` is finite
/// (undefined; the absolute error carries it).
pub fn element_error(actual: f64, expected: f64) -> (f64, f64) {
    if actual == expected || (actual.is_nan() && expected.is_nan()) {
        return (0.0, 0.0);
    }
    let abs = (actual - expected).abs();
    let rel = if !abs.is_finite() {
        abs
    } else if expected != 0.0 {
        abs / expected.abs()
    } else {
        0.0
    };
    (abs, rel)
}

/// The larger of two errors, NaN if either is NaN (`f64::max` drops a NaN, which would hide it).
pub fn worse(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}

/// Compares `actual` with `expected` (same length; a length difference counts every missing element
/// as a mismatch).
pub fn compare(actual: &HostBuffer, expected: &[f64], tol: &Tolerance) -> Comparison {
    let len = expected.len();
    // In parallel chunks on a large output (crate::par), combined in order: the same result.
    let parts = crate::par::map_chunks(len, |r| compare_range(actual, expected, tol, r));
    let mut c = Comparison { len, mismatches: 0, first: None, max_abs_err: 0.0, max_rel_err: 0.0 };
    for p in parts {
        c.mismatches += p.mismatches;
        c.first = c.first.or(p.first);
        c.max_abs_err = worse(c.max_abs_err, p.max_abs_err);
        c.max_rel_err = worse(c.max_rel_err, p.max_rel_err);
    }
    c
}

/// [`compare`] over the elements `range` of `expected` (`len` is the range's length); the dtype is
/// matched once, not per element.
fn compare_range(actual: &HostBuffer, expected: &[f64], tol: &Tolerance, range: std::ops::Range<usize>) -> Comparison {
    match actual {
        HostBuffer::F32(v) => compare_typed(v, f64::from, true, expected, tol, range),
        HostBuffer::F16(v) => compare_typed(v, |x| f64::from(x.to_f32()), true, expected, tol, range),
        HostBuffer::U32(v) => compare_typed(v, f64::from, false, expected, tol, range),
        HostBuffer::I32(v) => compare_typed(v, f64::from, false, expected, tol, range),
    }
}

fn compare_typed<T: Copy>(
    actual: &[T],
    widen: impl Fn(T) -> f64,
    is_float: bool,
    expected: &[f64],
    tol: &Tolerance,
    range: std::ops::Range<usize>,
) -> Comparison {
    let mut c = Comparison { len: range.len(), mismatches: 0, first: None, max_abs_err: 0.0, max_rel_err: 0.0 };
    for (i, &r) in expected.iter().enumerate().take(range.end).skip(range.start) {
        let y = actual.get(i).map_or(f64::NAN, |&x| widen(x));
        let ok = if is_float { close(y, r, tol) } else { i < actual.len() && y == r };
        let (abs, rel) = element_error(y, r);
        c.max_abs_err = worse(c.max_abs_err, abs);
        c.max_rel_err = worse(c.max_rel_err, rel);
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

    /// A large output is compared in parallel chunks: the counts, the first mismatch and the
    /// worst errors are those of one pass in order, wherever the mismatches fall.
    #[test]
    fn chunked_comparison_is_the_serial_one() {
        let n = 2 * crate::par::MIN_PARALLEL_LEN + 5;
        let expected: Vec<f64> = (0..n).map(|i| i as f64).collect();
        let mut got: Vec<f32> = expected.iter().map(|&v| v as f32).collect();
        for i in [n - 1, n / 2 + 3, 7] {
            got[i] += 100.0;
        }
        let c = compare(&HostBuffer::F32(got.clone()), &expected, &tol(1e-3, 0.0));
        let serial = compare_range(&HostBuffer::F32(got), &expected, &tol(1e-3, 0.0), 0..n);
        assert_eq!((c.mismatches, c.len), (3, n));
        assert_eq!(c.first.as_ref().map(|m| m.index), Some(7));
        assert_eq!(
            (c.mismatches, c.first, c.max_abs_err, c.max_rel_err),
            (serial.mismatches, serial.first, serial.max_abs_err, serial.max_rel_err)
        );
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

    /// The comparison's errors said 0 of an output whose only wrong elements were NaN or
    /// infinite: they were taken over finite pairs only.
    #[test]
    fn non_finite_results_show_in_the_errors() {
        let t = tol(1e-3, 1e-3);
        let nan = compare(&HostBuffer::F32(vec![1.0, f32::NAN, 3.0]), &[1.0, 2.0, 3.0], &t);
        assert_eq!(nan.mismatches, 1);
        assert!(nan.max_abs_err.is_nan() && nan.max_rel_err.is_nan(), "{nan:?}");
        let inf = compare(&HostBuffer::F32(vec![f32::NEG_INFINITY, 2.0, 3.0]), &[1.0, 2.0, 3.0], &t);
        assert_eq!((inf.max_abs_err, inf.max_rel_err), (f64::INFINITY, f64::INFINITY));
        // A NaN stays NaN whatever comes after it (f64::max would drop it).
        let later = compare(&HostBuffer::F32(vec![f32::NAN, 10.0]), &[1.0, 2.0], &t);
        assert!(later.max_abs_err.is_nan());
        // The JSON form says so (crate::float_serde's strings) instead of 0.
        let json = serde_json::to_value(&nan).expect("JSON");
        assert_eq!((&json["max_abs_err"], &json["max_rel_err"]), (&"NaN".into(), &"NaN".into()));
        assert_eq!(serde_json::to_value(&inf).expect("JSON")["max_abs_err"], "inf");
        let back: Comparison = serde_json::from_value(json).expect("round trip");
        assert!(back.max_abs_err.is_nan());
        // Matching non-finite elements are no error; a short output's missing elements are.
        let same = compare(&HostBuffer::F32(vec![f32::NAN, f32::INFINITY]), &[f64::NAN, f64::INFINITY], &t);
        assert_eq!((same.mismatches, same.max_abs_err, same.max_rel_err), (0, 0.0, 0.0));
        assert!(compare(&HostBuffer::F32(vec![1.0]), &[1.0, 2.0], &t).max_abs_err.is_nan());
        assert_eq!(element_error(1.0, 0.0), (1.0, 0.0));
        assert_eq!(element_error(1.0, f64::INFINITY), (f64::INFINITY, f64::INFINITY));
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
