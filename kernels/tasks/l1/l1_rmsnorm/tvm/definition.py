"""l1_rmsnorm: Y[r, c] = X[r, c] / sqrt((1/C)·Σ_j X[r, j]² + eps) · g[c].

Two TE stages (row sum of squares, the normalised row); schedule `row_fused`: one kernel, one
work-group of 256 per row. `eps` is an f32 param, a scalar argument of the kernel.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import row_fused


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    eps = te.var("eps", "float32")
    x = te.placeholder((r, c), "float32", name="X")
    g = te.placeholder((c,), "float32", name="g")
    k = te.reduce_axis((0, c), name="k")
    ss = te.compute((r,), lambda i: te.sum(x[i, k] * x[i, k], axis=k), name="sum_sq")
    y = te.compute((r, c), lambda i, j: x[i, j] / te.sqrt(ss[i] / c.astype("float32") + eps) * g[j], name="Y")
    return Definition(params=[r, c, eps], inputs=[x, g], outputs=[y], extra_args=[eps])


def schedule(sch, target: str) -> None:
    row_fused(sch, ["sum_sq"], "Y", target)
