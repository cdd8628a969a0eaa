"""l1_maxpool2x2: Y[n, i, j, c] = max of X[n, 2i + a, 2j + b, c] for a, b in {0, 1} (NHWC, floor).

Schedule: `elementwise` over the flattened output.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise


def compute() -> Definition:
    n, h, w, c = te.var("N"), te.var("H"), te.var("W"), te.var("C")
    x = te.placeholder((n, h, w, c), "float32", name="X")

    def pool(b, i, j, ch):
        top = te.max(x[b, 2 * i, 2 * j, ch], x[b, 2 * i, 2 * j + 1, ch])
        bottom = te.max(x[b, 2 * i + 1, 2 * j, ch], x[b, 2 * i + 1, 2 * j + 1, ch])
        return te.max(top, bottom)

    y = te.compute((n, h // 2, w // 2, c), pool, name="Y")
    return Definition(params=[n, h, w, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    elementwise(sch, "Y", target)
