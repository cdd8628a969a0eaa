//! Level 1, linear algebra: GEMV, int8 and f16 GEMM, transpose.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::{f64s, matmul};

pub(crate) fn gemv(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![matmul(&f64s(&x[0]), &f64s(&x[1]), s.int("M"), s.int("K"), 1)]
}

/// Signed bytes of packed words, byte 0 (least significant) first.
fn i8s(words: &[u32]) -> Vec<i64> {
    words.iter().flat_map(|w| w.to_le_bytes()).map(|b| i64::from(b as i8)).collect()
}

pub(crate) fn gemm_int8(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n, k) = (s.int("M"), s.int("N"), s.int("K"));
    let (a, b) = (i8s(x[0].u32()), i8s(x[1].u32()));
    let (sa, sb) = (f64s(&x[2]), f64s(&x[3]));
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        let ar = &a[i * k..(i + 1) * k];
        for j in 0..n {
            let dot: i64 = ar.iter().zip(&b[j * k..(j + 1) * k]).map(|(p, q)| p * q).sum();
            c[i * n + j] = dot as f64 * sa[i] * sb[j];
        }
    }
    vec![c]
}

pub(crate) fn gemm_f16(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![matmul(&f64s(&x[0]), &f64s(&x[1]), s.int("M"), s.int("K"), s.int("N"))]
}

pub(crate) fn transpose(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    let mut y = vec![0.0; r * c];
    for i in 0..r {
        for j in 0..c {
            y[j * r + i] = v[i * c + j];
        }
    }
    vec![y]
}
