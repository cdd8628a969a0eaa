"""l1_beamform_delay_sum: y[d, n] = (1/M)·Σ_m ((1 − φ)·x_m[n − k] + φ·x_m[n − k − 1]),
k = floor(tau[d, m]), φ = tau[d, m] − k, samples outside 0 … N − 1 read as 0.

One TE reduction over the microphones with data-dependent (gathered) sample indices, then the 1/M
scale; `per_output` with the sum as its producer: one kernel, one output sample per invocation, the
M ≤ 64 microphones serial into a register; the directions on blockIdx.y (D ≤ 256).
"""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    mm, n, dd = te.var("M"), te.var("N"), te.var("D")
    x = te.placeholder((mm, n), "float32", name="x")
    tau = te.placeholder((dd, mm), "float32", name="tau")
    m = te.reduce_axis((0, mm), name="m")

    def sample(mic, i):
        inside = tirx.all(i >= 0, i < n)
        return te.if_then_else(inside, x[mic, te.max(te.min(i, n - 1), 0)], tirx.const(0.0, "float32"))

    def tap(d, t, mic):
        whole = te.floor(tau[d, mic])
        phi = tau[d, mic] - whole
        i = t - whole.astype("int32")
        return (tirx.const(1.0, "float32") - phi) * sample(mic, i) + phi * sample(mic, i - 1)

    acc = te.compute((dd, n), lambda d, t: te.sum(tap(d, t, m), axis=m), name="acc")
    y = te.compute((dd, n), lambda d, t: acc[d, t] / mm.astype("float32"), name="y")
    return Definition(params=[mm, n, dd], inputs=[x, tau], outputs=[y])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("acc",), rows=1)
