//! Level-2 vision references.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::ops::{channel_affine, conv2d, depthwise, pointwise, relu, Act, Window};
use crate::reference::f64s;

pub(crate) fn conv_bn_relu(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, cin, cout) = (s.int("N"), s.int("H"), s.int("W"), s.int("Cin"), s.int("Cout"));
    let eps = f64::from(s.get("eps") as f32);
    let input = Act::new(n, h, w, cin, f64s(&x[0]));
    let z = conv2d(&input, &f64s(&x[1]), None, cout, Window::same(3, h, w));
    let (gamma, beta, mean, var) = (f64s(&x[2]), f64s(&x[3]), f64s(&x[4]), f64s(&x[5]));
    let y = z.v.iter().enumerate().map(|(i, &v)| {
        let c = i % cout;
        ((v - mean[c]) * gamma[c] / (var[c] + eps).sqrt() + beta[c]).max(0.0)
    });
    vec![y.collect()]
}

pub(crate) fn dw_separable(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, c, cout) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"), s.int("Cout"));
    let input = Act::new(n, h, w, c, f64s(&x[0]));
    let d = depthwise(&input, &f64s(&x[1]), None, Window::same(3, h, w));
    let (bn1, bn2) = (f64s(&x[2]), f64s(&x[4]));
    let a = channel_affine(d, &bn1[..c], &bn1[c..]).map(relu);
    let z = pointwise(&a, &f64s(&x[3]), None, cout);
    vec![channel_affine(z, &bn2[..cout], &bn2[cout..]).map(relu).v]
}
