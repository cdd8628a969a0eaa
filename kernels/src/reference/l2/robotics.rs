//! Level 2, robotics: one point-to-point ICP step's statistics.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l1::robotics::nearest_neighbors;

/// `l2_icp_point_to_point`: nearest-target correspondences (ties → lowest index), the centroids p̄
/// of the sources and q̄ of their matches, and H = (1/N)·Σ (p − p̄)(q − q̄)ᵀ (3×3 row-major), two-pass.
pub(crate) fn icp_point_to_point(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, m) = (s.int("N"), s.int("M"));
    let (src, tgt) = (f64s(&x[0]), f64s(&x[1]));
    let (src, tgt) = (&src[..3 * n], &tgt[..3 * m]);
    let matched: Vec<&[f64]> = nearest_neighbors(src, tgt).iter().map(|(j, _)| &tgt[3 * j..3 * j + 3]).collect();
    let mean = |pts: &mut dyn Iterator<Item = &[f64]>| {
        let mut c = [0.0; 3];
        for pt in pts {
            for (a, v) in c.iter_mut().zip(pt) {
                *a += v;
            }
        }
        c.map(|v| v / n as f64)
    };
    let pbar = mean(&mut src.chunks_exact(3));
    let qbar = mean(&mut matched.iter().copied());
    let mut h = [0.0; 9];
    for (pt, q) in src.chunks_exact(3).zip(&matched) {
        for r in 0..3 {
            for c in 0..3 {
                h[3 * r + c] += (pt[r] - pbar[r]) * (q[c] - qbar[c]);
            }
        }
    }
    vec![h.iter().map(|v| v / n as f64).collect(), pbar.to_vec(), qbar.to_vec()]
}
