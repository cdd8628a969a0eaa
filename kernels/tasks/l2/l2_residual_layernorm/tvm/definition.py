"""l2_residual_layernorm: h = X + R, then y = LayerNorm(h)·gamma + beta over each row (biased variance).
Two kernels: h (`elementwise`; an output, read back by the next pass) and y (`row_fused`: the row's
sum and sum of squared deviations in work-group memory, one work-group of 256 per row).
`eps` is an f32 scalar argument."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import layernorm_rows
from ekb_tvm.schedules import elementwise, row_fused


def compute() -> Definition:
    t, d = te.var("T"), te.var("D")
    eps = te.var("eps", "float32")
    x = te.placeholder((t, d), "float32", name="X")
    r = te.placeholder((t, d), "float32", name="R")
    gamma = te.placeholder((d,), "float32", name="gamma")
    beta = te.placeholder((d,), "float32", name="beta")
    h = te.compute((t, d), lambda i, j: x[i, j] + r[i, j], name="h")
    y = layernorm_rows(h, gamma, beta, t, d, eps, "y")
    return Definition(params=[t, d, eps], inputs=[x, r, gamma, beta], outputs=[h, y], extra_args=[eps])


def schedule(sch, target: str) -> None:
    elementwise(sch, "h", target)
    row_fused(sch, ["row_sq", "row_sum"], "y", target)
