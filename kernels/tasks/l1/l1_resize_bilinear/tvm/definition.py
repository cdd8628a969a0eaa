"""l1_resize_bilinear: half-pixel bilinear resampling N×H×W×C → N×OH×OW×C (PyTorch `align_corners=False`),
the scale H / OH computed in f32. Schedule: `per_output`, (image, row) on blockIdx.y. Sizes as `positive_params` (short indices)."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def _axis(i, size, out):
    """(i0, i1, frac) of output index i along an axis of `size` inputs and `out` outputs."""
    scale = size.astype("float32") / out.astype("float32")
    src = te.max((i.astype("float32") + 0.5) * scale - 0.5, 0.0)
    i0 = te.min(te.floor(src).astype("int32"), size - 1)
    i1 = te.min(i0 + 1, size - 1)
    return i0, i1, src - i0.astype("float32")


def compute(target: str) -> Definition:
    params, (n, h, w, c, oh, ow) = positive_params(target, "N", "H", "W", "C", "OH", "OW")
    x = te.placeholder((n, h, w, c), "float32", name="X")

    def f(b, i, j, ch):
        y0, y1, ly = _axis(i, h, oh)
        x0, x1, lx = _axis(j, w, ow)
        top = (1.0 - lx) * x[b, y0, x0, ch] + lx * x[b, y0, x1, ch]
        bottom = (1.0 - lx) * x[b, y1, x0, ch] + lx * x[b, y1, x1, ch]
        return (1.0 - ly) * top + ly * bottom

    y = te.compute((n, oh, ow, c), f, name="Y")
    return Definition(params=params, inputs=[x], outputs=[y], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, rows=2)
