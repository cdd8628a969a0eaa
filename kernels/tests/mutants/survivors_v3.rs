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
];

/// Level-1 media coding and graphics operators.
#[rustfmt::skip]
pub(super) const MEDIA: Survivors = &[
    ("l1_dct8x8_quant", r#"line 21:12: ">=" → ">" in "if (bx >= bw || by >= (p.H + 7u) / 8u) {""#, Why::Equivalent, "never hit: the grid's x extent is exactly 64·ceil(W/8) (workgroup size 64 × 1), so bx < bw always"),
    ("l1_dct8x8_quant", r#"line 41:52: "<" → "<=" in "Y[(by * bw + bx) * 64u + i] = select(z, -z, f8 < 0);""#, Why::Equivalent, "differs only at f8 = 0, where z = (0 + 4q) / (8q) = 0 and −0 = 0"),
    ("l1_dct8x8_quant", r#"line 41:54: "0" → "1" in "Y[(by * bw + bx) * 64u + i] = select(z, -z, f8 < 0);""#, Why::Equivalent, "f8 < 1 is f8 ≤ 0 for integers: differs only at f8 = 0, where z = 0 = −z"),
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
