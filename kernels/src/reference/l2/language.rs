//! Level-2 language references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::ops::{gelu_tanh, layernorm, linear, silu, softmax_in_place};
use crate::reference::f64s;

pub(crate) fn gemm_bias_gelu(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n, k) = (s.int("M"), s.int("N"), s.int("K"));
    let u = linear(&f64s(&x[0]), &f64s(&x[1]), Some(&f64s(&x[2])), m, k, n);
    vec![u.into_iter().map(gelu_tanh).collect()]
}

pub(crate) fn residual_layernorm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let d = s.int("D");
    let eps = f64::from(s.get("eps") as f32);
    let h: Vec<f64> = x[0].f32().iter().zip(x[1].f32()).map(|(a, b)| f64::from(a + b)).collect();
    let y = layernorm(&h, d, eps, &f64s(&x[2]), &f64s(&x[3]));
    vec![h, y]
}

pub(crate) fn attention(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, d) = (s.int("S"), s.int("D"));
    let (q, k, v) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    vec![attend(&q, &k, &v, n, n, d, d)]
}

/// Single-head attention of `sq` query rows over `sk` key/value rows, each `d` wide; the row
/// stride of the three matrices (`stride ≥ d`) lets a head be a column slice of a wider matrix.
pub(crate) fn attend(q: &[f64], k: &[f64], v: &[f64], sq: usize, sk: usize, d: usize, stride: usize) -> Vec<f64> {
    let scale = 1.0 / (d as f64).sqrt();
    let mut out = vec![0.0; sq * d];
    let mut row = vec![0.0; sk];
    for i in 0..sq {
        let qi = &q[i * stride..][..d];
        for (j, r) in row.iter_mut().enumerate() {
            *r = qi.iter().zip(&k[j * stride..][..d]).map(|(a, b)| a * b).sum::<f64>() * scale;
        }
        softmax_in_place(&mut row);
        for (j, pj) in row.iter().enumerate() {
            for (o, vv) in out[i * d..][..d].iter_mut().zip(&v[j * stride..][..d]) {
                *o += pj * vv;
            }
        }
    }
    out
}

/// Rotate-half RoPE of one `d`-wide row with the `d/2` cosines and sines of its position.
pub(crate) fn rope_row(x: &[f64], c: &[f64], s: &[f64]) -> Vec<f64> {
    let half = x.len() / 2;
    let mut r = x.to_vec();
    for i in 0..half {
        r[i] = x[i] * c[i] - x[i + half] * s[i];
        r[i + half] = x[i + half] * c[i] + x[i] * s[i];
    }
    r
}

pub(crate) fn rope_qk(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, d) = (s.int("S"), s.int("H"), s.int("D"));
    let half = d / 2;
    let (q, k, ct, st) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let rot = |m: &[f64]| -> Vec<f64> {
        (0..n * h).flat_map(|row| rope_row(&m[row * d..][..d], &ct[(row / h) * half..][..half], &st[(row / h) * half..][..half])).collect()
    };
    let (rq, rk) = (rot(&q), rot(&k));
    let scale = 1.0 / (d as f64).sqrt();
    let mut out = vec![0.0; h * n * n];
    for hh in 0..h {
        for i in 0..n {
            for j in 0..n {
                let a = &rq[(i * h + hh) * d..][..d];
                let b = &rk[(j * h + hh) * d..][..d];
                out[(hh * n + i) * n + j] = a.iter().zip(b).map(|(a, b)| a * b).sum::<f64>() * scale;
            }
        }
    }
    vec![out]
}

pub(crate) fn swiglu_mlp(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t, d, f) = (s.int("T"), s.int("D"), s.int("F"));
    let xs = f64s(&x[0]);
    vec![swiglu(&xs, &f64s(&x[1]), &f64s(&x[2]), &f64s(&x[3]), t, d, f)]
}

/// `(SiLU(x·Wg) ⊙ (x·Wu))·Wd` for `t` rows.
pub(crate) fn swiglu(x: &[f64], wg: &[f64], wu: &[f64], wd: &[f64], t: usize, d: usize, f: usize) -> Vec<f64> {
    let g = linear(x, wg, None, t, d, f);
    let u = linear(x, wu, None, t, d, f);
    let a: Vec<f64> = g.iter().zip(&u).map(|(g, u)| silu(*g) * u).collect();
    linear(&a, wd, None, t, f, d)
}
