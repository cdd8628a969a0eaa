"""l1_resize_antialias: PIL / torchvision antialiased bilinear (triangle) resize H×W×C → OH×OW×C,
separable: per-axis weight sums NX, NY, then T (horizontal pass, H×OW×C), then Y (vertical pass).
Each output reads a fixed window of TAPS = 33 inputs from its first tap (the most any output has
at a downscale of 16, the domain's limit); taps past the output's own end get weight 0 and their
index is clamped into the image, so the window never reads out of bounds. s and the centre are
computed in f32 as the task text fixes. Schedule: `per_output` on each of the four stages."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output

TAPS = 33


def _window(o, n, m):
    """(first tap, end, centre, support) of output index o along an axis of n inputs, m outputs."""
    s = n.astype("float32") / m.astype("float32")
    support = te.max(s, 1.0)
    centre = (o.astype("float32") + 0.5) * s
    lo = te.max(te.floor(centre - support + 0.5).astype("int32"), 0)
    hi = te.min(te.floor(centre + support + 0.5).astype("int32"), n)
    return lo, hi, centre, support


def _weight(o, k, n, m):
    """(input index clamped into 0…n − 1, triangle weight) of tap k of output index o."""
    lo, hi, centre, support = _window(o, n, m)
    i = lo + k
    d = i.astype("float32") + 0.5 - centre
    w = te.max(1.0 - te.max(d, -d) / support, 0.0)  # |d| (TVM's C target cannot emit fabs)
    return te.min(i, n - 1), te.if_then_else(i < hi, w, 0.0)


def compute(target: str) -> Definition:
    params, (h, w, c, oh, ow) = positive_params(target, "H", "W", "C", "OH", "OW")
    x = te.placeholder((h, w, c), "float32", name="X")
    kx = te.reduce_axis((0, TAPS), name="kx")
    nx = te.compute((ow,), lambda j: te.sum(_weight(j, kx, w, ow)[1], axis=kx), name="NX")
    ky = te.reduce_axis((0, TAPS), name="ky")
    ny = te.compute((oh,), lambda i: te.sum(_weight(i, ky, h, oh)[1], axis=ky), name="NY")

    def horizontal(y, j, ch):
        k = te.reduce_axis((0, TAPS), name="k")
        i, wt = _weight(j, k, w, ow)
        return te.sum(wt / nx[j] * x[y, i, ch], axis=k)

    t = te.compute((h, ow, c), horizontal, name="T")

    def vertical(j, ox, ch):
        k = te.reduce_axis((0, TAPS), name="k")
        i, wt = _weight(j, k, h, oh)
        return te.sum(wt / ny[j] * t[i, ox, ch], axis=k)

    y = te.compute((oh, ow, c), vertical, name="Y")
    return Definition(params=params, inputs=[x], outputs=[y], scratch=[nx, ny, t], extra_args=params)


def schedule(sch, target: str) -> None:
    for stage in ("NX", "NY", "T", "Y"):
        per_output(sch, stage, target)
