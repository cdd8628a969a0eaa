"""l2_conv_bn_relu: y = max(0, (conv3x3(x, w) − mean)·gamma / sqrt(variance + eps) + beta), fused.
Schedule: `per_output` on y with the convolution computed at each output element (9·Cin products
serial), one kernel. `eps` is an f32 scalar argument."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.ops import conv3x3_same
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
    z = conv3x3_same(x, w, n, h, w_, cin, cout, "conv")
    y = te.compute(
        (n, h, w_, cout),
        lambda b, i, j, co: te.max((z[b, i, j, co] - mean[co]) * gamma[co] / te.sqrt(var[co] + eps) + beta[co], 0.0),
        name="y",
    )
    return Definition(params=[n, h, w_, cin, cout, eps], inputs=[x, w, gamma, beta, mean, var], outputs=[y], extra_args=[eps])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("conv",))
