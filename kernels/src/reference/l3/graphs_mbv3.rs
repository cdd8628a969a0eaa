//! `l3_mobilenetv3_block`: one MobileNetV3 bottleneck ("bneck") with squeeze-excite and
//! hardswish, BN folded into the convolutions' biases.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{depthwise, linear, pointwise, relu, relu6, Act, Cursor, Window};

/// Hard sigmoid as PyTorch's `nn.Hardsigmoid` and the MobileNetV3 paper define it:
/// `relu6(v + 3) / 6` (not Keras's `clip(0.2·v + 0.5, 0, 1)`).
fn hard_sigmoid(v: f64) -> f64 {
    relu6(v + 3.0) / 6.0
}

/// Hardswish (Howard et al. 2019, eq. 2): `v · relu6(v + 3) / 6`.
fn hardswish(v: f64) -> f64 {
    v * hard_sigmoid(v)
}

/// Inputs x [N, H, W, CI] and the packed weights; output y [N, Ho, Wo, CO] (see the task).
pub(crate) fn mobilenetv3_block(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, ci) = (s.int("N"), s.int("H"), s.int("W"), s.int("CI"));
    let (ce, cs, co, k, stride) = (s.int("CE"), s.int("CS"), s.int("CO"), s.int("K"), s.int("S"));
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (we, be) = (wc.take(ci * ce), wc.take(ce));
    let (wd, bd) = (wc.take(k * k * ce), wc.take(ce));
    let (w1, b1) = (wc.take(ce * cs), wc.take(cs));
    let (w2, b2) = (wc.take(cs * ce), wc.take(ce));
    let (wp, bp) = (wc.take(ce * co), wc.take(co));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let input = Act::new(n, h, w, ci, f64s(&x[0]));
    let e = pointwise(&input, we, Some(be), ce).map(hardswish);
    // PyTorch padding: k/2 zero rows/columns on every side, so Ho = ceil(H / S).
    let g = Window { kh: k, kw: k, stride, pad_t: k / 2, pad_l: k / 2, ho: (h - 1) / stride + 1, wo: (w - 1) / stride + 1 };
    let mut d = depthwise(&e, wd, Some(bd), g).map(hardswish);
    let pixels = g.ho * g.wo;
    for img in d.v.chunks_mut(pixels * ce) {
        let mut pooled = vec![0.0; ce];
        for px in img.chunks(ce) {
            pooled.iter_mut().zip(px).for_each(|(p, v)| *p += v);
        }
        pooled.iter_mut().for_each(|p| *p /= pixels as f64);
        let squeezed: Vec<f64> = linear(&pooled, w1, Some(b1), 1, ce, cs).into_iter().map(relu).collect();
        let gate: Vec<f64> = linear(&squeezed, w2, Some(b2), 1, cs, ce).into_iter().map(hard_sigmoid).collect();
        for px in img.chunks_mut(ce) {
            px.iter_mut().zip(&gate).for_each(|(v, s)| *v *= s);
        }
    }
    let mut y = pointwise(&d, wp, Some(bp), co);
    if stride == 1 && ci == co {
        y.v.iter_mut().zip(&input.v).for_each(|(o, r)| *o += r);
    }
    vec![y.v]
}
