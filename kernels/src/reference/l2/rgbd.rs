//! Level-2 RGB-D references of suite v3: depth-image geometry. Each follows its task's description
//! (`kernels/tasks/l2/<id>/task.toml`) literally, in f64 with the f32 params widened exactly.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::pipelines::f32_param;
use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_depth_normals" => depth_normals,
        _ => return None,
    };
    Some(f)
}

fn sub(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

/// `l2_depth_normals`: pinhole unprojection at pixel centres (u = x + 0.5, v = y + 0.5) and, per
/// interior pixel whose five depths are non-zero, the normalised cross product of the central
/// differences (right − left) × (down − up), negated when it points away from the camera
/// (n·p > 0); (0, 0, 0) elsewhere. depth is H×W, points and normals [H, W, 3].
fn depth_normals(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w] = ["H", "W"].map(|n| s.int(n));
    let [fx, fy, cx, cy] = ["fx", "fy", "cx", "cy"].map(|n| f32_param(s, n));
    let depth = f64s(&x[0]);
    let d = |xx: usize, y: usize| depth[y * w + xx];
    let point = |xx: usize, y: usize| {
        let z = d(xx, y);
        [z * (xx as f64 + 0.5 - cx) / fx, z * (y as f64 + 0.5 - cy) / fy, z]
    };
    let mut points = Vec::with_capacity(3 * h * w);
    let mut normals = vec![0.0; 3 * h * w];
    for y in 0..h {
        for xx in 0..w {
            let pc = point(xx, y);
            points.extend_from_slice(&pc);
            if xx == 0 || y == 0 || xx + 1 == w || y + 1 == h {
                continue;
            }
            let used = [d(xx, y), d(xx + 1, y), d(xx - 1, y), d(xx, y + 1), d(xx, y - 1)];
            if used.contains(&0.0) {
                continue;
            }
            let a = sub(point(xx + 1, y), point(xx - 1, y));
            let b = sub(point(xx, y + 1), point(xx, y - 1));
            let mut n = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
            if n[0] * pc[0] + n[1] * pc[1] + n[2] * pc[2] > 0.0 {
                n = n.map(|c| -c);
            }
            let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt().max(1e-30);
            normals[3 * (y * w + xx)..][..3].copy_from_slice(&n.map(|c| c / len));
        }
    }
    vec![points, normals]
}
