//! Level-1 references of suite v3's motion group (domain `compression`): the inter-prediction
//! step of a video decoder and the motion search of an encoder. Integer outputs are computed exactly in `i64`.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_motion_compensation" => motion_compensation,
        "l1_sad_block_search" => sad_block_search,
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

/// Full-search block motion estimation: per block (the last ones partial, only samples inside the
/// frame counted), the integer vector in the ±R window of least SAD against the clamp-to-edge
/// reference, ties to the lexicographic minimum of (SAD, |dy|, |dx|, dy, dx); (dx, dy, SAD) out.
fn sad_block_search(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h, b, r) = (s.int("W"), s.int("H"), s.int("B"), s.int("R") as i64);
    let (cur, reference) = (x[0].u32(), x[1].u32());
    let at = |y: i64, x: i64| i64::from(reference[y.clamp(0, h as i64 - 1) as usize * w + x.clamp(0, w as i64 - 1) as usize]);
    let mut out = Vec::new();
    for by in 0..h.div_ceil(b) {
        for bx in 0..w.div_ceil(b) {
            let sad = |dx: i64, dy: i64| -> i64 {
                let rows = by * b..(by * b + b).min(h);
                rows.flat_map(|y| (bx * b..(bx * b + b).min(w)).map(move |x| (y, x)))
                    .map(|(y, x)| (i64::from(cur[y * w + x]) - at(y as i64 + dy, x as i64 + dx)).abs())
                    .sum()
            };
            let cands = (-r..=r).flat_map(|dy| (-r..=r).map(move |dx| (dx, dy)));
            let (sad, _, _, dy, dx) = cands.map(|(dx, dy)| (sad(dx, dy), dy.abs(), dx.abs(), dy, dx)).min().expect("R ≥ 1");
            out.extend([dx as f64, dy as f64, sad as f64]);
        }
    }
    vec![out]
}
