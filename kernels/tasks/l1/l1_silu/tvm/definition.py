"""l1_silu: y[i] = x[i] / (1 + exp(−x[i])). Schedule: `elementwise`."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise


def compute() -> Definition:
    n = te.var("N")
    x = te.placeholder((n,), "float32", name="x")
    y = te.compute((n,), lambda i: x[i] / (1.0 + te.exp(-x[i])), name="y")
    return Definition(params=[n], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    elementwise(sch, "y", target)
