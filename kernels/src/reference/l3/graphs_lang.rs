//! Suite v3's level-3 language graphs: `l3_llm_decode_q4` (a LLaMA-style decode step on GGML Q4_0
//! weights with grouped-query attention) and `l3_whisper_decoder_step` (one Whisper decoder layer for
//! one new token over its self- and cross-attention caches), `l3_mobilebert_ffn_stack` (MobileBERT's
//! bottleneck, four stacked FFNs with NoNorm, output bottleneck).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l1::precision::q4_0_nibble;
use crate::reference::l2::language::attend;
use crate::reference::l2::ops::{layernorm, linear, one_plus, rmsnorm, silu, Cursor};
use crate::reference::l3::graphs::whisper::gelu_erf;

/// A GGML Q4_0 matrix `[n, k]` (one row per output) read from the words and scales at its offsets.
struct Q4<'a> {
    words: &'a [u32],
    scales: &'a [f64],
    n: usize,
    k: usize,
}

impl<'a> Q4<'a> {
    /// The next matrix `[n, k]` at word offset `*w` and scale offset `*s`, both advanced past it.
    fn take(words: &'a [u32], scales: &'a [f64], w: &mut usize, s: &mut usize, n: usize, k: usize) -> Self {
        let m = Self { words: &words[*w..*w + n * k / 8], scales: &scales[*s..*s + n * k / 32], n, k };
        *w += n * k / 8;
        *s += n * k / 32;
        m
    }

    /// `(W·v)[row]` for every row: Σ_k (q − 8)·d[row, k / 32]·v[k], dequantised exactly.
    fn apply(&self, v: &[f64]) -> Vec<f64> {
        let (k, nb) = (self.k, self.k / 32);
        (0..self.n)
            .map(|r| {
                let w = &self.words[r * k / 8..][..k / 8];
                (0..k).map(|kk| (f64::from(q4_0_nibble(w, kk)) - 8.0) * self.scales[r * nb + kk / 32] * v[kk]).sum()
            })
            .collect()
    }
}

/// GGML's normal-mode RoPE of one head's values: pairs (2i, 2i + 1) rotated by (c[i], s[i]).
fn rope_adjacent(u: &[f64], c: &[f64], s: &[f64]) -> Vec<f64> {
    let mut r = u.to_vec();
    for i in 0..u.len() / 2 {
        r[2 * i] = u[2 * i] * c[i] - u[2 * i + 1] * s[i];
        r[2 * i + 1] = u[2 * i] * s[i] + u[2 * i + 1] * c[i];
    }
    r
}

/// Inputs xr [D + dh], wq, fw, kv_cache [2, P, Dkv]; outputs y [D], kv_new [2, Dkv].
pub(crate) fn llm_decode_q4(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (d, nh, nkv, f, pos) = (s.int("D"), s.int("NH"), s.int("NKV"), s.int("F"), s.int("P"));
    let eps = f64::from(s.get("eps") as f32);
    let (dh, group) = (d / nh, nh / nkv);
    let dkv = nkv * dh;
    let (xr, words, fw, cache) = (f64s(&x[0]), x[1].u32(), f64s(&x[2]), f64s(&x[3]));
    let (xs, cs) = (&xr[..d], &xr[d..]);
    let (c, sn) = (&cs[..dh / 2], &cs[dh / 2..]);
    let (g1, g2) = (&fw[..d], &fw[d..2 * d]);
    let (mut w, mut so) = (0, 2 * d);
    let wqkv = Q4::take(words, &fw, &mut w, &mut so, d + 2 * dkv, d);
    let wo = Q4::take(words, &fw, &mut w, &mut so, d, d);
    let wgu = Q4::take(words, &fw, &mut w, &mut so, 2 * f, d);
    let wd = Q4::take(words, &fw, &mut w, &mut so, d, f);
    assert_eq!((w, so), (words.len(), fw.len()), "weights layout");

    let a = rmsnorm(xs, d, eps, &one_plus(g1));
    let qkv = wqkv.apply(&a);
    let rot = |v: &[f64]| -> Vec<f64> { v.chunks(dh).flat_map(|u| rope_adjacent(u, c, sn)).collect() };
    let q = rot(&qkv[..d]);
    let k_new = rot(&qkv[d..d + dkv]);
    let v_new = qkv[d + dkv..].to_vec();
    // Keys and values of positions 0..=P, [P + 1, Dkv] each.
    let keys: Vec<f64> = cache[..pos * dkv].iter().chain(&k_new).copied().collect();
    let vals: Vec<f64> = cache[pos * dkv..].iter().chain(&v_new).copied().collect();
    let mut o = vec![0.0; d];
    for h in 0..nh {
        let col = (h / group) * dh;
        let oh = attend(&q[h * dh..], &keys[col..], &vals[col..], 1, pos + 1, dh, dkv);
        o[h * dh..][..dh].copy_from_slice(&oh);
    }
    let h1: Vec<f64> = xs.iter().zip(wo.apply(&o)).map(|(a, b)| a + b).collect();
    let n = rmsnorm(&h1, d, eps, &one_plus(g2));
    let gu = wgu.apply(&n);
    let hid: Vec<f64> = (0..f).map(|j| silu(gu[j]) * gu[f + j]).collect();
    let y = h1.iter().zip(wd.apply(&hid)).map(|(a, b)| a + b).collect();
    vec![y, k_new.into_iter().chain(v_new).collect()]
}

/// Multi-head attention of one query `q` [D] over `n` key/value rows ([n, D] each), heads of `dh`.
fn attend_heads(q: &[f64], keys: &[f64], vals: &[f64], n: usize, nh: usize) -> Vec<f64> {
    let d = q.len();
    let dh = d / nh;
    let mut o = vec![0.0; d];
    for h in 0..nh {
        let col = h * dh;
        let oh = attend(&q[col..], &keys[col..], &vals[col..], 1, n, dh, d);
        o[col..col + dh].copy_from_slice(&oh);
    }
    o
}

/// Inputs x [D], weights, kv (self keys, values [L, D], cross keys, values [T, D]); outputs y [D], kv_new [2, D].
pub(crate) fn whisper_decoder_step(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (d, nh, f, l, t) = (s.int("D"), s.int("NH"), s.int("F"), s.int("L"), s.int("T"));
    let eps = f64::from(s.get("eps") as f32);
    let (xs, weights, kv) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let (skv, ckv) = kv.split_at(2 * l * d);
    let mut wc = Cursor::new(&weights);
    let (g1, n1, wqkv, bq, bv) = (wc.take(d), wc.take(d), wc.take(3 * d * d), wc.take(d), wc.take(d));
    let (wo, bo, g2, n2) = (wc.take(d * d), wc.take(d), wc.take(d), wc.take(d));
    let (wcq, bcq, wco, bco) = (wc.take(d * d), wc.take(d), wc.take(d * d), wc.take(d));
    let (g3, n3, w1, b1, w2, b2) = (wc.take(d), wc.take(d), wc.take(d * f), wc.take(f), wc.take(f * d), wc.take(d));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let a = layernorm(&xs, d, eps, &one_plus(g1), n1);
    let qkv = linear(&a, wqkv, None, 1, d, 3 * d);
    let q: Vec<f64> = qkv[..d].iter().zip(bq).map(|(u, b)| u + b).collect();
    let k_new = qkv[d..2 * d].to_vec();
    let v_new: Vec<f64> = qkv[2 * d..].iter().zip(bv).map(|(u, b)| u + b).collect();
    // Keys and values of positions 0..=L (the past tokens, then this one), [L + 1, D] each.
    let keys: Vec<f64> = skv[..l * d].iter().chain(&k_new).copied().collect();
    let vals: Vec<f64> = skv[l * d..].iter().chain(&v_new).copied().collect();
    let o = attend_heads(&q, &keys, &vals, l + 1, nh);
    let h1: Vec<f64> = xs.iter().zip(linear(&o, wo, Some(bo), 1, d, d)).map(|(a, b)| a + b).collect();
    let c = layernorm(&h1, d, eps, &one_plus(g2), n2);
    let qc = linear(&c, wcq, Some(bcq), 1, d, d);
    let oc = attend_heads(&qc, &ckv[..t * d], &ckv[t * d..], t, nh);
    let h2: Vec<f64> = h1.iter().zip(linear(&oc, wco, Some(bco), 1, d, d)).map(|(a, b)| a + b).collect();
    let n = layernorm(&h2, d, eps, &one_plus(g3), n3);
    let hid: Vec<f64> = linear(&n, w1, Some(b1), 1, d, f).into_iter().map(gelu_erf).collect();
    let y = h2.iter().zip(linear(&hid, w2, Some(b2), 1, f, d)).map(|(a, b)| a + b).collect();
    vec![y, k_new.into_iter().chain(v_new).collect()]
}

/// MobileBERT's NoNorm: `v ⊙ (1 + g) + n`, elementwise (no statistics).
fn no_norm(v: &[f64], g: &[f64], n: &[f64]) -> Vec<f64> {
    v.iter().zip(g).zip(n).map(|((v, g), n)| v * (1.0 + g) + n).collect()
}

/// Inputs x [S, D], weights; output y [S, D] (see the task's description).
pub(crate) fn mobilebert_ffn_stack(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n_tok, d, b, i) = (s.int("S"), s.int("D"), s.int("B"), s.int("I"));
    let (xs, weights) = (f64s(&x[0]), f64s(&x[1]));
    let mut wc = Cursor::new(&weights);
    let (w_in, b_in, g_in, n_in) = (wc.take(d * b), wc.take(b), wc.take(b), wc.take(b));
    let ffns: Vec<_> = (0..4).map(|_| (wc.take(b * i), wc.take(i), wc.take(i * b), wc.take(b), wc.take(b), wc.take(b))).collect();
    let (w_out, b_out, g_out, n_out) = (wc.take(b * d), wc.take(d), wc.take(d), wc.take(d));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let mut y = Vec::with_capacity(n_tok * d);
    for row in xs.chunks(d) {
        let mut h = no_norm(&linear(row, w_in, Some(b_in), 1, d, b), g_in, n_in);
        for (w1, b1, w2, b2, g, n) in &ffns {
            let mid: Vec<f64> = linear(&h, w1, Some(b1), 1, b, i).into_iter().map(|v| v.max(0.0)).collect();
            let r: Vec<f64> = h.iter().zip(linear(&mid, w2, Some(b2), 1, i, b)).map(|(a, c)| a + c).collect();
            h = no_norm(&r, g, n);
        }
        let r: Vec<f64> = row.iter().zip(linear(&h, w_out, Some(b_out), 1, b, d)).map(|(a, c)| a + c).collect();
        y.extend(no_norm(&r, g_out, n_out));
    }
    vec![y]
}
