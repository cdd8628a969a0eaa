//! Level 1: single operators.

use wgsl_lib::data::HostBuffer;
use wgsl_lib::task::Shape;

use super::{f64s, matmul};
use crate::CpuFn;

/// The CPU reference of level-1 task `id`.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_vector_add" => vector_add,
        "l1_gemm" => gemm,
        "l1_softmax" => softmax,
        "l1_row_sum" => row_sum,
        "l1_histogram" => histogram,
        "l1_argmax" => argmax,
        _ => return None,
    };
    Some(f)
}

pub(crate) fn vector_add(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (a, b) = (f64s(&x[0]), f64s(&x[1]));
    vec![a.iter().zip(&b).map(|(a, b)| f64::from((*a as f32) + (*b as f32))).collect()]
}

pub(crate) fn gemm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![matmul(&f64s(&x[0]), &f64s(&x[1]), s.int("M"), s.int("K"), s.int("N"))]
}

pub(crate) fn softmax(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    let mut y = vec![0.0; r * c];
    for i in 0..r {
        let row = &v[i * c..(i + 1) * c];
        let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = row.iter().map(|z| (z - m).exp()).sum();
        for j in 0..c {
            y[i * c + j] = (row[j] - m).exp() / sum;
        }
    }
    vec![y]
}

pub(crate) fn row_sum(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    vec![(0..r).map(|i| v[i * c..(i + 1) * c].iter().sum()).collect()]
}

pub(crate) fn histogram(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let bins = s.int("B");
    let mut h = vec![0.0; bins];
    for &v in x[0].u32() {
        h[(v as usize).min(bins - 1)] += 1.0;
    }
    vec![h]
}

pub(crate) fn argmax(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = x[0].f32();
    vec![(0..r)
        .map(|i| {
            let row = &v[i * c..(i + 1) * c];
            let mut best = 0;
            for j in 1..c {
                if row[j] > row[best] {
                    best = j;
                }
            }
            best as f64
        })
        .collect()]
}
