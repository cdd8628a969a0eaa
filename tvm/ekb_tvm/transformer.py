"""TE building blocks of the transformer tasks: the exact (erf) GELU, a LayerNorm whose statistics are
sums over the row shifted by its first element, and the pre-LN encoder block with biases that
`l3_whisper_encoder_block` and `l3_vit_tiny_block` share (the same stage names, so the same TIR).
"""

from dataclasses import dataclass

from tvm import te


def erf(u):
    """erf(u), Abramowitz & Stegun 7.1.26: 1 − (a1·t + … + a5·t⁵)·exp(−u²), t = 1/(1 + p·|u|), odd."""
    z = te.max(u, -u)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    r = 1.0 - poly * te.exp(-z * z)
    return te.if_then_else(u < 0.0, -r, r)


def gelu_erf(u):
    """GELU, exact form: 0.5·u·(1 + erf(u/√2))."""
    return 0.5 * u * (1.0 + erf(u * 0.7071067811865476))


def layernorm_shifted(src, weights, g_off, n_off, s, d, eps, name):
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


@dataclass
class BlockOffsets:
    """Where the pre-LN block's tensors start in the packed `weights` (TE expressions): LayerNorm 1
    (g1 as offsets from one, n1), Wqkv [D, 3D], bqkv, Wo [D, D], bo, LayerNorm 2 (g2, n2), W1 [D, F],
    b1, W2 [F, D], b2."""

    g1: object
    n1: object
    wqkv: object
    bqkv: object
    wo: object
    bo: object
    g2: object
    n2: object
    w1: object
    b1: object
    w2: object
    b2: object


def pre_ln_block(x, weights, w: BlockOffsets, s, d, nh, f, eps, act=gelu_erf, seq=None, key=None, names=("o", "h1", "y")):
    """One pre-LN encoder block on the residual stream x [s, d]: returns (qkv, scores, o, h1, hidden,
    y), the stages a schedule binds (`schedule_pre_ln_block`); scores and hidden are both named `sh`
    (one scratch buffer, max(s·nh·s, s·f): the scores are dead before hidden is written).

    a = LN1(x)·(1 + g1) + n1; qkv = a·Wqkv + bqkv; per head h (dh = d / nh) the scores
    Q_h·K_hᵀ / sqrt(dh) over [s, nh, s], o = softmax_rows(scores)·V_h (row max, sum and weighted sum
    each a serial pass over the stored scores at each output); h1 = x + o·Wo + bo;
    hidden = GELU_erf(LN2(h1)·(1 + g2) + n2)·W1 + b1); y = h1 + hidden·W2 + b2.

    `act` replaces the MLP's GELU; `seq` (a TE expression dividing s) splits the rows into
    independent sequences of `seq` consecutive rows, each attending only within itself (the scores
    then [s, nh, seq]); `key(i, j)`, with `seq`, names the row of row i's j-th key instead (any
    partition of the rows into sequences of `seq`); `names` renames the stages o, h1 and y (to share a scratch buffer by name).
    The defaults give the stages above unchanged."""
    g1, n1, wqkv, bqkv, wo, bo = w.g1, w.n1, w.wqkv, w.bqkv, w.wo, w.bo
    g2, n2, w1, b1, w2, b2 = w.g2, w.n2, w.w1, w.b1, w.w2, w.b2
    dh = d // nh
    a = layernorm_shifted(x, weights, g1, n1, s, d, eps, "ln1")
    kq = te.reduce_axis((0, d), name="kq")
    qkv_dot = te.compute((s, 3 * d), lambda i, j: te.sum(a[i, kq] * weights[wqkv + kq * 3 * d + j], axis=kq), name="qkv_dot")
    qkv = te.compute((s, 3 * d), lambda i, j: qkv_dot[i, j] + weights[bqkv + j], name="qkv")

    # The scores, named as the hidden layer: both live in one scratch buffer (the scores are dead
    # before hidden is written). Scaled once here, so the softmax's passes read them as they are.
    ke = te.reduce_axis((0, dh), name="ke")
    kl = s if seq is None else seq

    def key_row(i, j):
        if key is not None:
            return key(i, j)
        return j if seq is None else i // seq * seq + j

    dot = te.compute((s, nh, kl), lambda i, h, j: te.sum(qkv[i, h * dh + ke] * qkv[key_row(i, j), d + h * dh + ke], axis=ke), name="dot")
    scale = 1.0 / te.sqrt(dh.astype("float32"))
    scores = te.compute((s, nh, kl), lambda i, h, j: dot[i, h, j] * scale, name="sh")
    k1, k2, k3 = (te.reduce_axis((0, kl), name=f"k{i}") for i in (1, 2, 3))
    mx = te.compute((s, d), lambda i, c: te.max(scores[i, c // dh, k1], axis=k1), name="row_max")

    def p(i, c, k):
        return te.exp(scores[i, c // dh, k] - mx[i, c])

    sm = te.compute((s, d), lambda i, c: te.sum(p(i, c, k2), axis=k2), name="row_sum")
    pv = te.compute((s, d), lambda i, c: te.sum(p(i, c, k3) * qkv[key_row(i, k3), 2 * d + c], axis=k3), name="pv")
    o = te.compute((s, d), lambda i, c: pv[i, c] / sm[i, c], name=names[0])

    ko = te.reduce_axis((0, d), name="ko")
    proj = te.compute((s, d), lambda i, j: te.sum(o[i, ko] * weights[wo + ko * d + j], axis=ko), name="proj")
    h1 = te.compute((s, d), lambda i, j: x[i, j] + proj[i, j] + weights[bo + j], name=names[1])

    c2 = layernorm_shifted(h1, weights, g2, n2, s, d, eps, "ln2")
    kf = te.reduce_axis((0, d), name="kf")
    up = te.compute((s, f), lambda i, j: te.sum(c2[i, kf] * weights[w1 + kf * f + j], axis=kf), name="up")
    up_b = te.compute((s, f), lambda i, j: up[i, j] + weights[b1 + j], name="up_b")
    hidden = te.compute((s, f), lambda i, j: act(up_b[i, j]), name="sh")
    kd = te.reduce_axis((0, f), name="kd")
    down = te.compute((s, d), lambda i, j: te.sum(hidden[i, kd] * weights[w2 + kd * d + j], axis=kd), name="down")
    y = te.compute((s, d), lambda i, j: h1[i, j] + down[i, j] + weights[b2 + j], name=names[2])
    return qkv, scores, o, h1, hidden, y


def schedule_pre_ln_block(sch, target: str, names=("o", "h1", "y")) -> None:
    """`per_output` on the block's stages (`rows = 1`; the scores `rows = 2`, (i, h) on blockIdx.y;
    o `rows = 0`: at D = 4 a row of 256 would leave 252 invocations looping), reductions serial,
    the LN statistics computed at each QKV and W1 output. `names`: the block names of o, h1 and y
    (TVM suffixes a repeated stage name with `_1`, `_2`, … in the order of the program)."""
    from .schedules import inline, per_output

    inline(sch, ("ln1", "ln2"))
    per_output(sch, "qkv", target, producers=("qkv_dot", "ln1_var", "ln1_mean"), rows=1)
    per_output(sch, "sh", target, producers=("dot",), rows=2)
    per_output(sch, names[0], target, producers=("pv", "row_sum", "row_max"))
    per_output(sch, names[1], target, producers=("proj",), rows=1)
    per_output(sch, "sh_1", target, producers=("up_b", "up", "ln2_var", "ln2_mean"), rows=1)
    per_output(sch, names[2], target, producers=("down",), rows=1)
