"""l1_conv2d_3x3: Y[n, h, w, co] = bias[co] + Σ_{kh, kw, ci} X[n, h+kh−1, w+kw−1, ci]·Wt[kh, kw, ci, co],
zero outside the image. Schedule: `per_output` (one output per invocation, 9·Cin products serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import conv3x3_same
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w, cin, cout = te.var("N"), te.var("H"), te.var("W"), te.var("Cin"), te.var("Cout")
    x = te.placeholder((n, h, w, cin), "float32", name="X")
    wt = te.placeholder((3, 3, cin, cout), "float32", name="Wt")
    bias = te.placeholder((cout,), "float32", name="bias")
    z = conv3x3_same(x, wt, n, h, w, cin, cout, "conv")
    y = te.compute((n, h, w, cout), lambda b, i, j, co: z[b, i, j, co] + bias[co], name="Y")
    return Definition(params=[n, h, w, cin, cout], inputs=[x, wt, bias], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("conv",))
