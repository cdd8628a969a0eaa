"""l1_conv2d_3x3: Y[n, h, w, co] = bias[co] + Σ_{kh, kw, ci} X[n, h+kh−1, w+kw−1, ci]·Wt[kh, kw, ci, co],
zero outside the image. Schedule: `per_output` (one output per invocation, 9·Cin products serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w, cin, cout = te.var("N"), te.var("H"), te.var("W"), te.var("Cin"), te.var("Cout")
    x = te.placeholder((n, h, w, cin), "float32", name="X")
    wt = te.placeholder((3, 3, cin, cout), "float32", name="Wt")
    bias = te.placeholder((cout,), "float32", name="bias")
    kh = te.reduce_axis((0, 3), name="kh")
    kw = te.reduce_axis((0, 3), name="kw")
    ci = te.reduce_axis((0, cin), name="ci")

    def tap(b, i, j, c):
        y, xx = i + kh - 1, j + kw - 1
        inside = te.all(y >= 0, y < h, xx >= 0, xx < w)
        return te.if_then_else(inside, x[b, te.max(y, 0), te.max(xx, 0), c], 0.0)

    z = te.compute(
        (n, h, w, cout),
        lambda b, i, j, co: te.sum(tap(b, i, j, ci) * wt[kh, kw, ci, co], axis=[kh, kw, ci]),
        name="conv",
    )
    y = te.compute((n, h, w, cout), lambda b, i, j, co: z[b, i, j, co] + bias[co], name="Y")
    return Definition(params=[n, h, w, cin, cout], inputs=[x, wt, bias], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("conv",))
