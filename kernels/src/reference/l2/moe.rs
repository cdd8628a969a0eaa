//! Level 2, language: the router of a mixture-of-experts layer.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// `l2_moe_router_topk`: per token, the E gate logits x·Wg, the max-shifted softmax over all E, the
/// K largest logits (lower expert id first on ties) with their probabilities — renormalised over
/// the K when `NORM` is 1 (Mixtral), kept when 0 (Qwen1.5-MoE) — then the per-expert token counts,
/// their CSR offsets and each expert's list of flat assignments t·K + j in token order.
pub(crate) fn moe_router_topk(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t, d, e, k) = (s.int("T"), s.int("D"), s.int("E"), s.int("K"));
    let norm = s.int("NORM") == 1;
    let (xs, wg) = (f64s(&x[0]), f64s(&x[1]));
    let mut ids = Vec::with_capacity(t * k);
    let mut w = Vec::with_capacity(t * k);
    let mut counts = vec![0usize; e];
    for tok in 0..t {
        let row = &xs[tok * d..][..d];
        let l: Vec<f64> = (0..e).map(|u| row.iter().enumerate().map(|(c, v)| v * wg[c * e + u]).sum()).collect();
        let m = l.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let ex: Vec<f64> = l.iter().map(|v| (v - m).exp()).collect();
        let all: f64 = ex.iter().sum();
        let mut order: Vec<usize> = (0..e).collect();
        // Descending logit, then ascending id: a stable sort by the logit alone (by value: −0 = +0,
        // as a product 0·(−w) gives −0; the logits are finite).
        order.sort_by(|a, b| l[*b].partial_cmp(&l[*a]).expect("finite logits"));
        let kept = &order[..k];
        let denom = if norm { kept.iter().map(|&u| ex[u]).sum() } else { all };
        for &u in kept {
            ids.push(u as f64);
            w.push(ex[u] / denom);
            counts[u] += 1;
        }
    }
    let mut offsets = vec![0usize; e + 1];
    for u in 0..e {
        offsets[u + 1] = offsets[u] + counts[u];
    }
    let mut cursor = offsets.clone();
    let mut dispatch = vec![0.0; t * k];
    for (flat, &u) in ids.iter().enumerate() {
        let u = u as usize;
        dispatch[cursor[u]] = flat as f64;
        cursor[u] += 1;
    }
    let f = |v: Vec<usize>| v.into_iter().map(|c| c as f64).collect::<Vec<f64>>();
    vec![ids, w, f(counts), f(offsets), dispatch]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(t: usize, d: usize, e: usize, k: usize, norm: usize) -> Shape {
        Shape {
            values: vec![
                ("T".into(), t as f64),
                ("D".into(), d as f64),
                ("E".into(), e as f64),
                ("K".into(), k as f64),
                ("NORM".into(), norm as f64),
            ],
        }
    }

    #[test]
    fn ties_go_to_the_lower_id_and_lists_keep_token_order() {
        // D = 1, E = 4, K = 2: token 0's logits 1 0 1 2 → experts 3, 0; token 1's (x = −1) −1 0 −1 −2 → 1, 0.
        let wg = vec![1.0f32, 0.0, 1.0, 2.0];
        let got = moe_router_topk(&shape(2, 1, 4, 2, 1), &[HostBuffer::F32(vec![1.0, -1.0]), HostBuffer::F32(wg.clone())]);
        assert_eq!(got[0], [3.0, 0.0, 1.0, 0.0]);
        let e1 = (-1.0f64).exp();
        assert!((got[1][0] - 1.0 / (1.0 + e1)).abs() < 1e-15 && (got[1][1] - e1 / (1.0 + e1)).abs() < 1e-15);
        assert_eq!(got[2], [2.0, 1.0, 0.0, 1.0]);
        assert_eq!(got[3], [0.0, 2.0, 3.0, 3.0, 4.0]);
        // Expert 0: (0, 1) then (1, 1); expert 1: (1, 0); expert 3: (0, 0).
        assert_eq!(got[4], [1.0, 3.0, 2.0, 0.0]);
        // Not renormalised: the full softmax's probabilities.
        let got = moe_router_topk(&shape(2, 1, 4, 2, 0), &[HostBuffer::F32(vec![1.0, -1.0]), HostBuffer::F32(wg)]);
        let s = (-1.0f64).exp() * 2.0 + 1.0 + (-2.0f64).exp();
        assert!((got[1][0] - 1.0 / s).abs() < 1e-15 && (got[1][1] - e1 / s).abs() < 1e-15);
    }

    #[test]
    fn a_flat_router_picks_the_first_k() {
        let got = moe_router_topk(&shape(3, 2, 5, 3, 0), &[HostBuffer::F32(vec![1.0; 6]), HostBuffer::F32(vec![0.0; 10])]);
        assert_eq!(got[0], [0.0, 1.0, 2.0, 0.0, 1.0, 2.0, 0.0, 1.0, 2.0]);
        assert!(got[1].iter().all(|v| (v - 0.2).abs() < 1e-15));
        assert_eq!(got[2], [3.0, 3.0, 3.0, 0.0, 0.0]);
        assert_eq!(got[4], [0.0, 3.0, 6.0, 1.0, 4.0, 7.0, 2.0, 5.0, 8.0]);
    }
}
