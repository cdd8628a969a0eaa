"""l3_mobilenetv2_blocks: three MobileNetV2 inverted-residual blocks as six TVM kernels (six plan
passes): per block the 1×1 expansion e (relu6) in a scratch buffer, then the block's output — the
1×1 projection of the depthwise 3×3 (relu6), whose nine taps are written out (an elementwise
expression, inlined, so each output recomputes the CH depthwise values it needs), plus the
residual in blocks 0 and 1. e0, out0, e1, out1, e2 are the five scratch buffers (2 inputs + 1
output + 5 scratch = the 8 storage buffers a program may bind). Weights are slices of `weights`.
Sizes as `positive_params`; (image, row) on blockIdx.y (`rows=2`): short indices.
Schedule: `per_output` on every stage (C products serial in the expansion, CH·9 in the projection).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import inline, per_output


def _relu6(v):
    return te.min(te.max(v, 0.0), 6.0)


def _block(u, weights, base, c, ch, cout, n, hin, win, stride, residual, b, out_name):
    """Block `b` on u [n, hin, win, c]: returns its (e, out) stages; `out` includes the residual."""
    we, be = base, base + c * ch
    wd, bd = be + ch, be + 10 * ch
    wp, bp = bd + ch, bd + ch + ch * cout
    ho, wo = (hin + stride - 1) // stride, (win + stride - 1) // stride
    ci = te.reduce_axis((0, c), name=f"e{b}_ci")
    e_acc = te.compute((n, hin, win, ch), lambda i, y, x, k: te.sum(u[i, y, x, ci] * weights[we + ci * ch + k], axis=ci), name=f"e{b}_acc")
    e = te.compute((n, hin, win, ch), lambda i, y, x, k: _relu6(e_acc[i, y, x, k] + weights[be + k]), name=f"e{b}")

    def dw(i, oy, ox, k):
        total = weights[bd + k]
        for ky in range(3):
            for kx in range(3):
                yy, xx = oy * stride + ky - 1, ox * stride + kx - 1
                inside = te.all(yy >= 0, yy < hin, xx >= 0, xx < win)
                tap = te.if_then_else(inside, e[i, te.max(yy, 0), te.max(xx, 0), k], 0.0)
                total = total + tap * weights[wd + (ky * 3 + kx) * ch + k]
        return _relu6(total)

    d = te.compute((n, ho, wo, ch), dw, name=f"d{b}")
    kk = te.reduce_axis((0, ch), name=f"p{b}_k")
    o = te.compute((n, ho, wo, cout), lambda i, y, x, co: te.sum(d[i, y, x, kk] * weights[wp + kk * cout + co], axis=kk), name=f"o{b}_acc")
    if residual:
        out = te.compute((n, ho, wo, cout), lambda i, y, x, co: o[i, y, x, co] + weights[bp + co] + u[i, y, x, co], name=out_name)
    else:
        out = te.compute((n, ho, wo, cout), lambda i, y, x, co: o[i, y, x, co] + weights[bp + co], name=out_name)
    return e, out


def compute(target: str) -> Definition:
    params, (n, h, w, c, ex, c2) = positive_params(target, "N", "H", "W", "C", "E", "C2")
    ch = ex * c
    size = 2 * c * ch + 11 * ch + c
    x = te.placeholder((n, h, w, c), "float32", name="x")
    weights = te.placeholder((2 * (2 * c * ex * c + 11 * ex * c + c) + c * ex * c + 11 * ex * c + ex * c * c2 + c2,), "float32", name="weights")
    e0, out0 = _block(x, weights, 0, c, ch, c, n, h, w, 1, True, 0, "out0")
    e1, out1 = _block(out0, weights, size, c, ch, c, n, h, w, 1, True, 1, "out1")
    e2, y = _block(out1, weights, 2 * size, c, ch, c2, n, h, w, 2, False, 2, "y")
    return Definition(
        params=params, inputs=[x, weights], outputs=[y], scratch=[e0, out0, e1, out1, e2], extra_args=params
    )


def schedule(sch, target: str) -> None:
    for b in range(3):
        per_output(sch, f"e{b}", target, producers=(f"e{b}_acc",), rows=2)
        inline(sch, (f"d{b}",))
    per_output(sch, "out0", target, producers=("o0_acc",), rows=2)
    per_output(sch, "out1", target, producers=("o1_acc",), rows=2)
    per_output(sch, "y", target, producers=("o2_acc",), rows=2)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
