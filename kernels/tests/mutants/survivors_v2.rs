//! Judged survivors of suite v2's tasks, one list per task group (the groups of
//! `kernels/src/reference/{l1/irregular, l1/media, l2/pipelines, l3/graphs}.rs`), in the format of
//! [`KNOWN_SURVIVORS`](super::KNOWN_SURVIVORS): (task id, mutant description, why, the reasoning).
//! Mirrored in `docs/MUTANTS.md`.

use super::Why;

type Survivors = &'static [(&'static str, &'static str, Why, &'static str)];

/// Level-1 sorting, suppression, compaction, sparse and general convolution, ray intersection.
#[rustfmt::skip]
pub(super) const IRREGULAR: Survivors = &[
];

/// Level-1 image, audio and quantised-language operators.
#[rustfmt::skip]
pub(super) const MEDIA: Survivors = &[
];

/// Level-2 fused pipelines.
#[rustfmt::skip]
pub(super) const PIPELINES: Survivors = &[
];

/// Level-3 compact model graphs.
#[rustfmt::skip]
pub(super) const GRAPHS: Survivors = &[
    ("l3_decoder_layer", r#"line 154:15: "0.0" → "0.1" in "var acc = 0.0;""#, Why::Equivalent, "adds 0.1/√DH to every score of a row: softmax is invariant to the shift, and the scores are scratch"),
    ("l3_tiled_light_culling", r#"line 50:44: "<" → "<=" in "flag[l] = select(0u, 1u, dot(d, d) < r * r);""#, Why::Equivalent, "also keeps a light whose sphere only touches the tile's box: every pixel's point is at distance ≥ r from it, so it reaches none (d < r fails) and adds nothing"),
];
