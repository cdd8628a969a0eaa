//! Level-1 references of suite v3's media-coding group (domain `compression`): colour conversion
//! to I420 and the JPEG/video block transforms. Integer outputs are computed exactly in `i64`,
//! the transforms in `f64`.

use std::f64::consts::{FRAC_1_SQRT_2, PI};

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_rgb_to_yuv420" => rgb_to_yuv420,
        "l1_dct8x8_quant" => dct8x8_quant,
        "l1_idct8x8_dequant" => idct8x8_dequant,
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

/// The fixed-point DCT basis `B[u][x] = round(4096·c(u)·cos((2x + 1)uπ/16))` (`c(0) = 1/√2`,
/// else 1), from the formula in f64: every exact value is ≥ 0.09 away from a rounding boundary.
fn dct_basis() -> [[i64; 8]; 8] {
    let mut b = [[0; 8]; 8];
    for (u, row) in b.iter_mut().enumerate() {
        let c = if u == 0 { FRAC_1_SQRT_2 } else { 1.0 };
        for (x, v) in row.iter_mut().enumerate() {
            *v = (4096.0 * c * ((2 * x + 1) as f64 * u as f64 * PI / 16.0).cos()).round() as i64;
        }
    }
    b
}

/// JPEG's zigzag order (ITU-T T.81 Figure 5): the natural index `8·v + u` of each position, by
/// walking the anti-diagonals `v + u = d`, upwards (v falling) on even `d`, downwards on odd.
fn zigzag() -> [usize; 64] {
    let mut zz = [0; 64];
    let mut i = 0;
    for d in 0..15usize {
        let rows: Vec<usize> = (d.saturating_sub(7)..=d.min(7)).collect();
        let walk: Box<dyn Iterator<Item = &usize>> = if d % 2 == 0 { Box::new(rows.iter().rev()) } else { Box::new(rows.iter()) };
        for &v in walk {
            zz[i] = 8 * v + (d - v);
            i += 1;
        }
    }
    zz
}

/// Level shift, separable fixed-point DCT-II (rows descaled by 2^11, columns by 2^12, each rounded
/// half up by an arithmetic shift), libjpeg's half-away-from-zero quantisation by `8·Q`, zigzag
/// output per block; partial blocks by edge replication.
fn dct8x8_quant(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h) = (s.int("W"), s.int("H"));
    let (bw, bh) = (w.div_ceil(8), h.div_ceil(8));
    let (img, q) = (x[0].u32(), x[1].u32());
    let (b, zz) = (dct_basis(), zigzag());
    let mut out = Vec::with_capacity(bw * bh * 64);
    for by in 0..bh {
        for bx in 0..bw {
            let sample = |y: usize, xx: usize| i64::from(img[(8 * by + y).min(h - 1) * w + (8 * bx + xx).min(w - 1)]) - 128;
            let mut t = [[0i64; 8]; 8];
            for (y, row) in t.iter_mut().enumerate() {
                for (u, v) in row.iter_mut().enumerate() {
                    *v = ((0..8).map(|xx| b[u][xx] * sample(y, xx)).sum::<i64>() + 1024) >> 11;
                }
            }
            for &n in &zz {
                let (v, u) = (n / 8, n % 8);
                let f8 = ((0..8).map(|y| b[v][y] * t[y][u]).sum::<i64>() + 2048) >> 12;
                let qq = i64::from(q[n]);
                let z = (f8.abs() + 4 * qq) / (8 * qq);
                out.push((if f8 < 0 { -z } else { z }) as f64);
            }
        }
    }
    vec![out]
}

/// Dequantisation (zigzag input, natural-order `Q`), separable fixed-point inverse DCT (columns
/// descaled by 2^11, rows by 2^13, each rounded half up by an arithmetic shift), level shift and
/// clamp to 0…255; the edge blocks cropped to the W×H plane.
fn idct8x8_dequant(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (w, h) = (s.int("W"), s.int("H"));
    let bw = w.div_ceil(8);
    let (z, q) = (x[0].i32(), x[1].u32());
    let (b, zz) = (dct_basis(), zigzag());
    let mut out = vec![0.0; w * h];
    for by in 0..h.div_ceil(8) {
        for bx in 0..bw {
            let base = (by * bw + bx) * 64;
            let mut d = [[0i64; 8]; 8];
            for (i, &n) in zz.iter().enumerate() {
                d[n / 8][n % 8] = i64::from(z[base + i]) * i64::from(q[n]);
            }
            for y in 0..8.min(h - 8 * by) {
                let t: Vec<i64> = (0..8).map(|u| ((0..8).map(|v| b[v][y] * d[v][u]).sum::<i64>() + 1024) >> 11).collect();
                for xx in 0..8.min(w - 8 * bx) {
                    let f = ((0..8).map(|u| b[u][xx] * t[u]).sum::<i64>() + 4096) >> 13;
                    out[(8 * by + y) * w + 8 * bx + xx] = (f + 128).clamp(0, 255) as f64;
                }
            }
        }
    }
    vec![out]
}
