//! Level 2, signal: Viterbi decoding of an HMM in the log domain.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

/// `l2_viterbi_decode`: the best state path of each of B sequences (T frames, S states) and its
/// log-probability; ties → the lowest predecessor at each step and the lowest final state.
pub(crate) fn viterbi_decode(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, t, n) = (s.int("B"), s.int("T"), s.int("S"));
    let (pi, a, e) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    let mut path = Vec::with_capacity(b * t);
    let mut score = Vec::with_capacity(b);
    let argmax = |v: &[f64]| (1..v.len()).fold(0, |best, k| if v[k] > v[best] { k } else { best });
    for seq in e.chunks(t * n).take(b) {
        let mut delta: Vec<f64> = (0..n).map(|j| pi[j] + seq[j]).collect();
        let mut psi = vec![0usize; t * n];
        for step in 1..t {
            let mut next = vec![0.0; n];
            for j in 0..n {
                let cand: Vec<f64> = (0..n).map(|i| delta[i] + a[i * n + j]).collect();
                let i = argmax(&cand);
                psi[step * n + j] = i;
                next[j] = cand[i] + seq[step * n + j];
            }
            delta = next;
        }
        let mut st = argmax(&delta);
        score.push(delta[st]);
        let mut back = vec![0.0; t];
        back[t - 1] = st as f64;
        for step in (1..t).rev() {
            st = psi[step * n + st];
            back[step - 1] = st as f64;
        }
        path.extend(back);
    }
    vec![path, score]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn viterbi_breaks_ties_towards_the_lowest_state() {
        // Two states, every log-probability 0 and every emission 0: all paths tie at score 0, and
        // the lowest index at every step gives the all-zero path.
        let shape = Shape { values: vec![("B".into(), 1.0), ("T".into(), 3.0), ("S".into(), 2.0)] };
        let zeros = |k| HostBuffer::F32(vec![0.0; k]);
        let got = viterbi_decode(&shape, &[zeros(2), zeros(4), zeros(6)]);
        assert_eq!(got, vec![vec![0.0, 0.0, 0.0], vec![0.0]]);
        // State 1 is forced at t = 1 by its emission; staying is cheaper than switching.
        let a = HostBuffer::F32(vec![0.0, -2.0, -2.0, 0.0]);
        let e = HostBuffer::F32(vec![0.0, 0.0, -9.0, 0.0, 0.0, 0.0]);
        let got = viterbi_decode(&shape, &[zeros(2), a, e]);
        assert_eq!(got, vec![vec![1.0, 1.0, 1.0], vec![0.0]]);
    }
}
