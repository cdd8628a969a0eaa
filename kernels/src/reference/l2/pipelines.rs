//! Level-2 references of suite v2: fused pipelines (paged attention, tracking, flow, equalisation,
//! MFCC, edges). Each follows its task's description (`kernels/tasks/l2/<id>/task.toml`) literally.

use std::f64::consts::PI;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::ops::softmax_in_place;
use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_paged_gqa_attention" => paged_gqa_attention,
        "l2_kalman_batch" => kalman_batch,
        "l2_block_matching" => block_matching,
        "l2_hist_equalize" => hist_equalize,
        "l2_mfcc" => mfcc,
        "l2_canny_edges" => canny_edges,
        _ => return None,
    };
    Some(f)
}

/// An f32 param widened exactly, as the kernel sees it.
pub(super) fn f32_param(s: &Shape, name: &str) -> f64 {
    f64::from(s.get(name) as f32)
}

fn paged_gqa_attention(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [nb, nt, hkv, g, d, pg, np] = ["B", "T", "HKV", "G", "D", "P", "NP"].map(|n| s.int(n));
    let (q, kc, vc) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let (table, lens) = (x[3].u32(), x[4].u32());
    let hq = hkv * g;
    let scale = 1.0 / (d as f64).sqrt();
    let mut out = vec![0.0; nb * nt * hq * d];
    for b in 0..nb {
        let len = lens[b] as usize;
        assert!((nt..=np * pg).contains(&len), "seq_lens[{b}] = {len} outside [T, NP·P]");
        // Offset of token j's vector for KV head kvh in the caches.
        let at = |j: usize, kvh: usize| ((table[b * np + j / pg] as usize * pg + j % pg) * hkv + kvh) * d;
        for t in 0..nt {
            let keys = len - nt + t + 1;
            for h in 0..hq {
                let kvh = h / g;
                let qo = ((b * nt + t) * hq + h) * d;
                let qv = &q[qo..qo + d];
                let mut p: Vec<f64> =
                    (0..keys).map(|j| qv.iter().zip(&kc[at(j, kvh)..][..d]).map(|(a, k)| a * k).sum::<f64>() * scale).collect();
                softmax_in_place(&mut p);
                let o = &mut out[qo..qo + d];
                for (j, pj) in p.iter().enumerate() {
                    for (ov, vv) in o.iter_mut().zip(&vc[at(j, kvh)..][..d]) {
                        *ov += pj * vv;
                    }
                }
            }
        }
    }
    vec![out]
}

fn kalman_batch(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let n = s.int("N");
    let [dt, q, rx, ry] = ["dt", "q", "r_x", "r_y"].map(|p| f32_param(s, p));
    let (xs, pd, po, zs) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    // The order of Po's entries (r < c).
    const UPPER: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let mut f = [[0.0; 4]; 4];
    for (i, row) in f.iter_mut().enumerate() {
        row[i] = 1.0;
    }
    f[0][2] = dt;
    f[1][3] = dt;
    let (qa, qb, qc) = (q * dt.powi(3) / 3.0, q * dt * dt / 2.0, q * dt);
    let qm = [[qa, 0.0, qb, 0.0], [0.0, qa, 0.0, qb], [qb, 0.0, qc, 0.0], [0.0, qb, 0.0, qc]];
    let (mut x_out, mut pd_out, mut po_out, mut nis) = (vec![0.0; 4 * n], vec![0.0; 4 * n], vec![0.0; 6 * n], vec![0.0; n]);
    for i in 0..n {
        let mut p = [[0.0; 4]; 4];
        for k in 0..4 {
            p[k][k] = pd[4 * i + k];
        }
        for (e, &(r, c)) in UPPER.iter().enumerate() {
            p[r][c] = po[6 * i + e];
            p[c][r] = po[6 * i + e];
        }
        let xv = &xs[4 * i..4 * i + 4];
        let xp: Vec<f64> = (0..4).map(|r| (0..4).map(|c| f[r][c] * xv[c]).sum()).collect();
        // P⁻ = F·P·Fᵀ + Q.
        let mut m = [[0.0; 4]; 4];
        for r in 0..4 {
            for c in 0..4 {
                m[r][c] = qm[r][c] + (0..4).map(|a| (0..4).map(|b| f[r][a] * p[a][b] * f[c][b]).sum::<f64>()).sum::<f64>();
            }
        }
        let (s00, s01, s10, s11) = (m[0][0] + rx, m[0][1], m[1][0], m[1][1] + ry);
        let det = s00 * s11 - s01 * s10;
        let si = [[s11 / det, -s01 / det], [-s10 / det, s00 / det]];
        // K = P⁻·Hᵀ·S⁻¹: P⁻·Hᵀ is P⁻'s first two columns.
        let k: Vec<[f64; 2]> = (0..4).map(|r| [0, 1].map(|c| m[r][0] * si[0][c] + m[r][1] * si[1][c])).collect();
        let y = [zs[2 * i] - xp[0], zs[2 * i + 1] - xp[1]];
        for r in 0..4 {
            x_out[4 * i + r] = xp[r] + k[r][0] * y[0] + k[r][1] * y[1];
        }
        // P⁺ = (I − K·H)·P⁻ = P⁻ − K·(rows 0 and 1 of P⁻).
        let post = |r: usize, c: usize| m[r][c] - k[r][0] * m[0][c] - k[r][1] * m[1][c];
        for r in 0..4 {
            pd_out[4 * i + r] = post(r, r);
        }
        for (e, &(r, c)) in UPPER.iter().enumerate() {
            po_out[6 * i + e] = post(r, c);
        }
        nis[i] = (0..2).map(|a| (0..2).map(|b| y[a] * si[a][b] * y[b]).sum::<f64>()).sum();
    }
    vec![x_out, pd_out, po_out, nis]
}

fn block_matching(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w, bs, r] = ["H", "W", "B", "R"].map(|n| s.int(n));
    let (cur, prev) = (x[0].u32(), x[1].u32());
    let (nby, nbx) = (h / bs, w / bs);
    let r = r as isize;
    let (mut mv, mut sad) = (vec![0.0; nby * nbx * 2], vec![0.0; nby * nbx]);
    for by in 0..nby {
        for bx in 0..nbx {
            let (y0, x0) = ((by * bs) as isize, (bx * bs) as isize);
            // (SAD, |dx| + |dy|, dy, dx): the smallest tuple wins.
            let mut best: Option<(u64, isize, isize, isize)> = None;
            for dy in -r..=r {
                for dx in -r..=r {
                    let (py, px) = (y0 + dy, x0 + dx);
                    if py < 0 || px < 0 || py as usize + bs > h || px as usize + bs > w {
                        continue;
                    }
                    let mut acc = 0u64;
                    for v in 0..bs {
                        for u in 0..bs {
                            let a = cur[(y0 as usize + v) * w + x0 as usize + u];
                            let b = prev[(py as usize + v) * w + px as usize + u];
                            acc += u64::from(a.abs_diff(b));
                        }
                    }
                    let cand = (acc, dx.abs() + dy.abs(), dy, dx);
                    if best.is_none_or(|b| cand < b) {
                        best = Some(cand);
                    }
                }
            }
            let (acc, _, dy, dx) = best.expect("(0, 0) is always a candidate");
            let o = by * nbx + bx;
            mv[2 * o] = dx as f64;
            mv[2 * o + 1] = dy as f64;
            sad[o] = acc as f64;
        }
    }
    vec![mv, sad]
}

fn hist_equalize(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let img = x[0].u32();
    let n = (s.int("H") * s.int("W")) as u64;
    let mut cdf = [0u64; 256];
    for &v in img {
        assert!(v < 256, "pixel {v} is not 8-bit");
        cdf[v as usize] += 1;
    }
    for v in 1..256 {
        cdf[v] += cdf[v - 1];
    }
    let cmin = *cdf.iter().find(|&&c| c > 0).expect("a nonempty image");
    let y = img
        .iter()
        .map(|&v| {
            if n == cmin {
                f64::from(v)
            } else {
                let num = (cdf[v as usize] - cmin) * 255 + (n - cmin) / 2;
                assert!(num < 1 << 32, "the numerator fits u32");
                (num / (n - cmin)) as f64
            }
        })
        .collect();
    vec![y]
}

fn mfcc(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [frames, nfft, m, c] = ["F", "NFFT", "M", "C"].map(|n| s.int(n));
    let [sr, floor, lifter] = ["sr", "floor", "lifter"].map(|p| f32_param(s, p));
    let power = f64s(&x[0]);
    let nb = nfft / 2 + 1;
    let mel = |f: f64| 2595.0 * (1.0 + f / 700.0).log10();
    let hz = |u: f64| 700.0 * (10f64.powf(u / 2595.0) - 1.0);
    let edges: Vec<f64> = (0..m + 2).map(|i| hz(mel(sr / 2.0) * i as f64 / (m + 1) as f64)).collect();
    // Filterbank [M, NB]: w_m(k).
    let fb: Vec<Vec<f64>> = (0..m)
        .map(|j| {
            let (lo, mid, hi) = (edges[j], edges[j + 1], edges[j + 2]);
            (0..nb)
                .map(|k| {
                    let fk = k as f64 * sr / nfft as f64;
                    ((fk - lo) / (mid - lo)).min((hi - fk) / (hi - mid)).max(0.0)
                })
                .collect()
        })
        .collect();
    let mut out = vec![0.0; frames * c];
    for f in 0..frames {
        let row = &power[f * nb..][..nb];
        let logs: Vec<f64> = fb.iter().map(|wm| wm.iter().zip(row).map(|(w, p)| w * p).sum::<f64>().max(floor).ln()).collect();
        for n in 0..c {
            let sum: f64 = logs.iter().enumerate().map(|(j, l)| l * (PI * n as f64 * (j as f64 + 0.5) / m as f64).cos()).sum();
            let scale = if n == 0 { (1.0 / m as f64).sqrt() } else { (2.0 / m as f64).sqrt() };
            out[f * c + n] = sum * scale * (1.0 + lifter / 2.0 * (PI * n as f64 / lifter).sin());
        }
    }
    vec![out]
}

fn canny_edges(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [h, w] = ["H", "W"].map(|n| s.int(n) as isize);
    let (low, high) = (s.int("low") as i64, s.int("high") as i64);
    let img = x[0].u32();
    let idx = |y: isize, x: isize| (y * w + x) as usize;
    let px = |y: isize, x: isize| i64::from(img[idx(y.clamp(0, h - 1), x.clamp(0, w - 1))]);
    let inside = |y: isize, x: isize| y >= 0 && x >= 0 && y < h && x < w;
    let n = (h * w) as usize;
    let (mut mag, mut nbr) = (vec![0i64; n], vec![(0isize, 0isize); n]);
    for y in 0..h {
        for x in 0..w {
            let gx = px(y - 1, x + 1) + 2 * px(y, x + 1) + px(y + 1, x + 1) - px(y - 1, x - 1) - 2 * px(y, x - 1) - px(y + 1, x - 1);
            let gy = px(y + 1, x - 1) + 2 * px(y + 1, x) + px(y + 1, x + 1) - px(y - 1, x - 1) - 2 * px(y - 1, x) - px(y - 1, x + 1);
            let (ax, ay) = (gx.abs(), gy.abs());
            // Offset of neighbour a; b is at the opposite offset.
            nbr[idx(y, x)] = if ay * 32768 < ax * 13573 {
                (0, -1)
            } else if ay * 32768 > ax * 79109 {
                (-1, 0)
            } else if (gx < 0) == (gy < 0) {
                (-1, -1)
            } else {
                (-1, 1)
            };
            mag[idx(y, x)] = ax + ay;
        }
    }
    let mag_at = |y: isize, x: isize| if inside(y, x) { mag[idx(y, x)] } else { 0 };
    let mut lab = vec![0u8; n];
    for y in 0..h {
        for x in 0..w {
            let (m, (dy, dx)) = (mag[idx(y, x)], nbr[idx(y, x)]);
            if m > mag_at(y + dy, x + dx) && m >= mag_at(y - dy, x - dx) {
                lab[idx(y, x)] = if m > high { 2 } else { u8::from(m > low) };
            }
        }
    }
    let mut out = vec![0.0; n];
    for y in 0..h {
        for x in 0..w {
            let l = lab[idx(y, x)];
            let strong_near = (-1..=1).any(|v| (-1..=1).any(|u| inside(y + v, x + u) && lab[idx(y + v, x + u)] == 2));
            out[idx(y, x)] = if l == 1 && strong_near { 2.0 } else { f64::from(l) };
        }
    }
    vec![out]
}
