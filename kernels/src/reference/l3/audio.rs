//! Level-3 audio references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, depthwise, pointwise, relu, Act, Cursor, Window};

pub(crate) fn dscnn_kws(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, t, f, c, ncls) = (s.int("B"), s.int("T"), s.int("F"), s.int("C"), s.int("NCLS"));
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (t1, f1) = (t.div_ceil(2), f.div_ceil(2));
    let g = Window { kh: 10, kw: 4, stride: 2, pad_t: ((t1 - 1) * 2 + 10 - t) / 2, pad_l: ((f1 - 1) * 2 + 4 - f) / 2, ho: t1, wo: f1 };
    let input = Act::new(b, t, f, 1, f64s(&x[0]));
    let (w1, b1) = (wc.take(40 * c), wc.take(c));
    let mut a = conv2d(&input, w1, Some(b1), c, g).map(relu);
    for _ in 0..4 {
        let (wdw, bdw, wpw, bpw) = (wc.take(9 * c), wc.take(c), wc.take(c * c), wc.take(c));
        let d = depthwise(&a, wdw, Some(bdw), Window::same(3, t1, f1)).map(relu);
        a = pointwise(&d, wpw, Some(bpw), c).map(relu);
    }
    let (wfc, bfc) = (wc.take(c * ncls), wc.take(ncls));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let npix = t1 * f1;
    let mut logits = vec![0.0; b * ncls];
    for bb in 0..b {
        let pooled: Vec<f64> = (0..c).map(|ch| (0..npix).map(|q| a.v[(bb * npix + q) * c + ch]).sum::<f64>() / npix as f64).collect();
        for k in 0..ncls {
            logits[bb * ncls + k] = bfc[k] + (0..c).map(|ch| pooled[ch] * wfc[ch * ncls + k]).sum::<f64>();
        }
    }
    vec![logits]
}
