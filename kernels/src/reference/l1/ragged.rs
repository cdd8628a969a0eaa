//! Level-1 references of suite v3's irregular work: ragged bags, scatters with collisions, sparse
//! × dense products and stable sorts.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_embedding_bag" => embedding_bag,
        "l1_scatter_add" => scatter_add,
        "l1_spmm_csr" => spmm_csr,
        "l1_radix_sort_pairs" => radix_sort_pairs,
        _ => return None,
    };
    Some(f)
}

/// The positions `[offsets[s], offsets[s + 1])` of CSR segment `s`, clamped to `len` items (the
/// generated offsets are non-decreasing and within it already).
fn segment(offsets: &[u32], s: usize, len: usize) -> std::ops::Range<usize> {
    let end = (offsets[s + 1] as usize).min(len);
    (offsets[s] as usize).min(end)..end
}

/// Row `r` of a CSR matrix (`offsets`, `cols`, weights `w(j)`, items `len`) times the dense
/// row-major matrix `dense` of `d` columns, for every row: the rows of the product, `rows × d`,
/// duplicate columns adding; and each row's nonzero count.
fn csr_times_dense(
    offsets: &[u32],
    cols: &[u32],
    w: impl Fn(usize) -> f64,
    dense: &[f64],
    d: usize,
    rows: usize,
) -> (Vec<f64>, Vec<usize>) {
    let mut out = vec![0.0; rows * d];
    let mut counts = vec![0; rows];
    for (r, row) in out.chunks_mut(d).enumerate() {
        let positions = segment(offsets, r, cols.len());
        counts[r] = positions.len();
        for j in positions {
            let e = &dense[cols[j] as usize * d..][..d];
            let wj = w(j);
            row.iter_mut().zip(e).for_each(|(o, e)| *o += wj * e);
        }
    }
    (out, counts)
}

/// EmbeddingBag: per bag of CSR `offsets`, the weighted sum (MODE 0) or the unweighted mean
/// (MODE 1) of the gathered table rows; an empty bag gives 0.
fn embedding_bag(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (b, d, mean) = (s.int("B"), s.int("D"), s.int("MODE") == 1);
    let (table, weight) = (f64s(&x[0]), f64s(&x[3]));
    let (mut out, counts) = csr_times_dense(x[2].u32(), x[1].u32(), |i| if mean { 1.0 } else { weight[i] }, &table, d, b);
    if mean {
        for (row, &count) in out.chunks_mut(d).zip(&counts) {
            if count > 0 {
                row.iter_mut().for_each(|o| *o /= count as f64);
            }
        }
    }
    vec![out]
}

/// C = A·B for CSR A (`row_ptr`, `col_idx`, `values`; duplicate columns add) and dense B (K×N).
fn spmm_csr(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (m, n) = (s.int("M"), s.int("N"));
    let values = f64s(&x[2]);
    vec![csr_times_dense(x[0].u32(), x[1].u32(), |j| values[j], &f64s(&x[3]), n, m).0]
}

/// Scatter-add: `init` plus every `val[i]` at `idx[i]`, in two's-complement i32 (the inputs'
/// ranges never wrap; an index outside the M bins is dropped, as a WGSL write outside a buffer).
fn scatter_add(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (init, idx, val) = (x[0].i32(), x[1].u32(), x[2].i32());
    let mut out = init.to_vec();
    for (&m, &v) in idx.iter().zip(val) {
        if let Some(o) = out.get_mut(m as usize) {
            *o = o.wrapping_add(v);
        }
    }
    vec![out.into_iter().map(f64::from).collect()]
}

/// The (key, value) pairs sorted by key as unsigned integers, stably (equal keys keep their input
/// order): the sorted keys, and the values in that order.
fn radix_sort_pairs(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (keys, values) = (x[0].u32(), x[1].u32());
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by_key(|&i| keys[i]);
    vec![order.iter().map(|&i| f64::from(keys[i])).collect(), order.iter().map(|&i| f64::from(values[i])).collect()]
}
