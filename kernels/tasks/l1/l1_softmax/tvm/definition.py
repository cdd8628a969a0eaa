"""l1_softmax: Y[r, c] = exp(X[r, c] − max_j X[r, j]) / Σ_j exp(X[r, j] − max_j X[r, j]).

Three TE stages (row max, row sum of exponentials, the normalised row); schedule `row_fused`:
one kernel, one work-group of 256 per row.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import row_fused


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    k1 = te.reduce_axis((0, c), name="k1")
    mx = te.compute((r,), lambda i: te.max(x[i, k1], axis=k1), name="row_max")
    k2 = te.reduce_axis((0, c), name="k2")
    s = te.compute((r,), lambda i: te.sum(te.exp(x[i, k2] - mx[i]), axis=k2), name="row_sum")
    y = te.compute((r, c), lambda i, j: te.exp(x[i, j] - mx[i]) / s[i], name="Y")
    return Definition(params=[r, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    row_fused(sch, ["row_sum", "row_max"], "Y", target)
