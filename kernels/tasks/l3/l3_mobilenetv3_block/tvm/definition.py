"""l3_mobilenetv3_block: one MobileNetV3 bneck as six TVM kernels (six plan passes) over five scratch
buffers (2 inputs + 1 output + 5 scratch = the 8 storage buffers a program may bind):

1. e = hswish(x·We + be) [N, H, W, CE] (the CI products a producer at the element);
2. d = hswish(depthwise K×K(e) + bd) [N, Ho, Wo, CE], stride S, zero padding (K − 1)/2 on every side
   (the K² taps a producer; K and S are runtime params, so both tap loops are reduction axes);
3. m = the mean of d over the image's Ho·Wo pixels [N, CE]: one work-group of 64 per (n, k), the
   pixels split across it and combined by TVM's cross-thread all-reduce (`element_reduce`), so no
   invocation loops more than ⌈12,544 / 64⌉ = 196 times;
4. r = relu(m·W1 + b1) [N, CS];
5. g = hsig(r·W2 + b2) [N, CE];
6. y = (d ⊙ g)·Wp + bp, plus x where S = 1 and CI = CO (a runtime condition; the read of x clamped
   into its channels where it does not apply).

Loop iterations per invocation, at most: CI = 160 (1), K² = 25 (2), 196 (3), CE = 960 (4 and 6),
CS = 240 (5). Weights are slices of `weights` at the task's offsets. Schedule: `per_output` with
(n, row) on blockIdx.y (`rows = 2`) for 1, 2 and 6, `rows = 1` for 4 and 5. Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import element_reduce, per_output


def _hsig(v):
    return te.min(te.max(v + 3.0, 0.0), 6.0) / 6.0


def _hswish(v):
    return v * _hsig(v)


def compute(target: str) -> Definition:
    params, (n, h, w, ci, ce, cs, co, k, s) = positive_params(target, "N", "H", "W", "CI", "CE", "CS", "CO", "K", "S")
    ho, wo = (h + s - 1) // s, (w + s - 1) // s
    pad = k // 2
    be = ci * ce
    wd = be + ce
    bd = wd + k * k * ce
    w1 = bd + ce
    b1 = w1 + ce * cs
    w2 = b1 + cs
    b2 = w2 + cs * ce
    wp = b2 + ce
    bp = wp + ce * co
    x = te.placeholder((n, h, w, ci), "float32", name="x")
    weights = te.placeholder(((ci + 3 + k * k + 2 * cs + co) * ce + cs + co,), "float32", name="weights")

    kc = te.reduce_axis((0, ci), name="kc")
    e_acc = te.compute((n, h, w, ce), lambda b, i, j, c: te.sum(x[b, i, j, kc] * weights[kc * ce + c], axis=kc), name="e_acc")
    e = te.compute((n, h, w, ce), lambda b, i, j, c: _hswish(e_acc[b, i, j, c] + weights[be + c]), name="e")

    ky = te.reduce_axis((0, k), name="ky")
    kx = te.reduce_axis((0, k), name="kx")

    def tap(b, i, j, c):
        yy, xx = i * s + ky - pad, j * s + kx - pad
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        v = te.if_then_else(inside, e[b, te.min(te.max(yy, 0), h - 1), te.min(te.max(xx, 0), w - 1), c], 0.0)
        return v * weights[wd + (ky * k + kx) * ce + c]

    d_acc = te.compute((n, ho, wo, ce), lambda b, i, j, c: te.sum(tap(b, i, j, c), axis=[ky, kx]), name="d_acc")
    d = te.compute((n, ho, wo, ce), lambda b, i, j, c: _hswish(d_acc[b, i, j, c] + weights[bd + c]), name="d")

    kq = te.reduce_axis((0, ho * wo), name="kq")
    pool = te.compute((n, ce), lambda b, c: te.sum(d[b, kq // wo, kq % wo, c], axis=kq), name="pool")
    m = te.compute((n, ce), lambda b, c: pool[b, c] / (ho * wo).astype("float32"), name="m")

    k1 = te.reduce_axis((0, ce), name="k1")
    r_acc = te.compute((n, cs), lambda b, j: te.sum(m[b, k1] * weights[w1 + k1 * cs + j], axis=k1), name="r_acc")
    r = te.compute((n, cs), lambda b, j: te.max(r_acc[b, j] + weights[b1 + j], 0.0), name="r")
    k2 = te.reduce_axis((0, cs), name="k2")
    g_acc = te.compute((n, ce), lambda b, c: te.sum(r[b, k2] * weights[w2 + k2 * ce + c], axis=k2), name="g_acc")
    g = te.compute((n, ce), lambda b, c: _hsig(g_acc[b, c] + weights[b2 + c]), name="g")

    kp = te.reduce_axis((0, ce), name="kp")
    y_acc = te.compute(
        (n, ho, wo, co), lambda b, i, j, o: te.sum(d[b, i, j, kp] * g[b, kp] * weights[wp + kp * co + o], axis=kp), name="y_acc"
    )
    residual = te.all(s == 1, ci == co)
    y = te.compute(
        (n, ho, wo, co),
        lambda b, i, j, o: y_acc[b, i, j, o] + weights[bp + o] + te.if_then_else(residual, x[b, i, j, te.min(o, ci - 1)], 0.0),
        name="y",
    )
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=[e, d, m, r, g], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "e", target, producers=("e_acc",), rows=2)
    per_output(sch, "d", target, producers=("d_acc",), rows=2)
    element_reduce(sch, ("pool",), "m", target)
    per_output(sch, "r", target, producers=("r_acc",), rows=1)
    per_output(sch, "g", target, producers=("g_acc",), rows=1)
    per_output(sch, "y", target, producers=("y_acc",), rows=2)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the five scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
