//! Level 1, vision and camera: convolutions, pooling, resize, blur, colour conversion (NHWC).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::{f64s, matmul};

/// `v` clamped to `0..n` as an index (`n ≥ 1`).
fn clamp_idx(v: i64, n: usize) -> usize {
    v.clamp(0, n as i64 - 1) as usize
}

/// The in-bounds neighbours `(kh, kw, ih, iw)` of pixel `(h, w)` under a 3×3 window with zero
/// padding 1.
fn window3(h: usize, w: usize, hh: usize, ww: usize) -> impl Iterator<Item = (usize, usize, usize, usize)> {
    (0..3).flat_map(move |kh| (0..3).map(move |kw| (kh, kw))).filter_map(move |(kh, kw)| {
        let (ih, iw) = ((h + kh).checked_sub(1)?, (w + kw).checked_sub(1)?);
        (ih < hh && iw < ww).then_some((kh, kw, ih, iw))
    })
}

pub(crate) fn conv2d_3x3(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww, ci, co) = (s.int("N"), s.int("H"), s.int("W"), s.int("Cin"), s.int("Cout"));
    let (xv, wt, bias) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = vec![0.0; n * hh * ww * co];
    for b in 0..n {
        for h in 0..hh {
            for w in 0..ww {
                let out = &mut y[((b * hh + h) * ww + w) * co..][..co];
                out.copy_from_slice(&bias);
                for (kh, kw, ih, iw) in window3(h, w, hh, ww) {
                    let xs = &xv[((b * hh + ih) * ww + iw) * ci..][..ci];
                    for (c, xval) in xs.iter().enumerate() {
                        let wrow = &wt[((kh * 3 + kw) * ci + c) * co..][..co];
                        for (o, wv) in out.iter_mut().zip(wrow) {
                            *o += xval * wv;
                        }
                    }
                }
            }
        }
    }
    vec![y]
}

pub(crate) fn depthwise_conv3x3(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"));
    let (xv, wt, bias) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = vec![0.0; n * hh * ww * c];
    for b in 0..n {
        for h in 0..hh {
            for w in 0..ww {
                let out = &mut y[((b * hh + h) * ww + w) * c..][..c];
                out.copy_from_slice(&bias);
                for (kh, kw, ih, iw) in window3(h, w, hh, ww) {
                    let xs = &xv[((b * hh + ih) * ww + iw) * c..][..c];
                    let ws = &wt[(kh * 3 + kw) * c..][..c];
                    for ((o, xval), wv) in out.iter_mut().zip(xs).zip(ws) {
                        *o += xval * wv;
                    }
                }
            }
        }
    }
    vec![y]
}

pub(crate) fn pointwise_conv(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let pixels = s.int("N") * s.int("H") * s.int("W");
    let (ci, co) = (s.int("Cin"), s.int("Cout"));
    let bias = f64s(&x[2]);
    let mut y = matmul(&f64s(&x[0]), &f64s(&x[1]), pixels, ci, co);
    for row in y.chunks_mut(co) {
        for (v, b) in row.iter_mut().zip(&bias) {
            *v += b;
        }
    }
    vec![y]
}

pub(crate) fn maxpool2x2(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"));
    let (oh, ow) = (hh / 2, ww / 2);
    let v = f64s(&x[0]);
    let at = |b: usize, h: usize, w: usize, ch: usize| v[((b * hh + h) * ww + w) * c + ch];
    let mut y = Vec::with_capacity(n * oh * ow * c);
    for b in 0..n {
        for h in 0..oh {
            for w in 0..ow {
                for ch in 0..c {
                    let m = at(b, 2 * h, 2 * w, ch).max(at(b, 2 * h, 2 * w + 1, ch));
                    y.push(m.max(at(b, 2 * h + 1, 2 * w, ch)).max(at(b, 2 * h + 1, 2 * w + 1, ch)));
                }
            }
        }
    }
    vec![y]
}

pub(crate) fn global_avgpool(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hw, c) = (s.int("N"), s.int("H") * s.int("W"), s.int("C"));
    let v = f64s(&x[0]);
    let mut y = vec![0.0; n * c];
    for b in 0..n {
        for px in v[b * hw * c..(b + 1) * hw * c].chunks(c) {
            for (acc, val) in y[b * c..(b + 1) * c].iter_mut().zip(px) {
                *acc += val;
            }
        }
    }
    for acc in &mut y {
        *acc /= hw as f64;
    }
    vec![y]
}

/// Half-pixel source coordinate of output index `o` (scale `size_in / size_out` in f32, as the
/// kernel computes it), clamped at 0: (index below, index above, weight of the one above).
fn bilinear_src(o: usize, size_in: usize, size_out: usize) -> (usize, usize, f64) {
    let scale = f64::from(size_in as f32 / size_out as f32);
    let src = ((o as f64 + 0.5) * scale - 0.5).max(0.0);
    let lo = (src.floor() as usize).min(size_in - 1);
    (lo, (lo + 1).min(size_in - 1), src - lo as f64)
}

pub(crate) fn resize_bilinear(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"));
    let (oh, ow) = (s.int("OH"), s.int("OW"));
    let v = f64s(&x[0]);
    let at = |b: usize, h: usize, w: usize, ch: usize| v[((b * hh + h) * ww + w) * c + ch];
    let mut y = Vec::with_capacity(n * oh * ow * c);
    for b in 0..n {
        for oy in 0..oh {
            let (y0, y1, ly) = bilinear_src(oy, hh, oh);
            for ox in 0..ow {
                let (x0, x1, lx) = bilinear_src(ox, ww, ow);
                for ch in 0..c {
                    let top = at(b, y0, x0, ch) * (1.0 - lx) + at(b, y0, x1, ch) * lx;
                    let bot = at(b, y1, x0, ch) * (1.0 - lx) + at(b, y1, x1, ch) * lx;
                    y.push(top * (1.0 - ly) + bot * ly);
                }
            }
        }
    }
    vec![y]
}

const BINOMIAL5: [f64; 5] = [1.0 / 16.0, 4.0 / 16.0, 6.0 / 16.0, 4.0 / 16.0, 1.0 / 16.0];

pub(crate) fn gaussian_blur(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww) = (s.int("N"), s.int("H"), s.int("W"));
    let v = f64s(&x[0]);
    let mut tmp = vec![0.0; n * hh * ww];
    for (row_in, row_out) in v.chunks(ww).zip(tmp.chunks_mut(ww)) {
        for (w, out) in row_out.iter_mut().enumerate() {
            *out = (0..5).map(|t| BINOMIAL5[t] * row_in[clamp_idx(w as i64 + t as i64 - 2, ww)]).sum();
        }
    }
    let mut y = vec![0.0; n * hh * ww];
    for b in 0..n {
        for h in 0..hh {
            for w in 0..ww {
                y[(b * hh + h) * ww + w] =
                    (0..5).map(|t| BINOMIAL5[t] * tmp[(b * hh + clamp_idx(h as i64 + t as i64 - 2, hh)) * ww + w]).sum();
            }
        }
    }
    vec![y]
}

pub(crate) fn nv12_to_rgb(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h) = (s.int("W"), s.int("H"));
    let byte = |words: &[u32], i: usize| i64::from((words[i / 4] >> (8 * (i % 4))) & 0xFF);
    let (luma, chroma) = (x[0].u32(), x[1].u32());
    let mut out = Vec::with_capacity(w * h);
    for row in 0..h {
        for col in 0..w {
            let c = byte(luma, row * w + col) - 16;
            let uv = (row / 2) * w + (col / 2) * 2;
            let (d, e) = (byte(chroma, uv) - 128, byte(chroma, uv + 1) - 128);
            let clamp8 = |v: i64| (v >> 8).clamp(0, 255) as u32;
            let r = clamp8(298 * c + 409 * e + 128);
            let g = clamp8(298 * c - 100 * d - 208 * e + 128);
            let b = clamp8(298 * c + 516 * d + 128);
            out.push(f64::from(r | (g << 8) | (b << 16) | 0xFF00_0000));
        }
    }
    vec![out]
}
