//! Level-2 edge model blocks: fused subgraphs of MobileNetV3/EfficientNet, keyword-spotting GRUs,
//! YOLO heads and Whisper decoders.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::language::attend;
use super::ops::{depthwise, pointwise, relu, Act, Window};
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

/// `b[row] + Σ_k w[row, k]·v[k]` for row-major `w` with `v.len()` columns.
pub(crate) fn row_dot(w: &[f64], b: &[f64], row: usize, v: &[f64]) -> f64 {
    b[row] + w[row * v.len()..][..v.len()].iter().zip(v).map(|(a, c)| a * c).sum::<f64>()
}

fn sigmoid(a: f64) -> f64 {
    1.0 / (1.0 + (-a).exp())
}

pub(crate) fn gru_step(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, i, h) = (s.int("B"), s.int("I"), s.int("H"));
    let (xs, hs) = (f64s(&x[0]), f64s(&x[1]));
    let (w_ih, w_hh, b_ih, b_hh) = (f64s(&x[2]), f64s(&x[3]), f64s(&x[4]), f64s(&x[5]));
    let gru = Gru { w_ih: &w_ih, w_hh: &w_hh, b_ih: &b_ih, b_hh: &b_hh };
    let out = xs.chunks_exact(i).zip(hs.chunks_exact(h)).take(b).flat_map(|(xb, hb)| gru.step(xb, hb)).collect();
    vec![out]
}

/// A PyTorch GRU layer's parameters: `w_ih` [3H, I], `w_hh` [3H, H], `b_ih` and `b_hh` [3H], rows
/// in gate order (r, z, n).
pub(crate) struct Gru<'a> {
    pub w_ih: &'a [f64],
    pub w_hh: &'a [f64],
    pub b_ih: &'a [f64],
    pub b_hh: &'a [f64],
}

impl Gru<'_> {
    /// One step for one stream (input `x` [I], state `h` [H]): PyTorch's nn.GRUCell,
    /// n = tanh(W_in x + b_in + r·(W_hn h + b_hn)), h' = (1 − z)·n + z·h.
    pub(crate) fn step(&self, x: &[f64], h: &[f64]) -> Vec<f64> {
        let units = h.len();
        (0..units)
            .map(|j| {
                let gi = |g: usize| row_dot(self.w_ih, self.b_ih, g * units + j, x);
                let gh = |g: usize| row_dot(self.w_hh, self.b_hh, g * units + j, h);
                let r = sigmoid(gi(0) + gh(0));
                let z = sigmoid(gi(1) + gh(1));
                let n = (gi(2) + r * gh(2)).tanh();
                (1.0 - z) * n + z * h[j]
            })
            .collect()
    }
}

pub(crate) fn yolo_decode(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (gw, a, nc) = (s.int("GW"), s.int("A"), s.int("NC"));
    let (stride, thres) = (s.int("stride") as f64, f64::from(s.get("conf_thres") as f32));
    let (pred, anchors) = (f64s(&x[0]), f64s(&x[1]));
    let mut det = Vec::with_capacity(pred.len() / (5 + nc) * 6);
    for (i, v) in pred.chunks_exact(5 + nc).enumerate() {
        let (ai, col, row) = (i % a, (i / a) % gw, i / (a * gw) % s.int("GH"));
        // The first of the largest logits (ties → the lowest k).
        let (best, top) = v[5..].iter().enumerate().fold((0, v[5]), |m, (k, &l)| if l > m.1 { (k, l) } else { m });
        let score = sigmoid(v[4]) * sigmoid(top);
        if score > thres {
            let (gx, gy) = (2.0 * sigmoid(v[2]), 2.0 * sigmoid(v[3]));
            det.extend([
                (2.0 * sigmoid(v[0]) - 0.5 + col as f64) * stride,
                (2.0 * sigmoid(v[1]) - 0.5 + row as f64) * stride,
                gx * gx * anchors[2 * ai],
                gy * gy * anchors[2 * ai + 1],
                score,
                best as f64,
            ]);
        } else {
            det.extend([0.0; 6]);
        }
    }
    vec![det]
}

pub(crate) fn cross_attention(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t, sk, nh, dh) = (s.int("T"), s.int("S"), s.int("NH"), s.int("DH"));
    let d = nh * dh;
    let (xs, wq, k, v, wo) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]), f64s(&x[4]));
    let q: Vec<f64> = xs.chunks_exact(d).take(t).flat_map(|row| fc_with_bias_row(row, &wq, d)).collect();
    let mut a = vec![0.0; t * d];
    for h in 0..nh {
        // Head h is a column slice of q, k and v (row stride d).
        let o = attend(&q[h * dh..], &k[h * dh..], &v[h * dh..], t, sk, dh, d);
        for (ti, row) in o.chunks_exact(dh).enumerate() {
            a[ti * d + h * dh..][..dh].copy_from_slice(row);
        }
    }
    vec![a.chunks_exact(d).flat_map(|row| fc_with_bias_row(row, &wo, d)).collect()]
}

/// MobileNetV3's hard-swish, v·relu6(v + 3)/6.
fn hardswish(v: f64) -> f64 {
    v * hard_sigmoid(v)
}

pub(crate) fn mbconv_hardswish(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [n, h, w, cin, e, cout, stride] = ["N", "H", "W", "Cin", "E", "Cout", "stride"].map(|k| s.int(k));
    let (xs, w1, dw, w3) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let input = Act::new(n, h, w, cin, xs);
    let a = pointwise(&input, &w1[..cin * e], Some(&w1[cin * e..]), e).map(hardswish);
    let (ho, wo) = ((h - 1) / stride + 1, (w - 1) / stride + 1);
    let g = Window { kh: 3, kw: 3, stride, pad_t: 1, pad_l: 1, ho, wo };
    let d = depthwise(&a, &dw[..9 * e], Some(&dw[9 * e..]), g).map(hardswish);
    let mut y = pointwise(&d, &w3[..e * cout], Some(&w3[e * cout..]), cout).v;
    if stride == 1 && cin == cout {
        y.iter_mut().zip(&input.v).for_each(|(y, x)| *y += x);
    }
    vec![y]
}
