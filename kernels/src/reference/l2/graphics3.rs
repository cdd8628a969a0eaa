//! Level-2 graphics references of suite v3, second group: screen-space ambient occlusion and Gaussian
//! splat compositing. Each
//! follows its task's description (`kernels/tasks/l2/<id>/task.toml`) literally, in f64 with the f32
//! params widened exactly.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::pipelines::f32_param;
use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_ssao" => ssao,
        "l2_gaussian_splat_tile" => gaussian_splat_tile,
        _ => return None,
    };
    Some(f)
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// `l2_ssao`: per pixel, S hemisphere samples (flipped unless dot(k, m) > 0) projected to the
/// image, their coordinates clamped to it, a bilinear clamp-to-edge depth fetch, the Alchemy
/// obscurance of the reconstructed point times LearnOpenGL's range check; then a 4×4 box blur
/// (offsets −2 … +1) with clamp-to-edge. depth H×W, normal [H, W, 3], kernel [S, 3], ao H×W.
fn ssao(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w, ns] = ["H", "W", "S"].map(|n| s.int(n));
    let [sx, sy, radius, beta] = ["sx", "sy", "radius", "beta"].map(|n| f32_param(s, n));
    let (depth, normal, kernel) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let (hf, wf) = (h as f64, w as f64);
    let at = |i: f64, j: f64| depth[(j.clamp(0.0, hf - 1.0) as usize) * w + i.clamp(0.0, wf - 1.0) as usize];
    let view = |u: f64, v: f64, z: f64| [z * (2.0 * u / wf - 1.0) / sx, z * (2.0 * v / hf - 1.0) / sy, z];
    let mut raw = vec![0.0; h * w];
    for y in 0..h {
        for xx in 0..w {
            let i = y * w + xx;
            let d0 = depth[i];
            let m = [normal[3 * i], normal[3 * i + 1], normal[3 * i + 2]];
            let len = dot(m, m).sqrt();
            let n = m.map(|c| c / len);
            let p = view(xx as f64 + 0.5, y as f64 + 0.5, d0);
            let mut sum = 0.0;
            for k in kernel.chunks_exact(3).take(ns) {
                let sign = if dot([k[0], k[1], k[2]], m) > 0.0 { 1.0 } else { -1.0 };
                let q = [0, 1, 2].map(|c| p[c] + radius * sign * k[c]);
                let u = ((1.0 + sx * q[0] / q[2]) * wf / 2.0).clamp(0.0, wf);
                let v = ((1.0 + sy * q[1] / q[2]) * hf / 2.0).clamp(0.0, hf);
                let (tx, ty) = (u - 0.5, v - 0.5);
                let (x0, y0) = (tx.floor(), ty.floor());
                let (fx, fy) = (tx - x0, ty - y0);
                let ds = (1.0 - fy) * ((1.0 - fx) * at(x0, y0) + fx * at(x0 + 1.0, y0))
                    + fy * ((1.0 - fx) * at(x0, y0 + 1.0) + fx * at(x0 + 1.0, y0 + 1.0));
                let sp = view(u, v, ds);
                let wv = [sp[0] - p[0], sp[1] - p[1], sp[2] - p[2]];
                let a = (dot(wv, n) - beta * d0).max(0.0) / (dot(wv, wv) + 0.1);
                let delta = (ds - d0).abs();
                let rc = if delta <= radius {
                    1.0
                } else {
                    let t = radius / delta;
                    t * t * (3.0 - 2.0 * t)
                };
                sum += a * rc;
            }
            raw[i] = (1.0 - radius * sum / ns as f64).max(0.0);
        }
    }
    let mut ao = vec![0.0; h * w];
    for y in 0..h {
        for xx in 0..w {
            let mut acc = 0.0;
            for j in -2..=1_i64 {
                for i in -2..=1_i64 {
                    let yy = (y as i64 + j).clamp(0, h as i64 - 1) as usize;
                    let xc = (xx as i64 + i).clamp(0, w as i64 - 1) as usize;
                    acc += raw[yy * w + xc];
                }
            }
            ao[y * w + xx] = acc / 16.0;
        }
    }
    vec![ao]
}

/// `l2_gaussian_splat_tile`: 3D Gaussian Splatting's renderCUDA. Each pixel (integer centre) walks
/// its 16×16 tile's list front to back: skip power > 0, alpha = min(0.99, o·exp(power)), skip
/// alpha < 1/255, stop before blending the splat whose test_T = T·(1 − alpha) falls below 1e-4.
/// The thresholds are the f32 constants, widened; power is exact in f32 for the task's inputs.
fn gaussian_splat_tile(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w] = ["H", "W"].map(|n| s.int(n));
    let bg = f32_param(s, "bg");
    let (means, conic, opacity, colors) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let (list, ranges) = (x[4].u32(), x[5].u32());
    let (cap, skip, stop) = (f64::from(0.99_f32), f64::from(1.0_f32 / 255.0), f64::from(0.0001_f32));
    let tiles_x = w.div_ceil(16);
    let mut color = vec![0.0; 3 * h * w];
    let mut final_t = vec![0.0; h * w];
    for y in 0..h {
        for xx in 0..w {
            let t = (y / 16) * tiles_x + xx / 16;
            let (mut tr, mut c) = (1.0, [0.0; 3]);
            for &g in &list[ranges[t] as usize..ranges[t + 1] as usize] {
                let g = g as usize;
                let (dx, dy) = (means[2 * g] - xx as f64, means[2 * g + 1] - y as f64);
                let [a, b, cc] = [conic[3 * g], conic[3 * g + 1], conic[3 * g + 2]];
                let power = -0.5 * (a * dx * dx + cc * dy * dy) - b * dx * dy;
                if power > 0.0 {
                    continue;
                }
                let alpha = (opacity[g] * power.exp()).min(cap);
                if alpha < skip {
                    continue;
                }
                let test_t = tr * (1.0 - alpha);
                if test_t < stop {
                    break;
                }
                for (ch, v) in c.iter_mut().enumerate() {
                    *v += colors[3 * g + ch] * alpha * tr;
                }
                tr = test_t;
            }
            for (ch, v) in c.iter().enumerate() {
                color[ch * h * w + y * w + xx] = v + tr * bg;
            }
            final_t[y * w + xx] = tr;
        }
    }
    vec![color, final_t]
}
