"""l3_llm_decode_q4: one token through a LLaMA-style layer on GGML Q4_0 weights with grouped-query
attention, as six TVM kernels (six plan passes) over two scratch buffers, each holding two stages in
turn (4 inputs + 2 outputs + 2 scratch = the 8 storage buffers a program may bind) — the structure of
`l3_llm_decode_step`'s definition, with every weight dequantised where it is read:

1. `qh` ← q = RoPE(Wq·(RMS(x) ⊙ (1 + g1))) — RMS's Σ x² (D serial) computed at each element, each
   rotated value from its own and its pair partner's dot product (two producers; GGML's adjacent
   pairs: the partner of column c is c ^ 1);
2. kv_new = [RoPE(Wk·a), Wv·a], as in 1;
3. `oh` ← o[h·dh + e] = Σ_t p_t·V_t,g[e], g = h / (NH/NKV), over the positions t ≤ P (the cache, then
   kv_new): one work-group of 32 per output, the row's maximum, sum and weighted sum each a
   cross-thread reduction over the positions (`element_reduce`), each score recomputed at its
   position (dh products);
4. `qh` ← h1 = x + Wo·o (q is dead: only kernel 3 reads it);
5. `oh` ← hidden = SiLU(Wg·n) ⊙ (Wu·n), n = RMS(h1) ⊙ (1 + g2) (o is dead: only kernel 4 reads it);
6. y = h1 + Wd·hidden.

A Q4_0 weight W[n, k] = (q − 8)·d[n, k/32], q the nibble (k % 32) % 16 of the block — the low nibble
of its byte for k % 32 < 16, the high one after — unpacked in the expression (as l1_gemv_q4_0's).
Schedule: `per_output` on each (kv_new: `rows = 1`), reductions serial, but the attention (above).
Sizes as `positive_params` but P (its domain starts at 0).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import element_reduce, per_output


def _dot(n, k_extent, lhs, rhs, name):
    """The stage Σ_k lhs(k)·rhs(i, k) over [n]."""
    k = te.reduce_axis((0, k_extent), name=f"{name}_k")
    return te.compute((n,), lambda i: te.sum(lhs(k) * rhs(i, k), axis=k), name=name)


def compute(target: str) -> Definition:
    params, (d, nh, nkv, f, _p) = positive_params(target, "D", "NH", "NKV", "F", "P")
    p = params[4]  # P's domain starts at 0: the var itself, never max(P, 1)
    eps = te.var("eps", "float32")
    dh = d // nh
    half = dh // 2
    group = nh // nkv
    dkv = dh * nkv
    rows_d = 2 * d + 2 * dkv + 2 * f  # rows of the three D-wide matrices
    xr = te.placeholder((d + dh,), "float32", name="xr")
    wq = te.placeholder((rows_d * (d // 8) + d * (f // 8),), "uint32", name="wq")
    fw = te.placeholder((2 * d + rows_d * (d // 32) + d * (f // 32),), "float32", name="fw")
    kv_cache = te.placeholder((2, p, dkv), "float32", name="kv_cache")
    n = d.astype("float32")

    def weight(row, k, k_in, words0, scales0):
        """W[row, k] of the Q4_0 matrix with K = k_in whose words start at words0, scales at scales0."""
        e = k % 32
        j = e % 16
        word = wq[words0 + row * (k_in // 8) + (k // 32) * 4 + j // 4]
        q = (word >> (8 * (j % 4) + 4 * (e // 16)).astype("uint32")) & te.const(15, "uint32")
        return (q.astype("float32") - 8.0) * fw[scales0 + row * (k_in // 32) + k // 32]

    def w_d(row0):
        """Row row0 + i of the D-wide matrices (Wqkv, Wo, Wgu stacked), as a (i, k) function."""
        return lambda i, k: weight(row0 + i, k, d, 0, 2 * d)

    r_o, r_gu = d + 2 * dkv, 2 * d + 2 * dkv

    def w_down(i, k):
        return weight(i, k, f, rows_d * (d // 8), 2 * d + rows_d * (d // 32))

    def sum_sq(src, name):
        k = te.reduce_axis((0, d), name=f"{name}_k")
        return te.compute((1,), lambda _i: te.sum(src[k] * src[k], axis=k), name=name)

    ss_q, ss_kv = sum_sq(xr, "ss_q"), sum_sq(xr, "ss_kv")

    def normed(ss):
        return lambda k: xr[k] / te.sqrt(ss[0] / n + eps) * (1.0 + fw[k])

    def partner(c):
        """GGML's normal RoPE pairs columns 2i and 2i + 1 of a head (dh even, heads start at even columns)."""
        return te.if_then_else(c % 2 == 0, c + 1, c - 1)

    def rope(c, own, other):
        i = (c % dh) // 2
        cs, sn = xr[d + i], xr[d + half + i]
        return te.if_then_else(c % 2 == 0, own * cs - other * sn, own * cs + other * sn)

    a_q, a_kv = normed(ss_q), normed(ss_kv)
    q_own = _dot(d, d, a_q, w_d(0), "q_own")
    q_other = _dot(d, d, a_q, lambda i, k: weight(partner(i), k, d, 0, 2 * d), "q_other")
    q = te.compute((d,), lambda c: rope(c, q_own[c], q_other[c]), name="qh")

    # kv_new[s, e]: s = 0 the rotated key (Wqkv row D + e), s = 1 the value (row D + Dkv + e).
    kk = te.reduce_axis((0, d), name="kv_own_k")
    kv_own = te.compute((2, dkv), lambda s, e: te.sum(a_kv(kk) * weight(d + s * dkv + e, kk, d, 0, 2 * d), axis=kk), name="kv_own")
    kv_other = _dot(dkv, d, a_kv, lambda e, k: weight(d + partner(e), k, d, 0, 2 * d), "kv_other")
    kv_new = te.compute(
        (2, dkv),
        lambda s, e: te.if_then_else(s == 0, rope(e, kv_own[s, e], kv_other[e]), kv_own[s, e]),
        name="kv_new",
    )

    def kv(s, t, col):
        """Key (s = 0) or value (s = 1) column `col` of position t: the cache for t < P, else kv_new."""
        return te.if_then_else(t < p, kv_cache[s, te.max(te.min(t, p - 1), 0), col], kv_new[s, col])

    def kv_col(c, e):
        """Column e of the KV head that output column c's query head reads."""
        return (c // dh // group) * dh + e

    scale = 1.0 / te.sqrt(dh.astype("float32"))
    # P + 1 positions (≤ 2,049 in the domain), capped: over an unbounded int32 var TVM's buffer
    # compaction overflows int32 bounding the scores' extent.
    n_pos = te.min(p + 1, 65536)

    def score(name):
        """The stage q_h·K_t,g over [D, P + 1] (one per use: each is computed at its reduction's key)."""
        ke = te.reduce_axis((0, dh), name=f"{name}_k")
        return te.compute((d, n_pos), lambda c, t: te.sum(q[(c // dh) * dh + ke] * kv(0, t, kv_col(c, ke)), axis=ke), name=name)

    dot1, dot2, dot3 = score("dot1"), score("dot2"), score("dot3")
    k1, k2, k3 = (te.reduce_axis((0, n_pos), name=f"k{i}") for i in (1, 2, 3))
    mx = te.compute((d,), lambda c: te.max(dot1[c, k1] * scale, axis=k1), name="row_max")
    sm = te.compute((d,), lambda c: te.sum(te.exp(dot2[c, k2] * scale - mx[c]), axis=k2), name="row_sum")
    pv = te.compute((d,), lambda c: te.sum(te.exp(dot3[c, k3] * scale - mx[c]) * kv(1, k3, kv_col(c, c % dh)), axis=k3), name="pv")
    o = te.compute((d,), lambda c: pv[c] / sm[c], name="oh")

    proj = _dot(d, d, lambda k: o[k], w_d(r_o), "proj")
    h1 = te.compute((d,), lambda j: xr[j] + proj[j], name="qh")

    ss2 = sum_sq(h1, "ss2")

    def c2(k):
        return h1[k] / te.sqrt(ss2[0] / n + eps) * (1.0 + fw[d + k])

    gate = _dot(f, d, c2, w_d(r_gu), "gate")
    up = _dot(f, d, c2, w_d(r_gu + f), "up")
    hidden = te.compute((f,), lambda j: gate[j] / (1.0 + te.exp(-gate[j])) * up[j], name="oh")
    down = _dot(d, f, lambda k: hidden[k], w_down, "down")
    y = te.compute((d,), lambda j: h1[j] + down[j], name="y")
    return Definition(
        params=[*params, eps],
        inputs=[xr, wq, fw, kv_cache],
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
