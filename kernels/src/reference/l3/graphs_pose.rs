//! `l3_pose_heatmap_decode`: a top-down pose-estimation head (SimpleBaseline / HRNet): a 1×1 conv to J
//! heatmaps, then HRNet's `get_final_preds` — argmax (first maximum), the mask of non-positive maxima,
//! the quarter-pixel shift toward the larger neighbour, and the inverse crop transform.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// numpy's sign: −1, 0 or +1.
fn sign(v: f64) -> f64 {
    if v > 0.0 {
        1.0
    } else if v < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// Inputs feat [N, H, W, C], weights [C·J + J], boxes [N, 4]; outputs preds [N, J, 2], maxvals [N, J].
pub(crate) fn pose_heatmap_decode(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, c, j) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"), s.int("J"));
    let (feat, weights, boxes) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    assert_eq!(weights.len(), c * j + j, "weights layout");
    let mut preds = Vec::with_capacity(n * j * 2);
    let mut maxvals = Vec::with_capacity(n * j);
    for img in 0..n {
        for joint in 0..j {
            let hm = |y: usize, xx: usize| {
                let f = &feat[((img * h + y) * w + xx) * c..][..c];
                weights[c * j + joint] + f.iter().enumerate().map(|(ch, v)| v * weights[ch * j + joint]).sum::<f64>()
            };
            // argmax over the flattened y·W + x, the first (smallest) index on ties.
            let (mut best, mut idx) = (f64::NEG_INFINITY, 0);
            for k in 0..h * w {
                let v = hm(k / w, k % w);
                if v > best {
                    best = v;
                    idx = k;
                }
            }
            let keep = if best > 0.0 { 1.0 } else { 0.0 };
            let (mut px, mut py) = ((idx % w) as f64 * keep, (idx / w) as f64 * keep);
            let (ix, iy) = (px as usize, py as usize);
            if 1 < ix && ix + 1 < w && 1 < iy && iy + 1 < h {
                px += sign(hm(iy, ix + 1) - hm(iy, ix - 1)) * 0.25;
                py += sign(hm(iy + 1, ix) - hm(iy - 1, ix)) * 0.25;
            }
            let b = &boxes[img * 4..][..4];
            let k = b[2] / w as f64;
            preds.push(b[0] + (px - w as f64 / 2.0) * k);
            preds.push(b[1] + (py - h as f64 / 2.0) * k);
            maxvals.push(best);
        }
    }
    vec![preds, maxvals]
}
