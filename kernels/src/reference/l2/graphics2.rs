//! Level-2 graphics references of suite v3: post-processing and shadow filtering. Each follows its
//! task's description (`kernels/tasks/l2/<id>/task.toml`) literally, in f64 with the f32 params
//! widened exactly.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::pipelines::f32_param;
use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_bloom" => bloom,
        "l2_shadow_pcf" => shadow_pcf,
        _ => return None,
    };
    Some(f)
}

/// The 9 binomial taps [1, 8, 28, 56, 70, 56, 28, 8, 1] / 256 of `l2_bloom`'s blur.
const TAPS: [f64; 9] = [1.0, 8.0, 28.0, 56.0, 70.0, 56.0, 28.0, 8.0, 1.0];

/// `l2_bloom`: soft-knee bright pass on Rec. 709 luminance, separable 9-tap blur with
/// clamp-to-edge addressing, additive composite; alpha copied. img and out are [H, W, 4] RGBA.
fn bloom(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w] = ["H", "W"].map(|n| s.int(n));
    let [t, k, gain] = ["threshold", "knee", "intensity"].map(|n| f32_param(s, n));
    let img = f64s(&x[0]);
    let n = h * w;
    let mut bright = vec![[0.0; 3]; n];
    for (b, c) in bright.iter_mut().zip(img.chunks_exact(4)) {
        let l = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        let sk = (l - t + k).clamp(0.0, 2.0 * k);
        let wt = (sk * sk / (4.0 * k + 0.00001)).max(l - t) / l.max(0.00001);
        *b = [wt * c[0], wt * c[1], wt * c[2]];
    }
    // Horizontal then vertical, each clamping its reads to the image.
    let blur = |src: &[[f64; 3]], step: usize, len: usize, pos: usize, base: usize| {
        let mut acc = [0.0; 3];
        for (i, tap) in TAPS.iter().enumerate() {
            let q = (pos + i).saturating_sub(4).min(len - 1);
            for (a, v) in acc.iter_mut().zip(src[base + q * step]) {
                *a += tap / 256.0 * v;
            }
        }
        acc
    };
    let mut hb = vec![[0.0; 3]; n];
    for y in 0..h {
        for xx in 0..w {
            hb[y * w + xx] = blur(&bright, 1, w, xx, y * w);
        }
    }
    let mut out = img.clone();
    for y in 0..h {
        for xx in 0..w {
            let v = blur(&hb, w, h, y, xx);
            for (o, b) in out[(y * w + xx) * 4..][..3].iter_mut().zip(v) {
                *o += gain * b;
            }
        }
    }
    vec![out]
}

/// `l2_shadow_pcf`: bilinear percentage-closer filtering of a shadow map over K×K taps (K = 2R + 1),
/// the literal sum of the task's formula. The texel coordinates and `z − bias` are computed in f32
/// as the task states (their rounding decides floor and the inclusive compare); the weights and the
/// sum in f64. pos is [H, W, 3] (u, v, z), shadow_map SH×SW, vis H×W.
fn shadow_pcf(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w, sh, sw, r] = ["H", "W", "SH", "SW", "R"].map(|n| s.int(n) as i64);
    let bias = s.get("bias") as f32;
    let (pos, map) = (x[0].f32(), f64s(&x[1]));
    let k = (2 * r + 1) as f64;
    let pass = |i: i64, j: i64, depth: f32| {
        let d = map[(j.clamp(0, sh - 1) * sw + i.clamp(0, sw - 1)) as usize];
        f64::from(u8::from(f64::from(depth) <= d))
    };
    let vis = pos
        .chunks_exact(3)
        .take((h * w) as usize)
        .map(|c| {
            let [u, v, z] = [c[0], c[1], c[2]];
            if !(0.0..=1.0).contains(&u) || !(0.0..=1.0).contains(&v) || z > 1.0 {
                return 1.0;
            }
            let (tx, ty) = (u * sw as f32 - 0.5, v * sh as f32 - 0.5);
            let (x0, y0) = (tx.floor(), ty.floor());
            let (fx, fy) = (f64::from(tx - x0), f64::from(ty - y0));
            let (x0, y0, depth) = (x0 as i64, y0 as i64, z - bias);
            let mut acc = 0.0;
            for b in -r..=r {
                for a in -r..=r {
                    let (xa, yb) = (x0 + a, y0 + b);
                    acc += (1.0 - fx) * (1.0 - fy) * pass(xa, yb, depth)
                        + fx * (1.0 - fy) * pass(xa + 1, yb, depth)
                        + (1.0 - fx) * fy * pass(xa, yb + 1, depth)
                        + fx * fy * pass(xa + 1, yb + 1, depth);
                }
            }
            acc / (k * k)
        })
        .collect();
    vec![vis]
}
