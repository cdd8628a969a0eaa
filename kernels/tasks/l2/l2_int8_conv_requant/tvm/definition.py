"""l2_int8_conv_requant: int8 3×3 convolution, NHWC, TF SAME padding (pad_top =
⌊max((OH − 1)·S + 3 − H, 0) / 2⌋), acc = bias[co] + Σ (x − in_zp)·w over the taps inside the image
(int8 packed 4 per u32, two's complement), exact in i32; then TFLite's requantisation in
gemmlowp's two steps — h = ⌊(acc·M0 + 2^30) / 2^31⌋ (SaturatingRoundingDoublingHighMul), r = h / 2^e
rounded half away from zero (RoundingDivideByPOT) — and y = clamp(r + out_zp, max(−128, out_zp),
min(127, q6)).

WGSL has no 64-bit integers, so the high multiply is written on every target in u32 pieces:
|acc|·M0 = hi·2^32 + lo from 16-bit halves with the carries, then ⌊(|acc|·M0 + 2^30 − [acc < 0]) /
2^31⌋ with its sign. Schedule: `per_output` ((image, row) on blockIdx.y), the sum over the 9·C
taps (serial) and the requantisation's scalars (acc + bias, its magnitude, the product's low and high
words, the high multiply) producers at each output, in registers; sizes as `positive_params`.
No C baseline (`SKIP`): TVM's C function repeats its signature, the strided output shape included,
in each argument check's message: 66 KiB with the five inputs, over the 64 KiB limit.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output

SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}


def _u32(v):
    return tirx.const(v, "uint32")


def _int8(word, k):
    """Byte k % 4 of a packed u32 word, sign-extended to i32: shift it to the top, then back."""
    return (word << ((3 - k % 4) * 8).astype("uint32")).astype("int32") >> tirx.const(24, "int32")


def _halves(u, b):
    """u = |a| (u32) and b in 16-bit halves, and the middle partial product u0·v1 + u1·v0."""
    v = b.astype("uint32")
    u0, u1 = u & _u32(0xFFFF), u >> _u32(16)
    v0, v1 = v & _u32(0xFFFF), v >> _u32(16)
    return u0, u1, v0, v1, u0 * v1 + u1 * v0


def product_lo(u, b):
    """The low word of u·b (u = |a| < 2^31, b in [2^30, 2^31))."""
    u0, _u1, v0, _v1, mid = _halves(u, b)
    return u0 * v0 + (mid << _u32(16))


def product_hi(u, b, lo):
    """The high word of u·b, given its low word `lo` (its carry: lo < u0·v0)."""
    u0, u1, v0, v1, mid = _halves(u, b)
    return u1 * v1 + (mid >> _u32(16)) + (lo < u0 * v0).astype("uint32")


def high_mul(a, lo, hi):
    """⌊(a·b + 2^30) / 2^31⌋ from |a|·b = hi·2^32 + lo: ⌊(|a|·b + 2^30 − [a < 0]) / 2^31⌋ with a's sign."""
    neg = a < 0
    lo2 = lo + te.if_then_else(neg, _u32(0x3FFFFFFF), _u32(0x40000000))
    hi2 = hi + (lo2 < lo).astype("uint32")
    q = ((hi2 << _u32(1)) | (lo2 >> _u32(31))).astype("int32")
    return te.if_then_else(neg, -q, q)


def div_pot(h, e):
    """h / 2^e rounded half away from zero (gemmlowp's RoundingDivideByPOT), e in [0, 30]."""
    mask = ((_u32(1) << e.astype("uint32")) - _u32(1)).astype("int32")
    threshold = (mask >> tirx.const(1, "int32")) + (h < 0).astype("int32")
    return (h >> e) + ((h & mask) > threshold).astype("int32")


def compute(target: str) -> Definition:
    params, (n, h, w, c, co, s) = positive_params(target, "N", "H", "W", "C", "CO", "STRIDE")
    in_zp, out_zp, q6 = te.var("in_zp"), te.var("out_zp"), te.var("q6")
    oh, ow = (h + s - 1) // s, (w + s - 1) // s
    # STRIDE is 1 or 2, so SAME's ⌊max((OH − 1)·S + 3 − H, 0) / 2⌋ is 1 at stride 1 and H mod 2 at
    # stride 2: 1 − (S − 1)·(1 − H mod 2), without a branch repeated at every use.
    pad_top = 1 - (s - 1) * (1 - (h & 1))
    pad_left = 1 - (s - 1) * (1 - (w & 1))
    x = te.placeholder((n, h, w, c // 4), "uint32", name="x")
    wt = te.placeholder((co, 3, 3, c // 4), "uint32", name="w")
    bias = te.placeholder((co,), "int32", name="bias")
    multiplier = te.placeholder((co,), "int32", name="multiplier")
    shift = te.placeholder((co,), "int32", name="shift")
    kh = te.reduce_axis((0, 3), name="kh")
    kw = te.reduce_axis((0, 3), name="kw")
    ci = te.reduce_axis((0, c), name="ci")

    def tap(b, i, j, o):
        yy, xx = i * s + kh - pad_top, j * s + kw - pad_left
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        # TVM emits if_then_else as a branch on every target: no read happens outside the image,
        # and a tap there (the input zero point) adds 0.
        term = (_int8(x[b, yy, xx, ci // 4], ci) - in_zp) * _int8(wt[o, kh, kw, ci // 4], ci)
        return te.if_then_else(inside, term, tirx.const(0, "int32"))

    acc = te.compute((n, oh, ow, co), lambda b, i, j, o: te.sum(tap(b, i, j, o), axis=[kh, kw, ci]), name="acc")

    # Scalar stages at each output (TVM's generator runs without CSE: written inline, each use of
    # a value would repeat its expression).
    shape = (n, oh, ow, co)
    a = te.compute(shape, lambda b, i, j, o: acc[b, i, j, o] + bias[o], name="a")
    u = te.compute(shape, lambda b, i, j, o: te.if_then_else(a[b, i, j, o] < 0, -a[b, i, j, o], a[b, i, j, o]).astype("uint32"), name="u")
    lo = te.compute(shape, lambda b, i, j, o: product_lo(u[b, i, j, o], multiplier[o]), name="lo")
    hi = te.compute(shape, lambda b, i, j, o: product_hi(u[b, i, j, o], multiplier[o], lo[b, i, j, o]), name="hi")
    hm = te.compute(shape, lambda b, i, j, o: high_mul(a[b, i, j, o], lo[b, i, j, o], hi[b, i, j, o]), name="hm")

    def requant(b, i, j, o):
        r = div_pot(hm[b, i, j, o], -shift[o])
        return te.min(te.max(r + out_zp, te.max(out_zp, -128)), te.min(q6, 127))

    y = te.compute(shape, requant, name="y")
    return Definition(
        params=[*params, in_zp, out_zp, q6],
        inputs=[x, wt, bias, multiplier, shift],
        outputs=[y],
        extra_args=[*params, in_zp, out_zp, q6],
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("hm", "hi", "lo", "u", "a", "acc"), rows=2)
