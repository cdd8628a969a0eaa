"""l1_gemv_q4_0: y[m] = Σ_k d[m, k / 32] · (q(m, k) − 8) · x[k] over GGML Q4_0 rows.

One TE reduction over k, each weight's nibble unpacked in the expression (byte (k % 32) % 16 of the
block, low nibble for k % 32 < 16, high after); schedule `row_reduce`: one work-group of 256 per
row, combined by TVM's cross-thread all-reduce.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import row_reduce


def compute() -> Definition:
    m, k = te.var("M"), te.var("K")
    wq = te.placeholder((m, k // 8), "uint32", name="Wq")
    d = te.placeholder((m, k // 32), "float32", name="d")
    x = te.placeholder((k,), "float32", name="x")
    r = te.reduce_axis((0, k), name="r")

    def weight(i, kk):
        e = kk % 32
        j = e % 16
        word = wq[i, (kk // 32) * 4 + j // 4]
        shift = (8 * (j % 4) + 4 * (e // 16)).astype("uint32")
        q = (word >> shift) & te.const(15, "uint32")
        return (q.astype("float32") - 8.0) * d[i, kk // 32]

    y = te.compute((m,), lambda i: te.sum(weight(i, r) * x[r], axis=r), name="y")
    return Definition(params=[m, k], inputs=[wq, d, x], outputs=[y])


def schedule(sch, target: str) -> None:
    row_reduce(sch, "y", target)
