"""l2_log_mel: Hann window → power spectrum (direct DFT) → mel filterbank → ln(eps + ·), as five kernels
(five plan passes): three tables of NFFT entries in scratch buffers — the window, cos and sin of
2π·n/NFFT — so the DFT's inner loop reads tables instead of calling cos and sin (the twiddle index
reduced exactly as k·n mod NFFT); the power spectrum P [F, NFFT/2 + 1] in a scratch buffer (the real
and imaginary sums, NFFT products each, computed at each bin); then logmel (NFFT/2 + 1 products
serial). Schedule: `per_output` on each. `eps` is an f32 scalar."""

import math

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    f, nfft, m = te.var("F"), te.var("NFFT"), te.var("M")
    eps = te.var("eps", "float32")
    nb = nfft // 2 + 1
    frames = te.placeholder((f, nfft), "float32", name="frames")
    fb = te.placeholder((nb, m), "float32", name="fb")
    size = nfft.astype("float32")
    window = te.compute((nfft,), lambda n: 0.5 - 0.5 * te.cos(2.0 * math.pi * n.astype("float32") / size), name="window")
    cos_t = te.compute((nfft,), lambda n: te.cos(2.0 * math.pi * n.astype("float32") / size), name="cos_t")
    sin_t = te.compute((nfft,), lambda n: te.sin(2.0 * math.pi * n.astype("float32") / size), name="sin_t")
    n1 = te.reduce_axis((0, nfft), name="n1")
    re = te.compute((f, nb), lambda fr, k: te.sum(frames[fr, n1] * window[n1] * cos_t[(k * n1) % nfft], axis=n1), name="re")
    n2 = te.reduce_axis((0, nfft), name="n2")
    im = te.compute((f, nb), lambda fr, k: te.sum(-frames[fr, n2] * window[n2] * sin_t[(k * n2) % nfft], axis=n2), name="im")
    power = te.compute((f, nb), lambda fr, k: re[fr, k] * re[fr, k] + im[fr, k] * im[fr, k], name="P")
    kk = te.reduce_axis((0, nb), name="kk")
    mel = te.compute((f, m), lambda fr, j: te.sum(power[fr, kk] * fb[kk, j], axis=kk), name="mel")
    logmel = te.compute((f, m), lambda fr, j: te.log(eps + mel[fr, j]), name="logmel")
    return Definition(params=[f, nfft, m, eps], inputs=[frames, fb], outputs=[logmel], scratch=[window, cos_t, sin_t, power], extra_args=[eps])


def schedule(sch, target: str) -> None:
    for table in ("window", "cos_t", "sin_t"):
        per_output(sch, table, target)
    per_output(sch, "P", target, producers=("re", "im"))
    per_output(sch, "logmel", target, producers=("mel",))
