"""l3_whisper_encoder_block: the strided conv1d stem, sinusoidal positions and one pre-LayerNorm block
as seven TVM kernels (seven plan passes) over five scratch buffers (2 inputs + 1 output + 5 scratch =
the 8 storage buffers a program may bind), one of them holding two stages in turn:

1. x = GELU(bc + conv1d(mel)) + positions — the 3·NM taps a producer at each element (frame −1 reads
   as zero), GELU's argument a scalar stage there (its erf uses it eight times; without CSE each use
   would repeat the whole expression); the angle s·w_i reduced by the nearest multiple of π/2
   (two-part π/2) before the builtin sin and cos, which WGSL bounds only on [−π, π];
2. qkv = LN1(x)·Wqkv + bqkv — the row's mean and variance computed at each output (D serial each,
   over the row shifted by its first element: `_layernorm`);
3. `sh` ← the scores s[i, h, j] = Q_h[i]·K_h[j] / sqrt(dh) over [S, NH, S], one per invocation (the dh
   products serial);
4. o[i, h·dh + e] = Σ_j exp(s_j − m)·V_h[j, e] / Σ_j exp(s_j − m), m = max_j s[i, h, j]: one output per
   invocation over the flattened (S, D) (`rows = 0`: at D = 4 a row of 256 would leave 252
   invocations looping), the row's maximum, sum and weighted sum each a serial pass over the S
   stored scores;
5. h1 = x + o·Wo + bo;
6. `sh` ← hidden = GELU(LN2(h1)·W1 + b1) (the scores are dead: only kernel 4 reads them), LN2's
   statistics as in 2, GELU's argument a scalar stage as in 1;
7. y = h1 + hidden·W2 + b2.

The scores and the hidden layer share one scratch buffer (`ekb_tvm.build`: TVM names both buffers
alike; the plan's scratch is as long as the larger, max(S·NH·S, S·F)). Loop iterations per
invocation, at most (S, D ≤ 512, NM ≤ 128, F ≤ 2,048, dh = D / NH ≤ 512): 3·NM = 384 (1), 3·D = 1,536
(2 and 6: two statistics and a dot product), dh = 512 (3), 3·S = 1,536 (4), D = 512 (5), F = 2,048
(7) — within llvmpipe's 65,535 at every shape of the domain (one invocation per output looping over
every key's dh products, as before the scores were kept, took S·dh = 262,144 at S = dh = 512).

GELU is the exact (erf) form; erf is Abramowitz & Stegun 7.1.26 (|error| ≤ 1.5e-7; WGSL has no erf).
Weights are slices of `weights` at the task's offsets. Schedule: `per_output` on each (`rows = 1`,
the position on blockIdx.y; the scores `rows = 2`, (i, h) on blockIdx.y; o `rows = 0`), reductions
serial. Sizes as `positive_params`.
"""

import math

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import inline, per_output


def _erf(u):
    """erf(u), Abramowitz & Stegun 7.1.26: 1 − (a1·t + … + a5·t⁵)·exp(−u²), t = 1/(1 + p·|u|), odd."""
    z = te.max(u, -u)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    r = 1.0 - poly * te.exp(-z * z)
    return te.if_then_else(u < 0.0, -r, r)


def _gelu(u):
    return 0.5 * u * (1.0 + _erf(u * 0.7071067811865476))


def _position(s, o, half):
    """sin(s·w_i) for o < D/2, cos(s·w_i) for o = D/2 + i, w_i = exp(−ln(10000)·i / (D/2 − 1)): the angle
    reduced by k·π/2 (k the nearest integer; π/2 in two parts), then sin or cos of the quadrant."""
    i = te.if_then_else(o < half, o, o - half)
    w = te.exp(-math.log(10000.0) * i.astype("float32") / (half - 1).astype("float32"))
    ang = s.astype("float32") * w
    k = te.round(ang * (2.0 / math.pi))
    r = ang - k * 1.5703125 - k * (math.pi / 2 - 1.5703125)
    # sin(ang) = [sin r, cos r, −sin r, −cos r][k mod 4]; cos(ang) = sin(ang + π/2): quadrant k + 1.
    q = (k.astype("int32") + te.if_then_else(o < half, 0, 1)) % 4
    sn, cs = te.sin(r), te.cos(r)
    return te.if_then_else(q == 0, sn, te.if_then_else(q == 1, cs, te.if_then_else(q == 2, -sn, -cs)))


def _layernorm(src, weights, g_off, n_off, s, d, eps, name):
    """The stage LN(src) ⊙ (1 + g) + n over each row (biased variance), with its statistics as the
    stages `<name>_mean` (Σ_j (src[i, j] − src[i, 0])) and `<name>_var` (Σ_j (src[i, j] − mean)²).

    The sums are over the row shifted by its first element (the "shifted data" algorithm): h1's rows
    sit near ±1,000 on the `constant_weights` edge set, where a serial f32 sum of the raw row erred
    by ~3e-4 in the mean — an error every normalised element shares, which the MLP's sum over D
    then multiplies by D·F/4 (1.3× y's tolerance at D = 64, F = 100); the shifted sum is exact to
    the rows' spread."""
    n = d.astype("float32")
    k1 = te.reduce_axis((0, d), name=f"{name}_k1")
    total = te.compute((s,), lambda i: te.sum(src[i, k1] - src[i, 0], axis=k1), name=f"{name}_mean")

    def dev(i, j):
        return src[i, j] - src[i, 0] - total[i] / n

    k2 = te.reduce_axis((0, d), name=f"{name}_k2")
    var = te.compute((s,), lambda i: te.sum(dev(i, k2) * dev(i, k2), axis=k2), name=f"{name}_var")
    return te.compute(
        (s, d),
        lambda i, j: dev(i, j) / te.sqrt(var[i] / n + eps) * (1.0 + weights[g_off + j]) + weights[n_off + j],
        name=name,
    )


def compute(target: str) -> Definition:
    params, (s, nm, d, nh, f) = positive_params(target, "S", "NM", "D", "NH", "F")
    eps = te.var("eps", "float32")
    dh = d // nh
    half = d // 2
    mel = te.placeholder((2 * s, nm), "float32", name="mel")
    weights = te.placeholder((3 * nm * d + 10 * d + 4 * d * d + 2 * d * f + f,), "float32", name="weights")
    base = 3 * nm * d
    bc, g1, n1 = base, base + d, base + 2 * d
    wqkv, bqkv = base + 3 * d, base + 3 * d + 3 * d * d
    wo, bo = base + 6 * d + 3 * d * d, base + 6 * d + 4 * d * d
    g2, n2 = base + 7 * d + 4 * d * d, base + 8 * d + 4 * d * d
    w1, b1 = base + 9 * d + 4 * d * d, base + 9 * d + 4 * d * d + d * f
    w2, b2 = base + 9 * d + 4 * d * d + d * f + f, base + 9 * d + 4 * d * d + 2 * d * f + f

    kk = te.reduce_axis((0, 3), name="kk")
    km = te.reduce_axis((0, nm), name="km")

    def tap(t, o):
        fr = 2 * t + kk - 1
        v = te.if_then_else(fr >= 0, mel[te.max(fr, 0), km], 0.0)
        return v * weights[(kk * nm + km) * d + o]

    conv = te.compute((s, d), lambda t, o: te.sum(tap(t, o), axis=[kk, km]), name="conv")
    # GELU's argument as a stage of its own (a scalar at the element): the erf polynomial uses it
    # eight times, each a copy of the whole expression without one (no CSE).
    stem = te.compute((s, d), lambda t, o: conv[t, o] + weights[bc + o], name="stem")
    x = te.compute((s, d), lambda t, o: _gelu(stem[t, o]) + _position(t, o, half), name="x")

    a = _layernorm(x, weights, g1, n1, s, d, eps, "ln1")
    kq = te.reduce_axis((0, d), name="kq")
    qkv_dot = te.compute((s, 3 * d), lambda i, j: te.sum(a[i, kq] * weights[wqkv + kq * 3 * d + j], axis=kq), name="qkv_dot")
    qkv = te.compute((s, 3 * d), lambda i, j: qkv_dot[i, j] + weights[bqkv + j], name="qkv")

    # The scores, named as the hidden layer: both live in one scratch buffer (the scores are dead
    # before hidden is written). Scaled once here, so the softmax's passes read them as they are.
    ke = te.reduce_axis((0, dh), name="ke")
    dot = te.compute((s, nh, s), lambda i, h, j: te.sum(qkv[i, h * dh + ke] * qkv[j, d + h * dh + ke], axis=ke), name="dot")
    scale = 1.0 / te.sqrt(dh.astype("float32"))
    scores = te.compute((s, nh, s), lambda i, h, j: dot[i, h, j] * scale, name="sh")
    k1, k2, k3 = (te.reduce_axis((0, s), name=f"k{i}") for i in (1, 2, 3))
    mx = te.compute((s, d), lambda i, c: te.max(scores[i, c // dh, k1], axis=k1), name="row_max")

    def p(i, c, k):
        return te.exp(scores[i, c // dh, k] - mx[i, c])

    sm = te.compute((s, d), lambda i, c: te.sum(p(i, c, k2), axis=k2), name="row_sum")
    pv = te.compute((s, d), lambda i, c: te.sum(p(i, c, k3) * qkv[k3, 2 * d + c], axis=k3), name="pv")
    o = te.compute((s, d), lambda i, c: pv[i, c] / sm[i, c], name="o")

    ko = te.reduce_axis((0, d), name="ko")
    proj = te.compute((s, d), lambda i, j: te.sum(o[i, ko] * weights[wo + ko * d + j], axis=ko), name="proj")
    h1 = te.compute((s, d), lambda i, j: x[i, j] + proj[i, j] + weights[bo + j], name="h1")

    c2 = _layernorm(h1, weights, g2, n2, s, d, eps, "ln2")
    kf = te.reduce_axis((0, d), name="kf")
    up = te.compute((s, f), lambda i, j: te.sum(c2[i, kf] * weights[w1 + kf * f + j], axis=kf), name="up")
    up_b = te.compute((s, f), lambda i, j: up[i, j] + weights[b1 + j], name="up_b")
    hidden = te.compute((s, f), lambda i, j: _gelu(up_b[i, j]), name="sh")
    kd = te.reduce_axis((0, f), name="kd")
    down = te.compute((s, d), lambda i, j: te.sum(hidden[i, kd] * weights[w2 + kd * d + j], axis=kd), name="down")
    y = te.compute((s, d), lambda i, j: h1[i, j] + down[i, j] + weights[b2 + j], name="y")
    return Definition(
        params=[*params, eps],
        inputs=[mel, weights],
        outputs=[y],
        scratch=[x, qkv, scores, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    inline(sch, ("ln1", "ln2"))
    per_output(sch, "x", target, producers=("stem", "conv"), rows=1)
    per_output(sch, "qkv", target, producers=("qkv_dot", "ln1_var", "ln1_mean"), rows=1)
    per_output(sch, "sh", target, producers=("dot",), rows=2)
    per_output(sch, "o", target, producers=("pv", "row_sum", "row_max"))
    per_output(sch, "h1", target, producers=("proj",), rows=1)
    per_output(sch, "sh_1", target, producers=("up_b", "up", "ln2_var", "ln2_mean"), rows=1)
    per_output(sch, "y", target, producers=("down",), rows=1)


# The scores and the hidden layer share a scratch buffer, which TVM's C function cannot take (it
# checks each buffer argument's shape); its argument checks, each repeating the whole signature,
# would also pass the 64 KiB text limit.
SKIP = {"c": "two stages share a scratch buffer, and TVM's C function checks every buffer argument's shape"}
