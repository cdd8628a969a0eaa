//! `l3_anomaly_autoencoder`: MLPerf Tiny's anomaly detection (the DCASE 2020 Task 2 baseline) —
//! frame-major 5-frame context vectors of a log-mel clip (T − 4 of them), the dense autoencoder
//! (Linear + folded BN + ReLU ×4, an 8-wide bottleneck, the mirrored decoder, a linear output layer),
//! each vector's reconstruction MSE over its 5·M values and the clip's mean of them.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{linear, relu, Cursor};

/// Inputs x [T, M], weights (packed Linear layers), bn_scale and bn_shift [8·H + 8]; outputs
/// err [T − 4] and score [1] (see the task).
pub(crate) fn anomaly_autoencoder(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (t, m, h) = (s.int("T"), s.int("M"), s.int("H"));
    let (d, nv) = (5 * m, t - 4);
    let (xs, weights, scale, shift) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let dims = [(d, h), (h, h), (h, h), (h, h), (h, 8), (8, h), (h, h), (h, h), (h, h), (h, d)];
    let (mut wt, mut st, mut bt) = (Cursor::new(&weights), Cursor::new(&scale), Cursor::new(&shift));
    // The context vectors are the contiguous slices x[v·M … v·M + 5·M − 1] (frame-major).
    let mut a: Vec<f64> = (0..nv).flat_map(|v| xs[v * m..v * m + d].to_vec()).collect();
    for (l, &(fan_in, out)) in dims.iter().enumerate() {
        let (w, b) = (wt.take(out * fan_in), wt.take(out));
        // PyTorch Linear: W [out, in]; `linear` takes W as [in, out].
        let wk: Vec<f64> = (0..fan_in * out).map(|j| w[(j % out) * fan_in + j / out]).collect();
        a = linear(&a, &wk, Some(b), nv, fan_in, out);
        if l < 9 {
            let (sc, sh) = (st.take(out), bt.take(out));
            for (j, z) in a.iter_mut().enumerate() {
                *z = relu(*z * sc[j % out] + sh[j % out]);
            }
        }
    }
    assert_eq!(wt.used(), weights.len(), "weights layout");
    assert_eq!((st.used(), bt.used()), (scale.len(), shift.len()), "bn layout");
    let err: Vec<f64> = (0..nv).map(|v| (0..d).map(|k| (a[v * d + k] - xs[v * m + k]).powi(2)).sum::<f64>() / d as f64).collect();
    let score = err.iter().sum::<f64>() / nv as f64;
    vec![err, vec![score]]
}
