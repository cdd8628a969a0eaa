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
from ekb_tvm.schedules import per_output
from ekb_tvm.transformer import BlockOffsets, gelu_erf, pre_ln_block, schedule_pre_ln_block


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


def compute(target: str) -> Definition:
    params, (s, nm, d, nh, f) = positive_params(target, "S", "NM", "D", "NH", "F")
    eps = te.var("eps", "float32")
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
    x = te.compute((s, d), lambda t, o: gelu_erf(stem[t, o]) + _position(t, o, half), name="x")

    offsets = BlockOffsets(g1, n1, wqkv, bqkv, wo, bo, g2, n2, w1, b1, w2, b2)
    qkv, scores, o, h1, hidden, y = pre_ln_block(x, weights, offsets, s, d, nh, f, eps)
    return Definition(
        params=[*params, eps],
        inputs=[mel, weights],
        outputs=[y],
        scratch=[x, qkv, scores, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "x", target, producers=("stem", "conv"), rows=1)
    schedule_pre_ln_block(sch, target)


# The scores and the hidden layer share a scratch buffer, which TVM's C function cannot take (it
# checks each buffer argument's shape); its argument checks, each repeating the whole signature,
# would also pass the 64 KiB text limit.
SKIP = {"c": "two stages share a scratch buffer, and TVM's C function checks every buffer argument's shape"}
