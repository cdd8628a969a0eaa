//! `l3_diffusion_resblock`: a Stable Diffusion / DDPM UNet down block — one ResBlock with timestep
//! conditioning (diffusers' `ResnetBlock2D`, `time_embedding_norm = "default"`, output scale 1) and the
//! stride-2 3×3 `Downsample2D` convolution after it.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, linear, one_plus, pointwise, silu, Act, Cursor, Window};

/// GroupNorm on NHWC (Wu & He 2018; PyTorch `nn.GroupNorm`): per image and group of C / G consecutive
/// channels, the mean and the biased variance over H·W·(C / G) elements (two passes, f64), then
/// `(v − mean) / sqrt(var + eps) · gamma[c] + beta[c]`.
fn group_norm(x: &Act, groups: usize, eps: f64, gamma: &[f64], beta: &[f64]) -> Act {
    let (hw, c) = (x.h * x.w, x.c);
    let cg = c / groups;
    let mut y = x.clone();
    for img in 0..x.n {
        for g in 0..groups {
            let at = |px: usize, k: usize| (img * hw + px) * c + g * cg + k;
            let elements = || (0..hw).flat_map(|px| (0..cg).map(move |k| (px, k)));
            let count = (hw * cg) as f64;
            let mean = elements().map(|(px, k)| x.v[at(px, k)]).sum::<f64>() / count;
            let var = elements().map(|(px, k)| (x.v[at(px, k)] - mean).powi(2)).sum::<f64>() / count;
            let inv = 1.0 / (var + eps).sqrt();
            for (px, k) in elements() {
                let ch = g * cg + k;
                y.v[at(px, k)] = (x.v[at(px, k)] - mean) * inv * gamma[ch] + beta[ch];
            }
        }
    }
    y
}

/// Inputs x [N, H, W, CI], temb [N, TE] and the packed weights; outputs r [N, H, W, CO] (the
/// ResBlock's output, the UNet's skip) and y [N, Ho, Wo, CO] (the downsampled block output).
pub(crate) fn diffusion_resblock(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, ci, co) = (s.int("N"), s.int("H"), s.int("W"), s.int("CI"), s.int("CO"));
    let (te, groups, eps) = (s.int("TE"), s.int("G"), f64::from(s.get("eps") as f32));
    let (temb, weights) = (f64s(&x[1]), f64s(&x[2]));
    let mut wc = Cursor::new(&weights);
    let (g1, n1) = (one_plus(wc.take(ci)), wc.take(ci));
    let (w1, b1) = (wc.take(9 * ci * co), wc.take(co));
    let (wt, bt) = (wc.take(te * co), wc.take(co));
    let (g2, n2) = (one_plus(wc.take(co)), wc.take(co));
    let (w2, b2) = (wc.take(9 * co * co), wc.take(co));
    let (ws, bs) = (wc.take(ci * co), wc.take(co));
    let (wd, bd) = (wc.take(9 * co * co), wc.take(co));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let input = Act::new(n, h, w, ci, f64s(&x[0]));
    let a1 = group_norm(&input, groups, eps, &g1, n1).map(silu);
    let mut h1 = conv2d(&a1, w1, Some(b1), co, Window::same(3, h, w));
    // The timestep projection Linear(SiLU(temb)), one value per (image, channel), added to every pixel
    // of the first convolution's output (before the second GroupNorm).
    let t: Vec<f64> = temb.iter().map(|&v| silu(v)).collect();
    let proj = linear(&t, wt, Some(bt), n, te, co);
    for (i, v) in h1.v.iter_mut().enumerate() {
        *v += proj[i / (h * w * co) * co + i % co];
    }
    let a2 = group_norm(&h1, groups, eps, &g2, n2).map(silu);
    let h2 = conv2d(&a2, w2, Some(b2), co, Window::same(3, h, w));
    // diffusers: conv_shortcut (1×1) only when in_channels ≠ out_channels, else the identity.
    let skip = if ci == co { input } else { pointwise(&input, ws, Some(bs), co) };
    let r = Act::new(n, h, w, co, skip.v.iter().zip(&h2.v).map(|(a, b)| a + b).collect());
    // Downsample2D: Conv2d(CO, CO, 3, stride 2, padding 1): one zero row/column on every side,
    // Ho = (H − 1)/2 + 1.
    let g = Window { kh: 3, kw: 3, stride: 2, pad_t: 1, pad_l: 1, ho: (h - 1) / 2 + 1, wo: (w - 1) / 2 + 1 };
    let y = conv2d(&r, wd, Some(bd), co, g);
    vec![r.v, y.v]
}
