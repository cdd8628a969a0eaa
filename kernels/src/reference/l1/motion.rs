//! Level-1 references of suite v3's motion group (domain `compression`): the inter-prediction
//! step of a video decoder. Integer outputs are computed exactly in `i64`.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_motion_compensation" => motion_compensation,
        _ => return None,
    };
    Some(f)
}

/// Block motion compensation: each sample of a B×B block (the last ones partial) predicted from
/// the reference at its block's quarter-sample vector, split by floor into an integer offset and a
/// fraction 0…3, bilinear over four clamp-to-edge taps with weights summing to 16, `(… + 8) >> 4`.
fn motion_compensation(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h, b) = (s.int("W"), s.int("H"), s.int("B"));
    let (frame, mv) = (x[0].u32(), x[1].i32());
    let at = |y: i64, x: i64| i64::from(frame[y.clamp(0, h as i64 - 1) as usize * w + x.clamp(0, w as i64 - 1) as usize]);
    let bw = w.div_ceil(b);
    let mut out = Vec::with_capacity(w * h);
    for y in 0..h {
        for xx in 0..w {
            let k = (y / b) * bw + xx / b;
            let (mx, my) = (i64::from(mv[2 * k]), i64::from(mv[2 * k + 1]));
            let (fx, fy) = (mx.rem_euclid(4), my.rem_euclid(4));
            let (x0, y0) = (xx as i64 + mx.div_euclid(4), y as i64 + my.div_euclid(4));
            let sum = (4 - fx) * (4 - fy) * at(y0, x0)
                + fx * (4 - fy) * at(y0, x0 + 1)
                + (4 - fx) * fy * at(y0 + 1, x0)
                + fx * fy * at(y0 + 1, x0 + 1);
            out.push(((sum + 8) >> 4) as f64);
        }
    }
    vec![out]
}
