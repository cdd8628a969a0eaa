//! Level 1, precision traps and quantised operators: log-sum-exp over huge ranges, compensated
//! sums, GroupNorm with a large mean, block-quantised GEMV, f16-storage LayerNorm.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::language::f32_param;
use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of precision task `id`.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_logsumexp" => logsumexp,
        "l1_kahan_sum" => kahan_sum,
        "l1_group_norm" => group_norm,
        "l1_gemv_q4_0" => gemv_q4_0,
        "l1_layernorm_f16" => super::language::layernorm,
        _ => return None,
    };
    Some(f)
}

/// y[r] = m + ln Σ_c exp(X[r, c] − m), m the row maximum (in f64: exact enough at any range).
pub(crate) fn logsumexp(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    vec![v
        .chunks(c)
        .take(r)
        .map(|row| {
            let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            m + row.iter().map(|z| (z - m).exp()).sum::<f64>().ln()
        })
        .collect()]
}

/// y[r] = Σ_c X[r, c], exact: the f32 inputs summed in f64 with Neumaier's compensation (an f64
/// sum of C ≤ 16,384 values below 1e4 would already be within 1e-8, far inside the tolerance).
pub(crate) fn kahan_sum(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    vec![v
        .chunks(c)
        .take(r)
        .map(|row| {
            let (mut sum, mut comp) = (0.0f64, 0.0f64);
            for &z in row {
                let t = sum + z;
                comp += if sum.abs() >= z.abs() { (sum - t) + z } else { (z - t) + sum };
                sum = t;
            }
            sum + comp
        })
        .collect()]
}

/// GroupNorm on NHWC: per image and group of C / G consecutive channels, the two-pass mean and
/// biased variance over H·W·(C / G) elements, then (x − mean) / sqrt(var + eps) · gamma[c] + beta[c].
pub(crate) fn group_norm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hw, c, g, eps) = (s.int("N"), s.int("H") * s.int("W"), s.int("C"), s.int("G"), f32_param(s, "eps"));
    let (v, gamma, beta) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let cg = c / g;
    let mut y = vec![0.0; n * hw * c];
    for img in 0..n {
        let image = &v[img * hw * c..(img + 1) * hw * c];
        for grp in 0..g {
            let channels = grp * cg..(grp + 1) * cg;
            let elements = || image.chunks(c).flat_map(|px| px[channels.clone()].iter());
            let count = (hw * cg) as f64;
            let mean = elements().sum::<f64>() / count;
            let var = elements().map(|z| (z - mean) * (z - mean)).sum::<f64>() / count;
            let inv = 1.0 / (var + eps).sqrt();
            for px in 0..hw {
                for ch in channels.clone() {
                    let k = img * hw * c + px * c + ch;
                    y[k] = (v[k] - mean) * inv * gamma[ch] + beta[ch];
                }
            }
        }
    }
    vec![y]
}

/// Weight k of a GGML Q4_0 row, unpacked from the row's u32 words: block k / 32, byte j = (k % 32) % 16
/// of the block (little-endian in word 4·block + j / 4), low nibble for k % 32 < 16, high nibble after.
pub(crate) fn q4_0_nibble(words: &[u32], k: usize) -> u32 {
    let (b, e) = (k / 32, k % 32);
    let j = e % 16;
    (words[4 * b + j / 4] >> (8 * (j % 4) + 4 * (e / 16))) & 15
}

/// y[m] = Σ_b d[m, b] · Σ_e (q − 8) · x[32·b + e] over GGML Q4_0 rows.
pub(crate) fn gemv_q4_0(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, k) = (s.int("M"), s.int("K"));
    let (words, d, xs) = (x[0].u32(), f64s(&x[1]), f64s(&x[2]));
    vec![(0..m)
        .map(|row| {
            let w = &words[row * k / 8..(row + 1) * k / 8];
            (0..k).map(|kk| (f64::from(q4_0_nibble(w, kk)) - 8.0) * d[row * (k / 32) + kk / 32] * xs[kk]).sum()
        })
        .collect()]
}
