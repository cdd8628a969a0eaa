//! Shared f64 building blocks of the level-2 and level-3 references: NHWC convolutions, pooling,
//! normalisations, activations, a cursor over packed weights and the pre-LN transformer block.

use super::language::attend;

/// An NHWC activation tensor (row-major f64).
#[derive(Clone, Debug)]
pub(crate) struct Act {
    pub n: usize,
    pub h: usize,
    pub w: usize,
    pub c: usize,
    pub v: Vec<f64>,
}

impl Act {
    pub(crate) fn new(n: usize, h: usize, w: usize, c: usize, v: Vec<f64>) -> Self {
        assert_eq!(v.len(), n * h * w * c, "NHWC tensor size");
        Self { n, h, w, c, v }
    }

    fn at(&self, n: usize, y: isize, x: isize, c: usize) -> f64 {
        if y < 0 || x < 0 || y as usize >= self.h || x as usize >= self.w {
            0.0
        } else {
            self.v[((n * self.h + y as usize) * self.w + x as usize) * self.c + c]
        }
    }

    /// Applies `f` to every element.
    pub(crate) fn map(mut self, f: impl Fn(f64) -> f64) -> Self {
        self.v.iter_mut().for_each(|v| *v = f(*v));
        self
    }
}

/// Geometry of a 2-D convolution window.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Window {
    pub kh: usize,
    pub kw: usize,
    pub stride: usize,
    /// Zero rows added above / columns added left.
    pub pad_t: usize,
    pub pad_l: usize,
    /// Output size.
    pub ho: usize,
    pub wo: usize,
}

impl Window {
    /// A k×k window, stride 1, padding k/2: output size equals input size ("same").
    pub(crate) fn same(k: usize, h: usize, w: usize) -> Self {
        Self { kh: k, kw: k, stride: 1, pad_t: k / 2, pad_l: k / 2, ho: h, wo: w }
    }
}

/// Dense NHWC convolution with HWIO weights `[kh, kw, cin, cout]`, plus an optional bias.
pub(crate) fn conv2d(x: &Act, wt: &[f64], bias: Option<&[f64]>, cout: usize, g: Window) -> Act {
    let cin = x.c;
    assert_eq!(wt.len(), g.kh * g.kw * cin * cout, "conv weight size");
    let mut out = vec![0.0; x.n * g.ho * g.wo * cout];
    for n in 0..x.n {
        for oy in 0..g.ho {
            for ox in 0..g.wo {
                let o = &mut out[((n * g.ho + oy) * g.wo + ox) * cout..][..cout];
                if let Some(b) = bias {
                    o.copy_from_slice(&b[..cout]);
                }
                for ky in 0..g.kh {
                    let iy = (oy * g.stride + ky) as isize - g.pad_t as isize;
                    for kx in 0..g.kw {
                        let ix = (ox * g.stride + kx) as isize - g.pad_l as isize;
                        for ci in 0..cin {
                            let xv = x.at(n, iy, ix, ci);
                            if xv == 0.0 {
                                continue;
                            }
                            let row = &wt[((ky * g.kw + kx) * cin + ci) * cout..][..cout];
                            for (ov, wv) in o.iter_mut().zip(row) {
                                *ov += xv * wv;
                            }
                        }
                    }
                }
            }
        }
    }
    Act::new(x.n, g.ho, g.wo, cout, out)
}

/// Depthwise NHWC convolution with weights `[kh, kw, c]`, plus an optional bias.
pub(crate) fn depthwise(x: &Act, wt: &[f64], bias: Option<&[f64]>, g: Window) -> Act {
    let c = x.c;
    assert_eq!(wt.len(), g.kh * g.kw * c, "depthwise weight size");
    let mut out = vec![0.0; x.n * g.ho * g.wo * c];
    for n in 0..x.n {
        for oy in 0..g.ho {
            for ox in 0..g.wo {
                let o = &mut out[((n * g.ho + oy) * g.wo + ox) * c..][..c];
                for (ch, ov) in o.iter_mut().enumerate() {
                    let mut acc = bias.map_or(0.0, |b| b[ch]);
                    for ky in 0..g.kh {
                        let iy = (oy * g.stride + ky) as isize - g.pad_t as isize;
                        for kx in 0..g.kw {
                            let ix = (ox * g.stride + kx) as isize - g.pad_l as isize;
                            acc += x.at(n, iy, ix, ch) * wt[(ky * g.kw + kx) * c + ch];
                        }
                    }
                    *ov = acc;
                }
            }
        }
    }
    Act::new(x.n, g.ho, g.wo, c, out)
}

/// 1×1 convolution: `[pixels, cin] · [cin, cout] (+ bias)`.
pub(crate) fn pointwise(x: &Act, wt: &[f64], bias: Option<&[f64]>, cout: usize) -> Act {
    conv2d(x, wt, bias, cout, Window::same(1, x.h, x.w))
}

/// Per-channel affine `v·scale[c] + shift[c]` on the last axis.
pub(crate) fn channel_affine(mut x: Act, scale: &[f64], shift: &[f64]) -> Act {
    let c = x.c;
    for (i, v) in x.v.iter_mut().enumerate() {
        *v = *v * scale[i % c] + shift[i % c];
    }
    x
}

/// `y = x·W (+ b)` for a row-major `[m, k]` x and `[k, n]` W.
pub(crate) fn linear(x: &[f64], w: &[f64], b: Option<&[f64]>, m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut y = super::super::matmul(x, w, m, k, n);
    if let Some(b) = b {
        for (i, v) in y.iter_mut().enumerate() {
            *v += b[i % n];
        }
    }
    y
}

pub(crate) fn relu(v: f64) -> f64 {
    v.max(0.0)
}

pub(crate) fn relu6(v: f64) -> f64 {
    v.clamp(0.0, 6.0)
}

/// GELU, tanh approximation: `0.5·u·(1 + tanh(√(2/π)·(u + 0.044715·u³)))`.
pub(crate) fn gelu_tanh(u: f64) -> f64 {
    0.5 * u * (1.0 + ((2.0 / std::f64::consts::PI).sqrt() * (u + 0.044715 * u * u * u)).tanh())
}

/// SiLU (swish): `u / (1 + e^{−u})`.
pub(crate) fn silu(u: f64) -> f64 {
    u / (1.0 + (-u).exp())
}

/// LayerNorm over the last axis (biased variance), then `·scale[j] + shift[j]`.
pub(crate) fn layernorm(x: &[f64], d: usize, eps: f64, scale: &[f64], shift: &[f64]) -> Vec<f64> {
    let mut y = vec![0.0; x.len()];
    for (row, out) in x.chunks(d).zip(y.chunks_mut(d)) {
        let mu = row.iter().sum::<f64>() / d as f64;
        let var = row.iter().map(|v| (v - mu) * (v - mu)).sum::<f64>() / d as f64;
        let inv = 1.0 / (var + eps).sqrt();
        for j in 0..d {
            out[j] = (row[j] - mu) * inv * scale[j] + shift[j];
        }
    }
    y
}

/// RMSNorm over the last axis, then `·scale[j]`.
pub(crate) fn rmsnorm(x: &[f64], d: usize, eps: f64, scale: &[f64]) -> Vec<f64> {
    let mut y = vec![0.0; x.len()];
    for (row, out) in x.chunks(d).zip(y.chunks_mut(d)) {
        let ms = row.iter().map(|v| v * v).sum::<f64>() / d as f64;
        let inv = 1.0 / (ms + eps).sqrt();
        for j in 0..d {
            out[j] = row[j] * inv * scale[j];
        }
    }
    y
}

/// Numerically stable softmax of one row, in place.
pub(crate) fn softmax_in_place(row: &mut [f64]) {
    let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut sum = 0.0;
    for v in row.iter_mut() {
        *v = (*v - m).exp();
        sum += *v;
    }
    for v in row.iter_mut() {
        *v /= sum;
    }
}

/// Reads consecutive tensors out of one packed weight buffer, in the order a task documents.
pub(crate) struct Cursor<'a> {
    w: &'a [f64],
    off: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(w: &'a [f64]) -> Self {
        Self { w, off: 0 }
    }

    /// The next `n` values.
    pub(crate) fn take(&mut self, n: usize) -> &'a [f64] {
        let s = &self.w[self.off..self.off + n];
        self.off += n;
        s
    }

    /// Values consumed so far (checked against the documented total).
    pub(crate) fn used(&self) -> usize {
        self.off
    }
}

/// `1 + g` for each element: the norm scales of the level-3 tasks are stored as offsets from one.
pub(crate) fn one_plus(g: &[f64]) -> Vec<f64> {
    g.iter().map(|v| 1.0 + v).collect()
}

/// The weights of one pre-LN transformer block with biases, in their packed order: LayerNorm 1
/// (`g1` as offsets from one, shift `n1`, `[D]` each), fused QKV `[D, 3D]` + `[3D]`, output
/// projection `[D, D]` + `[D]`, LayerNorm 2 (`g2`, `n2`), MLP `[D, F]` + `[F]` and `[F, D]` + `[D]`.
pub(crate) struct PreLnBlock<'a> {
    g1: &'a [f64],
    n1: &'a [f64],
    wqkv: &'a [f64],
    bqkv: &'a [f64],
    wo: &'a [f64],
    bo: &'a [f64],
    g2: &'a [f64],
    n2: &'a [f64],
    w1: &'a [f64],
    b1: &'a [f64],
    w2: &'a [f64],
    b2: &'a [f64],
}

impl<'a> PreLnBlock<'a> {
    /// Reads the block's weights for width `d` and MLP width `f` at `wc`'s position.
    pub(crate) fn take(wc: &mut Cursor<'a>, d: usize, f: usize) -> Self {
        Self {
            g1: wc.take(d),
            n1: wc.take(d),
            wqkv: wc.take(3 * d * d),
            bqkv: wc.take(3 * d),
            wo: wc.take(d * d),
            bo: wc.take(d),
            g2: wc.take(d),
            n2: wc.take(d),
            w1: wc.take(d * f),
            b1: wc.take(f),
            w2: wc.take(f * d),
            b2: wc.take(d),
        }
    }

    /// The block on `xs` (`[S, D]` row-major, `s` rows, `nh` heads of `D / nh`, LayerNorm epsilon
    /// `eps`, MLP activation `act`), `[S, D]`:
    /// `h = x + Wo·MHA(LN1(x)) + bo`, `y = h + W2·act(W1·LN2(h) + b1) + b2`, with full
    /// (non-causal) softmax attention scaled by `1/√(D/nh)` ([`attend`]).
    pub(crate) fn apply(&self, xs: &[f64], s: usize, nh: usize, eps: f64, act: fn(f64) -> f64) -> Vec<f64> {
        let d = self.g1.len();
        let f = self.b1.len();
        let dh = d / nh;
        let a = layernorm(xs, d, eps, &one_plus(self.g1), self.n1);
        let qkv = linear(&a, self.wqkv, Some(self.bqkv), s, d, 3 * d);
        let mut o = vec![0.0; s * d];
        for h in 0..nh {
            let col = h * dh;
            let oh = attend(&qkv[col..], &qkv[d + col..], &qkv[2 * d + col..], s, s, dh, 3 * d);
            for i in 0..s {
                o[i * d + col..][..dh].copy_from_slice(&oh[i * dh..][..dh]);
            }
        }
        let proj = linear(&o, self.wo, Some(self.bo), s, d, d);
        let h1: Vec<f64> = xs.iter().zip(&proj).map(|(a, b)| a + b).collect();
        let c = layernorm(&h1, d, eps, &one_plus(self.g2), self.n2);
        let hid: Vec<f64> = linear(&c, self.w1, Some(self.b1), s, d, f).into_iter().map(act).collect();
        let out = linear(&hid, self.w2, Some(self.b2), s, f, d);
        h1.iter().zip(&out).map(|(a, b)| a + b).collect()
    }
}

/// Reflect-101 index into `0..n` (…, 2, 1, 0, 1, 2, …, n − 2, n − 1, n − 2, …), for `|i| < 2n − 1`.
pub(crate) fn mirror(i: isize, n: usize) -> usize {
    let n = n as isize;
    let j = i.abs();
    (if j >= n { 2 * n - 2 - j } else { j }) as usize
}

/// Bilinear RGGB demosaic at row `y`, column `x`: `[R, G, B]` from the Bayer samples `px(y, x)`
/// (R at even row and column, B at odd row and column; `px` handles the borders).
pub(crate) fn demosaic_rggb(px: impl Fn(isize, isize) -> f64, y: isize, x: isize) -> [f64; 3] {
    let c = px(y, x);
    let cross = (px(y - 1, x) + px(y + 1, x) + px(y, x - 1) + px(y, x + 1)) / 4.0;
    let diag = (px(y - 1, x - 1) + px(y - 1, x + 1) + px(y + 1, x - 1) + px(y + 1, x + 1)) / 4.0;
    let horiz = (px(y, x - 1) + px(y, x + 1)) / 2.0;
    let vert = (px(y - 1, x) + px(y + 1, x)) / 2.0;
    match (y % 2, x % 2) {
        (0, 0) => [c, cross, diag],
        (0, _) => [horiz, c, vert],
        (_, 0) => [vert, c, horiz],
        _ => [diag, cross, c],
    }
}

/// The sRGB transfer curve (IEC 61966-2-1) of a linear value `v` in `[0, 1]`.
pub(crate) fn srgb(v: f64) -> f64 {
    if v <= 0.0031308 {
        12.92 * v
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    }
}

#[cfg(test)]
mod tests {
    use super::{Cursor, PreLnBlock};

    /// With every matrix zero the block is `x + bo + b2` whatever the norms, attention and
    /// activation do (each sublayer's output is its bias), and `take` reads the documented total.
    #[test]
    fn pre_ln_block_with_zero_matrices_adds_the_output_biases() {
        let (s, d, f, nh) = (3, 4, 6, 2);
        let mut w = Vec::new();
        w.extend([0.5; 4]); // g1
        w.extend([0.25; 4]); // n1
        w.extend(vec![0.0; 3 * d * d]);
        w.extend([1.0; 12]); // bqkv
        w.extend(vec![0.0; d * d]);
        w.extend([0.1, 0.2, 0.3, 0.4]); // bo
        w.extend([0.0; 4]); // g2
        w.extend([-1.0; 4]); // n2
        w.extend(vec![0.0; d * f]);
        w.extend([2.0; 6]); // b1
        w.extend(vec![0.0; f * d]);
        w.extend([1.0, 2.0, 3.0, 4.0]); // b2
        let mut wc = Cursor::new(&w);
        let block = PreLnBlock::take(&mut wc, d, f);
        assert_eq!(wc.used(), w.len());
        let x: Vec<f64> = (0..s * d).map(|i| i as f64 * 0.5 - 2.0).collect();
        let y = block.apply(&x, s, nh, 1e-5, |u| u * 10.0);
        let want: Vec<f64> = x.iter().enumerate().map(|(i, v)| v + [0.1, 0.2, 0.3, 0.4][i % d] + (i % d + 1) as f64).collect();
        assert_eq!(y.len(), want.len());
        for (a, b) in y.iter().zip(&want) {
            assert!((a - b).abs() < 1e-12, "{y:?} vs {want:?}");
        }
    }
}
