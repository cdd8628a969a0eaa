"""l1_bilateral_filter: edge-preserving smoothing over the (2R + 1)² window, clamp-to-edge borders, the
range distance summed over the C ≤ 4 channels (written out, masked by c < C). Two reductions per
output, the weighted sum of the channel and the sum of weights, computed at each output
(`per_output`, (2R + 1)² ≤ 289 window taps serial), then their quotient. sigma_s and sigma_r are
f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w, c) = positive_params(target, "H", "W", "C")
    r = te.var("R")
    sigma_s, sigma_r = te.var("sigma_s", "float32"), te.var("sigma_r", "float32")
    x = te.placeholder((h, w, c), "float32", name="X")

    def weight(y, xx, dy, dx):
        qy = te.min(te.max(y + dy - r, 0), h - 1)
        qx = te.min(te.max(xx + dx - r, 0), w - 1)
        d2 = 0.0
        for ch in range(4):
            cc = te.min(ch, c - 1)
            diff = te.if_then_else(ch < c, x[qy, qx, cc] - x[y, xx, cc], 0.0)
            d2 = d2 + diff * diff
        sy, sx = (dy - r).astype("float32"), (dx - r).astype("float32")
        spatial = (sy * sy + sx * sx) / (2.0 * sigma_s * sigma_s)
        return te.exp(-spatial - d2 / (2.0 * sigma_r * sigma_r)), qy, qx

    dy1, dx1 = te.reduce_axis((0, 2 * r + 1), name="dy1"), te.reduce_axis((0, 2 * r + 1), name="dx1")

    def numerator(y, xx, ch):
        wgt, qy, qx = weight(y, xx, dy1, dx1)
        return te.sum(wgt * x[qy, qx, ch], axis=[dy1, dx1])

    num = te.compute((h, w, c), numerator, name="num")
    dy2, dx2 = te.reduce_axis((0, 2 * r + 1), name="dy2"), te.reduce_axis((0, 2 * r + 1), name="dx2")
    den = te.compute((h, w, c), lambda y, xx, ch: te.sum(weight(y, xx, dy2, dx2)[0], axis=[dy2, dx2]), name="den")
    out = te.compute((h, w, c), lambda y, xx, ch: num[y, xx, ch] / den[y, xx, ch], name="Y")
    all_params = [*params, r, sigma_s, sigma_r]
    return Definition(params=all_params, inputs=[x], outputs=[out], extra_args=all_params)


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("num", "den"), rows=1)
