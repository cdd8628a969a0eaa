//! Level 1, language models: normalisations, activations, top-k, embedding lookup.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use ekb_wire::sort::sort_indices;

use crate::reference::f64s;

/// An `f32` param as the kernel sees it.
pub(super) fn f32_param(s: &Shape, name: &str) -> f64 {
    f64::from(s.get(name) as f32)
}

pub(crate) fn layernorm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c, eps) = (s.int("R"), s.int("C"), f32_param(s, "eps"));
    let (v, gamma, beta) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = Vec::with_capacity(r * c);
    for row in v.chunks(c).take(r) {
        let mean = row.iter().sum::<f64>() / c as f64;
        let var = row.iter().map(|z| (z - mean) * (z - mean)).sum::<f64>() / c as f64;
        let inv = 1.0 / (var + eps).sqrt();
        y.extend(row.iter().zip(&gamma).zip(&beta).map(|((z, g), b)| (z - mean) * inv * g + b));
    }
    vec![y]
}

pub(crate) fn rmsnorm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c, eps) = (s.int("R"), s.int("C"), f32_param(s, "eps"));
    let (v, g) = (f64s(&x[0]), f64s(&x[1]));
    let mut y = Vec::with_capacity(r * c);
    for row in v.chunks(c).take(r) {
        let ms = row.iter().map(|z| z * z).sum::<f64>() / c as f64;
        let inv = 1.0 / (ms + eps).sqrt();
        y.extend(row.iter().zip(&g).map(|(z, gv)| z * inv * gv));
    }
    vec![y]
}

pub(crate) fn gelu(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let k = (2.0 / std::f64::consts::PI).sqrt();
    vec![f64s(&x[0]).iter().map(|&v| 0.5 * v * (1.0 + (k * (v + 0.044_715 * v * v * v)).tanh())).collect()]
}

pub(crate) fn silu(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![f64s(&x[0]).iter().map(|&v| v / (1.0 + (-v).exp())).collect()]
}

pub(crate) fn topk(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c, k) = (s.int("R"), s.int("C"), s.int("K"));
    let v = x[0].f32();
    let (mut vals, mut idx) = (Vec::with_capacity(r * k), Vec::with_capacity(r * k));
    for row in v.chunks(c).take(r) {
        let mut order: Vec<usize> = (0..c).collect();
        // Largest first; equal values keep the smaller index first. Only the first K are sorted
        // (linear time in C: rows are up to 131,072 long).
        let first = |a: &usize, b: &usize| row[*b].total_cmp(&row[*a]).then(a.cmp(b));
        if k < c {
            order.select_nth_unstable_by(k, first);
            order.truncate(k);
        }
        sort_indices(&mut order, &|a, b| first(&a, &b));
        for &j in &order[..k] {
            vals.push(f64::from(row[j]));
            idx.push(j as f64);
        }
    }
    vec![vals, idx]
}

pub(crate) fn embedding_gather(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let d = s.int("D");
    let table = f64s(&x[1]);
    vec![x[0].u32().iter().flat_map(|&t| table[t as usize * d..][..d].iter().copied()).collect()]
}
