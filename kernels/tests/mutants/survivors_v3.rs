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
    ("l1_radix_sort_pairs", r#"line 65:28: "<" → "<=" in "for (var off = 1u; off < 256u; off <<= 1u) {""#, Why::Equivalent, "the extra step off = 256 adds 0: lid ≥ 256 never holds in a 256-wide workgroup"),
    ("l1_scatter_add", r#"line 27:40: "- 1u" → "- 0u" in "atomicAdd(&out[min(idx[i], p.M - 1u)], val[i]);""#, Why::Equivalent, "the clamp never binds: every idx is in [0, M) (the spec; dist int 0 … M − 1 and the edge sets' ranges within it)"),
];

/// Level-1 media coding and graphics operators.
#[rustfmt::skip]
pub(super) const MEDIA: Survivors = &[
    ("l1_dct8x8_quant", r#"line 21:12: ">=" → ">" in "if (bx >= bw || by >= (p.H + 7u) / 8u) {""#, Why::Equivalent, "never hit: the grid's x extent is exactly 64·ceil(W/8) (workgroup size 64 × 1), so bx < bw always"),
    ("l1_dct8x8_quant", r#"line 41:52: "<" → "<=" in "Y[(by * bw + bx) * 64u + i] = select(z, -z, f8 < 0);""#, Why::Equivalent, "differs only at f8 = 0, where z = (0 + 4q) / (8q) = 0 and −0 = 0"),
    ("l1_dct8x8_quant", r#"line 41:54: "0" → "1" in "Y[(by * bw + bx) * 64u + i] = select(z, -z, f8 < 0);""#, Why::Equivalent, "f8 < 1 is f8 ≤ 0 for integers: differs only at f8 = 0, where z = 0 = −z"),
    ("l1_sad_block_search", r#"line 14:16: "0u" → "1u" in "if (lid == 0u) {""#, Why::Equivalent, "which invocation stores the initial key 0xFFFFFFFF before the first barrier does not matter: the workgroup always has all 64 invocations and every one reaches the barrier before any atomicMin"),
];

/// Signal processing and robotics.
#[rustfmt::skip]
pub(super) const SIGNAL: Survivors = &[
    ("l1_nearest_neighbor_3d", r#"line 20:24: "<" → "<=" in "for (var j = 0u; j < p.M; j++) {""#, Why::Equivalent, "the extra target j = M reads past `tgt`, into the evaluator's guard tail on every implementation (its poison is a NaN), and NaN < bd is false, so the extra candidate never replaces the minimum"),
    ("l2_viterbi_decode", r#"line 26:11: "<" → "<=" in "if (j < p.S) {""#, Why::Equivalent, "invocation j = S (there is one only for S < 128) also writes delta[S], from a read past log_pi (the guard's NaN): a slot of the first half that nothing reads, since every step and the final argmax read delta[cur + i] for i < S only"),
    ("l2_viterbi_decode", r#"line 49:14: "0u" → "1u" in "if (j == 0u) {""#, Why::Equivalent, "invocation 1 instead of 0 takes the final argmax and walks ψ back: every invocation sees the same δ after the last barrier, and the workgroup always has 128"),
];

/// Level-2 edge model blocks.
#[rustfmt::skip]
pub(super) const BLOCKS: Survivors = &[
    ("l2_squeeze_excite", r#"line 35:11: "<" → "<=" in "if (c < p.C) {""#, Why::Equivalent, "the lane of channel C (one past the last) sums values it never stores: the write of the mean keeps its own c < C guard"),
    ("l2_squeeze_excite", r#"line 51:25: "<" → "<=" in "for (var r = lid; r < p.Cr; r += WG) {""#, Why::Race, "the extra hidden unit r = Cr is never read (the gate's sum stops at r < Cr); only at Cr = 256 does its store fall outside the 256-entry workgroup array, where WGSL lets an adapter drop it or clamp it onto hidden[255] (lavapipe drops it: a check shape has Cr = 256)"),
    ("l2_cross_attention", r#"line 60:26: "64u" → "65u" in "for (var i = 1u; i < 64u; i++) {""#, Why::Race, "the row max also reads part[64], one past the 64 partial maxima: WGSL lets an adapter return any element of the array (lavapipe does, which leaves the max unchanged) or 0, which only shifts every logit (softmax is invariant) unless all of a row's logits lie below about −88"),
];

/// Level-3 compact model graphs.
#[rustfmt::skip]
pub(super) const GRAPHS: Survivors = &[
    ("l3_mobilevit_block", r#"line 216:25: "<" → "<=" in "for (var j = lid; j < seq(); j += 64u) {""#, Why::Race, "the softmax's row max also reads one score past its row: for every row but the last the next row's first score, which only shifts the exponents (softmax is invariant to it) unless it exceeds the row's own max by about 88, which no drawn or edge input comes near (the `constant_weights` edge set ties every row); the last row reads past the 4·NH·N² scores into `big`'s tail or past the buffer, a value WGSL leaves to the adapter (lavapipe's leaves the max unchanged)"),
];
