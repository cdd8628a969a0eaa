//! `l3_conformer_conv_module`: the Conformer convolution module (Gulati et al. 2020, §2.2; torchaudio's
//! `_ConvolutionModule`), BatchNorm folded, with its residual connection.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{layernorm, linear, one_plus, silu, Cursor};

fn sigmoid(v: f64) -> f64 {
    1.0 / (1.0 + (-v).exp())
}

/// Inputs x [B, T, D] and the packed weights; output y [B, T, D] = x + module(x) (see the task).
pub(crate) fn conformer_conv_module(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, t, d, k) = (s.int("B"), s.int("T"), s.int("D"), s.int("K"));
    let eps = f64::from(s.get("eps") as f32);
    let (xs, weights) = (f64s(&x[0]), f64s(&x[1]));
    let mut wc = Cursor::new(&weights);
    let (ln_g, ln_b) = (one_plus(wc.take(d)), wc.take(d));
    let (w1, b1) = (wc.take(d * 2 * d), wc.take(2 * d));
    let (wdw, bdw) = (wc.take(d * k), wc.take(d));
    let (bn_scale, bn_shift) = (one_plus(wc.take(d)), wc.take(d));
    let (w2, b2) = (wc.take(d * d), wc.take(d));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let rows = b * t;
    let a = linear(&layernorm(&xs, d, eps, &ln_g, ln_b), w1, Some(b1), rows, d, 2 * d);
    // GLU over channels (PyTorch nn.GLU(dim=1)): the first half gated by the sigmoid of the second.
    let glu: Vec<f64> = (0..rows * d).map(|i| a[i / d * 2 * d + i % d] * sigmoid(a[i / d * 2 * d + d + i % d])).collect();
    // Depthwise Conv1d(D, D, K, padding (K − 1)/2, groups = D): cross-correlation, zero frames outside
    // [0, T) of the same utterance; then the folded BatchNorm and SiLU.
    let half = (k - 1) / 2;
    let mut act = vec![0.0; rows * d];
    for bb in 0..b {
        for tt in 0..t {
            for c in 0..d {
                let mut acc = bdw[c];
                for kk in 0..k {
                    let ti = (tt + kk).checked_sub(half).filter(|&ti| ti < t);
                    if let Some(ti) = ti {
                        acc += glu[(bb * t + ti) * d + c] * wdw[c * k + kk];
                    }
                }
                act[(bb * t + tt) * d + c] = silu(acc * bn_scale[c] + bn_shift[c]);
            }
        }
    }
    let out = linear(&act, w2, Some(b2), rows, d, d);
    vec![xs.iter().zip(&out).map(|(a, b)| a + b).collect()]
}
