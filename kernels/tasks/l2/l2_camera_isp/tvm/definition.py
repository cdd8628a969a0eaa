"""l2_camera_isp: bilinear RGGB demosaic (mirrored borders), white balance and clip, sRGB transfer curve,
fused into one elementwise stage over the H×W×3 output. Schedule: `per_output` with the rows on
blockIdx.y. The gains are f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import demosaic_rggb, mirror
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w) = positive_params(target, "H", "W")
    gains = [te.var(n, "float32") for n in ("r_gain", "g_gain", "b_gain")]
    raw = te.placeholder((h, w), "float32", name="raw")

    def px(y, x):
        return raw[mirror(y, h), mirror(x, w)]

    def f(y, x, ch):
        red, green, blue = demosaic_rggb(px, raw[y, x], y, x)
        value = te.if_then_else(ch == 0, red * gains[0], te.if_then_else(ch == 1, green * gains[1], blue * gains[2]))
        v = te.min(value, 1.0)
        return te.if_then_else(v <= 0.0031308, 12.92 * v, 1.055 * te.power(v, 1.0 / 2.4) - 0.055)

    rgb = te.compute((h, w, 3), f, name="rgb")
    return Definition(params=[*params, *gains], inputs=[raw], outputs=[rgb], extra_args=[*params, *gains])


def schedule(sch, target: str) -> None:
    per_output(sch, "rgb", target, rows=1)
