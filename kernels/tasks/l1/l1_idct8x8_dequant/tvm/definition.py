"""l1_idct8x8_dequant: dequantisation (zigzag input, natural-order Q), separable fixed-point 8×8
inverse DCT (columns descaled by >> 11, rows by >> 13), level shift and clamp; edge blocks cropped.

Five `per_output` kernels: the tables `cos32` and `basis` (scratch each, `ops.jpeg_dct_tables`;
the zigzag gather a balanced tree of selects in the column sum, `ops.select_table`); `cols`
(Σ_v B[v][y]·D, scratch, ceil(H/8) × ceil(W/8) × 8 × 8; its descale by >> 11 read in the row
sum); `rows_acc` (Σ_u B[u][x]·T over the H × W samples, scratch: as a producer computed at each
sample, TVM's compute_at refused the scope — not a stage pipeline); then `X` (the descale, +128
and the clamp). Sizes as `positive_params`; indices over `max(var, 1)` on C too (TVM 0.27's C
lowering const-folds a division by the bare var to a division by zero)."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import JPEG_ZIGZAG, jpeg_dct_tables, select_table
from ekb_tvm.schedules import per_output


# Each natural index's zigzag position.
UNZIGZAG = [JPEG_ZIGZAG.index(n) for n in range(64)]


def compute(target: str) -> Definition:
    params, (sw, sh) = positive_params(target, "W", "H")
    bw, bh = (sw + 7) // 8, (sh + 7) // 8
    z = te.placeholder((bh * bw * 64,), "int32", name="Z")
    q = te.placeholder((64,), "uint32", name="Q")
    w = te.max(sw, 1) if target == "c" else sw
    iw = (w + 7) // 8

    cos32, basis = jpeg_dct_tables()

    rv = te.reduce_axis((0, 8), name="rv")

    def col(by, bx, y, u):
        n = 8 * rv + u
        d = z[(by * iw + bx) * 64 + select_table(n, UNZIGZAG)] * q[n].astype("int32")
        return te.sum(basis[rv, y] * d, axis=rv)

    cols = te.compute((bh, bw, 8, 8), col, name="cols")

    ru = te.reduce_axis((0, 8), name="ru")
    rows_acc = te.compute(
        (sh, sw), lambda r, c: te.sum(basis[ru, c % 8] * ((cols[r // 8, c // 8, r % 8, ru] + 1024) >> 11), axis=ru), name="rows_acc"
    )
    x = te.compute(
        (sh, sw), lambda r, c: te.min(te.max(((rows_acc[r, c] + 4096) >> 13) + 128, 0), 255).astype("uint32"), name="X"
    )
    return Definition(params=params, inputs=[z, q], outputs=[x], extra_args=params, scratch=[cos32, basis, cols, rows_acc])


def schedule(sch, target: str) -> None:
    per_output(sch, "cos32", target)
    per_output(sch, "basis", target)
    per_output(sch, "cols", target)
    per_output(sch, "rows_acc", target)
    per_output(sch, "X", target)
