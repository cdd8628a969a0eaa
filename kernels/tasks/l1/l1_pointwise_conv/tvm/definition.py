"""l1_pointwise_conv: Y[n, h, w, co] = bias[co] + Σ_ci X[n, h, w, ci]·Wt[ci, co] (a GEMM over pixels).
Schedule: `per_output` (one output per invocation, Cin products serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w, cin, cout = te.var("N"), te.var("H"), te.var("W"), te.var("Cin"), te.var("Cout")
    x = te.placeholder((n, h, w, cin), "float32", name="X")
    wt = te.placeholder((cin, cout), "float32", name="Wt")
    bias = te.placeholder((cout,), "float32", name="bias")
    ci = te.reduce_axis((0, cin), name="ci")
    z = te.compute((n, h, w, cout), lambda b, i, j, co: te.sum(x[b, i, j, ci] * wt[ci, co], axis=ci), name="conv")
    y = te.compute((n, h, w, cout), lambda b, i, j, co: z[b, i, j, co] + bias[co], name="Y")
    return Definition(params=[n, h, w, cin, cout], inputs=[x, wt, bias], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("conv",))
