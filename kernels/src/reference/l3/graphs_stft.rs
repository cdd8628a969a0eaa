//! `l3_stft_denoiser`: Hann STFT, a Wiener-style gain from a noise PSD, inverse STFT by weighted
//! overlap-add with the constant window normalisation.

use std::f64::consts::TAU;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// Inputs x [N], noise_psd [NFFT/2 + 1]; output y [N] (see the task's description).
pub(crate) fn stft_denoiser(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, nfft, hop) = (s.int("N"), s.int("NFFT"), s.int("HOP"));
    let gmin = f64::from(s.get("GMIN") as f32);
    let (xs, psd) = (f64s(&x[0]), f64s(&x[1]));
    let (half, nf) = (nfft / 2, (n - nfft) / hop + 1);
    let w: Vec<f64> = (0..nfft).map(|i| 0.5 - 0.5 * (TAU * i as f64 / nfft as f64).cos()).collect();
    let sw = 3.0 * nfft as f64 / 8.0;
    // The twiddle exp(−2πi·j/NFFT) for every j mod NFFT.
    let tw: Vec<(f64, f64)> = (0..nfft).map(|j| (TAU * j as f64 / nfft as f64).sin_cos()).map(|(s, c)| (c, s)).collect();
    let mut y = vec![0.0; n];
    for f in 0..nf {
        let frame: Vec<f64> = (0..nfft).map(|i| w[i] * xs[f * hop + i]).collect();
        let spec: Vec<(f64, f64)> = (0..=half)
            .map(|k| {
                let (mut re, mut im) = (0.0, 0.0);
                for (i, v) in frame.iter().enumerate() {
                    let (c, s) = tw[(k * i) % nfft];
                    re += v * c;
                    im -= v * s;
                }
                let pw = re * re + im * im;
                let g = if pw > 0.0 { (1.0 - psd[k] * sw / pw).max(gmin) } else { gmin };
                (g * re, g * im)
            })
            .collect();
        for i in 0..nfft {
            let sign = if i % 2 == 0 { 1.0 } else { -1.0 };
            let mut acc = spec[0].0 + sign * spec[half].0;
            for (k, &(re, im)) in spec.iter().enumerate().take(half).skip(1) {
                let (c, s) = tw[(k * i) % nfft];
                acc += 2.0 * (re * c - im * s);
            }
            y[f * hop + i] += w[i] * acc / nfft as f64;
        }
    }
    let scale = hop as f64 / sw;
    y.iter_mut().for_each(|v| *v *= scale);
    vec![y]
}
