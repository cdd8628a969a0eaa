"""l2_swiglu_mlp: Y = (SiLU(X·Wg) ⊙ (X·Wu))·Wd. Two kernels: the gated hidden row `a` (a scratch
buffer; both D-long dot products computed at each element) and then Y (F products serial), so no
invocation recomputes the hidden row. Schedule: `per_output` on each."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    t, d, f = te.var("T"), te.var("D"), te.var("F")
    x = te.placeholder((t, d), "float32", name="X")
    wg = te.placeholder((d, f), "float32", name="Wg")
    wu = te.placeholder((d, f), "float32", name="Wu")
    wd = te.placeholder((f, d), "float32", name="Wd")
    k1 = te.reduce_axis((0, d), name="k1")
    g = te.compute((t, f), lambda i, j: te.sum(x[i, k1] * wg[k1, j], axis=k1), name="g")
    k2 = te.reduce_axis((0, d), name="k2")
    u = te.compute((t, f), lambda i, j: te.sum(x[i, k2] * wu[k2, j], axis=k2), name="u")
    a = te.compute((t, f), lambda i, j: g[i, j] / (1.0 + te.exp(-g[i, j])) * u[i, j], name="a")
    k3 = te.reduce_axis((0, f), name="k3")
    y = te.compute((t, d), lambda i, j: te.sum(a[i, k3] * wd[k3, j], axis=k3), name="Y")
    return Definition(params=[t, d, f], inputs=[x, wg, wu, wd], outputs=[y], scratch=[a])


def schedule(sch, target: str) -> None:
    per_output(sch, "a", target, producers=("g", "u"))
    per_output(sch, "Y", target)
