"""l1_rgb_to_yuv420: packed RGB bytes → one I420 byte stream (BT.601 limited range, libyuv's integer
arithmetic), chroma from the half-up-rounded mean of the pixels of each 2×2 block inside the frame.

Three stages, each its own kernel (`per_output`), two of them scratch: `means` (CH × CW × 3, the
block means per channel), `stream` (one byte of the I420 stream per element: a luma sample from
RGB, or a chroma sample from `means`), `I420` (four stream bytes packed per word). One kernel would
repeat every index expression for each of a word's four bytes and both planes (TVM runs without
CSE): 131 KB of WGSL, past the 64 KiB text limit. W and H appear in no buffer shape as bare
dimensions, so they are `extra_args`."""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def _byte(words, m):
    """Byte `m` of a buffer packed 4 bytes per u32, as i32."""
    return ((words[m // 4] >> ((m % 4) * 8).astype("uint32")) & tirx.const(255, "uint32")).astype("int32")


def compute(target: str) -> Definition:
    params, (sw, sh) = positive_params(target, "W", "H")
    rgb = te.placeholder(((3 * sw * sh + 3) // 4,), "uint32", name="RGB")
    cw_s, ch_s = (sw + 1) // 2, (sh + 1) // 2
    stream_n = sw * sh + 2 * cw_s * ch_s
    # Indices divide by W and ceil(W/2): as `max(var, 1)` on every target (TVM 0.27's C lowering
    # const-folds a division by the bare var to a division by zero).
    w, h = (te.max(sw, 1), te.max(sh, 1)) if target == "c" else (sw, sh)
    cw = (w + 1) // 2
    luma_n, chroma_n = w * h, cw * ((h + 1) // 2)

    def px(i, j, c):
        return _byte(rgb, 3 * (i * w + j) + c)

    def mean(r, q, c):
        # The block's second row / column where it lies inside the frame (weight 1), else the
        # first again with weight 0; n = 1, 2 or 4 pixels, so the half-up mean is a shift.
        i0, j0 = 2 * r, 2 * q
        i1, j1 = te.min(i0 + 1, h - 1), te.min(j0 + 1, w - 1)
        has_i, has_j = (i0 + 1 < h).astype("int32"), (j0 + 1 < w).astype("int32")
        shift = has_i + has_j
        s = px(i0, j0, c) + has_j * px(i0, j1, c) + has_i * (px(i1, j0, c) + has_j * px(i1, j1, c))
        return (s + ((1 << shift) >> 1)) >> shift

    means = te.compute((ch_s, cw_s, 3), mean, name="means")

    def stream_byte(m):
        i, j = m // w, m % w
        luma = (66 * px(i, j, 0) + 129 * px(i, j, 1) + 25 * px(i, j, 2) + 4224) >> 8
        # U and V share the block means: q indexes either plane, `is_v` picks the coefficients.
        is_v = m >= luma_n + chroma_n
        q = te.max(m - luma_n - tirx.Select(is_v, chroma_n, 0), 0)
        r, c = q // cw, q % cw
        cr, cg, cb = tirx.Select(is_v, 112, -38), tirx.Select(is_v, -94, -74), tirx.Select(is_v, -18, 112)
        chroma = (cr * means[r, c, 0] + cg * means[r, c, 1] + cb * means[r, c, 2] + 32896) >> 8
        return tirx.if_then_else(m < luma_n, luma, chroma).astype("uint32")

    stream = te.compute((stream_n,), stream_byte, name="stream")

    def word(k):
        out = tirx.const(0, "uint32")
        for b in range(4):
            m = 4 * k + b
            byte = tirx.if_then_else(m < stream_n, stream[te.min(m, stream_n - 1)], tirx.const(0, "uint32"))
            out = out | (byte << tirx.const(8 * b, "uint32"))
        return out

    i420 = te.compute(((stream_n + 3) // 4,), word, name="I420")
    return Definition(params=params, inputs=[rgb], outputs=[i420], extra_args=params, scratch=[means, stream])


def schedule(sch, target: str) -> None:
    per_output(sch, "means", target)
    per_output(sch, "stream", target)
    per_output(sch, "I420", target)
