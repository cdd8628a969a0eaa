"""l1_argmax: idx[r] = the smallest c with X[r, c] = max_j X[r, j].

A TE stage with a tuple comm-reducer over (index, value): the larger value wins, equal values
keep the smaller index (so the reduction order does not matter; TVM's own argmax pattern); both halves land in scratch
buffers (`row_reduce`: one work-group of 256 per row, combined by TVM's cross-thread all-reduce).
A second kernel converts the index to u32 (`elementwise`): the pattern's identity index is −1,
so a u32 index in the reducer fails in TVM 0.27 ("cannot make uint from negative value -1").
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import argmax_reducer
from ekb_tvm.schedules import elementwise, row_reduce


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    argmax = argmax_reducer()
    k = te.reduce_axis((0, c), name="k")
    arg, best = te.compute((r,), lambda i: argmax((k.var, x[i, k]), axis=k), name="arg")
    idx = te.compute((r,), lambda i: arg[i].astype("uint32"), name="idx")
    return Definition(params=[r, c], inputs=[x], outputs=[idx], scratch=[arg, best])


def schedule(sch, target: str) -> None:
    row_reduce(sch, "arg", target)
    elementwise(sch, "idx", target)
