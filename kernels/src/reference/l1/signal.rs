//! Level 1, signal and audio: prefix scan, FIR filter, FFT.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

pub(crate) fn prefix_scan(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let mut run = 0u64;
    vec![x[0]
        .u32()
        .iter()
        .map(|&v| {
            run += u64::from(v);
            run as f64
        })
        .collect()]
}

pub(crate) fn fir_filter(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, n, t) = (s.int("B"), s.int("N"), s.int("T"));
    let (v, h) = (f64s(&x[0]), f64s(&x[1]));
    let mut y = Vec::with_capacity(b * n);
    for sig in v.chunks(n).take(b) {
        for i in 0..n {
            y.push((0..t.min(i + 1)).map(|k| h[k] * sig[i - k]).sum());
        }
    }
    vec![y]
}

/// In-place forward FFT of one signal (`re`/`im`, power-of-two length), exact twiddles in f64.
fn fft(re: &mut [f64], im: &mut [f64]) {
    let n = re.len();
    let bits = n.trailing_zeros();
    for i in 0..n {
        let j = if bits == 0 { 0 } else { i.reverse_bits() >> (usize::BITS - bits) };
        if j > i {
            re.swap(i, j);
            im.swap(i, j);
        }
    }
    let mut half = 1;
    while half < n {
        for k in 0..half {
            let ang = -std::f64::consts::PI * k as f64 / half as f64;
            let (wr, wi) = (ang.cos(), ang.sin());
            for start in (0..n).step_by(2 * half) {
                let (a, b) = (start + k, start + k + half);
                let (tr, ti) = (wr * re[b] - wi * im[b], wr * im[b] + wi * re[b]);
                (re[b], im[b]) = (re[a] - tr, im[a] - ti);
                (re[a], im[a]) = (re[a] + tr, im[a] + ti);
            }
        }
        half *= 2;
    }
}

pub(crate) fn fft_radix2(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, n) = (s.int("B"), s.int("N"));
    let v = f64s(&x[0]);
    let mut y = Vec::with_capacity(b * n * 2);
    for sig in v.chunks(2 * n).take(b) {
        let mut re: Vec<f64> = sig.iter().step_by(2).copied().collect();
        let mut im: Vec<f64> = sig.iter().skip(1).step_by(2).copied().collect();
        fft(&mut re, &mut im);
        y.extend(re.iter().zip(&im).flat_map(|(r, i)| [*r, *i]));
    }
    vec![y]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fft_matches_a_direct_dft() {
        let n = 16;
        let re0: Vec<f64> = (0..n).map(|i| ((i * 7 % 5) as f64) - 2.0).collect();
        let im0: Vec<f64> = (0..n).map(|i| ((i * 3 % 4) as f64) * 0.5).collect();
        let (mut re, mut im) = (re0.clone(), im0.clone());
        fft(&mut re, &mut im);
        for k in 0..n {
            let (mut sr, mut si) = (0.0, 0.0);
            for j in 0..n {
                let ang = -2.0 * std::f64::consts::PI * (j * k) as f64 / n as f64;
                sr += re0[j] * ang.cos() - im0[j] * ang.sin();
                si += re0[j] * ang.sin() + im0[j] * ang.cos();
            }
            assert!((sr - re[k]).abs() < 1e-9 && (si - im[k]).abs() < 1e-9, "bin {k}");
        }
    }
}
