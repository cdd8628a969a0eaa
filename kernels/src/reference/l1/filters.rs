//! Level 1, signal filters: IIR biquad cascade, delay-and-sum beamformer.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// `l1_biquad_cascade`: K transposed-direct-form-II biquads in series over each of B channels of
/// N samples, zero initial state (sections in order; a0 = 1).
pub(crate) fn biquad_cascade(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, k) = (s.int("N"), s.int("K"));
    let (sig, b, a) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut y = Vec::with_capacity(sig.len());
    for ch in sig.chunks(n.max(1)).take(s.int("B")) {
        let mut u: Vec<f64> = ch.to_vec();
        for sec in 0..k {
            let (b0, b1, b2) = (b[3 * sec], b[3 * sec + 1], b[3 * sec + 2]);
            let (a1, a2) = (a[2 * sec], a[2 * sec + 1]);
            let (mut s1, mut s2) = (0.0, 0.0);
            for v in u.iter_mut() {
                let inp = *v;
                let out = b0 * inp + s1;
                s1 = b1 * inp - a1 * out + s2;
                s2 = b2 * inp - a2 * out;
                *v = out;
            }
        }
        y.extend(u);
    }
    vec![y]
}

/// `l1_beamform_delay_sum`: y[d, n] = (1/M)·Σ_m ((1 − φ)·x_m[n − k] + φ·x_m[n − k − 1]) with
/// k = floor(tau[d, m]), φ = tau[d, m] − k; samples outside the recording are 0.
pub(crate) fn beamform_delay_sum(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n, d) = (s.int("M"), s.int("N"), s.int("D"));
    let (sig, tau) = (f64s(&x[0]), f64s(&x[1]));
    let at = |mic: usize, i: i64| if (0..n as i64).contains(&i) { sig[mic * n + i as usize] } else { 0.0 };
    let mut y = Vec::with_capacity(d * n);
    for dir in 0..d {
        for t in 0..n {
            let mut acc = 0.0;
            for mic in 0..m {
                let delay = tau[dir * m + mic];
                let k = delay.floor();
                let phi = delay - k;
                let i = t as i64 - k as i64;
                acc += (1.0 - phi) * at(mic, i) + phi * at(mic, i - 1);
            }
            y.push(acc / m as f64);
        }
    }
    vec![y]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn biquad_matches_the_difference_equation() {
        // One section y[n] = 0.5x[n] + 0.25x[n−1] − 0.1x[n−2] − (−0.3)y[n−1] − 0.2y[n−2], by hand.
        let xs = [1.0f32, -2.0, 0.5, 3.0, 0.0];
        let shape = Shape { values: vec![("B".into(), 1.0), ("N".into(), 5.0), ("K".into(), 1.0)] };
        let got = biquad_cascade(
            &shape,
            &[HostBuffer::F32(xs.to_vec()), HostBuffer::F32(vec![0.5, 0.25, -0.1]), HostBuffer::F32(vec![-0.3, 0.2])],
        );
        let mut want = Vec::new();
        for n in 0..5 {
            let xi = |i: usize| if i <= n { f64::from(xs[n - i]) } else { 0.0 };
            let yi = |i: usize, w: &Vec<f64>| if i <= n { w[n - i] } else { 0.0 };
            let v = 0.5 * xi(0) + 0.25 * xi(1) + f64::from(-0.1f32) * xi(2) + f64::from(0.3f32) * yi(1, &want)
                - f64::from(0.2f32) * yi(2, &want);
            want.push(v);
        }
        for (g, w) in got[0].iter().zip(&want) {
            assert!((g - w).abs() < 1e-12, "{g} vs {w}");
        }
    }

    #[test]
    fn beamformer_floors_negative_delays_and_zeroes_outside() {
        // One microphone, x = [1, 2, 4]; a delay of −0.25 samples reads x(n + 0.25).
        let shape = Shape { values: vec![("M".into(), 1.0), ("N".into(), 3.0), ("D".into(), 1.0)] };
        let y = beamform_delay_sum(&shape, &[HostBuffer::F32(vec![1.0, 2.0, 4.0]), HostBuffer::F32(vec![-0.25])]);
        assert_eq!(y[0], vec![1.25, 2.5, 3.0]);
    }
}
