//! Level 2, audio: CTC greedy (best-path) decoding.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// The `tokens` value past an utterance's last token (0xFFFFFFFF).
const NO_TOKEN: f64 = 4_294_967_295.0;

/// `l2_ctc_greedy_decode`: for each of B utterances (logits B×T×V row-major, `frames[b]` valid
/// frames), the per-frame argmax (lowest class on ties), repeats merged then blanks dropped
/// (blank = 0, or V − 1 when `BLANK_LAST` is 1), the kept labels packed at the front of the row
/// (the rest 0xFFFFFFFF), their count, and the path's log-probability Σ (max − logsumexp) over
/// the valid frames (Graves et al. 2006).
pub(crate) fn ctc_greedy_decode(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, t, v) = (s.int("B"), s.int("T"), s.int("V"));
    let blank = if s.int("BLANK_LAST") == 1 { v - 1 } else { 0 };
    let (logits, frames) = (f64s(&x[0]), f64s(&x[1]));
    let mut tokens = vec![NO_TOKEN; b * t];
    let mut lengths = Vec::with_capacity(b);
    let mut score = Vec::with_capacity(b);
    for u in 0..b {
        // `frames[u]` is an integer in [0, T] (its distribution), exact in f64.
        let n = (frames[u] as usize).min(t);
        let (mut placed, mut total, mut prev) = (0, 0.0, None);
        for f in 0..n {
            let row = &logits[(u * t + f) * v..(u * t + f + 1) * v];
            let a = (1..v).fold(0, |best, k| if row[k] > row[best] { k } else { best });
            let m = row[a];
            total -= row.iter().map(|&e| (e - m).exp()).sum::<f64>().ln();
            if a != blank && prev != Some(a) {
                tokens[u * t + placed] = a as f64;
                placed += 1;
            }
            prev = Some(a);
        }
        lengths.push(placed as f64);
        score.push(total);
    }
    vec![tokens, lengths, score]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(b: usize, t: usize, v: usize, blank_last: usize) -> Shape {
        Shape {
            values: vec![("B".into(), b as f64), ("T".into(), t as f64), ("V".into(), v as f64), ("BLANK_LAST".into(), blank_last as f64)],
        }
    }

    #[test]
    fn repeats_merge_before_blanks_drop() {
        // V = 3, blank 0; frames' argmaxes 1 1 0 1 2 2 0 | padding: tokens 1 1 2.
        let onehot = |c: usize| (0..3).map(|k| if k == c { 5.0 } else { 0.0 }).collect::<Vec<f32>>();
        let path = [1, 1, 0, 1, 2, 2, 0, 2];
        let logits: Vec<f32> = path.iter().flat_map(|&c| onehot(c)).collect();
        let got = ctc_greedy_decode(&shape(1, 8, 3, 0), &[HostBuffer::F32(logits.clone()), HostBuffer::U32(vec![7])]);
        assert_eq!(got[0][..4], [1.0, 1.0, 2.0, NO_TOKEN]);
        assert_eq!(got[1], [3.0]);
        let term = -(1.0 + 2.0 * (-5.0f64).exp()).ln();
        assert!((got[2][0] - 7.0 * term).abs() < 1e-12);
        // Blank last (2): argmaxes 1 1 0 1 2 2 0 → 1 0 1 0.
        let got = ctc_greedy_decode(&shape(1, 8, 3, 1), &[HostBuffer::F32(logits), HostBuffer::U32(vec![7])]);
        assert_eq!(got[0][..5], [1.0, 0.0, 1.0, 0.0, NO_TOKEN]);
        assert_eq!(got[1], [4.0]);
    }

    #[test]
    fn ties_take_the_lowest_class_and_no_frames_give_nothing() {
        let got = ctc_greedy_decode(&shape(2, 2, 4, 1), &[HostBuffer::F32(vec![0.0; 16]), HostBuffer::U32(vec![2, 0])]);
        assert_eq!(got[0], [0.0, NO_TOKEN, NO_TOKEN, NO_TOKEN]);
        assert_eq!(got[1], [1.0, 0.0]);
        assert!((got[2][0] + 2.0 * 4f64.ln()).abs() < 1e-12 && got[2][1] == 0.0);
    }
}
