"""l1_nearest_neighbor_3d: idx[i] = the smallest j with d(i, j) = min_k d(i, k), d2[i] = that minimum,
d(i, j) = |src[i] − tgt[j]|².

A TE stage (`ops.nearest_point`) with a tuple comm-reducer over (index, distance), l1_argmax's pattern with the comparison
reversed: the smaller distance wins, equal distances keep the smaller index (so the reduction order
does not matter, and the exact integer distances make ties exact); both halves land in scratch
buffers (`row_reduce`: one work-group of 256 per source point, combined by TVM's cross-thread
all-reduce). Two elementwise kernels write idx (as u32: the reducer's identity index is −1, which a
u32 reducer cannot hold in TVM 0.27) and d2.
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
    idx = te.compute((n,), lambda i: arg[i].astype("uint32"), name="idx")
    d2 = te.compute((n,), lambda i: best[i], name="d2")
    return Definition(params=[n, m], inputs=[src, tgt], outputs=[idx, d2], scratch=[arg, best])


def schedule(sch, target: str) -> None:
    row_reduce(sch, "arg", target)
    elementwise(sch, "idx", target)
    elementwise(sch, "d2", target)
