"""l3_vit_tiny_block: the patch embedding, class token and positions, then one pre-LN encoder block, as
seven TVM kernels (seven plan passes) over five scratch buffers (2 inputs + 1 output + 5 scratch = the
8 storage buffers a program may bind), one of them holding two stages in turn:

1. x = the embedded tokens [T, D], T = 1 + GH·GW: row 0 cls + pos[0], row 1 + gy·GW + gx the patch's
   P²·C products (one reduction over the flattened (py, px, c)) + bpe + its position; the patch
   index clamped into the grid at row 0, where the class token is selected instead;
2.–7. the block (`ekb_tvm.transformer.pre_ln_block`, as `l3_whisper_encoder_block`'s): LN1 + QKV,
   the scores over [T, NH, T] (sharing a scratch buffer with the hidden layer), softmax·V, h1,
   LN2 + W1 + erf GELU (A&S 7.1.26, |error| ≤ 1.5e-7; WGSL has no erf), W2 + residual.

Loop iterations per invocation, at most (T ≤ 257, D ≤ 384, F ≤ 1,536, P²·C ≤ 1,024): 1,024 (1),
3·D = 1,152 (LN statistics and QKV), dh ≤ 384 (scores), 3·T = 771 (softmax·V), D (h1),
3·D (LN2 + W1), F = 1,536 (W2). Schedule: `per_output` (`rows = 1`) on x, then the block's.
Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output
from ekb_tvm.transformer import BlockOffsets, pre_ln_block, schedule_pre_ln_block


def compute(target: str) -> Definition:
    params, (gh, gw, p, c, d, nh, f) = positive_params(target, "GH", "GW", "P", "C", "D", "NH", "F")
    eps = te.var("eps", "float32")
    t = 1 + gh * gw
    img = te.placeholder((gh * p, gw * p, c), "float32", name="img")
    weights = te.placeholder((p * p * c * d + 2 * d + t * d + 9 * d + 4 * d * d + 2 * d * f + f,), "float32", name="weights")
    bpe = p * p * c * d
    cls, pos = bpe + d, bpe + 2 * d
    g1 = pos + t * d
    wqkv = g1 + 2 * d
    bqkv = wqkv + 3 * d * d
    wo = bqkv + 3 * d
    bo = wo + d * d
    g2 = bo + d
    w1 = g2 + 2 * d
    b1 = w1 + d * f
    w2 = b1 + f
    b2 = w2 + f * d

    kt = te.reduce_axis((0, p * p * c), name="kt")

    def tap(i, o):
        q = te.max(i - 1, 0)
        gy, gx = q // gw, q % gw
        py, px, ch = kt // (p * c), kt // c % p, kt % c
        return img[gy * p + py, gx * p + px, ch] * weights[kt * d + o]

    patch = te.compute((t, d), lambda i, o: te.sum(tap(i, o), axis=kt), name="patch")
    x = te.compute(
        (t, d),
        lambda i, o: te.if_then_else(i == 0, weights[cls + o], patch[i, o] + weights[bpe + o]) + weights[pos + i * d + o],
        name="x",
    )
    offsets = BlockOffsets(g1, g1 + d, wqkv, bqkv, wo, bo, g2, g2 + d, w1, b1, w2, b2)
    qkv, scores, o, h1, hidden, y = pre_ln_block(x, weights, offsets, t, d, nh, f, eps)
    return Definition(
        params=[*params, eps],
        inputs=[img, weights],
        outputs=[y],
        scratch=[x, qkv, scores, o, h1, hidden],
        extra_args=[*params, eps],
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "x", target, producers=("patch",), rows=1)
    schedule_pre_ln_block(sch, target)


# As l3_whisper_encoder_block's: the scores and the hidden layer share a scratch buffer, which TVM's C
# function cannot take (it checks each buffer argument's shape).
SKIP = {"c": "two stages share a scratch buffer, and TVM's C function checks every buffer argument's shape"}
