//! `l3_efficientnet_lite_stem`: EfficientNet-lite0's front — (x − 127)/128, the 3×3/2 stem + ReLU6,
//! MBConv1, MBConv6/2, MBConv6 + residual — with TensorFlow's SAME padding (at stride 2 on an even
//! size: nothing before, one after).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, depthwise, pointwise, relu6, Act, Cursor, Window};

/// A 3×3 window at `stride` over an `h`×`w` input with TensorFlow's SAME padding: output
/// ceil(L / stride), pad_total = max((Lo − 1)·stride + 3 − L, 0), pad_before = pad_total / 2.
fn same(h: usize, w: usize, stride: usize) -> Window {
    let (ho, wo) = (h.div_ceil(stride), w.div_ceil(stride));
    let before = |lo: usize, l: usize| ((lo - 1) * stride + 3).saturating_sub(l) / 2;
    Window { kh: 3, kw: 3, stride, pad_t: before(ho, h), pad_l: before(wo, w), ho, wo }
}

/// Inputs x [N, H, W, 3] (raw 0 … 255) and the packed weights; output y [N, H4, W4, C2] (see the task).
pub(crate) fn efficientnet_lite_stem(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w) = (s.int("N"), s.int("H"), s.int("W"));
    let (c0, c1, e, c2) = (s.int("C0"), s.int("C1"), s.int("E"), s.int("C2"));
    let (x2, x3) = (e * c1, e * c2);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (ws, bs) = (wc.take(27 * c0), wc.take(c0));
    let (wd1, bd1, wp1, bp1) = (wc.take(9 * c0), wc.take(c0), wc.take(c0 * c1), wc.take(c1));
    let (we2, be2, wd2, bd2) = (wc.take(c1 * x2), wc.take(x2), wc.take(9 * x2), wc.take(x2));
    let (wp2, bp2) = (wc.take(x2 * c2), wc.take(c2));
    let (we3, be3, wd3, bd3) = (wc.take(c2 * x3), wc.take(x3), wc.take(9 * x3), wc.take(x3));
    let (wp3, bp3) = (wc.take(x3 * c2), wc.take(c2));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    // The padding is applied to the normalised image: Act's taps outside read 0 in xn.
    let xn = Act::new(n, h, w, 3, f64s(&x[0])).map(|v| (v - 127.0) / 128.0);
    let a = conv2d(&xn, ws, Some(bs), c0, same(h, w, 2)).map(relu6);
    let d1 = depthwise(&a, wd1, Some(bd1), same(a.h, a.w, 1)).map(relu6);
    let mut b = pointwise(&d1, wp1, Some(bp1), c1);
    if c0 == c1 {
        b.v.iter_mut().zip(&a.v).for_each(|(o, r)| *o += r);
    }
    let e2 = pointwise(&b, we2, Some(be2), x2).map(relu6);
    let d2 = depthwise(&e2, wd2, Some(bd2), same(e2.h, e2.w, 2)).map(relu6);
    let c = pointwise(&d2, wp2, Some(bp2), c2);
    let e3 = pointwise(&c, we3, Some(be3), x3).map(relu6);
    let d3 = depthwise(&e3, wd3, Some(bd3), same(e3.h, e3.w, 1)).map(relu6);
    let mut y = pointwise(&d3, wp3, Some(bp3), c2);
    y.v.iter_mut().zip(&c.v).for_each(|(o, r)| *o += r);
    vec![y.v]
}
