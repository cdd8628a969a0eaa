//! Level-3 language references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::language::{attend, rope_row};
use crate::reference::l2::ops::{gelu_tanh, layernorm, linear, rmsnorm, silu, Cursor};

/// `1 + g` for each element: the norm scales are stored as offsets from one.
fn one_plus(g: &[f64]) -> Vec<f64> {
    g.iter().map(|v| 1.0 + v).collect()
}

pub(crate) fn transformer_encoder(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, d, nh, f) = (s.int("S"), s.int("D"), s.int("NH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let dh = d / nh;
    let xs = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (g1, n1) = (wc.take(d), wc.take(d));
    let (wqkv, bqkv) = (wc.take(3 * d * d), wc.take(3 * d));
    let (wo, bo) = (wc.take(d * d), wc.take(d));
    let (g2, n2) = (wc.take(d), wc.take(d));
    let (w1, b1) = (wc.take(d * f), wc.take(f));
    let (w2, b2) = (wc.take(f * d), wc.take(d));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let a = layernorm(&xs, d, eps, &one_plus(g1), n1);
    let qkv = linear(&a, wqkv, Some(bqkv), n, d, 3 * d);
    let mut o = vec![0.0; n * d];
    for h in 0..nh {
        let col = h * dh;
        let oh = attend(&qkv[col..], &qkv[d + col..], &qkv[2 * d + col..], n, n, dh, 3 * d);
        for i in 0..n {
            o[i * d + col..][..dh].copy_from_slice(&oh[i * dh..][..dh]);
        }
    }
    let proj = linear(&o, wo, Some(bo), n, d, d);
    let h1: Vec<f64> = xs.iter().zip(&proj).map(|(a, b)| a + b).collect();
    let c = layernorm(&h1, d, eps, &one_plus(g2), n2);
    let hid: Vec<f64> = linear(&c, w1, Some(b1), n, d, f).into_iter().map(gelu_tanh).collect();
    let out = linear(&hid, w2, Some(b2), n, f, d);
    vec![h1.iter().zip(&out).map(|(a, b)| a + b).collect()]
}

pub(crate) fn llm_decode_step(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (d, nh, f, pos) = (s.int("D"), s.int("NH"), s.int("F"), s.int("P"));
    let eps = f64::from(s.get("eps") as f32);
    let dh = d / nh;
    let (xs, weights, cache, cs) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let mut wc = Cursor::new(&weights);
    let g1 = wc.take(d);
    let wqkv = wc.take(3 * d * d);
    let wo = wc.take(d * d);
    let g2 = wc.take(d);
    let wgu = wc.take(2 * d * f);
    let wd = wc.take(f * d);
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let a = rmsnorm(&xs, d, eps, &one_plus(g1));
    let qkv = linear(&a, wqkv, None, 1, d, 3 * d);
    let (c, sn) = (&cs[..dh / 2], &cs[dh / 2..]);
    let rot = |v: &[f64]| -> Vec<f64> { v.chunks(dh).flat_map(|u| rope_row(u, c, sn)).collect() };
    let q = rot(&qkv[..d]);
    let k_new = rot(&qkv[d..2 * d]);
    let v_new = qkv[2 * d..].to_vec();
    // Keys and values of positions 0..=P, [P + 1, D] each.
    let keys: Vec<f64> = cache[..pos * d].iter().chain(&k_new).copied().collect();
    let vals: Vec<f64> = cache[pos * d..].iter().chain(&v_new).copied().collect();
    let mut o = vec![0.0; d];
    for h in 0..nh {
        let col = h * dh;
        let oh = attend(&q[col..], &keys[col..], &vals[col..], 1, pos + 1, dh, d);
        o[col..col + dh].copy_from_slice(&oh);
    }
    let proj = linear(&o, wo, None, 1, d, d);
    let h1: Vec<f64> = xs.iter().zip(&proj).map(|(a, b)| a + b).collect();
    let cn = rmsnorm(&h1, d, eps, &one_plus(g2));
    let gu = linear(&cn, wgu, None, 1, d, 2 * f);
    let hid: Vec<f64> = (0..f).map(|j| silu(gu[j]) * gu[f + j]).collect();
    let m = linear(&hid, wd, None, 1, f, d);
    let y = h1.iter().zip(&m).map(|(a, b)| a + b).collect();
    vec![y, k_new.into_iter().chain(v_new).collect()]
}
