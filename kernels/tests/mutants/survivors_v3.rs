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
    ("l2_int8_conv_requant", r#"line 57:67: "0" → "1" in "let pad_left = max(i32((ow - 1u) * p.STRIDE + 3u) - i32(p.W), 0) / 2;""#, Why::Equivalent, "SAME's total padding (OW − 1)·STRIDE + 3 − W is never below 1 (2 at stride 1; 1 or 2 at stride 2), so neither max binds, and ⌊0 / 2⌋ = ⌊1 / 2⌋ = 0 besides"),
    ("l2_cross_attention", r#"line 60:26: "64u" → "65u" in "for (var i = 1u; i < 64u; i++) {""#, Why::Race, "the row max also reads part[64], one past the 64 partial maxima: WGSL lets an adapter return any element of the array (lavapipe does, which leaves the max unchanged) or 0, which only shifts every logit (softmax is invariant) unless all of a row's logits lie below about −88"),
];

/// Level-3 compact model graphs.
#[rustfmt::skip]
pub(super) const GRAPHS: Survivors = &[
    ("l3_conformer_conv_module", r#"line 73:21: "- 1u" → "- 0u" in "let half = (p.K - 1u) / 2u;""#, Why::Equivalent, "K is odd (constraint K % 2 == 1), so K / 2 and (K − 1) / 2 are the same integer"),
    ("l3_mobilebert_ffn_stack", r#"line 25:11: "<" → "<=" in "if (j < p.B) {""#, Why::Equivalent, "invocation j = B (there is one only for B < 128: the workgroup has 128) also computes a bottleneck feature B from in-bounds weights and stores it in hs[B], which nothing reads: every later loop reads hs[c] for c < B only, and the FFNs' own writes keep their j < B guard"),
    ("l3_whisper_decoder_step", r#"line 180:25: "<" → "<=" in "for (var t = lid; t < n; t += 64u) {""#, Why::Race, "the row max also reads att[base + n], one past the row: the next head's first score, the first cross-attention slot (0, or a probability from the previous launch) after the last self row, or past the scratch's end after the last cross row, where WGSL lets an adapter return any element or 0; a larger max only shifts every exponent (softmax is invariant) unless it exceeds the row's scores by ~87, and the scores here are O(1)–O(10)"),
    ("l3_mobilevit_block", r#"line 216:25: "<" → "<=" in "for (var j = lid; j < seq(); j += 64u) {""#, Why::Race, "the softmax's row max also reads one score past its row: for every row but the last the next row's first score, which only shifts the exponents (softmax is invariant to it) unless it exceeds the row's own max by about 88, which no drawn or edge input comes near (the `constant_weights` edge set ties every row); the last row reads past the 4·NH·N² scores into `big`'s tail or past the buffer, a value WGSL leaves to the adapter (lavapipe's leaves the max unchanged)"),
];

/// Level-3 graphs of the speaker-embedding and tracking group (`l3_xvector_embedding`, `l3_siamfc_tracker`).
#[rustfmt::skip]
pub(super) const SPEAKER_TRACK: Survivors = &[
    ("l3_xvector_embedding", r#"line 130:40: "1e-12" → "1e-11" in "emb[e] = ys[e] / max(sqrt(ss), 1e-12);""#, Why::Equivalent, "the floor binds only where 0 < ‖y‖ < 1e-11: y is exactly 0 on `zero_weights` (0 divided by either floor is 0) and otherwise y is a bias plus 2C products of O(0.1–1,000) statistics with N(0, 0.3) weights, whose norm falls below 1e-11 with a probability of order 1e-10 per draw"),
    ("l3_siamfc_tracker", r#"line 149:58: "<" → "<=" in "if (ov > best_v[t] || (ov == best_v[t] && oi < best_i[t])) {""#, Why::Equivalent, "oi = best_i[t] only for two invocations that saw no entry (both 0xffffffff with the value −3e38; every entry is scanned by exactly one invocation, so real indices never repeat): taking the other pair of the same value and index changes nothing"),
];

/// Level-2 RGB-D geometry.
#[rustfmt::skip]
pub(super) const RGBD: Survivors = &[
    ("l2_depth_normals", r#"line 56:20: ">" → ">=" in "if (dot(n, pc) > 0.0) {""#, Why::Equivalent, "n·p is never 0 where a normal is computed: with central differences n·p = det[a, b, p] = d_c·(d_r + d_l)·(d_d + d_u)/(fx·fy) > 0 for valid depths (the pinhole map and a shift to the pixel are linear, so the triple product reduces to pixel coordinates), and measured in f32 over 2 M rough random pixels it never rounds to ≤ 0"),
    ("l2_depth_normals", r#"line 59:37: "1e-30" → "1e-29" in "store(1u, i, n / max(length(n), 1e-30));""#, Why::Equivalent, "the guard never binds: ‖n‖ ≥ n·p/‖p‖ with n·p = d_c·(d_r + d_l)·(d_d + d_u)/(fx·fy) ≥ 0.1·0.2·0.2/2,000² = 1e-9 and ‖p‖ ≤ 20·√(2·20² + 1) < 570 (depths in [0.1, 20], |u − cx| ≤ 2,048 against fx ≥ 100), so ‖n‖ > 1.7e-12, far above 1e-29"),
];

/// Level-2 mixture-of-experts routing (`l2_moe_router_topk`).
#[rustfmt::skip]
pub(super) const MOE: Survivors = &[
    ("l2_moe_router_topk", r#"line 144:15: "<" → "<=" in "if (i < n && ids[i] == e) {""#, Why::Equivalent, "the guard never binds: the loop runs i < hi = min((lid + 1)·chunk, n) ≤ n, so i < n and i ≤ n agree on every i it reaches (the guard only makes the loop bound's own off-by-one mutant harmless: an extra slot hi < n is placed at the next chunk's first position with the same value the next invocation writes there)"),
];
