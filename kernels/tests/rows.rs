//! A task's `rows = "N"` declaration is a claim about its CPU reference: output row `r` depends
//! only on row `r` of the row-indexed inputs (and on the shared inputs whole). The evaluator
//! relies on it at large domain corners, where it computes the reference on a sample of rows only
//! (`ekb_eval::rows`). This test checks the claim for every declaring task: at each declared shape
//! and seed, with the task's own inputs and every edge set's, the reference run on a subset of
//! rows gives exactly (bit for bit) those rows of the full reference.

#![cfg(not(target_arch = "wasm32"))]

use ekb_eval::data::generate_inputs_with;
use ekb_eval::rows::RowSample;

/// The first element where the reference on `sample`'s rows differs from those rows of the full
/// reference, over the task's inputs at `shape` for `seed` (with `edge`'s distributions).
fn first_difference(
    task: &kernels::Task,
    shape: &ekb_eval::task::Shape,
    sample: &RowSample,
    seed: u64,
    edge: Option<&ekb_eval::task::EdgeSet>,
) -> Option<String> {
    let spec = &task.spec;
    let inputs = generate_inputs_with(spec, shape, seed, edge).unwrap();
    let full = (task.cpu)(shape, &inputs);
    let part = (task.cpu)(&sample.shape(shape), &sample.gather_inputs(spec, &inputs));
    assert_eq!(full.len(), part.len(), "{}: output count", spec.id);
    for (o, (f, p)) in full.iter().zip(&part).enumerate() {
        let w = f.len() / sample.total;
        if p.len() != sample.picked.len() * w {
            return Some(format!(
                "output `{}` has {} elements on the sampled rows, not {}",
                spec.outputs[o].name,
                p.len(),
                sample.picked.len() * w
            ));
        }
        for (j, &got) in p.iter().enumerate() {
            let i = sample.element_index(f.len(), j);
            let want = f[i];
            if !(got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan())) {
                return Some(format!(
                    "output `{}` element {i} is {got} on the sampled rows, {want} in the full reference",
                    spec.outputs[o].name
                ));
            }
        }
    }
    None
}

/// Every third row, every seventh from row 1, and the last: rows out of their neighbours' order.
fn some_rows(param: &str, total: usize) -> RowSample {
    let mut picked: Vec<usize> = (0..total).step_by(3).chain((1..total).step_by(7)).chain([total - 1]).collect();
    picked.sort_unstable();
    picked.dedup();
    RowSample { param: param.to_string(), total, picked }
}

#[test]
fn declared_rows_are_independent_in_the_cpu_reference() {
    let declaring: Vec<_> = kernels::all().iter().filter(|t| t.spec.rows.is_some()).collect();
    // The heavy element-wise corners, and a task with shared inputs (the boxes of l1_ray_aabb).
    for id in ["l1_vector_add", "l1_gelu", "l1_silu", "l2_kalman_batch", "l1_ray_aabb"] {
        assert!(declaring.iter().any(|t| t.spec.id == id), "{id} no longer declares rows");
    }
    for task in declaring {
        let spec = &task.spec;
        let param = spec.rows.clone().unwrap();
        let mut checked = 0;
        for values in [&spec.shapes.ci].into_iter().chain(&spec.shapes.check) {
            let shape = spec.resolve_shape(values).unwrap();
            let sample = some_rows(&param, shape.int(&param));
            for (k, edge) in [None].into_iter().chain(spec.edges.iter().map(Some)).enumerate() {
                if let Some(d) = first_difference(task, &shape, &sample, 0xA11 + k as u64, edge) {
                    panic!("{} at {} (edge {:?}): {d}: its rows are not independent", spec.id, shape.label(), edge.map(|e| &e.name));
                }
                checked += 1;
            }
        }
        assert!(checked > 0, "{}: nothing checked", spec.id);
    }
}

/// The check above can fail: a prefix scan's output row `r` depends on every input row up to `r`.
#[test]
fn a_reference_whose_rows_depend_on_each_other_is_told_apart() {
    let task = kernels::get("l1_prefix_scan").unwrap();
    let shape = task.spec.resolve_shape(&task.spec.shapes.ci).unwrap();
    let sample = some_rows("N", shape.int("N"));
    assert!(first_difference(task, &shape, &sample, 1, None).is_some());
}
