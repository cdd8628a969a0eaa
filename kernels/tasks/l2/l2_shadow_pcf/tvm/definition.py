"""l2_shadow_pcf: bilinear percentage-closer filtering over K×K taps (K = 2R + 1) of a shadow map,
as one reduction over the (K + 1)×(K + 1) texel footprint (each texel's pass weighted by its
column and row weights: 1 − f on the first, f on the last, 1 between), clamp-to-edge reads, the
pixels outside the map lit. Schedule: `per_output` with the rows on blockIdx.y, the footprint sum a
producer at the pixel. bias is an f32 scalar."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w, sh, sw, r) = positive_params(target, "H", "W", "SH", "SW", "R")
    r = params[4]  # the var itself: R starts at 0, where max(R, 1) would change it
    bias = te.var("bias", "float32")
    pos = te.placeholder((h, w, 3), "float32", name="pos")
    shadow_map = te.placeholder((sh, sw), "float32", name="shadow_map")
    k = 2 * r + 1
    a = te.reduce_axis((0, k + 1), name="a")
    b = te.reduce_axis((0, k + 1), name="b")

    def coord(t, n):
        return t * n.astype("float32") - 0.5

    def weight(i, f):
        return te.if_then_else(i == 0, 1.0 - f, te.if_then_else(i == k, f, 1.0))

    def tap(y, x):
        tx, ty = coord(pos[y, x, 0], sw), coord(pos[y, x, 1], sh)
        x0, y0 = te.floor(tx), te.floor(ty)
        col = te.max(te.min(x0.astype("int32") - r + a, sw - 1), 0)
        row = te.max(te.min(y0.astype("int32") - r + b, sh - 1), 0)
        passed = te.if_then_else(pos[y, x, 2] - bias <= shadow_map[row, col], 1.0, 0.0)
        return weight(a, tx - x0) * weight(b, ty - y0) * passed

    acc = te.compute((h, w), lambda y, x: te.sum(tap(y, x), axis=[b, a]), name="acc")

    def visible(y, x):
        u, v, z = pos[y, x, 0], pos[y, x, 1], pos[y, x, 2]
        outside = te.any(u < 0.0, u > 1.0, v < 0.0, v > 1.0, z > 1.0)
        return te.if_then_else(outside, 1.0, acc[y, x] / (k * k).astype("float32"))

    vis = te.compute((h, w), visible, name="vis")
    all_params = [*params, bias]
    return Definition(params=all_params, inputs=[pos, shadow_map], outputs=[vis], extra_args=all_params)


def schedule(sch, target: str) -> None:
    per_output(sch, "vis", target, producers=("acc",), rows=1)
