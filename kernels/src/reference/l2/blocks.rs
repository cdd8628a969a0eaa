//! Level-2 edge model blocks: fused subgraphs of MobileNetV3/EfficientNet, keyword-spotting GRUs,
//! YOLO heads and Whisper decoders.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::ops::relu;
use crate::reference::f64s;

/// MobileNetV3's hard-sigmoid, relu6(v + 3)/6.
pub(crate) fn hard_sigmoid(v: f64) -> f64 {
    (v + 3.0).clamp(0.0, 6.0) / 6.0
}

/// `b[j] + Σ_i v[i]·w[i, j]` for the `[rows + 1, cols]` layout whose last row is the bias.
fn fc_with_bias_row(v: &[f64], w: &[f64], cols: usize) -> Vec<f64> {
    let mut out = w[v.len() * cols..][..cols].to_vec();
    for (i, vi) in v.iter().enumerate() {
        for (o, wij) in out.iter_mut().zip(&w[i * cols..][..cols]) {
            *o += vi * wij;
        }
    }
    out
}

pub(crate) fn squeeze_excite(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hw, c, cr) = (s.int("N"), s.int("H") * s.int("W"), s.int("C"), s.int("Cr"));
    let (xs, fc1, fc2) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = Vec::with_capacity(xs.len());
    for image in xs.chunks_exact(hw * c).take(n) {
        let mut pooled = vec![0.0; c];
        for px in image.chunks_exact(c) {
            pooled.iter_mut().zip(px).for_each(|(p, v)| *p += v);
        }
        pooled.iter_mut().for_each(|p| *p /= hw as f64);
        let hidden: Vec<f64> = fc_with_bias_row(&pooled, &fc1, cr).into_iter().map(relu).collect();
        let gate: Vec<f64> = fc_with_bias_row(&hidden, &fc2, c).into_iter().map(hard_sigmoid).collect();
        for px in image.chunks_exact(c) {
            y.extend(px.iter().zip(&gate).map(|(v, g)| v * g));
        }
    }
    vec![y]
}
