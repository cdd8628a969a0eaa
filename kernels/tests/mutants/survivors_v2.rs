//! Judged survivors of suite v2's tasks, one list per task group (the groups of
//! `kernels/src/reference/{l1/irregular, l1/media, l2/pipelines, l3/graphs}.rs`), in the format of
//! [`KNOWN_SURVIVORS`](super::KNOWN_SURVIVORS): (task id, mutant description, why, the reasoning).
//! Mirrored in `docs/MUTANTS.md`.

use super::Why;

type Survivors = &'static [(&'static str, &'static str, Why, &'static str)];

/// Level-1 sorting, suppression, compaction, sparse and general convolution, ray intersection.
#[rustfmt::skip]
pub(super) const IRREGULAR: Survivors = &[
    ("l1_nms", r#"line 75:25: "<" → "<=" in "for (var j = lid; j < p.B; j += 256u) {""#, Why::Equivalent, "the extra j = B is no sorted position: it can only clear alive bit B / 256 of invocation B % 256, which owns no position there and never writes it out"),
    ("l1_stream_compact", r#"line 31:28: "<" → "<=" in "for (var off = 1u; off < 256u; off <<= 1u) {""#, Why::Equivalent, "the extra step off = 256 adds 0: lid ≥ 256 never holds in a 256-wide workgroup"),
];

/// Level-1 image, audio and quantised-language operators.
#[rustfmt::skip]
pub(super) const MEDIA: Survivors = &[
    ("l1_stft", r#"line 47:24: "<" → "<=" in "for (var n = 1u; n < p.NFFT; n++) {""#, Why::Equivalent, "the extra term n = NFFT has window weight 0.5 − 0.5·cos(2π) = 0 in f32 (its sample index may reflect to −1, an out-of-bounds read that WGSL keeps finite), so it adds 0"),
    ("l1_stft", r#"line 24:74: "1.0" → "1.1" in "let s = r * (1.0 - r2 / 6.0 * (1.0 - r2 / 20.0 * (1.0 - r2 / 42.0 * (1.0 - r2 / 72.0 * (1.0 - r2 / 110.0)))));""#, Why::Equivalent, "adds 0.1·r^9/9! to the sine series on |r| ≤ π/4: at most 3e-8, below the f32 rounding of the sine it changes"),
];

/// Level-2 fused pipelines.
#[rustfmt::skip]
pub(super) const PIPELINES: Survivors = &[
    ("l2_kalman_batch", r#"line 70:39: "nw.x" → "nw.y" in "for (var i = gid.x; i < p.N; i += nw.x * WG) {""#, Why::Equivalent, "the grid stride becomes one workgroup's width: every invocation also recomputes the tracks 64, 128, … ahead of it, writing the same values again (slower, never different)"),
    ("l2_kalman_batch", r#"line 7:17: "64u" → "65u" in "const WG: u32 = 64u;""#, Why::Equivalent, "a 65-wide workgroup with the grid stride that matches it: the default launch still covers every track"),
    ("l2_paged_gqa_attention", r#"line 64:26: "<" → "<=" in "for (var c0 = 0u; c0 < n; c0 += CHUNK) {""#, Why::Equivalent, "the extra chunk starts at c0 = n (only when n is a multiple of 2048) and holds no key: its max is the initial −3e38, so the rescale factor is exp(0) = 1 and it adds 0 to the sum and to every partial output"),
    ("l2_paged_gqa_attention", r#"line 63:15: "0.0" → "0.1" in "var acc = 0.0;""#, Why::Equivalent, "the first chunk rescales the partial output by exp(−3e38 − max) = 0, which clears the initial 0.1"),
];

/// Level-3 compact model graphs.
#[rustfmt::skip]
pub(super) const GRAPHS: Survivors = &[
    ("l3_decoder_layer", r#"line 154:15: "0.0" → "0.1" in "var acc = 0.0;""#, Why::Equivalent, "adds 0.1/√DH to every score of a row: softmax is invariant to the shift, and the scores are scratch"),
    ("l3_tiled_light_culling", r#"line 50:44: "<" → "<=" in "flag[l] = select(0u, 1u, dot(d, d) < r * r);""#, Why::Equivalent, "also keeps a light whose sphere only touches the tile's box: every pixel's point is at distance ≥ r from it, so it reaches none (d < r fails) and adds nothing"),
];
