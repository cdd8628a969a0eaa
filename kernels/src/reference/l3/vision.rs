//! Level-3 vision references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, depthwise, pointwise, relu, relu6, Act, Cursor, Window};

pub(crate) fn mobilenetv2_blocks(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, c, e, c2) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"), s.int("E"), s.int("C2"));
    let ch = e * c;
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let mut u = Act::new(n, h, w, c, f64s(&x[0]));
    for b in 0..3 {
        let (stride, cout) = if b == 2 { (2, c2) } else { (1, c) };
        let (we, be) = (wc.take(c * ch), wc.take(ch));
        let (wd, bd) = (wc.take(9 * ch), wc.take(ch));
        let (wp, bp) = (wc.take(ch * cout), wc.take(cout));
        let ex = pointwise(&u, we, Some(be), ch).map(relu6);
        let g = Window { kh: 3, kw: 3, stride, pad_t: 1, pad_l: 1, ho: (u.h - 1) / stride + 1, wo: (u.w - 1) / stride + 1 };
        let d = depthwise(&ex, wd, Some(bd), g).map(relu6);
        let mut o = pointwise(&d, wp, Some(bp), cout);
        if b < 2 {
            o.v.iter_mut().zip(&u.v).for_each(|(o, r)| *o += r);
        }
        u = o;
    }
    assert_eq!(wc.used(), weights.len(), "weights layout");
    vec![u.v]
}

pub(crate) fn unet_denoise(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, ci, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("CI"), s.int("C"));
    let (h2, w2) = (h / 2, w / 2);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let mut conv = |u: &Act, cout: usize| {
        let (wt, b) = (wc.take(9 * u.c * cout), wc.take(cout));
        conv2d(u, wt, Some(b), cout, Window::same(3, u.h, u.w)).map(relu)
    };
    let input = Act::new(n, h, w, ci, f64s(&x[0]));
    let e1 = conv(&input, c);
    let e2 = conv(&e1, c);
    let mut pl = Act::new(n, h2, w2, c, vec![0.0; n * h2 * w2 * c]);
    for (i, v) in pl.v.iter_mut().enumerate() {
        let (ch, pix) = (i % c, i / c);
        let (ox, oy, nn) = (pix % w2, (pix / w2) % h2, pix / (w2 * h2));
        let at = |y: usize, x: usize| e2.v[((nn * h + y) * w + x) * c + ch];
        *v = at(2 * oy, 2 * ox).max(at(2 * oy, 2 * ox + 1)).max(at(2 * oy + 1, 2 * ox)).max(at(2 * oy + 1, 2 * ox + 1));
    }
    let m1 = conv(&pl, 2 * c);
    let m2 = conv(&m1, 2 * c);
    let mut cat = Vec::with_capacity(n * h * w * 3 * c);
    for nn in 0..n {
        for y in 0..h {
            for xx in 0..w {
                cat.extend_from_slice(&m2.v[((nn * h2 + y / 2) * w2 + xx / 2) * 2 * c..][..2 * c]);
                cat.extend_from_slice(&e2.v[((nn * h + y) * w + xx) * c..][..c]);
            }
        }
    }
    let d = conv(&Act::new(n, h, w, 3 * c, cat), c);
    let (w6, b6) = (wc.take(c * ci), wc.take(ci));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let noise = pointwise(&d, w6, Some(b6), ci);
    vec![input.v.iter().zip(&noise.v).map(|(a, b)| a - b).collect()]
}

pub(crate) fn espcn_sr(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, r, c1, c2) = (s.int("N"), s.int("H"), s.int("W"), s.int("R"), s.int("C1"), s.int("C2"));
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let input = Act::new(n, h, w, 1, f64s(&x[0]));
    let (w1, b1) = (wc.take(25 * c1), wc.take(c1));
    let f1 = conv2d(&input, w1, Some(b1), c1, Window::same(5, h, w)).map(f64::tanh);
    let (w2, b2) = (wc.take(9 * c1 * c2), wc.take(c2));
    let f2 = conv2d(&f1, w2, Some(b2), c2, Window::same(3, h, w)).map(f64::tanh);
    let (w3, b3) = (wc.take(9 * c2 * r * r), wc.take(r * r));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let f3 = conv2d(&f2, w3, Some(b3), r * r, Window::same(3, h, w));
    let (hr, wr) = (h * r, w * r);
    let mut y = vec![0.0; n * hr * wr];
    for (i, v) in y.iter_mut().enumerate() {
        let (ox, oy, nn) = (i % wr, (i / wr) % hr, i / (wr * hr));
        *v = f3.v[((nn * h + oy / r) * w + ox / r) * r * r + (oy % r) * r + ox % r];
    }
    vec![y]
}
