"""l2_paged_gqa_attention: causal grouped-query attention over a paged KV cache as three TE stages →
three TVM kernels (three plan passes), with the row statistics in two scratch buffers (q, k_cache,
v_cache, block_table, seq_lens, out + 2 = the 8 storage buffers a program may bind).

Row r = (b, t, h) attends to keys j ≤ pos = seq_lens[b] − T + t; key j's vectors are slot j mod P of
page block_table[b, ⌊j / P⌋], KV head ⌊h / G⌋. Its score s(r, j) = q·K_j / √D is a reduction stage
over D, recomputed where it is used (no B·T·HQ·NP·P buffer: the whole domain's scores would not fit
a binding):
1. `row_max` [B, T, HQ] (scratch): max_j s over j ≤ pos;
2. `row_sum` [B, T, HQ] (scratch): Σ_{j ≤ pos} exp(s − max);
3. `out`: Σ_j p(r, j)·V_j[d] with p = exp(s − max) / sum (0 past pos).
Schedule (GPU): one work-group of 128 per row, (b, t) on blockIdx.y and h on blockIdx.x (≤ 512 and
≤ 128: within 65,535 at every corner). The statistics split the keys across the 128 invocations, each
score at its key in registers, and combine them with TVM's cross-thread all-reduce (`row_reduce`'s
idea). `out` walks the keys 128 at a time (the keys padded to a whole chunk): each invocation computes
one key's p into work-group memory (its score a D-term dot product), then each invocation d < D adds
those 128 keys' p·V to its output. Per invocation ≤ ⌈NP·P / 128⌉·(D + 128) ≤ 32,768 loop steps:
within llvmpipe's 65,535. (Chunks of 256 took 12.5 s on lavapipe for the check path: short contexts
padded to 256 keys; 128: 5.5 s.) A score is computed only for a key its query sees.
No C baseline (`SKIP`): TVM's C function repeats its signature in each of its argument checks'
messages; even written for C with the statistics computed at each row of `out` (no scratch: six
buffers) it was 73 KiB adapted, over the 64 KiB text limit.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params

THREADS = 128


def compute(target: str) -> Definition:
    params, (nb, nt, hkv, g, d, p, np_, nphys) = positive_params(target, "B", "T", "HKV", "G", "D", "P", "NP", "NPHYS")
    hq, keys = hkv * g, np_ * p
    # The keys padded to whole chunks of THREADS: `prob`'s chunk in work-group memory has a constant
    # size (TVM's OpenCL codegen takes no other). Padded keys are past every pos: p = 0, reads clamped.
    padded = (keys + THREADS - 1) // THREADS * THREADS
    q = te.placeholder((nb, nt, hq, d), "float32", name="q")
    k_cache = te.placeholder((nphys, p, hkv, d), "float32", name="k_cache")
    v_cache = te.placeholder((nphys, p, hkv, d), "float32", name="v_cache")
    table = te.placeholder((nb, np_), "uint32", name="block_table")
    lens = te.placeholder((nb,), "uint32", name="seq_lens")
    scale = 1.0 / te.sqrt(d.astype("float32"))

    def kv(cache, b, j, h, e):
        """Key j's element e of KV head ⌊h / G⌋ in `cache` (j clamped to the last key)."""
        jj = te.min(j, keys - 1)
        return cache[table[b, jj // p].astype("int32"), jj % p, h // g, e]

    def visible(b, t, j):
        return j <= lens[b].astype("int32") - nt + t

    def score(name):
        """q·K_j over D (0 for a key the query does not see: no cache reads there)."""
        e = te.reduce_axis((0, d), name=f"{name}_e")
        return te.compute(
            (nb, nt, hq, padded),
            lambda b, t, h, j: te.sum(te.if_then_else(visible(b, t, j), q[b, t, h, e] * kv(k_cache, b, j, h, e), 0.0), axis=e),
            name=name,
        )

    s1, s2, s3 = score("s_max"), score("s_sum"), score("s_out")
    j1 = te.reduce_axis((0, padded), name="j1")
    mx = te.compute(
        (nb, nt, hq),
        lambda b, t, h: te.max(te.if_then_else(visible(b, t, j1), s1[b, t, h, j1] * scale, te.min_value("float32")), axis=j1),
        name="row_max",
    )
    j2 = te.reduce_axis((0, padded), name="j2")
    sm = te.compute(
        (nb, nt, hq),
        lambda b, t, h: te.sum(te.if_then_else(visible(b, t, j2), te.exp(s2[b, t, h, j2] * scale - mx[b, t, h]), 0.0), axis=j2),
        name="row_sum",
    )
    prob = te.compute(
        (nb, nt, hq, padded),
        lambda b, t, h, j: te.if_then_else(visible(b, t, j), te.exp(s3[b, t, h, j] * scale - mx[b, t, h]) / sm[b, t, h], 0.0),
        name="prob",
    )
    j3 = te.reduce_axis((0, padded), name="j3")
    out = te.compute(
        (nb, nt, hq, d),
        lambda b, t, h, e: te.sum(prob[b, t, h, j3] * kv(v_cache, b, j3, h, e), axis=j3),
        name="out",
    )
    return Definition(
        params=params,
        inputs=[q, k_cache, v_cache, table, lens],
        outputs=[out],
        scratch=[mx, sm],
        extra_args=params,
    )


def _rows(sch, block):
    """(b, t) fused on blockIdx.y, h on blockIdx.x; returns the block's remaining loops."""
    b, t, h, *rest = sch.get_loops(block)
    sch.bind(sch.fuse(b, t), "blockIdx.y")
    sch.bind(h, "blockIdx.x")
    return rest


def schedule(sch, target: str) -> None:
    for stat, s in (("row_max", "s_max"), ("row_sum", "s_sum")):
        blk = sch.get_sblock(stat)
        (j,) = _rows(sch, blk)
        _jo, ji = sch.split(j, [None, THREADS])
        sch.bind(ji, "threadIdx.x")
        sc = sch.get_sblock(s)
        sch.compute_at(sc, ji)
        sch.set_scope(sc, 0, "local")
    out = sch.get_sblock("out")
    e, j = _rows(sch, out)
    _eo, ei = sch.split(e, [None, THREADS])
    jo, ji = sch.split(j, [None, THREADS])
    sch.reorder(jo, ei, ji)
    sch.bind(ei, "threadIdx.x")
    prob = sch.get_sblock("prob")
    sch.compute_at(prob, jo)
    sch.set_scope(prob, 0, "shared")
    sch.bind(sch.get_loops(prob)[-1], "threadIdx.x")
    sc = sch.get_sblock("s_out")
    sch.compute_at(sc, sch.get_loops(prob)[-1])
    sch.set_scope(sc, 0, "local")


SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
