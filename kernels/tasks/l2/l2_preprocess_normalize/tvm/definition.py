"""l2_preprocess_normalize: RGBA8 (R the low byte) crop at (x0, y0), bilinear resize of the cw×ch crop
to OH×OW with PyTorch's align_corners=False mapping (s = max((o + 0.5)·n_in/n_out − 0.5, 0), taps
⌊s⌋ and min(⌊s⌋ + 1, n_in − 1) in crop coordinates), ÷255, (v − mean[c]) / stdev[c], NCHW [1, 3, OH, OW].
Elementwise over the output: schedule `per_output` with (n, c, oy) fused on blockIdx.y (3·OH ≤
3,072). Sizes as `positive_params`; x0 and y0 start at 0, so they stay plain vars.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w, cw, ch, oh, ow) = positive_params(target, "H", "W", "cw", "ch", "OH", "OW")
    x0, y0 = te.var("x0"), te.var("y0")
    img = te.placeholder((h, w), "uint32", name="img")
    mean = te.placeholder((3,), "float32", name="mean")
    stdev = te.placeholder((3,), "float32", name="stdev")

    def source(o, n_in, n_out):
        s = te.max((o.astype("float32") + 0.5) * (n_in.astype("float32") / n_out.astype("float32")) - 0.5, 0.0)
        lo = s.astype("int32")
        return lo, te.min(lo + 1, n_in - 1), s - lo.astype("float32")

    def f(b, c, i, j):
        x_lo, x_hi, lx = source(j, cw, ow)
        y_lo, y_hi, ly = source(i, ch, oh)
        shift = (c * 8).astype("uint32")

        def tap(cy, cx):
            return ((img[y0 + cy, x0 + cx] >> shift) & tirx.const(255, "uint32")).astype("float32")

        top = (1.0 - lx) * tap(y_lo, x_lo) + lx * tap(y_lo, x_hi)
        bottom = (1.0 - lx) * tap(y_hi, x_lo) + lx * tap(y_hi, x_hi)
        v = ((1.0 - ly) * top + ly * bottom) / 255.0
        return (v - mean[c]) / stdev[c]

    y = te.compute((1, 3, oh, ow), f, name="y")
    h_, w_, cw_, ch_, oh_, ow_ = params
    return Definition(
        params=[h_, w_, x0, y0, cw_, ch_, oh_, ow_],
        inputs=[img, mean, stdev],
        outputs=[y],
        extra_args=[h_, w_, x0, y0, cw_, ch_, oh_, ow_],
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, rows=3)
