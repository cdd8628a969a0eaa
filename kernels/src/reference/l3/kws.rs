//! Level-3 keyword spotting with a recurrent core: `l3_kws_gru` (Conv1d over time + ReLU, a PyTorch
//! GRU over the frames, a linear layer on the last state and a softmax).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::blocks::{row_dot, Gru};
use crate::reference::l2::ops::{softmax_in_place, Cursor};

/// `l3_kws_gru`: x [B, T, F] log-mel frames → probs [B, NCLS]. Weights packed as the task documents:
/// Wc [C, F, 3], bc [C], W_ih [3H, C], W_hh [3H, H], b_ih [3H], b_hh [3H], W_fc [NCLS, H], b_fc [NCLS].
pub(crate) fn kws_gru(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, t, f, c, st) = (s.int("B"), s.int("T"), s.int("F"), s.int("C"), s.int("S"));
    let (h, ncls) = (s.int("H"), s.int("NCLS"));
    let (xs, weights) = (f64s(&x[0]), f64s(&x[1]));
    let mut wc = Cursor::new(&weights);
    let (w_conv, b_conv) = (wc.take(3 * c * f), wc.take(c));
    let (w_ih, w_hh) = (wc.take(3 * h * c), wc.take(3 * h * h));
    let gru = Gru { w_ih, w_hh, b_ih: wc.take(3 * h), b_hh: wc.take(3 * h) };
    let (w_fc, b_fc) = (wc.take(ncls * h), wc.take(ncls));
    assert_eq!(wc.used(), weights.len(), "weights layout");
    // PyTorch Conv1d(F, C, 3, stride S, padding 1): T' = (T − 1)/S + 1 frames, rows −1 and T read 0.
    let t_out = (t - 1) / st + 1;
    let mut probs = Vec::with_capacity(b * ncls);
    for frames in xs.chunks_exact(t * f).take(b) {
        let mut state = vec![0.0; h];
        for to in 0..t_out {
            let feat: Vec<f64> = (0..c)
                .map(|ch| {
                    let taps = (0..3).filter_map(|k| (to * st + k).checked_sub(1).filter(|&ti| ti < t).map(|ti| (k, ti)));
                    let acc =
                        taps.map(|(k, ti)| (0..f).map(|fi| w_conv[(ch * f + fi) * 3 + k] * frames[ti * f + fi]).sum::<f64>()).sum::<f64>();
                    (b_conv[ch] + acc).max(0.0)
                })
                .collect();
            state = gru.step(&feat, &state);
        }
        let mut logits: Vec<f64> = (0..ncls).map(|k| row_dot(w_fc, b_fc, k, &state)).collect();
        softmax_in_place(&mut logits);
        probs.extend(logits);
    }
    vec![probs]
}
