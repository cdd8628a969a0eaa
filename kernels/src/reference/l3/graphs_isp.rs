//! `l3_camera_isp_full`: black level, RGGB bilinear demosaic, white balance, colour matrix, sRGB
//! curve, then a per-channel 3×3 median.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{demosaic_rggb, mirror, srgb};

/// Inputs raw [H, W], ccm [3, 3]; output rgb [H, W, 3] (see the task's description).
pub(crate) fn camera_isp_full(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w) = (s.int("H"), s.int("W"));
    let bl = f64::from(s.get("BL") as f32);
    let gains = [s.get("r_gain"), s.get("g_gain"), s.get("b_gain")].map(|g| f64::from(g as f32));
    let raw = f64s(&x[0]);
    let ccm = f64s(&x[1]);
    let px = |y: isize, x: isize| (raw[mirror(y, h) * w + mirror(x, w)] - bl).max(0.0) / (1.0 - bl);
    let mut enc = vec![0.0; h * w * 3];
    for y in 0..h as isize {
        for x in 0..w as isize {
            let demosaiced = demosaic_rggb(px, y, x);
            let wb: Vec<f64> = demosaiced.iter().zip(gains).map(|(v, g)| v * g).collect();
            let o = ((y as usize) * w + x as usize) * 3;
            for j in 0..3 {
                let m: f64 = (0..3).map(|i| ccm[3 * j + i] * wb[i]).sum();
                enc[o + j] = srgb(m.clamp(0.0, 1.0));
            }
        }
    }
    let mut out = vec![0.0; h * w * 3];
    for y in 0..h {
        for x in 0..w {
            for ch in 0..3 {
                let mut v: Vec<f64> = (0..9)
                    .map(|k| {
                        let yy = (y + k / 3).saturating_sub(1).min(h - 1);
                        let xx = (x + k % 3).saturating_sub(1).min(w - 1);
                        enc[(yy * w + xx) * 3 + ch]
                    })
                    .collect();
                ekb_wire::sort::sort_f64(&mut v);
                out[(y * w + x) * 3 + ch] = v[4];
            }
        }
    }
    vec![out]
}
