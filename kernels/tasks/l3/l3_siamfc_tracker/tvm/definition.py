"""l3_siamfc_tracker: shared 2-layer valid conv backbone on z and x, cross-correlation, Hann blend, argmax.

Six kernels (`per_output`, `rows = 1`): conv1 + ReLU of z, conv2 of z (fz), conv1 + ReLU of x, conv2 of
x (fx) — 27 or 9·C1 products serial at each output —, the correlation ((Hz − 4)·(Wz − 4)·C2 products
serial) with the window blend (`score`), and the peak (`per_row` over its two elements: a tuple
comm-reducer over the flattened map, the larger value winning and a tie keeping the smaller index, as
`l1_argmax`'s, computed in registers at each element — at most 3,600 entries serial).
Scratch: conv1 of z and fx share a buffer by name (`act_a`: z's conv1 is dead once fz exists, and no
kernel touches both), so 3 inputs + 2 outputs + 3 scratch fit the 8 storage buffers a program may bind.
Sizes as `positive_params`.
"""

import math

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output, per_row


def _conv(img, weights, cin, cout, h, w, wbase, bbase, relu, name):
    """Valid 3×3: b[o] + Σ W[o, c, ky, kx]·img[i + ky, j + kx, c] over [h − 2, w − 2, cout] (ReLU if asked)."""
    c = te.reduce_axis((0, cin), name=f"{name}_c")
    ky = te.reduce_axis((0, 3), name=f"{name}_ky")
    kx = te.reduce_axis((0, 3), name=f"{name}_kx")
    acc = te.compute(
        (h - 2, w - 2, cout),
        lambda i, j, o: te.sum(weights[wbase + ((o * cin + c) * 3 + ky) * 3 + kx] * img[i + ky, j + kx, c], axis=[c, ky, kx]),
        name=f"{name}_acc",
    )
    if relu:
        return te.compute((h - 2, w - 2, cout), lambda i, j, o: te.max(acc[i, j, o] + weights[bbase + o], 0.0), name=name)
    return te.compute((h - 2, w - 2, cout), lambda i, j, o: acc[i, j, o] + weights[bbase + o], name=name)


def _hann(i, n):
    """np.hanning(n)[i] from m = min(i, n − 1 − i); 1 when n = 1 (the division guarded by max(n − 1, 1))."""
    m = te.min(i, n - 1 - i).astype("float32")
    h = 0.5 - 0.5 * te.cos(2.0 * math.pi * m / te.max(n - 1, 1).astype("float32"))
    return te.if_then_else(n == 1, tirx.const(1.0, "float32"), h)


def _combine(a, b):
    """The larger value wins; a tie keeps the smaller index (TVM's argmax pattern)."""
    (ia, va), (ib, vb) = a, b
    take_a = tirx.Or(va > vb, tirx.And(va == vb, ia < ib))
    return tirx.Select(take_a, ia, ib), tirx.Select(va > vb, va, vb)


def _identity(ti, tv):
    return tirx.const(-1, ti), tirx.min_value(tv)


def compute(target: str) -> Definition:
    params, (hz, wz, hx, wx, c1, c2) = positive_params(target, "Hz", "Wz", "Hx", "Wx", "C1", "C2")
    wi = te.var("WI", "float32")
    z = te.placeholder((hz, wz, 3), "float32", name="z")
    x = te.placeholder((hx, wx, 3), "float32", name="x")
    weights = te.placeholder((28 * c1 + 9 * c1 * c2 + c2 + 1,), "float32", name="weights")
    w2, b2 = 28 * c1, 28 * c1 + 9 * c1 * c2
    az = _conv(z, weights, 3, c1, hz, wz, 0, 27 * c1, True, "act_a")
    fz = _conv(az, weights, c1, c2, hz - 2, wz - 2, w2, b2, False, "fz")
    ax = _conv(x, weights, 3, c1, hx, wx, 0, 27 * c1, True, "ax")
    fx = _conv(ax, weights, c1, c2, hx - 2, wx - 2, w2, b2, False, "act_a")
    rh, rw = hx - hz + 1, wx - wz + 1
    u = te.reduce_axis((0, hz - 4), name="u")
    v = te.reduce_axis((0, wz - 4), name="v")
    c = te.reduce_axis((0, c2), name="c")
    corr = te.compute((rh, rw), lambda i, j: te.sum(fz[u, v, c] * fx[i + u, j + v, c], axis=[u, v, c]), name="corr")
    score = te.compute(
        (rh, rw),
        lambda i, j: (1.0 - wi) * (0.001 * corr[i, j] + weights[b2 + c2]) + wi * (_hann(i, rh) * _hann(j, rw)),
        name="score",
    )
    argmax = te.comm_reducer(_combine, _identity, name="argmax")
    k = te.reduce_axis((0, rh * rw), name="k")
    arg, _best = te.compute((2,), lambda e: argmax((k.var, score[k // rw, k % rw]), axis=k), name="arg")
    peak = te.compute((2,), lambda e: te.if_then_else(e == 0, arg[e] // rw, arg[e] % rw).astype("uint32"), name="peak")
    return Definition(params=[*params, wi], inputs=[z, x, weights], outputs=[score, peak], scratch=[az, fz, ax, fx], extra_args=[*params, wi])


def schedule(sch, target: str) -> None:
    # Stages sharing a name are uniquified in creation order: act_a = conv1 of z, act_a_1 = fx.
    per_output(sch, "act_a", target, producers=("act_a_acc",), rows=1)
    per_output(sch, "fz", target, producers=("fz_acc",), rows=1)
    per_output(sch, "ax", target, producers=("ax_acc",), rows=1)
    per_output(sch, "act_a_1", target, producers=("act_a_acc_1",), rows=1)
    per_output(sch, "score", target, producers=("corr",), rows=1)
    per_row(sch, "peak", target, producers=("arg",))


SKIP = {"c": "scratch stages share a buffer (the 8 storage buffers of the GPU forms); TVM's C function checks each argument's shape"}
