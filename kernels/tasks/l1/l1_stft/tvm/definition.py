"""l1_stft: the complex STFT (periodic Hann window, centred frames, reflect padding) as a direct DFT,
in four kernels (four plan passes): three tables of NFFT entries in scratch buffers — the window,
cos and sin of 2π·n/NFFT — so the DFT's inner loop reads tables instead of calling cos and sin (the
twiddle index reduced exactly as k·n mod NFFT, as `l2_log_mel`'s, here a mask: NFFT is a power of
two); then Y, one invocation per bin
(`per_row` over b, f, k): a TE stage with a tuple comm-reducer sums the real and imaginary parts
together over the frame's NFFT samples, in registers at the bin, and the invocation writes both
halves. The windowed sample w[n]·xp[f·HOP + n] (the reflect padding an index into x) and the
twiddle index are scalar stages computed at n (TVM's generator runs without CSE: inside the
reducer's two expressions each would be computed twice).
"""

import math

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output, per_row, scalars_at_innermost


def _combine(x, y):
    return x[0] + y[0], x[1] + y[1]


def _identity(t0, t1):
    return tirx.const(0.0, t0), tirx.const(0.0, t1)


def compute(target: str) -> Definition:
    params, (b, n, nfft, hop) = positive_params(target, "B", "N", "NFFT", "HOP")
    f, nb = n // hop + 1, nfft // 2 + 1
    x = te.placeholder((b, n), "float32", name="x")
    size = nfft.astype("float32")
    window = te.compute((nfft,), lambda i: 0.5 - 0.5 * te.cos(2.0 * math.pi * i.astype("float32") / size), name="window")
    cos_t = te.compute((nfft,), lambda i: te.cos(2.0 * math.pi * i.astype("float32") / size), name="cos_t")
    sin_t = te.compute((nfft,), lambda i: te.sin(2.0 * math.pi * i.astype("float32") / size), name="sin_t")

    def sample(bi, fr, i):
        """w[i] · xp[fr·HOP + i]: xp[j] = x[r(j − NFFT/2)], reflected without repeating the edge."""
        s = fr * hop + i - nfft // 2
        at = te.if_then_else(s < 0, -s, te.if_then_else(s >= n, 2 * (n - 1) - s, s))
        return window[i] * x[bi, at]

    xw = te.compute((b, f, nfft), sample, name="xw")
    tw = te.compute((nb, nfft), lambda k, i: tirx.bitwise_and(k * i, nfft - 1), name="tw")
    dft = te.comm_reducer(_combine, _identity, name="sum2")
    i = te.reduce_axis((0, nfft), name="i")
    re, im = te.compute(
        (b, f, nb),
        lambda bi, fr, k: dft((xw[bi, fr, i] * cos_t[tw[k, i]], -xw[bi, fr, i] * sin_t[tw[k, i]]), axis=i),
        name="S",
    )
    y = te.compute((b, f, nb, 2), lambda bi, fr, k, c: te.if_then_else(c == 0, re[bi, fr, k], im[bi, fr, k]), name="Y")
    return Definition(params=params, inputs=[x], outputs=[y], scratch=[window, cos_t, sin_t], extra_args=params)


def schedule(sch, target: str) -> None:
    for table in ("window", "cos_t", "sin_t"):
        per_output(sch, table, target)
    per_row(sch, "Y", target, producers=("S",), lead=3)
    # The windowed sample and the twiddle index computed once per term, inside the bin's loop over
    # the frame.
    scalars_at_innermost(sch, "S", ("xw", "tw"), target)
