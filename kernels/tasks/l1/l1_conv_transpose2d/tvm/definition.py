"""l1_conv_transpose2d: PyTorch's ConvTranspose2d (groups 1, dilation 1), NCHW, weight [CI, CO, K, K]:
y[n, co, oy, ox] = bias[co] + Σ_{ci, ky, kx} x[n, ci, iy, ix]·w[ci, co, ky, kx] over the taps with
oy + P − ky = iy·S, ox + P − kx = ix·S, 0 ≤ iy < H, 0 ≤ ix < W; OH = (H − 1)·S − 2P + K + OP.

The gather form: every output reduces over all CI·K² taps, a tap contributing only where
oy + P − ky is a nonnegative multiple of S below H·S (and likewise along x), its read behind the
condition (TVM emits if_then_else as a branch on every target). Schedule: `per_output`
(`rows = 2`: (n, co) on blockIdx.y, ≤ 512), the sum a producer at each output (CI·K² ≤ 3,200
products serial), sizes as `positive_params` (P and OP as themselves: they may be 0).
"""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (n, ci_, co_, h, w, k, s, _p, _op) = positive_params(target, "N", "CI", "CO", "H", "W", "K", "S", "P", "OP")
    p, op = params[-2], params[-1]  # P and OP may be 0
    oh = (h - 1) * s - 2 * p + k + op
    ow = (w - 1) * s - 2 * p + k + op
    x = te.placeholder((n, ci_, h, w), "float32", name="x")
    wt = te.placeholder((ci_, co_, k, k), "float32", name="weight")
    bias = te.placeholder((co_,), "float32", name="bias")
    ci = te.reduce_axis((0, ci_), name="ci")
    ky = te.reduce_axis((0, k), name="ky")
    kx = te.reduce_axis((0, k), name="kx")

    def tap(b, o, i, j):
        ty, tx = i + p - ky, j + p - kx
        inside = te.all(ty >= 0, ty < h * s, ty % s == 0, tx >= 0, tx < w * s, tx % s == 0)
        term = x[b, ci, ty // s, tx // s] * wt[ci, o, ky, kx]
        return te.if_then_else(inside, term, tirx.const(0.0, "float32"))

    z = te.compute((n, co_, oh, ow), lambda b, o, i, j: te.sum(tap(b, o, i, j), axis=[ci, ky, kx]), name="conv")
    y = te.compute((n, co_, oh, ow), lambda b, o, i, j: z[b, o, i, j] + bias[o], name="y")
    return Definition(params=params, inputs=[x, wt, bias], outputs=[y], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("conv",), rows=2)
