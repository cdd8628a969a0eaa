//! `l3_decoder_layer`: a LLaMA-style decoder layer with grouped-query causal attention over a KV
//! cache, on T new tokens.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::language::{attend, rope_row};
use crate::reference::l2::ops::{linear, rmsnorm, silu, Cursor};

/// `1 + g` for each element: the norm scales are stored as offsets from one.
fn one_plus(g: &[f64]) -> Vec<f64> {
    g.iter().map(|v| 1.0 + v).collect()
}

/// Inputs x [T, D], weights, kv_cache [2, P, E], rope_cs [T, DH]; outputs y [T, D] and
/// kv_new [2, T, E] (see the task's description).
pub(crate) fn decoder_layer(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t_new, pos, d, hkv, g, dh, f) = (s.int("T"), s.int("P"), s.int("D"), s.int("HKV"), s.int("G"), s.int("DH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let (hq, half) = (g * hkv, dh / 2);
    let (q_w, e_w) = (hq * dh, hkv * dh);
    let (xs, weights, cache, cs) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let mut wc = Cursor::new(&weights);
    let g1 = wc.take(d);
    let wqkv = wc.take(d * (q_w + 2 * e_w));
    let wo = wc.take(q_w * d);
    let g2 = wc.take(d);
    let wgu = wc.take(2 * d * f);
    let wd = wc.take(f * d);
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let a = rmsnorm(&xs, d, eps, &one_plus(g1));
    let n = q_w + 2 * e_w;
    let qkv = linear(&a, wqkv, None, t_new, d, n);
    let mut q = Vec::with_capacity(t_new * q_w);
    let mut k_new = Vec::with_capacity(t_new * e_w);
    let mut v_new = Vec::with_capacity(t_new * e_w);
    for t in 0..t_new {
        let row = &qkv[t * n..][..n];
        let (c, sn) = (&cs[t * dh..][..half], &cs[t * dh + half..][..half]);
        q.extend(row[..q_w].chunks(dh).flat_map(|u| rope_row(u, c, sn)));
        k_new.extend(row[q_w..q_w + e_w].chunks(dh).flat_map(|u| rope_row(u, c, sn)));
        v_new.extend_from_slice(&row[q_w + e_w..]);
    }
    // Keys and values of positions 0 .. P + T, [P + T, E] each.
    let keys: Vec<f64> = cache[..pos * e_w].iter().chain(&k_new).copied().collect();
    let vals: Vec<f64> = cache[pos * e_w..].iter().chain(&v_new).copied().collect();
    let mut o = vec![0.0; t_new * q_w];
    for t in 0..t_new {
        for h in 0..hq {
            let (qc, kc) = (h * dh, (h / g) * dh);
            let oh = attend(&q[t * q_w + qc..], &keys[kc..], &vals[kc..], 1, pos + t + 1, dh, e_w);
            o[t * q_w + qc..][..dh].copy_from_slice(&oh);
        }
    }
    let proj = linear(&o, wo, None, t_new, q_w, d);
    let h1: Vec<f64> = xs.iter().zip(&proj).map(|(a, b)| a + b).collect();
    let cn = rmsnorm(&h1, d, eps, &one_plus(g2));
    let gu = linear(&cn, wgu, None, t_new, d, 2 * f);
    let hid: Vec<f64> = (0..t_new * f).map(|i| silu(gu[(i / f) * 2 * f + i % f]) * gu[(i / f) * 2 * f + f + i % f]).collect();
    let m = linear(&hid, wd, None, t_new, f, d);
    let y = h1.iter().zip(&m).map(|(a, b)| a + b).collect();
    vec![y, k_new.into_iter().chain(v_new).collect()]
}
