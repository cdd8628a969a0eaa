"""l2_bloom: soft-knee bright pass on Rec. 709 luminance, a separable 9-tap binomial blur with
clamp-to-edge addressing (horizontal, then vertical), additive composite with alpha copied.
Three kernels over two scratch planes ([H, W, 4], alpha 0: bright, h), each `per_output` with the rows on
blockIdx.y; each blur's 9-tap sum is a reduction computed at the element of the stage that stores it (TVM
needs a reduction to feed an elementwise stage to place it). The params
threshold, knee and intensity are f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output

# Binomial taps [1, 8, 28, 56, 70, 56, 28, 8, 1] / 256 at offsets −4 … +4.
TAPS = [1.0, 8.0, 28.0, 56.0, 70.0, 56.0, 28.0, 8.0, 1.0]


def tap(k):
    """TAPS[k] / 256 for a reduction index k, as a balanced tree of selects."""

    def pick(lo, hi):
        if hi - lo == 1:
            return te.const(TAPS[lo] / 256.0, "float32")
        mid = (lo + hi) // 2
        return te.if_then_else(k < mid, pick(lo, mid), pick(mid, hi))

    return pick(0, len(TAPS))


def compute(target: str) -> Definition:
    params, (h, w) = positive_params(target, "H", "W")
    threshold, knee, intensity = (te.var(n, "float32") for n in ("threshold", "knee", "intensity"))
    img = te.placeholder((h, w, 4), "float32", name="img")

    def weight(y, x):
        lum = 0.2126 * img[y, x, 0] + 0.7152 * img[y, x, 1] + 0.0722 * img[y, x, 2]
        s = te.min(te.max(lum - threshold + knee, 0.0), 2.0 * knee)
        soft = s * s / (4.0 * knee + 0.00001)
        return te.max(soft, lum - threshold) / te.max(lum, 0.00001)

    bright = te.compute((h, w, 4), lambda y, x, c: te.if_then_else(c == 3, 0.0, img[y, x, c] * weight(y, x)), name="bright")
    i = te.reduce_axis((0, 9), name="i")
    hsum = te.compute(
        (h, w, 4),
        lambda y, x, c: te.sum(tap(i) * bright[y, te.max(te.min(x + i - 4, w - 1), 0), c], axis=i),
        name="hsum",
    )
    hb = te.compute((h, w, 4), lambda y, x, c: hsum[y, x, c], name="hb")
    j = te.reduce_axis((0, 9), name="j")
    vb = te.compute(
        (h, w, 4), lambda y, x, c: te.sum(tap(j) * hb[te.max(te.min(y + j - 4, h - 1), 0), x, c], axis=j), name="vb"
    )
    out = te.compute(
        (h, w, 4),
        lambda y, x, c: te.if_then_else(c == 3, img[y, x, 3], img[y, x, c] + intensity * vb[y, x, c]),
        name="out",
    )
    extra = [*params, threshold, knee, intensity]
    return Definition(params=extra, inputs=[img], outputs=[out], scratch=[bright, hb], extra_args=extra)


def schedule(sch, target: str) -> None:
    per_output(sch, "bright", target, rows=1)
    per_output(sch, "hb", target, producers=("hsum",), rows=1)
    per_output(sch, "out", target, producers=("vb",), rows=1)
