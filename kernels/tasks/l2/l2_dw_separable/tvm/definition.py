"""l2_dw_separable: depthwise 3×3 + folded BN + ReLU, then pointwise 1×1 + folded BN + ReLU.
Two TE stages that each end in an elementwise epilogue: `a` (the depthwise output, a scratch
buffer) and y, so TVM makes two kernels (two plan passes). Schedule: `per_output` on each, the
reduction computed at each output element."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w, c, cout = te.var("N"), te.var("H"), te.var("W"), te.var("C"), te.var("Cout")
    x = te.placeholder((n, h, w, c), "float32", name="x")
    dw_w = te.placeholder((3, 3, c), "float32", name="dw_w")
    bn1 = te.placeholder((2, c), "float32", name="bn1")
    pw_w = te.placeholder((c, cout), "float32", name="pw_w")
    bn2 = te.placeholder((2, cout), "float32", name="bn2")
    ky = te.reduce_axis((0, 3), name="ky")
    kx = te.reduce_axis((0, 3), name="kx")

    def tap(b, i, j, ch):
        yy, xx = i + ky - 1, j + kx - 1
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        return te.if_then_else(inside, x[b, te.max(yy, 0), te.max(xx, 0), ch], 0.0)

    d = te.compute((n, h, w, c), lambda b, i, j, ch: te.sum(tap(b, i, j, ch) * dw_w[ky, kx, ch], axis=[ky, kx]), name="dw")
    a = te.compute((n, h, w, c), lambda b, i, j, ch: te.max(d[b, i, j, ch] * bn1[0, ch] + bn1[1, ch], 0.0), name="a")
    ci = te.reduce_axis((0, c), name="ci")
    z = te.compute((n, h, w, cout), lambda b, i, j, co: te.sum(a[b, i, j, ci] * pw_w[ci, co], axis=ci), name="pw")
    y = te.compute((n, h, w, cout), lambda b, i, j, co: te.max(z[b, i, j, co] * bn2[0, co] + bn2[1, co], 0.0), name="y")
    return Definition(params=[n, h, w, c, cout], inputs=[x, dw_w, bn1, pw_w, bn2], outputs=[y], scratch=[a])


def schedule(sch, target: str) -> None:
    per_output(sch, "a", target, producers=("dw",))
    per_output(sch, "y", target, producers=("pw",))
