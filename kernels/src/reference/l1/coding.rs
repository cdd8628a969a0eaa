//! Level-1 references of suite v3's media-coding group (domain `compression`): colour conversion
//! to I420 and the JPEG/video block transforms. Integer outputs are computed exactly in `i64`,
//! the transforms in `f64`.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_rgb_to_yuv420" => rgb_to_yuv420,
        _ => return None,
    };
    Some(f)
}

/// Byte `m` of a buffer packed 4 bytes per `u32` (byte `b` of a word in bits `8b … 8b + 7`).
fn byte(words: &[u32], m: usize) -> i64 {
    i64::from((words[m / 4] >> (8 * (m % 4))) & 0xFF)
}

/// `bytes` (each 0…255) packed 4 per word, the last word's missing bytes 0, as f64 words.
fn pack(bytes: &[i64]) -> Vec<f64> {
    bytes.chunks(4).map(|c| f64::from(c.iter().rev().fold(0u32, |w, &b| (w << 8) | b as u32))).collect()
}

/// RGB (packed bytes, 3 per pixel) → I420 bytes: libyuv's BT.601 integer luma per pixel, chroma
/// from the half-up-rounded mean of the pixels of each 2×2 block that lie inside the frame.
fn rgb_to_yuv420(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h) = (s.int("W"), s.int("H"));
    let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
    let rgb = x[0].u32();
    let px = |i: usize, j: usize, c: usize| byte(rgb, 3 * (i * w + j) + c);
    let mut out = Vec::with_capacity(w * h + 2 * cw * ch);
    for i in 0..h {
        for j in 0..w {
            out.push((66 * px(i, j, 0) + 129 * px(i, j, 1) + 25 * px(i, j, 2) + 4224) >> 8);
        }
    }
    let mut v_plane = Vec::with_capacity(cw * ch);
    for r in 0..ch {
        for q in 0..cw {
            let (rows, cols) = (2 * r..(2 * r + 2).min(h), 2 * q..(2 * q + 2).min(w));
            let n = (rows.len() * cols.len()) as i64;
            let mean = |c: usize| {
                let sum: i64 = rows.clone().flat_map(|i| cols.clone().map(move |j| (i, j))).map(|(i, j)| px(i, j, c)).sum();
                (sum + n / 2) / n
            };
            let (rm, gm, bm) = (mean(0), mean(1), mean(2));
            out.push((112 * bm - 74 * gm - 38 * rm + 32896) >> 8);
            v_plane.push((112 * rm - 94 * gm - 18 * bm + 32896) >> 8);
        }
    }
    out.extend(v_plane);
    vec![pack(&out)]
}
