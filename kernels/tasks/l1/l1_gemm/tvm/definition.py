"""l1_gemm: C[m, n] = Σ_k A[m, k]·B[k, n]. Schedule: `tile_2d` (8 × 32 output tiles, K serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import tile_2d


def compute() -> Definition:
    m, n, k = te.var("M"), te.var("N"), te.var("K")
    a = te.placeholder((m, k), "float32", name="A")
    b = te.placeholder((k, n), "float32", name="B")
    kk = te.reduce_axis((0, k), name="k")
    c = te.compute((m, n), lambda i, j: te.sum(a[i, kk] * b[kk, j], axis=kk), name="C")
    return Definition(params=[m, n, k], inputs=[a, b], outputs=[c])


def schedule(sch, target: str) -> None:
    tile_2d(sch, "C", target)
