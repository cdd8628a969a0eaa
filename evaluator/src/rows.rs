//! Row-sampled verification at large domain corners.
//!
//! A task may declare `rows = "N"` (`TaskSpec::rows`): its outputs are rows indexed by the integer
//! param `N` — every output's first dimension is exactly `N` — and output row `r` depends only on
//! row `r` of each input whose first dimension is `N` and on the other inputs whole (which must
//! not depend on `N`). Element-wise operators, a batch of independent filters, one ray per row are
//! such tasks. `kernels/tests/rows.rs` checks the declaration against the CPU reference of every
//! declaring task: the reference run on a gathered subset of rows gives exactly those rows of the
//! full reference.
//!
//! At a domain corner with more than [`SAMPLED_ABOVE`] rows the evaluator then computes the CPU
//! reference on a sample of the rows only ([`RowSample::pick`]) — in a profile of
//! `l2_kalman_batch`'s own reference checked at `N = 4,000,000`, the f64 reference (its page faults
//! included) and the comparison were about a third of the CPU time (docs/EVALUATION.md §9). The kernel still runs at the whole shape, every output element is
//! read back, and its guard regions are checked whole; the sample is
//!
//! * every row that holds a non-finite float or the integer poison ([`INT_POISON_A`]) anywhere
//!   (an element left unwritten holds the poison, a NaN, so **an unwritten or non-finite element
//!   anywhere is verified with certainty**), up to [`RANDOM_ROWS`] of them;
//! * the first and the last [`EDGE_ROWS`] rows, and [`BOUNDARY_ROWS`] rows on either side of
//!   every power of two and of every `65,535·2^k` (a grid of 65,535 workgroups of `2^k`
//!   invocations): where truncations, grid-stride tails and folded grids go wrong;
//! * [`RANDOM_ROWS`] distinct rows drawn uniformly from the run's seed (`rand::seq::index::sample`).
//!
//! A kernel whose outputs are finite but wrong on a fraction `f` of the rows, outside the rows
//! always verified, passes one sampled corner with probability at most `(1 − f)^65,536 < e^(−65,536·f)`:
//! below 0.15 % for `f ≥ 10⁻⁴` (400 of `l2_kalman_batch`'s 4,000,000 rows), below 10⁻²⁸ for
//! `f ≥ 10⁻³`; each evaluation draws another sample.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::data::{HostBuffer, INT_POISON_A};
use crate::task::{ParamType, Shape, TaskSpec};

/// A corner is checked on a row sample when it has more rows than this (2¹⁸ = 262,144): below it
/// the sample would be a large part of the rows anyway.
pub const SAMPLED_ABOVE: usize = 1 << 18;

/// Rows drawn uniformly at random per sampled check (2¹⁶ = 65,536), and the most rows with a
/// non-finite or poison element added to the sample.
pub const RANDOM_ROWS: usize = 1 << 16;

/// Rows always verified at each end.
pub const EDGE_ROWS: usize = 4096;

/// Rows always verified on either side of each boundary (powers of two, `65,535·2^k`).
pub const BOUNDARY_ROWS: usize = 64;

/// Checks a task's `rows` declaration against its buffers: an integer param; every output's
/// first dimension is exactly it and no other dimension names it; an input names it only as its
/// first dimension (a row-indexed input) or not at all (a shared input).
///
/// # Errors
/// [`RowsError`] naming the offending param or buffer.
pub fn validate(spec: &TaskSpec) -> Result<(), RowsError> {
    let Some(rows) = spec.rows.as_deref() else { return Ok(()) };
    if !spec.params.iter().any(|p| p.name == rows && p.ty != ParamType::F32) {
        return Err(RowsError::NoIntegerParam { rows: rows.to_string() });
    }
    for o in &spec.outputs {
        if o.shape.first().map(|e| e.source()) != Some(rows) {
            return Err(RowsError::NotFirstDimension { rows: rows.to_string(), output: o.name.clone() });
        }
    }
    let buffers = spec.inputs.iter().map(|i| (&i.name, &i.shape)).chain(spec.outputs.iter().map(|o| (&o.name, &o.shape)));
    for (name, shape) in buffers {
        let first_is_rows = shape.first().is_some_and(|e| e.source() == rows);
        let rest = if first_is_rows { &shape[1..] } else { &shape[..] };
        if rest.iter().any(|e| e.names().iter().any(|n| n == rows)) {
            return Err(RowsError::NotWholeDimension { rows: rows.to_string(), buffer: name.clone() });
        }
    }
    Ok(())
}

/// What is wrong with a task's `rows` declaration ([`validate`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RowsError {
    /// `rows` names no integer param.
    #[error("`rows = \"{rows}\"` names no integer param")]
    NoIntegerParam {
        /// The declared param.
        rows: String,
    },
    /// An output's first dimension is not the rows param.
    #[error("`rows = \"{rows}\"`: output `{output}`'s first dimension is not `{rows}`")]
    NotFirstDimension {
        /// The declared param.
        rows: String,
        /// The output.
        output: String,
    },
    /// A buffer names the rows param other than as its whole first dimension.
    #[error(
        "`rows = \"{rows}\"`: buffer `{buffer}` names `{rows}` other than as its whole first dimension, so a subset of rows \
         cannot be gathered from it"
    )]
    NotWholeDimension {
        /// The declared param.
        rows: String,
        /// The input or output.
        buffer: String,
    },
}

/// The rows of a checked shape that are verified against the CPU reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowSample {
    /// The param the rows are counted by.
    pub param: String,
    /// Rows at the whole shape.
    pub total: usize,
    /// The verified rows, ascending and distinct.
    pub picked: Vec<usize>,
}

impl RowSample {
    /// The sample at `shape` for a check run with `seed`, given the kernel's `outputs` as read
    /// back (each `total` rows of whole elements), or `None` when the task declares no rows or
    /// `shape` has at most [`SAMPLED_ABOVE`] of them (the check is then whole). See the module
    /// documentation for what is picked.
    pub fn pick(spec: &TaskSpec, shape: &Shape, outputs: &[HostBuffer], seed: u64) -> Option<Self> {
        let param = spec.rows.clone()?;
        let total = shape.int(&param);
        if total <= SAMPLED_ABOVE {
            return None;
        }
        let mut rows: Vec<usize> = Vec::with_capacity(3 * RANDOM_ROWS);
        rows.extend(suspicious_rows(outputs, total).into_iter().take(RANDOM_ROWS));
        rows.extend(0..EDGE_ROWS);
        rows.extend(total - EDGE_ROWS..total);
        let mut boundaries: Vec<usize> = (0..usize::BITS).map(|k| 1usize << k).take_while(|&b| b < total).collect();
        boundaries.extend((0..usize::BITS).map(|k| 65_535usize << k).take_while(|&b| b < total));
        for b in boundaries {
            rows.extend(b.saturating_sub(BOUNDARY_ROWS)..(b + BOUNDARY_ROWS).min(total));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_0F20_85AA);
        rows.extend(rand::seq::index::sample(&mut rng, total, RANDOM_ROWS));
        rows.sort_unstable();
        rows.dedup();
        Some(Self { param, total, picked: rows })
    }

    /// The shape the CPU reference computes the sample at: `shape` with the rows param set to the
    /// number of picked rows.
    pub fn shape(&self, shape: &Shape) -> Shape {
        let mut s = shape.clone();
        for (name, v) in &mut s.values {
            if *name == self.param {
                *v = self.picked.len() as f64;
            }
        }
        s
    }

    /// The picked rows of `buf`, a buffer of `total` rows (row-indexed), or `buf` whole (a shared
    /// input, whose first dimension is not the rows param).
    pub fn gather(&self, buf: &HostBuffer, row_indexed: bool) -> HostBuffer {
        if !row_indexed {
            return buf.clone();
        }
        let w = buf.len() / self.total;
        fn take<T: Copy>(v: &[T], w: usize, rows: &[usize]) -> Vec<T> {
            let mut out = Vec::with_capacity(rows.len() * w);
            for &r in rows {
                out.extend_from_slice(&v[r * w..(r + 1) * w]);
            }
            out
        }
        match buf {
            HostBuffer::F32(v) => HostBuffer::F32(take(v, w, &self.picked)),
            HostBuffer::F16(v) => HostBuffer::F16(take(v, w, &self.picked)),
            HostBuffer::U32(v) => HostBuffer::U32(take(v, w, &self.picked)),
            HostBuffer::I32(v) => HostBuffer::I32(take(v, w, &self.picked)),
        }
    }

    /// The picked rows of each input of `spec` (row-indexed or whole, by its first dimension).
    pub fn gather_inputs(&self, spec: &TaskSpec, inputs: &[HostBuffer]) -> Vec<HostBuffer> {
        spec.inputs.iter().zip(inputs).map(|(i, b)| self.gather(b, i.shape.first().is_some_and(|e| e.source() == self.param))).collect()
    }

    /// The index in the whole output of element `j` of its gathered copy (`len` elements whole).
    pub fn element_index(&self, len: usize, j: usize) -> usize {
        let w = (len / self.total).max(1);
        self.picked[j / w] * w + j % w
    }
}

/// Rows (ascending) in which some output holds a non-finite float or the integer poison.
fn suspicious_rows(outputs: &[HostBuffer], total: usize) -> Vec<usize> {
    fn scan<T: Copy>(v: &[T], w: usize, bad: impl Fn(T) -> bool, rows: &mut Vec<usize>) {
        for (r, row) in v.chunks(w).enumerate() {
            if row.iter().any(|&x| bad(x)) {
                rows.push(r);
            }
        }
    }
    let mut rows = Vec::new();
    for o in outputs {
        let w = (o.len() / total).max(1);
        match o {
            HostBuffer::F32(v) => scan(v, w, |x: f32| !x.is_finite(), &mut rows),
            HostBuffer::F16(v) => scan(v, w, |x: half::f16| !x.is_finite(), &mut rows),
            HostBuffer::U32(v) => scan(v, w, |x: u32| x == INT_POISON_A, &mut rows),
            HostBuffer::I32(v) => scan(v, w, |x: i32| x as u32 == INT_POISON_A, &mut rows),
        }
    }
    rows.sort_unstable();
    rows.dedup();
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    const TASK: &str = r#"
id = "l1_rows"
level = 1
domain = "signal"
title = "t"
description = "d"
rows = "N"

[[params]]
name = "N"
domain = { min = 1, max = 4000000 }

[[params]]
name = "B"
domain = { min = 1, max = 64 }

[[inputs]]
name = "x"
dtype = "f32"
shape = ["N", 2]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }

[[inputs]]
name = "w"
dtype = "f32"
shape = ["B"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }

[[outputs]]
name = "y"
dtype = "f32"
shape = ["N", 2]

[[outputs]]
name = "k"
dtype = "u32"
shape = ["N"]

[cost]
flops = "N"
bytes = "16 * N"

[launch]
threads = ["min(N, 65535 * wg_x)", 1, 1]

[shapes]
timed = { N = 1000, B = 4 }
ci = { N = 100, B = 4 }
check = [{ N = 7, B = 3 }]
"#;

    fn task() -> TaskSpec {
        TaskSpec::from_toml(TASK).unwrap()
    }

    fn shape(t: &TaskSpec, n: f64) -> Shape {
        t.resolve_shape(&[("N".to_string(), n), ("B".to_string(), 4.0)].into_iter().collect()).unwrap()
    }

    fn outputs(n: usize) -> Vec<HostBuffer> {
        vec![HostBuffer::F32(vec![1.0; 2 * n]), HostBuffer::U32(vec![7; n])]
    }

    #[test]
    fn declarations_that_cannot_be_gathered_are_refused() {
        let refused = |from: &str, to: &str| {
            let e = TaskSpec::from_toml(&TASK.replacen(from, to, 1)).unwrap_err().to_string();
            assert!(e.contains("rows"), "{e}");
        };
        refused(r#"rows = "N""#, r#"rows = "M""#);
        // An output not indexed by rows (a column-major layout, a total).
        refused(r#"shape = ["N"]"#, r#"shape = [1, "N"]"#);
        // An input that names the rows param other than as its first dimension.
        refused(r#"shape = ["B"]"#, r#"shape = ["B", "N"]"#);
        refused(r#"shape = ["N", 2]"#, r#"shape = ["2 * N"]"#);
        assert!(TaskSpec::from_toml(&TASK.replace("rows = \"N\"\n", "")).unwrap().rows.is_none());
    }

    #[test]
    fn small_shapes_are_checked_whole() {
        let t = task();
        assert_eq!(RowSample::pick(&t, &shape(&t, SAMPLED_ABOVE as f64), &outputs(SAMPLED_ABOVE), 1), None);
    }

    #[test]
    fn a_sample_holds_the_ends_the_boundaries_every_bad_row_and_a_seeded_draw() {
        let t = task();
        let n = 4_000_000;
        let mut outs = outputs(n);
        let HostBuffer::F32(y) = &mut outs[0] else { unreachable!() };
        y[2 * 1_234_567 + 1] = f32::NAN;
        y[2 * 3_333_333] = f32::INFINITY;
        let HostBuffer::U32(k) = &mut outs[1] else { unreachable!() };
        k[2_222_221] = INT_POISON_A;
        let s = RowSample::pick(&t, &shape(&t, n as f64), &outs, 9).unwrap();
        assert_eq!(s, RowSample::pick(&t, &shape(&t, n as f64), &outs, 9).unwrap(), "deterministic in the seed");
        assert_ne!(s.picked, RowSample::pick(&t, &shape(&t, n as f64), &outs, 10).unwrap().picked);
        assert!(s.picked.windows(2).all(|w| w[0] < w[1]), "ascending and distinct");
        let has = |r: usize| s.picked.binary_search(&r).is_ok();
        for r in [0, EDGE_ROWS - 1, n - EDGE_ROWS, n - 1, 1_234_567, 3_333_333, 2_222_221] {
            assert!(has(r), "row {r}");
        }
        for b in [1 << 20, 65_535 * 16, 65_535 * 32] {
            assert!((b - BOUNDARY_ROWS..b + BOUNDARY_ROWS).all(has), "around {b}");
        }
        let random = s.picked.iter().filter(|&&r| r > EDGE_ROWS && r < n - EDGE_ROWS).count();
        assert!(random >= RANDOM_ROWS - 2 * EDGE_ROWS && s.picked.len() < 2 * RANDOM_ROWS, "{}", s.picked.len());
        assert_eq!(s.shape(&shape(&t, n as f64)).int("N"), s.picked.len());
    }

    #[test]
    fn gathered_rows_map_back_to_their_elements() {
        let t = task();
        let s = RowSample { param: "N".into(), total: 5, picked: vec![1, 4] };
        let x = HostBuffer::F32((0..10).map(|v| v as f32).collect());
        let w = HostBuffer::F32(vec![0.5; 4]);
        let g = s.gather_inputs(&t, &[x, w.clone()]);
        assert_eq!(g, vec![HostBuffer::F32(vec![2.0, 3.0, 8.0, 9.0]), w]);
        assert_eq!((0..4).map(|j| s.element_index(10, j)).collect::<Vec<_>>(), vec![2, 3, 8, 9]);
        assert_eq!((0..2).map(|j| s.element_index(5, j)).collect::<Vec<_>>(), vec![1, 4]);
    }
}
