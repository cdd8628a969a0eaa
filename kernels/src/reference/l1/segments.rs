//! Level-1 references of suite v3's ragged segment reductions over CSR offsets.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_segment_reduce" => segment_reduce,
        _ => return None,
    };
    Some(f)
}

/// Per CSR segment `[offsets[s], offsets[s + 1])` of the NNZ×D `values` and per feature: the max,
/// the mean and the log-sum-exp (max-shifted, in f64); an empty segment gives 0 in all three, as
/// torch_scatter's segment_csr and scatter_logsumexp do.
fn segment_reduce(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (segments, d) = (s.int("S"), s.int("D"));
    let (values, offsets) = (f64s(&x[0]), x[1].u32());
    let items = values.len() / d;
    let (mut max, mut mean, mut lse) = (vec![0.0; segments * d], vec![0.0; segments * d], vec![0.0; segments * d]);
    for seg in 0..segments {
        let end = (offsets[seg + 1] as usize).min(items);
        let start = (offsets[seg] as usize).min(end);
        if start == end {
            continue;
        }
        for f in 0..d {
            let column = || (start..end).map(|i| values[i * d + f]);
            let m = column().fold(f64::NEG_INFINITY, f64::max);
            let o = seg * d + f;
            max[o] = m;
            mean[o] = column().sum::<f64>() / (end - start) as f64;
            lse[o] = m + column().map(|v| (v - m).exp()).sum::<f64>().ln();
        }
    }
    vec![max, mean, lse]
}
