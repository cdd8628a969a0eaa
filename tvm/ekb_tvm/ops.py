"""TE building blocks that several definitions share (the same stage names, so the same TIR)."""

import math

from tvm import te, tirx


def conv3x3_same(x, wt, n, h, w, cin, cout, name: str):
    """The stage `name`: Σ_{ky, kx < 3, ci < cin} x[b, y + ky − 1, x + kx − 1, ci]·wt[ky, kx, ci, co] over
    [n, h, w, cout] — a 3×3 convolution, stride 1, zero padding 1 (NHWC input, HWIO filter)."""
    ky = te.reduce_axis((0, 3), name="ky")
    kx = te.reduce_axis((0, 3), name="kx")
    ci = te.reduce_axis((0, cin), name="ci")

    def tap(b, i, j, c):
        yy, xx = i + ky - 1, j + kx - 1
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        return te.if_then_else(inside, x[b, te.max(yy, 0), te.max(xx, 0), c], 0.0)

    return te.compute(
        (n, h, w, cout),
        lambda b, i, j, co: te.sum(tap(b, i, j, ci) * wt[ky, kx, ci, co], axis=[ky, kx, ci]),
        name=name,
    )


def layernorm_rows(x, gamma, beta, r, c, eps, name: str):
    """The stage `name`: (x[i, j] − mean_i) / sqrt(var_i + eps)·gamma[j] + beta[j] over [r, c] (biased
    variance), with its producers `row_sum` (Σ_j x) and `row_sq` (Σ_j (x − mean)²)."""
    n = c.astype("float32")
    k1 = te.reduce_axis((0, c), name="k1")
    s = te.compute((r,), lambda i: te.sum(x[i, k1], axis=k1), name="row_sum")
    k2 = te.reduce_axis((0, c), name="k2")
    ss = te.compute((r,), lambda i: te.sum((x[i, k2] - s[i] / n) * (x[i, k2] - s[i] / n), axis=k2), name="row_sq")
    return te.compute(
        (r, c),
        lambda i, j: (x[i, j] - s[i] / n) / te.sqrt(ss[i] / n + eps) * gamma[j] + beta[j],
        name=name,
    )


def mirror(v, n):
    """Row/column −1 → 1 and n → n − 2: mirrored without repeating the edge (keeps a Bayer phase), for
    −1 ≤ v ≤ n, n ≥ 2. As min/max rather than branches: TVM repeats the whole index at each use."""
    return te.min(te.max(v, -v), 2 * n - 2 - v)


def demosaic_rggb(px, c, y, x):
    """Bilinear RGGB demosaic at (y, x): (R, G, B) from the centre sample `c` and the neighbours
    `px(y', x')` (which handles the borders); R at even row and column, B at odd row and column."""
    avg4p = (px(y - 1, x) + px(y + 1, x) + px(y, x - 1) + px(y, x + 1)) * 0.25
    avg4x = (px(y - 1, x - 1) + px(y - 1, x + 1) + px(y + 1, x - 1) + px(y + 1, x + 1)) * 0.25
    avg_h = (px(y, x - 1) + px(y, x + 1)) * 0.5
    avg_v = (px(y - 1, x) + px(y + 1, x)) * 0.5
    ye, xe = y % 2 == 0, x % 2 == 0
    red = te.if_then_else(ye, te.if_then_else(xe, c, avg_h), te.if_then_else(xe, avg_v, avg4x))
    green = te.if_then_else(ye == xe, avg4p, c)
    blue = te.if_then_else(ye, te.if_then_else(xe, avg4x, avg_v), te.if_then_else(xe, avg_h, c))
    return red, green, blue


def rotate_half(c, dh, own, other, cos, sin):
    """RoPE (rotate-half) of column c of a head of width dh: own·cos(i) − other·sin(i) in the first
    half, own·cos(i) + other·sin(i) in the second (i = c mod dh mod dh/2), where `other` is the value
    at `rotate_half_partner(c, dh)` and `cos`, `sin` map i to the position's values."""
    i = (c % dh) % (dh // 2)
    return te.if_then_else(c % dh < dh // 2, own * cos(i) - other * sin(i), own * cos(i) + other * sin(i))


def rotate_half_partner(c, dh):
    """The column RoPE pairs with column c (heads of width dh): c + dh/2 in a head's first half, c − dh/2 in its second."""
    return te.if_then_else(c % dh < dh // 2, c + dh // 2, c - dh // 2)


# Taylor coefficients in x² of cos x and of sin x / x, to x¹⁴ and x¹⁵: for |x| ≤ π/2 the error is
# below 1e-8 (a GPU's builtin cos and sin may err by 2^-11 in WGSL, as SwiftShader's do). Horner's
# form, two levels of brackets per term (OpenCL C allows 32 levels).
COS_TAYLOR = [(-1) ** k / math.factorial(2 * k) for k in range(8)]
SIN_TAYLOR = [(-1) ** k / math.factorial(2 * k + 1) for k in range(8)]


def horner(y, coeffs):
    """coeffs[0] + y·(coeffs[1] + y·(…)): a polynomial in y, e.g. [`COS_TAYLOR`] in y = x²."""
    out = coeffs[-1]
    for a in reversed(coeffs[:-1]):
        out = a + y * out
    return out


def _argmax_combine(a, b):
    """TVM's own argmax reducer, in the form its cross-thread reduction recognises
    (`src/s_tir/schedule/primitive/reduction.cc`): the larger value wins, a tie keeps the smaller index."""
    (ia, va), (ib, vb) = a, b
    take_a = tirx.Or(va > vb, tirx.And(va == vb, ia < ib))
    return tirx.Select(take_a, ia, ib), tirx.Select(va > vb, va, vb)


def _argmax_identity(ti, tv):
    # TVM's pattern: index −1 (a u32 index cannot hold it in TVM 0.27), the lowest value (every real one beats it).
    return tirx.const(-1, ti), tirx.min_value(tv)


def argmax_reducer():
    """The (index, value) comm-reducer of an argmax whose ties go to the smallest index, whatever
    the reduction order: `reducer((k.var, x[…, k]), axis=k)` gives the i32 index and the value."""
    return te.comm_reducer(_argmax_combine, _argmax_identity, name="argmax")


def _argmin_combine(a, b):
    """The smaller value wins; a tie keeps the smaller index (so the reduction order does not matter:
    l1_argmax's reducer with the comparison reversed, in the form TVM's cross-thread reduction
    recognises)."""
    (ia, va), (ib, vb) = a, b
    take_a = tirx.Or(va < vb, tirx.And(va == vb, ia < ib))
    return tirx.Select(take_a, ia, ib), tirx.Select(va < vb, va, vb)


def _argmin_identity(ti, tv):
    # Index −1 (a u32 index cannot hold it in TVM 0.27) and the largest value, which every real one beats.
    return tirx.const(-1, ti), tirx.max_value(tv)


def nearest_point(src, tgt, n, m, name: str):
    """The stages `name` (i32 index) and its second output (f32 squared distance) over [n]: for each
    point src[i] (an n×3 placeholder) the smallest j < m minimising |src[i] − tgt[j]|², and that minimum."""
    argmin = te.comm_reducer(_argmin_combine, _argmin_identity, name="argmin")
    j = te.reduce_axis((0, m), name="j")

    def dist(i, k):
        dx = src[i, 0] - tgt[k, 0]
        dy = src[i, 1] - tgt[k, 1]
        dz = src[i, 2] - tgt[k, 2]
        return dx * dx + dy * dy + dz * dz

    return te.compute((n,), lambda i: argmin((j.var, dist(i, j)), axis=j), name=name)

# JPEG's zigzag order (ITU-T T.81 Figure 5): the natural index 8·v + u of each position.
JPEG_ZIGZAG = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
    35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
]


def select_table(i, values, lo=0):
    """values[i − lo] for lo ≤ i < lo + len(values) (i32), as a balanced tree of selects (depth
    log2 n): TVM reassociates a sum of `select(i == j, v_j, 0)` into one left-deep chain, which
    nests past OpenCL C's 32 levels."""
    if len(values) == 1:
        return tirx.const(values[0], "int32")
    half = len(values) // 2
    return tirx.Select(i < lo + half, select_table(i, values[:half], lo), select_table(i, values[half:], lo + half))


def jpeg_dct_tables():
    """The fixed-point 8×8 DCT's tables as stages (for scratch, each its own kernel): `cos32`
    (round(4096·cos(kπ/16)), k < 32; each exact value ≥ 0.09 from a rounding boundary) and `basis`
    (B[u][x] = round(4096·c(u)·cos((2x + 1)uπ/16)), c(0) = 1/√2: 2896 = round(4096/√2)). Inline in
    the transforms, the tables' selects kept TVM's simplifier busy for minutes."""
    cos = [round(4096 * math.cos(k * math.pi / 16)) for k in range(32)]
    cos32 = te.compute((32,), lambda k: select_table(k, cos), name="cos32")
    basis = te.compute((8, 8), lambda u, x: tirx.Select(u == 0, 2896, cos32[((2 * x + 1) * u) % 32]), name="basis")
    return cos32, basis
