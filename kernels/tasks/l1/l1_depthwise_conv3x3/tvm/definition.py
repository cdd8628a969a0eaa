"""l1_depthwise_conv3x3: Y[n, h, w, c] = bias[c] + Σ_{kh, kw} X[n, h+kh−1, w+kw−1, c]·Wt[kh, kw, c], zero
outside the image. Schedule: `per_output` (one output per invocation, 9 products serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w, c = te.var("N"), te.var("H"), te.var("W"), te.var("C")
    x = te.placeholder((n, h, w, c), "float32", name="X")
    wt = te.placeholder((3, 3, c), "float32", name="Wt")
    bias = te.placeholder((c,), "float32", name="bias")
    kh = te.reduce_axis((0, 3), name="kh")
    kw = te.reduce_axis((0, 3), name="kw")

    def tap(b, i, j, ch):
        y, xx = i + kh - 1, j + kw - 1
        inside = te.all(y >= 0, y < h, xx >= 0, xx < w)
        return te.if_then_else(inside, x[b, te.max(y, 0), te.max(xx, 0), ch], 0.0)

    z = te.compute((n, h, w, c), lambda b, i, j, ch: te.sum(tap(b, i, j, ch) * wt[kh, kw, ch], axis=[kh, kw]), name="conv")
    y = te.compute((n, h, w, c), lambda b, i, j, ch: z[b, i, j, ch] + bias[ch], name="Y")
    return Definition(params=[n, h, w, c], inputs=[x, wt, bias], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("conv",))
