"""l3_whisper_encoder_block: the strided conv1d stem, sinusoidal positions and one pre-LayerNorm block
as six TVM kernels (six plan passes) over five scratch buffers (2 inputs + 1 output + 5 scratch = the
8 storage buffers a program may bind):

1. x = GELU(bc + conv1d(mel)) + positions — the 3·NM taps a producer at each element (frame −1 reads
   as zero); the angle s·w_i reduced by the nearest multiple of π/2 (two-part π/2) before the builtin
   sin and cos, which WGSL bounds only on [−π, π];
2. qkv = LN1(x)·Wqkv + bqkv — the row's mean and variance computed at each output (D serial each,
   over the row shifted by its first element: `_layernorm`);
3. o[i, h·dh + e] = Σ_j exp(s_j − max)·V_h[j, e] / Σ_j exp(s_j − max), s_j = Q_h[i]·K_h[j] / sqrt(dh):
   the scores are not kept (no ninth buffer for them): each output runs an online softmax (Milakov &
   Gimelshein; TVM's tuple reducer over (max, sum, weighted sum)) over the S keys, each score
   recomputed at its key (dh products; S·dh serial). One element per invocation over the flattened
   (S, D) (`per_output`, `rows = 0`: at D = 4 a row of 256 would leave 252 invocations looping);
4. h1 = x + o·Wo + bo;
5. hidden = GELU(LN2(h1)·W1 + b1), LN2's statistics as in 2;
6. y = h1 + hidden·W2 + b2.

GELU is the exact (erf) form; erf is Abramowitz & Stegun 7.1.26 (|error| ≤ 1.5e-7; WGSL has no erf).
Weights are slices of `weights` at the task's offsets. Schedule: `per_output` on each (`rows = 1`, the
position on blockIdx.y, but o), reductions serial. Sizes as `positive_params`.
"""

import math

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import online_softmax
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
    x = te.compute((s, d), lambda t, o: _gelu(conv[t, o] + weights[bc + o]) + _position(t, o, half), name="x")

    a = _layernorm(x, weights, g1, n1, s, d, eps, "ln1")
    kq = te.reduce_axis((0, d), name="kq")
    qkv_dot = te.compute((s, 3 * d), lambda i, j: te.sum(a[i, kq] * weights[wqkv + kq * 3 * d + j], axis=kq), name="qkv_dot")
    qkv = te.compute((s, 3 * d), lambda i, j: qkv_dot[i, j] + weights[bqkv + j], name="qkv")

    scale = 1.0 / te.sqrt(dh.astype("float32"))
    ke = te.reduce_axis((0, dh), name="ke")
    dot = te.compute(
        (s, d, s),
        lambda i, c, j: te.sum(qkv[i, (c // dh) * dh + ke] * qkv[j, d + (c // dh) * dh + ke], axis=ke),
        name="dot",
    )
    softmax_pv = online_softmax()
    kj = te.reduce_axis((0, s), name="kj")
    _mx, sm, pv = te.compute(
        (s, d),
        lambda i, c: softmax_pv((dot[i, c, kj] * scale, te.const(1.0, "float32"), qkv[kj, 2 * d + c]), axis=kj),
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
        inputs=[mel, weights],
        outputs=[y],
        scratch=[x, qkv, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    inline(sch, ("ln1", "ln2"))
    per_output(sch, "x", target, producers=("conv",), rows=1)
    per_output(sch, "qkv", target, producers=("qkv_dot", "ln1_var", "ln1_mean"), rows=1)
    per_output(sch, "o", target)
    # The online softmax at the output (three scalars), each score at its key: in registers.
    pv = sch.get_sblock("pv")
    sch.compute_at(pv, sch.get_loops(sch.get_sblock("o"))[-1])
    dot = sch.get_sblock("dot")
    sch.compute_at(dot, sch.get_loops(pv)[-1])
    if target != "c":
        for i in range(3):
            sch.set_scope(pv, i, "local")
        sch.set_scope(dot, 0, "local")
    per_output(sch, "h1", target, producers=("proj",), rows=1)
    per_output(sch, "hidden", target, producers=("up", "ln2_var", "ln2_mean"), rows=1)
    per_output(sch, "y", target, producers=("down",), rows=1)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
