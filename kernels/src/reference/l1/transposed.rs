//! Level-1 reference of suite v3's transposed convolution (PyTorch's ConvTranspose2d), computed in
//! the scatter form — every input pixel adds its window into the output — independently of the
//! gather form the reference kernel uses.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_conv_transpose2d" => conv_transpose2d,
        _ => return None,
    };
    Some(f)
}

/// y[n, co] = bias[co] + Σ_ci the K×K windows x[n, ci, iy, ix]·w[ci, co] placed at
/// (iy·S − P, ix·S − P), cropped to OH × OW, OH = (H − 1)·S − 2P + K + OP (OW likewise).
fn conv_transpose2d(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [n, ci, co, h, w, k, st, pad, op] = ["N", "CI", "CO", "H", "W", "K", "S", "P", "OP"].map(|p| s.int(p));
    let (oh, ow) = ((h - 1) * st + k + op - 2 * pad, (w - 1) * st + k + op - 2 * pad);
    let (xs, ws, bias) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = vec![0.0; n * co * oh * ow];
    for (i, v) in y.iter_mut().enumerate() {
        *v = bias[(i / (oh * ow)) % co];
    }
    for b in 0..n {
        for c in 0..ci {
            for iy in 0..h {
                for ix in 0..w {
                    let xv = xs[((b * ci + c) * h + iy) * w + ix];
                    for o in 0..co {
                        for ky in 0..k {
                            let Some(oy) = (iy * st + ky).checked_sub(pad).filter(|&oy| oy < oh) else { continue };
                            for kx in 0..k {
                                let Some(ox) = (ix * st + kx).checked_sub(pad).filter(|&ox| ox < ow) else { continue };
                                y[((b * co + o) * oh + oy) * ow + ox] += xv * ws[((c * co + o) * k + ky) * k + kx];
                            }
                        }
                    }
                }
            }
        }
    }
    vec![y]
}
