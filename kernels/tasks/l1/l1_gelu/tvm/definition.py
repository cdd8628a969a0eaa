"""l1_gelu (tanh approximation): y = 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))). Schedule: `elementwise`."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise


def compute() -> Definition:
    n = te.var("N")
    x = te.placeholder((n,), "float32", name="x")

    def gelu(i):
        v = x[i]
        return 0.5 * v * (1.0 + te.tanh(0.7978845608 * (v + 0.044715 * v * v * v)))

    y = te.compute((n,), gelu, name="y")
    return Definition(params=[n], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    elementwise(sch, "y", target)
