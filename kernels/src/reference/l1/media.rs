//! Level-1 references of suite v2: image, audio and quantised-language operators (bilateral filter,
//! affine warp, int4 GEMM, top-p sampling, polyphase resampling, STFT).

use std::f64::consts::TAU;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use ekb_wire::sort::sort_indices;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_bilateral_filter" => bilateral_filter,
        "l1_affine_warp" => affine_warp,
        "l1_gemm_int4" => gemm_int4,
        "l1_top_p_sample" => top_p_sample,
        "l1_polyphase_resample" => polyphase_resample,
        "l1_stft" => stft,
        _ => return None,
    };
    Some(f)
}

/// An `f32` param as the kernel sees it.
fn f32_param(s: &Shape, name: &str) -> f64 {
    f64::from(s.get(name) as f32)
}

/// `v` clamped to `0..n` as an index (`n ≥ 1`).
fn clamp_idx(v: i64, n: usize) -> usize {
    v.clamp(0, n as i64 - 1) as usize
}

fn bilateral_filter(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (hh, ww, c, r) = (s.int("H"), s.int("W"), s.int("C"), s.int("R") as i64);
    let (ss, sr) = (f32_param(s, "sigma_s"), f32_param(s, "sigma_r"));
    let v = f64s(&x[0]);
    let px = |y: usize, x: usize| &v[(y * ww + x) * c..][..c];
    let mut out = Vec::with_capacity(hh * ww * c);
    for y in 0..hh {
        for xx in 0..ww {
            let centre = px(y, xx);
            let (mut acc, mut norm) = (vec![0.0; c], 0.0);
            for dy in -r..=r {
                for dx in -r..=r {
                    let q = px(clamp_idx(y as i64 + dy, hh), clamp_idx(xx as i64 + dx, ww));
                    let d2: f64 = q.iter().zip(centre).map(|(a, b)| (a - b) * (a - b)).sum();
                    let w = (-((dy * dy + dx * dx) as f64) / (2.0 * ss * ss) - d2 / (2.0 * sr * sr)).exp();
                    for (a, qv) in acc.iter_mut().zip(q) {
                        *a += w * qv;
                    }
                    norm += w;
                }
            }
            out.extend(acc.iter().map(|a| a / norm));
        }
    }
    vec![out]
}

fn affine_warp(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, hh, ww, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"));
    let (oh, ow) = (s.int("OH"), s.int("OW"));
    let (v, a) = (f64s(&x[0]), f64s(&x[1]));
    let tap = |b: usize, y: f64, x: f64, ch: usize| -> f64 {
        if y < 0.0 || x < 0.0 || y >= hh as f64 || x >= ww as f64 {
            0.0
        } else {
            v[((b * hh + y as usize) * ww + x as usize) * c + ch]
        }
    };
    let mut y = Vec::with_capacity(n * oh * ow * c);
    for b in 0..n {
        let m = &a[b * 6..][..6];
        for i in 0..oh {
            for j in 0..ow {
                let (ox, oy) = (j as f64 + 0.5, i as f64 + 0.5);
                let u = m[0] * ox + m[1] * oy + m[2] - 0.5;
                let w = m[3] * ox + m[4] * oy + m[5] - 0.5;
                let (x0, y0) = (u.floor(), w.floor());
                let (fx, fy) = (u - x0, w - y0);
                for ch in 0..c {
                    let top = (1.0 - fx) * tap(b, y0, x0, ch) + fx * tap(b, y0, x0 + 1.0, ch);
                    let bot = (1.0 - fx) * tap(b, y0 + 1.0, x0, ch) + fx * tap(b, y0 + 1.0, x0 + 1.0, ch);
                    y.push((1.0 - fy) * top + fy * bot);
                }
            }
        }
    }
    vec![y]
}

fn gemm_int4(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n, k, g) = (s.int("M"), s.int("N"), s.int("K"), s.int("G"));
    let (xs, words, scales, zeros) = (f64s(&x[0]), x[1].u32(), f64s(&x[2]), x[3].u32());
    let ng = k / g;
    // The dequantised weights, N×K.
    let w: Vec<f64> = (0..n * k)
        .map(|i| {
            let (row, kk) = (i / k, i % k);
            let q = (words[row * (k / 8) + kk / 8] >> (4 * (kk % 8))) & 0xF;
            let grp = row * ng + kk / g;
            (f64::from(q) - f64::from(zeros[grp])) * scales[grp]
        })
        .collect();
    let mut y = Vec::with_capacity(m * n);
    for xrow in xs.chunks(k).take(m) {
        y.extend(w.chunks(k).map(|wrow| xrow.iter().zip(wrow).map(|(a, b)| a * b).sum::<f64>()));
    }
    vec![y]
}

fn polyphase_resample(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (c, n, l, m, t) = (s.int("C"), s.int("N"), s.int("L"), s.int("M"), s.int("T"));
    let (v, h) = (f64s(&x[0]), f64s(&x[1]));
    let out = (n * l).div_ceil(m);
    let mut y = Vec::with_capacity(out * c);
    for o in 0..out {
        // The polyphase form (T terms per output, not T·L): the taps j ≡ o·M (mod L) are
        // φ + t·L, reading sample b − t, with φ = o·M mod L and b = ⌊o·M / L⌋ < N.
        let (phase, base) = ((o * m) % l, (o * m) / l);
        debug_assert!(base < n);
        for ch in 0..c {
            let acc: f64 = (0..t.min(base + 1)).map(|k| h[phase + k * l] * v[(base - k) * c + ch]).sum();
            y.push(acc);
        }
    }
    vec![y]
}

fn stft(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, n, nfft, hop) = (s.int("B"), s.int("N"), s.int("NFFT"), s.int("HOP"));
    let (frames, nb, half) = (n / hop + 1, nfft / 2 + 1, (nfft / 2) as i64);
    let v = f64s(&x[0]);
    let window: Vec<f64> = (0..nfft).map(|i| 0.5 - 0.5 * (TAU * i as f64 / nfft as f64).cos()).collect();
    let (cos, sin): (Vec<f64>, Vec<f64>) = (0..nfft).map(|i| TAU * i as f64 / nfft as f64).map(|a| (a.cos(), a.sin())).unzip();
    let reflect = |i: i64| -> usize {
        let last = n as i64 - 1;
        (if i < 0 {
            -i
        } else if i > last {
            2 * last - i
        } else {
            i
        }) as usize
    };
    let mut y = Vec::with_capacity(b * frames * nb * 2);
    for sig in v.chunks(n).take(b) {
        for f in 0..frames {
            let frame: Vec<f64> = (0..nfft).map(|i| window[i] * sig[reflect((f * hop + i) as i64 - half)]).collect();
            for k in 0..nb {
                let (mut re, mut im) = (0.0, 0.0);
                for (i, fv) in frame.iter().enumerate() {
                    re += fv * cos[k * i % nfft];
                    im -= fv * sin[k * i % nfft];
                }
                y.extend([re, im]);
            }
        }
    }
    vec![y]
}

fn top_p_sample(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, v) = (s.int("R"), s.int("V"));
    let (logits, temp, top_p, u) = (x[0].f32(), x[1].f32(), x[2].f32(), x[3].f32());
    let mut out = Vec::with_capacity(r);
    for (row, l) in logits.chunks(v).take(r).enumerate() {
        let lmax = l.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let t = f64::from(temp[row]);
        let e: Vec<f64> = l.iter().map(|&li| ((f64::from(li) - f64::from(lmax)) / t).exp()).collect();
        let z: f64 = e.iter().sum();
        // Descending logit, equal logits (−0 = +0) by ascending index.
        let mut order: Vec<usize> = (0..v).collect();
        sort_indices(&mut order, &|a, b| l[b].partial_cmp(&l[a]).expect("finite logits").then(a.cmp(&b)));
        let cum: Vec<f64> = order
            .iter()
            .scan(0.0, |acc, &i| {
                *acc += e[i] / z;
                Some(*acc)
            })
            .collect();
        let tp = f64::from(top_p[row]);
        let kept = cum.iter().position(|&c| c >= tp).map_or(v, |k| k + 1);
        let target = f64::from(u[row]) * cum[kept - 1];
        let j = cum[..kept].iter().position(|&c| c > target).unwrap_or(kept - 1);
        out.push(order[j] as f64);
    }
    vec![out]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(values: &[(&str, f64)]) -> Shape {
        Shape { values: values.iter().map(|(n, v)| (n.to_string(), *v)).collect() }
    }

    /// Logits [2, 2, 1, −1] at temperature t = 1 / ln 2: the weights are proportional to 4, 4, 2, ½
    /// (sum 10.5), so the order is 0, 1, 2, 3 and the cumulative masses 4, 8, 10, 10.5 (÷ 10.5).
    #[test]
    fn top_p_follows_the_definition_on_a_hand_example() {
        let t = (1.0 / std::f64::consts::LN_2) as f32;
        let run = |logits: [f32; 4], top_p: f32, u: f32| {
            let x = [HostBuffer::F32(logits.to_vec()), HostBuffer::F32(vec![t]), HostBuffer::F32(vec![top_p]), HostBuffer::F32(vec![u])];
            top_p_sample(&shape(&[("R", 1.0), ("V", 4.0)]), &x)[0][0]
        };
        let l = [2.0, 2.0, 1.0, -1.0];
        // top_p 0.5: c = 0.38, 0.76 → K = 2 (tokens 0 and 1, tied: smaller index first).
        assert_eq!(run(l, 0.5, 0.49), 0.0);
        assert_eq!(run(l, 0.5, 0.51), 1.0);
        // top_p 0: greedy, whatever u is.
        assert_eq!(run(l, 0.0, 0.99), 0.0);
        // top_p 0.9: c = 0.95 ≥ 0.9 at token 2 → K = 3; u = 0.85 → 0.85·10 = 8.5 > 8 → token 2.
        assert_eq!(run(l, 0.9, 0.85), 2.0);
        // top_p 1: the whole vocabulary (K = 4); u = 0.99 → 0.99·10.5 = 10.395 > 10 → token 3.
        assert_eq!(run(l, 1.0, 0.99), 3.0);
        assert_eq!(run(l, 1.0, 0.95), 2.0);
        // The same logits in another order: the tie between the 2s is broken by index.
        assert_eq!(run([-1.0, 2.0, 1.0, 2.0], 0.5, 0.2), 1.0);
    }

    /// A constant signal has the Hann window's spectrum in every frame: NFFT/2 at bin 0,
    /// −NFFT/4 at bin 1, 0 above (reflection keeps every padded sample 1).
    #[test]
    fn stft_of_a_constant_is_the_window_spectrum() {
        let (n, nfft) = (20, 8);
        let y = &stft(&shape(&[("B", 1.0), ("N", n as f64), ("NFFT", nfft as f64), ("HOP", 3.0)]), &[HostBuffer::F32(vec![1.0; n])])[0];
        let (frames, nb) = (n / 3 + 1, nfft / 2 + 1);
        assert_eq!(y.len(), frames * nb * 2);
        for f in 0..frames {
            for k in 0..nb {
                let want = [4.0, -2.0, 0.0, 0.0, 0.0][k];
                let (re, im) = (y[(f * nb + k) * 2], y[(f * nb + k) * 2 + 1]);
                assert!((re - want).abs() < 1e-12 && im.abs() < 1e-12, "frame {f} bin {k}: {re} {im}");
            }
        }
    }

    /// With L = M the resampler is the FIR filter h[0], h[L], h[2L], … at the input rate, and
    /// the identity warp copies the image.
    #[test]
    fn polyphase_at_unit_ratio_and_identity_warp() {
        let x: Vec<f32> = (0..6).map(|i| i as f32 + 1.0).collect();
        let h = vec![1.0, 9.0, 0.5, 9.0];
        let s = shape(&[("C", 1.0), ("N", 6.0), ("L", 2.0), ("M", 2.0), ("T", 2.0)]);
        let y = &polyphase_resample(&s, &[HostBuffer::F32(x.clone()), HostBuffer::F32(h)])[0];
        let want: Vec<f64> = (0..6).map(|i| f64::from(x[i]) + if i > 0 { 0.5 * f64::from(x[i - 1]) } else { 0.0 }).collect();
        assert_eq!(y, &want);
        let img: Vec<f32> = (0..12).map(|i| i as f32 / 12.0).collect();
        let s = shape(&[("N", 1.0), ("H", 3.0), ("W", 2.0), ("C", 2.0), ("OH", 3.0), ("OW", 2.0)]);
        let a = HostBuffer::F32(vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
        let y = &affine_warp(&s, &[HostBuffer::F32(img.clone()), a])[0];
        assert_eq!(y, &img.iter().map(|&v| f64::from(v)).collect::<Vec<_>>());
    }

    /// The polyphase form equals the task's direct definition, Y[m, c] = Σ_{j < T·L, j ≡ m·M
    /// (mod L)} h[j]·X[(m·M − j) / L, c] with X = 0 outside [0, N), for up- and downsampling
    /// ratios that are coprime or not.
    #[test]
    fn polyphase_form_equals_the_direct_definition() {
        let cases: [(usize, usize, usize, usize, usize); 6] =
            [(1, 1, 1, 1, 1), (2, 7, 3, 2, 5), (3, 10, 1, 7, 9), (1, 50, 160, 147, 4), (8, 13, 4, 6, 3), (2, 5, 2, 17, 64)];
        for (c, n, l, m, t) in cases {
            let x: Vec<f32> = (0..n * c).map(|i| ((i * 37 % 11) as f32 - 5.0) / 4.0).collect();
            let h: Vec<f32> = (0..t * l).map(|j| ((j * 13 % 7) as f32 - 3.0) / 8.0).collect();
            let s = shape(&[("C", c as f64), ("N", n as f64), ("L", l as f64), ("M", m as f64), ("T", t as f64)]);
            let y = &polyphase_resample(&s, &[HostBuffer::F32(x.clone()), HostBuffer::F32(h.clone())])[0];
            let out = (n * l).div_ceil(m);
            assert_eq!(y.len(), out * c);
            for o in 0..out {
                for ch in 0..c {
                    let direct: f64 = (0..t * l)
                        .filter(|j| o * m >= *j && (o * m - j) % l == 0 && (o * m - j) / l < n)
                        .map(|j| f64::from(h[j]) * f64::from(x[(o * m - j) / l * c + ch]))
                        .sum();
                    assert!((y[o * c + ch] - direct).abs() < 1e-12, "C={c} N={n} L={l} M={m} T={t} at ({o}, {ch})");
                }
            }
        }
    }
}
