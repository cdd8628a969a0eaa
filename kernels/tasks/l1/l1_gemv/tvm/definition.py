"""l1_gemv: y[m] = Σ_k W[m, k]·x[k]. Schedule: `grouped_rows_reduce` (4 rows × 64 invocations per work-group)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import grouped_rows_reduce


def compute() -> Definition:
    m, k = te.var("M"), te.var("K")
    w = te.placeholder((m, k), "float32", name="W")
    x = te.placeholder((k,), "float32", name="x")
    kk = te.reduce_axis((0, k), name="k")
    y = te.compute((m,), lambda i: te.sum(w[i, kk] * x[kk], axis=kk), name="y")
    return Definition(params=[m, k], inputs=[w, x], outputs=[y])


def schedule(sch, target: str) -> None:
    grouped_rows_reduce(sch, "y", target)
