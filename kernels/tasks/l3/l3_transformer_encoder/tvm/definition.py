"""l3_transformer_encoder: one pre-LayerNorm encoder layer as six TVM kernels (six plan passes) over five
scratch buffers (2 inputs + 1 output + 5 scratch = the 8 storage buffers a program may bind):

1. qkv = LN1(x)·Wqkv + bqkv — the row's mean and variance computed at each output (D serial each), the
   normalised row inlined into the dot product;
2. scores[h, i, j] = Q_h[i]·K_h[j] / sqrt(dh);
3. o[i, h·dh + e] = Σ_j exp(scores − row max)·V_h[j, e] / Σ_j exp(scores − row max), the row's maximum and
   sum computed at each output (S ≤ 256 serial each);
4. h1 = x + o·Wo + bo;
5. hidden = GELU(LN2(h1)·W1 + b1), LN2's statistics as in 1;
6. y = h1 + hidden·W2 + b2.

Weights are slices of `weights` at the task's offsets. Schedule: `per_output` on each (`rows = 1`, the
token on blockIdx.y; `rows = 2` for the scores), reductions serial. Sizes as `positive_params`.
"""

import math

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import inline, per_output


def _gelu(u):
    return 0.5 * u * (1.0 + te.tanh(0.7978845608028654 * (u + 0.044715 * u * u * u)))


def _layernorm(src, weights, g_off, n_off, s, d, eps, name):
    """The stage LN(src) ⊙ (1 + g) + n over each row (biased variance), with its row sum and sum of
    squared deviations as the stages `<name>_mean` and `<name>_var`."""
    n = d.astype("float32")
    k1 = te.reduce_axis((0, d), name=f"{name}_k1")
    total = te.compute((s,), lambda i: te.sum(src[i, k1], axis=k1), name=f"{name}_mean")
    k2 = te.reduce_axis((0, d), name=f"{name}_k2")
    var = te.compute((s,), lambda i: te.sum((src[i, k2] - total[i] / n) * (src[i, k2] - total[i] / n), axis=k2), name=f"{name}_var")
    return te.compute(
        (s, d),
        lambda i, j: (src[i, j] - total[i] / n) / te.sqrt(var[i] / n + eps) * (1.0 + weights[g_off + j]) + weights[n_off + j],
        name=name,
    )


def compute(target: str) -> Definition:
    params, (s, d, nh, f) = positive_params(target, "S", "D", "NH", "F")
    eps = te.var("eps", "float32")
    dh = d // nh
    x = te.placeholder((s, d), "float32", name="x")
    weights = te.placeholder((9 * d + 4 * d * d + 2 * d * f + f,), "float32", name="weights")
    wqkv, bqkv = 2 * d, 2 * d + 3 * d * d
    wo, bo = 5 * d + 3 * d * d, 5 * d + 4 * d * d
    g2, n2 = 6 * d + 4 * d * d, 7 * d + 4 * d * d
    w1, b1 = 8 * d + 4 * d * d, 8 * d + 4 * d * d + d * f
    w2, b2 = 8 * d + 4 * d * d + d * f + f, 8 * d + 4 * d * d + 2 * d * f + f

    a = _layernorm(x, weights, 0, d, s, d, eps, "ln1")
    kq = te.reduce_axis((0, d), name="kq")
    qkv_dot = te.compute((s, 3 * d), lambda i, j: te.sum(a[i, kq] * weights[wqkv + kq * 3 * d + j], axis=kq), name="qkv_dot")
    qkv = te.compute((s, 3 * d), lambda i, j: qkv_dot[i, j] + weights[bqkv + j], name="qkv")

    ke = te.reduce_axis((0, dh), name="ke")
    dot = te.compute((nh, s, s), lambda h, i, j: te.sum(qkv[i, h * dh + ke] * qkv[j, d + h * dh + ke], axis=ke), name="dot")
    scale = 1.0 / te.sqrt(dh.astype("float32"))
    scores = te.compute((nh, s, s), lambda h, i, j: dot[h, i, j] * scale, name="scores")
    k1 = te.reduce_axis((0, s), name="k1")
    mx = te.compute((s, d), lambda i, c: te.max(scores[c // dh, i, k1], axis=k1), name="row_max")
    k2 = te.reduce_axis((0, s), name="k2")
    sm = te.compute((s, d), lambda i, c: te.sum(te.exp(scores[c // dh, i, k2] - mx[i, c]), axis=k2), name="row_sum")
    k3 = te.reduce_axis((0, s), name="k3")
    pv = te.compute(
        (s, d),
        lambda i, c: te.sum(te.exp(scores[c // dh, i, k3] - mx[i, c]) * qkv[k3, 2 * d + c], axis=k3),
        name="pv",
    )
    o = te.compute((s, d), lambda i, c: pv[i, c] / sm[i, c], name="o")

    ko = te.reduce_axis((0, d), name="ko")
    proj = te.compute((s, d), lambda i, j: te.sum(o[i, ko] * weights[wo + ko * d + j], axis=ko), name="proj")
    h1 = te.compute((s, d), lambda i, j: x[i, j] + proj[i, j] + weights[bo + j], name="h1")

    c2 = _layernorm(h1, weights, g2, n2, s, d, eps, "ln2")
    kf = te.reduce_axis((0, d), name="kf")
    up = te.compute((s, f), lambda i, j: te.sum(c2[i, kf] * weights[w1 + kf * f + j], axis=kf), name="up")
    hidden = te.compute((s, f), lambda i, j: _gelu(up[i, j] + weights[b1 + j]), name="hidden")
    kd = te.reduce_axis((0, f), name="kd")
    down = te.compute((s, d), lambda i, j: te.sum(hidden[i, kd] * weights[w2 + kd * d + j], axis=kd), name="down")
    y = te.compute((s, d), lambda i, j: h1[i, j] + down[i, j] + weights[b2 + j], name="y")
    return Definition(
        params=[*params, eps],
        inputs=[x, weights],
        outputs=[y],
        scratch=[qkv, scores, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    inline(sch, ("ln1", "ln2"))
    per_output(sch, "qkv", target, producers=("qkv_dot", "ln1_var", "ln1_mean"), rows=1)
    per_output(sch, "scores", target, producers=("dot",), rows=2)
    per_output(sch, "o", target, producers=("pv", "row_sum", "row_max"), rows=1)
    per_output(sch, "h1", target, producers=("proj",), rows=1)
    per_output(sch, "hidden", target, producers=("up", "ln2_var", "ln2_mean"), rows=1)
    per_output(sch, "y", target, producers=("down",), rows=1)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
