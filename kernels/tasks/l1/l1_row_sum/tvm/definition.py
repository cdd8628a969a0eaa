"""l1_row_sum: y[r] = Σ_c X[r, c]. Schedule: `row_reduce` (one work-group of 256 per row)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import row_reduce


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    k = te.reduce_axis((0, c), name="k")
    y = te.compute((r,), lambda i: te.sum(x[i, k], axis=k), name="y")
    return Definition(params=[r, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    row_reduce(sch, "y", target)
