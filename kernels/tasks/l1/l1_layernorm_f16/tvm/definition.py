"""l1_layernorm_f16: LayerNorm with f16 storage, f32 statistics, Y rounded to f16 once.

`layernorm_rows` over f32 views of the f16 inputs (stages inlined: each element converted where it
is read), then the f16 output; schedule `row_fused`: one kernel, one work-group of 256 per row.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import layernorm_rows
from ekb_tvm.schedules import inline, row_fused


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    eps = te.var("eps", "float32")
    x = te.placeholder((r, c), "float16", name="X")
    gamma = te.placeholder((c,), "float16", name="gamma")
    beta = te.placeholder((c,), "float16", name="beta")
    x32 = te.compute((r, c), lambda i, j: x[i, j].astype("float32"), name="x32")
    g32 = te.compute((c,), lambda j: gamma[j].astype("float32"), name="g32")
    b32 = te.compute((c,), lambda j: beta[j].astype("float32"), name="b32")
    y32 = layernorm_rows(x32, g32, b32, r, c, eps, "y32")
    y = te.compute((r, c), lambda i, j: y32[i, j].astype("float16"), name="Y")
    return Definition(params=[r, c, eps], inputs=[x, gamma, beta], outputs=[y], extra_args=[eps])


def schedule(sch, target: str) -> None:
    inline(sch, ("y32", "x32", "g32", "b32"))
    row_fused(sch, ["row_sq", "row_sum"], "Y", target)
