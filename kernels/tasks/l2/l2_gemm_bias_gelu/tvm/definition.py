"""l2_gemm_bias_gelu: Y = GELU_tanh(X·W + b), fused. Schedule: `per_output` on Y with the GEMM computed
at each output element (K products serial), one kernel."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    m, n, k = te.var("M"), te.var("N"), te.var("K")
    x = te.placeholder((m, k), "float32", name="X")
    w = te.placeholder((k, n), "float32", name="W")
    b = te.placeholder((n,), "float32", name="b")
    kk = te.reduce_axis((0, k), name="k")
    mm = te.compute((m, n), lambda i, j: te.sum(x[i, kk] * w[kk, j], axis=kk), name="matmul")

    def gelu(i, j):
        u = mm[i, j] + b[j]
        return 0.5 * u * (1.0 + te.tanh(0.7978845608028654 * (u + 0.044715 * u * u * u)))

    y = te.compute((m, n), gelu, name="Y")
    return Definition(params=[m, n, k], inputs=[x, w, b], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("matmul",))
