"""l3_llm_decode_step: one token through a LLaMA-style block over a KV cache as six TVM kernels (six
plan passes) over two scratch buffers, each holding two stages in turn (4 inputs + 2 outputs + 2
scratch = the 8 storage buffers a program may bind), as `l3_decoder_layer` (T = 1, one KV head per
query head):

1. `qh` ← q = RoPE(RMS(x) ⊙ (1 + g1)·Wq) — RMS's Σ x² (D serial) computed at each element, each
   rotated value from its own and its partner column's dot product (two producers);
2. kv_new = [RoPE(k), v], as in 1;
3. `oh` ← o[h·dh + e] = Σ_t p_t·V_t,h[e] over the positions t ≤ P (the cache, then kv_new): one
   work-group of 32 per output, the row's maximum, sum and weighted sum each a cross-thread
   reduction over the positions (`element_reduce`), each score q_h·K_t,h / sqrt(dh) recomputed at
   its position (dh products): 3·⌈2,049 / 32⌉·128 = 24,960 loop iterations per invocation at the
   timed shape, within llvmpipe's 65,535 (one invocation per output looping over every position
   would take 262,272);
4. `qh` ← h1 = x + o·Wo (q is dead: only kernel 3 reads it);
5. `oh` ← hidden = SiLU(c·Wg) ⊙ (c·Wu), c = RMS(h1) ⊙ (1 + g2) (o is dead: only kernel 4 reads it);
6. y = h1 + hidden·Wd.

Stages of one name share one scratch buffer (`ekb_tvm.build`), a later one written only after every
read of the earlier. Weights are slices of `weights` at the task's offsets. Schedule: `per_output`
on each (kv_new: `rows = 1`), reductions serial, but the attention (`element_reduce`, above).
Sizes as `positive_params` but P (its domain starts at 0).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import rotate_half, rotate_half_partner
from ekb_tvm.schedules import element_reduce, per_output


def _dot(n, k_extent, lhs, rhs, name):
    """The stage Σ_k lhs(k)·rhs(i, k) over [n]."""
    k = te.reduce_axis((0, k_extent), name=f"{name}_k")
    return te.compute((n,), lambda i: te.sum(lhs(k) * rhs(i, k), axis=k), name=name)


def compute(target: str) -> Definition:
    params, (d, nh, f, _p) = positive_params(target, "D", "NH", "F", "P")
    p = params[3]  # P's domain starts at 0: the var itself, never max(P, 1)
    eps = te.var("eps", "float32")
    dh = d // nh
    half = dh // 2
    x = te.placeholder((d,), "float32", name="x")
    weights = te.placeholder((2 * d + 4 * d * d + 3 * d * f,), "float32", name="weights")
    kv_cache = te.placeholder((2, p, d), "float32", name="kv_cache")
    rope_cs = te.placeholder((dh,), "float32", name="rope_cs")
    w_qkv, w_o, g2 = d, d + 3 * d * d, d + 4 * d * d
    w_gu, w_d = 2 * d + 4 * d * d, 2 * d + 4 * d * d + 2 * d * f
    n = d.astype("float32")

    def sum_sq(src, name):
        k = te.reduce_axis((0, d), name=f"{name}_k")
        return te.compute((1,), lambda _i: te.sum(src[k] * src[k], axis=k), name=name)

    # RMS's Σ x² once per kernel that needs it (a stage computed at one kernel's element).
    ss_q, ss_kv = sum_sq(x, "ss_q"), sum_sq(x, "ss_kv")

    def normed(ss):
        return lambda k: x[k] / te.sqrt(ss[0] / n + eps) * (1.0 + weights[k])

    def rope(c, own, other):
        return rotate_half(c, dh, own, other, lambda i: rope_cs[i], lambda i: rope_cs[half + i])

    def w_col(col):
        return lambda i, k: weights[w_qkv + k * 3 * d + col(i)]

    a_q, a_kv = normed(ss_q), normed(ss_kv)
    q_own = _dot(d, d, a_q, w_col(lambda c: c), "q_own")
    q_other = _dot(d, d, a_q, w_col(lambda c: rotate_half_partner(c, dh)), "q_other")
    q = te.compute((d,), lambda c: rope(c, q_own[c], q_other[c]), name="qh")

    # kv_new[s, e]: s = 0 the rotated key (Wqkv column D + e), s = 1 the value (column 2D + e).
    kk = te.reduce_axis((0, d), name="kv_own_k")
    kv_own = te.compute((2, d), lambda s, e: te.sum(a_kv(kk) * weights[w_qkv + kk * 3 * d + d + s * d + e], axis=kk), name="kv_own")
    kv_other = _dot(d, d, a_kv, w_col(lambda e: d + rotate_half_partner(e, dh)), "kv_other")
    kv_new = te.compute(
        (2, d),
        lambda s, e: te.if_then_else(s == 0, rope(e, kv_own[s, e], kv_other[e]), kv_own[s, e]),
        name="kv_new",
    )

    def kv(s, t, col):
        """Key (s = 0) or value (s = 1) column `col` of position t: the cache for t < P, else kv_new."""
        return te.if_then_else(t < p, kv_cache[s, te.max(te.min(t, p - 1), 0), col], kv_new[s, col])

    scale = 1.0 / te.sqrt(dh.astype("float32"))
    # P + 1 positions (≤ 2,049 in the domain), capped: over an unbounded int32 var TVM's buffer
    # compaction overflows int32 bounding the scores' extent.
    n_pos = te.min(p + 1, 65536)
    def score(name):
        """The stage q_h·K_t,h over [D, P + 1] (one per use: each is computed at its reduction's key)."""
        ke = te.reduce_axis((0, dh), name=f"{name}_k")
        return te.compute((d, n_pos), lambda c, t: te.sum(q[(c // dh) * dh + ke] * kv(0, t, (c // dh) * dh + ke), axis=ke), name=name)

    dot1, dot2, dot3 = score("dot1"), score("dot2"), score("dot3")
    k1, k2, k3 = (te.reduce_axis((0, n_pos), name=f"k{i}") for i in (1, 2, 3))
    mx = te.compute((d,), lambda c: te.max(dot1[c, k1] * scale, axis=k1), name="row_max")
    sm = te.compute((d,), lambda c: te.sum(te.exp(dot2[c, k2] * scale - mx[c]), axis=k2), name="row_sum")
    pv = te.compute((d,), lambda c: te.sum(te.exp(dot3[c, k3] * scale - mx[c]) * kv(1, k3, c), axis=k3), name="pv")
    o = te.compute((d,), lambda c: pv[c] / sm[c], name="oh")

    proj = _dot(d, d, lambda k: o[k], lambda j, k: weights[w_o + k * d + j], "proj")
    h1 = te.compute((d,), lambda j: x[j] + proj[j], name="qh")

    ss2 = sum_sq(h1, "ss2")

    def c2(k):
        return h1[k] / te.sqrt(ss2[0] / n + eps) * (1.0 + weights[g2 + k])

    gate = _dot(f, d, c2, lambda j, k: weights[w_gu + k * 2 * f + j], "gate")
    up = _dot(f, d, c2, lambda j, k: weights[w_gu + k * 2 * f + f + j], "up")
    hidden = te.compute((f,), lambda j: gate[j] / (1.0 + te.exp(-gate[j])) * up[j], name="oh")
    down = _dot(d, f, lambda k: hidden[k], lambda j, k: weights[w_d + k * d + j], "down")
    y = te.compute((d,), lambda j: h1[j] + down[j], name="y")
    return Definition(
        params=[*params, eps],
        inputs=[x, weights, kv_cache, rope_cs],
        outputs=[y, kv_new],
        scratch=[q, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "qh", target, producers=("q_own", "q_other", "ss_q"))
    per_output(sch, "kv_new", target, producers=("kv_own", "kv_other", "ss_kv"), rows=1)
    # One work-group per output, the positions split across it (three cross-thread reductions),
    # each score at its position in registers.
    element_reduce(sch, ("row_max", "row_sum", "pv"), "oh", target, threads=32)
    for dot, consumer in (("dot1", "row_max"), ("dot2", "row_sum"), ("dot3", "pv")):
        b = sch.get_sblock(dot)
        sch.compute_at(b, sch.get_loops(sch.get_sblock(consumer))[-1])
        if target != "c":
            sch.set_scope(b, 0, "local")
    per_output(sch, "qh_1", target, producers=("proj",))
    per_output(sch, "oh_1", target, producers=("gate", "up", "ss2"))
    per_output(sch, "y", target, producers=("down",))


# Two scratch buffers each hold two stages in turn, which TVM's C function cannot take (it checks
# each buffer argument's shape).
SKIP = {"c": "two stages share each scratch buffer, and TVM's C function checks every buffer argument's shape"}
