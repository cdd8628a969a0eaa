//! Stable sorts through one copy of std's stable sort. Every `sort_by` of another element type or
//! comparator (and every `collect` into a `BTreeMap`, which sorts its pairs) is its own copy of
//! std's driftsort: ≈ 4.5 kB of wasm each before wasm-opt, 16 of them in the web app's module
//! (docs/APP.md, "Size and first verdict"). The crates the app links sort through here instead:
//! indices ordered by a `&dyn` comparator, one copy for every caller, and one for `f64`s. The
//! order is the same as std's `sort_by` gives (stable).

use std::cmp::Ordering;

/// Sorts `order` (indices into what `cmp` reads) stably by `cmp`, which compares the elements at
/// two indices.
pub fn sort_indices(order: &mut [usize], cmp: &dyn Fn(usize, usize) -> Ordering) {
    order.sort_by(|&a, &b| cmp(a, b));
}

/// Sorts `v` stably by `cmp`, as `v.sort_by(cmp)` does: the indices are sorted
/// ([`sort_indices`]) and the elements moved into that order.
pub fn sort_by<T>(v: &mut Vec<T>, cmp: impl Fn(&T, &T) -> Ordering) {
    let mut order: Vec<usize> = (0..v.len()).collect();
    sort_indices(&mut order, &|a, b| cmp(&v[a], &v[b]));
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    // `order` is a permutation of 0..len: every slot is taken exactly once.
    v.extend(order.into_iter().filter_map(|i| slots[i].take()));
}

/// Sorts `v` by [`f64::total_cmp`] (−NaN first, then −∞ … −0, +0 … +∞, then NaN).
pub fn sort_f64(v: &mut [f64]) {
    v.sort_by(f64::total_cmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_std_stably_and_keeps_every_element() {
        // Pairs sorted by their first half only: equal keys keep their order (stability).
        let v: Vec<(u8, usize)> = [3u8, 1, 2, 3, 1, 0, 2, 3, 3, 1].iter().enumerate().map(|(i, &k)| (k, i)).collect();
        let mut ours = v.clone();
        sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
        let mut std = v.clone();
        std.sort_by_key(|a| a.0);
        assert_eq!(ours, std);
        let mut order: Vec<usize> = (0..v.len()).collect();
        sort_indices(&mut order, &|a, b| v[b].0.cmp(&v[a].0));
        assert_eq!(order, [0, 3, 7, 8, 2, 6, 1, 4, 9, 5]);
        let mut empty: Vec<String> = Vec::new();
        sort_by(&mut empty, Ord::cmp);
        assert!(empty.is_empty());
        let mut f = vec![2.0, f64::NAN, -0.0, 0.0, f64::NEG_INFINITY, 1.0];
        sort_f64(&mut f);
        assert_eq!(format!("{f:?}"), "[-inf, -0.0, 0.0, 1.0, 2.0, NaN]");
    }
}
