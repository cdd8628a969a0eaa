//! Level-2 input pipelines of suite v3: what a vision model's frame goes through before its first
//! layer. Each follows its task's description (`kernels/tasks/l2/<id>/task.toml`) literally, in f64.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_preprocess_normalize" => preprocess_normalize,
        _ => return None,
    };
    Some(f)
}

/// PyTorch's align_corners=False source taps along one axis: (lower tap, upper tap, upper weight),
/// s = max((o + 0.5)·n_in/n_out − 0.5, 0), the upper tap clamped to the last index.
fn half_pixel(o: usize, n_in: usize, n_out: usize) -> (usize, usize, f64) {
    let s = ((o as f64 + 0.5) * (n_in as f64 / n_out as f64) - 0.5).max(0.0);
    let lo = s.floor() as usize;
    (lo, (lo + 1).min(n_in - 1), s - lo as f64)
}

/// `l2_preprocess_normalize`: RGBA8 (R the low byte) crop at (x0, y0), bilinear half-pixel resize
/// of the cw×ch crop to OH×OW, ÷255, (v − mean[c]) / stdev[c], NCHW [1, 3, OH, OW].
fn preprocess_normalize(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [w, x0, y0, cw, ch, oh, ow] = ["W", "x0", "y0", "cw", "ch", "OH", "OW"].map(|n| s.int(n));
    let img = x[0].u32();
    let (mean, stdev) = (f64s(&x[1]), f64s(&x[2]));
    let byte = |cy: usize, cx: usize, c: usize| f64::from((img[(y0 + cy) * w + x0 + cx] >> (8 * c)) & 255);
    let mut y = vec![0.0; 3 * oh * ow];
    for oy in 0..oh {
        let (y_lo, y_hi, ly) = half_pixel(oy, ch, oh);
        for ox in 0..ow {
            let (x_lo, x_hi, lx) = half_pixel(ox, cw, ow);
            for c in 0..3 {
                let top = (1.0 - lx) * byte(y_lo, x_lo, c) + lx * byte(y_lo, x_hi, c);
                let bottom = (1.0 - lx) * byte(y_hi, x_lo, c) + lx * byte(y_hi, x_hi, c);
                let v = (1.0 - ly) * top + ly * bottom;
                y[(c * oh + oy) * ow + ox] = (v / 255.0 - mean[c]) / stdev[c];
            }
        }
    }
    vec![y]
}

#[cfg(test)]
mod tests {
    use super::half_pixel;

    /// PyTorch's half-pixel taps: a 2× upscale of 4 samples at −0.25 (clamped to 0), 0.25, 0.75, …,
    /// 3.25 (upper tap clamped to 3); a 2× downscale at 0.5, 2.5, 4.5, 6.5 (no antialiasing).
    #[test]
    fn half_pixel_taps_match_pytorch() {
        let up: Vec<_> = (0..8).map(|o| half_pixel(o, 4, 8)).collect();
        assert_eq!(up[0], (0, 1, 0.0));
        assert_eq!(up[1], (0, 1, 0.25));
        assert_eq!(up[7], (3, 3, 0.25));
        let down: Vec<_> = (0..4).map(|o| half_pixel(o, 8, 4)).collect();
        assert_eq!(down, vec![(0, 1, 0.5), (2, 3, 0.5), (4, 5, 0.5), (6, 7, 0.5)]);
        assert_eq!(half_pixel(0, 5, 1), (2, 3, 0.0));
    }
}
