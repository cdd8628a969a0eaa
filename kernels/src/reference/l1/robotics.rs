//! Level 1, robotics: 3-D nearest-neighbour search (ICP correspondences).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// For each of the points `src` (row-major ×3), the index of the nearest of `tgt` (squared Euclidean
/// distance; ties → the lowest index) and that squared distance. Shared with level 2's ICP step.
pub(crate) fn nearest_neighbors(src: &[f64], tgt: &[f64]) -> Vec<(usize, f64)> {
    src.chunks_exact(3)
        .map(|p| {
            let mut best = (0, f64::INFINITY);
            for (j, q) in tgt.chunks_exact(3).enumerate() {
                let d = (p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2);
                if d < best.1 {
                    best = (j, d);
                }
            }
            best
        })
        .collect()
}

/// `l1_nearest_neighbor_3d`: idx (as f64) and d2 of each source point's nearest target.
pub(crate) fn nearest_neighbor_3d(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (src, tgt) = (f64s(&x[0]), f64s(&x[1]));
    let nn = nearest_neighbors(&src[..3 * s.int("N")], &tgt[..3 * s.int("M")]);
    vec![nn.iter().map(|(j, _)| *j as f64).collect(), nn.iter().map(|(_, d)| *d).collect()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_neighbour_ties_keep_the_lowest_index() {
        // Targets 1 and 2 coincide, target 0 is as far from the source as they are.
        let nn = nearest_neighbors(&[1.0, 0.0, 0.0], &[0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 2.0, 0.0, 0.0]);
        assert_eq!(nn, vec![(0, 1.0)]);
        let nn = nearest_neighbors(&[2.0, 0.0, 1.0], &[0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 2.0, 0.0, 0.0]);
        assert_eq!(nn, vec![(1, 1.0)]);
    }
}
