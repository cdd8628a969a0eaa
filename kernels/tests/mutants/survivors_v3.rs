//! Judged survivors of suite v3's tasks, one list per task group, in the format of
//! [`KNOWN_SURVIVORS`](super::KNOWN_SURVIVORS): (task id, mutant description, why, the reasoning).
//! Mirrored in `docs/MUTANTS.md`. A group with no entry had every mutant caught.

use super::Why;

type Survivors = &'static [(&'static str, &'static str, Why, &'static str)];

/// Level-1 precision traps and quantised operators.
#[rustfmt::skip]
pub(super) const PRECISION: Survivors = &[
];

/// Level-1 irregular work: ragged and segmented reductions, scatters, sparse products, sorts.
#[rustfmt::skip]
pub(super) const IRREGULAR: Survivors = &[
    ("l1_radix_sort_pairs", r#"line 65:28: "<" → "<=" in "for (var off = 1u; off < 256u; off <<= 1u) {""#, Why::Equivalent, "the extra step off = 256 adds 0: lid ≥ 256 never holds in a 256-wide workgroup"),
    ("l1_scatter_add", r#"line 27:40: "- 1u" → "- 0u" in "atomicAdd(&out[min(idx[i], p.M - 1u)], val[i]);""#, Why::Equivalent, "the clamp never binds: every idx is in [0, M) (the spec; dist int 0 … M − 1 and the edge sets' ranges within it)"),
];

/// Level-1 media coding and graphics operators.
#[rustfmt::skip]
pub(super) const MEDIA: Survivors = &[
];

/// Signal processing and robotics.
#[rustfmt::skip]
pub(super) const SIGNAL: Survivors = &[
];

/// Level-2 edge model blocks.
#[rustfmt::skip]
pub(super) const BLOCKS: Survivors = &[
];

/// Level-3 compact model graphs.
#[rustfmt::skip]
pub(super) const GRAPHS: Survivors = &[
];
