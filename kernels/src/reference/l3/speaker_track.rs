//! Level-3 references of suite v3 (group v3trk): `l3_xvector_embedding` (three valid dilated TDNN
//! layers, statistics pooling, Linear, L2 normalisation).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{relu, Cursor};

/// One valid (unpadded) TDNN layer: `a` [L, cin] → [L − (k − 1)·d, cout], Conv1d weight [cout, cin, k],
/// `s·max(0, b + Σ W·a) + β` per output channel.
struct Tdnn<'a> {
    w: &'a [f64],
    b: &'a [f64],
    s: &'a [f64],
    beta: &'a [f64],
}

impl Tdnn<'_> {
    fn apply(&self, a: &[f64], cin: usize, k: usize, d: usize) -> Vec<f64> {
        let cout = self.b.len();
        let frames = a.len() / cin - (k - 1) * d;
        let mut out = Vec::with_capacity(frames * cout);
        for t in 0..frames {
            for c in 0..cout {
                let mut acc = self.b[c];
                for j in 0..k {
                    let row = &a[(t + j * d) * cin..(t + j * d + 1) * cin];
                    acc += row.iter().enumerate().map(|(i, v)| self.w[(c * cin + i) * k + j] * v).sum::<f64>();
                }
                out.push(self.s[c] * relu(acc) + self.beta[c]);
            }
        }
        out
    }
}

/// `l3_xvector_embedding`: x [T, F] → emb [E] (L2-normalised), stats [2C] (means, biased stds with 1e-5
/// inside the root). Weights packed as the task documents; β3 is the third input.
pub(crate) fn xvector_embedding(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t, f, c, e) = (s.int("T"), s.int("F"), s.int("C"), s.int("E"));
    let (xs, weights, beta3) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut wc = Cursor::new(&weights);
    let l1 = Tdnn { w: wc.take(5 * c * f), b: wc.take(c), s: wc.take(c), beta: wc.take(c) };
    let l2 = Tdnn { w: wc.take(3 * c * c), b: wc.take(c), s: wc.take(c), beta: wc.take(c) };
    let l3 = Tdnn { w: wc.take(3 * c * c), b: wc.take(c), s: wc.take(c), beta: &beta3 };
    let (wl, bl) = (wc.take(2 * c * e), wc.take(e));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let h1 = l1.apply(&xs[..t * f], f, 5, 1);
    let h2 = l2.apply(&h1, c, 3, 2);
    let h3 = l3.apply(&h2, c, 3, 3);
    let n = h3.len() / c;
    assert_eq!(n, t - 14, "valid lengths");
    let mut stats = vec![0.0; 2 * c];
    for ch in 0..c {
        let mean = (0..n).map(|k| h3[k * c + ch]).sum::<f64>() / n as f64;
        let var = (0..n).map(|k| (h3[k * c + ch] - mean).powi(2)).sum::<f64>() / n as f64;
        stats[ch] = mean;
        stats[c + ch] = (var + 1e-5).sqrt();
    }
    let y: Vec<f64> = (0..e).map(|k| bl[k] + wl[k * 2 * c..(k + 1) * 2 * c].iter().zip(&stats).map(|(w, v)| w * v).sum::<f64>()).collect();
    let norm = y.iter().map(|v| v * v).sum::<f64>().sqrt().max(1e-12);
    vec![y.iter().map(|v| v / norm).collect(), stats]
}
