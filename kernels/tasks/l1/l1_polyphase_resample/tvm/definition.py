"""l1_polyphase_resample: rational resampling by L/M in polyphase form, per channel:
Y[m, c] = Σ_{t < T, t ≤ b} h[φ + t·L]·X[b − t, c], φ = (m·M) mod L, b = ⌊m·M / L⌋.
Schedule: `per_output` (T ≤ 64 taps serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    c, n, l_, m_, taps = te.var("C"), te.var("N"), te.var("L"), te.var("M"), te.var("T")
    out = (n * l_ + m_ - 1) // m_
    x = te.placeholder((n, c), "float32", name="X")
    h = te.placeholder((taps * l_,), "float32", name="h")
    t = te.reduce_axis((0, taps), name="t")

    def f(i, ch):
        phase, base = (i * m_) % l_, (i * m_) // l_
        return te.sum(te.if_then_else(t <= base, h[phase + t * l_] * x[te.max(base - t, 0), ch], 0.0), axis=t)

    y = te.compute((out, c), f, name="Y")
    return Definition(params=[c, n, l_, m_, taps], inputs=[x, h], outputs=[y], extra_args=[l_, m_, taps])


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target)
