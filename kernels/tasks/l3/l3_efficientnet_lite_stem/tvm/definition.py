"""l3_efficientnet_lite_stem: EfficientNet-lite0's front as six TVM kernels (six plan passes) over five
scratch buffers (2 inputs + 1 output + 5 scratch = the 8 storage buffers a program may bind):

1. a = relu6(stem 3×3/2 of (x − 127)/128 + bs) [N, H2, W2, C0]: the 27 products one reduction, each tap
   masked to 0 outside the image (the padding is in the normalised tensor);
2. b = d1·Wp1 + bp1 (+ a where C0 = C1, a runtime condition; its channel read as o mod C0 — a
   te.min(o, C0 − 1) there defeats TVM's region analysis, "not a stage pipeline") with d1 = relu6(depthwise 3×3/1 of a + bd1)
   written out as nine taps (an elementwise expression, inlined: each output recomputes the C0 depthwise
   values it needs, as l3_mobilenetv2_blocks does);
3. e2 = relu6(b·We2 + be2) [N, H2, W2, X2];
4. c = d2·Wp2 + bp2 with d2 the depthwise 3×3/2 of e2, inlined likewise;
5. e3 = relu6(c·We3 + be3) [N, H4, W4, X3];
6. y = d3·Wp3 + bp3 + c with d3 the depthwise 3×3/1 of e3, inlined.

Every 3×3 window uses TensorFlow's SAME padding: pad_before = max((Lo − 1)·s + 3 − L, 0) / 2 (rows and
columns apart; 0 at stride 2 on an even size). Loop iterations per invocation, at most: 27 (1),
C0 = 32 (2), C1 = 32 (3), X2 = 192 (4), C2 = 24 (5), X3 = 144 (6), with nine taps per iteration in 2, 4
and 6. Weights are slices of `weights` at the task's offsets. Schedule: `per_output`, (n, row) on
blockIdx.y (`rows = 2`). Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import inline, per_output


def _relu6(v):
    return te.min(te.max(v, 0.0), 6.0)


def _pad_before(lo, l, s):
    return te.max((lo - 1) * s + 3 - l, 0) // 2


def _dw(u, weights, wd, xw, n, hin, win, s, name):
    """relu6(depthwise 3×3 at stride s of u [n, hin, win, xw] + bias), SAME padding, nine taps written out;
    the filter at weights[wd …], the bias 9·xw after. A tap's read is clamped at 0 only: a clamp at the far
    edge too defeats TVM's region analysis ("not a stage pipeline"); the mask keeps the read from running."""
    ho, wo = (hin + s - 1) // s, (win + s - 1) // s
    pt, pl = _pad_before(ho, hin, s), _pad_before(wo, win, s)

    def body(i, oy, ox, k):
        total = weights[wd + 9 * xw + k]
        for ky in range(3):
            for kx in range(3):
                yy, xx = oy * s + ky - pt, ox * s + kx - pl
                inside = te.all(yy >= 0, yy < hin, xx >= 0, xx < win)
                tap = te.if_then_else(inside, u[i, te.max(yy, 0), te.max(xx, 0), k], 0.0)
                total = total + tap * weights[wd + (ky * 3 + kx) * xw + k]
        return _relu6(total)

    return te.compute((n, ho, wo, xw), body, name=name)


def _pw(u, weights, wp, cin, cout, shape, name):
    """The 1×1 of u [..., cin] into cout (the matrix at weights[wp …]) without its bias: the reduction stage."""
    kk = te.reduce_axis((0, cin), name=f"{name}_k")
    return te.compute(shape + (cout,), lambda i, y, x, o: te.sum(u[i, y, x, kk] * weights[wp + kk * cout + o], axis=kk), name=name)


def compute(target: str) -> Definition:
    params, (n, h, w, c0, c1, ex, c2) = positive_params(target, "N", "H", "W", "C0", "C1", "E", "C2")
    x2, x3 = ex * c1, ex * c2
    a1 = 28 * c0
    a2 = 38 * c0 + c0 * c1 + c1
    a3 = a2 + x2 * (c1 + 11 + c2) + c2
    h2, w2 = (h + 1) // 2, (w + 1) // 2
    h4, w4 = (h2 + 1) // 2, (w2 + 1) // 2
    x = te.placeholder((n, h, w, 3), "float32", name="x")
    weights = te.placeholder((a3 + x3 * (2 * c2 + 11) + c2,), "float32", name="weights")

    ky = te.reduce_axis((0, 3), name="ky")
    kx = te.reduce_axis((0, 3), name="kx")
    kc = te.reduce_axis((0, 3), name="kc")
    pt, pl = _pad_before(h2, h, 2), _pad_before(w2, w, 2)

    def stem_tap(i, oy, ox, k):
        yy, xx = oy * 2 + ky - pt, ox * 2 + kx - pl
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        v = (x[i, te.min(te.max(yy, 0), h - 1), te.min(te.max(xx, 0), w - 1), kc] - 127.0) / 128.0
        return te.if_then_else(inside, v, 0.0) * weights[((ky * 3 + kx) * 3 + kc) * c0 + k]

    a_acc = te.compute((n, h2, w2, c0), lambda i, oy, ox, k: te.sum(stem_tap(i, oy, ox, k), axis=[ky, kx, kc]), name="a_acc")
    a = te.compute((n, h2, w2, c0), lambda i, oy, ox, k: _relu6(a_acc[i, oy, ox, k] + weights[27 * c0 + k]), name="a")

    d1 = _dw(a, weights, a1, c0, n, h2, w2, 1, "d1")
    b_acc = _pw(d1, weights, a1 + 10 * c0, c0, c1, (n, h2, w2), "b_acc")
    same = c0 == c1
    b = te.compute(
        (n, h2, w2, c1),
        lambda i, y, xx, o: b_acc[i, y, xx, o] + weights[a1 + 10 * c0 + c0 * c1 + o] + te.if_then_else(same, a[i, y, xx, o % c0], 0.0),
        name="b",
    )

    e2_acc = _pw(b, weights, a2, c1, x2, (n, h2, w2), "e2_acc")
    e2 = te.compute((n, h2, w2, x2), lambda i, y, xx, k: _relu6(e2_acc[i, y, xx, k] + weights[a2 + c1 * x2 + k]), name="e2")
    d2 = _dw(e2, weights, a2 + (c1 + 1) * x2, x2, n, h2, w2, 2, "d2")
    c_acc = _pw(d2, weights, a2 + (c1 + 11) * x2, x2, c2, (n, h4, w4), "c_acc")
    c = te.compute((n, h4, w4, c2), lambda i, y, xx, o: c_acc[i, y, xx, o] + weights[a2 + (c1 + 11 + c2) * x2 + o], name="c")

    e3_acc = _pw(c, weights, a3, c2, x3, (n, h4, w4), "e3_acc")
    e3 = te.compute((n, h4, w4, x3), lambda i, y, xx, k: _relu6(e3_acc[i, y, xx, k] + weights[a3 + c2 * x3 + k]), name="e3")
    d3 = _dw(e3, weights, a3 + (c2 + 1) * x3, x3, n, h4, w4, 1, "d3")
    y_acc = _pw(d3, weights, a3 + (c2 + 11) * x3, x3, c2, (n, h4, w4), "y_acc")
    y = te.compute(
        (n, h4, w4, c2), lambda i, yy, xx, o: y_acc[i, yy, xx, o] + weights[a3 + (c2 + 11 + c2) * x3 + o] + c[i, yy, xx, o], name="y"
    )
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=[a, b, e2, c, e3], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "a", target, producers=("a_acc",), rows=2)
    inline(sch, ("d1",))
    per_output(sch, "b", target, producers=("b_acc",), rows=2)
    per_output(sch, "e2", target, producers=("e2_acc",), rows=2)
    inline(sch, ("d2",))
    per_output(sch, "c", target, producers=("c_acc",), rows=2)
    per_output(sch, "e3", target, producers=("e3_acc",), rows=2)
    inline(sch, ("d3",))
    per_output(sch, "y", target, producers=("y_acc",), rows=2)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the five scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
