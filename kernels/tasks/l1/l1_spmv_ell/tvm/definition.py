"""l1_spmv_ell: y[r] = Σ_{j < len[r]} val[j, r]·x[col[j, r]] (ELLPACK-R, slot-major; padding slots ignored).
Schedule: `per_output` (one row per invocation, L ≤ 64 slots serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    m, n, slots = te.var("M"), te.var("N"), te.var("L")
    ln = te.placeholder((m,), "uint32", name="len")
    col = te.placeholder((slots, m), "uint32", name="col")
    val = te.placeholder((slots, m), "float32", name="val")
    x = te.placeholder((n,), "float32", name="x")
    j = te.reduce_axis((0, slots), name="j")
    y = te.compute(
        (m,),
        lambda r: te.sum(
            te.if_then_else(j.astype("uint32") < ln[r], val[j, r] * x[te.min(col[j, r], (n - 1).astype("uint32"))], 0.0),
            axis=j,
        ),
        name="y",
    )
    return Definition(params=[m, n, slots], inputs=[ln, col, val, x], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target)
