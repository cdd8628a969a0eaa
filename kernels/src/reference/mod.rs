//! CPU references: the correctness oracle of every task, accumulating in f64.
//!
//! Each function takes the shape and the inputs in declared order and returns the expected
//! outputs in declared order, row-major, as f64.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

mod l1;
mod l2;
mod l3;

/// The CPU reference of task `id`.
pub fn lookup(id: &str) -> Option<CpuFn> {
    l1::lookup(id).or_else(|| l2::lookup(id)).or_else(|| l3::lookup(id))
}

/// Inputs widened to f64.
pub(crate) fn f64s(b: &HostBuffer) -> Vec<f64> {
    b.to_f64()
}

/// `C[m, n] = Σ_k A[m, k]·B[k, n]` for row-major slices (f64).
pub(crate) fn matmul(a: &[f64], b: &[f64], m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for kk in 0..k {
            let av = a[i * k + kk];
            let row = &b[kk * n..(kk + 1) * n];
            for (cv, bv) in c[i * n..(i + 1) * n].iter_mut().zip(row) {
                *cv += av * bv;
            }
        }
    }
    c
}

/// Unused-shape guard for references that ignore a param.
#[allow(dead_code)]
pub(crate) fn dims(s: &Shape, names: &[&str]) -> Vec<usize> {
    names.iter().map(|n| s.int(n)).collect()
}
