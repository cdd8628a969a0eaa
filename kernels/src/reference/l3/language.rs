//! Level-3 language references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::language::{attend, rope_row};
use crate::reference::l2::ops::{gelu_tanh, linear, one_plus, rmsnorm, silu, Cursor, PreLnBlock};

/// Inputs x [S, D], weights (one [`PreLnBlock`]); output y [S, D]: one pre-LN block with tanh GELU.
pub(crate) fn transformer_encoder(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, d, nh, f) = (s.int("S"), s.int("D"), s.int("NH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let xs = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let block = PreLnBlock::take(&mut wc, d, f);
    assert_eq!(wc.used(), weights.len(), "weights layout");
    vec![block.apply(&xs, n, nh, eps, gelu_tanh)]
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
