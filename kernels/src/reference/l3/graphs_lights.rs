//! `l3_tiled_light_culling`: deferred Lambert + Blinn-Phong shading with windowed point lights.
//! The image does not depend on the culling (a light that reaches no pixel adds nothing), so the
//! reference shades every pixel with every light.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

type V3 = [f64; 3];

fn sub(a: V3, b: V3) -> V3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn dot(a: V3, b: V3) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn scale(a: V3, s: f64) -> V3 {
    [a[0] * s, a[1] * s, a[2] * s]
}

fn unit(a: V3) -> V3 {
    scale(a, 1.0 / dot(a, a).sqrt())
}

/// Inputs depth [H, W], normal [H, W, 3], albedo [H, W, 3], light_pos [L, 3], light_radius [L],
/// light_rgb [L, 3]; output color [H, W, 3] (see the task's description).
pub(crate) fn tiled_light_culling(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w, nl) = (s.int("H"), s.int("W"), s.int("L"));
    let [amb, ks, shin] = ["AMB", "KS", "SHIN"].map(|n| f64::from(s.get(n) as f32));
    let (depth, normal, albedo) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let (lpos, lrad, lrgb) = (f64s(&x[3]), f64s(&x[4]), f64s(&x[5]));
    assert_eq!(lrad.len(), nl, "one radius per light");
    let v3 = |b: &[f64], i: usize| -> V3 { [b[3 * i], b[3 * i + 1], b[3 * i + 2]] };
    let f = h.max(w) as f64;
    let mut out = vec![0.0; h * w * 3];
    for y in 0..h {
        for xx in 0..w {
            let i = y * w + xx;
            let z = depth[i];
            let pos = [z * (xx as f64 + 0.5) / f, z * (y as f64 + 0.5) / f, z];
            let n = unit(v3(&normal, i));
            let v = scale(unit(pos), -1.0);
            let alb = v3(&albedo, i);
            let mut acc = scale(alb, amb);
            for (l, &r) in lrad.iter().enumerate() {
                let dv = sub(v3(&lpos, l), pos);
                let d = dot(dv, dv).sqrt();
                if d >= r {
                    continue;
                }
                let ld = scale(dv, 1.0 / d);
                let hv = unit([ld[0] + v[0], ld[1] + v[1], ld[2] + v[2]]);
                let q = 1.0 - (d / r) * (d / r);
                let spec = dot(n, hv).max(0.0).powf(shin);
                let diff = dot(n, ld).max(0.0);
                let rgb = v3(&lrgb, l);
                for c in 0..3 {
                    acc[c] += q * q * rgb[c] * (alb[c] * diff + ks * spec);
                }
            }
            out[3 * i..][..3].copy_from_slice(&acc);
        }
    }
    vec![out]
}
