//! `l3_superpoint_head`: SuperPoint's detector and descriptor heads on the shared feature map —
//! softmax over 65 channels with the dustbin dropped after it, depth-to-space ×8 (channel
//! dy·8 + dx), bilinear descriptor sampling at cell centres 8·j + 3.5 with the border replicated,
//! and F.normalize's L2 (eps 1e-12).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{conv2d, pointwise, relu, softmax_in_place, Act, Cursor, Window};

/// Inputs F [N, Hc, Wc, C], kp [N, K] (u32 pixel indices) and the packed weights; outputs
/// heat [N, 8·Hc, 8·Wc] and desc [N, K, D] (see the task).
pub(crate) fn superpoint_head(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hc, wc, c) = (s.int("N"), s.int("Hc"), s.int("Wc"), s.int("C"));
    let (ch, d, k) = (s.int("CH"), s.int("D"), s.int("K"));
    let weights = f64s(&x[2]);
    let mut wt = Cursor::new(&weights);
    let (pa, pa_b, pb, pb_b) = (wt.take(9 * c * ch), wt.take(ch), wt.take(ch * 65), wt.take(65));
    let (da, da_b, db, db_b) = (wt.take(9 * c * ch), wt.take(ch), wt.take(ch * d), wt.take(d));
    assert_eq!(wt.used(), weights.len(), "weights layout");
    let f = Act::new(n, hc, wc, c, f64s(&x[0]));
    let g = Window::same(3, hc, wc);

    // Detector: logits, softmax over all 65 channels, drop the dustbin (64), depth-to-space.
    let hidden = conv2d(&f, pa, Some(pa_b), ch, g).map(relu);
    let logits = pointwise(&hidden, pb, Some(pb_b), 65);
    let (h8, w8) = (8 * hc, 8 * wc);
    let mut heat = vec![0.0; n * h8 * w8];
    for (cell, l) in logits.v.chunks(65).enumerate() {
        let mut prob = l.to_vec();
        softmax_in_place(&mut prob);
        let (img, i, j) = (cell / (hc * wc), cell / wc % hc, cell % wc);
        for (ci, p) in prob[..64].iter().enumerate() {
            let (dy, dx) = (ci / 8, ci % 8);
            heat[(img * h8 + 8 * i + dy) * w8 + 8 * j + dx] = *p;
        }
    }

    // Descriptor: the D-channel map, bilinear at each keypoint (cell centres at 8·j + 3.5, border
    // cells replicated), L2-normalised with F.normalize's eps.
    let e = pointwise(&conv2d(&f, da, Some(da_b), ch, g).map(relu), db, Some(db_b), d);
    let kp = f64s(&x[1]);
    let mut desc = Vec::with_capacity(n * k * d);
    for img in 0..n {
        for q in 0..k {
            let p = kp[img * k + q] as usize;
            let (px, py) = (p % w8, p / w8);
            let (u, v) = ((px as f64 - 3.5) / 8.0, (py as f64 - 3.5) / 8.0);
            let (j0, i0) = (u.floor(), v.floor());
            let (fu, fv) = (u - j0, v - i0);
            let at = |i: f64, j: f64| {
                let i = i.clamp(0.0, (hc - 1) as f64) as usize;
                let j = j.clamp(0.0, (wc - 1) as f64) as usize;
                &e.v[((img * hc + i) * wc + j) * d..][..d]
            };
            let (e00, e01, e10, e11) = (at(i0, j0), at(i0, j0 + 1.0), at(i0 + 1.0, j0), at(i0 + 1.0, j0 + 1.0));
            let sampled: Vec<f64> =
                (0..d).map(|t| (1.0 - fv) * ((1.0 - fu) * e00[t] + fu * e01[t]) + fv * ((1.0 - fu) * e10[t] + fu * e11[t])).collect();
            let norm = sampled.iter().map(|v| v * v).sum::<f64>().sqrt().max(1e-12);
            desc.extend(sampled.iter().map(|v| v / norm));
        }
    }
    vec![heat, desc]
}
