//! `l3_whisper_encoder_block`: a strided conv1d stem with erf GELU, sinusoidal positions and one
//! pre-LN transformer block with biases.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{Cursor, PreLnBlock};

/// erf in f64: its Maclaurin series below 2.5 (terms stay under 100, so ~1e-14 lost), above it
/// 1 − erfc from erfc's continued fraction (60 levels: converged to f64 there).
pub(crate) fn erf(x: f64) -> f64 {
    let z = x.abs();
    let r = if z < 2.5 {
        let (mut term, mut sum) = (z, z);
        for n in 1..200 {
            term *= -z * z / n as f64;
            let add = term / (2 * n + 1) as f64;
            sum += add;
            if add.abs() < 1e-17 * sum.abs() {
                break;
            }
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        // erfc(z) = exp(−z²)/√π · 1/(z + (1/2)/(z + 1/(z + (3/2)/(z + …))))
        let mut k = z;
        for n in (1..=60).rev() {
            k = z + (n as f64 / 2.0) / k;
        }
        1.0 - (-z * z).exp() / (std::f64::consts::PI.sqrt() * k)
    };
    r.copysign(x)
}

/// GELU, exact form: `0.5·u·(1 + erf(u/√2))`.
pub(crate) fn gelu_erf(u: f64) -> f64 {
    0.5 * u * (1.0 + erf(u / std::f64::consts::SQRT_2))
}

/// Inputs mel [2S, NM], weights; output y [S, D] (see the task's description).
pub(crate) fn whisper_encoder_block(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, nm, d, nh, f) = (s.int("S"), s.int("NM"), s.int("D"), s.int("NH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let mel = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (wconv, bconv) = (wc.take(3 * nm * d), wc.take(d));
    let block = PreLnBlock::take(&mut wc, d, f);
    assert_eq!(wc.used(), weights.len(), "weights layout");

    // Stem (frames 2s − 1, 2s, 2s + 1; frame −1 is zero padding) and positions.
    let half = d / 2;
    let mut xs = vec![0.0; n * d];
    for t in 0..n {
        let row = &mut xs[t * d..][..d];
        row.copy_from_slice(bconv);
        for k in 0..3 {
            let Some(fr) = (2 * t + k).checked_sub(1) else { continue };
            for m in 0..nm {
                let v = mel[fr * nm + m];
                for (o, w) in row.iter_mut().zip(&wconv[(k * nm + m) * d..][..d]) {
                    *o += v * w;
                }
            }
        }
        for (o, v) in row.iter_mut().enumerate() {
            let i = o % half;
            let ang = t as f64 * (-(10000f64.ln()) * i as f64 / (half - 1) as f64).exp();
            *v = gelu_erf(*v) + if o < half { ang.sin() } else { ang.cos() };
        }
    }

    vec![block.apply(&xs, n, nh, eps, gelu_erf)]
}

#[cfg(test)]
mod tests {
    use super::erf;

    /// erf against known values (Abramowitz & Stegun table 7.1 and erfc(4), erfc(6)).
    #[test]
    fn erf_matches_tabulated_values() {
        for (x, want) in [
            (0.0, 0.0),
            (0.5, 0.520_499_877_813_046_5),
            (1.0, 0.842_700_792_949_714_9),
            (2.0, 0.995_322_265_018_952_7),
            (2.4999, 0.999_592_830_099_666_6),
            (3.0, 0.999_977_909_503_001_4),
            (4.0, 1.0 - 1.541_725_790_028_002e-8),
            (6.0, 1.0 - 2.151_973_671_249_891e-17),
        ] {
            assert!((erf(x) - want).abs() < 1e-14, "erf({x}) = {} want {want}", erf(x));
            assert!((erf(-x) + want).abs() < 1e-14, "erf(−{x})");
        }
    }
}
