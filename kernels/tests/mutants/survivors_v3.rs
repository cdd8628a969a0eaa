//! Judged survivors of suite v3's tasks, one list per task group, in the format of
//! [`KNOWN_SURVIVORS`](super::KNOWN_SURVIVORS): (task id, mutant description, why, the reasoning).
//! Mirrored in `docs/MUTANTS.md`. A group with no entry had every mutant caught.

use super::Why;

type Survivors = &'static [(&'static str, &'static str, Why, &'static str)];

/// Level-1 precision traps and quantised operators.
#[rustfmt::skip]
pub(super) const PRECISION: Survivors = &[
    ("l1_logsumexp", r#"line 18:14: "3.0e38" → "3.3e38" in "var m = -3.0e38;""#, Why::Equivalent, "the initial running max only: every input is finite and ≥ −10,000, above both −3.0e38 and −3.3e38 (the first element replaces it and scales the empty sum 0 by exp(…) = 0)"),
    ("l1_logsumexp", r#"line 22:15: ">" → ">=" in "if (v > m) {""#, Why::Equivalent, "at v = m both branches give s + 1: s·exp(0) + 1 and s + exp(0), exp(0) being exactly 1"),
    ("l1_logsumexp", r#"line 37:20: ">" → ">=" in "if (mi > row_max) {""#, Why::Equivalent, "at mi = row_max both branches give total + part_s[i] (exp(0) is exactly 1)"),
    ("l1_logsumexp", r#"line 32:16: "0u" → "1u" in "if (lid == 0u) {""#, Why::Equivalent, "which one invocation merges the 64 partials after the barrier does not matter: every partial is in workgroup memory"),
    ("l1_kahan_sum", r#"line 19:20: "30u" → "31u" in "let z = p.R >> 30u;""#, Why::Equivalent, "z only has to be 0 and unknown to the compiler: R ≤ 65,535 < 2^30, so R >> 30 and R >> 31 are both 0"),
    ("l1_kahan_sum", r#"line 32:16: "0u" → "1u" in "if (lid == 0u) {""#, Why::Equivalent, "which one invocation merges the 64 (sum, compensation) pairs after the barrier does not matter: every pair is in workgroup memory"),
];

/// Level-1 irregular work: ragged and segmented reductions, scatters, sparse products, sorts.
#[rustfmt::skip]
pub(super) const IRREGULAR: Survivors = &[
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
