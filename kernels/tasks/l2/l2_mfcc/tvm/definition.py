"""l2_mfcc: HTK mel filterbank (computed from the params) → ln(max(·, floor)) → orthonormal DCT-II →
sinusoidal lifter, as six kernels (six plan passes): four tables in scratch buffers — the M + 2 filter
edges in Hz, the filter weights W [M, NFFT/2 + 1], the DCT's cos(π·j/(2M)) for j < 4M and the lifter's
1 + (lifter/2)·sin(π·n/lifter) for n < C — then the ln-energies L [F, M] (scratch; each energy's
NFFT/2 + 1 weighted bins summed at the element, serially) and mfcc (M terms serial, the DCT angle
reduced exactly in integers as n·(2m + 1) mod 4M). The cosines and the sine are Taylor series after
an exact (cos) or f32 (sin) range reduction, as the task asks: a GPU's builtin cos/sin may err by
2^-11 (the series' argument and its square are scalar stages at each table entry).
Schedule: `per_output` on each. sr, floor and lifter are f32 scalars.
"""

import math

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import COS_TAYLOR, SIN_TAYLOR, horner
from ekb_tvm.schedules import per_output

# TVM's C function repeats its signature, every shape included, in each argument check's message:
# 70 KiB of C adapted (66 KiB as TVM writes it) with the five scratch buffers.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}


def compute(target: str) -> Definition:
    params, (f, nfft, m, c) = positive_params(target, "F", "NFFT", "M", "C")
    sr, floor, lifter = (te.var(name, "float32") for name in ("sr", "floor", "lifter"))
    nb = nfft // 2 + 1
    power = te.placeholder((f, nb), "float32", name="power")
    mf = m.astype("float32")
    # mel(f) = 2595·log10(1 + f/700) and its inverse, with ln and exp (WGSL has no log10 or pow of 10).
    ln10 = math.log(10.0)
    mel_top = 2595.0 * te.log(1.0 + sr * 0.5 / 700.0) / ln10
    edges = te.compute(
        (m + 2,),
        lambda i: 700.0 * (te.exp(i.astype("float32") * mel_top / (mf + 1.0) / 2595.0 * ln10) - 1.0),
        name="edges",
    )

    def weight(j, k):
        fk = k.astype("float32") * sr / nfft.astype("float32")
        lo, mid, hi = edges[j], edges[j + 1], edges[j + 2]
        return te.max(0.0, te.min((fk - lo) / (mid - lo), (hi - fk) / (hi - mid)))

    w = te.compute((m, nb), weight, name="W")

    # cos(π·j/(2M)) = cos(q·π/2 + x), q = ⌊j / M⌋, x = π·(j mod M)/(2M) in [0, π/2): x and x² are
    # scalar stages computed at each entry (registers), so the series' text does not repeat x.
    x_cos = te.compute((4 * m,), lambda j: math.pi * (j % m).astype("float32") / (2.0 * mf), name="x_cos")
    y_cos = te.compute((4 * m,), lambda j: x_cos[j] * x_cos[j], name="y_cos")

    def cos_entry(j):
        q = j // m
        cx, sx = horner(y_cos[j], COS_TAYLOR), x_cos[j] * horner(y_cos[j], SIN_TAYLOR)
        return te.if_then_else(q == 0, cx, te.if_then_else(q == 1, -sx, te.if_then_else(q == 2, -cx, sx)))

    cos_t = te.compute((4 * m,), cos_entry, name="cos_t")

    # sin(π·t), t = n / lifter: t mod 2 in f32, then y in [−½, ½] with sin(π·t) = −sin(π·y).
    def reduced(n):
        t = n.astype("float32") / lifter
        y = t - 2.0 * te.floor(t * 0.5) - 1.0
        return math.pi * te.if_then_else(y > 0.5, 1.0 - y, te.if_then_else(y < -0.5, -1.0 - y, y))

    x_lift = te.compute((c,), reduced, name="x_lift")
    lift = te.compute(
        (c,), lambda n: 1.0 - lifter * 0.5 * x_lift[n] * horner(x_lift[n] * x_lift[n], SIN_TAYLOR), name="lift"
    )
    k = te.reduce_axis((0, nb), name="k")
    energy = te.compute((f, m), lambda fr, j: te.sum(w[j, k] * power[fr, k], axis=k), name="E")
    logs = te.compute((f, m), lambda fr, j: te.log(te.max(energy[fr, j], floor)), name="L")
    i = te.reduce_axis((0, m), name="i")
    dct = te.compute((f, c), lambda fr, n: te.sum(logs[fr, i] * cos_t[(n * (2 * i + 1)) % (4 * m)], axis=i), name="D")
    scale = lambda n: te.if_then_else(n == 0, te.sqrt(1.0 / mf), te.sqrt(2.0 / mf))  # noqa: E731
    mfcc = te.compute((f, c), lambda fr, n: dct[fr, n] * scale(n) * lift[n], name="mfcc")
    all_params = [*params, sr, floor, lifter]
    return Definition(
        params=all_params, inputs=[power], outputs=[mfcc], scratch=[edges, w, cos_t, lift, logs], extra_args=all_params
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "edges", target)
    per_output(sch, "W", target)
    per_output(sch, "cos_t", target, producers=("y_cos", "x_cos"))
    per_output(sch, "lift", target, producers=("x_lift",))
    per_output(sch, "L", target, producers=("E",))
    per_output(sch, "mfcc", target, producers=("D",))
