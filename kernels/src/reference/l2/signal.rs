//! Level-2 signal, audio and camera references.

use std::f64::consts::TAU;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::ops::{demosaic_rggb, mirror, srgb};
use crate::reference::f64s;

pub(crate) fn log_mel(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (frames, nfft, m) = (s.int("F"), s.int("NFFT"), s.int("M"));
    let eps = f64::from(s.get("eps") as f32);
    let nb = nfft / 2 + 1;
    let (sig, fb) = (f64s(&x[0]), f64s(&x[1]));
    let window: Vec<f64> = (0..nfft).map(|n| 0.5 - 0.5 * (TAU * n as f64 / nfft as f64).cos()).collect();
    let (cos, sin): (Vec<f64>, Vec<f64>) = (0..nfft).map(|i| TAU * i as f64 / nfft as f64).map(|a| (a.cos(), a.sin())).unzip();
    let mut out = vec![0.0; frames * m];
    let mut power = vec![0.0; nb];
    for f in 0..frames {
        let fr = &sig[f * nfft..][..nfft];
        for (k, pk) in power.iter_mut().enumerate() {
            let (mut re, mut im) = (0.0, 0.0);
            for n in 0..nfft {
                let v = fr[n] * window[n];
                re += v * cos[k * n % nfft];
                im -= v * sin[k * n % nfft];
            }
            *pk = re * re + im * im;
        }
        for j in 0..m {
            let e: f64 = (0..nb).map(|k| power[k] * fb[k * m + j]).sum();
            out[f * m + j] = (eps + e).ln();
        }
    }
    vec![out]
}

pub(crate) fn quant_linear(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n, k) = (s.int("M"), s.int("N"), s.int("K"));
    let (x_zp, y_zp) = (s.get("x_zp") as i64, s.get("y_zp") as i64);
    let unpack = |words: &[u32]| -> Vec<i64> { words.iter().flat_map(|w| w.to_le_bytes()).map(|b| i64::from(b as i8)).collect() };
    let (xs, ws) = (unpack(x[0].u32()), unpack(x[1].u32()));
    let (bias, scale) = (x[2].i32(), x[3].f32());
    let mut y = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            let dot: i64 = (0..k).map(|kk| (xs[i * k + kk] - x_zp) * ws[j * k + kk]).sum();
            let acc = i64::from(bias[j]) + dot;
            assert!(acc.abs() < 1 << 24, "accumulator {acc} is not exact in f32");
            // One f32 multiplication, exactly as the kernel does it, then round half to even.
            let v = (acc as f32) * scale[j];
            y[i * n + j] = (v.round_ties_even() as i64 + y_zp).clamp(-128, 127) as f64;
        }
    }
    vec![y]
}

pub(crate) fn camera_isp(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w) = (s.int("H"), s.int("W"));
    let gains = [s.get("r_gain"), s.get("g_gain"), s.get("b_gain")].map(|g| f64::from(g as f32));
    let raw = f64s(&x[0]);
    let px = |y: isize, x: isize| raw[mirror(y, h) * w + mirror(x, w)];
    let mut out = vec![0.0; h * w * 3];
    for y in 0..h as isize {
        for x in 0..w as isize {
            let rgb = demosaic_rggb(px, y, x);
            let o = ((y as usize) * w + x as usize) * 3;
            for ch in 0..3 {
                out[o + ch] = srgb((rgb[ch] * gains[ch]).min(1.0));
            }
        }
    }
    vec![out]
}
