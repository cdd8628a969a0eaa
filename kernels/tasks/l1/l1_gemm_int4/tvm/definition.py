"""l1_gemm_int4: y[m, n] = Σ_k x[m, k]·(q[n, k] − zeros[n, k / G])·scales[n, k / G], q[n, k] the unsigned
nibble k % 8 (lowest first) of word Wq[n, k / 8]. Schedule: `per_output` with the f32 sum computed at
each element, in a register (K products serial, in k order)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def _weight(wq, zeros, scales, g, row, k):
    """The dequantised weight of row `row` at `k`: its nibble minus the group's zero point, times the group's scale."""
    q = (wq[row, k // 8] >> ((k % 8) * 4).astype("uint32")) & te.const(15, "uint32")
    return (q.astype("int32") - zeros[row, k // g].astype("int32")).astype("float32") * scales[row, k // g]


def compute() -> Definition:
    m, n, k, g = te.var("M"), te.var("N"), te.var("K"), te.var("G")
    x = te.placeholder((m, k), "float32", name="x")
    wq = te.placeholder((n, k // 8), "uint32", name="Wq")
    scales = te.placeholder((n, k // g), "float32", name="scales")
    zeros = te.placeholder((n, k // g), "uint32", name="zeros")
    kk = te.reduce_axis((0, k), name="k")
    acc = te.compute((m, n), lambda i, j: te.sum(x[i, kk] * _weight(wq, zeros, scales, g, j, kk), axis=kk), name="acc")
    y = te.compute((m, n), lambda i, j: acc[i, j], name="y")
    return Definition(params=[m, n, k, g], inputs=[x, wq, scales, zeros], outputs=[y], extra_args=[g])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("acc",))
