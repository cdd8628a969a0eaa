//! `l3_mobilevit_block`: one MobileViT block (Mehta & Rastegari 2022, Apple's ml-cvnets) on an
//! NHWC feature map — local 3×3 + 1×1 convolutions, unfold into 2×2 patches, one pre-LN
//! transformer layer over the patches of each pixel position, fold, 1×1 projection, concat with
//! the input and a 3×3 fusion, BN folded into the convolutions' biases.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, layernorm, one_plus, pointwise, silu, Act, Cursor, PreLnBlock, Window};

/// Inputs x [H, W, C] (NHWC, N = 1) and the packed weights; output y [H, W, C] (see the task's
/// description). The unfolded tokens are `[P², N, D]`: sequence `q = (y % 2)·2 + x % 2` (the
/// pixel position inside its 2×2 patch), token `n = (y / 2)·(W / 2) + x / 2` (the patch).
pub(crate) fn mobilevit_block(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w, c) = (s.int("H"), s.int("W"), s.int("C"));
    let (d, nh, f) = (s.int("D"), s.int("NH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let img = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let block = PreLnBlock::take(&mut wc, d, f);
    let (g3, n3) = (wc.take(d), wc.take(d));
    let (wl, bl) = (wc.take(9 * c * c), wc.take(c));
    let wd = wc.take(c * d);
    let (wp, bp) = (wc.take(d * c), wc.take(c));
    let (wf, bf) = (wc.take(18 * c * c), wc.take(c));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let input = Act::new(1, h, w, c, img.clone());
    let local = conv2d(&input, wl, Some(bl), c, Window::same(3, h, w)).map(silu);
    let fm = pointwise(&local, wd, None, d);
    let n = h * w / 4;
    let token = |y: usize, xx: usize| ((y % 2) * 2 + xx % 2) * n + (y / 2) * (w / 2) + xx / 2;
    let mut tokens = vec![0.0; h * w * d];
    for y in 0..h {
        for xx in 0..w {
            tokens[token(y, xx) * d..][..d].copy_from_slice(&fm.v[(y * w + xx) * d..][..d]);
        }
    }
    let mut out = vec![0.0; h * w * d];
    for q in 0..4 {
        let seq = block.apply(&tokens[q * n * d..][..n * d], n, nh, eps, silu);
        let seq = layernorm(&seq, d, eps, &one_plus(g3), n3);
        out[q * n * d..][..n * d].copy_from_slice(&seq);
    }
    let mut folded = vec![0.0; h * w * d];
    for y in 0..h {
        for xx in 0..w {
            folded[(y * w + xx) * d..][..d].copy_from_slice(&out[token(y, xx) * d..][..d]);
        }
    }
    let proj = pointwise(&Act::new(1, h, w, d, folded), wp, Some(bp), c).map(silu);
    let mut cat = vec![0.0; h * w * 2 * c];
    for px in 0..h * w {
        cat[px * 2 * c..][..c].copy_from_slice(&img[px * c..][..c]);
        cat[px * 2 * c + c..][..c].copy_from_slice(&proj.v[px * c..][..c]);
    }
    let y = conv2d(&Act::new(1, h, w, 2 * c, cat), wf, Some(bf), c, Window::same(3, h, w)).map(silu);
    vec![y.v]
}
