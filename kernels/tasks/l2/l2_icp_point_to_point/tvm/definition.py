"""l2_icp_point_to_point: nearest-target correspondences, the centroids p̄ (sources) and q̄ (their
matches), and H = (1/N)·Σ_i (p_i − p̄)(q_i − q̄)ᵀ, two-pass.

Stages: `arg`/`best`, l1_nearest_neighbor_3d's tuple comm-reducer (`ops.nearest_point`: the smaller
distance wins, a tie keeps the smaller index), one work-group of 256 per source (`row_reduce`); `csum`, the six
coordinate sums over the sources and over tgt[arg[i]] (a gather by the matched index), one
work-group each; `p_mean`, `q_mean` = sum / N; `H`, the nine sums of centred products / N over the
matches, reading the centroids (the second pass), one work-group per cell. Eight storage buffers in
all (2 inputs, 3 outputs, 3 scratch), the contract's limit.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import nearest_point
from ekb_tvm.schedules import elementwise, row_reduce


def compute() -> Definition:
    n, m = te.var("N"), te.var("M")
    src = te.placeholder((n, 3), "float32", name="src")
    tgt = te.placeholder((m, 3), "float32", name="tgt")
    arg, best = nearest_point(src, tgt, n, m, "arg")
    nf = n.astype("float32")
    # Coordinate sums: 0 … 2 over the sources, 3 … 5 over their matches tgt[arg[i]] (a gather).
    i1 = te.reduce_axis((0, n), name="i1")
    csum = te.compute(
        (6,),
        lambda k: te.sum(te.if_then_else(k < 3, src[i1, te.min(k, 2)], tgt[arg[i1], te.max(k - 3, 0)]), axis=i1),
        name="csum",
    )
    p_mean = te.compute((3,), lambda c: csum[c] / nf, name="p_mean")
    q_mean = te.compute((3,), lambda c: csum[c + 3] / nf, name="q_mean")
    # The second pass: centred products, each scaled by 1/N before the sum (a TE reduction cannot be
    # divided afterwards in the same stage, and a separate sum buffer would exceed 8 storage buffers).
    i2 = te.reduce_axis((0, n), name="i2")
    h = te.compute(
        (3, 3),
        lambda r, c: te.sum((src[i2, r] - p_mean[r]) * (tgt[arg[i2], c] - q_mean[c]) / nf, axis=i2),
        name="H",
    )
    return Definition(params=[n, m], inputs=[src, tgt], outputs=[h, p_mean, q_mean], scratch=[arg, best, csum])


def _cells_reduce(sch, block: str, target: str, threads: int = 256) -> None:
    """`row_reduce` for a 3×3 output: the two spatial loops fused onto blockIdx.x, the sum over the
    N matches across `threads` invocations (TVM's cross-thread all-reduce)."""
    if target == "c":
        return
    b = sch.get_sblock(block)
    r, c, k = sch.get_loops(b)
    cell = sch.fuse(r, c)
    _ko, ki = sch.split(k, [None, threads])
    sch.bind(cell, "blockIdx.x")
    sch.bind(ki, "threadIdx.x")


def schedule(sch, target: str) -> None:
    row_reduce(sch, "arg", target)
    row_reduce(sch, "csum", target)
    elementwise(sch, "p_mean", target)
    elementwise(sch, "q_mean", target)
    _cells_reduce(sch, "H", target)
