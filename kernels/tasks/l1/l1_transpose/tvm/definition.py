"""l1_transpose: Y[c, r] = X[r, c]. Schedule: `tile_2d` (8 × 32 output tiles)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import tile_2d


def compute() -> Definition:
    r = te.var("R")
    c = te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    y = te.compute((c, r), lambda j, i: x[i, j], name="Y")
    return Definition(params=[r, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    tile_2d(sch, "Y", target)
