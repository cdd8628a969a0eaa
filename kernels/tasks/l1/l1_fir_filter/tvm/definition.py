"""l1_fir_filter: y[b, n] = Σ_{t < T, t ≤ n} h[t]·x[b, n − t] (causal, zero before the start).
Schedule: `per_output` (one output per invocation, T ≤ 256 taps serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    bb, n, taps = te.var("B"), te.var("N"), te.var("T")
    x = te.placeholder((bb, n), "float32", name="x")
    h = te.placeholder((taps,), "float32", name="h")
    t = te.reduce_axis((0, taps), name="t")
    y = te.compute(
        (bb, n),
        lambda b, i: te.sum(te.if_then_else(t <= i, h[t] * x[b, te.max(i - t, 0)], 0.0), axis=t),
        name="y",
    )
    return Definition(params=[bb, n, taps], inputs=[x, h], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target)
