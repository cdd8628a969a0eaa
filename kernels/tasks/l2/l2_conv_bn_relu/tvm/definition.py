"""l2_conv_bn_relu: y = max(0, (conv3x3(x, w) − mean)·gamma / sqrt(variance + eps) + beta), fused.
Schedule: `per_output` on y with the convolution computed at each output element (9·Cin products
serial), one kernel. `eps` is an f32 scalar argument."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n, h, w_, cin, cout = te.var("N"), te.var("H"), te.var("W"), te.var("Cin"), te.var("Cout")
    eps = te.var("eps", "float32")
    x = te.placeholder((n, h, w_, cin), "float32", name="x")
    w = te.placeholder((3, 3, cin, cout), "float32", name="w")
    gamma = te.placeholder((cout,), "float32", name="gamma")
    beta = te.placeholder((cout,), "float32", name="beta")
    mean = te.placeholder((cout,), "float32", name="mean")
    var = te.placeholder((cout,), "float32", name="variance")
    ky = te.reduce_axis((0, 3), name="ky")
    kx = te.reduce_axis((0, 3), name="kx")
    ci = te.reduce_axis((0, cin), name="ci")

    def tap(b, i, j, c):
        yy, xx = i + ky - 1, j + kx - 1
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w_)
        return te.if_then_else(inside, x[b, te.max(yy, 0), te.max(xx, 0), c], 0.0)

    z = te.compute(
        (n, h, w_, cout),
        lambda b, i, j, co: te.sum(tap(b, i, j, ci) * w[ky, kx, ci, co], axis=[ky, kx, ci]),
        name="conv",
    )
    y = te.compute(
        (n, h, w_, cout),
        lambda b, i, j, co: te.max((z[b, i, j, co] - mean[co]) * gamma[co] / te.sqrt(var[co] + eps) + beta[co], 0.0),
        name="y",
    )
    return Definition(params=[n, h, w_, cin, cout, eps], inputs=[x, w, gamma, beta, mean, var], outputs=[y], extra_args=[eps])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("conv",))
