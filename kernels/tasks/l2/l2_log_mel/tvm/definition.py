"""l2_log_mel: Hann window → power spectrum (direct DFT) → mel filterbank → ln(eps + ·), as two kernels
(two plan passes): the power spectrum P [F, NFFT/2 + 1] in a scratch buffer (the real and imaginary
sums, NFFT products each, computed at each bin; the twiddle angle reduced exactly as k·n mod NFFT),
then logmel (NFFT/2 + 1 products serial). Schedule: `per_output` on each. `eps` is an f32 scalar."""

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

    def windowed(fr, n):
        return frames[fr, n] * (0.5 - 0.5 * te.cos(2.0 * math.pi * n.astype("float32") / size))

    def angle(k, n):
        return 2.0 * math.pi * ((k * n) % nfft).astype("float32") / size

    n1 = te.reduce_axis((0, nfft), name="n1")
    re = te.compute((f, nb), lambda fr, k: te.sum(windowed(fr, n1) * te.cos(angle(k, n1)), axis=n1), name="re")
    n2 = te.reduce_axis((0, nfft), name="n2")
    im = te.compute((f, nb), lambda fr, k: te.sum(-windowed(fr, n2) * te.sin(angle(k, n2)), axis=n2), name="im")
    power = te.compute((f, nb), lambda fr, k: re[fr, k] * re[fr, k] + im[fr, k] * im[fr, k], name="P")
    kk = te.reduce_axis((0, nb), name="kk")
    mel = te.compute((f, m), lambda fr, j: te.sum(power[fr, kk] * fb[kk, j], axis=kk), name="mel")
    logmel = te.compute((f, m), lambda fr, j: te.log(eps + mel[fr, j]), name="logmel")
    return Definition(params=[f, nfft, m, eps], inputs=[frames, fb], outputs=[logmel], scratch=[power], extra_args=[eps])


def schedule(sch, target: str) -> None:
    per_output(sch, "P", target, producers=("re", "im"))
    per_output(sch, "logmel", target, producers=("mel",))
