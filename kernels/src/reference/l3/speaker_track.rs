//! Level-3 references of suite v3 (group v3trk): `l3_xvector_embedding` (three valid dilated TDNN
//! layers, statistics pooling, Linear, L2 normalisation) and `l3_siamfc_tracker` (a shared valid conv
//! backbone, cross-correlation, Hann window blend, first-maximum argmax).

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

/// A valid 3×3 convolution of an HWC image [h, w, cin] with PyTorch weights [cout, cin, 3, 3] and a bias,
/// optionally followed by ReLU: [h − 2, w − 2, cout].
fn conv3x3_valid(img: &[f64], h: usize, w: usize, cin: usize, wt: &[f64], b: &[f64], act: bool) -> Vec<f64> {
    let cout = b.len();
    let mut out = Vec::with_capacity((h - 2) * (w - 2) * cout);
    for i in 0..h - 2 {
        for j in 0..w - 2 {
            for o in 0..cout {
                let mut acc = b[o];
                for c in 0..cin {
                    for ky in 0..3 {
                        for kx in 0..3 {
                            acc += wt[((o * cin + c) * 3 + ky) * 3 + kx] * img[((i + ky) * w + j + kx) * cin + c];
                        }
                    }
                }
                out.push(if act { relu(acc) } else { acc });
            }
        }
    }
    out
}

/// np.hanning(n)[i] from the distance to the nearer end; 1 for n = 1.
fn hann(i: usize, n: usize) -> f64 {
    if n == 1 {
        return 1.0;
    }
    let m = i.min(n - 1 - i);
    0.5 - 0.5 * (2.0 * std::f64::consts::PI * m as f64 / (n - 1) as f64).cos()
}

/// `l3_siamfc_tracker`: z [Hz, Wz, 3], x [Hx, Wx, 3] → score [Rh, Rw] (0.001·corr(φ(z), φ(x)) + b_adj,
/// blended with the Hann window by WI), peak [2] (row, col of the first maximum in row-major order).
pub(crate) fn siamfc_tracker(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (hz, wz, hx, wx) = (s.int("Hz"), s.int("Wz"), s.int("Hx"), s.int("Wx"));
    let (c1, c2, wi) = (s.int("C1"), s.int("C2"), s.get("WI"));
    let (zs, xs, weights) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut wc = Cursor::new(&weights);
    let (w1, b1, w2, b2, b_adj) = (wc.take(27 * c1), wc.take(c1), wc.take(9 * c1 * c2), wc.take(c2), wc.take(1)[0]);
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let phi = |img: &[f64], h: usize, w: usize| conv3x3_valid(&conv3x3_valid(img, h, w, 3, w1, b1, true), h - 2, w - 2, c1, w2, b2, false);
    let (fz, fx) = (phi(&zs[..hz * wz * 3], hz, wz), phi(&xs[..hx * wx * 3], hx, wx));
    let (rh, rw) = (hx - hz + 1, wx - wz + 1);
    let (zh, zw, xw) = (hz - 4, wz - 4, wx - 4);
    let mut score = Vec::with_capacity(rh * rw);
    for i in 0..rh {
        for j in 0..rw {
            let mut acc = 0.0;
            for u in 0..zh {
                for v in 0..zw {
                    let (a, b) = ((u * zw + v) * c2, ((i + u) * xw + j + v) * c2);
                    acc += fz[a..a + c2].iter().zip(&fx[b..b + c2]).map(|(p, q)| p * q).sum::<f64>();
                }
            }
            let r = 0.001 * acc + b_adj;
            score.push((1.0 - wi) * r + wi * (hann(i, rh) * hann(j, rw)));
        }
    }
    // The first maximum in row-major order (a later equal value does not replace it).
    let best = score.iter().enumerate().fold(0, |bi, (k, v)| if *v > score[bi] { k } else { bi });
    vec![score, vec![(best / rw) as f64, (best % rw) as f64]]
}
