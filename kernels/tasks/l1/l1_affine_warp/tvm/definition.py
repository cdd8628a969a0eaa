"""l1_affine_warp: each image warped by its own inverse affine map (half-pixel centres, bilinear, zero
border). Schedule: `per_output`, (image, row) on blockIdx.y. Sizes as `positive_params` (short indices)."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (n, h, w, c, oh, ow) = positive_params(target, "N", "H", "W", "C", "OH", "OW")
    x = te.placeholder((n, h, w, c), "float32", name="X")
    a = te.placeholder((n, 6), "float32", name="A")

    def f(b, i, j, ch):
        cx, cy = j.astype("float32") + 0.5, i.astype("float32") + 0.5
        u = a[b, 0] * cx + a[b, 1] * cy + a[b, 2] - 0.5
        v = a[b, 3] * cx + a[b, 4] * cy + a[b, 5] - 0.5
        fu, fv = te.floor(u), te.floor(v)
        x0, y0 = fu.astype("int32"), fv.astype("int32")
        fx, fy = u - fu, v - fv

        def s(yy, xx):
            inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
            return te.if_then_else(inside, x[b, te.min(te.max(yy, 0), h - 1), te.min(te.max(xx, 0), w - 1), ch], 0.0)

        top = (1.0 - fx) * s(y0, x0) + fx * s(y0, x0 + 1)
        bottom = (1.0 - fx) * s(y0 + 1, x0) + fx * s(y0 + 1, x0 + 1)
        return (1.0 - fy) * top + fy * bottom

    y = te.compute((n, oh, ow, c), f, name="Y")
    return Definition(params=params, inputs=[x, a], outputs=[y], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, rows=2)
