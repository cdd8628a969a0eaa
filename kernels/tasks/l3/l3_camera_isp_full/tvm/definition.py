"""l3_camera_isp_full: two TE stages → two TVM kernels (two plan passes).

1. `enc` [H, W, 3] (scratch): the 3×3 colour matrix and clip, then the sRGB curve, of `wb`
   [H, W, 3] — black level, bilinear RGGB demosaic (mirrored borders, as min/max) and white balance —
   a producer stage computed at each `enc` element in registers (its pixel's three channels).
2. `rgb`: the per-channel 3×3 median of `enc` (replicated borders). The 9 window values are a
   producer stage `win` [H, W, 3, 9] computed at the output element in registers; the median is the
   window value v_i whose rank brackets the middle — #{j: v_j < v_i} ≤ 4 < #{j: v_j ≤ v_i} — taken
   as the max over i of v_i where that holds, else 0 (every v_i meeting it is the same value; every
   value is ≥ 0), all 9 × 18 comparisons written out at constant indices, so `win` stays in registers.
   TE has no sort; this selects exactly what sorting's v[4] does, ties included.
Schedule: `per_output` with the rows on blockIdx.y (`rows = 1`) for both.
"""

import tvm
from tvm import te
from tvm.tirx import Select

from ekb_tvm.build import Definition
from ekb_tvm.ops import demosaic_rggb, mirror
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    # The plain vars: no index divides by them, and with `positive_params`' max(H, 1) TVM 0.27 cannot
    # prove the clamped window reads inside `enc` (compute_at: "not a stage pipeline").
    params = h, w = [te.var("H"), te.var("W")]
    scalars = [te.var(n, "float32") for n in ("BL", "r_gain", "g_gain", "b_gain")]
    bl, gains = scalars[0], scalars[1:]
    raw = te.placeholder((h, w), "float32", name="raw")
    ccm = te.placeholder((3, 3), "float32", name="ccm")

    def px(y, x):
        return te.max(raw[mirror(y, h), mirror(x, w)] - bl, 0.0) / (1.0 - bl)

    def demosaic(y, x, ch):
        red, green, blue = demosaic_rggb(px, te.max(raw[y, x] - bl, 0.0) / (1.0 - bl), y, x)
        return te.if_then_else(ch == 0, red * gains[0], te.if_then_else(ch == 1, green * gains[1], blue * gains[2]))

    wb = te.compute((h, w, 3), demosaic, name="wb")

    def encode(y, x, ch):
        m = ccm[ch, 0] * wb[y, x, 0] + ccm[ch, 1] * wb[y, x, 1] + ccm[ch, 2] * wb[y, x, 2]
        v = te.min(te.max(m, 0.0), 1.0)
        return te.if_then_else(v <= 0.0031308, 12.92 * v, 1.055 * te.power(v, 1.0 / 2.4) - 0.055)

    enc = te.compute((h, w, 3), encode, name="enc")

    def clamp(v, n):
        return te.min(te.max(v, 0), n - 1)

    win = te.compute(
        (h, w, 3, 9),
        lambda y, x, ch, k: enc[clamp(y + k // 3 - 1, h), clamp(x + k % 3 - 1, w), ch],
        name="win",
    )

    def median(y, x, ch):
        v = [win[y, x, ch, k] for k in range(9)]
        out = None
        for vi in v:
            less = sum((vj < vi).astype("int32") for vj in v)
            not_more = sum((vj <= vi).astype("int32") for vj in v)
            pick = Select(te.all(less <= 4, not_more >= 5), vi, tvm.tirx.const(0.0, "float32"))
            out = pick if out is None else te.max(out, pick)
        return out

    rgb = te.compute((h, w, 3), median, name="rgb")
    return Definition(params=[*params, *scalars], inputs=[raw, ccm], outputs=[rgb], scratch=[enc], extra_args=[*params, *scalars])


def schedule(sch, target: str) -> None:
    per_output(sch, "enc", target, producers=("wb",), rows=1)
    per_output(sch, "rgb", target, producers=("win",), rows=1)
