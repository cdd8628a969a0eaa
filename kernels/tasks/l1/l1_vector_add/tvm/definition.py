"""l1_vector_add: c[i] = a[i] + b[i]. Schedule: `elementwise` (one element per invocation)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise


def compute() -> Definition:
    n = te.var("N")
    a = te.placeholder((n,), "float32", name="a")
    b = te.placeholder((n,), "float32", name="b")
    c = te.compute((n,), lambda i: a[i] + b[i], name="c")
    return Definition(params=[n], inputs=[a, b], outputs=[c])


def schedule(sch, target: str) -> None:
    elementwise(sch, "c", target)
