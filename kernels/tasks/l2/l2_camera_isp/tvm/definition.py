"""l2_camera_isp: bilinear RGGB demosaic (mirrored borders), white balance and clip, sRGB transfer curve,
fused into one elementwise stage over the H×W×3 output. Schedule: `per_output` with the rows on
blockIdx.y. The gains are f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def _mirror(v, n):
    """Row/column −1 → 1 and n → n − 2: mirrored without repeating the edge (keeps the Bayer phase).
    As min/max (for −1 ≤ v ≤ n, n ≥ 2) rather than branches: TVM repeats the whole index at each use."""
    return te.min(te.max(v, -v), 2 * n - 2 - v)


def compute(target: str) -> Definition:
    params, (h, w) = positive_params(target, "H", "W")
    gains = [te.var(n, "float32") for n in ("r_gain", "g_gain", "b_gain")]
    raw = te.placeholder((h, w), "float32", name="raw")

    def px(y, x):
        return raw[_mirror(y, h), _mirror(x, w)]

    def f(y, x, ch):
        c = raw[y, x]
        avg4p = (px(y - 1, x) + px(y + 1, x) + px(y, x - 1) + px(y, x + 1)) * 0.25
        avg4x = (px(y - 1, x - 1) + px(y - 1, x + 1) + px(y + 1, x - 1) + px(y + 1, x + 1)) * 0.25
        avg_h = (px(y, x - 1) + px(y, x + 1)) * 0.5
        avg_v = (px(y - 1, x) + px(y + 1, x)) * 0.5
        ye, xe = y % 2 == 0, x % 2 == 0
        red = te.if_then_else(ye, te.if_then_else(xe, c, avg_h), te.if_then_else(xe, avg_v, avg4x))
        green = te.if_then_else(ye == xe, avg4p, c)
        blue = te.if_then_else(ye, te.if_then_else(xe, avg4x, avg_v), te.if_then_else(xe, avg_h, c))
        value = te.if_then_else(ch == 0, red * gains[0], te.if_then_else(ch == 1, green * gains[1], blue * gains[2]))
        v = te.min(value, 1.0)
        return te.if_then_else(v <= 0.0031308, 12.92 * v, 1.055 * te.power(v, 1.0 / 2.4) - 0.055)

    rgb = te.compute((h, w, 3), f, name="rgb")
    return Definition(params=[*params, *gains], inputs=[raw], outputs=[rgb], extra_args=[*params, *gains])


def schedule(sch, target: str) -> None:
    per_output(sch, "rgb", target, rows=1)
